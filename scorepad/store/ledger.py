"""The rubbers' hash chains in the history (nothing forged, nothing doubled: the manual's "Safety").

Each rubber has a stable unique id (``rubbers.uid``) and a chain (:mod:`scorepad.store.chain`):
table ``rubber_chains`` holds one small row per rubber (:mod:`scorepad.store.chain.packed`: each
link's first bytes, and each entry, in full or, for a deal recorded that the rubber still holds,
by reference to it); ``rubbers.chain_head`` is the last hash, whole. The chain's entries and
hashes are rebuilt from that row and the rubber (:mod:`scorepad.store.chain.kept`), the same
values as they were made. The store appends an entry for every change of a rubber (a deal
recorded, replaced, inserted or deleted; a player renamed or merged; abandon and reopen) in the
same transaction as the change, so the chain and the rubber can only be committed together.

Plain :mod:`sqlite3` on the store's connection, no sqlite-utils: the migration that adds the
chains (``m006_rubber_identity``) calls :func:`backfill_chains` too.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorepad.errors import Problem
from scorepad.i18n import Text
from scorepad.store import chain as _chain
from scorepad.store.chain import drives as drive_chain
from scorepad.store.chain.kept import Rebuilt, rebuild
from scorepad.store.chain.links import canonical
from scorepad.store.chain.packed import Kept, Ref, pack, places, prefix_of, unpack
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
    store_chain(conn, rubber_id, [], [header_hash])


def _write(conn: sqlite3.Connection, rubber_id: int, row: bytes, head: str) -> None:
    conn.execute(
        "INSERT OR REPLACE INTO rubber_chains (rubber_id, links) VALUES (?, ?)", [rubber_id, row]
    )
    conn.execute("UPDATE rubbers SET chain_head = ? WHERE id = ?", [head, rubber_id])


def _kept(conn: sqlite3.Connection, rubber_id: int) -> tuple[bytes, str] | None:
    """A rubber's chain row and its head, as stored (None: it has no chain)."""
    row = conn.execute(
        "SELECT c.links, b.chain_head FROM rubber_chains c JOIN rubbers b ON b.id = c.rubber_id "
        "WHERE c.rubber_id = ?",
        [rubber_id],
    ).fetchone()
    return None if row is None else (bytes(row[0]), str(row[1]))


def append(conn: sqlite3.Connection, rubber_id: int, entry: Mapping[str, Any]) -> str:
    """Add one entry to the rubber's chain (its deals already changed); returns the new head.

    An entry by reference whose deal the entry replaces or deletes is kept in full from then
    on (its deal is the entry's ``old``), so that every entry can still be rebuilt."""
    found = _kept(conn, rubber_id)
    if found is None:  # a rubber from before the chain that missed the backfill: start it now
        genesis(conn, rubber_id)
        found = _kept(conn, rubber_id)
        assert found is not None
    row, prev = found
    kept = unpack(row)
    entries: list[Kept | Mapping[str, Any]] = list(kept.entries)
    index = entry.get("index")
    if entry.get("action") in ("replace", "delete") and isinstance(index, int):
        owner = {p: k for k, p in places(entries).items()}.get(index)
        if owner is not None and isinstance(entries[owner], Ref) and "old" in entry:
            ref = entries[owner]
            assert isinstance(ref, Ref)
            entries[owner] = canonical(_in_full(ref, entries, owner, entry["old"]))
    head = _chain.link(prev, entry)
    entries.append(dict(entry))
    row = pack(entries, [*kept.prefix_list(), prefix_of(head)], _deals(conn, rubber_id))
    _write(conn, rubber_id, row, head)
    return head


def _in_full(
    ref: Ref, entries: Sequence[Kept | Mapping[str, Any]], k: int, deal: Any
) -> dict[str, Any]:
    """Entry ``k``, kept by reference, in full, its deal given."""
    counts: dict[int, int] = {}
    places(entries[: k + 1], counts)
    out: dict[str, Any] = {"action": "record", "index": counts[k], "new": deal}
    if ref.state is not None:
        out["state"] = list(ref.state)
    if ref.at is not None:
        out["at"] = ref.at
    return out


def _deals(conn: sqlite3.Connection, rubber_id: int) -> list[str]:
    return deal_texts(conn, rubber_id)


def store_chain(
    conn: sqlite3.Connection,
    rubber_id: int,
    entries: Sequence[Mapping[str, Any]],
    hashes: Sequence[str],
    *,
    after: int = 0,
) -> None:
    """Write an already verified chain, the whole of it (``entries`` and ``hashes`` from the
    first; ``after``, the links already here, changes nothing: the row is written again),
    the rubber's deals already written."""
    del after  # one row per rubber: written whole
    if _links_table(conn) == "chain":  # the backfill of m006, before m012
        _store_links(conn, rubber_id, entries, hashes)
        return
    prefixes = [prefix_of(h) for h in hashes]
    _write(conn, rubber_id, pack(list(entries), prefixes, _deals(conn, rubber_id)), hashes[-1])


def _store_links(
    conn: sqlite3.Connection,
    rubber_id: int,
    entries: Sequence[Mapping[str, Any]],
    hashes: Sequence[str],
) -> None:
    """A chain written as ``m006_rubber_identity`` kept it, one row per link (``m012``
    converts them)."""
    conn.execute(
        "INSERT INTO chain (rubber_id, seq, entry, hash) VALUES (?, 0, NULL, ?)",
        [rubber_id, hashes[0]],
    )
    conn.executemany(
        "INSERT INTO chain (rubber_id, seq, entry, hash) VALUES (?, ?, ?, ?)",
        [
            (rubber_id, k, canonical(dict(entries[k - 1])).decode("utf-8"), hashes[k])
            for k in range(1, len(hashes))
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


def compact_chains(conn: sqlite3.Connection) -> int:
    """Every rubber's chain in table ``chain`` (one row per link) written to ``rubber_chains``
    (one row per rubber), each link as it was kept (``m012_compact_chains``); returns how many.
    One rubber in memory at a time."""
    links = conn.cursor().execute(
        "SELECT rubber_id, seq, CAST(entry AS BLOB), hash FROM chain ORDER BY rubber_id, seq"
    )
    deals = conn.cursor().execute("SELECT rubber_id, record FROM deals ORDER BY rubber_id, idx")
    pending = deals.fetchone()
    n = 0
    rows: list[tuple[int, bytes]] = []
    for rid, group in _by_rubber(links):
        texts: list[str] = []
        while pending is not None and pending[0] < rid:
            pending = deals.fetchone()
        while pending is not None and pending[0] == rid:
            texts.append(str(pending[1]))
            pending = deals.fetchone()
        rows.append((rid, _packed_links(group, texts)))
        n += 1
        if len(rows) >= 1000:
            conn.executemany("INSERT INTO rubber_chains (rubber_id, links) VALUES (?, ?)", rows)
            rows = []
    conn.executemany("INSERT INTO rubber_chains (rubber_id, links) VALUES (?, ?)", rows)
    return n


def _by_rubber(cursor: sqlite3.Cursor) -> Iterator[tuple[int, list[Any]]]:
    """The rows of a cursor ordered by rubber id, one rubber's at a time."""
    rid: int | None = None
    group: list[Any] = []
    for row in cursor:
        if row[0] != rid:
            if rid is not None:
                yield rid, group
            rid, group = int(row[0]), []
        group.append(row)
    if rid is not None:
        yield rid, group


def _packed_links(group: Sequence[Any], texts: Sequence[str]) -> bytes:
    """One rubber's rows of table ``chain`` (``rubber_id, seq, entry, hash``) as its row of
    ``rubber_chains``: the links in order of ``seq``, an entry that does not read kept as its
    bytes (it shows as damaged, as it did)."""
    prefixes: list[bytes] = []
    entries: list[Kept | Mapping[str, Any]] = []
    for _rid, seq, entry, h in group:
        prefixes.append(prefix_of(h))
        if not seq:
            continue
        try:
            value = json.loads(entry)
        except (TypeError, ValueError):
            value = None
        entries.append(value if isinstance(value, dict) else bytes(entry or b""))
    if len(prefixes) != len(entries) + 1:  # no header link (removed by hand): a zero one
        prefixes.insert(0, b"\0" * 4)
    return pack(entries, prefixes, texts)


def _links_table(conn: sqlite3.Connection) -> str:
    """Where the rubbers' chains are: ``rubber_chains``, or ``chain`` in a history that is
    being upgraded and has not yet had ``m012_compact_chains`` (the backfill of ``m006``)."""
    found = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rubber_chains'"
    ).fetchone()
    return "rubber_chains" if found else "chain"


def backfill_chains(conn: sqlite3.Connection) -> int:
    """Give every rubber without a chain one (from its record as it stands); returns how many."""
    ids = [
        r[0]
        for r in conn.execute(
            "SELECT id FROM rubbers WHERE NOT EXISTS "
            f"(SELECT 1 FROM {_links_table(conn)} c WHERE c.rubber_id = rubbers.id) ORDER BY id"
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


def rebuilt(conn: sqlite3.Connection, rubber_id: int) -> Rebuilt:
    """A rubber's chain rebuilt from its row and the rubber as stored, and what does not match
    (:func:`scorepad.store.chain.kept.rebuild`)."""
    record, state = record_json(conn, rubber_id)
    found = _kept(conn, rubber_id)
    if found is None:
        return Rebuilt(problems=[Problem(None, "chain", Text("missing: the rubber has no chain"))])
    return rebuild(found[0], record, state, found[1])


def stored(conn: sqlite3.Connection, rubber_id: int) -> Stored:
    """A rubber's entries and hashes (those computed again: a chain that does not match is
    :func:`check`'s to say)."""
    r = rebuilt(conn, rubber_id)
    return Stored(r.entries, r.hashes)


def all_stored(conn: sqlite3.Connection) -> dict[int, Stored]:
    """Every rubber's chain."""
    ids = [r[0] for r in conn.execute("SELECT rubber_id FROM rubber_chains ORDER BY rubber_id")]
    return {rid: stored(conn, rid) for rid in ids}


def check(conn: sqlite3.Connection, rubber_id: int) -> list[Problem]:
    """What does not match in one stored rubber: its record and state against its chain, and
    the stored head against the last link."""
    try:
        return rebuilt(conn, rubber_id).problems
    except (ValueError, KeyError, TypeError) as e:  # a damaged row
        return [Problem(None, "", Text("cannot be read: {error}", error=_chain.message_of(e)))]


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
        return [Problem(None, "", Text("cannot be read: {error}", error=_chain.message_of(e)))]
    if not s.hashes:
        return [Problem(None, "chain", Text("missing: the drive has no chain"))]
    if row[2] != s.hashes[-1]:
        return [Problem(None, "chain", Text("its last link is not the one the drive names"))]
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
    "compact_chains",
    "drive_genesis",
    "drive_stored",
    "genesis",
    "genesis_entries",
    "new_uid",
    "rebuilt",
    "record_json",
    "start",
    "start_drive",
    "store_chain",
    "store_drive_chain",
    "stored",
]
