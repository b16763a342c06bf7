"""Progress reporting and cancellation for long work.

Long functions take ``progress``: a callable ``progress(done, total)``. Returning
``False`` asks the work to stop; the function then raises :class:`Cancelled`.
The default (None) reports nowhere, so the CLI, the tests and the GUI call the same code
(the shape of dupeGuru's ``job.nulljob``).
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["Cancelled", "Progress", "report"]

Progress = Callable[[int, int], "bool | None"]


class Cancelled(Exception):
    """The caller's progress callback asked the work to stop."""


def report(progress: Progress | None, done: int, total: int) -> None:
    """Tell ``progress`` how far the work is; raise :class:`Cancelled` if it says stop."""
    if progress is not None and progress(done, total) is False:
        raise Cancelled
