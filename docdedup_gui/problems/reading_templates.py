"""Sentences the core writes about how an input is read and where an output may go, as
templates for :mod:`.problem_text` (which appends them to its own): a field mapping chosen
in the Open dialog that cannot be used (:mod:`core.input.mapping_offer`), and an output
refused inside a folder that is an input (:mod:`core.output.gate`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["READING_TEMPLATES"]

READING_TEMPLATES = (
    QT_TRANSLATE_NOOP("ProblemText",
                      "refusing to write the output into the folder {path}, which is an input: a later run "
                      "reading the folder would take {shown} for part of the corpus; give a name outside "
                      "the folder"),
    QT_TRANSLATE_NOOP("ProblemText", "choose the key {field} is read from"),
    QT_TRANSLATE_NOOP("ProblemText", "the key {key} is chosen for two fields; choose one key per field"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{field} is read from a key of the file; only language and title can be given "
                      "one value"),
)
