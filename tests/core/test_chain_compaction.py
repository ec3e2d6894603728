"""The chains kept small (one row per rubber, ``scorepad.store.chain.packed``): the same entries
and hashes rebuilt, the export the same bytes as before, every edit still found."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path

from scorepad.store import Store, ledger
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
