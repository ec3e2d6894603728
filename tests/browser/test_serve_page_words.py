"""The table-entry page's words: the PIN and who screens name the table and offer its four
players by name; a label that says "Table" itself is not prefixed again; a hand corrected at the
desk says so; Chicago is called a Chicago; whist's foot is labelled as the window's card labels
it. Headless Chromium (skips without)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scorepad.records.record import Rubber
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend
from scorepad.serve.server import ServerThread
from scorepad.store import Store
from tests.helpers.browser import by_id as _by_id
from tests.helpers.browser import shots as _shots
from tests.helpers.browser import view as _view
from tests.helpers.browser import wait as _wait

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


def _shot(driver: Any, name: str, sizes: tuple[tuple[int, int], ...] = ((360, 740),)) -> None:
    out = _shots()
    for w, h in sizes:
        for dark in (False, True):
            _view(driver, w, h, dark)
            driver.save_screenshot(str(out / f"{name}-{w}-{'dark' if dark else 'light'}.png"))
    _view(driver, 360, 740, False)


def _serve(tmp_path: Path, record: dict[str, Any]) -> tuple[ServerThread, str, str, Path]:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        store.create_rubber(Rubber.from_json({"played_on": DATE, "players": SEATS, **record}))
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    label = record["table"]
    server = ServerThread(create_app(db, session.scope, [label])).start()
    url = f"{server.url}/t/{session.table_token(label)}/{label.replace(' ', '%20')}"
    return server, url, session.pins[label], db


def _pin(driver: Any, url: str, pin: str) -> None:
    driver.get(url)
    _wait(driver, lambda d: _by_id(d, "pin-screen").is_displayed())
    _by_id(driver, "pin").send_keys(pin)
    _by_id(driver, "pin-go").click()
    _wait(driver, lambda d: _by_id(d, "who-screen").is_displayed())


def test_the_screens_name_the_table_and_its_players(driver: Any, tmp_path: Path) -> None:
    server, url, pin, db = _serve(tmp_path, {"game": "contract", "table": "Table 1"})
    try:
        _view(driver, 360, 740, False)
        driver.get(url)
        _wait(driver, lambda d: _by_id(d, "pin-screen").is_displayed())
        assert _by_id(driver, "title").text == "Scorepad · Table 1"
        assert _by_id(driver, "pin-table").text == "Table 1"
        _shot(driver, "d11-pin", ((360, 740), (820, 1180)))
        _by_id(driver, "pin").send_keys(pin)
        _by_id(driver, "pin-go").click()
        _wait(driver, lambda d: _by_id(d, "who-screen").is_displayed())
        assert _by_id(driver, "who-table").text == "Table 1"
        names = [b.text for b in driver.find_elements("css selector", "#who-names button")]
        assert names == ["Ann", "Bob", "Cat", "Dan"]
        _shot(driver, "d11-who", ((360, 740), (820, 1180)))
        driver.find_element("xpath", "//div[@id='who-names']/button[.='Cat']").click()
        _wait(driver, lambda d: _by_id(d, "pad-screen").is_displayed())
        assert _by_id(driver, "title").text == "Table 1 · Contract rubber bridge"
        box = _by_id(driver, "line")
        box.send_keys("2H E 8")
        _by_id(driver, "check").click()
        _wait(driver, lambda d: _by_id(d, "send").is_enabled())
        _by_id(driver, "send").click()
        _wait(driver, lambda d: "— Cat" in _by_id(d, "deals").text)
        # The secretary corrects it at the desk: the page says so.
        with Store.open(db, backup=False) as store:
            rid = store.rubbers(DATE)[0].id
            store.replace_deal(rid, 0, {"declarer": "E", "contract": "2H", "result": 9})
        driver.refresh()
        _wait(driver, lambda d: "corrected by the secretary" in _by_id(d, "deals").text)
        assert "2H by E, 9 tricks — Cat, corrected by the secretary" in _by_id(driver, "deals").text
    finally:
        server.stop()


def test_chicago_is_called_a_chicago(driver: Any, tmp_path: Path) -> None:
    part = {"declarer": "N", "contract": "1C", "result": 7}
    record = {"game": "chicago", "table": "3", "deals": [part, part, part]}
    server, url, pin, _db = _serve(tmp_path, record)
    try:
        _view(driver, 360, 740, False)
        _pin(driver, url, pin)
        driver.find_element("css selector", 'button[data-seat="North"]').click()
        _wait(driver, lambda d: _by_id(d, "pad-screen").is_displayed())
        assert "Chicago deal 4 of 4" in _by_id(driver, "facts").text
        box = _by_id(driver, "line")
        box.send_keys("1C N 7")
        _by_id(driver, "check").click()
        _wait(driver, lambda d: _by_id(d, "send").is_enabled())
        _by_id(driver, "send").click()
        _wait(driver, lambda d: _by_id(d, "over").is_displayed())
        assert _by_id(driver, "over-text").text.startswith("Chicago over")
        assert "Chicago over" in _by_id(driver, "facts").text
        assert _by_id(driver, "next").text == "Next Chicago, same four"
        _shot(driver, "d11-chicago-over")
    finally:
        server.stop()


def test_whist_foot_is_labelled(driver: Any, tmp_path: Path) -> None:
    deals = [
        {"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}},
        {"tricks": {"NS": 5, "EW": 8}, "honours": {"NS": 2, "EW": 2}},
    ]
    server, url, pin, _db = _serve(tmp_path, {"game": "short_whist", "table": "2", "deals": deals})
    try:
        _view(driver, 360, 740, True)
        _pin(driver, url, pin)
        driver.find_element("css selector", 'button[data-seat="East"]').click()
        _wait(driver, lambda d: _by_id(d, "pad-screen").is_displayed())
        labels = [e.text for e in driver.find_elements("css selector", "#pad tr.col-label td")]
        assert labels == ["Points"]
        games = [e.text for e in driver.find_elements("css selector", "#pad tr.games td")]
        assert games == ["game: 3", ""]
        assert _by_id(driver, "total-label").text == "Totals: the games' values"
        assert (_by_id(driver, "total-we").text, _by_id(driver, "total-they").text) == ("3", "0")
        driver.execute_script("document.getElementById('pad').scrollIntoView()")
        _shot(driver, "d11-whist-foot")
    finally:
        server.stop()
