"""One entry reads a file's records and groups: the one pass, else the thorough load.

The window's load, ``review status`` and ``docdedup group``'s thorough path all go through
:func:`core.grouped_file.load_and_group`; whichever way it reads, the answer is the same.
"""

from __future__ import annotations

import json
from pathlib import Path

from core import grouped_file
from core.grouped_file import load_and_group
from core.grouping import form_groups
from core.input.limits import CORPUS_LIMITS
from core.input.loader import load_records

TRAPS = "resources/examples/unicode_traps.json"


def test_the_one_pass_and_the_thorough_way_give_the_same_records_and_groups(monkeypatch):
    steps = []

    def progress(done: int, total: int) -> bool:
        steps.append(done)
        return True

    together = load_and_group(TRAPS, limits=CORPUS_LIMITS, progress=progress)
    monkeypatch.setattr(grouped_file, "load_in_one_pass", lambda *_args, **_options: None)  # a doubt
    thorough = load_and_group(TRAPS, limits=CORPUS_LIMITS)
    assert together[0].records == thorough[0].records
    assert together[1] == thorough[1] == form_groups(thorough[0].records)
    assert steps[-1] == 1000


def test_a_file_with_problems_is_read_the_thorough_way_and_grouped_unless_told_not_to(tmp_path):
    records = json.loads(Path(TRAPS).read_text(encoding="utf-8"))
    records[1]["language"] = 7  # a problem in record 2
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    loaded, groups = load_and_group(str(path), limits=CORPUS_LIMITS)
    assert [problem.record for problem in loaded.problems] == [2]
    assert groups == form_groups(load_records(str(path), limits=CORPUS_LIMITS).records)
    stopped, none = load_and_group(str(path), limits=CORPUS_LIMITS, with_problems=False)
    assert none is None
    assert stopped.problems == loaded.problems


def test_a_caller_that_tried_its_own_one_pass_goes_the_thorough_way_at_once(monkeypatch):
    def no_second_pass(*_args, **_options):
        raise AssertionError("the one pass ran again")

    monkeypatch.setattr(grouped_file, "load_in_one_pass", no_second_pass)
    loaded, groups = load_and_group(TRAPS, limits=CORPUS_LIMITS, one_pass=False)
    assert groups == form_groups(loaded.records)
