"""The history: players, rubbers, deals and evenings in one SQLite file (sqlite-utils 4).

The deal records are the truth. Each rubber keeps its deals exactly as ``scorepad-rubber/1`` deal
records (JSON text, in order); totals, net, winner and every player's result are a cache,
recomputed by the rules service inside the same transaction whenever a deal changes, so the cache
can never disagree with the log. Every recorded deal is one committed transaction before the call
returns (WAL journal, ``synchronous=FULL``).

Opening a file never writes to it until it is known to be a Scorepad history of a schema this
program understands: a file that is not SQLite, is corrupt, belongs to something else or was
upgraded by a newer Scorepad is refused with :class:`~scorepad.errors.StoreError`.

The schema is created and upgraded by ``sqlite_utils.Migrations`` (:mod:`scorepad.migrations`),
append-only: a released migration is never edited, a change is a new ``mNNN_...`` function.
Reading an up-to-date history needs only :mod:`sqlite3`; sqlite-utils is loaded for the first
write (its ``db.atomic()``) or upgrade, which keeps it out of the window's start-up.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import json
import os
import secrets
import sqlite3
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Literal

from platformdirs import user_data_dir

if TYPE_CHECKING:
    from sqlite_utils import Database

from scorepad import rules as _rules
from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import InvalidEntryError, Problem, RecordError, StoreError
from scorepad.record import FORMAT as RUBBER_FORMAT
from scorepad.record import Rubber, Stake
from scorepad.settlement import MONEY_PLACES, Transfer, seat_money, transfers
from scorepad.sheet import Sheet

EXPORT_FORMAT = "scorepad-export/1"
APP_ID = "scorepad"
DB_NAME = "scorepad.db"
BACKUPS_KEPT = 10
BUSY_TIMEOUT_MS = 10_000
_SQLITE_MAGIC = b"SQLite format 3\x00"

State = Literal["in_play", "finished", "abandoned"]
STATES: tuple[State, ...] = ("in_play", "finished", "abandoned")


def default_db_path() -> Path:
    """``scorepad.db`` in the platform's user data directory."""
    return Path(user_data_dir(APP_ID, appauthor=False)) / DB_NAME


# -- schema ------------------------------------------------------------------------------------
#: Every migration this program knows, in order (scorepad/migrations.py defines them;
#: tests/core/test_store_migrations.py checks the two agree). Kept here so that opening an
#: up-to-date history never imports sqlite-utils: it is loaded for the first write.
MIGRATION_NAMES: tuple[str, ...] = ("m001_initial", "m002_table_entry")
MIGRATIONS_TABLE = "_sqlite_migrations"  # sqlite_utils.migrations.MIGRATIONS_TABLE


def migration_names() -> list[str]:
    """The names of every migration this program knows, in order."""
    return list(MIGRATION_NAMES)


# -- values --------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Player:
    id: int
    name: str
    membership: str | None = None
    notes: str | None = None


@dataclass(frozen=True, slots=True)
class RubberInfo:
    """A rubber's header and cached result (no deals)."""

    id: int
    game: str
    code: str
    table: str | None
    played_on: str | None
    state: State
    started_at: str | None
    finished_at: str | None
    players: dict[Seat, str]
    stake: Stake | None
    deals: int
    complete: bool
    totals: dict[Side, int]
    net: dict[Side, int]
    winner: Side | None
    money: dict[Side, float] | None  # what each player of the side wins (+) or pays (−)


@dataclass(frozen=True, slots=True)
class AuditEntry:
    rubber_id: int
    index: int  # 0-based position of the deal
    action: Literal["replace", "delete", "insert"]
    old: dict[str, Any] | None
    new: dict[str, Any] | None
    at: str


Outcome = Literal["won", "lost", "drawn", "in play"]


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One rubber from one player's side."""

    rubber_id: int
    played_on: str | None
    table: str | None
    game: str
    seat: Seat
    partner: str | None
    opponents: tuple[str, ...]
    state: State
    result: Outcome
    net: int
    money: float | None


@dataclass(frozen=True, slots=True)
class StatRow:
    """A player's record at one game over the settled (finished or abandoned) rubbers."""

    player: str
    game: str
    rubbers: int
    won: int
    lost: int
    drawn: int
    net: int
    money: float


@dataclass(frozen=True, slots=True)
class PairRow:
    """A player's record with one partner, or against one opponent (settled rubbers)."""

    player: str
    other: str
    rubbers: int
    won: int
    lost: int
    net: int
    money: float


@dataclass(frozen=True, slots=True)
class Balance:
    player: str
    rubbers: int
    net: int
    money: float


@dataclass(frozen=True, slots=True)
class EveningTable:
    table: str | None
    rubbers: tuple[RubberInfo, ...]


@dataclass(frozen=True, slots=True)
class Evening:
    """The rubbers of one date across the tables, each player's balance and who pays whom.

    Balances count every rubber of the date; one still in play counts as it stands (the sheet's
    ``net`` says what would be settled if play stopped now); ``in_play`` says whether any is.
    """

    date: str
    tables: tuple[EveningTable, ...]
    balances: tuple[Balance, ...]
    transfers: tuple[Transfer, ...]
    in_play: int = 0


# -- helpers ---------------------------------------------------------------------------------
def name_key(name: str) -> str:
    """Players are matched ignoring case and surrounding (or doubled) spaces.

    >>> name_key("  Mrs  GREY ") == name_key("mrs grey")
    True
    """
    return " ".join(name.split()).casefold()


def clean_name(name: str) -> str:
    return " ".join(name.split())


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _dumps(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _input_error(field: str, message: str) -> InvalidEntryError:
    return InvalidEntryError([Problem(None, field, message)])


# -- opening -------------------------------------------------------------------------------------
def _check_file(path: Path) -> bool:
    """Whether ``path`` holds data; raises StoreError for a file that is not SQLite."""
    if not path.exists():
        return False
    if path.is_dir():
        raise StoreError(f"{path} is a directory, not a Scorepad history")
    try:
        with path.open("rb") as fh:
            head = fh.read(len(_SQLITE_MAGIC))
    except OSError as e:
        raise StoreError(f"cannot read {path}: {e.strerror}") from None
    if not head:
        return False
    if head != _SQLITE_MAGIC:
        raise StoreError(f"{path} is not a SQLite database; it was left untouched")
    return True


def _inspect_read_only(path: Path, *, deep: bool = False) -> int:
    """Check an existing file without writing to it; return how many migrations it has.

    ``deep`` (once a day, before the daily backup) also runs ``PRAGMA quick_check`` over every
    page, so that a damaged file is neither written to nor copied over a good backup.
    """
    uri = path.resolve().as_uri() + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as e:
        raise StoreError(f"cannot open {path}: {e}") from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not tables:
            return 0
        foreign = StoreError(
            f"{path} is a SQLite database but not a Scorepad history; it was left untouched"
        )
        if MIGRATIONS_TABLE not in tables:
            raise foreign
        applied = [
            r[0]
            for r in conn.execute(
                f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ? ORDER BY rowid",
                [APP_ID],
            )
        ]
        if not applied and tables - {MIGRATIONS_TABLE}:
            raise foreign
        (version,) = conn.execute("PRAGMA user_version").fetchone()
        known = migration_names()
        unknown = [n for n in applied if n not in known]
        if unknown or version > len(known):
            raise StoreError(
                f"{path} was written by a newer Scorepad (schema "
                f"{', '.join(unknown) or version}); upgrade Scorepad to open it. "
                "It was left untouched"
            )
        # A cheap look at every table's first page catches most damage before we write.
        for table in ("players", "rubbers", "deals"):
            if table in tables:
                conn.execute(f"SELECT * FROM {table} LIMIT 1").fetchall()
        if deep:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
            if problems != ["ok"]:
                raise StoreError(
                    f"{path} is damaged ({'; '.join(problems)}); it was left "
                    "untouched. Restore the newest backup beside it"
                )
        return len(applied)
    except sqlite3.DatabaseError as e:
        raise StoreError(
            f"{path} is damaged or not a database ({e}); it was left untouched"
        ) from None
    finally:
        conn.close()


def backup_path(path: Path, today: dt.date | None = None) -> Path:
    """Where today's backup of ``path`` goes: ``<stem>.backup-YYYY-MM-DD<suffix>``."""
    day = (today or dt.date.today()).isoformat()
    return path.with_name(f"{path.stem}.backup-{day}{path.suffix}")


def backup(path: Path, keep: int = BACKUPS_KEPT, today: dt.date | None = None) -> Path | None:
    """Copy the database beside itself with SQLite's backup API, at most once a day.

    The copy is ``<stem>.backup-YYYY-MM-DD<suffix>``; only the newest ``keep`` are kept. Returns
    the new copy, or None when today's already exists.
    """
    target = backup_path(path, today)
    if target.exists():
        return None
    tmp = target.with_name(target.name + ".tmp")
    src = sqlite3.connect(path)
    try:
        src.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        dst = sqlite3.connect(tmp)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    os.replace(tmp, target)
    old = sorted(path.parent.glob(f"{path.stem}.backup-????-??-??{path.suffix}"))
    for stale in old[:-keep] if keep > 0 else old:
        with contextlib.suppress(OSError):
            stale.unlink()
    return target


# -- the store -------------------------------------------------------------------------------
class Store:
    """The history database. Open with :meth:`open`; every write is one transaction."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self.path = path
        self._conn: sqlite3.Connection = conn
        self._db: Database | None = None
        self._daily: _DailyBackup | None = None

    @property
    def db(self) -> Database:
        """The sqlite-utils view of the connection, made on first use (writes, upgrades)."""
        if self._db is None:
            from scorepad.migrations import Database

            self._db = Database(self._conn, execute_plugins=False)
        return self._db

    def _backed_up(self) -> None:
        """Wait for the day's backup (if one is being copied) before the first write."""
        if self._daily is not None:
            daily, self._daily = self._daily, None
            daily.join()

    # -- lifecycle ---------------------------------------------------------------------------
    @classmethod
    def open(
        cls, path: str | Path | None = None, *, backup: bool = True, stop_before: str | None = None
    ) -> Store:
        """Open (creating or upgrading) the history at ``path`` (None: :func:`default_db_path`).

        Before anything is written the file is checked read-only (SQLite, a Scorepad history, a
        schema this program knows; once a day ``PRAGMA quick_check`` too) and, with ``backup``,
        copied to today's backup beside it. Then WAL, full sync, foreign keys, a busy timeout
        and the pending migrations. ``stop_before`` (tests only) leaves the schema at an earlier
        migration. Raises :class:`StoreError` for a file it must not use.
        """
        if path is not None and str(path) == ":memory:":
            return cls._setup(sqlite3.connect(":memory:"), None, stop_before)
        p = Path(path) if path is not None else default_db_path()
        has_data = _check_file(p)
        due = backup and has_data and not backup_path(p).exists()
        applied = _inspect_read_only(p, deep=due) if has_data else 0
        # The day's backup is copied beside the start-up (about as long again as the check on
        # a big history); every write waits for it, so it is still taken before any change.
        daily = _DailyBackup(p) if due and applied else None
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(str(p))
        except (sqlite3.Error, OSError) as e:
            if daily is not None:
                daily.join()
            raise StoreError(f"cannot open {p}: {e}") from None
        return cls._setup(conn, p, stop_before, daily)

    @classmethod
    def _setup(
        cls,
        conn: sqlite3.Connection,
        path: Path | None,
        stop_before: str | None,
        daily: _DailyBackup | None = None,
    ) -> Store:
        try:
            conn.execute("PRAGMA recursive_triggers = ON")  # as sqlite-utils' Database does
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if path is not None:
                mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                if str(mode).lower() != "wal":
                    raise StoreError(f"cannot use the WAL journal on {path} ({mode})")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            store = cls(conn, path)
            store._daily = daily
            store._migrate(stop_before)
        except sqlite3.DatabaseError as e:
            conn.close()
            if daily is not None:
                daily.join()
            raise StoreError(f"cannot use {path or 'the database'}: {e}") from None
        except BaseException:
            conn.close()
            if daily is not None:
                daily.join()
            raise
        return store

    def _migrate(self, stop_before: str | None) -> None:
        names = migration_names()
        if not self._pending_migrations() and stop_before is None:
            return  # nothing to write: start-up needs neither sqlite-utils nor the backup
        from scorepad.migrations import MIGRATIONS

        with self._write():
            if not MIGRATIONS.pending(self.db):
                return
            MIGRATIONS.apply(self.db, stop_before=stop_before)
            done = len(MIGRATIONS.applied(self.db))
            self._conn.execute(f"PRAGMA user_version = {min(done, len(names))}")

    def _pending_migrations(self) -> list[str]:
        """The known migrations this file has not had, read with plain SQL."""
        has_table = self._conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [MIGRATIONS_TABLE]
        ).fetchone()
        applied = (
            set()
            if not has_table
            else {
                r[0]
                for r in self._conn.execute(
                    f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ?", [APP_ID]
                )
            }
        )
        return [n for n in MIGRATION_NAMES if n not in applied]

    def close(self) -> None:
        self._conn.close()
        if self._daily is not None:
            self._daily.join(raise_error=False)
            self._daily = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions ------------------------------------------------------------------------
    @contextlib.contextmanager
    def _write(self) -> Iterator[None]:
        """One write transaction (``BEGIN IMMEDIATE``: the write lock is taken before reading, so
        two processes never race between read and write), committed before returning."""
        if self._conn.in_transaction:
            with self.db.atomic():
                yield
            return
        self._backed_up()
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            with self.db.atomic():
                yield
        except BaseException:
            if self._conn.in_transaction:
                self._conn.rollback()
            raise
        self._conn.commit()

    def transaction(self) -> contextlib.AbstractContextManager[None]:
        """One write transaction that store calls inside it join (the table-entry server writes
        its received-hand row with the deal: :mod:`scorepad.serve.backend`)."""
        return self._write()

    @contextlib.contextmanager
    def _read(self) -> Iterator[None]:
        """A consistent snapshot for queries that read several tables."""
        if self._conn.in_transaction:
            yield
            return
        self._conn.execute("BEGIN")
        try:
            yield
        finally:
            if self._conn.in_transaction:
                self._conn.rollback()

    def _one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self._conn.execute(sql, params).fetchone()

    def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return self._conn.execute(sql, params).fetchall()

    # -- players -----------------------------------------------------------------------------
    def ensure_player(self, name: str) -> Player:
        """The player of that name (ignoring case and spaces), created if new."""
        with self._write():
            pid = self._player_id(name, create=True)
            return self._player(pid)

    def _player_id(self, name: str, *, create: bool, field: str = "player") -> int:
        if not isinstance(name, str) or not name.strip():
            raise _input_error(field, "expected a name")
        key = name_key(name)
        row = self._one("SELECT id FROM players WHERE name_key = ?", [key])
        if row is not None:
            return int(row[0])
        if not create:
            raise _input_error(field, f"no player named {clean_name(name)!r}")
        cur = self._conn.execute(
            "INSERT INTO players (name, name_key) VALUES (?, ?)", [clean_name(name), key]
        )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def _player(self, player_id: int) -> Player:
        row = self._one("SELECT id, name, membership, notes FROM players WHERE id = ?", [player_id])
        if row is None:
            raise _input_error("player", f"no player with id {player_id}")
        return Player(*row)

    def player(self, name_or_id: str | int) -> Player:
        """One player by id or by name (ignoring case and spaces)."""
        if isinstance(name_or_id, int):
            return self._player(name_or_id)
        return self._player(self._player_id(name_or_id, create=False))

    def players(self, search: str = "") -> list[Player]:
        """The roster by name; ``search`` keeps names containing it (ignoring case)."""
        rows = self._all("SELECT id, name, membership, notes FROM players ORDER BY name_key")
        needle = name_key(search)
        return [Player(*r) for r in rows if needle in r[1].casefold()]

    def rename_player(self, player_id: int, new_name: str) -> None:
        with self._write():
            self._player(player_id)
            if not isinstance(new_name, str) or not new_name.strip():
                raise _input_error("name", "expected a name")
            key = name_key(new_name)
            other = self._one(
                "SELECT id FROM players WHERE name_key = ? AND id != ?", [key, player_id]
            )
            if other is not None:
                raise _input_error(
                    "name",
                    f"there is already a player named "
                    f"{clean_name(new_name)!r} (merge them instead)",
                )
            self._conn.execute(
                "UPDATE players SET name = ?, name_key = ? WHERE id = ?",
                [clean_name(new_name), key, player_id],
            )

    def update_player(
        self, player_id: int, *, membership: str | None = None, notes: str | None = None
    ) -> None:
        """Set the membership number and/or notes (an empty string clears one)."""
        with self._write():
            self._player(player_id)
            if membership is not None:
                self._conn.execute(
                    "UPDATE players SET membership = ? WHERE id = ?",
                    [membership.strip() or None, player_id],
                )
            if notes is not None:
                self._conn.execute(
                    "UPDATE players SET notes = ? WHERE id = ?", [notes or None, player_id]
                )

    def merge_players(self, keep_id: int, drop_id: int) -> None:
        """Fold ``drop_id`` into ``keep_id``: every rubber of the dropped player follows.

        Refused when the two sat at the same rubber (one person cannot hold two seats).
        """
        if keep_id == drop_id:
            raise _input_error("player", "cannot merge a player with himself")
        with self._write():
            keep, drop = self._player(keep_id), self._player(drop_id)
            both = self._one(
                "SELECT a.rubber_id FROM seats a JOIN seats b "
                "ON a.rubber_id = b.rubber_id WHERE a.player_id = ? "
                "AND b.player_id = ? LIMIT 1",
                [keep_id, drop_id],
            )
            if both is not None:
                raise _input_error(
                    "player",
                    f"{keep.name} and {drop.name} played in the same "
                    f"rubber ({both[0]}); they are two people",
                )
            self._conn.execute(
                "UPDATE seats SET player_id = ? WHERE player_id = ?", [keep_id, drop_id]
            )
            for col in ("player_id", "partner_id", "opp1_id", "opp2_id"):
                self._conn.execute(
                    f"UPDATE results SET {col} = ? WHERE {col} = ?", [keep_id, drop_id]
                )
            membership = keep.membership or drop.membership
            notes = "\n".join(n for n in (keep.notes, drop.notes) if n) or None
            self._conn.execute("DELETE FROM players WHERE id = ?", [drop_id])
            self._conn.execute(
                "UPDATE players SET membership = ?, notes = ? WHERE id = ?",
                [membership, notes, keep_id],
            )

    # -- rubbers -----------------------------------------------------------------------------
    def create_rubber(self, rubber: Rubber, *, started_at: str | None = None) -> int:
        """Start a rubber (its deals, if any, are recorded with it). Returns its id."""
        sheet = self._score(rubber)
        with self._write():
            return self._insert_rubber(
                rubber, sheet, state=None, started_at=started_at or _now(), finished_at=None
            )

    def record_deal(self, rubber_id: int, deal: Mapping[str, Any]) -> Rubber:
        """Record the next deal; committed before returning. RecordError writes nothing."""
        with self._write():
            rubber = self._load(rubber_id)
            new = rubber.with_deal(deal)
            sheet = self._score(new)
            idx = len(rubber.deals)
            self._conn.execute(
                "INSERT INTO deals (rubber_id, idx, record) VALUES (?, ?, ?)",
                [rubber_id, idx, _dumps(new.deals[idx])],
            )
            self._update_cache(rubber_id, new, sheet, resume=True)
            return new

    def replace_deal(self, rubber_id: int, index: int, deal: Mapping[str, Any]) -> Rubber:
        """Correct deal ``index`` (0-based); the audit trail keeps the old and new record."""
        with self._write():
            rubber = self._load(rubber_id)
            self._check_index(rubber, index)
            new = rubber.with_deal_replaced(index, deal)
            return self._rewrite(
                rubber_id, rubber, new, index, "replace", rubber.deals[index], new.deals[index]
            )

    def delete_deal(self, rubber_id: int, index: int) -> Rubber:
        with self._write():
            rubber = self._load(rubber_id)
            self._check_index(rubber, index)
            new = rubber.without_deal(index)
            return self._rewrite(rubber_id, rubber, new, index, "delete", rubber.deals[index], None)

    def insert_deal(self, rubber_id: int, index: int, deal: Mapping[str, Any]) -> Rubber:
        """Put a deal back at ``index`` (0..len): the undo of a delete."""
        with self._write():
            rubber = self._load(rubber_id)
            if not 0 <= index <= len(rubber.deals):
                raise _input_error(
                    "deal",
                    f"cannot insert a deal at {index + 1} in a rubber of {len(rubber.deals)} deals",
                )
            new = replace(rubber, deals=())
            for d in (*rubber.deals[:index], deal, *rubber.deals[index:]):
                new = new.with_deal(d)
            return self._rewrite(rubber_id, rubber, new, index, "insert", None, new.deals[index])

    @staticmethod
    def _check_index(rubber: Rubber, index: int) -> None:
        if not 0 <= index < len(rubber.deals):
            raise _input_error(
                "deal", f"there is no deal {index + 1} in a rubber of {len(rubber.deals)} deals"
            )

    def _rewrite(
        self,
        rubber_id: int,
        old: Rubber,
        new: Rubber,
        index: int,
        action: str,
        old_deal: Mapping[str, Any] | None,
        new_deal: Mapping[str, Any] | None,
    ) -> Rubber:
        sheet = self._score(new)
        self._conn.execute("DELETE FROM deals WHERE rubber_id = ?", [rubber_id])
        self._conn.executemany(
            "INSERT INTO deals (rubber_id, idx, record) VALUES (?, ?, ?)",
            [(rubber_id, i, _dumps(d)) for i, d in enumerate(new.deals)],
        )
        self._conn.execute(
            "INSERT INTO audit (rubber_id, idx, action, old, new, at) VALUES (?, ?, ?, ?, ?, ?)",
            [
                rubber_id,
                index,
                action,
                None if old_deal is None else _dumps(old_deal),
                None if new_deal is None else _dumps(new_deal),
                _now(),
            ],
        )
        self._update_cache(rubber_id, new, sheet, resume=False)
        return new

    def set_abandoned(self, rubber_id: int) -> None:
        """Mark an unfinished rubber abandoned (it settles as it stands). A finished one stays."""
        with self._write():
            info = self._info(rubber_id)
            if info.state == "in_play":
                self._conn.execute(
                    "UPDATE rubbers SET state = 'abandoned' WHERE id = ?", [rubber_id]
                )
                self._conn.execute(
                    "UPDATE results SET settled = 1 WHERE rubber_id = ?", [rubber_id]
                )

    def delete_rubber(self, rubber_id: int) -> None:
        """Remove a rubber and everything about it (a rubber started by mistake)."""
        with self._write():
            self._info(rubber_id)
            self._conn.execute("DELETE FROM rubbers WHERE id = ?", [rubber_id])

    def load_rubber(self, rubber_id: int) -> Rubber:
        with self._read():
            return self._load(rubber_id)

    def rubber_info(self, rubber_id: int) -> RubberInfo:
        with self._read():
            return self._info(rubber_id)

    def rubbers_in_play(self) -> list[RubberInfo]:
        with self._read():
            ids = [
                r[0]
                for r in self._all("SELECT id FROM rubbers WHERE state = 'in_play' ORDER BY id")
            ]
            return self._infos(ids)

    def rubbers(self, played_on: str | None = None) -> list[RubberInfo]:
        """Every rubber (or those of one date), oldest first."""
        with self._read():
            if played_on is None:
                ids = [r[0] for r in self._all("SELECT id FROM rubbers ORDER BY id")]
            else:
                ids = [
                    r[0]
                    for r in self._all(
                        "SELECT id FROM rubbers WHERE played_on = ? ORDER BY id", [played_on]
                    )
                ]
            return self._infos(ids)

    def audit(self, rubber_id: int) -> list[AuditEntry]:
        rows = self._all(
            "SELECT rubber_id, idx, action, old, new, at FROM audit "
            "WHERE rubber_id = ? ORDER BY id",
            [rubber_id],
        )
        return [
            AuditEntry(
                r[0],
                r[1],
                r[2],
                None if r[3] is None else json.loads(r[3]),
                None if r[4] is None else json.loads(r[4]),
                r[5],
            )
            for r in rows
        ]

    # -- internals: rubbers ------------------------------------------------------------------
    @staticmethod
    def _score(rubber: Rubber) -> Sheet:
        """Validate by scoring (RecordError for anything the rules service cannot score)."""
        names: dict[str, Seat] = {}
        for seat in SEATS:
            name = rubber.players.get(seat)
            if name is None:
                continue
            if not name.strip():
                raise _input_error(f"players.{seat.value}", "expected a name")
            key = name_key(name)
            if key in names:
                raise _input_error(
                    f"players.{seat.value}",
                    f"{clean_name(name)!r} already sits at {names[key].value}",
                )
            names[key] = seat
        return _rules.score(rubber)

    def _insert_rubber(
        self,
        rubber: Rubber,
        sheet: Sheet,
        *,
        state: State | None,
        started_at: str | None,
        finished_at: str | None,
    ) -> int:
        cur = self._conn.execute(
            "INSERT INTO rubbers (game, code, house_rules, played_on, table_label, stake, "
            "first_dealer, state, started_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, "
            "'in_play', ?, ?)",
            [
                rubber.game,
                rubber.code,
                _dumps(dict(rubber.house_rules)) if rubber.house_rules else None,
                rubber.played_on,
                rubber.table,
                _dumps(rubber.stake.to_json()) if rubber.stake else None,
                rubber.first_dealer.value if rubber.first_dealer else None,
                started_at,
                finished_at,
            ],
        )
        rid = cur.lastrowid
        assert rid is not None
        for seat in SEATS:
            name = rubber.players.get(seat)
            if name is not None:
                pid = self._player_id(name, create=True, field=f"players.{seat.value}")
                self._conn.execute(
                    "INSERT INTO seats (rubber_id, seat, player_id) VALUES (?, ?, ?)",
                    [rid, seat.value, pid],
                )
        self._conn.executemany(
            "INSERT INTO deals (rubber_id, idx, record) VALUES (?, ?, ?)",
            [(rid, i, _dumps(d)) for i, d in enumerate(rubber.deals)],
        )
        self._update_cache(rid, rubber, sheet, resume=False, state=state, finished_at=finished_at)
        return rid

    def _update_cache(
        self,
        rubber_id: int,
        rubber: Rubber,
        sheet: Sheet,
        *,
        resume: bool,
        state: State | None = None,
        finished_at: str | None = None,
    ) -> None:
        """Recompute the rubber's cached result and its players' rows from the sheet."""
        row = self._one("SELECT state, finished_at FROM rubbers WHERE id = ?", [rubber_id])
        old_state, old_finished = row[0], row[1]
        if state is None:
            if sheet.complete:
                state = "finished"
            elif old_state == "abandoned" and not resume:
                state = "abandoned"
            else:
                state = "in_play"
        if state == "finished":
            finished_at = finished_at or (old_finished if old_state == "finished" else _now())
        else:
            finished_at = None
        net = sheet.net
        money = seat_money(rubber, net)
        self._conn.execute(
            "UPDATE rubbers SET state = ?, finished_at = ?, deal_count = ?, complete = ?, "
            "total_ns = ?, total_ew = ?, net_ns = ?, winner = ?, money_ns = ? WHERE id = ?",
            [
                state,
                finished_at,
                len(rubber.deals),
                int(sheet.complete),
                sheet.totals[Side.NS],
                sheet.totals[Side.EW],
                net[Side.NS],
                sheet.winner.value if sheet.winner else None,
                None if money is None else money[Seat.N],
                rubber_id,
            ],
        )
        self._conn.execute("DELETE FROM results WHERE rubber_id = ?", [rubber_id])
        seats = {
            Seat(s): pid
            for s, pid in self._all(
                "SELECT seat, player_id FROM seats WHERE rubber_id = ?", [rubber_id]
            )
        }
        settled = int(state != "in_play")
        rows = []
        for seat, pid in seats.items():
            side = seat.side
            if sheet.winner is not None:
                outcome = 1 if sheet.winner is side else -1
            else:
                outcome = (net[side] > 0) - (net[side] < 0)
            opps = [seats.get(s) for s in side.other.seats]
            rows.append(
                (
                    rubber_id,
                    seat.value,
                    pid,
                    seats.get(seat.partner),
                    opps[0],
                    opps[1],
                    rubber.game,
                    rubber.played_on,
                    settled,
                    outcome,
                    net[side],
                    None if money is None else money[seat],
                )
            )
        self._conn.executemany(
            "INSERT INTO results (rubber_id, seat, player_id, partner_id, opp1_id, opp2_id, "
            "game, played_on, settled, outcome, net, money) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )

    def _header(self, rubber_id: int) -> Any:
        row = self._one(
            "SELECT id, game, code, house_rules, played_on, table_label, stake, first_dealer, "
            "state, started_at, finished_at, deal_count, complete, total_ns, total_ew, net_ns, "
            "winner, money_ns FROM rubbers WHERE id = ?",
            [rubber_id],
        )
        if row is None:
            raise _input_error("rubber", f"there is no rubber {rubber_id}")
        return row

    def _seat_names(self, rubber_ids: Sequence[int]) -> dict[int, dict[Seat, str]]:
        out: dict[int, dict[Seat, str]] = {rid: {} for rid in rubber_ids}
        for chunk in _chunks(list(rubber_ids), 500):
            marks = ",".join("?" * len(chunk))
            for rid, seat, name in self._all(
                f"SELECT s.rubber_id, s.seat, p.name FROM seats s JOIN players p "
                f"ON p.id = s.player_id WHERE s.rubber_id IN ({marks}) "
                f"ORDER BY s.rubber_id, instr('NESW', s.seat)",
                chunk,
            ):
                out[rid][Seat(seat)] = name
        return out

    def _load(self, rubber_id: int) -> Rubber:
        h = self._header(rubber_id)
        players = self._seat_names([rubber_id])[rubber_id]
        deals = [
            json.loads(r[0])
            for r in self._all(
                "SELECT record FROM deals WHERE rubber_id = ? ORDER BY idx", [rubber_id]
            )
        ]
        return _rubber_of(h, players, deals)

    def _info(self, rubber_id: int) -> RubberInfo:
        h = self._header(rubber_id)
        return _info_of(h, self._seat_names([rubber_id])[rubber_id])

    def _infos(self, ids: Sequence[int]) -> list[RubberInfo]:
        names = self._seat_names(ids)
        return [_info_of(self._header(i), names[i]) for i in ids]

    # -- queries -----------------------------------------------------------------------------
    def player_history(
        self, name: str, date_from: str | None = None, date_to: str | None = None
    ) -> list[HistoryRow]:
        """Every rubber the player sat in (oldest first), optionally within dates (inclusive)."""
        with self._read():
            pid = self._player_id(name, create=False)
            sql = (
                "SELECT r.rubber_id, r.played_on, b.table_label, r.game, r.seat, "
                "pp.name, o1.name, o2.name, b.state, r.outcome, r.net, r.money "
                "FROM results r JOIN rubbers b ON b.id = r.rubber_id "
                "LEFT JOIN players pp ON pp.id = r.partner_id "
                "LEFT JOIN players o1 ON o1.id = r.opp1_id "
                "LEFT JOIN players o2 ON o2.id = r.opp2_id WHERE r.player_id = ?"
            )
            params: list[Any] = [pid]
            if date_from:
                sql += " AND r.played_on >= ?"
                params.append(date_from)
            if date_to:
                sql += " AND r.played_on <= ?"
                params.append(date_to)
            sql += " ORDER BY r.played_on, r.rubber_id"
            out = []
            for (
                rid,
                day,
                table,
                game,
                seat,
                partner,
                o1,
                o2,
                state,
                outcome,
                net,
                money,
            ) in self._all(sql, params):
                result: Outcome = (
                    "in play"
                    if state == "in_play"
                    else "won"
                    if outcome > 0
                    else "lost"
                    if outcome < 0
                    else "drawn"
                )
                out.append(
                    HistoryRow(
                        rid,
                        day,
                        table,
                        game,
                        Seat(seat),
                        partner,
                        tuple(n for n in (o1, o2) if n),
                        state,
                        result,
                        net,
                        money,
                    )
                )
            return out

    def stats(self, player: str | None = None) -> list[StatRow]:
        """Per player and game over settled rubbers: rubbers, won, lost, drawn, net, money.

        One indexed aggregate over the cached per-player results (``results_player`` covers it).
        """
        sql = (
            "SELECT p.name, r.game, count(*), sum(r.outcome > 0), sum(r.outcome < 0), "
            "sum(r.outcome = 0), sum(r.net), total(r.money) FROM results r "
            "JOIN players p ON p.id = r.player_id WHERE r.settled = 1"
        )
        params: list[Any] = []
        if player is not None:
            if not isinstance(player, str) or not player.strip():
                raise _input_error("player", "expected a name")
            sql += " AND r.player_id = (SELECT id FROM players WHERE name_key = ?)"
            params.append(name_key(player))
        sql += " GROUP BY r.player_id, r.game ORDER BY p.name_key, r.game"
        rows = self._all(sql, params)
        if not rows and player is not None:
            self._player_id(player, create=False)  # no such player: say so
        return [
            StatRow(n, g, c, w, lo, d, net, round(m, MONEY_PLACES))
            for n, g, c, w, lo, d, net, m in rows
        ]

    def partnerships(self, name: str) -> list[PairRow]:
        """The player's record with each partner (settled rubbers), most rubbers first."""
        with self._read():
            pid = self._player_id(name, create=False)
            me = self._player(pid).name
            rows = self._all(
                "SELECT p.name, count(*), sum(r.outcome > 0), sum(r.outcome < 0), sum(r.net), "
                "total(r.money) FROM results r JOIN players p ON p.id = r.partner_id "
                "WHERE r.player_id = ? AND r.settled = 1 GROUP BY r.partner_id "
                "ORDER BY count(*) DESC, p.name_key",
                [pid],
            )
            return [
                PairRow(me, n, c, w, lo, net, round(m, MONEY_PLACES))
                for n, c, w, lo, net, m in rows
            ]

    def head_to_head(self, name: str) -> list[PairRow]:
        """The player's record against each opponent (settled rubbers), most rubbers first."""
        with self._read():
            pid = self._player_id(name, create=False)
            me = self._player(pid).name
            rows = self._all(
                "SELECT p.name, count(*), sum(x.outcome > 0), sum(x.outcome < 0), sum(x.net), "
                "total(x.money) FROM (SELECT opp1_id AS opp, outcome, net, money FROM results "
                "WHERE player_id = ? AND settled = 1 UNION ALL SELECT opp2_id, outcome, net, "
                "money FROM results WHERE player_id = ? AND settled = 1) x "
                "JOIN players p ON p.id = x.opp GROUP BY x.opp ORDER BY count(*) DESC, "
                "p.name_key",
                [pid, pid],
            )
            return [
                PairRow(me, n, c, w, lo, net, round(m, MONEY_PLACES))
                for n, c, w, lo, net, m in rows
            ]

    def evening(self, date: str) -> Evening:
        """Every table's rubbers on ``date``, each player's balance, and who pays whom."""
        try:
            dt.date.fromisoformat(date)
        except (TypeError, ValueError):
            raise _input_error("date", f'{date!r} is not a date such as "2026-11-29"') from None
        with self._read():
            infos = self.rubbers(date)
            rows = self._all(
                "SELECT p.name, count(*), sum(r.net), total(r.money) FROM rubbers b "
                "JOIN results r ON r.rubber_id = b.id JOIN players p ON p.id = r.player_id "
                "WHERE b.played_on = ? "
                "GROUP BY r.player_id ORDER BY total(r.money) DESC, sum(r.net) DESC, p.name_key",
                [date],
            )
        tables: dict[str | None, list[RubberInfo]] = {}
        for info in infos:
            tables.setdefault(info.table, []).append(info)
        balances = tuple(Balance(n, c, net, round(m, MONEY_PLACES)) for n, c, net, m in rows)
        return Evening(
            date=date,
            tables=tuple(
                EveningTable(t, tuple(rs))
                for t, rs in sorted(tables.items(), key=lambda kv: _table_sort(kv[0]))
            ),
            balances=balances,
            transfers=tuple(transfers({b.player: b.money for b in balances})),
            in_play=sum(1 for i in infos if i.state == "in_play"),
        )

    # -- import and export -------------------------------------------------------------------
    def import_records(self, obj: object) -> list[int]:
        """Import a rubber record, a list of them, or an export file: all or nothing.

        Every record is scored first; one that cannot be is reported (``record N: deal D:
        field: message``) and nothing at all is written. Players are matched by name or created.
        """
        items, players = _parse_import(obj)
        with self._write():
            for p in players:
                pid = self._player_id(p["name"], create=True)
                old = self._player(pid)
                self._conn.execute(
                    "UPDATE players SET membership = ?, notes = ? WHERE id = ?",
                    [old.membership or p.get("membership"), old.notes or p.get("notes"), pid],
                )
            ids = []
            for item in items:
                rid = self._insert_rubber(
                    item.rubber,
                    item.sheet,
                    state=item.state,
                    started_at=item.started_at,
                    finished_at=item.finished_at,
                )
                self._conn.executemany(
                    "INSERT INTO audit (rubber_id, idx, action, old, new, at) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    [
                        (
                            rid,
                            a["index"],
                            a["action"],
                            None if a.get("old") is None else _dumps(a["old"]),
                            None if a.get("new") is None else _dumps(a["new"]),
                            a["at"],
                        )
                        for a in item.audit
                    ],
                )
                ids.append(rid)
            return ids

    def export_json(self) -> dict[str, Any]:
        """The whole history as ``scorepad-export/1``; importing it into an empty database and
        exporting again gives the same JSON."""
        with self._read():
            return {
                "format": EXPORT_FORMAT,
                "players": self._export_players(),
                "rubbers": [_with_deals(item, texts) for item, texts in self._export_rubbers()],
            }

    def write_json(self, out: IO[str]) -> int:
        """Stream :meth:`export_json` as JSON text, one rubber per line, holding one rubber in
        memory at a time (``json.loads`` of the text equals ``export_json()``). Returns the
        number of rubbers written."""
        n = 0
        with self._read():
            out.write('{"format": ' + json.dumps(EXPORT_FORMAT) + ',\n "players": [')
            for i, p in enumerate(self._export_players()):
                out.write(("," if i else "") + "\n  " + json.dumps(p, ensure_ascii=False))
            out.write('\n ],\n "rubbers": [')
            sentinel = f"deals-{secrets.token_hex(16)}"
            quoted = json.dumps(sentinel)
            for item, texts in self._export_rubbers():
                # The stored deal texts are spliced in as they are: no parsing, no copying.
                item["record"]["deals"] = sentinel
                text = json.dumps(item, ensure_ascii=False)
                out.write(("," if n else "") + "\n  ")
                out.write(text.replace(quoted, "[" + ",".join(texts) + "]", 1))
                n += 1
            out.write("\n ]\n}")
        return n

    def _export_players(self) -> list[dict[str, Any]]:
        out = []
        for _pid, name, membership, notes in self._all(
            "SELECT id, name, membership, notes FROM players ORDER BY id"
        ):
            p: dict[str, Any] = {"name": name}
            if membership is not None:
                p["membership"] = membership
            if notes is not None:
                p["notes"] = notes
            out.append(p)
        return out

    def _export_rubbers(self) -> Iterator[tuple[dict[str, Any], list[str]]]:
        """Each rubber's export item (its record without deals) and its deals' stored texts."""
        names: dict[int, str] = dict(self._all("SELECT id, name FROM players"))
        seats: dict[int, dict[Seat, str]] = {}
        for rid, seat, pid in self._conn.execute("SELECT rubber_id, seat, player_id FROM seats"):
            seats.setdefault(rid, {})[Seat(seat)] = names[pid]
        audits: dict[int, list[dict[str, Any]]] = {}
        for rid, idx, action, old, new, at in self._conn.execute(
            "SELECT rubber_id, idx, action, old, new, at FROM audit ORDER BY id"
        ):
            a: dict[str, Any] = {"index": idx, "action": action}
            if old is not None:
                a["old"] = json.loads(old)
            if new is not None:
                a["new"] = json.loads(new)
            a["at"] = at
            audits.setdefault(rid, []).append(a)
        headers = self._conn.execute(
            "SELECT id, game, code, house_rules, played_on, table_label, stake, first_dealer, "
            "state, started_at, finished_at FROM rubbers ORDER BY id"
        )
        deal_rows = self._conn.cursor().execute(
            "SELECT rubber_id, record FROM deals ORDER BY rubber_id, idx"
        )
        pending = deal_rows.fetchone()
        for h in headers:
            rid = h[0]
            texts: list[str] = []
            while pending is not None and pending[0] < rid:
                pending = deal_rows.fetchone()
            while pending is not None and pending[0] == rid:
                texts.append(pending[1])
                pending = deal_rows.fetchone()
            record = _rubber_of((*h[:8],), seats.get(rid, {}), ()).to_json()
            item: dict[str, Any] = {"record": record, "state": h[8]}
            if h[9] is not None:
                item["started_at"] = h[9]
            if h[10] is not None:
                item["finished_at"] = h[10]
            if rid in audits:
                item["audit"] = audits[rid]
            yield item, texts

    def export_csv(self, out_dir: Path) -> list[Path]:
        """``players.csv``, ``rubbers.csv`` and ``deals.csv`` (one row per deal) in ``out_dir``.

        Text cells a spreadsheet would run as a formula (starting ``=``, ``+``, ``-``, ``@``, tab
        or carriage return) get a leading apostrophe.
        """
        out_dir = Path(out_dir)
        out_dir.mkdir(parents=True, exist_ok=True)
        with self._read():
            players = self._all("SELECT id, name, membership, notes FROM players ORDER BY id")
            infos = self.rubbers()
            written = [
                _write_csv(out_dir / "players.csv", ["id", "name", "membership", "notes"], players),
                _write_csv(
                    out_dir / "rubbers.csv", RUBBER_COLUMNS, [_rubber_csv_row(i) for i in infos]
                ),
                _write_csv(out_dir / "deals.csv", DEAL_COLUMNS, self._deal_csv_rows(infos)),
            ]
        return written

    def _deal_csv_rows(self, infos: Sequence[RubberInfo]) -> Iterator[list[Any]]:
        for info in infos:
            rubber = self._load(info.id)
            try:
                sheet: Sheet | None = _rules.score(rubber)
            except RecordError:
                sheet = None
            for i, deal in enumerate(rubber.deals):
                line = sheet.deals[i] if sheet is not None else None
                sums = {
                    s: sum(e.points for e in line.entries if e.side is s) if line else ""
                    for s in SIDES
                }
                yield [
                    info.id,
                    info.played_on,
                    info.table,
                    info.game,
                    i + 1,
                    *(_deal_cell(deal, key) for key in DEAL_KEYS),
                    sums[Side.NS],
                    sums[Side.EW],
                    line.summary if line else "",
                    _dumps(dict(deal)),
                ]


# -- import parsing --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Item:
    rubber: Rubber
    sheet: Sheet
    state: State | None = None
    started_at: str | None = None
    finished_at: str | None = None
    audit: list[dict[str, Any]] = field(default_factory=list)


_ITEM_KEYS = frozenset({"record", "state", "started_at", "finished_at", "audit"})
_PLAYER_KEYS = frozenset({"name", "membership", "notes"})
_AUDIT_KEYS = frozenset({"index", "action", "old", "new", "at"})


def _parse_import(obj: object) -> tuple[list[_Item], list[dict[str, Any]]]:
    problems: list[Problem] = []
    players: list[dict[str, Any]] = []
    if isinstance(obj, dict) and obj.get("format") == EXPORT_FORMAT:
        for k in obj:
            if k not in ("format", "players", "rubbers"):
                problems.append(Problem(None, k, "unknown field in an export file"))
        raw_players = obj.get("players", [])
        if not isinstance(raw_players, list):
            problems.append(Problem(None, "players", "expected a list"))
            raw_players = []
        for i, p in enumerate(raw_players, 1):
            players.extend(_parse_player(p, i, problems))
        raw_items = obj.get("rubbers", [])
        if not isinstance(raw_items, list):
            problems.append(Problem(None, "rubbers", "expected a list"))
            raw_items = []
        wrapped = True
    elif isinstance(obj, list):
        raw_items, wrapped = obj, False
    elif isinstance(obj, dict):
        raw_items, wrapped = [obj], False
    else:
        raise _input_error("", "expected a rubber record, a list of them or a Scorepad export")
    items = []
    for n, raw in enumerate(raw_items, 1):
        item = _parse_item(raw, wrapped, problems, n)
        if item is not None:
            items.append(item)
    if problems:
        raise InvalidEntryError(problems)
    return items, players


def _parse_player(p: object, i: int, problems: list[Problem]) -> list[dict[str, Any]]:
    where = f"players[{i - 1}]"
    if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not p["name"].strip():
        problems.append(Problem(None, where, "expected an object with a name"))
        return []
    bad = [k for k in p if k not in _PLAYER_KEYS] + [
        k for k in ("membership", "notes") if k in p and not isinstance(p[k], str)
    ]
    for k in bad:
        problems.append(Problem(None, f"{where}.{k}", "unknown field or not text"))
    return [] if bad else [p]


def _parse_item(raw: object, wrapped: bool, problems: list[Problem], n: int) -> _Item | None:
    def add(p: Problem) -> None:
        problems.append(_prefixed(p, n))

    meta: dict[str, Any] = {}
    record: object = raw
    if wrapped:
        if not isinstance(raw, dict) or "record" not in raw:
            add(Problem(None, "", "expected an object with a record"))
            return None
        record = raw["record"]
        for k in raw:
            if k not in _ITEM_KEYS:
                add(Problem(None, k, "unknown field"))
        state = raw.get("state")
        if state not in STATES:
            add(Problem(None, "state", f"expected one of {', '.join(STATES)}"))
        for k in ("started_at", "finished_at"):
            if k in raw and not isinstance(raw[k], str):
                add(Problem(None, k, "expected a time"))
        meta = {
            "state": state,
            "started_at": raw.get("started_at"),
            "finished_at": raw.get("finished_at"),
            "audit": _audit_list(raw, add),
        }
    try:
        rubber = Rubber.from_json(record)
        sheet = Store._score(rubber)
    except RecordError as e:
        for p in e.problems:
            add(p)
        return None
    if not wrapped:
        meta = {"state": _imported_state(rubber, sheet)}
    elif (meta["state"] == "finished") != sheet.complete:
        add(
            Problem(
                None,
                "state",
                f"{meta['state']!r} but the rubber is "
                f"{'complete' if sheet.complete else 'not complete'}",
            )
        )
        return None
    return _Item(rubber, sheet, **meta)


def _prefixed(p: Problem, n: int) -> Problem:
    """``record N: deal D: field: message`` (the record named first)."""
    return Problem(None, "", f"record {n}: {p}")


def _audit_list(raw: Mapping[str, Any], add: Any) -> list[dict[str, Any]]:
    entries = raw.get("audit", [])
    if not isinstance(entries, list):
        add(Problem(None, "audit", "expected a list"))
        return []
    good = []
    for i, a in enumerate(entries):
        ok = (
            isinstance(a, dict)
            and set(a) <= _AUDIT_KEYS
            and isinstance(a.get("index"), int)
            and not isinstance(a.get("index"), bool)
            and a.get("action") in ("replace", "delete", "insert")
            and isinstance(a.get("at"), str)
            and all(a.get(k) is None or isinstance(a.get(k), dict) for k in ("old", "new"))
        )
        if not ok:
            add(Problem(None, f"audit[{i}]", "expected index, action, old/new and at"))
        else:
            good.append(a)
    return good


def _imported_state(rubber: Rubber, sheet: Sheet) -> State:
    """A plain record: finished when complete; unfinished and played before today, abandoned."""
    if sheet.complete:
        return "finished"
    if rubber.played_on is not None and rubber.played_on < dt.date.today().isoformat():
        return "abandoned"
    return "in_play"


# -- row conversion --------------------------------------------------------------------------
def _rubber_of(
    h: Sequence[Any], players: Mapping[Seat, str], deals: Sequence[Mapping[str, Any]]
) -> Rubber:
    _rid, game, code, house_rules, played_on, table, stake, first_dealer = h[:8]
    st = json.loads(stake) if stake else None
    return Rubber(
        game=game,
        code=code,
        house_rules=json.loads(house_rules) if house_rules else {},
        deals=tuple(deals),
        played_on=played_on,
        table=table,
        stake=Stake(st["amount"], st.get("per", 1)) if st else None,
        first_dealer=Seat(first_dealer) if first_dealer else None,
        players=dict(players),
    )


def _info_of(h: Sequence[Any], players: dict[Seat, str]) -> RubberInfo:
    (
        rid,
        game,
        code,
        _hr,
        played_on,
        table,
        stake,
        _fd,
        state,
        started_at,
        finished_at,
        deal_count,
        complete,
        total_ns,
        total_ew,
        net_ns,
        winner,
        money_ns,
    ) = h
    st = json.loads(stake) if stake else None
    if code is None:
        code = _rules.GAMES[game].default_code if game in _rules.GAMES else ""
    return RubberInfo(
        id=rid,
        game=game,
        code=code,
        table=table,
        played_on=played_on,
        state=state,
        started_at=started_at,
        finished_at=finished_at,
        players=players,
        stake=Stake(st["amount"], st.get("per", 1)) if st else None,
        deals=deal_count,
        complete=bool(complete),
        totals={Side.NS: total_ns, Side.EW: total_ew},
        net={Side.NS: net_ns, Side.EW: -net_ns},
        winner=Side(winner) if winner else None,
        money=None if money_ns is None else {Side.NS: money_ns, Side.EW: -money_ns + 0.0},
    )


def _with_deals(item: dict[str, Any], texts: list[str]) -> dict[str, Any]:
    item["record"]["deals"] = [json.loads(t) for t in texts]
    return item


def _table_sort(label: str | None) -> tuple[int, str]:
    return (1, "") if label is None else (0, label)


def _chunks(items: list[int], n: int) -> Iterator[list[int]]:
    for i in range(0, len(items), n):
        yield items[i : i + n]


def _backup(path: Path) -> Path | None:
    """:func:`backup`, under a name that :meth:`Store.open`'s ``backup`` flag does not hide."""
    return backup(path)


class _DailyBackup:
    """The day's backup, copied on a thread of its own (its own SQLite connection) while the
    program starts; :meth:`join` waits for it and raises :class:`StoreError` if it failed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.error: StoreError | None = None
        self.thread = threading.Thread(target=self._run, name="scorepad-backup", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            _backup(self.path)
        except (sqlite3.Error, OSError) as e:
            self.error = StoreError(f"cannot back up {self.path}: {e}")

    def join(self, *, raise_error: bool = True) -> None:
        self.thread.join()
        if self.error is not None and raise_error:
            raise self.error


# -- CSV -------------------------------------------------------------------------------------
RUBBER_COLUMNS = [
    "id",
    "played_on",
    "table",
    "game",
    "code",
    "state",
    "N",
    "E",
    "S",
    "W",
    "stake_amount",
    "stake_per",
    "deals",
    "total_NS",
    "total_EW",
    "net_NS",
    "winner",
    "money_NS",
    "started_at",
    "finished_at",
]
DEAL_KEYS = [
    "dealer",
    "new_deal",
    "passed_out",
    "maker",
    "declaration",
    "declarer",
    "contract",
    "result",
    "doubles",
    "tricks",
    "honours",
    "voids",
    "revokes",
    "call",
]
DEAL_COLUMNS = [
    "rubber",
    "played_on",
    "table",
    "game",
    "deal",
    *DEAL_KEYS,
    "points_NS",
    "points_EW",
    "summary",
    "record",
]
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: Any) -> Any:
    """A text cell a spreadsheet would run as a formula gets a leading apostrophe.

    >>> safe_cell("=1+2"), safe_cell("-cmd"), safe_cell(-5), safe_cell("Mrs Grey")
    ("'=1+2", "'-cmd", -5, 'Mrs Grey')
    """
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def _rubber_csv_row(i: RubberInfo) -> list[Any]:
    return [
        i.id,
        i.played_on,
        i.table,
        i.game,
        i.code,
        i.state,
        *(i.players.get(s, "") for s in SEATS),
        i.stake.amount if i.stake else "",
        i.stake.per if i.stake else "",
        i.deals,
        i.totals[Side.NS],
        i.totals[Side.EW],
        i.net[Side.NS],
        i.winner.value if i.winner else "",
        i.money[Side.NS] if i.money else "",
        i.started_at,
        i.finished_at,
    ]


def _deal_cell(deal: Mapping[str, Any], key: str) -> Any:
    """A deal field as one readable cell: ``NS 9 EW 4``, ``N1 S3``, ``E:tricks``."""
    if key not in deal:
        return ""
    v = deal[key]
    if isinstance(v, bool):
        return "yes" if v else ""
    if isinstance(v, dict):
        return " ".join(f"{k} {x}" for k, x in v.items())
    if isinstance(v, list):
        parts = []
        for x in v:
            if isinstance(x, dict):
                parts.append(":".join(str(y) for y in x.values()))
            else:
                parts.append(str(x))
        return " ".join(parts)
    return v


def _write_csv(path: Path, header: list[str], rows: Any) -> Path:
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", newline="", encoding="utf-8-sig") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        for row in rows:
            w.writerow([safe_cell("" if v is None else v) for v in row])
    os.replace(tmp, path)
    return path


__all__ = [
    "EXPORT_FORMAT",
    "MIGRATION_NAMES",
    "RUBBER_FORMAT",
    "AuditEntry",
    "Balance",
    "Evening",
    "EveningTable",
    "HistoryRow",
    "PairRow",
    "Player",
    "RubberInfo",
    "StatRow",
    "Store",
    "backup",
    "default_db_path",
    "name_key",
    "safe_cell",
]
