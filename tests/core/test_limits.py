"""The limits of issue 11 (scorepad/records/limits.py): stakes, whole numbers, names and labels,
dates.

Every refusal is an InvalidEntryError whose one problem names the field the caller gave and whose
message stays short whatever the size of the bad value.
"""

from __future__ import annotations

import math
import unicodedata
from decimal import Decimal

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from scorepad.errors import InvalidEntryError, Problem
from scorepad.records.limits import (
    INT_LIMIT,
    LABEL_LIMIT,
    NAME_LIMIT,
    QUOTE_LIMIT,
    STAKE_ASK_ABOVE,
    STAKE_MAX,
    check_date,
    check_int,
    check_stake,
    check_stake_per,
    check_values,
    clean_header,
    clean_name,
    shown,
    stake_needs_confirmation,
)
from scorepad.records.record import Rubber

HUGE = "x" * 10_000_000


def refusal(call: object, *args: object, **kwargs: object) -> Problem:
    """The one problem a refused value gives."""
    assert callable(call)
    with pytest.raises(InvalidEntryError) as info:
        call(*args, **kwargs)
    (problem,) = info.value.problems
    return problem


# -- stakes -------------------------------------------------------------------------------------
@pytest.mark.parametrize("value", [0, 0.0, 0.5, 1, 100, 100.5, STAKE_MAX, "0.25", " 3 "])
def test_stakes_within_bounds_are_taken(value: object) -> None:
    got = check_stake(value, "stake")
    assert got == (Decimal(value.strip()) if isinstance(value, str) else value)
    assert type(got) is (Decimal if isinstance(value, str) else type(value))


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (float("inf"), "finite"),
        (float("-inf"), "finite"),
        (float("nan"), "finite"),
        (1e400, "finite"),
        ("Infinity", "finite"),
        ("NaN", "finite"),
        ("sNaN", "finite"),
        (Decimal("Infinity"), "finite"),
        (-0.01, "below 0"),
        (-1, "below 0"),
        (STAKE_MAX + 0.01, "more than 10,000"),
        (10**400, "more than 10,000"),
        (1e300, "more than 10,000"),
        (True, "expected an amount"),
        (None, "expected an amount"),
        ("half a crown", "expected an amount"),
        ([1], "expected an amount"),
    ],
)
def test_stakes_out_of_bounds_are_refused(value: object, words: str) -> None:
    problem = refusal(check_stake, value, "Stake", deal=None)
    assert problem.field == "Stake"
    assert words in problem.message


def test_the_window_asks_above_the_soft_bound_only() -> None:
    assert not stake_needs_confirmation(STAKE_ASK_ABOVE)
    assert stake_needs_confirmation(STAKE_ASK_ABOVE + 0.01)
    assert stake_needs_confirmation(Decimal("100.01"))
    assert not stake_needs_confirmation(0)
    # Every stake the window would ask about is still within the hard bound up to STAKE_MAX.
    assert stake_needs_confirmation(check_stake(STAKE_MAX))


@given(st.one_of(st.floats(), st.decimals(), st.integers(-(10**50), 10**50), st.text(max_size=8)))
# Found by Hypothesis: characters that print as long escapes made the quotation 100 long.
@example("0\x1f\U000101fe\U00018cd6\U00018cd6\U0002ebe1\U0002ebe1")
def test_a_stake_is_taken_only_finite_and_in_bounds(value: object) -> None:
    try:
        got = check_stake(value)
    except InvalidEntryError as e:
        assert len(str(e)) < 100
        return
    number = float(got)
    assert math.isfinite(number)
    assert 0 <= number <= STAKE_MAX


def test_stake_per_is_a_whole_number_of_points() -> None:
    assert check_stake_per(100) == 100
    assert "below 1" in refusal(check_stake_per, 0).message
    assert "whole number" in refusal(check_stake_per, 2.5).message
    assert "beyond" in refusal(check_stake_per, INT_LIMIT + 1).message


# -- whole numbers ------------------------------------------------------------------------------
def test_whole_numbers_are_bounded() -> None:
    assert check_int(INT_LIMIT, "tricks") == INT_LIMIT
    assert check_int(-INT_LIMIT, "tricks") == -INT_LIMIT
    assert refusal(check_int, INT_LIMIT + 1, "tricks").field == "tricks"
    assert "below" in refusal(check_int, -INT_LIMIT - 1, "tricks").message
    assert "whole number" in refusal(check_int, "7", "tricks").message
    assert "whole number" in refusal(check_int, False, "tricks").message
    assert refusal(check_int, 5, "tricks", high=4, deal=3).deal == 3


def test_a_huge_number_gives_a_short_message() -> None:
    # str() of a 5,000-digit int raises ValueError in Python 3.11; the message must not need it.
    problem = refusal(check_int, 10**5000, "score")
    assert len(problem.message) < 80


# -- names and labels ---------------------------------------------------------------------------
def test_names_are_trimmed() -> None:
    assert clean_name("  Mrs Grey  ", "South") == "Mrs Grey"
    assert clean_name("\u00a0Mrs Grey\u3000", "South") == "Mrs Grey"
    assert clean_name("Ünal Öztürk", "South") == "Ünal Öztürk"
    assert clean_name("Mrs Grey\n", "South") == "Mrs Grey"


def test_length_limits_count_after_trimming() -> None:
    assert clean_name(" " + "a" * NAME_LIMIT + " ", "North") == "a" * NAME_LIMIT
    assert "longer than 60" in refusal(clean_name, "a" * (NAME_LIMIT + 1), "North").message
    assert clean_name("T" * LABEL_LIMIT, "table", LABEL_LIMIT) == "T" * LABEL_LIMIT
    assert "longer than 40" in refusal(clean_name, "T" * 41, "table", LABEL_LIMIT).message


def test_a_ten_megabyte_name_gives_a_short_message() -> None:
    problem = refusal(clean_name, HUGE, "South")
    assert problem.field == "South"
    assert len(str(problem)) < 100
    assert "x" * QUOTE_LIMIT + "…" in problem.message


@pytest.mark.parametrize(
    ("char", "words"),
    [
        ("\x00", "NUL"),
        ("\x07", "control character (U+0007)"),
        ("\t", "control character"),
        ("\x1b", "control character"),
        ("\x7f", "control character"),
        ("\x85", "control character"),
        ("\u202e", "text-direction control (U+202E)"),  # right-to-left override
        ("\u202d", "text-direction control"),  # left-to-right override
        ("\u202a", "text-direction control"),  # left-to-right embedding
        ("\u2066", "text-direction control"),  # left-to-right isolate
        ("\u2067", "text-direction control"),  # right-to-left isolate
        ("\u2068", "text-direction control"),  # first strong isolate
        ("\u2069", "text-direction control"),  # pop directional isolate
        ("\u200f", "text-direction control"),  # right-to-left mark
        ("\u061c", "text-direction control"),  # Arabic letter mark
        ("\u200b", "invisible character (U+200B)"),  # zero-width space
        ("\u200c", "invisible character"),  # zero-width non-joiner
        ("\u200d", "invisible character"),  # zero-width joiner
        ("\u2060", "invisible character"),  # word joiner
        ("\ufeff", "invisible character"),  # BOM
        ("\u00ad", "invisible character"),  # soft hyphen
        ("\u2028", "invisible character"),  # line separator
        ("\u2029", "invisible character"),  # paragraph separator
        ("\u3164", "invisible character"),  # Hangul filler
        ("\u115f", "invisible character"),  # Hangul choseong filler
        ("\u2800", "invisible character"),  # braille blank
        ("\ud800", "invisible character"),  # a lone surrogate, possible from JSON "\ud800"
    ],
)
def test_unseen_characters_are_refused(char: str, words: str) -> None:
    problem = refusal(clean_name, f"Mrs{char}Grey", "East")
    assert problem.field == "East"
    assert words in problem.message
    assert "character 4" in problem.message


def test_refused_characters_at_either_end_are_not_trimmed_away_silently() -> None:
    # str.strip() only removes whitespace; a zero-width space or bidi control at the end stays.
    assert "invisible" in refusal(clean_name, "Mrs Grey\u200b", "West").message
    assert "text-direction" in refusal(clean_name, "\u202eMrs Grey", "West").message


@given(st.text(max_size=20))
def test_a_clean_name_has_no_unseen_character(text: str) -> None:
    try:
        name = clean_name(text, "South")
    except InvalidEntryError as e:
        assert e.problems[0].field == "South"
        return
    assert name == name.strip() and 0 < len(name) <= NAME_LIMIT
    for ch in name:
        assert unicodedata.category(ch) not in {"Cc", "Cf", "Cs", "Zl", "Zp"}


def test_empty_names_and_non_text() -> None:
    assert refusal(clean_name, "", "South").message == "expected a name"
    assert refusal(clean_name, "   ", "South").message == "only spaces"
    assert clean_name("", "table", LABEL_LIMIT, required=False) == ""
    assert "expected text" in refusal(clean_name, 7, "South").message
    assert "expected text" in refusal(clean_name, None, "South").message


# -- dates --------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["2026-11-20", "2024-02-29", "0001-01-01", "9999-12-31"])
def test_real_dates_are_taken(text: str) -> None:
    assert check_date(text, "played on") == text


@pytest.mark.parametrize(
    "text",
    [
        "20261120",  # fromisoformat takes this in Python 3.11; the evening then never matches
        "2026-W47-5",
        "2026-11-20T10:00",
        "2026-11-20\n",
        " 2026-11-20",
        "2026-1-20",
        "26-11-20",
        "２０２６-１１-２０",  # full-width digits
        "٢٠٢٦-١١-٢٠",  # Arabic-Indic digits match \\d but not [0-9]
        "",
        HUGE,
    ],
)
def test_dates_not_written_yyyy_mm_dd_are_refused(text: str) -> None:
    problem = refusal(check_date, text, "played on")
    assert problem.field == "played on"
    assert 'such as "2026-11-29"' in problem.message
    assert len(problem.message) < 80


@pytest.mark.parametrize("text", ["2026-02-29", "2026-13-01", "2026-11-31", "0000-01-01"])
def test_impossible_days_are_refused(text: str) -> None:
    assert "not a day of the calendar" in refusal(check_date, text, "date").message


def test_a_date_must_be_text() -> None:
    assert "not a date" in refusal(check_date, 20261120, "date").message


# -- quoting ------------------------------------------------------------------------------------
@given(st.text(min_size=QUOTE_LIMIT + 1, max_size=200))
def test_a_quotation_is_short(text: str) -> None:
    quoted = shown(text)
    assert quoted.endswith(("…'", '…"'))
    # At most the first QUOTE_LIMIT characters, each escaped to at most 10 by repr.
    assert len(quoted) <= 10 * QUOTE_LIMIT + 3


# -- whole records ------------------------------------------------------------------------------
def test_numbers_anywhere_in_a_value_are_bounded() -> None:
    deal = {"tricks": {"NS": 7, "EW": INT_LIMIT + 1}, "revokes": [{"penalty": float("inf")}]}
    assert [str(p) for p in check_values(deal, deal=4)] == [
        "deal 4: tricks.EW: 1000000001 is beyond 1000000000",
        "deal 4: revokes[0].penalty: expected a finite number, got inf",
    ]
    assert check_values({"a": [1, 2.5, None, True, "x" * 100]}) == []
    assert "beyond" in str(check_values([1e300])[0])


def test_deep_values_are_refused_without_recursion() -> None:
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    (problem,) = check_values(deep)
    assert "nested more than 32 deep" in problem.message
    ok: list[object] = []
    for _ in range(31):
        ok = [ok]
    assert check_values(ok) == []  # 32 deep, as [[]] is 2 deep
    assert len(check_values([ok])) == 1


def test_a_huge_key_gives_a_short_field() -> None:
    (problem,) = check_values({"k" * 10_000_000: INT_LIMIT + 1})
    assert len(str(problem)) < 100


def test_a_record_header_is_checked_and_trimmed() -> None:
    raw = {
        "format": "scorepad-rubber/1",
        "game": "contract",
        "played_on": "2026-11-20",
        "table": " Table 1 ",
        "stake": {"amount": 0.5, "per": 100},
        "players": {"N": "Ann ", "E": " Bob", "S": "Cy", "W": "Di"},
        "deals": [],
    }
    clean = clean_header(raw)
    assert clean["players"] == {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}
    assert clean["table"] == "Table 1"
    assert raw["table"] == " Table 1 "  # the caller's record is not changed
    assert Rubber.from_json(clean).players  # still a record


def test_every_problem_of_a_header_is_named_as_a_person_would() -> None:
    raw = {
        "played_on": "20261120",
        "table": "T" * 1000,
        "stake": {"amount": float("nan"), "per": 0},
        "players": {"N": "Ann", "S": "Mrs\u202eGrey", "W": "x" * 10_000_000},
    }
    with pytest.raises(InvalidEntryError) as info:
        clean_header(raw)
    fields = [p.field for p in info.value.problems]
    assert fields == ["South", "West", "table", "date", "stake", "stake per"]
    assert len(str(info.value)) < 500


def test_type_errors_are_left_to_the_record_reader() -> None:
    raw = {"game": "contract", "played_on": 20261120, "players": {"N": 7}, "stake": {"amount": "x"}}
    assert clean_header(raw) == raw
    with pytest.raises(InvalidEntryError) as info:
        Rubber.from_json(raw)
    assert {p.field for p in info.value.problems} == {"played_on", "players.N", "stake.amount"}
