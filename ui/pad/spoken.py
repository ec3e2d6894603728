"""The pad in words, for a screen reader: what the painted pad shows, read off the rubber and the
sheet the store scored (nothing is scored here).

:func:`pad_text` is the pad's accessible description (:class:`ui.pad.view.PadView` keeps it in
step with every change): the heads (the four names), each side's scores above and below the line
(below it, game by game), the games, the totals, who deals next and who is vulnerable. On a whist
card the markers' games are the games. :func:`recorded_words` is what the status bar says when a
hand is recorded ("Hand 5 recorded: 4 spades by North, made; We need 20 for game, They 100").

>>> spoken_summary("4SX by N, 10 tricks")
'4 spades doubled by North, 10 tricks'
>>> spoken_summary("NS 9 tricks")
'We 9 tricks'
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from scorepad.enums import SIDES, Seat, Side
from scorepad.i18n import SOURCE, Text, say
from scorepad.i18n import current as core_language
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import DealLine, Sheet
from ui import i18n


def _tr(text: object) -> str:
    return QCoreApplication.translate("PadWords", str(text))


def side_name(side: Side) -> str:
    return _tr(i18n.SIDE_NAMES[side.value])


def seat_name(seat: Seat) -> str:
    return _tr(i18n.SEAT_NAMES[seat.value])


_STRAINS = {
    "C": QT_TRANSLATE_NOOP("PadWords", "clubs"),
    "D": QT_TRANSLATE_NOOP("PadWords", "diamonds"),
    "H": QT_TRANSLATE_NOOP("PadWords", "hearts"),
    "S": QT_TRANSLATE_NOOP("PadWords", "spades"),
    "NT": QT_TRANSLATE_NOOP("PadWords", "no trumps"),
}
_ONE = {
    "C": QT_TRANSLATE_NOOP("PadWords", "club"),
    "D": QT_TRANSLATE_NOOP("PadWords", "diamond"),
    "H": QT_TRANSLATE_NOOP("PadWords", "heart"),
    "S": QT_TRANSLATE_NOOP("PadWords", "spade"),
    "NT": QT_TRANSLATE_NOOP("PadWords", "no trump"),
}
_CONTRACT = re.compile(r"\b([1-7])(NT|C|D|H|S)(XX|X)?\b")
_LONE_STRAIN = re.compile(r"^(NT|C|D|H|S)(?= by )")
_BY_SEAT = re.compile(r"\bby ([NESW])\b")
_FIRST_STRAIN = re.compile(r"^(NT|C|D|H|S)(?= )")  # a bridge whist declaration, said first
_SIDE = re.compile(r"\b(NS|EW)\b")


def _contract_words(m: re.Match[str]) -> str:
    level, strain, doubled = m.group(1), m.group(2), m.group(3)
    words = f"{level} {_tr(_ONE[strain] if level == '1' else _STRAINS[strain])}"
    if doubled:
        words += " " + (
            QCoreApplication.translate("PadWords", "redoubled")
            if doubled == "XX"
            else QCoreApplication.translate("PadWords", "doubled")
        )
    return words


def _seats_named(text: Text) -> Text:
    """``text`` made again with each seat it names by its letter ("{seat}": "W") named in
    words ("West"), its other values as they are (said in turn)."""
    params: dict[str, object] = {}
    for key, value in text.params.items():
        if isinstance(value, Text):
            value = _seats_named(value)
        elif key == "seat" and isinstance(value, str) and value in _SEAT_LETTERS:
            value = seat_name(Seat(value))
        params[key] = value
    if text.capital:
        return Text.capitalised(_seats_named(text.params["text"]))
    if text.msgid_plural is not None and text.n is not None:
        return Text.plural(text.msgid, text.msgid_plural, text.n, **params)
    return Text(text.msgid, **params)


_SEAT_LETTERS = frozenset("NESW")


def spoken_summary(summary: str) -> str:
    """A deal's summary as the core writes it ("2SX by W, 8 tricks"), in words ("2 spades
    doubled by West, 8 tricks"): strains spelt out, seats and sides named. In another language
    the core's words are said in it first, the seats named as it names them."""
    if isinstance(summary, Text) and core_language() != SOURCE:
        text = say(_seats_named(summary))
        text = _CONTRACT.sub(_contract_words, text)
        text = _FIRST_STRAIN.sub(lambda m: _tr(_STRAINS[m.group(1)]), text)
        return _SIDE.sub(lambda m: side_name(Side(m.group(1))), text)
    text = _CONTRACT.sub(_contract_words, summary)
    text = _LONE_STRAIN.sub(lambda m: _tr(_STRAINS[m.group(1)]), text)
    text = _BY_SEAT.sub(
        lambda m: QCoreApplication.translate("PadWords", "by") + " " + seat_name(Seat(m.group(1))),
        text,
    )
    return _SIDE.sub(lambda m: side_name(Side(m.group(1))), text)


def deal_words(line: DealLine) -> str:
    """One deal in words: its summary, and whether the contract was made or went down."""
    words = spoken_summary(line.summary) if line.summary else line.status.replace("_", " ")
    labels = {e.label for e in line.entries}
    if _CONTRACT.search(line.summary or ""):
        if "undertricks" in labels:
            words += ", " + QCoreApplication.translate("PadWords", "down")
        elif any(e.label == "tricks" and e.column == "below" for e in line.entries):
            words += ", " + QCoreApplication.translate("PadWords", "made")
    return words


def heads(rubber: Rubber) -> str:
    """The pad's heads: each side and its two players."""
    out = []
    for side, seats in ((Side.NS, (Seat.N, Seat.S)), (Side.EW, (Seat.E, Seat.W))):
        names = [f"{seat_name(s)} {rubber.players[s]}" for s in seats if rubber.players.get(s)]
        out.append(
            side_name(side)
            + (": " + QCoreApplication.translate("PadWords", " and ").join(names) if names else "")
        )
    return "; ".join(out)


def _columns(sheet: Sheet) -> tuple[dict[Side, list[int]], list[dict[Side, list[int]]]]:
    """Each side's figures above the line (or a whist card's points), and below it game by
    game, in the order they were marked."""
    above: dict[Side, list[int]] = {s: [] for s in SIDES}
    below: list[dict[Side, list[int]]] = [{s: [] for s in SIDES}]
    for line in sheet.deals:
        for e in line.entries:
            if e.column == "below":
                below[-1][e.side].append(e.points)
            else:
                above[e.side].append(e.points)
        if line.game_won is not None:
            below.append({s: [] for s in SIDES})
    if not any(below[-1].values()):
        below.pop()
    return above, below


def _figures(points: list[int]) -> str:
    return (
        ", ".join(str(p) for p in points)
        if points
        else QCoreApplication.translate("PadWords", "nothing")
    )


def score_lines(sheet: Sheet) -> list[str]:
    """Each side's scores: above and below the line (bridge games) or its points (whist)."""
    above, below = _columns(sheet)
    whist = all(e.column == "points" for d in sheet.deals for e in d.entries)
    lines = []
    for side in SIDES:
        name = side_name(side)
        if whist:
            lines.append(
                QCoreApplication.translate("PadWords", "{side}, points: {figures}").format(
                    side=name, figures=_figures(above[side])
                )
            )
            continue
        lines.append(
            QCoreApplication.translate("PadWords", "{side}, above the line: {figures}").format(
                side=name, figures=_figures(above[side])
            )
        )
        games = [
            QCoreApplication.translate("PadWords", "game {n}: {figures}").format(
                n=n, figures=_figures(g[side])
            )
            for n, g in enumerate(below, 1)
        ]
        lines.append(
            QCoreApplication.translate("PadWords", "{side}, below the line: {games}").format(
                side=name,
                games="; ".join(games)
                if games
                else QCoreApplication.translate("PadWords", "nothing"),
            )
        )
    return lines


def games_line(sheet: Sheet) -> str:
    won = ", ".join(f"{side_name(g.winner)}" for g in sheet.games)
    count = ", ".join(
        f"{side_name(s)} {sum(1 for g in sheet.games if g.winner == s)}" for s in SIDES
    )
    return QCoreApplication.translate("PadWords", "Games: {count}").format(count=count) + (
        " (" + QCoreApplication.translate("PadWords", "won in turn by {won}").format(won=won) + ")"
        if won
        else ""
    )


def next_line(rubber: Rubber, sheet: Sheet) -> str:
    """Who deals next, and who is vulnerable; or who won the rubber."""
    if sheet.complete:
        who = (
            side_name(sheet.winner)
            if sheet.winner
            else QCoreApplication.translate("PadWords", "nobody")
        )
        return QCoreApplication.translate("PadWords", "The rubber is over, won by {who}.").format(
            who=who
        )
    pos = sheet.position
    parts = []
    if pos.next_dealer is not None:
        name = rubber.players.get(pos.next_dealer)
        dealer = seat_name(pos.next_dealer) + (f" ({name})" if name else "")
        parts.append(
            QCoreApplication.translate("PadWords", "Next to deal: {dealer}").format(dealer=dealer)
        )
    else:
        parts.append(QCoreApplication.translate("PadWords", "Next to deal: not known"))
    if pos.vulnerable is not None:
        if len(pos.vulnerable) == 2:
            vul = QCoreApplication.translate("PadWords", "both sides")
        elif pos.vulnerable:
            vul = side_name(pos.vulnerable[0])
        else:
            vul = QCoreApplication.translate("PadWords", "neither side")
        parts.append(QCoreApplication.translate("PadWords", "Vulnerable: {who}").format(who=vul))
    if pos.chicago_deal is not None:
        parts.append(
            QCoreApplication.translate("PadWords", "Chicago deal {n} of 4").format(
                n=pos.chicago_deal
            )
        )
    return ". ".join(parts) + "."


def needs_line(sheet: Sheet) -> str:
    """What each side needs for game ("We need 20 for game, They 100")."""
    needs = sheet.position.needs
    if not needs or sheet.complete:
        return ""
    first, *rest = list(needs)
    out = QCoreApplication.translate("PadWords", "{side} need {n} for game").format(
        side=side_name(first), n=needs[first]
    )
    for side in rest:
        out += f", {side_name(side)} {needs[side]}"
    return out


def pad_text(rubber: Rubber, sheet: Sheet, spelling: str = "british") -> str:
    """The whole pad in words, one sentence a line."""
    totals = ", ".join(f"{side_name(s)} {sheet.totals.get(s, 0)}" for s in SIDES)
    lines = [
        QCoreApplication.translate("PadWords", "Score pad. {heads}.").format(heads=heads(rubber)),
        QCoreApplication.translate("PadWords", "{n} hands recorded.").format(n=len(sheet.deals)),
        *[line + "." for line in score_lines(sheet)],
        games_line(sheet) + ".",
        QCoreApplication.translate("PadWords", "Totals: {totals}.").format(totals=totals),
        next_line(rubber, sheet),
    ]
    needs = needs_line(sheet)
    if needs:
        lines.append(needs + ".")
    text = "\n".join(lines)
    return text  # (American words: the en_US catalogue)


def recorded_words(number: int, rubber: Rubber, sheet: Sheet) -> str:
    """What the status bar says of a hand just recorded ("Hand 5 recorded: 4 spades by North,
    made; We need 20 for game, They 100")."""
    if not 0 < number <= len(sheet.deals):
        return ""
    line = sheet.deals[number - 1]
    out = QCoreApplication.translate("PadWords", "Hand {n} recorded: {words}").format(
        n=number, words=deal_words(line)
    )
    if line.game_won is not None and not sheet.complete:
        out += "; " + QCoreApplication.translate("PadWords", "game to {side}").format(
            side=side_name(line.game_won.by)
        )
    if sheet.complete:
        out += "; " + next_line(rubber, sheet).rstrip(".")
    elif needs := needs_line(sheet):
        out += "; " + needs
    return out
