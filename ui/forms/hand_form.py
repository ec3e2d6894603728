"""The hand-entry form, built from the rules service's :class:`~scorepad.rules.base.FormSpec`.

The form knows no game: it shows the deal-record fields the spec names (tricks, honours per side
or per seat, chicane, the declaration or contract, doubles, revokes with the code's penalty
choices, long whist's call at eight, new deal, passed out, dealer) and turns what is typed into a
raw deal record (:meth:`HandForm.draft`). Whether that record is right is for the rules service
to say; its problems are shown beside the field they name (:meth:`HandForm.show_problems`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import SEATS, SIDES, Seat
from scorepad.errors import Problem
from scorepad.i18n import say
from scorepad.rules.base import FormSpec
from ui import i18n
from ui.dialogs import checks
from ui.forms.flow import FlowLayout, flow_row
from ui.forms.hand_about import ABOUT
from ui.i18n import WordList, Words

#: How each strain is offered in the form.
STRAIN_WORDS = Words(
    "HandForm",
    {
        "C": QT_TRANSLATE_NOOP("HandForm", "♣ Clubs"),
        "D": QT_TRANSLATE_NOOP("HandForm", "♦ Diamonds"),
        "H": QT_TRANSLATE_NOOP("HandForm", "♥ Hearts"),
        "S": QT_TRANSLATE_NOOP("HandForm", "♠ Spades"),
        "NT": QT_TRANSLATE_NOOP("HandForm", "No trumps"),
        "RS": QT_TRANSLATE_NOOP("HandForm", "♠ Royal spades"),
    },
)
PENALTY_WORDS = Words(
    "HandForm",
    {
        "add": QT_TRANSLATE_NOOP("HandForm", "add to their score"),
        "deduct": QT_TRANSLATE_NOOP("HandForm", "deduct from the revokers"),
        "tricks": QT_TRANSLATE_NOOP("HandForm", "take tricks"),
        "points": QT_TRANSLATE_NOOP("HandForm", "take the points"),
    },
)
DOUBLING_WORDS = WordList(
    "HandForm",
    (
        QT_TRANSLATE_NOOP("HandForm", "undoubled"),
        QT_TRANSLATE_NOOP("HandForm", "doubled (X)"),
        QT_TRANSLATE_NOOP("HandForm", "redoubled (XX)"),
    ),
)
#: The letter typed in a strain box → the strain it picks (the words start with a suit symbol,
#: which the combo box's own keyboard search cannot match).
STRAIN_KEYS = {"C": "C", "D": "D", "H": "H", "S": "S", "N": "NT", "R": "RS"}

#: The form's lines, top to bottom; keys not offered by a spec are skipped. The first key offered
#: on a line heads it (its label in the label column); the others follow its field on the same
#: line, each with its own label, and wrap onto the next line when the pane is narrow (a flow),
#: so that the form fits the windows' smallest size without scrolling.
LINES: tuple[tuple[str, ...], ...] = (
    ("dealer", "new_deal", "passed_out"),
    ("call",),
    ("maker",),
    ("declaration", "doubles"),
    ("declarer", "result"),
    ("contract",),
    ("tricks",),
    ("honours",),
    ("voids", "revokes"),
)
#: The order the form shows its fields in, top to bottom and left to right.
ROW_ORDER = tuple(key for line in LINES for key in line)

#: Each row's label; the "&" letter (Alt+letter) takes the keyboard to the field. The letters
#: of the main window's menus (F, E, R, V, H) and of the evening window's buttons (A, M, P, V,
#: E, R) are left to them (tests/ui/test_mnemonics.py walks every window and dialog).
ROW_LABELS = Words(
    "HandForm",
    {
        "new_deal": "",
        "passed_out": "",
        "dealer": QT_TRANSLATE_NOOP("HandForm", "&Dealer"),
        "call": QT_TRANSLATE_NOOP("HandForm", "Call at ei&ght"),
        "maker": QT_TRANSLATE_NOOP("HandForm", "Trumps made b&y"),
        "declaration": QT_TRANSLATE_NOOP("HandForm", "De&claration"),
        "declarer": QT_TRANSLATE_NOOP("HandForm", "De&clarer"),
        "contract": QT_TRANSLATE_NOOP("HandForm", "Co&ntract"),
        "doubles": QT_TRANSLATE_NOOP("HandForm", "Dou&blings"),
        "tricks": QT_TRANSLATE_NOOP("HandForm", "&Tricks"),
        "result": QT_TRANSLATE_NOOP("HandForm", "&Tricks won"),
        "honours": QT_TRANSLATE_NOOP("HandForm", "Hon&ours"),
        "voids": QT_TRANSLATE_NOOP("HandForm", "Ch&icane"),
        "revokes": QT_TRANSLATE_NOOP("HandForm", "Revo&kes"),
    },
)

_ROOT = re.compile(r"[.\[]")
#: The rows that are a tick box each (the box has the words: no label beside it).
FLAGS = ("new_deal", "passed_out")
NOT_GIVEN = -1


_PART = re.compile(r"\[(\d+)\]|([^.\[\]]+)")


def detail_words(root: str, detail: str) -> str:
    """A problem's field below its row, as the form names it: ``honours.N`` → "North",
    ``tricks.NS`` → "We", ``revokes[0].penalty`` → "revoke 1, penalty".

    >>> detail_words("revokes", "[0].penalty"), detail_words("tricks", "NS")
    ('revoke 1, penalty', 'We')
    """
    words = []
    for m in _PART.finditer(detail):
        if m.group(1) is not None:
            words.append(f"{root.rstrip('s')} {int(m.group(1)) + 1}")
        else:
            part = m.group(2)
            words.append(
                i18n.SEAT_NAMES.get(part) or i18n.SIDE_NAMES.get(part) or part.replace("_", " ")
            )
    return ", ".join(words)


def field_root(field: str) -> str:
    """The deal-record key a problem's field belongs to: ``revokes[0].penalty`` → ``revokes``."""
    return _ROOT.split(field, maxsplit=1)[0]


class _BlankSpin(QSpinBox):
    """A figure not given yet, shown "–": a digit typed over it replaces it wherever the cursor
    is (after a click at the end of the "–", "8" was refused as "–8")."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.value() == self.minimum() and event.text().isdigit():
            self.lineEdit().selectAll()
        super().keyPressEvent(event)


def _spin(lo: int, hi: int, name: str, blank: bool = False, about: str = "") -> QSpinBox:
    box = _BlankSpin() if blank else QSpinBox()
    box.setAccessibleDescription(about)  # (what a screen reader says after the name)
    box.setRange(NOT_GIVEN if blank else lo, hi)
    if blank:
        box.setSpecialValueText("–")
        box.setValue(NOT_GIVEN)
    box.setAccessibleName(name)
    box.setKeyboardTracking(True)
    box.setMinimumWidth(52)
    return box


class StrainCombo(QComboBox):
    """A strain (declaration, contract strain) picked by its letter: H, S, D, C, N (no trumps)
    and R (royal spades, in the codes that have them); Backspace or Delete leave it unset.
    The symbol stays in the words shown. With the list open, the letters work there too."""

    def __init__(self) -> None:
        super().__init__()
        self.view().installEventFilter(self)

    def index_for(self, event: QKeyEvent) -> int | None:
        """The item a key picks, or None (a key that picks nothing, or a chord)."""
        chord = (
            Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier
        )
        if event.modifiers() & chord:
            return None
        if event.key() in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete):
            i = self.findData(None)
            return i if i >= 0 else None
        strain = STRAIN_KEYS.get(event.text().upper())
        if strain is None:
            return None
        i = self.findData(strain)
        return i if i >= 0 else None

    def _pick(self, event: QKeyEvent) -> bool:
        i = self.index_for(event)
        if i is None:
            return False
        self.setCurrentIndex(i)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._pick(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        picked = (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and self._pick(event)
        )
        if picked:
            self.hidePopup()
        return picked


class _ElidedCombo(QComboBox):
    """A combo box narrower than its longest item that ends a long one with "…" (the style
    cuts it off mid-letter); the list it opens shows every item whole."""

    def paintEvent(self, event: QPaintEvent) -> None:
        # Lazy: the style's classes at a box's first paint, after ready (18 enums, ~4 ms)
        from PySide6.QtWidgets import QStyle, QStyleOptionComboBox, QStylePainter

        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            opt,
            QStyle.SubControl.SC_ComboBoxEditField,
            self,
        )
        opt.currentText = self.fontMetrics().elidedText(
            opt.currentText, Qt.TextElideMode.ElideRight, field.width()
        )
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)


def _combo(
    items: Iterable[tuple[str, Any]], name: str, box: QComboBox | None = None, about: str = ""
) -> QComboBox:
    box = QComboBox() if box is None else box
    box.setAccessibleDescription(about)
    for text, data in items:
        box.addItem(text, data)
    box.setAccessibleName(name)
    return box


def _labelled(label: QLabel, field: QWidget) -> QWidget:
    """A field with its label on its left, kept together on a line that wraps."""
    pair = QWidget()
    lay = QHBoxLayout(pair)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.addWidget(label)
    lay.addWidget(field)
    return pair


def _add_to_line(line: QWidget | None, widget: QWidget) -> None:
    """Put ``widget`` at the end of a shared line's flow (nothing for a line of one field)."""
    if line is not None:
        flow = line.layout()
        assert isinstance(flow, FlowLayout)
        flow.addWidget(widget)


def _set_combo(box: QComboBox, value: Any) -> None:
    i = box.findData(value)
    box.setCurrentIndex(max(i, 0))


def _seat_text(seat: Seat, players: Mapping[Seat, str]) -> str:
    name = players.get(seat)
    return f"{seat.value} – {name}" if name else f"{seat.value} ({i18n.SEAT_NAMES[seat.value]})"


class _SideCounts(QWidget):
    """A count per side (We / They); with ``total`` the other side follows (13 − n, 4 − n)."""

    changed = Signal()

    def __init__(self, what: str, hi: int, total: int | None, blank: bool, about: str) -> None:
        super().__init__()
        self._total = total
        self._blank = blank
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.boxes = {}
        for side in SIDES:
            label = QLabel(i18n.SIDE_NAMES[side.value])
            side_name = i18n.SIDE_NAMES[side.value]
            box = _spin(0, hi, f"{what} {side_name}", blank, ABOUT[about].format(side_name, hi))
            label.setBuddy(box)
            lay.addWidget(label)
            lay.addWidget(box)
            self.boxes[side] = box
            box.valueChanged.connect(lambda _v, s=side: self._follow(s))
        lay.addStretch(1)
        self.setFocusProxy(self.boxes[SIDES[0]])

    def _follow(self, side: Any) -> None:
        # The two counts always add up to the total: typing one sets the other.
        box, other = self.boxes[side], self.boxes[side.other]
        if self._total is not None and box.value() != NOT_GIVEN:
            rest = self._total - box.value()
            if 0 <= rest <= other.maximum():
                other.blockSignals(True)
                other.setValue(rest)
                other.blockSignals(False)
        self.changed.emit()

    def value(self) -> dict[str, int] | None:
        vals = {s.value: b.value() for s, b in self.boxes.items()}
        if self._blank and all(v == NOT_GIVEN for v in vals.values()):
            return None
        if not self._blank and not any(vals.values()):
            return None
        return {k: max(v, 0) for k, v in vals.items()}

    def set_value(self, value: Mapping[str, Any] | None) -> None:
        for side, box in self.boxes.items():
            v = (value or {}).get(side.value)
            box.blockSignals(True)
            box.setValue(v if isinstance(v, int) else (NOT_GIVEN if self._blank else 0))
            box.blockSignals(False)


class _Compact(QPushButton):
    """A push button no wider than its words (the style's least width, 80 px or so, would
    wrap a row of short buttons that fits)."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        words = self.fontMetrics().horizontalAdvance(self.text().replace("&", ""))
        return QSize(min(hint.width(), words + 20), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class _SeatCounts(QWidget):
    """Honours per seat, with one-click "four in one hand" and "all five in one hand"."""

    changed = Signal()

    def __init__(self, hi: int) -> None:
        super().__init__()
        self._hi = hi
        # One flow of fields: the four seats' counts and None, then the hand and its buttons,
        # on one line when the pane is wide and wrapped onto the next when it is narrow (never a
        # button's words cut short: the buttons' words are short, their tooltips say it all).
        self.boxes: dict[Seat, QSpinBox] = {}
        self.labels: dict[Seat, QLabel] = {}
        parts: list[QWidget] = []
        for seat in SEATS:
            pair = QWidget()
            pair_lay = QHBoxLayout(pair)
            pair_lay.setContentsMargins(0, 0, 0, 0)
            pair_lay.setSpacing(3)
            label = QLabel(seat.value)
            name = i18n.SEAT_NAMES[seat.value]
            box = _spin(0, hi, self.tr("Honours held by {0}").format(name))
            box.setAccessibleDescription(ABOUT["seat_honours"].format(name, hi))
            box.setMinimumWidth(46)  # (one figure: 0 to 5)
            label.setBuddy(box)
            pair_lay.addWidget(label)
            pair_lay.addWidget(box)
            parts.append(pair)
            self.boxes[seat] = box
            self.labels[seat] = label
            box.valueChanged.connect(self.changed)
        # "None" ends the seats' line, the hand and its buttons start the next
        clear = _Compact(self.tr("None"))
        clear.setAccessibleName(self.tr("No honours claimed"))
        clear.setToolTip(self.tr("No honours claimed"))
        clear.setAccessibleDescription(ABOUT["no_honours"])
        clear.clicked.connect(lambda: self.set_value(None, emit=True))
        parts.append(clear)
        self.hand = _combo(
            ((s.value, s.value) for s in SEATS), self.tr("Hand holding the honours"), _ElidedCombo()
        )
        self.hand.setAccessibleDescription(ABOUT["hand"])
        # (a long name is elided, "N – Colonel Br…"; the tooltip holds it whole)
        self.hand.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.hand.setMinimumContentsLength(8)
        self.hand.currentIndexChanged.connect(self._hand_tip)
        self.four = _Compact(self.tr("4 in one hand"))
        self.four.setAccessibleName(self.tr("Four honours in one hand"))
        self.four.setToolTip(self.tr("Four honours in one hand: the hand chosen beside"))
        self.four.clicked.connect(lambda: self._in_one_hand(4))
        self.five: _Compact | None = None
        if hi >= 5:
            self.five = _Compact(self.tr("5 in one hand"))
            self.five.setAccessibleName(self.tr("All five honours in one hand"))
            self.five.setToolTip(self.tr("All five honours in one hand: the hand chosen beside"))
            self.five.clicked.connect(lambda: self._in_one_hand(5))
        # (the hand and its buttons wrap together: a button is never a line away from the hand)
        in_one = QWidget()
        in_one_lay = QHBoxLayout(in_one)
        in_one_lay.setContentsMargins(0, 0, 0, 0)
        in_one_lay.setSpacing(6)
        for w in (self.hand, self.four, self.five):
            if w is not None:
                in_one_lay.addWidget(w)
        parts.append(in_one)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(flow_row(*parts))
        self.setFocusProxy(self.boxes[SEATS[0]])

    def _hand_tip(self) -> None:
        self.hand.setToolTip(self.hand.currentText())

    def set_players(self, players: Mapping[Seat, str]) -> None:
        for i, seat in enumerate(SEATS):
            self.hand.setItemText(i, _seat_text(seat, players))
            self.hand.setItemData(i, _seat_text(seat, players), Qt.ItemDataRole.ToolTipRole)
            self.labels[seat].setToolTip(_seat_text(seat, players))
        self._hand_tip()

    def _in_one_hand(self, n: int) -> None:
        seat = Seat(self.hand.currentData())
        for s, box in self.boxes.items():
            box.blockSignals(True)
            box.setValue(n if s is seat else 0)
            box.blockSignals(False)
        self.changed.emit()

    def value(self) -> dict[str, int] | None:
        out = {s.value: b.value() for s, b in self.boxes.items() if b.value()}
        return out or None

    def set_value(self, value: Mapping[str, Any] | None, emit: bool = False) -> None:
        for seat, box in self.boxes.items():
            v = (value or {}).get(seat.value, 0)
            box.blockSignals(True)
            box.setValue(v if isinstance(v, int) else 0)
            box.blockSignals(False)
        if emit:
            self.changed.emit()


class _SeatChecks(QWidget):
    """Seats void of trumps (chicane)."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.checks: dict[Seat, QCheckBox] = {}
        for seat in SEATS:
            box = QCheckBox(seat.value)
            box.setAccessibleName(self.tr("{0} void of trumps").format(i18n.SEAT_NAMES[seat.value]))
            box.setAccessibleDescription(ABOUT["void"])
            box.toggled.connect(self.changed)
            lay.addWidget(box)
            self.checks[seat] = box
        lay.addStretch(1)
        self.setFocusProxy(self.checks[SEATS[0]])

    def value(self) -> list[str] | None:
        out = [s.value for s, b in self.checks.items() if b.isChecked()]
        return out or None

    def set_value(self, value: Any) -> None:
        seats = set(value) if isinstance(value, list) else set()
        for seat, box in self.checks.items():
            box.blockSignals(True)
            box.setChecked(seat.value in seats)
            box.blockSignals(False)


class _RevokeRow(QWidget):
    changed = Signal()
    removed = Signal(object)

    def __init__(self, spec: FormSpec, players: Mapping[Seat, str], n: int) -> None:
        super().__init__()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(QLabel(self.tr("by")))
        if spec.revoke_by == "side":
            who = [(i18n.SIDE_NAMES[s.value], s.value) for s in SIDES]
        else:
            who = [(_seat_text(s, players), s.value) for s in SEATS]
        self.by = _combo(who, self.tr("Revoke {n}: by").format(n=n), about=ABOUT["revoke_by"])
        self.by.currentIndexChanged.connect(self.changed)
        lay.addWidget(self.by)
        self.penalty: QComboBox | None = None
        if spec.revoke_penalties:
            items = [(self.tr("no choice"), None)] + [
                (PENALTY_WORDS.get(p, p), p) for p in spec.revoke_penalties
            ]
            self.penalty = _combo(items, self.tr("Revoke {n}: penalty chosen").format(n=n))
            self.penalty.setAccessibleDescription(ABOUT["revoke_penalty"])
            self.penalty.setCurrentIndex(1)
            self.penalty.currentIndexChanged.connect(self.changed)
            lay.addWidget(QLabel(self.tr("penalty")))
            lay.addWidget(self.penalty)
        self.tricks: QSpinBox | None = None
        if spec.revoke_tricks:
            self.tricks = _spin(0, 13, self.tr("Revoke {n}: tricks transferred").format(n=n))
            self.tricks.setAccessibleDescription(ABOUT["revoke_tricks"])
            self.tricks.setValue(1)
            self.tricks.valueChanged.connect(self.changed)
            lay.addWidget(QLabel(self.tr("tricks")))
            lay.addWidget(self.tricks)
        remove = QPushButton("✕")
        remove.setAccessibleName(self.tr("Remove revoke {n}").format(n=n))
        remove.setToolTip(self.tr("Remove this revoke"))
        remove.setFixedWidth(32)
        remove.clicked.connect(lambda: self.removed.emit(self))
        lay.addWidget(remove)
        lay.addStretch(1)

    def value(self) -> dict[str, Any]:
        out: dict[str, Any] = {"by": self.by.currentData()}
        if self.penalty is not None and self.penalty.currentData() is not None:
            out["penalty"] = self.penalty.currentData()
        if self.tricks is not None:
            out["tricks"] = self.tricks.value()
        return out

    def set_value(self, value: Mapping[str, Any]) -> None:
        for w in (self.by, self.penalty, self.tricks):
            if w is not None:
                w.blockSignals(True)
        _set_combo(self.by, value.get("by"))
        if self.penalty is not None:
            _set_combo(self.penalty, value.get("penalty"))
        if self.tricks is not None and isinstance(value.get("tricks"), int):
            self.tricks.setValue(value["tricks"])
        for w in (self.by, self.penalty, self.tricks):
            if w is not None:
                w.blockSignals(False)


class _Revokes(QWidget):
    """Each established revoke in order, with the code's penalty choice."""

    changed = Signal()

    def __init__(self, spec: FormSpec) -> None:
        super().__init__()
        self._spec = spec
        self._players: Mapping[Seat, str] = {}
        self.rows: list[_RevokeRow] = []
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self.add_button = QPushButton(self.tr("Add revoke"))
        self.add_button.setAccessibleName(self.tr("Add a revoke"))
        self.add_button.setAccessibleDescription(ABOUT["add_revoke"])
        self.add_button.clicked.connect(lambda: self.add_row(emit=True))
        self._lay.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.setFocusProxy(self.add_button)

    def set_players(self, players: Mapping[Seat, str]) -> None:
        self._players = players

    def add_row(self, value: Mapping[str, Any] | None = None, emit: bool = False) -> _RevokeRow:
        row = _RevokeRow(self._spec, self._players, len(self.rows) + 1)
        if value is not None:
            row.set_value(value)
        row.changed.connect(self.changed)
        row.removed.connect(self._remove)
        self._lay.insertWidget(len(self.rows), row)
        self.rows.append(row)
        row.by.setFocus()
        if emit:
            self.changed.emit()
        return row

    def _remove(self, row: _RevokeRow) -> None:
        self.rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self.add_button.setFocus()
        self.changed.emit()

    def value(self) -> list[dict[str, Any]] | None:
        return [r.value() for r in self.rows] or None

    def set_value(self, value: Any) -> None:
        for row in list(self.rows):
            self.rows.remove(row)
            row.setParent(None)
            row.deleteLater()
        for v in value if isinstance(value, list) else []:
            if isinstance(v, dict):
                self.add_row(v)


class _Contract(QWidget):
    """Level, strain and doubling: written out as ``3HX``."""

    changed = Signal()

    def __init__(self, strains: Sequence[str], max_doubles: int | None) -> None:
        super().__init__()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.level = _spin(1, 7, self.tr("Contract level"), True, ABOUT["level"])
        self.strain = _combo(
            [("–", None)] + [(STRAIN_WORDS.get(s, s), s) for s in strains],
            self.tr("Contract strain"),
            StrainCombo(),
            ABOUT["strain"],
        )
        n = 2 if max_doubles is None else min(max_doubles, 2)
        self.doubling = _combo(
            [(DOUBLING_WORDS[i], "X" * i) for i in range(n + 1)], self.tr("Contract doubled")
        )
        self.doubling.setAccessibleDescription(ABOUT["doubling"])
        for w in (self.level, self.strain, self.doubling):
            lay.addWidget(w)
        lay.addStretch(1)
        self.setFocusProxy(self.level)
        self.level.valueChanged.connect(self.changed)
        self.strain.currentIndexChanged.connect(self.changed)
        self.doubling.currentIndexChanged.connect(self.changed)

    def value(self) -> str | None:
        level, strain = self.level.value(), self.strain.currentData()
        if level == NOT_GIVEN and strain is None:
            return None
        text = ("" if level == NOT_GIVEN else str(level)) + (strain or "")
        return text + (self.doubling.currentData() or "")

    def set_value(self, value: Any) -> None:
        m = (
            re.fullmatch(r"([1-7])(NT|RS|[CDHS])(X{0,2})", value.upper())
            if isinstance(value, str)
            else None
        )
        for w in (self.level, self.strain, self.doubling):
            w.blockSignals(True)
        self.level.setValue(int(m.group(1)) if m else NOT_GIVEN)
        _set_combo(self.strain, m.group(2) if m else None)
        _set_combo(self.doubling, m.group(3) if m else "")
        for w in (self.level, self.strain, self.doubling):
            w.blockSignals(False)


class HandForm(QWidget):
    """One deal's entry form for a game and code.

    Signals:
        changed: the draft changed (a field was edited or a deal loaded by the user).
        submitted: Enter was pressed in the form: record the hand.
    """

    changed = Signal()
    submitted = Signal()

    def __init__(self, spec: FormSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._players: Mapping[Seat, str] = {}
        self._extra: dict[str, Any] = {}
        self._next_dealer: Seat | None = None
        self._context: tuple[dict[Seat, str], Seat | None] | None = None  # as last set
        self.widgets: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}
        self._labels: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(4)  # (a form of nine lines fits the evening's 900x600)
        grid.setColumnStretch(1, 1)
        row = 0
        offered = (
            set(spec.fields)
            | ({"passed_out"} if spec.passed_out else set())
            | ({"call"} if spec.call else set())
            | ({"voids"} if spec.voids else set())
        )
        if spec.honours != "none":
            offered.add("honours")
        else:
            offered.discard("honours")
        for line in LINES:
            made = ((key, self._make(key)) for key in line if key in offered)
            parts = [(key, widget) for key, widget in made if widget is not None]
            if not parts:
                continue
            # A line of several fields is a flow: one line when the pane is wide enough.
            shared = flow_row(spacing=16) if len(parts) > 1 else None
            errors = QVBoxLayout()
            errors.setContentsMargins(0, 0, 0, 0)
            for key, widget in parts:
                label = QLabel(ROW_LABELS[key])
                # A label's Alt+letter only focuses a buddy that takes focus itself: for a
                # group of fields, its first field.
                label.setBuddy(widget.focusProxy() or widget)
                error = QLabel()
                error.setObjectName("fieldProblem")
                error.setWordWrap(True)
                error.setVisible(False)
                error.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
                self.widgets[key] = widget
                self.errors[key] = error
                self._labels[key] = label
                errors.addWidget(error)
                if key == parts[0][0]:  # the line's head: its label in the label column
                    grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignTop)
                    grid.addWidget(widget if shared is None else shared, row, 1)
                    _add_to_line(shared, widget)
                elif key in FLAGS:  # (a tick box's words are its label)
                    label.setParent(self)
                    label.hide()
                    _add_to_line(shared, widget)
                else:
                    _add_to_line(shared, _labelled(label, widget))
            grid.addLayout(errors, row + 1, 1)
            row += 2
        self.general_error = QLabel()
        self.general_error.setObjectName("formProblem")
        self.general_error.setWordWrap(True)
        self.general_error.setVisible(False)
        grid.addWidget(self.general_error, row, 0, 1, 2)
        grid.setRowStretch(row + 1, 1)
        self._update_enabled()

    # -- building -------------------------------------------------------------------------------
    def _make(self, key: str) -> QWidget | None:
        spec = self.spec
        w: Any
        if key == "new_deal":
            w = QCheckBox(self.tr("Ne&w deal"))
            w.setAccessibleName(self.tr("New deal"))
            w.setToolTip(self.tr("New deal (a misdeal, or a deal annulled): nothing scored"))
            w.toggled.connect(self._flag_toggled)
        elif key == "passed_out":
            w = QCheckBox(self.tr("Passed o&ut"))
            w.setAccessibleName(self.tr("Passed out"))
            w.setToolTip(self.tr("Passed out: all four passed, nothing scored"))
            w.toggled.connect(self._flag_toggled)
        elif key == "dealer":
            w = _combo(
                [(self.tr("in turn"), None)] + [(s.value, s.value) for s in SEATS],
                self.tr("Dealer"),
            )
            # "in turn (E – Frank)" changes with each hand: the box follows it, never cut short
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            w.currentIndexChanged.connect(self.changed)
        elif key == "call":
            w = _combo(
                [(self.tr("no call"), None)]
                + [
                    (
                        self.tr("{0} called honours and showed them").format(
                            i18n.SIDE_NAMES[s.value]
                        ),
                        s.value,
                    )
                    for s in SIDES
                ],
                self.tr("Call at eight"),
            )
            w.currentIndexChanged.connect(self.changed)
        elif key == "maker":
            w = _combo(
                [
                    (self.tr("the dealer"), "dealer"),
                    (self.tr("the dealer's partner (left to him)"), "partner"),
                ],
                self.tr("Trumps made by"),
            )
            w.currentIndexChanged.connect(self.changed)
        elif key == "declaration":
            w = _combo(
                [("–", None)] + [(STRAIN_WORDS.get(s, s), s) for s in spec.strains],
                self.tr("Declaration"),
                StrainCombo(),
            )
            w.currentIndexChanged.connect(self.changed)
        elif key == "declarer":
            w = _combo([("–", None)] + [(s.value, s.value) for s in SEATS], self.tr("Declarer"))
            w.currentIndexChanged.connect(self.changed)
        elif key == "contract":
            w = _Contract(spec.strains, spec.max_doubles)
            w.changed.connect(self.changed)
        elif key == "doubles":
            hi = spec.max_doubles if spec.max_doubles is not None else 99
            w = _spin(0, hi, self.tr("Doublings and redoublings"))
            w.valueChanged.connect(self.changed)
        elif key == "tricks":
            w = _SideCounts(self.tr("Tricks won by"), 13, 13, True, "tricks")
            w.changed.connect(self.changed)
        elif key == "result":
            w = _spin(0, 13, self.tr("Tricks won by the declarer's side"), blank=True)
            w.valueChanged.connect(self.changed)
        elif key == "honours":
            if spec.honours == "side":
                hi = spec.honour_count
                w = _SideCounts(self.tr("Honours held by"), hi, hi, False, "side_honours")
            else:
                w = _SeatCounts(spec.honour_count)
            w.changed.connect(self.changed)
        elif key == "voids":
            w = _SeatChecks()
            w.changed.connect(self.changed)
        elif key == "revokes":
            w = _Revokes(spec)
            w.changed.connect(self.changed)
        else:
            return None
        if key in ("dealer", "call", "maker", "declaration", "declarer", "doubles", "result"):
            w.setAccessibleDescription(ABOUT[key])  # (what the field takes)
        return w  # type: ignore[no-any-return]

    def _flag_toggled(self, _on: bool) -> None:
        self._update_enabled()
        self.changed.emit()

    def _flag(self) -> bool:
        boxes = (self.widgets.get(k) for k in ("new_deal", "passed_out"))
        return any(isinstance(b, QCheckBox) and b.isChecked() for b in boxes)

    def _update_enabled(self) -> None:
        flagged = self._flag()
        for key, w in self.widgets.items():
            if key in ("new_deal", "passed_out", "dealer"):
                continue
            on = not flagged
            w.setEnabled(on)
            self._labels[key].setEnabled(on)

    # -- context --------------------------------------------------------------------------------
    def set_context(self, players: Mapping[Seat, str], next_dealer: Seat | None) -> None:
        """Name the seats after the players; show who deals next "in turn"."""
        same_players = self._context is not None and self._context[0] == dict(players)
        if same_players and self._context is not None and self._context[1] == next_dealer:
            return  # (each hand recorded tells the form again: its combo boxes stay as they are)
        self._context = (dict(players), next_dealer)
        self._players = players
        self._next_dealer = next_dealer
        if same_players:
            self._set_dealer_in_turn(players, next_dealer)
            return
        for key in ("dealer", "declarer"):
            box = self.widgets.get(key)
            if isinstance(box, QComboBox):
                for i, seat in enumerate(SEATS, 1):
                    box.setItemText(i, _seat_text(seat, players))
        self._set_dealer_in_turn(players, next_dealer)
        honours = self.widgets.get("honours")
        if isinstance(honours, _SeatCounts):
            honours.set_players(players)
        revokes = self.widgets.get("revokes")
        if isinstance(revokes, _Revokes):
            revokes.set_players(players)

    def _set_dealer_in_turn(self, players: Mapping[Seat, str], next_dealer: Seat | None) -> None:
        dealer = self.widgets.get("dealer")
        if isinstance(dealer, QComboBox):
            turn = (
                self.tr("in turn ({0})").format(_seat_text(next_dealer, players))
                if next_dealer
                else self.tr("in turn")
            )
            dealer.setItemText(0, turn)

    # -- the draft ------------------------------------------------------------------------------
    def draft(self) -> dict[str, Any]:
        """The deal record the form holds now (raw, unchecked)."""
        w = self.widgets
        out: dict[str, Any] = {}
        dealer = w.get("dealer")
        if isinstance(dealer, QComboBox) and dealer.currentData() is not None:
            out["dealer"] = dealer.currentData()
        for flag in ("new_deal", "passed_out"):
            box = w.get(flag)
            if isinstance(box, QCheckBox) and box.isChecked():
                out[flag] = True
                return {**self._extra_for(out), **out}
        for key in ("call", "maker", "declaration", "declarer"):
            box = w.get(key)
            if isinstance(box, QComboBox) and box.currentData() is not None:
                out[key] = box.currentData()
        contract = w.get("contract")
        if isinstance(contract, _Contract) and contract.value() is not None:
            out["contract"] = contract.value()
        doubles = w.get("doubles")
        if isinstance(doubles, QSpinBox):
            out["doubles"] = doubles.value()
        result = w.get("result")
        if isinstance(result, QSpinBox) and result.value() != NOT_GIVEN:
            out["result"] = result.value()
        for key in ("tricks", "honours", "revokes"):
            box = w.get(key)
            value = box.value() if box is not None else None  # type: ignore[attr-defined]
            if value is not None:
                out[key] = value
        voids = w.get("voids")
        if isinstance(voids, _SeatChecks) and voids.value() is not None:
            out["voids"] = voids.value()
        return {**self._extra_for(out), **out}

    def _extra_for(self, out: Mapping[str, Any]) -> dict[str, Any]:
        # Keys of a loaded deal that this form does not show are kept, so nothing is lost.
        return {k: v for k, v in self._extra.items() if k not in self.widgets}

    def load(self, deal: Mapping[str, Any], emit: bool = True) -> None:
        """Show ``deal`` in the form (editing a past hand, or what the quick entry read)."""
        self._extra = {k: v for k, v in deal.items() if k not in self.widgets}
        for key, widget in self.widgets.items():
            value = deal.get(key)
            widget.blockSignals(True)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                _set_combo(widget, value)
            elif isinstance(widget, QSpinBox):
                default = widget.minimum() if widget.minimum() == NOT_GIVEN else 0
                widget.setValue(value if isinstance(value, int) else default)
            else:
                widget.set_value(value)  # type: ignore[attr-defined]
            widget.blockSignals(False)
        self._update_enabled()
        if emit:
            self.changed.emit()

    def clear(self) -> None:
        """Empty the form for the next hand."""
        self.load({}, emit=False)
        self.show_problems(())

    def first_input(self) -> QWidget | None:
        """The widget that takes the focus for a new hand."""
        for key in ("tricks", "declarer", "contract", "declaration", "call"):
            w = self.widgets.get(key)
            if w is not None and w.isEnabled():
                if isinstance(w, _SideCounts):
                    return w.boxes[SIDES[0]]
                if isinstance(w, _Contract):
                    return w.level
                return w
        return None

    # -- problems -------------------------------------------------------------------------------
    def show_problems(self, problems: Iterable[Problem]) -> list[Problem]:
        """Show each problem beside the field it names; return those no field took."""
        by_key: dict[str, list[str]] = {}
        general: list[Problem] = []
        for p in problems:
            root = field_root(p.field)
            if root in self.errors:
                detail = detail_words(root, p.field[len(root) :])
                msg = f"{detail}: {say(p.message)}" if detail else say(p.message)
                by_key.setdefault(root, []).append(msg)
            else:
                general.append(p)
        for key, label in self.errors.items():
            msgs = by_key.get(key)
            words = "\n".join(msgs) if msgs else ""
            if label.text() == words and label.isHidden() != bool(msgs):
                continue  # (as it was: nothing to set, nothing to lay out again)
            label.setText(words)
            label.setVisible(bool(msgs))
            self.widgets[key].setProperty("problem", bool(msgs))
            self.widgets[key].setAccessibleDescription(words)
        # A field no row shows is named as a person would ("Quick entry", not "shorthand").
        text = "\n".join(checks.problem_text(p.field, p.message) for p in general)
        if self.general_error.text() != text or self.general_error.isHidden() == bool(text):
            self.general_error.setText(text)
            self.general_error.setVisible(bool(text))
        return general

    def problem_text(self, key: str) -> str:
        """What is shown beside field ``key`` (empty when nothing is wrong)."""
        label = self.errors.get(key)
        return label.text() if label is not None and not label.isHidden() else ""

    # -- Qt overrides ---------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)
