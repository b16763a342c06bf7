"""Outputs are written atomically and never onto the input file."""

from __future__ import annotations

import os

import pytest

from core.output import OutputError, write_atomically


def test_write_replaces_whole_file(tmp_path):
    target = tmp_path / "out.json"
    target.write_bytes(b"old")
    write_atomically(target, b"new contents")
    assert target.read_bytes() == b"new contents"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]  # no temporary left behind


def test_refuses_to_write_onto_the_input(tmp_path):
    source = tmp_path / "in.json"
    source.write_bytes(b"[]")
    with pytest.raises(OutputError, match="onto the input file"):
        write_atomically(source, b"x", protect=[str(source)])
    link = tmp_path / "alias.json"
    os.symlink(source, link)
    with pytest.raises(OutputError, match="onto the input file"):
        write_atomically(link, b"x", protect=[str(source)])
    assert source.read_bytes() == b"[]"


def test_unwritable_directory_is_a_clear_error(tmp_path):
    with pytest.raises(OutputError, match="cannot write"):
        write_atomically(tmp_path / "missing" / "out.json", b"x")
