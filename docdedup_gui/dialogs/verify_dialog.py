"""Help > Verify the contract: run the seed's 18 checks against this core and list them.

The checks themselves live in :mod:`core.seed_checks`; this module only shows their
results. They take a few milliseconds, so they run on the GUI thread.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from core import LIMITS_BY_NAME, SEED_LIMITS, CheckResult, run_seed_checks
from core.seed_checks import BOUND_CHECKS

from ..accessibility import name_widget
from ..i18n import count_text, translate
from ..resources import icon, mono_font
from ..widgets.wrap_room import WrappedLabel
from ..widgets.wrapped_text import wrap_column
from .seed_check_texts import as_written, evidence_line

__all__ = ["CheckListModel", "VerifyDialog"]

_ROOT = QModelIndex()  # the default parent; one shared instance, not one per call
_NAME_SHARE = 0.45  # the seed names' column takes at most this share of the list's width
PASSED_ROLE = Qt.ItemDataRole.UserRole + 1
"""``True`` when the row's check passed."""


class CheckListModel(QAbstractTableModel):
    """One row per check: result, what it proves, the seed's name for it."""

    RESULT, SUMMARY, NAME = range(3)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._results: list[CheckResult] = []

    def set_results(self, results: list[CheckResult]) -> None:
        """Show ``results``; every row changes, so a reset is the honest signal."""
        self.beginResetModel()
        self._results = list(results)
        self.endResetModel()

    def results(self) -> list[CheckResult]:
        return list(self._results)

    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self._results)

    def columnCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            translate("VerifyDialog", "Result"),
            translate("VerifyDialog", "What it proves"),
            translate("VerifyDialog", "Seed name"),
        )[section]

    def data(self, index: QModelIndex | QPersistentModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        result = self._results[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(result, column)
        if role == Qt.ItemDataRole.DecorationRole and column == self.RESULT:
            return icon("pass" if result.passed else "fail")
        if role == Qt.ItemDataRole.ToolTipRole:
            summary = self._display(result, self.SUMMARY)
            evidence = map(evidence_line, result.lines)
            return "\n".join(filter(None, (summary, result.detail, *evidence, result.name)))
        if role == Qt.ItemDataRole.FontRole and column == self.NAME:
            return mono_font()
        if role == PASSED_ROLE:
            return result.passed
        return None

    def _display(self, result: CheckResult, column: int) -> str:
        if column == self.RESULT:
            if result.passed:
                return translate("VerifyDialog", "Passed")
            return translate("VerifyDialog", "Failed")
        if column == self.SUMMARY:
            # The core writes summaries in English; seed_check_texts lists them for the
            # translation (context SeedChecks).
            return as_written(result.summary, translate("SeedChecks", result.summary))
        return result.name


class _ElidedName(QStyledItemDelegate):
    """A seed name (one long identifier, no spaces) cut in its middle when its column is
    narrower than it: the whole name is in the tooltip and in the box below."""

    def initStyleOption(self, option: QStyleOptionViewItem, index) -> None:
        super().initStyleOption(option, index)
        option.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
        option.textElideMode = Qt.TextElideMode.ElideMiddle


class VerifyDialog(QDialog):
    """Runs the checks when opened and on "Run again"; a profile box picks the limits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verifyDialog")
        self.setWindowTitle(translate("VerifyDialog", "Verify the contract"))
        self.setWindowIcon(icon("verify"))
        self.model = CheckListModel(self)
        self._verdict = WrappedLabel(parent=self)
        self._verdict.setObjectName("verifyVerdict")
        self._profile = self._make_profile_box()
        layout = QVBoxLayout(self)
        layout.addLayout(self._make_top_row())
        layout.addWidget(self._verdict)
        self.view = self._make_view()
        self.evidence = self._make_evidence()
        layout.addWidget(self.view, 3)
        layout.addWidget(self.evidence, 2)
        layout.addWidget(self._make_buttons())
        self.resize(1180, 720)
        self.view.selectionModel().currentRowChanged.connect(lambda current, _old: self._show_evidence())
        self.run_checks()

    def _make_profile_box(self) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName("verifyProfile")
        name_widget(box, translate("VerifyDialog", "Limits profile"),
                    translate("VerifyDialog", "The limits the 18 checks run under"))
        for name in LIMITS_BY_NAME:
            box.addItem(name, name)
        box.setCurrentIndex(box.findData(SEED_LIMITS.name))
        box.currentIndexChanged.connect(self.run_checks)
        return box

    def _make_top_row(self) -> QHBoxLayout:
        intro = WrappedLabel(translate(
            "VerifyDialog",
            "The seed program proves doc-content-v1 with 18 checks. Here they run against "
            "this application's core.",
        ), self)
        row = QHBoxLayout()
        row.addWidget(intro, 1)
        row.addWidget(QLabel(translate("VerifyDialog", "Limits profile:"), self))
        row.addWidget(self._profile)
        return row

    def _make_view(self) -> QTreeView:
        view = QTreeView(self)
        view.setObjectName("verifyList")
        name_widget(view, translate("VerifyDialog", "Seed checks"),
                    translate("VerifyDialog", "Each of the seed's 18 checks and whether it passed"))
        view.setRootIsDecorated(False)
        view.setAlternatingRowColors(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)  # a sentence is read whole, never cut
        view.setModel(self.model)
        # Summaries wrap rather than being cut off; 18 rows of varying height are cheap.
        wrap_column(view, CheckListModel.SUMMARY, at_once=True)
        header = view.header()
        header.setSectionResizeMode(CheckListModel.RESULT, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(CheckListModel.SUMMARY, QHeaderView.ResizeMode.Stretch)
        # Not sized to its contents: at a projector's zoom the long names took the width and
        # left the sentences a word wide. See _fit_name_column.
        header.setSectionResizeMode(CheckListModel.NAME, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        view.setItemDelegateForColumn(CheckListModel.NAME, _ElidedName(view))
        # The viewport's resizes and font changes refit the names' column (the view's own
        # resize comes before its viewport has the new width).
        view.viewport().installEventFilter(self)
        return view

    def _fit_name_column(self) -> None:
        """The names' column as wide as its names when the sentences still fit on one line
        beside them, else no wider than its share of the list (the sentences wrap)."""
        view, metrics = self.view, self.view.fontMetrics()
        wanted = view.sizeHintForColumn(CheckListModel.NAME)
        summaries = [self.model.data(self.model.index(row, CheckListModel.SUMMARY))
                     for row in range(self.model.rowCount())]
        widest = max((metrics.horizontalAdvance(text) for text in summaries), default=0) + 16
        width = view.viewport().width()
        room = max(round(width * _NAME_SHARE), width - view.columnWidth(CheckListModel.RESULT) - widest)
        view.setColumnWidth(CheckListModel.NAME, max(min(wanted, room), 1))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.view.viewport() and event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange):
            self._fit_name_column()
        return False

    def _make_evidence(self) -> QPlainTextEdit:
        """What the current check compared, one value a line, wrapped (never cut off)."""
        box = QPlainTextEdit(self, objectName="verifyEvidence", readOnly=True)
        box.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        box.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        name_widget(box, translate("VerifyDialog", "What the check compared"),
                    translate("VerifyDialog", "The values the selected check compared, one a line"))
        return box

    def _show_evidence(self) -> None:
        row = self.view.currentIndex().row()
        results = self.model.results()
        if not 0 <= row < len(results):
            self.evidence.clear()
            return
        result = results[row]
        lines = [self.model.data(self.model.index(row, CheckListModel.SUMMARY)), result.detail,
                 translate("VerifyDialog", "Seed name: {name}").format(name=result.name),
                 translate("VerifyDialog", "What it compared:"), *map(evidence_line, result.lines)]
        self.evidence.setPlainText("\n".join(line for line in lines if line))

    def evidence_text(self) -> str:
        return self.evidence.toPlainText()

    def _make_buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        again = QPushButton(icon("reload"), translate("VerifyDialog", "Run again"), self)
        again.setObjectName("verifyRunAgain")
        buttons.addButton(again, QDialogButtonBox.ButtonRole.ActionRole)
        again.clicked.connect(self.run_checks)
        buttons.rejected.connect(self.reject)
        return buttons

    def limits_name(self) -> str:
        return self._profile.currentData()

    def run_checks(self) -> None:
        """Run the 18 checks under the chosen profile and show the outcome."""
        results = run_seed_checks(limits=LIMITS_BY_NAME[self.limits_name()])
        self.model.set_results(results)
        self._fit_name_column()
        self._verdict.setText(self._verdict_text(results))
        failed = next((row for row, result in enumerate(results) if not result.passed), 0)
        self.view.setCurrentIndex(self.model.index(failed, 0))  # a failure's evidence first
        self._show_evidence()

    def _verdict_text(self, results: list[CheckResult]) -> str:
        passed = sum(result.passed for result in results)
        text = translate("VerifyDialog", "{passed} of {total} checks pass under the {profile} limits.")
        number = count_text  # the UI's digits
        text = text.format(passed=number(passed), total=number(len(results)), profile=self.limits_name())
        failed = {result.name for result in results if not result.passed}
        if failed and failed <= BOUND_CHECKS and self.limits_name() != SEED_LIMITS.name:
            text += " " + translate(
                "VerifyDialog",
                "As intended: the failing checks test the seed's teaching bounds, which this "
                "profile widens for real corpora.",
            )
        return text
