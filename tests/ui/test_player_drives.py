"""A player's page shows their drives apart from their rubbers (issue 13)."""

from __future__ import annotations

from typing import Any

import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.drives.rules import FORM_TITLES
from scorepad.store import Store
from scorepad.store import drives as ds
from ui.player_page import PlayerPage

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

PLAYERS = [
    ("L1", "lady", "Ada"),
    ("L2", "lady", "Bea"),
    ("G1", "gent", "Cy"),
    ("G2", "gent", "Dan"),
]


def new_drive(store: Store) -> int:
    rec = DriveRecord.new(
        "whist_drive",
        PLAYERS,
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 2},
        prizes=[{"id": "top", "pool": "all", "kind": "top", "place": 1}],
        title="Spring drive",
        played_on="2026-03-01",
    )
    return ds.create_drive(store, rec).drive_id


def tab(page: PlayerPage, text: str) -> int:
    (k,) = [i for i in range(page.tabs.count()) if page.tabs.tabText(i) == text]
    return k


def test_the_drives_tab_lists_the_drives_and_follows_each_line(qtbot: Any) -> None:
    store = Store.open(":memory:")
    store.ensure_player("Ada")
    did = new_drive(store)
    page = PlayerPage(store, "Ada")
    qtbot.addWidget(page)
    rubbers_before = page.summary.text()
    page.tabs.setCurrentIndex(tab(page, "&Drives"))
    assert page.drives_model.rowCount() == 1
    assert page.drives_summary.text().startswith("1 drive played · 0 prizes · 0 hands")
    ds.record_round_result(store, did, 1, 1, {"NS": 9, "EW": 4}, None)  # heard by the page
    ch = ds.record_round_result(store, did, 2, 1, {"NS": 7, "EW": 6}, None)
    (mine,) = page.drives.drives
    assert mine == ds.player_drives(store, "Ada").drives[0]
    model = page.drives_model
    cells = [model.data(model.index(0, c)) for c in range(model.columnCount())]
    assert cells[0:3] == ["2026-03-01", "Spring drive", FORM_TITLES["whist_drive"]]
    assert cells[4] == str(mine.total) and cells[5] == "2"
    assert cells[6] == f"{mine.points / 2:.2f}"
    won = ch.sheet["prizes"][0]["winner"] == "L1"
    assert cells[7] == ("top" if won else "—")
    assert f"{1 if won else 0} prize" in page.drives_summary.text()
    assert page.summary.text() == rubbers_before  # drive points never join rubber points
