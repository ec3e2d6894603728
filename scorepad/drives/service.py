"""The drive rules service: a ``scorepad-drive/1`` record in, the ``scorepad-drive-sheet/1``
drive sheet out (``drives.md`` §2.3), with every problem of the record raised at once.

This module holds only the entry points. The work is done, from the top down, in:
:mod:`~scorepad.drives.so_far` (the rounds remembered, §5.4), :mod:`~scorepad.drives.rounds`
(the rounds scored in order, §3.4), :mod:`~scorepad.drives.quick_whist` and
:mod:`~scorepad.drives.quick_deals` (the common tables read in one step),
:mod:`~scorepad.drives.tables` (a table read in full, ties §3.6), :mod:`~scorepad.drives.hands`
(hands and deals, §3.3, §4), :mod:`~scorepad.drives.credit` (lines and sit-out credit, §3.7),
:mod:`~scorepad.drives.scoring` (the set-up), :mod:`~scorepad.drives.standings` and
:mod:`~scorepad.drives.prizes` (§2.3, §3.9), :mod:`~scorepad.drives.sheet`,
:mod:`~scorepad.drives.entries`, :mod:`~scorepad.drives.cards` and
:mod:`~scorepad.drives.money` (the sheet written, §3.5, §5.7), on
:mod:`~scorepad.drives.outcome` (what scoring makes) and :mod:`~scorepad.drives.reader` (the
record read, §2.1–§2.2).

>>> sheet = drive_sheet({"format": "scorepad-drive/1", "form": "whist_drive", "tables": 1,
...     "house_rules": {"rounds": 1},
...     "players": [{"id": i, "name": i, "role": r} for i, r in
...                 (("L1", "lady"), ("L2", "lady"), ("G1", "gent"), ("G2", "gent"))],
...     "start": [{"table": 1, "N": "L1", "E": "L2", "S": "G1", "W": "G2"}],
...     "rounds": [{"round": 1, "results": [{"table": 1, "NS": 8, "EW": 5}]}]})
>>> [(s["player"], s["total"]) for s in sheet["standings"]]
[('G1', 8), ('L1', 8), ('G2', 5), ('L2', 5)]
"""

from __future__ import annotations

import gc
from typing import Any, NoReturn

from scorepad.drives.entries import _standings_json, _tables_json
from scorepad.drives.model import Problems
from scorepad.drives.outcome import DriveResult
from scorepad.drives.prizes import _prizes
from scorepad.drives.reader import _check_round, _read_round_seating, parse_text, read_drive
from scorepad.drives.rounds import _absences, _round_tables, _score, _seating_played
from scorepad.drives.sheet import SHEET_FORMAT, _sheet
from scorepad.drives.so_far import (
    _added,
    _head,
    _in_progress,
    _movers_so_far,
    _remembered,
    _round_so_far,
    _steps,
    forget,
    freeze,
    is_frozen,
)
from scorepad.drives.standings import _pools, _standings
from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text

__all__ = [
    "SHEET_FORMAT",
    "DriveResult",
    "ScoredDrive",
    "compute",
    "drive_sheet",
    "drive_sheet_text",
    "forget",
    "freeze",
    "is_frozen",
    "last_round_problems",
    "played_rounds",
    "standings_so_far",
]


def drive_sheet(obj: object, *, remember: bool = True) -> dict[str, Any]:
    """The drive sheet of a raw record. Raises InvalidEntryError with every problem.

    The rounds are scored one by one and each is remembered (:func:`_steps`): a record whose
    rounds 1 … k were scored before, with the same settings, scores only the rounds after k,
    then the standings, prizes and cards. ``remember=False`` scores every round afresh (the
    tests compare the two). The sheet shares its rounds and cards with other sheets of the
    same rounds: read it, never change it."""
    # A big drive makes some tens of thousands of small, acyclic objects; the cyclic collector
    # would walk them several times over for nothing, so it waits until the sheet is made.
    paused = gc.isenabled()
    gc.disable()
    try:
        return compute(obj, remember=remember).sheet()
    finally:
        if paused:
            gc.enable()


def drive_sheet_text(text: str) -> dict[str, Any]:
    return drive_sheet(parse_text(text))


def compute(obj: object, *, remember: bool = True) -> ScoredDrive:
    result = _remembered(obj) if remember else None
    if result is None:  # a problem somewhere, or not plain JSON: read it all, report it all
        pr = Problems()
        drive = read_drive(obj, pr)
        if not drive.start or not drive.tables or len(drive.start) != drive.tables:
            pr.raise_if_any()
        result = _score(drive, pr)
        pr.raise_if_any()
        _standings(result)
    pr = Problems()
    _absences(result, pr)
    _prizes(result, pr)
    pr.raise_if_any()
    return ScoredDrive(result)


def played_rounds(obj: object) -> DriveResult:
    """The rounds of a raw record scored and seated, without standings or prizes: what deriving
    the next seating needs. Raises InvalidEntryError for the problems of the rounds."""
    result = _remembered(obj, standings=False)
    if result is not None:
        return result
    pr = Problems()
    drive = read_drive(obj, pr)
    if not drive.start or not drive.tables or len(drive.start) != drive.tables:
        pr.raise_if_any()
    result = _score(drive, pr)
    pr.raise_if_any()
    return result


class ScoredDrive:
    """A drive scored: ``result`` holds the rounds, lines, standings and prizes; :meth:`sheet`
    writes the drive sheet."""

    __slots__ = ("result",)

    def __init__(self, result: DriveResult) -> None:
        self.result = result

    def sheet(self) -> dict[str, Any]:
        return _sheet(self.result)


def last_round_problems(obj: object) -> list[str] | None:
    """The problems of a record's last round, scored after the rounds before it as remembered
    (a round still waiting for tables has a "no result" problem for each); None where the
    rounds before it or the settings have a problem (then read the record in full)."""
    if type(obj) is not dict:
        return None
    rounds = obj.get("rounds", [])
    head = _head(obj) if type(rounds) is list and rounds else None
    if head is None or len(rounds) > int(head.drive.rules["rounds"]):
        return None
    steps = _steps(head, rounds[:-1])
    rnd = rounds[-1]
    if steps is None or type(rnd) is not dict:
        return None
    i, pr = len(rounds), Problems()
    _check_round(i, rnd, pr)
    stored = _read_round_seating(i, rnd, head.seat, pr)
    derived = steps[-1].derived if steps else None
    if stored is None and derived is None and i > 1:
        return None
    sc = head.scoring.fresh()
    seating = _seating_played(sc, i, stored, derived, head.drive.start)
    results = rnd.get("results")
    if isinstance(results, list):
        _round_tables(sc, i, seating, results, pr)
    return pr.lines


def standings_so_far(obj: object) -> dict[str, Any] | None:
    """The live standings of a drive whose last round is in progress (§5.4: they "update on
    each line"): the complete rounds as the sheet scores them, plus the lines of the tables of
    the last round entered so far; the sheet of the complete rounds is not changed by them.

    Returns ``{"round", "tables", "lines", "standings", "pools", "movers"}``: the round in
    progress, its tables entered and their lines (each table as the sheet's rounds write it:
    seating, scores, winner, how a tie was decided), the standings and pools as the sheet
    writes them (§2.3), and the players
    (pairs) of the tables entered who change table for the next round (none after the drive's
    last round). None when the last round is complete or absent (the sheet's standings are the
    live ones). Raises InvalidEntryError with the problems of the record."""
    rnd = _in_progress(obj)
    if rnd is None:
        return None
    assert type(obj) is dict
    rounds: list[Any] = obj["rounds"]
    head = _head(obj)
    steps = _steps(head, rounds[:-1]) if head is not None else None
    outcome = None
    if head is not None and steps is not None:
        outcome = _round_so_far(head, steps, len(rounds), rnd)
    if head is None or steps is None or outcome is None:
        _raise_so_far(obj, rounds)
    sc, seating, done = outcome
    drive = head.drive
    result = DriveResult(drive, [st.outcome for st in steps], {}, [])
    sums = _added(head, steps, sc.lines, result)
    _standings(result, sums)
    fig_key = "deals" if drive.bridge else "hands"
    return {
        "round": len(rounds),
        "tables": [o.table for o in done],
        "lines": _tables_json(drive.pair_drive, fig_key, done),
        "standings": _standings_json(result),
        "pools": _pools(result),
        "movers": _movers_so_far(sc, len(rounds), seating, done),
    }


def _raise_so_far(obj: dict[str, Any], rounds: list[Any]) -> NoReturn:
    """Every problem of a record whose last round is in progress (but that its tables not
    entered have no result yet)."""
    compute({**obj, "rounds": rounds[:-1]})  # raises the problems of the complete rounds
    waiting = "no result; every table has one a round"
    found = [x for x in last_round_problems(obj) or [] if not x.endswith(waiting)]
    raise InvalidEntryError(
        [
            Problem(None, "", x)
            for x in found or [Text("round {round}: cannot be scored", round=len(rounds))]
        ]
    )
