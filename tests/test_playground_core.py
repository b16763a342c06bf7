"""The playground's presenter, Qt-free: each edit's bytes, digest and verdict, the quick
verdict equal to the whole one, the palette, and saving the records for a class."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.contract import canonical_bytes, escaped_field, sha256_hex
from core.contract_spans import layout_of
from core.differences import explain
from core.input.loader import load_records
from core.output.atomic import OutputError
from core.playground import PALETTE, Draft, Playground, quick_verdict, verdict
from core.playground.palette import entry_named
from core.playground.verdict import QUICK_SPAN, local_window, warm_up
from core.records import Record
from tests.helpers import DIGEST_A, DIGEST_C, RECORD_A, RECORD_B, RECORD_C

ZWNJ = "\N{ZERO WIDTH NON-JOINER}"


@pytest.fixture(autouse=True, scope="module")
def classes_loaded():
    """What the window does in a job as it opens: until then a differing pair is pending."""
    warm_up()


def seed_playground() -> Playground:
    return Playground.of_records([Record(**RECORD_A), Record(**RECORD_B)])


def test_an_edit_changes_bytes_length_digest_and_verdict():
    playground = seed_playground()
    assert playground.analyses[1].digest == DIGEST_A and playground.analyses[1].length == 83
    assert playground.verdict(0, 1).kind == "same"
    analysis = playground.edit(1, body=RECORD_C["body"])
    assert (analysis.digest, analysis.length) == (DIGEST_C, 84)
    assert analysis.canonical.copy(0, len(analysis.canonical.display)).encode() == analysis.layout.content
    assert playground.verdict(0, 1).kind == "different"
    playground.edit(1, body=RECORD_A["body"].replace(" V", ZWNJ + " V"))
    assert playground.verdict(0, 1).kind == "near" and playground.verdict(0, 1).classes == ("zwnj",)
    playground.edit(1, body=RECORD_A["body"])
    assert playground.verdict(0, 1).kind == "same" and playground.group_of(0) == ["A", "B"]


def test_language_tag_and_field_boundary_verdicts():
    playground = seed_playground()
    playground.edit(1, language="en")
    assert playground.verdict(0, 1).classes == ("language-tag",)
    moved = RECORD_A["body"][:2]  # from the body's start to the title's end
    playground.edit(1, language="fa", title=RECORD_A["title"] + moved, body=RECORD_A["body"][2:])
    assert playground.verdict(0, 1).classes == ("field-boundary",)


def test_invalid_drafts_say_why_and_are_not_saved(tmp_path):
    playground = seed_playground()
    analysis = playground.edit(1, title="")
    assert analysis.problems and "title" in analysis.problems[0]
    assert analysis.digest == hashlib.sha256(canonical_bytes("fa", "", RECORD_A["body"])).hexdigest()
    with pytest.raises(OutputError, match=r"record 2 \(B\) is not valid yet"):
        playground.save(tmp_path / "class.json")
    assert not (tmp_path / "class.json").exists()


def test_saved_records_load_back_as_they_were_typed(tmp_path):
    playground = seed_playground()
    playground.edit(1, body="a\r\nb" + "\N{NO-BREAK SPACE}" + ZWNJ)
    playground.add()
    path = tmp_path / "class.json"
    playground.save(path)
    loaded = load_records(path)
    assert not loaded.problems
    assert [r.body for r in loaded.records] == [d.body for d in playground.drafts]
    assert [r.doc_id for r in loaded.records] == ["A", "B", "B-2"]
    assert json.loads(path.read_text(encoding="utf-8"))[1]["body"] == "a\r\nb\N{NO-BREAK SPACE}" + ZWNJ
    playground.edit(2, body="again")
    playground.save(path)  # a records file of its own kind is replaced
    assert [r.body for r in load_records(path).records][2] == "again"


def test_save_never_replaces_its_input_nor_another_kind_of_file(tmp_path):
    corpus = tmp_path / "corpus.json"
    corpus.write_text(json.dumps([RECORD_A]), encoding="utf-8")
    playground = Playground.of_records([Record(**RECORD_A)], inputs=[str(corpus)])
    linked = tmp_path / "linked.json"
    linked.hardlink_to(corpus)
    for target in (corpus, linked):
        with pytest.raises(OutputError, match=f"onto the input file {corpus}"):
            playground.save(target)
    report = tmp_path / "report.csv"
    report.write_text("group,representative,candidate_digest\n", encoding="utf-8")
    with pytest.raises(OutputError, match="it is not a records file"):
        playground.save(report)
    assert json.loads(corpus.read_text(encoding="utf-8")) == [RECORD_A]
    assert report.read_text(encoding="utf-8") == "group,representative,candidate_digest\n"


def test_at_least_two_records():
    playground = Playground.of_records([Record(**RECORD_A)])
    assert [d.doc_id for d in playground.drafts] == ["A", "A-2"]
    with pytest.raises(ValueError):
        playground.remove(0)
    playground.add(Draft("Z", "en", "t", "b"))
    playground.remove(0)
    assert [d.doc_id for d in playground.drafts] == ["A-2", "Z"]


def test_a_wide_difference_is_pending_until_a_job_settles_it():
    playground = seed_playground()
    wide = "x" * (QUICK_SPAN + 10)
    playground.edit(1, body=wide)
    assert playground.verdict(0, 1).kind == "pending"
    [(a, b)] = playground.pending()
    playground.settle(a, b, verdict(a, b))
    assert playground.verdict(0, 1).kind == "different"
    assert playground.pending() == []


TEXT = st.text(alphabet="ab \n\r.\u064a\u06cc\u200c\u00a0\u0301eV\u0643\u06a9", max_size=60)


@settings(max_examples=150, deadline=None)
@given(prefix=TEXT, suffix=TEXT, old=TEXT, new=TEXT, title=TEXT)
def test_quick_verdict_equals_the_whole_explanation(prefix, suffix, old, new, title):
    # A local edit inside long unchanged text, as a teacher makes one.
    filler = "word " * 40
    a = Record("a", "r", "fa", title or "t", filler + prefix + old + suffix + filler)
    b = Record("b", "r", "fa", title or "t", filler + prefix + new + suffix + filler)
    quick = quick_verdict(a, b)
    whole = explain(a, b)
    assert quick.kind == ("same" if whole.same_group else "near" if whole.near_identical else "different")
    assert quick.classes == whole.classes


def test_local_window_keeps_context_and_whole_crlf():
    a, b = "x" * 100 + "\r\n" + "y" * 100, "x" * 100 + "\n" + "y" * 100
    cut_a, cut_b = local_window(a, b, context=3)
    assert "\r\n" in cut_a and len(cut_a) < 20
    assert cut_b == "xxx\nyy"  # three of the common suffix, its LF first


def test_palette_names_each_character_with_its_code_point():
    assert entry_named("ZWNJ").label() == "ZWNJ  U+200C  ZERO WIDTH NON-JOINER"
    assert entry_named("CRLF").code_points == "U+000D U+000A"
    assert entry_named("\N{CYRILLIC SMALL LETTER A} Cyrillic").text == "\N{CYRILLIC SMALL LETTER A}"
    shorts = {entry.short for entry in PALETTE}
    assert {"ZWJ", "LRM", "RLM", "NBSP", "CR", "BOM", "fatha", "kasra"} <= shorts
    assert {entry.text for entry in PALETTE} >= {"\N{ARABIC LETTER YEH}", "\N{ARABIC LETTER FARSI YEH}",
                                                  "\N{ARABIC LETTER KAF}", "\N{ARABIC LETTER KEHEH}",
                                                  "\N{EXTENDED ARABIC-INDIC DIGIT FOUR}",
                                                  "\N{ARABIC-INDIC DIGIT FOUR}", "4"}


def test_before_the_classes_are_loaded_a_differing_pair_waits_for_a_job(monkeypatch):
    import importlib
    import threading

    verdict_module = importlib.import_module("core.playground.verdict")  # the module, not the function

    monkeypatch.setattr(verdict_module, "_WARM", threading.Event())
    a, c = Record(**RECORD_A), Record(**RECORD_C)
    assert quick_verdict(a, c).kind == "pending"  # never a keystroke's second of table loading
    assert quick_verdict(a, Record(**RECORD_B)).kind == "same"  # equal bytes need no classes
    assert verdict(a, c).kind == "different" and verdict_module.classes_ready()


def test_warming_up_loads_every_table_a_keystroke_could_need():
    """A content edit is told from a near-identical pair by the confusables skeleton last:
    its table must be loaded by the job, not by the first content edit typed. (A fresh
    process: in this one the table is loaded already.)"""
    program = ("from core.playground.verdict import warm_up\n"
               "from core.differences.confusables import confusables_table\n"
               "warm_up()\n"
               "print(confusables_table.cache_info().currsize)\n")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.stdout.strip() == "1"


def test_what_a_box_edits_and_why_not():
    from core.playground.sizes import EDITABLE_CHARACTERS, EDITABLE_LINE, too_long_to_edit

    assert too_long_to_edit("a" * EDITABLE_LINE + "\n" + "b" * EDITABLE_LINE) is None
    assert "200,001 characters" in too_long_to_edit("a\n" * (EDITABLE_CHARACTERS // 2) + "a")
    assert "a line longer than 20,000 characters" in too_long_to_edit("a" * (EDITABLE_LINE + 1))


def test_a_key_beside_a_long_field_neither_escapes_it_again_nor_hashes_it(monkeypatch):
    """A key typed in the title of a record whose body is too long to edit took 55-94 ms (10M
    Persian characters): the body escaped, encoded and hashed again at every key."""
    from core.playground import presenter
    from core.playground.sizes import DIGESTED_AT_ONCE

    body = "\N{ARABIC LETTER WAW}\"\n\\\N{ARABIC LETTER YEH}\x01" * (DIGESTED_AT_ONCE // 8)
    playground = Playground.of_records([Record("A", "t", "fa", "title", body), Record(**RECORD_A)])
    escaped, hashed = [], []
    monkeypatch.setattr(presenter, "escaped_field", lambda text: escaped.append(text) or escaped_field(text))
    monkeypatch.setattr(presenter, "sha256_hex", lambda data: hashed.append(len(data)) or sha256_hex(data))
    for title in ("title!", "title!!", "t\N{NO-BREAK SPACE}\""):
        analysis = playground.edit(0, title=title)
        expected = canonical_bytes("fa", title, body)
        assert analysis.layout.content == expected
        assert analysis.layout.field_span("body") == layout_of("fa", title, body).field_span("body")
        assert analysis.digest_later and analysis.digest == "" and playground.digests_later() == [analysis]
    assert escaped == ["title!", "title!!", "t\N{NO-BREAK SPACE}\""] and hashed == []
    assert playground.digest_found(analysis, hashlib.sha256(expected).hexdigest()) == 0
    assert playground.analyses[0].digest == hashlib.sha256(expected).hexdigest()
    assert playground.digests_later() == []
    assert playground.digest_found(analysis, "stale") is None  # edited meanwhile: nothing kept


def test_a_short_record_is_still_hashed_at_each_key():
    playground = seed_playground()
    body = "x\"\n\x01"
    analysis = playground.edit(1, body=body)
    assert not analysis.digest_later
    assert analysis.digest == hashlib.sha256(canonical_bytes("fa", RECORD_A["title"], body)).hexdigest()
    assert playground.edit(1, body="\ud800").layout is None  # a lone surrogate: still said, not raised
