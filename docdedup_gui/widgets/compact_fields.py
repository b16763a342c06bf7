"""Sizes for the field boxes, the canonical JSON and the tabs of the detail and compare panes.

A language tag is two letters and a title usually one line: their boxes take that
much, and the bytes and the differences get the rest. The canonical JSON is laid out
on one line, left to right, in every interface language (see :func:`make_canonical_text`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QMimeData, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QTextBlockFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QPlainTextEdit, QScrollArea, QSplitter, QTabWidget, QWidget

from core.display.canonical import CanonicalJsonText

from .exact_text import ExactTextEdit
from .field_view import FieldView
from .plain_copy import only_text

__all__ = ["CanonicalJsonView", "FirstPaneFit", "LineFit", "PageRoom", "box_height", "compact_language",
           "fit_tab_titles", "fit_to_lines", "limit_title", "lines_within", "make_canonical_text"]

BODY_LINES = 8  # a compare side's body: longer ones scroll, the bytes keep their room
LANGUAGE_CHARACTERS = 14  # room for a long BCP 47 tag such as "zh-Hant-TW"
TITLE_LINES = 2
_FRAME = 12  # the frame and the document margins of a FieldView, top and bottom together


def _line_height(view: FieldView) -> float:
    """A line's height as the font needs it (a line holding badges is taller: see FieldView)."""
    return QFontMetricsF(view.font()).height()


def compact_language(view: FieldView) -> None:
    """One line of text, about as wide as a language tag (not the whole pane), at every zoom."""
    _compact(view)
    _Refit(view, lambda: _compact(view))


def _compact(view: FieldView) -> None:
    metrics = QFontMetricsF(view.font())
    view.setFixedHeight(round(metrics.height()) + _FRAME)
    view.setMaximumWidth(round(metrics.horizontalAdvance("M") * LANGUAGE_CHARACTERS))


class _Refit(QObject):
    """A new font (the window zoomed): ``fit`` the widget again once it has taken its own
    sizes for the font (a one-line box took room for badges, twice as tall at 200 %)."""

    def __init__(self, widget: QWidget, fit: Callable[[], None]) -> None:
        super().__init__(widget)
        self._fit = fit
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange:
            QTimer.singleShot(0, self, self._fit)
        return False


class LineFit:
    """Keeps a field box as tall as its text's lines, from one up to :attr:`lines`."""

    def __init__(self, view: FieldView, lines: int) -> None:
        self.view, self.lines, self.line = view, lines, _line_height(view)
        view.line_fit = self  # lives as long as its view: a connection alone would not keep it
        view.document().documentLayout().documentSizeChanged.connect(self.fit)
        self.fit()

    def set_lines(self, lines: int) -> None:
        """At most ``lines`` from now on (the room around the box changed)."""
        if lines != self.lines:
            self.lines = lines
            self.fit()

    def own_height(self) -> int:
        """The box's height for its text's first lines (wrapped lines and badge room count)."""
        return round(_text_height(self.view, self.lines, self.line)) + _FRAME

    def fit(self, *_size) -> None:
        self.view.setFixedHeight(self.own_height())


def fit_to_lines(view: FieldView, lines: int) -> LineFit:
    """As tall as the text's lines, from one up to ``lines`` (longer text scrolls); it
    follows the text and the width (wrapping) as they change."""
    return LineFit(view, lines)


def box_height(view: FieldView, lines: int) -> int:
    """How tall :func:`fit_to_lines` makes ``view`` when its text takes ``lines`` lines."""
    return round(_line_height(view) * lines) + _FRAME


def lines_within(view: FieldView, height: float) -> int:
    """How many whole lines of ``view`` fit in a box ``height`` tall (0 if not one)."""
    return max(0, int((height - _FRAME) // _line_height(view)))


def limit_title(view: FieldView, lines: int = TITLE_LINES) -> None:
    """A title box: as tall as the title's lines, one or two."""
    fit_to_lines(view, lines)


def _text_height(view: FieldView, enough: int, line: float) -> float:
    """Height of the text's first ``enough`` lines as laid out (wrapped lines count; a line
    with room for badges is taller), at least one ``line``."""
    document = view.document()
    layout, block = document.documentLayout(), document.firstBlock()
    margins = document.rootFrame().frameFormat()
    count, bottom = 0, None
    while block.isValid() and count < enough:
        lines = max(block.layout().lineCount(), 1)
        top, after = layout.blockBoundingRect(block).top(), block.next()
        if count + lines <= enough:  # to the next line: a block's rect leaves out the room under it
            bottom = (layout.blockBoundingRect(after).top() if after.isValid()
                      else layout.documentSize().height() - margins.bottomMargin())
            count += lines
        else:  # down to the top of the first line not shown
            bottom, count = top + block.layout().lineAt(enough - count).y(), enough
        block = after
    if bottom is None:
        return line
    return max(bottom - margins.topMargin(), line)


class CanonicalJsonView(ExactTextEdit):
    """A read-only view of the canonical JSON in its logical order, left to right.

    The text's strings are isolated (FSI ... PDI), so ``["doc-content-v1","fa",title,
    body]`` keeps its order even when title and body are Persian. Every paragraph is
    left to right whatever the interface's direction (the widget's, the document's and
    each block's direction are all set: Qt consults each of them somewhere). It is never
    wrapped: Qt lays out a line that starts inside an isolate as if the whole line were
    right to left, which put the body before the title in a narrow tab. A character Qt
    would draw as a line break or drop (U+2028, U+2029, U+FEFF, noncharacters) is a badge
    (see :mod:`.exact_text`): the JSON stays one line, as its bytes are.
    """

    def __init__(self, font: QFont, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("canonicalText")
        self.setReadOnly(True)
        self.setFont(font)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        option = QTextOption(self.document().defaultTextOption())
        option.setTextDirection(Qt.LayoutDirection.LeftToRight)
        self.document().setDefaultTextOption(option)
        self._canonical: CanonicalJsonText | None = None  # what the shown text stands for

    def set_text(self, text: str) -> None:
        super().set_text(text)
        cursor = QTextCursor(self.document())
        cursor.select(QTextCursor.SelectionType.Document)
        block = QTextBlockFormat()
        block.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        block.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute)
        cursor.mergeBlockFormat(block)

    def set_canonical(self, text: CanonicalJsonText) -> None:
        """Show ``text.display``; a copy takes the real canonical JSON under the selection."""
        self._canonical = text
        self.set_text(text.display)

    def clear(self) -> None:
        self._canonical = None
        self.set_text("")

    def shown_text(self) -> str:
        """The text shown (the display, isolates included), read back from the map."""
        return self.text()

    def createMimeDataFromSelection(self) -> QMimeData:
        """The canonical JSON selected, without the isolates that keep it in reading order:
        select all and copy gives text whose UTF-8 hashes to the record's digest."""
        mime = super().createMimeDataFromSelection()
        cursor, canonical = self.textCursor(), self._canonical
        if canonical is None:
            return mime
        first, last = self.text_map().field_range(cursor.selectionStart(), cursor.selectionEnd())
        return only_text(mime, canonical.copy(first, last))


def make_canonical_text(font: QFont, parent=None) -> CanonicalJsonView:
    """The detail pane's Canonical JSON view (see :class:`CanonicalJsonView`)."""
    return CanonicalJsonView(font, parent)


def fit_tab_titles(tabs: QTabWidget) -> None:
    """Every tab title whole: the tab widget is never narrower than its tab bar, at every zoom."""
    tabs.setUsesScrollButtons(False)
    tabs.tabBar().setElideMode(Qt.TextElideMode.ElideNone)

    def fit() -> None:
        tabs.setMinimumWidth(tabs.tabBar().sizeHint().width() + 4)

    fit()
    _Refit(tabs.tabBar(), fit)


class FirstPaneFit(QObject):
    """Sizes a splitter: its first pane as tall as its content asks (at most ``cap`` of the
    height), the others share the rest by ``shares``. Done again on every resize and on
    :meth:`refit` (new content), until a person drags the splitter: then their sizes stay.

    Size hints alone gave the text boxes most of the height (empty body boxes over hex
    dumps of four rows); what a record is read by is its text and its bytes.
    """

    def __init__(self, splitter: QSplitter, *, cap: float, shares: Sequence[float]) -> None:
        super().__init__(splitter)
        self._splitter, self._cap, self._shares = splitter, cap, tuple(shares)
        self._user_sized = False
        splitter.splitterMoved.connect(self._on_moved)
        splitter.installEventFilter(self)

    def _on_moved(self, *_position) -> None:
        self._user_sized = True

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.refit()
        return False

    def refit(self) -> None:
        splitter = self._splitter
        total = sum(splitter.sizes())
        if self._user_sized or total <= 0:
            return
        first_pane = splitter.widget(0)
        if first_pane.layout() is not None:
            first_pane.layout().activate()  # boxes that just took new heights: measure those
        first = min(first_pane.sizeHint().height(), round(total * self._cap))
        rest = total - first
        sizes = [round(rest * share) for share in self._shares[:-1]]
        sizes.append(rest - sum(sizes))
        splitter.blockSignals(True)  # our own sizing is not a person's drag
        splitter.setSizes([first, *sizes])
        splitter.blockSignals(False)


class PageRoom(QObject):
    """Tells a pane the height it is shown in, each time it changes: ``fit(height)``.

    A pane that is a scroll area's page (the window's Detail and Compare tabs) is shown in
    its viewport's height; its boxes should fit in it, or the page scrolls and every box
    that changes height resizes the whole pane (a decision in review mode did: relayout
    and repaint of the window's right half, 20-60 ms). A pane on its own fits its height.
    """

    def __init__(self, pane: QWidget, fit: Callable[[int], None]) -> None:
        super().__init__(pane)
        self._pane, self._fit, self._page = pane, fit, None
        pane.installEventFilter(self)

    def page(self) -> QWidget:
        """The viewport the pane is the page of, or the pane itself."""
        parent = self._pane.parentWidget()
        return parent if parent is not None and isinstance(parent.parentWidget(), QScrollArea) else self._pane

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if watched is self._pane and kind == QEvent.Type.Show:
            page = self.page()
            if page is not self._pane and page is not self._page:
                self._page = page
                page.installEventFilter(self)
        if kind in (QEvent.Type.Show, QEvent.Type.Resize):
            self._fit(self.page().height())
        return False
