"""The prizes (``drives.md`` §3.9): the figure each prize kind goes on, the pool ranked, the
place found, a tie decided by the house rule ``prize_tie_break`` (count-back, rounds won, the
cut, a share), booby prizes last, ``one_prize_each``."""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorepad.drives.credit import _credit_per_bye, _norm
from scorepad.drives.figures import Num, exact, out
from scorepad.drives.model import Prize, Problems
from scorepad.drives.outcome import (
    _CARRIED_OF,
    _PLAYED_OF,
    _POINTS_OF,
    CARRIED,
    PLAYED,
    POINTS,
    WON,
    DriveResult,
    R,
)
from scorepad.drives.standings import _pools, _sums_of
from scorepad.i18n import Text, join


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
    groups = _groups(pool, _first_keys(prize, pool, figs))
    if aw.tie_break in ("cut", "share"):
        return groups
    passed = aw.passed_over()
    gi = _landing(groups, prize.place, passed)
    if gi is None or len(groups[gi]) == 1:
        return groups
    _split_landing(aw, prize, groups, gi, cb_upto)
    return groups


def _first_keys(prize: Prize, pool: list[str], figs: Mapping[str, Num]) -> Mapping[str, Any]:
    """The first figure of :func:`_rank_key`'s key of each member, made at once (a key of one
    figure ranks as that figure)."""
    if prize.kind == "mystery":
        target = exact(prize.target)
        return {e: abs(figs[e] - target) for e in pool}
    if prize.kind == "bottom":
        return figs
    return {e: -figs[e] for e in pool}


def _split_landing(
    aw: _Awarding, prize: Prize, groups: list[list[str]], gi: int, cb_upto: int | None
) -> None:
    """The group ``gi`` the place lands in split in ``groups`` by the tie-break's figures one
    at a time (rounds won, then the last round, the one before …), only the part the place
    falls in split further: the groups the place does not fall in are read only as a whole
    (:func:`_place`), so this ranks the prize as sorting the whole group by its full keys
    (:func:`_rank_key`) does."""
    result = aw.result
    passed = aw.passed_over()
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
        found = _landing(groups, prize.place, passed)
        if found is None or len(groups[found]) == 1:
            return
        gi = found


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
    still = (
        ""
        if aw.tie_break == "cut"
        else Text(" after {tie_break}", tie_break=aw.tie_break.replace("_", "-"))
    )
    if tw is not None and tw not in landing:
        aw.pr.add(
            Text("prize {id}", id=prize.id),
            Text("{field}: {tw} is not one of {names}", field="tie_winner", tw=tw, names=names),
        )
        aw.held.update(landing)  # one complaint: the later prizes pass them over
        return True, None
    if tw is None and aw.complete:
        aw.pr.add(
            Text("prize {id}", id=prize.id),
            Text(
                "{field}: {names} are still level{still}; record the cut or draw as the prize's "
                "tie_winner",
                field="tie_winner",
                names=names,
                still=still,
            ),
        )
        aw.held.update(landing)
        return True, None
    if tw is None:  # a drive in progress: the cut is drawn at the end of the night
        entry.update(winner=None, total=out(figs[landing[0]]), tie=sorted(landing))
        entry["decided_by"] = Text(
            "provisional: {names} level{still}; the cut decides", names=names, still=still
        )
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
    # Translators: share, cut, rounds_won and count_back name the tie rules (their words:
    # "share", "cut", "rounds won", "count back")
    if winner is None:
        return Text("share: {names}", names=", ".join(tied))
    if tie_break == "cut":
        return Text("cut: {winner}", winner=winner)
    parts: list[str] = []
    if tie_break == "rounds_won":
        won = {e: _norm(sum((ln[WON] for ln in result.lines[e]), 0)) for e in tied}
        if len(set(won.values())) > 1:
            figures = ", ".join(f"{e} {out(won[e])}" for e in tied)
            return Text("rounds_won: {figures}", figures=figures)
        parts.append(Text("rounds_won level"))
    figs = {e: _round_figures(result, e, upto) for e in tied}
    n = len(next(iter(figs.values()))) if figs else 0
    for r in range(n - 1, -1, -1):
        vals = {e: figs[e][r] for e in tied}
        if len(set(vals.values())) > 1:
            figures = ", ".join(f"{e} {out(vals[e])}" for e in tied)
            parts.append(
                Text(
                    "count_back: round {round} scores {figures}", round=str(r + 1), figures=figures
                )
            )
            return join("; ", parts)
    parts.append(Text("count_back level; cut: {winner}", winner=winner))
    return join("; ", parts)
