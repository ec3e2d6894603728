"""The rounds remembered (``drives.md`` §5.4, §5.6: a line entered or corrected rescoring only
the rounds from it on).

The sheet of rounds 1 … k is a pure function of the record's settings and its rounds 1 … k:
each round is scored from what the round before hands on (its derived next seating) and its
own content. So a round scored is remembered under (what came before it, its content, byte
for byte), and a record whose first rounds were scored before scores only the rest. A
record with any problem is read and scored afresh (:func:`scorepad.drives.service.compute`),
so that every problem is reported in the order a person checks them."""

from __future__ import annotations

import itertools
import marshal
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorepad.drives.cards import _card_line, _pair_cards
from scorepad.drives.entries import _round_item
from scorepad.drives.model import Drive, Problems
from scorepad.drives.outcome import (
    _NO_SUMS,
    CARRIED,
    PLAYED,
    WON,
    DriveResult,
    Line,
    RoundOutcome,
    Sums,
    TableOutcome,
)
from scorepad.drives.reader import _check_round, _read_round_seating, _SeatingContext, read_drive
from scorepad.drives.rounds import (
    _partner_warnings,
    _round_tables,
    _score_tables,
    _seating_played,
    _trumps,
)
from scorepad.drives.scoring import _Scoring
from scorepad.drives.standings import _standings
from scorepad.errors import InvalidEntryError

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
    head = _read_head(obj, header)
    with _LOCK:
        if len(_HEADS) >= _HEADS_KEPT:
            _HEADS.pop(next(iter(_HEADS)))
        _HEADS[key] = head
    return head


def _read_head(obj: dict[str, Any], header: dict[str, Any]) -> _Head | None:
    """The record's settings (``header``: the record without its rounds) read and checked,
    and the scoring set up; None on a problem."""
    pr = Problems()
    try:
        drive = read_drive({**header, "rounds": []}, pr)
    except InvalidEntryError:
        return None
    if pr or not drive.start or len(drive.start) != drive.tables:
        return None
    scoring_key = _fingerprint(tuple(obj.get(k) for k in _SCORING_KEYS))
    assert scoring_key is not None
    pair = drive.pair_drive
    units = drive.pairs if pair else drive.players
    entrants = drive.entrants()
    zero = {e: _NO_SUMS for e in entrants}
    pairs = drive.pairs
    holders = {e: tuple(pairs.get(e, ())) if pair else (e,) for e in entrants}
    seat = _SeatingContext(drive.tables, pair, units)
    return _Head(drive, _Scoring.of(drive), seat, scoring_key, zero, holders)


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


def _in_progress(obj: object) -> dict[str, Any] | None:
    """The last round of a raw record if some of its tables have no result yet."""
    rounds = obj.get("rounds") if type(obj) is dict else None
    rnd = rounds[-1] if type(rounds) is list and rounds else None
    results = rnd.get("results") if type(rnd) is dict else None
    if type(results) is not list or type(obj) is not dict:
        return None
    tables = obj.get("tables")
    numbers = range(1, tables + 1) if type(tables) is int else range(0)
    # (a table number that is not a whole number is worded by the round's reader)
    entered = {r.get("table") for r in results if type(r) is dict and type(r.get("table")) is int}
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
