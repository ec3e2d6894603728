"""**Drive ▸ New drive…**: the form, code and house rules, the players as they arrive, the table
count and ghosts, and the start allocation with its seeded draw (``drives.md`` §5.1–§5.2).

Nothing is scored here: the dialog builds a ``scorepad-drive/1`` record with the rules
service's own helpers (:mod:`scorepad.drives.registration`) and the registry of house rules
(:mod:`scorepad.drives.rules`), and checks it with :class:`~scorepad.drives.DriveRecord`.
"""

from __future__ import annotations

import datetime as dt
import itertools
import json
import random
import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorepad.drives import FORMS, DriveRecord
from scorepad.drives.deals import codes_of
from scorepad.drives.registration import (
    allocate,
    allocate_pairs,
    pair_table_count,
    table_count,
)
from scorepad.drives.rules import (
    DEFAULT_CODE,
    FORM_TITLES,
    GAME_OF_FORM,
    ROLE_MOVEMENTS,
    RULE_BY_KEY,
    RULE_TITLES,
    RULES,
    DriveRule,
    show,
    value_words,
)
from scorepad.errors import RecordError, said
from scorepad.i18n import say
from ui import i18n
from ui.access import describe_buttons
from ui.i18n import Words

PAIR_MOVEMENTS = ("partner", "compass")
ROLE_WORDS = Words(
    "NewDriveDialog",
    {
        "lady": QT_TRANSLATE_NOOP("NewDriveDialog", "lady"),
        "gent": QT_TRANSLATE_NOOP("NewDriveDialog", "gent"),
        None: QT_TRANSLATE_NOOP("NewDriveDialog", "no role"),
    },
)
PLURAL = Words(
    "NewDriveDialog",
    {
        "lady": QT_TRANSLATE_NOOP("NewDriveDialog", "ladies"),
        "gent": QT_TRANSLATE_NOOP("NewDriveDialog", "gents"),
    },
)
OTHER = {"lady": "gent", "gent": "lady"}
_ID = re.compile(r"\b([LGMP][0-9]+)\b")
_RULE_KEY = re.compile(r"house rule ([a-z_]+):")


def seating_roles(roles: Sequence[str | None], tables: int, needs_roles: bool) -> list[str | None]:
    """The role each player sits in (arrival order kept): as registered where the room has
    seats for it; a player with no role takes the role the room is short of; and where one
    role has more players than the tables have seats for it (2 a table) the last registered
    of them play the other role ("some of the men must represent women or vice versa", as
    :func:`scorepad.drives.registration.balance_roles` seats them)."""
    out = list(roles)
    if not needs_roles:
        return out
    count = {"lady": out.count("lady"), "gent": out.count("gent")}
    for i, role in enumerate(out):
        if role is None:
            role = "lady" if count["lady"] <= count["gent"] else "gent"
            out[i] = role
            count[role] += 1
    for role in ("lady", "gent"):
        for i in reversed(range(len(out))):
            if count[role] <= 2 * tables:
                break
            if out[i] == role:
                out[i] = OTHER[role]
                count[role] -= 1
                count[OTHER[role]] += 1
    return out


def _value_text(v: Any) -> str:
    """A house-rule value as typed: text as it is, numbers and true/false as JSON."""
    return v if isinstance(v, str) else show(v)


def _words(v: Any) -> str:
    """A house-rule value in words, in the window's language, as a choice offers it
    ("semi-partner", "yes")."""
    return say(value_words(v))


def _help_words(rule: DriveRule) -> str:
    """A house rule's help in the window's language, its values as the choices say them and
    the record's other words (``tie_winner``) with spaces."""
    return say(rule.help_text()).replace("_", " ")


def rule_label(key: str) -> str:
    """A house rule's name in words, in the window's language: "Hands per round" for
    ``hands_per_round`` (the core's catalogue has the names)."""
    title = RULE_TITLES.get(key)
    return say(title) if title else key.replace("_", " ").capitalize()


#: Set by a control of its own below the house rules (the "Start allocation" choice, which
#: also makes the start): not offered twice.
_OWN_CONTROL = frozenset({"start_allocation"})


def _parse_value(text: str) -> Any:
    text = text.strip()
    try:
        return json.loads(text)
    except ValueError:
        return text


class NewDriveDialog(QDialog):
    """Set up a drive; :meth:`record` is the drive about to start."""

    def __init__(
        self,
        roster: Sequence[str] = (),
        parent: QWidget | None = None,
        today: str | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New drive"))
        self.players: list[tuple[str, str | None]] = []  # (name, role), in arrival order
        self._rule_editors: dict[str, QWidget] = {}
        self._names: dict[str, str] = {}  # the record's ids → names, for a refusal
        outer = QVBoxLayout(self)

        # Two fields a line (label, field, label, field), here and in the money's lines below:
        # the dialog fits 900×600 in every language.
        top = QGridLayout()
        w: QWidget
        self.form_box = QComboBox()
        for f in FORMS:
            self.form_box.addItem(say(FORM_TITLES[f]), f)
        self.code_box = QComboBox()
        self.title_edit = QLineEdit(self.tr("Whist drive"))
        self.date_edit = QLineEdit(today or dt.date.today().isoformat())
        self.form_box.setAccessibleDescription(
            self.tr("The kind of drive: its house rules follow it")
        )
        self.code_box.setAccessibleDescription(self.tr("The code of laws the hands are scored by"))
        self.title_edit.setAccessibleDescription(self.tr("The drive's title, on its reports"))
        self.date_edit.setAccessibleDescription(self.tr("The day of the drive, as year-month-day"))
        for k, (text, w) in enumerate(
            (
                (self.tr("&Form"), self.form_box),
                (self.tr("&Code"), self.code_box),
                (self.tr("&Title"), self.title_edit),
                (self.tr("&Date"), self.date_edit),
            )
        ):
            label = QLabel(text)
            label.setBuddy(w)
            top.addWidget(label, k // 2, (k % 2) * 2)
            top.addWidget(w, k // 2, (k % 2) * 2 + 1)
        top.setColumnStretch(1, 3)
        top.setColumnStretch(3, 2)
        outer.addLayout(top)

        self.rules_group = QGroupBox(self.tr("&House rules (default shown; each with its help)"))
        self.rules_grid = QGridLayout()
        inner = QWidget()
        inner.setLayout(self.rules_grid)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setMinimumHeight(130)
        gl = QVBoxLayout(self.rules_group)
        gl.addWidget(scroll)
        outer.addWidget(self.rules_group)

        players = QGroupBox(self.tr("Players, as they arrive"))
        pl = QGridLayout(players)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("a name from the roster, or a new one"))
        # the whole placeholder shows (it was cut to "a name from the roster, or a ne…")
        self.name_edit.setMinimumWidth(
            self.name_edit.fontMetrics().horizontalAdvance(self.name_edit.placeholderText()) + 24
        )
        completer = QCompleter(list(roster), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.name_edit.setCompleter(completer)
        self.role_box = QComboBox()
        for role in ("lady", "gent", None):
            self.role_box.addItem(ROLE_WORDS[role], role)
        self.add_button = QPushButton(self.tr("&Add"))
        self.remove_button = QPushButton(self.tr("Re&move"))
        self.switch_button = QPushButton(self.tr("Switch ro&le"))
        self.switch_button.setToolTip(
            self.tr("the chosen player's role: lady, gent, no role in turn")
        )
        self.player_list = QListWidget()
        self.player_list.setMinimumHeight(70)  # (a few lines: it scrolls; the dialog fits 900×600)
        self.player_list.setAccessibleName(self.tr("Players registered"))
        self.player_list.setAccessibleDescription(
            self.tr("The players registered, in order of arrival")
        )
        self.name_edit.setAccessibleDescription(
            self.tr("A player's name: Enter or Add registers them")
        )
        self.role_box.setAccessibleDescription(
            self.tr("The player's role at the tables: lady, gent or none")
        )
        self.add_button.setAccessibleDescription(
            self.tr("Register the player named, with the role chosen")
        )
        self.remove_button.setAccessibleDescription(self.tr("Take the chosen player off the list"))
        name_label = QLabel(self.tr("&Name"))
        name_label.setBuddy(self.name_edit)
        role_label = QLabel(self.tr("&Role"))
        role_label.setBuddy(self.role_box)
        pl.addWidget(name_label, 0, 0)
        pl.addWidget(self.name_edit, 0, 1)
        pl.addWidget(role_label, 0, 2)
        pl.addWidget(self.role_box, 0, 3)
        pl.addWidget(self.add_button, 0, 4)
        pl.addWidget(self.player_list, 1, 0, 1, 4)
        side = QVBoxLayout()
        side.addWidget(self.remove_button)
        side.addWidget(self.switch_button)
        side.addStretch(1)
        pl.addLayout(side, 1, 4)
        self.count_label = QLabel()
        self.count_label.setObjectName("tableCount")
        self.count_label.setWordWrap(True)
        pl.addWidget(self.count_label, 2, 0, 1, 5)
        outer.addWidget(players)

        alloc = QGridLayout()
        self.alloc_box = QComboBox()
        self.alloc_box.addItem(self.tr("draw (seeded, like the two coloured packs)"), "draw")
        self.alloc_box.addItem(self.tr("arrival order, N E S W table by table"), "arrival")
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 999_999)
        self.seed_spin.setValue(random.randrange(1_000_000) if seed is None else seed)
        self.fee_spin = QDoubleSpinBox()
        self.fee_spin.setRange(0, 1000)
        self.fee_spin.setDecimals(2)
        self.fund_spin = QSpinBox()
        self.fund_spin.setRange(0, 100)
        self.fund_spin.setValue(50)
        self.fund_spin.setSuffix(self.tr(" % of takings"))
        self.alloc_box.setAccessibleDescription(
            self.tr("How the first round's seats are given out")
        )
        self.seed_spin.setAccessibleDescription(
            self.tr("The number the draw is made from: the same number, the same draw")
        )
        self.fee_spin.setAccessibleDescription(
            self.tr("Each player's entry fee (0: no money kept)")
        )
        self.fund_spin.setAccessibleDescription(
            self.tr("The share of the takings paid out as prizes")
        )
        for k, (text, w) in enumerate(
            (
                (self.tr("&Start allocation"), self.alloc_box),
                (self.tr("S&eed of the draw (stored)"), self.seed_spin),
                (self.tr("Entr&y fee (0: no money kept)"), self.fee_spin),
                (self.tr("&Prize fund"), self.fund_spin),
            )
        ):
            label = QLabel(text)
            label.setBuddy(w)
            row, col = ((0, 0), (1, 0), (1, 2), (2, 0))[k]
            alloc.addWidget(label, row, col)
            alloc.addWidget(w, row, col + 1, 1, 3 if k == 0 else 1)
        alloc.setColumnStretch(1, 1)
        alloc.setColumnStretch(3, 1)
        outer.addLayout(alloc)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("problems")
        self.problem_label.setWordWrap(True)
        outer.addWidget(self.problem_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the drive"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setAccessibleDescription(
            self.tr("Start the drive with these players and rules: the first round is seated")
        )
        describe_buttons(self.buttons)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.form_box.currentIndexChanged.connect(self._form_changed)
        self.add_button.clicked.connect(self.add_player)
        # Enter in the name registers that player and nothing else: it never reaches the
        # dialog's default button, which would start the drive with whoever is in so far.
        self.name_edit.installEventFilter(self)
        self.remove_button.clicked.connect(self.remove_player)
        self.switch_button.clicked.connect(self.switch_role)
        self._form_changed()
        self.setTabOrder(self.form_box, self.code_box)
        self.setTabOrder(self.code_box, self.title_edit)
        self.setTabOrder(self.title_edit, self.date_edit)
        self.name_edit.setFocus()

    def eventFilter(self, obj: Any, event: Any) -> bool:
        if (
            obj is self.name_edit
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.add_player()
            return True
        return super().eventFilter(obj, event)

    # -- the form and its rules -----------------------------------------------------------------
    @property
    def form(self) -> str:
        return str(self.form_box.currentData())

    def _form_changed(self) -> None:
        form = self.form
        self.code_box.clear()
        game = GAME_OF_FORM.get(form)
        if game:
            for c in codes_of(game):
                self.code_box.addItem(c, c)
            self.code_box.setCurrentIndex(max(0, self.code_box.findData(DEFAULT_CODE[form])))
        else:
            self.code_box.addItem(self.tr("(whist: no code)"), None)
        self.code_box.setEnabled(bool(game))
        titles = {t for f in FORMS for t in (FORM_TITLES[f], say(FORM_TITLES[f]))}
        if self.title_edit.text() in titles | {"Whist drive", self.tr("Whist drive")}:
            self.title_edit.setText(say(FORM_TITLES[form]))
        while self.rules_grid.count():
            item = self.rules_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._rule_editors = {}
        row = 0
        for rule in RULES:
            if not rule.applies(form) or rule.key in _OWN_CONTROL:
                continue
            default = rule.default(form)
            allowed = rule.allowed(form)
            editor: QWidget
            if allowed is not None:
                box = QComboBox()
                for v in allowed:
                    box.addItem(_words(v) + (self.tr(" (default)") if v == default else ""), v)
                box.setCurrentIndex(
                    max(0, list(allowed).index(default) if default in allowed else 0)
                )
                if rule.key == "movement":
                    box.currentIndexChanged.connect(self._update_count)
                editor = box
            else:
                edit = QLineEdit(_value_text(default))
                edit.setToolTip(say(rule.describe_choices(form)))
                editor = edit
            editor.setAccessibleName(rule_label(rule.key))
            if not editor.toolTip():  # (its help, as the line under it says)
                editor.setAccessibleDescription(_help_words(rule))
            name = QLabel(rule_label(rule.key))
            name.setBuddy(editor)
            words = _help_words(rule)
            helptext = QLabel(
                words
                if allowed is not None
                else self.tr("{words} (default {0})").format(_value_text(default), words=words)
            )
            helptext.setWordWrap(True)
            helptext.setObjectName("ruleHelp")
            self.rules_grid.addWidget(name, row, 0)
            self.rules_grid.addWidget(editor, row, 1)
            self.rules_grid.addWidget(helptext, row + 1, 0, 1, 2)
            self._rule_editors[rule.key] = editor
            row += 2
        # Tab goes down the dialog: form, code, title, date, then the house rules (the rules'
        # editors are made afresh for each form, after the fields below them)
        chain = [self.form_box, self.code_box, self.title_edit, self.date_edit]
        chain += [*self._rule_editors.values(), self.alloc_box]
        for a, b in itertools.pairwise(chain):
            QWidget.setTabOrder(a, b)
        self._update_count()

    def house_rules(self) -> dict[str, Any]:
        """The house rules that differ from the form's default."""
        out: dict[str, Any] = {}
        for rule in RULES:
            editor = self._rule_editors.get(rule.key)
            if editor is None:
                continue
            value = (
                editor.currentData()
                if isinstance(editor, QComboBox)
                else _parse_value(editor.text())  # type: ignore[attr-defined]
            )
            if value != rule.default(self.form) or type(value) is not type(rule.default(self.form)):
                out[rule.key] = value
        return out

    def movement(self) -> str:
        box = self._rule_editors.get("movement")
        return str(box.currentData()) if isinstance(box, QComboBox) else "progressive"

    def set_rule(self, key: str, value: Any) -> None:
        editor = self._rule_editors[key]
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(editor.findData(value))
        else:
            editor.setText(_value_text(value))  # type: ignore[attr-defined]

    # -- players --------------------------------------------------------------------------------
    def add_player(self) -> None:
        name = " ".join(self.name_edit.text().split())
        if not name:
            return
        if any(n.casefold() == name.casefold() for n, _ in self.players):
            self.problem_label.setText(self.tr("{name} is registered already").format(name=name))
            return
        role = self.role_box.currentData()
        self.players.append((name, role))
        self.player_list.addItem(name)
        self.name_edit.clear()
        self.problem_label.clear()
        if role is not None:
            # The next arrival is offered the role the room is short of: with every default
            # the roles alternate (couples come in together), and a role chosen by hand for
            # one player is balanced by the next.
            ladies = sum(r == "lady" for _, r in self.players)
            gents = sum(r == "gent" for _, r in self.players)
            self.role_box.setCurrentIndex(
                self.role_box.findData("lady" if ladies <= gents else "gent")
            )
        self._update_count()

    def switch_role(self) -> None:
        """The chosen player's role in turn: lady, gent, no role."""
        row = self.player_list.currentRow()
        if 0 <= row < len(self.players):
            name, role = self.players[row]
            self.players[row] = (name, {"lady": "gent", "gent": None, None: "lady"}[role])
            self._update_count()
            self.player_list.setCurrentRow(row)

    def remove_player(self) -> None:
        row = self.player_list.currentRow()
        if 0 <= row < len(self.players):
            del self.players[row]
            self.player_list.takeItem(row)
            self._update_count()

    def tables_and_ghosts(self) -> tuple[int, int]:
        n = len(self.players)
        if self.movement() in PAIR_MOVEMENTS:
            pairs = -(-n // 2)
            tables = pair_table_count(pairs)
            return tables, 4 * tables - n
        tables = table_count(n)
        return tables, 4 * tables - n

    def seated_roles(self) -> list[str | None]:
        """Each player's role as the movement seats them (:func:`seating_roles`)."""
        tables, _ = self.tables_and_ghosts()
        needs = self.movement() in ROLE_MOVEMENTS
        return seating_roles([r for _, r in self.players], tables, needs)

    def role_warning(self) -> str:
        """What the count line says when the roles do not balance, before Start: who plays
        the other role (empty when every player sits as registered)."""
        seated = self.seated_roles()
        moved = [
            (name, s)
            for (name, r), s in zip(self.players, seated, strict=True)
            if r is not None and r != s
        ]
        if not moved:
            return ""
        given = [r for _, r in self.players]
        ladies, gents = given.count("lady"), given.count("gent")
        role = str(moved[0][1])
        who = _and([name for name, _ in moved])
        verb = "plays" if len(moved) == 1 else "play"
        return self.tr(
            "{ladies} {0} and {gents} {1}: this movement needs a lady "
            "and a gent at each pair, so {who} {verb} as {2} (Switch "
            "role to choose another)"
        ).format(
            "lady" if ladies == 1 else "ladies",
            "gent" if gents == 1 else "gents",
            self.tr("a {role}").format(role=ROLE_WORDS[role]) if len(moved) == 1 else PLURAL[role],
            ladies=ladies,
            gents=gents,
            who=who,
            verb=verb,
        )

    def _update_count(self) -> None:
        n = len(self.players)
        tables, ghosts = self.tables_and_ghosts()
        text = self.tr("{players}: {tables}, {ghosts}").format(
            players=i18n.counted("player", n),
            tables=i18n.counted("table", tables),
            ghosts=i18n.counted("ghost placed", ghosts),
        )
        warning = self.role_warning()
        self.count_label.setText(f"{text}. {warning}" if warning else text)
        # room for the warning in full: the dialog grows rather than cut it
        lines = 3 * self.count_label.fontMetrics().lineSpacing()
        need = self.count_label.heightForWidth(max(self.count_label.width(), 300))
        self.count_label.setMinimumHeight(max(lines, need))
        seated = self.seated_roles()
        for row, ((name, role), s) in enumerate(zip(self.players, seated, strict=True)):
            item = self.player_list.item(row)
            if item is None:
                continue
            words = ROLE_WORDS[role]
            if s is not None and s != role:
                words += (
                    self.tr(", plays as a {s}").format(s=s)
                    if role
                    else self.tr(", sits as {s}").format(s=s)
                )
            item.setText(f"{name} ({words})")

    # -- the record -----------------------------------------------------------------------------
    def record(self) -> DriveRecord:
        """The drive about to start (raises RecordError naming the field when it cannot be)."""
        form = self.form
        rules = self.house_rules()
        pair = self.movement() in PAIR_MOVEMENTS
        counters = {"lady": 0, "gent": 0, None: 0}
        people: list[tuple[str, str | None, str]] = []
        for (name, _), role in zip(self.players, self.seated_roles(), strict=True):
            counters[role] += 1
            prefix = {"lady": "L", "gent": "G", None: "M"}[role]
            people.append((f"{prefix}{counters[role]}", role, name))
        self._names = {p[0]: p[2] for p in people}
        if len(people) < 2:
            raise RecordError.one(None, "players", "register at least two players")
        method = str(self.alloc_box.currentData())
        if method != RULE_BY_KEY["start_allocation"].default(form):
            rules["start_allocation"] = method  # the house rule is the start that was made
        seed = self.seed_spin.value()
        pairs = None
        if pair:
            ids = [p[0] for p in people]
            pairs = {f"P{k + 1}": ids[2 * k : 2 * k + 2] for k in range(-(-len(ids) // 2))}
            for pid, two in pairs.items():
                self._names[pid] = _and([self._names[x] for x in two])
            if len(ids) % 2:
                raise RecordError.one(None, "players", "a pair drive needs an even number")
            start = allocate_pairs(list(pairs), method, seed)
        else:
            ladies = [p[0] for p in people if p[1] == "lady"]
            gents = [p[0] for p in people if p[1] == "gent"]
            for k, p in enumerate(x for x in people if x[1] is None):
                (ladies if k % 2 == 0 else gents).append(p[0])
            start = allocate(ladies, gents, method, seed)
        prizes = self._prizes(people, pair)
        rec = DriveRecord.new(
            form,
            people,
            start,
            code=self.code_box.currentData() if GAME_OF_FORM.get(form) else None,
            house_rules=rules,
            pairs=pairs,
            prizes=prizes,
            title=self.title_edit.text().strip() or None,
            played_on=self.date_edit.text().strip() or None,
            seed=seed,
        )
        fee = round(self.fee_spin.value(), 2)
        if fee > 0:
            obj = rec.to_json()
            shares = _shares([p["id"] for p in prizes])
            obj["money"] = {
                "entry_fee": fee,
                "paid": [],
                "prize_fund": {
                    "mode": "percent",
                    "percent": self.fund_spin.value(),
                    "shares": shares,
                },
            }
            rec = DriveRecord.from_json(obj)
        return rec

    @staticmethod
    def _prizes(people: Sequence[tuple[str, str | None, str]], pair: bool) -> list[dict[str, Any]]:
        if pair:
            return [
                {"id": "first", "pool": "pairs", "kind": "top", "place": 1},
                {"id": "booby", "pool": "pairs", "kind": "bottom", "place": 1},
            ]
        roles = {p[1] for p in people}
        out = []
        if "lady" in roles:
            out.append({"id": "ladies_1", "pool": "lady", "kind": "top", "place": 1})
        if "gent" in roles:
            out.append({"id": "gents_1", "pool": "gent", "kind": "top", "place": 1})
        if not out or None in roles:
            out.append({"id": "first", "pool": "all", "kind": "top", "place": 1})
        out.append({"id": "booby", "pool": "all", "kind": "bottom", "place": 1})
        return out

    def _accept(self) -> None:
        self._names = {}
        try:
            self._record = self.record()
        except (RecordError, ValueError) as e:
            self._refuse(said(e))
            return
        self.accept()

    def _refuse(self, text: str) -> None:
        """The refusal in the secretary's words (names, not the record's ids; house rules as
        this dialog names them), with the cursor on the field at fault."""
        names = self._names
        text = _ID.sub(lambda m: names.get(m.group(1), m.group(1)), text)
        keys = _RULE_KEY.findall(text)
        text = _RULE_KEY.sub(lambda m: f"{rule_label(m.group(1))}:", text)
        self.problem_label.setText(text)
        need = self.problem_label.heightForWidth(max(self.problem_label.width(), 300))
        self.problem_label.setMinimumHeight(need)  # the dialog grows rather than cut a line
        target: QWidget = self.name_edit
        if keys and keys[0] in self._rule_editors:
            target = self._rule_editors[keys[0]]
        elif "title" in text.split(":")[0]:
            target = self.title_edit
        elif "played_on" in text or "date" in text.split(":")[0]:
            target = self.date_edit
        elif "start" in text.split(":")[0] and self.players:
            target = self.player_list
            # the first player the refusal names is the one chosen (Switch role acts on it)
            at = {name: row for row, (name, _) in enumerate(self.players)}
            named = [(text.find(n), at[n]) for n in at if n in text]
            if named:
                self.player_list.setCurrentRow(min(named)[1])
        target.setFocus()


def _and(names: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _shares(ids: Sequence[str]) -> dict[str, int]:
    """Equal whole shares summing to 100 (the first prizes take the odd points)."""
    if not ids:
        return {}
    each, rest = divmod(100, len(ids))
    return {p: each + (1 if k < rest else 0) for k, p in enumerate(ids)}
