"""The floor: the least work any exact grouping of a file must do.

Usage::

    python benchmarks/floor.py CORPUS.json|CORPUS.jsonl

Read the file, decode it with msgspec into five-string records, make each record's
doc-content-v1 bytes and hash them with SHA-256. No id checks, no grouping, no sorting,
no output: ``docdedup group`` can approach this time, never beat it, so the ratio
docdedup/floor says how much of its time goes to everything else.
"""

from __future__ import annotations

import hashlib
import sys

import msgspec

CONTRACT = "doc-content-v1"


class Doc(msgspec.Struct, forbid_unknown_fields=True):
    """A record as msgspec decodes it: five required strings."""

    doc_id: str
    source_ref: str
    language: str
    title: str
    body: str


def decode(data: bytes) -> list[Doc]:
    """A JSON array, or JSON Lines when the first character is not ``[``."""
    if data.lstrip()[:1] == b"[":
        return msgspec.json.decode(data, type=list[Doc])
    decoder = msgspec.json.Decoder(Doc)
    return [decoder.decode(line) for line in data.splitlines() if line.strip()]


def digest_all(records: list[Doc]) -> int:
    """SHA-256 of every record's canonical bytes; returns the total byte count.

    msgspec's encoder writes exactly what ``json.dumps(ensure_ascii=False,
    separators=(",", ":"))`` writes for every code point (checked for all of U+0000 to
    U+10FFFF), so this is the contract's bytes at the fastest speed Python offers.
    """
    encode = msgspec.json.Encoder().encode
    sha256 = hashlib.sha256
    total = 0
    for record in records:
        content = encode((CONTRACT, record.language, record.title, record.body))
        sha256(content).hexdigest()
        total += len(content)
    return total


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: floor.py CORPUS", file=sys.stderr)
        return 2
    with open(argv[0], "rb") as file:
        records = decode(file.read())
    digest_all(records)
    return 0


if __name__ == "__main__":
    sys.exit(main())
