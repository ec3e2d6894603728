"""A history file that cannot be written (``chattr +i``: immutable, which root cannot write
either) in a folder that can: opened read-only to look at and print, with the same banner as a
history in a read-only folder, and nothing written to it (SQLite alone would open it reading
only, saying nothing, and every write would fail later)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store.failures import ReadOnlyError, writable
from tests.helpers.unwritable import unwritable
from ui.main_window import MainWindow

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

FOUR = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}


@pytest.fixture
def history(tmp_path: Path) -> Path:
    path = tmp_path / "club" / "h.db"
    path.parent.mkdir()
    with Store.open(path, backup=False) as store:
        rid = store.create_rubber(Rubber(game="short_whist", players=FOUR))  # type: ignore[arg-type]
        store.record_deal(rid, {"tricks": {"NS": 9, "EW": 4}})
    return path


def test_an_immutable_file_opens_read_only_and_nothing_is_written(history: Path) -> None:
    before = history.read_bytes()
    with unwritable(history):
        assert writable(history.parent) and not writable(history)  # the file only
        with pytest.raises(ReadOnlyError, match="read-only"):
            Store.open(history)
        with Store.open_to_look(history) as store:  # a query, an export, a report
            assert store.read_only and len(store.rubbers()) == 1
            with pytest.raises(ReadOnlyError):
                store.ensure_player("Mr Ince")
        assert history.read_bytes() == before
        assert not list(history.parent.glob("*.backup-*"))  # not even the day's backup


def test_the_window_on_an_immutable_file_shows_the_read_only_banner(
    qtbot: Any, history: Path
) -> None:
    with unwritable(history):
        # as the start does (ui/app.py): a history that cannot be written opens read-only
        with pytest.raises(ReadOnlyError):
            Store.open(history)
        store = Store.open(history, read_only=True)
        win = MainWindow(store)
        qtbot.addWidget(win)
        banner = win.findChild(QLabel, "read_only_banner")
        assert banner is not None and "read-only" in banner.text()
        assert "read-only" in win.windowTitle()
        win.close()
        store.close()


def test_the_app_starts_on_an_immutable_file_read_only(history: Path, tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    before = history.read_bytes()
    with unwritable(history):
        proc = subprocess.run(
            [sys.executable, "-m", "scorepad", "--db", str(history), "--exit-when-ready"],
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
        )
    assert proc.returncode == 0, proc.stderr
    assert "read-only" in proc.stderr and "Traceback" not in proc.stderr
    assert history.read_bytes() == before
