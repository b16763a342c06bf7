"""Small helpers shared by the tests: seed records and running the CLI."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

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


def thorough_report(file, limits, format: str = "json") -> bytes | None:
    """``docdedup group``'s report of ``file`` the thorough way (load, check, group, write),
    to hold the one pass to it byte for byte."""
    from core.cli.group_command import _thorough

    class Args:
        def __init__(self) -> None:
            self.file, self.format, self.simulate_collisions, self.skip_invalid = file, format, False, False

    return _thorough(Args(), limits)


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Run ``python -m core.cli ARGS`` in a subprocess, as a user would run ``docdedup``."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "core.cli", *map(str, args)],
        capture_output=True, text=True, encoding="utf-8", env=env, cwd=cwd, check=False,
    )


CORPUS_GENERATOR = Path(__file__).resolve().parents[1] / "benchmarks" / "corpus.py"


def corpus_generator() -> ModuleType:
    """``benchmarks/corpus.py`` (not a package) as a module, loaded once."""
    name = "benchmarks_corpus"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, CORPUS_GENERATOR)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while being made
        spec.loader.exec_module(module)
    return sys.modules[name]


def planted_records(count: int = 2000, seed: int = 7):
    """Generated records and their planted pairs: ``(list[Record], list[Planted])``."""
    from core import Record

    generated = list(corpus_generator().iter_corpus(count, seed=seed))
    return [Record(**record) for record, _ in generated], [pair for _, pair in generated if pair]


def inspection_of(*records: dict, simulate_collisions: bool = False):
    """An :class:`~core.inspection.Inspection` of these record dicts, as if loaded from a file."""
    from core import LoadedFile, Record
    from core.inspection import inspect_loaded

    loaded = LoadedFile("test.json", "json", 0, [Record(**r) for r in records], [], len(records))
    return inspect_loaded(loaded, simulate_collisions=simulate_collisions)


def started_processes(monkeypatch, subprocess_module) -> list:
    """Every ``subprocess.Popen`` made through ``subprocess_module`` from now on (to check they ended)."""
    started, popen = [], subprocess_module.Popen

    def remembered(*args, **kwargs):
        started.append(popen(*args, **kwargs))
        return started[-1]

    monkeypatch.setattr(subprocess_module, "Popen", remembered)
    return started


def edited_pairs(texts, pieces, *, edits: int, cut: int):
    """A hypothesis strategy: (a, b), b being a with up to ``edits`` edits, each a piece
    drawn from ``pieces`` written in place of up to ``cut`` characters somewhere."""
    from hypothesis import strategies as st

    @st.composite
    def pairs(draw):
        a = draw(texts)
        b = a
        for _ in range(draw(st.integers(0, edits))):
            at = draw(st.integers(0, len(b)))
            removed = draw(st.integers(0, cut))
            b = b[:at] + draw(pieces) + b[at + removed:]
        return a, b

    return pairs()
