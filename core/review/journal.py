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

from ..contract import CONTRACT
from ..errors import Problem
from ..input.decode_sentences import decode_sentence
from .decision_lines import SCHEMA, DecisionLine
from .line_checks import duplicate_key, mismatch
from .recognise import BOM, LONGEST_LINE, first_line, line_end, not_decisions_file, open_regular, refusal

__all__ = [
    "DecisionsRead",
    "LineReader",
    "append_lines",
    "check_decisions_file",
    "decisions_path_for",
    "encode_line",
    "read_decisions",
]

_DECODER = msgspec.json.Decoder(DecisionLine)
_BATCH_DECODER = msgspec.json.Decoder(list[DecisionLine])
_BATCH_LINES = 1024
# The file is read this many bytes at a time: what is held at once is a slice and its lines,
# never the whole file beside its decoded lines; and the GIL is held for one C call at a
# time (50,000 lines, 22 MB, split in one call held it 27 ms).
_SPLIT_BYTES = 1 << 20
_ENCODER = msgspec.json.Encoder()
_replace = msgspec.structs.replace


def decisions_path_for(corpus: str | os.PathLike) -> Path:
    """The default decisions file of a corpus: ``FILE.decisions.jsonl`` beside it."""
    corpus = Path(corpus)
    return corpus.with_name(corpus.name + ".decisions.jsonl")


@dataclass
class DecisionsRead:
    """What a decisions file holds: its sound lines in file order, and what was skipped.

    ``refused``: why the file is not a decisions file at all (a binary file, a records
    file, a CSV chosen by mistake, a device or a folder), a sentence naming the file; nothing
    of it is read then, and a review never writes to it.
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


def _refused(path: Path, line: int | None, reason: str) -> DecisionsRead:
    problem = Problem("not-decisions-file", f"not a decisions file: {reason}; choose another decisions file",
                      path=str(path), line=line)
    return DecisionsRead(problems=[problem], refused=refusal(path, line, reason))


def check_decisions_file(path: str | os.PathLike) -> str | None:
    """Why ``path`` is not a decisions file (a sentence), reading only its whole first line; None
    when it is one, is empty or is missing (a new review)."""
    try:
        fd = open_regular(path)
    except ValueError as error:
        return refusal(path, None, str(error))
    except OSError:
        return None  # missing (a new review), or said when it is opened or read
    try:
        number, line, complete = first_line(fd)
    except OSError:
        return None
    finally:
        os.close(fd)
    why = not_decisions_file(line, complete)
    return refusal(path, number, why) if why is not None else None


def read_decisions(path: str | os.PathLike) -> DecisionsRead:
    """Every sound line of ``path``; a missing file reads as no decisions yet.

    A file that is not a decisions file (see :func:`~.recognise.not_decisions_file`), a
    device, a pipe or a folder is read as nothing, with ``refused`` and one problem saying why.
    """
    path = Path(path)
    try:
        fd = open_regular(path)
    except FileNotFoundError:
        return DecisionsRead(exists=False)
    except ValueError as error:
        return _refused(path, None, str(error))
    except OSError as error:
        return _refused(path, None, f"it cannot be read ({error.strerror or error})")
    try:
        number, first, complete = first_line(fd)
        if (why := not_decisions_file(first, complete)) is not None:
            return _refused(path, number, why)
        reader = LineReader(str(path))
        while chunk := os.read(fd, _SPLIT_BYTES):
            reader.feed(chunk)
        reader.finish()
        return reader.read
    except OSError as error:
        return _refused(path, None, f"it cannot be read ({error.strerror or error})")
    finally:
        os.close(fd)


class LineReader:
    """Decision lines from a file's bytes, given a slice at a time, numbered across slices.

    Line ends are ``\\n``, ``\\r\\n`` or a lone ``\\r`` (said once: an old convention, read as
    lines all the same). A byte order mark at the start is said and skipped. The bytes after
    the last line end wait for the next slice; :meth:`finish` reports them as a torn line.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self.read = DecisionsRead()
        self.number = 0  # lines read so far
        self.carry = b""
        self._started = False
        self._said_cr = False
        self._skipping = False
        self._shared: dict = {}

    def feed(self, data: bytes) -> None:
        if not self._started:
            data = self._start(self.carry + data)
            self.carry = b""
        if self._skipping:  # a line too long to be a decision line: its bytes go until its end
            end = line_end(data)
            if end is None:
                return
            data, self._skipping = data[end:], False
            self.number += 1
        data = self.carry + data
        cut = _last_line_end(data)
        self.carry = data[cut:]
        if cut:
            self._lines(data[:cut])
        if len(self.carry) > LONGEST_LINE:  # bounded: never the whole of a file of one line
            self._problem(f"not a decision line: it is longer than {LONGEST_LINE >> 20} MiB, which no "
                          "decision line is", self.number + 1)
            self.carry, self._skipping = b"", True

    def finish(self) -> None:
        """The end of the file: bytes after the last line end are a line cut short."""
        rest, self.carry = self.carry, b""
        if self._skipping:
            return  # said already
        if rest.endswith(b"\r"):  # held back in case a \n followed: a line after all
            self._lines(rest)
        elif rest.strip():
            self.read.problems.append(Problem(
                "torn-line", "the last line is cut short (a crash or a full disk while writing); "
                "it is skipped, every earlier decision counts", path=self.path, line=self.number + 1))

    def _start(self, data: bytes) -> bytes:
        if len(data) < len(BOM) and BOM.startswith(data):
            return data  # too little to tell yet
        self._started = True
        if data.startswith(BOM):
            self.read.problems.append(Problem(
                "byte-order-mark", "the file starts with a UTF-8 byte order mark (an editor added it); "
                "it is ignored and every line is read", path=self.path, line=1))
            return data[len(BOM):]
        return data

    def _lines(self, complete: bytes) -> None:
        """Read the lines of ``complete`` (whole lines, their ends included)."""
        if not self._said_cr and b"\r" in complete:
            self._note_cr(complete.splitlines(keepends=True))
        raws = complete.splitlines()  # without their ends
        for start in range(0, len(raws), _BATCH_LINES):
            batch = raws[start : start + _BATCH_LINES]
            if not self._batch(batch):
                for offset, raw in enumerate(batch, start=1):
                    self._line(raw, self.number + offset)
            self.number += len(batch)

    def _note_cr(self, raws: list[bytes]) -> None:
        for offset, raw in enumerate(raws, start=1):
            if raw.endswith(b"\r") and raw.strip():
                self._said_cr = True
                self.read.problems.append(Problem(
                    "line-ends", "lines end with a carriage return alone (CR, an old Mac convention); "
                    "they are read as lines", path=self.path, line=self.number + offset))
                return

    def _batch(self, batch: list[bytes]) -> bool:
        """Decode a batch of lines in one call (5x faster than line by line, and a GUI-sized pause).

        False when any line of it is not sound: the batch is then read line by line, which
        finds and locates the problem.
        """
        joined = b"[" + b",".join(batch) + b"]"
        try:
            lines = _BATCH_DECODER.decode(joined)
        except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
            return False
        if len(lines) != len(batch):  # two objects on one line would shift every line number after
            return False
        if _ENCODER.encode(lines) == joined:  # as written here: no key can be there twice
            self._keep_all(lines, self.number + 1)
        else:
            for number, (line, raw) in enumerate(zip(lines, batch, strict=True), start=self.number + 1):
                self._keep(line, raw, number)
        return True

    def _keep_all(self, lines: list[DecisionLine], first: int) -> None:
        """Keep ``lines`` (numbered from ``first``, none with a key twice) unless they cannot count;
        one loop, as the time of a million lines is mostly this loop's."""
        append, one = self.read.lines.append, self._shared.setdefault
        for number, line in enumerate(lines, start=first):
            if (reason := mismatch(line)) is not None:
                self._problem(f"skipped: {reason}", number)
                continue
            # What every line repeats, held once (schema and contract are the only ones that count).
            append(_replace(line, schema=SCHEMA, contract=CONTRACT,
                            reviewer=one(line.reviewer, line.reviewer), input=one(line.input, line.input)))

    def _line(self, raw: bytes, number: int) -> None:
        if not raw.strip():
            return
        try:
            line = _DECODER.decode(raw)
        except (msgspec.DecodeError, msgspec.ValidationError) as error:
            self._problem(f"not a decision line: {decode_sentence(error)}", number)
            return
        except RecursionError:
            self._problem("not a decision line: it is nested deeper than any decision line", number)
            return
        self._keep(line, raw, number)

    def _keep(self, line: DecisionLine, raw: bytes, number: int) -> None:
        """Keep one line not written as this program writes it, unless a key is there twice."""
        if _ENCODER.encode(line) != raw and (twice := duplicate_key(raw)) is not None:
            self._problem(f"not a decision line: {twice}", number)
        else:
            self._keep_all([line], number)

    def _problem(self, sentence: str, number: int) -> None:
        self.read.problems.append(Problem("decision-line", sentence, path=self.path, line=number))


def _last_line_end(data: bytes) -> int:
    """The index just past the last line end in ``data`` (0: none). A ``\\r`` at the very end
    is not one yet: a ``\\n`` may follow in the next slice."""
    end = max(data.rfind(b"\n"), data.rfind(b"\r", 0, len(data) - 1))
    return end + 1


def append_lines(handle, lines: Iterable[DecisionLine]) -> None:
    """Append ``lines`` to a file opened for appending (``handle.fileno()``), then fsync.

    When the file ends without a line end (a torn line), a newline goes first so the
    new line stands on its own. Only after this returns is a decision saved. When the
    system refuses the write or the fsync (a full disk, an I/O error), what was written
    of it is taken back and the error raised: the file holds all of the lines or none.
    """
    descriptor = handle.fileno()
    data = b"".join(encode_line(line) for line in lines)
    size = os.fstat(descriptor).st_size
    if size and os.pread(descriptor, 1, size - 1) not in (b"\n", b"\r"):
        data = b"\n" + data
    # Straight to the file, not through a buffer: after a failed write (a full disk) a
    # buffer would keep the unsaved line and write it with the next decision.
    rest = memoryview(data)
    try:
        while rest:
            rest = rest[os.write(descriptor, rest):]
        os.fsync(descriptor)
    except OSError:
        _take_back(descriptor, size)
        raise


def _take_back(descriptor: int, size: int) -> None:
    """Cut the file back to ``size`` after a failed append (the lock keeps other writers out)."""
    try:
        os.ftruncate(descriptor, size)
    except OSError:
        pass  # the disk refuses even this: the part written reads as a torn line, reported and skipped
