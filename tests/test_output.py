"""Outputs are written atomically and never onto the input file."""

from __future__ import annotations

import os
import stat

import pytest

from core.output.atomic import OutputError, atomic_file, write_atomically


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


@pytest.fixture
def umask():
    """Set the process umask for one test; the previous one comes back afterwards."""
    previous = os.umask(0o022)
    yield os.umask
    os.umask(previous)


@pytest.mark.parametrize(("mask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_mode_a_normal_write_gives(tmp_path, umask, mask, mode):
    umask(mask)
    target = tmp_path / "new.json"
    write_atomically(target, b"x")
    assert stat.S_IMODE(target.stat().st_mode) == mode


@pytest.mark.parametrize("mode", [0o640, 0o755, 0o600, 0o666])
def test_a_replaced_file_keeps_its_mode(tmp_path, umask, mode):
    umask(0o077)
    target = tmp_path / "out.json"
    target.write_bytes(b"old")
    target.chmod(mode)
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new"
    assert stat.S_IMODE(target.stat().st_mode) == mode


def test_a_symlink_is_written_through_and_kept(tmp_path):
    real = tmp_path / "results" / "2026-12-01.json"
    real.parent.mkdir()
    real.write_bytes(b"old")
    real.chmod(0o640)
    link = tmp_path / "latest.json"
    link.symlink_to(real)
    write_atomically(link, b"new")
    assert link.is_symlink() and link.resolve() == real
    assert real.read_bytes() == b"new" and stat.S_IMODE(real.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["2026-12-01.json", "latest.json", "results"]


def test_a_dangling_symlink_makes_its_target(tmp_path):
    link = tmp_path / "out.json"
    link.symlink_to(tmp_path / "made.json")
    write_atomically(link, b"new")
    assert link.is_symlink() and (tmp_path / "made.json").read_bytes() == b"new"


def test_a_fifo_is_refused_and_left_alone(tmp_path):
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    with pytest.raises(OutputError) as caught:
        write_atomically(fifo, b"x")
    assert str(caught.value) == (f"refusing to write onto {fifo}: it is a named pipe (FIFO); "
                                 "give a regular file or a new name")
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["out.fifo"]


def test_a_symlink_to_a_fifo_is_refused(tmp_path):
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    link = tmp_path / "out.json"
    link.symlink_to(fifo)
    with pytest.raises(OutputError, match="it is a named pipe"):
        write_atomically(link, b"x")
    assert link.is_symlink() and stat.S_ISFIFO(fifo.stat().st_mode)


def test_a_device_node_is_refused(tmp_path):
    node = tmp_path / "null"
    try:  # the same device as /dev/null, made here so a failing test cannot harm the real one
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        pytest.skip("making a device node needs privileges")
    with pytest.raises(OutputError, match=r"it is a character device"):
        write_atomically(node, b"x")
    assert stat.S_ISCHR(node.stat().st_mode)


def test_a_directory_is_refused(tmp_path):
    with pytest.raises(OutputError, match="it is a directory; give a regular file or a new name"):
        write_atomically(tmp_path, b"x")


def test_a_failed_write_leaves_the_old_file(tmp_path):
    target = tmp_path / "out.json"
    target.write_bytes(b"old")
    with pytest.raises(RuntimeError), atomic_file(target) as stream:
        stream.write(b"half")
        raise RuntimeError("stopped")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_one_group_shape_is_written_and_read_back():
    """The report decodes back into the very shape it was encoded from (plain and located)."""
    import msgspec

    from core.contract import CONTRACT
    from core.grouping import Group, Member, Report, form_groups, with_provenance
    from core.input.limits import CORPUS_LIMITS
    from core.input.loader import load_records
    from core.output.atomic import encode_groups
    from resources import resource_path

    records = load_records(resource_path("examples", "seed_records.json")).records
    groups = form_groups(records)
    written = encode_groups(groups, records, limits=CORPUS_LIMITS)
    read = msgspec.json.decode(written, type=Report)
    assert read == Report(CONTRACT, "corpus", len(records), groups=with_provenance(groups, records))
    assert all(type(g) is Group and all(type(m) is Member for m in g.members) for g in read.groups)
    assert b'"shard"' not in written and b'"offset"' not in written  # one file: provenance only
    located = with_provenance(groups, records, [("s.jsonl", n + 1, 10 * n) for n in range(len(records))])
    again = msgspec.json.decode(msgspec.json.encode(located), type=list[Group[Member]])
    assert again == located and again[0].members[0].shard == "s.jsonl"
