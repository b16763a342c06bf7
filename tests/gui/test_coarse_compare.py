"""The compare view says so when texts this long were compared coarsely (one difference for a
changed stretch over MOST_ALIGNED code points, not located further)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from core import explain
from core.differences.bounds import MOST_ALIGNED
from docdedup_gui.compare.compare_view import CompareView
from tests.helpers import RECORD_A, inspection_of

SIZE = MOST_ALIGNED + 1


@pytest.fixture
def view(qtbot):
    widget = CompareView()
    qtbot.addWidget(widget)
    widget.resize(1100, 750)
    widget.show()
    return widget


def _compared(view, body_b: str) -> None:
    inspection = inspection_of(dict(RECORD_A, doc_id="A", body="a" * SIZE),
                               dict(RECORD_A, doc_id="B", source_ref="RefB", body=body_b))
    view.show_pair(inspection, 0, 1)
    view.set_explanation(explain(inspection.records[0], inspection.records[1], max_length=None))


def test_a_coarse_difference_is_said_above_the_list(view):
    _compared(view, "b" * SIZE)
    assert view.differencesModel.rowCount() == 1
    text = view.summaryLabel.text()
    limit = QLocale().toString(MOST_ALIGNED)  # as the window writes numbers: "1,000,000" in English
    assert text.endswith("A real edit \N{MIDDLE DOT} texts this long are compared coarsely: a change over "
                         f"{limit} code points is one difference")


def test_a_located_difference_in_long_texts_says_nothing_of_coarseness(view):
    _compared(view, "a" * 500 + "b" + "a" * (SIZE - 501))
    assert view.differencesModel.rowCount() == 1
    assert "coarsely" not in view.summaryLabel.text()
