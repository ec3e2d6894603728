"""The table-entry page in the evening's language, or the phone's: its marked words (the PIN
screen, who is entering, the pad's heads and buttons) are German when table entry was started in
German and the phone asks for a language Scorepad has not, Polish when the phone asks for Polish.
Screenshots of each are left in the shots folder. Headless Chromium (skips without)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad import i18n
from tests.helpers.browser import by_id, served_rubber, shots, view, wait


@pytest.fixture
def german_evening() -> Iterator[None]:
    i18n.choose("de")  # as `scorepad --lang de serve` or the window in German starts it
    yield
    i18n.choose(i18n.SOURCE)


def _phone_asks_for(driver: Any, accept_language: str) -> None:
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": accept_language}}
    )


@pytest.mark.parametrize(
    ("accept", "lang", "words"),
    [
        ("ja-JP,ja;q=0.9", "de", ("Tisch öffnen", "Wer gibt ein?", "WIR", "Senden")),
        ("pl-PL,pl;q=0.9", "pl", ("Otwórz stół", "Kto wpisuje?", "MY", "Wyślij")),
    ],
)
def test_the_page_speaks_the_evenings_language_or_the_phones(
    driver: Any,
    tmp_path: Path,
    german_evening: None,
    accept: str,
    lang: str,
    words: tuple[str, ...],
) -> None:
    server, url, pin, _db = served_rubber(tmp_path, "contract")
    try:
        _phone_asks_for(driver, accept)
        view(driver, 360, 740, False)
        driver.get(url)
        wait(driver, lambda d: by_id(d, "pin-screen").is_displayed())
        assert driver.find_element("tag name", "html").get_attribute("lang") == lang
        assert by_id(driver, "pin-go").text == words[0]
        driver.save_screenshot(str(shots() / f"language-{lang}-pin.png"))
        by_id(driver, "pin").send_keys(pin)
        by_id(driver, "pin-go").click()
        wait(driver, lambda d: by_id(d, "who-screen").is_displayed())
        assert words[1] in by_id(driver, "who-screen").text
        driver.save_screenshot(str(shots() / f"language-{lang}-who.png"))
        by_id(driver, "who").send_keys("Cat")
        by_id(driver, "who-go").click()
        wait(driver, lambda d: by_id(d, "pad-screen").is_displayed())
        pad = by_id(driver, "pad-screen").text
        assert words[2] in pad and words[3] in pad
        driver.save_screenshot(str(shots() / f"language-{lang}-pad.png"))
    finally:
        server.stop()


def test_the_pages_scripts_say_their_words_in_the_pages_language(
    driver: Any, tmp_path: Path, german_evening: None
) -> None:
    """The words the scripts write (static/words.js's T()) come from the page's JSON block:
    the page of an address whose entry is not running names its table in Polish."""
    server, url, _pin, _db = served_rubber(tmp_path, "contract")
    try:
        _phone_asks_for(driver, "pl")
        view(driver, 360, 740, False)
        driver.get(url.rsplit("/t/", 1)[0] + "/t/no-such-entry/1")
        wait(driver, lambda d: by_id(d, "title").text == "Scorepad · Stół 1")
        assert (
            "Pod tym adresem nie działa wpisywanie przy stołach"
            in by_id(driver, "not-running").text
        )
        driver.save_screenshot(str(shots() / "language-pl-stopped.png"))
    finally:
        server.stop()


def test_a_german_evenings_page_says_its_scripts_messages_in_german(
    driver: Any, tmp_path: Path, german_evening: None
) -> None:
    """What the scripts set themselves (entry.js's and page.js's T() and TN()) is German on a
    German evening's page, and so is the server's refusal of a wrong PIN: the page's words
    and the JSON's ``error`` both."""
    server, url, pin, _db = served_rubber(tmp_path, "contract")
    try:
        _phone_asks_for(driver, "ja-JP,ja;q=0.9")  # a language Scorepad has not: the evening's
        view(driver, 360, 740, False)
        driver.get(url)
        wait(driver, lambda d: by_id(d, "pin-screen").is_displayed())
        assert by_id(driver, "title").text == "Scorepad · Tisch 1"  # entry.js
        by_id(driver, "pin").send_keys("0000000")
        by_id(driver, "pin-go").click()
        wait(driver, lambda d: by_id(d, "status").text.startswith("Falsche PIN"))
        by_id(driver, "pin").clear()
        by_id(driver, "pin").send_keys(pin)
        by_id(driver, "pin-go").click()
        wait(driver, lambda d: by_id(d, "who-screen").is_displayed())
        by_id(driver, "who").send_keys("Cat")
        by_id(driver, "who-go").click()
        wait(driver, lambda d: by_id(d, "pad-screen").is_displayed())
        assert by_id(driver, "players").text == "WIR Ann & Cat — SIE Bob & Dan"
        facts = by_id(driver, "facts").text
        assert "WIR brauchen 100 zur Partie" in facts, facts
        assert "Gewonnene Partien: WIR 0, SIE 0" in facts, facts
        assert (
            by_id(driver, "next").get_attribute("textContent") == "Nächster Robber, dieselben vier"
        )
        driver.save_screenshot(str(shots() / "language-de-script-words.png"))
    finally:
        server.stop()
