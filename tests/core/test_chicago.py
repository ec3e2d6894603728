"""Chicago (rules-bridge.md §4, §8.3): the four-deal round, vulnerability by deal and dealer,
game and part-score premiums, redeals, honours; properties over generated rounds."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

from scorepad.enums import Seat, Side
from scorepad.errors import IllegalEntryError
from scorepad.records.record import Rubber
from scorepad.rules import GAMES, get_rules, list_games, score_record
from scorepad.rules.contract import chicago_vulnerable
from scorepad.sheets.sheet import Sheet
from tests.helpers.strategies import chicago_rubbers

CHI = "ACBL-CHI"
NS, EW = Side.NS, Side.EW


def round_of(*deals: dict[str, Any], code: str = "acbl", **extra: Any) -> Sheet:
    return score_record({"game": "chicago", "code": code, "deals": list(deals), **extra})


def sums(sheet: Sheet, i: int) -> dict[str, dict[str, int]]:
    out = {s.value: {"below": 0, "above": 0} for s in Side}
    for e in sheet.deals[i].entries:
        out[e.side.value][e.column] += e.points
    return out


def labels(sheet: Sheet, i: int) -> list[tuple[str, str, int]]:
    return [(e.side.value, e.label, e.points) for e in sheet.deals[i].entries]


ONE_CLUB_NS = {"declarer": "N", "contract": "1C", "result": 7}
ONE_CLUB_EW = {"declarer": "E", "contract": "1C", "result": 7}


# -- vulnerability ------------------------------------------------------------------------------

BOTH = (NS, EW)


@pytest.mark.parametrize(
    ("code", "first", "want"),
    [
        pytest.param("acbl", "N", [(), (EW,), (NS,), BOTH], id="acbl-from-N dealer's-side " + CHI),
        pytest.param("acbl", "E", [(), (NS,), (EW,), BOTH], id="acbl-from-E dealer's-side " + CHI),
        pytest.param(
            "nondealer_vulnerable", "N", [(), (NS,), (EW,), BOTH], id="ndv-from-N BICYCLE"
        ),
        pytest.param(
            "nondealer_vulnerable", "W", [(), (EW,), (NS,), BOTH], id="ndv-from-W BICYCLE"
        ),
    ],
)
def test_vulnerability_by_deal_number_and_dealer(
    code: str, first: str, want: list[tuple[Side, ...]]
) -> None:
    """Deal 1 none; 2 and 3 the dealer's side (ACBL) or the other (variant); 4 both. The deal
    passes to the left, so deals 2 and 3 are dealt by different sides."""
    f = Seat(first)
    sheet = round_of(*[ONE_CLUB_NS] * 4, code=code, first_dealer=first)
    assert [dl.dealer for dl in sheet.deals] == [f, f.next, f.next.next, f.next.next.next]
    assert [dl.vulnerable for dl in sheet.deals] == want
    assert [dl.chicago_deal for dl in sheet.deals] == [1, 2, 3, 4]


@pytest.mark.parametrize(
    ("deal", "dealer", "acbl", "ndv"),
    [
        pytest.param(n, d, a, v, id=f"deal{n}-{d}")
        for n, d, a, v in [
            (1, "N", (), ()),
            (1, "E", (), ()),
            (2, "N", (NS,), (EW,)),
            (2, "E", (EW,), (NS,)),
            (3, "S", (NS,), (EW,)),
            (3, "W", (EW,), (NS,)),
            (4, "N", BOTH, BOTH),
            (4, "W", BOTH, BOTH),
        ]
    ],
)
def test_vulnerability_table(
    deal: int, dealer: str, acbl: tuple[Side, ...], ndv: tuple[Side, ...]
) -> None:
    assert chicago_vulnerable(deal, Seat(dealer), "acbl") == acbl
    assert chicago_vulnerable(deal, Seat(dealer), "nondealer_vulnerable") == ndv


def test_undertricks_follow_the_deal_vulnerability() -> None:
    """CHI-NDV-2's deal 2 both ways: 3NT by N one down on deal 2 dealt by W."""
    deals = [ONE_CLUB_EW, {"declarer": "N", "contract": "3NT", "result": 8}]
    acbl = round_of(*deals, first_dealer="S")
    ndv = round_of(*deals, first_dealer="S", code="nondealer_vulnerable")
    assert labels(acbl, 1) == [("EW", "undertricks", 50)]
    assert labels(ndv, 1) == [("EW", "undertricks", 100)]


# -- premiums -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deals", "index", "premium"),
    [
        pytest.param(
            [{"declarer": "S", "contract": "4S", "result": 10}],
            0,
            300,
            id="deal-1-not-vulnerable-300 " + CHI,
        ),
        pytest.param(
            [ONE_CLUB_EW, {"declarer": "E", "contract": "3NT", "result": 9}],
            1,
            500,
            id="deal-2-dealer's-side-500 " + CHI,
        ),
        pytest.param(
            [ONE_CLUB_EW, {"declarer": "N", "contract": "3NT", "result": 9}],
            1,
            300,
            id="deal-2-non-dealer-300 " + CHI,
        ),
        pytest.param(
            [
                ONE_CLUB_EW,
                ONE_CLUB_EW,
                ONE_CLUB_EW,
                {"declarer": "N", "contract": "5C", "result": 11},
            ],
            3,
            500,
            id="deal-4-both-500 " + CHI,
        ),
    ],
)
def test_game_premium_by_the_vulnerability_of_the_deal(
    deals: list[dict[str, Any]], index: int, premium: int
) -> None:
    sheet = round_of(*deals)  # first dealer N: deal 2 dealt by E
    game = [x for x in labels(sheet, index) if x[1] == "game_premium"]
    assert len(game) == 1 and game[0][2] == premium
    assert all(e.column == "above" for e in sheet.deals[index].entries if e.label == "game_premium")
    assert sheet.deals[index].game_won is not None


def test_part_scores_carry_and_a_game_cancels_both() -> None:
    sheet = round_of(
        {"declarer": "N", "contract": "2H", "result": 8},  # NS 60
        {"declarer": "E", "contract": "2D", "result": 8},  # EW 40
        {"declarer": "S", "contract": "2D", "result": 8},  # NS 100: game (deal 3 dealt by S)
        {"declarer": "E", "contract": "1NT", "result": 7},  # deal 4: EW 40, premium 100
    )
    assert [dl.toward_game for dl in sheet.deals] == [
        {NS: 60, EW: 0},
        {NS: 60, EW: 40},
        {NS: 0, EW: 0},
        {NS: 0, EW: 40},
    ]
    assert labels(sheet, 2) == [("NS", "tricks", 40), ("NS", "game_premium", 500)]
    assert [(g.winner, g.loser_score) for g in sheet.games] == [(NS, 40)]
    assert labels(sheet, 3) == [("EW", "tricks", 40), ("EW", "part_score_premium", 100)]
    assert sheet.totals == {NS: 600, EW: 180}
    assert sheet.position.toward_game == {NS: 0, EW: 40}  # left over: earns nothing


@pytest.mark.parametrize(
    ("fourth", "want"),
    [
        pytest.param(
            {"declarer": "S", "contract": "1C", "result": 7},
            [("NS", "tricks", 20), ("NS", "part_score_premium", 100)],
            id="part-score-100 " + CHI,
        ),
        pytest.param(
            {"declarer": "E", "contract": "1C", "result": 8},
            [("EW", "tricks", 20), ("EW", "overtricks", 20), ("EW", "part_score_premium", 100)],
            id="other-side-with-a-part-score-too " + CHI,
        ),
        pytest.param(
            {"declarer": "S", "contract": "2S", "result": 8},
            [("NS", "tricks", 60), ("NS", "game_premium", 500)],
            id="completing-game-takes-game-premium-only CHI-5",
        ),
        pytest.param(
            {"declarer": "S", "contract": "2S", "result": 7},
            [("EW", "undertricks", 100)],
            id="failed-nothing " + CHI,
        ),
    ],
)
def test_part_score_premium_on_the_fourth_deal(
    fourth: dict[str, Any], want: list[tuple[str, str, int]]
) -> None:
    sheet = round_of(
        {"declarer": "N", "contract": "2D", "result": 8},  # NS 40
        {"declarer": "N", "contract": "1C", "result": 5},  # NS down
        {"declarer": "E", "contract": "1C", "result": 7},  # EW 20
        fourth,
    )
    assert labels(sheet, 3) == want
    # No part-score premium before the fourth deal.
    assert all(e.label != "part_score_premium" for dl in sheet.deals[:3] for e in dl.entries)


def test_scored_by_the_2014_tables() -> None:
    sheet = round_of(
        {"declarer": "E", "contract": "4HX", "result": 6},
        {"declarer": "N", "contract": "1NTXX", "result": 7},
    )
    assert labels(sheet, 0) == [("NS", "undertricks", 800)]
    assert ("NS", "doubled_bonus", 100) in labels(sheet, 1)
    # Deal 2 is dealt by E: EW vulnerable, so NS's game is worth 300.
    assert sums(sheet, 1)["NS"] == {"below": 160, "above": 100 + 300}


# -- the round, redeals, honours ----------------------------------------------------------------


def test_passed_out_redeal_by_the_same_dealer_not_counted() -> None:
    sheet = round_of(
        ONE_CLUB_NS, {"passed_out": True}, ONE_CLUB_NS, ONE_CLUB_NS, ONE_CLUB_NS, first_dealer="S"
    )
    assert [dl.dealer for dl in sheet.deals] == [Seat.S, Seat.W, Seat.W, Seat.N, Seat.E]
    assert [dl.chicago_deal for dl in sheet.deals] == [1, 2, 2, 3, 4]
    assert sheet.deals[1].summary == "passed out, redealt by W"
    assert sheet.complete


def test_passed_out_counts_house_rule() -> None:
    sheet = round_of(
        ONE_CLUB_NS,
        {"passed_out": True},
        ONE_CLUB_NS,
        ONE_CLUB_NS,
        house_rules={"passed_out_deal": "counts"},
        first_dealer="S",
    )
    assert [dl.dealer for dl in sheet.deals] == [Seat.S, Seat.W, Seat.N, Seat.E]
    assert [dl.chicago_deal for dl in sheet.deals] == [1, 2, 3, 4]
    assert sheet.complete
    assert ("NS", "part_score_premium", 100) in labels(sheet, 3)


def test_new_deal_redealt_by_the_same_dealer() -> None:
    sheet = round_of(
        ONE_CLUB_NS, {"new_deal": True}, ONE_CLUB_NS, house_rules={"passed_out_deal": "counts"}
    )
    assert [dl.dealer for dl in sheet.deals] == [Seat.N, Seat.E, Seat.E]
    assert [dl.chicago_deal for dl in sheet.deals] == [1, 2, 2]
    assert [dl.status for dl in sheet.deals] == ["scored", "new_deal", "scored"]
    assert sheet.position.next_dealer is Seat.S and sheet.position.chicago_deal == 3
    assert sheet.position.vulnerable == (NS,)


def test_explicit_dealer_continues_the_rotation() -> None:
    sheet = round_of(ONE_CLUB_NS, {"dealer": "W", **ONE_CLUB_NS}, ONE_CLUB_NS)
    assert [dl.dealer for dl in sheet.deals] == [Seat.N, Seat.W, Seat.N]
    assert sheet.deals[1].vulnerable == (EW,)


@pytest.mark.parametrize(
    ("count", "above"),
    [
        pytest.param(True, 150 + 30, id="counted A-12"),
        pytest.param(False, 30, id="not-counted A-12"),
    ],
)
def test_count_honours(count: bool, above: int) -> None:
    sheet = round_of(
        {"declarer": "S", "contract": "2S", "result": 9, "honours": {"S": 5}},
        house_rules={"count_honours": count},
    )
    assert sums(sheet, 0)["NS"] == {"below": 60, "above": above}


def test_round_complete_winner_and_no_deal_after() -> None:
    deals = [
        {"declarer": "S", "contract": "4S", "result": 10},
        ONE_CLUB_EW,
        ONE_CLUB_EW,
        ONE_CLUB_EW,
    ]
    sheet = round_of(*deals)
    js = sheet.to_json()
    assert js["rubber"] == {"complete": True, "winner": "NS", "bonus": 0}
    assert sheet.totals == {NS: 420, EW: 160}
    assert sheet.position.chicago_deal is None and sheet.position.vulnerable == ()
    for after in (ONE_CLUB_NS, {"passed_out": True}, {"new_deal": True}):
        with pytest.raises(IllegalEntryError) as info:
            round_of(*deals, after)
        assert (
            str(info.value)
            == "deal 5: deals: the Chicago round has ended; no further deal can be scored"
        )


def test_a_tie_has_no_winner() -> None:
    sheet = round_of(
        {"declarer": "N", "contract": "2S", "result": 8},
        {"declarer": "E", "contract": "2S", "result": 8},
        {"passed_out": True},
        {"passed_out": True},
        house_rules={"passed_out_deal": "counts"},
    )
    assert sheet.complete and sheet.winner is None and sheet.net == {NS: 0, EW: 0}


def test_an_unfinished_round_has_no_allowances() -> None:
    sheet = round_of({"declarer": "S", "contract": "4S", "result": 10}, ONE_CLUB_EW)
    assert not sheet.complete and sheet.winner is None and sheet.allowances == {}
    assert sheet.totals == {NS: 420, EW: 20}
    assert sheet.position.chicago_deal == 3 and sheet.position.next_dealer is Seat.S


# -- properties over generated rounds ----------------------------------------------------------


@given(record=chicago_rubbers(("acbl", "nondealer_vulnerable")))
def test_generated_rounds(record: dict[str, Any]) -> None:
    code = record["code"]
    sheet = score_record(record)
    for side in Side:
        assert sheet.totals[side] == sum(
            e.points for dl in sheet.deals for e in dl.entries if e.side is side
        )
    assert sheet.net[NS] + sheet.net[EW] == 0 and sheet.bonus == 0 and sheet.allowances == {}
    counted = [
        dl
        for dl in sheet.deals
        if dl.status == "scored"
        or (
            dl.status == "passed_out"
            and record.get("house_rules", {}).get("passed_out_deal") == "counts"
        )
    ]
    assert sheet.complete == (len(counted) == 4)
    assert [dl.chicago_deal for dl in counted] == list(range(1, len(counted) + 1))
    premiums = [e for dl in sheet.deals for e in dl.entries if e.label == "part_score_premium"]
    assert len(premiums) <= 1
    assert all(
        dl.chicago_deal == 4
        for dl in sheet.deals
        for e in dl.entries
        if e.label == "part_score_premium"
    )
    games = [e for dl in sheet.deals for e in dl.entries if e.label == "game_premium"]
    assert len(games) == len(sheet.games)
    for dl in sheet.deals:
        assert dl.dealer is not None and dl.chicago_deal is not None
        assert dl.vulnerable == chicago_vulnerable(dl.chicago_deal, dl.dealer, code)
    if sheet.complete:
        assert sheet.winner == (None if sheet.net[NS] == 0 else (NS if sheet.net[NS] > 0 else EW))
        with pytest.raises(IllegalEntryError):
            score_record({**record, "deals": [*record["deals"], ONE_CLUB_NS]})
    else:
        assert sheet.winner is None


# -- metadata -----------------------------------------------------------------------------------


def test_metadata_and_house_rules_of_8_3() -> None:
    rules = get_rules("chicago")
    assert rules.code_ids() == ("acbl", "nondealer_vulnerable") and rules.default_code == "acbl"
    table = {h.key: (h.choices, dict(h.defaults), h.sheet) for h in rules.house_rules}
    assert table == {
        "count_honours": ((True, False), {"acbl": True, "nondealer_vulnerable": True}, True),
        "passed_out_deal": (
            ("redeal", "counts"),
            {"acbl": "redeal", "nondealer_vulnerable": "redeal"},
            True,
        ),
        "deal_scoring": (
            ("carry_over", "duplicate"),
            {"acbl": "carry_over", "nondealer_vulnerable": "carry_over"},
            True,
        ),
        "settlement_rounding": (
            ("exact", "nearest_100_down", "nearest_100_up"),
            {"acbl": "exact", "nondealer_vulnerable": "exact"},
            False,
        ),
    }
    spec = rules.form_spec("acbl", {})
    assert spec.strains == ("C", "D", "H", "S", "NT") and spec.revoke_tricks


def test_quick_entry_checks_the_round() -> None:
    rules = GAMES["chicago"]
    done = Rubber.from_json({"game": "chicago", "deals": [ONE_CLUB_NS] * 4})
    with pytest.raises(IllegalEntryError):
        rules.parse_shorthand("1C N =", done, {})
    started = Rubber.from_json({"game": "chicago", "deals": [ONE_CLUB_NS]})
    assert rules.parse_shorthand("pass", started, {}) == {"passed_out": True}


# -- deal_scoring=duplicate (rules-bridge.md §4, §8.3) ------------------------------------------

DUPLICATE = {"deal_scoring": "duplicate"}

#: thebridsk/bridgescorer, server/src/test/scala/com/example/test/selenium/ChicagoTest.scala
#: (bridgescorer scores every Chicago deal as a duplicate board, ChicagoRoundScoring.scala): the
#: same four hands in each of four rounds, ``enterHand(4,Spades,NotDoubled,North,Made,4)``,
#: ``(4,Hearts,…,East,Made,4)``, ``(5,Diamonds,…,South,Made,5)``, ``(3,Clubs,…,West,Made,4)``.
BRIDGESCORER_HANDS = [
    {"declarer": "N", "contract": "4S", "result": 10},
    {"declarer": "E", "contract": "4H", "result": 10},
    {"declarer": "S", "contract": "5D", "result": 11},
    {"declarer": "W", "contract": "3C", "result": 10},
]
#: Each round's seating and first dealer, and the four players' running totals after each hand
#: as the test asserts them (``assertTotals("Nancy", "Sam", "Ellen", "Wayne")``).
BRIDGESCORER_ROUNDS = [
    (
        {"N": "Nancy", "S": "Sam", "E": "Ellen", "W": "Wayne"},
        "N",
        [(420, 420, 0, 0), (420, 420, 620, 620), (1020, 1020, 620, 620), (1020, 1020, 750, 750)],
    ),
    (
        {"N": "Nancy", "S": "Ellen", "E": "Sam", "W": "Wayne"},
        "E",
        [
            (1440, 1020, 1170, 750),
            (1440, 1440, 1170, 1170),
            (1840, 1440, 1570, 1170),
            (1840, 1570, 1570, 1300),
        ],
    ),
    (
        {"N": "Nancy", "S": "Wayne", "E": "Ellen", "W": "Sam"},
        "W",
        [
            (2260, 1570, 1570, 1720),
            (2260, 1990, 1990, 1720),
            (2660, 1990, 1990, 2120),
            (2660, 2120, 2120, 2120),
        ],
    ),
    (
        {"N": "Nancy", "S": "Ellen", "E": "Wayne", "W": "Sam"},
        "S",
        [
            (3080, 2120, 2540, 2120),
            (3080, 2740, 2540, 2740),
            (3680, 2740, 3140, 2740),
            (3680, 2870, 3140, 2870),
        ],
    ),
]


def test_duplicate_scoring_reproduces_bridgescorer_chicago_test() -> None:
    """Four rounds of bridgescorer's ChicagoTest.scala, the partners changing between rounds:
    round 1 ends NS 1020, EW 750, and the players finish Nancy 3680, Ellen 3140, Sam and Wayne
    2870 each."""
    order = ("Nancy", "Sam", "Ellen", "Wayne")
    running = dict.fromkeys(order, 0)
    for players, first, after_each in BRIDGESCORER_ROUNDS:
        sheet = round_of(
            *BRIDGESCORER_HANDS, first_dealer=first, players=players, house_rules=DUPLICATE
        )
        assert sheet.complete
        for line, want in zip(sheet.deals, after_each, strict=True):
            for e in line.entries:
                for seat in Side(e.side).seats:
                    running[players[seat.value]] += e.points
            assert tuple(running[p] for p in order) == want
    first_round = round_of(*BRIDGESCORER_HANDS, house_rules=DUPLICATE)
    assert first_round.totals == {NS: 1020, EW: 750} and first_round.winner is NS
    assert first_round.totals_without_allowances == first_round.totals


def test_duplicate_scoring_premiums_stand_alone() -> None:
    sheet = round_of(
        {"declarer": "N", "contract": "2H", "result": 8},  # deal 1: 60 + 50
        {"declarer": "N", "contract": "2S", "result": 8},  # deal 2: would complete game
        {"declarer": "E", "contract": "3NT", "result": 8},  # deal 3: one down, no premium
        {"declarer": "W", "contract": "3C", "result": 10},  # deal 4 both vulnerable
        house_rules=DUPLICATE,
    )
    assert labels(sheet, 0) == [("NS", "tricks", 60), ("NS", "part_score_premium", 50)]
    assert labels(sheet, 1) == [("NS", "tricks", 60), ("NS", "part_score_premium", 50)]
    assert labels(sheet, 2) == [("NS", "undertricks", 50)]
    # rules-bridge.md §4 worked example: 60 + 20 + 50 = 130 under duplicate.
    assert labels(sheet, 3) == [
        ("EW", "tricks", 60),
        ("EW", "overtricks", 20),
        ("EW", "part_score_premium", 50),
    ]
    assert sheet.games == () and all(not any(d.toward_game.values()) for d in sheet.deals)
    assert sheet.position.toward_game == {NS: 0, EW: 0}
    assert sheet.totals == {NS: 270, EW: 130}


def test_duplicate_scoring_game_premium_by_the_deals_vulnerability() -> None:
    sheet = round_of(
        {"declarer": "S", "contract": "4S", "result": 10},  # deal 1, none vulnerable: 300
        {"declarer": "E", "contract": "3NT", "result": 9},  # deal 2, EW vulnerable: 500
        house_rules=DUPLICATE,
    )
    assert labels(sheet, 0) == [("NS", "tricks", 120), ("NS", "game_premium", 300)]
    assert labels(sheet, 1) == [("EW", "tricks", 100), ("EW", "game_premium", 500)]
    assert [(g.winner, g.deal) for g in sheet.games] == [(NS, 1), (EW, 2)]


def test_carry_over_is_the_default_and_differs_on_deal_4() -> None:
    sheet = round_of(*BRIDGESCORER_HANDS)
    assert sheet.house_rules["deal_scoring"] == "carry_over"
    assert labels(sheet, 3) == [
        ("EW", "tricks", 60),
        ("EW", "overtricks", 20),
        ("EW", "part_score_premium", 100),
    ]
    assert sheet.totals == {NS: 1020, EW: 800}


def test_deal_scoring_is_listed_with_one_line_of_help() -> None:
    chicago = next(g for g in list_games()["games"] if g["game"] == "chicago")
    rule = next(h for h in chicago["house_rules"] if h["key"] == "deal_scoring")
    assert rule["choices"] == ["carry_over", "duplicate"]
    assert rule["defaults"] == {"acbl": "carry_over", "nondealer_vulnerable": "carry_over"}
    assert rule["help"] and "\n" not in rule["help"] and rule["sheet"] is True
