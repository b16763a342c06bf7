"""The two limits profiles: ``seed`` (the teaching bounds, byte for byte) and ``corpus``.

Both profiles give the same canonical bytes for a record valid in both: limits
decide only which records are accepted, never what their content is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["CORPUS_LIMITS", "LIMITS_BY_NAME", "SEED_LIMITS", "Limits"]

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

    def __post_init__(self) -> None:
        # Compiled once; fullmatch, because "$" would also accept a trailing newline.
        object.__setattr__(self, "_id", re.compile(self.id_pattern))
        object.__setattr__(self, "_language", re.compile(self.language_pattern))

    def is_identity(self, value: str) -> bool:
        return self._id.fullmatch(value) is not None

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
)

CORPUS_LIMITS = Limits(
    name="corpus",
    max_records=None,
    # People read and copy ids: no spaces, controls, invisible or bidi characters.
    id_pattern=r"[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}",
    id_rule=(
        "1 to 128 characters: an ASCII letter or digit, then ASCII letters, digits "
        "or . _ : / @ + -"
    ),
    language_pattern=BCP47_PATTERN,
    language_rule="a well-formed BCP 47 language tag such as 'fa', 'en-US' or 'zh-Hant'",
    max_title=4096,
    max_body=16_777_216,
)

LIMITS_BY_NAME = {limits.name: limits for limits in (SEED_LIMITS, CORPUS_LIMITS)}
