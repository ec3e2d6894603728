"""A drive record read and checked (``drives.md`` §2.1): the drive, its players and prizes,
the problems found (§2.2: one line each, naming round, table and field as a person would),
and the ids a ghost takes."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from scorepad.drives.rules import BRIDGE_FORMS, PAIR_MOVEMENTS, Value
from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text, join
from scorepad.rules.fieldwords import field_words

#: A seat and a side as a person names them (Text: the English, said in another language).
SEAT_NAMES = {s: field_words(f"players.{s}") for s in ("N", "E", "S", "W")}
SIDE_NAMES = {"NS": Text("North–South"), "EW": Text("East–West")}
_GHOST = re.compile(r"ghost[0-9]*")


def is_ghost(pid: str) -> bool:
    """The reserved ids of a ghost: ``ghost``, ``ghost1``, ``ghost2`` …"""
    return _GHOST.fullmatch(pid) is not None


def where(rnd: int | None = None, table: int | None = None, deal: int | None = None) -> Text:
    """The place of a problem, as a person names it ("round 2, table 3"), as Text."""
    parts: list[str] = []
    if rnd is not None:
        parts.append(Text("round {n}", n=str(rnd)))
    if table is not None:
        parts.append(Text("table {n}", n=str(table)))
    if deal is not None:
        parts.append(Text("deal {n}", n=str(deal)))
    return join(", ", parts)


class Problems:
    """The problems found so far, one line each: :class:`~scorepad.i18n.Text` whose English is
    "place: text", said whole in another language by :func:`scorepad.errors.said`."""

    __slots__ = ("lines",)

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, place: str, text: str) -> None:
        self.lines.append(Text("{place}: {text}", place=place, text=text) if place else text)

    def __bool__(self) -> bool:
        return bool(self.lines)

    def raise_if_any(self) -> None:
        if self.lines:
            raise InvalidEntryError(Problem(None, "", line) for line in self.lines)


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str
    role: str | None = None
    pair: str | None = None


@dataclass(frozen=True, slots=True)
class Prize:
    id: str
    pool: str
    kind: str
    place: int = 1
    threshold: Any = None
    target: Any = None
    tie_winner: str | None = None


@dataclass(frozen=True, slots=True)
class Drive:
    """A drive record, read and checked (the results are read when scored)."""

    form: str
    code: str | None
    rules: Mapping[str, Value]
    tables: int
    players: Mapping[str, Player]
    pairs: Mapping[str, tuple[str, ...]]
    start: tuple[tuple[str, ...], ...]
    rounds: tuple[Mapping[str, Any], ...]
    seatings: tuple[tuple[tuple[str, ...], ...] | None, ...]
    prizes: tuple[Prize, ...]
    money: Mapping[str, Any] | None
    raw: Mapping[str, Any] = field(repr=False, default_factory=dict)

    @property
    def pair_drive(self) -> bool:
        return self.rules["movement"] in PAIR_MOVEMENTS

    @property
    def bridge(self) -> bool:
        return self.form in BRIDGE_FORMS

    @property
    def per_round(self) -> int:
        return int(self.rules["deals_per_round" if self.bridge else "hands_per_round"])

    def entrants(self) -> list[str]:
        """The ids in the standings: pairs in a pair drive, else the players."""
        return list(self.pairs) if self.pair_drive else list(self.players)

    def role_of(self, pid: str) -> str | None:
        p = self.players.get(pid)
        return p.role if p is not None else None


def _is_int(v: object) -> TypeGuard[int]:
    return type(v) is int


def _finite(v: object) -> TypeGuard[int | float]:
    return type(v) in (int, float) and math.isfinite(v)  # type: ignore[arg-type]
