"""The window's watch over its decisions file: never a decision shown as saved that is not on disk.

Twice a second (a ``stat`` or two: microseconds) the file is looked at:

- **recording** here: a file deleted, replaced or cut short under the window is said at once;
  the review turns read-only and *Save decisions as...* writes every decision the window
  knows (those on file and those the lost file refused) to a file of the editor's choosing,
  where recording goes on;
- **read-only** because another window records: the file is followed (what it adds, and only
  that, is read in a worker and shown within a second) and, when that window lets go, taking
  over is offered;
- read-only for another reason (a read-only folder, a file that is not a decisions file):
  choosing another decisions file is offered.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog

from core.errors import shown_name
from core.output.atomic import OutputError, write_atomically
from core.review import READING_AGAIN, encode_line
from core.review.follow import DecisionsTail
from core.review.kinds import DECISIONS_FILE
from core.review.lock import held_sentence, let_go_sentence, lock_is_held, lost_sentence
from docdedup_gui.i18n import left_to_right, translate
from docdedup_gui.problems.problem_text import problem_message

__all__ = ["POLL_MS", "DecisionsGuard"]

POLL_MS = 500  # new lines of another window shown within a second


def _signature(path: Path) -> tuple | None:
    """What changes when a file is written, replaced or truncated (None: it is not there)."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns


class DecisionsGuard(QObject):
    """Watches the decisions file of ``mode`` (a :class:`~docdedup_gui.review.review_mode.ReviewMode`)."""

    lost = Signal()  # the file recorded into was found deleted, replaced or cut short (said)
    followed = Signal()  # another window's decisions were read and shown
    offered = Signal()  # taking over, or another decisions file, was offered

    def __init__(self, mode) -> None:
        super().__init__(mode)
        self.mode = mode
        self.window = mode.window
        self.unsaved: list = []  # lines a lost file refused: saved with the rest by save_as
        self._lost_review = None
        self._seen: tuple | None = None  # the file as last read here (followed when it changes)
        self._held_elsewhere = False
        self._offered_for = None  # the review an offer was made for (made once)
        self._reading = False
        self._tail: tuple | None = None  # (review, DecisionsTail): reads only what the file gained
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="decisions-follow")
        self.save_as = self._action(translate("ReviewGuard", "&Save decisions as..."), "Ctrl+Shift+S",
                                    self.save_elsewhere)
        self.take_over = self._action(translate("ReviewGuard", "&Record decisions here"), "Ctrl+Shift+T",
                                      self.record_here)
        self.another_file = self._action(translate("ReviewGuard", "&Choose another decisions file..."),
                                         None, mode.dialogs.choose_decisions_file)
        mode.menu.addActions([self.save_as])
        mode.writer.lost.connect(self._on_lost)
        mode.opened.connect(self._on_opened)
        self._read = _ReadDone(self)
        self._timer = QTimer(self, interval=POLL_MS)
        self._timer.timeout.connect(self.poll)
        self._timer.start()

    def _action(self, text: str, keys: str | None, slot) -> QAction:
        action = QAction(text, self.window)
        if keys:
            action.setShortcut(QKeySequence(keys))
        action.triggered.connect(slot)
        self.window.addAction(action)  # its shortcut works whatever has focus
        return action

    # Recording here ---------------------------------------------------------------

    def _on_lost(self, sentence: str, lines) -> None:
        self.unsaved.extend(lines)
        self._file_lost(sentence)

    def _file_lost(self, sentence: str) -> None:
        review = self.mode.desk.review
        if review is None:
            return
        first = self._lost_review is not review
        self._lost_review = review
        review.read_only_reason = sentence  # no key writes there again
        self.mode.refresh()
        known = len(review.state.current) + len(self.unsaved)
        text = translate("ReviewGuard", "The decisions file is gone: {reason}. The {count} decisions this "
                         "window knows are not on disk there; save them to another file.")
        self.window.message_bar.show_message(
            text.format(reason=problem_message(sentence), count=self.window.locale().toString(known)),
            error=True, offer=self.save_as)
        if first:
            self.lost.emit()

    def save_elsewhere(self) -> None:
        """Every decision the window knows, written to a file the editor chooses; recording goes on there."""
        review = self.mode.desk.review
        if review is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.window, translate("ReviewGuard", "Save decisions as"), str(review.path),
            translate("ReviewMode", "Decisions (*.jsonl);;All files (*)"))
        if path:
            self.save_to(path)

    def save_to(self, path: str) -> bool:
        review = self.mode.desk.review
        lines = [*review.state.current.values(), *self.unsaved]
        if review is self._lost_review:
            review.close()  # its lock too: the editor may choose the same name (a file cut short)
        try:
            write_atomically(path, b"".join(encode_line(line) for line in lines), protect=review.inputs,
                             kind=DECISIONS_FILE)
        except OutputError as error:
            self.window.message_bar.show_message(problem_message(str(error)), error=True, offer=self.save_as)
            return False
        self.unsaved = []
        self._lost_review = None
        self.mode.use_decisions_file(path)
        text = translate("ReviewGuard", "{count} decisions saved to {path}; recording goes on there.")
        count = self.window.locale().toString(len(lines))
        shown = left_to_right(shown_name(path))
        self.window.message_bar.show_message(text.format(count=count, path=shown), error=False)
        return True

    # Following another window ---------------------------------------------------------

    def _on_opened(self) -> None:
        review = self.mode.desk.review
        self._seen = _signature(review.path) if review is not None else None

    def poll(self) -> None:
        review = self.mode.desk.review
        if review is None or not self.mode.active or review is self._lost_review:
            return
        if not review.read_only:
            if (why := review.lost()) is not None:
                self._file_lost(lost_sentence(why))
            return
        if review.read_only_reason == READING_AGAIN or self._reading:
            return
        free = not lock_is_held(review.path)
        if not free:
            self._held_elsewhere = True
            if review.read_only_reason == let_go_sentence(review.path):  # taken again: said again
                review.read_only_reason = held_sentence(review.path)
                review.held_elsewhere = True
                self._offered_for = None
                self.mode.refresh()
        if self._held_elsewhere and _signature(review.path) != self._seen:
            self._follow()
        elif free and self._offered_for is not review:
            self._offer(review)

    def _follow(self) -> None:
        review = self.mode.desk.review
        if self._tail is None or self._tail[0] is not review:
            self._tail = (review, DecisionsTail(review.path))  # its first read is the whole file
        work = self.mode.desk.read_again_work(self._tail[1].read_again)
        if work is None:
            return
        self._reading = True
        path = self.mode.desk.review.path

        def read() -> tuple:
            seen = _signature(path)  # before reading: a line added meanwhile is read next time
            return seen, work()

        future = self._pool.submit(read)
        future.add_done_callback(lambda done: self._read.finished.emit(done))

    def _on_read(self, done) -> None:
        self._reading = False
        try:
            seen, prepared = done.result()
        except Exception as error:  # tried again at the next poll; said meanwhile, never a traceback
            self.window.message_bar.show_message(problem_message(str(error)), error=True)
            return
        if self.mode.desk.install_read(prepared):
            self._seen = seen
            self.followed.emit()

    def _offer(self, review) -> None:
        self._offered_for = review
        if self._held_elsewhere or review.held_elsewhere:
            self._held_elsewhere = review.held_elsewhere = False
            text = translate("ReviewGuard", "The other window closed {path}: decisions can be recorded "
                             "here now.")
            offer = self.take_over
            review.read_only_reason = let_go_sentence(review.path)  # the panel says so, not the old holder
            self.mode.refresh()
        elif review.read_only_reason not in ("closed", "opened for reading"):
            text = translate("ReviewGuard", "Decisions cannot be recorded in {path}: {reason}")
            offer = self.another_file
        else:
            return
        bar = self.window.message_bar
        if offer is self.take_over or not bar.add_offer(offer):  # the refusal said where, if it was said
            reason = problem_message(review.read_only_reason)
            name = left_to_right(shown_name(review.path.name))
            bar.show_message(text.format(path=name, reason=reason), error=False, offer=offer)
        self.offered.emit()

    def record_here(self) -> None:
        """Take the file's lock (the other window closed) and record decisions here."""
        review = self.mode.desk.review
        if review is None or not review.read_only:
            return
        if not self.mode.desk.start_writing():
            self.window.message_bar.show_message(problem_message(review.read_only_reason), error=False)
            return
        self._held_elsewhere = False
        self.window.message_bar.hide()

    def close(self) -> None:
        self._timer.stop()
        self._pool.shutdown(wait=True)


class _ReadDone(QObject):
    """Carries a follow's result from the worker thread to the window's."""

    finished = Signal(object)

    def __init__(self, guard: DecisionsGuard) -> None:
        super().__init__(guard)
        self.finished.connect(guard._on_read)
