"""Characters found by the words of their Unicode name: ``acute``, ``right-to-left override``,
``zero width non joiner``, ``e acute``.

The index is built once, when first asked for (:func:`name_index`; the window asks in a job
as it opens, :func:`warm`): every named code point of the project's one Unicode version
(``unicodedata2``, see :mod:`core.charnames`), controls by their formal aliases (``LINE
FEED``). Names made from the code point itself (``CJK UNIFIED IDEOGRAPH-4E00``, ``TANGUT
IDEOGRAPH-17000``) are left out: they are found by number, or by their whole name.

A query's words are matched against the name's words, hyphens counting as spaces: each word
of two or more letters as the start of a word (``over`` finds ``OVERRIDE``), a one-letter word
as a whole word (``e acute`` is ``LATIN SMALL LETTER E WITH ACUTE``, not every name with a
word starting with E). Matches come shortest name first. A search reads only the names
holding the query's rarest word, in that order, and stops at the limit or after
:data:`READ_AT_MOST` names (two common words, ``letter syllable``: the shortest names are
searched and the answer says more may match): a few milliseconds at most, never a scan of
every name.
"""

from __future__ import annotations

import heapq
import threading
from bisect import bisect_left
from itertools import accumulate, chain

import regex

from ..charnames import char_name

__all__ = ["READ_AT_MOST", "NameIndex", "index_ready", "name_index", "query_words", "warm"]

# Planes with assigned characters: the BMP, SMP, SIP, TIP and the tags plane (the private use
# planes 15 and 16 have no names).
_NAMED_RANGES = (range(0x40000), range(0xE0000, 0xE1000))
READ_AT_MOST = 2500
_WORD_SPLIT = regex.compile(r"[\s\-_,;:()]+")


def query_words(text: str) -> list[str]:
    """A query or a name as the words an index holds: upper case, hyphens as spaces."""
    return [word for word in _WORD_SPLIT.split(text.upper()) if word]


def _named_by_number(cp: int, name: str) -> bool:
    head, _dash, tail = name.rpartition("-")
    return bool(head) and tail == f"{cp:04X}"


class NameIndex:
    """Each named code point, by the words of its name (see the module's text)."""

    def __init__(self) -> None:
        named = []
        for cp in chain.from_iterable(_NAMED_RANGES):
            name = char_name(chr(cp))
            if name.startswith("<") or _named_by_number(cp, name):
                continue
            words = tuple(query_words(name))
            named.append((len(words), len(name), cp, words))
        named.sort()
        self.code_points = [cp for _count, _length, cp, _words in named]
        self.words_of = [words for _count, _length, _cp, words in named]
        postings: dict[str, list[int]] = {}
        for rank, words in enumerate(self.words_of):
            for word in dict.fromkeys(words):  # a word twice in a name counts once
                postings.setdefault(word, []).append(rank)
        self._words = sorted(postings)
        self._postings = [postings[word] for word in self._words]  # each in rank order
        self._counts = [0, *accumulate(len(ranks) for ranks in self._postings)]

    def __len__(self) -> int:
        return len(self.code_points)

    def _span(self, word: str) -> tuple[int, int]:
        """The index words ``word`` matches: itself alone when one letter, else those it starts."""
        first = bisect_left(self._words, word)
        if len(word) == 1:
            return first, first + (first < len(self._words) and self._words[first] == word)
        after = word[:-1] + chr(ord(word[-1]) + 1)
        return first, bisect_left(self._words, after, first)

    def search(self, query: str, limit: int) -> tuple[list[int], bool]:
        """Up to ``limit`` code points whose names hold every word of ``query``, shortest
        name first, and whether more match."""
        words = query_words(query)
        if not words:
            return [], False
        spans = [self._span(word) for word in words]
        sizes = [self._counts[last] - self._counts[first] for first, last in spans]
        rarest = min(range(len(words)), key=sizes.__getitem__)
        if sizes[rarest] == 0:
            return [], False
        first, last = spans[rarest]
        others = [word for number, word in enumerate(words) if number != rarest]
        found: list[int] = []
        previous = -1
        read = 0
        for rank in heapq.merge(*self._postings[first:last]):
            if rank == previous:
                continue
            previous = rank
            read += 1
            if read > READ_AT_MOST:
                return found, True
            if others and not all(_holds(self.words_of[rank], word) for word in others):
                continue
            if len(found) == limit:
                return found, True
            found.append(self.code_points[rank])
        return found, False


def _holds(name_words: tuple[str, ...], word: str) -> bool:
    if word in name_words:
        return True
    return len(word) > 1 and any(name_word.startswith(word) for name_word in name_words)


_BUILT: list[NameIndex] = []
_BUILDING = threading.Lock()


def name_index() -> NameIndex:
    """The one index, built at the first call (a second caller meanwhile waits for it)."""
    if not _BUILT:
        with _BUILDING:
            if not _BUILT:
                _BUILT.append(NameIndex())
    return _BUILT[0]


def index_ready() -> bool:
    """Whether :func:`name_index` answers at once (the window does not wait for it on its thread)."""
    return bool(_BUILT)


def warm() -> None:
    """Build the index now (a job may), not at the first name a person types."""
    name_index()
