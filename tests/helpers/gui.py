"""Driving the window in tests: keyboard and mouse helpers, the command line beside it, and the
check that the deal list shows the sheet (shared by tests/ui/test_main_window*.py and others)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from scorepad.enums import Seat
from scorepad.records.record import Rubber
from tests.helpers.paths import ROOT
from ui import i18n

PLAYERS = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}


def type_into(qtbot: Any, widget: QWidget, text: str) -> None:
    """Focus ``widget``, select what it holds and type ``text`` over it."""
    widget.setFocus()
    if hasattr(widget, "selectAll"):  # line edits and spin boxes
        widget.selectAll()
    qtbot.keyClicks(widget, text)


def choose(qtbot: Any, combo: QComboBox, data: Any) -> None:
    """Pick the item whose data is ``data`` with the arrow keys, as a keyboard user would."""
    target = combo.findData(data)
    assert target >= 0, f"{data!r} is not offered by {combo.accessibleName()!r}"
    combo.setFocus()
    for _ in range(combo.count() + 1):
        if combo.currentIndex() == target:
            return
        key = Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)
    assert combo.currentIndex() == target


def press_enter(qtbot: Any, widget: QWidget) -> None:
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def click(qtbot: Any, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def quick(qtbot: Any, pane: Any, line: str) -> None:
    """Type a line of quick entry and press Enter."""
    type_into(qtbot, pane.quick, line)
    press_enter(qtbot, pane.quick)


def double_click_deal(qtbot: Any, pane: Any, row: int) -> None:
    view = pane.deal_list
    rect = view.visualRect(pane.model.index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def shortcut(qtbot: Any, window: Any, key: Qt.Key, mods: Qt.KeyboardModifier) -> None:
    """A window shortcut typed where the focus is (an entry field, usually)."""
    from PySide6.QtWidgets import QApplication

    window.activateWindow()
    qtbot.waitActive(window)
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key, mods)


def correct_we_tricks(qtbot: Any, monkeypatch: Any, tricks: str) -> None:
    """The edit dialog (Rubber > Correct deal…), when it is opened, has our side's tricks
    typed over with ``tricks`` and Save pressed, through its real widgets."""
    from PySide6.QtWidgets import QSpinBox

    from ui.dialogs.edit_deal import EditDealDialog

    def ask(cls: Any, parent: Any, rubber: Rubber, index: int, spec: Any) -> Any:
        dialog = EditDealDialog(rubber, index, spec, parent)
        qtbot.addWidget(dialog)
        (ours,) = [
            s
            for s in dialog.form.widgets["tricks"].findChildren(QSpinBox)
            if s.accessibleName().endswith("We")
        ]
        type_into(qtbot, ours, tricks)
        click(qtbot, dialog.save_button)
        return dialog.result_value

    monkeypatch.setattr(EditDealDialog, "ask", classmethod(ask))


def start(window: Any, game: str, **kw: Any) -> Any:
    rubber = Rubber(game=game, players=dict(PLAYERS), table="Table 1", **kw)
    return window.start_rubber(rubber)


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "scorepad", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )


def exported_record(db: Path, rubber_id_index: int = -1) -> dict[str, Any]:
    """A rubber's record as ``scorepad export`` writes it from the history file."""
    out = cli("--db", str(db), "export", "--format", "json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)["rubbers"][rubber_id_index]["record"]


def cli_sheet(record: dict[str, Any], tmp: Path) -> dict[str, Any]:
    """``scorepad score`` on a record, in a subprocess."""
    path = tmp / "rubber.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    out = cli("score", str(path))
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def model_matches_sheet(model: Any, sheet_json: dict[str, Any]) -> None:
    """Every figure of the deal list is the sum of the sheet's entries for that cell."""
    deals = sheet_json["deals"]
    assert model.rowCount() == len(deals)
    for row, deal in enumerate(deals):
        for col, column in enumerate(model.columns):
            text = model.index(row, col).data()
            if column.side is not None:
                points = [
                    e["points"]
                    for e in deal["entries"]
                    if e["side"] == column.side.value and e["column"] == column.sheet_column
                ]
                assert text == (str(sum(points)) if points else ""), (row, column.key)
            elif column.key == "game":
                won = deal["game_won"]
                assert bool(text) == (won is not None), (row, text)
                if won is not None:
                    assert i18n.SIDE_NAMES[won["by"]] in text
            elif column.key == "dealer":
                assert text == (deal["dealer"] or "")
