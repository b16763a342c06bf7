"""What is normal in a record's language: its scripts, its digits, its use of ZWNJ.

UNICODE.md: ZWNJ inside Persian words, Persian digits (and ، ؛ ؟ « », which no kind
reports anyway) are normal in ``fa``; Arabic yeh and kaf and Arabic-Indic digits in
``ar``. A tag is judged by its primary subtag (``fa-IR`` is ``fa``). A language not
listed here has no native script: only words mixing Latin with Greek or Cyrillic
letters are confusable there, and any digit system is normal (mixing two in one
number still is reported).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

__all__ = ["Profile", "profile_of"]

ASCII_ZERO = 0x30
ARABIC_INDIC_ZERO = 0x660
PERSIAN_ZERO = 0x6F0  # EXTENDED ARABIC-INDIC DIGIT ZERO


@dataclass(frozen=True)
class Profile:
    """A language as the census judges it; ``name`` is the primary subtag or ``*``."""

    name: str
    scripts: frozenset[str]  # ISO 15924 codes of its letters; empty: not known
    digit_zeros: frozenset[int] | None  # the zero of each normal digit system; None: any
    zwnj_in_words: bool = False  # ZWNJ between two letters is spelling (Persian)
    persian_letters: bool = False  # Arabic yeh, alef maksura and kaf are foreign (Persian)


_LATIN = ("en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "no", "nb", "nn", "fi", "pl",
          "cs", "sk", "sl", "hr", "ro", "hu", "tr", "az", "id", "ms", "vi", "ca", "eu", "ga",
          "is", "et", "lv", "lt", "sq", "sw", "tl", "uz")
_CYRILLIC = ("ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "tg")

_PROFILES: dict[str, Profile] = {
    **{tag: Profile(tag, frozenset({"Latn"}), frozenset({ASCII_ZERO})) for tag in _LATIN},
    **{tag: Profile(tag, frozenset({"Cyrl"}), frozenset({ASCII_ZERO})) for tag in _CYRILLIC},
    "el": Profile("el", frozenset({"Grek"}), frozenset({ASCII_ZERO})),
    "he": Profile("he", frozenset({"Hebr"}), frozenset({ASCII_ZERO})),
    "fa": Profile("fa", frozenset({"Arab"}), frozenset({ASCII_ZERO, PERSIAN_ZERO}),
                  zwnj_in_words=True, persian_letters=True),
    "ar": Profile("ar", frozenset({"Arab"}), frozenset({ASCII_ZERO, ARABIC_INDIC_ZERO})),
    **{tag: Profile(tag, frozenset({"Arab"}), frozenset({ASCII_ZERO, PERSIAN_ZERO}))
       for tag in ("ur", "ps", "sd", "ks")},
}
_ANY = Profile("*", frozenset(), None)


@cache
def profile_of(language: str) -> Profile:
    """The profile of a record's ``language`` tag (case and region ignored)."""
    primary = language.split("-", 1)[0].lower()
    return _PROFILES.get(primary, _ANY)
