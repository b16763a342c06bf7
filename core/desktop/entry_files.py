"""What the desktop files say: the launcher, the file types, the icon sizes.

Everything here is text decided from a few inputs (the command that starts the window),
so it is tested without a desktop and without Qt. The files follow the freedesktop.org
Desktop Entry Specification (version 1.4), the Shared MIME-info Database specification and the Icon
Theme Specification.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

__all__ = ["APP_ID", "ICON_SIZES", "RECORD_TYPES", "RecordType", "desktop_file", "exec_value",
           "mime_package", "mime_types"]

APP_ID = "docdedup-inspector"
"""The name of the launcher (``APP_ID.desktop``), of the icon and of the MIME package."""

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
"""The hicolor sizes a launcher's icon is drawn at (48 is the one the specification requires);
the SVG goes to ``scalable`` as well, for a desktop that draws at any size."""


@dataclass(frozen=True)
class RecordType:
    """A file type the inspector opens: its MIME type, the names it has, what it refines."""

    mime: str
    comment: str
    globs: tuple[str, ...] = ()
    parent: str | None = None
    declared: bool = True  # False: the system's shared-mime-info already defines it


_PLAIN = (".json", ".jsonl", ".ndjson")
_COMPRESSIONS = (  # (name in the type, file suffix, the system's type of the compressed stream, label)
    ("gzip", ".gz", "application/gzip", "gzip"),
    ("bzip", ".bz2", "application/x-bzip", "bzip2"),
    ("xz", ".xz", "application/x-xz", "xz"),
    ("zstd", ".zst", "application/zstd", "Zstandard"),
)

RECORD_TYPES: tuple[RecordType, ...] = (
    RecordType("application/json", "JSON document", declared=False),
    RecordType("application/x-ndjson", "JSON Lines document", ("*.jsonl", "*.ndjson"), "text/plain"),
    *(RecordType(f"application/x-{name}-compressed-json", f"JSON or JSON Lines document ({label})",
                 tuple(f"*{plain}{suffix}" for plain in _PLAIN), parent)
      for name, suffix, parent, label in _COMPRESSIONS),
)
"""Every type the launcher offers to open: JSON arrays, JSON Lines, and both compressed
(gzip, bzip2, xz, Zstandard; a longer glob such as ``*.jsonl.gz`` wins over ``*.gz``)."""


def mime_types() -> list[str]:
    return [kind.mime for kind in RECORD_TYPES]


# The Exec key's own quoting (Desktop Entry Specification, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def _quoted_argument(argument: str) -> str:
    argument = argument.replace("%", "%%")  # a literal percent sign is written twice
    if not any(character in _RESERVED for character in argument):
        return argument
    escaped = "".join("\\" + character if character in '"`$\\' else character for character in argument)
    return f'"{escaped}"'


def exec_value(command: Sequence[str]) -> str:
    """The Exec value that runs ``command`` with the file to open (``%f``) after it.

    Arguments are quoted as the specification asks; the value is then a desktop file
    string, whose own escapes double every backslash (so ``\\$`` inside quotes becomes ``\\\\$``).
    """
    if not command:
        raise ValueError("the command that starts the window is empty")
    line = " ".join(_quoted_argument(argument) for argument in command) + " %f"
    return line.replace("\\", "\\\\").replace("\n", "\\n")


def desktop_file(command: Sequence[str]) -> str:
    """The launcher ``APP_ID.desktop``: the window, its icon, and the file types it opens."""
    return "\n".join((
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",  # what desktop-file-utils 0.26 (Debian 12) knows; nothing here is newer
        "Name=DocDedup Inspector",
        "GenericName=Duplicate document inspector",
        "Comment=Find exact duplicate documents and see why near-identical ones differ",
        f"Exec={exec_value(command)}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "StartupNotify=true",
        "Categories=Utility;TextTools;",
        "Keywords=duplicate;deduplication;Unicode;JSON;corpus;",
        "MimeType=" + "".join(f"{mime};" for mime in mime_types()),
        "",
    ))


def mime_package() -> str:
    """The MIME package ``APP_ID.xml``: the types the system does not know yet (JSON Lines and
    the compressed forms); ``application/json`` is the system's own and is only named by the
    launcher."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">']
    for kind in RECORD_TYPES:
        if not kind.declared:
            continue
        lines.append(f"  <mime-type type={quoteattr(kind.mime)}>")
        lines.append(f"    <comment>{escape(kind.comment)}</comment>")
        if kind.parent:
            lines.append(f"    <sub-class-of type={quoteattr(kind.parent)}/>")
        lines.extend(f"    <glob pattern={quoteattr(glob)}/>" for glob in kind.globs)
        lines.append("  </mime-type>")
    lines.append("</mime-info>")
    return "\n".join(lines) + "\n"
