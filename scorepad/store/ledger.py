"""The rubbers' hash chains in the history (nothing forged, nothing doubled: the manual's "Safety").

Each rubber has a stable unique id (``rubbers.uid``) and a chain (:mod:`scorepad.store.chain`):
table
``chain`` holds one row per link, ``seq`` 0 the hash of the header the rubber started from (no
entry), then one row per entry (its canonical JSON and its hash); ``rubbers.chain_head`` is the
last hash. The store appends an entry for every change of a rubber (a deal recorded, replaced,
inserted or deleted; a player renamed or merged; abandon and reopen) in the same transaction as
the change, so the chain and the rubber can only be committed together.

Plain :mod:`sqlite3` on the store's connection, no sqlite-utils: the migration that adds the
chains (``m006_rubber_identity``) calls :func:`backfill_chains` too.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorepad.errors import Problem
from scorepad.store import chain as _chain
from scorepad.store.chain import drives as drive_chain
from scorepad.store.rows import now_iso
from scorepad.store.schema import deal_texts, rubber_of, seat_names

_HEADER_COLUMNS = (
    "id, game, code, house_rules, played_on, table_label, stake, first_dealer, state, "
    "started_at, finished_at"
)


def new_uid() -> str:
    """A fresh rubber id: 32 hex digits (128 random bits)."""
    # Lazy: a new rubber's id only (secrets: hmac, base64), ~2 ms
    import secrets

    return secrets.token_hex(16)


def _row(conn: sqlite3.Connection, sql: str, params: Sequence[Any]) -> dict[str, Any] | None:
    cur = conn.execute(sql, params)
    row = cur.fetchone()
    if row is None:
        return None
    return {d[0]: row[i] for i, d in enumerate(cur.description)}


def record_json(conn: sqlite3.Connection, rubber_id: int) -> tuple[dict[str, Any], str]:
    """The rubber's ``scorepad-rubber/1`` record (deals included) as export writes it, and its
    state."""
    h = _row(conn, f"SELECT {_HEADER_COLUMNS} FROM rubbers WHERE id = ?", [rubber_id])
    if h is None:
        raise KeyError(rubber_id)
    deals = [json.loads(text) for text in deal_texts(conn, rubber_id)]
    return rubber_of(h, seat_names(conn, rubber_id), deals).to_json(), str(h["state"])


def start(conn: sqlite3.Connection, rubber_id: int, header_hash: str) -> None:
    """The first link of a new rubber's chain."""
    conn.execute(
        "INSERT INTO chain (rubber_id, seq, entry, hash) VALUES (?, 0, NULL, ?)",
        [rubber_id, header_hash],
    )
    conn.execute("UPDATE rubbers SET chain_head = ? WHERE id = ?", [header_hash, rubber_id])


def append(conn: sqlite3.Connection, rubber_id: int, entry: Mapping[str, Any]) -> str:
    """Add one entry to the rubber's chain; returns the new head."""
    row = conn.execute(
        "SELECT seq, hash FROM chain WHERE rubber_id = ? ORDER BY seq DESC LIMIT 1", [rubber_id]
    ).fetchone()
    if row is None:  # a rubber from before the chain that missed the backfill: start it now
        genesis(conn, rubber_id)
        row = conn.execute(
            "SELECT seq, hash FROM chain WHERE rubber_id = ? ORDER BY seq DESC LIMIT 1",
            [rubber_id],
        ).fetchone()
    seq, prev = int(row[0]), str(row[1])
    head = _chain.link(prev, entry)
    conn.execute(
        "INSERT INTO chain (rubber_id, seq, entry, hash) VALUES (?, ?, ?, ?)",
        [rubber_id, seq + 1, _chain.canonical(dict(entry)).decode("utf-8"), head],
    )
    conn.execute("UPDATE rubbers SET chain_head = ? WHERE id = ?", [head, rubber_id])
    return head


def store_chain(
    conn: sqlite3.Connection,
    rubber_id: int,
    entries: Sequence[Mapping[str, Any]],
    hashes: Sequence[str],
    *,
    after: int = 0,
) -> None:
    """Write links ``after + 1`` … of an already verified chain (``after`` 0 and the header's
    hash first: the whole chain)."""
    if after == 0:
        start(conn, rubber_id, hashes[0])
    conn.executemany(
        "INSERT INTO chain (rubber_id, seq, entry, hash) VALUES (?, ?, ?, ?)",
        [
            (rubber_id, k, _chain.canonical(dict(entries[k - 1])).decode("utf-8"), hashes[k])
            for k in range(after + 1, len(hashes))
        ],
    )
    conn.execute("UPDATE rubbers SET chain_head = ? WHERE id = ?", [hashes[-1], rubber_id])


def genesis_entries(
    record: Mapping[str, Any], state: str, at: str | None = None
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A chain that starts from a record as it stands: its header in play, one ``record`` entry
    per deal (the last one finishing it, if it is finished), then ``abandon`` if abandoned.

    >>> header, entries = genesis_entries({"game": "contract", "deals": [{"result": 9}]},
    ...                                   "finished")
    >>> header, entries
    ({'game': 'contract', 'state': 'in_play'}, [{'action': 'record', 'index': 0, \
'new': {'result': 9}, 'state': ['in_play', 'finished']}])
    """
    header = _chain.rubber_header(record, "in_play")
    deals = record.get("deals") or []
    entries = []
    for i, deal in enumerate(deals):
        last = i == len(deals) - 1
        change = ("in_play", "finished") if last and state == "finished" else None
        entries.append(_chain.deal_entry("record", i, new=deal, state=change, at=at))
    if state == "abandoned":
        entries.append(_chain.state_entry("abandon", "in_play", "abandoned", at=at))
    return header, entries


def genesis(conn: sqlite3.Connection, rubber_id: int, at: str | None = None) -> None:
    """Start the rubber's chain from its record as it stands (a new rubber, or one imported or
    kept from before the chain)."""
    record, state = record_json(conn, rubber_id)
    header, entries = genesis_entries(record, state, at)
    store_chain(conn, rubber_id, entries, _chain.chain_of(header, entries))


def backfill_chains(conn: sqlite3.Connection) -> int:
    """Give every rubber without a chain one (from its record as it stands); returns how many."""
    ids = [
        r[0]
        for r in conn.execute(
            "SELECT id FROM rubbers WHERE NOT EXISTS "
            "(SELECT 1 FROM chain c WHERE c.rubber_id = rubbers.id) ORDER BY id"
        )
    ]
    at = now_iso()
    for rid in ids:
        genesis(conn, rid, at)
    # Made just now from the rubbers as they stand: the day's check need not read them again
    # (on a 43,500-rubber history that would be a minute and a half at the next start).
    conn.executemany(
        "UPDATE rubbers SET chain_checked = chain_head WHERE id = ?", [(rid,) for rid in ids]
    )
    return len(ids)


@dataclass(frozen=True, slots=True)
class Stored:
    """A rubber's chain as the history holds it: the entries (``audit`` in an export) and the
    hashes (``chain``)."""

    entries: list[dict[str, Any]]
    hashes: list[str]


def stored(conn: sqlite3.Connection, rubber_id: int) -> Stored:
    entries: list[dict[str, Any]] = []
    hashes: list[str] = []
    for seq, entry, h in conn.execute(
        "SELECT seq, entry, hash FROM chain WHERE rubber_id = ? ORDER BY seq", [rubber_id]
    ):
        hashes.append(str(h))
        if seq:
            entries.append(json.loads(entry))
    return Stored(entries, hashes)


def all_stored(conn: sqlite3.Connection) -> dict[int, Stored]:
    """Every rubber's chain, read in one pass."""
    out: dict[int, Stored] = {}
    for rid, seq, entry, h in conn.execute(
        "SELECT rubber_id, seq, entry, hash FROM chain ORDER BY rubber_id, seq"
    ):
        s = out.setdefault(rid, Stored([], []))
        s.hashes.append(str(h))
        if seq:
            s.entries.append(json.loads(entry))
    return out


def check(conn: sqlite3.Connection, rubber_id: int) -> list[Problem]:
    """What does not match in one stored rubber: its record and state against its chain, and
    the stored head against the last link."""
    try:
        record, state = record_json(conn, rubber_id)
        s = stored(conn, rubber_id)
    except (ValueError, KeyError, TypeError) as e:  # a damaged row
        return [Problem(None, "", f"cannot be read: {e}")]
    if not s.hashes:
        return [Problem(None, "chain", "missing: the rubber has no chain")]
    head = conn.execute("SELECT chain_head FROM rubbers WHERE id = ?", [rubber_id]).fetchone()
    if head is None or head[0] != s.hashes[-1]:
        return [Problem(None, "chain", "its last link is not the one the rubber names")]
    return _chain.verify_rubber(record, state, s.entries, s.hashes)


# -- drives (the same protections, ``drives.md`` §5) -----------------------------------------------
# Table ``drive_chain`` (migration ``m007_drive_chain``) holds one row per link of a drive's chain
# (:mod:`scorepad.store.chain.drives`): ``seq`` 0 the header (its canonical JSON and its hash), then
# one
# row per entry; ``drives.chain_head`` is the last hash. The drive store appends an entry for
# every change of a drive, in the change's own transaction.


@dataclass(frozen=True, slots=True)
class DriveStored:
    """A drive's chain as the history holds it: the header it started from (``start`` in an
    export), the entries (``audit``) and the hashes (``chain``)."""

    header: dict[str, Any]
    entries: list[dict[str, Any]]
    hashes: list[str]


def store_drive_chain(
    conn: sqlite3.Connection, drive_id: int, chain: DriveStored, *, after: int = 0
) -> None:
    """Write links ``after + 1`` … of an already verified chain (``after`` 0: the header and the
    whole chain)."""
    if after == 0:
        conn.execute(
            "INSERT INTO drive_chain (drive_id, seq, entry, hash) VALUES (?, 0, ?, ?)",
            [drive_id, _chain.canonical(chain.header).decode("utf-8"), chain.hashes[0]],
        )
    conn.executemany(
        "INSERT INTO drive_chain (drive_id, seq, entry, hash) VALUES (?, ?, ?, ?)",
        [
            (
                drive_id,
                k,
                _chain.canonical(dict(chain.entries[k - 1])).decode("utf-8"),
                chain.hashes[k],
            )
            for k in range(after + 1, len(chain.hashes))
        ],
    )
    conn.execute("UPDATE drives SET chain_head = ? WHERE id = ?", [chain.hashes[-1], drive_id])


def start_drive(conn: sqlite3.Connection, drive_id: int, header: Mapping[str, Any]) -> str:
    """The first link of a new drive's chain; returns it."""
    h = _chain.header_hash(header)
    store_drive_chain(conn, drive_id, DriveStored(dict(header), [], [h]))
    return h


def append_drive(conn: sqlite3.Connection, drive_id: int, entry: Mapping[str, Any]) -> str:
    """Add one entry to the drive's chain; returns the new head."""
    row = conn.execute(
        "SELECT seq, hash FROM drive_chain WHERE drive_id = ? ORDER BY seq DESC LIMIT 1",
        [drive_id],
    ).fetchone()
    if row is None:  # a drive that missed the backfill: its chain starts now
        drive_genesis(conn, drive_id)
        return append_drive(conn, drive_id, entry)
    seq, prev = int(row[0]), str(row[1])
    head = _chain.link(prev, entry)
    conn.execute(
        "INSERT INTO drive_chain (drive_id, seq, entry, hash) VALUES (?, ?, ?, ?)",
        [drive_id, seq + 1, _chain.canonical(dict(entry)).decode("utf-8"), head],
    )
    conn.execute("UPDATE drives SET chain_head = ? WHERE id = ?", [head, drive_id])
    return head


def drive_genesis(conn: sqlite3.Connection, drive_id: int) -> None:
    """Start the drive's chain from its record and state as they stand, its audit rows kept as
    entries that change nothing (a drive from before the chain: what was done before cannot be
    shown), and mark it unverified."""
    row = conn.execute("SELECT record, state FROM drives WHERE id = ?", [drive_id]).fetchone()
    if row is None:
        raise KeyError(drive_id)
    header = drive_chain.drive_header(json.loads(row[0]), str(row[1]))
    entries = [
        drive_chain.legacy_entry(
            {
                "at": at,
                "what": what,
                "before": None if b is None else json.loads(b),
                "after": None if a is None else json.loads(a),
            }
        )
        for at, what, b, a in conn.execute(
            "SELECT at, what, before, after FROM drive_audit WHERE drive_id = ? ORDER BY id",
            [drive_id],
        )
    ]
    store_drive_chain(
        conn, drive_id, DriveStored(header, entries, drive_chain.drive_chain_of(header, entries))
    )
    conn.execute("UPDATE drives SET verified = 0 WHERE id = ?", [drive_id])


def backfill_drive_chains(conn: sqlite3.Connection) -> int:
    """Give every drive without a chain one (from its record as it stands); returns how many.
    Made just now from the drives as they stand, they are marked checked."""
    ids = [
        r[0]
        for r in conn.execute(
            "SELECT id FROM drives WHERE NOT EXISTS "
            "(SELECT 1 FROM drive_chain c WHERE c.drive_id = drives.id) ORDER BY id"
        )
    ]
    for did in ids:
        drive_genesis(conn, did)
    conn.executemany(
        "UPDATE drives SET chain_checked = chain_head WHERE id = ?", [(d,) for d in ids]
    )
    return len(ids)


def drive_stored(conn: sqlite3.Connection, drive_id: int) -> DriveStored:
    header: dict[str, Any] = {}
    entries: list[dict[str, Any]] = []
    hashes: list[str] = []
    for seq, entry, h in conn.execute(
        "SELECT seq, entry, hash FROM drive_chain WHERE drive_id = ? ORDER BY seq", [drive_id]
    ):
        hashes.append(str(h))
        if seq:
            entries.append(json.loads(entry))
        else:
            header = json.loads(entry)
    return DriveStored(header, entries, hashes)


def check_drive(conn: sqlite3.Connection, drive_id: int) -> list[Problem]:
    """What does not match in one stored drive: its record and state against its chain, and
    the stored head against the last link."""
    try:
        row = conn.execute(
            "SELECT record, state, chain_head FROM drives WHERE id = ?", [drive_id]
        ).fetchone()
        if row is None:
            raise KeyError(drive_id)
        record = json.loads(row[0])
        s = drive_stored(conn, drive_id)
    except (ValueError, KeyError, TypeError) as e:  # a damaged row
        return [Problem(None, "", f"cannot be read: {e}")]
    if not s.hashes:
        return [Problem(None, "chain", "missing: the drive has no chain")]
    if row[2] != s.hashes[-1]:
        return [Problem(None, "chain", "its last link is not the one the drive names")]
    return drive_chain.verify_drive(s.header, record, row[1], s.entries, s.hashes)


__all__ = [
    "DriveStored",
    "Stored",
    "all_stored",
    "append",
    "append_drive",
    "backfill_chains",
    "backfill_drive_chains",
    "check",
    "check_drive",
    "drive_genesis",
    "drive_stored",
    "genesis",
    "genesis_entries",
    "new_uid",
    "record_json",
    "start",
    "start_drive",
    "store_chain",
    "store_drive_chain",
    "stored",
]
