"""The window as a desktop application: its launcher, its start page, errors as dialogs, and
where it keeps its settings and log.

- :func:`run_desktop_entry`: ``docdedup-gui --install-desktop-entry`` (the files themselves
  are decided, Qt-free, by :mod:`core.desktop`);
- :func:`install_start_page`: the examples and recent files when no file is open;
- :mod:`.trouble`: dialogs for what standard error used to say; :mod:`.places`: the files kept.

Import the submodules directly: this front door does not import Qt widgets itself.
"""

__all__ = ["entry_command", "places", "start_page", "trouble"]
