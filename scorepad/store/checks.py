"""Checking a whole history (``scorepad verify``, and the chains at the day's first open).

Three checks, each independent of the others:

- SQLite's own ``PRAGMA integrity_check`` (every page, every index);
- every rubber's hash chain (:mod:`scorepad.store.chain`) against its record and state as stored,
and
  every drive's (:mod:`scorepad.store.chain.drives`) likewise (:func:`drive_chains`, kept apart:
  ``HistoryCheck.drive_chains`` and ``Store.drive_chain_problems``, drive id → problems);
- the cached results (totals, net, winner, money, every player's row) against a fresh scoring of
  the deals, found by recomputing the cache inside a savepoint that is then rolled back, so the
  check uses the very code that writes the cache and changes nothing.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from scorepad.errors import Problem, RecordError, message_of, problem_said
from scorepad.i18n import Text, say
from scorepad.store import ledger
from scorepad.store.change import Session

_CACHE_COLUMNS = (
    "state",
    "finished_at",
    "deal_count",
    "complete",
    "total_ns",
    "total_ew",
    "net_ns",
    "winner",
    "money_ns",
)
_WORDS = {
    "deal_count": Text("deals"),
    "total_ns": Text("total NS"),
    "total_ew": Text("total EW"),
    "net_ns": Text("net NS"),
    "money_ns": Text("money NS"),
    "finished_at": Text("finished at"),
}


@dataclass(slots=True)
class HistoryCheck:
    """What :func:`check_history` found. ``ok`` when nothing."""

    rubbers: int = 0
    integrity: list[str] = field(default_factory=list)
    chains: dict[int, list[Problem]] = field(default_factory=dict)
    caches: dict[int, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    drives: int = 0
    #: The drives whose chain does not match (drive id: problems), apart from the rubbers'.
    drive_chains: dict[int, list[Problem]] = field(default_factory=dict)
    #: The history's root (:mod:`scorepad.store.anchors`), as its short code.
    root: str = ""
    #: The history against its newest backup, in words: empty when it holds all the backup
    #: holds (:func:`scorepad.store.anchor_checks.backup_note`).
    backup: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.integrity or self.chains or self.caches or self.drive_chains or self.older)

    @property
    def older(self) -> bool:
        """The history lacks, or holds less of, what its newest backup holds."""
        return any(not line.startswith("note:") for line in self.backup)

    def lines(self) -> list[str]:
        """What was found, one line each, as ``scorepad verify`` prints it: :meth:`words` in
        the chosen language."""
        return [say(line) for line in self.words()]

    def words(self) -> list[str]:
        """What was found, one line each, as :class:`~scorepad.i18n.Text` (its value the
        English)."""
        out: list[str] = [
            Text("integrity: ok") if not self.integrity else Text("integrity: DAMAGED")
        ]
        out += [f"  {m}" for m in self.integrity[:20]]
        out.append(
            Text.plural(
                "chains: {sound} of {n} rubbers match their chain",
                "chains: {sound} of {n} rubbers match their chain",
                self.rubbers,
                sound=self.rubbers - len(self.chains),
            )
        )
        for rid, problems in sorted(self.chains.items()):
            out += [_indented("rubber", rid, problem_said(p)) for p in problems]
        out.append(
            Text.plural(
                "caches: {sound} of {n} rubbers match a fresh scoring",
                "caches: {sound} of {n} rubbers match a fresh scoring",
                self.rubbers,
                sound=self.rubbers - len(self.caches),
            )
        )
        for rid, diffs in sorted(self.caches.items()):
            out += [_indented("rubber", rid, d) for d in diffs]
        if self.drives or self.drive_chains:
            out.append(
                Text.plural(
                    "drive chains: {sound} of {n} drives match their chain",
                    "drive chains: {sound} of {n} drives match their chain",
                    self.drives,
                    sound=self.drives - len(self.drive_chains),
                )
            )
        for did, problems in sorted(self.drive_chains.items()):
            out += [_indented("drive", did, problem_said(p)) for p in problems]
        if self.root:
            out.append(
                Text("root: {code} (write it down, or keep a printed sheet)", code=self.root)
            )
        if self.backup:
            out.append(Text("backup: {line}", line=self.backup[0]))
            out += self.backup[1:]
        out += self.notes
        return out


def _indented(kind: str, rid: int, words: str) -> Text:
    """``  rubber 3: ...`` (or ``  drive 2: ...``): one thing found wrong with one of them."""
    if kind == "rubber":
        return Text("  rubber {id}: {words}", id=str(rid), words=words)
    return Text("  drive {id}: {words}", id=str(rid), words=words)


def integrity(conn: sqlite3.Connection) -> list[str]:
    """SQLite's ``integrity_check``: empty when the file is sound."""
    try:
        rows = [str(r[0]) for r in conn.execute("PRAGMA integrity_check")]
    except sqlite3.DatabaseError as e:
        return [str(e)]
    return [] if rows == ["ok"] else rows


def chains(
    conn: sqlite3.Connection, ids: list[int] | None = None, *, mark: bool = False
) -> dict[int, list[Problem]]:
    """Every rubber's (or those of ``ids``) chain checked; with ``mark``, each rubber found
    sound is marked checked at its current last link (``rubbers.chain_checked``)."""
    return _checked(conn, "rubbers", ledger.check, ids, mark)


def drive_chains(
    conn: sqlite3.Connection, ids: list[int] | None = None, *, mark: bool = False
) -> dict[int, list[Problem]]:
    """:func:`chains` for the drives: every drive's (or those of ``ids``) chain checked against
    its record and state; with ``mark``, each sound one marked checked
    (``drives.chain_checked``)."""
    return _checked(conn, "drives", ledger.check_drive, ids, mark)


def _checked(
    conn: sqlite3.Connection,
    table: Literal["rubbers", "drives"],
    check: Callable[[sqlite3.Connection, int], list[Problem]],
    ids: list[int] | None,
    mark: bool,
) -> dict[int, list[Problem]]:
    if ids is None:
        ids = [r[0] for r in conn.execute(f"SELECT id FROM {table} ORDER BY id")]
    out: dict[int, list[Problem]] = {}
    sound: list[int] = []
    for i in ids:
        try:
            problems = check(conn, i)
        except (sqlite3.DatabaseError, ValueError, KeyError, TypeError) as e:
            problems = [Problem(None, "", Text("cannot be read: {error}", error=message_of(e)))]
        if problems:
            out[i] = problems
        else:
            sound.append(i)
    if mark and sound:
        conn.executemany(
            f"UPDATE {table} SET chain_checked = chain_head WHERE id = ?", [(i,) for i in sound]
        )
    return out


def unchecked_drives(conn: sqlite3.Connection) -> list[int]:
    """The drives changed (their chain grown) since their chain was last checked."""
    return [
        r[0]
        for r in conn.execute(
            "SELECT id FROM drives WHERE chain_checked IS NOT chain_head ORDER BY id"
        )
    ]


def unchecked(conn: sqlite3.Connection) -> list[int]:
    """The rubbers changed (their chain grown) since their chain was last checked."""
    return [
        r[0]
        for r in conn.execute(
            "SELECT id FROM rubbers WHERE chain_checked IS NOT chain_head ORDER BY id"
        )
    ]


def _cached(conn: sqlite3.Connection, rid: int) -> tuple[dict[str, Any], list[tuple[Any, ...]]]:
    row = conn.execute(
        f"SELECT {', '.join(_CACHE_COLUMNS)} FROM rubbers WHERE id = ?", [rid]
    ).fetchone()
    results = [
        tuple(r)
        for r in conn.execute(
            "SELECT seat, player_id, partner_id, opp1_id, opp2_id, game, played_on, settled, "
            "outcome, net, money FROM results WHERE rubber_id = ? ORDER BY seat",
            [rid],
        )
    ]
    return dict(zip(_CACHE_COLUMNS, tuple(row), strict=True)), results


def cache(store: Session, rid: int) -> list[str]:
    """How the rubber's cached result differs from a fresh scoring of its deals (empty: not)."""
    conn = store.conn
    before, rows_before = _cached(conn, rid)
    conn.execute("SAVEPOINT scorepad_cache_check")
    try:
        rubber = store.load_record(rid)
        sheet = store.score_rubber(rubber)
        store.update_cache(
            rid,
            rubber,
            sheet,
            resume=False,
            state=before["state"],
            finished_at=before["finished_at"],
        )
        after, rows_after = _cached(conn, rid)
    except (RecordError, json.JSONDecodeError, ValueError, KeyError, TypeError) as e:
        return [Text("its deals cannot be scored: {error}", error=message_of(e))]
    finally:
        try:
            conn.execute("ROLLBACK TO scorepad_cache_check")
            conn.execute("RELEASE scorepad_cache_check")
        except sqlite3.DatabaseError:
            if conn.in_transaction:
                conn.rollback()
    out: list[str] = [
        Text(
            "{column} is {cached} in the cache, {scored} when scored again",
            column=_WORDS.get(c, c),
            cached=repr(before[c]),
            scored=repr(after[c]),
        )
        for c in _CACHE_COLUMNS
        if before[c] != after[c]
    ]
    if rows_before != rows_after:
        out.append(Text("the players' cached results differ from a fresh scoring"))
    return out


def check_history(store: Session) -> HistoryCheck:
    """Integrity, every chain and every cache (``scorepad verify``)."""
    conn = store.conn
    found = HistoryCheck()
    found.integrity = integrity(conn)
    ids = [r[0] for r in conn.execute("SELECT id FROM rubbers ORDER BY id")]
    found.rubbers = len(ids)
    found.chains = chains(conn, ids)
    unverified = conn.execute("SELECT count(*) FROM rubbers WHERE verified = 0").fetchone()[0]
    if unverified:
        found.notes.append(
            Text.plural(
                "note: {n} rubber came without the record of their changes (plain records "
                "imported, or an older history): their chain covers them from then on only",
                "note: {n} rubbers came without the record of their changes (plain records "
                "imported, or an older history): their chain covers them from then on only",
                unverified,
            )
        )
    drive_ids = [r[0] for r in conn.execute("SELECT id FROM drives ORDER BY id")]
    found.drives = len(drive_ids)
    found.drive_chains = drive_chains(conn, drive_ids)
    unverified = conn.execute("SELECT count(*) FROM drives WHERE verified = 0").fetchone()[0]
    if unverified:
        found.notes.append(
            Text.plural(
                "note: {n} drive came without the record of their changes (plain records "
                "imported, or an older history): their chain covers them from then on only",
                "note: {n} drives came without the record of their changes (plain records "
                "imported, or an older history): their chain covers them from then on only",
                unverified,
            )
        )
    _anchor_checks(store, found)
    for rid in ids:
        try:
            diffs = cache(store, rid)
        except sqlite3.OperationalError as e:
            if "readonly" not in str(e).replace("-", "").replace(" ", ""):
                found.caches[rid] = [Text("cannot be read: {error}", error=str(e))]
                continue
            # A read-only history: the recomputation cannot be written, even to roll back.
            found.notes.append(Text("note: the caches were not checked ({error})", error=str(e)))
            break
        except sqlite3.DatabaseError as e:
            found.caches[rid] = [Text("cannot be read: {error}", error=str(e))]
            continue
        if diffs:
            found.caches[rid] = diffs
    return found


def _anchor_checks(store: Session, found: HistoryCheck) -> None:
    """The history's root, and the history against its newest backup (a store of a file)."""
    # Lazy: verify only (the anchors read every head)
    from scorepad.store import anchors
    from scorepad.store.anchor_checks import backup_note

    found.root = anchors.root(store.conn).code
    path = getattr(store, "path", None)
    found.backup = backup_note(store.conn, path if isinstance(path, Path) else None)


__all__ = [
    "HistoryCheck",
    "cache",
    "chains",
    "check_history",
    "drive_chains",
    "integrity",
    "unchecked",
    "unchecked_drives",
]
