"""The playground's window: editable records and what the contract makes of them, live.

The logic is :mod:`core.playground` (Qt-free); this package only shows it:
:mod:`.window` (the records side by side and every pair's verdict), :mod:`.editor`
(one record), :mod:`.palette_panel` (characters inserted by name).
"""

from .window import PlaygroundWindow, verdict_text

__all__ = ["PlaygroundWindow", "verdict_text"]
