"""A command that runs out of memory, or meets a bug, ends with one line saying so and what
became of its output: never a bare traceback. A bug's traceback follows its line."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import core.cli.group_command
import core.grouped_file
from core.cli import main
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

ROOT = Path(__file__).resolve().parents[1]
MEMORY_STATUS = 3  # as docs/cli.md says
TRY_AGAIN = "close other programs, or give it a smaller input, and try again"


def _raising(error: BaseException):
    def raise_it(*_args, **_kwargs):
        raise error
    return raise_it


@pytest.fixture
def corpus(tmp_path) -> Path:
    return write_json(tmp_path / "corpus.jsonl", [RECORD_A, RECORD_B, RECORD_C], lines=True)


def _stopped(capsys, argv) -> tuple[int, str, str]:
    status = main([str(arg) for arg in argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_grouping_out_of_memory_is_one_line_and_its_own_status(corpus, monkeypatch, capsys):
    monkeypatch.setattr(core.cli.group_command, "group_file", _raising(MemoryError()))
    status, out, err = _stopped(capsys, ["group", corpus])
    assert status == MEMORY_STATUS
    assert out == ""
    assert err == ("docdedup: the group command ran out of memory; nothing was written to standard output: "
                   f"{TRY_AGAIN}\n")


@pytest.mark.parametrize("argv", [["review", "export", "{corpus}", "--format", "csv"],
                                  ["neighbours", "{corpus}"]])
def test_loading_out_of_memory_names_the_command(corpus, monkeypatch, capsys, argv):
    numpy_words = MemoryError("Unable to allocate 9 GiB")
    monkeypatch.setattr(core.grouped_file, "load_and_group", _raising(numpy_words))
    status, out, err = _stopped(capsys, [arg.format(corpus=corpus) for arg in argv])
    command = " ".join(argv[:2]) if argv[0] == "review" else argv[0]
    assert (status, out) == (MEMORY_STATUS, "")
    assert err == (f"docdedup: the {command} command ran out of memory; nothing was written to standard "
                   f"output: {TRY_AGAIN}\n")
    assert "Traceback" not in err and "Unable to allocate" not in err


def test_out_of_memory_while_writing_leaves_the_report_as_it_was(corpus, tmp_path, monkeypatch, capsys):
    report = tmp_path / "groups.json"
    assert main(["group", str(corpus), "-o", str(report)]) == 0
    before = report.read_bytes()
    write_json(corpus, [RECORD_A, RECORD_C], lines=True)  # a new result would differ
    monkeypatch.setattr(os, "fsync", _raising(MemoryError()))  # the new report is all in its temporary file
    capsys.readouterr()
    status, out, err = _stopped(capsys, ["group", corpus, "-o", report])
    assert (status, out) == (MEMORY_STATUS, "")
    assert err == f"docdedup: the group command ran out of memory; {report} is as it was: {TRY_AGAIN}\n"
    assert report.read_bytes() == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["corpus.jsonl", "groups.json"]  # no .tmp


def test_out_of_memory_while_writing_a_new_report_leaves_no_file(corpus, tmp_path, monkeypatch, capsys):
    report = tmp_path / "groups.csv"
    monkeypatch.setattr(os, "fsync", _raising(MemoryError()))
    status, _out, err = _stopped(capsys, ["group", corpus, "--format", "csv", "-o", report])
    assert status == MEMORY_STATUS
    assert err == f"docdedup: the group command ran out of memory; {report} was not written: {TRY_AGAIN}\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["corpus.jsonl"]


def test_out_of_memory_under_json_problems_is_one_json_line(corpus, monkeypatch, capsys):
    monkeypatch.setattr(core.cli.group_command, "group_file", _raising(MemoryError()))
    status, _out, err = _stopped(capsys, ["group", corpus, "--problems-format", "json"])
    assert status == MEMORY_STATUS
    [problem] = json.loads(err)["problems"]
    assert problem["code"] == "memory"
    assert problem["message"].startswith("the group command ran out of memory")


def _run_patched(corpus: Path, write_result: str) -> subprocess.CompletedProcess:
    """``docdedup group CORPUS`` in its own process (its standard output the real one), its
    result written by ``write_result``, the body of a function of ``(data, path)``."""
    script = textwrap.dedent("""\
        import sys
        import core.cli.group_command
        def write_result(data, path, **_options):
        {body}
        core.cli.group_command.write_result = write_result
        from core.cli import main
        sys.exit(main(["group", sys.argv[1]]))
    """).format(body=textwrap.indent(textwrap.dedent(write_result), "    "))
    return subprocess.run([sys.executable, "-c", script, str(corpus)], capture_output=True, cwd=ROOT,
                          env=dict(os.environ, PYTHONIOENCODING="utf-8"), timeout=120, check=False)


def test_out_of_memory_after_part_of_the_result_says_standard_output_holds_part(corpus):
    result = _run_patched(corpus, """\
        sys.stdout.buffer.write(data[:10])
        sys.stdout.flush()
        raise MemoryError
    """)
    assert result.returncode == MEMORY_STATUS
    assert result.stdout == run_cli("group", corpus).stdout.encode()[:10]
    assert result.stderr.decode() == ("docdedup: the group command ran out of memory; standard output holds "
                                      f"only part of the result: {TRY_AGAIN}\n")


def test_bytes_still_held_when_memory_runs_out_are_never_written(corpus):
    result = _run_patched(corpus, """\
        sys.stdout.buffer.write(data[:10])  # held in the buffer, not yet written
        raise MemoryError
    """)
    assert (result.returncode, result.stdout) == (MEMORY_STATUS, b"")
    assert b"nothing was written to standard output" in result.stderr


def test_a_bug_says_what_failed_before_its_traceback(corpus, monkeypatch, capsys):
    monkeypatch.setattr(core.cli.group_command, "group_file", _raising(KeyError("title")))
    status, out, err = _stopped(capsys, ["group", corpus])
    lines = err.splitlines()
    assert (status, out) == (1, "")
    assert lines[0] == ("docdedup: the group command stopped on an error in the program, KeyError: 'title'; "
                        "nothing was written to standard output. Please report it with the traceback below:")
    assert lines[1] == "Traceback (most recent call last):"
    assert lines[-1] == "KeyError: 'title'"


def test_a_bug_under_json_problems_keeps_every_line_json(corpus, monkeypatch, capsys):
    monkeypatch.setattr(core.cli.group_command, "group_file", _raising(TypeError("unhashable type: 'list'")))
    status, _out, err = _stopped(capsys, ["group", corpus, "--problems-format", "json"])
    assert status == 1
    [line] = err.splitlines()
    [problem] = json.loads(line)["problems"]
    assert problem["code"] == "bug"
    assert problem["message"].startswith("the group command stopped on an error in the program, "
                                         "TypeError: unhashable type: 'list'; nothing was written")
    assert "Traceback (most recent call last):" in problem["message"]


def test_an_error_written_for_a_person_is_said_without_a_traceback(corpus, tmp_path, monkeypatch, capsys):
    report = tmp_path / "groups.json"
    failure = OSError(errno.EIO, os.strerror(errno.EIO))
    monkeypatch.setattr(core.cli.group_command, "group_file", _raising(failure))
    status, _out, err = _stopped(capsys, ["group", corpus, "-o", report])
    assert status == 1
    assert err == (f"docdedup: the group command stopped: [Errno {errno.EIO}] {os.strerror(errno.EIO)}; "
                   f"{report} was not written\n")


@pytest.mark.parametrize(("error", "status", "said"), [
    (MemoryError(), MEMORY_STATUS,
     f"the group command ran out of memory; nothing was written to standard output: {TRY_AGAIN}"),
    (KeyError("title"), 1, "the Dask run failed, nothing was written: KeyError: 'title'"),
])
def test_a_dask_run_says_memory_and_bugs_as_sentences(corpus, monkeypatch, capsys, error, status, said):
    from core.engines import dask_engine

    # No cluster is started: the run fails as soon as it is handed to Dask.
    monkeypatch.setattr(dask_engine, "connect", lambda *_args, **_options: None)
    monkeypatch.setattr(dask_engine, "disconnect", lambda _client: None)
    monkeypatch.setattr(dask_engine, "group_on_dask", _raising(error))
    assert _stopped(capsys, ["group", corpus, "--engine", "dask"]) == (status, "", f"docdedup: {said}\n")
