"""In Persian, File > Open result (and F5) says in Persian why a result or its shards cannot be
read: a shard emptied, deleted, edited or made invalid since the result was written, a result
edited by hand or written by another program. The paths and doc_ids stay as written, each left
to right in an isolate; only the system's and the file's own words stay Latin."""

from __future__ import annotations

import gzip
import json
import os
import re

import pytest

from docdedup_gui.result_window import open_result
from tests.gui.test_main_window import TIMEOUT
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

pytestmark = pytest.mark.usefixtures("private_settings")  # tests/gui/conftest.py

LRI = "\N{LEFT-TO-RIGHT ISOLATE}"
PDI = "\N{POP DIRECTIONAL ISOLATE}"
# Latin words a Persian sentence keeps outside an isolate: a format's name, its null, and the
# header's field names, as the file has them.
KEPT_LATIN = {"JSON", "null", "contract", "limits", "records", "shards"}


def _isolated(text: object) -> str:
    return f"{LRI}{text}{PDI}"


def _latin_outside_isolates(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]+", re.sub(f"{LRI}[^{PDI}]*{PDI}", "", text))) - KEPT_LATIN


def _persian(text: str) -> bool:
    return "\N{ARABIC LETTER FARSI YEH}" in text and not _latin_outside_isolates(text)


def _result(tmp_path, *, form: str = "jsonl"):
    """A shard of A and B (one duplicate group) and the result of grouping it."""
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    result = tmp_path / f"g.{form}"
    done = run_cli("group", shard, write_json(tmp_path / "c.jsonl", [RECORD_C], lines=True),
                   "--format", form, "-o", result)
    assert done.returncode == 0, done.stderr
    return shard, result


def _refused(qtbot, window, result) -> tuple[str, str]:
    """(the core's sentence, the message bar's text) of opening ``result``, which fails."""
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT) as failed:
        open_result(window, result)
    shown = window.message_bar.text()
    assert window.message_bar.isVisible() and shown
    return failed.args[0], shown


def _opening(result, sentence: str) -> str:
    """The message bar's Persian sentence around ``sentence`` (naming ``result`` once)."""
    if str(result) in sentence:
        return f"پرونده باز نشد: {sentence}"
    return f"باز کردن {_isolated(result)} ممکن نشد: {sentence}"


CHANGED = "این تکه از زمان نوشتن نتیجه تغییر کرده است، دوباره گروه‌بندی کنید"


def test_a_shard_emptied_since_the_result_is_said_in_persian(qtbot, persian, window, tmp_path):
    shard, result = _result(tmp_path)
    shard.write_bytes(b"")
    sentence, shown = _refused(qtbot, window, result)
    assert sentence == (f"{shard}:1: no longer holds the record 'A'; the shard changed since the result "
                        "was written, group it again")
    assert shown == _opening(result, f"{_isolated(f'{shard}:1')}: دیگر رکورد {_isolated(repr('A'))} "
                                     f"را در خود ندارد؛ {CHANGED}")


def test_a_shard_cut_short_after_its_first_record_is_said_in_persian(qtbot, persian, window, tmp_path):
    shard, result = _result(tmp_path)
    data = shard.read_bytes()
    shard.write_bytes(data[:data.index(b"\n") + 1])  # B's line gone: A reads, B does not
    sentence, shown = _refused(qtbot, window, result)
    assert sentence.startswith(f"{shard}:2: no longer holds the record 'B'")
    assert _persian(shown), shown
    assert f"{_isolated(f'{shard}:2')}: دیگر رکورد {_isolated(repr('B'))} را در خود ندارد" in shown


def test_a_shard_deleted_is_said_in_persian_with_the_system_s_reason(qtbot, persian, window, tmp_path):
    shard, result = _result(tmp_path)
    shard.unlink()
    sentence, shown = _refused(qtbot, window, result)
    assert sentence == f"{shard}:1: cannot read the record of 'A' again: No such file or directory"
    assert shown == _opening(result, f"{_isolated(f'{shard}:1')}: رکورد {_isolated(repr('A'))} دوباره "
                                     "خوانده نمی‌شود: چنین پرونده یا پوشه‌ای نیست")


def _rewrite_first_line(shard, record: str) -> None:
    lines = shard.read_bytes().split(b"\n")
    lines[0] = record.encode("utf-8")
    shard.write_bytes(b"\n".join(lines))


def test_a_record_edited_in_its_shard_is_said_in_persian(qtbot, persian, window, tmp_path):
    shard, result = _result(tmp_path)
    _rewrite_first_line(shard, json.dumps(dict(RECORD_A, body=RECORD_A["body"][::-1]), ensure_ascii=False))
    sentence, shown = _refused(qtbot, window, result)
    assert "the record 'A' changed since the result was written (its canonical bytes differ)" in sentence
    assert _persian(shown), shown
    assert (f"{_isolated(f'{shard}:1')}: رکورد {_isolated(repr('A'))} از زمان نوشتن نتیجه تغییر کرده "
            "است") in shown


def test_a_record_made_invalid_in_its_shard_is_said_in_persian(qtbot, persian, window, tmp_path):
    shard, result = _result(tmp_path)
    _rewrite_first_line(shard, json.dumps(dict(RECORD_A, body=""), ensure_ascii=False))
    sentence, shown = _refused(qtbot, window, result)
    assert sentence.startswith(f"{shard}:1: the record 'A' is no longer valid: body must have 1 to ")
    assert _persian(shown), shown
    assert f"{_isolated(f'{shard}:1')}: رکورد {_isolated(repr('A'))} دیگر معتبر نیست: " in shown
    assert shown.endswith(CHANGED)


def test_a_record_given_a_key_twice_in_its_shard_is_said_in_persian(qtbot, persian, window, tmp_path):
    shard, result = _result(tmp_path)
    line = json.dumps(RECORD_A, ensure_ascii=False)
    _rewrite_first_line(shard, '{"doc_id": "A", ' + line[1:])
    sentence, shown = _refused(qtbot, window, result)
    assert sentence.startswith(f"{shard}:1: the record of 'A' has the key 'doc_id' twice;")
    assert shown == _opening(result, f"{_isolated(f'{shard}:1')}: رکورد {_isolated(repr('A'))} کلید "
                                     f"{_isolated(repr('doc_id'))} را دو بار دارد؛ {CHANGED}")


def _edit_result(result, edit) -> None:
    lines = result.read_text(encoding="utf-8").splitlines(keepends=True)
    result.write_text("".join(edit(lines)), encoding="utf-8")


def test_a_result_of_another_contract_is_said_in_persian(qtbot, persian, window, tmp_path):
    _, result = _result(tmp_path)
    _edit_result(result, lambda lines: [lines[0].replace("doc-content-v1", "doc-content-v0"), *lines[1:]])
    sentence, shown = _refused(qtbot, window, result)
    assert sentence == f"{result} was written under 'doc-content-v0'; this program implements doc-content-v1"
    assert _persian(shown), shown
    assert (f"{_isolated(result)} با قرارداد {_isolated(repr('doc-content-v0'))} نوشته شده است؛ "
            f"این برنامه قرارداد {_isolated('doc-content-v1')} را به کار می‌برد") in shown


def test_a_result_edited_by_hand_is_said_in_persian(qtbot, persian, window, tmp_path):
    """A group pasted twice, a member moved into another group, a line that is no group, a first
    line that is no header: each a located sentence, in Persian."""
    _, result = _result(tmp_path)
    added = len(result.read_text(encoding="utf-8").splitlines()) + 1  # the line pasted at the end
    cases = [
        (lambda lines: [*lines, lines[1]], "the group of 'A' is given again (first on line 2)",
         f"{_isolated(f'{result}:{added}')}: گروه {_isolated(repr('A'))} دوباره آمده است "
         "(نخستین بار در سطر ۲)؛ "
         "هر گروه یک بار در نتیجه می‌آید"),
        (lambda lines: [*lines, lines[1].replace('"representative":"A"', '"representative":"Z"')],
         "the member 'A' is given again (first on line 2)",
         f"{_isolated(f'{result}:{added}')}: عضو {_isolated(repr('A'))} دوباره آمده است "
         "(نخستین بار در سطر ۲)؛ "
         "هر رکورد یک بار در نتیجه می‌آید"),
        (lambda lines: [*lines, '{"representative": 7}\n'], "not a group of docdedup group:",
         f"{_isolated(f'{result}:{added}')}: گروهی از {_isolated('docdedup group')} نیست: "),
        (lambda lines: [*lines, lines[1].replace('"representative":"A"', '"representative":"Z"')
                                        .replace('"line":1,', '"line":1.5,')],
         "not a group of docdedup group: members[0].line should be a whole number or null, not a number",
         f"{_isolated(f'{result}:{added}')}: گروهی از {_isolated('docdedup group')} نیست: "
         f"{_isolated('members[0].line')} باید یک عدد صحیح یا null (تهی) باشد، نه یک عدد"),
        (lambda lines: ['{"records": 2}\n', *lines[1:]], "not a result of docdedup group",
         f"{_isolated(f'{result}:1')}: نتیجهٔ {_isolated('docdedup group')} نیست (سطر نخستش سرآیندی با "
         "contract، limits، records و shards نیست)"),
    ]
    original = result.read_text(encoding="utf-8")
    for edit, said, persian_text in cases:
        result.write_text(original, encoding="utf-8")
        _edit_result(result, edit)
        sentence, shown = _refused(qtbot, window, result)
        assert said in sentence, sentence
        assert _persian(shown), (sentence, shown)
        assert persian_text in shown, (sentence, shown)


def test_a_json_result_that_does_not_say_where_its_records_are_is_said_in_persian(
    qtbot, persian, window, tmp_path
):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    result = tmp_path / "one.json"
    assert run_cli("group", shard, "-o", result).returncode == 0  # one file: no shards, no offsets
    write = ("نتیجه‌ای از " + _isolated("docdedup group") + " که جای هر رکورد را بگوید نیست")
    again = "نتیجه‌ای با چند تکه یا با " + _isolated("--format jsonl") + " بنویسید"
    sentence, shown = _refused(qtbot, window, result)
    assert sentence.endswith("(the field 'shards' is missing); write one with several shards or "
                             "--format jsonl")
    assert shown == _opening(result, f"{_isolated(result)}: {write} (فیلد {_isolated(repr('shards'))} "
                                     f"وجود ندارد)؛ {again}")
    report = json.loads(result.read_text(encoding="utf-8"))
    report["shards"] = [str(shard)]
    result.write_text(json.dumps(report, indent=2), encoding="utf-8")  # a member still names no shard
    sentence, shown = _refused(qtbot, window, result)
    assert sentence.startswith(f"{result}: the member 'A' has no shard")
    assert shown == _opening(result, f"{_isolated(result)}: عضو {_isolated(repr('A'))} تکه‌ای ندارد: "
                                     f"{write}؛ {again}")
    for member in report["groups"][0]["members"]:
        member["shard"] = str(shard)
    result.write_text(json.dumps(report, indent=2), encoding="utf-8")  # no offsets: where does A start?
    sentence, shown = _refused(qtbot, window, result)
    assert sentence == f"{shard}: the result does not say where 'A' starts"
    assert shown == _opening(result, f"{_isolated(shard)}: نتیجه نمی‌گوید {_isolated(repr('A'))} "
                                     "از کجا آغاز می‌شود")


def test_a_json_result_with_a_group_given_twice_counts_groups_in_persian(qtbot, persian, window, tmp_path):
    _, result = _result(tmp_path, form="json")
    report = json.loads(result.read_text(encoding="utf-8"))
    report["groups"].append(report["groups"][0])
    result.write_text(json.dumps(report, indent=2), encoding="utf-8")
    sentence, shown = _refused(qtbot, window, result)
    assert sentence.startswith(f"{result}: group 2: the group of 'A' is given again (first on group 1)")
    assert _persian(shown), shown
    assert (f"{_isolated(result)}: گروه ۲: گروه {_isolated(repr('A'))} دوباره آمده است "
            "(نخستین بار در گروه ۱)؛ هر گروه یک بار در نتیجه می‌آید") in shown


def test_a_shard_emptied_while_its_result_is_shown_is_said_in_persian(qtbot, persian, window, tmp_path):
    """The tree's tooltip of a member that no longer reads, and the pane that shows it instead of
    its fields: the core's sentence in Persian (the row keeps the sentence as the core wrote it)."""
    from PySide6.QtCore import Qt

    from core.display.group_table import COLUMN
    from docdedup_gui.tree.group_tree_model import UNREAD_ROLE

    shard, result = _result(tmp_path)
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        open_result(window, result)
    shard.write_bytes(b"")  # while the result is shown
    tree, model = window.group_tree, window.group_tree.model()
    group = model.index(0, 0)
    tree.setCurrentIndex(group)
    tree.expand(group)  # its members are read now
    b = model.index(1, COLUMN["title"], group)
    qtbot.waitUntil(lambda: b.data(UNREAD_ROLE) is not None, timeout=TIMEOUT)
    said = f"دیگر رکورد {_isolated(repr('B'))} را در خود ندارد؛ {CHANGED}"
    assert b.data(UNREAD_ROLE).startswith(f"{shard}:2: no longer holds the record 'B'")
    assert b.data(Qt.ItemDataRole.ToolTipRole) == f"{_isolated(f'{shard}:2')}: {said}"
    assert b.data() == "پس از نوشته‌شدن نتیجه تغییر کرده است"
    tree.setCurrentIndex(model.index(1, 0, group))
    pane = window.detail_pane
    qtbot.waitUntil(lambda: "نمایش‌دادنی نیست: " in pane.headerLabel.text(), timeout=TIMEOUT)
    assert pane.headerLabel.text().endswith(f"\nنمایش‌دادنی نیست: {_isolated(f'{shard}:2')}: {said}")
    assert _persian(pane.headerLabel.text().partition("\n")[2]), pane.headerLabel.text()


def test_a_shard_made_a_named_pipe_is_said_in_persian(qtbot, persian, window, tmp_path):
    shard, result = _result(tmp_path)
    shard.unlink()
    os.mkfifo(shard)
    sentence, shown = _refused(qtbot, window, result)
    assert sentence == (f"{shard}:1: cannot read the record of 'A' again: not a regular file: it is a named "
                        "pipe (FIFO); give a regular file")
    assert _persian(shown.replace("(FIFO)", "")), shown  # the kind's name as the system has it
    assert shown.endswith(f"{_isolated(f'{shard}:1')}: رکورد {_isolated(repr('A'))} دوباره خوانده نمی‌شود: "
                          "پروندهٔ معمولی نیست: یک لولهٔ نام‌دار (FIFO) است؛ یک پروندهٔ معمولی بدهید")


def test_a_compressed_shard_cut_short_is_said_in_persian(qtbot, persian, window, tmp_path):
    shard = tmp_path / "a.jsonl.gz"
    lines = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in (RECORD_A, RECORD_B))
    compressed = gzip.compress(lines.encode("utf-8"))
    shard.write_bytes(compressed)
    result = tmp_path / "g.jsonl"
    assert run_cli("group", shard, "--format", "jsonl", "-o", result).returncode == 0
    shard.write_bytes(compressed[:30])  # a download stopped early
    sentence, shown = _refused(qtbot, window, result)
    assert sentence == (f"{shard}:1: cannot read the record of 'A' again: the gzip stream ends before its "
                        "end marker (is the file truncated?), after 0 bytes of decompressed text")
    assert shown == _opening(result, f"{_isolated(f'{shard}:1')}: رکورد {_isolated(repr('A'))} دوباره "
                                     f"خوانده نمی‌شود: جریان فشردهٔ {_isolated('gzip')} پیش از نشانهٔ پایانش "
                                     "تمام می‌شود (آیا پرونده بریده شده است؟)، پس از ۰ بایت از متنِ بازشده از "
                                     "فشردگی")
