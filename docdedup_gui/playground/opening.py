"""Opening the playground: from the main window (on its selection, zoomed with it), or on a
class file (File > Open class file..., ``docdedup-gui --playground FILE [--pair A B]``)."""

from __future__ import annotations

from collections.abc import Sequence

from core.input.limits import SEED_LIMITS
from core.input.loader import load_records
from core.playground import Playground
from core.review.paths import input_paths
from resources import resource_path

from .class_file import new_window
from .class_file import open_class_file as open_in
from .window import PlaygroundWindow

__all__ = ["open_class_file", "open_playground", "show_playground", "starting_records"]


def starting_records(window) -> list:
    """The records selected in the group tree, else the seed's A and B (one group: an edit splits it)."""
    inspection = window.session.inspection
    selected = window.view.selected_records() if inspection is not None else []
    if selected:
        return [inspection.records[index] for index in selected[:8]]
    loaded = load_records(resource_path("examples", "seed_records.json"), limits=SEED_LIMITS)
    return list(loaded.records[:2])


def open_playground(window, records: list | None = None) -> PlaygroundWindow:
    """A new playground window on ``records`` (see :func:`starting_records`), shown; its Save
    never writes onto the files the window has open."""
    inspection = window.session.inspection
    inputs = [] if inspection is None else input_paths(inspection.loaded.path, inspection.records)
    return show_playground(records or starting_records(window), window.zoom, window, inputs)


def show_playground(records: list, zoom, parent, inputs: Sequence[str] = ()) -> PlaygroundWindow:
    """A playground window on ``records``, its own window over ``parent``, shown (``inputs``:
    the files Save must never write onto)."""
    playground = new_window(PlaygroundWindow, Playground.of_records(records, inputs), zoom, parent)
    playground.show()
    return playground


def open_class_file(path: str, *, pair: Sequence[str] | None = None, zoom=None, parent=None,
                    inputs: Sequence[str] = ()) -> PlaygroundWindow:
    """A playground window (not shown yet) on the class file ``path`` (the ``pair``, else its
    first records); raises :class:`core.playground.records_file.ClassFileError`. See
    :func:`.class_file.open_class_file`."""
    return open_in(PlaygroundWindow, path, pair=pair, zoom=zoom, parent=parent, inputs=inputs)
