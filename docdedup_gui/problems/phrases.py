"""Whole sentences and phrases the core writes with nothing varying, for :mod:`.problem_text`:
a sentence found here is shown in its translation as it is (some hold braces, so they are
never read as templates)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["PHRASES"]

PHRASES = (
    QT_TRANSLATE_NOOP("ProblemText", "a string starts here but never ends (is the file truncated?)"),
    # The kinds of file an output replaces (core.output.gate.OutputKind), and why one is not.
    QT_TRANSLATE_NOOP("ProblemText", "a group report"),
    QT_TRANSLATE_NOOP("ProblemText", "a character report"),
    QT_TRANSLATE_NOOP("ProblemText", "a decisions file"),
    QT_TRANSLATE_NOOP("ProblemText", "a review export"),
    QT_TRANSLATE_NOOP("ProblemText", "a records file"),
    QT_TRANSLATE_NOOP("ProblemText", "a PNG picture"),  # docdedup_gui.slides.picture
    QT_TRANSLATE_NOOP("ProblemText", "an SVG drawing"),
    QT_TRANSLATE_NOOP("ProblemText", "its first line is not one this program writes there"),
    QT_TRANSLATE_NOOP("ProblemText", "expected a JSON value here"),
    QT_TRANSLATE_NOOP("ProblemText", "expected ',' between values here"),
    QT_TRANSLATE_NOOP("ProblemText", "expected ':' after the key"),
    QT_TRANSLATE_NOOP("ProblemText", "expected a key in double quotes"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "a control character (a raw line break or tab) inside a string must be written "
                      "as an escape such as \\n or \\t"),
    QT_TRANSLATE_NOOP("ProblemText", "invalid backslash escape in a string"),
    QT_TRANSLATE_NOOP("ProblemText", "invalid \\uXXXX escape in a string"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "expected a JSON array of records ('[' ...) or JSON Lines "
                      "(one object '{' ... per line)"),
    QT_TRANSLATE_NOOP("ProblemText", "unexpected text after the record; JSON Lines holds one record a line"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "unexpected text after the record; JSON Lines holds one record a line, and lines end "
                      "with LF or CRLF: here a record ends with a carriage return alone (CR, U+000D)"),
    QT_TRANSLATE_NOOP("ProblemText", "unexpected text after the end of the array"),
    # core.input.other_files: files that are something else than records
    QT_TRANSLATE_NOOP("ProblemText",
                      "this file is a zip archive of files, not JSON: "
                      "extract it and open the JSON or JSON Lines files it holds "
                      "(a folder of them is read as one corpus)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "this file is a tar archive of files, not JSON: "
                      "extract it and open the JSON or JSON Lines files it holds "
                      "(a folder of them is read as one corpus)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "this file is a 7z archive of files, not JSON: "
                      "extract it and open the JSON or JSON Lines files it holds "
                      "(a folder of them is read as one corpus)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "this file is lz4-compressed, which is not read: "
                      "decompress it (lz4 -d), or compress its text with gzip, bzip2, xz or zstd"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "this file is an encrypted Parquet file, which is not read: "
                      "write it unencrypted"),
    QT_TRANSLATE_NOOP("ProblemText", "nesting is too deep (a record is a flat object of five strings)"),
    QT_TRANSLATE_NOOP("ProblemText", "at least 1 record"),
    QT_TRANSLATE_NOOP("ProblemText", "exactly 'fa' or 'en'"),
    QT_TRANSLATE_NOOP("ProblemText", "a well-formed BCP 47 language tag such as 'fa', 'en-US' or 'zh-Hant'"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "1 to 32 characters: an ASCII letter, then ASCII letters, digits, '_' or '-'"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "1 to 2,048 visible ASCII characters (U+0021 to U+007E): no space, control "
                      "or non-ASCII character"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "1 to 2,048 characters, none of them a control, space, invisible or bidi character"),
    QT_TRANSLATE_NOOP("ProblemText", "null"), QT_TRANSLATE_NOOP("ProblemText", "true"),
    QT_TRANSLATE_NOOP("ProblemText", "false"),
    QT_TRANSLATE_NOOP("ProblemText", "an array"),
    QT_TRANSLATE_NOOP("ProblemText", "an object"),
    QT_TRANSLATE_NOOP("ProblemText", "a directory"),
    QT_TRANSLATE_NOOP("ProblemText", "a named pipe (FIFO)"),
    QT_TRANSLATE_NOOP("ProblemText", "a character device (such as /dev/zero or a terminal)"),
    QT_TRANSLATE_NOOP("ProblemText", "a block device"),
    QT_TRANSLATE_NOOP("ProblemText", "a socket"),
    # The review's (core/review, core/input/decode_sentences.py).
    QT_TRANSLATE_NOOP("ProblemText", "opened for reading"),
    QT_TRANSLATE_NOOP("ProblemText", "reading the decisions file again"),
    QT_TRANSLATE_NOOP("ProblemText", "closed"),
    QT_TRANSLATE_NOOP("ProblemText", "read-only"),
    QT_TRANSLATE_NOOP("ProblemText", "no file is open"),
    QT_TRANSLATE_NOOP("ProblemText", "the input file is still being identified; try again in a moment"),
    QT_TRANSLATE_NOOP("ProblemText", "no group or cluster is selected for review"),
    QT_TRANSLATE_NOOP("ProblemText", "decide first, then add a note to the decision"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "nothing to decide here: every subject shown is decided (click a row to change its "
                      "decision, or Ctrl+Z to undo the last one)"),
    QT_TRANSLATE_NOOP("ProblemText", "nothing to decide here: the tree shows no subject (change the filter)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "nothing to decide here: this row is a single record, with no duplicate or "
                      "near-identical group"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the subject in the panel is no longer shown in the tree (the filter or the order "
                      "changed); choose a row, or press Ctrl+Right for the next undecided"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "nothing to undo: every decision in the file was taken back already; "
                      "to change one, select its row and decide again"),
    QT_TRANSLATE_NOOP("ProblemText", "nothing to undo: no decision was made yet"),
    QT_TRANSLATE_NOOP("ProblemText", "no undecided group is shown"),
    QT_TRANSLATE_NOOP("ProblemText", "no undecided subject shown is chosen"),
    QT_TRANSLATE_NOOP("ProblemText", "no earlier decision to go back to"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "every group of this cluster is a single record: the cluster is the subject"),
    QT_TRANSLATE_NOOP("ProblemText", "this group lies in no near-identical cluster"),
    QT_TRANSLATE_NOOP("ProblemText", "compare: choose a near-identical cluster first"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "that decision's subject is no longer in the corpus (its decision is stale)"),
    QT_TRANSLATE_NOOP("ProblemText", "a note needs some text"),
    QT_TRANSLATE_NOOP("ProblemText", "no older decision about these records to decide again"),
    QT_TRANSLATE_NOOP("ProblemText", "the older decision was not a verdict; decide this one anew"),
    QT_TRANSLATE_NOOP("ProblemText", "the older decision was about a group; decide this one anew"),
    QT_TRANSLATE_NOOP("ProblemText", "the older decision was about a cluster; decide this one anew"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "skipped: a keeper rule is about the review as a whole, not a group or a cluster"),
    QT_TRANSLATE_NOOP("ProblemText", "skipped: a keeper rule line names no rule"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the last line is cut short (a crash or a full disk while writing); it is skipped, "
                      "every earlier decision counts"),
    QT_TRANSLATE_NOOP("ProblemText", "it holds binary data (a zero byte), not text"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "it starts with a JSON array (a file of records?), not a JSON object a line"),
    QT_TRANSLATE_NOOP("ProblemText", "the line is not a JSON object (a CSV or other text?)"),
    QT_TRANSLATE_NOOP("ProblemText", "the line is not valid JSON"),
    QT_TRANSLATE_NOOP("ProblemText",
                      'the line has no "schema": "docdedup-decisions-v1" (a file of records?)'),
    QT_TRANSLATE_NOOP("ProblemText", "the JSON ends before it is complete (cut short)"),
    QT_TRANSLATE_NOOP("ProblemText", "another window or process"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the file starts with a UTF-8 byte order mark (an editor added it); it is ignored "
                      "and every line is read"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "lines end with a carriage return alone (CR, an old Mac convention); they are read "
                      "as lines"),
    QT_TRANSLATE_NOOP("ProblemText", "it is nested deeper than any decision line"),
    QT_TRANSLATE_NOOP("ProblemText", "invalid character"),
    QT_TRANSLATE_NOOP("ProblemText", "trailing characters"),
    QT_TRANSLATE_NOOP("ProblemText", "a string"),
    QT_TRANSLATE_NOOP("ProblemText", "a whole number"),
    QT_TRANSLATE_NOOP("ProblemText", "a number"),
    QT_TRANSLATE_NOOP("ProblemText", "true or false"),
    QT_TRANSLATE_NOOP("ProblemText", "a whole number or null"),  # a result's line or offset
    # Why a file cannot be read, in the system's words (an OSError's strerror): a shard deleted
    # or made unreadable while its result is open.
    QT_TRANSLATE_NOOP("ProblemText", "No such file or directory"),
    # Why a compressed stream stops (core.input.compressed), after "the gzip stream".
    QT_TRANSLATE_NOOP("ProblemText", "ends before its end marker (is the file truncated?)"),
    QT_TRANSLATE_NOOP("ProblemText", "is followed by bytes that are not a gzip stream"),
    QT_TRANSLATE_NOOP("ProblemText", "Permission denied"),
    QT_TRANSLATE_NOOP("ProblemText", "Is a directory"),
    QT_TRANSLATE_NOOP("ProblemText", "Not a directory"),
    # A job that ran out of memory (core.jobs.OUT_OF_MEMORY).
    QT_TRANSLATE_NOOP("ProblemText",
                      "there was not enough memory to finish the work; nothing was changed: close other "
                      "programs, or open a smaller file, and try again"),
)
