"""Every kind a marker in a field view can have: one vocabulary for the views' colours.

Two sources mark characters. :mod:`core.display.invisibles` marks what cannot be seen
(with "Show invisible characters"); :mod:`core.census` marks what an editor must be told
about, whatever that toggle says. Their kinds are listed here, once, so each has a
colour (``docdedup_gui.widgets.field_markers.MARKER_COLOURS``; a test ties the two together).
"""

from __future__ import annotations

from ..census.kinds import KIND_NAMES

__all__ = ["INVISIBLE_KINDS", "MARKER_KINDS", "REPORTED_KINDS"]

# The kinds of core.display.invisibles' markers: how an invisible character is drawn.
INVISIBLE_KINDS = ("space", "line-ending", "joiner", "bidi", "ignorable", "variation", "control", "tatweel")
# The census' kinds (UNICODE.md): why a character deserves a look.
REPORTED_KINDS = KIND_NAMES
MARKER_KINDS = tuple(dict.fromkeys(INVISIBLE_KINDS + REPORTED_KINDS))
