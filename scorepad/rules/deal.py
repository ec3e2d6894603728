"""The typed deal every family reads its records into: played, passed out, or a new deal.

A deal record is one of three things, and the rules modules say so with one union instead of
flags, status strings or sentinel fields::

    Deal[H] = Played[H] | PassedOut | NewDeal

``H`` is the family's own account of a played hand (``WhistHand``, ``BridgeWhistHand``,
``AuctionHand``, ``ContractHand``); the other two carry nothing but the dealer. The rubber engine
(:mod:`scorepad.rules.engine`) walks the deals by matching on these three classes.

>>> from scorepad.records.fields import Fields
>>> read_unplayed(Fields({"passed_out": True}, 3), ("passed_out", "new_deal"), set(), Seat.E)
PassedOut(dealer=<Seat.E: 'E'>)
>>> read_unplayed(Fields({"tricks": {"NS": 7, "EW": 6}}, 3), ("new_deal",), set()) is None
True
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import ClassVar, Generic, Literal, TypeVar, Union

from scorepad.enums import Seat
from scorepad.errors import RecordError
from scorepad.records.fields import Fields
from scorepad.records.notation import Contract

H = TypeVar("H")

Unplayed = Literal["passed_out", "new_deal"]


@dataclass(frozen=True, slots=True)
class Played(Generic[H]):
    """A deal that was bid (or declared) and played: ``hand`` says what happened.

    ``dealer`` is the dealer the record names, or ``None`` to follow the rotation.
    """

    hand: H
    dealer: Seat | None = None


@dataclass(frozen=True, slots=True)
class PassedOut:
    """All four passed: nothing is scored (bridge games whose code allows it)."""

    dealer: Seat | None = None
    status: ClassVar[Unplayed] = "passed_out"
    words: ClassVar[str] = "passed out"


@dataclass(frozen=True, slots=True)
class NewDeal:
    """An annulled deal (a misdeal, a new deal claimed): nothing is scored."""

    dealer: Seat | None = None
    status: ClassVar[Unplayed] = "new_deal"
    words: ClassVar[str] = "new deal"


Deal = Union[Played[H], PassedOut, NewDeal]  # noqa: UP007 (a generic alias needs Union on 3.11)

_KINDS: dict[Unplayed, type[PassedOut] | type[NewDeal]] = {
    "passed_out": PassedOut,
    "new_deal": NewDeal,
}
_WHAT: dict[Unplayed, str] = {"passed_out": "a passed-out deal", "new_deal": "a new deal"}


def read_unplayed(
    f: Fields, kinds: tuple[Unplayed, ...], played_keys: Collection[str], dealer: Seat | None = None
) -> PassedOut | NewDeal | None:
    """Read the ``passed_out`` / ``new_deal`` flags a family offers (``kinds``): the unplayed deal
    they make (dealt by ``dealer``), or ``None`` for a played deal. A flag set with a key of
    ``played_keys`` beside it, or both flags at once, is a problem on ``f``.
    """
    if f.raw.keys().isdisjoint(kinds):  # the common deal: neither flag given
        return None
    flagged = [k for k in kinds if k in f.raw and f.boolean(k)]
    if not flagged:
        return None
    if len(flagged) > 1:
        for key in flagged:
            f.add(key, "a deal is either passed out or a new deal, not both")
    kind: Unplayed = "new_deal" if "new_deal" in flagged else flagged[0]
    for field in f.raw:
        if field in played_keys:
            f.add(field, f"not recorded for {_WHAT[kind]} (only dealer may be given)")
    return _KINDS[kind](dealer)


def revoke_seat(r: Fields, dummy: Seat | None, law: str = "") -> Seat | None:
    """The seat of one revoke (its ``by``), read for every bridge game: dummy cannot revoke.
    ``law`` cites the family's law in the complaint."""
    by = r.seat("by", required=True)
    if by is not None and by is dummy:
        r.add("by", f"{by.value} is dummy, and dummy cannot revoke{law}")
    return by


def read_claimed_honours(f: Fields, nt: bool, known: bool = True) -> dict[Seat, int]:
    """Honours per seat where a claim must account for them all (auction, bridge whist): the
    five trump honours A K Q J 10, or at no trumps the four aces. Seats holding none may be left
    out. Empty when none are claimed, or when the claim is faulty (a problem on ``f``); with
    ``known`` false (the strain could not be read) there is nothing to check the count against.
    """
    limit, what = (4, "aces") if nt else (5, "honours")
    counts = f.seat_counts("honours", hi=limit)
    held = sum(counts.values()) if counts else 0
    if counts is None or held == 0 or not known:
        return {}
    if held != limit:
        whole = "the 4 aces" if nt else "the 5 trump honours (A K Q J 10)"
        f.add(
            "honours",
            f"{held} {what} {'held' if held > limit else 'given'}: claimed honours must "
            f"account for {whole} (seats holding none may be left out)",
        )
        return {}
    return {seat: n for seat, n in counts.items() if n}


def read_contract(f: Fields) -> Contract | None:
    """The ``contract`` of a bridge deal (``"3HX"``), as
    :class:`~scorepad.records.notation.Contract`
    reads it; ``None`` with a problem on ``f`` when missing or unreadable. The family checks that
    the strain is one of its code's."""
    if "contract" not in f.raw:
        f.add("contract", "missing")
        return None
    try:
        return Contract.parse(f.raw["contract"])
    except RecordError as e:
        f.add("contract", e.problems[0].message)
        return None
