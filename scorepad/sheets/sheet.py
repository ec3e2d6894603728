"""The score sheet: what the rules service computes from a rubber record.

Its JSON form (``Sheet.to_json``) is ``scorepad-sheet/1`` of ``shared/spec/score-format.md``;
the fields beyond the spec's (``explain``, ``dealer``, ``vulnerable``, ``toward_game``,
``position``, ``totals_without_allowances`` ...) are additions the spec allows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from scorepad.enums import SIDES, Seat, Side

Column = Literal["below", "above", "points"]
Label = Literal[
    "tricks",
    "overtricks",
    "honours",
    "chicane",
    "little_slam",
    "grand_slam",
    "small_slam",
    "undertricks",
    "doubled_bonus",
    "revoke",
    "game_premium",
    "part_score_premium",
    "call",
]
DealStatus = Literal["scored", "new_deal", "passed_out", "not_played"]


@dataclass(frozen=True, slots=True)
class Entry:
    """One figure marked on the sheet, with the words that explain it."""

    side: Side
    column: Column
    points: int
    label: Label
    explain: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "side": self.side.value,
            "column": self.column,
            "points": self.points,
            "label": self.label,
            "explain": self.explain,
        }


@dataclass(frozen=True, slots=True)
class GameWon:
    by: Side
    value: int | None

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.value, "value": self.value}


@dataclass(frozen=True, slots=True)
class DealLine:
    """Everything the sheet says about one deal of the record.

    ``toward_game`` is each side's score toward the current game *after* the deal (0–0 after a
    deal that won a game); ``vulnerable`` the sides vulnerable while the deal was played (bridge
    games); ``chicago_deal`` the deal's number 1–4 in a Chicago round.
    """

    entries: tuple[Entry, ...]
    game_won: GameWon | None = None
    dealer: Seat | None = None
    status: DealStatus = "scored"
    vulnerable: tuple[Side, ...] | None = None
    toward_game: dict[Side, int] = field(default_factory=dict)
    chicago_deal: int | None = None
    summary: str = ""

    def sums(self) -> dict[Side, dict[str, int]]:
        out: dict[Side, dict[str, int]] = {s: {} for s in SIDES}
        for e in self.entries:
            out[e.side][e.column] = out[e.side].get(e.column, 0) + e.points
        return out

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "entries": [e.to_json() for e in self.entries],
            "game_won": self.game_won.to_json() if self.game_won else None,
            "status": self.status,
            "dealer": self.dealer.value if self.dealer else None,
            "toward_game": {s.value: n for s, n in self.toward_game.items()},
            "summary": self.summary,
        }
        if self.vulnerable is not None:
            d["vulnerable"] = [s.value for s in self.vulnerable]
        if self.chicago_deal is not None:
            d["chicago_deal"] = self.chicago_deal
        return d


@dataclass(frozen=True, slots=True)
class GameResult:
    winner: Side
    value: int | None
    loser_score: int
    deal: int  # 1-based index of the deal that ended the game

    def to_json(self) -> dict[str, Any]:
        return {
            "winner": self.winner.value,
            "value": self.value,
            "loser_score": self.loser_score,
            "deal": self.deal,
        }


@dataclass(frozen=True, slots=True)
class Position:
    """Where the rubber stands now, for the pad: who deals next, vulnerability, game needs."""

    next_dealer: Seat | None
    toward_game: dict[Side, int]
    game_target: int
    games_won: dict[Side, int]
    vulnerable: tuple[Side, ...] | None = None  # bridge games: sides vulnerable on the next deal
    chicago_deal: int | None = None  # the next Chicago deal, 1–4

    @property
    def needs(self) -> dict[Side, int]:
        """Points each side still needs for game ("needs 40 for game")."""
        return {s: max(0, self.game_target - self.toward_game.get(s, 0)) for s in SIDES}

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "next_dealer": self.next_dealer.value if self.next_dealer else None,
            "toward_game": {s.value: n for s, n in self.toward_game.items()},
            "needs": {s.value: n for s, n in self.needs.items()},
            "game_target": self.game_target,
            "games_won": {s.value: n for s, n in self.games_won.items()},
        }
        if self.vulnerable is not None:
            d["vulnerable"] = [s.value for s in self.vulnerable]
        if self.chicago_deal is not None:
            d["chicago_deal"] = self.chicago_deal
        return d


@dataclass(frozen=True, slots=True)
class Sheet:
    """The score sheet of one rubber (``scorepad-sheet/1``)."""

    game: str
    code: str
    house_rules: dict[str, Any]
    deals: tuple[DealLine, ...]
    games: tuple[GameResult, ...]
    totals: dict[Side, int]
    net: dict[Side, int]
    complete: bool
    winner: Side | None
    bonus: int
    position: Position
    allowances: dict[Side, int] = field(default_factory=dict)  # unfinished-rubber allowances
    #: The points scored so far (below + above + the rubber bonus), without what a rubber stopped
    #: now would add or take away: no allowances, and an unfinished rubber never void. ``totals``
    #: is the figure "if stopped now"; the two are equal on a finished rubber and wherever the
    #: game has no unfinished-rubber rule in force. Empty means "the same as ``totals``".
    totals_without_allowances: dict[Side, int] = field(default_factory=dict)

    @property
    def so_far(self) -> dict[Side, int]:
        """Each side's points so far, without unfinished-rubber allowances (see above)."""
        return {s: self.totals_without_allowances.get(s, self.totals[s]) for s in SIDES}

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "format": "scorepad-sheet/1",
            "game": self.game,
            "code": self.code,
            "deals": [dl.to_json() for dl in self.deals],
            "games": [g.to_json() for g in self.games],
            "totals": {s.value: self.totals[s] for s in SIDES},
            "totals_without_allowances": {s.value: n for s, n in self.so_far.items()},
            "net": {s.value: self.net[s] for s in SIDES},
            "rubber": {
                "complete": self.complete,
                "winner": self.winner.value if self.winner else None,
                "bonus": self.bonus,
            },
            "house_rules": dict(self.house_rules),
            "position": self.position.to_json(),
        }
        if self.allowances:
            d["allowances"] = {s.value: n for s, n in self.allowances.items()}
        return d


def net_of(totals: dict[Side, int]) -> dict[Side, int]:
    """Each side's win (+) or loss (−): the difference of the totals."""
    diff = totals[Side.NS] - totals[Side.EW]
    return {Side.NS: diff, Side.EW: -diff}


def next_first_dealer(first_dealer: Seat | None, sheet: Sheet) -> Seat | None:
    """Who deals first in the next rubber with the same four (the window's "Same four again",
    a table's "Next rubber, same four"): the deal passes on from where the last rubber left
    it, the sheet's next dealer. The whist games' sheets name no next dealer once the rubber is
    over: there it is the left of the last deal's dealer; ``first_dealer`` (the last rubber's)
    when no deal names its dealer."""
    if sheet.position.next_dealer is not None:
        return sheet.position.next_dealer
    last = sheet.deals[-1].dealer if sheet.deals else None
    return last.next if last is not None else first_dealer
