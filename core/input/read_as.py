"""An input's name, as given, that carries how it is read.

A ``str`` subclass, so every message, output gate and comparison that names an input names
it as it is; only :func:`core.input.loader.load_records` (and the paths that must step
aside for it) read it differently. Subclasses name what they carry.
"""

from __future__ import annotations

from typing import Any, Self

__all__ = ["ReadAs"]


class ReadAs(str):
    """A path plus one value saying how to read it (kept whole across processes)."""

    _how: Any

    def __new__(cls, path: str, how: Any) -> Self:
        named = super().__new__(cls, path)
        named._how = how
        return named

    def __reduce__(self):  # kept whole when handed to another process
        return (type(self), (str(self), self._how))

    def as_header(self) -> dict[str, dict[str, str]]:
        """What every output says of how this input is read
        (:func:`core.input.field_mapping.mapping_header`)."""
        raise NotImplementedError

    def moved_to(self, path: str) -> Self:
        """The same input named by ``path`` (an absolute path, for another process)."""
        return type(self)(path, self._how)
