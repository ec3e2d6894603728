"""The club evening through pytest-qt: tables in play, one-keystroke switching, hands recorded
at a table, players moving between tables, and the evening's balances and PDF summary."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorepad.enums import SEATS, Seat
from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.club import golden_rubbers
from ui import printing
from ui.evening import EveningView, TablePage

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

DATE = "2026-11-27"
TABLES = {
    "Table 1": ("Mrs Grey", "Col. Hay", "Miss Bell", "Dr Lamb"),
    "Table 2": ("Mr Ince", "Lady Vane", "Major Pym", "Mrs Dale"),
    "Table 3": ("Canon Rowe", "Miss Ames", "Sir Giles", "Mrs Orme"),
}


def first_case(game: str) -> dict[str, Any]:
    return next(c for c in golden_rubbers() if c["game"] == game and len(c["rubber"]["deals"]) >= 3)


def evening_store(path: Path) -> Store:
    """Three tables tonight: a finished short-whist rubber and a contract rubber in play at
    table 1, an auction rubber in play at table 2, nothing yet recorded at table 3."""
    store = Store.open(path, backup=False)
    whist, contract, auction = (first_case(g) for g in ("short_whist", "contract", "auction"))
    plan = [
        ("Table 1", whist, None, {"amount": 1, "per": 1}),
        ("Table 1", contract, 1, {"amount": 1, "per": 100}),
        ("Table 2", auction, 2, {"amount": 0.5, "per": 100}),
        ("Table 3", contract, 0, {"amount": 1, "per": 100}),
    ]
    for label, case, deals, stake in plan:
        record = dict(case["rubber"])
        if deals is not None:
            record["deals"] = record["deals"][:deals]
        record.update(
            players=dict(zip((s.value for s in SEATS), TABLES[label], strict=True)),
            played_on=DATE,
            table=label,
            stake=stake,
        )
        store.create_rubber(Rubber.from_json(record))
    return store


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = evening_store(tmp_path / "evening.db")
    yield s
    s.close()


@pytest.fixture
def view(qtbot: Any, store: Store) -> EveningView:
    v = EveningView(store, DATE)
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    v.activateWindow()
    return v


def test_summary_models_pass_the_model_tester(qtmodeltester: Any, view: EveningView) -> None:
    qtmodeltester.check(view.balances)
    qtmodeltester.check(view.transfers)


def test_every_table_is_a_tab_with_its_current_rubber(view: EveningView, store: Store) -> None:
    assert view.table_labels() == ["Table 1", "Table 2", "Table 3"]
    assert view.tabs.count() == 4 and view.tabs.tabText(3) == "Summary"
    in_play = {i.table: i.id for i in store.rubbers(DATE) if i.state == "in_play"}
    for label, page in view.pages.items():
        assert page.pane is not None and page.pane.rubber_id == in_play[label]
        assert TABLES[label][0] in page.seats.text()


def test_the_title_counts_tables_and_rubbers_in_words(
    qtbot: Any, view: EveningView, tmp_path: Path
) -> None:
    # Table 3's rubber has no hands yet: it does not count (issue 12).
    assert "· 3 tables · 3 rubbers · 2 in play" in view.title.text()
    single = Store.open(tmp_path / "one.db", backup=False)
    record = dict(first_case("contract")["rubber"])
    record.update(
        players=dict(zip((s.value for s in SEATS), TABLES["Table 1"], strict=True)),
        played_on=DATE,
        table="Table 1",
    )
    single.create_rubber(Rubber.from_json(record))
    one = EveningView(single, DATE)
    qtbot.addWidget(one)
    assert "· 1 table · 1 rubber" in one.title.text()
    single.close()


def test_one_keystroke_switches_tables(qtbot: Any, view: EveningView) -> None:
    view.show_table(1)
    qtbot.keyClick(
        QApplication.focusWidget() or view, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier
    )
    assert view.current_table() == "Table 2"
    assert QApplication.focusWidget() is view.pages["Table 2"].pane.quick
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert view.current_table() == "Table 3"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert view.tabs.currentWidget() is view.summary
    qtbot.keyClick(
        QApplication.focusWidget() or view, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier
    )
    assert view.current_table() == "Table 1"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.tabs.currentWidget() is view.summary
    assert view.show_table(7) is False


def test_ctrl_l_k_and_d_reach_the_table_in_front_as_in_the_main_window(
    qtbot: Any, view: EveningView
) -> None:
    """Ctrl+L (quick entry), Ctrl+K (hand form) and Ctrl+D (deal list) at the table in front,
    as the main window's Rubber menu has them: after a tab chosen by its mnemonic (Alt+2) the
    cursor is not in the quick entry, and typing a hand there pressed the Add table button."""
    view.show_table(1)
    pane = view.pages["Table 2"].pane
    view.tabs.setCurrentWidget(view.pages["Table 2"])
    view.add_button.setFocus()  # where the focus was left
    keys = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_L, keys)
    assert QApplication.focusWidget() is pane.quick
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, keys)
    assert QApplication.focusWidget() is pane.form.first_input()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_D, keys)
    assert QApplication.focusWidget() is pane.deal_list
    assert pane.deal_list.currentIndex().row() == pane.model.rowCount() - 1


def test_a_hand_typed_at_a_table_goes_into_the_history_and_the_summary(
    qtbot: Any, view: EveningView, store: Store
) -> None:
    pane = view.pages["Table 3"].pane
    before = len(store.load_rubber(pane.rubber_id).deals)
    qtbot.keyClick(
        QApplication.focusWidget() or view, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier
    )
    assert QApplication.focusWidget() is pane.quick
    with qtbot.waitSignal(view.changed):
        qtbot.keyClicks(pane.quick, "4S N 10")
        qtbot.keyClick(pane.quick, Qt.Key.Key_Return)
    rubber = store.load_rubber(pane.rubber_id)
    assert len(rubber.deals) == before + 1
    assert rubber.deals[-1]["contract"] == "4S" and rubber.deals[-1]["declarer"] == "N"
    view.show_summary()
    balances = {b.player: b for b in view.balances.rows()}
    # North-South at table 3 made 4S: they are up, East-West down, by the same points.
    north, east = TABLES["Table 3"][0], TABLES["Table 3"][1]
    ns, ew = dict(balances[north].points), dict(balances[east].points)
    assert ns["contract"] > 0 and ew["contract"] == -ns["contract"]


def test_undo_and_redo_at_the_table_in_front(qtbot: Any, view: EveningView, store: Store) -> None:
    pane = view.pages["Table 3"].pane
    view.show_table(3)
    qtbot.keyClicks(pane.quick, "4S N 10")
    qtbot.keyClick(pane.quick, Qt.Key.Key_Return)
    assert len(store.load_rubber(pane.rubber_id).deals) == 1
    with qtbot.waitSignal(view.changed):
        qtbot.keyClick(
            QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
        )
    assert store.load_rubber(pane.rubber_id).deals == ()
    assert pane.model.rowCount() == 0
    qtbot.keyClick(
        QApplication.focusWidget(),
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert len(store.load_rubber(pane.rubber_id).deals) == 1
    view.show_summary()
    assert view.undo_at_table() is False  # the summary has nothing to undo


def test_balances_are_the_sum_of_each_players_rubbers(view: EveningView, store: Store) -> None:
    view.show_summary()
    expected: dict[str, list[float]] = {}
    for info in store.rubbers(DATE):
        if not info.deals:  # a rubber with no hands never counts
            continue
        for seat, name in info.players.items():
            e = expected.setdefault(name, [0, {}, 0.0])
            e[0] += 1
            e[1][info.game] = e[1].get(info.game, 0) + info.net[seat.side]  # per game, apart
            e[2] += info.money[seat.side] if info.money else 0.0
    shown = {b.player: [b.rubbers, dict(b.points), b.money] for b in view.balances.rows()}
    assert set(shown) == set(expected)
    for name, (rubbers, points, money) in expected.items():
        assert shown[name][:2] == [rubbers, points]
        assert shown[name][2] == pytest.approx(money)
    # The payments settle every balance.
    settle = dict.fromkeys(shown, 0.0)
    for t in view.transfers.rows():
        settle[t.payer] -= t.amount
        settle[t.payee] += t.amount
    for name, (_, _, money) in expected.items():
        assert settle[name] == pytest.approx(money, abs=1e-6)
    # And the screen says it in words.
    row = next(i for i, b in enumerate(view.balances.rows()) if b.money > 0)
    assert view.balances.data(view.balances.index(row, 4)).startswith("receives ")


def test_players_move_between_tables_for_the_next_rubber(
    qtbot: Any, view: EveningView, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    ince, hay = "Mr Ince", "Col. Hay"
    view.move_player(ince, "Table 1", Seat.E)
    assert view.seating["Table 1"][Seat.E] == ince
    assert view.seating["Table 2"][Seat.N] == hay  # swapped into Ince's old seat
    page: TablePage = view.pages["Table 1"]
    assert not page.next_seats.isHidden() and ince in page.next_seats.text()
    # The rubber in progress keeps its four.
    current = store.load_rubber(page.pane.rubber_id)
    assert current.players[Seat.E] == hay
    # The next rubber at table 1 starts with the new seating, tonight, at that table.
    seen: list[Rubber] = []

    def answer(initial: Rubber) -> Rubber:
        seen.append(initial)
        return initial

    monkeypatch.setattr(view, "ask_new_rubber", answer)
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    assert seen and seen[0].players[Seat.E] == ince and seen[0].game == current.game
    newest = max(store.rubbers(DATE), key=lambda i: i.id)
    assert newest.table == "Table 1" and newest.players[Seat.E] == ince
    assert page.pane.rubber_id == newest.id and page.next_seats.isHidden()


def test_moving_to_an_unknown_table_is_refused(view: EveningView) -> None:
    from scorepad.errors import InvalidEntryError

    with pytest.raises(InvalidEntryError):
        view.move_player("Mr Ince", "Table 9", Seat.N)
    assert view.seating["Table 2"][Seat.N] == "Mr Ince"


def test_a_new_table_gets_its_first_rubber(
    qtbot: Any, view: EveningView, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    four = dict(zip(SEATS, ("Mrs Kay", "Mr Lowe", "Miss Nye", "Dr Fell"), strict=True))
    monkeypatch.setattr(
        view, "ask_new_rubber", lambda initial: Rubber(game="chicago", players=four)
    )
    page = view.add_table("Table 4")
    assert page is not None and view.table_labels()[-1] == "Table 4"
    info = max(store.rubbers(DATE), key=lambda i: i.id)
    assert (info.table, info.game, info.played_on) == ("Table 4", "chicago", DATE)
    qtbot.keyClick(
        QApplication.focusWidget() or view, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier
    )
    assert view.current_table() == "Table 4"


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
def test_evening_summary_pdf(view: EveningView, store: Store, tmp_path: Path) -> None:
    report = view.report()
    out = tmp_path / "evening.pdf"
    printing.write_pdf(report, str(out), "letter")
    text = subprocess.run(
        ["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Evening of Friday 27 November 2026" in text
    # Table 3's rubber has no hands yet: it never counts, in the window nor on paper.
    assert "Table 1" in text and "Table 2" in text and "Table 3" not in text
    assert "2 tables, 3 rubbers" in text
    assert "in play, if" in text and "stopped now" in text  # their Net: if play stopped now
    evening = store.evening(DATE)
    for b in evening.balances:
        assert b.player in text
        assert printing.pays_text(b.money) in text
    assert "Who pays whom" in text
    for t in evening.transfers:
        assert f"{t.amount:,.2f}" in text
    assert "still in play" in text
    assert "We (N–S)" in text


def test_move_dialog_seats_a_newcomer_and_the_displaced_player_stands_down(
    qtbot: Any, view: EveningView, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.move_player import MovePlayerDialog

    dialog = MovePlayerDialog(["Mr Ince"], view.table_labels())
    qtbot.addWidget(dialog)
    dialog.player.setCurrentText("")
    qtbot.keyClicks(dialog.player, "  Mrs   Kay ")
    dialog.table.setCurrentText("Table 3")
    dialog.seat.setCurrentIndex(2)
    assert dialog.choice() == ("Mrs Kay", "Table 3", Seat.S)
    monkeypatch.setattr(view, "ask_move_choice", lambda players, tables: dialog.choice())
    with qtbot.waitSignal(view.changed):
        qtbot.mouseClick(view.move_button, Qt.MouseButton.LeftButton)
    assert view.seating["Table 3"][Seat.S] == "Mrs Kay"
    assert "Sir Giles" not in view.seated()  # stood down: he sat South at table 3
    assert "Mrs Kay" in view.pages["Table 3"].next_seats.text()


def test_when_a_rubber_ends_the_next_is_one_keystroke_away(
    qtbot: Any, view: EveningView, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Table 1's contract rubber in play: replay the rest of its golden deals through the form.
    page = view.pages["Table 1"]
    pane = page.pane
    case = first_case("contract")
    rest = case["rubber"]["deals"][len(pane.rubber.deals) :]
    for deal in rest:
        pane.form.load(deal)
        assert pane.record()
    assert pane.sheet.complete
    assert "rubber finished" in page.seats.text()
    last_dealer = pane.sheet.deals[-1].dealer
    assert last_dealer is not None
    monkeypatch.setattr(view, "ask_new_rubber", lambda initial: initial)
    view.show_table(1)
    qtbot.keyClick(
        QApplication.focusWidget() or view,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    newest = max(store.rubbers(DATE), key=lambda i: i.id)
    assert newest.table == "Table 1" and newest.deals == 0 and newest.state == "in_play"
    assert page.pane.rubber_id == newest.id
    assert "rubber finished" not in page.seats.text()
    # the deal passes on from where the last rubber left it (the left of its last dealer)
    assert store.load_rubber(newest.id).first_dealer == last_dealer.next


def test_the_panes_end_of_rubber_buttons_act_on_the_table(
    qtbot: Any, view: EveningView, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = view.pages["Table 1"]
    pane = page.pane
    for deal in first_case("contract")["rubber"]["deals"][len(pane.rubber.deals) :]:
        pane.form.load(deal)
        assert pane.record()
    if not hasattr(pane, "same_four_button"):
        pytest.skip("the rubber pane has no end-of-rubber buttons")
    assert pane.summary_button.isVisibleTo(view)
    qtbot.mouseClick(pane.summary_button, Qt.MouseButton.LeftButton)
    assert view.tabs.currentWidget() is view.summary
    monkeypatch.setattr(view, "ask_new_rubber", lambda initial: initial)
    before, finished = len(store.rubbers(DATE)), pane.rubber_id
    qtbot.mouseClick(pane.same_four_button, Qt.MouseButton.LeftButton)
    assert len(store.rubbers(DATE)) == before + 1
    assert page.pane is not None and page.pane.rubber_id != finished
    assert not page.pane.sheet.complete and view.current_table() == "Table 1"


def test_at_the_smallest_size_nothing_on_the_summary_hides_or_is_cut(
    qtbot: Any, store: Store
) -> None:
    """At 900×600 with a long name and eight tables: the title and the seating lines wrap
    instead of being cut, and each of the summary's tables is as tall as all its rows (the
    page scrolls as a whole; no row waits behind a table's own scrollbar)."""
    long_name = "Miss Oak-Featherstonehaugh"
    for n in range(4, 9):
        players = {s.value: f"Player {n}{s.value}" for s in SEATS}
        if n == 4:
            players["W"] = long_name
        record = {"game": "contract", "played_on": DATE, "table": f"Table {n}"}
        rid = store.create_rubber(Rubber.from_json({**record, "players": players}))
        store.record_deal(rid, {"contract": "2H", "declarer": "S", "result": 8})
    v = EveningView(store, DATE)
    qtbot.addWidget(v)
    v.resize(900, 600)
    v.show()
    qtbot.waitExposed(v)
    v.show_table(v.table_labels().index("Table 4") + 1)
    qtbot.wait(50)
    for label in (v.title, v.pages["Table 4"].seats):
        assert label.wordWrap() and label.heightForWidth(label.width()) <= label.height()
    assert long_name in v.pages["Table 4"].seats.text()
    pane = v.pages["Table 4"].pane  # a contract form, the widest: it does not scroll sideways
    assert pane is not None and pane.entry_scroll.horizontalScrollBar().maximum() == 0
    v.show_summary()
    qtbot.wait(100)
    for view in (v.rubbers_view, v.balances_view, v.transfers_view):
        rows = view.model().rowCount()
        assert view.verticalScrollBar().maximum() == 0, view.accessibleName()
        assert view.viewport().height() >= sum(view.rowHeight(r) for r in range(rows))
    assert v.rubbers.rowCount() >= 7 and v.balances.rowCount() >= 28
    assert v.summary.verticalScrollBar().maximum() > 0  # the page scrolls instead
