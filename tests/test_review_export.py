"""``review export`` rows as a pipeline reads them: action, keeper, the deciding subject, stale, conflict."""

from __future__ import annotations

import msgspec
import pytest

from core.review import ReviewState, export_rows, read_decisions
from core.review.export import EXPORT_COLUMNS
from tests.review_helpers import open_review, subjects_of, write_corpus

__all__ = ["open_review"]  # the fixture

# Two exact groups (a1, a2 and b1, b2) near-identical to each other and to c (a cluster of three
# groups), and the helpers' corpus beside them.
CLUSTER = [
    {"doc_id": "a1", "source_ref": "r1", "language": "en", "title": "T", "body": "one\ntwo"},
    {"doc_id": "a2", "source_ref": "r2", "language": "en", "title": "T", "body": "one\ntwo"},
    {"doc_id": "b1", "source_ref": "r3", "language": "en", "title": "T", "body": "one\r\ntwo"},
    {"doc_id": "b2", "source_ref": "r4", "language": "en", "title": "T", "body": "one\r\ntwo"},
    {"doc_id": "c", "source_ref": "r5", "language": "en", "title": "T", "body": "one\ntwo "},
]


def rows_of(corpus, *, clusters: bool = True) -> dict[str, dict]:
    """Every record's row, by doc_id, as the export makes them from the decisions file."""
    subjects = subjects_of(corpus, clusters=clusters)
    state = ReviewState(read_decisions(f"{corpus}.decisions.jsonl").lines)
    return {row[0]: dict(zip(EXPORT_COLUMNS, row, strict=True)) for row in export_rows(subjects, state)}


def brief(rows: dict[str, dict]) -> dict[str, tuple[str, str, str, str]]:
    return {doc_id: (row["action"], row["keeper"], row["subject"], row["decision"])
            for doc_id, row in rows.items()}


@pytest.fixture
def corpus(tmp_path):
    return write_corpus(tmp_path, CLUSTER)


def cluster_of(review):
    [cluster] = review.subjects.clusters
    return review.subjects.cluster_subject(0), cluster


def group_at(review, doc_id):
    subjects = review.subjects
    index = next(i for i, group in enumerate(subjects.groups)
                 if subjects.records[group.members[0]].doc_id == doc_id)
    return subjects.group_subject(index)


def test_nothing_decided_leaves_every_record_of_the_cluster_unreviewed_never_kept(corpus, tmp_path):
    assert brief(rows_of(corpus)) == {
        "a1": ("unreviewed", "", "", ""), "a2": ("unreviewed", "", "", ""),
        "b1": ("unreviewed", "", "", ""), "b2": ("unreviewed", "", "", ""),
        "c": ("unreviewed", "", "", "")}  # alone in its exact group, but with near-identical copies
    lone = write_corpus(tmp_path, [*CLUSTER, {"doc_id": "z", "source_ref": "r9", "language": "en",
                                              "title": "Other", "body": "nothing like the others"}])
    assert brief(rows_of(lone))["z"] == ("keep", "z", "", "")  # no duplicate, no copy: nothing to decide


def test_a_cluster_keeping_one_group_drops_the_others_naming_the_record_kept(corpus, open_review):
    review = open_review(corpus, reviewer="ann")
    subject, _ = cluster_of(review)
    review.decide(group_at(review, "a1"), "keep", keeper="a2", note="a2 is the original")
    review.decide(subject, "keep", keeper="a1", classes=("line-ending",))
    review.close()
    rows = rows_of(corpus)
    assert brief(rows) == {
        "a1": ("drop", "a2", "group", "keep"), "a2": ("keep", "a2", "group", "keep"),
        "b1": ("drop", "a2", "cluster", "keep"), "b2": ("drop", "a2", "cluster", "keep"),
        "c": ("drop", "a2", "cluster", "keep")}
    assert rows["a1"]["note"] == "a2 is the original" and rows["b1"]["reviewer"] == "ann"
    assert rows["b1"]["at"].endswith("Z") and rows["b1"]["representative"] == "b1"


def test_same_document_keeps_the_suggested_record_of_an_undecided_group(corpus, open_review):
    review = open_review(corpus)
    subject, _ = cluster_of(review)
    review.decide(subject, "same-normalize-upstream", keeper="c", classes=("edge-whitespace",))
    review.close()
    assert brief(rows_of(corpus)) == {
        "a1": ("drop", "c", "cluster", "same-normalize-upstream"),
        "a2": ("drop", "c", "cluster", "same-normalize-upstream"),
        "b1": ("drop", "c", "cluster", "same-normalize-upstream"),
        "b2": ("drop", "c", "cluster", "same-normalize-upstream"),
        "c": ("keep", "c", "cluster", "same-normalize-upstream")}


@pytest.mark.parametrize(("decision", "action"), [("unsure", "undecided"), ("distinct", "keep")])
def test_an_unsure_cluster_leaves_its_records_undecided_a_distinct_one_to_their_groups(
        corpus, open_review, decision, action):
    review = open_review(corpus)
    subject, _ = cluster_of(review)
    review.decide(group_at(review, "b1"), "keep", keeper="b1")
    review.decide(subject, decision)
    review.close()
    rows = brief(rows_of(corpus))
    assert rows["b2"] == ("drop", "b1", "group", "keep")  # dropped by its group either way
    assert rows["b1"] == ("keep", "b1", "group", "keep")  # the group decided before its cluster still counts
    # The records no group decision covers: as the cluster says (distinct documents are all kept).
    assert rows["c"][0] == action and rows["a1"][0] == action


def test_a_merge_conflict_and_a_stale_decision_are_said_as_such(corpus, open_review, tmp_path):
    from core.review import merge_decisions
    from core.review.journal import encode_line

    review = open_review(corpus, reviewer="ann")
    subject, _ = cluster_of(review)
    review.decide(subject, "distinct")
    review.decide(group_at(review, "a1"), "keep-all")
    review.close()
    ours = read_decisions(review.path).lines
    theirs = [msgspec.structs.replace(ours[0], reviewer="bob", decision="unsure", at=ours[0].at[:-1] + "1Z")]
    merged = merge_decisions(ours, theirs, reviewer="lead", at="2030-01-01T00:00:00.000Z")
    review.path.write_bytes(b"".join(encode_line(line) for line in merged.lines))
    rows = brief(rows_of(corpus))
    assert rows["c"] == ("conflict", "", "cluster", "conflict")
    assert rows["b1"] == ("conflict", "", "cluster", "conflict")
    assert rows["a1"] == ("keep", "a1", "group", "keep-all")  # its own group's decision still counts
    # The corpus changes: b2 is edited away from b1, so the cluster and its decision go stale.
    records = [dict(record) for record in CLUSTER]
    records[3]["body"] = "something else entirely"
    write_corpus(tmp_path, records)
    rows = brief(rows_of(corpus))
    assert rows["b1"] == ("stale", "", "cluster", "conflict")
    assert rows["a1"] == ("keep", "a1", "group", "keep-all")  # its own group's decision still holds


def test_a_stale_group_decision_names_its_records(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    review = open_review(corpus)
    subject = next(review.subjects.group_subject(index) for index, key in enumerate(review.subjects.group_key)
                   if key is not None)
    review.decide(subject, "keep", keeper="B")
    review.close()
    records = msgspec.json.decode(corpus.read_bytes())
    for record in records:
        if record["doc_id"] == "D":
            record["body"] += " (edited)"
    write_corpus(tmp_path, records)
    rows = brief(rows_of(corpus))
    assert rows["A"] == ("stale", "", "group", "keep") and rows["D"] == ("stale", "", "group", "keep")


def test_a_kept_record_names_the_keeper_rule_in_force_when_it_was_decided(corpus, open_review):
    from core.review import KeeperPreset, LargestDocId
    from core.review.decision_lines import KEEPER_RULE, ReviewSubject

    review = open_review(corpus, reviewer="ann")
    subject, _ = cluster_of(review)
    review.decide(group_at(review, "a1"), "keep", keeper="a1")  # no rule line yet: the representative
    largest = KeeperPreset("largest doc_id", (LargestDocId(),))
    review.write(review.lines_for([(ReviewSubject(), KEEPER_RULE)], rule=largest))
    review.decide(group_at(review, "b1"), "keep", keeper="b2")
    review.decide(subject, "distinct")
    review.close()
    rows = rows_of(corpus)
    assert {doc_id: row["keeper_rule"] for doc_id, row in rows.items()} == {
        "a1": "smallest doc_id", "a2": "smallest doc_id", "b1": "largest doc_id", "b2": "largest doc_id",
        "c": ""}  # kept by the distinct cluster: no record kept by a rule


def test_the_rule_in_force_goes_by_the_files_order_when_a_rule_and_a_decision_share_their_millisecond(
        corpus, open_review):
    from core.review import KeeperPreset, LargestDocId, encode_line
    from core.review.decision_lines import KEEPER_RULE, ReviewSubject

    review = open_review(corpus)
    [before] = review.lines_for([(group_at(review, "a1"), "keep", "a1", None, None)])
    largest = KeeperPreset("largest doc_id", (LargestDocId(),))
    [rule] = review.lines_for([(ReviewSubject(), KEEPER_RULE)], rule=largest)
    [after] = review.lines_for([(group_at(review, "b1"), "keep", "b2", None, None)])
    review.close()
    same = before.at
    lines = [msgspec.structs.replace(line, at=same) for line in (before, rule, after)]
    review.path.write_bytes(b"".join(encode_line(line) for line in lines))
    rows = rows_of(corpus)
    assert (rows["a1"]["keeper_rule"], rows["b2"]["keeper_rule"]) == ("smallest doc_id", "largest doc_id")


def test_the_csv_is_what_a_csv_writer_makes_of_the_rows_whatever_a_source_ref_holds(tmp_path, open_review):
    import csv
    import io

    from core.review import encode_export

    refs = ["plain", "with,comma", 'with"quotes"', "trailing,", "\N{ARABIC LETTER BEH}\N{ARABIC LETTER TEH}"]
    records = [{"doc_id": f"r{number}", "source_ref": ref, "language": "en", "title": "T",
                "body": f"body {number}"} for number, ref in enumerate(refs)]
    twins = [{"doc_id": f"d{number}", "source_ref": ref, "language": "en", "title": "T", "body": "twin"}
             for number, ref in enumerate(["x,y", "z"])]  # a duplicate group nobody decided about
    corpus = write_corpus(tmp_path, [*records, *twins, *CLUSTER])
    review = open_review(corpus)
    subject, _ = cluster_of(review)
    review.decide(subject, "keep", keeper="b1")
    review.close()
    subjects = subjects_of(corpus, clusters=True)
    state = ReviewState(read_decisions(f"{corpus}.decisions.jsonl").lines)
    expected = io.StringIO(newline="")
    writer = csv.writer(expected, lineterminator="\n")
    writer.writerow(EXPORT_COLUMNS)
    writer.writerows(export_rows(subjects, state))
    made = encode_export(subjects, state, "csv").decode("utf-8")
    assert made == expected.getvalue()
    assert "d0,z,d0,unreviewed" not in made and 'd0,"x,y",d0,unreviewed,,,,,,,,\n' in made
    assert "a1,r1,a1,drop,b1,cluster" in made
    read_back = {row["doc_id"]: row["source_ref"] for row in csv.DictReader(io.StringIO(made))}
    assert [read_back[f"r{number}"] for number in range(len(refs))] == refs


def test_a_group_key_made_in_one_step_is_the_subjects_key(tmp_path):
    from core.grouping import Group
    from core.review import subject_key
    from core.review.subjects import group_key_of, group_subject

    subjects = subjects_of(write_corpus(tmp_path, CLUSTER), clusters=False)
    for group in subjects.groups:
        assert group_key_of(group, subjects.records) == subject_key(group_subject(group, subjects.records))
    shuffled = Group("a1", "00" * 32, 3, (1, 0))  # members out of doc_id order: sorted all the same
    assert group_key_of(shuffled, subjects.records) == subject_key(group_subject(shuffled, subjects.records))
