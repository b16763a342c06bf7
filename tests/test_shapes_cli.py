"""Every command gives the same output whatever shape the corpus arrives in: JSON Lines,
a one-line array, a pretty-printed array, CRLF, a BOM. Only the file's name and the
line:column of places differ, and those are checked to be exact elsewhere
(tests/test_census_places.py)."""

from __future__ import annotations

import re

import pytest

from tests.helpers import run_cli
from tests.shape_files import SHAPES, write_shape

FA_YEH, AR_YEH = "\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER YEH}"
ZWNJ, NBSP, RLO = "\N{ZERO WIDTH NON-JOINER}", "\N{NO-BREAK SPACE}", "\N{RIGHT-TO-LEFT OVERRIDE}"


def _records() -> list[dict]:
    """Exact copies, invisible neighbours, a near one, traps for the census, and quotes and
    line breaks inside the texts (what a shape writes around, never inside, a record)."""
    base = f"Shiraz {FA_YEH} archive, line one\nline two with \"quotes\" and \\ and {{braces}},"
    records = []
    for i in range(12):
        body = base + f" record {i % 4}"
        records.append({"doc_id": f"doc-{i:02d}", "source_ref": f"ref/{i}", "language": "fa",
                        "title": f"title {i % 4}", "body": body})
    records.append({"doc_id": "doc-zwnj", "source_ref": "ref/z", "language": "fa", "title": "title 0",
                    "body": base.replace("archive", f"arc{ZWNJ}hive") + " record 0"})
    records.append({"doc_id": "doc-yeh", "source_ref": "ref/y", "language": "fa", "title": "title 1",
                    "body": (base + " record 1").replace(FA_YEH, AR_YEH)})
    records.append({"doc_id": "doc-rlo", "source_ref": "ref/r", "language": "en", "title": "pay",
                    "body": f"pay{NBSP}to {RLO}1234\r\nend"})
    return records


COMMANDS = {
    "group": ["group", "{file}", "--format", "json"],
    "group csv": ["group", "{file}", "--format", "csv"],
    "chars": ["chars", "{file}", "--format", "json"],
    "chars text": ["chars", "{file}"],
    "neighbours": ["neighbours", "{file}"],
    "similar": ["similar", "{file}", "doc-00"],
    "explain": ["explain", "{file}", "doc-00", "doc-yeh", "--format", "json"],
    "canonical": ["canonical", "{file}", "doc-rlo", "--format", "json"],
    "review status": ["review", "status", "{file}", "--format", "json"],
    "review export": ["review", "export", "{file}", "--format", "csv"],
}
_PLACE = re.compile(r'"(?:line|column)": \d+|:\d+:\d+')


def _outputs(path) -> dict[str, tuple[int, str]]:
    found = {}
    for name, argv in COMMANDS.items():
        done = run_cli(*(str(path) if part == "{file}" else part for part in argv))
        text = done.stdout.replace(str(path), "<file>").replace(path.name, "<file>")
        found[name] = (done.returncode, _PLACE.sub("<place>", text))
    return found


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    return _outputs(write_shape(tmp_path_factory.mktemp("jsonl"), "jsonl", _records()))


@pytest.mark.parametrize("shape", [shape for shape in SHAPES if shape != "jsonl"])
def test_every_command_says_the_same_on_every_shape(tmp_path, reference, shape):
    outputs = _outputs(write_shape(tmp_path, shape, _records()))
    assert reference["group"][0] == 0 and '"doc-00"' in reference["group"][1]
    assert "U+202E" in reference["chars"][1] and "doc-zwnj" in reference["neighbours"][1]
    for name in COMMANDS:
        assert outputs[name] == reference[name], name
