"""Evening ▸ Table entry…: the server (a child process of the window), a hand from a table's
page reaching the evening's pad, Stop ending the codes, and a paused entry resumed with them."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest

from scorepad.records.record import Rubber
from scorepad.store import Store
from ui.evening import EveningView
from ui.table_entry import TableEntryDialog, open_table_entry

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


@pytest.fixture
def view(qtbot: Any, tmp_path: Path) -> Any:
    store = Store.open(tmp_path / "h.db", backup=False)
    store.create_rubber(
        Rubber.from_json({"game": "contract", "played_on": DATE, "table": "1", "players": SEATS})
    )
    v = EveningView(store, DATE)
    qtbot.addWidget(v)
    yield v
    store.close()


def _start(dialog: TableEntryDialog) -> None:
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)  # any free port
    assert dialog.start()


def test_a_hand_from_the_phone_shows_on_the_evening_pad(qtbot: Any, view: Any, tmp_path: Path):
    dialog = open_table_entry(view)
    qtbot.addWidget(dialog)
    _start(dialog)
    try:
        assert dialog.session is not None
        url = f"{dialog.base_url()}/t/{dialog.session.table_token('1')}/1"
        pin = {"X-Scorepad-Pin": dialog.session.pins["1"]}
        assert "not connected yet" in dialog._status["1"].text()
        with httpx.Client(timeout=10) as c:
            state = c.get(url + "/api/state", headers=pin).json()["state"]
            body = {
                "hand_id": "hand-ui0001",
                "line": "4s n 10",
                "version": state["version"],
                "entered_by": "Cat",
            }
            assert c.post(url + "/api/hands", json=body, headers=pin).status_code == 201
        pane = view.pages["1"].pane
        qtbot.waitUntil(lambda: len(pane.rubber.deals) == 1, timeout=5000)
        qtbot.waitUntil(lambda: "last sent" in dialog._status["1"].text(), timeout=5000)
        cards = dialog.save_cards(str(tmp_path / "cards.html"))
        assert cards is not None and f"PIN <b>{dialog.session.pins['1']}</b>" in cards.read_text()
        token = dialog.session.token
    finally:
        dialog.stop()
    with sqlite3.connect(tmp_path / "h.db") as conn:
        (stopped,) = conn.execute(
            "SELECT stopped_at FROM entry_sessions WHERE token = ?", [token]
        ).fetchone()
    assert stopped is not None


def test_closing_pauses_and_the_next_dialog_resumes_the_same_codes(qtbot: Any, view: Any):
    first = TableEntryDialog(view.store.path, DATE)
    qtbot.addWidget(first)
    _start(first)
    assert first.session is not None
    token, pins = first.session.token, first.session.pins
    first.close()
    assert not first.running
    again = TableEntryDialog(view.store.path, DATE)
    qtbot.addWidget(again)
    assert again.start_button.text() == "&Resume"
    _start(again)
    try:
        assert again.session is not None
        assert (again.session.token, again.session.pins) == (token, pins)
    finally:
        again.stop()
    third = TableEntryDialog(view.store.path, DATE)
    qtbot.addWidget(third)
    assert third.start_button.text() == "&Start"
