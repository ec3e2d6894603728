"""The money of a drive (``drives.md`` §5.7): takings, prize fund, expenses and surplus, to the
penny, the prizes and a shared prize's shares adding up to exactly the prize fund."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorepad.drives.figures import Fraction, Num, exact, money
from scorepad.drives.outcome import DriveResult


def _money(result: DriveResult) -> dict[str, Any] | None:
    """The money of §5.7, to the penny, and never a penny forged: the prizes (and the shares of
    a shared prize) add up to exactly the prize fund, the odd pennies of a split going to the
    largest remainders (the first prize listed first, on a tie) — 50 % of 25.00 shared 34/33/33
    is 4.25, 4.13 and 4.12, not 4.25, 4.13 and 4.13."""
    m = result.drive.money
    if m is None:
        return None
    fee = exact(m.get("entry_fee", 0))
    paid = m.get("paid")
    payers = len(result.drive.players) if paid is None else len(set(paid))
    takings = fee * payers
    pennies = _fund_pennies(m.get("prize_fund") or {}, takings)
    prize_fund = Fraction(sum(pennies.values()), 100)
    expenses = sum((exact(e["amount"]) for e in m.get("expenses", [])), 0)
    outp: dict[str, Any] = {
        "takings": money(takings),
        "prize_fund": money(prize_fund),
        "expenses": money(expenses),
        "surplus": money(takings - prize_fund - expenses),
        "prizes": {k: money(Fraction(v, 100)) for k, v in pennies.items()},
    }
    if "currency" in m:
        outp["currency"] = m["currency"]
    split = _shares(result.prizes, pennies)
    if split:
        outp["shares"] = split
    return outp


def _fund_pennies(fund: Mapping[str, Any], takings: Num) -> dict[str, int]:
    """Each prize's money in pennies: a ``fixed`` amount, or its share of the ``percent`` of
    the takings (the pennies of the pot apportioned, :func:`_apportion`)."""
    if fund.get("mode") == "fixed":
        return {k: _pennies(exact(v)) for k, v in (fund.get("amounts") or {}).items()}
    if fund.get("mode") == "percent":
        pot = _pennies(Fraction(takings) * exact(fund.get("percent", 0)) / 100)
        shares = {k: exact(v) for k, v in (fund.get("shares") or {}).items()}
        return _apportion(pot, shares)
    return {}


def _shares(
    prizes: list[dict[str, Any]], pennies: Mapping[str, int]
) -> dict[str, dict[str, float]]:
    """The sharers' money of each shared prize with money, split equally to the penny."""
    split: dict[str, dict[str, float]] = {}
    for p in prizes:
        if p.get("winner") is None and p["prize"] in pennies:
            each = _apportion(pennies[p["prize"]], dict.fromkeys(p["tie"], 1))
            split[p["prize"]] = {e: money(Fraction(v, 100)) for e, v in each.items()}
    return split


def _pennies(x: Num) -> int:
    """An amount in whole pennies, half a penny up (as :func:`money` rounds)."""
    f = Fraction(x) * 100
    return int((f.numerator * 2 + f.denominator) // (2 * f.denominator))


def _apportion(total: int, weights: Mapping[str, Num]) -> dict[str, int]:
    """``total`` pennies split in proportion to ``weights``, in whole pennies that add up to
    ``total``: each its share rounded down, then one more to the largest remainders (on equal
    remainders, in the order given)."""
    weight = sum((Fraction(w) for w in weights.values()), Fraction(0))
    if not weights or weight == 0:
        return dict.fromkeys(weights, 0)
    exact_share = {k: Fraction(total) * Fraction(w) / weight for k, w in weights.items()}
    got = {k: int(v) for k, v in exact_share.items()}
    order = sorted(weights, key=lambda k: -(exact_share[k] - got[k]))  # stable: order given
    for k in order[: total - sum(got.values())]:
        got[k] += 1
    return got
