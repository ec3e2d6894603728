"""A whist drive's common table read in one step (``drives.md`` §3.3: four real players, one
hand, NS and EW tricks that add up to 13), and a round of such tables scored and credited at
once; the same figures, lines and sheet entries as the full reading of
:mod:`scorepad.drives.tables`."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from scorepad.drives.entries import _figures_json
from scorepad.drives.figures import Num
from scorepad.drives.outcome import TableOutcome
from scorepad.drives.scoring import _Scoring


def _quick_table(
    sc: _Scoring, i: int, t: int, tab: tuple[str, ...], res: Any, credit: bool
) -> TableOutcome | None:
    """The common table of a whist drive read in one step (four real players, one hand, just
    NS and EW, valid tricks), and in a plain drive its four players credited here when
    ``credit``; None sends the table to the full reading of :func:`_table`."""
    tricks = _one_hand_tricks(sc.real, tab, res)
    if tricks is None:
        return None
    ns, ew = tricks, 13 - tricks
    if sc.odd:
        ns, ew = ns - 6 if ns > 6 else 0, ew - 6 if ew > 6 else 0
    w = ns > ew
    if credit and sc.plain:
        _quick_table_credit(sc, i, t, tab, ns, ew, w)
    known = sc.one_hand.get(tricks)
    if known is None:
        known = sc.one_hand[tricks] = ([(ns, ew)], _figures_json([(ns, ew)]))
    return TableOutcome(t, tab, ns, ew, "NS" if w else "EW", None, known[0])


def _one_hand_tricks(real: frozenset[str], tab: tuple[str, ...], res: Any) -> int | None:
    """NS's tricks at a table of four real players whose result is one hand, just its table,
    NS and EW, valid tricks; None otherwise."""
    if len(res) != 3 or not real.issuperset(tab):
        return None
    ns, ew = res.get("NS"), res.get("EW")
    if type(ns) is not int or type(ew) is not int or not 0 <= ns <= 13 or ns + ew != 13:
        return None
    return ns


def _quick_table_credit(
    sc: _Scoring, i: int, t: int, tab: tuple[str, ...], ns: int, ew: int, w: bool
) -> None:
    """The four players of a plain drive's table read in one step (:func:`_quick_table`)
    credited, their card lines made as they are where ``sc.cards``."""
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
