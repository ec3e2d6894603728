"""The rubber summary: the filled-in pad, the deal-by-deal ledger, totals, net and money."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import (
    QPainter,
)

from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import ScorepadError
from scorepad.i18n import say
from scorepad.records.record import Rubber
from scorepad.rules import code_of, get_rules, settings_of, settlement
from scorepad.sheets.sheet import Sheet
from ui import i18n
from ui.history_codes import Codes, codes_of
from ui.pad import PadStyle, pad_size, paint_pad
from ui.printing.blocks import (
    MINUS,
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
    grouped,
    long_date,
    money_text,
    pays_text,
    signed,
)
from ui.printing.codes import code_blocks
from ui.sheet_model import STATUS_WORDS, vulnerable_text

WHIST_GAMES = ("short_whist", "long_whist", "american_whist")


# -- the rubber summary ---------------------------------------------------------------------------
def side_names(rubber: Rubber, side: Side) -> str:
    names = [rubber.players.get(s, "") for s in side.seats]
    named = [n for n in names if n]
    return " & ".join(named) if named else side.value


def _side_label(side: Side) -> str:
    return (
        QCoreApplication.translate("PrintingRubber", "We")
        if side is Side.NS
        else QCoreApplication.translate("PrintingRubber", "They")
    )


def _pad_drawing(rubber: Rubber, sheet: Sheet) -> Drawing:
    style = PadStyle(print_mode=True)
    size = pad_size(rubber, sheet, style)

    def paint(p: QPainter, rect: QRectF) -> None:
        paint_pad(p, rect, rubber, sheet, style=style)

    aspect = size.height() / max(1.0, size.width())
    return Drawing(paint, aspect=aspect, width=1.0, max_height=0.62, small_print=True)


def house_rule_lines(rubber: Rubber) -> list[str]:
    """The house rules in force that differ from the code's defaults, with what they change."""
    rules = get_rules(rubber.game)
    code = code_of(rubber)
    settings = settings_of(rubber)
    out = []
    for r in rules.house_rules:
        value = settings[r.key]
        if value != r.default(code):
            # the rule's words in the window's language (the core's catalogue has them)
            shown = say(r.labels[value]) if value in r.labels else _value_text(value)
            out.append(f"{say(r.caption())}: {shown}")
    return out


def _value_text(v: object) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def player_money(rubber: Rubber, sheet: Sheet) -> dict[Seat, float] | None:
    """Each seated player's money on the rubber, from the settlement service; None without a
    stake."""
    if rubber.stake is None:
        return None
    return settlement.seat_money(rubber, sheet.net)


def rubber_report(
    rubber: Rubber,
    sheet: Sheet,
    *,
    rubber_id: int | None = None,
    state: str | None = None,
    codes: Codes | None = None,
) -> Report:
    """The rubber summary: the filled-in pad (or whist score card) and its ledger, and at its
    foot the history's ``codes`` (:mod:`ui.history_codes`) when it is read from a history."""
    rules = get_rules(rubber.game)
    code = rules.code_info(sheet.code)
    we, they = side_names(rubber, Side.NS), side_names(rubber, Side.EW)
    title = QCoreApplication.translate("PrintingRubber", "{title}: {we} v. {they}").format(
        title=say(rules.title), we=we, they=they
    )
    subtitle = long_date(rubber.played_on)
    if rubber.table:
        subtitle += f" · {rubber.table}"
    if rubber_id is not None:
        subtitle += QCoreApplication.translate("PrintingRubber", " · rubber {rubber_id}").format(
            rubber_id=rubber_id
        )
    facts: list[tuple[str, str]] = [
        (QCoreApplication.translate("PrintingRubber", "Game"), say(rules.title)),
        (QCoreApplication.translate("PrintingRubber", "Code of laws"), say(code.title)),
        (QCoreApplication.translate("PrintingRubber", "Date"), long_date(rubber.played_on)),
        (QCoreApplication.translate("PrintingRubber", "Table"), rubber.table or "—"),
    ]
    for seat in SEATS:
        facts.append((f"{_seat_word(seat)} ({seat.value})", rubber.players.get(seat, "—")))
    if rubber.stake is not None:
        facts.append(
            (
                QCoreApplication.translate("PrintingRubber", "Stake"),
                QCoreApplication.translate("PrintingRubber", "{amount} per {points}").format(
                    amount=grouped(rubber.stake.amount, 2),
                    points=i18n.stake_points(rubber.stake.per, grouped(rubber.stake.per)),
                ),
            )
        )
    facts.append(
        (QCoreApplication.translate("PrintingRubber", "Result"), _result_text(rubber, sheet, state))
    )
    hr = house_rule_lines(rubber)
    blocks: list[Block] = [Title(title, subtitle), Facts(tuple(facts))]
    if code.source:
        blocks.append(
            Para(
                QCoreApplication.translate(
                    "PrintingRubber", "Code of laws: {title}, after {source}."
                ).format(title=say(code.title), source=say(code.source)),
                small=True,
            )
        )
    blocks.append(
        Para(
            QCoreApplication.translate("PrintingRubber", "House rules: ")
            + (
                "; ".join(hr) + "."
                if hr
                else QCoreApplication.translate(
                    "PrintingRubber", "none; the {title} as written."
                ).format(title=say(code.title))
            ),
            small=True,
        )
    )
    blocks.append(
        Heading(
            QCoreApplication.translate("PrintingRubber", "The score card")
            if rules.family == "whist"
            else QCoreApplication.translate("PrintingRubber", "The scorepad")
        )
    )
    blocks.append(_pad_drawing(rubber, sheet))
    blocks.append(Heading(QCoreApplication.translate("PrintingRubber", "Deal by deal")))
    blocks.append(_whist_ledger(sheet) if rules.family == "whist" else _bridge_ledger(sheet))
    blocks.append(Heading(QCoreApplication.translate("PrintingRubber", "Totals")))
    money = player_money(rubber, sheet)
    blocks.append(_totals_table(rubber, sheet, money))
    if money is not None:
        blocks.append(Heading(QCoreApplication.translate("PrintingRubber", "Settlement")))
        blocks.append(_settlement_table(rubber, sheet, money))
    blocks += code_blocks(codes)
    return Report(
        "rubber",
        f"{say(rules.title)}, "
        + (rubber.played_on or QCoreApplication.translate("PrintingRubber", "undated")),
        tuple(blocks),
        facts={
            "totals": {s.value: sheet.totals[s] for s in SIDES},
            "net": {s.value: sheet.net[s] for s in SIDES},
            "money": (
                {rubber.players.get(s, s.value): m for s, m in money.items()} if money else None
            ),
        },
    )


def _seat_word(seat: Seat) -> str:
    return {
        Seat.N: QCoreApplication.translate("PrintingRubber", "North"),
        Seat.E: QCoreApplication.translate("PrintingRubber", "East"),
        Seat.S: QCoreApplication.translate("PrintingRubber", "South"),
        Seat.W: QCoreApplication.translate("PrintingRubber", "West"),
    }[seat]


def _result_text(rubber: Rubber, sheet: Sheet, state: str | None) -> str:
    if sheet.complete and sheet.winner is not None:
        text = QCoreApplication.translate("PrintingRubber", "rubber to {0} ({1}) by {2}").format(
            _side_label(sheet.winner), side_names(rubber, sheet.winner), grouped(sheet.net[Side.NS])
        )
    elif sheet.complete:
        text = QCoreApplication.translate("PrintingRubber", "rubber drawn")
    else:
        text = QCoreApplication.translate(
            "PrintingRubber", "unfinished: scored as if play stopped now"
        )
    if state == "abandoned":
        text += " (abandoned)"
    return text


def _whole(n: int) -> str:
    """Points as the locale writes them, with the printer's minus: ``1,250``, ``−40``."""
    return f"{MINUS if n < 0 else ''}{grouped(n)}"


def _entry_sum(sheet: Sheet, i: int, side: Side, column: str) -> str:
    n = sum(e.points for e in sheet.deals[i].entries if e.side is side and e.column == column)
    has = any(e.side is side and e.column == column for e in sheet.deals[i].entries)
    return _whole(n) if has else ""


def _deal_words(sheet: Sheet, i: int) -> str:
    """The deal in words, in the window's language (the core's words said again)."""
    d = sheet.deals[i]
    if d.status != "scored":
        return say(d.summary) or STATUS_WORDS.get(d.status, d.status.replace("_", " "))
    if d.summary:
        return say(d.summary)
    return "; ".join(say(e.explain) for e in d.entries if e.explain)


def _bridge_ledger(sheet: Sheet) -> Table:
    cols = (
        Col(QCoreApplication.translate("PrintingRubber", "Deal"), 0.45, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "Dealer"), 0.68, "center"),
        Col(QCoreApplication.translate("PrintingRubber", "Vul."), 0.55, "center"),
        Col(QCoreApplication.translate("PrintingRubber", "Contract and result"), 2.9, wrap=True),
        Col(QCoreApplication.translate("PrintingRubber", "We above"), 1.0, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "We below"), 1.0, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "They below"), 1.08, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "They above"), 1.08, "right"),
    )
    rows = []
    for i, d in enumerate(sheet.deals):
        vul = vulnerable_text(d.vulnerable)  # the deal list's words ("They", "Both")
        words = _deal_words(sheet, i)
        if d.game_won is not None:
            words = QCoreApplication.translate("PrintingRubber", "{words} — game to {0}").format(
                _side_label(d.game_won.by), words=words
            )
        rows.append(
            Row(
                (
                    str(i + 1),
                    d.dealer.value if d.dealer else "",
                    vul,
                    words,
                    _entry_sum(sheet, i, Side.NS, "above"),
                    _entry_sum(sheet, i, Side.NS, "below"),
                    _entry_sum(sheet, i, Side.EW, "below"),
                    _entry_sum(sheet, i, Side.EW, "above"),
                ),
                rule_below=d.game_won is not None,
            )
        )
    above = {
        s: sum(
            e.points for d in sheet.deals for e in d.entries if e.side is s and e.column == "above"
        )
        for s in SIDES
    }
    below = {
        s: sum(
            e.points for d in sheet.deals for e in d.entries if e.side is s and e.column == "below"
        )
        for s in SIDES
    }
    rows.append(
        Row(
            (
                "",
                "",
                "",
                QCoreApplication.translate("PrintingRubber", "Above and below the line"),
                _whole(above[Side.NS]),
                _whole(below[Side.NS]),
                _whole(below[Side.EW]),
                _whole(above[Side.EW]),
            ),
            bold=True,
            shade=True,
        )
    )
    return Table(cols, tuple(rows))


def _whist_ledger(sheet: Sheet) -> Table:
    cols = (
        Col(QCoreApplication.translate("PrintingRubber", "Deal"), 0.45, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "Dealer"), 0.55, "center"),
        Col(QCoreApplication.translate("PrintingRubber", "The deal"), 3.6, wrap=True),
        Col(QCoreApplication.translate("PrintingRubber", "We"), 0.7, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "They"), 0.7, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "Score after"), 1.0, "center"),
        Col(QCoreApplication.translate("PrintingRubber", "Game"), 1.1, "center"),
    )
    rows = []
    for i, d in enumerate(sheet.deals):
        after = ""
        if d.toward_game:
            after = f"{d.toward_game.get(Side.NS, 0)} – {d.toward_game.get(Side.EW, 0)}"
        game = ""
        if d.game_won is not None:
            game = _side_label(d.game_won.by)
            if d.game_won.value is not None:
                game += f" ({d.game_won.value})"
        rows.append(
            Row(
                (
                    str(i + 1),
                    d.dealer.value if d.dealer else "",
                    _deal_words(sheet, i),
                    _entry_sum(sheet, i, Side.NS, "points"),
                    _entry_sum(sheet, i, Side.EW, "points"),
                    after,
                    game,
                ),
                rule_below=d.game_won is not None,
            )
        )
    return Table(cols, tuple(rows))


def _totals_table(rubber: Rubber, sheet: Sheet, money: dict[Seat, float] | None) -> Table:
    whist = sheet.game in WHIST_GAMES
    cols = (
        Col(QCoreApplication.translate("PrintingRubber", "Side"), 0.6),
        Col(QCoreApplication.translate("PrintingRubber", "Players"), 2.3),
        Col(QCoreApplication.translate("PrintingRubber", "Games"), 0.7, "right"),
        Col(
            QCoreApplication.translate("PrintingRubber", "Game points")
            if whist
            else QCoreApplication.translate("PrintingRubber", "Above & below"),
            1.25,
            "right",
        ),
        Col(QCoreApplication.translate("PrintingRubber", "Rubber"), 1.0, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "Total"), 0.8, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "Net"), 0.8, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "Money"), 1.1, "right"),
    )
    rows = []
    for side in SIDES:
        games = [g for g in sheet.games if g.winner is side]
        if whist:
            points = sum(g.value or 0 for g in games)
        else:
            points = sum(e.points for d in sheet.deals for e in d.entries if e.side is side)
        extra = _whole(sheet.bonus) if sheet.winner is side and sheet.bonus else ""
        allowance = sheet.allowances.get(side)
        if allowance:
            extra = QCoreApplication.translate("PrintingRubber", "{0} allowed").format(
                _whole(allowance)
            )
        side_money = ""
        if money is not None:
            amounts = [money[s] for s in side.seats if s in money]
            if amounts:
                side_money = money_text(amounts[0])
                if len(amounts) > 1:
                    side_money = QCoreApplication.translate("PrintingRubber", "{0} each").format(
                        side_money
                    )
        rows.append(
            Row(
                (
                    _side_label(side),
                    side_names(rubber, side),
                    str(len(games)),
                    _whole(points),
                    extra,
                    _whole(sheet.totals[side]),
                    signed(sheet.net[side]),
                    side_money,
                ),
                bold=sheet.winner is side,
            )
        )
    return Table(cols, tuple(rows))


def _settlement_table(rubber: Rubber, sheet: Sheet, money: dict[Seat, float]) -> Table:
    cols = (
        Col(QCoreApplication.translate("PrintingRubber", "Seat"), 0.6),
        Col(QCoreApplication.translate("PrintingRubber", "Player"), 2.4),
        Col(QCoreApplication.translate("PrintingRubber", "Net points"), 1.0, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "Money"), 1.0, "right"),
        Col(QCoreApplication.translate("PrintingRubber", "Settles"), 1.4),
    )
    rows = []
    for seat in SEATS:
        if seat not in money:
            continue
        amount = money[seat]
        rows.append(
            Row(
                (
                    seat.value,
                    rubber.players.get(seat, "—"),
                    signed(sheet.net[seat.side]),
                    money_text(amount),
                    pays_text(amount),
                )
            )
        )
    return Table(cols, tuple(rows))


# -- the main window's menus ----------------------------------------------------------------------
def current_rubber_report(window: Any) -> Report | None:
    """The rubber summary of the main window's rubber in front, or None without one."""
    pane = window.pane()
    if pane is None:
        return None
    try:
        state = window.store.rubber_info(pane.rubber_id).state
    except ScorepadError:  # the summary still prints without the state
        state = None
    codes = codes_of(window.store, [pane.rubber_id])
    return rubber_report(
        pane.rubber, pane.sheet, rubber_id=pane.rubber_id, state=state, codes=codes
    )
