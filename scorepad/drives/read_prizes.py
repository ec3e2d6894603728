"""Reading a drive record's prizes (``drives.md`` §3.9, §2.2): each prize's id, pool, kind,
place, and the figure only one kind has (``threshold``, ``target``), every field checked."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scorepad.drives.model import Prize, Problems, _finite, _is_int
from scorepad.drives.rules import show
from scorepad.i18n import Text

PRIZE_KEYS = frozenset({"id", "pool", "kind", "place", "threshold", "target", "tie_winner"})
PRIZE_KINDS = ("top", "bottom", "half_time_top", "best_round", "rounds_at_least", "mystery")


@dataclass(frozen=True, slots=True)
class _PrizeContext:
    """What checking a prize needs: the form, the pools it may name, the ids that may win."""

    form: str
    pair_drive: bool
    units: Mapping[str, Any]

    @property
    def pools(self) -> tuple[str, ...]:
        return ("pairs", "all") if self.pair_drive else ("lady", "gent", "all")


def _read_prizes(
    raw: object, form: str, pair_drive: bool, units: Mapping[str, Any], pr: Problems
) -> list[Prize]:
    out: list[Prize] = []
    if not isinstance(raw, list):
        pr.add("", Text("{field}: expected a list", field="prizes"))
        return out
    ctx = _PrizeContext(form, pair_drive, units)
    ids: set[str] = set()
    for i, p in enumerate(raw, 1):
        prize = _read_prize(p, i, ids, ctx, pr)
        if prize is not None:
            out.append(prize)
    return out


def _read_prize(p: object, i: int, ids: set[str], ctx: _PrizeContext, pr: Problems) -> Prize | None:
    """One prize, its id new, every field checked by :data:`_PRIZE_CHECKS`."""
    place = Text("prize {id}", id=str(i))
    if not isinstance(p, dict):
        pr.add(place, Text("expected an object"))
        return None
    pid = p.get("id")
    if not isinstance(pid, str) or not pid:
        pr.add(place, Text("{field}: missing", field="id"))
        return None
    place = Text("prize {id}", id=pid)
    if pid in ids:
        pr.add(place, Text("{field}: given to two prizes", field="id"))
        return None
    ids.add(pid)
    fine = [check(p, ctx, place, pr) for check in _PRIZE_CHECKS]
    if not all(fine):
        return None
    return Prize(
        pid,
        str(p.get("pool", "all")),
        str(p.get("kind", "top")),
        int(p.get("place", 1)),
        p.get("threshold"),
        p.get("target"),
        p.get("tie_winner"),
    )


PrizeCheck = Callable[[Mapping[str, Any], _PrizeContext, str, Problems], bool]


def _prize_keys(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    unknown = [key for key in p if key not in PRIZE_KEYS]
    for key in unknown:
        pr.add(place, Text("{key}: unknown field of a prize", key=key))
    return not unknown


def _prize_pool(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    pool = p.get("pool", "all")
    if pool not in ctx.pools:
        pr.add(
            place,
            Text(
                "{field}: {pool} is not one of {pools}",
                field="pool",
                pool=show(pool),
                pools=", ".join(ctx.pools),
            ),
        )
        return False
    return True


def _prize_kind(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    kind = p.get("kind", "top")
    if kind not in PRIZE_KINDS:
        pr.add(
            place,
            Text(
                "{field}: {kind} is not one of {kinds}",
                field="kind",
                kind=show(kind),
                kinds=", ".join(PRIZE_KINDS),
            ),
        )
        return False
    return True


def _prize_interval(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    if p.get("kind", "top") == "half_time_top" and ctx.form != "whist_drive":
        pr.add(
            place,
            Text(
                "{field}: half_time_top needs an interval, which a {form} has not",
                field="kind",
                form=ctx.form,
            ),
        )
        return False
    return True


def _prize_place(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    placed = p.get("place", 1)
    if not _is_int(placed) or placed < 1:
        pr.add(
            place,
            Text("{field}: {placed} is not a whole number ≥ 1", field="place", placed=show(placed)),
        )
        return False
    return True


def _prize_figure(key: str, kind: str, what: str) -> PrizeCheck:
    """The check of a number only one kind of prize has, and must have (``threshold``,
    ``target``)."""

    def check(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
        if p.get("kind", "top") == kind:
            if not _finite(p.get(key)):
                pr.add(place, Text("{key}: missing; {what}", key=key, what=what))
                return False
        elif key in p:
            pr.add(place, Text("{key}: only for a {kind} prize", key=key, kind=kind))
            return False
        return True

    return check


def _prize_tie_winner(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    tw = p.get("tie_winner")
    if tw is not None and (not isinstance(tw, str) or tw not in ctx.units):
        message = (
            Text("{field}: {tw} is not a pair", field="tie_winner", tw=show(tw))
            if ctx.pair_drive
            else Text("{field}: {tw} is not a player", field="tie_winner", tw=show(tw))
        )
        pr.add(place, message)
        return False
    return True


#: Every check of a prize's fields, in the order their problems are given.
_PRIZE_CHECKS: tuple[PrizeCheck, ...] = (
    _prize_keys,
    _prize_pool,
    _prize_kind,
    _prize_interval,
    _prize_place,
    _prize_figure("threshold", "rounds_at_least", Text("the score a round must reach")),
    _prize_figure("target", "mystery", Text("the secretary's sealed number")),
    _prize_tie_winner,
)
