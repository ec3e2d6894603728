"""The quick deals: a table of an individual bridge drive of contract deals scored alone
(``drives.md`` §4.3) read in one step, and a round of them scored and credited at once; the
same figures, lines and sheet entries as the full reading of :mod:`scorepad.drives.tables`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scorepad.drives.credit import _credit
from scorepad.drives.deals import alone_figures
from scorepad.drives.entries import _shared_figure, _tables_json
from scorepad.drives.hands import _RESULT_KEYS, _SEAT_OF
from scorepad.drives.model import Problems
from scorepad.drives.outcome import SIDES, TableOutcome
from scorepad.drives.quick_whist import _quick_card_lines
from scorepad.drives.scoring import _Scoring
from scorepad.drives.tables import _sides, _table


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
    if not _one_a_table(seating, results):
        return None
    ok = True
    per, bell = sc.drive.per_round, sc.drive.rules["round_end"] == "bell"
    tables: list[TableOutcome] = []  # the tables read in full
    winners: list[str] = []
    shown: list[dict[str, Any]] = []
    shared = sc.shared_figures
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
            shown.append(_quick_entry(t, tab, ns, ew, winner, figures, shared))
            continue
        o = _table(sc, i, t, tab, _sides(tab, False), res, pr)
        if o is None:
            ok = False
            continue
        tables.append(o)
        if not ok:
            continue
        _credit_read_in_full(sc, i, t, tab, o)
        winners.append(o.winner)
        shown.append(_tables_json(False, "deals", [o], shared)[0])
    if not ok:
        return tables, None, None
    return [], shown, winners


def _one_a_table(seating: tuple[tuple[str, ...], ...], results: list[Any]) -> bool:
    """Whether a round's results are one a table, in table order."""
    if len(results) != len(seating):
        return False
    for t, res in enumerate(results, 1):
        table = res.get("table") if type(res) is dict else None
        if table != t or type(table) is not int:
            return False
    return True


def _quick_entry(
    t: int,
    tab: tuple[str, ...],
    ns: int,
    ew: int,
    winner: str,
    figures: tuple[tuple[int, int], ...],
    shared: dict[tuple[int, int], dict[str, Any]],
) -> dict[str, Any]:
    """The sheet's entry of a table read in one step (as :func:`_tables_json` writes it), each
    deal's figures made once in ``shared``."""
    n_, e_, s_, w_ = tab
    shared_get = shared.get
    return {
        "table": t, "seating": {"N": n_, "E": e_, "S": s_, "W": w_}, "NS": ns, "EW": ew,
        "winner": winner, "decided_by": None,
        "deals": [shared_get(f) or _shared_figure(shared, f) for f in figures],
    }  # fmt: skip


def _credit_read_in_full(
    sc: _Scoring, i: int, t: int, tab: tuple[str, ...], o: TableOutcome
) -> None:
    """A table of an ``alone`` drive read in full (:func:`_table`) credited: played and won on
    whole figures by four real players (a tie decided, say) as in one step, else as
    :func:`_credit` credits it; an empty table credits nobody."""
    if o.empty:
        return
    if (
        o.bye is None
        and not o.half
        and type(o.ns) is int
        and type(o.ew) is int
        and sc.real.issuperset(tab)
    ):
        _quick_deals_credit(sc, i, t, tab, o.ns, o.ew, o.winner == "NS")
    else:
        _credit(sc, i, o, _sides(tab, False))
