"""Every call the table-entry server makes into the history, in one place.

The server (:mod:`scorepad.serve.app`) never touches the store itself: it asks a
:class:`Backend`, which uses the store's public API (``record_deal``, ``delete_deal``,
``load_rubber``, ``rubber_info``, ``rubbers``, ``create_rubber``, ``transaction``) and plain SQL
on the two table-entry tables of migration ``m002_table_entry``. When the store gains command
objects and real rubber versions, this module is the one to re-point.

Until then a rubber's *version* is its number of deals and a hash of its last deal
(:func:`version_of`): a hand sent against any other version is refused with the hand that was
recorded (HTTP 409).

A :class:`Backend` belongs to one thread (the SQLite connection does): the app runs every call
on its one store thread, so writes are serialised there.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import hmac
import json
import re
import secrets
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from scorepad import i18n
from scorepad import rules as _rules
from scorepad.enums import Side
from scorepad.errors import InvalidEntryError, RecordError
from scorepad.i18n import Text
from scorepad.records.limits import LABEL_LIMIT, NAME_LIMIT, check_date, clean_name
from scorepad.records.record import Rubber
from scorepad.serve import drive_entry as _drive
from scorepad.sheets.sheet import DealLine, Position, Sheet, next_first_dealer
from scorepad.store import Store

__all__ = [
    "Backend",
    "ChangedResend",
    "Conflict",
    "EntrySession",
    "Recorded",
    "new_pin",
    "new_token",
    "version_of",
]

TOKEN_BYTES = 24  # 192 bits, as text of 32 characters
#: A table's own token (the card's address): 18 bytes of an HMAC, 144 bits as 24 characters.
TABLE_TOKEN_BYTES = 18
#: A phone's session key: a random part of 16 bytes (128 bits) and its HMAC.
PHONE_KEY_BYTES = 16
PIN_DIGITS = 4
LINE_LIMIT = 200
_HAND_UID = re.compile(r"[A-Za-z0-9_-]{8,64}")


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_pin(taken: Collection[str] = ()) -> str:
    """A table's PIN, none of ``taken`` (the other tables' of the session: two tables with the
    same PIN could each write the other's rubber with their own)."""
    while True:
        pin = "".join(secrets.choice("0123456789") for _ in range(PIN_DIGITS))
        if pin not in taken:
            return pin


def new_pins(labels: Sequence[str], taken: Collection[str] = ()) -> dict[str, str]:
    """A PIN for each table of ``labels``, all different, and none of ``taken``."""
    pins: dict[str, str] = {}
    for label in labels:
        pins[label] = new_pin({*taken, *pins.values()})
    return pins


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _mac(secret: str, *parts: str) -> bytes:
    return hmac.new(secret.encode(), "\n".join(parts).encode(), hashlib.sha256).digest()


def _now() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def version_of(rubber: Rubber) -> str:
    """The rubber's version until the store keeps real ones: deals and a hash of the last."""
    if not rubber.deals:
        return "0"
    last = json.dumps(rubber.deals[-1], sort_keys=True, separators=(",", ":"))
    return f"{len(rubber.deals)}-{hashlib.sha256(last.encode()).hexdigest()[:16]}"


@dataclass(frozen=True, slots=True)
class EntrySession:
    scope: str  # "evening:2026-11-29" or "drive:7"
    token: str
    pins: dict[str, str]  # table label → PIN
    started_at: str

    def table_token(self, table: str) -> str:
        """Table ``table``'s own token, the secret part of its card's address: an HMAC under
        the session's secret of the scope, the table and its PIN (144 bits). It opens that
        table only, and changes with the table's PIN (a new card), so an old card stops."""
        pin = self.pins[table]
        return _b64(_mac(self.token, "table", self.scope, table, pin)[:TABLE_TOKEN_BYTES])

    def table_of(self, token: str, table: str) -> bool:
        """Whether ``token`` is table ``table``'s own (compared in constant time)."""
        if table not in self.pins:
            return False
        return hmac.compare_digest(token.encode(), self.table_token(table).encode())

    def phone_key(self, table: str, nonce: str | None = None) -> str:
        """A session key for a phone that gave table ``table``'s PIN: a random part and its
        HMAC under the session's secret, the table and its PIN. The phone keeps this instead
        of the PIN; a new PIN (or a new card, or the end of the session) revokes it."""
        nonce = nonce if nonce is not None else _b64(secrets.token_bytes(PHONE_KEY_BYTES))
        mac = _b64(_mac(self.token, "phone", self.scope, table, self.pins[table], nonce))
        return f"{nonce}.{mac}"

    def phone_key_ok(self, table: str, key: str) -> bool:
        """Whether ``key`` is a session key given out for table ``table``'s current PIN."""
        nonce, dot, _mac_part = key.partition(".")
        if not dot or not nonce or len(key) > 200 or table not in self.pins:
            return False
        return hmac.compare_digest(key.encode(), self.phone_key(table, nonce).encode())

    @property
    def kind(self) -> str:
        """``"evening"`` or ``"drive"``."""
        return self.scope.split(":", 1)[0]

    @property
    def date(self) -> str:
        """The evening's date (an evening's session)."""
        return self.scope.split(":", 1)[1]

    @property
    def drive_id(self) -> int:
        """The drive's id (a drive's session)."""
        kind, _, ident = self.scope.partition(":")
        if kind != "drive":
            raise ValueError(Text("{scope} is not a drive's entry session", scope=repr(self.scope)))
        return int(ident)


@dataclass(frozen=True, slots=True)
class Recorded:
    """What a hand sent from a table did: recorded now, or recorded before (same hand id)."""

    already: bool
    entered_by: str
    state: dict[str, Any]


class Conflict(Exception):
    """A hand or undo sent against a version that is no longer the rubber's."""

    def __init__(self, message: str, state: dict[str, Any], last: dict[str, Any] | None) -> None:
        super().__init__(message)
        self.message = message
        self.state = state
        self.last = last


class ChangedResend(Conflict):
    """A hand sent again under a hand id already recorded, with other content: refused with
    both versions (what was recorded, ``last``, and what was sent now, ``sent``)."""

    def __init__(
        self, message: str, state: dict[str, Any], last: dict[str, Any] | None, sent: str
    ) -> None:
        super().__init__(message, state, last)
        self.sent = sent


def _refuse_field(field: str, message: Text) -> InvalidEntryError:
    return InvalidEntryError.one(None, field, message)


def check_hand_uid(value: object) -> str:
    if not isinstance(value, str) or not _HAND_UID.fullmatch(value):
        raise _refuse_field(
            "hand id", Text("the page sent no usable hand id (8–64 letters, digits, - or _)")
        )
    return value


def check_line(value: object) -> str:
    text = clean_name(value, "hand", LINE_LIMIT)
    return text


def check_who(value: object) -> str:
    return clean_name(value, "who is entering", NAME_LIMIT)


def check_version(value: object) -> str:
    if not isinstance(value, str) or len(value) > 40:
        raise _refuse_field("version", Text("the page sent no version of the rubber"))
    return value


class Backend:
    """The history, as the table-entry server sees it: one evening's tables, or one drive's."""

    def __init__(self, store_path: str | Path, store: Store | None = None) -> None:
        # ``store``: the history this process already has open (the window's), used as it is
        # and left open: a second Store.open of a history this process holds would let go of
        # its SQLite locks on the file (POSIX locks go with any close of the file), and then
        # another process's writes (the table-entry server's) would not be seen here.
        self._own = store is None
        self.store = Store.open(store_path) if store is None else store
        self._conn = self.store.db.conn

    def close(self) -> None:
        if self._own:
            self.store.close()

    # -- entry sessions ----------------------------------------------------------------------
    def start_session(self, date: str, tables: Sequence[str] = ()) -> EntrySession:
        """The evening's live entry session, started if there is none (same tokens on restart).

        ``tables`` are the table labels to serve; by default those of the evening's rubbers. A
        table already in the live session keeps its PIN; a new one gets a new PIN.
        """
        date = check_date(date)
        labels = list(tables) or self.evening_tables(date)
        for label in labels:
            clean_name(label, "table", LABEL_LIMIT)
        return self._start(f"evening:{date}", labels)

    def start_drive_session(self, drive_id: int) -> EntrySession:
        """The drive's live entry session (scope ``"drive:ID"``), started if there is none: its
        tables "1" … "T", each with its PIN; a restart keeps the token and the PINs."""
        return self._start(f"drive:{int(drive_id)}", self.drive_tables(drive_id))

    def _start(self, scope: str, labels: Sequence[str]) -> EntrySession:
        with self.store.transaction():
            live = self.session_for(scope)
            if live is not None and all(t in live.pins for t in labels):
                return live
            if live is not None:
                added = new_pins([t for t in labels if t not in live.pins], live.pins.values())
                pins = {**live.pins, **added}
                self._conn.execute(
                    "UPDATE entry_sessions SET table_pins = ? WHERE token = ?",
                    [json.dumps(pins), live.token],
                )
                return EntrySession(scope, live.token, pins, live.started_at)
            session = EntrySession(scope, new_token(), new_pins(labels), _now())
            self._conn.execute(
                "INSERT INTO entry_sessions (scope, token, table_pins, started_at) "
                "VALUES (?, ?, ?, ?)",
                [scope, session.token, json.dumps(session.pins), session.started_at],
            )
            return session

    def session_for(self, scope: str) -> EntrySession | None:
        row = self._conn.execute(
            "SELECT scope, token, table_pins, started_at FROM entry_sessions "
            "WHERE scope = ? AND stopped_at IS NULL ORDER BY id DESC LIMIT 1",
            [scope],
        ).fetchone()
        return None if row is None else EntrySession(row[0], row[1], json.loads(row[2]), row[3])

    def live_session(self, token: str) -> EntrySession | None:
        """The session of ``token`` if it is still live (stopped ones die at once)."""
        row = self._conn.execute(
            "SELECT scope, token, table_pins, started_at FROM entry_sessions "
            "WHERE token = ? AND stopped_at IS NULL",
            [token],
        ).fetchone()
        if row is None or not secrets.compare_digest(row[1], token):
            return None
        return EntrySession(row[0], row[1], json.loads(row[2]), row[3])

    def table_session(self, token: str, table: str) -> EntrySession | None:
        """The live session in which ``token`` is table ``table``'s own token, if any: a
        card's address opens its own table only."""
        rows = self._conn.execute(
            "SELECT scope, token, table_pins, started_at FROM entry_sessions "
            "WHERE stopped_at IS NULL"
        ).fetchall()
        for row in rows:
            session = EntrySession(row[0], row[1], json.loads(row[2]), row[3])
            if session.table_of(token, table):
                return session
        return None

    def new_table_pin(self, scope: str, table: str) -> EntrySession:
        """Give table ``table`` of the live session ``scope`` a new PIN, and so a new card
        (its token is made from the PIN): the old card, PIN and phones' keys stop working.
        Refused if the session is not live or has no such table."""
        with self.store.transaction():
            live = self.session_for(scope)
            if live is None:
                raise _refuse_field("table", Text("table entry is not running"))
            if table not in live.pins:
                raise _refuse_field(
                    "table", Text("there is no table {table} in this table entry", table=table)
                )
            others = [p for t, p in live.pins.items() if t != table]
            pins = {**live.pins, table: new_pin([*others, live.pins[table]])}
            self._conn.execute(
                "UPDATE entry_sessions SET table_pins = ? WHERE token = ?",
                [json.dumps(pins), live.token],
            )
            return EntrySession(scope, live.token, pins, live.started_at)

    def stop_sessions(self, scope: str | None = None) -> int:
        """End the live entry sessions (of one scope, or all); their tokens die."""
        with self.store.transaction():
            sql = "UPDATE entry_sessions SET stopped_at = ? WHERE stopped_at IS NULL"
            params: list[Any] = [_now()]
            if scope is not None:
                sql += " AND scope = ?"
                params.append(scope)
            return int(self._conn.execute(sql, params).rowcount)

    # -- the evening --------------------------------------------------------------------------
    def evening_tables(self, date: str) -> list[str]:
        """The table labels of the evening's rubbers, in the evening's order."""
        return [t.table for t in self.store.evening(date).tables if t.table]

    def add_table(self, date: str, label: str, game: str, players: Mapping[str, str]) -> int:
        """Start a rubber at a new table of the evening (``scorepad serve --tables N``)."""
        record = {"game": game, "played_on": date, "table": label, "players": dict(players)}
        return self.store.create_rubber(Rubber.from_json(record))

    def rubber_of(self, date: str, table: str) -> int:
        """The table's current rubber: its latest of the evening."""
        row = self._conn.execute(
            "SELECT max(id) FROM rubbers WHERE played_on = ? AND table_label = ?", [date, table]
        ).fetchone()
        if row is None or row[0] is None:
            raise _refuse_field(
                "table", Text("table {table} has no rubber this evening", table=table)
            )
        return int(row[0])

    # -- a table's pad -----------------------------------------------------------------------
    def _entered(self, rubber_id: int) -> dict[int, str]:
        rows = self._conn.execute(
            "SELECT deal_index, entered_by FROM entry_hands WHERE rubber_id = ?", [rubber_id]
        ).fetchall()
        return {int(r[0]): str(r[1]) for r in rows}

    def _table_hands(self, rubber_id: int, count: int) -> dict[int, str]:
        # A deal index belongs to the table's page only while the row still matches a deal.
        return {i: who for i, who in self._entered(rubber_id).items() if i < count}

    def state(self, date: str, table: str) -> dict[str, Any]:
        """The table's pad as data: the WE/THEY columns, needs, vulnerability, dealer."""
        rid = self.rubber_of(date, table)
        rubber = self.store.load_rubber(rid)
        return self._state(rid, rubber, _rules.score(rubber))

    def _corrected(self, rubber_id: int, entered: Collection[int]) -> set[int]:
        """The deals a table entered that were changed since (a deal's version counts its
        changes: the secretary corrected them from the desktop)."""
        rows = self._conn.execute(
            "SELECT idx FROM deals WHERE rubber_id = ? AND version > 1", [rubber_id]
        ).fetchall()
        return {int(r[0]) for r in rows} & set(entered)

    def _state(self, rid: int, rubber: Rubber, sheet: Sheet) -> dict[str, Any]:
        info = self.store.rubber_info(rid)
        entered = self._table_hands(rid, len(rubber.deals))
        corrected = self._corrected(rid, entered)
        pos = sheet.position
        last = len(rubber.deals) - 1
        deals = [
            _deal_state(i, raw, line, entered, corrected)
            for i, (raw, line) in enumerate(zip(rubber.deals, sheet.deals, strict=True))
        ]
        return {
            "table": rubber.table,
            "rubber": rid,
            "game": rubber.game,
            "title": i18n.say(_rules.get_rules(rubber.game).title),
            "hint": i18n.say(_rules.get_rules(rubber.game).shorthand_help),
            "players": {s.value: n for s, n in rubber.players.items()},
            "version": version_of(rubber),
            "deals": deals,
            **_foot_state(sheet),
            "state": info.state,
            **_position_state(pos),
            "can_undo": last >= 0 and last in entered,
            "form": form_of(rubber),
            # the game's own word for what the table plays: a Chicago is four deals
            "unit": "Chicago" if rubber.game == "chicago" else "rubber",
            "chicago_deal": pos.chicago_deal,
        }

    # -- hands ---------------------------------------------------------------------------------
    def _read_hand(self, rubber: Rubber, line: str) -> tuple[dict[str, Any], Sheet]:
        """The same readers as the window: the game's quick entry, then the rules service."""
        rules = _rules.get_rules(rubber.game)
        settings = _rules.settings_of(rubber)
        if self._complete(rubber):
            raise _refuse_field("hand", Text("the rubber is over; start the next one"))
        deal = rules.parse_shorthand(line, rubber, settings)
        return deal, rules.score(rubber.with_deal(deal), settings)

    def _complete(self, rubber: Rubber) -> bool:
        return bool(rubber.deals) and _rules.score(rubber).complete

    def preview(self, date: str, table: str, line: str) -> dict[str, Any]:
        rid = self.rubber_of(date, table)
        rubber = self.store.load_rubber(rid)
        _deal, sheet = self._read_hand(rubber, line)
        dl = sheet.deals[-1]
        return {
            "summary": dl.summary,
            "entries": [e.to_json() for e in dl.entries],
            "game_won": dl.game_won.by.value if dl.game_won else None,
            "complete": sheet.complete,
            "winner": sheet.winner.value if sheet.winner else None,
            "version": version_of(rubber),
        }

    def _received(self, hand_uid: str) -> tuple[int, int, str] | None:
        row = self._conn.execute(
            "SELECT rubber_id, deal_index, entered_by FROM entry_hands WHERE hand_uid = ?",
            [hand_uid],
        ).fetchone()
        return None if row is None else (int(row[0]), int(row[1]), str(row[2]))

    def record(
        self, date: str, table: str, hand_uid: str, line: str, version: str, entered_by: str
    ) -> Recorded:
        """Record a table's hand once: the same id again records nothing. Raises
        :class:`Conflict` when ``version`` is not the rubber's, RecordError for a bad hand."""
        with self.store.transaction():
            rid = self.rubber_of(date, table)
            seen = self._received(hand_uid)
            if seen is not None:
                if seen[0] != rid and self.store.rubber_info(seen[0]).table != table:
                    raise _refuse_field("hand id", Text("that hand id belongs to another table"))
                self._same_resend(seen[0], seen[1], line)
                return Recorded(True, seen[2], self.state(date, table))
            rubber = self.store.load_rubber(rid)
            if version != version_of(rubber):
                state = self._state(rid, rubber, _rules.score(rubber))
                last = state["deals"][-1] if state["deals"] else None
                raise Conflict(
                    Text("another hand was recorded at this table first"), state=state, last=last
                )
            deal, sheet = self._read_hand(rubber, line)
            new = self.store.record_deal(rid, deal)
            self._conn.execute(
                "INSERT INTO entry_hands (hand_uid, rubber_id, deal_index, entered_by, "
                "received_at) VALUES (?, ?, ?, ?, ?)",
                [hand_uid, rid, len(new.deals) - 1, entered_by, _now()],
            )
            return Recorded(False, entered_by, self._state(rid, new, sheet))

    def _same_resend(self, rubber_id: int, index: int, line: str) -> None:
        """A hand id seen before: the hand sent again must be the one recorded under it, else
        :class:`ChangedResend` (HTTP 409) with both. A deal since corrected at the desk, or
        taken back, is not compared (the resend is of what the phone first sent)."""
        rubber = self.store.load_rubber(rubber_id)
        if index >= len(rubber.deals) or index in self._corrected(rubber_id, [index]):
            return
        before = replace(rubber, deals=rubber.deals[:index])
        try:
            deal = _rules.get_rules(rubber.game).parse_shorthand(
                line, before, _rules.settings_of(before)
            )
        except RecordError:
            deal = None
        if deal is not None and dict(deal) == dict(rubber.deals[index]):
            return
        sheet = _rules.score(rubber)
        state = self._state(rubber_id, rubber, sheet)
        raise ChangedResend(
            Text(
                "hand {n} was already recorded under this hand id, as something else",
                n=str(index + 1),
            ),
            state=state,
            last=state["deals"][index],
            sent=line,
        )

    def undo(self, date: str, table: str, version: str) -> dict[str, Any]:
        """Delete the table's own last hand, only if it is still the last (the window's rule:
        the version the page saw must still be the rubber's)."""
        with self.store.transaction():
            rid = self.rubber_of(date, table)
            rubber = self.store.load_rubber(rid)
            state = self._state(rid, rubber, _rules.score(rubber))
            if version != version_of(rubber):
                last = state["deals"][-1] if state["deals"] else None
                raise Conflict(Text("the pad changed since this page last saw it"), state, last)
            last_index = len(rubber.deals) - 1
            if last_index < 0 or not state["can_undo"]:
                raise _refuse_field(
                    "undo", Text("only a hand entered from this table can be undone here")
                )
            new = self.store.delete_deal(rid, last_index)
            self._conn.execute(
                "DELETE FROM entry_hands WHERE rubber_id = ? AND deal_index = ?",
                [rid, last_index],
            )
            return self._state(rid, new, _rules.score(new))

    def next_rubber(self, date: str, table: str, version: str) -> dict[str, Any]:
        """Start the table's next rubber with the same four, once the current one is over."""
        with self.store.transaction():
            rid = self.rubber_of(date, table)
            rubber = self.store.load_rubber(rid)
            sheet = _rules.score(rubber)
            if version != version_of(rubber) or not sheet.complete:
                state = self._state(rid, rubber, sheet)
                if not sheet.complete:
                    raise _refuse_field("rubber", Text("the rubber is not over yet"))
                raise Conflict(Text("the pad changed since this page last saw it"), state, None)
            record = rubber.to_json()
            record["deals"] = []
            dealer = next_first_dealer(rubber.first_dealer, sheet)
            if dealer is not None:
                record["first_dealer"] = dealer.value
            else:
                record.pop("first_dealer", None)
            nid = self.store.create_rubber(Rubber.from_json(record))
            new = self.store.load_rubber(nid)
            return self._state(nid, new, _rules.score(new))

    # -- a drive's tables (scorepad.serve.drive_entry) -------------------------------------------
    def drive_tables(self, drive_id: int) -> list[str]:
        """The drive's table labels, "1" … "T" (refused if there is no such drive)."""
        return _drive.drive_tables(self.store, drive_id)

    def drive_state(self, drive_id: int, table: str) -> dict[str, Any]:
        """Table ``table``'s view of the drive (:func:`scorepad.serve.drive_entry.drive_state`)."""
        return _drive.drive_state(self.store, drive_id, table)

    def drive_preview(self, drive_id: int, table: str, entry: object) -> dict[str, Any]:
        """What the table's line would score, checked by the drive rules service."""
        return _drive.drive_preview(self.store, drive_id, table, entry)

    def record_drive_line(
        self,
        drive_id: int,
        table: str,
        line_uid: str,
        round_no: object,
        entry: object,
        version: str,
        entered_by: str,
    ) -> Recorded:
        """Record the table's line of the current round once (the same id again records
        nothing). Raises :class:`Conflict` for a stale table version, with what was recorded."""
        try:
            already, who, state = _drive.record_line(
                self.store, drive_id, table, line_uid, round_no, entry, version, entered_by
            )
        except _drive.DriveConflict as e:
            if e.sent is not None:
                sent = e.sent if isinstance(e.sent, str) else json.dumps(e.sent, sort_keys=True)
                raise ChangedResend(e.message, e.state, e.last, sent) from None
            raise Conflict(e.message, e.state, e.last) from None
        return Recorded(already, who, state)

    # -- for tests and the benchmark ----------------------------------------------------------
    def chain_heads(self) -> dict[str, list[str]]:
        """Every ``*chain_head*`` column of the history, by table and column (its values sorted):
        the heads of the history's hash chains, whatever tables carry them."""
        out: dict[str, list[str]] = {}
        tables = [
            str(r[0])
            for r in self._conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        for t in tables:
            cols = [str(c[1]) for c in self._conn.execute(f'PRAGMA table_info("{t}")')]
            for c in cols:
                if "chain_head" in c:
                    rows = self._conn.execute(f'SELECT "{c}" FROM "{t}"')
                    out[f"{t}.{c}"] = sorted(repr(r[0]) for r in rows)
        return out

    def row_counts(self) -> dict[str, int]:
        tables = [
            r[0]
            for r in self._conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        return {
            t: int(self._conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0]) for t in tables
        }


def _deal_state(
    i: int,
    raw: Mapping[str, Any],
    line: DealLine,
    entered: Mapping[int, str],
    corrected: Collection[int],
) -> dict[str, Any]:
    """Deal ``i`` (0-based) of a table's pad: its line of the sheet, who entered it, its record."""
    return {
        "n": i + 1,
        "summary": line.summary,
        "entries": [e.to_json() for e in line.entries],
        "game_won": line.game_won.by.value if line.game_won else None,
        "game_value": line.game_won.value if line.game_won else None,
        "entered_by": entered.get(i),
        "corrected": i in corrected,
        "record": dict(raw),
    }


def _foot_state(sheet: Sheet) -> dict[str, Any]:
    """The sheet's totals and result for a table's pad."""
    return {
        "totals": {s.value: n for s, n in sheet.totals.items()},
        "complete": sheet.complete,
        "winner": sheet.winner.value if sheet.winner else None,
        # the foot of the pad, as the window draws it: the rubber bonus (rubber points in
        # whist), the points so far, and an unfinished rubber's allowance apart from them
        "bonus": sheet.bonus,
        "so_far": {s.value: n for s, n in sheet.so_far.items()},
        "allowances": {s.value: n for s, n in sheet.allowances.items()},
    }


def _position_state(pos: Position) -> dict[str, Any]:
    """Where the rubber stands for the next deal: the dealer, the needs, the games, who is
    vulnerable."""
    return {
        "dealer": pos.next_dealer.value if pos.next_dealer else None,
        "needs": {s.value: n for s, n in pos.needs.items()},
        "games_won": {s.value: n for s, n in pos.games_won.items()},
        "vulnerable": None if pos.vulnerable is None else [s.value for s in pos.vulnerable],
    }


def form_of(rubber: Rubber) -> dict[str, Any]:
    """What the page's hand buttons offer: the fields of the game's hand-entry form, as the
    rules service names them for the window (:meth:`GameRules.form_spec`)."""
    spec = _rules.get_rules(rubber.game).form_spec(
        _rules.code_of(rubber), _rules.settings_of(rubber)
    )
    return {
        "fields": list(spec.fields),
        "strains": list(spec.strains),
        "max_doubles": spec.max_doubles,
        "side_honours": spec.honours == "side",
        "passed_out": spec.passed_out,
        "maker": "maker" in spec.fields,
    }


def side_name(side: Side) -> str:
    return "WE" if side is Side.NS else "THEY"


def problems_of(error: RecordError) -> list[str]:
    return [str(p) for p in error.problems]
