"""The printed drive (``drives.md`` §3.5, §5.5): progression cards (filled or blank), table
cards, movement slips, and the final standings with the prize list and the money.

Built from the drive sheet the store returned (nothing is scored here) as blocks of
:mod:`ui.printing`, laid out by its engine: to PDF (:func:`ui.printing.write_pdf`) or a printer.
Long names wrap, never cut short; money is printed whole, to the penny.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen

from ui import faces
from ui.dialogs.money import number_text
from ui.history_codes import Codes
from ui.i18n import Words, counted
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
    long_date,
)
from ui.printing.codes import code_blocks
from ui.printing.large import NARROWEST_TEXT_PT, large_print
from ui.printing.layout import INK, LARGE_MIN_PT, RULE, SANS, SERIF, SHADE

KINDS = ("cards", "blank", "tables", "slips", "standings")
SEAT_WORDS = Words(
    "DrivesPrint",
    {
        "N": QT_TRANSLATE_NOOP("DrivesPrint", "North"),
        "E": QT_TRANSLATE_NOOP("DrivesPrint", "East"),
        "S": QT_TRANSLATE_NOOP("DrivesPrint", "South"),
        "W": QT_TRANSLATE_NOOP("DrivesPrint", "West"),
        "NS": QT_TRANSLATE_NOOP("DrivesPrint", "North–South"),
        "EW": QT_TRANSLATE_NOOP("DrivesPrint", "East–West"),
    },
)


def fmt(x: Any) -> str:
    if x is None:
        return "—"
    if isinstance(x, float) and not x.is_integer():
        return number_text(x, 1)
    return number_text(x, 0) if isinstance(x, (int, float)) else str(x)


def places(totals: list[Any]) -> list[str]:
    """The places of a pool's members in standings order, equal totals sharing theirs:
    ``[31, 29, 29, 27]`` → ``["1", "2=", "2=", "4"]`` (the standings list equal totals by id;
    a prize's tie is decided by its own rule, said with the prize)."""
    first: dict[Any, int] = {}
    for k, total in enumerate(totals):
        first.setdefault(total, k)
    many = Counter(totals)
    return [f"{first[t] + 1}{'=' if many[t] > 1 else ''}" for t in totals]


def amount(x: float) -> str:
    """Money whole, to the penny, with the printer's minus: ``9,876.55``, ``−0.55``."""
    text = number_text(abs(x), 2)
    return f"{MINUS}{text}" if round(x, 2) < 0 else text


# -- a card: one block, never split across pages ---------------------------------------------------
#: A card is laid out in units of a fixed width and drawn scaled to the width the page gives it,
#: so it keeps its shape: a card too tall for its share of the page is set smaller, never cut
#: in two (the page engine splits a long table between pages, with no heading on the second).
CARD_W = 1000.0
PAD = 6.0
#: Two cards to a page, set smaller where they would not fit at full width (two fit under
#: the title of page 1 too).
CARD_SHARE = 0.45
TABLE_CARD_SHARE = 0.3
_ALIGN = {
    "left": Qt.AlignmentFlag.AlignLeft,
    "right": Qt.AlignmentFlag.AlignRight,
    "center": Qt.AlignmentFlag.AlignHCenter,
}
_WRAP = int(Qt.TextFlag.TextWordWrap)


def _font(families: list[str], pixels: int, bold: bool = False) -> QFont:
    faces.ensure_loaded()
    f = QFont()
    f.setFamilies(families)
    f.setPixelSize(pixels)
    f.setBold(bold)
    f.setFeature(QFont.Tag.fromString("liga"), 0)  # the PDF's text copies as typed
    return f


def _height(fm: QFontMetricsF, text: str, width: float) -> float:
    """The height ``text`` takes wrapped in ``width`` (measured a little narrower than it is
    drawn, so the printer's own metrics never need a line more than was made room for)."""
    if not text or fm.horizontalAdvance(text) <= width * 0.95:
        return fm.height()
    return fm.boundingRect(QRectF(0, 0, width * 0.95, 1e6), _WRAP, text).height()


def _room_for_titles(
    spans: list[float],
    cols: Sequence[Col],
    rows: Sequence[Row],
    label_m: QFontMetricsF,
    cell_m: QFontMetricsF,
) -> list[float]:
    """Large print: each column at least as wide as its title's longest word and, for figures,
    its widest figure; taken from the columns that wrap."""
    need = []
    for i, c in enumerate(cols):
        m = max((label_m.horizontalAdvance(w) for w in c.title.split()), default=0.0)
        if not c.wrap:
            m = max([m, *(cell_m.horizontalAdvance(r.cells[i]) for r in rows if i < len(r.cells))])
        need.append(m + 2 * PAD + 2)
    short = sum(max(0.0, n - s) for n, s in zip(need, spans, strict=True))
    spare = [max(0.0, s - n) if c.wrap else 0.0 for n, s, c in zip(need, spans, cols, strict=True)]
    if short <= 0 or sum(spare) <= 0:
        return spans
    take = min(1.0, short / sum(spare))
    return [
        max(n, s) if not c.wrap else s - sp * take
        for n, s, sp, c in zip(need, spans, spare, cols, strict=True)
    ]


def card(
    heading: str,
    cols: Sequence[Col],
    rows: Sequence[Row],
    share: float = CARD_SHARE,
    *,
    large: bool = False,
) -> Drawing:
    """A heading and its table as one drawing: on one page, whole, scaled to fit. ``large``:
    large print, the smallest text (the column titles) at 16 pt or more drawn page-wide."""
    k = LARGE_MIN_PT * CARD_W / (NARROWEST_TEXT_PT * 17) if large else 1.0
    head_f = _font(SERIF, round(26 * k), bold=True)
    label_f = _font(SANS, round(17 * k + 0.5), bold=True)
    cell_f = _font(SANS, round(19 * k + 0.5))
    head_m, label_m, cell_m = QFontMetricsF(head_f), QFontMetricsF(label_f), QFontMetricsF(cell_f)
    total = sum(c.weight for c in cols) or 1.0
    spans = [CARD_W * c.weight / total for c in cols]
    if large:
        spans = _room_for_titles(spans, cols, rows, label_m, cell_m)
    xs = [0.0]
    for span in spans:
        xs.append(xs[-1] + span)
    widths = [xs[i + 1] - xs[i] - 2 * PAD for i in range(len(cols))]
    head_h = _height(head_m, heading, CARD_W) + 2 * PAD
    title_h = max(_height(label_m, c.title, widths[i]) for i, c in enumerate(cols)) + 2 * PAD
    line = cell_m.height() * 1.45
    heights = [
        max(
            line,
            *(
                _height(cell_m, text, widths[i]) + 2 * PAD
                for i, text in enumerate(row.cells)
                if cols[i].wrap or cols[i].align == "left"
            ),
        )
        for row in rows
    ]
    full = head_h + title_h + sum(heights) + PAD

    def paint(p: QPainter, rect: QRectF) -> None:
        p.translate(rect.topLeft())
        scale = rect.width() / CARD_W
        p.scale(scale, scale)
        p.setPen(INK)
        p.setFont(head_f)
        p.drawText(QRectF(0, 0, CARD_W, head_h), _WRAP | int(Qt.AlignmentFlag.AlignBottom), heading)
        y = head_h
        p.fillRect(QRectF(0, y, CARD_W, title_h), SHADE)
        p.setFont(label_f)
        for i, c in enumerate(cols):
            r = QRectF(xs[i] + PAD, y, widths[i], title_h)
            p.drawText(r, _WRAP | int(_ALIGN[c.align] | Qt.AlignmentFlag.AlignVCenter), c.title)
        y += title_h
        p.setPen(QPen(INK, 1.6))
        p.drawLine(QPointF(0, y), QPointF(CARD_W, y))
        p.setFont(cell_f)
        for row, h in zip(rows, heights, strict=True):
            if row.shade:
                p.fillRect(QRectF(0, y, CARD_W, h), SHADE)
            p.setPen(INK)
            for i, text in enumerate(row.cells):
                flags = int(_ALIGN[cols[i].align] | Qt.AlignmentFlag.AlignVCenter) | _WRAP
                p.drawText(QRectF(xs[i] + PAD, y, widths[i], h), flags, text)
            y += h
            p.setPen(QPen(RULE, 0.8))
            p.drawLine(QPointF(0, y), QPointF(CARD_W, y))

    return Drawing(paint, aspect=full / CARD_W, width=1.0, max_height=0.95 if large else share)


#: What a large-print card may take of a page, in the card's units (its text height on A4, less
#: the footer, times the share of the page a drawing takes).
LARGE_CARD_ROOM = 0.95 * ((297.0 - 2 * 16.0) / 25.4 * 72.0 - 36.0) * CARD_W / NARROWEST_TEXT_PT


def large_cards(heading: str, cols: Sequence[Col], rows: Sequence[Row]) -> list[Drawing]:
    """A card in large print, in as many parts as it takes for each to fill at most a page at
    16 pt (a card of 24 rounds does not fit one); the parts after the first say so."""
    parts: list[Drawing] = []
    start = 0
    while start < len(rows) or not parts:
        title = (
            heading
            if not parts
            else QCoreApplication.translate("DrivesPrint", "{0} (continued)").format(heading)
        )
        end = start + 1
        while end < len(rows):
            trial = card(title, cols, rows[start : end + 1], large=True)
            if trial.aspect * CARD_W > LARGE_CARD_ROOM:
                break
            end += 1
        parts.append(card(title, cols, rows[start:end], large=True))
        start = end
    return parts


def _title(view: Any, what: str) -> Title:
    rec = view.rec
    sub = QCoreApplication.translate(
        "DrivesPrint", "{0} · {tables} · {1} of {last_round} rounds"
    ).format(
        long_date(rec.get("played_on")),
        len(rec["rounds"]),
        tables=counted("table", rec["tables"]),  # (the language's own plural)
        last_round=view.last_round,
    )
    return Title(
        f"{rec.get('title') or QCoreApplication.translate('DrivesPrint', 'Drive')} — {what}", sub
    )


def progression_cards(view: Any, blank: bool = False, *, large: bool = False) -> Report:
    """Every player's card: one line per round (round, table, partner, opponents, score, won,
    running total); blank cards have the rounds and empty boxes, for a drive scored on paper."""
    rec = view.rec
    cards = view.sheet.get("cards", {})
    blocks: list[Block] = [
        _title(
            view,
            QCoreApplication.translate("DrivesPrint", "blank progression cards")
            if blank
            else QCoreApplication.translate("DrivesPrint", "progression cards"),
        )
    ]
    cols = (
        Col(QCoreApplication.translate("DrivesPrint", "Round"), 0.7, "right"),
        Col(QCoreApplication.translate("DrivesPrint", "Table"), 0.7, "right"),
        Col(QCoreApplication.translate("DrivesPrint", "Partner"), 2.2, wrap=True),
        Col(QCoreApplication.translate("DrivesPrint", "Opponents"), 3.2, wrap=True),
        Col(QCoreApplication.translate("DrivesPrint", "Score"), 0.9, "right"),
        Col(QCoreApplication.translate("DrivesPrint", "Won"), 0.7, "center"),
        Col(QCoreApplication.translate("DrivesPrint", "Total"), 0.9, "right"),
    )
    players = [p for p in rec["players"]]
    if blank:
        rows = tuple(Row((str(r), "", "", "", "", "", "")) for r in range(1, view.last_round + 1))
        for k in range(len(players)):
            name = QCoreApplication.translate(
                "DrivesPrint", "Card {0} · Name ______________________________"
            ).format(k + 1)
            blocks += large_cards(name, cols, rows) if large else [card(name, cols, rows)]
        return Report(
            "drive",
            QCoreApplication.translate("DrivesPrint", "{0}: blank cards").format(
                rec.get("title") or QCoreApplication.translate("DrivesPrint", "Drive")
            ),
            tuple(blocks),
        )
    for p in players:
        pid = p["id"]
        role = f" ({p['role']})" if p.get("role") else ""
        heading = f"{view.names[pid]}{role}\u00a0·\u00a0{pid}"  # the id never alone on a line
        lines: list[Row] = []
        for line in cards.get(pid, []):
            lines.append(
                Row(
                    (
                        str(line["round"]),
                        str(line["table"]),
                        view.name(line["partner"]) if line.get("partner") else "—",
                        ", ".join(view.name(o) for o in line["opponents"]),
                        QCoreApplication.translate("DrivesPrint", "sat out")
                        if line["bye"]
                        else fmt(line["score"]),
                        "" if line["bye"] else ("✓" if line["won"] else ""),
                        fmt(line["total"]),
                    ),
                    shade=bool(line["bye"]),
                )
            )
        if not lines:
            blocks += [
                Heading(heading),
                Para(QCoreApplication.translate("DrivesPrint", "No round played yet."), small=True),
            ]
        else:
            blocks += large_cards(heading, cols, lines) if large else [card(heading, cols, lines)]
    return Report(
        "drive",
        QCoreApplication.translate("DrivesPrint", "{0}: progression cards").format(
            rec.get("title") or QCoreApplication.translate("DrivesPrint", "Drive")
        ),
        tuple(blocks),
    )


def _next(view: Any) -> tuple[int, list[dict[str, Any]]]:
    rounds = view.sheet.get("rounds", [])
    if rounds and "next_seating" in rounds[-1]:
        return rounds[-1]["round"] + 1, rounds[-1]["next_seating"]
    if not rounds:
        return 1, view.seating(1)
    return rounds[-1]["round"], [
        {"table": t["table"], **t["seating"]} for t in rounds[-1]["tables"]
    ]


def table_cards(view: Any, *, large: bool = False) -> Report:
    """Per table: its number, who sits where in the coming round, and where they go next."""
    round_no, seating = _next(view)
    blocks: list[Block] = [
        _title(
            view,
            QCoreApplication.translate("DrivesPrint", "table cards for round {round_no}").format(
                round_no=round_no
            ),
        )
    ]
    cols = (
        Col(QCoreApplication.translate("DrivesPrint", "Seat"), 1.3),
        Col(QCoreApplication.translate("DrivesPrint", "Player"), 3.5, wrap=True),
    )
    for row in seating:
        rows = tuple(Row((SEAT_WORDS[k], view.name(v))) for k, v in row.items() if k != "table")
        blocks.append(
            card(
                QCoreApplication.translate("DrivesPrint", "Table {0}").format(row["table"]),
                cols,
                rows,
                TABLE_CARD_SHARE,
                large=large,
            )
        )
    return Report(
        "drive",
        QCoreApplication.translate("DrivesPrint", "{0}: table cards").format(
            view.rec.get("title") or QCoreApplication.translate("DrivesPrint", "Drive")
        ),
        tuple(blocks),
    )


def movement_slips(view: Any) -> Report:
    lines = view.slips()
    blocks: list[Block] = [
        _title(view, QCoreApplication.translate("DrivesPrint", "movement slips"))
    ]
    if not lines:
        blocks.append(Para(view.no_slips()))
    heading = True  # the first line, and the one after the empty line (DriveView.slips)
    for line in lines:
        if not line:
            heading = True
            continue
        blocks.append(Heading(line) if heading else Para(line))
        heading = False
    return Report(
        "drive",
        QCoreApplication.translate("DrivesPrint", "{0}: movement slips").format(
            view.rec.get("title") or QCoreApplication.translate("DrivesPrint", "Drive")
        ),
        tuple(blocks),
    )


def standings_report(view: Any, codes: Codes | None = None) -> Report:
    """The final standings by pool, the prize list with each tie decision in words, and the
    money: takings, prize fund, expenses and the surplus for the club; at its foot the
    history's ``codes`` (the drive's and the root's), when given."""
    sheet = view.sheet
    blocks: list[Block] = [
        _title(view, QCoreApplication.translate("DrivesPrint", "standings and prizes"))
    ]
    by_id = {s.get("player", s.get("pair")): s for s in sheet.get("standings", [])}
    titles = {
        "all": QCoreApplication.translate("DrivesPrint", "All players"),
        "lady": QCoreApplication.translate("DrivesPrint", "Ladies"),
        "gent": QCoreApplication.translate("DrivesPrint", "Gents"),
        "pairs": QCoreApplication.translate("DrivesPrint", "Pairs"),
    }
    cols = (
        Col(QCoreApplication.translate("DrivesPrint", "Place"), 0.7, "right"),
        Col(QCoreApplication.translate("DrivesPrint", "Name"), 3.6, wrap=True),
        Col(QCoreApplication.translate("DrivesPrint", "Total"), 1.0, "right"),
        Col(QCoreApplication.translate("DrivesPrint", "Rounds won"), 1.1, "right"),
        Col(QCoreApplication.translate("DrivesPrint", "Played"), 0.9, "right"),
        Col(QCoreApplication.translate("DrivesPrint", "Sat out"), 0.9, "right"),
    )
    for pool, members in sheet.get("pools", {}).items():
        blocks.append(Heading(titles.get(pool, pool)))
        place = places([by_id[pid]["total"] for pid in members])
        rows = tuple(
            Row(
                (
                    place[k],
                    view.name(pid),
                    fmt(by_id[pid]["total"]),
                    fmt(by_id[pid]["rounds_won"]),
                    str(by_id[pid]["played"]),
                    str(by_id[pid]["sat_out"]),
                )
            )
            for k, pid in enumerate(members)
        )
        blocks.append(Table(cols, rows))
    blocks.append(Heading(QCoreApplication.translate("DrivesPrint", "Prizes")))
    money = sheet.get("money", {})
    pcols = (
        Col(QCoreApplication.translate("DrivesPrint", "Prize"), 1.4, wrap=True),
        Col(QCoreApplication.translate("DrivesPrint", "Winner"), 2.6, wrap=True),
        Col(QCoreApplication.translate("DrivesPrint", "On"), 0.8, "right"),
        Col(QCoreApplication.translate("DrivesPrint", "How a tie was decided"), 3.6, wrap=True),
        Col(QCoreApplication.translate("DrivesPrint", "Amount"), 1.1, "right"),
    )
    prows = []
    for p in sheet.get("prizes", []):
        tie = ""
        if p.get("tie"):
            tied = ", ".join(view.name(x) for x in p["tie"])
            tie = QCoreApplication.translate("DrivesPrint", "tie between {tied}: {0}").format(
                view.decision(
                    p.get("decided_by") or QCoreApplication.translate("DrivesPrint", "by the rule")
                ),
                tied=tied,
            )
        amt = money.get("prizes", {}).get(p["prize"])
        prows.append(
            Row(
                (
                    view.prize_title(p["prize"]),
                    view.name(p["winner"]) if p.get("winner") else "shared",
                    fmt(p["total"]),
                    tie,
                    "" if amt is None else amount(amt),
                )
            )
        )
    if prows:
        blocks.append(Table(pcols, tuple(prows)))
    else:
        blocks.append(Para(QCoreApplication.translate("DrivesPrint", "No prizes.")))
    if money:
        cur = view.rec.get("money", {}).get("currency", "")
        blocks.append(Heading(QCoreApplication.translate("DrivesPrint", "Money")))
        blocks.append(
            Facts(
                (
                    (
                        QCoreApplication.translate("DrivesPrint", "Takings"),
                        f"{amount(money.get('takings', 0))} {cur}".strip(),
                    ),
                    (
                        QCoreApplication.translate("DrivesPrint", "Prize fund"),
                        f"{amount(money.get('prize_fund', 0))} {cur}".strip(),
                    ),
                    (
                        QCoreApplication.translate("DrivesPrint", "Expenses"),
                        f"{amount(money.get('expenses', 0))} {cur}".strip(),
                    ),
                    (
                        QCoreApplication.translate("DrivesPrint", "Surplus for the club"),
                        f"{amount(money.get('surplus', 0))} {cur}".strip(),
                    ),
                )
            )
        )
    blocks += code_blocks(codes)
    return Report(
        "drive",
        QCoreApplication.translate("DrivesPrint", "{0}: standings").format(
            view.rec.get("title") or QCoreApplication.translate("DrivesPrint", "Drive")
        ),
        tuple(blocks),
    )


def report(view: Any, kind: str, codes: Codes | None = None, *, large: bool = False) -> Report:
    """The drive's print ``kind``; ``large``: in large print (16 pt and more)."""
    if kind in ("cards", "blank"):
        made = progression_cards(view, blank=kind == "blank", large=large)
    elif kind == "tables":
        made = table_cards(view, large=large)
    elif kind == "slips":
        made = movement_slips(view)
    elif kind == "standings":
        made = standings_report(view, codes)
    else:
        made = None
    if made is not None:
        return large_print(made) if large else made
    raise ValueError(f"{kind!r} is not a drive print ({', '.join(KINDS)})")
