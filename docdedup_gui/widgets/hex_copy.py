"""The hex view's context menu: copy the selected bytes as hex, a C array or Base64.

The texts are :func:`core.display.byte_copy.byte_text`'s; the clipboard is reached through
:func:`.plain_copy.copy_text`, like every copy of the window.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QMenu

from ..i18n import translate

__all__ = ["COPY_ACTIONS", "copy_menu"]

# (format of core.display.byte_copy.BYTE_FORMATS, the menu's words, its objectName)
COPY_ACTIONS = (
    ("hex", QT_TRANSLATE_NOOP("HexDumpView", "Copy as hex"), "copyHex"),
    ("c-array", QT_TRANSLATE_NOOP("HexDumpView", "Copy as C array"), "copyCArray"),
    ("base64", QT_TRANSLATE_NOOP("HexDumpView", "Copy as Base64"), "copyBase64"),
)


def copy_menu(view) -> QMenu:
    """A menu of ``view``'s copies (a :class:`.hex_view.HexDumpView`), greyed out with no bytes selected."""
    menu = QMenu(view, objectName="hexCopyMenu")
    chosen = view.selection() is not None
    for form, words, name in COPY_ACTIONS:
        action = menu.addAction(translate("HexDumpView", words))
        action.setObjectName(name)
        action.setEnabled(chosen)
        action.triggered.connect(lambda _checked=False, form=form: view.copy_selection(form))
    return menu
