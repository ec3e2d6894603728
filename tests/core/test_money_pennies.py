"""A drive's money never forges a penny (§5.7): the prizes add up to exactly the prize fund,
and the shares of a shared prize to exactly the prize, whatever the split; property-tested over
fees, payers, percentages and shares."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.drives import drive_sheet
from scorepad.drives.money import _apportion
from tests.helpers.golden import drive_cases

BASE = drive_cases()["WD-DRIVE-12"]["drive"]


def _pence(x: float) -> int:
    return round(x * 100)


def test_the_trial_evenings_fund_shares_out_exactly() -> None:
    # 10 paid at 2.50, half to prizes shared 34/33/33: 12.50 is 4.25 + 4.13 + 4.12, not 12.51.
    record: dict[str, Any] = copy.deepcopy(BASE)
    record["money"] = {
        "entry_fee": 2.5,
        "paid": [p["id"] for p in record["players"]][:10],
        "prize_fund": {
            "mode": "percent",
            "percent": 50,
            "shares": {"ladies_1": 34, "gents_1": 33, "booby": 33},
        },
    }
    money = drive_sheet(record)["money"]
    assert money["takings"] == 25.0 and money["prize_fund"] == 12.5
    assert money["prizes"] == {"ladies_1": 4.25, "gents_1": 4.13, "booby": 4.12}
    assert money["surplus"] == 12.5


@settings(max_examples=60, deadline=None)
@given(
    fee=st.integers(1, 2000),
    payers=st.integers(1, 10),
    percent=st.integers(1, 100),
    cuts=st.lists(st.integers(1, 99), min_size=2, max_size=2, unique=True),
    share=st.booleans(),
)
def test_prizes_add_up_to_the_fund_and_shares_to_the_prize(
    fee: int, payers: int, percent: int, cuts: list[int], share: bool
) -> None:
    a, b = sorted(cuts)
    record: dict[str, Any] = copy.deepcopy(BASE)
    if share:
        record["house_rules"]["prize_tie_break"] = "share"
    record["money"] = {
        "entry_fee": fee / 100,
        "paid": [p["id"] for p in record["players"]][:payers],
        "prize_fund": {
            "mode": "percent",
            "percent": percent,
            "shares": {"ladies_1": a, "gents_1": b - a, "booby": 100 - b},
        },
    }
    money = drive_sheet(record)["money"]
    takings = _pence(money["takings"])
    assert takings == fee * payers
    fund = _pence(money["prize_fund"])
    assert abs(fund - takings * percent / 100) <= 0.5  # the fund itself to the nearest penny
    assert sum(_pence(v) for v in money["prizes"].values()) == fund
    assert _pence(money["surplus"]) == takings - fund
    for prize, split in money.get("shares", {}).items():
        assert sum(_pence(v) for v in split.values()) == _pence(money["prizes"][prize])
        assert max(split.values()) - min(split.values()) <= 0.011  # equal, to a penny


def test_apportion() -> None:
    assert _apportion(100, {"a": 1, "b": 1, "c": 1}) == {"a": 34, "b": 33, "c": 33}
    assert _apportion(5, {"a": 1, "b": 3}) == {"a": 1, "b": 4}
    assert _apportion(0, {"a": 1}) == {"a": 0}
    assert _apportion(7, {}) == {}
