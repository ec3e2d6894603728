"""The evening summary: every table's rubbers, each player's balance and who pays whom."""

from __future__ import annotations

from typing import Any

from scorepad import stats
from scorepad.enums import Seat, Side
from ui.printing.blocks import (
    Block,
    Col,
    Heading,
    Para,
    Report,
    Row,
    Table,
    Title,
    long_date,
    money_text,
    pays_text,
    points_text,
    short_game_title,
    signed,
)


# -- the evening summary --------------------------------------------------------------------------
def _names(players: dict[Seat, str], side: Side) -> str:
    names = [players[s] for s in side.seats if s in players]
    return " & ".join(names) if names else "—"


def _rubber_result(info: Any) -> str:
    if info.state == "in_play":
        return "in play"
    if info.winner is None:
        return "drawn" if info.complete else "abandoned, level"
    who = "We" if info.winner is Side.NS else "They"
    return f"{who} won" + (" (abandoned)" if info.state == "abandoned" else "")


def evening_report(evening: Any) -> Report:
    """The evening summary: every table's rubbers, each player's balance, who pays whom."""
    n_rubbers = sum(len(t.rubbers) for t in evening.tables)
    subtitle = (
        f"{len(evening.tables)} table{'s' if len(evening.tables) != 1 else ''}, "
        f"{n_rubbers} rubber{'s' if n_rubbers != 1 else ''}"
    )
    if evening.in_play:
        subtitle += f"; {evening.in_play} still in play, counted as they stand"
    blocks: list[Block] = [Title(f"Evening of {long_date(evening.date)}", subtitle)]
    if not evening.tables:
        blocks.append(Para("No rubbers were played on this date."))
    cols = (
        Col("No.", 0.5, "right"),
        Col("Game", 1.9),
        Col("We (N–S)", 2.1),
        Col("They (E–W)", 2.1),
        Col("Deals", 0.62, "right"),
        Col("Result", 1.2),
        Col("Net", 0.75, "right"),
        Col("Money", 0.85, "right"),
    )
    for table in evening.tables:
        blocks.append(Heading(table.table or "No table"))
        rows = []
        for info in table.rubbers:
            money = "" if info.money is None else money_text(info.money[Side.NS])
            rows.append(
                Row(
                    (
                        str(info.id),
                        short_game_title(info.game),
                        _names(info.players, Side.NS),
                        _names(info.players, Side.EW),
                        str(info.deals),
                        _rubber_result(info),
                        signed(info.net[Side.NS]),
                        money,
                    )
                )
            )
        blocks.append(Table(cols, tuple(rows)))
    blocks.append(
        Para(
            "Net and Money are We's (North–South's): each of them wins that much and "
            "each of They pays it.",
            small=True,
        )
    )
    if evening.balances:
        blocks.append(Heading("Each player's evening"))
        # each player's points per game (never added across games); money adds up
        points = stats.evening_points(r for t in evening.tables for r in t.rubbers)
        several = len({r.game for t in evening.tables for r in t.rubbers}) > 1
        bal_rows = tuple(
            Row(
                (
                    b.player,
                    str(b.rubbers),
                    points_text(points.get(b.player, ()), labelled=several),
                    money_text(b.money),
                    pays_text(b.money),
                )
            )
            for b in evening.balances
        )
        blocks.append(
            Table(
                (
                    Col("Player", 2.6),
                    Col("Rubbers", 0.8, "right"),
                    Col("Net points", 2.0 if several else 1.0, "right", wrap=several),
                    Col("Money", 1.0, "right"),
                    Col("Settles", 1.5),
                ),
                bal_rows,
            )
        )
    if evening.transfers:
        blocks.append(Heading("Who pays whom"))
        blocks.append(
            Table(
                (
                    Col("Pays", 2.2),
                    Col("", 0.4, "center"),
                    Col("Receives", 2.2),
                    Col("Amount", 1.0, "right"),
                ),
                tuple(Row((t.payer, "→", t.payee, f"{t.amount:,.2f}")) for t in evening.transfers),
            )
        )
    return Report(
        "evening",
        f"Evening of {evening.date}",
        tuple(blocks),
        facts={
            "balances": {b.player: (b.net, b.money) for b in evening.balances},
            "transfers": [(t.payer, t.payee, t.amount) for t in evening.transfers],
        },
    )
