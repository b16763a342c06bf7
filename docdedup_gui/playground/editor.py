"""``DraftEditor``: one playground record, editable, with its bytes and digest beside it.

The teacher types in the language, title and body boxes; after each keystroke the
window hands back the draft's analysis and the editor shows it: the hex view (field
colours, the character at the cursor selected, so what was just typed is lit), the
canonical JSON, the length and the SHA-256, and why the draft is not a valid record
yet. Where it differs from the record it is paired with, its characters and bytes are
marked as Compare marks them (:mod:`.draft_marks`), its invisible characters named by
badges and a reordering control by the bidi banner. A selection of characters lights all
their bytes; a click or a drag in the hex view selects the characters those bytes are of.
Each box's text is the record's string, never Qt's rewriting of it: a carriage
return, a paragraph separator, a BOM or a noncharacter is drawn as a badge and saved as
itself (see :mod:`docdedup_gui.widgets.exact_text`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPalette, QTextCursor
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.display.canonical import is_right_to_left
from core.display.compare import byte_highlights, field_spans
from core.display.hexdump import HexDump
from core.playground import Draft, DraftAnalysis

from ..i18n import count_text, left_to_right, translate
from ..problems.problem_text import problem_message
from ..resources import mono_font
from ..widgets.bidi_banner import BidiBanner
from ..widgets.compact_fields import CanonicalJsonView
from ..widgets.hex_view import HexDumpView
from ..widgets.steady_label import SteadyLabel
from ..widgets.wrap_room import WrappedLabel
from .boxes import BODY_LINES, TITLE_LINES, DigestLine, FieldBox
from .draft_marks import BoxMarks, tint_language

__all__ = ["DraftEditor"]

class DraftEditor(QWidget):
    """One draft: its boxes and what its canonical bytes are."""

    edited = Signal(str)  # the field typed into (its text: field_text)

    def __init__(self, draft: Draft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"draft_{draft.doc_id}")
        self._analysis: DraftAnalysis | None = None
        self._canonical_stale = False  # a new analysis whose JSON is not laid out yet
        self._cursor_shown: tuple | None = None  # (analysis, field, start, end) last lit in the hex view
        self._analysed_revisions: dict[str, int] = {}  # each box's document revision last analysed
        self._lit_box: FieldBox | None = None  # the box whose cursor the hex view lights
        self._choosing_bytes = False  # the boxes' selection follows one made in the hex view
        self.heading = QLabel(self)
        self.languageEdit = QLineEdit(draft.language, self, objectName="languageEdit")
        self.titleEdit = FieldBox("title", TITLE_LINES, self)
        self.bodyEdit = FieldBox("body", BODY_LINES, self)
        self.noteLabel = WrappedLabel(parent=self, objectName="noteLabel")
        self.noteLabel.hide()
        self._notes: dict[str, str] = {}
        for box in (self.titleEdit, self.bodyEdit):
            box.said.connect(lambda sentence, box=box: self._note(box, sentence))
        self.titleEdit.set_field_text(draft.title)
        self.bodyEdit.set_field_text(draft.body)
        self.marks = {box.field: BoxMarks(box) for box in (self.titleEdit, self.bodyEdit)}
        self.bidiBanner = BidiBanner("playgroundBidiBanner", self)
        self._banner_for: tuple | None = None  # the title and body the banner was shown for
        # Both change with every keystroke: neither asks for a new layout when it does.
        self.lengthLabel = SteadyLabel(objectName="lengthLabel", parent=self)
        self.digestName = QLabel("SHA-256", self)
        self.digestName.setFont(mono_font())
        self.digestLabel = DigestLine(self)
        self.digestName.setBuddy(self.digestLabel)
        self.problemLabel = WrappedLabel(parent=self, objectName="problemLabel")
        palette = self.problemLabel.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#b91c1c"))
        self.problemLabel.setPalette(palette)
        self.hexView = HexDumpView(self)
        self.hexView.setObjectName("playgroundHex")
        self.canonicalText = CanonicalJsonView(self.bodyEdit.font(), self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.hexView, translate("Playground", "Bytes"))
        self.tabs.addTab(self.canonicalText, translate("Playground", "Canonical JSON"))
        self._lay_out()
        self.set_doc_id(draft.doc_id)
        self._set_direction(draft)
        self.languageEdit.textEdited.connect(lambda _text: self.edited.emit("language"))
        for box in (self.titleEdit, self.bodyEdit):
            # Only which field: its text is read once for the keys that came in together.
            box.textChanged.connect(lambda box=box: self._typed(box.field))
            box.cursorPositionChanged.connect(lambda box=box: self._cursor_moved(box))
            box.selectionChanged.connect(lambda box=box: self._cursor_moved(box))
        self.hexView.bytes_selected.connect(self._bytes_chosen)
        self.tabs.currentChanged.connect(lambda _index: self._show_canonical())

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(translate("Playground", "Language"), self.languageEdit)
        form.addRow(translate("Playground", "Title"), self.titleEdit)
        form.addRow(translate("Playground", "Body"), self.bodyEdit)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.bidiBanner)
        layout.addLayout(form)
        layout.addWidget(self.lengthLabel)
        digest = QHBoxLayout()
        digest.addWidget(self.digestName)
        digest.addWidget(self.digestLabel, 1)
        layout.addLayout(digest)
        layout.addWidget(self.problemLabel)
        layout.addWidget(self.noteLabel)
        layout.addWidget(self.tabs, 1)

    def _note(self, box: FieldBox, sentence: str) -> None:
        """Say why a box shows only the start of its text, or did not take a paste."""
        self._notes[box.field] = sentence
        shown = "\n".join(note for note in self._notes.values() if note)
        self.noteLabel.setText(shown)
        self.noteLabel.setVisible(bool(shown))

    def set_doc_id(self, doc_id: str) -> None:
        self.heading.setText(translate("Playground", "Record {doc_id}").format(doc_id=left_to_right(doc_id)))

    def _set_direction(self, draft: Draft) -> None:
        rtl = is_right_to_left(draft.language, draft.title + draft.body)
        direction = Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
        for box in (self.titleEdit, self.bodyEdit):
            option = box.document().defaultTextOption()
            if option.textDirection() != direction:
                option.setTextDirection(direction)
                box.document().setDefaultTextOption(option)

    def _typed(self, field: str) -> None:
        self.edited.emit(field)

    def _cursor_moved(self, box: FieldBox) -> None:
        # A click or an arrow key: light the character before the cursor. A key that typed
        # (its cursor moves before or after the text changes) is lit by the analysis to
        # come: lit now, it would light the old bytes.
        if box.document().revision() == self._analysed_revisions.get(box.field):
            self._show_cursor(box)

    def field_text(self, field: str) -> str:
        """The text of ``field`` (language, title or body) as typed."""
        if field == "language":
            return self.languageEdit.text()
        return {"title": self.titleEdit, "body": self.bodyEdit}[field].field_text()

    def last_field(self, fields: set[str]) -> str:
        """Of ``fields``, the one whose box has the focus (its cursor is lit), else any."""
        focused = self._last_box()
        return focused.field if focused is not None and focused.field in fields else min(fields)

    # -- what the window hands back ------------------------------------------------

    def show_analysis(self, draft: Draft, analysis: DraftAnalysis, *, field: str | None = None) -> None:
        """Show the draft's bytes, digest and problems; ``field`` was just edited (its cursor is lit)."""
        self._analysis = analysis
        self._analysed_revisions = {box.field: box.document().revision()
                                    for box in (self.titleEdit, self.bodyEdit)}
        self._set_direction(draft)
        self._show_banner(draft)
        if analysis.layout is None:
            self.hexView.set_dump(None)
            self.lengthLabel.setText("")
            self.digestLabel.setText("")
        else:
            self.hexView.update_dump(HexDump(analysis.layout))
            self.lengthLabel.setText(translate("Playground", "{length} canonical bytes").format(
                length=count_text(analysis.length)))
            self.show_digest(analysis)
        problems = "\n".join(map(problem_message, analysis.problems))  # the core's sentences, translated
        if problems != self.problemLabel.text():  # a label's new text lays the window out again
            self.problemLabel.setText(problems)
        self.problemLabel.setVisible(bool(analysis.problems))
        self._canonical_stale = True
        self._show_canonical()
        # The edited box's cursor; after an edit elsewhere (the language, the other box) the
        # box lit last, whose bytes have moved: a light left at the old offsets would cover
        # halves of other characters.
        box = {"title": self.titleEdit, "body": self.bodyEdit}.get(field or "") or self._lit_box
        if box is not None:
            self._show_cursor(box)

    def _show_banner(self, draft: Draft) -> None:
        """The bidi banner when the title or body holds an override, embedding or isolate."""
        if self._banner_for == (draft.title, draft.body):  # equal strings: mostly the same objects
            return
        self._banner_for = (draft.title, draft.body)
        self.bidiBanner.show_texts([(translate("Playground", "Title"), draft.title),
                                    (translate("Playground", "Body"), draft.body)])

    def show_differences(self, rows, side: str) -> None:
        """Mark where this draft differs from the one it is paired with: ``rows`` are the pair's
        :class:`core.playground.differing.DraftDifference`, ``side`` this draft's (``a`` or ``b``)."""
        title = self.titleEdit.field_text()
        language = self.languageEdit.text()
        for field, marks in self.marks.items():
            marks.set_spans(field_spans(rows, side, field, title_length=len(title)))  # as Compare marks them
            marks.set_language(language)
        tint_language(self.languageEdit, any(row.field == "language" for row in rows))
        if self._analysis is not None and self._analysis.layout is not None:
            self.hexView.set_highlights(byte_highlights(rows, side))

    def show_digest(self, analysis: DraftAnalysis) -> None:
        """The SHA-256, or that a job is working it out (a long record's)."""
        self.digestLabel.setText(translate("Playground", "working out the SHA-256\u2026")
                                 if analysis.digest_later else analysis.digest)

    def _show_canonical(self) -> None:
        """The canonical JSON, laid out only when its tab is shown (a 10,000-character line
        laid out per keystroke nobody sees would cost the frame)."""
        if self.tabs.currentWidget() is not self.canonicalText or not self._canonical_stale:
            return
        self._canonical_stale = False
        canonical = self._analysis.canonical if self._analysis is not None else None
        if canonical is not None:
            self.canonicalText.set_canonical(canonical)
        else:
            self.canonicalText.clear()

    def _show_cursor(self, box: FieldBox) -> None:
        """Select, in the hex view, the bytes of the characters selected, else of the character
        before the cursor (what was typed)."""
        layout = self._analysis.layout if self._analysis is not None else None
        if layout is None:
            return
        cursor = box.textCursor()
        start, end = box.text_map().field_range(cursor.selectionStart(), cursor.selectionEnd())
        if start == end:
            index = box.cursor_index()
            start, end = (index - 1, index) if index > 0 else (0, 1)
        shown = self._cursor_shown
        if shown is not None and shown[0] is self._analysis and shown[1:] == (box.field, start, end):
            return  # lit already for this analysis
        self._cursor_shown = (self._analysis, box.field, start, end)
        self._lit_box = box
        if start >= end or end > len(layout.fields[box.field].value):
            return
        first, last = layout.byte_span(box.field, start, end)
        self.hexView.set_selection(first, last)
        if not self._choosing_bytes:  # a drag in the hex view stays where the pointer is
            self.hexView.scroll_to_byte(first)

    def _bytes_chosen(self, first: int, last: int) -> None:
        """Bytes ``[first, last)`` chosen in the hex view: select the characters they are of, in
        the field of the first byte (a byte between the fields selects no character)."""
        layout = self._analysis.layout if self._analysis is not None else None
        found = layout.char_at(first) if layout is not None else None
        if found is None:
            return
        field, start = found
        span = layout.field_span(field)
        end = layout.fields[field].index_at(min(last, span[1]) - 1) + 1
        if field == "language":
            self.languageEdit.setSelection(start, end - start)
            return
        box = self.titleEdit if field == "title" else self.bodyEdit
        text_map, cursor = box.text_map(), box.textCursor()
        cursor.setPosition(text_map.to_qt(start))
        cursor.setPosition(text_map.to_qt(end), QTextCursor.MoveMode.KeepAnchor)
        self._choosing_bytes = True
        try:
            box.setTextCursor(cursor)  # its bytes, whole characters, lit in turn
            box.ensureCursorVisible()
        finally:
            self._choosing_bytes = False

    def insert(self, text: str) -> None:
        """Insert ``text`` at the cursor of the title or body box that had the focus last."""
        box = self.bodyEdit if self._last_box() is None else self._last_box()
        box.insert(text)
        box.setFocus()

    def _last_box(self) -> FieldBox | None:
        focused = self.focusWidget()
        return focused if isinstance(focused, FieldBox) else None
