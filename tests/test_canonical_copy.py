"""What the Canonical JSON view copies: the real canonical text, never its display marks."""

import hashlib

import pytest

from core.contract import canonical_bytes
from core.display.canonical import CanonicalJsonText, canonical_json_display
from core.display.text_map import for_editor

FSI, PDI = "\N{FIRST STRONG ISOLATE}", "\N{POP DIRECTIONAL ISOLATE}"
TITLE = "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF} " + FSI + "x"  # a real isolate stays
BODY = "a\r\nb\N{ZERO WIDTH NON-JOINER}\"c\\" + "\N{GRINNING FACE}" * 3


def test_whole_selection_copies_exactly_the_canonical_json():
    text = CanonicalJsonText("fa", TITLE, BODY)
    assert text.display == canonical_json_display("fa", TITLE, BODY)
    assert text.display.count(FSI) == 4 and text.display.count(PDI) == 3
    copied = text.copy(0, len(text.display))
    assert copied.encode("utf-8") == canonical_bytes("fa", TITLE, BODY)
    expected = hashlib.sha256(canonical_bytes("fa", TITLE, BODY)).hexdigest()
    assert hashlib.sha256(copied.encode()).hexdigest() == expected


def test_a_cut_string_copies_whole_when_its_ellipsis_is_selected():
    body = "x" * 50 + "\n"
    text = CanonicalJsonText("en", "t", body, limit=10)
    assert text.display.endswith("\N{HORIZONTAL ELLIPSIS}\"]")
    assert text.copy(0, len(text.display)).encode() == canonical_bytes("en", "t", body)
    before_ellipsis = text.display.index("\N{HORIZONTAL ELLIPSIS}")
    assert text.copy(0, before_ellipsis).endswith("x" * 10)  # the shown part only


@pytest.mark.parametrize("start, end", [(2, 9), (18, 24), (0, 1), (5, 5)])
def test_part_of_the_display_copies_its_real_characters(start, end):
    text = CanonicalJsonText("fa", TITLE, BODY)
    assert text.display.index(FSI + "x") >= 24  # the title's own isolate lies after these ranges
    assert text.copy(start, end) == text.display[start:end].replace(FSI, "").replace(PDI, "")


def test_utf16_positions_become_code_point_indices():
    text = "a\N{GRINNING FACE}b"
    assert [for_editor(text).to_field(units) for units in (0, 1, 3, 4)] == [0, 1, 2, 3]
