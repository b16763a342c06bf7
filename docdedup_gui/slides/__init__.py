"""Slides: a window's pane as a picture (PNG or SVG) at the zoom it is shown at.

:mod:`.picture` turns a widget into a picture's bytes and writes them through the output
gate (Qt and the core only); :mod:`.exporting` is what a person meets: Export as
picture (Ctrl+Shift+E) in the playground's File menu, the stepper's Export button (this
step, or every step a picture each), and Compare's right-click menu.
"""

from .exporting import EXPORT_KEY, export_action, export_steps, export_to, step_names, steps_button
from .picture import PICTURE_KINDS, picture_bytes, picture_format, write_picture

__all__ = ["EXPORT_KEY", "PICTURE_KINDS", "export_action", "export_steps", "export_to", "picture_bytes",
           "picture_format", "step_names", "steps_button", "write_picture"]
