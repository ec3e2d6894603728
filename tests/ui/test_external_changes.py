"""A hand written by another connection (the table-entry server, another window) reaches only
the views of its rubber: the external change names it, only the panes of that rubber read it
again (one read of the history between them), a pane behind another tab reads it when shown or
a moment later, and the evening's window reads the evening once and refreshes once for the
changes that arrive together, after the panes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.store import RenamePlayer, Store
from ui import i18n
from ui.notifier import Notifier
from ui.rubber_pane import RubberPane
from ui.settings import use_settings_dir

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore(
        "^This plugin does not support", "does not support propagateSizeHints"
    ),
]

DATE = "2026-11-27"
FOUR = (
    {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"},
    {Seat.N: "Mr Ince", Seat.E: "Lady Vane", Seat.S: "Major Pym", Seat.W: "Mrs Dale"},
    {Seat.N: "Mr Ash", Seat.E: "Mrs Oak", Seat.S: "Dr Elm", Seat.W: "Miss Yew"},
)
HAND = {"declarer": "N", "contract": "2H", "result": 8}


@pytest.fixture
def settings(tmp_path: Path, qapp: Any) -> Iterator[None]:
    use_settings_dir(tmp_path / "settings")
    palette = qapp.palette()
    yield
    i18n.set_spelling("british")
    qapp.setPalette(palette)


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[Store, Store, list[int]]]:
    """The window's store, another connection to the same file, and three tables' rubbers."""
    db = tmp_path / "history.db"
    with Store.open(db, backup=False) as setup:
        rids = [
            setup.create_rubber(
                Rubber(game="contract", players=dict(p), played_on=DATE, table=f"Table {n}")
            )
            for n, p in enumerate(FOUR, 1)
        ]
    with Store.open(db, backup=False) as one, Store.open(db, backup=False) as other:
        yield one, other, rids


class Counting:
    """Counts the panes' reads of their rubber, the history's reads of a rubber, the evening's
    reads and its refreshes."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, store: Store, view: Any = None) -> None:
        self.reloads: Counter[int] = Counter()
        self.reads: Counter[int] = Counter()
        self.evenings = 0
        self.refreshes = 0
        reload, evening = RubberPane.reload, store.evening
        refresh = view._refresh if view is not None else None
        rubber_state = store.rubber_state

        def counted_state(rubber_id: int) -> Any:
            self.reads[rubber_id] += 1
            return rubber_state(rubber_id)

        def counted_reload(pane: RubberPane) -> None:
            self.reloads[pane.rubber_id] += 1
            reload(pane)

        def counted_evening(*a: Any, **k: Any) -> Any:
            self.evenings += 1
            return evening(*a, **k)

        def counted_refresh(*a: Any, **k: Any) -> None:
            self.refreshes += 1
            assert refresh is not None
            refresh(*a, **k)

        monkeypatch.setattr(RubberPane, "reload", counted_reload)
        monkeypatch.setattr(store, "rubber_state", counted_state)
        monkeypatch.setattr(store, "evening", counted_evening)
        if view is not None:
            monkeypatch.setattr(view, "_refresh", counted_refresh)


def polled_evening(qtbot: Any, store: Store) -> tuple[Any, Notifier]:
    """The evening's window on ``store``, and its notifier with what is in the history now
    already seen (so that only what the test changes next is heard)."""
    from ui.evening import EveningView

    evening = EveningView(store, DATE)
    qtbot.addWidget(evening)
    notifier = Notifier.of(store)
    notifier.poll()
    return evening, notifier


def test_a_hand_from_another_connection_reloads_only_its_pane(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None, monkeypatch: Any
) -> None:
    from ui.evening import EveningView
    from ui.main_window import MainWindow

    one, other, rids = club
    window = MainWindow(one)
    qtbot.addWidget(window)
    for rid in rids:
        window.open_rubber(rid)
    evening = EveningView(one, DATE)
    qtbot.addWidget(evening)
    notifier = Notifier.of(one)
    assert notifier.poll() is False  # the first look
    heard: list[Any] = []
    notifier.changed.connect(heard.append)
    count = Counting(monkeypatch, one, evening)

    other.record_deal(rids[1], HAND)
    assert notifier.poll() is True
    change = heard[-1]
    assert change.kind == "external" and change.named and change.rubber_ids == (rids[1],)
    # Two panes show that rubber (the main window's tab and the evening's table): each read it
    # again, with one read of the history between them; the others not at all.
    assert count.reloads == Counter({rids[1]: 2}) and count.reads == Counter({rids[1]: 1})
    pane = evening.pages["Table 2"].pane
    assert pane is not None and pane.rubber.deals == (HAND,)
    # The evening follows, once: read once, and refreshed once.
    assert evening.pending() and count.evenings == 0
    qtbot.waitUntil(lambda: not evening.pending())
    assert count.evenings == 1 and count.refreshes == 1
    assert pane is not None and pane.rubber.deals == (HAND,)
    assert pane is not None and pane.rubber.deals == (HAND,)
    assert evening.pages["Table 1"].pane.rubber.deals == ()
    assert len(evening.rubbers.rows()) == 1  # the summary counts the rubber with a hand


def test_changes_that_arrive_together_are_read_by_the_evening_once(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None, monkeypatch: Any
) -> None:
    one, other, rids = club
    evening, notifier = polled_evening(qtbot, one)
    count = Counting(monkeypatch, one, evening)
    for rid in rids:
        other.record_deal(rid, HAND)
        assert notifier.poll() is True
    # Each table's pane has its hand at once; the evening is read once for the three.
    assert all(page.pane.rubber.deals == (HAND,) for page in evening.pages.values())
    assert count.evenings == 0
    qtbot.waitUntil(lambda: not evening.pending())
    assert count.evenings == 1 and count.refreshes == 1
    assert len(evening.rubbers.rows()) == 3


def test_a_pane_behind_another_tab_draws_the_change_when_shown(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None, monkeypatch: Any
) -> None:
    from ui.main_window import MainWindow

    one, other, rids = club
    window = MainWindow(one)
    qtbot.addWidget(window)
    for rid in rids:
        window.open_rubber(rid)
    window.show()
    qtbot.waitExposed(window)
    panes = {p.rubber_id: p for p in window.panes()}
    window.tabs.setCurrentWidget(panes[rids[0]])
    notifier = Notifier.of(one)
    notifier.poll()
    count = Counting(monkeypatch, one)

    # Each pane has its rubber's new figures at once; the one in front draws them, the one
    # behind another tab waits to be shown.
    other.record_deal(rids[0], HAND)
    other.record_deal(rids[1], HAND)
    assert notifier.poll() is True
    assert count.reads == Counter({rids[0]: 1, rids[1]: 1})
    front, behind = panes[rids[0]], panes[rids[1]]
    assert front.rubber.deals == (HAND,) and behind.rubber.deals == (HAND,)
    assert front.model.rowCount() == 1 and behind.model.rowCount() == 0
    assert notifier.behind() == 1
    # Shown, it draws what it holds before it paints; nothing is read again.
    window.tabs.setCurrentWidget(behind)
    assert behind.model.rowCount() == 1 and notifier.behind() == 0
    assert count.reads == Counter({rids[0]: 1, rids[1]: 1})
    # A second change while it is behind again: drawn once, as it last stands.
    window.tabs.setCurrentWidget(front)
    other.record_deal(rids[1], HAND)
    notifier.poll()
    other.record_deal(rids[1], HAND)
    notifier.poll()
    assert behind.rubber.deals == (HAND,) * 3 and behind.model.rowCount() == 1
    window.tabs.setCurrentWidget(behind)
    assert behind.model.rowCount() == 3


def test_a_change_it_cannot_name_reloads_every_view(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None, monkeypatch: Any
) -> None:
    one, other, rids = club
    evening, notifier = polled_evening(qtbot, one)
    count = Counting(monkeypatch, one, evening)
    other.run(RenamePlayer(other.player("Mrs Grey").id, "Mrs Gray"))
    assert notifier.poll() is True
    assert count.reloads == Counter(dict.fromkeys(rids, 1))
    assert count.refreshes == 1
    assert evening.pages["Table 1"].pane.rubber.players[Seat.N] == "Mrs Gray"


def test_a_change_elsewhere_to_another_evening_reads_nothing(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None, monkeypatch: Any
) -> None:
    one, other, _rids = club
    evening, notifier = polled_evening(qtbot, one)
    count = Counting(monkeypatch, one, evening)
    elsewhere = other.create_rubber(
        Rubber(game="contract", players=dict(FOUR[0]), played_on="2026-11-20", table="Table 1")
    )
    other.record_deal(elsewhere, HAND)
    assert notifier.poll() is True
    qtbot.waitUntil(lambda: not evening.pending())
    assert not count.reloads and count.refreshes == 0
    assert evening.table_labels() == ["Table 1", "Table 2", "Table 3"]


def test_a_new_rubber_from_another_connection_shows_at_its_table(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None
) -> None:
    one, other, _rids = club
    evening, notifier = polled_evening(qtbot, one)
    rid = other.create_rubber(
        Rubber(game="contract", players=dict(FOUR[2]), played_on=DATE, table="Table 4")
    )
    assert notifier.poll() is True
    qtbot.waitUntil(lambda: not evening.pending())
    assert evening.table_labels() == ["Table 1", "Table 2", "Table 3", "Table 4"]
    pane = evening.pages["Table 4"].pane
    assert pane is not None and pane.rubber_id == rid


def test_the_next_rubber_at_a_table_is_shown_in_the_pane_it_has(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None
) -> None:
    one, other, rids = club
    evening, notifier = polled_evening(qtbot, one)
    page = evening.pages["Table 2"]
    pane, form = page.pane, page.pane.form
    other.record_deal(rids[1], HAND)
    notifier.poll()
    pane.quick.setText("4S N 10")  # half typed at the table's old rubber: not carried over
    following = other.create_rubber(
        Rubber(game="contract", players=dict(FOUR[1]), played_on=DATE, table="Table 2")
    )
    assert notifier.poll() is True
    qtbot.waitUntil(lambda: not evening.pending())
    assert page.pane is pane and pane.form is form  # the same widgets, the same form
    assert pane.rubber_id == following and pane.rubber.deals == ()
    assert pane.undo_stack is notifier.undo.stack(following)
    assert pane.quick.text() == "" and pane.form.isEnabled()
    # It records into the new rubber, and a change to the old one no longer reaches it.
    pane.form.load(HAND)
    assert pane.record()
    assert one.load_rubber(following).deals == (HAND,)
    assert len(one.load_rubber(rids[1]).deals) == 1
    other.record_deal(rids[1], {"declarer": "E", "contract": "1NT", "result": 7})
    notifier.poll()
    qtbot.waitUntil(lambda: not evening.pending())
    assert pane.rubber_id == following and pane.rubber.deals == (HAND,)


def test_the_next_rubber_of_another_game_gets_its_own_form(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None
) -> None:
    one, other, _rids = club
    evening, notifier = polled_evening(qtbot, one)
    page = evening.pages["Table 3"]
    pane, form = page.pane, page.pane.form
    following = other.create_rubber(
        Rubber(game="short_whist", players=dict(FOUR[2]), played_on=DATE, table="Table 3")
    )
    assert notifier.poll() is True
    qtbot.waitUntil(lambda: not evening.pending())
    assert page.pane is pane and pane.rubber_id == following
    assert pane.form is not form and pane.spec == pane.rules.form_spec(pane.code, {})
    assert pane.rubber.game == "short_whist" and "hist" in evening.tabs.tabText(2)
