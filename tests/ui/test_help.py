"""The quick-entry help, the manual's "Quick entry and keys" page (Help ▸ Quick entry help, or
F1 and the manual's link): every game's tokens with examples, from the grammar's tables, and the
keys of the window, read from its actions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from scorepad.i18n import say
from scorepad.records.quick_entry import help_rows, hint
from scorepad.records.record import Rubber
from scorepad.rules import GAMES
from scorepad.store import Store
from tests.helpers.translations import core_speaks, speaking
from ui import i18n
from ui.help import help_html, window_keys
from ui.manual import QUICK_ENTRY, ManualViewer
from ui.settings import use_settings_dir

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


@pytest.fixture
def window(qtbot: Any, qapp: Any, tmp_path: Path) -> Any:
    from ui.main_window import MainWindow

    use_settings_dir(tmp_path / "settings")
    i18n.set_spelling("british")
    palette = qapp.palette()
    store = Store.open(tmp_path / "history.db", backup=False)
    w = MainWindow(store)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
    store.close()
    i18n.set_spelling("british")
    qapp.setPalette(palette)


def quick_entry_help(qtbot: Any, window: Any) -> ManualViewer:
    """Help ▸ Quick entry help: the manual, on its quick-entry page."""
    window.activateWindow()
    window.shorthand_action.trigger()
    viewer = window.findChild(ManualViewer)
    assert viewer is not None, "Quick entry help opened no manual"
    qtbot.waitUntil(viewer.isVisible)
    assert viewer.page() == QUICK_ENTRY
    return viewer


def test_the_help_has_every_games_tokens_and_the_keys(window: Any, qtbot: Any) -> None:
    assert window.shorthand_action in window.help_menu.actions()
    viewer = quick_entry_help(qtbot, window)
    # the text takes the keys at once: Page Down reads on (the Close button had them)
    assert viewer.focusWidget() is viewer.browser
    bar = viewer.browser.verticalScrollBar()
    qtbot.keyClick(viewer.browser, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    text = viewer.text()
    for game, rules in GAMES.items():
        assert rules.title in text
        for row in help_rows(game):
            assert row.token in text and row.example in text, (game, row.token)
    # the keys of the window, as its actions have them
    assert (
        "New rubber" in text
        and QKeySequence("Ctrl+N").toString(QKeySequence.SequenceFormat.NativeText) in text
    )
    f1 = QKeySequence("F1").toString(QKeySequence.SequenceFormat.NativeText)
    assert any(c == "Manual" and f1 in k for _m, c, k in window_keys(window))
    # asked again, the same manual comes forward rather than a second one
    again = quick_entry_help(qtbot, window)
    assert again is viewer and len(window.findChildren(ManualViewer)) == 1
    window.close()  # and it goes with the window
    assert not viewer.isVisible()


def test_the_game_in_front_comes_first(window: Any, qtbot: Any) -> None:
    window.start_rubber(Rubber(game="bridge_whist", table="Table 1"))
    text = quick_entry_help(qtbot, window).text()
    first = min(text.find(rules.title) for rules in GAMES.values())
    assert text.find(GAMES["bridge_whist"].title) == first
    assert text.index("hN3") < text.index("3HX")  # its tokens before the auction's


def test_window_keys_are_read_from_the_menus(window: Any) -> None:
    keys = window_keys(window)
    # only keys a person types: no keyboard's own Close, Help or Zoom In key listed
    typed = [k for _m, _c, ks in keys for k in ks.split(", ")]
    assert not {"Close", "Help", "Zoom In", "Zoom Out"} & set(typed), typed
    commands = {command for _menu, command, _keys in keys}
    assert {"New rubber", "Undo", "Manual"} <= commands
    undo = next(k for m, c, k in keys if c == "Undo")
    # named by the command even when its text names the hand it would undo
    window.undo_action.setText("Undo Record hand 5")
    assert "Undo Record hand 5" not in {c for _m, c, _k in window_keys(window)}
    native = window.undo_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert native in undo


@pytest.mark.skipif(not core_speaks(), reason="the grammar's words are the core's (gettext)")
def test_american_spelling_reaches_the_help(qapp: Any) -> None:
    with speaking("en_US"):
        page = help_html("short_whist")
    assert "honors" in page and "honours" not in page


@pytest.mark.skipif(not core_speaks(), reason="the grammar's words are the core's (gettext)")
def test_the_help_speaks_german(qapp: Any) -> None:
    with speaking("de"):
        page = help_html("contract")
    assert "der Alleinspieler: N, E, S oder W" in page
    assert "the declarer: N, E, S or W" not in page


@pytest.mark.skipif(not core_speaks(), reason="the grammar's words are the core's (gettext)")
def test_the_quick_entry_hint_and_tooltip_speak_polish(window: Any) -> None:
    with speaking("pl"):
        pane = window.start_rubber(Rubber(game="bridge_whist", table="Table 1"))
        said = say(hint("bridge_whist"), "pl")
        assert pane.quick_hint.text() == said and pane.quick.toolTip() == said
        assert "dE rozdający" in said and "dE dealer" not in said
        assert pane.quick.placeholderText().endswith("np. 'H p x2 9 hN3 hS1 hE1'")


@pytest.mark.parametrize("game", ["long_whist", "bridge_whist", "chicago"])
def test_the_quick_entry_hint_is_the_grammars(window: Any, game: str) -> None:
    pane = window.start_rubber(Rubber(game=game, table="Table 1"))
    assert pane.quick_hint.text() == hint(game)
    assert all(row.token in pane.quick.toolTip() for row in help_rows(game))


def test_the_help_menu_has_no_two_items_on_one_mnemonic(window: Any) -> None:
    texts = [a.text() for a in window.help_menu.actions() if not a.isSeparator()]
    marks = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
    assert len(marks) == len(texts) and len(set(marks)) == len(marks), texts


def test_f1_in_the_evening_window_gives_the_help_and_its_keys(
    window: Any, qtbot: Any, tmp_path: Path
) -> None:
    """The evening window has no menus: F1 there opens the manual too, and its quick-entry page
    has the game at the table in front first, with the evening window's own keys; and each key
    it lists does what it says."""
    from PySide6.QtWidgets import QApplication

    from ui.evening import EveningView

    store = window.store
    for table, game in (("Kitchen", "chicago"), ("Parlour", "long_whist")):
        store.create_rubber(Rubber(game=game, table=table, played_on="2026-12-06"))
    view = EveningView(store, "2026-12-06")
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.show_table(2)
    QApplication.processEvents()
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_F1)
    dialog = view.findChild(ManualViewer, "manual")
    assert isinstance(dialog, ManualViewer) and dialog.isVisible()
    dialog.open_page(QUICK_ENTRY)
    text = dialog.text()
    first = min(text.find(rules.title) for rules in GAMES.values())
    assert text.find(GAMES["long_whist"].title) == first  # the table in front's game
    native = QKeySequence.SequenceFormat.NativeText
    for command, keys in (
        ("Summary", "Ctrl+0"),
        ("New rubber at this table", "Ctrl+Shift+N"),
        ("Quick entry", "Ctrl+L"),
        ("Deal list", "Ctrl+D"),
        ("Undo", "Ctrl+Z"),
        ("Manual", "F1"),
    ):
        assert command in text and QKeySequence(keys).toString(native) in text, command
        assert any(
            c == command and QKeySequence(keys).toString(native) in k for _w, c, k in view.keys
        )
    dialog.close()
    # Ctrl+0, as the help says, goes to the summary; Ctrl+1 to the first table
    qtbot.keyClick(
        QApplication.focusWidget() or view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier
    )
    assert view.tabs.currentWidget() is view.summary
    qtbot.keyClick(
        QApplication.focusWidget() or view, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier
    )
    assert view.tabs.currentIndex() == 0
    view.close()
