"""The progressive start (issue 12, "Quick"): the front rubber's pad paints first, the menus
come just after, and nothing typed in between is lost; ``--exit-when-ready``.

No timing is asserted here: the figures are bench/bench_startup.py's.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.record import Rubber
from scorepad.store import Store
from tests.helpers.gui import PLAYERS
from tests.helpers.paths import ROOT

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


@pytest.fixture
def in_play(store: Store) -> int:
    rid = store.create_rubber(Rubber(game="contract", players=dict(PLAYERS)))
    store.record_deal(rid, {"declarer": "N", "contract": "2S", "result": 8})
    return rid


@pytest.fixture
def deferred(qtbot: Any, store: Store, in_play: int, settings_dir: Path, messages: list) -> Any:
    """The window as ``scorepad`` opens it, before the deferred part of the start has run."""
    from ui.main_window import MainWindow

    w = MainWindow(store, deferred=True)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_pad_is_shown_before_the_menus_are_built(deferred: Any, in_play: int) -> None:
    pane = deferred.pane()
    assert pane is not None and pane.rubber_id == in_play
    assert pane.pad.isVisible() and len(pane.rubber.deals) == 1
    assert not deferred.is_ready
    assert deferred.menuBar().actions() == []
    deferred.finish_start()
    assert deferred.is_ready
    titles = [a.text().replace("&", "") for a in deferred.menuBar().actions()]
    assert titles[:4] == ["File", "Edit", "Rubber", "View"] and "Help" in titles
    assert deferred.export_action.isEnabled()


def test_keys_typed_before_the_entry_is_ready_reach_the_quick_entry(
    deferred: Any, qtbot: Any
) -> None:
    pane = deferred.pane()
    qtbot.keyClicks(pane.pad, "4H")
    qtbot.keyClicks(deferred, " S")
    qtbot.keyClicks(pane.quick, " 10")
    assert pane.quick.text() == ""  # held, not typed yet (and not lost)
    with qtbot.waitSignal(deferred.ready, timeout=5000):
        deferred.finish_start()
    assert pane.quick.text() == "4H S 10"
    assert pane.quick.hasFocus() or deferred.focusWidget() is pane.quick
    # Typing goes on where it left off, straight into the entry.
    qtbot.keyClicks(pane.quick, "!")
    assert pane.quick.text() == "4H S 10!"


def test_a_hand_typed_and_entered_early_is_recorded(deferred: Any, qtbot: Any) -> None:
    pane = deferred.pane()
    qtbot.keyClicks(pane.pad, "3NT E 9")
    qtbot.keyClick(pane.pad, Qt.Key.Key_Return)
    assert len(pane.rubber.deals) == 1
    deferred.finish_start()
    assert len(pane.rubber.deals) == 2
    assert pane.rubber.deals[-1]["contract"] == "3NT"
    assert pane.quick.text() == ""


def test_finish_start_runs_once(deferred: Any, qtbot: Any) -> None:
    deferred.finish_start()
    menus = len(deferred.menuBar().actions())
    with qtbot.assertNotEmitted(deferred.ready):
        deferred.finish_start()
    assert len(deferred.menuBar().actions()) == menus


def test_an_empty_history_starts_progressively_too(
    qtbot: Any, store: Store, settings_dir: Path, messages: list
) -> None:
    from ui.main_window import MainWindow

    w = MainWindow(store, deferred=True)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    qtbot.keyClicks(w, "xyz")  # no entry to give them to: dropped, nothing breaks
    w.finish_start()
    assert w.is_ready and w.welcome.isVisible()
    assert not w.export_action.isEnabled()


@pytest.mark.parametrize("flag", ["--exit-when-ready", "--exit-after-paint"])
def test_the_exit_flags_start_like_a_user_and_exit_0(
    db_path: Path, tmp_path: Path, flag: str
) -> None:
    s = Store.open(db_path, backup=False)
    rid = s.create_rubber(Rubber(game="short_whist", players=dict(PLAYERS)))
    s.record_deal(rid, {"tricks": {"NS": 8, "EW": 5}})
    s.close()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "HOME": str(tmp_path),
    }
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "--db", str(db_path), flag],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    s = Store.open(db_path, backup=False)
    assert s.rubber_info(rid).state == "in_play" and len(s.load_rubber(rid).deals) == 1
    s.close()
