"""Drive changes reach every view (issue 13): two windows on one drive, a line recorded in one
shows in the other; a drive imported by another connection shows in a window of the history."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store
from scorepad.store import drives as ds
from ui.drives.window import DriveWindow
from ui.notifier import Notifier

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def small_drive(store: Store) -> int:
    rec = DriveRecord.new(
        "whist_drive",
        [("L1", "lady"), ("L2", "lady"), ("G1", "gent"), ("G2", "gent")],
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 2},
    )
    return ds.create_drive(store, rec).drive_id


def test_a_line_recorded_in_one_window_shows_in_the_other(qtbot: Any) -> None:
    store = Store.open(":memory:")
    did = small_drive(store)
    one, two = DriveWindow(store, did), DriveWindow(store, did)
    qtbot.addWidget(one)
    qtbot.addWidget(two)
    assert [t for _, t in two.standings()] == ["0", "0", "0", "0"]
    one.table_spin.setValue(1)
    one.ns_spin.setValue(9)
    one.record_line()
    assert one.problem_label.text() == ""
    assert two.view.change.version == one.view.change.version == 2
    assert two.standings() == one.standings()
    assert sorted(t for _, t in two.standings()) == ["4", "4", "9", "9"]
    assert "table 1: NS 9, EW 4" in two._round_lines(1)[1]
    assert two.round_spin.value() == 2  # it was on the round in play: it follows
    # and the other way round: a correction made in the second shows in the first
    two.round_spin.setValue(1)
    two.table_spin.setValue(1)
    two.ns_spin.setValue(3)
    two.record_line()
    assert sorted(t for _, t in one.standings()) == ["10", "10", "3", "3"]
    assert one.view.change.version == 3


def test_a_write_to_another_drive_leaves_a_window_as_it_is(qtbot: Any) -> None:
    store = Store.open(":memory:")
    did, other = small_drive(store), small_drive(store)
    w = DriveWindow(store, did)
    qtbot.addWidget(w)
    ds.record_round_result(store, other, 1, 1, {"NS": 8, "EW": 5}, None)
    assert w.view.change.version == 1
    assert [t for _, t in w.standings()] == ["0", "0", "0", "0"]


def test_a_write_by_another_program_shows_after_the_poll(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    store = Store.open(path)
    did = small_drive(store)
    w = DriveWindow(store, did)
    qtbot.addWidget(w)
    elsewhere = Store.open(path)
    ds.record_round_result(elsewhere, did, 1, 1, {"NS": 7, "EW": 6}, 1)
    elsewhere.close()
    assert w.view.change.version == 1
    assert Notifier.of(store).poll()
    assert w.view.change.version == 2
    assert sorted(t for _, t in w.standings()) == ["6", "6", "7", "7"]
