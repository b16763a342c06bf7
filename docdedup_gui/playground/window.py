"""``PlaygroundWindow``: records a teacher edits while the class watches the contract work.

Two or more records side by side; each keystroke goes to the Qt-free presenter
(:class:`core.playground.Playground`) and its answer is shown in the same frame: each
record's bytes, canonical JSON, length and SHA-256, and above them the verdict on every
pair. The analysis runs just after the key's own events (the typed letter is drawn
first), once for keys that came in together, and nothing it changes lays the window out
again. A pair whose difference is too wide to classify within the keystroke says so and
is settled by a job off the GUI thread (:mod:`.detached`). The palette inserts characters
by name; File > Save records as... writes a new records file for the class.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QMainWindow,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.output.atomic import OutputError
from core.perf import sha256_hex_holding_gil
from core.playground import Playground, Verdict
from core.playground.verdict import classes_ready, warm_up
from core.playground.verdict import verdict as whole_verdict

from ..actions import make_action
from ..compare.class_titles import class_title
from ..i18n import left_to_right, translate
from ..problems.problem_text import problem_message
from ..widgets.steady_label import SteadyLabel
from ..widgets.wrap_room import WrappedLabel
from ..workers import Task
from .detached import start_detached
from .draft_marks import PairMarks
from .editor import DraftEditor
from .menus import add_file_menu
from .palette_panel import PalettePanel

__all__ = ["PlaygroundWindow"]

_VERDICT_COLOURS = {"same": "#15803d", "near": "#b45309", "different": "#b91c1c", "pending": "#6b7280"}


def verdict_text(a: str, b: str, verdict: Verdict) -> str:
    """``A and B: near-identical (zwnj: Zero width non-joiner)`` in the interface's language."""
    pair = translate("Playground", "{a} and {b}").format(a=left_to_right(a), b=left_to_right(b))
    classes = "; ".join(f"{name}: {class_title(name)}" for name in verdict.classes)
    sentence = {
        "same": translate("Playground", "same group: the canonical bytes are equal"),
        "near": translate("Playground", "near-identical, not duplicates: {classes}"),
        "different": translate("Playground", "different content: {classes}"),
        "pending": translate("Playground", "different bytes; working out why\u2026"),
    }[verdict.kind].format(classes=classes)
    # The sentence starts with an isolated doc_id, which Qt does not skip when it picks a
    # paragraph's direction: a right-to-left interface says so with a mark.
    mark = "\u200f" if QGuiApplication.isRightToLeft() else ""
    return f"{mark}{pair}: {sentence}"


class PlaygroundWindow(QMainWindow):
    """The playground (objectName ``playground``); ``zoom`` is the main window's, shared."""

    analysed = Signal(int)  # a draft's analysis is shown (its index)
    verdicts_shown = Signal()  # every pair's verdict label is up to date
    digested = Signal(int)  # a long draft's SHA-256, worked out by a job, is shown (its index)

    def __init__(self, playground: Playground, zoom=None, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="playground")
        self.setWindowTitle(translate("Playground", "Playground \u2014 the contract, live"))
        self.presenter = playground
        self.zoom = zoom
        self._task: Task | None = None
        self._digest_task: Task | None = None  # the SHA-256 of a long record (see core.playground.sizes)
        self.editors: list[DraftEditor] = []
        self.verdictLabels: list[SteadyLabel] = []
        self._edited_fields: dict[DraftEditor, set[str]] = {}  # typed into, not analysed yet
        # The analysis of what was typed runs once the key's own events are handled (the
        # typed letter is drawn first) and once for keys that came in together.
        self._analyse_soon = QTimer(self, singleShot=True, interval=0)
        self.pair_marks = PairMarks(self)  # where each record differs from the one it is paired with
        self.pair_marks.failed.connect(lambda message: self.messageLabel.setText(problem_message(message)))
        self._analyse_soon.timeout.connect(self._analyse_edits)
        self._build()
        self._warm_up()
        for index in range(len(playground.drafts)):
            self._add_editor(index)
        self._show_verdicts()
        self._find_digests()
        self.resize(1400, 900)
        view_menu = self.menuBar().addMenu(translate("Playground", "&View"))
        characters = self.paletteDock.toggleViewAction()
        view_menu.addAction(characters)
        if zoom is not None:
            view_menu.addSeparator()
            view_menu.addActions(zoom.actions())
            zoom.attach(self)
            zoom.zoomed.connect(lambda _percent: self._fit_soon.start())

    # -- the projector layout ---------------------------------------------------------

    def _records_need(self) -> int:
        """The width the records take side by side, at their narrowest, with the window's margins."""
        layout = self._records_layout
        margins = layout.contentsMargins()
        need = sum(editor.minimumSizeHint().width() for editor in self.editors)
        need += layout.spacing() * max(len(self.editors) - 1, 0) + margins.left() + margins.right()
        central = self.centralWidget().layout().contentsMargins()
        return need + central.left() + central.right() + 4  # the scroll area's frame

    def _fit_records(self) -> None:
        """Close the palette when the records would not fit beside it (and say so once)."""
        if not self.paletteDock.isVisible() or self.paletteDock.isFloating():
            return
        if self._records_need() <= self.width() - self.paletteDock.width():
            return
        self.paletteDock.hide()
        self.messageLabel.setText(translate(
            "Playground", "The characters palette is closed to give the records room: "
                          "View > Characters opens it."))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_soon.start()

    def _build(self) -> None:
        self.verdictPanel = QWidget(self, objectName="verdicts")
        self._verdict_layout = QVBoxLayout(self.verdictPanel)
        self._records = QWidget(self)
        self._records_layout = QHBoxLayout(self._records)
        scroll = QScrollArea(self, widgetResizable=True)
        scroll.setWidget(self._records)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.addWidget(self.verdictPanel)
        layout.addWidget(scroll, 1)
        self.setCentralWidget(central)
        self.palette_panel = PalettePanel(self)
        dock = QDockWidget(translate("Playground", "Characters"), self, objectName="paletteDock")
        dock.setWidget(self.palette_panel)
        self.palette_panel.setMinimumWidth(self.palette_panel.fontMetrics().horizontalAdvance("x") * 48)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.paletteDock = dock
        # A projector's zoom: the records come first. When they do not fit beside the palette,
        # the palette closes (View > Characters opens it again) and the status bar says so.
        self._fit_soon = QTimer(self, singleShot=True, interval=0)
        self._fit_soon.timeout.connect(self._fit_records)
        self.palette_panel.insert_requested.connect(self.insert)
        add_file_menu(self)  # open and save class files, export as a picture
        records_menu = self.menuBar().addMenu(translate("Playground", "&Records"))
        self.add_action = make_action(self, translate("Playground", "&Add a record"), None, "Ctrl+Shift+N",
                                      self.add_record)
        self.remove_action = make_action(self, translate("Playground", "&Remove the last record"), None, None,
                                         self.remove_last_record)
        self.step_action = make_action(self, translate("Playground", "&Step through the contract"), None,
                                       "Ctrl+T", self.open_stepper)
        records_menu.addActions([self.add_action, self.remove_action])
        records_menu.addSeparator()
        records_menu.addAction(self.step_action)
        self.messageLabel = WrappedLabel(parent=self, objectName="messageLabel")
        self.statusBar().addWidget(self.messageLabel, 1)

    # -- records ------------------------------------------------------------------

    def _add_editor(self, index: int) -> None:
        draft = self.presenter.drafts[index]
        editor = DraftEditor(draft, self._records)
        editor.edited.connect(lambda field, editor=editor: self._edited(editor, field))
        editor.show_analysis(draft, self.presenter.analyses[index])
        self.editors.append(editor)
        self._records_layout.addWidget(editor, 1)
        self._last_editor = editor

    def add_record(self) -> None:
        index = self.presenter.add()
        self._add_editor(index)
        self._rebuild_verdicts()
        self._find_digests()

    def remove_last_record(self) -> None:
        try:
            self.presenter.remove(len(self.editors) - 1)
        except ValueError as error:
            self.messageLabel.setText(problem_message(str(error)))
            return
        self.editors.pop().deleteLater()
        self._last_editor = self.editors[-1]
        self._rebuild_verdicts()

    def open_stepper(self):
        """Step through the contract on the first two records, as they are now."""
        from .stepper import StepperWindow

        self._analyse_now()
        self.stepper = StepperWindow([draft.record() for draft in self.presenter.drafts[:2]], self)
        if self.zoom is not None:
            self.zoom.attach(self.stepper)
        self.stepper.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.stepper.show()
        return self.stepper

    def editor(self, index: int) -> DraftEditor:
        return self.editors[index]

    def insert(self, text: str) -> None:
        """Insert ``text`` (a palette entry) at the cursor of the record edited last."""
        self._last_editor.insert(text)

    # -- each keystroke -------------------------------------------------------------

    def _edited(self, editor: DraftEditor, field: str) -> None:
        self._last_editor = editor
        self._edited_fields.setdefault(editor, set()).add(field)
        self._analyse_soon.start()

    def _analyse_now(self) -> None:
        """Analyse what was typed and not analysed yet (before it is saved or stepped through)."""
        if self._edited_fields:
            self._analyse_soon.stop()
            self._analyse_edits()

    def _analyse_edits(self) -> None:
        """Each edited draft's bytes, digest and problems, then every pair's verdict, shown."""
        edited, self._edited_fields = self._edited_fields, {}
        for editor, fields in edited.items():
            if editor not in self.editors:
                continue  # removed meanwhile
            index = self.editors.index(editor)
            analysis = self.presenter.edit(index, **{field: editor.field_text(field) for field in fields})
            editor.show_analysis(self.presenter.drafts[index], analysis, field=editor.last_field(fields))
            self.analysed.emit(index)
        self._show_verdicts()
        self._find_digests()

    def _find_digests(self) -> None:
        """The SHA-256 of a record too long to hash at a key, one job at a time."""
        waiting = self.presenter.digests_later()
        if self._digest_task is not None or not waiting:
            return
        analysis = waiting[0]
        content = analysis.layout.content
        self._digest_task = start_detached(lambda _progress: (analysis, sha256_hex_holding_gil(content)),
                                           self._digest_found, self._digest_failed)

    def _digest_found(self, _task: Task, found: tuple) -> None:
        self._digest_task = None
        index = self.presenter.digest_found(*found)
        if index is not None:
            self.editors[index].show_digest(self.presenter.analyses[index])
            self.digested.emit(index)
        self._find_digests()

    def _digest_failed(self, _task: Task, message: str) -> None:
        self._digest_task = None
        self.messageLabel.setText(problem_message(message))  # a job's sentence, translated

    def _rebuild_verdicts(self) -> None:
        for label in self.verdictLabels:
            label.deleteLater()
        self.verdictLabels = []
        self._show_verdicts()

    def _show_verdicts(self) -> None:
        pairs = self.presenter.pairs()
        while len(self.verdictLabels) < len(pairs):
            # A new verdict every keystroke: a label that repaints itself, no window layout.
            label = SteadyLabel(objectName="verdictLabel", parent=self.verdictPanel)
            bold = label.font()
            bold.setBold(True)
            label.setFont(bold)
            self._verdict_layout.addWidget(label)
            self.verdictLabels.append(label)
        drafts = self.presenter.drafts
        for label, (first, second) in zip(self.verdictLabels, pairs, strict=False):
            found = self.presenter.verdict(first, second)
            text = verdict_text(drafts[first].doc_id, drafts[second].doc_id, found)
            if label.text() != text:
                label.setText(text)
            if label.property("kind") != found.kind:
                label.setProperty("kind", found.kind)
                label.set_colour(QColor(_VERDICT_COLOURS[found.kind]))
        self.pair_marks.show(self.editors, self.presenter, self._last_editor)
        self.verdicts_shown.emit()
        self._settle_pending()

    def verdict_texts(self) -> list[str]:
        return [label.text() for label in self.verdictLabels]

    def _warm_up(self) -> None:
        """Load the difference analysis in a job as the window opens: its first use takes most
        of a second, and a keystroke must not wait for it."""
        if classes_ready():
            return
        self._task = start_detached(lambda _progress: warm_up(), self._warmed, self._warm_up_failed)

    def _warmed(self, _task: Task, _result: object) -> None:
        self._task = None
        self.presenter.forget_verdicts()  # the pending ones can be named at once now
        self._show_verdicts()

    def _warm_up_failed(self, _task: Task, message: str) -> None:
        self._task = None
        self.messageLabel.setText(problem_message(message))  # a job's sentence, translated
        self._show_verdicts()

    def _settle_pending(self) -> None:
        """One job at a time works out a pending pair; when it is done the next, if any."""
        if self._task is not None:
            return
        pending = self.presenter.pending()
        if not pending:
            return
        a, b = pending[0]
        self._settling = (a, b)
        self._task = start_detached(lambda _progress: whole_verdict(a, b), self._settled, self._not_settled)

    def _settled(self, _task: Task, found: Verdict) -> None:
        self._task = None
        self.presenter.settle(*self._settling, found)
        self._show_verdicts()

    def _not_settled(self, _task: Task, message: str) -> None:
        self._task = None
        self.messageLabel.setText(problem_message(message))  # a job's sentence, translated

    # -- saving ---------------------------------------------------------------------

    def save_to(self, path: str) -> str | None:
        """Write the records to ``path`` (through the output gate); the sentence saying why not, or None."""
        self._analyse_now()  # the last key typed is saved too
        try:
            self.presenter.save(path)
        except OutputError as error:
            message = problem_message(str(error))
            if message.replace("\u2066", "").replace("\u2069", "") == str(error):
                message = str(error)  # not translated: the sentence as the command line writes it
            self.messageLabel.setText(message)
            return message
        self.messageLabel.setText(translate("Playground", "Saved {path}").format(path=left_to_right(path)))
        return None

    def closeEvent(self, event) -> None:
        for task in (self._task, self._digest_task):
            if task is not None:
                task.cancel()
                task.wait()
        super().closeEvent(event)
