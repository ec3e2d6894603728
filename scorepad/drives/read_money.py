"""Reading a drive record's money (``drives.md`` §5.7): entry fee, currency, who paid, the
prize fund (``fixed`` or ``percent``) and the expenses, every field checked."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any, TypeGuard

from scorepad.drives.model import Player, Problems, _finite
from scorepad.drives.rules import show
from scorepad.i18n import Text

#: The place of a problem of the money: the record\'s own key, the same in every language.
_MONEY = "money"


def _amount(v: object) -> TypeGuard[int | float]:
    """A finite amount ≥ 0 with at most two decimals."""
    if not _finite(v) or v < 0:
        return False
    return (Fraction(repr(v)) * 100).denominator == 1


MONEY_KEYS = ("entry_fee", "currency", "paid", "prize_fund", "expenses")


#: The fields of a prize fund by its mode.
FUND_KEYS = {"fixed": ("mode", "amounts"), "percent": ("mode", "percent", "shares")}


def _read_money(
    raw: object, players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> Mapping[str, Any] | None:
    """The money object (§5.7), every field checked by :data:`_MONEY_CHECKS`."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        pr.add("", Text("{field}: expected an object", field="money"))
        return None
    before = len(pr.lines)
    for key in raw:
        if key not in MONEY_KEYS:
            pr.add(_MONEY, Text("{key}: unknown field", key=key))
    for check in _MONEY_CHECKS:
        check(raw, players, prize_ids, pr)
    return raw if len(pr.lines) == before else None


MoneyCheck = Callable[[Mapping[str, Any], Mapping[str, Player], set[str], Problems], None]


def _money_fee(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    if "entry_fee" in raw and not _amount(raw["entry_fee"]):
        pr.add(_MONEY, Text("{field}: expected an amount ≥ 0, to the penny", field="entry_fee"))


def _money_currency(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    if "currency" in raw and not isinstance(raw["currency"], str):
        pr.add(_MONEY, Text("{field}: expected text such as GBP", field="currency"))


def _money_paid(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    paid = raw.get("paid")
    if paid is None:
        return
    if not isinstance(paid, list):
        pr.add(_MONEY, Text("{field}: expected a list of player ids", field="paid"))
        return
    for v in paid:
        if not isinstance(v, str) or v not in players:
            pr.add(
                _MONEY,
                Text("{field}: {v} is not a player of the drive", field="paid", v=show(v)),
            )


def _money_fund(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    fund = raw.get("prize_fund")
    if fund is None:
        return
    if not isinstance(fund, dict):
        pr.add(_MONEY, Text("{field}: expected an object", field="prize_fund"))
        return
    mode = fund.get("mode")
    if mode not in FUND_KEYS:
        pr.add(
            _MONEY,
            Text(
                "{field}: {mode} is not fixed or percent", field="prize_fund.mode", mode=show(mode)
            ),
        )
        return
    for key in fund:
        if key not in FUND_KEYS[mode]:
            pr.add(
                _MONEY,
                Text("prize_fund.{key}: unknown field for mode {mode}", key=key, mode=mode),
            )
    table = fund.get("amounts" if mode == "fixed" else "shares", {})
    if not isinstance(table, dict):
        pr.add(
            _MONEY,
            Text("{field}: expected amounts (or shares) by prize id", field="prize_fund"),
        )
        table = {}
    for k, v in table.items():
        if k not in prize_ids:
            pr.add(
                _MONEY,
                Text("{field}: {k} is not a prize of the drive", field="prize_fund", k=k),
            )
        if not _amount(v):
            pr.add(
                _MONEY,
                Text("{field}: {k}: expected an amount ≥ 0, to the penny", field="prize_fund", k=k),
            )
    if mode == "percent":
        _fund_percent(fund.get("percent"), table, pr)


def _fund_percent(pct: object, shares: Mapping[str, Any], pr: Problems) -> None:
    """A percent fund: the percentage of the takings, and shares adding up to 100."""
    if not _amount(pct) or pct > 100:
        pr.add(
            _MONEY,
            Text("{field}: expected a percentage 0 to 100", field="prize_fund.percent"),
        )
    total = sum(v for v in shares.values() if _amount(v))
    if shares and abs(total - 100) > 1e-9:
        pr.add(
            _MONEY,
            Text("{field}: add up to {total}, not 100", field="prize_fund.shares", total=total),
        )


def _money_expenses(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    expenses = raw.get("expenses", [])
    if not isinstance(expenses, list):
        pr.add(_MONEY, Text("{field}: expected a list", field="expenses"))
        return
    for i, e in enumerate(expenses, 1):
        if not isinstance(e, dict) or set(e) - {"label", "amount"}:
            pr.add(_MONEY, Text("expenses[{i}]: expected label and amount", i=i))
        elif not _amount(e.get("amount")):
            pr.add(
                _MONEY,
                Text("expenses[{i}].amount: expected an amount ≥ 0, to the penny", i=i),
            )


#: Every check of the money object's fields, in the order their problems are given.
_MONEY_CHECKS: tuple[MoneyCheck, ...] = (
    _money_fee,
    _money_currency,
    _money_paid,
    _money_fund,
    _money_expenses,
)
