"""The one lens: what every near-identical judgement of a corpus folds a record to.

``explain`` names each hunk's classes with the folds of :mod:`.folds` in the order of the
class table (:mod:`.classes`). Finding near-identical groups in a corpus cannot explain
every pair, so it needs a key that two records share whenever ``explain`` would call them
near-identical; the groups sharing a key are then judged by ``explain``'s own class list
(:func:`._pair_classes.pair_classes`) and verdict (:func:`.classes.near_identical`), never
by the key.

- :func:`fold_fully`: every fold but `confusable`, in order (the text `similar` scores).
- :func:`cluster_key`: a hash of :func:`coarse`, which replaces each character on its
  own by a fixed image: every white space, invisible and combining mark taken out,
  compatibility forms decomposed, case folded, digits, Persian letters and punctuation
  mapped. Each fold only ever turns text into text with the same coarse image (every fold
  removes, maps or recomposes what ``coarse`` removes or maps; tests/test_one_lens.py
  checks each fold on every character), and ``coarse`` of a text is the coarse images of
  its pieces joined, so a hunk that a set of folds explains leaves the coarse text
  unchanged, whatever the order of the folds, their lenses (ZWNJ written as a space, a
  zero-width space in place of one) or the context. Folding in order would not do: the
  folds do not commute (``اإٓ`` vs ``اإ`` is `arabic-diacritic`, but dropping the hamza
  first makes ا + maddah into آ). A key shared by groups that still differ (``a b`` vs
  ``ab``, آ vs ا) costs one comparison, never a wrong cluster.
"""

from __future__ import annotations

import re
from functools import cache

import regex

from ..charnames import unicodedata
from . import folds as f
from .align import common_prefix, common_suffix
from .classes import fold_fully_reference
from .folds import LINE_SPACE, char_class, fold_letter_case

__all__ = ["KEY_BYTES", "cluster_key", "coarse", "coarse_image", "coarse_utf8", "ends_key", "fold_fully",
           "same_coarse", "text_key"]

KEY_BYTES = 8

# The private tables of .folds are read here on purpose: the fast path must apply exactly
# the characters each fold applies, and .folds is their one home.

# Applying the folds one by one scans each text once per fold. Between the first
# NFC and NFKC, the folds `bidi-control`, `zwnj`, `variation-selector`,
# `default-ignorable`, `space-variant`, `digit-system`, `persian-yeh`, `persian-kaf`,
# `heh-variant` and U+06C0 of `heh-hamza` map each character on its own, no map's
# output is another map's input, and none touches U+0020, U+06CC or U+0654: they
# commute with each other, with `space-run` and with `yeh-hamza`, so one scan finds
# the characters present and one ``str.replace`` per character present applies them
# (``str.translate`` with a dict costs ~50 ns a character, ten scans' worth). The
# context-dependent folds keep their order. A normalization that returns its input
# unchanged leaves the scan valid; one that changes the text is followed by a new scan.
# Texts with a character beyond the BMP take the reference path (they are rare, and
# ``re`` tests a BMP-only class with a bitmap but scans astral ranges one by one).

_SPACE_RUN_RE = re.compile(" {2,}")
_HAMZA = "\N{ARABIC LETTER HAMZA}"
_TEH = "\N{ARABIC LETTER TEH}"
_YEH_HAMZA_PAIR = f._FARSI_YEH + f._HAMZA_ABOVE
_TATWEEL = "\N{ARABIC TATWEEL}"


class _FastTables:
    """Character maps and trigger classes of the fast path, built on first use (~0.1 s)."""

    def __init__(self) -> None:
        bmp = "".join(chr(cp) for cp in range(0x10000) if not 0xD800 <= cp < 0xE000)
        removed = set(f._BIDI_CONTROL.findall(bmp) + f._VARIATION_SELECTOR.findall(bmp)
                      + f._DEFAULT_IGNORABLE.findall(bmp))
        removed = set("".join(removed)) | {f._ZWNJ}
        # Removed before the spaces after a letter that does not join to the left are
        # (`zwnj`), the others after: the folds before `zwnj` and `zwnj` itself.
        self.early = frozenset(set("".join(f._BIDI_CONTROL.findall(bmp))) | {f._ZWNJ})
        chars: dict[str, str] = dict.fromkeys(removed, "")
        # ZWSP, WJ and U+FEFF are space variants too, but `default-ignorable` removes them first.
        chars.update(dict.fromkeys(set(f._SPACE_VARIANT.findall(bmp)) - removed, " "))
        chars.update({digit: str(unicodedata.decimal(digit)) for digit in f._digits(0x10000).findall(bmp)})
        letters = {**f._YEH, **f._KAF, **f._HEH_VARIANTS,
                   "\N{ARABIC LETTER HEH WITH YEH ABOVE}": f._HEH + f._HAMZA_ABOVE}
        sources = set(chars) | set(letters)
        targets = set("".join(chars.values()) + "".join(letters.values()))
        if set(chars) & set(letters) or sources & (targets | {" ", f._FARSI_YEH, f._HAMZA_ABOVE}):
            raise AssertionError("the maps of the fast fold interact")  # pragma: no cover
        chars.update(letters)
        self.chars = chars  # between NFC and NFKC: every map applied in one go
        self.letters = letters  # again after NFKC (step 8 of UNICODE.md)
        self.diacritics = frozenset(f._DIACRITIC_CHARS)
        self.punctuation = f._PUNCTUATION
        # Sets, not the dicts: set.intersection(dict) walks the whole dict every call,
        # while two sets are intersected from the smaller side (the few chars present).
        self.char_keys = frozenset(chars) - self.early
        self.letter_keys = frozenset(letters)
        self.punctuation_keys = frozenset(f._PUNCTUATION)
        # Letters holding a hamza in NFD (أ إ ؤ ئ ۀ ...), and the two marks themselves.
        self.hamza = frozenset(char for char in bmp if not set(f.HAMZA_MARKS).isdisjoint(
            unicodedata.normalize("NFD", char))) | frozenset(f.HAMZA_MARKS + _HAMZA)
        triggers = [*chars, f._HAMZA_ABOVE, _TATWEEL, *self.hamza, *self.diacritics, *f._PUNCTUATION]
        # Any character beyond the BMP is a trigger too: it sends the text to the reference.
        self.scan = re.compile(char_class(triggers)[:-1] + "\U00010000-\U0010ffff]")


@cache
def _fast_tables() -> _FastTables:
    return _FastTables()


def _present(tables: _FastTables, text: str) -> set[str] | None:
    """The trigger characters of ``text``; None when it has a character beyond the BMP."""
    found = set(tables.scan.findall(text))
    return None if any(char > "\uffff" for char in found) else found


def _letters_again(tables: _FastTables, text: str, present: set[str]) -> str:
    for char in present.intersection(tables.letter_keys):
        text = text.replace(char, tables.letters[char])
        present.update(tables.letters[char])
    if f._HAMZA_ABOVE in present and _YEH_HAMZA_PAIR in text:
        text = text.replace(_YEH_HAMZA_PAIR, "\N{ARABIC LETTER YEH WITH HAMZA ABOVE}")
    return text


def fold_fully(text: str) -> str:
    """Every fold except `confusable`: the text the neighbour finder and similarity search compare.

    Equal to :func:`.classes.fold_fully_reference` (the folds applied one by one in
    order), in a handful of C-speed passes.
    """
    original = text
    tables = _fast_tables()
    if text.startswith(f._BOM):  # bom
        text = text[1:]
    if "\r" in text:  # line-ending
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    ascii_only = text.isascii()
    if not ascii_only:
        for char in "\x85\u2028\u2029":
            if char in text:
                text = text.replace(char, "\n")
    # edge-whitespace: every line break is LF now.
    lines = text.split("\n")
    stripped = [line.strip(LINE_SPACE) for line in lines]
    if any(new is not old for new, old in zip(stripped, lines, strict=True)):
        text = "\n".join(stripped)
    text = text.strip(f._WHITE_SPACE)
    if ascii_only:
        present = {"\t"} if "\t" in text else set()
    else:
        text = unicodedata.normalize("NFC", text)  # canonical-equivalence
        found = _present(tables, text)
        if found is None:
            return fold_fully_reference(original)
        present = found
    # bidi-control, zwnj (its spaces after a letter that does not join to the left read
    # the text as those two left it), then variation-selector .. persian-kaf, heh-hamza
    # (U+06C0), heh-variant: one map.
    for char in present.intersection(tables.early):
        text = text.replace(char, "")
    if not ascii_only and " " in text:
        text = f._right_joiner_gap().sub("", text)
    for char in present.intersection(tables.char_keys):
        text = text.replace(char, tables.chars[char])
        present.update(tables.chars[char])
    if "  " in text:  # space-run
        text = _SPACE_RUN_RE.sub(" ", text)
    if f._HAMZA_ABOVE in present and _YEH_HAMZA_PAIR in text:  # yeh-hamza
        text = text.replace(_YEH_HAMZA_PAIR, "\N{ARABIC LETTER YEH WITH HAMZA ABOVE}")
    if not ascii_only:
        normalized = unicodedata.normalize("NFKC", text)  # compatibility
        if normalized is not text:
            found = _present(tables, normalized)
            if found is None:
                return fold_fully_reference(original)
            present = found
            text = _letters_again(tables, normalized, present)
        # An NFKC text is NFC: arabic-diacritic's NFC matters only if something changed since.
        if _TATWEEL in present:  # tatweel
            text = text.replace(_TATWEEL, "")
        if text is not normalized:
            composed = unicodedata.normalize("NFC", text)
            if composed is not text:
                found = _present(tables, composed)
                if found is None:
                    return fold_fully_reference(original)
                present = found
            text = composed
        if not present.isdisjoint(tables.hamza):  # hamza (NFD, marks out, NFC: only around them)
            text = f.fold_hamza(text)
        if not present.isdisjoint(tables.diacritics):  # arabic-diacritic
            text = f._ARABIC_DIACRITIC.sub("", text)
        for char in present.intersection(tables.punctuation_keys):  # punctuation-variant
            text = text.replace(char, tables.punctuation[char])
    return fold_letter_case(text)


# --- the coarse image: the key near-identical records share --------------------------------

_REMOVED_CATEGORIES = frozenset(("Mn", "Me"))
_TATWEEL_CHAR = "\N{ARABIC TATWEEL}"


def _removed(char: str) -> bool:
    """Characters no near-identical judgement can see: white space, invisibles, marks."""
    return (char.isspace() or char in f._WHITE_SPACE or char in (_TATWEEL_CHAR, _HAMZA)
            or unicodedata.category(char) in _REMOVED_CATEGORIES or unicodedata.combining(char) != 0
            or f._DEFAULT_IGNORABLE.match(char) is not None or f._BIDI_CONTROL.match(char) is not None
            or f._VARIATION_SELECTOR.match(char) is not None)


def _mapped(char: str) -> str:
    if unicodedata.category(char) == "Nd":
        return str(unicodedata.decimal(char))
    if char == _TEH:  # ة is ه (`heh-variant`) and, at a word's end in Persian, ت
        return f._HEH
    letter = f._YEH.get(char) or f._KAF.get(char) or f._HEH_VARIANTS.get(char)
    return letter or f._PUNCTUATION.get(char, char)


# Quotes are left out of the key altogether: `punctuation-variant` writes ″ as ", while
# `compatibility` makes it ′′ and then '', so " and '' must share a key.
_QUOTES = frozenset("'\"")


def _step(text: str) -> str:
    text = "".join(map(_mapped, text))  # before NFKD, as `punctuation-variant` sees ″ before NFKC
    text = unicodedata.normalize("NFKD", f.fold_letter_case(unicodedata.normalize("NFKD", text)))
    return "".join(mapped for mapped in map(_mapped, text) if not _removed(mapped) and mapped not in _QUOTES)


def coarse_image(char: str) -> str:
    """The coarse image of one character: :func:`_step` until nothing changes."""
    text = char
    for _ in range(8):
        again = _step(text)
        if again == text:
            return text
        text = again
    raise AssertionError(f"no fixed coarse image for U+{ord(char):04X}")  # pragma: no cover


# Non-ASCII characters that may have an image other than themselves (ASCII ones are
# translated in the UTF-8 bytes, by a table made from their images): white space, invisibles, marks,
# digits, whatever has a decomposition or a case folding, and the keys of the letter and
# punctuation maps. A superset on purpose; tests/test_one_lens.py checks it holds every
# character whose image differs.
_MAY_CHANGE = (
    r"[[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Variation_Selector}"
    r"\p{Mn}\p{Me}\p{Nd}\p{NFKD_Quick_Check=No}\P{Canonical_Combining_Class=0}"
    r"\p{Changes_When_Casefolded}\N{ARABIC TATWEEL}\N{ARABIC LETTER HAMZA}"
    + "".join(regex.escape(char) for char in (*f._YEH, *f._KAF, *f._HEH_VARIANTS, *f._PUNCTUATION))
    + "".join(regex.escape(chr(code)) for code in f.NEWER_CASE_FOLDS)
    + r"]--[\x00-\x7f]]"
)


class _CoarseScan:
    """How :func:`coarse_utf8` finds what changes; built on first use (~0.1 s).

    Non-ASCII characters: an ``re`` class for BMP texts (a bitmap: C speed, which also
    finds any character beyond the BMP) and a ``regex`` one for the rare text holding such
    a character. ASCII ones: a ``bytes.translate`` table and the bytes it deletes, made
    from each ASCII character's own image (case folded, white space and quotes out).
    """

    def __init__(self) -> None:
        self.any = regex.compile(_MAY_CHANGE, flags=regex.V1)
        bmp = "".join(chr(code) for code in range(0x80, 0x10000) if not 0xD800 <= code < 0xE000)
        self.bmp = re.compile(char_class(self.any.findall(bmp))[:-1] + "\U00010000-\U0010ffff]")
        images = {code: coarse_image(chr(code)) for code in range(0x80)}
        if any(len(image) > 1 or not image.isascii() for image in images.values()):
            raise AssertionError("an ASCII image is not one ASCII byte or none")  # pragma: no cover
        self.ascii_table = bytes(ord(image) if image else code for code, image in images.items()) + bytes(
            range(0x80, 0x100))
        self.ascii_deleted = bytes(code for code, image in images.items() if not image)
        # Frequent letters whose image differs, replaced straight away rather than found by
        # the scan (which makes a string of each one it finds): ت, as common as any letter.
        self.direct = {_TEH: coarse_image(_TEH)}


@cache
def _coarse_scan() -> _CoarseScan:
    return _CoarseScan()


# The image of each character met so far: a corpus holds a few hundred distinct ones, and
# working one out takes ~10 µs (a table of all 1.1 million would take seconds to build).
_IMAGES: dict[str, str] = {}


def coarse_utf8(text: str) -> bytes:
    """:func:`coarse` of ``text``, encoded as UTF-8 (lone surrogates kept), in a few C passes.

    Images are fixed points and each character's image stands on its own, so the non-ASCII
    characters can be replaced first (one ``str.replace`` per distinct character that
    changes: a corpus text holds a dozen) and the ASCII ones last, in the UTF-8 bytes,
    where one ``bytes.translate`` folds case and deletes white space and quotes (every
    byte of a multi-byte sequence is above 0x7F, so none is touched). Casefolding the
    whole text instead cost a quarter of the time.
    """
    scan = _coarse_scan()
    if not text.isascii():
        found = scan.bmp.findall(text)
        if found and max(found) > "\uffff":  # beyond the BMP: the ``regex`` class decides
            found = scan.any.findall(text)
        images = _IMAGES
        for char in set(found):
            image = images.get(char)
            if image is None:
                image = images[char] = coarse_image(char)
            if image != char:
                text = text.replace(char, image)
        for char, image in scan.direct.items():  # no image holds one of them: any order will do
            if char in text:
                text = text.replace(char, image)
    return text.encode("utf-8", "surrogatepass").translate(scan.ascii_table, scan.ascii_deleted)


def coarse(text: str) -> str:
    """``text`` with every character replaced by its :func:`coarse_image`."""
    return coarse_utf8(text).decode("utf-8", "surrogatepass")


def cluster_key(title: str, body: str) -> bytes:
    """A key that two records share whenever ``explain`` calls them near-identical
    (language left out: `language-tag`; title and body joined: `field-boundary`).

    Python's own hash of the coarse text (SipHash, 64 bits, in C without letting go of the
    GIL, so a GUI's threads keep their turns): twice as fast as a cryptographic digest,
    and a key only ever selects pairs to compare, so two keys alike by chance cost one
    comparison. It is seeded per interpreter: keys are compared within one process and
    the children it forks, never stored.
    """
    return text_key(title + body)


def text_key(text: str) -> bytes:
    """:func:`cluster_key` of a record whose title and body, joined, are ``text``."""
    return _key(coarse_utf8(text))


# The ends key: the first and the last _ENDS_BYTES bytes of the coarse text, found in its
# first and last _ENDS_CHARS code points when they hold that many (nearly always).
_ENDS_CHARS = 64
_ENDS_BYTES = 32
_APART = "\x00"  # its own coarse image, and no other character's: cuts one coarse text in two


def ends_key(text: str) -> bytes:
    """A key of the first and last 32 bytes of :func:`coarse_utf8` of ``text``: a function
    of the coarse text, so two texts with one :func:`text_key` have one ``ends_key`` too.

    ``coarse`` of a text is the images of its pieces joined, so the coarse text's ends are
    the coarse images of the text's ends: ~3 us for a ~1,200 code point text, where the
    whole key takes ~15 us. Texts sharing it get their whole coarse texts compared next.
    """
    if len(text) > 2 * _ENDS_CHARS:
        head, tail = text[:_ENDS_CHARS], text[-_ENDS_CHARS:]
        both = coarse_utf8(head + _APART + tail)
        if both.count(b"\x00") == 1 and _APART not in head and _APART not in tail:
            cut = both.index(b"\x00")
            if cut >= _ENDS_BYTES and len(both) - cut - 1 >= _ENDS_BYTES:
                return _key(both[:_ENDS_BYTES] + both[-_ENDS_BYTES:])
    whole = coarse_utf8(text)
    return _key(whole[:_ENDS_BYTES] + whole[-_ENDS_BYTES:])


def same_coarse(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` have one coarse text (as their :func:`text_key` says, without a
    chance collision): only what lies between their shared start and end is made coarse."""
    if a == b:
        return True
    head = common_prefix(a, b, min(len(a), len(b)))
    tail = common_suffix(a, b, min(len(a), len(b)) - head)
    return coarse_utf8(a[head : len(a) - tail]) == coarse_utf8(b[head : len(b) - tail])


def _key(coarse_bytes: bytes) -> bytes:
    return hash(coarse_bytes).to_bytes(KEY_BYTES, "little", signed=True)
