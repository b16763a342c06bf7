"""Display state for the inspector's panes, as plain Python (no Qt).

The hex dump rows, the invisible-character markers, the character inspector's
rows and the differences list are computed here; ``docdedup_gui`` only renders
them (the split of dupeGuru's ``core/gui`` and ``qt``).
"""

from .canonical import canonical_json_display, is_right_to_left
from .char_info import CharInfo, char_info
from .compare import COLUMNS, DifferenceRow, byte_highlights, difference_rows, field_spans, summary
from .hexdump import BYTES_PER_ROW, ROW_WIDTHS, ByteRange, HexDump, HexRow
from .invisibles import (
    Marker,
    Segment,
    iter_markers,
    line_endings,
    marker_for,
    markers,
    segments,
    visible_text,
)
from .text_map import TextMap, for_editor, for_field

__all__ = [
    "BYTES_PER_ROW",
    "COLUMNS",
    "ROW_WIDTHS",
    "ByteRange",
    "CharInfo",
    "DifferenceRow",
    "HexDump",
    "HexRow",
    "Marker",
    "Segment",
    "TextMap",
    "byte_highlights",
    "canonical_json_display",
    "char_info",
    "difference_rows",
    "field_spans",
    "for_editor",
    "for_field",
    "is_right_to_left",
    "iter_markers",
    "line_endings",
    "marker_for",
    "markers",
    "segments",
    "summary",
    "visible_text",
]
