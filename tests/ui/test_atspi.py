"""The window read as a screen reader reads it (Orca on Linux): under Xvfb, on a session bus
with the AT-SPI registry, Qt's AT-SPI bridge on, and pyatspi (Debian's python3-pyatspi) walking
the tree. Every control shown has a name; the pad's description holds its heads, totals, next
dealer and vulnerability; every control shown says what it does or takes (its description:
a tab list's is its tabs'); the status bar says the hand just recorded. Skipped without Xvfb,
dbus-run-session, at-spi2-core or python3-pyatspi (``SCOREPAD_REQUIRE_ATSPI=1`` fails instead:
.ci/run installs them)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUS = Path("/usr/libexec/at-spi-bus-launcher")
CONTROLS = {
    "push button",
    "check box",
    "combo box",
    "spin button",
    "text",
    "table",
    "page tab list",
    "radio button",
}


def _missing() -> list[str]:
    missing = [t for t in ("xvfb-run", "dbus-run-session") if shutil.which(t) is None]
    if not BUS.exists():
        missing.append("at-spi2-core")
    probe = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True)
    if probe.returncode != 0:
        missing.append("python3-pyatspi")
    return missing


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, object]]:
    missing = _missing()
    if missing:
        reason = "no AT-SPI to read the window with: " + ", ".join(missing)
        if os.environ.get("SCOREPAD_REQUIRE_ATSPI") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp("atspi")
    script = (
        f"{BUS} --launch-immediately & sleep 1; "
        f"{sys.executable} -m tests.helpers.atspi_app 20 {folder} & app=$!; "
        "/usr/bin/python3 tests/helpers/atspi_reader.py 4; kill $app 2>/dev/null; wait $app"
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        ["xvfb-run", "-a", "dbus-run-session", "--", "bash", "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    line = next((x for x in done.stdout.splitlines() if x.startswith("ATSPI ")), None)
    assert line is not None, done.stdout + done.stderr
    read = json.loads(line.removeprefix("ATSPI "))
    assert read["found"], "the window is not on the AT-SPI bus"
    nodes: list[dict[str, object]] = read["nodes"]
    return nodes


def test_every_control_shown_has_a_name(tree: list[dict[str, object]]) -> None:
    shown = [n for n in tree if n["showing"] and n["role"] in CONTROLS]
    assert len(shown) >= 10
    nameless = [(n["role"], n["parent"]) for n in shown if not str(n["name"]).strip()]
    assert not nameless, nameless


def test_the_pad_is_read_with_its_totals_and_next_dealer(tree: list[dict[str, object]]) -> None:
    (pad,) = [n for n in tree if n["name"] == "Score pad"]
    said = str(pad["description"])
    assert "Mrs Grey" in said and "Dr Lamb" in said
    assert "Totals: We " in said and "Next to deal: " in said and "Vulnerable: " in said
    assert "They, above the line: " in said and "below the line: game 1: " in said
    assert pad["focusable"]


def test_the_status_bar_says_the_hand_recorded(tree: list[dict[str, object]]) -> None:
    (bar,) = [n for n in tree if n["role"] == "status bar"]
    assert bar["name"] == "Status"
    assert str(bar["description"]).startswith("Hand 4 recorded: 4 spades by North, 10 tricks")


def test_every_control_shown_says_what_it_does(tree: list[dict[str, object]]) -> None:
    shown = [n for n in tree if n["showing"] and n["role"] in CONTROLS | {"page tab"}]
    # (a page tab list says nothing of its own in Qt: a reader is on one of its tabs)
    silent = [
        (n["role"], n["name"])
        for n in shown
        if not str(n["description"]).strip() and n["role"] != "page tab list"
    ]
    assert not silent, silent
    (tricks,) = [n for n in shown if n["name"] == "Tricks won by the declarer's side"]
    assert (tricks["role"], tricks["description"]) == (
        "spin button",
        "The tricks the declaring side took, 0 to 13",
    )
    (record,) = [n for n in shown if n["role"] == "push button" and n["name"] == "Record hand"]
    assert record["description"] == "Record the hand in the form or the quick entry (Enter)"
    tabs = [n for n in shown if n["role"] == "page tab"]
    assert tabs and all("Ctrl+Tab" in str(n["description"]) for n in tabs)
