"""How long the fuzz tests run: a few dozen inputs in ``make test``, thousands in ``make fuzz``.

``make fuzz`` sets ``DOCDEDUP_FUZZ_EXAMPLES`` (inputs per test); the counts and the
time each test took are printed at the end of the run (see ``conftest.py``).
"""

from __future__ import annotations

import os
import time
from collections import Counter

from hypothesis import HealthCheck, settings

LONG_RUN = os.environ.get("DOCDEDUP_FUZZ_EXAMPLES")
RAN: Counter[str] = Counter()  # inputs run per test, for the summary
STARTED: dict[str, float] = {}
LAST: dict[str, float] = {}


def fuzz_settings(examples: int) -> settings:
    """``examples`` inputs in the ordinary suite; ``DOCDEDUP_FUZZ_EXAMPLES`` under ``make fuzz``."""
    return settings(
        max_examples=int(LONG_RUN) if LONG_RUN else examples,
        deadline=None,  # a shared, loaded machine: slowness is not what these tests look for
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                               HealthCheck.data_too_large, HealthCheck.large_base_example],
        print_blob=True,  # a failure prints how to replay it
    )


def count(name: str) -> None:
    """Note that test ``name`` ran one more input."""
    now = time.monotonic()
    STARTED.setdefault(name, now)
    LAST[name] = now
    RAN[name] += 1
