"""A hand written by another connection (the table-entry server, another window) reaches only
the views of its rubber: the external change names it, only that pane reads it again, and the
evening's window reads the evening once and refreshes once."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad.enums import Seat
from scorepad.record import Rubber
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
    """Counts the panes' reads of their rubber, the evening's reads and its refreshes."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, store: Store, view: Any) -> None:
        self.reloads: Counter[int] = Counter()
        self.evenings = 0
        self.refreshes = 0
        reload, evening, refresh = RubberPane.reload, store.evening, view._refresh

        def counted_reload(pane: RubberPane) -> None:
            self.reloads[pane.rubber_id] += 1
            reload(pane)

        def counted_evening(*a: Any, **k: Any) -> Any:
            self.evenings += 1
            return evening(*a, **k)

        def counted_refresh(*a: Any, **k: Any) -> None:
            self.refreshes += 1
            refresh(*a, **k)

        monkeypatch.setattr(RubberPane, "reload", counted_reload)
        monkeypatch.setattr(store, "evening", counted_evening)
        monkeypatch.setattr(view, "_refresh", counted_refresh)


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
    # once; the others not at all. The evening was read once, and refreshed once.
    assert count.reloads == Counter({rids[1]: 2})
    assert count.evenings == 1 and count.refreshes == 1
    pane = evening.pages["Table 2"].pane
    assert pane is not None and pane.rubber.deals == (HAND,)
    assert evening.pages["Table 1"].pane.rubber.deals == ()
    assert len(evening.rubbers.rows()) == 1  # the summary counts the rubber with a hand


def test_a_change_it_cannot_name_reloads_every_view(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None, monkeypatch: Any
) -> None:
    from ui.evening import EveningView

    one, other, rids = club
    evening = EveningView(one, DATE)
    qtbot.addWidget(evening)
    notifier = Notifier.of(one)
    notifier.poll()
    count = Counting(monkeypatch, one, evening)
    other.run(RenamePlayer(other.player("Mrs Grey").id, "Mrs Gray"))
    assert notifier.poll() is True
    assert count.reloads == Counter(dict.fromkeys(rids, 1))
    assert count.refreshes == 1
    assert evening.pages["Table 1"].pane.rubber.players[Seat.N] == "Mrs Gray"


def test_a_change_elsewhere_to_another_evening_reads_nothing(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None, monkeypatch: Any
) -> None:
    from ui.evening import EveningView

    one, other, _rids = club
    evening = EveningView(one, DATE)
    qtbot.addWidget(evening)
    notifier = Notifier.of(one)
    notifier.poll()
    count = Counting(monkeypatch, one, evening)
    elsewhere = other.create_rubber(
        Rubber(game="contract", players=dict(FOUR[0]), played_on="2026-11-20", table="Table 1")
    )
    other.record_deal(elsewhere, HAND)
    assert notifier.poll() is True
    assert not count.reloads and count.refreshes == 0
    assert evening.table_labels() == ["Table 1", "Table 2", "Table 3"]


def test_a_new_rubber_from_another_connection_shows_at_its_table(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None
) -> None:
    from ui.evening import EveningView

    one, other, _rids = club
    evening = EveningView(one, DATE)
    qtbot.addWidget(evening)
    notifier = Notifier.of(one)
    notifier.poll()
    rid = other.create_rubber(
        Rubber(game="contract", players=dict(FOUR[2]), played_on=DATE, table="Table 4")
    )
    assert notifier.poll() is True
    assert evening.table_labels() == ["Table 1", "Table 2", "Table 3", "Table 4"]
    pane = evening.pages["Table 4"].pane
    assert pane is not None and pane.rubber_id == rid


def test_the_next_rubber_at_a_table_is_shown_in_the_pane_it_has(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None
) -> None:
    from ui.evening import EveningView

    one, other, rids = club
    evening = EveningView(one, DATE)
    qtbot.addWidget(evening)
    notifier = Notifier.of(one)
    notifier.poll()
    page = evening.pages["Table 2"]
    pane, form = page.pane, page.pane.form
    other.record_deal(rids[1], HAND)
    notifier.poll()
    pane.quick.setText("4S N 10")  # half typed at the table's old rubber: not carried over
    following = other.create_rubber(
        Rubber(game="contract", players=dict(FOUR[1]), played_on=DATE, table="Table 2")
    )
    assert notifier.poll() is True
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
    assert pane.rubber_id == following and pane.rubber.deals == (HAND,)


def test_the_next_rubber_of_another_game_gets_its_own_form(
    qtbot: Any, club: tuple[Store, Store, list[int]], settings: None
) -> None:
    from ui.evening import EveningView

    one, other, _rids = club
    evening = EveningView(one, DATE)
    qtbot.addWidget(evening)
    notifier = Notifier.of(one)
    notifier.poll()
    page = evening.pages["Table 3"]
    pane, form = page.pane, page.pane.form
    following = other.create_rubber(
        Rubber(game="short_whist", players=dict(FOUR[2]), played_on=DATE, table="Table 3")
    )
    assert notifier.poll() is True
    assert page.pane is pane and pane.rubber_id == following
    assert pane.form is not form and pane.spec == pane.rules.form_spec(pane.code, {})
    assert pane.rubber.game == "short_whist" and "hist" in evening.tabs.tabText(2)
