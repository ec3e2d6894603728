"""The player statement: totals, results per game, partners, opponents, a chart, and every
rubber with its running balance. The figures are :mod:`scorepad.store.stats`'s.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import (
    QPainter,
)

from scorepad.i18n import say
from scorepad.store import Store, stats
from scorepad.store.rows import RESULT_WORDS
from ui.chart import ChartPoint, paint_chart
from ui.printing.blocks import (
    Block,
    Col,
    Drawing,
    Facts,
    Heading,
    Para,
    Report,
    Row,
    Table,
    Title,
    game_title,
    long_date,
    money_text,
    pays_text,
    points_text,
    short_game_title,
    signed,
)


# -- the player statement -------------------------------------------------------------------------
def player_report(
    player: Any, rows: Sequence[Any], date_from: str | None = None, date_to: str | None = None
) -> Report:
    """A player's statement: totals, results per game, partners, opponents, a chart, and every
    rubber with its running balance. ``rows`` are the history's rows for the player."""
    if date_from and date_to:
        span = QCoreApplication.translate("PrintingPlayer", "{0} to {1}").format(
            long_date(date_from), long_date(date_to)
        )
    elif date_from:
        span = QCoreApplication.translate("PrintingPlayer", "from {0}").format(long_date(date_from))
    elif date_to:
        span = QCoreApplication.translate("PrintingPlayer", "up to {0}").format(long_date(date_to))
    else:
        span = QCoreApplication.translate("PrintingPlayer", "every rubber in the history")
    done = stats.settled(rows)
    total = stats.totals(rows)
    several = len(total.points) > 1
    facts: list[tuple[str, str]] = [
        (QCoreApplication.translate("PrintingPlayer", "Player"), player.name),
        (QCoreApplication.translate("PrintingPlayer", "Membership"), player.membership or "—"),
        (
            QCoreApplication.translate("PrintingPlayer", "Rubbers"),
            QCoreApplication.translate("PrintingPlayer", "{0} settled").format(total.rubbers)
            + (
                QCoreApplication.translate("PrintingPlayer", ", {in_play} in play").format(
                    in_play=total.in_play
                )
                if total.in_play
                else ""
            ),
        ),
        (
            QCoreApplication.translate("PrintingPlayer", "Won / lost"),
            f"{total.won} / {total.lost}"
            + (
                QCoreApplication.translate("PrintingPlayer", " / {drawn} drawn").format(
                    drawn=total.drawn
                )
                if total.drawn
                else ""
            ),
        ),
        (
            QCoreApplication.translate("PrintingPlayer", "Net points"),
            points_text(total.points, labelled=several),
        ),
        (
            QCoreApplication.translate("PrintingPlayer", "Money"),
            f"{money_text(total.money)} ({pays_text(total.money)})",
        ),
    ]
    blocks: list[Block] = [
        Title(
            QCoreApplication.translate("PrintingPlayer", "Statement: {name}").format(
                name=player.name
            ),
            span,
        ),
        Facts(tuple(facts)),
    ]
    if not rows:
        blocks.append(
            Para(QCoreApplication.translate("PrintingPlayer", "No rubbers in this period."))
        )
    per_game = stats.by_game(rows, player.name)
    if per_game:
        blocks.append(Heading(QCoreApplication.translate("PrintingPlayer", "By game")))
        blocks.append(
            Table(
                (
                    Col(QCoreApplication.translate("PrintingPlayer", "Game"), 2.2),
                    Col(QCoreApplication.translate("PrintingPlayer", "Rubbers"), 0.8, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Won"), 0.6, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Lost"), 0.6, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Drawn"), 0.6, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Net points"), 1.0, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Money"), 1.0, "right"),
                ),
                tuple(
                    Row(
                        (
                            game_title(s.game),
                            str(s.rubbers),
                            str(s.won),
                            str(s.lost),
                            str(s.drawn),
                            signed(s.net),
                            money_text(s.money),
                        )
                    )
                    for s in per_game
                ),
            )
        )
    if done:
        points = [
            ChartPoint(_date_of(r.played_on), r.net, r.money or 0.0, r.game)
            for r in done
            if r.played_on
        ]
        chart_title = (
            QCoreApplication.translate("PrintingPlayer", "Running money")
            if several
            else QCoreApplication.translate("PrintingPlayer", "Running net points and money")
        )

        def paint(p: QPainter, rect: QRectF) -> None:
            paint_chart(p, rect, points, title=chart_title)

        blocks.append(Heading(QCoreApplication.translate("PrintingPlayer", "Over time")))
        blocks.append(Drawing(paint, aspect=0.42, width=1.0))
    pair_kinds: tuple[tuple[str, Literal["partner", "opponent"]], ...] = (
        (QCoreApplication.translate("PrintingPlayer", "Partners"), "partner"),
        (QCoreApplication.translate("PrintingPlayer", "Opponents"), "opponent"),
    )
    for title, which in pair_kinds:
        pairs = stats.pairs(rows, which, player.name)
        if not pairs:
            continue
        shown = pairs[:15]
        blocks.append(Heading(title))
        blocks.append(
            Table(
                (
                    Col(QCoreApplication.translate("PrintingPlayer", "Player"), 2.4),
                    Col(QCoreApplication.translate("PrintingPlayer", "Rubbers"), 0.8, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Won"), 0.6, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Lost"), 0.6, "right"),
                    # per game when there are several: room for more than one figure
                    Col(
                        QCoreApplication.translate("PrintingPlayer", "Net points"),
                        2.0 if several else 1.0,
                        "right",
                        wrap=several,
                    ),
                    Col(QCoreApplication.translate("PrintingPlayer", "Money"), 1.0, "right"),
                ),
                tuple(
                    Row(
                        (
                            s.other,
                            str(s.rubbers),
                            str(s.won),
                            str(s.lost),
                            points_text(s.points, labelled=several),
                            money_text(s.money),
                        )
                    )
                    for s in shown
                ),
            )
        )
        if len(pairs) > len(shown):
            blocks.append(
                Para(
                    QCoreApplication.translate(
                        "PrintingPlayer", "… and {0} more, with fewer rubbers."
                    ).format(len(pairs) - len(shown)),
                    small=True,
                )
            )
    if rows:
        blocks.append(Heading(QCoreApplication.translate("PrintingPlayer", "Every rubber")))
        out_rows = []
        for r, running in zip(rows, stats.running_money(rows), strict=True):
            out_rows.append(
                Row(
                    (
                        r.played_on or "",
                        short_game_title(r.game),
                        r.table or "",
                        r.seat.value,
                        r.partner or "—",
                        " & ".join(r.opponents) or "—",
                        say(RESULT_WORDS.get(r.result, r.result)),
                        signed(r.net),
                        "" if r.money is None else money_text(r.money),
                        money_text(running),
                    )
                )
            )
        blocks.append(
            Table(
                (
                    Col(QCoreApplication.translate("PrintingPlayer", "Date"), 1.3),
                    Col(QCoreApplication.translate("PrintingPlayer", "Game"), 1.45),
                    Col(QCoreApplication.translate("PrintingPlayer", "Table"), 0.85),
                    Col(QCoreApplication.translate("PrintingPlayer", "Seat"), 0.74, "center"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Partner"), 1.35),
                    Col(QCoreApplication.translate("PrintingPlayer", "Opponents"), 2.13),
                    Col(QCoreApplication.translate("PrintingPlayer", "Result"), 0.9),
                    Col(QCoreApplication.translate("PrintingPlayer", "Net"), 0.9, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Money"), 0.9, "right"),
                    Col(QCoreApplication.translate("PrintingPlayer", "Balance"), 1.08, "right"),
                ),
                tuple(out_rows),
            )
        )
    return Report(
        "player",
        QCoreApplication.translate("PrintingPlayer", "Statement of {name}").format(
            name=player.name
        ),
        tuple(blocks),
        facts={
            "rubbers": total.rubbers,
            "won": total.won,
            "lost": total.lost,
            "points": dict(total.points),
            "money": total.money,
        },
    )


def _date_of(iso: str) -> dt.date:
    return dt.date.fromisoformat(iso)


def player_report_from_store(
    store: Store, name: str, date_from: str | None = None, date_to: str | None = None
) -> Report:
    player = store.player(name)
    rows = store.player_history(player.name, date_from, date_to)
    return player_report(player, rows, date_from, date_to)
