"""New rubber: game, code of laws, house rules, the four players, first dealer, table, stake.

The game, code and house-rule rows come from the rules registry (:data:`scorepad.rules.GAMES`):
each :class:`~scorepad.houserules.HouseRule` gives its key, allowed values, the code's default and
one line of help, so a rule added to a rules module appears here with no code of its own.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import SEATS, Seat
from scorepad.houserules import HouseRule, IntRange
from scorepad.record import Rubber, Stake
from ui import i18n


def _rule_title(key: str) -> str:
    return key.replace("_", " ").capitalize()


def _value_text(rule: HouseRule, value: Any) -> str:
    label = rule.labels.get(value) if rule.labels else None
    if label:
        return str(label)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ")


class _RuleEditor:
    """One house rule's row: a check box, a spin box or a list of its allowed values."""

    def __init__(self, rule: HouseRule, code: str) -> None:
        self.rule = rule
        self.default = rule.default(code)
        name = i18n.text(f"House rule: {_rule_title(rule.key)}")
        self.widget: QWidget
        choices = rule.choices
        if isinstance(choices, IntRange):
            box = QSpinBox()
            box.setRange(choices.lo, choices.hi if choices.hi is not None else 1_000_000)
            box.setValue(int(self.default))
            self.widget = box
        elif all(isinstance(c, bool) for c in choices) and set(choices) == {True, False}:
            check = QCheckBox(i18n.text("yes"))
            check.setChecked(bool(self.default))
            self.widget = check
        else:
            combo = QComboBox()
            for c in choices:
                text = _value_text(rule, c)
                if c == self.default and type(c) is type(self.default):
                    text += " (default)"
                combo.addItem(i18n.text(text), c)
                if c == self.default and type(c) is type(self.default):
                    combo.setCurrentIndex(combo.count() - 1)
            self.widget = combo
        self.widget.setAccessibleName(name)
        self.widget.setToolTip(i18n.text(rule.help))
        self.widget.setAccessibleDescription(i18n.text(rule.help))

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QSpinBox):
            return w.value()
        if isinstance(w, QCheckBox):
            return w.isChecked()
        assert isinstance(w, QComboBox)
        return w.currentData()

    def set_value(self, value: Any) -> None:
        w = self.widget
        if isinstance(w, QSpinBox) and isinstance(value, int):
            w.setValue(value)
        elif isinstance(w, QCheckBox) and isinstance(value, bool):
            w.setChecked(value)
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                if w.itemData(i) == value and type(w.itemData(i)) is type(value):
                    w.setCurrentIndex(i)

    def is_default(self) -> bool:
        v = self.value()
        return v == self.default and type(v) is type(self.default)


class NewRubberDialog(QDialog):
    """The "New rubber" form. Use :meth:`ask`."""

    def __init__(
        self,
        roster: Sequence[str] = (),
        initial: Rubber | None = None,
        last: Mapping[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        from scorepad.rules import GAMES

        self._games = GAMES
        self.setWindowTitle(i18n.text("New rubber"))
        self._editors: list[_RuleEditor] = []
        last = dict(last or {})

        outer = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox()
        self.game.setAccessibleName(i18n.text("Game"))
        for rules in GAMES.values():
            self.game.addItem(i18n.text(rules.title), rules.game)
        self.code = QComboBox()
        self.code.setAccessibleName(i18n.text("Code of laws"))
        self.code_source = QLabel()
        self.code_source.setObjectName("help")
        self.code_source.setWordWrap(True)
        top.addRow(self._label("&Game", self.game), self.game)
        top.addRow(self._label("Code of &laws", self.code), self.code)
        top.addRow("", self.code_source)
        outer.addLayout(top)

        self.rules_box = QGroupBox(i18n.text("House rules"))
        self.rules_layout = QGridLayout(self.rules_box)
        self.rules_layout.setColumnStretch(1, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.rules_box)
        scroll.setMinimumHeight(180)
        outer.addWidget(scroll, 1)

        players_box = QGroupBox(i18n.text("Players"))
        grid = QGridLayout(players_box)
        completer_names = sorted(set(roster), key=str.casefold)
        self.players: dict[Seat, QLineEdit] = {}
        for i, seat in enumerate(SEATS):
            edit = QLineEdit()
            edit.setAccessibleName(i18n.text(f"Player {i18n.SEAT_NAMES[seat.value]}"))
            edit.setPlaceholderText(i18n.text("name (a new name adds a player)"))
            completer = QCompleter(completer_names, edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            edit.setCompleter(completer)
            side = i18n.SIDE_NAMES[seat.side.value]
            grid.addWidget(
                self._label(f"&{i18n.SEAT_NAMES[seat.value]} ({side})", edit), i // 2, (i % 2) * 2
            )
            grid.addWidget(edit, i // 2, (i % 2) * 2 + 1)
            self.players[seat] = edit
        outer.addWidget(players_box)

        bottom = QFormLayout()
        self.first_dealer = QComboBox()
        self.first_dealer.setAccessibleName(i18n.text("First dealer"))
        for seat in SEATS:
            self.first_dealer.addItem(i18n.SEAT_NAMES[seat.value], seat.value)
        self.table = QLineEdit(last.get("table", ""))
        self.table.setAccessibleName(i18n.text("Table"))
        self.table.setPlaceholderText(i18n.text("e.g. Table 1"))
        stake_row = QHBoxLayout()
        self.stake_amount = QDoubleSpinBox()
        self.stake_amount.setRange(0, 1_000_000)
        self.stake_amount.setDecimals(2)
        self.stake_amount.setAccessibleName(i18n.text("Stake amount"))
        self.stake_per = QSpinBox()
        self.stake_per.setRange(1, 1_000_000)
        self.stake_per.setAccessibleName(i18n.text("Stake per points"))
        stake_row.addWidget(self.stake_amount)
        stake_row.addWidget(QLabel(i18n.text("per")))
        stake_row.addWidget(self.stake_per)
        stake_row.addWidget(QLabel(i18n.text("points (0 = no stake)")))
        stake_row.addStretch(1)
        self.played_on = QLineEdit(dt.date.today().isoformat())
        self.played_on.setAccessibleName(i18n.text("Date played"))
        bottom.addRow(self._label("First &dealer", self.first_dealer), self.first_dealer)
        bottom.addRow(self._label("&Table", self.table), self.table)
        bottom.addRow(self._label("&Stake", self.stake_amount), stake_row)
        bottom.addRow(self._label("Date &played", self.played_on), self.played_on)
        outer.addLayout(bottom)

        self.problem = QLabel()
        self.problem.setObjectName("formProblem")
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        outer.addWidget(self.problem)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(i18n.text("Start rubber"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.code.currentIndexChanged.connect(self._code_changed)
        self._stake_touched = False
        self.stake_per.valueChanged.connect(self._touch_stake)

        game = initial.game if initial is not None else last.get("game")
        i = self.game.findData(game) if game else -1
        self.game.setCurrentIndex(max(i, 0))
        self._game_changed()
        if initial is not None:
            self._load(initial)
        else:
            code = last.get("code")
            j = self.code.findData(code) if code else -1
            if j >= 0:
                self.code.setCurrentIndex(j)
            self._set_stake(last.get("stake_amount"), last.get("stake_per"))
        self.resize(640, 720)

    # -- building -------------------------------------------------------------------------------
    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(i18n.text(text))
        label.setBuddy(buddy)
        return label

    def _rules(self) -> Any:
        return self._games[self.game.currentData()]

    def _touch_stake(self) -> None:
        self._stake_touched = True

    def _set_stake(self, amount: Any, per: Any) -> None:
        try:
            self.stake_amount.setValue(float(amount))
            self.stake_per.setValue(int(per))
        except (TypeError, ValueError):
            pass

    def _game_changed(self) -> None:
        rules = self._rules()
        self.code.blockSignals(True)
        self.code.clear()
        for info in rules.codes:
            self.code.addItem(i18n.text(info.title), info.code)
        self.code.setCurrentIndex(max(self.code.findData(rules.default_code), 0))
        self.code.blockSignals(False)
        if not self._stake_touched:
            self.stake_per.blockSignals(True)
            self.stake_per.setValue(100 if rules.family == "bridge" else 1)
            self.stake_per.blockSignals(False)
        self._code_changed()

    def _code_changed(self) -> None:
        rules = self._rules()
        code = self.code.currentData() or rules.default_code
        try:
            source = rules.code_info(code).source
        except KeyError:
            source = ""
        self.code_source.setText(i18n.text(source))
        self.code_source.setVisible(bool(source))
        old = {e.rule.key: e.value() for e in self._editors if not e.is_default()}
        while self.rules_layout.count():
            item = self.rules_layout.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.setParent(None)
                w.deleteLater()
        self._editors = []
        row = 0
        for rule in rules.house_rules:
            editor = _RuleEditor(rule, code)
            if rule.key in old:
                editor.set_value(old[rule.key])
            label = self._label(_rule_title(rule.key), editor.widget)
            help_line = QLabel(i18n.text(rule.help))
            help_line.setObjectName("help")
            help_line.setWordWrap(True)
            self.rules_layout.addWidget(label, row, 0)
            self.rules_layout.addWidget(editor.widget, row, 1)
            self.rules_layout.addWidget(help_line, row + 1, 0, 1, 2)
            self._editors.append(editor)
            row += 2
        if not rules.house_rules:
            self.rules_layout.addWidget(QLabel(i18n.text("This game has no house rules.")), 0, 0)

    def _load(self, rubber: Rubber) -> None:
        j = self.code.findData(rubber.code)
        if j >= 0:
            self.code.setCurrentIndex(j)
        for e in self._editors:
            if e.rule.key in rubber.house_rules:
                e.set_value(rubber.house_rules[e.rule.key])
        for seat, edit in self.players.items():
            edit.setText(rubber.players.get(seat, ""))
        if rubber.first_dealer is not None:
            self.first_dealer.setCurrentIndex(SEATS.index(rubber.first_dealer))
        self.table.setText(rubber.table or "")
        if rubber.stake is not None:
            self._set_stake(rubber.stake.amount, rubber.stake.per)

    # -- the result -----------------------------------------------------------------------------
    def house_rules(self) -> dict[str, Any]:
        """Only the rules changed from the code's defaults are written into the record."""
        return {e.rule.key: e.value() for e in self._editors if not e.is_default()}

    def rubber(self) -> Rubber:
        """The record this form describes (with no deals yet)."""
        rules = self._rules()
        players = {
            seat: edit.text().strip() for seat, edit in self.players.items() if edit.text().strip()
        }
        amount = self.stake_amount.value()
        stake = Stake(amount=amount, per=self.stake_per.value()) if amount > 0 else None
        return Rubber(
            game=rules.game,
            code=self.code.currentData(),
            house_rules=self.house_rules(),
            played_on=self.played_on.text().strip() or None,
            table=self.table.text().strip() or None,
            stake=stake,
            first_dealer=Seat(self.first_dealer.currentData()),
            players=players,
        )

    def problems(self) -> list[str]:
        out = []
        names = [e.text().strip() for e in self.players.values() if e.text().strip()]
        if len({n.casefold() for n in names}) != len(names):
            out.append("A player cannot sit in two seats.")
        try:
            dt.date.fromisoformat(self.played_on.text().strip())
        except ValueError:
            out.append(f"{self.played_on.text()!r} is not a date such as 2026-11-29.")
        return out

    def _accept(self) -> None:
        problems = self.problems()
        if problems:
            self.problem.setText(i18n.text("\n".join(problems)))
            self.problem.setVisible(True)
            return
        self.accept()

    def remembered(self) -> dict[str, str]:
        """What the next "New rubber" starts from."""
        return {
            "game": self.game.currentData(),
            "code": self.code.currentData(),
            "table": self.table.text().strip(),
            "stake_amount": str(self.stake_amount.value()),
            "stake_per": str(self.stake_per.value()),
        }

    @classmethod
    def ask(
        cls,
        parent: QWidget | None = None,
        roster: Iterable[str] = (),
        initial: Rubber | None = None,
        last: Mapping[str, str] | None = None,
    ) -> tuple[Rubber, dict[str, str]] | None:
        """Show the dialog; the new rubber's record and the choices to remember, or None."""
        dialog = cls(tuple(roster), initial, last, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.rubber(), dialog.remembered()
        finally:
            dialog.deleteLater()
