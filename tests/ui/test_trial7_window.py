"""The main window as a new user met it at a card table (issue 12, the seventh trial): the
status bar after a hand is corrected, the words of a quick-entry refusal, the hand form at the
minimum size, and the quick-entry hint of a hand that ends the rubber. Driven through the real
widgets."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QWidget

from scorepad.records.record import Rubber
from scorepad.rules import GAMES
from scorepad.store import Store
from tests.helpers.gui import correct_we_tricks, press_enter, quick, start, type_into

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def select(pane: Any, row: int) -> None:
    pane.deal_list.selectionModel().setCurrentIndex(
        pane.model.index(row, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


# -- the status bar after a correction ------------------------------------------------------------
def test_a_corrected_hand_is_explained_as_it_now_is(
    window: Any, qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    pane = start(window, "short_whist")
    quick(qtbot, pane, "9 h3")
    quick(qtbot, pane, "7")
    select(pane, 0)
    before = window.statusBar().currentMessage()
    assert before.startswith("Deal 1:") and "three by cards" in before

    correct_we_tricks(qtbot, monkeypatch, "8")
    window.edit_deal_action.trigger()
    assert store.load_rubber(pane.rubber_id).deals[0]["tricks"]["NS"] == 8
    after = window.statusBar().currentMessage()
    assert "three by cards" not in after  # the old hand's words are gone
    assert after == "Hand 1 corrected · Undo (Ctrl+Z)", after  # what was just done


# -- a refusal in words -----------------------------------------------------------------------
@pytest.mark.parametrize("enter", [False, True])
def test_a_quick_entry_refusal_names_no_identifier(window: Any, qtbot: Any, enter: bool) -> None:
    from scorepad.rules.fieldwords import FIELD_WORDS

    pane = start(window, "bridge_whist")
    type_into(qtbot, pane.quick, "H N 9")  # a declarer is no part of bridge whist's quick entry
    if enter:
        press_enter(qtbot, pane.quick)
    hint = pane.quick_hint.text()
    assert "'N'" in hint and "declarer" in hint, hint
    assert not pane.rubber.deals
    for identifier in FIELD_WORDS:
        assert f"{identifier}:" not in hint, hint
    assert not hint.startswith("deal "), hint


# -- the hand form at the window's sizes --------------------------------------------------------
TRIAL = {
    "N": "Colonel Brown",
    "S": "Miss Amelia Fortescue-Smythe",
    "E": "Mr Green",
    "W": "Mrs Peacock",
}
SIZES = {"default": (1200, 780), "minimum": (900, 600)}


def words_cut(root: QWidget) -> list[tuple[str, float, int]]:
    """The visible buttons and tick boxes whose words are wider than the room they have."""
    out = []
    for b in root.findChildren(QAbstractButton):
        if not b.isVisible() or not b.text():
            continue
        words = b.text().replace("&", "")
        need = b.fontMetrics().horizontalAdvance(words)
        room = b.width() - (24 if isinstance(b, QCheckBox) else 8)
        if need > room:
            out.append((words, need, room))
    return out


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", list(GAMES))  # every game
def test_the_hand_form_fits_without_scrolling_or_cut_words(
    window: Any, qtbot: Any, size: str, game: str
) -> None:
    pane = window.start_rubber(Rubber.from_json({"game": game, "players": TRIAL, "deals": []}))
    window.resize(*SIZES[size])
    qtbot.waitUntil(lambda: window.size().width() == SIZES[size][0])
    qtbot.wait(50)
    scroll = pane.entry_scroll
    assert not scroll.verticalScrollBar().isVisible(), scroll.verticalScrollBar().maximum()
    assert not scroll.horizontalScrollBar().isVisible()
    viewport = scroll.viewport()
    for key, widget in pane.form.widgets.items():
        place = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        assert viewport.rect().contains(place), (key, place, viewport.rect())
    assert words_cut(pane.entry_box) == []
    assert not pane.record_button.visibleRegion().isEmpty()
    # the quick entry's placeholder is whole, and not the line of examples under it
    quick = pane.quick
    room = quick.width() - 40  # (the frame, the margins and the clear button)
    assert quick.fontMetrics().horizontalAdvance(quick.placeholderText()) <= room
    assert quick.placeholderText() not in pane.quick_hint.text()


def test_the_honours_hand_names_its_player_in_a_tooltip(window: Any) -> None:
    pane = window.start_rubber(
        Rubber.from_json({"game": "contract", "players": TRIAL, "deals": []})
    )
    hand = pane.form.widgets["honours"].hand
    assert hand.toolTip() == "N – Colonel Brown"
    hand.setCurrentIndex(2)
    assert hand.toolTip() == "S – Miss Amelia Fortescue-Smythe"


# -- the hint of a hand that ends the rubber ------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "first", "line", "last"),
    [
        ("contract", "3NT N 9", "4S N 10", {"declarer": "N", "contract": "4S", "result": 10}),
        ("short_whist", "13", "13", {"tricks": {"NS": 13, "EW": 0}}),
    ],
)
def test_the_hint_of_a_hand_that_ends_the_rubber_names_the_bonus_and_the_end(
    window: Any, qtbot: Any, game: str, first: str, line: str, last: dict[str, Any]
) -> None:
    from scorepad.rules import score

    pane = start(window, game)
    quick(qtbot, pane, first)
    assert len(pane.rubber.deals) == 1 and not pane.sheet.complete
    ended = score(pane.rubber.with_deal(last))  # the rules service's own figures
    assert ended.complete and ended.bonus
    type_into(qtbot, pane.quick, line)
    hint = pane.quick_hint.text()
    assert f"+{ended.bonus}" in hint, hint
    assert "Rubber finished" in hint, hint
    # a hand that does not end it says nothing of the kind
    pane.clear_entry()
    type_into(qtbot, pane.quick, "1H S 7" if game == "contract" else "7")
    assert "finished" not in pane.quick_hint.text()


# -- cosmetics ---------------------------------------------------------------------------------
def test_the_next_hand_header_breaks_only_between_phrases(window: Any, qtbot: Any) -> None:
    pane = window.start_rubber(
        Rubber.from_json({"game": "short_whist", "players": TRIAL, "deals": []})
    )
    window.resize(1200, 780)
    for line in ("9 h3", "7", "8", "6"):
        quick(qtbot, pane, line)
    words = pane.position_label.text()
    assert "Games:" in words and "need" in words
    for phrase in words.split(" · "):
        assert " " not in phrase, phrase  # (its spaces do not break: "Games: We 1, They 0")
    assert words.replace("\u00a0", " ").startswith("Dealer: ")


def test_the_date_refusal_gives_today_as_its_example(qtbot: Any, settings_dir: Any) -> None:
    import datetime as dt

    from ui.dialogs.new_rubber import NewRubberDialog

    dialog = NewRubberDialog(roster=[])
    qtbot.addWidget(dialog)
    type_into(qtbot, dialog.played_on, "29/11/2026")
    (problem,) = [p for p in dialog.problems() if p.field == "played_on"]
    assert dt.date.today().isoformat() in problem.message
    assert "year-month-day" in problem.message
