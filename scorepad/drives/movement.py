"""The five movements (``drives.md`` §3.4): the next round's seating from this round's seating
and each table's winning side. Pure functions of tuples.

An individual seating is one ``(N, E, S, W)`` tuple of ids per table, a pair seating one
``(NS, EW)`` tuple of pair ids. "+1" is the next higher table (T wraps to 1), "−1" the next
lower (1 wraps to T). In an individual drive the lady of a partnership is the player whose role
is ``lady`` (a ghost, or a partnership that is not one lady and one gent, goes by the seat: N
and E are the ladies' seats, S and W the gents').

>>> start = (("L1", "L2", "G1", "G2"), ("L3", "L4", "G3", "G4"), ("L5", "L6", "G5", "G6"))
>>> next_individual("progressive", "winners", start, ("NS", "EW", "NS"), {}.get)
(('L2', 'L5', 'G4', 'G2'), ('L3', 'L1', 'G5', 'G3'), ('L6', 'L4', 'G1', 'G6'))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorepad.i18n import Text

Table4 = tuple[str, str, str, str]
Table2 = tuple[str, str]
RoleOf = Callable[[str], str | None]

N, E, S, W = 0, 1, 2, 3


def split(lady_seat: str, gent_seat: str, role_of: RoleOf) -> tuple[str, str]:
    """(lady, gent) of a partnership sitting ``lady_seat`` (N or E) and ``gent_seat`` (S or W)."""
    if role_of(lady_seat) == "gent" and role_of(gent_seat) == "lady":
        return gent_seat, lady_seat
    return lady_seat, gent_seat


def _other(side: str) -> str:
    return "EW" if side == "NS" else "NS"


def next_individual(
    movement: str,
    movers: str,
    seating: Sequence[Table4],
    winners: Sequence[str],
    role_of: RoleOf,
    head_winners_split: bool = True,
) -> tuple[Table4, ...]:
    """The next seating of an individual drive (``progressive``, ``semi_partner``,
    ``head_table``)."""
    if movement not in ("progressive", "semi_partner", "head_table"):
        raise ValueError(Text("{movement} is not an individual movement", movement=movement))
    stay: list[tuple[str, str]] = []
    move: list[tuple[str, str]] = []
    for (n, e, s, w), moves in zip(seating, _ns_moves(movement, movers, winners), strict=True):
        # (lady, gent) of each partnership: a gent at N and a lady at S change roles' seats
        ns = split(n, s, role_of)
        ew = split(e, w, role_of)
        if moves:
            move.append(ns)
            stay.append(ew)
        else:
            move.append(ew)
            stay.append(ns)
    return _reseat(movement, stay, move, seating, winners, head_winners_split)


def _ns_moves(movement: str, movers: str, winners: Sequence[str]) -> list[bool]:
    """At each table, whether the NS partnership moves (else EW does): the winners or the
    losers as ``movers`` says (semi-partner: the losers), head table: the losers at table 1
    and the winners elsewhere."""
    progressive, semi = movement == "progressive", movement == "semi_partner"
    if progressive and movers == "winners":
        return [w == "NS" for w in winners]
    if progressive or semi:
        return [w != "NS" for w in winners]
    return [w == "NS" if i else w != "NS" for i, w in enumerate(winners)]


def _reseat(
    movement: str,
    stay: list[tuple[str, str]],
    move: list[tuple[str, str]],
    seating: Sequence[Table4],
    winners: Sequence[str],
    head_winners_split: bool,
) -> tuple[Table4, ...]:
    """Each table's next seating from the (lady, gent) who stay and who move at each table."""
    t = len(stay)
    if movement == "progressive":  # move[i - 1] is the table below (table 1's from T)
        return tuple(
            [(sl, move[i - 1][0], move[(i + 1) % t][1], sg) for i, (sl, sg) in enumerate(stay)]
        )
    if movement == "semi_partner":
        return tuple(
            [(sl, move[i - 1][0], sg, move[(i + 1) % t][1]) for i, (sl, sg) in enumerate(stay)]
        )
    out: list[Table4] = []
    for i in range(t):
        sl, sg = stay[i]
        al, ag = move[(i + 1) % t]  # the arrivals come from the table below (table 1's losers to T)
        if i == 0 and not head_winners_split:
            table = seating[0]
            if winners[0] == "NS":
                out.append((table[N], al, table[S], ag))
            else:
                out.append((al, table[E], ag, table[W]))
        else:
            out.append((sl, al, ag, sg))
    return tuple(out)


def next_pairs(
    movement: str, movers: str, seating: Sequence[Table2], winners: Sequence[str]
) -> tuple[Table2, ...]:
    """The next seating of a pair drive (``partner``, ``compass``)."""
    t = len(seating)
    if movement == "compass":
        return tuple((seating[i][0], seating[(i + 1) % t][1]) for i in range(t))
    if movement != "partner":
        raise ValueError(Text("{movement} is not a pair movement", movement=movement))
    stay: list[str] = []
    move: list[str] = []
    for i, (ns, ew) in enumerate(seating):
        w = winners[i]
        moving = w if movers == "winners" else _other(w)
        move.append(ns if moving == "NS" else ew)
        stay.append(ew if moving == "NS" else ns)
    return tuple((stay[i], move[(i - 1) % t]) for i in range(t))
