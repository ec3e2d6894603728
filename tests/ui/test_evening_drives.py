"""The evening window's summary lists the date's drives apart from its rubbers (issue 13)."""

from __future__ import annotations

from typing import Any

import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.drives.rules import FORM_TITLES
from scorepad.store import Store
from scorepad.store import drives as ds
from ui.evening import EveningView
from ui.evening_drives import EveningDrives

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

DATE = "2026-03-01"
PLAYERS = [
    ("L1", "lady", "Ada"),
    ("L2", "lady", "Bea"),
    ("G1", "gent", "Cy"),
    ("G2", "gent", "Dan"),
]


def new_drive(store: Store, played_on: str) -> int:
    rec = DriveRecord.new(
        "whist_drive",
        PLAYERS,
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 2},
        prizes=[{"id": "top", "pool": "all", "kind": "top", "place": 1}],
        title="Spring drive",
        played_on=played_on,
    )
    return ds.create_drive(store, rec).drive_id


def test_the_summary_lists_the_dates_drives_and_follows_them(qtbot: Any) -> None:
    store = Store.open(":memory:")
    view = EveningView(store, DATE)
    qtbot.addWidget(view)
    (section,) = view.summary.findChildren(EveningDrives)
    assert section.drives == [] and section.isHidden()
    did = new_drive(store, DATE)  # heard through the notifier
    new_drive(store, "2026-03-02")
    assert [d.id for d in section.drives] == [did] and not section.isHidden()
    form = FORM_TITLES["whist_drive"]
    assert section.label.text() == f"Spring drive — {form}, 1 table, in play, 0 of 2 rounds"
    ds.record_round_result(store, did, 1, 1, {"NS": 9, "EW": 4}, None)
    assert section.label.text().endswith("in play, 1 of 2 rounds")
    ch = ds.record_round_result(store, did, 2, 1, {"NS": 7, "EW": 6}, None)
    names = {p[0]: p[2] for p in PLAYERS}
    winner = names[ch.sheet["prizes"][0]["winner"]]
    assert section.label.text().endswith(f"complete, prizes not yet declared — 1st prize: {winner}")
    assert view.balances.rowCount() == 0  # no rubber balances made of drive points
