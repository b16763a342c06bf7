"""The ``input`` of a decision line: which corpus file, by name, size and SHA-256 of its bytes."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ..errors import shown_name
from ..input.input_source import open_regular
from ..perf import update_holding_gil
from ..progress import Progress, report
from .decision_lines import InputFile

__all__ = ["input_file_of"]

_CHUNK = 1 << 20


def input_file_of(path: str | os.PathLike, *, progress: Progress | None = None) -> InputFile:
    """Hash ``path`` in 1 MiB reads (the GUI runs this in a worker; it keeps the GIL per piece)."""
    path = Path(path)
    digest = hashlib.sha256()
    done = 0
    with open_regular(path) as handle:  # a pipe cannot be hashed again, a device never ends
        size = os.fstat(handle.fileno()).st_size
        while chunk := handle.read(_CHUNK):
            update_holding_gil(digest, chunk)
            done += len(chunk)
            report(progress, done, size)
    return InputFile(shown_name(path.name), size, digest.hexdigest())  # a line is UTF-8, whatever the name
