"""The main window: start-up from the history, new rubber, entry, preview, corrections, undo,
menus, settings, spelling and palettes — driven through the real widgets with pytest-qt.

The whole rubbers of each game are in ``test_main_window_rubbers.py``; the fixtures are in
``tests/ui/conftest.py``, the keyboard helpers in ``tests/helpers/gui.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from scorepad.enums import Seat, Side
from scorepad.records.record import Rubber, Stake
from scorepad.rules import score
from scorepad.store import Store
from tests.helpers.gui import (
    PLAYERS,
    choose,
    click,
    double_click_deal,
    press_enter,
    quick,
    start,
    type_into,
)
from tests.helpers.paths import ROOT
from tests.helpers.translations import speaking
from ui import i18n
from ui.settings import Settings

# WORKAROUND: the offscreen platform warns when a window is shown (QTBUG-80225 style);
# it says nothing about the window.
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


# -- tests ----------------------------------------------------------------------------------------
def test_empty_history_shows_the_welcome(window: Any) -> None:
    assert window.tabs.count() == 0
    assert window.welcome.isVisible()
    assert "New rubber" in window.welcome.text()
    assert not window.export_action.isEnabled()


def test_menus_are_standard_and_held_in_attributes(window: Any) -> None:
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles == ["File", "Edit", "Rubber", "View", "Drives", "Help"]  # Drive: issue 13
    assert window.new_action in window.file_menu.actions()
    assert window.undo_action in window.edit_menu.actions()
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    assert "Ctrl+Shift+Z" in [s.toString() for s in window.redo_action.shortcuts()]
    assert window.new_action.shortcut().toString() == "Ctrl+N"
    assert "Ctrl++" in [s.toString() for s in window.zoom_in_action.shortcuts()]
    assert window.zoom_out_action.shortcut().toString() == "Ctrl+-"
    assert window.close_tab_action.shortcut().toString() == "Ctrl+W"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"


def test_every_input_has_an_accessible_name(window: Any) -> None:
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QLineEdit

    for game in ("short_whist", "bridge_whist", "auction", "contract"):
        pane = start(window, game)
        pane.form.widgets["revokes"].add_row()
        inputs = [
            w
            for w in pane.findChildren(QWidget)
            if isinstance(w, (QAbstractSpinBox, QComboBox, QLineEdit, QAbstractButton))
            and not isinstance(w.parent(), (QAbstractSpinBox, QComboBox))
            and w.focusPolicy() != Qt.FocusPolicy.NoFocus
        ]
        assert inputs
        nameless = [
            (type(w).__name__, getattr(w, "text", lambda: "")())
            for w in inputs
            if not w.accessibleName() and not (isinstance(w, QAbstractButton) and w.text())
        ]
        assert not nameless, f"{game}: {nameless}"


def test_alt_letters_take_the_keyboard_to_each_field(window: Any, qtbot: Any) -> None:
    from PySide6.QtWidgets import QApplication

    pane = start(window, "auction")
    window.activateWindow()
    qtbot.waitActive(window)
    seen = {}
    for key, label in pane.form._labels.items():
        text = label.text()
        if "&" not in text:
            continue
        letter = text[text.index("&") + 1].upper()
        qtbot.keyClick(
            QApplication.focusWidget() or window, letter, Qt.KeyboardModifier.AltModifier
        )
        focus = QApplication.focusWidget()
        widget = pane.form.widgets[key]
        assert focus is not None and (focus is widget or widget.isAncestorOf(focus)), key
        seen[key] = letter
    assert {"declarer", "contract", "result", "honours", "revokes"} <= set(seen)
    menus = {a.text()[a.text().index("&") + 1].upper() for a in window.menuBar().actions()}
    assert not menus & set(seen.values())  # no letter taken from the menus


def test_rubbers_in_play_reopen_at_start(
    qtbot: Any, store: Store, settings_dir: Path, messages: list, summaries: list
) -> None:
    from ui.main_window import MainWindow

    first = store.create_rubber(Rubber(game="short_whist", players=dict(PLAYERS)))
    store.record_deal(first, {"tricks": {"NS": 8, "EW": 5}})
    second = store.create_rubber(Rubber(game="contract", table="Table 2"))
    done = store.create_rubber(Rubber(game="short_whist"))
    for _ in range(2):
        store.record_deal(done, {"tricks": {"NS": 13, "EW": 0}})
    assert store.rubber_info(done).state == "finished"

    w = MainWindow(store)
    qtbot.addWidget(w)
    assert w.open_rubbers_in_play() == 2
    assert w.rubber_ids() == [first, second]
    assert "Mrs Grey & Miss Bell" in w.tabs.tabText(0).replace("&&", "&")
    # Only the rubber in front is loaded and scored at start; the other when first shown.
    assert [p.rubber_id for p in w.panes()] == [first]
    pane = w.panes()[0]
    assert pane.rubber == store.load_rubber(first)
    assert pane.model.rowCount() == 1
    assert pane.sheet == score(store.load_rubber(first))
    w.tabs.setCurrentIndex(1)
    assert [p.rubber_id for p in w.panes()] == [first, second]
    assert w.pane().rubber == store.load_rubber(second)
    assert w.undo_group.activeStack() is w.pane().undo_stack


def test_a_hand_is_in_the_history_before_the_pad_updates(
    window: Any, store: Store, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    pane = start(window, "short_whist")
    seen: list[int] = []
    real = pane.pad.set_rubber

    def spy(rubber: Rubber, sheet: Any, **kw: Any) -> None:
        if kw.get("preview_deal") is None:
            seen.append(len(store.load_rubber(pane.rubber_id).deals))
        real(rubber, sheet, **kw)

    monkeypatch.setattr(pane.pad, "set_rubber", spy)
    type_into(qtbot, pane.form.widgets["tricks"].boxes[Side.NS], "9")
    press_enter(qtbot, pane.form.widgets["tricks"].boxes[Side.NS])
    assert store.load_rubber(pane.rubber_id).deals == ({"tricks": {"NS": 9, "EW": 4}},)
    assert seen and seen[-1] == 1  # the pad showed the recorded hand only once it was stored


def test_preview_as_you_type_and_problems_beside_the_field(
    window: Any, qtbot: Any, store: Store
) -> None:
    pane = start(window, "short_whist")
    we = pane.form.widgets["tricks"].boxes[Side.NS]
    they = pane.form.widgets["tricks"].boxes[Side.EW]
    type_into(qtbot, we, "8")
    assert they.value() == 5  # the other side follows
    assert pane.pad._preview == 0  # the pad pencils the hand not yet recorded
    assert pane.pad._rubber.deals[-1] == {"tricks": {"NS": 8, "EW": 5}}
    assert pane.record_button.isEnabled()
    # A hand the laws refuse: 8 + 8 tricks. The message is the rules service's, beside tricks.
    type_into(qtbot, they, "6")
    assert we.value() == 7 and pane.pad._rubber.deals[-1] == {"tricks": {"NS": 7, "EW": 6}}
    pane.form.load({"tricks": {"NS": 8, "EW": 8}})  # as an old record might hold it
    message = pane.form.problem_text("tricks")
    assert "13" in message
    try:
        score(Rubber(game="short_whist").with_deal({"tricks": {"NS": 8, "EW": 8}}))
    except Exception as e:  # the same words as the rules service's
        assert message in str(e) or str(e).split(": ", 2)[-1] in message
    else:
        pytest.fail("the rules service should refuse 8 + 8 tricks")
    assert not pane.record_button.isEnabled()
    press_enter(qtbot, pane.form.widgets["revokes"].add_button)
    assert store.load_rubber(pane.rubber_id).deals == ()  # nothing recorded
    assert pane.pad._preview is None


def test_quick_entry_fills_the_form_and_records_with_enter(
    window: Any, qtbot: Any, store: Store
) -> None:
    pane = start(window, "short_whist")
    type_into(qtbot, pane.quick, "9 h3")
    assert pane.form.draft() == {"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}}
    assert "9 tricks" in pane.quick_hint.text()  # what the line means, as the sheet says it
    press_enter(qtbot, pane.quick)
    assert store.load_rubber(pane.rubber_id).deals == (
        {"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}},
    )
    assert pane.quick.text() == ""
    type_into(qtbot, pane.quick, "9 zz")
    assert pane.quick_hint.text()  # the parser's complaint
    press_enter(qtbot, pane.quick)
    assert len(store.load_rubber(pane.rubber_id).deals) == 1
    assert pane.quick.completer().model().stringList() == ["9 h3"]


def test_a_line_picked_from_the_earlier_ones_is_read_and_recorded_with_enter(
    window: Any, qtbot: Any, store: Store
) -> None:
    """Type the start of a line typed before, pick the whole line from the list under the box
    (the arrow keys and Enter), and Enter again records it: the picked line is read as if typed."""
    pane = start(window, "contract")
    quick(qtbot, pane, "2H S 8")
    window.activateWindow()
    pane.quick.setFocus()
    qtbot.keyClicks(pane.quick, "2H")
    assert "declarer is missing" in pane.quick_hint.text()  # "2H" alone, as typed
    popup = pane.quick.completer().popup()
    assert popup.isVisible()
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert not popup.isVisible()
    assert pane.quick.text() == "2H S 8"
    assert pane.quick_hint.text().startswith("→ 2H by S, 8 tricks")  # the picked line, read
    assert pane.record_button.isEnabled()
    press_enter(qtbot, pane.quick)
    assert [d["contract"] for d in store.load_rubber(pane.rubber_id).deals] == ["2H", "2H"]
    assert pane.quick.text() == ""


def test_a_line_set_by_a_program_is_read_when_recorded(
    window: Any, qtbot: Any, store: Store
) -> None:
    """A quick-entry line that reached the box without an edit (no preview ran) is read at
    Record, into the form, and a line that does not read is refused, keeping the text."""
    pane = start(window, "contract")
    pane.quick.setText("1NT E 7")
    assert pane.record()
    assert store.load_rubber(pane.rubber_id).deals[0]["contract"] == "1NT"
    pane.quick.setText("1NT")
    assert not pane.record()
    assert "declarer is missing" in pane.quick_hint.text()
    assert pane.quick.text() == "1NT"
    assert len(store.load_rubber(pane.rubber_id).deals) == 1


def test_double_click_opens_a_hand_to_delete_and_undo_puts_it_back(
    window: Any, qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.edit_deal import EditDealDialog

    pane = start(window, "contract")
    for line in ("2H S 8", "1NT E 7", "3C N 9"):
        quick(qtbot, pane, line)
    stored = store.load_rubber(pane.rubber_id).deals

    def ask(cls: Any, parent: Any, rubber: Rubber, index: int, spec: Any) -> Any:
        dialog = EditDealDialog(rubber, index, spec, parent)
        qtbot.addWidget(dialog)
        assert dialog.form.draft()["contract"] == "1NT"
        click(qtbot, dialog.delete_button)
        return dialog.result_value

    monkeypatch.setattr(EditDealDialog, "ask", classmethod(ask))
    double_click_deal(qtbot, pane, 1)
    assert store.load_rubber(pane.rubber_id).deals == (stored[0], stored[2])
    assert pane.model.rowCount() == 2
    assert [a.action for a in store.audit(pane.rubber_id)] == ["delete"]
    window.undo_action.trigger()
    assert store.load_rubber(pane.rubber_id).deals == stored
    assert [a.action for a in store.audit(pane.rubber_id)] == ["delete", "insert"]
    window.redo_action.trigger()
    assert store.load_rubber(pane.rubber_id).deals == (stored[0], stored[2])


def test_a_refused_correction_cannot_be_saved(window: Any, qtbot: Any, store: Store) -> None:
    from ui.dialogs.edit_deal import EditDealDialog

    pane = start(window, "short_whist")
    quick(qtbot, pane, "9")
    dialog = EditDealDialog(pane.rubber, 0, pane.spec, window)
    qtbot.addWidget(dialog)
    dialog.form.load({"tricks": {"NS": 9, "EW": 9}})
    assert not dialog.save_button.isEnabled()
    assert "13" in dialog.form.problem_text("tricks")
    click(qtbot, dialog.save_button)
    assert dialog.result_value is None


def test_new_rubber_dialog_builds_house_rules_from_the_registry(
    qtbot: Any, store: Store, settings_dir: Path
) -> None:
    from scorepad.rules import GAMES
    from ui.dialogs.new_rubber import NewRubberDialog

    dialog = NewRubberDialog(roster=["Mrs Grey", "Col. Hay"])
    qtbot.addWidget(dialog)
    for game, rules in GAMES.items():
        choose(qtbot, dialog.game, game)
        assert [dialog.code.itemData(i) for i in range(dialog.code.count())] == list(
            rules.code_ids()
        )
        assert dialog.code.currentData() == rules.default_code
        assert [e.rule.key for e in dialog._editors] == [h.key for h in rules.house_rules]
        for e in dialog._editors:
            # The registry's own help, then its source.
            assert e.rule.help in e.widget.toolTip()
            assert e.is_default()
        assert dialog.house_rules() == {}
    # A changed rule goes into the record; a default one does not.
    choose(qtbot, dialog.game, "contract")
    editor = next(e for e in dialog._editors if e.rule.key == "small_slam_vulnerable")
    choose(qtbot, editor.widget, 1000)
    type_into(qtbot, dialog.players[Seat.N], "Mrs Grey")
    type_into(qtbot, dialog.players[Seat.E], "Col. Hay")
    type_into(qtbot, dialog.players[Seat.S], "Miss Bell")
    type_into(qtbot, dialog.players[Seat.W], "Dr Lamb")
    choose(qtbot, dialog.first_dealer, "E")
    type_into(qtbot, dialog.table, "Table 3")
    type_into(qtbot, dialog.stake_amount, "0.5")
    rubber = dialog.rubber()
    assert rubber.game == "contract" and rubber.code == "laws_2014"
    assert rubber.house_rules == {"small_slam_vulnerable": 1000}
    assert rubber.players == PLAYERS
    assert rubber.first_dealer is Seat.E and rubber.table == "Table 3"
    assert rubber.stake == Stake(0.5, 100)
    score(rubber)  # a record the rules service accepts
    # One person cannot sit twice.
    type_into(qtbot, dialog.players[Seat.W], "mrs grey")
    assert dialog.problems()


def test_new_rubber_creates_new_players_and_same_four_again(
    window: Any, qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.new_rubber import NewRubberDialog

    store.ensure_player("Mrs Grey")

    def ask(cls: Any, parent: Any, roster: Any, initial: Any, last: Any) -> Any:
        assert "Mrs Grey" in roster  # completion from the roster
        dialog = NewRubberDialog(tuple(roster), initial, last, parent)
        qtbot.addWidget(dialog)
        choose(qtbot, dialog.game, "chicago")
        for seat, name in PLAYERS.items():
            type_into(qtbot, dialog.players[seat], name)
        completer = dialog.players[Seat.N].completer()
        completer.setCompletionPrefix("grey")
        assert completer.currentCompletion() == "Mrs Grey"
        type_into(qtbot, dialog.stake_amount, "1")
        return dialog.rubber(), dialog.remembered()

    monkeypatch.setattr(NewRubberDialog, "ask", classmethod(ask))
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    if window.tabs.count() == 0:  # no active window offscreen: use the menu's action
        window.new_action.trigger()
    pane = window.pane()
    assert pane is not None and pane.rubber.game == "chicago"
    assert sorted(p.name for p in store.players()) == sorted(PLAYERS.values())
    info = store.rubber_info(pane.rubber_id)
    assert info.players == PLAYERS and info.state == "in_play"
    assert Settings().last_new_rubber()["game"] == "chicago"
    quick(qtbot, pane, "1NT N 7")
    again = window.same_four_again()
    assert again is not pane and window.tabs.count() == 2
    assert again.rubber.players == pane.rubber.players
    assert again.rubber.stake == pane.rubber.stake and again.rubber.deals == ()
    assert again.rubber.first_dealer == pane.sheet.position.next_dealer


def test_same_four_again_after_a_whist_rubber_passes_the_deal_on(
    window: Any, qtbot: Any, store: Store
) -> None:
    """A short-whist rubber won in two deals (North, then East dealt): its sheet names no next
    dealer once it is over, and the next rubber with the same four is dealt by South, as a
    table's phone starts it (scorepad.sheets.sheet.next_first_dealer), not by North again."""
    pane = window.start_rubber(Rubber(game="short_whist", players=PLAYERS, first_dealer=Seat.N))
    quick(qtbot, pane, "13")
    quick(qtbot, pane, "13")
    assert pane.sheet.complete and pane.sheet.position.next_dealer is None
    assert [d.dealer for d in pane.sheet.deals] == [Seat.N, Seat.E]
    again = window.same_four_again(pane)
    assert again is not None and again.rubber.first_dealer == Seat.S


def test_errors_at_the_slot_boundary_become_a_message(
    window: Any, qtbot: Any, store: Store, messages: list
) -> None:
    from scorepad.errors import StoreError

    pane = start(window, "short_whist")

    def refuse(*_a: Any) -> None:
        raise StoreError("database is locked")

    pane.store = type("Locked", (), {"run": staticmethod(refuse)})()
    type_into(qtbot, pane.form.widgets["tricks"].boxes[Side.NS], "7")
    press_enter(qtbot, pane.form.widgets["tricks"].boxes[Side.NS])
    assert messages and "database is locked" in messages[-1][1]
    assert pane.model.rowCount() == 0
    assert pane.form.draft() == {"tricks": {"NS": 7, "EW": 6}}  # nothing typed is lost


def test_finished_rubber_refuses_hands_and_undo_reopens_it(
    window: Any, qtbot: Any, store: Store, summaries: list, messages: list
) -> None:
    pane = start(window, "short_whist")
    quick(qtbot, pane, "13")
    quick(qtbot, pane, "13")
    assert pane.sheet.complete and len(summaries) == 1
    assert store.rubber_info(pane.rubber_id).state == "finished"
    assert not pane.form.isEnabled() and not pane.quick.isEnabled()
    pane.record()
    assert "over" in messages[-1][1]
    assert len(store.load_rubber(pane.rubber_id).deals) == 2
    window.undo_action.trigger()
    assert not pane.sheet.complete and pane.form.isEnabled()
    assert store.rubber_info(pane.rubber_id).state == "in_play"
    window.redo_action.trigger()
    assert pane.sheet.complete and len(summaries) == 1  # redo does not ask again


def test_summary_dialog_shows_money_at_the_stake(qtbot: Any, settings_dir: Path) -> None:
    from scorepad.rules.settlement import seat_money
    from ui.dialogs.summary import SAME_FOUR, SummaryDialog

    Settings().currency = "£"  # not the machine's locale
    rubber = Rubber(game="short_whist", players=dict(PLAYERS), stake=Stake(0.25, 1))
    for _ in range(2):
        rubber = rubber.with_deal({"tricks": {"NS": 13, "EW": 0}})
    sheet = score(rubber)
    dialog = SummaryDialog(rubber, sheet)
    qtbot.addWidget(dialog)
    money = seat_money(rubber, sheet.net)
    assert money is not None and money[Seat.N] > 0 > money[Seat.E]
    lines = dialog.lines["money"]
    assert lines[0] == f"Mrs Grey (We): +£{money[Seat.N]:.2f}"
    assert lines[1] == f"Col. Hay (They): -£{-money[Seat.E]:.2f}"
    assert len(dialog.lines["games"]) == len(sheet.games)
    assert f"total {sheet.totals[Side.NS]}" in dialog.lines["totals"][0]
    click(qtbot, dialog.same_button)
    assert dialog.choice == SAME_FOUR


def test_settings_geometry_palette_spelling_and_zoom(
    qtbot: Any, store: Store, settings_dir: Path, messages: list, summaries: list
) -> None:
    from ui.main_window import MainWindow

    w = MainWindow(store)
    qtbot.addWidget(w)
    w.resize(900, 640)  # the minimum width (the offscreen screen is narrower), not the default
    w.show()
    qtbot.waitExposed(w)
    pane = start(w, "long_whist")
    type_into(qtbot, pane.quick, "9 h4")
    w.dark_action.trigger()
    # View ▸ Language ▸ English (US): remembered, taken at the next start, and said so.
    next(a for a in w.language_menu.actions() if a.data() == "en_US").trigger()
    assert messages and "English (US)" in messages[-1][1]
    w.zoom_in_action.trigger()
    assert w.pane() is pane
    assert pane.pad.style_().dark
    assert pane.pad.zoom() > 1.0
    assert w.palette().window().color().lightness() < 100
    # The hand being typed is kept.
    assert pane.form.draft()["honours"] == {"NS": 4, "EW": 0}
    assert pane.record_button.isEnabled()
    w.close()
    assert (settings_dir / "Scorepad" / "scorepad.ini").exists()

    with speaking(Settings().language):  # the next start, in the language chosen
        w2 = MainWindow(store)
        qtbot.addWidget(w2)
        assert (w2.size().width(), w2.size().height()) == (900, 640)
        assert w2.dark_action.isChecked()
        checked = [a.data() for a in w2.language_menu.actions() if a.isChecked()]
        assert checked == ["en_US"]
        pane2 = w2.open_rubber(pane.rubber_id)
        assert pane2.pad.zoom() == pane.pad.zoom()
        assert pane2.pad.style_().spelling == "american"
        assert pane2.form._labels["honours"].text().replace("&", "") == "Honors"
        w2.close()
    assert i18n.spelling() == "british"


def test_export_pad_as_image(window: Any, qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    pane = start(window, "auction")
    quick(qtbot, pane, "2NT N 9")
    path = tmp_path / "pad.png"
    assert window.export_pad_image(str(path)) == str(path)
    image = QImage(str(path))
    assert not image.isNull() and image.width() >= 300


def test_deal_list_enter_and_pad_selection(
    window: Any, qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.edit_deal import EditDealDialog

    opened: list[int] = []
    monkeypatch.setattr(
        EditDealDialog,
        "ask",
        classmethod(lambda cls, parent, rubber, index, spec: opened.append(index)),
    )
    pane = start(window, "bridge_whist")
    quick(qtbot, pane, "H 8")
    quick(qtbot, pane, "S 7")
    pane.deal_list.setFocus()
    pane.deal_list.setCurrentIndex(pane.model.index(0, 0))
    assert pane.pad.selected_deal() == 0
    press_enter(qtbot, pane.deal_list)
    assert opened == [0]
    pane.pad.deal_activated.emit(1)
    assert opened == [0, 1]
    assert len(store.load_rubber(pane.rubber_id).deals) == 2  # Enter there records nothing


def test_a_deal_selected_from_the_keyboard_says_what_made_its_figures(
    window: Any, qtbot: Any
) -> None:
    pane = start(window, "contract")
    quick(qtbot, pane, "4S N 10")
    quick(qtbot, pane, "2HX E 7")
    pane.deal_list.setFocus()
    pane.deal_list.setCurrentIndex(pane.model.index(0, 0))
    qtbot.keyClick(pane.deal_list, Qt.Key.Key_Down)
    assert pane.pad.selected_deal() == 1
    assert window.statusBar().currentMessage() == (
        "Deal 2: one undertrick, not vulnerable, doubled: 100"
    )


def test_exit_after_paint_starts_like_a_user_and_exits_0(db_path: Path, tmp_path: Path) -> None:
    s = Store.open(db_path, backup=False)
    rid = s.create_rubber(Rubber(game="contract", players=dict(PLAYERS)))
    s.record_deal(rid, {"declarer": "N", "contract": "2S", "result": 8})
    s.close()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "HOME": str(tmp_path),
    }
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "--db", str(db_path), "--exit-after-paint"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    s = Store.open(db_path, backup=False)
    assert s.rubber_info(rid).state == "in_play" and len(s.load_rubber(rid).deals) == 1
    s.close()


def test_a_bad_history_file_is_refused_with_exit_3(tmp_path: Path) -> None:
    bad = tmp_path / "not.db"
    bad.write_text("this is not a database\n" * 20)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "--db", str(bad), "--exit-after-paint"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 3
    assert "scorepad:" in out.stderr
    assert bad.read_text() == "this is not a database\n" * 20


def test_hover_and_double_click_on_the_pad(
    window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.edit_deal import EditDealDialog

    opened: list[int] = []
    monkeypatch.setattr(
        EditDealDialog,
        "ask",
        classmethod(lambda cls, parent, rubber, index, spec: opened.append(index)),
    )
    pane = start(window, "contract")
    quick(qtbot, pane, "4S N 10")
    quick(qtbot, pane, "2H E 9")
    qtbot.wait(50)  # let the pane's layout settle: the pad fits the room it is finally given
    pane.pad.repaint()
    area = next(a for a in pane.pad.hit_areas() if a.deal == 1)
    pos = area.rect.center().toPoint()
    qtbot.mouseMove(pane.pad, pos)
    assert pane.deal_list.currentIndex().row() == 1  # the deal it came from is highlighted
    qtbot.mouseDClick(pane.pad, Qt.MouseButton.LeftButton, pos=pos)
    assert opened == [1]


def test_hands_can_be_typed_one_line_after_another(window: Any, qtbot: Any, store: Store) -> None:
    """A keyboard user types a line, presses Enter, and types the next line: the cursor starts
    in quick entry and returns there after each hand recorded from it (the form's Tricks box
    would otherwise swallow the next line)."""
    from PySide6.QtWidgets import QApplication

    pane = start(window, "short_whist")
    window.activateWindow()
    qtbot.waitActive(window)
    assert QApplication.focusWidget() is pane.quick
    for line in ("9 h3", "5 t4", "8 r:EW:add"):
        qtbot.keyClicks(QApplication.focusWidget(), line)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert store.load_rubber(pane.rubber_id).deals == (
        {"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}},
        {"tricks": {"NS": 5, "EW": 8}, "honours": {"NS": 0, "EW": 4}},
        {"tricks": {"NS": 8, "EW": 5}, "revokes": [{"by": "EW", "penalty": "add"}]},
    )


def test_after_a_hand_entered_in_the_form_the_cursor_returns_to_the_form(
    window: Any, qtbot: Any
) -> None:
    pane = start(window, "short_whist")
    first = pane.form.first_input()
    type_into(qtbot, first, "9")
    press_enter(qtbot, first)
    assert len(pane.rubber.deals) == 1
    assert pane.form.first_input().hasFocus()


def test_a_new_rubber_at_a_table_discards_the_one_left_there_with_no_hands(
    window: Any, store: Store
) -> None:
    """Issue 12: a rubber with no hands "is discarded when it is closed, or when a new rubber
    starts at that table". It was left in play in its own tab, one more each time."""
    players = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}
    day = "2026-11-27"

    def start(game: str, table: str) -> int:
        rubber = Rubber(game=game, players=dict(players), table=table, played_on=day)
        return window.start_rubber(rubber).rubber_id

    played = start("contract", "Table 2")  # a rubber with a hand stays
    store.record_deal(played, {"declarer": "N", "contract": "2S", "result": 8})
    other = start("contract", "Table 3")  # an empty rubber at another table stays
    first = start("contract", "Table 1")
    second = start("short_whist", "table 1 ")  # the same table, as typed
    third = start("chicago", "Table 2")
    in_play = {i.id for i in store.rubbers_in_play()}
    assert first not in in_play and first not in window.rubber_ids()
    assert {second, third, played, other} <= in_play
    assert sorted(window.rubber_ids()) == sorted([played, other, second, third])
