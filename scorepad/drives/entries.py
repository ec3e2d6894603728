"""The sheet's entries (``drives.md`` §2.3): a seating, a table's figures, a round's tables,
a round and the standings rows, as the sheet writes them. An entry is shared between sheets
that show the same thing: a sheet is read, never changed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scorepad.drives.figures import Num, out
from scorepad.drives.outcome import DriveResult, RoundOutcome, TableOutcome


def _shared_figure(
    shared: dict[tuple[int, int], dict[str, Any]], f: tuple[int, int]
) -> dict[str, Any]:
    """A deal's whole figures as the sheet writes them (:func:`_figures_json`), made once."""
    d = shared[f] = {"NS": f[0], "EW": f[1]}
    return d


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
        one = _one_hand_json(*figures[0])
        if one is not None:
            return one
    if shared is None:
        return [_figure_json(a, b) for a, b in figures]
    out_ = []
    for a, b in figures:
        if type(a) is int and type(b) is int:
            d = shared.get((a, b))
            if d is None:
                d = shared[(a, b)] = {"NS": a, "EW": b}
        else:
            d = _figure_json(a, b)
        out_.append(d)
    return out_


def _one_hand_json(a: Num, b: Num) -> list[dict[str, Any]] | None:
    """The figures of a table of one hand of whole tricks, 0 to 13 a side, made once
    (:data:`_ONE_HAND`); None for other figures."""
    if type(a) is not int or type(b) is not int or not 0 <= a <= 13 or not 0 <= b <= 13:
        return None
    one = _ONE_HAND.get((a, b))
    if one is None:
        one = _ONE_HAND[(a, b)] = [{"NS": a, "EW": b}]
    return one


def _figure_json(a: Num, b: Num) -> dict[str, Any]:
    """One hand's (deal's) figures as the sheet writes them (§2.3 Numbers)."""
    return {"NS": a if type(a) is int else out(a), "EW": b if type(b) is int else out(b)}


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


def _standings_json(result: DriveResult) -> list[dict[str, Any]]:
    return [
        row
        if type(row["total"]) is int and type(row["rounds_won"]) is int
        else {**row, "total": out(row["total"]), "rounds_won": out(row["rounds_won"])}
        for row in result.standings
    ]
