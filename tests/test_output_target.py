"""A command's result goes to standard output or, atomically, to the file asked for: one way.

``docdedup group``, ``review export`` and ``review merge`` write bytes made whole
(:func:`core.output.atomic.write_output`); the sharded path streams through
:func:`core.output.atomic.output_stream`, where standard output only sees a run that succeeded.
"""

from __future__ import annotations

import pytest

from core.cli import main
from core.output.atomic import OutputError, output_stream, write_output

SEED = "resources/examples/seed_records.json"


def test_bytes_go_to_stdout_when_no_path_is_given(capsysbinary):
    write_output(b"groups\n", None)
    assert capsysbinary.readouterr().out == b"groups\n"


def test_bytes_go_to_the_file_and_not_to_stdout(tmp_path, capsysbinary):
    target = tmp_path / "out.json"
    write_output(b"groups\n", target)
    assert target.read_bytes() == b"groups\n"
    assert capsysbinary.readouterr().out == b""


def test_the_file_asked_for_is_never_an_input(tmp_path):
    source = tmp_path / "in.json"
    source.write_bytes(b"[]")
    with pytest.raises(OutputError, match="onto the input file"):
        write_output(b"x", source, protect=[str(source)])
    assert source.read_bytes() == b"[]"


def test_a_stream_reaches_stdout_whole_and_only_on_success(capsysbinary):
    with output_stream(None) as stream:
        stream.write(b"first\n")
        stream.write(b"second\n")
    assert capsysbinary.readouterr().out == b"first\nsecond\n"
    with pytest.raises(RuntimeError), output_stream(None) as stream:
        stream.write(b"half a result")
        raise RuntimeError("the run failed")
    assert capsysbinary.readouterr().out == b""


@pytest.mark.parametrize("command", [["group", SEED], ["review", "merge", "A", "B"]])
def test_every_command_says_why_its_output_cannot_be_written(tmp_path, capsys, command):
    if command[0] == "review":
        for name in ("A", "B"):
            (tmp_path / name).write_bytes(b"")
        command = ["review", "merge", str(tmp_path / "A"), str(tmp_path / "B")]
    status = main([*command, "--output", str(tmp_path)])  # a directory is not a file to write
    captured = capsys.readouterr()
    assert status == 1
    assert captured.out == ""
    assert f"docdedup: refusing to write onto {tmp_path}: it is a directory" in captured.err
