"""The review panel's progress strip paints through the guard: a failing paint ends its
painter and says what it could not draw, and every custom paint of the window does the same."""

from __future__ import annotations

import ast
from pathlib import Path

from docdedup_gui.review import review_panel
from docdedup_gui.review.review_panel import ReviewPanel
from docdedup_gui.widgets.safe_paint import paint_problem

GUI = Path(review_panel.__file__).resolve().parents[1]


def test_a_failing_progress_paint_ends_its_painter_and_says_so(qtbot, monkeypatch):
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 400)
    strip = panel.progress_bar
    strip.set_fraction(0.5)

    def broken(_strip, _painter):
        raise ValueError("no palette")

    monkeypatch.setattr(review_panel._ProgressStrip, "_paint_strip", broken)
    strip.grab()  # before: the exception left the painter active, and the next paint aborted
    problem = paint_problem(strip)
    assert problem is not None and "Could not draw the review progress" in problem
    assert "ValueError: no palette" in problem and strip.toolTip() == problem
    strip.grab()  # a second paint after the failure: still no abort
    monkeypatch.undo()
    image = strip.grab().toImage()
    assert paint_problem(strip) is None and strip.toolTip() == ""
    left, right = image.pixelColor(1, 3), image.pixelColor(image.width() - 2, 3)
    assert left != right  # the decided half in the highlight colour, the rest in mid


def test_every_custom_paint_of_the_window_goes_through_the_guard():
    unguarded = []
    for path in sorted(GUI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name == "paintEvent":
                calls = {sub.func.id for sub in ast.walk(node)
                         if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name)}
                if "guarded_paint" not in calls:
                    unguarded.append(f"{path.relative_to(GUI)}:{node.lineno}")
    assert unguarded == []
