"""Help > About: what the tool is, its version, its contract, the licences it ships, and where
its settings, recent files, log and examples are."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from core import CONTRACT, __version__
from core.charnames import unicode_version_text
from resources import EXAMPLES

from ..accessibility import name_widget
from ..desktop.places import places
from ..i18n import left_to_right, translate
from ..resources import FONT_LICENCES, icon

__all__ = ["AboutDialog"]



# The licences' names in resources.FONT_LICENCES, for the translation.
_LICENCES = (
    QT_TRANSLATE_NOOP("AboutDialog", "SIL Open Font License 1.1"),
    QT_TRANSLATE_NOOP("AboutDialog", "Bitstream Vera licence; DejaVu changes public domain"),
)


def _licence_lines() -> str:
    return "".join(
        f"<li>{escape(family)}: {escape(translate('AboutDialog', licence))} "
        f"(<code>resources/fonts/{escape(path)}</code>)</li>"
        for family, (licence, path) in FONT_LICENCES.items()
    )


def about_html() -> str:
    """The About text as rich text."""
    return (
        f"<h2>DocDedup Inspector {escape(__version__)}</h2>"
        + "<p>" + translate(
            "AboutDialog",
            "Finds exact duplicate documents under the {contract} contract and shows why "
            "near-identical ones are not duplicates.",
        ).format(contract=f"<b>{escape(CONTRACT)}</b>") + "</p>"
        + "<p>" + translate(
            "AboutDialog", "Nothing is deleted or rewritten: a group is a proposal for a person to review."
        ) + "</p>"
        + "<p>" + translate("AboutDialog", "Character data: {version}.").format(
            version=escape(unicode_version_text())) + "</p>"
        + "<p>" + translate("AboutDialog", "Shipped fonts and their licences:") + "</p>"
        + f"<ul>{_licence_lines()}</ul>"
        + "<p>" + translate("AboutDialog", "Where its files are:") + "</p>"
        + f"<ul>{_place_lines()}</ul>"
    )


def _place_lines() -> str:
    kept = places()
    rows = ((translate("AboutDialog", "Settings and recent files"), kept.settings),
            (translate("AboutDialog", "Log"), kept.log),
            (translate("AboutDialog", "Examples"), EXAMPLES))
    return "".join(f"<li>{escape(what)}: <code>{escape(left_to_right(path))}</code></li>"
                   for what, path in rows)


class AboutDialog(QDialog):
    """The About box: the application icon beside the text, a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(translate("AboutDialog", "About DocDedup Inspector"))
        self.setWindowIcon(icon("app"))
        self.text = QLabel(about_html(), self)
        self.text.setObjectName("aboutText")
        name_widget(self.text, translate("AboutDialog", "About DocDedup Inspector"),
                    translate("AboutDialog", "Version, contract, the licences of the shipped fonts, "
                                             "and where the settings and the log are"))
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        logo = QLabel(self)
        logo.setPixmap(icon("app").pixmap(64, 64))
        logo.setAlignment(Qt.AlignmentFlag.AlignTop)
        row = QHBoxLayout()
        row.addWidget(logo)
        row.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(640, 420)
