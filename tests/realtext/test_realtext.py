"""Real text written elsewhere: Hafez in two editions, stopword lists, GTK's Persian
translations in three versions, licence files.

The yardstick is :mod:`.simple_fold` (no ``core`` import); the sources and their
licences are in README.md beside this file. ``python -m tests.realtext.evaluation``
prints the figures and every pair missed.
"""

from __future__ import annotations

import hashlib
import json
import struct

import pytest

from core import CORPUS_LIMITS, Record, form_groups, load_records
from core.onepass.scan import scan_batch

from ..helpers import run_cli
from .evaluation import corpus_of, evaluate
from .simple_fold import canonical, exact_groups, simple_keys
from .sources import real_records
from .translations import read_mo

# The figures of each corpus, printed at the end of the run (see conftest.py beside this file).
REPORT: list[str] = []

ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
RAHMA = "\N{ARABIC LETTER REH}\N{ARABIC LETTER HAH}\N{ARABIC LETTER MEEM}"  # رحم(ة)
IMLA = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER MEEM}\N{ARABIC LETTER LAM}\N{ARABIC LETTER ALEF}"  # املا
SARV = "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER REH}\N{ARABIC LETTER WAW}"  # سرو
BALA = "\N{ARABIC LETTER BEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER LAM}\N{ARABIC LETTER ALEF}"  # بالا
MI = "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}"
SHAVAD = "\N{ARABIC LETTER SHEEN}\N{ARABIC LETTER WAW}\N{ARABIC LETTER DAL}"


def _record(body: str, title: str = "t", language: str = "fa") -> dict[str, str]:
    return {"doc_id": "d", "source_ref": "s", "language": language, "title": title, "body": body}


def _near(a: str, b: str, language: str = "fa") -> bool:
    keys_a, keys_b = simple_keys(_record(a, language=language)), simple_keys(_record(b, language=language))
    return bool(set(keys_a) & set(keys_b))


@pytest.fixture(scope="module")
def records():
    return real_records()


@pytest.fixture(scope="module")
def evaluation(records):
    return evaluate(records)


@pytest.mark.parametrize(("a", "b"), [
    (MI + ZWNJ + SHAVAD, MI + " " + SHAVAD),  # ZWNJ written as a space
    (MI + ZWNJ + SHAVAD, MI + SHAVAD),  # ZWNJ left out
    ("\N{ARABIC LETTER MEEM}\N{ARABIC LETTER WAW WITH HAMZA ABOVE}\N{ARABIC LETTER SEEN}",
     "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER WAW}\N{ARABIC LETTER SEEN}"),  # a hamza left out
    ("\N{ARABIC LETTER HEH}\N{ARABIC HAMZA ABOVE}", "\N{ARABIC LETTER HEH}"),
    ("\N{ARABIC LETTER YEH}\N{ARABIC LETTER KAF}", "\N{ARABIC LETTER FARSI YEH}\N{ARABIC LETTER KEHEH}"),
    ("\N{ZERO WIDTH NO-BREAK SPACE}a b", "a\N{ZERO WIDTH SPACE}b"),
    ("\nline one\n   line two  \n\n", "line one\r\nline two"),  # blank lines and indentation
    ("\N{EXTENDED ARABIC-INDIC DIGIT ONE}\N{EXTENDED ARABIC-INDIC DIGIT TWO}", "12"),
    ("a\N{ARABIC TATWEEL}b\N{ARABIC FATHA}", "ab"),
    # round 2: ة as ت at a word's end, a final standalone hamza, a space after a letter that
    # does not join to the left, a haraka alone after a space, white space across a break
    (RAHMA + "\N{ARABIC LETTER TEH MARBUTA}", RAHMA + "\N{ARABIC LETTER TEH}"),
    (IMLA + "\N{ARABIC LETTER HAMZA}", IMLA),
    (SARV + " " + BALA, SARV + BALA),
    ("\N{ARABIC LETTER DAL}\N{ARABIC LETTER LAM} \N{ARABIC KASRA} " + MI, "\N{ARABIC LETTER DAL}"
     "\N{ARABIC LETTER LAM} " + MI),
    ("one two \nthree", "one two\n three"),
    ("   Apache\n", "\n      Apache"),
])
def test_the_yardstick_folds_what_unicode_md_calls_near_identical(a, b):
    assert _near(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("\N{ARABIC LETTER ALEF WITH MADDA ABOVE}", "\N{ARABIC LETTER ALEF}"),  # madda is not a hamza
    (MI + " " + SHAVAD, MI + SHAVAD),  # a space dropped is an edit
    ("V", "mV"),
    ("a\n\nb", "a\nb"),  # a blank line inside the text
    (RAHMA + "\N{ARABIC LETTER TEH}", RAHMA + "\N{ARABIC LETTER HEH}"),  # ت vs ه
    ("\N{ARABIC LETTER TEH MARBUTA}" + SHAVAD, "\N{ARABIC LETTER TEH}" + SHAVAD),  # not at a word's end
    ("\N{ARABIC LETTER ZAIN}\N{ARABIC LETTER HAMZA}" + MI, "\N{ARABIC LETTER ZAIN}" + MI),  # hamza inside
    ("\N{ARABIC LETTER SEEN}\N{ARABIC LETTER BEH} " + BALA, "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER BEH}"
     + BALA),  # after a letter that joins both ways
])
def test_the_yardstick_keeps_real_edits_apart(a, b):
    assert not _near(a, b)


def test_the_yardstick_reads_teh_marbuta_as_teh_in_persian_records_only():
    a, b = RAHMA + "\N{ARABIC LETTER TEH MARBUTA}", RAHMA + "\N{ARABIC LETTER TEH}"
    assert _near(a, b, "fa-IR") and not _near(a, b, "ar")


def test_the_yardstick_rebuilds_the_contracts_reference_bytes():
    title = ("\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}\N{ARABIC LETTER NOON}"
             "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER FARSI YEH} \N{ARABIC LETTER HAH}"
             "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER GAF}\N{ARABIC LETTER REH}")
    body = ("\N{ARABIC LETTER WAW}\N{ARABIC LETTER LAM}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}"
            "\N{ARABIC LETTER JEH} \N{ARABIC LETTER BEH}\N{ARABIC LETTER REH}\N{ARABIC LETTER HAH}"
            "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER BEH} V \N{ARABIC LETTER ALEF}\N{ARABIC LETTER SEEN}"
            "\N{ARABIC LETTER TEH}.")
    (group,) = exact_groups([_record(body, title)])
    assert group[1:3] == ("ccc7ab9029274f98953a87f389d0562af696c08eba476c76691abcf087c7c187", 83)
    assert canonical(_record(body, title)).startswith(b'["doc-content-v1","fa","')


def test_the_real_corpus_holds_many_real_pairs_of_each_kind(evaluation):
    kinds = {tuple(doc_id.split("-")[0] for doc_id in pair) for pair in evaluation.expected}
    poems = sum(1 for a, b in evaluation.expected if a.startswith("hafez-kb") and b.startswith("hafez-rf"))
    versions = sum(1 for a, b in evaluation.expected
                   if a.startswith("mo-") and a.split("-")[1] != b.split("-")[1])
    assert len(evaluation.records) > 15_000
    assert len(evaluation.expected) > 1_000
    assert poems > 350  # the opening couplets of the two editions of Hafez
    assert versions > 30  # one GTK message, respelled from one major version to the next
    assert kinds == {("hafez", "hafez"), ("sw", "sw"), ("mo", "mo")}


def test_gtks_catalogues_are_read_in_full(records):
    gtk = [record for record in records if record["doc_id"].startswith("mo-")]
    versions = {record["doc_id"].split("-")[1] for record in gtk}
    assert versions == {"gtk2", "gtk3", "gtk4"} and len(gtk) > 4_000
    plural = [record for record in gtk if "\n" in record["title"] and "\n" in record["body"]]
    assert plural  # a plural message: its English forms and its Persian forms, one per line
    assert all(record["source_ref"].startswith("debian:libgtk") for record in gtk)


def test_the_mo_reader_reads_contexts_plurals_and_both_byte_orders(tmp_path):
    strings = [("", "Content-Type: text/plain; charset=UTF-8\n"), ("menu\x04Open", "\N{ARABIC LETTER BEH}"),
               ("%d file\x00%d files", "\N{ARABIC LETTER ALEF}\x00\N{ARABIC LETTER DAL}")]
    for order in "<>":
        originals = [text.encode() for text, _ in strings]
        translations = [text.encode() for _, text in strings]
        start = 28 + 16 * len(strings)
        table, blob = [], b""
        for value in originals + translations:
            table.append((len(value), start + len(blob)))
            blob += value + b"\x00"
        header = struct.pack(f"{order}7I", 0x950412DE, 0, len(strings), 28, 28 + 8 * len(strings), 0, 0)
        path = tmp_path / f"fa{order == '>'}.mo"
        path.write_bytes(header + b"".join(struct.pack(f"{order}2I", *entry) for entry in table) + blob)
        assert read_mo(path) == strings
    (tmp_path / "bad.mo").write_bytes(b"\x00" * 40)
    with pytest.raises(ValueError, match=r"bad\.mo: not a GNU \.mo catalogue"):
        read_mo(tmp_path / "bad.mo")


def test_exact_groups_equal_the_independent_rebuild(records):
    valid = [Record(**record) for record in records]
    found = [(group.representative, group.candidate_digest, group.canonical_utf8_length,
              tuple(valid[member].doc_id for member in group.members))
             for group in form_groups(valid)]
    assert found == exact_groups(records)


@pytest.fixture(scope="module")
def records_file(records, tmp_path_factory):
    path = tmp_path_factory.mktemp("realtext") / "real.jsonl"
    path.write_text("".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records),
                    encoding="utf-8")
    return path


def test_both_load_paths_take_every_real_record_and_its_url(records, records_file):
    loaded = load_records(records_file)
    assert loaded.problems == []
    assert [record.as_dict() for record in loaded.records] == records
    batch = scan_batch(records_file.read_bytes(), CORPUS_LIMITS, lines=True)  # the one pass vouches
    assert batch.source_refs == [record["source_ref"] for record in records]
    assert batch.contents == [canonical(record) for record in records]


def test_docdedup_group_gives_the_independent_groups(records, records_file):
    result = run_cli("group", records_file)
    assert result.returncode == 0, result.stderr
    by_id = {record["doc_id"]: record for record in records}
    found = [(group["representative"], group["candidate_digest"], group["canonical_utf8_length"],
              tuple(member["doc_id"] for member in group["members"]))
             for group in json.loads(result.stdout)["groups"]]
    assert found == exact_groups(records)
    assert all(hashlib.sha256(canonical(by_id[group[0]])).hexdigest() == group[1] for group in found)


def _listed(pairs) -> str:
    return "\n".join(f"{a} ~ {b}" for a, b in pairs[:20])


def test_neighbours_cluster_at_least_98_percent_of_the_real_pairs(evaluation):
    assert evaluation.recall >= 0.98, (
        f"{len(evaluation.missed)} of {len(evaluation.expected)} pairs in no common cluster "
        f"(python -m tests.realtext.evaluation says why):\n{_listed(evaluation.missed)}")


@pytest.mark.parametrize("corpus", ["Hafez editions", "stopword lists", "GTK translations"])
def test_on_every_corpus_at_least_98_percent_clustered_and_explained_pair_by_pair(evaluation, corpus):
    # Pair by pair: explain itself must call each yardstick pair near-identical; a cluster
    # joined through a third record would hide a pair explain calls a real edit.
    figures = evaluation.by_corpus()[corpus]
    REPORT.append(str(figures))
    missed = [pair for pair in evaluation.not_explained if corpus_of(pair[0]) == corpus]
    assert figures.pairs > 50
    assert figures.recall >= 0.98 and figures.pair_by_pair >= 0.98, f"{figures}\n{_listed(missed)}"


def test_the_licence_files_hold_no_pair_to_score(evaluation):
    # Their copies differ by copyright lines, never by white space alone: nothing to score.
    assert evaluation.by_corpus()["licence files"].pairs == 0


def test_no_pair_explain_calls_near_identical_is_outside_a_common_cluster(evaluation):
    assert len(evaluation.explained_near) > 1_000
    assert evaluation.explained_apart == [], _listed(evaluation.explained_apart)
