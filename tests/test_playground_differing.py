"""Which characters and bytes of two playground drafts differ: the hunks ``explain`` lists,
found in time for a keystroke; and a byte range written as hex, a C array or Base64."""

from __future__ import annotations

import ast
import base64

import pytest

from core.differences import explain
from core.display.byte_copy import BYTE_FORMATS, byte_text
from core.playground.differing import draft_differences
from core.playground.presenter import Draft, analyse
from core.playground.verdict import QUICK_SPAN, warm_up

TITLE = "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}"
BODY = "\N{ARABIC LETTER VEH}\N{ARABIC LETTER LAM} V \N{ARABIC LETTER ALEF}\N{ARABIC LETTER SEEN}."
PAIRS = [
    (("fa", TITLE, BODY), ("fa", TITLE, BODY.replace(" V", "\N{ZERO WIDTH NON-JOINER} mV"))),
    (("fa", TITLE, BODY), ("en", TITLE, BODY)),
    (("fa", TITLE + "\N{ARABIC LETTER YEH}", BODY),
     ("fa", TITLE + "\N{ARABIC LETTER FARSI YEH}", BODY + " ")),
    (("en", "ab", "c"), ("en", "a", "bc")),  # a moved boundary
    (("en", "t", "line\r\nnext"), ("en", "t", "line\nnext")),
    (("en", "t", "caf\N{LATIN SMALL LETTER E WITH ACUTE}"), ("en", "t", "cafe\N{COMBINING ACUTE ACCENT}")),
    (("en", "t", "x" * 500 + "a" + "y" * 500), ("en", "t", "x" * 500 + "b" + "y" * 500)),
    (("en", "t", "same"), ("en", "t", "same")),
]


@pytest.fixture(scope="module", autouse=True)
def analysis_loaded():
    warm_up()


def _differences(first, second):
    a, b = Draft("A", *first), Draft("B", *second)
    return draft_differences(a, b, analyse(a).layout, analyse(b).layout), explain(a.record(), b.record())


@pytest.mark.parametrize(("first", "second"), PAIRS)
def test_the_differences_are_explains_own(first, second):
    found, explained = _differences(first, second)
    def where(each):
        return each.field, each.a_range, each.b_range, each.a_bytes, each.b_bytes

    assert [where(row) for row in found] == [where(each) for each in explained.differences]
    assert [row.number for row in found] == list(range(len(found)))


def test_a_difference_too_wide_for_a_keystroke_is_one_coarse_span():
    wide = "\N{ARABIC LETTER SEEN}" * (QUICK_SPAN + 10)
    found, _ = _differences(("fa", TITLE, "a" + BODY + "z"), ("fa", TITLE, "a" + wide + "z"))
    assert len(found) == 1 and found[0].coarse
    assert found[0].a_range == (1, 1 + len(BODY)) and found[0].b_range == (1, 1 + len(wide))
    assert found[0].side_bytes("b")[1] - found[0].side_bytes("b")[0] == 2 * len(wide)


@pytest.mark.parametrize("data", [b"", b"\x00", "\N{ZERO WIDTH NON-JOINER}".encode(), bytes(range(256))])
def test_bytes_written_in_each_format_read_back(data):
    assert bytes.fromhex(byte_text(data, "hex")) == data
    array = byte_text(data, "c-array")
    assert array[0] == "{" and array[-1] == "}"
    assert bytes(ast.literal_eval("[" + array[1:-1] + "]")) == data
    assert base64.b64decode(byte_text(data, "base64"), validate=True) == data


def test_the_formats_look_as_hex_editors_write_them():
    zwnj = "\N{ZERO WIDTH NON-JOINER}".encode()
    assert [byte_text(zwnj, form) for form in BYTE_FORMATS] == ["e2 80 8c", "{0xe2, 0x80, 0x8c}", "4oCM"]
    with pytest.raises(ValueError, match="not a byte format: 'octal'"):
        byte_text(zwnj, "octal")
