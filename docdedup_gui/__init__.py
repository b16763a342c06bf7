"""DocDedup Inspector's Qt front end: thin adapters over :mod:`core`.

``MainWindow`` is imported on first use, not here: the application installs its
translator before any window module is imported (see :mod:`docdedup_gui.i18n`),
and ``import docdedup_gui.resources`` should not pull in every widget.
"""

from __future__ import annotations

import os

__all__ = ["MainWindow"]

# Qt's raster engine hands a large fill (a scroll bar's groove, a pane's background) to a pool
# of threads in segments, the GUI thread waiting for all of them: on two cores busy with a
# worker, the helpers and other programs, a pooled thread waited up to 68 ms for a core while
# the GUI thread, with nothing else to do, waited for it (a 76 ms stall while the tree
# scrolled). Alone, the GUI thread fills a whole 1440x900 window in 0.45 ms. Qt reads this
# once, when it first wants the pool: here, before any of the window's widgets is made.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def __getattr__(name: str):
    if name == "MainWindow":
        from .main_window import MainWindow

        return MainWindow
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
