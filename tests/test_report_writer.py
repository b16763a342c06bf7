"""One report writer: every path, format and way of writing gives msgspec's own bytes.

The one pass writes slices in several processes, the thorough path and the window's export
write all groups at once, the sharded engines write range by range with located members.
Each is held here to the definition: :class:`core.grouping.Report` as msgspec writes it with
an indent of 2 (JSON), one group a line after the header (JSON Lines), one row a member (CSV).
"""

from __future__ import annotations

import csv
import io
import itertools

import msgspec
import pytest

from core.contract import CONTRACT
from core.grouping import Group, Member, Report
from core.output.report_writer import ReportWriter, encode_report, head, joined, part

PLAIN = [
    Group("A", "a" * 64, 83, [Member("A", "Ref1"), Member("B", "Ref2")]),
    Group("C", "c" * 64, 84, [Member("C", "Ref3")]),
    Group("D", "d" * 64, 90, [Member("D", "Ref4")]),
]
# Ids JSON must escape (a quote, a backslash, a control): the writer cannot use its templates.
ESCAPED = [Group('Q"1', "e" * 64, 12, [Member('Q"1', "back\\slash"), Member("Q2", "tab\tref")])]
LOCATED = [
    Group("A", "a" * 64, 83, [Member("A", "Ref1", "shards/one.jsonl", 1, 0),
                              Member("B", "Ref2", "shards/two.jsonl", 4, 310)]),
    Group("C", "c" * 64, 84, [Member("C", "Ref3", "shards/one.jsonl", 2, 155)]),
]
SHARDS = ["shards/one.jsonl", "shards/two.jsonl"]


def definition(groups, *, shards=None) -> bytes:
    report = Report(CONTRACT, "corpus", 7, shards if shards is not None else msgspec.UNSET,
                    groups=list(groups))
    return msgspec.json.format(msgspec.json.encode(report), indent=2) + b"\n"


def streamed(groups, format, *, shards=None, slices=(1, 2)) -> bytes:
    """The report written in several calls, cut at ``slices``."""
    stream = io.BytesIO()
    writer = ReportWriter(stream, format=format, limits="corpus", records=7, shards=shards)
    cuts = [0, *slices, len(groups)]
    for start, stop in itertools.pairwise(cuts):
        writer.write(groups[start:stop])
    writer.close()
    return stream.getvalue()


@pytest.mark.parametrize(("groups", "shards"), [(PLAIN, None), (ESCAPED, None), (LOCATED, SHARDS), ([], None),
                                                ([], SHARDS)])
def test_json_is_msgspecs_report_however_it_is_written(groups, shards):
    expected = definition(groups, shards=shards)
    assert encode_report(groups, format="json", limits="corpus", records=7, shards=shards) == expected
    assert streamed(groups, "json", shards=shards) == expected
    located = shards is not None
    parts = [part("json", groups[:1], located=located), part("json", groups[1:], located=located)]
    assert joined("json", head("json", limits="corpus", records=7, shards=shards), parts) == expected


def test_json_lines_are_a_header_then_one_group_a_line():
    written = streamed(LOCATED, "jsonl", shards=SHARDS).splitlines()
    assert msgspec.json.decode(written[0], type=Report) == Report(CONTRACT, "corpus", 7, SHARDS)
    assert [msgspec.json.decode(line, type=Group[Member]) for line in written[1:]] == LOCATED
    whole = encode_report(LOCATED, format="jsonl", limits="corpus", records=7, shards=SHARDS)
    assert whole == b"\n".join(written) + b"\n"


@pytest.mark.parametrize(("groups", "shards"), [(PLAIN, None), (LOCATED, SHARDS)])
def test_csv_numbers_groups_across_the_calls_and_locates_members_when_sharded(groups, shards):
    rows = list(csv.reader(io.StringIO(streamed(groups, "csv", shards=shards, slices=(1,)).decode())))
    located = shards is not None
    assert rows[0][-2:] == (["shard", "line"] if located else ["doc_id", "source_ref"])
    expected = [[str(number), group.representative, group.candidate_digest, str(group.canonical_utf8_length),
                 member.doc_id, member.source_ref, *([member.shard, str(member.line)] if located else [])]
                for number, group in enumerate(groups, 1) for member in group.members]
    assert rows[1:] == expected
    by_parts = joined("csv", head("csv", limits="corpus", records=7, shards=shards),
                      [part("csv", groups[:1], located=located),
                       part("csv", groups[1:], first_number=2, located=located)])
    assert by_parts == streamed(groups, "csv", shards=shards)


def test_an_unknown_format_is_refused_before_anything_is_written():
    stream = io.BytesIO()
    with pytest.raises(ValueError, match="unknown report format 'xml'"):
        ReportWriter(stream, format="xml", limits="corpus", records=0)
    assert stream.getvalue() == b""


def test_the_field_names_a_corpus_was_read_with_head_the_report_however_it_is_written():
    mapping = {"fields": {"body": "text"}, "set": {"language": "fa"}}
    whole = encode_report(LOCATED, format="json", limits="corpus", records=7, shards=SHARDS, mapping=mapping)
    stream = io.BytesIO()
    writer = ReportWriter(stream, format="json", limits="corpus", records=7, shards=SHARDS, mapping=mapping)
    writer.write(LOCATED[:1])
    writer.write(LOCATED[1:])
    writer.close()
    assert stream.getvalue() == whole
    read = msgspec.json.decode(whole, type=Report)
    assert read.mapping == mapping and read.shards == SHARDS and len(read.groups) == len(LOCATED)
