"""Import and export: parsing records and export files (all or nothing), and the CSV cells."""

from __future__ import annotations

import csv
import datetime as dt
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scorepad.enums import SEATS, Side
from scorepad.errors import InvalidEntryError, Problem, RecordError
from scorepad.record import Rubber
from scorepad.sheet import Sheet
from scorepad.store.rows import RubberInfo, checked_score, input_error
from scorepad.store.schema import (
    STATES,
    State,
)

EXPORT_FORMAT = "scorepad-export/1"


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


def parse_import(obj: object) -> tuple[list[_Item], list[dict[str, Any]]]:
    problems: list[Problem] = []
    players: list[dict[str, Any]] = []
    if isinstance(obj, dict) and obj.get("format") == EXPORT_FORMAT:
        for k in obj:
            if k not in ("format", "players", "rubbers", "drives"):
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
        raise input_error("", "expected a rubber record, a list of them or a Scorepad export")
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
        sheet = checked_score(rubber)
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


def rubber_csv_row(i: RubberInfo) -> list[Any]:
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


def deal_cell(deal: Mapping[str, Any], key: str) -> Any:
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


def write_csv(path: Path, header: list[str], rows: Any) -> Path:
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", newline="", encoding="utf-8-sig") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        for row in rows:
            w.writerow([safe_cell("" if v is None else v) for v in row])
    os.replace(tmp, path)
    return path
