"""What real shards hold that made-up files did not, and what each message tells the person:
a file without the key a field is read from (NeMo Curator's raw documents, a dolma .zst), an
integer column read as doc_id, binary columns, URL and URN ids (dolma, datatrove) read as they
are written (one made an IRI: refused at its first non-ASCII character), and real records given
an integer id, a null url, U+2028, a character outside the BMP and CRLF. Nothing is converted
or filled in: a value that is not a string is a located problem."""

from __future__ import annotations

import gzip
import json

import pytest

from tests.helpers import run_cli
from tests.real_shards import DOLMA, SHARDS, UNTITLED, Case, raw_text, rows, value_column

pytest.importorskip("pyarrow")
pytest.importorskip("zstandard")

EVERY = [["group"], ["chars"], ["neighbours"], ["similar", "A"], ["explain", "A", "B"], ["canonical", "A"],
         ["review", "status"], ["review", "export", "--format", "csv"]]


def _every_command(path, options: list[str]):
    """Each command's run on ``path``: problems as JSON, all of them."""
    for words in EVERY:
        cut = 2 if words[0] == "review" else 1
        before, after = words[:cut], words[cut:]
        done = run_cli(*before, path, *after, *options, "--problems-format", "json", "--max-problems", "all")
        assert "Traceback" not in done.stderr, done.stderr
        yield words, done


def _problems(stderr: str) -> list[dict]:
    reports = [json.loads(line) for line in stderr.splitlines() if line.startswith('{"problems"')]
    return [problem for report in reports for problem in report["problems"]]


def test_a_file_without_an_id_key_says_which_keys_it_has_and_how_to_name_one():
    path = SHARDS / "nemo_curator_sample_data_rawdoc.jsonl"
    options = ["--field", "body=text", "--field", "title=title", "--set", "language=en"]
    for words, done in _every_command(path, options):
        assert done.returncode == 1, (words, done.stderr)
        problems = _problems(done.stderr)
        assert len(problems) == 2 * len(rows(path))  # doc_id and source_ref of every record
        first = problems[0]
        assert (first["code"], first["field"], first["line"], first["column"]) == ("fields", "doc_id", 1, 1)
        assert first["message"] == (
            "no key 'doc_id' in the record: --field body=text --field title=title --set language=en does not "
            "map doc_id, so it is read from the key 'doc_id'; name its key with --field doc_id=KEY "
            "(the record's keys: 'text', 'title')")


def test_a_zstd_shard_without_the_mapped_keys_names_the_keys_it_has_in_the_decompressed_text():
    path = SHARDS / "dolma_test.jsonl.zst"
    options = [f"--field={f}={k}" for f, k in DOLMA.items()] + [f"--set={f}={v}" for f, v in UNTITLED.items()]
    for words, done in _every_command(path, options):
        assert done.returncode == 1, (words, done.stderr)
        problems = _problems(done.stderr)
        assert [(p["field"], p["line"], p["column"]) for p in problems] == [
            ("doc_id", 1, 1), ("source_ref", 1, 1), ("body", 1, 1)]
        assert all("(the record's keys: 'message')" in p["message"] for p in problems)
        assert all("(line and column in the zstd-decompressed text)" in p["message"] for p in problems)
        assert "reads body from" in problems[2]["message"]


@pytest.mark.parametrize(("name", "options", "said"), [
    ("parquet_testing_sort_columns.parquet",
     ["--field", "doc_id=a", "--field", "source_ref=b", "--field", "body=b"],
     "the Parquet column 'a' (read as doc_id) holds int64, not strings: doc_id is text, and nothing is "
     "converted"),
    ("parquet_testing_nation.dict-malformed.parquet",
     ["--field", "doc_id=name", "--field", "source_ref=name", "--field", "body=comment_col"],
     "the Parquet column 'name' (read as doc_id) holds binary, not strings"),
    ("parquet_testing_delta_byte_array.parquet",
     ["--field", "doc_id=c_customer_id", "--field", "source_ref=url", "--field", "body=text"],
     "the Parquet file has no column 'url' (source_ref), 'text' (body), named by --field "
     "doc_id=c_customer_id --field source_ref=url --field body=text --set title=t --set language=en "
     "(its columns: c_customer_id, c_salutation, "),
])
def test_a_parquet_column_that_cannot_be_read_as_mapped_is_said_for_every_command(name, options, said):
    options = [*options, "--set", "title=t", "--set", "language=en"]
    for words, done in _every_command(SHARDS / name, options):
        assert done.returncode == 1, (words, done.stderr)
        [problem] = _problems(done.stderr)
        assert problem["code"] == "file" and problem["message"].startswith(said), problem["message"]


def test_integer_ids_are_a_problem_at_each_value_saying_nothing_is_converted(tmp_path):
    """sort_columns' int64 column as JSON Lines, as a pipeline writing ids as numbers would."""
    shard = tmp_path / "numbers.jsonl.gz"
    records = rows(SHARDS / "parquet_testing_sort_columns.parquet")
    text = "".join(json.dumps(row) + "\n" for row in records)
    shard.write_bytes(gzip.compress(text.encode()))
    done = run_cli("group", shard, "--field", "doc_id=a", "--field", "source_ref=b", "--field", "body=b",
                   "--set", "title=t", "--set", "language=en", "--problems-format", "json")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    problems = _problems(done.stderr)
    lines = text.split("\n")
    assert [p["line"] for p in problems] == list(range(1, len(records) + 1))  # no id is a string
    for problem, row in zip(problems, records, strict=True):
        assert problem["column"] == value_column(lines[problem["line"] - 1], "a")
        if row["a"] is None:
            assert "got null, not a string: nothing is filled in; give it a value" in problem["message"]
        else:
            assert (f'got the number {row["a"]}, not a string: nothing is converted; write the string '
                    f'"{row["a"]}"') in problem["message"]


VISIBLE_ASCII = set(map(chr, range(0x21, 0x7F)))  # the corpus profile's doc_id characters, written again


def test_url_ids_are_read_as_the_pipeline_wrote_them():
    """dolma's ids are URLs (``?``, ``=``, ``;``): each record is a member of the report under
    its id, character for character."""
    case = Case("dolma_cc_en_head-0174.jsonl.gz", DOLMA, UNTITLED)
    done = run_cli("group", case.path, *case.options, "--problems-format", "json")
    assert done.returncode == 0, done.stderr
    ids = [row["id"] for row in rows(case.path)]
    assert sum(bool(set(doc_id) & set("?=;")) for doc_id in ids) == 2  # what the rule once refused
    report = json.loads(done.stdout)
    assert sorted(m["doc_id"] for g in report["groups"] for m in g["members"]) == sorted(ids)


def test_urn_ids_are_read_as_written_and_only_the_empty_texts_are_said():
    """datatrove's ids are ``<urn:uuid:...>`` and its texts are empty: each record's one problem
    is its empty body, named by its id as written."""
    case = Case("datatrove_test_sample_fixed.jsonl.gz", DOLMA, UNTITLED)
    done = run_cli("group", case.path, *case.options, "--problems-format", "json", "--max-problems", "all")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    ids = [row["id"] for row in rows(case.path)]
    assert all(doc_id.startswith("<urn:uuid:") and doc_id.endswith(">") for doc_id in ids)
    problems = _problems(done.stderr)
    assert [(p["code"], p["doc_id"]) for p in problems] == [("body", doc_id) for doc_id in ids]
    assert all("it has 0" in p["message"] for p in problems)
    # Read with a non-empty field as body, the same records group under their ids.
    grouped = run_cli("group", case.path, "--field", "doc_id=id", "--field", "source_ref=id",
                      "--field", "body=id", "--set", "language=en", "--set", "title=t")
    assert grouped.returncode == 0, grouped.stderr
    members = [m["doc_id"] for g in json.loads(grouped.stdout)["groups"] for m in g["members"]]
    assert members == sorted(ids)


@pytest.mark.parametrize(("cut", "put"), [("http://", "http://fa.wikipedia.org/wiki/\u062d\u0627\u0641\u0638/"),
                                          ("?", " ?"), ("?", "\u200e?")])
def test_an_id_with_a_character_outside_visible_ascii_names_its_first_refused_character(tmp_path, cut, put):
    """A real URL id made an IRI, given a space or a bidi mark: refused where that character is."""
    records = rows(SHARDS / "dolma_cc_en_head-0174.jsonl.gz")
    changed = [n for n, row in enumerate(records) if cut in row["id"]][:2]
    for number in changed:
        records[number]["id"] = records[number]["id"].replace(cut, put, 1)
    shard = tmp_path / "refused.jsonl.gz"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    shard.write_bytes(gzip.compress(text.encode()))
    done = run_cli("group", shard, *Case("", DOLMA, UNTITLED).options, "--problems-format", "json")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    problems = [p for p in _problems(done.stderr) if p["field"] == "doc_id"]
    assert [p["record"] for p in problems] == [n + 1 for n in changed]
    lines = raw_text(shard).decode().split("\n")
    for problem, number in zip(problems, changed, strict=True):
        doc_id = records[number]["id"]
        at = next(i for i, c in enumerate(doc_id) if c not in VISIBLE_ASCII)
        said = f"got {doc_id[:at + 1] + '…'!r} (character {at + 1} is U+{ord(doc_id[at]):04X} "
        assert said in problem["message"]
        assert (problem["line"], problem["column"]) == (number + 1, value_column(lines[number], "id"))
        assert "(line and column in the gzip-decompressed text)" in problem["message"]


VARIANTS = {  # a real dolma record given what other pipelines' records hold
    "line separator": lambda r: r.update(text=r["text"][:50] + "\u2028" + r["text"][50:]),
    "beyond the BMP": lambda r: r.update(text=r["text"][:50] + "\U0001F600\U00010348" + r["text"][50:]),
    "CRLF": lambda r: r.update(text=r["text"].replace("\n", "\r\n")),
    "nested metadata and extra keys":
        lambda r: r.update(metadata={"url": None, "x": [1, {"y": "\u2029"}]}, url="u"),
}


def _canonical_hex(language: str, title: str, body: str) -> str:
    value = ["doc-content-v1", language, title, body]
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8").hex()


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_real_records_with_other_pipelines_characters_are_read_as_they_are(tmp_path, variant):
    records = rows(SHARDS / "dolma_cc_en_head-0091.jsonl.gz")[:3]
    VARIANTS[variant](records[1])
    records[2] = dict(records[1], id=records[2]["id"])  # an exact duplicate of the changed record
    shard = tmp_path / "variant.jsonl.gz"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    shard.write_bytes(gzip.compress(text.encode()))
    case = Case("variant", DOLMA, UNTITLED)
    grouped = run_cli("group", shard, *case.options)
    assert grouped.returncode == 0, grouped.stderr
    [group] = [g for g in json.loads(grouped.stdout)["groups"] if len(g["members"]) > 1]
    assert [m["doc_id"] for m in group["members"]] == sorted([records[1]["id"], records[2]["id"]])
    canonical = run_cli("canonical", shard, records[1]["id"], *case.options, "--format", "hex")
    assert canonical.returncode == 0, canonical.stderr
    assert canonical.stdout.split()[0] == _canonical_hex("en", "untitled", records[1]["text"])


def test_a_null_url_and_an_integer_id_in_real_records_are_located_at_their_values(tmp_path):
    records = rows(SHARDS / "dolma_cc_en_head-0091.jsonl.gz")[:3]
    for record in records:
        record["url"] = record["id"]
    records[0]["url"] = None
    records[2]["id"] = 1_800_000_000_000
    text = "".join(json.dumps(r, ensure_ascii=False) + "\r\n" for r in records)  # as written on Windows
    shard = tmp_path / "nulls.jsonl.gz"
    shard.write_bytes(gzip.compress(text.encode()))
    options = ["--field", "doc_id=id", "--field", "source_ref=url", "--field", "body=text",
               "--set", "language=en", "--set", "title=untitled"]
    done = run_cli("group", shard, *options, "--problems-format", "json")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    url, number = _problems(done.stderr)
    lines = raw_text(shard).decode().split("\r\n")
    assert (url["line"], url["column"], url["field"]) == (1, value_column(lines[0], "url"), "source_ref")
    assert "got null, not a string: nothing is filled in; give it a value" in url["message"]
    assert (number["line"], number["column"], number["field"]) == (3, value_column(lines[2], "id"), "doc_id")
    said = 'got the number 1800000000000, not a string: nothing is converted; write the string "18000'
    said += '00000000"'
    assert said in number["message"]
    assert all("(line and column in the gzip-decompressed text)" in p["message"] for p in (url, number))


def test_a_key_inside_metadata_is_said_to_be_out_of_reach(tmp_path):
    """datatrove keeps the URL in metadata.url: a user naming it is told only top-level keys are read."""
    path = SHARDS / "datatrove_test_sample_fixed.jsonl.gz"
    done = run_cli("group", path, "--field", "doc_id=id", "--field", "body=text",
                   "--field", "source_ref=metadata.url", "--set", "language=en", "--set", "title=t",
                   "--problems-format", "json")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    said = [p for p in _problems(done.stderr) if p["field"] == "source_ref"]
    assert [p["line"] for p in said] == [1, 2, 3]
    sentence = ("only top-level keys can be named, a key inside 'metadata' is not looked up "
                "(the record's keys: 'id', 'text', 'media', 'metadata')")
    assert all(sentence in p["message"] for p in said)
