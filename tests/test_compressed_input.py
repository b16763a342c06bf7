"""Compressed corpora (gzip, bzip2, xz, zstd), told by their first bytes and read as a stream:
the same groups and census as the text they hold, problems located in the decompressed
text (and said so), and a truncated or corrupt stream a located problem, never a traceback."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma

import pytest
import zstandard

from core.input.loader import load_records
from tests.helpers import run_cli

COMPRESS = {
    "gzip": gzip.compress,
    "bzip2": bz2.compress,
    "xz": lzma.compress,
    "zstd": lambda data: zstandard.ZstdCompressor().compress(data),
}
RLO = "\N{RIGHT-TO-LEFT OVERRIDE}"


def _text(count: int = 40, *, bad_at: int | None = None) -> bytes:
    lines = []
    for i in range(count):
        record = {"doc_id": f"d{i}", "source_ref": f"s{i}", "language": "en", "title": f"t{i % 7}",
                  "body": f"body {i % 7} {RLO if i == 9 else ''}"}
        if i == bad_at:
            record["doc_id"] = ""
        lines.append(json.dumps(record, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode()


def _written(tmp_path, kind: str, text: bytes, name: str | None = None):
    path = tmp_path / (name or f"corpus.jsonl.{kind}")
    path.write_bytes(COMPRESS[kind](text))
    return path


@pytest.mark.parametrize("kind", COMPRESS)
def test_a_compressed_corpus_groups_and_counts_as_its_text(tmp_path, kind):
    plain = tmp_path / "corpus.jsonl"
    plain.write_bytes(_text())
    # Named .json: the first bytes decide, not the name.
    packed = _written(tmp_path, kind, _text(), name="packed.json")
    for argv in (["group", "--format", "json"], ["chars", "--format", "json"], ["neighbours"]):
        expected = run_cli(argv[0], str(plain), *argv[1:])
        found = run_cli(argv[0], str(packed), *argv[1:])
        assert found.returncode == expected.returncode == 0, found.stderr
        assert found.stdout.replace(str(packed), "F") == expected.stdout.replace(str(plain), "F")
    assert '"line": 10' in run_cli("chars", str(packed), "--format", "json").stdout  # d9's line


@pytest.mark.parametrize("kind", COMPRESS)
def test_a_truncated_stream_is_a_located_problem(tmp_path, kind):
    packed = COMPRESS[kind](_text(12000))  # bzip2: more than one 900 kB block
    path = tmp_path / f"cut.jsonl.{kind}"
    path.write_bytes(packed[:len(packed) * 9 // 10])
    loaded = load_records(path)
    broken = [p for p in loaded.problems if p.code == "file"]
    assert len(broken) == 1
    assert "ends before its end marker (is the file truncated?)" in broken[0].message
    assert f"in the {kind}-decompressed text" in broken[0].message
    assert broken[0].line is not None and broken[0].line > 1
    assert 0 < len(loaded.records) < 12000  # the records before the break are read
    done = run_cli("group", str(path))
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"{path}:{broken[0].line}:{broken[0].column}: file: the {kind} stream ends" in done.stderr


@pytest.mark.parametrize("kind", COMPRESS)
def test_a_corrupt_stream_is_said_not_a_traceback(tmp_path, kind):
    packed = bytearray(COMPRESS[kind](_text(2000)))
    middle = len(packed) // 2
    packed[middle:middle + 64] = bytes(64)
    path = tmp_path / f"bad.jsonl.{kind}"
    path.write_bytes(bytes(packed))
    done = run_cli("chars", str(path), "--max-problems", "all")
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"the {kind} stream " in done.stderr


def test_a_problem_in_a_compressed_file_is_located_in_its_text(tmp_path):
    path = _written(tmp_path, "gzip", _text(bad_at=5))
    loaded = load_records(path)
    [problem] = loaded.problems
    assert (problem.line, problem.field) == (6, "doc_id")
    assert problem.message.endswith("(line and column in the gzip-decompressed text)")


def test_compressed_standard_input_is_read(tmp_path):
    import subprocess
    import sys

    plain = tmp_path / "corpus.jsonl"
    plain.write_bytes(_text())
    expected = run_cli("group", str(plain)).stdout
    done = subprocess.run([sys.executable, "-m", "core.cli", "group", "-"], input=gzip.compress(_text()),
                          capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().replace("<stdin>", "F") == expected.replace(str(plain), "F")


def test_the_window_loads_and_counts_a_compressed_corpus_as_its_text(tmp_path):
    from core.census.window import census_of_file
    from core.input.limits import CORPUS_LIMITS
    from core.inspection import inspect_file

    plain = tmp_path / "corpus.jsonl"
    plain.write_bytes(_text())
    packed = _written(tmp_path, "xz", _text())
    seen = {}
    for path in (plain, packed):
        inspection = inspect_file(str(path), limits=CORPUS_LIMITS)
        census = census_of_file(str(path), inspection.records, inspection.group_of_record,
                                inspection.index_of_doc_id, limits=CORPUS_LIMITS, apart=True)
        seen[path] = ([[m for m in g.members] for g in inspection.groups],
                      [(r.label, r.doc_ids, r.first.line, r.first.column) for r in census.rows])
    assert seen[packed] == seen[plain] and seen[plain][1][0][2] == 10


def test_the_problems_pane_shows_the_decompressed_line(tmp_path):
    from docdedup_gui.problems.problems_view import raw_excerpt

    path = _written(tmp_path, "gzip", _text(bad_at=5))
    [problem] = load_records(path).problems
    excerpt = raw_excerpt(str(path), problem.offset)
    assert '"doc_id": ""' in excerpt.text.split("\n")[excerpt.line]


def test_a_directory_of_compressed_shards_is_one_corpus(tmp_path):
    folder = tmp_path / "shards"
    folder.mkdir()
    lines = _text().splitlines(keepends=True)
    (folder / "a.jsonl.gz").write_bytes(gzip.compress(b"".join(lines[:20])))
    (folder / "b.jsonl.zst").write_bytes(COMPRESS["zstd"](b"".join(lines[20:])))
    (folder / "notes.txt.gz").write_bytes(gzip.compress(b"not a shard"))
    plain = tmp_path / "corpus.jsonl"
    plain.write_bytes(_text())
    found = run_cli("group", str(folder), "--format", "json")
    assert found.returncode == 0, found.stderr
    expected = run_cli("group", str(plain), "--format", "json").stdout
    assert found.stdout.count('"doc_id"') == expected.count('"doc_id"') == 40


@pytest.mark.parametrize("engine", ["local", "dask"])
def test_a_doc_id_repeated_across_compressed_shards_is_located_in_the_decompressed_text(tmp_path, engine):
    folder = tmp_path / "shards"
    folder.mkdir()
    lines = _text().splitlines(keepends=True)
    (folder / "a.jsonl.gz").write_bytes(gzip.compress(b"".join(lines[:20])))
    (folder / "b.jsonl.zst").write_bytes(COMPRESS["zstd"](b"".join(lines[20:] + lines[:1])))
    found = run_cli("group", str(folder), "--engine", engine, "--format", "json")
    assert found.returncode == 1
    said = [line for line in found.stderr.splitlines() if "duplicate_doc_id" in line]
    assert len(said) == 1, found.stderr
    assert said[0].startswith(f"{folder / 'b.jsonl.zst'}:21:12: duplicate_doc_id: doc_id 'd0'")
    assert "(line and column in the zstd-decompressed text)" in said[0]


def test_the_size_bound_applies_to_the_decompressed_text(tmp_path):
    from core.input.limits import SEED_LIMITS

    line = json.dumps({"doc_id": "a", "source_ref": "s", "language": "en", "title": "t", "body": "x" * 4000})
    path = tmp_path / "bomb.jsonl.gz"
    path.write_bytes(gzip.compress((line + "\n").encode() * 3000))  # 12 MB of text, ~30 kB on disk
    [problem] = load_records(path, limits=SEED_LIMITS).problems
    assert problem.code == "file" and "decompressed, it holds more than" in problem.message


def test_the_census_of_a_compressed_file_decompresses_it_once(tmp_path, monkeypatch):
    from core.census.run import census_files
    from core.input import compressed
    from core.input.limits import CORPUS_LIMITS

    text = _text(40_000)
    path = _written(tmp_path, "gzip", text)
    handed = []
    readinto = compressed._Decompressing.readinto
    monkeypatch.setattr(compressed._Decompressing, "readinto",
                        lambda self, buffer: handed.append(readinto(self, buffer)) or handed[-1])
    result = census_files([str(path)], limits=CORPUS_LIMITS)
    assert result.problems == [] and result.total_records == 40_000
    assert [(row.first.record, row.first.line) for row in result.tally.rows()] == [(10, 10)]
    # Once, and the first bytes again to tell the layout (before: the whole text twice).
    assert sum(handed) < 1.6 * len(text)
