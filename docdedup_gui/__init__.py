"""DocDedup Inspector's Qt front end: thin adapters over :mod:`core`.

``MainWindow`` is imported on first use, not here: the application installs its
translator before any window module is imported (see :mod:`docdedup_gui.i18n`),
and ``import docdedup_gui.resources`` should not pull in every widget.
"""

from __future__ import annotations

__all__ = ["MainWindow"]


def __getattr__(name: str):
    if name == "MainWindow":
        from .main_window import MainWindow

        return MainWindow
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
