"""Sentences the core writes about how an input is read and where an output may go, as
templates for :mod:`.problem_text` (which appends them to its own): a field mapping chosen
in the Open dialog that cannot be used (:mod:`core.input.mapping_offer`), an output
refused inside a folder that is an input (:mod:`core.output.gate`), a result that cannot be
opened, and a result whose records cannot be read again from their shards or their folder of
text files (:mod:`core.output.result_records`, :mod:`core.output.result_reader`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["READING_TEMPLATES"]

READING_TEMPLATES = (
    QT_TRANSLATE_NOOP("ProblemText",
                      "refusing to write the output into the folder {path}, which is an input: a later run "
                      "reading the folder would take {shown} for part of the corpus; give a name outside "
                      "the folder"),
    QT_TRANSLATE_NOOP("ProblemText", "choose the key {field} is read from"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{field} is read from a key of the file; only language and title can be given "
                      "one value"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{shard}: the folder of text files is gone (moved, renamed or deleted); the result "
                      "reads {doc_id} from it: put it back, or group the folder again"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{shard}: the folder of text files is not a folder now; the result reads {doc_id} "
                      "from it: put it back, or group the folder again"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: {sentence}; the folder changed since the result was written, group it again"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: the record {doc_id} changed since the result was written (its canonical "
                      "bytes differ); group it again"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: a result of a folder of text files that does not name its one folder (its "
                      "shards); group the folder again to review it"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: a result of a folder of text files that gives no language (its mapping's "
                      "set); group the folder again to review it"),
    QT_TRANSLATE_NOOP("ProblemText", "{shown} is not the path of a file inside the folder"),
    # A member read again from its shard (core.output.result_records): on opening, or when the
    # shard changed while the result is shown.
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: no longer holds the record {doc_id}; the shard changed since the result was "
                      "written, group it again"),
    QT_TRANSLATE_NOOP("ProblemText", "{path}: the result does not say where {doc_id} starts"),
    QT_TRANSLATE_NOOP("ProblemText", "{path}: cannot read the record of {doc_id} again: {reason}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: the record of {doc_id} has the key {key} twice; the shard changed since the "
                      "result was written, group it again"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: the record {doc_id} is no longer valid: {sentence}; the shard changed since "
                      "the result was written, group it again"),
    # A compressed shard that breaks when read again (core.input.compressed.StreamBroken).
    QT_TRANSLATE_NOOP("ProblemText",
                      "the {format} stream {reason}, after {count} bytes of decompressed text"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "is followed by bytes that are not an {format} stream (at byte {byte} of the file)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "is followed by bytes that are not a {format} stream (at byte {byte} of the file)"),
    QT_TRANSLATE_NOOP("ProblemText", "cannot be decompressed ({error})"),
    # A shard or result that is not a regular file now (core.input.input_source.refusal_sentence).
    QT_TRANSLATE_NOOP("ProblemText", "not a regular file: it is {value}; give a regular file"),
    # A result that cannot be opened (core.output.result_reader). A JSON result counts its
    # groups, JSON Lines its lines: the longer sentence first.
    QT_TRANSLATE_NOOP("ProblemText", "{path} was written under {shown}; this program implements {contract}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: the member {doc_id} has no shard: not a located result of docdedup group; "
                      "write one with several shards or --format jsonl"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: not a result of docdedup group (its first line is no header with contract, "
                      "limits, records and shards)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: not a located result of docdedup group ({sentence}); write one with several "
                      "shards or --format jsonl"),
    QT_TRANSLATE_NOOP("ProblemText", "{path}: not a group of docdedup group: {sentence}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: group {number}: the group of {doc_id} is given again (first on group "
                      "{count}); a result holds each group once"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: the group of {doc_id} is given again (first on line {line}); a result holds "
                      "each group once"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: group {number}: the member {doc_id} is given again (first on group "
                      "{count}); a result holds each record once"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path}: the member {doc_id} is given again (first on line {line}); a result holds "
                      "each record once"),
)
