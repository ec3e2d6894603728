"""Issue 12 in the evening window: moves kept in the history, empty rubbers discarded and never
counted, abandon and close at a table, the Summary's rubbers, the window on the screen, and tab
titles that tell a table's rubbers apart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from scorepad.enums import SEATS, Seat
from scorepad.errors import ScorepadError
from scorepad.records.record import Rubber
from scorepad.store import DiscardEmptyRubber, Store
from tests.helpers.club import golden_rubbers
from ui.dialogs.money import number_text
from ui.evening import PROVISIONAL, EveningView, fit_on_screen
from ui.main_window import MainWindow
from ui.settings import Settings

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

DATE = "2026-11-27"
FOURS = {
    "Table 1": ("Mrs Grey", "Col. Hay", "Miss Bell", "Dr Lamb"),
    "Table 2": ("Mr Ince", "Lady Vane", "Major Pym", "Mrs Dale"),
    "Table 3": ("Canon Rowe", "Miss Ames", "Sir Giles", "Mrs Orme"),
}


def case(game: str) -> dict[str, Any]:
    return next(c for c in golden_rubbers() if c["game"] == game and len(c["rubber"]["deals"]) >= 3)


def add(store: Store, table: str, game: str, deals: int | None) -> int:
    record = dict(case(game)["rubber"])
    if deals is not None:
        record["deals"] = record["deals"][:deals]
    record.update(
        players=dict(zip((s.value for s in SEATS), FOURS[table], strict=True)),
        played_on=DATE,
        table=table,
        stake={"amount": 1, "per": 100},
    )
    return store.create_rubber(Rubber.from_json(record))


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """Table 1: a finished contract rubber; table 2: auction in play (2 hands); table 3: a
    contract rubber just started (no hands)."""
    p = tmp_path / "evening.db"
    with Store.open(p, backup=False) as store:
        add(store, "Table 1", "contract", None)
        add(store, "Table 2", "auction", 2)
        add(store, "Table 3", "contract", 0)
    return p


@pytest.fixture
def store(path: Path) -> Iterator[Store]:
    s = Store.open(path, backup=False)
    yield s
    s.close()


def open_view(qtbot: Any, store: Store) -> EveningView:
    view = EveningView(store, DATE)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_move_is_kept_when_the_window_and_the_history_close(qtbot: Any, path: Path) -> None:
    store = Store.open(path, backup=False)
    view = open_view(qtbot, store)
    view.move_player("Mr Ince", "Table 1", Seat.E)  # Col. Hay takes Mr Ince's seat at table 2
    assert view.seating["Table 1"][Seat.E] == "Mr Ince"
    view.close()
    view.deleteLater()
    QApplication.processEvents()
    store.close()
    with Store.open(path, backup=False) as again:
        reopened = open_view(qtbot, again)
        assert reopened.seating["Table 1"][Seat.E] == "Mr Ince"
        assert reopened.seating["Table 2"][Seat.N] == "Col. Hay"
        assert reopened.pages["Table 1"].next_seats.isVisible()
        assert "Mr Ince" in reopened.pages["Table 1"].next_seats.text()
        reopened.close()


def test_a_rubber_started_after_a_move_is_seated_as_it_was_started(
    qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = open_view(qtbot, store)
    view.move_player("Mr Ince", "Table 1", Seat.E)
    four = dict(zip(SEATS, ("Mrs Grey", "Lady Vane", "Miss Bell", "Dr Lamb"), strict=True))
    monkeypatch.setattr(view, "ask_new_rubber", lambda initial: Rubber("chicago", players=four))
    assert view.new_rubber("Table 1") is not None
    again = open_view(qtbot, store)
    assert again.seating["Table 1"] == four  # the later rubber, not the earlier move


def test_an_empty_rubber_is_discarded_when_the_next_starts_at_its_table(
    qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = open_view(qtbot, store)
    empty = view.pages["Table 3"].pane
    assert empty is not None and not empty.rubber.deals
    four = dict(zip(SEATS, FOURS["Table 3"], strict=True))
    monkeypatch.setattr(view, "ask_new_rubber", lambda initial: Rubber("auction", players=four))
    new_id = view.new_rubber("Table 3")
    ids = [r.id for r in store.rubbers(DATE) if r.table == "Table 3"]
    assert ids == [new_id]


def test_closing_an_empty_rubber_discards_it_and_it_never_counts(qtbot: Any, store: Store) -> None:
    view = open_view(qtbot, store)
    assert "2 rubbers" in view.title.text()  # table 3's empty rubber does not count
    assert all(r.info.deals for r in view.rubbers.rows())
    assert view.close_rubber("Table 3")
    assert [r.table for r in store.rubbers(DATE)] == ["Table 1", "Table 2"]
    assert view.pages["Table 3"].pane is None
    assert not view.pages["Table 3"].close_button.isEnabled()


def test_discarding_refuses_a_rubber_with_hands(store: Store) -> None:
    played = next(r for r in store.rubbers(DATE) if r.deals)
    with pytest.raises(ScorepadError, match=r"hands? recorded"):
        store.run(DiscardEmptyRubber(played.id))
    assert store.rubber_info(played.id).deals == played.deals


def test_abandon_a_tables_rubber_from_the_evening(qtbot: Any, store: Store) -> None:
    view = open_view(qtbot, store)
    pane = view.pages["Table 2"].pane
    assert pane is not None and view.pages["Table 2"].abandon_button.isEnabled()
    rid = pane.rubber_id
    assert view.abandon_rubber("Table 2")
    assert store.rubber_info(rid).state == "abandoned"
    assert view.pages["Table 2"].pane is None
    assert not view.pages["Table 1"].abandon_button.isEnabled()  # finished: nothing to abandon


def test_summary_lists_every_rubber_and_marks_money_in_play_provisional(
    qtbot: Any, qtmodeltester: Any, store: Store
) -> None:
    view = open_view(qtbot, store)
    view.show_summary()
    qtmodeltester.check(view.rubbers)
    rows = view.rubbers.rows()
    assert [(r.table, r.info.game) for r in rows] == [
        ("Table 1", "contract"),
        ("Table 2", "auction"),
    ]
    money = {r.table: view.rubbers.data(view.rubbers.index(i, 6)) for i, r in enumerate(rows)}
    assert PROVISIONAL in money["Table 2"] and PROVISIONAL not in money["Table 1"]
    marked = {b.player for b in view.balances.rows() if b.provisional}
    assert marked == set(FOURS["Table 2"])
    for i, b in enumerate(view.balances.rows()):
        text = view.balances.data(view.balances.index(i, 3))
        assert (PROVISIONAL in text) == (b.player in marked)
    assert view.provisional_label.isVisible()
    # a payment that any of that money is part of says so too, in the locale's format
    assert view.transfers.rows()
    for i, t in enumerate(view.transfers.rows()):
        text = view.transfers.data(view.transfers.index(i, 2))
        part = t.payer in marked or t.payee in marked
        assert (PROVISIONAL in text) == part, (t, text)
        assert text.startswith(number_text(t.amount, 2)), text


def test_the_evening_window_opens_within_the_screen(qtbot: Any) -> None:
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    avail = screen.availableGeometry()
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(avail.width() + 400, avail.height() + 300)
    window.move(avail.right() + 50, avail.bottom() + 50)
    got = fit_on_screen(window)
    assert avail.contains(got), (avail, got)
    assert window.width() <= avail.width() and window.height() <= avail.height()


def test_tab_titles_say_the_game_and_tell_a_tables_rubbers_apart(qtbot: Any, store: Store) -> None:
    ids = [add(store, "Table 1", g, 1) for g in ("contract", "contract", "auction")]
    window = MainWindow(store, Settings())
    qtbot.addWidget(window)
    for rid in ids:
        window.open_rubber(rid)
    titles = [
        window.tabs.tabText(window.tabs.indexOf(p)).replace("&&", "&") for p in window.panes()
    ]
    assert len(set(titles)) == len(titles) == 3
    assert all(t.startswith("Table 1 #") for t in titles)
    assert "Contract" in titles[0] and "Auction" in titles[2]
    assert "Mrs Grey & Miss Bell v Col. Hay & Dr Lamb" in titles[0]


def test_open_evening_fits_the_offscreen_screen(qtbot: Any, store: Store) -> None:
    from ui.evening import open_evening

    view = open_evening(store, DATE)
    qtbot.addWidget(view)
    qtbot.waitExposed(view)
    screen = view.screen()
    avail = screen.availableGeometry()
    assert avail.contains(view.frameGeometry()), (avail, view.frameGeometry())
    pane = view.pages["Table 2"].pane
    assert pane is not None
