"""One rubber open in two panes at once (a main-window tab and an evening table): the panes hear
of each other's changes, share one undo stack, and undo never acts on the other pane's hand.

The defect (issue 10): record a hand at the evening table, then one in the main window's tab of
the same rubber, then Ctrl+Z in the main window: deal 1 (the evening's hand) was deleted.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.store import Store
from ui import i18n
from ui.settings import use_settings_dir

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore(
        "^This plugin does not support", "does not support propagateSizeHints"
    ),
]

DATE = "2026-11-27"
PLAYERS = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "history.db", backup=False)
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
    return shown


@pytest.fixture
def two_panes(
    qtbot: Any, store: Store, tmp_path: Path, qapp: Any, messages: list[tuple[str, str]]
) -> Iterator[tuple[Any, Any, Any, int]]:
    """The main window and the evening view, both showing the one contract rubber of tonight."""
    from ui.evening import EveningView
    from ui.main_window import MainWindow

    use_settings_dir(tmp_path / "settings")
    palette = qapp.palette()
    rid = store.create_rubber(
        Rubber(game="contract", players=dict(PLAYERS), played_on=DATE, table="Table 1")
    )
    window = MainWindow(store)
    qtbot.addWidget(window)
    main_pane = window.open_rubber(rid)
    evening = EveningView(store, DATE)
    qtbot.addWidget(evening)
    evening_pane = evening.pages["Table 1"].pane
    assert evening_pane.rubber_id == main_pane.rubber_id == rid
    window.show()
    evening.show()
    yield window, main_pane, evening_pane, rid
    i18n.set_spelling("british")
    qapp.setPalette(palette)


def record(qtbot: Any, pane: Any, line: str) -> None:
    pane.quick.setFocus()
    pane.quick.selectAll()
    qtbot.keyClicks(pane.quick, line)
    qtbot.keyClick(pane.quick, Qt.Key.Key_Return)


def contracts(deals: Any) -> list[str]:
    return [d["contract"] + d["declarer"] for d in deals]


def shown(pane: Any) -> list[str]:
    """The hands a pane shows (its deal list and the rubber behind its pad)."""
    assert pane.model.rowCount() == len(pane.rubber.deals)
    return contracts(pane.rubber.deals)


def ctrl_z(qtbot: Any, window: Any, pane: Any) -> None:
    window.activateWindow()
    pane.quick.setFocus()
    qtbot.keyClick(
        QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )


def test_ctrl_z_in_the_main_window_never_deletes_the_evenings_hand(
    qtbot: Any, store: Store, two_panes: tuple[Any, Any, Any, int]
) -> None:
    window, main_pane, evening_pane, rid = two_panes
    record(qtbot, evening_pane, "4S N 10")
    record(qtbot, main_pane, "2H E 8")
    ctrl_z(qtbot, window, main_pane)
    assert contracts(store.load_rubber(rid).deals) == ["4SN"]


def test_undo_in_the_other_pane_takes_back_its_own_hand(
    qtbot: Any, store: Store, two_panes: tuple[Any, Any, Any, int]
) -> None:
    window, main_pane, evening_pane, rid = two_panes
    record(qtbot, evening_pane, "4S N 10")
    record(qtbot, main_pane, "2H E 8")
    assert contracts(store.load_rubber(rid).deals) == ["4SN", "2HE"]
    assert shown(main_pane) == shown(evening_pane) == ["4SN", "2HE"]

    ctrl_z(qtbot, window, main_pane)
    # The last hand (the main window's) is taken back; the evening's first hand stays.
    assert contracts(store.load_rubber(rid).deals) == ["4SN"]
    assert shown(main_pane) == shown(evening_pane) == ["4SN"]

    # Both panes share one stack: the evening's Ctrl+Z now takes back its own hand, and redo
    # puts the hands back in order, never doubling one.
    assert evening_pane.undo_stack is main_pane.undo_stack
    evening_pane.undo_stack.undo()
    assert contracts(store.load_rubber(rid).deals) == []
    evening_pane.undo_stack.redo()
    main_pane.undo_stack.redo()
    assert contracts(store.load_rubber(rid).deals) == ["4SN", "2HE"]
    assert shown(main_pane) == shown(evening_pane) == ["4SN", "2HE"]


def test_the_window_never_scores_a_hand_again_after_the_store_call(
    qtbot: Any, store: Store, two_panes: tuple[Any, Any, Any, int], monkeypatch: Any
) -> None:
    """One hand recorded is scored once, by the store on its way in; both panes show the sheet
    the store returned (the previews of the hand being typed are a separate thing)."""
    import scorepad.rules
    import ui.rubber_pane

    _window, main_pane, evening_pane, _rid = two_panes
    after_store: list[bool] = []
    in_window: list[str] = []
    real_run, real_score = store.run, scorepad.rules.score

    def run(command: Any) -> Any:
        change = real_run(command)
        after_store.append(True)
        return change

    def window_score(rubber: Any) -> Any:
        in_window.append("after" if after_store else "preview")
        return real_score(rubber)

    monkeypatch.setattr(store, "run", run)
    monkeypatch.setattr(ui.rubber_pane, "score", window_score)
    record(qtbot, main_pane, "4S N 10")
    assert after_store and "after" not in in_window
    assert main_pane.sheet is evening_pane.sheet  # the one sheet the store scored
