"""Settlement: what each player wins or pays on a rubber at its stake.

The sheet's ``net`` (points each side wins or loses, summing to 0) is what money settles on
(score-format.md). Money for every player of a side is ``net × stake.amount / stake.per``:

    "it is usual for each losing player to pay his right-hand adversary"
    (Foster's Complete Hoyle, 1914; rules-bridge.md §2.1 item 10)

Each loser pays one adversary the same sum, so each player's balance is simply ± net × stake; this
module computes that per player and leaves who hands the money to whom to :func:`transfers`.

Rounding (bridge games only): house rule ``settlement_rounding`` (rules-bridge.md A-11, "not in
Laws"): ``exact`` (default), ``nearest_100_down`` (an odd 50 rounds down) or ``nearest_100_up``
(an odd 50 rounds up). It rounds the points settled, never the sheet's ``net``; the two sides are
rounded alike so that they still add up to 0. Whist games settle exactly (the stake is usually per
point, and the game and rubber points are small whole numbers).

Settlement terminates for every input: a stake that is not finite or is out of the
bounds of :mod:`scorepad.records.limits` (``1e400``, ``Infinity``, ``NaN``, more than 10,000) is
refused
with :class:`~scorepad.errors.InvalidEntryError` before any money is computed, and
:func:`transfers` refuses a balance that is not a finite sum and makes at most ``n - 1`` payments
whatever the balances.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from scorepad.enums import SEATS, Seat, Side
from scorepad.errors import InvalidEntryError, RecordError
from scorepad.i18n import Text
from scorepad.records.limits import (
    MONEY_LIMIT,
    check_int,
    check_stake,
    check_stake_per,
    grouped,
    shown,
)
from scorepad.records.record import Rubber, Stake
from scorepad.rules import get_rules, settings_of

ROUNDINGS = ("exact", "nearest_100_down", "nearest_100_up")

#: Money is kept to this many decimal places (1/10,000 of the currency unit).
MONEY_PLACES = 4


def rounded_points(net: int, rounding: str) -> int:
    """The points settled for a side whose net is ``net``.

    >>> rounded_points(1250, "nearest_100_down"), rounded_points(1250, "nearest_100_up")
    (1200, 1300)
    >>> rounded_points(-1250, "nearest_100_down"), rounded_points(1260, "nearest_100_down")
    (-1200, 1300)
    >>> rounded_points(1250, "exact")
    1250
    """
    if rounding == "exact":
        return net
    if rounding not in ROUNDINGS:
        raise ValueError(Text("unknown settlement rounding {rounding}", rounding=repr(rounding)))
    sign = -1 if net < 0 else 1
    hundreds, rest = divmod(abs(net), 100)
    if rest > 50 or (rest == 50 and rounding == "nearest_100_up"):
        hundreds += 1
    return sign * hundreds * 100


def rounding_of(rubber: Rubber) -> str:
    """The rounding in force for a rubber: its house rule in the bridge games, else ``exact``."""

    try:
        if get_rules(rubber.game).family != "bridge":
            return "exact"
        value = settings_of(rubber).get("settlement_rounding", "exact")
    except RecordError:
        return "exact"
    return value if isinstance(value, str) and value in ROUNDINGS else "exact"


def money(points: int, stake: Stake) -> float:
    """``points × stake.amount / stake.per``, to :data:`MONEY_PLACES` places.

    The stake is checked against :mod:`scorepad.records.limits` first, and the points against the
    bound
    on whole numbers; a rubber that would settle more than
    :data:`~scorepad.records.limits.MONEY_LIMIT`
    a player is refused too. So the result is always a finite sum, exact to the penny.

    >>> money(1250, Stake(0.5, 100)), money(-7, Stake(1, 1))
    (6.25, -7.0)
    >>> money(640, Stake(float("inf"), 100))
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: stake: expected a finite amount, got inf
    """
    amount = check_stake(stake.amount, "stake")
    if isinstance(amount, Decimal):
        amount = float(amount)
    per = check_stake_per(stake.per, "stake per")
    points = check_int(points, "points")
    value = round(points * amount / per, MONEY_PLACES) + 0.0
    if abs(value) > MONEY_LIMIT:
        too_much = Text(
            "settles {value} a player, more than {limit}",
            value=shown(value),
            limit=grouped(MONEY_LIMIT),
        )
        raise InvalidEntryError.one(None, "stake", too_much)
    return value


def side_money(
    net: Mapping[Side, int], stake: Stake | None, rounding: str = "exact"
) -> dict[Side, float] | None:
    """What each player of each side wins (+) or pays (−); None when the rubber has no stake."""
    if stake is None:
        return None
    ns = money(rounded_points(net[Side.NS], rounding), stake)
    return {Side.NS: ns, Side.EW: -ns + 0.0}


def seat_money(rubber: Rubber, net: Mapping[Side, int]) -> dict[Seat, float] | None:
    """Each seat's money on the rubber, with the rubber's rounding rule."""
    by_side = side_money(net, rubber.stake, rounding_of(rubber))
    if by_side is None:
        return None
    return {seat: by_side[seat.side] for seat in SEATS}


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment that settles an evening: ``payer`` hands ``amount`` to ``payee``."""

    payer: str
    payee: str
    amount: float


def _check_balances(balances: Mapping[str, float]) -> None:
    """Refuse the first balance that is not a finite sum, naming its player."""
    for name, value in balances.items():
        if (
            isinstance(value, bool)
            or not isinstance(value, (int, float))
            or not math.isfinite(value)
        ):
            not_money = Text(
                "the balance {value} is not a sum of money (a stake too big?)", value=shown(value)
            )
            raise InvalidEntryError.one(None, name, not_money)


def transfers(balances: Mapping[str, float]) -> list[Transfer]:
    """Payments that settle the balances (who pays whom), largest first.

    Greedy: the biggest debtor pays the biggest creditor until one of them is square; at most
    ``n - 1`` payments for ``n`` players with a balance. A balance that is not a finite sum is
    refused (:class:`InvalidEntryError` naming the player) instead of looping for ever.

    >>> [(t.payer, t.payee, t.amount) for t in transfers({"A": 5.0, "B": -3.0, "C": -2.0})]
    [('B', 'A', 3.0), ('C', 'A', 2.0)]
    >>> transfers({"A": float("inf"), "B": float("-inf")})
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: A: the balance inf is not a sum of money (a stake too big?)
    """
    _check_balances(balances)
    eps = 10**-MONEY_PLACES / 2
    payers = [k for k, v in sorted(balances.items(), key=lambda kv: (kv[1], kv[0])) if v < -eps]
    payees = [k for k, v in sorted(balances.items(), key=lambda kv: (-kv[1], kv[0])) if v > eps]
    owed = {k: -balances[k] for k in payers}
    due = {k: balances[k] for k in payees}
    out: list[Transfer] = []
    i = j = 0
    # Each payment squares the payer or the payee (x - x == 0 for a finite x), so the loop ends
    # after at most n - 1 payments; the bound makes that certain whatever the arithmetic.
    for _ in range(len(payers) + len(payees)):
        if i >= len(payers) or j >= len(payees):
            break
        payer, payee = payers[i], payees[j]
        amount = min(owed[payer], due[payee])
        out.append(Transfer(payer, payee, round(amount, MONEY_PLACES)))
        owed[payer] -= amount
        due[payee] -= amount
        if owed[payer] <= eps:
            i += 1
        if due[payee] <= eps:
            j += 1
    return out


__all__ = [
    "ROUNDINGS",
    "Transfer",
    "money",
    "rounded_points",
    "rounding_of",
    "seat_money",
    "side_money",
    "transfers",
]
