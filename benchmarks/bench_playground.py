"""The playground's longest stall per keystroke (issue 19's target: one frame, 16 ms).

For bodies of 100, 1,000 and 10,000 characters (Persian and English words, two records
that start equal), key presses go into the middle of the second record's body, one
every 30 ms (a letter, then Backspace, so the length stays), while a 10 ms heartbeat
timer measures the longest gap in the event loop. Each keystroke makes the playground
compute the canonical bytes, SHA-256 and the verdict and show them (hex view, labels).
Beside the playground's typing an idle process (``bench_gui_open.Idler``: it only
sleeps 10 ms at a time) reports its longest late wake-up: the machine's own share.

The yardstick, in the same run and alternated with it: the same key presses in a bare
``QPlainTextEdit`` holding the same text, which is what Qt itself costs to edit and lay
out that paragraph. Printed per round: the playground's longest gap, its longest
keystroke (press to shown), the bare editor's longest gap, and their ratio.

    .venv/bin/python benchmarks/bench_playground.py [--rounds 3] [--keys 60]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZES = (100, 1_000, 10_000)
HEARTBEAT_MS = 10
KEY_EVERY_MS = 30
WORDS = ("ولتاژ", "برحسب", "است", "راهنمای", "حسگر", "می‌شود", "voltage", "sensor", "is", "the")


def body_of(size: int, seed: int = 19) -> str:
    """``size`` characters of words, a line break every ~12 words."""
    chooser = random.Random(seed)
    words: list[str] = []
    length = 0
    while length < size:
        word = chooser.choice(WORDS) + ("\n" if chooser.random() < 0.08 else " ")
        words.append(word)
        length += len(word)
    return "".join(words)[:size]


class Heartbeat:
    """A 10 ms timer remembering the longest gap between two of its ticks."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.longest = 0.0
        self._last = time.perf_counter()
        self.timer = QTimer(interval=HEARTBEAT_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last)
        self._last = now

    def restart(self) -> None:
        self.longest, self._last = 0.0, time.perf_counter()


def type_into(app, box, keys: int, beat: Heartbeat) -> tuple[float, float, float]:
    """``keys`` presses into ``box`` one every 30 ms: (longest gap, longest press, the idle
    process's longest late wake-up meanwhile) in ms."""
    from bench_gui_open import Idler  # a process that only sleeps: the machine's own share
    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtTest import QTest

    cursor = box.textCursor()
    cursor.setPosition(len(box.toPlainText()) // 2)
    box.setTextCursor(cursor)
    box.setFocus()
    pressed = [0]
    longest_press = [0.0]
    loop = QEventLoop()

    def press() -> None:
        key = Qt.Key.Key_Backspace if pressed[0] % 2 else Qt.Key.Key_A
        started = time.perf_counter()
        QTest.keyClick(box, key)
        longest_press[0] = max(longest_press[0], time.perf_counter() - started)
        pressed[0] += 1
        if pressed[0] >= keys:
            timer.stop()
            QTimer.singleShot(100, loop.quit)  # the last paint inside the measure

    timer = QTimer(interval=KEY_EVERY_MS)
    timer.timeout.connect(press)
    app.processEvents()
    with Idler() as idle:
        started = time.time()
        beat.restart()
        timer.start()
        loop.exec()
        stopped = time.time()
    return beat.longest * 1000, longest_press[0] * 1000, idle.worst_in(started, stopped)


def playground_round(app, size: int, keys: int, beat: Heartbeat) -> tuple[float, float, float]:
    from core.playground import Draft, Playground
    from docdedup_gui.playground import PlaygroundWindow

    body = body_of(size)
    drafts = [Draft("A", "fa", "راهنمای حسگر", body), Draft("B", "fa", "راهنمای حسگر", body)]
    window = PlaygroundWindow(Playground(drafts))
    window.show()
    while window._task is not None:  # the analysis loading in a job as the window opens
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    try:
        return type_into(app, window.editor(1).bodyEdit, keys, beat)
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()


def bare_round(app, size: int, keys: int, beat: Heartbeat) -> tuple[float, float, float]:
    from PySide6.QtWidgets import QPlainTextEdit

    from docdedup_gui.widgets.field_view import text_font

    box = QPlainTextEdit()
    box.setFont(text_font(12))
    box.resize(420, 300)
    box.setPlainText(body_of(size))
    box.show()
    app.processEvents()
    try:
        return type_into(app, box, keys, beat)
    finally:
        box.close()
        box.deleteLater()
        app.processEvents()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--keys", type=int, default=60)
    parser.add_argument("--records", type=int, default=None,
                        help="accepted for run_all.py; the playground's sizes are characters per body")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    beat = Heartbeat()
    playground_round(app, 100, 4, beat)  # imports and first layouts out of the measure
    print(f"load average {os.getloadavg()[0]:.1f}; {args.keys} key presses a round, "
          f"one every {KEY_EVERY_MS} ms; longest gap between {HEARTBEAT_MS} ms heartbeat ticks")
    rows, verdicts = [], []
    for size in SIZES:
        gaps = []
        for number in range(1, args.rounds + 1):
            # Alternated, the yardstick first in even rounds: a busy minute weighs on both.
            if number % 2:
                gap, press, idle = playground_round(app, size, args.keys, beat)
                bare, _, _ = bare_round(app, size, args.keys, beat)
            else:
                bare, _, _ = bare_round(app, size, args.keys, beat)
                gap, press, idle = playground_round(app, size, args.keys, beat)
            gaps.append(gap)
            rows.append(f"{size:>10,} {number:>5} {gap:>12.1f} ms {press:>11.1f} ms {bare:>13.1f} ms "
                        f"{gap / bare:>5.2f}x {idle:>10.0f} ms")
            print(f"{size:,} characters, round {number}: {gap:.1f} ms", flush=True)
        verdicts.append(f"{size:>10,} characters: worst {max(gaps):.1f} ms, best {min(gaps):.1f} ms; "
                        f"target one frame (16 ms) {'met' if max(gaps) <= 16 else 'NOT met'}")
    print()
    print(f"{'characters':>10} {'round':>5} {'playground gap':>15} {'longest press':>14} "
          f"{'bare editor gap':>16} {'ratio':>6} {'idle process':>13}")
    print("\n".join(rows + verdicts))
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
