"""Every command on every shape a corpus arrives in, against the same records as JSON Lines.

Usage::

    python benchmarks/bench_shapes.py [--records 100000] [--rounds 3] [--commands group,chars]
    python benchmarks/bench_shapes.py --formats      # also .jsonl.gz/.bz2/.xz/.zst and Parquet

The benchmark corpus (``corpus.py``, cached in ``benchmarks/data/``) is written again as
JSON Lines (the reference), a JSON array on one line (``json.dump``'s default), a
pretty-printed array (indent 2), JSON Lines with CRLF, and JSON Lines after a UTF-8 BOM.
Each round runs each command on the reference, then on each shape, a fresh process each
timed from before its fork to ``wait4``, so a burst of load from elsewhere meets a shape
and its reference alike; the ratio is taken within the round. Every round's ratio is
printed, worst and best, with the load average at the start and the end.

``--formats`` adds the JSON Lines compressed with gzip, bzip2, xz and zstd, and the records
as Parquet (the ``parquet`` extra), told apart by their first bytes: once as pyarrow writes
them by default (one row group up to 1,048,576 rows: at 100k, one) and once in row groups of
10,000 rows (``parquet-groups``), and with the columns a dataset hub's shard has (``id``,
``url``, ``text``: ``parquet-hub``, read with ``--field``, ``group`` only); and the JSON Lines
as a pipeline writes its records (the same keys, and ``added`` and ``metadata`` beside them:
``jsonl-hub``, likewise). A compressed file
is one stream (its next block decompressed in a thread while this one is grouped); Parquet
is read by ranges of rows cut between its row groups, and a file of one row group between
the pages of its largest column (``core/onepass/parquet_split.py``).
With gzip among the shapes, ``group`` also runs on ``gzip -dc FILE.gz | docdedup group -`` each
round: the ``.gz`` must take at most 1.5x that pipe's time, every round.

With Parquet among the shapes, each round also runs ``group`` on the JSON Lines a second
time (``jsonl-again``): the reference against itself, the spread any ratio has here when
the work is the same.

Targets: the four shapes at most 1.3x, every round; ``group`` on Parquet (each layout) at
least JSON Lines' speed, wall and CPU, as the median of the rounds (a single round of the
same work against itself spreads as ``jsonl-again`` shows); a ``.gz`` as above. The other
formats have no bound (decompressing is work of their own): their figures are printed.
Outputs are compared too: the same bytes once the file's name and the line:column of places
(which differ by shape) are set aside.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_group import DATA, docdedup_argv, ensure_corpus  # noqa: E402

TARGET = 1.3
GZIP_TARGET = 1.5  # group on a .jsonl.gz against the same JSON Lines with gzip -dc piped in
SHAPES = ("one-line", "indent-2", "crlf", "bom")
# --formats: compressed JSON Lines, Parquet in three layouts, a pipeline's JSON Lines
FORMATS = ("gzip", "bzip2", "xz", "zstd", "parquet", "parquet-groups", "parquet-hub", "jsonl-hub")
# A shape read through other field names: its options, given after the file (group only).
_HUB = ["--field", "doc_id=id", "--field", "source_ref=url", "--field", "body=text"]
MAPPED = {"parquet-hub": _HUB, "jsonl-hub": _HUB}
PARQUET = ("parquet", "parquet-groups", "parquet-hub")
AGAIN = "jsonl-again"  # the reference run a second time: its spread against itself
GROUP_ROWS = 10_000  # parquet-groups: the rows again in row groups of this many (pyarrow's default: one)
FIRST, SECOND = "doc-00000000", "doc-00000001"  # present in every benchmark corpus


_NAMES = {"jsonl": "corpus.jsonl", "one-line": "corpus.one-line.json", "indent-2": "corpus.indent-2.json",
          "crlf": "corpus.crlf.jsonl", "bom": "corpus.bom.jsonl"}
_FORMAT_NAMES = {"gzip": "corpus.jsonl.gz", "bzip2": "corpus.jsonl.bz2", "xz": "corpus.jsonl.xz",
                 "zstd": "corpus.jsonl.zst", "parquet": "corpus.parquet",
                 "parquet-groups": f"corpus.groups-{GROUP_ROWS}.parquet", "parquet-hub": "corpus.hub.parquet",
                 "jsonl-hub": "corpus.hub.jsonl"}


def write_shapes(corpus: Path, folder: Path, formats: bool = False) -> dict[str, Path]:
    """The corpus as JSON Lines and as each shape in ``folder`` (written once, then cached);
    with ``formats``, also its JSON Lines compressed each way and as Parquet."""
    paths = {shape: folder / name for shape, name in _NAMES.items()}
    if not all(path.exists() for path in paths.values()):
        _write_shapes(corpus, paths)
    if formats:
        paths |= _write_formats(paths["jsonl"], folder)
    return paths


def _write_formats(jsonl: Path, folder: Path) -> dict[str, Path]:
    import bz2
    import gzip
    import lzma

    import zstandard

    paths = {name: folder / file for name, file in _FORMAT_NAMES.items()}
    missing = [name for name, path in paths.items() if not path.exists()]
    if not missing:
        return paths
    data = jsonl.read_bytes()
    packers = {"gzip": gzip.compress, "bzip2": bz2.compress, "xz": lambda d: lzma.compress(d, preset=1),
               "zstd": lambda d: zstandard.ZstdCompressor(level=3).compress(d)}
    for name in sorted(missing, key=lambda name: name.startswith("parquet-")):  # written from parquet
        partial = paths[name].with_name(paths[name].name + ".partial")
        if name == "parquet-groups":
            import pyarrow.parquet

            pyarrow.parquet.write_table(pyarrow.parquet.read_table(paths["parquet"]), partial,
                                        row_group_size=GROUP_ROWS)
        elif name == "parquet-hub":  # the columns as a dataset hub's shard names them
            import pyarrow.parquet

            table = pyarrow.parquet.read_table(paths["parquet"])
            hub = table.rename_columns(["id", "url", "language", "title", "text"])
            pyarrow.parquet.write_table(hub, partial)
        elif name == "jsonl-hub":  # a pipeline's records: other key names, keys of its own beside them
            rows = (json.loads(line) for line in data.decode("utf-8").splitlines())
            partial.write_bytes("".join(json.dumps(
                {"id": r["doc_id"], "text": r["body"], "added": "2024-01-01", "url": r["source_ref"],
                 "metadata": {"length": len(r["body"]), "year": 2024}, "language": r["language"],
                 "title": r["title"]}, ensure_ascii=False) + "\n" for r in rows).encode("utf-8"))
        elif name == "parquet":
            import pyarrow
            import pyarrow.parquet

            records = [json.loads(line) for line in data.decode("utf-8").splitlines()]
            pyarrow.parquet.write_table(pyarrow.Table.from_pylist(records), partial)
        else:
            partial.write_bytes(packers[name](data))
        partial.replace(paths[name])
    return paths


def _write_shapes(corpus: Path, paths: dict[str, Path]) -> None:
    next(iter(paths.values())).parent.mkdir(parents=True, exist_ok=True)
    text = corpus.read_text(encoding="utf-8")
    if text.lstrip().startswith("["):
        records = json.loads(text)
    else:  # JSON Lines
        records = [json.loads(line) for line in text.splitlines() if line.strip()]
    del text
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    texts = {"jsonl": "\n".join(lines) + "\n", "one-line": json.dumps(records, ensure_ascii=False),
             "indent-2": json.dumps(records, ensure_ascii=False, indent=2),
             "crlf": "\r\n".join(lines) + "\r\n",
             "bom": "\N{ZERO WIDTH NO-BREAK SPACE}" + "\n".join(lines) + "\n"}
    for shape, text in texts.items():
        partial = paths[shape].with_name(paths[shape].name + ".partial")
        partial.write_bytes(text.encode("utf-8"))
        partial.replace(paths[shape])


def commands(out: Path) -> dict[str, list[str]]:
    """Each command's arguments after the file (``{out}``: where it writes, if anywhere)."""
    return {
        "group": ["group", "{file}", "-o", str(out)],
        "chars": ["chars", "{file}", "--format", "json", "-o", str(out)],
        "neighbours": ["neighbours", "{file}"],
        "similar": ["similar", "{file}", FIRST],
        "explain": ["explain", "{file}", FIRST, SECOND, "--format", "json"],
        "canonical": ["canonical", "{file}", FIRST, "--format", "json"],
        "review status": ["review", "status", "{file}", "--format", "json"],
        "review export": ["review", "export", "{file}", "--format", "csv", "-o", str(out)],
    }


_PLACE = re.compile(r'"(?:line|column)": (?:\d+|null)|:\d+:\d+')  # Parquet has no lines


_MAPPING = re.compile(r'\n  "mapping": \{.*?\n  \},', re.DOTALL)  # a mapped file's report names it


def normalised(text: str, path: Path) -> str:
    """``text`` with the file's name, line:column places (they differ by shape) and the
    mapping a report names set aside."""
    text = _MAPPING.sub("", text.replace(str(path), "<file>").replace(path.name, "<file>"))
    return _PLACE.sub("<place>", text)


def run(argv: list[str], out: Path | None) -> tuple[float, float, str]:
    """Run ``argv`` once: (wall seconds from before the fork to ``wait4``, CPU seconds of the
    process and the children it waited for, its exit status and output: the file ``out`` if
    it writes one, else its standard output)."""
    with tempfile.TemporaryFile(dir=DATA) as sink:
        if out is not None:
            out.unlink(missing_ok=True)
        started = time.perf_counter()
        child = subprocess.Popen(argv, stdout=sink, stderr=subprocess.DEVNULL, cwd=HERE.parent)
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - started
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):  # explain says 1 when two records differ
            raise SystemExit(f"exit status {code}: {' '.join(argv)}")
        sink.seek(0)
        text = out.read_text(encoding="utf-8") if out is not None else sink.read().decode("utf-8")
    return elapsed, usage.ru_utime + usage.ru_stime, f"exit {code}\n{text}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--commands", help="a comma-separated subset of: " + ", ".join(commands(Path())))
    parser.add_argument("--shapes", help="a comma-separated subset of: " + ", ".join(SHAPES + FORMATS))
    parser.add_argument("--formats", action="store_true",
                        help="also the compressed formats and Parquet (the parquet extra)")
    args = parser.parse_args(argv)
    corpus = ensure_corpus(args.records, args.seed)
    shapes = args.shapes.split(",") if args.shapes else list(SHAPES + FORMATS if args.formats else SHAPES)
    paths = write_shapes(corpus, DATA / f"shapes-{corpus.stem}", formats=bool(set(shapes) & set(FORMATS)))
    paths[AGAIN] = paths["jsonl"]
    docdedup = docdedup_argv()
    print(f"load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-shapes-") as folder:
        out = Path(folder) / "out"
        table = commands(out)
        chosen = args.commands.split(",") if args.commands else list(table)
        ratios: dict[tuple[str, str], list[float]] = {}
        cpu_ratios: dict[tuple[str, str], list[float]] = {}
        differing: set[tuple[str, str]] = set()
        gzip_runs: list[tuple[float, float]] = []
        pipe_runs: list[tuple[float, float]] = []
        for number in range(1, args.rounds + 1):
            print(f"round {number}/{args.rounds}", flush=True)
            for name in chosen:
                writes = "-o" in table[name]

                def argv_for(shape: str, name: str = name) -> list[str]:
                    rest = ((str(paths[shape]), *MAPPED.get(shape, ())) if part == "{file}" else (part,)
                            for part in table[name])
                    return [*docdedup, *(part for parts in rest for part in parts)]

                where = out if writes else None
                reference, reference_cpu, text = run(argv_for("jsonl"), where)
                expected = normalised(text, paths["jsonl"])
                if name == "group" and "gzip" in shapes:  # the yardstick of a .gz: gzip -dc piped in
                    piped = [*docdedup, *(("-" if part == "{file}" else part) for part in table[name])]
                    line = f"gzip -dc {paths['gzip']} | {' '.join(piped)}"
                    seconds, cpu, _text = run(["sh", "-c", line], where)
                    pipe_runs.append((seconds, cpu))
                    print(f"  {name:<14} gzip -dc | {seconds:6.2f} s (cpu {cpu:6.2f})", flush=True)
                again = [AGAIN] if name == "group" and set(shapes) & set(PARQUET) else []
                for shape in [*again, *(shape for shape in shapes if name == "group" or shape not in MAPPED)]:
                    seconds, cpu, text = run(argv_for(shape), where)
                    if name == "group" and shape == "gzip":
                        gzip_runs.append((seconds, cpu))
                    if normalised(text, paths[shape]) != expected:
                        differing.add((name, shape))
                    ratio = seconds / reference
                    ratios.setdefault((name, shape), []).append(ratio)
                    cpu_ratios.setdefault((name, shape), []).append(cpu / reference_cpu)
                    print(f"  {name:<14} {shape:<9} {seconds:6.2f} s (cpu {cpu:6.2f})  "
                          f"jsonl {reference:6.2f} s "
                          f"(cpu {reference_cpu:6.2f})  {ratio:5.2f}x", flush=True)
    print(f"\n{args.records:,} records, {args.rounds} rounds; load average at the end: "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    worst_of_all = 0.0
    for (name, shape), values in ratios.items():
        worst_of_all = max(worst_of_all, max(values))
        same = "different output" if (name, shape) in differing else "same output"
        cpu = cpu_ratios[name, shape]
        print(f"{name:<14} {shape:<9} per round: {', '.join(f'{r:.2f}' for r in values)} (best "
              f"{min(values):.2f}x, worst {max(values):.2f}x, median {statistics.median(values):.2f}x); "
              f"cpu {', '.join(f'{r:.2f}' for r in cpu)}; {same}")
    if pipe_runs and len(gzip_runs) == len(pipe_runs):
        walls = [g[0] / p[0] for g, p in zip(gzip_runs, pipe_runs, strict=True)]
        cpus = [g[1] / p[1] for g, p in zip(gzip_runs, pipe_runs, strict=True)]
        verdict = "MET" if max(walls) <= GZIP_TARGET else "NOT MET"
        print(f"group .jsonl.gz / gzip -dc piped in, per round: {', '.join(f'{r:.2f}' for r in walls)} "
              f"(worst {max(walls):.2f}x); cpu {', '.join(f'{r:.2f}' for r in cpus)}; "
              f"target <= {GZIP_TARGET}x: {verdict}")
    return _verdicts(ratios, cpu_ratios, differing)


def _verdicts(ratios: dict, cpu_ratios: dict, differing: set) -> int:
    """Each kind of shape against its own target (module docstring); 0 when every one is met."""
    shaped = [max(values) for (_name, shape), values in ratios.items() if shape in SHAPES]
    worst_shape = max(shaped, default=0.0)
    met = worst_shape <= TARGET and not differing
    bound = f"the shapes every round <= {TARGET}x (worst {worst_shape:.2f}x) and " if shaped else ""
    print(f"target: {bound}the same output everywhere: {'MET' if met else 'NOT MET'}")
    again = ratios.get(("group", AGAIN))
    for shape in PARQUET:
        walls, cpus = ratios.get(("group", shape)), cpu_ratios.get(("group", shape))
        if not walls:
            continue
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        ok = wall <= 1.0 and cpu <= 1.0
        spread = (f"; JSON Lines against itself: {min(again):.2f}-{max(again):.2f}x per round, "
                  f"median {statistics.median(again):.2f}x" if again else "")
        print(f"target: group on {shape} at least JSON Lines' speed: median wall {wall:.2f}x, cpu {cpu:.2f}x "
              f"(rounds {min(walls):.2f}-{max(walls):.2f}x{spread}): {'MET' if ok else 'NOT MET'}")
        met = met and ok
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
