"""The hex dump's columns from real (fractional) advances: no byte's box overprints another,
the hex column never runs into the text column, 16 bytes a row whenever they fit."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.contract_spans import layout_of
from core.display.byte_roles import byte_role
from core.display.hex_geometry import HexGeometry, fitting_width
from core.display.hexdump import ROW_WIDTHS

DIGITS = st.floats(min_value=3.0, max_value=60.0, allow_nan=False)


def assert_no_overprint(geometry: HexGeometry) -> None:
    boxes = [geometry.hex_box(column) for column in range(geometry.width)]
    for (_left, right), (next_left, _right) in itertools.pairwise(boxes):
        assert right <= next_left + 1e-9
    assert geometry.offset_x + 8 * geometry.digit <= boxes[0][0] + 1e-9  # the offset's 8 digits
    assert boxes[-1][1] <= geometry.text_left + 1e-9
    # The row's digits drawn as one text end before the text column.
    assert geometry.hex_x(geometry.width - 1) + 2 * geometry.digit <= geometry.text_left
    cells = [geometry.text_x(column) for column in range(geometry.width + 1)]
    assert all(b - a == pytest.approx(geometry.text_cell) for a, b in itertools.pairwise(cells))


@given(digit=DIGITS, widest=st.floats(min_value=0, max_value=3), width=st.sampled_from(ROW_WIDTHS))
def test_no_column_overprints_at_any_advance(digit, widest, width):
    assert_no_overprint(HexGeometry(digit, max(1.5 * digit, widest * digit), digit * 1.3, width))


def test_a_digit_of_7_22_px_is_not_rounded():
    # The issue's case: 7 px columns for 7.22 px digits put byte 16's digits into the text.
    geometry = HexGeometry(7.22, 1.5 * 7.22, 16, 16)
    assert geometry.hex_x(15) == pytest.approx(7.22 * (10 + 45 + 1))
    assert geometry.hex_x(15) + 2 * 7.22 <= geometry.text_left


@given(digit=DIGITS, width=st.sampled_from(ROW_WIDTHS))
def test_every_x_in_a_box_finds_its_column(digit, width):
    geometry = HexGeometry(digit, 1.5 * digit, 10, width)
    for column in range(width):
        left, right = geometry.hex_box(column)
        assert geometry.column_at(left) == column
        assert geometry.column_at((left + right) / 2) == column
        assert geometry.column_at(geometry.text_x(column) + geometry.text_cell / 2) == column
    assert geometry.column_at(geometry.text_x(width) + 1) is None


@given(digit=DIGITS)
def test_sixteen_bytes_a_row_whenever_they_fit(digit):
    text_cell = 1.5 * digit
    sixteen = HexGeometry(digit, text_cell, 10, 16).content_width
    assert fitting_width(digit, text_cell, sixteen) == 16
    assert fitting_width(digit, text_cell, sixteen - 0.5) == 8
    assert fitting_width(digit, text_cell, 1) == ROW_WIDTHS[-1]


def test_byte_roles_name_lead_continuation_and_escapes():
    reh = "\N{ARABIC LETTER REH}"
    layout = layout_of("fa", reh, "a\n")
    start = layout.field_span("title")[0]
    lead, continuation = byte_role(layout, start), byte_role(layout, start + 1)
    assert continuation.text() == f"byte 2 of 2 of U+0631 {reh}"
    assert (lead.kind, continuation.kind) == ("lead", "continuation")
    body = layout.field_span("body")[0]
    assert byte_role(layout, body).kind == "single"
    newline = byte_role(layout, body + 1)
    assert (newline.kind, newline.count, newline.char) == ("escape", 2, "\n")
    assert byte_role(layout, 0) is None  # the JSON structure


@given(digit=DIGITS, length=st.integers(min_value=0, max_value=1 << 26))
def test_compact_rows_never_overprint_and_find_their_columns(digit, length):
    from core.display.hex_geometry import offset_digits_for, row_forms

    for form in row_forms(length):
        geometry = form.geometry(digit, 1.5 * digit, 10)
        boxes = [geometry.hex_box(column) for column in range(geometry.width)]
        assert geometry.offset_x + form.offset_digits * digit <= boxes[0][0] + 1e-9
        assert all(right <= left + 1e-9 for (_l, right), (left, _r) in itertools.pairwise(boxes))
        assert boxes[-1][1] <= geometry.content_width + 1e-9
        for column, (left, right) in enumerate(boxes):
            assert geometry.column_at((left + right) / 2) == column
        if not form.text:
            assert geometry.column_at(boxes[-1][1] + digit) is None  # no text column to click
    assert len(f"{max(length - 1, 0):x}") <= offset_digits_for(length)


def test_a_narrow_room_takes_eight_compact_bytes_before_four():
    from core.display.hex_geometry import RowForm, fitting_form

    digit, cell, length = 14.5, 1.5 * 14.5, 83
    full = RowForm(8).geometry(digit, cell, 1).content_width
    short = RowForm(8, 4).geometry(digit, cell, 1).content_width
    bare = RowForm(8, 4, text=False).geometry(digit, cell, 1).content_width
    assert bare < short < full
    assert fitting_form(digit, cell, full, length) == RowForm(8)  # as before, wherever 8 fitted
    assert fitting_form(digit, cell, short, length) == RowForm(8, 4)
    assert fitting_form(digit, cell, bare, length) == RowForm(8, 4, text=False)
    assert fitting_form(digit, cell, bare - 1, length) == RowForm(4)  # then 4, as before
    assert fitting_form(digit, cell, bare + digit, 1 << 20).offset_digits == 5  # a 1 MiB dump: 5 digits
