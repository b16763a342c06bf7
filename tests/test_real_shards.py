"""Every command on real pipeline shards (tests/data/real_shards: dolma, datatrove, NeMo Curator,
Parquet from parquet-mr and Spark), read with the mapping a user of that pipeline writes: no
traceback, the exit status and the output of the same records rewritten as plain JSON Lines
with the five fields, and each problem where it is: line:column in the decompressed text, or
row group, row and column of a Parquet file."""

from __future__ import annotations

import json
import re

import pytest

from tests.helpers import run_cli
from tests.real_shards import CASES, SHARDS, Case, is_parquet, raw_text, row_places, value_column, write_plain

pytest.importorskip("pyarrow")
pytest.importorskip("zstandard")

# (command words before FILE, words after it); DOC_A / DOC_B are the case's pair of doc_ids.
COMMANDS = {
    "group": (["group"], []),
    "group-skip-invalid": (["group"], ["--skip-invalid"]),
    "chars": (["chars"], ["--format", "json"]),
    "chars-skip-invalid": (["chars"], ["--format", "json", "--skip-invalid"]),
    "neighbours": (["neighbours"], ["--format", "json"]),
    "similar": (["similar"], ["DOC_A", "--format", "json"]),
    "explain": (["explain"], ["DOC_A", "DOC_B", "--format", "json"]),
    "canonical": (["canonical"], ["DOC_A", "--format", "hex"]),
    "review-status": (["review", "status"], ["--format", "json"]),
    "review-export": (["review", "export"], ["--format", "jsonl", "--skip-invalid"]),
}


@pytest.fixture(scope="module")
def plain_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("plain")
    return {name: write_plain(case, folder / f"{name}.jsonl") for name, case in CASES.items()}


def _run(words: tuple[list[str], list[str]], path, case: Case, mapped: bool):
    before, after = words
    pair = case.pair or ("not-there-a", "not-there-b")
    after = [pair[0] if w == "DOC_A" else pair[1] if w == "DOC_B" else w for w in after]
    return run_cli(*before, path, *after, *(case.options if mapped else []), "--problems-format", "json",
                   "--max-problems", "all")


def _problems(stderr: str) -> list[dict]:
    found = []
    for line in stderr.splitlines():
        if line.startswith("{") and '"problems"' in line:
            found += json.loads(line)["problems"]
    return found


def _without_mapping(stdout: str, names: tuple[str, str]) -> str:
    """An output with the lines and keys that name the mapping taken out, and the file named alike."""
    real, plain = names
    text = stdout.replace(real, "FILE").replace(plain, "FILE")
    kept = []
    for line in text.splitlines():
        if line.startswith("records mapped with --field"):
            continue
        if len(line) > 1 and line.startswith("{") and line.endswith("}"):  # a JSON Lines row
            row = json.loads(line)
            row.pop("mapping", None)
            line = json.dumps(row, ensure_ascii=False)
        kept.append(line)
    text = "\n".join(kept)
    try:
        document = json.loads(text)
    except ValueError:
        return text
    if isinstance(document, dict):
        document.pop("mapping", None)
    return json.dumps(document, ensure_ascii=False, indent=1)


def _sentence(message: str) -> str:
    """A problem's sentence without the notes of where and how the record was read."""
    # Where a repeated doc_id's first is: a line, or a row group and row.
    message = re.sub(r" at (?:line \d+|row group \d+, row \d+)", "", message)
    return re.split(r" \((?:row group|read with|line and column)", message)[0]


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("name", list(CASES))
def test_a_real_shard_reads_as_its_records_in_plain_json_lines(name, command, plain_files):
    case, plain = CASES[name], plain_files[name]
    real_run = _run(COMMANDS[command], case.path, case, mapped=True)
    plain_run = _run(COMMANDS[command], plain, case, mapped=False)
    for done in (real_run, plain_run):
        assert "Traceback" not in done.stderr, done.stderr
    assert real_run.returncode == plain_run.returncode, real_run.stderr + plain_run.stderr
    assert real_run.returncode in (0, 1), real_run.stderr
    names = (str(case.path), str(plain))
    assert _without_mapping(real_run.stdout, names) == _without_mapping(plain_run.stdout, names)
    real_problems, plain_problems = _problems(real_run.stderr), _problems(plain_run.stderr)
    assert real_run.returncode == 0 or real_problems or "no record has doc_id" in real_run.stderr
    assert real_run.stdout.strip() or real_problems, real_run.stderr  # an output, or what kept it
    named = lambda message: message.replace(names[0], "FILE").replace(names[1], "FILE")  # noqa: E731
    said = lambda p: (p["code"], p["record"], p["doc_id"], p["field"], named(_sentence(p["message"])))  # noqa: E731
    assert list(map(said, real_problems)) == list(map(said, plain_problems))
    # A record's problems are located; one of the whole run (no valid record left) names the file.
    located = [[p for p in found if p["record"] is not None] for found in (real_problems, plain_problems)]
    _assert_located(case, *located)


def _assert_located(case: Case, real: list[dict], plain: list[dict]) -> None:
    """Each problem of the real file where it is in that file, said the way it is read."""
    if is_parquet(case.path):
        places = row_places(case.path)
        for problem, twin in zip(real, plain, strict=True):
            assert problem["line"] is None and twin["line"] == problem["record"]
            group, row = places[problem["record"] - 1]
            column = case.source(problem["field"])
            assert f"(row group {group}, row {row}, column {column!r})" in problem["message"]
            assert problem["message"].endswith(f"(read with {' '.join(_described(case))})")
        return
    lines = raw_text(case.path).decode("utf-8").split("\n")
    compressed = case.path.read_bytes()[:2] == b"\x1f\x8b"
    for problem, twin in zip(real, plain, strict=True):
        assert problem["line"] == twin["line"]
        key = case.source(problem["field"])
        assert problem["column"] == value_column(lines[problem["line"] - 1], key)
        assert "(read with --field" in problem["message"]
        assert ("(line and column in the gzip-decompressed text)" in problem["message"]) == compressed


def _described(case: Case) -> list[str]:
    """The mapping as the product says it (``--field body=text --set language=en``)."""
    return [f"--field {f}={key}" for f, key in case.fields.items()] + [
        f"--set {f}={value}" for f, value in case.values.items()]


def test_the_real_shards_are_the_bytes_their_readme_names():
    """The files are kept as their repositories hold them: the README's sha256 of each."""
    import hashlib

    readme = (SHARDS / "README.md").read_text(encoding="utf-8")
    sums = [line.split() for line in readme.splitlines() if re.fullmatch(r"[0-9a-f]{64}  \S+", line)]
    listed = {name: digest for digest, name in sums}
    kept = sorted(p.name for p in SHARDS.iterdir() if p.suffix not in (".md", ".txt"))
    assert sorted(listed) == kept
    for name, digest in listed.items():
        assert hashlib.sha256((SHARDS / name).read_bytes()).hexdigest() == digest, name
        assert f"`{name}`" in readme  # with its repository, path, commit and licence
