"""``CompareView``: two records side by side, every difference listed and highlighted.

The analysis is :func:`core.explain`, run by the window's session in a worker thread
(:meth:`core.session.InspectorSession.compare`, so Cancel and closing reach it); this
view shows the two records at once (:meth:`CompareView.show_pair`) and lays out the
explanation when it arrives (:meth:`CompareView.set_explanation`, via
:mod:`core.display.compare`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QLabel,
    QSplitter,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from core.census.bidi import reordering_characters
from core.census.marks import reported_markers
from core.display.canonical import is_right_to_left
from core.display.compare import (
    DifferenceRow,
    byte_highlights,
    difference_rows,
    field_spans,
    summary,
)
from core.display.hexdump import HexDump
from core.records import unread_problem

from .. import plurals, slides
from ..i18n import translate
from ..problems.problem_text import problem_message
from ..widgets.bidi_banner import BidiBanner
from ..widgets.compact_fields import (
    BODY_LINES,
    TITLE_LINES,
    FirstPaneFit,
    PageRoom,
    box_height,
    compact_language,
    lines_within,
)
from ..widgets.hex_view import HexDumpView
from ..widgets.steady_label import SteadyLabel
from .bytes_row import BytesRow, side_row
from .class_titles import class_list
from .differences_list import fit_difference_columns, widen_difference_columns
from .differences_model import DifferencesModel
from .insertion_field import InsertionFieldView
from .line_align import PairedHeader, PairedLineFit, pair_sides

if TYPE_CHECKING:  # the analysis is imported where it runs, not with the window
    from core.differences.explanation import Explanation

__all__ = ["CompareSide", "CompareView"]

FIELDS = ("language", "title", "body")
TEXTS_AT_MOST = 0.45  # of the compare view's height, however long the records
HEX_SHARE = 0.6  # of what the texts leave; the differences list gets the other 40 %
HEX_ROWS_AT_LEAST = 6  # the body box gives up lines before the hex dumps show fewer rows
# How long the hex dumps of a new pair wait for its first difference (a quick explanation
# comes a turn later; a long pair's, from a worker, can take seconds: then its first rows show).
BYTES_WAIT_MS = 150
HEADER_LINES = 2  # "A: doc_id (source_ref), N bytes" wraps in a narrow side: room for it, always
SUMMARY_LINES = 2  # the line above the list keeps this height: a longer or shorter summary moves nothing


class CompareSide(QWidget):
    """One record of a comparison (``side`` is ``a`` or ``b``): its fields and hex dump.

    The widget holds the header and the fields; its ``hexView`` is laid out by
    :class:`CompareView` in the row of hex dumps under them, so the texts and the
    bytes each get a pane of their own that a person can make taller.
    """

    def __init__(self, side: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        suffix = side.upper()
        self.setObjectName(f"compareSide{suffix}")
        # As tall as the other side's header (see CompareView._pair_sides).
        self.headerLabel = PairedHeader(lines=HEADER_LINES, objectName=f"compareHeader{suffix}")
        self.views = {"language": InsertionFieldView("language", single_line=True),
                      "title": InsertionFieldView("title"), "body": InsertionFieldView("body")}
        for field, view in self.views.items():
            view.setObjectName(f"compare{field.title()}{suffix}")
            # Lines break between words only: a hemistich wraps whole words, never a word in two.
            view.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        # Every box as tall as its text (the body up to BODY_LINES): the hex dumps and the
        # differences get the rest of the height, also in a window narrowed by a dock.
        compact_language(self.views["language"])
        self.title_fit = PairedLineFit(self.views["title"], TITLE_LINES)
        # Fewer lines in a short page: see CompareView._fit_room.
        self.body_fit = PairedLineFit(self.views["body"], BODY_LINES)
        self.hexView = HexDumpView()
        self.hexView.setObjectName(f"compareHex{suffix}")  # "hexView" is the detail pane's
        self.hexView.setAccessibleName(
            translate("CompareView", "Canonical bytes of {side}").format(side=suffix))
        self.record = None
        self._layout = None
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(translate("CompareView", "Language"), self.views["language"])
        form.addRow(translate("CompareView", "Title"), self.views["title"])
        # The body under its label, the side's whole width: verse wraps at the panel's width.
        form.addRow(QLabel(translate("CompareView", "Body"), buddy=self.views["body"]))
        form.addRow(self.views["body"])
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.headerLabel)
        box.addLayout(form)
        box.addStretch(1)

    def sizeHint(self) -> QSize:
        """As tall as with a title of TITLE_LINES lines, however many the title shown takes: a
        one-line title after a two-line one (review mode, pair after pair) then moves nothing
        below it: the hex dumps and the differences keep their place and size (each move
        laid them out and repainted them again, ~3 ms a decision)."""
        return self._with_title_room(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._with_title_room(super().minimumSizeHint())  # a splitter keeps a pane this tall

    def _with_title_room(self, size: QSize) -> QSize:
        title = self.views["title"]
        return QSize(size.width(), size.height() + max(box_height(title, TITLE_LINES) - title.height(), 0))

    def show_record(self, inspection, record_index: int) -> None:
        """Show record ``record_index`` with no difference highlighted yet; its bytes wait
        for the first difference (see :meth:`CompareView.show_pair`)."""
        record = inspection.records[record_index]
        self.record = record
        self._layout = inspection.layout(record_index)
        self.headerLabel.setText(translate("CompareView", "{side}: {doc_id} ({source_ref}), {length} bytes")
                                 .format(side=self.side.upper(), doc_id=record.doc_id,
                                         source_ref=record.source_ref,
                                         length=QLocale().toString(len(self._layout.content))))
        if (problem := unread_problem(record)) is not None:  # its shard changed: no fields, the sentence
            self.headerLabel.setText(translate("CompareView", "{side}: {doc_id}: cannot be shown: {problem}")
                                     .format(side=self.side.upper(), doc_id=record.doc_id,
                                             problem=problem_message(problem)))
        rtl = is_right_to_left(record.language, record.title + record.body)
        for field in FIELDS:
            self.views[field].set_text(getattr(record, field), right_to_left=rtl and field != "language")
        self.refresh_reported()
        self.hexView.set_dump(HexDump(self._layout), shown=False)

    def refresh_reported(self) -> None:
        """The census' marks in this side's title and body (none until its tables are built)."""
        record = getattr(self, "record", None)
        if record is None:
            return
        for field in ("title", "body"):
            markers = reported_markers(getattr(record, field), record.language, build=False)
            self.views[field].set_reported(markers or [])

    def clear(self) -> None:
        self.record = self._layout = None
        self.headerLabel.clear()
        for view in self.views.values():
            view.set_text("")
        self.hexView.set_dump(None)

    def highlight(self, rows: list[DifferenceRow], current: int | None) -> None:
        """Tint every difference on this side; the ``current`` one stronger."""
        if self.record is None:
            return
        title_length = len(self.record.title)
        for field, view in self.views.items():
            view.set_difference_spans(field_spans(rows, self.side, field, title_length=title_length),
                                      current)
        self.hexView.set_highlights(byte_highlights(rows, self.side, current))

    def bring_to(self, row: DifferenceRow) -> None:
        """Select the difference's characters and scroll both the field and the hex dump to it."""
        if self.record is None:
            return
        spans = [(field, span) for field in FIELDS
                 for span in field_spans([row], self.side, field, title_length=len(self.record.title))]
        if spans:
            field, (start, end, _) = spans[0]
            for other, view in self.views.items():
                if other != field:  # one selection per side: the difference now shown
                    view.select_field_range(0, 0)
            self.views[field].select_field_range(start, end)
        self.hexView.scroll_to_byte(row.side_bytes(self.side)[0])


class CompareView(QWidget):
    """Side-by-side comparison of two records (objectName ``compareView``)."""

    explained = Signal(object)  # the Explanation, once it is shown
    explain_failed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareView")
        self._rows: list[DifferenceRow] = []
        self._current: int | None = None
        self._bytes_wait = QTimer(self, singleShot=True, interval=BYTES_WAIT_MS)
        self._bytes_wait.timeout.connect(self._show_bytes)
        self._build()
        self.clear()

    def _build(self) -> None:
        # Two lines' height: a longer or shorter summary moves nothing.
        self.summaryLabel = SteadyLabel(objectName="compareSummary", lines=SUMMARY_LINES)
        self.bidiBanner = BidiBanner("compareBidiBanner")
        self.sideA, self.sideB = CompareSide("a"), CompareSide("b")
        self.aligners = pair_sides(self.sideA, self.sideB, self)  # line i of A beside line i of B
        # Two equal halves, in the texts row and in the bytes row alike, so A's hex dump
        # stands under A's text; each half narrows its hex rows rather than push the other
        # side out of the window, and the dumps go one above the other before either shows
        # fewer than 8 bytes a row (see bytes_row).
        texts = side_row(self.sideA, self.sideB, "compareTexts")
        self.bytesRow = hex_dumps = BytesRow(self.sideA.hexView, self.sideB.hexView, "compareBytes")
        self.differencesModel = DifferencesModel(self)
        self.differencesList = QTreeView(objectName="differencesList")
        self.differencesList.setAccessibleName(translate("CompareView", "Differences"))
        self.differencesList.setModel(self.differencesModel)
        self.differencesList.setRootIsDecorated(False)
        self.differencesList.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        fit_difference_columns(self.differencesList)
        # Its scroll bar always there: a pair with more differences than fit, after one with
        # fewer, would narrow the columns and lay the list out again.
        self.differencesList.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # A short window still lists a few differences: the list is what a person reads first.
        self.differencesList.setMinimumHeight(self.differencesList.fontMetrics().height() * 5)
        self.differencesList.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.show_difference(current.row()))
        self.differencesList.clicked.connect(lambda index: self.show_difference(index.row()))
        self.splitter = QSplitter(Qt.Orientation.Vertical, objectName="compareSplitter")
        # The hex dumps get the most: ten rows and more at 1440x900, not five.
        for pane, stretch in ((texts, 2), (hex_dumps, 3), (self.differencesList, 2)):
            self.splitter.addWidget(pane)
            self.splitter.setStretchFactor(self.splitter.count() - 1, stretch)
        self.splitter.setChildrenCollapsible(False)
        self._fit = FirstPaneFit(self.splitter, cap=TEXTS_AT_MOST, shares=(HEX_SHARE, 1 - HEX_SHARE))
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addWidget(self.summaryLabel)
        box.addWidget(self.bidiBanner)
        box.addWidget(self.splitter, 1)
        PageRoom(self, self._fit_room)
        self.exportAction = slides.export_action(self, shown_on=[self.summaryLabel])  # as a slide

    def _fit_room(self, available: int) -> None:
        """As many body lines (up to BODY_LINES) as leave the hex dumps HEX_ROWS_AT_LEAST rows and
        the differences list its least height within the height the view is shown in (the window's
        Compare page): the page never scrolls, and a long body scrolls in its box instead."""
        outer, side, hex_view = self.layout(), self.sideA, self.sideA.hexView
        margins = outer.contentsMargins()
        around = (margins.top() + margins.bottom() + outer.spacing() + self.summaryLabel.height()
                  + 2 * self.splitter.handleWidth())
        if not self.bidiBanner.isHidden():
            around += self.bidiBanner.sizeHint().height() + outer.spacing()
        hex_rows = (HEX_ROWS_AT_LEAST * hex_view._row_height() + 2 * hex_view.frameWidth()
                    + hex_view.horizontalScrollBar().sizeHint().height())
        texts = available - around - hex_rows - self.differencesList.minimumHeight()  # the texts pane's room
        # All but the body box, as the side lays them out (with room for a two-line title).
        side.layout().activate()
        body = side.views["body"]
        other_fields = side.minimumSizeHint().height() - body.height()
        lines = max(1, min(BODY_LINES, lines_within(body, texts - other_fields)))
        for each in (self.sideA, self.sideB):
            each.body_fit.set_lines(lines)

    # -- the API the main window calls ------------------------------------------

    def show_pair(self, inspection, record_index_a: int, record_index_b: int) -> None:
        """Show both records now, with no differences yet: :meth:`set_explanation` brings them.

        The hex dumps wait for the explanation (at most BYTES_WAIT_MS): it scrolls them to the
        first difference, so drawing their first rows before it was work thrown away.
        """
        with self.aligners[0].paused(), self.aligners[1].paused():  # aligned once, with both texts in
            self.sideA.show_record(inspection, record_index_a)
            self.sideB.show_record(inspection, record_index_b)
        self._show_bidi_warning(inspection.records[record_index_a], inspection.records[record_index_b])
        self._set_rows([])
        self.summaryLabel.setText(translate("CompareView", "Finding the differences\u2026"))
        for side in (self.sideA, self.sideB):
            side.layout().activate()  # the boxes' new heights, not the last pair's, in the sides' size hints
        self._fit.refit()
        self._bytes_wait.start()

    def _show_bidi_warning(self, record_a, record_b) -> None:
        """Say so when either side is displayed in another order than it is stored."""
        sides = [(name, record) for name, record in (("A", record_a), ("B", record_b))
                 if reordering_characters(record.title, record.body)]
        where = translate("CompareView", "A and B") if len(sides) == 2 else (sides[0][0] if sides else "")
        self.bidiBanner.show_texts([(f"{name} {field}", getattr(record, field)) for name, record in sides
                                    for field in ("title", "body")], where=where)

    def _show_bytes(self) -> None:
        """The hex dumps from their first row, if no difference brought them elsewhere yet."""
        self._bytes_wait.stop()
        for side in (self.sideA, self.sideB):
            side.hexView.show_rows()

    def clear(self) -> None:
        """Show nothing."""
        self._bytes_wait.stop()
        self.sideA.clear()
        self.sideB.clear()
        self.bidiBanner.show_texts([])
        self._set_rows([])
        self.summaryLabel.setText(translate("CompareView", "Select two records to compare them."))

    def refresh_reported(self) -> None:
        """Mark the census' characters on both sides (once the census' tables are built)."""
        for side in (self.sideA, self.sideB):
            side.refresh_reported()

    def set_show_invisibles(self, show: bool) -> None:
        """Markers for every invisible character (inside differences they always show)."""
        with self.aligners[0].paused(), self.aligners[1].paused():
            for side in (self.sideA, self.sideB):
                for view in side.views.values():
                    view.set_show_invisibles(show)

    def set_explanation(self, explanation: Explanation) -> None:
        """Show an explanation of the two records on display (as :func:`core.explain` returns it)."""
        rows = difference_rows(explanation)
        # With differences, the first becomes current at once and tints both sides itself:
        # tinting them here first, with none current, was work thrown away.
        self._set_rows(rows, tint=not rows)
        self.summaryLabel.setText(_summary_text(explanation))
        if self._rows:
            self.differencesList.setCurrentIndex(self.differencesModel.index(0, 0))  # scrolls the dumps to it
        self._show_bytes()
        self.explained.emit(explanation)

    def show_difference(self, number: int) -> None:
        """Bring both sides to difference ``number`` (a row of ``differencesList``)."""
        if not 0 <= number < len(self._rows):
            return
        self._current = number
        for side in (self.sideA, self.sideB):
            side.highlight(self._rows, number)
            side.bring_to(self._rows[number])
        if self.differencesList.currentIndex().row() != number:
            self.differencesList.setCurrentIndex(self.differencesModel.index(number, 0))

    def current_difference(self) -> int | None:
        return self._current

    def show_failure(self, message: str) -> None:
        """Say why the differences could not be found (the records stay shown)."""
        self._show_bytes()
        self.summaryLabel.setText(translate("CompareView", "Could not explain the differences: {message}")
                                  .format(message=problem_message(message)))
        self.explain_failed.emit(message)

    # -- internals ----------------------------------------------------------------

    def _set_rows(self, rows: list[DifferenceRow], *, tint: bool = True) -> None:
        self._rows, self._current = rows, None
        self.differencesModel.set_rows(rows)
        if rows:
            widen_difference_columns(self.differencesList, rows)
        if tint:
            for side in (self.sideA, self.sideB):
                side.highlight(rows, None)


def _summary_text(explanation: Explanation) -> str:
    """The line above the list, as :func:`core.display.compare.summary` words it, translated."""
    return summary(explanation, template=_summary_template, count_text=plurals.differences,
                   class_list=class_list, number=QLocale().toString)


# core.display.compare.SUMMARY_TEMPLATES, listed for pyside6-lupdate (a test keeps them equal).
SUMMARY_TEMPLATES = (
    QT_TRANSLATE_NOOP("CompareView", "Identical content: both records are in the same group."),
    QT_TRANSLATE_NOOP("CompareView", "{differences}: {classes}"),
    QT_TRANSLATE_NOOP("CompareView", "near-identical: equal once these differences are ignored"),
    QT_TRANSLATE_NOOP(
        "CompareView",
        "texts this long are compared coarsely: a change over {limit} code points is one difference"),
)


def _summary_template(text: str) -> str:
    return translate("CompareView", text)

