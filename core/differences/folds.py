"""One fold per difference class of UNICODE.md: the lens that makes such a difference vanish.

A fold maps a field's text to a folded text. The classifier and the neighbour finder
share these very functions, so "classed `zwnj`" and "near-identical once ZWNJ is
removed" always mean the same thing. Folding is only a lens for explaining; it never
changes a group. Which class each fold belongs to, and in which order they apply, is
the table of :mod:`.classes` (which imports this module, never the other way round);
:mod:`.lens` applies them all in a few passes (``fold_fully``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

import regex

from ..charnames import unicodedata
from .confusables import skeleton

__all__ = [
    "CARRIED_DIACRITIC",
    "HAMZA_MARKS",
    "LINE_SPACE",
    "NEWER_CASE_FOLDS",
    "SPACE_STAND_INS",
    "Fold",
    "char_class",
    "diacritics_with_their_space",
    "fold_arabic_diacritic",
    "fold_bidi_control",
    "fold_bom",
    "fold_canonical_equivalence",
    "fold_compatibility",
    "fold_confusable",
    "fold_default_ignorable",
    "fold_digit_system",
    "fold_edge_whitespace",
    "fold_hamza",
    "fold_heh_hamza",
    "fold_heh_variant",
    "fold_letter_case",
    "fold_line_ending",
    "fold_persian_kaf",
    "fold_persian_yeh",
    "fold_punctuation_variant",
    "fold_space_run",
    "fold_space_variant",
    "fold_tatweel",
    "fold_variation_selector",
    "fold_yeh_hamza",
    "fold_zwnj",
    "teh_marbuta_as_teh",
    "zwnj_as_space",
]

Fold = Callable[[str], str]

# Line breaks of UNICODE.md's `line-ending` class. Not str.splitlines(): that also
# splits on VT, FF and U+001C..U+001E, which are not line endings here.
_LINE_BREAK = regex.compile("\r\n|[\r\n\x85\u2028\u2029]")
_BREAK_CHARS = "\r\n\x85\u2028\u2029"
# White_Space that is not a line break: what edge-whitespace strips from each line.
# Form feed and vertical tab are in it: they are White_Space but not line endings.
_H = r"[\p{White_Space}--[\r\n\x85\u2028\u2029]]"



def _chars(pattern: str, below: int = 0x3001) -> str:
    """Every character below ``below`` matching ``pattern``, escaped for an ``re`` class.

    White_Space and Zs all lie below U+3001; the standard library's ``re`` scans a plain
    character class several times faster than ``regex`` scans a property, and folding a
    100,000-record corpus is dominated by such scans.
    """
    compiled = regex.compile(pattern, flags=regex.V1)
    return re.escape("".join(chr(cp) for cp in range(below) if compiled.match(chr(cp))))


_HS = _chars(_H)
LINE_SPACE = _HS.replace("\\", "")  # the same characters unescaped, for str.strip
_WHITE_SPACE = "".join(regex.findall(r"\p{White_Space}", "".join(map(chr, range(0x3001)))))
_LINE_ENDS = re.compile(rf"[{_HS}]+(?=[{_BREAK_CHARS}]|\Z)")
_LINE_STARTS = re.compile(rf"([{_BREAK_CHARS}])[{_HS}]+")
_BIDI_CONTROL = regex.compile(r"\p{Bidi_Control}+")
_VARIATION_SELECTOR = regex.compile(r"\p{Variation_Selector}+")
_DEFAULT_IGNORABLE = regex.compile(r"\p{Default_Ignorable_Code_Point}+")
_OTHER_SPACES = _chars(r"[\p{Zs}--[ ]]")
# Written in place of a space, these read as one: ZWSP U+200B, WJ U+2060 and U+FEFF are
# `space-variant` there (removing them fails, a space succeeds); inserted, they are
# `default-ignorable`, which comes first in the order and removes them.
SPACE_STAND_INS = "\N{ZERO WIDTH SPACE}\N{WORD JOINER}\N{ZERO WIDTH NO-BREAK SPACE}"
_SPACE_VARIANT = re.compile(rf"[{_OTHER_SPACES}\t{SPACE_STAND_INS}]")
_SPACE_RUN = regex.compile(" {2,}")
# Harakat of UNICODE.md, limited to nonspacing marks: the ranges also hold visible
# signs (U+06DD END OF AYAH is Cf, U+06DE and U+06E9 are So, U+06E5/6 are letters).
_DIACRITIC_CHARS = _chars(r"[[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]&&\p{Mn}]", below=0x06EE)
_ARABIC_DIACRITIC = re.compile(f"[{_DIACRITIC_CHARS}]+")
# A haraka left on its own after a space (U+0020 U+0650 in one edition, nothing in the
# other) goes with the space that carried it: the second lens of `arabic-diacritic`.
CARRIED_DIACRITIC = re.compile(f" [{_DIACRITIC_CHARS}]")
_CARRIED_DIACRITICS = re.compile(f" ?[{_DIACRITIC_CHARS}]+")

_BOM = "\N{ZERO WIDTH NO-BREAK SPACE}"
_ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
_FARSI_YEH = "\N{ARABIC LETTER FARSI YEH}"
_HEH = "\N{ARABIC LETTER HEH}"
_HAMZA_ABOVE = "\N{ARABIC HAMZA ABOVE}"
_YEH = {"\N{ARABIC LETTER YEH}": _FARSI_YEH, "\N{ARABIC LETTER ALEF MAKSURA}": _FARSI_YEH}
_KAF = {"\N{ARABIC LETTER KAF}": "\N{ARABIC LETTER KEHEH}"}
_HEH_VARIANTS = dict.fromkeys(
    "\N{ARABIC LETTER AE}\N{ARABIC LETTER HEH GOAL}"
    "\N{ARABIC LETTER HEH DOACHASHMEE}\N{ARABIC LETTER TEH MARBUTA}", _HEH)
_PUNCTUATION = {
    "\N{ARABIC COMMA}": ",", "\N{ARABIC SEMICOLON}": ";", "\N{ARABIC QUESTION MARK}": "?",
    "\N{ARABIC PERCENT SIGN}": "%",
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033", '"'),
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2039\u203a\u2032", "'"),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"),
}


def _replace_all(text: str, table: dict[str, str]) -> str:
    # str.replace per character is C-fast, where str.translate with a dict calls
    # back into Python for every character of the text.
    for old, new in table.items():
        if old in text:
            text = text.replace(old, new)
    return text


def fold_bom(text: str) -> str:
    """Drop one U+FEFF at the very start (a BOM); one inside the text is `default-ignorable`."""
    return text[1:] if text.startswith(_BOM) else text


def fold_line_ending(text: str) -> str:
    """Map CRLF, CR, NEL, LS and PS to LF."""
    return _LINE_BREAK.sub("\n", text) if not text.isascii() or "\r" in text else text


def fold_edge_whitespace(text: str) -> str:
    """Strip White_Space at the start and end of every line, then at both ends of the text."""
    return _LINE_STARTS.sub(r"\1", _LINE_ENDS.sub("", text)).strip(_WHITE_SPACE)


def fold_canonical_equivalence(text: str) -> str:
    """NFC (lossless: canonically equivalent texts become identical)."""
    return text if text.isascii() else unicodedata.normalize("NFC", text)


def fold_bidi_control(text: str) -> str:
    """Remove Bidi_Control characters (LRM, RLM, ALM, embeddings, overrides, isolates)."""
    return text if text.isascii() else _BIDI_CONTROL.sub("", text)


# Marks a letter may carry before the space after it, at most (a shadda, a haraka and a
# hamza mark are three): the look-behind of ``re`` is of fixed width, one per count.
_MARKS_BEFORE_GAP = 3


@cache
def _right_joiner_gap() -> re.Pattern:
    """Spaces between an Arabic-script letter that does not join to the left (Joining_Type
    R or U: ا د ذ ر ز ژ و ء ة ۀ ...) and the next Arabic-script letter, up to three marks of
    the first letter between. Taken from the Unicode data; presentation forms are left out
    (they are shaped already: every one of them reads as non-joining). Built on first use.
    Look-behinds, not a group written back: ``re`` removes a match in C, while writing a
    group back calls Python for each match (and "و " before a word is in most Persian lines)."""
    bmp = "".join(chr(cp) for cp in range(0x10000) if not 0xD800 <= cp < 0xE000)

    def chars(pattern: str) -> str:  # one C scan of the BMP, not a match per character
        return re.escape("".join(regex.findall(pattern, bmp, flags=regex.V1)))

    letters = r"\p{Script=Arabic}&&\p{L}--[\uFB50-\uFDFF\uFE70-\uFEFF]"
    joining = r"[\p{Joining_Type=Right_Joining}\p{Joining_Type=Non_Joining}]"
    right, marks, after = chars(f"[{joining}&&{letters}]"), chars(r"\p{Mn}"), chars(f"[{letters}]")
    # The first space comes first, so ``re`` looks for spaces at C speed and only then looks back.
    behind = "|".join(f"(?<=[{right}]{f'[{marks}]' * count} )" for count in range(_MARKS_BEFORE_GAP + 1))
    return re.compile(f" (?:{behind}) *(?=[{after}])")


def fold_zwnj(text: str) -> str:
    """Remove ZWNJ, and a space after a letter that does not join to the left before another
    Arabic-script letter (سرو بالا / سروبالا: the shapes are the same, only the gap differs).
    (`zwnj_as_space` is the second lens: ZWNJ vs space.)"""
    text = text.replace(_ZWNJ, "")
    return _right_joiner_gap().sub("", text) if " " in text and not text.isascii() else text


def zwnj_as_space(text: str) -> str:
    """The second lens of `zwnj`: ZWNJ written as a space."""
    return text.replace(_ZWNJ, " ")


def fold_variation_selector(text: str) -> str:
    """Remove Variation_Selector characters (FE00..FE0F, E0100..E01EF, Mongolian FVS)."""
    return text if text.isascii() else _VARIATION_SELECTOR.sub("", text)


def fold_default_ignorable(text: str) -> str:
    """Remove Default_Ignorable_Code_Point characters (not all of Cf: U+0600..U+0605 are visible)."""
    return text if text.isascii() else _DEFAULT_IGNORABLE.sub("", text)


def fold_space_variant(text: str) -> str:
    """Map every space separator (Zs), TAB, ZWSP, WJ and U+FEFF to U+0020."""
    return _SPACE_VARIANT.sub(" ", text) if not text.isascii() or "\t" in text else text


def fold_space_run(text: str) -> str:
    """Collapse runs of two or more U+0020 into one."""
    return _SPACE_RUN.sub(" ", text) if "  " in text else text


_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


def char_class(chars) -> str:
    """An ``re`` character class of ``chars`` written as ranges."""
    points = sorted(set(map(ord, chars)))
    parts, at = [], 0
    while at < len(points):
        end = at
        while end + 1 < len(points) and points[end + 1] == points[end] + 1:
            end += 1
        first, last = re.escape(chr(points[at])), re.escape(chr(points[end]))
        parts.append(first if end == at else f"{first}-{last}")
        at = end + 1
    return "[" + "".join(parts) + "]"


@cache
def _digits(below: int = 0x110000) -> re.Pattern:
    """Every Nd digit below ``below`` but ASCII's, from the same Unicode version as names
    and normalization (not ``re``'s \\d: that uses the standard library's older tables).

    An ``re`` class of ranges keeps the scan in C; built on first use (~0.1 s). ``re``
    tests a BMP-only class with a bitmap but walks astral ranges one by one (ten times
    slower), hence the BMP-only pattern for texts without astral characters.
    """
    return re.compile(char_class(
        chr(cp) for cp in range(0x80, below) if unicodedata.category(chr(cp)) == "Nd"))


def _decimal(match: re.Match) -> str:
    return str(unicodedata.decimal(match.group()))


def fold_digit_system(text: str) -> str:
    """Write every decimal digit (any Nd: Arabic-Indic, Persian, ...) as its ASCII digit."""
    if text.isascii():
        return text
    digits = _digits() if _ASTRAL.search(text) else _digits(0x10000)
    return digits.sub(_decimal, text) if digits.search(text) else text


def fold_persian_yeh(text: str) -> str:
    """Map ARABIC YEH U+064A and ALEF MAKSURA U+0649 to FARSI YEH U+06CC."""
    return _replace_all(text, _YEH)


def fold_persian_kaf(text: str) -> str:
    """Map ARABIC KAF U+0643 to KEHEH U+06A9."""
    return _replace_all(text, _KAF)


def fold_heh_hamza(text: str) -> str:
    """Write U+06C0 (canonically U+06D5 U+0654) as HEH U+0647 + HAMZA ABOVE U+0654."""
    heh_hamza = _HEH + _HAMZA_ABOVE
    return text.replace("\N{ARABIC LETTER HEH WITH YEH ABOVE}", heh_hamza).replace(
        "\N{ARABIC LETTER AE}" + _HAMZA_ABOVE, heh_hamza)


def fold_yeh_hamza(text: str) -> str:
    """Write FARSI YEH + HAMZA ABOVE as YEH WITH HAMZA ABOVE U+0626 (not canonically equal)."""
    return text.replace(_FARSI_YEH + _HAMZA_ABOVE, "\N{ARABIC LETTER YEH WITH HAMZA ABOVE}")


def fold_heh_variant(text: str) -> str:
    """Map AE U+06D5, HEH GOAL U+06C1, HEH DOACHASHMEE U+06BE and TEH MARBUTA U+0629 to HEH."""
    return _replace_all(text, _HEH_VARIANTS)


_TEH_MARBUTA = "\N{ARABIC LETTER TEH MARBUTA}"
# At the end of a word: no letter follows, past the marks on it (possessive: a mark must
# not be given back to let a letter after it pass for the end).
_WORD_FINAL_TEH_MARBUTA = regex.compile(r"\u0629(?=\p{Mn}*+(?!\p{L}))")


def teh_marbuta_as_teh(text: str) -> str:
    """The second lens of `heh-variant`, for Persian records only: TEH MARBUTA at the end of
    a word written as TEH U+062A (رحمة / رحمت), the other heh variants as HEH."""
    if _TEH_MARBUTA in text:
        text = _WORD_FINAL_TEH_MARBUTA.sub("\N{ARABIC LETTER TEH}", text)
    return _replace_all(text, _HEH_VARIANTS)


def fold_compatibility(text: str) -> str:
    """NFKC: presentation forms, fullwidth forms, ligatures, superscripts, ..."""
    return text if text.isascii() else unicodedata.normalize("NFKC", text)


def fold_tatweel(text: str) -> str:
    """Remove ARABIC TATWEEL U+0640 (kashida)."""
    return text.replace("\N{ARABIC TATWEEL}", "")


# `hamza`: a hamza written or left out. In NFD every seat (أ إ ؤ ئ, ۀ) is its letter plus
# HAMZA ABOVE U+0654 or BELOW U+0655, so one rule covers every composition. The yeh and
# heh that carried it read as Persian writes them bare: ی, ه.
HAMZA_MARKS = "\N{ARABIC HAMZA ABOVE}\N{ARABIC HAMZA BELOW}"
_BARE_SEATS = {"\N{ARABIC LETTER YEH}" + _HAMZA_ABOVE: _FARSI_YEH,
               "\N{ARABIC LETTER AE}" + _HAMZA_ABOVE: _HEH}
_HAMZA_MARK = re.compile(f"[{HAMZA_MARKS}]")
# A standalone hamza at the end of a word (انشاء / انشا, املاء / املا), marks on it kept.
_FINAL_HAMZA = regex.compile(r"\u0621(?=\p{Mn}*+(?!\p{L}))")


def fold_hamza(text: str) -> str:
    """Drop every hamza above or below a letter (أ إ → ا, ؤ → و, ئ → ی, ۀ → ه, any letter
    + U+0654/U+0655 → the letter), in any composition, and a standalone hamza ء at the end
    of a word; NFC after. آ keeps its maddah."""
    if text.isascii():
        return text
    if "\N{ARABIC LETTER HAMZA}" in text:  # (the marks it carried may meet the letter before it)
        text = unicodedata.normalize("NFC", _FINAL_HAMZA.sub("", text))
    decomposed = unicodedata.normalize("NFD", text)
    if not _HAMZA_MARK.search(decomposed):
        return text
    decomposed = _HAMZA_MARK.sub("", _replace_all(decomposed, _BARE_SEATS))
    return unicodedata.normalize("NFC", decomposed)


def fold_arabic_diacritic(text: str) -> str:
    """NFC, then remove harakat (the nonspacing marks of U+064B..U+065F, U+0670,
    U+0610..U+061A and U+06D6..U+06ED). (`diacritics_with_their_space` is the second lens.)"""
    return text if text.isascii() else _ARABIC_DIACRITIC.sub("", unicodedata.normalize("NFC", text))


def diacritics_with_their_space(text: str) -> str:
    """The second lens of `arabic-diacritic`: harakat removed, and a space that carries one
    on its own with them (دل ِ من / دل من)."""
    return text if text.isascii() else _CARRIED_DIACRITICS.sub("", unicodedata.normalize("NFC", text))


def fold_punctuation_variant(text: str) -> str:
    """Map Arabic comma, semicolon, question mark, percent, curly quotes, guillemets and dashes to ASCII."""
    return _replace_all(text, _PUNCTUATION)


# Case folds of characters Unicode added after the standard library's tables (UCD 14 on
# Python 3.11), so `letter-case` folds by Unicode 18 like every other class: capital to
# small, made from the regex module's Unicode 18 tables (tests/test_unicode_version.py
# makes it again and compares). Left out: U+1DF95, a ligature folding to several letters.
NEWER_CASE_FOLDS = {
    0x1C89: 0x1C8A, 0xA7CB: 0x0264, 0xA7CC: 0xA7CD, 0xA7CE: 0xA7CF, 0xA7D2: 0xA7D3, 0xA7D4: 0xA7D5,
    0xA7DA: 0xA7DB, 0xA7DC: 0x019B, 0xA7DD: 0x0277, 0xA7E2: 0x027C, 0xAB6C: 0xAB4B, 0xAB6D: 0xAB4C,
    0x10D50: 0x10D70, 0x10D51: 0x10D71, 0x10D52: 0x10D72, 0x10D53: 0x10D73, 0x10D54: 0x10D74,
    0x10D55: 0x10D75, 0x10D56: 0x10D76, 0x10D57: 0x10D77, 0x10D58: 0x10D78, 0x10D59: 0x10D79,
    0x10D5A: 0x10D7A, 0x10D5B: 0x10D7B, 0x10D5C: 0x10D7C, 0x10D5D: 0x10D7D, 0x10D5E: 0x10D7E,
    0x10D5F: 0x10D7F, 0x10D60: 0x10D80, 0x10D61: 0x10D81, 0x10D62: 0x10D82, 0x10D63: 0x10D83,
    0x10D64: 0x10D84, 0x10D65: 0x10D85, 0x16EA0: 0x16EBB, 0x16EA1: 0x16EBC, 0x16EA2: 0x16EBD,
    0x16EA3: 0x16EBE, 0x16EA4: 0x16EBF, 0x16EA5: 0x16EC0, 0x16EA6: 0x16EC1, 0x16EA7: 0x16EC2,
    0x16EA8: 0x16EC3, 0x16EA9: 0x16EC4, 0x16EAA: 0x16EC5, 0x16EAB: 0x16EC6, 0x16EAC: 0x16EC7,
    0x16EAD: 0x16EC8, 0x16EAE: 0x16EC9, 0x16EAF: 0x16ECA, 0x16EB0: 0x16ECB, 0x16EB1: 0x16ECC,
    0x16EB2: 0x16ECD, 0x16EB3: 0x16ECE, 0x16EB4: 0x16ECF, 0x16EB5: 0x16ED0, 0x16EB6: 0x16ED1,
    0x16EB7: 0x16ED2, 0x16EB8: 0x16ED3, 0x1DF40: 0x1DF41, 0x1DF48: 0x1DF49, 0x1DF4A: 0x1DF4B,
    0x1DF4D: 0x1DF4E, 0x1DF51: 0x1DF52, 0x1DF68: 0x1DF69, 0x1DF6A: 0x1DF6B, 0x1DF6C: 0x1DF6D,
    0x1DF6E: 0x1DF6F, 0x1DF72: 0x1DF73, 0x1DF74: 0x1DF75, 0x1DF76: 0x1DF77, 0x1DF78: 0x1DF79,
    0x1DF7A: 0x1DF7B, 0x1DF7C: 0x1DF7D, 0x1DF7E: 0x1DF7F,
}
_NEWER_CASE_TABLE = {source: chr(target) for source, target in NEWER_CASE_FOLDS.items()}
_NEWER_CASED_BMP = re.compile("[" + "".join(chr(cp) for cp in NEWER_CASE_FOLDS if cp < 0x10000) + "]")
_NEWER_CASED = re.compile("[" + "".join(map(chr, NEWER_CASE_FOLDS)) + "]")


def fold_letter_case(text: str) -> str:
    """Full case folding by Unicode 18 (``str.casefold`` plus the newer letters: ß becomes ss)."""
    folded = text.casefold()
    if folded.isascii():
        return folded
    newer = _NEWER_CASED if _ASTRAL.search(folded) else _NEWER_CASED_BMP
    return folded.translate(_NEWER_CASE_TABLE) if newer.search(folded) else folded


def fold_confusable(text: str) -> str:
    """The UTS #39 skeleton (coarse: only ever "looks like")."""
    return skeleton(text)
