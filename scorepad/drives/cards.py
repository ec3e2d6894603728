"""The progression cards (``drives.md`` §3.5, §2.3 ``cards``): one line per round played or sat
out, with partner, opponents, the side's score, won or lost and the running total."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorepad.drives.figures import Num, out
from scorepad.drives.outcome import CARRIED, PLAYED, DriveResult, Line


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
