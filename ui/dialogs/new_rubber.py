"""New rubber: game, code of laws, house rules, the four players, first dealer, table, stake.

The form checks everything before it closes (:meth:`NewRubberDialog.problems`): its own bounds
(names, label, date, stake) and whatever the rules service refuses in the record. A refusal
keeps what was typed, names the field as the form does ("South", "Stake") and puts the cursor
there. Empty seats and a stake above the usual are asked about first. Nothing is written by the
dialog: the caller starts the rubber (and so puts new names on the roster) once it is accepted.

Each game keeps its own stake: the one typed for contract (per 100 points) never turns up in a
whist rubber (per point).

The game, code and house-rule rows come from the rules registry (:data:`scorepad.rules.GAMES`):
each :class:`~scorepad.records.houserules.HouseRule` gives its title, allowed values and their
captions,
the code's default, its help (shown under it) and its full source (a tooltip on the rule's title,
value and help), so a rule added to a rules module appears here with no code of its own.
"""

from __future__ import annotations

import datetime as dt
import html
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
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
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import SEATS, Seat
from scorepad.errors import Problem, RecordError
from scorepad.i18n import say
from scorepad.records.houserules import HouseRule, IntRange
from scorepad.records.record import Rubber, Stake
from scorepad.rules import GAMES, score
from scorepad.store import name_key
from ui import i18n
from ui.access import describe_buttons
from ui.dialogs import checks, money
from ui.settings import Settings

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _value_text(rule: HouseRule, value: Any) -> str:
    """A value's caption in the window's language (the core's catalogue has the captions)."""
    label = rule.labels.get(value) if rule.labels else None
    if label:
        return say(label)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ")


class _RuleEditor:
    """One house rule's row: a check box, a spin box or a list of its allowed values."""

    def __init__(self, rule: HouseRule, code: str) -> None:
        self.rule = rule
        self.default = rule.default(code)
        name = QCoreApplication.translate("_RuleEditor", "House rule: {0}").format(
            say(rule.caption())
        )
        self.widget: QWidget
        choices = rule.choices
        if isinstance(choices, IntRange):
            box = QSpinBox()
            box.setRange(choices.lo, choices.hi if choices.hi is not None else 1_000_000)
            box.setValue(int(self.default))
            self.widget = box
        elif all(isinstance(c, bool) for c in choices) and set(choices) == {True, False}:
            check = QCheckBox(QCoreApplication.translate("_RuleEditor", "yes"))
            check.setChecked(bool(self.default))
            self.widget = check
        else:
            combo = QComboBox()
            for c in choices:
                text = _value_text(rule, c)
                if c == self.default and type(c) is type(self.default):
                    text += QCoreApplication.translate("_RuleEditor", " (default)")
                combo.addItem(text, c)
                if c == self.default and type(c) is type(self.default):
                    combo.setCurrentIndex(combo.count() - 1)
            self.widget = combo
        self.widget.setAccessibleName(name)
        self.widget.setToolTip(self.tooltip())
        self.widget.setAccessibleDescription(say(rule.help))

    def tooltip(self) -> str:
        """The rule's help and, in a paragraph of its own, where it comes from (rich text, so
        that Qt wraps a long source instead of showing one line across the screen)."""
        paragraphs = [say(self.rule.help)]
        if self.rule.source:
            paragraphs.append(
                QCoreApplication.translate("_RuleEditor", "Source: {source}").format(
                    source=say(self.rule.source)
                )
            )
        return "".join(f"<p>{html.escape(p, quote=False)}</p>" for p in paragraphs)

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
        currency: str | None = None,
    ) -> None:
        super().__init__(parent)

        self._games = GAMES
        self.setWindowTitle(self.tr("New rubber"))
        self._editors: list[_RuleEditor] = []
        last = dict(last or {})
        self._last = last
        # Each game's stake as last set in this dialog (game → (amount, per)).
        self._stakes: dict[str, tuple[float, int]] = {}
        if initial is not None and initial.stake is not None:
            self._stakes[initial.game] = (float(initial.stake.amount), int(initial.stake.per))
        self._stake_game: str | None = None
        if currency is None:
            currency = Settings().currency

        outer = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game"))
        self.game.setAccessibleDescription(
            self.tr("The game to be played: its house rules and form follow it")
        )
        for rules in GAMES.values():
            self.game.addItem(say(rules.title), rules.game)
        self.code = QComboBox()
        self.code.setAccessibleName(self.tr("Code of laws"))
        self.code.setAccessibleDescription(self.tr("The code of laws the rubber is scored by"))
        self.code_source = QLabel()
        self.code_source.setObjectName("help")
        self.code_source.setWordWrap(True)
        top.addRow(self._label(self.tr("&Game"), self.game), self.game)
        top.addRow(self._label(self.tr("Code of &laws"), self.code), self.code)
        top.addRow("", self.code_source)
        outer.addLayout(top)

        self.rules_box = QGroupBox(self.tr("House rules"))
        self.rules_layout = QGridLayout(self.rules_box)
        self.rules_layout.setColumnStretch(1, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.rules_box)
        scroll.setAccessibleName(self.tr("House rules, scrolled"))
        scroll.setMinimumHeight(180)
        outer.addWidget(scroll, 1)

        players_box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(players_box)
        completer_names = sorted(set(roster), key=str.casefold)
        self.players: dict[Seat, QLineEdit] = {}
        for i, seat in enumerate(SEATS):
            edit = QLineEdit()
            edit.setMaxLength(checks.NAME_MAX * 4)  # room to see what is too long
            edit.setAccessibleName(self.tr("Player {0}").format(i18n.SEAT_NAMES[seat.value]))
            edit.setAccessibleDescription(
                self.tr("The player in this seat: a new name adds a player")
            )
            edit.setPlaceholderText(self.tr("name (a new name adds a player)"))
            completer = QCompleter(completer_names, edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            edit.setCompleter(completer)
            side = i18n.SIDE_NAMES[seat.side.value]
            label = self._seat_labels()[seat.value].format(side=side)
            grid.addWidget(self._label(label, edit), i // 2, (i % 2) * 2)
            grid.addWidget(edit, i // 2, (i % 2) * 2 + 1)
            self.players[seat] = edit
        outer.addWidget(players_box)

        bottom = QFormLayout()
        self.first_dealer = QComboBox()
        self.first_dealer.setAccessibleName(self.tr("First dealer"))
        self.first_dealer.setAccessibleDescription(self.tr("The seat that deals the first hand"))
        for seat in SEATS:
            self.first_dealer.addItem(i18n.SEAT_NAMES[seat.value], seat.value)
        self.table = QLineEdit(last.get("table", ""))
        self.table.setMaxLength(checks.LABEL_MAX * 4)
        self.table.setAccessibleName(self.tr("Table"))
        self.table.setAccessibleDescription(
            self.tr("The table's label, as the tabs and reports show it")
        )
        self.table.setPlaceholderText(self.tr("e.g. Table 1"))
        stake_row = QHBoxLayout()
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.setAccessibleName(self.tr("Currency"))
        self.currency.setToolTip(self.tr("The currency stakes and money are shown in"))
        for symbol in dict.fromkeys((currency, *money.COMMON_CURRENCIES)):
            if symbol:
                self.currency.addItem(symbol)
        self.currency.setCurrentText(currency)
        self.currency.setMinimumContentsLength(4)
        self.stake_amount = QDoubleSpinBox()
        self.stake_amount.setLocale(money.locale())
        self.stake_amount.setGroupSeparatorShown(True)
        self.stake_amount.setRange(checks.STAKE_MIN, checks.STAKE_MAX)
        self.stake_amount.setDecimals(2)
        self.stake_amount.setAccessibleName(self.tr("Stake amount"))
        self.stake_amount.setAccessibleDescription(
            self.tr("The money staked per so many points (0: no stake)")
        )
        self.stake_amount.setMinimumWidth(110)
        self.stake_per = QSpinBox()
        self.stake_per.setLocale(money.locale())
        self.stake_per.setGroupSeparatorShown(True)
        self.stake_per.setRange(1, 1_000_000)
        self.stake_per.setAccessibleName(self.tr("Stake per points"))
        self.stake_per.setAccessibleDescription(
            self.tr("The points the stake is paid for, e.g. 100")
        )
        stake_row.addWidget(self.currency)
        stake_row.addWidget(self.stake_amount)
        stake_row.addWidget(QLabel(self.tr("per")))
        stake_row.addWidget(self.stake_per)
        stake_row.addWidget(QLabel(self.tr("points (0 = no stake)")))
        stake_row.addStretch(1)
        self.played_on = QLineEdit(dt.date.today().isoformat())
        self.played_on.setAccessibleName(self.tr("Date played"))
        self.played_on.setAccessibleDescription(
            self.tr("The day the rubber is played, as year-month-day")
        )
        bottom.addRow(self._label(self.tr("First &dealer"), self.first_dealer), self.first_dealer)
        bottom.addRow(self._label(self.tr("&Table"), self.table), self.table)
        bottom.addRow(self._label(self.tr("St&ake"), self.stake_amount), stake_row)
        bottom.addRow(self._label(self.tr("Date &played"), self.played_on), self.played_on)
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
        ok.setText(self.tr("Start rubber"))
        ok.setAccessibleDescription(self.tr("Start the rubber with these players and rules"))
        describe_buttons(self.buttons)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.code.currentIndexChanged.connect(self._code_changed)
        self.currency.currentTextChanged.connect(self._currency_changed)
        self._currency_changed(self.currency.currentText())
        # A refusal shown is brought up to date as the fields are mended: it goes when nothing
        # is left at fault (never a red line about seats already named).
        for edit in (*self.players.values(), self.table, self.played_on):
            edit.textEdited.connect(self._recheck)
        self.currency.editTextChanged.connect(self._recheck)
        self.stake_amount.valueChanged.connect(self._recheck)

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
        self.resize(640, 720)

    # -- building -------------------------------------------------------------------------------
    def _seat_labels(self) -> dict[str, str]:
        """Each seat's label with its own Alt letter (a language whose seats start alike, as
        Polish's Północ and Południe, gives them different letters)."""
        return {
            "N": self.tr("&North ({side})"),
            "E": self.tr("&East ({side})"),
            "S": self.tr("&South ({side})"),
            "W": self.tr("&West ({side})"),
        }

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(buddy)
        # a little room after the text: a label is set exactly as wide as its text's whole
        # pixels, and a last letter that reaches past its advance ("Table") was cut
        label.setMinimumWidth(label.sizeHint().width() + 3)
        return label

    def _rules(self) -> Any:
        return self._games[self.game.currentData()]

    def _set_stake(self, amount: Any, per: Any) -> bool:
        try:
            a, p = float(amount), int(per)
        except (TypeError, ValueError):
            return False
        self.stake_amount.setValue(a)
        self.stake_per.setValue(p)
        return True

    def _currency_changed(self, symbol: str) -> None:
        symbol = symbol.strip()
        self.stake_amount.setPrefix(symbol + (" " if symbol[-1:].isalpha() else ""))

    def chosen_currency(self) -> str:
        return self.currency.currentText().strip()

    def _switch_stake(self, rules: Any) -> None:
        """Keep the stake of the game left; show the new game's own (never the old one's)."""
        if self._stake_game is not None:
            self._stakes[self._stake_game] = (self.stake_amount.value(), self.stake_per.value())
        game = rules.game
        self._stake_game = game
        if game in self._stakes:
            self._set_stake(*self._stakes[game])
        elif not self._set_stake(
            self._last.get(f"stake_amount.{game}"), self._last.get(f"stake_per.{game}")
        ):
            self._set_stake(0, 100 if rules.family == "bridge" else 1)

    def _game_changed(self) -> None:
        rules = self._rules()
        self._switch_stake(rules)
        self.code.blockSignals(True)
        self.code.clear()
        for info in rules.codes:
            self.code.addItem(say(info.title), info.code)
        self.code.setCurrentIndex(max(self.code.findData(rules.default_code), 0))
        self.code.blockSignals(False)
        self._code_changed()

    def _code_changed(self) -> None:
        rules = self._rules()
        code = self.code.currentData() or rules.default_code
        try:
            source = rules.code_info(code).source
        except KeyError:
            source = ""
        self.code_source.setText(say(source))
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
            label = self._label(say(rule.caption()), editor.widget)
            help_line = QLabel(say(rule.help))
            help_line.setObjectName("help")
            help_line.setWordWrap(True)
            # The full source is named where the rule is: on its label, its value and its help.
            label.setToolTip(editor.tooltip())
            help_line.setToolTip(editor.tooltip())
            self.rules_layout.addWidget(label, row, 0)
            self.rules_layout.addWidget(editor.widget, row, 1)
            self.rules_layout.addWidget(help_line, row + 1, 0, 1, 2)
            self._editors.append(editor)
            row += 2
        if not rules.house_rules:
            self.rules_layout.addWidget(QLabel(self.tr("This game has no house rules.")), 0, 0)

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

    def names(self) -> dict[Seat, str]:
        """The names typed, trimmed, by seat (empty seats left out)."""
        return {
            seat: edit.text().strip() for seat, edit in self.players.items() if edit.text().strip()
        }

    def rubber(self) -> Rubber:
        """The record this form describes (with no deals yet)."""
        rules = self._rules()
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
            players=self.names(),
        )

    def problems(self) -> list[Problem]:
        """Everything that keeps the form from closing, in the order of the form."""
        out: list[Problem] = []
        seen: dict[str, Seat] = {}
        for seat, name in self.names().items():
            field = f"players.{seat.value}"
            why = checks.text_problem(name, checks.NAME_MAX, what="name")
            if why:
                out.append(Problem(None, field, why))
                continue
            key = name_key(name)
            if key in seen:
                where = i18n.SEAT_NAMES[seen[key].value]
                out.append(
                    Problem(
                        None,
                        field,
                        self.tr("{name!r} already sits at {where}").format(name=name, where=where),
                    )
                )
            seen.setdefault(key, seat)
        table = self.table.text().strip()
        why = checks.text_problem(table, checks.LABEL_MAX, what="label") if table else None
        if why:
            out.append(Problem(None, "table", why))
        why = checks.text_problem(self.chosen_currency(), checks.CURRENCY_MAX, what="currency")
        if why:
            out.append(Problem(None, "currency", why))
        amount = self.stake_amount.value()
        if not checks.STAKE_MIN <= amount <= checks.STAKE_MAX:
            top = money.amount_text(checks.STAKE_MAX, self.chosen_currency())
            out.append(
                Problem(
                    None,
                    "stake.amount",
                    self.tr("a stake is from nothing to {top}").format(top=top),
                )
            )
        date = self.played_on.text().strip()
        try:
            if not _DATE.fullmatch(date):
                raise ValueError(date)
            dt.date.fromisoformat(date)
        except ValueError:
            # (the example is today, written as the field wants it: not a day fixed in the code)
            today = dt.date.today().isoformat()
            out.append(
                Problem(
                    None,
                    "played_on",
                    self.tr(
                        "{date!r} is not a date written year-month-day, such as today, {today}"
                    ).format(date=date, today=today),
                )
            )
        if not out:
            out.extend(self._core_problems())
        return out

    def _core_problems(self) -> list[Problem]:
        # What the record itself and the rules service refuse (a code, a house rule...).

        try:
            rubber = Rubber.from_json(self.rubber().to_json())
            score(rubber)
        except RecordError as e:
            return [p for p in e.problems if p.deal is None]
        return []

    def widget_for(self, field: str) -> QWidget:
        """The field of the form that a problem's ``field`` names (where the cursor goes)."""
        head, _, rest = field.partition(".")
        if head == "players" and rest[:1] in "NESW" and rest:
            return self.players[Seat(rest[:1])]
        if head == "house_rules":
            for e in self._editors:
                if e.rule.key == rest.split(".")[0]:
                    return e.widget
            return self._editors[0].widget if self._editors else self.game
        simple: dict[str, QWidget] = {
            "game": self.game,
            "code": self.code,
            "first_dealer": self.first_dealer,
            "table": self.table,
            "stake": self.stake_amount,
            "currency": self.currency,
            "played_on": self.played_on,
        }
        return simple.get(head, self.players[SEATS[0]])

    def refuse(self, problems: Sequence[Problem]) -> None:
        """Show why the form cannot close, and put the cursor on the first field at fault."""
        self.problem.setText("\n".join(checks.problem_text(p.field, p.message) for p in problems))
        self.problem.setVisible(True)
        checks.grow_to_fit(self)
        widget = self.widget_for(problems[0].field)
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(widget, QLineEdit):
            widget.selectAll()

    def _recheck(self) -> None:
        """The refusal shown, brought up to date with the fields (the cursor stays where it
        is): hidden once nothing is at fault."""
        if not self.problem.isVisible():
            return
        problems = self.problems()
        if problems:
            self.problem.setText(
                "\n".join(checks.problem_text(p.field, p.message) for p in problems)
            )
        else:
            self.problem.setVisible(False)

    def _accept(self) -> None:
        problems = self.problems()
        if problems:
            self.refuse(problems)
            return
        empty = [seat for seat in SEATS if seat not in self.names()]
        if empty and not type(self).ask_empty_seats(
            self, [i18n.SEAT_NAMES[s.value] for s in empty]
        ):
            self.problem.setText(self.tr("Name the players, or leave the seats empty."))
            self.problem.setVisible(True)
            self.players[empty[0]].setFocus(Qt.FocusReason.OtherFocusReason)
            return
        amount = self.stake_amount.value()
        if amount > checks.STAKE_ASK and not type(self).ask_large_stake(self, self.stake_text()):
            self.stake_amount.setFocus(Qt.FocusReason.OtherFocusReason)
            self.stake_amount.selectAll()
            return
        self.problem.setVisible(False)
        self.accept()

    def stake_text(self) -> str:
        """The stake as a person reads it: "£1,250.00 per 100 points"."""
        per = self.stake_per.value()
        return self.tr("{amount} per {points}").format(
            amount=money.amount_text(self.stake_amount.value(), self.chosen_currency()),
            points=i18n.stake_points(per, money.number_text(per, 0)),
        )

    @classmethod
    def ask_empty_seats(cls, parent: QWidget | None, seats: Sequence[str]) -> bool:
        """Start with these seats empty? (Tests monkeypatch this.)"""
        names = seats[0] if len(seats) == 1 else ", ".join(seats[:-1]) + " and " + seats[-1]
        verb = "has" if len(seats) == 1 else "have"
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("NewRubberDialog", "Empty seats"),
            QCoreApplication.translate(
                "NewRubberDialog", "{names} {verb} no player. Start the rubber with empty seats?"
            ).format(names=names, verb=verb),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return bool(answer == QMessageBox.StandardButton.Yes)

    @classmethod
    def ask_large_stake(cls, parent: QWidget | None, stake: str) -> bool:
        """Play for this unusually large stake? (Tests monkeypatch this.)"""
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("NewRubberDialog", "A large stake"),
            QCoreApplication.translate(
                "NewRubberDialog", "Play for {stake}? That is more than usual."
            ).format(stake=stake),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return bool(answer == QMessageBox.StandardButton.Yes)

    def remembered(self) -> dict[str, str]:
        """What the next "New rubber" starts from: the game's own stake is kept with its game."""
        game = self.game.currentData()
        return {
            "game": game,
            "code": self.code.currentData(),
            "table": self.table.text().strip(),
            f"stake_amount.{game}": str(self.stake_amount.value()),
            f"stake_per.{game}": str(self.stake_per.value()),
        }

    @classmethod
    def ask(
        cls,
        parent: QWidget | None = None,
        roster: Iterable[str] = (),
        initial: Rubber | None = None,
        last: Mapping[str, str] | None = None,
    ) -> tuple[Rubber, dict[str, str]] | None:
        """Show the dialog; the new rubber's record and the choices to remember, or None.

        Nothing is written unless it is accepted; then only the currency chosen is kept (the
        caller starts the rubber, which puts any new players on the roster)."""
        dialog = cls(tuple(roster), initial, last, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None

            Settings().currency = dialog.chosen_currency()
            return dialog.rubber(), dialog.remembered()
        finally:
            dialog.deleteLater()
