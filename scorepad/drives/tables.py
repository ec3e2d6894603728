"""One table's result read in full against its seating (``drives.md`` §2.3 tables): an empty
table, a bye (§3.7), or the hands (deals) scored and the winner found, a tie decided by the
house rule ``tie_at_table`` (§3.6)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from scorepad.drives.figures import Num, out
from scorepad.drives.hands import _bridge_deals, _whist_hands
from scorepad.drives.model import SIDE_NAMES, Drive, Problems, where
from scorepad.drives.outcome import _OTHER, SIDES, TableOutcome
from scorepad.drives.scoring import _Scoring
from scorepad.i18n import Text


def _sides(tab: tuple[str, ...], pair: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Who sits NS and who EW: a pair each, or two players each."""
    return ((tab[0],), (tab[1],)) if pair else ((tab[0], tab[2]), (tab[1], tab[3]))


def _table(
    sc: _Scoring,
    i: int,
    t: int,
    tab: tuple[str, ...],
    sides: tuple[tuple[str, ...], tuple[str, ...]],
    res: Any,
    pr: Problems,
) -> TableOutcome | None:
    """One table's result read in full against its seating: an empty table, a bye, or the
    hands (deals) scored and the winner found, ties by the tie rule (§3.6)."""
    place = where(i, t)
    if not isinstance(res, dict):
        pr.add(place, Text("the result must be an object"))
        return None
    real = sc.real
    if real.isdisjoint(sides[0]) or real.isdisjoint(sides[1]):
        ghostly = [s for s, ids in zip(SIDES, sides, strict=True) if real.isdisjoint(ids)]
        return _ghost_table(t, tab, ghostly, res, place, pr)
    if "bye" in res:
        pr.add(place, Text("{field}: no ghosts sit at this table; give its score", field="bye"))
        return None
    tw = res.get("tie_winner")
    if tw is not None and tw not in SIDES:
        pr.add(place, Text("{field}: NS or EW", field="tie_winner"))
        return None
    if sc.scorer is None:
        figures, premium = _whist_hands(sc.drive, res, place, pr), (0, 0)
    else:
        figures, premium = _bridge_deals(sc.drive, sc.scorer, res, place, pr)
    if figures is None:
        return None
    ns: Num = 0
    ew: Num = 0
    for a, b in figures:
        ns += a
        ew += b
    ns += premium[0]
    ew += premium[1]
    o = TableOutcome(t, tab, ns, ew, "NS", None, figures)
    if ns != ew:
        o.winner = "NS" if ns > ew else "EW"
        return o
    return _TIE_RULES[str(sc.drive.rules["tie_at_table"])](sc.drive, o, tw, place, pr)


def _ghost_table(
    t: int,
    tab: tuple[str, ...],
    ghostly: list[str],
    res: Mapping[str, Any],
    place: str,
    pr: Problems,
) -> TableOutcome | None:
    """A table where ghosts sit on one side (a bye for the other, §3.7) or on both (no
    players: nothing to give but the table number)."""
    if len(ghostly) == 2:
        for key in res:
            if key != "table":
                pr.add(
                    place,
                    Text(
                        "{key}: only ghosts sit at this table; give the table number only", key=key
                    ),
                )
        return TableOutcome(t, tab, None, None, "NS", "no players", empty=True)
    playing = _OTHER[ghostly[0]]
    scored = [k for k in res if k not in ("table", "bye")]
    if scored or res.get("bye") != playing:
        pr.add(
            place,
            Text(
                '{field}: ghosts sit {side}, so {playing_side} have a bye: give "bye": "{playing}"'
                " and no {scored}",
                field="bye",
                side=SIDE_NAMES[ghostly[0]],
                playing_side=SIDE_NAMES[playing],
                playing=playing,
                scored=", ".join(scored),
            )
            if scored
            else Text(
                '{field}: ghosts sit {side}, so {playing_side} have a bye: give "bye": "{playing}"',
                field="bye",
                side=SIDE_NAMES[ghostly[0]],
                playing_side=SIDE_NAMES[playing],
                playing=playing,
            ),
        )
        return None
    return TableOutcome(t, tab, None, None, playing, "bye", bye=playing)


TieRule = Callable[[Drive, TableOutcome, Any, str, Problems], "TableOutcome | None"]


def _tie_half_win(drive: Drive, o: TableOutcome, tw: Any, place: str, pr: Problems) -> TableOutcome:
    """``half_win``: half a round won each; NS moves as the winner."""
    o.half = True
    o.decided_by = "half_win"
    return o


def _tie_count_back(
    drive: Drive, o: TableOutcome, tw: Any, place: str, pr: Problems
) -> TableOutcome | None:
    """``count_back``: the side that scored more on the last hand (deal) that differs; if every
    one is level, the cut."""
    word = Text("deal") if drive.bridge else Text("hand")
    for k in range(len(o.figures) - 1, -1, -1):
        a, b = o.figures[k]
        if a != b:
            w = "NS" if a > b else "EW"
            hi, lo = (a, b) if w == "NS" else (b, a)
            o.winner = w
            # Translators: count_back names the tie rule (its words: "count back"); NS, EW stay
            o.decided_by = Text(
                "count_back: {unit} {number} {side} {high} v {other} {low}",
                unit=word,
                number=str(k + 1),
                side=w,
                high=out(hi),
                other=_OTHER[w],
                low=out(lo),
            )
            return o
    return _tie_cut(drive, o, tw, place, pr)


def _tie_cut(
    drive: Drive, o: TableOutcome, tw: Any, place: str, pr: Problems
) -> TableOutcome | None:
    """``cut`` (and a count-back level to the first hand): the recorded ``tie_winner``."""
    if tw is None:
        rule = drive.rules["tie_at_table"]
        why = (
            Text("every hand was level too")
            if rule == "count_back"
            else Text("the tie rule is the cut")
        )
        if drive.bridge and rule == "count_back":
            why = Text("every deal was level too")
        assert o.ns is not None
        pr.add(
            place,
            Text(
                "{field}: {ns} all and {why}; record the cut as tie_winner",
                field="tie_winner",
                ns=out(o.ns),
                why=why,
            ),
        )
        return None
    o.winner = str(tw)
    o.decided_by = "cut"
    return o


_TIE_RULES: Mapping[str, TieRule] = {
    "half_win": _tie_half_win,
    "count_back": _tie_count_back,
    "cut": _tie_cut,
}
