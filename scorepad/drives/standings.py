"""The standings and the pools (``drives.md`` §2.3): each entrant's total with the sit-out
credit (§3.7), in order of total, high first, then of id."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorepad.drives.credit import _credit_per_bye, _norm
from scorepad.drives.figures import Num
from scorepad.drives.outcome import (
    _CARRIED_OF,
    _NO_SUMS,
    _PLAYED_OF,
    _WON_OF,
    DriveResult,
    Line,
    Sums,
)


def _sums_of(lines: Sequence[Line]) -> Sums:
    played = list(filter(_PLAYED_OF, lines))
    carried: Num = sum(map(_CARRIED_OF, played))
    won: Num = sum(map(_WON_OF, played))
    return carried, won, len(played), len(lines) - len(played)


def _quick_sums(result: DriveResult) -> dict[str, Sums]:
    """Each entrant's sums, those of the quick cards' entrants (every round played, one line
    each) from their totals."""
    quick, totals = result.quick_cards, result.quick_totals
    assert quick is not None and totals is not None
    return {
        e: (totals[e], sum(map(_WON_OF, lns)), len(lns), 0) if e in quick else _sums_of(lns)
        for e, lns in result.lines.items()
    }


def _standings(result: DriveResult, sums: Mapping[str, Sums] | None = None) -> None:
    """The standings, each entrant's totals from ``sums`` (summed from the lines without)."""
    drive = result.drive
    rows = []
    if sums is None and result.quick_cards is not None:
        sums = _quick_sums(result)
    totals, credits = result.totals, result.credits
    for e, lns in result.lines.items():
        carried, won, n, byes = _sums_of(lns) if sums is None else sums.get(e, _NO_SUMS)
        credit: Num = 0
        total = carried
        if byes:
            credit = _credit_per_bye(drive, carried, n)
            total = carried + credit * byes
        if type(total) is not int:
            total = _norm(total)
        if type(won) is not int:
            won = _norm(won)
        totals[e] = total
        credits[e] = credit
        rows.append((-total, e, total, won, n, byes))
    rows.sort()  # by total, high first, then by id (the ids differ)
    key = "pair" if drive.pair_drive else "player"
    result.standings = [
        {key: e, "total": total, "rounds_won": won, "played": n, "sat_out": b}
        for _, e, total, won, n, b in rows
    ]


def _pools(result: DriveResult) -> dict[str, list[str]]:
    """The pools in standings order, made once for the standings (only read)."""
    if result.pools is not None and result.pools[0] is result.standings:
        return result.pools[1]
    drive = result.drive
    pair = drive.pair_drive
    key = "pair" if pair else "player"
    order = [row[key] for row in result.standings]
    pools: dict[str, list[str]]
    if pair:
        pools = {"pairs": order}
    else:
        pools = {"all": order}
        players = drive.players
        for role in ("lady", "gent"):
            ids = [e for e in order if players[e].role == role]
            if ids:
                pools[role] = ids
    result.pools = (result.standings, pools)
    return pools
