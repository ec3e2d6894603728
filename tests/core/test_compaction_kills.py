"""SIGKILL while the chains are compacted (``m012_compact_chains``) never loses or breaks a chain.

The history is seeded through raw SQL as the program before it kept it (``compaction_seed.sql``:
one row per link, every kind of change a chain records), with copies of its rubbers so that the
conversion takes a while. A child process opens it (and so upgrades it) and is killed with
SIGKILL at a random point: inside the conversion after a random number of rubbers, before or
after the old table goes, while the file is compacted, or at a random moment of the open. The
next open migrates again; every rubber is there with the hashes it had, and the history
verifies clean (``scorepad verify`` exit 0).
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorepad.cli import main
from scorepad.store import Store, ledger, migration_names
from scorepad.store.checks import check_history

pytestmark = pytest.mark.skipif(not Path("/proc").is_dir(), reason="SIGKILL of a child")

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
COPIES = 60

#: The child: open (and so upgrade) argv[1]. SCOREPAD_TEST_PAUSE: "rubber:N" pauses after the
#: N-th rubber converted, "drop" before the old table is dropped, "vacuum" before the file is
#: compacted; the child prints "inside" and sleeps, to be killed there.
CHILD = r"""
import os, sys, time
from scorepad.store import core, ledger
from scorepad.store.migrations import MIGRATIONS

def pause():
    print("inside", flush=True)
    time.sleep(120)

where = os.environ.get("SCOREPAD_TEST_PAUSE", "")
if where.startswith("rubber:"):
    n, real, done = int(where.split(":")[1]), ledger._packed_links, [0]
    def packed(*a, **kw):
        done[0] += 1
        if done[0] == n:
            pause()
        return real(*a, **kw)
    ledger._packed_links = packed
elif where == "drop":
    for m in MIGRATIONS._migrations:
        if m.name == "m012_compact_chains":
            real_fn = m.fn
            def fn(db, real_fn=real_fn):
                real_execute = db.execute
                def execute(sql, *a, **kw):
                    if str(sql).startswith("DROP TABLE chain"):
                        pause()
                    return real_execute(sql, *a, **kw)
                db.execute = execute
                try:
                    real_fn(db)
                finally:
                    del db.execute
            m.fn = fn
elif where == "vacuum":
    real_compact = core.Store._compact
    def compact(self):
        pause()
        real_compact(self)
    core.Store._compact = compact
from scorepad.store import Store
print("opening", flush=True)
Store.open(sys.argv[1]).close()
print("upgraded", flush=True)
"""


def seed(path: Path, copies: int) -> None:
    """The seed's history (m010, a row per link), and ``copies`` copies of each of its
    rubbers, all through raw SQL (a copy's chain is its original's: the same players, deals
    and changes)."""
    with contextlib.closing(sqlite3.connect(path)) as conn, conn:
        conn.executescript((DATA / "compaction_seed.sql").read_text(encoding="utf-8"))
        ids = [r[0] for r in conn.execute("SELECT id FROM rubbers ORDER BY id")]
        cols = [r[1] for r in conn.execute("PRAGMA table_info(rubbers)") if r[1] not in ("id",)]
        others = ", ".join(c for c in cols if c != "uid")
        results = ", ".join(
            r[1] for r in conn.execute("PRAGMA table_info(results)") if r[1] != "rubber_id"
        )
        for n in range(copies):
            for rid in ids:
                new = 1000 + n * len(ids) + rid
                conn.execute(
                    f"INSERT INTO rubbers (id, uid, {others}) SELECT ?, "
                    f"lower(hex(randomblob(16))), {others} FROM rubbers WHERE id = ?",
                    [new, rid],
                )
                conn.execute(
                    "INSERT INTO seats SELECT ?, seat, player_id FROM seats WHERE rubber_id = ?",
                    [new, rid],
                )
                conn.execute(
                    "INSERT INTO deals (rubber_id, idx, record, version) "
                    "SELECT ?, idx, record, version FROM deals WHERE rubber_id = ?",
                    [new, rid],
                )
                conn.execute(
                    f"INSERT INTO results (rubber_id, {results}) SELECT ?, {results} "
                    "FROM results WHERE rubber_id = ?",
                    [new, rid],
                )
                conn.execute(
                    "INSERT INTO chain SELECT ?, seq, entry, hash FROM chain WHERE rubber_id = ?",
                    [new, rid],
                )


def links_of(path: Path) -> dict[int, list[str]]:
    """Every rubber's links as the old table holds them."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        out: dict[int, list[str]] = {}
        for rid, h in conn.execute("SELECT rubber_id, hash FROM chain ORDER BY rubber_id, seq"):
            out.setdefault(rid, []).append(h)
        return out


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[int, list[str]]]:
    path = tmp_path_factory.mktemp("seed") / "old.db"
    seed(path, COPIES)
    return path, links_of(path)


def kill(path: Path, where: str, delay: float) -> str:
    """Open ``path`` in a child that pauses at ``where`` (or nowhere: "") and SIGKILL it
    ``delay`` seconds after it paused (or began to open). Where it was killed, in words."""
    env = {**os.environ, "SCOREPAD_TEST_PAUSE": where}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=str(ROOT),
    )
    assert child.stdout is not None
    try:
        line = child.stdout.readline().strip()
        assert line == "opening", child.stderr.read() if child.stderr else line
        if where:
            line = child.stdout.readline().strip()
            if line != "inside":
                return f"not paused: {line}"
        time.sleep(delay)
        if child.poll() is not None:
            return "upgraded before the kill"
        os.kill(child.pid, signal.SIGKILL)
        return f"killed at {where or 'a random moment'}"
    finally:
        if child.poll() is None:
            child.kill()
        child.communicate(timeout=60)


def problems_after(path: Path, before: dict[int, list[str]]) -> list[str]:
    """What is wrong once the history is opened again (nothing, after any kill)."""
    found: list[str] = []
    with Store.open(path) as store:
        conn = store.db.conn
        done = [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
        if done != migration_names():
            found.append(f"migrations applied: {done}")
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        if "chain" in tables:
            found.append("the old table is still there")
        ids = [r[0] for r in conn.execute("SELECT id FROM rubbers ORDER BY id")]
        if ids != sorted(before):
            found.append(f"{len(ids)} rubbers of {len(before)}")
        lost = [rid for rid in before if ledger.stored(conn, rid).hashes != before[rid]]
        if lost:
            found.append(f"{len(lost)} chains not as they were, the first rubber {lost[0]}")
        history = check_history(store)
        if not history.ok:
            found.append("verify: " + "; ".join(history.lines())[:300])
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", str(path), "verify"])
    if code != 0:
        found.append(f"scorepad verify exit {code}: {(out.getvalue() + err.getvalue())[:300]}")
    return found


def _copy(seeded: tuple[Path, dict[int, list[str]]], tmp_path: Path) -> Path:
    p = tmp_path / "old.db"
    shutil.copyfile(seeded[0], p)
    return p


@pytest.mark.parametrize("run", range(3))
def test_a_kill_inside_the_conversion_loses_no_chain(
    seeded: tuple[Path, dict[int, list[str]]], tmp_path: Path, run: int
) -> None:
    rng = random.Random()
    n = rng.randint(1, len(seeded[1]))
    p = _copy(seeded, tmp_path)
    where = kill(p, f"rubber:{n}", rng.uniform(0, 0.01))
    assert where == f"killed at rubber:{n}"
    with contextlib.closing(sqlite3.connect(p)) as conn:  # as it was: the old table, whole
        assert links_of(p) == seeded[1]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert "rubber_chains" not in tables
    assert problems_after(p, seeded[1]) == []


@pytest.mark.parametrize("where", ["drop", "vacuum"])
def test_a_kill_before_the_old_table_goes_or_while_the_file_is_compacted_loses_no_chain(
    seeded: tuple[Path, dict[int, list[str]]], tmp_path: Path, where: str
) -> None:
    p = _copy(seeded, tmp_path)
    assert kill(p, where, random.uniform(0, 0.01)) == f"killed at {where}"
    assert problems_after(p, seeded[1]) == []


def test_kills_at_random_moments_of_the_upgrade_lose_no_chain(
    seeded: tuple[Path, dict[int, list[str]]], tmp_path: Path
) -> None:
    rng = random.Random()
    p = _copy(seeded, tmp_path)
    for _ in range(4):  # each start killed again, wherever it has got to
        kill(p, "", rng.uniform(0.05, 0.6))
    assert problems_after(p, seeded[1]) == []
