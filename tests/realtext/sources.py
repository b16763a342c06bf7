"""Real text written elsewhere, read from the pinned packages of the ``test`` extra.

Nothing here is invented: each record's body is a piece of a file exactly as its
package ships it (see README.md beside this file for the sources and their licences).
The records are read straight from the installed files, without importing the packages
(the ``hafez`` package imports ``requests`` on import).
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator
from importlib import metadata

from .translations import gtk_translation_records

__all__ = ["PINNED", "gtk_translation_records", "licence_records", "poem_records", "real_records",
           "stopword_records"]

# The distributions whose data the evaluation reads, at the versions pyproject pins.
PINNED = {"hafez": "0.4.2", "hafezpoem": "1.1.1", "persian-stopwords": "1.0.2",
          "stop-words": "2025.11.4", "stopwordsiso": "0.7.1"}

_HAFEZ, _HAFEZPOEM = "hafez/data/hafez.json", "hafezpoem/poems.csv"
_LICENCE_NAME = re.compile(r"(?i)^(licen[cs]e|copying|notice)([-._].*)?$")
_MAX_LICENCE_BYTES = 64 * 1024


def _text(distribution: str, path: str) -> str:
    found = metadata.distribution(distribution)
    if found.version != PINNED[distribution]:
        raise RuntimeError(f"{distribution} {found.version} is installed; the evaluation reads "
                           f"{PINNED[distribution]} (pyproject's test extra)")
    return found.locate_file(path).read_text(encoding="utf-8")


def _ref(distribution: str, path: str, where: str) -> str:
    """Where a record's text is: the pinned release's page, the file inside it, the place in the file."""
    return f"https://pypi.org/project/{distribution}/{PINNED[distribution]}/#{path}?{where}"


def _record(doc_id: str, source_ref: str, language: str, title: str, body: str) -> dict[str, str]:
    return {"doc_id": doc_id, "source_ref": source_ref, "language": language, "title": title, "body": body}


def poem_records() -> Iterator[dict[str, str]]:
    """Hafez's ghazals in two independent editions: every couplet of one, the opening
    couplet of the other, and the first edition's two interpretations of each ghazal."""
    for poem in json.loads(_text("hafez", _HAFEZ)):
        number, lines = poem["id"], poem["poem"]
        title = f"Hafez, ghazal {number}"
        for couplet in range(len(lines) // 2):
            body = "\n".join(lines[2 * couplet:2 * couplet + 2])
            yield _record(f"hafez-kb-{number:03d}-{couplet + 1:02d}",
                          _ref("hafez", _HAFEZ, f"id={number}&couplet={couplet + 1}"), "fa", title, body)
        for field in ("interpretation", "alt_interpretation"):
            if poem[field]:
                yield _record(f"hafez-kb-{number:03d}-{field.replace('_', '-')}",
                              _ref("hafez", _HAFEZ, f"id={number}&field={field}"), "fa",
                              f"{title}, {field}", poem[field])
    rows = csv.DictReader(io.StringIO(_text("hafezpoem", _HAFEZPOEM), newline=""))
    for row in rows:
        number = int(row["id"])
        yield _record(f"hafez-rf-{number:03d}", _ref("hafezpoem", _HAFEZPOEM, f"line={rows.line_num}"), "fa",
                      f"Hafez, ghazal {number}", row["poem"])


def _lines(text: str) -> Iterator[tuple[int, str]]:
    """(line number, line) of every non-empty line, the line as written (no newline)."""
    for number, line in enumerate(text.split("\n"), start=1):
        if line:
            yield number, line


def stopword_records() -> Iterator[dict[str, str]]:
    """Persian and Arabic stopword lists of three projects, one record per entry."""
    lists = [
        ("kaviani", "persian-stopwords", "persian_stopwords/data/stopwords.txt", "fa"),
        ("alir3z4-fa", "stop-words", "stop_words/stop-words/persian.txt", "fa"),
        ("alir3z4-ar", "stop-words", "stop_words/stop-words/arabic.txt", "ar"),
    ]
    for name, distribution, path, language in lists:
        for number, line in _lines(_text(distribution, path)):
            yield _record(f"sw-{name}-{number:05d}", _ref(distribution, path, f"line={number}"),
                          language, "stopword", line)
    iso = "stopwordsiso/stopwords-iso.json"
    for language, words in json.loads(_text("stopwordsiso", iso)).items():
        if language in ("fa", "ar"):
            for number, word in enumerate(words, start=1):
                yield _record(f"sw-iso-{language}-{number:05d}",
                              _ref("stopwordsiso", iso, f"{language}={number}"), language, "stopword", word)


def _licence_files(distribution: metadata.Distribution) -> Iterator[tuple[str, str]]:
    for path in distribution.files or ():
        if not _LICENCE_NAME.match(path.name):
            continue
        located = distribution.locate_file(path)
        try:
            if located.stat().st_size > _MAX_LICENCE_BYTES:
                continue
            yield str(path), located.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue


def licence_records() -> Iterator[dict[str, str]]:
    """The licence files that the installed distributions (and the code they vendor) ship.

    This project's own distribution is left out: the text must be written elsewhere.
    """
    seen = set()
    for distribution in sorted(metadata.distributions(), key=lambda found: found.metadata["Name"].lower()):
        name = distribution.metadata["Name"]
        if name.lower() in seen or name == "docdedup-inspector":
            continue
        seen.add(name.lower())
        for number, (path, text) in enumerate(sorted(_licence_files(distribution)), start=1):
            if text:
                page = f"https://pypi.org/project/{name}/{distribution.version}/"
                yield _record(f"lic-{re.sub(r'[^A-Za-z0-9]+', '-', name).lower()}-{number:02d}",
                              f"{page}#{path}", "en", "licence", text)


def real_records() -> list[dict[str, str]]:
    """Every record of the evaluation, in a fixed order."""
    return [*poem_records(), *stopword_records(), *gtk_translation_records(), *licence_records()]
