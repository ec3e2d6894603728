"""SIGKILL during an upgrade: a history seeded at the first schema (raw SQL, as that program
wrote it) is opened by a child process, which runs the pending migrations and is killed at a
chosen point. Used by ``tests/core/test_migration_kills.py`` and ``bench/faults.py``.

The child can be made to pause inside a migration (``pause=(name, k)``: just before that
migration's ``k``-th statement, or after its last one and before its record in the migrations
table when it has fewer), so that the kill lands inside it; without a pause it is killed after
a random delay, wherever the upgrade is by then.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from scorepad.store import Store, migration_names
from scorepad.store.checks import check_history
from tests.helpers.migration_seeds import Check, seed_copies, seed_m001

ROOT = Path(__file__).resolve().parents[2]

#: The child: open (and so upgrade) the history at argv[1]; SCOREPAD_TEST_PAUSE="name:k" makes
#: migration ``name`` print "inside" and sleep before its k-th statement (or at its end).
UPGRADE_SCRIPT = r"""
import os, sys, time
from scorepad.store.migrations import MIGRATIONS

def pausing(fn, k):
    def run(db):
        done = [0]
        real = db.execute
        def execute(*a, **kw):
            if done[0] == k:
                print("inside", flush=True)
                time.sleep(120)
            done[0] += 1
            return real(*a, **kw)
        db.execute = execute
        try:
            fn(db)
        finally:
            del db.execute
        if done[0] <= k:
            print("inside", flush=True)
            time.sleep(120)
    return run

pause = os.environ.get("SCOREPAD_TEST_PAUSE", "")
if pause:
    name, k = pause.split(":")
    for m in MIGRATIONS._migrations:
        if m.name == name:
            m.fn = pausing(m.fn, int(k))
from scorepad.store import Store
print("opening", flush=True)
Store.open(sys.argv[1]).close()
print("upgraded", flush=True)
"""


def old_history(path: Path, copies: int = 0) -> tuple[Check, int]:
    """A history at the m001 schema holding seed_m001's rows and ``copies`` more rubbers;
    returns the seed's check and the number of rubbers."""
    Store.open(path, backup=False, stop_before=migration_names()[1]).close()
    with contextlib.closing(sqlite3.connect(path)) as conn, conn:
        checks = [seed_m001(conn), seed_copies(conn, copies)]

    def check(store: Store) -> None:
        for one in reversed(checks):  # (seed_m001's check records a rubber of its own)
            one(store)

    return check, 1 + copies


def kill_upgrade(
    path: Path, *, pause: tuple[str, int] | None, delay: float, timeout: float = 60
) -> str:
    """Open ``path`` in a child (which upgrades it) and SIGKILL it ``delay`` seconds after it
    paused inside the migration ``pause`` names (or, without one, after it began to open).
    Returns where it was: "killed inside NAME", "killed", or "upgraded before the kill"."""
    env = {**os.environ, "SCOREPAD_TEST_PAUSE": f"{pause[0]}:{pause[1]}" if pause else ""}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    child = subprocess.Popen(
        [sys.executable, "-c", UPGRADE_SCRIPT, str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=str(ROOT),
    )
    assert child.stdout is not None
    try:
        started = time.monotonic()
        line = child.stdout.readline().strip()
        if line != "opening":
            raise RuntimeError(f"the child did not start: {line} {child.stderr.read()[-500:]}")
        if pause:
            line = child.stdout.readline().strip()
            if line != "inside":
                out = "upgraded before the kill" if line == "upgraded" else f"said {line!r}"
                return out
        time.sleep(delay)
        if child.poll() is not None:
            return "upgraded before the kill"
        os.kill(child.pid, signal.SIGKILL)
        if time.monotonic() - started > timeout:
            raise RuntimeError("the child took too long")
        return f"killed inside {pause[0]}" if pause else "killed"
    finally:
        if child.poll() is None:
            child.kill()
        child.communicate(timeout=timeout)


def problems_after(path: Path, check: Check, rubbers: int) -> list[str]:
    """Open the history again, as the next start does: what is wrong with it (nothing, after
    any kill): the migrations all applied, every seeded rubber there with its seeded facts,
    ``integrity_check`` ok, the chains and caches verified, and ``scorepad verify`` exit 0."""
    from scorepad.cli import main

    found: list[str] = []
    with Store.open(path) as store:
        conn = store.db.conn
        done = [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
        if done != migration_names():
            found.append(f"migrations applied: {done}")
        (have,) = conn.execute("SELECT count(*) FROM rubbers").fetchone()
        if have != rubbers:
            found.append(f"{have} rubbers of {rubbers} seeded")
        (integrity,) = conn.execute("PRAGMA integrity_check").fetchone()
        if integrity != "ok":
            found.append(f"integrity_check: {integrity}")
        history = check_history(store)
        if not history.ok:
            found.append("verify: " + "; ".join(history.lines())[:300])
        try:
            check(store)
        except AssertionError as e:
            found.append(f"a seeded fact was lost: {e}"[:300])
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", str(path), "verify"])
    if code != 0:
        found.append(f"scorepad verify exit {code}: {(out.getvalue() + err.getvalue())[:300]}")
    return found
