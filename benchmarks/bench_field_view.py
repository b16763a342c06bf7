"""How long one paint of a field view takes with thousands of zero-width characters.

Before the badge layout was fixed, with invisibles shown, 1k ZWJ took 0.19 s a paint, 8k 2.2 s, 100k never
finished (the badge layout was quadratic). Each case runs in its own process (offscreen
Qt) with a time limit, so the figures of an older checkout can be taken the same way:

    .venv/bin/python benchmarks/bench_field_view.py [--rounds 3] [--limit 60]

Cases: a run of N ZWJ between two letters, and N letter+ZWJ pairs (Persian, right to
left), for N = 1,000, 8,000 and 100,000. Printed per round: set_text, then one paint
with invisibles shown, in seconds ("> limit" when it did not finish).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHILD = """
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from docdedup_gui.widgets.field_view import FieldView
count, shape = int(sys.argv[1]), sys.argv[2]
text = "a" + "\\u200d" * count + "b" if shape == "run" else "\\u0628\\u200d" * count
view = FieldView("body")
view.resize(900, 600)
view.show()
started = time.perf_counter()
view.set_text(text, right_to_left=shape != "run")
shown = time.perf_counter() - started
view.grab()
view.set_show_invisibles(True)
started = time.perf_counter()
view.grab()
print(f"{shown:.3f} {time.perf_counter() - started:.3f}")
"""


def run_case(count: int, shape: str, limit: float) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    try:
        done = subprocess.run([sys.executable, "-c", CHILD, str(count), shape], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=limit, check=True)
    except subprocess.TimeoutExpired:
        return f"> {limit:.0f} s"
    shown, paint = done.stdout.split()
    return f"set_text {shown} s, paint {paint} s"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--limit", type=float, default=60.0, help="seconds a case may take")
    parser.add_argument("--records", type=int, help="accepted like every bench_*.py (run_all.py); "
                        "the sizes here are the issue's, fixed")
    args = parser.parse_args()
    for round_number in range(1, args.rounds + 1):
        for shape in ("run", "pairs"):
            for count in (1_000, 8_000, 100_000):
                outcome = run_case(count, shape, args.limit)
                print(f"round {round_number}  {shape:<5} {count:>7,} ZWJ  {outcome}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
