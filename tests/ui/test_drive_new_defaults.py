"""Drive ▸ New drive… with every default (issue 13, the new user's trial): the roles balance,
the count line warns before Start when they cannot, and a refusal names people."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLineEdit

from scorepad.store import Store
from scorepad.store import drives as ds
from ui.drives import new_drive
from ui.drives.new_drive import NewDriveDialog
from ui.drives.window import start_new_drive

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

ELEVEN = [
    "Mrs Abbott",
    "Mr Abbott",
    "Miss Baker",
    "Mr Baker",
    "Mrs Cole",
    "Colonel Brown",
    "Mrs Dunn",
    "Mr Dunn",
    "Lady Scarlett-Worthington",
    "Rev Green",
    "Miss Amelia Fortescue-Smythe",
]


def opened(qtbot: Any) -> NewDriveDialog:
    d = NewDriveDialog([], seed=271053)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def type_names(qtbot: Any, d: NewDriveDialog, names: list[str], role: int | None = None) -> None:
    """Each name typed and Enter, the Role left as it is offered (or chosen first)."""
    for name in names:
        if role is not None:
            d.role_box.setCurrentIndex(role)
        d.name_edit.setFocus()
        qtbot.keyClicks(d.name_edit, name)
        qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)


def start(d: NewDriveDialog) -> None:
    d.buttons.button(d.buttons.StandardButton.Ok).click()


def test_every_default_starts_the_drive(qtbot: Any, tmp_path: Path) -> None:
    """11 names typed, Enter after each, the Role never touched: the roles alternate as a
    couple comes in, the count line has nothing to warn of, and Start starts the drive (it
    was refused: every player a lady, five lines of "L1 and L8 are two ladies")."""
    d = opened(qtbot)
    type_names(qtbot, d, ELEVEN)
    assert d.count_label.text() == "11 players: 3 tables, 1 ghost placed"
    d.grab().save(str(tmp_path / "newdrive-defaults.png"))
    start(d)
    assert d.result() == QDialog.DialogCode.Accepted, d.problem_label.text()
    people = {p["name"]: p["role"] for p in d._record.to_json()["players"]}
    assert people["Mrs Abbott"] == "lady" and people["Mr Abbott"] == "gent"
    assert sorted(people.values()).count("lady") == 6


def test_the_count_line_warns_before_start_when_roles_do_not_balance(
    qtbot: Any, tmp_path: Path
) -> None:
    """7 ladies and 4 gents at 3 tables: the count line says so before Start and who plays as
    a gent (the last lady registered, as the movement seats her); Switch role chooses
    another; the drive starts with the roles as said."""
    d = opened(qtbot)
    ladies = [n for n in ELEVEN if not n.startswith(("Mr ", "Colonel", "Rev"))]
    gents = [n for n in ELEVEN if n not in ladies][:4]
    ladies.insert(3, "Mrs Latimer")
    assert (len(ladies), len(gents)) == (7, 4)
    type_names(qtbot, d, ladies, role=0)
    type_names(qtbot, d, gents, role=1)
    text = d.count_label.text()
    assert text.startswith("11 players: 3 tables, 1 ghost placed. 7 ladies and 4 gents: this ")
    assert "this movement needs a lady and a gent at each pair" in text
    assert "Miss Amelia Fortescue-Smythe plays as a gent (Switch role" in text
    d.grab().save(str(tmp_path / "newdrive-warning.png"))
    # the secretary asks Mrs Dunn instead: she is switched to gent by the keyboard
    d.player_list.setFocus()
    d.player_list.setCurrentRow(ladies.index("Mrs Dunn"))
    d.switch_button.click()
    assert "Mrs Dunn (gent)" in d.player_list.item(ladies.index("Mrs Dunn")).text()
    assert d.count_label.text() == "11 players: 3 tables, 1 ghost placed"
    start(d)
    assert d.result() == QDialog.DialogCode.Accepted, d.problem_label.text()
    people = {p["name"]: p["role"] for p in d._record.to_json()["players"]}
    assert people["Mrs Dunn"] == "gent" and people["Miss Amelia Fortescue-Smythe"] == "lady"


def test_a_refusal_names_people_and_puts_the_cursor_on_the_field(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Were the roles ever seated unbalanced, the core's refusal reads by names, never the
    record's ids, with the cursor in the players; a house rule refused is named as the dialog
    names it, the cursor in it."""
    monkeypatch.setattr(new_drive, "seating_roles", lambda roles, tables, needs: list(roles))
    d = opened(qtbot)
    type_names(qtbot, d, ELEVEN, role=0)  # all ladies, as the trial had them
    start(d)
    text = d.problem_label.text()
    assert d.result() != QDialog.DialogCode.Accepted and "are two ladies" in text
    assert not re.search(r"\b[LGMP]\d+\b", text), text
    assert re.search(r"North–South: (Mrs|Miss|Mr|Lady|Rev|Colonel) .* and .* are two ladies", text)
    assert d.focusWidget() is d.player_list
    first = re.search(r"North–South: (.+?) and ", text)
    assert first and d.player_list.currentItem().text().startswith(first.group(1))
    qtbot.wait(50)  # the dialog grows to the refusal's lines
    assert d.problem_label.height() >= d.problem_label.heightForWidth(d.problem_label.width())
    d.grab().save(str(tmp_path / "newdrive-refused.png"))

    monkeypatch.undo()
    d = opened(qtbot)
    type_names(qtbot, d, ELEVEN)
    hands = d._rule_editors["hands_per_round"]
    assert isinstance(hands, QLineEdit)
    hands.setText("0")
    start(d)
    text = d.problem_label.text()
    assert d.result() != QDialog.DialogCode.Accepted
    assert text.startswith("Hands per round: 0 is not allowed") and "hands_per_round" not in text
    assert d.focusWidget() is hands


def test_nothing_is_written_when_refused(
    qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Start refused, then Cancel: no drive in the history."""
    seen: list[str] = []

    def exec_(self: NewDriveDialog) -> int:
        qtbot.addWidget(self)
        type_names(qtbot, self, ELEVEN)
        self.set_rule("hands_per_round", "x")
        start(self)
        seen.append(self.problem_label.text())
        self.reject()
        return int(self.result())

    monkeypatch.setattr(NewDriveDialog, "exec", exec_)
    assert start_new_drive(None, store) is None
    assert seen and seen[0].startswith("Hands per round:")
    assert ds.drives(store) == []


def test_the_name_placeholder_is_whole(qtbot: Any) -> None:
    """The Name field shows "a name from the roster, or a new one" whole (it was cut to "a
    name from the roster, or a ne…")."""
    d = opened(qtbot)
    edit = d.name_edit
    need = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    assert edit.contentsRect().width() - 8 >= need


def test_players_with_no_role_sit_where_the_room_is_short(qtbot: Any) -> None:
    """ "no role" in a movement of ladies and gents: each sits in the role the room is short
    of, as the list says (the record was refused: "role: missing; the progressive movement
    needs lady or gent")."""
    d = opened(qtbot)
    type_names(qtbot, d, ["Mrs Abbott", "Mr Abbott", "Mrs Cole"])
    type_names(qtbot, d, ["Pat Quinn", "Sam Reid"], role=2)
    assert d.player_list.item(3).text() == "Pat Quinn (no role, sits as gent)"
    assert d.player_list.item(4).text() == "Sam Reid (no role, sits as lady)"
    start(d)
    assert d.result() == QDialog.DialogCode.Accepted, d.problem_label.text()
    roles = {p["name"]: p["role"] for p in d._record.to_json()["players"]}
    assert roles["Pat Quinn"] == "gent" and roles["Sam Reid"] == "lady"
