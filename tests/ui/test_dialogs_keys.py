"""The window's keys, sent as synthetic key events where the focus is: every zoom-in key, and
Ctrl+Z in the quick entry undoing the last hand (never the line edit's own text)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.store import Store
from ui import i18n
from ui.settings import use_settings_dir

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

NAMES = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
KEYPAD = Qt.KeyboardModifier.KeypadModifier


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, qapp: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    from ui.dialogs import summary
    from ui.main_window import MainWindow

    use_settings_dir(tmp_path / "settings")
    i18n.set_spelling("british")
    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(summary.SummaryDialog, "ask", classmethod(lambda cls, *a: summary.CLOSE))
    palette = qapp.palette()
    store = Store.open(tmp_path / "history.db", backup=False)
    w = MainWindow(store)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
    store.close()
    qapp.setPalette(palette)


def press(qtbot: Any, window: Any, key: Qt.Key, mods: Any) -> None:
    """A key typed where the focus is, as the keyboard sends it (the window's shortcuts answer
    its ShortcutOverride first)."""
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(QApplication.focusWidget() or window, key, mods)


ZOOM_IN_KEYS = [
    pytest.param(None, None, id="QKeySequence.ZoomIn"),  # the platform's own, read in the test
    pytest.param(Qt.Key.Key_Equal, CTRL, id="Ctrl+="),
    pytest.param(Qt.Key.Key_Equal, CTRL | SHIFT, id="Ctrl+Shift+="),
    pytest.param(Qt.Key.Key_Plus, CTRL | SHIFT, id="Ctrl+Shift+plus"),
    pytest.param(Qt.Key.Key_Plus, CTRL | KEYPAD, id="Ctrl+keypad-plus"),
]


@pytest.mark.parametrize(("key", "mods"), ZOOM_IN_KEYS)
def test_every_zoom_in_key_zooms_in(qtbot: Any, window: Any, key: Any, mods: Any) -> None:
    if key is None:
        std = QKeySequence(QKeySequence.StandardKey.ZoomIn)[0]
        key, mods = std.key(), std.keyboardModifiers()
    pane = window.start_rubber(Rubber(game="contract", players=dict(NAMES)))
    pane.quick.setFocus()
    before = pane.pad.zoom()
    press(qtbot, window, key, mods)
    assert pane.pad.zoom() > before
    assert pane.quick.text() == ""  # nothing typed into the entry by the zoom key
    press(qtbot, window, Qt.Key.Key_0, CTRL)
    assert pane.pad.zoom() == before


def test_a_plus_typed_in_the_quick_entry_stays_text(qtbot: Any, window: Any) -> None:
    pane = window.start_rubber(Rubber(game="contract", players=dict(NAMES)))
    pane.quick.setFocus()
    before = pane.pad.zoom()
    qtbot.keyClicks(pane.quick, "4S N +1")
    qtbot.keyClick(pane.quick, Qt.Key.Key_Plus, KEYPAD)
    assert pane.quick.text() == "4S N +1+" and pane.pad.zoom() == before


def record(qtbot: Any, pane: Any, line: str) -> None:
    pane.quick.setFocus()
    pane.quick.selectAll()
    qtbot.keyClicks(pane.quick, line)
    qtbot.keyClick(pane.quick, Qt.Key.Key_Return)


def test_ctrl_z_in_the_quick_entry_undoes_the_last_hand(qtbot: Any, window: Any) -> None:
    pane = window.start_rubber(Rubber(game="contract", players=dict(NAMES)))
    lines = ["1NT N 7", "2H S 8"]
    for line in lines:
        record(qtbot, pane, line)
    assert len(pane.rubber.deals) == 2 and pane.quick.text() == ""
    # Half a line typed, and the form shows that hand; Ctrl+Z is the menu's Undo all the same.
    pane.quick.setFocus()
    qtbot.keyClicks(pane.quick, "3S E 9")
    assert pane.form.draft().get("contract") == "3S"  # the form shows that hand
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert len(pane.rubber.deals) == 1
    assert pane.quick.text() == "3S E 9"  # the line being typed stays as it was
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert len(pane.rubber.deals) == 0
    # With the entry empty too, no old line of text ever comes back.
    pane.quick.clear()
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_Z, CTRL)
        assert pane.quick.text() not in lines
    # Redo brings the hands back, and the entry keeps what it shows.
    press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert len(pane.rubber.deals) == 1 and pane.quick.text() == ""
