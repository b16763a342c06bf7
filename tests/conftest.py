"""Test set-up: Qt runs offscreen (the machine has no screen)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
