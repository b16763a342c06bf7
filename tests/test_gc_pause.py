"""The collector pause nests, and puts the collector back as it found it."""

from __future__ import annotations

import gc

from core.perf.gc_pause import collection_paused, without_collection


def test_nested_pauses_restore_the_collector():
    assert gc.isenabled()
    with collection_paused():
        assert not gc.isenabled()
        with collection_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_disabled_collector_stays_disabled():
    gc.disable()
    try:
        with collection_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_decorator_pauses_and_restores_even_on_error():
    @without_collection
    def fails():
        assert not gc.isenabled()
        raise ValueError("boom")

    try:
        fails()
    except ValueError:
        pass
    assert gc.isenabled()
