"""The contract notation (``4S``, ``3HX``, ``2RSXX``, ``7NT``) and the one-line deal shorthand."""

from __future__ import annotations

import doctest
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import scorepad.notation as notation
from scorepad.errors import InvalidEntryError
from scorepad.notation import (
    Contract,
    Doubling,
    Strain,
    deal_shorthand,
    parse_deal_shorthand,
)

# -- contracts ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "want"),
    [
        pytest.param("4S", Contract(4, Strain.S), id="4S"),
        pytest.param("3HX", Contract(3, Strain.H, Doubling.DOUBLED), id="3HX"),
        pytest.param("2RSXX", Contract(2, Strain.RS, Doubling.REDOUBLED), id="royal-spades-XX"),
        pytest.param("7NT", Contract(7, Strain.NT), id="7NT"),
        pytest.param("7N", Contract(7, Strain.NT), id="N-for-NT"),
        pytest.param("1ntxx", Contract(1, Strain.NT, Doubling.REDOUBLED), id="lowercase"),
        pytest.param(" 5dx ", Contract(5, Strain.D, Doubling.DOUBLED), id="spaces-around"),
        pytest.param("1c", Contract(1, Strain.C), id="1c"),
    ],
)
def test_parse(text: str, want: Contract) -> None:
    assert Contract.parse(text) == want


@pytest.mark.parametrize(
    ("text", "words"),
    [
        pytest.param("", "empty", id="empty"),
        pytest.param("S4", "starts with its level", id="no-level"),
        pytest.param("8S", "level must be 1 to 7", id="level-8"),
        pytest.param("0NT", "level must be 1 to 7", id="level-0"),
        pytest.param("3Q", "Q is not a strain", id="bad-strain"),
        pytest.param("3", "no strain is not a strain", id="no-strain"),
        pytest.param("3HXXX", "at most XX", id="triple"),
        pytest.param("3 H", "not a contract", id="inner-space"),
        pytest.param("3HR", "not a strain", id="R-for-redouble"),
    ],
)
def test_parse_errors_say_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        Contract.parse(text)
    (problem,) = info.value.problems
    assert problem.field == "contract" and words in problem.message
    assert repr(text) in problem.message


@pytest.mark.parametrize("bad", [None, 4, ["4S"]])
def test_parse_rejects_non_text(bad: Any) -> None:
    with pytest.raises(InvalidEntryError):
        Contract.parse(bad)


@pytest.mark.parametrize(("level", "strain"), [(0, "S"), (8, "S"), (True, "S"), (3, "Q")])
def test_constructor_checks(level: Any, strain: Any) -> None:
    with pytest.raises(InvalidEntryError):
        Contract(level, strain)


def test_str_repr_and_words() -> None:
    c = Contract.parse("3hx")
    assert str(c) == "3HX"
    assert repr(c) == "Contract.parse('3HX')"
    assert eval(repr(c), {"Contract": Contract}) == c
    assert c.words() == "three hearts doubled"
    assert Contract.parse("1NT").words() == "one no trump"
    assert Contract.parse("2RSXX").words() == "two royal spades redoubled"
    assert (c.tricks_needed, c.doubled) == (9, True)
    assert (c.doubling.multiplier, c.doubling.doubles) == (2, 1)


def test_doubling_persists_as_words() -> None:
    assert [d.value for d in Doubling] == ["undoubled", "doubled", "redoubled"]
    assert [Doubling(d.value) for d in Doubling] == list(Doubling)
    assert [d.suffix for d in Doubling] == ["", "X", "XX"]
    assert [Doubling.from_suffix(s) for s in ("", "x", "XX")] == list(Doubling)
    with pytest.raises(InvalidEntryError):
        Doubling.from_suffix("XXX")


contracts = st.builds(
    Contract, st.integers(1, 7), st.sampled_from(Strain), st.sampled_from(Doubling)
)


@given(contracts)
def test_round_trip(c: Contract) -> None:
    assert Contract.parse(str(c)) == c
    assert Contract.parse(str(c).lower()) == c
    assert Contract.parse(str(c).replace("NT", "N")) == c
    assert eval(repr(c), {"Contract": Contract}) == c


# -- the deal shorthand --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "want"),
    [
        pytest.param("3HX S 8", {"declarer": "S", "contract": "3HX", "result": 8}, id="absolute"),
        pytest.param("3HX S =", {"declarer": "S", "contract": "3HX", "result": 9}, id="made"),
        pytest.param("4s n +1", {"declarer": "N", "contract": "4S", "result": 11}, id="overtrick"),
        pytest.param("1n e -2", {"declarer": "E", "contract": "1NT", "result": 5}, id="down-two"),
        pytest.param(
            "7NT W -7", {"declarer": "W", "contract": "7NT", "result": 6}, id="down-seven"
        ),
        pytest.param(
            "4S N 10 hN4",
            {"declarer": "N", "contract": "4S", "result": 10, "honours": {"N": 4}},
            id="honours",
        ),
        pytest.param(
            "4S N 10 hN4S1 hE0",
            {"declarer": "N", "contract": "4S", "result": 10, "honours": {"N": 4, "S": 1, "E": 0}},
            id="honours-several",
        ),
        pytest.param(
            "4S N 9 rW2",
            {"declarer": "N", "contract": "4S", "result": 9, "revokes": [{"by": "W", "tricks": 2}]},
            id="contract-revoke",
        ),
        pytest.param(
            "3H S 7 rWt rEp rW",
            {
                "declarer": "S",
                "contract": "3H",
                "result": 7,
                "revokes": [
                    {"by": "W", "penalty": "tricks"},
                    {"by": "E", "penalty": "points"},
                    {"by": "W"},
                ],
            },
            id="auction-revokes",
        ),
        pytest.param(
            "2H S 8 vW vE",
            {"declarer": "S", "contract": "2H", "result": 8, "voids": ["W", "E"]},
            id="voids",
        ),
        pytest.param(
            "2RS S 8 dE",
            {"dealer": "E", "declarer": "S", "contract": "2RS", "result": 8},
            id="dealer",
        ),
        pytest.param(
            "3H S 7 rW:tricks rE:points rW:2",
            {
                "declarer": "S",
                "contract": "3H",
                "result": 7,
                "revokes": [
                    {"by": "W", "penalty": "tricks"},
                    {"by": "E", "penalty": "points"},
                    {"by": "W", "tricks": 2},
                ],
            },
            id="revokes-colon-forms",
        ),
        pytest.param(
            "dE 3H S 8",
            {"dealer": "E", "declarer": "S", "contract": "3H", "result": 8},
            id="dealer-first",
        ),
        pytest.param("pass", {"passed_out": True}, id="pass"),
        pytest.param("PASS dW", {"dealer": "W", "passed_out": True}, id="pass-dealer"),
        pytest.param("new", {"new_deal": True}, id="new"),
    ],
)
def test_parse_deal_shorthand(text: str, want: dict[str, Any]) -> None:
    assert parse_deal_shorthand(text) == want


@pytest.mark.parametrize(
    ("text", "words"),
    [
        pytest.param("", "empty", id="empty"),
        pytest.param("3Q S 8", "not a strain", id="bad-contract"),
        pytest.param("3H", "declarer is missing", id="no-declarer"),
        pytest.param("3H X 8", "'X' is not a seat", id="bad-seat"),
        pytest.param("3H S", "needs the tricks", id="no-result"),
        pytest.param("3H S 14", "14 tricks", id="fourteen"),
        pytest.param("3H S eight", "'EIGHT' is not the tricks", id="words"),
        pytest.param("6H S +2", "would be 14 tricks", id="too-many-up"),
        pytest.param("1C S -8", "would be -1 tricks", id="too-many-down"),
        pytest.param("3H S 8 hN4 hN1", "honours of N given twice", id="honours-twice"),
        pytest.param("3H S 8 zz", "'ZZ' is not understood", id="unknown-token"),
        pytest.param("3H S 8 dE dW", "dealer is given twice", id="dealer-twice"),
        pytest.param("pass 3H", "only the dealer may follow", id="pass-with-more"),
        pytest.param("dE", "empty", id="dealer-only"),
        pytest.param("3H S 8 vW vW", "void of W given twice", id="void-twice"),
    ],
)
def test_shorthand_errors(text: str, words: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        parse_deal_shorthand(text)
    (problem,) = info.value.problems
    assert problem.field == "shorthand" and words in problem.message, problem.message


def test_printer() -> None:
    assert deal_shorthand({"declarer": "S", "contract": "3hx", "result": 8}) == "3HX S -1"
    assert deal_shorthand({"declarer": "S", "contract": "4S", "result": 10}) == "4S S ="
    assert deal_shorthand({"dealer": "E", "new_deal": True}) == "new dE"
    assert (
        deal_shorthand(
            {
                "declarer": "N",
                "contract": "2H",
                "result": 8,
                "voids": ["E"],
                "revokes": [{"by": "E", "penalty": "points"}, {"by": "W"}],
            }
        )
        == "2H N = vE rEp rW"
    )
    with pytest.raises(InvalidEntryError):
        deal_shorthand({"declarer": "N", "result": 8})


seats = st.sampled_from("NESW")
revokes = st.one_of(
    st.builds(lambda s, n: {"by": s, "tricks": n}, seats, st.integers(0, 13)),
    st.builds(lambda s, p: {"by": s, "penalty": p}, seats, st.sampled_from(["points", "tricks"])),
    st.builds(lambda s: {"by": s}, seats),
)


@st.composite
def deals(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["played", "played", "played", "passed_out", "new_deal"]))
    deal: dict[str, Any] = {}
    if draw(st.booleans()):
        deal["dealer"] = draw(seats)
    if kind != "played":
        deal[kind] = True
        return deal
    deal["declarer"] = draw(seats)
    deal["contract"] = str(draw(contracts))
    deal["result"] = draw(st.integers(0, 13))
    honours = draw(st.dictionaries(seats, st.integers(0, 5), max_size=4))
    if honours:
        deal["honours"] = honours
    voids = draw(st.lists(seats, unique=True, max_size=3))
    if voids:
        deal["voids"] = voids
    revs = draw(st.lists(revokes, max_size=3))
    if revs:
        deal["revokes"] = revs
    return deal


@given(deals())
def test_shorthand_round_trip(deal: dict[str, Any]) -> None:
    text = deal_shorthand(deal)
    assert parse_deal_shorthand(text) == deal
    assert parse_deal_shorthand(text.lower()) == deal
    assert deal_shorthand(parse_deal_shorthand(text)) == text


def test_doctests() -> None:
    assert doctest.testmod(notation).failed == 0
