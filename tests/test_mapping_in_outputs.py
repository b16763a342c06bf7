"""Every output of a corpus read through a field mapping names the mapping, and none names one
when the corpus is read as it is: nobody takes a mapped record for the file's own."""

from __future__ import annotations

import csv
import io
import json

import pytest

from core.cli import main
from core.input.field_mapping import FieldMapping, MappedFile
from core.review import input_file_of
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, write_json

MAPPING_OPTIONS = ["--field", "doc_id=id", "--field", "body=text", "--field", "source_ref=url",
                   "--set", "language=fa"]
HEADER = {"fields": {"doc_id": "id", "body": "text", "source_ref": "url"}, "set": {"language": "fa"}}
LINE = ("records mapped with --field doc_id=id --field body=text --field source_ref=url "
        "--set language=fa (not the file's own records)")
CELL = json.dumps(HEADER, ensure_ascii=False, separators=(", ", ": "))
# A folder read as text files says so where a mapping is said: what of each file each field is.
FOLDER_HEADER = {"text_files": {"doc_id": "relative path", "source_ref": "relative path",
                                "title": "file name", "body": "text (UTF-8)"},
                 "set": {"language": "en"}}
FOLDER_LINE = "records made one per text file with --text-files --set language=en (not a file of records)"

# (command and its format, how the output is read): every output a corpus can be written to.
OUTPUTS = {
    "group json": (["group", "--format", "json"], "json"),
    "group jsonl": (["group", "--format", "jsonl"], "jsonl-header"),
    "group csv": (["group", "--format", "csv"], "csv"),
    "chars json": (["chars", "--format", "json"], "json"),
    "chars csv": (["chars", "--format", "csv"], "csv"),
    "chars text": (["chars", "--format", "text"], "text"),
    "explain json": (["explain", "--format", "json", "@", "A", "C"], "json"),
    "explain text": (["explain", "--format", "text", "@", "A", "C"], "text"),
    "neighbours json": (["neighbours", "--format", "json"], "json"),
    "neighbours text": (["neighbours", "--format", "text"], "text"),
    "similar json": (["similar", "--format", "json", "@", "A"], "json"),
    "similar text": (["similar", "--format", "text", "@", "A"], "text"),
    "canonical json": (["canonical", "--format", "json", "@", "A"], "json"),
    "canonical hex": (["canonical", "--format", "hex", "@", "A"], "stderr"),
    "review status json": (["review", "status", "--format", "json"], "json"),
    "review status text": (["review", "status"], "text"),
    "review export csv": (["review", "export", "--format", "csv"], "csv"),
    "review export jsonl": (["review", "export", "--format", "jsonl"], "jsonl-rows"),
}


def _pipeline_record(record: dict) -> dict:
    """A record as a pipeline keeps it: other names, no language, a field nobody reads."""
    return {"id": record["doc_id"], "url": record["source_ref"], "title": record["title"],
            "text": record["body"], "meta": {"score": 1}}


@pytest.fixture
def corpora(tmp_path):
    records = [RECORD_A, RECORD_B, dict(RECORD_C, body=RECORD_C["body"] + "\N{RIGHT-TO-LEFT OVERRIDE}")]
    own = write_json(tmp_path / "own.jsonl", records, lines=True)
    mapped = write_json(tmp_path / "pipeline.jsonl", [_pipeline_record(r) for r in records], lines=True)
    return own, mapped


def _argv(command: list[str], corpus, options: list[str]) -> list[str]:
    if "@" in command:  # the corpus goes where the command's FILE is, before its ids
        at = command.index("@")
        return [*command[:at], str(corpus), *command[at + 1:], *options]
    return [*command, str(corpus), *options]


def _run(argv, capsys):
    status = main(argv)
    captured = capsys.readouterr()
    assert status == 0, captured.err
    return captured.out, captured.err


def _said(out: str, err: str, how: str, expected: dict = HEADER, line: str = LINE):
    """The mapping the output names (None: none), read as its format holds it (``header``, and
    ``line`` in a text output, as the mapping ``expected`` says itself)."""
    if how == "json":
        return json.loads(out).get("mapping")
    if how == "jsonl-header":
        return json.loads(out.splitlines()[0]).get("mapping")
    if how == "jsonl-rows":
        said = [json.loads(line).get("mapping") for line in out.splitlines()]
        assert said and all(each == said[0] for each in said)  # every row says it
        return said[0]
    if how == "csv":
        header, *rows = list(csv.reader(io.StringIO(out, newline="")))
        assert rows
        if header[-1] != "mapping":
            return None
        assert {row[-1] for row in rows} == {_cell(expected)}  # every row says it
        return json.loads(rows[0][-1])
    text = err if how == "stderr" else out
    return expected if line in text.splitlines() or f"docdedup: {line}" in text.splitlines() else None


def _cell(header: dict) -> str:
    return json.dumps(header, ensure_ascii=False, separators=(", ", ": "))


@pytest.mark.parametrize("output", sorted(OUTPUTS))
def test_every_output_names_the_mapping_and_only_when_there_is_one(corpora, capsys, output):
    own, mapped = corpora
    command, how = OUTPUTS[output]
    assert _said(*_run(_argv(command, mapped, MAPPING_OPTIONS), capsys), how) == HEADER
    assert _said(*_run(_argv(command, own, []), capsys), how) is None


@pytest.mark.parametrize("output", ["group csv", "chars text", "explain text", "canonical hex"])
def test_apart_from_the_mapping_the_output_is_that_of_the_records_as_mapped(corpora, capsys, output):
    """The contract's canonical bytes are those of the mapped record: the same report as for a
    file holding the five fields under their own names."""
    own, mapped = corpora
    command, _how = OUTPUTS[output]
    out_mapped, _ = _run(_argv(command, mapped, MAPPING_OPTIONS), capsys)
    out_own, _ = _run(_argv(command, own, []), capsys)
    without = out_mapped.replace(LINE + "\n", "").replace("," + f'"{CELL.replace(chr(34), 2 * chr(34))}"', "")
    assert without.replace(str(mapped), str(own)).replace(",mapping\n", "\n") == out_own


def test_the_decisions_lines_name_the_mapping(corpora):
    own, mapped = corpora
    mapping = FieldMapping((("doc_id", "id"), ("body", "text"), ("source_ref", "url")), (("language", "fa"),))
    assert input_file_of(MappedFile(str(mapped), mapping)).mapping == HEADER
    assert input_file_of(str(own)).mapping is None


def test_a_decisions_line_of_a_mapped_corpus_says_it_in_its_input(corpora, tmp_path):
    import msgspec

    from core.review.decision_lines import SCHEMA, DecisionLine, GroupSubject

    _own, mapped = corpora
    mapping = FieldMapping((("doc_id", "id"),), (("language", "fa"),))
    identity = input_file_of(MappedFile(str(mapped), mapping))
    line = DecisionLine(SCHEMA, "2026-01-01T00:00:00Z", "ed", "doc-content-v1", identity,
                        GroupSubject("d" * 64, 10, ("A", "B")), "keep", keeper="A")
    written = json.loads(msgspec.json.encode(line))
    assert written["input"]["mapping"] == {"fields": {"doc_id": "id"}, "set": {"language": "fa"}}
    assert msgspec.json.decode(msgspec.json.encode(line), type=DecisionLine) == line
    plain = msgspec.structs.replace(line, input=input_file_of(str(mapped)))
    assert "mapping" not in json.loads(msgspec.json.encode(plain))["input"]  # as before: nothing said


def test_a_result_of_mapped_shards_reads_its_records_through_the_mapping(corpora, capsys, tmp_path):
    from core.output.result_reader import inspect_result

    _own, mapped = corpora
    other = tmp_path / "second.jsonl"
    other.write_text(mapped.read_text(encoding="utf-8").replace('"id": "', '"id": "x'), encoding="utf-8")
    result = tmp_path / "result.jsonl"
    _run(["group", str(mapped), str(other), "--format", "jsonl", "-o", str(result), *MAPPING_OPTIONS], capsys)
    inspection = inspect_result(str(result))  # was: "no longer holds the record 'A'; the shard changed"
    assert inspection.problems == []
    records = {record.doc_id: record for record in inspection.records}
    assert sorted(records) == ["A", "B", "C", "xA", "xB", "xC"]
    assert records["xA"].language == "fa" and records["xA"].body == RECORD_A["body"]
    assert inspection.records.unread == {}


@pytest.fixture
def folder(tmp_path):
    """A folder of text files named A, B and C (their doc_ids), C with a character to report."""
    texts = tmp_path / "texts"
    (texts / "sub").mkdir(parents=True)
    for name, record in (("A", RECORD_A), ("B", RECORD_B), ("C", RECORD_C)):
        body = record["body"] + ("\N{RIGHT-TO-LEFT OVERRIDE}" if name == "C" else "")
        (texts / name).write_text(body, encoding="utf-8", newline="")
    (texts / "sub" / "A").write_text(RECORD_A["body"], encoding="utf-8", newline="")  # a duplicate of A
    return texts


@pytest.mark.parametrize("output", sorted(OUTPUTS))
def test_every_output_of_a_folder_says_it_was_read_as_text_files_in_its_language(folder, capsys, output):
    command, how = OUTPUTS[output]
    out, err = _run(_argv(command, folder, ["--text-files", "--set", "language=en"]), capsys)
    assert _said(out, err, how, FOLDER_HEADER, FOLDER_LINE) == FOLDER_HEADER
    assert "mapped with" not in out + err  # not taken for a field mapping


def test_a_folder_is_said_as_the_language_given(folder, capsys):
    out, _ = _run(["group", "--format", "json", str(folder), "--text-files", "--set", "language=fa"], capsys)
    assert json.loads(out)["mapping"] == dict(FOLDER_HEADER, set={"language": "fa"})
    out, _ = _run(["chars", "--format", "text", str(folder), "--text-files", "--set", "language=fa"], capsys)
    assert FOLDER_LINE.replace("language=en", "language=fa") in out.splitlines()


def test_the_decisions_lines_on_a_folder_say_it_was_read_as_text_files(folder):
    from core.input.text_folder import TextFolder

    identity = input_file_of(TextFolder(str(folder), "en"))
    assert identity.mapping == FOLDER_HEADER and identity.name == "texts"
    assert FieldMapping.from_header(identity.mapping) is None  # never read back as a field mapping
