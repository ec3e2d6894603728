"""What the day's first check of the chains finds is shown in the window: a banner saying how
many rubbers do not match their chain, and a dialog naming each one by table, date and players,
with what differs and what to do."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from scorepad.drives import DriveRecord
from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store import drives as drive_store
from tests.helpers.paths import DATA
from ui.dialogs.history_problems import HistoryProblemsDialog
from ui.main_window import MainWindow

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def _rubber(table: str, played_on: str, north: str) -> Rubber:
    return Rubber.from_json(
        {
            "format": "scorepad-rubber/1",
            "game": "short_whist",
            "played_on": played_on,
            "table": table,
            "players": {"N": north, "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"},
            "deals": [{"tricks": {"NS": 7, "EW": 6}}, {"tricks": {"NS": 9, "EW": 4}}],
        }
    )


def _history(path: Path) -> tuple[int, int, int]:
    with Store.open(path, backup=False) as s:
        return (
            s.create_rubber(_rubber("Table 1", "2026-11-27", "Mrs Grey")),
            s.create_rubber(_rubber("Table 2", "2026-11-28", "Mrs Grey")),
            s.create_rubber(_rubber("Table 3", "2026-11-28", "Sir Ian")),
        )


def _open_window(qtbot: Any, path: Path) -> tuple[MainWindow, Store]:
    store = Store.open(path)  # the day's first open: no backup of today yet, so it checks
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win, store


def test_a_tampered_chain_shows_a_banner_and_the_dialog_names_the_rubber(
    qtbot: Any, tmp_path: Path, settings_dir: Any, messages: list
) -> None:
    path = tmp_path / "h.db"
    _first, second, third = _history(path)
    with sqlite3.connect(path) as c:  # edits by hand, outside Scorepad
        c.execute(
            "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 1",
            ['{"tricks": {"NS": 4, "EW": 9}}', second],
        )
        c.execute(
            "UPDATE seats SET player_id = (SELECT id FROM players WHERE name = 'Col. Hay') "
            "WHERE rubber_id = ? AND seat = 'N'",
            [third],
        )
    c.close()
    win, store = _open_window(qtbot, path)
    try:
        banner = win.findChild(QWidget, "chain_banner")
        assert banner is not None and banner.isVisible()
        text = banner.findChild(QLabel, "chain_banner_text").text()
        assert "2 rubbers do not match" in text
        button = banner.findChild(QPushButton, "chain_banner_button")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        dialog = win.findChild(HistoryProblemsDialog)
        assert dialog is not None and dialog.isVisible()
        tree = dialog.tree
        rubbers = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
        assert rubbers == [
            "Table 2, 2026-11-28: Mrs Grey and Miss Bell against Col. Hay and Dr Lamb",
            "Table 3, 2026-11-28: Col. Hay and Miss Bell against Col. Hay and Dr Lamb",
        ]
        differs = [
            [
                tree.topLevelItem(i).child(k).text(0)
                for k in range(tree.topLevelItem(i).childCount())
            ]
            for i in range(tree.topLevelItemCount())
        ]
        assert "deal 2" in differs[0][0]
        assert "players" in differs[1][0]
        advice = dialog.findChild(QLabel, "chain_advice").text()
        assert "scorepad verify" in advice and "Restore from backup" in advice
        dialog.reject()
    finally:
        store.close()


def test_a_sound_history_shows_no_banner(
    qtbot: Any, tmp_path: Path, settings_dir: Any, messages: list
) -> None:
    path = tmp_path / "h.db"
    _history(path)
    win, store = _open_window(qtbot, path)
    try:
        assert store.chain_problems == {}
        assert win.findChild(QWidget, "chain_banner") is None
    finally:
        store.close()


def test_a_drive_that_does_not_match_its_chain_is_named_in_the_banner_and_dialog(
    qtbot: Any, tmp_path: Path, settings_dir: Any, messages: list
) -> None:
    path = tmp_path / "h.db"
    _first, second, _third = _history(path)
    cases = [json.loads(x) for x in (DATA / "drives.jsonl").read_text().splitlines() if x.strip()]
    (case,) = [c for c in cases if c["id"] == "WD-DRIVE-12"]
    raw = {**case["drive"], "played_on": "2026-11-20"}
    with Store.open(path, backup=False) as s:
        made = drive_store.create_drive(s, DriveRecord.from_json(raw))
    with sqlite3.connect(path) as c:  # edits by hand, outside Scorepad
        c.execute("UPDATE drives SET state = 'declared' WHERE id = ?", [made.drive_id])
        c.execute(
            "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 1",
            ['{"tricks": {"NS": 4, "EW": 9}}', second],
        )
    c.close()
    win, store = _open_window(qtbot, path)
    try:
        banner = win.findChild(QWidget, "chain_banner")
        assert banner is not None and banner.isVisible()
        text = banner.findChild(QLabel, "chain_banner_text").text()
        assert "1 rubber and 1 drive do not match" in text
        qtbot.mouseClick(
            banner.findChild(QPushButton, "chain_banner_button"), Qt.MouseButton.LeftButton
        )
        dialog = win.findChild(HistoryProblemsDialog)
        assert dialog is not None
        tree = dialog.tree
        names = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
        assert names[1] == "The whist drive of 2026-11-20"
        assert "state" in tree.topLevelItem(1).child(0).text(0)
        dialog.reject()
    finally:
        store.close()
