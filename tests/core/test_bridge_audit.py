"""Audit of auction, contract and Chicago scoring against ``rules-bridge.md``, case by case.

Every expected figure here was worked out by hand from the spec text (the section named in the
case id), not by running the scorer. Each case is a whole rubber record; the expectations are the
facts the golden files check (per-deal below/above sums by side, games with the loser's score,
totals, net, rubber keys), plus dealers and vulnerability where the rule is about them, or the
input error (deal and field) where the rule is a validation.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorepad.errors import RecordError
from scorepad.rules import score_record

Sums = tuple[int, int, int, int]  # NS below, NS above, EW below, EW above


def d(declarer: str, contract: str, result: int, **kw: Any) -> dict[str, Any]:
    return {"declarer": declarer, "contract": contract, "result": result, **kw}


def rv(by: str, penalty: str | None = None) -> dict[str, Any]:
    return {"by": by} if penalty is None else {"by": by, "penalty": penalty}


def ct(by: str, tricks: int) -> dict[str, Any]:
    return {"by": by, "tricks": tricks}


PASS: dict[str, Any] = {"passed_out": True}
NEW: dict[str, Any] = {"new_deal": True}


def rec(
    game: str,
    code: str | None,
    deals: list[dict[str, Any]],
    house: dict[str, Any] | None = None,
    first_dealer: str | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {"format": "scorepad-rubber/1", "game": game, "deals": deals}
    if code:
        out["code"] = code
    if house:
        out["house_rules"] = house
    if first_dealer:
        out["first_dealer"] = first_dealer
    return out


CASES: list[Any] = []


def case(cid: str, record: dict[str, Any], **expect: Any) -> None:
    CASES.append(pytest.param(record, expect, id=cid))


def auc(code: str | None, deals: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    return rec("auction", code, deals, **kw)


def con(code: str | None, deals: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    return rec("contract", code, deals, **kw)


def chi(code: str | None, deals: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    return rec("chicago", code, deals, **kw)


# =============================================================================================
# §2.1 / §2.3 auction invariants (whist_club_1913 unless named: C6 D7 H8 S2 RS9 NT10)
# =============================================================================================

# 2H by S, ten tricks: all four odd tricks score, 4 x 8 = 32 -> game.
case(
    "s2.1-3-all-odd-tricks-score",
    auc(None, [d("S", "2H", 10)]),
    deals=[(32, 0, 0, 0)],
    games=[("NS", 0)],
    totals=(32, 0),
)
# 4NT by E, eight tricks: two down, 50 each regardless of suit.
case(
    "s2.1-4-undertricks-regardless-of-suit",
    auc(None, [d("E", "4NT", 8)]),
    deals=[(0, 100, 0, 0)],
    games=[],
    totals=(100, 0),
    rubber={"complete": False, "winner": None},
)
case("s2.1-4-undertricks-doubled", auc(None, [d("N", "3DX", 7)]), deals=[(0, 0, 0, 200)])
case("s2.1-4-undertricks-redoubled", auc(None, [d("N", "3DXX", 7)]), deals=[(0, 0, 0, 400)])
# 4HX made with one over: 5 x 8 x 2 = 80 below, 50 + 50 above.
case(
    "s2.1-6-doubled-bonus-extra-trick",
    auc(None, [d("S", "4HX", 11)]),
    deals=[(80, 100, 0, 0)],
    games=[("NS", 0)],
)
# 2HXX made with two over: 4 x 8 x 4 = 128 below; 100 + 2 x 100 above.
case("s2.1-6-redoubled-bonus", auc(None, [d("S", "2HXX", 10)]), deals=[(128, 300, 0, 0)])
# 2H doubled made exactly: 2 x 8 x 2 = 32 -> doubled into game, bonus 50.
case(
    "s2.9-doubled-into-game",
    auc(None, [d("S", "2HX", 8)]),
    deals=[(32, 50, 0, 0)],
    games=[("NS", 0)],
)
# Honours to the holders whatever the result: NS hold three of the five hearts honours.
case(
    "s2.1-7-honours-to-holders-failing-declarer",
    auc(None, [d("S", "4H", 9, honours={"N": 2, "S": 1, "E": 1, "W": 1})]),
    deals=[(0, 16, 0, 50)],
)
case(
    "s2.1-7-honours-to-defenders",
    auc(None, [d("S", "2C", 8, honours={"E": 2, "W": 2, "N": 1})]),
    deals=[(12, 0, 0, 24)],
)
# Excess over 30 counts in the totals; the loser's part-score is cut off but still counts.
case(
    "s2.3-6-part-score-cut-off-still-counts",
    auc(None, [d("E", "1H", 9), d("N", "3NT", 12), d("E", "2H", 9)]),
    deals=[(0, 0, 24, 0), (60, 20, 0, 0), (0, 0, 24, 0)],
    games=[("NS", 24)],
    totals=(80, 48),
    rubber={"complete": False, "winner": None},
)

# --- §2.8 worked examples ---------------------------------------------------------------------
# Foster: Z (= W) plays 3HX, wins the odd trick only, takes three revoke tricks: four by cards
# doubled = 64 toward game, no bonus.
case(
    "s2.8-foster-64",
    auc("whist_club_1913", [d("W", "3HX", 7, revokes=[rv("N", "tricks")])]),
    deals=[(0, 0, 64, 0)],
    games=[("EW", 0)],
    totals=(0, 64),
)
# Foster: 3H making the odd trick only, declarer's simple honours: 16 to him, 100 to the others.
case(
    "s2.8-foster-3H-odd-trick-simple-honours",
    auc("whist_club_1913", [d("S", "3H", 7, honours={"N": 2, "S": 1, "E": 1, "W": 1})]),
    deals=[(0, 16, 0, 100)],
)
# Foster's footnote: bid 7, took 12 -> 20 little slam to the declarer, 50 to the adversaries.
case(
    "s2.8-foster-bid-7-took-12", auc("whist_club_1913", [d("S", "7H", 12)]), deals=[(0, 20, 0, 50)]
)
# Work: 4H doubled and made = 64 below + 50; redoubled 128 + 100; one down 100 / 200.
case("s2.8-work-4HX-made", auc("whist_club_1912", [d("S", "4HX", 10)]), deals=[(64, 50, 0, 0)])
case("s2.8-work-4HXX-made", auc("whist_club_1912", [d("S", "4HXX", 10)]), deals=[(128, 100, 0, 0)])
case("s2.8-work-4HX-one-down", auc("whist_club_1912", [d("S", "4HX", 9)]), deals=[(0, 0, 0, 100)])
case("s2.8-work-4HXX-one-down", auc("whist_club_1912", [d("S", "4HXX", 9)]), deals=[(0, 0, 0, 200)])
# Bergholt 1908: 2NT, nine tricks, three aces: 36 + 30 = 66, game from love.
case(
    "s2.8-bergholt-66",
    auc("portland_1908", [d("S", "2NT", 9, honours={"N": 2, "S": 1, "E": 1})]),
    deals=[(36, 30, 0, 0)],
    games=[("NS", 0)],
    totals=(66, 0),
)
# Bergholt 1908: 3HX, odd trick only: 200 to the doublers, 16 simple honours to the declarer.
case(
    "s2.8-bergholt-184",
    auc("portland_1908", [d("S", "3HX", 7, honours={"N": 2, "S": 1, "E": 1, "W": 1})]),
    deals=[(0, 16, 0, 200)],
    net=(-184),
)
# Time 1926 (1915 count): 7S with all thirteen spades: 63 + 100 grand slam + 90 honours.
case(
    "s2.8-time-1926-378",
    auc("whist_club_1915", [d("S", "7S", 13, honours={"S": 5})]),
    deals=[(63, 190, 0, 0)],
    games=[("NS", 0)],
    totals=(253, 0),
)
# Work's sample rubber (1912 code, ch. X), deal by deal as printed: final 1033 to 621 = 412.
case(
    "s2.8-work-sample-rubber-1033-621",
    auc(
        "whist_club_1912",
        [
            d("S", "1H", 8, honours={"N": 2, "S": 2, "E": 1}),  # We 16 + 32
            d("E", "1RS", 8, honours={"E": 4, "N": 1}),  # They 18 + 72
            d("E", "3NT", 7, honours={"E": 2, "W": 1, "N": 1}),  # We 100 v. They 30
            d("S", "1NT", 12, honours={"N": 2, "S": 2}),  # We 60 + 60 (game)
            d("W", "1RS", 9, honours={"W": 2, "E": 1, "N": 1, "S": 1}),  # They 27 + 18
            d("E", "2HX", 6, honours={"N": 2, "S": 1, "E": 1, "W": 1}),  # We 216
            d("N", "1NT", 8, honours={"N": 2, "S": 1, "W": 1}),  # We 20 + 30
            d("E", "1H", 12, honours={"E": 2, "W": 2, "N": 1}),  # They 48 + 52 (game)
            d("S", "4HX", 8, honours={"S": 4, "E": 1}),  # We 64 v. They 200
            d("N", "3RS", 7, honours={"N": 2, "S": 2, "E": 1}),  # We 36 v. They 100
            d("E", "1H", 9, honours={"E": 2, "W": 2, "N": 1}),  # They 24 + 32
            d("S", "1D", 9, honours={"S": 4, "E": 1}),  # We 21 + 56
            d("N", "1RS", 10, honours={"N": 2, "S": 2, "W": 1}),  # We 36 + 36 (game, rubber)
        ],
    ),
    deals=[
        (16, 32, 0, 0),
        (0, 0, 18, 72),
        (0, 100, 0, 30),
        (60, 60, 0, 0),
        (0, 0, 27, 18),
        (0, 216, 0, 0),
        (20, 30, 0, 0),
        (0, 0, 48, 52),
        (0, 64, 0, 200),
        (0, 36, 0, 100),
        (0, 0, 24, 32),
        (21, 56, 0, 0),
        (36, 36, 0, 0),
    ],
    games=[("NS", 18), ("EW", 20), ("NS", 24)],
    totals=(1033, 621),
    rubber={"complete": True, "winner": "NS", "bonus": 250},
)

# --- §2.1-10 rubber winners losing on points ---------------------------------------------------
# NS win two games (32, 40) but give away 900 on 7NTX nine down: NS 32 + 40 + 250 = 322, EW 900.
case(
    "s2.1-10-rubber-winners-lose-on-points",
    auc(None, [d("S", "2H", 10), d("N", "7NTX", 4), d("N", "1NT", 10)]),
    deals=[(32, 0, 0, 0), (0, 0, 0, 900), (40, 0, 0, 0)],
    games=[("NS", 0), ("NS", 0)],
    totals=(322, 900),
    rubber={"complete": True, "winner": "NS", "bonus": 250},
)
# 2-1 rubber: the third game decides; bonus 250.
case(
    "s2.1-9-rubber-2-1",
    auc(None, [d("S", "2H", 10), d("E", "3NT", 9), d("W", "1NT", 8), d("N", "4H", 10)]),
    deals=[(32, 0, 0, 0), (0, 0, 30, 0), (0, 0, 20, 0), (32, 0, 0, 0)],
    games=[("NS", 0), ("EW", 0), ("NS", 20)],
    totals=(314, 50),
    rubber={"complete": True, "winner": "NS", "bonus": 250},
)

# --- §2.3 step 4 / A-2: the one-spade limit ---------------------------------------------------
# 1908: any final 1S at 2 points, "whether doubled or not", even redoubled: max 100.
case(
    "s2.3-4-one-spade-1908-undoubled",
    auc("portland_1908", [d("N", "1S", 4)]),
    deals=[(0, 0, 0, 100)],
)
case(
    "s2.3-4-one-spade-1908-doubled",
    auc("portland_1908", [d("N", "1SX", 4)]),
    deals=[(0, 0, 0, 100)],
)
case(
    "A-2-one-spade-1908-redoubled-always",
    auc("portland_1908", [d("N", "1SXX", 5)]),
    deals=[(0, 0, 0, 100)],
)
case(
    "A-2-one-spade-1908-unless_redoubled-option",
    auc("portland_1908", [d("N", "1SXX", 5)], house={"one_spade_limit": "unless_redoubled"}),
    deals=[(0, 0, 0, 400)],
)
case(
    "s2.3-4-one-spade-1912-doubled-capped",
    auc("whist_club_1912", [d("N", "1SX", 4)]),
    deals=[(0, 0, 0, 100)],
)
case(
    "A-2-one-spade-1912-redoubled-not-capped",
    auc("whist_club_1912", [d("N", "1SXX", 4)]),
    deals=[(0, 0, 0, 600)],
)
case(
    "A-2-one-spade-1913-redoubled-not-capped",
    auc("whist_club_1913", [d("N", "1SXX", 6)]),
    deals=[(0, 0, 0, 200)],
)
case(
    "A-2-one-spade-1913-always-option",
    auc("whist_club_1913", [d("N", "1SXX", 5)], house={"one_spade_limit": "always"}),
    deals=[(0, 0, 0, 100)],
)
# The cap never touches honours: EW 4 in one hand + 5th in partner's = 9 x 2 = 18, plus 100.
case(
    "s2.3-4-one-spade-cap-not-honours",
    auc("whist_club_1912", [d("N", "1SX", 3, honours={"E": 4, "W": 1})]),
    deals=[(0, 0, 0, 118)],
)
# Not at two spades, not at royal spades, not at the 9-point spade of 1914/1915.
case(
    "s2.3-4-two-spades-not-capped",
    auc("whist_club_1913", [d("N", "2SX", 5)]),
    deals=[(0, 0, 0, 300)],
)
case(
    "s2.3-4-royal-spades-not-capped",
    auc("whist_club_1913", [d("N", "1RSX", 4)]),
    deals=[(0, 0, 0, 300)],
)
case(
    "s2.3-4-one-spade-1914-not-capped",
    auc("portland_1914", [d("N", "1SX", 4)]),
    deals=[(0, 0, 0, 300)],
)
case(
    "s2.3-4-one-spade-1915-not-capped",
    auc("whist_club_1915", [d("N", "1S", 4)]),
    deals=[(0, 0, 0, 150)],
)
# With dealer_may_pass the 1912/1913 limit is the *dealer's* one spade only.
case(
    "s2.3-4-one-spade-1913-dealer-passed-not-his",
    auc("whist_club_1913", [d("S", "1SX", 4, dealer="N")], house={"dealer_may_pass": True}),
    deals=[(0, 0, 0, 300)],
)
case(
    "s2.3-4-one-spade-1913-dealers-own-with-pass-allowed",
    auc("whist_club_1913", [d("S", "1SX", 4, dealer="S")], house={"dealer_may_pass": True}),
    deals=[(0, 0, 0, 100)],
)
# The cap does not touch revoke points: declarer's revoke (100, 1913) + capped undertricks.
case(
    "s2.3-4-one-spade-cap-not-revoke",
    auc("whist_club_1913", [d("N", "1SX", 4, revokes=[rv("N")])]),
    deals=[(0, 0, 0, 200)],
)

# --- §2.5 revokes, point-penalty codes ---------------------------------------------------------
# 1908: declarer's side revokes: no trick score though made; 150 to the adversaries.
case(
    "s2.5-1908-declarer-revokes-made",
    auc("portland_1908", [d("S", "2H", 9, revokes=[rv("S")])]),
    deals=[(0, 0, 0, 150)],
    games=[],
)
case(
    "s2.5-1908-declarer-revokes-failed",
    auc("portland_1908", [d("S", "4H", 8, revokes=[rv("S")])]),
    deals=[(0, 0, 0, 250)],
)
case(
    "s2.5-1908-declarer-revokes-twice-same-as-first",
    auc("portland_1908", [d("S", "2H", 9, revokes=[rv("S"), rv("S")])]),
    deals=[(0, 0, 0, 300)],
)
# 1908: adversary revokes, declarer takes the points: his tricks still score.
case(
    "s2.5-1908-adversary-points",
    auc("portland_1908", [d("S", "2H", 9, revokes=[rv("W", "points")])]),
    deals=[(24, 150, 0, 0)],
)
case(
    "s2.5-1908-adversary-tricks",
    auc("portland_1908", [d("S", "2H", 7, revokes=[rv("W", "tricks")])]),
    deals=[(32, 0, 0, 0)],
    games=[("NS", 0)],
)
case(
    "s2.5-1908-later-revoke-same-as-first",
    auc("portland_1908", [d("S", "2H", 7, revokes=[rv("W", "tricks"), rv("E", "points")])]),
    deals=[(32, 150, 0, 0)],
)
case(
    "s2.5-1908-later-revoke-tricks-again",
    auc("portland_1908", [d("S", "2H", 4, revokes=[rv("W", "tricks"), rv("E", "tricks")])]),
    deals=[(32, 0, 0, 0)],
)
# Adversaries who revoked score honours only: no undertricks.
case(
    "s2.5-adversary-revoked-no-undertricks",
    auc("portland_1908", [d("S", "4H", 8, honours={"E": 3, "W": 2}, revokes=[rv("W", "points")])]),
    deals=[(0, 150, 0, 40)],
)
case(
    "s2.5-1908-both-sides-honours-only",
    auc(
        "portland_1908",
        [
            d(
                "S",
                "2H",
                9,
                honours={"N": 2, "S": 1, "E": 1, "W": 1},
                revokes=[rv("S"), rv("W"), rv("W")],
            )
        ],
    ),
    deals=[(0, 16, 0, 0)],
    games=[],
)
# 1912: both sides: honours + 100 for W's second revoke (EW's extra) to NS.
case(
    "s2.5-1912-both-sides-plus-100",
    auc(
        "whist_club_1912",
        [
            d(
                "S",
                "2H",
                9,
                honours={"N": 2, "S": 1, "E": 1, "W": 1},
                revokes=[rv("S"), rv("W"), rv("W")],
            )
        ],
    ),
    deals=[(0, 116, 0, 0)],
)
case(
    "s2.5-1912-both-sides-extra-each",
    auc(
        "whist_club_1912", [d("S", "2H", 9, revokes=[rv("S"), rv("S"), rv("E"), rv("W"), rv("E")])]
    ),
    deals=[(0, 200, 0, 100)],
)
case(
    "A-6-1913-both-sides-honours-only-option",
    auc(
        "whist_club_1913",
        [d("S", "2H", 9, revokes=[rv("S"), rv("W"), rv("W")])],
        house={"both_sides_revoke": "honours_only"},
    ),
    deals=[(0, 0, 0, 0)],
)
# 1912: later adversary revoke: fixed 100, no choice; first with tricks: 8 + 3 = 11 -> 40.
case(
    "s2.5-1912-later-fixed-100",
    auc("whist_club_1912", [d("S", "3H", 8, revokes=[rv("W", "tricks"), rv("E")])]),
    deals=[(40, 100, 0, 0)],
    games=[("NS", 0)],
)
# ... given as "points" it is still the fixed 100, not 150.
case(
    "s1.2-1912-later-given-as-points-is-100",
    auc("whist_club_1912", [d("S", "3H", 8, revokes=[rv("W", "tricks"), rv("E", "points")])]),
    deals=[(40, 100, 0, 0)],
)
case(
    "s2.5-1912-first-points-150-later-100",
    auc("whist_club_1912", [d("S", "3H", 9, revokes=[rv("W", "points"), rv("W")])]),
    deals=[(24, 250, 0, 0)],
)
case(
    "s2.5-1912-declarer-twice-150-then-100",
    auc("whist_club_1912", [d("S", "2H", 9, revokes=[rv("S"), rv("S")])]),
    deals=[(0, 0, 0, 250)],
)
case(
    "s2.5-1913-declarer-revokes-100",
    auc(None, [d("S", "2H", 9, revokes=[rv("S")])]),
    deals=[(0, 0, 0, 100)],
)
case(
    "s2.5-1913-adversary-points-100",
    auc(None, [d("S", "2H", 8, revokes=[rv("E", "points")])]),
    deals=[(16, 100, 0, 0)],
)
case(
    "s2.5-1913-declarer-twice-200",
    auc(None, [d("S", "2H", 9, revokes=[rv("S"), rv("S")])]),
    deals=[(0, 0, 0, 200)],
)
case(
    "A-5-1913-later-same-as-first-option",
    auc(
        None,
        [d("S", "2H", 5, revokes=[rv("W", "tricks"), rv("E", "tricks")])],
        house={"later_revokes": "same_as_first"},
    ),
    deals=[(40, 0, 0, 0)],
    games=[("NS", 0)],
)
case(
    "A-7-1914-revoke-150",
    auc("portland_1914", [d("S", "2H", 9, revokes=[rv("S")])]),
    deals=[(0, 0, 0, 150)],
)
case(
    "A-7-1914-later-same-as-first",
    auc("portland_1914", [d("S", "2H", 9, revokes=[rv("W", "points"), rv("E", "points")])]),
    deals=[(24, 300, 0, 0)],
)
case(
    "A-7-1914-options-as-1913-us",
    auc(
        "portland_1914",
        [d("S", "2H", 9, revokes=[rv("W", "points"), rv("E")])],
        house={"revoke_points": 100, "later_revokes": "fixed_100"},
    ),
    deals=[(24, 200, 0, 0)],
)
case(
    "s2.5-1915-both-sides-plus-100",
    auc("whist_club_1915", [d("S", "2H", 9, revokes=[rv("S"), rv("S"), rv("W")])]),
    deals=[(0, 0, 0, 100)],
)
case(
    "s8.1-revoke-points-150-on-1913",
    auc(None, [d("S", "2H", 9, revokes=[rv("S")])], house={"revoke_points": 150}),
    deals=[(0, 0, 0, 150)],
)
# adversaries hold two tricks: take all they have, 11 + 2 = 13 -> 7 x 8 = 56; no slam.
case(
    "A-4-shortfall-transfer-all",
    auc(None, [d("S", "7H", 11, revokes=[rv("W", "tricks")])]),
    deals=[(56, 0, 0, 0)],
    games=[("NS", 0)],
)
case(
    "A-4-shortfall-forbid-option-points",
    auc(
        None,
        [d("S", "7H", 11, revokes=[rv("W", "points")])],
        house={"revoke_tricks_shortfall": "forbid_option"},
    ),
    deals=[(0, 100, 0, 0)],
)
case(
    "A-4-shortfall-forbid-option-tricks-refused",
    auc(
        None,
        [d("S", "7H", 11, revokes=[rv("W", "tricks")])],
        house={"revoke_tricks_shortfall": "forbid_option"},
    ),
    error=(1, "revokes"),
)
# Enough tricks: forbid_option changes nothing; 8 + 3 = 11.
case(
    "A-4-forbid-option-enough-tricks",
    auc(
        None,
        [d("S", "4H", 8, revokes=[rv("W", "tricks")])],
        house={"revoke_tricks_shortfall": "forbid_option"},
    ),
    deals=[(40, 0, 0, 0)],
)

# --- penalty tricks and the doubled bonus -------------------------------------------------
case(
    "A-3-no-bonus-default",
    auc(None, [d("S", "2HX", 8, revokes=[rv("W", "tricks")])]),
    deals=[(80, 0, 0, 0)],
    games=[("NS", 0)],
)
case(
    "A-3-in-play-tricks-made-exactly",
    auc(
        None,
        [d("S", "2HX", 8, revokes=[rv("W", "tricks")])],
        house={"penalty_tricks_bonus": "in_play_tricks"},
    ),
    deals=[(80, 50, 0, 0)],
)
case(
    "A-3-in-play-tricks-one-over",
    auc(
        None,
        [d("S", "2HXX", 9, revokes=[rv("W", "tricks")])],
        house={"penalty_tricks_bonus": "in_play_tricks"},
    ),
    deals=[(192, 200, 0, 0)],
)
case(
    "A-3-in-play-tricks-not-made-in-play",
    auc(
        None,
        [d("S", "3HX", 7, revokes=[rv("W", "tricks")])],
        house={"penalty_tricks_bonus": "in_play_tricks"},
    ),
    deals=[(64, 0, 0, 0)],
)
# Points chosen: the contract was made in play, so the bonus stands: 48 + 50 + 100.
case(
    "A-3-points-choice-keeps-bonus",
    auc(None, [d("S", "3HX", 9, revokes=[rv("W", "points")])]),
    deals=[(48, 150, 0, 0)],
)
# "As the tricks lie", redoubled: 5 + 3 = 8 -> 2 x 8 x 4 = 64.
case(
    "s2.3-3-as-tricks-lie-redoubled",
    auc(None, [d("S", "1HXX", 5, revokes=[rv("E", "tricks")])]),
    deals=[(64, 0, 0, 0)],
    games=[("NS", 0)],
)

# --- §2.1-8 / §2.3-5 slams ---------------------------------------------------------------------
case("s2.1-8-adversaries-little-slam", auc(None, [d("S", "1NT", 1)]), deals=[(0, 0, 0, 320)])
case("s2.1-8-adversaries-grand-slam", auc(None, [d("S", "1NT", 0)]), deals=[(0, 0, 0, 390)])
case(
    "s2.1-8-declarer-grand-failing-7-bid-made-6-1915",
    auc("whist_club_1915", [d("S", "7NT", 12)]),
    deals=[(0, 50, 0, 50)],
)
case("s2.2-1914-grand-slam-100", auc("portland_1914", [d("S", "6H", 13)]), deals=[(56, 100, 0, 0)])
case(
    "s2.1-8-revoking-declarer-no-slam",
    auc(None, [d("S", "7NT", 13, revokes=[rv("S")])]),
    deals=[(0, 0, 0, 100)],
)
case(
    "s2.1-8-penalty-tricks-no-slam",
    auc(None, [d("S", "6H", 10, revokes=[rv("W", "tricks")])]),
    deals=[(56, 0, 0, 0)],
)
case(
    "s2.1-8-slam-kept-when-adversary-revokes-points",
    auc(None, [d("S", "6NT", 12, revokes=[rv("W", "points")])]),
    deals=[(60, 120, 0, 0)],
)
# The declarer revoked: the adversaries keep undertricks and their slam: 100 + 300 + 20.
case(
    "s2.1-8-adversaries-slam-when-declarer-revoked",
    auc(None, [d("S", "1NT", 1, revokes=[rv("S")])]),
    deals=[(0, 0, 0, 420)],
)
case(
    "s2.1-8-revoking-adversaries-no-slam",
    auc(None, [d("S", "1NT", 1, revokes=[rv("W", "points")])]),
    deals=[(0, 100, 0, 0)],
)

# --- §2.4 honours --------------------------------------------------------------------------------
case(
    "s2.4-clubs-simple",
    auc(None, [d("S", "1C", 7, honours={"N": 2, "S": 1, "E": 2})]),
    deals=[(6, 12, 0, 0)],
)
case(
    "s2.4-clubs-four-divided",
    auc(None, [d("S", "1C", 7, honours={"N": 2, "S": 2, "E": 1})]),
    deals=[(6, 24, 0, 0)],
)
case(
    "s2.4-clubs-four-in-one-fifth-adverse",
    auc(None, [d("S", "1C", 7, honours={"N": 4, "E": 1})]),
    deals=[(6, 48, 0, 0)],
)
case(
    "s2.4-clubs-five-divided",
    auc(None, [d("S", "1C", 7, honours={"N": 3, "S": 2})]),
    deals=[(6, 30, 0, 0)],
)
case(
    "s2.4-clubs-four-plus-one",
    auc(None, [d("S", "1C", 7, honours={"N": 4, "S": 1})]),
    deals=[(6, 54, 0, 0)],
)
case(
    "s2.4-clubs-five-in-one", auc(None, [d("S", "1C", 7, honours={"S": 5})]), deals=[(6, 60, 0, 0)]
)
case(
    "s2.4-royal-spades-four-in-one",
    auc(None, [d("S", "1RS", 7, honours={"S": 4, "W": 1})]),
    deals=[(9, 72, 0, 0)],
)
case(
    "s2.4-two-point-spade-simple",
    auc(None, [d("S", "1S", 7, honours={"S": 3, "W": 2})]),
    deals=[(2, 4, 0, 0)],
)
case(
    "s2.4-1908-diamonds-four-plus-one",
    auc("portland_1908", [d("S", "1D", 7, honours={"E": 4, "W": 1})]),
    deals=[(6, 0, 0, 54)],
)
case(
    "s2.4-nt-three-aces",
    auc(None, [d("S", "1NT", 7, honours={"E": 2, "W": 1, "S": 1})]),
    deals=[(10, 0, 0, 30)],
)
case(
    "s2.4-nt-four-divided",
    auc(None, [d("S", "1NT", 7, honours={"N": 2, "S": 2})]),
    deals=[(10, 40, 0, 0)],
)
case(
    "s2.4-nt-four-in-one", auc(None, [d("S", "1NT", 7, honours={"N": 4})]), deals=[(10, 100, 0, 0)]
)
case(
    "s2.4-nt-aces-2-2-nothing",
    auc(None, [d("S", "1NT", 7, honours={"N": 2, "E": 2})]),
    deals=[(10, 0, 0, 0)],
)
case(
    "s2.4-tens-simple",
    auc("whist_club_1926", [d("S", "1C", 7, honours={"N": 2, "S": 1, "E": 2})]),
    deals=[(6, 30, 0, 0)],
)
case(
    "s2.4-tens-four-divided",
    auc("whist_club_1926", [d("S", "1C", 7, honours={"N": 2, "S": 2, "E": 1})]),
    deals=[(6, 40, 0, 0)],
)
case(
    "s2.4-tens-five-divided",
    auc("whist_club_1926", [d("S", "1S", 7, honours={"N": 3, "S": 2})]),
    deals=[(9, 50, 0, 0)],
)
case(
    "s2.4-tens-four-in-one",
    auc("whist_club_1926", [d("S", "1S", 7, honours={"W": 4, "S": 1})]),
    deals=[(9, 0, 0, 80)],
)
case(
    "s2.4-tens-five-in-one",
    auc("whist_club_1926", [d("S", "1S", 7, honours={"S": 5})]),
    deals=[(9, 100, 0, 0)],
)
case(
    "s2.4-tens-nt-aces",
    auc("whist_club_1926", [d("S", "1NT", 7, honours={"E": 4})]),
    deals=[(10, 0, 0, 100)],
)

# --- §2.4 chicane ------------------------------------------------------------------------------
# additive (1908): +2T per void player, to its side, whoever holds the honours.
case(
    "s2.4-chicane-additive-single",
    auc("portland_1908", [d("S", "2H", 8, honours={"N": 2, "S": 2, "E": 1}, voids=["W"])]),
    deals=[(16, 32, 0, 16)],
)
case(
    "s2.4-chicane-additive-double",
    auc("portland_1908", [d("S", "2H", 8, honours={"N": 3, "S": 2}, voids=["E", "W"])]),
    deals=[(16, 40, 0, 32)],
)
case(
    "s2.4-chicane-additive-both-sides",
    auc("portland_1908", [d("S", "2H", 8, honours={"S": 3, "E": 2}, voids=["N", "W"])]),
    deals=[(16, 32, 0, 16)],
)
case(
    "s2.4-chicane-additive-no-honours-claimed",
    auc("portland_1908", [d("S", "2H", 8, voids=["W"])]),
    deals=[(16, 0, 0, 16)],
)
case(
    "s2.4-chicane-additive-1914-spades-nine",
    auc("portland_1914", [d("S", "2S", 8, honours={"N": 2, "S": 2, "W": 1}, voids=["E"])]),
    deals=[(18, 36, 0, 18)],
)
# deduct (1912): +2T to own honours if own side scores honours, else -2T from the adversaries'.
case(
    "s2.4-chicane-deduct-own-honours",
    auc("whist_club_1912", [d("S", "2H", 8, honours={"S": 3, "E": 1, "W": 1}, voids=["N"])]),
    deals=[(16, 32, 0, 0)],
)
case(
    "s2.4-chicane-deduct-from-adversaries",
    auc("whist_club_1912", [d("S", "2H", 8, honours={"S": 1, "E": 2, "W": 2}, voids=["N"])]),
    deals=[(16, 0, 0, 16)],
)
case(
    "s2.4-chicane-deduct-double",
    auc("whist_club_1912", [d("S", "2H", 8, honours={"E": 3, "W": 2}, voids=["N", "S"])]),
    deals=[(16, 0, 0, 8)],
)
# No honours claimed: there is no honour score to deduct from, so chicane goes to the void
# side, as rules-whist.md §6.4 (5) states for the same Whist Club rule in bridge whist.
case(
    "s2.4-chicane-deduct-no-honours-claimed",
    auc("whist_club_1912", [d("S", "2H", 8, voids=["N"])]),
    deals=[(16, 16, 0, 0)],
)
case(
    "s2.4-chicane-deduct-double-no-honours-claimed",
    auc("whist_club_1912", [d("S", "2C", 8, voids=["E", "W"])]),
    deals=[(12, 0, 0, 24)],
)
case(
    "s8.1-chicane-none-1913-ignored",
    auc("whist_club_1913", [d("S", "2H", 8, honours={"S": 3, "E": 2}, voids=["N"])]),
    deals=[(16, 16, 0, 0)],
)
case(
    "s8.1-chicane-additive-option-on-1913",
    auc(
        "whist_club_1913",
        [d("S", "2H", 8, honours={"S": 3, "E": 2}, voids=["N"])],
        house={"chicane": "additive"},
    ),
    deals=[(16, 32, 0, 0)],
)
case(
    "s8.1-chicane-none-option-on-1908",
    auc(
        "portland_1908",
        [d("S", "2H", 8, honours={"S": 3, "E": 2}, voids=["N"])],
        house={"chicane": "none"},
    ),
    deals=[(16, 16, 0, 0)],
)
case(
    "s8.1-chicane-deduct-option-on-1908",
    auc(
        "portland_1908",
        [d("S", "2H", 8, honours={"S": 1, "E": 2, "W": 2}, voids=["N"])],
        house={"chicane": "deduct"},
    ),
    deals=[(16, 0, 0, 16)],
)

# --- §2.5 trick-transfer code (whist_club_1926) --------------------------------------------------
case(
    "s2.5-1926-declarer-revokes-fails",
    auc("whist_club_1926", [d("S", "4S", 10, revokes=[rv("S")])]),
    deals=[(0, 0, 0, 100)],
)
case(
    "s2.5-1926-revoking-side-may-score",
    auc("whist_club_1926", [d("S", "2S", 10, revokes=[rv("S")])]),
    deals=[(18, 0, 0, 0)],
)
case(
    "s2.5-1926-adversary-revoke-game",
    auc("whist_club_1926", [d("S", "3S", 8, revokes=[rv("W")])]),
    deals=[(36, 0, 0, 0)],
    games=[("NS", 0)],
)
case(
    "s2.5-1926-two-revokes-four-tricks",
    auc("whist_club_1926", [d("S", "4H", 6, revokes=[rv("W"), rv("E")])]),
    deals=[(32, 0, 0, 0)],
    games=[("NS", 0)],
)
case(
    "A-15-1926-slam-on-in-play-only",
    auc("whist_club_1926", [d("S", "6S", 11, revokes=[rv("W")])]),
    deals=[(63, 0, 0, 0)],
)
# EW win 12 in play but revoked: no slam for them; S 1 + 2 = 3 tricks, four down = 200.
case(
    "A-15-1926-revoking-side-no-slam",
    auc("whist_club_1926", [d("S", "1NT", 1, revokes=[rv("E")])]),
    deals=[(0, 0, 0, 200)],
)
case(
    "s2.5-1926-both-sides-cancel",
    auc("whist_club_1926", [d("S", "2H", 8, revokes=[rv("S"), rv("W")])]),
    deals=[(16, 0, 0, 0)],
)
# Transferred tricks: no doubled bonus by default; 9 + 2 = 11 -> 5 x 9 x 2 = 90.
case(
    "A-3-1926-transfer-no-bonus",
    auc("whist_club_1926", [d("S", "3SX", 9, revokes=[rv("W")])]),
    deals=[(90, 0, 0, 0)],
)
case(
    "A-3-1926-transfer-in-play-bonus",
    auc(
        "whist_club_1926",
        [d("S", "3SX", 9, revokes=[rv("W")])],
        house={"penalty_tricks_bonus": "in_play_tricks"},
    ),
    deals=[(90, 50, 0, 0)],
)
case(
    "A-8-1926-points-or-tricks-option",
    auc(
        "whist_club_1926",
        [d("S", "2H", 8, revokes=[rv("W", "points")])],
        house={"revoke_penalty": "points_or_tricks"},
    ),
    deals=[(16, 100, 0, 0)],
)
case(
    "A-8-two-tricks-option-on-1913",
    auc(
        "whist_club_1913",
        [d("S", "3H", 7, revokes=[rv("W")])],
        house={"revoke_penalty": "two_tricks"},
    ),
    deals=[(24, 0, 0, 0)],
    games=[],
)

# --- §2.3 step 0 / A-18 passed-out deals, dealer rotation --------------------------------------
case(
    "s2.3-0-1914-passed-out-deal-passes",
    auc(
        "portland_1914",
        [PASS, d("S", "2H", 9), {"passed_out": True, "dealer": "S"}, d("E", "1NT", 7)],
        first_dealer="E",
    ),
    deals=[(0, 0, 0, 0), (24, 0, 0, 0), (0, 0, 0, 0), (0, 0, 10, 0)],
    dealers="ESSW",
)
case(
    "s2.3-0-1913-passed-out-refused",
    auc("whist_club_1913", [d("S", "2H", 9), PASS]),
    error=(2, "passed_out"),
)
case("s2.3-0-1908-passed-out-refused", auc("portland_1908", [PASS]), error=(1, "passed_out"))
case("s2.3-0-1912-passed-out-refused", auc("whist_club_1912", [PASS]), error=(1, "passed_out"))
case(
    "A-18-1915-passed-out-allowed",
    auc("whist_club_1915", [PASS, d("S", "1NT", 7)]),
    deals=[(0, 0, 0, 0), (10, 0, 0, 0)],
    dealers="NE",
)
case("A-18-1926-passed-out-allowed", auc("whist_club_1926", [PASS]), deals=[(0, 0, 0, 0)])
case(
    "A-18-1915-dealer-may-pass-false",
    auc("whist_club_1915", [PASS], house={"dealer_may_pass": False}),
    error=(1, "passed_out"),
)
case(
    "A-18-1913-dealer-may-pass-true",
    auc("whist_club_1913", [PASS], house={"dealer_may_pass": True}),
    deals=[(0, 0, 0, 0)],
)
case(
    "s1.2-dealer-rotation-new-deal-then-given",
    auc(
        None,
        [d("N", "1NT", 7), NEW, {"dealer": "S", **d("N", "1NT", 7)}, d("N", "1NT", 7)],
        first_dealer="E",
    ),
    dealers="ESSW",
)

# --- A-14 unfinished auction rubber ------------------------------------------------------------
case(
    "A-14-unfinished-no-allowance",
    auc(None, [d("S", "2H", 10), d("E", "1H", 8)]),
    totals=(32, 16),
    games=[("NS", 0)],
    rubber={"complete": False, "winner": None, "bonus": 0},
)
case(
    "A-14-unfinished-125-per-game",
    auc(None, [d("S", "2H", 10), d("E", "1H", 8)], house={"unfinished_rubber": "125_per_game"}),
    totals=(157, 16),
    rubber={"complete": False, "winner": None, "bonus": 0},
)
case(
    "A-14-unfinished-125-each-at-one-all",
    auc(None, [d("S", "2H", 10), d("E", "3NT", 9)], house={"unfinished_rubber": "125_per_game"}),
    totals=(157, 155),
    games=[("NS", 0), ("EW", 0)],
    rubber={"complete": False},
)
case(
    "A-14-125-not-given-when-rubber-finished",
    auc(None, [d("S", "2H", 10), d("S", "2H", 10)], house={"unfinished_rubber": "125_per_game"}),
    totals=(314, 0),
    rubber={"complete": True, "winner": "NS", "bonus": 250},
)

# --- §1.2 auction validation ---------------------------------------------------------------------
case(
    "s1.2-auction-honours-not-all",
    auc(None, [d("S", "2H", 8, honours={"N": 2, "S": 1})]),
    error=(1, "honours"),
)
case(
    "s1.2-auction-honours-over-limit",
    auc(None, [d("N", "2H", 8), d("S", "2H", 8, honours={"N": 3, "S": 2, "E": 1})]),
    error=(2, "honours"),
)
case(
    "s1.2-auction-nt-five-aces",
    auc(None, [d("S", "2NT", 8, honours={"N": 3, "S": 2})]),
    error=(1, "honours"),
)
case(
    "s1.2-auction-void-with-honours",
    auc("portland_1908", [d("S", "2H", 8, honours={"N": 3, "W": 2}, voids=["W"])]),
    error=(1, "voids"),
)
case(
    "s1.2-auction-royal-spades-1908",
    auc("portland_1908", [d("S", "2RS", 8)]),
    error=(1, "contract"),
)
case(
    "s1.2-auction-royal-spades-1915",
    auc("whist_club_1915", [d("S", "2RS", 8)]),
    error=(1, "contract"),
)
case(
    "s1.2-auction-dummy-revoke",
    auc(None, [d("S", "2H", 8, revokes=[rv("N")])]),
    error=(1, "revokes"),
)
case(
    "s1.2-auction-missing-penalty",
    auc(None, [d("S", "2H", 8, revokes=[rv("W")])]),
    error=(1, "revokes"),
)
case(
    "s1.2-auction-superfluous-penalty-declarer",
    auc(None, [d("S", "2H", 8, revokes=[rv("S", "points")])]),
    error=(1, "revokes"),
)
case(
    "s1.2-auction-superfluous-penalty-both-sides",
    auc(None, [d("S", "2H", 8, revokes=[rv("S"), rv("W", "tricks")])]),
    error=(1, "revokes"),
)
case(
    "s1.2-auction-superfluous-penalty-1926",
    auc("whist_club_1926", [d("S", "2H", 8, revokes=[rv("W", "tricks")])]),
    error=(1, "revokes"),
)
case(
    "s1.2-auction-later-fixed-tricks-refused",
    auc("whist_club_1912", [d("S", "2H", 8, revokes=[rv("W", "points"), rv("E", "tricks")])]),
    error=(1, "revokes"),
)
case(
    "s1.2-auction-same-as-first-later-needs-penalty",
    auc("portland_1908", [d("S", "2H", 8, revokes=[rv("W", "points"), rv("E")])]),
    error=(1, "revokes"),
)
case(
    "s1.2-auction-deal-after-rubber",
    auc(None, [d("S", "2H", 10), d("S", "2H", 10), d("S", "2H", 10)]),
    error=(3, ""),
)
case("s1.2-auction-result-over-13", auc(None, [d("S", "2H", 14)]), error=(1, "result"))
case("s1.2-auction-unknown-key", auc(None, [d("S", "2H", 8, trump="H")]), error=(1, "trump"))
case(
    "s8-auction-unknown-house-rule",
    auc(None, [d("S", "2H", 8)], house={"rubber_bonus": 300}),
    error=(None, "house_rules"),
)
case(
    "s8-auction-bad-house-rule-value",
    auc(None, [d("S", "2H", 8)], house={"chicane": "double"}),
    error=(None, "house_rules"),
)
case(
    "s1.2-auction-passed-out-extra-field",
    auc("portland_1914", [{"passed_out": True, "declarer": "S"}]),
    error=(1, "declarer"),
)


# =============================================================================================
# §3 contract rubber bridge (laws_2014 unless named)
# =============================================================================================

case("s3.1-trick-points-minor", con(None, [d("S", "1C", 7)]), deals=[(20, 0, 0, 0)])
case(
    "s3.1-trick-points-3NT-game",
    con(None, [d("S", "3NT", 9)]),
    deals=[(100, 0, 0, 0)],
    games=[("NS", 0)],
)
case(
    "s3.1-only-tricks-bid-count-below",
    con(None, [d("S", "4H", 12)]),
    deals=[(120, 60, 0, 0)],
    games=[("NS", 0)],
)
case("s3.1-1CX-not-game", con(None, [d("S", "1CX", 7)]), deals=[(40, 50, 0, 0)], games=[])
# Overtricks: doubled NV 100, V 200; redoubled NV 200, V 400; undoubled the trick value.
case(
    "s3.1-overtricks-doubled-nv",
    con(None, [d("S", "2SX", 10)]),
    deals=[(120, 250, 0, 0)],
    games=[("NS", 0)],
)
case("s3.1-overtricks-redoubled-nv", con(None, [d("S", "1HXX", 9)]), deals=[(120, 500, 0, 0)])
case(
    "s3.1-overtricks-doubled-vulnerable",
    con(None, [d("N", "3NT", 9), d("S", "2SX", 10)]),
    deals=[(100, 0, 0, 0), (120, 450, 0, 0)],
    games=[("NS", 0), ("NS", 0)],
    totals=(1370, 0),
    rubber={"complete": True, "winner": "NS", "bonus": 700},
)
case(
    "s3.1-overtricks-redoubled-vulnerable",
    con(None, [d("N", "3NT", 9), d("S", "1NTXX", 9)]),
    deals=[(100, 0, 0, 0), (160, 900, 0, 0)],
    totals=(1860, 0),
)
case("s3.1-nt-overtricks-30", con(None, [d("S", "1NT", 10)]), deals=[(40, 90, 0, 0)])
# Undertricks.
case("s3.1-undoubled-nv", con(None, [d("N", "3D", 7)]), deals=[(0, 0, 0, 100)])
case(
    "s3.1-undoubled-v",
    con(None, [d("N", "3NT", 9), d("N", "3D", 6)]),
    deals=[(100, 0, 0, 0), (0, 0, 0, 300)],
)
for n, pts in ((1, 100), (2, 300), (3, 500), (4, 800), (5, 1100), (6, 1400)):
    case(
        f"s3.1-2014-doubled-nv-down-{n}", con(None, [d("N", "7CX", 13 - n)]), deals=[(0, 0, 0, pts)]
    )
for n, pts in ((1, 100), (2, 300), (3, 500), (4, 700), (5, 900)):
    case(
        f"s3.1-1935-doubled-nv-down-{n}",
        con("laws_1935", [d("N", "7CX", 13 - n)]),
        deals=[(0, 0, 0, pts)],
    )
for n, pts in ((1, 200), (2, 600), (3, 1000), (4, 1600)):
    case(
        f"s3.1-2014-redoubled-nv-down-{n}",
        con(None, [d("N", "7CXX", 13 - n)]),
        deals=[(0, 0, 0, pts)],
    )
case(
    "s3.1-1935-redoubled-nv-down-4", con("laws_1935", [d("N", "7CXX", 9)]), deals=[(0, 0, 0, 1400)]
)
for code in ("laws_2014", "laws_1935"):
    for n, pts in ((1, 200), (2, 500), (4, 1100)):
        case(
            f"s3.1-{code}-doubled-v-down-{n}",
            con(code, [d("N", "3NT", 9), d("N", "7CX", 13 - n)]),
            deals=[(100, 0, 0, 0), (0, 0, 0, pts)],
        )
    case(
        f"s3.1-{code}-redoubled-v-down-3",
        con(code, [d("N", "3NT", 9), d("N", "7CXX", 10)]),
        deals=[(100, 0, 0, 0), (0, 0, 0, 1600)],
    )
# Insult: 50 doubled, 100 redoubled (1935: 50 both).
case("s3.1-insult-redoubled-2014", con(None, [d("S", "1CXX", 7)]), deals=[(80, 100, 0, 0)])
case("s3.1-insult-redoubled-1935", con("laws_1935", [d("S", "1CXX", 7)]), deals=[(80, 50, 0, 0)])
case(
    "s3.1-1935-overtrick-redoubled-v",
    con("laws_1935", [d("N", "3NT", 9), d("S", "2DXX", 9)]),
    deals=[(100, 0, 0, 0), (160, 450, 0, 0)],
)
# Slams bid and made.
case("s3.1-small-slam-nv", con(None, [d("N", "6C", 12)]), deals=[(120, 500, 0, 0)])
case(
    "s3.1-small-slam-v",
    con(None, [d("N", "3NT", 9), d("N", "6NT", 12)]),
    deals=[(100, 0, 0, 0), (190, 750, 0, 0)],
    totals=(1740, 0),
)
case(
    "A-16-small-slam-vulnerable-1000",
    con(None, [d("N", "3NT", 9), d("N", "6NT", 13)], house={"small_slam_vulnerable": 1000}),
    deals=[(100, 0, 0, 0), (190, 1030, 0, 0)],
)
case(
    "A-16-small-slam-nv-unchanged-by-option",
    con(None, [d("N", "6NT", 12)], house={"small_slam_vulnerable": 1000}),
    deals=[(190, 500, 0, 0)],
)
case(
    "A-16-1935-small-slam-1000",
    con("laws_1935", [d("E", "3NT", 9), d("E", "6H", 12)], house={"small_slam_vulnerable": 1000}),
    deals=[(0, 0, 100, 0), (0, 0, 180, 1000)],
)
case("s3.1-grand-slam-nv", con(None, [d("N", "7NT", 13)]), deals=[(220, 1000, 0, 0)])
case(
    "s3.1-grand-slam-v",
    con(None, [d("N", "3NT", 9), d("S", "7S", 13)]),
    deals=[(100, 0, 0, 0), (210, 1500, 0, 0)],
)
case("s3.1-slam-made-not-bid", con(None, [d("N", "4S", 13)]), deals=[(120, 90, 0, 0)])
case("s3.1-grand-bid-small-made", con(None, [d("N", "7S", 12)]), deals=[(0, 0, 0, 50)])
case(
    "s3.1-small-slam-doubled-v-overtrick",
    con(None, [d("N", "3NT", 9), d("N", "6HX", 13)]),
    deals=[(100, 0, 0, 0), (360, 1000, 0, 0)],
)
# Honours.
case(
    "s3.1-honours-four-in-one",
    con(None, [d("N", "2H", 8, honours={"S": 4})]),
    deals=[(60, 100, 0, 0)],
)
case(
    "s3.1-honours-five-in-one",
    con(None, [d("N", "2H", 8, honours={"E": 5})]),
    deals=[(60, 0, 0, 150)],
)
case(
    "s3.1-honours-four-aces-nt",
    con(None, [d("N", "1NT", 7, honours={"W": 4})]),
    deals=[(40, 0, 0, 150)],
)
case(
    "s3.1-honours-split-nothing",
    con(None, [d("N", "2H", 8, honours={"N": 3, "S": 2})]),
    deals=[(60, 0, 0, 0)],
)
case(
    "s3.1-honours-aces-split-nothing",
    con(None, [d("N", "1NT", 7, honours={"N": 3, "S": 1})]),
    deals=[(40, 0, 0, 0)],
)
case(
    "s3.1-honours-failing-declarer",
    con(None, [d("N", "4H", 8, honours={"N": 4})]),
    deals=[(0, 100, 0, 100)],
)
case(
    "s3.1-honours-four-in-one-fifth-partner",
    con(None, [d("N", "4H", 10, honours={"N": 4, "S": 1})]),
    deals=[(120, 100, 0, 0)],
)
# Revoke transfers (treated as won in play).
case(
    "s3.1-revoke-transfer-completes",
    con(None, [d("S", "4S", 8, revokes=[ct("W", 2)])]),
    deals=[(120, 0, 0, 0)],
    games=[("NS", 0)],
)
case(
    "s3.1-revoke-by-declarer",
    con(None, [d("S", "4S", 10, revokes=[ct("S", 1)])]),
    deals=[(0, 0, 0, 50)],
)
case(
    "s3.1-revoke-makes-bid-slam",
    con(None, [d("S", "6H", 11, revokes=[ct("E", 1)])]),
    deals=[(180, 500, 0, 0)],
)
case(
    "s3.1-revoke-both-sides",
    con(None, [d("S", "2H", 8, revokes=[ct("S", 1), ct("W", 2)])]),
    deals=[(60, 30, 0, 0)],
)
case(
    "s3.1-revoke-doubled-overtrick-insult",
    con(None, [d("S", "2HX", 8, revokes=[ct("E", 2)])]),
    deals=[(120, 250, 0, 0)],
)
# Vulnerability, game, rubber.
case(
    "s3.1-part-scores-add-to-game",
    con(None, [d("S", "2H", 8), d("E", "1NT", 7), d("N", "2S", 8)]),
    deals=[(60, 0, 0, 0), (0, 0, 40, 0), (60, 0, 0, 0)],
    games=[("NS", 40)],
    vul=[[], [], []],
)
case(
    "s3.1-vulnerability-from-games",
    con(None, [d("S", "3NT", 9), d("E", "1H", 6), d("N", "1H", 6)]),
    deals=[(100, 0, 0, 0), (0, 50, 0, 0), (0, 0, 0, 100)],
    vul=[[], ["NS"], ["NS"]],
)
case(
    "s3.2-6-rubber-deal-at-prior-vulnerability",
    con(None, [d("S", "3NT", 9), d("E", "4H", 10), d("N", "4SX", 11)]),
    deals=[(100, 0, 0, 0), (0, 0, 120, 0), (240, 250, 0, 0)],
    games=[("NS", 0), ("EW", 0), ("NS", 0)],
    totals=(1090, 120),
    vul=[[], ["NS"], ["NS", "EW"]],
    rubber={"complete": True, "winner": "NS", "bonus": 500},
)
case(
    "s3.1-rubber-700",
    con(None, [d("S", "3NT", 9), d("E", "2H", 8), d("N", "4S", 10)]),
    games=[("NS", 0), ("NS", 60)],
    totals=(920, 60),
    rubber={"complete": True, "winner": "NS", "bonus": 700},
)
case(
    "s3.2-7-rubber-winner-loses-on-points",
    con(None, [d("S", "3NT", 9), d("N", "7NTX", 6), d("N", "3NT", 9)]),
    totals=(900, 2000),
    rubber={"complete": True, "winner": "NS", "bonus": 700},
)
case(
    "s3.3-katz-a-to-e",
    con(
        None,
        [
            d("S", "3H", 10),  # (a) we 3H+1: 90 below, 30 above
            d("E", "4C", 9),  # (b) they 4C-1: we 50
            d("E", "3DX", 9),  # (c) they 3DX made: 120 below, 50 above, their game
            d("N", "2NT", 7),  # (d) we 2NT-1 NV: they 50
            d("S", "4S", 10),  # (e) we 4S=: 120 below, game (1-1)
        ],
    ),
    deals=[(90, 30, 0, 0), (0, 50, 0, 0), (0, 0, 120, 50), (0, 0, 0, 50), (120, 0, 0, 0)],
    games=[("EW", 90), ("NS", 0)],
    vul=[[], [], [], ["EW"], ["EW"]],
    totals=(290, 220),
    rubber={"complete": False, "winner": None},
)
# HIGHLANE: NS with a game, 70 part-score and 20 above; EW 60 below and 60 above; NS bid and
# make 1NT -> second game, +700 -> NS 930, EW 120.
case(
    "s3.3-highlane-930-120",
    con(
        None,
        [
            d("N", "3NT", 9),  # NS game
            d("N", "1C", 8),  # NS 20 below, 20 above
            d("E", "2H", 10),  # EW 60 below, 60 above
            d("N", "1D", 7),  # NS 20 below
            d("S", "1H", 7),  # NS 30 below: part-score 70
            d("N", "1NT", 7),  # NS 40: second game, rubber
        ],
    ),
    deals=[
        (100, 0, 0, 0),
        (20, 20, 0, 0),
        (0, 0, 60, 60),
        (20, 0, 0, 0),
        (30, 0, 0, 0),
        (40, 0, 0, 0),
    ],
    games=[("NS", 0), ("NS", 60)],
    totals=(930, 120),
    rubber={"complete": True, "winner": "NS", "bonus": 700},
)
# Unfinished rubber (Law 80, A-9).
case(
    "s3.1-unfinished-game-and-part-score-single-side",
    con(None, [d("N", "3NT", 9), d("E", "2H", 8)]),
    totals=(400, 160),
    rubber={"complete": False, "winner": None},
)
case(
    "A-9-unfinished-both-part-scores-single-side",
    con(None, [d("N", "3NT", 9), d("E", "2H", 8), d("N", "1NT", 7)]),
    totals=(440, 60),
)
case(
    "A-9-unfinished-both-part-scores-each-side",
    con(
        None,
        [d("N", "3NT", 9), d("E", "2H", 8), d("N", "1NT", 7)],
        house={"unfinished_part_score_rule": "each_side"},
    ),
    totals=(540, 160),
)
case(
    "A-9-unfinished-part-score-50",
    con(None, [d("N", "3NT", 9), d("E", "2H", 8)], house={"unfinished_part_score": 50}),
    totals=(400, 110),
)
case("A-9-unfinished-1935-default-50", con("laws_1935", [d("E", "2H", 8)]), totals=(0, 110))
case(
    "A-9-unfinished-1935-100-option",
    con("laws_1935", [d("E", "2H", 8)], house={"unfinished_part_score": 100}),
    totals=(0, 160),
)
case(
    "s3.1-unfinished-one-all-nothing-for-games",
    con(None, [d("N", "3NT", 9), d("E", "3NT", 9), d("W", "1C", 7)]),
    totals=(100, 220),
)
case(
    "A-9-unfinished-each-side-one-all",
    con(
        None,
        [d("N", "3NT", 9), d("E", "3NT", 9), d("W", "1C", 7), d("S", "1D", 7)],
        house={"unfinished_part_score_rule": "each_side", "unfinished_part_score": 50},
    ),
    totals=(170, 170),
)
case("s3.1-unfinished-no-part-score-after-game", con(None, [d("E", "4S", 10)]), totals=(0, 420))
# (NS alone hold a part-score in the unfinished rubber: 40 + 100.)
case(
    "s3.2-1-passed-out-contract",
    con(None, [PASS, d("N", "1NT", 7)], first_dealer="W"),
    deals=[(0, 0, 0, 0), (40, 0, 0, 0)],
    dealers="WN",
    totals=(140, 0),
)
case(
    "s8.2-settlement-rounding-no-effect",
    con(
        None,
        [d("S", "3NT", 9), d("E", "2H", 8), d("N", "4S", 10)],
        house={"settlement_rounding": "nearest_100_up"},
    ),
    totals=(920, 60),
)

# --- §1.2 contract validation --------------------------------------------------------------------
case("s1.2-contract-voids-refused", con(None, [d("S", "2H", 8, voids=["W"])]), error=(1, "voids"))
case(
    "s1.2-contract-voids-empty-accepted",
    con(None, [d("S", "2H", 8, voids=[])]),
    deals=[(60, 0, 0, 0)],
)
case("s1.2-contract-royal-spades", con(None, [d("S", "2RS", 8)]), error=(1, "contract"))
case(
    "s1.2-contract-six-honours",
    con(None, [d("S", "2H", 8, honours={"S": 4, "E": 2})]),
    error=(1, "honours"),
)
case(
    "s1.2-contract-five-aces",
    con(None, [d("S", "2NT", 8, honours={"S": 4, "E": 1})]),
    error=(1, "honours"),
)
case(
    "s1.2-contract-dummy-revoke",
    con(None, [d("S", "2H", 8, revokes=[ct("N", 1)])]),
    error=(1, "revokes"),
)
case(
    "s1.2-contract-revoke-missing-tricks",
    con(None, [d("S", "2H", 8, revokes=[{"by": "W"}])]),
    error=(1, "revokes"),
)
case(
    "s1.2-contract-deal-after-rubber",
    con(None, [d("S", "3NT", 9), d("S", "3NT", 9), d("E", "1NT", 7)]),
    error=(3, ""),
)
case("s1.2-contract-level-8", con(None, [d("S", "8H", 8)]), error=(1, "contract"))
case(
    "s8-contract-unknown-house-rule",
    con(None, [d("S", "2H", 8)], house={"chicane": "none"}),
    error=(None, "house_rules"),
)


# =============================================================================================
# §4 Chicago (acbl unless named)
# =============================================================================================

# Vulnerability by deal: each deal EW go one down undoubled (50 NV / 100 V to NS).
case(
    "s4-2-acbl-vulnerability-by-deal",
    chi(None, [d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6)]),
    deals=[(0, 50, 0, 0), (0, 100, 0, 0), (0, 50, 0, 0), (0, 100, 0, 0)],
    dealers="NESW",
    vul=[[], ["EW"], ["NS"], ["NS", "EW"]],
    totals=(300, 0),
    rubber={"complete": True, "winner": "NS", "bonus": 0},
)
case(
    "s4-2-nondealer-vulnerability-by-deal",
    chi(
        "nondealer_vulnerable",
        [d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6)],
    ),
    deals=[(0, 50, 0, 0), (0, 50, 0, 0), (0, 100, 0, 0), (0, 100, 0, 0)],
    dealers="NESW",
    vul=[[], ["NS"], ["EW"], ["NS", "EW"]],
    totals=(300, 0),
)
case(
    "s4-1-first-dealer-west",
    chi(
        None,
        [d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6)],
        first_dealer="W",
    ),
    dealers="WNES",
    vul=[[], ["NS"], ["EW"], ["NS", "EW"]],
    deals=[(0, 50, 0, 0), (0, 50, 0, 0), (0, 100, 0, 0), (0, 100, 0, 0)],
)
case(
    "s4-1-dealer-given-resets-rotation",
    chi(
        None,
        [d("E", "1NT", 6), {"dealer": "W", **d("E", "1NT", 6)}, d("E", "1NT", 6), d("E", "1NT", 6)],
    ),
    dealers="NWNE",
    vul=[[], ["EW"], ["NS"], ["NS", "EW"]],
)
# Passed-out deal: redealt by the same dealer, not counted; vulnerability unchanged.
case(
    "A-13-passed-out-redeal",
    chi(None, [d("E", "1NT", 6), PASS, d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6)]),
    dealers="NEESW",
    vul=[[], ["EW"], ["EW"], ["NS"], ["NS", "EW"]],
    deals=[(0, 50, 0, 0), (0, 0, 0, 0), (0, 100, 0, 0), (0, 50, 0, 0), (0, 100, 0, 0)],
    rubber={"complete": True},
)
case(
    "A-13-passed-out-counts",
    chi(
        None,
        [d("E", "1NT", 6), PASS, d("E", "1NT", 6), d("E", "1NT", 6)],
        house={"passed_out_deal": "counts"},
    ),
    dealers="NESW",
    vul=[[], ["EW"], ["NS"], ["NS", "EW"]],
    deals=[(0, 50, 0, 0), (0, 0, 0, 0), (0, 50, 0, 0), (0, 100, 0, 0)],
    totals=(200, 0),
    rubber={"complete": True, "winner": "NS"},
)
case(
    "A-13-passed-out-counts-fifth-refused",
    chi(
        None,
        [d("E", "1NT", 6), PASS, d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6)],
        house={"passed_out_deal": "counts"},
    ),
    error=(5, ""),
)
case(
    "s4-1-new-deal-redealt-even-under-counts",
    chi(
        None,
        [d("E", "1NT", 6), NEW, d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6)],
        house={"passed_out_deal": "counts"},
    ),
    dealers="NEESW",
    vul=[[], ["EW"], ["EW"], ["NS"], ["NS", "EW"]],
    rubber={"complete": True},
)
case(
    "A-13-passed-out-counts-as-fourth",
    chi(
        None,
        [d("E", "1NT", 6), d("E", "1NT", 6), d("E", "1NT", 6), PASS],
        house={"passed_out_deal": "counts"},
    ),
    dealers="NESW",
    totals=(200, 0),
    rubber={"complete": True, "winner": "NS", "bonus": 0},
)
case("s4-7-fifth-deal-refused", chi(None, [d("E", "1NT", 6)] * 5), error=(5, ""))
case(
    "s4-7-passed-out-after-round-refused", chi(None, [d("E", "1NT", 6)] * 4 + [PASS]), error=(5, "")
)
# Game premiums by the deal's vulnerability.
case(
    "s4-4-game-nv-deal-1",
    chi(None, [d("N", "4S", 10)]),
    deals=[(120, 300, 0, 0)],
    games=[("NS", 0)],
    rubber={"complete": False, "winner": None},
)
case(
    "s4-4-game-v-deal-2",
    chi(None, [d("S", "1NT", 7), d("E", "4S", 10)]),
    deals=[(40, 0, 0, 0), (0, 0, 120, 500)],
    games=[("EW", 40)],
)
case(
    "s4-4-game-completed-by-part-scores-v",
    chi(None, [d("W", "2H", 8), d("E", "2D", 8)]),
    deals=[(0, 0, 60, 0), (0, 0, 40, 500)],
    games=[("EW", 0)],
)
case(
    "s4-4-game-completed-nv-on-deal-3-by-ew",
    chi(None, [d("W", "2H", 8), d("N", "1C", 7), d("E", "2D", 8)]),
    deals=[(0, 0, 60, 0), (20, 0, 0, 0), (0, 0, 40, 300)],
    games=[("EW", 20)],
)
case(
    "s4-4-part-score-cut-off",
    chi(None, [d("N", "2H", 8), d("E", "4H", 10), d("S", "2C", 8), d("W", "1C", 7)]),
    deals=[(60, 0, 0, 0), (0, 0, 120, 500), (40, 0, 0, 0), (0, 0, 20, 100)],
    games=[("EW", 60)],
    totals=(100, 740),
)
case(
    "s4-5-part-score-premium-deal-4-only",
    chi(None, [d("N", "2H", 8), d("E", "1NT", 7), d("S", "1C", 7), d("W", "1C", 7)]),
    deals=[(60, 0, 0, 0), (0, 0, 40, 0), (20, 0, 0, 0), (0, 0, 20, 100)],
    totals=(80, 160),
    rubber={"complete": True, "winner": "EW", "bonus": 0},
)
case(
    "s4-5-deal-4-completing-game-no-part-premium",
    chi(None, [d("N", "1C", 7), d("N", "1C", 7), d("N", "1C", 7), d("S", "2NT", 8)]),
    deals=[(20, 0, 0, 0), (20, 0, 0, 0), (20, 0, 0, 0), (70, 500, 0, 0)],
    games=[("NS", 0)],
    totals=(630, 0),
)
case(
    "s4-5-deal-4-undertricks-no-premium",
    chi(None, [d("N", "1C", 7), d("N", "1C", 7), d("N", "1C", 7), d("W", "1D", 6)]),
    deals=[(20, 0, 0, 0), (20, 0, 0, 0), (20, 0, 0, 0), (0, 100, 0, 0)],
    totals=(160, 0),
)
case(
    "s4-3-slam-and-honours-by-deal-vulnerability",
    chi(None, [d("N", "1C", 7), d("E", "1C", 7), d("S", "6H", 12, honours={"S": 5})]),
    deals=[(20, 0, 0, 0), (0, 0, 20, 0), (180, 1400, 0, 0)],
    games=[("NS", 20)],
)
case(
    "A-12-count-honours-false",
    chi(
        None,
        [d("N", "1C", 7), d("E", "1C", 7), d("S", "6H", 12, honours={"S": 5})],
        house={"count_honours": False},
    ),
    deals=[(20, 0, 0, 0), (0, 0, 20, 0), (180, 1250, 0, 0)],
)
case(
    "s4-3-doubled-vulnerable-overtricks-deal-4",
    chi(
        None,
        [PASS, d("N", "1C", 6), d("E", "1C", 6), d("S", "1C", 6), d("W", "2HX", 9)],
        house={"passed_out_deal": "redeal"},
    ),
    deals=[(0, 0, 0, 0), (0, 0, 0, 50), (0, 100, 0, 0), (0, 0, 0, 100), (0, 0, 120, 750)],
)
case(
    "s4-7-tie-winner-null",
    chi(None, [d("N", "1NT", 7), d("E", "1NT", 7), d("S", "1C", 6), d("W", "1C", 6)]),
    totals=(140, 140),
    rubber={"complete": True, "winner": None, "bonus": 0},
)
case(
    "s4-7-chicago-incomplete-no-allowance",
    chi(None, [d("N", "1NT", 7)]),
    totals=(40, 0),
    rubber={"complete": False, "winner": None, "bonus": 0},
)
case("s1.2-chicago-voids-refused", chi(None, [d("S", "2H", 8, voids=["W"])]), error=(1, "voids"))
case(
    "s8-chicago-unknown-house-rule",
    chi(None, [d("S", "2H", 8)], house={"unfinished_part_score": 50}),
    error=(None, "house_rules"),
)


# =============================================================================================
# §8 house-rule keys under codes whose default differs (or where the key is unused)
# =============================================================================================

H = "s8.1-house"
case(
    f"{H}-1908-later-fixed-100",
    auc(
        "portland_1908",
        [d("S", "2H", 9, revokes=[rv("W", "points"), rv("E")])],
        house={"later_revokes": "fixed_100"},
    ),
    deals=[(24, 250, 0, 0)],
)
case(
    f"{H}-1908-both-sides-plus-100",
    auc(
        "portland_1908",
        [d("S", "2H", 9, revokes=[rv("S"), rv("W"), rv("W")])],
        house={"both_sides_revoke": "honours_plus_100"},
    ),
    deals=[(0, 100, 0, 0)],
)
case(
    f"{H}-1908-revoke-points-100",
    auc("portland_1908", [d("S", "2H", 9, revokes=[rv("S")])], house={"revoke_points": 100}),
    deals=[(0, 0, 0, 100)],
)
case(
    f"{H}-1908-two-tricks",
    auc(
        "portland_1908",
        [d("S", "3H", 7, revokes=[rv("W")])],
        house={"revoke_penalty": "two_tricks"},
    ),
    deals=[(24, 0, 0, 0)],
)
case(
    f"{H}-1908-in-play-bonus",
    auc(
        "portland_1908",
        [d("S", "2HX", 8, revokes=[rv("W", "tricks")])],
        house={"penalty_tricks_bonus": "in_play_tricks"},
    ),
    deals=[(80, 50, 0, 0)],
)
case(
    f"{H}-1908-dealer-may-pass",
    auc("portland_1908", [PASS], house={"dealer_may_pass": True}),
    deals=[(0, 0, 0, 0)],
)
case(
    f"{H}-1908-125-per-game",
    auc("portland_1908", [d("S", "2H", 10)], house={"unfinished_rubber": "125_per_game"}),
    totals=(157, 0),
)
case(
    f"{H}-1912-chicane-additive",
    auc(
        "whist_club_1912",
        [d("S", "2H", 8, honours={"S": 1, "E": 2, "W": 2}, voids=["N"])],
        house={"chicane": "additive"},
    ),
    deals=[(16, 16, 0, 32)],
)
case(
    f"{H}-1912-later-same-as-first",
    auc(
        "whist_club_1912",
        [d("S", "2H", 9, revokes=[rv("W", "points"), rv("W", "points")])],
        house={"later_revokes": "same_as_first"},
    ),
    deals=[(24, 300, 0, 0)],
)
case(
    f"{H}-1912-both-sides-honours-only",
    auc(
        "whist_club_1912",
        [d("S", "2H", 9, revokes=[rv("S"), rv("W"), rv("W")])],
        house={"both_sides_revoke": "honours_only"},
    ),
    deals=[(0, 0, 0, 0)],
)
case(
    f"{H}-1912-one-spade-always",
    auc("whist_club_1912", [d("N", "1SXX", 4)], house={"one_spade_limit": "always"}),
    deals=[(0, 0, 0, 100)],
)
case(
    f"{H}-1912-dealer-may-pass",
    auc("whist_club_1912", [PASS], house={"dealer_may_pass": True}),
    deals=[(0, 0, 0, 0)],
)
case(
    f"{H}-1912-revoke-points-100",
    auc(
        "whist_club_1912",
        [d("S", "2H", 9, revokes=[rv("S"), rv("S")])],
        house={"revoke_points": 100},
    ),
    deals=[(0, 0, 0, 200)],
)
case(
    f"{H}-1913-chicane-deduct",
    auc(
        "whist_club_1913",
        [d("S", "2H", 8, honours={"S": 1, "E": 2, "W": 2}, voids=["N"])],
        house={"chicane": "deduct"},
    ),
    deals=[(16, 0, 0, 16)],
)
case(
    f"{H}-1914-chicane-none",
    auc(
        "portland_1914",
        [d("S", "2S", 8, honours={"N": 2, "S": 2, "W": 1}, voids=["E"])],
        house={"chicane": "none"},
    ),
    deals=[(18, 36, 0, 0)],
)
case(
    f"{H}-1914-both-sides-plus-100",
    auc(
        "portland_1914",
        [d("S", "2H", 9, revokes=[rv("S"), rv("W"), rv("W")])],
        house={"both_sides_revoke": "honours_plus_100"},
    ),
    deals=[(0, 100, 0, 0)],
)
case(
    f"{H}-1914-one-spade-limit-unused",
    auc("portland_1914", [d("N", "1SX", 4)], house={"one_spade_limit": "always"}),
    deals=[(0, 0, 0, 300)],
)
case(
    f"{H}-1914-dealer-may-not-pass",
    auc("portland_1914", [PASS], house={"dealer_may_pass": False}),
    error=(1, "passed_out"),
)
case(
    f"{H}-1915-chicane-additive",
    auc(
        "whist_club_1915",
        [d("S", "2S", 8, honours={"N": 2, "S": 2, "E": 1}, voids=["W"])],
        house={"chicane": "additive"},
    ),
    deals=[(18, 36, 0, 18)],
)
case(
    f"{H}-1915-same-as-first-150",
    auc(
        "whist_club_1915",
        [d("S", "2H", 9, revokes=[rv("W", "points"), rv("E", "points")])],
        house={"later_revokes": "same_as_first", "revoke_points": 150},
    ),
    deals=[(24, 300, 0, 0)],
)
# S won twelve in play and did not revoke: little slam 50 besides the 13 tricks as they lie.
case(
    f"{H}-1926-shortfall-unused",
    auc(
        "whist_club_1926",
        [d("S", "7H", 12, revokes=[rv("W")])],
        house={"revoke_tricks_shortfall": "forbid_option"},
    ),
    deals=[(56, 50, 0, 0)],
)
case(
    f"{H}-1926-later-revokes-unused",
    auc(
        "whist_club_1926",
        [d("S", "4H", 6, revokes=[rv("W"), rv("E")])],
        house={"later_revokes": "same_as_first", "revoke_points": 150},
    ),
    deals=[(32, 0, 0, 0)],
)
case(
    f"{H}-1926-125-per-game",
    auc("whist_club_1926", [d("N", "3NT", 9)], house={"unfinished_rubber": "125_per_game"}),
    totals=(155, 0),
)
case(
    f"{H}-1926-dealer-may-not-pass",
    auc("whist_club_1926", [PASS], house={"dealer_may_pass": False}),
    error=(1, "passed_out"),
)
case(
    f"{H}-1926-points-or-tricks-tricks",
    auc(
        "whist_club_1926",
        [d("S", "3S", 8, revokes=[rv("W", "tricks")])],
        house={"revoke_penalty": "points_or_tricks"},
    ),
    deals=[(45, 0, 0, 0)],
)
case(
    f"{H}-1926-one-spade-limit-unused",
    auc("whist_club_1926", [d("N", "1SX", 4)], house={"one_spade_limit": "always"}),
    deals=[(0, 0, 0, 300)],
)
case(
    "s8.3-nondealer-no-honours-counts",
    chi(
        "nondealer_vulnerable",
        [d("E", "1NT", 6), PASS, d("S", "6H", 12, honours={"S": 5})],
        house={"count_honours": False, "passed_out_deal": "counts"},
    ),
    deals=[(0, 50, 0, 0), (0, 0, 0, 0), (180, 800, 0, 0)],
    dealers="NES",
    vul=[[], ["NS"], ["EW"]],
    games=[("NS", 0)],
)
case(
    "s8.3-chicago-settlement-rounding-no-effect",
    chi(None, [d("N", "1NT", 7)], house={"settlement_rounding": "nearest_100_down"}),
    totals=(40, 0),
)
case(
    "s8.2-1935-each-side",
    con(
        "laws_1935",
        [d("E", "2H", 8), d("N", "1NT", 7)],
        house={"unfinished_part_score_rule": "each_side"},
    ),
    totals=(90, 110),
)
case("s3.1-1935-undoubled-nv", con("laws_1935", [d("N", "3D", 7)]), deals=[(0, 0, 0, 100)])
case(
    "s1.2-contract-dealer-given-resets-rotation",
    con(None, [d("N", "1C", 7), d("N", "1C", 7, dealer="W"), NEW, d("E", "1C", 7)]),
    dealers="NWNE",
)
case(
    "s4-1-chicago-passed-out-with-dealer-given",
    chi(None, [d("E", "1NT", 6), {"passed_out": True, "dealer": "W"}, d("E", "1NT", 6)]),
    dealers="NWW",
    vul=[[], ["EW"], ["EW"]],
    deals=[(0, 50, 0, 0), (0, 0, 0, 0), (0, 100, 0, 0)],
)


# An adversary revoked and the declarer took the three tricks but still fell short (5 + 3 = 8 of
# 11): the revokers score no undertricks, the declarer no trick score: nothing but honours.
case(
    "s2.5-tricks-taken-still-short",
    auc(None, [d("S", "5H", 5, honours={"E": 3, "W": 2}, revokes=[rv("W", "tricks")])]),
    deals=[(0, 0, 0, 40)],
    games=[],
)
# 1926: the adversaries' two-trick transfer does not rescue 5H (5 + 2 = 7): the revoking side
# still scores its undertricks (it "may still score"): four down, 200.
case(
    "s2.5-1926-transfer-still-short",
    auc("whist_club_1926", [d("S", "5H", 5, revokes=[rv("W")])]),
    deals=[(0, 0, 0, 200)],
)


# =============================================================================================
# The check
# =============================================================================================


def _sums(deal: dict[str, Any]) -> Sums:
    s = {("NS", "below"): 0, ("NS", "above"): 0, ("EW", "below"): 0, ("EW", "above"): 0}
    for e in deal["entries"]:
        s[(e["side"], e["column"])] += e["points"]
    return (s[("NS", "below")], s[("NS", "above")], s[("EW", "below")], s[("EW", "above")])


@pytest.mark.parametrize(("record", "expect"), CASES)
def test_bridge_audit(record: dict[str, Any], expect: dict[str, Any]) -> None:
    if "error" in expect:
        deal, field = expect["error"]
        with pytest.raises(RecordError) as info:
            score_record(record)
        problems = info.value.problems
        assert any(p.deal == deal and p.field.startswith(field) for p in problems), problems
        return
    sheet = score_record(record).to_json()
    if "deals" in expect:
        assert len(sheet["deals"]) == len(record["deals"])
        got = [
            _sums(x) if want is not None else None
            for x, want in zip(sheet["deals"], expect["deals"], strict=False)
        ]
        assert got == [tuple(w) if w is not None else None for w in expect["deals"]]
    if "games" in expect:
        assert [(g["winner"], g["loser_score"]) for g in sheet["games"]] == expect["games"]
        assert all(g["value"] is None for g in sheet["games"])
    if "totals" in expect:
        ns, ew = expect["totals"]
        assert sheet["totals"] == {"NS": ns, "EW": ew}
        assert sheet["net"] == {"NS": ns - ew, "EW": ew - ns}
    if "net" in expect:
        assert sheet["net"]["NS"] == expect["net"]
    for k, v in expect.get("rubber", {}).items():
        assert sheet["rubber"][k] == v, k
    if "dealers" in expect:
        assert "".join(x["dealer"] for x in sheet["deals"]) == expect["dealers"]
    if "vul" in expect:
        assert [x["vulnerable"] for x in sheet["deals"]] == expect["vul"]
    # Every entry explains itself in words that give its points.
    for x in sheet["deals"]:
        for e in x["entries"]:
            assert f": {e['points']}" in e["explain"] or f"to {e['points']}" in e["explain"], e
