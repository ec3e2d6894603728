"""The rows of the evening's summary (:mod:`ui.evening`): every table's rubbers, each player's
evening and who pays whom, as the summary's tables list them, and their columns. Money from a
rubber still in play is marked provisional: it settles as it stands only if play stops.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from scorepad.enums import SEATS, Seat, Side
from scorepad.store import RubberInfo, stats
from scorepad.store.browse import game_title as game_title
from scorepad.store.rows import table_sort
from ui.player_page import Column
from ui.printing import grouped, pays_text, points_text, signed


def _signed(n: float, places: int = 0) -> str:

    return signed(n, places)


def _pays(amount: float) -> str:

    return pays_text(amount)


BALANCE_COLUMNS = (
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Player")),
        lambda b: b.player,
        lambda b: b.player.casefold(),
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Rubbers")),
        lambda b: str(b.rubbers),
        lambda b: b.rubbers,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Points")),
        lambda b: points_text(b.points),
        lambda b: b.points,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Money")),
        lambda b: _money(b),
        lambda b: b.money,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Settles")), lambda b: _pays(b.money), lambda b: b.money
    ),
)

#: The tab of the date's rubbers started with no table given (from the main window): not a table.
#: (The key of its tab; shown through :func:`table_shown`.)
NO_TABLE = str(QT_TRANSLATE_NOOP("EveningRows", "No table"))
#: Said of money from a rubber still in play (it settles as it stands only if play stops).
PROVISIONAL = "provisional"


@dataclass(frozen=True, slots=True)
class EveningBalance:
    """A player's evening, and whether any of it is from a rubber still in play."""

    player: str
    rubbers: int
    points: stats.Points  # per game: a whist point is not a bridge point
    money: float
    provisional: bool = False


def _money(b: Any) -> str:
    text = _signed(b.money, 2)
    return f"{text} ({PROVISIONAL})" if getattr(b, "provisional", False) else text


def _players_text(info: RubberInfo) -> str:
    p = info.players
    we = " & ".join(p[s] for s in (Seat.N, Seat.S) if s in p)
    they = " & ".join(p[s] for s in (Seat.E, Seat.W) if s in p)
    we = we or QCoreApplication.translate("EveningRows", "We")
    they = they or QCoreApplication.translate("EveningRows", "They")
    return QCoreApplication.translate("EveningRows", "{we} v {they}").format(we=we, they=they)


def _result_text(info: RubberInfo) -> str:
    return info.result_text()


def _rubber_money(info: RubberInfo) -> str:
    if info.money is None:
        return QCoreApplication.translate("EveningRows", "no stake")
    text = f"N-S {_signed(info.money.get(Side.NS, 0), 2)}"
    return f"{text} ({PROVISIONAL})" if info.state == "in_play" else text


@dataclass(frozen=True, slots=True)
class EveningRubber:
    """One rubber of the evening as the summary lists it: its table and number there."""

    table: str
    number: int
    info: RubberInfo


RUBBER_COLUMNS = (
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Table")),
        lambda r: r.table,
        lambda r: (table_sort(r.table), r.number),
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Rubber")),
        lambda r: str(r.number),
        lambda r: r.number,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Game")),
        lambda r: game_title(r.info.game),
        lambda r: r.info.game,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Players")),
        lambda r: _players_text(r.info),
        lambda r: _players_text(r.info),
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Hands")),
        lambda r: str(r.info.deals),
        lambda r: r.info.deals,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Result")),
        lambda r: _result_text(r.info),
        lambda r: r.info.state,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Money")),
        lambda r: _rubber_money(r.info),
        lambda r: r.info.money or {},
    ),
)


@dataclass(frozen=True, slots=True)
class EveningTransfer:
    """A payment that settles the evening, and whether a rubber still in play is part of it
    (its payer's or payee's money is then provisional)."""

    payer: str
    payee: str
    amount: float
    provisional: bool = False


def _transfer_amount(t: Any) -> str:
    text = grouped(t.amount, 2)
    return f"{text} ({PROVISIONAL})" if getattr(t, "provisional", False) else text


TRANSFER_COLUMNS = (
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Pays")), lambda t: t.payer, lambda t: t.payer.casefold()
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Receives")),
        lambda t: t.payee,
        lambda t: t.payee.casefold(),
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Amount")),
        _transfer_amount,
        lambda t: t.amount,
        numeric=True,
    ),
)


def seating_text(seating: Mapping[Seat, str]) -> str:
    return ", ".join(
        f"{s.value} {seating[s]}" for s in SEATS if s in seating
    ) or QCoreApplication.translate("EveningRows", "no players")


def table_shown(label: str) -> str:
    """A table's label as its tab shows it: the tab of no table in the window's language."""
    return QCoreApplication.translate("EveningRows", NO_TABLE) if label == NO_TABLE else label
