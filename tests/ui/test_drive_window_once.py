"""A recorded line is scored once and parsed never (issue 13, "Speed"): the store's write
builds the new record from the shared parse of the old one, checks it with the one drive sheet
the window then shows (handed over in the Change), and finds what changed for the chain from
those same parses. The window paints the standings first: the other widgets take their new
state at once and are painted on the next turn of the event loop."""

from __future__ import annotations

from typing import Any

import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store, drive_reads
from scorepad.store import drives as ds
from ui.drives.window import DriveWindow

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def window(qtbot: Any, store: Store) -> DriveWindow:
    ladies = ["L1", "L2", "L3", "L4"]
    gents = ["G1", "G2", "G3", "G4"]
    people = [(p, "lady") for p in ladies] + [(p, "gent") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 5),
        house_rules={"rounds": 3},
        prizes=[
            {"id": "first", "pool": "all", "kind": "top", "place": 1},
            {"id": "mystery", "pool": "all", "kind": "mystery", "target": 15},
        ],
    )
    ch = ds.create_drive(store, rec)
    w = DriveWindow(store, ch.drive_id)
    qtbot.addWidget(w)
    w.show()
    return w


class Counted:
    """Counts the calls of a function it stands in for."""

    def __init__(self, fn: Any) -> None:
        self.fn = fn
        self.calls = 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return self.fn(*args, **kwargs)


def test_a_line_is_scored_once_and_no_record_parsed(
    qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = window(qtbot, store)
    w.table_spin.setValue(1)
    w.ns_spin.setValue(8)
    w.record_line()
    ds.clear_sheets()  # nothing remembered of the sheet: the line must score it
    sheet = Counted(drive_reads.drive_sheet)  # where the store scores a drive's sheet
    monkeypatch.setattr(drive_reads, "drive_sheet", sheet)
    parse = Counted(DriveRecord.to_json)  # a record's text parsed (data() parses through it)
    monkeypatch.setattr(DriveRecord, "to_json", lambda self: parse(self))
    w.table_spin.setValue(2)
    w.ns_spin.setValue(5)
    w.record_line()  # the round complete: the sheet of round 1 scored and shown
    assert w.problem_label.text() == ""
    assert sheet.calls == 1
    assert parse.calls == 0
    assert w.view.sheet is w.view.change.sheet
    assert [r["round"] for r in w.view.sheet["rounds"]] == [1]
    # the chain's entries, made from the shared parses, still lead to the record stored
    monkeypatch.undo()
    assert store.check_drive_chains().get(w.drive_id, []) == []


def test_the_standings_are_painted_first(qtbot: Any, store: Store) -> None:
    w = window(qtbot, store)
    w.table_spin.setValue(1)
    w.ns_spin.setValue(8)
    w.record_line()
    qtbot.wait(1)
    w.table_spin.setValue(2)
    w.ns_spin.setValue(5)
    w.record_line()
    front = w.standings_tabs.currentWidget()
    assert front is not None and front.updatesEnabled()
    held = [x for x in w._secondary if not x.updatesEnabled()]
    assert held == list(w._secondary)
    # their state is new already: only the painting waits
    assert w.right_tabs.currentWidget() is w.slips_text
    assert "go to table" in w.slips_text.toPlainText()
    assert "Round 2" in w.trumps_label.text()
    qtbot.waitUntil(lambda: all(x.updatesEnabled() for x in w._secondary))
