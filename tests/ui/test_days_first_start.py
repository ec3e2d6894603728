"""The day's first start: the check and the backup run in the background, once the window takes
typing, and never stand before it (ui/daily_run.py, scorepad/store/daily.py).

The history is big enough that the check takes at least 300 ms: 1,500 rubbers from
bench/gen_history.py, none of their chains checked yet, so that the day's check spends its whole
budget (``DAILY_CHECK_S``, half a second) on them. Where a test must be sure of where the check
or the copy stands when it acts, it holds them at a gate; no time is asserted.
"""

from __future__ import annotations

import datetime as dt
import shutil
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from scorepad.store import Store, backup, backup_path
from scorepad.store import checks as store_checks
from scorepad.store.daily import BACKING_UP, CHECK_BATCH, DAILY_CHECK_S, run_daily
from scorepad.store.files import Stop, is_sound
from scorepad.store.front import read_front
from ui import daily_run
from ui.main_window import MainWindow

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
    pytest.mark.qt_log_ignore("^This plugin does not support"),
]

RUBBERS = 1500


@pytest.fixture(scope="module")
def big_history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A club history of 1,500 rubbers (three in play today), made once for the module."""
    from bench.gen_history import generate

    path = tmp_path_factory.mktemp("big") / "history.db"
    generate(path, RUBBERS, 60, 3, 1904)
    for leftover in path.parent.glob("history.backup-*"):
        leftover.unlink()
    return path


@pytest.fixture
def history(big_history: Path, tmp_path: Path) -> Path:
    """A copy of the big history with no backup of today beside it: the day's first start."""
    path = tmp_path / "history.db"
    shutil.copy2(big_history, path)
    assert not backup_path(path).exists()
    return path


class Gate:
    """The day's check of the chains held until the test opens it: ``reached`` once the check
    stands at it (its read transaction begun, so its moment of the history taken)."""

    def __init__(self) -> None:
        self.opened = threading.Event()
        self.reached = threading.Event()

    def set(self) -> None:
        self.opened.set()


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    """Holds the day's check of the chains until the test opens it (set)."""
    held_at = Gate()
    chains = store_checks.chains

    def held(*args: Any, **kwargs: Any) -> Any:
        held_at.reached.set()
        held_at.opened.wait(30)
        return chains(*args, **kwargs)

    monkeypatch.setattr(store_checks, "chains", held)
    yield held_at
    held_at.set()


def _start(qtbot: Any, path: Path) -> MainWindow:
    """The window as ``scorepad`` starts it on the day's first start: the front rubber's pad
    painted first, the store opened with the day's work left to the background, then ready."""
    front = read_front(path)
    assert front is not None, "the day's first start reads its front rubber alone"
    window = MainWindow(None, deferred=True)
    qtbot.addWidget(window)
    window.show_front(front)
    painted: list[bool] = []
    from ui.main_window import first_paint_then

    first_paint_then(window.front_pad(), lambda: painted.append(True))
    window.show()
    qtbot.waitUntil(lambda: painted == [True])
    store = Store.open(path, day="apart")
    assert store.daily_due and not backup_path(path).exists()
    window.attach_store(store)
    window.open_rubbers_in_play()
    window.finish_start()
    assert window.is_ready
    return window


def _status(window: MainWindow) -> str:
    label = window.findChild(QLabel, "daily_status")
    return label.text() if label is not None else ""


def _wait_done(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(
        lambda: window.daily is not None and window.daily.found is not None, timeout=60_000
    )
    qtbot.waitUntil(lambda: not window.store.daily_due, timeout=10_000)


def test_the_pad_paints_and_a_hand_is_recorded_before_the_check_ends(
    qtbot: Any, history: Path, settings_dir: Path, messages: list, summaries: list, gate: Gate
) -> None:
    window = _start(qtbot, history)
    store = window.store
    try:
        qtbot.waitUntil(lambda: window.daily is not None and window.daily.running())
        assert _status(window) == "Checking the history…"
        # The hand comes after the check's moment (not while PRAGMA quick_check still runs).
        qtbot.waitUntil(gate.reached.is_set, timeout=30_000)
        pane = window.pane()
        assert pane is not None and pane.quick.isEnabled()
        before = len(pane.rubber.deals)
        qtbot.keyClicks(pane.quick, "2H S 8")
        qtbot.keyClick(pane.quick, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(pane.rubber.deals) == before + 1)
        # Recorded, committed, in the file, while the check still runs (held at its gate).
        assert window.daily.running() and window.daily.found is None
        with sqlite3.connect(history) as other:
            (n,) = other.execute(
                "SELECT count(*) FROM deals WHERE rubber_id = ?", [pane.rubber_id]
            ).fetchone()
        assert n == before + 1
        assert not backup_path(history).exists()
        gate.set()
        _wait_done(qtbot, window)
        found = window.daily.found
        assert found is not None and found.damage is None and found.backup_error is None
        assert found.chain_problems == {} and len(found.sound) >= 25
        assert _status(window) == "History checked · Backup made"
        assert window.findChild(QWidget, "chain_banner") is None
        made = backup_path(history)
        assert made.exists() and is_sound(made)
        with sqlite3.connect(made) as copy:  # the backup is of one moment, whole
            assert copy.execute("SELECT count(*) FROM rubbers").fetchone()[0] >= RUBBERS
        assert messages == []
    finally:
        window.close()
        store.close()
    # The chains found sound were marked checked when the store was closed; not the rubber
    # recorded in since the check's moment (its chain has grown: checked again next time).
    recorded = pane.rubber_id
    assert recorded in {rid for _head, rid in found.sound}
    with sqlite3.connect(history) as c:
        (marked,) = c.execute(
            "SELECT count(*) FROM rubbers WHERE chain_checked IS chain_head"
        ).fetchone()
    assert marked == len(found.sound) - 1


def test_the_check_stops_at_its_budget_on_a_history_this_big(history: Path) -> None:
    """The day's check reads chains a batch at a time until its budget is spent: with no
    budget, one batch of this history's unchecked rubbers, the rest left for the next day. (At
    this machine's speed the whole check of these 1,500 chains takes about 0.6 s: more than the
    300 ms the window must not wait for.)"""
    assert DAILY_CHECK_S >= 0.3
    found = run_daily(history, Stop(), budget=0.0, backup_too=False)
    with sqlite3.connect(history) as c:
        (unchecked,) = c.execute(
            "SELECT count(*) FROM rubbers WHERE chain_checked IS NOT chain_head"
        ).fetchone()
    assert found.damage is None and len(found.sound) == CHECK_BATCH < unchecked


def test_chains_that_do_not_match_are_shown_in_the_banner(
    qtbot: Any, history: Path, settings_dir: Path, messages: list, summaries: list
) -> None:
    with sqlite3.connect(history) as c:  # a rubber edited by hand, outside Scorepad
        (rid,) = c.execute(
            "SELECT max(rubber_id) FROM deals WHERE rubber_id IN "
            "(SELECT id FROM rubbers WHERE state != 'in_play')"
        ).fetchone()
        c.execute(
            "UPDATE seats SET player_id = (SELECT player_id FROM seats WHERE rubber_id = ? "
            "AND seat = 'E') WHERE rubber_id = ? AND seat = 'N'",
            [rid, rid],
        )
    c.close()
    window = _start(qtbot, history)
    store = window.store
    try:
        _wait_done(qtbot, window)
        assert rid in store.chain_problems
        banner = window.findChild(QWidget, "chain_banner")
        assert banner is not None and banner.isVisible()
        text = banner.findChild(QLabel, "chain_banner_text").text()
        assert "1 rubber does not match" in text
        assert backup_path(history).exists()  # a chain problem is not damage to the file
    finally:
        window.close()
        store.close()


def _damage(path: Path) -> None:
    """Spoil one page of an index in the middle of the file (the pad, the open and the front
    rubber's read never use it; SQLite's quick_check finds it)."""
    with sqlite3.connect(path) as c:
        pages = [
            r[0]
            for r in c.execute(
                "SELECT pageno FROM dbstat WHERE name = 'results_player' AND pagetype = 'leaf' "
                "ORDER BY pageno"
            )
        ]
        (size,) = c.execute("PRAGMA page_size").fetchone()
    c.close()
    assert len(pages) > 4
    with path.open("r+b") as fh:
        fh.seek((pages[len(pages) // 2] - 1) * size)
        fh.write(b"\xff" * size)


def test_damage_found_by_the_check_shows_the_banner_and_offers_the_last_good_backup(
    qtbot: Any,
    history: Path,
    settings_dir: Path,
    messages: list,
    summaries: list,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    yesterday = backup(history, today=dt.date.today() - dt.timedelta(days=1))
    assert yesterday is not None
    _damage(history)
    offered: list[str] = []
    monkeypatch.setattr(MainWindow, "offer_restore", lambda self, e: offered.append(str(e)))
    window = _start(qtbot, history)
    store = window.store
    try:
        _wait_done(qtbot, window)
        assert window.daily.found.damage is not None
        banner = window.findChild(QLabel, "read_only_banner")
        assert banner is not None and banner.isVisible() and "read-only" in banner.text()
        assert "read-only" in window.windowTitle()
        assert store.read_only
        qtbot.waitUntil(lambda: offered != [])
        assert "damaged" in offered[0]
        assert not backup_path(history).exists()  # a damaged file is not copied
        pane = window.pane()
        assert pane is not None
        before = len(pane.rubber.deals)
        qtbot.keyClicks(pane.quick, "2H S 8")
        qtbot.keyClick(pane.quick, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: messages != [])
        assert "read-only" in messages[-1][1]  # refused, and said
        assert len(pane.rubber.deals) == before and pane.quick.text() == "2H S 8"  # kept
    finally:
        window.close()
        store.close()


class _GatedStop(Stop):
    """A Stop whose copy waits at its first step until stopped (the test's quit)."""

    def __init__(self) -> None:
        super().__init__()
        self.copying = threading.Event()
        self.in_copy = threading.Event()

    def check(self) -> None:
        if self.copying.is_set() and not self.is_set():
            self.in_copy.set()
            self._event.wait(30)
        super().check()


def test_a_quit_during_the_backup_leaves_no_half_backup_and_the_next_start_makes_one(
    qtbot: Any,
    history: Path,
    settings_dir: Path,
    messages: list,
    summaries: list,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stops: list[_GatedStop] = []

    def gated() -> _GatedStop:
        stops.append(_GatedStop())
        return stops[-1]

    step = daily_run.DailyRun._step

    def told(self: Any, what: str) -> None:
        if what == BACKING_UP:
            self.halt.copying.set()
        step(self, what)

    monkeypatch.setattr(daily_run, "Stop", gated)
    monkeypatch.setattr(daily_run.DailyRun, "_step", told)
    window = _start(qtbot, history)
    store = window.store
    try:
        qtbot.waitUntil(lambda: stops != [] and stops[0].in_copy.is_set(), timeout=60_000)
        half = [f for f in history.parent.iterdir() if f.name.startswith(".scorepad-tmp-")]
        assert half, "the copy had begun"
        assert "Backing up the history" in _status(window)
        window.close()  # quitting: the copy is stopped, and waited for
        assert not window.daily.running()
    finally:
        store.close()
    left = sorted(f.name for f in history.parent.iterdir() if f.name != "settings")
    assert left == ["history.db"], left  # no half backup, nothing in the rotation
    assert window.daily.found is not None and window.daily.found.stopped

    monkeypatch.undo()
    again = _start(qtbot, history)  # the next start makes it
    try:
        _wait_done(qtbot, again)
        assert _status(again) == "History checked · Backup made"
        assert is_sound(backup_path(history))
    finally:
        again.close()
        again.store.close()


def test_a_history_older_than_its_backup_is_said_when_the_check_finds_it(
    qtbot: Any, history: Path, settings_dir: Path, messages: list, summaries: list
) -> None:
    """The anchors' comparison with the newest backup is part of the day's check in the
    background: a history put back from an older copy gets its line in the status bar."""
    older = history.with_name("older.db")
    shutil.copy2(history, older)
    with Store.open(history, backup=False) as s:
        rid = s.rubbers_in_play()[0].id
        s.record_deal(rid, {"declarer": "N", "contract": "2S", "result": 8})
    assert backup(history, today=dt.date.today() - dt.timedelta(days=1)) is not None
    shutil.copy2(older, history)  # the history as it was before that hand: older than its backup
    window = _start(qtbot, history)
    store = window.store
    try:
        assert window.findChild(QLabel, "backup_banner") is None  # not before the check
        _wait_done(qtbot, window)
        banner = window.findChild(QLabel, "backup_banner")
        assert banner is not None and "older than its backup" in banner.text()
        assert f"rubber {rid}" in banner.toolTip()
    finally:
        window.close()
        store.close()
