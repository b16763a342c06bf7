"""The collector pause nests, and puts the collector back as it found it."""

from __future__ import annotations

import gc

from core.perf.gc_pause import collection_paused


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


def test_the_pause_restores_even_on_error():
    try:
        with collection_paused():
            assert not gc.isenabled()
            raise ValueError("boom")
    except ValueError:
        pass
    assert gc.isenabled()


def test_the_cli_entry_point_pauses_the_collector(monkeypatch):
    from core import cli

    seen = []
    monkeypatch.setattr(cli, "build_parser", lambda: _Parser(lambda args: seen.append(gc.isenabled()) or 0))
    assert cli.main([]) == 0
    assert seen == [False] and gc.isenabled()


class _Parser:
    """Stands in for argparse: ``parse_args`` returns arguments whose ``func`` is given."""

    def __init__(self, func) -> None:
        self.func = func

    def parse_args(self, argv):
        import argparse

        return argparse.Namespace(func=self.func)
