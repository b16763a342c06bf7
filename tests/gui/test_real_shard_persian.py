"""In Persian, every problem the real shards give (a URL id made an IRI, a key the record lacks, a key
inside metadata, a null or an integer where a string belongs, a Parquet column of int64 or one
not there) is shown translated, with how and where its record was read said in Persian too, and
what the file or the command line holds (keys, columns, the mapping) left to right in isolates."""

from __future__ import annotations

import gzip
import json

import pytest

from docdedup_gui.problems.problem_text import problem_message
from tests.gui.test_persian_new_sentences import LRI, PDI, persian_only
from tests.helpers import run_cli
from tests.real_shards import SHARDS, rows

pytest.importorskip("pyarrow")
pytest.importorskip("zstandard")

def _mapped(*fields: str, title: bool = True) -> list[str]:
    """``--field`` of each ``FIELD=KEY``, then language en and (unless not) title t."""
    options = [word for pair in fields for word in ("--field", pair)] + ["--set", "language=en"]
    return options + (["--set", "title=t"] if title else [])


DOLMA = _mapped("doc_id=id", "source_ref=id", "body=text")
CASES = [
    ("dolma_test.jsonl.zst", DOLMA),
    ("nemo_curator_sample_data_rawdoc.jsonl", _mapped("body=text", title=False)),
    ("datatrove_test_sample_fixed.jsonl.gz", _mapped("doc_id=id", "source_ref=metadata.url", "body=text")),
    ("parquet_testing_datapage_v2.snappy.parquet", _mapped("doc_id=a", "source_ref=a", "body=a")),
    ("parquet_testing_sort_columns.parquet", _mapped("doc_id=a", "source_ref=b", "body=b")),
    ("parquet_testing_delta_byte_array.parquet",
     _mapped("doc_id=c_customer_id", "source_ref=url", "body=text")),
]


def _messages(path, options) -> list[str]:
    done = run_cli("group", path, *options, "--problems-format", "json", "--max-problems", "all")
    return list(dict.fromkeys(p["message"] for p in json.loads(done.stderr.splitlines()[0])["problems"]))


@pytest.mark.parametrize(("name", "options"), CASES)
def test_a_real_shard_s_problems_read_in_persian(persian, name, options):
    for message in _messages(SHARDS / name, options):
        shown = problem_message(message)
        assert persian_only(shown), (message, shown)
        assert "(read with" not in shown and "decompressed" not in shown and "row group" not in shown
        if "(read with " in message:
            assert f"{LRI}--field " in shown  # the mapping as typed, left to right


def test_an_integer_id_and_a_null_url_read_in_persian(persian, tmp_path):
    records = rows(SHARDS / "dolma_cc_en_head-0091.jsonl.gz")[:2]
    records[0]["url"], records[1]["url"] = None, "u"
    records[1]["id"] = 17
    shard = tmp_path / "shard.jsonl.gz"
    shard.write_bytes(gzip.compress("".join(json.dumps(r) + "\n" for r in records).encode()))
    null, number = _messages(shard, _mapped("doc_id=id", "source_ref=url", "body=text"))
    for message in (null, number):
        assert persian_only(problem_message(message)), (message, problem_message(message))
    assert f"{LRI}\"17\"{PDI}" in problem_message(number)  # the string to write, as it is written


def test_an_id_refused_for_a_character_outside_visible_ascii_reads_in_persian(persian, tmp_path):
    records = rows(SHARDS / "dolma_cc_en_head-0174.jsonl.gz")[:2]
    records[1]["id"] = records[1]["id"].replace("http://", "http://fa.wikipedia.org/wiki/\u062d\u0627\u0641\u0638/")
    shard = tmp_path / "iri.jsonl.gz"
    shard.write_bytes(gzip.compress("".join(json.dumps(r) + "\n" for r in records).encode()))
    [message] = _messages(shard, DOLMA)
    assert "visible ASCII" in message
    assert persian_only(problem_message(message)), (message, problem_message(message))
