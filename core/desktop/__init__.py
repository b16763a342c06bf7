"""The inspector as a desktop application, Qt-free: the launcher in the applications menu,
its icon and "Open with DocDedup Inspector" on record files; what the start page offers.

- :func:`install` / :func:`uninstall`: write or remove the launcher, the icon and the MIME
  package under :func:`data_home` (both idempotent), and refresh the desktop's caches; the
  window's ``--install-desktop-entry`` draws the icon's sizes and hands them here;
- :mod:`.entry_files`: what the launcher and the MIME package say;
- :func:`example_items` / :func:`recent_items`: the start page's choices.
"""

from .entry_files import APP_ID, ICON_SIZES, RECORD_TYPES, desktop_file, exec_value, mime_package, mime_types
from .entry_install import DesktopEntryError, Outcome, data_home, install, planned_paths, uninstall
from .start_items import StartItem, example_items, recent_items

__all__ = ["APP_ID", "ICON_SIZES", "RECORD_TYPES", "DesktopEntryError", "Outcome", "StartItem", "data_home",
           "desktop_file", "example_items", "exec_value", "install", "mime_package", "mime_types",
           "planned_paths", "recent_items", "uninstall"]
