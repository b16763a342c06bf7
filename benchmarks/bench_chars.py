"""``docdedup chars`` (the character census, issue 18) against ``docdedup group``, and the
window's census against the same window without it.

Usage::

    python benchmarks/bench_chars.py [--records 100000] [--rounds 3] [--gui]
    python benchmarks/bench_chars.py --shape one-line      # the corpus as json.dump writes it
    python benchmarks/bench_chars.py --distinct 80000      # 80,000 distinct characters reported
    flock /work/notes/bench.lock python benchmarks/bench_chars.py --records 1000000 --rounds 1 --gui

Both commands read the same corpus (generated once, cached in ``benchmarks/data/``),
each a fresh process timed from before its fork to ``wait4``, alternating A B A B so a
burst of load from elsewhere meets both alike. Peak memory is the summed PSS of each
process tree (``--jobs`` workers included), sampled every 20 ms, as ``bench_group.py``
measures it. Targets: per round, the census at most 1.5x the time of ``group`` and at
most the memory of ``group``. Every round's ratios are printed, worst and best.

``--gui``: the window (offscreen, a fresh process each) opens the corpus with the
near-identical analysis switched off, so the census is the only work after the load;
a 10 ms heartbeat timer measures the longest event-loop stall from the groups shown
until the census is in (issue 18: at most 100 ms at 1,000,000 records). Alternating
with it, the same window with the census switched off, measured over as many seconds
after the groups are shown: what the window and the machine stall without any census.
Beside each, an idle process reports its own longest late wake-up (the machine's share).

``--shape``: the corpus written as ``bench_shapes.py`` writes it (a one-line array, an
indent-2 array, CRLF or BOM JSON Lines), so the census's places are found on that shape.
``--distinct N``: instead of the corpus, N records of JSON Lines each holding a private-use
character of its own, so the census reports N characters and locates N first occurrences
(the cost that grows with distinct characters, not with records).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_group import DATA, Contestant, docdedup_argv, ensure_corpus, paired_ratios, run_once  # noqa: E402

TIME_TARGET = 1.5  # census time / group time, at most, every round
MEMORY_TARGET = 1.0  # census peak memory / group peak memory, at most, every round


def _ratios(census: Contestant, group: Contestant) -> tuple[list[float], list[float]]:
    times = paired_ratios(census, group)
    memory = [c / g for c, g in zip(census.tree_peak, group.tree_peak, strict=True)]
    return times, memory


def _line(name: str, ratios: list[float], target: float) -> str:
    worst, best = max(ratios), min(ratios)
    return (f"{name} per round: {', '.join(f'{r:.2f}' for r in ratios)} (best {best:.2f}x, worst "
            f"{worst:.2f}x, median {statistics.median(ratios):.2f}x); target <= {target}x: "
            f"{'MET' if worst <= target else 'NOT MET'}")


def gui_child(path: str, census: bool, seconds: float) -> int:
    """Open ``path`` with the analysis off; print the longest stall until the census is in
    (or, with ``census`` False, for ``seconds`` after the groups are shown) as JSON."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from bench_gui_open import HEARTBEAT_MS, Heartbeat
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication([sys.argv[0]])
    from docdedup_gui.main_window import MainWindow

    window = MainWindow()
    window.session.analyse = lambda: window.analysis_finished.emit()  # the census alone
    if not census:
        window.session.take_census = lambda: None
    window.show()
    beat = Heartbeat()
    if os.environ.get("BENCH_CHARS_SAMPLE_MS"):  # where a stall is: every thread's stack
        from bench_gui_open import Sampler

        Sampler(beat, int(os.environ["BENCH_CHARS_SAMPLE_MS"]))
    window.progressed.connect(beat.note)
    result: dict = {}

    def done() -> None:
        window.group_tree.viewport().repaint()
        QTimer.singleShot(2 * HEARTBEAT_MS, finish)

    def finish() -> None:
        result.update(stall_ms=round(beat.take("end"), 1), s=round(time.perf_counter() - started[0], 2),
                      wall=[wall[0], time.time()], rows=len(window.characters_panel.model._all))
        app.quit()

    started, wall = [0.0], [0.0]

    def shown() -> None:
        window.group_tree.viewport().repaint()
        beat.take("census")
        started[0], wall[0] = time.perf_counter(), time.time()
        if census:
            window.census_finished.connect(done)
        else:
            QTimer.singleShot(int(seconds * 1000), done)

    window.loaded.connect(lambda: QTimer.singleShot(2 * HEARTBEAT_MS, shown))
    window.open_file(path)
    app.exec()
    print(json.dumps(result), flush=True)
    os._exit(0)


def bench_gui(corpus: Path, rounds: int) -> int:
    from bench_gui_open import Idler

    with_census, without = [], []
    for number in range(1, rounds + 1):
        print(f"round {number}/{rounds}", flush=True)
        seconds = 1.0
        for census, into in ((True, with_census), (False, without)):
            with Idler() as idle:
                argv = [sys.executable, __file__, "--gui-child", str(corpus), "--census", str(int(census)),
                        "--seconds", str(seconds)]
                output = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
            result = json.loads(output.strip().splitlines()[-1])
            result["idle_ms"] = idle.worst_in(*result["wall"])
            into.append(result)
            seconds = result["s"]  # the baseline watches as long as the census took
            print(f"  {'census' if census else 'no census':<10} {result['s']:7.2f} s  longest stall "
                  f"{result['stall_ms']:6.0f} ms  (an idle process: {result['idle_ms']:.0f} ms)", flush=True)
    print(f"\n{corpus.name}, {rounds} rounds; the census found {with_census[0]['rows']} characters")
    for name, results in (("with the census", with_census), ("without (baseline)", without)):
        stalls = ", ".join(f"{r['stall_ms']:.0f}" for r in results)
        idle = ", ".join(f"{r['idle_ms']:.0f}" for r in results)
        print(f"{name:<20} longest stall per round (ms): {stalls}; idle process: {idle}")
    worst = max(r["stall_ms"] for r in with_census)
    print(f"target: census stall <= 100 ms: {'MET' if worst <= 100 else 'NOT MET'} (worst {worst:.0f} ms)")
    return 0


def distinct_corpus(count: int) -> Path:
    """``count`` records of JSON Lines, record i holding the private-use character U+F0000 + i."""
    path = DATA / f"distinct-{count}.jsonl"
    if path.exists():
        return path
    DATA.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    with open(partial, "w", encoding="utf-8") as file:
        for i in range(count):
            record = {"doc_id": f"d{i}", "source_ref": f"s{i}", "language": "en", "title": f"t{i}",
                      "body": f"word {chr(0xF0000 + i)} more text here"}
            file.write(json.dumps(record, ensure_ascii=False) + "\n")
    partial.replace(path)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--gui", action="store_true", help="the window's census, not the CLI's")
    parser.add_argument("--shape", choices=("jsonl", "one-line", "indent-2", "crlf", "bom"),
                        help="the corpus written in this shape (as bench_shapes.py writes it)")
    parser.add_argument("--distinct", type=int, metavar="N",
                        help="N records, each with a reported character of its own, instead of the corpus")
    parser.add_argument("--gui-child", help=argparse.SUPPRESS)
    parser.add_argument("--census", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, default=1.0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.gui_child:
        return gui_child(args.gui_child, bool(args.census), args.seconds)
    if args.distinct:
        corpus = distinct_corpus(args.distinct)
        args.records = args.distinct
    else:
        corpus = ensure_corpus(args.records, args.seed)
    if args.shape:
        from bench_shapes import write_shapes

        corpus = write_shapes(corpus, DATA / f"shapes-{corpus.stem}")[args.shape]
    print(f"input: {corpus}", flush=True)
    if args.gui:
        return bench_gui(corpus, args.rounds)
    docdedup = docdedup_argv()
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-chars-") as folder:
        group_out, chars_out = Path(folder) / "groups.json", Path(folder) / "chars.json"
        group = Contestant("docdedup group", [*docdedup, "group", str(corpus), "-o", str(group_out)],
                           group_out)
        census = Contestant("docdedup chars", [*docdedup, "chars", str(corpus), "--format", "json",
                                               "-o", str(chars_out)], chars_out)
        for number in range(1, args.rounds + 1):
            print(f"round {number}/{args.rounds}", flush=True)
            run_once(group)
            run_once(census)
        rows = json.loads(chars_out.read_text(encoding="utf-8"))["characters"]
    times, memory = _ratios(census, group)
    print(f"\n{args.records:,} records, {args.rounds} rounds; the census reports {len(rows)} characters")
    print(_line("chars / group time", times, TIME_TARGET))
    print(_line("chars / group peak memory", memory, MEMORY_TARGET))
    return 0


if __name__ == "__main__":
    sys.exit(main())
