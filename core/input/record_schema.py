"""A record as it is written in a file: five keys, no other, and what each one holds.

Both fast readers decode records with msgspec: the loader (:mod:`core.input.loader`) and
the one pass of ``docdedup group`` (:mod:`core.onepass.scan`). They take the record's
shape from here, so a field added to :data:`core.records.FIELDS` reaches both at once.
The thorough pass (:mod:`core.input.validation`) says in sentences what these decoders
only refuse.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Annotated, Any

import msgspec

from ..records import CONTENT_FIELDS, FIELDS
from .limits import Limits

__all__ = ["DOC_ID_VALUE", "KEY", "KEYS_PER_RECORD", "KEY_AND_VALUE", "record_decoders"]

KEYS_PER_RECORD = len(FIELDS)
_ANY_KEY = b'"(?:' + b"|".join(name.encode() for name in FIELDS) + b')"'
_SPACE = rb"[ \t\n\r]*"
# A key literal, as it appears between two records' values (a quote inside a string is
# escaped, so in a batch msgspec accepted these are keys).
KEY = re.compile(_ANY_KEY)
# Every key with the first byte of its value (a raw field must start with '"').
KEY_AND_VALUE = re.compile(_ANY_KEY + _SPACE + b":" + _SPACE + b"(.)", re.DOTALL)
# Where a record's doc_id value starts, to name the record in a problem.
DOC_ID_VALUE = re.compile(b'"doc_id"' + _SPACE + b":" + _SPACE)


@lru_cache(maxsize=16)
def record_decoders(limits: Limits, *, raw_content: bool = False) -> tuple[msgspec.json.Decoder,
                                                                           msgspec.json.Decoder]:
    """Decoders for one record and for an array of them, strict: no unknown key.

    Title and body lengths are msgspec ``Meta`` constraints (checked in C, in code
    points); ids are checked afterwards, a batch at a time (:meth:`Limits.all_valid`).
    With ``raw_content`` the content fields (language, title, body) stay undecoded JSON
    (:class:`msgspec.Raw`), for the one pass that joins canonical bytes from them.
    """
    struct = msgspec.defstruct(
        "RawRecord" if raw_content else "TextRecord",
        [(name, _field_type(name, limits, raw_content)) for name in FIELDS],
        forbid_unknown_fields=True, gc=False,
    )
    return msgspec.json.Decoder(struct), msgspec.json.Decoder(list[struct])


def _field_type(name: str, limits: Limits, raw_content: bool) -> Any:
    if raw_content and name in CONTENT_FIELDS:
        return msgspec.Raw
    most = {"title": limits.max_title, "body": limits.max_body}.get(name)
    if most is None:
        return str
    return Annotated[str, msgspec.Meta(min_length=1, max_length=most)]
