"""``DetailPane``: one group or record, its fields, canonical bytes, digest and provenance.

Selecting characters in a field highlights their bytes in the hex dump and shows
the first one in the character inspector; selecting bytes selects their characters.
Every value shown comes from the core (:mod:`core.display`, :mod:`core.contract_spans`).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.census.marks import reported_markers
from core.contract import CONTRACT
from core.contract_spans import CanonicalLayout
from core.display.canonical import SHOWN_PER_STRING, CanonicalJsonText, is_right_to_left
from core.display.char_info import char_info
from core.display.hexdump import HexDump
from core.records import unread_problem

from .. import plurals
from ..i18n import left_to_right, translate
from ..problems.problem_text import problem_message
from ..widgets.bidi_banner import BidiBanner
from ..widgets.compact_fields import (
    TITLE_LINES,
    FirstPaneFit,
    PageRoom,
    box_height,
    compact_language,
    fit_tab_titles,
    fit_to_lines,
    limit_title,
    lines_within,
    make_canonical_text,
)
from ..widgets.digest_text import DigestText
from ..widgets.field_view import FieldView
from ..widgets.hex_view import HexDumpView
from ..widgets.plain_copy import copy_text
from ..widgets.steady_label import SteadyLabel
from .char_inspector import CharInspector

__all__ = ["DetailPane", "ProvenanceModel", "digest_text"]

BODY_LINES = 12  # the body box grows with the text up to this, then scrolls
FIELDS_AT_MOST = 0.6  # of the pane's height for the fields and tabs; the hex dump gets the rest
# ... and however long the body, the hex dump keeps this many rows in view: the body box
# takes fewer lines when the pane is short (12 lines at 1440x900 pushed the bytes off the page).
HEX_ROWS_AT_LEAST = 8

Index = QModelIndex | QPersistentModelIndex


def digest_text(digest: str, length: int, *, simulated: bool = False) -> str:
    """What ``digestField`` shows: the digest first (double-click selects just it)."""
    text = translate("DetailPane", "{digest}  \u00b7  {length} bytes  \u00b7  {contract}").format(
        digest=digest, length=QLocale().toString(length), contract=CONTRACT)
    if simulated:
        text += "  \u00b7  " + translate("DetailPane", "simulated collision")
    return text


class ProvenanceModel(QAbstractTableModel):
    """doc_id and source_ref of each member of a group, in doc_id order."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._records: list = []
        self._members: tuple[int, ...] = ()

    def set_members(self, records, members: tuple[int, ...]) -> None:
        """Show ``records[i]`` for each member index (a reset: the whole group changed)."""
        self.beginResetModel()
        self._records, self._members = records, tuple(members)
        self.endResetModel()

    def member_row(self, record_index: int) -> int:
        return self._members.index(record_index) if record_index in self._members else -1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._members)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else 2

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        record = self._records[self._members[index.row()]]
        return record.doc_id if index.column() == 0 else record.source_ref

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return (translate("DetailPane", "doc_id"), translate("DetailPane", "source_ref"))[section]
        return str(section + 1)


class DetailPane(QWidget):
    """The selected group or record (objectName ``detailPane``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("detailPane")
        self._layout: CanonicalLayout | None = None
        self._record = None  # the record whose fields are shown
        self._pending = None  # what to render when the pane comes to the front (see _when_seen)
        self.focus_character: str | None = None  # a record shown opens with the cursor on its first one
        self._build()
        self._connect()
        self.clear()

    # -- construction -------------------------------------------------------------

    def _build(self) -> None:
        # Wrapped, as the Compare page's headers: a long doc_id or problem is read whole, and
        # never makes the page wider than the window (it scrolled sideways at 200 %).
        self.headerLabel = SteadyLabel(objectName="detailHeader")
        self.digestField = DigestText(objectName="digestField")  # whole, on two lines if need be
        self.digestField.setAccessibleName(translate("DetailPane", "SHA-256 of the canonical bytes"))
        self.copyDigestButton = QToolButton(text=translate("DetailPane", "Copy"))
        self.copyDigestButton.setToolTip(translate("DetailPane", "Copy the SHA-256 digest"))
        self.languageView = FieldView("language", single_line=True)
        self.titleView = FieldView("title")
        self.bodyView = FieldView("body")
        self.hexView = HexDumpView()
        self.canonicalText = make_canonical_text(self.bodyView.font())
        self.provenanceModel = ProvenanceModel(self)
        self.provenanceView = QTableView(objectName="provenanceView")
        self.provenanceView.setModel(self.provenanceModel)
        self.provenanceView.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.provenanceView.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.charInspector = CharInspector()
        self.bidiBanner = BidiBanner("bidiBanner")
        self.setLayout(self._arrange())
        self._room = PageRoom(self, self._fit_room)

    def _arrange(self) -> QVBoxLayout:
        compact_language(self.languageView)
        limit_title(self.titleView)
        self._body_fit = fit_to_lines(self.bodyView, BODY_LINES)  # a longer body scrolls; see _fit_room
        fields = QWidget()
        form = self._form = QFormLayout(fields)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(translate("DetailPane", "Language"), self.languageView)
        form.addRow(translate("DetailPane", "Title"), self.titleView)
        form.addRow(translate("DetailPane", "Body"), self.bodyView)
        self.tabs = QTabWidget(objectName="detailTabs")
        self.tabs.addTab(self.charInspector, translate("DetailPane", "Character"))
        self.tabs.addTab(self.provenanceView, translate("DetailPane", "Members"))
        self.tabs.addTab(self.canonicalText, translate("DetailPane", "Canonical JSON"))
        fit_tab_titles(self.tabs)
        # The tabs stand beside the field boxes, whose text rarely fills their width; the hex
        # dump gets the whole width under them (16 bytes a row; 8 or 4 in a narrow window).
        upper = QSplitter(Qt.Orientation.Horizontal, objectName="detailUpper")
        upper.addWidget(fields)
        upper.addWidget(self.tabs)
        upper.setStretchFactor(0, 3)
        upper.setStretchFactor(1, 2)
        upper.setChildrenCollapsible(False)
        self.splitter = QSplitter(Qt.Orientation.Vertical, objectName="detailSplitter")
        self.splitter.addWidget(upper)
        self.splitter.addWidget(self.hexView)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self._fit = FirstPaneFit(self.splitter, cap=FIELDS_AT_MOST, shares=(1.0,))
        digest_row = QHBoxLayout()
        digest_row.addWidget(QLabel(translate("DetailPane", "SHA-256")))
        digest_row.addWidget(self.digestField, 1)
        digest_row.addWidget(self.copyDigestButton)
        outer = QVBoxLayout()
        outer.addWidget(self.headerLabel)
        outer.addLayout(digest_row)
        outer.addWidget(self.bidiBanner)  # above the fields: what they show is not what they store
        outer.addWidget(self.splitter, 1)
        return outer

    def field_views(self) -> dict[str, FieldView]:
        return {"language": self.languageView, "title": self.titleView, "body": self.bodyView}

    def _connect(self) -> None:
        for view in self.field_views().values():
            view.field_selection_changed.connect(self._on_field_selection)
        self.hexView.bytes_selected.connect(self._on_bytes_selected)
        self.copyDigestButton.clicked.connect(self.copy_digest)

    # -- the API the main window calls ------------------------------------------

    def show_group(self, inspection, group_index: int) -> None:
        """Show a group: its representative's content and every member's provenance."""
        group = inspection.groups[group_index]
        number = QLocale().toString  # the UI's digits
        self._set_header(translate("DetailPane", "Group {number} of {total}: {members}, "
                                   "representative {doc_id}").format(
            number=number(group_index + 1), total=number(len(inspection.groups)),
            members=plurals.members(len(group.members)), doc_id=self._data(group.representative)))
        self._when_seen(lambda: self._show(inspection, group.members[0], group_index))

    def show_record(self, inspection, record_index: int) -> None:
        """Show one record, with the provenance of its whole group (itself selected)."""
        record = inspection.records[record_index]
        group_index = inspection.group_of_record[record_index]
        self._set_header(translate("DetailPane", "Record {doc_id} ({source_ref}), group {number}")
                         .format(doc_id=self._data(record.doc_id), source_ref=self._data(record.source_ref),
                                 number=QLocale().toString(group_index + 1)))
        self._when_seen(lambda: self._show(inspection, record_index, group_index, selected=record_index))

    def clear(self) -> None:
        """Show nothing (no file, or nothing selected)."""
        self._pending = None
        self._layout = None
        self._record = None
        self._set_header(translate("DetailPane", "Select a group or a record."))
        self.digestField.clear()
        for view in self.field_views().values():
            view.set_text("")
        self.hexView.set_dump(None)
        self.canonicalText.clear()
        self.provenanceModel.set_members([], ())
        self.charInspector.clear()
        self.bidiBanner.show_texts([])

    def set_show_invisibles(self, show: bool) -> None:
        """Draw (or stop drawing) markers for invisible characters in every field."""
        for view in self.field_views().values():
            view.set_show_invisibles(show)

    # -- showing ------------------------------------------------------------------

    def _when_seen(self, render) -> None:
        """``render`` now, or when the pane comes to the front if it is behind another tab.

        Review mode compares cluster after cluster with the Compare tab in front: laying
        out three fields, the hex dump and the canonical JSON nobody sees cost 8-10 ms a
        decision. Shown on its own (no window around it), the pane always renders at once.
        """
        if self.window() is not self and self.window().isVisible() and not self.isVisible():
            self._pending = render
        else:
            self._pending = None
            render()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._pending is not None:
            render, self._pending = self._pending, None
            render()

    def _data(self, text: str) -> str:
        """A doc_id or source_ref in the header: in a right-to-left sentence isolated left to right,
        so that a URL's last slash, or the parenthesis after it, stays where it is written."""
        return left_to_right(text) if self.isRightToLeft() else text

    def _set_header(self, text: str) -> None:
        """The header's sentence; when it takes more lines or fewer, the fields make room again."""
        before = self.headerLabel.height()
        self.headerLabel.setText(text)
        if self.headerLabel.height() != before and self.isVisible():  # else fitted when shown
            self._fit_room(self._room.page().height())

    def _fit_room(self, available: int) -> None:
        """As many body lines (up to BODY_LINES) as leave the hex dump HEX_ROWS_AT_LEAST rows
        within the height the pane is shown in: the pane never asks for more than that."""
        outer, hex_view = self.layout(), self.hexView
        margins = outer.contentsMargins()
        digest_row = max(self.digestField.height(), self.copyDigestButton.sizeHint().height())
        header = self.headerLabel.height() + 2 * outer.spacing() + self.splitter.handleWidth()
        around = margins.top() + margins.bottom() + header + digest_row
        if not self.bidiBanner.isHidden():
            around += self.bidiBanner.sizeHint().height() + outer.spacing()
        hex_rows = (HEX_ROWS_AT_LEAST * hex_view._row_height() + 2 * hex_view.frameWidth()
                    + hex_view.horizontalScrollBar().sizeHint().height())
        other_fields = (self.languageView.height() + box_height(self.titleView, TITLE_LINES)
                        + 2 * self._form.verticalSpacing())
        room = available - around - hex_rows - other_fields
        self._body_fit.set_lines(max(1, min(BODY_LINES, lines_within(self.bodyView, room))))

    def _show(self, inspection, record_index: int, group_index: int, *, selected: int | None = None) -> None:
        record = inspection.records[record_index]
        group = inspection.groups[group_index]
        if (problem := unread_problem(record)) is not None:
            self._show_unread(inspection, group.members, problem, selected)
            return
        self._layout = inspection.layout(record_index)
        rtl = is_right_to_left(record.language, record.title + record.body)
        self.languageView.set_text(record.language)
        self.titleView.set_text(record.title, right_to_left=rtl)
        self.bodyView.set_text(record.body, right_to_left=rtl)
        self._record = record
        self.refresh_reported()
        self.bidiBanner.show_texts([(translate("DetailPane", "Title"), record.title),
                                    (translate("DetailPane", "Body"), record.body)])
        self.hexView.set_dump(HexDump(self._layout))
        self.canonicalText.set_canonical(CanonicalJsonText(
            record.language, record.title, record.body, limit=SHOWN_PER_STRING))
        self.digestField.setText(digest_text(group.candidate_digest, len(self._layout.content),
                                             simulated=inspection.simulate_collisions))
        self.digestField.setCursorPosition(0)
        self.provenanceModel.set_members(inspection.records, group.members)
        self.charInspector.clear()
        self._fit.refit()
        row = -1 if selected is None else self.provenanceModel.member_row(selected)
        if row >= 0:
            self.provenanceView.selectRow(row)
        self._to_focus_character(record)

    def _show_unread(self, inspection, members, problem: str, selected: int | None) -> None:
        """A record that cannot be read as it was (its shard changed): the sentence, never its fields."""
        header = self.headerLabel.text()
        self.clear()
        self._set_header(header + "\n" + translate("DetailPane", "Cannot be shown: {problem}")
                         .format(problem=problem_message(problem)))
        self.provenanceModel.set_members(inspection.records, members)
        row = -1 if selected is None else self.provenanceModel.member_row(selected)
        if row >= 0:
            self.provenanceView.selectRow(row)

    def refresh_reported(self) -> None:
        """Mark the census' characters in the fields shown (none yet while the census' tables
        are built in its worker: the window asks again when the census is in)."""
        record = self._record
        if record is None:
            return
        for view, text in ((self.titleView, record.title), (self.bodyView, record.body)):
            view.set_reported(reported_markers(text, record.language, build=False) or [])

    def _to_focus_character(self, record) -> None:
        """The cursor on the first occurrence of :attr:`focus_character`, which the inspector shows."""
        character = self.focus_character
        if character is None:
            return
        for field, view in (("title", self.titleView), ("body", self.bodyView)):
            index = getattr(record, field).find(character)
            if 0 <= index < len(view.field_text()):
                view.select_field_range(index, index + 1, emit=True)
                return

    def digest(self) -> str:
        """The digest alone (the first word of ``digestField``)."""
        return self.digestField.text().split(" ", 1)[0]

    def copy_digest(self) -> None:
        copy_text(self.digest())

    # -- selection in both directions ------------------------------------------------

    def _on_field_selection(self, field: str, start: int, end: int) -> None:
        if self._layout is None:
            return
        byte_start, byte_end = self._layout.byte_span(field, start, end)
        self.hexView.set_selection(byte_start, byte_end)
        self.hexView.scroll_to_byte(byte_start)
        self._inspect(field, start)

    def _on_bytes_selected(self, start: int, end: int) -> None:
        if self._layout is None:
            return
        first, last = self._layout.char_at(start), self._layout.char_at(end - 1)
        if first is None or last is None or first[0] != last[0]:
            return  # JSON structure, or bytes of two fields: nothing to select in one field
        field, index = first
        self.field_views()[field].select_field_range(index, last[1] + 1)
        # Widen the highlight to whole characters: a byte alone is never a character.
        self.hexView.set_selection(*self._layout.byte_span(field, index, last[1] + 1))
        self._inspect(field, index)

    def _inspect(self, field: str, index: int) -> None:
        text = self._layout.fields[field].value
        if index < len(text):
            info = char_info(text[index], layout=self._layout, field=field, index=index)
            self.charInspector.show_info(info)
