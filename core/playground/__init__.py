"""The playground: records a teacher edits live, and what the contract makes of them.

Qt-free. :mod:`.presenter` holds the records and answers, per keystroke, the canonical
JSON, bytes, length, SHA-256 and the verdict of every pair; :mod:`.verdict` decides the
verdict quickly for a local edit; :mod:`.palette` lists the characters a lesson inserts
by name, :mod:`.lookup` finds any other by number or name; :mod:`.records_file` writes the
records for the class.
"""

from .palette import PALETTE, PaletteEntry
from .presenter import Draft, DraftAnalysis, Playground
from .verdict import Verdict, quick_verdict, verdict

__all__ = ["PALETTE", "Draft", "DraftAnalysis", "PaletteEntry", "Playground", "Verdict", "quick_verdict",
           "verdict"]
