"""The end of a rubber: its games, totals, net and each player's money at the stake.

Everything shown comes from the sheet (games, totals, net, bonus) and from
:mod:`scorepad.rules.settlement` (money, with the rubber's rounding rule). The choice that closes
the
dialog is one of :data:`SAME_FOUR`, :data:`NEW_RUBBER` or :data:`CLOSE`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import SEATS, SIDES
from scorepad.records.record import Rubber
from scorepad.rules.settlement import seat_money
from scorepad.sheets.sheet import Sheet
from ui import i18n
from ui.access import about
from ui.dialogs import money as _m
from ui.settings import Settings

SAME_FOUR = "same_four"
NEW_RUBBER = "new_rubber"
CLOSE = "close"


def _currency() -> str:

    return Settings().currency


def stake_title(rubber: Rubber, currency: str) -> str:
    """ "Money at £0.50 per 100 points" (or just "Money" with no stake)."""
    if rubber.stake is None:
        return QCoreApplication.translate("DialogsSummary", "Money")
    per = rubber.stake.per
    points = i18n.stake_points(per, _m.number_text(per, 0))
    return QCoreApplication.translate("DialogsSummary", "Money at {0} per {points}").format(
        _m.amount_text(rubber.stake.amount, currency), points=points
    )


def summary_lines(
    rubber: Rubber, sheet: Sheet, currency: str | None = None
) -> dict[str, list[str]]:
    """The text of the summary, by section (also what the tests read); money in ``currency``
    (by default the currency setting) with the locale's separators."""
    cur = _currency() if currency is None else currency

    side = i18n.SIDE_NAMES
    games = []
    for n, g in enumerate(sheet.games, 1):
        value = (
            ""
            if g.value is None
            else QCoreApplication.translate("DialogsSummary", ", worth {value}").format(
                value=g.value
            )
        )
        games.append(
            QCoreApplication.translate(
                "DialogsSummary", "Game {n}: {0}{value} (the losers at {loser_score}, deal {deal})"
            ).format(side[g.winner.value], n=n, value=value, loser_score=g.loser_score, deal=g.deal)
        )
    if sheet.complete:
        who = side[sheet.winner.value] if sheet.winner else "nobody"
        result = [
            QCoreApplication.translate("DialogsSummary", "Rubber to {who}").format(who=who)
            + (
                QCoreApplication.translate("DialogsSummary", ", bonus {bonus}").format(
                    bonus=sheet.bonus
                )
                if sheet.bonus
                else ""
            )
        ]
    else:
        result = [QCoreApplication.translate("DialogsSummary", "Rubber unfinished")]
    totals = [
        QCoreApplication.translate("DialogsSummary", "{0}: total {1}, net {2:+d}").format(
            side[s.value], sheet.totals[s], sheet.net[s]
        )
        for s in SIDES
    ]
    money: list[str] = []
    by_seat = seat_money(rubber, sheet.net)
    if by_seat is not None:
        for seat in SEATS:
            name = rubber.players.get(seat) or i18n.SEAT_NAMES[seat.value]
            money.append(f"{name} ({side[seat.side.value]}): {_m.signed_money(by_seat[seat], cur)}")
    return {"games": games, "result": result, "totals": totals, "money": money}


class SummaryDialog(QDialog):
    """Shows the finished rubber. Use :meth:`ask`."""

    def __init__(self, rubber: Rubber, sheet: Sheet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The rubber is over") if sheet.complete else self.tr("Rubber"))
        self.choice = CLOSE
        currency = _currency()
        self.lines = summary_lines(rubber, sheet, currency)
        self.money_title = stake_title(rubber, currency)
        lay = QVBoxLayout(self)
        grid = QGridLayout()
        row = 0
        titles = {
            "result": self.tr("Result"),
            "games": self.tr("Games"),
            "totals": self.tr("Points"),
            "money": self.money_title,
        }
        for key in ("result", "games", "totals", "money"):
            lines = self.lines[key]
            if not lines:
                continue
            head = QLabel(self.tr("<b>{0}</b>").format(titles[key]))
            grid.addWidget(head, row, 0, 1, 2)
            row += 1
            for line in lines:
                label = QLabel(line)
                label.setAccessibleName(line)
                grid.addWidget(label, row, 1)
                row += 1
        lay.addLayout(grid)
        buttons = QDialogButtonBox()
        self.same_button = QPushButton(self.tr("&Same four again"))
        self.new_button = QPushButton(self.tr("&New rubber"))
        self.close_button = QPushButton(self.tr("&Close"))
        self.same_button.setAccessibleDescription(
            self.tr("Start a new rubber with the same four players in the same seats")
        )
        self.new_button.setAccessibleDescription(
            self.tr("Start a new rubber, choosing its players")
        )
        self.close_button.setAccessibleDescription(about("close"))
        for b, role, choice in (
            (self.same_button, QDialogButtonBox.ButtonRole.AcceptRole, SAME_FOUR),
            (self.new_button, QDialogButtonBox.ButtonRole.ActionRole, NEW_RUBBER),
            (self.close_button, QDialogButtonBox.ButtonRole.RejectRole, CLOSE),
        ):
            buttons.addButton(b, role)
            b.clicked.connect(lambda _=False, c=choice: self._choose(c))
        self.same_button.setDefault(True)
        lay.addWidget(buttons)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, rubber: Rubber, sheet: Sheet) -> str:
        """Show the summary; the user's choice (Escape is "Close")."""
        dialog = cls(rubber, sheet, parent)
        try:
            dialog.exec()
            return dialog.choice
        finally:
            dialog.deleteLater()
