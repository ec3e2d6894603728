"""The contract notation: ``4S``, ``3HX``, ``2RSXX``, ``7NT`` (the quick entry of a whole deal is
tested in test_quick_entry.py)."""

from __future__ import annotations

import doctest
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import scorepad.records.notation as notation
from scorepad.errors import InvalidEntryError
from scorepad.records.notation import Contract, Doubling, Strain

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


def test_doctests() -> None:
    assert doctest.testmod(notation).failed == 0
