"""The rubber engine: the one walk through the deals that every game family shares.

Every family scores a rubber the same way: the deal passes to the left (or is dealt again), each
played deal is marked, its points toward game are added up, a side reaching the target wins a
game and the scores toward game start again, the rubber ends with a bonus (or after a fixed
number of deals, as in Chicago), and a rubber stopped early may earn allowances. That walk is
written once, here, in :class:`Tally`. A family says only what differs, as a subclass that sets
class settings and overrides small hooks, the way python-chess's ``chess.variant`` boards
override a few methods of one ``Board``:

=====================  ======================================================================
``target``             points toward game that win a game (:meth:`game_target`)
``toward_column``      the column whose points count toward game (``below``; whist ``points``)
``rubber_games``       games that win the rubber (:meth:`games_needed`)
``round_deals``        a fixed number of deals instead (Chicago: 4), the winner on points
``dealer_after_end``   whether the position still names a dealer once the rubber is over
``ends``               the words for a deal after the end ("rubber", "Chicago round")
:meth:`mark`           the entries of one played deal (the family's laws)
:meth:`vulnerable`     the sides vulnerable on a deal (``None`` where the game has none)
:meth:`redealt`        whether an unplayed deal is dealt again by the same dealer
:meth:`premiums`       entries that follow from the game check (Chicago's game premium)
:meth:`game_value`     what a game is worth (whist's treble, double, single)
:meth:`rubber_bonus`   the winners' bonus
:meth:`allowances`     what each side gets when the rubber stops unfinished
:meth:`points_so_far`  the points that count in the totals (whist: the games' values)
:meth:`void_unfinished`  whether an unfinished rubber counts nothing
:meth:`carries_over`   whether part-scores carry to the next deal (Chicago ``duplicate``: no)
=====================  ======================================================================
"""

from __future__ import annotations

from typing import ClassVar, Generic, NamedTuple, TypeVar

from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import IllegalEntryError
from scorepad.i18n import Text
from scorepad.records.record import Rubber
from scorepad.rules.deal import Deal, NewDeal, PassedOut, Played
from scorepad.sheets.sheet import (
    Column,
    DealLine,
    DealStatus,
    Entry,
    GameResult,
    GameWon,
    Position,
    Sheet,
    net_of,
)

L = TypeVar("L")
H = TypeVar("H")


def after_end(deal: int, what: str = "rubber") -> IllegalEntryError:
    """The error for a deal recorded after the rubber (or Chicago round) has ended.

    >>> str(after_end(5).problems[0])
    'deal 5: deals: the rubber has ended; no further deal can be scored'
    """
    if what == "rubber":
        ended = Text("the rubber has ended; no further deal can be scored")
    elif what == "game":
        ended = Text("the game has ended; no further deal can be scored")
    elif what == "Chicago round":
        ended = Text("the Chicago round has ended; no further deal can be scored")
    else:
        ended = Text("the {what} has ended; no further deal can be scored", what=what)
    return IllegalEntryError.one(deal, "deals", ended)


def rotation_dealer(rubber: Rubber, index: int) -> Seat:
    """The dealer of deal ``index`` (0-based) of a record, by the rotation :meth:`Tally.step`
    follows where no deal is dealt again: the deal passes to the left after every deal, and a deal
    that names its dealer restarts the rotation from that seat (for a reader that needs the
    dealer before the walk, as bridge whist's does: the dealer's side makes trumps)."""
    deals = rubber.deals
    for j in range(min(index, len(deals)) - 1, -1, -1):
        given = deals[j].get("dealer")
        if isinstance(given, str) and given in _SEAT_BY_NAME:
            return _advance(_SEAT_BY_NAME[given], index - j)
    return _advance(rubber.dealer_of_first, index)


def _advance(seat: Seat, steps: int) -> Seat:
    return SEATS[(SEATS.index(seat) + steps) % 4]


_SEAT_BY_NAME = {s.value: s for s in SEATS}


def _zero() -> dict[Side, int]:
    return {Side.NS: 0, Side.EW: 0}


class Marked(NamedTuple):
    """A family's marking of one played deal: its entries in order, the words for the deal, its
    status (whist's "both sides revoked: new deal" marks nothing), and the sides that may not win
    a game with it whatever they reach (bridge whist's revoking side)."""

    entries: list[Entry]
    summary: str
    status: DealStatus = "scored"
    barred: frozenset[Side] = frozenset()


class Tally(Generic[L, H]):
    """The rubber as it stands, advanced one deal at a time by :meth:`step`.

    ``laws`` are the family's laws in force (its code with the house rules applied);
    ``first_dealer`` deals the first deal unless the record names another.
    """

    target: ClassVar[int] = 0
    toward_column: ClassVar[Column] = "below"
    rubber_games: ClassVar[int] = 2
    round_deals: ClassVar[int | None] = None
    dealer_after_end: ClassVar[bool] = False
    ends: ClassVar[str] = "rubber"

    __slots__ = (
        "counted",
        "games",
        "games_won",
        "laws",
        "lines",
        "next_dealer",
        "toward",
        "winner",
    )

    def __init__(self, laws: L, first_dealer: Seat = Seat.N) -> None:
        self.laws = laws
        self.next_dealer = first_dealer
        self.toward = _zero()
        self.games_won = _zero()
        self.lines: list[DealLine] = []
        self.games: list[GameResult] = []
        self.winner: Side | None = None
        self.counted = 0  # deals that count (a redealt deal does not)

    # -- the hooks --------------------------------------------------------------------------
    def mark(
        self, index: int, hand: H, dealer: Seat, vulnerable: tuple[Side, ...] | None
    ) -> Marked:
        """The entries of played deal ``index`` (1-based), given the position before it."""
        raise NotImplementedError

    def vulnerable(self, dealer: Seat) -> tuple[Side, ...] | None:
        return None

    def redealt(self, deal: PassedOut | NewDeal) -> bool:
        return False

    def premiums(
        self, hand: H, marked: Marked, game: Side | None, vulnerable: tuple[Side, ...] | None
    ) -> list[Entry]:
        return []

    def game_value(self, loser_score: int) -> int | None:
        return None

    def rubber_bonus(self, winner: Side) -> int:
        return 0

    def allowances(self) -> dict[Side, int]:
        return {}

    def points_so_far(self) -> dict[Side, int]:
        totals = _zero()
        for line in self.lines:
            for e in line.entries:
                totals[e.side] += e.points
        return totals

    def void_unfinished(self) -> bool:
        return False

    def carries_over(self) -> bool:
        return True

    def game_target(self) -> int:
        return self.target

    def games_needed(self) -> int:
        return self.rubber_games

    def what_ends(self) -> str:
        return self.ends

    # -- the walk ---------------------------------------------------------------------------
    @property
    def complete(self) -> bool:
        if self.round_deals is not None:
            return self.counted >= self.round_deals
        return self.winner is not None

    @property
    def round_number(self) -> int | None:
        """The number in the round of the deal to be played next (Chicago 1–4)."""
        return None if self.round_deals is None else self.counted + 1

    def step(self, deal: Deal[H]) -> DealLine:
        """Score the next deal and return its line; a deal after the end is an IllegalEntryError."""
        index = len(self.lines) + 1
        if self.complete:
            raise after_end(index, self.what_ends())
        dealer = deal.dealer or self.next_dealer
        vul = self.vulnerable(dealer)
        again = False
        if isinstance(deal, Played):
            line = self._played(index, deal.hand, dealer, vul)
        else:
            again = self.redealt(deal)
            summary = deal.words
            if again:
                summary = Text("{deal}, redealt by {seat}", deal=summary, seat=dealer.value)
            toward = dict(self.toward)
            line = DealLine((), None, dealer, deal.status, vul, toward, self.round_number, summary)
        self.next_dealer = dealer if again else dealer.next
        self.counted += 0 if again else 1
        self.lines.append(line)
        return line

    def _played(self, index: int, hand: H, dealer: Seat, vul: tuple[Side, ...] | None) -> DealLine:
        marked = self.mark(index, hand, dealer, vul)
        toward, column = self.toward, self.toward_column
        for e in marked.entries:
            if e.column == column:
                toward[e.side] += e.points
        target = self.game_target()
        game = None
        for s in SIDES:
            if toward[s] >= target and s not in marked.barred:
                game = s
                break
        entries = marked.entries + self.premiums(hand, marked, game, vul)
        won = None if game is None else self._win_game(game, index)
        if not self.carries_over():
            self.toward = _zero()
        return DealLine(
            tuple(entries),
            won,
            dealer,
            marked.status,
            vul,
            dict(self.toward),
            self.round_number,
            marked.summary,
        )

    def _win_game(self, side: Side, index: int) -> GameWon:
        loser = self.toward[side.other]
        value = self.game_value(loser)
        self.games.append(GameResult(side, value, loser, index))
        self.games_won[side] += 1
        self.toward = _zero()
        if self.round_deals is None and self.games_won[side] >= self.games_needed():
            self.winner = side
        return GameWon(side, value)

    # -- the sheet --------------------------------------------------------------------------
    def sheet(self, game: str, code: str, settings: dict[str, object]) -> Sheet:
        """The sheet so far: the winners' bonus on a finished rubber; an unfinished one with its
        allowances (or void), while ``totals_without_allowances`` keeps the points scored."""
        complete = self.complete
        played = self.points_so_far()
        winner = self.winner
        if self.round_deals is not None and complete and played[Side.NS] != played[Side.EW]:
            winner = max(SIDES, key=lambda s: played[s])
        bonus = 0 if winner is None else self.rubber_bonus(winner)
        if winner is not None:
            played[winner] += bonus
        allowances = {} if complete else self.allowances()
        if complete:
            totals = dict(played)
        elif self.void_unfinished():
            totals = _zero()
        else:
            totals = {s: played[s] + allowances.get(s, 0) for s in SIDES}
        vul = self.vulnerable(self.next_dealer)
        position = Position(
            next_dealer=None if complete and not self.dealer_after_end else self.next_dealer,
            toward_game=dict(self.toward),
            game_target=self.game_target(),
            games_won=dict(self.games_won),
            vulnerable=None if vul is None else () if complete else vul,
            chicago_deal=None if complete else self.round_number,
        )
        return Sheet(
            game=game,
            code=code,
            house_rules=dict(settings),
            deals=tuple(self.lines),
            games=tuple(self.games),
            totals=totals,
            net=net_of(totals),
            complete=complete,
            winner=winner,
            bonus=bonus,
            position=position,
            allowances=allowances,
            totals_without_allowances=played,
        )
