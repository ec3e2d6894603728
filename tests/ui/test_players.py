"""The players window through pytest-qt: search, add, rename, merge, membership numbers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from scorepad.store import Store
from tests.helpers.club import build_club
from ui.player_page import PlayerPage
from ui.players import MEMBERSHIP, NAME, PlayersModel, PlayersWindow

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Store]:
    store = build_club(tmp_path / "club.db", n=10)
    yield store
    store.close()


@pytest.fixture
def window(qtbot: Any, club: Store, monkeypatch: pytest.MonkeyPatch) -> PlayersWindow:
    w = PlayersWindow(club)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    warnings: list[str] = []
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.warning", lambda parent, title, text: warnings.append(text)
    )
    w.warnings = warnings  # type: ignore[attr-defined]
    return w


def names(w: PlayersWindow) -> list[str]:
    return [w.model.data(w.model.index(r, NAME)) for r in range(w.model.rowCount())]


def test_model_passes_the_model_tester(qtmodeltester: Any, club: Store) -> None:
    model = PlayersModel(club)
    model.reload("")
    qtmodeltester.check(model)


def test_roster_and_search_by_typing(qtbot: Any, window: PlayersWindow) -> None:
    assert names(window) == sorted(names(window), key=str.casefold)
    assert "Mrs Grey" in names(window) and len(names(window)) == 6
    qtbot.keyClicks(window.search, "MI")
    assert names(window) == ["Miss Bell"]
    assert window.count.text() == "1 player found"
    window.search.clear()
    assert len(names(window)) == 6


def test_add_a_player_and_not_twice(
    qtbot: Any, window: PlayersWindow, club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window, "ask_text", lambda *a: "  Major   Pym ")
    with qtbot.waitSignal(window.roster_changed):
        qtbot.mouseClick(window.add_button, Qt.MouseButton.LeftButton)
    assert "Major Pym" in names(window)
    assert window.current().name == "Major Pym"
    # The same name again (any case, any spaces) finds the same player.
    monkeypatch.setattr(window, "ask_text", lambda *a: "major pym")
    qtbot.mouseClick(window.add_button, Qt.MouseButton.LeftButton)
    assert names(window).count("Major Pym") == 1
    assert [p.name for p in club.players()].count("Major Pym") == 1


def test_rename_follows_the_history_and_refuses_a_taken_name(
    qtbot: Any, window: PlayersWindow, club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = len(club.player_history("Dr Lamb"))
    window.select_player(club.player("Dr Lamb").id)
    monkeypatch.setattr(window, "ask_text", lambda *a: "Dr Lambert")
    qtbot.mouseClick(window.rename_button, Qt.MouseButton.LeftButton)
    assert "Dr Lambert" in names(window) and "Dr Lamb" not in names(window)
    assert len(club.player_history("Dr Lambert")) == before > 0
    # Renaming onto another player's name is refused with the store's message.
    monkeypatch.setattr(window, "ask_text", lambda *a: "mrs grey")
    assert window.rename() is False
    assert window.warnings and "merge" in window.warnings[-1]  # type: ignore[attr-defined]
    assert "Dr Lambert" in names(window)


def test_merge_two_entries_of_one_person(
    qtbot: Any, window: PlayersWindow, club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    # "Mrs. Grey" was typed at another table: a rubber with her and three others.
    from scorepad.records.record import Rubber

    dup = Rubber.from_json(
        {
            "game": "contract",
            "played_on": "2026-12-04",
            "players": {"N": "Mrs. Grey", "E": "Major Pym", "S": "Mr Ince", "W": "Lady Vane"},
            "deals": [],
        }
    )
    club.create_rubber(dup)
    window.model.reload()
    grey_rubbers = len(club.player_history("Mrs Grey"))
    # Select both entries with the keyboard-free way a user would: click, then Ctrl+click.
    for i, name in enumerate(("Mrs Grey", "Mrs. Grey")):
        row = window.model.row_of(club.player(name).id)
        rect = window.view.visualRect(window.model.index(row, NAME))
        modifier = Qt.KeyboardModifier.ControlModifier if i else Qt.KeyboardModifier.NoModifier
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())
    assert sorted(p.name for p in window.selected()) == ["Mrs Grey", "Mrs. Grey"]
    assert window.merge_button.isEnabled()
    monkeypatch.setattr(window, "ask_choice", lambda *a: "Mrs Grey")
    monkeypatch.setattr(window, "confirm", lambda *a: True)
    qtbot.mouseClick(window.merge_button, Qt.MouseButton.LeftButton)
    assert "Mrs. Grey" not in names(window)
    assert len(club.player_history("Mrs Grey")) == grey_rubbers + 1


def test_merge_refuses_two_people_who_played_together(
    window: PlayersWindow, club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.view.clearSelection()
    for name in ("Mrs Grey", "Miss Bell"):
        row = window.model.row_of(club.player(name).id)
        window.view.selectionModel().select(
            window.model.index(row, NAME),
            window.view.selectionModel().SelectionFlag.Select
            | window.view.selectionModel().SelectionFlag.Rows,
        )
    monkeypatch.setattr(window, "ask_choice", lambda *a: "Mrs Grey")
    monkeypatch.setattr(window, "confirm", lambda *a: True)
    assert window.merge() is False
    assert "two people" in window.warnings[-1]  # type: ignore[attr-defined]
    assert {"Mrs Grey", "Miss Bell"} <= set(names(window))


def test_membership_number_by_button_and_in_the_cell(
    qtbot: Any, window: PlayersWindow, club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.select_player(club.player("Col. Hay").id)
    monkeypatch.setattr(window, "ask_text", lambda *a: " 1907 ")
    qtbot.mouseClick(window.member_button, Qt.MouseButton.LeftButton)
    assert club.player("Col. Hay").membership == "1907"
    row = window.model.row_of(club.player("Col. Hay").id)
    assert window.model.data(window.model.index(row, MEMBERSHIP)) == "1907"
    # Edit the cell with the keyboard: F2, type, Enter.
    index = window.model.index(row, MEMBERSHIP)
    window.view.setCurrentIndex(index)
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    editors = window.view.viewport().findChildren(QLineEdit)
    assert len(editors) == 1
    editor = editors[0]
    editor.selectAll()
    qtbot.keyClicks(editor, "A-12")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits the editor's text on the next turn of the event loop.
    qtbot.waitUntil(lambda: club.player("Col. Hay").membership == "A-12")
    assert window.model.data(window.model.index(row, MEMBERSHIP)) == "A-12"


def test_enter_opens_the_players_page(qtbot: Any, window: PlayersWindow, club: Store) -> None:
    window.select_player(club.player("Miss Bell").id)
    window.view.setFocus()
    with qtbot.waitSignal(window.player_opened) as opened:
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert opened.args == ["Miss Bell"]
    page = window._pages[-1]
    qtbot.addWidget(page)
    assert isinstance(page, PlayerPage) and page.player.name == "Miss Bell"
    assert page.model.rowCount() == len(club.player_history("Miss Bell"))
