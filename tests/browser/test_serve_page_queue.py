"""The table-entry page keeps every hand it was given: a hand the server refuses stays on the
phone as "not recorded", with the server's reason, until the person sends it again or discards
it, and what was entered after it waits behind it; nothing is cleared. Headless Chromium, as
in test_serve_page.py (skips without it)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad.records.record import Rubber
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store
from tests.helpers.browser import by_id as _by_id
from tests.helpers.browser import open_table
from tests.helpers.browser import shots as _shots
from tests.helpers.browser import view as _view
from tests.helpers.browser import wait as _wait

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[str, Path, EntrySession]]:
    """Table 1, a contract rubber in which WE have a game."""
    db = tmp_path / "h.db"
    record = {
        "game": "contract",
        "played_on": DATE,
        "table": "1",
        "players": SEATS,
        "deals": [{"declarer": "N", "contract": "4S", "result": 10}],
    }
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


def _offline(driver: Any, off: bool) -> None:
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": off, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
    )


def _open(driver: Any, url: str, pin: str, who: str = "Bob") -> None:
    open_table(driver, url, pin, who)


def _queue_offline(driver: Any, line: str) -> None:
    box = _by_id(driver, "line")
    box.clear()
    box.send_keys(line)
    _by_id(driver, "check").click()
    _wait(driver, lambda d: "Not checked yet" in _by_id(d, "preview").text)
    _by_id(driver, "send").click()
    _wait(driver, lambda d: line in _by_id(d, "waiting-list").text)


def _stored(driver: Any, name: str) -> list[dict[str, Any]]:
    raw = driver.execute_script(
        "const base = location.pathname.replace(/\\/+$/, '');"
        "return localStorage.getItem('scorepad:' + base + ':' + arguments[0]);",
        name,
    )
    return list(json.loads(raw or "[]"))


def _deals(db: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT rubber_id, record FROM deals ORDER BY rubber_id, idx")
        return [(int(r), str(rec)) for r, rec in rows]


def test_hands_refused_because_the_rubber_ended_are_kept_and_go_into_the_next_rubber(
    driver: Any, table: tuple[str, Path, EntrySession]
) -> None:
    url, db, session = table
    _view(driver, 360, 740, dark=False)
    _open(driver, url, session.pins["1"])
    _offline(driver, True)
    for line in ("4S N =", "2H E 8", "3NT S 9"):
        _queue_offline(driver, line)
    assert [h["line"] for h in _stored(driver, "queue")] == ["4S N =", "2H E 8", "3NT S 9"]
    _offline(driver, False)
    # The first ends the rubber; the second is refused, the third waits behind it.
    _wait(driver, lambda d: _by_id(d, "refused").is_displayed(), timeout=20)
    refused = _by_id(driver, "refused-list").text
    assert "2H E 8" in refused and "the rubber is over" in refused, refused
    assert "2H E 8 was not recorded" in _by_id(driver, "status").text
    assert [h["line"] for h in _stored(driver, "refused")] == ["2H E 8"]
    assert [h["line"] for h in _stored(driver, "queue")] == ["3NT S 9"]
    assert "3NT S 9 — held" in _by_id(driver, "waiting-list").text
    assert len(_deals(db)) == 2
    for dark in (False, True):
        _view(driver, 360, 740, dark)
        driver.save_screenshot(str(_shots() / f"d1-refused-360-{'dark' if dark else 'light'}.png"))
    _view(driver, 820, 1180, dark=False)
    driver.save_screenshot(str(_shots() / "d1-refused-820-light.png"))
    _view(driver, 360, 740, dark=False)

    # Sent again before the next rubber starts, it would be refused again: it waits for it.
    again = driver.find_element("css selector", "#refused-list button.resend")
    assert again.text == "Start the next rubber to send it" and not again.is_enabled()

    # A reload keeps both, and says the same.
    driver.refresh()
    _wait(driver, lambda d: _by_id(d, "refused").is_displayed())
    assert "the rubber is over" in _by_id(driver, "refused-list").text
    assert "3NT S 9" in _by_id(driver, "waiting-list").text

    # The next rubber, then the refused hand into it with one tap; the held one follows.
    _by_id(driver, "next").click()
    _wait(driver, lambda d: _by_id(d, "entry").is_displayed())
    again = driver.find_element("css selector", "#refused-list button.resend")
    assert again.text == "Send it into this rubber"
    again.click()
    _wait(driver, lambda d: not _by_id(d, "waiting").is_displayed(), timeout=15)
    assert not _by_id(driver, "refused").is_displayed()
    assert _stored(driver, "queue") == [] and _stored(driver, "refused") == []
    deals = _deals(db)
    second = [json.loads(rec) for rid, rec in deals if rid == deals[-1][0]]
    assert [(d["contract"], d["declarer"]) for d in second] == [("2H", "E"), ("3NT", "S")]


def test_a_hand_another_phone_entered_first_is_kept_until_discarded(
    driver: Any, table: tuple[str, Path, EntrySession]
) -> None:
    url, db, session = table
    _open(driver, url, session.pins["1"], who="Ann")
    _offline(driver, True)
    _queue_offline(driver, "2H E 8")
    _queue_offline(driver, "1NT S 7")
    # Meanwhile the second phone at the table enters the hand.
    backend = Backend(db)
    try:
        state = backend.state(DATE, "1")
        backend.record(DATE, "1", "otherphone01", "2H E 8", state["version"], "Mrs Birch")
    finally:
        backend.close()
    _offline(driver, False)
    _wait(driver, lambda d: _by_id(d, "refused").is_displayed(), timeout=20)
    refused = _by_id(driver, "refused-list").text
    assert "already entered by Mrs Birch" in refused, refused
    assert [h["line"] for h in _stored(driver, "queue")] == ["1NT S 7"]
    assert len(_deals(db)) == 2
    for dark in (False, True):
        _view(driver, 360, 740, dark)
        driver.save_screenshot(str(_shots() / f"d1-clash-360-{'dark' if dark else 'light'}.png"))
    # Discard asks once more; then the held hand is sent.
    drop = driver.find_element("css selector", "#refused-list button.discard")
    drop.click()
    assert "Tap again" in drop.text
    assert _stored(driver, "refused") != []
    drop.click()
    _wait(driver, lambda d: not _by_id(d, "waiting").is_displayed(), timeout=15)
    assert _stored(driver, "refused") == [] and _stored(driver, "queue") == []
    records = [json.loads(rec) for _rid, rec in _deals(db)]
    assert [r["contract"] for r in records] == ["4S", "2H", "1NT"]


def test_when_scorepad_stops_answering_the_waiting_hands_are_listed_to_read_out(
    driver: Any, tmp_path: Path
) -> None:
    """Entry stopped with the server (nothing answers): after a while the page lists the
    waiting hands to read out, still trying; the old address, once a server answers on it
    again, is a page that says entry is not running and lists what the phone holds."""
    db = tmp_path / "h.db"
    record = {"game": "contract", "played_on": DATE, "table": "Table 1", "players": SEATS}
    with Store.open(db, backup=False) as store:
        store.create_rubber(Rubber.from_json(record))
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["Table 1"])).start()
    port = server.port
    url = f"{server.url}/t/{session.table_token('Table 1')}/Table%201"
    try:
        _view(driver, 360, 740, dark=True)
        _open(driver, url, session.pins["Table 1"])
        _offline(driver, True)
        _queue_offline(driver, "4S N =")
        assert "Scorepad does not answer" not in _by_id(driver, "waiting").text
    finally:
        server.stop()
        backend = Backend(db)
        try:
            backend.stop_sessions()
        finally:
            backend.close()
    _offline(driver, False)
    _wait(driver, lambda d: _by_id(d, "no-answer").is_displayed(), timeout=60)
    text = _by_id(driver, "waiting").text
    assert "Scorepad does not answer — table entry may have been stopped" in text
    assert "Read these out to the secretary" in text
    assert "Hand 1: 4S N = (entered by Bob)" in text
    assert "retrying" in _by_id(driver, "status").text
    for dark in (False, True):
        _view(driver, 360, 740, dark)
        mode = "dark" if dark else "light"
        driver.save_screenshot(str(_shots() / f"d2-no-answer-360-{mode}.png"))
    # Some server answers on that address again (entry stopped): a reload is a page, in the
    # page's own type, that lists what this phone holds.
    again = ServerThread(create_app(db, session.scope, ["Table 1"]), port=port).start()
    try:
        driver.refresh()
        _wait(driver, lambda d: _by_id(d, "not-running").is_displayed())
        assert "Table entry is not running at this address" in _by_id(driver, "not-running").text
        assert "Hand 1: 4S N = (entered by Bob)" in _by_id(driver, "kept-list").text
        assert _by_id(driver, "title").text == "Scorepad · Table 1"
        for w, h in ((360, 740), (820, 1180)):
            for dark in (False, True):
                _view(driver, w, h, dark)
                name = f"d2-stopped-url-{w}-{'dark' if dark else 'light'}.png"
                driver.save_screenshot(str(_shots() / name))
    finally:
        again.stop()


def _enter(driver: Any, line: str) -> None:
    box = _by_id(driver, "line")
    box.clear()
    box.send_keys(line)
    _by_id(driver, "check").click()
    _wait(driver, lambda d: _by_id(d, "send").is_enabled())
    before = len(driver.find_elements("css selector", "#deals li"))
    _by_id(driver, "send").click()
    _wait(driver, lambda d: len(d.find_elements("css selector", "#deals li")) == before + 1)


def test_while_hands_wait_the_pad_says_so_and_undo_waits(
    driver: Any, table: tuple[str, Path, EntrySession]
) -> None:
    url, _db, session = table
    _view(driver, 360, 740, dark=False)
    _open(driver, url, session.pins["1"])
    _enter(driver, "2H E 8")
    assert _by_id(driver, "deal-no").text == "3"
    assert _by_id(driver, "undo").is_enabled()
    _offline(driver, True)
    _queue_offline(driver, "1NT S 7")
    _queue_offline(driver, "3C W 9")
    assert _by_id(driver, "deal-no").text == "5 — 2 waiting to be sent"
    facts = _by_id(driver, "facts").text
    assert facts.startswith("Not counting the 2 hands waiting to be sent:"), facts
    assert "WE need" in facts
    assert not _by_id(driver, "undo").is_enabled()
    assert _by_id(driver, "undo-note").text == "Undo waits until the 2 hands waiting are sent."
    for dark in (False, True):
        _view(driver, 360, 740, dark)
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(str(_shots() / f"d6-waiting-360-{'dark' if dark else 'light'}.png"))
    _offline(driver, False)
    _wait(driver, lambda d: not _by_id(d, "waiting").is_displayed(), timeout=20)
    assert _by_id(driver, "deal-no").text == "5"
    assert "Not counting" not in _by_id(driver, "facts").text
    assert _by_id(driver, "undo").is_enabled() and _by_id(driver, "undo-note").text == ""


def _in_view(driver: Any, *ids: str) -> list[str]:
    """Which of ``ids`` are not wholly on the screen."""
    return list(
        driver.execute_script(
            "return arguments[0].filter((id) => {"
            "  const r = document.getElementById(id).getBoundingClientRect();"
            "  return !(r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight); });",
            list(ids),
        )
    )


PART_SCORES = ["1C N 7", "1D E 7", "1C N 7", "1D E 7", "1C S 7", "1D W 7", "1C N 7"]


def test_after_each_hand_the_status_and_the_buttons_are_on_a_small_phone(
    driver: Any, table: tuple[str, Path, EntrySession]
) -> None:
    url, _db, session = table
    _view(driver, 360, 740, dark=False)
    _open(driver, url, session.pins["1"])
    for n, line in enumerate(PART_SCORES):
        dark = n == len(PART_SCORES) - 1
        _view(driver, 360, 740, dark)
        _enter(driver, line)
        # which hand, and what it was (it said only "Hand recorded"; a new user's trial)
        number = len(driver.find_elements("css selector", "#deals li"))
        assert _by_id(driver, "status").text == f"Hand {number} recorded: {line}"
        assert _in_view(driver, "status", "check", "send", "line") == []
    for dark in (False, True):
        mode = "dark" if dark else "light"
        _view(driver, 360, 740, dark)
        driver.save_screenshot(str(_shots() / f"d7-recorded-360-{mode}.png"))
    # It is no news once the next hand is being typed: it goes.
    _by_id(driver, "line").send_keys("2")
    _wait(driver, lambda d: _by_id(d, "status").text == "")
    _by_id(driver, "line").clear()
    # A hand the server refuses: said at the top, the buttons in view, the reason above.
    _view(driver, 360, 740, False)
    _offline(driver, True)
    _queue_offline(driver, "4S N 14")
    _offline(driver, False)
    _wait(driver, lambda d: _by_id(d, "refused").is_displayed(), timeout=20)
    assert "4S N 14 was not recorded" in _by_id(driver, "status").text
    assert _in_view(driver, "status", "check", "send") == []
    for dark in (False, True):
        mode = "dark" if dark else "light"
        _view(driver, 360, 740, dark)
        driver.save_screenshot(str(_shots() / f"d7-refused-360-{mode}.png"))
    _view(driver, 820, 1180, False)
    driver.save_screenshot(str(_shots() / "d7-refused-820-light.png"))
