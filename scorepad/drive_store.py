"""Drives in the history (``drives.md`` §5, issue 13 "In the history").

A drive is one row of ``drives`` holding its ``scorepad-drive/1`` record, unchanged, as JSON
text: the record is the truth, and what export writes and ``scorepad drive`` reads. Every change
goes through one path, :func:`_change`:

* the new record is made by :class:`~scorepad.drives.DriveRecord` (which freezes a round's
  seating the moment its first result is entered, §2.1/§5.6) and scored by the drive rules
  service *before* anything is written — a refusal writes nothing;
* the caller's ``expect_version`` must still be the row's version (a window that has fallen
  behind another is told "stale" and writes nothing);
* the row and, for corrections, overrides, arrivals, departures, declaring and reopening, one
  ``drive_audit`` row (what was there before, what is there after) are written in one
  transaction, and the version goes up by one.

After prizes are declared the drive is ``declared``: a result can then be changed only after an
explicit :func:`reopen`, which is itself in the audit trail.

>>> from scorepad.store import Store
>>> from scorepad.drives import DriveRecord
>>> from scorepad.drives.registration import allocate
>>> store = Store.open(":memory:")
>>> rec = DriveRecord.new("whist_drive", [("L1", "lady"), ("L2", "lady"), ("G1", "gent"),
...                       ("G2", "gent")], allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
...                       house_rules={"rounds": 2})
>>> ch = create_drive(store, rec)
>>> ch = record_round_result(store, ch.drive_id, 1, 1, {"NS": 8, "EW": 5}, ch.version)
>>> ch.version, ch.sheet["standings"][0]["total"]
(2, 8)
"""

from __future__ import annotations

import datetime as dt
import json
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any, Literal

from scorepad.errors import InvalidEntryError, Problem
from scorepad.store.changes import Change

if TYPE_CHECKING:
    from scorepad.drives.record import DriveRecord
    from scorepad.store import Store

__all__ = [
    "DriveAudit",
    "DriveChange",
    "DriveInfo",
    "EveningDrive",
    "PlayerDrive",
    "PlayerDrives",
    "StaleDriveError",
    "arrive",
    "clear_sheets",
    "correct_result",
    "create_drive",
    "declare_prizes",
    "depart",
    "drive_audit",
    "drive_info",
    "drives",
    "evening_drives",
    "export_drives",
    "import_drives",
    "load_drive",
    "override_seating",
    "parse_drives",
    "player_drives",
    "record_prize_cut",
    "record_round_result",
    "reopen",
    "set_paid",
    "write_drives",
]

DriveState = Literal["in_play", "declared"]
EXPORT_KEYS = frozenset({"id", "record", "state", "audit", "created_at", "updated_at"})


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
    rounds: int
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


# -- the rules service, before anything is written ---------------------------------------------


def _undecided_prize(line: str) -> str | None:
    """The prize id of a "prize P: tie_winner: …" problem (a tie only a cut can decide)."""
    if line.startswith("prize ") and ": tie_winner:" in line:
        return line[len("prize ") :].split(":", 1)[0]
    return None


def _sheet_of(rec: dict[str, Any]) -> dict[str, Any]:
    """The drive sheet; a prize tie that only a cut can decide does not stop the drive: that
    prize is left out and named in ``undecided`` until its ``tie_winner`` is recorded."""
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives import drive_sheet

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
        rec = record.to_json()
    if rec["rounds"] and _pending(rec):
        rec = {**rec, "rounds": rec["rounds"][:-1]}
        key = json.dumps(rec, ensure_ascii=False)
    else:
        key = record._json
    hit = _SHEETS.get(key)
    if hit is None:
        if len(_SHEETS) >= _SHEETS_KEPT:
            _SHEETS.pop(next(iter(_SHEETS)))
        hit = _SHEETS[key] = _sheet_of(rec)
    return hit


def clear_sheets() -> None:
    """Forget the sheets remembered by :func:`display_sheet` (the benchmark's cold runs)."""
    _SHEETS.clear()


def _pending(rec: Mapping[str, Any]) -> list[int]:
    if not rec["rounds"]:
        return []
    done = {r.get("table") for r in rec["rounds"][-1].get("results", [])}
    return [t for t in range(1, rec["tables"] + 1) if t not in done]


def checked_sheet(record: DriveRecord, rec: dict[str, Any] | None = None) -> dict[str, Any]:
    """The sheet of ``record``, every entered result checked by the drive rules service.

    A round still waiting for some tables is checked too: every problem the service finds is
    reported except that the waiting tables have no result yet. A prize tie that only a cut can
    decide is no refusal: it waits in the sheet's ``undecided``. Raises InvalidEntryError."""
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.service import played_rounds

    if rec is None:
        rec = record.to_json()
    pending = _pending(rec)
    if pending:
        last = len(rec["rounds"])
        waiting = {
            f"round {last}, table {t}: no result; every table has one a round" for t in pending
        }
        try:
            played_rounds(rec)  # read and score every round: no standings needed
        except InvalidEntryError as e:
            rest = [p for p in e.problems if str(p) not in waiting]
            if rest and not all(_undecided_prize(str(p)) for p in rest):
                raise InvalidEntryError(rest) from None
    return display_sheet(record, rec)


# -- reading -------------------------------------------------------------------------------------

_HEADER = (
    "SELECT id, uid, title, played_on, form, state, version, record, created_at, updated_at "
    "FROM drives"
)


def _info(row: Sequence[Any]) -> DriveInfo:
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.reader import is_ghost

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
        created_at=row[8],
        updated_at=row[9],
    )


def _row(store: Store, drive_id: int) -> Any:
    row = store._one(_HEADER + " WHERE id = ?", [drive_id])
    if row is None:
        raise _refuse(f"there is no drive {drive_id} in the history")
    return row


def load_drive(store: Store, drive_id: int) -> DriveChange:
    """The drive as stored: its record, sheet (of the rounds complete), version and state."""
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.record import DriveRecord

    row = _row(store, drive_id)
    record = DriveRecord(row[7])
    return DriveChange(drive_id, record, display_sheet(record), row[6], "load", row[5])


def drive_info(store: Store, drive_id: int) -> DriveInfo:
    return _info(_row(store, drive_id))


def drives(store: Store, played_on: str | None = None) -> list[DriveInfo]:
    """Every drive (or that date's), oldest first."""
    if played_on is None:
        rows = store._all(_HEADER + " ORDER BY id")
    else:
        rows = store._all(_HEADER + " WHERE played_on = ? ORDER BY id", [played_on])
    return [_info(r) for r in rows]


def drive_audit(store: Store, drive_id: int) -> list[DriveAudit]:
    return [
        DriveAudit(
            at, what, None if b is None else json.loads(b), None if a is None else json.loads(a)
        )
        for at, what, b, a in store._all(
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
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.reader import is_ghost

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


def player_drives(store: Store, name: str) -> PlayerDrives:
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
    #: (prize, winner's name; sharers joined by " & "), once every round is played
    winners: tuple[tuple[str, str], ...]

    @property
    def state_text(self) -> str:
        if self.state == "declared":
            return "prizes declared"
        if self.rounds and self.rounds_played >= self.rounds:
            return "complete, prizes not yet declared"
        return f"in play, {self.rounds_played} of {self.rounds} rounds"


def evening_drives(store: Store, date: str) -> list[EveningDrive]:
    """The drives played on ``date`` (ISO), oldest first, each with its prize winners so far.
    Their points are theirs: never added to the evening's rubber balances."""
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.rules import defaults

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
        done = info.state == "declared" or (rounds > 0 and played >= rounds)
        for prize in change.sheet.get("prizes", []) if done else ():
            if prize.get("winner") is not None:
                who = names.get(prize["winner"], prize["winner"])
            else:
                who = " & ".join(names.get(t, t) for t in prize.get("tie", []))
            winners.append((str(prize["prize"]), who))
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


def _tell(store: Store, change: DriveChange) -> None:
    """Queue the store's ``drive`` change: its listeners hear of it once the write commits."""
    store._pending.append(
        Change("drive", drive_id=change.drive_id, version=change.version, drive=change)
    )


# -- writing -------------------------------------------------------------------------------------


def create_drive(store: Store, record: DriveRecord, *, uid: str | None = None) -> DriveChange:
    """Store a new drive (usually with no rounds yet). Checked first; version 1."""
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.record import DriveRecord

    record = DriveRecord.from_json(record.to_json())
    sheet = checked_sheet(record)
    rec = record.to_json()
    now = _now()
    with store._write():
        cur = store._conn.execute(
            "INSERT INTO drives (uid, title, played_on, form, record, state, version, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'in_play', 1, ?, ?)",
            [
                uid or secrets.token_hex(8),
                rec.get("title"),
                rec.get("played_on"),
                rec["form"],
                record._json,
                now,
                now,
            ],
        )
        drive_id = int(cur.lastrowid or 0)
        change = DriveChange(drive_id, record, sheet, 1, "create")
        _tell(store, change)
    return change


def _change(
    store: Store,
    drive_id: int,
    expect_version: int | None,
    what: str,
    make: Any,
    *,
    audit: bool,
    state: DriveState | None = None,
    allow_declared: bool = False,
    warn: Any = None,
) -> DriveChange:
    """The one write path: read, make the new record, check it, then write row and audit."""
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.record import DriveRecord

    with store._write():
        row = _row(store, drive_id)
        version, old_state = int(row[6]), row[5]
        if expect_version is not None and expect_version != version:
            raise StaleDriveError(
                [
                    Problem(
                        None,
                        "",
                        f"stale: drive {drive_id} is at version {version}, not {expect_version}; "
                        "reload it",
                    )
                ]
            )
        if old_state == "declared" and not allow_declared:
            raise _refuse(
                "the prizes of this drive are declared: reopen it to change a result or a seat"
            )
        old = DriveRecord(row[7])
        new, before, after, warnings = make(old)
        newrec = new.to_json()
        sheet = checked_sheet(new, newrec)  # the rules service reads every field here
        if warn is not None:
            warnings = [*warnings, *warn(old, new)]
        new_state: DriveState = state or old_state
        now = _now()
        store._conn.execute(
            "UPDATE drives SET record = ?, title = ?, played_on = ?, state = ?, version = ?, "
            "updated_at = ? WHERE id = ?",
            [
                new._json,
                newrec.get("title"),
                newrec.get("played_on"),
                new_state,
                version + 1,
                now,
                drive_id,
            ],
        )
        if audit:
            store._conn.execute(
                "INSERT INTO drive_audit (drive_id, at, what, before, after) "
                "VALUES (?, ?, ?, ?, ?)",
                [
                    drive_id,
                    now,
                    what,
                    None if before is None else _dumps(before),
                    None if after is None else _dumps(after),
                ],
            )
        change = DriveChange(drive_id, new, sheet, version + 1, what, new_state, tuple(warnings))
        _tell(store, change)
    return change


def _result_of(record: DriveRecord, round_no: int, table: int) -> dict[str, Any] | None:
    rounds = record.to_json()["rounds"]
    if not 1 <= round_no <= len(rounds):
        return None
    for r in rounds[round_no - 1].get("results", []):
        if r.get("table") == table:
            return dict(r)
    return None


def _winners(sheet: Mapping[str, Any]) -> dict[tuple[int, int], Any]:
    return {
        (r["round"], t["table"]): t["winner"] for r in sheet.get("rounds", []) for t in r["tables"]
    }


def _names(record: DriveRecord) -> dict[str, str]:
    return {p["id"]: p.get("name", p["id"]) for p in record.to_json()["players"]}


def correction_warnings(
    before: DriveRecord, after: DriveRecord, round_no: int, table: int
) -> list[str]:
    """§5.6: a correction that reverses a table's result before the last round entered does not
    reseat the rounds played since; say who should have moved."""
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.reader import is_ghost

    try:
        old, new = display_sheet(before), display_sheet(after)
    except InvalidEntryError:
        return []
    was, now = _winners(old).get((round_no, table)), _winners(new).get((round_no, table))
    last = after.rounds
    if was is None or now is None or was == now or round_no >= last:
        return []
    rnd = new["rounds"][round_no - 1]
    seat = next(t["seating"] for t in rnd["tables"] if t["table"] == table)
    keys = ("NS", "EW") if "NS" in seat else (("N", "S"), ("E", "W"))
    if isinstance(keys[0], str):
        side = [seat["NS"], seat["EW"]]
    else:
        side = [seat["N"], seat["S"], seat["E"], seat["W"]]
    real = [x for x in side if not is_ghost(x)]
    names = _names(after)
    who = " and ".join(names.get(x, x) for x in real) or "nobody"
    later = f"round {round_no + 1}" if round_no + 1 == last else f"rounds {round_no + 1}–{last}"
    return [
        f"round {round_no} table {table} now won by {now}: {who} should have moved "
        f"otherwise; {later} {'was' if round_no + 1 == last else 'were'} played as seated"
    ]


def record_round_result(
    store: Store,
    drive_id: int,
    round: int,
    table: int,
    result: Mapping[str, Any],
    expect_version: int | None,
) -> DriveChange:
    """Record one table's result of a round (the next round opens with its first result, and
    its seating is stored as played). A table that already has a result is corrected instead
    (audited, with the §5.6 warning)."""
    res = {"table": table, **{k: v for k, v in result.items() if k != "table"}}

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        if _result_of(old, round, table) is not None:
            raise _refuse(f"round {round}, table {table} already has a result: correct it instead")
        return old.with_result(round, res), None, None, []

    try:
        return _change(store, drive_id, expect_version, "result", make, audit=False)
    except IndexError as e:
        raise _refuse(str(e)) from None


def correct_result(
    store: Store,
    drive_id: int,
    round: int,
    table: int,
    result: Mapping[str, Any],
    expect_version: int | None,
) -> DriveChange:
    """Correct a table's result of an entered round: scores, standings and prizes are
    recomputed, the seating played is kept, and the warning of §5.6 is returned."""
    res = {"table": table, **{k: v for k, v in result.items() if k != "table"}}

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        before = _result_of(old, round, table)
        if before is None:
            raise _refuse(f"round {round}, table {table} has no result to correct")
        new = old.with_result(round, res)
        return new, {"round": round, **before}, {"round": round, **res}, []

    def warn(old: DriveRecord, new: DriveRecord) -> list[str]:
        return correction_warnings(old, new, round, table)

    return _change(store, drive_id, expect_version, "correct", make, audit=True, warn=warn)


def _target_round(record: DriveRecord) -> int:
    """The round a change of seating for "from the next round" applies to: a round opened with
    no result yet, else the one after the last complete round."""
    rounds = record.to_json()["rounds"]
    if rounds and not rounds[-1].get("results"):
        return len(rounds)
    if rounds and record.pending():
        raise _refuse(
            f"round {len(rounds)} still waits for tables "
            f"{', '.join(map(str, record.pending()))}: enter them first"
        )
    return len(rounds) + 1


def override_seating(
    store: Store,
    drive_id: int,
    round: int,
    seating: Sequence[Mapping[str, Any]],
    expect_version: int | None,
) -> DriveChange:
    """The secretary moves people by hand: the seating is stored as the seating played of
    ``round`` (an entered round, or the next one, which opens with no result)."""
    rows = [dict(s) for s in seating]

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        try:
            before = old.seating_of(round)
        except IndexError as e:
            raise _refuse(str(e)) from None
        return (
            old.with_seating(round, rows),
            {"round": round, "seating": before},
            {
                "round": round,
                "seating": rows,
            },
            [],
        )

    try:
        return _change(store, drive_id, expect_version, "override", make, audit=True)
    except IndexError as e:
        raise _refuse(str(e)) from None


_SEATS_OF = {"lady": ("N", "E", "S", "W"), "gent": ("S", "W", "N", "E"), None: ("N", "E", "S", "W")}


def arrive(
    store: Store,
    drive_id: int,
    player_id: str,
    name: str,
    role: str | None,
    expect_version: int | None,
) -> DriveChange:
    """A late arrival (§3.7): registered, and seated in a ghost's seat from the next round
    (a seat of their role where there is one). The rounds before are neither credited nor
    counted."""

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
        from scorepad.drives.reader import is_ghost
        from scorepad.drives.record import DriveRecord

        rec = old.to_json()
        if any(p["id"] == player_id for p in rec["players"]):
            raise _refuse(f"{player_id} is already registered")
        if rec.get("pairs") is not None:
            raise _refuse("in a pair drive a late pair takes a ghost pair's place by an override")
        target = _target_round(old)
        seating = old.seating_of(target)
        spot = None
        for seat in _SEATS_OF.get(role, _SEATS_OF[None]):
            for row in seating:
                if is_ghost(str(row.get(seat))):
                    spot = (row, seat)
                    break
            if spot:
                break
        if spot is None:
            raise _refuse("no ghost's seat is free: every table is full")
        ghost = spot[0][spot[1]]
        spot[0][spot[1]] = player_id
        player: dict[str, Any] = {"id": player_id, "name": name}
        if role is not None:
            player["role"] = role
        rec["players"].append(player)
        new = DriveRecord.from_json(rec).with_seating(target, seating)
        return (
            new,
            {"round": target, "table": spot[0]["table"], "seat": spot[1], "was": ghost},
            {"round": target, "player": player},
            [],
        )

    return _change(store, drive_id, expect_version, "arrive", make, audit=True)


def depart(store: Store, drive_id: int, player_id: str, expect_version: int | None) -> DriveChange:
    """A player who leaves is replaced by a ghost from the next round (§3.7)."""

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        target = _target_round(old)
        seating = old.seating_of(target)
        used = {str(v) for row in seating for k, v in row.items() if k != "table"}
        spot = next(
            (
                (row, k)
                for row in seating
                for k, v in row.items()
                if k != "table" and v == player_id
            ),
            None,
        )
        if spot is None:
            raise _refuse(f"{player_id} does not sit in round {target}")
        n = 1
        while f"ghost{n}" in used:
            n += 1
        spot[0][spot[1]] = f"ghost{n}"
        new = old.with_seating(target, seating)
        return (
            new,
            {"round": target, "table": spot[0]["table"], "seat": spot[1], "player": player_id},
            {"round": target, "ghost": f"ghost{n}"},
            [],
        )

    return _change(store, drive_id, expect_version, "depart", make, audit=True)


def set_paid(
    store: Store, drive_id: int, paid: Sequence[str], expect_version: int | None
) -> DriveChange:
    """The entry fees ticked off at the door (§5.7 ``money.paid``). Money never changes a
    score, so this is allowed after the prizes are declared too."""

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
        from scorepad.drives.record import DriveRecord

        rec = old.to_json()
        if rec.get("money") is None:
            raise _refuse("this drive keeps no money: it has no entry fee")
        before = rec["money"].get("paid")
        rec["money"]["paid"] = list(paid)
        return DriveRecord.from_json(rec), {"paid": before}, {"paid": list(paid)}, []

    return _change(store, drive_id, expect_version, "paid", make, audit=False, allow_declared=True)


def record_prize_cut(
    store: Store, drive_id: int, prize: str, winner: str, expect_version: int | None
) -> DriveChange:
    """The cut or draw that decided a prize tie the tie rule could not (the prize's
    ``tie_winner``, §3.6); audited."""

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
        from scorepad.drives.record import DriveRecord

        rec = old.to_json()
        item = next((p for p in rec.get("prizes", []) if p.get("id") == prize), None)
        if item is None:
            raise _refuse(f"prize {prize}: there is no such prize")
        before = item.get("tie_winner")
        item["tie_winner"] = winner
        new = DriveRecord.from_json(rec)
        return (
            new,
            {"prize": prize, "tie_winner": before},
            {"prize": prize, "tie_winner": winner},
            [],
        )

    return _change(store, drive_id, expect_version, "cut", make, audit=True)


def declare_prizes(store: Store, drive_id: int, expect_version: int | None) -> DriveChange:
    """Declare the prizes: the drive closes (``declared``); a later change needs a reopen."""

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        if old.pending():
            raise _refuse(
                f"round {old.rounds} still waits for tables {', '.join(map(str, old.pending()))}"
            )
        sheet = display_sheet(old)
        if sheet.get("undecided"):
            raise InvalidEntryError(Problem(None, "", line) for line in sheet["undecided"])
        return old, None, {"prizes": sheet["prizes"]}, []

    return _change(store, drive_id, expect_version, "declare", make, audit=True, state="declared")


def reopen(
    store: Store, drive_id: int, expect_version: int | None, reason: str = ""
) -> DriveChange:
    """Reopen a declared drive for a correction; kept in the audit trail."""

    def make(old: DriveRecord) -> tuple[DriveRecord, Any, Any, list[str]]:
        return old, {"state": "declared"}, {"state": "in_play", "reason": reason}, []

    row = _row(store, drive_id)
    if row[5] != "declared":
        raise _refuse("the drive is not declared: there is nothing to reopen")
    return _change(
        store,
        drive_id,
        expect_version,
        "reopen",
        make,
        audit=True,
        state="in_play",
        allow_declared=True,
    )


# -- export and import ---------------------------------------------------------------------------


def export_drives(store: Store) -> list[dict[str, Any]]:
    """Each drive's export item ``{id, record, state, audit, created_at, updated_at}``; the
    ``record`` is the ``scorepad-drive/1`` record exactly as stored."""
    out = []
    for row in store._all(
        "SELECT id, uid, record, state, created_at, updated_at FROM drives ORDER BY id"
    ):
        item: dict[str, Any] = {
            "id": row[1],
            "record": json.loads(row[2]),
            "state": row[3],
            "audit": [
                {"at": a.at, "what": a.what, "before": a.before, "after": a.after}
                for a in drive_audit(store, row[0])
            ],
            "created_at": row[4],
            "updated_at": row[5],
        }
        out.append(item)
    return out


def write_drives(store: Store, out: IO[str]) -> int:
    """Stream the ``drives`` list of an export (``,\\n "drives": [...]``), if there are any."""
    items = export_drives(store)
    for i, d in enumerate(items):
        out.write((",\n  " if i else ',\n "drives": [\n  ') + json.dumps(d, ensure_ascii=False))
    if items:
        out.write("\n ]")
    return len(items)


@dataclass(frozen=True, slots=True)
class _Import:
    uid: str
    record: DriveRecord
    state: DriveState
    audit: tuple[dict[str, Any], ...]
    created_at: str | None
    updated_at: str | None


def parse_drives(raw: object) -> list[_Import]:
    """The ``drives`` list of an export file, every record checked by the rules service.
    Raises InvalidEntryError (``drive N: …``) and nothing is written."""
    # Lazy: opening a history skips the drives' code (scorepad.drives ~40 ms)
    from scorepad.drives.record import DriveRecord

    if raw is None:
        return []
    if not isinstance(raw, list):
        raise _refuse("drives: expected a list")
    problems: list[Problem] = []
    out: list[_Import] = []
    for n, item in enumerate(raw, 1):
        here = f"drive {n}"
        if not isinstance(item, dict):
            problems.append(Problem(None, "", f"{here}: expected an object"))
            continue
        for k in item:
            if k not in EXPORT_KEYS:
                problems.append(Problem(None, "", f"{here}: {k}: unknown field"))
        uid = item.get("id")
        if not isinstance(uid, str) or not uid:
            problems.append(Problem(None, "", f"{here}: id: expected a text"))
            continue
        state = item.get("state", "in_play")
        if state not in ("in_play", "declared"):
            problems.append(Problem(None, "", f"{here}: state: in_play or declared"))
            continue
        audit = item.get("audit", [])
        if not isinstance(audit, list) or not all(
            isinstance(a, dict) and isinstance(a.get("at"), str) and isinstance(a.get("what"), str)
            for a in audit
        ):
            problems.append(
                Problem(None, "", f"{here}: audit: a list of {{at, what, before, after}}")
            )
            continue
        try:
            record = DriveRecord.from_json(item.get("record"))
            checked_sheet(record)
        except InvalidEntryError as e:
            problems.extend(Problem(None, "", f"{here}: {p}") for p in e.problems)
            continue
        out.append(
            _Import(
                uid,
                record,
                state,
                tuple(audit),
                item.get("created_at") if isinstance(item.get("created_at"), str) else None,
                item.get("updated_at") if isinstance(item.get("updated_at"), str) else None,
            )
        )
    if problems:
        raise InvalidEntryError(problems)
    return out


def import_drives(store: Store, items: Iterable[_Import]) -> list[int]:
    """Write parsed drives (inside the caller's transaction, or one of its own). A drive whose
    id is already in the history is left as it is."""
    ids = []
    with store._write():
        for it in items:
            if store._one("SELECT 1 FROM drives WHERE uid = ?", [it.uid]) is not None:
                continue
            rec = it.record.to_json()
            now = _now()
            cur = store._conn.execute(
                "INSERT INTO drives (uid, title, played_on, form, record, state, version, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)",
                [
                    it.uid,
                    rec.get("title"),
                    rec.get("played_on"),
                    rec["form"],
                    it.record._json,
                    it.state,
                    it.created_at or now,
                    it.updated_at or now,
                ],
            )
            did = int(cur.lastrowid or 0)
            store._conn.executemany(
                "INSERT INTO drive_audit (drive_id, at, what, before, after) "
                "VALUES (?, ?, ?, ?, ?)",
                [
                    (
                        did,
                        a["at"],
                        a["what"],
                        None if a.get("before") is None else _dumps(a["before"]),
                        None if a.get("after") is None else _dumps(a["after"]),
                    )
                    for a in it.audit
                ],
            )
            ids.append(did)
        if ids:
            store._pending.append(Change("drive", drive_ids=tuple(ids)))
    return ids
