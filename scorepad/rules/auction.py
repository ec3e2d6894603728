"""Auction bridge, 1908–1926: the laws of ``shared/spec/rules-bridge.md`` §1, §2, §7 and §8.1.

Six codes of laws are offered (§2.2): the Bath & Portland clubs' 1908 code with the bridge count,
the Whist Club of New York's 1912 "new count" with royal spades, its Nov 1913 code (Foster's
Complete Hoyle, the default), the English "Royal Auction" code of 1914, the Whist Club's 1915 code
with spades at 9, and the late American code of 1926 with honours in tens.

Each deal is scored in the order of the per-deal algorithm (§2.3):

0. a passed-out or annulled deal scores nothing;
1. honours and chicane go to their *holders* whatever else happens;
2. revokes are classified (none, the declarer's side, the adversaries, both sides) and their
   point penalties marked;
3. a contract made: the declarer's side scores **all** its odd tricks below the line, "as the
   tricks lie" (penalty tricks included), and the doubled bonus above it;
4. a contract failed: the adversaries score 50, 100 or 200 an undertrick, "regardless of suit",
   the dealer's one spade limited to 100;
5. slams on the tricks won *in play*, for either side, never for a side that revoked;
6. game at 30 below the line, rubber (two games) 250.

>>> from scorepad.rules import score_record
>>> sheet = score_record({"game": "auction", "deals": [
...     {"declarer": "S", "contract": "3HX", "result": 9, "honours": {"N": 2, "S": 1, "E": 2}}]})
>>> [(e.side.value, e.column, e.points, e.explain) for e in sheet.deals[0].entries]
[('NS', 'above', 16, 'simple honours, hearts: 16'), ('NS', 'below', 48, 'three by cards at \
hearts, doubled: 48'), ('NS', 'above', 50, 'doubled contract made: 50')]
>>> sheet.deals[0].summary, sheet.games[0].winner.value
('3HX by S, 9 tricks', 'NS')

The contract field is read by :class:`scorepad.records.notation.Contract` (which knows royal
spades); the
code's own strains are checked here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import InvalidEntryError
from scorepad.records.fields import Fields
from scorepad.records.houserules import HouseRule
from scorepad.records.notation import Contract
from scorepad.records.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.rules.deal import (
    Deal,
    PassedOut,
    Played,
    read_claimed_honours,
    read_contract,
    read_unplayed,
    revoke_seat,
)
from scorepad.rules.engine import Marked, Tally
from scorepad.sheets.explain import by_cards, number_word
from scorepad.sheets.sheet import Entry

__all__ = [
    "Auction",
    "AuctionDeal",
    "AuctionHand",
    "AuctionLaws",
    "AuctionRevoke",
    "AuctionTally",
    "deal_entries",
    "read_auction_deal",
    "read_deal",
]

Penalty = Literal["points", "tricks"]

# ---------------------------------------------------------------------------------------------
# Constant tables
# ---------------------------------------------------------------------------------------------

GAME = 30
"""Game: 30 points obtained by tricks alone. Source: Bridge law 3 (HOYLE1909); 1912 law 3."""

RUBBER_BONUS = 250
"""Source: 1908 law 11 (HOYLE1909); 1912 law 11 (WORK1913); EB1922."""

UNDERTRICK = {0: 50, 1: 100, 2: 200}
"""Each undertrick to the adversaries, by number of doublings, "regardless of suit".
Source: 1908 law 50; 1912 law 47."""

DOUBLED_BONUS = {1: 50, 2: 100}
"""A doubled (redoubled) contract made: this much, and as much again for each extra trick.
Source: 1908 law 58; 1912 law 56."""

ONE_SPADE_CAP = 100
"""The (dealer's) one spade at the 2-point value: loss "limited to 100 points in respect of
tricks". Source: 1908 law 50 (HOYLE1909); 1912 law 48 (WORK1913)."""

LATER_REVOKE = 100
"""A later revoke by the same side under ``later_revokes=fixed_100``. Source: 1912 law 84c."""

EXTRA_REVOKE = 100
"""Both sides revoked: each side's revokes after its first, to the other side.
Source: 1912 law 89."""

REVOKE_TRICKS = 3
"""The declarer's alternative to the points: three tricks from the adversaries. Source: 1908
law 84; 1912 law 84; FOSTER1914."""

TRANSFER_TRICKS = 2
"""Late American code: each revoke transfers two tricks. Source: NZ1927-31 [U: A-8]."""

UNFINISHED_GAME = 125
"""``unfinished_rubber=125_per_game``: 125 for each game won. Source: TIME1926 [U: A-14]."""

STRAIN_WORDS = {
    "C": "clubs",
    "D": "diamonds",
    "H": "hearts",
    "S": "spades",
    "RS": "royal spades",
    "NT": "no trumps",
}
STRAIN_ORDER = ("C", "D", "H", "S", "NT", "RS")


@dataclass(frozen=True, slots=True)
class _CodeTable:
    """What is fixed per code: trick values, the honour scale, slams, the spade value."""

    tricks: Mapping[str, int]
    tens: bool
    slams: tuple[int, int]  # little, grand

    @property
    def two_point_spade(self) -> bool:
        return self.tricks.get("S") == 2


_BRIDGE_COUNT = {"S": 2, "C": 4, "D": 6, "H": 8, "NT": 12}
"""Source: Bridge law 5 (1904), kept by the 1908 auction code (HOYLE1909)."""
_NEW_COUNT = {"S": 2, "C": 6, "D": 7, "H": 8, "RS": 9, "NT": 10}
"""Source: Racquet Club Sept 1911, Whist Club 1912 (WORK1913 introduction; law 5)."""
_SPADES_NINE = {"C": 6, "D": 7, "H": 8, "S": 9, "NT": 10}
"""Source: FOSTER1914 note on the English code; ATHERTON1916; WC1915 law 55."""

CODE_TABLES: Mapping[str, _CodeTable] = {
    "portland_1908": _CodeTable(_BRIDGE_COUNT, False, (20, 40)),
    "whist_club_1912": _CodeTable(_NEW_COUNT, False, (20, 40)),
    "whist_club_1913": _CodeTable(_NEW_COUNT, False, (20, 40)),
    "portland_1914": _CodeTable(_SPADES_NINE, False, (50, 100)),
    "whist_club_1915": _CodeTable(_SPADES_NINE, False, (50, 100)),
    "whist_club_1926": _CodeTable(_SPADES_NINE, True, (50, 100)),
}
"""Source: rules-bridge.md §2.2 (slams 20/40: 1904 law 7, 1912 law 7; 50/100: FOSTER1914 note,
ATHERTON1916, TIME1926)."""

TRUMP_HONOURS: Mapping[tuple[int, int], tuple[str, int, int]] = {
    (3, 3): ("simple honours", 2, 30),
    (4, 3): ("four honours", 4, 40),
    (4, 4): ("four honours in one hand", 8, 80),
    (5, 3): ("five honours", 5, 50),
    (5, 4): ("four honours in one hand and the fifth in partner's", 9, 90),
    (5, 5): ("five honours in one hand", 10, 100),
}
"""(honours the side holds, most in one hand — 3 meaning "three or fewer") → (words, multiple of
the trick value, value in the tens scale). Source: Bridge law 6 (1904); FOSTER1914 honour table;
USPCC1973 (tens)."""

NT_HONOURS: Mapping[tuple[int, int], tuple[str, int]] = {
    (3, 3): ("three aces", 30),
    (4, 3): ("four aces", 40),
    (4, 4): ("four aces in one hand", 100),
}
"""Aces at no trumps, every code; a 2–2 split scores nothing. Source: Bridge law 6; 1912 law 6."""


# ---------------------------------------------------------------------------------------------
# House rules (§8.1)
# ---------------------------------------------------------------------------------------------


def _per_code(*values: Any) -> dict[str, Any]:
    return dict(zip(CODE_TABLES, values, strict=True))


_P1908 = "The Laws of Auction Bridge, Portland and Bath Clubs, 1908"
_WC1912 = "the Whist Club of New York code of November 1912 (M. C. Work, Auction of To-day, 1913)"
_WC1913 = "the Whist Club code of November 1913 (The Spectator, 28 February 1914)"
_AGREED = "Not settled by the laws of auction bridge; a club's own agreement."

HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "chicane",
        "How chicane (a hand with no trumps) is scored: twice the trick value to the side "
        "holding it, as simple honours to that side or off the adversaries' honours, or not at "
        "all.",
        ("additive", "deduct", "none"),
        _per_code("additive", "deduct", "none", "additive", "none", "none"),
        labels={
            "additive": "twice the trick value",
            "deduct": "as simple honours",
            "none": "not counted",
        },
        source=f"{_P1908}, keeping the Laws of Bridge of 1904, law 8 (twice the trick value); "
        f"{_WC1912} (as simple honours); abolished by {_WC1913}.",
        title="Chicane",
    ),
    HouseRule(
        "revoke_penalty",
        "How a revoke is punished: by a fixed number of points, which the declarer may take as "
        "three tricks instead when an adversary revokes; or by two tricks for each revoke, with "
        "the revoking side still free to score.",
        ("points_or_tricks", "two_tricks"),
        _per_code(*(["points_or_tricks"] * 5), "two_tricks"),
        labels={"points_or_tricks": "points or three tricks", "two_tricks": "two tricks"},
        source=f"{_P1908}, law 90, and the Whist Club codes of 1912 to 1925 (points or tricks); "
        "the American laws from 1926, as reported in New Zealand newspapers, 1927 to 1931 (two "
        "tricks).",
        title="Revoke penalty",
    ),
    HouseRule(
        "revoke_points",
        "How many points a revoke costs, whether they go to the adversaries or the declarer "
        "takes them instead of three tricks. It does not apply when a revoke costs two tricks.",
        (150, 100),
        _per_code(150, 150, 100, 150, 100, 100),
        labels={150: "150 points", 100: "100 points"},
        source=f"{_P1908}, law 90, and {_WC1912} (150 points); {_WC1913} (100 points).",
        title="Points for a revoke",
    ),
    HouseRule(
        "later_revokes",
        "How a side's second and later revokes in the same deal are punished: by the full "
        "penalty again, with the declarer's choice, or by 100 points each with no choice.",
        ("same_as_first", "fixed_100"),
        _per_code(
            "same_as_first", "fixed_100", "fixed_100", "same_as_first", "fixed_100", "fixed_100"
        ),
        labels={"same_as_first": "the full penalty again", "fixed_100": "100 points each"},
        source=f"{_P1908}, law 90: “the penalty for each revoke”; {_WC1912}, law 84(c) (100 points "
        "each).",
        title="Later revokes in a deal",
    ),
    HouseRule(
        "both_sides_revoke",
        "Whether, when both sides revoke and only honours are scored, each revoke of a side "
        "after its first also gives 100 points to the other side.",
        ("honours_only", "honours_plus_100"),
        _per_code(
            "honours_only",
            "honours_plus_100",
            "honours_plus_100",
            "honours_only",
            "honours_plus_100",
            "honours_plus_100",
        ),
        labels={
            "honours_only": "honours only",
            "honours_plus_100": "honours, and 100 a later revoke",
        },
        source=f"{_P1908}, law 90, last paragraph (honours only); {_WC1912}, law 89 (100 for "
        "each further revoke).",
        title="Revokes by both sides",
    ),
    HouseRule(
        "one_spade_limit",
        "Whether the 100-point limit on what a bid of one spade can lose in undertricks still "
        "holds when it is redoubled. It matters only in the codes of 1908 to 1913, where spades "
        "count 2.",
        ("unless_redoubled", "always"),
        _per_code(
            "always",
            "unless_redoubled",
            "unless_redoubled",
            "unless_redoubled",
            "unless_redoubled",
            "unless_redoubled",
        ),
        labels={"unless_redoubled": "not when redoubled", "always": "even when redoubled"},
        source=f"{_P1908}: “whether doubled or not”; {_WC1912}, law 48: “unless redoubled”.",
        title="One-spade limit",
    ),
    HouseRule(
        "penalty_tricks_bonus",
        "Whether a doubled declarer who took revoke tricks still earns the bonus when the tricks "
        "won in play make the contract on their own.",
        ("no_bonus", "in_play_tricks"),
        _per_code(*(["no_bonus"] * 6)),
        labels={"no_bonus": "no bonus", "in_play_tricks": "bonus on tricks won in play"},
        source=f"{_WC1912}: penalty tricks “shall not entitle him to score any bonus”; R. F. "
        "Foster, Foster's Complete Hoyle, 1914: no bonus at all once the tricks are taken.",
        title="Bonus with revoke tricks",
    ),
    HouseRule(
        "revoke_tricks_shortfall",
        "How the three-trick penalty works when the adversaries hold fewer than three tricks: "
        "the declarer takes all they have, or must take the points instead.",
        ("transfer_all_available", "forbid_option"),
        _per_code(*(["transfer_all_available"] * 6)),
        labels={
            "transfer_all_available": "take all they have",
            "forbid_option": "take the points instead",
        },
        source=_AGREED,
        title="Too few tricks to give up",
    ),
    HouseRule(
        "dealer_may_pass",
        "Whether the dealer may pass by saying “no bid”, so that a deal can be passed out. If "
        "not, a deal that nobody bids is refused as a mistake.",
        (True, False),
        _per_code(False, False, False, True, True, True),
        labels={True: "may pass", False: "must bid"},
        source="R. F. Foster, Foster's Complete Hoyle, 1914, note on the English code of 1914 "
        "(the dealer may say “no bid”, and some players in America adopt the English rule).",
        title="Dealer may pass",
    ),
    HouseRule(
        "unfinished_rubber",
        "How a rubber stopped before its end is scored: with no allowance, or with 125 points to "
        "a side for each game it has won.",
        ("no_allowance", "125_per_game"),
        _per_code(*(["no_allowance"] * 6)),
        labels={"no_allowance": "no allowance", "125_per_game": "125 for each game won"},
        source="No law found; Time, 22 March 1926, counts “125 for game”.",
        title="Unfinished rubber",
    ),
)


@dataclass(frozen=True, slots=True)
class AuctionLaws:
    """One code with its house rules applied: everything the scorer asks of the laws."""

    code: str
    table: _CodeTable
    chicane: str
    two_tricks: bool
    revoke_points: int
    later_fixed: bool
    both_plus_100: bool
    one_spade_always: bool
    bonus_in_play: bool
    shortfall_forbid: bool
    dealer_may_pass: bool
    per_game_allowance: int

    @staticmethod
    def of(code: str, settings: Settings) -> AuctionLaws:
        return _laws(code, frozenset(settings.items()))

    @property
    def strains(self) -> tuple[str, ...]:
        """The strains of the code, lowest trick value first."""
        return tuple(sorted(self.table.tricks, key=lambda s: self.table.tricks[s]))


@lru_cache(maxsize=64)
def _laws(code: str, items: frozenset[tuple[str, Any]]) -> AuctionLaws:
    s = dict(items)

    def get(key: str) -> Any:
        return s.get(key, next(h for h in HOUSE_RULES if h.key == key).default(code))

    return AuctionLaws(
        code=code,
        table=CODE_TABLES[code],
        chicane=str(get("chicane")),
        two_tricks=get("revoke_penalty") == "two_tricks",
        revoke_points=int(get("revoke_points")),
        later_fixed=get("later_revokes") == "fixed_100",
        both_plus_100=get("both_sides_revoke") == "honours_plus_100",
        one_spade_always=get("one_spade_limit") == "always",
        bonus_in_play=get("penalty_tricks_bonus") == "in_play_tricks",
        shortfall_forbid=get("revoke_tricks_shortfall") == "forbid_option",
        dealer_may_pass=bool(get("dealer_may_pass")),
        per_game_allowance=UNFINISHED_GAME if get("unfinished_rubber") == "125_per_game" else 0,
    )


# ---------------------------------------------------------------------------------------------
# The typed deal
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AuctionRevoke:
    """An established revoke: by a seat; ``penalty`` the declarer's choice, or None when the law
    leaves none (the declarer's side revoked, a later revoke at a fixed 100, both sides revoked,
    the trick-transfer code)."""

    by: Seat
    penalty: Penalty | None = None


@dataclass(frozen=True, slots=True)
class AuctionHand:
    """One played deal, read and checked. ``honours`` holds the seats' counts when honours were
    claimed (empty when none were)."""

    declarer: Seat
    contract: Contract
    result: int
    honours: tuple[tuple[Seat, int], ...] = ()
    voids: tuple[Seat, ...] = ()
    revokes: tuple[AuctionRevoke, ...] = ()

    def summary(self) -> str:
        text = (
            f"{self.contract} by {self.declarer.value}, {self.result} "
            f"trick{'' if self.result == 1 else 's'}"
        )
        if self.revokes:
            text += "; revoke " + ", ".join(
                r.by.value + (f" ({r.penalty})" if r.penalty else "") for r in self.revokes
            )
        return text


AuctionDeal = Deal[AuctionHand]
"""A deal of auction: ``Played[AuctionHand]``, ``PassedOut`` or ``NewDeal``."""

DEAL_KEYS = frozenset(
    {
        "dealer",
        "new_deal",
        "passed_out",
        "declarer",
        "contract",
        "result",
        "honours",
        "voids",
        "revokes",
    }
)
_PLAYED_KEYS = DEAL_KEYS - {"dealer", "new_deal", "passed_out"}


# ---------------------------------------------------------------------------------------------
# Reading one deal (§1.2)
# ---------------------------------------------------------------------------------------------


def read_deal(f: Fields, laws: AuctionLaws) -> AuctionDeal | None:
    """Check one raw deal record against the code; problems go to ``f`` (``None`` when a played
    deal cannot be read)."""
    before = len(f.problems)
    f.only(DEAL_KEYS, " in an auction deal")
    dealer = f.seat("dealer")
    unplayed = read_unplayed(f, ("passed_out", "new_deal"), _PLAYED_KEYS, dealer)
    if unplayed is not None:
        if isinstance(unplayed, PassedOut) and not laws.dealer_may_pass:
            f.add(
                "passed_out",
                f"the dealer must declare under {laws.code} (1908 law 47; 1912 "
                f"law 42), so a deal cannot be passed out; house rule "
                f"dealer_may_pass",
            )
        return None if len(f.problems) > before else unplayed
    declarer = f.seat("declarer", required=True)
    contract = _read_contract(f, laws)
    result = f.integer("result", 0, 13, required=True)
    strain = contract.strain if contract else None
    honours = read_claimed_honours(f, strain == "NT", strain is not None)
    voids = _read_voids(f, strain, honours)
    revokes = _read_revokes(f, laws, declarer, result)
    if len(f.problems) > before or declarer is None or contract is None or result is None:
        return None
    held = tuple((s, honours[s]) for s in SEATS if s in honours)
    return Played(AuctionHand(declarer, contract, result, held, voids, revokes), dealer)


read_auction_deal = read_deal
"""The name other modules (drives) know the reader by."""


def _read_contract(f: Fields, laws: AuctionLaws) -> Contract | None:
    contract = read_contract(f)
    if contract is not None and contract.strain not in laws.table.tricks:
        strains = " ".join(laws.strains)
        f.add(
            "contract",
            f"{STRAIN_WORDS[contract.strain]} ({contract.strain}) are not a "
            f"strain of {laws.code} ({strains})",
        )
        return None
    return contract


def _read_voids(f: Fields, strain: str | None, honours: dict[Seat, int]) -> tuple[Seat, ...]:
    voids = f.seat_list("voids")
    if not voids:
        return ()
    if strain == "NT":
        f.add("voids", "a no-trump contract has no trump suit: chicane is for suit contracts only")
        return ()
    if len(voids) == 4:
        f.add("voids", "all four hands cannot be void of trumps")
        return ()
    for seat in voids:
        if honours.get(seat):
            n = honours[seat]
            f.add(
                "voids",
                f"{seat.value} is void of trumps but holds {n} honour{'' if n == 1 else 's'}",
            )
    return voids


def _read_revokes(
    f: Fields, laws: AuctionLaws, declarer: Seat | None, result: int | None
) -> tuple[AuctionRevoke, ...]:
    """Each revoke's seat and, exactly where the declarer has a choice, his ``penalty`` (§2.5)."""
    read: list[_ReadRevoke] = []
    dummy = declarer.partner if declarer else None
    for r in f.objects("revokes"):
        r.only(("by", "penalty"), " in a revoke")
        by = revoke_seat(r, dummy, " (1912 laws 63, 83)")
        given = r.has("penalty")
        chosen = r.choice("penalty", ("points", "tricks"))
        penalty: Penalty | None = (
            "points" if chosen == "points" else "tricks" if chosen == "tricks" else None
        )
        if by is not None and (penalty is not None or not given):
            read.append((r, by, penalty, given))
    if declarer is None or not read:
        return ()
    reason = _no_choice(laws, {by.side for _r, by, _p, _g in read}, declarer.side)
    if reason is None:
        return _declarers_choice(read, laws, result)
    for r, _by, _p, given in read:
        if given:
            r.add("penalty", reason)
    return tuple(AuctionRevoke(by) for _r, by, _p, _g in read)


_ReadRevoke = tuple[Fields, Seat, Penalty | None, bool]
"""One revoke as read: its fields, seat, penalty, and whether a penalty was given."""


def _no_choice(laws: AuctionLaws, sides: set[Side], declarers: Side) -> str | None:
    """Why the law leaves the declarer no choice of penalty for these revokes (§2.5), or None
    when an adversary alone revoked and the declarer chooses."""
    if laws.two_tricks:
        return (
            f"under revoke_penalty=two_tricks ({laws.code}) each revoke "
            f"transfers two tricks: there is no penalty to choose"
        )
    if len(sides) == 2:
        return "both sides revoked: only honours are scored, so there is no penalty to choose"
    if declarers in sides:
        return (
            "a revoke by the declarer's side leaves no choice: the "
            "adversaries score the penalty points"
        )
    return None


def _declarers_choice(
    read: list[_ReadRevoke], laws: AuctionLaws, result: int | None
) -> tuple[AuctionRevoke, ...]:
    """An adversary revoked: the declarer chooses points or tricks where the law lets him (the
    first revoke, or every one under ``later_revokes=same_as_first``)."""
    out: list[AuctionRevoke] = []
    total = result if result is not None else 0
    for i, (r, by, penalty, given) in enumerate(read):
        choice = i == 0 or not laws.later_fixed
        short = 13 - total < REVOKE_TRICKS
        if choice and laws.shortfall_forbid and short and result is not None:
            if penalty == "tricks":
                r.add(
                    "penalty",
                    f"the adversaries hold only {13 - total} tricks: under "
                    f"revoke_tricks_shortfall=forbid_option the declarer takes "
                    f"the points",
                )
            out.append(AuctionRevoke(by, "points"))
        elif choice:
            if not given:
                r.add("penalty", "missing: the declarer's choice, points or tricks")
            elif penalty == "tricks":
                total += min(REVOKE_TRICKS, 13 - total)
            out.append(AuctionRevoke(by, penalty))
        else:
            if penalty == "tricks":
                r.add(
                    "penalty",
                    "a later revoke costs a fixed 100 (later_revokes=fixed_100): the "
                    "declarer has no choice of tricks",
                )
            out.append(AuctionRevoke(by, None))
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# Scoring one deal (§2.3)
# ---------------------------------------------------------------------------------------------


def _doubled(doubles: int) -> str:
    return ("", ", doubled", ", redoubled")[doubles]


def honour_entries(d: AuctionHand, laws: AuctionLaws) -> tuple[list[Entry], Side | None]:
    """Honours to the holders' side (§2.4); returns the entries and the side that scores them."""
    held = dict(d.honours)
    strain = d.contract.strain
    t = laws.table.tricks[strain]
    for side in SIDES:
        counts = [held.get(s, 0) for s in side.seats]
        tot = sum(counts)
        if tot < 3:
            continue
        most = max(counts)
        if strain == "NT":
            nt_words, value = NT_HONOURS[(tot, 4 if most == 4 else 3)]
            return [Entry(side, "above", value, "honours", f"{nt_words}: {value}")], side
        words, multiple, tens = TRUMP_HONOURS[(tot, most if most >= 4 else 3)]
        value = tens if laws.table.tens else multiple * t
        return [
            Entry(side, "above", value, "honours", f"{words}, {STRAIN_WORDS[strain]}: {value}")
        ], side
    return [], None


def chicane_entries(d: AuctionHand, laws: AuctionLaws, honour_side: Side | None) -> list[Entry]:
    """Chicane (a hand void of trumps), by the code's rule (§2.4); never doubled.

    ``deduct``: added to the void side's honours when that side scores honours, deducted from
    the adversaries' when they do (double chicane: they always hold the honours then). When no
    honours are claimed there is no honour score to deduct from, and chicane is added to the
    void side — the reading rules-whist.md §6.4 (5) states for the same Whist Club rule in
    bridge whist; the net is the same either way.
    """
    if laws.chicane == "none" or not d.voids or d.contract.strain == "NT":
        return []
    t = laws.table.tricks[d.contract.strain]
    simple = 30 if laws.table.tens else 2 * t
    four = 40 if laws.table.tens else 4 * t
    suit = STRAIN_WORDS[d.contract.strain]
    out: list[Entry] = []
    for side in SIDES:
        void = [s for s in side.seats if s in d.voids]
        if not void:
            continue
        names = " and ".join(s.value for s in void)
        if laws.chicane == "additive":
            value = simple * len(void)
            out.append(
                Entry(
                    side,
                    "above",
                    value,
                    "chicane",
                    f"chicane, {names} void of trumps, {suit}: {value}",
                )
            )
            continue
        double = len(void) == 2
        value = four if double else simple
        kind = "double chicane" if double else "chicane"
        if honour_side is None or honour_side is side:
            out.append(
                Entry(
                    side,
                    "above",
                    value,
                    "chicane",
                    f"{kind}, {names} void of trumps, {suit}: {value}",
                )
            )
        else:
            other = side.other
            out.append(
                Entry(
                    other,
                    "above",
                    -value,
                    "chicane",
                    f"{kind} of {names}, deducted from {other.value}'s honours, {suit}: {-value}",
                )
            )
    return out


@dataclass(slots=True)
class _Play:
    """The state of a deal after the revokes: tricks as they lie and who may score."""

    total: int
    decl_can_score: bool = True
    def_can_score: bool = True
    took_tricks: bool = False
    transferred: int = 0  # tricks moved to (+) or from (−) the declarer's side
    stop: bool = False  # both sides revoked: honours (and extra-revoke points) only

    def move(self, n: int) -> None:
        """Move ``n`` tricks to the declarer's side (from it when negative), as many as there
        are to move."""
        moved = min(n, 13 - self.total) if n > 0 else -min(-n, self.total)
        self.total += moved
        self.transferred += moved
        self.took_tricks |= moved > 0


def _both_sides_entries(by_side: dict[Side, list[AuctionRevoke]]) -> list[Entry]:
    """Both sides revoked, ``both_sides_revoke=honours_plus_100``: each of a side's revokes after
    its first gives 100 to the other side (1912 law 89)."""
    out: list[Entry] = []
    for side in SIDES:
        extra = len(by_side[side]) - 1
        if extra:
            value = EXTRA_REVOKE * extra
            words = f"{number_word(extra)} further revoke{'s' if extra > 1 else ''}"
            out.append(
                Entry(
                    side.other,
                    "above",
                    value,
                    "revoke",
                    f"both sides revoked; {words} by {side.value}: {value}",
                )
            )
    return out


def revoke_entries(d: AuctionHand, laws: AuctionLaws) -> tuple[list[Entry], _Play]:
    """Classify the revokes and mark their point penalties (§2.5)."""
    ds = d.declarer.side
    fs = ds.other
    play = _Play(d.result)
    if not d.revokes:
        return [], play
    out: list[Entry] = []
    if laws.two_tricks:
        for r in d.revokes:
            play.move(-TRANSFER_TRICKS if r.by.side is ds else TRANSFER_TRICKS)
        return out, play
    by_side = {side: [r for r in d.revokes if r.by.side is side] for side in SIDES}
    if by_side[ds] and by_side[fs]:
        play.stop = True
        return (_both_sides_entries(by_side) if laws.both_plus_100 else []), play
    if by_side[ds]:
        play.decl_can_score = False
        for i, r in enumerate(by_side[ds]):
            value = LATER_REVOKE if i and laws.later_fixed else laws.revoke_points
            further = "further " if i else ""
            out.append(
                Entry(
                    fs,
                    "above",
                    value,
                    "revoke",
                    f"{further}revoke by {r.by.value} (declarer): {value} to the adversaries",
                )
            )
        return out, play
    play.def_can_score = False
    for i, r in enumerate(by_side[fs]):
        if r.penalty == "tricks":
            play.move(REVOKE_TRICKS)
            continue
        value = laws.revoke_points if r.penalty == "points" else LATER_REVOKE
        further = "further " if i else ""
        out.append(
            Entry(
                ds,
                "above",
                value,
                "revoke",
                f"{further}revoke by {r.by.value}: {value} to the declarer",
            )
        )
    return out, play


def trick_points(contract: Contract, tricks: int, laws: AuctionLaws) -> int:
    """All the odd tricks won, at the trick value times 1, 2 or 4 (1912 laws 47, 53)."""
    return (tricks - 6) * laws.table.tricks[contract.strain] * contract.doubling.multiplier


def doubled_bonus(contract: Contract, won: int) -> int:
    """50 (100 redoubled), and as much again per trick over the contract (1912 law 56)."""
    if contract.doubling.doubles == 0 or won < contract.tricks_needed:
        return 0
    b = DOUBLED_BONUS[contract.doubling.doubles]
    return b + b * (won - contract.tricks_needed)


def undertrick_points(contract: Contract, tricks: int) -> int:
    """50, 100 or 200 for each trick short, regardless of suit (1912 law 47)."""
    return UNDERTRICK[contract.doubling.doubles] * max(0, contract.tricks_needed - tricks)


def one_spade_capped(d: AuctionHand, laws: AuctionLaws, dealer: Seat) -> bool:
    """Whether the one-spade limit holds for this deal (§2.3 step 4, A-2).

    1908: any final one spade at 2, doubled or redoubled. 1912/1913: the dealer's original one
    spade, unless redoubled; where the dealer must bid, a final 1♠ is always his.
    """
    c = d.contract
    if c.level != 1 or c.strain != "S" or not laws.table.two_point_spade:
        return False
    if laws.one_spade_always:
        return True
    return c.doubling.doubles < 2 and (not laws.dealer_may_pass or d.declarer is dealer)


def deal_entries(
    d: AuctionHand | Played[AuctionHand], laws: AuctionLaws, dealer: Seat
) -> list[Entry]:
    """Everything marked for one played deal (its hand, or the deal as read), in the order of
    §2.3."""
    if isinstance(d, Played):
        d = d.hand
    ds = d.declarer.side
    fs = ds.other
    c = d.contract
    doubles = c.doubling.doubles
    suit = STRAIN_WORDS[c.strain]
    entries, honour_side = honour_entries(d, laws)
    entries += chicane_entries(d, laws, honour_side)
    marks, play = revoke_entries(d, laws)
    entries += marks
    if play.stop:
        return entries
    total = play.total
    note = ""
    if play.transferred > 0:
        note = f" ({number_word(play.transferred)} revoke tricks included)"
    elif play.transferred < 0:
        note = f" ({number_word(-play.transferred)} revoke tricks lost)"
    if total >= c.tricks_needed:
        if play.decl_can_score:
            pts = trick_points(c, total, laws)
            entries.append(
                Entry(
                    ds,
                    "below",
                    pts,
                    "tricks",
                    f"{by_cards(total - 6)} at {suit}{_doubled(doubles)}{note}: {pts}",
                )
            )
            bonus = _bonus(d, laws, play)
            if bonus:
                extra = min(d.result, total) - c.tricks_needed
                b = DOUBLED_BONUS[doubles]
                more = (
                    f", {b} and {b} for {'each of ' if extra > 1 else ''}"
                    f"{number_word(extra)} extra trick{'s' if extra > 1 else ''}"
                    if extra
                    else ""
                )
                entries.append(
                    Entry(
                        ds,
                        "above",
                        bonus,
                        "doubled_bonus",
                        f"{'re' if doubles == 2 else ''}doubled contract made{more}: {bonus}",
                    )
                )
    elif play.def_can_score:
        pen = undertrick_points(c, total)
        short = c.tricks_needed - total
        words = (
            f"{number_word(short)} undertrick{'s' if short > 1 else ''}{_doubled(doubles)}{note}"
        )
        if one_spade_capped(d, laws, dealer) and pen > ONE_SPADE_CAP:
            entries.append(
                Entry(
                    fs,
                    "above",
                    ONE_SPADE_CAP,
                    "undertricks",
                    f"{words}: {pen}, limited at one spade to {ONE_SPADE_CAP}",
                )
            )
        else:
            entries.append(Entry(fs, "above", pen, "undertricks", f"{words}: {pen}"))
    entries += slam_entries(d, laws, play)
    return entries


def _bonus(d: AuctionHand, laws: AuctionLaws, play: _Play) -> int:
    """The doubled bonus; none once penalty tricks were taken, unless in_play_tricks (A-3)."""
    if play.took_tricks and (not laws.bonus_in_play or d.result < d.contract.tricks_needed):
        return 0
    return doubled_bonus(d.contract, min(d.result, play.total))


def slam_entries(d: AuctionHand, laws: AuctionLaws, play: _Play) -> list[Entry]:
    """Little (12) or grand (13) slam on tricks won in play, never to a side that revoked or may
    not score (§2.1-8; 1904 law 9; 1912 laws 7–8)."""
    little, grand = laws.table.slams
    ds = d.declarer.side
    out: list[Entry] = []
    for side, won, may in (
        (ds, d.result, play.decl_can_score),
        (ds.other, 13 - d.result, play.def_can_score),
    ):
        if won < 12 or not may or any(r.by.side is side for r in d.revokes):
            continue
        if won == 13:
            out.append(
                Entry(
                    side,
                    "above",
                    grand,
                    "grand_slam",
                    f"grand slam, thirteen tricks in play: {grand}",
                )
            )
        else:
            out.append(
                Entry(
                    side,
                    "above",
                    little,
                    "little_slam",
                    f"little slam, twelve tricks in play: {little}",
                )
            )
    return out


# ---------------------------------------------------------------------------------------------
# The rubber, on the rubber engine
# ---------------------------------------------------------------------------------------------


class AuctionTally(Tally[AuctionLaws, AuctionHand]):
    """Games at 30, the rubber at two games with 250, an unfinished rubber's allowance per
    ``unfinished_rubber`` (§2.1, §2.3 step 6)."""

    target = GAME
    __slots__ = ()

    def mark(
        self, index: int, hand: AuctionHand, dealer: Seat, vulnerable: tuple[Side, ...] | None
    ) -> Marked:
        return Marked(deal_entries(hand, self.laws, dealer), hand.summary())

    def rubber_bonus(self, winner: Side) -> int:
        return RUBBER_BONUS

    def allowances(self) -> dict[Side, int]:
        per_game = self.laws.per_game_allowance
        return {s: per_game * self.games_won[s] for s in SIDES if per_game and self.games_won[s]}


# ---------------------------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------------------------


class Auction(GameRules):
    """Auction bridge under the six codes of §2.2."""

    game = "auction"
    title = "Auction bridge"
    family = "bridge"
    codes = (
        CodeInfo(
            "portland_1908",
            "Auction 1908 – Bath & Portland, bridge count",
            "Laws of Auction Bridge, Portland & Bath Clubs 1908 (Hoffmann/Bergholt, "
            "Hoyle's Games Modernized, 1909)",
        ),
        CodeInfo(
            "whist_club_1912",
            "Auction 1912 – new count, royal spades",
            "Whist Club of New York code of November 1912 (M. C. Work, Auction of To-day, 1913)",
        ),
        CodeInfo(
            "whist_club_1913",
            "Auction Nov 1913 – Foster's Complete Hoyle",
            "Whist Club code of November 1913 (The Spectator, 28 February 1914; R. F. Foster, "
            "Foster's Complete Hoyle, 1914)",
        ),
        CodeInfo(
            "portland_1914",
            "Royal Auction 1914 – English code",
            "English code of 1914 (Foster's Complete Hoyle, 1914, note on the English rule)",
        ),
        CodeInfo(
            "whist_club_1915",
            "Auction 1915–1925 – Whist Club, spades 9",
            "Laws of Auction, Whist Club 1915 (Scribner); G. E. Atherton, The ABC of "
            "Auction Bridge, 1916",
        ),
        CodeInfo(
            "whist_club_1926",
            "Auction late American – Whist Club 1926+/USPCC",
            "American laws of 1926 on (Time, 22 March 1926; the United States Playing Card "
            "Company's Official Rules, 1973; New Zealand newspapers, 1927–31)",
        ),
    )
    default_code = "whist_club_1913"
    house_rules = HOUSE_RULES
    tally = AuctionTally
    _memo: tuple[str, Settings, dict[str, Any], AuctionLaws] | None = None
    hint_game = "auction"

    # -- reading -------------------------------------------------------------------------------
    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> AuctionDeal | None:
        return read_deal(f, self._laws_of(rubber.code or self.default_code, settings))

    def _laws_of(self, code: str, settings: Settings) -> AuctionLaws:
        # Every deal of a rubber is read with the same settings: keep the last laws at hand.
        memo = self._memo
        if memo is not None and memo[0] == code and memo[1] is settings and memo[2] == settings:
            return memo[3]
        laws = AuctionLaws.of(code, settings)
        self._memo = (code, settings, dict(settings), laws)
        return laws

    # -- scoring -------------------------------------------------------------------------------
    def laws_of(self, code: str, settings: Settings) -> AuctionLaws:
        return self._laws_of(code, settings)

    # -- entry ---------------------------------------------------------------------------------
    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        laws = AuctionLaws.of(code, settings)
        fields = ["dealer", "declarer", "contract", "result", "honours"]
        if laws.chicane != "none":
            fields.append("voids")
        fields.append("revokes")
        if laws.dealer_may_pass:
            fields.append("passed_out")
        fields.append("new_deal")
        return FormSpec(
            fields=tuple(fields),
            honours="seat",
            honour_count=5,
            strains=laws.strains,
            revoke_by="seat",
            revoke_penalties=() if laws.two_tricks else ("points", "tricks"),
            revoke_tricks=False,
            max_doubles=2,
            passed_out=laws.dealer_may_pass,
            voids=laws.chicane != "none",
        )

    def parse_shorthand(self, text: str, rubber: Rubber, settings: Settings) -> dict[str, Any]:
        """Turn ``3HX S 8 hS4 hN1 vW rW:tricks`` into a deal record (read by
        :mod:`scorepad.records.quick_entry`), checked as a deal.

        >>> Auction().parse_shorthand("3hx s 8 hS4 hN1 rW:tricks", Rubber("auction"), {})
        {'declarer': 'S', 'contract': '3HX', 'result': 8, 'honours': {'S': 4, 'N': 1}, \
'revokes': [{'by': 'W', 'penalty': 'tricks'}]}
        """
        number = len(rubber.deals) + 1
        # Lazy: the quick-entry grammar, with the first line typed (records.quick_entry, ~18 ms)
        from scorepad.records.quick_entry import parse_line

        deal = parse_line(self.game, text, deal=number)
        f = Fields(deal, number)
        laws = AuctionLaws.of(rubber.code or self.default_code, settings)
        read_auction_deal(f, laws)
        if f.problems:
            raise InvalidEntryError(f.problems)
        return deal
