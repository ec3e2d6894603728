"""Drives in the history (``drives.md`` §5, issue 13 "In the history").

A drive is one row of ``drives`` holding its ``scorepad-drive/1`` record, unchanged, as JSON
text: the record is the truth, and what export writes and ``scorepad drive`` reads. A drive is
changed through the same change path as a rubber: each change is a frozen command object
(:class:`RecordRoundResult`, :class:`CorrectResult`, …) that :meth:`Store.run
<scorepad.store.Store.run>` runs in one transaction, returning the store's
``Change(kind="drive")``; the functions (:func:`record_round_result` …) are thin wrappers that
return what the write left (a :class:`DriveChange`). In each change:

* the new record is made by :class:`~scorepad.drives.DriveRecord` (which freezes a round's
  seating the moment its first result is entered, §2.1/§5.6) and scored by the drive rules
  service *before* anything is written — a refusal writes nothing;
* the caller's ``expect_version`` must still be the row's version (a window that has fallen
  behind another is told "stale" and writes nothing);
* the row, for corrections, overrides, arrivals, departures, cuts, declaring and reopening one
  ``drive_audit`` row (what was there before, what is there after), and one entry of the
  drive's hash chain (:mod:`scorepad.drive_chain`, kept by :mod:`scorepad.store.ledger`) are
  written in one transaction, and the version goes up by one.

After prizes are declared the drive is ``declared``: a result can then be changed only after an
explicit :func:`reopen`, which is itself in the audit trail.

The chain travels in exports (``start``, ``audit``, ``chain`` beside the record) and import
verifies it as a rubber's: the same drive twice adds nothing, a chain that extends the one here
brings the drive up to date, one that diverges is refused saying where, and an export edited by
hand is refused naming the drive ("the whist drive of 2026-11-20").

>>> from scorepad.store import Store
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
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import IO, TYPE_CHECKING, Any, Literal

from scorepad import chain as _chain
from scorepad import drive_chain
from scorepad.drives import drive_sheet
from scorepad.drives.reader import is_ghost
from scorepad.drives.record import DriveRecord, forget_so_far, text_of
from scorepad.drives.rules import defaults
from scorepad.drives.service import last_round_problems, played_rounds
from scorepad.drives.words import prize_titles
from scorepad.errors import InvalidEntryError, Problem
from scorepad.limits import shown
from scorepad.store import ledger
from scorepad.store.changes import Change
from scorepad.store.damage import Damage, read_deal

if TYPE_CHECKING:
    from scorepad.store import Store

__all__ = [
    "Arrive",
    "CorrectResult",
    "CreateDrive",
    "DeclarePrizes",
    "Depart",
    "DriveAudit",
    "DriveChange",
    "DriveImport",
    "DriveInfo",
    "EveningDrive",
    "OverrideSeating",
    "PlayerDrive",
    "PlayerDrives",
    "RecordPrizeCut",
    "RecordRoundResult",
    "ReopenDrive",
    "SetPaid",
    "StaleDriveError",
    "arrive",
    "clear_sheets",
    "correct_result",
    "create_drive",
    "declare_prizes",
    "depart",
    "drive_audit",
    "drive_info",
    "drive_name",
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


# -- the rules service, before anything is written ---------------------------------------------


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
    if rec["rounds"] and _pending(rec):
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
    return _pending(rec)


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
    if rec is None:
        rec = record.data()
    pending = _pending(rec)
    if pending:
        try:
            # the tables entered of the round in progress checked and scored once: the window's
            # live standings are these, remembered
            record.standings_so_far()
        except InvalidEntryError:
            pass  # the problems found and worded below
        else:
            return display_sheet(record, rec)
        last = len(rec["rounds"])
        waiting = {
            f"round {last}, table {t}: no result; every table has one a round" for t in pending
        }
        found = last_round_problems(rec)  # the rounds before it as scored before
        if found is not None:
            left = [line for line in found if line not in waiting]
            if left:
                raise InvalidEntryError(Problem(None, "", line) for line in left)
            return display_sheet(record, rec)
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


def _row(store: Store, drive_id: int) -> Any:
    row = store._one(_HEADER + " WHERE id = ?", [drive_id])
    if row is None:
        raise _refuse(f"there is no drive {drive_id} in the history")
    return row


def load_drive(store: Store, drive_id: int) -> DriveChange:
    """The drive as stored: its record, sheet (of the rounds complete), version and state."""
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
    #: (prize id, its title, the winner's name; sharers joined by " & "), once every round is
    #: played
    winners: tuple[tuple[str, str, str], ...]

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


def _result_of(record: DriveRecord, round_no: int, table: int) -> dict[str, Any] | None:
    rounds = record.data()["rounds"]  # the shared parse: read only, the result copied
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
    return {p["id"]: p.get("name", p["id"]) for p in record.data()["players"]}


def correction_warnings(
    before: DriveRecord, after: DriveRecord, round_no: int, table: int
) -> list[str]:
    """§5.6: a correction that reverses a table's result before the last round entered does not
    reseat the rounds played since; say who should have moved."""
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


def _target_round(record: DriveRecord) -> int:
    """The round a change of seating for "from the next round" applies to: a round opened with
    no result yet, else the one after the last complete round."""
    rounds = record.data()["rounds"]
    if rounds and not rounds[-1].get("results"):
        return len(rounds)
    if rounds and record.pending():
        raise _refuse(
            f"round {len(rounds)} still waits for tables "
            f"{', '.join(map(str, record.pending()))}: enter them first"
        )
    return len(rounds) + 1


_SEATS_OF = {"lady": ("N", "E", "S", "W"), "gent": ("S", "W", "N", "E"), None: ("N", "E", "S", "W")}


def _drive_change(change: DriveChange) -> Change:
    """The store's ``drive`` change for what a write left (:meth:`Store.run` queues it: its
    listeners hear of it once the write commits)."""
    return Change("drive", drive_id=change.drive_id, version=change.version, drive=change)


def _of(change: Change) -> DriveChange:
    assert isinstance(change.drive, DriveChange)
    return change.drive


# -- writing: the commands -----------------------------------------------------------------------
#
# Each change of a drive is a frozen command object, run by :meth:`Store.run` in one transaction
# (like a rubber's), returning the store's ``Change(kind="drive")``; the functions further down
# (``record_round_result(store, drive_id, …) -> DriveChange`` …) are thin wrappers over them.

_Made = tuple[DriveRecord, Any, Any, dict[str, Any]]  # new record, audit before/after, where


@dataclass(frozen=True, slots=True)
class CreateDrive:
    """Store a new drive (usually with no rounds yet). Checked first; version 1; its chain
    starts from its header (the record and state ``in_play``)."""

    record: DriveRecord
    uid: str | None = None

    def apply(self, store: Store) -> Change:
        record = DriveRecord.from_json(self.record.to_json())
        sheet = checked_sheet(record)
        rec = record.to_json()
        now = _now()
        cur = store._conn.execute(
            "INSERT INTO drives (uid, title, played_on, form, record, state, version, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'in_play', 1, ?, ?)",
            [
                self.uid or ledger.new_uid(),
                rec.get("title"),
                rec.get("played_on"),
                rec["form"],
                record._json,
                now,
                now,
            ],
        )
        drive_id = int(cur.lastrowid or 0)
        ledger.start_drive(store._conn, drive_id, drive_chain.drive_header(rec, "in_play"))
        return _drive_change(DriveChange(drive_id, record, sheet, 1, "create"))


def _stale(drive_id: int, version: int, expect: int) -> StaleDriveError:
    return StaleDriveError(
        [
            Problem(
                None,
                "",
                f"stale: drive {drive_id} is at version {version}, not {expect}; reload it",
            )
        ]
    )


def _change(
    store: Store,
    drive_id: int,
    expect_version: int | None,
    what: str,
    make: Callable[[DriveRecord], _Made],
    *,
    audit: bool,
    state: DriveState | None = None,
    allow_declared: bool = False,
    warn: Callable[[DriveRecord, DriveRecord], list[str]] | None = None,
) -> Change:
    """The one write path, inside :meth:`Store.run`'s transaction: read, make the new record,
    check it, then write the row, the audit row and the chain's entry."""
    row = _row(store, drive_id)
    version, old_state = int(row[6]), row[5]
    if expect_version is not None and expect_version != version:
        raise _stale(drive_id, version, expect_version)
    if old_state == "declared" and not allow_declared:
        raise _refuse(
            "the prizes of this drive are declared: reopen it to change a result or a seat"
        )
    old = DriveRecord(row[7])
    new, before, after, where = make(old)
    # both parses are the records' shared ones (read only, never changed): the new record's
    # is the one ``make`` built, sharing every round it did not change with the old one's,
    # so finding what changed skips the rounds that are the same objects
    newrec = new.data()
    sheet = checked_sheet(new, newrec)  # the rules service reads every field here
    warnings = warn(old, new) if warn is not None else []
    new_state: DriveState = state or old_state
    now = _now()
    conn = store._conn
    conn.execute(
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
        conn.execute(
            "INSERT INTO drive_audit (drive_id, at, what, before, after) VALUES (?, ?, ?, ?, ?)",
            [
                drive_id,
                now,
                what,
                None if before is None else _dumps(before),
                None if after is None else _dumps(after),
            ],
        )
    entry = drive_chain.drive_entry(
        what,
        drive_chain.changes_between(old.data(), newrec),
        before=before,
        after=after,
        state=(old_state, new_state),
        at=now,
        **where,
    )
    ledger.append_drive(conn, drive_id, entry)
    change = DriveChange(drive_id, new, sheet, version + 1, what, new_state, tuple(warnings))
    return _drive_change(change)


def _result_row(table: int, result: Mapping[str, Any]) -> dict[str, Any]:
    return {"table": table, **{k: v for k, v in result.items() if k != "table"}}


@dataclass(frozen=True, slots=True)
class RecordRoundResult:
    """One table's result of a round (the next round opens with its first result, and its
    seating is stored as played). A table that already has a result is refused: correct it."""

    drive_id: int
    round: int
    table: int
    result: Mapping[str, Any]
    expect_version: int | None = None

    def _make(self, old: DriveRecord) -> _Made:
        if _result_of(old, self.round, self.table) is not None:
            raise _refuse(
                f"round {self.round}, table {self.table} already has a result: correct it instead"
            )
        new = old.with_result(self.round, _result_row(self.table, self.result))
        return new, None, None, {"round": self.round, "table": self.table}

    def apply(self, store: Store) -> Change:
        try:
            return _change(
                store, self.drive_id, self.expect_version, "result", self._make, audit=False
            )
        except IndexError as e:
            raise _refuse(str(e)) from None


@dataclass(frozen=True, slots=True)
class CorrectResult:
    """Correct a table's result of an entered round: scores, standings and prizes are
    recomputed, the seating played is kept, and the warning of §5.6 is returned. Audited."""

    drive_id: int
    round: int
    table: int
    result: Mapping[str, Any]
    expect_version: int | None = None

    def _make(self, old: DriveRecord) -> _Made:
        before = _result_of(old, self.round, self.table)
        if before is None:
            raise _refuse(f"round {self.round}, table {self.table} has no result to correct")
        res = _result_row(self.table, self.result)
        new = old.with_result(self.round, res)
        where = {"round": self.round, "table": self.table}
        return new, {"round": self.round, **before}, {"round": self.round, **res}, where

    def _warn(self, old: DriveRecord, new: DriveRecord) -> list[str]:
        return correction_warnings(old, new, self.round, self.table)

    def apply(self, store: Store) -> Change:
        return _change(
            store,
            self.drive_id,
            self.expect_version,
            "correct",
            self._make,
            audit=True,
            warn=self._warn,
        )


@dataclass(frozen=True, slots=True)
class OverrideSeating:
    """The secretary moves people by hand: the seating is stored as the seating played of
    ``round`` (an entered round, or the next one, which opens with no result). Audited."""

    drive_id: int
    round: int
    seating: Sequence[Mapping[str, Any]]
    expect_version: int | None = None

    def _make(self, old: DriveRecord) -> _Made:
        rows = [dict(s) for s in self.seating]
        try:
            before = old.seating_of(self.round)
        except IndexError as e:
            raise _refuse(str(e)) from None
        return (
            old.with_seating(self.round, rows),
            {"round": self.round, "seating": before},
            {"round": self.round, "seating": rows},
            {"round": self.round},
        )

    def apply(self, store: Store) -> Change:
        try:
            return _change(
                store, self.drive_id, self.expect_version, "override", self._make, audit=True
            )
        except IndexError as e:
            raise _refuse(str(e)) from None


@dataclass(frozen=True, slots=True)
class Arrive:
    """A late arrival (§3.7): registered, and seated in a ghost's seat from the next round (a
    seat of their role where there is one). The rounds before are neither credited nor
    counted. Audited."""

    drive_id: int
    player_id: str
    name: str
    role: str | None = None
    expect_version: int | None = None

    def _make(self, old: DriveRecord) -> _Made:
        rec = old.to_json()
        if any(p["id"] == self.player_id for p in rec["players"]):
            raise _refuse(f"{self.player_id} is already registered")
        if rec.get("pairs") is not None:
            raise _refuse("in a pair drive a late pair takes a ghost pair's place by an override")
        target = _target_round(old)
        seating = old.seating_of(target)
        spot = _ghost_seat(seating, self.role)
        if spot is None:
            raise _refuse("no ghost's seat is free: every table is full")
        ghost = spot[0][spot[1]]
        spot[0][spot[1]] = self.player_id
        player: dict[str, Any] = {"id": self.player_id, "name": self.name}
        if self.role is not None:
            player["role"] = self.role
        rec["players"].append(player)
        new = DriveRecord.from_json(rec).with_seating(target, seating)
        return (
            new,
            {"round": target, "table": spot[0]["table"], "seat": spot[1], "was": ghost},
            {"round": target, "player": player},
            {"player": self.player_id, "round": target},
        )

    def apply(self, store: Store) -> Change:
        return _change(store, self.drive_id, self.expect_version, "arrive", self._make, audit=True)


def _ghost_seat(
    seating: list[dict[str, Any]], role: str | None
) -> tuple[dict[str, Any], str] | None:
    """The first ghost's seat of the seating, one of the role's seats first."""
    for seat in _SEATS_OF.get(role, _SEATS_OF[None]):
        for row in seating:
            if is_ghost(str(row.get(seat))):
                return row, seat
    return None


@dataclass(frozen=True, slots=True)
class Depart:
    """A player who leaves is replaced by a ghost from the next round (§3.7). Audited."""

    drive_id: int
    player_id: str
    expect_version: int | None = None

    def _make(self, old: DriveRecord) -> _Made:
        target = _target_round(old)
        seating = old.seating_of(target)
        used = {str(v) for row in seating for k, v in row.items() if k != "table"}
        spot = next(
            (
                (row, k)
                for row in seating
                for k, v in row.items()
                if k != "table" and v == self.player_id
            ),
            None,
        )
        if spot is None:
            raise _refuse(f"{self.player_id} does not sit in round {target}")
        n = 1
        while f"ghost{n}" in used:
            n += 1
        spot[0][spot[1]] = f"ghost{n}"
        new = old.with_seating(target, seating)
        return (
            new,
            {"round": target, "table": spot[0]["table"], "seat": spot[1], "player": self.player_id},
            {"round": target, "ghost": f"ghost{n}"},
            {"player": self.player_id, "round": target},
        )

    def apply(self, store: Store) -> Change:
        return _change(store, self.drive_id, self.expect_version, "depart", self._make, audit=True)


@dataclass(frozen=True, slots=True)
class SetPaid:
    """The entry fees ticked off at the door (§5.7 ``money.paid``). Money never changes a
    score, so this is allowed after the prizes are declared too."""

    drive_id: int
    paid: Sequence[str]
    expect_version: int | None = None

    def _make(self, old: DriveRecord) -> _Made:
        rec = old.to_json()
        if rec.get("money") is None:
            raise _refuse("this drive keeps no money: it has no entry fee")
        before = rec["money"].get("paid")
        rec["money"]["paid"] = list(self.paid)
        return DriveRecord.from_json(rec), {"paid": before}, {"paid": list(self.paid)}, {}

    def apply(self, store: Store) -> Change:
        return _change(
            store,
            self.drive_id,
            self.expect_version,
            "paid",
            self._make,
            audit=False,
            allow_declared=True,
        )


@dataclass(frozen=True, slots=True)
class RecordPrizeCut:
    """The cut or draw that decided a prize tie the tie rule could not (the prize's
    ``tie_winner``, §3.6). Audited."""

    drive_id: int
    prize: str
    winner: str
    expect_version: int | None = None

    def _make(self, old: DriveRecord) -> _Made:
        rec = old.to_json()
        item = next((p for p in rec.get("prizes", []) if p.get("id") == self.prize), None)
        if item is None:
            raise _refuse(f"prize {self.prize}: there is no such prize")
        before = item.get("tie_winner")
        item["tie_winner"] = self.winner
        return (
            DriveRecord.from_json(rec),
            {"prize": self.prize, "tie_winner": before},
            {"prize": self.prize, "tie_winner": self.winner},
            {"prize": self.prize},
        )

    def apply(self, store: Store) -> Change:
        return _change(store, self.drive_id, self.expect_version, "cut", self._make, audit=True)


@dataclass(frozen=True, slots=True)
class DeclarePrizes:
    """Declare the prizes: the drive closes (``declared``); a later change needs a reopen."""

    drive_id: int
    expect_version: int | None = None

    @staticmethod
    def _make(old: DriveRecord) -> _Made:
        if old.pending():
            raise _refuse(
                f"round {old.rounds} still waits for tables {', '.join(map(str, old.pending()))}"
            )
        sheet = display_sheet(old)
        if sheet.get("undecided"):
            raise InvalidEntryError(Problem(None, "", line) for line in sheet["undecided"])
        return old, None, {"prizes": sheet["prizes"]}, {}

    def apply(self, store: Store) -> Change:
        return _change(
            store,
            self.drive_id,
            self.expect_version,
            "declare",
            self._make,
            audit=True,
            state="declared",
        )


@dataclass(frozen=True, slots=True)
class ReopenDrive:
    """Reopen a declared drive for a correction; kept in the audit trail."""

    drive_id: int
    expect_version: int | None = None
    reason: str = ""

    def _make(self, old: DriveRecord) -> _Made:
        return old, {"state": "declared"}, {"state": "in_play", "reason": self.reason}, {}

    def apply(self, store: Store) -> Change:
        row = _row(store, self.drive_id)
        if row[5] != "declared":
            raise _refuse("the drive is not declared: there is nothing to reopen")
        return _change(
            store,
            self.drive_id,
            self.expect_version,
            "reopen",
            self._make,
            audit=True,
            state="in_play",
            allow_declared=True,
        )


# -- writing: the functions the window, the table-entry server and the tests call ----------------


def create_drive(store: Store, record: DriveRecord, *, uid: str | None = None) -> DriveChange:
    """Store a new drive (usually with no rounds yet). Checked first; version 1."""
    return _of(store.run(CreateDrive(record, uid)))


def record_round_result(
    store: Store,
    drive_id: int,
    round: int,
    table: int,
    result: Mapping[str, Any],
    expect_version: int | None,
) -> DriveChange:
    """Record one table's result of a round (the next round opens with its first result, and
    its seating is stored as played). A table that already has a result is refused: correct it
    instead (audited, with the §5.6 warning)."""
    return _of(store.run(RecordRoundResult(drive_id, round, table, result, expect_version)))


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
    return _of(store.run(CorrectResult(drive_id, round, table, result, expect_version)))


def override_seating(
    store: Store,
    drive_id: int,
    round: int,
    seating: Sequence[Mapping[str, Any]],
    expect_version: int | None,
) -> DriveChange:
    """The secretary moves people by hand: the seating is stored as the seating played of
    ``round`` (an entered round, or the next one, which opens with no result)."""
    rows = tuple(dict(s) for s in seating)
    return _of(store.run(OverrideSeating(drive_id, round, rows, expect_version)))


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
    return _of(store.run(Arrive(drive_id, player_id, name, role, expect_version)))


def depart(store: Store, drive_id: int, player_id: str, expect_version: int | None) -> DriveChange:
    """A player who leaves is replaced by a ghost from the next round (§3.7)."""
    return _of(store.run(Depart(drive_id, player_id, expect_version)))


def set_paid(
    store: Store, drive_id: int, paid: Sequence[str], expect_version: int | None
) -> DriveChange:
    """The entry fees ticked off at the door (§5.7 ``money.paid``). Money never changes a
    score, so this is allowed after the prizes are declared too."""
    return _of(store.run(SetPaid(drive_id, tuple(paid), expect_version)))


def record_prize_cut(
    store: Store, drive_id: int, prize: str, winner: str, expect_version: int | None
) -> DriveChange:
    """The cut or draw that decided a prize tie the tie rule could not (the prize's
    ``tie_winner``, §3.6); audited."""
    return _of(store.run(RecordPrizeCut(drive_id, prize, winner, expect_version)))


def declare_prizes(store: Store, drive_id: int, expect_version: int | None) -> DriveChange:
    """Declare the prizes: the drive closes (``declared``); a later change needs a reopen."""
    return _of(store.run(DeclarePrizes(drive_id, expect_version)))


def reopen(
    store: Store, drive_id: int, expect_version: int | None, reason: str = ""
) -> DriveChange:
    """Reopen a declared drive for a correction; kept in the audit trail."""
    return _of(store.run(ReopenDrive(drive_id, expect_version, reason)))


# -- export and import ---------------------------------------------------------------------------

_FORM_WORDS = {
    "whist_drive": "whist drive",
    "bridge_whist_drive": "bridge whist drive",
    "auction_drive": "auction drive",
    "contract_drive": "contract drive",
}
#: The actions of a chain that the audit trail (``drive_audit``) shows too.
AUDITED = frozenset({"correct", "override", "arrive", "depart", "cut", "declare", "reopen"})


def drive_name(record: object, n: int | None = None) -> str:
    """How a message names a drive: ``the whist drive of 2026-11-20`` (by its title if it has
    no date), or ``drive N`` for a record that says neither.

    >>> drive_name({"form": "whist_drive", "played_on": "2026-11-20"})
    'the whist drive of 2026-11-20'
    >>> drive_name({"form": "contract_drive", "title": "Spring Fair"}, 2)
    "the contract drive 'Spring Fair'"
    """
    if not isinstance(record, Mapping):
        return f"drive {n}" if n is not None else "the drive"
    form = _FORM_WORDS.get(str(record.get("form")), "drive")
    date, title = record.get("played_on"), record.get("title")
    if isinstance(date, str) and date:
        return f"the {form} of {date[:20]}"
    if isinstance(title, str) and title:
        return f"the {form} {shown(title)}"
    return f"drive {n}" if n is not None else f"the {form}"


def export_drives(store: Store, damaged: list[Damage] | None = None) -> list[dict[str, Any]]:
    """Each drive's export item ``{id, record, round_in_progress?, state, start, audit, chain,
    verified, created_at, updated_at}``: the ``record`` is the ``scorepad-drive/1`` record of
    the rounds complete (``scorepad drive`` reads it as it is, §2.2: every round has one result
    per table); a round still waiting for some tables is beside it, as stored, in
    ``round_in_progress`` (its seating and the results entered), which import puts back as the
    record's last round. ``start``, ``audit`` and ``chain`` are its hash chain
    (:mod:`scorepad.drive_chain`, of the whole record): the header it started from, every change
    since, and the hashes.

    A drive that does not read whole (its stored record is not JSON, or it does not match its
    chain) is left out and added to ``damaged`` (:mod:`scorepad.store.damage`), if given."""
    out = []
    for row in store._all(
        "SELECT id, uid, CAST(record AS BLOB), state, created_at, updated_at, verified, "
        "played_on, title, form FROM drives ORDER BY id"
    ):
        rec, why = read_deal(row[2])
        damage = Damage(
            "drive",
            row[0],
            row[1],
            played_on=row[7],
            title=row[8],
            game=row[9],
            state=row[3],
            players=_player_names(rec),
            raw=[row[2]],
        )
        if why is not None:
            damage.problems.append((None, f"its stored record cannot be read: {why}"))
        else:
            try:
                problems = ledger.check_drive(store._conn, row[0])
                chained = ledger.drive_stored(store._conn, row[0])
            except (sqlite3.DatabaseError, ValueError, KeyError, TypeError) as e:
                problems, chained = [Problem(None, "", f"its chain cannot be read: {e}")], None
            damage.problems += [(p.deal, f"does not match its chain: {p}") for p in problems[:1]]
        if damage.problems or rec is None or chained is None:
            if damaged is not None:
                damaged.append(damage)
            continue
        item: dict[str, Any] = {"id": row[1], "record": rec}
        if _pending(rec):
            item["round_in_progress"] = rec["rounds"].pop()
        item |= {
            "state": row[3],
            "start": chained.header,
            "audit": chained.entries,
            "chain": chained.hashes,
            "verified": bool(row[6]),
            "created_at": row[4],
            "updated_at": row[5],
        }
        out.append(item)
    return out


def _player_names(rec: Mapping[str, Any] | None) -> list[str]:
    """The names of a drive's real players, as far as its record can be read."""
    if rec is None or not isinstance(rec.get("players"), list):
        return []
    return [
        str(p.get("name"))
        for p in rec["players"]
        if isinstance(p, Mapping) and not is_ghost(str(p.get("id")))
    ]


def write_drives(store: Store, out: IO[str], damaged: list[Damage] | None = None) -> int:
    """Stream the ``drives`` list of an export (``,\\n "drives": [...]``), if there are any;
    the damaged ones are added to ``damaged`` (see :func:`export_drives`)."""
    items = export_drives(store, damaged)
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
    #: The audit rows of an export from before the chain (``{at, what, before, after}``).
    audit: tuple[dict[str, Any], ...]
    created_at: str | None
    updated_at: str | None
    #: The item's verified chain; None: from before the chain (it starts on import).
    chain: ledger.DriveStored | None = None
    verified: bool = True
    name: str = ""
    #: An item from before the chain: the drive's id it carries (its ``id``), if any.
    claimed: str | None = None


@dataclass(frozen=True, slots=True)
class DriveImport:
    """What an import did with its drives: those added, those brought up to date (a drive
    carried on on another machine) and those already here as they are."""

    added: tuple[int, ...] = ()
    updated: tuple[int, ...] = ()
    unchanged: tuple[int, ...] = ()


_ID_LIMIT = 64


def parse_drives(raw: object) -> list[_Import]:
    """The ``drives`` list of an export file, every record checked by the rules service and
    every chain verified against its record and state. Raises InvalidEntryError (``drive N:
    …``, or naming the drive whose chain does not match) and nothing is written."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise _refuse("drives: expected a list")
    problems: list[Problem] = []
    out: list[_Import] = []
    repeats: dict[str, int] = {}
    for n, item in enumerate(raw, 1):
        parsed = _parse_drive(item, n, problems)
        if parsed is None:
            continue
        if parsed.chain is None:  # the same content twice: two drives, each its own id
            k = repeats.get(parsed.uid, 0)
            repeats[parsed.uid] = k + 1
            if k:
                uid = _chain.digest({"content": parsed.uid, "repeat": k})
                parsed = replace(parsed, uid=uid)
        twice = next((o for o in out if o.uid == parsed.uid), None)
        if twice is not None:
            if twice.chain != parsed.chain:
                problems.append(Problem(None, "", f"drive {n}: the same id as {twice.name}"))
            continue
        out.append(parsed)
    if problems:
        raise InvalidEntryError(problems)
    return out


def _parse_drive(item: object, n: int, problems: list[Problem]) -> _Import | None:
    """One item of the ``drives`` list, or None (and its problems added)."""
    here = f"drive {n}"

    def add(message: str) -> None:
        problems.append(Problem(None, "", f"{here}: {message}"))

    if not isinstance(item, dict):
        add("expected an object")
        return None
    before = len(problems)
    for k in item:
        if k not in EXPORT_KEYS:
            add(f"{k}: unknown field")
    state = item.get("state", "in_play")
    if state not in ("in_play", "declared"):
        add("state: in_play or declared")
    if len(problems) > before:
        return None
    whole = _whole_record(item, add)
    if len(problems) > before:
        return None
    try:
        record = DriveRecord.from_json(whole)
        checked_sheet(record)
    except InvalidEntryError as e:
        problems.extend(Problem(None, "", f"{here}: {p}") for p in e.problems)
        return None
    times = {
        k: item.get(k) if isinstance(item.get(k), str) else None
        for k in ("created_at", "updated_at")
    }
    name = drive_name(item.get("record"), n)
    if "chain" not in item:
        audit = _legacy_audit(item, add)
        if audit is None:
            return None
        # From before the chain: the id is the hash of the item, so a second import adds
        # nothing; the chain starts on import, and what happened before cannot be shown.
        uid = _chain.content_id(item)
        claimed = item.get("id") if isinstance(item.get("id"), str) else None
        return _Import(
            uid, record, state, audit, verified=False, name=name, claimed=claimed, **times
        )
    chained = _verified_chain(item, whole, state, name, add)
    if chained is None:
        return None
    uid, chain, verified = chained
    return _Import(uid, record, state, (), chain=chain, verified=verified, name=name, **times)


def _whole_record(item: Mapping[str, Any], add: Callable[[str], None]) -> object:
    """An export item's whole record: its ``record`` with its ``round_in_progress``, if any, put
    back as the last round."""
    raw = item.get("record")
    if "round_in_progress" not in item:
        return raw
    rnd = item["round_in_progress"]
    if not isinstance(rnd, dict):
        add("round_in_progress: expected the round waiting for tables, an object")
        return raw
    if not isinstance(raw, dict) or not isinstance(raw.get("rounds"), list):
        return raw  # the record's own problems are reported
    whole = {**raw, "rounds": [*raw["rounds"], rnd]}
    if isinstance(raw.get("tables"), int) and not _pending(whole):
        add(
            f"round_in_progress: round {len(whole['rounds'])} has a result for every table; "
            "a complete round belongs in the record's rounds"
        )
    return whole


def _legacy_audit(item: Mapping[str, Any], add: Callable[[str], None]) -> tuple[Any, ...] | None:
    audit = item.get("audit", [])
    if not isinstance(audit, list) or not all(
        isinstance(a, dict) and isinstance(a.get("at"), str) and isinstance(a.get("what"), str)
        for a in audit
    ):
        add("audit: a list of {at, what, before, after}")
        return None
    return tuple(audit)


def _verified_chain(
    item: Mapping[str, Any], record: object, state: str, name: str, add: Callable[[str], None]
) -> tuple[str, ledger.DriveStored, bool] | None:
    """The id, chain and verified mark of an item with a chain, if it matches its record and
    state; else None and a problem naming the drive."""
    uid = item.get("id")
    if not isinstance(uid, str) or not 0 < len(uid) <= _ID_LIMIT or not uid.isascii():
        add(f"id: expected the drive's id, got {shown(uid)}")
        return None
    verified = item.get("verified", True)
    if not isinstance(verified, bool):
        add("verified: expected true or false")
        return None
    start, entries, hashes = item.get("start"), item.get("audit", []), item.get("chain")
    found = drive_chain.verify_drive(start, record, state, entries, hashes)
    if found:
        add(f"{name} does not match its chain (edited by hand or damaged): {found[0]}")
        return None
    assert isinstance(start, dict) and isinstance(entries, list) and isinstance(hashes, list)
    chain = ledger.DriveStored(start, [dict(e) for e in entries], [str(h) for h in hashes])
    return uid, chain, verified


def _diverges(name: str, here: ledger.DriveStored, theirs: ledger.DriveStored) -> str:
    """What differs between a drive's chain here and an import's: from which entry on."""
    k = next(
        (i for i, (a, b) in enumerate(zip(here.hashes, theirs.hashes, strict=False)) if a != b),
        min(len(here.hashes), len(theirs.hashes)),
    )
    if k == 0:
        return f"{name}: the same id as a drive here, but it started differently; not imported"

    def what(entries: list[dict[str, Any]]) -> str:
        return drive_chain.entry_words(entries[k - 1] if k - 1 < len(entries) else None)

    return (
        f"{name}: its history differs from the one here from audit entry {k} on "
        f"(here: {what(here.entries)}; in the file: {what(theirs.entries)}); not imported"
    )


def import_drives(store: Store, items: Iterable[_Import]) -> DriveImport:
    """Write parsed drives (inside the caller's transaction, or one of its own), all or
    nothing: a drive whose id is new is added; one already here with the same chain (or an
    older copy of it) is left as it is; one whose chain extends the one here is brought up to
    date; one whose chain diverges from the one here is refused, saying where."""
    added: list[int] = []
    updated: list[int] = []
    unchanged: list[int] = []
    problems: list[Problem] = []
    with store._write():
        for it in items:
            known = _known_without_chain(store, it)
            if known is not None:
                if isinstance(known, Problem):
                    problems.append(known)
                else:
                    unchanged.append(known)
                continue
            row = store._one("SELECT id FROM drives WHERE uid = ?", [it.uid])
            if row is None:
                added.append(_add_drive(store, it))
                continue
            did = int(row[0])
            here = ledger.drive_stored(store._conn, did)
            theirs = it.chain.hashes if it.chain is not None else here.hashes
            if here.hashes[: len(theirs)] == theirs:
                unchanged.append(did)  # the same drive, or an older copy of it
            elif it.chain is not None and theirs[: len(here.hashes)] == here.hashes:
                _update_drive(store, did, it, after=len(here.hashes) - 1)
                updated.append(did)
            else:
                assert it.chain is not None
                problems.append(Problem(None, "", _diverges(it.name, here, it.chain)))
        if problems:
            raise InvalidEntryError(problems)
        if added or updated:
            store._pending.append(Change("drive", drive_ids=tuple(added + updated)))
    return DriveImport(tuple(added), tuple(updated), tuple(unchanged))


def _known_without_chain(store: Store, it: _Import) -> int | Problem | None:
    """An item with no chain that names a drive already here: that drive's id when it is the
    same drive as it stands (nothing to add), a problem when it differs (a copy with its chain
    taken away cannot change a chained drive, nor be added beside it as another); None for any
    other item."""
    if it.chain is not None or it.claimed is None:
        return None
    row = store._one("SELECT id, record, state FROM drives WHERE uid = ?", [it.claimed])
    if row is None:
        return None
    if json.loads(row[1]) == it.record.to_json() and row[2] == it.state:
        return int(row[0])
    return Problem(
        None,
        "",
        f"{it.name} is in the history with the record of its changes, and this copy has none "
        "and differs from it (edited by hand?): nothing was imported",
    )


def _add_drive(store: Store, it: _Import) -> int:
    rec = it.record.to_json()
    now = _now()
    cur = store._conn.execute(
        "INSERT INTO drives (uid, title, played_on, form, record, state, version, "
        "created_at, updated_at, verified) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)",
        [
            it.uid,
            rec.get("title"),
            rec.get("played_on"),
            rec["form"],
            it.record._json,
            it.state,
            it.created_at or now,
            it.updated_at or now,
            int(it.verified),
        ],
    )
    did = int(cur.lastrowid or 0)
    if it.chain is None:
        _keep_audit(store, did, it.audit)
        ledger.drive_genesis(store._conn, did)  # from the record and audit as imported
    else:
        _keep_audit(store, did, _audited(it.chain.entries))
        ledger.store_drive_chain(store._conn, did, it.chain)
    return did


def _audited(entries: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The audit rows a chain's entries show (``drive_audit``)."""
    return [
        {"at": e.get("at"), "what": e["action"], "before": e.get("before"), "after": e.get("after")}
        for e in entries
        if e.get("action") in AUDITED and isinstance(e.get("at"), str)
    ]


def _keep_audit(store: Store, did: int, rows: Iterable[Mapping[str, Any]]) -> None:
    store._conn.executemany(
        "INSERT INTO drive_audit (drive_id, at, what, before, after) VALUES (?, ?, ?, ?, ?)",
        [
            (
                did,
                a["at"],
                a["what"],
                None if a.get("before") is None else _dumps(a["before"]),
                None if a.get("after") is None else _dumps(a["after"]),
            )
            for a in rows
        ],
    )


def _update_drive(store: Store, did: int, it: _Import, *, after: int) -> None:
    """Bring a drive up to date from an import whose chain extends the one here."""
    chain = it.chain
    assert chain is not None
    rec = it.record.to_json()
    store._conn.execute(
        "UPDATE drives SET record = ?, title = ?, played_on = ?, form = ?, state = ?, "
        "version = version + 1, updated_at = ? WHERE id = ?",
        [
            it.record._json,
            rec.get("title"),
            rec.get("played_on"),
            rec["form"],
            it.state,
            it.updated_at or _now(),
            did,
        ],
    )
    ledger.store_drive_chain(store._conn, did, chain, after=after)
    _keep_audit(store, did, _audited(chain.entries[after:]))
