"""The interface's language reaches everything a person reads: problems, class titles,
counts (Persian digits, plural forms), while identifiers stay as the CLI writes them."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QLocale, Qt

from core import SEED_LIMITS, load_records
from core.differences.classes import CLASSES
from docdedup_gui import plurals
from docdedup_gui.compare.class_titles import CLASS_TITLES, class_title
from docdedup_gui.problems.problem_text import isolated_location, problem_details, problem_message
from docdedup_gui.problems.problems_view import ProblemsModel
from resources import resource_path

PERSIAN_DIGITS = "".join(chr(0x06F0 + digit) for digit in range(10))
ZERO_TO_NINE = "0123456789"


def _is_persian(text: str) -> bool:
    return any("\N{ARABIC LETTER ALEF}" <= char <= "\N{ARABIC LETTER FARSI YEH}" for char in text)


@pytest.fixture
def bad_file(tmp_path):
    """One record per kind of problem the validator writes, under the seed's limits."""
    good = {"doc_id": "A", "source_ref": "R", "language": "fa", "title": "t", "body": "b"}
    records = [
        {**good, "language": "FA"},
        {**good, "doc_id": "B", "extra": 1},
        {**good, "doc_id": "C", "title": "x" * 81},
        {**good, "doc_id": "D", "body": None},
        {**good, "doc_id": "1bad"},
        {**good, "doc_id": "E"},
        {**good, "doc_id": "E"},
        ["not", "an", "object"],
    ]
    path = tmp_path / "bad.jsonl"
    lines = [json.dumps(record) for record in records] + ['{"doc_id": ']  # and a syntax error
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_plural_forms_in_english(english):
    assert plurals.differences(1) == "1 difference"
    assert plurals.differences(2) == "2 differences"
    assert plurals.members(1) == "1 member"
    assert plurals.members(3) == "3 members"


def test_persian_counts_use_persian_digits(persian):
    assert plurals.differences(12) == f"{PERSIAN_DIGITS[1]}{PERSIAN_DIGITS[2]} \N{ARABIC LETTER TEH}" \
        "\N{ARABIC LETTER FEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER WAW}\N{ARABIC LETTER TEH}"
    assert QLocale().toString(1234) == (f"{PERSIAN_DIGITS[1]}\N{ARABIC THOUSANDS SEPARATOR}"
                                        f"{PERSIAN_DIGITS[2]}{PERSIAN_DIGITS[3]}{PERSIAN_DIGITS[4]}")


def test_english_counts_use_ascii_digits_again_after_persian(english):
    assert QLocale().toString(1234) == "1,234"


def test_every_problem_the_loader_writes_is_translated(bad_file, persian):
    loaded = load_records(bad_file, limits=SEED_LIMITS)
    assert len(loaded.problems) >= 7
    for problem in loaded.problems:
        shown = problem_message(problem.message)
        assert shown != problem.message and _is_persian(shown), problem.message
        assert not {"must", "got", "record", "expected"} & set(shown.split()), shown  # no English left
        assert not any(digit in shown for digit in ZERO_TO_NINE if digit not in problem.message)


def test_problem_details_and_numbers_are_translated(bad_file, persian):
    problem = next(p for p in load_records(bad_file, limits=SEED_LIMITS).problems if p.field == "title")
    shown = problem_message(problem.message)
    assert f"{PERSIAN_DIGITS[8]}{PERSIAN_DIGITS[1]}" in shown  # it has 81 characters, in Persian digits
    details = problem_details(problem)
    assert _is_persian(details) and "title" in details  # the field keeps its name


def test_unknown_sentences_are_shown_as_written(persian):
    assert problem_message("a sentence no template knows") == "a sentence no template knows"


def test_a_location_is_left_to_right_text_in_an_isolate(bad_file, persian):
    problem = load_records(bad_file, limits=SEED_LIMITS).problems[0]
    shown = isolated_location(problem)
    assert shown == f"\N{LEFT-TO-RIGHT ISOLATE}{problem.where()}\N{POP DIRECTIONAL ISOLATE}"
    assert shown.startswith("\N{LEFT-TO-RIGHT ISOLATE}/")
    model = ProblemsModel()
    model.set_problems([problem])
    assert model.index(0, 0).data() == shown
    assert model.index(0, 1).data() == problem.code  # codes are identifiers, as the CLI prints them
    assert _is_persian(model.index(0, 2).data())
    assert _is_persian(model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole))


def test_class_titles_are_the_cores_and_translated(persian):
    # The window lists the core's titles, for pyside6-lupdate.
    assert CLASS_TITLES == {entry.name: entry.title for entry in CLASSES}
    for name in CLASS_TITLES:
        assert _is_persian(class_title(name)), name
    assert class_title("no-such-class") == "no-such-class"


def test_class_titles_in_english(english):
    assert class_title("line-ending") == "Line endings differ"


def test_the_english_plural_file_ships():
    assert resource_path("translations", "docdedup_en.qm").stat().st_size > 0


def test_a_path_in_a_persian_message_reads_left_to_right(qtbot, persian, private_settings, window, tmp_path):
    missing = tmp_path / "missing.json"
    with qtbot.waitSignal(window.load_failed, timeout=20_000):
        window.open_file(missing)
    text = window.message_bar.text()
    assert _is_persian(text)
    assert f"\N{LEFT-TO-RIGHT ISOLATE}{missing}\N{POP DIRECTIONAL ISOLATE}" in text


def test_compare_summary_templates_are_the_cores():
    from core.display.compare import SUMMARY_TEMPLATES as CORE_TEMPLATES
    from docdedup_gui.compare.compare_view import SUMMARY_TEMPLATES

    assert SUMMARY_TEMPLATES == CORE_TEMPLATES


def test_explanation_templates_are_the_cores():
    from core.differences.sentences import TEMPLATES as CORE_TEMPLATES
    from docdedup_gui.compare.difference_text import TEMPLATES

    assert TEMPLATES == CORE_TEMPLATES


def _yeh_row():
    from core import explain
    from core.display.compare import difference_rows
    from tests.helpers import RECORD_A, inspection_of

    yeh = dict(RECORD_A, doc_id="Y", title=RECORD_A["title"].replace("\N{ARABIC LETTER FARSI YEH}",
                                                                    "\N{ARABIC LETTER YEH}"))
    inspection = inspection_of(RECORD_A, yeh)
    return difference_rows(explain(inspection.records[0], inspection.records[1]))[0]


def test_explanations_are_translated_in_persian(persian):
    from docdedup_gui.compare.difference_text import difference_sentence
    from docdedup_gui.compare.differences_model import DifferencesModel

    row = _yeh_row()
    shown = difference_sentence(row.phrase, row.sentence)
    assert shown.startswith(class_title("persian-yeh"))
    assert "\N{ARABIC LETTER DAL}\N{ARABIC LETTER REH} A" in shown  # "... in A", translated
    assert "\N{FIRST STRONG ISOLATE}U+06CC ARABIC LETTER FARSI YEH\N{POP DIRECTIONAL ISOLATE}" in shown
    copied = difference_sentence(row.phrase, row.sentence, for_display=False)
    assert "\N{FIRST STRONG ISOLATE}" not in copied and "U+064A ARABIC LETTER YEH" in copied
    model = DifferencesModel()
    model.set_rows([row])
    assert model.index(0, 4).data() == shown
    assert model.index(0, 0).data() == "persian-yeh"  # the identifier stays


def test_explanations_in_english_read_as_the_cli_writes_them(english):
    from docdedup_gui.compare.difference_text import difference_sentence

    row = _yeh_row()
    assert difference_sentence(row.phrase, row.sentence, for_display=False) == row.sentence


def test_seed_check_summaries_are_listed_as_the_core_writes_them():
    from core.seed_checks import run_seed_checks
    from docdedup_gui.dialogs.seed_check_texts import SUMMARIES

    assert SUMMARIES == tuple(result.summary for result in run_seed_checks())


def test_verify_dialog_speaks_persian(qtbot, persian):
    from docdedup_gui.dialogs.verify_dialog import VerifyDialog

    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    summaries = [dialog.model.index(row, 1).data() for row in range(dialog.model.rowCount())]
    assert len(summaries) == 18 and all(_is_persian(summary) for summary in summaries)
    verdict = dialog.findChild(type(dialog._verdict), "verifyVerdict").text()
    assert f"{PERSIAN_DIGITS[1]}{PERSIAN_DIGITS[8]}" in verdict and "18" not in verdict


def test_a_failed_export_is_said_in_persian(qtbot, persian, private_settings, window, tmp_path):
    from resources import resource_path

    with qtbot.waitSignal(window.loaded, timeout=20_000):
        window.open_file(resource_path("examples", "seed_records.json"))
    target = tmp_path / "a directory"
    target.mkdir()
    window.export_groups_to(target)
    qtbot.waitUntil(lambda: bool(window.message_bar.text()), timeout=20_000)
    text = window.message_bar.text()
    assert _is_persian(text) and f"\N{LEFT-TO-RIGHT ISOLATE}{target}" in text


def test_seed_check_evidence_templates_are_listed_as_the_core_writes_them():
    from core.seed_evidence import EVIDENCE_TEMPLATES as CORE_TEMPLATES
    from docdedup_gui.dialogs.seed_check_texts import EVIDENCE_TEMPLATES

    assert EVIDENCE_TEMPLATES == CORE_TEMPLATES


def test_verify_evidence_is_persian_with_its_values_left_to_right(qtbot, persian):
    """Clicking each check shows what it compared in Persian sentences, one per template:
    no English words of the template, the values (bytes, digests, code points, the core's
    error codes) isolated left to right as written, and counts in Persian digits."""
    from core.seed_evidence import EVIDENCE_TEMPLATES, Evidence
    from docdedup_gui.dialogs.seed_check_texts import evidence_line
    from docdedup_gui.dialogs.verify_dialog import VerifyDialog
    from docdedup_gui.i18n import count_text
    from tests.gui.test_verify_evidence import click_row

    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.view
    lri, pdi = "\N{LEFT-TO-RIGHT ISOLATE}", "\N{POP DIRECTIONAL ISOLATE}"
    english_words = {"group", "refused", "canonical", "bytes", "written", "hand", "core", "answer",
                     "body", "digest", "function", "returning", "records"}
    seen = set()

    def check(line: Evidence, shown: str) -> None:
        seen.add(line.template)
        outside = shown
        for _name, value in line.values:
            if isinstance(value, Evidence):
                continue
            if isinstance(value, int):
                digits = "".join(PERSIAN_DIGITS[int(digit)] for digit in str(value))
                assert count_text(value) in shown
                assert count_text(value).replace("\N{ARABIC THOUSANDS SEPARATOR}", "") == digits
            elif _name == "bytes":  # the whole bytes, in rows led by their offsets, each isolated
                for start in range(0, len(value.split()), 16):
                    row = f"{start:08x}  " + " ".join(value.split()[start:start + 16])
                    assert f"\n{lri}{row}{pdi}" in shown
                    outside = outside.replace(f"{lri}{row}{pdi}", " ")
            else:
                assert f"{lri}{value}{pdi}" in shown
                outside = outside.replace(f"{lri}{value}{pdi}", " ")
        assert _is_persian(outside), shown
        assert not english_words & set(outside.replace(":", " ").split()), shown
        for _name, value in line.values:
            if isinstance(value, Evidence):
                check(value, shown)

    for row, result in enumerate(dialog.model.results()):
        click_row(qtbot, view, row)
        text = dialog.evidence_text()
        shown = [evidence_line(line) for line in result.lines]
        assert text.endswith("\n".join(shown)) and shown
        for line, shown_line in zip(result.lines, shown, strict=True):
            check(line, shown_line)
    assert seen == set(EVIDENCE_TEMPLATES)
