"""Near-identical neighbours on a generated corpus with planted single-class variants."""


import pytest

from core import Cancelled, Record, find_neighbours, form_groups, neighbours_as_dict
from tests.helpers import planted_records, started_processes


@pytest.fixture(scope="module")
def planted_corpus():
    records, planted = planted_records()
    groups = form_groups(records)
    return records, groups, planted, find_neighbours(records, groups)


def cluster_of(clusters, groups):
    where = {}
    for number, cluster in enumerate(clusters):
        for index in cluster.groups:
            for member in groups[index].members:
                where[member] = number
    return where


def test_every_planted_invisible_pair_is_found(planted_corpus):
    records, groups, planted, clusters = planted_corpus
    where = cluster_of(clusters, groups)
    index_of = {record.doc_id: index for index, record in enumerate(records)}
    variants = [pair for pair in planted if pair.cls not in ("exact-copy", "content-edit")]
    assert len(variants) > 50
    missed = [pair for pair in variants
              if where.get(index_of[pair.doc_id_a]) is None
              or where.get(index_of[pair.doc_id_a]) != where.get(index_of[pair.doc_id_b])]
    assert missed == []


def test_planted_class_is_reported(planted_corpus):
    records, groups, planted, clusters = planted_corpus
    classes_by_pair = {}
    for cluster in clusters:
        for pair in cluster.pairs:
            classes_by_pair[frozenset((pair.a, pair.b))] = pair.classes
    group_of = {member: index for index, group in enumerate(groups) for member in group.members}
    index_of = {record.doc_id: index for index, record in enumerate(records)}
    for pair in planted:
        key = frozenset((group_of[index_of[pair.doc_id_a]], group_of[index_of[pair.doc_id_b]]))
        if pair.cls not in ("exact-copy", "content-edit") and key in classes_by_pair:
            assert pair.cls in classes_by_pair[key], pair


def test_no_cluster_pair_needs_a_content_edit(planted_corpus):
    _, groups, _, clusters = planted_corpus
    assert clusters
    for cluster in clusters:
        assert cluster.groups == tuple(sorted(cluster.groups, key=lambda i: groups[i].representative))
        assert [pair.b for pair in cluster.pairs] == list(cluster.groups[1:])
        assert all(pair.a == cluster.groups[0] for pair in cluster.pairs)
        assert all("content-edit" not in pair.classes for pair in cluster.pairs)


def test_json_shape(planted_corpus):
    _, groups, _, clusters = planted_corpus
    data = neighbours_as_dict(clusters, groups)
    assert data["contract"] == "doc-content-v1"
    first = data["clusters"][0]
    assert first["groups"] == sorted(first["groups"])
    assert set(first["pairs"][0]) == {"a", "b", "classes"}


def test_seed_c_is_not_a_neighbour_but_crlf_is():
    records = [Record("A", "r", "fa", "t", "V\nx"), Record("B", "r", "fa", "t", "V\r\nx"),
               Record("C", "r", "fa", "t", "mV\nx")]
    groups = form_groups(records)
    assert neighbours_as_dict(find_neighbours(records, groups), groups)["clusters"] == [
        {"groups": ["A", "B"], "pairs": [{"a": "A", "b": "B", "classes": ["line-ending"]}]}]


def test_progress_false_cancels():
    records = [Record("A", "r", "fa", "t", "b"), Record("B", "r", "fa", "t", "b ")]
    with pytest.raises(Cancelled):
        find_neighbours(records, form_groups(records), progress=lambda done, total: False)


def test_two_processes_find_the_same_clusters(planted_corpus, monkeypatch):
    import core.differences.neighbours
    import core.perf.second_core

    records, groups, _, clusters = planted_corpus
    monkeypatch.setattr(core.perf.second_core, "MIN_ITEMS", 10)
    monkeypatch.setattr(core.differences.neighbours, "_MIN_BUCKETS_TO_FORK", 2)
    halves = []
    split = core.differences.neighbours.split_across_processes

    def counted(work, total, progress):
        halves.append(total)
        return split(work, total, progress)

    monkeypatch.setattr(core.differences.neighbours, "split_across_processes", counted)
    assert find_neighbours(records, groups, processes=2) == clusters
    # the keys (of the groups, a chunk of texts at a time), then the buckets judged
    assert len(halves) == 2 and halves[0] == -(-len(groups) // core.differences.neighbours._CHUNK) > 1


def test_a_cancelled_parallel_run_leaves_no_child(planted_corpus, monkeypatch):
    import multiprocessing

    import core.perf.second_core

    records, groups, _, _ = planted_corpus
    monkeypatch.setattr(core.perf.second_core, "MIN_ITEMS", 10)
    with pytest.raises(Cancelled):
        find_neighbours(records, groups, processes=2, progress=lambda done, total: done < 100)
    assert multiprocessing.active_children() == []


# The analysis in a child process (what the GUI runs) -----------------------------------------


def test_a_child_process_finds_the_same_clusters(planted_corpus, monkeypatch):
    from core.differences import neighbours_process

    records, groups, _, clusters = planted_corpus
    monkeypatch.setattr(neighbours_process, "BATCH_RECORDS", 100)  # many batches, two in flight
    told = []
    found = neighbours_process.find_neighbours_apart(records, groups,
                                                     progress=lambda done, total: told.append((done, total)))
    assert found == clusters
    assert [done for done, _ in told] == sorted(done for done, _ in told)
    assert told[-1] == (len(groups), len(groups))


def test_a_child_process_makes_the_review_keys_of_its_clusters(planted_corpus):
    from core.differences.neighbours_process import neighbours_and_keys_apart
    from core.review.subjects import CLUSTER_KEY_MAKER, cluster_keys

    records, groups, _, clusters = planted_corpus
    found, keys = neighbours_and_keys_apart(records, groups, key_maker=CLUSTER_KEY_MAKER)
    assert found == clusters
    assert keys == cluster_keys(clusters, groups, records)
    assert neighbours_and_keys_apart(records, groups) == (clusters, [])  # no key maker, no keys


def test_a_child_process_reads_records_given_as_dicts():
    from core.differences.neighbours_process import find_neighbours_apart

    records = [Record("A", "r", "fa", "t", "V\nx"), Record("B", "r", "fa", "t", "V\r\nx"),
               Record("C", "r", "fa", "t", "mV\nx")]
    groups = form_groups(records)
    assert find_neighbours_apart([record.as_dict() for record in records], groups) == find_neighbours(
        records, groups)


def test_cancelling_the_child_process_ends_it(planted_corpus, monkeypatch):
    from core.differences import neighbours_process

    records, groups, _, _ = planted_corpus
    monkeypatch.setattr(neighbours_process, "BATCH_RECORDS", 100)
    started = started_processes(monkeypatch, neighbours_process.subprocess)
    with pytest.raises(Cancelled):
        neighbours_process.find_neighbours_apart(records, groups, progress=lambda done, total: done < 300)
    assert len(started) == 1 and started[0].poll() is not None


def test_a_child_process_that_dies_is_an_error(planted_corpus, monkeypatch):
    import sys

    from core.differences import neighbours_process

    records, groups, _, _ = planted_corpus
    monkeypatch.setattr(neighbours_process, "helper_command",
                        lambda *_: [sys.executable, "-c", "raise SystemExit(3)"])
    with pytest.raises(neighbours_process.AnalysisFailed, match="ended unexpectedly"):
        neighbours_process.find_neighbours_apart(records, groups)


def test_the_key_size_is_the_same_where_keys_are_made_and_where_they_are_compared():
    from core.differences import neighbours_clusters
    from core.differences.lens import KEY_BYTES, cluster_key

    assert neighbours_clusters.KEY_BYTES == KEY_BYTES
    keys = [cluster_key("t", body) for body in ("a b", "ab", "A\N{NO-BREAK SPACE}b", "c")]
    assert all(len(key) == KEY_BYTES for key in keys)
    assert keys[0] == keys[1] == keys[2] != keys[3]
    assert neighbours_clusters.collided(b"".join(keys)) == [[0, 1, 2]]
