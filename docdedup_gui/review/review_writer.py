"""Writing decisions off the GUI thread: an fsync can take longer than a frame.

One writer thread, so lines reach the file in the order they were made. The
window hears ``written`` only after the lines are flushed and fsynced: only then
does it show them as saved. A file deleted, replaced or cut short since it was
opened is not written to at all (``failed``, then ``lost`` with the unsaved lines).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from core.errors import shown_name
from core.review import DecisionsFileLost, ReviewReadOnly

__all__ = ["DecisionWriter"]


class DecisionWriter(QObject):
    """Appends lines to a review's file in a worker thread; results come back by signal."""

    written = Signal(object, object)  # the lines, the token given to write()
    failed = Signal(str)
    # The file was deleted, replaced or cut short: nothing was written (after ``failed``);
    # the sentence and the lines that were not saved.
    lost = Signal(str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="decisions")

    def write(self, review, lines, token=None) -> None:
        """Append ``lines`` to ``review``'s file; ``written(lines, token)`` or ``failed(message)`` follows."""
        self._pool.submit(self._write, review, lines, token)

    def _write(self, review, lines, token) -> None:  # in the writer thread
        try:
            review.write(lines)
        except ReviewReadOnly as error:
            self.failed.emit(str(error))
        except DecisionsFileLost as error:
            self.failed.emit(str(error))
            self.lost.emit(str(error), lines)
        except OSError as error:  # a full disk, a file removed meanwhile: say so, never crash
            self.failed.emit(f"{shown_name(review.path)}: {error.strerror or error}")
        except Exception as error:  # any other failure too: said at once, and the keys go on
            self.failed.emit(f"{shown_name(review.path)}: the decisions could not be written: {error}")
        else:
            self.written.emit(lines, token)

    def close(self) -> None:
        """Wait for the lines already handed over (they are decisions): nothing is dropped."""
        self._pool.shutdown(wait=True)
