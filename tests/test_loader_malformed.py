"""A catalogue of malformed files and the exact located message each one gets.

Every case also checks that loading left the file's bytes as they were.
"""

from __future__ import annotations

import pytest

from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from core.input.loader import load_records


def record(doc_id="A", *, title="t", body="b", language="fa") -> bytes:
    return (
        f'{{"doc_id": "{doc_id}", "source_ref": "s", "language": "{language}", '
        f'"title": "{title}", "body": "{body}"}}'
    ).encode()


GOOD = record()
PERSIAN_TITLE = "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}"
SEED_PREFIX = b'[\n{"doc_id": "A", "source_ref": "s", "language": "fa", '

CATALOGUE = {
    "duplicate key": (
        SEED_PREFIX + b'"title": "t", "title": "u", "body": "b"}\n]',
        ["FILE:2:68: json: duplicate key 'title' in one object; a record has each field "
         "once (which of the values is meant?) (record 1, doc_id A, field title)"],
    ),
    "NaN": (
        SEED_PREFIX + b'"title": NaN, "body": "b"}\n]',
        ["FILE:2:63: json: NaN is not valid JSON (JSON has no NaN or Infinity); write a "
         "string (record 1, doc_id A)",
         "FILE:2:63: title: title must be a string of 1 to 4,096 characters; got the "
         "number nan, not a string: nothing is converted (record 1, doc_id A, field title)"],
    ),
    "Infinity": (
        SEED_PREFIX + b'"title": "t", "body": -Infinity}\n]',
        ["FILE:2:76: json: -Infinity is not valid JSON (JSON has no NaN or Infinity); "
         "write a string (record 1, doc_id A)",
         "FILE:2:76: body: body must be a string of 1 to 16,777,216 characters; got the "
         "number -inf, not a string: nothing is converted (record 1, doc_id A, field body)"],
    ),
    "invalid UTF-8 in a string": (
        SEED_PREFIX + b'"title": "ab\xffc", "body": "b"}\n]',
        ["FILE:2:66: encoding: invalid UTF-8 (invalid start byte, byte 0xFF); save the "
         "file as UTF-8 (record 1, doc_id A)"],
    ),
    "invalid UTF-8 outside strings": (
        b"[\xc3\x28]",
        ["FILE:1:2: encoding: invalid UTF-8: byte 0xC3; save the file as UTF-8 (record 1)"],
    ),
    "UTF-16 LE with BOM": (
        "[]".encode("utf-16-le").join([b"\xff\xfe", b""]),
        ["FILE:1:1: encoding: the file is UTF-16 (little-endian); save it as UTF-8"],
    ),
    "UTF-16 BE with BOM": (
        b"\xfe\xff" + "[]".encode("utf-16-be"),
        ["FILE:1:1: encoding: the file is UTF-16 (big-endian); save it as UTF-8"],
    ),
    "UTF-16 LE without BOM": (
        "[]".encode("utf-16-le"),
        ["FILE:1:1: encoding: the file is UTF-16 (little-endian) without a byte order "
         "mark; save it as UTF-8"],
    ),
    "UTF-16 BE without BOM": (
        "[]".encode("utf-16-be"),
        ["FILE:1:1: encoding: the file is UTF-16 (big-endian) without a byte order "
         "mark; save it as UTF-8"],
    ),
    "UTF-32 LE with BOM": (
        "[]".encode("utf-32"),
        ["FILE:1:1: encoding: the file is UTF-32 (little-endian); save it as UTF-8"],
    ),
    "UTF-32 BE without BOM": (
        "[]".encode("utf-32-be"),
        ["FILE:1:1: encoding: the file is UTF-32 (big-endian) without a byte order "
         "mark; save it as UTF-8"],
    ),
    "a binary file whose zero bytes no JSON text would have (a video's head)": (
        b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00",
        ["FILE:1:1: json: expected a JSON array of records ('[' ...) or JSON Lines (one object "
         "'{' ... per line)"],
    ),
    "a binary file starting with a zero byte and a control": (
        b"\x00\x01\x02binary\xff\xfe",
        ["FILE:1:1: json: expected a JSON array of records ('[' ...) or JSON Lines (one object "
         "'{' ... per line)"],
    ),
    "lone surrogate escape": (
        SEED_PREFIX + b'"title": "ab\\ud800c", "body": "b"}\n]',
        ["FILE:2:66: unicode: title holds a lone surrogate U+D800 at character 3; it has "
         "no UTF-8 encoding (fix the text or its \\u escape) (record 1, doc_id A, field title)"],
    ),
    "deep nesting": (
        b"[" * 100_000,
        ["FILE:1:2: json: nesting is too deep (a record is a flat object of five strings) "
         "(record 1)"],
    ),
    "trailing garbage": (
        b"[" + GOOD + b"] x",
        ["FILE:1:83: json: unexpected text after the end of the array"],
    ),
    "truncated file": (
        b"[" + GOOD + b', {"doc_id": "B", "sou',
        ["FILE:1:99: json: a string starts here but never ends (is the file truncated?) "
         "(record 2)"],
    ),
    "array never closed": (
        b"[" + GOOD,
        ["FILE:1:81: json: the file ends before the array is closed with ']' (is it "
         "truncated?)"],
    ),
    "empty file": (
        b"",
        ["FILE:1:1: records: no records in the file; the corpus profile accepts at least "
         "1 record"],
    ),
    "empty array": (
        b"[]",
        ["FILE:1:1: records: no records in the file; the corpus profile accepts at least "
         "1 record"],
    ),
    "not records at all": (
        b'"text"',
        ["FILE:1:1: json: expected a JSON array of records ('[' ...) or JSON Lines (one "
         "object '{' ... per line)"],
    ),
    "non-object element": (
        b"[" + GOOD + b", 1]",
        ["FILE:1:83: fields: a record must be a JSON object with the fields doc_id, "
         "source_ref, language, title, body; got the number 1 (record 2)"],
    ),
    "missing and extra fields": (
        b'[{"doc_id": "A", "language": "fa", "title": "t", "body": "b", "x": 1}]',
        ["FILE:1:63: fields: a record has exactly the fields doc_id, source_ref, language, "
         "title, body: missing source_ref; unknown 'x' (record 1, doc_id A)"],
    ),
    "JSON Lines with an unknown field, pointed at its key": (
        GOOD + b'\n{"doc_id": "B", "source_ref": "s", "Title": "t", "language": "fa", "body": "b"}\n',
        ["FILE:2:36: fields: a record has exactly the fields doc_id, source_ref, language, "
         "title, body: missing title; unknown 'Title' (record 2, doc_id B)"],
    ),
    "unknown field written with escapes, pointed at its key": (
        b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", "body": "b", '
        b'"\\u0078": 1}]',
        ["FILE:1:82: fields: a record has exactly the fields doc_id, source_ref, language, "
         "title, body: unknown 'x' (record 1, doc_id A)"],
    ),
    "non-string body": (
        SEED_PREFIX + b'"title": "t", "body": 5}\n]',
        ["FILE:2:76: body: body must be a string of 1 to 16,777,216 characters; got the "
         "number 5, not a string: nothing is converted; write the string \"5\" (record 1, doc_id A, "
         "field body)"],
    ),
    "bad id": (
        b"[" + record("1 bad") + b"]",
        ["FILE:1:13: identity: doc_id must be 1 to 2,048 visible ASCII characters (U+0021 to "
         "U+007E): no space, control or non-ASCII character; got '1 …' (character 2 is U+0020 "
         "SPACE) (record 1, field doc_id)"],
    ),
    "duplicate doc_id": (
        b"[\n" + GOOD + b",\n" + record("B") + b",\n" + GOOD + b"\n]",
        ["FILE:4:12: duplicate_doc_id: doc_id 'A' is already used by record 1 at line 2 "
         "(record 3, doc_id A, field doc_id)"],
    ),
    "JSON Lines with a bad line among good ones": (
        GOOD + b"\n" + record("B", title="") + b"\n\n" + record("C") + b"\n{oops\n",
        ["FILE:2:63: title: title must have 1 to 4,096 characters; it has 0 (record 2, "
         "doc_id B, field title)",
         "FILE:5:2: json: expected a key in double quotes (record 4)"],
    ),
    "JSON Lines with a duplicate doc_id": (
        GOOD + b"\r\n" + GOOD + b"\r\n",
        ["FILE:2:12: duplicate_doc_id: doc_id 'A' is already used by record 1 at line 1 "
         "(record 2, doc_id A, field doc_id)"],
    ),
    "long integer in a body": (
        SEED_PREFIX + b'"title": "t", "body": ' + b"1" * 5000 + b"}\n]",
        ["FILE:2:76: body: body must be a string of 1 to 16,777,216 characters; got the "
         "number 11111111\N{HORIZONTAL ELLIPSIS} (5,000 digits), not a string: nothing is converted "
         "(record 1, doc_id A, field body)"],
    ),
    "long negative integer in an unknown field": (
        b"[" + GOOD[:-1] + b', "x": -' + b"9" * 4301 + b"}]",
        ["FILE:1:82: fields: a record has exactly the fields doc_id, source_ref, language, "
         "title, body: unknown 'x' (record 1, doc_id A)"],
    ),
    "JSON Lines with a long integer title": (
        GOOD + b'\n{"doc_id": "B", "source_ref": "s", "language": "fa", "title": ' + b"7" * 4400
        + b', "body": "b"}\n',
        ["FILE:2:63: title: title must be a string of 1 to 4,096 characters; got the number "
         "77777777\N{HORIZONTAL ELLIPSIS} (4,400 digits), not a string: nothing is converted (record 2, "
         "doc_id B, field title)"],
    ),
    "duplicate doc_id after a string holding '},{'": (
        b"[\n" + record("A", body="x},{y") + b",\n" + record("B") + b",\n" + GOOD + b"\n]",
        ["FILE:4:12: duplicate_doc_id: doc_id 'A' is already used by record 1 at line 2 "
         "(record 3, doc_id A, field doc_id)"],
    ),
    "a broken record resumed at a '},{' inside its key": (  # found by tests/fuzz
        b'[{"\\u007},{3":1}]',
        ["FILE:1:5: json: invalid \\uXXXX escape in a string (record 1)",
         "FILE:1:12: json: expected a key in double quotes (record 2)"],
    ),
    "JSON Lines ending in a line of only a form feed": (
        GOOD + b"\n\f",
        ["FILE:2:1: json: expected a JSON value here (record 2)"],
    ),
    "JSON Lines ending in a line of only a vertical tab": (
        GOOD + b"\n\v\n",
        ["FILE:2:1: json: expected a JSON value here (record 2)"],
    ),
    "two records on one JSON Lines line": (
        GOOD + b" " + record("B") + b"\n",
        ["FILE:1:81: json: unexpected text after the record; JSON Lines holds one record "
         "a line (record 1, doc_id A)"],
    ),
}


def load(tmp_path, name: str, data: bytes, limits=CORPUS_LIMITS):
    path = tmp_path / name
    path.write_bytes(data)
    loaded = load_records(str(path), limits=limits)
    assert path.read_bytes() == data, "loading must never change the file"
    return loaded, str(path)


def lines_of(loaded, path: str) -> list[str]:
    return [str(problem).replace(path, "FILE") for problem in loaded.problems]


@pytest.mark.parametrize("case", list(CATALOGUE))
def test_catalogue_message(tmp_path, case):
    data, expected = CATALOGUE[case]
    suffix = ".jsonl" if case.startswith("JSON Lines") or "JSON Lines" in case else ".json"
    loaded, path = load(tmp_path, "input" + suffix, data)
    assert lines_of(loaded, path) == expected


def test_every_problem_has_an_offset_into_the_raw_bytes(tmp_path):
    data, _ = CATALOGUE["duplicate doc_id"]
    loaded, _ = load(tmp_path, "input.json", data)
    (problem,) = loaded.problems
    assert data[problem.offset:problem.offset + 3] == b'"A"'


def test_utf8_bom_is_accepted(tmp_path):
    loaded, _ = load(tmp_path, "bom.json", b"\xef\xbb\xbf[" + GOOD + b"]")
    assert loaded.problems == []
    assert [r.doc_id for r in loaded.records] == ["A"]


def test_bom_does_not_count_as_a_column(tmp_path):
    loaded, path = load(tmp_path, "bom.json", b"\xef\xbb\xbf[1]")
    assert lines_of(loaded, path)[0].startswith("FILE:1:2: fields:")


def test_crlf_json_lines_load(tmp_path):
    data = GOOD + b"\r\n" + record("B", title=PERSIAN_TITLE) + b"\r\n"
    loaded, _ = load(tmp_path, "crlf.jsonl", data)
    assert loaded.problems == [] and loaded.format == "jsonl"
    assert [r.title for r in loaded.records] == ["t", PERSIAN_TITLE]


def test_column_counts_characters_not_bytes(tmp_path):
    data = b"[" + record("A", title=PERSIAN_TITLE) + b", 1]"
    loaded, path = load(tmp_path, "fa.json", data)
    assert lines_of(loaded, path)[0].startswith("FILE:1:85: fields:")


def test_more_than_128_records_under_the_seed_profile(tmp_path):
    data = b"[\n" + b",\n".join(record(f"R{i}") for i in range(129)) + b"\n]"
    loaded, path = load(tmp_path, "many.json", data, SEED_LIMITS)
    assert lines_of(loaded, path) == [
        "FILE:130:1: records: the file holds 129 records; the seed profile accepts "
        "1 to 128 records (record 129)"
    ]
    assert loaded.total_records == 129


def test_missing_file_and_directory(tmp_path):
    missing = load_records(str(tmp_path / "nope.json"))
    assert [str(p) for p in missing.problems] == [
        f"{tmp_path / 'nope.json'}: file: the file cannot be read: No such file or directory"
    ]
    folder = load_records(str(tmp_path))
    assert [str(p) for p in folder.problems] == [
        f"{tmp_path}: file: not a regular file: it is a directory; give a regular file, or '-' "
        "to read standard input (for example: docdedup group - < FILE)"
    ]
    assert folder.records == []


def test_seed_record_count_is_located_when_a_string_holds_a_boundary(tmp_path):
    items = [record("A", body="x},{y")] + [record(f"R{i}") for i in range(128)]
    loaded, path = load(tmp_path, "many.json", b"[\n" + b",\n".join(items) + b"\n]", SEED_LIMITS)
    assert lines_of(loaded, path) == [
        "FILE:130:1: records: the file holds 129 records; the seed profile accepts "
        "1 to 128 records (record 129)"
    ]


def test_boundaries_inside_strings_and_bad_records_keep_duplicates_located(tmp_path):
    # A nested value and a number among the records, '},{' in strings: every
    # duplicate still points at its doc_id, and names the first record's line.
    items = [record("A", title="a},{b", body="}, {"), b'{"x": [{}, {}]}', b"7", record("B"),
             record("A"), record("B", body="q},{")]
    loaded, _ = load(tmp_path, "mixed.json", b"[\n" + b",\n".join(items) + b"\n]")
    duplicates = [p for p in loaded.problems if p.code == "duplicate_doc_id"]
    assert [(p.line, p.column, p.message) for p in duplicates] == [
        (6, 12, "doc_id 'A' is already used by record 1 at line 2"),
        (7, 12, "doc_id 'B' is already used by record 4 at line 5"),
    ]


@pytest.mark.parametrize("ending", [b"\f", b"\v", b"\f\n", b"\v\n", b"\x0c\x0b"])
def test_json_lines_verdict_does_not_depend_on_the_batch_size(tmp_path, ending):
    # The streamed read takes 2-4 MB batches: the verdict and its place must be
    # those of a small file whichever batch the last line falls in.
    for count in (1, 30_000, 60_000):  # 80 bytes, 2.4 MB and 4.8 MB before the ending
        data = b"".join(record(f"R{i}") + b"\n" for i in range(count)) + ending
        loaded, path = load(tmp_path, "end.jsonl", data)
        lines = data.count(b"\n") + 1 - data.endswith(b"\n")
        assert lines_of(loaded, path) == [
            f"FILE:{lines}:1: json: expected a JSON value here (record {lines})"
        ]


def test_every_bad_line_is_reported(tmp_path):
    data = b"\n".join([GOOD, b"{", record("B", body=""), b"[]", record("C")])
    loaded, _ = load(tmp_path, "lines.jsonl", data)
    assert [(p.code, p.line) for p in loaded.problems] == [
        ("json", 2), ("body", 3), ("fields", 4)
    ]
    assert [r.doc_id for r in loaded.records] == ["A", "C"]
    assert loaded.total_records == 5


def test_every_invalid_record_of_an_array_is_reported(tmp_path):
    items = [record("A"), record("B", title=""), record("C", language="x y"), b"[]"]
    loaded, _ = load(tmp_path, "array.json", b"[\n" + b",\n".join(items) + b"\n]")
    assert [(p.code, p.line, p.record) for p in loaded.problems] == [
        ("title", 3, 2), ("language", 4, 3), ("fields", 5, 4)
    ]
