"""Characters a lesson on exact equality inserts by name, each with its code point.

Grouped as the traps are: invisible characters, the bidi controls (marks, embeddings,
overrides and isolates), line endings and spaces, letters that look alike (Arabic and
Persian yeh and kaf, Latin and Cyrillic a), combining marks (Latin accents, harakat and
hamza), and the digits of each system. A line ending is an entry of its own (CR, LF,
CRLF, LS, PS): the editors cannot tell them apart by eye. Any other character is found
by number or name (:mod:`.lookup`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..charnames import code_points_text, names_text

__all__ = ["GROUPS", "PALETTE", "NamedText", "PaletteEntry", "entry_named"]


class NamedText:
    """A text to insert (``text``) with what a list shows beside it: its code points and names."""

    __slots__ = ()
    text: str

    @property
    def code_points(self) -> str:
        """``U+200C`` (``U+000D U+000A`` for CRLF)."""
        return code_points_text(self.text)

    @property
    def name(self) -> str:
        """The Unicode name(s), or a label like ``<surrogate>``: ``ZERO WIDTH NON-JOINER``."""
        return names_text(self.text)


@dataclass(frozen=True, slots=True)
class PaletteEntry(NamedText):
    """One insertable text: its short name, its group and the characters it inserts."""

    short: str
    group: str
    text: str

    def label(self) -> str:
        """What the palette lists: ``ZWNJ  U+200C  ZERO WIDTH NON-JOINER``."""
        return f"{self.short}  {self.code_points}  {self.name}"

    def words(self) -> tuple[str, str, str]:
        """The short name as (the character before it, its words, the character after it):
        ``("\u064a", "Arabic yeh", "")``, ``("", "hamza", "\u0621")``, ``("", "ZWNJ", "")``.
        The words are what a translation replaces; a digit's are its system (``Persian``)."""
        if self.group == "digits":
            return self.text, self.short.split(" (", 1)[1].rstrip(")"), ""
        if self.short.startswith(self.text + " "):
            return self.text, self.short[len(self.text) + 1:], ""
        if self.short.endswith(" " + self.text):
            return "", self.short[:-len(self.text) - 1], self.text
        return "", self.short, ""


def _digits(group: str, zero: int, system: str) -> list[PaletteEntry]:
    return [PaletteEntry(f"{digit} ({system})", group, chr(zero + digit)) for digit in range(10)]


GROUPS = ("invisible", "bidi", "space and line", "look-alike", "combining", "harakat and hamza", "digits")

PALETTE: tuple[PaletteEntry, ...] = (
    PaletteEntry("ZWNJ", "invisible", "\u200c"),
    PaletteEntry("ZWJ", "invisible", "\u200d"),
    PaletteEntry("ZWSP", "invisible", "\u200b"),
    PaletteEntry("BOM", "invisible", "\ufeff"),
    PaletteEntry("SHY", "invisible", "\u00ad"),
    PaletteEntry("WJ", "invisible", "\u2060"),
    PaletteEntry("LRM", "bidi", "\u200e"),
    PaletteEntry("RLM", "bidi", "\u200f"),
    PaletteEntry("ALM", "bidi", "\u061c"),
    PaletteEntry("LRE", "bidi", "\u202a"),
    PaletteEntry("RLE", "bidi", "\u202b"),
    PaletteEntry("PDF", "bidi", "\u202c"),
    PaletteEntry("LRO", "bidi", "\u202d"),
    PaletteEntry("RLO", "bidi", "\u202e"),
    PaletteEntry("LRI", "bidi", "\u2066"),
    PaletteEntry("RLI", "bidi", "\u2067"),
    PaletteEntry("FSI", "bidi", "\u2068"),
    PaletteEntry("PDI", "bidi", "\u2069"),
    PaletteEntry("NBSP", "space and line", "\u00a0"),
    PaletteEntry("NNBSP", "space and line", "\u202f"),
    PaletteEntry("TAB", "space and line", "\t"),
    PaletteEntry("CR", "space and line", "\r"),
    PaletteEntry("LF", "space and line", "\n"),
    PaletteEntry("CRLF", "space and line", "\r\n"),
    PaletteEntry("NEL", "space and line", "\u0085"),
    PaletteEntry("LS", "space and line", "\u2028"),
    PaletteEntry("PS", "space and line", "\u2029"),
    PaletteEntry("\u064a Arabic yeh", "look-alike", "\u064a"),
    PaletteEntry("\u06cc Persian yeh", "look-alike", "\u06cc"),
    PaletteEntry("\u0643 Arabic kaf", "look-alike", "\u0643"),
    PaletteEntry("\u06a9 Persian kaf", "look-alike", "\u06a9"),
    PaletteEntry("\u0647 heh", "look-alike", "\u0647"),
    PaletteEntry("\u0629 teh marbuta", "look-alike", "\u0629"),
    PaletteEntry("a Latin", "look-alike", "a"),
    PaletteEntry("\u0430 Cyrillic", "look-alike", "\u0430"),
    PaletteEntry("\u0640 tatweel", "look-alike", "\u0640"),
    PaletteEntry("acute", "combining", "\u0301"),
    PaletteEntry("grave", "combining", "\u0300"),
    PaletteEntry("diaeresis", "combining", "\u0308"),
    PaletteEntry("circumflex", "combining", "\u0302"),
    PaletteEntry("tilde", "combining", "\u0303"),
    PaletteEntry("cedilla", "combining", "\u0327"),
    PaletteEntry("CGJ", "combining", "\u034f"),
    PaletteEntry("fatha", "harakat and hamza", "\u064e"),
    PaletteEntry("kasra", "harakat and hamza", "\u0650"),
    PaletteEntry("damma", "harakat and hamza", "\u064f"),
    PaletteEntry("sukun", "harakat and hamza", "\u0652"),
    PaletteEntry("shadda", "harakat and hamza", "\u0651"),
    PaletteEntry("tanwin fath", "harakat and hamza", "\u064b"),
    PaletteEntry("tanwin damm", "harakat and hamza", "\u064c"),
    PaletteEntry("tanwin kasr", "harakat and hamza", "\u064d"),
    PaletteEntry("superscript alef", "harakat and hamza", "\u0670"),
    PaletteEntry("maddah above", "harakat and hamza", "\u0653"),
    PaletteEntry("hamza \u0621", "harakat and hamza", "\u0621"),
    PaletteEntry("hamza above", "harakat and hamza", "\u0654"),
    PaletteEntry("hamza below", "harakat and hamza", "\u0655"),
    PaletteEntry("\u0623 alef with hamza", "harakat and hamza", "\u0623"),
    PaletteEntry("\u0626 yeh with hamza", "harakat and hamza", "\u0626"),
    *_digits("digits", 0x30, "ASCII"),
    *_digits("digits", 0x6F0, "Persian"),
    *_digits("digits", 0x660, "Arabic-Indic"),
)


def entry_named(short: str) -> PaletteEntry:
    """The entry whose short name is ``short`` (KeyError if none)."""
    for entry in PALETTE:
        if entry.short == short:
            return entry
    raise KeyError(short)
