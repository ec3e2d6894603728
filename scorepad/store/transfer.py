"""Import and export: parsing records and export files (all or nothing), and the CSV cells."""

from __future__ import annotations

import csv
import datetime as dt
import os
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from scorepad.enums import SEATS, Side
from scorepad.errors import InvalidEntryError, Problem, RecordError
from scorepad.i18n import Text
from scorepad.records.csvsafe import safe_csv_cell
from scorepad.records.limits import check_values, clean_header, shown
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import Sheet
from scorepad.store import chain as _chain
from scorepad.store import portable
from scorepad.store.failures import READY_MARKER
from scorepad.store.ledger import Stored
from scorepad.store.rows import RubberInfo, checked_score, input_error
from scorepad.store.schema import (
    STATES,
    State,
)

#: What export writes: an envelope whose items each hold a pure ``scorepad-rubber/1`` record
#: with its id, state, audit entries and hash chain.
EXPORT_FORMAT = "scorepad-export/2"
#: The export format before the chain: still imported, its rubbers marked unverified.
LEGACY_EXPORT_FORMAT = "scorepad-export/1"
EXPORT_FORMATS = (LEGACY_EXPORT_FORMAT, EXPORT_FORMAT)


# -- import parsing --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ImportItem:
    rubber: Rubber
    sheet: Sheet
    state: State | None = None
    started_at: str | None = None
    finished_at: str | None = None
    audit: list[dict[str, Any]] = field(default_factory=list)
    uid: str = ""
    #: The item's verified chain (an export of format 2); None: the chain starts on import.
    chain: Stored | None = None
    verified: bool = True
    #: The item's place in the file (1-based), to name it in messages.
    n: int = 0

    @property
    def name(self) -> str:
        return rubber_name(self.n, self.uid)


def rubber_name(n: int, uid: str) -> str:
    """How a message names an item of an import: ``rubber 3 (id 1f2e3d4c…)``."""
    return (
        Text("rubber {n} (id {id}…)", n=str(n), id=uid[:8]) if uid else Text("rubber {n}", n=str(n))
    )


_ITEM_KEYS = frozenset({"record", "state", "started_at", "finished_at", "audit"})
_ITEM_KEYS_V2 = frozenset(
    {"id", "record", "state", "started_at", "finished_at", "audit", "chain", "verified", "edits"}
)
_ID_LIMIT = 64
_PLAYER_KEYS = frozenset({"name", "membership", "notes"})
_AUDIT_KEYS = frozenset({"index", "action", "old", "new", "at"})


DRIVE_FORMAT = "scorepad-drive/1"


def with_plain_drives(obj: object) -> object:
    """A plain ``scorepad-drive/1`` record (or a list of only such records), as ``scorepad
    drive`` reads it, wrapped as an export's drives (from before the chain: the chain starts on
    import); anything else as it is."""
    if isinstance(obj, dict) and obj.get("format") == DRIVE_FORMAT:
        return {"format": EXPORT_FORMAT, "drives": [{"record": obj}]}
    if (
        isinstance(obj, list)
        and obj
        and all(isinstance(x, dict) and x.get("format") == DRIVE_FORMAT for x in obj)
    ):
        return {"format": EXPORT_FORMAT, "drives": [{"record": x} for x in obj]}
    return obj


def parse_import(obj: object) -> tuple[list[ImportItem], list[dict[str, Any]]]:
    # An object handed in already parsed (not through scorepad.records.jsonio) is bounded first: a
    # 600-deep nesting is refused in words, never a RecursionError further down.
    bounded = check_values(obj)
    if bounded:
        raise InvalidEntryError(bounded[:20])
    problems: list[Problem] = []
    players: list[dict[str, Any]] = []
    raw_items, version = _envelope(obj, players, problems)
    items = _parse_items(raw_items, version, problems)
    if problems:
        raise InvalidEntryError(problems)
    return items, players


def _envelope(
    obj: object, players: list[dict[str, Any]], problems: list[Problem]
) -> tuple[list[Any], int]:
    """The items an import holds, and the export's version (0: plain records, not wrapped);
    an export's players go to ``players``."""
    if isinstance(obj, dict) and obj.get("format") in EXPORT_FORMATS:
        version = 2 if obj["format"] == EXPORT_FORMAT else 1
        for k in obj:
            if k not in ("format", "players", "rubbers", "drives", "damaged", "anchor"):
                problems.append(Problem(None, k, Text("unknown field in an export file")))
        raw_players = obj.get("players", [])
        if not isinstance(raw_players, list):
            problems.append(Problem(None, "players", Text("expected a list")))
            raw_players = []
        for i, p in enumerate(raw_players, 1):
            players.extend(_parse_player(p, i, problems))
        raw_items = obj.get("rubbers", [])
        if not isinstance(raw_items, list):
            problems.append(Problem(None, "rubbers", Text("expected a list")))
            raw_items = []
        return raw_items, version
    if isinstance(obj, list):
        return obj, 0
    if (
        isinstance(obj, dict)
        and isinstance(obj.get("format"), str)
        and str(obj["format"]).startswith("scorepad-export/")
    ):
        raise input_error(
            "format",
            Text("{format} is not an export this program reads", format=shown(obj["format"])),
        )
    if isinstance(obj, dict):
        return [obj], 0
    raise input_error("", Text("expected a rubber record, a list of them or a Scorepad export"))


def _parse_items(raw_items: list[Any], version: int, problems: list[Problem]) -> list[ImportItem]:
    """Each item read; the same rubber twice in one export once, two alike records two."""
    items: list[ImportItem] = []
    seen: dict[str, tuple[int, int]] = {}  # id: (place in the file, in items)
    repeats: dict[str, int] = {}
    for n, raw in enumerate(raw_items, 1):
        item = _parse_item(raw, version, problems, n)
        if item is None:
            continue
        if item.chain is None:
            # From before the chain: the same content twice in one file is two rubbers (two
            # rubbers can be alike), each with an id of its own that a second import finds.
            k = repeats.get(item.uid, 0)
            repeats[item.uid] = k + 1
            if k:
                item = replace(item, uid=_chain.digest({"content": item.uid, "repeat": k}))
        elif item.uid in seen and item.chain == items[seen[item.uid][1]].chain:
            continue  # the same rubber twice in one export: once is enough
        if item.uid in seen:
            problems.append(
                Problem(
                    None,
                    "",
                    Text(
                        "{name}: the same id as rubber {first} of the file",
                        name=item.name,
                        first=str(seen[item.uid][0]),
                    ),
                )
            )
            continue
        items.append(item)
        seen[item.uid] = (n, len(items) - 1)
    return items


def _parse_player(p: object, i: int, problems: list[Problem]) -> list[dict[str, Any]]:
    where = f"players[{i - 1}]"
    if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not p["name"].strip():
        problems.append(Problem(None, where, Text("expected an object with a name")))
        return []
    bad = [k for k in p if k not in _PLAYER_KEYS] + [
        k for k in ("membership", "notes") if k in p and not isinstance(p[k], str)
    ]
    for k in bad:
        problems.append(Problem(None, f"{where}.{k}", Text("unknown field or not text")))
    return [] if bad else [p]


def _parse_item(raw: object, version: int, problems: list[Problem], n: int) -> ImportItem | None:
    """One item of an import: a plain record (``version`` 0) or an export's item (1, 2)."""
    wrapped = version > 0

    def add(p: Problem) -> None:
        problems.append(_prefixed(p, n))

    meta: dict[str, Any] = {}
    record: object = raw
    before = len(problems)
    if wrapped:
        if not isinstance(raw, dict) or "record" not in raw:
            add(Problem(None, "", Text("expected an object with a record")))
            return None
        record = raw["record"]
        meta = _item_meta(raw, version, n, add)
    if len(problems) > before:
        return None
    try:
        if isinstance(record, dict):
            record = clean_header(record)
        rubber = Rubber.from_json(record)
        sheet = checked_score(rubber)
    except RecordError as e:
        for p in e.problems:
            add(p)
        return None
    if not wrapped:
        meta = {"state": _imported_state(rubber, sheet)}
    if version < 2:
        # From before the chain: the id is the hash of the item, so a second import adds
        # nothing; the chain starts on import, and what happened before cannot be shown.
        meta.update(uid=_chain.content_id(raw if isinstance(raw, dict) else {}), verified=False)
    elif (meta["state"] == "finished") != sheet.complete:
        add(
            Problem(
                None,
                "state",
                Text("{state} but the rubber is complete", state=repr(meta["state"]))
                if sheet.complete
                else Text("{state} but the rubber is not complete", state=repr(meta["state"])),
            )
        )
        return None
    return ImportItem(rubber, sheet, n=n, **meta)


def _item_meta(raw: Mapping[str, Any], version: int, n: int, add: Any) -> dict[str, Any]:
    """What an export's item says beside its record: state, times, audit (and chain)."""
    for k in raw:
        if k not in (_ITEM_KEYS_V2 if version == 2 else _ITEM_KEYS):
            add(Problem(None, k, Text("unknown field")))
    state = raw.get("state")
    if state not in STATES:
        add(Problem(None, "state", Text("expected one of {states}", states=", ".join(STATES))))
    for k in ("started_at", "finished_at"):
        if k in raw and not isinstance(raw[k], str):
            add(Problem(None, k, Text("expected a time")))
    meta = {
        "state": state,
        "started_at": raw.get("started_at"),
        "finished_at": raw.get("finished_at"),
        "audit": _audit_list(raw, add, "edits" if version == 2 else "audit"),
    }
    if version == 2:
        meta.update(_chain_of_item(raw, state, n, add))
    return meta


def _chain_of_item(raw: Mapping[str, Any], state: object, n: int, add: Any) -> dict[str, Any]:
    """The id, chain and audit entries of an item of a ``scorepad-export/2`` file, verified
    against its record and state; a problem (naming the rubber) for any that does not match."""
    uid = raw.get("id")
    if not isinstance(uid, str) or not 0 < len(uid) <= _ID_LIMIT or not uid.isascii():
        add(Problem(None, "id", Text("expected the rubber's id, got {id}", id=shown(uid))))
        return {}
    verified = raw.get("verified", True)
    if not isinstance(verified, bool):
        add(Problem(None, "verified", Text("expected true or false")))
    entries, hashes = raw.get("audit", []), raw.get("chain")
    name = rubber_name(n, uid)
    problems = _chain.verify_rubber(raw["record"], str(state), entries, hashes or [])
    if problems:
        add(
            Problem(
                None,
                "",
                Text(
                    "{name} does not match its chain (edited by hand or damaged): {problem}",
                    name=name,
                    problem=_chain.problem_said(problems[0]),
                ),
            )
        )
        return {}
    return {
        "uid": uid,
        "chain": Stored([dict(e) for e in entries], [str(h) for h in hashes or []]),
        "verified": bool(verified),
    }


def diverges(name: str, here: Stored, theirs: Stored | None) -> str:
    """What differs between a rubber's chain here and an import's: from which entry on."""
    other = theirs.hashes if theirs is not None else []
    k = next(
        (i for i, (a, b) in enumerate(zip(here.hashes, other, strict=False)) if a != b),
        min(len(here.hashes), len(other)),
    )
    if k == 0:
        return f"{name}: the same id as a rubber here, but it started differently; not imported"

    def what(entries: list[dict[str, Any]]) -> str:
        if k - 1 >= len(entries):
            return "nothing"
        e = entries[k - 1]
        words = str(e.get("action", "?"))
        if isinstance(e.get("index"), int):
            words += f" deal {e['index'] + 1}"
        elif "seat" in e:
            words += f" {shown(e.get('old'))} to {shown(e.get('new'))}"
        return words

    mine = what(here.entries)
    yours = what(theirs.entries if theirs is not None else [])
    return Text(
        "{name}: its history differs from the one here from audit entry {k} on "
        "(here: {mine}; in the file: {yours}); not imported",
        name=name,
        k=str(k),
        mine=mine,
        yours=yours,
    )


def _prefixed(p: Problem, n: int) -> Problem:
    """``record N: deal D: field: message`` (the record named first)."""
    text = str(p)
    if text.startswith(f"rubber {n} "):
        return Problem(None, "", _chain.problem_said(p))
    return Problem(
        None, "", Text("record {n}: {problem}", n=str(n), problem=_chain.problem_said(p))
    )


def _audit_list(raw: Mapping[str, Any], add: Any, key: str = "audit") -> list[dict[str, Any]]:
    entries = raw.get(key, [])
    if not isinstance(entries, list):
        add(Problem(None, key, Text("expected a list")))
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
            add(Problem(None, f"{key}[{i}]", Text("expected index, action, old/new and at")))
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


def safe_cell(value: Any) -> Any:
    """A text cell a spreadsheet would run as a formula gets a leading apostrophe
    (:func:`scorepad.records.csvsafe.safe_csv_cell`: also past leading spaces, a BOM, zero-width
    characters, and for the full-width ``＝``).

    >>> safe_cell("=1+2"), safe_cell("-cmd"), safe_cell(-5), safe_cell("Mrs Grey")
    ("'=1+2", "'-cmd", -5, 'Mrs Grey')
    >>> safe_cell(" =1+2"), safe_cell("＝1+2")
    ("' =1+2", "'＝1+2")
    """
    return safe_csv_cell(value)


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
    """Write one CSV file at ``path`` (the caller moves it into place)."""
    with path.open("w", newline="", encoding="utf-8-sig") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        for row in rows:
            w.writerow([safe_csv_cell("" if v is None else v) for v in row])
    return path


TEMP_PREFIX = ".scorepad-export-"


#: The marker a CSV set's temporary folder gets once every file in it is whole: from then on the
#: set is moved into place, and a move cut short by a kill is finished by
#: :func:`scorepad.store.files.clear_temp_files` (the next export or start), never thrown away.
READY = READY_MARKER
#: How a file is moved into place (a seam for the tests of a move cut short): tried again
#: while Windows refuses it because another program has the file open, then said so.
_move = portable.replace


def write_csv_set(out_dir: Path, files: list[tuple[str, list[str], Any]]) -> list[Path]:
    """Write a set of CSV files into ``out_dir`` all or nothing.

    Each file is written into a temporary folder beside them first. Once every one is whole,
    the folder is marked ready and the files are moved into place. A failure before then
    changes nothing in ``out_dir``; a failure while moving puts the files that were there
    back; a kill while moving leaves the ready folder, whose moves the next export (or start)
    finishes, so the set is never left part old and part new."""
    out_dir.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-", dir=out_dir))
    try:
        written = [write_csv(tmp / name, header, rows) for name, header, rows in files]
        for path in written:
            os.chmod(path, 0o666 & ~_umask())
        names = [path.name for path in written]
        kept = _keep_old(out_dir, tmp, names)
        ready = tmp / READY
        with ready.open("w", encoding="utf-8") as fh:
            fh.write("\n".join(names))
            fh.flush()
            os.fsync(fh.fileno())
        _move_set(out_dir, tmp, names, kept)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return [out_dir / name for name, _, _ in files]


def _keep_old(out_dir: Path, tmp: Path, names: list[str]) -> dict[str, Path]:
    """Hard links (or copies) of the files the set replaces, to put back if a move fails."""
    kept: dict[str, Path] = {}
    for name in names:
        old = out_dir / name
        if old.exists():
            keep = tmp / f"old.{name}"
            try:
                os.link(old, keep)
            except OSError:
                shutil.copy2(old, keep)
            kept[name] = keep
    return kept


def _move_set(out_dir: Path, tmp: Path, names: list[str], kept: dict[str, Path]) -> None:
    moved: list[str] = []
    try:
        for name in names:
            _move(tmp / name, out_dir / name)
            moved.append(name)
    except BaseException:
        for name in moved:  # put the set back as it was
            if name in kept:
                portable.replace(kept[name], out_dir / name)
            else:
                (out_dir / name).unlink(missing_ok=True)
        raise


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
