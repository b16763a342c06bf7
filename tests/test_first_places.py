"""Where a first occurrence is, said so a person can go there: ``chars``' "first at FILE:LINE:COL"
of a compressed file says the position is in the decompressed text (as every located problem of
such a file does), and a doc_id repeated in a Parquet file names the first record's row group and
row, as a JSON file names its line."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma

import pytest

from tests.helpers import run_cli

RECORDS = [{"doc_id": f"d{n}", "source_ref": f"s{n}", "language": "en", "title": "t",
            "body": "plain" if n != 2 else "x \N{RIGHT-TO-LEFT OVERRIDE} y"} for n in range(4)]
TEXT = "".join(json.dumps(r) + "\n" for r in RECORDS).encode()


def _first_at(stdout: str) -> str:
    return next(line for line in stdout.splitlines() if line.startswith("  first at "))


@pytest.mark.parametrize(("kind", "compress"), [("gzip", gzip.compress), ("bzip2", bz2.compress),
                                                ("xz", lzma.compress)])
def test_first_at_in_a_compressed_file_says_it_is_in_the_decompressed_text(tmp_path, kind, compress):
    packed = tmp_path / "corpus.jsonl.data"  # the first bytes tell, not the name
    packed.write_bytes(compress(TEXT))
    plain = tmp_path / "corpus.jsonl"
    plain.write_bytes(TEXT)
    said, plain_said = (run_cli("chars", path) for path in (packed, plain))
    assert said.returncode == plain_said.returncode == 0, said.stderr + plain_said.stderr
    first, plain_first = _first_at(said.stdout), _first_at(plain_said.stdout)
    assert first == (plain_first.replace(str(plain), str(packed))
                     + f" (line and column in the {kind}-decompressed text)")
    assert first.startswith(f"  first at {packed}:3:")  # the line in the decompressed text


def test_first_at_in_a_plain_file_adds_nothing(tmp_path):
    plain = tmp_path / "corpus.jsonl"
    plain.write_bytes(TEXT)
    assert "decompressed" not in run_cli("chars", plain).stdout


def test_a_repeated_doc_id_in_parquet_names_the_first_record_s_row_group_and_row(tmp_path):
    pyarrow = pytest.importorskip("pyarrow")
    parquet = pytest.importorskip("pyarrow.parquet")
    records = [dict(RECORDS[0], doc_id=f"d{n}", body=f"body {n}") for n in range(30)]
    records[22]["doc_id"] = "d13"  # row group 3 (rows of 10), row 3; the first: row group 2, row 4
    path = tmp_path / "rows.parquet"
    parquet.write_table(pyarrow.Table.from_pylist(records), path, row_group_size=10)
    done = run_cli("group", path, "--problems-format", "json")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    [problem] = json.loads(done.stderr.splitlines()[0])["problems"]
    assert problem["message"] == ("doc_id 'd13' is already used by record 14 at row group 2, row 4 "
                                  "(row group 3, row 3)")
    assert (problem["record"], problem["doc_id"]) == (23, "d13")
