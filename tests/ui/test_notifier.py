"""One notifier: every open view of a rubber, a player or an evening refreshes on a change made
anywhere in the process; changes committed by another process (``PRAGMA data_version``) are
noticed and the views reload before their next write; two writers on one history leave every
window showing what the database holds."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.store import Store
from ui import i18n
from ui.notifier import Notifier
from ui.settings import use_settings_dir

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore(
        "^This plugin does not support", "does not support propagateSizeHints"
    ),
]

ROOT = Path(__file__).resolve().parents[2]
DATE = "2026-11-27"
PLAYERS = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "history.db"


@pytest.fixture
def store(db: Path) -> Iterator[Store]:
    s = Store.open(db, backup=False)
    yield s
    s.close()


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []

    def box(_parent: Any, title: str, text: str, *a: Any, **k: Any) -> Any:
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    for name in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, box)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    from ui.dialogs import summary

    # The end-of-rubber summary answers "Close" (it is modal).
    monkeypatch.setattr(
        summary.SummaryDialog, "ask", classmethod(lambda cls, *a, **k: summary.CLOSE)
    )
    return shown


@pytest.fixture
def settings(tmp_path: Path, qapp: Any) -> Iterator[None]:
    use_settings_dir(tmp_path / "settings")
    palette = qapp.palette()
    yield
    i18n.set_spelling("british")
    qapp.setPalette(palette)


def new_rubber(store: Store) -> int:
    return store.create_rubber(
        Rubber(game="contract", players=dict(PLAYERS), played_on=DATE, table="Table 1")
    )


def window_on(qtbot: Any, store: Store, rid: int) -> tuple[Any, Any]:
    from ui.main_window import MainWindow

    w = MainWindow(store)
    qtbot.addWidget(w)
    pane = w.open_rubber(rid)
    w.show()
    return w, pane


def record(qtbot: Any, pane: Any, line: str) -> None:
    pane.quick.setFocus()
    pane.quick.selectAll()
    qtbot.keyClicks(pane.quick, line)
    qtbot.keyClick(pane.quick, Qt.Key.Key_Return)


def contracts(deals: Any) -> list[str]:
    return [d["contract"] + d["declarer"] for d in deals]


def shows_the_database(pane: Any, store: Store) -> bool:
    stored = store.load_rubber(pane.rubber_id)
    return pane.rubber == stored and pane.model.rowCount() == len(stored.deals)


def test_every_view_refreshes_on_a_change_made_in_another(
    qtbot: Any, store: Store, settings: None, messages: list[tuple[str, str]]
) -> None:
    from ui.evening import EveningView
    from ui.history_view import HistoryRubberView
    from ui.player_page import PlayerPage
    from ui.players import PlayersWindow

    rid = new_rubber(store)
    window, pane = window_on(qtbot, store, rid)
    history = HistoryRubberView(store, rid)
    page = PlayerPage(store, "Mrs Grey")
    players = PlayersWindow(store)
    evening = EveningView(store, DATE)
    for w in (history, page, players, evening):
        qtbot.addWidget(w)
    before = page.model.rowCount()

    record(qtbot, pane, "4S N 10")
    assert history.deals.count() == 1 and history.rubber == pane.rubber
    evening_pane = evening.pages["Table 1"].pane
    assert evening_pane.rubber == pane.rubber
    winners = [b.player for b in evening.balances.rows() if dict(b.points).get("contract", 0) > 0]
    assert winners == ["Miss Bell", "Mrs Grey"]

    # A correction in the history view reaches the tab in play, and shares its undo stack.
    history.start_correcting()
    history.ask_edit = lambda _i: type(  # type: ignore[method-assign]
        "R", (), {"action": "replace", "deal": {"declarer": "N", "contract": "4S", "result": 9}}
    )()
    assert history.correct_deal(0)
    assert pane.rubber.deals[0]["result"] == 9 and pane.model.rowCount() == 1
    pane.undo_stack.undo()
    assert history.rubber.deals[0]["result"] == 10 == store.load_rubber(rid).deals[0]["result"]

    # A player renamed in one window is renamed in every other.
    grey = store.player("Mrs Grey")
    store.rename_player(grey.id, "Mrs Gray")
    qtbot.waitUntil(lambda: "Mrs Gray" in [p.name for p in players.model._players])
    assert pane.rubber.players[Seat.N] == "Mrs Gray" and "Mrs Gray" in window.tabs.tabText(0)
    assert page.heading.text().startswith("Mrs Gray")
    assert page.model.rowCount() == before
    assert not messages


def test_a_change_by_another_process_is_noticed_and_a_stale_undo_refused(
    qtbot: Any, store: Store, db: Path, settings: None, messages: list[tuple[str, str]]
) -> None:
    rid = new_rubber(store)
    _window, pane = window_on(qtbot, store, rid)
    record(qtbot, pane, "4S N 10")
    # Another process records the next hand.
    code = (
        "import sys; from scorepad.store import Store; s = Store.open(sys.argv[1], backup=False);"
        " s.record_deal(int(sys.argv[2]), {'declarer': 'E', 'contract': '2H', 'result': 8})"
    )
    subprocess.run([sys.executable, "-c", code, str(db), str(rid)], check=True, cwd=ROOT)
    assert contracts(pane.rubber.deals) == ["4SN"]  # not yet heard
    notifier = Notifier.of(store)
    assert notifier.timer.isActive()
    qtbot.waitUntil(lambda: contracts(pane.rubber.deals) == ["4SN", "2HE"], timeout=5000)
    assert shows_the_database(pane, store)
    # Undo of the first hand would delete a hand that is no longer the last: refused, plainly.
    pane.undo_stack.undo()
    assert contracts(store.load_rubber(rid).deals) == ["4SN", "2HE"]
    assert messages and "changed in another window or program" in messages[-1][1]
    assert shows_the_database(pane, store)


def test_a_command_line_import_shows_in_the_open_evening(
    qtbot: Any, store: Store, db: Path, settings: None, tmp_path: Path
) -> None:
    from ui.evening import EveningView

    new_rubber(store)
    evening = EveningView(store, DATE)
    qtbot.addWidget(evening)
    record_file = tmp_path / "r.json"
    rubber = Rubber(
        game="contract",
        players={Seat.N: "Mr Ince", Seat.E: "Lady Vane", Seat.S: "Major Pym", Seat.W: "Mrs Dale"},
        played_on=DATE,
        table="Table 2",
        deals=({"declarer": "N", "contract": "3NT", "result": 9},),
    )
    record_file.write_text(json.dumps(rubber.to_json()), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "--db", str(db), "import", str(record_file)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert Notifier.of(store).poll() is True
    qtbot.waitUntil(lambda: evening.table_labels() == ["Table 1", "Table 2"])
    assert evening.pages["Table 2"].pane.rubber.deals == rubber.deals
    assert "Mr Ince" in [b.player for b in evening.balances.rows()]


LINES = ["1C N 7", "2H E 8", "3NT S 9", "4S W 10", "1D N 5", "2S E 6", "3C S 11", "1H W 7"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_two_writers_at_random_leave_each_window_showing_the_database(
    qtbot: Any, db: Path, settings: None, messages: list[tuple[str, str]], seed: int
) -> None:
    """Two windows on one history, each with its own connection (as two processes have):
    hands recorded, taken back and put back at random in either, sometimes before the other
    has looked for changes. Whatever each refuses, both end showing what the database holds,
    and the database holds only hands that were typed, each once."""
    rng = random.Random(seed)
    first = Store.open(db, backup=False)
    second = Store.open(db, backup=False)
    try:
        rid = new_rubber(first)
        panes = [window_on(qtbot, s, rid)[1] for s in (first, second)]
        stores = [first, second]
        for _ in range(30):
            i = rng.randrange(2)
            pane, store = panes[i], stores[i]
            if rng.random() < 0.5:
                Notifier.of(store).poll()
            action = rng.choice(["record", "record", "undo", "redo"])
            if action == "record" and not pane.sheet.complete:
                record(qtbot, pane, rng.choice(LINES))
            elif action == "undo" and pane.undo_stack.canUndo():
                pane.undo_stack.undo()
            elif action == "redo" and pane.undo_stack.canRedo():
                pane.undo_stack.redo()
        for pane, store in zip(panes, stores, strict=True):
            Notifier.of(store).poll()
            assert shows_the_database(pane, store)
        stored = first.rubber_state(rid)
        ids = [d.id for d in stored.deals]
        assert len(set(ids)) == len(ids)  # no hand doubled
        typed = {line.split()[0].replace("NT", "N") + line.split()[1] for line in LINES}
        assert stored.rubber is not None
        assert {c.replace("NT", "N") for c in contracts(stored.rubber.deals)} <= typed
        assert all(m[1] for m in messages)  # every refusal was said in words
    finally:
        first.close()
        second.close()
