"""The page's buttons for the bridge games' honours (a count for each player, as the window's
form has them: hN4, hN3S1), the four aces in no-trumps, and a refused hand's list brought into
view when the page is opened again. Headless Chromium, as in test_serve_page.py (skips
without it)."""

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


def _served(tmp_path: Path, game: str, deals: list[dict[str, Any]] | None = None) -> Any:
    return served_rubber(tmp_path, game, deals)


def _open(driver: Any, url: str, pin: str) -> None:
    open_table(driver, url, pin, until="pad-screen")


def _click(driver: Any, element: Any) -> None:
    """As a thumb would: the button scrolled into the middle of the screen first (the sticky
    Check and Send row covers the foot of a phone's screen), then tapped."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def _tap(driver: Any, key: str, value: str) -> None:
    _click(
        driver,
        driver.find_element(
            "css selector", f'#buttons button[data-key="{key}"][data-value="{value}"]'
        ),
    )


def _honour(driver: Any, seat: str, more: int) -> None:
    name = {"N": "North", "E": "East", "S": "South", "W": "West"}[seat]
    label = "one more" if more > 0 else "one fewer"
    for _ in range(abs(more)):
        _click(
            driver,
            driver.find_element(
                "css selector", f'#buttons button[aria-label="Honours held by {name}: {label}"]'
            ),
        )


def _line(driver: Any) -> str:
    return str(_by_id(driver, "line").get_attribute("value"))


def _send(driver: Any) -> None:
    _wait(driver, lambda d: _by_id(d, "send").is_enabled())
    before = len(driver.find_elements("css selector", "#deals li"))
    _click(driver, _by_id(driver, "send"))
    _wait(driver, lambda d: len(d.find_elements("css selector", "#deals li")) == before + 1)


def _records(db: Path) -> list[dict[str, Any]]:
    with sqlite3.connect(db) as conn:
        return [json.loads(r) for (r,) in conn.execute("SELECT record FROM deals ORDER BY idx")]


def test_contract_honours_by_buttons(driver: Any, tmp_path: Path) -> None:
    server, url, pin, db = _served(tmp_path, "contract")
    try:
        _view(driver, 360, 740, dark=False)
        _open(driver, url, pin)
        # Shut until asked for: most hands have no honours to score.
        assert not driver.find_elements("css selector", '#buttons [aria-label^="Honours held"]')
        _tap(driver, "level", "4")
        _tap(driver, "strain", "S")
        _tap(driver, "declarer", "N")
        assert _line(driver) == "4S N ="
        _click(driver, _by_id(driver, "honours-open"))
        _honour(driver, "N", 4)
        assert _line(driver) == "4S N = hN4"
        assert _by_id(driver, "honours-N").text == "4"
        assert "(4 of 5)" not in _by_id(driver, "buttons").text  # contract: one hand counts
        # the preview names what each side scores: the honours' 100 with its words
        _wait(driver, lambda d: "honours" in _by_id(d, "preview").text.split("WE:")[-1])
        assert ": 100" in _by_id(driver, "preview").text
        driver.save_screenshot(str(_shots() / "h1-contract-honours-360.png"))
        _send(driver)
        assert _records(db)[-1]["honours"] == {"N": 4}
        # The next hand's buttons start again with no honours, shut.
        assert not driver.find_elements("css selector", '#buttons [aria-label^="Honours held"]')
        # No-trumps: the aces, four at most between the four players.
        _tap(driver, "level", "3")
        _tap(driver, "strain", "NT")
        _tap(driver, "declarer", "E")
        _click(driver, _by_id(driver, "honours-open"))
        assert "aces" in _by_id(driver, "buttons").text
        _honour(driver, "E", 3)
        _honour(driver, "W", 1)
        plus = driver.find_element(
            "css selector", '#buttons button[aria-label="Honours held by North: one more"]'
        )
        assert not plus.is_enabled()
        assert _line(driver) == "3NT E = hE3W1"
        _honour(driver, "W", -1)
        _honour(driver, "E", 1)
        assert _line(driver) == "3NT E = hE4"
        _send(driver)
        assert _records(db)[-1]["honours"] == {"E": 4}
        # Honours typed in the box: the buttons, opened, start from them.
        _tap(driver, "level", "2")
        _tap(driver, "strain", "H")
        _tap(driver, "declarer", "W")
        _by_id(driver, "line").send_keys(" hw4")
        assert _line(driver) == "2H W = hw4"
        _click(driver, _by_id(driver, "honours-open"))
        assert _by_id(driver, "honours-W").text == "4"
        assert _line(driver) == "2H W = hW4"
    finally:
        server.stop()


def test_bridge_whist_and_auction_honours_by_buttons(driver: Any, tmp_path: Path) -> None:
    server, url, pin, db = _served(tmp_path, "bridge_whist")
    try:
        _view(driver, 360, 740, dark=True)
        _open(driver, url, pin)
        _tap(driver, "strain", "H")
        _click(driver, _by_id(driver, "honours-open"))
        _honour(driver, "N", 3)
        _honour(driver, "S", 1)
        _honour(driver, "E", 1)
        assert _line(driver) == "H 7 hN3E1S1"
        driver.save_screenshot(str(_shots() / "h2-bridge-whist-honours-360-dark.png"))
        _send(driver)
        assert _records(db)[-1]["honours"] == {"N": 3, "E": 1, "S": 1}
    finally:
        server.stop()
    server, url, pin, db = _served(tmp_path, "auction")
    try:
        _open(driver, url, pin)
        _tap(driver, "level", "2")
        _tap(driver, "strain", "H")
        _tap(driver, "declarer", "S")
        _click(driver, _by_id(driver, "honours-open"))
        _honour(driver, "S", 2)
        _honour(driver, "N", 2)
        assert _line(driver) == "2H S = hN2S2"
        assert "(4 of 5)" in _by_id(driver, "buttons").text
        # Auction's honours account for all five (the seats holding none may be left out).
        _wait(driver, lambda d: "5 trump honours" in _by_id(d, "preview").text)
        assert not _by_id(driver, "send").is_enabled()
        _honour(driver, "W", 1)
        assert _line(driver) == "2H S = hN2S2W1"
        _send(driver)
        assert _records(db)[-1]["honours"] == {"N": 2, "S": 2, "W": 1}
    finally:
        server.stop()


def test_a_refused_hand_is_in_view_when_the_page_is_opened_again(
    driver: Any, tmp_path: Path
) -> None:
    # A long pad (penalties above the line): the "Not recorded" list is well below the top.
    down = {"declarer": "N", "contract": "1C", "result": 6}
    server, url, pin, _db = _served(tmp_path, "contract", [down] * 12)
    try:
        _view(driver, 360, 740, dark=False)
        _open(driver, url, pin)
        # A hand kept on the phone from before (no such level: the server refuses it).
        driver.execute_script(
            "const q = JSON.parse(localStorage.getItem(arguments[0]) || '[]');"
            "q.push({hand_id: 'h-refused', n: 13, line: '8S N =', entered_by: 'Cat',"
            " version: null});"
            "localStorage.setItem(arguments[0], JSON.stringify(q));",
            _storage_key(driver, "queue"),
        )
        driver.refresh()
        _wait(driver, lambda d: _by_id(d, "refused").is_displayed())
        assert "8S N =" in _by_id(driver, "refused-list").text
        driver.execute_script("window.scrollTo(0, 0)")
        driver.refresh()
        _wait(driver, lambda d: _by_id(d, "refused").is_displayed())
        top, high = driver.execute_script(
            "return [document.getElementById('refused').getBoundingClientRect().top,"
            " window.innerHeight];"
        )
        assert 0 <= top < high, (top, high)
        assert driver.execute_script("return window.scrollY") > 0
        driver.save_screenshot(str(_shots() / "h3-refused-in-view-360.png"))
    finally:
        server.stop()


def _storage_key(driver: Any, name: str) -> str:
    base = driver.execute_script("return location.pathname.replace(/\\/+$/, '')")
    return f"scorepad:{base}:{name}"
