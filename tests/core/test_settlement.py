"""Settlement: money = points × stake.amount / stake.per, the bridge rounding house rule, and the
payments that settle an evening."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorepad.enums import SEATS, Side
from scorepad.record import Rubber, Stake
from scorepad.rules import score
from scorepad.settlement import (
    money,
    rounded_points,
    rounding_of,
    seat_money,
    side_money,
    transfers,
)

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
