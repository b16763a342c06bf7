"""An output is never written inside a folder that is an input: the next reading of the folder
would take it for one more record (a folder of text files) or one more shard."""

from __future__ import annotations

import pytest

from core.cli import main
from core.grouping import form_groups
from core.input.limits import CORPUS_LIMITS
from core.input.loader import load_records
from core.input.text_folder import TextFolder
from core.output.atomic import OutputError, export_groups
from tests.helpers import RECORD_A, RECORD_B, write_json

TEXT_FILES = ["--text-files", "--set", "language=en"]
COMMANDS = {
    "group": ["group"],
    "group-jsonl": ["group", "--format", "jsonl"],
    "group-csv": ["group", "--format", "csv"],
    "chars": ["chars", "--format", "csv"],
    "export": ["review", "export", "--format", "csv"],
}


def _folder(tmp_path):
    folder = tmp_path / "texts"
    (folder / "deeper").mkdir(parents=True)
    (folder / "one.txt").write_text("the same text\n", encoding="utf-8")
    (folder / "deeper" / "one.txt").write_text("the same text\n", encoding="utf-8")
    return folder


def _run(argv, capsys):
    status = main([str(part) for part in argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("where", ["top", "deeper", "dotdot"])
def test_an_output_inside_the_folder_of_text_files_is_refused(tmp_path, capsys, command, where):
    folder = _folder(tmp_path)
    before = sorted(path.name for path in folder.rglob("*"))
    target = {"top": folder / "out.json", "deeper": folder / "deeper" / "out.json",
              "dotdot": folder / "deeper" / ".." / "out.json"}[where]
    status, out, err = _run([*COMMANDS[command], *TEXT_FILES, folder, "-o", target], capsys)
    assert (status, out) == (1, "")
    assert err == (f"docdedup: refusing to write the output into the folder {folder}, which is an input: "
                   f"a later run reading the folder would take {target} for part of the corpus; "
                   "give a name outside the folder\n")
    assert sorted(path.name for path in folder.rglob("*")) == before


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_output_beside_the_folder_is_written(tmp_path, capsys, command):
    folder = _folder(tmp_path)
    target = tmp_path / "texts-out.json"  # a name that starts like the folder's is not inside it
    status, _out, err = _run([*COMMANDS[command], *TEXT_FILES, folder, "-o", target], capsys)
    assert (status, err) == (0, "")
    assert target.stat().st_size > 0


def test_a_link_into_the_folder_is_inside_it(tmp_path, capsys):
    folder = _folder(tmp_path)
    (tmp_path / "link").symlink_to(folder / "deeper")
    status, _out, err = _run(["group", *TEXT_FILES, folder, "-o", tmp_path / "link" / "out.json"], capsys)
    assert status == 1 and "which is an input" in err
    assert not (folder / "deeper" / "out.json").exists()


@pytest.mark.parametrize("command", ["group", "chars"])
def test_an_output_into_a_folder_of_shards_is_refused(tmp_path, capsys, command):
    folder = tmp_path / "shards"
    folder.mkdir()
    write_json(folder / "a.jsonl", [RECORD_A], lines=True)
    write_json(folder / "b.jsonl", [RECORD_B], lines=True)
    target = folder / "report.json"
    status, out, err = _run([command, folder, "-o", target], capsys)
    assert (status, out) == (1, "")
    assert f"refusing to write the output into the folder {folder}, which is an input" in err
    assert not target.exists()


def test_the_windows_export_of_a_folder_never_lands_inside_it(tmp_path):
    folder = _folder(tmp_path)
    corpus = TextFolder(str(folder), "en")
    records = load_records(corpus).records
    with pytest.raises(OutputError, match="which is an input"):
        export_groups(folder / "groups.json", form_groups(records), records, limits=CORPUS_LIMITS,
                      inputs=[corpus])
    export_groups(tmp_path / "groups.json", form_groups(records), records, limits=CORPUS_LIMITS,
                  inputs=[corpus])
    assert (tmp_path / "groups.json").stat().st_size > 0


def test_the_windows_save_of_decisions_never_lands_inside_the_folder(tmp_path):
    from core.output.atomic import write_atomically
    from core.review.kinds import DECISIONS_FILE
    from core.review.paths import input_paths

    folder = _folder(tmp_path)
    inputs = input_paths(TextFolder(str(folder), "en"))  # what the window's review protects
    with pytest.raises(OutputError, match="which is an input"):
        write_atomically(folder / "deeper" / "mine.decisions.jsonl", b"", protect=inputs, kind=DECISIONS_FILE)
    assert not (folder / "deeper" / "mine.decisions.jsonl").exists()
