"""A result of a folder of text files names its folder and reviews without the corpus: each member
is the file its doc_id names there, read again as the folder was read (the language the result
gives, the file's name as title, its text as body) and checked as any member is; a folder gone
or a file changed since is a located sentence, never a traceback."""

from __future__ import annotations

import json

import pytest

from core.input.text_folder import TextFolder
from core.output.result_reader import ResultError, inspect_result
from core.records import UnreadRecord
from core.review import input_file_of
from tests.helpers import run_cli

README = "Install it with pip.\r\nRun it.\n"
FOLDER_HEADER = {
    "text_files": {
        "doc_id": "relative path",
        "source_ref": "relative path",
        "title": "file name",
        "body": "text (UTF-8)",
    },
    "set": {"language": "en"},
}


@pytest.fixture
def folder(tmp_path):
    """READMEs: two copies alike (a duplicate group), one apart, and a notice."""
    texts = tmp_path / "docs"
    for where in ("one", "two", "three"):
        (texts / where).mkdir(parents=True)
    (texts / "one" / "README.md").write_text(README, encoding="utf-8", newline="")
    (texts / "two" / "README.md").write_text(README, encoding="utf-8", newline="")
    (texts / "three" / "README.md").write_text("Something else.\n", encoding="utf-8", newline="")
    (texts / "NOTICE").write_text("\N{ARABIC LETTER FARSI YEH} notice\n", encoding="utf-8")
    return texts


def _group(folder, result, *options: str) -> None:
    done = run_cli("group", "--text-files", folder, "--set", "language=en", "-o", result, *options)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("format", ["json", "jsonl"])
def test_a_result_of_a_folder_opens_its_members_read_from_their_files(folder, tmp_path, format):
    result = tmp_path / f"groups.{format}"
    _group(folder, result, "--format", format)
    header = json.loads(
        result.read_text(encoding="utf-8").splitlines()[0]
        if format == "jsonl"
        else result.read_text(encoding="utf-8")
    )
    assert header["shards"] == [str(folder)] and header["mapping"] == FOLDER_HEADER
    inspection = inspect_result(str(result))
    assert inspection.loaded.path == TextFolder(str(result), "en")  # the title says: text files, in en
    assert inspection.loaded.path.language == "en"
    records = {record.doc_id: record for record in inspection.records}
    assert sorted(records) == ["one/README.md", "two/README.md"]  # the duplicate group only
    record = records["two/README.md"]
    assert (record.title, record.body, record.language, record.source_ref) == (
        "README.md",
        README,
        "en",
        "two/README.md",
    )


def test_a_json_result_names_the_folder_as_given_and_reads_it_beside_the_result(
    folder, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    _group("docs", "groups.json")
    assert json.loads((tmp_path / "groups.json").read_text(encoding="utf-8"))["shards"] == ["docs"]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)  # "docs" is not here: it is found beside the result
    assert len(inspect_result(str(tmp_path / "groups.json")).groups) == 1


def test_a_folder_gone_is_said_with_the_folder(folder, tmp_path):
    _group(folder, tmp_path / "groups.json")
    folder.rename(tmp_path / "renamed")
    with pytest.raises(ResultError) as refused:
        inspect_result(str(tmp_path / "groups.json"))
    assert str(refused.value) == (
        f"{folder}: the folder of text files is gone (moved, renamed or deleted); the "
        "result reads 'one/README.md' from it: put it back, or group the folder again"
    )


def test_a_file_changed_or_gone_since_is_said_with_its_path(folder, tmp_path):
    result = tmp_path / "groups.json"
    _group(folder, result)
    changed = folder / "two" / "README.md"
    changed.write_text("Install it with pip.\nRun it.\n", encoding="utf-8", newline="")  # CRLF made LF
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    assert str(refused.value) == (
        f"{changed}: the record 'two/README.md' changed since the result was written "
        "(its canonical bytes differ); group it again"
    )
    changed.unlink()
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    assert str(refused.value).startswith(f"{changed}: the file cannot be read: ")
    assert str(refused.value).endswith("; the folder changed since the result was written, group it again")


def test_a_file_edited_while_the_result_is_open_is_unread_not_served(folder, tmp_path):
    result = tmp_path / "groups.json"
    _group(folder, result)
    inspection = inspect_result(str(result))
    index = inspection.index_of_doc_id["one/README.md"]
    assert inspection.records[index].body == README
    (folder / "one" / "README.md").write_bytes(b"Install it \xff\n")  # not UTF-8 now
    unread = inspection.records[index]
    assert isinstance(unread, UnreadRecord) and "not UTF-8" in unread.problem
    assert str(folder / "one" / "README.md") in unread.problem


def test_a_doc_id_edited_to_leave_the_folder_is_never_read(folder, tmp_path):
    result = tmp_path / "groups.json"
    _group(folder, result)
    (tmp_path / "secret").write_text(README, encoding="utf-8", newline="")
    edited = result.read_text(encoding="utf-8").replace('"doc_id": "two/README.md"', '"doc_id": "../secret"')
    result.write_text(edited, encoding="utf-8")
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    assert "'../secret' is not the path of a file inside the folder" in str(refused.value)


def test_a_result_of_a_folder_that_names_no_folder_is_a_sentence(folder, tmp_path):
    result = tmp_path / "groups.json"
    _group(folder, result)
    written = json.loads(result.read_text(encoding="utf-8"))
    del written["shards"]  # as a result written before results of a folder named it
    result.write_text(json.dumps(written, indent=2), encoding="utf-8")
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    assert str(refused.value) == (
        f"{result}: a result of a folder of text files that does not name its one "
        "folder (its shards); group the folder again to review it"
    )


def test_decisions_on_a_result_of_a_folder_name_the_result_and_how_it_was_read(folder, tmp_path):
    result = tmp_path / "groups.json"
    _group(folder, result)
    identity = input_file_of(inspect_result(str(result)).loaded.path)
    assert (identity.name, identity.size) == ("groups.json", result.stat().st_size)
    assert identity.mapping == FOLDER_HEADER


def test_a_csv_of_a_folder_is_as_before(folder, tmp_path):
    _group(folder, tmp_path / "groups.csv", "--format", "csv")
    header = (tmp_path / "groups.csv").read_text(encoding="utf-8").splitlines()[0]
    assert header.split(",")[-3:] == ["doc_id", "source_ref", "mapping"]  # no shard column
