"""How much text the playground's boxes edit, and how much of the canonical JSON its tab lays out.

A box re-lays out the paragraph it edits and the window analyses the whole draft per
keystroke: a ten-megabyte body in one paragraph took 6-11 s a key, and its canonical JSON
laid out as one line 20-35 s. Within these sizes a key costs a few milliseconds; past
them a box shows the start of its text, read only (its bytes, digest and verdict are still
the whole text's), and a paste that would pass them is refused, with the reason. A key typed
in another field of such a record took 55-94 ms (a 10M-character Persian body: escaping,
encoding and hashing 20 MB again); the field left as it was keeps its bytes, and the
SHA-256 of a record over DIGESTED_AT_ONCE bytes is worked out by a job.
"""

from __future__ import annotations

import re

from ..display.canonical import SHOWN_PER_STRING

__all__ = ["CANONICAL_SHOWN", "DIGESTED_AT_ONCE", "EDITABLE_CHARACTERS", "EDITABLE_LINE",
           "SHOWN_WHEN_TOO_LONG", "too_long_to_edit"]

EDITABLE_CHARACTERS = 200_000  # a field's length a box edits (a key in a box this full: about 6 ms)
EDITABLE_LINE = 20_000  # one paragraph's length (Qt lays a 20,000-character one out in about 15 ms)
SHOWN_WHEN_TOO_LONG = 20_000  # how much of a longer text a box shows, read only
CANONICAL_SHOWN = SHOWN_PER_STRING  # characters of each string the Canonical JSON tab lays out
DIGESTED_AT_ONCE = 4 * 1024 * 1024  # canonical bytes hashed at a key (SHA-256: about 2 ms); more: a job


_LONG_LINE = re.compile(f"[^\n]{{{EDITABLE_LINE + 1}}}")


def too_long_to_edit(text: str) -> str | None:
    """Why a box cannot edit ``text`` (a sentence), or None when it can."""
    if len(text) > EDITABLE_CHARACTERS:
        return (f"{len(text):,} characters: the playground edits texts of up to "
                f"{EDITABLE_CHARACTERS:,} characters")
    if len(text) > EDITABLE_LINE and _LONG_LINE.search(text):
        return f"a line longer than {EDITABLE_LINE:,} characters: the playground edits lines of up to that"
    return None
