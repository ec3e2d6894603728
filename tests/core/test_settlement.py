"""Settlement: money = points × stake.amount / stake.per, the bridge rounding house rule, and the
payments that settle an evening."""

from __future__ import annotations

import math
import sqlite3
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.enums import SEATS, Side
from scorepad.errors import InvalidEntryError
from scorepad.records.record import Rubber, Stake
from scorepad.rules import score
from scorepad.rules.settlement import (
    ROUNDINGS,
    money,
    rounded_points,
    rounding_of,
    seat_money,
    side_money,
    transfers,
)
from scorepad.store import Store

CONTRACT_DEALS = (
    {"declarer": "N", "contract": "4S", "result": 10},
    {"declarer": "E", "contract": "3NT", "result": 9},
    {"declarer": "S", "contract": "4H", "result": 10},
)


def test_money_is_points_times_stake() -> None:
    assert money(640, Stake(0.5, 100)) == 3.2
    assert money(-8, Stake(2, 1)) == -16.0
    assert money(0, Stake(1, 1)) == 0.0


def test_rounding_to_the_nearest_hundred() -> None:
    table = {  # net: (exact, down, up)
        640: (640, 600, 600),
        650: (650, 600, 700),
        660: (660, 700, 700),
        -650: (-650, -600, -700),
        49: (49, 0, 0),
        50: (50, 0, 100),
        0: (0, 0, 0),
    }
    for net, want in table.items():
        got = tuple(rounded_points(net, r) for r in ("exact", "nearest_100_down", "nearest_100_up"))
        assert got == want, net


@given(st.integers(-5000, 5000), st.sampled_from(["exact", "nearest_100_down", "nearest_100_up"]))
def test_rounding_is_symmetric_and_close(net: int, rounding: str) -> None:
    r = rounded_points(net, rounding)
    assert rounded_points(-net, rounding) == -r  # both sides still add up to 0
    assert abs(r - net) <= (0 if rounding == "exact" else 50)
    assert rounding == "exact" or r % 100 == 0


def test_rounding_applies_to_bridge_games_only() -> None:
    bridge = Rubber(game="contract", house_rules={"settlement_rounding": "nearest_100_up"})
    assert rounding_of(bridge) == "nearest_100_up"
    assert rounding_of(Rubber(game="contract")) == "exact"
    assert rounding_of(Rubber(game="short_whist")) == "exact"


def test_each_player_settles_net_times_stake() -> None:
    rubber = Rubber(
        game="contract",
        stake=Stake(0.5, 100),
        deals=CONTRACT_DEALS,
        house_rules={"settlement_rounding": "nearest_100_down"},
    )
    sheet = score(rubber)
    assert sheet.net[Side.NS] == 640
    per_seat = seat_money(rubber, sheet.net)
    assert per_seat is not None
    assert {s.value: per_seat[s] for s in SEATS} == {"N": 3.0, "S": 3.0, "E": -3.0, "W": -3.0}
    assert side_money(sheet.net, None) is None
    assert seat_money(Rubber(game="contract"), sheet.net) is None


def test_transfers_settle_every_balance() -> None:
    balances = {"A": 7.5, "B": -2.25, "C": -4.0, "D": 0.0, "E": -1.25}
    paid = {k: 0.0 for k in balances}
    result = transfers(balances)
    for t in result:
        assert t.amount > 0
        paid[t.payer] -= t.amount
        paid[t.payee] += t.amount
    assert {k: round(v, 4) for k, v in paid.items()} == balances
    assert len(result) <= len([v for v in balances.values() if v]) - 1
    assert transfers({"A": 0.0}) == []


@given(st.lists(st.integers(-10_000, 10_000), min_size=2, max_size=12))
def test_transfers_settle_any_zero_sum_evening(cents: list[int]) -> None:
    cents.append(-sum(cents))
    balances = {f"P{i}": c / 100 for i, c in enumerate(cents)}
    paid = dict.fromkeys(balances, 0.0)
    for t in transfers(balances):
        paid[t.payer] -= t.amount
        paid[t.payee] += t.amount
    assert all(abs(paid[k] - balances[k]) < 1e-6 for k in balances)


# -- termination for every input (issue 11) -----------------------------------------------------
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
EXTREME_AMOUNTS = st.one_of(
    st.floats(),  # NaN, ±inf, ±1e308, subnormals, negatives
    st.decimals(),  # Decimal NaN, sNaN, Infinity, huge exponents
    st.integers(-(10**30), 10**30),
    st.sampled_from([1e400, float("inf"), float("nan"), 10_000, 9_999.99, 10_000.01, 0, 0.0001]),
    st.floats(0, 10_000),
)
EXTREME_PERS = st.one_of(st.integers(-5, 10**12), st.sampled_from([1, 100]), st.floats())


@st.composite
def extreme_rubbers(draw: st.DrawFn) -> tuple[tuple[str, ...], int, Stake, str]:
    seats = tuple(draw(st.permutations(NAMES))[:4])  # N, E, S, W
    net = draw(
        st.one_of(
            st.integers(-5_000, 5_000),
            st.integers(-(10**12), 10**12),
            st.sampled_from([10**9, -(10**9), 10**9 + 1, 999_999, 10**5]),
        )
    )
    stake = Stake(draw(EXTREME_AMOUNTS), draw(EXTREME_PERS))
    return seats, net, stake, draw(st.sampled_from(ROUNDINGS))


@given(st.lists(extreme_rubbers(), min_size=1, max_size=8))
def test_settlement_returns_for_any_stake_and_balances_sum_to_zero(
    rubbers: list[tuple[tuple[str, ...], int, Stake, str]],
) -> None:
    balances = dict.fromkeys(NAMES, 0.0)
    settled = 0
    for seats, net, stake, rounding in rubbers:
        try:
            by_side = side_money({Side.NS: net, Side.EW: -net}, stake, rounding)
        except InvalidEntryError as e:
            # Refused whole, in one short line naming the stake or the points.
            assert e.problems[0].field in ("stake", "stake per", "points")
            assert len(str(e)) < 120
            continue
        assert by_side is not None
        settled += 1
        for seat, name in zip(SEATS, seats, strict=True):
            assert math.isfinite(by_side[seat.side])
            balances[name] += by_side[seat.side]
    assert abs(sum(balances.values())) < 0.005  # to the penny
    result = transfers(balances)
    assert len(result) <= max(len(NAMES) - 1, 0)
    paid = dict.fromkeys(balances, 0.0)
    for t in result:
        assert t.amount > 0
        paid[t.payer] -= t.amount
        paid[t.payee] += t.amount
    assert all(abs(paid[k] - balances[k]) < 0.005 for k in balances), (settled, balances)


@given(
    st.dictionaries(
        st.sampled_from(NAMES),
        st.floats(allow_nan=False, allow_infinity=False),
        max_size=len(NAMES),
    )
)
def test_transfers_end_for_any_finite_balances(balances: dict[str, float]) -> None:
    # Not even summing to zero, and up to ±1.8e308: still at most n - 1 payments.
    assert len(transfers(balances)) <= max(len(balances) - 1, 0)


@pytest.mark.parametrize("bad", [float("inf"), float("-inf"), float("nan")])
def test_a_balance_that_is_not_a_sum_is_refused_naming_the_player(bad: float) -> None:
    with pytest.raises(InvalidEntryError) as info:
        transfers({"Ann": 5.0, "Bob": bad, "Cy": -5.0})
    assert info.value.problems[0].field == "Bob"


@pytest.mark.parametrize(
    ("stake", "words"),
    [
        (Stake(1e400, 100), "finite"),
        (Stake(float("inf"), 1), "finite"),
        (Stake(float("nan"), 1), "finite"),
        (Stake(-0.5, 100), "below 0"),
        (Stake(20_000, 1), "more than 10,000"),
        (Stake(0.5, 0), "below 1"),
        (Stake(10_000, 1), "more than 1,000,000,000"),  # 10^6 points at 10,000 a point
    ],
)
def test_money_refuses_a_stake_out_of_bounds(stake: Stake, words: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        money(1_000_000, stake)
    assert words in str(info.value)


def test_money_is_unchanged_within_the_bounds() -> None:
    assert money(1_000_000, Stake(1000, 1)) == 1e9
    assert money(3, Stake(Decimal("0.25"), 1)) == 0.75
    assert money(-(10**9), Stake(1, 1)) == -1e9


def test_an_evening_with_an_infinite_stake_returns(tmp_path: Path) -> None:
    """A history written before the limits, holding an infinite money figure, gives a message."""
    db = tmp_path / "h.db"
    store = Store.open(db, backup=False)
    rubber = Rubber(
        game="contract",
        played_on="2026-11-20",
        stake=Stake(1, 100),
        players=dict(zip(SEATS, ("Ann", "Bob", "Cy", "Di"), strict=True)),
    )
    rid = store.create_rubber(rubber)
    store.record_deal(rid, CONTRACT_DEALS[0])
    # Today a rubber at an infinite stake cannot be stored: refused whole, nothing written.
    with pytest.raises(InvalidEntryError):
        store.create_rubber(replace(rubber, stake=Stake(float("inf"), 100)))
    assert len(store.rubbers()) == 1
    store.close()
    with sqlite3.connect(db) as conn:  # as an older version could have left it
        conn.execute("UPDATE results SET money = 9e999 WHERE seat IN ('N', 'S')")
        conn.execute("UPDATE results SET money = -9e999 WHERE seat IN ('E', 'W')")
    store = Store.open(db, backup=False)
    try:
        with pytest.raises(InvalidEntryError) as info:
            store.evening("2026-11-20")
        assert "not a sum of money" in str(info.value)
    finally:
        store.close()
