"""The rounds scored in order (``drives.md`` §2.3 rounds, §3.4 the movement): each round's seating
(stored, else moved from the round before, §5.6), its tables scored and credited, the next
seating; and the checks of §2.2 that read the rounds together (partners of one role, a player
absent between rounds played)."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from scorepad.drives.credit import _credit
from scorepad.drives.model import Drive, Problems, is_ghost, where
from scorepad.drives.outcome import DriveResult, Line, R, RoundOutcome, TableOutcome
from scorepad.drives.quick_deals import _quick_deals, _quick_deals_round
from scorepad.drives.quick_whist import _quick_round, _quick_table
from scorepad.drives.rules import ROLE_MOVEMENTS
from scorepad.drives.scoring import _Scoring
from scorepad.drives.tables import _sides, _table
from scorepad.i18n import Text, join


def _absences(result: DriveResult, pr: Problems) -> None:
    """§2.2: a player absent in a round between two rounds played is an error unless that
    round's seating says so (a round with its seating stored). Leaving for good (a departure)
    and arriving late are not: the absence is before the first seat or after the last."""
    rounds = result.rounds
    if _everyone_every_round(rounds):
        return
    for e, ks in _rounds_seated(rounds).items():
        if len(ks) == ks[-1] - ks[0] + 1 or is_ghost(e):
            continue  # seated in every round from the first to the last; a ghost
        _absent_between(rounds, e, ks, pr)


def _everyone_every_round(rounds: Sequence[RoundOutcome]) -> bool:
    """Whether the rounds seat the same entrants (ghosts too) every round (and there are some)."""
    if not rounds:
        return False
    first = set(itertools.chain.from_iterable(rounds[0].seating))
    return all(first == set(itertools.chain.from_iterable(r.seating)) for r in rounds)


def _rounds_seated(rounds: Sequence[RoundOutcome]) -> dict[str, list[int]]:
    """The rounds (0, 1, …) each entrant is seated in, ghosts too, by who is first seated."""
    seated: dict[str, list[int]] = {}
    for k, rnd in enumerate(rounds):
        for table in rnd.seating:
            for e in table:
                ks = seated.get(e)
                if ks is None:
                    seated[e] = [k]
                else:
                    ks.append(k)
    return seated


def _absent_between(rounds: Sequence[RoundOutcome], e: str, ks: list[int], pr: Problems) -> None:
    """The problem of each round without a stored seating that ``e``, seated in rounds ``ks``,
    misses between two rounds played."""
    present = set(ks)
    for k in range(ks[0] + 1, ks[-1]):
        if k not in present and not rounds[k].stored:
            a = rounds[max(x for x in ks if x < k)].number
            b = rounds[min(x for x in ks if x > k)].number
            pr.add(
                where(rounds[k].number),
                Text(
                    "{field}: {e} is absent, between rounds played ({a} and {b}); a round a player "
                    "misses needs its seating recorded, with a ghost in the seat",
                    field="seating",
                    e=e,
                    a=str(a),
                    b=str(b),
                ),
            )


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
        outcome, derived = _score_round(sc, i, rnd, seating, stored is not None, last, pr)
        if outcome is not None:
            rounds.append(outcome)
    result = DriveResult(drive, rounds, sc.lines, sc.warnings)
    if sc.cards is not None:
        mixed = sc.mixed
        result.quick_cards = {e: c for e, c in sc.cards.items() if c and e not in mixed}
        result.quick_totals = sc.running
    return result


def _score_round(
    sc: _Scoring,
    i: int,
    rnd: Mapping[str, Any],
    seating: tuple[tuple[str, ...], ...],
    stored: bool,
    last: int,
    pr: Problems,
) -> tuple[RoundOutcome | None, tuple[tuple[str, ...], ...] | None]:
    """Round i seated, as :func:`_score` scores it: its outcome (None without a list of
    results) and the seating the movement derives from it (None if it cannot be scored: the
    round credits nobody, and the cards are no longer made as the lines are credited)."""
    results = rnd.get("results")
    if not isinstance(results, list):
        return None, None
    tables, shown, winners = _round_tables(sc, i, seating, results, pr)
    trumps = _trumps(sc.drive, i, rnd)
    if winners is None:
        _drop_round(sc.lines, i)
        sc.cards = None
        return RoundOutcome(i, seating, tables, None, trumps, False), None
    derived = sc.next_seating(seating, winners)
    nxt = derived if i < last else None
    return RoundOutcome(i, seating, tables, nxt, trumps, stored, shown), derived


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
                sc.warnings.append(
                    Text(
                        "round {round}, table {table}: {a} and {b} are partners",
                        round=i,
                        table=k,
                        a=a,
                        b=b,
                    )
                )


def _results_by_table(tables: int, i: int, results: list[Any], pr: Problems) -> dict[int, Any]:
    """The round's results by table number, each table once."""
    by_table: dict[int, Any] = {}
    for j, res in enumerate(results, 1):
        t = res.get("table") if isinstance(res, dict) else None
        if type(t) is int and 1 <= t <= tables and t not in by_table:
            by_table[t] = res  # the common case, first
        elif not isinstance(t, int) or isinstance(t, bool) or not 1 <= t <= tables:
            pr.add(
                where(i), Text("result {j}: table: not a table 1 to {tables}", j=j, tables=tables)
            )
        elif t in by_table:
            pr.add(where(i, t), Text("two results for the table"))
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
        if t > len(seating):  # a stored seating short of tables: the reader has said so
            ok = False
            continue
        tab = seating[t - 1]
        res = by_table.get(t)
        if res is None and entered_only:
            continue
        if res is None:
            pr.add(where(i, t), Text("no result; every table has one a round"))
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
            x: Text("table {table} {seat}", table=t, seat=seat)
            for t, tab in enumerate(seating, 1)
            for seat, x in zip(seats, tab, strict=True)
            if x in real
        }

    played, moved = where_(stored), where_(derived)
    names = [x for x in sorted(played) if moved.get(x) != played[x]]
    shown = [
        Text("{who} at {seat} (the movement gives {moved})", who=x, seat=played[x], moved=moved[x])
        if x in moved
        else Text("{who} at {seat} (arrived)", who=x, seat=played[x])
        for x in names[:4]
    ]
    more = Text(" and {n} more", n=len(names) - 4) if len(names) > 4 else ""
    tables = sorted({t + 1 for t in range(len(stored)) if stored[t] != derived[t]})
    what = (
        Text("{shown}{more}", shown=join("; ", shown), more=more)
        if shown
        else Text("a ghost sits in another seat")
    )
    return Text.plural(
        "round {round}: the seating played differs from the movement at table {tables}: "
        "{what}; the round was played as seated",
        "round {round}: the seating played differs from the movement at tables {tables}: "
        "{what}; the round was played as seated",
        len(tables),
        round=i,
        tables=", ".join(map(str, tables)),
        what=what,
    )


def _trumps(drive: Drive, i: int, rnd: Mapping[str, Any]) -> str | None:
    if "trumps" in rnd:
        return str(rnd["trumps"])
    if drive.form == "whist_drive" and drive.rules.get("trumps") == "rotate":
        order = str(drive.rules["trump_order"])
        return order[((i - 1) * drive.per_round) % len(order)]
    return None
