"""The store's base: the connection and its transactions, the listeners, and what one change
writes for a rubber (its deals, audit, chain entry and result cache), read back the same way.

The deal records are the truth. Each rubber keeps its deals exactly as ``scorepad-rubber/1`` deal
records (JSON text, in order); totals, net, winner and every player's result are a cache,
recomputed by the rules service inside the same transaction whenever a deal changes, so the cache
can never disagree with the log. Every recorded deal is one committed transaction before the call
returns (WAL journal, ``synchronous=FULL``).

Opening the file and the day's checks are :mod:`scorepad.store.core`'s.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from scorepad import rules as _rules
from scorepad.enums import SEATS, Seat, Side
from scorepad.errors import Problem, RecordError
from scorepad.i18n import Text
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import Sheet
from scorepad.store import chain as _chain
from scorepad.store import elsewhere, ledger
from scorepad.store.change import (
    Change,
    ChangeKind,
    Command,
    DealRef,
    StaleError,
)
from scorepad.store.failures import ReadOnlyError, classify
from scorepad.store.files import (
    DailyBackup,
)
from scorepad.store.rows import (
    AuditEntry,
    Player,
    RubberInfo,
    checked_score,
    chunks,
    clean_name,
    compact_json,
    info_of,
    input_error,
    name_key,
    next_state,
    now_iso,
    result_row,
)
from scorepad.store.schema import (
    State,
    rubber_of,
)

if TYPE_CHECKING:
    from sqlite_utils import Database


# -- the store -------------------------------------------------------------------------------
class DamagedRubberError(RecordError):
    """A stored deal record of one rubber cannot be read: that rubber is quarantined
    (read-only, listed as damaged) while the rest of the history works. ``readable`` holds the
    deals before the damaged one."""

    def __init__(self, rubber_id: int, deal: int, readable: list[dict[str, Any]]) -> None:
        self.rubber_id = rubber_id
        self.readable = readable
        super().__init__(
            [
                Problem(
                    deal,
                    "",
                    Text.plural(
                        "the stored record of this deal of rubber {rubber} is damaged; the "
                        "rubber is read-only ({n} deals before it can be read). "
                        "Restore the last good backup (File › Restore from backup…)",
                        "the stored record of this deal of rubber {rubber} is damaged; the "
                        "rubber is read-only ({n} deals before it can be read). "
                        "Restore the last good backup (File › Restore from backup…)",
                        len(readable),
                        rubber=str(rubber_id),
                    ),
                )
            ]
        )


def _parse_deals(texts: Sequence[Any]) -> tuple[list[dict[str, Any]], int | None]:
    """The deal records that read, up to the first that does not (its 1-based number)."""
    out: list[dict[str, Any]] = []
    for n, text in enumerate(texts, 1):
        try:
            deal = json.loads(text)
        except (TypeError, ValueError, RecursionError):
            return out, n
        if not isinstance(deal, dict):
            return out, n
        out.append(deal)
    return out, None


class StoreBase:
    """The connection to one history and what every part of the store shares: reads, writes in one
    transaction, the listeners told of each :class:`~scorepad.store.change.Change`, and a rubber's
    deals, audit, chain and cache. :class:`~scorepad.store.core.Store` is made of this and its
    parts."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self.path = path
        self._conn: sqlite3.Connection = conn
        self._db: Database | None = None
        self._daily: DailyBackup | None = None
        self._listeners: list[Callable[[Change], None]] = []
        self.pending_changes: list[Change] = []
        self._data_version: int | None = None
        self._look: elsewhere.Look | None = None  # what check_elsewhere last saw
        self._closed = False
        #: True when the history was opened read-only (asked for, or the file cannot be
        #: written): it can be looked at and printed, every write raises ReadOnlyError.
        self.read_only = False
        #: What the day's check of the chains found (rubber id: problems), at the first open
        #: of the day; empty when all was sound or nothing was checked.
        self.chain_problems: dict[int, list[Problem]] = {}
        self._to_mark: list[tuple[str, int]] = []  # (chain head, rubber id) found sound
        #: The same for the drives' chains (drive id: problems), kept apart from the rubbers'.
        self.drive_chain_problems: dict[int, list[Problem]] = {}
        self._to_mark_drives: list[tuple[str, int]] = []  # (chain head, drive id) found sound
        #: The history against its newest backup at the day's first open, in words
        #: (:func:`~scorepad.store.anchor_checks.backup_note`): empty when it holds all the
        #: backup holds.
        self.backup_notes: list[str] = []

    @property
    def conn(self) -> sqlite3.Connection:
        """The connection: inside :meth:`run`, the transaction a command writes in."""
        return self._conn

    @property
    def db(self) -> Database:
        """The sqlite-utils view of the connection, made on first use (writes, upgrades)."""
        if self._db is None:
            # Lazy: sqlite-utils is loaded only to write or upgrade (saves ~195 ms at every start)
            from scorepad.store.migrations import Database

            self._db = Database(self._conn, execute_plugins=False)
        return self._db

    def _backed_up(self) -> None:
        """Wait for the day's backup (if one is being copied) before the first write."""
        if self._daily is not None:
            daily, self._daily = self._daily, None
            daily.join()

    def set_busy_timeout(self, ms: int) -> None:
        """How long a write waits for another program's lock before raising
        :class:`~scorepad.store.failures.LockedError` (the window uses a short one and
        retries; the command line waits longer)."""
        self._conn.execute(f"PRAGMA busy_timeout = {int(ms)}")

    @property
    def closed(self) -> bool:
        return self._closed

    def _mark_checked(self) -> None:
        """Write the marks of the chains found sound (plain SQL, one short transaction; a
        read-only or busy history is simply checked again next time)."""
        marks, self._to_mark = self._to_mark, []
        drives, self._to_mark_drives = self._to_mark_drives, []
        if not (marks or drives) or self._conn.in_transaction:
            return
        self._backed_up()
        with contextlib.suppress(sqlite3.Error):
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                today = dt.date.today().isoformat()  # the rolling week's mark: read whole
                self._conn.executemany(
                    "UPDATE rubbers SET chain_checked = ?, chain_round = ? "
                    "WHERE id = ? AND chain_head = ?",
                    [(head, today, rid, head) for head, rid in marks],
                )
                self._conn.executemany(
                    "UPDATE drives SET chain_checked = ?, chain_round = ? "
                    "WHERE id = ? AND chain_head = ?",
                    [(head, today, did, head) for head, did in drives],
                )
                self._conn.commit()
            finally:
                if self._conn.in_transaction:
                    self._conn.rollback()
            self.changed_elsewhere()  # our own marks are no news to the views

    def close(self) -> None:
        if not self._closed and (self._to_mark or self._to_mark_drives):
            self._mark_checked()
        self._closed = True
        self._conn.close()
        if self._daily is not None:
            self._daily.join(raise_error=False)
            self._daily = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions ------------------------------------------------------------------------
    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """One write transaction (``BEGIN IMMEDIATE``: the write lock is taken before reading, so
        two processes never race between read and write), committed before returning."""
        if self._conn.in_transaction:
            with self.db.atomic():
                yield
            return
        if self.read_only:
            raise ReadOnlyError(self.path, Text("opened read-only"))
        self._backed_up()
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                with self.db.atomic():
                    yield
            except BaseException:
                self.pending_changes.clear()
                if self._conn.in_transaction:
                    self._conn.rollback()
                raise
            self._commit()
        except (sqlite3.OperationalError, sqlite3.DatabaseError) as e:
            if isinstance(e, sqlite3.IntegrityError | sqlite3.ProgrammingError):
                raise
            self.pending_changes.clear()
            with contextlib.suppress(sqlite3.Error):
                if self._conn.in_transaction:
                    self._conn.rollback()
            raise classify(e, self.path) from None
        done, self.pending_changes = self.pending_changes, []
        for change in done:
            self._notify(change)

    def _commit(self) -> None:
        """Commit the write transaction (``synchronous=FULL``: on disk before returning)."""
        self._conn.commit()

    def transaction(self) -> contextlib.AbstractContextManager[None]:
        """One write transaction that store calls inside it join (the table-entry server writes
        its received-hand row with the deal: :mod:`scorepad.serve.backend`)."""
        return self.writing()

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

    def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self._conn.execute(sql, params).fetchone()

    def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return self._conn.execute(sql, params).fetchall()

    def player_id(self, name: str, *, create: bool, field: str = "player") -> int:
        if not isinstance(name, str) or not name.strip():
            raise input_error(field, Text("expected a name"))
        key = name_key(name)
        row = self.fetch_one("SELECT id FROM players WHERE name_key = ?", [key])
        if row is not None:
            return int(row[0])
        if not create:
            shown = repr(clean_name(name))
            # the players whose names hold it (as `scorepad players NAME` lists them)
            like = [
                str(r[0])
                for r in self._conn.execute(
                    "SELECT name FROM players WHERE instr(name_key, ?) > 0 ORDER BY name_key "
                    "LIMIT 6",
                    [key],
                )
            ]
            if like:
                names = ", ".join(like[:5]) + (", …" if len(like) > 5 else "")
                raise input_error(
                    field,
                    Text("no player named {name}; did you mean {names}?", name=shown, names=names),
                )
            raise input_error(field, Text("no player named {name}", name=shown))
        cur = self._conn.execute(
            "INSERT INTO players (name, name_key) VALUES (?, ?)", [clean_name(name), key]
        )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def player_row(self, player_id: int) -> Player:
        row = self.fetch_one(
            "SELECT id, name, membership, notes FROM players WHERE id = ?", [player_id]
        )
        if row is None:
            raise input_error("player", Text("no player with id {id}", id=str(player_id)))
        return Player(*row)

    # -- changes -----------------------------------------------------------------------------
    def subscribe(self, listener: Callable[[Change], None]) -> None:
        """Call ``listener(change)`` after every change this store commits (and with an
        ``external`` change when another process was found to have written)."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[Change], None]) -> None:
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    def listeners(self) -> tuple[Callable[[Change], None], ...]:
        return tuple(self._listeners)

    def _notify(self, change: Change) -> None:
        for listener in tuple(self._listeners):
            listener(change)

    def changed_elsewhere(self) -> bool:
        """Whether another connection (another window, ``scorepad import``…) has committed to
        the file since this was last asked. ``PRAGMA data_version`` reads no disk."""
        (version,) = self._conn.execute("PRAGMA data_version").fetchone()
        seen, self._data_version = self._data_version, version
        return seen is not None and version != seen

    def check_elsewhere(self) -> bool:
        """Tell the listeners (an ``external`` change) if another process has written; True
        if it had. The change names the rubbers and drives written (``named``) when that can
        be told cheaply (:mod:`scorepad.store.elsewhere`), and names nothing otherwise."""
        if self._conn.in_transaction or not self.changed_elsewhere():
            if self._look is None and not self._conn.in_transaction:
                self._look = self._take_look()
            return False
        self._notify(self._external_change())
        return True

    def _take_look(self) -> elsewhere.Look | None:
        with self._read():
            try:
                return elsewhere.look(self._conn)
            except sqlite3.Error:  # an old or foreign file: changes name nothing
                return None

    def _external_change(self) -> Change:
        before = self._look
        if before is None:
            self._look = self._take_look()
            return Change("external")
        with self._read():
            try:
                self._look, found = elsewhere.since(self._conn, before)
            except sqlite3.Error:
                self._look, found = None, None
        if found is None:
            return Change("external")
        return Change(
            "external",
            rubber_ids=found.rubber_ids,
            drive_ids=found.drive_ids,
            player_ids=found.player_ids,
            named=True,
        )

    def run(self, command: Command) -> Change:
        """Run one change to the history in one transaction and tell the listeners.

        A command whose target changed since it was made raises :class:`StaleError` and
        writes nothing; a refused record raises :class:`RecordError`. Before writing, a change
        committed by another process is announced first, so the views reload.
        """
        self.check_elsewhere()
        with self.writing():
            change = command.apply(self)
            self.pending_changes.append(change)
        return change

    def rubber_state(self, rubber_id: int) -> Change:
        """The rubber as it stands, as a change of kind ``load``: its record, its sheet, its
        version and its deals' identities (what a view holds to make commands)."""
        with self._read():
            rubber = self.load_record(rubber_id)
            return Change(
                "load",
                rubber_id,
                rubber,
                _rules.score(rubber),
                self.rubber_version(rubber_id),
                deals=self.deal_refs(rubber_id),
                state=self.header_row(rubber_id)["state"],
            )

    # -- internals: changes ------------------------------------------------------------------
    def rubber_version(self, rubber_id: int) -> int:
        row = self.fetch_one("SELECT version FROM rubbers WHERE id = ?", [rubber_id])
        if row is None:
            raise input_error("rubber", Text("there is no rubber {rubber}", rubber=str(rubber_id)))
        return int(row[0])

    def check_version(self, rubber_id: int, expect: int | None) -> int:
        version = self.rubber_version(rubber_id)
        if expect is not None and version != expect:
            raise StaleError(
                Text(
                    "the rubber was changed in another window or program since it was shown; "
                    "nothing was changed. It now shows the rubber as it stands"
                )
            )
        return version

    def deal_row(self, deal_id: int) -> sqlite3.Row:
        row = self.fetch_one(
            "SELECT id, rubber_id, idx, version, record FROM deals WHERE id = ?", [deal_id]
        )
        if row is None:
            raise StaleError(
                Text("that hand was deleted in another window or program; nothing was changed")
            )
        return row  # type: ignore[no-any-return]

    def _deal_at(self, rubber_id: int, index: int) -> DealRef:
        refs = self.deal_refs(rubber_id)
        self.header_row(rubber_id)
        if not 0 <= index < len(refs):
            raise input_error(
                "deal",
                Text.plural(
                    "there is no deal {deal} in a rubber of {n} deals",
                    "there is no deal {deal} in a rubber of {n} deals",
                    len(refs),
                    deal=index + 1,
                ),
            )
        return refs[index]

    def deal_refs(self, rubber_id: int) -> tuple[DealRef, ...]:
        return tuple(
            DealRef(r[0], r[1])
            for r in self.fetch_all(
                "SELECT id, version FROM deals WHERE rubber_id = ? ORDER BY idx", [rubber_id]
            )
        )

    def shift_deals(self, rubber_id: int, start: int, step: int) -> None:
        """Move the deals at ``start`` and after by ``step`` places (through negative
        positions, so that the unique (rubber, position) index never sees two at once)."""
        self._conn.execute(
            "UPDATE deals SET idx = -1 - idx WHERE rubber_id = ? AND idx >= ?", [rubber_id, start]
        )
        self._conn.execute(
            "UPDATE deals SET idx = -1 - idx + ? WHERE rubber_id = ? AND idx < 0",
            [step, rubber_id],
        )

    def audit_deal(
        self,
        rubber_id: int,
        index: int,
        action: str,
        old: Mapping[str, Any] | None,
        new: Mapping[str, Any] | None,
    ) -> None:
        self._conn.execute(
            "INSERT INTO audit (rubber_id, idx, action, old, new, at) VALUES (?, ?, ?, ?, ?, ?)",
            [
                rubber_id,
                index,
                action,
                None if old is None else compact_json(old),
                None if new is None else compact_json(new),
                now_iso(),
            ],
        )

    def record_change(
        self,
        kind: ChangeKind,
        rubber_id: int,
        rubber: Rubber,
        sheet: Sheet,
        deal_ids: tuple[int, ...],
        *,
        resume: bool = False,
        index: int | None = None,
        old_deal: Mapping[str, Any] | None = None,
        deal_version: int | None = None,
    ) -> Change:
        """Bring the cache up to date from ``sheet`` (the one scoring of the change), count
        the rubber's version up, append the change to the rubber's chain, and say what
        changed."""
        before = self.header_row(rubber_id)["state"]
        state = self.update_cache(rubber_id, rubber, sheet, resume=resume)
        if kind in ("record", "replace", "insert", "delete") and index is not None:
            ledger.append(
                self._conn,
                rubber_id,
                _chain.deal_entry(
                    kind,
                    index,
                    old=old_deal,
                    new=None if kind == "delete" else rubber.deals[index],
                    state=None if state == before else (before, state),
                    at=now_iso(),
                ),
            )
        (version,) = self.fetch_all(
            "UPDATE rubbers SET version = version + 1 WHERE id = ? RETURNING version", [rubber_id]
        )[0]
        deals = self.deal_refs(rubber_id)
        if deal_version is None and deal_ids:
            deal_version = next((d.version for d in deals if d.id == deal_ids[0]), None)
        return Change(
            kind,
            rubber_id,
            rubber,
            sheet,
            version,
            deal_ids,
            deals,
            state,
            index=index,
            old_deal=old_deal,
            deal_version=deal_version,
        )

    def set_state(self, rubber_id: int, expect: int | None, old: State, new: State) -> Change:
        self.check_version(rubber_id, expect)
        kind: ChangeKind = "abandon" if new == "abandoned" else "reopen"
        state = self.header_row(rubber_id)["state"]
        if state == old:
            self._conn.execute("UPDATE rubbers SET state = ? WHERE id = ?", [new, rubber_id])
            ledger.append(self._conn, rubber_id, _chain.state_entry(kind, old, new, at=now_iso()))
            self._conn.execute(
                "UPDATE results SET settled = ? WHERE rubber_id = ?",
                [int(new != "in_play"), rubber_id],
            )
            (version,) = self.fetch_all(
                "UPDATE rubbers SET version = version + 1 WHERE id = ? RETURNING version",
                [rubber_id],
            )[0]
            state = new
        else:
            version = self.rubber_version(rubber_id)
        return Change(kind, rubber_id, version=version, state=state)

    def load_rubber(self, rubber_id: int) -> Rubber:
        with self._read():
            return self.load_record(rubber_id)

    def rubber_info(self, rubber_id: int) -> RubberInfo:
        with self._read():
            return self._info(rubber_id)

    def rubbers_in_play(self) -> list[RubberInfo]:
        with self._read():
            ids = [
                r[0]
                for r in self.fetch_all(
                    "SELECT id FROM rubbers WHERE state = 'in_play' ORDER BY id"
                )
            ]
            return self._infos(ids)

    def rubbers(self, played_on: str | None = None) -> list[RubberInfo]:
        """Every rubber (or those of one date), oldest first."""
        with self._read():
            if played_on is None:
                ids = [r[0] for r in self.fetch_all("SELECT id FROM rubbers ORDER BY id")]
            else:
                ids = [
                    r[0]
                    for r in self.fetch_all(
                        "SELECT id FROM rubbers WHERE played_on = ? ORDER BY id", [played_on]
                    )
                ]
            return self._infos(ids)

    def audit(self, rubber_id: int) -> list[AuditEntry]:
        rows = self.fetch_all(
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
    score_rubber = staticmethod(checked_score)

    def insert_rubber(
        self,
        rubber: Rubber,
        sheet: Sheet,
        *,
        state: State | None,
        started_at: str | None,
        finished_at: str | None,
        uid: str | None = None,
        chain: ledger.Stored | None = None,
        verified: bool = True,
    ) -> int:
        """Insert a rubber, its seats, deals and cached result, and its chain: ``chain`` (an
        imported one, already verified) or one that starts from the rubber as it stands."""
        cur = self._conn.execute(
            "INSERT INTO rubbers (game, code, house_rules, played_on, table_label, stake, "
            "first_dealer, state, started_at, finished_at, uid, verified) VALUES (?, ?, ?, ?, "
            "?, ?, ?, 'in_play', ?, ?, ?, ?)",
            [
                rubber.game,
                rubber.code,
                compact_json(dict(rubber.house_rules)) if rubber.house_rules else None,
                rubber.played_on,
                rubber.table,
                compact_json(rubber.stake.to_json()) if rubber.stake else None,
                rubber.first_dealer.value if rubber.first_dealer else None,
                started_at,
                finished_at,
                uid or ledger.new_uid(),
                int(verified),
            ],
        )
        rid = cur.lastrowid
        assert rid is not None
        self._write_seats_and_deals(rid, rubber)
        self.update_cache(rid, rubber, sheet, resume=False, state=state, finished_at=finished_at)
        if chain is None:
            ledger.genesis(self._conn, rid, now_iso())
        else:
            ledger.store_chain(self._conn, rid, chain.entries, chain.hashes)
        return rid

    def _write_seats_and_deals(self, rid: int, rubber: Rubber) -> None:
        for seat in SEATS:
            name = rubber.players.get(seat)
            if name is not None:
                pid = self.player_id(name, create=True, field=f"players.{seat.value}")
                self._conn.execute(
                    "INSERT INTO seats (rubber_id, seat, player_id) VALUES (?, ?, ?)",
                    [rid, seat.value, pid],
                )
        self._conn.executemany(
            "INSERT INTO deals (rubber_id, idx, record, version) VALUES (?, ?, ?, 1)",
            [(rid, i, compact_json(d)) for i, d in enumerate(rubber.deals)],
        )

    def update_cache(
        self,
        rubber_id: int,
        rubber: Rubber,
        sheet: Sheet,
        *,
        resume: bool,
        state: State | None = None,
        finished_at: str | None = None,
    ) -> State:
        """Recompute the rubber's cached result and its players' rows from the sheet; returns
        the rubber's state."""
        # Lazy: opening a history skips the money's module (scorepad.rules.settlement), ~2 ms
        from scorepad.rules.settlement import seat_money

        row = self.fetch_one("SELECT state, finished_at FROM rubbers WHERE id = ?", [rubber_id])
        state, finished_at = next_state(row[0], row[1], sheet, resume, state, finished_at)
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
            for s, pid in self.fetch_all(
                "SELECT seat, player_id FROM seats WHERE rubber_id = ?", [rubber_id]
            )
        }
        settled = int(state != "in_play")
        rows = [
            result_row(rubber_id, rubber, sheet, seats, seat, pid, settled, money)
            for seat, pid in seats.items()
        ]
        self._conn.executemany(
            "INSERT INTO results (rubber_id, seat, player_id, partner_id, opp1_id, opp2_id, "
            "game, played_on, settled, outcome, net, money) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        return state

    def header_row(self, rubber_id: int) -> Any:
        row = self.fetch_one(
            "SELECT id, game, code, house_rules, played_on, table_label, stake, first_dealer, "
            "state, started_at, finished_at, deal_count, complete, total_ns, total_ew, net_ns, "
            "winner, money_ns, version FROM rubbers WHERE id = ?",
            [rubber_id],
        )
        if row is None:
            raise input_error("rubber", Text("there is no rubber {rubber}", rubber=str(rubber_id)))
        return row

    def _seat_names(self, rubber_ids: Sequence[int]) -> dict[int, dict[Seat, str]]:
        out: dict[int, dict[Seat, str]] = {rid: {} for rid in rubber_ids}
        for chunk in chunks(list(rubber_ids), 500):
            marks = ",".join("?" * len(chunk))
            for rid, seat, name in self.fetch_all(
                f"SELECT s.rubber_id, s.seat, p.name FROM seats s JOIN players p "
                f"ON p.id = s.player_id WHERE s.rubber_id IN ({marks}) "
                f"ORDER BY s.rubber_id, instr('NESW', s.seat)",
                chunk,
            ):
                out[rid][Seat(seat)] = name
        return out

    def load_record(self, rubber_id: int, *, with_deals: bool = True) -> Rubber:
        h = self.header_row(rubber_id)
        players = self._seat_names([rubber_id])[rubber_id]
        deals: list[Any] = []
        if with_deals:
            texts = self.fetch_all(
                "SELECT CAST(record AS BLOB) FROM deals WHERE rubber_id = ? ORDER BY idx",
                [rubber_id],
            )
            readable, damaged = _parse_deals([r[0] for r in texts])
            if damaged is not None:
                raise DamagedRubberError(rubber_id, damaged, readable)
            deals = readable
        return rubber_of(h, players, deals)

    def damaged_rubbers(self) -> list[int]:
        """The rubbers with a stored deal record that cannot be read (quarantined: they are
        listed, read-only, and everything else works)."""
        bad: list[int] = []
        for rid, text in self.fetch_all(
            "SELECT rubber_id, CAST(record AS BLOB) FROM deals ORDER BY rubber_id, idx"
        ):
            if (not bad or bad[-1] != rid) and _parse_deals([text])[1] is not None:
                bad.append(rid)
        return bad

    def readable_deals(self, rubber_id: int) -> list[dict[str, Any]]:
        """What can be read of a rubber's deals: those before the first damaged one."""
        texts = self.fetch_all(
            "SELECT CAST(record AS BLOB) FROM deals WHERE rubber_id = ? ORDER BY idx", [rubber_id]
        )
        return _parse_deals([r[0] for r in texts])[0]

    def _info(self, rubber_id: int) -> RubberInfo:
        h = self.header_row(rubber_id)
        return info_of(h, self._seat_names([rubber_id])[rubber_id])

    def _infos(self, ids: Sequence[int]) -> list[RubberInfo]:
        names = self._seat_names(ids)
        return [info_of(self.header_row(i), names[i]) for i in ids]
