"""Test set-up: the suite gives the same answer on every run, on any machine.

- Qt runs offscreen (the machine has no screen).
- Hypothesis never times examples (on a shared two-core machine an example can take
  ten times its usual time, so a deadline would turn load into a failure) and is
  derandomized: every run tries the same examples, with or without ``CI`` set. The
  random exploration is ``make fuzz``'s job (``HYPOTHESIS_PROFILE=explore``).
- Nothing of the user's environment leaks in: each test gets its own empty
  ``$XDG_CONFIG_HOME`` (the reviewer name, keeper presets, and the window's settings
  in a child process), and the interface language is English whatever the locale
  or ``$DOCDEDUP_LANG`` say (tests that want Persian ask for it).
"""

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["DOCDEDUP_LANG"] = "en"

settings.register_profile(
    "docdedup",
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("explore", settings.get_profile("docdedup"), derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "docdedup"))


@pytest.fixture(autouse=True)
def private_config_home(tmp_path_factory, monkeypatch):
    """An empty ``$XDG_CONFIG_HOME`` per test, outside ``tmp_path`` (tests list that folder);
    ``$XDG_STATE_HOME`` and ``$XDG_DATA_HOME`` too (the window's log, a desktop entry)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path_factory.mktemp("state")))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
