"""A widget as a picture for a slide: PNG or SVG, as it is shown now (at the window's zoom).

The PNG is the widget's pixels, as many as it has on screen (its size times the screen's
device pixel ratio); the SVG is the widget painted into Qt's SVG generator, so its texts
stay text a slide program can search and scale. Both are outputs: written atomically
through the one output gate (:func:`core.output.atomic.write_atomically`), never onto an
input, and over an existing file only of the same kind (a PNG by a PNG, an SVG by an SVG).
Only Qt and the core are imported here: the sentences are the core's, translated by who
shows them.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import PurePath

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPoint
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QWidget

from core.errors import shown_name
from core.output.atomic import OutputError, write_atomically
from core.output.gate import OutputKind, signature_kind

__all__ = ["PICTURE_KINDS", "picture_bytes", "picture_format", "write_picture"]

PICTURE_KINDS: dict[str, OutputKind] = {
    "png": signature_kind("a PNG picture", rb"\A\x89PNG\r\n\x1a\n"),
    "svg": signature_kind("an SVG drawing", rb"\A\s*<\?xml", rb"\A\s*<svg"),
}


def picture_format(path: str | os.PathLike) -> str:
    """``png`` or ``svg``, by the name's ending; :class:`OutputError` for any other name."""
    ending = PurePath(os.fspath(path)).suffix.lower().lstrip(".")
    if ending not in PICTURE_KINDS:
        raise OutputError(f"cannot tell which picture to write from the name {shown_name(os.fspath(path))}; "
                          "end it in .png or .svg")
    return ending


def picture_bytes(widget: QWidget, format: str) -> bytes:
    """``widget`` as shown now, as a PNG file's bytes or an SVG file's (``format``)."""
    if format == "png":
        return _encoded(widget.grab())
    return _svg(widget)


def write_picture(widget: QWidget, path: str | os.PathLike, *,
                  inputs: Sequence[str | os.PathLike] = ()) -> str:
    """Write ``widget`` as a picture at ``path`` (PNG or SVG by its ending); the format written.

    Raises :class:`OutputError` with a sentence when the name says no picture format, when
    ``path`` is (or leads to) one of ``inputs`` or an existing file of another kind, or when
    it cannot be written.
    """
    format = picture_format(path)
    data = picture_bytes(widget, format)
    write_atomically(path, data, protect=[os.fspath(given) for given in inputs], kind=PICTURE_KINDS[format])
    return format


def _encoded(pixmap) -> bytes:
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not pixmap.save(buffer, "PNG"):
        raise OutputError(f"a picture of {pixmap.width()}x{pixmap.height()} pixels could not be made a PNG")
    buffer.close()
    return bytes(array.data())


def _svg(widget: QWidget) -> bytes:
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(widget.size())
    generator.setViewBox(widget.rect())
    generator.setResolution(widget.logicalDpiX())  # a point is as large as on the screen
    generator.setTitle(widget.window().windowTitle())
    painter = QPainter(generator)
    try:
        widget.render(painter, QPoint())
    finally:
        painter.end()
    buffer.close()
    return bytes(array.data())
