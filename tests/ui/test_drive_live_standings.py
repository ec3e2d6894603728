"""The drive window's standings update on each line (``drives.md`` §5.4), not only when a round
is complete: the figures are the rules service's standings so far, the movers of the tables
entered are highlighted, and the sheet of the complete rounds stays as it was."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.drives import drive_sheet
from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store
from scorepad.store import drives as ds
from ui.drives.window import DriveWindow

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def window(qtbot: Any, store: Store) -> DriveWindow:
    ladies = [f"L{k}" for k in range(1, 7)]
    gents = [f"G{k}" for k in range(1, 7)]
    people = [(p, "lady") for p in ladies] + [(p, "gent") for p in gents]
    rec = DriveRecord.new(
        "whist_drive", people, allocate(ladies, gents, "draw", 3), house_rules={"rounds": 3}
    )
    ch = ds.create_drive(store, rec)
    w = DriveWindow(store, ch.drive_id)
    qtbot.addWidget(w)
    w.show()
    return w


def type_line(qtbot: Any, w: DriveWindow, table: int, ns: int) -> None:
    """Keyboard: table, NS tricks, Enter."""
    w.table_spin.setFocus()
    w.table_spin.selectAll()
    qtbot.keyClicks(w.table_spin, str(table))
    w.ns_spin.setFocus()
    w.ns_spin.selectAll()
    qtbot.keyClicks(w.ns_spin, str(ns))
    qtbot.keyClick(w.ns_spin, Qt.Key.Key_Return)
    assert w.problem_label.text() == ""


def shown(w: DriveWindow) -> list[tuple[str, str, bool]]:
    """The pool in front as painted: name, total, highlighted."""
    view = w.standings_tabs.currentWidget()
    model = view.model()
    out = []
    for r in range(model.rowCount()):
        name = model.data(model.index(r, 1), Qt.ItemDataRole.DisplayRole)
        total = model.data(model.index(r, 2), Qt.ItemDataRole.DisplayRole)
        bold = model.data(model.index(r, 2), Qt.ItemDataRole.FontRole) is not None
        out.append((name.removesuffix("  → moves"), total, bold))
    return out


def test_each_line_updates_the_standings_and_highlights_its_movers(
    qtbot: Any, store: Store
) -> None:
    w = window(qtbot, store)
    type_line(qtbot, w, 1, 8)
    type_line(qtbot, w, 2, 5)
    type_line(qtbot, w, 3, 7)  # round 1 complete
    complete = w.view.sheet
    seat = w.view.seating(2)[1]  # table 2 of round 2
    type_line(qtbot, w, 2, 10)  # round 2: table 2 in, tables 1 and 3 waiting
    assert "waits for tables 1, 3" in w.pending_label.text()
    # the sheet of the complete rounds is unchanged; the standings shown count the new line
    assert w.view.sheet["rounds"] == complete["rounds"]
    assert w.view.sheet["standings"] == complete["standings"]
    before = {s["player"]: s["total"] for s in complete["standings"]}
    painted = {name: (int(total), bold) for name, total, bold in shown(w)}
    gained = {p: painted[p][0] - before[p] for p in before if painted[p][0] != before[p]}
    assert gained == {seat["N"]: 10, seat["S"]: 10, seat["E"]: 3, seat["W"]: 3}
    # the winners of table 2 move (progressive, winners move) and are highlighted; nobody else
    assert {p for p, (_t, bold) in painted.items() if bold} == {seat["N"], seat["S"]}
    # the figures are the rules service's: the order and totals of `scorepad drive` once the
    # round is complete
    type_line(qtbot, w, 1, 6)
    type_line(qtbot, w, 3, 2)
    assert w.view.so_far is None
    sheet = drive_sheet(w.view.change.record.to_json(), remember=False)
    want = [(s["player"], str(s["total"])) for s in sheet["standings"]]
    assert [(n, t) for n, t, _b in shown(w)] == want


def test_a_correction_in_the_round_in_progress_is_shown_at_once(qtbot: Any, store: Store) -> None:
    w = window(qtbot, store)
    for t, ns in ((1, 8), (2, 5), (3, 7)):
        type_line(qtbot, w, t, ns)
    type_line(qtbot, w, 1, 13)
    seat = w.view.rec["rounds"][1]["seating"][0]
    first = dict((n, int(t)) for n, t, _b in shown(w))
    w.round_spin.setValue(2)
    type_line(qtbot, w, 1, 0)  # corrected: EW now take all 13
    now = dict((n, int(t)) for n, t, _b in shown(w))
    assert now[seat["N"]] == first[seat["N"]] - 13
    assert now[seat["E"]] == first[seat["E"]] + 13
    assert {n for n, _t, b in shown(w) if b} == {seat["E"], seat["W"]}


def test_every_standings_column_is_readable_at_1200_px(
    qtbot: Any, store: Store, tmp_path: Any
) -> None:
    w = window(qtbot, store)
    for t, ns in ((1, 8), (2, 5), (3, 7)):
        type_line(qtbot, w, t, ns)
    type_line(qtbot, w, 2, 11)  # movers marked "→ moves" on their names
    w.resize(1200, 760)
    qtbot.waitUntil(lambda: w.width() == 1200)
    w.grab().save(str(tmp_path / "standings-1200.png"))
    view = w.standings_tabs.currentWidget()
    model = view.model()
    fm = view.fontMetrics()
    assert view.horizontalScrollBar().maximum() == 0  # nothing off to the right
    total = sum(view.columnWidth(c) for c in range(model.columnCount()))
    assert total <= view.viewport().width()
    for c in range(model.columnCount()):
        texts = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)]
        texts += [
            model.data(model.index(r, c), Qt.ItemDataRole.DisplayRole)
            for r in range(model.rowCount())
        ]
        widest = max(fm.horizontalAdvance(str(x)) for x in texts)
        assert view.columnWidth(c) > widest, (c, texts)
