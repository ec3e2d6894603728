"""Drives in the history (``drives.md`` §5, "In the history").

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
  drive's hash chain (:mod:`scorepad.store.chain.drives`, kept by :mod:`scorepad.store.ledger`) are
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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorepad.drives.reader import is_ghost
from scorepad.drives.record import DriveRecord, pending_tables
from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text
from scorepad.store import chain as _chain
from scorepad.store import ledger
from scorepad.store.chain import drives as drive_chain
from scorepad.store.change import Change, Session
from scorepad.store.drive_reads import (
    DriveAudit,
    DriveChange,
    DriveInfo,
    DriveState,
    EveningDrive,
    PlayerDrive,
    PlayerDrives,
    StaleDriveError,
    _dumps,
    _now,
    _refuse,
    _row,
    checked_sheet,
    clear_sheets,
    display_sheet,
    drive_audit,
    drive_info,
    drives,
    evening_drives,
    load_drive,
    player_drives,
)
from scorepad.store.drive_transfer import (
    DriveImport,
    drive_name,
    export_drives,
    import_drives,
    parse_drives,
    write_drives,
)

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
    "checked_sheet",
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
    "pending_tables",
    "player_drives",
    "record_prize_cut",
    "record_round_result",
    "reopen",
    "set_paid",
    "write_drives",
]


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
    who = _seated_words(after, new["rounds"][round_no - 1], table)
    later = f"round {round_no + 1}" if round_no + 1 == last else f"rounds {round_no + 1}–{last}"
    return [
        f"round {round_no} table {table} now won by {now}: {who} should have moved "
        f"otherwise; {later} {'was' if round_no + 1 == last else 'were'} played as seated"
    ]


def _seated_words(record: DriveRecord, rnd: Mapping[str, Any], table: int) -> str:
    """Who sat at ``table`` in the round ``rnd`` of the sheet, by name ("nobody": ghosts only)."""
    seat = next(t["seating"] for t in rnd["tables"] if t["table"] == table)
    side = [seat["NS"], seat["EW"]] if "NS" in seat else [seat[s] for s in ("N", "S", "E", "W")]
    names = _names(record)
    return " and ".join(names.get(x, x) for x in side if not is_ghost(x)) or "nobody"


def _target_round(record: DriveRecord) -> int:
    """The round a change of seating for "from the next round" applies to: a round opened with
    no result yet, else the one after the last complete round."""
    rounds = record.data()["rounds"]
    if rounds and not rounds[-1].get("results"):
        return len(rounds)
    if rounds and record.pending():
        raise _refuse(
            Text(
                "round {round} still waits for tables {tables}: enter them first",
                round=len(rounds),
                tables=", ".join(map(str, record.pending())),
            )
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


_Made = tuple[DriveRecord, Any, Any, dict[str, Any]]  # new record, audit before/after, where


@dataclass(frozen=True, slots=True)
class CreateDrive:
    """Store a new drive (usually with no rounds yet). Checked first; version 1; its chain
    starts from its header (the record and state ``in_play``)."""

    record: DriveRecord
    uid: str | None = None

    def apply(self, store: Session) -> Change:
        record = DriveRecord.from_json(self.record.to_json())
        sheet = checked_sheet(record)
        rec = record.to_json()
        now = _now()
        cur = store.conn.execute(
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
        ledger.start_drive(store.conn, drive_id, drive_chain.drive_header(rec, "in_play"))
        return _drive_change(DriveChange(drive_id, record, sheet, 1, "create"))


def _stale(drive_id: int, version: int, expect: int) -> StaleDriveError:
    return StaleDriveError(
        [
            Problem(
                None,
                "",
                Text(
                    "stale: drive {drive} is at version {version}, not {expect}; reload it",
                    drive=str(drive_id),
                    version=str(version),
                    expect=str(expect),
                ),
            )
        ]
    )


def _change(
    store: Session,
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
            Text("the prizes of this drive are declared: reopen it to change a result or a seat")
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
    conn = store.conn
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
                Text(
                    "round {round}, table {table} already has a result: correct it instead",
                    round=self.round,
                    table=self.table,
                )
            )
        new = old.with_result(self.round, _result_row(self.table, self.result))
        return new, None, None, {"round": self.round, "table": self.table}

    def apply(self, store: Session) -> Change:
        try:
            return _change(
                store, self.drive_id, self.expect_version, "result", self._make, audit=False
            )
        except IndexError as e:
            raise _refuse(_chain.message_of(e)) from None


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
            raise _refuse(
                Text(
                    "round {round}, table {table} has no result to correct",
                    round=self.round,
                    table=self.table,
                )
            )
        res = _result_row(self.table, self.result)
        new = old.with_result(self.round, res)
        where = {"round": self.round, "table": self.table}
        return new, {"round": self.round, **before}, {"round": self.round, **res}, where

    def _warn(self, old: DriveRecord, new: DriveRecord) -> list[str]:
        return correction_warnings(old, new, self.round, self.table)

    def apply(self, store: Session) -> Change:
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
            raise _refuse(_chain.message_of(e)) from None
        return (
            old.with_seating(self.round, rows),
            {"round": self.round, "seating": before},
            {"round": self.round, "seating": rows},
            {"round": self.round},
        )

    def apply(self, store: Session) -> Change:
        try:
            return _change(
                store, self.drive_id, self.expect_version, "override", self._make, audit=True
            )
        except IndexError as e:
            raise _refuse(_chain.message_of(e)) from None


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
            raise _refuse(Text("{player} is already registered", player=self.player_id))
        if rec.get("pairs") is not None:
            raise _refuse(
                Text("in a pair drive a late pair takes a ghost pair's place by an override")
            )
        target = _target_round(old)
        seating = old.seating_of(target)
        spot = _ghost_seat(seating, self.role)
        if spot is None:
            raise _refuse(Text("no ghost's seat is free: every table is full"))
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

    def apply(self, store: Session) -> Change:
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
            raise _refuse(
                Text("{player} does not sit in round {round}", player=self.player_id, round=target)
            )
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

    def apply(self, store: Session) -> Change:
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
            raise _refuse(Text("this drive keeps no money: it has no entry fee"))
        before = rec["money"].get("paid")
        rec["money"]["paid"] = list(self.paid)
        return DriveRecord.from_json(rec), {"paid": before}, {"paid": list(self.paid)}, {}

    def apply(self, store: Session) -> Change:
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
            raise _refuse(Text("prize {prize}: there is no such prize", prize=self.prize))
        before = item.get("tie_winner")
        item["tie_winner"] = self.winner
        return (
            DriveRecord.from_json(rec),
            {"prize": self.prize, "tie_winner": before},
            {"prize": self.prize, "tie_winner": self.winner},
            {"prize": self.prize},
        )

    def apply(self, store: Session) -> Change:
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
                Text(
                    "round {round} still waits for tables {tables}",
                    round=old.rounds,
                    tables=", ".join(map(str, old.pending())),
                )
            )
        sheet = display_sheet(old)
        undecided = sheet.get("undecided")
        if undecided:
            raise InvalidEntryError(Problem(None, "", line) for line in undecided)
        return old, None, {"prizes": sheet["prizes"]}, {}

    def apply(self, store: Session) -> Change:
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

    def apply(self, store: Session) -> Change:
        row = _row(store, self.drive_id)
        if row[5] != "declared":
            raise _refuse(Text("the drive is not declared: there is nothing to reopen"))
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


def create_drive(store: Session, record: DriveRecord, *, uid: str | None = None) -> DriveChange:
    """Store a new drive (usually with no rounds yet). Checked first; version 1."""
    return _of(store.run(CreateDrive(record, uid)))


def record_round_result(
    store: Session,
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
    store: Session,
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
    store: Session,
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
    store: Session,
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


def depart(
    store: Session, drive_id: int, player_id: str, expect_version: int | None
) -> DriveChange:
    """A player who leaves is replaced by a ghost from the next round (§3.7)."""
    return _of(store.run(Depart(drive_id, player_id, expect_version)))


def set_paid(
    store: Session, drive_id: int, paid: Sequence[str], expect_version: int | None
) -> DriveChange:
    """The entry fees ticked off at the door (§5.7 ``money.paid``). Money never changes a
    score, so this is allowed after the prizes are declared too."""
    return _of(store.run(SetPaid(drive_id, tuple(paid), expect_version)))


def record_prize_cut(
    store: Session, drive_id: int, prize: str, winner: str, expect_version: int | None
) -> DriveChange:
    """The cut or draw that decided a prize tie the tie rule could not (the prize's
    ``tie_winner``, §3.6); audited."""
    return _of(store.run(RecordPrizeCut(drive_id, prize, winner, expect_version)))


def declare_prizes(store: Session, drive_id: int, expect_version: int | None) -> DriveChange:
    """Declare the prizes: the drive closes (``declared``); a later change needs a reopen."""
    return _of(store.run(DeclarePrizes(drive_id, expect_version)))


def reopen(
    store: Session, drive_id: int, expect_version: int | None, reason: str = ""
) -> DriveChange:
    """Reopen a declared drive for a correction; kept in the audit trail."""
    return _of(store.run(ReopenDrive(drive_id, expect_version, reason)))
