"""The JSON export of a big history on two cores: a second process writes the later rubbers
while this one writes the earlier, and its part is copied in after this one's.

The two must read the same history. The second opens the file read-only and begins its read
(its snapshot) while this process holds its own; ``PRAGMA data_version`` on a third connection,
asked before this process's snapshot began and again once the second's has, says whether any
connection committed in between. Only then is the second's part used. In every other case (too
few rubbers, one core, a write between the two snapshots, the second process failing, slow to
start, or killed, its file not written) this process writes the later rubbers itself, on its
own snapshot: the file is the same either way, only slower.

The second's part is written beside the history as ``.scorepad-tmp-PID-…`` (PID this
process's), which the next open of the history clears if this process is gone, and is removed
when the export ends, whatever its end.

``SCOREPAD_EXPORT_SPLIT`` sets the smallest history (in rubbers) exported this way (default
4000; ``off``: never); with ``SCOREPAD_EXPORT_SPLIT_SAY`` set, the export says on standard error
which process wrote the later rubbers.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Protocol

from scorepad.i18n import Text
from scorepad.store.failures import TMP_PREFIX
from scorepad.store.files import read_only_uri

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from scorepad.store.damage import Damage

SPLIT_ENV = "SCOREPAD_EXPORT_SPLIT"
SAY_ENV = "SCOREPAD_EXPORT_SPLIT_SAY"
SPLIT_MIN = 4000
#: The second process's share of the rubbers: a little under half, as it starts later.
SHARE = 0.5
#: How long the second process may take to begin its read, once this one has written its part.
START_WAIT_S = 30.0


class PartWriter(Protocol):
    """What the second process does with the history (the store, opened read-only)."""

    def write_rubbers_from(
        self, out: IO[str], lo: int, started: Callable[[], None]
    ) -> tuple[int, list[Damage]]: ...

    def close(self) -> None: ...


class OpensHistory(Protocol):
    """The store's class, handed to the second process (pickled by name)."""

    def open_read_only(self, path: str | Path) -> PartWriter: ...


class WritesRubbers(Protocol):
    """This process's writer of rubbers, for the part it writes itself after all."""

    def __call__(
        self, out: IO[str], found: list[Damage], lo: int | None = ..., *, after: int = ...
    ) -> int: ...


def split_min() -> int | None:
    """The smallest history exported on two cores (None: never), from ``SCOREPAD_EXPORT_SPLIT``."""
    said = os.environ.get(SPLIT_ENV, "").strip().lower()
    if said in ("off", "no", "0", "never"):
        return None
    try:
        return max(2, int(said)) if said else SPLIT_MIN
    except ValueError:
        return SPLIT_MIN


def start_split(
    opens: OpensHistory, path: Path | None, conn: sqlite3.Connection, in_transaction: bool
) -> Split | None:
    """Start the second process for the later rubbers of the history at ``path`` (which this
    process reads on ``conn``, its read begun but nothing read yet), or None: this process
    writes them all (an in-memory history, one with writes of its own not yet committed, one
    core, too few rubbers, or the second process or its file not to be had)."""
    least = split_min()
    if path is None or in_transaction or least is None or (os.cpu_count() or 1) < 2:
        return None
    try:
        side = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error:
        return None
    try:
        before = _version(side)  # before this process's snapshot begins (its first read)
        (count,) = conn.execute("SELECT count(*) FROM rubbers").fetchone()
        if count < least:
            side.close()
            return None
        (lo,) = conn.execute(
            "SELECT id FROM rubbers ORDER BY id LIMIT 1 OFFSET ?", [int(count * (1 - SHARE))]
        ).fetchone()
        fd, tmp = tempfile.mkstemp(prefix=f"{TMP_PREFIX}{os.getpid()}-", dir=path.parent)
        os.close(fd)
    except (sqlite3.Error, OSError, TypeError):
        side.close()
        return None
    split = Split(side, before, int(lo), Path(tmp))
    try:
        split.spawn(opens, path)
    except (OSError, RuntimeError, ValueError):  # (no process to be had: written here)
        split.close()
        return None
    return split


def _version(conn: sqlite3.Connection) -> int:
    (version,) = conn.execute("PRAGMA data_version").fetchone()
    return int(version)


class Split:
    """The second process and its part, from the first rubber ``lo`` on."""

    def __init__(self, side: sqlite3.Connection, before: int, lo: int, tmp: Path) -> None:
        self._side = side
        self._before = before
        self.lo = lo
        self.tmp = tmp
        self._proc: BaseProcess | None = None
        self._pipe: Connection | None = None
        #: None until the second has begun its read; then whether nothing was committed
        #: between the two snapshots.
        self.same: bool | None = None
        self._done: tuple[int, list[Damage]] | None = None
        self._failed = False
        #: Whether the second process's part was used (else this process wrote it), and why
        #: not, when it said.
        self.used = False
        self.why: str | None = None

    def spawn(self, opens: OpensHistory, path: Path) -> None:
        # "spawn" on every system: a fresh interpreter, no copy of this one's connections.
        ctx = multiprocessing.get_context("spawn")
        pipe, theirs = ctx.Pipe(duplex=False)
        self._pipe = pipe
        proc = ctx.Process(
            target=write_part,
            args=(opens, str(path), self.lo, str(self.tmp), theirs),
            name="scorepad-export-part",
            daemon=True,
        )
        try:
            proc.start()
        finally:
            theirs.close()
        self._proc = proc

    def tick(self) -> None:
        """Take what the second process has said, without waiting."""
        self._take(0)

    def _take(self, wait: float) -> None:
        """Take all the second process has said (waiting up to ``wait`` s for the first)."""
        pipe = self._pipe
        try:
            while pipe is not None and not self._failed and self._done is None and pipe.poll(wait):
                wait = 0
                said: tuple[Any, ...] = pipe.recv()
                if said[0] == "started":
                    self.same = _version(self._side) == self._before
                elif said[0] == "done" and self.same:
                    self._done = (int(said[1]), list(said[2]))
                else:  # failed, or done on another snapshot
                    self._failed = True
                    self.why = str(said[1]) if said[0] == "failed" else "another snapshot"
        except (EOFError, OSError, sqlite3.Error):
            self._failed = True

    def _wait(self, until: Callable[[], bool], most: float | None) -> None:
        """Take what the second says until ``until()``, it fails or ends, or ``most`` s pass."""
        waited = 0.0
        while not until() and not self._failed:
            ended = self._proc is None or not self._proc.is_alive()
            self._take(0.05)
            waited += 0.05
            if (ended or (most is not None and waited >= most)) and not until():
                self._failed = True  # (what it said before it ended is taken above)

    def finish(self, out: IO[str], after: int, found: list[Damage], write: WritesRubbers) -> int:
        """Write the later rubbers after the ``after`` written here: the second process's
        part, when it was read on the same snapshot and written whole; else written here.
        Returns how many."""
        self._wait(lambda: self.same is not None, START_WAIT_S)
        if self.same:
            self._wait(lambda: self._done is not None, None)
        done = self._done
        if done is None or self._failed:
            self._stop()
            self._say()
            return write(out, found, self.lo, after=after)
        n, theirs = done
        with open(self.tmp, encoding="utf-8", newline="") as part:
            if after and n:
                out.write(",")
            shutil.copyfileobj(part, out, 1 << 20)
        found.extend(theirs)
        self.used = True
        self._say()
        return n

    def _say(self) -> None:
        """With ``SCOREPAD_EXPORT_SPLIT_SAY`` set, say on standard error which process wrote
        the later rubbers (the bundle's check, packaging/build.sh)."""
        if not os.environ.get(SAY_ENV):
            return
        if self.used:
            words = Text("the second process's part used")
        elif self.same is False:
            words = Text("written here: the history was written to as the two reads began")
        else:
            words = Text("written here: the second process failed ({why})", why=self.why or "—")
        print(
            Text("export split at rubber {id}: {words}", id=str(self.lo), words=words),
            file=sys.stderr,
        )

    def _stop(self) -> None:
        proc = self._proc
        if proc is not None and proc.is_alive():
            proc.terminate()
        if proc is not None:
            proc.join(5)

    def close(self) -> None:
        """End the second process if it runs still, and remove its part."""
        self._stop()
        for thing in (self._pipe, self._side):
            if thing is not None:
                with contextlib.suppress(Exception):
                    thing.close()
        with contextlib.suppress(OSError):
            self.tmp.unlink(missing_ok=True)


def write_part(opens: OpensHistory, path: str, lo: int, tmp: str, pipe: Connection) -> None:
    """The second process: the rubbers from ``lo`` on written to ``tmp``; says ``started``
    once its read has begun, then ``done`` with how many and the damaged ones (or
    ``failed``)."""
    try:
        store = opens.open_read_only(path)
        try:
            with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
                n, found = store.write_rubbers_from(fh, lo, lambda: pipe.send(("started",)))
        finally:
            store.close()
        pipe.send(("done", n, found))
    except Exception as e:  # whatever it is, the first process writes the part itself
        with contextlib.suppress(Exception):
            pipe.send(("failed", repr(e)))
    finally:
        pipe.close()


__all__ = ["SPLIT_ENV", "SPLIT_MIN", "Split", "split_min", "start_split", "write_part"]
