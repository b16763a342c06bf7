"""Finding the characters of one field to report, for one language.

Each language gets one compiled pattern that matches every candidate: each character
reported in that language wherever it stands, and the contexts that need a closer
look (a ZWNJ not inside a Persian word, a letter next to one of another script, a
digit next to one of another system, a combining sequence NFC may change). The
common case, a field with nothing to report, costs one scan of ``re`` in C; only a
match is looked at in Python. ``re`` (not ``regex``) because it tests a character
class of the BMP with a bitmap, several times faster; the classes themselves are
made from the ``regex`` module's Unicode tables, the version every other fact uses.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import regex

from ..charnames import unicodedata
from ..differences.folds import fold_persian_kaf, fold_persian_yeh
from .characters import BMP, base_kinds, kind_of, maybe_not_nfc
from .languages import ASCII_ZERO, Profile, profile_of
from .scripts import foreign_letters, word_span

__all__ = ["Finder", "Finding", "built_finder", "finder_for", "findings"]

Finding = tuple[int, str, str]  # (code point offset in the field, the character, its kind)

_ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
_ASTRAL = "\U00010000-\U0010ffff"
_DIGITS = regex.compile(r"\p{Nd}+")
_DIGITS_LEFT = regex.compile(r"\p{Nd}*", flags=regex.REVERSE)
_NON_STARTERS = regex.compile(r"[^\p{ccc=0}]*", flags=regex.V1)


@cache
def _nd_by_zero() -> dict[int, str]:
    """Each decimal digit system of the BMP by its zero: ``{0x30: "0123456789", ...}``."""
    systems: dict[int, str] = {}
    for digit in regex.findall(r"\p{Nd}", BMP):
        systems.setdefault(ord(digit) - unicodedata.decimal(digit), "")
        systems[ord(digit) - unicodedata.decimal(digit)] += digit
    return systems


def _zero(char: str) -> int:
    return ord(char) - unicodedata.decimal(char)


def _persian_letters() -> dict[int, str]:
    """Arabic yeh, alef maksura and kaf: what the `persian-yeh` and `persian-kaf` folds map."""
    arabic = "".join(chr(cp) for cp in range(0x0600, 0x0700))
    found = {}
    for kind, fold in (("persian-yeh", fold_persian_yeh), ("persian-kaf", fold_persian_kaf)):
        found.update({ord(char): kind for char in arabic if fold(char) != char})
    return found


_SPECIAL = frozenset(map(ord, "\\]^-[&~|"))


def _escaped(cp: int) -> str:
    """A code point as written in a class: itself (quick to parse) but for the few that mean something."""
    return f"\\x{cp:02x}" if cp < 0x20 or cp in _SPECIAL else chr(cp)


def ranges_of(code_points) -> str:
    """The inside of an ``re`` character class holding ``code_points``, as ranges."""
    points = sorted(set(code_points))
    parts = []
    start = previous = None
    for cp in points:
        if previous is not None and cp == previous + 1:
            previous = cp
            continue
        if start is not None:
            parts.append(_escaped(start) if start == previous else f"{_escaped(start)}-{_escaped(previous)}")
        start = previous = cp
    if start is not None:
        parts.append(_escaped(start) if start == previous else f"{_escaped(start)}-{_escaped(previous)}")
    return "".join(parts)


@cache
def property_ranges(expression: str) -> str:
    """The inside of an ``re`` class for a ``regex`` (V1) class ``expression`` over the BMP.

    Each run the ``regex`` module finds in the BMP, in code point order, is one range,
    so a class of tens of thousands of letters is made in C.
    """
    runs = regex.finditer(f"{expression}+", BMP, flags=regex.V1)
    return "".join(f"{_escaped(ord(run.group()[0]))}-{_escaped(ord(run.group()[-1]))}" for run in runs)


def _script_set(scripts) -> str:
    return "[" + "".join(f"\\p{{sc={script}}}" for script in sorted(scripts)) + "]"


class Finder:
    """The compiled pattern and tables for one :class:`Profile`."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        fixed = dict(base_kinds())
        if profile.persian_letters:
            fixed.update(_persian_letters())
        systems = _nd_by_zero()
        if profile.digit_zeros is not None:
            for zero, digits in systems.items():
                if zero not in profile.digit_zeros:
                    fixed.update(dict.fromkeys(map(ord, digits), "digit-system"))
        self.fixed = fixed
        self.native = profile.scripts
        # Inside a combining sequence NFC leaves alone: the marks reported wherever they stand.
        self.kinded_marks = re.compile(
            f"[{ranges_of(cp for cp in fixed if unicodedata.combining(chr(cp)))}{_ASTRAL}]")
        self.pattern = self._compile(fixed, systems, letters=True)
        self.inside_words = self._compile(fixed, systems, letters=False)

    def _compile(self, fixed: dict[int, str], systems: dict[int, str], *, letters: bool) -> re.Pattern:
        """One pattern that starts with a character class (so ``re`` scans for it in C, one
        character at a time, without trying alternatives at every position), each of whose
        characters is then checked in its context by lookarounds.

        Contexts, each starting from a rarer trigger: a ZWNJ outside a word of the
        language; a Latin letter next to a letter of the language (or, with no language
        known, Cyrillic or Greek next to Latin); a mark after a mark (canonical order); an
        ASCII digit next to another normal digit system, or any digit next to ASCII.
        ``letters=False``: no letter is a trigger (for the inside of a word judged already).
        """
        profile = self.profile
        always = set(fixed) | set(map(ord, maybe_not_nfc()))
        zwnj = ord(_ZWNJ)
        if profile.zwnj_in_words:
            always.discard(zwnj)
        always_class = ranges_of(always)
        if profile.scripts and letters:
            # Letters of other scripts; Latin words (units, names) are common in any text.
            always_class += property_ranges(f"[\\p{{L}}--{_script_set(profile.scripts | {'Latn'})}]")
        always_class += _ASTRAL
        triggers = [always_class]
        contexts = [f"(?<=[{always_class}])"]
        if profile.zwnj_in_words:
            word = "[" + property_ranges(f"[{_script_set(profile.scripts)}&&[\\p{{L}}\\p{{M}}]]") + "]"
            triggers.append(_ZWNJ)
            contexts.append(f"(?<={_ZWNJ})(?:(?<!{word}.)|(?!{word}))")
        marks = property_ranges(r"[^\p{ccc=0}]")
        triggers.append(marks)
        contexts.append(f"(?<=[{marks}])(?=[{marks}])")
        if "Latn" not in profile.scripts and letters:
            latin = property_ranges(r"[\p{sc=Latn}&&\p{L}]")
            if profile.scripts:
                trigger, other = latin, property_ranges(f"[{_script_set(profile.scripts)}&&\\p{{L}}]")
            else:
                trigger, other = property_ranges(r"[[\p{sc=Cyrl}\p{sc=Grek}]&&\p{L}]"), latin
            triggers.append(trigger)
            contexts.append(f"(?<=[{trigger}])(?:(?<=[{other}].)|(?=[{other}]))")
        digits = self._digit_context(systems)
        if digits is not None:
            triggers.append(digits[0])
            contexts.append(digits[1])
        return re.compile(f"[{''.join(triggers)}](?:{'|'.join(contexts)})", re.DOTALL)

    def _digit_context(self, systems: dict[int, str]) -> tuple[str, str] | None:
        """(trigger, context) of a digit next to a digit of another normal system."""
        zeros = self.profile.digit_zeros
        ascii_digits = "0-9"
        if zeros is None:
            other = ranges_of(ord(d) for zero, ds in systems.items() if zero != ASCII_ZERO for d in ds)
            trigger = other
            context = f"(?<=[{other}])(?:(?=[0-9])|(?<=[0-9].))"
        else:
            others = [zero for zero in zeros if zero != ASCII_ZERO]
            if not others:
                return None
            other = ranges_of(ord(d) for zero in others for d in systems[zero])
            trigger = ascii_digits
            context = f"(?<=[0-9])(?:(?=[{other}])|(?<=[{other}].))"
        return trigger, context


@cache
def finder_for(language: str) -> Finder:
    """The finder of a record's ``language`` (one per profile, built on first use: ~0.1 s
    of table building, for a worker thread, never a GUI thread)."""
    profile = profile_of(language)
    return _finder_of(profile)


def built_finder(language: str) -> Finder | None:
    """The finder of ``language`` if it is built already, else None (nothing is built here)."""
    return _BUILT.get(profile_of(language))


_BUILT: dict[Profile, Finder] = {}


@cache
def _finder_of(profile: Profile) -> Finder:
    finder = _BUILT[profile] = Finder(profile)
    return finder


def findings(text: str, finder: Finder, start: int = 0, end: int | None = None, *,
             words: bool = True, nfc_until: int | None = None) -> Iterator[Finding]:
    """The characters of ``text`` (from ``start`` to ``end``) to report, each once, in order
    but for the letters of a mixed word, which come together.

    ``words=False`` leaves letters alone: inside a word already judged. ``nfc_until``: a
    combining sequence is judged on its code points before this offset only (a window's
    marks of a field's start; None: the whole sequence, as the census counts it).
    """
    search = (finder.pattern if words else finder.inside_words).search
    fixed = finder.fixed
    position = start
    end = len(text) if end is None else end
    while (found := search(text, position, end)) is not None:
        index = found.start()
        char = text[index]
        cp = ord(char)
        kind = fixed.get(cp) if cp < 0x10000 else (kind_of(char) or _astral_digit(char, finder))
        if kind is not None:
            yield index, char, kind
            position = index + 1
            continue
        category = unicodedata.category(char)
        if category == "Nd":
            position = yield from _mixed_number(text, index, finder)
        elif category[0] == "L" and words:
            position = yield from _mixed_word(text, index, finder, nfc_until)
        elif category[0] == "M" or char in maybe_not_nfc():
            position = yield from _not_nfc(text, index, finder, end, nfc_until)
        else:
            position = index + 1  # a contextual character in a context that is fine


def _astral_digit(char: str, finder: Finder) -> str | None:
    zeros = finder.profile.digit_zeros
    if zeros is None or unicodedata.category(char) != "Nd" or _zero(char) in zeros:
        return None
    return "digit-system"


def _mixed_number(text: str, index: int, finder: Finder) -> Iterator[Finding]:
    """The digits of a number that mixes systems, but those of its main system."""
    start = _DIGITS_LEFT.match(text, 0, index).start()
    end = _DIGITS.match(text, index).end()
    number = text[start:end]
    zeros = [_zero(digit) for digit in number]
    if len(set(zeros)) > 1:
        main = max(dict.fromkeys(zeros), key=zeros.count)  # a tie: the first system
        for offset, (digit, zero) in enumerate(zip(number, zeros, strict=True)):
            if zero != main:
                yield start + offset, digit, "digit-system"
    return end


def _mixed_word(text: str, index: int, finder: Finder, nfc_until: int | None) -> Iterator[Finding]:
    """The letters of a word that mixes scripts, but those of its main script."""
    start, end = word_span(text, index)
    word = text[start:end]
    foreign = foreign_letters(word, finder.native)
    if not foreign:  # what else the word holds: joiners, marks, ...
        yield from findings(text, finder, index, end, words=False, nfc_until=nfc_until)
        return max(end, index + 1)
    # A foreign letter may stand before ``index`` (a Latin p in a Cyrillic-led word), but
    # nothing else of the word before ``index`` is new: the search passed it already.
    inside = dict.fromkeys(start + offset for offset in foreign)
    others = {found[0]: found
              for found in findings(text, finder, index, end, words=False, nfc_until=nfc_until)}
    for at in sorted(inside.keys() | others.keys()):
        if at in inside:
            yield at, text[at], "confusable"
        else:
            yield others[at]
    return max(end, index + 1)


def _not_nfc(text: str, index: int, finder: Finder, stop: int, until: int | None) -> Iterator[Finding]:
    """The characters of the combining sequence at ``index`` when NFC changes it.

    Every mark of a sequence NFC leaves alone has that same sequence, so none of them is
    judged again (a field of a million marks on one base was judged a million times): the
    search goes on after it (before ``stop``), and only the marks reported wherever they
    stand are found in it. ``until``: the sequence ends there at the latest.
    """
    start = index
    while start > 0 and unicodedata.combining(text[start]):
        start -= 1
    end = _NON_STARTERS.match(text, index + 1, len(text) if until is None else max(until, index + 1)).end()
    sequence = text[start:end]
    if unicodedata.normalize("NFC", sequence) == sequence:
        stop = min(end, stop)
        fixed = finder.fixed
        for found in finder.kinded_marks.finditer(text, index + 1, stop):
            char = found.group()
            kind = fixed.get(ord(char)) if ord(char) < 0x10000 else kind_of(char)
            if kind is not None:
                yield found.start(), char, kind
        return max(stop, index + 1)
    maybe = maybe_not_nfc()
    telling = [i for i, char in enumerate(sequence) if char in maybe] or [
        i for i, char in enumerate(sequence) if unicodedata.combining(char)]
    for offset in telling:
        yield start + offset, sequence[offset], "not-nfc"
    return end
