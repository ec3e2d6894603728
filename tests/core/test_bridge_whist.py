"""Bridge whist (`bridge_whist`): every rule of rules-whist.md §6 and §8.4, table by table, each
case naming its source; Hoffmann's rubber; properties over random valid rubbers of both codes.

Sources named in the ids: BR1904 (Portland and Turf Clubs' Laws of Bridge, 1904, in Hoffmann),
NY1907 (Whist Club of New York, in Elwell's Bridge Axioms and Laws), ELWELL06, HOFFMANN, and the
spec's own derived readings (§6.x).
"""

from __future__ import annotations

import copy
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.enums import Side
from scorepad.errors import IllegalEntryError, InvalidEntryError, RecordError
from scorepad.records.record import Rubber
from scorepad.rules import get_rules, list_games, score_record, settings_of
from scorepad.rules.bridge_whist import UNIT, BridgeWhist, max_doubles
from scorepad.sheets.sheet import Sheet
from tests.helpers.paths import ROOT
from tests.helpers.strategies import bridge_whist_rubbers

PORT = "portland_1904"
NY = "new_york_1907"
CODES = (PORT, NY)
RULES = BridgeWhist()


# -- helpers ---------------------------------------------------------------------------------------
def deal(
    decl: str,
    ns: int | None,
    *,
    dealer: str = "N",
    maker: str = "dealer",
    doubles: int = 0,
    **extra: Any,
) -> dict[str, Any]:
    """A bridge-whist deal record; ``ns`` is North-South's tricks (None: not played)."""
    d: dict[str, Any] = {"dealer": dealer, "maker": maker, "declaration": decl, "doubles": doubles}
    if ns is not None:
        d["tricks"] = {"NS": ns, "EW": 13 - ns}
    d.update(extra)
    return d


def record(
    *deals: dict[str, Any], code: str = PORT, first_dealer: str | None = None, **house_rules: Any
) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "format": "scorepad-rubber/1",
        "game": "bridge_whist",
        "code": code,
        "deals": list(deals),
    }
    if house_rules:
        rec["house_rules"] = house_rules
    if first_dealer:
        rec["first_dealer"] = first_dealer
    return rec


def sums(sheet: Sheet, i: int = -1) -> dict[str, tuple[int, int]]:
    """(below, above) per side for one deal line."""
    out = {"NS": [0, 0], "EW": [0, 0]}
    for e in sheet.deals[i].entries:
        out[e.side.value][0 if e.column == "below" else 1] += e.points
    return {k: (v[0], v[1]) for k, v in out.items()}


def labelled(sheet: Sheet, label: str, i: int = -1) -> list[tuple[str, int]]:
    return [(e.side.value, e.points) for e in sheet.deals[i].entries if e.label == label]


def problem_fields(
    rec: dict[str, Any], kind: type[RecordError] = RecordError
) -> list[tuple[int | None, str]]:
    with pytest.raises(kind) as info:
        score_record(rec)
    assert all(p.message for p in info.value.problems)
    return [(p.deal, p.field) for p in info.value.problems]


# Deals that set up a score toward game without winning it (the tested deal comes after them).
NS_10 = deal("S", 11, dealer="W")  # NS 5 by cards at spades: 10
NS_12 = deal("D", 8, dealer="W")  # NS 2 by cards at diamonds: 12
NS_20 = deal("C", 11, dealer="W")  # NS 5 by cards at clubs: 20
NS_24 = deal("H", 9, dealer="W")  # NS 3 by cards at hearts: 24
NS_2 = deal("S", 7, dealer="W")  # NS the odd trick at spades: 2
EW_18 = deal("D", 4, dealer="W")  # EW 3 by cards at diamonds: 18
EW_20 = deal("C", 2, dealer="W")  # EW 5 by cards at clubs: 20
EW_24 = deal("H", 4, dealer="W")  # EW 3 by cards at hearts: 24


# -- trick values and doubling (BR1904 laws 4, 53; ELWELL06) ---------------------------------------
@pytest.mark.parametrize(
    ("decl", "ns", "doubles", "want"),
    [
        pytest.param("S", 7, 0, [("NS", 2)], id="BR1904-l4-spades-odd-trick-2"),
        pytest.param("C", 8, 0, [("NS", 8)], id="BR1904-l4-clubs-two-by-cards-8"),
        pytest.param("D", 9, 0, [("NS", 18)], id="BR1904-l4-diamonds-three-by-cards-18"),
        pytest.param("H", 10, 0, [("NS", 32)], id="BR1904-l4-hearts-four-by-cards-32"),
        pytest.param("NT", 13, 0, [("NS", 84)], id="BR1904-l4-no-trumps-seven-by-cards-84"),
        pytest.param("H", 8, 1, [("NS", 32)], id="BR1904-l53-doubled-hearts-16-a-trick"),
        pytest.param("NT", 7, 2, [("NS", 48)], id="BR1904-l53-redoubled-no-trumps-48"),
        pytest.param("C", 9, 3, [("NS", 96)], id="BR1904-l53-clubs-x8-32-a-trick"),
        pytest.param("H", 4, 0, [("EW", 24)], id="ELWELL06-defenders-score-their-odd-tricks"),
        pytest.param("NT", 6, 1, [("EW", 24)], id="BR1904-l53-doubling-counts-for-either-side"),
        pytest.param("D", 6, 0, [("EW", 6)], id="ELWELL06-six-tricks-the-adversaries-odd-trick"),
    ],
)
def test_trick_score(decl: str, ns: int, doubles: int, want: list[tuple[str, int]]) -> None:
    sheet = score_record(record(deal(decl, ns, doubles=doubles), code=NY))
    assert labelled(sheet, "tricks") == want
    assert all(e.column == "below" for e in sheet.deals[0].entries if e.label == "tricks")


# -- honours (BR1904 laws 6–7; NY1907 the same table) ----------------------------------------------
@pytest.mark.parametrize(
    ("decl", "honours", "doubles", "want"),
    [
        pytest.param(
            "H",
            {"N": 2, "S": 1, "E": 1, "W": 1},
            0,
            [("NS", 16)],
            id="BR1904-l6-three-honours-twice-the-unit",
        ),
        pytest.param(
            "S",
            {"N": 3, "E": 1, "W": 1},
            0,
            [("NS", 4)],
            id="BR1904-l6-three-in-one-hand-still-simple-honours",
        ),
        pytest.param(
            "C", {"N": 2, "S": 2, "E": 1}, 0, [("NS", 16)], id="BR1904-l6-four-divided-four-times"
        ),
        pytest.param(
            "C",
            {"N": 3, "S": 1, "E": 1},
            0,
            [("NS", 16)],
            id="BR1904-l6-four-three-and-one-divided",
        ),
        pytest.param(
            "D", {"N": 4, "E": 1}, 0, [("NS", 48)], id="BR1904-l6-four-in-one-hand-eight-times"
        ),
        pytest.param(
            "S", {"N": 3, "S": 2}, 0, [("NS", 10)], id="BR1904-l6-five-divided-five-times"
        ),
        pytest.param(
            "H",
            {"N": 4, "S": 1},
            0,
            [("NS", 72)],
            id="BR1904-l6-four-in-hand-fifth-with-partner-nine-times",
        ),
        pytest.param("D", {"S": 5}, 0, [("NS", 60)], id="BR1904-l6-five-in-one-hand-ten-times"),
        pytest.param(
            "H",
            {"E": 3, "W": 2},
            0,
            [("EW", 40)],
            id="NY1907-honours-credited-to-the-holders-not-the-declarers",
        ),
        pytest.param("C", {"W": 1, "E": 4}, 0, [("EW", 36)], id="BR1904-l6-nine-times-clubs-36"),
        pytest.param(
            "H", {"N": 4, "S": 1}, 3, [("NS", 72)], id="BR1904-l6-honours-not-affected-by-doubling"
        ),
        pytest.param("NT", {"N": 3, "E": 1}, 0, [("NS", 30)], id="BR1904-l7-three-aces-30"),
        pytest.param(
            "NT", {"N": 2, "S": 1, "W": 1}, 0, [("NS", 30)], id="BR1904-l7-three-aces-divided-30"
        ),
        pytest.param("NT", {"N": 2, "S": 2}, 0, [("NS", 40)], id="BR1904-l7-four-aces-divided-40"),
        pytest.param("NT", {"E": 4}, 0, [("EW", 100)], id="BR1904-l7-four-aces-in-one-hand-100"),
        pytest.param("NT", {"N": 2, "E": 2}, 0, [], id="spec-6.4-aces-two-and-two-nothing"),
        pytest.param(
            "NT", {"N": 1, "S": 1, "E": 1, "W": 1}, 0, [], id="spec-6.4-aces-one-each-nothing"
        ),
    ],
)
def test_honours(
    decl: str, honours: dict[str, int], doubles: int, want: list[tuple[str, int]]
) -> None:
    sheet = score_record(record(deal(decl, 7, doubles=doubles, honours=honours), code=NY))
    assert labelled(sheet, "honours") == want
    assert all(e.column == "above" for e in sheet.deals[0].entries if e.label == "honours")


def test_honours_explain_in_plain_words() -> None:
    sheet = score_record(record(deal("H", 8, doubles=1, honours={"N": 4, "E": 1})))
    explains = [e.explain for e in sheet.deals[0].entries]
    assert explains == [
        "two by cards at hearts, doubled: 32",
        "four honours in one hand, hearts: 64",
    ]


# -- chicane (BR1904 law 8 additive; NY1907 deducted) ----------------------------------------------
CHICANE_CASES = [
    # (id, declaration, honours, voids, additive (NS, EW) above, deduct (NS, EW) above)
    (
        "BW-009-one-void-adversaries-hold-honours",
        "C",
        {"N": 1, "E": 2, "W": 2},
        ["S"],
        (8, 16),
        (0, 8),
    ),
    ("BW-008-void-side-holds-honours", "H", {"N": 1, "S": 1, "W": 3}, ["E"], (0, 32), (0, 32)),
    ("BW-010-double-chicane-four-honours", "S", {"E": 1, "W": 4}, ["N", "S"], (8, 18), (0, 10)),
    ("spec-6.4-no-honours-claimed-chicane-added", "D", None, ["W"], (0, 12), (0, 12)),
    ("derived-both-sides-void", "H", {"S": 3, "W": 2}, ["N", "E"], (32, 16), (16, 0)),
    ("derived-three-voids", "D", {"S": 5}, ["N", "E", "W"], (72, 24), (48, 0)),
]


@pytest.mark.parametrize("mode", ["additive", "deduct"])
@pytest.mark.parametrize(
    ("decl", "honours", "voids", "additive", "deduct"),
    [pytest.param(*c[1:], id=c[0]) for c in CHICANE_CASES],
)
def test_chicane(
    mode: str,
    decl: str,
    honours: dict[str, int] | None,
    voids: list[str],
    additive: tuple[int, int],
    deduct: tuple[int, int],
) -> None:
    extra: dict[str, Any] = {"voids": voids}
    if honours:
        extra["honours"] = honours
    sheet = score_record(record(deal(decl, 7, **extra), chicane=mode))
    got = sums(sheet)
    assert (got["NS"][1], got["EW"][1]) == (additive if mode == "additive" else deduct)
    # "The two give identical rubber values" (spec §6.4): the difference is the same.
    assert additive[0] - additive[1] == deduct[0] - deduct[1]


def test_chicane_defaults_per_code_and_words() -> None:
    d = deal("C", 7, honours={"N": 1, "E": 2, "W": 2}, voids=["S"])
    port = score_record(record(d, code=PORT))
    ny = score_record(record(d, code=NY))
    assert [
        (e.side.value, e.points, e.explain) for e in port.deals[0].entries if e.label == "chicane"
    ] == [("NS", 8, "chicane: 8")]
    chic = [e for e in ny.deals[0].entries if e.label == "chicane"]
    assert [(e.side.value, e.column, e.points) for e in chic] == [("EW", "above", -8)]
    assert "deducted" in chic[0].explain
    assert ny.net == port.net


# -- slams (BR1904 law 9, law 90 V) ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "d", "house", "want"),
    [
        pytest.param(
            NY, deal("NT", 13), {}, [("NS", "grand_slam", 40)], id="BR1904-l9-grand-slam-40"
        ),
        pytest.param(
            NY,
            deal("D", 12, doubles=1),
            {},
            [("NS", "little_slam", 20)],
            id="BR1904-l9-little-slam-20-not-doubled",
        ),
        pytest.param(
            NY, deal("H", 1), {}, [("EW", "little_slam", 20)], id="BW-012-defenders-little-slam"
        ),
        pytest.param(
            PORT, deal("S", 0), {}, [("EW", "grand_slam", 40)], id="BR1904-l9-defenders-grand-slam"
        ),
        pytest.param(
            NY,
            deal("H", 10, revokes=[{"by": "W"}]),
            {},
            [],
            id="BW-013-no-slam-from-penalty-tricks",
        ),
        pytest.param(
            NY, deal("H", 12, revokes=[{"by": "N"}]), {}, [], id="BR1904-l90V-revoking-side-no-slam"
        ),
        pytest.param(
            NY,
            deal("H", 12, revokes=[{"by": "N"}]),
            {"revoker_slam": "allowed"},
            [("NS", "little_slam", 20)],
            id="spec-8.4-revoker_slam-allowed",
        ),
        pytest.param(
            PORT,
            deal("D", 12, revokes=[{"by": "E", "penalty": "tricks"}]),
            {},
            [("NS", "little_slam", 20)],
            id="BR1904-l9-slam-on-tricks-won-in-play-only",
        ),
    ],
)
def test_slams(
    code: str, d: dict[str, Any], house: dict[str, Any], want: list[tuple[str, str, int]]
) -> None:
    sheet = score_record(record(d, code=code, **house))
    got = [
        (e.side.value, e.label, e.points)
        for e in sheet.deals[0].entries
        if e.label in ("little_slam", "grand_slam")
    ]
    assert got == want
    assert all(e.column == "above" for e in sheet.deals[0].entries if e.label.endswith("slam"))


# -- revokes (BR1904 law 90; NY1907) ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "prior", "d", "house", "want"),
    [
        pytest.param(
            PORT,
            [],
            deal("H", 7, revokes=[{"by": "E", "penalty": "tricks"}]),
            {},
            {"NS": (32, 0), "EW": (0, 0)},
            id="BR1904-l90-take-three-tricks",
        ),
        pytest.param(
            PORT,
            [],
            deal("H", 7, revokes=[{"by": "E", "penalty": "add"}]),
            {},
            {"NS": (32, 0), "EW": (0, 0)},
            id="BR1904-l90-add-value-of-three-tricks",
        ),
        pytest.param(
            PORT,
            [EW_20],
            deal("H", 7, revokes=[{"by": "W", "penalty": "deduct"}]),
            {},
            {"NS": (8, 0), "EW": (-20, 0)},
            id="BW-017-deduct-floors-at-zero",
        ),
        pytest.param(
            PORT,
            [],
            deal("H", 7, revokes=[{"by": "W", "penalty": "deduct"}]),
            {},
            {"NS": (8, 0), "EW": (0, 0)},
            id="BR1904-l90-deduct-from-nothing",
        ),
        pytest.param(
            PORT,
            [],
            deal("H", 7, doubles=1, revokes=[{"by": "E", "penalty": "add"}]),
            {},
            {"NS": (64, 0), "EW": (0, 0)},
            id="spec-6.4-revoke_value_basis-doubled",
        ),
        pytest.param(
            PORT,
            [],
            deal("H", 7, doubles=1, revokes=[{"by": "E", "penalty": "add"}]),
            {"revoke_value_basis": "undoubled"},
            {"NS": (40, 0), "EW": (0, 0)},
            id="spec-8.4-revoke_value_basis-undoubled",
        ),
        pytest.param(
            PORT,
            [],
            deal("H", 12, revokes=[{"by": "E", "penalty": "tricks"}]),
            {},
            {"NS": (56, 20), "EW": (0, 0)},
            id="spec-6.4-shortfall-transfers-what-they-have",
        ),
        pytest.param(
            NY,
            [],
            deal("H", 10, revokes=[{"by": "W"}]),
            {},
            {"NS": (56, 0), "EW": (0, 0)},
            id="BW-013-NY1907-three-tricks-transferred",
        ),
        pytest.param(
            NY,
            [NS_10, EW_24],
            deal("D", 1, dealer="E", revokes=[{"by": "E"}]),
            {},
            {"NS": (0, 0), "EW": (4, 0)},
            id="BW-014-revoking-side-held-at-28",
        ),
        pytest.param(
            NY,
            [NS_10, EW_24],
            deal("D", 1, dealer="E", revokes=[{"by": "E"}]),
            {"revoke_excess": "above_line"},
            {"NS": (0, 0), "EW": (4, 14)},
            id="spec-8.4-revoke_excess-above_line",
        ),
        pytest.param(
            NY,
            [NS_24],
            deal("H", 11, revokes=[{"by": "N"}, {"by": "E"}]),
            {},
            {"NS": (4, 0), "EW": (0, 0)},
            id="NY1907-both-sides-revoke-neither-wins",
        ),
        pytest.param(
            NY,
            [],
            deal("H", 7, revokes=[{"by": b} for b in "ENENENENE"]),
            {},
            {"NS": (16, 0), "EW": (0, 0)},
            id="NY1907-accumulated-penalty-at-most-13-tricks",
        ),
    ],
)
def test_revokes(
    code: str,
    prior: list[dict[str, Any]],
    d: dict[str, Any],
    house: dict[str, Any],
    want: dict[str, tuple[int, int]],
) -> None:
    sheet = score_record(record(*prior, d, code=code, **house))
    assert sums(sheet) == want


def test_revoke_deduct_and_add_are_below_the_line_labelled_revoke() -> None:
    sheet = score_record(
        record(
            EW_20,
            deal("H", 7, revokes=[{"by": "W", "penalty": "deduct"}, {"by": "E", "penalty": "add"}]),
        )
    )
    rev = [
        (e.side.value, e.column, e.points) for e in sheet.deals[-1].entries if e.label == "revoke"
    ]
    assert rev == [("EW", "below", -20), ("NS", "below", 24)]


def test_portland_add_can_win_the_game_for_the_claimants() -> None:
    """BR1904 law 90: the value added is a trick score, so it can put the claimants out."""
    sheet = score_record(
        record(NS_12, deal("H", 6, dealer="E", revokes=[{"by": "E", "penalty": "add"}]))
    )
    assert sums(sheet) == {"NS": (24, 0), "EW": (8, 0)}
    assert [(g.winner.value, g.loser_score) for g in sheet.games] == [("NS", 8)]


def test_revoking_side_cannot_win_the_game() -> None:
    """BR1904 law 90 V: "under no circumstances can the side revoking score Game"."""
    sheet = score_record(record(NS_24, deal("NT", 13, revokes=[{"by": "N"}]), code=NY))
    assert sheet.games == ()
    assert sheet.deals[-1].toward_game == {Side.NS: 28, Side.EW: 0}


def test_shortfall_forbid_option_rejects_taking_tricks() -> None:
    rec = record(
        deal("H", 12, revokes=[{"by": "E", "penalty": "tricks"}]),
        revoke_tricks_shortfall="forbid_option",
    )
    assert problem_fields(rec, IllegalEntryError) == [(1, "revokes[0].penalty")]
    ok = record(
        deal("H", 12, revokes=[{"by": "E", "penalty": "add"}]),
        revoke_tricks_shortfall="forbid_option",
    )
    assert sums(score_record(ok))["NS"] == (24 + 48, 20)


# -- game and rubber (BR1904 laws 1–3, 10–11; spec §6.5) -------------------------------------------
def test_points_beyond_thirty_count_but_are_not_carried() -> None:
    """BW-015 / BR1904 law 3: "any points in excess of the thirty points … are counted"."""
    sheet = score_record(
        record(NS_24, NS_2, EW_18, deal("NT", 9, honours={"N": 2, "E": 1, "S": 1}), code=NY)
    )
    assert sums(sheet) == {"NS": (36, 30), "EW": (0, 0)}
    assert [(g.winner, g.value, g.loser_score, g.deal) for g in sheet.games] == [
        (Side.NS, None, 18, 4)
    ]
    assert sheet.deals[-1].toward_game == {Side.NS: 0, Side.EW: 0}
    assert sheet.totals == {Side.NS: 24 + 2 + 36 + 30, Side.EW: 18}
    assert sheet.position.toward_game == {Side.NS: 0, Side.EW: 0}
    assert sheet.position.games_won == {Side.NS: 1, Side.EW: 0}


def test_game_at_exactly_thirty() -> None:
    sheet = score_record(record(NS_24, NS_2, NS_2, NS_2))
    assert [g.deal for g in sheet.games] == [4]
    assert sheet.deals[2].toward_game == {Side.NS: 28, Side.EW: 0}


def test_rubber_bonus_and_difference() -> None:
    sheet = score_record(record(deal("NT", 9), deal("NT", 9, dealer="E")))
    assert sheet.complete and sheet.winner is Side.NS and sheet.bonus == 100
    assert sheet.totals == {Side.NS: 172, Side.EW: 0}
    assert sheet.net == {Side.NS: 172, Side.EW: -172}
    assert sheet.position.next_dealer is None


def test_rubber_winners_can_lose_on_points() -> None:
    """Spec §6.5: big honours held by the losers can leave the rubber winners behind."""
    sheet = score_record(
        record(deal("NT", 9, honours={"E": 4}), deal("NT", 9, dealer="E", honours={"W": 4}))
    )
    assert sheet.winner is Side.NS
    assert sheet.totals == {Side.NS: 172, Side.EW: 200}
    assert sheet.net == {Side.NS: -28, Side.EW: 28}


@pytest.mark.parametrize(
    ("house", "totals"),
    [
        pytest.param({}, {Side.NS: 24, Side.EW: 16}, id="spec-6.5-difference_without_bonus"),
        pytest.param({"unfinished_rubber": "void"}, {Side.NS: 0, Side.EW: 0}, id="spec-6.5-void"),
    ],
)
def test_unfinished_rubber(house: dict[str, Any], totals: dict[Side, int]) -> None:
    sheet = score_record(record(deal("H", 9, honours={"E": 2, "W": 1, "N": 1, "S": 1}), **house))
    assert not sheet.complete and sheet.winner is None and sheet.bonus == 0
    assert sheet.totals == totals
    assert sheet.net[Side.NS] == totals[Side.NS] - totals[Side.EW]
    assert sheet.position.needs == {Side.NS: 6, Side.EW: 30}
    assert sheet.position.next_dealer is not None and sheet.position.next_dealer.value == "E"


@pytest.mark.parametrize("house", [{}, {"unfinished_rubber": "void"}])
def test_totals_so_far_are_the_points_marked(house: dict[str, Any]) -> None:
    """Issue 12: the points so far stay on the sheet when an unfinished rubber would be void."""
    sheet = score_record(record(deal("H", 9, honours={"E": 2, "W": 1, "N": 1, "S": 1}), **house))
    assert sheet.totals_without_allowances == {Side.NS: 24, Side.EW: 16}
    assert sheet.to_json()["totals_without_allowances"] == {"NS": 24, "EW": 16}


def test_a_deal_after_the_rubber_is_rejected() -> None:
    rec = record(deal("NT", 9), deal("NT", 9, dealer="E"), deal("S", 7, dealer="S"))
    assert problem_fields(rec, IllegalEntryError) == [(3, "deals")]


def test_hoffmann_six_deal_rubber() -> None:
    """HOFFMANN, "The Score in Actual Practice" (spec §6.8): A–B (NS) 104 + 100 = 204, C–D (EW)
    178, "the difference, 26, is the number of points by which A and B are the gainers"."""
    rec = record(
        deal("D", 9, dealer="N", honours={"N": 2, "S": 2, "E": 1}),
        deal("NT", 5, dealer="E", honours={"E": 2, "W": 1, "N": 1}),
        deal("H", 8, dealer="S", honours={"E": 2, "W": 1, "N": 1, "S": 1}),
        deal("C", 7, dealer="W", honours={"N": 3, "S": 1, "W": 1}),
        deal("NT", 8, dealer="N", honours={"W": 4}),
        deal("S", 7, dealer="E", honours={"E": 2, "W": 2, "N": 1}),
    )
    sheet = score_record(rec)
    assert [sums(sheet, i) for i in range(6)] == [
        {"NS": (18, 24), "EW": (0, 0)},
        {"NS": (0, 0), "EW": (24, 30)},
        {"NS": (16, 0), "EW": (0, 16)},
        {"NS": (4, 16), "EW": (0, 0)},
        {"NS": (24, 0), "EW": (0, 100)},
        {"NS": (2, 0), "EW": (0, 8)},
    ]
    assert [(g.winner, g.loser_score) for g in sheet.games] == [(Side.NS, 24), (Side.NS, 0)]
    # Not Hoffmann's misprinted "32" after deal 3: A–B have 18 + 16 = 34 toward the game.
    assert (
        sum(
            e.points
            for i in (0, 2)
            for e in sheet.deals[i].entries
            if e.side is Side.NS and e.column == "below"
        )
        == 34
    )
    assert sheet.totals == {Side.NS: 204, Side.EW: 178}
    assert sheet.net == {Side.NS: 26, Side.EW: -26}
    assert (sheet.complete, sheet.winner, sheet.bonus) == (True, Side.NS, 100)


# -- doubling limit (BR1904 law 58; NY1907 footnote; spec §6.2) ------------------------------------
@pytest.mark.parametrize(
    ("decl", "limit", "strict", "most"),
    [
        pytest.param("H", 100, False, 4, id="BR1904-l58-hearts-64-to-128-then-stop"),
        pytest.param("NT", 100, False, 4, id="BR1904-l58-no-trumps-96-to-192-then-stop"),
        pytest.param("S", 100, False, 6, id="BR1904-l58-spades-64-to-128"),
        pytest.param("C", 100, False, 5, id="BR1904-l58-clubs-64-to-128"),
        pytest.param("D", 100, False, 5, id="BR1904-l58-diamonds-96-to-192"),
        pytest.param("H", 100, True, 3, id="spec-6.2-strict-hearts-stop-at-64"),
        pytest.param("NT", 100, True, 3, id="spec-6.2-strict-no-trumps-stop-at-96"),
        pytest.param("S", 100, True, 5, id="spec-6.2-strict-spades-64"),
        pytest.param("D", 200, False, 6, id="NY1907-footnote-200-diamonds-192-to-384"),
        pytest.param("NT", 200, False, 5, id="NY1907-footnote-200-no-trumps-192-to-384"),
        pytest.param("H", 200, True, 4, id="NY1907-footnote-200-strict-hearts-128"),
        pytest.param("NT", None, False, None, id="NY1907-indefinitely"),
    ],
)
def test_doubling_limit(decl: str, limit: int | None, strict: bool, most: int | None) -> None:
    assert max_doubles(decl, limit, strict) == most
    house: dict[str, Any] = {
        "doubling_limit": "none" if limit is None else limit,
        "doubling_limit_mode": "value_may_not_exceed" if strict else "stop_once_exceeded",
    }
    allowed = 10 if most is None else most
    sheet = score_record(record(NS_2, deal(decl, 7, doubles=allowed, dealer="E"), **house))
    assert labelled(sheet, "tricks") == [("NS", UNIT[decl] << allowed)]
    if most is not None:
        beyond = record(NS_2, deal(decl, 7, doubles=most + 1, dealer="E"), **house)
        assert problem_fields(beyond, IllegalEntryError) == [(2, "doubles")]


def test_doubling_beyond_the_limit_is_never_capped() -> None:
    with pytest.raises(IllegalEntryError) as info:
        score_record(record(deal("H", 7, doubles=5)))
    assert "limit of 100" in str(info.value)
    assert str(info.value).startswith("deal 1: doubles: ")


# -- the spade convention (NY1907, spec §6.9) ------------------------------------------------------
def test_spade_convention_unplayed_make_scores_two_to_the_makers() -> None:
    sheet = score_record(record(deal("S", None, dealer="E"), code=NY, spade_convention=True))
    assert [(e.side.value, e.column, e.points, e.label) for e in sheet.deals[0].entries] == [
        ("EW", "below", 2, "tricks")
    ]
    assert "not played" in sheet.deals[0].summary


def test_spade_convention_played_once_a_side_is_at_twenty() -> None:
    assert problem_fields(
        record(NS_20, deal("S", None, dealer="E"), code=NY, spade_convention=True),
        IllegalEntryError,
    ) == [(2, "tricks")]
    sheet = score_record(record(NS_20, deal("S", 8, dealer="E"), code=NY, spade_convention=True))
    assert labelled(sheet, "tricks") == [("NS", 4)]


def test_spade_convention_undoubled_spades_not_played_under_twenty() -> None:
    assert problem_fields(record(deal("S", 8), spade_convention=True), IllegalEntryError) == [
        (1, "tricks")
    ]
    doubled = score_record(record(deal("S", 8, doubles=1), spade_convention=True))
    assert labelled(doubled, "tricks") == [("NS", 8)]


def test_spade_convention_off_tricks_are_required() -> None:
    assert problem_fields(record(deal("S", None)), InvalidEntryError) == [(1, "tricks")]
    assert problem_fields(
        record(deal("S", None, honours={"N": 5}), spade_convention=True), InvalidEntryError
    ) == [(1, "honours")]


# -- validation (spec §2.2) ------------------------------------------------------------------------
def _bad(**changes: Any) -> dict[str, Any]:
    d = deal("H", 7)
    for k, v in changes.items():
        if v is None:
            d.pop(k)
        else:
            d[k] = v
    return d


@pytest.mark.parametrize(
    ("d", "house", "fields"),
    [
        pytest.param(_bad(tricks={"NS": 9, "EW": 5}), {}, ["tricks"], id="tricks-add-to-13"),
        pytest.param(_bad(declaration=None), {}, ["declaration"], id="declaration-missing"),
        pytest.param(_bad(declaration="RS"), {}, ["declaration"], id="declaration-royal-spades"),
        pytest.param(_bad(maker="left"), {}, ["maker"], id="maker-unknown"),
        pytest.param(_bad(maker=None), {}, ["maker"], id="maker-missing"),
        pytest.param(_bad(doubles=-1), {}, ["doubles"], id="doubles-negative"),
        pytest.param(_bad(doubles="two"), {}, ["doubles"], id="doubles-not-a-number"),
        pytest.param(_bad(doubles=None), {}, ["doubles"], id="doubles-missing"),
        pytest.param(_bad(honours={"N": 2, "S": 2}), {}, ["honours"], id="honours-not-all-five"),
        pytest.param(_bad(honours={"N": 4, "S": 2}), {}, ["honours"], id="honours-six"),
        pytest.param(
            _bad(declaration="NT", honours={"N": 3}), {}, ["honours"], id="aces-not-all-four"
        ),
        pytest.param(_bad(declaration="NT", honours={"N": 5}), {}, ["honours.N"], id="five-aces"),
        pytest.param(_bad(honours={"N": 2, "X": 3}), {}, ["honours.X"], id="honours-unknown-seat"),
        pytest.param(
            _bad(honours={"N": 3, "S": 1, "W": 1}, voids=["W"]),
            {},
            ["honours.W"],
            id="void-seat-holds-no-honour",
        ),
        pytest.param(_bad(declaration="NT", voids=["N"]), {}, ["voids"], id="no-chicane-at-nt"),
        pytest.param(_bad(voids=["N", "E", "S", "W"]), {}, ["voids"], id="four-voids"),
        pytest.param(_bad(voids=["N", "N"]), {}, ["voids[1]"], id="void-twice"),
        pytest.param(_bad(contract="4H"), {}, ["contract"], id="unknown-key"),
        pytest.param(
            _bad(revokes=[{"by": "S", "penalty": "tricks"}]),
            {},
            ["revokes[0].by"],
            id="BR1904-l89-dummy-cannot-revoke",
        ),
        pytest.param(
            _bad(revokes=[{"by": "E"}]),
            {},
            ["revokes[0].penalty"],
            id="BR1904-l90-penalty-is-the-adversaries-choice",
        ),
        pytest.param(
            _bad(revokes=[{"by": "E", "penalty": "add"}]),
            {"revoke_penalty": "transfer_3_tricks"},
            ["revokes[0].penalty"],
            id="NY1907-no-penalty-choice",
        ),
        pytest.param(
            _bad(revokes=[{"by": "E", "penalty": "points"}]),
            {},
            ["revokes[0].penalty"],
            id="penalty-unknown",
        ),
        pytest.param(
            _bad(revokes=[{"by": "E", "penalty": "add", "when": 3}]),
            {},
            ["revokes[0].when"],
            id="revoke-unknown-key",
        ),
        pytest.param(
            _bad(revokes=[{"by": "NS", "penalty": "add"}]),
            {},
            ["revokes[0].by"],
            id="revoke-by-a-side-not-a-seat",
        ),
        pytest.param(_bad(revokes="E"), {}, ["revokes"], id="revokes-not-a-list"),
        pytest.param(_bad(dealer="X"), {}, ["dealer"], id="dealer-unknown"),
        pytest.param(
            {"new_deal": True, "tricks": {"NS": 7, "EW": 6}},
            {},
            ["tricks"],
            id="new-deal-takes-nothing-else",
        ),
        pytest.param(_bad(new_deal="yes"), {}, ["new_deal"], id="new-deal-not-a-boolean"),
        pytest.param(
            _bad(tricks=None, maker="x", doubles=-2),
            {},
            ["maker", "doubles", "tricks"],
            id="every-problem-reported",
        ),
    ],
)
def test_invalid_deals(d: dict[str, Any], house: dict[str, Any], fields: list[str]) -> None:
    got = problem_fields(record(NS_2, d, **house), InvalidEntryError)
    assert got == [(2, f) for f in fields]


@pytest.mark.parametrize(
    ("house", "field"),
    [
        pytest.param({"doubling_limit": 150}, "house_rules.doubling_limit", id="limit-not-allowed"),
        pytest.param({"chicane": "both"}, "house_rules.chicane", id="chicane-unknown"),
        pytest.param({"game_points": 7}, "house_rules.game_points", id="another-games-key"),
        pytest.param({"spade_convention": 1}, "house_rules.spade_convention", id="bool-not-int"),
    ],
)
def test_bad_house_rules(house: dict[str, Any], field: str) -> None:
    assert problem_fields(record(deal("H", 7), **house), InvalidEntryError) == [(None, field)]


# -- dealers and the deal line ---------------------------------------------------------------------
def _undealt(d: dict[str, Any]) -> dict[str, Any]:
    d = dict(d)
    d.pop("dealer")
    return d


@pytest.mark.parametrize(
    ("first", "deals", "dealers", "next_dealer"),
    [
        pytest.param(
            "W",
            [_undealt(deal("S", 7))] * 3,
            ["W", "N", "E"],
            "S",
            id="spec-2.1-rotation-from-first_dealer",
        ),
        pytest.param(
            None,
            [_undealt(deal("S", 7)), deal("S", 7, dealer="S"), _undealt(deal("S", 7))],
            ["N", "S", "W"],
            "N",
            id="spec-2.1-a-given-dealer-restarts-the-rotation",
        ),
        pytest.param(
            "E",
            [{"new_deal": True}, _undealt(deal("S", 7))],
            ["E", "S"],
            "W",
            id="spec-2.1-a-new-deal-passes-the-deal",
        ),
    ],
)
def test_dealers(
    first: str | None, deals: list[dict[str, Any]], dealers: list[str], next_dealer: str
) -> None:
    sheet = score_record(record(*deals, first_dealer=first))
    assert [d.dealer.value for d in sheet.deals if d.dealer] == dealers
    assert sheet.position.next_dealer is not None
    assert sheet.position.next_dealer.value == next_dealer


def test_dummy_follows_the_rotation() -> None:
    d = _undealt(deal("H", 7, revokes=[{"by": "W", "penalty": "add"}]))
    assert problem_fields(record(d, first_dealer="E"), InvalidEntryError) == [(1, "revokes[0].by")]
    sheet = score_record(record(d, first_dealer="N"))  # dealer N, dummy S: West may revoke
    assert sums(sheet) == {"NS": (24 + 8, 0), "EW": (0, 0)}


def test_deal_line() -> None:
    sheet = score_record(
        record(deal("H", 9, dealer="N", maker="partner", doubles=1), {"new_deal": True})
    )
    line, new = sheet.deals
    assert line.summary == "H by S (passed), doubled once; NS 9 tricks"
    assert line.status == "scored" and line.toward_game == {Side.NS: 0, Side.EW: 0}
    assert line.game_won is not None and line.game_won.by is Side.NS
    assert line.game_won.value is None
    assert (new.status, new.entries, new.summary) == ("new_deal", (), "new deal")
    js = sheet.to_json()
    assert js["deals"][0]["entries"][0] == {
        "side": "NS",
        "column": "below",
        "points": 48,
        "label": "tricks",
        "explain": "three by cards at hearts, doubled: 48",
    }
    assert js["position"]["game_target"] == 30
    assert js["games"] == [{"winner": "NS", "value": None, "loser_score": 0, "deal": 1}]


# -- quick entry -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "house", "want"),
    [
        pytest.param(
            "H p x2 9",
            {},
            {
                "dealer": "N",
                "maker": "partner",
                "declaration": "H",
                "doubles": 2,
                "tricks": {"NS": 9, "EW": 4},
            },
            id="brief",
        ),
        pytest.param(
            "nt 7 hN2 hS2",
            {},
            {
                "dealer": "N",
                "maker": "dealer",
                "declaration": "NT",
                "doubles": 0,
                "tricks": {"NS": 7, "EW": 6},
                "honours": {"N": 2, "S": 2},
            },
            id="aces",
        ),
        pytest.param(
            "C 7 hN1 hE2 hW2 vS",
            {},
            {
                "dealer": "N",
                "maker": "dealer",
                "declaration": "C",
                "doubles": 0,
                "tricks": {"NS": 7, "EW": 6},
                "honours": {"N": 1, "E": 2, "W": 2},
                "voids": ["S"],
            },
            id="void",
        ),
        pytest.param(
            "@E D xx 5 rN:a rS:tricks",
            {},
            {
                "dealer": "E",
                "maker": "dealer",
                "declaration": "D",
                "doubles": 2,
                "tricks": {"EW": 5, "NS": 8},
                "revokes": [{"by": "N", "penalty": "add"}, {"by": "S", "penalty": "tricks"}],
            },
            id="dealer-and-revokes",
        ),
        pytest.param(
            "H 10 rW",
            {"revoke_penalty": "transfer_3_tricks"},
            {
                "dealer": "N",
                "maker": "dealer",
                "declaration": "H",
                "doubles": 0,
                "tricks": {"NS": 10, "EW": 3},
                "revokes": [{"by": "W"}],
            },
            id="new-york-revoke",
        ),
        pytest.param(
            "S x 8 vNS hE1 hW4",
            {},
            {
                "dealer": "N",
                "maker": "dealer",
                "declaration": "S",
                "doubles": 1,
                "tricks": {"NS": 8, "EW": 5},
                "honours": {"E": 1, "W": 4},
                "voids": ["N", "S"],
            },
            id="double-chicane",
        ),
        pytest.param(
            "S",
            {"spade_convention": True},
            {"dealer": "N", "maker": "dealer", "declaration": "S", "doubles": 0},
            id="spade-convention-unplayed",
        ),
        pytest.param("new @W", {}, {"dealer": "W", "new_deal": True}, id="new-deal"),
    ],
)
def test_shorthand(text: str, house: dict[str, Any], want: dict[str, Any]) -> None:
    rubber = Rubber(game="bridge_whist", house_rules=house)
    got = RULES.parse_shorthand(text, rubber, settings_of(rubber))
    assert got == want
    score_record(record(got, **house))  # what it makes scores


def test_shorthand_dealer_follows_the_rotation() -> None:
    rubber = Rubber.from_json(record(deal("S", 7, dealer="W")))
    got = RULES.parse_shorthand("H 6", rubber, settings_of(rubber))
    assert got["dealer"] == "N" and got["tricks"] == {"NS": 6, "EW": 7}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        pytest.param("H q 9", "'q'", id="unknown-token"),
        pytest.param("H 14", "'14'", id="too-many-tricks"),
        pytest.param("H 9 9", "'9'", id="tricks-twice"),
        pytest.param("H NT 9", "'NT'", id="two-declarations"),
        pytest.param("H 9 rE:z", "'rE:z'", id="unknown-penalty"),
        pytest.param("H 9 hN3 hN1", "'hN1'", id="honours-twice"),
        pytest.param("H 9 @Q", "'@Q'", id="unknown-dealer"),
        pytest.param("9", "declaration", id="no-declaration"),
        pytest.param("H", "tricks", id="no-tricks"),
        pytest.param("   ", "empty", id="empty"),
        pytest.param("new H", "'new'", id="new-deal-with-more"),
    ],
)
def test_shorthand_errors_name_the_token(text: str, names: str) -> None:
    rubber = Rubber(game="bridge_whist")
    with pytest.raises(InvalidEntryError) as info:
        RULES.parse_shorthand(text, rubber, settings_of(rubber))
    (problem,) = info.value.problems
    assert problem.field == "shorthand" and names in problem.message
    assert problem.deal == 1


@pytest.mark.parametrize(
    ("text", "field"),
    [
        pytest.param("H 9 rS:tricks", "revokes[0].by", id="dummy-revoke"),
        pytest.param("H 9 hN3", "honours", id="honours-not-all-five"),
        pytest.param("NT 9 vW", "voids", id="void-at-no-trumps"),
        pytest.param("H 9 rE", "revokes[0].penalty", id="portland-needs-a-penalty"),
    ],
)
def test_shorthand_checks_the_deal(text: str, field: str) -> None:
    rubber = Rubber(game="bridge_whist")
    with pytest.raises(InvalidEntryError) as info:
        RULES.parse_shorthand(text, rubber, settings_of(rubber))
    assert [p.field for p in info.value.problems] == [field]


# -- metadata and the form -------------------------------------------------------------------------
SPEC_8_4 = {  # key: (portland_1904 default, new_york_1907 default, allowed values)
    "doubling_limit": (100, "none", [100, 200, "none"]),
    "doubling_limit_mode": (
        "stop_once_exceeded",
        "stop_once_exceeded",
        ["stop_once_exceeded", "value_may_not_exceed"],
    ),
    "chicane": ("additive", "deduct", ["additive", "deduct"]),
    "revoke_penalty": (
        "adversaries_option",
        "transfer_3_tricks",
        ["adversaries_option", "transfer_3_tricks"],
    ),
    "revoke_value_basis": ("doubled", "doubled", ["doubled", "undoubled"]),
    "revoke_excess": ("lost", "lost", ["lost", "above_line"]),
    "revoker_slam": ("barred", "barred", ["barred", "allowed"]),
    "spade_convention": (False, False, [False, True]),
    "revoke_tricks_shortfall": (
        "transfer_all_available",
        "transfer_all_available",
        ["transfer_all_available", "forbid_option"],
    ),
    "unfinished_rubber": (
        "difference_without_bonus",
        "difference_without_bonus",
        ["difference_without_bonus", "void"],
    ),
}


def test_house_rules_are_those_of_spec_8_4() -> None:
    (game,) = [g for g in list_games()["games"] if g["game"] == "bridge_whist"]
    assert game["default_code"] == PORT and [c["code"] for c in game["codes"]] == list(CODES)
    assert all(c["title"] and c["source"] for c in game["codes"])
    got = {
        h["key"]: (h["defaults"][PORT], h["defaults"][NY], h["choices"])
        for h in game["house_rules"]
    }
    assert got == SPEC_8_4
    assert all(h["help"] and "\n" not in h["help"] for h in game["house_rules"])
    assert get_rules("bridge_whist").house_rules == RULES.house_rules


@pytest.mark.parametrize(
    ("code", "house", "penalties", "most"),
    [
        pytest.param(PORT, {}, ("tricks", "deduct", "add"), 6, id="portland-spades-to-128"),
        pytest.param(
            PORT,
            {"doubling_limit_mode": "value_may_not_exceed"},
            ("tricks", "deduct", "add"),
            5,
            id="portland-strict",
        ),
        pytest.param(PORT, {"doubling_limit": 200}, ("tricks", "deduct", "add"), 7, id="limit-200"),
        pytest.param(NY, {}, (), None, id="new-york-unlimited"),
        pytest.param(NY, {"doubling_limit": 100}, (), 6, id="new-york-club-limit"),
        pytest.param(
            NY,
            {"revoke_penalty": "adversaries_option"},
            ("tricks", "deduct", "add"),
            None,
            id="new-york-with-the-option",
        ),
    ],
)
def test_form_spec(
    code: str, house: dict[str, Any], penalties: tuple[str, ...], most: int | None
) -> None:
    rubber = Rubber(game="bridge_whist", code=code, house_rules=house)
    spec = RULES.form_spec(code, settings_of(rubber))
    assert (spec.revoke_penalties, spec.max_doubles) == (penalties, most)
    assert (spec.honours, spec.honour_count, spec.revoke_by, spec.voids) == (
        "seat",
        5,
        "seat",
        True,
    )
    assert spec.strains == ("S", "C", "D", "H", "NT")
    assert {
        "dealer",
        "maker",
        "declaration",
        "doubles",
        "tricks",
        "honours",
        "voids",
        "revokes",
        "new_deal",
    } == set(spec.fields)


def test_command_line_names_the_deal_and_field() -> None:
    rec = record(deal("H", 7), deal("H", 7, dealer="E", doubles=5))
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "score", "-"],
        input=str(__import__("json").dumps(rec)),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.startswith("deal 2: doubles: 5 doublings at hearts are beyond the limit")


# -- properties over random valid rubbers ----------------------------------------------------------
ROTATE = {"N": "E", "E": "S", "S": "W", "W": "N"}
SWAP = {"NS": "EW", "EW": "NS"}


def rotated(rec: dict[str, Any]) -> dict[str, Any]:
    """The same rubber with every seat moved one to the left: NS and EW change places."""
    out = copy.deepcopy(rec)
    out["first_dealer"] = ROTATE[rec.get("first_dealer", "N")]
    for d in out["deals"]:
        if "dealer" in d:
            d["dealer"] = ROTATE[d["dealer"]]
        if "tricks" in d:
            d["tricks"] = {SWAP[k]: v for k, v in d["tricks"].items()}
        if "honours" in d:
            d["honours"] = {ROTATE[k]: v for k, v in d["honours"].items()}
        if "voids" in d:
            d["voids"] = [ROTATE[s] for s in d["voids"]]
        for r in d.get("revokes", []):
            r["by"] = ROTATE[r["by"]]
    return out


rubbers = bridge_whist_rubbers(CODES)


@given(rubbers)
def test_property_totals_are_the_entries_plus_the_bonus(rec: dict[str, Any]) -> None:
    sheet = score_record(rec)
    assert len(sheet.deals) == len(rec["deals"])
    entries = {
        s: sum(e.points for d in sheet.deals for e in d.entries if e.side is s) for s in Side
    }
    void = not sheet.complete and sheet.house_rules["unfinished_rubber"] == "void"
    for s in Side:
        bonus = sheet.bonus if sheet.winner is s else 0
        assert sheet.totals[s] == (0 if void else entries[s] + bonus)
    assert sheet.net[Side.NS] + sheet.net[Side.EW] == 0
    assert sheet.net[Side.NS] == sheet.totals[Side.NS] - sheet.totals[Side.EW]
    assert sheet.bonus == (100 if sheet.complete else 0)


@given(rubbers)
def test_property_swapping_the_sides_mirrors_the_sheet(rec: dict[str, Any]) -> None:
    a, b = score_record(rec), score_record(rotated(rec))
    for la, lb in zip(a.deals, b.deals, strict=True):
        assert [(e.side.other, e.column, e.points, e.label) for e in la.entries] == [
            (e.side, e.column, e.points, e.label) for e in lb.entries
        ]
        assert lb.dealer is not None and la.dealer is not None
        assert lb.dealer.value == ROTATE[la.dealer.value]
        assert {s.other: n for s, n in la.toward_game.items()} == lb.toward_game
    assert [(g.winner.other, g.loser_score, g.deal) for g in a.games] == [
        (g.winner, g.loser_score, g.deal) for g in b.games
    ]
    assert {s.other: n for s, n in a.totals.items()} == b.totals
    assert {s.other: n for s, n in a.net.items()} == b.net
    assert (a.winner.other if a.winner else None) == b.winner


@given(rubbers)
def test_property_a_rubber_ends_after_exactly_two_games(rec: dict[str, Any]) -> None:
    sheet = score_record(rec)
    won = sheet.position.games_won
    if not sheet.complete:
        assert max(won.values()) < 2 and sheet.winner is None
        return
    assert sheet.winner is not None and won[sheet.winner] == 2
    assert len(sheet.games) in (2, 3) and sheet.games[-1].winner is sheet.winner
    assert sheet.games[-1].deal == len(rec["deals"])
    more = copy.deepcopy(rec)
    more["deals"].append(
        {"maker": "dealer", "declaration": "S", "doubles": 1, "tricks": {"NS": 7, "EW": 6}}
    )
    with pytest.raises(IllegalEntryError) as info:
        score_record(more)
    assert [p.deal for p in info.value.problems] == [len(more["deals"])]


def _credits(sheet: Sheet, i: int) -> dict[Side, int]:
    """A side's trick score in a deal: what it is credited for tricks and revoke penalties."""
    return {
        s: sum(
            e.points
            for e in sheet.deals[i].entries
            if e.side is s and e.label in ("tricks", "revoke") and e.points > 0
        )
        for s in Side
    }


@given(rubbers, st.data())
def test_property_doubling_never_lowers_the_trick_score(
    rec: dict[str, Any], data: st.DataObject
) -> None:
    played = [i for i, d in enumerate(rec["deals"]) if "tricks" in d]
    if not played:
        return
    i = data.draw(st.sampled_from(played))
    d = rec["deals"][i]
    settings = settings_of(Rubber.from_json(rec))
    most = max_doubles(
        d["declaration"],
        None if settings["doubling_limit"] == "none" else int(settings["doubling_limit"]),
        settings["doubling_limit_mode"] == "value_may_not_exceed",
    )
    if most is not None and d["doubles"] >= most:
        return
    base = copy.deepcopy(rec)
    base["deals"] = base["deals"][: i + 1]
    more = copy.deepcopy(base)
    more["deals"][i]["doubles"] += 1
    low, high = _credits(score_record(base), i), _credits(score_record(more), i)
    assert all(high[s] >= low[s] for s in Side)


@given(rubbers)
def test_property_chicane_bookkeeping_does_not_change_the_result(rec: dict[str, Any]) -> None:
    """Spec §6.4: additive and deducted chicane give identical rubber values."""
    results = []
    for mode in ("additive", "deduct"):
        r = copy.deepcopy(rec)
        r.setdefault("house_rules", {})["chicane"] = mode
        s = score_record(r)
        results.append((s.net, [(g.winner, g.loser_score) for g in s.games]))
    assert results[0] == results[1]


def to_shorthand(d: dict[str, Any], dealer: str) -> str:
    """A deal record written as quick entry (the inverse of parse_shorthand)."""
    if d.get("new_deal"):
        return f"new @{dealer}"
    side = "NS" if dealer in "NS" else "EW"
    words = [f"@{dealer}", d["declaration"]]
    if d["maker"] == "partner":
        words.append("p")
    if d["doubles"]:
        words.append(f"x{d['doubles']}")
    if "tricks" in d:
        words.append(str(d["tricks"][side]))
    words += [f"h{s}{n}" for s, n in d.get("honours", {}).items()]
    words += [f"v{s}" for s in d.get("voids", [])]
    words += [
        f"r{r['by']}" + (f":{r['penalty']}" if "penalty" in r else "") for r in d.get("revokes", [])
    ]
    return " ".join(words)


@given(rubbers)
def test_property_shorthand_round_trip(rec: dict[str, Any]) -> None:
    sheet = score_record(rec)
    rubber = Rubber.from_json({**rec, "deals": []})
    settings = settings_of(rubber)
    for d, line in zip(rec["deals"], sheet.deals, strict=True):
        assert line.dealer is not None
        got = RULES.parse_shorthand(to_shorthand(d, line.dealer.value), rubber, settings)
        want = {**d, "dealer": line.dealer.value}
        assert got == want
        rubber = rubber.with_deal(d)
