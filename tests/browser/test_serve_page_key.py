"""The table-entry page keeps the server's session key, never the PIN: nothing in the phone's
localStorage holds the PIN, the page opens again without it, and a new PIN and card at the desk
end that key. A hand resent under its id with other content is refused, and the page says
which hand was recorded and what it sent. Headless Chromium (skips without it)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from scorepad.records.record import Rubber
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store
from tests.helpers.browser import by_id, open_table, shots, view, wait

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[str, Path, EntrySession]]:
    db = tmp_path / "h.db"
    record = {"game": "contract", "played_on": DATE, "table": "1", "players": SEATS}
    with Store.open(db, backup=False) as store:
        store.create_rubber(Rubber.from_json(record))
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["1"])).start()
    try:
        yield f"{server.url}/t/{session.table_token('1')}/1", db, session
    finally:
        server.stop()


def _storage(driver: Any) -> dict[str, str]:
    return dict(
        driver.execute_script(
            "const o = {}; for (let i = 0; i < localStorage.length; i++) {"
            "const k = localStorage.key(i); o[k] = localStorage.getItem(k); } return o;"
        )
    )


def test_the_phone_keeps_a_session_key_and_never_the_pin(
    driver: Any, table: tuple[str, Path, EntrySession]
) -> None:
    url, db, session = table
    pin = session.pins["1"]
    view(driver, 360, 740, dark=False)
    open_table(driver, url, pin, "Bob")
    stored = _storage(driver)
    assert not any(k.endswith(":pin") for k in stored)
    assert not any(pin == v or f'"{pin}"' in v for v in stored.values()), stored
    (key,) = [v for k, v in stored.items() if k.endswith(":session")]
    assert session.phone_key_ok("1", key)
    # The page opens again on the key alone, without asking for the PIN.
    driver.get(url)
    wait(driver, lambda d: by_id(d, "pad-screen").is_displayed())
    # A new PIN and card at the desk: the old address stops, the key with it.
    backend = Backend(db)
    try:
        new = backend.new_table_pin(session.scope, "1")
    finally:
        backend.close()
    assert not new.phone_key_ok("1", key)
    new_url = url.replace(session.table_token("1"), new.table_token("1"))
    assert httpx.get(new_url + "/api/state", headers={"X-Scorepad-Key": key}).status_code == 403


def test_a_changed_resend_says_what_was_recorded_and_what_was_sent(
    driver: Any, table: tuple[str, Path, EntrySession]
) -> None:
    url, db, session = table
    headers = {"X-Scorepad-Pin": session.pins["1"]}
    state = httpx.get(url + "/api/state", headers=headers).json()["state"]
    body = {"hand_id": "hand-twice01", "line": "4S N =", "version": state["version"]}
    r = httpx.post(url + "/api/hands", json={**body, "entered_by": "Ann"}, headers=headers)
    assert r.status_code == 201
    view(driver, 360, 740, dark=False)
    open_table(driver, url, session.pins["1"], "Bob")
    # The phone holds the same hand id with another hand (as after an edit while offline).
    driver.execute_script(
        "const base = location.pathname.replace(/\\/+$/, '');"
        "localStorage.setItem('scorepad:' + base + ':queue', JSON.stringify([{"
        "hand_id: 'hand-twice01', line: '3NT S 9', version: arguments[0], entered_by: 'Bob'}]));",
        state["version"],
    )
    driver.get(url)
    wait(driver, lambda d: by_id(d, "refused").is_displayed(), timeout=20)
    said = by_id(driver, "refused-list").text
    assert "hand 1 was already recorded by Ann" in said, said
    assert "sent it again as 3NT S 9" in said, said
    driver.save_screenshot(str(shots() / "key-changed-resend-360.png"))
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM deals").fetchone()[0] == 1
