"""Checking a record against a limits profile, in the seed's order.

The seed raises at the first problem in this order: fields, doc_id, source_ref,
language, title, body. ``record_problems`` lists them all (the loader reports
every problem); ``validate_record`` raises the first, as the seed does.
"""

from __future__ import annotations

from typing import Any

from ..charnames import code_point_label
from ..errors import ContractError, Problem
from ..records import FIELDS, Record
from .limits import Limits

__all__ = ["describe_value", "record_problems", "validate_record"]

_FIELD_SET = frozenset(FIELDS)


def describe_value(value: Any, *, width: int = 40) -> str:
    """Name a JSON value the way a person editing the file sees it."""
    if isinstance(value, str):
        text = value if len(value) <= width else value[: width - 1] + "…"
        return repr(text)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, list | tuple):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"


def _identity_problem(name: str, value: Any, limits: Limits) -> str | None:
    if type(value) is str and limits.is_identity(value):
        return None
    if type(value) is not str:
        return f"{name} must be {limits.id_rule}; got {describe_value(value)}{_not_a_string(value)}"
    # Every prefix of a valid id is valid (a first character, then more up to a length): the
    # first prefix that is not ends at the refused character, or one past the longest id.
    at = _first_refused(value, limits)
    if at is None or (at > 0 and limits.is_identity(value[0] + value[at])):  # empty, or too long
        return f"{name} must be {limits.id_rule}; got {describe_value(value)} ({len(value):,} characters)"
    shown = value[:at + 1] + ("…" if at + 1 < len(value) else "")
    refused = f"character {at + 1:,} is {code_point_label(value[at])}"
    return f"{name} must be {limits.id_rule}; got {shown!r} ({refused})"


def _first_refused(value: str, limits: Limits) -> int | None:
    """Where the shortest prefix of ``value`` that is not an id ends (None: ``value`` is empty):
    found by halving, since the prefixes that are ids come first."""
    if not value:
        return None
    low, high = 0, len(value) - 1  # the answer is in [low, high]; value itself is no id
    while low < high:
        middle = (low + high) // 2
        if limits.is_identity(value[:middle + 1]):
            low = middle + 1
        else:
            high = middle
    return low


def _not_a_string(value: Any) -> str:
    """What a person can do about a value that is not a string (nothing is converted or filled in)."""
    if value is None:
        return ", not a string: nothing is filled in; give it a value"
    if isinstance(value, bool) or not isinstance(value, int | float):
        return ", not a string"
    said = ", not a string: nothing is converted"
    if type(value) is not int or len(written := str(value)) > 32:  # a float's digits may not be the file's
        return said
    return f'{said}; write the string "{written}"'



def _source_ref_problem(value: Any, limits: Limits) -> str | None:
    if type(value) is str and limits.is_source_ref(value):
        return None
    at = limits.refused_at(value) if type(value) is str else None
    if at is None:
        if limits.max_ref is not None and type(value) is str:
            return _text_problem("source_ref", value, limits.max_ref)
        hint = "" if type(value) is str else _not_a_string(value)
        return f"source_ref must be {limits.ref_rule}; got {describe_value(value)}{hint}"
    # The value up to and including the refused character, which repr writes as an escape
    # (or a visible space): cut after it, never before.
    shown = value[:at + 1] + ("…" if at + 1 < len(value) else "")
    return (f"source_ref must be {limits.ref_rule}; got {shown!r} "
            f"(character {at + 1:,} is {code_point_label(value[at])})")


def _language_problem(value: Any, limits: Limits) -> str | None:
    if type(value) is str and limits.is_language(value):
        return None
    hint = "" if type(value) is str else _not_a_string(value)
    return f"language must be {limits.language_rule}; got {describe_value(value)}{hint}"


def _text_problem(name: str, value: Any, maximum: int) -> str | None:
    if type(value) is not str:
        got = describe_value(value) + _not_a_string(value)
        return f"{name} must be a string of 1 to {maximum:,} characters; got {got}"
    if not 1 <= len(value) <= maximum:
        return f"{name} must have 1 to {maximum:,} characters; it has {len(value):,}"
    return None


def _field_problems(record: dict, limits: Limits):
    """(code, field, sentence) for each bad field present, in the seed's order."""
    checks = (
        ("identity", "doc_id", lambda v: _identity_problem("doc_id", v, limits)),
        ("identity", "source_ref", lambda v: _source_ref_problem(v, limits)),
        ("language", "language", lambda v: _language_problem(v, limits)),
        ("title", "title", lambda v: _text_problem("title", v, limits.max_title)),
        ("body", "body", lambda v: _text_problem("body", v, limits.max_body)),
    )
    for code, field, check in checks:
        if field in record and (sentence := check(record[field])) is not None:
            yield code, field, sentence


def _fields_sentence(record: dict) -> str | None:
    keys = set(record)
    if keys == _FIELD_SET:
        return None
    missing = [name for name in FIELDS if name not in keys]
    extra = sorted(str(name) for name in keys - _FIELD_SET)
    parts = []
    if missing:
        parts.append("missing " + ", ".join(missing))
    if extra:
        parts.append("unknown " + ", ".join(repr(name) for name in extra))
    return f"a record has exactly the fields {', '.join(FIELDS)}: {'; '.join(parts)}"


def record_problems(record: Any, limits: Limits, *, number: int | None = None) -> list[Problem]:
    """Every problem of one record (an empty list when it is valid)."""
    if type(record) is not dict:
        sentence = f"a record must be a JSON object with the fields {', '.join(FIELDS)}"
        return [Problem("fields", f"{sentence}; got {describe_value(record)}", record=number)]
    doc_id = record.get("doc_id")
    doc_id = doc_id if type(doc_id) is str and limits.is_identity(doc_id) else None
    problems = []
    if (sentence := _fields_sentence(record)) is not None:
        problems.append(Problem("fields", sentence, record=number, doc_id=doc_id))
    for code, field, sentence in _field_problems(record, limits):
        problems.append(Problem(code, sentence, record=number, doc_id=doc_id, field=field))
    return problems


def validate_record(record: Any, limits: Limits, *, number: int | None = None) -> Record:
    """The record as a :class:`Record`, or :class:`ContractError` for its first problem."""
    problems = record_problems(record, limits, number=number)
    if problems:
        raise ContractError(problems[0])
    return Record(**record)
