"""A hand by the page's buttons: each tap writes the game's quick-entry line into the box, the
server's reader checks it (the preview follows) and Send records it; the typed line still
works, and a typed token the buttons do not write is kept. Headless Chromium (skips without)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from tests.helpers.browser import by_id as _by_id
from tests.helpers.browser import open_table, served_rubber
from tests.helpers.browser import shots as _shots
from tests.helpers.browser import view as _view
from tests.helpers.browser import wait as _wait

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


def _tap(driver: Any, key: str, value: str) -> None:
    driver.find_element(
        "css selector", f'#buttons button[data-key="{key}"][data-value="{value}"]'
    ).click()


def _step(driver: Any, key: str, more: int) -> None:
    label = "one more" if more > 0 else "one fewer"
    for _ in range(abs(more)):
        driver.find_element("css selector", f'#buttons button.step[aria-label$="{label}"]').click()
    assert key


def _served(tmp_path: Path, game: str, deals: list[dict[str, Any]] | None = None) -> Any:
    return served_rubber(tmp_path, game, deals)


def _open(driver: Any, url: str, pin: str) -> None:
    open_table(driver, url, pin, until="buttons")


def _send_checked(driver: Any, line: str, preview: str) -> None:
    """The buttons wrote ``line``; its check comes by itself and says ``preview``."""
    assert _by_id(driver, "line").get_attribute("value") == line
    _wait(driver, lambda d: _by_id(d, "send").is_enabled())
    said = _by_id(driver, "preview").text
    assert said.startswith("→ " + preview), said
    before = len(driver.find_elements("css selector", "#deals li"))
    _by_id(driver, "send").click()
    _wait(driver, lambda d: len(d.find_elements("css selector", "#deals li")) == before + 1)


def _records(db: Path) -> list[dict[str, Any]]:
    with sqlite3.connect(db) as conn:
        return [json.loads(r) for (r,) in conn.execute("SELECT record FROM deals ORDER BY idx")]


def _shoot(driver: Any, name: str) -> None:
    for w, h in ((360, 740), (820, 1180)):
        for dark in (False, True):
            _view(driver, w, h, dark)
            driver.execute_script("document.getElementById('buttons').scrollIntoView()")
            driver.save_screenshot(str(_shots() / f"{name}-{w}-{'dark' if dark else 'light'}.png"))
    _view(driver, 360, 740, False)


def test_a_contract_hand_by_buttons(driver: Any, tmp_path: Path) -> None:
    server, url, pin, db = _served(tmp_path, "contract")
    try:
        _view(driver, 360, 740, False)
        _open(driver, url, pin)
        # the declarer's buttons name the table's players
        seats = [
            b.text for b in driver.find_elements("css selector", '#buttons [data-key="declarer"]')
        ]
        assert seats == ["N · Ann", "E · Bob", "S · Cat", "W · Dan"]
        _tap(driver, "level", "4")
        assert _by_id(driver, "line").get_attribute("value") == "4"
        _tap(driver, "strain", "S")
        _tap(driver, "declarer", "N")
        _shoot(driver, "d5-contract")
        _send_checked(driver, "4S N =", "4S by N, 10 tricks")
        # A typed token stays in the line (honours, while the honours buttons are shut).
        _by_id(driver, "line").send_keys("hN4")
        _tap(driver, "level", "3")
        _tap(driver, "strain", "NT")
        _tap(driver, "doubles", "1")
        _tap(driver, "declarer", "E")
        _step(driver, "over", -2)
        assert _by_id(driver, "step-over").text == "2 down (7 tricks)"
        _send_checked(driver, "3NTX E -2 hN4", "3NTX by E, 7 tricks")
        # The typed line still works.
        box = _by_id(driver, "line")
        box.send_keys("2H W 8")
        _by_id(driver, "check").click()
        _send_checked(driver, "2H W 8", "2H by W, 8 tricks")
        got = [(r["contract"], r["declarer"], r["result"]) for r in _records(db)]
        assert got == [("4S", "N", 10), ("3NTX", "E", 7), ("2H", "W", 8)]
        assert _records(db)[1]["honours"] == {"N": 4}
    finally:
        server.stop()


def test_a_whist_hand_by_buttons(driver: Any, tmp_path: Path) -> None:
    server, url, pin, db = _served(tmp_path, "short_whist")
    try:
        _view(driver, 360, 740, True)
        _open(driver, url, pin)
        _step(driver, "tricks", 2)
        assert _by_id(driver, "step-tricks").text == "WE 9, THEY 4"
        _tap(driver, "honours", "hNS3")
        _shoot(driver, "d5-whist")
        _send_checked(driver, "9 hNS3", "NS 9 tricks, honours NS 3")
        assert _records(db) == [{"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}}]
    finally:
        server.stop()


def test_whist_tricks_shown_before_a_tap_are_not_taken_as_entered(
    driver: Any, tmp_path: Path
) -> None:
    # "WE 7, THEY 6" looked chosen while Send stayed off; sending 7 took + then − (a new
    # user's trial). Now the value says it is to be chosen, and a tap on it takes it.
    server, url, pin, db = _served(tmp_path, "short_whist")
    try:
        _view(driver, 360, 740, True)
        _open(driver, url, pin)
        shown = " ".join(_by_id(driver, "step-tricks").text.split())
        assert shown == "WE 7, THEY 6 tap to choose"
        assert _by_id(driver, "line").get_attribute("value") == ""
        _by_id(driver, "step-tricks").click()
        assert _by_id(driver, "step-tricks").text == "WE 7, THEY 6"
        _send_checked(driver, "7", "NS 7 tricks — WE: the odd trick: 1")
        assert _records(db) == [{"tricks": {"NS": 7, "EW": 6}}]
    finally:
        server.stop()


def test_a_bridge_whist_hand_by_buttons(driver: Any, tmp_path: Path) -> None:
    server, url, pin, db = _served(tmp_path, "bridge_whist")
    try:
        _view(driver, 360, 740, False)
        _open(driver, url, pin)
        _tap(driver, "strain", "H")
        _tap(driver, "passed", "true")
        _step(driver, "tricks", 1)
        _shoot(driver, "d5-bridge-whist")
        assert _by_id(driver, "line").get_attribute("value") == "H p 8"
        _wait(driver, lambda d: _by_id(d, "send").is_enabled())
        _by_id(driver, "send").click()
        _wait(driver, lambda d: len(d.find_elements("css selector", "#deals li")) == 1)
        rec = _records(db)[0]
        assert (rec["declaration"], rec["maker"]) == ("H", "partner"), rec
        assert rec["tricks"] == {"NS": 8, "EW": 5}, rec
    finally:
        server.stop()


def test_each_sides_premiums_stand_upward_from_the_line_on_their_own(
    driver: Any, tmp_path: Path
) -> None:
    # WE's 30 (an overtrick, deal 1) and THEY's 100 (WE one down doubled, deal 2) are each
    # their side's first premium: both nearest the line. THEY's 100 stood a row above WE's 30
    # (one row a deal; a new user's trial), as no pad writes it.
    deals = [
        {"declarer": "N", "contract": "2S", "result": 9},
        {"declarer": "S", "contract": "3HX", "result": 8},
    ]
    server, url, pin, _db = _served(tmp_path, "contract", deals)
    try:
        _view(driver, 360, 740, True)
        _open(driver, url, pin)
        rows = driver.find_elements("css selector", "#pad tr.above")
        cells = [[td.text for td in r.find_elements("css selector", "td")] for r in rows]
        assert cells[-1] == ["30", "100"], cells  # the row nearest the line
    finally:
        server.stop()
