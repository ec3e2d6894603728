"""The score sheet in plain words (``scorepad score --explain``).

The words are :class:`~scorepad.i18n.Text`: English as the sheet's JSON keeps them, said in the
chosen language by :func:`sheet_text` (``--lang``, scorepad.i18n).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from scorepad.enums import SIDES, Side
from scorepad.i18n import N_, Text, number, say
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import DealLine, Sheet

_NUMBER_WORDS = (
    Text("no"),
    Text("one"),
    Text("two"),
    Text("three"),
    Text("four"),
    Text("five"),
    Text("six"),
    Text("seven"),
    Text("eight"),
    Text("nine"),
    Text("ten"),
    Text("eleven"),
    Text("twelve"),
    Text("thirteen"),
)
#: Short whist's names for a game's worth (RC1900 law 53): treble, double, single.
_SHORT_WHIST_GAMES = {3: Text("a treble"), 2: Text("a double"), 1: Text("a single")}


def game_worth(game: str, value: int | None) -> str:
    """How the old books name a whist game's worth.

    >>> game_worth("short_whist", 3), game_worth("american_whist", 4), game_worth("auction", None)
    ('a treble (3)', 'worth 4', '')
    """
    if value is None:
        return ""
    if game == "short_whist" and value in _SHORT_WHIST_GAMES:
        return Text("{name} ({value})", name=_SHORT_WHIST_GAMES[value], value=value)
    return Text("worth {value}", value=value)


def number_word(n: int) -> str:
    """A number as the sheet's words say it, the way every game's explanations do.

    >>> number_word(0), number_word(3), number_word(13), number_word(14)
    ('no', 'three', 'thirteen', '14')
    """
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


#: The things :func:`count` counts, each with its singular and plural message.
_NOUNS: dict[str, Callable[[int, str], Text]] = {
    "trick": lambda n, w: Text.plural("{count} trick", "{count} tricks", n, count=w),
    "undertrick": lambda n, w: Text.plural("{count} undertrick", "{count} undertricks", n, count=w),
    "overtrick": lambda n, w: Text.plural("{count} overtrick", "{count} overtricks", n, count=w),
}


def count(n: int, noun: str) -> str:
    """So many of a thing, in words.

    >>> count(0, "trick"), count(1, "undertrick"), count(3, "trick")
    ('no tricks', 'one undertrick', 'three tricks')
    """
    return _NOUNS[noun](n, number_word(n))


def _signed(n: int) -> str:
    """:func:`signed` with the number as the chosen language writes it."""
    return ("+" if n > 0 else "-" if n < 0 else "") + number(abs(n))


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
    word = number_word(n) if 1 <= n <= 7 else str(n)
    return Text.plural("the odd trick", "{count} by cards", n, count=word)


def _what(sheet: Sheet) -> str:
    """What the sheet's play is called: a rubber, Chicago's round, or a single game."""
    if sheet.house_rules.get("match_form") == "single_games":
        return "game"
    return "round" if sheet.game == "chicago" else "rubber"


#: The sheet's closing words, for each kind of play (:func:`_what`); each is a message of its
#: own, since languages do not put the words together the same way.
_WORDS: dict[str, dict[str, str]] = {
    "finished": {
        "rubber": N_("Rubber finished"),
        "round": N_("Round finished"),
        "game": N_("Game finished"),
    },
    "unfinished": {
        "rubber": N_("Rubber unfinished"),
        "round": N_("Round unfinished"),
        "game": N_("Game unfinished"),
    },
    "to": {
        "rubber": N_("Rubber to {winner}"),
        "round": N_("Round to {winner}"),
        "game": N_("Game to {winner}"),
    },
    "points": {
        "rubber": N_("rubber points: {bonus}"),
        "round": N_("round points: {bonus}"),
        "game": N_("game points: {bonus}"),
    },
    "bonus": {
        "rubber": N_("rubber bonus: {bonus}"),
        "round": N_("round bonus: {bonus}"),
        "game": N_("game bonus: {bonus}"),
    },
}
#: The deal's states other than "scored", and the entries' labels, as words (the sheet's JSON
#: keeps the codes; these are said where an entry has no explanation of its own).
_STATUS = {
    "new_deal": Text("new deal: nothing scored"),
    "passed_out": Text("passed out: nothing scored"),
    "not_played": Text("not played: nothing scored"),
}
_LABELS = {
    "tricks": Text("tricks"),
    "overtricks": Text("overtricks"),
    "honours": Text("honours"),
    "chicane": Text("chicane"),
    "little_slam": Text("little slam"),
    "grand_slam": Text("grand slam"),
    "small_slam": Text("small slam"),
    "undertricks": Text("undertricks"),
    "doubled_bonus": Text("doubled bonus"),
    "revoke": Text("revoke"),
    "game_premium": Text("game premium"),
    "part_score_premium": Text("part score premium"),
    "call": Text("call"),
}
_COLUMNS = {"below": Text("below"), "above": Text("above")}


def _words(kind: str, what: str, **params: object) -> Text:
    return Text(_WORDS[kind][what], **params)


def _reason(explain: str, label: str) -> str:
    return explain or _LABELS.get(label) or label.replace("_", " ")


def hand_effects(sheet: Sheet, index: int) -> tuple[list[tuple[Side, int, str]], str]:
    """Everything deal ``index`` (0-based) of ``sheet`` causes, as the sheet has it: its
    entries (side, points, reason), with the rubber bonus when the deal ends the rubber; and
    the words for the end ("Rubber finished") or "". The words are :class:`Text`, English,
    for :func:`~scorepad.i18n.say` to say in the chosen language.

    The window's quick-entry hint says this of a pencilled hand: the pad pencils the bonus and
    the end, so the hint names them too (the bonus is the sheet's, not a deal's entry)."""
    d = sheet.deals[index]
    effects = [(e.side, e.points, _reason(e.explain, e.label)) for e in d.entries]
    if not sheet.complete or index != len(sheet.deals) - 1:
        return effects, ""
    what = _what(sheet)
    if sheet.bonus and sheet.winner is not None:
        whist = sheet.game.endswith("whist") and sheet.game != "bridge_whist"
        words = _words("points" if whist else "bonus", what, bonus=sheet.bonus)
        effects.append((sheet.winner, sheet.bonus, words))
    return effects, _words("finished", what)


def sheet_text(rubber: Rubber, sheet: Sheet) -> str:
    """A readable account of the sheet: every deal's entries with their reasons, the games,
    the totals and the result, in the chosen language (scorepad.i18n)."""
    names = {s: s.value for s in SIDES}
    lines: list[str] = [f"{sheet.game} ({sheet.code})"]
    for i, d in enumerate(sheet.deals, 1):
        lines += _deal_text(sheet, i, d, names)
    for n, g in enumerate(sheet.games, 1):
        worth = game_worth(sheet.game, g.value)
        winner, losers = names[g.winner], g.loser_score
        lines.append(
            Text(
                "Game {n}: {winner}, {worth}, the losers at {losers}",
                n=n,
                winner=winner,
                worth=worth,
                losers=losers,
            )
            if worth
            else Text(
                "Game {n}: {winner}, the losers at {losers}", n=n, winner=winner, losers=losers
            )
        )
    lines += _result_text(sheet, names)
    return "\n".join(say(line) for line in lines) + "\n"


def _deal_head(i: int, d: DealLine) -> str:
    """ "Deal 2, dealer E, vulnerable NS: 4S by N, 10 tricks" """
    head = [Text("Deal {i}", i=i)]
    if d.dealer is not None:
        head.append(Text(", dealer {seat}", seat=d.dealer.value))
    if d.chicago_deal is not None:
        head.append(Text(", Chicago deal {n}", n=d.chicago_deal))
    if d.vulnerable is not None:
        if d.vulnerable:
            head.append(Text(", vulnerable {sides}", sides="+".join(s.value for s in d.vulnerable)))
        else:
            head.append(Text(", vulnerable none"))
    if d.summary:
        head.append(Text(": {summary}", summary=d.summary))
    return "".join(say(h) for h in head)


def _deal_text(sheet: Sheet, i: int, d: DealLine, names: Mapping[Side, str]) -> list[str]:
    """The lines of one deal in :func:`sheet_text`: its head, then its entries and game."""
    lines = [_deal_head(i, d)]
    if d.status != "scored":
        status = _STATUS.get(d.status)
        lines.append("  " + say(status or f"{d.status.replace('_', ' ')}: nothing scored"))
    for e in d.entries:
        col = "" if e.column == "points" else " " + say(_COLUMNS[e.column])
        points = ("+" if e.points >= 0 else "-") + number(abs(e.points))
        lines.append(f"  {names[e.side]}{col} {points}  {say(_reason(e.explain, e.label))}")
    if d.game_won is not None:
        worth = game_worth(sheet.game, d.game_won.value)
        by = names[d.game_won.by]
        lines.append(
            "  "
            + say(
                Text("game to {by}, {worth}", by=by, worth=worth)
                if worth
                else Text("game to {by}", by=by)
            )
        )
    return lines


def _result_text(sheet: Sheet, names: Mapping[Side, str]) -> list[str]:
    """The closing lines of :func:`sheet_text`: the result, allowances, totals and net."""
    what = _what(sheet)
    lines: list[str] = []
    if sheet.complete:
        winner = names[sheet.winner] if sheet.winner else Text("neither side (a tie)")
        result = _words("to", what, winner=winner)
        bonus = Text(", bonus {bonus}", bonus=sheet.bonus) if sheet.bonus else ""
        lines.append(say(result) + say(bonus))
    else:
        lines.append(_words("unfinished", what))
    for s, n in sheet.allowances.items():
        lines.append(Text("Unfinished-rubber allowance: {side} {n}", side=names[s], n=n))

    def sides(figures: Mapping[Side, int]) -> str:
        return ", ".join(f"{names[s]} {number(figures[s])}" for s in SIDES)

    so_far = sheet.so_far
    if so_far != sheet.totals:
        lines.append(Text("So far: {figures}", figures=sides(so_far)))
        lines.append(Text("Totals if stopped now: {figures}", figures=sides(sheet.totals)))
    else:
        lines.append(Text("Totals: {figures}", figures=sides(sheet.totals)))
    net = ", ".join(f"{names[s]} {_signed(sheet.net[s])}" for s in SIDES)
    lines.append(Text("Net: {figures}", figures=net))
    return lines
