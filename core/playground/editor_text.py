"""A field's text as a Qt text editor can hold it, and back, character for character.

A text document cannot hold a carriage return (it becomes a line break, so CRLF and
LF would look and save alike); the editor holds ``␍`` (U+240D) in its place, which
is shown and selected like any character. ``from_editor`` reads the document's raw
text (``toRawText``: ``toPlainText`` turns a no-break space into a space), whose line
breaks are U+2029. Positions map one to one: each stand-in is one UTF-16 unit, as is
what it stands for.
"""

from __future__ import annotations

__all__ = ["CR_PICTURE", "from_editor", "to_editor"]

CR_PICTURE = "\u240d"  # SYMBOL FOR CARRIAGE RETURN
_PARAGRAPH = "\u2029"  # how a document's raw text separates its lines


def to_editor(text: str) -> str:
    """``text`` with each CR drawn as ␍ (the editor's own line breaks stay LF)."""
    return text.replace("\r", CR_PICTURE)


def from_editor(raw: str) -> str:
    """The field's text from a document's raw text: line breaks LF, each ␍ a CR."""
    return raw.replace(_PARAGRAPH, "\n").replace(CR_PICTURE, "\r")
