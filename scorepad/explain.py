"""The score sheet in plain words (``scorepad score --explain``)."""

from __future__ import annotations

from scorepad.enums import SIDES
from scorepad.record import Rubber
from scorepad.sheet import Sheet

_ORDINAL_WORDS = ("one", "two", "three", "four", "five", "six", "seven")


def by_cards(n: int) -> str:
    """"the odd trick", "two by cards" ... as the old books say it.

    >>> by_cards(1), by_cards(3)
    ('the odd trick', 'three by cards')
    """
    if n == 1:
        return "the odd trick"
    word = _ORDINAL_WORDS[n - 1] if 1 <= n <= 7 else str(n)
    return f"{word} by cards"


def sheet_text(rubber: Rubber, sheet: Sheet) -> str:
    """A readable account of the sheet: every deal's entries with their reasons, the games,
    the totals and the result."""
    names = {s: s.value for s in SIDES}
    lines = [f"{sheet.game} ({sheet.code})"]
    for i, d in enumerate(sheet.deals, 1):
        head = f"Deal {i}"
        if d.dealer is not None:
            head += f", dealer {d.dealer.value}"
        if d.chicago_deal is not None:
            head += f", Chicago deal {d.chicago_deal}"
        if d.vulnerable is not None:
            vul = "+".join(s.value for s in d.vulnerable) or "none"
            head += f", vulnerable {vul}"
        if d.summary:
            head += f": {d.summary}"
        lines.append(head)
        if d.status != "scored":
            lines.append(f"  {d.status.replace('_', ' ')}: nothing scored")
        for e in d.entries:
            col = "" if e.column == "points" else f" {e.column}"
            reason = e.explain or e.label.replace("_", " ")
            lines.append(f"  {names[e.side]}{col} {e.points:+d}  {reason}")
        if d.game_won is not None:
            val = "" if d.game_won.value is None else f", worth {d.game_won.value}"
            lines.append(f"  game to {names[d.game_won.by]}{val}")
    for n, g in enumerate(sheet.games, 1):
        val = "" if g.value is None else f" ({g.value})"
        lines.append(f"Game {n}: {names[g.winner]}{val}, the losers at {g.loser_score}")
    if sheet.complete:
        lines.append(f"Rubber to {names[sheet.winner] if sheet.winner else 'nobody'}"
                     f", bonus {sheet.bonus}")
    else:
        lines.append("Rubber unfinished")
    for s, n in sheet.allowances.items():
        lines.append(f"Unfinished-rubber allowance: {names[s]} {n}")
    lines.append("Totals: " + ", ".join(f"{names[s]} {sheet.totals[s]}" for s in SIDES))
    lines.append("Net: " + ", ".join(f"{names[s]} {sheet.net[s]:+d}" for s in SIDES))
    return "\n".join(lines) + "\n"
