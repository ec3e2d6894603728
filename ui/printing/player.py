"""The player statement: totals, results per game, partners, opponents, a chart, and every
rubber with its running balance. The figures are :mod:`scorepad.store.stats`'s.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any, Literal

from PySide6.QtCore import QRectF
from PySide6.QtGui import (
    QPainter,
)

from scorepad.store import Store, stats
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
        span = f"{long_date(date_from)} to {long_date(date_to)}"
    elif date_from:
        span = f"from {long_date(date_from)}"
    elif date_to:
        span = f"up to {long_date(date_to)}"
    else:
        span = "every rubber in the history"
    done = stats.settled(rows)
    total = stats.totals(rows)
    several = len(total.points) > 1
    facts: list[tuple[str, str]] = [
        ("Player", player.name),
        ("Membership", player.membership or "—"),
        (
            "Rubbers",
            f"{total.rubbers} settled" + (f", {total.in_play} in play" if total.in_play else ""),
        ),
        (
            "Won / lost",
            f"{total.won} / {total.lost}" + (f" / {total.drawn} drawn" if total.drawn else ""),
        ),
        ("Net points", points_text(total.points, labelled=several)),
        ("Money", f"{money_text(total.money)} ({pays_text(total.money)})"),
    ]
    blocks: list[Block] = [Title(f"Statement: {player.name}", span), Facts(tuple(facts))]
    if not rows:
        blocks.append(Para("No rubbers in this period."))
    per_game = stats.by_game(rows, player.name)
    if per_game:
        blocks.append(Heading("By game"))
        blocks.append(
            Table(
                (
                    Col("Game", 2.2),
                    Col("Rubbers", 0.8, "right"),
                    Col("Won", 0.6, "right"),
                    Col("Lost", 0.6, "right"),
                    Col("Drawn", 0.6, "right"),
                    Col("Net points", 1.0, "right"),
                    Col("Money", 1.0, "right"),
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
        chart_title = "Running money" if several else "Running net points and money"

        def paint(p: QPainter, rect: QRectF) -> None:
            paint_chart(p, rect, points, title=chart_title)

        blocks.append(Heading("Over time"))
        blocks.append(Drawing(paint, aspect=0.42, width=1.0))
    pair_kinds: tuple[tuple[str, Literal["partner", "opponent"]], ...] = (
        ("Partners", "partner"),
        ("Opponents", "opponent"),
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
                    Col("Player", 2.4),
                    Col("Rubbers", 0.8, "right"),
                    Col("Won", 0.6, "right"),
                    Col("Lost", 0.6, "right"),
                    # per game when there are several: room for more than one figure
                    Col("Net points", 2.0 if several else 1.0, "right", wrap=several),
                    Col("Money", 1.0, "right"),
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
                Para(f"… and {len(pairs) - len(shown)} more, with fewer rubbers.", small=True)
            )
    if rows:
        blocks.append(Heading("Every rubber"))
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
                        r.result,
                        signed(r.net),
                        "" if r.money is None else money_text(r.money),
                        money_text(running),
                    )
                )
            )
        blocks.append(
            Table(
                (
                    Col("Date", 1.3),
                    Col("Game", 1.45),
                    Col("Table", 0.85),
                    Col("Seat", 0.74, "center"),
                    Col("Partner", 1.35),
                    Col("Opponents", 2.13),
                    Col("Result", 0.9),
                    Col("Net", 0.9, "right"),
                    Col("Money", 0.9, "right"),
                    Col("Balance", 1.08, "right"),
                ),
                tuple(out_rows),
            )
        )
    return Report(
        "player",
        f"Statement of {player.name}",
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
