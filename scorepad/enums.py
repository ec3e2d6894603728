"""Seats and sides: the table's vocabulary.

>>> Seat.N.next, Seat.N.partner, Seat.N.side, Side.NS.other
(<Seat.E: 'E'>, <Seat.S: 'S'>, <Side.NS: 'NS'>, <Side.EW: 'EW'>)
"""

from __future__ import annotations

from enum import StrEnum, unique


@unique
class Side(StrEnum):
    """A partnership: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Side:
        return _OTHER[self]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.N, Seat.S) if self is Side.NS else (Seat.E, Seat.W)


@unique
class Seat(StrEnum):
    """A seat at the table, clockwise N, E, S, W."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def next(self) -> Seat:
        """The seat to the left: the deal passes this way."""
        return _NEXT[self]

    @property
    def partner(self) -> Seat:
        return _PARTNER[self]

    @property
    def side(self) -> Side:
        return _SIDE_OF[self]


_NEXT = {Seat.N: Seat.E, Seat.E: Seat.S, Seat.S: Seat.W, Seat.W: Seat.N}
_PARTNER = {Seat.N: Seat.S, Seat.S: Seat.N, Seat.E: Seat.W, Seat.W: Seat.E}
# by a dict, as next and partner: cheaper than comparing with the members (each a class lookup)
_SIDE_OF = {Seat.N: Side.NS, Seat.S: Side.NS, Seat.E: Side.EW, Seat.W: Side.EW}
_OTHER = {Side.NS: Side.EW, Side.EW: Side.NS}

SIDES: tuple[Side, Side] = (Side.NS, Side.EW)
SEATS: tuple[Seat, Seat, Seat, Seat] = (Seat.N, Seat.E, Seat.S, Seat.W)
