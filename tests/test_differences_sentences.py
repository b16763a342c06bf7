"""Difference sentences in translatable parts: the same phrase renders in English or, with a
translator, in the UI's language, from the same source strings (issue 11)."""

import msgspec

from core import explain
from core.differences import CLASSES, Phrase, render
from core.differences.sentences import TEMPLATES


def record(doc_id, **fields):
    return {"doc_id": doc_id, "source_ref": "r", "language": "fa", "title": "t", "body": "b", **fields}


def templates_of(phrase):
    yield phrase.template
    for value in phrase.args.values():
        if isinstance(value, Phrase):
            yield from templates_of(value)


PAIRS = [
    (record("A", body="a\r\nb"), record("B", body="a\nb")),
    (record("A", body="\N{ARABIC LETTER YEH}"), record("B", body="\N{ARABIC LETTER FARSI YEH}")),
    (record("A", body="\N{LATIN SMALL LIGATURE FI}le"), record("B", body="file")),
    (record("A", body="x" + "long edit " * 10), record("B", body="x")),
    (record("A", language="en"), record("B")),
    (record("A", title="ab", body="c"), record("B", title="a", body="bc")),
    (record("B", title="a", body="bc"), record("A", title="ab", body="c")),
]


def test_every_sentence_is_its_phrase_in_english_and_uses_only_listed_templates():
    for a, b in PAIRS:
        for difference in explain(a, b).differences:
            assert render(difference.phrase) == difference.sentence
            assert set(templates_of(difference.phrase)) <= set(TEMPLATES)


def test_a_translator_sees_each_template_and_the_class_titles():
    difference = explain(*PAIRS[1]).differences[0]
    assert difference.sentence == ("Arabic vs Persian yeh: U+064A ARABIC LETTER YEH in A, "
                                   "U+06CC ARABIC LETTER FARSI YEH in B")
    marked = render(difference.phrase, translate=lambda template: template.replace(" in ", " در "),
                    titles=lambda names: "/".join(names))
    # Templates go through the translator, filled-in names and code points do not.
    assert marked == "persian-yeh: U+064A ARABIC LETTER YEH در A, U+06CC ARABIC LETTER FARSI YEH در B"


def test_nested_phrases_are_translated_too():
    difference = explain(*PAIRS[3]).differences[0]
    assert difference.sentence == ("A real edit: “long\N{MIDDLE DOT}edit\N{MIDDLE DOT}long\N{MIDDLE DOT}edit"
                                   "\N{MIDDLE DOT}long\N{MIDDLE DOT}edit\N{MIDDLE DOT}long\N{MIDDLE DOT}edit"
                                   "\N{MIDDLE DOT}…” (100 code points) in A, nothing in B")
    seen = []
    render(difference.phrase, translate=lambda template: seen.append(template) or template)
    assert set(seen) == {"{title}: {sides}", "{a} in A, {b} in B", "“{shown}” ({count} code points)",
                         "nothing"}


def test_the_moved_boundary_names_which_side_holds_the_text_in_its_title():
    first, second = (explain(*pair).differences[0].sentence for pair in PAIRS[5:7])
    assert first == "Same text, but the title/body boundary moved: “b” is in A's title and B's body"
    assert second == "Same text, but the title/body boundary moved: “b” is in A's body and B's title"


def test_the_phrase_is_in_the_json_output_and_round_trips():
    explanation = explain(*PAIRS[2])
    data = msgspec.json.decode(msgspec.json.encode(explanation))
    assert data["differences"][0]["phrase"]["template"] == "{title} [{tags}]: {sides}"
    assert data["differences"][0]["phrase"]["classes"] == ["compatibility"]
    assert msgspec.json.decode(msgspec.json.encode(explanation), type=type(explanation)) == explanation


def test_one_table_of_classes():
    names = [entry.name for entry in CLASSES]
    assert names[:2] == ["language-tag", "field-boundary"] and names[-1] == "content-edit"
    assert len(names) == len(set(names)) == 26
    assert all(entry.title for entry in CLASSES)
    assert [entry.name for entry in CLASSES if entry.fold is None] == [
        "language-tag", "field-boundary", "content-edit"]


def test_every_public_name_of_core_differences_is_what_it_says_whatever_was_imported_first():
    # The package imports its modules on first use; a module named like one of its
    # functions would shadow the function once imported (explain was, for a while).
    import subprocess
    import sys

    code = ("import core.differences.neighbours, core.differences.similar, core.differences as d, types; "
            "print([n for n in d.__all__ if isinstance(getattr(d, n), types.ModuleType)])")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"


def test_explain_reports_each_hunk_and_stops_when_asked():
    import pytest

    from core.progress import Cancelled

    a, b = record("A", body="a\r\nb\r\nc\r\nd"), record("B", body="a\nb\nc\nd")
    heard = []
    explanation = explain(a, b, progress=lambda done, total: heard.append((done, total)))
    assert len(explanation.differences) == 3
    assert heard[-3:] == [(1, 3), (2, 3), (3, 3)]
    with pytest.raises(Cancelled):
        explain(a, b, progress=lambda done, total: done < 2)
