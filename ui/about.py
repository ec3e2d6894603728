"""Help > About: the version (from one place, ``scorepad.__version__``) and the licences of Qt
and the other libraries Scorepad runs on."""

from __future__ import annotations

import platform
import sqlite3
from dataclasses import dataclass
from importlib import metadata

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from scorepad import __version__


@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str
    url: str


def _dist_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "?"


def components() -> list[Component]:
    """What Scorepad is built on, with each one's licence."""
    return [
        Component("Qt", qVersion(), "GNU LGPL version 3", "https://www.qt.io/licensing/"),
        Component("Qt for Python (PySide6)", pyside_version, "GNU LGPL version 3",
                  "https://doc.qt.io/qtforpython-6/licenses.html"),
        Component("sqlite-utils", _dist_version("sqlite-utils"), "Apache License 2.0",
                  "https://github.com/simonw/sqlite-utils"),
        Component("platformdirs", _dist_version("platformdirs"), "MIT License",
                  "https://github.com/tox-dev/platformdirs"),
        Component("SQLite", sqlite3.sqlite_version, "Public domain",
                  "https://www.sqlite.org/copyright.html"),
        Component("Python", platform.python_version(), "Python Software Foundation License",
                  "https://docs.python.org/3/license.html"),
    ]


def about_html() -> str:
    rows = "".join(
        f"<tr><td>{c.name}</td><td>{c.version}</td>"
        f"<td><a href='{c.url}'>{c.licence}</a></td></tr>"
        for c in components()
    )
    return (
        f"<h2>Scorepad {__version__}</h2>"
        "<p>A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago,"
        " by the old codes of laws.</p>"
        "<p>Scorepad is free software under the GNU General Public License, version 3 or later."
        " It comes with no warranty.</p>"
        "<p>It is built on:</p>"
        f"<table cellpadding='3'><tr><th align='left'>Component</th><th align='left'>Version</th>"
        f"<th align='left'>Licence</th></tr>{rows}</table>"
    )


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import ui.resources_rc  # noqa: F401  (registers :/icons)

        self.setWindowTitle("About Scorepad")
        self.setWindowIcon(QIcon(":/icons/scorepad.svg"))
        layout = QVBoxLayout(self)
        icon = QLabel(self)
        icon.setPixmap(QIcon(":/icons/scorepad.svg").pixmap(96, 96))
        icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(icon)
        self.text = QLabel(about_html(), self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setOpenExternalLinks(True)
        self.text.setWordWrap(True)
        self.text.setAccessibleName("About Scorepad")
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @classmethod
    def ask(cls, parent: QWidget | None = None) -> None:
        cls(parent).exec()


def show_about(parent: QWidget | None = None) -> None:
    """Show the About dialog (the main window's Help > About)."""
    AboutDialog.ask(parent)
