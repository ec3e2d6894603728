"""The store's import and export: the whole history as JSON (streamed) or CSV, and import
of an export, checked against each rubber's and drive's chain before anything is written
(``score-format.md``, ``drives.md`` §2). The drives' code is loaded only here, when asked for."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, cast

from scorepad import rules as _rules
from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import InvalidEntryError, Problem, RecordError
from scorepad.i18n import Text
from scorepad.sheets.sheet import Sheet
from scorepad.store import chain as _chain
from scorepad.store import ledger
from scorepad.store.anchors import ANCHOR_KEY, export_anchor
from scorepad.store.chain.kept import Memo, quick_deal, quick_deals, rebuild
from scorepad.store.change import (
    Change,
    Session,
)
from scorepad.store.changes import (
    ImportRecords,
)
from scorepad.store.fast_export import DealTexts, rubber_chain
from scorepad.store.rows import (
    RubberInfo,
    compact_json,
    now_iso,
    record_with_deals,
)
from scorepad.store.schema import (
    rubber_of,
)

if TYPE_CHECKING:
    from scorepad.store.damage import Damage
    from scorepad.store.split_export import OpensHistory, Split
    from scorepad.store.transfer import ImportItem
from scorepad.store.base import StoreBase


class ExchangePart(StoreBase):
    """Import and export (a part of :class:`~scorepad.store.core.Store`)."""

    def _whole(self) -> Session:
        """This part as the whole store it is a part of (what the drives' code is handed)."""
        return cast("Session", self)

    # -- import and export -------------------------------------------------------------------
    def import_records(self, obj: object) -> list[int]:
        """Import a rubber record, a list of them, or an export file: all or nothing.

        Every record is scored first; one that cannot be is reported (``record N: deal D:
        field: message``) and nothing at all is written. Players are matched by name or created.
        """
        return list(self.run(ImportRecords(obj)).rubber_ids)

    def import_items(self, obj: object) -> Change:
        """All or nothing: a rubber whose id is new is added; one already here with the same
        chain is left as it is (nothing doubled); one whose chain extends the one here is
        brought up to date (the rubber carried on on another machine); one whose chain
        diverges from the one here is refused, saying where."""
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.transfer import diverges, parse_import, with_plain_drives

        obj = with_plain_drives(obj)  # a drive record as `scorepad drive` reads it
        items, players = parse_import(obj)
        # An export's damaged records: each refused by its name, the rest imported.
        # Lazy: import only (scorepad.store.damage, jsonio, base64), ~3 ms
        from scorepad.store.damage import DAMAGED_KEY, refusals

        refused = refusals(obj.get(DAMAGED_KEY) if isinstance(obj, dict) else None)
        # Drives are checked before anything is written, then written first.
        # Lazy: opening a history skips the drives' code (scorepad.drives ~40-120 ms)
        from scorepad.store import drives as drive_store

        drives = drive_store.parse_drives(obj.get("drives") if isinstance(obj, dict) else None)
        drove = drive_store.import_drives(self._whole(), drives)
        for p in players:
            pid = self.player_id(p["name"], create=True)
            old = self.player_row(pid)
            self._conn.execute(
                "UPDATE players SET membership = ?, notes = ? WHERE id = ?",
                [old.membership or p.get("membership"), old.notes or p.get("notes"), pid],
            )
        added: list[int] = []
        updated: list[int] = []
        unchanged: list[int] = []
        older: list[int] = []
        problems: list[Problem] = []
        for item in items:
            row = self.fetch_one("SELECT id FROM rubbers WHERE uid = ?", [item.uid])
            if row is None:
                rid = self.insert_rubber(
                    item.rubber,
                    item.sheet,
                    state=item.state,
                    started_at=item.started_at,
                    finished_at=item.finished_at,
                    uid=item.uid,
                    chain=item.chain,
                    verified=item.verified,
                )
                self._keep_audit(rid, item)
                added.append(rid)
            else:
                rid = int(row[0])
                here = ledger.stored(self._conn, rid)
                theirs = item.chain.hashes if item.chain is not None else here.hashes
                if theirs == here.hashes or here.hashes[: len(theirs)] == theirs:
                    unchanged.append(rid)  # the same rubber, or an older copy of it
                    if len(theirs) < len(here.hashes):
                        older.append(rid)  # said: an older copy, or one cut since
                    continue
                if theirs[: len(here.hashes)] != here.hashes:
                    problems.append(Problem(None, "", diverges(item.name, here, item.chain)))
                    continue
                self._update_rubber(rid, item, after=len(here.hashes) - 1)
                updated.append(rid)
            problems.extend(self._match_names(rid, item))
        if problems:
            raise InvalidEntryError(problems)
        return Change(
            "import",
            rubber_ids=tuple(added + updated),
            updated_ids=tuple(updated),
            unchanged_ids=tuple(unchanged),
            older_ids=tuple(older),
            drive_ids=drove.added + drove.updated,
            updated_drive_ids=drove.updated,
            unchanged_drive_ids=drove.unchanged,
            refused=tuple(refused),
        )

    def _keep_audit(self, rid: int, item: ImportItem) -> None:
        """The legacy audit rows (``audit`` in the store): the item's own edits, or the
        corrections its chain records."""
        rows = list(item.audit)
        if item.chain is not None:
            rows += [
                e
                for e in item.chain.entries
                if e.get("action") in ("replace", "delete", "insert")
                and isinstance(e.get("index"), int)
            ]
        self._conn.executemany(
            "INSERT INTO audit (rubber_id, idx, action, old, new, at) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (
                    rid,
                    a["index"],
                    a["action"],
                    None if a.get("old") is None else compact_json(a["old"]),
                    None if a.get("new") is None else compact_json(a["new"]),
                    a.get("at") if isinstance(a.get("at"), str) else now_iso(),
                )
                for a in rows
            ],
        )

    def _update_rubber(self, rid: int, item: ImportItem, *, after: int) -> None:
        """Bring a rubber up to date from an import whose chain extends the one here."""
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.transfer import ImportItem

        rubber, chain = item.rubber, item.chain
        assert chain is not None
        self._conn.execute(
            "UPDATE rubbers SET game = ?, code = ?, house_rules = ?, played_on = ?, "
            "table_label = ?, stake = ?, first_dealer = ?, started_at = ?, version = version + 1 "
            "WHERE id = ?",
            [
                rubber.game,
                rubber.code,
                compact_json(dict(rubber.house_rules)) if rubber.house_rules else None,
                rubber.played_on,
                rubber.table,
                compact_json(rubber.stake.to_json()) if rubber.stake else None,
                rubber.first_dealer.value if rubber.first_dealer else None,
                item.started_at,
                rid,
            ],
        )
        self._conn.execute("DELETE FROM seats WHERE rubber_id = ?", [rid])
        self._conn.execute("DELETE FROM deals WHERE rubber_id = ?", [rid])
        self._write_seats_and_deals(rid, rubber)
        self.update_cache(
            rid, rubber, item.sheet, resume=False, state=item.state, finished_at=item.finished_at
        )
        ledger.store_chain(self._conn, rid, chain.entries, chain.hashes, after=after)
        new = ImportItem(
            rubber, item.sheet, chain=ledger.Stored(chain.entries[after:], chain.hashes[after:])
        )
        self._keep_audit(rid, new)

    def _match_names(self, rid: int, item: ImportItem) -> list[Problem]:
        """A player already in the history under another spelling (``ann`` for ``Ann``) keeps
        the history's: a rename entry in the chain says so. Then the rubber as kept must match
        its chain, or the import is refused."""
        if item.chain is None:
            return []
        record, _state = ledger.record_json(self._conn, rid)
        theirs = item.rubber.players
        at = now_iso()
        for seat, name in sorted(record.get("players", {}).items()):
            old = theirs.get(Seat(seat))
            if old is not None and old != name:
                ledger.append(self._conn, rid, _chain.player_entry(seat, old, name, at=at))
        return [
            Problem(
                None,
                "",
                Text(
                    "{name} cannot be kept as its chain says: {problem}",
                    name=item.name,
                    problem=_chain.problem_said(p),
                ),
            )
            for p in ledger.check(self._conn, rid)[:1]
        ]

    def export_json(self, damaged: list[Damage] | None = None) -> dict[str, Any]:
        """The whole history as ``scorepad-export/2``; importing it into an empty database and
        exporting again gives the same JSON. A rubber or drive that does not read whole is
        left out of ``rubbers`` and ``drives`` and written as a damaged record under
        ``damaged`` (:mod:`scorepad.store.damage`); each is added to ``damaged`` too."""
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.damage import DAMAGED_KEY, holding_backups
        from scorepad.store.transfer import EXPORT_FORMAT

        found: list[Damage] = []
        with self._read():
            rubbers = []
            for item, texts, damage in self._export_rubbers():
                if damage is not None:
                    found.append(damage)
                else:
                    rubbers.append(record_with_deals(item, texts))
            out: dict[str, Any] = {
                "format": EXPORT_FORMAT,
                "players": self._export_players(),
                "rubbers": rubbers,
            }
            out[ANCHOR_KEY] = export_anchor(self._conn)
            # Lazy: opening a history skips the drives' code (scorepad.drives ~40-120 ms)
            from scorepad.store import drives as drive_store

            drives = drive_store.export_drives(self._whole(), found)  # only when there are some
            if drives:
                out["drives"] = drives
            if found:
                if self.path is not None:
                    holding_backups(self.path, found)  # named in each damaged record
                out[DAMAGED_KEY] = [d.to_json() for d in found]
        if damaged is not None:
            damaged.extend(found)
        return out

    def write_json(self, out: IO[str], damaged: list[Damage] | None = None) -> int:
        """Stream :meth:`export_json` as JSON text, one rubber per line, holding one rubber in
        memory at a time (``json.loads`` of the text equals ``export_json()``). Returns the
        number of rubbers written; the damaged ones (written as damaged records, one a line)
        are added to ``damaged``."""
        # Lazy: export only (scorepad.store.transfer, split_export), ~5 ms
        from scorepad.store.damage import DAMAGED_KEY, holding_backups
        from scorepad.store.split_export import start_split
        from scorepad.store.transfer import EXPORT_FORMAT

        found: list[Damage] = []
        in_transaction = self._conn.in_transaction  # (its writes not yet seen by another)
        with self._read():
            # Before anything is read: the later rubbers, on two cores, by a second process
            whole = cast("OpensHistory", type(self))  # (the Store, whose part this is)
            split = start_split(whole, self.path, self._conn, in_transaction)
            try:
                out.write('{"format": ' + json.dumps(EXPORT_FORMAT) + ',\n "players": [')
                for i, p in enumerate(self._export_players()):
                    out.write(("," if i else "") + "\n  " + json.dumps(p, ensure_ascii=False))
                out.write('\n ],\n "rubbers": [')
                n = self._write_rubbers(out, found, hi=split.lo if split else None, tick=split)
                if split is not None:
                    n += split.finish(out, n, found, self._write_rubbers)
            finally:
                if split is not None:
                    split.close()
            out.write("\n ]")
            # Lazy: opening a history skips the drives' code (scorepad.drives ~40-120 ms)
            from scorepad.store import drives as drive_store

            # `,\n "drives": [...]` when there are some
            drive_store.write_drives(self._whole(), out, found)
            if found and self.path is not None:
                holding_backups(self.path, found)  # named in each damaged record
            for i, d in enumerate(found):
                out.write(",\n  " if i else f',\n "{DAMAGED_KEY}": [\n  ')
                out.write(json.dumps(d.to_json(), ensure_ascii=False))
            if found:
                out.write("\n ]")
            out.write(f',\n "{ANCHOR_KEY}": ' + json.dumps(export_anchor(self._conn)))
            out.write("\n}")
        if damaged is not None:
            damaged.extend(found)
        return n

    def write_rubbers_from(
        self, out: IO[str], lo: int, started: Callable[[], None]
    ) -> tuple[int, list[Damage]]:
        """The export's rubbers from id ``lo`` on, for a split export's second process
        (:mod:`scorepad.store.split_export`): ``started()`` is called once this read's snapshot
        has begun. Returns how many were written, and the damaged ones."""
        found: list[Damage] = []
        with self._read():
            self.fetch_one("SELECT id FROM rubbers LIMIT 1")  # the snapshot begins
            started()
            n = self._write_rubbers(out, found, lo=lo)
        return n, found

    def _write_rubbers(
        self,
        out: IO[str],
        found: list[Damage],
        lo: int | None = None,
        hi: int | None = None,
        after: int = 0,
        tick: Split | None = None,
    ) -> int:
        """Write the rubbers whose ids are from ``lo`` up to (not with) ``hi``, one a line,
        each after a comma but the first when ``after`` (the number written before) is 0;
        the damaged ones are added to ``found``. ``tick`` is told every few hundred rubbers.
        Returns the number written."""
        # Lazy: export only, ~1 ms
        import secrets

        n = after
        sentinel = f"deals-{secrets.token_hex(16)}"
        quoted = json.dumps(sentinel)
        audit_sentinel = f"audit-{secrets.token_hex(16)}"
        audit_quoted = json.dumps(audit_sentinel)
        encode = json.JSONEncoder(ensure_ascii=False).encode  # json.dumps's, made once
        for k, (item, texts, damage, written) in enumerate(self._export_items(DealTexts(), lo, hi)):
            if tick is not None and not k % 256:
                tick.tick()
            if damage is not None:
                found.append(damage)
                continue
            # The stored deal texts are spliced in as they are: no parsing, no copying;
            # the entries (which share the deals' objects) with their keys in order, as
            # each entry's canonical JSON reads back; or, the quick way, as written.
            item["record"]["deals"] = sentinel
            entries, item["audit"] = item["audit"], audit_sentinel
            text = encode(item)
            text = text.replace(quoted, "[" + ",".join(texts) + "]", 1)
            audit = (
                written
                if written is not None
                else json.dumps(entries, ensure_ascii=False, sort_keys=True)
            )
            out.write(("," if n else "") + "\n  ")
            out.write(text.replace(audit_quoted, audit, 1))
            n += 1
        return n - after

    def _export_players(self) -> list[dict[str, Any]]:
        out = []
        for _pid, name, membership, notes in self.fetch_all(
            "SELECT id, name, membership, notes FROM players ORDER BY id"
        ):
            p: dict[str, Any] = {"name": name}
            if membership is not None:
                p["membership"] = membership
            if notes is not None:
                p["notes"] = notes
            out.append(p)
        return out

    def _export_rubbers(
        self,
    ) -> Iterator[tuple[dict[str, Any], list[str], Damage | None]]:
        """Each rubber's export item (its record without deals) and its deals' stored texts;
        or, for a rubber that does not read whole (a deal that is not JSON, a record or state
        that does not match its chain), its :class:`~scorepad.store.damage.Damage`."""
        for item, texts, damage, _written in self._export_items(None):
            yield item, texts, damage

    def _export_items(
        self, quick: DealTexts | None, lo: int | None = None, hi: int | None = None
    ) -> Iterator[tuple[dict[str, Any], list[str], Damage | None, str | None]]:
        """:meth:`_export_rubbers`, and with ``quick``, each usual rubber the quick way
        (:mod:`scorepad.store.fast_export`): its chain verified without its entries made as
        dicts, its item's ``audit`` empty, its entries' JSON as written (the fourth of each);
        the others (and all without ``quick``) the slow way, the fourth None. Only the
        rubbers whose ids are from ``lo`` up to (not with) ``hi``, when given."""
        # Lazy: export only (scorepad.store.damage, jsonio, base64), ~3 ms
        from scorepad.store.damage import Damage

        span = (-1 if lo is None else lo, _NO_ID if hi is None else hi)
        # Every table read in the rubbers' order, one rubber's rows at a time (a merge): the
        # memory held does not grow with the history.
        names: dict[int, str] = dict(self.fetch_all("SELECT id, name FROM players"))
        seat_rows = self._merged("SELECT rubber_id, seat, player_id FROM seats", "", span)
        chain_rows = self._merged("SELECT rubber_id, links FROM rubber_chains", "", span)
        audit_rows = self._merged(
            "SELECT rubber_id, idx, action, old, new, at FROM audit", ", id", span
        )
        headers = self._conn.execute(
            "SELECT id, game, code, house_rules, played_on, table_label, stake, first_dealer, "
            "state, started_at, finished_at, uid, chain_head, verified FROM rubbers "
            "WHERE id >= ? AND id < ? ORDER BY id",
            span,
        )
        deal_rows = self._merged("SELECT rubber_id, CAST(record AS BLOB) FROM deals", ", idx", span)
        memo = Memo()  # the same deal text recurs: its canonical JSON is made once
        for h in headers:
            rid = h["id"]
            raw: list[bytes] = [row[1] for row in deal_rows.take(rid)]
            players = _seated(seat_rows.take(rid), names)
            unverified = h["verified"] == 0
            # The audit rows of a rubber from before the chain (the chain holds the others').
            audits, broken = _legacy_audits(audit_rows.take(rid) if unverified else [])
            chains = chain_rows.take(rid)
            if quick is not None and not audits and broken is None and len(chains) == 1:
                done = _quick_item(h, players, raw, chains[0][1], quick)
                if done is not None:
                    yield done
                    continue
            damage = Damage(
                "rubber",
                rid,
                h["uid"],
                played_on=h["played_on"],
                table=h["table_label"],
                game=h["game"],
                state=h["state"],
                players={s.value: n for s, n in sorted(players.items(), key=_seat_order)},
                raw=list(raw),
            )
            deals = _readable_deals(raw, damage)
            if broken is not None:
                damage.problems.append((None, broken))
            record, chain = _export_record(h, players, deals, chains, damage, memo.of(raw))
            if damage.problems:
                yield {}, [], damage, None
                continue
            item = _export_item(h, record, chain, audits, unverified)
            yield item, [b.decode("utf-8") for b in raw], None, None

    def _merged(self, select: str, then: str, span: tuple[int, int]) -> _Merged:
        """The rows of ``select`` whose rubber ids are in ``span`` (from, up to), ordered by
        rubber id (``then`` by what follows it), on a cursor of their own."""
        sql = f"{select} WHERE rubber_id >= ? AND rubber_id < ? ORDER BY rubber_id{then}"
        return _Merged(self._conn.cursor().execute(sql, span))

    def export_csv(self, out_dir: Path, damaged: list[Damage] | None = None) -> list[Path]:
        """``players.csv``, ``rubbers.csv`` and ``deals.csv`` (one row per deal) in ``out_dir``,
        the drives' ``drives.csv``, ``drive_standings.csv`` and ``drive_lines.csv``
        (:mod:`scorepad.store.drive_csv`), and ``damaged.csv``: one row for each rubber or
        drive that does not read whole, left out of the others (as the JSON export's damaged
        records, :mod:`scorepad.store.damage`; each is added to ``damaged`` too).

        All or nothing (written beside them first, moved into place at the end). Text cells a
        spreadsheet would run as a formula get a leading apostrophe
        (:func:`scorepad.records.csvsafe.safe_csv_cell`).
        """
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.damage import CSV_COLUMNS, csv_row, holding_backups
        from scorepad.store.transfer import (
            DEAL_COLUMNS,
            RUBBER_COLUMNS,
            rubber_csv_row,
            write_csv_set,
        )

        out_dir = Path(out_dir)
        with self._read():
            found = [d for _item, _texts, d in self._export_rubbers() if d is not None]
            bad = {d.row_id for d in found}
            players = self.fetch_all("SELECT id, name, membership, notes FROM players ORDER BY id")
            infos = [i for i in self.rubbers() if i.id not in bad]
            drive_files = self._drive_csv_files(found)
            if found and self.path is not None:
                holding_backups(self.path, found)  # named in damaged.csv
            paths = write_csv_set(
                out_dir,
                [
                    ("players.csv", ["id", "name", "membership", "notes"], players),
                    ("rubbers.csv", RUBBER_COLUMNS, [rubber_csv_row(i) for i in infos]),
                    ("deals.csv", DEAL_COLUMNS, self._deal_csv_rows(infos)),
                    *drive_files,
                    ("damaged.csv", CSV_COLUMNS, [csv_row(d) for d in found]),
                ],
            )
        if damaged is not None:
            damaged.extend(found)
        return paths

    def _drive_csv_files(self, damaged: list[Damage]) -> list[tuple[str, list[str], Any]]:
        """The drives' CSV files, of the drives that read whole; the others go to
        ``damaged``."""
        # Lazy: opening a history skips the drives' code (scorepad.drives ~40-120 ms)
        from scorepad.store import drives as drive_store
        from scorepad.store.drive_csv import drive_csv_files

        whole = {item["id"] for item in drive_store.export_drives(self._whole(), damaged)}
        drives = []
        for did, uid in self.fetch_all("SELECT id, uid FROM drives ORDER BY id"):
            if uid not in whole:
                continue
            info = drive_store.drive_info(self._whole(), did)
            change = drive_store.load_drive(self._whole(), did)
            drives.append((info, change.record.to_json(), change.sheet))
        return drive_csv_files(drives)

    def _deal_csv_rows(self, infos: Sequence[RubberInfo]) -> Iterator[list[Any]]:
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.transfer import DEAL_KEYS, deal_cell

        for info in infos:
            rubber = self.load_record(info.id)
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
                    *(deal_cell(deal, key) for key in DEAL_KEYS),
                    sums[Side.NS],
                    sums[Side.EW],
                    line.summary if line else "",
                    compact_json(dict(deal)),
                ]


_SEAT_OF = {s.value: s for s in Seat}


def _seated(rows: Sequence[Any], names: Mapping[int, str]) -> dict[Seat, str]:
    """A rubber's players by seat, by name, from its rows of ``seats``."""
    return {
        _SEAT_OF.get(seat) or Seat(seat): names.get(pid, f"player {pid}") for _r, seat, pid in rows
    }


def _legacy_audits(rows: Sequence[Any]) -> tuple[list[dict[str, Any]], str | None]:
    """A rubber's rows of ``audit`` (``rubber_id, idx, action, old, new, at``) as an export
    item's ``edits``, and, if one of them cannot be read, what is wrong."""
    broken: str | None = None
    out: list[dict[str, Any]] = []
    for _rid, idx, action, old, new, at in rows:
        a: dict[str, Any] = {"index": idx, "action": action}
        try:
            if old is not None:
                a["old"] = json.loads(old)
            if new is not None:
                a["new"] = json.loads(new)
        except (TypeError, ValueError):
            broken = broken or Text("its audit entry of deal {deal} cannot be read", deal=idx + 1)
            continue
        a["at"] = at
        out.append(a)
    return out, broken


def _seat_order(pair: tuple[Seat, str]) -> int:
    return SEATS.index(pair[0])


_NO_ID = 2**63 - 1  # above every rowid


class _Merged:
    """Rows of a cursor ordered by rubber id, taken one rubber at a time as the rubbers are
    walked in order (a merge: one pass, one rubber's rows in memory)."""

    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self.cursor = cursor
        self.pending = cursor.fetchone()

    def take(self, rid: int) -> list[Any]:
        out = []
        while self.pending is not None and self.pending[0] < rid:
            self.pending = self.cursor.fetchone()
        while self.pending is not None and self.pending[0] == rid:
            out.append(self.pending)
            self.pending = self.cursor.fetchone()
        return out


def _edit_of(entry: Mapping[str, Any]) -> dict[str, Any]:
    """A chain entry as the legacy audit table keeps it (index, action, old, new, at)."""
    return {k: entry[k] for k in ("index", "action", "old", "new", "at") if k in entry}


def _readable_deals(raw: Sequence[bytes], damage: Damage) -> list[dict[str, Any]]:
    """The deals of a rubber from their stored texts; one that does not read is a problem of
    ``damage`` (numbered from 1)."""
    # Lazy: export only (scorepad.store.damage), ~3 ms
    from scorepad.store.damage import read_deal

    together = quick_deals(raw)  # all in one go, the usual case
    if together is not None:
        return together
    deals: list[dict[str, Any]] = []
    for k, blob in enumerate(raw, 1):
        deal = quick_deal(blob)
        if deal is None:
            deal, why = read_deal(blob)
            if why is not None:
                damage.problems.append((k, why))
        if deal is not None:
            deals.append(deal)
    return deals


def _export_record(
    h: Any,
    players: Mapping[Seat, str],
    deals: list[dict[str, Any]],
    rows: Sequence[Any],
    damage: Damage,
    memo: Memo,
) -> tuple[dict[str, Any], ledger.Stored]:
    """A rubber's record without its deals, as export writes it, and its chain rebuilt from
    its row (``rows``: the one row of ``rubber_chains``, or none); what does not match its
    chain (or no chain at all) is a problem of ``damage``."""
    record: dict[str, Any] = {}
    try:
        record = rubber_of(h, players, ()).to_json()
    except (RecordError, ValueError, KeyError, TypeError) as e:
        damage.problems.append(
            (None, Text("its header cannot be read: {error}", error=_chain.message_of(e)))
        )
    if not damage.problems and not rows:
        damage.problems.append((None, Text("it has no chain")))
    if damage.problems:
        return record, ledger.Stored([], [])
    state = str(h["state"])
    found = rebuild(
        rows[0][1],
        {**record, "deals": deals},
        state,
        h["chain_head"],
        share_deals=True,
        memo=memo,
    )
    for p in found.problems[:1]:
        text = (
            Text("{field}: {message}", field=p.field, message=p.message) if p.field else p.message
        )
        damage.problems.append((p.deal, Text("does not match its chain: {problem}", problem=text)))
    return record, ledger.Stored(found.entries, found.hashes)


def _quick_item(
    h: Any, players: Mapping[Seat, str], raw: list[bytes], blob: bytes, quick: DealTexts
) -> tuple[dict[str, Any], list[str], None, str] | None:
    """A usual rubber's export item the quick way (:func:`~scorepad.store.fast_export.
    rubber_chain`; its ``audit`` empty, its entries' JSON the fourth), or None: the slow way
    writes it, or says what is wrong."""
    try:
        record = rubber_of(h, players, ()).to_json()
        texts = [b.decode("utf-8") for b in raw]
    except (RecordError, ValueError, KeyError, TypeError):
        return None
    done = rubber_chain(record, str(h["state"]), h["chain_head"], blob, raw, quick)
    if done is None:
        return None
    hashes, written = done
    item = _export_item(h, record, ledger.Stored([], hashes), [], h["verified"] == 0)
    return item, texts, None, written


def _export_item(
    h: Any,
    record: dict[str, Any],
    chain: ledger.Stored,
    audits: list[dict[str, Any]],
    unverified: bool,
) -> dict[str, Any]:
    """A whole rubber's export item: its record without deals, state, times, audit and chain,
    and, for one from before the chain, the corrections the chain does not hold."""
    item: dict[str, Any] = {"id": h["uid"], "record": record, "state": h["state"]}
    for key in ("started_at", "finished_at"):
        if h[key] is not None:
            item[key] = h[key]
    item["audit"] = chain.entries
    item["chain"] = chain.hashes
    if unverified:
        item["verified"] = False
        # The corrections from before the chain (those it holds are in "audit").
        held = {_chain.digest(_edit_of(e)) for e in chain.entries} if audits else set()
        edits = [a for a in audits if _chain.digest(a) not in held]
        if edits:
            item["edits"] = edits
    return item
