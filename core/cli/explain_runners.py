"""What ``docdedup explain``, ``neighbours`` and ``similar`` do once chosen.

Kept apart from their argument parsing (:mod:`.explain_commands`) so that other
commands never import the difference analysis and its Unicode tables.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import msgspec

from ..charnames import code_point_label, utf8_hex
from ..differences import SimilarityIndex, find_neighbours, find_similar, neighbours_as_dict
from ..differences.bounds import MOST_ALIGNED, TooLong
from ..differences.explanation import Difference, Explanation, Side, explain
from ..differences.similar import UnknownDocId
from ..display.compare import COARSE_TEMPLATE
from ..display.invisibles import plain_visible
from ..display.ranges import range_text
from ..input.field_mapping import mapping_header, mapping_line
from ..input.limits import LIMITS_BY_NAME
from ..perf.forked import call_in_fork
from ..perf.quick_exit import keep_until_exit
from .subcommand_base import (
    fail,
    grouped_for_cli,
    load_for_cli,
    nothing_valid,
    print_problems,
    terminal_progress,
    unknown_doc_id,
)

__all__ = ["explain_lines", "run_explain", "run_neighbours", "run_similar"]


def _load(args):
    """The file's valid records and its problems, or None (problems already on stderr) when they
    stop the run: any problem, or with ``--skip-invalid`` no valid record."""
    loaded = load_for_cli(args.file, LIMITS_BY_NAME[args.limits])
    print_problems(loaded.problems)
    if loaded.problems and (not args.skip_invalid or not loaded.records):
        if args.skip_invalid:
            nothing_valid([args.file])
        return None
    return loaded.records, loaded.problems


def _too_long(error: TooLong) -> int:
    return fail(str(error), code="too_long")


def _print_json(data: Any) -> None:
    # msgspec keeps non-ASCII as is, like json.dumps(ensure_ascii=False), at C speed:
    # a 100k-record corpus has thousands of clusters.
    sys.stdout.flush()
    sys.stdout.buffer.write(msgspec.json.format(msgspec.json.encode(data), indent=2) + b"\n")
    sys.stdout.flush()


def _with_mapping(data: dict, path) -> dict:
    """``data`` saying, after its first field, the field names the corpus was read with."""
    if (mapping := mapping_header(path)) is None:
        return data
    first, *rest = data.items()
    return dict([first, ("mapping", mapping), *rest])


def _say_mapping(path) -> None:
    """A text output's first line: the field names the corpus was read with (nothing when unmapped)."""
    if (mapping := mapping_header(path)) is not None:
        print(mapping_line(mapping))


def run_explain(args) -> int:
    loaded = _load(args)
    if loaded is None:
        return 1
    records, problems = loaded
    by_id = {record.doc_id: record for record in records}
    for doc_id in (args.id_a, args.id_b):
        if doc_id not in by_id:
            return unknown_doc_id(doc_id, args.file, problems)
    try:
        result = explain(by_id[args.id_a], by_id[args.id_b], max_length=args.max_length)
    except TooLong as error:
        return _too_long(error)
    if args.format == "json":
        _print_json(_with_mapping(msgspec.to_builtins(result), args.file))
    else:
        _say_mapping(args.file)
        print("\n".join(explain_lines(result)))
    return 0


_MAX_ROWS = 32


def _code_point_rows(text: str) -> list[str]:
    rows = [f"      {plain_visible(char):<8} {code_point_label(char)}  [{utf8_hex(char)}]"
            for char in text[:_MAX_ROWS]]
    if len(text) > _MAX_ROWS:
        rows.append(f"      … and {len(text) - _MAX_ROWS:,} more")
    return rows


def _header(letter: str, side: Side) -> str:
    return (f"{letter} {side.doc_id} ({side.source_ref}), {side.canonical_utf8_length} bytes, "
            f"{side.candidate_digest}")


def _difference_lines(number: int, entry: Difference) -> list[str]:
    lines = [f"{number}. {entry.field}: {', '.join(entry.classes)}", f"   {entry.sentence}"]
    if entry.coarse:
        lines.append(f"   {COARSE_TEMPLATE.format(limit=f'{MOST_ALIGNED:,}')}")
    for side in ("a", "b"):
        (start, end), (first, last) = getattr(entry, f"{side}_range"), getattr(entry, f"{side}_bytes")
        text = getattr(entry, f"{side}_text")
        where = f"code points {range_text(start, end)}, bytes {range_text(first, last)}"
        lines.append(f"   {side.upper()} {where}: “{plain_visible(text[:80])}”")
        lines += _code_point_rows(text) or ["      (nothing)"]
    return lines


def explain_lines(result: Explanation) -> list[str]:
    """The text report of :func:`core.explain` for people, invisible characters drawn visibly."""
    lines = [_header("A", result.a), _header("B", result.b)]
    if result.same_group:
        return [*lines, "Same group: the canonical bytes are equal."]
    if result.near_identical:
        verdict = "near-identical (no content edit)"
    elif "content-edit" in result.classes:
        verdict = "different content"
    else:
        verdict = "look-alike characters (not near-identical)"
    lines.append(f"Not duplicates; {verdict}; classes: {', '.join(result.classes)}")
    for number, entry in enumerate(result.differences, 1):
        lines += _difference_lines(number, entry)
    return lines


def run_neighbours(args) -> int:
    grouped = grouped_for_cli(args)
    if grouped is None:
        return 1
    loaded, groups = grouped
    records = loaded.records
    processes = min(2, os.cpu_count() or 1)
    clusters = find_neighbours(records, groups, progress=terminal_progress("folding"), processes=processes)
    keep_until_exit(records, groups)  # freed by the process's end, not one by one (~0.15 s at 100k)
    data = neighbours_as_dict(clusters, groups)
    if args.format == "json":
        _print_json(_with_mapping(data, args.file))
        return 0
    _say_mapping(args.file)
    for cluster in data["clusters"]:
        print(" ".join(cluster["groups"]))
        for pair in cluster["pairs"]:
            print(f"  {pair['a']} ~ {pair['b']}: {', '.join(pair['classes'])}")
    print(f"{len(data['clusters']):,} clusters of near-identical groups")
    return 0


def _similar(records, groups, args) -> tuple[list, int]:
    index = SimilarityIndex(records, groups, max_length=args.max_length)
    found = find_similar(records, groups, args.doc_id, top=args.top, min_score=args.min_score, index=index)
    return found, index.skipped


def run_similar(args) -> int:
    grouped = grouped_for_cli(args)
    if grouped is None:
        return 1
    loaded, groups = grouped
    records, problems = loaded.records, loaded.problems
    try:  # apart: SIGTERM and Ctrl-C are heard at once, even while two long texts are scored
        found, skipped = call_in_fork(_similar, records, groups, args)
    except UnknownDocId:
        return unknown_doc_id(args.doc_id, args.file, problems)
    except TooLong as error:
        return _too_long(error)
    if skipped:
        print(f"docdedup: {skipped:,} groups longer than {args.max_length:,} code points were not "
              "compared (docdedup similar --max-length N raises the cap)", file=sys.stderr)
    if args.format == "json":
        _print_json(_with_mapping({"doc_id": args.doc_id, "similar": found}, args.file))
        return 0
    _say_mapping(args.file)
    for entry in found:
        print(f"{entry['score']:.3f}  {entry['representative']}  {', '.join(entry['classes'])}")
    return 0
