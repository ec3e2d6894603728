"""Help > About: the version (from one place, ``scorepad.__version__``) and the licences of Qt
and the other libraries Scorepad runs on."""

from __future__ import annotations

import html
import platform
import re
import sqlite3
from dataclasses import dataclass
from importlib import metadata

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

import ui.resources_rc  # noqa: F401  (registers :/icons)
from scorepad import __version__
from ui.access import describe_buttons


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
        Component(
            "Qt for Python (PySide6)",
            pyside_version,
            "GNU LGPL version 3",
            "https://doc.qt.io/qtforpython-6/licenses.html",
        ),
        Component(
            "sqlite-utils",
            _dist_version("sqlite-utils"),
            "Apache License 2.0",
            "https://github.com/simonw/sqlite-utils",
        ),
        Component(
            "platformdirs",
            _dist_version("platformdirs"),
            "MIT License",
            "https://github.com/tox-dev/platformdirs",
        ),
        Component(
            "SQLite",
            sqlite3.sqlite_version,
            "Public domain",
            "https://www.sqlite.org/copyright.html",
        ),
        # The pad's own faces (resources/fonts, ui/faces.py)
        Component(
            "TeX Gyre Pagella, Schola and Chorus",
            "2.501, 2.005, 2.003",
            "GUST Font License",
            "https://www.gust.org.pl/projects/e-foundry/tex-gyre",
        ),
        Component(
            "DejaVu Serif and Sans",
            "2.37",
            "Bitstream Vera licence",
            "https://dejavu-fonts.github.io/License.html",
        ),
        Component(
            "Python",
            platform.python_version(),
            "Python Software Foundation License",
            "https://docs.python.org/3/license.html",
        ),
    ]


# Named in components() with their own row (PySide6-Essentials and shiboken6 are Qt for Python).
_LISTED = frozenset(
    {"scorepad", "pyside6", "pyside6-essentials", "shiboken6", "sqlite-utils", "platformdirs"}
)


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _licence_of(meta: metadata.PackageMetadata) -> str:
    """A distribution's licence as its metadata states it (expression, field or classifier)."""
    expression = (meta.get_all("License-Expression") or [""])[0]
    if expression:
        return str(expression)
    field = str((meta.get_all("License") or [""])[0]).strip()
    if field and "\n" not in field and len(field) <= 80:
        return field
    classifiers = [
        c.split(" :: ")[-1] for c in meta.get_all("Classifier") or [] if c.startswith("License ::")
    ]
    return ", ".join(classifiers) or QCoreApplication.translate(
        "AboutDialog", "see its distribution"
    )


def other_dependencies() -> list[Component]:
    """The libraries the direct dependencies pull in (sqlite-utils' click, tabulate …), read
    from the installed metadata (the bundle carries it), each with its stated licence."""
    found: dict[str, Component] = {}
    todo = ["scorepad"]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if _key(name) in seen:
            continue
        seen.add(_key(name))
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        if _key(name) not in _LISTED:
            meta = dist.metadata
            found[_key(name)] = Component(
                meta["Name"] or name,
                dist.version,
                _licence_of(meta),
                f"https://pypi.org/project/{_key(name)}/",
            )
        for req in dist.requires or []:
            if "extra" in req.partition(";")[2]:  # a test or optional extra
                continue
            match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", req)
            if match:
                todo.append(match.group(0))
    return sorted(found.values(), key=lambda c: c.name.lower())


def about_html() -> str:
    rows = "".join(
        f"<tr><td>{html.escape(c.name)}</td><td>{html.escape(c.version)}</td>"
        f"<td><a href='{c.url}'>{html.escape(c.licence)}</a></td></tr>"
        for c in [*components(), *other_dependencies()]
    )
    heads = "".join(
        f"<th align='left'>{h}</th>"
        for h in (
            QCoreApplication.translate("AboutDialog", "Component"),
            QCoreApplication.translate("AboutDialog", "Version"),
            QCoreApplication.translate("AboutDialog", "Licence"),
        )
    )
    return (
        f"<h2>Scorepad {__version__}</h2><p>"
        + html.escape(
            QCoreApplication.translate(
                "AboutDialog",
                "A scorekeeper for whist, bridge whist, auction, contract rubber bridge and "
                "Chicago, by the old codes of laws.",
            )
        )
        + "</p><p>"
        + html.escape(
            QCoreApplication.translate(
                "AboutDialog",
                "Scorepad is free software under the GNU General Public License, version 3 or "
                "later. It comes with no warranty.",
            )
        )
        + "</p><p>"
        + html.escape(QCoreApplication.translate("AboutDialog", "It is built on:"))
        + f"</p><table cellpadding='3'><tr>{heads}</tr>{rows}</table>"
    )


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

        self.setWindowTitle(self.tr("About Scorepad"))
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
        self.text.setAccessibleName(self.tr("About Scorepad"))
        # In a scroll area: the list of components is long, and the dialog fits 900×600 in
        # every language.
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.text)
        scroll.setAccessibleName(self.tr("About Scorepad, scrolled"))
        scroll.setMinimumWidth(self.text.sizeHint().width() + 24)
        scroll.setMaximumHeight(400)
        scroll.setMinimumHeight(300)
        layout.addWidget(scroll)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        describe_buttons(buttons)
        layout.addWidget(buttons)

    @classmethod
    def ask(cls, parent: QWidget | None = None) -> None:
        cls(parent).exec()


def show_about(parent: QWidget | None = None) -> None:
    """Show the About dialog (the main window's Help > About)."""
    AboutDialog.ask(parent)
