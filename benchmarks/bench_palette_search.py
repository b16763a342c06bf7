"""The palette's search, one key at a time: what each key costs the window's thread.

Queries are typed into the playground's character search one character at a time (code
points in several forms, one- and two-letter starts of names, whole names, two common words
at once); each key runs the search (:func:`core.playground.lookup.find` over the name index)
and lists the matches, then the window repaints. Per key: wall time from the key to the end
of the repaint, and the window thread's CPU time (``time.thread_time``). The yardstick, in
the same run and alternated with it: the same keys in a bare ``QLineEdit`` whose text filters
a ``QListWidget`` of the palette's labels by substring (what the panel did before it searched
names), in a window of its own. Also the index's one-time build (CPU and wall; the window
does it in a job as it opens, never on its thread).

    .venv/bin/python benchmarks/bench_palette_search.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

QUERIES = ("U+202E", "\\u202e", "&#x202E;", "a", "co", "acute", "e acute", "right-to-left override",
           "zero width non joiner", "letter sign", "sy le", "arabic letter farsi yeh", "qqq")


def _type(app, edit, query: str, costs: list[tuple[float, float]]) -> None:
    edit.clear()
    app.processEvents()
    for end in range(1, len(query) + 1):
        wall, cpu = time.perf_counter(), time.thread_time()
        edit.setText(query[:end])
        edit.window().repaint()
        app.processEvents()
        costs.append(((time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000))


def _bare(app):
    from PySide6.QtWidgets import QLineEdit, QListWidget, QVBoxLayout, QWidget

    from core.playground import PALETTE
    from docdedup_gui.playground.palette_texts import palette_label

    window = QWidget()
    edit, shown = QLineEdit(window), QListWidget(window)
    layout = QVBoxLayout(window)
    layout.addWidget(edit)
    layout.addWidget(shown)
    for entry in PALETTE:
        shown.addItem(palette_label(entry))

    def narrow(text: str) -> None:
        wanted = text.casefold()
        for row in range(shown.count()):
            shown.item(row).setHidden(wanted not in shown.item(row).text().casefold())

    edit.textChanged.connect(narrow)
    window.resize(420, 900)
    window.show()
    edit.keep = window  # the window lives as long as its line
    return edit


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from core.playground.name_index import NameIndex, name_index

    wall, cpu = time.perf_counter(), time.process_time()
    NameIndex()
    print(f"index built: {(time.perf_counter() - wall) * 1000:.0f} ms wall, "
          f"{(time.process_time() - cpu) * 1000:.0f} ms CPU ({len(name_index())} names)")
    from docdedup_gui.playground.palette_panel import PalettePanel

    panel = PalettePanel()
    panel.setMinimumWidth(420)
    panel.resize(420, 900)
    panel.show()
    bare = _bare(app)
    print(f"load: {os.getloadavg()[0]:.1f}")
    for number in range(1, args.rounds + 1):
        ours: list[tuple[float, float]] = []
        theirs: list[tuple[float, float]] = []
        for query in QUERIES:
            _type(app, panel.filterEdit, query, ours)
            _type(app, bare, query, theirs)
        worst, worst_bare = max(ours), max(theirs)
        print(f"round {number}: {len(ours)} keys; search: worst {worst[0]:.1f} ms wall "
              f"({max(c for _w, c in ours):.1f} ms CPU), median {sorted(ours)[len(ours) // 2][0]:.1f} ms; "
              f"bare filter: worst {worst_bare[0]:.1f} ms ({max(c for _w, c in theirs):.1f} ms CPU), "
              f"median {sorted(theirs)[len(theirs) // 2][0]:.1f} ms; "
              f"worst ratio {worst[0] / worst_bare[0]:.2f}x")


if __name__ == "__main__":
    main()
