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
    """First the front rubber's real pad (its recorded deal), alone where its pane puts it;
    then the menus, and the pane with its entry around the pad."""
    pad = deferred.front_pad()
    assert pad is not None and pad.isVisible()
    assert deferred.pane() is None  # the pane comes after the first paint
    assert deferred.rubber_ids() == [in_play]
    assert pad.laid_out() is not None and len(pad._sheet.deals) == 1
    assert not deferred.is_ready
    assert deferred.menuBar().actions() == []
    deferred.finish_start()
    assert deferred.is_ready
    pane = deferred.pane()
    assert pane is not None and pane.rubber_id == in_play and len(pane.rubber.deals) == 1
    assert pane.pad.isVisible() and deferred.front_pad() is pane.pad
    assert deferred.rubber_ids() == [in_play]
    titles = [a.text().replace("&", "") for a in deferred.menuBar().actions()]
    assert titles[:4] == ["File", "Edit", "Rubber", "View"] and "Help" in titles
    assert deferred.export_action.isEnabled()


def test_the_pane_takes_the_state_the_pad_was_painted_from(
    deferred: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The front rubber is read and scored once: the pane is built from the front pad's
    state."""
    read: list[int] = []
    real = deferred.store.rubber_state
    monkeypatch.setattr(deferred.store, "rubber_state", lambda rid: read.append(rid) or real(rid))
    deferred.finish_start()
    assert deferred.pane() is not None and read == []


def test_the_other_tabs_wait_and_get_their_titles(
    qtbot: Any, store: Store, in_play: int, settings_dir: Path, messages: list
) -> None:
    from ui.main_window import MainWindow

    other = store.create_rubber(Rubber(game="short_whist", table="Table 2", players=PLAYERS))
    w = MainWindow(store, deferred=True)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    assert w.rubber_ids() == [in_play, other]
    assert w.tabs.tabText(1) == "Table 2"  # by its table until the start is finished
    w.finish_start()
    assert "Short whist" in w.tabs.tabText(1).replace("&&", "&")
    assert "Mrs Grey" in w.tabs.tabText(1)
    w.tabs.setCurrentIndex(1)
    pane = w.pane()
    assert pane is not None and pane.rubber_id == other


def test_keys_typed_before_the_entry_is_ready_reach_the_quick_entry(
    deferred: Any, qtbot: Any
) -> None:
    qtbot.keyClicks(deferred.front_pad(), "4H")
    qtbot.keyClicks(deferred, " S")
    qtbot.keyClicks(deferred.tabs, " 10")
    with qtbot.waitSignal(deferred.ready, timeout=5000):
        deferred.finish_start()
    pane = deferred.pane()
    assert pane.quick.text() == "4H S 10"  # held, and not lost
    assert pane.quick.hasFocus() or deferred.focusWidget() is pane.quick
    # Typing goes on where it left off, straight into the entry.
    qtbot.keyClicks(pane.quick, "!")
    assert pane.quick.text() == "4H S 10!"


def test_a_hand_typed_and_entered_early_is_recorded(deferred: Any, qtbot: Any) -> None:
    qtbot.keyClicks(deferred.front_pad(), "3NT E 9")
    qtbot.keyClick(deferred.front_pad(), Qt.Key.Key_Return)
    deferred.finish_start()
    pane = deferred.pane()
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
