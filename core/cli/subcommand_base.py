"""What every subcommand shares: loading a file and reporting its problems."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Sequence

from ..errors import Problem, shown_name
from ..input.field_mapping import FieldMapping, MappedFile
from ..input.input_source import STDIN
from ..input.limits import LIMITS_BY_NAME, Limits
from ..input.loader import LoadedFile, load_records
from ..input.text_folder import TextFolder
from ..input.validation import record_problems
from ..output.atomic import OutputError, write_output
from ..output.gate import OutputKind, check_target
from ..progress import Progress
from ..records import FIELDS

__all__ = [
    "MAX_PROBLEMS_SHOWN",
    "PROBLEM_FORMATS",
    "add_limits_option",
    "add_skip_invalid_option",
    "fail",
    "input_name",
    "load_for_cli",
    "nothing_valid",
    "positive_int",
    "print_problems",
    "problems_as_json",
    "refuse_output",
    "unknown_doc_id",
    "use_corpus_options",
    "use_problem_options",
    "write_result",
]

MAX_PROBLEMS_SHOWN = 50
PROBLEM_FORMATS = ("text", "json")


@dataclasses.dataclass(frozen=True)
class _ProblemReport:
    most: int | None = MAX_PROBLEMS_SHOWN  # None: every problem
    format: str = "text"


# How this run of the CLI reports problems: set once from its options by main().
_report = _ProblemReport()


def add_limits_option(parser) -> None:
    """The options of every command that reads a file: its limits and how problems are shown."""
    parser.add_argument(
        "--limits", choices=sorted(LIMITS_BY_NAME), default="corpus",
        help="limits profile: corpus (default, real corpora) or seed (the teaching bounds)",
    )
    _add_corpus_options(parser)
    parser.add_argument(
        "--max-problems", metavar="N", type=_problem_count, default=MAX_PROBLEMS_SHOWN,
        help=f"show at most N problems, or 'all' (default {MAX_PROBLEMS_SHOWN}); the rest are counted",
    )
    parser.add_argument(
        "--problems-format", choices=PROBLEM_FORMATS, default="text",
        help="problems on stderr as text (FILE:LINE:COL: code: sentence) or as json: one line "
        'per report, {"problems": [{code, message, path, line, column, record, doc_id, field, '
        'offset}], "more": N}',
    )


def add_skip_invalid_option(parser) -> None:
    """``--skip-invalid``, the same for every command that reads records (``args.skip_invalid``)."""
    parser.add_argument(
        "--skip-invalid", action="store_true",
        help="set the invalid records aside and go on with the valid ones; every problem is still "
        "listed on stderr, and no valid record at all is an error (exit 1, nothing written)",
    )


def nothing_valid(inputs: Sequence) -> int:
    """``--skip-invalid`` set every record of ``inputs`` aside: say that nothing was written; 1."""
    named = input_name(inputs[0]) if len(inputs) == 1 else f"the {len(inputs):,} files given"
    return fail(f"no record of {named} is valid (--skip-invalid set every one aside), so nothing "
                "was written", code="records", path=str(inputs[0]) if len(inputs) == 1 else None)


def unknown_doc_id(doc_id: str, path, problems: Sequence[Problem] = ()) -> int:
    """No valid record of ``path`` has ``doc_id``: say so (1). Among ``problems`` (the records
    ``--skip-invalid`` set aside), the first about ``doc_id`` says why and where."""
    if found := [problem for problem in problems if problem.doc_id == doc_id]:
        return fail(f"the record with doc_id {doc_id!r} was set aside as invalid ({found[0]}); "
                    "name a valid record", code="doc_id", path=path)
    aside = len({problem.record for problem in problems if problem.record is not None})
    said = f"no record has doc_id {doc_id!r} in {input_name(path)}"
    if aside:
        said = (f"no valid record has doc_id {doc_id!r} in {input_name(path)} ({aside:,} invalid "
                f"record{'s were' if aside != 1 else ' was'} set aside, listed above)")
    return fail(said, code="doc_id", path=path)


def _add_corpus_options(parser) -> None:
    parser.add_argument(
        "--text-files", action="store_true",
        help="FILE is a folder of text files: one record per file (at any depth; hidden files "
        "and folders, named with a leading dot, are skipped), doc_id and "
        "source_ref its path in the folder, title its name, body its text as UTF-8 exactly; "
        "needs --set language=TAG",
    )
    parser.add_argument(
        "--field", metavar="FIELD=KEY", action="append", default=[], dest="field_keys",
        help="read the record field FIELD (doc_id, source_ref, language, title, body) from the "
        "corpus key KEY, e.g. --field body=text (top-level keys only; other keys are then ignored)",
    )
    parser.add_argument(
        "--set", metavar="FIELD=VALUE", action="append", default=[], dest="set_fields",
        help="give every record FIELD=VALUE for a field the corpus lacks: language or title "
        "(with --text-files: language)",
    )


def _pairs(items: Sequence[str], option: str, names: Sequence[str]) -> list[tuple[str, str]] | str:
    pairs, seen = [], set()
    for item in items:
        field, equals, value = item.partition("=")
        if not equals or field not in names or not value:
            what = "KEY" if option == "--field" else "VALUE"
            return f"{option} {item}: expected FIELD={what} with FIELD one of {', '.join(names)}"
        if field in seen:
            return f"{option} {field}=... is given twice"
        seen.add(field)
        pairs.append((field, value))
    return pairs


def use_corpus_options(args: argparse.Namespace) -> int | None:
    """Make ``args.file`` the corpus ``--text-files``, ``--field`` and ``--set`` say it is: None
    when the command can go on, else its exit status (the reason said)."""
    if not hasattr(args, "text_files"):
        return None
    fields = _pairs(args.field_keys, "--field", FIELDS)
    values = _pairs(args.set_fields, "--set", ("language",) if args.text_files else ("language", "title"))
    for said in (fields, values):
        if isinstance(said, str):
            return fail(said, code="usage")
    if both := {f for f, _ in fields} & {f for f, _ in values}:
        return fail(f"{', '.join(sorted(both))} is both read with --field and given with --set; "
                    "give one", code="usage")
    if (sentence := _set_values_problem(values, LIMITS_BY_NAME[args.limits])) is not None:
        return fail(sentence, code="usage")
    given = args.file if isinstance(args.file, list) else [args.file]
    if args.text_files:
        return _text_folder(args, given, fields, dict(values))
    if not fields and not values:
        return None
    mapping = FieldMapping(tuple(fields), tuple(values))
    mapped = [MappedFile(path, mapping) for path in given]
    args.file = mapped if isinstance(args.file, list) else mapped[0]
    return None


def _set_values_problem(values: list[tuple[str, str]], limits: Limits) -> str | None:
    """Why a ``--set`` value cannot be any record's, said once rather than for every record."""
    record = {"doc_id": "a", "source_ref": "a", "language": "en", "title": "a", "body": "a", **dict(values)}
    found = record_problems(record, limits)
    return f"--set {found[0].field}: {found[0].message}" if found else None


def _text_folder(args, given: list[str], fields, values: dict[str, str]) -> int | None:
    if fields:
        return fail("--field is for files of records; --text-files makes each file's record itself",
                    code="usage")
    if len(given) != 1:
        return fail(f"--text-files reads one folder; {len(given)} are given", code="usage")
    if "language" not in values:
        return fail(f"--text-files {shown_name(given[0])}: the files carry no language; say it with "
                    "--set language=TAG (for example --set language=en)", code="usage", path=given[0])
    folder = TextFolder(given[0], values["language"])
    args.file = [folder] if isinstance(args.file, list) else folder
    return None


def positive_int(value: str) -> int:
    """An argparse type: a whole number of at least 1 (--jobs, --workers, --top, --max-length)."""
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {value!r}")
    return number


def _problem_count(text: str) -> int | None:
    if text == "all":
        return None
    try:
        count = int(text)
    except ValueError:
        count = -1
    if count < 0:
        raise argparse.ArgumentTypeError(f"expected a number of problems (0 or more) or 'all', got {text!r}")
    return count


def use_problem_options(args: argparse.Namespace) -> None:
    """Take ``--max-problems`` and ``--problems-format`` (where the command has them) for this run."""
    global _report
    _report = _ProblemReport(getattr(args, "max_problems", MAX_PROBLEMS_SHOWN),
                             getattr(args, "problems_format", "text"))


def terminal_progress(label: str) -> Progress | None:
    """A percentage on stderr when it is a terminal; nothing when output is redirected."""
    if not sys.stderr.isatty():
        return None
    shown = [-1]

    def progress(done: int, total: int) -> bool:
        percent = 100 * done // max(total, 1)
        if percent != shown[0]:
            shown[0] = percent
            end = "\n" if percent >= 100 else ""
            print(f"\r{label} {percent:3d}%", end=end, file=sys.stderr, flush=True)
        return True

    return progress


def print_problems(problems: Sequence[Problem], *, limit: int | None = None) -> None:
    """The problems on stderr, as ``--problems-format`` says; at most ``--max-problems`` of them.

    Text: one a line, compiler style, then a count of those not shown. JSON: one
    line holding every shown problem with all its fields, and how many more there are.
    """
    most = _report.most if limit is None else limit
    shown = problems if most is None else problems[:most]
    more = len(problems) - len(shown)
    if _report.format == "json":
        if problems:
            entries = [{name: getattr(p, name) for name in _PROBLEM_FIELDS} for p in shown]
            print(json.dumps({"problems": entries, "more": more}, ensure_ascii=False), file=sys.stderr)
        return
    for problem in shown:
        print(problem, file=sys.stderr)
    if more:
        hint = " (--max-problems all shows every one)"
        print(f"... and {more:,} more problem{'s' if more != 1 else ''}{hint}", file=sys.stderr)


_PROBLEM_FIELDS = tuple(field.name for field in dataclasses.fields(Problem))


def problems_as_json() -> bool:
    """Is every line on stderr JSON in this run (``--problems-format json``)?"""
    return _report.format == "json"


def fail(message: str, *, code: str, path: str | None = None) -> int:
    """Say why the command stops (``docdedup: MESSAGE``, or one JSON problem line) and return 1.

    Under ``--problems-format json`` every line on stderr is JSON, these included, so a
    pipeline reading them never meets a line of text.
    """
    if problems_as_json():
        print_problems([Problem(code, message, path=path)], limit=None)
    else:
        print(f"docdedup: {message}", file=sys.stderr)
    return 1


def input_name(path: str) -> str:
    """How a sentence names an input: "standard input" for ``-``, a file by its shown name."""
    return "standard input" if path == STDIN else shown_name(path)


def write_result(data: bytes, path: str | None, *, protect: Sequence[str], kind: OutputKind) -> int:
    """A command's result to stdout (``path`` None) or atomically to ``path``: the exit status.

    Never onto a file in ``protect`` (the inputs, ``-`` included) nor onto an existing file not
    of ``kind``; when it cannot be written, says why (1).
    """
    try:
        write_output(data, path, protect=protect, kind=kind)
    except OutputError as error:
        return fail(str(error), code="output", path=path)
    return 0


def refuse_output(path: str | None, *, protect: Sequence[str], kind: OutputKind) -> int | None:
    """Before any work is done or said: 1 (the reason printed) when ``path`` must not be written,
    else None. ``protect``: the inputs as given (a folder or a glob stands for its shards).
    :func:`write_result` asks the same again when it writes."""
    if path is None:
        return None
    from ..input.shards import ShardInputError, expand_inputs

    try:
        protect = [*protect, *expand_inputs(list(protect))]
    except ShardInputError:
        pass  # said by the command, which expands them again
    try:
        check_target(path, inputs=protect, kind=kind)
    except OutputError as error:
        return fail(str(error), code="output", path=path)
    return None


def load_for_cli(path: str, limits: Limits) -> LoadedFile:
    return load_records(path, limits=limits, progress=terminal_progress("loading"))


def grouped_for_cli(args, *, limits: Limits | None = None, **options) -> tuple[LoadedFile, list] | None:
    """FILE's records (``LoadedFile``) and exact groups, read with the terminal's progress; None
    when the input is not usable: its problems stop the run, or ``--skip-invalid`` set every
    record aside (either said on stderr). ``options`` go to :func:`~core.grouped_file.load_and_group`."""
    from ..grouped_file import load_and_group  # the grouping machinery only for commands that group

    loaded, groups = load_and_group(args.file, limits=limits or LIMITS_BY_NAME[args.limits],
                                    progress=terminal_progress("loading"), with_problems=args.skip_invalid,
                                    **options)
    print_problems(loaded.problems)
    if groups is None:
        return None
    if loaded.problems and not loaded.records:  # --skip-invalid set every record aside
        nothing_valid([args.file])
        return None
    return loaded, groups
