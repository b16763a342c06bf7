"""What ``docdedup review status|export|merge`` run (their options: :mod:`.review_command`)."""

from __future__ import annotations

import json
import os
import sys

from ..input.field_mapping import mapping_header, mapping_line
from ..review import (
    ReviewState,
    Subjects,
    decisions_path_for,
    encode_export,
    merge_decisions,
    read_decisions,
    remembered_reviewer,
    review_status,
)
from ..review.coverage import resolve
from ..review.decision_lines import CONFLICT, now_rfc3339
from ..review.keepers import SMALLEST_DOC_ID
from ..review.kinds import DECISIONS_FILE, REVIEW_EXPORT
from ..review.merge import merge_input
from ..review.paths import input_refusal
from .subcommand_base import (
    fail,
    grouped_for_cli,
    print_problems,
    refuse_output,
    terminal_progress,
    write_result,
)

__all__ = ["run_export", "run_merge", "run_status"]


# Status and export ---------------------------------------------------------------


def _subjects_and_state(args):
    """Load FILE and its decisions; None (problems printed) when the input is not usable."""
    decisions = args.decisions or decisions_path_for(args.file)
    if (refused := input_refusal(decisions, [args.file])) is not None:
        fail(refused, code="not-decisions-file", path=str(decisions))
        return None
    # The window's one pass when nothing is wrong (the digests made in a helper process meanwhile:
    # about half the time at 1M records); any doubt, the thorough way, every problem located.
    grouped = grouped_for_cli(args)
    if grouped is None:
        return None
    read = read_decisions(decisions)
    print_problems(read.problems)
    if read.refused is not None:  # a binary file, records, a CSV given as --decisions
        return None
    loaded, groups = grouped
    return Subjects(loaded.records, groups), ReviewState(read.lines)


def run_status(args) -> int:
    loaded = _subjects_and_state(args)
    if loaded is None:
        return 1
    subjects, state = loaded
    if not args.groups_only:
        _add_clusters(subjects)
    status = review_status(subjects, state)
    actions = resolve(subjects, state).counts() if subjects.clusters_known else None
    mapping = mapping_header(args.file)
    if args.format == "json":
        said = {} if mapping is None else {"mapping": mapping}
        rule = {"actions": actions, "keeper_rule": _rule_json(state.rule)}
        print(json.dumps(said | _status_json(status) | rule | _subjects_json(subjects, state), indent=2))
        return 0
    if mapping is not None:
        print(mapping_line(mapping))
    print(status.sentence())
    for decision, count in status.by_decision.items():
        print(f"  {decision}: {count:,}")
    print(f"  undecided: {status.undecided:,}")
    if actions is not None:
        print("records: " + ", ".join(f"{action} {count:,}" for action, count in actions.items()))
    print(f"keeper rule: {_rule_sentence(state.rule)}")
    return 0


def _rule_json(line) -> dict:
    """The keeper rule the suggestions follow: the last rule line, or the default none chose."""
    if line is None:
        return {"name": SMALLEST_DOC_ID, "chosen": False}
    return {"name": line.rule.name, "chosen": True, "reviewer": line.reviewer, "at": line.at}


def _rule_sentence(line) -> str:
    if line is None:
        return f"{SMALLEST_DOC_ID} (none chosen: the representative is suggested)"
    return f"{line.rule.name} (chosen by {line.reviewer} at {line.at})"


def _add_clusters(subjects: Subjects) -> None:
    from ..differences import find_neighbours  # its Unicode tables load only when needed

    processes = min(2, os.cpu_count() or 1)  # as `docdedup neighbours`: half the fold in a child
    subjects.set_clusters(find_neighbours(subjects.records, subjects.groups,
                                          progress=terminal_progress("folding"), processes=processes))


def _status_json(status) -> dict:
    known = status.clusters_known
    return {"groups": status.groups, "groups_decided": status.groups_decided,
            "clusters": status.clusters if known else None,
            "clusters_decided": status.clusters_decided if known else None,
            "undecided": status.undecided, "stale": status.stale, "conflicts": status.conflicts,
            "by_decision": status.by_decision}


def _subjects_json(subjects: Subjects, state: ReviewState) -> dict:
    """The stale and the conflicting subjects, each with its decision, for a pipeline to list."""
    conflicts = [line for key, line in state.current.items() if line.decision == CONFLICT and key in subjects]
    return {"stale_subjects": [_line_json(line) for line in state.stale(subjects)],
            "conflict_subjects": [_line_json(line) for line in conflicts]}


def _line_json(line) -> dict:
    subject = line.subject
    if hasattr(subject, "members"):
        named = {"kind": "group", "members": list(subject.members)}
    else:
        named = {"kind": "cluster", "groups": [list(group.members) for group in subject.groups]}
    said = {"decision": line.decision, "keeper": line.keeper, "reviewer": line.reviewer, "at": line.at}
    if line.conflict:
        said["sides"] = [{"decision": side.decision, "keeper": side.keeper, "reviewer": side.reviewer,
                          "at": side.at} for side in line.conflict]
    return named | said


def run_export(args) -> int:
    decisions = args.decisions or str(decisions_path_for(args.file))
    if (status := refuse_output(args.output, protect=[args.file, decisions], kind=REVIEW_EXPORT)) is not None:
        return status
    loaded = _subjects_and_state(args)
    if loaded is None:
        return 1
    subjects, state = loaded
    _add_clusters(subjects)  # a record of a cluster nobody decided is unreviewed, never keep
    data = encode_export(subjects, state, args.format, mapping=mapping_header(args.file))
    return write_result(data, args.output, protect=[args.file, decisions], kind=REVIEW_EXPORT)


# Merge -------------------------------------------------------------------------


def run_merge(args) -> int:
    paths = [args.ours, args.theirs]
    if (status := refuse_output(args.output, protect=paths, kind=DECISIONS_FILE)) is not None:
        return status  # before a word of the merge is said
    inputs = [merge_input(path) for path in paths]
    for path, given in zip(paths, inputs, strict=True):
        if not given.read.exists:
            print(f"docdedup: {path}: no such decisions file", file=sys.stderr)
            return 1
        print_problems(given.problems)
        if given.read.refused is not None:
            return 1
    result = merge_decisions(inputs[0].kept, inputs[1].kept, reviewer=args.reviewer or remembered_reviewer(),
                             at=now_rfc3339())
    for line in result.conflicts:
        sides = "; ".join(_side(alternative) for alternative in line.conflict)
        print(f"conflict: {_subject_name(line.subject)}: {sides}", file=sys.stderr)
    print(f"merged {len(result.raw) - len(result.conflicts):,} lines, "
          f"{len(result.conflicts):,} conflicts", file=sys.stderr)
    return write_result(b"".join(raw + b"\n" for raw in result.raw), args.output,
                        protect=paths, kind=DECISIONS_FILE)


def _side(alternative) -> str:
    keeper = f" {alternative.keeper}" if alternative.keeper else ""
    return f"{alternative.reviewer} said {alternative.decision}{keeper} at {alternative.at}"


def _subject_name(subject) -> str:
    if hasattr(subject, "members"):
        return f"group {subject.members[0]} ({len(subject.members)} members)"
    return "cluster " + " ~ ".join(group.members[0] for group in subject.groups)
