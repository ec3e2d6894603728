"""The rubber record (``scorepad-rubber/1``): an append-only log of deal records.

A :class:`Rubber` is immutable. Recording, replacing or deleting a deal returns a new rubber; the
score sheet is always recomputed from the log by the rules service and never stored as the truth.
Deal records stay in their JSON form (plain dicts) so that the history, import/export and the
command line all hold exactly what the format says; each rules module reads them through
:class:`~scorepad.records.fields.Fields`.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from scorepad.enums import SEATS, Seat
from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text
from scorepad.records.fields import Fields

FORMAT = "scorepad-rubber/1"
RUBBER_KEYS = frozenset(
    {
        "format",
        "game",
        "code",
        "house_rules",
        "played_on",
        "table",
        "stake",
        "first_dealer",
        "players",
        "deals",
    }
)


@dataclass(frozen=True, slots=True)
class Stake:
    """Money per so many points: ``{"amount": 0.5, "per": 100}``."""

    amount: float
    per: int = 1

    def money(self, points: int) -> float:
        return points * self.amount / self.per

    def to_json(self) -> dict[str, Any]:
        return {"amount": self.amount, "per": self.per}


@dataclass(frozen=True, slots=True)
class Rubber:
    """One rubber's record: its game, code, house rules, players and deals, in order."""

    game: str
    code: str | None = None
    house_rules: Mapping[str, Any] = field(default_factory=dict)
    deals: tuple[Mapping[str, Any], ...] = ()
    played_on: str | None = None
    table: str | None = None
    stake: Stake | None = None
    first_dealer: Seat | None = None
    players: Mapping[Seat, str] = field(default_factory=dict)

    # -- the log ------------------------------------------------------------------------------
    def with_deal(self, deal: Mapping[str, Any]) -> Rubber:
        """This rubber with one more deal recorded at the end."""
        return replace(self, deals=(*self.deals, _frozen_copy(deal)))

    def with_deal_replaced(self, index: int, deal: Mapping[str, Any]) -> Rubber:
        """This rubber with deal ``index`` (0-based) replaced: editing a past hand."""
        self._check_index(index)
        deals = list(self.deals)
        deals[index] = _frozen_copy(deal)
        return replace(self, deals=tuple(deals))

    def without_deal(self, index: int) -> Rubber:
        """This rubber with deal ``index`` (0-based) deleted."""
        self._check_index(index)
        return replace(self, deals=self.deals[:index] + self.deals[index + 1 :])

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.deals):
            raise IndexError(f"no deal {index + 1} in a rubber of {len(self.deals)} deals")

    @property
    def dealer_of_first(self) -> Seat:
        return self.first_dealer or Seat.N

    # -- JSON ---------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The record as ``scorepad-rubber/1`` JSON; ``from_json(to_json())`` is the same rubber."""
        d: dict[str, Any] = {"format": FORMAT, "game": self.game}
        if self.code is not None:
            d["code"] = self.code
        if self.house_rules:
            d["house_rules"] = dict(self.house_rules)
        if self.played_on is not None:
            d["played_on"] = self.played_on
        if self.table is not None:
            d["table"] = self.table
        if self.stake is not None:
            d["stake"] = self.stake.to_json()
        if self.first_dealer is not None:
            d["first_dealer"] = self.first_dealer.value
        if self.players:
            d["players"] = {s.value: self.players[s] for s in SEATS if s in self.players}
        d["deals"] = [copy.deepcopy(dict(x)) for x in self.deals]
        return d

    def to_text(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, obj: object) -> Rubber:
        """Read a record's own fields; the deals are read by the game's rules when scored.

        Raises :class:`InvalidEntryError` with every problem found.
        """
        f = Fields(obj, None)
        problems = f.problems
        f.only(RUBBER_KEYS, Text(" in a rubber record"))
        _check_format(f)
        game = _game(f)
        code = _text(f, "code", Text("expected a code id"))
        house_rules = f.obj("house_rules") or {}
        played_on = _date(f)
        table = _text(f, "table", Text("expected text"))
        stake = _stake(f)
        first_dealer = f.seat("first_dealer")
        players = _players(f)
        deals = _deals(f)
        if problems:
            raise InvalidEntryError(problems)
        return cls(
            game=game,
            code=code,
            house_rules=dict(house_rules),
            deals=tuple(deals),
            played_on=played_on,
            table=table,
            stake=stake,
            first_dealer=first_dealer,
            players=players,
        )

    @classmethod
    def from_text(cls, text: str) -> Rubber:
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as e:
            raise InvalidEntryError.one(
                None,
                "",
                Text(
                    "not valid JSON: {reason} at line {line} column {column}",
                    reason=e.msg,
                    line=e.lineno,
                    column=e.colno,
                ),
            ) from None
        return cls.from_json(obj)


def _frozen_copy(deal: Mapping[str, Any]) -> dict[str, Any]:
    # A deep copy keeps the caller's later changes out of the log.
    return copy.deepcopy(dict(deal))


def _check_format(f: Fields) -> None:
    fmt = f.raw.get("format", FORMAT)
    if fmt != FORMAT:
        f.add("format", Text("{value} is not {format}", value=repr(fmt), format=repr(FORMAT)))


def _game(f: Fields) -> str:
    game = f.raw.get("game")
    if not isinstance(game, str):
        f.add("game", Text("missing") if game is None else Text("expected a game id"))
        return ""
    return game


def _text(f: Fields, key: str, expected: str) -> str | None:
    """An optional text field (``code``, ``table``); anything else is a problem and None."""
    value = f.raw.get(key)
    if value is not None and not isinstance(value, str):
        f.add(key, expected)
        return None
    return value


def _players(f: Fields) -> dict[Seat, str]:
    players: dict[Seat, str] = {}
    pl = f.obj("players")
    for k, v in (pl or {}).items():
        if k not in ("N", "E", "S", "W"):
            f.add(f"players.{k}", Text("unknown seat (N, E, S or W)"))
        elif not isinstance(v, str) or not v.strip():
            f.add(f"players.{k}", Text("expected a name"))
        else:
            players[Seat(k)] = v
    return players


def _deals(f: Fields) -> list[dict[str, Any]]:
    """The deals, each copied; a deal that is not an object is a problem of that deal."""
    deals_raw = f.raw.get("deals", [])
    if not isinstance(deals_raw, list):
        f.add("deals", Text("expected a list"))
        deals_raw = []
    deals = []
    for i, d in enumerate(deals_raw, 1):
        if not isinstance(d, dict):
            f.problems.append(Problem(i, "", Text("a deal must be an object")))
        else:
            deals.append(_frozen_copy(d))
    return deals


def _date(f: Fields) -> str | None:
    v = f.raw.get("played_on")
    if v is None:
        return None
    if not isinstance(v, str):
        f.add("played_on", Text('expected a date such as "2026-11-29"'))
        return None
    try:
        dt.date.fromisoformat(v)
    except ValueError:
        f.add("played_on", Text('{value} is not a date such as "2026-11-29"', value=repr(v)))
        return None
    return v


def _stake(f: Fields) -> Stake | None:
    s = f.obj("stake")
    if s is None:
        return None
    amount = s.get("amount")
    per = s.get("per", 1)
    bad = False
    for k in s:
        if k not in ("amount", "per"):
            f.add(f"stake.{k}", Text("unknown field"))
            bad = True
    if isinstance(amount, bool) or not isinstance(amount, (int, float)) or amount < 0:
        f.add("stake.amount", Text("expected an amount ≥ 0"))
        bad = True
    if isinstance(per, bool) or not isinstance(per, int) or per <= 0:
        f.add("stake.per", Text("expected a whole number of points > 0"))
        bad = True
    return None if bad else Stake(amount=amount, per=per)  # type: ignore[arg-type]
