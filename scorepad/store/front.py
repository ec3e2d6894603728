"""The front rubber read for the window's first paint, before the history is opened.

A progressive start paints the front rubber's real pad first: its record with its deals, as
the rules service scores it. :func:`read_front` reads it from the file with the plain
:mod:`sqlite3` module, read-only (``mode=ro``), with none of the store's own modules
(commands, queries, import and export, chain checks, migrations) loaded; the window opens the
history with :meth:`Store.open <scorepad.store.core.Store.open>` just after the paint, and every
check and upgrade happens there as usual.

Only the usual start is read this way: a history whose open has something to do or to tell
first gives None, and the window opens it before it paints, exactly as without a front read:

- no file, or not a SQLite file, or one that cannot be written (the read-only start);
- a schema other than this program's exactly (an upgrade due, or a newer Scorepad's file);
- no rubber in play, a rubber whose stored records do not read, or any error at all.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any, NamedTuple

from scorepad.errors import ScorepadError
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.sheets.sheet import Sheet
from scorepad.store.files import read_only_uri
from scorepad.store.schema import (
    APP_ID,
    MIGRATIONS_TABLE,
    deal_texts,
    migration_names,
    rubber_of,
    seat_names,
)

_SQLITE_MAGIC = b"SQLite format 3\x00"

#: The columns of a rubber's row that make its record (as the store's ``_header`` reads them).
_HEADER = "game, code, house_rules, played_on, table_label, stake, first_dealer"


class FrontRubber(NamedTuple):
    """The rubbers in play (``(id, table)``, in the order the window's tabs show them) and
    the front one's record and sheet."""

    rubber_id: int
    rubber: Rubber
    sheet: Sheet
    in_play: list[tuple[int, str | None]]


def read_front(path: Path) -> FrontRubber | None:
    """The front rubber of the history at ``path`` for the first paint, or None when the
    history must be opened first (see the module's notes). Never writes, never raises."""
    try:
        if not _usual_start(path):
            return None
        conn = sqlite3.connect(read_only_uri(path), uri=True)
    except (OSError, sqlite3.Error):
        return None
    try:
        conn.execute("PRAGMA busy_timeout = 0")  # a writer holds it: the usual open waits
        if not _current_schema(conn):
            return None
        in_play = [
            (int(r[0]), r[1])
            for r in conn.execute(
                "SELECT id, table_label FROM rubbers WHERE state = 'in_play' ORDER BY id"
            )
        ]
        if not in_play:
            return None
        rubber = _rubber(conn, in_play[0][0])
        if rubber is None:
            return None
        return FrontRubber(in_play[0][0], rubber, score(rubber), in_play)
    except (sqlite3.Error, ScorepadError, ValueError, TypeError, KeyError, RecursionError):
        return None
    finally:
        conn.close()


def _usual_start(path: Path) -> bool:
    """A SQLite file that can be written, in a folder that can be written (the day's first
    start too: its check and backup come after the window is ready, scorepad.store.daily)."""
    if not path.is_file() or not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK):
        return False
    with path.open("rb") as fh:
        if fh.read(len(_SQLITE_MAGIC)) != _SQLITE_MAGIC:
            return False
    return not _log_left(path)


def _log_left(path: Path) -> bool:
    """Whether a write-ahead log with changes lies beside the history that no connection has
    open (a crash's, or a stray one from another copy): the history is opened first,
    with the check at open, never read past it for the first paint."""
    try:
        if path.with_name(path.name + "-wal").stat().st_size == 0:
            return False
    except OSError:
        return False
    # Lazy: only a start with a log left beside the history looks at its locks (~2 ms)
    from scorepad.store.stray_log import in_use

    return not in_use(path)


def _current_schema(conn: sqlite3.Connection) -> bool:
    """Whether the file has exactly this program's migrations, no more and no fewer."""
    known = migration_names()
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if version != len(known):
        return False
    applied = [
        r[0]
        for r in conn.execute(
            f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ? ORDER BY rowid",
            [APP_ID],
        )
    ]
    return applied == known


def _rubber(conn: sqlite3.Connection, rubber_id: int) -> Rubber | None:
    """The rubber's record with its deals, as the store builds it (the one reading of a
    ``rubbers`` row, :func:`~scorepad.store.schema.rubber_of`); None if a deal record does not
    read (the store quarantines that rubber)."""
    cur = conn.execute(f"SELECT {_HEADER} FROM rubbers WHERE id = ?", [rubber_id])
    h = dict(zip([c[0] for c in cur.description], cur.fetchone(), strict=True))
    deals: list[Any] = []
    for text in deal_texts(conn, rubber_id):
        deal = json.loads(text)
        if not isinstance(deal, dict):
            return None
        deals.append(deal)
    return rubber_of(h, seat_names(conn, rubber_id), deals)
