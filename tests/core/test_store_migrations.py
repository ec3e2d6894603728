"""Migrations are append-only, and upgrading from every earlier schema loses nothing.

The harness builds each earlier schema with ``Store.open(stop_before=NAME)``, fills it with data the
way a program of that schema wrote it (``SEEDS``, raw SQL of that era, keyed by the last migration
applied), opens it with the current program and checks every seeded fact through the API. A new
migration ``mNNN_...`` must add a seed for the schema it upgrades from (a test below insists).
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scorepad.store import Store, migration_names
from scorepad.store.checks import check_history
from tests.helpers.migration_seeds import Check, seed_m001

DRIVE: dict[str, Any] = {
    "format": "scorepad-drive/1",
    "form": "whist_drive",
    "code": None,
    "played_on": "2025-03-04",
    "house_rules": {"rounds": 2},
    "tables": 1,
    "players": [
        {"id": "L1", "name": "Mrs Grey", "role": "lady"},
        {"id": "L2", "name": "Miss Bell", "role": "lady"},
        {"id": "G1", "name": "Col. Hay", "role": "gent"},
        {"id": "G2", "name": "Dr Lamb", "role": "gent"},
    ],
    "start": [{"table": 1, "N": "L1", "E": "L2", "S": "G1", "W": "G2"}],
    "rounds": [
        {
            "round": 1,
            "seating": [{"table": 1, "N": "L1", "E": "L2", "S": "G1", "W": "G2"}],
            "results": [{"table": 1, "NS": 8, "EW": 5}],
        }
    ],
    "prizes": [],
}


def seed_m003(conn: sqlite3.Connection) -> Check:
    """Rows as the m003 schema holds them: everything of m002, and a drive with an audit row."""
    check_m001 = seed_m002(conn)
    conn.execute(
        "INSERT INTO drives (id, uid, title, played_on, form, record, state, version, "
        "created_at, updated_at) VALUES (4, 'abc', NULL, '2025-03-04', 'whist_drive', ?, "
        "'in_play', 3, '2025-03-04T19:00:00Z', '2025-03-04T19:30:00Z')",
        [json.dumps(DRIVE)],
    )
    conn.execute(
        "INSERT INTO drive_audit (drive_id, at, what, before, after) VALUES "
        "(4, '2025-03-04T19:20:00Z', 'correct', '{\"NS\": 5}', '{\"NS\": 8}')"
    )

    def check(store: Store) -> None:
        from scorepad.store import drives as drive_store

        check_m001(store)
        loaded = drive_store.load_drive(store, 4)
        assert loaded.record.to_json() == DRIVE
        assert loaded.version == 3
        assert loaded.sheet["standings"][0]["total"] == 8
        (a,) = drive_store.drive_audit(store, 4)
        assert (a.what, a.before, a.after) == ("correct", {"NS": 5}, {"NS": 8})

    return check


#: The data each schema can hold, keyed by the last migration applied to it.
def seed_m002(conn: sqlite3.Connection) -> Check:
    return seed_m001(conn, m002=True)


def seed_m004(conn: sqlite3.Connection) -> Check:
    """The m003 rows, a received table-entry hand and a live entry session."""
    check_m001 = seed_m003(conn)
    conn.execute("INSERT INTO entry_hands VALUES ('h-1', 7, 0, 'North', '2025-03-04T19:05:00Z')")
    conn.execute(
        "INSERT INTO entry_sessions (scope, token, table_pins, started_at) "
        "VALUES ('evening:2025-03-04', 'tok', '{\"1\": \"1234\"}', '2025-03-04T19:00:00Z')"
    )

    def check(store: Store) -> None:
        check_m001(store)
        conn = store.db.conn
        assert [tuple(r) for r in conn.execute("SELECT entered_by FROM entry_hands")] == [
            ("North",)
        ]
        assert [tuple(r) for r in conn.execute("SELECT token FROM entry_sessions")] == [("tok",)]

    return check


def seed_m005(conn: sqlite3.Connection) -> Check:
    """As m005 holds them: m004's rows, and Sir Ian moved into the East seat at Table 3 for its
    next rubber (Col. Hay, displaced, stands down)."""
    check_m002 = seed_m004(conn)
    conn.execute(
        "INSERT INTO evening_moves (played_on, player_id, from_table, from_seat, to_table, "
        "to_seat, displaced_id, seating, last_rubber_id, at) VALUES ('2025-03-04', 5, NULL, "
        "NULL, 'Table 3', 'E', 2, ?, 7, '2025-03-04T20:15:00Z')",
        [json.dumps({"Table 3": {"N": 1, "E": 5, "S": 3, "W": 4}})],
    )

    def check(store: Store) -> None:
        seats = store.evening_seating("2025-03-04")["Table 3"]
        check_m002(store)  # (which may start rubbers of its own)
        assert {s.value: n for s, n in seats.items()} == {
            "N": "Mrs Grey",
            "E": "Sir Ian",
            "S": "Miss Bell",
            "W": "Dr Lamb",
        }

    return check


def seed_m006(conn: sqlite3.Connection) -> Check:
    """As m006 holds them: the rubber with its id and a chain (made here as that program made
    them), both kept across later upgrades."""
    from scorepad.store import ledger

    older = seed_m005(conn)
    conn.execute("UPDATE rubbers SET uid = 'feedc0de' WHERE id = 7")
    ledger.backfill_chains(conn)
    ((head,),) = conn.execute("SELECT chain_head FROM rubbers WHERE id = 7").fetchall()

    def check(store: Store) -> None:
        older(store)
        ((uid, kept),) = store.db.conn.execute(
            "SELECT uid, chain_head FROM rubbers WHERE id = 7"
        ).fetchall()
        assert (uid, kept) == ("feedc0de", head)

    return check


def seed_m007(conn: sqlite3.Connection) -> Check:
    """As m007 holds them: the drive with its chain (made here as that program made it, from
    its record and audit as they stood), kept across later upgrades and extended by a change."""
    from scorepad.store import ledger

    older = seed_m006(conn)
    ledger.backfill_drive_chains(conn)
    ((head,),) = conn.execute("SELECT chain_head FROM drives WHERE id = 4").fetchall()

    def check(store: Store) -> None:
        from scorepad.store import drives as drive_store

        older(store)
        conn = store.db.conn
        ((uid, kept, verified),) = conn.execute(
            "SELECT uid, chain_head, verified FROM drives WHERE id = 4"
        ).fetchall()
        assert (uid, kept, verified) == ("abc", head, 0)
        chained = ledger.drive_stored(conn, 4)
        assert chained.header == {"record": DRIVE, "state": "in_play"}
        assert [(e["action"], e.get("legacy")) for e in chained.entries] == [("correct", True)]
        assert ledger.check_drive(conn, 4) == []
        ch = drive_store.record_round_result(store, 4, 2, 1, {"NS": 7, "EW": 6}, 3)
        assert ch.version == 4
        extended = ledger.drive_stored(conn, 4)
        assert extended.hashes[:2] == chained.hashes and len(extended.hashes) == 3
        assert ledger.check_drive(conn, 4) == []

    return check


def seed_m008(conn: sqlite3.Connection) -> Check:
    """As m008 holds them: m007's rows and the drive's round 1 line received from table 1's
    page, kept, still saying who entered it."""
    older = seed_m007(conn)
    conn.execute(
        "INSERT INTO entry_drive_lines VALUES ('line-0001', 4, 1, 1, 'Mrs Grey', "
        "'2025-03-04T19:10:00Z')"
    )

    def check(store: Store) -> None:
        older(store)
        rows = store.db.conn.execute(
            "SELECT line_uid, drive_id, round, table_no, entered_by FROM entry_drive_lines"
        ).fetchall()
        assert [tuple(r) for r in rows] == [("line-0001", 4, 1, 1, "Mrs Grey")]

    return check


def seed_m009(conn: sqlite3.Connection) -> Check:
    """As m009 holds them: m008's rows, and the rubbers' versions indexed (a look at what
    another program wrote reads the index)."""
    older = seed_m008(conn)

    def check(store: Store) -> None:
        older(store)
        conn = store.db.conn
        assert "rubbers_version" in {r[1] for r in conn.execute("PRAGMA index_list(rubbers)")}
        plan = " ".join(
            str(r[-1])
            for r in conn.execute("EXPLAIN QUERY PLAN SELECT count(*), total(version) FROM rubbers")
        )
        assert "COVERING INDEX rubbers_version" in plan, plan

    return check


def seed_m010(conn: sqlite3.Connection) -> Check:
    """As m010 holds them: m009's rows, each rubber with its search row, made by the triggers
    as the rubber and its seats went in (the browser finds it by player, table and date)."""
    older = seed_m009(conn)

    def check(store: Store) -> None:
        from scorepad.store import BrowseFilter

        older(store)
        ((day, table, names),) = store.db.conn.execute(
            "SELECT day, table_label, names FROM rubber_search WHERE rubber_id = 7"
        ).fetchall()
        assert (day, table) == ("2025-03-04", "Table 3")
        assert "mrs grey" in names.split("\x1f")
        seated = {
            r[0]
            for r in store.db.conn.execute(
                "SELECT s.rubber_id FROM seats s JOIN players p ON p.id = s.player_id "
                "JOIN rubbers b ON b.id = s.rubber_id WHERE p.name_key LIKE '%grey%' "
                "AND b.table_label = 'Table 3' AND b.played_on LIKE '2025-03%'"
            )
        }
        found = [r.id for r in store.browse(BrowseFilter("grey table 3 2025-03"))]
        assert 7 in found and sorted(found) == sorted(seated)
        assert store.browse_count(BrowseFilter("grey nobody")) == 0

    return check


def seed_m011(conn: sqlite3.Connection) -> Check:
    """As m011 holds them: m010's rows, each rubber never yet checked whole by the rolling
    week (``chain_round`` NULL), so the day's check reads them first."""
    older = seed_m010(conn)

    def check(store: Store) -> None:
        older(store)
        for table in ("rubbers", "drives"):
            rounds = store.db.conn.execute(f"SELECT DISTINCT chain_round FROM {table}")
            assert [tuple(r) for r in rounds] in ([(None,)], [])

    return check


SEEDS: dict[str, Callable[[sqlite3.Connection], Check]] = {
    "m001_initial": seed_m001,
    "m002_deal_identity": seed_m002,
    "m003_drives": seed_m003,
    "m004_table_entry": seed_m004,
    "m005_evening_moves": seed_m005,
    "m006_rubber_identity": seed_m006,
    "m007_drive_chain": seed_m007,
    "m008_drive_entry": seed_m008,
    "m009_rubber_versions": seed_m009,
    "m010_browse_search": seed_m010,
    "m011_chain_rounds": seed_m011,
}


def test_migrations_are_named_in_order() -> None:
    names = migration_names()
    assert names, "no migrations"
    for i, name in enumerate(names, 1):
        assert re.fullmatch(rf"m{i:03d}_[a-z0-9_]+", name), name


def test_every_schema_has_a_seed() -> None:
    assert set(SEEDS) == set(migration_names())


@pytest.mark.parametrize("applied", range(len(migration_names()) + 1))
def test_upgrade_from_every_earlier_schema_loses_nothing(tmp_path: Path, applied: int) -> None:
    names = migration_names()
    path = tmp_path / "old.db"
    stop = names[applied] if applied < len(names) else None
    Store.open(path, backup=False, stop_before=stop).close()
    with sqlite3.connect(path) as conn:
        done = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM _sqlite_migrations WHERE migration_set = 'scorepad'"
            )
        ]
        assert done == names[:applied]
        checks = [SEEDS[names[applied - 1]](conn)] if applied else []
    with Store.open(path) as store:
        for check in checks:
            check(store)
        assert store.db.conn.execute("PRAGMA user_version").fetchone()[0] == len(names)
        assert store.db.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert store.db.conn.execute("PRAGMA foreign_key_check").fetchall() == []
        # Every rubber, old or new, has an id of its own and a chain that matches it.
        found = check_history(store)
        assert found.ok, found.lines()
        uids = [r[0] for r in store.db.conn.execute("SELECT uid FROM rubbers")]
        assert all(uids) and len(set(uids)) == len(uids)
    if applied:  # a file with data in it was backed up before the upgrade
        assert list(tmp_path.glob("old.backup-*.db"))
