"""The report of ``docdedup group``, written group after group: JSON, JSON Lines or CSV.

One writer for every path that writes a report: the one pass (in slices, one per process,
joined), the thorough path and the window's export (all groups at once), and a sharded
corpus's engines (range by range, each member with its shard, line and offset). A report
is a head, parts and a tail (:func:`head`, :func:`part`, :func:`tail`); :class:`ReportWriter`
streams them, :func:`joined` puts slices made elsewhere together. JSON is exactly what
msgspec writes for the whole :class:`~core.grouping.Report` with an indent of 2 (the
tests hold every path to it), so a report read back is the same whichever path wrote it.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from typing import BinaryIO

import msgspec

from ..contract import CONTRACT
from ..errors import shown_name
from ..grouping import Group, Member, Report
from .spreadsheet import MAPPING_COLUMN, safe_cell, with_mapping_column

__all__ = [
    "CSV_HEADER", "LOCATED_CSV_HEADER", "REPORT_FORMATS", "ReportWriter", "alone_template",
    "csv_rows", "encode_report", "head", "joined", "joined_texts", "json_texts", "part", "plain_ids", "tail",
]

REPORT_FORMATS = ("json", "jsonl", "csv")
CSV_HEADER = ("group", "representative", "candidate_digest", "canonical_utf8_length",
              "doc_id", "source_ref")
LOCATED_CSV_HEADER = (*CSV_HEADER, "shard", "line")

_encoder = msgspec.json.Encoder()
_BETWEEN = b",\n"
_JSON_TAIL = b"\n  ]\n}\n"
_EMPTY_JSON_TAIL = b"]\n}\n"


class ReportWriter:
    """Writes one report to a binary stream: the head now, groups as they come, the tail at
    :meth:`close`. Groups come in representative order, each call after the groups before."""

    def __init__(self, stream: BinaryIO, *, format: str, limits: str, records: int,
                 shards: Sequence[str] | None = None, mapping: dict | None = None) -> None:
        self.stream = stream
        self.format = format
        self.located = shards is not None
        self.count = 0
        self._mapping = mapping if format == "csv" else None  # CSV says it on every row
        # A shard whose name is not UTF-8 is written as every message shows it (no writer takes its bytes).
        self._shown = {name: shown_name(name) for name in shards or () if shown_name(name) != name}
        if shards is not None:  # plain strings (a corpus path may carry how it is read)
            shards = [str(self._shown.get(name, name)) for name in shards]
        stream.write(head(format, limits=limits, records=records, shards=shards, mapping=mapping))

    def write(self, groups: Iterable[Group[Member]]) -> None:
        """Append ``groups`` (members are :class:`~core.grouping.Member`)."""
        groups = list(groups)
        if not groups:
            return
        if self._shown:
            groups = [_renamed(group, self._shown) for group in groups]
        text = part(self.format, groups, first_number=self.count + 1, located=self.located)
        if self._mapping is not None:
            text = with_mapping_column(text, self._mapping, header=False)
        if self.format == "json":
            text = (_BETWEEN if self.count else b"\n") + text
        self.stream.write(text)
        self.count += len(groups)

    def close(self) -> None:
        self.stream.write(tail(self.format, empty=self.count == 0))


def _renamed(group: Group[Member], shown: dict[str, str]) -> Group[Member]:
    members = [msgspec.structs.replace(m, shard=shown[m.shard]) if m.shard in shown else m
               for m in group.members]
    return msgspec.structs.replace(group, members=members)


def encode_report(groups: Sequence[Group[Member]], *, format: str, limits: str, records: int,
                  shards: Sequence[str] | None = None, mapping: dict | None = None) -> bytes:
    """The whole report as bytes; ``mapping``: the field names the corpus was read with."""
    if format == "json":  # the definition itself, at C speed
        named = [str(shard) for shard in shards] if shards is not None else msgspec.UNSET
        report = Report(CONTRACT, limits, records, named, msgspec.UNSET if mapping is None else mapping,
                        list(groups))
        return _indented(report, b"\n") + b"\n"
    stream = io.BytesIO()
    writer = ReportWriter(stream, format=format, limits=limits, records=records, shards=shards,
                          mapping=mapping)
    writer.write(groups)
    writer.close()
    return stream.getvalue()


def head(format: str, *, limits: str, records: int, shards: Sequence[str] | None = None,
         mapping: dict | None = None) -> bytes:
    """What comes before the first group (CSV: the column names, with ``mapping`` last when
    the corpus was mapped: each row then says it)."""
    _check(format)
    if format == "csv":
        names = LOCATED_CSV_HEADER if shards is not None else CSV_HEADER
        return _csv_line(names if mapping is None else (*names, MAPPING_COLUMN))
    header = Report(CONTRACT, limits, records, list(shards) if shards is not None else msgspec.UNSET,
                    msgspec.UNSET if mapping is None else mapping)
    if format == "jsonl":
        return _encoder.encode(header) + b"\n"
    # The report's own fields as msgspec indents them, each on its line, then the groups' list.
    names = ("contract", "limits", "records", *(() if shards is None else ("shards",)),
             *(() if mapping is None else ("mapping",)))
    fields = [b'  "' + name.encode() + b'": ' + _indented(getattr(header, name), b"\n  ") for name in names]
    return b"{\n" + b",\n".join(fields) + b',\n  "groups": ['


def part(format: str, groups: Sequence[Group[Member]], *, first_number: int = 1,
         located: bool = False) -> bytes:
    """``groups`` as the report writes them, numbered from ``first_number`` (CSV). JSON: the
    groups joined, without the separators before and after them."""
    if format == "csv":
        return csv_rows(groups, first_number=first_number, located=located)
    if format == "jsonl":
        return b"".join(_encoder.encode(group) + b"\n" for group in groups)
    if located or not plain_ids("\n".join(_ids(groups))):
        return _BETWEEN.join(b"    " + _indented(group, b"\n    ") for group in groups)
    return joined_texts(json_texts(groups))


def tail(format: str, *, empty: bool) -> bytes:
    """What comes after the last group (JSON closes its list and the report)."""
    if format != "json":
        return b""
    return _EMPTY_JSON_TAIL if empty else _JSON_TAIL


def joined(format: str, head_bytes: bytes, parts: Sequence[bytes]) -> bytes:
    """A report from its head and parts made elsewhere (each process's slice, in order)."""
    parts = [piece for piece in parts if piece]
    if format != "json":
        return head_bytes + b"".join(parts)
    if not parts:
        return head_bytes + tail(format, empty=True)
    return head_bytes + b"\n" + _BETWEEN.join(parts) + tail(format, empty=False)


def csv_rows(groups: Iterable[Group[Member]], *, first_number: int = 1, located: bool = False) -> bytes:
    """One CSV row per member (numbered groups from ``first_number``), with shard and line if ``located``."""
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\n")
    for number, group in enumerate(groups, start=first_number):
        start = (number, safe_cell(group.representative), group.candidate_digest, group.canonical_utf8_length)
        if located:
            writer.writerows((*start, safe_cell(m.doc_id), safe_cell(m.source_ref), safe_cell(m.shard),
                              m.line) for m in group.members)
        else:
            writer.writerows((*start, safe_cell(m.doc_id), safe_cell(m.source_ref)) for m in group.members)
    return text.getvalue().encode("utf-8")


def _ids(groups: Sequence[Group[Member]]) -> Iterable[str]:
    for group in groups:
        for member in group.members:
            yield member.doc_id
            yield member.source_ref


def _csv_line(header: Sequence[str]) -> bytes:
    return ",".join(header).encode() + b"\n"


def _indented(value, newline: bytes) -> bytes:
    """``value`` as msgspec writes it with an indent of 2, nested where ``newline`` says."""
    return msgspec.json.format(_encoder.encode(value), indent=2).replace(b"\n", newline)


def _check(format: str) -> None:
    if format not in REPORT_FORMATS:
        raise ValueError(f"unknown report format {format!r}; use one of {', '.join(REPORT_FORMATS)}")


# JSON text without msgspec, for the one pass's millions of groups -------------------------


def _templates() -> tuple[str, str]:
    """(one group, one member) as ``%`` templates, cut from what msgspec writes for the group
    shape inside the report, so this writer follows :class:`~core.grouping.Group` and cannot
    drift from it. Only for ids that need no escaping in JSON (:func:`plain_ids`)."""
    sample = Group("@R@", "@D@", 9876543210, [Member("@I@", "@S@"), Member("@I@", "@S@")])
    text = "    " + _indented(sample, b"\n    ").decode()  # as nested in the report's "groups" list
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
_ALONE = (_GROUP % ("%s", "%s", 0, _MEMBER)).replace('"canonical_utf8_length": 0,',
                                                    '"canonical_utf8_length": %d,')
_MEMBER_BETWEEN = ",\n"
_ESCAPED_IN_JSON = re.compile('["\\\\\x00-\x09\x0b-\x1f]')


def alone_template() -> str:
    """The ``%`` template of a group of one: (representative, digest, length, doc_id, source_ref)."""
    return _ALONE


def joined_texts(texts: Sequence[str]) -> bytes:
    """JSON texts of groups (:func:`json_texts`, maybe made in several places) as one part."""
    return ",\n".join(texts).encode()


def plain_ids(joined_ids: str) -> bool:
    """Whether ids joined by line breaks (and holding none) are written in JSON as they are."""
    return _ESCAPED_IN_JSON.search(joined_ids) is None


def several_texts(doc_ids: Sequence[list[str]], source_refs: Sequence[list[str]], digests: Sequence[str],
                  lengths: Sequence[int]) -> list[str]:
    """Groups of several members, given as their members' columns in any order, as
    :func:`json_texts` writes them (members in doc_id order): no Group is made."""
    written = []
    for ids, refs, digest, length in zip(doc_ids, source_refs, digests, lengths, strict=True):
        order = sorted(range(len(ids)), key=ids.__getitem__)
        written.append(_several_text(ids[order[0]], digest, length, [(ids[i], refs[i]) for i in order]))
    return written


def _several_text(representative: str, digest: str, length: int, members: list[tuple[str, str]]) -> str:
    """A group of several members, (doc_id, source_ref) each, in their order."""
    written = _MEMBER_BETWEEN.join([_MEMBER % member for member in members])
    return _GROUP % (representative, digest, length, written)


def json_texts(groups: Sequence[Group[Member]]) -> list[str]:
    """Each group as the report writes it (as msgspec would write it: the tests hold them to it).

    Only for ids that need no escaping in JSON (:func:`plain_ids`)."""
    alone = _ALONE
    written = []
    for group in groups:
        members = group.members
        if len(members) == 1:
            written.append(alone % (group.representative, group.candidate_digest, group.canonical_utf8_length,
                                    members[0].doc_id, members[0].source_ref))
        else:
            pairs = [(m.doc_id, m.source_ref) for m in members]
            written.append(_several_text(group.representative, group.candidate_digest,
                                         group.canonical_utf8_length, pairs))
    return written
