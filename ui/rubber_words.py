"""A rubber in words, as its pane and the window's tabs say it: the tab's title (the table, the
game and the four names) and where the rubber stands (the dealer, what each side needs for game,
the games won, who is vulnerable). Nothing is scored here: the words are read off the rubber
and the sheet the store scored.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from scorepad.enums import SIDES, Seat
from scorepad.i18n import say
from scorepad.records.record import Rubber
from scorepad.rules import get_rules
from scorepad.sheets.sheet import Sheet
from ui import i18n


def info_title(info: Any) -> str:
    """A tab's title from the history's header of a rubber (nothing scored)."""
    return rubber_title(Rubber(game=info.game, table=info.table, players=info.players))


def rubber_title(rubber: Rubber, number: int | None = None) -> str:
    """A tab's title: the table, the game and the four names ("Table 1 · Contract: Grey & Hay
    v Lamb & Ross"), so that rubbers at one table can be told apart; ``number``: the rubber's
    place at its table that evening, given where there are several ("Table 1 #2 · …")."""
    rules = get_rules(rubber.game)
    table = rubber.table
    if table and number is not None:
        table = f"{table} #{number}"
    title = say(rules.title)
    head = f"{table} · {title}" if table else title
    p = rubber.players
    if p:
        we = " & ".join(p[s] for s in (Seat.N, Seat.S) if s in p)
        they = " & ".join(p[s] for s in (Seat.E, Seat.W) if s in p)
        if we or they:
            we = we or QCoreApplication.translate("RubberWords", "We")
            they = they or QCoreApplication.translate("RubberWords", "They")
            return QCoreApplication.translate("RubberWords", "{head}: {we} v {they}").format(
                head=head, we=we, they=they
            )
    return head


NBSP = "\u00a0"


def position_text(rubber: Rubber, sheet: Sheet) -> str:
    """Where the rubber stands: the dealer, what each side needs, games, vulnerability."""
    side = i18n.SIDE_NAMES
    if sheet.complete:
        who = side[sheet.winner.value] if sheet.winner else "nobody"
        net = ", ".join(f"{side[s.value]} {sheet.net[s]:+d}" for s in SIDES)
        return QCoreApplication.translate(
            "RubberWords",
            "The rubber is over, won by {who} (net {net}). No more hands "
            "can be recorded; undo the last hand to reopen it.",
        ).format(who=who, net=net)
    pos = sheet.position
    parts = []
    if pos.next_dealer is not None:
        name = rubber.players.get(pos.next_dealer)
        parts.append(
            QCoreApplication.translate("RubberWords", "Dealer: {value}").format(
                value=pos.next_dealer.value
            )
            + (f" ({name})" if name else "")
        )
    if pos.chicago_deal is not None:
        parts.append(
            QCoreApplication.translate("RubberWords", "Chicago deal {chicago_deal} of 4").format(
                chicago_deal=pos.chicago_deal
            )
        )
    needs = pos.needs
    parts.append(
        QCoreApplication.translate("RubberWords", "{needs} for game").format(
            needs=" · ".join(
                QCoreApplication.translate("RubberWords", "{side} need {n}").format(
                    side=side[s.value], n=needs[s]
                )
                for s in needs
            )
        )
    )
    games = pos.games_won
    if any(games.values()):
        parts.append(
            QCoreApplication.translate("RubberWords", "Games: ")
            + ", ".join(f"{side[s.value]} {n}" for s, n in games.items())
        )
    if pos.vulnerable is not None:
        vul = (
            QCoreApplication.translate("RubberWords", "both")
            if len(pos.vulnerable) == 2
            else side[pos.vulnerable[0].value]
            if pos.vulnerable
            else QCoreApplication.translate("RubberWords", "neither")
        )
        parts.append(QCoreApplication.translate("RubberWords", "Vulnerable: {vul}").format(vul=vul))
    # (a phrase is never broken across lines: "Games: We 1, They / 0"; the label wraps at "·")
    return " · ".join(p.replace(" ", NBSP) for part in parts for p in part.split(" · "))
