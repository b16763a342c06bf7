"""The review panel: progress, the subject being decided, its members, the keys.

It shows a :class:`core.review.card.ReviewCard` and a
:class:`core.review.ReviewStatus`; it decides nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from core.review import GROUP, ReviewStatus
from core.review.card import ReviewCard
from core.review.lines import DecisionLine, GroupSubject
from docdedup_gui.i18n import left_to_right as isolated
from docdedup_gui.i18n import translate
from docdedup_gui.problem_text import problem_message

__all__ = ["ReviewPanel", "cheat_sheet", "number", "progress_text"]


def number(value: int) -> str:
    """``value`` in the interface's digits and grouping (Persian digits in the Persian UI)."""
    return QLocale().toString(value)


def progress_text(status: ReviewStatus) -> str:
    """``312 of 16,287 groups and 40 of 112 clusters decided, 3 stale, 1 conflict``, translated."""
    groups = translate("ReviewPanel", "{done} of {total} groups").format(
        done=number(status.groups_decided), total=number(status.groups)
    )
    if status.clusters_known:
        clusters = translate("ReviewPanel", "{done} of {total} clusters").format(
            done=number(status.clusters_decided), total=number(status.clusters)
        )
        decided = translate("ReviewPanel", "{groups} and {clusters} decided").format(
            groups=groups, clusters=clusters
        )
    else:
        decided = translate("ReviewPanel", "{groups} decided (clusters not analysed yet)").format(
            groups=groups
        )
    conflicts = (
        translate("ReviewPanel", "1 conflict")
        if status.conflicts == 1
        else translate("ReviewPanel", "{count} conflicts").format(count=number(status.conflicts))
    )
    return translate("ReviewPanel", "{decided}, {stale} stale, {conflicts}").format(
        decided=decided, stale=number(status.stale), conflicts=conflicts
    )


def decision_name(decision: str) -> str:
    """A decision's name in the interface's language (the file keeps the stable identifier)."""
    names = {
        "keep": translate("ReviewPanel", "keep"),
        "keep-all": translate("ReviewPanel", "keep all"),
        "same-normalize-upstream": translate("ReviewPanel", "same document, normalize upstream"),
        "distinct": translate("ReviewPanel", "distinct"),
        "unsure": translate("ReviewPanel", "unsure"),
        "conflict": translate("ReviewPanel", "conflict"),
        "withdraw": translate("ReviewPanel", "withdrawn"),
    }
    return names.get(decision, decision)


def subject_name(subject) -> str:
    """``group of 3 (A …)`` or ``cluster of 2 groups (crlf-a …)``, doc_ids isolated left to right."""
    if isinstance(subject, GroupSubject):
        return translate("ReviewPanel", "group of {count} ({first} …)").format(
            count=number(len(subject.members)), first=isolated(subject.members[0]))
    return translate("ReviewPanel", "cluster of {count} groups ({first} …)").format(
        count=number(len(subject.groups)), first=isolated(subject.groups[0].members[0]))


def cheat_sheet() -> list[tuple[str, str]]:
    """(keys, what they do), as the panel and the Help show them."""
    return [
        (
            "A, Ctrl+Enter",
            translate("ReviewPanel", "accept: keep the suggested keeper / same document, normalize upstream"),
        ),
        (translate("ReviewPanel", "1 … 9, Enter on a member"), translate("ReviewPanel", "keep that member")),
        ("K", translate("ReviewPanel", "keep all (legitimately repeated)")),
        ("X", translate("ReviewPanel", "distinct documents")),
        ("U, Space", translate("ReviewPanel", "unsure")),
        ("N", translate("ReviewPanel", "note on the decision")),
        ("Ctrl+Z, Backspace", translate("ReviewPanel", "undo")),
        ("Ctrl+→, Ctrl+Space", translate("ReviewPanel", "next undecided (skip)")),
        ("Ctrl+←", translate("ReviewPanel", "previous undecided")),
    ]


def _decision_text(card: ReviewCard) -> str:
    line = card.line
    if line is None:
        return translate("ReviewPanel", "Undecided")
    if line.decision == "conflict":
        sides = "; ".join(
            f"{side.reviewer}: {side.decision} {side.keeper or ''}".strip() for side in line.conflict or ()
        )
        return translate("ReviewPanel", "Conflict, decide again: {sides}").format(sides=sides)
    what = line.decision + (f" {line.keeper}" if line.keeper else "")
    if line.classes:
        what += f" ({', '.join(line.classes)})"
    text = translate("ReviewPanel", "Decided: {what} by {reviewer} at {at}").format(
        what=what, reviewer=line.reviewer, at=line.at
    )
    if line.note:
        text += "\n" + translate("ReviewPanel", "Note: {note}").format(note=line.note)
    return text


def _member_lines(card: ReviewCard) -> str:
    lines = []
    for member in card.members:
        marks = []
        if member.keeper:
            marks.append(translate("ReviewPanel", "kept"))
        if member.suggested:
            marks.append(translate("ReviewPanel", "suggested"))
        mark = "★ " if member.keeper else "  "
        suffix = f"  [{', '.join(marks)}]" if marks else ""
        lines.append(f"{mark}{member.number}  {member.doc_id}  {member.source_ref}{suffix}")
    if card.more:
        lines.append(translate("ReviewPanel", "… and {count} more").format(count=number(card.more)))
    return "\n".join(lines)


def _label(parent: QWidget, name: str, *, bold: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setAccessibleName(name)  # selectable text takes focus: a screen reader says what it is
    label.setTextFormat(Qt.TextFormat.PlainText)  # doc_ids and notes are data, never markup
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class _ProgressStrip(QWidget):
    """A thin bar of the share decided.

    Not a QProgressBar: its setValue() repaints at once, synchronously, which cost 10-30 ms
    per decision here; update() paints with the next frame.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.fraction = 0.0
        self.setFixedHeight(6)

    def set_fraction(self, fraction: float) -> None:
        if fraction != self.fraction:
            self.fraction = fraction
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.mid())
        done = self.rect()
        done.setWidth(round(done.width() * self.fraction))
        painter.fillRect(done, palette.highlight())
        painter.end()


class ReviewPanel(QWidget):
    """Progress, the current subject and the keys of review mode."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.read_only_label = _label(
            self, translate("ReviewPanel", "Why the decisions are read-only"), bold=True
        )
        self.read_only_label.setStyleSheet("color: #8a4b00;")
        self.progress_label = _label(self, translate("ReviewPanel", "Review progress"), bold=True)
        self.progress_bar = _ProgressStrip(self)
        self.subject_label = _label(self, translate("ReviewPanel", "What is being decided"), bold=True)
        self.members_label = _label(self, translate("ReviewPanel", "Members, by key"))
        self.decision_label = _label(self, translate("ReviewPanel", "Current decision"))
        self.last_label = _label(self, translate("ReviewPanel", "Last decision"))
        self.keys_label = _label(self, translate("ReviewPanel", "Review keys"))
        self.keys_label.setText("\n".join(f"{keys}   {meaning}" for keys, meaning in cheat_sheet()))
        layout = QVBoxLayout(self)
        for widget in (
            self.read_only_label,
            self.progress_label,
            self.progress_bar,
            self.subject_label,
            self.members_label,
            self.decision_label,
            self.last_label,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.keys_label)
        self.setAccessibleName(translate("ReviewPanel", "Review"))
        self.show_read_only(None)
        self.show_card(None)
        self.show_last(None)

    def show_last(self, line: DecisionLine | None) -> None:
        """The last decision saved from this window, and the key that takes it back."""
        self.last_label.setVisible(line is not None)
        if line is not None:
            what = decision_name(line.decision) + (f" {isolated(line.keeper)}" if line.keeper else "")
            text = translate("ReviewPanel", "Last: {what} ({subject}), Ctrl+Z to undo")
            self.last_label.setText(text.format(what=what, subject=subject_name(line.subject)))

    def show_read_only(self, reason: str | None) -> None:
        self.read_only_label.setVisible(reason is not None)
        self.read_only_label.setText(
            translate("ReviewPanel", "Read-only: {reason}").format(reason=problem_message(reason))
            if reason else ""
        )

    def show_status(self, status: ReviewStatus | None) -> None:
        if status is None:
            self.progress_label.setText(translate("ReviewPanel", "No file is open."))
            self.progress_bar.set_fraction(0.0)
            return
        self.progress_label.setText(progress_text(status))
        total = status.groups + (status.clusters if status.clusters_known else 0)
        self.progress_bar.set_fraction((status.groups_decided + status.clusters_decided) / max(total, 1))

    def show_card(self, card: ReviewCard | None, *, nothing: str | None = None) -> None:
        """Show ``card``; without one, ``nothing`` says why no subject is current (a core sentence)."""
        if card is None:
            self.subject_label.setText(problem_message(nothing) if nothing else translate(
                "ReviewPanel",
                "Nothing to decide here: every subject shown is decided, or this row is a single record.",
            ))
            self.members_label.clear()
            self.decision_label.clear()
            return
        if card.kind == GROUP:
            count = len(card.members) + card.more
            self.subject_label.setText(
                translate("ReviewPanel", "Exact group of {count} records: which one to keep?").format(
                    count=number(count)
                )
            )
        else:
            text = translate(
                "ReviewPanel", "Near-identical groups, differing by {classes}: the same document?"
            )
            self.subject_label.setText(text.format(classes=", ".join(card.classes)))
        self.members_label.setText(_member_lines(card))
        self.decision_label.setText(_decision_text(card))
