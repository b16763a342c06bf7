"""The contract one step at a time, on a record or a pair, with what each step changes marked.

Steps: the record, the array, compact JSON (each escape marked), UTF-8 bytes (each
multi-byte character bracketed, its lead and continuation bytes named), SHA-256, the
bucket, byte equality. With simulated collisions every record lands in one bucket
(64 zeros) and the first differing byte is what splits them.

Each side of a step is a :class:`Shown` text with marked spans. Persian strings are
isolated (FSI ... PDI) so a JSON line keeps its order on screen; those marks are
display only: :meth:`Shown.copy` leaves them out, so what is copied is the real text.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from ..contract import CONTRACT, canonical_bytes, sha256_hex
from ..display.invisibles import shown_alone
from ..display.shown_text import Mark, Shown
from ..records import Record
from .sizes import CANONICAL_SHOWN as SHOWN_PER_STRING
from .verdict import Verdict, quick_verdict, verdict

__all__ = ["ENGLISH", "MAX_BYTES_SHOWN", "STEP_NAMES", "Mark", "Shown", "Step", "StepWords", "contract_step",
           "contract_steps"]

STEP_NAMES = ("record", "array", "json", "utf8", "sha256", "bucket", "equality")
MAX_BYTES_SHOWN = 512  # the bytes step shows the first ones of a long record
ZERO_DIGEST = "0" * 64
_LRM = "\u200e"
_ESCAPE = re.compile(r'\\(?:u[0-9a-fA-F]{4}|["\\/bfnrt])')


def _english_number(number: int) -> str:
    return f"{number:,}"


@dataclass(frozen=True, slots=True)
class StepWords:
    """The words the sides of the steps are written with: English here, the window's
    language there (it passes its translations and its digits as ``number``). Each phrase
    is shown isolated (display only), so a right-to-left one keeps its own order among
    the bytes."""

    bucket: str = "bucket"
    more_bytes: str = "\u2026 +{count}"  # after the first MAX_BYTES_SHOWN bytes
    compared_alone: str = "{doc_id} is compared byte by byte with each group already in its bucket."
    all_equal: str = "all {count} bytes equal: the same group"
    byte_at: str = "byte {offset}:"
    end: str = "(end)"
    lead_bits: str = ("lead byte {byte} = {bits}: {marker} says {count} bytes in all; "
                      "the character's bits in it are {payload}")
    continuation_bits: str = ("continuation byte {byte} = {bits}: 10 marks a continuation; "
                              "the bits in it are {payload}")
    arithmetic: str = "{code_point}: the bits {parts} joined give {binary} in binary = {hex} in hex"
    number: Callable[[int], str] = _english_number


ENGLISH = StepWords()


@dataclass(frozen=True)
class Step:
    """One step: its name (:data:`STEP_NAMES`), a sentence saying what it does, each side shown."""

    name: str
    caption: str
    sides: tuple[Shown, ...]
    first_difference: int | None = None  # the equality step of a pair: where the bytes part
    verdict: Verdict | None = None  # and what that makes of the pair


def _record_step(records: list[Record]) -> Step:
    sides = []
    for record in records:
        shown = Shown()
        shown.add("{")
        for number, name in enumerate(("doc_id", "source_ref", "language", "title", "body")):
            kind = "provenance" if name in ("doc_id", "source_ref") else "content"
            shown.add(("" if number == 0 else ", ") + json.dumps(name) + ": ")
            shown.add_string(getattr(record, name), kind, limit=SHOWN_PER_STRING, named=True)
        shown.add("}")
        sides.append(shown)
    return Step("record", "A record: doc_id and source_ref are provenance (kept, never compared); "
                "language, title and body are its content.", tuple(sides))


def _array_step(records: list[Record]) -> Step:
    sides = []
    for record in records:
        shown = Shown()
        shown.add("[")
        shown.add(json.dumps(CONTRACT), "added")
        for value in (record.language, record.title, record.body):
            shown.add(", ")
            shown.add_string(value, "content", limit=SHOWN_PER_STRING, named=True)
        shown.add("]")
        sides.append(shown)
    return Step("array", "The array [contract, language, title, body]: the contract's name comes "
                "first, provenance is left out, title and body stay two items.", tuple(sides))


def _json_step(records: list[Record]) -> Step:
    sides = []
    for record in records:
        shown = Shown()
        shown.add("[" + json.dumps(CONTRACT) + ",")
        for number, value in enumerate((record.language, record.title, record.body)):
            shown.add('"')
            start = len(shown.text) + 1  # after the isolate
            written = shown.add_string(value, quotes=False, limit=SHOWN_PER_STRING, named=True)
            shown.marks += [Mark(start + found.start(), start + found.end(), "escape")
                            for found in _ESCAPE.finditer(written)]
            shown.add('"' + ("," if number < 2 else "]"))
        sides.append(shown)
    return Step("json", "Compact JSON: no spaces; only quotes, backslashes and control characters "
                "are escaped (marked), every other character is written as itself.", tuple(sides))


def _utf8_step(records: list[Record], words: StepWords) -> Step:
    sides = []
    for record in records:
        data = canonical_bytes(record.language, record.title, record.body)
        # Whole characters up to the cut: a character that byte MAX_BYTES_SHOWN falls inside
        # is left for the count after it, so every byte is either shown or counted.
        text = data[:MAX_BYTES_SHOWN].decode("utf-8", "ignore")
        shown_bytes = len(text.encode("utf-8"))
        shown = Shown()
        for char in text:
            encoded = char.encode("utf-8")
            if len(encoded) == 1:
                shown.add(f"{encoded[0]:02x} ")
                continue
            lead, continuations, arithmetic = _byte_words(char, encoded, words)
            shown.add("[", "multibyte", tooltip=arithmetic)
            shown.add(f"{encoded[0]:02x}", "lead", tooltip=lead + "\n" + arithmetic)
            for byte, said in zip(encoded[1:], continuations, strict=True):
                shown.add_unbroken_space()  # a character's bytes on one line, never split
                shown.add(f"{byte:02x}", "continuation", tooltip=said + "\n" + arithmetic)
            shown.add_unbroken_space("multibyte")
            # The character alone, isolated, and named when it is invisible or combining
            # (⟨RLO⟩, ◌́): a live control here would reorder the bytes drawn after it.
            shown.add(shown_alone(char), "multibyte", isolate=True, tooltip=arithmetic)
            shown.add_display_only(_LRM)  # the bracket after a Persian letter stays after it
            shown.add("] ", "multibyte")
        if len(data) > shown_bytes:
            shown.add(words.more_bytes.format(count=words.number(len(data) - shown_bytes)), isolate=True)
        sides.append(shown)
    return Step("utf8", "UTF-8 bytes: ASCII takes one byte; a character in brackets takes more: "
                "its lead byte (110xxxxx, 1110xxxx or 11110xxx: how many follow) and its "
                "continuation bytes (10xxxxxx).", tuple(sides))


def _byte_words(char: str, encoded: bytes, words: StepWords) -> tuple[str, list[str], str]:
    """What hovering each byte of a multi-byte character says: its bits, what the marker
    bits mean, the character's bits it carries, and how they join into the code point."""
    count = len(encoded)
    marker = "1" * count + "0"
    lead_bits = f"{encoded[0]:08b}"
    parts = [lead_bits[len(marker):]] + [f"{byte:08b}"[2:] for byte in encoded[1:]]
    lead = words.lead_bits.format(byte=f"{encoded[0]:02x}", bits=f"{marker} {lead_bits[len(marker):]}",
                                  marker=marker, count=words.number(count), payload=parts[0])
    continuations = [words.continuation_bits.format(byte=f"{byte:02x}", bits=f"10 {part}", payload=part)
                     for byte, part in zip(encoded[1:], parts[1:], strict=True)]
    joined = "".join(parts)
    arithmetic = words.arithmetic.format(code_point=f"U+{ord(char):04X}", parts=" + ".join(parts),
                                         binary=joined.lstrip("0") or "0", hex=f"0x{int(joined, 2):X}")
    return lead, continuations, arithmetic


def _digest(record: Record, collisions: bool) -> str:
    if collisions:
        return ZERO_DIGEST
    return sha256_hex(canonical_bytes(record.language, record.title, record.body))


def _sha_step(records: list[Record]) -> Step:
    digests = [sha256_hex(canonical_bytes(r.language, r.title, r.body)) for r in records]
    sides = []
    for digest in digests:
        shown = Shown()
        for at, char in enumerate(digest):
            differs = any(other[at] != char for other in digests)
            shown.add(char, "differs" if differs else "digest")
        sides.append(shown)
    return Step("sha256", "SHA-256 of the bytes: 64 hex digits. One changed byte changes about half "
                "of them (the digits that differ are marked).", tuple(sides))


def _bucket_step(records: list[Record], collisions: bool, words: StepWords) -> Step:
    digests = [_digest(record, collisions) for record in records]
    sides = []
    for digest in digests:
        shown = Shown()
        shown.add(words.bucket, isolate=True)
        shown.add(" ")
        shown.add(digest[:16] + "\u2026", "digest")
        together = [other.doc_id for other, d in zip(records, digests, strict=True) if d == digest]
        shown.add(": ")
        shown.add(", ".join(together), "content")
        sides.append(shown)
    caption = ("Simulated collisions: every digest is 64 zeros, so every record is in one bucket. "
               "The digest only proposes; the bytes decide." if collisions else
               "The digest picks a bucket: records in the same bucket are candidates, compared byte by byte.")
    return Step("bucket", caption, tuple(sides))


def first_difference(a: bytes, b: bytes) -> int | None:
    """The offset of the first byte where ``a`` and ``b`` differ (one ending counts); None if equal."""
    if a == b:
        return None
    return next((at for at, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def _equality_step(records: list[Record], collisions: bool, words: StepWords) -> Step:
    contents = [canonical_bytes(r.language, r.title, r.body) for r in records]
    if len(records) == 1:
        shown = Shown()
        shown.add(words.compared_alone.format(doc_id=records[0].doc_id), isolate=True)
        return Step("equality", "Byte equality decides.", (shown,))
    first = first_difference(contents[0], contents[1])
    sides = []
    for data in contents[:2]:
        shown = Shown()
        if first is None:
            shown.add(words.all_equal.format(count=words.number(len(data))), "content", isolate=True)
        else:
            low = max(first - 8, 0)
            # Isolated: in a Persian interface the phrase reads right to left, its colon at its end.
            shown.add(words.byte_at.format(offset=words.number(first)), isolate=True)
            shown.add(" ")
            shown.add(" ".join(f"{byte:02x}" for byte in data[low:first]) + " ")
            shown.add(f"{data[first]:02x}" if first < len(data) else words.end, "differs")
            shown.add(" " + " ".join(f"{byte:02x}" for byte in data[first + 1:first + 9]))
        sides.append(shown)
    # Exact for a local edit and quick however long the records; a wide difference is explained whole.
    found: Verdict = quick_verdict(records[0], records[1], same_bytes=first is None)
    if found.kind == "pending":
        found = verdict(records[0], records[1])
    if first is None:
        caption = "Every byte is equal: one group."
    else:
        split = " splits the bucket" if collisions else " decides"
        caption = (f"The first differing byte, at offset {first:,},{split}: two groups "
                   f"({found.kind}{': ' + ', '.join(found.classes) if found.classes else ''}).")
    return Step("equality", caption, tuple(sides), first, found)


def contract_steps(records: list[Record], *, collisions: bool = False,
                   words: StepWords = ENGLISH) -> list[Step]:
    """The seven steps for one record or a pair (the first two of ``records``), their sides
    written with ``words``."""
    return [contract_step(records, number, collisions=collisions, words=words)
            for number in range(len(STEP_NAMES))]


def contract_step(records: list[Record], number: int, *, collisions: bool = False,
                  words: StepWords = ENGLISH) -> Step:
    """Step ``number`` (0-based) of :func:`contract_steps` alone: a window showing one step
    works out that one (the equality step of a long pair explains the pair)."""
    records = list(records[:2])
    if not records:
        raise ValueError("the steps need a record")
    makers = (lambda: _record_step(records), lambda: _array_step(records), lambda: _json_step(records),
              lambda: _utf8_step(records, words), lambda: _sha_step(records),
              lambda: _bucket_step(records, collisions, words),
              lambda: _equality_step(records, collisions, words))
    return makers[number]()
