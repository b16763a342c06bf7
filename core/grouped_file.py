"""A file's records and their exact groups: the one pass, else the thorough load.

Every caller that needs a file's records and groups reads it here: the window's load
(:func:`core.inspection.inspect_file`), ``docdedup review status`` and ``docdedup
group``'s thorough path. The one pass (:mod:`core.onepass.loaded`) vouches for a file
with nothing wrong; at its first doubt the file is loaded the thorough way
(:func:`core.input.loader.load_records`), which locates every problem, and the valid records
are grouped (:func:`core.grouping.form_groups`).
"""

from __future__ import annotations

from .contract import sha256_hex
from .grouping import Digest, Group, form_groups
from .input.limits import Limits
from .input.loader import LoadedFile, load_records
from .onepass.loaded import load_in_one_pass
from .progress import Progress

__all__ = ["load_and_group"]

_LOAD_SHARE = 700  # of 1000: loading takes about 70% of the thorough way's time


def load_and_group(
    path: str,
    *,
    limits: Limits,
    digest: Digest = sha256_hex,
    progress: Progress | None = None,
    one_pass: bool = True,
    with_problems: bool = True,
) -> tuple[LoadedFile, list[Group[int]] | None]:
    """The records of ``path`` (every problem located in ``LoadedFile.problems``) and their groups.

    ``progress`` runs 0..1000 over loading and grouping and may cancel.
    ``one_pass=False``: the caller has tried a one pass of its own (``docdedup group``
    writes its report from it); go the thorough way at once. ``with_problems=False``:
    a file with problems is not grouped (groups None), when its problems end the run.
    """
    if one_pass:
        together = load_in_one_pass(path, limits=limits, digest=digest, progress=_scaled(progress, 0, 1000))
        if together is not None:
            return together
    loaded = load_records(path, limits=limits, progress=_scaled(progress, 0, _LOAD_SHARE))
    if loaded.problems and not with_problems:
        return loaded, None
    grouping = _scaled(progress, _LOAD_SHARE, 1000 - _LOAD_SHARE)
    return loaded, form_groups(loaded.records, digest=digest, progress=grouping)


def _scaled(progress: Progress | None, start: int, span: int) -> Progress | None:
    """Map a phase's progress onto ``[start, start + span)`` of a 0..1000 scale."""
    if progress is None:
        return None
    return lambda done, total: progress(start + (span * done) // max(total, 1), 1000)
