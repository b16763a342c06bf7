"""Performance helpers, in one place: what the core does to stay fast and keep a GUI fluid.

- :mod:`.gc_pause`: the cyclic collector paused while a corpus is built (entry points
  pause it: the CLI's ``main`` and the GUI's workers, not the domain functions).
- :mod:`.gentle_sort`: long sorts in slices, so a GUI thread is not held for a whole sort.
- :mod:`.hashing`: SHA-256 fed in pieces that keep the GIL (a GUI worker must not starve
  the GUI thread); the CLI hashes in one call.
- :mod:`.second_core`: heavy per-item work split with a forked child (CLI only).
- :mod:`.free_memory`: memory freed by a job handed back to the system (glibc keeps it).
- :mod:`.helper_process`: how the window's helper processes start (a fresh interpreter
  reading this package; none in a frozen app).
- :mod:`.lifeline`: every helper and every fork ends with its parent, however it ends.
- :mod:`.quick_exit`: the command line's process ends without freeing its corpus object
  by object.
"""

from __future__ import annotations

from .free_memory import return_free_memory
from .gc_pause import collection_paused
from .gentle_sort import sorted_gently
from .hashing import sha256_hex_holding_gil, update_holding_gil
from .second_core import split_across_processes, worth_forking

# Items one C call (a dict built from a slice, an update) may take while a GUI thread waits
# for the GIL: a few ms. 65,536 held it 12-52 ms at 1M records.
GIL_SLICE = 8192

__all__ = [
    "GIL_SLICE",
    "collection_paused",
    "return_free_memory",
    "sha256_hex_holding_gil",
    "sorted_gently",
    "split_across_processes",
    "update_holding_gil",
    "worth_forking",
]
