"""A problem as the Problems view shows it: in the UI's language, its location left to right.

The message bar uses :func:`problem_message` too, for a file that could not be opened
or written.

The core writes each problem as one English sentence (the CLI prints it as is). The
window translates it by shape: each sentence the core writes is listed here as an
English template, ``{name}`` marking the parts that vary (a field, a value, a count);
a sentence that matches a template is shown in the template's translation, with its
numbers in the UI's digits. A sentence that matches none (a new one in the core) is
shown in English rather than not at all; ``tests/gui/test_problem_text.py`` checks
the templates against the sentences the core really writes.
"""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.errors import Problem

from ..i18n import count_text, left_to_right, translate
from .phrases import PHRASES
from .reading_notes import NOTE_PARTS, NOTE_TEMPLATES, split_notes
from .reading_templates import READING_TEMPLATES

__all__ = ["isolated_location", "problem_details", "problem_message", "problem_tooltip"]

_CONTEXT = "ProblemText"

# Sentences with varying parts. ``{field}``, ``{value}``, ``{key}``, ``{path}`` and the
# like are shown as written; ``{rule}`` and ``{parts}`` are translated in turn; values
# that are numbers get the UI's digits.
_TEMPLATES = (
    QT_TRANSLATE_NOOP("ProblemText", "{field} must be a string of 1 to {maximum} characters; got {value}"),
    QT_TRANSLATE_NOOP("ProblemText", "{field} must have 1 to {maximum} characters; it has {count}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{field} must be {rule}; got {shown} (character {position} is {character})"),
    QT_TRANSLATE_NOOP("ProblemText", "{field} must be {rule}; got {value}"),  # after the longer ones
    QT_TRANSLATE_NOOP("ProblemText",
                      "a record has exactly the fields doc_id, source_ref, language, title, body: {parts}"),
    QT_TRANSLATE_NOOP("ProblemText", "missing {names}"),
    QT_TRANSLATE_NOOP("ProblemText", "unknown {names}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "a record must be a JSON object with the fields doc_id, source_ref, language, "
                      "title, body; got {value}"),
    QT_TRANSLATE_NOOP("ProblemText", "doc_id {doc_id} is already used by record {record} at line {line}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "doc_id {doc_id} is already used by record {record} at row group {group}, row {row}"),
    QT_TRANSLATE_NOOP("ProblemText", "doc_id {doc_id} is already used by record {record}"),
    QT_TRANSLATE_NOOP("ProblemText", "no records in the file; the {profile} profile accepts {rule}"),
    QT_TRANSLATE_NOOP("ProblemText", "the file holds {count} records; the {profile} profile accepts {rule}"),
    QT_TRANSLATE_NOOP("ProblemText", "cannot read {path}: {reason}"),
    QT_TRANSLATE_NOOP("ProblemText", "the file cannot be read: {reason}"),
    QT_TRANSLATE_NOOP("ProblemText", "refusing to write the output onto the input file: {path} is the file "
                      "standard input (-) reads; give another output name"),
    QT_TRANSLATE_NOOP("ProblemText", "refusing to write the output onto the input file {path} ({shown} leads "
                      "to it); give another output name"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "refusing to write the output onto the input file {path}; give another output name"),
    QT_TRANSLATE_NOOP("ProblemText", "refusing to write {path}: it is a symbolic link to {shown}, which does "
                      "not exist; {kind} is never created where a link points: give the file's own path "
                      "or a new name"),
    QT_TRANSLATE_NOOP("ProblemText", "refusing to replace {path}: it is not {kind} ({sentence}); only a file "
                      "of the kind being written is replaced: give a new name, or move that file away first"),
    QT_TRANSLATE_NOOP("ProblemText", "refusing to write the output onto the input file {path}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "refusing to write onto {path}: it is {value}; give a regular file or a new name"),
    QT_TRANSLATE_NOOP("ProblemText", "cannot write {path}: {reason}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "not a regular file: it is {value}; give a regular file, or '-' to read "
                      "standard input (for example: docdedup group - < FILE)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the input is {size}; the {profile} profile holds at most {most} ({why})"),
    QT_TRANSLATE_NOOP("ProblemText", "the file is {encoding} without a byte order mark; save it as UTF-8"),
    QT_TRANSLATE_NOOP("ProblemText", "the file is {encoding}; save it as UTF-8"),
    QT_TRANSLATE_NOOP("ProblemText", "invalid UTF-8: byte {byte}; save the file as UTF-8"),
    QT_TRANSLATE_NOOP("ProblemText", "invalid UTF-8 ({reason}, byte {byte}); save the file as UTF-8"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "duplicate key {key} in one object; a record has each field once "
                      "(which of the values is meant?)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{name} is not valid JSON (JSON has no NaN or Infinity); write a string"),
    QT_TRANSLATE_NOOP("ProblemText", "1 to {maximum} records"),
    QT_TRANSLATE_NOOP("ProblemText", "the number {number} ({count} digits)"),  # before the shorter one
    QT_TRANSLATE_NOOP("ProblemText", "the number {number}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "standard input is {value}, which never ends or cannot be read; redirect a file "
                      "or a pipe into it (for example: docdedup group - < FILE)"),
    # The review (core/review): why decisions are read-only, problems of a decisions file,
    # a key that cannot apply. Last, so the shorter ones never take a sentence above.
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} is open for recording in {holder}; this one shows the "
                      "decisions read-only until that one closes"),
    QT_TRANSLATE_NOOP("ProblemText", "another window or process ({sentence})"),
    QT_TRANSLATE_NOOP("ProblemText", "a window of this program, process {number}"),
    QT_TRANSLATE_NOOP("ProblemText", "process {number}, {name}"),
    QT_TRANSLATE_NOOP("ProblemText", "process {number}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "refusing to replace {path}: decisions are being recorded in it by {holder}; "
                      "close it first"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "cannot open {path} for writing ({sentence}); choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText", "the folder {path} is read-only here (a read-only file system)"),
    QT_TRANSLATE_NOOP("ProblemText", "the folder {path} is read-only here"),
    QT_TRANSLATE_NOOP("ProblemText", "{path} is read-only here"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} is not a decisions file: {sentence} (line {line}); "
                      "choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} is not a decisions file: {sentence}; choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText", "not a decisions file: {sentence}; choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText", "it is {value}; a decisions file is a regular file"),
    QT_TRANSLATE_NOOP("ProblemText", "it cannot be read ({reason})"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} is the corpus: decisions are never written into an input; "
                      "choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} leads to the corpus: decisions are never written into an input; "
                      "choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} is the result: decisions are never written into an input; "
                      "choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} leads to the result: decisions are never written into an input; "
                      "choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} is the shard {shard}: decisions are never written into an input; "
                      "choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{path} leads to the shard {shard}: decisions are never written into an input; "
                      "choose another decisions file"),
    QT_TRANSLATE_NOOP("ProblemText", "{sentence} since this window opened it; nothing more is written there"),
    QT_TRANSLATE_NOOP("ProblemText", "{path} was deleted"),
    QT_TRANSLATE_NOOP("ProblemText", "{path} was replaced by another file"),
    QT_TRANSLATE_NOOP("ProblemText", "{path} was cut short (from {size} to {count} bytes)"),
    QT_TRANSLATE_NOOP("ProblemText", "{path} cannot be looked at ({reason})"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the key {key} is given twice in one object (which one counts is unclear)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "skipped: it was decided under the contract {value}, not {expected} "
                      "(its digests mean something else)"),
    QT_TRANSLATE_NOOP("ProblemText", "it is not UTF-8 text (byte {byte} of the line)"),
    QT_TRANSLATE_NOOP("ProblemText", "its schema is {value}, not {expected}"),
    QT_TRANSLATE_NOOP("ProblemText", "not a decision line: {sentence}"),
    QT_TRANSLATE_NOOP("ProblemText", "skipped: schema {value} is not {expected}"),
    QT_TRANSLATE_NOOP("ProblemText", "skipped: decision {value} does not apply to a group"),
    QT_TRANSLATE_NOOP("ProblemText", "skipped: decision {value} does not apply to a cluster"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "skipped: decision {value} is about a group or a cluster, not the review as a whole"),
    QT_TRANSLATE_NOOP("ProblemText", "skipped: keeper {value} is not a member of the group"),
    QT_TRANSLATE_NOOP("ProblemText", "cannot read: {reason}"),
    QT_TRANSLATE_NOOP("ProblemText", "this group has {count} members; choose 1 to {most}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "source_ref pattern {value} is not a valid regular expression: {reason}"),
    QT_TRANSLATE_NOOP("ProblemText", "{path}: cannot read the keeper presets: {sentence}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "source_ref pattern {value} takes too long to search (over {count} ms on one "
                      "source_ref); choose another keeper rule"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "source_ref pattern of {count} characters is longer than {most}; choose a shorter one"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the other window closed {path}; Record decisions here (Ctrl+Shift+T) records here"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "Decide {count} subjects shown ({clusters} clusters, {groups} groups) by the keeper "
                      "rule {rule}: {names}?"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{action} is a decision about near-identical clusters, not exact groups"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "{action} is a decision about exact groups, not near-identical clusters"),
    QT_TRANSLATE_NOOP("ProblemText", "skipped: keeper {value} is not a member of the cluster"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "this group has {count} members; choose 1 to {most} (or Enter on a member row)"),
    QT_TRANSLATE_NOOP("ProblemText", "this cluster has {count} groups; choose 1 to {most}"),
    QT_TRANSLATE_NOOP("ProblemText", "the record kept then, {doc_id}, is no longer here; choose again"),
    # core/review/controller.py: what a key says when it does nothing, and its questions.
    QT_TRANSLATE_NOOP("ProblemText",
                      "wrapped round: back to the first undecided subject shown (row {row} of {count})"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "wrapped round: back to the last undecided subject shown (row {row} of {count})"),
    QT_TRANSLATE_NOOP("ProblemText", "The decision was NOT saved: {message}"),
    QT_TRANSLATE_NOOP("ProblemText", "{reviewer} decided {decision} at {at}. Replace it with {new}?"),
    QT_TRANSLATE_NOOP("ProblemText", "Accept the suggested keeper of the {count} undecided groups shown?"),
    # core/input/decode_sentences.py: msgspec's words about a line of JSON, said as sentences.
    QT_TRANSLATE_NOOP("ProblemText", "not valid JSON: {what} at column {number}"),
    QT_TRANSLATE_NOOP("ProblemText", "not valid JSON: {what}"),
    QT_TRANSLATE_NOOP("ProblemText", "the field {item} is missing in {container}"),
    QT_TRANSLATE_NOOP("ProblemText", "the field {item} is missing"),
    QT_TRANSLATE_NOOP("ProblemText", "unknown field {item} in {container}"),
    QT_TRANSLATE_NOOP("ProblemText", "unknown field {item}"),
    QT_TRANSLATE_NOOP("ProblemText", "it should be {kind}, not {got}"),
    QT_TRANSLATE_NOOP("ProblemText", "{item} should be {kind}, not {got}"),
    QT_TRANSLATE_NOOP("ProblemText", "{item}: {value} is not an allowed value"),
    QT_TRANSLATE_NOOP("ProblemText", "{value} is not an allowed value"),
    QT_TRANSLATE_NOOP("ProblemText", "{item} is out of range"),
    # The playground (core/playground): what it cannot edit, why it does not save.
    QT_TRANSLATE_NOOP("ProblemText", "{path} exists already; the playground writes a new file"),
    QT_TRANSLATE_NOOP("ProblemText", "a playground keeps at least {count} records"),
    QT_TRANSLATE_NOOP("ProblemText", "record {number} ({shown}) is not valid yet: {sentence}"),
    QT_TRANSLATE_NOOP("ProblemText", "{count} characters: the playground edits texts of up to {limit} "
                      "characters"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "a line longer than {limit} characters: the playground edits lines of up to that"),
    # A job's error with no words of its own (core.jobs.WITHOUT_WORDS): its class name, as written.
    QT_TRANSLATE_NOOP("ProblemText",
                      "the work stopped on {name}, an error that gives no description; nothing was changed"),
)

# A path, a shard, a record's field (``title``: a line led by it would read left to right), a
# field of a decisions line (``subject.kind``), a value quoted as written (a URL), a doc_id
# quoted (``'a/README.md'``: its quotes stay with it), a contract's name and a character's
# U+ label: left to right in an isolate.
_LEFT_TO_RIGHT_PARTS = frozenset({"path", "item", "container", "shard", "shown", "character", "field",
                                  "doc_id", "contract"})
# Translated in turn, when they match (a reason: the system's words for a file it cannot open).
_TRANSLATED_PARTS = frozenset({"rule", "parts", "value", "sentence", "what", "kind", "got", "holder",
                               "reason"})
_DECISION_PARTS = frozenset({"decision", "new", "action"})  # "keep-all is a decision about ...": its name
_NUMBER = re.compile(r"[0-9][0-9,]*")
# A value quoted as the file holds it ('FA', 'a whole sentence, with words'): left to right,
# its quotes with it, like a path; a Persian sentence around it keeps its own order.
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"", re.DOTALL)
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_VALUE = {"field": r"\w+", "profile": r"\w+",  # one word: "a record must be ..." is not a field
          # A field of a decisions line (subject.members[0]), a decision's name, a JSON type
          # ("a string or null"): never a whole other sentence.
          "item": r"[\w.\[\]'$-]+", "container": r"[\w.\[\]'$-]+", "action": r"[\w-]+",
          "kind": r"[\w ]+", "got": r"[\w ]+", "decision": r"[\w-]+", "new": r"[\w-]+",
          "number": r"[0-9]+"}  # a process id


@cache
def _pattern(template: str) -> re.Pattern[str]:
    pieces = _PLACEHOLDER.split(template)  # literal, name, literal, name, ...
    regex = "".join(re.escape(piece) if position % 2 == 0 else f"(?P<{piece}>{_VALUE.get(piece, '.+?')})"
                    for position, piece in enumerate(pieces))
    return re.compile(f"^{regex}$", re.DOTALL)


def _number(text: str) -> str:
    return count_text(int(text.replace(",", "")))


def _part(name: str, value: str) -> str:
    if name in _LEFT_TO_RIGHT_PARTS or name in NOTE_PARTS or (name == "value" and _QUOTED.fullmatch(value)):
        return left_to_right(value)
    if _NUMBER.fullmatch(value):
        return _number(value)
    if name == "parts":  # "missing body; unknown 'extra'"
        return translate("ProblemText", "; ").join(problem_message(piece) for piece in value.split("; "))
    if name in _DECISION_PARTS:
        from ..review.review_texts import decision_name

        return decision_name(value)
    if name in _TRANSLATED_PARTS:
        return problem_message(value)
    return value


def problem_message(message: str) -> str:
    """``message`` (a sentence of the core) in the UI's language; itself when unknown."""
    core, notes = split_notes(message)  # how and where the record was read, each said apart
    if notes:
        said = [translate(_CONTEXT, template).format(**{name: _part(name, value)
                                                          for name, value in parts.items()})
                for template, parts in notes]
        return " ".join([problem_message(core), *said])
    if message in PHRASES:
        return translate(_CONTEXT, message)
    for template in (*_TEMPLATES, *READING_TEMPLATES, *NOTE_TEMPLATES):  # how an input is read: apart
        found = _pattern(template).match(message)
        if found:
            parts = {name: _part(name, value) for name, value in found.groupdict().items()}
            return translate(_CONTEXT, template).format(**parts)
    return message


def problem_details(problem: Problem) -> str:
    """``record 3, doc_id A, field title`` in the UI's language ("" when nothing is known)."""
    parts = []
    if problem.record is not None:
        number = count_text(problem.record)
        parts.append(translate("ProblemText", "record {number}").format(number=number))
    if problem.doc_id is not None:
        parts.append(translate("ProblemText", "doc_id {doc_id}").format(doc_id=_isolate(problem.doc_id)))
    if problem.field is not None:
        parts.append(translate("ProblemText", "field {field}").format(field=problem.field))
    return translate("ProblemText", ", ").join(parts)


def isolated_location(problem: Problem) -> str:
    """``FILE:LINE:COLUMN`` as left-to-right text in an isolate, so a right-to-left
    interface shows ``/tmp/bad.jsonl:2:1``, not ``tmp/bad.jsonl:2:1/``."""
    where = problem.where()
    return _isolate(where) if where else ""


def problem_tooltip(problem: Problem) -> str:
    """The whole problem, compiler style, translated (the Problems view's tooltip)."""
    text = f"{problem.code}: {problem_message(problem.message)}"
    if where := isolated_location(problem):
        text = f"{where}: {text}"
    if details := problem_details(problem):
        text = f"{text} ({details})"
    return text


_isolate = left_to_right
