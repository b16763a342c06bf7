"""What the group tree's cells say: headers, texts in the interface's digits, tooltips, and
records that cannot be read.

A result's records are read from their shards when a row is made; one whose shard
changed since the result was written comes as an :class:`~core.records.UnreadRecord`.
Its row never shows it as a member: the title cell says it changed, carries a warning
mark, and its tooltip the located sentence of the core in the UI's language
(:data:`UNREAD_ROLE`: as the core wrote it).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject, Qt
from PySide6.QtGui import QIcon, QStandardItem
from PySide6.QtWidgets import QApplication, QStyle

from core.census.kinds import BADGES
from core.display.group_table import COLUMN, GroupTable
from core.display.text_map import one_line
from docdedup_gui.characters.kind_meanings import kind_meaning
from docdedup_gui.i18n import translate
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.widgets.plain_tooltip import plain_tooltip

__all__ = ["UNREAD_ROLE", "Quiet", "cell_texts", "group_tooltip", "header_tips", "headers",
           "mark_group_title", "mark_unread", "unread_text"]

UNREAD_ROLE = Qt.ItemDataRole.UserRole + 4  # why the row's record cannot be read (None: it reads)
_UNREAD = int(UNREAD_ROLE)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ICON = int(Qt.ItemDataRole.DecorationRole)
_MEMBERS, _BYTES, _NEAR, _CHARS = COLUMN["members"], COLUMN["bytes"], COLUMN["near"], COLUMN["chars"]
_REPRESENTATIVE, _TITLE, _DIGEST = COLUMN["representative"], COLUMN["title"], COLUMN["digest"]


def headers() -> tuple[str, ...]:
    return (
        translate("GroupTreeModel", "doc_id"),
        translate("GroupTreeModel", "Title"),
        translate("GroupTreeModel", "source_ref"),
        translate("GroupTreeModel", "Members"),
        translate("GroupTreeModel", "Near"),
        translate("GroupTreeModel", "Characters"),
        translate("GroupTreeModel", "Bytes"),
        translate("GroupTreeModel", "Digest"),
    )


def header_tips() -> tuple[str, ...]:
    return (
        translate("GroupTreeModel", "A group's representative (its smallest doc_id), or a member's doc_id"),
        translate("GroupTreeModel", "The record's title (hover a group for the start of its body)"),
        translate("GroupTreeModel", "Where the record came from (provenance, never compared)"),
        translate("GroupTreeModel", "Records with exactly the same canonical bytes"),
        translate("GroupTreeModel", "Near-identical groups: equal once invisible differences are folded"),
        translate("GroupTreeModel", "Characters worth a look that the group's records hold, by kind "
                  "(the Characters pane lists them)"),
        translate("GroupTreeModel", "Length of the canonical bytes (UTF-8)"),
        translate("GroupTreeModel", "SHA-256 of the canonical bytes (it only proposes; bytes decide)"),
    )


def unread_text() -> str:
    """The title cell of a record whose shard changed since the result was written."""
    return translate("GroupTreeModel", "Changed since the result was written")


def mark_unread(title: QStandardItem, problem: str | None, *, own: bool = True) -> bool:
    """Mark ``title`` with ``problem`` (a record that could not be read), or clear its mark; whether marked.

    ``own``: the cell is the unread record's own title, whose text it replaces; else a
    group's title whose member could not be read (the representative's title stays: it
    was read as it is). Cleared, the cell has no tooltip: the caller sets its own.
    """
    if problem is None:
        if title.data(_UNREAD) is not None:  # read again after the shard was put back
            for role in (_UNREAD, _ICON, _TOOLTIP):
                title.setData(None, role)
        return False
    if own:
        title.setText(unread_text())
    title.setData(problem, _UNREAD)
    title.setData(plain_tooltip(problem_message(problem)), _TOOLTIP)  # the core's sentence, translated
    title.setData(_warning_icon(), _ICON)
    return True


def mark_group_title(title: QStandardItem, first: QStandardItem) -> bool:
    """Mark a group's ``title`` when one of its member rows made (under ``first``) could not be read."""
    if title.data(_UNREAD) is not None:
        return False  # its representative's own mark, or one already given
    for position in range(first.rowCount()):
        problem = first.child(position, _TITLE).data(_UNREAD)
        if problem is not None:
            return mark_unread(title, problem, own=False)
    return False


def _warning_icon() -> QIcon:
    return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)


def cell_texts(table: GroupTable, group: int, position: int | None,
               locale: QLocale | None) -> tuple[str, ...]:
    """A row's texts: a group's (``position`` None) or its member's; counts in ``locale``'s digits."""
    if position is not None:
        return _one_line_title(table.member_texts(group, position))
    texts = _one_line_title(table.group_texts(group))
    if locale is None:
        return texts
    # Counts in the interface's digits (Persian: ۱۲۳); the core's texts use Latin ones.
    number = locale.toString
    near = table.near.count(group)
    texts = list(texts)
    texts[_MEMBERS] = number(table.member_count(group))
    texts[_BYTES] = number(table.groups[group].canonical_utf8_length)
    texts[_NEAR] = "≈ " + number(near) if near else ""
    return tuple(texts)


def _one_line_title(texts: tuple[str, ...]) -> tuple[str, ...]:
    """The title named in one line: a cell shows a title's first line only, and a title
    holding U+2029 hid all that followed it."""
    return (*texts[:_TITLE], one_line(texts[_TITLE]), *texts[_TITLE + 1:])


def group_tooltip(table: GroupTable, group: int, column: int) -> str | None:
    """A group row's tooltip in ``column`` (None: it has none there)."""
    if column in (_REPRESENTATIVE, _TITLE):
        return table.excerpt(group)
    if column == _DIGEST:
        return table.groups[group].candidate_digest
    if column == _NEAR and (n := table.near.count(group)):
        classes = ", ".join(table.near.classes(group))
        # One line on purpose: pyside6-lupdate misses a translate() call split across lines.
        text = translate("GroupTreeModel", "Near-identical groups: %n; differs by: {classes}", None, n)
        return text.format(classes=classes)
    if column == _CHARS and (kinds := table.characters.get(group)):
        return "\n".join(f"{BADGES[kind]}  {kind}: {kind_meaning(kind)}" for kind in kinds)
    return None


class Quiet:
    """Items changed with a model's signals blocked; the caller tells the views once."""

    def __init__(self, model: QObject) -> None:
        self._model = model

    def __enter__(self) -> None:
        self._was = self._model.blockSignals(True)

    def __exit__(self, *_exc) -> None:
        self._model.blockSignals(self._was)
