"""What the window's Open offers for a file in another schema: its first record's keys (on every
shape and compression), the seeded choices, and the mapping the choices make or why not."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
from pathlib import Path

import pytest

from core.input.field_mapping import FieldMapping
from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from core.input.mapping_offer import (
    CHANGED,
    FITS,
    KEY,
    OWN_FIELDS,
    VALUE,
    Choice,
    Columns,
    Refit,
    first_record_keys,
    mapping_of,
    offer,
    refit,
    wants_mapping,
)
from core.records import FIELDS

RECORDS = [{"id": "a", "url": "https://example.org/a", "text": "first \N{ARABIC LETTER FARSI YEH}",
            "meta": {"n": 1}},
           {"id": "b", "url": "https://example.org/b", "text": "second", "meta": {"n": 2}}]
KEYS = ["id", "url", "text", "meta"]
REAL = Path(__file__).parent / "data" / "real_shards"


def _shapes() -> dict[str, bytes]:
    lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in RECORDS).encode()
    return {
        "json lines": lines,
        "crlf": lines.replace(b"\n", b"\r\n"),
        "bom": b"\xef\xbb\xbf" + lines,
        "one-line array": json.dumps(RECORDS, ensure_ascii=False).encode(),
        "pretty array": json.dumps(RECORDS, ensure_ascii=False, indent=2).encode(),
        "gzip": gzip.compress(lines),
        "bzip2": bz2.compress(lines),
        "xz": lzma.compress(lines),
    }


@pytest.mark.parametrize("shape", sorted(_shapes()))
def test_the_first_records_keys_on_every_shape_in_the_files_order(tmp_path, shape):
    path = tmp_path / "corpus"
    path.write_bytes(_shapes()[shape])
    assert first_record_keys(path) == KEYS


def test_zstd_too(tmp_path):
    zstandard = pytest.importorskip("zstandard")
    path = tmp_path / "corpus.jsonl.zst"
    path.write_bytes(zstandard.ZstdCompressor().compress(_shapes()["json lines"]))
    assert first_record_keys(path) == KEYS


def test_a_first_record_longer_than_one_read_is_waited_for(tmp_path):
    path = tmp_path / "long.jsonl"
    path.write_text(json.dumps({"id": "a", "text": "x" * 300_000, "lang": "en"}) + "\n", encoding="utf-8")
    assert first_record_keys(path) == ["id", "text", "lang"]
    assert first_record_keys(path, most=100_000) is None  # not waited for past ``most``


@pytest.mark.parametrize("data", [b"", b"not json\n", b"[1, 2]", b'{"id": "a", "text": ', b"\x00\x01"])
def test_no_first_object_no_keys(tmp_path, data):
    path = tmp_path / "odd.jsonl"
    path.write_bytes(data)
    assert first_record_keys(path) is None
    assert not wants_mapping(first_record_keys(path))


def test_a_folder_or_a_missing_file_has_no_keys(tmp_path):
    assert first_record_keys(tmp_path) is None
    assert first_record_keys(tmp_path / "missing.jsonl") is None


def test_another_schema_is_told_from_a_broken_record():
    assert wants_mapping(["id", "url", "text"])
    assert wants_mapping(["doc_id", "source_ref", "title", "body", "lang"])  # lang for language
    assert not wants_mapping(["doc_id", "source_ref", "language", "title", "body"])
    assert not wants_mapping(["doc_id", "source_ref", "language", "title", "body", "extra"])
    assert not wants_mapping(["doc_id", "source_ref", "title", "body"])  # only lacks one: its problems shown


def test_the_choices_are_seeded_from_the_usual_keys():
    assert offer(KEYS) == {"doc_id": Choice(KEY, "id"), "source_ref": Choice(KEY, "url"),
                           "language": Choice(VALUE, ""), "title": Choice(VALUE, ""),
                           "body": Choice(KEY, "text")}
    # No url or path: source_ref is read where doc_id is (a dolma shard's id is its page's URL),
    # and dolma's "source" ("common-crawl", the same for every record) is not taken for one.
    assert offer(["source", "id", "text", "added"])["source_ref"] == Choice(KEY, "id")
    assert offer(["uuid", "content"])["source_ref"] == Choice(KEY, "uuid")
    assert offer(["content"])["source_ref"] == Choice(KEY, "")  # no key for doc_id either: to be chosen
    remembered = FieldMapping((("doc_id", "uuid"), ("body", "content")), (("language", "fa"),))
    # What was chosen before, where the first record still has the key: source_ref and title
    # were read from their own names, which this record lacks: title is to be given again,
    # source_ref is read where doc_id is.
    assert offer(["uuid", "content"], remembered) == {
        "doc_id": Choice(KEY, "uuid"), "source_ref": Choice(KEY, "uuid"),
        "language": Choice(VALUE, "fa"), "title": Choice(VALUE, ""), "body": Choice(KEY, "content")}
    assert offer(["uuid", "content", "source_ref", "title"], remembered) == {
        "doc_id": Choice(KEY, "uuid"), "source_ref": Choice(KEY, "source_ref"),
        "language": Choice(VALUE, "fa"), "title": Choice(KEY, "title"), "body": Choice(KEY, "content")}
    # A file that has changed since: the keys it still has keep their choice, the others
    # fall back to the usual keys of the record as it is now.
    assert offer(["uuid", "text", "url"], remembered) == {
        "doc_id": Choice(KEY, "uuid"), "source_ref": Choice(KEY, "url"),
        "language": Choice(VALUE, "fa"), "title": Choice(VALUE, ""), "body": Choice(KEY, "text")}
    assert offer([], remembered)["body"] == Choice(KEY, "content")  # no record to tell: as chosen before


def test_a_remembered_mapping_fits_the_file_as_it_is_now_or_says_why_not():
    mapping = FieldMapping((("doc_id", "id"), ("source_ref", "url"), ("body", "text")), (("language", "fa"),))
    assert refit(mapping, ["id", "url", "title", "text"]) == Refit(FITS)
    assert refit(mapping, ["id", "url", "title", "text", "meta"]) == Refit(FITS)  # a key added: still fits
    assert refit(mapping, None) == Refit(FITS)  # no first record to tell by (Parquet): the load says
    assert refit(mapping, ["id", "url", "title", "content"]) == Refit(CHANGED, "text")
    assert refit(mapping, ["id", "url", "text"]) == Refit(CHANGED, "title")  # read from its own name
    five = ["doc_id", "source_ref", "language", "title", "body"]
    assert refit(mapping, five) == Refit(OWN_FIELDS)  # rewritten in the five fields itself
    assert refit(mapping, [*five, "id", "url", "text"]) == Refit(FITS)  # mapped on purpose: kept


def test_the_choices_make_the_mapping_the_command_line_would():
    choices = offer(KEYS) | {"language": Choice(VALUE, "fa"), "title": Choice(VALUE, "untitled")}
    mapping = mapping_of(choices, CORPUS_LIMITS)
    assert mapping == FieldMapping((("doc_id", "id"), ("source_ref", "url"), ("body", "text")),
                                   (("language", "fa"), ("title", "untitled")))
    assert mapping.describe() == ("--field doc_id=id --field source_ref=url --field body=text "
                                  "--set language=fa --set title=untitled")
    own = {field: Choice(KEY, field) for field in ("doc_id", "source_ref", "language", "title", "body")}
    assert mapping_of(own, CORPUS_LIMITS) == FieldMapping()  # nothing to map: read as it is


def test_one_key_may_feed_several_fields_as_on_the_command_line():
    # A dolma shard: id (the page's URL) is both the doc_id and the source_ref.
    choices = offer(["source", "id", "text"]) | {"language": Choice(VALUE, "en"),
                                                 "title": Choice(VALUE, "untitled")}
    mapping = mapping_of(choices, CORPUS_LIMITS)
    assert mapping == FieldMapping((("doc_id", "id"), ("source_ref", "id"), ("body", "text")),
                                   (("language", "en"), ("title", "untitled")))
    assert mapping.describe().startswith("--field doc_id=id --field source_ref=id --field body=text")
    assert mapping.apply({"id": "https://example.org/a?b=c", "text": "x"})[0] == {
        "doc_id": "https://example.org/a?b=c", "source_ref": "https://example.org/a?b=c",
        "language": "en", "title": "untitled", "body": "x"}
    every = mapping_of({field: Choice(KEY, "id") for field in FIELDS}, CORPUS_LIMITS)
    assert every == FieldMapping(tuple((field, "id") for field in FIELDS))


def test_a_parquet_files_columns_are_its_keys(tmp_path):
    import pyarrow
    import pyarrow.parquet as parquet

    path = tmp_path / "pipeline.parquet"
    parquet.write_table(pyarrow.table({"id": ["a", "b"], "url": ["u", "v"], "text": ["x", "y"],
                                       "n": [1, 2]}), path)
    keys = first_record_keys(path)
    assert isinstance(keys, Columns) and keys == ["id", "url", "text", "n"] and wants_mapping(keys)
    assert offer(keys)["source_ref"] == Choice(KEY, "url")
    real = first_record_keys(REAL / "parquet_testing_nation.dict-malformed.parquet")  # written by parquet-mr
    assert real == ["nation_key", "name", "region_key", "comment_col"]
    mapping = FieldMapping((("doc_id", "id"), ("source_ref", "url"), ("body", "text")), (("language", "en"),))
    assert refit(mapping, ["id", "url", "title", "text"]) == Refit(FITS)
    assert refit(mapping, Columns(["id", "link", "title", "text"])) == Refit(CHANGED, "url")


def test_what_cannot_be_a_mapping_is_said():
    choices = offer(KEYS) | {"title": Choice(KEY, "meta")}
    assert mapping_of(choices, CORPUS_LIMITS).startswith("language must be a well-formed BCP 47 language tag")
    choices["language"] = Choice(VALUE, "en-US")
    assert mapping_of(choices, SEED_LIMITS) == "language must be exactly 'fa' or 'en'; got 'en-US'"
    assert mapping_of(choices | {"source_ref": Choice(KEY, "")}, CORPUS_LIMITS) == (
        "choose the key source_ref is read from")
    assert mapping_of(choices | {"body": Choice(VALUE, "x")}, CORPUS_LIMITS) == (
        "body is read from a key of the file; only language and title can be given one value")


def test_a_remembered_mapping_is_read_back_or_refused():
    mapping = FieldMapping((("body", "text"),), (("language", "fa"),))
    assert FieldMapping.from_header(mapping.as_header()) == mapping
    for odd in (None, [], {"fields": {}}, {"fields": {"nonsense": "x"}, "set": {}}, {"fields": 3, "set": {}},
                {"fields": {"body": 1}, "set": {}}):
        assert FieldMapping.from_header(odd) is None


class _CountedReads:
    """Wraps :func:`open_text` to count the reads and bytes the offer takes from a file."""

    def __init__(self, monkeypatch) -> None:
        import core.input.mapping_offer as module

        self.reads, self.bytes = 0, 0
        real = module.open_text

        def counted(path):
            stream = real(path)
            read = stream.read

            def counting(size=-1):
                data = read(size)
                self.reads += 1
                self.bytes += len(data)
                return data

            stream.read = counting
            return stream

        monkeypatch.setattr(module, "open_text", counted)


def test_a_file_that_is_no_records_file_is_given_up_at_its_first_chunk(tmp_path, monkeypatch):
    # The window asks before it opens a file: a file of another kind is not read on (a 56 MB
    # Parquet file took 9 s when each 64 KiB was decoded again with all before it); a Parquet
    # file is read at its footer only, here one that is no Parquet footer.
    counted = _CountedReads(monkeypatch)
    path = tmp_path / "data.bin"
    path.write_bytes(b"\x00PAR1" + bytes(range(256)) * 16_384)
    assert first_record_keys(path) is None
    assert counted.reads == 1 and counted.bytes <= 1 << 16
    counted.reads = counted.bytes = 0
    path = tmp_path / "data.parquet"
    path.write_bytes(b"PAR1" + bytes(range(256)) * 16_384)
    assert first_record_keys(path) is None
    assert counted.reads <= 2 and counted.bytes <= 2 << 16  # the first chunk, the last 64 KiB (of 4 MB)


def test_a_long_first_record_is_read_in_chunks_that_double(tmp_path, monkeypatch):
    counted = _CountedReads(monkeypatch)
    path = tmp_path / "long.jsonl"
    path.write_text(json.dumps({"id": "a", "text": "x" * 4_000_000}) + "\n", encoding="utf-8")
    assert first_record_keys(path) == ["id", "text"]
    assert counted.reads <= 8  # 64 KiB, then as much again each time: not 62 reads


def test_reading_the_first_record_stops_when_asked(tmp_path):
    from core.progress import Cancelled

    path = tmp_path / "long.jsonl"
    path.write_text(json.dumps({"id": "a", "text": "x" * 300_000}) + "\n", encoding="utf-8")
    asked = []
    with pytest.raises(Cancelled):
        first_record_keys(path, progress=lambda done, total: asked.append(done) or len(asked) < 2)
    assert len(asked) == 2  # stopped at the report that said stop: no chunk read after it
    assert first_record_keys(path, progress=lambda done, total: None) == ["id", "text"]
