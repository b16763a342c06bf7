"""The two limits profiles: ``seed`` (the teaching bounds, byte for byte) and ``corpus``.

Both profiles give the same canonical bytes for a record valid in both: limits
decide only which records are accepted, never what their content is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["CORPUS_LIMITS", "LIMITS_BY_NAME", "SEED_LIMITS", "UNSEEN", "Limits"]

# RFC 5646 "well-formed" language tags (syntax only, no registry look-up).
# Written without re.IGNORECASE: with it, [a-z] also matches KELVIN SIGN and LONG S.
_ALPHA, _DIGIT, _ALNUM = "[A-Za-z]", "[0-9]", "[A-Za-z0-9]"
_LANGUAGE = rf"(?:{_ALPHA}{{2,3}}(?:-{_ALPHA}{{3}}){{0,3}}|{_ALPHA}{{4,8}})"
_SCRIPT = rf"(?:-{_ALPHA}{{4}})?"
_REGION = rf"(?:-(?:{_ALPHA}{{2}}|{_DIGIT}{{3}}))?"
_VARIANTS = rf"(?:-(?:{_ALNUM}{{5,8}}|{_DIGIT}{_ALNUM}{{3}}))*"
_EXTENSIONS = rf"(?:-[0-9A-WYZa-wyz](?:-{_ALNUM}{{2,8}})+)*"
_PRIVATE = rf"(?:-[Xx](?:-{_ALNUM}{{1,8}})+)?"
_LANGTAG = _LANGUAGE + _SCRIPT + _REGION + _VARIANTS + _EXTENSIONS + _PRIVATE
_PRIVATE_ONLY = rf"[Xx](?:-{_ALNUM}{{1,8}})+"
_IRREGULAR = (
    "en-GB-oed|i-ami|i-bnn|i-default|i-enochian|i-hak|i-klingon|i-lux|i-mingo|"
    "i-navajo|i-pwn|i-tao|i-tay|i-tsu|sgn-BE-FR|sgn-BE-NL|sgn-CH-DE"
)
BCP47_PATTERN = rf"(?:{_LANGTAG}|{_PRIVATE_ONLY}|{_IRREGULAR})"

# What a source_ref never holds, as one character class: controls, spaces and the rest of
# White_Space, format characters (every bidi control among them), Default_Ignorable_Code_Point,
# surrogates, private use and the noncharacters past it. Written out (no table built at
# import: `docdedup group` starts fast); tests/test_source_ref.py derives it again from
# unicodedata2 and regex, the product's one Unicode version.
UNSEEN = (
    "\x00-\x20\x7f-\xa0\xad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2"
    "\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f"
    "\u3000\u3164\ud800-\uf8ff\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd"
    "\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff"
    "\U000f0000-\U0010ffff"
)


@dataclass(frozen=True)
class Limits:
    """What a profile accepts. ``None`` for ``max_records`` means no cap but memory."""

    name: str
    max_records: int | None
    id_pattern: str
    id_rule: str
    language_pattern: str
    language_rule: str
    max_title: int
    max_body: int
    # source_ref: the seed holds it to the id rule; the corpus takes URLs and IRIs.
    ref_pattern: str
    ref_rule: str
    ref_refuses: str | None = None  # the character class it refuses, when it is a class
    max_ref: int | None = None  # its length in characters, when the rule is such a class

    def __post_init__(self) -> None:
        # Compiled once; fullmatch, because "$" would also accept a trailing newline.
        object.__setattr__(self, "_id", re.compile(self.id_pattern))
        object.__setattr__(self, "_ref", re.compile(self.ref_pattern))
        object.__setattr__(self, "_language", re.compile(self.language_pattern))
        refused = None if self.ref_refuses is None else re.compile(f"[{self.ref_refuses}]")
        object.__setattr__(self, "_refused", refused)
        for name, pattern in (("_ids_joined", self.id_pattern), ("_refs_joined", self.ref_pattern)):
            object.__setattr__(self, name, re.compile(rf"(?:{pattern})(?:\n(?:{pattern}))*"))

    def is_identity(self, value: str) -> bool:
        return self._id.fullmatch(value) is not None

    def is_source_ref(self, value: str) -> bool:
        return self._ref.fullmatch(value) is not None

    def all_valid(self, field: str, values: list[str]) -> bool:
        """Whether every value is a valid ``doc_id`` (or, for any other ``field``, source_ref):
        one regex over the values joined by newlines, much cheaper than a match per value."""
        if not values:
            return True
        joined = "\n".join(values)
        pattern = self._ids_joined if field == "doc_id" else self._refs_joined
        # The count guards against a value that itself holds a newline.
        return joined.count("\n") == len(values) - 1 and pattern.fullmatch(joined) is not None

    def refused_at(self, value: str) -> int | None:
        """Where ``value`` first holds a character the source_ref rule refuses (None: nowhere,
        or the rule is not a character class)."""
        found = None if self._refused is None else self._refused.search(value)
        return None if found is None else found.start()

    def is_language(self, value: str) -> bool:
        return self._language.fullmatch(value) is not None

    @property
    def records_rule(self) -> str:
        if self.max_records is None:
            return "at least 1 record"
        return f"1 to {self.max_records} records"


SEED_LIMITS = Limits(
    name="seed",
    max_records=128,
    id_pattern=r"[A-Za-z][A-Za-z0-9_-]{0,31}",
    id_rule="1 to 32 characters: an ASCII letter, then ASCII letters, digits, '_' or '-'",
    language_pattern=r"fa|en",
    language_rule="exactly 'fa' or 'en'",
    max_title=80,
    max_body=4096,
    ref_pattern=r"[A-Za-z][A-Za-z0-9_-]{0,31}",
    ref_rule="1 to 32 characters: an ASCII letter, then ASCII letters, digits, '_' or '-'",
)

_MAX_REF = 2048  # a long URL with its query, as browsers and servers commonly accept
_MAX_ID = 2048  # a doc_id is often that URL
CORPUS_LIMITS = Limits(
    name="corpus",
    max_records=None,
    # People read and copy ids: visible ASCII only (a pipeline's URL or <urn:uuid:...> as it
    # is), so no space, control, invisible or look-alike character is part of an identity.
    id_pattern=f"[!-~]{{1,{_MAX_ID}}}",
    id_rule=(f"1 to {_MAX_ID:,} visible ASCII characters (U+0021 to U+007E): no space, control "
             "or non-ASCII character"),
    language_pattern=BCP47_PATTERN,
    language_rule="a well-formed BCP 47 language tag such as 'fa', 'en-US' or 'zh-Hant'",
    max_title=4096,
    max_body=16_777_216,
    # A URL or IRI as people write it (? # = % ~ & and any letter), a path, a citation.
    ref_pattern=f"[^{UNSEEN}]{{1,{_MAX_REF}}}",
    ref_rule=f"1 to {_MAX_REF:,} characters, none of them a control, space, invisible or bidi character",
    ref_refuses=UNSEEN,
    max_ref=_MAX_REF,
)

LIMITS_BY_NAME = {limits.name: limits for limits in (SEED_LIMITS, CORPUS_LIMITS)}
