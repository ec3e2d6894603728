"""The drive record as the window and the store will keep it: frozen and append-only, like
:class:`scorepad.records.record.Rubber`.

Recording a result or overriding a seat returns a new :class:`DriveRecord`. A round's seating is
stored in the record the moment its first result is entered (``drives.md`` §2.1), so that a later
correction never reseats a round already played (§5.6). The record stays in its JSON form, so
what the history, export and ``scorepad drive`` hold is exactly what the format says.

>>> from scorepad.drives.registration import allocate
>>> rec = DriveRecord.new("whist_drive", [("L1", "lady"), ("L2", "lady"), ("G1", "gent"),
...                       ("G2", "gent")], allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
...                       house_rules={"rounds": 2})
>>> rec = rec.with_result(1, {"table": 1, "NS": 8, "EW": 5})
>>> rec.to_json()["rounds"][0]["seating"]
[{'table': 1, 'N': 'L1', 'E': 'L2', 'S': 'G1', 'W': 'G2'}]
>>> [(s["player"], s["total"]) for s in rec.sheet()["standings"]][:2]
[('G1', 8), ('L1', 8)]
"""

from __future__ import annotations

import copy
import json
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorepad.drives.reader import FORMAT, parse_text, read_drive
from scorepad.drives.service import (
    drive_sheet,
    freeze,
    is_frozen,
    played_rounds,
    standings_so_far,
)
from scorepad.errors import InvalidEntryError
from scorepad.i18n import Text

__all__ = ["DriveRecord", "forget_so_far", "pending_tables", "text_of"]

_PARSED: OrderedDict[str, dict[str, Any]] = OrderedDict()
_PARSED_KEPT = 8
#: the live standings of a round in progress, by the record's text (read only, shared)
_SO_FAR: OrderedDict[str, dict[str, Any] | None] = OrderedDict()
_SO_FAR_KEPT = 8
_LOCK = threading.Lock()


def pending_tables(rec: Mapping[str, Any]) -> list[int]:
    """The tables of the record's last round that have no result yet (the store's and the
    window's test of a round in progress, too)."""
    if not rec["rounds"]:
        return []
    done = {r.get("table") for r in rec["rounds"][-1].get("results", [])}
    return [t for t in range(1, rec["tables"] + 1) if t not in done]


#: The JSON text of the parts of shared parses (read only, never changed), by identity: the
#: object is kept with its text, so its id is not given to another while it is remembered.
_TEXTS: dict[int, tuple[object, str]] = {}
_TEXTS_KEPT = 4096


def _part_text(value: Any) -> str:
    """``json.dumps(value, ensure_ascii=False)``, remembered for a part of a shared parse."""
    if not isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    hit = _TEXTS.get(id(value))
    if hit is not None and hit[0] is value:
        return hit[1]
    text = json.dumps(value, ensure_ascii=False, check_circular=False)
    if is_frozen(value):
        if len(_TEXTS) >= _TEXTS_KEPT:
            _TEXTS.clear()
        _TEXTS[id(value)] = (value, text)
    return text


def forget_so_far() -> None:
    """Forget the live standings remembered (:meth:`DriveRecord.standings_so_far`)."""
    with _LOCK:
        _SO_FAR.clear()


def text_of(rec: Mapping[str, Any]) -> str:
    """``json.dumps(rec, ensure_ascii=False)`` of a record made from a shared parse (see
    :func:`_text`): the drive store's key for the sheet of a record's complete rounds."""
    return _text(rec)


def _text(rec: Mapping[str, Any]) -> str:
    """``json.dumps(rec, ensure_ascii=False)`` of a record made from a shared parse: the text of
    each part it shares with it (the header's fields, the rounds not changed) is the one
    remembered, and only the rest is written. Byte for byte the same text."""
    items = []
    for k, v in rec.items():
        if k == "rounds" and isinstance(v, list):
            body = "[" + ", ".join(_part_text(r) for r in v) + "]"
        else:
            body = _part_text(v)
        items.append(json.dumps(k, ensure_ascii=False) + ": " + body)
    return "{" + ", ".join(items) + "}"


@dataclass(frozen=True, slots=True)
class DriveRecord:
    """One drive's record (``scorepad-drive/1``), immutable. Build it with :meth:`from_json` or
    :meth:`new`; every change returns a new record."""

    _json: str

    # -- making one ---------------------------------------------------------------------------
    @classmethod
    def from_json(cls, obj: object) -> DriveRecord:
        """A record from its JSON object; its own fields are checked (InvalidEntryError)."""
        read_drive(obj)
        return cls(json.dumps(obj, ensure_ascii=False, sort_keys=False))

    @classmethod
    def from_text(cls, text: str) -> DriveRecord:
        return cls.from_json(parse_text(text))

    @classmethod
    def new(
        cls,
        form: str,
        players: Sequence[tuple[str, str | None] | tuple[str, str | None, str]],
        start: Sequence[Mapping[str, Any]],
        *,
        code: str | None = None,
        house_rules: Mapping[str, Any] | None = None,
        pairs: Mapping[str, Sequence[str]] | None = None,
        prizes: Sequence[Mapping[str, Any]] = (),
        title: str | None = None,
        played_on: str | None = None,
        seed: int | None = None,
    ) -> DriveRecord:
        """A drive about to start: players as ``(id, role)`` or ``(id, role, name)``."""
        rec: dict[str, Any] = {"format": FORMAT, "form": form, "code": code}
        if title is not None:
            rec["title"] = title
        if played_on is not None:
            rec["played_on"] = played_on
        rec["house_rules"] = dict(house_rules or {})
        rec["tables"] = len(start)
        rec["players"] = []
        for p in players:
            entry: dict[str, Any] = {"id": p[0], "name": p[2] if len(p) > 2 else p[0]}
            if p[1] is not None:
                entry["role"] = p[1]
            rec["players"].append(entry)
        if pairs is not None:
            rec["pairs"] = {k: list(v) for k, v in pairs.items()}
        rec["start"] = [dict(row) for row in start]
        rec["rounds"] = []
        rec["prizes"] = [dict(p) for p in prizes]
        if seed is not None:
            rec["seed"] = seed
        return cls.from_json(rec)

    # -- reading ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The record as JSON (a fresh copy): what export writes and ``scorepad drive`` reads."""
        out: dict[str, Any] = json.loads(self._json)
        return out

    def data(self) -> dict[str, Any]:
        """The record as JSON, parsed once and shared by every caller (the window's view of
        it): read it, never change it. :meth:`to_json` gives a copy to change."""
        with _LOCK:
            hit = _PARSED.get(self._json)
            if hit is not None:
                _PARSED.move_to_end(self._json)
                return hit
        parsed = self.to_json()
        self._share(parsed)
        return parsed

    def _share(self, parsed: dict[str, Any]) -> None:
        """Remember ``parsed`` as this record's shared parse (what :meth:`data` returns): it is
        only read from now on, so its parts' texts and fingerprints are remembered by
        identity."""
        freeze(parsed)
        with _LOCK:
            _PARSED[self._json] = parsed
            while len(_PARSED) > _PARSED_KEPT:
                _PARSED.popitem(last=False)

    def to_text(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @property
    def rounds(self) -> int:
        """Rounds entered so far (the last may still be waiting for some tables)."""
        return len(self.data().get("rounds", []))

    def pending(self) -> list[int]:
        """The tables of the last round entered that have no result yet."""
        return pending_tables(self.data())

    def sheet(self) -> dict[str, Any]:
        """The drive sheet of the rounds complete so far: a round still waiting for some tables
        is left out (its results are shown by the window as they come)."""
        rec = self.to_json()
        if rec["rounds"] and pending_tables(rec):
            rec["rounds"] = rec["rounds"][:-1]
        return drive_sheet(rec)

    def standings_so_far(self) -> dict[str, Any] | None:
        """The live standings while the last round waits for some tables: the complete rounds
        and the tables entered of the round in progress, with the movers of those tables
        (:func:`scorepad.drives.service.standings_so_far`). None when no round is in progress:
        then the standings of :meth:`sheet` are the live ones. Remembered by the record's text
        (the store's check of a line and the window's standings score the round once): read
        it, never change it."""
        with _LOCK:
            if self._json in _SO_FAR:
                _SO_FAR.move_to_end(self._json)
                return _SO_FAR[self._json]
        rec = self.data()
        found = standings_so_far(rec) if pending_tables(rec) else None
        with _LOCK:
            _SO_FAR[self._json] = found
            while len(_SO_FAR) > _SO_FAR_KEPT:
                _SO_FAR.popitem(last=False)
        return found

    def seating_of(self, round_no: int) -> list[dict[str, Any]]:
        """The seating of round ``round_no``: stored if the round has one, else what the movement
        gives from the rounds before (the start for round 1)."""
        rec = self.data()
        rounds = rec["rounds"]
        if round_no <= len(rounds) and "seating" in rounds[round_no - 1]:
            return copy.deepcopy(rounds[round_no - 1]["seating"])
        if round_no == 1:
            return copy.deepcopy(rec["start"])
        if round_no - 1 > len(rounds):
            raise IndexError(Text("round {n} has not been entered", n=str(round_no - 1)))
        played = played_rounds({**rec, "rounds": rounds[: round_no - 1]})
        last = played.rounds[-1].next_seating
        if last is None:
            raise InvalidEntryError.one(
                None,
                "",
                Text.plural(
                    "round {round}: the drive has {n} round (house rule rounds)",
                    "round {round}: the drive has {n} rounds (house rule rounds)",
                    round_no - 1,
                    round=round_no,
                ),
            )
        keys = ("NS", "EW") if played.drive.pair_drive else ("N", "E", "S", "W")
        return [{"table": t, **dict(zip(keys, tab, strict=True))} for t, tab in enumerate(last, 1)]

    # -- changing -----------------------------------------------------------------------------
    def with_result(self, round_no: int, result: Mapping[str, Any]) -> DriveRecord:
        """This record with one table's result recorded (a new one, or a correction): round
        ``round_no`` is an entered round or the next one. The round's seating is stored the first
        time, so a correction later never reseats it."""
        table = result.get("table")
        old = self.data()
        # the new record shares all but the round it changes with this one's shared parse:
        # both are only read from now on
        rounds = list(old["rounds"])
        rec = {**old, "rounds": rounds}
        if not 1 <= round_no <= len(rounds) + 1:
            raise IndexError(
                Text(
                    "round {n}: the next round to enter is {next}",
                    n=str(round_no),
                    next=str(len(rounds) + 1),
                )
            )
        if round_no == len(rounds) + 1:
            waiting = pending_tables(rec)
            if rounds and waiting:
                still = Text(
                    "round {round} still waits for tables {tables}",
                    round=round_no - 1,
                    tables=str(waiting),
                )
                raise InvalidEntryError.one(None, "", still)
            rounds.append({"round": round_no, "results": []})
        rnd = rounds[round_no - 1] = dict(rounds[round_no - 1])
        if "seating" not in rnd:
            rnd["seating"] = self.seating_of(round_no)
        results = [r for r in rnd.get("results", []) if r.get("table") != table]
        results.append(copy.deepcopy(dict(result)))
        results.sort(key=lambda r: r.get("table") if isinstance(r.get("table"), int) else 0)
        rnd["results"] = results
        new = DriveRecord(_text(rec))
        new._share(rec)
        return new

    def without_result(self, round_no: int, table: int) -> DriveRecord:
        """This record with one table's result of round ``round_no`` taken out."""
        rec = self.to_json()
        rnd = rec["rounds"][round_no - 1]
        rnd["results"] = [r for r in rnd.get("results", []) if r.get("table") != table]
        return DriveRecord(json.dumps(rec, ensure_ascii=False))

    def with_seating(self, round_no: int, seating: Sequence[Mapping[str, Any]]) -> DriveRecord:
        """This record with the seating of round ``round_no`` overridden by the secretary (an
        entered round, or the next one, which is then opened without results)."""
        rec = self.to_json()
        rounds = rec["rounds"]
        if not 1 <= round_no <= len(rounds) + 1:
            raise IndexError(
                Text(
                    "round {n}: the next round to enter is {next}",
                    n=str(round_no),
                    next=str(len(rounds) + 1),
                )
            )
        if round_no == len(rounds) + 1:
            rounds.append({"round": round_no, "results": []})
        rounds[round_no - 1]["seating"] = [dict(row) for row in seating]
        return DriveRecord.from_json(rec)
