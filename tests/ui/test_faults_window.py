"""The window under storage faults: another program's write lock, a full disk and a read-only
history each give a plain message, the hand stays in the form, and nothing is dropped."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from scorepad.enums import Side
from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store.failures import DiskFullError
from tests.helpers.gui import press_enter, start, type_into
from ui.main_window import MainWindow


def whist_rubber(*ns: int) -> Rubber:
    return Rubber.from_json(
        {
            "format": "scorepad-rubber/1",
            "game": "short_whist",
            "players": {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"},
            "deals": [{"tricks": {"NS": n, "EW": 13 - n}} for n in ns],
        }
    )


pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

_HOLDER = """
import sqlite3, sys
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("BEGIN IMMEDIATE")
print("held", flush=True)
sys.stdin.readline()
c.execute("ROLLBACK")
"""


def _enter_seven(qtbot: Any, pane: Any, ns: str = "7") -> None:
    box = pane.form.widgets["tricks"].boxes[Side.NS]
    type_into(qtbot, box, ns)
    press_enter(qtbot, box)


def _hold(store: Store) -> subprocess.Popen[str]:
    assert store.path is not None
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(store.path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def test_a_held_write_lock_is_retried_and_the_hand_recorded_when_it_frees(
    window: Any, qtbot: Any, store: Store, messages: list
) -> None:
    pane = start(window, "short_whist")
    holder = _hold(store)
    try:
        _enter_seven(qtbot, pane)
        assert "another program is writing" in window.statusBar().currentMessage().lower()
        assert not messages  # retrying, not failing
        assert pane.form.draft() == {"tricks": {"NS": 7, "EW": 6}}  # the hand is kept
        assert store.rubber_info(pane.rubber_id).deals == 0
        assert pane._retry is not None and pane._retry.pending
        pane.record()  # Enter again while it waits does not record a second hand
    finally:
        holder.communicate("\n", timeout=30)
    qtbot.waitUntil(lambda: store.rubber_info(pane.rubber_id).deals == 1, timeout=20_000)
    qtbot.waitUntil(lambda: pane.form.draft() == {}, timeout=5_000)
    # the wait is no longer told: the hand recorded is (and a screen reader hears it)
    assert not messages and window.statusBar().currentMessage().startswith("Hand 1 recorded: ")
    assert pane.model.rowCount() == 1
    assert store.rubber_info(pane.rubber_id).deals == 1


def test_a_lock_held_past_the_limit_is_told_and_the_hand_kept(
    window: Any, qtbot: Any, store: Store, messages: list, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ui.writer

    monkeypatch.setattr(ui.writer, "RETRY_LIMIT_S", 0.5)
    pane = start(window, "short_whist")
    holder = _hold(store)
    try:
        _enter_seven(qtbot, pane)
        qtbot.waitUntil(lambda: bool(messages), timeout=20_000)
        assert "another program is writing" in messages[-1][1].lower()
        assert "damaged" not in messages[-1][1]
        assert pane.form.draft() == {"tricks": {"NS": 7, "EW": 6}}
        assert store.rubber_info(pane.rubber_id).deals == 0
    finally:
        holder.communicate("\n", timeout=30)
    pane.record()  # once the lock is free the same hand records
    assert store.rubber_info(pane.rubber_id).deals == 1


def test_a_full_disk_is_told_in_words_and_the_hand_is_kept(
    window: Any, qtbot: Any, store: Store, messages: list
) -> None:
    pane = start(window, "short_whist")
    conn = store._conn
    (pages,) = conn.execute("PRAGMA page_count").fetchone()
    conn.execute(f"PRAGMA max_page_count = {pages}")
    others: list[int] = []
    with pytest.raises(DiskFullError):
        for _ in range(2_000):  # other rubbers fill the disk, then hands in them
            others.append(store.create_rubber(Rubber.from_json(pane.rubber.to_json())))
    with pytest.raises(DiskFullError):
        for rid in others * 40:  # (a hand takes few bytes: its chain keeps it by reference)
            store.record_deal(rid, {"tricks": {"NS": 7, "EW": 6}})
    for turn in range(4):  # the hand no longer fits in the pages the file has
        before = store.rubber_info(pane.rubber_id).deals
        ns = "7" if turn % 2 else "6"  # one trick over each way in turn: no game
        _enter_seven(qtbot, pane, ns)
        if messages:
            break
    assert messages and "disk is full" in messages[-1][1]
    assert "damaged" not in messages[-1][1]
    assert pane.form.draft() == {"tricks": {"NS": int(ns), "EW": 13 - int(ns)}}  # kept
    assert store.rubber_info(pane.rubber_id).deals == before
    conn.execute(f"PRAGMA max_page_count = {pages * 100}")
    pane.record()
    assert store.rubber_info(pane.rubber_id).deals == before + 1


def test_a_read_only_history_opens_with_a_banner(
    qtbot: Any, store: Store, settings_dir: Any, messages: list
) -> None:
    assert store.path is not None
    path = store.path
    store.close()
    ro = Store.open(path, read_only=True)
    win = MainWindow(ro)
    qtbot.addWidget(win)
    banner = win.findChild(QLabel, "read_only_banner")
    assert banner is not None and "read-only" in banner.text()
    assert "read-only" in win.windowTitle()
    ro.close()


def _damage_deal(store: Store, rubber_id: int, idx: int = 1) -> None:
    store._conn.execute(
        'UPDATE deals SET record = \'{"tricks": {"NS": 7,\' WHERE rubber_id = ? AND idx = ?',
        [rubber_id, idx],
    )
    store._conn.commit()


def test_a_damaged_deal_quarantines_only_its_rubber(
    qtbot: Any, store: Store, settings_dir: Any, messages: list, summaries: list
) -> None:
    from PySide6.QtWidgets import QTabWidget

    first = store.create_rubber(whist_rubber(7, 6, 7))
    second = store.create_rubber(whist_rubber(6))
    _damage_deal(store, first)
    assert store.damaged_rubbers() == [first]
    win = MainWindow(store)
    qtbot.addWidget(win)
    assert win.open_rubbers_in_play() == 2  # the window starts
    tabs = win.findChild(QTabWidget)
    assert tabs is not None
    texts = [tabs.tabText(i) for i in range(tabs.count())]
    damaged = [i for i, t in enumerate(texts) if "damaged" in t]
    assert len(damaged) == 1
    shown = tabs.widget(damaged[0])
    assert isinstance(shown, QLabel) and "damaged" in shown.text()
    assert f"rubber {first}" in shown.text() and "deal 2" in shown.text()
    assert "deal 1: " in shown.text()  # what can be read
    pane = win.open_rubber(second)  # everything else works
    _enter_seven(qtbot, pane)
    assert store.rubber_info(second).deals == 2
    assert store.rubber_info(first).deals == 3  # nothing written to the quarantined one


def test_the_window_starts_with_a_damaged_deal_without_a_traceback(
    tmp_path: Any, store: Store
) -> None:
    first = store.create_rubber(whist_rubber(7, 6, 7))
    _damage_deal(store, first)
    assert store.path is not None
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-m", "scorepad.cli", "--db", str(store.path), "--exit-after-paint"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_file_menu_restores_a_backup_and_keeps_the_history_aside(
    window: Any, qtbot: Any, store: Store, messages: list
) -> None:
    import datetime as dt

    from scorepad.store.files import backup

    assert window.restore_action in window.file_menu.actions()
    rid = store.create_rubber(whist_rubber(7, 6))
    assert store.path is not None
    path = store.path
    saved = backup(path, today=dt.date(2026, 1, 1))
    assert saved is not None
    store.record_deal(rid, {"tricks": {"NS": 7, "EW": 6}})  # a hand after the backup
    assert window.restore_from_backup(saved)
    assert "Restored" in messages[-1][1]
    with Store.open(path, read_only=True) as again:
        assert again.rubber_info(rid).deals == 2
    (aside,) = path.parent.glob("history.before-restore-*.db")
    with Store.open(aside, read_only=True) as old:
        assert old.rubber_info(rid).deals == 3


def test_a_damaged_history_offers_the_last_good_backup(
    qtbot: Any, store: Store, settings_dir: Any, messages: list
) -> None:
    import datetime as dt

    from scorepad.store.failures import DamagedError
    from scorepad.store.files import backup

    store.import_records([whist_rubber(9, 4, 7).to_json()] * 300)
    assert store.path is not None
    path = store.path
    saved = backup(path, today=dt.date(2026, 1, 1))
    assert saved is not None
    store._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    data = bytearray(path.read_bytes())
    page = 4096
    middle = (len(data) // page // 2) * page
    data[middle : middle + page] = bytes(range(256)) * (page // 256)
    path.write_bytes(bytes(data))
    ro = Store.open(path, read_only=True)
    win = MainWindow(ro)
    qtbot.addWidget(win)
    assert win.offer_restore(DamagedError(path, "test"))
    assert "damaged" in messages[0][1] and saved.name in messages[0][1]
    with Store.open(path) as again:
        assert len(again.rubbers()) == 300


def test_an_unexpected_sqlite_error_is_told_as_such_and_the_hand_kept(
    window: Any, qtbot: Any, store: Store, messages: list
) -> None:
    pane = start(window, "short_whist")
    store._conn.execute(
        "CREATE TRIGGER sabotage BEFORE INSERT ON deals BEGIN SELECT no_such_column "
        "FROM players; END"
    )
    store._conn.commit()
    _enter_seven(qtbot, pane)
    assert messages, "the failed write was silent"
    title, text = messages[-1]
    assert "unexpected problem" in text and "no such column: no_such_column" in text
    assert "Please report it" in text
    for wrong in ("disk", "damaged", "read-only", "another program"):
        assert wrong not in text.replace(str(store.path), ""), wrong
    assert "unexpected" in title.lower()
    assert pane.form.draft() == {"tricks": {"NS": 7, "EW": 6}}  # kept to record again
    assert store.rubber_info(pane.rubber_id).deals == 0
    store._conn.execute("DROP TRIGGER sabotage")
    store._conn.commit()
    pane.record()
    assert store.rubber_info(pane.rubber_id).deals == 1


def test_a_constraint_failure_is_told_as_unexpected_and_still_seen_as_a_bug(
    window: Any, qtbot: Any, store: Store, messages: list
) -> None:
    import sqlite3

    pane = start(window, "short_whist")
    store._conn.execute(
        "CREATE TRIGGER sabotage BEFORE INSERT ON deals BEGIN "
        "SELECT RAISE(ABORT, 'refused by a trigger'); END"
    )
    store._conn.commit()
    with qtbot.capture_exceptions() as raised:
        _enter_seven(qtbot, pane)
    assert messages and "unexpected problem" in messages[-1][1]
    assert "refused by a trigger" in messages[-1][1]
    assert [type(e[1]) for e in raised] == [sqlite3.IntegrityError]  # and the log sees it
    assert pane.form.draft() == {"tricks": {"NS": 7, "EW": 6}}
    assert store.rubber_info(pane.rubber_id).deals == 0
