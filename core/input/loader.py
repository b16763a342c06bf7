"""Reading a file of records: a JSON array or JSON Lines, strictly and fast.

The fast path decodes a few MB at a time with msgspec into a strict Struct
(unknown fields forbidden, lengths checked in C) and checks ids with one regex
over the whole batch: a file with nothing wrong is streamed
(:mod:`core.input.streamed_load`). Anything msgspec cannot vouch for (a batch that fails, a
duplicate key it would silently collapse) goes to the thorough pass
(:mod:`core.input.locating_load`, with :mod:`core.input._json_locate`), which finds and
locates every problem. Nothing here raises for bad content; only
:class:`core.progress.Cancelled` escapes.
"""

from __future__ import annotations

import os
from dataclasses import replace

from ..errors import Problem
from ..progress import Progress
from .compressed import StreamBroken, note_for
from .field_mapping import MappedFile
from .input_source import Source, open_source
from .limits import CORPUS_LIMITS, Limits
from .loaded_file import LoadedFile
from .locating_load import LocatingLoad
from .parquet import MAGIC as PARQUET_MAGIC
from .parquet import is_parquet, load_parquet
from .streamed_load import load_streamed
from .text_folder import TextFolder, load_text_folder

__all__ = ["LoadedFile", "load_records"]

_BATCH = 1 << 20  # ~1 MB: msgspec decodes it in ~1.3 ms (4 MB: 5.3 ms), so a GUI thread keeps painting


def load_records(
    path: str | os.PathLike[str],
    *,
    limits: Limits = CORPUS_LIMITS,
    progress: Progress | None = None,
) -> LoadedFile:
    """Read the records of ``path`` (a JSON array or JSON Lines file, or a
    :class:`~.text_folder.TextFolder`: one record per file of a folder).

    Never raises for bad content or I/O: an unreadable file, a syntax error, a
    record breaking ``limits``, a duplicate ``doc_id`` all become located
    :class:`Problem` objects in the result, and ``records`` holds the valid ones
    (a repeated ``doc_id`` keeps its first record). ``progress(done_bytes,
    total_bytes)`` is called after each batch; returning ``False`` raises
    :class:`core.progress.Cancelled`. The file is only read.
    """
    if isinstance(path, TextFolder):  # --text-files: one record per file of a folder
        records, problems, size, total = load_text_folder(path, limits, progress)
        return LoadedFile(str(path), "text-files", size, records, problems, total)
    mapping = path.mapping if isinstance(path, MappedFile) else None
    name = str(path)
    source = open_source(name, limits)  # only regular files and pipes, within the limits
    if isinstance(source, Problem):
        return LoadedFile(source.path or name, _format_by_name(name), 0, [], [source], 0)
    with source:
        name = source.name
        if _is_parquet(source):  # a mapping names columns
            held = source.data if source.data is not None else source.file
            records, problems, total = load_parquet(name, held, limits=limits, progress=progress,
                                                    mapping=mapping)
            if mapping is not None:  # the sentence says the rows were read mapped
                problems = _said_mapped(problems, mapping)
            return LoadedFile(name, "parquet", source.size, records, problems, total)
        if source.file is not None:
            streamed = load_streamed(source.file, name, limits, progress, batch=_BATCH, mapping=mapping)
            if streamed is not None:
                return streamed
        data, problem = _read(source)
    if problem is not None and problem.offset is None:
        return LoadedFile(name, _format_by_name(name), 0, [], [problem], 0)
    loader = LocatingLoad(data, limits, progress, mapping, batch=_BATCH)
    del data  # the loader holds the only reference, freed when it is done
    if problem is not None:  # a compressed stream broken there: the records before it are read
        loader.problems.append(problem)
    loaded = loader.run(name)
    if mapping is not None and loaded.problems:  # the sentence says the record was read mapped
        loaded = replace(loaded, problems=_said_mapped(loaded.problems, mapping))
    if source.compression is None:
        return loaded
    note = note_for(source.compression)
    problems = [replace(p, message=f"{p.message} {note}") if p.line is not None else p
                for p in loaded.problems]
    return replace(loaded, problems=problems)

def _said_mapped(problems: list[Problem], mapping) -> list[Problem]:
    """A record's problems, each saying the record was read through ``mapping``."""
    said = mapping.describe()
    return [p if p.record is None or said in p.message
            else replace(p, message=f"{p.message} (read with {said})") for p in problems]


def _is_parquet(source: Source) -> bool:
    if source.compression is not None:
        return False
    head = source.data if source.data is not None else source.file.peek(len(PARQUET_MAGIC))
    return is_parquet(head[:len(PARQUET_MAGIC)])


def _read(source: Source) -> tuple[bytes, Problem | None]:
    try:
        return source.read_all(), None
    except StreamBroken as broken:  # located where the decompressed text stops
        return broken.text, Problem("file", broken.strerror, offset=len(broken.text))
    except OSError as error:
        reason = error.strerror or str(error)
        return b"", Problem("file", f"the file cannot be read: {reason}", path=source.name)


def _format_by_name(name: str) -> str:
    stem = name.lower().removesuffix(".gz").removesuffix(".bz2").removesuffix(".xz").removesuffix(".zst")
    return "jsonl" if stem.endswith((".jsonl", ".ndjson")) else "json"

