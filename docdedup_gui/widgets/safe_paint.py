"""A paint that fails ends its painter and says what it could not draw, never the process.

An exception inside a ``paintEvent`` leaves Qt with an active painter ("QBackingStore::
endPaint() called with active painter"), and the next paint of the window aborts the
process. :func:`guarded_paint` ends the painter whatever happens; an exception is kept
on the widget (:func:`paint_problem`), logged once, and the widget draws a line saying
what it could not draw, in place of what it could not draw.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPaintDevice, QPainter
from PySide6.QtWidgets import QWidget

from core.jobs import named_error

from ..i18n import translate

__all__ = ["guarded_paint", "paint_problem"]

_LOG = logging.getLogger(__name__)
_PROBLEM = "_paint_problem"  # the attribute a widget's last paint problem is kept in


def paint_problem(widget: QWidget) -> str | None:
    """What ``widget``'s last paint could not draw (a sentence), or None when it drew everything."""
    return getattr(widget, _PROBLEM, None)


@contextmanager
def guarded_paint(widget: QWidget, device: QPaintDevice, what: str) -> Iterator[QPainter]:
    """A painter on ``device`` (the widget or its viewport) for drawing ``what``
    (``"the invisible-character markers"``); see the module's text."""
    painter = QPainter(device)
    try:
        yield painter
    except Exception as error:  # a paint must not end the process, whatever went wrong
        problem = translate("Paint", "Could not draw {what}: {error}").format(
            what=what, error=named_error(error))
        if getattr(widget, _PROBLEM, None) != problem:
            _LOG.error("%s (%s)", problem, type(widget).__name__)
        setattr(widget, _PROBLEM, problem)
        widget.setToolTip(problem)
        _draw_problem(painter, device, problem)
    else:
        if getattr(widget, _PROBLEM, None) is not None:
            setattr(widget, _PROBLEM, None)
            widget.setToolTip("")
    finally:
        if painter.isActive():
            painter.end()


def _draw_problem(painter: QPainter, device: QPaintDevice, problem: str) -> None:
    """The problem in a red band across the top: drawn with a fresh state, since the
    failed drawing may have left any pen, font or transform behind."""
    if not painter.isActive():
        return
    painter.resetTransform()
    painter.setClipping(False)
    band = QRectF(0, 0, device.width(), painter.fontMetrics().height() * 2.4)
    painter.fillRect(band, QColor("#fee2e2"))
    painter.setPen(QColor("#991b1b"))
    painter.drawText(band.adjusted(4, 2, -4, -2), int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
                     problem)
