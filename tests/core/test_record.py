"""The rubber record as an append-only log, its JSON round trip, the field reader and the
house-rule registry."""

from __future__ import annotations

import ast
import json

import pytest

from scorepad.enums import Seat, Side
from scorepad.errors import IllegalEntryError, InvalidEntryError, Problem, RecordError
from scorepad.records.fields import Fields
from scorepad.records.houserules import HouseRule, IntRange, resolve
from scorepad.records.record import Rubber, Stake
from scorepad.rules import GAMES, list_games, settings_of
from scorepad.rules.base import GameRules
from scorepad.rules.deal import NewDeal, Played
from scorepad.rules.engine import Marked, Tally
from scorepad.sheets.sheet import Entry
from tests.helpers.paths import ROOT

FULL = {
    "format": "scorepad-rubber/1",
    "game": "bridge_whist",
    "code": "portland_1904",
    "house_rules": {"doubling_limit": 100},
    "played_on": "2026-11-29",
    "table": "Table 1",
    "stake": {"amount": 0.5, "per": 100},
    "first_dealer": "N",
    "players": {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"},
    "deals": [{"maker": "dealer", "declaration": "H", "doubles": 0, "tricks": {"NS": 9, "EW": 4}}],
}


def test_json_round_trip_is_exact() -> None:
    rubber = Rubber.from_json(FULL)
    assert rubber.to_json() == FULL
    assert Rubber.from_text(rubber.to_text()) == rubber
    assert rubber.stake == Stake(0.5, 100)
    assert rubber.stake.money(300) == 1.5


def test_the_log_is_append_only_and_edits_make_new_rubbers() -> None:
    first = Rubber(game="short_whist")
    deal = {"tricks": {"NS": 9, "EW": 4}}
    second = first.with_deal(deal)
    deal["tricks"]["NS"] = 0  # the caller's later change does not reach the log
    assert first.deals == ()
    assert second.deals == ({"tricks": {"NS": 9, "EW": 4}},)
    third = second.with_deal({"tricks": {"NS": 2, "EW": 11}})
    edited = third.with_deal_replaced(0, {"tricks": {"NS": 7, "EW": 6}})
    assert third.deals[0] == {"tricks": {"NS": 9, "EW": 4}}
    assert edited.deals[0] == {"tricks": {"NS": 7, "EW": 6}}
    assert edited.without_deal(0).deals == ({"tricks": {"NS": 2, "EW": 11}},)
    with pytest.raises(IndexError):
        third.with_deal_replaced(5, {})


@pytest.mark.parametrize(
    "patch,field",
    [
        ({"format": "scorepad-rubber/9"}, "format"),
        ({"played_on": "29/11/2026"}, "played_on"),
        ({"stake": {"amount": -1}}, "stake.amount"),
        ({"stake": {"amount": 1, "per": 0}}, "stake.per"),
        ({"players": {"X": "Nobody"}}, "players.X"),
        ({"players": {"N": ""}}, "players.N"),
        ({"first_dealer": "Z"}, "first_dealer"),
        ({"colour": "red"}, "colour"),
        ({"deals": {}}, "deals"),
        ({"table": 3}, "table"),
    ],
)
def test_bad_rubber_fields_are_named(patch: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        Rubber.from_json({**FULL, **patch})
    assert any(p.field == field and p.deal is None for p in info.value.problems), (
        info.value.problems
    )


def test_every_problem_is_reported_not_just_the_first() -> None:
    with pytest.raises(RecordError) as info:
        Rubber.from_json({**FULL, "played_on": "soon", "table": 3, "first_dealer": "Q"})
    assert {p.field for p in info.value.problems} == {"played_on", "table", "first_dealer"}


def test_fields_reader_names_nested_fields() -> None:
    f = Fields({"revokes": [{"by": "XY"}], "tricks": {"NS": 7, "EW": 5}, "odd": 1}, deal=4)
    f.only({"revokes", "tricks"})
    f.side_counts("tricks", total=13)
    for sub in f.objects("revokes"):
        sub.side("by", required=True)
    assert [str(p) for p in f.problems] == [
        "deal 4: odd: unknown field",
        "deal 4: tricks: 7 + 5 = 12, they must add up to 13",
        "deal 4: revokes[0].by: 'XY' is not one of EW, NS",
    ]


def test_fields_seat_counts_and_lists() -> None:
    f = Fields({"honours": {"N": 4, "S": 1}, "voids": ["W", "W"]}, deal=1)
    assert f.seat_counts("honours", hi=5) == {Seat.N: 4, Seat.E: 0, Seat.S: 1, Seat.W: 0}
    assert f.seat_list("voids") == (Seat.W,)
    assert [p.field for p in f.problems] == ["voids[1]"]


def test_house_rule_resolution_checks_keys_and_values() -> None:
    rules = (
        HouseRule("limit", "the limit", (100, 200, "none"), {"a": 100, "b": "none"}),
        HouseRule("flag", "a flag", (False, True), {"a": False, "b": True}),
        HouseRule("points", "points", IntRange(0), {"a": 2, "b": 2}),
    )
    problems: list[Problem] = []
    assert resolve(rules, "b", {"limit": 200, "points": 5}, problems) == {
        "limit": 200,
        "flag": True,
        "points": 5,
    }
    assert problems == []
    resolve(rules, "a", {"flag": 1, "points": -1, "limit": True, "nope": 1}, problems)
    assert [p.field for p in problems] == [
        "house_rules.flag",
        "house_rules.points",
        "house_rules.limit",
        "house_rules.nope",
    ]


def test_registry_lists_every_game_code_and_house_rule() -> None:
    listing = list_games()
    assert [g["game"] for g in listing["games"]] == [
        "short_whist",
        "long_whist",
        "american_whist",
        "bridge_whist",
        "auction",
        "contract",
        "chicago",
    ]
    for g in listing["games"]:
        rules = GAMES[g["game"]]
        assert g["default_code"] in [c["code"] for c in g["codes"]]
        for h in g["house_rules"]:
            assert set(h["defaults"]) == set(rules.code_ids()), (g["game"], h["key"])
            assert h["help"]
    json.dumps(listing)  # plain JSON


@pytest.mark.parametrize("game", list(GAMES))
def test_each_codes_defaults_are_allowed_values(game: str) -> None:
    rules = GAMES[game]
    for code in rules.code_ids():
        settings = settings_of(Rubber(game=game, code=code))
        for h in rules.house_rules:
            assert h.allows(settings[h.key]), (game, code, h.key)


def test_unknown_game_and_code_are_input_errors() -> None:
    with pytest.raises(InvalidEntryError, match="not a game"):
        settings_of(Rubber(game="piquet"))
    with pytest.raises(InvalidEntryError, match="not a code"):
        settings_of(Rubber(game="contract", code="laws_1066"))


def test_sides_and_seats() -> None:
    assert [s.next for s in Seat] == [Seat.E, Seat.S, Seat.W, Seat.N]
    assert Seat.E.partner is Seat.W and Seat.W.side is Side.EW
    assert Side.NS.seats == (Seat.N, Seat.S) and Side.EW.other is Side.NS


# -- one rubber engine (issue 10) ---------------------------------------------------------------

_FAMILY_MODULES = ("whist", "bridge_whist", "auction", "contract")
#: What only the engine builds: the walk's lines, games, position and sheet.
_ENGINE_ONLY = {"DealLine", "GameResult", "GameWon", "Position", "net_of", "after_end"}


@pytest.mark.parametrize("module", _FAMILY_MODULES)
def test_family_modules_leave_the_walk_to_the_engine(module: str) -> None:
    """No family module keeps its own walk through the deals: it builds no deal line, game,
    position or sheet, and never passes the deal to the next seat itself."""
    tree = ast.parse((ROOT / "scorepad" / "rules" / f"{module}.py").read_text(encoding="utf-8"))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
    assert not (names | imported) & _ENGINE_ONLY
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
    assert not [c for c in calls if isinstance(c.func, ast.Name) and c.func.id == "Sheet"]
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "next"]


def test_every_game_walks_through_one_engine() -> None:
    for game, rules in GAMES.items():
        assert issubclass(rules.tally, Tally), game
        # bridge whist checks the laws within each deal first, then plays through the engine
        assert type(rules).play is GameRules.play or game == "bridge_whist", game


class _TenUp(Tally[None, int]):
    """A made-up family for the engine's own test: each hand is the points NS mark toward a
    game of 10 (negative: EW mark them); two games win, with 5 to the winners."""

    target = 10
    __slots__ = ()

    def mark(
        self, index: int, hand: int, dealer: Seat, vulnerable: tuple[Side, ...] | None
    ) -> Marked:
        side = Side.NS if hand > 0 else Side.EW
        return Marked([Entry(side, "below", abs(hand), "tricks")], f"{hand:+d}")

    def rubber_bonus(self, winner: Side) -> int:
        return 5

    def allowances(self) -> dict[Side, int]:
        return {s: 1 for s in Side if self.games_won[s]}


def test_the_engine_walks_a_family_of_its_hooks() -> None:
    tally = _TenUp(None, Seat.W)
    tally.step(Played(6))
    tally.step(NewDeal())
    line = tally.step(Played(4, Seat.S))  # names its dealer: the rotation restarts there
    assert [d.dealer for d in tally.lines] == [Seat.W, Seat.N, Seat.S]
    assert line.game_won is not None and line.game_won.by is Side.NS
    assert line.toward_game == {Side.NS: 0, Side.EW: 0}
    tally.step(Played(-3))
    half = tally.sheet("ten_up", "test", {})
    assert half.allowances == {Side.NS: 1} and half.totals == {Side.NS: 11, Side.EW: 3}
    assert half.totals_without_allowances == {Side.NS: 10, Side.EW: 3}
    assert half.position.next_dealer is Seat.N and half.position.needs[Side.EW] == 7
    tally.step(Played(12))
    done = tally.sheet("ten_up", "test", {})
    assert done.complete and done.winner is Side.NS and done.bonus == 5
    assert done.totals == done.totals_without_allowances == {Side.NS: 27, Side.EW: 3}
    assert done.position.next_dealer is None and [g.deal for g in done.games] == [3, 5]
    with pytest.raises(IllegalEntryError):
        tally.step(Played(1))
