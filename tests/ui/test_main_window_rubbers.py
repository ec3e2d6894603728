"""A whole rubber of each game, driven through the real main window with keyboard and mouse.

Each rubber is started from the real "New rubber" dialog, its first hand typed into the form,
the rest through quick entry (one of them with a revoke), an earlier hand corrected by
double-clicking it in the deal list, the correction undone and redone (Ctrl+Z / Ctrl+Shift+Z), a
recording undone and redone, and the rubber played out to its summary. Then:

- the history holds exactly the hands entered (``scorepad export`` of the database file) and the
  audit trail of the correction;
- ``scorepad score`` on that exported record, in a subprocess, gives the very sheet the window
  shows, and every figure of the deal list is the sum of that sheet's entries;
- the window is saved as a PNG in ``$SCOREPAD_SHOTS`` (default ``/tmp/scorepad-ui``) to look at.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.enums import Seat, Side
from scorepad.records.record import Rubber
from scorepad.rules import GAMES, score, settings_of
from tests.helpers.gui import (
    PLAYERS,
    choose,
    cli_sheet,
    click,
    double_click_deal,
    exported_record,
    model_matches_sheet,
    press_enter,
    quick,
    shortcut,
    type_into,
)

# The window's fixtures (window, store, db_path, ...) are in tests/ui/conftest.py.

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
    pytest.mark.qt_log_ignore("^This plugin does not support"),
]

SHOTS = Path(os.environ.get("SCOREPAD_SHOTS", "/tmp/scorepad-ui"))

Driver = Callable[[Any, Any], None]


# -- typing a hand into the form ----------------------------------------------------------------
def tricks(we: int) -> Driver:
    def drive(qtbot: Any, form: Any) -> None:
        type_into(qtbot, form.widgets["tricks"].boxes[Side.NS], str(we))

    return drive


def whist_honours(we: int) -> Driver:
    def drive(qtbot: Any, form: Any) -> None:
        type_into(qtbot, form.widgets["honours"].boxes[Side.NS], str(we))

    return drive


def seat_honours(**held: int) -> Driver:
    def drive(qtbot: Any, form: Any) -> None:
        for seat, n in held.items():
            type_into(qtbot, form.widgets["honours"].boxes[Seat(seat)], str(n))

    return drive


def four_in_one_hand(seat: str) -> Driver:
    def drive(qtbot: Any, form: Any) -> None:
        choose(qtbot, form.widgets["honours"].hand, seat)
        click(qtbot, form.widgets["honours"].four)

    return drive


def combo(key: str, value: Any) -> Driver:
    def drive(qtbot: Any, form: Any) -> None:
        choose(qtbot, form.widgets[key], value)

    return drive


def contract(level: int, strain: str) -> Driver:
    def drive(qtbot: Any, form: Any) -> None:
        c = form.widgets["contract"]
        type_into(qtbot, c.level, str(level))
        choose(qtbot, c.strain, strain)

    return drive


def result(n: int) -> Driver:
    def drive(qtbot: Any, form: Any) -> None:
        type_into(qtbot, form.widgets["result"], str(n))

    return drive


def revoke(by: str, penalty: str | None = None) -> Driver:
    def drive(qtbot: Any, form: Any) -> None:
        revokes = form.widgets["revokes"]
        click(qtbot, revokes.add_button)
        row = revokes.rows[-1]
        choose(qtbot, row.by, by)
        if penalty is not None:
            choose(qtbot, row.penalty, penalty)

    return drive


@dataclass(frozen=True)
class Script:
    """One rubber: hands typed into the form (with the same hand in shorthand, to check that
    the form and the quick entry mean the same), then quick-entry lines to the end; and the
    correction made to hand 1."""

    game: str
    form_hands: tuple[tuple[tuple[Driver, ...], str], ...]
    lines: tuple[str, ...]
    edit: tuple[Driver, ...]
    edit_line: str  # hand 1 as corrected, in shorthand
    code: str | None = None


SCRIPTS = [
    Script(
        "short_whist",
        (((tricks(7),), "7"), ((tricks(5), revoke("NS", "add")), "5 r:NS:add")),
        ("9 h3", "10", "8"),
        (tricks(8),),
        "8",
    ),
    Script(
        "long_whist",
        (((tricks(9), whist_honours(4)), "9 h4"),),
        ("10 h3", "4 t4 r:NS:add", "11", "12"),
        (tricks(8),),
        "8 h4",
    ),
    Script("american_whist", (((tricks(10),), "10"),), ("4 r:EW", "11"), (tricks(9),), "9"),
    Script(
        "bridge_whist",
        (((combo("declaration", "H"), tricks(9), seat_honours(N=3, S=1, E=1)), "H 9 hN3 hS1 hE1"),),
        ("NT 6 rE:tricks", "S p 5", "C 10", "NT 9"),
        (tricks(8),),
        "H 8 hN3 hS1 hE1",
    ),
    Script(
        "auction",
        (((combo("declarer", "N"), contract(1, "NT"), result(9)), "1NT N 9"),),
        ("2H E 9 hE4 hW1", "3S S 9 rW:tricks", "2NT N 8"),
        (result(10),),
        "1NT N 10",
        code="whist_club_1913",
    ),
    Script(
        "contract",
        (
            (
                (combo("declarer", "N"), contract(4, "S"), result(10), four_in_one_hand("N")),
                "4S N 10 hN4",
            ),
        ),
        ("3NT E 9 rS1", "pass", "2H S 8", "2S N 8"),
        (result(11),),
        "4S N 11 hN4",
    ),
    Script(
        "chicago",
        (((combo("declarer", "N"), contract(1, "NT"), result(8)), "1NT N 8"),),
        ("pass", "4H E 10", "3NT S 9 rW1", "2C W 8"),
        (result(9),),
        "1NT N 9",
    ),
]


def parsed(game: str, lines: list[str], code: str | None = None) -> Rubber:
    """The record the rules service's own shorthand parser makes of ``lines``."""
    rubber = Rubber(game=game, code=code)
    rules = GAMES[game]
    for line in lines:
        rubber = rubber.with_deal(rules.parse_shorthand(line, rubber, settings_of(rubber)))
    return rubber


def same_sheet(a: Rubber, b: Rubber) -> bool:
    """Two records of the same hands score alike (the players and table aside)."""
    return (
        score(
            replace(a, players={}, table=None, stake=None, played_on=None, first_dealer=None)
        ).to_json()
        == score(
            replace(b, players={}, table=None, stake=None, played_on=None, first_dealer=None)
        ).to_json()
    )


def new_rubber_through_the_dialog(
    qtbot: Any, window: Any, monkeypatch: Any, game: str, code: str | None
) -> Any:
    from ui.dialogs.new_rubber import NewRubberDialog

    def ask(cls: Any, parent: Any, roster: Any = (), initial: Any = None, last: Any = None) -> Any:
        dialog = NewRubberDialog(tuple(roster), initial, last, parent)
        qtbot.addWidget(dialog)
        choose(qtbot, dialog.game, game)
        if code is not None:
            choose(qtbot, dialog.code, code)
        for seat, name in PLAYERS.items():
            type_into(qtbot, dialog.players[seat], name)
        type_into(qtbot, dialog.table, "Table 1")
        choose(qtbot, dialog.first_dealer, "N")
        return dialog.rubber(), dialog.remembered()

    monkeypatch.setattr(NewRubberDialog, "ask", classmethod(ask))
    window.new_action.trigger()
    pane = window.pane()
    assert pane is not None and pane.rubber.game == game
    return pane


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.game for s in SCRIPTS])
def test_a_whole_rubber(
    script: Script,
    window: Any,
    qtbot: Any,
    store: Any,
    db_path: Path,
    summaries: list,
    messages: list,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    from ui.dialogs.edit_deal import EditDealDialog

    pane = new_rubber_through_the_dialog(qtbot, window, monkeypatch, script.game, script.code)
    rid = pane.rubber_id
    lines: list[str] = []

    # The first hands through the form, by keyboard (and the mouse for buttons).
    for drivers, line in script.form_hands:
        for drive in drivers:
            drive(qtbot, pane.form)
        assert pane.record_button.isEnabled(), pane.form.show_problems(())
        assert pane.pad._preview == len(lines)  # previewed before it is recorded
        first = pane.form.first_input()
        press_enter(qtbot, first)
        lines.append(line)
        assert len(store.load_rubber(rid).deals) == len(lines)
        assert same_sheet(store.load_rubber(rid), parsed(script.game, lines, script.code))

    # One hand by quick entry, then correct hand 1 by double-clicking it in the deal list.
    quick(qtbot, pane, script.lines[0])
    lines.append(script.lines[0])
    original = dict(store.load_rubber(rid).deals[0])

    def ask(cls: Any, parent: Any, rubber: Rubber, index: int, spec: Any) -> Any:
        dialog = EditDealDialog(rubber, index, spec, parent)
        qtbot.addWidget(dialog)
        for drive in script.edit:
            drive(qtbot, dialog.form)
        assert dialog.save_button.isEnabled()
        click(qtbot, dialog.save_button)
        return dialog.result_value

    monkeypatch.setattr(EditDealDialog, "ask", classmethod(ask))
    double_click_deal(qtbot, pane, 0)
    edited = dict(store.load_rubber(rid).deals[0])
    assert edited != original
    lines[0] = script.edit_line
    assert same_sheet(store.load_rubber(rid), parsed(script.game, lines, script.code))
    assert [(a.action, a.index, a.old, a.new) for a in store.audit(rid)] == [
        ("replace", 0, original, edited)
    ]

    # Undo and redo the correction from the keyboard.
    shortcut(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dict(store.load_rubber(rid).deals[0]) == original
    assert dict(pane.rubber.deals[0]) == original
    shortcut(
        qtbot,
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert dict(store.load_rubber(rid).deals[0]) == edited

    # The rest by quick entry; one recording undone and redone on the way.
    for n, line in enumerate(script.lines[1:]):
        assert not pane.sheet.complete, f"the rubber ended before {line!r}"
        quick(qtbot, pane, line)
        lines.append(line)
        assert len(store.load_rubber(rid).deals) == len(lines), (
            line,
            messages,
            pane.form.general_error.text(),
        )
        if n == 0:
            window.undo_action.trigger()
            assert len(store.load_rubber(rid).deals) == len(lines) - 1
            assert pane.model.rowCount() == len(lines) - 1
            window.redo_action.trigger()
            assert len(store.load_rubber(rid).deals) == len(lines)

    # The rubber is over: the summary was shown once, and no more hands are taken.
    assert pane.sheet.complete
    assert len(summaries) == 1 and summaries[0][1] == pane.sheet
    assert not pane.form.isEnabled()
    assert store.rubber_info(rid).state == "finished"
    assert not messages

    # The history holds exactly the hands entered, as the export writes them.
    record = exported_record(db_path)
    assert record == store.load_rubber(rid).to_json()
    assert Rubber.from_json(record).deals == pane.rubber.deals
    assert same_sheet(Rubber.from_json(record), parsed(script.game, lines, script.code))

    # `scorepad score` on that record gives the sheet the window shows, figure for figure.
    sheet = cli_sheet(record, tmp_path)
    assert sheet == pane.sheet.to_json()
    model_matches_sheet(pane.model, sheet)

    SHOTS.mkdir(parents=True, exist_ok=True)
    window.resize(1280, 800)
    qtbot.wait(10)
    assert window.grab().save(str(SHOTS / f"window-{script.game}.png"))
