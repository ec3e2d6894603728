"""The history's row types (what the queries return), the name rules and the conversion of
``rubbers`` rows (read by column name) into records and headers.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from scorepad import i18n
from scorepad import rules as _rules
from scorepad.enums import SEATS, Seat, Side
from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import N_, Text
from scorepad.records.record import Rubber, Stake
from scorepad.sheets.sheet import Sheet
from scorepad.store.schema import (
    State,
)

if TYPE_CHECKING:
    from scorepad.rules.settlement import Transfer


# -- values --------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Player:
    id: int
    name: str
    membership: str | None = None
    notes: str | None = None


@dataclass(frozen=True, slots=True)
class RubberInfo:
    """A rubber's header and cached result (no deals)."""

    id: int
    game: str
    code: str
    table: str | None
    played_on: str | None
    state: State
    started_at: str | None
    finished_at: str | None
    players: dict[Seat, str]
    stake: Stake | None
    deals: int
    complete: bool
    totals: dict[Side, int]
    net: dict[Side, int]
    winner: Side | None
    money: dict[Side, float] | None  # what each player of the side wins (+) or pays (−)

    def result_text(self) -> str:
        """The totals and where the rubber stands, as every list of rubbers says it: "1,230 –
        450, finished"; a rubber in play's totals are the sheet's if play stopped now (its
        unfinished-rubber allowance included), and say so: "480 – 0 if stopped now"."""
        ns, ew = self.totals.get(Side.NS, 0), self.totals.get(Side.EW, 0)
        totals = {"ns": _figure(ns), "ew": _figure(ew)}
        if self.state == "in_play":
            return i18n._("{ns} – {ew} if stopped now").format(**totals)
        state = STATE_WORDS.get(self.state)
        return i18n._("{ns} – {ew}, {state}").format(
            state=i18n._(state) if state else self.state, **totals
        )


def _figure(n: int) -> str:
    """A total as the lists write it: "1,230" ("1.230" in German, by the language's locale)."""
    return f"{n:,}" if i18n.current() == i18n.SOURCE else i18n.number(n)


#: A rubber's state in words.
STATE_WORDS = {"in_play": N_("in play"), "finished": N_("finished"), "abandoned": N_("abandoned")}
#: A rubber's result for one player, and its state, in words (said by ``say``); the records and
#: ``--json`` keep the ids.
RESULT_WORDS = {
    "won": N_("won"),
    "lost": N_("lost"),
    "drawn": N_("drawn"),
    "finished": N_("finished"),
    "abandoned": N_("abandoned"),
    "in play": N_("in play"),
}
#: A rubber in play, in the lists beside its net and money: they are what would settle if play
#: stopped now (its unfinished-rubber allowance included).
IN_PLAY = N_("in play, if stopped now")


@dataclass(frozen=True, slots=True)
class AuditEntry:
    rubber_id: int
    index: int  # 0-based position of the deal
    action: Literal["replace", "delete", "insert"]
    old: dict[str, Any] | None
    new: dict[str, Any] | None
    at: str


Outcome = Literal["won", "lost", "drawn", "in play"]


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One rubber from one player's side."""

    rubber_id: int
    played_on: str | None
    table: str | None
    game: str
    seat: Seat
    partner: str | None
    opponents: tuple[str, ...]
    state: State
    result: Outcome
    net: int
    money: float | None


@dataclass(frozen=True, slots=True)
class StatRow:
    """A player's record at one game over the settled (finished or abandoned) rubbers."""

    player: str
    game: str
    rubbers: int
    won: int
    lost: int
    drawn: int
    net: int
    money: float


@dataclass(frozen=True, slots=True)
class PairRow:
    """A player's record with one partner, or against one opponent (settled rubbers)."""

    player: str
    other: str
    rubbers: int
    won: int
    lost: int
    net: int
    money: float


@dataclass(frozen=True, slots=True)
class Balance:
    player: str
    rubbers: int
    net: int
    money: float


@dataclass(frozen=True, slots=True)
class EveningTable:
    table: str | None
    rubbers: tuple[RubberInfo, ...]


@dataclass(frozen=True, slots=True)
class Evening:
    """The rubbers of one date across the tables, each player's balance and who pays whom.

    Balances count every rubber of the date; one still in play counts as it stands (the sheet's
    ``net`` says what would be settled if play stopped now); ``in_play`` says whether any is.
    """

    date: str
    tables: tuple[EveningTable, ...]
    balances: tuple[Balance, ...]
    transfers: tuple[Transfer, ...]
    in_play: int = 0

    def counted(self) -> tuple[EveningTable, ...]:
        """The tables and rubbers that count in the evening, for its reports: a rubber with no
        hands never does (the evening's window keeps such a table, with its fresh rubber, in
        :attr:`tables`)."""
        kept = (EveningTable(t.table, tuple(r for r in t.rubbers if r.deals)) for t in self.tables)
        return tuple(t for t in kept if t.rubbers)


# -- helpers ---------------------------------------------------------------------------------
def name_key(name: str) -> str:
    """Players are matched ignoring case and surrounding (or doubled) spaces.

    >>> name_key("  Mrs  GREY ") == name_key("mrs grey")
    True
    """
    return " ".join(name.split()).casefold()


def clean_name(name: str) -> str:
    return " ".join(name.split())


def now_iso() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def compact_json(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def input_error(field: str, message: str) -> InvalidEntryError:
    return InvalidEntryError([Problem(None, field, message)])


def checked_score(rubber: Rubber) -> Sheet:
    """Validate by scoring (RecordError for anything the rules service cannot score, or two
    seats holding one player)."""
    names: dict[str, Seat] = {}
    for seat in SEATS:
        name = rubber.players.get(seat)
        if name is None:
            continue
        if not name.strip():
            raise input_error(f"players.{seat.value}", Text("expected a name"))
        key = name_key(name)
        if key in names:
            raise input_error(
                f"players.{seat.value}",
                Text(
                    "{name} already sits at {seat}",
                    name=repr(clean_name(name)),
                    seat=names[key].value,
                ),
            )
        names[key] = seat
    return _rules.score(rubber)


# -- row conversion --------------------------------------------------------------------------
def info_of(h: sqlite3.Row, players: dict[Seat, str]) -> RubberInfo:
    """A rubber's header and cached result from its ``rubbers`` row."""
    stake, code, game, winner = h["stake"], h["code"], h["game"], h["winner"]
    st = json.loads(stake) if stake else None
    if code is None:
        code = _rules.GAMES[game].default_code if game in _rules.GAMES else ""
    net_ns, money_ns = h["net_ns"], h["money_ns"]
    return RubberInfo(
        id=h["id"],
        game=game,
        code=code,
        table=h["table_label"],
        played_on=h["played_on"],
        state=h["state"],
        started_at=h["started_at"],
        finished_at=h["finished_at"],
        players=players,
        stake=Stake(st["amount"], st.get("per", 1)) if st else None,
        deals=h["deal_count"],
        complete=bool(h["complete"]),
        totals={Side.NS: h["total_ns"], Side.EW: h["total_ew"]},
        net={Side.NS: net_ns, Side.EW: -net_ns},
        winner=Side(winner) if winner else None,
        money=None if money_ns is None else {Side.NS: money_ns, Side.EW: -money_ns + 0.0},
    )


def record_with_deals(item: dict[str, Any], texts: list[str]) -> dict[str, Any]:
    item["record"]["deals"] = [json.loads(t) for t in texts]
    return item


def table_sort(label: str | None) -> tuple[int, str]:
    return (1, "") if label is None else (0, label)


def chunks(items: list[int], n: int) -> Iterator[list[int]]:
    for i in range(0, len(items), n):
        yield items[i : i + n]


# -- the result cache: what one change leaves a rubber and its players ----------------------------
def next_state(
    old_state: State,
    old_finished: str | None,
    sheet: Sheet,
    resume: bool,
    state: State | None,
    finished_at: str | None,
) -> tuple[State, str | None]:
    """The state a change leaves a rubber in (``state`` when given), and when it finished."""
    if state is None:
        if sheet.complete:
            state = "finished"
        elif old_state == "abandoned" and not resume:
            state = "abandoned"
        else:
            state = "in_play"
    if state != "finished":
        return state, None
    return state, finished_at or (old_finished if old_state == "finished" else now_iso())


def result_row(
    rubber_id: int,
    rubber: Rubber,
    sheet: Sheet,
    seats: Mapping[Seat, int],
    seat: Seat,
    pid: int,
    settled: int,
    money: Mapping[Seat, Any] | None,
) -> tuple[Any, ...]:
    """One player's row of the result cache: who sat where, with whom and against whom, and
    what the rubber gave their side."""
    side = seat.side
    net = sheet.net
    if sheet.winner is not None:
        outcome = 1 if sheet.winner is side else -1
    else:
        outcome = (net[side] > 0) - (net[side] < 0)
    opps = [seats.get(s) for s in side.other.seats]
    return (
        rubber_id,
        seat.value,
        pid,
        seats.get(seat.partner),
        opps[0],
        opps[1],
        rubber.game,
        rubber.played_on,
        settled,
        outcome,
        net[side],
        None if money is None else money[seat],
    )
