"""A damaged rubber or drive in an export: one damaged deal never holds the rest of the history
hostage (the manual's "Troubleshooting").

An export (JSON or CSV) writes every rubber and drive that reads whole, and each one that does not
as a *damaged record*: what it is (its id, date, table, players), which deal failed and why, and
its stored text as it is (the raw bytes kept as text), so nothing damaged is ever silently
dropped. In the JSON export the damaged records are the envelope's ``damaged`` list, apart from
``rubbers`` and ``drives`` (whose items stay pure records that ``scorepad score`` and ``scorepad
drive`` read); import refuses each by its name and imports the rest. The CSV export lists them
in ``damaged.csv``.

What "reads whole" means is what import will ask of the item: every stored deal is JSON text
(UTF-8, an object, within the app's limits) and the rubber's record and state match its chain.
:func:`holding_backups` finds the newest sound backup beside the history that holds each damaged
one whole, for the advice to restore it.
"""

from __future__ import annotations

import base64
import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scorepad.enums import SEATS
from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text, join
from scorepad.records import jsonio
from scorepad.store import chain as _chain
from scorepad.store.files import backups, is_sound, read_only_uri

#: The key of an export's damaged records (beside ``players``, ``rubbers`` and ``drives``).
DAMAGED_KEY = "damaged"
#: What each damaged record says it is.
KINDS = ("rubber", "drive")
#: The exit status of an export (or import) that went on past damage: everything whole was
#: written, the damaged records are named on standard error. Distinct from every other status
#: (2: bad input, 3: not a usable history, nothing done).
EXIT_DAMAGED = 4


def stored_text(value: object) -> tuple[str, bool]:
    """A stored value as text, and whether it was whole UTF-8 (bytes that are not are kept
    as ``\\xNN`` escapes, their exact bytes in the record's ``*_base64`` beside it)."""
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8"), True
        except UnicodeDecodeError:
            return value.decode("utf-8", "backslashreplace"), False
    if value is None:
        return "", True
    return str(value), True


def _no_constant(name: str) -> Any:
    raise ValueError(Text("{name} is not a number JSON allows", name=name))


def quick_deal(value: object) -> dict[str, Any] | None:
    """A stored deal read the fast way (the C parser), or None when it does not read so: then
    :func:`read_deal` says why (or reads it, under the app's limits)."""
    try:
        deal = json.loads(value, parse_constant=_no_constant)  # type: ignore[arg-type]
    except (TypeError, ValueError, RecursionError):
        return None
    return deal if isinstance(deal, dict) else None


def matches_chain(
    record: Mapping[str, Any],
    state: str,
    deals: Sequence[Mapping[str, Any]],
    entries: Sequence[Mapping[str, Any]],
    hashes: Sequence[str],
) -> bool:
    """Whether a rubber plainly matches its chain, the quick way: its header hashes to the
    chain's first link, and its entries are deals recorded one after another (and changes of
    state) that are its deals. False means only "not plainly": the caller then checks the
    chain in full (:func:`scorepad.store.chain.verify_rubber`), as import will."""
    if len(hashes) != len(entries) + 1:
        return False
    k = 0
    for e in entries:
        action = e.get("action")
        if action == "record":
            if e.get("index") != k or k >= len(deals) or e.get("new") != deals[k]:
                return False
            k += 1
        elif action not in ("abandon", "reopen", "state"):
            return False
    if k != len(deals):
        return False
    try:
        return _chain.header_hash(_chain.initial_header(record, state, entries)) == hashes[0]
    except InvalidEntryError:
        return False


def read_deal(value: object) -> tuple[dict[str, Any] | None, str | None]:
    """A stored deal (its bytes) read as import reads it: the record, or why it cannot be."""
    if value is None:
        return None, Text("the stored record is empty (NULL)")
    raw = value if isinstance(value, bytes) else str(value).encode("utf-8", "surrogatepass")
    try:
        deal = jsonio.loads(raw)
    except InvalidEntryError as e:
        return None, join("; ", [_chain.problem_said(p) for p in e.problems]) or Text(
            "not valid JSON"
        )
    if not isinstance(deal, dict):
        return None, Text(
            "expected a deal record (a JSON object), not {kind}", kind=type(deal).__name__
        )
    return deal, None


@dataclass(slots=True)
class Damage:
    """One rubber or drive that does not read whole: what it is, and why."""

    kind: str  # "rubber" or "drive"
    row_id: int  # its id in this history (what ``scorepad verify`` names)
    uid: str | None
    played_on: str | None = None
    table: str | None = None
    game: str | None = None  # a rubber's game, a drive's form
    title: str | None = None  # a drive's
    state: str | None = None
    players: dict[str, str] | list[str] = field(default_factory=dict)
    #: (deal number or None, why): the first problem first.
    problems: list[tuple[int | None, str]] = field(default_factory=list)
    #: The stored texts as they are: a rubber's deals in order, or a drive's one record.
    raw: list[object] = field(default_factory=list)
    #: The newest sound backup beside the history that holds it whole, once looked for.
    backup: Path | None = None

    @property
    def first_deal(self) -> int | None:
        return next((d for d, _ in self.problems if d is not None), None)

    def why(self) -> str:
        """``deal 2: not valid JSON: …`` (the first problem; how many more)."""
        deal, text = self.problems[0] if self.problems else (None, Text("cannot be read"))
        words = Text("deal {n}: {message}", n=deal, message=text) if deal is not None else text
        more = len(self.problems) - 1
        return Text("{words} (and {n} more)", words=words, n=more) if more > 0 else words

    def name(self) -> str:
        """How a message names it: ``rubber 2 (Table 2, 2026-11-29: Mrs Grey and Miss Bell
        against Col. Hay and Dr Lamb)``, ``drive 1 (the whist drive of 2026-11-20)``."""
        if self.kind == "rubber":
            return Text(
                "rubber {id} ({words})", id=str(self.row_id), words=describe(self.to_json())
            )
        return Text("drive {id} ({words})", id=str(self.row_id), words=describe(self.to_json()))

    def to_json(self) -> dict[str, Any]:
        """The damaged record an export writes (see the module's docstring)."""
        out: dict[str, Any] = {"kind": self.kind, "id": self.uid}
        for key, value in (
            ("played_on", self.played_on),
            ("table", self.table),
            ("game" if self.kind == "rubber" else "form", self.game),
            ("title", self.title),
            ("state", self.state),
        ):
            if value is not None:
                out[key] = value
        out["players"] = self.players
        out["problems"] = [{"deal": d, "problem": p} for d, p in self.problems]
        texts = [stored_text(v) for v in self.raw]
        key = "deals" if self.kind == "rubber" else "record"
        shown: Any = [t for t, _ in texts] if self.kind == "rubber" else texts[0][0]
        out["stored"] = {key: shown}
        if not all(ok for _, ok in texts):
            exact = [base64.b64encode(_bytes(v)).decode("ascii") for v in self.raw]
            out["stored"][f"{key}_base64"] = exact if self.kind == "rubber" else exact[0]
        if self.backup is not None:
            out["whole_in_backup"] = self.backup.name
        return out


def _bytes(value: object) -> bytes:
    if isinstance(value, bytes):
        return value
    return b"" if value is None else str(value).encode("utf-8", "surrogatepass")


def describe(item: Mapping[str, Any]) -> str:
    """A damaged record as a person names it: its table, date and players (a rubber), or the
    drive's title or date."""
    if item.get("kind") == "drive":
        return _drive_words(item)
    where = ", ".join(
        str(item[key])
        for key in ("table", "played_on")
        if isinstance(item.get(key), str) and item[key]
    ) or Text("no table or date")
    players = item.get("players")
    if isinstance(players, Mapping) and all(isinstance(players.get(s), str) for s in SEATS):
        p = players
        return Text(
            "{where}: {n} and {s} against {e} and {w}",
            where=where,
            n=p["N"],
            s=p["S"],
            e=p["E"],
            w=p["W"],
        )
    if isinstance(players, Mapping) and players:
        return f"{where}: {', '.join(str(v) for v in players.values())}"
    return where


def _drive_words(item: Mapping[str, Any]) -> str:
    """A damaged drive by its form, title and date, as far as it has them."""
    form = str(item.get("form") or "drive").replace("_", " ")
    date, title = item.get("played_on"), item.get("title")
    dated = isinstance(date, str) and bool(date)
    if isinstance(title, str) and title:
        words = f"the {form} {title!r}"
        return f"{words} of {date}" if dated else words
    return f"the {form} of {date}" if dated else f"the {form}"


def refusals(raw: object) -> list[str]:
    """The damaged records of an export file, each refused by its name (never imported: what
    it held could not be read when it was exported). Raises InvalidEntryError for a
    ``damaged`` key that is not a list of damaged records."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise InvalidEntryError.one(None, DAMAGED_KEY, Text("expected a list of damaged records"))
    out: list[str] = []
    problems = []
    for n, item in enumerate(raw, 1):
        if not isinstance(item, dict) or item.get("kind") not in KINDS:
            problems.append(
                Problem(
                    None,
                    "",
                    Text("damaged record {n}: expected a rubber's or a drive's", n=str(n)),
                )
            )
            continue
        uid = item.get("id")
        ident = f" (id {uid[:8]}…)" if isinstance(uid, str) and uid else ""
        why = ""
        first = (item.get("problems") or [None])[0]
        if isinstance(first, Mapping):
            deal, text = first.get("deal"), first.get("problem")
            why = f"deal {deal}: {text}" if isinstance(deal, int) else str(text or "")
        words = Text(
            "damaged {kind}{ident}, {words}: not imported, it could not be read when it was "
            "exported",
            kind=item["kind"],
            ident=ident,
            words=describe(item),
        )
        out.append(Text("{words} ({why})", words=words, why=why) if why else words)
    if problems:
        raise InvalidEntryError(problems)
    return out


# -- the CSV export's damaged.csv -------------------------------------------------------------
CSV_COLUMNS = [
    "kind",
    "id",
    "uid",
    "played_on",
    "table",
    "game",
    "state",
    "players",
    "deal",
    "problem",
    "stored",
    "whole_in_backup",
]


def csv_row(d: Damage) -> list[Any]:
    """One row of ``damaged.csv``: what it is, the first deal that failed and why, and its
    stored text (a rubber's deals as a JSON list of the texts as stored; a drive's record)."""
    rec = d.to_json()
    players = d.players
    names = (
        " ".join(f"{s} {n}" for s, n in players.items())
        if isinstance(players, Mapping)
        else ", ".join(players)
    )
    stored = rec["stored"]
    deals = stored.get("deals")
    text = stored["record"] if d.kind == "drive" else json.dumps(deals, ensure_ascii=False)
    return [
        d.kind,
        d.row_id,
        d.uid or "",
        d.played_on or "",
        d.table or d.title or "",
        d.game or "",
        d.state or "",
        names,
        d.first_deal or "",
        d.why(),
        text,
        d.backup.name if d.backup is not None else "",
    ]


# -- where each damaged one is whole -----------------------------------------------------------
def _whole_in(conn: sqlite3.Connection, d: Damage) -> bool:
    """Whether the backup open on ``conn`` holds ``d`` whole (its stored texts read)."""
    if d.uid is None:
        return False
    if d.kind == "drive":
        row = conn.execute("SELECT record FROM drives WHERE uid = ?", [d.uid]).fetchone()
        if row is None:
            return False
        try:
            return isinstance(json.loads(row[0]), dict)
        except (TypeError, ValueError):
            return False
    row = conn.execute("SELECT id FROM rubbers WHERE uid = ?", [d.uid]).fetchone()
    if row is None:
        return False
    texts = conn.execute(
        "SELECT CAST(record AS BLOB) FROM deals WHERE rubber_id = ? ORDER BY idx", [row[0]]
    ).fetchall()
    return all(read_deal(t[0])[1] is None for t in texts)


def holding_backups(history: Path, damaged: Sequence[Damage]) -> None:
    """Set each damaged one's ``backup``: the newest sound backup beside ``history`` that holds
    it whole (None where none does, or the backups cannot tell)."""
    wanted = [d for d in damaged if d.uid]
    if not wanted:
        return
    for candidate in reversed(backups(history)):
        if all(d.backup is not None for d in wanted):
            return
        if not is_sound(candidate):
            continue
        try:
            conn = sqlite3.connect(read_only_uri(candidate), uri=True)
        except sqlite3.Error:
            continue
        try:
            for d in wanted:
                if d.backup is None and _whole_in(conn, d):
                    d.backup = candidate
        except sqlite3.Error:
            continue
        finally:
            conn.close()


def advice(history: Path | None, damaged: Iterable[Damage], export: str | None) -> list[str]:
    """What the export says on standard error: each damaged one left out, and how to get it
    back (restore the backup that holds it, then import this export over it)."""
    found = list(damaged)
    lines: list[str] = [
        Text(
            "{name}: left out, damaged ({why}); written as a damaged record",
            name=d.name(),
            why=d.why(),
        )
        for d in found
    ]
    by_backup: dict[Path, list[Damage]] = {}
    for d in found:
        if d.backup is not None:
            by_backup.setdefault(d.backup, []).append(d)
    for backup, held in sorted(by_backup.items()):
        which = ", ".join(f"{d.kind} {d.row_id}" for d in held)
        words = Text(
            "to get {which} back: scorepad restore {backup} (the last good backup that "
            "holds it whole; the history as it is now is kept beside it)",
            which=which,
            backup=backup.name,
        )
        if export:
            words = Text(
                "{words}, then scorepad import {export} (brings back everything recorded since)",
                words=words,
                export=export,
            )
        lines.append(words)
    missing = [d for d in found if d.backup is None]
    if missing:
        which = ", ".join(f"{d.kind} {d.row_id}" for d in missing)
        lines.append(
            Text(
                "no sound backup beside {history} holds {which} whole (scorepad restore --list "
                "shows the backups); its stored text is kept in the damaged record",
                history=str(history),
                which=which,
            )
            if history is not None
            else Text(
                "no sound backup holds {which} whole (scorepad restore --list shows "
                "the backups); its stored text is kept in the damaged record",
                which=which,
            )
        )
    return lines


__all__ = [
    "CSV_COLUMNS",
    "DAMAGED_KEY",
    "EXIT_DAMAGED",
    "Damage",
    "advice",
    "csv_row",
    "describe",
    "holding_backups",
    "read_deal",
    "refusals",
    "stored_text",
]
