"""Compressed corpora as they arrive from outside: streams one after another, padding,
something appended after a stream, a file compressed twice. Every command either says
exactly what the same records in plain JSON Lines say, or says what is wrong and where
(in the decompressed text), exits non-zero, writes nothing and leaves the input as it was."""

from __future__ import annotations

import gzip
import io
import json
import lzma

import pytest
import zstandard

from core.input.loader import load_records
from tests.helpers import run_cli
from tests.test_compressed_input import COMPRESS, RLO

COMMANDS = {
    "group": ["group", "{file}", "--format", "json"],
    "chars": ["chars", "{file}", "--format", "json"],
    "neighbours": ["neighbours", "{file}"],
    "similar": ["similar", "{file}", "d0"],
    "explain": ["explain", "{file}", "d0", "d7", "--format", "json"],
    "canonical": ["canonical", "{file}", "d9", "--format", "hex"],
    "review status": ["review", "status", "{file}", "--format", "json"],
    "review export": ["review", "export", "{file}", "--format", "csv"],
}


def _lines(count: int = 14) -> list[bytes]:
    return [(json.dumps({"doc_id": f"d{i}", "source_ref": f"s{i}", "language": "en", "title": f"t{i % 7}",
                         "body": f"body {i % 7}" + (f" {RLO}" if i == 9 else "")}) + "\n").encode()
            for i in range(count)]


TEXT = b"".join(_lines())
FIRST, REST = b"".join(_lines()[:7]), b"".join(_lines()[7:])
SKIPPABLE = b"\x50\x2a\x4d\x18" + (4).to_bytes(4, "little") + b"meta"  # a zstd frame of metadata


def _zstd_streamed(data: bytes) -> bytes:
    """A zstd frame that does not say its content size (as a streaming writer makes it)."""
    out = io.BytesIO()
    with zstandard.ZstdCompressor().stream_writer(out, closefd=False) as writer:
        writer.write(data)
    assert zstandard.get_frame_parameters(out.getvalue()).content_size == zstandard.CONTENTSIZE_UNKNOWN
    return out.getvalue()


def _run(argv: list[str], path) -> tuple[int, str, str]:
    done = run_cli(*(str(path) if part == "{file}" else part for part in argv))
    return done.returncode, done.stdout.replace(str(path), "F"), done.stderr


@pytest.fixture(scope="module")
def plain_outputs(tmp_path_factory):
    path = tmp_path_factory.mktemp("plain") / "corpus.jsonl"
    path.write_bytes(TEXT)
    return {name: _run(argv, path)[:2] for name, argv in COMMANDS.items()}


SAME_RECORDS = {
    # (cat a.gz b.gz): every stream is read, one after another
    **{f"{kind} streams one after another": lambda c=c: c(FIRST) + c(REST) for kind, c in COMPRESS.items()},
    **{f"{kind} with an empty stream first": lambda c=c: c(b"") + c(TEXT) for kind, c in COMPRESS.items()},
    # zero bytes after the last stream: padding, as gzip and xz read it
    **{f"{kind} padded with zero bytes": lambda c=c: c(TEXT) + bytes(16) for kind, c in COMPRESS.items()
       if kind != "zstd"},
    "xz streams with padding between them": lambda: lzma.compress(FIRST) + bytes(8) + lzma.compress(REST),
    "zstd frame without its content size": lambda: _zstd_streamed(TEXT),
    "zstd skippable frame between frames": lambda: (COMPRESS["zstd"](FIRST) + SKIPPABLE
                                                     + COMPRESS["zstd"](REST)),
}


@pytest.mark.parametrize("case", SAME_RECORDS)
def test_the_same_records_compressed_any_way_say_the_same(tmp_path, plain_outputs, case):
    path = tmp_path / "corpus.jsonl.gz"  # the name says gzip; the first bytes decide
    path.write_bytes(SAME_RECORDS[case]())
    for name, argv in COMMANDS.items():
        assert _run(argv, path)[:2] == plain_outputs[name], name


@pytest.mark.parametrize("kind", COMPRESS)
def test_a_plain_file_appended_to_a_compressed_one_is_said_where_it_starts(tmp_path, kind):
    # cat part1.jsonl.KIND part2.jsonl > corpus: the standard library's readers dropped part2 quietly
    packed = COMPRESS[kind](FIRST)
    path = tmp_path / "corpus.jsonl"
    path.write_bytes(packed + REST)
    loaded = load_records(path)
    assert [r.doc_id for r in loaded.records] == [f"d{i}" for i in range(7)]
    [problem] = loaded.problems
    assert (problem.code, problem.line, problem.column) == ("file", 8, 1)
    assert (f"the {kind} stream is followed by bytes that are not" in problem.message
            and f"in the {kind}-decompressed text" in problem.message)
    if kind != "gzip":  # gzip's own reader reads ahead: its byte is not known
        assert f"(at byte {len(packed):,} of the file)" in problem.message
    for name, argv in COMMANDS.items():
        code, _, stderr = _run(argv, path)
        assert code != 0 and "Traceback" not in stderr, name
        assert f"{path}:8:1: file: the {kind} stream is followed by bytes" in stderr, name


@pytest.mark.parametrize("kind", [k for k in COMPRESS if k != "gzip"])
def test_zero_bytes_then_something_else_after_a_stream_is_said(tmp_path, kind):
    path = tmp_path / "corpus.jsonl"
    path.write_bytes(COMPRESS[kind](TEXT) + bytes(8) + b"garbage")
    [problem] = load_records(path).problems
    assert f"the {kind} stream is followed by bytes that are not" in problem.message
    assert (problem.line, problem.column) == (15, 1) and len(load_records(path).records) == 14


@pytest.mark.parametrize("outer", COMPRESS)
@pytest.mark.parametrize("inner", [*COMPRESS, "Parquet"])
def test_a_file_compressed_twice_says_so(tmp_path, outer, inner):
    text = b"PAR1" + bytes(40) + b"PAR1" if inner == "Parquet" else COMPRESS[inner](TEXT)
    path = tmp_path / "twice.jsonl"
    path.write_bytes(COMPRESS[outer](text))
    [problem] = load_records(path).problems
    article = "an" if inner == "xz" else "a"
    assert problem.message.startswith(f"the {outer} stream holds {article} {inner} file")
    assert ("compressed twice" in problem.message) == (inner != "Parquet")
    code, _, stderr = _run(COMMANDS["group"], path)
    assert code != 0 and "Traceback" not in stderr and f"{path}:1:1: file: the {outer} stream holds" in stderr


@pytest.mark.parametrize("kind", COMPRESS)
def test_a_broken_stream_writes_no_output_and_leaves_the_input(tmp_path, kind):
    path = tmp_path / "corpus.jsonl"
    data = COMPRESS[kind](FIRST) + REST
    path.write_bytes(data)
    for argv in (["group", "{file}", "-o", "out.json"], ["chars", "{file}", "-o", "out.json"],
                 ["review", "export", "{file}", "--format", "csv", "-o", "out.json"]):
        done = run_cli(*(str(path) if part == "{file}" else part for part in argv), cwd=tmp_path)
        assert done.returncode != 0 and "Traceback" not in done.stderr
        assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus.jsonl"], argv
    assert path.read_bytes() == data


def test_a_few_bytes_of_zstd_standing_for_much_text_are_decompressed_a_little_at_a_time(tmp_path):
    import tracemalloc

    from core.input.input_source import open_text

    path = tmp_path / "spaces.json.zst"
    with zstandard.ZstdCompressor().stream_writer(path.open("wb")) as writer:
        writer.write(b"[")
        for _ in range(16):
            writer.write(b" " * (16 << 20))  # 256 MiB of spaces in a few kB
    assert path.stat().st_size < 64 << 10
    tracemalloc.start()
    try:
        with open_text(path) as stream:
            assert stream.read(1 << 20) == b"[" + b" " * ((1 << 20) - 1)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 << 20  # one call of zstd's own object gave all 256 MiB at once


@pytest.mark.parametrize("archive", ["tar", "zip"])
@pytest.mark.parametrize("kind", COMPRESS)
def test_a_compressed_archive_of_files_says_to_extract_it(tmp_path, kind, archive):
    import tarfile
    import zipfile

    plain = tmp_path / "corpus.jsonl"
    plain.write_bytes(TEXT)
    packed = tmp_path / f"corpus.{archive}"
    if archive == "tar":
        with tarfile.open(packed, "w") as tar:
            tar.add(plain, arcname="corpus.jsonl")
    else:
        with zipfile.ZipFile(packed, "w") as zipped:
            zipped.write(plain, "corpus.jsonl")
    path = tmp_path / f"corpus.{archive}.{kind}"
    path.write_bytes(COMPRESS[kind](packed.read_bytes()))
    code, _, stderr = _run(COMMANDS["group"], path)
    assert code != 0 and "Traceback" not in stderr
    said = f"{path}:1:1: file: the {kind} stream holds a {archive} archive of files, not text: extract it"
    assert said in stderr


def test_text_that_only_looks_like_an_archive_far_in_is_read(tmp_path):
    # "ustar" at byte 257, where a tar header says it, in a record's text: still JSON Lines
    after = TEXT.index(b"body 0") + len(b"body 0")
    assert after < 257
    path = tmp_path / "corpus.jsonl.gz"
    text = TEXT.replace(b"body 0", b"body 0" + b" " * (257 - after) + b"ustar", 1)
    path.write_bytes(gzip.compress(text))
    assert gzip.decompress(path.read_bytes())[257:262] == b"ustar"
    code, _, stderr = _run(COMMANDS["group"], path)
    assert code == 0, stderr


@pytest.mark.parametrize("kind", COMPRESS)
@pytest.mark.parametrize("cut", [2, 3])
def test_a_second_stream_cut_in_its_first_bytes_is_a_truncated_file(tmp_path, kind, cut):
    packed = COMPRESS[kind](TEXT)
    path = tmp_path / "corpus.jsonl"
    path.write_bytes(packed + packed[:cut])  # (cat a.gz b.gz), the download of b.gz cut short
    loaded = load_records(path)
    [problem] = loaded.problems
    assert (problem.line, problem.column) == (15, 1) and len(loaded.records) == 14
    assert problem.message.startswith(f"the {kind} stream ends before its end marker (is the file")
