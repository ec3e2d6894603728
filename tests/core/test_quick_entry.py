"""The one quick-entry grammar: reading and writing lines, its tables, the hint and the manual."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.errors import InvalidEntryError
from scorepad.records.notation import Contract, Doubling, Strain
from scorepad.records.quick_entry import (
    GAME_WORDS,
    KINDS,
    TABLES,
    help_rows,
    hint,
    markdown_table,
    parse_line,
    print_line,
    table_of,
    token_kind,
)
from scorepad.records.record import Rubber
from scorepad.rules import GAMES, settings_of
from tests.helpers.paths import ROOT

WHIST_GAMES = ("short_whist", "long_whist", "american_whist")
BRIDGE_GAMES = ("auction", "contract", "chicago")


def t(ns: int) -> dict[str, int]:
    return {"NS": ns, "EW": 13 - ns}


def h(ns: int) -> dict[str, int]:
    return {"NS": ns, "EW": 4 - ns}


# -- reading ------------------------------------------------------------------------------------

READS = [
    pytest.param("short_whist", "9 hNS3", {"tricks": t(9), "honours": h(3)}, id="whist"),
    pytest.param("short_whist", "9 h3", {"tricks": t(9), "honours": h(3)}, id="whist-h3"),
    pytest.param("short_whist", "5 T4", {"tricks": t(5), "honours": h(0)}, id="whist-t4"),
    pytest.param("short_whist", "5 hEW4", {"tricks": t(5), "honours": h(0)}, id="whist-hEW4"),
    pytest.param(
        "short_whist",
        "rEW:a 8 r:ns:TRICKS",
        {
            "tricks": t(8),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "tricks"}],
        },
        id="whist-revokes-any-order",
    ),
    pytest.param("short_whist", "9 @W", {"dealer": "W", "tricks": t(9)}, id="whist-dealer"),
    pytest.param("long_whist", "call h4", {"honours": h(4), "call": "NS"}, id="call-inferred"),
    pytest.param("american_whist", "8 rNS", {"tricks": t(8), "revokes": [{"by": "NS"}]}, id="aw"),
    pytest.param("short_whist", "nd dS", {"dealer": "S", "new_deal": True}, id="whist-new"),
    pytest.param(
        "bridge_whist",
        "x3 9 C dE",
        {"dealer": "E", "maker": "dealer", "declaration": "C", "doubles": 3, "tricks": t(4)},
        id="bridge-whist-dealer-east",
    ),
    pytest.param(
        "bridge_whist",
        "NT p xx 7 vNS rE:t hW4",
        {
            "dealer": "N",
            "maker": "partner",
            "declaration": "NT",
            "doubles": 2,
            "tricks": t(7),
            "honours": {"W": 4},
            "voids": ["N", "S"],
            "revokes": [{"by": "E", "penalty": "tricks"}],
        },
        id="bridge-whist-everything",
    ),
    pytest.param("bridge_whist", "redeal @W", {"dealer": "W", "new_deal": True}, id="bw-new"),
    pytest.param("contract", "3HX S 8", {"declarer": "S", "contract": "3HX", "result": 8}, id="c"),
    pytest.param("contract", "1n e -2", {"declarer": "E", "contract": "1NT", "result": 5}, id="-2"),
    pytest.param(
        "contract", "7NT W -7", {"declarer": "W", "contract": "7NT", "result": 6}, id="-7"
    ),
    pytest.param(
        "contract", "S 8 3HX", {"declarer": "S", "contract": "3HX", "result": 8}, id="any"
    ),
    pytest.param(
        "contract",
        "4S N 10 hN4S1 hE0 rW:2 rE1",
        {
            "declarer": "N",
            "contract": "4S",
            "result": 10,
            "honours": {"N": 4, "S": 1, "E": 0},
            "revokes": [{"by": "W", "tricks": 2}, {"by": "E", "tricks": 1}],
        },
        id="contract-honours-revokes",
    ),
    pytest.param(
        "auction",
        "3H S 7 rWt rE:points rW vW vE",
        {
            "declarer": "S",
            "contract": "3H",
            "result": 7,
            "voids": ["W", "E"],
            "revokes": [
                {"by": "W", "penalty": "tricks"},
                {"by": "E", "penalty": "points"},
                {"by": "W"},
            ],
        },
        id="auction-revokes-voids",
    ),
    pytest.param("chicago", "p dW", {"dealer": "W", "passed_out": True}, id="pass-alias"),
    pytest.param(
        "auction",
        "@E 2RS S 8",
        {"dealer": "E", "declarer": "S", "contract": "2RS", "result": 8},
        id="rs",
    ),
]


@pytest.mark.parametrize(("game", "text", "want"), READS)
def test_reads(game: str, text: str, want: dict[str, Any]) -> None:
    assert parse_line(game, text) == want
    assert parse_line(game, text.swapcase()) == want


@pytest.mark.parametrize("game", list(GAMES))
def test_one_spelling_of_the_dealer_and_the_new_deal_in_every_game(game: str) -> None:
    """``dE`` and ``new`` mean the same in every game; the old ``@E``, ``nd`` with them."""
    want = parse_line(game, "new dE", dealer="N")
    assert want["new_deal"] is True and want["dealer"] == "E"
    for line in ("nd @E", "redeal dE", "dE newdeal", "misdeal @e"):
        assert parse_line(game, line, dealer="N") == want
    rows = {r.kind: r for r in table_of(game).rows_for(game)}
    assert (rows["dealer"].token, rows["new"].token) == ("dE", "new")


def test_the_same_token_is_written_the_same_in_every_table() -> None:
    for kind in ("dealer", "new", "pass", "contract", "declarer", "relative"):
        tokens = {r.token for table in TABLES for r in table.rows if r.kind == kind}
        assert len(tokens) == 1, (kind, tokens)
    revokes = [r.token for table in TABLES for r in table.rows if r.kind == "revoke"]
    assert all(re.fullmatch(r"r(NS|EW|[NESW])(:\w+)?", tok) for tok in revokes), revokes


ERRORS = [
    pytest.param("contract", "", "empty", "", id="empty"),
    pytest.param("contract", "dE", "empty", "", id="dealer-only"),
    pytest.param("contract", "3Q S 8", "not a strain", "3Q", id="bad-contract"),
    pytest.param("contract", "3H", "declarer is missing", "3H", id="no-declarer"),
    pytest.param("contract", "3H X 8", "not part of this game", "X", id="doubling-token"),
    pytest.param("contract", "3H S", "needs the tricks", "3H S", id="no-result"),
    pytest.param("contract", "3H S 14", "14 tricks", "", id="fourteen"),
    pytest.param("contract", "3H S eight", "not understood", "eight", id="words"),
    pytest.param("contract", "6H S +2", "would be 14 tricks", "", id="too-many-up"),
    pytest.param("contract", "1C S -8", "would be -1 tricks", "", id="too-many-down"),
    pytest.param("contract", "3H S 8 hN4 hN1", "honours of N given twice", "hN1", id="honours"),
    pytest.param("contract", "3H S 8 zz", "not understood", "zz", id="unknown-token"),
    pytest.param("auction", "3H S 8 dE dW", "dealer is given twice", "dW", id="dealer-twice"),
    pytest.param("contract", "pass 3H", "takes nothing else", "3H", id="pass-with-more"),
    pytest.param("auction", "3H S 8 vW vW", "void of W given twice", "vW", id="void-twice"),
    pytest.param("contract", "3H S 8 vW", "a void is not part", "vW", id="no-voids-in-contract"),
    pytest.param("contract", "3H S 8 rW:tricks", "number of tricks", "rW:tricks", id="c-revoke"),
    pytest.param("auction", "3H S 8 rW2", ":points, :tricks", "rW2", id="auction-revoke"),
    pytest.param("short_whist", "9 rE:add", "by a side", "rE:add", id="whist-seat-revoke"),
    pytest.param("short_whist", "9 r:EW", "say the penalty", "r:EW", id="whist-no-penalty"),
    pytest.param("american_whist", "9 rEW:add", "no penalty word", "rEW:add", id="aw-penalty"),
    pytest.param("american_whist", "9 h3", "not part of this game", "h3", id="aw-honours"),
    pytest.param("short_whist", "9 call", "not part of this game", "call", id="sw-call"),
    pytest.param("long_whist", "9 call", "three or four honours", "call", id="lw-call"),
    pytest.param("short_whist", "9 h5", "at most 4", "h5", id="five-honours"),
    pytest.param("short_whist", "h3", "give the tricks", "", id="whist-no-tricks"),
    pytest.param("short_whist", "nd 9", "takes nothing else", "9", id="new-with-more"),
    pytest.param("bridge_whist", "9", "no declaration", "", id="bw-no-declaration"),
    pytest.param("bridge_whist", "H NT 9", "given twice", "NT", id="bw-two-declarations"),
    pytest.param(
        "bridge_whist", "H 9 rE:points", "takes :tricks, :deduct, :add", "rE:points", id="bw-pen"
    ),
    pytest.param("bridge_whist", "H", "no tricks", "", id="bw-no-tricks"),
]


@pytest.mark.parametrize(("game", "text", "words", "token"), ERRORS)
def test_errors_say_what_and_name_the_token(game: str, text: str, words: str, token: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        parse_line(game, text, deal=4)
    (problem,) = info.value.problems
    assert (problem.deal, problem.field) == (4, "shorthand")
    assert words in problem.message, problem.message
    assert not token or repr(token) in problem.message, problem.message


def test_not_text_is_refused() -> None:
    with pytest.raises(InvalidEntryError):
        parse_line("contract", None)  # type: ignore[arg-type]


def test_token_kind() -> None:
    assert [token_kind("contract", w) for w in ("4S", "N", "=", "9", "hN4", "@E", "p")] == [
        "contract",
        "declarer",
        "relative",
        "tricks",
        "honours",
        "dealer",
        "pass",
    ]
    assert token_kind("bridge_whist", "p") == "partner"  # the one word two games read apart
    with pytest.raises(InvalidEntryError):
        token_kind("short_whist", "vW")


# -- writing: parse(print(deal)) == deal, per family -------------------------------------------

seats = st.sampled_from("NESW")
sides = st.sampled_from(["NS", "EW"])


@st.composite
def whist_deals(draw: st.DrawFn, game: str) -> dict[str, Any]:
    deal: dict[str, Any] = {}
    if draw(st.booleans()):
        deal["dealer"] = draw(seats)
    if draw(st.integers(0, 9)) == 0:
        return {**deal, "new_deal": True}
    call = game == "long_whist" and draw(st.booleans())
    if not call or draw(st.booleans()):
        deal["tricks"] = t(draw(st.integers(0, 13)))
    if game != "american_whist" and (call or draw(st.booleans())):
        deal["honours"] = h(draw(st.integers(0, 4)))
    penalty = st.sampled_from(["add", "deduct", "tricks"])
    if game == "american_whist":
        revoke = st.builds(lambda by: {"by": by}, sides)
    else:
        revoke = st.builds(lambda by, p: {"by": by, "penalty": p}, sides, penalty)
    revokes = draw(st.lists(revoke, max_size=3))
    if revokes:
        deal["revokes"] = revokes
    if call:
        deal["call"] = draw(sides)
    return deal


@st.composite
def seat_extras(draw: st.DrawFn, voids: bool, revoke: st.SearchStrategy[Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    honours = draw(st.dictionaries(seats, st.integers(0, 5), max_size=4))
    if honours:
        out["honours"] = honours
    void = draw(st.lists(seats, unique=True, max_size=3)) if voids else []
    if void:
        out["voids"] = void
    revokes = draw(st.lists(revoke, max_size=3))
    if revokes:
        out["revokes"] = revokes
    return out


def _revoke(what: st.SearchStrategy[Any], key: str) -> st.SearchStrategy[dict[str, Any]]:
    with_what = st.builds(lambda by, w: {"by": by, key: w}, seats, what)
    return st.one_of(st.builds(lambda by: {"by": by}, seats), with_what)


@st.composite
def bridge_whist_deals(draw: st.DrawFn) -> dict[str, Any]:
    dealer = draw(seats)
    if draw(st.integers(0, 9)) == 0:
        return {"dealer": dealer, "new_deal": True}
    deal: dict[str, Any] = {
        "dealer": dealer,
        "maker": draw(st.sampled_from(["dealer", "partner"])),
        "declaration": draw(st.sampled_from(["S", "C", "D", "H", "NT"])),
        "doubles": draw(st.integers(0, 12)),
    }
    unplayed = deal["declaration"] == "S" and deal["doubles"] == 0 and draw(st.booleans())
    if not unplayed:
        side = "NS" if dealer in "NS" else "EW"
        won = draw(st.integers(0, 13))
        deal["tricks"] = {side: won, {"NS": "EW", "EW": "NS"}[side]: 13 - won}
    penalty = _revoke(st.sampled_from(["tricks", "deduct", "add"]), "penalty")
    return {**deal, **draw(seat_extras(True, penalty))}


contracts = st.builds(
    Contract, st.integers(1, 7), st.sampled_from(Strain), st.sampled_from(Doubling)
)


@st.composite
def contract_deals(draw: st.DrawFn, game: str) -> dict[str, Any]:
    deal: dict[str, Any] = {}
    if draw(st.booleans()):
        deal["dealer"] = draw(seats)
    kind = draw(st.sampled_from(["played"] * 4 + ["passed_out", "new_deal"]))
    if kind != "played":
        return {**deal, kind: True}
    deal.update(
        declarer=draw(seats), contract=str(draw(contracts)), result=draw(st.integers(0, 13))
    )
    if game == "auction":
        revoke = _revoke(st.sampled_from(["points", "tricks"]), "penalty")
    else:
        revoke = _revoke(st.integers(0, 13), "tricks")
    return {**deal, **draw(seat_extras(game == "auction", revoke))}


def _round_trip(game: str, deal: dict[str, Any]) -> None:
    line = print_line(game, deal)
    unplayed = game == "bridge_whist" and "tricks" not in deal
    again = parse_line(game, line, dealer="N", spade_convention=unplayed)
    assert again == deal, line
    assert parse_line(game, line.lower(), dealer="N", spade_convention=unplayed) == deal
    assert print_line(game, again) == line
    assert all(token_kind(game, word) for word in line.split())


@pytest.mark.parametrize("game", WHIST_GAMES)
@given(data=st.data())
def test_whist_round_trip(game: str, data: st.DataObject) -> None:
    _round_trip(game, data.draw(whist_deals(game)))


@given(bridge_whist_deals())
def test_bridge_whist_round_trip(deal: dict[str, Any]) -> None:
    _round_trip("bridge_whist", deal)


@pytest.mark.parametrize("game", BRIDGE_GAMES)
@given(data=st.data())
def test_contract_games_round_trip(game: str, data: st.DataObject) -> None:
    _round_trip(game, data.draw(contract_deals(game)))


def test_printer_examples() -> None:
    assert print_line("contract", {"declarer": "S", "contract": "3hx", "result": 8}) == "3HX S -1"
    assert print_line("auction", {"dealer": "E", "new_deal": True}) == "new dE"
    assert print_line("long_whist", {"honours": h(3), "call": "NS"}) == "hNS3 call:NS"
    with pytest.raises(InvalidEntryError):
        print_line("contract", {"declarer": "N", "result": 8})


# -- the tables, the hint, the manual --------------------------------------------------------------


def test_every_game_has_one_table() -> None:
    games = [g for table in TABLES for g in table.games]
    assert sorted(games) == sorted(GAMES)


CASES = [
    pytest.param(game, row, id=f"{game}-{row.token}")
    for table in TABLES
    for game in table.games
    for row in table.rows_for(game)
]


@pytest.mark.parametrize(("game", "row"), CASES)
def test_every_example_is_recorded_as_shown(game: str, row: Any) -> None:
    """The example of every row is read by the game itself (laws checked), uses the row's token
    and writes back to a line that reads to the same deal."""
    rubber = Rubber(game, row.code)
    rules = GAMES[game]
    deal = rules.parse_shorthand(row.example, rubber, settings_of(rubber))
    assert row.kind in {token_kind(game, w) for w in row.example.split()}
    assert rules.parse_shorthand(print_line(game, deal), rubber, settings_of(rubber)) == deal
    for alias in re.split(r",\s*", row.also) if row.also else ():
        assert token_kind(game, alias) == row.kind
        other = " ".join(alias if w == row.token else w for w in row.example.split())
        assert other != row.example, "an alias is shown in the row's own example"
        assert rules.parse_shorthand(other, rubber, settings_of(rubber)) == deal, alias


@pytest.mark.parametrize("game", list(GAMES))
def test_the_hint_is_the_table(game: str) -> None:
    text = GAMES[game].shorthand_help
    assert text == hint(game) and "\n" not in text
    rows = table_of(game).rows_for(game)
    assert all(r.token in text for r in rows)
    assert [r.token for r in help_rows(game)] == [r.token for r in rows]


def test_tokens_no_game_reads_are_not_in_any_table() -> None:
    kinds = {r.kind for table in TABLES for r in table.rows}
    assert kinds == set(KINDS)


def _manual_tables() -> list[str]:
    text = (ROOT / "docs" / "quick-entry.md").read_text()
    return re.findall(r"^\| token \|.*?(?=\n\n|\n?\Z)", text, flags=re.M | re.S)


def test_the_manual_lists_the_tables_tokens() -> None:
    """The manual's quick-entry tables (docs/quick-entry.md) are the grammar's
    (``python -m scorepad.records.quick_entry`` prints them)."""
    assert _manual_tables() == [markdown_table(table) for table in TABLES]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_games_help_says_nothing_of_the_other_games(game: str) -> None:
    """F1's section for a game lists the tokens it takes in its own words: no remark that a
    token is "not in American whist" under long whist, no "long whist:" before its own call
    (the manual's table of the family says which games a row is for)."""
    others = [t for g, t in GAME_WORDS.items() if g != game]
    for row in help_rows(game):
        for words in others:
            assert words.casefold() not in row.meaning.casefold(), (game, row.meaning)
