"""Keeper rules that read the text: the most careful orthography, the longest text, the reason
beside each suggestion, and each editor's rule kept through a merge."""

from __future__ import annotations

import msgspec

from core.records import Record
from core.review import KeeperPreset, LargestDocId, ReviewDesk, merge_decisions, read_decisions
from core.review.card import card_of
from core.review.keepers import BUILT_IN_RULES, CarefulOrthography, LongestText, suggest_with_reason
from tests import test_review_controller as controller_tests
from tests.review_helpers import open_review

reviewing = controller_tests.reviewing  # the fixture: a controller in review mode and its view
__all__ = ["open_review"]  # the fixture
CAREFUL = BUILT_IN_RULES[2]
LARGEST = KeeperPreset("largest doc_id", (LargestDocId(),))

ZWNJ, YEH, FARSI_YEH = "\N{ZERO WIDTH NON-JOINER}", "\N{ARABIC LETTER YEH}", "\N{ARABIC LETTER FARSI YEH}"
HAMZA_SEAT = "\N{ARABIC LETTER ALEF WITH HAMZA ABOVE}"
BARE_ALEF = "\N{ARABIC LETTER ALEF}"


def copy(doc_id: str, body: str) -> Record:
    return Record(doc_id, f"https://example.org/{doc_id}", "fa", "T", body)


# One line of verse as three editions print it: the first lost its ZWNJ and hamza (and has the
# smallest doc_id: the representative, what "smallest doc_id" suggests), the second kept them
# but writes Arabic yeh, the third writes it all as Persian writes it.
WORD = "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER SHEEN}\N{ARABIC LETTER KEHEH}\N{ARABIC LETTER LAM}"
HA = "\N{ARABIC LETTER HEH}\N{ARABIC LETTER ALEF}"
LOST = copy("a-lost", f"{BARE_ALEF}{WORD} {HA} {YEH}")
ARABIC_YEH = copy("b-arabic-yeh", f"{HAMZA_SEAT}{WORD}{ZWNJ}{HA} {YEH}")
CAREFUL_COPY = copy("c-careful", f"{HAMZA_SEAT}{WORD}{ZWNJ}{HA} {FARSI_YEH}")
EDITIONS = [LOST, ARABIC_YEH, CAREFUL_COPY]


def test_the_most_careful_orthography_is_suggested_with_its_reason():
    assert suggest_with_reason(EDITIONS, ())[0] == "a-lost"  # the representative: the worst text
    assert suggest_with_reason(EDITIONS, CAREFUL.rules) == ("c-careful", "keeps ZWNJ")
    assert suggest_with_reason([ARABIC_YEH, CAREFUL_COPY], CAREFUL.rules) == (
        "c-careful", "writes Persian \N{ARABIC LETTER FARSI YEH}")
    assert suggest_with_reason([LOST, copy("z-hamza", f"{HAMZA_SEAT}{WORD} {HA} {YEH}")], CAREFUL.rules) == (
        "z-hamza", "writes hamza")
    spaced = copy("d-spaced", CAREFUL_COPY.body.replace(" ", "  "))
    assert suggest_with_reason([spaced, CAREFUL_COPY], CAREFUL.rules) == ("c-careful", "has no stray spaces")


def test_the_longest_text_then_the_orthography_and_a_tie_goes_to_the_smallest_doc_id():
    longer = copy("e-longer", LOST.body + " " + WORD)
    assert suggest_with_reason([*EDITIONS, longer], (LongestText(), CarefulOrthography())) == (
        "e-longer", "the longest text")
    twins = [copy("x2", CAREFUL_COPY.body), copy("x1", CAREFUL_COPY.body)]
    in_order = sorted(twins, key=lambda record: record.doc_id)
    assert suggest_with_reason(in_order, CAREFUL.rules) == ("x1", "a tie: smallest doc_id")


def test_each_editor_keeps_their_own_rule_through_a_merge_and_another_editors_is_named(reviewing, tmp_path):
    ann, ann_view = reviewing("ann")
    ann.choose_rule(LARGEST)
    ann_view.flush()
    ann_lines = read_decisions(ann.desk.review.path).lines
    corpus, subjects = ann.desk._corpus, ann.desk.review.subjects
    ann.desk.close()
    bob_desk = ReviewDesk(ann.desk.run)
    bob_desk.reviewer = "bob"
    bob_file = tmp_path / "bob.jsonl"
    bob_desk.choose_path(bob_file)
    bob_desk.open_for(corpus, subjects.records, subjects.groups, write=True)
    bob_desk.choose_rule(CAREFUL)
    bob_desk.review.write(bob_desk.rule_lines())
    bob_desk.close()
    bob_lines = read_decisions(bob_file).lines
    later = [msgspec.structs.replace(line, at="2099-01-01T00:00:00.000Z") for line in bob_lines]  # the last
    merged = merge_decisions(ann_lines, later, reviewer="lead", at="2099-01-02T00:00:00.000Z")
    path = tmp_path / "merged.jsonl"
    path.write_bytes(b"".join(raw + b"\n" for raw in merged.raw))
    for reviewer, name, by in (("ann", "largest doc_id", None), ("bob", "most careful orthography", None),
                               ("carol", "most careful orthography", "bob")):
        desk = ReviewDesk(bob_desk.run)
        desk.reviewer = reviewer
        desk.choose_path(path)
        desk.open_for(corpus, subjects.records, subjects.groups, write=False)
        desk.set_clusters(subjects.clusters, subjects.cluster_key)
        assert (desk.keeper_rule_name, desk.rule_by) == (name, by), reviewer  # ann got bob's, unsaid
        desk.move(list(range(len(subjects.groups))))
        card = card_of(desk)
        assert card.rule == name and card.rule_by == by and card.reason
        desk.close()


def test_the_export_names_the_rule_the_deciding_editor_had_chosen(tmp_path, open_review):
    from core.review import ReviewState, export_rows
    from core.review.decision_lines import KEEPER_RULE, ReviewSubject
    from core.review.export import EXPORT_COLUMNS
    from tests.review_helpers import subjects_of, write_corpus
    from tests.test_review_export import CLUSTER, group_at

    corpus = write_corpus(tmp_path, CLUSTER)
    ann = open_review(corpus, reviewer="ann")
    [ann_rule] = ann.lines_for([(ReviewSubject(), KEEPER_RULE)], rule=LARGEST)
    [bob_rule] = ann.lines_for([(ReviewSubject(), KEEPER_RULE)], rule=CAREFUL)
    bob_rule = msgspec.structs.replace(bob_rule, reviewer="bob")
    [decision] = ann.lines_for([(group_at(ann, "a1"), "keep", "a2", None, None)])
    state = ReviewState([ann_rule, bob_rule, decision])  # as a merge interleaves them
    rows = {row[0]: dict(zip(EXPORT_COLUMNS, row, strict=True))
            for row in export_rows(subjects_of(corpus), state)}
    assert rows["a2"]["keeper_rule"] == "largest doc_id"  # was bob's, the last rule line before it
