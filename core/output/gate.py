"""The one gate every output passes: no output ever replaces a file that is not its own.

A target is refused, with a sentence, when it is (or leads to, through a symbolic
link, a hard link or ``..``) one of the inputs, compared by device and inode, or lies
inside a folder that is an input (a folder of text files or of shards, read whole: its
next reading would take the output for one more record); an
input given as ``-`` is standard input, which is that file when a file was
redirected into it (``docdedup group - -o corpus.jsonl < corpus.jsonl``). An
existing file is replaced only by one of its own kind (a group report by a group
report, a decisions file by a decisions file: each kind knows its first bytes); an
empty file may become anything. A kind may also refuse a symbolic link to a missing
file, so that nothing is created wherever such a link points.
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..input.input_source import STDIN, kind_of

__all__ = ["GROUP_REPORT", "OutputError", "OutputKind", "check_target", "signature_kind"]

_HEAD = 4096  # enough of an existing file to tell its kind by its first line
_BOM = b"\xef\xbb\xbf"


class OutputError(ValueError):
    """An output that must not or could not be written; the message says why."""


@dataclass(frozen=True)
class OutputKind:
    """What an output is: ``name`` as a phrase ("a group report"), and how to recognise one.

    ``recognise(fd)`` reads an existing, non-empty regular file from its start and says why
    it is not of this kind, or None when it is. ``through_missing_link``: may the output be
    created where a symbolic link to a missing file points (False for a decisions file).
    """

    name: str
    recognise: Callable[[int], str | None]
    through_missing_link: bool = True


def signature_kind(name: str, *patterns: bytes, through_missing_link: bool = True) -> OutputKind:
    """A kind recognised by the start of its first bytes (after a UTF-8 byte order mark)."""
    compiled = [re.compile(pattern) for pattern in patterns]

    def recognise(fd: int) -> str | None:
        head = os.pread(fd, _HEAD, 0).removeprefix(_BOM)
        if any(pattern.match(head) for pattern in compiled):
            return None
        return "its first line is not one this program writes there"

    return OutputKind(name, recognise, through_missing_link)


_CONTRACT = rb'\A\s*\{\s*"contract"\s*:\s*"[^"]*"\s*,\s*'
GROUP_REPORT = signature_kind(
    "a group report", _CONTRACT + rb'"limits"\s*:', rb"\Agroup,representative,candidate_digest,")


def _identity(path: str) -> tuple[int, int] | None:
    """(device, inode) of the file ``path`` leads to; for ``-``, of the regular file redirected into
    standard input (a pipe or a terminal is no file an output could replace)."""
    try:
        if path == STDIN:
            status = os.fstat(sys.stdin.fileno() if sys.stdin is not None else 0)
            if not stat.S_ISREG(status.st_mode):
                return None
        else:
            status = os.stat(path)
    except (OSError, ValueError, AttributeError):
        return None
    return status.st_dev, status.st_ino


def _input_refusal(given: str, target: Path, target_id: tuple[int, int] | None,
                   inputs: Sequence[str]) -> str | None:
    for kept in inputs:
        kept = os.fspath(kept)
        if kept == STDIN:
            if target_id is not None and target_id == _identity(STDIN):
                return (f"refusing to write the output onto the input file: {given} is the file "
                        "standard input (-) reads; give another output name")
            continue
        if os.path.isdir(kept):
            if (why := _inside_folder(given, target, kept)) is not None:
                return why
            continue
        same = target_id is not None and target_id == _identity(kept)
        if same or target == Path(os.path.realpath(kept)):
            leads = "" if os.path.abspath(given) == os.path.abspath(kept) else f" ({given} leads to it)"
            return (f"refusing to write the output onto the input file {kept}{leads}; "
                    "give another output name")
    return None


def _inside_folder(given: str, target: Path, folder: str) -> str | None:
    """Why ``target`` must not be written: it is inside ``folder``, an input read whole (a folder
    of text files or of shards), whose next reading would take the output for a record."""
    root = Path(os.path.realpath(folder))
    if target != root and root not in target.parents:
        return None
    return (f"refusing to write the output into the folder {folder}, which is an input: a later run "
            f"reading the folder would take {given} for part of the corpus; give a name outside the folder")


def check_target(path: str | os.PathLike, *, inputs: Sequence[str | os.PathLike] = (),
                 kind: OutputKind | None = None) -> tuple[Path, int | None]:
    """Where an output for ``path`` goes (through a symlink) and the mode of the file it replaces
    (None: a new file), or :class:`OutputError` saying why it must not be written there.

    Only a regular file is replaced, or a new one made: writing "onto" a named pipe or a device
    would turn it into a regular file, and a directory cannot be.
    """
    given = os.fspath(path)
    target = Path(os.path.realpath(given))  # a symlink is written through, and kept
    try:
        status = os.stat(target)
    except FileNotFoundError:
        status = None
    except OSError as error:
        raise OutputError(f"cannot write {given}: {error.strerror or error}") from None
    target_id = None if status is None else (status.st_dev, status.st_ino)
    if (why := _input_refusal(given, target, target_id, [os.fspath(p) for p in inputs])) is not None:
        raise OutputError(why)
    if status is None:
        if kind is not None and not kind.through_missing_link and os.path.islink(given):
            raise OutputError(
                f"refusing to write {given}: it is a symbolic link to {os.readlink(given)}, which does not "
                f"exist; {kind.name} is never created where a link points: give the file's own path "
                "or a new name")
        return target, None
    if not stat.S_ISREG(status.st_mode):
        raise OutputError(f"refusing to write onto {given}: it is {kind_of(status.st_mode)}; "
                            "give a regular file or a new name")
    if kind is not None and status.st_size > 0 and (why := _not_of_kind(target, kind)) is not None:
        raise OutputError(f"refusing to replace {given}: it is not {kind.name} ({why}); only a file of "
                          "the kind being written is replaced: give a new name, or move that file away first")
    return target, stat.S_IMODE(status.st_mode)


def _not_of_kind(target: Path, kind: OutputKind) -> str | None:
    try:
        fd = os.open(target, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        return f"it cannot be read to tell: {error.strerror or error}"
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return "it is no longer a regular file"
        return kind.recognise(fd)
    except OSError as error:
        return f"it cannot be read to tell: {error.strerror or error}"
    finally:
        os.close(fd)
