"""Other field names on records as pipelines write them: a mapped key that holds a number,
null, an object, an array, true or nothing deep into the file, a key missing there, two
fields read from one key, malformed options. A bad value is said at its own key's line
and column with the mapping named; every command exits non-zero, never a traceback."""

from __future__ import annotations

import json

import pytest

from core.input.field_mapping import FieldMapping, MappedFile
from core.input.loader import load_records
from tests.helpers import run_cli

MAPPING = ("--field", "doc_id=id", "--field", "body=text", "--field", "source_ref=url")
SAID = "--field doc_id=id --field body=text --field source_ref=url"
COMMANDS = {
    "group": ["group", "{file}", "--format", "json"],
    "chars": ["chars", "{file}", "--format", "json"],
    "neighbours": ["neighbours", "{file}"],
    "similar": ["similar", "{file}", "r1"],
    "explain": ["explain", "{file}", "r1", "r2", "--format", "json"],
    "canonical": ["canonical", "{file}", "r1", "--format", "hex"],
    "review status": ["review", "status", "{file}", "--format", "json"],
    "review export": ["review", "export", "{file}", "--format", "csv"],
}
COUNT, BAD = 6000, 5000  # the record that goes wrong, well past the first batch


def _pipeline(count: int = COUNT) -> list[dict]:
    return [{"id": f"r{i}", "url": f"https://example.org/{i}", "language": "en", "title": f"t{i % 9}",
             "text": f"text {i % 13}", "meta": {"shard": i % 3}} for i in range(1, count + 1)]


def _write(path, records) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def _run(argv, path, *options) -> tuple[int, str]:
    done = run_cli(*(str(path) if part == "{file}" else part for part in argv), *options)
    assert "Traceback" not in done.stderr
    return done.returncode, done.stderr


@pytest.mark.parametrize("key", ["text", "id"])
@pytest.mark.parametrize("value", [3, None, {"a": 1}, [1], True, ""], ids=repr)
def test_a_mapped_key_of_another_type_deep_in_the_file_is_located_at_it(tmp_path, key, value):
    records = _pipeline()
    records[BAD - 1][key] = value
    path = tmp_path / "shard.jsonl"
    _write(path, records)
    loaded = load_records(MappedFile(str(path), FieldMapping((("doc_id", "id"), ("body", "text"),
                                                              ("source_ref", "url")))))
    [problem] = loaded.problems
    line = path.read_text(encoding="utf-8").splitlines()[BAD - 1]
    assert (problem.line, problem.column) == (BAD, line.index(f'"{key}": ') + len(f'"{key}": ') + 1)
    assert problem.field == ("body" if key == "text" else "doc_id")
    assert f"(read with {SAID})" in problem.message
    assert len(loaded.records) == COUNT - 1
    code, stderr = _run(COMMANDS["group"], path, *MAPPING)
    assert code != 0 and f"{path}:{BAD}:{problem.column}: " in stderr


def test_a_key_missing_deep_in_the_file_is_said_by_every_command(tmp_path):
    records = _pipeline()
    del records[BAD - 1]["text"]
    path = tmp_path / "shard.jsonl"
    _write(path, records)
    for name, argv in COMMANDS.items():
        code, stderr = _run(argv, path, *MAPPING)
        assert code != 0, name
        assert f"{path}:{BAD}:1: fields: no key 'text' in the record, which {SAID} reads body from" in stderr


def test_two_fields_read_from_one_key_are_the_records_with_both_set(tmp_path):
    records = _pipeline(40)
    mapped = tmp_path / "shard.jsonl"
    _write(mapped, records)
    plain = tmp_path / "plain.jsonl"
    _write(plain, [{"doc_id": r["id"], "source_ref": r["id"], "language": r["language"], "title": r["title"],
                    "body": r["text"]} for r in records])
    options = ("--field", "doc_id=id", "--field", "source_ref=id", "--field", "body=text")
    found = json.loads(run_cli("group", mapped, *options, "--format", "json").stdout)
    expected = json.loads(run_cli("group", plain, "--format", "json").stdout)
    assert found.pop("mapping") == {"fields": {"doc_id": "id", "source_ref": "id", "body": "text"}, "set": {}}
    assert json.dumps(found).replace(str(mapped), "F") == json.dumps(expected).replace(str(plain), "F")


@pytest.mark.parametrize(("options", "said"), [
    (("--field", "x"), "--field x: expected FIELD=KEY with FIELD one of doc_id, source_ref"),
    (("--field", "body="), "--field body=: expected FIELD=KEY"),
    (("--field", "=text"), "--field =text: expected FIELD=KEY"),
    (("--field", "text=body"), "--field text=body: expected FIELD=KEY"),
    (("--set", "title="), "--set title=: expected FIELD=VALUE with FIELD one of language, title"),
    (("--set", "body=x"), "--set body=x: expected FIELD=VALUE"),
    (("--field", "body=text", "--field", "body=content"), "--field body=... is given twice"),
    (("--field", "title=name", "--set", "title=x"), "title is both read with --field and given with --set"),
])
def test_a_malformed_option_is_said_before_anything_is_read(tmp_path, options, said):
    path = tmp_path / "shard.jsonl"
    _write(path, _pipeline(3))
    for name, argv in COMMANDS.items():
        code, stderr = _run(argv, path, *options)
        assert code != 0 and said in stderr, name


AT = "@@"  # where the bad value stands, in the line as written
WRITTEN = {
    "the key nested in metadata first": '{"meta": {"text": "x"}, "id": "a", "url": "u", "language": "en", '
                                        '"title": "t", "text": @@5}',
    "the key's name inside an earlier text": '{"title": "say \\"text\\": hi", "id": "a", "url": "u", '
                                             '"language": "en", "text": @@5}',
    "the key's name as an earlier value": '{"title": "text", "id": "a", "url": "u", "language": "en", '
                                          '"text": @@5}',
    "the key in a list first": '{"list": [{"text": 1}, "text"], "id": "a", "url": "u", "language": "en", '
                               '"title": "t", "text": @@5}',
    "the key written with escapes": '{"id": "a", "url": "u", "language": "en", "title": "t", '
                                    '"te\\u0078t": @@5}',
}


@pytest.mark.parametrize("case", WRITTEN)
def test_a_bad_mapped_value_is_located_at_the_records_own_key(tmp_path, case):
    line = WRITTEN[case]
    path = tmp_path / "shard.jsonl"
    path.write_text(line.replace(AT, "") + "\n", encoding="utf-8")
    [problem] = load_records(MappedFile(str(path), FieldMapping((("doc_id", "id"), ("body", "text"),
                                                              ("source_ref", "url"))))).problems
    assert (problem.line, problem.column, problem.field) == (1, line.index(AT) + 1, "body")


def test_a_persian_key_written_as_json_dumps_writes_it_is_located(tmp_path):
    records = [{"شناسه": f"r{i}", "url": f"u{i}", "language": "fa", "title": "t", "متن": f"b{i}"}
               for i in range(5)]
    records[3]["متن"] = 7
    path = tmp_path / "shard.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")  # keys as \\u escapes
    line = path.read_text(encoding="utf-8").splitlines()[3]
    code, stderr = _run(COMMANDS["group"], path, "--field", "doc_id=شناسه", "--field", "body=متن",
                        "--field", "source_ref=url")
    assert code != 0 and f"{path}:4:{line.index(': 7') + 3}: body: body must be a string" in stderr
