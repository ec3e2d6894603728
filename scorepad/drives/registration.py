"""Registration and the start allocation (``drives.md`` §5.1–§5.2), as pure functions.

The table count is ⌈players / 4⌉ (pairs: ⌈pairs / 2⌉); a shortfall of k seats is filled by k
ghosts, one per incomplete table (the last tables, toward the booby end), never two in one
partnership where it can be avoided. A ghost in an individual drive takes the role of its seat:
N and E are the ladies' seats, S and W the gents'.

>>> table_count(13), ghost_seats(4, 1, 2)
(4, [(4, 'N'), (3, 'S'), (2, 'S')])
>>> start = allocate(["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"], "arrival")
>>> start[0]
{'table': 1, 'N': 'L1', 'E': 'L2', 'S': 'G1', 'W': 'G2'}
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from scorepad.i18n import Text

__all__ = [
    "GHOST",
    "allocate",
    "allocate_pairs",
    "balance_roles",
    "ghost_seats",
    "pair_table_count",
    "table_count",
]

GHOST = "ghost"
_LADY_SEATS = ("N", "E")
_GENT_SEATS = ("S", "W")


def table_count(players: int) -> int:
    """⌈players / 4⌉, and at least one table."""
    return max(1, -(-players // 4))


def pair_table_count(pairs: int) -> int:
    return max(1, -(-pairs // 2))


def balance_roles(ladies: Sequence[str], gents: Sequence[str]) -> tuple[list[str], list[str]]:
    """Ladies and gents as the movement seats them: where one role has more players than the
    tables have seats for it (2 a table), the last registered of them take the other role
    ("some of the men must represent women or vice versa")."""
    tables = table_count(len(ladies) + len(gents))
    la, ge = list(ladies), list(gents)
    while len(la) > 2 * tables:
        ge.append(la.pop())
    while len(ge) > 2 * tables:
        la.append(ge.pop())
    return la, ge


def ghost_seats(tables: int, missing_ladies: int, missing_gents: int) -> list[tuple[int, str]]:
    """Where the ghosts sit: (table, seat) for each missing lady, then each missing gent.

    One ghost a table from the last table down while there are tables enough; a table that must
    take a second ghost gets it in the other partnership (a lady's ghost at N, a gent's at W).
    """
    out: list[tuple[int, str]] = []
    used: dict[int, list[str]] = {}
    order = ["lady"] * missing_ladies + ["gent"] * missing_gents
    for n, role in enumerate(order):
        table = tables - (n % tables)
        taken = used.setdefault(table, [])
        seats = _LADY_SEATS if role == "lady" else _GENT_SEATS
        choice = None
        for s in seats:
            if s in taken:
                continue
            partner = {"N": "S", "S": "N", "E": "W", "W": "E"}[s]
            if partner not in taken:
                choice = s
                break
        if choice is None:
            choice = next(s for s in seats if s not in taken)
        taken.append(choice)
        out.append((table, choice))
    return out


def allocate(
    ladies: Sequence[str],
    gents: Sequence[str],
    method: str = "draw",
    seed: int | None = None,
) -> list[dict[str, Any]]:
    """The start of an individual drive (``start_allocation``): ``draw`` (seeded: lady k and
    gent k of the same suit are partners at table ⌈k/2⌉, N–S for odd k, E–W for even), or
    ``arrival`` / ``entered`` (in the order given, ladies N and E, gents S and W, table by
    table). Ghosts take the seats :func:`ghost_seats` gives; roles are balanced first."""
    la, ge = balance_roles(ladies, gents)
    tables = table_count(len(la) + len(ge))
    if method == "draw":
        rng = random.Random(seed)
        la = rng.sample(la, len(la))
        ge = rng.sample(ge, len(ge))
    elif method not in ("arrival", "entered"):
        raise ValueError(_not_an_allocation(method))
    seats = _ghosted(tables, 2 * tables - len(la), 2 * tables - len(ge))
    free_l = _free(seats, _LADY_SEATS)
    free_g = _free(seats, _GENT_SEATS)
    if method == "draw":
        free_l, free_g = _partners_first(seats, free_l, free_g)
    for pid, (t, s) in zip(la, free_l, strict=True):
        seats[t - 1][s] = pid
    for pid, (t, s) in zip(ge, free_g, strict=True):
        seats[t - 1][s] = pid
    return [{"table": x["table"], **{s: x[s] for s in ("N", "E", "S", "W")}} for x in seats]


Seat = tuple[int, str]  # (table, seat)


def _ghosted(tables: int, missing_ladies: int, missing_gents: int) -> list[dict[str, Any]]:
    """The tables with only their ghosts seated (``ghost`` alone, else ``ghost1``, …)."""
    ghosts = ghost_seats(tables, missing_ladies, missing_gents)
    seats: list[dict[str, Any]] = [{"table": t} for t in range(1, tables + 1)]
    for n, (t, s) in enumerate(ghosts):
        seats[t - 1][s] = GHOST if len(ghosts) == 1 else f"{GHOST}{n + 1}"
    return seats


def _free(seats: list[dict[str, Any]], role_seats: tuple[str, ...]) -> list[Seat]:
    """A role's free seats, table by table."""
    return [(x["table"], s) for x in seats for s in role_seats if s not in x]


def _partners_first(
    seats: list[dict[str, Any]], free_l: list[Seat], free_g: list[Seat]
) -> tuple[list[Seat], list[Seat]]:
    """The draw's order of the free seats: partners by suit, so lady k and gent k share a
    partnership wherever both its seats are free; the other free seats after."""
    both = [
        (x["table"], ls, gs)
        for x in seats
        for ls, gs in (("N", "S"), ("E", "W"))
        if ls not in x and gs not in x
    ]
    paired_l = {(t, ls) for t, ls, _ in both}
    paired_g = {(t, gs) for t, _, gs in both}
    rest_l = [x for x in free_l if x not in paired_l]
    rest_g = [x for x in free_g if x not in paired_g]
    return [(t, ls) for t, ls, _ in both] + rest_l, [(t, gs) for t, _, gs in both] + rest_g


def allocate_pairs(
    pairs: Sequence[str], method: str = "draw", seed: int | None = None
) -> list[dict[str, Any]]:
    """The start of a pair drive: pair k at table ⌈k/2⌉, N–S for odd k, E–W for even; with an
    odd number of pairs a ghost pair sits E–W at the last table."""
    order = list(pairs)
    if method == "draw":
        order = random.Random(seed).sample(order, len(order))
    elif method not in ("arrival", "entered"):
        raise ValueError(_not_an_allocation(method))
    tables = pair_table_count(len(order))
    missing = 2 * tables - len(order)
    order += [GHOST] if missing == 1 else [f"{GHOST}{k}" for k in range(1, missing + 1)]
    return [
        {"table": t, "NS": order[2 * (t - 1)], "EW": order[2 * (t - 1) + 1]}
        for t in range(1, tables + 1)
    ]


def _not_an_allocation(method: str) -> Text:
    return Text("{method} is not a start allocation (draw, entered, arrival)", method=repr(method))
