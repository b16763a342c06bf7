"""Opening a corpus in the GUI vs ``docdedup group`` on it, and what a person does next, in one run.

Usage::

    .venv/bin/python benchmarks/bench_gui_open.py [--records 100000] [--rounds 3] [--no-cli]
        [--watchdog MS] [--sample MS] [--baseline [gil|inline]]

Each round runs, as fresh processes, ``docdedup group FILE --output OUT`` and a GUI
child (this script with ``--child``) that opens FILE in a ``MainWindow`` offscreen and
then, one after the other (each phase starts once the previous one is done and painted):

- ``load``: open the file until the groups are shown (``loaded`` and the next paint);
- ``analysis``: the near-identical analysis that starts by itself after a load, while the
  tree scrolls a page down or up every 100 ms (a person reading the groups meanwhile); the
  character census (issue 18) starts just before it, in a worker thread, and runs beside it;
- ``census``: from the analysis' end until the census is in (nothing, when it was first);
- ``sort <column>``: a click on every column header in turn (each sorts ascending, the
  first sorts descending), until the tree shows the new order with the selection kept;
- ``select last``: selecting a record of the group shown last, as ``select_record`` does.

Measured for each phase: its time and the longest event-loop stall during it. A 10 ms
heartbeat ``QTimer`` records the largest gap between its ticks; every gap over 50 ms is
listed with the phase and the last progress report before it. On Linux each gap is split
(``/proc/thread-self/schedstat``) into the GUI thread's CPU time and its time runnable but
waiting for a core; the gap less that wait is the phase's *own* stall: the window's work,
or its wait for the GIL or for I/O (a GIL holder that lost its core counts here too). Peak
RSS (``ru_maxrss`` from ``wait4``) is compared with the file's size (a compressed file's:
its decompressed text), and the time until the groups are shown with the CLI's time.
``--watchdog MS`` arms :mod:`faulthandler` from the heartbeat, so a
stall longer than MS prints every thread's stack to stderr: it says *where* a stall is;
``--sample MS`` does the same from a Python thread (no crash at 1M, Python frames only).
Beside each GUI round an idle process (``--idler``: it only sleeps 10 ms at a time)
reports its own longest late wake-up per phase: the machine's share of a stall, when
other processes held both cores. The window's first paint (fonts, styles: nothing to do
with loading) is reported apart as ``startup_stall_ms``.

Targets (issues 4 and 8): groups shown within 1.5x the CLI's time; the longest stall
of every phase at most 100 ms at 100,000 records and 150 ms at 1,000,000, its own part at
most 50 ms at 100,000; peak memory at most 3x the file size.
"""

from __future__ import annotations

import argparse
import faulthandler
import functools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(HERE.parent))

HEARTBEAT_MS = 10
BASELINES = {  # --baseline KIND: the same window again in each round, changed so
    "gil": "CPython's default 5 ms GIL switch interval",
    "inline": "the near-identical analysis in the GUI process's worker thread, not a child process",
}
IDLER_REPORTED_MS = 5  # the idler lists wake-ups at least this much late (a 15 ms gap)
REPORTED_STALL_MS = 50
SCROLL_MS = 100  # during the analysis, the tree scrolls a page this often
TARGETS = {"time_ratio": 1.5, "memory_ratio": 3.0}
STALL_TARGET_MS = {100_000: 100.0, 1_000_000: 150.0}  # by corpus size; the nearest applies
# The own stall (less the GUI thread's wait for a core): what the window answers for on a
# machine shared with others. At 100,000 records 12-39 ms in 20 rounds at load 1.6-5.7.
OWN_STALL_TARGET_MS = {100_000: 50.0, 1_000_000: 150.0}


# --- the GUI child -------------------------------------------------------------------------


class Heartbeat:
    """A 10 ms timer that remembers the longest gap between two of its ticks, and every
    gap over :data:`REPORTED_STALL_MS` with the phase and last progress mark before it.

    With ``watchdog_ms``, each tick re-arms :func:`faulthandler.dump_traceback_later`:
    a GUI thread stuck that long gets every thread's stack printed to stderr.
    """

    def __init__(self, watchdog_ms: int | None = None) -> None:
        from PySide6.QtCore import QTimer

        self.longest = 0.0
        self.longest_own = 0.0  # the longest gap less the time the GUI thread waited for a core
        self.longest_parts = (0.0, 0.0)  # the longest gap's (GUI thread CPU, waiting for a core) in ms
        self.taken_parts = {"own_ms": 0.0, "cpu_ms": 0.0, "runqueue_ms": 0.0}  # of the phase last taken
        self._sched = _schedstat()
        self.started = self._last = time.perf_counter()
        self.stalls: list[tuple[float, float, str]] = []  # (s since start, ms, phase and progress mark)
        self.mark = "start"
        self.phase = "startup"
        self.watchdog = watchdog_ms / 1000 if watchdog_ms else None
        self.timer = QTimer(interval=HEARTBEAT_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = now - self._last
        sched, before = _schedstat(), self._sched
        self._sched = sched
        cpu, waited = (sched[0] - before[0], sched[1] - before[1]) if sched and before else (0.0, 0.0)
        if gap > self.longest:
            self.longest, self.longest_parts = gap, (cpu, waited)
        self.longest_own = max(self.longest_own, gap * 1000 - waited)
        if gap * 1000 > REPORTED_STALL_MS:
            self.stalls.append((round(self._last - self.started, 3), round(gap * 1000),
                                f"{self.phase}: {self.mark} (GUI thread CPU {cpu:.0f} ms, "
                                f"waiting for a core {waited:.0f} ms)"))
        self._last = now
        if self.watchdog:
            faulthandler.dump_traceback_later(self.watchdog, exit=False)

    def note(self, label: str, done: int, total: int) -> None:
        """Remember the latest progress report (connected to ``MainWindow.progressed``)."""
        self.mark = f"{label} {1000 * done // total if total else 0}‰"

    def take(self, next_phase: str) -> float:
        """The longest gap so far in ms; starts measuring ``next_phase`` from now."""
        longest, self.longest = self.longest, 0.0
        cpu, waited = self.longest_parts
        self.taken_parts = {"own_ms": round(self.longest_own, 1), "cpu_ms": round(cpu, 1),
                            "runqueue_ms": round(waited, 1)}
        self.longest_own, self.longest_parts = 0.0, (0.0, 0.0)
        self._last, self._sched = time.perf_counter(), _schedstat()
        self.phase, self.mark = next_phase, "-"
        return longest * 1000


def _schedstat() -> tuple[float, float] | None:
    """The calling thread's (CPU time, time runnable but waiting for a core) in ms so far,
    from Linux's ``/proc/thread-self/schedstat``; None elsewhere. A stall's waiting time is
    the machine's share (other processes, or this one's other threads, held both cores);
    the rest is the GUI thread's own work, or its wait for the GIL or for I/O."""
    try:
        with open("/proc/thread-self/schedstat") as stat:
            cpu, waited, _slices = stat.read().split()
    except (OSError, ValueError):
        return None
    return int(cpu) / 1e6, int(waited) / 1e6


class Sampler:
    """A Python thread that prints every thread's stack once the GUI thread has not ticked
    for ``ms`` (``--sample MS``): a Python frame of the GUI thread says what it is doing; a
    late wake-up of this thread itself says another thread held the GIL in one C call."""

    def __init__(self, beat: Heartbeat, ms: int) -> None:
        import threading

        self.beat, self.limit = beat, ms / 1000
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()

    def _watch(self) -> None:
        import threading
        import traceback

        reported = None
        while not self.stop.wait(0.005):
            woke = time.perf_counter()
            last = self.beat._last
            if woke - last > self.limit and reported != last:
                reported = last
                names = {thread.ident: thread.name for thread in threading.enumerate()}
                silent = f"{1000 * (woke - last):.0f} ms ({self.beat.phase}: {self.beat.mark})"
                lines = [f"--- GUI thread silent {silent}"]
                for ident, frame in sys._current_frames().items():
                    if ident != threading.get_ident():
                        lines.append(f"  thread {names.get(ident, ident)}:")
                        lines += ["    " + line.strip() for line in traceback.format_stack(frame, limit=6)]
                print("\n".join(lines), file=sys.stderr, flush=True)


class Scroller:
    """Scrolls the group tree a page down, then up, every :data:`SCROLL_MS`: a person reading
    the groups while a worker runs (each repaint calls the model from C++ a thousand times)."""

    def __init__(self, tree) -> None:
        from PySide6.QtCore import QTimer

        self.tree = tree
        self.down = True
        self.timer = QTimer(interval=SCROLL_MS)
        self.timer.timeout.connect(self._scroll)

    def start(self) -> None:
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _scroll(self) -> None:
        bar = self.tree.verticalScrollBar()
        bar.setValue(bar.value() + (bar.pageStep() if self.down else -bar.pageStep()))
        self.down = not self.down


def _phases(window) -> list[tuple[str, object, object]]:
    """(name, start it, the signal that ends it or None when it ends in its own call)."""
    from PySide6.QtCore import Qt

    from core.display.group_table import GROUP_COLUMNS

    tree = window.group_tree
    phases = [("analysis", lambda: None, window.analysis_finished)]

    def census_in() -> None:  # the census runs beside the analysis: often it is in already
        if window.session.census is not None:
            window.census_finished.emit()

    phases.append(("census", census_in, window.census_finished))
    for column, name in enumerate(GROUP_COLUMNS):
        order = Qt.SortOrder.DescendingOrder if column == 0 else Qt.SortOrder.AscendingOrder
        phases.append((f"sort {name}", lambda column=column, order=order: tree.sortByColumn(column, order),
                       window.groups_arranged))

    def select_last() -> None:
        session = window.session
        last = session.arrangement.rows[-1]
        doc_id = session.inspection.records[session.inspection.groups[last].members[-1]].doc_id
        assert window.select_record(doc_id), doc_id

    phases.append(("select last", select_last, None))
    return phases


def child(path: str, started: float, watchdog_ms: int | None, variant: str | None = None,
          sample_ms: int | None = None) -> int:
    """Open ``path`` in a MainWindow, then run the phases; print a JSON line of what was measured."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication([sys.argv[0]])
    from docdedup_gui.main_window import MainWindow

    window = MainWindow()
    if variant == "gil":  # the baseline: CPython's own GIL switch interval instead of the window's
        sys.setswitchinterval(0.005)
    elif variant == "inline":  # the baseline: the near-identical analysis in this process's worker
        window.session.analysis_apart = False
    window.show()
    result: dict = {"phases": {}}
    beat = Heartbeat(watchdog_ms)
    if sample_ms:
        Sampler(beat, sample_ms)
    phases = _phases(window)
    phase_started = [0.0]
    phase_wall = [time.time()]  # the phase's start on the wall clock, to line up with the machine's idler

    def painted_then(after) -> None:
        window.group_tree.viewport().repaint()  # on screen, not only in the model
        # Read the heartbeat after its next ticks: a stall in this very slot only shows then.
        QTimer.singleShot(2 * HEARTBEAT_MS, after)

    scroller = Scroller(window.group_tree)

    def next_phase(name: str) -> None:
        scroller.stop()
        seconds = time.perf_counter() - phase_started[0]
        following = phases[0][0] if phases else "end"
        result["phases"][name] = {"s": round(seconds, 3), "stall_ms": round(beat.take(following), 1),
                                  "wall": [phase_wall[0], time.time()], **beat.taken_parts}
        phase_wall[0] = time.time()
        if not phases:
            app.quit()
            return
        phase, start, signal = phases.pop(0)
        phase_started[0] = time.perf_counter()
        if phase == "analysis":
            scroller.start()
        if signal is None:
            start()
            painted_then(lambda: next_phase(phase))
        else:
            signal.connect(lambda: painted_then(lambda: next_phase(phase)), type=_single_shot())
            start()

    def shown() -> None:
        result["shown_s"] = time.time() - started
        result["groups"] = window.model.group_count()
        painted_then(lambda: next_phase("load"))

    def begin() -> None:
        # A timer, not singleShot(0): posted calls run before the window system's expose
        # event, so the first paint would still be ahead and counted as a load stall.
        result["startup_stall_ms"] = beat.take("load")
        beat.stalls.clear()
        phase_started[0], phase_wall[0] = time.perf_counter(), time.time()
        window.open_file(path)

    window.loaded.connect(shown, type=_single_shot())
    window.load_failed.connect(lambda message: (result.update(error=message), app.quit()))
    window.progressed.connect(beat.note)
    QTimer.singleShot(2 * HEARTBEAT_MS, begin)
    app.exec()
    faulthandler.cancel_dump_traceback_later()
    result["stalls"] = beat.stalls
    print(json.dumps(result, ensure_ascii=False), flush=True)
    # Skip interpreter finalization: tearing down a million records only costs time, and
    # PySide6 6.12.0 under Python 3.11 aborted there (its leaked None references); the
    # measurement is printed, the exit status is all that is left to report.
    os._exit(0 if "error" not in result else 1)


def _single_shot():
    from PySide6.QtCore import Qt

    return Qt.ConnectionType.SingleShotConnection


# --- the machine's own stalls ----------------------------------------------------------------


def idler() -> int:
    """``--idler``: a process that only sleeps 10 ms at a time; prints ``start gap`` (wall
    seconds, ms) for every wake-up more than IDLER_REPORTED_MS late, until stdin closes.

    What it reports is the machine's share of a stall: a process with nothing to do and
    no GIL to wait for was not scheduled for that long (other processes held the cores).
    """
    import threading

    done = threading.Event()
    threading.Thread(target=lambda: (sys.stdin.read(), done.set()), daemon=True).start()
    last = time.time()
    while not done.wait(HEARTBEAT_MS / 1000):
        now = time.time()
        if (now - last) * 1000 - HEARTBEAT_MS > IDLER_REPORTED_MS:
            print(f"{last:.4f} {(now - last) * 1000:.1f}", flush=True)
        last = now
    return 0


class Idler:
    """The idler beside one GUI round: the longest gap it saw within each phase's wall-clock window."""

    def __enter__(self) -> Idler:
        self.process = subprocess.Popen([sys.executable, __file__, "--idler"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        return self

    def __exit__(self, *_exc) -> None:
        self.gaps = [tuple(map(float, line.split())) for line in self.process.communicate("")[0].splitlines()]

    def worst_in(self, start: float, stop: float) -> float:
        return max((gap for at, gap in self.gaps if start <= at < stop), default=0.0)


# --- the harness ---------------------------------------------------------------------------


def run_measured(argv: list[str]) -> tuple[float, int, str]:
    """Wall seconds from fork to exit, peak RSS in bytes, stdout."""
    started = time.time()
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True)
    output = process.stdout.read()
    _pid, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{argv[0]} failed with status {process.returncode}")
    return time.time() - started, usage.ru_maxrss * 1024, output


def gui_round(path: Path, watchdog_ms: int | None, *, variant: str | None = None,
              sample_ms: int | None = None) -> tuple[dict, int]:
    argv = [sys.executable, __file__, "--child", str(path), "--started", repr(time.time())]
    if watchdog_ms:
        argv += ["--watchdog", str(watchdog_ms)]
    if variant:
        argv += ["--variant", variant]
    if sample_ms:
        argv += ["--sample", str(sample_ms)]
    with Idler() as idle:
        _seconds, peak, output = run_measured(argv)
    result = json.loads(output.strip().splitlines()[-1])
    for phase in result["phases"].values():
        phase["machine_ms"] = round(idle.worst_in(*phase.pop("wall")), 1)
    return result, peak


def cli_round(path: Path, out: Path) -> tuple[float, int]:
    from bench_group import docdedup_argv

    seconds, peak, _ = run_measured([*docdedup_argv(), "group", str(path), "--output", str(out)])
    return seconds, peak


def _print_phases(result: dict) -> None:
    for name, phase in result["phases"].items():
        print(f"    {name:18} {phase['s']:7.2f} s   longest stall {phase['stall_ms']:6.0f} ms"
              f" (GUI thread CPU {phase.get('cpu_ms', 0):3.0f}, "
              f"waiting for a core {phase.get('runqueue_ms', 0):3.0f})"
              f"   own {phase.get('own_ms', 0):4.0f} ms   (an idle process: {phase['machine_ms']:4.0f} ms)")
    for at, gap, mark in result["stalls"]:
        print(f"    stall {gap:4d} ms at {at:6.2f} s, in {mark}")


def measure(path: Path, rounds: int, *, cli: bool, watchdog_ms: int | None, baseline: str | None,
            sample_ms: int | None = None) -> dict:
    figures: dict = {"cli": [], "gui": [], "baseline": [], "baseline_kind": baseline}
    with tempfile.TemporaryDirectory() as work:
        for number in range(rounds):
            if cli:
                figures["cli"].append(cli_round(path, Path(work) / "groups.json"))
            result, peak = gui_round(path, watchdog_ms, sample_ms=sample_ms)
            figures["gui"].append((result, peak))
            cli_s = figures["cli"][-1][0] if cli else None
            versus = f"cli {cli_s:.2f} s, shown {result['shown_s'] / cli_s:.2f}x, " if cli_s else ""
            print(f"round {number + 1}: {versus}gui shown {result['shown_s']:.2f} s, "
                  f"peak {peak / _text_size(path):.2f}x the file's text "
                  f"(first paint {result['startup_stall_ms']:.0f} ms)")
            _print_phases(result)
            if baseline:
                figures["baseline"].append(
                    gui_round(path, watchdog_ms, variant=baseline, sample_ms=sample_ms))
                print(f"  baseline ({BASELINES[baseline]}), round {number + 1}:")
                _print_phases(figures["baseline"][-1][0])
            sys.stdout.flush()
    return figures


def _stall_target(records: int, targets: dict[int, float] = STALL_TARGET_MS) -> float:
    return targets[min(targets, key=lambda size: abs(size - records))]


def report(path: Path, figures: dict) -> dict:
    size = _text_size(path)
    gui = [result for result, _ in figures["gui"]]
    summary: dict = {"file": str(path), "file_mb": size / 1e6, "rounds": len(gui),
                     "gui_shown_median_s": statistics.median(result["shown_s"] for result in gui)}
    if figures["cli"]:
        summary["cli_median_s"] = statistics.median(seconds for seconds, _ in figures["cli"])
        summary["time_ratio"] = summary["gui_shown_median_s"] / summary["cli_median_s"]
        summary["cli_peak_mb"] = max(peak for _, peak in figures["cli"]) / 1e6
    peak = max(peak for _, peak in figures["gui"])
    summary.update(gui_peak_mb=peak / 1e6, memory_ratio=peak / size,
                   longest_startup_stall_ms=max(result["startup_stall_ms"] for result in gui))
    phases = {}
    for name in gui[0]["phases"]:
        stalls = [result["phases"][name]["stall_ms"] for result in gui]
        seconds = [result["phases"][name]["s"] for result in gui]
        machine = [result["phases"][name]["machine_ms"] for result in gui]
        own = [result["phases"][name].get("own_ms", 0.0) for result in gui]
        phases[name] = {"stall_ms_per_round": stalls, "own_stall_ms_per_round": own, "s_per_round": seconds,
                        "idle_process_ms_per_round": machine}
    summary["phases"] = phases
    print()
    for key, value in summary.items():
        if key != "phases":
            print(f"{key:28} {value:,.3f}" if isinstance(value, float) else f"{key:28} {value}")
    limit = _stall_target(_records_in(path))
    print(f"\n{'phase':19} {'longest stall per round (ms)':30} {'own (ms)':16} {'an idle process (ms)':22} "
          f"{'time per round (s)'}")
    worst = worst_own = 0.0
    for name, phase in phases.items():
        worst = max(worst, *phase["stall_ms_per_round"])
        worst_own = max(worst_own, *phase["own_stall_ms_per_round"])
        stalls = ", ".join(f"{stall:.0f}" for stall in phase["stall_ms_per_round"])
        own = ", ".join(f"{stall:.0f}" for stall in phase["own_stall_ms_per_round"])
        times = ", ".join(f"{seconds:.2f}" for seconds in phase["s_per_round"])
        idle = ", ".join(f"{stall:.0f}" for stall in phase["idle_process_ms_per_round"])
        print(f"{name:19} {stalls:30} {own:16} {idle:22} {times}")
    summary["worst_stall_ms"], summary["worst_own_stall_ms"] = worst, worst_own
    if figures["baseline"]:
        base = [result for result, _ in figures["baseline"]]
        summary["baseline_phases"] = {name: [result["phases"][name]["stall_ms"] for result in base]
                                      for name in base[0]["phases"]}
        print(f"\nbaseline ({BASELINES[figures['baseline_kind']]}): longest stall per round (ms)")
        for name, stalls in summary["baseline_phases"].items():
            ratio = max(stalls) / max(max(phases[name]["stall_ms_per_round"]), 1)
            print(f"    {name:18} {', '.join(f'{stall:.0f}' for stall in stalls):28} "
                  f"worst {ratio:.1f}x ours")
    for key, target in TARGETS.items():
        if key in summary:
            verdict = "met" if summary[key] <= target else "NOT met"
            print(f"target {key:21} {summary[key]:,.2f} <= {target}: {verdict}")
    verdict = "met" if worst <= limit else "NOT met"
    print(f"target {'longest stall (ms)':21} {worst:,.0f} <= {limit:.0f}: {verdict}")
    own_limit = _stall_target(_records_in(path), OWN_STALL_TARGET_MS)
    verdict = "met" if worst_own <= own_limit else "NOT met"
    print(f"target {'longest own stall (ms)':21} {worst_own:,.0f} <= {own_limit:.0f}: {verdict}")
    return summary


@functools.lru_cache
def _text_size(path: Path) -> int:
    """The bytes of the file's text: a compressed file's decompressed, a Parquet file's columns
    uncompressed (as its row groups' metadata says): peak memory is held against it."""
    from core.input.compressed import HEAD, compression_of
    from core.input.input_source import open_text
    from core.input.parquet import is_parquet

    with path.open("rb") as raw:
        head = raw.read(HEAD)
    if is_parquet(head[:4]):
        import pyarrow.parquet as parquet

        metadata = parquet.ParquetFile(path).metadata
        return sum(metadata.row_group(group).total_byte_size for group in range(metadata.num_row_groups))
    if compression_of(head) is None:
        return path.stat().st_size
    size = 0
    with open_text(str(path)) as text:
        while block := text.read(4 << 20):
            size += len(block)
    return size


def _records_in(path: Path) -> int:
    """The corpus size from its name (corpus-N-seedS.json), else 100,000's target applies."""
    parts = path.stem.split("-")
    return int(parts[1]) if len(parts) > 2 and parts[0] == "corpus" and parts[1].isdigit() else 100_000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-cli", action="store_true", help="skip the docdedup group rounds")
    parser.add_argument("--watchdog", type=int, metavar="MS",
                        help="print every thread's stack when the GUI thread stalls this long")
    parser.add_argument("--sample", type=int, metavar="MS",
                        help="print every thread's Python stack (from a Python thread) when the GUI "
                             "thread has not ticked for MS")
    parser.add_argument("--baseline", nargs="?", const="gil", choices=sorted(BASELINES),
                        help="each round also runs the window changed: 'gil' (the default) with "
                             "CPython's 5 ms GIL switch interval, 'inline' with the analysis in-process")
    parser.add_argument("--variant", choices=sorted(BASELINES), help=argparse.SUPPRESS)
    parser.add_argument("--file", type=Path, help="open this file instead of the cached corpus")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--idler", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--started", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.idler:
        return idler()
    if args.child:
        return child(args.child, args.started, args.watchdog, args.variant, args.sample)
    from bench_group import ensure_corpus

    path = args.file or ensure_corpus(args.records, args.seed)
    summary = report(path, measure(path, args.rounds, cli=not args.no_cli, watchdog_ms=args.watchdog,
                                   baseline=args.baseline, sample_ms=args.sample))
    results = HERE / "results"
    results.mkdir(exist_ok=True)
    (results / f"gui_open-{path.stem}.json").write_text(json.dumps(summary, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
