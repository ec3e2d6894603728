"""The drive window through a round and into the next (issue 13, the new user's trial): the
next round starts at its first table, the round just finished stays in view, EW is filled in
hand by hand, and each of the secretary's actions says what it did."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store
from scorepad.store import drives as ds
from tests.helpers.translations import speaking
from ui.drives.print import movement_slips
from ui.drives.window import DriveWindow
from ui.language import long_date
from ui.printing.blocks import Heading, Para

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def drive(qtbot: Any, store: Store, **rules: Any) -> DriveWindow:
    """11 players at 3 tables, as the trial had them."""
    ladies = [f"L{k}" for k in range(1, 7)]
    gents = [f"G{k}" for k in range(1, 6)]
    people = [(p, "lady", f"Mrs {p}") for p in ladies] + [(p, "gent", f"Mr {p}") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 11),
        house_rules=rules,
        prizes=[
            {"id": "ladies_1", "pool": "lady", "kind": "top", "place": 1},
            {"id": "gents_1", "pool": "gent", "kind": "top", "place": 1},
        ],
        title="Trial drive",
        played_on="2026-12-02",
        seed=11,
    )
    w = DriveWindow(store, ds.create_drive(store, rec).drive_id)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def type_line(qtbot: Any, w: DriveWindow, table: int | None, figures: str) -> None:
    """Keyboard: the table (unless the entry is left on the one offered), the figures, Enter."""
    if table is not None:
        w.table_spin.setFocus()
        w.table_spin.selectAll()
        qtbot.keyClicks(w.table_spin, str(table))
    box = w.hands_edit if w.hands_edit.isVisible() else w.ns_spin
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, figures)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def test_the_next_round_starts_at_table_1_and_the_finished_round_stays_in_view(
    qtbot: Any, store: Store, tmp_path: Path
) -> None:
    """Round 1 entered 1, 2, 3: the entry moves to round 2, table 1 (it stayed on table 3, so
    the next Enter recorded table 3 first); the movement slips are in front, the status bar
    says where the round's results are, and the Round tab shows round 1's results and how
    they were decided, not only "Round 2: nothing entered yet"."""
    w = drive(qtbot, store)
    for t, ns in ((1, "8"), (2, "5"), (3, "7")):
        type_line(qtbot, w, t, ns)
    assert (w.round_spin.value(), w.table_spin.value()) == (2, 1)
    assert w.right_tabs.currentWidget() is w.slips_text
    said = w.statusBar().currentMessage()
    assert "round 1 is complete" in said and "Alt+2" in said and "table 1" in said
    qtbot.wait(20)  # the paint held for the next turn of the event loop
    w.grab().save(str(tmp_path / "round2-entry.png"))
    w.activateWindow()
    qtbot.waitActive(w)
    qtbot.wait(20)  # the event loop's turn after the line (the tabs' paint is held till then)
    qtbot.keyClick(w.focusWidget() or w, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert w.right_tabs.currentWidget() is w.results_text
    text = w.results_text.toPlainText()
    assert text.startswith("Round 2: nothing entered yet")
    assert "Round 1 (complete):" in text
    assert "table 1: NS 8, EW 5 — NS won" in text and "table 2: NS 5, EW 8 — EW won" in text
    w.grab().save(str(tmp_path / "round2-round-tab.png"))
    # typing the tricks and Enter now records table 1 of round 2
    type_line(qtbot, w, None, "9")
    assert [r["table"] for r in w.view.rec["rounds"][1]["results"]] == [1]
    assert w.table_spin.value() == 2


def test_after_the_last_round_the_status_bar_points_to_the_prizes_not_the_slips(
    qtbot: Any, store: Store
) -> None:
    """No one moves after the last round: the status bar said "The movement slips are in
    front (Alt+1)" over an empty Movement tab (a new user's trial)."""
    w = drive(qtbot, store, rounds=1)
    for t, ns in ((1, "8"), (2, "5"), (3, "7")):
        type_line(qtbot, w, t, ns)
    said = w.statusBar().currentMessage()
    assert "round 1, the last, is complete" in said and "Declare prizes" in said, said
    assert "movement slips" not in said
    # The Movement tab and its print say why there is nothing to call (they printed "No round
    # is complete yet" once all were).
    w.right_tabs.setCurrentWidget(w.slips_text)
    last = "The last round is played: there is no movement left to call."
    assert w.slips_text.toPlainText() == last
    paras = [b.text for b in movement_slips(w.view).blocks if isinstance(b, Para)]
    assert paras == [last]


def test_the_movement_slips_print_has_its_two_headings_in_any_language(
    qtbot: Any, store: Store
) -> None:
    """The print's headings are the slips' first line and the "go to" list's (found by
    position, not by their English words: in German they printed as plain lines)."""
    w = drive(qtbot, store, rounds=2)
    paras = [b.text for b in movement_slips(w.view).blocks if isinstance(b, Para)]
    assert paras == ["No round is complete yet: there is no movement to call."]
    for t, ns in ((1, "8"), (2, "5"), (3, "7")):
        type_line(qtbot, w, t, ns)
    lines = w.view.slips()
    report = movement_slips(w.view)
    headings = [b.text for b in report.blocks if isinstance(b, Heading)]
    assert headings == [lines[0], lines[lines.index("") + 1]]
    assert headings == ["After round 1: movement slips", "Round 2: go to"]
    with speaking("de"):
        lines = w.view.slips()
        headings = [b.text for b in movement_slips(w.view).blocks if isinstance(b, Heading)]
        assert headings == [lines[0], lines[lines.index("") + 1]]
        assert "After round" not in headings[0]


def test_with_two_hands_a_round_ew_is_filled_in_hand_by_hand(
    qtbot: Any, store: Store, tmp_path: Path
) -> None:
    """Hands per round 2: typing "6 7" shows EW 7 6 as it is typed (it read "EW –", and
    nothing once Hands was typed in); the line recorded leaves it "EW –" for the next."""
    w = drive(qtbot, store, hands_per_round=2)
    assert w.hands_edit.isVisible() and not w.ns_spin.isVisible()
    assert w.ew_label.isVisible() and w.ew_label.text() == "EW –"
    w.table_spin.setValue(1)
    w.hands_edit.setFocus()
    qtbot.keyClicks(w.hands_edit, "6")
    assert w.ew_label.text() == "EW 7"
    qtbot.keyClicks(w.hands_edit, " 7")
    assert w.ew_label.isVisible() and w.ew_label.text() == "EW 7 6"
    qtbot.wait(20)  # the entry line laid out again for the longer label
    assert w.ew_label.width() >= w.ew_label.sizeHint().width()
    w.grab().save(str(tmp_path / "two-hands-ew.png"))
    qtbot.keyClick(w.hands_edit, Qt.Key.Key_Return)
    assert w.view.rec["rounds"][0]["results"][0]["hands"] == [
        {"NS": 6, "EW": 7},
        {"NS": 7, "EW": 6},
    ]
    assert w.ew_label.text() == "EW –"


def test_with_two_hands_a_round_the_caller_has_each_hands_trumps(qtbot: Any, store: Store) -> None:
    """The trumps rotate hand by hand across the drive (drives.md §3.8): with two hands a
    round the header named only the first ("Round 2 of 4 — trumps: ♦ Diamonds"; a new user's
    trial)."""
    w = drive(qtbot, store, hands_per_round=2)
    assert w.view.trumps(1) == ["H", "C"] and w.view.trumps(2) == ["D", "S"]
    assert w.trumps_label.text().endswith("trumps: hand 1 ♥ Hearts, hand 2 ♣ Clubs")
    one = drive(qtbot, store)
    assert one.view.trumps(2) == ["C"]
    assert one.trumps_label.text().endswith("trumps: ♥ Hearts")


def test_a_refused_line_names_what_was_typed_and_the_rule_as_the_dialog_does(
    qtbot: Any, store: Store
) -> None:
    """NS 14 is refused for the NS figure typed, not also for an EW figure of −1 the window
    made; too many hands names the house rule "Hands per round", as New drive names it."""
    w = drive(qtbot, store, hands_per_round=2)
    type_line(qtbot, w, 1, "14 0")
    text = w.problem_label.text()
    assert "14 is not 0 to 13" in text and "East–West" not in text and "-1" not in text
    type_line(qtbot, w, 1, "6 7 8")
    text = w.problem_label.text()
    assert "Hands per round" in text and "hands_per_round" not in text, text
    assert text.startswith("round 1, table 1: Hands: 3 hands typed, the round has 2"), text
    assert w.view.rec["rounds"] == []


def test_late_arrival_departure_and_override_each_say_what_they_did(
    qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Drive ▸ Late arrival…, Departure… and Override a seat…, each through its dialog: the
    status bar says what was done (it kept "round 1, table 1 recorded")."""
    from PySide6.QtWidgets import QDialog

    from ui.drives.window import ArrivalDialog, DepartureDialog, OverrideSeatDialog

    w = drive(qtbot, store)
    for t, ns in ((1, "8"), (2, "5"), (3, "7")):
        type_line(qtbot, w, t, ns)

    def accept_with(fill: Any) -> Any:
        def exec_(self: QDialog) -> int:
            qtbot.addWidget(self)
            fill(self)
            return int(QDialog.DialogCode.Accepted)

        return exec_

    def arrival(d: ArrivalDialog) -> None:
        qtbot.keyClicks(d.name_edit, "Mrs Latecomer")

    monkeypatch.setattr(ArrivalDialog, "exec", accept_with(arrival))
    w.arrive_action.trigger()
    said = w.statusBar().currentMessage()
    late = next(p["id"] for p in w.view.rec["players"] if p["name"] == "Mrs Latecomer")
    (row,) = [s for s in w.view.seating(2) if late in s.values()]
    seat = next(k for k, v in row.items() if v == late)
    words = {"N": "North", "E": "East", "S": "South", "W": "West"}[seat]
    where = f"table {row['table']}, {words}, from round 2"
    assert said == f"Mrs Latecomer arrives late: a ghost's seat, {where}"

    def departure(d: DepartureDialog) -> None:
        d.player_box.setCurrentIndex(d.player_box.findText("Mr G3"))

    monkeypatch.setattr(DepartureDialog, "exec", accept_with(departure))
    w.depart_action.trigger()
    assert (
        w.statusBar()
        .currentMessage()
        .startswith("Mr G3 leaves: a ghost takes the seat from round 2")
    )

    def override(d: OverrideSeatDialog) -> None:
        d.table_spin.setValue(1)
        d.seat_box.setCurrentIndex(0)
        d.player_box.setCurrentIndex(d.player_box.findText("Mrs L6"))

    monkeypatch.setattr(OverrideSeatDialog, "exec", accept_with(override))
    w.override_action.trigger()
    said = w.statusBar().currentMessage()
    assert (
        said.startswith("round 2: seating overridden (") and "stored as the seating played" in said
    )
    assert "Mrs L6 at table 1 North" in said
    assert w.view.seating(2)[0]["N"] == next(
        p["id"] for p in w.view.rec["players"] if p["name"] == "Mrs L6"
    )
    qtbot.wait(20)  # the paint held for the next turn of the event loop
    w.grab().save(str(tmp_path / "override-said.png"))


def test_the_prizes_tab_says_when_the_prizes_are_declared(
    qtbot: Any, store: Store, tmp_path: Path
) -> None:
    """Declare prizes with the Prizes tab in front: it says they are declared and the drive
    closed (it kept "As the prizes stand after the 3 complete rounds:"), and each prize says
    how it was won, a tie or none."""
    w = drive(qtbot, store, rounds=3)
    for _ in range(3):
        for t, ns in ((1, "8"), (2, "5"), (3, "7")):
            type_line(qtbot, w, t, ns)
    w.right_tabs.setCurrentWidget(w.prizes_text)
    assert w.prizes_text.toPlainText().startswith("As the prizes stand after round 3:")
    assert w.declare()
    text = w.prizes_text.toPlainText()
    assert text.startswith("Prizes declared after 3 of 3 rounds: the drive is closed")
    assert "As the prizes stand" not in text
    lines = text.splitlines()[1:]
    assert len(lines) == 2 and all(" — no tie" in ln or " — tie between " in ln for ln in lines)
    qtbot.wait(20)  # the paint held for the next turn of the event loop
    w.grab().save(str(tmp_path / "declared.png"))


def test_the_slips_read_out_the_seating_stored_after_an_override_or_arrival(
    qtbot: Any, store: Store
) -> None:
    """The "go to" list is read from the next round's seating as stored: after a late
    arrival and an override the caller sends each player where they will sit (it read the
    movement's seating, without the arrival and with the overridden seat)."""
    w = drive(qtbot, store)
    for t, ns in ((1, "8"), (2, "5"), (3, "7")):
        type_line(qtbot, w, t, ns)
    assert w.arrive("Mrs Latecomer", "lady")
    seating = w.view.seating(2)
    a, b = seating[0]["S"], seating[1]["S"]
    seating[0]["S"], seating[1]["S"] = b, a
    assert w.apply_override(2, seating)
    w.right_tabs.setCurrentWidget(w.slips_text)
    slips = w.slips_text.toPlainText()
    stored = w.view.seating(2)
    seat = {"N": "North", "E": "East", "S": "South", "W": "West"}
    for row in stored:
        for k, pid in row.items():
            if k == "table" or pid.startswith("ghost"):
                continue
            line = next(ln for ln in slips.splitlines() if ln.startswith(w.view.name(pid) + ":"))
            assert f"table {row['table']}, {seat[k]}" in line, line
    assert "Mrs Latecomer: go to table" in slips


def test_equal_totals_share_their_place_on_the_screen_and_the_printed_list(
    qtbot: Any, store: Store
) -> None:
    """Col. Hay and Mr Ellis both on 56 were placed 2 and 3 (a new user's trial): equal
    totals share a place, "2=", as a prize list writes it; the next place is counted on."""
    from ui.drives import print as drive_print

    assert drive_print.places([31, 29, 29, 27]) == ["1", "2=", "2=", "4"]
    w = drive(qtbot, store)
    for t, ns in ((1, "8"), (2, "5"), (3, "7")):
        type_line(qtbot, w, t, ns)
    by_id = {s["player"]: s["total"] for s in w.view.standings}
    for pool, view in w._standings_views.items():
        w.standings_tabs.setCurrentWidget(view)
        model = view.model()
        members = w.view.pools[pool]
        shown = [model.rows[i][0][0] for i in range(len(members))]
        totals = [by_id[p] for p in members]
        assert shown == drive_print.places(totals)
        assert any(p.endswith("=") for p in shown)  # round 1 at 3 tables: totals are level
    report = drive_print.standings_report(w.view)
    assert any("2=" in str(b) or "1=" in str(b) for b in report.blocks)


def test_a_table_entered_shows_its_result_in_the_line_to_correct(qtbot: Any, store: Store) -> None:
    """ "entered: Record corrects it" over empty fields made a correction a retyping (a new
    user's trial): the line holds the entered result, and is emptied again for a table not
    entered yet."""
    from ui.drives.window import NOT_TYPED

    w = drive(qtbot, store)
    for t, ns in ((1, "8"), (2, "5"), (3, "7")):
        type_line(qtbot, w, t, ns)
    w.round_spin.setValue(1)
    w.table_spin.setValue(2)
    assert w.ns_spin.value() == 5 and w.ew_label.text() == "EW 8"
    assert "entered: Record corrects it" in w.seating_label.text()
    type_line(qtbot, w, None, "6")  # the correction: 5 becomes 6
    assert w.entered(1, 2)["NS"] == 6
    w.round_spin.setValue(2)
    w.table_spin.setValue(3)
    assert w.ns_spin.value() == NOT_TYPED


def test_a_drive_in_german_says_its_prizes_and_its_status_in_german(
    qtbot: Any, store: Store
) -> None:
    """The prizes' titles, the prize list's words and the status bar's "recorded" were English
    in the German window (a new user's trial)."""
    with speaking("de"):
        w = drive(qtbot, store, rounds=2)
        for t, ns in ((1, "8"), (2, "5"), (3, "7")):
            type_line(qtbot, w, t, ns)
        assert w.statusBar().currentMessage().startswith("Runde 1, Tisch 3 eingetragen")
        prizes = "\n".join(w.view.prize_lines())
        assert "1. Preis der Damen" in prizes and "1. Preis der Herren" in prizes, prizes
        assert "nach Runde 1" in prizes, prizes
        for english in ("Ladies", "Gentlemen", "prize", "shared", "undecided", "round"):
            assert english not in prizes, (english, prizes)
        # the round's lines name the winning side as they name the sides ("OW 7 — OW gewann")
        lines = "\n".join(w._round_lines(1))
        assert "EW" not in lines and "OW gewann" in lines, lines
        # the title counts its tables in the language's plural, and dates as it writes them
        assert "3 Tische" in w.title_label.text()
        assert long_date(dt.date(2026, 12, 7)) == "Montag, 7. Dezember 2026"
    with speaking("pl"):
        w = drive(qtbot, store, rounds=2)
        assert "3 stoły" in w.title_label.text(), w.title_label.text()
        assert long_date(dt.date(2026, 12, 7)) == "poniedziałek, 7 grudnia 2026"
    assert long_date(dt.date(2026, 12, 7)) == "Monday 7 December 2026"
