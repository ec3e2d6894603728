"""Drive ▸ Table entry… (issue 14): the same dialog for a drive's tables; a line a table sends
over HTTP shows at once in the open drive window's standings; closing the drive's window ends
entry, and a paused drive entry is offered for resuming at the next start."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store
from scorepad.store import drives as ds
from ui.drives.window import DriveWindow
from ui.table_entry import TableEntryDialog, live_scopes, running_dialog

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support (propagateSizeHints|raise)"),
]


@pytest.fixture
def drive(tmp_path: Path, settings_dir: Path) -> tuple[Store, int]:
    store = Store.open(tmp_path / "h.db", backup=False)
    rec = DriveRecord.new(
        "whist_drive",
        [("L1", "lady"), ("L2", "lady"), ("G1", "gent"), ("G2", "gent")],
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 2},
    )
    yield store, ds.create_drive(store, rec).drive_id
    store.close()


def _open(qtbot: Any, window: DriveWindow) -> TableEntryDialog:
    window.entry_action.trigger()  # Drive ▸ Table entry…
    dialog = running_dialog(window.store.path, f"drive:{window.drive_id}")
    assert dialog is not None and dialog.isVisible()
    qtbot.addWidget(dialog)
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)
    assert dialog.start()
    return dialog


def _stopped(store: Store, token: str) -> bool:
    assert store.path is not None
    with sqlite3.connect(store.path) as conn:
        (stopped,) = conn.execute(
            "SELECT stopped_at FROM entry_sessions WHERE token = ?", [token]
        ).fetchone()
    return stopped is not None


def test_a_line_from_a_phone_shows_at_once_in_the_drive_standings(
    qtbot: Any, drive: tuple[Store, int]
) -> None:
    store, did = drive
    window = DriveWindow(store, did)
    qtbot.addWidget(window)
    window.show()
    assert [t for _, t in window.standings()] == ["0", "0", "0", "0"]
    dialog = _open(qtbot, window)
    try:
        assert dialog.session is not None and dialog.scope == f"drive:{did}"
        assert list(dialog.session.pins) == ["1"]
        assert "drive" in dialog.windowTitle()
        token = dialog.session.token
        url = f"{dialog.base_url()}/t/{dialog.session.table_token('1')}/1"
        pin = {"X-Scorepad-Pin": dialog.session.pins["1"]}
        with httpx.Client(timeout=10) as c:
            state = c.get(url + "/api/state", headers=pin).json()["state"]
            body = {
                "line_id": "line-ui00001",
                "round": state["round"],
                "entry": {"tricks": [9]},
                "version": state["version"],
                "entered_by": "L1",
            }
            r = c.post(url + "/api/lines", json=body, headers=pin)
        assert r.status_code == 201, r.text
        qtbot.waitUntil(
            lambda: sorted(t for _, t in window.standings()) == ["4", "4", "9", "9"],
            timeout=5000,
        )
        qtbot.waitUntil(lambda: "last sent" in dialog._status["1"].text(), timeout=5000)
        assert window.entry_action.text() == "&Table entry…"
        window.entry_action.trigger()  # again: the same dialog, never a second server
        assert running_dialog(store.path, f"drive:{did}") is dialog
    finally:
        dialog.stop()
    assert _stopped(store, token)


def test_closing_the_drive_window_ends_its_entry(qtbot: Any, drive: tuple[Store, int]) -> None:
    store, did = drive
    window = DriveWindow(store, did)
    qtbot.addWidget(window)
    window.show()
    dialog = _open(qtbot, window)
    assert dialog.session is not None
    base, token, pin = dialog.base_url(), dialog.session.token, dialog.session.pins["1"]
    card = dialog.session.table_token("1")
    window.close()
    assert not dialog.running
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{base}/t/{card}/1/api/state", headers={"X-Scorepad-Pin": pin})
    assert _stopped(store, token)
    assert live_scopes(store.path) == []


def test_a_paused_drive_entry_is_offered_at_the_next_start(
    qtbot: Any, drive: tuple[Store, int], messages: list
) -> None:
    from ui.main_window import MainWindow

    store, did = drive
    first = TableEntryDialog(store.path, drive_id=did)  # deleted by the test itself, below
    first.host.setCurrentIndex(first.host.findData("127.0.0.1"))
    first.port.setValue(0)
    assert first.start() and first.session is not None
    token, base = first.session.token, first.base_url()
    first.pause()
    first.deleteLater()
    qtbot.waitUntil(lambda: running_dialog(store.path, f"drive:{did}") is None, timeout=5000)

    window = MainWindow(store, deferred=True)
    qtbot.addWidget(window)
    window.show()
    window.finish_start()
    qtbot.waitUntil(lambda: bool(getattr(window, "resume_bars", None)), timeout=5000)
    (bar,) = window.resume_bars
    assert f"drive {did}" in bar.label.text()
    qtbot.mouseClick(bar.resume_button, Qt.MouseButton.LeftButton)
    resumed = bar.dialog
    assert resumed is not None and resumed.running
    try:
        assert resumed.base_url() == base
        assert resumed.session is not None and resumed.session.token == token
        with httpx.Client(timeout=10) as c:
            r = c.get(
                f"{base}/t/{resumed.session.table_token('1')}/1/api/state",
                headers={"X-Scorepad-Pin": resumed.session.pins["1"]},
            )
        assert r.status_code == 200 and r.json()["state"]["kind"] == "drive"
    finally:
        resumed.stop()
    assert messages == []
