"""The playground's longest stall per keystroke (issue 19's target: one frame, 16 ms).

For bodies of 100, 1,000 and 10,000 characters (Persian and English words, two records
that start equal), key presses go into the middle of the second record's body, one
every 30 ms (a letter, then Backspace, so the length stays). Each keystroke makes the
playground compute the canonical bytes, SHA-256 and the verdict and show them (hex
view, labels), and mark where the two records differ (both boxes and hex views). Two figures per round:

- the longest keystroke: from the key press to the end of the last repaint of the
  window before the next key (what the class waits for to see the key's effect, every
  piece of work the key caused on the GUI thread, with whatever ran between them);
- the longest gap between ticks of a 10 ms heartbeat (a precise timer): how long the
  event loop was held at once; an idle loop shows 10 ms.

Beside the typing an idle process (``bench_gui_open.Idler``: it only sleeps 10 ms at a
time) reports its longest late wake-up: the machine's own share.

The yardstick, in the same run and alternated with it: the same key presses in a bare
``QPlainTextEdit`` in a window of its own holding the same text, which is what Qt itself
costs to edit, lay out and paint that paragraph. The cursor does not blink in either (a
blink would be a repaint no key caused).

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
KEYSTROKES: list[tuple[int, float, float]] = []  # (key number, ms, CPU ms) of every key, for a look
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
    """A precise 10 ms timer remembering the longest gap between two of its ticks."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.longest = 0.0
        self._last = time.perf_counter()
        self.timer = QTimer(interval=HEARTBEAT_MS)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse one may fire 5 % late by design
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last)
        self._last = now

    def restart(self) -> None:
        self.longest, self._last = 0.0, time.perf_counter()


class RepaintClock:
    """When the watched window last finished a repaint (Qt repaints a window in one
    ``UpdateRequest``: every changed widget painted, then the window's image flushed)."""

    def __init__(self) -> None:
        self.last_end = 0.0
        self.last_end_cpu = 0.0  # the GUI thread's CPU time then

    def watched(self, window_class: type) -> type:
        clock = self

        class Watched(window_class):
            def event(self, event) -> bool:
                handled = super().event(event)
                if event.type() == event.Type.UpdateRequest:
                    clock.last_end, clock.last_end_cpu = time.perf_counter(), time.thread_time()
                return handled

        return Watched


def type_into(app, box, clock: RepaintClock, keys: int, beat: Heartbeat) -> tuple[float, float, float, float]:
    """``keys`` presses into ``box`` one every 30 ms: (longest keystroke, from its press to
    the last repaint before the next key; the most CPU time the GUI thread spent in one
    keystroke, which the machine's other work does not stretch; longest heartbeat gap; the
    idle process's longest late wake-up meanwhile) in ms."""
    from bench_gui_open import Idler  # a process that only sleeps: the machine's own share
    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtTest import QTest

    cursor = box.textCursor()
    cursor.setPosition(len(box.toPlainText()) // 2)
    box.setTextCursor(cursor)
    box.setFocus()
    pressed = [0]
    longest_key = [0.0]
    most_cpu = [0.0]
    last_press = [None]
    last_press_cpu = [0.0]
    loop = QEventLoop()

    def close_keystroke() -> None:
        if last_press[0] is not None and clock.last_end > last_press[0]:
            longest_key[0] = max(longest_key[0], clock.last_end - last_press[0])
            most_cpu[0] = max(most_cpu[0], clock.last_end_cpu - last_press_cpu[0])
            KEYSTROKES.append((pressed[0], (clock.last_end - last_press[0]) * 1000,
                               (clock.last_end_cpu - last_press_cpu[0]) * 1000))

    def press() -> None:
        close_keystroke()
        if pressed[0] >= keys:
            timer.stop()
            loop.quit()
            return
        key = Qt.Key.Key_Backspace if pressed[0] % 2 else Qt.Key.Key_A
        last_press[0], last_press_cpu[0] = time.perf_counter(), time.thread_time()
        QTest.keyClick(box, key)
        pressed[0] += 1

    timer = QTimer(interval=KEY_EVERY_MS)
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(press)
    app.processEvents()
    with Idler() as idle:
        started = time.time()
        beat.restart()
        timer.start()
        loop.exec()
        stopped = time.time()
    return longest_key[0] * 1000, most_cpu[0] * 1000, beat.longest * 1000, idle.worst_in(started, stopped)


def playground_round(app, size: int, keys: int, beat: Heartbeat) -> tuple[float, float, float, float]:
    from core.playground import Draft, Playground
    from docdedup_gui.playground import PlaygroundWindow

    body = body_of(size)
    drafts = [Draft("A", "fa", "راهنمای حسگر", body), Draft("B", "fa", "راهنمای حسگر", body)]
    clock = RepaintClock()
    window = clock.watched(PlaygroundWindow)(Playground(drafts))
    window.show()
    while window._task is not None:  # the analysis loading in a job as the window opens
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    try:
        return type_into(app, window.editor(1).bodyEdit, clock, keys, beat)
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()


def bare_round(app, size: int, keys: int, beat: Heartbeat) -> tuple[float, float, float, float]:
    from PySide6.QtWidgets import QPlainTextEdit, QVBoxLayout, QWidget

    from docdedup_gui.widgets.field_view import text_font

    clock = RepaintClock()
    window = clock.watched(QWidget)()
    box = QPlainTextEdit(window)
    QVBoxLayout(window).addWidget(box)
    box.setFont(text_font(12))
    window.resize(460, 340)
    box.setPlainText(body_of(size))
    window.show()
    app.processEvents()
    try:
        return type_into(app, box, clock, keys, beat)
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()


def _quiet_offscreen_warnings() -> None:
    """The offscreen platform warns on every window it shows ("does not support
    propagateSizeHints()"): nothing to do with what is measured."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_kind, _context, message) -> None:
        if "propagateSizeHints" not in message:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--keys", type=int, default=60)
    parser.add_argument("--records", type=int, default=None,
                        help="accepted for run_all.py; the playground's sizes are characters per body")
    args = parser.parse_args(argv)
    _quiet_offscreen_warnings()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    app.setCursorFlashTime(0)  # no blinking: every repaint measured is one a key caused
    beat = Heartbeat()
    playground_round(app, 100, 4, beat)  # imports and first layouts out of the measure
    print(f"load average {os.getloadavg()[0]:.1f}; {args.keys} key presses a round, "
          f"one every {KEY_EVERY_MS} ms; a keystroke: its press to the last repaint before the next key; "
          f"a gap: between {HEARTBEAT_MS} ms heartbeat ticks")
    rows, verdicts = [], []
    for size in SIZES:
        keystrokes, cpus, bares = [], [], []
        for number in range(1, args.rounds + 1):
            # Alternated, the yardstick first in even rounds: a busy minute weighs on both.
            if number % 2:
                key, cpu, gap, idle = playground_round(app, size, args.keys, beat)
                bare_key, bare_cpu, bare_gap, _ = bare_round(app, size, args.keys, beat)
            else:
                bare_key, bare_cpu, bare_gap, _ = bare_round(app, size, args.keys, beat)
                key, cpu, gap, idle = playground_round(app, size, args.keys, beat)
            keystrokes.append(key)
            cpus.append(cpu)
            bares.append(bare_key)
            rows.append(f"{size:>10,} {number:>5} {key:>8.1f} ms {cpu:>6.1f} ms {gap:>6.1f} ms "
                        f"{bare_key:>8.1f} ms {bare_cpu:>6.1f} ms {bare_gap:>6.1f} ms "
                        f"{key / bare_key:>6.2f}x {idle:>6.0f} ms")
            print(f"{size:,} characters, round {number}: keystroke {key:.1f} ms (CPU {cpu:.1f} ms), "
                  f"bare {bare_key:.1f} ms (CPU {bare_cpu:.1f} ms)", flush=True)
        verdicts.append(f"{size:>10,} characters: longest keystroke worst {max(keystrokes):.1f} ms, "
                        f"best {min(keystrokes):.1f} ms (bare editor {max(bares):.1f}, {min(bares):.1f} ms), "
                        f"CPU worst {max(cpus):.1f} ms, best {min(cpus):.1f} ms; "
                        f"one frame (16 ms) {'met' if max(keystrokes) <= 16 else 'NOT met'} in every round")
    print()
    print(f"{'characters':>10} {'round':>5} {'keystroke':>11} {'CPU':>9} {'gap':>9} {'bare key':>11} "
          f"{'bare CPU':>9} {'bare gap':>9} {'ratio':>7} {'idle late':>9}")
    print("\n".join(rows + verdicts))
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
