"""The seed's own program and ``docdedup group --limits seed`` agree on every generated file.

The seed (``tests/seed_reference/``, verbatim) is given what Python's ``json`` reads
from the file; the project reads the file itself, through the real loader and the
real CLI (in this process, for speed). Same groups, digests and lengths when the
seed accepts; when it refuses, the CLI fails with the seed's code among its
problems, each one placed at FILE:LINE:COLUMN.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import re
import sys
from pathlib import Path

from hypothesis import event, given

from core.cli import main
from tests.fuzz.settings import count, fuzz_settings
from tests.fuzz.strategies import RecordFile, record_files

SEED_PROGRAM = Path(__file__).resolve().parents[1] / "seed_reference" / "exact_document_dedup.py"


def _seed():
    spec = importlib.util.spec_from_file_location("seed_reference_fuzz", SEED_PROGRAM)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SEED = _seed()


def seed_verdict(file: RecordFile) -> tuple[str, object]:
    """("groups", the seed's groups) or ("error", its code), for what json reads from the file."""
    text = file.data.decode("utf-8-sig")
    values = [json.loads(line) for line in re.split(r"\r?\n", text) if line.strip(" \t\r")] \
        if file.lines else json.loads(text)
    try:
        return "groups", SEED.group_documents(values)
    except ValueError as error:
        return "error", str(error)


def run_cli(*args: str) -> tuple[int, bytes, str]:
    """``docdedup ARGS`` in this process: (exit status, stdout bytes, stderr text)."""
    out, err = io.BytesIO(), io.StringIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8")
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(err):
        status = main(list(args))
        sys.stdout.flush()
    return status, out.getvalue(), err.getvalue()


@fuzz_settings(examples=40)
@given(file=record_files())
def test_the_cli_groups_as_the_seed_does(tmp_path_factory, file):
    count("differential: seed program vs docdedup group --limits seed")
    path = tmp_path_factory.mktemp("fuzz") / f"records{file.suffix}"
    path.write_bytes(file.data)
    verdict, expected = seed_verdict(file)
    event(f"seed: {verdict} {expected if verdict == 'error' else len(expected)}")
    status, out, err = run_cli("group", "--limits", "seed", "--max-problems", "all", str(path))
    if verdict == "groups":
        assert (status, err) == (0, ""), err
        report = json.loads(out)
        assert report["groups"] == expected
        assert report["records"] == len(file.records)
        return
    assert status == 1 and out == b""
    lines = err.splitlines()
    assert lines, "a refused file must say why"
    located = re.compile(re.escape(str(path)) + r":\d+:\d+: ([a-z_]+): ")
    codes = set()
    for line in lines:
        found = located.match(line)
        assert found is not None, f"not located: {line}"
        codes.add(found.group(1))
    assert expected in codes, (expected, lines)
