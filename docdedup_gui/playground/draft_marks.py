"""Where a playground record differs from the other, marked as the Compare view marks it.

Each pair's hunks come from :func:`core.playground.differing.draft_differences`; the
code point and byte ranges each side marks from :func:`core.display.compare.field_spans`
and :func:`core.display.compare.byte_highlights`, as in Compare. A box tints its differing
characters (:data:`~docdedup_gui.widgets.field_view.DIFFERENCE_COLOUR`), stands a bar where
the other record has text this one lacks (:func:`~docdedup_gui.compare.insertion_field.paint_insertion`),
and draws the invisible-character markers of the main window's field views
(:class:`~docdedup_gui.widgets.field_markers.MarkerPaint`) inside the differences and at
every character the census reports (an RLO, a tag character), each named by its badge.
The hex view highlights the differing bytes.

Records are marked against the first one: record k against record 1, record 1 against the
other record edited last.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPalette, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QToolTip, QWidget

from core.census.finder import built_finder
from core.census.marks import reported_markers
from core.playground.differing import DraftDifference, draft_differences
from core.playground.verdict import classes_ready

from ..compare.insertion_field import paint_insertion
from ..i18n import translate
from ..widgets.field_markers import MarkerPaint, PaintedMarker, symbol_font
from ..widgets.field_view import DIFFERENCE_COLOUR
from ..widgets.hex_rows import tint
from ..widgets.safe_paint import guarded_paint
from .detached import start_detached

__all__ = ["BoxMarks", "PairMarks"]

_WARM_TEXT = "a\N{ARABIC LETTER ALEF}b 1\N{EXTENDED ARABIC-INDIC DIGIT ONE} \N{RIGHT-TO-LEFT OVERRIDE}"


class _ShownLayout:
    """What :class:`MarkerPaint` asks a document layout, for a plain-text box: each line's
    rectangle where the box draws it (a plain-text layout knows only its size)."""

    def __init__(self, box: QPlainTextEdit) -> None:
        self._box = box
        self._offset = box.contentOffset()

    def blockBoundingRect(self, block):
        return self._box.blockBoundingGeometry(block).translated(self._offset)


class BoxMarks(QWidget):
    """Drawn over a title or body box (an :class:`~docdedup_gui.widgets.exact_text.ExactTextEdit`):
    the differences' tints (the box's own extra selections), insertion bars and markers.

    A child of the box laid over its viewport, blind to the mouse: the box keeps every
    click and key, and a hover over a marker shows its name, as in the main window. It
    repaints the lines the box repaints, and the lines whose marks change.
    """

    def __init__(self, box: QPlainTextEdit) -> None:
        super().__init__(box)
        self.setObjectName(f"{box.objectName()}Marks")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._box = box
        self._spans: tuple = ()
        self._always: list[tuple[int, int]] = []  # the differences: their invisible characters marked
        self._insertions: list[int] = []  # code points before which the other record has more text
        self._reported: list = []  # the census' markers
        self._reported_for: tuple | None = None  # (text, language) they were found for
        self._painted: list[PaintedMarker] = []
        self._fonts_for: tuple | None = None  # (box font, badge font, symbol font)
        box.updateRequest.connect(self._box_updated)
        box.viewport().installEventFilter(self)
        self.setGeometry(box.viewport().geometry())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.setGeometry(self._box.viewport().geometry())
        elif event.type() == QEvent.Type.ToolTip:
            point = event.pos().toPointF()  # the viewport's and this overlay's, the same place
            hit = next((p for p in self._painted if p.rect.adjusted(-2, -2, 2, 2).contains(point)), None)
            if hit is not None:
                QToolTip.showText(event.globalPos(), hit.marker.tooltip, self._box)
                return True
        return False

    def _box_updated(self, rect, dy: int) -> None:
        if not (self._always or self._insertions or self._reported):
            return  # nothing drawn: the box's own repaint is all
        if dy:  # scrolled: every mark moved
            self.update()
        else:  # the lines the box repaints, and the badges' band under them
            self.update(rect.adjusted(0, 0, 0, self.fontMetrics().height()))

    def set_spans(self, spans: list[tuple[int, int, int]]) -> None:
        """The box's differing code point ranges ``(start, end, number)`` (an empty one: an insertion bar)."""
        if tuple(spans) == self._spans:
            return
        self._spans = tuple(spans)
        text_map = self._box.text_map()
        selections = []
        for start, end, _number in spans:
            if start == end:
                continue
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(DIFFERENCE_COLOUR)
            cursor = QTextCursor(self._box.document())
            cursor.setPosition(text_map.to_qt(start))
            cursor.setPosition(text_map.to_qt(end), QTextCursor.MoveMode.KeepAnchor)
            selection.cursor = cursor
            selections.append(selection)
        self._box.setExtraSelections(selections)
        before = self._always
        self._always = [(start, max(end, start + 1)) for start, end, _ in spans]
        self._insertions = [start for start, end, _ in spans if start == end]
        self._update_lines(before + self._always)

    def set_language(self, language: str) -> None:
        """Find the census' characters of the box's text in ``language`` (once its tables are built)."""
        text = self._box.text_map().text
        if self._reported_for == (text, language):
            return
        found = reported_markers(text, language, build=False)
        self._reported_for = (text, language) if found is not None else None
        if found != self._reported:
            before, self._reported = self._reported, found or []
            self._update_lines([(m.index, m.index + m.length) for m in before + self._reported])

    def _update_lines(self, ranges: list[tuple[int, int]]) -> None:
        """Repaint the lines on screen holding these field ranges, and the badges' band under
        them: a keystroke moves the marks of a line or two, and the box under a repainted
        mark is repainted with it."""
        if not ranges:
            return
        box, text_map = self._box, self._box.text_map()
        document, offset = box.document(), box.contentOffset()
        first = document.findBlock(text_map.to_qt(min(start for start, _ in ranges)))
        last = document.findBlock(text_map.to_qt(max(end for _, end in ranges)))
        if not first.isValid() or not last.isValid():
            self.update()
            return
        top = box.blockBoundingGeometry(first).translated(offset).top()
        bottom = box.blockBoundingGeometry(last).translated(offset).bottom() + self.fontMetrics().height() * 2
        self.update(0, int(top) - 1, self.width(), int(bottom - top) + 3)

    def insertion_points(self) -> list[int]:
        return list(self._insertions)

    def painted_markers(self) -> list[PaintedMarker]:
        """The markers the last paint drew (what a person sees)."""
        return list(self._painted)

    def paintEvent(self, event) -> None:
        if not (self._always or self._insertions or self._reported):
            self._painted = []
            return
        with guarded_paint(self, self, translate("Paint", "the invisible-character markers")) as painter:
            self._paint(painter)

    def _fonts(self) -> tuple[QFont, QFont]:
        """The badges' and the symbols' fonts for the box's font, made once per font (a zoom)."""
        font = self._box.font()
        if self._fonts_for is None or self._fonts_for[0] != font:
            badge = QFont(font)
            badge.setPointSizeF(max(font.pointSizeF() * 0.6, 6.5))
            self._fonts_for = (font, badge, symbol_font(font))
        return self._fonts_for[1], self._fonts_for[2]

    def _paint(self, painter: QPainter) -> None:
        box, text_map = self._box, self._box.text_map()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        badge_font, symbols = self._fonts()
        reported = [marker for marker in self._reported if marker.index < len(text_map.text)]
        direction = box.document().defaultTextOption().textDirection()
        marks = MarkerPaint(
            text_map, first_block=box.firstVisibleBlock(), layout=_ShownLayout(box), scroll=QPointF(0, 0),
            bottom=self.rect().bottom(), width=self.width(), show_invisibles=False,
            always_marked=self._always, reported=reported, reported_at=[m.index for m in reported],
            font=box.font(), badge_font=badge_font, symbol_font=symbols, direction=direction,
            labelled=True)
        self._painted, _work = marks.run(painter)
        last = box.document().characterCount() - 1
        for position in self._insertions:
            cursor = QTextCursor(box.document())
            cursor.setPosition(min(text_map.to_qt(position), last))
            paint_insertion(painter, box.cursorRect(cursor), current=False)


class PairMarks(QObject):
    """Which pair marks each record, each pair's differences worked out once per edit; the
    census' tables of the records' languages built by a job (a tenth of a second each), and
    the records marked again when they are in."""

    failed = Signal(str)  # why the census' tables could not be built (its marks are then missing)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._partner = 1  # the record the first one is marked against
        self._found: dict[tuple[int, int], tuple[object, object, bool, tuple[DraftDifference, ...]]] = {}
        self._shown: tuple | None = None  # (editors, presenter) last marked
        self._asked: set[str] = set()  # languages whose tables a job builds or has built

    def show(self, editors, presenter, edited=None) -> None:
        """Mark every editor of ``presenter``'s drafts; ``edited``: the editor typed into last."""
        if edited in editors and editors.index(edited) > 0:
            self._partner = editors.index(edited)
        self._partner = min(self._partner, len(editors) - 1)
        self._shown = (editors, presenter)
        for index, editor in enumerate(editors):
            pair = (0, index) if index else (0, self._partner)
            editor.show_differences(self._differences(presenter, *pair), "b" if index else "a")
        self._build_tables({draft.language for draft in presenter.drafts})

    def _build_tables(self, languages: set[str]) -> None:
        wanted = sorted(language for language in languages - self._asked if built_finder(language) is None)
        if wanted:
            self._asked.update(wanted)
            # A mixed word and mixed digits: the tables their first finding loads are built too.
            start_detached(lambda _progress: [reported_markers(_WARM_TEXT, language) for language in wanted],
                           self._tables_built, self._tables_failed)

    def _tables_built(self, _task, _result) -> None:
        if self._shown is not None:
            editors, presenter = self._shown
            self.show(list(editors), presenter)

    def _tables_failed(self, _task, message: str) -> None:
        self.failed.emit(message)  # the differences and the banner are still shown

    def _differences(self, presenter, first: int, second: int) -> tuple[DraftDifference, ...]:
        a, b = presenter.analyses[first], presenter.analyses[second]
        ready = classes_ready()
        known = self._found.get((first, second))
        if known is not None and known[0] is a and known[1] is b and known[2] == ready:
            return known[3]
        found = () if a.layout is None or b.layout is None else draft_differences(
            presenter.drafts[first], presenter.drafts[second], a.layout, b.layout)
        self._found[(first, second)] = (a, b, ready, found)
        return found


def tint_language(edit: QWidget, differs: bool) -> None:
    """The language box in the differences' tint when the two languages differ, else its own colour."""
    if bool(edit.property("differs")) == differs:
        return
    palette = edit.palette()
    if edit.property("ownBase") is None:
        edit.setProperty("ownBase", palette.color(QPalette.ColorRole.Base))
    edit.setProperty("differs", differs)
    own = edit.property("ownBase")
    palette.setColor(QPalette.ColorRole.Base, tint(own, DIFFERENCE_COLOUR, 0.35) if differs else own)
    edit.setPalette(palette)
