"""Contract rubber bridge (rules-bridge.md §1, §3, §7, §8.2): one table per rule, with its source;
the worked examples of the sources; a cross-check against endplay's duplicate scores; Hypothesis
properties over generated rubbers for both codes."""

from __future__ import annotations

import doctest
import itertools
import random
from typing import Any

import pytest
from endplay.types import Contract as EpContract
from endplay.types import Denom, Penalty, Player, Vul
from hypothesis import given
from hypothesis import strategies as st

import scorepad.rules.contract as contract_module
from scorepad.enums import Seat, Side
from scorepad.errors import IllegalEntryError, InvalidEntryError, RecordError
from scorepad.records.notation import Contract, Doubling, Strain
from scorepad.records.record import Rubber
from scorepad.rules import GAMES, get_rules, list_games, score_record
from scorepad.rules.contract import TABLES, contract_entries, trick_points, undertrick_points
from scorepad.sheets.sheet import Sheet
from tests.helpers.strategies import contract_rubbers

LAW77 = "ACBL-RB2014 Law 77"
CODES = ("laws_2014", "laws_1935")
ALL_CONTRACTS = [
    Contract(level, strain, dbl)
    for level in range(1, 8)
    for strain in contract_module.CONTRACT_STRAINS
    for dbl in Doubling
]


def sheet_of(*deals: dict[str, Any], code: str = "laws_2014", **extra: Any) -> Sheet:
    return score_record({"game": "contract", "code": code, "deals": list(deals), **extra})


def line(sheet: Sheet, i: int = -1) -> dict[str, dict[str, int]]:
    """A deal's entries summed by side and column, as the golden files compare them."""
    out = {s.value: {"below": 0, "above": 0} for s in Side}
    for e in sheet.deals[i].entries:
        out[e.side.value][e.column] += e.points
    return out


def ns(below: int = 0, above: int = 0) -> dict[str, dict[str, int]]:
    return {"NS": {"below": below, "above": above}, "EW": {"below": 0, "above": 0}}


def ew(below: int = 0, above: int = 0) -> dict[str, dict[str, int]]:
    return {"NS": {"below": 0, "above": 0}, "EW": {"below": below, "above": above}}


# A first deal that gives a side a game (and so vulnerability) without other marks.
GAME_NS = {"declarer": "N", "contract": "3NT", "result": 9}
GAME_EW = {"declarer": "E", "contract": "3NT", "result": 9}


# -- the tables, rule by rule -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "points"),
    [
        pytest.param("1C", 20, id="minor-20 " + LAW77),
        pytest.param("2D", 40, id="two-diamonds-40 " + LAW77),
        pytest.param("1H", 30, id="major-30 " + LAW77),
        pytest.param("4S", 120, id="four-spades-120 " + LAW77),
        pytest.param("1NT", 40, id="nt-first-40 " + LAW77),
        pytest.param("3NT", 100, id="nt-then-30 " + LAW77),
        pytest.param("7NT", 220, id="seven-nt-220 " + LAW77),
        pytest.param("2HX", 120, id="doubled-x2 " + LAW77),
        pytest.param("1NTXX", 160, id="redoubled-x4 " + LAW77),
        pytest.param("5CXX", 400, id="five-clubs-redoubled " + LAW77),
    ],
)
def test_trick_score_of_the_contract_bid_and_made(text: str, points: int) -> None:
    c = Contract.parse(text)
    assert trick_points(c) == points
    # Made exactly, not vulnerable: the trick score is the only below-line entry.
    sheet = sheet_of({"declarer": "S", "contract": text, "result": c.tricks_needed})
    assert line(sheet)["NS"]["below"] == points
    assert [e.label for e in sheet.deals[0].entries if e.column == "below"] == ["tricks"]


@pytest.mark.parametrize(
    ("setup", "deal", "above"),
    [
        pytest.param(
            [],
            {"declarer": "S", "contract": "2S", "result": 10},
            60,
            id="undoubled-trick-value " + LAW77,
        ),
        pytest.param(
            [],
            {"declarer": "S", "contract": "1NT", "result": 9},
            60,
            id="nt-overtricks-30 " + LAW77,
        ),
        pytest.param(
            [],
            {"declarer": "S", "contract": "3C", "result": 12},
            60,
            id="minor-overtricks-20 " + LAW77,
        ),
        pytest.param(
            [GAME_NS],
            {"declarer": "S", "contract": "2S", "result": 10},
            60,
            id="undoubled-vulnerable-same " + LAW77,
        ),
        pytest.param(
            [],
            {"declarer": "S", "contract": "2SX", "result": 10},
            200 + 50,
            id="doubled-nv-100 " + LAW77,
        ),
        pytest.param(
            [GAME_NS],
            {"declarer": "S", "contract": "2SX", "result": 10},
            400 + 50,
            id="doubled-v-200 " + LAW77,
        ),
        pytest.param(
            [],
            {"declarer": "S", "contract": "2SXX", "result": 9},
            200 + 100,
            id="redoubled-nv-200 " + LAW77,
        ),
        pytest.param(
            [GAME_NS],
            {"declarer": "S", "contract": "1NTXX", "result": 8},
            400 + 100,
            id="redoubled-v-400 CON-004",
        ),
    ],
)
def test_overtricks(setup: list[dict[str, Any]], deal: dict[str, Any], above: int) -> None:
    sheet = sheet_of(*setup, deal)
    assert line(sheet)["NS"]["above"] == above


@pytest.mark.parametrize(
    ("code", "text", "insult"),
    [
        pytest.param("laws_2014", "2HX", 50, id="doubled-50 " + LAW77),
        pytest.param("laws_2014", "2HXX", 100, id="redoubled-100 " + LAW77),
        pytest.param("laws_1935", "2HX", 50, id="1935-doubled-50 rules-bridge-3.1"),
        pytest.param("laws_1935", "2HXX", 50, id="1935-redoubled-50 CON-017"),
    ],
)
def test_insult_for_making_a_doubled_contract(code: str, text: str, insult: int) -> None:
    sheet = sheet_of({"declarer": "W", "contract": text, "result": 8}, code=code)
    assert [(e.points, e.side) for e in sheet.deals[0].entries if e.label == "doubled_bonus"] == [
        (insult, Side.EW)
    ]


@pytest.mark.parametrize(
    ("setup", "text", "result", "label", "points"),
    [
        pytest.param([], "6H", 12, "small_slam", 500, id="small-nv-500 " + LAW77),
        pytest.param([GAME_NS], "6C", 12, "small_slam", 750, id="small-v-750 CON-007"),
        pytest.param([], "7NT", 13, "grand_slam", 1000, id="grand-nv-1000 CON-008"),
        pytest.param([GAME_NS], "7D", 13, "grand_slam", 1500, id="grand-v-1500 " + LAW77),
        pytest.param([], "5H", 12, None, 0, id="unbid-slam-nothing " + LAW77),
        pytest.param([], "6S", 13, "small_slam", 500, id="small-slam-with-overtrick " + LAW77),
        pytest.param([], "7S", 12, None, 0, id="grand-bid-twelve-won-nothing " + LAW77),
    ],
)
def test_slams_only_when_bid_and_made(
    setup: list[dict[str, Any]], text: str, result: int, label: str | None, points: int
) -> None:
    sheet = sheet_of(*setup, {"declarer": "N", "contract": text, "result": result})
    slams = [
        (e.label, e.points)
        for e in sheet.deals[-1].entries
        if e.label in ("small_slam", "grand_slam")
    ]
    assert slams == ([(label, points)] if label else [])


def test_small_slam_vulnerable_house_rule() -> None:
    """A-16: TIME1935 reports 1000 for a vulnerable small slam; the key offers it."""
    deals = [GAME_NS, {"declarer": "N", "contract": "6C", "result": 12}]
    for value in (750, 1000):
        sheet = sheet_of(*deals, house_rules={"small_slam_vulnerable": value})
        assert [e.points for e in sheet.deals[1].entries if e.label == "small_slam"] == [value]
    # Not vulnerable is untouched by the key.
    sheet = sheet_of(deals[1], house_rules={"small_slam_vulnerable": 1000})
    assert [e.points for e in sheet.deals[0].entries if e.label == "small_slam"] == [500]


UNDERTRICKS = [
    # (code, vulnerable, doubling, [points for 1, 2, 3, 4, 5 down]) — Source named in the id.
    ("laws_2014", False, "", [50, 100, 150, 200, 250], LAW77),
    ("laws_2014", True, "", [100, 200, 300, 400, 500], LAW77),
    ("laws_2014", False, "X", [100, 300, 500, 800, 1100], "HIGHLANE Q27b"),
    ("laws_2014", True, "X", [200, 500, 800, 1100, 1400], LAW77),
    ("laws_2014", False, "XX", [200, 600, 1000, 1600, 2200], "CON-010"),
    ("laws_2014", True, "XX", [400, 1000, 1600, 2200, 2800], LAW77),
    ("laws_1935", False, "", [50, 100, 150, 200, 250], "TIME1935"),
    ("laws_1935", True, "", [100, 200, 300, 400, 500], "TIME1935"),
    ("laws_1935", False, "X", [100, 300, 500, 700, 900], "TIME1935 CON-006"),
    ("laws_1935", True, "X", [200, 500, 800, 1100, 1400], "TIME1935"),
    ("laws_1935", False, "XX", [200, 600, 1000, 1400, 1800], "TIME1935 CON-011"),
    ("laws_1935", True, "XX", [400, 1000, 1600, 2200, 2800], "TIME1935"),
]


@pytest.mark.parametrize(
    ("code", "vul", "dbl", "schedule"),
    [
        pytest.param(c, v, d, s, id=f"{c}-{'V' if v else 'NV'}-{d or 'undoubled'} {src}")
        for c, v, d, s, src in UNDERTRICKS
    ],
)
def test_undertricks(code: str, vul: bool, dbl: str, schedule: list[int]) -> None:
    for down, points in enumerate(schedule, 1):
        deals = ([GAME_EW] if vul else []) + [
            {"declarer": "W", "contract": f"5D{dbl}", "result": 11 - down}
        ]
        sheet = sheet_of(*deals, code=code)
        assert line(sheet) == ns(above=points), (down, line(sheet))
        assert undertrick_points(down, vul, Doubling.from_suffix(dbl), TABLES[code]) == points


@pytest.mark.parametrize(
    ("deal", "want"),
    [
        pytest.param(
            {"declarer": "N", "contract": "4H", "result": 10, "honours": {"E": 4, "S": 1}},
            {"NS": {"below": 120, "above": 0}, "EW": {"below": 0, "above": 100}},
            id="defenders-four-100 CON-012 Law 72",
        ),
        pytest.param(
            {"declarer": "N", "contract": "4H", "result": 10, "honours": {"N": 5}},
            ns(120, 150),
            id="five-in-one-hand-150 " + LAW77,
        ),
        pytest.param(
            {"declarer": "N", "contract": "4H", "result": 10, "honours": {"N": 3, "S": 2}},
            ns(120, 0),
            id="split-between-partners-nothing " + LAW77,
        ),
        pytest.param(
            {"declarer": "N", "contract": "4H", "result": 10, "honours": {"S": 4, "N": 1}},
            ns(120, 100),
            id="four-plus-partner's-fifth-100 " + LAW77,
        ),
        pytest.param(
            {"declarer": "S", "contract": "6NT", "result": 12, "honours": {"S": 4}},
            ns(190, 650),
            id="four-aces-150 CON-013",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3NT", "result": 9, "honours": {"S": 3, "E": 1}},
            ns(100, 0),
            id="three-aces-nothing " + LAW77,
        ),
        pytest.param(
            {"declarer": "S", "contract": "4S", "result": 8, "honours": {"S": 4}},
            {"NS": {"below": 0, "above": 100}, "EW": {"below": 0, "above": 100}},
            id="failing-declarer-keeps-honours Law 72",
        ),
    ],
)
def test_honours_to_either_side(deal: dict[str, Any], want: dict[str, Any]) -> None:
    assert line(sheet_of(deal)) == want


# -- games, vulnerability, the rubber -----------------------------------------------------------


def test_game_at_100_and_part_scores_cut_off() -> None:
    """Law 73: game at 100 by adding part-scores; a game stops both sides' part-scores."""
    sheet = sheet_of(
        {"declarer": "N", "contract": "2H", "result": 8},  # NS 60
        {"declarer": "E", "contract": "2C", "result": 8},  # EW 40
        {"declarer": "S", "contract": "1NT", "result": 7},  # NS 100: game, EW's 40 cut off
        {"declarer": "E", "contract": "3C", "result": 9},  # EW 60 toward the new game
    )
    assert [dl.toward_game for dl in sheet.deals] == [
        {Side.NS: 60, Side.EW: 0},
        {Side.NS: 60, Side.EW: 40},
        {Side.NS: 0, Side.EW: 0},
        {Side.NS: 0, Side.EW: 60},
    ]
    assert [g.to_json() for g in sheet.games] == [
        {"winner": "NS", "value": None, "loser_score": 40, "deal": 3}
    ]
    assert sheet.deals[2].game_won is not None and sheet.deals[2].game_won.by is Side.NS
    # EW's 40 is cut off but still in the totals; play stops with NS a game up and EW alone
    # holding a part-score (Law 80): 300 and 100.
    assert sheet.allowances == {Side.NS: 300, Side.EW: 100}
    assert sheet.totals == {Side.NS: 100 + 300, Side.EW: 100 + 100}


def test_unfinished_allowances_single_side_part_score() -> None:
    """Law 80 (KATZ): after the game above, EW alone has a part-score: 100 to EW, 300 to NS."""
    sheet = sheet_of(
        {"declarer": "S", "contract": "3NT", "result": 9},
        {"declarer": "E", "contract": "3C", "result": 9},
    )
    assert sheet.allowances == {Side.NS: 300, Side.EW: 100}
    assert sheet.totals == {Side.NS: 400, Side.EW: 160}
    assert not sheet.complete and sheet.winner is None and sheet.bonus == 0


def test_totals_so_far_leave_the_allowances_out() -> None:
    """Issue 12: the live total of an unfinished rubber is given both ways: ``totals`` "if
    stopped now" (with Law 80's 300 and 100) and ``totals_without_allowances`` (the points
    marked so far)."""
    sheet = sheet_of(
        {"declarer": "S", "contract": "3NT", "result": 9},
        {"declarer": "E", "contract": "3C", "result": 9},
    )
    assert sheet.totals_without_allowances == {Side.NS: 100, Side.EW: 60}
    assert sheet.totals == {Side.NS: 100 + 300, Side.EW: 60 + 100}
    js = sheet.to_json()
    assert js["totals_without_allowances"] == {"NS": 100, "EW": 60}
    assert js["totals"] == {"NS": 400, "EW": 160} and js["net"] == {"NS": 240, "EW": -240}


def test_totals_so_far_of_a_finished_rubber_are_the_totals() -> None:
    sheet = sheet_of(
        {"declarer": "S", "contract": "4S", "result": 10},
        {"declarer": "N", "contract": "3NT", "result": 9},
    )
    assert sheet.complete and sheet.bonus == 700
    assert sheet.totals_without_allowances == sheet.totals == {Side.NS: 920, Side.EW: 0}


@pytest.mark.parametrize(
    ("code", "overrides", "want"),
    [
        pytest.param("laws_2014", {}, {}, id="both-part-scores-single_side-nothing A-9"),
        pytest.param(
            "laws_2014",
            {"unfinished_part_score_rule": "each_side"},
            {Side.NS: 100, Side.EW: 100},
            id="each_side-100-each A-9",
        ),
        pytest.param(
            "laws_1935",
            {"unfinished_part_score_rule": "each_side"},
            {Side.NS: 50, Side.EW: 50},
            id="1935-each_side-50 A-9",
        ),
        pytest.param(
            "laws_2014",
            {"unfinished_part_score": 50, "unfinished_part_score_rule": "each_side"},
            {Side.NS: 50, Side.EW: 50},
            id="value-50 A-9",
        ),
    ],
)
def test_unfinished_allowances_both_part_scores(
    code: str, overrides: dict[str, Any], want: dict[Side, int]
) -> None:
    sheet = sheet_of(
        {"declarer": "S", "contract": "2S", "result": 8},
        {"declarer": "E", "contract": "2D", "result": 8},
        code=code,
        house_rules=overrides,
    )
    assert sheet.allowances == want
    assert sheet.totals == {Side.NS: 60 + want.get(Side.NS, 0), Side.EW: 40 + want.get(Side.EW, 0)}


@pytest.mark.parametrize(
    ("code", "value"),
    [
        pytest.param("laws_2014", 100, id="2014-100 KATZ"),
        pytest.param("laws_1935", 50, id="1935-50"),
    ],
)
def test_unfinished_part_score_by_code(code: str, value: int) -> None:
    sheet = sheet_of({"declarer": "S", "contract": "2S", "result": 8}, code=code)
    assert sheet.allowances == {Side.NS: value}
    assert sheet.to_json()["allowances"] == {"NS": value}
    assert sheet.to_json()["rubber"] == {"complete": False, "winner": None, "bonus": 0}


def test_unfinished_one_game_each_earns_nothing_for_games() -> None:
    sheet = sheet_of(GAME_NS, GAME_EW)
    assert sheet.allowances == {}
    assert "allowances" not in sheet.to_json()
    assert sheet.totals == {Side.NS: 100, Side.EW: 100}


def test_vulnerability_from_games_won_before_the_deal() -> None:
    sheet = sheet_of(
        GAME_NS,
        {"declarer": "E", "contract": "1C", "result": 7},
        GAME_EW,
        {"declarer": "E", "contract": "1C", "result": 5},
    )
    assert [dl.vulnerable for dl in sheet.deals] == [(), (Side.NS,), (Side.NS,), (Side.NS, Side.EW)]
    assert line(sheet) == ns(above=200)  # EW vulnerable: two down at 100
    assert sheet.position.vulnerable == (Side.NS, Side.EW)


@pytest.mark.parametrize(
    ("deals", "bonus", "totals"),
    [
        pytest.param([GAME_NS, GAME_NS], 700, {Side.NS: 900, Side.EW: 0}, id="2-0-700 Law 74"),
        pytest.param(
            [GAME_NS, GAME_EW, GAME_NS], 500, {Side.NS: 700, Side.EW: 100}, id="2-1-500 Law 74"
        ),
    ],
)
def test_rubber_bonus(deals: list[dict[str, Any]], bonus: int, totals: dict[Side, int]) -> None:
    sheet = sheet_of(*deals)
    assert (sheet.complete, sheet.winner, sheet.bonus) == (True, Side.NS, bonus)
    assert sheet.totals == totals and sheet.allowances == {}
    assert sheet.net == {
        Side.NS: totals[Side.NS] - totals[Side.EW],
        Side.EW: totals[Side.EW] - totals[Side.NS],
    }


def test_the_rubber_winning_deal_is_scored_at_the_vulnerability_before_it() -> None:
    """§3.2 step 6: 1–1, both vulnerable; the deal that wins the rubber scores as vulnerable."""
    sheet = sheet_of(GAME_NS, GAME_EW, {"declarer": "N", "contract": "4SX", "result": 11})
    assert line(sheet) == ns(240, 200 + 50)
    assert sheet.deals[-1].vulnerable == (Side.NS, Side.EW)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param({"declarer": "N", "contract": "1C", "result": 7}, id="played"),
        pytest.param({"passed_out": True}, id="passed-out"),
        pytest.param({"new_deal": True}, id="new-deal"),
    ],
)
def test_a_finished_rubber_accepts_no_further_deal(after: dict[str, Any]) -> None:
    with pytest.raises(IllegalEntryError) as info:
        sheet_of(GAME_NS, GAME_NS, after)
    assert [(p.deal, str(p)) for p in info.value.problems] == [
        (3, "deal 3: deals: the rubber has ended; no further deal can be scored")
    ]


def test_revoke_tricks_transferred_count_as_won() -> None:
    """Law 64, §1.2: transferred tricks count for the contract, overtricks, insult, slam."""
    cases = [
        (
            {"declarer": "S", "contract": "4S", "result": 9, "revokes": [{"by": "W", "tricks": 2}]},
            ns(120, 30),
        ),  # CON-014
        (
            {
                "declarer": "S",
                "contract": "4SX",
                "result": 9,
                "revokes": [{"by": "E", "tricks": 1}],
            },
            ns(240, 50),
        ),
        (
            {
                "declarer": "S",
                "contract": "6NT",
                "result": 11,
                "revokes": [{"by": "E", "tricks": 1}],
            },
            ns(190, 500),
        ),
        (
            {
                "declarer": "S",
                "contract": "4S",
                "result": 10,
                "revokes": [{"by": "S", "tricks": 2}],
            },
            ew(0, 100),
        ),
        (
            {
                "declarer": "S",
                "contract": "1C",
                "result": 13,
                "revokes": [{"by": "E", "tricks": 2}],
            },
            ns(20, 120),
        ),  # clamped at 13
        (
            {
                "declarer": "S",
                "contract": "4S",
                "result": 9,
                "revokes": [{"by": "W", "tricks": 2}, {"by": "S", "tricks": 1}],
            },
            ns(120, 0),
        ),
    ]
    for deal, want in cases:
        assert line(sheet_of(deal)) == want, deal


# -- the worked examples of the sources ---------------------------------------------------------


def test_katz_rubber_a_to_e() -> None:
    """KATZ (a)–(e), rules-bridge.md §3.3. We = NS."""
    sheet = sheet_of(
        {"declarer": "S", "contract": "3H", "result": 10},  # (a) we 3H+1
        {"declarer": "E", "contract": "4C", "result": 9},  # (b) they 4C-1
        {"declarer": "W", "contract": "3DX", "result": 9},  # (c) they 3DX made
        {"declarer": "N", "contract": "2NT", "result": 7},  # (d) we 2NT-1, not vulnerable
        {"declarer": "S", "contract": "4S", "result": 10},  # (e) we 4S=
    )
    assert [line(sheet, i) for i in range(5)] == [
        ns(90, 30),
        ns(0, 50),
        ew(120, 50),
        ew(0, 50),
        ns(120, 0),
    ]
    assert [(g.winner, g.loser_score) for g in sheet.games] == [(Side.EW, 90), (Side.NS, 0)]
    assert sheet.deals[3].vulnerable == (Side.EW,)
    assert sheet.position.games_won == {Side.NS: 1, Side.EW: 1}
    assert sheet.position.vulnerable == (Side.NS, Side.EW)
    assert not sheet.complete and sheet.allowances == {}


def test_highlane_quiz_930_to_120() -> None:
    """HIGHLANE: NS with a game, a 70 part-score and 20 above; EW 60 below and 60 above; NS bid
    and make 1NT: second game, +700 → NS 930, EW 120."""
    sheet = sheet_of(
        {"declarer": "N", "contract": "3NT", "result": 9},  # NS game
        {"declarer": "E", "contract": "2S", "result": 10},  # EW 60 + 60
        {"declarer": "N", "contract": "1C", "result": 8},  # NS 20 + 20
        {"declarer": "S", "contract": "1S", "result": 7},  # NS 30
        {"declarer": "S", "contract": "1D", "result": 7},  # NS 20: 70 part-score
        {"declarer": "S", "contract": "1NT", "result": 7},  # 110: second game
    )
    assert sheet.deals[4].toward_game == {Side.NS: 70, Side.EW: 60}
    assert sheet.totals == {Side.NS: 930, Side.EW: 120}
    assert (sheet.complete, sheet.winner, sheet.bonus) == (True, Side.NS, 700)
    assert sheet.net == {Side.NS: 810, Side.EW: -810}


# -- cross-check against endplay (duplicate scoring) --------------------------------------------

_DENOM = {
    Strain.C: Denom.clubs,
    Strain.D: Denom.diamonds,
    Strain.H: Denom.hearts,
    Strain.S: Denom.spades,
    Strain.NT: Denom.nt,
}
_PENALTY = {
    Doubling.UNDOUBLED: Penalty.passed,
    Doubling.DOUBLED: Penalty.doubled,
    Doubling.REDOUBLED: Penalty.redoubled,
}


def endplay_score(c: Contract, tricks: int, vul: bool) -> int:
    ep = EpContract(
        level=c.level,
        denom=_DENOM[c.strain],
        declarer=Player.north,
        penalty=_PENALTY[c.doubling],
        result=tricks - c.tricks_needed,
    )
    return int(ep.score(Vul.ns if vul else Vul.none))


def duplicate_equivalent(entries: list[Any], declarer: Side, vul: bool) -> int:
    """Below + above (honours excluded) + the duplicate game/part-score bonus; or minus the
    defenders' undertricks (rules-bridge.md §3.2, cross-check)."""
    own = [e for e in entries if e.side is declarer and e.label != "honours"]
    theirs = [e for e in entries if e.side is not declarer and e.label != "honours"]
    if theirs:
        assert not own
        return -sum(e.points for e in theirs)
    below = sum(e.points for e in own if e.column == "below")
    bonus = 50 if below < 100 else (500 if vul else 300)
    return sum(e.points for e in own) + bonus


def test_every_contract_and_result_matches_endplay_laws_2014() -> None:
    """All 7 × 5 × 3 contracts × 14 results × 2 vulnerabilities (2940 deals)."""
    bad = []
    for c in ALL_CONTRACTS:
        for tricks in range(14):
            for vul in (False, True):
                got = duplicate_equivalent(
                    contract_entries(c, tricks, Side.NS, vul, TABLES["laws_2014"]), Side.NS, vul
                )
                want = endplay_score(c, tricks, vul)
                if got != want:
                    bad.append((str(c), tricks, vul, got, want))
    assert bad == []


def test_contract_points_are_the_figures_of_contract_entries() -> None:
    """The figures without the explanations (``contract_points``, what a drive scores a deal
    alone by) are the entries' sums, for every contract, result, vulnerability and code, and
    both come from ``contract_parts``: the same labels and points, in the same order."""
    for code in CODES:
        for c in ALL_CONTRACTS:
            for tricks in range(14):
                for vul in (False, True):
                    for ds in (Side.NS, Side.EW):
                        entries = contract_entries(c, tricks, ds, vul, TABLES[code])
                        below = sum(e.points for e in entries if e.column == "below")
                        above = sum(
                            e.points for e in entries if e.column == "above" and e.side is ds
                        )
                        against = sum(e.points for e in entries if e.side is ds.other)
                        assert all(e.side is ds or e.column == "above" for e in entries)
                        got = contract_module.contract_points(c, tricks, vul, TABLES[code])
                        assert got == (below, above, against), (code, str(c), tricks, vul)
                        parts = contract_module.contract_parts(c, tricks, vul, TABLES[code])
                        assert parts == [(e.label, e.points) for e in entries]


def test_laws_1935_differs_from_endplay_only_where_the_law_changed() -> None:
    """§3.2: −4 and beyond doubled not vulnerable (100 less each, ×2 redoubled), and the
    redoubled insult (50 less)."""
    for c in ALL_CONTRACTS:
        for tricks in range(14):
            for vul in (False, True):
                got = duplicate_equivalent(
                    contract_entries(c, tricks, Side.NS, vul, TABLES["laws_1935"]), Side.NS, vul
                )
                down = c.tricks_needed - tricks
                change = 0
                if c.doubled and not vul and down >= 4:
                    change = 100 * (down - 3) * c.doubling.multiplier // 2
                if c.doubling is Doubling.REDOUBLED and down <= 0:
                    change = -50
                assert got == endplay_score(c, tricks, vul) + change, (str(c), tricks, vul)


def test_random_rubbers_deal_by_deal_match_endplay() -> None:
    """Through the whole scorer: random deals at random vulnerability (set up by a game won
    first), every deal's line against endplay."""
    rng = random.Random(20261129)
    for _ in range(400):
        c = rng.choice(ALL_CONTRACTS)
        declarer = rng.choice(list(Seat))
        tricks = rng.randint(0, 13)
        vul = rng.random() < 0.5
        setup = [{"declarer": declarer.value, "contract": "3NT", "result": 9}] if vul else []
        sheet = sheet_of(*setup, {"declarer": declarer.value, "contract": str(c), "result": tricks})
        entries = list(sheet.deals[-1].entries)
        assert sheet.deals[-1].vulnerable == ((declarer.side,) if vul else ())
        got = duplicate_equivalent(entries, declarer.side, vul)
        assert got == endplay_score(c, tricks, vul), (str(c), declarer, tricks, vul)


# -- Hypothesis properties, every code ----------------------------------------------------------

codes = st.sampled_from(CODES)
contracts = st.sampled_from(ALL_CONTRACTS)


@given(record=contract_rubbers(CODES))
def test_generated_rubbers_score_and_add_up(record: dict[str, Any]) -> None:
    sheet = score_record(record)
    entries = sum(e.points for dl in sheet.deals for e in dl.entries if e.side is Side.NS)
    assert sheet.totals[Side.NS] == entries + (
        sheet.bonus if sheet.winner is Side.NS else 0
    ) + sheet.allowances.get(Side.NS, 0)
    entries = sum(e.points for dl in sheet.deals for e in dl.entries if e.side is Side.EW)
    assert sheet.totals[Side.EW] == entries + (
        sheet.bonus if sheet.winner is Side.EW else 0
    ) + sheet.allowances.get(Side.EW, 0)
    assert sheet.net[Side.NS] + sheet.net[Side.EW] == 0
    assert sheet.net[Side.NS] == sheet.totals[Side.NS] - sheet.totals[Side.EW]
    assert len(sheet.deals) == len(record["deals"])
    assert sum(sheet.position.games_won.values()) == len(sheet.games)
    assert sheet.complete == (max(sheet.position.games_won.values()) == 2)
    if sheet.complete:
        assert sheet.allowances == {} and sheet.bonus in (500, 700)
        with pytest.raises(IllegalEntryError):
            score_record({**record, "deals": [*record["deals"], dict(GAME_NS)]})
    else:
        assert sheet.bonus == 0 and sheet.winner is None
    # Only the declarer's side ever scores below the line, and nobody marks a negative figure.
    for raw, dl in zip(record["deals"], sheet.deals, strict=True):
        assert all(e.points > 0 for e in dl.entries)
        if dl.status == "scored":
            side = Seat(raw["declarer"]).side
            assert all(e.side is side for e in dl.entries if e.column == "below")


@given(code=codes, contract=contracts, vul=st.booleans())
def test_penalties_grow_with_each_undertrick(code: str, contract: Contract, vul: bool) -> None:
    pens = [undertrick_points(d, vul, contract.doubling, TABLES[code]) for d in range(1, 14)]
    assert all(b > a for a, b in itertools.pairwise(pens))
    # Through the scorer: the defenders' line grows as the declarer takes fewer tricks.
    down = [
        line(sheet_of({"declarer": "E", "contract": str(contract), "result": t}, code=code))["NS"][
            "above"
        ]
        for t in range(contract.tricks_needed)
    ]
    assert all(a > b for a, b in itertools.pairwise(down))


def _declarer_net(code: str, contract: Contract, tricks: int, vul: bool) -> int:
    entries = contract_entries(contract, tricks, Side.NS, vul, TABLES[code])
    return sum(e.points if e.side is Side.NS else -e.points for e in entries)


@given(code=codes, contract=contracts, vul=st.booleans(), tricks=st.integers(0, 12))
def test_one_more_trick_never_scores_less(
    code: str, contract: Contract, vul: bool, tricks: int
) -> None:
    assert _declarer_net(code, contract, tricks + 1, vul) >= _declarer_net(
        code, contract, tricks, vul
    )
    if tricks >= contract.tricks_needed:
        assert _declarer_net(code, contract, tricks + 1, vul) > _declarer_net(
            code, contract, tricks, vul
        )


@given(
    code=codes,
    level=st.integers(1, 7),
    strain=st.sampled_from(contract_module.CONTRACT_STRAINS),
    vul=st.booleans(),
    extra=st.integers(0, 6),
)
def test_doubling_never_lowers_a_made_contract(
    code: str, level: int, strain: Strain, vul: bool, extra: int
) -> None:
    tricks = min(13, 6 + level + extra)
    plain, x, xx = (Contract(level, strain, d) for d in Doubling)
    assert trick_points(plain) < trick_points(x) < trick_points(xx)
    assert (
        _declarer_net(code, plain, tricks, vul)
        < _declarer_net(code, x, tricks, vul)
        <= _declarer_net(code, xx, tricks, vul)
    )


# -- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deal", "field", "words"),
    [
        pytest.param(
            {"declarer": "S", "contract": "3Q", "result": 9},
            "contract",
            "not a strain",
            id="unparsable-contract",
        ),
        pytest.param(
            {"declarer": "S", "contract": "8S", "result": 9}, "contract", "1 to 7", id="level-8"
        ),
        pytest.param(
            {"declarer": "S", "contract": "3RS", "result": 9},
            "contract",
            "royal spades",
            id="royal-spades",
        ),
        pytest.param(
            {"declarer": "S", "contract": 4, "result": 9},
            "contract",
            "expected",
            id="contract-not-text",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": 14}, "result", "above 13", id="result-14"
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": -1},
            "result",
            "below 0",
            id="result-negative",
        ),
        pytest.param({"declarer": "S", "contract": "3H"}, "result", "missing", id="no-result"),
        pytest.param({"contract": "3H", "result": 9}, "declarer", "missing", id="no-declarer"),
        pytest.param(
            {"declarer": "Z", "contract": "3H", "result": 9},
            "declarer",
            "not one of",
            id="bad-seat",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": 9, "honours": {"N": 4, "E": 2}},
            "honours",
            "6 honours held, a trump suit has 5",
            id="six-honours",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": 9, "honours": {"N": 6}},
            "honours.N",
            "above 5",
            id="seat-six",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3NT", "result": 9, "honours": {"N": 5}},
            "honours.N",
            "aces",
            id="five-aces-in-a-hand",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3NT", "result": 9, "honours": {"N": 4, "S": 1}},
            "honours",
            "5 aces held, there are 4",
            id="five-aces",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": 9, "honours": {"X": 4}},
            "honours.X",
            "unknown seat",
            id="honours-bad-seat",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": 9, "voids": ["W"]},
            "voids",
            "chicane",
            id="voids",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": 9, "revokes": [{"by": "N", "tricks": 1}]},
            "revokes[0].by",
            "dummy",
            id="dummy-revoke",
        ),
        pytest.param(
            {
                "declarer": "S",
                "contract": "3H",
                "result": 9,
                "revokes": [{"by": "W", "penalty": "tricks"}],
            },
            "revokes[0].penalty",
            "unknown field",
            id="auction-penalty",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": 9, "revokes": [{"by": "W"}]},
            "revokes[0].tricks",
            "missing",
            id="revoke-without-tricks",
        ),
        pytest.param(
            {"declarer": "S", "contract": "3H", "result": 9, "tricks": {"NS": 9}},
            "tricks",
            "unknown field",
            id="unknown-key",
        ),
        pytest.param(
            {"passed_out": True, "declarer": "S"},
            "declarer",
            "passed-out",
            id="passed-out-with-declarer",
        ),
        pytest.param(
            {"passed_out": True, "new_deal": True}, "new_deal", "not both", id="passed-out-and-new"
        ),
        pytest.param({"dealer": "Q", "passed_out": True}, "dealer", "not one of", id="bad-dealer"),
    ],
)
@pytest.mark.parametrize("game", ["contract", "chicago"])
def test_bad_input_names_deal_and_field(
    game: str, deal: dict[str, Any], field: str, words: str
) -> None:
    record = {"game": game, "deals": [{"declarer": "N", "contract": "1C", "result": 7}, deal]}
    with pytest.raises(InvalidEntryError) as info:
        score_record(record)
    problems = info.value.problems
    assert any(p.deal == 2 and p.field == field and words in p.message for p in problems), [
        str(p) for p in problems
    ]
    assert all(p.deal == 2 for p in problems)


_LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 16),
    st.floats(),
    st.sampled_from(["N", "E", "S", "W", "NS", "3HX", "7NT", "2RS", "x", ""]),
)
_VALUES = st.recursive(
    _LEAVES,
    lambda c: (
        st.lists(c, max_size=3)
        | st.dictionaries(
            st.sampled_from(["N", "E", "S", "W", "by", "tricks", "penalty"]), c, max_size=3
        )
    ),
    max_leaves=6,
)
_JUNK_DEALS = st.dictionaries(
    st.sampled_from(
        [
            "dealer",
            "passed_out",
            "new_deal",
            "declarer",
            "contract",
            "result",
            "honours",
            "voids",
            "revokes",
            "zzz",
        ]
    ),
    _VALUES,
    max_size=6,
)


@given(game=st.sampled_from(["contract", "chicago"]), deals=st.lists(_JUNK_DEALS, max_size=4))
def test_any_junk_is_scored_or_refused_with_problems(
    game: str, deals: list[dict[str, Any]]
) -> None:
    """Whatever a deal holds, the scorer returns a sheet or a RecordError naming problems;
    never another exception."""
    try:
        sheet = score_record({"game": game, "deals": deals})
    except RecordError as e:
        assert e.problems and all(p.deal is not None for p in e.problems)
    else:
        assert len(sheet.deals) == len(deals)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("unfinished_part_score", 75),
        ("unfinished_part_score_rule", "both"),
        ("small_slam_vulnerable", 800),
        ("settlement_rounding", "nearest_10"),
        ("count_honours", False),
    ],
)
def test_bad_house_rules(key: str, value: Any) -> None:
    with pytest.raises(RecordError) as info:
        score_record({"game": "contract", "house_rules": {key: value}, "deals": []})
    assert info.value.problems[0].field == f"house_rules.{key}"


# -- metadata, the sheet's extras, the entry form -------------------------------------------------


def test_metadata_and_house_rules_of_8_2() -> None:
    rules = get_rules("contract")
    assert rules.code_ids() == CODES and rules.default_code == "laws_2014"
    assert all(c.source for c in rules.codes)
    table = {h.key: (h.choices, dict(h.defaults), h.sheet) for h in rules.house_rules}
    assert table == {
        "unfinished_part_score": ((100, 50), {"laws_2014": 100, "laws_1935": 50}, True),
        "unfinished_part_score_rule": (
            ("single_side", "each_side"),
            {"laws_2014": "single_side", "laws_1935": "single_side"},
            True,
        ),
        "small_slam_vulnerable": ((750, 1000), {"laws_2014": 750, "laws_1935": 750}, True),
        "settlement_rounding": (
            ("exact", "nearest_100_down", "nearest_100_up"),
            {"laws_2014": "exact", "laws_1935": "exact"},
            False,
        ),
    }
    assert all(h.help and "\n" not in h.help for h in rules.house_rules)
    listed = next(g for g in list_games()["games"] if g["game"] == "contract")
    assert listed["family"] == "bridge" and len(listed["house_rules"]) == 4


def test_sheet_extras_dealer_status_summary_position() -> None:
    sheet = sheet_of(
        {"declarer": "N", "contract": "4SX", "result": 10},
        {"passed_out": True},
        {"dealer": "E", "new_deal": True},
        {"declarer": "W", "contract": "2H", "result": 8, "revokes": [{"by": "N", "tricks": 1}]},
        first_dealer="W",
    )
    assert [dl.dealer for dl in sheet.deals] == [Seat.W, Seat.N, Seat.E, Seat.S]
    assert [dl.status for dl in sheet.deals] == ["scored", "passed_out", "new_deal", "scored"]
    assert sheet.deals[0].summary == "4SX by N, 10 tricks"
    assert sheet.deals[3].summary == "2H by W, 8 tricks; revoke by N, 1 trick transferred"
    assert line(sheet, 3) == ew(60, 30)
    assert sheet.deals[0].entries[0].explain == "four spades doubled, made: 240"
    pos = sheet.position
    assert (pos.next_dealer, pos.game_target, pos.needs) == (
        Seat.W,
        100,
        {Side.NS: 100, Side.EW: 40},
    )
    assert pos.vulnerable == (Side.NS,) and pos.chicago_deal is None
    js = sheet.to_json()
    assert js["deals"][1]["vulnerable"] == ["NS"] and js["position"]["needs"] == {
        "NS": 100,
        "EW": 40,
    }


@pytest.mark.parametrize(
    ("deal", "words"),
    [
        (
            {"declarer": "W", "contract": "4HX", "result": 8},
            "two undertricks, vulnerable, doubled: 500",
        ),
        ({"declarer": "W", "contract": "1NT", "result": 6}, "one undertrick, vulnerable: 100"),
        ({"declarer": "E", "contract": "2S", "result": 10}, "two overtricks, at 30 each: 60"),
        (
            {"declarer": "E", "contract": "2SX", "result": 9},
            "one overtrick, doubled, vulnerable: 200",
        ),
        (
            {"declarer": "E", "contract": "6D", "result": 12},
            "small slam bid and made, vulnerable: 750",
        ),
        (
            {"declarer": "E", "contract": "4H", "result": 10, "honours": {"N": 4}},
            "four trump honours in one hand (N): 100",
        ),
    ],
)
def test_explain_in_plain_words(deal: dict[str, Any], words: str) -> None:
    sheet = sheet_of(GAME_EW, deal)
    assert words in [e.explain for e in sheet.deals[-1].entries]


def test_form_spec_and_quick_entry() -> None:
    rules = GAMES["contract"]
    spec = rules.form_spec("laws_2014", {})
    assert (
        spec.honours,
        spec.honour_count,
        spec.strains,
        spec.revoke_by,
        spec.revoke_tricks,
        spec.max_doubles,
        spec.passed_out,
    ) == ("seat", 5, ("C", "D", "H", "S", "NT"), "seat", True, 2, True)
    assert {"declarer", "contract", "result", "honours", "revokes"} <= set(spec.fields)
    assert rules.shorthand_help
    rubber = Rubber(game="contract")
    assert rules.parse_shorthand("3hx s -1 hE4", rubber, {}) == {
        "declarer": "S",
        "contract": "3HX",
        "result": 8,
        "honours": {"E": 4},
    }
    with pytest.raises(InvalidEntryError) as info:
        rules.parse_shorthand("3RS S =", rubber, {})
    assert (info.value.problems[0].deal, info.value.problems[0].field) == (1, "contract")
    with pytest.raises(InvalidEntryError):
        rules.parse_shorthand("4S N = rS1", rubber, {})  # dummy revoke
    with pytest.raises(InvalidEntryError):
        rules.parse_shorthand("4S N", rubber, {})
    ended = Rubber.from_json({"game": "contract", "deals": [GAME_NS, GAME_NS]})
    with pytest.raises(IllegalEntryError):
        rules.parse_shorthand("pass", ended, {})


def test_doctests() -> None:
    assert doctest.testmod(contract_module).failed == 0
