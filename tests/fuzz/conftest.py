"""Prints how many inputs each fuzz test ran, and for how long (for the fuzzing notes)."""

from __future__ import annotations

from tests.fuzz.settings import LAST, RAN, STARTED


def pytest_terminal_summary(terminalreporter) -> None:
    if not RAN:
        return
    terminalreporter.section("fuzz inputs")
    for name, ran in sorted(RAN.items()):
        seconds = LAST[name] - STARTED[name]
        terminalreporter.write_line(f"{name}: {ran:,} inputs in {seconds:,.0f} s")
