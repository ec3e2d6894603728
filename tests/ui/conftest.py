"""The main window's fixtures, for every test under tests/ui/ (a module's own fixture of the
same name takes precedence)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from scorepad.records.record import Rubber
from scorepad.store import Store
from ui import i18n
from ui.settings import use_settings_dir


@pytest.fixture
def settings_dir(tmp_path: Path, qapp: Any) -> Path:
    """The settings in a temporary folder; the spelling and the application's palette (which
    the window sets) are put back afterwards."""
    path = tmp_path / "settings"
    use_settings_dir(path)
    i18n.set_spelling("british")
    palette = qapp.palette()
    yield path
    i18n.set_spelling("british")
    qapp.setPalette(palette)


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every message box the window would show (title, text), instead of showing it."""
    shown: list[tuple[str, str]] = []

    def fake(kind: str, answer: Any = None) -> Any:
        def box(_parent: Any, title: str, text: str, *a: Any, **k: Any) -> Any:
            shown.append((title, text))
            return answer

        return box

    monkeypatch.setattr(QMessageBox, "warning", fake("warning", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "critical", fake("critical", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(
        QMessageBox, "information", fake("information", QMessageBox.StandardButton.Ok)
    )
    monkeypatch.setattr(QMessageBox, "question", fake("question", QMessageBox.StandardButton.Yes))
    return shown


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "history.db"


@pytest.fixture
def store(db_path: Path) -> Store:
    s = Store.open(db_path, backup=False)
    yield s
    s.close()


@pytest.fixture
def summaries(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Rubber, Any]]:
    """The end-of-rubber summaries shown; each answers "Close"."""
    from ui.dialogs import summary

    shown: list[tuple[Rubber, Any]] = []

    def ask(_parent: Any, rubber: Rubber, sheet: Any) -> str:
        shown.append((rubber, sheet))
        return summary.CLOSE

    monkeypatch.setattr(
        summary.SummaryDialog,
        "ask",
        classmethod(lambda cls, parent, rubber, sheet: ask(parent, rubber, sheet)),
    )
    return shown


@pytest.fixture
def window(qtbot: Any, store: Store, settings_dir: Path, messages: list, summaries: list) -> Any:
    from ui.main_window import MainWindow

    w = MainWindow(store)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w
