"""What the table-entry page tests share besides the browser itself (tests/browser/conftest.py):
waiting for the page, finding an element, the phone's size and colour scheme, and where the
screenshots go ($SCOREPAD_SHOTS, or the running test's temporary folder: the browser tests'
autouse fixture sets it)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from scorepad.records.record import Rubber
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend
from scorepad.serve.server import ServerThread
from scorepad.store import Store

#: The date and the four of :func:`served_rubber`.
DATE = "2026-11-29"
FOUR = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}

#: The running test's temporary folder (set by tests/browser/conftest.py for each test).
SHOTS_HOME: list[Path] = [Path(".")]


def wait(driver: Any, test: Any, timeout: float = 10) -> Any:
    """Until ``test(driver)`` is true (Selenium's WebDriverWait); its value."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(test)


def by_id(driver: Any, name: str) -> Any:
    return driver.find_element("id", name)


def shots() -> Path:
    """The folder the screenshots go to, made if need be."""
    out = Path(os.environ.get("SCOREPAD_SHOTS") or SHOTS_HOME[0] / "shots")
    out.mkdir(parents=True, exist_ok=True)
    return out


def view(driver: Any, w: int, h: int, dark: bool) -> None:
    """The page as a phone (under 700 px wide) or a tablet of ``w``×``h`` shows it, in the
    light or dark colour scheme."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": w < 700},
    )
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]},
    )


def open_table(
    driver: Any, url: str, pin: str, who: str = "Cat", until: str = "pad-screen"
) -> None:
    """A table's page opened as a table would: its PIN, then who is entering; until the element
    ``until`` shows."""
    driver.get(url)
    wait(driver, lambda d: by_id(d, "pin-screen").is_displayed())
    by_id(driver, "pin").send_keys(pin)
    by_id(driver, "pin-go").click()
    wait(driver, lambda d: by_id(d, "who-screen").is_displayed())
    by_id(driver, "who").send_keys(who)
    by_id(driver, "who-go").click()
    wait(driver, lambda d: by_id(d, until).is_displayed())


def served_rubber(
    tmp_path: Path, game: str, deals: list[dict[str, Any]] | None = None
) -> tuple[Any, str, str, Path]:
    """A history of one rubber of ``game`` at table "1" (Ann, Bob, Cat and Dan), its evening's
    entry started and served on 127.0.0.1: (the server, the table's address, its PIN, the
    history). The caller stops the server."""
    db = tmp_path / f"{game}.db"
    record = {"game": game, "played_on": DATE, "table": "1", "players": FOUR}
    with Store.open(db, backup=False) as store:
        store.create_rubber(Rubber.from_json({**record, "deals": deals or []}))
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["1"])).start()
    return server, f"{server.url}/t/{session.table_token('1')}/1", session.pins["1"], db
