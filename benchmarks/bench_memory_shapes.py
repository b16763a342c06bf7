"""Peak memory of ``group``, ``chars`` and the window's load on every shape and format a corpus
arrives in, against the same records as JSON Lines in the same round.

Usage::

    python benchmarks/bench_memory_shapes.py [--records 100000] [--rounds 3] [--commands group,chars,load]

The shapes and formats are those of ``bench_shapes.py`` (written once, cached in
``benchmarks/data/``): JSON Lines (the reference), a JSON array on one line, a pretty-printed
array (indent 2), JSON Lines with CRLF, JSON Lines after a UTF-8 BOM, the JSON Lines
compressed with gzip, bzip2, xz and zstd, and the records as Parquet, once as pyarrow writes
them by default (one row group up to 1,048,576 rows: at 100k, one) and once in row groups of
10,000 rows (``parquet-groups``).

``group`` and ``chars`` run as fresh ``docdedup`` processes; ``load`` is the window's load
(:func:`core.inspection.inspect_file`, which the window runs in a thread) in a fresh Python
process. Each may start other processes: ``group`` and ``chars`` fork one per byte range
(two on two cores), the load a helper that makes the digests. Every process of the command is
counted: a thread sums the proportional set size (``Pss`` in ``/proc/PID/smaps_rollup``: a
page shared by n processes counts 1/n in each) of every process of the tree every 10 ms
until the command ends, and the figure is the **peak of that sum**: what the machine holds
for the command at once. A sum, not the largest process, because the processes run at once;
Pss, not resident size, because a fork shares its parent's pages and every process maps the
same libraries (pyarrow's ~60 MB among them): a sum of resident sizes counts those once per
process. A sample can miss a peak shorter than 10 ms. The largest process's own peak
(``VmHWM``) is printed beside it (not
``ru_maxrss`` from ``wait4``: the kernel counts in it the benchmark's own memory, copied by
the fork before the command's exec). Each
round runs the reference first, then every shape; ratios are taken within the round.

The CPU time (user + system of every process, from ``wait4``) and the wall time are printed
too: memory does not depend on the machine's load, time does.

Bounds (the benchmark exits 1 when one fails, in any round): every shape's peak at most
1.3x the JSON Lines peak of the same command, and Parquet's peak the same whatever its row
groups (one row group of every row at most 1.3x the peak in row groups of 10,000 rows): the
rows are read in batches, so memory is bounded by a batch, not by a row group.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_group import DATA, docdedup_argv, ensure_corpus  # noqa: E402
from bench_shapes import FORMATS, SHAPES, write_shapes  # noqa: E402

TARGET = 1.3  # a shape's peak against JSON Lines'
GROUPS_TARGET = 1.3  # Parquet in one row group against the same rows in row groups of 10,000
GROUP_ROWS = 10_000
ALL_SHAPES = (*SHAPES, *FORMATS, "parquet-groups")
LOAD = "import sys; from core.inspection import inspect_file; inspect_file(sys.argv[1])"


def commands(out: Path) -> dict[str, list[str]]:
    docdedup = docdedup_argv()
    return {
        "group": [*docdedup, "group", "{file}", "-o", str(out)],
        "chars": [*docdedup, "chars", "{file}", "--format", "json", "-o", str(out)],
        "load": [sys.executable, "-c", LOAD, "{file}"],
    }


def parquet_in_groups(parquet: Path) -> Path:
    """The rows of ``parquet`` again, in row groups of :data:`GROUP_ROWS` (written once)."""
    path = parquet.with_name(f"corpus.groups-{GROUP_ROWS}.parquet")
    if not path.exists():
        import pyarrow.parquet

        partial = path.with_name(path.name + ".partial")
        pyarrow.parquet.write_table(pyarrow.parquet.read_table(parquet), partial, row_group_size=GROUP_ROWS)
        partial.replace(path)
    return path


def _status_kb(pid: int, key: str) -> int | None:
    try:
        with open(f"/proc/{pid}/status", "rb") as status:
            for row in status:
                if row.startswith(key):
                    return int(row.split()[1])
    except OSError:
        pass
    return None


def _children(pid: int) -> list[int]:
    found = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as listed:
                found += [int(child) for child in listed.read().split()]
    except OSError:
        pass
    return found


class TreePeaks:
    """The memory of the processes under ``root``, read in a thread every 10 ms until it ends:
    the peak of their summed proportional set size (``Pss``: a page shared by n processes,
    a library's or a fork's, counts 1/n in each) and each process's own peak (``VmHWM``)."""

    def __init__(self, root: int) -> None:
        self.root = root
        self.peaks: dict[int, int] = {}  # pid -> kB
        self.total = 0  # kB
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()

    def _watch(self) -> None:
        while not self._stop.is_set():
            todo, total = [self.root], 0
            while todo:
                pid = todo.pop()
                peak = _status_kb(pid, b"VmHWM:")
                if peak is None:
                    continue
                self.peaks[pid] = max(self.peaks.get(pid, 0), peak)
                total += _pss_kb(pid)
                todo += _children(pid)
            self.total = max(self.total, total)
            self._stop.wait(0.01)

    def stop(self) -> tuple[int, int, int]:
        """(the peak of the summed Pss, the largest VmHWM, processes seen) in kB."""
        self._stop.set()
        self._thread.join()
        return self.total, max(self.peaks.values()), len(self.peaks)


def _pss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as rollup:
            for row in rollup:
                if row.startswith(b"Pss:"):
                    return int(row.split()[1])
    except OSError:
        pass
    return 0


def run(argv: list[str], out: Path) -> dict:
    """One run: the sum of its processes' peaks and the largest (MB), CPU and wall seconds."""
    out.unlink(missing_ok=True)
    started = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=HERE.parent)
    watch = TreePeaks(child.pid)
    # The root's own status vanishes when it ends: wait4 waits without reaping first.
    os.waitid(os.P_PID, child.pid, os.WEXITED | os.WNOWAIT)
    total, largest, processes = watch.stop()
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    elapsed = time.perf_counter() - started
    error = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    if child.returncode != 0:
        raise SystemExit(f"exit status {child.returncode}: {' '.join(argv)}\n{error[-2000:]}")
    # Not ru_maxrss: the kernel counts in it the memory of the fork of this process before its exec.
    return {"sum": total / 1024, "max": largest / 1024, "processes": processes,
            "cpu": usage.ru_utime + usage.ru_stime, "wall": elapsed}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--commands", default="group,chars,load", help="a comma-separated subset of: "
                        "group, chars, load")
    parser.add_argument("--shapes", help="a comma-separated subset of: " + ", ".join(ALL_SHAPES))
    args = parser.parse_args(argv)
    corpus = ensure_corpus(args.records, args.seed)
    shapes = args.shapes.split(",") if args.shapes else list(ALL_SHAPES)
    paths = write_shapes(corpus, DATA / f"shapes-{corpus.stem}", formats=True)
    paths["parquet-groups"] = parquet_in_groups(paths["parquet"])
    print(f"load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    figures: dict[tuple[str, str], list[dict]] = {}
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-memory-") as folder:
        out = Path(folder) / "out"
        table = commands(out)
        chosen = args.commands.split(",")
        for number in range(1, args.rounds + 1):
            print(f"round {number}/{args.rounds}", flush=True)
            for name in chosen:
                for shape in ["jsonl", *shapes]:
                    argv_of = [str(paths[shape]) if part == "{file}" else part for part in table[name]]
                    result = run(argv_of, out)
                    reference = result if shape == "jsonl" else figures[name, "jsonl"][-1]
                    result["ratio"] = result["sum"] / reference["sum"]
                    result["cpu_ratio"] = result["cpu"] / reference["cpu"]
                    figures.setdefault((name, shape), []).append(result)
                    print(f"  {name:<6} {shape:<15} peak {result['sum']:7.0f} MB "
                          f"({result['processes']} processes, largest {result['max']:6.0f} MB) "
                          f"{result['ratio']:5.2f}x  cpu {result['cpu']:6.2f} s ({result['cpu_ratio']:.2f}x) "
                          f"wall {result['wall']:6.2f} s", flush=True)
    print(f"\n{args.records:,} records, {args.rounds} rounds; load average at the end: "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    failed = []
    for (name, shape), results in figures.items():
        ratios = [r["ratio"] for r in results]
        peaks = [r["sum"] for r in results]
        cpus = ", ".join(f"{r['cpu_ratio']:.2f}" for r in results)
        bound = ""
        if shape != "jsonl":
            ok = max(ratios) <= TARGET
            bound = f"; bound <= {TARGET}x: {'MET' if ok else 'NOT MET'}"
            if not ok:
                failed.append(f"{name} {shape}")
        print(f"{name:<6} {shape:<15} peak {statistics.median(peaks):6.0f} MB (median; largest process "
              f"{statistics.median(r['max'] for r in results):.0f} MB), per round: "
              f"{', '.join(f'{r:.2f}' for r in ratios)}x (best {min(ratios):.2f}, worst {max(ratios):.2f}); "
              f"cpu {cpus}x{bound}")
    for name in chosen:
        one, many = figures.get((name, "parquet")), figures.get((name, "parquet-groups"))
        if one and many:
            ratios = [a["sum"] / b["sum"] for a, b in zip(one, many, strict=True)]
            ok = max(ratios) <= GROUPS_TARGET
            print(f"{name:<6} parquet, one row group / row groups of {GROUP_ROWS:,}, per round: "
                  f"{', '.join(f'{r:.2f}' for r in ratios)}x; bound <= {GROUPS_TARGET}x: "
                  f"{'MET' if ok else 'NOT MET'}")
            if not ok:
                failed.append(f"{name} parquet one row group")
    print(json.dumps({"failed": failed}) if failed else "every bound MET")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
