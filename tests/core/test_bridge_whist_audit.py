"""Audit of bridge whist against ``shared/spec/rules-whist.md`` §2, §6 and §8.4.

Every expectation below was worked out by hand from the spec (the figures are written out, never
computed by the code under test): per-deal below/above sums by side, the games with the loser's
score, totals, net and the rubber keys. Each id names the spec section it checks. Deals carry the
dealer of the rotation (N, E, S, W, ...) unless a case is about the rotation itself.

Abbreviations in the comments: u = the unit (♠2 ♣4 ♦6 ♥8, NT 12); "3 by cards" = 9 tricks.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from scorepad.enums import Side
from scorepad.errors import RecordError
from scorepad.rules import score_record
from scorepad.sheet import Sheet
from tests.helpers.paths import ROOT

PORT = "portland_1904"
NY = "new_york_1907"
ROTATION = "NESW"


def d(
    decl: str, ns: int | None, dealer: str, *, maker: str = "dealer", doubles: int = 0, **extra: Any
) -> dict[str, Any]:
    """A deal: ``ns`` is North-South's tricks in play (None: an unplayed spade make)."""
    out: dict[str, Any] = {
        "dealer": dealer,
        "maker": maker,
        "declaration": decl,
        "doubles": doubles,
    }
    if ns is not None:
        out["tricks"] = {"NS": ns, "EW": 13 - ns}
    out.update(extra)
    return out


def rec(
    *deals: dict[str, Any], code: str = PORT, first: str | None = None, **house: Any
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": "scorepad-rubber/1",
        "game": "bridge_whist",
        "code": code,
        "deals": list(deals),
    }
    if house:
        out["house_rules"] = house
    if first:
        out["first_dealer"] = first
    return out


def L(nsb: int, nsa: int, ewb: int, ewa: int) -> dict[str, tuple[int, int]]:
    """One deal line: (below, above) for NS and for EW."""
    return {"NS": (nsb, nsa), "EW": (ewb, ewa)}


ZERO = L(0, 0, 0, 0)


def sums(sheet: Sheet, i: int) -> dict[str, tuple[int, int]]:
    out = {"NS": [0, 0], "EW": [0, 0]}
    for e in sheet.deals[i].entries:
        out[e.side.value][0 if e.column == "below" else 1] += e.points
    return {k: (v[0], v[1]) for k, v in out.items()}


def check(sheet: Sheet, want: dict[str, Any]) -> None:
    if "deals" in want:
        assert len(sheet.deals) == len(want["deals"])
        for i, line in enumerate(want["deals"]):
            if line is not None:
                assert sums(sheet, i) == line, f"deal {i + 1}"
    if "games" in want:
        assert [(g.winner.value, g.loser_score) for g in sheet.games] == want["games"]
        assert all(g.value is None for g in sheet.games)
    if "totals" in want:
        assert (sheet.totals[Side.NS], sheet.totals[Side.EW]) == want["totals"]
    if "net" in want:
        assert (sheet.net[Side.NS], sheet.net[Side.EW]) == (want["net"], -want["net"])
    if "rubber" in want:
        got = {
            "complete": sheet.complete,
            "winner": sheet.winner.value if sheet.winner else None,
            "bonus": sheet.bonus,
        }
        assert {k: got[k] for k in want["rubber"]} == want["rubber"]


UNFINISHED = {"complete": False, "winner": None, "bonus": 0}


def P(record: dict[str, Any], want: dict[str, Any], id: str) -> Any:
    return pytest.param(record, want, id=id)


# ============================================================================================
# §6.1 trick values; §6.4.2 either side scores its odd tricks; §6.2 doubling ×2^n
# ============================================================================================
TRICKS = [
    # 9 tricks to the dealer's side NS = 3 by cards: 3u.
    P(
        rec(d("S", 9, "N")),
        {"deals": [L(6, 0, 0, 0)], "games": [], "totals": (6, 0), "net": 6, "rubber": UNFINISHED},
        "6.1-unit-spades-2",
    ),
    P(rec(d("C", 9, "N")), {"deals": [L(12, 0, 0, 0)], "games": []}, "6.1-unit-clubs-4"),
    P(rec(d("D", 9, "N")), {"deals": [L(18, 0, 0, 0)], "games": []}, "6.1-unit-diamonds-6"),
    P(rec(d("H", 9, "N")), {"deals": [L(24, 0, 0, 0)], "games": []}, "6.1-unit-hearts-8"),
    P(
        rec(d("NT", 9, "N")),
        {"deals": [L(36, 0, 0, 0)], "games": [("NS", 0)]},
        "6.1-unit-no-trumps-12-game",
    ),
    # Adversaries (EW, dealer N) win 7 tricks: the odd trick at hearts, 8 to EW.
    P(rec(d("H", 6, "N")), {"deals": [L(0, 0, 8, 0)], "games": []}, "6.4.2-adversaries-odd-trick"),
    # Dealer N, clubs redoubled (×4 = 16 a trick); EW win 9: 3 × 16 = 48, game to EW.
    P(
        rec(d("C", 4, "N", doubles=2)),
        {"deals": [L(0, 0, 48, 0)], "games": [("EW", 0)]},
        "6.4.2-adversaries-odd-tricks-redoubled-win-game",
    ),
    # Dealer E (EW declare diamonds), NS win 8: 2 × 6 = 12 to NS.
    P(
        rec(d("D", 8, "E"), first="E"),
        {"deals": [L(12, 0, 0, 0)], "games": []},
        "6.4.2-non-dealer-side-NS-scores",
    ),
    # New York, dealer N, no trumps: EW win 7, the odd trick 12.
    P(
        rec(d("NT", 6, "N"), code=NY),
        {"deals": [L(0, 0, 12, 0)], "games": [], "totals": (0, 12), "net": -12},
        "6.4.2-new-york-adversaries-odd-trick-nt",
    ),
    P(
        rec(d("H", 8, "N", doubles=1)),
        {"deals": [L(32, 0, 0, 0)], "games": [("NS", 0)]},
        "6.2-hearts-doubled-16-a-trick",
    ),
    P(
        rec(d("NT", 7, "N", doubles=2), code=NY),
        {"deals": [L(48, 0, 0, 0)], "games": [("NS", 0)]},
        "6.2-nt-redoubled-48",
    ),
    P(
        rec(d("S", 10, "N", doubles=3)),
        {"deals": [L(64, 0, 0, 0)], "games": [("NS", 0)]},
        "6.2-spades-x8-four-by-cards-64",
    ),
]

# ============================================================================================
# §6.2 doubling limits: the most doublings allowed and the odd trick's value at that count,
# worked by hand for every strain, both limits, both modes.
#   stop_once_exceeded: double while the value is below the limit.
#   value_may_not_exceed: double only while the doubled value stays ≤ the limit.
# ============================================================================================
LIMIT_TABLE: dict[tuple[int, str], dict[str, tuple[int, int]]] = {
    # (limit, mode): strain -> (most doublings, trick value then)
    (100, "stop_once_exceeded"): {
        "S": (6, 128),
        "C": (5, 128),
        "D": (5, 192),
        "H": (4, 128),
        "NT": (4, 192),
    },
    (100, "value_may_not_exceed"): {
        "S": (5, 64),
        "C": (4, 64),
        "D": (4, 96),
        "H": (3, 64),
        "NT": (3, 96),
    },
    (200, "stop_once_exceeded"): {
        "S": (7, 256),
        "C": (6, 256),
        "D": (6, 384),
        "H": (5, 256),
        "NT": (5, 384),
    },
    (200, "value_may_not_exceed"): {
        "S": (6, 128),
        "C": (5, 128),
        "D": (5, 192),
        "H": (4, 128),
        "NT": (4, 192),
    },
}
LIMITS = []
LIMIT_ERRORS = []
for (_limit, _mode), _row in LIMIT_TABLE.items():
    for _code in (PORT, NY):
        for _strain, (_most, _value) in _row.items():
            _tag = f"{_code}-{_limit}-{_mode}-{_strain}"
            LIMITS.append(
                P(
                    rec(
                        d(_strain, 7, "N", doubles=_most),
                        code=_code,
                        doubling_limit=_limit,
                        doubling_limit_mode=_mode,
                    ),
                    {"deals": [L(_value, 0, 0, 0)], "games": [("NS", 0)]},
                    f"6.2-limit-{_tag}-last-doubling-allowed",
                )
            )
            LIMIT_ERRORS.append(
                pytest.param(
                    rec(
                        d(_strain, 7, "N", doubles=_most + 1),
                        code=_code,
                        doubling_limit=_limit,
                        doubling_limit_mode=_mode,
                    ),
                    [(1, "doubles")],
                    id=f"6.2-limit-{_tag}-one-more-refused",
                )
            )
LIMITS += [
    # New York default: no limit. NT doubled 8 times: 12 × 256 = 3072.
    P(
        rec(d("NT", 7, "N", doubles=8), code=NY),
        {"deals": [L(3072, 0, 0, 0)], "games": [("NS", 0)]},
        "6.2-new-york-default-no-limit",
    ),
    # Portland with the house rule "none": spades doubled 9 times: 2 × 512 = 1024.
    P(
        rec(d("S", 7, "N", doubles=9), doubling_limit="none"),
        {"deals": [L(1024, 0, 0, 0)], "games": [("NS", 0)]},
        "6.2-portland-limit-none",
    ),
    # New York default mode with a 100 club limit = BW-007b at hearts: 4 doublings, 128.
    P(
        rec(d("H", 6, "N", doubles=4), code=NY, doubling_limit=100),
        {"deals": [L(0, 0, 128, 0)], "games": [("EW", 0)]},
        "6.2-new-york-club-limit-defenders-score-128",
    ),
]
LIMIT_ERRORS += [
    pytest.param(
        rec(d("H", 7, "N", doubles=5)),
        [(1, "doubles")],
        id="6.2-portland-default-100-hearts-fifth-doubling-refused",
    ),
    pytest.param(
        rec(d("S", 7, "N", doubles=7)),
        [(1, "doubles")],
        id="6.2-portland-default-100-spades-seventh-doubling-refused",
    ),
    # The problem names the deal it is in.
    pytest.param(
        rec(d("C", 7, "N"), d("NT", 7, "E", doubles=5)),
        [(2, "doubles")],
        id="6.2-limit-error-names-deal-2",
    ),
]

# ============================================================================================
# §6.4.4 honours (BR1904 laws 6–7): to the holders, whatever the declaration; never doubled.
# Dealer N, NS win 7 tricks (the odd trick, u × 2^doubles below).
# ============================================================================================
HONOURS = [
    P(
        rec(d("S", 7, "N", honours={"N": 2, "S": 1, "E": 1, "W": 1})),
        {"deals": [L(2, 4, 0, 0)]},
        "6.4.4-three-honours-divided-2x-spades-4",
    ),
    P(
        rec(d("C", 7, "N", doubles=1, honours={"N": 3, "E": 1, "W": 1})),
        {"deals": [L(8, 8, 0, 0)]},
        "6.4.4-three-in-one-hand-2x-clubs-8-not-doubled",
    ),
    P(
        rec(d("D", 7, "N", honours={"N": 2, "S": 2, "E": 1})),
        {"deals": [L(6, 24, 0, 0)]},
        "6.4.4-four-divided-4x-diamonds-24",
    ),
    P(
        rec(d("H", 7, "N", doubles=2, honours={"N": 4, "E": 1})),
        {"deals": [L(32, 64, 0, 0)], "games": [("NS", 0)]},
        "6.4.4-four-in-one-hand-fifth-with-adversary-8x-hearts-64-not-redoubled",
    ),
    P(
        rec(d("H", 7, "N", honours={"N": 3, "S": 2})),
        {"deals": [L(8, 40, 0, 0)]},
        "6.4.4-five-divided-5x-hearts-40",
    ),
    P(
        rec(d("D", 7, "N", honours={"N": 4, "S": 1})),
        {"deals": [L(6, 54, 0, 0)]},
        "6.4.4-four-in-one-hand-fifth-in-partners-9x-diamonds-54",
    ),
    P(
        rec(d("S", 7, "N", honours={"S": 4, "N": 1}), code=NY),
        {"deals": [L(2, 18, 0, 0)]},
        "6.4.4-four-plus-one-9x-spades-18-new-york",
    ),
    P(
        rec(d("C", 7, "N", honours={"N": 5})),
        {"deals": [L(4, 40, 0, 0)]},
        "6.4.4-five-in-one-hand-10x-clubs-40",
    ),
    P(
        rec(d("H", 7, "N", honours={"E": 2, "W": 1, "N": 1, "S": 1})),
        {"deals": [L(8, 0, 0, 16)]},
        "6.4.4-honours-to-the-holders-not-the-declarers",
    ),
    P(
        rec(d("C", 7, "N", doubles=3, honours={"W": 4, "S": 1})),
        {"deals": [L(32, 0, 0, 32)], "games": [("NS", 0)]},
        "6.4.4-adversaries-four-in-one-hand-8x-clubs-32-undoubled",
    ),
    P(
        rec(d("S", 7, "N", honours={"E": 5}), code=NY),
        {"deals": [L(2, 0, 0, 20)]},
        "6.4.4-adversary-five-in-one-hand-spades-20",
    ),
    P(
        rec(d("D", 7, "N", honours={"E": 3, "W": 1, "S": 1})),
        {"deals": [L(6, 0, 0, 24)]},
        "6.4.4-adversaries-four-divided-diamonds-24",
    ),
    P(
        rec(d("H", 7, "N", honours={"E": 3, "W": 2}), code=NY),
        {"deals": [L(8, 0, 0, 40)]},
        "6.4.4-adversaries-five-divided-hearts-40",
    ),
    # No trumps: aces.
    P(
        rec(d("NT", 7, "N", honours={"N": 2, "S": 1, "E": 1})),
        {"deals": [L(12, 30, 0, 0)]},
        "6.4.4-nt-three-aces-30",
    ),
    P(
        rec(d("NT", 7, "N", honours={"N": 3, "S": 1})),
        {"deals": [L(12, 40, 0, 0)]},
        "6.4.4-nt-four-aces-divided-3-1-40",
    ),
    P(
        rec(d("NT", 7, "N", honours={"N": 2, "S": 2}), code=NY),
        {"deals": [L(12, 40, 0, 0)]},
        "6.4.4-nt-four-aces-divided-2-2-40",
    ),
    P(
        rec(d("NT", 7, "N", doubles=1, honours={"S": 4})),
        {"deals": [L(24, 100, 0, 0)]},
        "6.4.4-nt-four-aces-in-one-hand-100-not-doubled",
    ),
    P(
        rec(d("NT", 7, "N", honours={"N": 1, "S": 1, "E": 1, "W": 1})),
        {"deals": [L(12, 0, 0, 0)]},
        "6.4.4-nt-aces-2-2-across-nothing",
    ),
    P(
        rec(d("NT", 7, "N", honours={"N": 2, "E": 2}), code=NY),
        {"deals": [L(12, 0, 0, 0)]},
        "6.4.4-nt-aces-two-and-two-nothing",
    ),
    P(
        rec(d("NT", 7, "N", doubles=1, honours={"E": 3, "N": 1})),
        {"deals": [L(24, 0, 0, 30)]},
        "6.4.4-nt-adversaries-three-aces-30",
    ),
    P(
        rec(d("NT", 7, "N", honours={"W": 4}), code=NY),
        {"deals": [L(12, 0, 0, 100)]},
        "6.4.4-nt-adversary-four-aces-100",
    ),
    # None claimed (absent, or all counts zero).
    P(rec(d("H", 7, "N", honours={})), {"deals": [L(8, 0, 0, 0)]}, "6.4.4-honours-none-claimed"),
]

# ============================================================================================
# §6.4.5 chicane: 2u a void hand, 4u a void partnership; never doubled. `additive` (Portland
# default) marks it to the void side; `deduct` (New York default) adds it to the void side's
# honours or takes it from the adversaries' honours; with no honours claimed it is added.
# Hearts (u 8) unless said; dealer N, NS 7 tricks (8 below).
# ============================================================================================
CHICANE_CASES: list[
    tuple[str, dict[str, Any], dict[str, tuple[int, int]], dict[str, tuple[int, int]]]
] = [
    # (id, deal extras, additive line, deduct line)
    ("single-no-honours-claimed", {"voids": ["E"]}, L(8, 0, 0, 16), L(8, 0, 0, 16)),
    (
        "single-with-own-sides-honours",
        {"voids": ["E"], "honours": {"W": 3, "N": 1, "S": 1}},
        L(8, 0, 0, 32),
        L(8, 0, 0, 32),
    ),
    (
        "single-adversaries-hold-honours",
        {"voids": ["E"], "honours": {"N": 3, "S": 1, "W": 1}},
        L(8, 32, 0, 16),
        L(8, 16, 0, 0),
    ),
    (
        "single-dealer-side-void-adversaries-honours",
        {"voids": ["S"], "honours": {"E": 2, "W": 2, "N": 1}},
        L(8, 16, 0, 32),
        L(8, 0, 0, 16),
    ),
    (
        "single-dealer-side-void-own-four-in-one-hand",
        {"voids": ["S"], "honours": {"N": 4, "W": 1}},
        L(8, 80, 0, 0),
        L(8, 80, 0, 0),
    ),
    (
        "double-adversaries-five-divided",
        {"voids": ["E", "W"], "honours": {"N": 3, "S": 2}},
        L(8, 40, 0, 32),
        L(8, 8, 0, 0),
    ),
    (
        "double-adversaries-four-plus-one",
        {"voids": ["N", "S"], "honours": {"E": 4, "W": 1}},
        L(8, 32, 0, 72),
        L(8, 0, 0, 40),
    ),
    ("double-no-honours-claimed", {"voids": ["E", "W"]}, L(8, 0, 0, 32), L(8, 0, 0, 32)),
]
CHICANE = []
for _cid, _extra, _add, _ded in CHICANE_CASES:
    for _code in (PORT, NY):
        CHICANE.append(
            P(
                rec(d("H", 7, "N", **_extra), code=_code, chicane="additive"),
                {"deals": [_add]},
                f"6.4.5-additive-{_cid}-{_code}",
            )
        )
        CHICANE.append(
            P(
                rec(d("H", 7, "N", **_extra), code=_code, chicane="deduct"),
                {"deals": [_ded]},
                f"6.4.5-deduct-{_cid}-{_code}",
            )
        )
CHICANE += [
    # Code defaults: Portland additive, New York deduct (no house rule given).
    P(
        rec(d("H", 7, "N", voids=["E"], honours={"N": 3, "S": 1, "W": 1})),
        {"deals": [L(8, 32, 0, 16)]},
        "6.4.5-portland-default-additive",
    ),
    P(
        rec(d("H", 7, "N", voids=["E"], honours={"N": 3, "S": 1, "W": 1}), code=NY),
        {"deals": [L(8, 16, 0, 0)]},
        "6.4.5-new-york-default-deduct",
    ),
    # Clubs (u 4): N and E void; S holds 3, W 2: NS three honours 8. Additive NS 8+8, EW 8;
    # deduct NS 8 + 8 (own chicane) − 8 (EW's chicane) = 8.
    P(
        rec(d("C", 7, "N", voids=["N", "E"], honours={"S": 3, "W": 2}), chicane="additive"),
        {"deals": [L(4, 16, 0, 8)]},
        "6.4.5-additive-chicane-on-both-sides",
    ),
    P(
        rec(d("C", 7, "N", voids=["N", "E"], honours={"S": 3, "W": 2}), chicane="deduct"),
        {"deals": [L(4, 8, 0, 0)]},
        "6.4.5-deduct-chicane-on-both-sides",
    ),
    # Spades (u 2): N, S, E void; W holds all five (20). NS double chicane 8, EW chicane 4.
    P(
        rec(d("S", 7, "N", voids=["N", "S", "E"], honours={"W": 5}), chicane="additive"),
        {"deals": [L(2, 8, 0, 24)]},
        "6.4.5-additive-three-voids",
    ),
    P(
        rec(d("S", 7, "N", voids=["N", "S", "E"], honours={"W": 5}), chicane="deduct"),
        {"deals": [L(2, 0, 0, 16)]},
        "6.4.5-deduct-three-voids",
    ),
    # Chicane is not doubled: hearts redoubled, S void, no honours: 2 × 32 below, 16 above.
    P(
        rec(d("H", 8, "N", doubles=2, voids=["S"])),
        {"deals": [L(64, 16, 0, 0)], "games": [("NS", 0)]},
        "6.4.5-chicane-not-doubled",
    ),
]


def _chicane_rubber(mode: str) -> dict[str, Any]:
    return rec(
        d("H", 10, "N", voids=["E"], honours={"N": 3, "S": 1, "W": 1}),  # NS 32 game; hon 32
        d("C", 4, "E", voids=["N", "S"], honours={"E": 3, "W": 2}),  # EW 12; hon 20
        d("NT", 10, "S", honours={"N": 3, "E": 1}),  # NS 48 game; aces 30
        chicane=mode,
    )


CHICANE += [
    # Additive: NS 32+32 +16 +48+30 +100 = 258; EW 16 +12+20 = 48; net 210.
    P(
        _chicane_rubber("additive"),
        {
            "deals": [L(32, 32, 0, 16), L(0, 16, 12, 20), L(48, 30, 0, 0)],
            "games": [("NS", 0), ("NS", 12)],
            "totals": (258, 48),
            "net": 210,
            "rubber": {"complete": True, "winner": "NS", "bonus": 100},
        },
        "6.4.5-net-equivalence-additive-rubber",
    ),
    # Deduct: NS 32+16 +48+30 +100 = 226; EW 12+4 = 16; net 210 — the same.
    P(
        _chicane_rubber("deduct"),
        {
            "deals": [L(32, 16, 0, 0), L(0, 0, 12, 4), L(48, 30, 0, 0)],
            "games": [("NS", 0), ("NS", 12)],
            "totals": (226, 16),
            "net": 210,
            "rubber": {"complete": True, "winner": "NS", "bonus": 100},
        },
        "6.4.5-net-equivalence-deduct-rubber",
    ),
]

# ============================================================================================
# §6.4.6 slams (40 / 20): either side, on tricks won in play, never doubled; none to a
# revoking side under revoker_slam=barred (default); none from penalty tricks.
# ============================================================================================
SLAMS = [
    P(
        rec(d("S", 13, "N")),
        {"deals": [L(14, 40, 0, 0)], "games": []},
        "6.4.6-grand-slam-dealers-side",
    ),
    P(
        rec(d("C", 1, "N"), code=NY),
        {"deals": [L(0, 0, 24, 20)], "games": []},
        "6.4.6-little-slam-adversaries",
    ),
    P(
        rec(d("D", 1, "N", doubles=1)),
        {"deals": [L(0, 0, 72, 20)], "games": [("EW", 0)]},
        "6.4.6-little-slam-doubled-slam-not-doubled",
    ),
    P(
        rec(d("NT", 0, "N")),
        {"deals": [L(0, 0, 84, 40)], "games": [("EW", 0)]},
        "6.4.6-grand-slam-adversaries-nt",
    ),
    # Portland: N (dealer) revokes, EW take three tricks: NS 13 → 10, 4 by cards at spades 8.
    P(
        rec(d("S", 13, "N", revokes=[{"by": "N", "penalty": "tricks"}])),
        {"deals": [L(8, 0, 0, 0)]},
        "6.4.6-portland-revoker-slam-barred",
    ),
    P(
        rec(d("S", 13, "N", revokes=[{"by": "N", "penalty": "tricks"}]), revoker_slam="allowed"),
        {"deals": [L(8, 40, 0, 0)]},
        "6.4.6-portland-revoker-slam-allowed",
    ),
    P(
        rec(d("S", 13, "N", revokes=[{"by": "N"}]), code=NY),
        {"deals": [L(8, 0, 0, 0)]},
        "6.4.6-new-york-revoker-slam-barred",
    ),
    P(
        rec(d("S", 13, "N", revokes=[{"by": "N"}]), code=NY, revoker_slam="allowed"),
        {"deals": [L(8, 40, 0, 0)]},
        "6.4.6-new-york-revoker-slam-allowed",
    ),
    # NY, dealer E: EW 12 in play, E revokes: EW 9 → 3 by cards at spades 6; little slam only
    # when allowed.
    P(
        rec(d("S", 1, "E", revokes=[{"by": "E"}]), code=NY, first="E", revoker_slam="allowed"),
        {"deals": [L(0, 0, 6, 20)]},
        "6.4.6-new-york-revoker-little-slam-allowed",
    ),
    # Portland: NS 11 in play, E revokes, NS take tricks: EW has only 2, NS 13 → 7 by cards 14;
    # no slam from penalty tricks.
    P(
        rec(d("S", 11, "N", revokes=[{"by": "E", "penalty": "tricks"}])),
        {"deals": [L(14, 0, 0, 0)]},
        "6.4.6-no-grand-slam-from-penalty-tricks",
    ),
    P(
        rec(d("S", 10, "N", revokes=[{"by": "W"}]), code=NY),
        {"deals": [L(14, 0, 0, 0)]},
        "6.4.6-new-york-no-slam-from-penalty-tricks",
    ),
    P(
        rec(d("S", 9, "N", revokes=[{"by": "E", "penalty": "tricks"}])),
        {"deals": [L(12, 0, 0, 0)]},
        "6.4.6-no-little-slam-from-penalty-tricks",
    ),
    # Portland: NS 12 in play, E revokes, NS add 3 × 2 = 6: 6 + 12 below; little slam 20.
    P(
        rec(d("S", 12, "N", revokes=[{"by": "E", "penalty": "add"}])),
        {"deals": [L(18, 20, 0, 0)]},
        "6.4.6-claimants-slam-in-play-with-add",
    ),
    # Portland: NS 13, E revokes, NS deduct from EW's nothing: nothing marked; grand slam.
    P(
        rec(d("S", 13, "N", revokes=[{"by": "E", "penalty": "deduct"}])),
        {"deals": [L(14, 40, 0, 0)]},
        "6.4.6-claimants-grand-slam-with-deduct",
    ),
]

# ============================================================================================
# §6.4.1–6.4.3 revokes: Portland options, New York transfer, the revoking side's 28, no game.
# ============================================================================================
EW_20 = d("C", 2, "N")  # EW 5 by cards at clubs: 20 toward game
NS_24 = d("D", 10, "N")  # NS 4 by cards at diamonds: 24
REVOKES = [
    # Portland tricks: E revokes, NS take three: 7 → 10, 4 by cards at hearts 32, game.
    P(
        rec(d("H", 7, "N", revokes=[{"by": "E", "penalty": "tricks"}])),
        {"deals": [L(32, 0, 0, 0)], "games": [("NS", 0)]},
        "6.4.1-portland-take-three-tricks",
    ),
    # Deduct, doubled basis: EW at 20; spades ×8 (16 a trick); E revokes; 3 × 16 = 48 off EW's
    # 20 → −20; EW odd trick 16 (room 28). EW line −4; totals EW 16.
    P(
        rec(EW_20, d("S", 6, "E", doubles=3, revokes=[{"by": "E", "penalty": "deduct"}])),
        {
            "deals": [None, L(0, 0, -4, 0)],
            "games": [],
            "totals": (0, 16),
            "net": -16,
            "rubber": UNFINISHED,
        },
        "6.4.1-portland-deduct-doubled-basis-floors-at-zero",
    ),
    # Undoubled basis: 3 × 2 = 6 off → EW 14; odd trick 16 cut to 14 (28), 2 lost.
    P(
        rec(
            EW_20,
            d("S", 6, "E", doubles=3, revokes=[{"by": "E", "penalty": "deduct"}]),
            revoke_value_basis="undoubled",
        ),
        {"deals": [None, L(0, 0, 8, 0)], "games": [], "totals": (0, 28), "net": -28},
        "6.4.1-portland-deduct-undoubled-basis-then-28-limit",
    ),
    P(
        rec(
            EW_20,
            d("S", 6, "E", doubles=3, revokes=[{"by": "E", "penalty": "deduct"}]),
            revoke_value_basis="undoubled",
            revoke_excess="above_line",
        ),
        {"deals": [None, L(0, 0, 8, 2)], "games": [], "totals": (0, 30), "net": -30},
        "6.4.1-portland-deduct-undoubled-excess-above-line",
    ),
    # Deduct from nothing: N revokes with NS at 0: nothing to mark; NS odd trick 8.
    P(
        rec(d("H", 7, "N", revokes=[{"by": "N", "penalty": "deduct"}])),
        {"deals": [L(8, 0, 0, 0)], "games": []},
        "6.4.1-portland-deduct-from-zero",
    ),
    # Deduct part: NS at 16; dealer E diamonds, N revokes, 3 × 6 = 18 off 16 → −16; EW 6.
    P(
        rec(d("H", 8, "N"), d("D", 6, "E", revokes=[{"by": "N", "penalty": "deduct"}])),
        {"deals": [L(16, 0, 0, 0), L(-16, 0, 6, 0)], "games": [], "totals": (0, 6), "net": -6},
        "6.4.1-portland-deduct-floors-at-existing-score",
    ),
    # Add wins the game for the claimants: NS at 24; E revokes, NS add 3 × 8 = 24 → 48, game;
    # EW's 2 by cards 16 still marked (room 28). Loser's score 16.
    P(
        rec(NS_24, d("H", 5, "E", revokes=[{"by": "E", "penalty": "add"}])),
        {
            "deals": [L(24, 0, 0, 0), L(24, 0, 16, 0)],
            "games": [("NS", 16)],
            "totals": (48, 16),
            "net": 32,
        },
        "6.4.1-portland-add-wins-the-game-for-the-claimants",
    ),
    # Add, doubled basis: spades redoubled (8 a trick), N revokes, EW add 24 + odd trick 8 = 32:
    # game to EW.
    P(
        rec(d("S", 6, "N", doubles=2, revokes=[{"by": "N", "penalty": "add"}])),
        {"deals": [L(0, 0, 32, 0)], "games": [("EW", 0)]},
        "6.4.1-portland-add-doubled-basis",
    ),
    # Undoubled basis: 3 × 2 = 6 + 8 = 14: no game.
    P(
        rec(
            d("S", 6, "N", doubles=2, revokes=[{"by": "N", "penalty": "add"}]),
            revoke_value_basis="undoubled",
        ),
        {"deals": [L(0, 0, 14, 0)], "games": []},
        "6.4.1-portland-add-undoubled-basis",
    ),
    # Both sides revoke, both add: each credit limited to 28; NS 24 + 3 by cards 24 → 28.
    P(
        rec(d("H", 9, "N", revokes=[{"by": "N", "penalty": "add"}, {"by": "E", "penalty": "add"}])),
        {"deals": [L(28, 0, 24, 0)], "games": []},
        "6.4.1-portland-both-sides-add-28-limit",
    ),
    P(
        rec(
            d("H", 9, "N", revokes=[{"by": "N", "penalty": "add"}, {"by": "E", "penalty": "add"}]),
            revoke_excess="above_line",
        ),
        {"deals": [L(28, 20, 24, 0)], "games": []},
        "6.4.1-portland-both-sides-add-excess-above-line",
    ),
    # Both sides revoke, both take tricks: 10/3 → 7/6 → 10/3; NS at 10 + 24 → room 18.
    P(
        rec(
            d("S", 11, "N"),
            d(
                "D",
                10,
                "E",
                revokes=[{"by": "N", "penalty": "tricks"}, {"by": "E", "penalty": "tricks"}],
            ),
        ),
        {"deals": [L(10, 0, 0, 0), L(18, 0, 0, 0)], "games": []},
        "6.4.1-portland-both-sides-take-tricks",
    ),
    # Revoke shortfall: EW have 1 trick; NS take it: 13 → 7 by cards at clubs 28; little slam
    # in play (12).
    P(
        rec(d("C", 12, "N", revokes=[{"by": "E", "penalty": "tricks"}])),
        {"deals": [L(28, 20, 0, 0)], "games": []},
        "6.4.1-shortfall-transfer-all-available",
    ),
    P(
        rec(
            d("C", 10, "N", revokes=[{"by": "E", "penalty": "tricks"}]),
            revoke_tricks_shortfall="forbid_option",
        ),
        {"deals": [L(28, 0, 0, 0)], "games": []},
        "6.4.1-forbid-option-enough-tricks",
    ),
    # New York: three tricks pass.
    P(
        rec(d("H", 8, "N", revokes=[{"by": "E"}]), code=NY),
        {"deals": [L(40, 0, 0, 0)], "games": [("NS", 0)]},
        "6.4.1-new-york-three-tricks",
    ),
    # Two revokes by EW: 5 → 2 → 0 (only 2 left): NS 13, 7 by cards 56; no slam in play.
    P(
        rec(d("H", 8, "N", revokes=[{"by": "E"}, {"by": "W"}]), code=NY),
        {"deals": [L(56, 0, 0, 0)], "games": [("NS", 0)]},
        "6.4.1-new-york-accumulated-all-available",
    ),
    # Both sides revoke (N then E): 12/1 → 9/4 → 12/1; NS 6 by cards at diamonds 36 → 28, no
    # game, no slam.
    P(
        rec(d("D", 12, "N", revokes=[{"by": "N"}, {"by": "E"}]), code=NY),
        {"deals": [L(28, 0, 0, 0)], "games": []},
        "6.4.1-new-york-both-sides-neither-wins-the-game",
    ),
    P(
        rec(
            d("D", 12, "N", revokes=[{"by": "N"}, {"by": "E"}]), code=NY, revoke_excess="above_line"
        ),
        {"deals": [L(28, 8, 0, 0)], "games": []},
        "6.4.2-new-york-both-sides-excess-above",
    ),
    # Order matters when short: E then N: 12/1 → 13/0 → 10/3; NS 24.
    P(
        rec(d("D", 12, "N", revokes=[{"by": "E"}, {"by": "N"}]), code=NY),
        {"deals": [L(24, 0, 0, 0)], "games": []},
        "6.4.1-new-york-revokes-in-order",
    ),
    # The 28 limit: NS at 24, dealer E hearts, N revokes: 11 → 8, 2 by cards 16 → 4 (12 lost);
    # then NS spades odd trick 2 → 30: game on deal 3, EW at 0.
    P(
        rec(NS_24, d("H", 11, "E", revokes=[{"by": "N"}]), d("S", 7, "S"), code=NY),
        {
            "deals": [L(24, 0, 0, 0), L(4, 0, 0, 0), L(2, 0, 0, 0)],
            "games": [("NS", 0)],
            "totals": (30, 0),
            "net": 30,
        },
        "6.4.2-revoking-side-held-at-28-lost",
    ),
    P(
        rec(
            NS_24,
            d("H", 11, "E", revokes=[{"by": "N"}]),
            d("S", 7, "S"),
            code=NY,
            revoke_excess="above_line",
        ),
        {
            "deals": [L(24, 0, 0, 0), L(4, 12, 0, 0), L(2, 0, 0, 0)],
            "games": [("NS", 0)],
            "totals": (42, 0),
            "net": 42,
        },
        "6.4.2-revoking-side-held-at-28-excess-above-line",
    ),
    # Revoking side already at 28: nothing more below.
    P(
        rec(
            d("D", 9, "N"),
            d("S", 8, "E"),
            d("S", 8, "S"),
            d("NT", 13, "W", revokes=[{"by": "N"}]),
            code=NY,
        ),
        {"deals": [L(18, 0, 0, 0), L(4, 0, 0, 0), L(4, 0, 0, 0), L(2, 0, 0, 0)], "games": []},
        "6.4.2-revoking-side-room-two",
    ),
    # House rule revoke_penalty swaps the codes' behaviour.
    P(
        rec(
            d("H", 7, "N", revokes=[{"by": "E", "penalty": "add"}]),
            code=NY,
            revoke_penalty="adversaries_option",
        ),
        {"deals": [L(32, 0, 0, 0)], "games": [("NS", 0)]},
        "8.4-revoke-penalty-option-under-new-york",
    ),
    P(
        rec(d("H", 7, "N", revokes=[{"by": "E"}]), revoke_penalty="transfer_3_tricks"),
        {"deals": [L(32, 0, 0, 0)], "games": [("NS", 0)]},
        "8.4-revoke-penalty-transfer-under-portland",
    ),
    # Honours still score for a revoking side (only game and slam are barred).
    P(
        rec(d("H", 12, "N", honours={"N": 4, "S": 1}, revokes=[{"by": "N"}]), code=NY),
        {"deals": [L(24, 72, 0, 0)], "games": []},
        "6.4.4-revoking-side-keeps-its-honours",
    ),
]

# ============================================================================================
# §6.5 game, rubber, value; unfinished rubber; new deals.
# ============================================================================================
RUBBERS = [
    # Exactly 30: NT 2 by cards 24, then the odd trick at diamonds 6.
    P(
        rec(d("NT", 8, "N"), d("D", 7, "E")),
        {"deals": [L(24, 0, 0, 0), L(6, 0, 0, 0)], "games": [("NS", 0)]},
        "6.5-game-at-exactly-thirty",
    ),
    # Honours never make game: NS 2 + 40 honours.
    P(
        rec(d("C", 7, "N", honours={"N": 5}), d("S", 7, "E", honours={"S": 5})),
        {"deals": [L(4, 40, 0, 0), L(2, 20, 0, 0)], "games": []},
        "6.5-game-by-tricks-alone",
    ),
    # Surplus counted, not carried: 24, then 32 (56, game); 8 + 2 = 10 (not 36); 36 → 46 game.
    P(
        rec(d("NT", 8, "N"), d("H", 10, "E"), d("C", 8, "S"), d("S", 7, "W"), d("NT", 9, "N")),
        {
            "deals": [L(24, 0, 0, 0), L(32, 0, 0, 0), L(8, 0, 0, 0), L(2, 0, 0, 0), L(36, 0, 0, 0)],
            "games": [("NS", 0), ("NS", 0)],
            "totals": (202, 0),
            "net": 202,
            "rubber": {"complete": True, "winner": "NS", "bonus": 100},
        },
        "6.5-surplus-counted-not-carried",
    ),
    # Three games; the loser's part-scores stay in the totals.
    P(
        rec(d("C", 4, "N"), d("NT", 10, "E"), d("H", 5, "S"), d("H", 4, "W"), d("NT", 9, "N")),
        {
            "deals": [
                L(0, 0, 12, 0),
                L(48, 0, 0, 0),
                L(0, 0, 16, 0),
                L(0, 0, 24, 0),
                L(36, 0, 0, 0),
            ],
            "games": [("NS", 12), ("EW", 0), ("NS", 0)],
            "totals": (184, 52),
            "net": 132,
            "rubber": {"complete": True, "winner": "NS", "bonus": 100},
        },
        "6.5-three-game-rubber-part-scores-kept",
    ),
    # Rubber winners lose on points: NS win two games (48 + 48 + 100 = 196), EW hold four aces
    # in one hand twice (200): net NS −4.
    P(
        rec(d("NT", 10, "N", honours={"W": 4}), d("NT", 10, "E", honours={"E": 4})),
        {
            "deals": [L(48, 0, 0, 100), L(48, 0, 0, 100)],
            "games": [("NS", 0), ("NS", 0)],
            "totals": (196, 200),
            "net": -4,
            "rubber": {"complete": True, "winner": "NS", "bonus": 100},
        },
        "6.5-rubber-winners-lose-on-points",
    ),
    # Unfinished: NS 48 (game), EW 12 + 16.
    P(
        rec(d("C", 4, "N"), d("NT", 10, "E"), d("H", 5, "S")),
        {"games": [("NS", 12)], "totals": (48, 28), "net": 20, "rubber": UNFINISHED},
        "6.5-unfinished-difference-without-bonus",
    ),
    P(
        rec(d("C", 4, "N"), d("NT", 10, "E"), d("H", 5, "S"), code=NY, unfinished_rubber="void"),
        {"games": [("NS", 12)], "totals": (0, 0), "net": 0, "rubber": UNFINISHED},
        "6.5-unfinished-void",
    ),
    P(
        rec(code=NY),
        {"deals": [], "games": [], "totals": (0, 0), "net": 0, "rubber": UNFINISHED},
        "6.5-no-deals",
    ),
    # A new deal scores nothing and passes the deal.
    P(
        rec(d("NT", 10, "N"), {"new_deal": True, "dealer": "E"}, d("NT", 10, "S")),
        {
            "deals": [L(48, 0, 0, 0), ZERO, L(48, 0, 0, 0)],
            "games": [("NS", 0), ("NS", 0)],
            "totals": (196, 0),
            "net": 196,
            "rubber": {"complete": True, "winner": "NS", "bonus": 100},
        },
        "6.5-new-deal-scores-nothing",
    ),
    # A part-score, then game: the loser (NS) at 0.
    P(
        rec(d("H", 4, "N"), d("H", 4, "E"), code=NY),
        {
            "deals": [L(0, 0, 24, 0), L(0, 0, 24, 0)],
            "games": [("EW", 0)],
            "totals": (0, 48),
            "net": -48,
            "rubber": UNFINISHED,
        },
        "6.5-part-score-then-game",
    ),
]


def _hoffmann(code: str) -> dict[str, Any]:
    """§6.8, Hoffmann's rubber (A–B = NS, C–D = EW)."""
    return rec(
        d("D", 9, "N", honours={"N": 2, "S": 2, "E": 1}),
        d("NT", 5, "E", honours={"E": 2, "W": 1, "N": 1}),
        d("H", 8, "S", honours={"E": 2, "W": 1, "N": 1, "S": 1}),
        d("C", 7, "W", honours={"N": 2, "S": 2, "W": 1}),
        d("NT", 8, "N", honours={"W": 4}),
        d("S", 7, "E", honours={"E": 2, "W": 2, "N": 1}),
        code=code,
    )


for _code in (PORT, NY):
    RUBBERS.append(
        P(
            _hoffmann(_code),
            {
                "deals": [
                    L(18, 24, 0, 0),
                    L(0, 0, 24, 30),
                    L(16, 0, 0, 16),
                    L(4, 16, 0, 0),
                    L(24, 0, 0, 100),
                    L(2, 0, 0, 8),
                ],
                "games": [("NS", 24), ("NS", 0)],
                "totals": (204, 178),
                "net": 26,
                "rubber": {"complete": True, "winner": "NS", "bonus": 100},
            },
            f"6.8-hoffmann-rubber-{_code}",
        )
    )

# ============================================================================================
# §6.9 spade convention.
# ============================================================================================
SPADES = [
    P(
        rec(d("S", None, "N"), spade_convention=True),
        {"deals": [L(2, 0, 0, 0)], "games": []},
        "6.9-spade-convention-unplayed-2-to-makers",
    ),
    P(
        rec(d("S", None, "E"), first="E", code=NY, spade_convention=True),
        {"deals": [L(0, 0, 2, 0)]},
        "6.9-spade-convention-dealer-EW",
    ),
    P(
        rec(d("S", None, "S", maker="partner"), first="S", spade_convention=True),
        {"deals": [L(2, 0, 0, 0)]},
        "6.9-spade-convention-passed-make",
    ),
    P(
        rec(d("S", 8, "N", doubles=1), spade_convention=True),
        {"deals": [L(8, 0, 0, 0)]},
        "6.9-spade-convention-doubled-make-played",
    ),
    # NS at 24; EW's undoubled spade make is played: EW odd trick... EW 8 tricks: 4.
    P(
        rec(d("NT", 8, "N"), d("S", 5, "E"), spade_convention=True),
        {"deals": [L(24, 0, 0, 0), L(0, 0, 4, 0)], "games": []},
        "6.9-spade-convention-played-once-a-side-is-at-20",
    ),
    # NS 18; EW's and NS's unplayed makes (2 each, NS to 20); then a spade make is played.
    P(
        rec(
            d("D", 9, "N"),
            d("S", None, "E"),
            d("S", None, "S"),
            d("S", 6, "W"),
            code=NY,
            spade_convention=True,
        ),
        {
            "deals": [L(18, 0, 0, 0), L(0, 0, 2, 0), L(2, 0, 0, 0), L(0, 0, 2, 0)],
            "games": [],
            "totals": (20, 4),
            "net": 16,
        },
        "6.9-spade-convention-unplayed-makes-reach-20",
    ),
    # After a game, both sides are at 0 again in the new game.
    P(
        rec(d("NT", 10, "N"), d("S", None, "E"), spade_convention=True),
        {"deals": [L(48, 0, 0, 0), L(0, 0, 2, 0)], "games": [("NS", 0)]},
        "6.9-spade-convention-new-game-starts-at-love",
    ),
]
SPADE_ERRORS = [
    pytest.param(rec(d("S", None, "N")), [(1, "tricks")], id="6.9-no-convention-tricks-required"),
    pytest.param(
        rec(d("NT", 8, "N"), d("S", None, "E"), spade_convention=True),
        [(2, "tricks")],
        id="6.9-convention-unplayed-refused-once-a-side-at-20",
    ),
    pytest.param(
        rec(d("S", 7, "N"), spade_convention=True),
        [(1, "tricks")],
        id="6.9-convention-undoubled-spades-not-played-under-20",
    ),
    pytest.param(
        rec(d("S", None, "N", doubles=1), spade_convention=True),
        [(1, "tricks")],
        id="6.9-convention-doubled-spades-must-be-played",
    ),
    pytest.param(
        rec(d("H", None, "N"), spade_convention=True),
        [(1, "tricks")],
        id="6.9-convention-only-spades",
    ),
    pytest.param(
        rec(d("S", None, "N", honours={"N": 5}), spade_convention=True),
        [(1, "honours")],
        id="6.9-convention-unplayed-make-has-no-honours",
    ),
]

# ============================================================================================
# §2.2 validation: exit 2, the deal and field named.
# ============================================================================================
VALIDATION = [
    pytest.param(
        rec(d("H", 7, "N", tricks={"NS": 7, "EW": 7})), [(1, "tricks")], id="2.2-tricks-add-to-13"
    ),
    pytest.param(
        rec(d("H", 7, "N", honours={"N": 2, "S": 2})),
        [(1, "honours")],
        id="2.2-suit-honours-all-five",
    ),
    pytest.param(
        rec(d("NT", 7, "N", honours={"N": 2, "S": 1})), [(1, "honours")], id="2.2-nt-aces-all-four"
    ),
    pytest.param(
        rec(d("NT", 7, "N", honours={"N": 4, "S": 1})), [(1, "honours")], id="2.2-nt-five-aces"
    ),
    pytest.param(
        rec(d("H", 7, "N", honours={"N": 4, "E": 1}, voids=["E"])),
        [(1, "honours.E")],
        id="2.2-void-seat-holds-no-honour",
    ),
    pytest.param(rec(d("NT", 7, "N", voids=["E"])), [(1, "voids")], id="2.2-no-voids-at-nt"),
    pytest.param(
        rec(d("H", 7, "N", revokes=[{"by": "S", "penalty": "add"}])),
        [(1, "revokes[0].by")],
        id="2.2-dummy-cannot-revoke",
    ),
    pytest.param(
        rec(d("H", 7, "E", revokes=[{"by": "W"}]), code=NY, first="E"),
        [(1, "revokes[0].by")],
        id="2.2-dummy-cannot-revoke-new-york",
    ),
    pytest.param(
        rec(d("H", 7, "N", revokes=[{"by": "E"}])),
        [(1, "revokes[0].penalty")],
        id="2.2-portland-penalty-required",
    ),
    pytest.param(
        rec(d("H", 7, "N", revokes=[{"by": "E", "penalty": "score"}])),
        [(1, "revokes[0].penalty")],
        id="2.2-portland-penalty-unknown",
    ),
    pytest.param(
        rec(d("H", 7, "N", revokes=[{"by": "E", "penalty": "tricks"}]), code=NY),
        [(1, "revokes[0].penalty")],
        id="2.2-new-york-no-penalty-choice",
    ),
    pytest.param(rec(d("H", 7, "N", contract="1H")), [(1, "contract")], id="2.2-unknown-key"),
    pytest.param(rec(d("X", 7, "N")), [(1, "declaration")], id="2.2-declaration-unknown"),
    pytest.param(rec(d("H", 7, "N", maker="eldest")), [(1, "maker")], id="2.2-maker-unknown"),
    pytest.param(rec(d("H", 7, "N", doubles=-1)), [(1, "doubles")], id="2.2-doubles-negative"),
    pytest.param(
        rec(d("NT", 10, "N"), d("NT", 10, "E"), d("H", 7, "S")),
        [(3, "deals")],
        id="2.2-deal-after-the-rubber",
    ),
    pytest.param(
        rec(
            d("C", 12, "N", revokes=[{"by": "E", "penalty": "tricks"}]),
            revoke_tricks_shortfall="forbid_option",
        ),
        [(1, "revokes[0].penalty")],
        id="8.4-shortfall-forbid-option",
    ),
    pytest.param(
        rec(d("H", 7, "N"), doubling_limit=150),
        [(None, "house_rules.doubling_limit")],
        id="8.4-doubling-limit-values",
    ),
    pytest.param(
        rec(d("H", 7, "N"), revoke_excess="carried"),
        [(None, "house_rules.revoke_excess")],
        id="8.4-revoke-excess-values",
    ),
    pytest.param(
        rec(d("H", 7, "N"), chicane="none"),
        [(None, "house_rules.chicane")],
        id="8.4-chicane-values",
    ),
]

# ============================================================================================
# §2.1 dealers: rotation from first_dealer, new deals pass the deal, a given dealer restarts it.
# ============================================================================================
DEALERS = [
    pytest.param(None, [d("S", 7, "N")] * 5, False, "NESWN", id="2.1-rotation-from-N"),
    pytest.param(
        "W",
        [{"new_deal": True}, d("S", 7, "N"), d("S", 7, "N")],
        False,
        "WNE",
        id="2.1-new-deal-passes-the-deal",
    ),
    pytest.param(
        "N",
        [d("S", 7, "S"), d("S", 7, "N"), d("S", 7, "N")],
        True,
        "SWN",
        id="2.1-explicit-dealer-restarts-the-rotation",
    ),
]


def _without_dealer(deals: list[dict[str, Any]], keep_first: bool) -> list[dict[str, Any]]:
    out = []
    for i, x in enumerate(deals):
        x = dict(x)
        if not (keep_first and i == 0):
            x.pop("dealer", None)
        out.append(x)
    return out


# -- tests ----------------------------------------------------------------------------------------
ALL = TRICKS + LIMITS + HONOURS + CHICANE + SLAMS + REVOKES + RUBBERS + SPADES


@pytest.mark.parametrize(("record", "want"), ALL)
def test_scores(record: dict[str, Any], want: dict[str, Any]) -> None:
    check(score_record(record), want)


@pytest.mark.parametrize(("record", "want"), ALL)
def test_every_entry_explains_its_figure(record: dict[str, Any], want: dict[str, Any]) -> None:
    for line in score_record(record).deals:
        for e in line.entries:
            assert e.explain and str(e.points) in e.explain, e
            assert "honors" not in e.explain


@pytest.mark.parametrize(("record", "problems"), LIMIT_ERRORS + SPADE_ERRORS + VALIDATION)
def test_refused(record: dict[str, Any], problems: list[tuple[int | None, str]]) -> None:
    with pytest.raises(RecordError) as info:
        score_record(record)
    assert [(p.deal, p.field) for p in info.value.problems] == problems
    assert all(p.message for p in info.value.problems)


@pytest.mark.parametrize(("first", "deals", "keep_first", "dealers"), DEALERS)
def test_dealers(
    first: str | None, deals: list[dict[str, Any]], keep_first: bool, dealers: str
) -> None:
    sheet = score_record(rec(*_without_dealer(deals, keep_first), first=first))
    assert "".join(line.dealer.value for line in sheet.deals if line.dealer) == dealers


@pytest.mark.parametrize(
    ("first", "deals", "bad"),
    [
        # first_dealer E: dealer E, dummy W (deal 1); a new deal by S,
        # then dealer W, dummy E (deal 3).
        pytest.param("E", [{"revokes": [{"by": "W"}]}], 1, id="2.2-dummy-by-rotation"),
        pytest.param("E", [{"revokes": [{"by": "E"}]}], None, id="2.2-dealer-may-revoke"),
        pytest.param(
            "E", [{}, {"new": True}, {"revokes": [{"by": "E"}]}], 3, id="2.2-dummy-after-a-new-deal"
        ),
        pytest.param(
            "E",
            [{}, {"new": True}, {"revokes": [{"by": "N"}]}],
            None,
            id="2.2-adversary-after-a-new-deal",
        ),
    ],
)
def test_dummy_by_rotation(first: str, deals: list[dict[str, Any]], bad: int | None) -> None:
    raw = []
    for x in deals:
        if x.get("new"):
            raw.append({"new_deal": True})
            continue
        one = d("S", 7, "N", **x)
        one.pop("dealer")
        raw.append(one)
    r = rec(*raw, first=first, code=NY)
    if bad is None:
        score_record(r)
    else:
        with pytest.raises(RecordError) as info:
            score_record(r)
        assert [(p.deal, p.field) for p in info.value.problems] == [(bad, "revokes[0].by")]


@pytest.mark.parametrize(
    ("record", "line"),
    [
        pytest.param(
            rec(d("H", 7, "N"), d("NT", 7, "E", doubles=5)),
            "deal 2: doubles:",
            id="2.2-cli-doubling-limit",
        ),
        pytest.param(
            rec(d("H", 7, "N", revokes=[{"by": "S", "penalty": "add"}])),
            "deal 1: revokes[0].by:",
            id="2.2-cli-dummy",
        ),
        pytest.param(
            rec(d("H", 7, "N", voids=["E"], honours={"E": 1, "N": 4})),
            "deal 1: honours.E:",
            id="2.2-cli-void-honour",
        ),
    ],
)
def test_command_line_exit_2(record: dict[str, Any], line: str) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "score", "-"],
        input=json.dumps(record),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert out.returncode == 2
    assert out.stdout == ""
    assert line in out.stderr and "Traceback" not in out.stderr


# ============================================================================================
# An independent reading of §6, written straight from the spec without the scorer's tables, run
# against random valid rubbers of both codes (tests/gen_bridge_whist.py). Any difference from the
# scorer on any deal, game, total or rubber key is a departure one of them makes.
# ============================================================================================
_UNIT = {"S": 2, "C": 4, "D": 6, "H": 8, "NT": 12}
_SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
_OTHER = {"NS": "EW", "EW": "NS"}
_DEFAULTS = {
    PORT: {"chicane": "additive", "revoke_penalty": "adversaries_option"},
    NY: {"chicane": "deduct", "revoke_penalty": "transfer_3_tricks"},
}
_COMMON = {
    "revoke_value_basis": "doubled",
    "revoke_excess": "lost",
    "revoker_slam": "barred",
    "spade_convention": False,
    "unfinished_rubber": "difference_without_bonus",
}


def _honours_of(decl: str, held: dict[str, int]) -> tuple[str, int] | None:
    """(side, points): law 6 (× unit) and law 7 (aces)."""
    for side, (a, b) in (("NS", ("N", "S")), ("EW", ("E", "W"))):
        x, y = held.get(a, 0), held.get(b, 0)
        both, one = x + y, max(x, y)
        if decl == "NT":
            pts = {4: 100 if one == 4 else 40, 3: 30}.get(both)
        else:
            times = {5: {5: 10, 4: 9}.get(one, 5), 4: 8 if one == 4 else 4, 3: 2}.get(both)
            pts = None if times is None else times * _UNIT[decl]
        if pts is not None:
            return side, pts
    return None


def oracle(record: dict[str, Any]) -> dict[str, Any]:
    code = record.get("code", PORT)
    hr = {**_COMMON, **_DEFAULTS[code], **record.get("house_rules", {})}
    toward = {"NS": 0, "EW": 0}
    totals = {"NS": 0, "EW": 0}
    won = {"NS": 0, "EW": 0}
    lines: list[dict[str, tuple[int, int]]] = []
    games: list[tuple[str, int]] = []
    dealer = record.get("first_dealer", "N")
    for deal in record["deals"]:
        dealer = deal.get("dealer", dealer)
        here = {"NS": [0, 0], "EW": [0, 0]}
        below = dict(toward)
        winner = None
        if not deal.get("new_deal"):
            decl, unit = deal["declaration"], _UNIT[deal["declaration"]]
            value = unit * 2 ** deal["doubles"]
            if "tricks" not in deal:  # spade convention: 2 to the makers
                below[_SIDE[dealer]] += 2
                here[_SIDE[dealer]][0] += 2
            else:
                revokes = deal.get("revokes", [])
                revokers = {_SIDE[r["by"]] for r in revokes}

                def mark(
                    side: str,
                    pts: int,
                    *,
                    below: dict[str, int] = below,
                    here: dict[str, list[int]] = here,
                    revokers: set[str] = revokers,
                ) -> None:
                    """A trick score; a revoking side stops at 28, the rest lost or above."""
                    kept = pts if side not in revokers else min(pts, max(0, 28 - below[side]))
                    below[side] += kept
                    here[side][0] += kept
                    if hr["revoke_excess"] == "above_line":
                        here[side][1] += pts - kept

                tricks = dict(deal["tricks"])
                three = 3 * (value if hr["revoke_value_basis"] == "doubled" else unit)
                for r in revokes:
                    s = _SIDE[r["by"]]
                    penalty = (
                        r["penalty"] if hr["revoke_penalty"] == "adversaries_option" else "tricks"
                    )
                    if penalty == "tricks":
                        n = min(3, tricks[s])
                        tricks[s] -= n
                        tricks[_OTHER[s]] += n
                    elif penalty == "deduct":
                        n = min(three, below[s])
                        below[s] -= n
                        here[s][0] -= n
                    else:
                        mark(_OTHER[s], three)
                for s in ("NS", "EW"):
                    if tricks[s] > 6:
                        mark(s, (tricks[s] - 6) * value)
                winner = next(
                    (s for s in ("NS", "EW") if below[s] >= 30 and s not in revokers), None
                )
                held = {k: v for k, v in deal.get("honours", {}).items() if v}
                scorer = _honours_of(decl, held) if held else None
                if scorer:
                    here[scorer[0]][1] += scorer[1]
                voids = deal.get("voids", [])
                for s in ("NS", "EW"):
                    k = sum(1 for v in voids if _SIDE[v] == s)
                    if not k:
                        continue
                    pts = (2 if k == 1 else 4) * unit
                    if hr["chicane"] == "additive" or scorer is None or scorer[0] == s:
                        here[s][1] += pts
                    else:
                        here[scorer[0]][1] -= pts
                for s in ("NS", "EW"):
                    n = deal["tricks"][s]
                    if n >= 12 and (s not in revokers or hr["revoker_slam"] == "allowed"):
                        here[s][1] += 40 if n == 13 else 20
        for s in ("NS", "EW"):
            totals[s] += sum(here[s])
        toward = below
        if winner:
            games.append((winner, toward[_OTHER[winner]]))
            won[winner] += 1
            toward = {"NS": 0, "EW": 0}
        lines.append({s: (here[s][0], here[s][1]) for s in ("NS", "EW")})
        dealer = "NESW"["NESW".index(dealer) + 1 - 4]
    champ = next((s for s in ("NS", "EW") if won[s] == 2), None)
    if champ:
        totals[champ] += 100
    elif hr["unfinished_rubber"] == "void":
        totals = {"NS": 0, "EW": 0}
    return {
        "deals": lines,
        "games": games,
        "totals": (totals["NS"], totals["EW"]),
        "net": totals["NS"] - totals["EW"],
        "rubber": {"complete": champ is not None, "winner": champ, "bonus": 100 if champ else 0},
    }


@pytest.mark.parametrize("code", [PORT, NY])
@pytest.mark.parametrize("seed", range(8))
def test_independent_reading_agrees_on_random_rubbers(code: str, seed: int) -> None:
    import random

    from tests.gen_bridge_whist import random_rubber

    rng = random.Random(f"audit-{code}-{seed}")
    for _ in range(60):
        record = random_rubber(rng, "bridge_whist", code)
        check(score_record(record), oracle(record))


@pytest.mark.parametrize(("record", "want"), ALL)
def test_independent_reading_agrees_on_the_hand_worked_cases(
    record: dict[str, Any], want: dict[str, Any]
) -> None:
    got = oracle(record)
    for key, value in want.items():
        if key == "deals":
            assert [g for g, w in zip(got["deals"], value, strict=True) if w is not None] == [
                w for w in value if w is not None
            ]
        elif key == "rubber":
            assert {k: got["rubber"][k] for k in value} == value
        else:
            assert got[key] == value, key
