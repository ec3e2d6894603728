"""The day's check and backup, done apart from the window (on a thread of its own, with
connections of its own), so that they never stand before it.

At the day's first start the window opens the history with ``Store.open(path, day="apart")``:
the open only looks at the file (SQLite, a Scorepad history, this program's schema), and the
store says that the day's work is due (``store.daily_due``). Once the window takes typing it
runs :func:`run_daily` on a thread; the hands recorded meanwhile are written at once (SQLite's
write-ahead log lets the check and the copy read one moment of the history while it is
written). :func:`run_daily` does, in order:

1. ``PRAGMA quick_check`` of every page: damage found stops here (a damaged file is neither
   checked further nor copied over a good backup);
2. the chains of the rubbers changed since their last check, the newest first, then the day's
   share of the rolling week (:func:`scorepad.store.anchor_checks.week_share`), for at most
   :data:`BACKGROUND_CHECK_S` seconds in the window (:data:`DAILY_CHECK_S` elsewhere); those of
   the drives likewise (``scorepad verify`` checks all);
   and the history against its newest backup (:func:`~scorepad.store.anchor_checks.backup_note`);
3. the day's backup (:func:`scorepad.store.files.backup`: SQLite's online backup API, the copy
   checked in full before it joins the rotation).

What it found (:class:`DailyFound`) is handed back to the store on the window's thread
(``Store.take_daily``): the chain problems for the banner, the chains found sound to be marked
checked, the damage that makes the window read-only. A quit meanwhile stops it
(:class:`~scorepad.store.files.Stop`): the unfinished copy is removed, nothing is marked, and the
next start does it all again.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from scorepad.errors import Problem, StoreError
from scorepad.store import checks
from scorepad.store.anchor_checks import backup_note, week_share
from scorepad.store.failures import DamagedError, classify
from scorepad.store.files import BUSY_TIMEOUT_MS, Stop, Stopped, backup, read_only_uri

#: How long the day's check may spend on the rubbers' chains (seconds) where something waits
#: for it (a command of the command line, the first open of the day without a window).
DAILY_CHECK_S = 0.5
#: The same in the window's background run, which nothing waits for: enough for the changed
#: chains and the day's whole share of the rolling week (a seventh of a 50,000-rubber history,
#: about 7,200 rubbers, takes some 4 s), so that every rubber is read again within the week.
BACKGROUND_CHECK_S = 60.0
#: Rubbers checked between two looks at the clock and at a stop.
CHECK_BATCH = 25

#: The steps :func:`run_daily` tells its ``on_step`` of, in order.
CHECKING = "checking"
BACKING_UP = "backing up"


@dataclass(slots=True)
class DailyFound:
    """What the day's check and backup found, and where the backup went."""

    #: Damage found by the check (then nothing else was done), or by the copy's full check.
    damage: StoreError | None = None
    #: Rubbers (and drives) whose chain does not match: id → problems.
    chain_problems: dict[int, list[Problem]] = field(default_factory=dict)
    drive_chain_problems: dict[int, list[Problem]] = field(default_factory=dict)
    #: The chains found sound: (chain head, id), to be marked checked.
    sound: list[tuple[str, int]] = field(default_factory=list)
    sound_drives: list[tuple[str, int]] = field(default_factory=list)
    #: The history against its newest backup, in words (empty: it holds all the backup holds).
    backup_notes: list[str] = field(default_factory=list)
    #: Today's backup, once made (None: there was one already, or it failed or was stopped).
    backup: Path | None = None
    #: Why the backup could not be made (disk full, read-only folder, …).
    backup_error: StoreError | None = None
    #: Stopped before the end (the program quitting): nothing of it is to be used.
    stopped: bool = False


def run_daily(
    path: Path,
    stop: Stop | None = None,
    *,
    budget: float = DAILY_CHECK_S,
    on_step: Callable[[str], None] | None = None,
    backup_too: bool = True,
) -> DailyFound:
    """The day's check and backup of the history at ``path`` (see the module's notes). Never
    raises for what it finds: it is all in the :class:`DailyFound`."""
    stop = Stop() if stop is None else stop
    found = DailyFound()
    try:
        if on_step is not None:
            on_step(CHECKING)
        _check(path, stop, budget, found)
        if found.damage is not None or not backup_too:
            return found
        stop.check()
        if on_step is not None:
            on_step(BACKING_UP)
        try:
            found.backup = backup(path, stop=stop)
        except DamagedError as e:  # the copy of this moment does not pass the full check
            found.damage = e
        except StoreError as e:
            found.backup_error = e
        except (sqlite3.Error, OSError) as e:
            found.backup_error = classify(e, path)
    except Stopped:
        found.stopped = True
    return found


def _check(path: Path, stop: Stop, budget: float, found: DailyFound) -> None:
    """Steps 1 and 2, on one read-only connection, in one read transaction (one moment of the
    history, whatever the window writes meanwhile)."""
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True, isolation_level=None)
    except sqlite3.Error as e:
        found.damage = _damage_or_none(classify(e, path))
        return
    try:
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        with stop.watching(conn):
            problems = [str(r[0]) for r in conn.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            found.damage = DamagedError(path, "; ".join(problems))
            return
        with stop.watching(conn):
            conn.execute("BEGIN")
            _chains(conn, stop, budget, found)
            with contextlib.suppress(sqlite3.Error, StoreError, OSError):
                found.backup_notes = backup_note(conn, path, skip_today=True)
            conn.execute("COMMIT")
    except sqlite3.DatabaseError as e:
        found.damage = _damage_or_none(classify(e, path))
    finally:
        conn.close()


def _damage_or_none(error: StoreError) -> StoreError | None:
    """Only damage makes the window read-only; another failure to read (a lock held long) is
    left to the next start."""
    return error if isinstance(error, DamagedError) else None


def _chains(conn: sqlite3.Connection, stop: Stop, budget: float, found: DailyFound) -> None:
    """The changed chains, the newest first, then the day's share of the rolling week, within
    ``budget``; the drives' the same (the changed all, the share a drive at a time)."""
    today = dt.date.today().isoformat()
    changed = checks.unchecked(conn)
    ids = changed[::-1] + week_share(conn, today, skip=frozenset(changed))
    done = _within(ids, budget, stop, CHECK_BATCH, checks.chains, conn, found.chain_problems)
    found.sound = _heads(conn, "rubbers", [i for i in done if i not in found.chain_problems])
    stop.check()
    drives = checks.unchecked_drives(conn)
    found.drive_chain_problems = checks.drive_chains(conn, drives) if drives else {}
    share = week_share(conn, today, skip=frozenset(drives), table="drives")
    drives += _within(share, budget, stop, 1, checks.drive_chains, conn, found.drive_chain_problems)
    found.sound_drives = _heads(
        conn, "drives", [i for i in drives if i not in found.drive_chain_problems]
    )


def _within(
    ids: list[int],
    budget: float,
    stop: Stop,
    batch: int,
    check: Callable[[sqlite3.Connection, list[int]], dict[int, list[Problem]]],
    conn: sqlite3.Connection,
    problems: dict[int, list[Problem]],
) -> list[int]:
    """``ids`` checked in order, ``batch`` at a time, until ``budget`` seconds are spent (a
    batch at least); what does not match put in ``problems``; the ids checked."""
    end = time.monotonic() + budget
    done: list[int] = []
    for i in range(0, len(ids), batch):
        stop.check()
        part = ids[i : i + batch]
        problems.update(check(conn, part))
        done += part
        if time.monotonic() >= end:
            break
    return done


def _heads(conn: sqlite3.Connection, table: str, ids: list[int]) -> list[tuple[str, int]]:
    query = f"SELECT chain_head FROM {table} WHERE id = ?"  # a fixed table name
    return [(conn.execute(query, [i]).fetchone()[0], i) for i in ids]


__all__ = [
    "BACKGROUND_CHECK_S",
    "BACKING_UP",
    "CHECKING",
    "DAILY_CHECK_S",
    "DailyFound",
    "Stop",
    "run_daily",
]
