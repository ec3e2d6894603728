"""What another connection wrote (:meth:`Store.check_elsewhere`), found cheaply.

``PRAGMA data_version`` says only *that* another connection committed. To say *what*, the store
keeps a :class:`Look` at the history: the highest ids of the tables a change of a rubber appends
to (``deals``, its identities counted up, never reused; ``audit``, a row per correction;
``rubbers``, a row per new rubber), the count and the sum of the rubbers' versions (every change
of a rubber counts its version up, and versions only grow), each rubber's version as last seen,
and the drives' versions (a few rows). What is newer than the last look names the rubbers
changed; the sum of the versions proves that no other rubber changed (an abandon, a redo under
an old identity…). Anything it cannot account for (a rubber removed, a player renamed or
merged, a move, a restore) gives ``None``: the caller falls back to an ``external`` change that
names nothing. The first look (and the one after a look that could not tell) reads every
rubber's version.

Each look reads a few indexed maxima, one pass over ``rubbers`` (two integers a row) and the
rows newer than the last look; no deal records, no chains.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field


@dataclass(slots=True)
class Look:
    """The history as last looked at (see the module's docstring)."""

    deal: int
    audit: int
    rubber: int
    count: int
    total: int
    moves: int
    players: int  # the highest player id
    people: int  # a fingerprint of the players up to ``players``
    drives: dict[int, int]
    versions: dict[int, int] = field(default_factory=dict)  # rubber id: version, as seen


@dataclass(frozen=True, slots=True)
class Found:
    """What was written since the last look: the rubbers (new ones too), drives and players."""

    rubber_ids: tuple[int, ...]
    drive_ids: tuple[int, ...]
    player_ids: tuple[int, ...]


def _scalar(conn: sqlite3.Connection, sql: str, params: tuple[int, ...] = ()) -> int:
    row = conn.execute(sql, params).fetchone()
    return int(row[0] or 0) if row is not None else 0


def _people(conn: sqlite3.Connection, up_to: int) -> int:
    rows = conn.execute(
        "SELECT id, name, membership, notes FROM players WHERE id <= ? ORDER BY id", [up_to]
    ).fetchall()
    return hash(tuple(rows))


def look(conn: sqlite3.Connection, *, full: bool = True) -> Look:
    """A fresh look at the history (call it inside one read transaction); ``full``: with every
    rubber's version (the first look, and after one that could not tell)."""
    count, total = conn.execute("SELECT count(*), total(version) FROM rubbers").fetchone()
    players = _scalar(conn, "SELECT max(id) FROM players")
    versions = dict(conn.execute("SELECT id, version FROM rubbers").fetchall()) if full else {}
    return Look(
        # deals.id is AUTOINCREMENT: its sequence never goes back when the last hand is deleted
        deal=_scalar(conn, "SELECT seq FROM sqlite_sequence WHERE name = 'deals'"),
        audit=_scalar(conn, "SELECT max(id) FROM audit"),
        rubber=_scalar(conn, "SELECT max(id) FROM rubbers"),
        count=int(count),
        total=int(total),
        moves=_scalar(conn, "SELECT max(id) FROM evening_moves"),
        players=players,
        people=_people(conn, players),
        drives=dict(conn.execute("SELECT id, version FROM drives").fetchall()),
        versions=versions,
    )


def _candidates(conn: sqlite3.Connection, before: Look) -> set[int]:
    ids = {r for (r,) in conn.execute("SELECT rubber_id FROM deals WHERE id > ?", [before.deal])}
    ids.update(
        r for (r,) in conn.execute("SELECT rubber_id FROM audit WHERE id > ?", [before.audit])
    )
    ids.update(r for (r,) in conn.execute("SELECT id FROM rubbers WHERE id > ?", [before.rubber]))
    return ids


def _versions(conn: sqlite3.Connection, ids: set[int]) -> dict[int, int]:
    if not ids:
        return {}
    marks = ", ".join("?" * len(ids))
    sql = f"SELECT id, version FROM rubbers WHERE id IN ({marks})"
    return dict(conn.execute(sql, sorted(ids)).fetchall())


def _old_versions(before: Look, ids: set[int]) -> dict[int, int] | None:
    """The versions the named rubbers had at the last look (a new rubber: none); ``None`` when
    one was not remembered then (the caller looks again from the start)."""
    old: dict[int, int] = {}
    for rid in ids:
        if rid > before.rubber:
            old[rid] = 0
        elif rid in before.versions:
            old[rid] = before.versions[rid]
        else:
            return None
    return old


def _rubbers(conn: sqlite3.Connection, before: Look, now: Look) -> tuple[int, ...] | None:
    """The rubbers written since ``before``, or ``None`` when that cannot be told."""
    if now.deal < before.deal or now.audit < before.audit or now.rubber < before.rubber:
        return None  # the file was restored or rebuilt
    ids = _candidates(conn, before)
    versions = _versions(conn, ids)
    old = _old_versions(before, ids)
    new_rubbers = sum(1 for rid in ids if rid > before.rubber and rid in versions)
    if old is None or len(versions) != len(ids) or now.count != before.count + new_rubbers:
        return None  # a rubber removed, or one not seen at the last look
    if now.total - before.total != sum(versions[r] - old[r] for r in ids):
        return None  # another rubber changed too (abandoned, reopened, …)
    now.versions = {**before.versions, **versions}
    return tuple(sorted(ids))


def _drives(before: Look, now: Look) -> tuple[int, ...] | None:
    if any(d not in now.drives for d in before.drives):
        return None  # a drive removed
    return tuple(sorted(d for d, v in now.drives.items() if before.drives.get(d) != v))


def since(conn: sqlite3.Connection, before: Look) -> tuple[Look, Found | None]:
    """A fresh look, and what was written since ``before`` (``None`` when it cannot be told).
    Call it inside one read transaction."""
    now = look(conn, full=False)
    found = _found(conn, before, now)
    return (now, found) if found is not None else (look(conn), None)


def _found(conn: sqlite3.Connection, before: Look, now: Look) -> Found | None:
    if now.moves != before.moves or now.players < before.players:
        return None
    if _people(conn, before.players) != before.people:
        return None  # a player renamed, merged or changed
    rubbers = _rubbers(conn, before, now)
    drives = _drives(before, now)
    if rubbers is None or drives is None:
        return None
    players = tuple(range(before.players + 1, now.players + 1))
    return Found(rubbers, drives, players)
