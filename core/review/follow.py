"""Following a decisions file another window appends to: only what it gained is read.

A read-only window shows another window's decisions as they come. Reading the whole
file again each time would cost a million lines' decoding for one new line; a
:class:`DecisionsTail` remembers where it stopped (and the file it read: device and
inode) and reads on from there. A file replaced or cut short meanwhile is read again
from its start.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .journal import _SPLIT_BYTES, DecisionsRead, LineReader
from .recognise import first_line, not_decisions_file, open_regular
from .state import ReviewState, review_status

__all__ = ["DecisionsTail"]


@dataclass
class _Read:
    identity: tuple[int, int]
    offset: int  # bytes given to the reader so far
    reader: LineReader
    problems: list  # every problem found so far, in file order


class DecisionsTail:
    """Reads a decisions file in steps: all of it first, then only what was appended."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self._read: _Read | None = None

    def read_again(self, review) -> tuple:
        """What ``review.read_again()`` gives (the read, the state, its counts) for ``review``'s
        subjects, reading only the bytes appended since the last call when the file is the same."""
        try:
            fd = open_regular(self.path)
        except (OSError, ValueError):
            self._read = None
            return review.read_again()  # missing, refused or unreadable: the reader says which
        try:
            status = os.fstat(fd)
            identity, size = (status.st_dev, status.st_ino), status.st_size
            done = self._read
            if done is None or done.identity != identity or size < done.offset:
                return self._from_start(review, fd, identity)
            state = ReviewState()
            # The read-only review's, unchanged meanwhile (it never undoes: no undo steps are kept).
            state.current = dict(review.state.current)
            state.notes, state.rules = dict(review.state.notes), list(review.state.rules)
            state.rules_before = dict(review.state.rules_before)
            self._read_on(fd, done, state)
        finally:
            os.close(fd)
        read = DecisionsRead(lines=list(state.current.values()), problems=list(done.problems))
        return read, state, review_status(review.subjects, state)

    def _from_start(self, review, fd: int, identity: tuple[int, int]) -> tuple:
        _, first, complete = first_line(fd)
        if not_decisions_file(first, complete) is not None:
            self._read = None
            return review.read_again()  # refused: said by the reader
        done = self._read = _Read(identity, 0, LineReader(str(self.path)), [])
        state = ReviewState()
        self._read_on(fd, done, state)
        read = DecisionsRead(lines=list(state.current.values()), problems=list(done.problems))
        return read, state, review_status(review.subjects, state)

    def _read_on(self, fd: int, done: _Read, state: ReviewState) -> None:
        """Feed the bytes after ``done.offset`` and apply the lines they complete to ``state``.

        A line not yet ended is kept for the next call (the other window may be writing it).
        """
        reader = done.reader
        while chunk := os.pread(fd, _SPLIT_BYTES, done.offset):
            done.offset += len(chunk)
            reader.feed(chunk)
        for line in reader.read.lines:
            state.apply(line)
        done.problems += reader.read.problems
        reader.read.lines, reader.read.problems = [], []  # applied and kept: never held twice
