"""Wrapped Persian sentences keep every line's last letters, at every width, at 100 % and 200 %.

Qt draws a right-to-left line with the space it ends with at its left end: a label that
draws its text itself put the line's last letters up to a space's width past its left edge,
where they were cut (the Open dialog's explanation, the start page's hint, the playground's
notes). The message line, the review panel and the Problems tab's sentence are checked here
across a sweep of widths, in Persian, at the product's zoom (View > Zoom).

A label of selectable text draws it through a text document and cuts it at its contents
rectangle, not at its edge: nothing is ever drawn outside it, and ``drawn_outside`` would see
no cut. Each check here draws the label with its contents rectangle as wide and as tall as it
is, but with room around it, and finds no pixel of text outside that rectangle.
"""

from __future__ import annotations

from array import array

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QRegion
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from core.errors import Problem
from docdedup_gui.i18n import translate
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.zoom import WindowZoom
from tests.gui.test_wrapped_text_fits import REACH, _far

PERSIAN_LETTERS = range(0x0600, 0x0700)
SWEEP = 48  # widths, one pixel apart: a line ends within a space of the edge at some of them


def drawn_past_contents(label: QLabel) -> int:
    """How many pixels of text ``label`` draws where they are cut: outside its contents rectangle
    for selectable text (its margins are left empty), outside the label for text it draws itself.
    It is drawn with REACH pixels more margin on every side (its lines as wide as before) onto a
    transparent picture, then put back as it was."""
    margins, size = label.contentsMargins(), label.size()
    flags = Qt.TextInteractionFlag
    selectable = label.textInteractionFlags() & (flags.TextSelectableByMouse | flags.TextSelectableByKeyboard)
    inside = label.contentsRect() if selectable else label.rect()
    label.setContentsMargins(margins.left() + REACH, margins.top() + REACH,
                             margins.right() + REACH, margins.bottom() + REACH)
    label.resize(size.width() + 2 * REACH, size.height() + 2 * REACH)
    try:
        image = QImage(label.size(), QImage.Format.Format_ARGB32)
        image.fill(QColor(0, 0, 0, 0))
        label.render(image, QPoint(0, 0), QRegion(label.rect()), QWidget.RenderFlag(0))
    finally:
        label.setContentsMargins(margins)
        label.resize(size)
    inside = inside.translated(REACH, REACH)
    pixels = array("I", bytes(image.constBits()))  # 0xAARRGGBB each
    background = label.palette().color(label.backgroundRole()).rgba()
    drawn = 0
    for y in range(image.height()):
        row = pixels[y * image.width():(y + 1) * image.width()]
        drawn += sum(1 for x, value in enumerate(row)
                     if value >> 24 > 64 and _far(value, background) and not inside.contains(x, y))
    return drawn


@pytest.fixture(params=[100, 200])
def zoomed(request, qtbot, persian):
    """A shown, empty window at the product's zoom (View > Zoom), for one widget to be put in."""
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    zoom = WindowZoom(holder)
    zoom.set_percent(request.param)
    holder.resize(600, 9 * request.param)
    holder.show()
    qtbot.waitExposed(holder)
    return holder, request.param


def _sweep(qtbot, holder: QWidget, labels: list[QLabel], first: int) -> list[str]:
    """Every width from ``first`` on (or the least the window takes) where one of ``labels`` cuts
    its text."""
    first = max(first, holder.minimumSizeHint().width())
    cut, widths = [], set()
    for width in range(first, first + SWEEP):
        holder.resize(width, holder.height())
        qtbot.waitUntil(lambda: _laid_out(labels), timeout=5_000)
        cut += [f"{label.accessibleName() or label.objectName()} at {width} px"
                for label in labels if drawn_past_contents(label)]
        widths.add(labels[0].width())
    assert len(widths) == SWEEP  # the labels took each width: none kept a least one
    return cut


def _laid_out(labels: list[QLabel]) -> bool:
    """Each of ``labels`` as tall as its lines at its width."""
    return all(0 < label.width() and label.heightForWidth(label.width()) <= label.height()
               for label in labels)


def _lines(label: QLabel) -> int:
    return label.height() // label.fontMetrics().lineSpacing()


def _persian(text: str) -> bool:
    return any(ord(char) in PERSIAN_LETTERS for char in text)


def test_the_message_line_keeps_a_persian_lines_end_inside(qtbot, zoomed):
    from docdedup_gui.widgets.message_bar import MessageBar

    holder, percent = zoomed
    bar = MessageBar(holder)
    holder.layout().addWidget(bar)
    holder.layout().addStretch(1)
    text = translate("ReviewGuard", "The decisions file is gone: {reason}. The {count} decisions this "
                     "window knows are not on disk there; save them to another file.")
    reason, count = problem_message("no file is open"), bar.locale().toString(1234)
    bar.show_message(text.format(reason=reason, count=count), error=True, offer=None)
    label = bar.label
    assert _persian(label.text()) and label.font().pointSizeF() == pytest.approx(holder.font().pointSizeF())
    assert _sweep(qtbot, holder, [label], 3 * percent) == []
    assert _lines(label) >= 3  # several lines, each ending at the left


def test_the_review_panel_keeps_a_persian_lines_end_inside(qtbot, zoomed):
    from docdedup_gui.review.review_panel import ReviewPanel

    holder, percent = zoomed
    panel = ReviewPanel(parent=holder)
    holder.layout().addWidget(panel)
    panel.show_read_only("no file is open")  # the explanation, the state lines: Persian sentences
    panel.show_status(None)
    panel.show_card(None)
    labels = [panel.read_only_label, panel.progress_label, panel.subject_label]
    assert all(_persian(label.text()) for label in labels)
    assert _sweep(qtbot, holder, labels, 2 * percent) == []
    assert _lines(panel.subject_label) >= 3


def test_the_problems_sentence_keeps_a_persian_lines_end_inside(qtbot, zoomed):
    from docdedup_gui.problems.problems_view import ProblemsPanel

    holder, percent = zoomed
    problems = ProblemsPanel(holder)
    holder.layout().addWidget(problems)
    core = ("a record must be a JSON object with the fields doc_id, source_ref, language, title, body; "
            "got an array")
    problems.set_problems([Problem("fields", core, record=3)], total_records=3)
    problems.view.setCurrentIndex(problems.model.index(0, 0))
    sentence = problems.sentence
    qtbot.waitUntil(sentence.isVisible)
    assert _persian(sentence.text()) and "doc_id" in sentence.text()
    assert _sweep(qtbot, holder, [sentence], 3 * percent) == []
    assert _lines(sentence) >= 2


@pytest.mark.parametrize("shown", ["bidi banner", "bulk decision"])
def test_a_label_that_draws_its_own_text_keeps_a_persian_lines_end_inside(qtbot, zoomed, shown):
    """Labels of text that is not selectable: Qt's own drawing put a line's last letters past
    the left edge, up to a space's width, at a quarter of the widths."""
    from docdedup_gui.review.review_bulk import BulkDialog
    from docdedup_gui.widgets.bidi_banner import BidiBanner

    holder, percent = zoomed
    if shown == "bidi banner":
        banner = BidiBanner(parent=holder)
        holder.layout().addWidget(banner)
        holder.layout().addStretch(1)
        assert banner.show_texts([("title", "abc\u202edef\u202c")])
        label = banner.label
    else:  # Review > Decide the subjects shown: its explanation, the dialog laid out in the window
        dialog = BulkDialog(holder)
        dialog.setWindowFlags(Qt.WindowType.Widget)  # inside the window: as wide as it is made
        holder.layout().addWidget(dialog)
        dialog.show()
        label = next(label for label in dialog.findChildren(QLabel) if label.wordWrap())
    assert _persian(label.text())
    assert _sweep(qtbot, holder, [label], 3 * percent) == []
    assert _lines(label) >= 2
