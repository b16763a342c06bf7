"""Ctrl-C and SIGTERM close the window as its close button does, and the process exits 130 or 143.

Qt's event loop runs in C++: Python's handlers only run when some Python code does, so
Ctrl-C in the terminal that started the window came out as a KeyboardInterrupt traceback
from whatever Python override Qt called next ("Error calling Python override of
QObject::eventFilter()"), and the window went on. SIGTERM killed it outright, before its
workers stopped (their helper processes then ran on by themselves). Here the C handler
writes the signal's number to a socket (:func:`signal.set_wakeup_fd`), a
:class:`~PySide6.QtCore.QSocketNotifier` wakes the event loop, and the window is closed in
the ordinary way: jobs cancelled, workers and helpers stopped, then the exit.
"""

from __future__ import annotations

import signal
import socket

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["StopOnSignals"]

_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM") if hasattr(signal, name))


class StopOnSignals(QObject):
    """While it lives, SIGINT and SIGTERM close ``window`` and end ``app`` with 128 + the signal."""

    def __init__(self, app: QApplication, window: QWidget) -> None:
        super().__init__(window)
        self._app, self._window = app, window
        self._heard, writer = socket.socketpair()
        self._writer = writer
        for sock in (self._heard, writer):
            sock.setblocking(False)
        self._before = (signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False),
                        {number: signal.signal(number, _noted) for number in _SIGNALS})
        # (_noted: the wakeup byte says it; no KeyboardInterrupt anywhere)
        self._notifier = QSocketNotifier(self._heard.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._signalled)
        self._stopping = False

    def _signalled(self) -> None:
        try:
            numbers = self._heard.recv(64)
        except BlockingIOError:
            return
        if self._stopping or not numbers:
            return  # a second Ctrl-C while closing: already on its way out
        self._stopping = True
        self._window.close()  # its closeEvent cancels the jobs and waits for the workers
        self._app.exit(128 + numbers[0])


    def release(self) -> None:
        """The signals handled as before (a test, or a window that is not the process's own)."""
        fd, handlers = self._before
        signal.set_wakeup_fd(fd)
        for number, handler in handlers.items():
            signal.signal(number, handler)
        self._notifier.setEnabled(False)
        self._heard.close()
        self._writer.close()


def _noted(_number, _frame) -> None:
    return None
