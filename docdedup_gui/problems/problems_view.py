"""The problems of a loaded file, each with the raw text around where it is.

``problemsView`` lists every problem compiler-style (``file:line:column``, code,
sentence); selecting one shows its whole sentence, wrapped onto the lines it needs (a
row cuts a long one at the pane's width: the character a sentence ends by naming), and
the bytes of the file around ``problem.offset`` with the position marked, so a person
sees the broken JSON as it really is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from core.errors import Problem, shown_name
from core.input.input_source import open_text
from docdedup_gui.i18n import left_to_right, translate
from docdedup_gui.problems.problem_text import (
    isolated_location,
    problem_details,
    problem_message,
    problem_tooltip,
)
from docdedup_gui.widgets.exact_text import ExactTextEdit
from docdedup_gui.widgets.plain_tooltip import plain_tooltip
from docdedup_gui.widgets.wrap_room import WrappedLabel

__all__ = ["ProblemsModel", "ProblemsPanel", "RawExcerpt", "raw_excerpt"]

_ROOT = QModelIndex()
_CONTEXT_BYTES = 240
_CARET = "\N{BLACK UP-POINTING TRIANGLE}"


@dataclass(frozen=True)
class RawExcerpt:
    """Lines of the file around a byte offset, and where in them the offset falls."""

    text: str  # the lines, decoded (undecodable bytes shown as U+FFFD)
    line: int  # 0-based line of the excerpt that holds the offset
    column: int  # code point column of the offset in that line


def raw_excerpt(path: str, offset: int, *, context: int = _CONTEXT_BYTES) -> RawExcerpt:
    """The whole lines within ``context`` bytes of ``offset`` in the file at ``path``.

    Reads only that window, so a problem at the end of a 1 GB file costs a seek.
    Raises ``OSError`` when the file cannot be read.
    """
    start = max(0, offset - context)
    with open_text(path) as handle:  # a pipe cannot be read again, a FIFO would hang the window
        handle.seek(start)
        window = handle.read(offset - start + context)
    before, after = window[: offset - start], window[offset - start:]
    if start > 0 and b"\n" in before:
        before = before[before.index(b"\n") + 1:]  # drop the partial first line
    if b"\n" in after[:-1]:
        after = after[: after.rindex(b"\n")]  # and the partial last one
    head = before.decode("utf-8", "replace")
    lines_before = head.split("\n")
    text = head + after.decode("utf-8", "replace")
    return RawExcerpt(text, len(lines_before) - 1, len(lines_before[-1]))


def excerpt_with_caret(excerpt: RawExcerpt) -> str:
    """The excerpt, its own characters, with a caret line under the offset. The view draws a
    CR, a BOM, U+2028 or U+2029 as a badge (see :mod:`..widgets.exact_text`), and the caret
    line keeps the line's tabs, so the caret sits under the character in a monospace font."""
    lines = excerpt.text.split("\n")
    line = lines[excerpt.line] if excerpt.line < len(lines) else ""
    caret = "".join("\t" if char == "\t" else " " for char in line[:excerpt.column]) + _CARET
    lines.insert(excerpt.line + 1, caret)
    return "\n".join(lines)


class ProblemsModel(QAbstractTableModel):
    """One row per problem: location, code, sentence."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._problems: Sequence[Problem] = ()

    def set_problems(self, problems: Sequence[Problem]) -> None:
        self.beginResetModel()
        self._problems = problems
        self.endResetModel()

    def problem(self, row: int) -> Problem:
        return self._problems[row]

    def problems(self) -> Sequence[Problem]:
        return self._problems

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._problems)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        names = (translate("ProblemsView", "Where"), translate("ProblemsView", "Code"),
                 translate("ProblemsView", "Problem"))
        return names[section] if 0 <= section < len(names) else None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        problem = self._problems[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(problem_tooltip(problem))
        if index.column() == 0:
            return isolated_location(problem) or problem_details(problem)
        if index.column() == 1:
            return problem.code  # a stable identifier, as the CLI prints it
        message, details = problem_message(problem.message), problem_details(problem)
        return f"{message} ({details})" if details else message


class ProblemsPanel(QWidget):
    """``problemsView`` above the selected problem's whole sentence and its raw text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ProblemsModel(self)
        self.view = _named(QTreeView(self), "problemsView")
        self.view.setRootIsDecorated(False)
        self.view.setUniformRowHeights(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setModel(self.model)
        self.raw = _named(ExactTextEdit(self), "problemRawText")
        self.raw.setReadOnly(True)
        self.raw.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.raw.setPlaceholderText(translate("ProblemsView", "Select a problem to see the text there."))
        self._mono = None  # the file's text is monospace; sentences about it are not
        self.summary = QLabel(self)
        self.sentence = _named(WrappedLabel(parent=self), "problemSentence")  # wrapped
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)  # a sentence quotes the file: never markup
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.sentence.hide()
        self._build_layout()
        self.view.selectionModel().currentRowChanged.connect(self._show_raw)

    def _build_layout(self) -> None:
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.view)
        below = QWidget(splitter)
        lines = QVBoxLayout(below)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.addWidget(self.sentence)
        lines.addWidget(self.raw, 1)
        splitter.addWidget(below)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(splitter)

    def set_problems(self, problems: Sequence[Problem], *, total_records: int = 0) -> None:
        """Show ``problems`` (of a file with ``total_records`` records)."""
        self.model.set_problems(problems)
        self.sentence.hide()
        self._say("")
        if problems:
            text = translate("ProblemsView", "Problems: {count}. Select one to see the file's text there.")
            self.summary.setText(text.format(count=QLocale().toString(len(problems))))
        else:
            self.summary.setText(translate("ProblemsView", "No problems: every record is valid."))
        for column in range(2):
            self.view.resizeColumnToContents(column)

    def has_problems_of(self, doc_id: str) -> bool:
        """Whether a problem names record ``doc_id`` (a repeated doc_id, for one)."""
        return any(problem.doc_id == doc_id for problem in self.model.problems())

    def select_problems_of(self, doc_id: str) -> bool:
        """Select the first problem of record ``doc_id`` and show its text; False if it has none."""
        for row, problem in enumerate(self.model.problems()):
            if problem.doc_id == doc_id:
                self.view.setCurrentIndex(self.model.index(row, 0))
                self.view.scrollTo(self.model.index(row, 0))
                return True
        return False

    def set_font(self, mono) -> None:
        self._mono = mono

    def _say(self, sentence: str) -> None:
        """A sentence (or the placeholder) in the raw text's place, in the interface's font:
        a monospace font spaces Persian letters apart."""
        self.raw.setFont(self.font())
        self.raw.set_text(sentence)

    def _show_file_text(self, text: str) -> None:
        if self._mono is not None:
            self.raw.setFont(self._mono)
        self.raw.set_text(text)

    def _show_raw(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            self.sentence.hide()
            self._say("")
            return
        problem = self.model.problem(current.row())
        # The row's Problem cell whole: it starts with the sentence, so a Persian one reads right to
        # left (the row shows where the problem is and its code, and the tooltip says all four).
        self.sentence.setText(self.model.index(current.row(), 2).data())
        # Aligned to the interface's side in so many words: a wrapped label's own alignment lands
        # Persian's last line on the left.
        right_to_left = self.sentence.layoutDirection() == Qt.LayoutDirection.RightToLeft
        side = Qt.AlignmentFlag.AlignRight if right_to_left else Qt.AlignmentFlag.AlignLeft
        self.sentence.setAlignment(side | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignTop)
        self.sentence.show()
        if problem.path is None or problem.offset is None:
            self._say(translate("ProblemsView", "This problem has no position in a file."))
            return
        try:
            self._show_file_text(excerpt_with_caret(raw_excerpt(problem.path, problem.offset)))
        except OSError as error:
            self._say(translate("ProblemsView", "Cannot read {path}: {reason}").format(
                path=left_to_right(shown_name(problem.path)), reason=error.strerror or error))


def _named(widget, name: str):
    """The object name is the scriptable id; what a screen reader says is set by
    :mod:`docdedup_gui.accessibility`, in the UI's language."""
    widget.setObjectName(name)
    return widget
