"""A player's statistics, computed once: from the history's rows, for every screen and paper.

The player's page, the printed statement and the command line all count from the rows of
:meth:`scorepad.store.Store.player_history` (one :class:`~scorepad.store.HistoryRow` per rubber
the player sat in), through this module; the store's own SQL aggregates (``stats``,
``partnerships``, ``head_to_head``) are held equal to it by a property test
(tests/core/test_stats.py).

Only settled rubbers (finished or abandoned) count; a rubber in play is listed but not counted.
Points of different games are never added together: a short-whist point is not a long-whist
point, nor a contract point, so every total of points is given per game (:data:`Points`).
Money is money whatever the game, and is added up.

>>> from scorepad.store import HistoryRow
>>> def row(game, result, net, money, partner="Col. Hay", state="finished"):
...     return HistoryRow(1, "2026-11-27", None, game, Seat.N, partner, ("Dr Lamb", "Miss Bell"),
...                       state, result, net, money)
>>> rows = [row("contract", "won", 620, 3.1), row("short_whist", "lost", -5, -2.5),
...         row("contract", "lost", -100, -0.5), row("contract", "in play", 90, 0.45,
...         state="in_play")]
>>> t = totals(rows)
>>> (t.rubbers, t.won, t.lost, t.in_play, t.money)
(3, 1, 2, 1, 0.1)
>>> t.points
(('short_whist', -5), ('contract', 520))
>>> [(s.game, s.rubbers, s.net) for s in by_game(rows)]
[('short_whist', 1, -5), ('contract', 2, 520)]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

from scorepad.enums import Seat, Side
from scorepad.rules import GAMES
from scorepad.rules.settlement import MONEY_PLACES
from scorepad.store import StatRow

#: Net points per game, in the games' registry order: never one figure for several games.
Points = tuple[tuple[str, int], ...]


class Row(Protocol):
    """What the statistics read of a history row (:class:`scorepad.store.HistoryRow`)."""

    @property
    def game(self) -> str: ...
    @property
    def state(self) -> str: ...
    @property
    def result(self) -> str: ...
    @property
    def net(self) -> int: ...
    @property
    def money(self) -> float | None: ...
    @property
    def partner(self) -> str | None: ...
    @property
    def opponents(self) -> tuple[str, ...]: ...


R = TypeVar("R", bound=Row)


@dataclass(frozen=True, slots=True)
class Totals:
    """A player's record over some rubbers: counts and money over the settled ones, the
    points per game, and how many more are still in play."""

    rubbers: int
    won: int
    lost: int
    drawn: int
    money: float
    points: Points
    in_play: int = 0


@dataclass(frozen=True, slots=True)
class PairStat:
    """A player's record with one partner, or against one opponent (settled rubbers)."""

    player: str
    other: str
    rubbers: int
    won: int
    lost: int
    drawn: int
    money: float
    points: Points


def settled(rows: Iterable[R]) -> list[R]:
    """The rows of finished or abandoned rubbers: the ones that count."""
    return [r for r in rows if r.state != "in_play"]


def _game_order(game: str) -> tuple[int, str]:
    order = list(GAMES)
    return (order.index(game) if game in GAMES else len(order), game)


def money_sum(amounts: Iterable[float | None]) -> float:
    """Money added up, to the penny (a rubber without a stake counts nothing)."""
    return round(math.fsum(m or 0.0 for m in amounts), MONEY_PLACES) + 0.0


def points_by_game(rows: Iterable[Row]) -> Points:
    """The net points of the rows, per game, in the registry's order."""
    acc: dict[str, int] = {}
    for r in rows:
        acc[r.game] = acc.get(r.game, 0) + r.net
    return tuple(sorted(acc.items(), key=lambda kv: _game_order(kv[0])))


def _tally(rows: Sequence[Row]) -> tuple[int, int, int, int, float, Points]:
    won = sum(r.result == "won" for r in rows)
    lost = sum(r.result == "lost" for r in rows)
    return (
        len(rows),
        won,
        lost,
        len(rows) - won - lost,
        money_sum(r.money for r in rows),
        points_by_game(rows),
    )


def totals(rows: Sequence[Row]) -> Totals:
    """The player's record over ``rows`` (the settled ones; the others counted as in play)."""
    done = settled(rows)
    return Totals(*_tally(done), in_play=len(rows) - len(done))


def by_game(rows: Iterable[Row], player: str = "") -> list[StatRow]:
    """Rubbers, won, lost, drawn, net points and money per game, in the registry's order: what
    :meth:`~scorepad.store.Store.stats` gives for the player, over any choice of rows."""
    groups: dict[str, list[Row]] = {}
    for r in settled(rows):
        groups.setdefault(r.game, []).append(r)
    out = []
    for game in sorted(groups, key=_game_order):
        n, won, lost, drawn, money, points = _tally(groups[game])
        out.append(StatRow(player, game, n, won, lost, drawn, points[0][1], money))
    return out


def pairs(
    rows: Iterable[Row], which: Literal["partner", "opponent"], player: str = ""
) -> list[PairStat]:
    """The record with each partner, or against each opponent, most rubbers first (then by
    name): what :meth:`~scorepad.store.Store.partnerships` / ``head_to_head`` give for the
    player, with the points per game."""
    groups: dict[str, list[Row]] = {}
    for r in settled(rows):
        others = (r.partner,) if which == "partner" else r.opponents
        for other in others:
            if other:
                groups.setdefault(other, []).append(r)
    out = [PairStat(player, other, *_tally(rs)) for other, rs in groups.items()]
    out.sort(key=lambda s: (-s.rubbers, s.other.casefold()))
    return out


def running_money(rows: Iterable[Row]) -> list[float]:
    """The player's money balance after each row, in the rows' order (a rubber in play adds
    nothing until it is settled)."""
    out: list[float] = []
    balance = 0.0
    for r in rows:
        if r.state != "in_play":
            balance += r.money or 0.0
        out.append(round(balance, MONEY_PLACES) + 0.0)
    return out


class Played(Protocol):
    """What :func:`evening_points` reads of a rubber (:class:`scorepad.store.RubberInfo`)."""

    @property
    def game(self) -> str: ...
    @property
    def players(self) -> Mapping[Seat, str]: ...
    @property
    def net(self) -> Mapping[Side, int]: ...


def evening_points(rubbers: Iterable[Played]) -> dict[str, Points]:
    """Each player's net points over some rubbers (an evening's), per game: the store's
    evening balance counts the money and every rubber, in play or not, and so does this.

    >>> from types import SimpleNamespace as R
    >>> grey = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay"}
    >>> points = evening_points([
    ...     R(game="contract", players=grey, net={Side.NS: 620, Side.EW: -620}),
    ...     R(game="short_whist", players=grey, net={Side.NS: -3, Side.EW: 3})])
    >>> points["Mrs Grey"], points["Col. Hay"]
    ((('short_whist', -3), ('contract', 620)), (('short_whist', 3), ('contract', -620)))
    """
    acc: dict[str, dict[str, int]] = {}
    for r in rubbers:
        for seat, name in r.players.items():
            games = acc.setdefault(name, {})
            games[r.game] = games.get(r.game, 0) + r.net[seat.side]
    return {
        name: tuple(sorted(games.items(), key=lambda kv: _game_order(kv[0])))
        for name, games in acc.items()
    }
