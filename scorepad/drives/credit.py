"""Credit: each real player's (pair's) line for a table played or a bye (``drives.md`` §3.3,
§3.7), and the sit-out credit of a round sat out (§3.7, house rule ``sit_out_score``)."""

from __future__ import annotations

from scorepad.drives.figures import Fraction, Num, exact
from scorepad.drives.model import Drive
from scorepad.drives.outcome import SIDES, TableOutcome
from scorepad.drives.scoring import _Scoring


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
