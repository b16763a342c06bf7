"""How long each way of opening a file holds the window's thread, on every format a corpus comes in.

Usage::

    .venv/bin/python benchmarks/bench_open_offer.py [--records 4000] [--rounds 3] [--formats bzip2,gzip]

Before a file is opened, the window reads its first record's keys (a file in another schema is
offered a field mapping; a mapping remembered for the file is checked against it). For each
format (JSON Lines, a one-line array, an indent-2 array, JSON Lines after a BOM, gzip, bzip2,
xz, zstd, Parquet, and JSON Lines whose first record is 10 MB), a corpus in a pipeline's
schema (``id``, ``url``, ``title``, ``text``; ~2 MB, so a bzip2 file's first block is a whole
900 kB) is opened in one offscreen window by every path a person has:

- ``file open``: File > Open, the file dialog answered;
- ``drop``: the file dropped on the window;
- ``command line``: ``docdedup-gui FILE`` (what it calls);
- ``open recent`` and ``start page``: once a mapping is chosen and remembered, the recent
  file opened again (the start page's button);
- ``F5``: the open file read again.

Each path is timed from the call until the mapping dialog is shown or the loading has
started. ``call``: the call's own time on the window's thread, wall and that thread's CPU
time. ``wait_gap``: the longest gap of a 10 ms heartbeat ``QTimer`` while a worker reads the
first record (a stall of X ms shows as a gap of about 10 + X ms). ``answer``: the window's
handling of the keys once they are back (the mapping dialog built and opened, or the loading
started), wall and CPU. ``after_gap``: the heartbeat's longest gap from then until a few ticks
after the dialog is shown or the loading has started (its first paint, the loading's start).
``idle``: the heartbeat over 50 ms of the window doing nothing, the machine's share. ``before``:
the first record's keys read on the window's thread as Open did before they were read in a
worker (the record decoded whole: :func:`keys_decoded_whole`). The loading is waited for,
with its analysis and census, before the next path: one path's work never lands in another's
figure.

Target (the window's house rule): no path holds the window's thread over 16 ms, every round,
every format: the call and the answer each at most 16 ms of that thread's CPU time, and the
heartbeat's gaps while the worker reads no longer than those of the window doing nothing.
Load from other processes lengthens wall times and gaps alike: the CPU time of the window's
thread is the figure load does not change; the load average is printed with the rounds.
"""

from __future__ import annotations

import argparse
import bz2
import gzip
import json
import lzma
import os
import sys
import tempfile
import time
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

HEARTBEAT_MS = 10
TARGET_MS = 16
PATHS = ("file open", "drop", "command line", "open recent", "start page", "F5")
LONG_FIRST_RECORD = 10 << 20


def _records(count: int) -> list[dict]:
    words = (
        "corpus",
        "record",
        "duplicate",
        "text",
        "window",
        "field",
        "mapping",
        "\N{ARABIC LETTER FARSI YEH}",
    )
    return [
        {
            "id": f"doc-{n:06d}",
            "url": f"https://example.org/{n}",
            "title": f"Title {n % 97}",
            "text": " ".join(words[(n * k) % len(words)] for k in range(60)) + f" {n % 500}",
        }
        for n in range(count)
    ]


def write_formats(folder: Path, count: int, wanted: set[str] | None) -> dict[str, Path]:
    """The corpus in every format (those in ``wanted`` only, when given)."""
    records = _records(count)
    lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode()
    long_first = dict(records[0], text="x" * LONG_FIRST_RECORD)
    data = {
        "json lines": ("corpus.jsonl", lambda: lines),
        "one-line array": ("corpus-line.json", lambda: json.dumps(records, ensure_ascii=False).encode()),
        "indent-2 array": (
            "corpus-pretty.json",
            lambda: json.dumps(records, ensure_ascii=False, indent=2).encode(),
        ),
        "bom": ("corpus-bom.jsonl", lambda: b"\xef\xbb\xbf" + lines),
        "gzip": ("corpus.jsonl.gz", lambda: gzip.compress(lines)),
        "bzip2": ("corpus.jsonl.bz2", lambda: bz2.compress(lines)),
        "xz": ("corpus.jsonl.xz", lambda: lzma.compress(lines)),
        "zstd": ("corpus.jsonl.zst", lambda: __import__("zstandard").ZstdCompressor().compress(lines)),
        "10 MB first record": ("corpus-long.jsonl", lambda: (json.dumps(long_first) + "\n").encode() + lines),
    }
    written = {}
    for name, (file, make) in data.items():
        if wanted is None or name in wanted:
            written[name] = folder / file
            written[name].write_bytes(make())
    if wanted is None or "parquet" in wanted:
        import pyarrow as pa
        import pyarrow.parquet as pq

        written["parquet"] = folder / "corpus.parquet"
        pq.write_table(pa.Table.from_pylist(records), written["parquet"])
    return written


def keys_decoded_whole(path: Path) -> list[str] | None:
    """The first record's keys as Open read them before, on the window's thread: the head read in
    chunks that double, decoded, and the record decoded whole by the JSON decoder each time."""
    from core.input.input_source import open_text

    head = b""
    with open_text(path) as stream:
        while len(head) <= 16 << 20:
            chunk = stream.read(max(1 << 16, len(head)))
            head += chunk
            text = (
                head.decode("utf-8", "surrogateescape").removeprefix("\N{ZERO WIDTH NO-BREAK SPACE}").lstrip()
            )
            text = text[1:].lstrip() if text.startswith("[") else text
            if text and not text.startswith("{"):
                return None
            try:
                return list(json.JSONDecoder().raw_decode(text)[0])
            except json.JSONDecodeError:
                if not chunk:
                    return None
    return None


class Heartbeat:
    """A 10 ms QTimer remembering the longest gap between two of its ticks since :meth:`take`."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.longest, self._last = 0.0, time.perf_counter()
        self.timer = QTimer(interval=HEARTBEAT_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest, self._last = max(self.longest, now - self._last), now

    def take(self) -> float:
        longest, self.longest, self._last = self.longest, 0.0, time.perf_counter()
        return longest * 1000


def _wait(app, condition, timeout_s: float = 120.0) -> None:
    """Turn the event loop until ``condition()`` (a benchmark may; the window never does)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there")
        app.processEvents()
        time.sleep(0.0005)


def _settle(app, window) -> None:
    """Nothing running, the memory handed back after the last job (a trim locks the heaps: it
    would land in the next path's figure), and a few heartbeats after: the next path starts on
    a quiet window."""
    from docdedup_gui.workers import HAND_BACK_AFTER_MS

    runner = window.runner
    _wait(app, lambda: not runner.busy_labels() and not runner.is_running("offer"))
    end = time.monotonic() + (HAND_BACK_AFTER_MS + 100) / 1000
    _wait(app, lambda: time.monotonic() > end and not runner._quiet.isActive()
          and not (runner._handing_back is not None and runner._handing_back.is_alive()))
    end = time.monotonic() + 0.05
    _wait(app, lambda: time.monotonic() > end)


class Answer:
    """Wraps the window's handling of the first record's keys (the mapping dialog built and
    shown, or the loading started) to time it apart, and to read the heartbeat as it begins:
    the gap until then is the wait for the worker's answer."""

    def __init__(self, opening, beat: Heartbeat) -> None:
        self.beat, self.wait_gap_ms, self.ms, self.cpu_ms = beat, float("nan"), float("nan"), float("nan")
        handle = opening._open_checked

        def timed(*args, **kwargs):
            self.wait_gap_ms = beat.take()
            wall, cpu = time.perf_counter(), time.thread_time()
            handle(*args, **kwargs)
            self.ms, self.cpu_ms = (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000

        opening._open_checked = timed

    def reset(self) -> None:
        self.wait_gap_ms = self.ms = self.cpu_ms = float("nan")


def measure(app, window, beat: Heartbeat, answer: Answer, call, reached) -> dict:
    """The call's wall and thread-CPU time; the heartbeat's longest gap while the worker reads the
    first record; the answer's handling (its own time); the longest gap after it until ``reached()``
    and a few heartbeats more (the dialog's first paint, or the loading's start)."""
    _settle(app, window)
    beat.take()
    answer.reset()
    wall, cpu = time.perf_counter(), time.thread_time()
    call()
    wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
    _wait(app, reached)
    end = time.monotonic() + 2.5 * HEARTBEAT_MS / 1000  # a stall in the last slot shows at the next tick
    _wait(app, lambda: time.monotonic() > end)
    return {
        "call_ms": wall * 1000,
        "cpu_ms": cpu * 1000,
        "wait_gap_ms": answer.wait_gap_ms,
        "answer_ms": answer.ms,
        "answer_cpu_ms": answer.cpu_ms,
        "after_gap_ms": beat.take(),
    }


def one_format(app, window, beat: Heartbeat, answer: Answer, path: Path) -> dict[str, dict]:
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication, QFileDialog

    from docdedup_gui import persistence
    from docdedup_gui.desktop.start_page import StartPage

    opening = window.opening
    persistence.forget_reading(str(path))

    def asked_or_loading() -> bool:
        return (opening.dialog is not None and opening.dialog.isVisible()) or window.runner.is_running("open")

    found: dict[str, dict] = {}
    wall, cpu = time.perf_counter(), time.thread_time()
    keys_decoded_whole(path)
    nan = float("nan")
    found["before"] = {
        "call_ms": (time.perf_counter() - wall) * 1000,
        "cpu_ms": (time.thread_time() - cpu) * 1000,
        "wait_gap_ms": nan,
        "answer_ms": nan,
        "answer_cpu_ms": nan,
        "after_gap_ms": nan,
    }

    def drop() -> None:
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(path))])
        with warnings.catch_warnings():  # QDragEnterEvent's constructor takes a QPoint, deprecated
            warnings.simplefilter("ignore", DeprecationWarning)
            QApplication.sendEvent(
                window,
                QDragEnterEvent(
                    window.rect().center(),
                    Qt.DropAction.CopyAction,
                    mime,
                    Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier,
                ),
            )
        QApplication.sendEvent(
            window,
            QDropEvent(
                QPointF(10, 10),
                Qt.DropAction.CopyAction,
                mime,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )

    def close_question() -> None:
        if opening.dialog is not None:
            opening.dialog.reject()
        _settle(app, window)

    idle_until = []  # the machine's share: the same heartbeat over 50 ms of the window doing nothing
    found["idle"] = measure(
        app,
        window,
        beat,
        answer,
        lambda: idle_until.append(time.monotonic() + 0.05),
        lambda: time.monotonic() > idle_until[0],
    )
    QFileDialog.getOpenFileName = staticmethod(lambda *_args: (str(path), ""))
    found["file open"] = measure(app, window, beat, answer, window.commands.open.trigger, asked_or_loading)
    close_question()
    found["drop"] = measure(app, window, beat, answer, drop, asked_or_loading)
    close_question()
    found["command line"] = measure(
        app, window, beat, answer, lambda: opening.offer(str(path)), asked_or_loading
    )
    if opening.dialog is not None:  # map it: the next paths reopen it through the mapping remembered
        opening.dialog.rows["language"].value.setText("en")
        opening.dialog.map_button.click()
    _settle(app, window)
    recent = persistence.recent_files()[0]
    loading = lambda: window.runner.is_running("open") or (opening.dialog is not None)  # noqa: E731
    found["open recent"] = measure(app, window, beat, answer, lambda: window.open_file(recent), loading)
    page = StartPage(window)
    page.chosen.connect(window.open_file)
    button = next(b for b in page.buttons() if b.toolTip() == recent)
    found["start page"] = measure(app, window, beat, answer, button.click, loading)
    page.deleteLater()
    found["F5"] = measure(app, window, beat, answer, window.commands.reload.trigger, loading)
    _settle(app, window)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=4000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--formats", default=None, help="comma-separated; default: all")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication([sys.argv[0]])
    from docdedup_gui.main_window import MainWindow

    window = MainWindow()
    window.show()
    beat = Heartbeat()
    answer = Answer(window.opening, beat)
    wanted = set(args.formats.split(",")) if args.formats else None
    worst: dict[tuple[str, str], list[dict]] = {}
    with tempfile.TemporaryDirectory() as folder:
        files = write_formats(Path(folder), args.records, wanted)
        print(
            f"load at start {os.getloadavg()[0]:.2f}; {args.records:,} records, "
            f"{files[next(iter(files))].stat().st_size / 1e6:.1f} MB as {next(iter(files))}"
        )
        for number in range(1, args.rounds + 1):
            for name, path in files.items():
                for route, figures in one_format(app, window, beat, answer, path).items():
                    worst.setdefault((name, route), []).append(figures)
            print(f"round {number} done, load {os.getloadavg()[0]:.2f}", flush=True)
    window.close()
    columns = ("call_ms", "cpu_ms", "wait_gap_ms", "answer_ms", "answer_cpu_ms", "after_gap_ms")
    print(f"\n{'format':<19} {'path':<12} " + " ".join(f"{c[:-3]:>13}" for c in columns))
    print(f"{'':<32} " + " ".join(f"{'worst/best':>13}" for _ in columns))
    over = []
    for (name, route), rounds in worst.items():
        cells = []
        for column in columns:
            values = [r[column] for r in rounds if r[column] == r[column]]
            cells.append(f"{max(values):6.1f}/{min(values):6.1f}" if values else f"{'-':>13}")
        print(f"{name:<19} {route:<12} " + " ".join(cells))
        if route in ("before", "idle"):
            continue
        answered = [r["answer_cpu_ms"] for r in rounds if r["answer_cpu_ms"] == r["answer_cpu_ms"]]
        if max([r["cpu_ms"] for r in rounds] + answered) > TARGET_MS:
            over.append(f"{name}/{route}")
    idle = max(r["after_gap_ms"] for (_, route), rounds in worst.items() if route == "idle" for r in rounds)
    waited = max(
        r["wait_gap_ms"]
        for (_, route), rounds in worst.items()
        if route not in ("before", "idle")
        for r in rounds
        if r["wait_gap_ms"] == r["wait_gap_ms"]
    )
    print(
        f"\nlongest heartbeat gap while a worker read the first record: {waited:.1f} ms; "
        f"doing nothing: {idle:.1f} ms (the machine's share)"
    )
    print(
        f"paths whose call or answer took over {TARGET_MS} ms of the window thread's CPU: "
        f"{', '.join(over) or 'none'}; load at end {os.getloadavg()[0]:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
