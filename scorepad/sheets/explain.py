"""The score sheet in plain words (``scorepad score --explain``)."""

from __future__ import annotations

from collections.abc import Mapping

from scorepad.enums import SIDES, Side
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import DealLine, Sheet

_NUMBER_WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
)
#: Short whist's names for a game's worth (RC1900 law 53): treble, double, single.
_SHORT_WHIST_GAMES = {3: "a treble", 2: "a double", 1: "a single"}


def game_worth(game: str, value: int | None) -> str:
    """How the old books name a whist game's worth.

    >>> game_worth("short_whist", 3), game_worth("american_whist", 4), game_worth("auction", None)
    ('a treble (3)', 'worth 4', '')
    """
    if value is None:
        return ""
    if game == "short_whist" and value in _SHORT_WHIST_GAMES:
        return f"{_SHORT_WHIST_GAMES[value]} ({value})"
    return f"worth {value}"


def number_word(n: int) -> str:
    """A number as the sheet's words say it, the way every game's explanations do.

    >>> number_word(0), number_word(3), number_word(13), number_word(14)
    ('no', 'three', 'thirteen', '14')
    """
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def count(n: int, noun: str) -> str:
    """So many of a thing, in words.

    >>> count(0, "trick"), count(1, "undertrick"), count(3, "trick")
    ('no tricks', 'one undertrick', 'three tricks')
    """
    return f"{number_word(n)} {noun}{'' if n == 1 else 's'}"


def signed(n: int) -> str:
    """A net figure: +26, -26, or 0 (never +0).

    >>> signed(26), signed(-26), signed(0)
    ('+26', '-26', '0')
    """
    return f"{n:+d}" if n else "0"


def by_cards(n: int) -> str:
    """ "the odd trick", "two by cards" ... as the old books say it.

    >>> by_cards(1), by_cards(3)
    ('the odd trick', 'three by cards')
    """
    if n == 1:
        return "the odd trick"
    word = number_word(n) if 1 <= n <= 7 else str(n)
    return f"{word} by cards"


def _what(sheet: Sheet) -> str:
    """What the sheet's play is called: a rubber, Chicago's round, or a single game."""
    if sheet.house_rules.get("match_form") == "single_games":
        return "Game"
    return "Round" if sheet.game == "chicago" else "Rubber"


def hand_effects(sheet: Sheet, index: int) -> tuple[list[tuple[Side, int, str]], str]:
    """Everything deal ``index`` (0-based) of ``sheet`` causes, as the sheet has it: its
    entries (side, points, reason), with the rubber bonus when the deal ends the rubber; and
    the words for the end ("rubber finished") or "".

    The window's quick-entry hint says this of a pencilled hand: the pad pencils the bonus and
    the end, so the hint names them too (the bonus is the sheet's, not a deal's entry)."""
    d = sheet.deals[index]
    effects = [(e.side, e.points, e.explain or e.label.replace("_", " ")) for e in d.entries]
    if not sheet.complete or index != len(sheet.deals) - 1:
        return effects, ""
    what = _what(sheet)
    if sheet.bonus and sheet.winner is not None:
        whist = sheet.game.endswith("whist") and sheet.game != "bridge_whist"
        words = f"{what.lower()} points" if whist else f"{what.lower()} bonus"
        effects.append((sheet.winner, sheet.bonus, f"{words}: {sheet.bonus}"))
    return effects, f"{what} finished"


def sheet_text(rubber: Rubber, sheet: Sheet) -> str:
    """A readable account of the sheet: every deal's entries with their reasons, the games,
    the totals and the result."""
    names = {s: s.value for s in SIDES}
    lines = [f"{sheet.game} ({sheet.code})"]
    for i, d in enumerate(sheet.deals, 1):
        lines += _deal_text(sheet, i, d, names)
    for n, g in enumerate(sheet.games, 1):
        worth = game_worth(sheet.game, g.value)
        lines.append(
            f"Game {n}: {names[g.winner]}{', ' + worth if worth else ''}, "
            f"the losers at {g.loser_score}"
        )
    lines += _result_text(sheet, names)
    return "\n".join(lines) + "\n"


def _deal_text(sheet: Sheet, i: int, d: DealLine, names: Mapping[Side, str]) -> list[str]:
    """The lines of one deal in :func:`sheet_text`: its head, then its entries and game."""
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
    lines = [head]
    if d.status != "scored":
        lines.append(f"  {d.status.replace('_', ' ')}: nothing scored")
    for e in d.entries:
        col = "" if e.column == "points" else f" {e.column}"
        reason = e.explain or e.label.replace("_", " ")
        lines.append(f"  {names[e.side]}{col} {e.points:+d}  {reason}")
    if d.game_won is not None:
        worth = game_worth(sheet.game, d.game_won.value)
        lines.append(f"  game to {names[d.game_won.by]}{', ' + worth if worth else ''}")
    return lines


def _result_text(sheet: Sheet, names: Mapping[Side, str]) -> list[str]:
    """The closing lines of :func:`sheet_text`: the result, allowances, totals and net."""
    what = _what(sheet)
    lines = []
    if sheet.complete:
        winner = names[sheet.winner] if sheet.winner else "neither side (a tie)"
        bonus = f", bonus {sheet.bonus}" if sheet.bonus else ""
        lines.append(f"{what} to {winner}{bonus}")
    else:
        lines.append(f"{what} unfinished")
    for s, n in sheet.allowances.items():
        lines.append(f"Unfinished-rubber allowance: {names[s]} {n}")

    def sides(figures: Mapping[Side, int]) -> str:
        return ", ".join(f"{names[s]} {figures[s]}" for s in SIDES)

    so_far = sheet.so_far
    if so_far != sheet.totals:
        lines.append("So far: " + sides(so_far))
        lines.append("Totals if stopped now: " + sides(sheet.totals))
    else:
        lines.append("Totals: " + sides(sheet.totals))
    lines.append("Net: " + ", ".join(f"{names[s]} {signed(sheet.net[s])}" for s in SIDES))
    return lines
