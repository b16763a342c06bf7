"""Stale decisions are found once per change of the file or of the clusters, never per decision."""

from __future__ import annotations

import msgspec

from core import find_neighbours, form_groups, load_records
from core.review import GroupSubject, ReviewDesk, ReviewState, encode_line
from core.review.card import card_of
from tests.review_helpers import write_corpus


def inline(_kind, work, finish):
    finish(work(lambda *_: None))


def test_deciding_never_looks_through_every_stale_decision_again(tmp_path, monkeypatch):
    corpus = write_corpus(tmp_path)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk = ReviewDesk(inline)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    desk.set_clusters(find_neighbours(loaded.records, groups))
    rows = list(range(len(groups)))
    desk.move(rows)
    [line] = desk.decide("unsure")  # a line to copy: 2,000 decisions about records long gone
    gone = [msgspec.structs.replace(line, subject=GroupSubject("0" * 64, 5, (f"gone-{n}", f"gone-{n}b")))
            for n in range(2000)]
    desk.review.write(gone)
    desk.review.close()
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    desk.set_clusters(find_neighbours(loaded.records, groups))
    assert desk.review.status().stale == 2000
    looked = []
    real = ReviewState.stale
    monkeypatch.setattr(ReviewState, "stale",
                        lambda state, subjects: looked.append(1) or real(state, subjects))
    for action in ("distinct", "undo", "unsure"):
        desk.move(rows)
        assert desk.decide(action)
        card_of(desk)  # what the window shows after each decision, a stale decision's hint included
        desk.walk.verdicts(desk.current.group if desk.current is not None else 0)
    assert looked == []  # was one pass over the 2,000 stale decisions after each decision
    desk.close()


def test_a_stale_decision_is_still_offered_again_after_deciding_other_subjects(tmp_path):
    corpus = write_corpus(tmp_path)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk = ReviewDesk(inline)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    rows = list(range(len(groups)))
    item = desk.move(rows)
    [line] = desk.decide("keep-all")
    records = msgspec.json.decode(corpus.read_bytes())
    records[0]["body"] += " (edited)"  # the group changes: its decision goes stale
    write_corpus(tmp_path, records)
    desk.review.close()
    path = desk.review.path
    desk.review.path.write_bytes(encode_line(line))
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    desk.set_clusters(find_neighbours(loaded.records, groups))
    assert item is not None and path.exists()
    assert desk.review.status().stale == 1
    again = desk.move(list(range(len(groups))))
    card = card_of(desk)
    assert card.stale is not None and card.stale.decision == "keep-all", again
    desk.close()
