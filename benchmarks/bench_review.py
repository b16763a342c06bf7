"""The review's costs, each against a yardstick measured in the same run.

Usage::

    python benchmarks/bench_review.py [--part export|reopen|record|bulk|open] [--records 100000] [--rounds 3]
    python benchmarks/bench_review.py --part export --records 1000000 --rounds 1

``export``: ``docdedup review export`` (CSV, with a decisions file of 50,000 lines about groups
and one line about each of the first 20,000 near-identical clusters: keep, same document,
distinct, unsure in turn)
against ``docdedup group`` on the same corpus, alternating A B A B, each a fresh
process timed from before its fork to ``wait4``. Target: at most 1.5x.

``reopen``: the window opening the corpus with its 50,000 decisions against the same
window opening it with no decisions file, alternating, each a fresh offscreen process:
time until the groups are shown (as ``bench_gui_open.py`` measures it) and until the
decisions are shown (the review is read and the first undecided subject selected).
Target: the decisions add at most 15% to the time until groups are shown.

``record``: the window in review mode over the corpus and its 50,000 decisions; 200
decisions by real key presses (A, A, A, Ctrl+Z in turn: A decides groups and clusters alike,
undo appends too), one every 30 ms, while a 10 ms heartbeat timer measures the longest
event-loop stall. Target: never over 50 ms. The phase starts 300 ms after the review is
ready (decisions read, input identified, clusters in, the first undecided subject shown),
so the opening's own repaint is not counted as a decision's. Beside each round an idle process (the one of
``bench_gui_open.py``) reports its own longest late wake-up while the keys were pressed: the
machine's share of a stall, when other processes held both cores.

``bulk``: the window in review mode over the corpus with a new decisions file, each step a phase
of its own with its longest event-loop stall (10 ms heartbeat; target, as for the window's other
phases, ~100 ms at 1M): Review > Show > Undecided (the filter applied: an arrangement and a new
tree), three decisions by key under the filter and the filter applied again 400 ms after the last
(decided rows leave the list), then "Accept the suggestions of the N groups shown" (suggested in
a worker, written, committed 5,000 lines a turn) and the filter applied again after it, then a bulk
decision on every undecided cluster shown (Review > Decide the subjects shown by the keeper rule:
previewed in a worker, asked, written as one step, applied in slices) and its undo (Ctrl+Z: the whole
step, made in a worker). Each phase also gives its time. Run it at 1M:
``--part bulk --records 1000000 --rounds 1``.

``open``: the window opening the corpus with its 50,000 decisions in review mode (``--decisions``),
from the groups shown to the review ready (decisions read, input identified, clusters in, the first
undecided subject shown, and 300 ms after it): the longest event-loop stall (10 ms heartbeat; the
product's rule: no work over 16 ms on the GUI thread), every gap over 16 ms with what had happened
last, and the longest GUI-thread call of each review step (the review's jobs' finishes, the
clusters set, ``ReviewMode.on_opened``), timed around the call. Run it at 100k and
``--part open --records 1000000 --rounds 1``.

``BENCH_REVIEW_TIMEOUT_MS`` bounds a window child's run (default 30 minutes for ``bulk``): its
result then says how far it got.

The decisions file is made once per corpus (``benchmarks/data/CORPUS.bench-50000.decisions.jsonl``):
lines about the corpus's duplicate groups, round after round until there are 50,000,
the way an editor who changes their mind leaves more lines than subjects.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from bench_group import (  # noqa: E402  (a sibling script, found through the line above)
    DATA,
    Contestant,
    docdedup_argv,
    ensure_corpus,
    paired_ratios,
    run_once,
)

EXPORT_TARGET = 1.5  # review export time / group time, at most
SETTLE_MS = 300  # from the review being ready (first subject shown) to the phase of key presses
DECISIONS = 50_000
CLUSTER_DECISIONS = 20_000  # the export's file also decides this many near-identical clusters


def decisions_for(corpus: Path, count: int = DECISIONS, *, clusters: int = 0) -> Path:
    """The cached decisions file of ``corpus``: ``count`` lines about its duplicate groups, then
    (``clusters``) one line about each of that many near-identical clusters."""
    tail = f"+{clusters}-clusters" if clusters else ""
    path = corpus.with_name(f"{corpus.name}.bench-{count}{tail}.decisions.jsonl")
    if path.exists():
        return path
    from core import form_groups, load_records
    from core.review import InputFile, Review, Subjects

    print(f"decisions: writing {count:,} lines (and {clusters:,} about clusters) into {path} ...", flush=True)
    loaded = load_records(str(corpus))
    subjects = Subjects(loaded.records, form_groups(loaded.records))
    duplicates = [index for index, key in enumerate(subjects.group_key) if key is not None]
    partial = path.with_name(path.name + ".partial")
    partial.unlink(missing_ok=True)
    identity = InputFile(corpus.name, 0, "0" * 64)
    with Review.open(subjects, partial, reviewer="bench", input_file=identity) as review:
        review.decide_many(_decisions(subjects, duplicates, count))
        if clusters:
            review.decide_many(_cluster_decisions(subjects, clusters))
    partial.replace(path)
    return path


def _cluster_decisions(subjects, count: int):
    """One line per near-identical cluster, up to ``count``: keep the second group, same document
    keeping the first, distinct, unsure in turn (the export weighs each against the groups')."""
    from core.differences import find_neighbours

    subjects.set_clusters(find_neighbours(subjects.records, subjects.groups, processes=2))
    for number in range(min(count, subjects.cluster_count)):
        subject = subjects.cluster_subject(number)
        kind, first, second = number % 4, subject.groups[0].members[0], subject.groups[1].members[0]
        if kind == 0:
            yield subject, "keep", second, ("bench",), None
        elif kind == 1:
            yield subject, "same-normalize-upstream", first, ("bench",), f"bench {number}"
        else:
            yield subject, ("distinct", "unsure")[kind - 2], None, None, None


def _decisions(subjects, duplicates: list[int], count: int):
    for number in range(count):
        index = duplicates[number % len(duplicates)]
        subject = subjects.group_subject(index)
        if number % 3 == 2:
            yield subject, "keep-all", None, None, None
        else:
            yield subject, "keep", subject.members[number % len(subject.members)], None, f"bench {number}"


def bench_export(records: int, rounds: int) -> int:
    corpus = ensure_corpus(records, 0)
    decisions = decisions_for(corpus, clusters=CLUSTER_DECISIONS)
    docdedup = docdedup_argv()
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-review-") as folder:
        group_out, export_out = Path(folder) / "groups.json", Path(folder) / "actions.csv"
        group = Contestant("docdedup group", [*docdedup, "group", str(corpus), "-o", str(group_out)],
                           group_out)
        export = Contestant("review export", [*docdedup, "review", "export", str(corpus), "--decisions",
                                              str(decisions), "--format", "csv", "-o", str(export_out)],
                            export_out)
        for number in range(1, rounds + 1):
            print(f"round {number}/{rounds}", flush=True)
            run_once(group)
            run_once(export)
    ratios = paired_ratios(export, group)
    worst = max(ratios)
    print(f"\n{records:,} records, {DECISIONS:,} decision lines about groups and up to "
          f"{CLUSTER_DECISIONS:,} about clusters, {rounds} rounds")
    print(f"review export / group per round: {', '.join(f'{ratio:.2f}' for ratio in ratios)} "
          f"(best {min(ratios):.2f}x, worst {worst:.2f}x, median {statistics.median(ratios):.2f}x); "
          f"target <= {EXPORT_TARGET}x: {'MET' if worst <= EXPORT_TARGET else 'NOT MET'}")
    return 0


# --- the window: reopening and recording --------------------------------------------------


def _review_window(decisions: str):
    """A shown window in review mode on ``decisions``, its application and a heartbeat."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication([sys.argv[0]])
    from bench_gui_open import Heartbeat

    from docdedup_gui.main_window import MainWindow

    window = MainWindow()
    window.show()
    window.review_mode.use_decisions_file(decisions)
    return app, window, Heartbeat()


def _run(app, window, beat, corpus: str, result: dict, *, timeout_ms: int) -> int:
    """Open ``corpus``, run until the child quits (or ``timeout_ms``), print ``result`` as JSON."""
    from PySide6.QtCore import QTimer

    window.load_failed.connect(lambda message: (result.update(error=message), app.quit()))
    QTimer.singleShot(20, lambda: window.open_file(corpus))
    timeout_ms = int(os.environ.get("BENCH_REVIEW_TIMEOUT_MS", timeout_ms))  # a shorter bound, to look
    QTimer.singleShot(timeout_ms, lambda: (result.update(error="timed out"), app.quit()))
    app.exec()
    result["stalls"] = beat.stalls
    print(json.dumps(result), flush=True)
    os._exit(0 if "error" not in result else 1)


def gui_child(corpus: str, decisions: str, started: float, keys: int) -> int:
    """Open ``corpus`` with ``decisions`` in a window; with ``keys``, decide that many by key press."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest

    app, window, beat = _review_window(decisions)
    mode = window.review_mode
    result: dict = {"keys": 0}
    # A decides groups and clusters alike (accept); every fourth key is Ctrl+Z (undo appends too).
    sequence = [(Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier)] * 3 + [
        (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)]

    def shown() -> None:
        window.group_tree.viewport().repaint()
        result["shown_s"] = time.time() - started

    def review_in() -> None:
        review = mode.desk.review
        if "decisions_s" not in result and review is not None:
            result["decisions_s"] = time.time() - started
            result["lines"] = len(review.state.current)
            if not keys:
                QTimer.singleShot(0, app.quit)
        ready = review is not None and review.input_file is not None and review.subjects.clusters_known
        if keys and ready and mode.desk.current is not None and "typing" not in result:
            result["typing"] = True
            # The review is ready: the window paints the first undecided subject and its
            # comparison arrives. Recording is measured from a moment later, as an editor
            # starts typing once the subject is on screen, so the opening's own repaint
            # (the analysis landing, a load stall) is not counted as a decision's.
            QTimer.singleShot(SETTLE_MS, start_typing)

    def start_typing() -> None:
        result["wall"] = [time.time()]  # to line up with the idle process beside this one
        beat.take("recording decisions by key")
        QTimer.singleShot(30, press)

    def press() -> None:
        QTest.keyClick(window.group_tree, *sequence[result["keys"] % len(sequence)])
        result["keys"] += 1
        if result["keys"] < keys:
            QTimer.singleShot(30, press)

    def recorded() -> None:
        result["recorded"] = result.get("recorded", 0) + 1
        beat.note("decisions recorded", result["recorded"], keys)
        if result["recorded"] >= keys:
            result["record_stall_ms"] = beat.take("done")
            result["wall"].append(time.time())
            result["status"] = mode.progress_label.text()
            QTimer.singleShot(0, app.quit)

    window.loaded.connect(shown)
    window.progressed.connect(beat.note)
    mode.opened.connect(review_in)
    # The clusters arriving send the first search again: the review is ready only once its first
    # undecided subject is shown (moved), which may come after the last ``opened``.
    mode.moved.connect(review_in)
    mode.recorded.connect(recorded)
    # The benchmark's 50,000 lines decide every exact group: typing starts once the analysis
    # has brought the clusters (undecided). Never wait forever for a key that decides nothing.
    return _run(app, window, beat, corpus, result, timeout_ms=600_000)


BULK_PHASES = ("show undecided", "3 decisions by key, filter again", "accept the suggestions shown",
               "filter again after the accept", "bulk decision on the clusters shown", "undo the bulk step")


def gui_bulk_child(corpus: str, decisions: str) -> int:
    """Open ``corpus`` with a new ``decisions`` file and go through :data:`BULK_PHASES`."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest

    from core.review.bulk import BulkChoice

    app, window, beat = _review_window(decisions)
    mode = window.review_mode
    result: dict = {"phases": []}
    steps: list = []  # what ends the current phase: "arranged" or "recorded"

    def begin(name: str, ends_on: str) -> None:
        beat.take(name)
        result["phases"].append({"phase": name, "started": time.perf_counter()})
        steps.append(ends_on)

    def end(what: str) -> None:
        if not steps or steps[0] != what:
            return
        steps.pop(0)
        phase = result["phases"][-1]
        phase["seconds"] = round(time.perf_counter() - phase.pop("started"), 3)
        phase["stall_ms"] = round(beat.take("between phases"))
        phase["shown"] = len(window.session.arrangement.rows)
        phase["status"] = mode.progress_label.text()
        if phase["phase"] == BULK_PHASES[2] and len(result["phases"]) == 3:  # filtered again 400 ms after
            begin(BULK_PHASES[3], "arranged")
        else:
            QTimer.singleShot(500, next_phase)  # the window settles between phases

    def ready() -> None:
        review = mode.desk.review
        if "ready_s" in result or review is None or review.input_file is None or mode.desk.current is None:
            return
        result["ready_s"] = round(time.perf_counter() - beat.started, 3)
        QTimer.singleShot(500, next_phase)

    def next_phase() -> None:
        done = len(result["phases"])
        if done == 0:
            begin(BULK_PHASES[0], "arranged")
            mode.set_state_filter("undecided")
        elif done == 1:
            begin(BULK_PHASES[1], "arranged")
            for number in range(3):
                QTimer.singleShot(100 * number, lambda: QTest.keyClick(window.group_tree, Qt.Key.Key_A))
        elif done == 2:
            begin(BULK_PHASES[2], "recorded")
            mode.accept_shown()
            confirm_when_asked("accepted")
        elif done == 4:  # every undecided cluster shown, by the keeper rule: one step
            if not mode.desk.review.subjects.clusters_known or mode.starting:
                QTimer.singleShot(250, next_phase)  # the near-identical analysis first (then a filter again)
                return
            if "clusters_s" not in result:
                result["clusters_s"] = round(time.perf_counter() - beat.started, 3)
                QTimer.singleShot(1000, next_phase)  # Show > Undecided takes the clusters' rows in
                return
            begin(BULK_PHASES[4], "recorded")
            mode.controller.bulk_decide(BulkChoice(groups=False))
            confirm_when_asked("bulk")
        elif done == 5:
            begin(BULK_PHASES[5], "recorded")
            result["undo"] = True
            mode.do("undo")  # what Ctrl+Z does (the question just closed: the window may not be active yet)
        else:
            QTimer.singleShot(0, app.quit)

    def confirm_when_asked(name: str) -> None:
        box = mode.dialogs.confirmation
        if box is not None and box.isVisible() and name not in result:
            result[name] = int(box.text().split()[1].replace(",", "")) if name == "bulk" else \
                int("".join(ch for ch in box.text() if ch.isdigit()) or 0)
            box.accept()
        else:
            QTimer.singleShot(20, lambda: confirm_when_asked(name))

    def recorded() -> None:
        phase = len(result["phases"]) - 1
        wanted = {2: "accepted", 4: "bulk", 5: "undo"}.get(phase)
        # The step's lines are all committed: a bulk step is applied in slices and said once, at the
        # last (the writer's busy count is no sign: nothing settles it).
        if wanted in result:
            end("recorded")

    window.groups_arranged.connect(lambda: end("arranged"))
    mode.opened.connect(ready)
    mode.moved.connect(ready)
    mode.recorded.connect(recorded)
    return _run(app, window, beat, corpus, result, timeout_ms=1_800_000)


def bench_bulk(records: int, rounds: int) -> int:
    corpus = ensure_corpus(records, 0)
    worst: dict[str, float] = {}
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-review-") as folder:
        for number in range(1, rounds + 1):
            argv = [sys.executable, __file__, "--child", str(corpus), "--bulk", "--decisions",
                    str(Path(folder) / f"round{number}.decisions.jsonl")]
            output = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
            result = json.loads(output.strip().splitlines()[-1])
            print(f"round {number}: review ready {result['ready_s']:.1f} s after the start; "
                  f"{result.get('accepted', 0):,} suggestions accepted, {result.get('bulk', 0):,} subjects "
                  "decided in one bulk step, then undone", flush=True)
            for phase in result["phases"]:
                worst[phase["phase"]] = max(worst.get(phase["phase"], 0), phase["stall_ms"])
                print(f"    {phase['phase']}: longest stall {phase['stall_ms']:.0f} ms, "
                      f"{phase['seconds']:.2f} s, {phase['shown']:,} groups shown; {phase['status']}",
                      flush=True)
            for at, gap, mark in result["stalls"]:
                if not mark.startswith("startup"):
                    print(f"    stall {gap:4d} ms at {at:6.2f} s, in: {mark}")
    print("\nlongest stall per phase, worst round: "
          + "; ".join(f"{name} {stall:.0f} ms" for name, stall in worst.items()))
    return 0


OPEN_GAP_MS = 16  # gaps reported in the ``open`` part: the product's limit for work on the GUI thread


def gui_open_child(corpus: str, decisions: str) -> int:
    """Open ``corpus`` in review mode on ``decisions``; time the review's GUI-thread steps."""
    import bench_gui_open
    from PySide6.QtCore import QTimer

    bench_gui_open.REPORTED_STALL_MS = OPEN_GAP_MS  # this child only: every gap over 16 ms
    app, window, beat = _review_window(decisions)
    mode, desk = window.review_mode, window.review_mode.desk
    result: dict = {"calls": {}}

    def timed(name: str, call):
        def run(*args, **kwargs):
            started = time.perf_counter()
            beat.mark = f"{name} (started)"
            try:
                return call(*args, **kwargs)
            finally:
                ms = (time.perf_counter() - started) * 1000
                result["calls"][name] = max(result["calls"].get(name, 0.0), round(ms, 1))
                beat.mark = f"after {name}"
        return run

    run = desk.run
    desk.run = lambda kind, work, finish: run(kind, work, timed(f"{kind} job finish", finish))
    desk.set_clusters = timed("set_clusters", desk.set_clusters)
    mode.on_opened = timed("on_opened", mode.on_opened)
    for name in ("set_active", "refresh", "show"):  # the parts of on_opened, and showing a subject
        setattr(mode, name, timed(name, getattr(mode, name)))
    mode.controller.next_undecided = timed("next_undecided", mode.controller.next_undecided)
    window.model.refresh_column = timed("tree marks", window.model.refresh_column)
    mode.first._step = timed("find first undecided (a turn)", mode.first._step)

    def shown() -> None:
        result["shown_s"] = round(time.perf_counter() - beat.started, 3)
        beat.take("review opening")

    def ready() -> None:
        review = desk.review
        if ("ready_s" in result or review is None or review.input_file is None
                or not review.subjects.clusters_known or desk.current is None):
            return
        result["ready_s"] = round(time.perf_counter() - beat.started, 3)
        QTimer.singleShot(SETTLE_MS, done)

    def done() -> None:
        result["open_stall_ms"] = round(beat.take("done"))
        result["status"] = mode.progress_label.text()
        QTimer.singleShot(0, app.quit)

    window.loaded.connect(shown)
    window.progressed.connect(beat.note)
    mode.opened.connect(ready)
    mode.moved.connect(ready)
    return _run(app, window, beat, corpus, result, timeout_ms=1_800_000)


def bench_open(records: int, rounds: int) -> int:
    corpus = ensure_corpus(records, 0)
    decisions = decisions_for(corpus)
    worst: list[float] = []
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-review-") as folder:
        for number in range(1, rounds + 1):
            copy = Path(folder) / f"round{number}.decisions.jsonl"
            shutil.copyfile(decisions, copy)
            argv = [sys.executable, __file__, "--child", str(corpus), "--open", "--decisions", str(copy)]
            output = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
            result = json.loads(output.strip().splitlines()[-1])
            worst.append(result["open_stall_ms"])
            calls = ", ".join(f"{name} {ms:.0f}" for name, ms in result["calls"].items())
            print(f"round {number}: groups shown {result['shown_s']:.1f} s, review ready "
                  f"{result['ready_s']:.1f} s; longest stall from the groups shown to {SETTLE_MS} ms "
                  f"after the review is ready: {result['open_stall_ms']:.0f} ms; longest GUI-thread "
                  f"call (ms): {calls}; {result['status']}", flush=True)
            for at, gap, mark in result["stalls"]:
                if mark.startswith("review opening"):
                    print(f"    stall {gap:4d} ms at {at:6.2f} s, {mark}")
    print(f"\nlongest stall while the review opens: best {min(worst):.0f} ms, worst {max(worst):.0f} ms "
          f"(the product's limit: 16 ms of GUI-thread work; the heartbeat ticks every 10 ms)")
    return 0


def gui_round(corpus: Path, decisions: Path, keys: int = 0) -> dict:
    """One window in a fresh process; with ``keys``, also the longest late wake-up of an idle
    process beside it while the keys were pressed (``machine_ms``: the machine's share of a stall)."""
    from bench_gui_open import Idler

    argv = [sys.executable, __file__, "--child", str(corpus), "--decisions", str(decisions),
            "--started", repr(time.time()), "--keys", str(keys)]
    with Idler() as idle:
        output = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    result = json.loads(output.strip().splitlines()[-1])
    if "wall" in result:
        result["machine_ms"] = idle.worst_in(*result.pop("wall"))
    return result


def bench_reopen(records: int, rounds: int) -> int:
    corpus = ensure_corpus(records, 0)
    decisions = decisions_for(corpus)
    rows = []
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-review-") as folder:
        for number in range(1, rounds + 1):
            bare = gui_round(corpus, Path(folder) / "none.decisions.jsonl")
            with_decisions = gui_round(corpus, decisions)
            rows.append((bare, with_decisions))
            print(f"round {number}: no decisions shown {bare['shown_s']:.2f} s (review read "
                  f"{bare['decisions_s']:.2f} s); 50,000 decisions shown {with_decisions['shown_s']:.2f} s "
                  f"(review read {with_decisions['decisions_s']:.2f} s, "
                  f"{with_decisions['lines']:,} subjects decided)", flush=True)
    shown = [b["shown_s"] / a["shown_s"] for a, b in rows]
    read = [b["decisions_s"] / a["shown_s"] for a, b in rows]
    print(f"\ngroups shown, with / without decisions: {', '.join(f'{r:.3f}' for r in shown)} "
          f"(worst {max(shown):.3f}x); target <= 1.15x: {'MET' if max(shown) <= 1.15 else 'NOT MET'}")
    print(f"decisions shown / groups shown without decisions: {', '.join(f'{r:.3f}' for r in read)} "
          f"(worst {max(read):.3f}x)")
    return 0


def bench_record(records: int, rounds: int, keys: int = 200) -> int:
    corpus = ensure_corpus(records, 0)
    decisions = decisions_for(corpus)
    stalls = []
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-review-") as folder:
        for number in range(1, rounds + 1):
            copy = Path(folder) / f"round{number}.decisions.jsonl"
            shutil.copyfile(decisions, copy)  # decisions go on from the 50,000 lines
            result = gui_round(corpus, copy, keys)
            stalls.append(result["record_stall_ms"])
            over = sum(1 for _at, gap, mark in result["stalls"] if gap > 50 and mark.startswith("recording"))
            print(f"round {number}: {result['recorded']} decisions recorded by key, longest stall "
                  f"{result['record_stall_ms']:.0f} ms ({over} gaps over 50 ms; an idle process beside it: "
                  f"{result['machine_ms']:.0f} ms); {result['status']}", flush=True)
            for at, gap, mark in result["stalls"]:
                print(f"    stall {gap:4d} ms at {at:6.2f} s, after: {mark}")
    print(f"\nlongest stall while recording: best {min(stalls):.0f} ms, worst {max(stalls):.0f} ms; "
          f"target <= 50 ms: {'MET' if max(stalls) <= 50 else 'NOT MET'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", choices=("export", "reopen", "record", "bulk", "open", "all"),
                        default="all",
                        help="what to measure (default all: export, reopen, record)")
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--decisions", help=argparse.SUPPRESS)
    parser.add_argument("--started", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--keys", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--bulk", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--open", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child and args.bulk:
        return gui_bulk_child(args.child, args.decisions)
    if args.child and args.open:
        return gui_open_child(args.child, args.decisions)
    if args.child:
        return gui_child(args.child, args.decisions, args.started, args.keys)
    parts = {"export": bench_export, "reopen": bench_reopen, "record": bench_record, "bulk": bench_bulk,
             "open": bench_open}
    chosen = {name: parts[name] for name in ("export", "reopen", "record")} if args.part == "all" \
        else {args.part: parts[args.part]}
    for name, bench in chosen.items():
        print(f"--- {name} ---", flush=True)
        bench(args.records, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
