"""A drive table's entry page in a real browser: headless Chromium (Debian's chromium and
chromium-driver) driven by Selenium enters a whole round of a two-table whist drive by the
page's own buttons, one tab per table, and reads the movement the page then shows.

Without Chromium these tests skip; ``SCOREPAD_REQUIRE_BROWSER=1`` (set by ``.ci/run``) makes
that a failure. Screenshots at small phone (360×640), phone (360×740) and tablet (820×1180)
sizes, light and dark, go to ``$SCOREPAD_SHOTS`` (default: the test's temporary folder).
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store
from scorepad.store import drives as ds

SIZES = {"small-phone": (360, 640), "phone": (360, 740), "tablet": (820, 1180)}
NAMES = {
    "L1": "Mrs Grey",
    "L2": "Miss Bell",
    "L3": "Mrs Hale",
    "L4": "Lady Wren",
    "G1": "Col. Hay",
    "G2": "Dr Lamb",
    "G3": "Mr Finch",
    "G4": "Rev. Moss",
}


def _drive(tmp_path: Path, form: str = "whist_drive", **house: Any) -> Iterator[Any]:
    db = tmp_path / "h.db"
    ladies, gents = ["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"]
    rec = DriveRecord.new(
        form,
        [(p, "lady", NAMES[p]) for p in ladies] + [(p, "gent", NAMES[p]) for p in gents],
        allocate(ladies, gents, "arrival"),
        house_rules={"rounds": 3, **house},
        title="Church hall drive",
    )
    with Store.open(db, backup=False) as store:
        drive_id = ds.create_drive(store, rec).drive_id
    backend = Backend(db)
    session = backend.start_drive_session(drive_id)
    backend.close()
    server = ServerThread(create_app(db, session.scope, list(session.pins))).start()
    try:
        yield f"{server.url}/t", db, drive_id, session
    finally:
        server.stop()


@pytest.fixture
def whist_drive(tmp_path: Path) -> Iterator[tuple[str, Path, int, EntrySession]]:
    yield from _drive(tmp_path)


def _wait(driver: Any, test: Any, timeout: float = 15) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(test)


def _by_id(driver: Any, name: str) -> Any:
    from selenium.webdriver.common.by import By

    return driver.find_element(By.ID, name)


def _view(driver: Any, size: str, dark: bool) -> None:
    w, h = SIZES[size]
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": "phone" in size},
    )
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]},
    )


def _shots_dir(tmp_path: Path) -> Path:
    out = Path(os.environ.get("SCOREPAD_SHOTS") or tmp_path / "shots")
    out.mkdir(parents=True, exist_ok=True)
    return out


def _shoot(driver: Any, shots: Path, name: str) -> None:
    for size in SIZES:
        for dark in (False, True):
            _view(driver, size, dark)
            driver.save_screenshot(str(shots / f"{name}-{size}-{'dark' if dark else 'light'}.png"))
    _view(driver, "phone", dark=False)


def _in_view(driver: Any, name: str) -> bool:
    """Whether the element's top is on the screen as it is scrolled (its start can be read)."""
    top = driver.execute_script(
        "return document.getElementById(arguments[0]).getBoundingClientRect().top", name
    )
    height = driver.execute_script("return window.innerHeight")
    return bool(0 <= top < height - 40)


def _open(driver: Any, url: str, pin: str, seat: str) -> None:
    driver.get(url)
    _wait(driver, lambda d: _by_id(d, "pin-screen").is_displayed())
    _by_id(driver, "pin").send_keys(pin)
    _by_id(driver, "pin-go").click()
    _wait(driver, lambda d: _by_id(d, "who-screen").is_displayed())
    driver.find_element("css selector", f'button[data-seat="{seat}"]').click()
    _wait(driver, lambda d: _by_id(d, "drive-screen").is_displayed())


def _tricks(driver: Any, hand: int, ns: int) -> None:
    """North–South's tricks by the page's − and + buttons (the first press gives 6 or 7)."""
    button = "plus" if ns >= 7 else "minus"
    presses = ns - 6 if ns >= 7 else 7 - ns
    for _ in range(presses):
        _by_id(driver, f"{button}-{hand}").click()
    assert _by_id(driver, f"tricks-{hand}").get_attribute("value") == str(ns)
    assert _by_id(driver, f"ew-{hand}").text == f"East–West: {13 - ns}"


def _check_and_send(driver: Any) -> str:
    _by_id(driver, "check").click()
    _wait(driver, lambda d: _by_id(d, "send").is_enabled())
    preview = str(_by_id(driver, "preview").text)
    assert preview.startswith("→"), preview
    _by_id(driver, "send").click()
    _wait(
        driver, lambda d: _by_id(d, "recorded").is_displayed() or _by_id(d, "moves").is_displayed()
    )
    return preview


def test_a_whole_drive_round_from_the_tables_pages(
    driver: Any, whist_drive: tuple[str, Path, int, EntrySession], tmp_path: Path
) -> None:
    base, db, _drive_id, session = whist_drive
    shots = _shots_dir(tmp_path)
    _view(driver, "phone", dark=False)
    _open(driver, f"{base}/{session.table_token('1')}/1", session.pins["1"], "North")
    assert "Round 1 of 3" in _by_id(driver, "round").text
    assert _by_id(driver, "ns-names").text == "Mrs Grey & Col. Hay"
    assert _by_id(driver, "ew-names").text == "Miss Bell & Dr Lamb"
    assert not _by_id(driver, "send").is_enabled()  # nothing entered yet
    _tricks(driver, 1, 8)
    _shoot(driver, shots, "drive-entry")
    preview = _check_and_send(driver)
    assert "NS 8, EW 5" in preview
    _wait(driver, lambda d: "Waiting for table 2" in _by_id(d, "waiting-tables").text)
    assert "entered by North" in _by_id(driver, "recorded-text").text
    _shoot(driver, shots, "drive-recorded")
    table1 = driver.current_window_handle

    # Table 2, on another phone (another tab), finishes the round.
    driver.switch_to.new_window("tab")
    _open(driver, f"{base}/{session.table_token('2')}/2", session.pins["2"], "East")
    _tricks(driver, 1, 4)
    _check_and_send(driver)
    _wait(driver, lambda d: _by_id(d, "moves").is_displayed())
    assert "Round 1 is over" in _by_id(driver, "moves-title").text
    assert "Round 2 of 3" in _by_id(driver, "round").text

    # The history: both lines, entered by whom, through the drive store.
    with sqlite3.connect(db) as conn:
        lines = conn.execute(
            "SELECT round, table_no, entered_by FROM entry_drive_lines ORDER BY table_no"
        ).fetchall()
    assert lines == [(1, 1, "North"), (1, 2, "East")]
    with Store.open(db, backup=False) as store:
        (exported,) = ds.export_drives(store)
    path = tmp_path / "drive.json"
    path.write_text(json.dumps(exported["record"]), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "drive", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    sheet = json.loads(out.stdout)
    (round1,) = sheet["rounds"]
    assert [(t["NS"], t["EW"]) for t in round1["tables"]] == [(8, 5), (4, 9)]

    # Each player of table 2 is told the table and partner the sheet's next seating gives.
    partner = {"N": "S", "S": "N", "E": "W", "W": "E"}
    where = {}
    for row in round1["next_seating"]:
        for seat in "NESW":
            where[row[seat]] = (row["table"], NAMES[row[partner[seat]]])
    shown = _by_id(driver, "moves-list").text
    for seat in "NESW":
        pid = round1["tables"][1]["seating"][seat]
        table, mate = where[pid]
        verb = "stay at" if table == 2 else "go to"
        assert f"{NAMES[pid]}: {verb} table {table}" in shown and f"partner {mate}" in shown
    _shoot(driver, shots, "drive-moves")
    _view(driver, "tablet", dark=False)  # the entry is on a tablet's screen already
    driver.execute_script("window.scrollTo(0, 0)")
    _wait(driver, lambda d: _in_view(d, "entry") and not _by_id(d, "to-entry").is_displayed())

    # On a small phone the moves push the next round's entry below the fold: a button to it
    # stays on the screen, and takes the table there.
    _view(driver, "small-phone", dark=False)
    driver.execute_script("window.scrollTo(0, 0)")
    jump = _by_id(driver, "to-entry")
    assert jump.is_displayed() and jump.text == "Enter round 2 ↓"
    assert not _in_view(driver, "entry") and _in_view(driver, "to-entry")
    jump.click()
    _wait(driver, lambda d: _in_view(d, "entry"))
    assert driver.switch_to.active_element.get_attribute("id") == "minus-1"
    _wait(driver, lambda d: not jump.is_displayed())  # the entry is on the screen: no need
    _shoot(driver, shots, "drive-moves-entry")
    _view(driver, "phone", dark=False)

    # Table 1's page hears of it by itself (it polls) and shows its own four's moves.
    driver.switch_to.window(table1)
    _wait(driver, lambda d: _by_id(d, "moves").is_displayed(), timeout=20)
    shown = _by_id(driver, "moves-list").text
    for seat in "NESW":
        pid = round1["tables"][0]["seating"][seat]
        verb = "stay at" if where[pid][0] == 1 else "go to"
        assert f"{NAMES[pid]}: {verb} table {where[pid][0]}" in shown
    assert len(list(shots.glob("drive-*.png"))) == 24


def test_a_second_phone_is_told_the_line_is_already_in(
    driver: Any, whist_drive: tuple[str, Path, int, EntrySession]
) -> None:
    base, db, drive_id, session = whist_drive
    _open(driver, f"{base}/{session.table_token('1')}/1", session.pins["1"], "North")
    _tricks(driver, 1, 9)
    _by_id(driver, "check").click()
    _wait(driver, lambda d: _by_id(d, "send").is_enabled())
    # Meanwhile another phone at table 1 enters the line.
    backend = Backend(db)
    try:
        st = backend.drive_state(drive_id, "1")
        backend.record_drive_line(
            drive_id, "1", "other-phone-1", 1, {"tricks": [7]}, st["version"], "South"
        )
    finally:
        backend.close()
    _by_id(driver, "send").click()
    _wait(driver, lambda d: "Round 1 was not recorded" in _by_id(d, "status").text)
    # kept, with the reason, until discarded
    refused = _by_id(driver, "refused-list").text
    assert "already recorded, by South" in refused and "yours was NS 9, EW 4" in refused
    _wait(driver, lambda d: _by_id(d, "recorded").is_displayed())
    assert "NS 7, EW 6" in _by_id(driver, "recorded-text").text
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM entry_drive_lines").fetchone()[0] == 1


def test_a_bridge_drive_table_page(driver: Any, tmp_path: Path) -> None:
    shots = _shots_dir(tmp_path)
    for base, db, drive_id, session in _drive(tmp_path, "contract_drive", deals_per_round=2):
        _view(driver, "phone", dark=False)
        _open(driver, f"{base}/{session.table_token('1')}/1", session.pins["1"], "South")
        assert "declarer" in _by_id(driver, "hint").text
        _by_id(driver, "deal-1").send_keys("4S N =")
        _by_id(driver, "deal-2").send_keys("3NT E 14")
        _by_id(driver, "check").click()
        _wait(driver, lambda d: _by_id(d, "preview").text.strip() != "")
        assert "Deal 2" in _by_id(driver, "preview").text  # refused: there are 13 tricks
        assert not _by_id(driver, "send").is_enabled()
        box = _by_id(driver, "deal-2")
        box.clear()
        box.send_keys("3NT E 8")
        _shoot(driver, shots, "bridge-entry")
        _check_and_send(driver)
        with Store.open(db, backup=False) as store:
            rec = ds.load_drive(store, drive_id).record.to_json()
        (res,) = rec["rounds"][0]["results"]
        assert [d["contract"] for d in res["deals"]] == ["4S", "3NT"]


def test_several_hands_with_honours_by_the_buttons(driver: Any, tmp_path: Path) -> None:
    shots = _shots_dir(tmp_path)
    for base, db, drive_id, session in _drive(tmp_path, hands_per_round=2, honours=True):
        _view(driver, "phone", dark=False)
        _open(driver, f"{base}/{session.table_token('2')}/2", session.pins["2"], "West")
        _tricks(driver, 1, 9)
        _tricks(driver, 2, 3)
        assert not _by_id(driver, "check").is_enabled()  # the honours are still to say
        driver.find_element("css selector", "#honours-1 button:nth-child(3)").click()  # NS 3
        driver.find_element("css selector", "#honours-2 button:nth-child(1)").click()  # none
        _shoot(driver, shots, "honours-entry")
        preview = _check_and_send(driver)
        assert "the round: NS 14, EW 14" in preview  # NS 9 + 2 (three honours) + 3; EW 4 + 10
        with Store.open(db, backup=False) as store:
            rec = ds.load_drive(store, drive_id).record.to_json()
        (res,) = rec["rounds"][0]["results"]
        assert res == {
            "table": 2,
            "hands": [
                {"NS": 9, "EW": 4, "honours": {"NS": 3, "EW": 1}},
                {"NS": 3, "EW": 10, "honours": {"NS": 0, "EW": 0}},
            ],
        }


def _offline(driver: Any, offline: bool) -> None:
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
    )


def test_a_line_waits_offline_then_is_sent_once(
    driver: Any, whist_drive: tuple[str, Path, int, EntrySession]
) -> None:
    base, db, _drive_id, session = whist_drive
    _open(driver, f"{base}/{session.table_token('1')}/1", session.pins["1"], "South")
    _offline(driver, True)
    _tricks(driver, 1, 10)
    _by_id(driver, "check").click()
    _wait(driver, lambda d: "Not checked yet" in _by_id(d, "preview").text)
    _by_id(driver, "send").click()
    _wait(driver, lambda d: _by_id(d, "waiting").is_displayed())
    assert "Round 1: NS 10, EW 3 — not sent yet" in _by_id(driver, "waiting-list").text
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM entry_drive_lines").fetchone()[0] == 0
    _offline(driver, False)
    _wait(driver, lambda d: _by_id(d, "recorded").is_displayed(), timeout=30)
    assert not _by_id(driver, "waiting").is_displayed()
    assert "NS 10, EW 3 — entered by South" in _by_id(driver, "recorded-text").text
    with sqlite3.connect(db) as conn:
        lines = conn.execute("SELECT round, table_no, entered_by FROM entry_drive_lines").fetchall()
    assert lines == [(1, 1, "South")]


def test_a_table_with_a_bye_sends_the_bye(driver: Any, tmp_path: Path) -> None:
    from scorepad.drives.registration import allocate_pairs

    db = tmp_path / "h.db"
    players = [(f"L{i}", "lady", f"Lady {i}") for i in range(1, 6)]
    players += [(f"G{i}", "gent", f"Gent {i}") for i in range(1, 6)]
    pairs = {f"P{i}": [f"L{i}", f"G{i}"] for i in range(1, 6)}
    rec = DriveRecord.new(
        "whist_drive",
        players,
        allocate_pairs(list(pairs), "arrival"),
        pairs=pairs,
        house_rules={"rounds": 3, "movement": "partner"},
    )
    with Store.open(db, backup=False) as store:
        drive_id = ds.create_drive(store, rec).drive_id
    backend = Backend(db)
    session = backend.start_drive_session(drive_id)
    backend.close()
    server = ServerThread(create_app(db, session.scope, list(session.pins))).start()
    try:
        _open(driver, f"{server.url}/t/{session.table_token('3')}/3", session.pins["3"], "North")
        assert "North–South have a bye" in _by_id(driver, "hands").text
        preview = _check_and_send(driver)
        assert "a bye for North–South" in preview
        _wait(driver, lambda d: "a bye for North–South" in _by_id(d, "recorded-text").text)
        with Store.open(db, backup=False) as store:
            got = ds.load_drive(store, drive_id).record.to_json()["rounds"][0]["results"]
        assert got == [{"table": 3, "bye": "NS"}]
    finally:
        server.stop()


def test_a_tie_asks_who_won_the_cut(driver: Any, tmp_path: Path) -> None:
    for base, db, drive_id, session in _drive(tmp_path, hands_per_round=2, tie_at_table="cut"):
        _open(driver, f"{base}/{session.table_token('1')}/1", session.pins["1"], "North")
        assert not _by_id(driver, "cut").is_displayed()
        _tricks(driver, 1, 7)
        _tricks(driver, 2, 6)
        _by_id(driver, "check").click()
        _wait(driver, lambda d: _by_id(d, "cut").is_displayed())
        assert "who won the cut" in _by_id(driver, "preview").text
        assert not _by_id(driver, "send").is_enabled()
        _by_id(driver, "cut-EW").click()
        preview = _check_and_send(driver)
        assert "NS 13, EW 13" in preview
        with Store.open(db, backup=False) as store:
            (res,) = ds.load_drive(store, drive_id).record.to_json()["rounds"][0]["results"]
        assert res["tie_winner"] == "EW"


def test_a_tie_asks_for_the_cut_on_a_german_phone(driver: Any, tmp_path: Path) -> None:
    """The page shows the cut by the refusal's ``fields``, not by its words: a phone that
    asks for German gets the refusal in German and still the cut."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": "de"}})
    try:
        for base, _db, _id, session in _drive(tmp_path, hands_per_round=2, tie_at_table="cut"):
            _open(driver, f"{base}/{session.table_token('1')}/1", session.pins["1"], "North")
            _by_id(driver, "plus-1").click()  # 7
            _by_id(driver, "minus-2").click()  # 6
            assert _by_id(driver, "ew-1").text == "Ost–West: 6"  # the page is in German
            _by_id(driver, "check").click()
            _wait(driver, lambda d: _by_id(d, "cut").is_displayed())
            assert "Abheben" in _by_id(driver, "preview").text
            assert not _by_id(driver, "send").is_enabled()
    finally:
        driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {}})
