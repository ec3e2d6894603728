"""The chains kept small (one row per rubber, ``scorepad.store.chain.packed``): the same entries
and hashes rebuilt, the export the same bytes as before, every edit still found."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.errors import ScorepadError
from scorepad.records.record import Rubber
from scorepad.store import Store, ledger
from scorepad.store.chain import chain_of, initial_header, verify_rubber
from scorepad.store.checks import check_history

DATA = Path(__file__).resolve().parents[1] / "data"


def seeded(path: Path) -> Path:
    """The history of ``compaction_seed.sql``: five rubbers as the program before the
    compaction kept them (m010, a row per link), every kind of change their chains record."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.executescript((DATA / "compaction_seed.sql").read_text(encoding="utf-8"))
    return path


def old_links(path: Path) -> dict[int, list[str]]:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        out: dict[int, list[str]] = {}
        for rid, h in conn.execute("SELECT rubber_id, hash FROM chain ORDER BY rubber_id, seq"):
            out.setdefault(rid, []).append(h)
        return out


def test_the_upgrade_keeps_every_hash_and_the_export_is_the_same_bytes(tmp_path: Path) -> None:
    path = seeded(tmp_path / "h.db")
    before = old_links(path)
    assert len(before) == 5 and sum(len(v) for v in before.values()) > 25
    with Store.open(path, backup=False) as store:
        conn = store.db.conn
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert "chain" not in tables and "rubber_chains" in tables
        assert {rid: ledger.stored(conn, rid).hashes for rid in before} == before
        found = check_history(store)
        assert found.ok, found.lines()
        out = tmp_path / "x.json"
        with out.open("w", encoding="utf-8") as fh:
            store.write_json(fh)
    assert out.read_bytes() == (DATA / "compaction_export.json").read_bytes()


# -- every change through the store, and every edit behind its back ------------------------------
FOUR = {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}
DEAL = st.builds(
    lambda seat, level, result: {"declarer": seat, "contract": f"{level}C", "result": result},
    st.sampled_from("NESW"),
    st.integers(1, 2),
    st.integers(5, 8),
)
OPS = st.lists(
    st.one_of(
        st.tuples(st.just("record"), DEAL),
        st.tuples(st.just("replace"), st.integers(0, 9), DEAL),
        st.tuples(st.just("insert"), st.integers(0, 9), DEAL),
        st.tuples(st.just("delete"), st.integers(0, 9)),
        st.tuples(st.just("rename"), st.sampled_from(["Bob", "Di"]), st.text("xyzÜ", min_size=1)),
        st.tuples(st.just("abandon")),
    ),
    max_size=12,
)


def _apply(store: Store, rid: int, op: tuple[Any, ...]) -> None:
    n = len(store.load_rubber(rid).deals)
    kind = op[0]
    with contextlib.suppress(ScorepadError):  # a deal after the end, a name already taken…
        if kind == "record":
            store.record_deal(rid, op[1])
        elif kind == "replace" and n:
            store.replace_deal(rid, op[1] % n, op[2])
        elif kind == "insert":
            store.insert_deal(rid, op[1] % (n + 1), op[2])
        elif kind == "delete" and n:
            store.delete_deal(rid, op[1] % n)
        elif kind == "rename":
            pid = next(p.id for p in store.players() if p.name.startswith(op[1]))
            store.rename_player(pid, f"{op[1]} {op[2]}")
        elif kind == "abandon":
            store.set_abandoned(rid)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=OPS)
def test_any_changes_through_the_store_keep_a_chain_that_rebuilds_whole(ops: list[Any]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "h.db", backup=False)
        with store:
            rid = store.create_rubber(Rubber.from_json({"game": "contract", "players": FOUR}))
            for op in ops:
                _apply(store, rid, op)
            conn = store.db.conn
            assert ledger.check(conn, rid) == []
            kept = ledger.stored(conn, rid)
            record, state = ledger.record_json(conn, rid)
            # The hashes rebuilt the quick way are those of the chain computed afresh.
            start = initial_header(record, state, kept.entries)
            assert kept.hashes == chain_of(start, kept.entries)
            assert verify_rubber(record, state, kept.entries, kept.hashes) == []
            (head,) = conn.execute("SELECT chain_head FROM rubbers WHERE id = ?", [rid]).fetchone()
            assert head == kept.hashes[-1]
            item = store.export_json()["rubbers"][0]
            assert item["audit"] == kept.entries and item["chain"] == kept.hashes


def _small_history(path: Path) -> int:
    with Store.open(path, backup=False) as store:
        rid = store.create_rubber(Rubber.from_json({"game": "contract", "players": FOUR}))
        for d in ({"declarer": "N", "contract": "1C", "result": 7},) * 3:
            store.record_deal(rid, d)
        store.replace_deal(rid, 1, {"declarer": "E", "contract": "2C", "result": 8})
        store.record_deal(rid, {"declarer": "S", "contract": "1C", "result": 8})
        return rid


def test_every_byte_of_a_chain_row_changed_is_found(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    rid = _small_history(db)
    with contextlib.closing(sqlite3.connect(db)) as conn:
        (row,) = conn.execute(
            "SELECT links FROM rubber_chains WHERE rubber_id = ?", [rid]
        ).fetchone()
        assert ledger.check(conn, rid) == []
        for i in range(len(row)):
            for flip in (0x01, 0x80):
                bad = bytearray(row)
                bad[i] ^= flip
                conn.execute(
                    "UPDATE rubber_chains SET links = ? WHERE rubber_id = ?", [bytes(bad), rid]
                )
                assert ledger.check(conn, rid), (i, flip)
        for cut in range(len(row)):  # cut short anywhere
            conn.execute("UPDATE rubber_chains SET links = ? WHERE rubber_id = ?", [row[:cut], rid])
            assert ledger.check(conn, rid), cut


def test_an_edit_of_the_rubber_behind_the_store_s_back_is_named(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    rid = _small_history(db)
    with contextlib.closing(sqlite3.connect(db)) as conn, conn:
        conn.execute(
            "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 2",
            [json.dumps({"declarer": "N", "contract": "1C", "result": 8}), rid],
        )
        assert [str(p) for p in ledger.check(conn, rid)] == [
            "deal 3: is not the deal its chain recorded (changed by hand, or damaged)"
        ]
        conn.execute("DELETE FROM deals WHERE rubber_id = ? AND idx = 3", [rid])
        assert str(ledger.check(conn, rid)[0]).startswith("deal 4: the record has 3 deals")
        conn.rollback()
        conn.execute(
            "UPDATE seats SET player_id = (SELECT id FROM players WHERE name = 'Ann') "
            "WHERE rubber_id = ? AND seat = 'S'",
            [rid],
        )
        assert [p.field for p in ledger.check(conn, rid)] == ["header"]
        conn.rollback()
        conn.execute("UPDATE rubbers SET state = 'abandoned' WHERE id = ?", [rid])
        assert ledger.check(conn, rid)
        conn.rollback()
        conn.execute("UPDATE rubbers SET chain_head = ? WHERE id = ?", ["0" * 64, rid])
        assert [str(p) for p in ledger.check(conn, rid)] == [
            "chain: its last link is not the one the rubber names"
        ]
        conn.rollback()
        assert ledger.check(conn, rid) == []


def test_a_deal_recorded_costs_a_few_bytes_of_chain(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        rid = store.create_rubber(Rubber.from_json({"game": "contract", "players": FOUR}))
        (empty,) = store.db.conn.execute("SELECT length(links) FROM rubber_chains").fetchone()
        for _ in range(8):
            store.record_deal(rid, {"declarer": "N", "contract": "1C", "result": 7})
        (full,) = store.db.conn.execute("SELECT length(links) FROM rubber_chains").fetchone()
    # Four bytes of its link, a tag, its time (a few bytes: seconds since the one before).
    assert (full - empty) / 8 <= 10
