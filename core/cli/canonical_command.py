"""``docdedup canonical FILE DOC_ID``: one record's canonical bytes, as they are hashed.

``--format raw`` writes exactly the bytes (so ``| sha256sum`` prints the record's
digest), ``hex`` their hex, ``json`` the canonical JSON with its hex, length,
digest, the byte range of each content field and the record's group.
"""

from __future__ import annotations

import json
import sys

from ..input.field_mapping import mapping_header
from .subcommand_base import (
    add_limits_option,
    add_skip_invalid_option,
    load_for_cli,
    nothing_valid,
    print_problems,
    unknown_doc_id,
)

__all__ = ["canonical_report", "register"]

FORMATS = ("raw", "hex", "json")


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "canonical", help="one record's canonical bytes (pipe --format raw into sha256sum)",
        description="The canonical bytes of record DOC_ID of FILE: raw (exactly the bytes "
        "hashed), hex, or json (canonical JSON, hex, length, SHA-256, each field's byte range "
        "and the record's group). Byte ranges are half-open: 63..65 is bytes 63 and 64.")
    parser.add_argument("file", metavar="FILE")
    parser.add_argument("doc_id", metavar="DOC_ID")
    add_limits_option(parser)
    add_skip_invalid_option(parser)
    parser.add_argument("--format", choices=FORMATS, default="raw",
                        help="raw bytes (default), hex, or json")
    parser.set_defaults(func=run_canonical)


def canonical_report(records, doc_id: str) -> dict | None:
    """What ``--format json`` prints about ``doc_id`` among ``records``; None if no record has it."""
    from ..contract_spans import layout_of
    from ..display.ranges import range_text
    from ..grouping import form_groups

    number = next((i for i, record in enumerate(records) if record.doc_id == doc_id), None)
    if number is None:
        return None
    record = records[number]
    layout = layout_of(record.language, record.title, record.body)
    group = next(group for group in form_groups(records) if number in group.members)
    fields = {}
    for name in layout.fields:
        start, end = layout.field_span(name)
        fields[name] = {"bytes": range_text(start, end), "start": start, "end": end}
    return {
        "doc_id": record.doc_id,
        "source_ref": record.source_ref,
        "canonical_json": layout.content.decode("utf-8"),
        "hex": layout.content.hex(),
        "canonical_utf8_length": len(layout.content),
        "sha256": group.candidate_digest,
        "fields": fields,
        "group": {"representative": group.representative,
                  "members": [records[i].doc_id for i in group.members]},
    }


def run_canonical(args) -> int:
    loaded = load_for_cli(args.file, _limits(args.limits))
    print_problems(loaded.problems)
    if loaded.problems and not args.skip_invalid:
        return 1
    records = loaded.records
    if loaded.problems and not records:  # --skip-invalid set every record aside
        return nothing_valid([args.file])
    record = next((record for record in records if record.doc_id == args.doc_id), None)
    if record is None:
        return unknown_doc_id(args.doc_id, args.file, loaded.problems)
    if args.format == "json":
        report = canonical_report(records, args.doc_id)
        if (mapping := mapping_header(args.file)) is not None:  # the bytes are the mapped record's
            report = {"doc_id": report.pop("doc_id"), "mapping": mapping, **report}
        sys.stdout.write(json.dumps(report, ensure_ascii=False, indent=2) + "\n")
        return 0
    from ..contract import canonical_bytes

    content = canonical_bytes(record.language, record.title, record.body)
    if (mapping := mapping_header(args.file)) is not None:  # the bytes alone cannot say it
        from ..input.field_mapping import mapping_line

        print(f"docdedup: {mapping_line(mapping)}", file=sys.stderr)
    sys.stdout.flush()
    sys.stdout.buffer.write(content if args.format == "raw" else content.hex().encode() + b"\n")
    sys.stdout.flush()
    return 0


def _limits(name: str):
    from ..input.limits import LIMITS_BY_NAME

    return LIMITS_BY_NAME[name]
