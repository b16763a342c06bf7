"""The review panel: progress, the subject being decided, its members, the keys.

It shows a :class:`core.review.card.ReviewCard` and a
:class:`core.review.ReviewStatus`; it decides nothing.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from core.review import GROUP, ReviewStatus
from core.review.card import ReviewCard
from core.review.decision_lines import DecisionLine
from docdedup_gui.compare.class_titles import class_list
from docdedup_gui.i18n import left_to_right as isolated
from docdedup_gui.i18n import translate
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.review.review_history import HistoryTable
from docdedup_gui.review.review_marks import legend
from docdedup_gui.review.review_texts import (
    cheat_sheet,
    decision_name,
    decision_text,
    keys_label,
    member_lines,
    number,
    progress_text,
    subject_name,
)
from docdedup_gui.widgets.safe_paint import guarded_paint
from docdedup_gui.widgets.steady_label import LabelSlot
from docdedup_gui.widgets.wrap_room import WrappedLabel, width_in_characters

__all__ = ["ReviewPanel", "review_dock"]

HISTORY_EVERY_MS = 250  # the history table is read again at most this often


def _label(parent: QWidget, name: str, *, bold: bool = False) -> QLabel:
    label = WrappedLabel(parent=parent)  # word-wrapped, a Persian line's last letters inside
    label.setAccessibleName(name)  # selectable text takes focus: a screen reader says what it is
    label.setTextFormat(Qt.TextFormat.PlainText)  # doc_ids and notes are data, never markup
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class _ProgressStrip(QWidget):
    """A thin bar of the share decided.

    Not a QProgressBar: its setValue() repaints at once, synchronously, which cost 10-30 ms
    per decision here; update() paints with the next frame.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.fraction = 0.0
        self.setFixedHeight(6)

    def set_fraction(self, fraction: float) -> None:
        if fraction != self.fraction:
            self.fraction = fraction
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        with guarded_paint(self, self, translate("Paint", "the review progress")) as painter:
            self._paint_strip(painter)

    def _paint_strip(self, painter: QPainter) -> None:
        palette = self.palette()
        painter.fillRect(self.rect(), palette.mid())
        done = self.rect()
        done.setWidth(round(done.width() * self.fraction))
        painter.fillRect(done, palette.highlight())


WINDOW_SHARE = 0.3  # of the main window's width, at most, when the dock opens
# The dock's least width, in average characters of the zoom's font: a few words a line. A main
# window gives its pages all the width they ask and a dock what is left: without a least width
# of its own the dock could open at 68 px (a word or less a line), at 100 % as at 200 %. At 200 %
# on 1440x900 the pages keep the width they need beside it (264 px; 1,170 px for the pages).
DOCK_CHARACTERS = 22


class ReviewPanel(QWidget):
    """Progress, the current subject and the keys of review mode."""

    def __init__(self, go_to=None, parent: QWidget | None = None) -> None:
        """``go_to(line)``: a row of the history table was chosen (Enter, double-click)."""
        super().__init__(parent)
        self.history = HistoryTable(go_to or (lambda _line: None), self)
        self._history_wait = QTimer(self, singleShot=True, interval=HISTORY_EVERY_MS)
        self._history_wait.timeout.connect(self._history_waited)
        self._history_due = None  # lines that came while waiting
        self.read_only_label = _label(
            self, translate("ReviewPanel", "Why the decisions are read-only"), bold=True
        )
        # Its colour in its palette, not a style sheet: a widget with a style sheet keeps its font
        # when its window's grows (at 200 % it stayed at 100 %).
        palette = self.read_only_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#8a4b00"))
        self.read_only_label.setPalette(palette)
        self.progress_label = _label(self, translate("ReviewPanel", "Review progress"), bold=True)
        self.progress_bar = _ProgressStrip(self)
        self.subject_label = _label(self, translate("ReviewPanel", "What is being decided"), bold=True)
        self.members_label = _label(self, translate("ReviewPanel", "Members, by key"))
        self.decision_label = _label(self, translate("ReviewPanel", "Current decision"))
        self.last_label = _label(self, translate("ReviewPanel", "Last decision"))
        self.keys_label = _label(self, translate("ReviewPanel", "Review keys"))
        self.legend_label = _label(self, translate("ReviewPanel", "The marks of the tree"))
        self.legend_label.setText(legend())
        self._keys_for: tuple | None = ()  # the subject kind and rule the keys label was written for
        layout = QVBoxLayout(self)
        # The labels a decision changes sit in slots of their own: see LabelSlot.
        for widget in (
            self.read_only_label,
            LabelSlot(self.progress_label),
            self.progress_bar,
            LabelSlot(self.subject_label),
            LabelSlot(self.members_label),
            LabelSlot(self.decision_label),
            LabelSlot(self.last_label),
        ):
            layout.addWidget(widget)
        # The stretch above the history: a subject's text taking a line more or less than the
        # last one's moves no table (a moved table lays out and repaints all of its rows).
        layout.addStretch(1)
        layout.addWidget(self.history)
        layout.addWidget(self.keys_label)
        layout.addWidget(self.legend_label)
        self.setAccessibleName(translate("ReviewPanel", "Review"))
        self.show_read_only(None)
        self.show_card(None)
        self.show_last(None)

    def sizeHint(self) -> QSize:
        """At most :data:`WINDOW_SHARE` of the window's width: the dock opens at this width, and
        at a projector's zoom the labels' own width (a key's whole sentence) took 800 of 1440 px
        from the pages. The labels wrap; the table scrolls."""
        hint = super().sizeHint()
        top = self.window()
        if top is not self and top.width() > 0:
            hint.setWidth(min(hint.width(), round(top.width() * WINDOW_SHARE)))
        return hint

    def show_history(self, lines) -> None:
        """The last decisions, newest first (read only while the panel is shown).

        At once, then at most every HISTORY_EVERY_MS: an editor deciding by key as fast as the
        pairs show moved every row of the table and repainted it (and its scroll bars) at each
        decision; the newest rows come in together a moment later instead.
        """
        if not self.isVisible():
            return
        if self._history_wait.isActive():
            self._history_due = lines
            return
        self.history.show_lines(lines)
        self._history_wait.start()

    def _history_waited(self) -> None:
        lines, self._history_due = self._history_due, None
        if lines is not None and self.isVisible():
            self.history.show_lines(lines)
            self._history_wait.start()

    def show_last(self, line: DecisionLine | None) -> None:
        """The last decision saved from this window, and the key that takes it back."""
        self.last_label.setVisible(line is not None)
        if line is not None:
            what = decision_name(line.decision) + (f" {isolated(line.keeper)}" if line.keeper else "")
            text = translate("ReviewPanel", "Last: {what} ({subject}), Ctrl+Z to undo")
            self.last_label.setText(text.format(what=what, subject=subject_name(line.subject)))

    def show_read_only(self, reason: str | None) -> None:
        self.read_only_label.setVisible(reason is not None)
        self.read_only_label.setText(
            translate("ReviewPanel", "Read-only: {reason}").format(reason=problem_message(reason))
            if reason else ""
        )

    def show_status(self, status: ReviewStatus | None) -> None:
        if status is None:
            self.progress_label.setText(translate("ReviewPanel", "No file is open."))
            self.progress_bar.set_fraction(0.0)
            return
        self.progress_label.setText(progress_text(status))
        total = status.groups + (status.clusters if status.clusters_known else 0)
        self.progress_bar.set_fraction((status.groups_decided + status.clusters_decided) / max(total, 1))

    def show_card(self, card: ReviewCard | None, *, nothing: str | None = None,
                  compared: tuple[int, int] | None = None) -> None:
        """Show ``card``; without one, ``nothing`` says why no subject is current (a core sentence).
        ``compared``: the two groups of a cluster side by side (key numbers)."""
        self._show_keys(card)
        if card is None:
            self.subject_label.setText(problem_message(nothing) if nothing else translate(
                "ReviewPanel",
                "Nothing to decide here: every subject shown is decided, or this row is a single record.",
            ))
            self.members_label.clear()
            self.decision_label.clear()
            return
        if card.kind == GROUP:
            text = translate("ReviewPanel", "Exact group of {count} records: which one to keep?")
            self.subject_label.setText(text.format(count=number(len(card.members) + card.more)))
        else:
            text = translate(
                "ReviewPanel",
                "Near-identical cluster of {count} groups, differing by {classes}: which one to keep?",
            )
            text = text.format(count=number(len(card.members) + card.more), classes=class_list(card.classes))
            if compared is not None:
                text += "\n" + translate("ReviewPanel", "Comparing {left} and {right}").format(
                    left=number(compared[0] + 1), right=number(compared[1] + 1))
            self.subject_label.setText(text)
        self.members_label.setText(member_lines(card))
        if card.again_refused is not None:  # a core sentence: in the interface's language
            card = dataclasses.replace(card, again_refused=problem_message(card.again_refused))
        self.decision_label.setText(decision_text(card))

    def _show_keys(self, card: ReviewCard | None) -> None:
        """The keys and what they mean on this subject: A on a group is not A on a cluster."""
        kind = None if card is None else (card.kind, card.rule)
        if kind != self._keys_for:
            self._keys_for = kind
            self.keys_label.setText("\n".join(f"{keys_label(keys)}   {meaning}"
                                              for keys, meaning in cheat_sheet(card)))


def review_dock(window, panel: ReviewPanel) -> QDockWidget:
    """The dock on the right of ``window`` that holds ``panel``, hidden until review mode starts."""
    dock = QDockWidget(translate("ReviewMode", "Review"), window)
    dock.setObjectName("reviewDock")
    # In a scroll area: the panel's labels change their height with every subject, and a
    # dock's size hint that changes lays out the whole main window again (a measured
    # ~3 ms of layouts and repaints per decision); a scroll area's hint stays the same.
    area = QScrollArea(objectName="reviewPanelArea", widgetResizable=True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setAccessibleName(dock.windowTitle())
    area.setWidget(panel)
    width_in_characters(area, DOCK_CHARACTERS)
    dock.setWidget(area)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    _PagesFirst(window, dock, panel)
    return dock


class _PagesFirst(QObject):
    """The dock no wider than leaves the page shown beside it its width: at 200 % a dock opened at
    its share of the window made the Detail page scroll sideways. Checked when the dock is shown
    or resized (by hand too), the page shown or its width changes, or the zoom does."""

    def __init__(self, window, dock: QDockWidget, panel: ReviewPanel) -> None:
        super().__init__(dock)
        self._window, self._dock = window, dock
        tabs = window.right_tabs
        self._pages = [page for page in (tabs.widget(index) for index in range(tabs.count()))
                       if isinstance(page, QScrollArea)]
        self._soon = QTimer(self, singleShot=True, interval=0)  # once the window is laid out
        self._soon.timeout.connect(self._fit)
        dock.installEventFilter(self)
        panel.installEventFilter(self)
        tabs.currentChanged.connect(lambda _index: self._soon.start())
        for page in self._pages:
            page.horizontalScrollBar().rangeChanged.connect(lambda *_range: self._soon.start())

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Resize, QEvent.Type.FontChange):
            self._soon.start()
        return False

    def _fit(self) -> None:
        dock, page = self._dock, self._window.right_tabs.currentWidget()
        if not dock.isVisible() or dock.isFloating() or page not in self._pages:
            return
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the page's width now
        over = page.horizontalScrollBar().maximum()
        if over > 0 and dock.width() > dock.minimumWidth():  # narrower: a resize, and another look then
            wanted = max(dock.width() - over, dock.minimumWidth())
            self._window.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)
