"""The decisions file on disk: read every line that is sound, append one line durably.

The file is JSON Lines and only ever grows. A crash or a full disk can leave the
last line cut short; reading reports it (with its line number) and skips it, and
every earlier line still counts. The next append starts on a fresh line, so a torn
line never swallows a good one.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import msgspec

from ..decode_sentences import decode_sentence
from ..errors import Problem
from .lines import CLUSTER_DECISIONS, CONFLICT, GROUP_DECISIONS, SCHEMA, WITHDRAW, DecisionLine, GroupSubject

__all__ = [
    "DecisionsRead",
    "append_lines",
    "check_decisions_file",
    "decisions_path_for",
    "encode_line",
    "not_decisions_file",
    "read_decisions",
]

_DECODER = msgspec.json.Decoder(DecisionLine)
_BATCH_DECODER = msgspec.json.Decoder(list[DecisionLine])
_BATCH_LINES = 1024
_SPLIT_BYTES = 1 << 20
_ENCODER = msgspec.json.Encoder()
_ALWAYS = (WITHDRAW, CONFLICT)


def decisions_path_for(corpus: str | os.PathLike) -> Path:
    """The default decisions file of a corpus: ``FILE.decisions.jsonl`` beside it."""
    corpus = Path(corpus)
    return corpus.with_name(corpus.name + ".decisions.jsonl")


@dataclass
class DecisionsRead:
    """What a decisions file holds: its sound lines in file order, and what was skipped.

    ``refused``: why the file is not a decisions file at all (a binary file, a records
    file, a CSV chosen by mistake), a sentence naming the file and line; nothing of it
    is read then, and a review never writes to it.
    """

    lines: list[DecisionLine] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    exists: bool = True
    refused: str | None = None

    @property
    def torn(self) -> bool:
        return any(problem.code == "torn-line" for problem in self.problems)


def encode_line(line: DecisionLine) -> bytes:
    """The bytes of one line, newline included (msgspec's compact, deterministic JSON)."""
    return _ENCODER.encode(line) + b"\n"


def _mismatch(line: DecisionLine) -> str | None:
    """Why a well-formed line still cannot count, or None."""
    if line.schema != SCHEMA:
        return f"schema {line.schema!r} is not {SCHEMA!r}"
    allowed = GROUP_DECISIONS if isinstance(line.subject, GroupSubject) else CLUSTER_DECISIONS
    if line.decision not in allowed and line.decision not in _ALWAYS:
        return f"decision {line.decision!r} does not apply to a {line.subject.__struct_config__.tag}"
    if line.decision == "keep" or line.keeper is not None:
        if isinstance(line.subject, GroupSubject):
            if line.keeper not in line.subject.members:
                return f"keeper {line.keeper!r} is not a member of the group"
        elif all(line.keeper not in group.members for group in line.subject.groups):
            return f"keeper {line.keeper!r} is not a member of the cluster"
    return None


def _read_line(raw: bytes, number: int, path: str, last: bool, read: DecisionsRead) -> None:
    if not raw.strip():
        return
    if last and not raw.endswith(b"\n"):
        read.problems.append(Problem(
            "torn-line", "the last line is cut short (a crash or a full disk while writing); "
            "it is skipped, every earlier decision counts", path=path, line=number))
        return
    try:
        line = _DECODER.decode(raw)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        read.problems.append(Problem("decision-line", f"not a decision line: {decode_sentence(error)}",
                                     path=path, line=number))
        return
    if (reason := _mismatch(line)) is not None:
        read.problems.append(Problem("decision-line", f"skipped: {reason}", path=path, line=number))
        return
    read.lines.append(line)


# How much of a file is looked at to tell whether it is a decisions file: its first line, up
# to this many bytes (a decision line is well under 64 KiB; a binary file may have no newline).
_HEAD_BYTES = 1 << 20


def not_decisions_file(head: bytes) -> tuple[int, str] | None:
    """Why a file starting with ``head`` is not a decisions file: ``(line, reason)``; None when it
    is one or may be (empty, or one first line cut short by a crash).

    Only its first non-blank line is judged: a decisions file whose later lines are damaged
    is still one (those lines are reported and skipped, the others count).
    """
    start, number = 0, 1
    while True:
        end = head.find(b"\n", start)
        raw = head[start:] if end == -1 else head[start : end + 1]
        if raw.strip():
            break
        if end == -1:
            return None  # empty, or blank lines only: a new review
        start, number = end + 1, number + 1
    line = raw.strip()
    if b"\0" in line:
        return number, "it holds binary data (a zero byte), not text"
    try:
        line.decode("utf-8")
    except UnicodeDecodeError as error:
        return number, f"it is not UTF-8 text (byte {error.start + 1} of the line)"
    if line.startswith(b"["):
        return number, "it starts with a JSON array (a file of records?), not a JSON object a line"
    if not line.startswith(b"{"):
        return number, "the line is not a JSON object (a CSV or other text?)"
    try:
        value = msgspec.json.decode(line)
    except msgspec.DecodeError:
        if f'"{SCHEMA}"'.encode() in line or not raw.endswith(b"\n"):
            return None  # a decision line cut short or damaged: reported as such when read
        return number, "the line is not valid JSON"
    schema = value.get("schema") if isinstance(value, dict) else None
    if schema == SCHEMA:
        return None
    if schema is None:
        return number, f"the line has no \"schema\": \"{SCHEMA}\" (a file of records?)"
    return number, f"its schema is {schema!r}, not {SCHEMA!r}"


def refusal(path: str | os.PathLike, line: int, reason: str) -> str:
    """The sentence for a file that is not a decisions file (a window says it without a location)."""
    return f"{Path(path).name} is not a decisions file: {reason} (line {line}); choose another decisions file"


def _refused_problem(path: Path, line: int, reason: str) -> Problem:
    return Problem("not-decisions-file", f"not a decisions file: {reason}; choose another decisions file",
                   path=str(path), line=line)


def check_decisions_file(path: str | os.PathLike) -> str | None:
    """Why ``path`` is not a decisions file (a sentence), reading only its first line; None
    when it is one, is empty or is missing (a new review)."""
    try:
        with open(path, "rb") as handle:
            head = handle.readline(_HEAD_BYTES)
    except (FileNotFoundError, IsADirectoryError):
        return None  # a folder is refused by opening it, with the system's words
    except OSError:
        return None  # said when it is read
    why = not_decisions_file(head)
    return refusal(path, *why) if why is not None else None


def read_decisions(path: str | os.PathLike) -> DecisionsRead:
    """Every sound line of ``path``; a missing file reads as no decisions yet.

    A file that is not a decisions file (see :func:`not_decisions_file`) is read as
    nothing, with ``refused`` and one problem saying why.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return DecisionsRead(exists=False)
    except OSError as error:
        return DecisionsRead(problems=[Problem("decisions-file", f"cannot read: {error.strerror or error}",
                                               path=str(path))])
    why = not_decisions_file(data[:_HEAD_BYTES])
    if why is not None:
        return DecisionsRead(problems=[_refused_problem(path, *why)], refused=refusal(path, *why))
    read = DecisionsRead()
    raws = _split_lines(data)
    for start in range(0, len(raws), _BATCH_LINES):
        batch = raws[start : start + _BATCH_LINES]
        if not _read_batch(batch, start, str(path), len(raws), read):
            for number, raw in enumerate(batch, start=start + 1):
                _read_line(raw, number, str(path), number == len(raws), read)
    return read


def _split_lines(data: bytes) -> list[bytes]:
    """``data.splitlines(keepends=True)``, a slice of :data:`_SPLIT_BYTES` at a time: the GIL is
    held for one C call at a time, and 50,000 lines (22 MB) in one call held it 27 ms."""
    lines: list[bytes] = []
    start, size = 0, len(data)
    while start < size:
        end = data.find(b"\n", min(start + _SPLIT_BYTES, size) - 1)
        end = size if end == -1 else end + 1
        lines.extend(data[start:end].splitlines(keepends=True))
        start = end
    return lines


def _read_batch(batch: list[bytes], start: int, path: str, count: int, read: DecisionsRead) -> bool:
    """Decode a batch of lines in one call (5x faster than line by line, and a GUI-sized pause).

    False when any line of it is not sound: the batch is then read line by line, which
    finds and locates the problem.
    """
    if start + len(batch) == count and not batch[-1].endswith(b"\n"):
        return False  # a torn last line
    try:
        lines = _BATCH_DECODER.decode(b"[" + b",".join(batch) + b"]")
    except (msgspec.DecodeError, msgspec.ValidationError):
        return False
    if len(lines) != len(batch):  # two objects on one line would shift every line number after
        return False
    for number, line in enumerate(lines, start=start + 1):
        if (reason := _mismatch(line)) is not None:
            read.problems.append(Problem("decision-line", f"skipped: {reason}", path=path, line=number))
        else:
            read.lines.append(line)
    return True


def append_lines(handle, lines: Iterable[DecisionLine]) -> None:
    """Append ``lines`` to a handle opened ``"a+b"``, then flush and fsync.

    When the file ends without a newline (a torn line), a newline goes first so the
    new line stands on its own. Only after this returns is a decision saved.
    """
    descriptor = handle.fileno()
    data = b"".join(encode_line(line) for line in lines)
    if not _ends_with_newline(descriptor):
        data = b"\n" + data
    # Straight to the file, not through the handle's buffer: after a failed write (a full
    # disk) a buffer would keep the unsaved line and write it with the next decision.
    rest = memoryview(data)
    while rest:
        rest = rest[os.write(descriptor, rest):]
    os.fsync(descriptor)


def _ends_with_newline(descriptor: int) -> bool:
    """Is the file empty or does it end with a newline? (``descriptor`` must be readable)"""
    size = os.fstat(descriptor).st_size
    return size == 0 or os.pread(descriptor, 1, size - 1) == b"\n"
