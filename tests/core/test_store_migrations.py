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

from scorepad.enums import SEATS, Side
from scorepad.record import Rubber
from scorepad.rules import score
from scorepad.store import Store, migration_names
from scorepad.store.checks import check_history

Check = Callable[[Store], None]

RECORD: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2025-03-04",
    "table": "Table 3",
    "stake": {"amount": 0.5, "per": 100},
    "first_dealer": "E",
    "players": {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"},
    "deals": [
        {"declarer": "N", "contract": "4S", "result": 10},
        {"declarer": "E", "contract": "3NT", "result": 9},
        {"declarer": "S", "contract": "4H", "result": 10},
    ],
}


def seed_m001(conn: sqlite3.Connection, *, m002: bool = False) -> Check:
    """Rows as the m001 schema holds them: players, a finished rubber, its deals, an edit.
    (``m002``: as m002 holds them, each deal with its own identity and version.)"""
    rubber = Rubber.from_json(RECORD)
    sheet = score(rubber)
    conn.execute(
        "INSERT INTO players (id, name, name_key, membership, notes) VALUES "
        "(1, 'Mrs Grey', 'mrs grey', 'M-1', 'keeps the pad'), "
        "(2, 'Col. Hay', 'col. hay', NULL, NULL), (3, 'Miss Bell', 'miss bell', "
        "NULL, NULL), (4, 'Dr Lamb', 'dr lamb', NULL, NULL), "
        "(5, 'Sir Ian', 'sir ian', NULL, NULL)"
    )
    conn.execute(
        "INSERT INTO rubbers (id, game, code, house_rules, played_on, table_label, stake, "
        "first_dealer, state, started_at, finished_at, deal_count, complete, total_ns, "
        "total_ew, net_ns, winner, money_ns) VALUES (7, 'contract', NULL, NULL, '2025-03-04', "
        "'Table 3', '{\"amount\":0.5,\"per\":100}', 'E', 'finished', '2025-03-04T19:00:00Z', "
        "'2025-03-04T20:10:00Z', 3, 1, ?, ?, ?, 'NS', ?)",
        [
            sheet.totals[Side.NS],
            sheet.totals[Side.EW],
            sheet.net[Side.NS],
            sheet.net[Side.NS] * 0.5 / 100,
        ],
    )
    for n, seat in enumerate(SEATS, 1):
        conn.execute("INSERT INTO seats VALUES (7, ?, ?)", [seat.value, n])
    for i, d in enumerate(RECORD["deals"]):
        if m002:
            conn.execute(
                "INSERT INTO deals (id, rubber_id, idx, record, version) VALUES (?, 7, ?, ?, ?)",
                [30 - i, i, json.dumps(d), 2 if i == 1 else 1],
            )
        else:
            conn.execute("INSERT INTO deals VALUES (7, ?, ?)", [i, json.dumps(d)])
    if m002:
        conn.execute("UPDATE rubbers SET version = 4 WHERE id = 7")
    conn.execute(
        "INSERT INTO audit (rubber_id, idx, action, old, new, at) VALUES (7, 1, "
        '\'replace\', \'{"declarer":"E","contract":"2NT","result":9}\', ?, '
        "'2025-03-04T19:40:00Z')",
        [json.dumps(RECORD["deals"][1])],
    )
    net = sheet.net[Side.NS]
    for place, pid, partner, o1, o2 in (
        ("N", 1, 3, 2, 4),
        ("E", 2, 4, 1, 3),
        ("S", 3, 1, 2, 4),
        ("W", 4, 2, 1, 3),
    ):
        sign = 1 if place in "NS" else -1
        conn.execute(
            "INSERT INTO results VALUES (7, ?, ?, ?, ?, ?, 'contract', '2025-03-04', 1, ?, ?, ?)",
            [place, pid, partner, o1, o2, sign, sign * net, sign * net * 0.5 / 100],
        )

    def check(store: Store) -> None:
        assert [p.name for p in store.players()] == [
            "Col. Hay",
            "Dr Lamb",
            "Miss Bell",
            "Mrs Grey",
            "Sir Ian",
        ]
        grey = store.player("mrs grey")
        assert (grey.membership, grey.notes) == ("M-1", "keeps the pad")
        assert store.load_rubber(7).to_json() == RECORD
        info = store.rubber_info(7)
        assert (info.state, info.started_at, info.finished_at) == (
            "finished",
            "2025-03-04T19:00:00Z",
            "2025-03-04T20:10:00Z",
        )
        assert info.net == sheet.net
        # Every deal has an identity of its own, kept across the upgrade (m002's are made in
        # the deals' order), and the rubber a version.
        state = store.rubber_state(7)
        if m002:
            assert [(d.id, d.version) for d in state.deals] == [(30, 1), (29, 2), (28, 1)]
            assert state.version == 4
        else:
            ids = [d.id for d in state.deals]
            assert ids == sorted(ids) and len(set(ids)) == 3
            assert {d.version for d in state.deals} == {1} and state.version == 0
        assert state.sheet is not None and state.sheet.net == sheet.net
        (entry,) = store.audit(7)
        assert entry.old is not None
        assert (entry.action, entry.index, entry.old["contract"]) == ("replace", 1, "2NT")
        (st,) = store.stats("Dr Lamb")
        assert (st.rubbers, st.lost, st.net, st.money) == (
            1,
            1,
            -sheet.net[Side.NS],
            -sheet.net[Side.NS] * 0.5 / 100,
        )
        # The upgraded file keeps working: the next rubber records as usual.
        rid = store.create_rubber(Rubber.from_json({**RECORD, "deals": []}))
        store.record_deal(rid, RECORD["deals"][0])
        assert store.rubber_info(rid).deals == 1

    return check


#: The data each schema can hold, keyed by the last migration applied to it.
def seed_m002(conn: sqlite3.Connection) -> Check:
    return seed_m001(conn, m002=True)


def seed_m003(conn: sqlite3.Connection) -> Check:
    """As m003 holds them: the rubber with its id and a chain (made here as that program made
    them), both kept across later upgrades."""
    from scorepad.store import ledger

    older = seed_m002(conn)
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


SEEDS: dict[str, Callable[[sqlite3.Connection], Check]] = {
    "m001_initial": seed_m001,
    "m002_deal_identity": seed_m002,
    "m003_rubber_identity": seed_m003,
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
