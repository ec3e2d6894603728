"""The phone pages audited as a screen reader and a keyboard find them: axe-core (the npm
package, .ci/package.json) on every screen of a table's page, the drive page and the stopped
page, at 100 % and 200 %, in the light, dark and high-contrast looks, with no violation of WCAG
2.1 A and AA (names, labels, contrast, ...); Tab reaches every button and field with a focus ring
in sight; the text-size control is remembered and makes the page larger."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.access import served_drive
from tests.helpers.browser import by_id, open_table, served_rubber, view, wait

AXE = Path(__file__).resolve().parents[2] / ".ci" / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


@pytest.fixture
def axe() -> str:
    if not AXE.exists():
        reason = "axe-core is not installed: npm ci --prefix .ci"
        if os.environ.get("SCOREPAD_REQUIRE_BROWSER") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    return AXE.read_text(encoding="utf-8")


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[str, str]]:
    server, url, pin, _db = served_rubber(
        tmp_path, "contract", [{"contract": "4S", "declarer": "N", "result": 10}]
    )
    try:
        yield url, pin
    finally:
        server.stop()


def audit(driver: Any, source: str) -> list[str]:
    """axe-core's violations of WCAG 2.1 A and AA on the page as it is now."""
    if not driver.execute_script("return typeof window.axe !== 'undefined'"):
        driver.execute_script(source)
    result = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const only = {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']};
        axe.run(document, only)
          .then(r => done(r.violations.map(v => v.id + ': ' + v.help + ' (' +
                v.nodes.map(n => n.target.join(' ')).join(', ') + ')')))
          .catch(e => done(['axe failed: ' + e]));
        """,
        TAGS,
    )
    return list(result)


def looks(driver: Any) -> Iterator[str]:
    """The page in each look: light, dark, the phone's own high contrast, the page's Contrast
    button, each at 100 % and 200 %."""
    for size in ("100", "200"):
        for look in ("light", "dark", "prefers-contrast", "contrast-button"):
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia",
                {
                    "features": [
                        {
                            "name": "prefers-color-scheme",
                            "value": "dark" if look == "dark" else "light",
                        },
                        {
                            "name": "prefers-contrast",
                            "value": "more" if look == "prefers-contrast" else "no-preference",
                        },
                    ]
                },
            )
            driver.execute_script(
                "document.documentElement.setAttribute('data-text', arguments[0]);"
                "if (arguments[1]) document.documentElement.setAttribute('data-contrast', 'more');"
                "else document.documentElement.removeAttribute('data-contrast');",
                size,
                look == "contrast-button",
            )
            yield f"{look} at {size} %"


def audit_every_look(driver: Any, source: str, screen: str) -> list[str]:
    found = []
    for look in looks(driver):
        found += [f"{screen}, {look}: {v}" for v in audit(driver, source)]
    return found


def test_axe_finds_what_it_should(driver: Any, axe: str, tmp_path: Path) -> None:
    # (the audit can fail: a field without a label and grey on grey are violations)
    page = tmp_path / "bad.html"
    page.write_text(
        '<!doctype html><html lang="en"><head><title>t</title></head><body><main>'
        '<input id="x"><p style="color:#bbb;background:#fff">faint</p></main></body></html>'
    )
    driver.get(page.as_uri())
    ids = {v.split(":")[0] for v in audit(driver, axe)}
    assert {"label", "color-contrast"} <= ids


def test_a_tables_page_passes_axe_on_every_screen(driver: Any, axe: str, table: Any) -> None:
    url, pin = table
    view(driver, 390, 844, dark=False)
    driver.get(url)
    wait(driver, lambda d: by_id(d, "pin-screen").is_displayed())
    found = audit_every_look(driver, axe, "PIN screen")
    open_table(driver, url, pin)
    found += audit_every_look(driver, axe, "pad screen")
    assert not found, "\n".join(found)


def test_the_drive_page_and_the_stopped_page_pass_axe(
    driver: Any, axe: str, tmp_path: Path
) -> None:
    found = []
    for base, session in served_drive(tmp_path):
        view(driver, 390, 844, dark=False)
        driver.get(f"{base}/{session.table_token('1')}/1")
        wait(driver, lambda d: by_id(d, "pin-screen").is_displayed())
        found += audit_every_look(driver, axe, "drive PIN screen")
        by_id(driver, "pin").send_keys(session.pins["1"])
        by_id(driver, "pin-go").click()
        wait(driver, lambda d: not by_id(d, "pin-screen").is_displayed())
        found += audit_every_look(driver, axe, "drive table")
        stopped = f"{base}/no-such-token/1"
        driver.get(stopped)
        wait(driver, lambda d: by_id(d, "not-running").is_displayed())
        found += audit_every_look(driver, axe, "stopped page")
    assert not found, "\n".join(found)


def test_tab_reaches_every_control_with_its_focus_in_sight(driver: Any, table: Any) -> None:
    url, pin = table
    view(driver, 390, 844, dark=False)
    open_table(driver, url, pin)
    for contrast in (False, True):
        driver.execute_script(
            "if (arguments[0]) document.documentElement.setAttribute('data-contrast', 'more');"
            "else document.documentElement.removeAttribute('data-contrast');"
            "document.activeElement.blur(); window.scrollTo(0, 0);",
            contrast,
        )
        controls = driver.execute_script(
            "return [...document.querySelectorAll('button, input, select, textarea, a[href]')]"
            ".filter(e => e.offsetParent !== null && !e.disabled).length"
        )
        assert controls >= 5
        seen: set[str] = set()
        body = driver.find_element("tag name", "body")
        for _ in range(controls + 3):
            body.send_keys("\ue004")  # Tab
            info = driver.execute_script(
                """
                const e = document.activeElement, s = getComputedStyle(e);
                const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2)
                  || (s.boxShadow && s.boxShadow !== 'none');
                return [e.tagName + '#' + (e.id || e.textContent.trim()), ring];
                """
            )
            name, ring = info
            if name.startswith("BODY"):
                continue
            assert ring, f"{name}: no focus ring in sight"
            seen.add(name)
        assert len(seen) >= controls, (controls, sorted(seen))


def test_the_text_size_control_is_remembered_and_makes_the_page_larger(
    driver: Any, table: Any
) -> None:
    url, pin = table
    view(driver, 390, 844, dark=False)
    open_table(driver, url, pin)

    def root_px() -> float:
        return float(
            driver.execute_script(
                "return parseFloat(getComputedStyle(document.documentElement).fontSize)"
            )
        )

    assert root_px() == 20
    group = by_id(driver, "look")
    assert group.get_attribute("aria-label") == "Text size and contrast"
    larger = group.find_element("css selector", "button[aria-label='Text size 200 %']")
    larger.click()
    assert root_px() == 40 and larger.get_attribute("aria-pressed") == "true"
    contrast = group.find_element("css selector", "button[aria-label='High contrast']")
    contrast.click()
    assert driver.execute_script("return getComputedStyle(document.body).backgroundColor") == (
        "rgb(255, 255, 255)"
    )
    driver.refresh()  # kept on the phone
    wait(driver, lambda d: by_id(d, "look").is_displayed())
    assert root_px() == 40
    assert driver.execute_script("return document.documentElement.dataset.contrast") == "more"
    # at 200 % a phone still shows the pad whole across, nothing wider than the screen
    width = driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390
