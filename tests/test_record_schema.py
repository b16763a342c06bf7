"""core.input.record_schema: the one description of a record in a file, for both fast readers."""

import msgspec
import pytest

from core.input.limits import SEED_LIMITS
from core.input.locating_load import LocatingLoad
from core.input.record_schema import DOC_ID_VALUE, KEY, KEY_AND_VALUE, KEYS_PER_RECORD, record_decoders
from core.onepass import scan
from core.records import CONTENT_FIELDS, FIELDS

RECORD = b'{"doc_id":"a","source_ref":"r","language":"en","title":"T","body":"B"}'


def test_every_field_is_a_key_and_nothing_else():
    assert KEYS_PER_RECORD == len(FIELDS)
    assert [key.strip(b'"').decode() for key in KEY.findall(RECORD)] == list(FIELDS)
    assert KEY.findall(b'{"doc_id2":"a","titles":"b"}') == []
    assert KEY_AND_VALUE.findall(b'{"title" :\n "T"}') == [b'"']
    assert DOC_ID_VALUE.search(b'{"doc_id" : "a"}').end() == len(b'{"doc_id" : ')


def test_the_text_decoder_is_strict_about_keys_and_lengths():
    one, many = record_decoders(SEED_LIMITS)
    record = one.decode(RECORD)
    assert [getattr(record, name) for name in FIELDS] == ["a", "r", "en", "T", "B"]
    assert len(many.decode(b"[" + RECORD + b"," + RECORD + b"]")) == 2
    with pytest.raises(msgspec.ValidationError, match="unknown field `extra`"):
        one.decode(RECORD[:-1] + b',"extra":1}')
    with pytest.raises(msgspec.ValidationError, match="body"):
        one.decode(RECORD.replace(b'"B"', b'""'))
    too_long = b'"' + b"x" * (SEED_LIMITS.max_title + 1) + b'"'
    with pytest.raises(msgspec.ValidationError, match="title"):
        one.decode(RECORD.replace(b'"T"', too_long))


def test_the_raw_decoder_keeps_the_content_fields_as_json():
    one, _many = record_decoders(SEED_LIMITS, raw_content=True)
    record = one.decode(RECORD.replace(b'"T"', b'"T\\u00e9"'))
    assert bytes(record.title) == b'"T\\u00e9"'
    assert all(isinstance(getattr(record, name), msgspec.Raw) for name in CONTENT_FIELDS)
    assert record.doc_id == "a"


def test_both_fast_readers_decode_with_the_one_schema():
    thorough = LocatingLoad(b"", SEED_LIMITS, None, batch=1 << 20)
    assert (thorough.one, thorough.many) == record_decoders(SEED_LIMITS)
    raw, text = scan._decoders(SEED_LIMITS)
    assert raw == record_decoders(SEED_LIMITS, raw_content=True)
    assert text == record_decoders(SEED_LIMITS)
