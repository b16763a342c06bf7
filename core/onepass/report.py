"""The output of ``docdedup group`` written in slices that concatenate to the whole.

Each process writes the groups of its representative range; the slices joined
with the head and tail are byte for byte what :func:`core.output.encode_groups`
writes for all groups at once (the tests hold them to it).
"""

from __future__ import annotations

import csv
import io
import re

import msgspec

from ..contract import CONTRACT
from ..output import CSV_HEADER

__all__ = [
    "ALONE", "JSON_TAIL", "Group", "assemble", "csv_head", "csv_part", "join_json", "json_head",
    "json_part", "json_texts", "plain_ids",
]

# (representative, candidate_digest, canonical_utf8_length, member doc_ids, member source_refs),
# members in doc_id order.
Group = tuple[str, str, int, list[str], list[str]]

JSON_TAIL = b"\n  ]\n}\n"
# One group as msgspec.json.format(indent=2) writes it inside the report. Only for ids
# that need no escaping in JSON (plain_ids), so they are written as they are.
_GROUP = ('    {\n      "representative": "%s",\n      "candidate_digest": "%s",\n'
          '      "canonical_utf8_length": %d,\n      "members": [\n%s\n      ]\n    }')
_MEMBER = '        {\n          "doc_id": "%s",\n          "source_ref": "%s"\n        }'
# A group of one, the usual case, in one step: (representative, digest, length, doc_id, source_ref).
ALONE = (_GROUP % ("%s", "%s", 0, _MEMBER)).replace('"canonical_utf8_length": 0,',
                                                   '"canonical_utf8_length": %d,')
_BETWEEN = ",\n"
_ESCAPED_IN_JSON = re.compile('["\\\\\x00-\x09\x0b-\x1f]')


def plain_ids(joined: str) -> bool:
    """Whether ids joined by line breaks (and holding none) are written in JSON as they are."""
    return _ESCAPED_IN_JSON.search(joined) is None


def json_head(limits_name: str, records: int) -> bytes:
    encode = msgspec.json.encode
    return (b'{\n  "contract": ' + encode(CONTRACT) + b',\n  "limits": ' + encode(limits_name)
            + b',\n  "records": ' + encode(records) + b',\n  "groups": [\n')


def json_part(groups: list[Group]) -> bytes:
    """The groups, indented as inside the report, without the brackets or a last newline."""
    return join_json(json_texts(groups))


def json_texts(groups: list[Group]) -> list[str]:
    """Each group as the report writes it."""
    member, between, alone, several = _MEMBER, _BETWEEN, ALONE, _GROUP
    written = []
    for representative, candidate_digest, length, doc_ids, source_refs in groups:
        if len(doc_ids) == 1:
            written.append(alone % (representative, candidate_digest, length, doc_ids[0], source_refs[0]))
        else:
            members = between.join([member % pair for pair in zip(doc_ids, source_refs, strict=True)])
            written.append(several % (representative, candidate_digest, length, members))
    return written


def join_json(texts: list[str]) -> bytes:
    return _BETWEEN.join(texts).encode()


def csv_head() -> bytes:
    return _csv_rows([CSV_HEADER])


def csv_part(groups: list[Group], first_number: int) -> bytes:
    return _csv_rows(
        (number, representative, candidate_digest, length, doc_id, source_ref)
        for number, (representative, candidate_digest, length, doc_ids, source_refs)
        in enumerate(groups, start=first_number)
        for doc_id, source_ref in zip(doc_ids, source_refs, strict=True)
    )


def _csv_rows(rows) -> bytes:
    text = io.StringIO(newline="")
    csv.writer(text, lineterminator="\n").writerows(rows)
    return text.getvalue().encode("utf-8")


def assemble(format: str, head: bytes, parts: list[bytes]) -> bytes:
    if format == "csv":
        return head + b"".join(parts)
    return head + b",\n".join(part for part in parts if part) + JSON_TAIL
