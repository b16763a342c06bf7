"""One mapping between a field's text and what a Qt text document holds, both ways.

A Qt text document rewrites some characters as they go in or come out: CR, LF, U+2029
and the noncharacters U+FDD0 and U+FDD1 become paragraph breaks, U+2028 is laid out as
a line break, U+FEFF is dropped by a plain-text paste, U+FFFC is an object slot drawn
as nothing, and ``toPlainText`` turns a no-break space into a space. So a document never
holds the record's string: it holds a :class:`TextMap`'s ``shown`` text, where each such
character is a *stand-in* (:data:`STAND_IN`, which a view draws as a badge naming the
character it stands for), and the record's string stays in the map (``text``), which is
what is saved, copied and hashed.

A stand-in is told from a real U+FFFC by where it is, never by what it is: the map keeps
its positions (and the Qt side marks each with a character format of its own), so no
character anyone can type or paste is ever read back as something else.

Positions: Qt counts UTF-16 units (an astral character is two) and one unit per
paragraph break; Python counts code points. :meth:`TextMap.to_qt` and
:meth:`TextMap.to_field` convert, both ways, in O(log n) (only the places where the two
counts differ are kept). Two builders: :func:`for_editor` (an editable box or a shown
text: LF is the document's own paragraph break, every other rewritten character a
stand-in) and :func:`for_field` (a read-only field view: each line ending, CRLF
included, is one paragraph break, so a field's lines are the view's paragraphs).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass

import regex

from .invisibles import LINE_ENDING, marker_for

__all__ = ["MAX_SHOWN_CHARS", "MAX_SHOWN_LINE", "REWRITTEN", "STAND_IN", "TextMap", "for_editor", "for_field",
           "one_line", "shown_length", "stand_in_label"]

STAND_IN = "\ufffc"  # OBJECT REPLACEMENT CHARACTER: Qt's own slot for something drawn in its place
_NONCHARACTERS = "\ufdd0-\ufdef\ufffe\uffff" + "".join(
    f"{chr(plane << 16 | 0xFFFE)}{chr(plane << 16 | 0xFFFF)}" for plane in range(1, 17))
# Every character a Qt document would rewrite, drop or draw as nothing (see the module's text).
REWRITTEN = regex.compile(f"[\r\u2028\u2029\ufeff\ufffc{_NONCHARACTERS}]")
_EDITOR_ITEM = regex.compile(f"[\r\u2028\u2029\ufeff\ufffc{_NONCHARACTERS}]|[\U00010000-\U0010ffff]")
_FIELD_ITEM = regex.compile(
    f"\r\n|[\r\n\x85\u2028\u2029]|[\ufeff\ufffc{_NONCHARACTERS}]|[\U00010000-\U0010ffff]")


def stand_in_label(char: str) -> str:
    """What a stand-in's badge says: ``CR``, ``LS``, ``PS``, ``BOM``, ``FDD0``, ``FFFC``."""
    marker = marker_for(char)
    return marker.label if marker is not None else f"{ord(char):04X}"


@dataclass(frozen=True, slots=True)
class _Item:
    """A place where field and Qt count differently, or where the document holds a stand-in."""

    field: int  # field index of its first code point
    qt: int  # Qt position of its first unit
    field_length: int
    qt_length: int
    kind: str  # "stand-in" (the document holds STAND_IN), "break" (a paragraph break), "astral"

    @property
    def stands_in(self) -> bool:
        return self.kind == "stand-in"


class TextMap:
    """A field's string (``text``) and the document that shows it (``shown``), position for position.

    Build one with :func:`for_editor` or :func:`for_field`; an editable box keeps it
    current with :meth:`replaced`. ``starts`` and ``ends`` are each line's first field
    index and where its ending starts (one line per paragraph of the document).
    """

    def __init__(self, text: str, items: list[_Item], *, separators: bool) -> None:
        self.text = text
        self._items = items
        self._fields = [item.field for item in items]
        self._qts = [item.qt for item in items]
        self._separators = separators  # every line ending is a paragraph break (for_field)
        self._lines: tuple[list[int], list[int]] | None = None  # made when first asked

    @property
    def starts(self) -> list[int]:
        """Each line's first field index."""
        if self._lines is None:
            self._lines = _lines(self.text, self._separators)
        return self._lines[0]

    @property
    def ends(self) -> list[int]:
        """Where each line's ending starts (the text's end for the last line)."""
        if self._lines is None:
            self._lines = _lines(self.text, self._separators)
        return self._lines[1]

    # -- what Qt holds ------------------------------------------------------------

    @property
    def shown(self) -> str:
        """The document's text: ``\\n`` for each paragraph break, :data:`STAND_IN` for each stand-in."""
        return "".join(shown for shown, _char in self.runs())

    def runs(self) -> Iterator[tuple[str, str | None]]:
        """The shown text in pieces: ``(plain text, None)``, and each stand-in alone as
        ``(STAND_IN, the character it stands for)``."""
        position = 0
        for item in self._items:
            if item.kind != "astral":
                if item.field > position:
                    yield self.text[position:item.field], None
                yield (STAND_IN, self.text[item.field]) if item.stands_in else ("\n", None)
                position = item.field + item.field_length
        if position < len(self.text):
            yield self.text[position:], None

    def stand_ins(self) -> list[tuple[int, str]]:
        """(Qt position, the character it stands for) of every stand-in, in order."""
        return [(item.qt, self.text[item.field]) for item in self._items if item.stands_in]

    def qt_length(self) -> int:
        """How many positions the document's text has (its ``characterCount() - 1``)."""
        return self.to_qt(len(self.text))

    # -- positions ----------------------------------------------------------------

    def to_qt(self, index: int) -> int:
        """The Qt position of field index ``index``; inside a CRLF, its paragraph break."""
        index = min(max(index, 0), len(self.text))
        at = bisect_right(self._fields, index) - 1
        if at < 0:
            return index
        item = self._items[at]
        if index < item.field + item.field_length:
            return item.qt
        return item.qt + item.qt_length + index - item.field - item.field_length

    def to_field(self, position: int, *, end: bool = False) -> int:
        """The field index of Qt position ``position``. Inside an item (between the two
        units of an astral character): its start, or with ``end`` its end, so a range
        ``[to_field(a), to_field(b, end=True))`` never cuts a character or a CRLF."""
        position = min(max(position, 0), self.qt_length())
        at = bisect_right(self._qts, position) - 1
        if at < 0:
            return position
        item = self._items[at]
        if position == item.qt:
            return item.field
        if position < item.qt + item.qt_length:
            return item.field + item.field_length if end else item.field
        return item.field + item.field_length + position - item.qt - item.qt_length

    def field_range(self, start: int, end: int) -> tuple[int, int]:
        """The field range of a Qt selection ``[start, end)``: a selected paragraph break
        takes its whole line ending (both code points of a CRLF)."""
        return self.to_field(start), self.to_field(end, end=True)

    def copy(self, start: int, end: int) -> str:
        """The field's own characters under Qt positions ``[start, end)``."""
        first, last = self.field_range(min(start, end), max(start, end))
        return self.text[first:last]

    # -- the field's lines (for_field) --------------------------------------------

    def __len__(self) -> int:
        return len(self.starts)

    def line_text(self, line: int) -> str:
        return self.text[self.starts[line]:self.ends[line]]

    def lines(self) -> list[str]:
        """The text of every line, without line endings."""
        return [self.line_text(line) for line in range(len(self))]

    def line_stop(self, line: int) -> int:
        """Where ``line`` ends in the field, its line ending included."""
        return self.starts[line + 1] if line + 1 < len(self.starts) else len(self.text)

    # -- editing ------------------------------------------------------------------

    def replaced(self, position: int, removed: int, inserted: str) -> TextMap:
        """The map after Qt positions ``[position, position + removed)`` became ``inserted``
        (the field's characters, as the box read them). Work grows with the edit and the
        number of items after it, not with the text's length beyond one copy of it."""
        first, last = self.field_range(position, position + removed)
        qt_first, qt_last = self.to_qt(first), self.to_qt(last)
        added = _items(inserted, _pattern(self._separators), first, qt_first)
        qt_added = len(inserted) + sum(item.qt_length - item.field_length for item in added)
        shift_field, shift_qt = len(inserted) - (last - first), qt_added - (qt_last - qt_first)
        before = self._items[:bisect_left(self._fields, first)]
        after = [_Item(item.field + shift_field, item.qt + shift_qt, item.field_length, item.qt_length,
                       item.kind) for item in self._items[bisect_left(self._fields, last):]]
        return TextMap(self.text[:first] + inserted + self.text[last:], before + added + after,
                       separators=self._separators)


def _pattern(separators: bool):
    return _FIELD_ITEM if separators else _EDITOR_ITEM


_BMP_REWRITTEN = "\r\u2028\u2029\ufeff\ufffc" + "".join(map(chr, range(0xFDD0, 0xFDF0))) + "\ufffe\uffff"


def _may_have_items(text: str, pattern) -> bool:
    """Whether ``text`` can hold an item at all, found by scans that run at memory speed: a
    ten-megabyte paste of plain text is then not walked by the pattern (half a second)."""
    if pattern is _FIELD_ITEM and ("\n" in text or "\x85" in text):
        return True
    if text.isascii():
        return "\r" in text
    if len(text.encode("utf-16-le", "surrogatepass")) != 2 * len(text):
        return True  # an astral character
    return any(char in text for char in _BMP_REWRITTEN)


def _items(text: str, pattern, field: int = 0, qt: int = 0) -> list[_Item]:
    """The items of ``text`` placed as if it started at ``field`` / ``qt``."""
    items: list[_Item] = []
    if not _may_have_items(text, pattern):
        return items
    shift = qt - field  # Qt position minus field index so far
    for found in pattern.finditer(text):
        char = found.group()
        start = found.start() + field
        if char in ("\r\n", "\n", "\x85") or (pattern is _FIELD_ITEM and char in ("\r", "\u2028", "\u2029")):
            item = _Item(start, start + shift, len(char), 1, "break")  # one paragraph break
        elif REWRITTEN.match(char):
            item = _Item(start, start + shift, 1, 1, "stand-in")
        else:  # astral: two UTF-16 units
            item = _Item(start, start + shift, 1, 2, "astral")
        shift += item.qt_length - item.field_length
        items.append(item)
    return items


def _lines(text: str, separators: bool) -> tuple[list[int], list[int]]:
    ending = LINE_ENDING if separators else _LF
    starts, ends = [0], []
    for found in ending.finditer(text):
        ends.append(found.start())
        starts.append(found.end())
    ends.append(len(text))
    return starts, ends


_LF = regex.compile("\n")


def for_editor(text: str) -> TextMap:
    """The map of an editable box (or a shown text): LF is a paragraph break, each other
    character Qt would rewrite is a stand-in."""
    return TextMap(text, _items(text, _EDITOR_ITEM), separators=False)


def for_field(text: str) -> TextMap:
    """The map of a read-only field view: every line ending (CRLF, CR, LF, NEL, LS, PS) is
    one paragraph break; the rest as :func:`for_editor`."""
    return TextMap(text, _items(text, _FIELD_ITEM), separators=True)


# A field view longer than this shows its start only: laying out megabytes of one
# paragraph would freeze the window, and the hex view still shows every byte.
MAX_SHOWN_CHARS = 200_000
# The same for one line: Qt lays out a paragraph in time that grows faster than its
# length (one Persian line of 200,000 letters took 11 s, of 20,000 letters 0.2 s).
MAX_SHOWN_LINE = 20_000
_LONG_LINE = regex.compile(f"[^\r\n\x85\u2028\u2029]{{{MAX_SHOWN_LINE}}}")


def shown_length(text: str) -> int:
    """How much of ``text`` a field view lays out: its start, up to the first line longer
    than :data:`MAX_SHOWN_LINE` and at most :data:`MAX_SHOWN_CHARS` code points."""
    long_line = _LONG_LINE.search(text, 0, MAX_SHOWN_CHARS)
    return long_line.end() if long_line else min(len(text), MAX_SHOWN_CHARS)


_ONE_LINE = regex.compile(f"\r\n|[\n\x85{REWRITTEN.pattern[1:-1]}]")


def one_line(text: str) -> str:
    """``text`` for a one-line cell (a tree's title column): each line ending and each
    character Qt would rewrite or draw as nothing named in place (``⟨CRLF⟩``, ``⟨PS⟩``,
    ``⟨BOM⟩``, ``⟨FDD0⟩``), so a cell never hides what follows a line break."""
    if not _ONE_LINE.search(text):
        return text
    return _ONE_LINE.sub(
        lambda found: "\u27e8" + "".join(stand_in_label(char) for char in found.group()) + "\u27e9", text)
