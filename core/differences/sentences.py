"""One human sentence per difference ("CRLF in A, LF in B"), built so it can be translated.

A sentence is a :class:`Phrase`: an English template with named slots, filled with
plain text (code point names, quoted text: never translated) or nested phrases, and
the classes whose titles fill its ``{title}`` slot. :func:`render` writes it in
English; the GUI renders the same phrase through Qt's translator, which looks each
template up with the same source string (:data:`TEMPLATES` lists them all, context
``DifferenceSentences``; the titles are :mod:`.classes`', context ``DifferenceClasses``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import msgspec

from ..charnames import code_point_label, unicodedata
from ..display.invisibles import plain_visible
from .classes import class_title

__all__ = ["TEMPLATES", "Phrase", "describe", "english_titles", "moved_sentence", "render", "sentence"]

SIDES = "{a} in A, {b} in B"
TITLED = "{title}: {sides}"
TITLED_WITH_TAGS = "{title} [{tags}]: {sides}"
LANGUAGES = "{title}: “{a}” in A, “{b}” in B"
MOVED_TO_A_TITLE = "{title}: “{moved}” is in A's title and B's body"
MOVED_TO_A_BODY = "{title}: “{moved}” is in A's body and B's title"
NOTHING = "nothing"
QUOTED = "“{shown}” ({count} code points)"
TEMPLATES = (SIDES, TITLED, TITLED_WITH_TAGS, LANGUAGES, MOVED_TO_A_TITLE, MOVED_TO_A_BODY, NOTHING, QUOTED)
"""Every template a :class:`Phrase` can have: the source strings to translate."""


class Phrase(msgspec.Struct, frozen=True, omit_defaults=True):
    """``template`` (English, one of :data:`TEMPLATES`) with its slots filled by ``args``;
    ``classes`` name the classes whose titles fill a ``{title}`` slot."""

    template: str
    args: dict[str, str | Phrase] = {}
    classes: tuple[str, ...] = ()


def english_titles(classes: Iterable[str]) -> str:
    """The classes' English titles joined with `` + ``."""
    return " + ".join(map(class_title, classes))


def render(phrase: Phrase, translate: Callable[[str], str] = str,
           titles: Callable[[Iterable[str]], str] = english_titles) -> str:
    """``phrase`` as text: each template through ``translate``, the ``{title}`` slot from
    ``titles(phrase.classes)``. The defaults write English."""
    values = {name: value if isinstance(value, str) else render(value, translate, titles)
              for name, value in phrase.args.items()}
    if phrase.classes:
        values["title"] = titles(phrase.classes)
    return translate(phrase.template).format(**values)


_LINE_BREAKS = {"\r\n": "CRLF", "\n": "LF", "\r": "CR", "\x85": "NEL", "\u2028": "LS", "\u2029": "PS"}
_MAX_LISTED = 3
_MAX_QUOTED = 40


def _line_breaks(text: str) -> str | None:
    """``CRLF``, ``LF LF``... when ``text`` holds only line breaks, else None."""
    names, rest = [], text
    while rest:
        found = next((brk for brk in _LINE_BREAKS if rest.startswith(brk)), None)
        if found is None:
            return None
        names.append(_LINE_BREAKS[found])
        rest = rest[len(found):]
    return " ".join(names) or None


def describe(text: str) -> str | Phrase:
    """One side of a hunk: ``LF``, ``U+064A ARABIC LETTER YEH``, or a phrase (nothing, a quote)."""
    if not text:
        return Phrase(NOTHING)
    breaks = _line_breaks(text)
    if breaks:
        return breaks
    if len(text) <= _MAX_LISTED:
        return " + ".join(map(code_point_label, text))
    shown = plain_visible(text[:_MAX_QUOTED]) + ("…" if len(text) > _MAX_QUOTED else "")
    return Phrase(QUOTED, {"shown": shown, "count": f"{len(text):,}"})


def _compatibility_tags(*texts: str) -> str:
    return ", ".join(sorted({unicodedata.decomposition(char).split(" ", 1)[0]
                             for char in "".join(texts) if unicodedata.decomposition(char).startswith("<")}))


def sentence(classes: tuple[str, ...] | list[str], a_text: str, b_text: str) -> Phrase:
    """The phrase naming the cause and what each side holds, e.g. ``CRLF in A, LF in B``."""
    classes = tuple(classes)
    if classes == ("language-tag",):
        return Phrase(LANGUAGES, {"a": a_text, "b": b_text}, classes)
    sides = Phrase(SIDES, {"a": describe(a_text), "b": describe(b_text)})
    if classes == ("line-ending",) and _line_breaks(a_text) and _line_breaks(b_text):
        return sides
    tags = _compatibility_tags(a_text, b_text) if "compatibility" in classes else ""
    if tags:
        return Phrase(TITLED_WITH_TAGS, {"tags": tags, "sides": sides}, classes)
    return Phrase(TITLED, {"sides": sides}, classes)


def moved_sentence(moved: str, *, to_a_title: bool) -> Phrase:
    """The `field-boundary` phrase: ``moved`` is in A's title and B's body (or the reverse)."""
    return Phrase(MOVED_TO_A_TITLE if to_a_title else MOVED_TO_A_BODY, {"moved": plain_visible(moved)},
                  ("field-boundary",))
