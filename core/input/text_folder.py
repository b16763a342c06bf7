"""A folder of text files read as a corpus: one record per regular file.

``docdedup group --text-files DIR --set language=en`` (and every command that reads a
corpus) hands the loader a :class:`TextFolder` instead of a file name. Each regular
file under the folder, at any depth, sorted by its path relative to the folder, becomes
one record: ``doc_id`` and ``source_ref`` are that relative path (with ``/``), ``title``
its file name, ``body`` its bytes decoded as UTF-8 exactly (a byte order mark stays
U+FEFF at the start of the body, CRLF stays CRLF), ``language`` the one given. Hidden
files are not read, nor anything in a hidden folder: a name starting with a dot
(``.DS_Store``, ``.git``) is a file manager's or a tool's, not a document.

A file that is not UTF-8, or whose text is longer than a body may be, is a problem
located in that file (path, byte offset, line:column), never a replacement character.
A symbolic link is read only when it points to a file inside the folder; a link out of
the folder is a problem, and links to folders are not walked. Each file is opened through
the gate every input goes through (:func:`.input_source.open_regular`): a named pipe or
a device put in the folder is refused, not read. Its bytes are taken as they are, so a
compressed file is not decompressed (it is not UTF-8, and says so).
"""

from __future__ import annotations

import os
from pathlib import PurePath, PurePosixPath

from ..contract import canonical_bytes
from ..errors import ContractError, Problem
from ..progress import Progress, report
from ..records import CONTENT_FIELDS, Record
from ._json_locate import add_lines_and_columns
from .input_source import open_regular
from .limits import Limits
from .read_as import ReadAs
from .validation import describe_value, record_problems

__all__ = ["TEXT_FILES", "TextFolder", "load_text_folder", "text_file_record", "text_files"]

# How an output's header says a folder was read: what of each file every record field is
# (``{"text_files": {...}, "set": {"language": ...}}``, beside a mapping's ``fields``).
TEXT_FILES = "text_files"
_FIELD_OF_FILE = {"doc_id": "relative path", "source_ref": "relative path", "title": "file name",
                  "body": "text (UTF-8)"}

_MOST_BYTES_PER_CHARACTER = 4  # in UTF-8


class TextFolder(ReadAs):
    """A folder's path, as given, that is read as a folder of text files in ``language``."""

    @property
    def language(self) -> str:
        return self._how

    def as_header(self) -> dict[str, dict[str, str]]:
        return {TEXT_FILES: dict(_FIELD_OF_FILE), "set": {"language": self.language}}


def load_text_folder(folder: TextFolder, limits: Limits,
                     progress: Progress | None = None) -> tuple[list[Record], list[Problem], int, int]:
    """The valid records of ``folder``, every problem (located), the bytes read and the files
    seen (what :func:`core.input.loader.load_records` returns as its ``LoadedFile``). Never
    raises for bad content or I/O, only :class:`core.progress.Cancelled` when ``progress``
    says stop."""
    name = str(folder)
    found = text_files(name)
    if isinstance(found, Problem):
        return [], [found], 0, 0
    files, problems = found
    if not limits.is_language(folder.language):
        sentence = (f"--set language: language must be {limits.language_rule}; "
                    f"got {describe_value(folder.language)}")
        return [], [Problem("language", sentence, path=name)], 0, 0
    if not files and not problems:
        sentence = (f"no files in the folder (hidden ones, named with a leading dot, are not read); "
                    f"the {limits.name} profile accepts {limits.records_rule}")
        return [], [Problem("records", sentence, path=name)], 0, 0
    records, size = [], 0
    for number, (relative, path) in enumerate(files, start=1):
        record, found_problems, nbytes = _record(path, relative, folder.language, limits, number)
        size += nbytes
        problems.extend(found_problems)
        if record is not None:
            records.append(record)
        report(progress, number, len(files))
    return records, problems, size, len(files)


def text_files(folder: str) -> tuple[list[tuple[str, str]], list[Problem]] | Problem:
    """(relative POSIX path, path) of every regular file to read, sorted, and the links refused."""
    if not os.path.isdir(folder):
        what = "does not exist" if not os.path.lexists(folder) else "is not a folder"
        return Problem("file", f"--text-files needs a folder; this {what}", path=folder)
    root = os.path.realpath(folder)
    files, problems = [], []

    def unlisted(error: OSError) -> None:  # a folder that cannot be listed: its files are not lost quietly
        sentence = f"the folder cannot be read: {error.strerror or error}; its files are not read"
        problems.append(Problem("file", sentence, path=error.filename or folder))

    for top, folders, names in os.walk(folder, onerror=unlisted):
        for entry in sorted(folders):
            if os.path.islink(os.path.join(top, entry)) or _hidden(entry):
                folders.remove(entry)  # a link: its files are either outside or reached directly
        folders.sort()  # walked, and its problems said, in the same order on every system
        for entry in sorted(names):
            if _hidden(entry):
                continue
            path = os.path.join(top, entry)
            relative = PurePath(os.path.relpath(path, folder)).as_posix()
            if os.path.islink(path):
                if not os.path.exists(path):  # dangling, or links round in a loop
                    sentence = (f"a symbolic link to {os.readlink(path)}, which cannot be followed (it "
                                "does not exist, or its links go round in a loop), is not read")
                    problems.append(Problem("file", sentence, path=path))
                    continue
                target = os.path.realpath(path)
                if os.path.commonpath([root, target]) != root:
                    sentence = (f"a symbolic link out of the folder (to {target}) is not read; "
                                "copy the file into the folder to include it")
                    problems.append(Problem("file", sentence, path=path))
                    continue
            files.append((relative, path))
    files.sort()
    return files, problems


def _hidden(name: str) -> bool:
    """A file or folder a file manager hides (``.DS_Store``, ``.git``): no document of the folder."""
    return name.startswith(".")


def text_file_record(folder: TextFolder, relative: str, limits: Limits) -> Record | Problem:
    """The record of the file at ``relative`` (its doc_id: its POSIX path in ``folder``) as
    :func:`load_text_folder` makes it, or the problem that stops it, located in that file. A
    result of a folder reads each member again this way. A path that leaves the folder (``..``,
    an absolute path, a symbolic link out of it) is a problem, never read."""
    parts = PurePosixPath(relative).parts
    if not parts or PurePosixPath(*parts).as_posix() != relative or relative.startswith("/") or ".." in parts:
        return Problem("file", f"{describe_value(relative)} is not the path of a file inside the folder",
                       path=str(folder))
    path = os.path.join(str(folder), *parts)
    root, target = os.path.realpath(folder), os.path.realpath(path)
    if os.path.commonpath([root, target]) != root:
        sentence = (f"a symbolic link out of the folder (to {target}) is not read; "
                    "copy the file into the folder to include it")
        return Problem("file", sentence, path=path)
    record, problems, _size = _record(path, relative, folder.language, limits, 1)
    return record if record is not None else problems[0]


def _record(path: str, relative: str, language: str, limits: Limits,
            number: int) -> tuple[Record | None, list[Problem], int]:
    """One file's record (None when it has problems), its problems, and its size read."""
    where = {"path": path, "record": number}
    cap = _MOST_BYTES_PER_CHARACTER * limits.max_body + _MOST_BYTES_PER_CHARACTER
    try:
        with open_regular(path) as stream:
            data = stream.read(cap + 1)
    except OSError as error:
        reason = error.strerror or str(error)
        return None, [Problem("file", f"the file cannot be read: {reason}", **where)], 0
    if len(data) > cap:  # more characters than a body may have, whatever they are
        data = data[:cap]
    try:
        body = data.decode("utf-8")
    except UnicodeDecodeError as error:
        if len(data) == cap and error.start >= len(data) - 3 and error.reason == "unexpected end of data":
            body = data[:error.start].decode("utf-8")  # a character cut by the cap, not bad bytes
        else:
            at = error.start
            sentence = (f"not UTF-8 ({error.reason}, byte 0x{data[at]:02X} at byte offset {at:,}); "
                        "save the file as UTF-8 to read it")
            return None, _located([Problem("encoding", sentence, offset=at, **where)], data), len(data)
    if len(body) > limits.max_body:
        cut = len(body[:limits.max_body].encode("utf-8"))
        sentence = (f"the text is longer than a body may be: at most {limits.max_body:,} characters; "
                    f"character {limits.max_body + 1:,} is here")
        problem = Problem("body", sentence, field="body", offset=cut, **where)
        return None, _located([problem], data), len(data)
    value = {"doc_id": relative, "source_ref": relative, "language": language,
             "title": PurePath(relative).name, "body": body}
    found = [p.located(path=path) for p in record_problems(value, limits, number=number)]
    if not found:
        try:
            canonical_bytes(*(value[field] for field in CONTENT_FIELDS))
        except ContractError as error:
            found = [error.problem.located(path=path, record=number)]
    if found:
        return None, found, len(data)
    return Record(**value), [], len(data)


def _located(problems: list[Problem], data: bytes) -> list[Problem]:
    """Line and column of each problem's byte offset (line 1, column 1 is the file's first byte)."""
    return add_lines_and_columns(problems, data, 0)
