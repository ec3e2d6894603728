"""The browser the page tests share: headless Chromium (Debian's chromium and chromium-driver),
with the driver given explicitly so that Selenium never downloads one, and ``--no-sandbox`` since
CI runs as root. Without it the tests skip; ``SCOREPAD_REQUIRE_BROWSER=1`` makes that a failure."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import browser

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")


def _need_browser() -> None:
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.exists()]
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("selenium (pip install -e '.[test]')")
    if missing:
        reason = "no browser for the page tests: " + ", ".join(missing)
        reason += " (apt-get install chromium chromium-driver)"
        if os.environ.get("SCOREPAD_REQUIRE_BROWSER") == "1":
            pytest.fail(reason + "; SCOREPAD_REQUIRE_BROWSER=1 requires it")
        pytest.skip(reason)


@pytest.fixture
def driver() -> Iterator[Any]:
    _need_browser()
    from selenium import webdriver

    profile = tempfile.mkdtemp(prefix="scorepad-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile}",
    ):
        options.add_argument(arg)
    # The phone's own language, as a British phone sends it (Chromium's default, en-US, would
    # choose American English: the page follows a phone's Accept-Language, issue 25).
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-GB,en"})
    options.add_argument("--lang=en-GB")
    service = webdriver.ChromeService(executable_path=str(CHROMEDRIVER))
    d = webdriver.Chrome(service=service, options=options)
    d.set_page_load_timeout(30)
    try:
        yield d
    finally:
        d.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(autouse=True)
def _shots_home(tmp_path: Path) -> None:
    """Screenshots of the test go to its temporary folder unless $SCOREPAD_SHOTS says where."""
    browser.SHOTS_HOME[:] = [tmp_path]
