"""Which characters of a field are invisible, and the marker that shows each one.

The field views keep the original text untouched and draw these markers over it,
so Persian shaping (ZWJ, tatweel) and bidi reordering (LRM, RLM, isolates) look
exactly as they would without markers. Where a plain string is needed (a list
item, a test), :func:`visible_text` puts each marker beside its character inside
an isolate (FSI ... PDI), which the bidi algorithm treats as one neutral, and
keeps bidi controls themselves so showing them never changes the order.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import regex

from ..charnames import code_point_label, unicodedata

__all__ = [
    "BADGED",
    "LINE_ENDING",
    "Marker",
    "Segment",
    "iter_markers",
    "line_endings",
    "marker_for",
    "markers",
    "plain_visible",
    "segments",
    "shown_alone",
    "visible_text",
]

# The line endings of UNICODE.md's line-ending class; CRLF is one ending.
LINE_ENDING = re.compile("\r\n|[\r\n\x85\u2028\u2029]")

# How a marker is drawn: "inline" inside the character's own advance (spaces,
# tabs, line ends), "badge" as a small label beside a zero-width character, and
# "mark" as a tint over a visible character that is easy to miss (tatweel).
INLINE, BADGE, MARK = "inline", "badge", "mark"

_FSI, _PDI = "\u2068", "\u2069"

# (label, style, kind) for characters with a well-known short name.
_KNOWN: dict[int, tuple[str, str, str]] = {
    0x09: ("\u2192", INLINE, "space"),  # TAB: an arrow filling its advance
    0x20: ("\u00b7", INLINE, "space"),
    0xA0: ("NBSP", INLINE, "space"),
    # Line endings are named in letters, not with the Control Pictures (U+240D ␍):
    # neither shipped font has those, and a box of tofu would hide which ending it is.
    0x0D: ("CR", INLINE, "line-ending"),
    0x0A: ("LF", INLINE, "line-ending"),
    0x85: ("NEL", INLINE, "line-ending"),
    0x2028: ("LS", INLINE, "line-ending"),
    0x2029: ("PS", INLINE, "line-ending"),
    0x200B: ("ZWSP", BADGE, "ignorable"),
    0x200C: ("ZWNJ", BADGE, "joiner"),
    0x200D: ("ZWJ", BADGE, "joiner"),
    0x2060: ("WJ", BADGE, "ignorable"),
    0xFEFF: ("BOM", BADGE, "ignorable"),
    0x00AD: ("SHY", BADGE, "ignorable"),
    0x034F: ("CGJ", BADGE, "ignorable"),
    0x200E: ("LRM", BADGE, "bidi"),
    0x200F: ("RLM", BADGE, "bidi"),
    0x061C: ("ALM", BADGE, "bidi"),
    0x202A: ("LRE", BADGE, "bidi"),
    0x202B: ("RLE", BADGE, "bidi"),
    0x202C: ("PDF", BADGE, "bidi"),
    0x202D: ("LRO", BADGE, "bidi"),
    0x202E: ("RLO", BADGE, "bidi"),
    0x2066: ("LRI", BADGE, "bidi"),
    0x2067: ("RLI", BADGE, "bidi"),
    0x2068: ("FSI", BADGE, "bidi"),
    0x2069: ("PDI", BADGE, "bidi"),
    0x0640: ("KASH", MARK, "tatweel"),
    0x202F: ("NNBSP", INLINE, "space"),
    0x205F: ("MMSP", INLINE, "space"),
    0x3000: ("IDSP", INLINE, "space"),
    0x1680: ("OGSP", INLINE, "space"),
}
_C0_LABELS = (
    "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
    "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB",
    "ESC", "FS", "GS", "RS", "US",
)
_SPACE_LABELS = ("ENQ", "EMQ", "ENSP", "EMSP", "3/EM", "4/EM", "6/EM", "FSP", "PSP", "THSP", "HSP")


@dataclass(frozen=True, slots=True)
class Marker:
    """A visible stand-in for ``length`` code points starting at ``index`` of a field.

    ``label`` is what is drawn, ``style`` how (inline, badge or mark), ``kind``
    picks its colour, ``tooltip`` names every code point it stands for.
    """

    index: int
    length: int
    label: str
    style: str
    kind: str
    tooltip: str


@dataclass(frozen=True, slots=True)
class Segment:
    """A run of a field's text, plain (``marker`` None) or one marked character."""

    text: str
    start: int
    marker: Marker | None = None


def _variation_label(cp: int) -> str | None:
    if 0xFE00 <= cp <= 0xFE0F:
        return f"VS{cp - 0xFE00 + 1}"
    if 0xE0100 <= cp <= 0xE01EF:
        return f"VS{cp - 0xE0100 + 17}"
    if 0x180B <= cp <= 0x180D or cp == 0x180F:
        return f"FVS{4 if cp == 0x180F else cp - 0x180B + 1}"
    return None


# Cf, but drawn: the prepended concatenation marks (UNICODE.md: content, never a marker).
_VISIBLE_FORMAT = regex.compile(r"\p{Prepended_Concatenation_Mark}")


def _style_of(char: str) -> tuple[str, str, str] | None:
    """(label, style, kind) for an invisible or easily missed character, else None."""
    cp = ord(char)
    if cp in _KNOWN:
        return _KNOWN[cp]
    if _VISIBLE_FORMAT.match(char):
        return None  # format characters with a glyph (U+0600 NUMBER SIGN, U+06DD END OF AYAH): content
    if 0x2000 <= cp <= 0x200A:
        return _SPACE_LABELS[cp - 0x2000], INLINE, "space"
    label = _variation_label(cp)
    if label:
        return label, BADGE, "variation"
    if cp < 0x20:
        return _C0_LABELS[cp], BADGE, "control"
    if cp == 0x7F:
        return "DEL", BADGE, "control"
    category = unicodedata.category(char)
    if category == "Cc":
        return f"{cp:02X}", BADGE, "control"
    if category in ("Cf", "Co", "Cn", "Cs") or _is_default_ignorable(cp):
        return f"{cp:04X}", BADGE, "ignorable"
    return None


def _is_default_ignorable(cp: int) -> bool:
    # The Default_Ignorable_Code_Point ranges of DerivedCoreProperties that are
    # not Cf (those are caught by category): Hangul fillers, Khmer inherent vowels,
    # unassigned tag-plane code points.
    return (cp in (0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0)
            or 0xE0000 <= cp <= 0xE0FFF)


def marker_for(char: str, index: int = 0) -> Marker | None:
    """The marker for one character at ``index``, or None when it shows by itself."""
    style = _style_of(char)
    if style is None:
        return None
    label, how, kind = style
    return Marker(index, 1, label, how, kind, code_point_label(char))


def _ending(ending: str, index: int) -> Marker:
    label = "".join(_KNOWN[ord(char)][0] for char in ending)
    tooltip = "\n".join(code_point_label(char) for char in ending)
    return Marker(index, len(ending), label, INLINE, "line-ending", tooltip)


def line_endings(text: str) -> list[Marker]:
    """One marker per line ending (CRLF is one marker of length 2)."""
    return [_ending(match.group(), match.start()) for match in LINE_ENDING.finditer(text)]


# A superset of the characters :func:`_style_of` marks, so the scan for them runs in C;
# each match is then checked with _style_of. Cf comes from the same Unicode version
# as unicodedata2 (the ``regex`` module's tables), the rest is listed.
_CANDIDATES = regex.compile(
    "\r\n|[\x00-\x20\x7f-\xa0\u034f\u0640\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f"
    "\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\uffa0"
    "\U000e0000-\U000e0fff\\p{Cf}\\p{Co}\\p{Cn}\\p{Cs}]")


# Exactly the characters drawn as badges (zero-width or nearly: controls, format
# characters, joiners, bidi controls, variation selectors, default ignorables).
_BADGE_CHARACTER = (
    "[[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\u034f\u115f\u1160\u17b4\u17b5"
    "\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0f"
    "\uffa0\U000e0000-\U000e0fff\\p{Cf}\\p{Co}\\p{Cn}\\p{Cs}]--\\p{Prepended_Concatenation_Mark}]")
_BADGE_RUN = regex.compile(_BADGE_CHARACTER + "+", flags=regex.V1)
# Characters shown with a badge under their line, so a view makes room for it there: the
# badge characters, and the spaces too narrow for their name (NBSP, thin and other spaces).
BADGED = regex.compile(_BADGE_CHARACTER + "|[\u00a0\u2000-\u200a\u202f\u205f\u3000]", flags=regex.V1)
_LISTED = 4  # distinct characters a run's tooltip names


def _run_marker(first: Marker, run: str) -> Marker:
    """One marker for ``run``, consecutive badge characters that sit at one spot."""
    kinds = list(dict.fromkeys(run))
    labels = [_style_of(char)[0] for char in kinds[:2]]
    label = "+".join(labels) + ("+\u2026" if len(kinds) > 2 else "") + f"\u00d7{len(run):,}"
    tooltip = "\n".join(code_point_label(char) for char in kinds[:_LISTED])
    if len(kinds) > _LISTED:
        tooltip += f"\n\u2026 {len(kinds) - _LISTED:,} more kinds"
    tooltip += f"\n\u00d7 {len(run):,} code points"
    kind = first.kind if all(_style_of(char)[2] == first.kind for char in kinds) else "ignorable"
    return Marker(first.index, len(run), label, BADGE, kind, tooltip)


def iter_markers(text: str, *, spaces: bool = True, runs: bool = False) -> Iterator[Marker]:
    """The markers of ``text`` in logical order, found lazily (a caller may stop early).

    ``spaces=False`` leaves U+0020 unmarked. ``runs=True`` gives each run of
    consecutive badge characters (zero-width: joiners, bidi controls, ...) one marker
    labelled with its count (``ZWJ×500``, ``ZWJ+ZWNJ×40``): they all sit at one spot,
    where thousands of badges could never be told apart.
    """
    position = 0
    while True:
        found = _CANDIDATES.search(text, position)
        if found is None:
            return
        index = found.start()
        if found.group() == "\r\n":
            yield _ending("\r\n", index)
            position = found.end()
            continue
        position = index + 1
        char = text[index]
        if not spaces and char == " ":
            continue
        marker = marker_for(char, index)  # a lone CR, LF, NEL, LS or PS is its own ending
        if marker is None:
            continue
        if runs and marker.style == BADGE:
            end = _BADGE_RUN.match(text, index).end()
            if end - index > 1:
                marker = _run_marker(marker, text[index:end])
                position = end
        yield marker


def markers(text: str, *, spaces: bool = True) -> list[Marker]:
    """Every marker of ``text`` in logical order; ``spaces=False`` leaves U+0020 unmarked."""
    return list(iter_markers(text, spaces=spaces))


def segments(text: str, *, spaces: bool = False) -> list[Segment]:
    """``text`` cut into plain runs and marked characters, in logical order."""
    result: list[Segment] = []
    position = 0
    for marker in markers(text, spaces=spaces):
        if marker.index > position:
            result.append(Segment(text[position:marker.index], position))
        end = marker.index + marker.length
        result.append(Segment(text[marker.index:end], marker.index, marker))
        position = end
    if position < len(text):
        result.append(Segment(text[position:], position))
    return result


def _label(marker: Marker) -> str:
    return marker.label if len(marker.label) == 1 else f"\u27e8{marker.label}\u27e9"


_DOTTED_CIRCLE = "\u25cc"


def shown_alone(char: str) -> str:
    """``char`` as it is shown standing alone: an invisible character by its name
    (``⟨RLO⟩``, ``⟨ZWNJ⟩``, ``⟨BOM⟩``), a combining mark on a dotted circle (``◌́``),
    any other character as itself."""
    marker = marker_for(char)
    if marker is not None and char != " ":
        return f"\u27e8{marker.label}\u27e9"
    if unicodedata.category(char) in ("Mn", "Me"):
        return _DOTTED_CIRCLE + char
    return char


def _shown(segment: Segment) -> str:
    marker = segment.marker
    if marker is None:
        return segment.text
    badge = f"{_FSI}{_label(marker)}{_PDI}"
    if marker.style == MARK:
        return segment.text + badge  # tatweel is visible itself; keep it so joining stays
    if marker.kind == "bidi":
        return segment.text + badge  # keep the control: removing it would reorder the text
    return badge


def visible_text(text: str, *, spaces: bool = False) -> str:
    """``text`` as one string with every invisible character shown as its marker.

    Markers are wrapped in FSI ... PDI so they act as neutrals; bidi controls and
    tatweel stay in place beside their marker, so the visible order does not change.
    """
    return "".join(_shown(segment) for segment in segments(text, spaces=spaces))


def plain_visible(text: str) -> str:
    """``text`` for a terminal or a sentence: every marked character, spaces included,
    replaced by its marker's label (``·``, ``⟨ZWNJ⟩``, ``⟨CRLF⟩``); tatweel stays beside
    its label. No isolates, and bidi controls are replaced too, so nothing reorders."""
    return "".join(segment.text if segment.marker is None
                   else (segment.text if segment.marker.style == MARK else "") + _label(segment.marker)
                   for segment in segments(text, spaces=True))
