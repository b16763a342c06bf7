"""The difference classes of UNICODE.md, in one table: stable name, fold, title.

The order is UNICODE.md's: the classifier tries the text classes alone in this
order, then cumulatively in this order. Names are the stable identifiers the JSON
output writes; titles are English and translated by the GUI with the same source
strings (context ``DifferenceClasses``). This is the one public table: ``explain``,
``neighbours``, ``similar``, the window and review mode all read it, and
:func:`near_identical` is the one verdict they share.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from . import folds as f
from .folds import Fold

__all__ = [
    "CLASSES",
    "CLASS_NAMES",
    "CONTENT_EDIT",
    "NOT_NEAR_IDENTICAL",
    "TEXT_CLASSES",
    "DifferenceClass",
    "Lens",
    "apply_folds",
    "class_title",
    "fold_fully_reference",
    "fold_of",
    "folds_make_equal",
    "is_persian",
    "near_identical",
]

CONTENT_EDIT = "content-edit"


@dataclass(frozen=True, slots=True)
class DifferenceClass:
    """One class: ``name`` (stable), ``fold`` (None for the field-level classes and
    `content-edit`, which no fold explains) and ``title`` (English, for people)."""

    name: str
    fold: Fold | None
    title: str


CLASSES: tuple[DifferenceClass, ...] = (
    DifferenceClass("language-tag", None, "Language tags differ"),
    DifferenceClass("field-boundary", None, "Same text, but the title/body boundary moved"),
    DifferenceClass("bom", f.fold_bom, "Byte order mark at the start"),
    DifferenceClass("line-ending", f.fold_line_ending, "Line endings differ"),
    DifferenceClass("edge-whitespace", f.fold_edge_whitespace, "White space at the edge of a line or field"),
    DifferenceClass("canonical-equivalence", f.fold_canonical_equivalence,
                    "Canonically equivalent (equal after NFC)"),
    DifferenceClass("bidi-control", f.fold_bidi_control, "Invisible bidi control"),
    DifferenceClass("zwnj", f.fold_zwnj, "Zero width non-joiner"),
    DifferenceClass("variation-selector", f.fold_variation_selector, "Variation selector"),
    DifferenceClass("default-ignorable", f.fold_default_ignorable, "Invisible (default ignorable) character"),
    DifferenceClass("space-variant", f.fold_space_variant, "A different kind of space"),
    DifferenceClass("space-run", f.fold_space_run, "A different number of spaces"),
    DifferenceClass("digit-system", f.fold_digit_system, "Digits of different systems"),
    DifferenceClass("persian-yeh", f.fold_persian_yeh, "Arabic vs Persian yeh"),
    DifferenceClass("persian-kaf", f.fold_persian_kaf, "Arabic kaf vs Persian keheh"),
    DifferenceClass("heh-hamza", f.fold_heh_hamza, "Heh with hamza written two ways"),
    DifferenceClass("yeh-hamza", f.fold_yeh_hamza, "Yeh with hamza written two ways"),
    DifferenceClass("heh-variant", f.fold_heh_variant, "A heh variant"),
    DifferenceClass("compatibility", f.fold_compatibility, "A compatibility form (equal after NFKC)"),
    DifferenceClass("tatweel", f.fold_tatweel, "Tatweel (kashida)"),
    DifferenceClass("hamza", f.fold_hamza, "A hamza written or left out"),
    DifferenceClass("arabic-diacritic", f.fold_arabic_diacritic, "Arabic diacritics (harakat)"),
    DifferenceClass("punctuation-variant", f.fold_punctuation_variant, "A punctuation variant"),
    DifferenceClass("letter-case", f.fold_letter_case, "Letter case"),
    DifferenceClass("confusable", f.fold_confusable, "Look-alike characters (UTS #39 confusables)"),
    DifferenceClass(CONTENT_EDIT, None, "A real edit"),
)
CLASS_NAMES = tuple(entry.name for entry in CLASSES)
TEXT_CLASSES = tuple(entry.name for entry in CLASSES if entry.fold is not None)
_BY_NAME = {entry.name: entry for entry in CLASSES}

# Step 8 of UNICODE.md: NFKC turns presentation forms (ﯼ, ﻙ) into letters that the
# Persian letter folds must then see again.
_AFTER_COMPATIBILITY = ("persian-yeh", "persian-kaf", "heh-hamza", "yeh-hamza", "heh-variant")
# A pair is near-identical when none of these separates it: a real edit, or look-alike
# letters (`confusable` is too coarse: its skeleton maps ی, ي and ى together, ه to o).
NOT_NEAR_IDENTICAL = frozenset((CONTENT_EDIT, "confusable"))
# What near-identical records share once folded: every class but those.
_FULL = tuple(name for name in TEXT_CLASSES if name not in NOT_NEAR_IDENTICAL)


def near_identical(classes: Iterable[str]) -> bool:
    """The one verdict of ``explain``, ``neighbours``, ``similar`` and the window: two
    records that differ by ``classes`` are near-identical (no real edit, no look-alike)."""
    return NOT_NEAR_IDENTICAL.isdisjoint(classes)


def fold_of(name: str) -> Fold:
    """The fold of text class ``name`` (KeyError for an unknown or field-level class)."""
    fold = _BY_NAME[name].fold
    if fold is None:
        raise KeyError(name)
    return fold


def class_title(name: str) -> str:
    """The English title of class ``name``."""
    return _BY_NAME[name].title


# The classes with a second lens, in the order of a lens tuple: a lens is one fold for each.
_LENS_CLASSES = ("zwnj", "heh-variant", "arabic-diacritic")
Lens = tuple[Fold, Fold, Fold]
_FIRST_LENS: Lens = (f.fold_zwnj, f.fold_heh_variant, f.fold_arabic_diacritic)
_LENS_AT = {name: at for at, name in enumerate(_LENS_CLASSES)}


def apply_folds(text: str, classes: Iterable[str], *, lens: Lens = _FIRST_LENS) -> str:
    """``text`` with the folds of ``classes`` applied in UNICODE.md order (field classes
    ignored); ``lens`` chooses the fold of `zwnj`, `heh-variant` and `arabic-diacritic`."""
    chosen = set(classes)
    if len(chosen) == 1:  # the classifier tries each class alone first: no walk over the table
        (name,) = chosen
        if name in _LENS_AT:
            return lens[_LENS_AT[name]](text)
        fold = _BY_NAME[name].fold if name in _BY_NAME else None
        return text if fold is None else fold(text)  # (`compatibility` alone: nothing after it)
    for name in TEXT_CLASSES:
        if name in chosen:
            text = lens[_LENS_AT[name]](text) if name in _LENS_AT else _BY_NAME[name].fold(text)
            if name == "compatibility":
                text = apply_folds(text, chosen.intersection(_AFTER_COMPATIBILITY), lens=lens)
    return text


def _settled(text: str, classes: tuple[str, ...], lens: Lens) -> str:
    # One fold can uncover work for an earlier one (removing a ZWNJ leaves a space at a
    # line's end): apply them again until nothing changes (twice is the most seen).
    for _ in range(4):
        folded = apply_folds(text, classes, lens=lens)
        if folded == text:
            break
        text = folded
    return text


def is_persian(language: str) -> bool:
    """Whether a record's ``language`` tag is Persian (``fa``, ``fa-IR``, ...; case ignored)."""
    return language.split("-", 1)[0].lower() == "fa"


_ONE_LENS: tuple[Lens, ...] = (_FIRST_LENS,)
_TEH_MARBUTA = "\N{ARABIC LETTER TEH MARBUTA}"


def _lenses(a: str, b: str, chosen: tuple[str, ...], persian: bool) -> tuple[Lens, ...]:
    """Every lens worth trying: the second fold of a class only where it can matter."""
    lenses = _ONE_LENS
    if "zwnj" in chosen:  # ZWNJ removed, or written as a space
        lenses = lenses + tuple((f.zwnj_as_space, heh, diacritic) for _, heh, diacritic in lenses)
    # ة vs ت is `heh-variant` only in Persian records (رحمة / رحمت), and only a text that
    # holds a teh marbuta can need the second lens.
    if persian and "heh-variant" in chosen and (_TEH_MARBUTA in a or _TEH_MARBUTA in b):
        lenses = lenses + tuple((zwnj, f.teh_marbuta_as_teh, diacritic) for zwnj, _, diacritic in lenses)
    if "arabic-diacritic" in chosen and (f.CARRIED_DIACRITIC.search(a) or f.CARRIED_DIACRITIC.search(b)):
        lenses = lenses + tuple((zwnj, heh, f.diacritics_with_their_space) for zwnj, heh, _ in lenses)
    return lenses


def folds_make_equal(a: str, b: str, classes: Iterable[str], *, settle: bool = False,
                     persian: bool = False) -> bool:
    """True when applying the folds of ``classes`` makes ``a`` equal ``b`` under one lens:
    `zwnj` removed or written as a space; when ``persian`` (both records are Persian),
    `heh-variant`'s ة as ه or, at a word's end, as ت; `arabic-diacritic` with or without
    the space that carries a haraka on its own. ``settle`` applies them until nothing
    changes: for whole fields, where one difference's fold can uncover another's."""
    chosen = tuple(classes)
    lenses = _lenses(a, b, chosen, persian)
    if settle:
        return any(_settled(a, chosen, lens) == _settled(b, chosen, lens) for lens in lenses)
    return any(apply_folds(a, chosen, lens=lens) == apply_folds(b, chosen, lens=lens) for lens in lenses)


def fold_fully_reference(text: str) -> str:
    """:func:`.lens.fold_fully` the slow, obvious way: every fold but `confusable`, in order."""
    return apply_folds(text, _FULL)
