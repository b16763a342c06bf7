"""A folder or a quoted glob of real shards read with a mapping: every shard is read mapped (the
folder's files are the pipeline's, not files of the five fields), as when each is named; a
folder of Parquet shards (as the Hugging Face hub keeps a dataset) is found too."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.helpers import run_cli
from tests.real_shards import DOLMA, SHARDS, UNTITLED, Case

pytest.importorskip("pyarrow")

DOLMA_SHARDS = ["dolma_cc_en_head-0091.jsonl.gz", "dolma_cc_en_head-0174.jsonl.gz",
                "dolma_documents_000.json.gz"]


def _group(*args) -> tuple[dict, str]:
    done = run_cli("group", *args, "--skip-invalid")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    return json.loads(done.stdout), done.stderr


def test_a_folder_and_a_glob_of_dolma_shards_are_read_mapped_as_the_shards_named(tmp_path):
    folder = tmp_path / "dolma"
    folder.mkdir()
    for name in DOLMA_SHARDS:
        shutil.copyfile(SHARDS / name, folder / name)
    options = Case("", DOLMA, UNTITLED).options
    named, named_said = _group(*sorted(folder.iterdir()), *options)
    assert named["records"] == 30 and named["mapping"]["fields"] == DOLMA  # URL ids with ? = ; too
    for given in (folder, f"{folder}/*.gz"):
        result, said = _group(given, *options)
        assert result == dict(named, shards=result["shards"]) and result["shards"] == named["shards"]
        assert said == named_said and "(character " not in said


def test_a_folder_of_parquet_shards_is_found_and_read_mapped(tmp_path):
    import pyarrow as arrow
    import pyarrow.parquet as parquet

    folder = tmp_path / "hub" / "data"
    folder.mkdir(parents=True)
    first = folder / "train-00000-of-00002.parquet"
    shutil.copyfile(SHARDS / "parquet_testing_delta_byte_array.parquet", first)
    table = parquet.read_table(first)
    ids = arrow.array([f"B{value}" for value in table["c_customer_id"].to_pylist()])
    parquet.write_table(table.set_column(0, "c_customer_id", ids), folder / "train-00001-of-00002.parquet")
    options = ["--field", "doc_id=c_customer_id", "--field", "source_ref=c_customer_id",
               "--field", "body=c_birth_country", "--set", "language=en", "--set", "title=birth country"]
    found, _said = _group(folder, *options)
    named, _said = _group(*sorted(folder.iterdir()), *options)
    assert found == named and found["records"] == 2 * (1000 - 31)  # c_birth_country: 31 nulls a shard
    assert max(len(group["members"]) for group in found["groups"]) > 1
