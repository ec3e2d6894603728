"""The table-entry page in a real browser: headless Chromium (Debian's chromium and
chromium-driver) driven by Selenium enters a whole rubber by the page's own buttons.

Without Chromium these tests skip; ``SCOREPAD_REQUIRE_BROWSER=1`` (set by ``.ci/run``) makes
that a failure. Screenshots at phone and tablet sizes, light and dark, go to
``$SCOREPAD_SHOTS`` (default: the test's temporary folder).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad import rules
from scorepad.records.record import Rubber
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}
SIZES = {"phone": (360, 640), "tablet": (768, 1024)}
TALL_PHONE = (360, 740)  # the finished rubber's screenshots


@pytest.fixture
def evening(tmp_path: Path) -> Iterator[tuple[str, Path, EntrySession]]:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        store.create_rubber(
            Rubber.from_json(
                {"game": "contract", "played_on": DATE, "table": "1", "players": SEATS}
            )
        )
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["1"])).start()
    try:
        yield f"{server.url}/t/{session.table_token('1')}/1", db, session
    finally:
        server.stop()


def _wait(driver: Any, test: Any, timeout: float = 10) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(test)


def _by_id(driver: Any, name: str) -> Any:
    from selenium.webdriver.common.by import By

    return driver.find_element(By.ID, name)


def _view(driver: Any, size: str, dark: bool) -> None:
    w, h = TALL_PHONE if size == "tall-phone" else SIZES[size]
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": size != "tablet"},
    )
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]},
    )


def _shots_dir(tmp_path: Path) -> Path:
    out = Path(os.environ.get("SCOREPAD_SHOTS") or tmp_path / "shots")
    out.mkdir(parents=True, exist_ok=True)
    return out


def _enter(driver: Any, line: str) -> None:
    box = _by_id(driver, "line")
    box.clear()
    box.send_keys(line)
    _by_id(driver, "check").click()
    _wait(driver, lambda d: _by_id(d, "send").is_enabled())
    assert _by_id(driver, "preview").text.startswith("→"), _by_id(driver, "preview").text
    before = len(driver.find_elements("css selector", "#deals li"))
    _by_id(driver, "send").click()
    _wait(driver, lambda d: len(d.find_elements("css selector", "#deals li")) == before + 1)


def _check_finished_rubber(driver: Any, db: Path) -> None:
    """A finished rubber: its result instead of the next deal's facts, and the rubber bonus
    drawn as the window's pad draws it, with the figures of the rules service's sheet."""
    with Store.open(db, backup=False) as store:
        sheet = rules.score(store.load_rubber(store.rubbers(DATE)[0].id))
    assert sheet.complete and sheet.winner is not None and sheet.bonus > 0
    facts = _by_id(driver, "facts").text
    totals = {s.value: n for s, n in sheet.totals.items()}
    we, they = totals["NS"], totals["EW"]
    assert f"Rubber over: WE won, {we} to {they}" in facts
    for gone in ("Vulnerable", "Dealer", "need", "for game"):
        assert gone not in facts, facts
    games = {s.value: n for s, n in sheet.position.games_won.items()}
    assert f"Games won: WE {games.get('NS', 0)}, THEY {games.get('EW', 0)}" in facts
    labels = [e.text for e in driver.find_elements("css selector", "#pad tr.foot-label td")]
    assert labels == ["Rubber bonus to WE"]
    bonus = [e.text for e in driver.find_elements("css selector", "#pad tr.bonus td")]
    assert bonus == [str(sheet.bonus), ""]
    assert not driver.find_elements("css selector", "#pad tr.allowance")
    assert (_by_id(driver, "total-we").text, _by_id(driver, "total-they").text) == (
        str(we),
        str(they),
    )
    note = _by_id(driver, "totals-note").text
    assert note == "Final totals, with the rubber bonus." and "unfinished" not in note


def test_a_whole_rubber_from_the_page(
    driver: Any, evening: tuple[str, Path, EntrySession], tmp_path: Path
) -> None:
    url, db, session = evening
    shots = _shots_dir(tmp_path)
    _view(driver, "phone", dark=False)
    driver.get(url)
    _wait(driver, lambda d: _by_id(d, "pin-screen").is_displayed())
    driver.save_screenshot(str(shots / "pin-phone-light.png"))
    _by_id(driver, "pin").send_keys("9" if session.pins["1"] != "9" else "8")
    _by_id(driver, "pin-go").click()
    _wait(driver, lambda d: "Wrong PIN" in _by_id(d, "status").text)
    pin = _by_id(driver, "pin")
    pin.clear()
    pin.send_keys(session.pins["1"])
    _by_id(driver, "pin-go").click()
    _wait(driver, lambda d: _by_id(d, "who-screen").is_displayed())
    driver.save_screenshot(str(shots / "who-phone-light.png"))
    driver.find_element("css selector", 'button[data-seat="South"]').click()
    _wait(driver, lambda d: _by_id(d, "pad-screen").is_displayed())
    assert "Dealer: North" in _by_id(driver, "facts").text
    assert "WE need 100 for game" in _by_id(driver, "facts").text

    _enter(driver, "4s n 10")
    assert "Vulnerable: WE" in _by_id(driver, "facts").text
    _enter(driver, "2h e 8")
    for size in SIZES:
        for dark in (False, True):
            _view(driver, size, dark)
            driver.save_screenshot(str(shots / f"pad-{size}-{'dark' if dark else 'light'}.png"))
    _view(driver, "phone", dark=False)
    # A bad hand: the server's reader says why, and Send stays off.
    box = _by_id(driver, "line")
    box.clear()
    box.send_keys("4s n 14")
    _by_id(driver, "check").click()
    _wait(driver, lambda d: "tricks" in _by_id(d, "preview").text)
    assert not _by_id(driver, "send").is_enabled()
    _enter(driver, "3nt s 9")
    _wait(driver, lambda d: _by_id(d, "over").is_displayed())
    assert "WE won" in _by_id(driver, "over-text").text
    _check_finished_rubber(driver, db)
    for dark in (False, True):
        _view(driver, "tall-phone", dark)
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(str(shots / f"over-phone-{'dark' if dark else 'light'}.png"))
    _view(driver, "phone", dark=False)

    with sqlite3.connect(db) as conn:
        deals = conn.execute("SELECT record FROM deals ORDER BY idx").fetchall()
        hands = conn.execute("SELECT entered_by FROM entry_hands").fetchall()
        state, winner = conn.execute("SELECT state, winner FROM rubbers").fetchone()
    assert len(deals) == 3 and hands == [("South",)] * 3
    assert (state, winner) == ("finished", "NS")

    # Undo the last hand from the page (it is the table's own and still last), then redo it.
    _by_id(driver, "undo").click()
    assert _by_id(driver, "undo").text == "Tap again to take back hand 3"
    _by_id(driver, "undo").click()
    _wait(driver, lambda d: _by_id(d, "entry").is_displayed())
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM deals").fetchone()[0] == 2
    assert _by_id(driver, "status").text == "Hand 3 taken back: 3NT by S, 9 tricks"
    _enter(driver, "3nt s 9")
    _wait(driver, lambda d: _by_id(d, "over").is_displayed())
    _by_id(driver, "next").click()
    _wait(driver, lambda d: _by_id(d, "entry").is_displayed())
    with sqlite3.connect(db) as conn:
        rubbers = conn.execute("SELECT count(*) FROM rubbers").fetchone()[0]
    assert rubbers == 2
    # $SCOREPAD_SHOTS may be shared with the other page tests: this test's own shots are there
    taken = {p.name for p in shots.glob("*.png")}
    mine = {"pin-phone-light.png", "who-phone-light.png"}
    mine |= {f"pad-{size}-{m}.png" for size in SIZES for m in ("light", "dark")}
    mine |= {f"over-phone-{m}.png" for m in ("light", "dark")}
    assert mine <= taken, mine - taken


def test_hands_wait_while_offline_and_are_listed_when_entry_stops(
    driver: Any, evening: tuple[str, Path, EntrySession]
) -> None:
    url, db, session = evening
    driver.get(url)
    _wait(driver, lambda d: _by_id(d, "pin-screen").is_displayed())
    _by_id(driver, "pin").send_keys(session.pins["1"])
    _by_id(driver, "pin-go").click()
    _wait(driver, lambda d: _by_id(d, "who-screen").is_displayed())
    _by_id(driver, "who").send_keys("Bob")
    _by_id(driver, "who-go").click()
    _wait(driver, lambda d: _by_id(d, "pad-screen").is_displayed())
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
    )
    box = _by_id(driver, "line")
    box.send_keys("4s n 10")
    _by_id(driver, "check").click()
    _wait(driver, lambda d: "Not checked yet" in _by_id(d, "preview").text)
    _by_id(driver, "send").click()
    _wait(driver, lambda d: _by_id(d, "waiting").is_displayed())
    assert "4s n 10" in _by_id(driver, "waiting-list").text
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM deals").fetchone()[0] == 0
    # Entry is stopped while the hand waits: back online, the page lists it to read out.
    backend = Backend(db)
    try:
        backend.stop_sessions()
    finally:
        backend.close()
    driver.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
    )
    _wait(driver, lambda d: _by_id(d, "stopped-screen").is_displayed(), timeout=20)
    assert "4s n 10 (entered by Bob)" in _by_id(driver, "stopped-list").text
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM deals").fetchone()[0] == 0


WHIST_DEALS = [  # short whist, won 2 games to 1 by East–West
    ({"NS": 8, "EW": 5}, {"NS": 3, "EW": 1}),
    ({"NS": 6, "EW": 7}, {"NS": 4, "EW": 0}),
    ({"NS": 7, "EW": 6}, {"NS": 1, "EW": 3}),
    ({"NS": 4, "EW": 9}, {"NS": 1, "EW": 3}),
    ({"NS": 7, "EW": 6}, {"NS": 2, "EW": 2}),
    ({"NS": 5, "EW": 8}, {"NS": 3, "EW": 1}),
    ({"NS": 7, "EW": 6}, {"NS": 0, "EW": 4}),
]


def test_a_finished_whist_rubber_shows_games_won_and_rubber_points(
    driver: Any, tmp_path: Path
) -> None:
    db = tmp_path / "w.db"
    record = {
        "game": "short_whist",
        "code": "revised_1900",
        "played_on": DATE,
        "table": "1",
        "players": SEATS,
        "first_dealer": "W",
        "deals": [{"tricks": t, "honours": h} for t, h in WHIST_DEALS],
    }
    with Store.open(db, backup=False) as store:
        rid = store.create_rubber(Rubber.from_json(record))
        sheet = rules.score(store.load_rubber(rid))
    assert sheet.complete and sheet.winner is not None and sheet.bonus > 0
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["1"])).start()
    try:
        _view(driver, "tall-phone", dark=False)
        driver.get(f"{server.url}/t/{session.table_token('1')}/1")
        _wait(driver, lambda d: _by_id(d, "pin-screen").is_displayed())
        _by_id(driver, "pin").send_keys(session.pins["1"])
        _by_id(driver, "pin-go").click()
        _wait(driver, lambda d: _by_id(d, "who-screen").is_displayed())
        driver.find_element("css selector", 'button[data-seat="East"]').click()
        _wait(driver, lambda d: _by_id(d, "over").is_displayed())
        side = {"NS": "WE", "EW": "THEY"}
        totals = {s.value: n for s, n in sheet.totals.items()}
        games = {s.value: n for s, n in sheet.position.games_won.items()}
        facts = _by_id(driver, "facts").text
        winner = side[sheet.winner.value]
        assert f"Rubber over: {winner} won, {totals['NS']} to {totals['EW']}" in facts
        assert f"Games won: WE {games.get('NS', 0)}, THEY {games.get('EW', 0)}" in facts
        assert "Dealer" not in facts and "need" not in facts
        labels = [e.text for e in driver.find_elements("css selector", "#pad tr.foot-label td")]
        assert labels == [f"Rubber points to {winner}"]
        cells = [e.text for e in driver.find_elements("css selector", "#pad tr.bonus td")]
        assert cells == ([str(sheet.bonus), ""] if winner == "WE" else ["", str(sheet.bonus)])
        assert _by_id(driver, "totals-note").text == "Final totals, with the rubber points."
        shots = _shots_dir(tmp_path) / "whist"  # apart: the rubber test counts its own
        shots.mkdir(exist_ok=True)
        for dark in (False, True):
            _view(driver, "tall-phone", dark)
            driver.execute_script("window.scrollTo(0, 0)")
            name = f"whist-over-phone-{'dark' if dark else 'light'}.png"
            driver.save_screenshot(str(shots / name))
    finally:
        server.stop()


def test_a_table_locked_out_by_wrong_pins_is_told_when_to_try_again(
    driver: Any, evening: tuple[str, Path, EntrySession], tmp_path: Path
) -> None:
    from scorepad.serve.app import PIN_TRIES

    url, _db, session = evening
    shots = _shots_dir(tmp_path)
    _view(driver, "phone", dark=False)
    driver.get(url)
    _wait(driver, lambda d: _by_id(d, "pin-screen").is_displayed())
    wrong = "9" if session.pins["1"] != "9" else "8"
    pin, go = _by_id(driver, "pin"), _by_id(driver, "pin-go")
    for _ in range(PIN_TRIES):
        pin.clear()
        pin.send_keys(wrong)
        go.click()
        _wait(driver, lambda d: "Wrong PIN" in _by_id(d, "status").text)
        driver.execute_script("document.getElementById('status').textContent = ''")
    # The right PIN now waits too: the page says so plainly, and how long, and counts down.
    pin.clear()
    pin.send_keys(session.pins["1"])
    go.click()
    _wait(driver, lambda d: "Too many wrong PINs" in _by_id(d, "status").text)
    text = _by_id(driver, "status").text
    assert "Try again in " in text and " seconds" in text and "table's card" in text, text
    left = int(text.split("Try again in ")[1].split()[0])
    assert 1 <= left <= 60
    assert not go.is_enabled()
    _wait(driver, lambda d: f"Try again in {left} " not in _by_id(d, "status").text, timeout=5)
    for dark in (False, True):
        _view(driver, "phone", dark)
        driver.save_screenshot(str(shots / f"locked-phone-{'dark' if dark else 'light'}.png"))
    assert _by_id(driver, "pin-screen").is_displayed()
