"""The deals of one bridge-drive table in one round, through the rubber pad's deal form
(:class:`ui.forms.hand_form.HandForm`) with its preview and validation (``drives.md`` §5.4).

Each deal is checked and scored by the drive's own deal scorer
(:func:`scorepad.drives.deals.scorer_for`, the game's rules service) as it is typed: the
preview shows what each side scores on every deal so far, with the drive's premiums.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorepad.drives.deals import DealProblem, scorer_for
from scorepad.drives.rules import DEFAULT_CODE, GAME_OF_FORM
from scorepad.enums import Seat
from scorepad.errors import Problem
from ui.access import describe_buttons
from ui.forms.hand_form import HandForm


class TableDealsDialog(QDialog):
    """Enter the deals of a table, one after another; :attr:`deals` holds them when accepted."""

    def __init__(
        self,
        view: Any,
        round_no: int,
        table: int,
        deals: Sequence[dict[str, Any]] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.round_no, self.table_no = round_no, table
        rec = view.rec
        game = GAME_OF_FORM[rec["form"]]
        code = rec.get("code") or DEFAULT_CODE[rec["form"]]
        self.scorer = scorer_for(game, str(code), view.rules)
        self.per = int(view.rules.get("deals_per_round", 4) or 4)
        self.deals: list[dict[str, Any]] = [dict(d) for d in deals][: self.per]
        self.setWindowTitle(
            self.tr("Round {round_no}, table {table}: the deals").format(
                round_no=round_no, table=table
            )
        )
        lay = QVBoxLayout(self)
        seats = view.seating(round_no)
        row = next((s for s in seats if s["table"] == table), None)
        players: dict[Seat, str] = {}
        if row is not None and "N" in row:
            players = {Seat(k): view.name(row[k]) for k in ("N", "E", "S", "W")}
        elif row is not None:
            ns, ew = (view.pairs or {}).get(row["NS"], []), (view.pairs or {}).get(row["EW"], [])
            for seat, members, k in (
                (Seat.N, ns, 0),
                (Seat.S, ns, 1),
                (Seat.E, ew, 0),
                (Seat.W, ew, 1),
            ):
                players[seat] = (
                    view.names.get(members[k], "(ghost)") if len(members) > k else "(ghost)"
                )
        self.players = players
        self.heading = QLabel()
        self.heading.setObjectName("dealNumber")
        lay.addWidget(self.heading)
        self.form = HandForm(self.scorer.rules.form_spec(str(code), self.scorer.settings), self)
        lay.addWidget(self.form)
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setObjectName("dealPreview")
        self.preview.setAccessibleName(self.tr("Deals entered"))
        self.preview.setAccessibleDescription(self.tr("The deals entered so far, and their scores"))
        self.preview.setMaximumHeight(130)
        lay.addWidget(self.preview)
        self.buttons = QDialogButtonBox()
        self.next_button = QPushButton(self.tr("Ne&xt deal"))
        self.next_button.setDefault(True)
        self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.undo_button = QPushButton(self.tr("&Previous deal (take it back)"))
        self.buttons.addButton(self.undo_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.next_button.setAccessibleDescription(self.tr("Keep this deal and go on to the next"))
        self.undo_button.setAccessibleDescription(self.tr("Take the last deal back to correct it"))
        describe_buttons(self.buttons)
        self.buttons.rejected.connect(self.reject)
        self.next_button.clicked.connect(self.next_deal)
        self.undo_button.clicked.connect(self.take_back)
        self.form.submitted.connect(self.next_deal)
        self.form.changed.connect(self.check)
        lay.addWidget(self.buttons)
        self._show()

    def _dealer(self) -> Seat | None:
        dealer = Seat.N
        for d in self.deals:
            given = d.get("dealer")
            if isinstance(given, str) and given in "NESW":
                dealer = Seat(given)
            if not d.get("new_deal"):
                dealer = dealer.next
        return dealer

    def _show(self) -> None:
        n = len(self.deals) + 1
        self.heading.setText(self.tr("Deal {0} of {per}").format(min(n, self.per), per=self.per))
        self.form.set_context(self.players, self._dealer())
        self.form.clear()
        self.preview.setPlainText("\n".join(self.preview_lines(self.deals)))
        first = self.form.first_input()
        if first is not None:
            first.setFocus()

    def preview_lines(self, deals: Sequence[dict[str, Any]]) -> list[str]:
        problems: list[DealProblem] = []
        scored = self.scorer.score(list(deals), Seat.N, problems)
        if scored is None:
            return [str(Problem(p.deal, p.field, p.message)) for p in problems]
        out = [
            self.tr("deal {k}: NS {ns}, EW {ew}").format(k=k, ns=ns, ew=ew)
            for k, (ns, ew) in enumerate(scored.deals, 1)
        ]
        tns = sum(d[0] for d in scored.deals) + scored.premium[0]
        tew = sum(d[1] for d in scored.deals) + scored.premium[1]
        out.append(self.tr("so far: NS {tns}, EW {tew}").format(tns=tns, tew=tew))
        return out

    def check(self) -> bool:
        """The deals so far with the one in the form, checked by the drive's deal scorer."""
        problems: list[DealProblem] = []
        trial = [*self.deals, self.form.draft()]
        scored = self.scorer.score(trial, Seat.N, problems)
        mine = [Problem(None, p.field, p.message) for p in problems if p.deal in (None, len(trial))]
        self.form.show_problems(mine)
        if scored is not None:
            self.preview.setPlainText("\n".join(self.preview_lines(trial)))
        return scored is not None

    def next_deal(self) -> None:
        if not self.check():
            return
        draft = self.form.draft()
        self.deals.append(draft)
        counted = sum(1 for d in self.deals if not d.get("new_deal"))
        if counted >= self.per:
            self.accept()
            return
        self._show()

    def take_back(self) -> None:
        if self.deals:
            last = self.deals.pop()
            self._show()
            self.form.load(last, emit=False)
