"""Bridge whist ("Bridge", c.1886–1910): the Portland and Turf Clubs' code of 1904 and the Whist
Club of New York's code of 1907.

Source: ``shared/spec/rules-whist.md`` §2, §6 and §8.4, which quote BR1904 (*The Laws of Bridge
(1904)*, printed verbatim in Hoffmann, *Hoyle's Games Modernized*, 1909) and NY1907 (J. B.
Elwell, *Bridge Axioms and Laws*, 1907). The record and the sheet are those of
``shared/spec/score-format.md``.

One deal is marked in the order of the laws (§6.4): the revoke penalty first, then the trick score
below the line (either side scores its odd tricks), the game check, then honours, chicane and slams
above the line. Game is 30 by tricks alone; every point beyond it counts in the totals but not
toward the next game; the rubber is the best of three games, with 100 to its winners and the
difference of the totals as its value.

>>> from scorepad.rules import score_record
>>> sheet = score_record({"game": "bridge_whist", "deals": [
...     {"maker": "dealer", "declaration": "H", "doubles": 1, "tricks": {"NS": 8, "EW": 5},
...      "honours": {"N": 4, "E": 1}}]})
>>> for e in sheet.deals[0].entries:
...     print(e.side, e.column, e.points, e.explain)
NS below 32 two by cards at hearts, doubled: 32
NS above 64 four honours in one hand, hearts: 64
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import IllegalEntryError, InvalidEntryError, Problem
from scorepad.i18n import N_, Text, join
from scorepad.records.fields import Fields
from scorepad.records.houserules import HouseRule, Value
from scorepad.records.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.rules.deal import (
    Deal,
    NewDeal,
    PassedOut,
    Played,
    read_claimed_honours,
    read_unplayed,
    revoke_seat,
)
from scorepad.rules.engine import Marked, rotation_dealer
from scorepad.rules.engine import Tally as _Engine
from scorepad.sheets.explain import by_cards, count
from scorepad.sheets.sheet import Entry, Label, Sheet

PORTLAND: Final = "portland_1904"
NEW_YORK: Final = "new_york_1907"

# -- constant tables ----------------------------------------------------------------------------

#: The value of each trick over six, the "unit" of the declaration.
#: Source: BR1904 law 4 ("spades 2, clubs 4, diamonds 6, hearts 8, no trumps 12"); NY1907 the same.
UNIT: Final[Mapping[str, int]] = {"S": 2, "C": 4, "D": 6, "H": 8, "NT": 12}
STRAINS: Final = ("S", "C", "D", "H", "NT")
STRAIN_NAMES: Final[Mapping[str, Text]] = {
    "S": Text("spades"),
    "C": Text("clubs"),
    "D": Text("diamonds"),
    "H": Text("hearts"),
    "NT": Text("no trumps"),
}

#: Source: BR1904 law 2 — "A game consists of thirty points obtained by tricks alone".
GAME_TARGET: Final = 30
#: Source: BR1904 law 90 V — "the side revoking cannot attain a higher score towards the game
#: than twenty-eight"; NY1907 the same.
REVOKER_LIMIT: Final = 28
#: Source: BR1904 law 11 — "one hundred points are added to the score of the winners of the rubber".
RUBBER_BONUS: Final = 100
#: Tricks the revoke penalty is worth. Source: BR1904 law 90 I; NY1907 "three tricks".
REVOKE_TRICKS: Final = 3
#: Source: NY1907 — "the accumulated penalty shall in no event exceed thirteen tricks".
REVOKE_ACCUMULATED_LIMIT: Final = 13
#: Source: NY1907 Spade Convention — "the hand shall be played where either side is 20 or over";
#: the unplayed make is worth "two on the score" (rules-whist.md §6.9, flagged).
SPADE_CONVENTION_FLOOR: Final = 20
SPADE_CONVENTION_POINTS: Final = 2

#: Honours in a trump suit: (honours held by the partnership, most in one hand) → (multiple of the
#: unit, words). Source: BR1904 law 6 (three honours twice, four four times, four in one hand
#: eight times, five five times, five in one hand ten times, four in one hand with the fifth in
#: partner's "also … the single value": nine times); NY1907 and ELWELL06 the same table.
SUIT_HONOURS: Final[Mapping[tuple[int, int], tuple[int, str]]] = {
    (3, 1): (2, Text("three honours")),
    (3, 2): (2, Text("three honours")),
    (3, 3): (2, Text("three honours")),
    (4, 2): (4, Text("four honours divided")),
    (4, 3): (4, Text("four honours divided")),
    (4, 4): (8, Text("four honours in one hand")),
    (5, 3): (5, Text("five honours divided")),
    (5, 4): (9, Text("five honours, four in one hand and the fifth in partner's")),
    (5, 5): (10, Text("five honours in one hand")),
}
#: Aces at no trumps: (aces held by the partnership, most in one hand) → (points, words).
#: Source: BR1904 law 7 (three aces 30, four aces 40, four aces in one hand 100); aces divided
#: two and two score nothing.
ACES: Final[Mapping[tuple[int, int], tuple[int, str]]] = {
    (3, 1): (30, Text("three aces")),
    (3, 2): (30, Text("three aces")),
    (3, 3): (30, Text("three aces")),
    (4, 2): (40, Text("four aces divided")),
    (4, 3): (40, Text("four aces divided")),
    (4, 4): (100, Text("four aces in one hand")),
}
#: Chicane: voids in one partnership → (multiple of the unit, words).
#: Source: BR1904 law 8 ("twice the value of the trump suit trick"; both partners void = two
#: chicanes, derived); NY1907 (chicane "equal in value to three honours", double chicane "equal in
#: value to four honours").
CHICANE: Final[Mapping[int, tuple[int, str]]] = {
    1: (2, Text("chicane")),
    2: (4, Text("double chicane")),
}
#: Slams on tricks won in play. Source: BR1904 law 9 — "All thirteen tricks … Grand Slam forty
#: points. … Twelve tricks … Little Slam twenty points."
SLAMS: Final[Mapping[int, tuple[int, Label, str]]] = {
    13: (40, "grand_slam", Text("grand slam")),
    12: (20, "little_slam", Text("little slam")),
}

MAKERS: Final = ("dealer", "partner")
PENALTIES: Final = ("tricks", "deduct", "add")
DEAL_KEYS: Final = frozenset(
    {
        "dealer",
        "maker",
        "declaration",
        "doubles",
        "tricks",
        "honours",
        "voids",
        "revokes",
        "new_deal",
    }
)
PLAYED_KEYS: Final = DEAL_KEYS - {"dealer", "new_deal"}
_DUMMY_LAW: Final = " (the dealer's partner: BR1904 law 89, dummy is not liable to the penalty)"
REVOKE_KEYS: Final = frozenset({"by", "penalty"})


def _same(value: Value) -> dict[str, Value]:
    return {PORTLAND: value, NEW_YORK: value}


_BR = "The Laws of Bridge, Portland and Turf Clubs, 1904"
_NY = (
    "The Laws of Bridge, Revised 1907, Whist Club of New York (in J. B. Elwell, Bridge Axioms "
    "and Laws, 1907)"
)
_AGREED = Text("a club's own agreement")

HOUSE_RULES: Final[tuple[HouseRule, ...]] = (
    HouseRule(
        "doubling_limit",
        N_(
            "How high the value of a trick may go by doubling and redoubling before the "
            "doubling must stop."
        ),
        (100, 200, "none"),
        {PORTLAND: 100, NEW_YORK: "none"},
        labels={100: N_("100 points"), 200: N_("200 points"), "none": N_("no limit")},
        # Translators: a source: {br} and {ny} are the titles of two codes of laws (English).
        source=Text(
            "{br}, law 58 (100 points); {ny}: no limit by law, 100 or 200 points in some clubs.",
            br=_BR,
            ny=_NY,
        ),
        title=N_("Doubling limit"),
    ),
    HouseRule(
        "doubling_limit_mode",
        N_(
            "How the doubling limit is read: a double is allowed while the trick value is still "
            "below the limit, so the last one may pass it, or no double may take the value past "
            "it."
        ),
        ("stop_once_exceeded", "value_may_not_exceed"),
        _same("stop_once_exceeded"),
        labels={
            "stop_once_exceeded": N_("stop once past the limit"),
            "value_may_not_exceed": N_("never past the limit"),
        },
        # Translators: a source: {br} and {ny} are the titles of two codes of laws (English).
        # The words in “ ” quote them and stay in English.
        source=Text(
            "{br}, law 58: “until the limit of 100 points is reached”; {ny}, footnote: "
            "“doubling ceases whenever the value of the odd trick exceeds one hundred points”.",
            br=_BR,
            ny=_NY,
        ),
        title=N_("Reading the limit"),
    ),
    HouseRule(
        "chicane",
        N_(
            "How chicane (a hand with no trumps) is scored: added to the side holding it, or "
            "counted as honours and taken off the adversaries' honours. The result is the same "
            "either way."
        ),
        ("additive", "deduct"),
        {PORTLAND: "additive", NEW_YORK: "deduct"},
        labels={
            "additive": N_("added to the side holding it"),
            "deduct": N_("taken off the adversaries"),
        },
        # Translators: a source: {br} and {ny} are the titles of two codes of laws (English).
        source=Text("{br}, law 8 (added); {ny} (counted as three honours).", br=_BR, ny=_NY),
        title=N_("Chicane"),
    ),
    HouseRule(
        "revoke_penalty",
        N_(
            "How a revoke is punished: the adversaries choose to take three tricks, to take the "
            "value of three tricks off the revoking side's score, or to add it to their own; or "
            "three tricks always pass to the adversaries."
        ),
        ("adversaries_option", "transfer_3_tricks"),
        {PORTLAND: "adversaries_option", NEW_YORK: "transfer_3_tricks"},
        labels={
            "adversaries_option": N_("the adversaries choose"),
            "transfer_3_tricks": N_("three tricks pass"),
        },
        # Translators: a source: {br} and {ny} are the titles of two codes of laws (English).
        source=Text(
            "{br}, law 90 (the adversaries choose); {ny} (three tricks pass).", br=_BR, ny=_NY
        ),
        title=N_("Revoke penalty"),
    ),
    HouseRule(
        "revoke_value_basis",
        N_(
            "Whether the value of three tricks, taken off or added for a revoke, counts the "
            "doubling."
        ),
        ("doubled", "undoubled"),
        _same("doubled"),
        labels={"doubled": N_("counting the doubling"), "undoubled": N_("without the doubling")},
        # Translators: a source: {br} is the title of a code of laws (English), {agreed} is
        # “a club's own agreement”. The words in “ ” quote the law and stay in English.
        source=Text(
            "Not settled by the laws ({br}, law 90, says only “the value of three tricks”); "
            "{agreed}.",
            br=_BR,
            agreed=_AGREED,
        ),
        title=N_("Value of three tricks"),
    ),
    HouseRule(
        "revoke_excess",
        N_(
            "Whether trick points that a revoking side makes beyond 28 toward game are lost or "
            "scored above the line."
        ),
        ("lost", "above_line"),
        _same("lost"),
        labels={"lost": N_("lost"), "above_line": N_("scored above the line")},
        # Translators: a source: {br} is the title of a code of laws (English), {agreed} is
        # “a club's own agreement”.
        source=Text(
            "{br}, law 90: the revoking side cannot score game; what becomes of the points "
            "beyond 28 is {agreed}.",
            br=_BR,
            agreed=_AGREED,
        ),
        title=N_("Points beyond 28"),
    ),
    HouseRule(
        "revoker_slam",
        N_("Whether a side that revokes may score a slam on that deal."),
        ("barred", "allowed"),
        _same("barred"),
        labels={"barred": N_("no slam"), "allowed": N_("may score a slam")},
        # Translators: a source: {br} and {ny} are the titles of two codes of laws (English).
        source=Text("{br}, law 90, part V (no slam); {ny} is silent.", br=_BR, ny=_NY),
        title=N_("Slam after a revoke"),
    ),
    HouseRule(
        "spade_convention",
        N_(
            "Whether the players agree “not to play spades”: a spade declaration that is not "
            "doubled is not played while both sides are under 20, and its makers score 2 below "
            "the line."
        ),
        (False, True),
        _same(False),
        labels={False: N_("spades are played"), True: N_("not to play spades")},
        # Translators: a source: {ny} is the title of a code of laws (English); the name of
        # the convention in “ ” stays in English.
        source=Text("{ny}, the “Spade Convention”.", ny=_NY),
        title=N_("Not to play spades"),
    ),
    HouseRule(
        "revoke_tricks_shortfall",
        N_(
            "How the three-trick penalty works when the revoking side has fewer than three "
            "tricks: the adversaries take all it has, or they may not choose tricks."
        ),
        ("transfer_all_available", "forbid_option"),
        _same("transfer_all_available"),
        labels={
            "transfer_all_available": N_("take all it has"),
            "forbid_option": N_("tricks may not be chosen"),
        },
        # Translators: a source: {agreed} is “a club's own agreement”.
        source=Text("Not settled by the laws of 1904 or 1907; {agreed}.", agreed=_AGREED),
        title=N_("Too few tricks to give up"),
    ),
    HouseRule(
        "unfinished_rubber",
        N_(
            "How a rubber stopped before its end is settled: on the difference of the points so "
            "far, without the 100 for the rubber, or not at all."
        ),
        ("difference_without_bonus", "void"),
        _same("difference_without_bonus"),
        labels={
            "difference_without_bonus": N_("settle the difference"),
            "void": N_("not settled"),
        },
        # Translators: a source: {agreed} is “a club's own agreement”.
        source=Text("Not settled by the laws of 1904 or 1907; {agreed}.", agreed=_AGREED),
        title=N_("Unfinished rubber"),
    ),
)

_HOUSE_RULE_BY_KEY: Final = {h.key: h for h in HOUSE_RULES}


# -- the typed deal -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BridgeWhistRevoke:
    """One established revoke: the seat and, under the Portland option, the penalty chosen."""

    by: Seat
    penalty: str | None


@dataclass(frozen=True, slots=True)
class BridgeWhistHand:
    """One played (or declared) bridge-whist deal as read from its record.

    ``tricks`` is ``None`` only for a spade make left unplayed under the spade convention;
    ``honours`` is empty when none were claimed.
    """

    dealer: Seat
    maker: str = "dealer"
    declaration: str = "S"
    doubles: int = 0
    tricks: Mapping[Side, int] | None = None
    honours: Mapping[Seat, int] = field(default_factory=dict)
    voids: tuple[Seat, ...] = ()
    revokes: tuple[BridgeWhistRevoke, ...] = ()

    @property
    def side(self) -> Side:
        """The dealer's side: it makes trumps and plays the hand."""
        return self.dealer.side

    @property
    def dummy(self) -> Seat:
        return self.dealer.partner


BridgeWhistDeal = Deal[BridgeWhistHand]
"""A deal of bridge whist: ``Played[BridgeWhistHand]`` or ``NewDeal`` (its dealer always set)."""


@dataclass(frozen=True, slots=True)
class BridgeWhistLaws:
    """The settings of one rubber, read once."""

    limit: int | None
    strict_limit: bool
    chicane_deducts: bool
    option: bool  # the adversaries choose the revoke penalty (Portland)
    doubled_basis: bool
    excess_above: bool
    revoker_slam: bool
    spade_convention: bool
    forbid_shortfall: bool
    void_unfinished: bool

    @classmethod
    def of(cls, settings: Settings) -> BridgeWhistLaws:
        limit = settings.get("doubling_limit", 100)
        return cls(
            limit=limit if isinstance(limit, int) and not isinstance(limit, bool) else None,
            strict_limit=settings.get("doubling_limit_mode") == "value_may_not_exceed",
            chicane_deducts=settings.get("chicane") == "deduct",
            option=settings.get("revoke_penalty", "adversaries_option") == "adversaries_option",
            doubled_basis=settings.get("revoke_value_basis", "doubled") == "doubled",
            excess_above=settings.get("revoke_excess") == "above_line",
            revoker_slam=settings.get("revoker_slam") == "allowed",
            spade_convention=settings.get("spade_convention") is True,
            forbid_shortfall=settings.get("revoke_tricks_shortfall") == "forbid_option",
            void_unfinished=settings.get("unfinished_rubber") == "void",
        )


# -- small scoring functions ----------------------------------------------------------------------

#: Even "indefinitely" (NY1907) ends somewhere: a record with more doublings than this is a
#: typing error, not a deal (at no trumps it would already be 12 × 2^20 a trick).
MOST_DOUBLINGS = 20


def trick_value(declaration: str, doubles: int) -> int:
    """Each trick over six: the unit, doubled ``doubles`` times (BR1904 law 53: "the value of each
    trick above six is doubled, quadrupled, and so on").

    >>> trick_value("H", 0), trick_value("NT", 4)
    (8, 192)
    """
    return UNIT[declaration] << doubles


def max_doubles(declaration: str, limit: int | None, strict: bool) -> int | None:
    """The most doublings the limit allows at a declaration; ``None`` without a limit.

    ``stop_once_exceeded``: a doubling is allowed while the value before it is below the limit
    (BR1904 law 58, "until the limit of 100 points is reached": hearts 64 → 128, then stop).
    ``value_may_not_exceed``: no doubling may take the value past the limit (hearts stop at 64).

    >>> max_doubles("H", 100, False), max_doubles("H", 100, True), max_doubles("NT", 200, False)
    (4, 3, 5)
    """
    if limit is None:
        return None
    n, value = 0, UNIT[declaration]
    while (value * 2 <= limit) if strict else (value < limit):
        n, value = n + 1, value * 2
    return n


def honour_score(declaration: str, held: Mapping[Seat, int]) -> tuple[Side, int, str] | None:
    """The honours a partnership scores: (side, points, words), or ``None`` (aces 2–2).

    Source: BR1904 laws 6–7; "the value of the trump suit trick referred to in this Law is its
    original value" — doubling never touches honours.

    >>> honour_score("H", {Seat.E: 1, Seat.W: 4})
    (<Side.EW: 'EW'>, 72, "five honours, four in one hand and the fifth in partner's")
    """
    table = ACES if declaration == "NT" else SUIT_HONOURS
    for side in SIDES:
        a, b = (held.get(s, 0) for s in side.seats)
        found = table.get((a + b, max(a, b)))
        if found is not None:
            points, words = found
            return side, (points if declaration == "NT" else points * UNIT[declaration]), words
    return None


def _doubled_words(doubles: int) -> str:
    if doubles == 0:
        return ""
    if doubles == 1:
        return Text(", doubled")
    if doubles == 2:
        return Text(", redoubled")
    return Text(", doubled {times}", times=_times(doubles))


def _penalty_tricks_words(moved: int) -> str:
    """How the revoke penalty changed a side's tricks, for the trick entry's explanation."""
    if moved > 0:
        return Text(", with {tricks} taken for the revoke", tricks=count(moved, "trick"))
    if moved < 0:
        return Text(", after {tricks} lost for the revoke", tricks=count(-moved, "trick"))
    return ""


_TIMES: Final = (
    "",
    Text("once"),
    Text("twice"),
    Text("three times"),
    Text("four times"),
    Text("five times"),
    Text("six times"),
)


def _times(n: int) -> str:
    return _TIMES[n] if n < len(_TIMES) else Text("{n} times", n=n)


# -- scoring one deal -----------------------------------------------------------------------------


class _DealScorer:
    """Marks one played deal on the sheet, keeping the running scores toward the current game."""

    __slots__ = ("below", "deal", "entries", "laws", "revokers", "unit", "value")

    def __init__(
        self, deal: BridgeWhistHand, laws: BridgeWhistLaws, toward: Mapping[Side, int]
    ) -> None:
        self.deal = deal
        self.laws = laws
        self.below = {Side.NS: toward[Side.NS], Side.EW: toward[Side.EW]}
        self.entries: list[Entry] = []
        self.revokers = frozenset(r.by.side for r in deal.revokes)
        self.unit = UNIT[deal.declaration]
        self.value = self.unit << deal.doubles

    def credit(self, side: Side, points: int, label: Label, words: str) -> None:
        """A trick score below the line; a revoking side stops at 28 toward game (law 90 V)."""
        if side in self.revokers:
            room = max(0, REVOKER_LIMIT - self.below[side])
            marked = min(points, room)
            excess = points - marked
            if marked:
                note = Text(
                    "{points}, cut to {marked} (the revoking side stops at {limit})",
                    points=points,
                    marked=marked,
                    limit=REVOKER_LIMIT,
                )
                text = Text("{words}: {points}", words=words, points=note if excess else marked)
                self.entries.append(Entry(side, "below", marked, label, text))
                self.below[side] += marked
            if excess and self.laws.excess_above:
                self.entries.append(
                    Entry(
                        side,
                        "above",
                        excess,
                        label,
                        Text(
                            "{words}, beyond the revoking side's {limit}: {excess}",
                            words=words,
                            limit=REVOKER_LIMIT,
                            excess=excess,
                        ),
                    )
                )
            return
        text = Text("{words}: {points}", words=words, points=points)
        self.entries.append(Entry(side, "below", points, label, text))
        self.below[side] += points

    def revokes(self) -> dict[Side, int]:
        """Apply every revoke penalty in order; return the tricks after any transfers.

        Source: BR1904 law 90 I–IV (the adversaries' option; "as many revokes as occur"; "applicable
        only to the score of the game in which it occurs"); NY1907 (three tricks, accumulated ≤ 13).
        """
        tricks = dict(self.deal.tricks or {})
        taken = {Side.NS: 0, Side.EW: 0}
        three = REVOKE_TRICKS * (self.value if self.laws.doubled_basis else self.unit)
        for r in self.deal.revokes:
            rs = r.by.side
            other = rs.other
            if r.penalty == "deduct":
                took = min(three, self.below[rs])
                if took:
                    self.below[rs] -= took
                    note = "" if took == three else Text(", all they had")
                    self.entries.append(
                        Entry(
                            rs,
                            "below",
                            -took,
                            "revoke",
                            Text(
                                "revoke by {seat}: the value of three tricks ({three}) "
                                "deducted{note}: -{took}",
                                seat=str(r.by),
                                three=three,
                                note=note,
                                took=took,
                            ),
                        )
                    )
            elif r.penalty == "add":
                added = Text("revoke by {seat}: the value of three tricks added", seat=str(r.by))
                self.credit(other, three, "revoke", added)
            else:  # "tricks", or the New York transfer
                n = min(REVOKE_TRICKS, tricks[rs])
                if not self.laws.option:
                    n = min(n, REVOKE_ACCUMULATED_LIMIT - taken[rs])
                tricks[rs] -= n
                tricks[other] += n
                taken[rs] += n
        return tricks

    def tricks(self, played: Mapping[Side, int], tricks: Mapping[Side, int]) -> None:
        """Whichever side wins more than six tricks scores them (ELWELL06; BW-002); ``played``
        are the tricks won in play, ``tricks`` after the revoke penalties."""
        for side in SIDES:
            odd = tricks[side] - 6
            if odd > 0:
                words = Text(
                    "{cards} at {suit}{doubled}{penalty}",
                    cards=by_cards(odd),
                    suit=STRAIN_NAMES[self.deal.declaration],
                    doubled=_doubled_words(self.deal.doubles),
                    penalty=_penalty_tricks_words(tricks[side] - played[side]),
                )
                self.credit(side, odd * self.value, "tricks", words)

    def honours(self) -> None:
        held = self.deal.honours
        if not held:
            return
        found = honour_score(self.deal.declaration, held)
        if found is None:
            return
        side, points, words = found
        text = (
            Text("{words}: {points}", words=words, points=points)
            if self.deal.declaration == "NT"
            else Text(
                "{words}, {suit}: {points}",
                words=words,
                suit=STRAIN_NAMES[self.deal.declaration],
                points=points,
            )
        )
        self.entries.append(Entry(side, "above", points, "honours", text))

    def chicane(self) -> None:
        """Chicane per ``chicane`` house rule: added (BR1904 law 8) or, with honours claimed,
        added to the void side's honours or deducted from the adversaries' (NY1907)."""
        if not self.deal.voids:
            return
        scorer = None
        if self.laws.chicane_deducts and self.deal.honours:
            found = honour_score(self.deal.declaration, self.deal.honours)
            scorer = found[0] if found else None
        for side in dict.fromkeys(s.side for s in self.deal.voids):  # in the record's order
            times, words = CHICANE[sum(1 for s in self.deal.voids if s.side is side)]
            points = times * self.unit
            if scorer is None or scorer is side:
                text = Text("{words}: {points}", words=words, points=points)
                self.entries.append(Entry(side, "above", points, "chicane", text))
            else:
                self.entries.append(
                    Entry(
                        scorer,
                        "above",
                        -points,
                        "chicane",
                        Text(
                            "{side}'s {words}, deducted from the honours: -{points}",
                            side=str(side),
                            words=words,
                            points=points,
                        ),
                    )
                )

    def slams(self, played: Mapping[Side, int]) -> None:
        """Slams on tricks won in play, "independently of any tricks taken for the revoke
        penalty" (BR1904 law 9); none to a revoking side unless ``revoker_slam=allowed``."""
        for side in SIDES:
            slam = SLAMS.get(played[side])
            if slam is None:
                continue
            if side in self.revokers and not self.laws.revoker_slam:
                continue
            points, label, words = slam
            text = Text("{words}: {points}", words=words, points=points)
            self.entries.append(Entry(side, "above", points, label, text))


def _summary(deal: BridgeWhistHand) -> str:
    """ "H by S (passed), doubled once; NS 9 tricks"."""
    maker = deal.dealer if deal.maker == "dealer" else deal.dealer.partner
    parts: list[str] = [
        Text("{declaration} by {seat} (passed)", declaration=deal.declaration, seat=str(maker))
        if deal.maker == "partner"
        else Text("{declaration} by {seat}", declaration=deal.declaration, seat=str(maker))
    ]
    if deal.doubles:
        parts.append(Text(", doubled {times}", times=_times(deal.doubles)))
    if deal.tricks is None:
        parts.append(Text("; not played (spade convention)"))
        return join("", parts)
    parts.append(Text("; {side} {n} tricks", side=str(deal.side), n=deal.tricks[deal.side]))
    for r in deal.revokes:
        penalty = r.penalty or Text("three tricks")
        parts.append(Text("; revoke by {seat} ({penalty})", seat=str(r.by), penalty=penalty))
    return join("", parts)


def _mark(
    deal: BridgeWhistHand, laws: BridgeWhistLaws, toward: Mapping[Side, int], number: int | None
) -> _DealScorer:
    """Mark one played deal in the order of the laws (§6.4); the scorer holds the entries, the
    scores toward game after them and the revoking sides."""
    s = _DealScorer(deal, laws, toward)
    floor = max(toward.values()) >= SPADE_CONVENTION_FLOOR
    if deal.tricks is None:  # the spade convention's unplayed make
        if floor:
            raise IllegalEntryError.one(
                number,
                "tricks",
                Text(
                    "missing: with a side at {floor} or over the spade make is played "
                    "(spade convention)",
                    floor=SPADE_CONVENTION_FLOOR,
                ),
            )
        points = SPADE_CONVENTION_POINTS
        words = Text("spade make not played (spade convention): {points}", points=points)
        s.entries.append(Entry(deal.side, "below", points, "tricks", words))
        return s
    if laws.spade_convention and deal.declaration == "S" and deal.doubles == 0 and not floor:
        raise IllegalEntryError.one(
            number,
            "tricks",
            Text(
                "under the spade convention an undoubled spade make is not played while both "
                "sides are under {floor}: leave tricks out",
                floor=SPADE_CONVENTION_FLOOR,
            ),
        )
    s.tricks(deal.tricks, s.revokes())
    s.honours()
    s.chicane()
    s.slams(deal.tricks)
    return s


def score_deal(
    deal: BridgeWhistDeal | BridgeWhistHand,
    laws: BridgeWhistLaws,
    toward: Mapping[Side, int],
    number: int | None = None,
) -> tuple[list[Entry], Side | None]:
    """The entries of one deal (as read, or its hand) and the side that wins the game with it,
    if any; ``number`` names the deal in an error."""
    if isinstance(deal, (NewDeal, PassedOut)):
        return [], None
    hand = deal.hand if isinstance(deal, Played) else deal
    s = _mark(hand, laws, toward, number)
    if hand.tricks is None:
        return s.entries, None
    game = next(
        (side for side in SIDES if s.below[side] >= GAME_TARGET and side not in s.revokers), None
    )
    return s.entries, game


class BridgeWhistTally(_Engine[BridgeWhistLaws, BridgeWhistHand]):
    """Game at 30 by tricks alone, a revoking side held at 28, the rubber at two games with 100
    (law 11); an unfinished rubber per ``unfinished_rubber``."""

    target = GAME_TARGET
    __slots__ = ()

    def mark(
        self, index: int, hand: BridgeWhistHand, dealer: Seat, vulnerable: tuple[Side, ...] | None
    ) -> Marked:
        s = _mark(hand, self.laws, self.toward, index)
        return Marked(s.entries, _summary(hand), barred=s.revokers)

    def rubber_bonus(self, winner: Side) -> int:
        return RUBBER_BONUS

    def void_unfinished(self) -> bool:
        return self.laws.void_unfinished


# -- the rules class ------------------------------------------------------------------------------


class BridgeWhist(GameRules):
    """Bridge whist under the Portland 1904 (default) and New York 1907 codes."""

    game = "bridge_whist"
    title = N_("Bridge whist")
    family = "bridge"
    codes = (
        CodeInfo(
            PORTLAND,
            N_("Portland 1904"),
            N_(
                "The Laws of Bridge (1904), Portland and Turf Clubs, printed verbatim in "
                "Hoffmann, Hoyle's Games Modernized (Routledge, 1909)"
            ),
        ),
        CodeInfo(
            NEW_YORK,
            N_("New York 1907"),
            N_(
                "The Laws of Bridge, Revised 1907 (Whist Club of New York), in J. B. Elwell, "
                "Bridge Axioms and Laws (Dutton, 1907)"
            ),
        ),
    )
    default_code = PORTLAND
    house_rules = HOUSE_RULES
    tally = BridgeWhistTally
    hint_game = "bridge_whist"

    # -- reading ---------------------------------------------------------------------------------
    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> BridgeWhistDeal:
        raw = f.raw
        number = f.deal if f.deal is not None else len(rubber.deals) + 1
        dealer = f.seat("dealer") or rotation_dealer(rubber, number - 1)
        if not DEAL_KEYS.issuperset(raw):
            f.only(DEAL_KEYS, " in a bridge-whist deal")
        new = read_unplayed(f, ("new_deal",), PLAYED_KEYS, dealer) if "new_deal" in raw else None
        if new is not None:
            return new
        maker = f.choice("maker", MAKERS, required=True)
        declaration = f.choice("declaration", STRAINS, required=True)
        doubles = f.integer("doubles", 0, MOST_DOUBLINGS, required=True) or 0
        unplayed_ok = (
            settings.get("spade_convention") is True and declaration == "S" and doubles == 0
        )
        tricks = f.side_counts("tricks", total=13, required=not unplayed_ok)
        if not f.has("tricks") and unplayed_ok:
            for key in ("honours", "voids", "revokes"):
                if f.has(key):
                    f.add(key, Text("a spade make left unplayed (spade convention) has none"))
        voids = self._voids(f, declaration)
        honours = self._honours(f, declaration, voids)
        revokes = self._revokes(f, dealer, settings)
        hand = BridgeWhistHand(
            dealer, maker or "dealer", declaration or "S", doubles, tricks, honours, voids, revokes
        )
        return Played(hand, dealer)

    @staticmethod
    def _voids(f: Fields, declaration: str | None) -> tuple[Seat, ...]:
        if "voids" not in f.raw:
            return ()
        voids = f.seat_list("voids")
        if voids and declaration == "NT":
            f.add("voids", Text("chicane is for a trump suit: there are no voids at no trumps"))
        if len(voids) == 4:
            f.add("voids", Text("all four seats cannot be void: the 13 trumps are somewhere"))
        return voids

    @staticmethod
    def _honours(f: Fields, declaration: str | None, voids: tuple[Seat, ...]) -> dict[Seat, int]:
        counts = read_claimed_honours(f, declaration == "NT", declaration is not None)
        bad = False
        for seat in voids:
            if counts.get(seat):
                void = Text("{seat} is void of trumps (voids) and holds no honour", seat=str(seat))
                f.add(f"honours.{seat}", void)
                bad = True
        return {} if bad else counts

    @staticmethod
    def _revokes(f: Fields, dealer: Seat, settings: Settings) -> tuple[BridgeWhistRevoke, ...]:
        if "revokes" not in f.raw:
            return ()
        option = settings.get("revoke_penalty", "adversaries_option") == "adversaries_option"
        out: list[BridgeWhistRevoke] = []
        for sub in f.objects("revokes"):
            before = len(f.problems)
            sub.only(REVOKE_KEYS, Text(" in a revoke (by, penalty)"))
            by = revoke_seat(sub, dealer.partner, _DUMMY_LAW)
            penalty: str | None = None
            if option:
                penalty = sub.choice("penalty", PENALTIES, required=True)
            elif sub.has("penalty"):
                sub.add(
                    "penalty",
                    Text(
                        "three tricks always pass (revoke_penalty transfer_3_tricks): leave "
                        "penalty out"
                    ),
                )
            if by is not None and len(f.problems) == before:
                out.append(BridgeWhistRevoke(by, penalty))
        return tuple(out)

    # -- scoring ---------------------------------------------------------------------------------
    def laws_of(self, code: str, settings: Settings) -> BridgeWhistLaws:
        return BridgeWhistLaws.of(settings)

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        """The laws within each deal are checked over the whole record first (§6.2), then the
        deals are walked through the engine."""
        laws = BridgeWhistLaws.of(settings)
        problems = [
            p
            for i, d in enumerate(deals, 1)
            if isinstance(d, Played)
            for p in law_problems(i, d.hand, laws)
        ]
        if problems:
            raise IllegalEntryError(problems)
        return super().play(rubber, settings, deals)

    # -- entry -----------------------------------------------------------------------------------
    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        laws = BridgeWhistLaws.of({**{h.key: h.default(code) for h in HOUSE_RULES}, **settings})
        most = [max_doubles(s, laws.limit, laws.strict_limit) for s in STRAINS]
        return FormSpec(
            fields=(
                "dealer",
                "maker",
                "declaration",
                "doubles",
                "tricks",
                "honours",
                "voids",
                "revokes",
                "new_deal",
            ),
            honours="seat",
            honour_count=5,
            strains=STRAINS,
            revoke_by="seat",
            revoke_penalties=PENALTIES if laws.option else (),
            revoke_tricks=False,
            max_doubles=None if laws.limit is None else max(n for n in most if n is not None),
            voids=True,
        )

    def parse_shorthand(self, text: str, rubber: Rubber, settings: Settings) -> dict[str, Any]:
        """One line of quick entry → a deal record, read by :mod:`scorepad.records.quick_entry`.

        >>> deal = BridgeWhist().parse_shorthand("H p x2 9 hN3 hS1 hE1", Rubber("bridge_whist"), {})
        >>> deal["maker"], deal["doubles"], deal["tricks"], deal["honours"]
        ('partner', 2, {'NS': 9, 'EW': 4}, {'N': 3, 'S': 1, 'E': 1})
        """
        number = len(rubber.deals) + 1
        # Lazy: the quick-entry grammar, with the first line typed (records.quick_entry, ~18 ms)
        from scorepad.records.quick_entry import parse_line

        deal = parse_line(
            self.game,
            text,
            deal=number,
            dealer=rotation_dealer(rubber, number - 1).value,
            spade_convention=settings.get("spade_convention") is True,
        )
        problems: list[Problem] = []
        self.read_deal(Fields(deal, len(rubber.deals) + 1, problems), rubber, settings)
        if problems:
            raise InvalidEntryError(problems)
        return deal


_SEAT_BY_NAME: Final = {s.value: s for s in SEATS}


def law_problems(number: int, deal: BridgeWhistHand, laws: BridgeWhistLaws) -> list[Problem]:
    """What breaks the laws within played deal ``number``: a doubling beyond the limit (§6.2),
    taking tricks the revoking side has not got under ``revoke_tricks_shortfall=forbid_option``."""
    out: list[Problem] = []
    most = max_doubles(deal.declaration, laws.limit, laws.strict_limit)
    if most is not None and deal.doubles > most:
        reading = (
            Text("no doubling may pass it")
            if laws.strict_limit
            else Text("doubling stops once past it")
        )
        beyond = Text(
            "{doubles} doublings at {strain} are beyond the limit of {limit} ({reading}): at "
            "most {most}, a trick value of {value}",
            doubles=deal.doubles,
            strain=STRAIN_NAMES[deal.declaration],
            limit=laws.limit,
            reading=reading,
            most=most,
            value=trick_value(deal.declaration, most),
        )
        out.append(Problem(number, "doubles", beyond))
    if laws.forbid_shortfall and deal.tricks is not None:
        tricks = dict(deal.tricks)
        for i, r in enumerate(deal.revokes):
            if r.penalty != "tricks":
                continue
            rs = r.by.side
            if tricks[rs] < REVOKE_TRICKS:
                fewer = Text.plural(
                    "{side} have {n} trick left, fewer than three: taking tricks is not allowed "
                    "(revoke_tricks_shortfall forbid_option)",
                    "{side} have {n} tricks left, fewer than three: taking tricks is not allowed "
                    "(revoke_tricks_shortfall forbid_option)",
                    tricks[rs],
                    side=str(rs),
                )
                out.append(Problem(number, f"revokes[{i}].penalty", fewer))
                continue
            tricks[rs] -= REVOKE_TRICKS
            tricks[rs.other] += REVOKE_TRICKS
    return out
