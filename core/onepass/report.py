"""The output of ``docdedup group`` written in slices that concatenate to the whole.

Each process writes the groups of its representative range; the slices joined
with the head and tail are byte for byte what :func:`core.output.encode_groups`
writes for all groups at once (the tests hold them to it).
"""

from __future__ import annotations

import re

import msgspec

from ..contract import CONTRACT
from ..grouping import Group, Member
from ..output import csv_head, csv_rows

__all__ = [
    "ALONE", "JSON_TAIL", "assemble", "csv_head", "csv_part", "join_json", "json_head",
    "json_part", "json_texts", "plain_ids",
]

JSON_TAIL = b"\n  ]\n}\n"
_BETWEEN = ",\n"


def _templates() -> tuple[str, str]:
    """(one group, one member) as ``%`` templates, cut from what msgspec writes for the group
    shape inside the report, so this writer follows :class:`~core.grouping.Group` and cannot
    drift from it. Only for ids that need no escaping in JSON (:func:`plain_ids`)."""
    sample = Group("@R@", "@D@", 9876543210, [Member("@I@", "@S@"), Member("@I@", "@S@")])
    text = msgspec.json.format(msgspec.json.encode(sample), indent=2).decode()
    text = "    " + text.replace("\n", "\n    ")  # as nested in the report's "groups" list
    start = text.index('"members": [\n') + len('"members": [\n')
    stop = text.rindex("\n", 0, text.rindex("]"))
    member = text[start:text.index("}", start) + 1]  # the first member
    group = text[:start] + "@M@" + text[stop:]
    to_format = (("%", "%%"), ("9876543210", "%d"), ("@R@", "%s"), ("@D@", "%s"), ("@M@", "%s"),
                 ("@I@", "%s"), ("@S@", "%s"))
    for mark, spec in to_format:
        group, member = group.replace(mark, spec), member.replace(mark, spec)
    return group, member


_GROUP, _MEMBER = _templates()
# A group of one, the usual case, in one step: (representative, digest, length, doc_id, source_ref).
ALONE = (_GROUP % ("%s", "%s", 0, _MEMBER)).replace('"canonical_utf8_length": 0,',
                                                   '"canonical_utf8_length": %d,')
_ESCAPED_IN_JSON = re.compile('["\\\\\x00-\x09\x0b-\x1f]')


def plain_ids(joined: str) -> bool:
    """Whether ids joined by line breaks (and holding none) are written in JSON as they are."""
    return _ESCAPED_IN_JSON.search(joined) is None


def json_head(limits_name: str, records: int) -> bytes:
    encode = msgspec.json.encode
    return (b'{\n  "contract": ' + encode(CONTRACT) + b',\n  "limits": ' + encode(limits_name)
            + b',\n  "records": ' + encode(records) + b',\n  "groups": [\n')


def json_part(groups: list[Group[Member]]) -> bytes:
    """The groups, indented as inside the report, without the brackets or a last newline."""
    return join_json(json_texts(groups))


def json_texts(groups: list[Group[Member]]) -> list[str]:
    """Each group as the report writes it (as msgspec would write it: the tests hold them to it)."""
    member, between, alone, several = _MEMBER, _BETWEEN, ALONE, _GROUP
    written = []
    for group in groups:
        members = group.members
        if len(members) == 1:
            written.append(alone % (group.representative, group.candidate_digest, group.canonical_utf8_length,
                                    members[0].doc_id, members[0].source_ref))
        else:
            text = between.join([member % (m.doc_id, m.source_ref) for m in members])
            written.append(several % (group.representative, group.candidate_digest,
                                      group.canonical_utf8_length, text))
    return written


def join_json(texts: list[str]) -> bytes:
    return _BETWEEN.join(texts).encode()


def csv_part(groups: list[Group[Member]], first_number: int) -> bytes:
    return csv_rows(groups, first_number=first_number)


def assemble(format: str, head: bytes, parts: list[bytes]) -> bytes:
    if format == "csv":
        return head + b"".join(parts)
    return head + b",\n".join(part for part in parts if part) + JSON_TAIL
