"""UTS #39 skeletons from Unicode's own confusables.txt (v13.0, shipped in ``data/``).

``skeleton(X) = NFD(map(NFD(X)))`` where ``map`` replaces each code point by its
prototype from the data file. Two strings are confusable when their skeletons are
equal. The mapping is coarse on purpose (ی, ي and ى share a skeleton; ه reads as
Latin o), so the classifier only ever says "looks like".
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from ..charnames import unicodedata

__all__ = ["confusables_table", "skeleton"]

_DATA = "confusables.txt"


def _parse_line(line: str) -> tuple[int, str] | None:
    text = line.split("#", 1)[0].strip()
    if not text:
        return None
    source, target, *_ = (part.strip() for part in text.split(";"))
    return int(source, 16), "".join(chr(int(cp, 16)) for cp in target.split())


@cache
def confusables_table() -> dict[int, str]:
    """The ``str.translate`` table of confusables.txt: code point to prototype string."""
    raw = resources.files(__package__).joinpath("data").joinpath(_DATA).read_text(encoding="utf-8-sig")
    return dict(entry for entry in map(_parse_line, raw.splitlines()) if entry is not None)


def skeleton(text: str) -> str:
    """The UTS #39 skeleton of ``text`` (NFD, prototype mapping, NFD again)."""
    mapped = unicodedata.normalize("NFD", text).translate(confusables_table())
    return unicodedata.normalize("NFD", mapped)
