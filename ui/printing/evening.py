"""The evening summary: every table's rubbers, each player's balance and who pays whom."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from scorepad.enums import Seat, Side
from scorepad.i18n import say
from scorepad.store import stats
from scorepad.store.rows import IN_PLAY, RESULT_WORDS
from ui import i18n
from ui.history_codes import Codes, codes_of
from ui.i18n import Words
from ui.printing.blocks import (
    MINUS,
    Block,
    Col,
    Facts,
    Heading,
    Para,
    Report,
    Row,
    Table,
    Title,
    grouped,
    long_date,
    money_text,
    pays_text,
    points_text,
    short_game_title,
    signed,
)
from ui.printing.codes import code_blocks


# -- the evening summary --------------------------------------------------------------------------
def _names(players: dict[Seat, str], side: Side) -> str:
    names = [players[s] for s in side.seats if s in players]
    return " & ".join(names) if names else "—"


def _rubber_result(info: Any) -> str:
    if info.state == "in_play":  # its net is what would settle if play stopped now
        return say(IN_PLAY)
    if info.winner is None:
        return (
            say(RESULT_WORDS["drawn"])
            if info.complete
            else QCoreApplication.translate("PrintingEvening", "abandoned, level")
        )
    who = (
        QCoreApplication.translate("PrintingEvening", "We")
        if info.winner is Side.NS
        else QCoreApplication.translate("PrintingEvening", "They")
    )
    if info.state == "abandoned":
        return QCoreApplication.translate("PrintingEvening", "{who} won (abandoned)").format(
            who=who
        )
    return QCoreApplication.translate("PrintingEvening", "{who} won").format(who=who)


def _plural(n: int, word: str) -> str:
    """``n`` tables, rubbers, drives or players, in the window's language."""
    return i18n.counted(word, n)


def _tables_text(tables: Any) -> str:
    """ "3 tables", or "3 tables and rubbers at no table": rubbers started outside the evening
    (no table given) are not a table."""
    named = sum(1 for t in tables if t.table)
    rest = (
        QCoreApplication.translate("PrintingEvening", " and rubbers at no table")
        if any(not t.table for t in tables)
        else ""
    )
    return (
        (_plural(named, "table") + rest)
        if named or not rest
        else QCoreApplication.translate("PrintingEvening", "rubbers at no table")
    )


#: Said of money from a rubber still in play (it settles as it stands only if play stops).
PROVISIONAL = "provisional"


def _transfer_amount(t: Any, in_play: set[str]) -> str:
    """A payment's amount, marked provisional when its payer or payee is in a rubber still in
    play, as the window's Summary tab marks it."""
    text = grouped(t.amount, 2)
    if t.payer.casefold() in in_play or t.payee.casefold() in in_play:
        text += f" ({PROVISIONAL})"
    return text


def evening_report(
    evening: Any, drives: tuple[DriveBrief, ...] = (), codes: Codes | None = None
) -> Report:
    """The evening summary: every table's rubbers, each player's balance, who pays whom; and
    the date's drives (:func:`drive_briefs`), apart: their points are never in the balances.
    At its foot the history's ``codes`` (:func:`evening_codes`), when given."""
    counted = evening.counted()  # a rubber with no hands never counts
    n_rubbers = sum(len(t.rubbers) for t in counted)
    subtitle = f"{_tables_text(counted)}, {_plural(n_rubbers, 'rubber')}"
    if evening.in_play:
        subtitle += QCoreApplication.translate(
            "PrintingEvening", "; {in_play} still in play, counted as they stand"
        ).format(in_play=evening.in_play)
    if drives:
        subtitle += f"; {_plural(len(drives), 'drive')}"
    blocks: list[Block] = [
        Title(
            QCoreApplication.translate("PrintingEvening", "Evening of {0}").format(
                long_date(evening.date)
            ),
            subtitle,
        )
    ]
    if not counted:
        blocks.append(
            Para(
                QCoreApplication.translate(
                    "PrintingEvening", "No rubbers were played on this date."
                )
            )
        )
    cols = (
        Col(QCoreApplication.translate("PrintingEvening", "No."), 0.5, "right"),
        Col(QCoreApplication.translate("PrintingEvening", "Game"), 1.9),
        Col(QCoreApplication.translate("PrintingEvening", "We (N–S)"), 2.1),
        Col(QCoreApplication.translate("PrintingEvening", "They (E–W)"), 2.1),
        Col(QCoreApplication.translate("PrintingEvening", "Deals"), 0.62, "right"),
        Col(QCoreApplication.translate("PrintingEvening", "Result"), 1.2),
        Col(QCoreApplication.translate("PrintingEvening", "Net"), 0.75, "right"),
        Col(QCoreApplication.translate("PrintingEvening", "Money"), 0.85, "right"),
    )
    for table in counted:
        blocks.append(
            Heading(table.table or QCoreApplication.translate("PrintingEvening", "No table"))
        )
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
    if counted:
        blocks.append(
            Para(
                QCoreApplication.translate(
                    "PrintingEvening",
                    "Net and Money are We's (North–South's): each of them wins "
                    "that much and each of They pays it.",
                ),
                small=True,
            )
        )
    # Money from a rubber still in play is provisional, as the window's summary says.
    in_play = {
        name.casefold()
        for t in counted
        for r in t.rubbers
        if r.state == "in_play"
        for name in r.players.values()
    }
    if evening.balances:
        blocks.append(
            Heading(QCoreApplication.translate("PrintingEvening", "Each player's evening"))
        )
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
                    pays_text(b.money)
                    + (f" ({PROVISIONAL})" if b.player.casefold() in in_play else ""),
                )
            )
            for b in evening.balances
        )
        blocks.append(
            Table(
                (
                    Col(QCoreApplication.translate("PrintingEvening", "Player"), 2.6),
                    Col(QCoreApplication.translate("PrintingEvening", "Rubbers"), 0.8, "right"),
                    Col(
                        QCoreApplication.translate("PrintingEvening", "Net points"),
                        2.0 if several else 1.0,
                        "right",
                        wrap=several,
                    ),
                    Col(QCoreApplication.translate("PrintingEvening", "Money"), 1.0, "right"),
                    Col(QCoreApplication.translate("PrintingEvening", "Settles"), 1.5),
                ),
                bal_rows,
            )
        )
    if evening.transfers:
        blocks.append(Heading(QCoreApplication.translate("PrintingEvening", "Who pays whom")))
        blocks.append(
            Table(
                (
                    Col(QCoreApplication.translate("PrintingEvening", "Pays"), 2.2),
                    Col("", 0.4, "center"),
                    Col(QCoreApplication.translate("PrintingEvening", "Receives"), 2.2),
                    Col(QCoreApplication.translate("PrintingEvening", "Amount"), 1.0, "right"),
                ),
                tuple(
                    Row((t.payer, "→", t.payee, _transfer_amount(t, in_play)))
                    for t in evening.transfers
                ),
            )
        )
        if in_play:
            blocks.append(
                Para(
                    QCoreApplication.translate(
                        "PrintingEvening",
                        "Money marked {PROVISIONAL}, and the payments it is part of, "
                        "is from a rubber still in play: it settles as it stands "
                        "only if play stops now.",
                    ).format(PROVISIONAL=PROVISIONAL),
                    small=True,
                )
            )
    blocks += _drive_blocks(drives)
    blocks += code_blocks(codes)
    return Report(
        "evening",
        QCoreApplication.translate("PrintingEvening", "Evening of {date}").format(
            date=evening.date
        ),
        tuple(blocks),
        facts={
            "balances": {b.player: (b.net, b.money) for b in evening.balances},
            "transfers": [(t.payer, t.payee, t.amount) for t in evening.transfers],
            "drives": list(drives),
        },
    )


# -- the evening's drives -------------------------------------------------------------------------
#: How many of each pool's leaders the evening prints (the drive's own report prints them all).
LEADERS = 3
POOL_TITLES = Words(
    "PrintingEvening",
    {
        "all": QT_TRANSLATE_NOOP("PrintingEvening", "All players"),
        "lady": QT_TRANSLATE_NOOP("PrintingEvening", "Ladies"),
        "gent": QT_TRANSLATE_NOOP("PrintingEvening", "Gents"),
        "pairs": QT_TRANSLATE_NOOP("PrintingEvening", "Pairs"),
    },
)


@dataclass(frozen=True, slots=True)
class DriveBrief:
    """A drive of the evening, in brief, as its summary prints it: what it was, its leaders
    per pool, its prizes and its money. Built from the drive sheet the store keeps (nothing is
    scored here) by :func:`drive_briefs`."""

    id: int
    title: str
    form: str  # the form's title: "Whist drive (progressive whist)"
    tables: int
    players: int
    state: str  # "prizes declared", "in play, 3 of 8 rounds"
    #: per pool: (its title, how many are in it, its first LEADERS as (place, name, total,
    #: rounds won))
    leaders: tuple[tuple[str, int, tuple[tuple[str, str, str, str], ...]], ...]
    #: (prize, winner or the sharers, the figure it went on, how a tie was decided, amount)
    prizes: tuple[tuple[str, str, str, str, str], ...]
    money: tuple[tuple[str, str], ...]  # (what, amount whole with its currency)


def _figure(x: Any) -> str:
    """A drive figure as its cards print it: whole, or to one decimal (a sit-out credit)."""
    if x is None:
        return "—"
    if isinstance(x, float) and not x.is_integer():
        return f"{'-' if x < 0 else ''}{grouped(x, 1)}"
    return f"{'-' if x < 0 else ''}{grouped(int(x))}" if isinstance(x, (int, float)) else str(x)


def _amount(x: float, currency: str) -> str:
    """Money whole, to the penny, with the printer's minus: ``9,876.55 GBP``."""
    text = grouped(x, 2)
    text = f"{MINUS}{text}" if round(x, 2) < 0 else text
    return f"{text} {currency}".strip()


def _brief(info: Any, record: dict[str, Any], sheet: dict[str, Any], form: str) -> DriveBrief:
    names = {str(p["id"]): str(p.get("name") or p["id"]) for p in record.get("players", [])}
    for pair, members in (record.get("pairs") or {}).items():
        names[str(pair)] = " & ".join(names.get(m, m) for m in members)
    by_id = {str(s.get("player", s.get("pair"))): s for s in sheet.get("standings", [])}
    leaders = []
    for pool, members in sheet.get("pools", {}).items():
        rows = tuple(
            (
                str(k),
                names.get(pid, pid),
                _figure(by_id[pid]["total"]),
                _figure(by_id[pid]["rounds_won"]),
            )
            for k, pid in enumerate(members[:LEADERS], 1)
            if pid in by_id
        )
        leaders.append((POOL_TITLES.get(pool, pool), len(members), rows))
    money = sheet.get("money") or {}
    currency = str((record.get("money") or {}).get("currency") or "")
    # Lazy: a drive's words, only for an evening that had a drive (scorepad.drives ~40 ms)
    from scorepad.drives import words

    prizes = []
    titles = words.prize_titles(record)
    for p in sheet.get("prizes", []):
        tie = ""
        if p.get("tie"):
            tied = ", ".join(names.get(x, x) for x in p["tie"])
            tie = QCoreApplication.translate("PrintingEvening", "tie between {tied}: {0}").format(
                words.named(
                    p.get("decided_by")
                    or QCoreApplication.translate("PrintingEvening", "by the rule"),
                    names,
                ),
                tied=tied,
            )
        if p.get("winner") is not None:
            who = names.get(p["winner"], p["winner"])
        else:
            who = "shared: " + " & ".join(names.get(x, x) for x in p.get("tie", []))
        amt = (money.get("prizes") or {}).get(p["prize"])
        prizes.append(
            (
                titles.get(str(p["prize"]), str(p["prize"])),
                who,
                _figure(p.get("total")),
                tie,
                "" if amt is None else _amount(amt, currency),
            )
        )
    money_rows = tuple(
        (label, _amount(money[key], currency))
        for key, label in (
            ("takings", QCoreApplication.translate("PrintingEvening", "Takings")),
            ("prize_fund", QCoreApplication.translate("PrintingEvening", "Prize fund")),
            ("expenses", QCoreApplication.translate("PrintingEvening", "Expenses")),
            ("surplus", QCoreApplication.translate("PrintingEvening", "Surplus for the club")),
        )
        if key in money
    )
    return DriveBrief(
        info.id,
        info.title or form,
        form,
        info.tables,
        info.players,
        say(info.state_text),
        tuple(leaders),
        tuple(prizes),
        money_rows,
    )


def drive_briefs(store: Any, date: str) -> tuple[DriveBrief, ...]:
    """The drives played on ``date``, oldest first, in brief (none if the history has none)."""
    # Lazy: an evening without drives never loads the drives' code (scorepad.drives ~40-120 ms)
    from scorepad.drives.rules import FORM_TITLES
    from scorepad.store import drives as ds

    out = []
    for info in ds.evening_drives(store, date):
        change = ds.load_drive(store, info.id)
        form = say(FORM_TITLES.get(info.form, info.form))
        out.append(_brief(info, change.record.to_json(), change.sheet, form))
    return tuple(out)


def evening_report_from_store(store: Any, date: str) -> Report:
    """The evening summary of ``date`` read from the history: its rubbers and its drives."""
    evening = store.evening(date)
    return evening_report(evening, drive_briefs(store, date), evening_codes(store, evening))


def evening_codes(store: Any, evening: Any) -> Codes | None:
    """The codes an evening sheet is printed with: each of its rubbers' and the root's."""
    return codes_of(store, [r.id for t in evening.counted() for r in t.rubbers])


def _drive_blocks(drives: tuple[DriveBrief, ...]) -> list[Block]:
    if not drives:
        return []
    blocks: list[Block] = [
        Heading(QCoreApplication.translate("PrintingEvening", "Drives")),
        Para(
            QCoreApplication.translate(
                "PrintingEvening",
                "Each drive is scored apart: its points are never added to "
                "the rubbers' points, and its money is its own. Its full "
                "standings print from the drive itself.",
            ),
            small=True,
        ),
    ]
    for d in drives:
        blocks.append(Heading(d.title if d.title == d.form else f"{d.title} — {d.form}"))
        blocks.append(
            Para(f"{_plural(d.tables, 'table')}, {_plural(d.players, 'player')}; {d.state}.")
        )
        rows = []
        for pool, size, leaders in d.leaders:
            for i, (place, name, total, won) in enumerate(leaders):
                label = f"{pool} ({size})" if i == 0 else ""
                rows.append(Row((label, place, name, total, won)))
        if rows:
            blocks.append(
                Table(
                    (
                        Col(
                            QCoreApplication.translate("PrintingEvening", "Standings"),
                            1.5,
                            wrap=True,
                        ),
                        Col(QCoreApplication.translate("PrintingEvening", "Place"), 0.6, "right"),
                        Col(QCoreApplication.translate("PrintingEvening", "Name"), 3.2, wrap=True),
                        Col(QCoreApplication.translate("PrintingEvening", "Total"), 0.9, "right"),
                        Col(
                            QCoreApplication.translate("PrintingEvening", "Rounds won"),
                            1.0,
                            "right",
                        ),
                    ),
                    tuple(rows),
                )
            )
        if d.prizes:
            blocks.append(
                Table(
                    (
                        Col(QCoreApplication.translate("PrintingEvening", "Prize"), 1.2, wrap=True),
                        Col(
                            QCoreApplication.translate("PrintingEvening", "Winner"), 2.4, wrap=True
                        ),
                        Col(QCoreApplication.translate("PrintingEvening", "On"), 0.7, "right"),
                        Col(
                            QCoreApplication.translate("PrintingEvening", "How a tie was decided"),
                            2.6,
                            wrap=True,
                        ),
                        Col(QCoreApplication.translate("PrintingEvening", "Amount"), 1.1, "right"),
                    ),
                    tuple(Row(p) for p in d.prizes),
                )
            )
        if d.money:
            blocks.append(Facts(d.money))
    return blocks
