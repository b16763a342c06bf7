"""``load_records`` on raw and broken bytes: records or located problems, nothing else.

Whatever the bytes, loading never raises; every problem names the file and (unless
the file could not be read at all) its line, column and byte offset, in a sentence
with nothing of Python's own messages; every record returned is valid under the
profile. The verdict does not depend on where the loader's batches are cut: the
same file read in batches of a few bytes gets the same records and problems. And
when ``docdedup group``'s one-pass path vouches for a file, the thorough loader
finds nothing wrong in it and the groups are the same bytes.
"""

from __future__ import annotations

import re
from unittest import mock

from hypothesis import event, given
from hypothesis import strategies as st

from core.grouping import form_groups
from core.input import loader
from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from core.input.loader import load_records
from core.input.validation import validate_record
from core.output.atomic import encode_groups
from tests.fuzz.settings import count, fuzz_settings
from tests.fuzz.strategies import mutated, record_files

# What Python says, never a person: exception names, interpreter advice, reprs.
RAW_PYTHON = re.compile(
    r"Traceback|Error\b|Exception|sys\.set_int_max_str_digits|Exceeds the limit|object has no "
    r"attribute|NoneType|not subscriptable|unsupported operand|invalid literal|out of range|"
    r"<[a-z_.]+ object at 0x|\bline \d+ column \d+ \(char \d+\)"
)
PROFILES = st.sampled_from([CORPUS_LIMITS, SEED_LIMITS])
INPUTS = st.one_of(mutated(), mutated(), mutated(), record_files(), st.binary(max_size=200))


def contents(data) -> bytes:
    return data if isinstance(data, bytes) else data.data


def suffix(data) -> str:
    return ".bin" if isinstance(data, bytes) else data.suffix


def check_outcome(loaded, data: bytes, path: str, limits) -> None:
    """Records valid under ``limits``, or problems placed in the file, in human sentences."""
    for problem in loaded.problems:
        assert problem.code and problem.message and problem.path == path, problem
        assert RAW_PYTHON.search(problem.message) is None, problem
        assert problem.line is not None and problem.column is not None, f"not located: {problem}"
        assert problem.offset is not None and 0 <= problem.offset <= len(data), problem
    for number, record in enumerate(loaded.records, start=1):
        assert validate_record(record.as_dict(), limits, number=number) == record
    assert len({r.doc_id for r in loaded.records}) == len(loaded.records)
    if not loaded.problems:
        assert loaded.records and len(loaded.records) == loaded.total_records


@fuzz_settings(examples=60)
@given(data=INPUTS, limits=PROFILES)
def test_any_bytes_load_to_records_or_located_problems(tmp_path_factory, data, limits):
    count("load_records on raw and broken bytes")
    raw = contents(data)
    path = tmp_path_factory.mktemp("bytes") / f"input{suffix(data)}"
    path.write_bytes(raw)
    loaded = load_records(path, limits=limits)
    event("problems" if loaded.problems else "records only")
    check_outcome(loaded, raw, str(path), limits)
    assert path.read_bytes() == raw  # the input is only read


@fuzz_settings(examples=30)
@given(data=INPUTS, limits=PROFILES, batch=st.sampled_from([7, 64, 333]))
def test_the_verdict_does_not_depend_on_the_batch_size(tmp_path_factory, data, limits, batch):
    count("load_records: small batches vs the usual ones")
    raw = contents(data)
    path = tmp_path_factory.mktemp("batches") / f"input{suffix(data)}"
    path.write_bytes(raw)
    usual = load_records(path, limits=limits)
    with mock.patch.object(loader, "_BATCH", batch):
        small = load_records(path, limits=limits)
    assert [str(p) for p in small.problems] == [str(p) for p in usual.problems]
    assert small.records == usual.records
    assert (small.format, small.total_records) == (usual.format, usual.total_records)


@fuzz_settings(examples=30)
@given(data=st.one_of(record_files(), mutated()), limits=PROFILES)
def test_what_the_one_pass_path_vouches_for_the_loader_accepts(tmp_path_factory, data, limits):
    from core.onepass import group_file
    from core.onepass.loaded import load_in_one_pass

    count("docdedup group and the window's load: one-pass path vs the thorough loader")
    path = tmp_path_factory.mktemp("onepass") / f"input{data.suffix}"
    path.write_bytes(data.data)
    vouched = group_file(str(path), limits=limits)
    together = load_in_one_pass(str(path), limits=limits)
    event("vouched" if vouched is not None else "in doubt")
    assert (vouched is None) == (together is None)
    if vouched is None:
        return
    loaded = load_records(path, limits=limits)
    assert loaded.problems == []
    groups = form_groups(loaded.records)
    assert vouched == encode_groups(groups, loaded.records, limits=limits)
    assert together[0].records == loaded.records and together[1] == groups
