"""Zoom steps for the whole window: the same fonts, larger, for a projector or a tired eye.

Percent steps as browsers use them, so two presses of Ctrl++ from 100 % land on a
familiar 125 %. Qt-free: the window only applies the factor to its fonts.
"""

from __future__ import annotations

__all__ = ["DEFAULT_PERCENT", "ZOOM_PERCENTS", "nearest_percent", "scaled_point_size", "zoom_step"]

ZOOM_PERCENTS = (50, 67, 75, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300, 400)
DEFAULT_PERCENT = 100


def nearest_percent(percent: float) -> int:
    """The step closest to ``percent`` (a stored value from another version, a hand-edited file)."""
    return min(ZOOM_PERCENTS, key=lambda step: abs(step - percent))


def zoom_step(percent: int, steps: int) -> int:
    """``steps`` steps larger (negative: smaller) than ``percent``, within the steps' range."""
    index = ZOOM_PERCENTS.index(nearest_percent(percent)) + steps
    return ZOOM_PERCENTS[min(max(index, 0), len(ZOOM_PERCENTS) - 1)]


def scaled_point_size(base: float, percent: int) -> float:
    """A font's size at ``percent`` (never below 4 pt, where no text is readable)."""
    return max(base * percent / 100, 4.0)
