"""Other field names: a corpus whose records say ``id`` and ``text`` read as ``doc_id`` and ``body``.

``--field doc_id=id --field body=text`` names the key of the corpus each record field is
read from; ``--set language=fa`` gives a field the corpus lacks one value for every record.
The loader applies the mapping once, as it decodes each record
(:func:`core.input.loader.load_records`; a batch of good records straight from the mapped keys,
:mod:`core.input.mapped_records`; a Parquet file's columns, :mod:`core.input.parquet`); from
there on, every command sees the mapped record, and its canonical bytes are those of the
mapped record. Only top-level keys can be named: ``metadata.url`` is not looked up inside an
object. With a mapping, keys the mapping does not read are ignored (pipeline files carry many).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..records import FIELDS
from .read_as import ReadAs
from .text_folder import TEXT_FILES

__all__ = ["FieldMapping", "MappedFile", "mapping_header", "mapping_line", "missing_key_sentence"]

_KEYS_SHOWN = 12  # a pipeline's record may carry dozens of keys: the first ones say enough


@dataclass(frozen=True)
class FieldMapping:
    """Which corpus key each record field is read from, and the fields given one value."""

    fields: tuple[tuple[str, str], ...] = ()  # (record field, corpus key)
    values: tuple[tuple[str, str], ...] = ()  # (record field, value for every record)

    def source(self, field: str) -> str:
        """The corpus key ``field`` is read from (its own name when not mapped)."""
        return dict(self.fields).get(field, field)

    def describe(self) -> str:
        """The mapping as it was given: ``--field body=text --set language=fa``."""
        parts = [f"--field {field}={key}" for field, key in self.fields]
        parts += [f"--set {field}={value}" for field, value in self.values]
        return " ".join(parts)

    def as_header(self) -> dict[str, dict[str, str]]:
        """What an output's header says of it: ``{"fields": {...}, "set": {...}}``."""
        return {"fields": dict(self.fields), "set": dict(self.values)}

    @classmethod
    def from_header(cls, header: dict) -> FieldMapping | None:
        """The mapping :meth:`as_header` said (None when ``header`` is not one: a remembered
        mapping from another version, a hand-edited settings file)."""
        try:
            fields, values = header["fields"], header["set"]
            pairs = [*fields.items(), *values.items()]
        except (KeyError, TypeError, AttributeError):
            return None
        if not all(type(a) is str and type(b) is str and a in FIELDS for a, b in pairs):
            return None
        return cls(tuple(fields.items()), tuple(values.items()))

    def apply(self, value: Any) -> tuple[Any, list[tuple[str, str]]]:
        """The record ``value`` mapped, and (record field, corpus key) of each key it lacks."""
        if type(value) is not dict:
            return value, []
        given = dict(self.values)
        mapped, missing = {}, []
        for field in FIELDS:
            if field in given:
                mapped[field] = given[field]
            elif (key := self.source(field)) in value:
                mapped[field] = value[key]
            else:
                missing.append((field, key))
        return mapped, missing


def missing_key_sentence(mapping: FieldMapping, field: str, key: str, record: dict) -> str:
    """Why a record read through ``mapping`` has no ``field`` (its ``key`` is not there), and the
    keys it has, so the person can name the right one."""
    keys = list(record)
    shown = ", ".join(map(repr, keys[:_KEYS_SHOWN])) + (f" and {len(keys) - _KEYS_SHOWN} more"
                                                        if len(keys) > _KEYS_SHOWN else "")
    has = f"the record's keys: {shown}" if keys else "the record has no keys"
    said = mapping.describe()
    outer = key.split(".", 1)[0]
    if "." in key and outer in record:  # metadata.url: a key inside an object
        return (f"no key {key!r} in the record, which {said} reads {field} from: only top-level keys "
                f"can be named, a key inside {outer!r} is not looked up ({has})")
    if field in dict(mapping.fields):
        return f"no key {key!r} in the record, which {said} reads {field} from ({has})"
    given = f" or --set {field}=VALUE" if field in _SETTABLE else ""
    return (f"no key {key!r} in the record: {said} does not map {field}, so it is read from the key "
            f"{key!r}; name its key with --field {field}=KEY{given} ({has})")


_SETTABLE = ("language", "title")  # the fields --set can give (core/cli's parser says so too)


class MappedFile(ReadAs):
    """A corpus file's name, as given, whose records are read through ``mapping``."""

    @property
    def mapping(self) -> FieldMapping:
        return self._how

    def as_header(self) -> dict[str, dict[str, str]]:
        return self.mapping.as_header()


def mapping_header(path) -> dict[str, dict[str, str]] | None:
    """What an output's header says of how ``path`` (a corpus as a command has it) was read:
    the field mapping (:meth:`FieldMapping.as_header`), or a folder read as text files and the
    language set (``{"text_files": {...}, "set": {"language": ...}}``); None when read as it is."""
    return path.as_header() if isinstance(path, ReadAs) else None


def mapping_line(header: dict[str, dict[str, str]]) -> str:
    """How a text output says the mapping of :func:`mapping_header` (its own line)."""
    if TEXT_FILES in header:
        settings = " ".join(f"--set {field}={value}" for field, value in header["set"].items())
        return f"records made one per text file with --text-files {settings} (not a file of records)"
    given = FieldMapping(tuple(header["fields"].items()), tuple(header["set"].items()))
    return f"records mapped with {given.describe()} (not the file's own records)"
