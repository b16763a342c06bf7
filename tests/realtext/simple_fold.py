"""The evaluation's own yardstick, written apart from ``core`` on purpose.

- :func:`canonical` rebuilds the contract's canonical bytes from CONTRACT.md alone.
- :func:`simple_keys` is a deliberately plain fold of what UNICODE.md calls
  near-identical: every step is a table or a one-line rule, stdlib ``unicodedata``
  only. Two records whose keys are equal differ by nothing but those classes. It is
  a lower bound (what it folds, the product must fold too), not the product's lens.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections import defaultdict

__all__ = ["canonical", "exact_groups", "simple_fold", "simple_keys"]

ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
# Written in place of a space or inserted: folded like ZWNJ, to a space or to nothing.
_ZERO_WIDTH_GAPS = ZWNJ + "\N{ZERO WIDTH SPACE}\N{WORD JOINER}\N{ZERO WIDTH NO-BREAK SPACE}"
_LINE_ENDINGS = re.compile("\r\n|[\r\x85\u2028\u2029]")
_REMOVED = re.compile(
    "[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069"  # bidi controls
    "\ufe00-\ufe0f\U000e0100-\U000e01ef\u180b-\u180d\u180f"  # variation selectors
    "\u00ad\u034f\u200d"  # soft hyphen, CGJ, ZWJ
    "\u0640]"  # tatweel
)
_SPACES = re.compile("[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")
_SAME_LETTER = str.maketrans({
    "\N{ARABIC LETTER YEH}": "\N{ARABIC LETTER FARSI YEH}",
    "\N{ARABIC LETTER ALEF MAKSURA}": "\N{ARABIC LETTER FARSI YEH}",
    "\N{ARABIC LETTER KAF}": "\N{ARABIC LETTER KEHEH}",
    "\N{ARABIC LETTER AE}": "\N{ARABIC LETTER HEH}",
    "\N{ARABIC LETTER HEH GOAL}": "\N{ARABIC LETTER HEH}",
    "\N{ARABIC LETTER HEH DOACHASHMEE}": "\N{ARABIC LETTER HEH}",
    "\N{ARABIC LETTER TEH MARBUTA}": "\N{ARABIC LETTER HEH}",
    # a hamza written or not (alef with madda stays: madda is not a hamza)
    "\N{ARABIC LETTER ALEF WITH HAMZA ABOVE}": "\N{ARABIC LETTER ALEF}",
    "\N{ARABIC LETTER ALEF WITH HAMZA BELOW}": "\N{ARABIC LETTER ALEF}",
    "\N{ARABIC LETTER WAW WITH HAMZA ABOVE}": "\N{ARABIC LETTER WAW}",
    "\N{ARABIC LETTER YEH WITH HAMZA ABOVE}": "\N{ARABIC LETTER FARSI YEH}",
    "\N{ARABIC LETTER HEH WITH YEH ABOVE}": "\N{ARABIC LETTER HEH}",
    # punctuation variants
    "\N{ARABIC COMMA}": ",", "\N{ARABIC SEMICOLON}": ";", "\N{ARABIC QUESTION MARK}": "?",
    "\N{ARABIC PERCENT SIGN}": "%", "\N{LEFT DOUBLE QUOTATION MARK}": '"',
    "\N{RIGHT DOUBLE QUOTATION MARK}": '"', "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}": '"',
    "\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}": '"', "\N{MINUS SIGN}": "-",
    **{chr(dash): "-" for dash in range(0x2010, 0x2016)},
})
_SPACE_RUN = re.compile(" {2,}")
# Round 2 of UNICODE.md, as plain tables. Letters that do not join to the left (UNICODE.md
# lists them; this list is written out, the product takes them from the Unicode data): a
# space after one, before another Arabic letter, reads as no space.
_RIGHT_JOINING = ("\u0627\u0622\u0623\u0625\u0671\u062f\u0630\u0631\u0632\u0698\u0648\u0624\u0629"
                  "\u06c0\u0621")
_HARAKAT = "\u064b-\u065f\u0670"
_ARABIC_LETTERS = "\u0620-\u064a\u066e-\u06d3\u06d5\u06fa-\u06ff"
_RIGHT_JOINER_GAP = re.compile(f"([{_RIGHT_JOINING}][{_HARAKAT}]*) +(?=[{_ARABIC_LETTERS}])")
# A standalone hamza at the end of a word (no letter after it, past its marks).
_FINAL_HAMZA = re.compile(f"\u0621(?![{_HARAKAT}]*[^\\W\\d_])")
# ة at the end of a word written as ت: Persian records only.
_FINAL_TEH_MARBUTA = re.compile(f"\u0629(?![{_HARAKAT}]*[^\\W\\d_])")
_GAP = "\ue000"
_GAP_MARK = str.maketrans(dict.fromkeys(_ZERO_WIDTH_GAPS, _GAP))
_HAMZA_ABOVE, _HAMZA_BELOW = "\N{ARABIC HAMZA ABOVE}", "\N{ARABIC HAMZA BELOW}"


def canonical(record: dict[str, str]) -> bytes:
    """CONTRACT.md's canonical bytes, written out here again."""
    value = ["doc-content-v1", record["language"], record["title"], record["body"]]
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _is_arabic_mark(char: str) -> bool:
    """Harakat and Quranic marks (hamza above/below included), never a visible sign."""
    code = ord(char)
    in_range = (0x064B <= code <= 0x065F or code == 0x0670 or 0x0610 <= code <= 0x061A
                or 0x06D6 <= code <= 0x06ED)
    return in_range and unicodedata.category(char) == "Mn"


def _digits(text: str) -> str:
    return "".join(str(unicodedata.decimal(char)) if unicodedata.category(char) == "Nd" else char
                   for char in text)


def _fold_but_gaps(text: str, teh: bool = False) -> str:
    """Every fold but the last steps; ZWNJ and its kin stand as U+E000 (which no fold touches).
    ``teh``: ة at the end of a word reads as ت (a Persian record's second reading)."""
    text = _LINE_ENDINGS.sub("\n", text)
    text = unicodedata.normalize("NFC", text)
    text = _REMOVED.sub("", text)
    text = _RIGHT_JOINER_GAP.sub(r"\1", text)
    text = _FINAL_HAMZA.sub("", text)
    if teh:
        text = _FINAL_TEH_MARBUTA.sub("\u062a", text)
    text = text.translate(_GAP_MARK)
    text = _SPACES.sub(" ", text)
    text = _digits(text).translate(_SAME_LETTER)
    text = unicodedata.normalize("NFKC", text).translate(_SAME_LETTER)
    # A hamza above or below any letter, however composed; then, composed again (so that
    # alef with madda stays one letter), the harakat.
    text = unicodedata.normalize("NFD", text).replace(_HAMZA_ABOVE, "").replace(_HAMZA_BELOW, "")
    text = unicodedata.normalize("NFC", text).translate(_SAME_LETTER)
    return "".join(char for char in text if not _is_arabic_mark(char)).casefold()


def _gaps_and_spaces(text: str, gap: str) -> str:
    """The gaps as ``gap``; runs of spaces as one, lines stripped, no blank line at either end."""
    lines = [_SPACE_RUN.sub(" ", line).strip(" ") for line in text.replace(_GAP, gap).split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def simple_fold(text: str, gap: str) -> str:
    """``text`` with every near-identical class folded; ZWNJ and its kin become ``gap``."""
    return _gaps_and_spaces(_fold_but_gaps(text), gap)


def simple_keys(record: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """The record's keys: ZWNJ (and kin) read as a space, and as nothing; in a Persian record
    (``fa``, ``fa-IR``, ...) each again with ة at a word's end read as ت."""
    persian = record["language"].split("-")[0].lower() == "fa"
    keys = []
    for teh in (False, True) if persian else (False,):
        title, body = _fold_but_gaps(record["title"], teh), _fold_but_gaps(record["body"], teh)
        keys += [(_gaps_and_spaces(title, gap), _gaps_and_spaces(body, gap)) for gap in (" ", "")]
    return tuple(keys)


def exact_groups(records: list[dict[str, str]]) -> list[tuple[str, str, int, tuple[str, ...]]]:
    """(representative, SHA-256, length, member doc_ids) per group, as CONTRACT.md defines them."""
    by_bytes: dict[bytes, list[str]] = defaultdict(list)
    for record in records:
        by_bytes[canonical(record)].append(record["doc_id"])
    groups = [(min(ids), hashlib.sha256(content).hexdigest(), len(content), tuple(sorted(ids)))
              for content, ids in by_bytes.items()]
    return sorted(groups)
