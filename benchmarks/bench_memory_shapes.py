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
(``VmHWM``) is printed beside it (not ``ru_maxrss`` from ``wait4``: the kernel counts in it
the benchmark's own memory, copied by the fork before the command's exec). Each round runs
the reference first, then every shape; ratios are taken within the round.

The CPU time (user + system of every process, from ``wait4``) and the wall time are printed
too: memory does not depend on the machine's load, time does.

Reading Parquet at all costs pyarrow's libraries (~40-65 MB, the same for any file): each
round measures it (a process that imports ``pyarrow.parquet`` and reads a footer, less a bare
one), and a Parquet shape's ratio sets it aside. Each round also scans the rows of the Parquet
file (one row group) and of the same rows ten times over in one row group (1,000,000 rows at
100k: ``corpus.x10.parquet``), letting each batch go, and compares the growth of the two
processes' peaks: what reading holds apart from what is kept. (A shared library's pages are
divided among every process on the machine that maps them, the interpreter's among them:
absolute figures move by a few MB with other work; ratios are taken within a round.)

Bounds (from 100,000 records on, the benchmark exits 1 when one fails, in any round; below,
what any run holds whatever its size outweighs the records): every shape's peak at most
1.3x the JSON Lines peak of the same command (Parquet: pyarrow's libraries set aside), and
the scan of ten times the rows in one row group holding at most 1.3x what the scan of the
rows holds: memory is bounded by a batch, not by a row group.
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

from bench_group import DATA, docdedup_argv, ensure_corpus, pss  # noqa: E402
from bench_shapes import FORMATS, SHAPES, write_shapes  # noqa: E402

TARGET = 1.3  # a shape's peak against JSON Lines'
GROUPS_TARGET = 1.3  # Parquet in one row group against the same rows in row groups of 10,000
BOUNDED_FROM = 100_000  # records: the bounds are checked from this size on
ALL_SHAPES = (*SHAPES, *FORMATS)
LOAD = "import sys; from core.inspection import inspect_file; inspect_file(sys.argv[1])"


def commands(out: Path) -> dict[str, list[str]]:
    docdedup = docdedup_argv()
    return {
        "group": [*docdedup, "group", "{file}", "-o", str(out)],
        "chars": [*docdedup, "chars", "{file}", "--format", "json", "-o", str(out)],
        "load": [sys.executable, "-c", LOAD, "{file}"],
    }


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
                total += pss(pid) // 1024
                todo += _children(pid)
            self.total = max(self.total, total)
            self._stop.wait(0.01)

    def stop(self) -> tuple[int, int, int]:
        """(the peak of the summed Pss, the largest VmHWM, processes seen) in kB."""
        self._stop.set()
        self._thread.join()
        return self.total, max(self.peaks.values()), len(self.peaks)


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


def parquet_repeated(parquet: Path, times: int = 10) -> Path:
    """The rows of ``parquet`` ``times`` over (doc_ids and source_refs suffixed) in one row group,
    as pyarrow writes up to 1,048,576 rows by default (written once)."""
    path = parquet.with_name(f"corpus.x{times}.parquet")
    if not path.exists():
        import pyarrow
        import pyarrow.compute
        import pyarrow.parquet

        table = pyarrow.parquet.read_table(parquet)
        parts = []
        for copy in range(times):
            suffix = pyarrow.scalar(f"-{copy}")
            for name in ("doc_id", "source_ref"):
                column = pyarrow.compute.binary_join_element_wise(table[name], suffix, "")
                table = table.set_column(table.schema.get_field_index(name), name, column)
            parts.append(table)
            table = pyarrow.parquet.read_table(parquet)
        partial = path.with_name(path.name + ".partial")
        pyarrow.parquet.write_table(pyarrow.concat_tables(parts), partial, row_group_size=1 << 30)
        partial.replace(path)
    return path


# The growth of a process's peak while it scans a Parquet file's rows as group does and lets
# each batch go: what reading holds, apart from what is kept.
SCAN = r"""
import sys
sys.path.insert(0, sys.argv[2])
from core.input.limits import CORPUS_LIMITS
from core.onepass.parquet_rows import parquet_layout, scan_rows
def kb(key):
    for row in open("/proc/self/status"):
        if row.startswith(key):
            return int(row.split()[1])
layout = parquet_layout(sys.argv[1])
base = kb("VmRSS:")
for batch in scan_rows(layout, 0, sum(layout.rows), CORPUS_LIMITS):
    pass
print((kb("VmHWM:") - base) / 1024)
"""
# Each sleeps a moment at its end, so that the 10 ms samples see its peak.
BARE = "import time; time.sleep(0.1)"
LIBRARY = ("import sys, time, pyarrow.parquet; pyarrow.parquet.ParquetFile(sys.argv[1]).metadata; "
           "time.sleep(0.1)")


def scan_growth(path: Path) -> float:
    done = subprocess.run([sys.executable, "-c", SCAN, str(path), str(HERE.parent)], check=True,
                          capture_output=True, text=True)
    return float(done.stdout)


def measure_round(number: int, rounds: int, chosen: list[str], shapes: list[str], paths: dict[str, Path],
                  table: dict[str, list[str]], out: Path, figures: dict) -> None:
    print(f"round {number}/{rounds}", flush=True)
    if any(shape.startswith("parquet") for shape in shapes):
        bare = run([sys.executable, "-c", BARE], out)["sum"]
        library = run([sys.executable, "-c", LIBRARY, str(paths["parquet"])], out)["sum"] - bare
        figures.setdefault(("pyarrow", ""), []).append(library)
        print(f"  pyarrow.parquet imported and a footer read: +{library:.0f} MB", flush=True)
        one, ten = scan_growth(paths["parquet"]), scan_growth(paths["parquet-x10"])
        figures.setdefault(("scan", ""), []).append((one, ten))
        print(f"  a scan of the rows in one row group holds +{one:.0f} MB; of 10x the rows in one "
              f"row group +{ten:.0f} MB ({ten / one:.2f}x)", flush=True)
    for name in chosen:
        for shape in ["jsonl", *shapes]:
            argv_of = [str(paths[shape]) if part == "{file}" else part for part in table[name]]
            result = run(argv_of, out)
            reference = result if shape == "jsonl" else figures[name, "jsonl"][-1]
            result["ratio"] = result["sum"] / reference["sum"]
            if shape.startswith("parquet"):  # pyarrow's libraries set aside
                result["ratio"] = (result["sum"] - figures["pyarrow", ""][-1]) / reference["sum"]
            result["cpu_ratio"] = result["cpu"] / reference["cpu"]
            figures.setdefault((name, shape), []).append(result)
            print(f"  {name:<6} {shape:<15} peak {result['sum']:7.0f} MB "
                  f"({result['processes']} processes, largest {result['max']:6.0f} MB) "
                  f"{result['ratio']:5.2f}x  cpu {result['cpu']:6.2f} s ({result['cpu_ratio']:.2f}x) "
                  f"wall {result['wall']:6.2f} s", flush=True)


def verdicts(figures: dict) -> list[str]:
    """Print the table; the bounds that fail."""
    failed = []
    for (name, shape), results in figures.items():
        if name in ("pyarrow", "scan"):
            continue
        ratios = [r["ratio"] for r in results]
        cpus = ", ".join(f"{r['cpu_ratio']:.2f}" for r in results)
        bound = ""
        if shape != "jsonl":
            ok = max(ratios) <= TARGET
            bound = f"; bound <= {TARGET}x: {'MET' if ok else 'NOT MET'}"
            if not ok:
                failed.append(f"{name} {shape}")
        aside = " (pyarrow set aside)" if shape.startswith("parquet") else ""
        print(f"{name:<6} {shape:<15} peak {statistics.median(r['sum'] for r in results):4.0f} MB (median; "
              f"largest process {statistics.median(r['max'] for r in results):3.0f} MB), per round"
              f"{aside}: {', '.join(f'{r:.2f}' for r in ratios)}x (best {min(ratios):.2f}, worst "
              f"{max(ratios):.2f}); cpu {cpus}x{bound}")
    if ("pyarrow", "") in figures:
        print(f"pyarrow.parquet's libraries, per round: "
              f"{', '.join(f'{mb:.0f}' for mb in figures['pyarrow', ''])} MB")
        scans = figures["scan", ""]
        ratios = [ten / one for one, ten in scans]
        ok = max(ratios) <= GROUPS_TARGET
        print(f"Parquet scan, one row group, 10x the rows / the rows, per round: "
              f"{', '.join(f'+{ten:.0f}/+{one:.0f} MB = {ten / one:.2f}x' for one, ten in scans)}; "
              f"bound <= {GROUPS_TARGET}x: {'MET' if ok else 'NOT MET'}")
        if not ok:
            failed.append("Parquet scan bounded by a batch")
    return failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--commands", default="group,chars,load",
                        help="a comma-separated subset of: group, chars, load")
    parser.add_argument("--shapes", help="a comma-separated subset of: " + ", ".join(ALL_SHAPES))
    args = parser.parse_args(argv)
    corpus = ensure_corpus(args.records, args.seed)
    shapes = args.shapes.split(",") if args.shapes else list(ALL_SHAPES)
    paths = write_shapes(corpus, DATA / f"shapes-{corpus.stem}", formats=True)
    paths["parquet-x10"] = parquet_repeated(paths["parquet"])
    print(f"load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    figures: dict = {}
    chosen = args.commands.split(",")
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-memory-") as folder:
        out = Path(folder) / "out"
        for number in range(1, args.rounds + 1):
            measure_round(number, args.rounds, chosen, shapes, paths, commands(out), out, figures)
    print(f"\n{args.records:,} records, {args.rounds} rounds; load average at the end: "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    failed = verdicts(figures)
    print(json.dumps({"failed": failed}) if failed else "every bound MET")
    if args.records < BOUNDED_FROM:
        print(f"(the bounds hold from {BOUNDED_FROM:,} records: below, what any run holds whatever its "
              f"size, such as Arrow's buffers, outweighs the records)")
        return 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
