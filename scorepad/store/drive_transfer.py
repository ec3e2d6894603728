"""Drives in import and export (``drives.md`` §2, §5): each drive's record with its start,
audit and chain; import verifies the chain as a rubber's does, so the same drive twice adds
nothing, one that extends the one here brings it up to date, one that diverges is refused
saying where, and an export edited by hand is refused naming the drive."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import IO, Any

from scorepad.drives.reader import is_ghost
from scorepad.drives.record import DriveRecord, pending_tables
from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text
from scorepad.records.limits import shown
from scorepad.store import chain as _chain
from scorepad.store import ledger
from scorepad.store.chain import drives as drive_chain
from scorepad.store.change import Change, Session
from scorepad.store.damage import Damage, read_deal
from scorepad.store.drive_reads import (
    EXPORT_KEYS,
    DriveState,
    _dumps,
    _now,
    _refuse,
    checked_sheet,
)

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


def export_drives(store: Session, damaged: list[Damage] | None = None) -> list[dict[str, Any]]:
    """Each drive's export item ``{id, record, round_in_progress?, state, start, audit, chain,
    verified, created_at, updated_at}``: the ``record`` is the ``scorepad-drive/1`` record of
    the rounds complete (``scorepad drive`` reads it as it is, §2.2: every round has one result
    per table); a round still waiting for some tables is beside it, as stored, in
    ``round_in_progress`` (its seating and the results entered), which import puts back as the
    record's last round. ``start``, ``audit`` and ``chain`` are its hash chain
    (:mod:`scorepad.store.chain.drives`, of the whole record): the header it started from,
    every change since, and the hashes.

    A drive that does not read whole (its stored record is not JSON, or it does not match its
    chain) is left out and added to ``damaged`` (:mod:`scorepad.store.damage`), if given."""
    return list(drive_items(store, damaged))


def drive_items(store: Session, damaged: list[Damage] | None = None) -> Iterator[dict[str, Any]]:
    """:func:`export_drives` one drive at a time, read from a cursor of its own (one drive in
    memory at a time, however many the history holds)."""
    for row in store.conn.cursor().execute(
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
            damage.problems.append((None, Text("its stored record cannot be read: {why}", why=why)))
        else:
            try:
                problems = ledger.check_drive(store.conn, row[0])
                chained = ledger.drive_stored(store.conn, row[0])
            except (sqlite3.DatabaseError, ValueError, KeyError, TypeError) as e:
                problems = [
                    Problem(
                        None,
                        "",
                        Text("its chain cannot be read: {error}", error=_chain.message_of(e)),
                    )
                ]
                chained = None
            damage.problems += [
                (
                    p.deal,
                    Text("does not match its chain: {problem}", problem=_chain.problem_said(p)),
                )
                for p in problems[:1]
            ]
        if damage.problems or rec is None or chained is None:
            if damaged is not None:
                damaged.append(damage)
            continue
        item: dict[str, Any] = {"id": row[1], "record": rec}
        if pending_tables(rec):
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
        yield item


def _player_names(rec: Mapping[str, Any] | None) -> list[str]:
    """The names of a drive's real players, as far as its record can be read."""
    if rec is None or not isinstance(rec.get("players"), list):
        return []
    return [
        str(p.get("name"))
        for p in rec["players"]
        if isinstance(p, Mapping) and not is_ghost(str(p.get("id")))
    ]


def write_drives(store: Session, out: IO[str], damaged: list[Damage] | None = None) -> int:
    """Stream the ``drives`` list of an export (``,\\n "drives": [...]``), if there are any;
    the damaged ones are added to ``damaged`` (see :func:`export_drives`). One drive in
    memory at a time."""
    n = 0
    for d in drive_items(store, damaged):
        out.write((",\n  " if n else ',\n "drives": [\n  ') + json.dumps(d, ensure_ascii=False))
        n += 1
    if n:
        out.write("\n ]")
    return n


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
        raise _refuse(Text("drives: expected a list"))
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
                problems.append(
                    Problem(
                        None,
                        "",
                        Text("drive {n}: the same id as {name}", n=str(n), name=twice.name),
                    )
                )
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
    if isinstance(raw.get("tables"), int) and not pending_tables(whole):
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


def import_drives(store: Session, items: Iterable[_Import]) -> DriveImport:
    """Write parsed drives (inside the caller's transaction, or one of its own), all or
    nothing: a drive whose id is new is added; one already here with the same chain (or an
    older copy of it) is left as it is; one whose chain extends the one here is brought up to
    date; one whose chain diverges from the one here is refused, saying where."""
    added: list[int] = []
    updated: list[int] = []
    unchanged: list[int] = []
    problems: list[Problem] = []
    with store.writing():
        for it in items:
            known = _known_without_chain(store, it)
            if known is not None:
                if isinstance(known, Problem):
                    problems.append(known)
                else:
                    unchanged.append(known)
                continue
            row = store.fetch_one("SELECT id FROM drives WHERE uid = ?", [it.uid])
            if row is None:
                added.append(_add_drive(store, it))
                continue
            did = int(row[0])
            here = ledger.drive_stored(store.conn, did)
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
            store.pending_changes.append(Change("drive", drive_ids=tuple(added + updated)))
    return DriveImport(tuple(added), tuple(updated), tuple(unchanged))


def _known_without_chain(store: Session, it: _Import) -> int | Problem | None:
    """An item with no chain that names a drive already here: that drive's id when it is the
    same drive as it stands (nothing to add), a problem when it differs (a copy with its chain
    taken away cannot change a chained drive, nor be added beside it as another); None for any
    other item."""
    if it.chain is not None or it.claimed is None:
        return None
    row = store.fetch_one("SELECT id, record, state FROM drives WHERE uid = ?", [it.claimed])
    if row is None:
        return None
    if json.loads(row[1]) == it.record.to_json() and row[2] == it.state:
        return int(row[0])
    return Problem(
        None,
        "",
        Text(
            "{name} is in the history with the record of its changes, and this copy has none "
            "and differs from it (edited by hand?): nothing was imported",
            name=it.name,
        ),
    )


def _add_drive(store: Session, it: _Import) -> int:
    rec = it.record.to_json()
    now = _now()
    cur = store.conn.execute(
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
        ledger.drive_genesis(store.conn, did)  # from the record and audit as imported
    else:
        _keep_audit(store, did, _audited(it.chain.entries))
        ledger.store_drive_chain(store.conn, did, it.chain)
    return did


def _audited(entries: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The audit rows a chain's entries show (``drive_audit``)."""
    return [
        {"at": e.get("at"), "what": e["action"], "before": e.get("before"), "after": e.get("after")}
        for e in entries
        if e.get("action") in AUDITED and isinstance(e.get("at"), str)
    ]


def _keep_audit(store: Session, did: int, rows: Iterable[Mapping[str, Any]]) -> None:
    store.conn.executemany(
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


def _update_drive(store: Session, did: int, it: _Import, *, after: int) -> None:
    """Bring a drive up to date from an import whose chain extends the one here."""
    chain = it.chain
    assert chain is not None
    rec = it.record.to_json()
    store.conn.execute(
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
    ledger.store_drive_chain(store.conn, did, chain, after=after)
    _keep_audit(store, did, _audited(chain.entries[after:]))
