"""The census: characters of a corpus worth telling an editor about, by language.

Qt-free. UNICODE.md, "Characters worth telling an editor about": a character can
deceive with no partner record to compare it with (a RIGHT-TO-LEFT OVERRIDE, a
Cyrillic а in an English word, an Arabic yeh in a Persian text). Each is reported with
a stable kind (:mod:`.kinds`), judged by its record's language (:mod:`.languages`):
what is normal there (ZWNJ inside Persian words, Persian digits in ``fa``) is not.

- one character's kind: :mod:`.characters` (from the folds of :mod:`core.differences`)
- the characters of one field: :mod:`.finder`; words mixing scripts: :mod:`.scripts`
- counting a corpus: :mod:`.tally`, over files as ``group`` reads them: :mod:`.run`
- ``docdedup chars``' output: :mod:`.report`
"""

from __future__ import annotations

__all__ = ["FORMATS"]

# Here, not in .report: the command line offers them without importing the census (its
# Unicode tables cost every other command ~80 ms of start-up).
FORMATS = ("text", "json", "csv")  # docdedup chars --format
