"""Small helpers shared by the tests: seed records and running the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

RECORD_A = {
    "doc_id": "A",
    "source_ref": "Ref1",
    "language": "fa",
    "title": "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}\N{ARABIC LETTER NOON}"
    "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER FARSI YEH} \N{ARABIC LETTER HAH}"
    "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER GAF}\N{ARABIC LETTER REH}",
    "body": "\N{ARABIC LETTER WAW}\N{ARABIC LETTER LAM}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}"
    "\N{ARABIC LETTER JEH} \N{ARABIC LETTER BEH}\N{ARABIC LETTER REH}\N{ARABIC LETTER HAH}"
    "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER BEH} V \N{ARABIC LETTER ALEF}\N{ARABIC LETTER SEEN}"
    "\N{ARABIC LETTER TEH}.",
}
RECORD_B = dict(RECORD_A, doc_id="B", source_ref="Ref2")
RECORD_C = dict(RECORD_A, doc_id="C", source_ref="Ref3", body=RECORD_A["body"].replace(" V ", " mV "))

DIGEST_A = "ccc7ab9029274f98953a87f389d0562af696c08eba476c76691abcf087c7c187"
DIGEST_C = "22ed458d4896c336eb41e817568693cb84e4e16e5ff774b4036cea444d6861d8"


def write_json(path: Path, records, *, lines: bool = False) -> Path:
    """Write records as a JSON array (or JSON Lines) in UTF-8 with non-ASCII kept."""
    if lines:
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    else:
        text = json.dumps(records, ensure_ascii=False, indent=1)
    path.write_text(text, encoding="utf-8")
    return path


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Run ``python -m core.cli ARGS`` in a subprocess, as a user would run ``docdedup``."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "core.cli", *map(str, args)],
        capture_output=True, text=True, encoding="utf-8", env=env, cwd=cwd, check=False,
    )
