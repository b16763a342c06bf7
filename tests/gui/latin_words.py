"""Every text a window shows a person, and the Latin words in it that are not data.

:func:`shown_texts` walks a window as a person reads it: labels, buttons, tooltips, window
and group titles, tabs, menus and their actions, placeholders, combo boxes, the rows and
headers of every item model, and the text views that hold the interface's own prose (Verify's
evidence, the contract page). Widgets that show a record's own text (the field views, the
playground's boxes, the hex dumps, the Canonical JSON) are data, not interface, and skipped.

:func:`latin_words` then names each Latin word left over once the data is set aside. What is
allowed, and why (kept short on purpose):

- code points with their Unicode names (``U+0301 COMBINING ACUTE ACCENT``): the standard's
  identifiers, which exist only in English;
- identifiers: class ids (``zwnj``, ``edge-whitespace``) and census kinds, anything with an
  underscore (``doc_id``, the seed's check names, ``ensure_ascii=False``), a dotted code name
  (``json.dumps``); the record fields as the file spells them;
- data: the corpus's own doc_ids, source_refs and words, paths, byte values, offsets and
  digests in hex, bit patterns (``110xxxxx``), values quoted as written ('fa', 'en-US',
  «yeh»), JSON's literals (``null``, ``true``), code as written (``sha256(b'abc')``);
- the product's names and the names of the fonts and licences it ships (About);
- the keys as the keyboard labels them (Ctrl, Shift, Enter...);
- a few technical terms with no Persian form in use: TECHNICAL_TERMS.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

TECHNICAL_TERMS = frozenset({
    # Encodings, formats and algorithms the contract names: their Latin names are what the
    # files, the seed and every tool say.
    "UTF-8", "UTF-16", "SHA-256", "JSON", "JSONL", "CSV", "ASCII", "Unicode", "BCP", "NIST", "Parquet",
    # Normal forms and the characters' short names, as in the Unicode standard.
    "NFC", "NFD", "NFKC", "NFKD", "LF", "CR", "CRLF", "NEL", "LS", "PS", "BOM", "ZWNJ", "ZWJ", "ZWSP",
    "NBSP", "RLM", "LRM", "ALM", "RLO", "LRO", "PDF", "RLE", "LRE", "LRI", "RLI", "FSI", "PDI", "TAB",
    "SPACE", "hex", "UCD", "UTS", "UAX", "SHY", "NNBSP", "WJ", "CGJ",
})
PRODUCT_NAMES = frozenset({
    "DocDedup", "Inspector", "docdedup", "doc-content-v1", "docdedup-gui", "Qt", "PySide6", "Python",
    "Vazirmatn", "DejaVu", "Sans", "Mono", "Bitstream", "Vera", "SIL", "Open", "Font", "License", "OFL",
    "unicodedata2", "msgspec", "regex",
})
KEY_NAMES = frozenset({"Ctrl", "Shift", "Alt", "Meta", "Enter", "Return", "Esc", "Tab", "Space",
                       "Backspace", "Del", "Delete", "Home", "End", "PgUp", "PgDown", "Ins", "Left", "Right",
                       "Up", "Down"})
FIELD_NAMES = frozenset({"doc_id", "source_ref", "language", "title", "body"})

LRI, PDI = "\N{LEFT-TO-RIGHT ISOLATE}", "\N{POP DIRECTIONAL ISOLATE}"
_CODE_POINT = re.compile(r"U\+[0-9A-F]{4,6}(?: [A-Z][A-Z0-9-]*)*|\N{LEFT-TO-RIGHT ISOLATE}[A-Z][A-Z0-9 -]*"
                         r"\N{POP DIRECTIONAL ISOLATE}")  # a code point and its name, or a name alone
# A command as it is typed, and the name of a format.
_COMMAND = re.compile(r"\bdocdedup [a-z]+\b|\bJSON Lines\b")
# Code as it is written: a call (``sha256(b'abc')``); a path (``resources/fonts/x.txt``).
_CODE = re.compile(r"\b\w+\([^()\n]*\)|(?:[\w.~-]*/)+[\w.-]+")
# A run of capitals: a Unicode character name when the standard knows it (ZERO WIDTH JOINER).
_CAPITALS = re.compile(r"\b[A-Z][A-Z0-9-]*(?: [A-Z][A-Z0-9-]*)*\b")
JSON_LITERALS = frozenset({"null", "true", "false"})
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|«[^»\n]*»")
_HEX = re.compile(r"\b[0-9a-f]{2}\b|\b[0-9a-fA-F]*[0-9][0-9a-fA-F]*\b")
_WORD = re.compile(r"[A-Za-z0-9_.=+\-]*[A-Za-z]{2}[A-Za-z0-9_.=+\-]*")
_KEY = re.compile(r"\b(?:F[0-9]{1,2})\b")
_DOCUMENT = QTextDocument()
_TAG = re.compile(r"<(?:[a-zA-Z][a-zA-Z0-9]*[ >/]|/[a-zA-Z]|!)")


def plain(text: str) -> str:
    """``text`` as a person reads it: rich text rendered to plain, mnemonics' ampersands gone."""
    if _TAG.search(text):
        _DOCUMENT.setHtml(text)
        text = _DOCUMENT.toPlainText()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model: one column, and asking with a parent is a private call
        return 1


_ROOT = QModelIndex()


def _model_texts(model: QAbstractItemModel, parent: QModelIndex = _ROOT, depth: int = 0) -> Iterator[str]:
    if depth == 0:
        for column in range(_columns(model, parent)):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                yield model.headerData(column, Qt.Orientation.Horizontal, role)
    for row in range(min(model.rowCount(parent), 60)):
        for column in range(_columns(model, parent)):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                yield model.data(index, role)
        first = model.index(row, 0, parent)
        if depth < 2 and not _flat(model) and model.rowCount(first) > 0:
            yield from _model_texts(model, first, depth + 1)


def _flat(model: QAbstractItemModel) -> bool:
    """A list or table model: its rows have no children (asking one is a private call)."""
    from PySide6.QtCore import QAbstractListModel, QAbstractTableModel

    return isinstance(model, QAbstractTableModel | QAbstractListModel)


def _menu_texts(actions) -> Iterator[str]:
    for action in actions:
        yield action.text()
        yield action.toolTip()
        yield action.statusTip()
        if action.menu() is not None:
            yield action.menu().title()
            yield from _menu_texts(action.menu().actions())


def shown_texts(window: QWidget, *, data_widgets: Iterable[QWidget] = ()) -> Iterator[tuple[str, str]]:
    """(where, text) for every text ``window`` shows; ``data_widgets`` hold a record's own text."""
    skipped = set(map(id, data_widgets))
    yield "window title", window.windowTitle()
    yield from (("menu", text) for text in _menu_texts(window.actions()))
    for widget in [window, *window.findChildren(QWidget)]:
        if id(widget) in skipped or any(id(parent) in skipped for parent in _parents(widget)):
            continue
        where = f"{type(widget).__name__} {widget.objectName()}"
        yield where, widget.toolTip()
        yield where, widget.statusTip()
        if widget.isWindow():
            yield where, widget.windowTitle()
        yield from ((where, text) for text in _own_texts(widget))
        yield from ((where, text) for text in _menu_texts(widget.actions()))


def _own_texts(widget: QWidget) -> Iterator[str]:
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    if isinstance(widget, QGroupBox):
        yield widget.title()
    if isinstance(widget, QMenu):
        yield widget.title()
    if isinstance(widget, QLineEdit):
        yield widget.placeholderText()
    if isinstance(widget, QComboBox):
        yield from (widget.itemText(row) for row in range(widget.count()))
    if isinstance(widget, QTabBar):
        for tab in range(widget.count()):
            yield widget.tabText(tab)
            yield widget.tabToolTip(tab)
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        yield widget.toPlainText()
        yield widget.placeholderText()
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        yield from (text for text in _model_texts(widget.model()) if isinstance(text, str))


def _parents(widget: QWidget) -> Iterator[QWidget]:
    parent = widget.parentWidget()
    while parent is not None:
        yield parent
        parent = parent.parentWidget()


def latin_words(text: str, *, data: frozenset[str], identifiers: frozenset[str],
                paths: Iterable[str] = ()) -> list[str]:
    """The Latin words of ``text`` that are neither data nor allowed (see the module's doc)."""
    text = plain(text)
    for path in sorted(paths, key=len, reverse=True):
        text = text.replace(path, " ")
    text = _CODE_POINT.sub(" ", text)
    text = _QUOTED.sub(" ", text)
    text = _COMMAND.sub(" ", text)
    text = _CODE.sub(" ", text)
    text = _CAPITALS.sub(lambda run: " " if _is_name(run.group()) else run.group(), text)
    text = _KEY.sub(" ", text)
    found = []
    for word in _WORD.findall(text):
        bare = word.strip(".-=+")
        if (bare in data or bare in identifiers or bare in FIELD_NAMES or bare in TECHNICAL_TERMS
                or bare in PRODUCT_NAMES or bare in KEY_NAMES or "_" in bare or _is_code_name(bare)
                or bare in JSON_LITERALS or _HEX.fullmatch(bare) or _is_data_piece(bare, data)
                or len(set(bare)) == 1  # 'AAAA…': a value made to be too long
                or re.fullmatch("[01]+x*", bare)):  # bits: 110xxxxx
            continue
        found.append(bare)
    return found


def _is_name(run: str) -> bool:
    """``run`` is a character's name (or several, or a name's leading words, cut off)."""
    from core.charnames import unicodedata

    words = run.split()
    if len(words) < 2 and words[0] not in ("SPACE", "TAB"):
        return False  # one capitalised word is a term (checked on its own) or English
    try:
        unicodedata.lookup(run)
    except KeyError:
        return False
    return True


def _is_code_name(word: str) -> bool:
    """``json.dumps``, ``ensure_ascii=False``, ``doc-content-v1``, ``Inspector.ini``: as code is written."""
    return bool(re.fullmatch(r"[a-z]+\.[a-z_]+|\w+=\w+|[a-z]+(?:-[a-z0-9]+)+-v[0-9]+"
                             r"|[\w-]+\.(?:ini|log|txt|jsonl?)", word))


def _is_data_piece(word: str, data: frozenset[str]) -> bool:
    """A word made of the corpus's own words, allowed terms and keys (``mV``, ``UTF-8``, ``Ctrl+F``)."""
    parts = [part for part in re.split(r"[-+.=]", word) if part]
    return bool(parts) and all(part in data or part in TECHNICAL_TERMS or part in KEY_NAMES or part.isdigit()
                               or len(part) == 1 or _KEY.fullmatch(part) for part in parts)
