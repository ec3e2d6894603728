"""A stray write-ahead log beside the history: told apart from damage, moved aside only when the
user says so, never deleted (the manual's "Troubleshooting").

SQLite keeps a history's recent changes in ``<name>-wal`` beside it until it copies them into
the file (a checkpoint). Nothing in that log names the file it belongs to: SQLite takes a frame
as valid when its two salts match the log's header and its running checksum is right, and a log
left by *another copy* of the history (a copy taken while it was open, carried on elsewhere)
passes those checks as well as the file's own. At the next open SQLite reads that log into the
history, and the first connection to close copies it into the file for good. The result is either
a file that fails its integrity check (pages of two different histories mixed) or, worse, one
that passes it with the other copy's rubbers in place of this one's.

So before the history is opened (by ``scorepad verify``, and by the window's check at open),
:func:`examine` looks at *copies*, in a temporary folder: the database file with its log, and
the file alone. The log is *stray* when the file with it fails the check and the file alone
passes it, or when both pass but reading the log in would take away (or rewrite) rubbers and
drives the file alone holds: a log of this file only ever adds to what the file holds. Nothing
of the history itself is touched. :func:`move_aside` moves a stray log (and its ``-shm``
index, which describes it) to a dated name beside the history.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import shutil
import sqlite3
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

if sys.platform != "win32":  # POSIX locks, to tell whether the history is open elsewhere
    import fcntl

from scorepad.errors import StoreError
from scorepad.i18n import Text
from scorepad.store.chain.packed import PREFIX, link_prefixes
from scorepad.store.failures import integrity_problems
from scorepad.store.files import held_here

#: The words ``scorepad verify`` and the window say (the manual's "Troubleshooting").
STRAY_WORDS = Text(
    "a write-ahead log lies beside the history that does not fit it, perhaps from another "
    "copy; the history itself is whole"
)


def log_of(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def _shm_of(path: Path) -> Path:
    return path.with_name(path.name + "-shm")


def pending_log(path: Path) -> Path | None:
    """The ``-wal`` beside ``path`` if it holds anything (a stat, nothing read)."""
    wal = log_of(path)
    try:
        return wal if wal.stat().st_size > 0 else None
    except OSError:
        return None


def in_use(path: Path) -> bool:
    """Whether a connection (of this process or another) has the history open: then its log is
    that connection's own, live, and never to be moved. SQLite's connections to a history in
    WAL mode each hold a shared lock on a byte of its ``-shm`` (the "DMS" byte, 128); another
    process's shows to a test for an exclusive lock there."""
    if held_here(path):
        return True
    shm = _shm_of(path)
    if not shm.exists():
        return False
    if sys.platform == "win32":  # no POSIX locks to look at: the log is taken to be in use
        return True
    try:
        fd = os.open(shm, os.O_RDWR)
    except OSError:
        return True
    try:
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, 128)
        except OSError:
            return True
        fcntl.lockf(fd, fcntl.LOCK_UN, 1, 128)
        return False
    finally:
        os.close(fd)


@dataclass(frozen=True, slots=True)
class StrayLog:
    """A log beside the history that does not fit it."""

    log: Path
    size: int
    modified: dt.datetime
    #: Why it does not fit, in words: what the check of the file with it found, or what
    #: reading it in would take away.
    why: str

    def lines(self) -> list[str]:
        """What ``scorepad verify`` says of it."""
        when = self.modified.strftime("%Y-%m-%d %H:%M")
        return [
            Text("log: {words}", words=STRAY_WORDS),
            Text(
                "  the log: {path} ({size} bytes, last written {when})",
                path=str(self.log),
                size=f"{self.size:,}",
                when=when,
            ),
            Text("  with it, the history {why}", why=self.why),
            Text(
                "  it was left as it is; SQLite would read it into the history at the next open. "
                "To move it aside (never deleted): scorepad verify --move-stray-log"
            ),
        ]


def _check(conn: sqlite3.Connection, quick: bool) -> list[str]:
    try:
        if quick:
            rows = [str(r[0]) for r in conn.execute("PRAGMA quick_check(5)")]
            return [] if rows == ["ok"] else rows
        return integrity_problems(conn)
    except sqlite3.DatabaseError as e:
        return [str(e)]


def _heads(conn: sqlite3.Connection) -> tuple[dict[str, set[str]], dict[str, str]]:
    """Every chain's links by rubber or drive id, and every one's head, of one copy (a
    rubber's links as its chain row keeps them, their first bytes in hex, and its head)."""
    chains: dict[str, set[str]] = {}
    heads: dict[str, str] = {}
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    for kind, table, links, key in (
        ("rubber", "rubbers", "chain", "rubber_id"),
        ("drive", "drives", "drive_chain", "drive_id"),
    ):
        if table not in tables or links not in tables:
            continue
        for uid, head in conn.execute(f"SELECT uid, chain_head FROM {table}"):
            heads[f"{kind} {uid}"] = str(head)
        for uid, h in conn.execute(
            f"SELECT t.uid, c.hash FROM {links} c JOIN {table} t ON t.id = c.{key}"
        ):
            chains.setdefault(f"{kind} {uid}", set()).add(str(h))
    if "rubbers" in tables and "rubber_chains" in tables:
        for uid, head, row in conn.execute(
            "SELECT b.uid, b.chain_head, c.links FROM rubber_chains c "
            "JOIN rubbers b ON b.id = c.rubber_id"
        ):
            heads[f"rubber {uid}"] = str(head)
            kept = chains.setdefault(f"rubber {uid}", {str(head)})
            kept.update(p.hex() for p in link_prefixes(bytes(row)))
    return chains, heads


def _held(head: str, links: set[str]) -> bool:
    """Whether a chain (its links, whole or their first bytes) holds the head ``head``."""
    return head in links or head[: 2 * PREFIX] in links


def _taken_away(alone: sqlite3.Connection, both: sqlite3.Connection) -> str | None:
    """What reading the log in would take away from the file alone, in words (None: nothing;
    a log of this file only adds to it)."""
    try:
        _chains, heads = _heads(alone)
        chains, _heads_after = _heads(both)
    except sqlite3.DatabaseError as e:
        return Text("cannot be read ({error})", error=str(e))
    gone = [k for k, head in heads.items() if not _held(head, chains.get(k, set()))]
    if not gone:
        return None
    rubbers = sum(1 for k in gone if k.startswith("rubber "))
    drives = len(gone) - rubbers
    of_rubbers = Text.plural("{n} rubber", "{n} rubbers", rubbers)
    of_drives = Text.plural("{n} drive", "{n} drives", drives)
    if rubbers and drives:
        what = Text("{rubbers} and {drives}", rubbers=of_rubbers, drives=of_drives)
    else:
        what = of_rubbers if rubbers else of_drives
    return Text("would lose or rewrite {what} that the file alone holds", what=what)


def examine(path: Path, *, quick: bool = False) -> StrayLog | None:
    """The log beside ``path`` if it is stray (see the module's docstring), else None: no log,
    a log in use by an open connection, a log that fits, or a file that is damaged with and
    without it (then it is the file that is damaged, and the usual checks say so).

    Copies of the file (with and without its log) are checked in a temporary folder; the
    history and its log are not opened. ``quick``: ``PRAGMA quick_check`` (the window's check
    at open) rather than the full integrity check."""
    path = Path(path)
    wal = pending_log(path)
    if wal is None or in_use(path):
        return None
    try:
        stat = wal.stat()
        with tempfile.TemporaryDirectory(prefix="scorepad-log-check-") as tmp:
            alone_path = Path(tmp) / "alone" / path.name
            both_path = Path(tmp) / "with-log" / path.name
            alone_path.parent.mkdir()
            both_path.parent.mkdir()
            shutil.copyfile(path, alone_path)
            shutil.copyfile(path, both_path)
            shutil.copyfile(wal, log_of(both_path))
            alone = sqlite3.connect(alone_path)
            both = sqlite3.connect(both_path)
            try:
                alone_problems = _check(alone, quick)
                if alone_problems:
                    return None  # the file itself is damaged: the usual checks say so
                both_problems = _check(both, quick)
                why = (
                    Text(
                        "would not read whole (SQLite's check: {problems})",
                        problems="; ".join(both_problems[:2]),
                    )
                    if both_problems
                    else _taken_away(alone, both)
                )
            finally:
                alone.close()
                both.close()
    except (OSError, sqlite3.Error):
        return None  # cannot be told: the usual checks go on as before
    if why is None:
        return None
    return StrayLog(wal, stat.st_size, dt.datetime.fromtimestamp(stat.st_mtime), why)


def aside_name(log: Path, when: dt.datetime | None = None) -> Path:
    """Where :func:`move_aside` moves ``log``: ``<name>-wal.stray-YYYYMMDD-HHMMSS`` beside it."""
    stamp = (when or dt.datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = log.with_name(f"{log.name}.stray-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = log.with_name(f"{log.name}.stray-{stamp}-{n}")
    return target


def move_aside(path: Path, stray: StrayLog) -> Path:
    """Move the stray log beside ``path`` to a dated name beside it (its ``-shm`` index with it,
    under the same stamp), never deleting it; return where it went. Refused (StoreError) while
    the history is open anywhere."""
    if in_use(Path(path)):
        raise StoreError(
            Text(
                "{path} is open in Scorepad or another program; close it, then move the log aside",
                path=str(path),
            )
        )
    target = aside_name(stray.log)
    os.replace(stray.log, target)
    shm = _shm_of(Path(path))
    if shm.exists():
        with contextlib.suppress(OSError):
            os.replace(shm, target.with_name(target.name.replace("-wal.", "-shm.", 1)))
    return target


__all__ = [
    "STRAY_WORDS",
    "StrayLog",
    "aside_name",
    "examine",
    "in_use",
    "log_of",
    "move_aside",
    "pending_log",
]
