"""What scoring a drive makes: a table's outcome, a round's, each entrant's lines (one a round
played or sat out) and the drive scored (``drives.md`` §2.3: the sheet is written from these)."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from scorepad.drives.figures import Num
from scorepad.drives.model import Drive

SIDES = ("NS", "EW")
_OTHER = {"NS": "EW", "EW": "NS"}


@dataclass(slots=True)
class TableOutcome:
    table: int
    seating: tuple[str, ...]
    ns: Num | None
    ew: Num | None
    winner: str
    decided_by: str | None = None
    figures: list[tuple[Num, Num]] = field(default_factory=list)
    bye: str | None = None  # the real side at a bye
    half: bool = False
    empty: bool = False  # no real player at the table


@dataclass(slots=True)
class RoundOutcome:
    """A round scored. A round read in one step (:func:`_quick_round`) has no ``tables``: its
    tables are ``shown``, the sheet's entries of them, made as they were read."""

    number: int
    seating: tuple[tuple[str, ...], ...]
    tables: list[TableOutcome]
    next_seating: tuple[tuple[str, ...], ...] | None
    trumps: str | None
    stored: bool
    shown: list[dict[str, Any]] | None = None


#: One entrant's round, a plain tuple (thousands are made for a big drive):
#: (round, table, side, played, carried, points, won, partner, opponents, flag). ``carried`` is
#: what goes to the total (0 at a bye: the credit is added at the end), ``points`` the side's
#: round score as carried, ``won`` the round won (1, ½ or 0), ``flag`` won/lost for the card
#: (True, False, "half"; None at a bye).
Line = tuple[int, int, str, bool, Num, Num, Num, str | None, Sequence[str], bool | str | None]
R: Final = 0
PLAYED: Final = 3
CARRIED: Final = 4
POINTS: Final = 5
WON: Final = 6
_CARRIED_OF = operator.itemgetter(CARRIED)
_WON_OF = operator.itemgetter(WON)
_PLAYED_OF = operator.itemgetter(PLAYED)
_POINTS_OF = operator.itemgetter(POINTS)


@dataclass(slots=True)
class DriveResult:
    """A drive scored: the rounds, each entrant's lines, the standings and the prizes."""

    drive: Drive
    rounds: list[RoundOutcome]
    lines: dict[str, list[Line]]
    warnings: list[str]
    totals: dict[str, Num] = field(default_factory=dict)
    credits: dict[str, Num] = field(default_factory=dict)
    figures: dict[tuple[str, int], list[Num]] = field(default_factory=dict)
    #: who played one line every round (found by :func:`_round_figures`)
    every_round: set[str] = field(default_factory=set)
    standings: list[dict[str, Any]] = field(default_factory=list)
    prizes: list[dict[str, Any]] = field(default_factory=list)
    #: made round by round and shared between sheets (:class:`_Step`): the sheet's rounds, and
    #: the cards of each entrant who sat out no round (by card holder: a pair's members)
    made_rounds: list[dict[str, Any]] | None = None
    made_cards: dict[str, dict[str, list[dict[str, Any]]]] | None = None
    #: made as the rounds are scored afresh (:func:`_score`): the cards of the entrants of a
    #: plain drive whose every line was read in one step (:func:`_quick_table`), and their
    #: totals (they sat out no round)
    quick_cards: dict[str, list[dict[str, Any]]] | None = None
    quick_totals: dict[str, Num] | None = None
    #: the pools (:func:`_pools`), with the standings they were made from
    pools: tuple[list[dict[str, Any]], dict[str, list[str]]] | None = None


#: An entrant's rounds so far, summed: (carried of the rounds played, rounds won, played, byes).
Sums = tuple[Num, Num, int, int]
_NO_SUMS: Sums = (0, 0, 0, 0)
