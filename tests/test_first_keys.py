"""The keys of a file's first record, found without decoding its values: the same keys the JSON
decoder gives, on every object JSON can write, and never before the object is whole."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from core.input.first_keys import NOT_YET, object_keys

_SCALARS = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text()
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
_TRAPS = st.sampled_from(
    [
        '"',
        "\\",
        '\\"',
        "\\\\",
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "\N{ARABIC LETTER FARSI YEH}",
        "\N{ZERO WIDTH NON-JOINER}",
        "\N{LINE SEPARATOR}",
        "\x00",
    ]
)
_KEYS = st.text() | _TRAPS


@settings(max_examples=300, deadline=None)
@given(
    record=st.dictionaries(_KEYS, _VALUES | _TRAPS, max_size=6),
    ascii_only=st.booleans(),
    indent=st.sampled_from([None, 2]),
)
def test_the_keys_are_those_the_json_decoder_gives_and_no_prefix_tells_them(record, ascii_only, indent):
    data = json.dumps(record, ensure_ascii=ascii_only, indent=indent).encode("utf-8", "surrogatepass")
    assert object_keys(data + b"\n") == list(record)
    assert object_keys(b"[" + data + b", {}]") == list(record)  # the first element of an array
    for cut in range(len(data) - 1):  # an object cut short is never taken for a whole one
        assert object_keys(data[:cut]) is NOT_YET, data[:cut]


def test_a_quote_after_backslashes_ends_a_string_only_after_an_even_run():
    assert object_keys(b'{"a\\\\": "x\\\\\\"}", "b": 1}') == ["a\\", "b"]
    assert object_keys(b'{"a": "\\\\\\"') is NOT_YET  # the value's quote is escaped: it goes on


def test_brackets_and_quotes_inside_strings_do_not_nest():
    assert object_keys(b'{"a": {"x": "}}]]\\"{"}, "b": ["]", {"c": "["}], "d": null}') == ["a", "b", "d"]


def test_a_key_given_twice_is_said_once_where_it_first_is():
    assert object_keys(b'{"id": 1, "text": 2, "id": 3}') == ["id", "text"]


def test_a_key_written_with_escapes_is_the_key_it_spells():
    assert object_keys(b'{"\\u0069d": "a", "t\\u0065xt": "b"}') == ["id", "text"]


def test_a_number_at_the_end_of_the_bytes_may_go_on():
    assert object_keys(b'{"n": 12') is NOT_YET
    assert object_keys(b'{"n": 12}') == ["n"]


def test_what_starts_no_object_tells_no_keys():
    for data in (
        b"PAR1\x00",
        b"doc_id,body\n",
        b"12",
        b"[1, 2]",
        b'{"a" 1}',
        b'{"a": 1 "b": 2}',
        b"{a: 1}",
        b'{"\\q": 1}',
        b'{"a": , "b": 1}',
        b'{"\xff": 1}',
    ):
        assert object_keys(data) is None, data


def test_a_byte_order_mark_and_white_space_come_before_it():
    assert object_keys(b'\xef\xbb\xbf \r\n\t{\r\n  "id" : 1 }') == ["id"]
    assert object_keys(b"\xef\xbb\xbf") is NOT_YET and object_keys(b"  [ ") is NOT_YET
    assert object_keys(b"{}") == [] and object_keys(b"{ }") == []


def test_a_long_value_is_stepped_over():
    text = "x" * (4 << 20) + '\\"' + "\N{ARABIC LETTER FARSI YEH}" * 1000
    data = json.dumps({"id": "a", "text": text, "url": "u"}, ensure_ascii=False).encode()
    assert object_keys(data) == ["id", "text", "url"]
    assert object_keys(data[: len(data) // 2]) is NOT_YET


def test_a_value_nested_deeper_than_the_decoder_goes_is_stepped_over_too():
    deep = b"[" * 200_000 + b"]" * 200_000  # json.loads raises RecursionError on it
    assert object_keys(b'{"id": "a", "nested": ' + deep + b', "text": "b"}') == ["id", "nested", "text"]
    assert object_keys(b'{"id": "a", "nested": ' + deep[:-1]) is NOT_YET
