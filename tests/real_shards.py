"""The real shards of tests/data/real_shards, the mapping a user of each pipeline writes, and
this test suite's own reading of them: decompressed with the standard library and zstandard,
Parquet read with pyarrow, each record's value found by a scanner of its own, and the same
records rewritten as plain JSON Lines with the five fields (values kept as they are: an
integer stays an integer, a null stays null)."""

from __future__ import annotations

import gzip
import io
import json
from dataclasses import dataclass, field
from json.decoder import scanstring
from pathlib import Path

SHARDS = Path(__file__).resolve().parent / "data" / "real_shards"
FIVE = ("doc_id", "source_ref", "language", "title", "body")
_WHITESPACE = " \t\r\n"


@dataclass(frozen=True)
class Case:
    """One real file and how a user of its pipeline reads it."""

    name: str
    fields: dict[str, str]  # record field -> the file's key (or Parquet column)
    values: dict[str, str] = field(default_factory=dict)  # --set
    pair: tuple[str, str] | None = None  # two doc_ids for similar / explain / canonical

    @property
    def path(self) -> Path:
        return SHARDS / self.name

    @property
    def options(self) -> list[str]:
        given = [f"--field={f}={key}" for f, key in self.fields.items()]
        return given + [f"--set={f}={value}" for f, value in self.values.items()]

    def source(self, record_field: str) -> str:
        return self.fields.get(record_field, record_field)


def raw_text(path: Path) -> bytes:
    """The bytes of ``path`` decompressed, told by their first bytes."""
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        return gzip.decompress(data)
    if data[:4] == b"\x28\xb5\x2f\xfd":
        import zstandard

        # A frame written as a stream has no content size: read it as a stream.
        return zstandard.ZstdDecompressor().stream_reader(io.BytesIO(data)).read()
    return data


def is_parquet(path: Path) -> bool:
    return path.read_bytes()[:4] == b"PAR1"


def rows(path: Path) -> list[dict]:
    """The file's records as Python objects: JSON Lines parsed line by line, Parquet's rows."""
    if is_parquet(path):
        import pyarrow.parquet as parquet

        return parquet.read_table(path).to_pylist()
    lines = raw_text(path).decode("utf-8").split("\n")
    return [json.loads(line) for line in lines if line.strip()]


def row_places(path: Path) -> list[tuple[int, int]]:
    """(row group, row in it), 1-based, of each row of a Parquet file."""
    import pyarrow.parquet as parquet

    metadata = parquet.ParquetFile(path).metadata
    return [(group + 1, row + 1) for group in range(metadata.num_row_groups)
            for row in range(metadata.row_group(group).num_rows)]


def mapped(case: Case, row: dict) -> dict:
    """The record ``row`` read through the case's mapping, its values as they are."""
    return {f: case.values[f] if f in case.values else row.get(case.source(f)) for f in FIVE}


def write_plain(case: Case, path: Path) -> Path:
    """The same records as plain JSON Lines with the five fields, one per line."""
    lines = (json.dumps(mapped(case, row), ensure_ascii=False) + "\n" for row in rows(case.path))
    path.write_text("".join(lines), encoding="utf-8")
    return path


def value_column(line: str, key: str) -> int:
    """The 1-based column (in code points) where the value of top-level ``key`` starts in the
    JSON object on ``line``; walked here, key by key, without the product's code."""
    decoder = json.JSONDecoder()
    at = line.index("{") + 1
    while True:
        while line[at] in _WHITESPACE:
            at += 1
        name, at = scanstring(line, at + 1)
        while line[at] in _WHITESPACE + ":":
            at += 1
        if name == key:
            return at + 1
        _value, at = decoder.raw_decode(line, at)
        while line[at] in _WHITESPACE + ",":
            at += 1


DOLMA = {"doc_id": "id", "source_ref": "id", "body": "text"}
UNTITLED = {"language": "en", "title": "untitled"}

CASES = {
    # Every record valid: every command's output is the plain file's.
    "dolma-0091": Case("dolma_cc_en_head-0091.jsonl.gz", DOLMA, UNTITLED,
                       ("http://100kinvesting.com/2016/11/28/first-teleconference-calls-invoice-factoring/",
                        "http://100women.ng/category/celebrating-female-entrepreneurs/")),
    # URLs with ? = ; as ids, read as they are written.
    "dolma-0174": Case("dolma_cc_en_head-0174.jsonl.gz", DOLMA, UNTITLED,
                       ("http://archives2.getty.edu:8082/xtf/view?docId=ead/2002.M.13/2002.M.13.xml",
                        "http://blog.captainthin.net/?tag=kjv-only")),
    "dolma-documents": Case("dolma_documents_000.json.gz", DOLMA, UNTITLED,
                            ("http://advocatesaz.org/tag/antibiotic-resistant-bacteria/",
                             "http://advocatesaz.org/tag/good-cholesterol/")),
    # ids written <urn:uuid:...>, empty texts.
    "datatrove": Case("datatrove_test_sample_fixed.jsonl.gz", DOLMA, UNTITLED,
                      ("<urn:uuid:635d9bb1-541b-4c9b-966e-2e1bd6a08ae2>",
                       "<urn:uuid:6f331545-7c6c-40e5-b37e-e836d91538c7>")),
    "parquet-delta": Case("parquet_testing_delta_byte_array.parquet",
                          {"doc_id": "c_customer_id", "source_ref": "c_customer_id", "title": "c_customer_id",
                           "body": "c_customer_id"}, {"language": "en"},
                          ("AAAAAAAAIODAAAAA", "AAAAAAAAHODAAAAA")),
    # nulls in the title and body columns: each row located by row group, row and column.
    "parquet-delta-nulls": Case("parquet_testing_delta_byte_array.parquet",
                                {"doc_id": "c_customer_id", "source_ref": "c_customer_id",
                                 "title": "c_last_name", "body": "c_birth_country"}, {"language": "en"},
                                ("AAAAAAAAIODAAAAA", "AAAAAAAAHODAAAAA")),
    # data page v2 from Spark: 'abc' in four rows and a null: repeated doc_ids.
    "parquet-datapage-v2": Case("parquet_testing_datapage_v2.snappy.parquet",
                                {"doc_id": "a", "source_ref": "a", "body": "a"}, UNTITLED),
}
