"""Histories at an earlier schema, filled by raw SQL as a program of that schema wrote them.

``seed_m001`` fills an m001 (or m002) file and returns a check that every seeded fact survived
an upgrade, read through the current store's API; ``seed_copies`` adds copies of its rubber so
that an upgrade has work to do (a kill can land inside it). ``tests/core/test_store_migrations.py``
builds its per-migration ``SEEDS`` on these.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from scorepad.enums import SEATS, Side
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.store import Store

Check = Callable[[Store], None]

#: In the names of the players of seed_copies' rubbers.
COPY = " (copy "

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
        # (copies made by seed_copies have players of their own, marked COPY)
        assert [p.name for p in store.players() if COPY not in p.name] == [
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


def seed_copies(conn: sqlite3.Connection, copies: int, *, first_id: int = 100) -> Check:
    """Add ``copies`` copies of seed_m001's rubber 7 (its deals, audit and cached results, at
    the m001 schema), with ids from ``first_id``, each played by four players of its own
    (named as rubber 7's, with COPY and the rubber's id), so that seed_m001's check still
    holds; returns a check that each copy survived an upgrade as it was."""
    ids = list(range(first_id, first_id + copies))
    cols = (
        "game, code, house_rules, played_on, table_label, stake, first_dealer, state, "
        "started_at, finished_at, deal_count, complete, total_ns, total_ew, net_ns, winner, "
        "money_ns"
    )
    for rid in ids:
        base = 10 * rid  # the copy's players: rubber 7's ids (1-4) plus base
        conn.execute(
            "INSERT INTO players (id, name, name_key) SELECT id + ?, name || ?, name_key || ? "
            "FROM players WHERE id IN (SELECT player_id FROM seats WHERE rubber_id = 7)",
            [base, f"{COPY}{rid})", f"{COPY}{rid})"],
        )
        conn.execute(
            f"INSERT INTO rubbers (id, {cols}) SELECT ?, {cols} FROM rubbers WHERE id = 7", [rid]
        )
        conn.execute(
            "INSERT INTO seats SELECT ?, seat, player_id + ? FROM seats WHERE rubber_id = 7",
            [rid, base],
        )
        conn.execute(
            "INSERT INTO deals SELECT ?, idx, record FROM deals WHERE rubber_id = 7", [rid]
        )
        conn.execute(
            "INSERT INTO audit (rubber_id, idx, action, old, new, at) "
            "SELECT ?, idx, action, old, new, at FROM audit WHERE rubber_id = 7",
            [rid],
        )
        conn.execute(
            "INSERT INTO results SELECT :rid, seat, player_id + :base, partner_id + :base, "
            "opp1_id + :base, opp2_id + :base, game, played_on, settled, outcome, net, money "
            "FROM results WHERE rubber_id = 7",
            {"rid": rid, "base": base},
        )

    def check(store: Store) -> None:
        for rid in ids:
            record = store.load_rubber(rid).to_json()
            players = {k: f"{v}{COPY}{rid})" for k, v in RECORD["players"].items()}
            assert record == {**RECORD, "players": players}, rid
            assert store.rubber_info(rid).deals == len(RECORD["deals"])
            (entry,) = store.audit(rid)
            assert entry.old is not None and entry.old["contract"] == "2NT"
            (st,) = store.stats(f"Dr Lamb{COPY}{rid})")
            assert (st.rubbers, st.lost) == (1, 1)

    return check
