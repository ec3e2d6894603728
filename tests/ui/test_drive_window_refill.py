"""The drive window refills only what changed (issue 13, "Speed"): the standings rows that
changed, and the right-hand tab in front; a tab behind is filled, up to date, when it is
brought to the front."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store
from scorepad.store import drives as ds
from ui.drives.window import DriveWindow, StandingsModel

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
        prizes=[{"id": "first", "pool": "all", "kind": "top", "place": 1}],
    ).to_json()
    rec["money"] = {"entry_fee": 2, "paid": []}
    ch = ds.create_drive(store, DriveRecord.from_json(rec))
    w = DriveWindow(store, ch.drive_id)
    qtbot.addWidget(w)
    return w


def line(w: DriveWindow, table: int, ns: int) -> None:
    w.table_spin.setValue(table)
    w.ns_spin.setValue(ns)
    w.record_line()
    assert w.problem_label.text() == ""


def test_a_tab_behind_is_filled_when_shown(qtbot: Any, store: Store) -> None:
    w = window(qtbot, store)
    line(w, 1, 8)
    line(w, 2, 5)
    assert w.right_tabs.currentWidget() is w.slips_text  # a round complete: the slips
    assert "go to table" in w.slips_text.toPlainText()
    before = w.prizes_text.toPlainText()
    line(w, 1, 9)
    line(w, 2, 3)
    assert w.prizes_text.toPlainText() == before  # behind: not refilled yet
    w.right_tabs.setCurrentWidget(w.prizes_text)
    assert w.prizes_text.toPlainText() == "\n".join(w.view.prize_lines())
    assert w.prizes_text.toPlainText() != before
    w.right_tabs.setCurrentWidget(w.results_text)
    text = w.results_text.toPlainText()
    assert text.startswith("Round 3: nothing entered yet\n")  # the round in play
    assert "Round 2 (complete):" in text  # and the round just finished, read out meanwhile


def test_fees_are_ticked_off_on_the_money_tab(qtbot: Any, store: Store) -> None:
    w = window(qtbot, store)
    line(w, 1, 8)
    line(w, 2, 5)
    money = w.paid_list.parentWidget()
    w.right_tabs.setCurrentWidget(money)
    for i in range(3):
        w.paid_list.item(i).setCheckState(Qt.CheckState.Checked)
        assert w.right_tabs.currentWidget() is money  # ticking a fee stays on the money tab
    assert "paid 3: takings 6.00" in w.money_label.text()
    assert w.view.sheet["money"]["takings"] == 6.0


def test_fees_are_ticked_one_after_another_with_space_and_down(qtbot: Any, store: Store) -> None:
    """The keyboard at the door: Space ticks, Down moves on, Space ticks the next. Each tick
    is stored and the list shown again; the cursor stays where it was (it was lost, so Down
    went back to the first player and the next Space took her tick away)."""
    w = window(qtbot, store)
    w.show()
    qtbot.waitExposed(w)
    w.right_tabs.setCurrentWidget(w.paid_list.parentWidget())
    lst = w.paid_list
    lst.setFocus()
    lst.setCurrentRow(0)
    for _ in range(3):
        qtbot.keyClick(lst, Qt.Key.Key_Space)
        qtbot.keyClick(lst, Qt.Key.Key_Down)
    ticked = [lst.item(i).checkState() == Qt.CheckState.Checked for i in range(lst.count())]
    assert ticked == [True, True, True] + [False] * (lst.count() - 3)
    assert lst.currentRow() == 3
    assert w.view.rec["money"]["paid"] == [
        lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(3)
    ]
    assert "Entry fee 2.00 — paid 3" in w.money_label.text()  # (no currency: one space)


def test_only_the_standings_cells_that_changed_are_told(qtbot: Any) -> None:
    model = StandingsModel()
    rows = [((str(k), f"P{k}", str(10 - k), "0", "1"), False) for k in range(1, 9)]
    model.set_rows(rows)
    told: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(
        lambda a, b, *_: told.append((a.row(), a.column(), b.row(), b.column()))
    )
    changed = list(rows)
    changed[2] = (("3", "P4", "7", "0", "1"), True)  # shaded now: every cell of the row
    changed[3] = (("4", "P3", "7", "0", "1"), False)  # the name and the total
    changed[5] = (("6", "P6", "4", "1", "2"), False)  # rounds won and played
    changed[6] = (("7", "P7", "3", "1", "2"), False)  # the same columns: told with row 5
    model.set_rows(changed)
    assert told == [(2, 0, 2, 4), (3, 1, 3, 2), (5, 3, 6, 4)]
    model.set_rows(changed)
    assert len(told) == 3  # nothing changed: nothing told
    assert model.data(model.index(2, 1), Qt.ItemDataRole.DisplayRole) == "P4"
    assert model.rows == changed


def test_the_standings_paint_only_the_cells_that_changed(qtbot: Any) -> None:
    """New standings repaint the cells that changed, not every row in sight."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QTableView

    view = QTableView()
    qtbot.addWidget(view)
    model = StandingsModel(view)
    view.setModel(model)
    rows = [((str(k), f"P{k}", str(10 - k), "0", "1"), False) for k in range(1, 9)]
    model.set_rows(rows)
    view.resize(500, 400)
    view.show()
    qtbot.waitExposed(view)
    painted: list[Any] = []

    class Paints(QObject):
        def eventFilter(self, obj: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(event.region())
            return False

    paints = Paints(view)
    view.viewport().installEventFilter(paints)
    QApplication.processEvents()
    painted.clear()
    changed = list(rows)
    changed[2] = (("3", "P3", "8", "0", "1"), True)  # shaded: the whole row
    changed[5] = (("6", "P6", "4", "1", "1"), False)  # rounds won
    model.set_rows(changed)
    QApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest)
    view.viewport().removeEventFilter(paints)
    assert len(painted) == 1
    for r in range(len(rows)):
        for c in range(5):
            centre = view.visualRect(model.index(r, c)).center()
            assert painted[0].contains(centre) == (r == 2 or (r, c) == (5, 3)), (r, c)


def test_the_movers_are_shaded_and_bold(qtbot: Any) -> None:
    from PySide6.QtTest import QAbstractItemModelTester

    model = StandingsModel()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_rows([(("1", "Mover", "9", "1", "1"), True), (("2", "Stayer", "4", "0", "1"), False)])
    role = Qt.ItemDataRole
    assert model.data(model.index(0, 2), role.BackgroundRole) is not None
    assert model.data(model.index(0, 2), role.FontRole).bold()
    assert model.data(model.index(1, 2), role.BackgroundRole) is None
    assert model.data(model.index(1, 2), role.FontRole) is None
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    assert model.data(model.index(1, 2), role.TextAlignmentRole) == right
    assert model.data(model.index(1, 1), role.TextAlignmentRole) is None
    assert model.data(model.index(1, 1), role.ToolTipRole) is None
    assert model.data(model.index(1, 1), int(role.DisplayRole)) == "Stayer"


def test_a_pool_behind_is_filled_when_shown(qtbot: Any, store: Store) -> None:
    w = window(qtbot, store)
    line(w, 1, 8)
    line(w, 2, 5)
    tabs = w.standings_tabs
    assert [tabs.tabText(k) for k in range(tabs.count())] == ["&6 All", "&7 Ladies", "&8 Gents"]
    ladies = tabs.widget(1).model()
    assert ladies.rowCount() == 0  # behind: not filled yet
    tabs.setCurrentIndex(1)
    shown = [ladies.data(ladies.index(r, 2), Qt.ItemDataRole.DisplayRole) for r in range(4)]
    totals = {s["player"]: s["total"] for s in w.view.sheet["standings"]}
    assert shown == [str(totals[p]) for p in w.view.sheet["pools"]["lady"]]


def test_the_collector_waits_for_the_paint_and_only_until_then(qtbot: Any, store: Store) -> None:
    """A recorded line holds the cyclic garbage collector until the next turn of the event
    loop (after the standings' paint), never longer, even if the window is closed at once; a
    collector already held (as these tests hold it) is left as it is."""
    import gc

    from PySide6.QtWidgets import QApplication

    w = window(qtbot, store)
    assert not gc.isenabled()  # the suite holds it during a Qt test (tests/conftest.py)
    line(w, 1, 8)
    QApplication.processEvents()
    assert not gc.isenabled()  # not the window's to let go
    gc.enable()
    try:
        line(w, 2, 5)
        held = not gc.isenabled()
        QApplication.processEvents()
        back = gc.isenabled()
        line(w, 1, 9)
        w.close()
        w.deleteLater()
        QApplication.processEvents()
        after_close = gc.isenabled()
    finally:
        gc.disable()
    assert held and back and after_close


def test_the_standings_on_screen_are_the_standings_painted_afresh(qtbot: Any, store: Store) -> None:
    """Only the cells that changed are repainted, yet what the screen shows after each line
    (movers shaded and unshaded, places changing hands, a correction) is, pixel for pixel, the
    standings painted whole from scratch."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication, QTableView

    w = window(qtbot, store)
    w.show()
    qtbot.waitExposed(w)
    screen = QGuiApplication.primaryScreen()
    shown_rows = []
    for rnd, table, ns in ((1, 1, 8), (1, 2, 5), (2, 1, 9), (2, 2, 3), (3, 1, 2), (1, 1, 4)):
        w.round_spin.setValue(rnd)
        if rnd == 1 and table == 1 and ns == 4:  # a correction of round 1: the §5.6 warning
            w.table_spin.setValue(table)
            w.ns_spin.setValue(ns)
            w.record_line()
            assert w.warnings
        else:
            line(w, table, ns)
        for _ in range(3):
            QApplication.processEvents()
        view = w.standings_tabs.currentWidget()
        assert isinstance(view, QTableView)
        vp = view.viewport()
        top = vp.mapTo(w, vp.rect().topLeft())
        on_screen = screen.grabWindow(w.winId(), top.x(), top.y(), vp.width(), vp.height())
        afresh = vp.grab().toImage()
        assert on_screen.toImage().convertToFormat(afresh.format()) == afresh
        shown_rows.append(list(view.model().rows))
    assert len({str(r) for r in shown_rows}) == len(shown_rows)  # each line changed them
    assert any(any(mover for _cells, mover in rows) for rows in shown_rows)  # shaded some


def test_the_prizes_say_they_stand_on_the_complete_rounds(qtbot: Any, store: Store) -> None:
    """Half a round entered, the standings count it and the prizes do not: the prizes tab
    says so (a new user saw the two disagree without a word why)."""
    w = window(qtbot, store)
    line(w, 1, 8)
    line(w, 2, 5)
    line(w, 1, 9)  # round 2 half entered
    w.right_tabs.setCurrentWidget(w.prizes_text)
    text = w.prizes_text.toPlainText()
    assert "after round 1, not counting the round being entered:" in text
    assert "shared" not in text and "decided by provisional" not in text
    line(w, 2, 3)
    assert "after round 2:" in w.prizes_text.toPlainText()


def test_a_tie_without_its_cut_is_refused_in_the_windows_words(qtbot: Any, store: Store) -> None:
    """A table tied 13 all under the cut rule, the cut not chosen: the refusal names the
    window's own field ("Tie cut"), not the record's (``tie_winner``); with the cut, it records."""
    ladies, gents = ["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"]
    people = [(p, "lady") for p in ladies] + [(p, "gent") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 5),
        house_rules={"rounds": 2, "hands_per_round": 2, "tie_at_table": "cut"},
    )
    w = DriveWindow(store, ds.create_drive(store, rec).drive_id)
    qtbot.addWidget(w)
    w.table_spin.setValue(1)
    w.hands_edit.setText("7 6")  # 7-6 then 6-7: 13 all
    w.record_line()
    said = w.problem_label.text()
    assert "Tie cut" in said and "tie_winner" not in said
    w.tie_box.setCurrentIndex(w.tie_box.findData("NS"))
    w.record_line()
    assert w.problem_label.text() == ""
    # the round's tab says who won the table and how the tie was decided
    (said,) = [t for t in w._round_lines(1) if "table 1:" in t]
    assert said.startswith("  table 1: 7–6 6–7 — NS won (") and "cut" in said, said


def test_the_ns_tricks_are_cleared_after_a_line_so_enter_never_repeats_them(
    qtbot: Any, store: Store
) -> None:
    """A line recorded leaves NS tricks blank ("–"): the next table's number then Enter is
    refused, in words, instead of recording the table before's figure."""
    w = window(qtbot, store)
    line(w, 1, 9)
    assert w.ns_spin.text() == "–" and w.ew_label.text() == "EW –"
    w.table_spin.setValue(2)
    w.record_line()
    assert "NS tricks" in w.problem_label.text()
    assert w.entered(1, 2) is None
    line(w, 2, 4)
    assert w.entered(1, 2) is not None


def test_the_money_tab_writes_money_with_thousands_separators(qtbot: Any, store: Store) -> None:
    """A charity drive's fee of 1,250 (stakes and money "with thousands separators and the
    locale's number format everywhere"): the fee and the takings are not "1250.00"."""
    ladies, gents = ["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"]
    rec = DriveRecord.new(
        "whist_drive",
        [(p, "lady") for p in ladies] + [(p, "gent") for p in gents],
        allocate(ladies, gents, "draw", 5),
        house_rules={"rounds": 3},
        prizes=[{"id": "first", "pool": "all", "kind": "top", "place": 1}],
    ).to_json()
    rec["money"] = {"entry_fee": 1250, "paid": []}
    w = DriveWindow(store, ds.create_drive(store, DriveRecord.from_json(rec)).drive_id)
    qtbot.addWidget(w)
    w.right_tabs.setCurrentWidget(w.paid_list.parentWidget())
    for i in range(2):
        w.paid_list.item(i).setCheckState(Qt.CheckState.Checked)
    text = w.money_label.text()
    assert "Entry fee 1,250.00 — paid 2: takings 2,500.00" in text, text
