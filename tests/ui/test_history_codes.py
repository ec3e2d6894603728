"""The history's codes in the window and on paper (ui/history_codes.py, ui/printing/codes.py):
the rubber's window shows its code, and every rubber summary, evening sheet and drive prize
list is printed with its rubbers' (or the drive's) codes and the root's."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.records.record import Rubber
from scorepad.store import Store, anchors
from scorepad.store import drives as ds
from tests.helpers.gui import PLAYERS, quick

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def drive(qtbot: Any, store: Store) -> Any:
    """A whist drive of 8 players at 2 tables, in its window."""
    from ui.drives.window import DriveWindow

    ladies, gents = [f"L{k}" for k in range(1, 5)], [f"G{k}" for k in range(1, 5)]
    people = [(p, "lady", f"Mrs {p}") for p in ladies] + [(p, "gent", f"Mr {p}") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 8),
        prizes=[{"id": "ladies_1", "pool": "lady", "kind": "top", "place": 1}],
        title="Codes drive",
        played_on="2026-12-05",
        seed=3,
    )
    w = DriveWindow(store, ds.create_drive(store, rec).drive_id)
    qtbot.addWidget(w)
    return w


def _text(report: Any) -> str:
    return "\n".join(getattr(b, "text", "") for b in report.blocks)


def _code(store: Store, rid: int) -> str:
    return anchors.short_code(anchors.head(store.conn, rid) or "")


def test_the_rubbers_window_shows_its_code_as_it_changes(
    window: Any, qtbot: Any, store: Store
) -> None:
    pane = window.start_rubber(Rubber(game="short_whist", players=dict(PLAYERS), table="T1"))
    first = pane.code_label.text()
    assert first.endswith(_code(store, pane.rubber_id)) and "History code" in first
    quick(qtbot, pane, "7")
    assert pane.code_label.text().endswith(_code(store, pane.rubber_id))
    assert pane.code_label.text() != first


def test_the_rubber_summary_and_the_evening_sheet_print_the_codes(
    window: Any, qtbot: Any, store: Store
) -> None:
    from ui import printing

    rubber = Rubber(game="short_whist", players=dict(PLAYERS), table="T1", played_on="2026-12-05")
    pane = window.start_rubber(rubber)
    quick(qtbot, pane, "13")
    root = anchors.root(store.conn).code
    summary = _text(printing.current_rubber_report(window))
    assert f"rubber {pane.rubber_id}: {_code(store, pane.rubber_id)}" in summary
    assert f"the whole history: {root}" in summary
    assert "scorepad verify --head CODE --rubber ID" in summary
    evening = _text(printing.evening_report_from_store(store, "2026-12-05"))
    assert f"rubber {pane.rubber_id}: {_code(store, pane.rubber_id)}" in evening
    assert f"the whole history: {root}" in evening


def test_the_drive_prize_list_prints_the_drives_code(qtbot: Any, store: Store) -> None:
    w = drive(qtbot, store)
    code = anchors.short_code(anchors.drive_head(store.conn, w.drive_id) or "")
    text = _text(w.report("standings"))
    assert f"drive {w.drive_id}: {code}" in text
    assert f"the whole history: {anchors.root(store.conn).code}" in text
    assert "History codes" not in _text(w.report("slips"))  # only the prize list
    assert ds.load_drive(store, w.drive_id).drive_id == w.drive_id


def test_a_history_older_than_its_backup_says_so_in_the_window(
    qtbot: Any, store: Store, settings_dir: Any
) -> None:
    from ui.main_window import MainWindow

    store.backup_notes = [
        "the history is older than its backup of 5 Dec: was it restored?",
        "  the history holds less of rubber 1 than the backup (cut or rolled back since)",
    ]
    w = MainWindow(store)
    qtbot.addWidget(w)
    banner = w.findChild(QLabel, "backup_banner")
    assert banner is not None
    assert banner.text() == (
        "Warning: the history is older than its backup of 5 Dec: was it restored?"
    )
    assert "rubber 1" in banner.toolTip()


def test_a_rubber_opened_from_the_history_shows_its_code(qtbot: Any, store: Store) -> None:
    from ui.history_view import HistoryRubberView

    rid = store.create_rubber(Rubber(game="short_whist", players=dict(PLAYERS), table="T1"))
    view = HistoryRubberView(store, rid)
    qtbot.addWidget(view)
    assert view.code_label.text() == f"History code of this rubber: {_code(store, rid)}"
