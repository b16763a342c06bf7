"""Memory over reopens: the window opens the same corpus again and again (F5 after an edit).

Usage::

    python benchmarks/bench_reopen.py [--records 100000] [--opens 6] [--baseline]

A child process opens the cached corpus (``benchmarks/data``, made by ``corpus.py``) in a
``MainWindow`` offscreen, waits for the near-identical analysis and then for the window to be
quiet (no job, the memory handed back, as before a person's next F5), then reloads it,
``--opens`` times in all, and prints its resident memory (RSS) after each. The second open holds two
corpora for a moment (the new one is built before the old one is let go), so the target
compares the last open with the second: within 1.3x.

``--baseline`` also runs, in the same run, the window as it was: nothing handed back to the
system after a job (glibc keeps the memory of each corpus let go). Each line also gives the
longest ``return_free_memory`` call of the open (it runs in a worker, but locks the heap it
trims) and the longest gap between the GUI thread's 2 ms timer ticks across one (the
baseline: across the same moments, with nothing handed back).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TARGET = 1.3  # the last open's RSS over the second's

CHILD = """
import gc, json, os, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, sys.argv[3])
import bisect
import docdedup_gui.workers as workers
trims = []  # (start, end) of each hand-back, from the workers
def timed(trim):
    def timed_trim():
        started = time.perf_counter()
        trim()
        trims.append((started, time.perf_counter()))
    return timed_trim
# The baseline, as it was: the memory of each corpus let go stays with glibc (the same moments timed).
as_it_was = sys.argv[4] == "baseline"
workers.return_free_memory = timed((lambda: False) if as_it_was else workers.return_free_memory)
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
ticks = []  # the GUI thread's timer every 2 ms: a long gap is a GUI thread held
tick = QTimer()
tick.setInterval(2)
tick.timeout.connect(lambda: ticks.append(time.perf_counter()))
tick.start()

def gui_gap_across_trims():
    # The longest gap between GUI ticks overlapping a hand-back (malloc_trim locks the heap it trims).
    worst = 0.0
    for start, end in trims:
        first = max(bisect.bisect_left(ticks, start) - 1, 0)
        last = bisect.bisect_left(ticks, end)
        for a, b in zip(ticks[first:last + 1], ticks[first + 1:last + 2]):
            worst = max(worst, b - a)
    return worst
from docdedup_gui.main_window import MainWindow
window = MainWindow()
window.show()

def rss_mb():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS")) / 1024

def settled():
    # A person's next reload comes seconds later: every job done, and the hand-back after them.
    runner = window.runner
    handing = runner._handing_back
    return bool(trims) and not runner.busy_labels() and not (handing is not None and handing.is_alive())

for number in range(int(sys.argv[2])):
    loop = QEventLoop()
    window.analysis_finished.connect(loop.quit)
    QTimer.singleShot(900_000, loop.quit)
    started = time.perf_counter()
    window.open_file(sys.argv[1]) if number == 0 else window.reload()
    loop.exec()
    window.analysis_finished.disconnect(loop.quit)
    took = round(time.perf_counter() - started, 1)
    trims.clear()
    wait = QTimer()
    wait.timeout.connect(lambda: settled() and loop.quit())
    wait.start(50)
    QTimer.singleShot(120_000, loop.quit)
    loop.exec()
    wait.stop()
    print(json.dumps({"open": number + 1, "rss_mb": round(rss_mb()), "seconds": took,
                      "frozen": gc.get_freeze_count(), "trims": len(trims),
                      "trim_ms": round(max((end - start for start, end in trims), default=0) * 1000, 1),
                      "gui_gap_ms": round(gui_gap_across_trims() * 1000, 1)}), flush=True)
    trims.clear()
    ticks.clear()
os._exit(0)  # the window's last jobs may still run: no interpreter teardown under them
"""


def run(path: Path, opens: int, variant: str) -> list[dict]:
    """One child's opens, printed as they come."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-c", CHILD, str(path), str(opens), str(ROOT), variant]
    rounds = []
    with subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True) as child:
        for line in child.stdout:
            if line.startswith("{"):
                round_ = json.loads(line)
                rounds.append(round_)
                print(f"  {variant:8} open {round_['open']}: RSS {round_['rss_mb']:6,} MB "
                      f"({round_['seconds']:5.1f} s, {round_['frozen']:,} objects frozen, "
                      f"{round_['trims']} hand-backs, longest {round_['trim_ms']} ms, longest GUI-thread gap "
                      f"across one {round_['gui_gap_ms']} ms)", flush=True)
    if child.returncode != 0:
        raise SystemExit(f"the {variant} child failed with status {child.returncode}")
    return rounds


def summary(rounds: list[dict], variant: str) -> float:
    sizes = [r["rss_mb"] for r in rounds]
    ratio = sizes[-1] / sizes[1] if len(sizes) > 1 else 1.0
    print(f"{variant}: RSS per open {', '.join(f'{s:,}' for s in sizes)} MB; "
          f"last / second {ratio:.2f}x (target <= {TARGET}x: {'met' if ratio <= TARGET else 'NOT met'}); "
          f"least {min(sizes):,} MB, most {max(sizes):,} MB")
    return ratio


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opens", type=int, default=6)
    parser.add_argument("--baseline", action="store_true",
                        help="also run the window without handing memory back, as it was")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(HERE))
    from bench_group import ensure_corpus

    path = ensure_corpus(args.records, args.seed)
    variants = ["current", *(["baseline"] if args.baseline else [])]
    ratios = {variant: summary(run(path, args.opens, variant), variant) for variant in variants}
    return 0 if ratios["current"] <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
