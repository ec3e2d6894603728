"""The drive rules service: a ``scorepad-drive/1`` record in, the ``scorepad-drive-sheet/1``
drive sheet out (``drives.md`` §2.3), with every problem of the record raised at once.

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

import dataclasses
import gc
import itertools
import marshal
import operator
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, NoReturn

from scorepad.drives import movement
from scorepad.drives.deals import (
    DealProblem,
    TableScorer,
    alone_figures,
    score_table,
    scorer_for,
)
from scorepad.drives.figures import Fraction, Num, exact, money, out
from scorepad.drives.reader import (
    SIDE_NAMES,
    Drive,
    Prize,
    Problems,
    _check_round,
    _read_round_seating,
    _SeatingContext,
    is_ghost,
    parse_text,
    read_drive,
    where,
)
from scorepad.drives.rules import GAME_OF_FORM, ROLE_MOVEMENTS
from scorepad.enums import Seat
from scorepad.errors import InvalidEntryError, Problem

SHEET_FORMAT = "scorepad-drive-sheet/1"
SIDES = ("NS", "EW")
_OTHER = {"NS": "EW", "EW": "NS"}
_HONOURS = {4: 4, 3: 2}  # short whist: four honours 4, three honours 2 (rules-whist.md §3.1)

__all__ = [
    "SHEET_FORMAT",
    "DriveResult",
    "ScoredDrive",
    "compute",
    "drive_sheet",
    "drive_sheet_text",
    "last_round_problems",
    "played_rounds",
    "standings_so_far",
]


# -- the outcome of a table and a round -------------------------------------------------------


@dataclass(slots=True)
class TableOutcome:
    table: int
    seating: tuple[str, ...]
    ns: Num | None
    ew: Num | None
    winner: str
    decided_by: str | None = None
    figures: list[tuple[Num, Num]] = field(default_factory=list)
    bye: str | None = None  # the real side at a bye
    half: bool = False
    empty: bool = False  # no real player at the table


@dataclass(slots=True)
class RoundOutcome:
    """A round scored. A round read in one step (:func:`_quick_round`) has no ``tables``: its
    tables are ``shown``, the sheet's entries of them, made as they were read."""

    number: int
    seating: tuple[tuple[str, ...], ...]
    tables: list[TableOutcome]
    next_seating: tuple[tuple[str, ...], ...] | None
    trumps: str | None
    stored: bool
    shown: list[dict[str, Any]] | None = None


#: One entrant's round, a plain tuple (thousands are made for a big drive):
#: (round, table, side, played, carried, points, won, partner, opponents, flag). ``carried`` is
#: what goes to the total (0 at a bye: the credit is added at the end), ``points`` the side's
#: round score as carried, ``won`` the round won (1, ½ or 0), ``flag`` won/lost for the card
#: (True, False, "half"; None at a bye).
Line = tuple[int, int, str, bool, Num, Num, Num, str | None, Sequence[str], bool | str | None]
R: Final = 0
PLAYED: Final = 3
CARRIED: Final = 4
POINTS: Final = 5
WON: Final = 6
_CARRIED_OF = operator.itemgetter(CARRIED)
_WON_OF = operator.itemgetter(WON)
_PLAYED_OF = operator.itemgetter(PLAYED)
_POINTS_OF = operator.itemgetter(POINTS)


@dataclass(slots=True)
class DriveResult:
    """A drive scored: the rounds, each entrant's lines, the standings and the prizes."""

    drive: Drive
    rounds: list[RoundOutcome]
    lines: dict[str, list[Line]]
    warnings: list[str]
    totals: dict[str, Num] = field(default_factory=dict)
    credits: dict[str, Num] = field(default_factory=dict)
    figures: dict[tuple[str, int], list[Num]] = field(default_factory=dict)
    #: who played one line every round (found by :func:`_round_figures`)
    every_round: set[str] = field(default_factory=set)
    standings: list[dict[str, Any]] = field(default_factory=list)
    prizes: list[dict[str, Any]] = field(default_factory=list)
    #: made round by round and shared between sheets (:class:`_Step`): the sheet's rounds, and
    #: the cards of each entrant who sat out no round (by card holder: a pair's members)
    made_rounds: list[dict[str, Any]] | None = None
    made_cards: dict[str, dict[str, list[dict[str, Any]]]] | None = None
    #: made as the rounds are scored afresh (:func:`_score`): the cards of the entrants of a
    #: plain drive whose every line was read in one step (:func:`_quick_table`), and their
    #: totals (they sat out no round)
    quick_cards: dict[str, list[dict[str, Any]]] | None = None
    quick_totals: dict[str, Num] | None = None
    #: the pools (:func:`_pools`), with the standings they were made from
    pools: tuple[list[dict[str, Any]], dict[str, list[str]]] | None = None


# -- the entry points -------------------------------------------------------------------------


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


def _absences(result: DriveResult, pr: Problems) -> None:
    """§2.2: a player absent in a round between two rounds played is an error unless that
    round's seating says so (a round with its seating stored). Leaving for good (a departure)
    and arriving late are not: the absence is before the first seat or after the last."""
    rounds = result.rounds
    if rounds:
        first = set(itertools.chain.from_iterable(rounds[0].seating))
        if all(first == set(itertools.chain.from_iterable(r.seating)) for r in rounds):
            return  # everyone seated in every round
    seated: dict[str, list[int]] = {}  # ghosts too: they are passed over below
    for k, rnd in enumerate(rounds):
        for table in rnd.seating:
            for e in table:
                ks = seated.get(e)
                if ks is None:
                    seated[e] = [k]
                else:
                    ks.append(k)
    for e, ks in seated.items():
        if len(ks) == ks[-1] - ks[0] + 1 or is_ghost(e):
            continue  # seated in every round from the first to the last; a ghost
        present = set(ks)
        for k in range(ks[0] + 1, ks[-1]):
            if k not in present and not rounds[k].stored:
                a = rounds[max(x for x in ks if x < k)].number
                b = rounds[min(x for x in ks if x > k)].number
                pr.add(
                    where(rounds[k].number),
                    f"seating: {e} is absent, between rounds played ({a} and {b}); a round "
                    f"a player misses needs its seating recorded, with a ghost in the seat",
                )


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


# -- the rounds remembered --------------------------------------------------------------------
#
# The sheet of rounds 1 … k is a pure function of the record's settings and its rounds 1 … k:
# each round is scored from what the round before hands on (its derived next seating) and its
# own content. So a round scored is remembered under (what came before it, its content, byte
# for byte), and a record whose first rounds were scored before scores only the rest. A
# record with any problem is read and scored afresh (:func:`compute`), so that every problem
# is reported in the order a person checks them.

_SCORING_KEYS = ("format", "form", "code", "house_rules", "tables", "players", "pairs", "start")
_HEADS_KEPT = 16
_STEPS_KEPT = 256


@dataclass(slots=True)
class _Head:
    """A record without its rounds, read and checked: the drive, the scoring set up, and the key
    its rounds are remembered under (the fields that scoring reads)."""

    drive: Drive
    scoring: _Scoring
    seat: _SeatingContext
    key: bytes
    zero: dict[str, Sums]  # each entrant's sums before the first round
    holders: dict[str, tuple[str, ...]]  # each entrant's card holders (a pair's members)


@dataclass(slots=True)
class _Step:
    """One round scored, given the rounds before it: its outcome, the seating the movement
    derives from it, each entrant's line, its warnings, its sheet entry, each entrant's sums so
    far, who has sat out a round so far, and this round's card lines of those who have not (the
    lines of a card after a bye depend on the sit-out credit, known only at the end). A step
    holds its own round's lines; the lines and card lines so far, the steps' in turn, are made
    once when first asked for (:func:`_so_far`)."""

    token: int
    outcome: RoundOutcome
    derived: tuple[tuple[str, ...], ...]
    warnings: list[str]
    item: dict[str, Any]
    sums: dict[str, Sums]
    lines: dict[str, tuple[Line, ...]]  # this round's lines, by entrant
    sat_out: frozenset[str]  # who has sat out a round so far
    cards: dict[str, tuple[dict[str, Any], ...]]  # this round's card lines, by card holder
    so_far: _SoFar | None = None


#: each entrant's lines so far, and each card holder's card lines so far
_SoFar = tuple[dict[str, tuple[Line, ...]], dict[str, tuple[dict[str, Any], ...]]]


_HEADS: dict[bytes, _Head | None] = {}
_STEPS: OrderedDict[tuple[object, bytes], _Step] = OrderedDict()
_LOCK = threading.Lock()
_TOKENS = itertools.count(1)


def forget(from_round: int | None = None) -> None:
    """Forget every round remembered (a benchmark's cold runs), or only the rounds from
    ``from_round`` on (a benchmark's line that completes a round scores that round afresh)."""
    with _LOCK:
        if from_round is None:
            _HEADS.clear()
            _STEPS.clear()
            return
        for key in [k for k, st in _STEPS.items() if st.outcome.number >= from_round]:
            del _STEPS[key]


def _fingerprint(obj: object) -> bytes | None:
    """The content of plain JSON data, byte for byte and type for type (a tuple is no list, 1
    no 1.0 nor True); None for anything else."""
    try:
        return marshal.dumps(obj, 2)  # type: ignore[arg-type]
    except ValueError:
        return None


#: The parts of the shared parses of records (:meth:`DriveRecord.data
#: <scorepad.drives.record.DriveRecord.data>`: read, never changed), by identity, each with its
#: fingerprint once made; the object is kept, so its id is not given to another meanwhile.
_FROZEN: dict[int, list[Any]] = {}
_FROZEN_KEPT = 8192


def freeze(parsed: dict[str, Any]) -> None:
    """Mark a record's parse and its rounds as read only from now on: their fingerprints and
    texts are then remembered by identity (a shared parse is never changed)."""
    rounds = parsed.get("rounds")
    parts = [parsed, *(rounds if type(rounds) is list else ())]
    parts += [v for v in parsed.values() if isinstance(v, (dict, list)) and v is not rounds]
    with _LOCK:
        if len(_FROZEN) + len(parts) > _FROZEN_KEPT:
            _FROZEN.clear()
        for x in parts:
            if id(x) not in _FROZEN or _FROZEN[id(x)][0] is not x:
                _FROZEN[id(x)] = [x, None]


def is_frozen(x: object) -> bool:
    hit = _FROZEN.get(id(x))
    return hit is not None and hit[0] is x


def _round_fingerprint(rnd: object) -> bytes | None:
    """A round's fingerprint (:func:`_fingerprint`), remembered for a frozen one."""
    hit = _FROZEN.get(id(rnd))
    if hit is None or hit[0] is not rnd:
        return _fingerprint(rnd)
    if hit[1] is None:
        hit[1] = _fingerprint(rnd)
    fp: bytes | None = hit[1]
    return fp


def _head(obj: dict[str, Any]) -> _Head | None:
    """The record's settings read and checked, remembered by content; None on a problem."""
    header = {k: v for k, v in obj.items() if k != "rounds"}
    key = _fingerprint(header)
    if key is None:
        return None
    with _LOCK:
        if key in _HEADS:
            return _HEADS[key]
    head = None
    pr = Problems()
    try:
        drive = read_drive({**header, "rounds": []}, pr)
    except InvalidEntryError:
        drive = None
    if drive is not None and not pr and drive.start and len(drive.start) == drive.tables:
        scoring_key = _fingerprint(tuple(obj.get(k) for k in _SCORING_KEYS))
        assert scoring_key is not None
        units = drive.pairs if drive.pair_drive else drive.players
        entrants = drive.entrants()
        zero = {e: _NO_SUMS for e in entrants}
        pairs = drive.pairs
        holders = {e: tuple(pairs.get(e, ())) if drive.pair_drive else (e,) for e in entrants}
        head = _Head(
            drive,
            _Scoring.of(drive),
            _SeatingContext(drive.tables, drive.pair_drive, units),
            scoring_key,
            zero,
            holders,
        )
    with _LOCK:
        if len(_HEADS) >= _HEADS_KEPT:
            _HEADS.pop(next(iter(_HEADS)))
        _HEADS[key] = head
    return head


def _steps(head: _Head, rounds: list[Any]) -> list[_Step] | None:
    """Every round scored, each remembered; None if a round has a problem."""
    steps: list[_Step] = []
    prev: _Step | None = None
    for i, rnd in enumerate(rounds, 1):
        fp = _round_fingerprint(rnd) if type(rnd) is dict else None
        if fp is None:
            return None
        key = (head.key if prev is None else prev.token, fp)
        with _LOCK:
            step = _STEPS.get(key)
            if step is not None:
                _STEPS.move_to_end(key)
        if step is None:
            step = _step(head, prev, i, rnd)
            if step is None:
                return None
            with _LOCK:
                _STEPS[key] = step
                while len(_STEPS) > _STEPS_KEPT:
                    _STEPS.popitem(last=False)
        steps.append(step)
        prev = step
    return steps


def _step(head: _Head, prev: _Step | None, i: int, rnd: dict[str, Any]) -> _Step | None:
    """Round i scored after ``prev`` as :func:`_score` scores it; None on a problem."""
    pr = Problems()
    _check_round(i, rnd, pr)
    stored = _read_round_seating(i, rnd, head.seat, pr)
    if pr:
        return None
    drive = head.drive
    sc = head.scoring.fresh()
    derived = None if prev is None else prev.derived
    if stored is None and derived is None and i > 1:
        return None
    seating = _seating_played(sc, i, stored, derived, drive.start)
    if stored is not None or i == 1:
        _partner_warnings(sc, i, seating)
    tables, shown, winners = _round_tables(sc, i, seating, rnd["results"], pr)
    if winners is None or pr:
        return None
    nxt = sc.next_seating(seating, winners)
    last = int(drive.rules["rounds"])
    trumps = _trumps(drive, i, rnd)
    outcome = RoundOutcome(
        i, seating, tables, nxt if i < last else None, trumps, stored is not None, shown
    )
    lines = {e: tuple(lns) for e, lns in sc.lines.items() if lns}
    sums, sat_out, cards = _carried_on(head, prev, lines)
    fig_key = "deals" if drive.bridge else "hands"
    item = _round_item(drive.pair_drive, fig_key, outcome)
    return _Step(next(_TOKENS), outcome, nxt, sc.warnings, item, sums, lines, sat_out, cards)


def _carried_on(
    head: _Head, prev: _Step | None, lines: dict[str, tuple[Line, ...]]
) -> tuple[dict[str, Sums], frozenset[str], dict[str, tuple[dict[str, Any], ...]]]:
    """Each entrant's sums after a round's ``lines`` from those before, who has sat out a
    round so far, and the round's card lines of those who have not, by card holder."""
    sums = dict(head.zero if prev is None else prev.sums)
    sat_out = frozenset() if prev is None else prev.sat_out
    drive = head.drive
    pairs = drive.pairs if drive.pair_drive else None
    cards: dict[str, tuple[dict[str, Any], ...]] = {}
    new_byes = []
    for e, lns in lines.items():
        carried, won, n, byes = sums[e]
        mine = []
        for ln in lns:
            if ln[PLAYED]:
                carried, won, n = carried + ln[CARRIED], won + ln[WON], n + 1
            else:
                byes += 1
            mine.append(_card_line(ln, carried, pairs))
        sums[e] = (carried, won, n, byes)
        if byes:
            if e not in sat_out:
                new_byes.append(e)  # the card is made at the end, with the sit-out credit
        elif pairs is None:
            cards[e] = tuple(mine)
        else:
            cards.update((m, tuple(c)) for m, c in _pair_cards(e, pairs, mine).items())
    if new_byes:
        sat_out = sat_out.union(new_byes)
    return sums, sat_out, cards


def _so_far(head: _Head, steps: Sequence[_Step]) -> _SoFar:
    """Each entrant's lines and each card holder's card lines of the steps, in order: made on
    from the last step that has them, and kept on each step (a step is only read)."""
    k = len(steps)
    while k and steps[k - 1].so_far is None:
        k -= 1
    made = steps[k - 1].so_far if k else None
    if made is None:
        made = ({e: () for e in head.zero}, {m: () for ms in head.holders.values() for m in ms})
    for st in steps[k:]:
        lines, cards = dict(made[0]), dict(made[1])
        for e, lns in st.lines.items():
            lines[e] += lns
        for m, got in st.cards.items():
            cards[m] += got
        made = st.so_far = (lines, cards)
    return made


def _lines_so_far(head: _Head, steps: Sequence[_Step]) -> dict[str, list[Line]]:
    """Each entrant's lines of the steps, in order."""
    return {e: list(lns) for e, lns in _so_far(head, steps)[0].items()}


def _cards_so_far(
    head: _Head, steps: Sequence[_Step]
) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """The cards made round by round of the entrants who sat out no round of the steps, by
    entrant and card holder."""
    sat_out = steps[-1].sat_out if steps else frozenset()
    cards = _so_far(head, steps)[1]
    return {
        e: {m: list(cards[m]) for m in ms} for e, ms in head.holders.items() if e not in sat_out
    }


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


def _in_progress(obj: object) -> dict[str, Any] | None:
    """The last round of a raw record if some of its tables have no result yet."""
    rounds = obj.get("rounds") if type(obj) is dict else None
    rnd = rounds[-1] if type(rounds) is list and rounds else None
    results = rnd.get("results") if type(rnd) is dict else None
    if type(results) is not list or type(obj) is not dict:
        return None
    tables = obj.get("tables")
    numbers = range(1, tables + 1) if type(tables) is int else range(0)
    entered = {r.get("table") for r in results if type(r) is dict}
    if all(t in entered for t in numbers):
        return None
    assert type(rnd) is dict
    return rnd


def _added(
    head: _Head, steps: list[_Step], lines: Mapping[str, list[Line]], result: DriveResult
) -> dict[str, Sums]:
    """Each entrant's sums after the steps and ``lines`` of the round in progress; their lines
    so far put in ``result``."""
    prev = steps[-1] if steps else None
    sums = dict(head.zero if prev is None else prev.sums)
    so_far = _lines_so_far(head, steps)
    for e, lns in lines.items():
        for ln in lns:
            carried, won, n, byes = sums[e]
            if ln[PLAYED]:
                sums[e] = (carried + ln[CARRIED], won + ln[WON], n + 1, byes)
            else:
                sums[e] = (carried, won, n, byes + 1)
            so_far[e].append(ln)
    result.lines = so_far
    return sums


def _raise_so_far(obj: dict[str, Any], rounds: list[Any]) -> NoReturn:
    """Every problem of a record whose last round is in progress (but that its tables not
    entered have no result yet)."""
    compute({**obj, "rounds": rounds[:-1]})  # raises the problems of the complete rounds
    waiting = "no result; every table has one a round"
    found = [x for x in last_round_problems(obj) or [] if not x.endswith(waiting)]
    raise InvalidEntryError(
        [Problem(None, "", x) for x in found or [f"round {len(rounds)}: cannot be scored"]]
    )


def _round_so_far(
    head: _Head, steps: list[_Step], i: int, rnd: dict[str, Any]
) -> tuple[_Scoring, tuple[tuple[str, ...], ...], list[TableOutcome]] | None:
    """Round i in progress scored after ``steps``: its tables entered, credited; None on a
    problem."""
    if i > int(head.drive.rules["rounds"]):
        return None
    pr = Problems()
    _check_round(i, rnd, pr)
    stored = _read_round_seating(i, rnd, head.seat, pr)
    derived = steps[-1].derived if steps else None
    if pr or (stored is None and derived is None and i > 1):
        return None
    sc = head.scoring.fresh()
    seating = _seating_played(sc, i, stored, derived, head.drive.start)
    done, ok = _score_tables(sc, i, seating, rnd["results"], pr, entered_only=True)
    if not ok or pr:
        return None
    return sc, seating, done


def _movers_so_far(
    sc: _Scoring, i: int, seating: tuple[tuple[str, ...], ...], done: list[TableOutcome]
) -> list[str]:
    """Who leaves the tables of ``done`` for round i + 1. In every movement (§3.4) where a
    player goes depends only on the winner at his own table, so the tables not yet entered are
    given any winner and only the tables entered are read."""
    if i >= int(sc.drive.rules["rounds"]) or not done:
        return []
    won = {o.table: o.winner for o in done}
    nxt = sc.next_seating(seating, [won.get(t, "NS") for t in range(1, len(seating) + 1)])
    table_of = {x: t for t, tab in enumerate(nxt, 1) for x in tab}
    real = sc.real
    return sorted(x for t in won for x in seating[t - 1] if x in real and table_of.get(x) != t)


def _remembered(obj: object, standings: bool = True) -> DriveResult | None:
    """The rounds of a record scored through the steps remembered (each round not yet seen
    scored and remembered), with the standings; None where the record has a problem."""
    if type(obj) is not dict:
        return None
    rounds = obj.get("rounds", [])
    head = _head(obj) if type(rounds) is list else None
    if head is None or len(rounds) > int(head.drive.rules["rounds"]):
        return None
    steps = _steps(head, rounds)
    if steps is None:
        return None
    drive = head.drive
    last = steps[-1] if steps else None
    lines = _lines_so_far(head, steps)
    warnings = [w for st in steps for w in st.warnings]
    result = DriveResult(drive, [st.outcome for st in steps], lines, warnings)
    if not standings:
        return result
    _standings(result, head.zero if last is None else last.sums)
    result.made_rounds = [st.item for st in steps]
    result.made_cards = _cards_so_far(head, steps)
    return result


# -- scoring the rounds -----------------------------------------------------------------------


@dataclass(slots=True)
class _Scoring:
    """What scoring the rounds of a drive needs, worked out once: the drive, the bridge scorer,
    every entrant's lines so far and the house rules that steer the walk."""

    drive: Drive
    scorer: TableScorer | None
    lines: dict[str, list[Line]]
    real: frozenset[str]
    role_of: Callable[[str], str | None]
    pair: bool
    rounds_won: bool
    net: bool
    odd: bool
    fast: bool  # one hand of whist a round, no honours: a table can be read in one step
    plain: bool  # … and individual, by tricks: four real players are credited in one step
    #: an individual bridge drive of contract deals scored alone: a table of four real players
    #: can be read in one step (:func:`_quick_deals`)
    alone: bool = False
    #: the cards are made as the lines are credited in one step (a plain whist drive, or an
    #: ``alone`` drive scored by points)
    carded: bool = False
    warnings: list[str] = field(default_factory=list)
    #: a plain drive scored afresh (:func:`_score`): each entrant's card lines and total, made
    #: as its lines are credited in one step; ``mixed`` holds who has a line credited otherwise
    cards: dict[str, list[dict[str, Any]]] | None = None
    running: dict[str, Num] = field(default_factory=dict)
    mixed: set[str] = field(default_factory=set)
    #: the figures of a table read in one step and the sheet's entry of them, by NS's tricks,
    #: made once (they are only read)
    one_hand: dict[int, tuple[list[tuple[Num, Num]], list[dict[str, Any]]]] = field(
        default_factory=dict
    )
    #: how a table read in one step goes, by NS's tricks (:func:`_quick_hands`)
    quick_hands: list[_QuickHand] = field(default_factory=list)
    #: an ``alone`` drive's figures of a deal as the sheet writes them, each pair made once
    #: (:func:`_figures_json`; only read)
    shared_figures: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)

    @classmethod
    def of(cls, drive: Drive) -> _Scoring:
        rules = drive.rules
        pair = drive.pair_drive
        rounds_won = rules["score_by"] == "rounds_won"
        scorer = None
        if drive.bridge:
            scorer = scorer_for(GAME_OF_FORM[drive.form], str(drive.code), rules)
        roles = {p.id: p.role for p in drive.players.values()}
        if not pair:
            roles.update(_ghost_roles(drive))
        lines: dict[str, list[Line]] = {e: [] for e in drive.entrants()}
        fast = drive.form == "whist_drive" and drive.per_round == 1 and rules["honours"] is not True
        odd = rules.get("count") == "odd_tricks"
        plain = fast and not pair and not rounds_won
        alone = scorer is not None and scorer.alone and not pair
        return cls(
            drive=drive,
            scorer=scorer,
            lines=lines,
            real=frozenset(lines),
            role_of=roles.get,
            pair=pair,
            rounds_won=rounds_won,
            net=rules.get("bridge_score") == "net_points",
            odd=odd,
            fast=fast,
            plain=plain,
            alone=alone,
            carded=plain or (alone and not rounds_won),
            quick_hands=_quick_hands(odd) if fast else [],
        )

    def fresh(self) -> _Scoring:
        """The same set-up with no lines and no warnings yet (one round's)."""
        return dataclasses.replace(self, lines={e: [] for e in self.lines}, warnings=[])

    def next_seating(
        self, seating: tuple[tuple[str, ...], ...], winners: list[str]
    ) -> tuple[tuple[str, ...], ...]:
        """The movement (§3.4): the next round's seating from this round's winners."""
        rules = self.drive.rules
        mv, movers = str(rules["movement"]), str(rules["movers"])
        if self.pair:
            return movement.next_pairs(mv, movers, seating, winners)  # type: ignore[arg-type]
        split = bool(rules["head_winners_split"])
        return movement.next_individual(mv, movers, seating, winners, self.role_of, split)  # type: ignore[arg-type]


def _score(drive: Drive, pr: Problems) -> DriveResult:
    """Every round in order: its seating (stored, else moved from the round before), its
    tables scored and credited, and the next seating. A round that cannot be scored credits
    nobody, and a later round without a stored seating cannot be seated."""
    sc = _Scoring.of(drive)
    if sc.carded:
        sc.cards = {e: [] for e in sc.lines}
        sc.running = dict.fromkeys(sc.lines, 0)
    last = int(drive.rules["rounds"])
    rounds: list[RoundOutcome] = []
    seating: tuple[tuple[str, ...], ...] = drive.start
    derived: tuple[tuple[str, ...], ...] | None = None
    for i, rnd in enumerate(drive.rounds, 1):
        stored = drive.seatings[i - 1]
        if stored is None and i > 1 and derived is None:
            break  # the previous round could not be scored: its problems are reported
        seating = _seating_played(sc, i, stored, derived, seating)
        if stored is not None or i == 1:
            _partner_warnings(sc, i, seating)
        results = rnd.get("results")
        if not isinstance(results, list):
            derived = None
            continue
        tables, shown, winners = _round_tables(sc, i, seating, results, pr)
        trumps = _trumps(drive, i, rnd)
        if winners is None:
            _drop_round(sc.lines, i)
            sc.cards = None
            derived = None
            rounds.append(RoundOutcome(i, seating, tables, None, trumps, False))
            continue
        derived = sc.next_seating(seating, winners)
        nxt = derived if i < last else None
        rounds.append(RoundOutcome(i, seating, tables, nxt, trumps, stored is not None, shown))
    result = DriveResult(drive, rounds, sc.lines, sc.warnings)
    if sc.cards is not None:
        mixed = sc.mixed
        result.quick_cards = {e: c for e, c in sc.cards.items() if c and e not in mixed}
        result.quick_totals = sc.running
    return result


def _ghost_roles(drive: Drive) -> dict[str, str]:
    """§2.1: "a ghost takes the role of the seat it starts in … and moves like a player": each
    ghost's role is that of the first seat it is given (N and E the ladies', S and W the
    gents'), in the start or in the first stored seating it is in (a departure's ghost)."""
    roles: dict[str, str] = {}
    for seating in (drive.start, *drive.seatings):
        for table in seating or ():
            for k, e in enumerate(table):
                if is_ghost(e) and e not in roles:
                    roles[e] = "lady" if k in (0, 1) else "gent"
    return roles


def _seating_played(
    sc: _Scoring,
    i: int,
    stored: tuple[tuple[str, ...], ...] | None,
    derived: tuple[tuple[str, ...], ...] | None,
    seating: tuple[tuple[str, ...], ...],
) -> tuple[tuple[str, ...], ...]:
    """Round i's seating: the stored one (flagged where the movement gives another, §5.6),
    else the one the movement derived, else the start."""
    if stored is not None:
        if derived is not None and stored != derived:
            sc.warnings.append(_reseated(i, stored, derived, sc.pair, sc.real))
        return stored
    return derived if derived is not None else seating


def _partner_warnings(sc: _Scoring, i: int, seating: tuple[tuple[str, ...], ...]) -> None:
    """§2.2: two ladies or two gents partnered in a seating given by hand is flagged."""
    if sc.pair or sc.drive.rules["movement"] not in ROLE_MOVEMENTS:
        return
    role_of = sc.role_of
    for k, tab in enumerate(seating, 1):
        for a, b in ((tab[0], tab[2]), (tab[1], tab[3])):
            ra, rb = role_of(a), role_of(b)
            if ra is not None and ra == rb:
                sc.warnings.append(f"round {i}, table {k}: {a} and {b} are partners")


def _results_by_table(tables: int, i: int, results: list[Any], pr: Problems) -> dict[int, Any]:
    """The round's results by table number, each table once."""
    by_table: dict[int, Any] = {}
    for j, res in enumerate(results, 1):
        t = res.get("table") if isinstance(res, dict) else None
        if type(t) is int and 1 <= t <= tables and t not in by_table:
            by_table[t] = res  # the common case, first
        elif not isinstance(t, int) or isinstance(t, bool) or not 1 <= t <= tables:
            pr.add(where(i), f"result {j}: table: not a table 1 to {tables}")
        elif t in by_table:
            pr.add(where(i, t), "two results for the table")
        else:
            by_table[t] = res
    return by_table


def _round_tables(
    sc: _Scoring,
    i: int,
    seating: tuple[tuple[str, ...], ...],
    results: list[Any],
    pr: Problems,
) -> tuple[list[TableOutcome], list[dict[str, Any]] | None, list[str] | None]:
    """Round i's tables scored and credited: (the tables, the sheet's entries of them if the
    round was read in one step (then there are no tables), each table's winner); the winners
    are None if a table has a problem."""
    if sc.plain:
        quick = _quick_round(sc, i, seating, results)
        if quick is not None:
            return [], quick[1], quick[0]
    elif sc.alone:
        read = _quick_deals_round(sc, i, seating, results, pr)
        if read is not None:
            return read
    tables, ok = _score_tables(sc, i, seating, results, pr)
    return tables, None, [o.winner for o in tables] if ok else None


def _score_tables(
    sc: _Scoring,
    i: int,
    seating: tuple[tuple[str, ...], ...],
    results: list[Any],
    pr: Problems,
    entered_only: bool = False,
) -> tuple[list[TableOutcome], bool]:
    """Round i's tables scored, in table order, and credited while none has a problem;
    ``entered_only``: the tables with a result (a round in progress), the others passed."""
    by_table = _results_by_table(sc.drive.tables, i, results, pr)
    tables: list[TableOutcome] = []
    ok = True
    for t in range(1, sc.drive.tables + 1):
        tab = seating[t - 1]
        res = by_table.get(t)
        if res is None and entered_only:
            continue
        if res is None:
            pr.add(where(i, t), "no result; every table has one a round")
            ok = False
            continue
        if sc.alone:
            o = _quick_deals(sc, i, t, tab, res, ok)
            if o is not None:
                tables.append(o)  # credited by _quick_deals
                continue
        o = _quick_table(sc, i, t, tab, res, ok) if sc.fast else None
        if o is not None and sc.plain:
            tables.append(o)  # credited by _quick_table
            continue
        sides = _sides(tab, sc.pair)
        if o is None:
            o = _table(sc, i, t, tab, sides, res, pr)
            if o is None:
                ok = False
                continue
        tables.append(o)
        if ok and not o.empty:
            _credit(sc, i, o, sides)
    return tables, ok


def _drop_round(lines: dict[str, list[Line]], i: int) -> None:
    """A round with problems credits nobody: its lines are taken back."""
    for e in lines:
        while lines[e] and lines[e][-1][R] == i:
            lines[e].pop()


def _sides(tab: tuple[str, ...], pair: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Who sits NS and who EW: a pair each, or two players each."""
    return ((tab[0],), (tab[1],)) if pair else ((tab[0], tab[2]), (tab[1], tab[3]))


def _quick_table(
    sc: _Scoring, i: int, t: int, tab: tuple[str, ...], res: Any, credit: bool
) -> TableOutcome | None:
    """The common table of a whist drive read in one step (four real players, one hand, just
    NS and EW, valid tricks), and in a plain drive its four players credited here when
    ``credit``; None sends the table to the full reading of :func:`_table`."""
    if len(res) != 3 or not sc.real.issuperset(tab):
        return None
    ns, ew = res.get("NS"), res.get("EW")
    if type(ns) is not int or type(ew) is not int or not 0 <= ns <= 13 or ns + ew != 13:
        return None
    tricks = ns
    if sc.odd:
        ns, ew = ns - 6 if ns > 6 else 0, ew - 6 if ew > 6 else 0
    w = ns > ew
    if credit and sc.plain:
        n_, e_, s_, w_ = tab
        lines = sc.lines
        won_ns, won_ew = (1, 0) if w else (0, 1)
        ew_side: Sequence[str]
        ns_side: Sequence[str]
        if sc.cards is None:
            ew_side, ns_side = (e_, w_), (n_, s_)
        else:  # the card's lists of opponents, shared by the line
            ew_side, ns_side = _quick_card_lines(sc.cards, sc.running, i, t, tab, ns, ew, w)
        lines[n_].append((i, t, "NS", True, ns, ns, won_ns, s_, ew_side, w))
        lines[s_].append((i, t, "NS", True, ns, ns, won_ns, n_, ew_side, w))
        lines[e_].append((i, t, "EW", True, ew, ew, won_ew, w_, ns_side, not w))
        lines[w_].append((i, t, "EW", True, ew, ew, won_ew, e_, ns_side, not w))
    known = sc.one_hand.get(tricks)
    if known is None:
        known = sc.one_hand[tricks] = ([(ns, ew)], _figures_json([(ns, ew)]))
    return TableOutcome(t, tab, ns, ew, "NS" if w else "EW", None, known[0])


def _quick_deals(
    sc: _Scoring, i: int, t: int, tab: tuple[str, ...], res: Any, credit: bool
) -> TableOutcome | None:
    """The common table of an individual bridge drive of contract deals scored alone read in
    one step (:func:`_quick_deals_read`), and its four players credited here when ``credit``
    (:func:`_quick_deals_credit`); None sends the table to the full reading of :func:`_table`
    (which takes its deals from the memo: nothing is scored twice)."""
    drive = sc.drive
    got = _quick_deals_read(sc, tab, res, drive.per_round, drive.rules["round_end"] == "bell")
    if got is None:
        return None
    figures, ns, ew = got
    w = ns > ew
    if credit:
        _quick_deals_credit(sc, i, t, tab, ns, ew, w)
    return TableOutcome(t, tab, ns, ew, "NS" if w else "EW", None, list(figures))


def _quick_deals_read(
    sc: _Scoring, tab: tuple[str, ...], res: Any, per: int, bell: bool
) -> tuple[tuple[tuple[int, int], ...], int, int] | None:
    """A table of an ``alone`` drive (:class:`_Scoring`) read in one step: four real players;
    a result of its table, deals, first dealer and tie winner only; every deal a played deal
    read without a problem, scored deal by deal (:func:`alone_figures`); as many as the
    round has (``per``, fewer where the round ends at the ``bell``); not a tie. Its figures
    and NS's and EW's totals; None otherwise."""
    if type(res) is not dict or not sc.real.issuperset(tab) or not _RESULT_KEYS.issuperset(res):
        return None
    fd = res.get("first_dealer", "N")
    seat = _SEAT_OF.get(fd) if type(fd) is str else None
    tw = res.get("tie_winner")
    if seat is None or (tw is not None and tw not in SIDES):
        return None
    scorer = sc.scorer
    assert scorer is not None
    figures = alone_figures(scorer, res.get("deals"), seat)
    if figures is None:
        return None
    if len(figures) != per and (len(figures) > per or not bell):
        return None
    ns = ew = 0
    for a, b in figures:
        ns += a
        ew += b
    if ns == ew:
        return None
    return figures, ns, ew


def _quick_deals_credit(
    sc: _Scoring, i: int, t: int, tab: tuple[str, ...], ns: int, ew: int, w: bool
) -> None:
    """The four players of a table read in one step (:func:`_quick_deals_read`) credited, as
    :func:`_credit` credits them; their card lines made as they are where ``sc.cards``."""
    n_, e_, s_, w_ = tab
    lines = sc.lines
    won_ns, won_ew = (1, 0) if w else (0, 1)
    points_ns, points_ew = (ns - ew, ew - ns) if sc.net else (ns, ew)
    carried_ns, carried_ew = (won_ns, won_ew) if sc.rounds_won else (points_ns, points_ew)
    ew_side: Sequence[str]
    ns_side: Sequence[str]
    if sc.cards is None:
        ew_side, ns_side = (e_, w_), (n_, s_)
    else:  # the card's lists of opponents, shared by the line
        ew_side, ns_side = _quick_card_lines(
            sc.cards, sc.running, i, t, tab, carried_ns, carried_ew, w
        )
    lost = not w
    lines[n_].append((i, t, "NS", True, carried_ns, points_ns, won_ns, s_, ew_side, w))
    lines[s_].append((i, t, "NS", True, carried_ns, points_ns, won_ns, n_, ew_side, w))
    lines[e_].append((i, t, "EW", True, carried_ew, points_ew, won_ew, w_, ns_side, lost))
    lines[w_].append((i, t, "EW", True, carried_ew, points_ew, won_ew, e_, ns_side, lost))


def _quick_deals_round(
    sc: _Scoring, i: int, seating: tuple[tuple[str, ...], ...], results: list[Any], pr: Problems
) -> tuple[list[TableOutcome], list[dict[str, Any]] | None, list[str] | None] | None:
    """Round i of an ``alone`` drive (:class:`_Scoring`) whose results are one a table, in
    table order, scored and credited as :func:`_score_tables` scores and credits it (each
    table credited while no table before it has a problem), each table read in one step where
    it can be (:func:`_quick_deals_read`), else in full (:func:`_table`): as
    :func:`_round_tables` returns it, the sheet's entries of the tables made here (as
    :func:`_tables_json` writes them). None, with nothing done, where the results are not one
    a table in table order."""
    if len(results) != len(seating):
        return None
    for t, res in enumerate(results, 1):
        table = res.get("table") if type(res) is dict else None
        if table != t or type(table) is not int:
            return None
    ok = True
    per, bell = sc.drive.per_round, sc.drive.rules["round_end"] == "bell"
    tables: list[TableOutcome] = []  # the tables read in full
    winners: list[str] = []
    shown: list[dict[str, Any]] = []
    shared = sc.shared_figures
    shared_get = shared.get
    real = sc.real
    for t, (tab, res) in enumerate(zip(seating, results, strict=True), 1):
        got = _quick_deals_read(sc, tab, res, per, bell)
        if got is not None:
            figures, ns, ew = got
            w = ns > ew
            winner = "NS" if w else "EW"
            if not ok:  # a table before has a problem: the round credits nobody
                tables.append(TableOutcome(t, tab, ns, ew, winner, None, list(figures)))
                continue
            _quick_deals_credit(sc, i, t, tab, ns, ew, w)
            winners.append(winner)
            n_, e_, s_, w_ = tab
            shown.append(
                {"table": t, "seating": {"N": n_, "E": e_, "S": s_, "W": w_}, "NS": ns,
                 "EW": ew, "winner": winner, "decided_by": None,
                 "deals": [shared_get(f) or _shared_figure(shared, f) for f in figures]}
            )  # fmt: skip
            continue
        o = _table(sc, i, t, tab, _sides(tab, False), res, pr)
        if o is None:
            ok = False
            continue
        tables.append(o)
        if not ok:
            continue
        if o.empty:
            pass
        elif (
            o.bye is None
            and not o.half
            and type(o.ns) is int
            and type(o.ew) is int
            and real.issuperset(tab)
        ):  # played and won on whole figures (a tie decided, say): credited as in one step
            _quick_deals_credit(sc, i, t, tab, o.ns, o.ew, o.winner == "NS")
        else:
            _credit(sc, i, o, _sides(tab, False))
        winners.append(o.winner)
        shown.append(_tables_json(False, "deals", [o], shared)[0])
    if not ok:
        return tables, None, None
    return [], shown, winners


def _shared_figure(
    shared: dict[tuple[int, int], dict[str, Any]], f: tuple[int, int]
) -> dict[str, Any]:
    """A deal's whole figures as the sheet writes them (:func:`_figures_json`), made once."""
    d = shared[f] = {"NS": f[0], "EW": f[1]}
    return d


#: The fields of a bridge drive's table result.
_RESULT_KEYS = frozenset(("table", "deals", "first_dealer", "tie_winner"))


def _quick_tricks(
    real: frozenset[str], seating: tuple[tuple[str, ...], ...], results: list[Any]
) -> list[int] | None:
    """NS's tricks at each table of a round of a plain whist drive, when every table can be
    read in one step (:func:`_quick_table`) and the results are in table order, one a table;
    else None."""
    if len(results) != len(seating) or not real.issuperset(itertools.chain(*seating)):
        return None
    tricks: list[int] = []
    for t, res in enumerate(results, 1):
        if type(res) is not dict or len(res) != 3:
            return None
        try:
            table, ns, ew = res["table"], res["NS"], res["EW"]
        except KeyError:
            return None
        if table != t or type(table) is not int or type(ns) is not int or type(ew) is not int:
            return None
        if ns + ew != 13 or not 0 <= ns <= 13:
            return None
        tricks.append(ns)
    return tricks


#: How a table read in one step goes, by NS's tricks (:func:`_quick_hands`): NS's and EW's
#: figures, whether NS won, the winner, the rounds won by NS and by EW, and the sheet's
#: figures of the table.
_QuickHand = tuple[int, int, bool, str, int, int, list[dict[str, Any]]]


def _quick_hands(odd: bool) -> list[_QuickHand]:
    """How a table read in one step goes for each of NS's tricks 0 … 13 (all tricks, or odd
    tricks where ``odd``)."""
    hands: list[_QuickHand] = []
    for ns in range(14):
        a, b = (ns - 6 if ns > 6 else 0, 7 - ns if ns < 7 else 0) if odd else (ns, 13 - ns)
        w = a > b
        shown = _figures_json([(a, b)])
        hands.append((a, b, w, "NS" if w else "EW", 1 if w else 0, 0 if w else 1, shown))
    return hands


def _quick_round(
    sc: _Scoring, i: int, seating: tuple[tuple[str, ...], ...], results: list[Any]
) -> tuple[list[str], list[dict[str, Any]]] | None:
    """Round i of a plain whist drive read, scored and credited in one step when every table
    can be (:func:`_quick_tricks`): each table's winner and sheet entry, the tables as
    :func:`_quick_table` reads and credits them, one by one; None otherwise."""
    tricks = _quick_tricks(sc.real, seating, results)
    if tricks is None:
        return None
    if sc.cards is not None:
        return _quick_round_carded(sc, i, seating, tricks)
    lines, hands = sc.lines, sc.quick_hands
    winners: list[str] = []
    shown: list[dict[str, Any]] = []
    for t, (n_, e_, s_, w_), ns in zip(itertools.count(1), seating, tricks):
        a, b, w, winner, won_ns, won_ew, figures = hands[ns]
        ew_side, ns_side = (e_, w_), (n_, s_)
        lines[n_].append((i, t, "NS", True, a, a, won_ns, s_, ew_side, w))
        lines[s_].append((i, t, "NS", True, a, a, won_ns, n_, ew_side, w))
        lines[e_].append((i, t, "EW", True, b, b, won_ew, w_, ns_side, not w))
        lines[w_].append((i, t, "EW", True, b, b, won_ew, e_, ns_side, not w))
        winners.append(winner)
        shown.append(
            {"table": t, "seating": {"N": n_, "E": e_, "S": s_, "W": w_}, "NS": a, "EW": b,
             "winner": winner, "decided_by": None, "hands": figures}
        )  # fmt: skip
    return winners, shown


def _quick_round_carded(
    sc: _Scoring, i: int, seating: tuple[tuple[str, ...], ...], tricks: list[int]
) -> tuple[list[str], list[dict[str, Any]]]:
    """:func:`_quick_round` of a drive scored afresh (:func:`_score`): each player's card line
    (:func:`_card_line`) made as the line is credited, the running totals kept in
    ``sc.running``; a line's opponents are the list its card shows."""
    lines, hands, running = sc.lines, sc.quick_hands, sc.running
    cards = sc.cards
    assert cards is not None
    winners: list[str] = []
    shown: list[dict[str, Any]] = []
    for t, (n_, e_, s_, w_), ns in zip(itertools.count(1), seating, tricks):
        a, b, w, winner, won_ns, won_ew, figures = hands[ns]
        ew_side, ns_side = _quick_card_lines(cards, running, i, t, (n_, e_, s_, w_), a, b, w)
        lost = not w
        lines[n_].append((i, t, "NS", True, a, a, won_ns, s_, ew_side, w))
        lines[s_].append((i, t, "NS", True, a, a, won_ns, n_, ew_side, w))
        lines[e_].append((i, t, "EW", True, b, b, won_ew, w_, ns_side, lost))
        lines[w_].append((i, t, "EW", True, b, b, won_ew, e_, ns_side, lost))
        winners.append(winner)
        shown.append(
            {"table": t, "seating": {"N": n_, "E": e_, "S": s_, "W": w_}, "NS": a, "EW": b,
             "winner": winner, "decided_by": None, "hands": figures}
        )  # fmt: skip
    return winners, shown


def _quick_card_lines(
    cards: dict[str, list[dict[str, Any]]],
    running: dict[str, Num],
    i: int,
    t: int,
    tab: tuple[str, ...],
    ns: Num,
    ew: Num,
    w: bool,
) -> tuple[list[str], list[str]]:
    """The card lines (:func:`_card_line`) of the four players of a table read in one step
    (:func:`_quick_table`), made as they are credited: ``running`` holds each one's total.
    Returns the lists of opponents of NS and of EW."""
    n_, e_, s_, w_ = tab
    ew_side, ns_side = [e_, w_], [n_, s_]
    lost = not w
    total = running[n_] = running[n_] + ns
    cards[n_].append(
        {"round": i, "table": t, "side": "NS", "partner": s_, "opponents": ew_side,
         "score": ns, "won": w, "bye": False, "total": total}
    )  # fmt: skip
    total = running[s_] = running[s_] + ns
    cards[s_].append(
        {"round": i, "table": t, "side": "NS", "partner": n_, "opponents": ew_side,
         "score": ns, "won": w, "bye": False, "total": total}
    )  # fmt: skip
    total = running[e_] = running[e_] + ew
    cards[e_].append(
        {"round": i, "table": t, "side": "EW", "partner": w_, "opponents": ns_side,
         "score": ew, "won": lost, "bye": False, "total": total}
    )  # fmt: skip
    total = running[w_] = running[w_] + ew
    cards[w_].append(
        {"round": i, "table": t, "side": "EW", "partner": e_, "opponents": ns_side,
         "score": ew, "won": lost, "bye": False, "total": total}
    )  # fmt: skip
    return ew_side, ns_side


def _reseated(
    i: int,
    stored: tuple[tuple[str, ...], ...],
    derived: tuple[tuple[str, ...], ...],
    pair: bool,
    real: frozenset[str],
) -> str:
    """The §5.6 warning: who sits otherwise than the movement from the round before gives."""
    seats = ("NS", "EW") if pair else ("N", "E", "S", "W")

    def where_(seating: tuple[tuple[str, ...], ...]) -> dict[str, str]:
        return {
            x: f"table {t} {seat}"
            for t, tab in enumerate(seating, 1)
            for seat, x in zip(seats, tab, strict=True)
            if x in real
        }

    played, moved = where_(stored), where_(derived)
    names = [x for x in sorted(played) if moved.get(x) != played[x]]
    shown = [
        f"{x} at {played[x]} ({'the movement gives ' + moved[x] if x in moved else 'arrived'})"
        for x in names[:4]
    ]
    more = f" and {len(names) - 4} more" if len(names) > 4 else ""
    tables = sorted({t + 1 for t in range(len(stored)) if stored[t] != derived[t]})
    return (
        f"round {i}: the seating played differs from the movement at table"
        f"{'s' if len(tables) > 1 else ''} {', '.join(map(str, tables))}: "
        f"{'; '.join(shown) + more or 'a ghost sits in another seat'}; the round was played "
        "as seated"
    )


def _trumps(drive: Drive, i: int, rnd: Mapping[str, Any]) -> str | None:
    if "trumps" in rnd:
        return str(rnd["trumps"])
    if drive.form == "whist_drive" and drive.rules.get("trumps") == "rotate":
        order = str(drive.rules["trump_order"])
        return order[((i - 1) * drive.per_round) % len(order)]
    return None


def _table(
    sc: _Scoring,
    i: int,
    t: int,
    tab: tuple[str, ...],
    sides: tuple[tuple[str, ...], tuple[str, ...]],
    res: Any,
    pr: Problems,
) -> TableOutcome | None:
    """One table's result read in full against its seating: an empty table, a bye, or the
    hands (deals) scored and the winner found, ties by the tie rule (§3.6)."""
    place = f"round {i}, table {t}"  # where(i, t)
    if not isinstance(res, dict):
        pr.add(place, "the result must be an object")
        return None
    real = sc.real
    if real.isdisjoint(sides[0]) or real.isdisjoint(sides[1]):
        ghostly = [s for s, ids in zip(SIDES, sides, strict=True) if real.isdisjoint(ids)]
        return _ghost_table(t, tab, ghostly, res, place, pr)
    if "bye" in res:
        pr.add(place, "bye: no ghosts sit at this table; give its score")
        return None
    tw = res.get("tie_winner")
    if tw is not None and tw not in SIDES:
        pr.add(place, "tie_winner: NS or EW")
        return None
    if sc.scorer is None:
        figures, premium = _whist_hands(sc.drive, res, place, pr), (0, 0)
    else:
        figures, premium = _bridge_deals(sc.drive, sc.scorer, res, place, pr)
    if figures is None:
        return None
    ns: Num = 0
    ew: Num = 0
    for a, b in figures:
        ns += a
        ew += b
    ns += premium[0]
    ew += premium[1]
    o = TableOutcome(t, tab, ns, ew, "NS", None, figures)
    if ns != ew:
        o.winner = "NS" if ns > ew else "EW"
        return o
    return _TIE_RULES[str(sc.drive.rules["tie_at_table"])](sc.drive, o, tw, place, pr)


def _ghost_table(
    t: int,
    tab: tuple[str, ...],
    ghostly: list[str],
    res: Mapping[str, Any],
    place: str,
    pr: Problems,
) -> TableOutcome | None:
    """A table where ghosts sit on one side (a bye for the other, §3.7) or on both (no
    players: nothing to give but the table number)."""
    if len(ghostly) == 2:
        for key in res:
            if key != "table":
                pr.add(place, f"{key}: only ghosts sit at this table; give the table number only")
        return TableOutcome(t, tab, None, None, "NS", "no players", empty=True)
    playing = _OTHER[ghostly[0]]
    scored = [k for k in res if k not in ("table", "bye")]
    if scored or res.get("bye") != playing:
        pr.add(
            place,
            f"bye: ghosts sit {SIDE_NAMES[ghostly[0]]}, so {SIDE_NAMES[playing]} have a "
            f'bye: give "bye": "{playing}"' + (f" and no {', '.join(scored)}" if scored else ""),
        )
        return None
    return TableOutcome(t, tab, None, None, playing, "bye", bye=playing)


# -- a tie at a table (§3.6): one function per house rule tie_at_table ------------------------

TieRule = Callable[[Drive, TableOutcome, Any, str, Problems], "TableOutcome | None"]


def _tie_half_win(drive: Drive, o: TableOutcome, tw: Any, place: str, pr: Problems) -> TableOutcome:
    """``half_win``: half a round won each; NS moves as the winner."""
    o.half = True
    o.decided_by = "half_win"
    return o


def _tie_count_back(
    drive: Drive, o: TableOutcome, tw: Any, place: str, pr: Problems
) -> TableOutcome | None:
    """``count_back``: the side that scored more on the last hand (deal) that differs; if every
    one is level, the cut."""
    word = "deal" if drive.bridge else "hand"
    for k in range(len(o.figures) - 1, -1, -1):
        a, b = o.figures[k]
        if a != b:
            w = "NS" if a > b else "EW"
            hi, lo = (a, b) if w == "NS" else (b, a)
            o.winner = w
            o.decided_by = f"count_back: {word} {k + 1} {w} {out(hi)} v {_OTHER[w]} {out(lo)}"
            return o
    return _tie_cut(drive, o, tw, place, pr)


def _tie_cut(
    drive: Drive, o: TableOutcome, tw: Any, place: str, pr: Problems
) -> TableOutcome | None:
    """``cut`` (and a count-back level to the first hand): the recorded ``tie_winner``."""
    if tw is None:
        rule = drive.rules["tie_at_table"]
        why = "every hand was level too" if rule == "count_back" else "the tie rule is the cut"
        if drive.bridge and rule == "count_back":
            why = "every deal was level too"
        assert o.ns is not None
        pr.add(place, f"tie_winner: {out(o.ns)} all and {why}; record the cut as tie_winner")
        return None
    o.winner = str(tw)
    o.decided_by = "cut"
    return o


_TIE_RULES: Mapping[str, TieRule] = {
    "half_win": _tie_half_win,
    "count_back": _tie_count_back,
    "cut": _tie_cut,
}


# -- the hands of a whist drive ---------------------------------------------------------------


def _whist_hands(
    drive: Drive, res: Mapping[str, Any], place: str, pr: Problems
) -> list[tuple[Num, Num]] | None:
    """Each hand of a whist result as counted (``count``, ``honours``); None on a problem."""
    rules = drive.rules
    honours = rules["honours"] is True
    odd = rules["count"] == "odd_tricks"
    given = _hands_given(drive, res, place, pr)
    if given is None:
        return None
    hands, many = given
    out_: list[tuple[Num, Num]] = []
    before = len(pr.lines)
    for h, hand in enumerate(hands, 1):
        at = f"{place}, hand {h}" if many else place
        counted = _whist_hand(hand, odd, honours, at, pr)
        if counted is not None:
            out_.append(counted)
    return out_ if len(out_) == len(hands) and len(pr.lines) == before else None


def _hands_given(
    drive: Drive, res: Mapping[str, Any], place: str, pr: Problems
) -> tuple[list[Any], bool] | None:
    """The hands of a whist result: its ``hands`` list (many), or the result itself as its one
    hand; checked for unknown fields and for the number of hands a round."""
    per = drive.per_round
    allowed = {"table", "tie_winner", "hands"}
    if "hands" in res:
        hands = res["hands"]
        if not isinstance(hands, list):
            pr.add(place, "hands: expected a list, one entry per hand")
            return None
        for k in _HAND_KEYS:
            if k in res:
                pr.add(place, f"{k}: with hands, give each hand's tricks in hands")
        many = True
    else:
        if per != 1:
            pr.add(place, f"hands: missing; the round has {per} hands (house rule hands_per_round)")
            return None
        allowed |= set(_HAND_KEYS)
        hands = [{k: res[k] for k in _HAND_KEYS if k in res}]
        many = False
    for key in res:
        if key not in allowed:
            pr.add(place, f"{key}: unknown field of a whist result")
    if len(hands) > per or (len(hands) < per and drive.rules["round_end"] != "bell"):
        pr.add(
            place,
            f"hands: {len(hands)} hand{'s' if len(hands) != 1 else ''} recorded, the round has "
            f"{per} (house rule hands_per_round)",
        )
        return None
    return hands, many


_HAND_KEYS = ("NS", "EW", "honours")


def _whist_hand(
    hand: Any, odd: bool, honours: bool, at: str, pr: Problems
) -> tuple[Num, Num] | None:
    """One hand: (NS, EW) as counted, tricks (or odd tricks) plus any honours."""
    if not isinstance(hand, dict):
        pr.add(at, "expected an object with NS and EW tricks")
        return None
    for key in hand:
        if key not in _HAND_KEYS:
            pr.add(at, f"{key}: unknown field of a hand")
    tricks = _hand_tricks(hand, at, pr)
    if tricks is None:
        return None
    ns, ew = tricks
    a, b = (max(0, ns - 6), max(0, ew - 6)) if odd else (ns, ew)
    hon = hand.get("honours")
    if honours:
        extra = _hand_honours(hon, at, pr)
        if extra is None:
            return None
        return a + extra[0], b + extra[1]
    if hon is not None:
        pr.add(at, "honours: not counted in this drive (house rule honours is false)")
        return None
    return a, b


def _hand_tricks(hand: Mapping[str, Any], at: str, pr: Problems) -> tuple[int, int] | None:
    """Each side's tricks, 0 to 13, adding up to 13."""
    ns, ew = hand.get("NS"), hand.get("EW")
    bad = False
    for side, v in (("NS", ns), ("EW", ew)):
        if v is None:
            pr.add(at, f"{SIDE_NAMES[side]} tricks: missing")
            bad = True
        elif type(v) is not int or not 0 <= v <= 13:
            pr.add(at, f"{SIDE_NAMES[side]} tricks: {v!r} is not 0 to 13")
            bad = True
    if bad:
        return None
    assert isinstance(ns, int) and isinstance(ew, int)
    if ns + ew != 13:
        pr.add(at, f"North–South tricks: {ns} + {ew} = {ns + ew}, they must add up to 13")
        return None
    return ns, ew


def _hand_honours(hon: Any, at: str, pr: Problems) -> tuple[int, int] | None:
    """What the honours add to each side (house rule ``honours``): 4 honours 4, 3 honours 2."""
    if not isinstance(hon, dict) or set(hon) - {"NS", "EW"}:
        pr.add(at, 'honours: missing; give {"NS": n, "EW": n} (house rule honours)')
        return None
    hn, he = hon.get("NS", 0), hon.get("EW", 0)
    if type(hn) is not int or type(he) is not int or hn < 0 or he < 0:
        pr.add(at, "honours: a count for NS and for EW, 0 to 4")
        return None
    if hn + he not in (0, 4):
        pr.add(
            at,
            f"honours: NS {hn} + EW {he} = {hn + he}; the four trump honours are held "
            f"between the sides (4 in all; 0 at no trumps)",
        )
        return None
    return _HONOURS.get(hn, 0), _HONOURS.get(he, 0)


def _bridge_deals(
    drive: Drive, scorer: TableScorer, res: Mapping[str, Any], place: str, pr: Problems
) -> tuple[list[tuple[Num, Num]] | None, tuple[int, int]]:
    for key in res:
        if key not in _RESULT_KEYS:
            pr.add(place, f"{key}: unknown field of a bridge result")
    raw = res.get("deals")
    if not isinstance(raw, list):
        pr.add(place, "deals: missing; the deals of the round, each a deal record")
        return None, (0, 0)
    fd = res.get("first_dealer", "N")
    seat = _SEAT_OF.get(fd) if isinstance(fd, str) else None
    if seat is None:
        pr.add(place, f"first_dealer: {fd!r} is not N, E, S or W")
        return None, (0, 0)
    per = drive.per_round
    # a table of contract deals scored alone, deal by deal: no problems, every deal counted
    known = alone_figures(scorer, raw, seat)
    if known is not None and (
        len(known) == per or (len(known) < per and drive.rules["round_end"] == "bell")
    ):
        return list(known), (0, 0)
    found: list[DealProblem] = []
    scored = score_table(scorer, raw, seat, found)
    for p in found:
        at = f"{place}, deal {p.deal}" if p.deal is not None else place
        pr.add(at, f"{_field(p.field)}: {p.message}" if p.field else p.message)
    if scored is None:
        return None, (0, 0)
    n = scored.counted
    if n > per or (n < per and drive.rules["round_end"] != "bell"):
        pr.add(
            place,
            f"deals: {n} deal{'s' if n != 1 else ''} counted, the round has {per} "
            f"(house rule deals_per_round; a new deal does not count)",
        )
        return None, (0, 0)
    return list(scored.deals), scored.premium


_SEAT_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
_SEAT_OF = {s.value: s for s in Seat}


def _field(name: str) -> str:
    """A deal field as a person says it: ``honours.N`` → ``North's honours``."""
    head, _, tail = name.partition(".")
    if tail in _SEAT_WORDS:
        return f"{_SEAT_WORDS[tail]}'s {head}"
    if tail in SIDE_NAMES:
        return f"{SIDE_NAMES[tail]} {head}"
    return name


def _credit(
    sc: _Scoring,
    i: int,
    o: TableOutcome,
    sides: tuple[tuple[str, ...], tuple[str, ...]],
) -> None:
    """Each real player's (pair's) line for round i at the table of ``o``."""
    if o.bye is not None:
        k = SIDES.index(o.bye)
        _credit_side(sc, sides[k], (i, o.table, o.bye, False, 0, 0, 0), sides[1 - k], None)
        return
    ns, ew = o.ns, o.ew
    assert ns is not None and ew is not None
    won_ns: Num
    won_ew: Num
    flag_ns: bool | str
    flag_ew: bool | str
    if o.half:
        won_ns = won_ew = Fraction(1, 2)
        flag_ns = flag_ew = "half"
    else:
        flag_ns = o.winner == "NS"
        flag_ew = not flag_ns
        won_ns, won_ew = (1, 0) if flag_ns else (0, 1)
    points_ns, points_ew = (ns - ew, ew - ns) if sc.net else (ns, ew)
    carried_ns, carried_ew = (won_ns, won_ew) if sc.rounds_won else (points_ns, points_ew)
    ns_side, ew_side = sides
    t = o.table
    if sc.pair or sc.cards is not None:
        _credit_side(
            sc, ns_side, (i, t, "NS", True, carried_ns, points_ns, won_ns), ew_side, flag_ns
        )
        _credit_side(
            sc, ew_side, (i, t, "EW", True, carried_ew, points_ew, won_ew), ns_side, flag_ew
        )
        return
    # an individual drive: each real player's line made at once (as _credit_side makes it)
    (n_, s_), (e_, w_) = ns_side, ew_side
    real, lines = sc.real, sc.lines
    if n_ in real:
        lines[n_].append((i, t, "NS", True, carried_ns, points_ns, won_ns, s_, ew_side, flag_ns))
    if s_ in real:
        lines[s_].append((i, t, "NS", True, carried_ns, points_ns, won_ns, n_, ew_side, flag_ns))
    if e_ in real:
        lines[e_].append((i, t, "EW", True, carried_ew, points_ew, won_ew, w_, ns_side, flag_ew))
    if w_ in real:
        lines[w_].append((i, t, "EW", True, carried_ew, points_ew, won_ew, e_, ns_side, flag_ew))


def _credit_side(
    sc: _Scoring,
    mates: tuple[str, ...],
    head: tuple[int, int, str, bool, Num, Num, Num],
    opp: tuple[str, ...],
    flag: bool | str | None,
) -> None:
    """The line of each real member of one side: ``head`` then partner, opponents, flag."""
    if sc.cards is not None:
        sc.mixed.update(mates)
    for x in mates:
        if x in sc.real:
            partner = None if sc.pair else (mates[1] if mates[0] == x else mates[0])
            sc.lines[x].append((*head, partner, opp, flag))


# -- standings --------------------------------------------------------------------------------


def _norm(x: Num) -> Num:
    if isinstance(x, Fraction) and x.denominator == 1:
        return int(x)
    return x


def _credit_per_bye(drive: Drive, carried: Num, played: int) -> Num:
    """The sit-out credit of one bye, from the rounds played: what they carried, how many."""
    rule = drive.rules["sit_out_score"]
    if rule == "zero":
        return 0
    if rule == "fixed":
        return _norm(exact(drive.rules["sit_out_fixed"]) * drive.per_round)  # type: ignore[arg-type]
    if not played:
        return 0
    return _norm(Fraction(carried) / played)


#: An entrant's rounds so far, summed: (carried of the rounds played, rounds won, played, byes).
Sums = tuple[Num, Num, int, int]
_NO_SUMS: Sums = (0, 0, 0, 0)


def _sums_of(lines: Sequence[Line]) -> Sums:
    played = list(filter(_PLAYED_OF, lines))
    carried: Num = sum(map(_CARRIED_OF, played))
    won: Num = sum(map(_WON_OF, played))
    return carried, won, len(played), len(lines) - len(played)


def _quick_sums(result: DriveResult) -> dict[str, Sums]:
    """Each entrant's sums, those of the quick cards' entrants (every round played, one line
    each) from their totals."""
    quick, totals = result.quick_cards, result.quick_totals
    assert quick is not None and totals is not None
    return {
        e: (totals[e], sum(map(_WON_OF, lns)), len(lns), 0) if e in quick else _sums_of(lns)
        for e, lns in result.lines.items()
    }


def _standings(result: DriveResult, sums: Mapping[str, Sums] | None = None) -> None:
    """The standings, each entrant's totals from ``sums`` (summed from the lines without)."""
    drive = result.drive
    rows = []
    if sums is None and result.quick_cards is not None:
        sums = _quick_sums(result)
    totals, credits = result.totals, result.credits
    for e, lns in result.lines.items():
        carried, won, n, byes = _sums_of(lns) if sums is None else sums.get(e, _NO_SUMS)
        credit: Num = 0
        total = carried
        if byes:
            credit = _credit_per_bye(drive, carried, n)
            total = carried + credit * byes
        if type(total) is not int:
            total = _norm(total)
        if type(won) is not int:
            won = _norm(won)
        totals[e] = total
        credits[e] = credit
        rows.append((-total, e, total, won, n, byes))
    rows.sort()  # by total, high first, then by id (the ids differ)
    key = "pair" if drive.pair_drive else "player"
    result.standings = [
        {key: e, "total": total, "rounds_won": won, "played": n, "sat_out": b}
        for _, e, total, won, n, b in rows
    ]


def _pools(result: DriveResult) -> dict[str, list[str]]:
    """The pools in standings order, made once for the standings (only read)."""
    if result.pools is not None and result.pools[0] is result.standings:
        return result.pools[1]
    drive = result.drive
    pair = drive.pair_drive
    key = "pair" if pair else "player"
    order = [row[key] for row in result.standings]
    pools: dict[str, list[str]]
    if pair:
        pools = {"pairs": order}
    else:
        pools = {"all": order}
        players = drive.players
        for role in ("lady", "gent"):
            ids = [e for e in order if players[e].role == role]
            if ids:
                pools[role] = ids
    result.pools = (result.standings, pools)
    return pools


# -- prizes -----------------------------------------------------------------------------------


def _round_figures(result: DriveResult, e: str, upto: int | None = None) -> list[Num]:
    """The entrant's figure in each round 1 … n for a count-back: the round score carried, a
    bye at its sit-out credit, a round absent 0."""
    n = len(result.rounds) if upto is None else min(upto, len(result.rounds))
    cached = result.figures.get((e, n))
    if cached is not None:
        return cached
    lines = result.lines[e]
    # a quick card's lines (:func:`_score`) are all of rounds played
    played = e in result.quick_cards if result.quick_cards is not None else False
    if len(lines) == n and (not n or lines[-1][R] == n) and (played or all(map(_PLAYED_OF, lines))):
        figs = list(map(_CARRIED_OF, lines))  # one line a round, every round played
        if n == len(result.rounds):
            result.every_round.add(e)
    else:
        figs = [0] * n
        credit = result.credits.get(e, 0)
        for ln in lines:
            if ln[R] <= n:
                figs[ln[R] - 1] = ln[CARRIED] if ln[PLAYED] else credit
    result.figures[(e, n)] = figs
    return figs


# the figure a prize goes on, one function per prize kind (§3.9)


def _figure_total(result: DriveResult, prize: Prize, e: str) -> Num:
    """``top``, ``bottom``, ``mystery``: the total."""
    return result.totals[e]


def _figure_half_time(result: DriveResult, prize: Prize, e: str) -> Num:
    """``half_time_top``: the total at the interval, with the sit-out credits so far."""
    lines = result.lines[e]
    upto = int(result.drive.rules.get("interval_after", 0))
    carried, _won, played, byes = _sums_of([ln for ln in lines if ln[R] <= upto])
    credit = _credit_per_bye(result.drive, carried, played) if byes else 0
    return _norm(carried + credit * byes)


def _figure_best_round(result: DriveResult, prize: Prize, e: str) -> Num:
    """``best_round``: the highest round score of a round played."""
    lines = result.lines[e]
    return max(map(_POINTS_OF, filter(_PLAYED_OF, lines)), default=0)


def _best_rounds(result: DriveResult, prize: Prize, pool: list[str]) -> dict[str, Num]:
    """:func:`_figure_best_round` of each member of the pool. Of an entrant who played one line
    every round, it is the highest of his count-back figures (:func:`_round_figures`: the
    round scores carried, which are the round scores unless the drive is scored by rounds
    won), and those figures are then at hand for a count-back."""
    if result.drive.rules["score_by"] == "rounds_won":
        return {e: _figure_best_round(result, prize, e) for e in pool}
    out_: dict[str, Num] = {}
    every = result.every_round
    for e in pool:
        figs = _round_figures(result, e)
        out_[e] = max(figs) if figs and e in every else _figure_best_round(result, prize, e)
    return out_


def _figure_rounds_at_least(result: DriveResult, prize: Prize, e: str) -> Num:
    """``rounds_at_least``: the rounds played with a score of ``threshold`` or more."""
    limit = exact(prize.threshold)
    return sum(1 for ln in result.lines[e] if ln[PLAYED] and ln[POINTS] >= limit)


_FIGURES: Mapping[str, Callable[[DriveResult, Prize, str], Num]] = {
    "top": _figure_total,
    "bottom": _figure_total,
    "mystery": _figure_total,
    "half_time_top": _figure_half_time,
    "best_round": _figure_best_round,
    "rounds_at_least": _figure_rounds_at_least,
}


def _figure(result: DriveResult, prize: Prize, e: str) -> Num:
    return _FIGURES[prize.kind](result, prize, e)


def _figures(result: DriveResult, prize: Prize, pool: list[str]) -> dict[str, Num]:
    """The figure of each member of the pool for the prize (the totals read as they stand)."""
    if prize.kind in ("top", "bottom", "mystery"):
        totals = result.totals
        return {e: totals[e] for e in pool}
    if prize.kind == "best_round":
        return _best_rounds(result, prize, pool)
    return {e: _figure(result, prize, e) for e in pool}


@dataclass(slots=True)
class _Awarding:
    """The prizes awarded so far, who holds one, and the house rules that steer the award."""

    result: DriveResult
    pr: Problems
    pools: dict[str, list[str]]
    one_each: bool
    tie_break: str
    upto_half: int
    complete: bool  # every round of the drive entered: a tie left to the cut is an error
    held: set[str] = field(default_factory=set)
    awarded: dict[str, dict[str, Any]] = field(default_factory=dict)

    def passed_over(self) -> set[str]:
        """Who is passed over for the next prize (``one_prize_each``)."""
        return self.held if self.one_each else set()


def _prizes(result: DriveResult, pr: Problems) -> None:
    """The prizes in award order (§3.9: the list, the booby prizes last), written in the
    record's order."""
    drive = result.drive
    rules = drive.rules
    aw = _Awarding(
        result=result,
        pr=pr,
        pools=_pools(result),
        one_each=rules["one_prize_each"] is True,
        tie_break=str(rules["prize_tie_break"]),
        upto_half=int(rules.get("interval_after", 0)),
        complete=len(result.rounds) >= int(rules["rounds"]),
    )
    order = [p for p in drive.prizes if p.kind != "bottom"]
    order += [p for p in drive.prizes if p.kind == "bottom"]
    for prize in order:
        _award(aw, prize)
    result.prizes = [aw.awarded[p.id] for p in drive.prizes if p.id in aw.awarded]


def _award(aw: _Awarding, prize: Prize) -> None:
    """One prize: the pool ranked, the place found, a tie decided, the entry made."""
    drive = aw.result.drive
    pool = aw.pools.get("pairs" if drive.pair_drive else prize.pool, [])
    if not pool:
        return
    figs = _figures(aw.result, prize, pool)
    cb_upto = aw.upto_half if prize.kind == "half_time_top" else None
    groups = _ranked_groups(aw, prize, pool, figs, cb_upto)
    found = _place(groups, prize.place, aw.passed_over())
    if found is None:
        return  # no candidate can take it
    landing, candidates = found
    entry: dict[str, Any] = {"prize": prize.id}
    winner: str | None = landing[0]
    if len(landing) > 1:
        settled, winner = _tied_winner(aw, prize, landing, figs, entry)
        if settled:
            return
    else:
        entry["winner"] = winner
    fig = figs[landing[0] if winner is None else winner]
    entry["total"] = out(fig)
    level = _level_with(prize, fig)
    tied = sorted(e for e in candidates if level(figs[e]))
    if len(tied) > 1:
        entry["tie"] = tied
        entry["decided_by"] = _decided(aw.result, prize, tied, winner, aw.tie_break, cb_upto)
    if winner is None:
        entry["tie"] = sorted(landing)
        aw.held.update(landing)
    else:
        aw.held.add(winner)
    aw.awarded[prize.id] = entry


def _level_with(prize: Prize, fig: Num) -> Callable[[Num], bool]:
    """Whether a figure ties with ``fig`` for the prize: the same figure, or for a mystery
    prize the same distance from its target (24 and 26 are level for 25: §3.9, "nearest target
    first")."""
    if prize.kind == "mystery":
        target = exact(prize.target)
        away = abs(fig - target)
        return lambda f: abs(f - target) == away
    return lambda f: f == fig


def _ranked_groups(
    aw: _Awarding,
    prize: Prize,
    pool: list[str],
    figs: Mapping[str, Num],
    cb_upto: int | None,
) -> list[list[str]]:
    """The pool ranked for the prize, level members grouped. The tie-break is only worked out
    where it can matter: in the group of level figures that the prize falls in."""
    result = aw.result
    # the first figure of _rank_key's key, made at once (a key of one figure ranks as that)
    firsts: Mapping[str, Any]
    if prize.kind == "mystery":
        target = exact(prize.target)
        firsts = {e: abs(figs[e] - target) for e in pool}
    elif prize.kind == "bottom":
        firsts = figs
    else:
        firsts = {e: -figs[e] for e in pool}
    groups = _groups(pool, firsts)
    if aw.tie_break in ("cut", "share"):
        return groups
    passed = aw.passed_over()
    gi = _landing(groups, prize.place, passed)
    if gi is None or len(groups[gi]) == 1:
        return groups
    # The group is split by the tie-break's figures one at a time (rounds won, then the last
    # round, the one before …), and only the part the place falls in is split further: the
    # groups the place does not fall in are read only as a whole (:func:`_place`), so this
    # ranks the prize as sorting the whole group by its full keys (:func:`_rank_key`) does.
    sign = 1 if prize.kind == "bottom" else -1
    won_first = aw.tie_break == "rounds_won"
    round_figs = {e: _round_figures(result, e, cb_upto) for e in groups[gi]}
    n = len(round_figs[groups[gi][0]])
    for depth in range(n + won_first):
        members = groups[gi]
        if won_first and depth == 0:
            keys = {e: sign * sum((ln[WON] for ln in result.lines[e]), 0) for e in members}
        else:
            r = n - 1 - depth + won_first
            keys = {e: sign * round_figs[e][r] for e in members}
        groups[gi : gi + 1] = _groups(members, keys)
        gi = _landing(groups, prize.place, passed)
        if gi is None or len(groups[gi]) == 1:
            break
    return groups


def _place(groups: list[list[str]], n: int, passed: set[str]) -> tuple[list[str], list[str]] | None:
    """Where place ``n`` goes: (the members of the group it lands in who hold no prize, the
    candidates: everyone ranked n-th or lower who holds none); None if nobody can take it."""
    gi = _landing(groups, n, passed)
    if gi is None:
        return None
    start = _reaching(groups, n)
    landing = [e for e in groups[gi] if e not in passed]
    candidates = [e for g in groups[start:] for e in g if e not in passed]
    return landing, candidates


def _reaching(groups: list[list[str]], n: int) -> int:
    """The first group that reaches past rank n−1."""
    pos = 0
    for gi, g in enumerate(groups):
        pos += len(g)
        if pos > n - 1:
            return gi
    return len(groups)


def _tied_winner(
    aw: _Awarding,
    prize: Prize,
    landing: list[str],
    figs: Mapping[str, Num],
    entry: dict[str, Any],
) -> tuple[bool, str | None]:
    """The winner of a prize ``landing`` are level for after the tie-break: (settled, winner).
    Settled is True when nothing more is to be written: a problem with the prize's
    ``tie_winner`` (they are all passed over), or a provisional entry of a drive in progress."""
    if aw.tie_break == "share":
        entry["winner"] = None
        return False, None
    tw = prize.tie_winner
    names = ", ".join(sorted(landing))
    still = "" if aw.tie_break == "cut" else f" after {aw.tie_break.replace('_', '-')}"
    if tw is not None and tw not in landing:
        aw.pr.add(f"prize {prize.id}", f"tie_winner: {tw} is not one of {names}")
        aw.held.update(landing)  # one complaint: the later prizes pass them over
        return True, None
    if tw is None and aw.complete:
        aw.pr.add(
            f"prize {prize.id}",
            f"tie_winner: {names} are still level{still}; record the cut "
            f"or draw as the prize's tie_winner",
        )
        aw.held.update(landing)
        return True, None
    if tw is None:  # a drive in progress: the cut is drawn at the end of the night
        entry.update(winner=None, total=out(figs[landing[0]]), tie=sorted(landing))
        entry["decided_by"] = f"provisional: {names} level{still}; the cut decides"
        entry["provisional"] = True
        aw.held.update(landing)
        aw.awarded[prize.id] = entry
        return True, None
    entry["winner"] = tw
    return False, tw


def _groups(members: Sequence[str], keys: Mapping[str, Any]) -> list[list[str]]:
    """The members in ranking order, those with equal keys grouped (each group by id)."""
    groups: list[list[str]] = []
    last: Any = object()
    for k, e in sorted([(keys[e], e) for e in members]):
        if groups and k == last:
            groups[-1].append(e)
        else:
            groups.append([e])
            last = k
    return groups


def _landing(groups: list[list[str]], n: int, held: set[str]) -> int | None:
    """The group place ``n`` goes to: the first reaching past rank n−1 with a member who holds
    no prize."""
    pos = 0
    for gi, g in enumerate(groups):
        if pos + len(g) > n - 1 and any(e not in held for e in g):
            return gi
        pos += len(g)
    return None


def _rank_key(
    result: DriveResult,
    prize: Prize,
    figs: Mapping[str, Num],
    tie_break: str,
    upto: int | None,
    e: str,
) -> tuple[Any, ...]:
    """Where ``e`` ranks for ``prize``: by the prize's figure, then by the tie-break (for a
    booby the player who loses the tie-break ranks first)."""
    f = figs[e]
    low_first = prize.kind == "bottom"
    primary: Any = f if low_first else -f
    if prize.kind == "mystery":
        primary = abs(f - exact(prize.target))
    if tie_break in ("cut", "share"):
        return (primary,)
    back = reversed(_round_figures(result, e, upto))
    cb = tuple(back) if low_first else tuple(map(operator.neg, back))
    sign = 1 if low_first else -1
    if tie_break == "rounds_won":
        won = sum((ln[WON] for ln in result.lines[e]), 0)
        return (primary, sign * won, *cb)
    return (primary, *cb)


def _decided(
    result: DriveResult,
    prize: Prize,
    tied: list[str],
    winner: str | None,
    tie_break: str,
    upto: int | None,
) -> str:
    if winner is None:
        return "share: " + ", ".join(tied)
    if tie_break == "cut":
        return f"cut: {winner}"
    parts: list[str] = []
    if tie_break == "rounds_won":
        won = {e: _norm(sum((ln[WON] for ln in result.lines[e]), 0)) for e in tied}
        if len(set(won.values())) > 1:
            return "rounds_won: " + ", ".join(f"{e} {out(won[e])}" for e in tied)
        parts.append("rounds_won level")
    figs = {e: _round_figures(result, e, upto) for e in tied}
    n = len(next(iter(figs.values()))) if figs else 0
    for r in range(n - 1, -1, -1):
        vals = {e: figs[e][r] for e in tied}
        if len(set(vals.values())) > 1:
            parts.append(
                f"count_back: round {r + 1} scores "
                + ", ".join(f"{e} {out(vals[e])}" for e in tied)
            )
            return "; ".join(parts)
    parts.append(f"count_back level; cut: {winner}")
    return "; ".join(parts)


# -- money and cards --------------------------------------------------------------------------


def _money(result: DriveResult) -> dict[str, Any] | None:
    """The money of §5.7, to the penny, and never a penny forged: the prizes (and the shares of
    a shared prize) add up to exactly the prize fund, the odd pennies of a split going to the
    largest remainders (the first prize listed first, on a tie) — 50 % of 25.00 shared 34/33/33
    is 4.25, 4.13 and 4.12, not 4.25, 4.13 and 4.13."""
    m = result.drive.money
    if m is None:
        return None
    fee = exact(m.get("entry_fee", 0))
    paid = m.get("paid")
    payers = len(result.drive.players) if paid is None else len(set(paid))
    takings = fee * payers
    fund = m.get("prize_fund") or {}
    pennies: dict[str, int] = {}
    if fund.get("mode") == "fixed":
        pennies = {k: _pennies(exact(v)) for k, v in (fund.get("amounts") or {}).items()}
    elif fund.get("mode") == "percent":
        pot = _pennies(Fraction(takings) * exact(fund.get("percent", 0)) / 100)
        shares = {k: exact(v) for k, v in (fund.get("shares") or {}).items()}
        pennies = _apportion(pot, shares)
    prize_fund = Fraction(sum(pennies.values()), 100)
    expenses = sum((exact(e["amount"]) for e in m.get("expenses", [])), 0)
    outp: dict[str, Any] = {
        "takings": money(takings),
        "prize_fund": money(prize_fund),
        "expenses": money(expenses),
        "surplus": money(takings - prize_fund - expenses),
        "prizes": {k: money(Fraction(v, 100)) for k, v in pennies.items()},
    }
    if "currency" in m:
        outp["currency"] = m["currency"]
    split: dict[str, dict[str, float]] = {}
    for p in result.prizes:
        if p.get("winner") is None and p["prize"] in pennies:
            each = _apportion(pennies[p["prize"]], dict.fromkeys(p["tie"], 1))
            split[p["prize"]] = {e: money(Fraction(v, 100)) for e, v in each.items()}
    if split:
        outp["shares"] = split
    return outp


def _pennies(x: Num) -> int:
    """An amount in whole pennies, half a penny up (as :func:`money` rounds)."""
    f = Fraction(x) * 100
    return int((f.numerator * 2 + f.denominator) // (2 * f.denominator))


def _apportion(total: int, weights: Mapping[str, Num]) -> dict[str, int]:
    """``total`` pennies split in proportion to ``weights``, in whole pennies that add up to
    ``total``: each its share rounded down, then one more to the largest remainders (on equal
    remainders, in the order given)."""
    weight = sum((Fraction(w) for w in weights.values()), Fraction(0))
    if not weights or weight == 0:
        return dict.fromkeys(weights, 0)
    exact_share = {k: Fraction(total) * Fraction(w) / weight for k, w in weights.items()}
    got = {k: int(v) for k, v in exact_share.items()}
    order = sorted(weights, key=lambda k: -(exact_share[k] - got[k]))  # stable: order given
    for k in order[: total - sum(got.values())]:
        got[k] += 1
    return got


def _card_line(
    ln: Line, running: Num, pairs: Mapping[str, tuple[str, ...]] | None
) -> dict[str, Any]:
    """One line of a progression card: ``running`` is the total after it."""
    r, t, side, played, carried, _p, _w, partner, opp, flag = ln
    if pairs is not None:
        opp = tuple(x for o in opp for x in pairs.get(o, (o,)))
    return {
        "round": r,
        "table": t,
        "side": side,
        "partner": partner,
        "opponents": list(opp),
        "score": (carried if type(carried) is int else out(carried)) if played else None,
        "won": flag,
        "bye": not played,
        "total": running if type(running) is int else out(running),
    }


def _pair_cards(
    e: str, pairs: Mapping[str, tuple[str, ...]], card: list[dict[str, Any]]
) -> dict[str, list[dict[str, Any]]]:
    """In a pair drive both members carry their pair's card."""
    members = pairs.get(e, ())
    out_ = {}
    for m in members:
        mate = next((x for x in members if x != m), None)
        out_[m] = [{**line, "pair": e, "partner": mate} for line in card]
    return out_


def _cards(result: DriveResult) -> dict[str, list[dict[str, Any]]]:
    """Each player's progression card (§3.5): one line per round played or sat out, with the
    partner, the opponents (players; a ghost by its id), the side's score, won or lost, and
    the running total. In a pair drive both members carry their pair's card. A card whose
    lines were made round by round (:class:`_Step`) is taken as made."""
    drive = result.drive
    pairs = drive.pairs if drive.pair_drive else None
    made = result.made_cards
    cards: dict[str, list[dict[str, Any]]] = {}
    credits = result.credits
    opponents: dict[Sequence[str], list[str]] = {}
    quick = result.quick_cards or {}
    for e, lns in result.lines.items():
        if made is not None and e in made:
            cards.update(made[e])
            continue
        if e in quick:
            cards[e] = quick[e]
            continue
        if pairs is None and not credits.get(e):
            cards[e] = _plain_card(lns, opponents)
            continue
        running: Num = 0
        credit = credits.get(e, 0)
        card = []
        for ln in lns:
            running += ln[CARRIED] if ln[PLAYED] else credit
            card.append(_card_line(ln, running, pairs))
        if pairs is None:
            cards[e] = card
        else:
            cards.update(_pair_cards(e, pairs, card))
    return cards


def _plain_card(
    lns: Sequence[Line], opponents: dict[Sequence[str], list[str]]
) -> list[dict[str, Any]]:
    """The card of an individual drive's entrant with no sit-out credit: :func:`_card_line`
    for each line, made in one loop (a big drive has thousands of lines). ``opponents``: the
    list of each pair of opponents, made once for the two players they opposed."""
    card = []
    running: Num = 0
    for r, t, side, played, carried, _p, _w, partner, opp, flag in lns:
        # a quick line's opponents are the list made for its card (:func:`_quick_card_lines`)
        mine = opp if type(opp) is list else opponents.get(opp)
        if mine is None:
            mine = opponents[opp] = list(opp)
        if played:
            running += carried
        total = running if type(running) is int else out(running)
        score = (carried if type(carried) is int else out(carried)) if played else None
        card.append(
            {
                "round": r,
                "table": t,
                "side": side,
                "partner": partner,
                "opponents": mine,
                "score": score,
                "won": flag,
                "bye": not played,
                "total": total,
            }
        )
    return card


# -- the sheet --------------------------------------------------------------------------------


def _seatings_json(pair: bool, seating: Sequence[tuple[str, ...]]) -> list[dict[str, Any]]:
    """A seating as the sheet writes it: ``{"table", "N", "E", "S", "W"}`` (pairs ``{"table",
    "NS", "EW"}``) per table, in table order."""
    if pair:
        return [{"table": t, "NS": tab[0], "EW": tab[1]} for t, tab in enumerate(seating, 1)]
    return [
        {"table": t, "N": tab[0], "E": tab[1], "S": tab[2], "W": tab[3]}
        for t, tab in enumerate(seating, 1)
    ]


#: The figures of a table of one whole hand, ``[{"NS": ns, "EW": ew}]``, made once for each of
#: the few pairs of figures and shared by every table (and sheet) that shows them: a sheet is
#: read, never changed (:func:`drive_sheet`).
_ONE_HAND: dict[tuple[int, int], list[dict[str, Any]]] = {}


def _figures_json(
    figures: Sequence[tuple[Num, Num]],
    shared: dict[tuple[int, int], dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """A table's figures as the sheet writes them; ``shared``: each ``{"NS", "EW"}`` of whole
    numbers made once there for the sheet (a bridge drive's deals repeat their figures)."""
    if len(figures) == 1:
        a, b = figures[0]
        if type(a) is int and type(b) is int and 0 <= a <= 13 and 0 <= b <= 13:
            one = _ONE_HAND.get((a, b))
            if one is None:
                one = _ONE_HAND[(a, b)] = [{"NS": a, "EW": b}]
            return one
    if shared is None:
        return [
            {"NS": a if type(a) is int else out(a), "EW": b if type(b) is int else out(b)}
            for a, b in figures
        ]
    out_ = []
    for a, b in figures:
        if type(a) is int and type(b) is int:
            d = shared.get((a, b))
            if d is None:
                d = shared[(a, b)] = {"NS": a, "EW": b}
        else:
            d = {"NS": a if type(a) is int else out(a), "EW": b if type(b) is int else out(b)}
        out_.append(d)
    return out_


def _tables_json(
    pair: bool,
    fig_key: str,
    tables: list[TableOutcome],
    shared: dict[tuple[int, int], dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """A round's tables as the sheet writes them (§2.3); ``shared``: as for
    :func:`_figures_json`."""
    out_ = []
    one_hand = _ONE_HAND
    for o in tables:
        tab = o.seating
        ns, ew = o.ns, o.ew
        figures = o.figures
        shown = None
        if len(figures) == 1:
            a, b = figures[0]
            if type(a) is int and type(b) is int:
                shown = one_hand.get((a, b))
        out_.append(
            {
                "table": o.table,
                "seating": {"NS": tab[0], "EW": tab[1]}
                if pair
                else {"N": tab[0], "E": tab[1], "S": tab[2], "W": tab[3]},
                "NS": ns if ns is None or type(ns) is int else out(ns),
                "EW": ew if ew is None or type(ew) is int else out(ew),
                "winner": o.winner,
                "decided_by": o.decided_by,
                fig_key: _figures_json(figures, shared) if shown is None else shown,
            }
        )
    return out_


def _round_item(
    pair: bool,
    fig_key: str,
    r: RoundOutcome,
    shared: dict[tuple[int, int], dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """One round of the sheet: its tables, trumps and next seating (``shared``: as for
    :func:`_figures_json`)."""
    if r.shown is not None:
        tables = r.shown
    else:
        tables = _tables_json(pair, fig_key, r.tables, {} if shared is None else shared)
    item: dict[str, Any] = {"round": r.number, "tables": tables}
    if r.trumps is not None:
        item["trumps"] = r.trumps
    if r.next_seating is not None:
        item["next_seating"] = _seatings_json(pair, r.next_seating)
    return item


def _rounds_json(result: DriveResult) -> list[dict[str, Any]]:
    """The sheet's rounds (as made round by round where they were)."""
    if result.made_rounds is not None:
        return result.made_rounds
    drive = result.drive
    fig_key = "deals" if drive.bridge else "hands"
    shared: dict[tuple[int, int], dict[str, Any]] = {}
    return [_round_item(drive.pair_drive, fig_key, r, shared) for r in result.rounds]


def _standings_json(result: DriveResult) -> list[dict[str, Any]]:
    return [
        row
        if type(row["total"]) is int and type(row["rounds_won"]) is int
        else {**row, "total": out(row["total"]), "rounds_won": out(row["rounds_won"])}
        for row in result.standings
    ]


def _sheet(result: DriveResult) -> dict[str, Any]:
    drive = result.drive
    rounds = _rounds_json(result)
    sheet: dict[str, Any] = {
        "format": SHEET_FORMAT,
        "form": drive.form,
        "code": drive.code,
        "house_rules": dict(drive.rules),
        "rounds": rounds,
        "standings": _standings_json(result),
        "pools": _pools(result),
        "prizes": result.prizes,
        "cards": _cards(result),
    }
    m = _money(result)
    if m is not None:
        sheet["money"] = m
    if result.warnings:
        sheet["warnings"] = result.warnings
    return sheet
