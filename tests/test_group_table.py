"""The group tree's display state, without Qt: texts, filter, duplicates only, sorting."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from core.display.group_table import COLUMN, GroupTable, NearIdentical, TableQuery, short_digest
from core.grouping import form_groups
from core.progress import Cancelled
from core.records import Record

PERSIAN_TITLE = "راهنمای حسگر"
BODY_V = "ولتاژ برحسب V است."
BODY_MV = "ولتاژ برحسب mV است."


def zero_digest(payload: bytes) -> str:
    """The seed's forced collision (``core.inspection.zero_digest``, without loading files)."""
    return "0" * 64


def _records():
    return [
        Record("C", "Ref3", "fa", PERSIAN_TITLE, BODY_MV),
        Record("A", "Ref1", "fa", PERSIAN_TITLE, BODY_V),
        Record("B", "Ref2", "fa", PERSIAN_TITLE, BODY_V),
        Record("D", "site-7", "en", "Sensor guide", "Voltage in V.\r\n"),
        Record("E", "site-8", "en", "Sensor guide", "Voltage in V.\n"),
    ]


@pytest.fixture
def table():
    records = _records()
    return GroupTable(records, form_groups(records))


def test_group_row_texts_show_representative_members_bytes_and_short_digest(table):
    texts = table.group_texts(0)
    assert texts == ("A", table.records[0].title, "Ref1", "2", "", "", "83", "ccc7ab902927…")


def test_member_rows_show_doc_id_and_source_ref_in_doc_id_order(table):
    texts = [table.member_texts(0, i) for i in range(table.member_count(0))]
    pairs = [(doc_id, source_ref) for doc_id, _title, source_ref, *_ in texts]
    assert pairs == [("A", "Ref1"), ("B", "Ref2")]


def test_member_rows_show_the_characters_their_group_holds(table):
    table.set_characters({0: ("bidi-control", "default-ignorable")})
    assert {table.member_texts(0, i)[COLUMN["chars"]] for i in range(table.member_count(0))} == {"BiDi Inv"}
    assert table.group_texts(0)[COLUMN["chars"]] == "BiDi Inv"


def test_no_query_shows_every_group_in_representative_order(table):
    assert [table.groups[g].representative for g in table.arrange(TableQuery()).rows] == ["A", "C", "D", "E"]


def test_duplicates_only_hides_singletons(table):
    rows = table.arrange(TableQuery(duplicates_only=True)).rows
    assert [table.groups[g].representative for g in rows] == ["A"]


@pytest.mark.parametrize(("text", "expected"), [
    ("ref3", ["C"]),  # source_ref, any case
    ("b", ["A"]),  # a member's doc_id finds its group
    ("SITE-", ["D", "E"]),
    ("ccc7", ["A"]),  # digest prefix
    ("mV", ["C"]),  # body text
    ("\r\n", ["D"]),  # invisible characters are text like any other
    ("Sensor", ["D", "E"]),  # title text
    ("nothing-like-this", []),
])
def test_filter_matches_ids_digest_prefix_and_text(table, text, expected):
    rows = table.arrange(TableQuery(text=text)).rows
    assert [table.groups[g].representative for g in rows] == expected


def test_short_hex_is_not_taken_as_a_digest_prefix(table):
    # "cc" would otherwise match about one group in 256 by chance.
    assert table.arrange(TableQuery(text="cc")).rows == []


def test_persian_text_matches_code_point_for_code_point(table):
    arabic_yeh_title = PERSIAN_TITLE.replace("\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER YEH}")
    assert table.arrange(TableQuery(text=arabic_yeh_title)).rows == []
    assert len(table.arrange(TableQuery(text=PERSIAN_TITLE))) == 2


def test_sort_by_members_descending_keeps_ties_in_representative_order(table):
    rows = table.arrange(TableQuery(sort_column=COLUMN["members"], descending=True)).rows
    assert [table.groups[g].representative for g in rows] == ["A", "C", "D", "E"]
    rows = table.arrange(TableQuery(sort_column=COLUMN["members"])).rows
    assert [table.groups[g].representative for g in rows] == ["C", "D", "E", "A"]


def test_sort_by_bytes_and_descending_representative(table):
    by_bytes = table.arrange(TableQuery(sort_column=COLUMN["bytes"])).rows
    lengths = [table.groups[g].canonical_utf8_length for g in by_bytes]
    assert lengths == sorted(lengths)
    rows = table.arrange(TableQuery(sort_column=0, descending=True)).rows
    assert [table.groups[g].representative for g in rows] == ["E", "D", "C", "A"]


def test_near_identical_badge_counts_neighbours_and_names_classes(table):
    pair = SimpleNamespace(a=2, b=3, classes=("line-ending",))
    table.set_near_identical(NearIdentical([SimpleNamespace(groups=(2, 3), pairs=(pair,))]))
    assert table.group_texts(2)[COLUMN["near"]] == "≈ 1"
    assert table.near.classes(3) == ("line-ending",)
    assert table.near.of(2) == [(3, ("line-ending",))]
    assert table.near.cluster_count == 1
    rows = table.arrange(TableQuery(sort_column=COLUMN["near"], descending=True)).rows
    assert rows[:2] == [2, 3]


def test_an_arrangement_knows_where_each_group_stands(table):
    arrangement = table.arrange(TableQuery(sort_column=0, descending=True))
    assert [arrangement.position_of(group) for group in arrangement.rows] == [0, 1, 2, 3]
    filtered = table.arrange(TableQuery(duplicates_only=True))
    assert filtered.position_of(0) == 0 and filtered.position_of(1) is None
    assert filtered.position_of(99) is None


def test_title_sort_and_body_excerpt(table):
    rows = table.arrange(TableQuery(sort_column=COLUMN["title"])).rows
    titles = [table.group_texts(group)[COLUMN["title"]] for group in rows]
    assert titles == sorted(titles)
    long_body = "word " * 100
    records = [Record("X", "r", "en", "t", long_body)]
    excerpt = GroupTable(records, form_groups(records)).excerpt(0)
    assert excerpt.endswith("\N{HORIZONTAL ELLIPSIS}") and len(excerpt) <= 201
    assert table.excerpt(0) == table.first_record(0).body


def test_simulated_collisions_show_zero_digests_and_the_same_groups():
    records = _records()
    real, zero = GroupTable(records, form_groups(records)), GroupTable(
        records, form_groups(records, digest=zero_digest))
    assert [g.members for g in real.groups] == [g.members for g in zero.groups]
    digests = {zero.group_texts(g)[COLUMN["digest"]] for g in range(len(zero.groups))}
    assert digests == {short_digest("0" * 64)}


def test_a_cancelled_filter_raises_cancelled():
    records = [Record(f"id{n}", "r", "en", "t", f"body {n}") for n in range(20_000)]
    table = GroupTable(records, form_groups(records))
    with pytest.raises(Cancelled):
        table.arrange(TableQuery(text="body"), progress=lambda done, total: False)
