"""Test set-up: Qt runs offscreen (the machine has no screen); hypothesis never times examples.

On a shared two-core machine an example can take ten times its usual time, so a deadline
would turn load into a failure. Under CI the examples are derandomized: the suite is the
same on every run, and the longer exploration is ``make fuzz``'s job.
"""

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile(
    "docdedup",
    deadline=None,
    derandomize=bool(os.environ.get("CI")),
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "docdedup"))
