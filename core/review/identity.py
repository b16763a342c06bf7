"""The ``input`` of a decision line: which corpus file, by name, size and SHA-256 of its bytes."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ..errors import Problem, shown_name
from ..input.field_mapping import mapping_header
from ..input.input_source import open_regular
from ..input.text_folder import TextFolder, text_files
from ..perf import update_holding_gil
from ..progress import Progress, report
from .decision_lines import InputFile

__all__ = ["input_file_of"]

_CHUNK = 1 << 20


def input_file_of(path: str | os.PathLike, *, progress: Progress | None = None) -> InputFile:
    """Hash ``path`` in 1 MiB reads (the GUI runs this in a worker; it keeps the GIL per piece).

    A corpus read through a field mapping says it (``mapping``); a folder of text files is
    hashed as its files' relative paths and bytes, in the order they are read.
    """
    mapping = mapping_header(path)
    if isinstance(path, TextFolder) and os.path.isdir(path):  # not a result of one: that is its own file
        size, hexdigest = _folder_digest(path, progress)
    else:
        size, hexdigest = _file_digest(Path(path), progress)
    # A line is UTF-8, whatever the name.
    return InputFile(shown_name(Path(path).name), size, hexdigest, mapping)


def _file_digest(path: Path, progress: Progress | None) -> tuple[int, str]:
    digest = hashlib.sha256()
    done = 0
    with open_regular(path) as handle:  # a pipe cannot be hashed again, a device never ends
        size = os.fstat(handle.fileno()).st_size
        while chunk := handle.read(_CHUNK):
            update_holding_gil(digest, chunk)
            done += len(chunk)
            report(progress, done, size)
    return size, digest.hexdigest()


def _folder_digest(folder: TextFolder, progress: Progress | None) -> tuple[int, str]:
    """(bytes, SHA-256) of a folder of text files: each file's relative path and its bytes."""
    found = text_files(str(folder))
    files = [] if isinstance(found, Problem) else found[0]
    digest, size = hashlib.sha256(), 0
    for number, (relative, path) in enumerate(files, start=1):
        name = relative.encode("utf-8", "surrogateescape")
        file_size, file_digest = _file_digest(Path(path), None)
        digest.update(b"%d:%s %d:%s\n" % (len(name), name, file_size, file_digest.encode()))
        size += file_size
        report(progress, number, len(files))
    return size, digest.hexdigest()
