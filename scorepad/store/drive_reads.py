"""Drives in the history, read: a drive's record, sheet and audit as stored, the list of
drives, and what a player or an evening has of them (``drives.md`` §5). The writes are in
:mod:`scorepad.store.drives`, import and export in :mod:`scorepad.store.drive_transfer`."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from scorepad.drives import drive_sheet
from scorepad.drives.reader import is_ghost
from scorepad.drives.record import DriveRecord, forget_so_far, pending_tables, text_of
from scorepad.drives.rules import defaults
from scorepad.drives.service import last_round_problems, played_rounds
from scorepad.drives.words import prize_titles
from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text
from scorepad.store.change import Session

DriveState = Literal["in_play", "declared"]


EXPORT_KEYS = frozenset(
    {
        "id",
        "record",
        "round_in_progress",
        "state",
        "start",
        "audit",
        "chain",
        "verified",
        "created_at",
        "updated_at",
    }
)


class StaleDriveError(InvalidEntryError):
    """The drive changed since the caller read it (another window, another process)."""


@dataclass(frozen=True, slots=True)
class DriveChange:
    """What a write left: the drive's id, its record, its sheet, its new version, what was done,
    and the warnings to show (§5.6: a correction that would have moved people otherwise)."""

    drive_id: int
    record: DriveRecord
    sheet: dict[str, Any]
    version: int
    what: str
    state: DriveState = "in_play"
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DriveInfo:
    """One drive's header, for lists."""

    id: int
    uid: str
    title: str | None
    played_on: str | None
    form: str
    state: DriveState
    version: int
    tables: int
    players: int
    rounds: int  # the rounds entered, the last perhaps still waiting for some tables
    rounds_complete: int  # the rounds every table has entered (as the evening counts them)
    created_at: str
    updated_at: str


@dataclass(frozen=True, slots=True)
class DriveAudit:
    at: str
    what: str
    before: Any
    after: Any


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _dumps(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _refuse(message: str) -> InvalidEntryError:
    return InvalidEntryError([Problem(None, "", message)])


def _undecided_prize(line: str) -> str | None:
    """The prize id of a "prize P: tie_winner: …" problem (a tie only a cut can decide)."""
    if line.startswith("prize ") and ": tie_winner:" in line:
        return line[len("prize ") :].split(":", 1)[0]
    return None


def _sheet_of(rec: dict[str, Any]) -> dict[str, Any]:
    """The drive sheet; a prize tie that only a cut can decide does not stop the drive: that
    prize is left out and named in ``undecided`` until its ``tie_winner`` is recorded."""
    try:
        return drive_sheet(rec)
    except InvalidEntryError as e:
        lines = [str(p) for p in e.problems]
        prizes = {_undecided_prize(x) for x in lines}
        if None in prizes:
            raise
        trial = {**rec, "prizes": [p for p in rec.get("prizes", []) if p.get("id") not in prizes]}
        money = trial.get("money")
        if isinstance(money, dict) and isinstance(money.get("prize_fund"), dict):
            fund = dict(money["prize_fund"])
            if fund.get("mode") == "percent":
                trial["money"] = {k: v for k, v in money.items() if k != "prize_fund"}
            elif isinstance(fund.get("amounts"), dict):
                fund["amounts"] = {k: v for k, v in fund["amounts"].items() if k not in prizes}
                trial["money"] = {**money, "prize_fund": fund}
        sheet = drive_sheet(trial)
        sheet["undecided"] = lines
        return sheet


_SHEETS: dict[str, dict[str, Any]] = {}


_SHEETS_KEPT = 8


def display_sheet(record: DriveRecord, rec: dict[str, Any] | None = None) -> dict[str, Any]:
    """The sheet of the rounds complete so far (a round still waiting for tables left out).

    Remembered by the record's text: a line entered in a round that still waits for other
    tables leaves the sheet as it was, and is not scored twice. The sheet returned is shared:
    callers read it and never change it. ``rec`` is ``record.to_json()`` when the caller has
    it already."""
    if rec is None:
        rec = record.data()
    if rec["rounds"] and pending_tables(rec):
        rec = {**rec, "rounds": rec["rounds"][:-1]}
        key = text_of(rec)  # the texts of the shared parse's parts, joined
    else:
        key = record._json
    hit = _SHEETS.get(key)
    if hit is None:
        if len(_SHEETS) >= _SHEETS_KEPT:
            _SHEETS.pop(next(iter(_SHEETS)))
        hit = _SHEETS[key] = _sheet_of(rec)
    return hit


def clear_sheets() -> None:
    """Forget the sheets remembered by :func:`display_sheet` and the live standings of the
    rounds in progress (the benchmark's cold runs)."""
    _SHEETS.clear()
    forget_so_far()


def _pending_of(rec: Mapping[str, Any]) -> list[int]:
    """The tables the last round entered still waits for (none: every round complete)."""
    if not rec.get("rounds") or not isinstance(rec.get("tables"), int):
        return []
    return pending_tables(rec)


def checked_sheet(record: DriveRecord, rec: dict[str, Any] | None = None) -> dict[str, Any]:
    """The sheet of ``record``, every entered result checked by the drive rules service.

    A round still waiting for some tables is checked too: every problem the service finds is
    reported except that the waiting tables have no result yet. A prize tie that only a cut can
    decide is no refusal: it waits in the sheet's ``undecided``. Raises InvalidEntryError."""
    if rec is None:
        rec = record.data()
    pending = pending_tables(rec)
    if pending:
        _check_round_in_progress(record, rec, pending)
    return display_sheet(record, rec)


def _check_round_in_progress(record: DriveRecord, rec: dict[str, Any], pending: list[int]) -> None:
    """Raise what the drive rules service finds wrong in a round still waiting for the tables
    ``pending``, beyond their having no result yet (and a prize tie only a cut can decide)."""
    try:
        # the tables entered of the round in progress checked and scored once: the window's
        # live standings are these, remembered
        record.standings_so_far()
    except InvalidEntryError:
        pass  # the problems found and worded below
    else:
        return
    last = len(rec["rounds"])
    waiting = {f"round {last}, table {t}: no result; every table has one a round" for t in pending}
    found = last_round_problems(rec)  # the rounds before it as scored before
    if found is not None:
        left = [line for line in found if line not in waiting]
        if left:
            raise InvalidEntryError(Problem(None, "", line) for line in left)
        return
    try:
        played_rounds(rec)  # read and score every round: no standings needed
    except InvalidEntryError as e:
        rest = [p for p in e.problems if str(p) not in waiting]
        if rest and not all(_undecided_prize(str(p)) for p in rest):
            raise InvalidEntryError(rest) from None


_HEADER = (
    "SELECT id, uid, title, played_on, form, state, version, record, created_at, updated_at "
    "FROM drives"
)


def _info(row: Sequence[Any]) -> DriveInfo:
    rec = json.loads(row[7])
    return DriveInfo(
        id=row[0],
        uid=row[1],
        title=row[2],
        played_on=row[3],
        form=row[4],
        state=row[5],
        version=row[6],
        tables=int(rec.get("tables", 0)),
        players=sum(1 for p in rec.get("players", []) if not is_ghost(str(p.get("id")))),
        rounds=len(rec.get("rounds", [])),
        rounds_complete=len(rec.get("rounds", [])) - (1 if _pending_of(rec) else 0),
        created_at=row[8],
        updated_at=row[9],
    )


def _row(store: Session, drive_id: int) -> Any:
    row = store.fetch_one(_HEADER + " WHERE id = ?", [drive_id])
    if row is None:
        raise _refuse(Text("there is no drive {drive} in the history", drive=str(drive_id)))
    return row


def load_drive(store: Session, drive_id: int) -> DriveChange:
    """The drive as stored: its record, sheet (of the rounds complete), version and state."""
    row = _row(store, drive_id)
    record = DriveRecord(row[7])
    return DriveChange(drive_id, record, display_sheet(record), row[6], "load", row[5])


def drive_info(store: Session, drive_id: int) -> DriveInfo:
    return _info(_row(store, drive_id))


def drives(store: Session, played_on: str | None = None) -> list[DriveInfo]:
    """Every drive (or that date's), oldest first."""
    if played_on is None:
        rows = store.fetch_all(_HEADER + " ORDER BY id")
    else:
        rows = store.fetch_all(_HEADER + " WHERE played_on = ? ORDER BY id", [played_on])
    return [_info(r) for r in rows]


def drive_audit(store: Session, drive_id: int) -> list[DriveAudit]:
    return [
        DriveAudit(
            at, what, None if b is None else json.loads(b), None if a is None else json.loads(a)
        )
        for at, what, b, a in store.fetch_all(
            "SELECT at, what, before, after FROM drive_audit WHERE drive_id = ? ORDER BY id",
            [drive_id],
        )
    ]


@dataclass(frozen=True, slots=True)
class PlayerDrive:
    """One drive as a player played it (their page's "Drives"): the standings ``total`` (sit-out
    credit included), ``place`` in the standings of all, the rounds and hands played at a table,
    the points their side scored at those tables and their average per hand, prizes won."""

    drive_id: int
    title: str | None
    played_on: str | None
    form: str
    state: DriveState
    entrant: str  # the player's id in the drive, or their pair's
    total: Any
    place: int
    of: int
    rounds: int
    hands: int
    points: int
    prizes: tuple[str, ...]

    @property
    def average(self) -> float | None:
        """Points scored at the table per hand played (``None`` before any hand)."""
        return self.points / self.hands if self.hands else None


@dataclass(frozen=True, slots=True)
class PlayerDrives:
    """A player's drives, apart from their rubbers: never added to rubber points."""

    drives: tuple[PlayerDrive, ...]

    @property
    def played(self) -> int:
        return len(self.drives)

    @property
    def hands(self) -> int:
        return sum(d.hands for d in self.drives)

    @property
    def points(self) -> int:
        return sum(d.points for d in self.drives)

    @property
    def average(self) -> float | None:
        return self.points / self.hands if self.hands else None

    @property
    def prizes(self) -> int:
        return sum(len(d.prizes) for d in self.drives)


def _entrant(rec: Mapping[str, Any], name: str) -> tuple[str, set[str]] | None:
    """The id under which ``name`` stands in a drive (their pair's in a pair drive) and the ids
    that seat them (their own, or the pair's)."""
    want = name.strip().casefold()
    ids = [
        str(p["id"])
        for p in rec.get("players", [])
        if str(p.get("name", p.get("id", ""))).strip().casefold() == want
        and not is_ghost(str(p.get("id")))
    ]
    if not ids:
        return None
    pid = ids[0]
    pairs = rec.get("pairs")
    if isinstance(pairs, dict):
        for pair, members in pairs.items():
            if pid in members:
                return str(pair), {str(pair)}
    return pid, {pid}


def _at_tables(sheet: Mapping[str, Any], seats: set[str]) -> tuple[int, int, int]:
    """(rounds, hands, points) the entrant played at a table (byes not counted)."""
    rounds = hands = points = 0
    for rnd in sheet.get("rounds", []):
        for table in rnd.get("tables", []):
            if table.get("decided_by") == "bye" or table.get("NS") is None:
                continue
            seating = table.get("seating", {})
            side = next(
                (
                    side
                    for side, places in (("NS", ("N", "S", "NS")), ("EW", ("E", "W", "EW")))
                    if any(seating.get(p) in seats for p in places)
                ),
                None,
            )
            if side is None:
                continue
            rounds += 1
            hands += len(table.get("hands", table.get("deals", [])))
            points += int(table[side])
    return rounds, hands, points


def player_drives(store: Session, name: str) -> PlayerDrives:
    """The drives ``name`` played, from each drive's sheet (the rounds complete so far), oldest
    first. Qt-free: the player's page shows them as its "Drives"."""
    out = []
    for info in drives(store):
        change = load_drive(store, info.id)
        rec = change.record.to_json()
        who = _entrant(rec, name)
        if who is None:
            continue
        entrant, seats = who
        sheet = change.sheet
        standings = sheet.get("standings", [])
        place = next(
            (k for k, st in enumerate(standings, 1) if st.get("player", st.get("pair")) == entrant),
            0,
        )
        total = standings[place - 1]["total"] if place else 0
        rounds, hands, points = _at_tables(sheet, seats)
        prizes = tuple(
            str(p["prize"]) for p in sheet.get("prizes", []) if p.get("winner") == entrant
        )
        out.append(
            PlayerDrive(
                info.id,
                info.title,
                info.played_on,
                info.form,
                info.state,
                entrant,
                total,
                place,
                len(standings),
                rounds,
                hands,
                points,
                prizes,
            )
        )
    return PlayerDrives(tuple(out))


@dataclass(frozen=True, slots=True)
class EveningDrive:
    """A drive of an evening, for its summary beside the rubbers' balances."""

    id: int
    title: str | None
    form: str
    tables: int
    players: int
    state: DriveState
    rounds_played: int
    rounds: int
    #: (prize id, its title, the winner's name; sharers joined by " & "), once every round is
    #: played
    winners: tuple[tuple[str, str, str], ...]

    @property
    def state_text(self) -> str:
        """How far the drive is, as :class:`~scorepad.i18n.Text` (said with ``say``)."""
        if self.state == "declared":
            return Text("prizes declared")
        if self.rounds and self.rounds_played >= self.rounds:
            return Text("complete, prizes not yet declared")
        return Text.plural(
            "in play, {played} of {n} round",
            "in play, {played} of {n} rounds",
            self.rounds,
            played=self.rounds_played,
        )


def evening_drives(store: Session, date: str) -> list[EveningDrive]:
    """The drives played on ``date`` (ISO), oldest first, each with its prize winners so far.
    Their points are theirs: never added to the evening's rubber balances."""
    out = []
    for info in drives(store, date):
        change = load_drive(store, info.id)
        rec = change.record.to_json()
        names = {str(p["id"]): str(p.get("name", p["id"])) for p in rec.get("players", [])}
        pairs = rec.get("pairs") or {}
        for pair, members in pairs.items():
            names[str(pair)] = " & ".join(names.get(m, m) for m in members)
        rules = {**defaults(rec["form"]), **rec.get("house_rules", {})}
        rounds = int(rules.get("rounds") or 0)
        played = len(change.sheet.get("rounds", []))
        winners = []
        titles = prize_titles(rec)
        done = info.state == "declared" or (rounds > 0 and played >= rounds)
        for prize in change.sheet.get("prizes", []) if done else ():
            if prize.get("winner") is not None:
                who = names.get(prize["winner"], prize["winner"])
            else:
                who = " & ".join(names.get(t, t) for t in prize.get("tie", []))
            pid = str(prize["prize"])
            winners.append((pid, titles.get(pid, pid), who))
        out.append(
            EveningDrive(
                info.id,
                info.title,
                info.form,
                info.tables,
                info.players,
                info.state,
                played,
                rounds,
                tuple(winners),
            )
        )
    return out
