"""canonical_bytes is exactly json.dumps(..., ensure_ascii=False, separators=(",", ":")).

The core writes the bytes itself for speed; these tests are what allow it.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core import CONTRACT, ContractError, canonical_bytes
from core.contract import escaped_field, joined_fields


def reference(language: str, title: str, body: str) -> bytes:
    value = [CONTRACT, language, title, body]
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def test_every_scalar_value_is_written_as_json_dumps_writes_it():
    scalars = (chr(cp) for cp in range(0x110000) if not 0xD800 <= cp <= 0xDFFF)
    block = []
    for char in scalars:
        block.append(char)
        if len(block) == 4096:
            text = "".join(block)
            assert canonical_bytes("fa", text, text[::-1]) == reference("fa", text, text[::-1])
            block.clear()
    text = "".join(block)
    assert canonical_bytes("en", text, "x") == reference("en", text, "x")


@pytest.mark.parametrize("separator", ['\\"\n', "\\\n\t"], ids=["with-quote", "no-quote"])
def test_every_scalar_value_beside_the_common_escapes(separator):
    # Without the rare controls, the bytes take the replace() paths, not json's escaping.
    rare = {chr(cp) for cp in range(0x20)} - set("\n\r\t")
    scalars = [chr(cp) for cp in range(0x110000) if not 0xD800 <= cp <= 0xDFFF and chr(cp) not in rare]
    for start in range(0, len(scalars), 4096):
        text = separator.join(scalars[start:start + 4096]) + "\r\n\t"
        assert canonical_bytes("fa", text, text) == reference("fa", text, text)


def test_each_escaped_character_alone():
    for char in [chr(cp) for cp in range(0x20)] + ['"', "\\", "\x7f", "\u2028", "\u2029", "/"]:
        assert canonical_bytes("fa", char, char) == reference("fa", char, char)


text_without_surrogates = st.text(st.characters(exclude_categories=["Cs"]))


@given(text_without_surrogates, text_without_surrogates, text_without_surrogates)
def test_arbitrary_strings(language, title, body):
    assert canonical_bytes(language, title, body) == reference(language, title, body)


@given(text_without_surrogates, text_without_surrogates, text_without_surrogates)
def test_fields_escaped_one_by_one_join_into_the_same_bytes(language, title, body):
    # The playground keeps an unchanged field's escaped bytes between keys: joined, they must be
    # the canonical bytes themselves.
    escaped = (escaped_field(language), escaped_field(title), escaped_field(body))
    assert joined_fields(*escaped) == reference(language, title, body)


@pytest.mark.parametrize("field", ["language", "title", "body"])
def test_lone_surrogates_have_no_canonical_bytes(field):
    values = {"language": "fa", "title": "t", "body": "b"}
    values[field] = "x\N{ZERO WIDTH NON-JOINER}\udc00"
    with pytest.raises(ContractError) as caught:
        canonical_bytes(**values)
    assert str(caught.value) == "unicode"
    assert caught.value.problem.field == field
    assert "U+DC00 at character 3" in caught.value.message
