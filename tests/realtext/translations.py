"""One software project's Persian translations across versions: GTK 2, 3 and 4.

Debian ships each major version's compiled catalogues in a data-only package
(``libgtk2.0-common``, ``libgtk-3-common``, ``libgtk-4-common``; ``scripts/install-system-deps``
installs them), all under ``/usr/share/locale/fa/LC_MESSAGES``. Each translated message is a
record: the English message (context and plural with it) as the title, the Persian
translation (plural forms one per line) as the body. A message translated alike in two
versions is one exact group; one whose translation was only respelled is a near-identical pair.

The catalogues are read with a reader of the GNU ``.mo`` format written here (the format is
five numbers and two tables of strings), not with :mod:`gettext`, which drops plurals' English.
"""

from __future__ import annotations

import re
import struct
import subprocess
from collections.abc import Iterator
from pathlib import Path

__all__ = ["CATALOGUES", "LOCALE", "gtk_translation_records", "read_mo"]

LOCALE = Path("/usr/share/locale/fa/LC_MESSAGES")
# (record name, catalogue file, Debian package that ships it)
CATALOGUES = (
    ("gtk2", "gtk20.mo", "libgtk2.0-common"),
    ("gtk2-props", "gtk20-properties.mo", "libgtk2.0-common"),
    ("gtk3", "gtk30.mo", "libgtk-3-common"),
    ("gtk3-props", "gtk30-properties.mo", "libgtk-3-common"),
    ("gtk4", "gtk40.mo", "libgtk-4-common"),
)
_MAGIC = 0x950412DE
_CONTEXT, _PLURALS = "\x04", "\x00"
_CHARSET = re.compile(r"charset=([-\w]+)", re.IGNORECASE)


def read_mo(path: Path) -> list[tuple[str, str]]:
    """The (original, translation) strings of the GNU ``.mo`` catalogue ``path``, in its order
    (sorted by original), the header (empty original) included; plural forms stay joined by NUL."""
    data = path.read_bytes()
    if len(data) < 28:
        raise ValueError(f"{path}: {len(data)} bytes, too short for a .mo header")
    for order in "<>":
        magic, _revision, count, originals, translations = struct.unpack_from(f"{order}5I", data)
        if magic == _MAGIC:
            break
    else:
        raise ValueError(f"{path}: not a GNU .mo catalogue (magic {data[:4].hex()})")

    def strings(table: int) -> list[bytes]:
        found = []
        for at in range(count):
            length, offset = struct.unpack_from(f"{order}2I", data, table + 8 * at)
            if offset + length > len(data):
                raise ValueError(f"{path}: string {at} runs past the end of the file")
            found.append(data[offset:offset + length])
        return found

    pairs = list(zip(strings(originals), strings(translations), strict=True))
    header = dict(pairs).get(b"", b"").decode("ascii", "replace")
    charset = _CHARSET.search(header)
    encoding = charset.group(1) if charset else "utf-8"
    return [(original.decode(encoding), translation.decode(encoding)) for original, translation in pairs]


def _version(package: str) -> str:
    """The installed version of Debian ``package`` (its catalogues carry none of their own)."""
    done = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0 or not done.stdout:
        raise RuntimeError(f"Debian's {package} is not installed (scripts/install-system-deps installs it)")
    return done.stdout


def gtk_translation_records() -> Iterator[dict[str, str]]:
    """Every translated message of GTK's Persian catalogues, in three major versions."""
    for name, file, package in CATALOGUES:
        path = LOCALE / file
        if not path.is_file():
            raise RuntimeError(f"{path} is missing: Debian's {package} ships it "
                               "(scripts/install-system-deps installs it)")
        ref = f"debian:{package}/{_version(package)}#{path}"
        for number, (original, translation) in enumerate(read_mo(path), start=1):
            forms = translation.split(_PLURALS)
            if not original or not all(forms):
                continue  # the header, and messages not translated
            context, _, message = original.rpartition(_CONTEXT)
            title = message.replace(_PLURALS, "\n")
            yield {"doc_id": f"mo-{name}-{number:05d}", "source_ref": f"{ref}?message={number}",
                   "language": "fa", "title": f"{context}: {title}" if context else title,
                   "body": "\n".join(forms)}
