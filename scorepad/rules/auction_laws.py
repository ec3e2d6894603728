"""The auction codes' laws as data: the scoring constants, the table of what each historical
code (1908 to the late American code) says, and the :class:`AuctionLaws` a rubber is scored by
(``rules-bridge.md``, auction). The play of a deal under them is :mod:`scorepad.rules.auction`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from scorepad.i18n import N_, Text
from scorepad.records.houserules import HouseRule
from scorepad.rules.base import Settings

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
    "C": Text("clubs"),
    "D": Text("diamonds"),
    "H": Text("hearts"),
    "S": Text("spades"),
    "RS": Text("royal spades"),
    "NT": Text("no trumps"),
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

TRUMP_HONOURS: Mapping[tuple[int, int], tuple[Text, int, int]] = {
    (3, 3): (Text("simple honours"), 2, 30),
    (4, 3): (Text("four honours"), 4, 40),
    (4, 4): (Text("four honours in one hand"), 8, 80),
    (5, 3): (Text("five honours"), 5, 50),
    (5, 4): (Text("four honours in one hand and the fifth in partner's"), 9, 90),
    (5, 5): (Text("five honours in one hand"), 10, 100),
}
"""(honours the side holds, most in one hand — 3 meaning "three or fewer") → (words, multiple of
the trick value, value in the tens scale). Source: Bridge law 6 (1904); FOSTER1914 honour table;
USPCC1973 (tens)."""

NT_HONOURS: Mapping[tuple[int, int], tuple[Text, int]] = {
    (3, 3): (Text("three aces"), 30),
    (4, 3): (Text("four aces"), 40),
    (4, 4): (Text("four aces in one hand"), 100),
}
"""Aces at no trumps, every code; a 2–2 split scores nothing. Source: Bridge law 6; 1912 law 6."""


# ---------------------------------------------------------------------------------------------
# House rules (§8.1)
# ---------------------------------------------------------------------------------------------


def _per_code(*values: Any) -> dict[str, Any]:
    return dict(zip(CODE_TABLES, values, strict=True))


_P1908 = "The Laws of Auction Bridge, Portland and Bath Clubs, 1908"
# Translators: a code of laws; the title of the book in ( ) stays in English.
_WC1912 = Text(
    "the Whist Club of New York code of November 1912 (M. C. Work, Auction of To-day, 1913)"
)
# Translators: a code of laws; the newspaper's name in ( ) stays in English.
_WC1913 = Text("the Whist Club code of November 1913 (The Spectator, 28 February 1914)")
_AGREED = N_("Not settled by the laws of auction bridge; a club's own agreement.")

HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "chicane",
        N_(
            "How chicane (a hand with no trumps) is scored: twice the trick value to the side "
            "holding it, as simple honours to that side or off the adversaries' honours, or not "
            "at all."
        ),
        ("additive", "deduct", "none"),
        _per_code("additive", "deduct", "none", "additive", "none", "none"),
        labels={
            "additive": N_("twice the trick value"),
            "deduct": N_("as simple honours"),
            "none": N_("not counted"),
        },
        # Translators: a source: {p1908} is the title of a code of laws (English), {wc1912}
        # and {wc1913} name two later codes.
        source=Text(
            "{p1908}, keeping the Laws of Bridge of 1904, law 8 (twice the trick value); "
            "{wc1912} (as simple honours); abolished by {wc1913}.",
            p1908=_P1908,
            wc1912=_WC1912,
            wc1913=_WC1913,
        ),
        title=N_("Chicane"),
    ),
    HouseRule(
        "revoke_penalty",
        N_(
            "How a revoke is punished: by a fixed number of points, which the declarer may take "
            "as three tricks instead when an adversary revokes; or by two tricks for each "
            "revoke, with the revoking side still free to score."
        ),
        ("points_or_tricks", "two_tricks"),
        _per_code(*(["points_or_tricks"] * 5), "two_tricks"),
        labels={"points_or_tricks": N_("points or three tricks"), "two_tricks": N_("two tricks")},
        # Translators: a source: {p1908} is the title of a code of laws (English).
        source=Text(
            "{p1908}, law 90, and the Whist Club codes of 1912 to 1925 (points or tricks); "
            "the American laws from 1926, as reported in New Zealand newspapers, 1927 to 1931 "
            "(two tricks).",
            p1908=_P1908,
        ),
        title=N_("Revoke penalty"),
    ),
    HouseRule(
        "revoke_points",
        N_(
            "How many points a revoke costs, whether they go to the adversaries or the declarer "
            "takes them instead of three tricks. It does not apply when a revoke costs two "
            "tricks."
        ),
        (150, 100),
        _per_code(150, 150, 100, 150, 100, 100),
        labels={150: N_("150 points"), 100: N_("100 points")},
        # Translators: a source: {p1908} is the title of a code of laws (English), {wc1912}
        # and {wc1913} name two later codes.
        source=Text(
            "{p1908}, law 90, and {wc1912} (150 points); {wc1913} (100 points).",
            p1908=_P1908,
            wc1912=_WC1912,
            wc1913=_WC1913,
        ),
        title=N_("Points for a revoke"),
    ),
    HouseRule(
        "later_revokes",
        N_(
            "How a side's second and later revokes in the same deal are punished: by the full "
            "penalty again, with the declarer's choice, or by 100 points each with no choice."
        ),
        ("same_as_first", "fixed_100"),
        _per_code(
            "same_as_first", "fixed_100", "fixed_100", "same_as_first", "fixed_100", "fixed_100"
        ),
        labels={"same_as_first": N_("the full penalty again"), "fixed_100": N_("100 points each")},
        # Translators: a source: {p1908} is the title of a code of laws (English), {wc1912}
        # names a later code. The words in “ ” quote the law and stay in English.
        source=Text(
            "{p1908}, law 90: “the penalty for each revoke”; {wc1912}, law 84(c) (100 points "
            "each).",
            p1908=_P1908,
            wc1912=_WC1912,
        ),
        title=N_("Later revokes in a deal"),
    ),
    HouseRule(
        "both_sides_revoke",
        N_(
            "Whether, when both sides revoke and only honours are scored, each revoke of a side "
            "after its first also gives 100 points to the other side."
        ),
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
            "honours_only": N_("honours only"),
            "honours_plus_100": N_("honours, and 100 a later revoke"),
        },
        # Translators: a source: {p1908} is the title of a code of laws (English), {wc1912}
        # names a later code.
        source=Text(
            "{p1908}, law 90, last paragraph (honours only); {wc1912}, law 89 (100 for "
            "each further revoke).",
            p1908=_P1908,
            wc1912=_WC1912,
        ),
        title=N_("Revokes by both sides"),
    ),
    HouseRule(
        "one_spade_limit",
        N_(
            "Whether the 100-point limit on what a bid of one spade can lose in undertricks "
            "still holds when it is redoubled. It matters only in the codes of 1908 to 1913, "
            "where spades count 2."
        ),
        ("unless_redoubled", "always"),
        _per_code(
            "always",
            "unless_redoubled",
            "unless_redoubled",
            "unless_redoubled",
            "unless_redoubled",
            "unless_redoubled",
        ),
        labels={
            "unless_redoubled": N_("not when redoubled"),
            "always": N_("even when redoubled"),
        },
        # Translators: a source: {p1908} is the title of a code of laws (English), {wc1912}
        # names a later code. The words in “ ” quote the laws and stay in English.
        source=Text(
            "{p1908}: “whether doubled or not”; {wc1912}, law 48: “unless redoubled”.",
            p1908=_P1908,
            wc1912=_WC1912,
        ),
        title=N_("One-spade limit"),
    ),
    HouseRule(
        "penalty_tricks_bonus",
        N_(
            "Whether a doubled declarer who took revoke tricks still earns the bonus when the "
            "tricks won in play make the contract on their own."
        ),
        ("no_bonus", "in_play_tricks"),
        _per_code(*(["no_bonus"] * 6)),
        labels={"no_bonus": N_("no bonus"), "in_play_tricks": N_("bonus on tricks won in play")},
        # Translators: a source: {wc1912} names a code of laws. The words in “ ” quote it and
        # stay in English, as does the book's title.
        source=Text(
            "{wc1912}: penalty tricks “shall not entitle him to score any bonus”; R. F. "
            "Foster, Foster's Complete Hoyle, 1914: no bonus at all once the tricks are taken.",
            wc1912=_WC1912,
        ),
        title=N_("Bonus with revoke tricks"),
    ),
    HouseRule(
        "revoke_tricks_shortfall",
        N_(
            "How the three-trick penalty works when the adversaries hold fewer than three "
            "tricks: the declarer takes all they have, or must take the points instead."
        ),
        ("transfer_all_available", "forbid_option"),
        _per_code(*(["transfer_all_available"] * 6)),
        labels={
            "transfer_all_available": N_("take all they have"),
            "forbid_option": N_("take the points instead"),
        },
        source=_AGREED,
        title=N_("Too few tricks to give up"),
    ),
    HouseRule(
        "dealer_may_pass",
        N_(
            "Whether the dealer may pass by saying “no bid”, so that a deal can be passed out. "
            "If not, a deal that nobody bids is refused as a mistake."
        ),
        (True, False),
        _per_code(False, False, False, True, True, True),
        labels={True: N_("may pass"), False: N_("must bid")},
        # Translators: a source. The book's title and the words in “ ” stay in English.
        source=N_(
            "R. F. Foster, Foster's Complete Hoyle, 1914, note on the English code of 1914 "
            "(the dealer may say “no bid”, and some players in America adopt the English rule)."
        ),
        title=N_("Dealer may pass"),
    ),
    HouseRule(
        "unfinished_rubber",
        N_(
            "How a rubber stopped before its end is scored: with no allowance, or with 125 "
            "points to a side for each game it has won."
        ),
        ("no_allowance", "125_per_game"),
        _per_code(*(["no_allowance"] * 6)),
        labels={"no_allowance": N_("no allowance"), "125_per_game": N_("125 for each game won")},
        # Translators: a source. The magazine's name and the words in “ ” stay in English.
        source=N_("No law found; Time, 22 March 1926, counts “125 for game”."),
        title=N_("Unfinished rubber"),
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
