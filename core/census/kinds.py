"""The kinds of characters worth telling an editor about (UNICODE.md), by stable name.

A kind names why one character of one record deserves a look with no partner record
to compare it with. The names are shared with the difference classes of
:mod:`core.differences.classes` where they mean the same thing, and they are what
``docdedup chars`` writes and ``--kind`` accepts.
"""

from __future__ import annotations

__all__ = ["BADGES", "KINDS", "KIND_NAMES", "REORDERING_KINDS", "badges_text", "is_reordering"]

# (name, what it is), in the order a report lists them: the most deceptive first.
KINDS: tuple[tuple[str, str], ...] = (
    ("bidi-control", "bidi override, embedding, isolate or mark: the displayed order may differ "
     "from the stored order (Trojan Source, CVE-2021-42574)"),
    ("tag", "tag character U+E0000..U+E007F: text hidden from readers"),
    ("confusable", "a letter of another script inside a word (UTS #39 mixed script)"),
    ("default-ignorable", "invisible: zero width space, joiners, word joiner, soft hyphen, ..."),
    ("bom", "U+FEFF ZERO WIDTH NO-BREAK SPACE (byte order mark)"),
    ("control", "a C0 or C1 control character other than TAB, LF and CR"),
    ("line-ending", "a line ending other than LF: CR, NEL, LS or PS"),
    ("space-variant", "a space other than U+0020: NBSP, narrow or wide spaces"),
    ("variation-selector", "a variation selector"),
    ("compatibility", "a presentation form, fullwidth or halfwidth form, ligature or styled letter"),
    ("not-nfc", "a character that NFC would change: decomposed, out of order or a singleton"),
    ("tatweel", "U+0640 ARABIC TATWEEL (kashida)"),
    ("private-use", "a private-use code point"),
    ("unassigned", "a code point Unicode has not assigned"),
    ("noncharacter", "a noncharacter code point"),
    ("persian-yeh", "Arabic yeh or alef maksura in a Persian record (Persian writes U+06CC)"),
    ("persian-kaf", "Arabic kaf in a Persian record (Persian writes U+06A9)"),
    ("digit-system", "a digit foreign to the record's language, or a number mixing digit systems"),
)
KIND_NAMES: tuple[str, ...] = tuple(name for name, _ in KINDS)

# A badge per kind, for a narrow column (the group tree's Characters): a few letters a
# reader can tell apart; the full name and meaning are in the cell's tooltip.
BADGES: dict[str, str] = {
    "bidi-control": "BiDi", "tag": "Tag", "confusable": "Mix", "default-ignorable": "Inv",
    "bom": "BOM", "control": "Ctl", "line-ending": "EOL", "space-variant": "Sp",
    "variation-selector": "VS", "compatibility": "Cmp", "not-nfc": "NFC", "tatweel": "Ttw",
    "private-use": "PUA", "unassigned": "Cn", "noncharacter": "NCh", "persian-yeh": "Yeh",
    "persian-kaf": "Kaf", "digit-system": "Dgt",
}

# What makes the displayed order of a record differ from its stored order: the banner's
# test. LRM, RLM and ALM are bidi controls too, but they only nudge neutrals.
_REORDERING = frozenset(range(0x202A, 0x202F)) | frozenset(range(0x2066, 0x206A)) | frozenset(
    range(0xE0000, 0xE0080))
REORDERING_KINDS = ("bidi-control", "tag")


def is_reordering(code_point: int) -> bool:
    """Whether ``code_point`` is an override, embedding, isolate or tag character."""
    return code_point in _REORDERING


def badges_text(kinds) -> str:
    """The badges of ``kinds``, in the order given (``"BiDi Inv"``)."""
    return " ".join(BADGES[kind] for kind in kinds)
