"""Every sentence the window can show has a finished Persian translation: the sentences
`pyside6-lupdate` finds in docdedup_gui/ are all in docdedup_fa.ts, translated."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

from resources import resource_path

ROOT = Path(__file__).resolve().parents[1]
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
# lupdate reads "\N{NAME}" in a Python literal as "N{NAME}"; the window looks up the character.
_NAMED = re.compile(r"N\{([A-Z0-9 \-]+)\}")


def messages(ts: Path) -> dict[tuple[str, str], str | None]:
    """(context, source) -> the translation's type (None when finished)."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            found[(name, message.findtext("source"))] = message.find("translation").get("type")
    return found


def as_looked_up(source: str) -> str:
    return _NAMED.sub(lambda match: unicodedata.lookup(match.group(1)), source)


def test_every_sentence_of_the_window_has_a_finished_persian_translation(tmp_path):
    committed = resource_path("translations", "docdedup_fa.ts")
    fresh = tmp_path / "docdedup_fa.ts"
    shutil.copyfile(committed, fresh)
    sources = sorted(str(path) for path in (ROOT / "docdedup_gui").rglob("*.py"))
    subprocess.run([str(LUPDATE), "-no-obsolete", *sources, "-ts", str(fresh)], check=True,
                   capture_output=True, timeout=120)
    translated = messages(committed)
    found = messages(fresh)
    assert len(found) > 800
    missing = [key for key in found
               if translated.get((key[0], as_looked_up(key[1])), "absent") is not None]
    assert missing == []
