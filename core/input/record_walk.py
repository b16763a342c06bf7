"""Walking a file of records held in memory, batch by batch, for
:class:`~.locating_load.LocatingLoad`: an array or JSON Lines, each batch taken whole when msgspec
vouches for it, else record by record, every syntax error located and the walk resumed at the
next likely record."""

from __future__ import annotations

import json

from ..errors import Problem
from ._json_locate import Window, is_incomplete, parse_element, skip_whitespace, syntax_problem
from .record_bounds import ARRAY_BOUNDARY, TEXT_BOUNDARY, TWO_ON_A_LINE, skip_bytes_whitespace, split_lines

__all__ = ["RecordWalk"]

_TOO_DEEP = "nesting is too deep (a record is a flat object of five strings)"


class RecordWalk:
    """The load's walks over an array and over JSON Lines (a mix-in: the load holds the bytes,
    the counts and the fast path, ``_fast``, ``_accept_batch``, ``_accept``, ``_judge``)."""

    # --------------------------------------------------------------- arrays

    def _array(self, start: int) -> None:
        self.array_open = start
        pos: int | None = start
        size = self.batch
        while pos is not None:
            cut = self._array_cut(pos, size)
            resume = self._array_batch(pos, cut)
            # An element longer than the batch (a cut inside a string) needs a bigger one.
            size = size * 2 if resume == pos else self.batch
            pos = resume
            self._tick(len(self.data) if pos is None else pos)

    def _array_cut(self, pos: int, size: int) -> int | None:
        """The ',' of a likely record boundary at least ``size`` bytes on, or None."""
        if pos + size >= len(self.data):
            return None
        found = ARRAY_BOUNDARY.search(self.data, pos + size)
        return found.start(1) if found else None

    def _array_batch(self, pos: int, cut: int | None) -> int | None:
        """Load the records in ``data[pos:cut]``; return where the next batch starts."""
        tail = self.data[pos:] if cut is None else self.data[pos:cut] + b"]"
        batch = self._fast(self.many, b"[" + tail)
        if batch is not None:
            self._accept_batch(batch, span=(pos, len(self.data) if cut is None else cut))
            return None if cut is None else cut + 1
        return self._thorough_array(pos, cut)

    def _thorough_array(self, pos: int, cut: int | None) -> int | None:
        """Walk ``data[pos:cut]`` record by record; return where the next batch starts."""
        last = cut is None
        window = Window(self.data, pos, len(self.data) if last else cut)
        text = window.text
        index = skip_whitespace(text, 0)
        if pos == self.array_open and text.startswith("]", index):
            return self._close_array(window, index)
        while index < len(text):
            retry, index = self._array_element(window, index, last=last)
            if retry:
                return window.offset(index)
            index = index if index is None else self._after_element(window, index)
            if index is None:
                return None if last else cut + 1
            if index < 0:
                return self._close_array(window, -index - 1)
        if last:
            self._problem("json", "the file ends before the array is closed with ']' "
                          "(is it truncated?)", window.offset(len(text)))
            return None
        return cut + 1

    def _after_element(self, window: Window, index: int) -> int | None:
        """Where the next record starts, ``-i-1`` for a ']' at ``i``, or None if lost."""
        text = window.text
        index = skip_whitespace(text, index)
        if index >= len(text):
            return index
        if text[index] == ",":
            return skip_whitespace(text, index + 1)
        if text[index] == "]":
            return -index - 1
        return self._recover(window, index, "expected ',' or ']' after a record")

    def _array_element(self, window: Window, index: int, *, last: bool) -> tuple[bool, int | None]:
        """Parse the record at ``index``: (retry in a later batch?, where it ends or None)."""
        text = window.text
        number = self.total + 1
        base = window.offset(index)
        self.starts[number] = base  # also for a record that does not parse
        try:
            element = parse_element(text, index)
        except json.JSONDecodeError as error:
            if not last and is_incomplete(text, error):
                return True, index  # the batch was cut inside this record
            self.total += 1
            problem = syntax_problem(text, error)
            self._problem(problem.code, problem.message, window.offset(error.pos), record=number)
            return False, self._resync(window, error.pos)
        except RecursionError:
            self.total += 1
            self._problem("json", _TOO_DEEP, base, record=number)
            return False, self._resync(window, index)
        self.total += 1
        self._judge(window, element, number, base, [])
        return False, element.end

    def _resync(self, window: Window, index: int) -> int | None:
        """After a record that does not parse: the end of the record at the next likely boundary.

        That is the '}' before the ',' (so the next record is read as a record, as it
        is when a batch starts there), or None if there is no boundary left.
        """
        found = TEXT_BOUNDARY.search(window.text, index)
        return found.start() + 1 if found else None

    def _recover(self, window: Window, index: int, sentence: str | None) -> int | None:
        """Report ``sentence`` at ``index``; continue at the next likely record, if any."""
        if sentence is not None:
            self._problem("json", sentence, window.offset(index))
        found = TEXT_BOUNDARY.search(window.text, index)
        return found.end() - 1 if found else None

    def _close_array(self, window: Window, index: int) -> None:
        after = window.offset(index + 1)
        rest = skip_bytes_whitespace(self.data, after)
        if rest < len(self.data):
            self._problem("json", "unexpected text after the end of the array", rest)
        return None

    # ----------------------------------------------------------- JSON Lines

    def _lines(self, start: int) -> None:
        pos = start
        while pos < len(self.data):
            cut = self.data.find(b"\n", pos + self.batch)
            cut = len(self.data) if cut == -1 else cut + 1
            self._lines_batch(pos, cut)
            pos = cut
            self._tick(pos)

    def _lines_batch(self, pos: int, cut: int) -> None:
        chunk = self.data[pos:cut]  # msgspec needs one buffer; a few MB at a time
        lines = chunk.count(b"\n") + (not chunk.endswith(b"\n"))
        batch = None
        if not TWO_ON_A_LINE.search(chunk):
            batch = self._fast(self.one, chunk, lines=True)
        # Equal counts with at most one record a line: no blank lines, none lost.
        if batch is not None and len(batch) == lines:
            self._accept_batch(batch, span=(pos, cut))
            return
        for start, line in split_lines(self.data, pos, cut):
            if line.strip(b" \t\r"):
                self._line(start, line)

    def _line(self, start: int, line: bytes) -> None:
        self.total += 1
        batch = self._fast(self.one, line)
        if batch is not None:
            self._accept(batch[0], self.total, start)
            return
        self._thorough_line(start, start + len(line), self.total)

    def _thorough_line(self, start: int, stop: int, number: int) -> None:
        window = Window(self.data, start, stop)
        text = window.text
        index = skip_whitespace(text, 0)
        self.starts[number] = window.offset(index)  # also for a record that does not parse
        try:
            element = parse_element(text, index)
        except json.JSONDecodeError as error:
            problem = syntax_problem(text, error)
            self._problem(problem.code, problem.message, window.offset(error.pos), record=number)
            return
        except RecursionError:
            self._problem("json", _TOO_DEEP, window.offset(index), record=number)
            return
        extra = []
        rest = skip_whitespace(text, element.end)
        if rest < len(text):
            sentence = "unexpected text after the record; JSON Lines holds one record a line"
            if "\r" in text[element.end:rest]:  # old Mac line ends: the file is one line to a reader
                sentence += (", and lines end with LF or CRLF: here a record ends with a carriage return"
                             " alone (CR, U+000D)")
            extra.append(Problem("json", sentence, offset=window.offset(rest)))
        self._judge(window, element, number, window.offset(index), extra)
