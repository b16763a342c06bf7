"""The shipped fonts and icons, ready for Qt.

Files are found through :func:`resources.resource_path`, never relative to the source
tree, so this works the same from a checkout and from an installed wheel.
Every function here needs a ``QGuiApplication`` (fonts and pixmaps are per process).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QGuiApplication,
    QIcon,
    QImage,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtSvg import QSvgRenderer

from resources import resource_path

__all__ = [
    "FONT_FILES",
    "FONT_LICENCES",
    "ICON_NAMES",
    "MONO_FAMILY",
    "TEXT_FAMILY",
    "icon",
    "load_fonts",
    "mono_font",
    "text_font",
]

TEXT_FAMILY = "Vazirmatn"
MONO_FAMILY = "DejaVu Sans Mono"

FONT_FILES = {
    "text": ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf"),
    "mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"),
}

FONT_LICENCES = {
    TEXT_FAMILY: ("SIL Open Font License 1.1", "Vazirmatn-OFL.txt"),
    MONO_FAMILY: ("Bitstream Vera licence; DejaVu changes public domain",
                  "DejaVuSansMono-LICENSE.txt"),
}
"""Family -> (licence name, licence file in ``resources/fonts``)."""

ICON_NAMES = (
    "about", "app", "cancel", "collision", "compare", "contract", "export", "fail",
    "filter", "invisible", "open", "pass", "reload", "verify",
)

# Pixmap sizes an icon is rendered at: QIcon picks the nearest for toolbars, menus,
# item views and high-DPI screens, so small sizes never come from blurry downscaling.
_ICON_SIZES = (16, 20, 24, 32, 48, 64)
_APP_ICON_SIZES = (*_ICON_SIZES, 128, 256)

_families: dict[str, str] = {}


def _register(role: str) -> str | None:
    """Add the role's font files to Qt; the family they declare, or None if none loaded."""
    family = None
    for file_name in FONT_FILES[role]:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", file_name)))
        if font_id != -1:
            family = QFontDatabase.applicationFontFamilies(font_id)[0]
    return family


def _system_family(role: str) -> str:
    kind = QFontDatabase.SystemFont.FixedFont if role == "mono" else QFontDatabase.SystemFont.GeneralFont
    return QFontDatabase.systemFont(kind).family()


def load_fonts() -> dict[str, str]:
    """Register the shipped fonts (once) and return ``{"text": family, "mono": family}``.

    Normally ``{"text": "Vazirmatn", "mono": "DejaVu Sans Mono"}``. If a font file is
    missing or unreadable the system's general or fixed font stands in, so the
    application still starts; the returned names say what is actually used.
    """
    if not _families:
        for role in FONT_FILES:
            _families[role] = _register(role) or _system_family(role)
    return dict(_families)


def text_font(point_size: float | None = None) -> QFont:
    """The text font (Vazirmatn): shapes Persian and reads well in Latin too."""
    font = QFont(load_fonts()["text"])
    if point_size is not None:
        font.setPointSizeF(point_size)
    return font


def mono_font(point_size: float | None = None) -> QFont:
    """The fixed-width font for hex dumps and code points (DejaVu Sans Mono)."""
    font = QFont(load_fonts()["mono"])
    font.setStyleHint(QFont.StyleHint.Monospace)
    font.setFixedPitch(True)
    if point_size is not None:
        font.setPointSizeF(point_size)
    return font


def _ink() -> str:
    """The palette's text colour: line icons are drawn in it so dark themes get light lines."""
    app = QGuiApplication.instance()
    palette = app.palette() if app is not None else QPalette()
    return palette.color(QPalette.ColorRole.WindowText).name()


def _render(renderer: QSvgRenderer, size: int) -> QPixmap:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return QPixmap.fromImage(image)


@cache
def _icon(name: str, ink: str) -> QIcon:
    svg = resource_path("icons", f"{name}.svg").read_text(encoding="utf-8")
    # The SVGs draw their outlines in currentColor; substitute the theme's colour
    # here rather than rely on the SVG renderer resolving it.
    renderer = QSvgRenderer(QByteArray(svg.replace("currentColor", ink).encode()))
    result = QIcon()
    for size in _APP_ICON_SIZES if name == "app" else _ICON_SIZES:
        result.addPixmap(_render(renderer, size))
    return result


def icon(name: str) -> QIcon:
    """The shipped icon ``name`` (one of :data:`ICON_NAMES`), in the current palette's ink.

    Raises ``KeyError`` for an unknown name, listing the known ones.
    """
    if name not in ICON_NAMES:
        raise KeyError(f"no icon {name!r}; shipped icons: {', '.join(ICON_NAMES)}")
    return _icon(name, _ink())
