"""Files of records as a hostile writer would write them: every JSON escape form, raw or not.

``record_files()`` draws a list of records (ids at and past their bounds, repeated
ids and contents, texts with controls, surrogates, U+2028/2029, BOMs) and writes
it as a JSON array or JSON Lines, choosing for each character whether it is
written raw or escaped (short escape, ``\\uXXXX`` in either case, a surrogate pair),
and random JSON whitespace between tokens. The text is always valid JSON (no
repeated key, no NaN), so Python's ``json`` reads the same records from it as the
seed would be given. ``mutated()`` then breaks such files byte by byte.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from hypothesis import strategies as st

FIELDS = ("doc_id", "source_ref", "language", "title", "body")
SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
JSON_WHITESPACE = " \t\n\r"

SPECIAL = [
    "\N{LINE SEPARATOR}", "\N{PARAGRAPH SEPARATOR}", "\N{ZERO WIDTH NO-BREAK SPACE}", "\x00", "\x1f",
    "\x7f", "\N{NO-BREAK SPACE}", "\N{COMBINING ACUTE ACCENT}", "\N{ARABIC LETTER YEH}",
    "\N{ARABIC LETTER FARSI YEH}", "\N{ZERO WIDTH JOINER}", "\N{RIGHT-TO-LEFT MARK}", "/", '"', "\\",
    "\ud800", "\udfff", "\ud83d", "\ude00", "\N{GRINNING FACE}", "\U0010ffff", "\ufffd", "},{", "}\n{",
    '"doc_id": "A"', "\u2028\u2029",
]

def _texts(least: int) -> st.SearchStrategy[str]:
    return st.one_of(
        st.text(st.characters(codec="utf-8"), min_size=least, max_size=12),
        st.text(st.characters(codec=None), min_size=least, max_size=12),  # lone surrogates too
        st.lists(st.sampled_from(SPECIAL), min_size=least, max_size=6).map("".join),
        st.text(st.sampled_from("aV \n\r\t\N{ARABIC LETTER YEH}\N{ARABIC LETTER FARSI YEH}"),
                min_size=max(least, 1), max_size=6),
    )


TEXT, SOME_TEXT = _texts(0), _texts(1)
GOOD_ID = st.from_regex(r"[A-Za-z][A-Za-z0-9_-]{0,31}", fullmatch=True)
BAD_ID = st.sampled_from(["", "1", "1bad", "\N{ARABIC LETTER ALEF WITH MADDA ABOVE}", "A" * 33, "A\n", "A b"])
REPEATED_ID = st.sampled_from(["A", "B", "C", "a", "Z9", "A" * 32, "Q" + "_-" * 15 + "x"])
IDS = st.integers(0, 39).flatmap(lambda roll: BAD_ID if roll == 0 else REPEATED_ID if roll < 20 else GOOD_ID)
BAD_LANGUAGE = st.sampled_from(["FA", "", "en-US", "fa\x00", "En"])
GOOD_LANGUAGE = st.sampled_from(["fa", "en"])
LANGUAGES = st.integers(0, 39).flatmap(lambda roll: BAD_LANGUAGE if roll == 0 else GOOD_LANGUAGE)
OTHER_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-(10**30), 10**30),
                         st.floats(allow_nan=False, allow_infinity=False), st.just([]), st.just({}),
                         st.just(["x"]), st.just({"a": "b"}))


def _sized(base: st.SearchStrategy[str], most: int) -> st.SearchStrategy[str]:
    """Short texts, and texts of exactly the bound and one past it."""
    at_bound = st.sampled_from(["t", "\N{ARABIC LETTER YEH}", "\N{GRINNING FACE}", "\x01"]).flatmap(
        lambda ch: st.sampled_from([ch * most, ch * (most + 1), ch * (most - 1)]))
    return st.integers(0, 9).flatmap(lambda roll: at_bound if roll == 0 else base)


@st.composite
def records(draw) -> dict:
    """One record: usually well formed, sometimes with a bad field, a missing or an extra one."""
    record = {
        "doc_id": draw(IDS),
        "source_ref": draw(IDS),
        "language": draw(LANGUAGES),
        "title": draw(_sized(SOME_TEXT if draw(st.integers(0, 19)) else TEXT, 80)),
        "body": draw(_sized(SOME_TEXT if draw(st.integers(0, 19)) else TEXT, 4096)),
    }
    damage = draw(st.integers(0, 30))
    if damage == 0:
        del record[draw(st.sampled_from(FIELDS))]
    elif damage == 1:
        record[draw(st.sampled_from(["extra", "Title", "doc_id ", "\N{ARABIC LETTER YEH}"]))] = draw(TEXT)
    elif damage == 2:
        record[draw(st.sampled_from(FIELDS))] = draw(OTHER_VALUES)
    order = draw(st.permutations(list(record)))
    return {key: record[key] for key in order}


@st.composite
def record_lists(draw) -> list:
    """0 to 8 records (contents and ids repeat often), or, now and then, 127 to 130."""
    pool = draw(st.lists(records(), min_size=1, max_size=4))
    if draw(st.integers(0, 15)) == 0:  # around the seed's 128-record bound
        count = draw(st.sampled_from([127, 128, 129, 130]))
        return [dict(pool[i % len(pool)], doc_id=f"R{i}") for i in range(count)]
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=draw(st.sampled_from([1] * 19 + [0])),
                          max_size=8))
    chosen = []
    for index in picks:  # the same content under a new id, or the same record again
        record = dict(pool[index])
        if draw(st.booleans()):
            record["doc_id"] = draw(IDS)
        chosen.append(record)
    return chosen


@dataclass(frozen=True)
class RecordFile:
    records: list  # what the file holds, as Python values
    data: bytes  # the file
    lines: bool  # JSON Lines (else a JSON array)

    @property
    def suffix(self) -> str:
        return ".jsonl" if self.lines else ".json"


class _Writer:
    """Writes JSON with every choice (escape or not, which escape, whitespace) left to chance."""

    def __init__(self, chance: random.Random, *, lines: bool) -> None:
        self.chance = chance
        self.space = " \t\r" if lines else JSON_WHITESPACE  # no line break inside a JSON Lines record

    def gap(self) -> str:
        if self.chance.random() < 0.6:
            return ""
        return "".join(self.chance.choice(self.space) for _ in range(self.chance.randint(1, 3)))

    def string(self, text: str) -> str:
        return '"' + "".join(self._character(ch) for ch in text) + '"'

    def _character(self, ch: str) -> str:
        code = ord(ch)
        roll = self.chance.random()
        if ch in SHORT_ESCAPES and roll < 0.6:
            return SHORT_ESCAPES[ch]
        if code < 0x20 or ch in '"\\' or 0xD800 <= code <= 0xDFFF or roll < 0.15:
            return self._escaped(code)
        if ch == "/" and roll < 0.5:
            return "\\/"
        return ch

    def _escaped(self, code: int) -> str:
        if code > 0xFFFF:  # a surrogate pair
            code -= 0x10000
            return self._escaped(0xD800 + (code >> 10)) + self._escaped(0xDC00 + (code & 0x3FF))
        digits = f"{code:04x}"
        return "\\u" + (digits.upper() if self.chance.random() < 0.5 else digits)

    def value(self, value) -> str:
        if isinstance(value, str):
            return self.string(value)
        if isinstance(value, dict):
            items = [self.gap() + self.string(k) + self.gap() + ":" + self.gap() + self.value(v) + self.gap()
                     for k, v in value.items()]
            return "{" + ",".join(items) + "}" if items else "{" + self.gap() + "}"
        if isinstance(value, list):
            items = [self.gap() + self.value(v) + self.gap() for v in value]
            return "[" + ",".join(items) + "]" if items else "[" + self.gap() + "]"
        return json.dumps(value)


@st.composite
def record_files(draw) -> RecordFile:
    values = draw(record_lists())
    lines = draw(st.booleans())
    writer = _Writer(draw(st.randoms(use_true_random=False)), lines=lines)
    if lines:
        newline = draw(st.sampled_from(["\n", "\r\n"]))
        text = newline.join(writer.gap() + writer.value(v) + writer.gap() for v in values)
        text += newline if values and draw(st.booleans()) else ""
    else:
        text = writer.gap() + writer.value(values) + writer.gap()
    bom = "\ufeff" if draw(st.integers(0, 7)) == 0 else ""
    return RecordFile(values, (bom + text).encode("utf-8"), lines)


TOKENS = [b"},{", b"}\n{", b'"', b"\\", b"\\u", b"\\ud800", b"\\udc00", b"\\uD83D\\uDE00", b"\n", b"\r\n",
          b"\x0c", b"\x0b", b"\xef\xbb\xbf", b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"[", b"]", b"{",
          b"}", b",", b":", b"NaN", b"-Infinity", b"1e999", b"9" * 5000, b"-" + b"1" * 4400, b"0x1",
          b'"doc_id"', b'"doc_id":"A"', b'"title":', b'"extra":1', b"true", b"null", b"[" * 3000,
          b"\xe2\x80\xa8", b"\\u0000", b"\\/", b"\\x41", b"\\U0041"]


@st.composite
def mutated(draw) -> RecordFile:
    """A record file broken by a few byte edits (inserted tokens, cuts, copies, flips)."""
    original = draw(record_files())
    data = bytearray(original.data)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data)))
        edit = draw(st.integers(0, 5))
        if edit <= 1:
            data[at:at] = draw(st.sampled_from(TOKENS) | st.binary(min_size=1, max_size=4))
        elif edit == 2:
            del data[at:at + draw(st.integers(1, 8))]
        elif edit == 3:
            end = min(len(data), at + draw(st.integers(1, 40)))
            data[at:at] = data[at:end]
        elif edit == 4 and at < len(data):
            data[at] ^= 1 << draw(st.integers(0, 7))
        else:
            del data[at:]
    return RecordFile(original.records, bytes(data), original.lines)


# The characters a text box or a view would rewrite, and those that look like them or sit
# beside them: the edges of the text model (core.display.text_map).
EDGE_TRAPS = [
    "\r", "\r\n", "\n", "\N{LINE SEPARATOR}", "\N{PARAGRAPH SEPARATOR}", "\N{ZERO WIDTH NO-BREAK SPACE}",
    "\ufdd0", "\ufdd1", "\ufdef", "\ufffe", "\uffff", "\U0001fffe", "\U0010ffff",
    "\N{SYMBOL FOR CARRIAGE RETURN}", "\N{OBJECT REPLACEMENT CHARACTER}", "\N{RIGHT-TO-LEFT OVERRIDE}",
    "\N{COMBINING ACUTE ACCENT}", "\N{ZERO WIDTH NON-JOINER}", "\N{TAG LATIN SMALL LETTER A}",
    "\N{CANCEL TAG}", "\ue000", "\U000f0000", "\N{GRINNING FACE}", "\x85", "\N{NO-BREAK SPACE}",
    "\N{ARABIC LETTER FARSI YEH}", "\x00", "\t",
]


def scalar_texts(max_size: int = 40) -> st.SearchStrategy[str]:
    """Strings of any Unicode scalar values (every plane and category, no surrogate), with the
    traps of EDGE_TRAPS mixed in, a leading BOM as likely as any."""
    piece = st.one_of(st.characters(codec="utf-8").map(str), st.sampled_from(EDGE_TRAPS))
    return st.lists(piece, max_size=max_size).map("".join)
