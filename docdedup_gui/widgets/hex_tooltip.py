"""What the hex view says about the byte under the mouse: where it is, and which byte of
which character of which field (a lead byte, a continuation byte, a JSON escape)."""

from __future__ import annotations

from core.charnames import code_point_label
from core.display.byte_roles import byte_role
from core.display.hexdump import HexDump

from ..i18n import translate

__all__ = ["byte_tooltip"]


def byte_tooltip(dump: HexDump, offset: int) -> str:
    """The tooltip of a byte: its offset, which byte of which character it is
    ("byte 2 of 2 of U+0631 ر": a lead or continuation byte), and the character's field."""
    text = translate("HexDumpView", "byte {offset} (0x{hex}) of {total}").format(
        offset=offset, hex=f"{offset:x}", total=len(dump.data))
    role = byte_role(dump.layout, offset)
    if role is None:
        return text + "\n" + translate("HexDumpView", "JSON structure")
    which = translate("HexDumpView", "byte {position} of {count} of {char}").format(
        position=role.position, count=role.count, char=role.char_label)
    kind = {"lead": translate("HexDumpView", "lead byte: it says how many bytes follow"),
            "continuation": translate("HexDumpView", "continuation byte (10xxxxxx)"),
            "escape": translate("HexDumpView", "a JSON escape"), "single": ""}[role.kind]
    lines = [text, which + (f" \u2014 {kind}" if kind else ""),
             f"{role.field}[{role.index}]: {code_point_label(role.char)}"]
    return "\n".join(lines)
