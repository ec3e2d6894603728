"""Printed reports: the rubber summary, the evening summary and the player statement.

A report is a flow of frozen blocks (:class:`Title`, :class:`Facts`, :class:`Heading`,
:class:`Table`, :class:`Drawing`, :class:`Para`) built from what the core computed; nothing is
scored here. :func:`render` lays the blocks out on pages of any QPagedPaintDevice — a QPdfWriter
(:func:`write_pdf`, Export PDF and ``scorepad report``) or a QPrinter (Print, Ctrl+P, and print
preview) — in black on white with grey rules and shading, so it reads the same in greyscale. The
text is DejaVu Serif and DejaVu Sans, embedded in the PDF by Qt (as subsets).

The builders :func:`rubber_report`, :func:`evening_report` and :func:`player_report` turn a
rubber and its sheet, or the history's evening and player queries, into a :class:`Report`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from scorepad import stats
from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.record import Rubber
from scorepad.sheet import Sheet
from scorepad.stats import Points

Paper = Literal["a4", "letter"]
PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
MARGIN_MM = 16.0
SERIF = ["DejaVu Serif", "Georgia", "Times New Roman", "serif"]
SANS = ["DejaVu Sans", "Arial", "Helvetica", "sans-serif"]
INK = QColor(0, 0, 0)
RULE = QColor(120, 120, 120)
SHADE = QColor(228, 228, 228)
MINUS = "−"  # U+2212, the printer's minus
WHIST_GAMES = ("short_whist", "long_whist", "american_whist")


# -- blocks ---------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Title:
    text: str
    subtitle: str = ""


@dataclass(frozen=True, slots=True)
class Heading:
    text: str


@dataclass(frozen=True, slots=True)
class Para:
    text: str
    small: bool = False


@dataclass(frozen=True, slots=True)
class Facts:
    """Label: value pairs, set in two columns."""

    pairs: tuple[tuple[str, str], ...]


Align = Literal["left", "right", "center"]


@dataclass(frozen=True, slots=True)
class Col:
    title: str
    weight: float = 1.0
    align: Align = "left"
    wrap: bool = False  # long text runs onto more lines instead of being cut short


@dataclass(frozen=True, slots=True)
class Row:
    cells: tuple[str, ...]
    bold: bool = False
    rule_below: bool = False  # a line ruled across under this row (a finished game)
    shade: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    columns: tuple[Col, ...]
    rows: tuple[Row, ...]


@dataclass(frozen=True, slots=True)
class Drawing:
    """A picture painted by ``paint(painter, rect)``: the pad, the chart.

    ``aspect`` is height / width; the drawing takes ``width`` of the text width and is shrunk to
    fit the page when it would not.
    """

    paint: Callable[[QPainter, QRectF], None]
    aspect: float
    width: float = 1.0
    max_height: float = 0.9  # of the page's text height


Block = Title | Heading | Para | Facts | Table | Drawing


@dataclass(frozen=True, slots=True)
class Report:
    """A report ready to print: its kind, title (for the footer and the PDF) and blocks."""

    kind: Literal["rubber", "evening", "player"]
    title: str
    blocks: tuple[Block, ...]
    facts: dict[str, Any] = field(default_factory=dict)  # figures the tests and callers read


# -- formatting -----------------------------------------------------------------------------------
def signed(n: float, decimals: int = 0) -> str:
    """A figure with its sign, using the printer's minus: ``+120``, ``−40``, ``0``.

    >>> signed(120), signed(-40), signed(0), signed(-1.5, 2)
    ('+120', '−40', '0', '−1.50')
    """
    text = f"{abs(n):,.{decimals}f}"
    if round(n, decimals) == 0:
        return text
    return ("+" if n > 0 else MINUS) + text


def money_text(amount: float) -> str:
    return signed(amount, 2)


def pays_text(amount: float) -> str:
    """What a player does at settlement: ``receives 1.50``, ``pays 0.75``, ``square``."""
    if round(amount, 2) == 0:
        return "square"
    return f"receives {abs(amount):,.2f}" if amount > 0 else f"pays {abs(amount):,.2f}"


def points_text(points: Points, labelled: bool = True) -> str:
    """Net points per game, each named, never added across games; ``labelled=False`` leaves
    the name off when there is one game only (the reader knows which).

    >>> points_text((("short_whist", -5), ("contract", 520)))
    '−5 short whist; +520 contract'
    >>> points_text((("contract", 520),), labelled=False), points_text(())
    ('+520', '0')
    """
    if not points:
        return "0"
    if len(points) == 1 and not labelled:
        return signed(points[0][1])
    return "; ".join(f"{signed(n)} {short_game_title(g).lower()}" for g, n in points)


def long_date(iso: str | None) -> str:
    if not iso:
        return "—"
    try:
        d = dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    return f"{d.strftime('%A')} {d.day} {d.strftime('%B %Y')}"


# -- layout and painting --------------------------------------------------------------------------
class _Fonts:
    def __init__(self, device: QPagedPaintDevice) -> None:
        self.device = device
        self.body = self._font(SERIF, 10)
        self.small = self._font(SERIF, 8.5)
        self.title = self._font(SERIF, 17, bold=True)
        self.subtitle = self._font(SERIF, 11.5)
        self.heading = self._font(SERIF, 12, bold=True)
        self.label = self._font(SANS, 8.5, bold=True)
        self.cell = self._font(SANS, 8.5)
        self.cell_bold = self._font(SANS, 8.5, bold=True)
        self.footer = self._font(SANS, 7.5)

    def _font(self, families: list[str], points: float, bold: bool = False) -> QFont:
        f = QFont()
        f.setFamilies(families)
        f.setPointSizeF(points)
        f.setBold(bold)
        f.setStyleHint(QFont.StyleHint.Serif if families is SERIF else QFont.StyleHint.SansSerif)
        # No "fi"/"fl" ligatures: the PDF's text then copies and searches as typed.
        f.setFeature(QFont.Tag.fromString("liga"), 0)
        return f

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device)


Op = Callable[[QPainter], None]


class _Flow:
    """Places blocks top to bottom, starting a new page when one does not fit."""

    def __init__(self, device: QPagedPaintDevice, fonts: _Fonts) -> None:
        self.fonts = fonts
        self.dpi = device.logicalDpiY()
        layout = device.pageLayout()
        px = layout.paintRectPixels(device.logicalDpiX())
        self.area = QRectF(0, 0, px.width(), px.height())
        footer_h = fonts.metrics(fonts.footer).height() * 2
        self.bottom = self.area.bottom() - footer_h
        self.pages: list[list[Op]] = [[]]
        self.y = 0.0

    def pt(self, points: float) -> float:
        return points * self.dpi / 72.0

    def new_page(self) -> None:
        self.pages.append([])
        self.y = 0.0

    def room(self) -> float:
        return self.bottom - self.y

    def need(self, height: float) -> None:
        if self.y > 0 and height > self.room():
            self.new_page()

    def add(self, op: Op) -> None:
        self.pages[-1].append(op)

    # -- blocks --
    def title(self, b: Title) -> None:
        f = self.fonts
        w = self.area.width()
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        h = f.metrics(f.title).boundingRect(QRectF(0, 0, w, 1e6), flags, b.text).height()
        sub_h = (
            f.metrics(f.subtitle).boundingRect(QRectF(0, 0, w, 1e6), flags, b.subtitle).height()
            + self.pt(2)
            if b.subtitle
            else 0.0
        )
        self.need(h + sub_h + self.pt(10))
        y = self.y

        def op(p: QPainter) -> None:
            p.setPen(INK)
            p.setFont(f.title)
            p.drawText(QRectF(0, y, w, h + 2), flags, b.text)
            if b.subtitle:
                p.setFont(f.subtitle)
                p.drawText(QRectF(0, y + h + self.pt(2), w, sub_h), flags, b.subtitle)
            p.setPen(QPen(INK, self.pt(1.2)))
            ly = y + h + sub_h + self.pt(3)
            p.drawLine(QPointF(0, ly), QPointF(w, ly))

        self.add(op)
        self.y += h + sub_h + self.pt(10)

    def heading(self, b: Heading) -> None:
        f = self.fonts
        h = f.metrics(f.heading).height() * 1.3
        # Keep a heading with at least a few lines of what follows it.
        self.need(h + f.metrics(f.cell).height() * 4)
        y, w = self.y + self.pt(4), self.area.width()

        def op(p: QPainter) -> None:
            p.setPen(INK)
            p.setFont(f.heading)
            p.drawText(
                QRectF(0, y, w, h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                b.text,
            )

        self.add(op)
        self.y += h + self.pt(6)

    def para(self, b: Para) -> None:
        f = self.fonts
        font = f.small if b.small else f.body
        w = self.area.width()
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        rect = f.metrics(font).boundingRect(QRectF(0, 0, w, 1e6), flags, b.text)
        h = rect.height()
        self.need(h)
        y = self.y

        def op(p: QPainter) -> None:
            p.setPen(INK)
            p.setFont(font)
            p.drawText(QRectF(0, y, w, h + 2), flags, b.text)

        self.add(op)
        self.y += h + self.pt(5)

    def facts(self, b: Facts) -> None:
        f = self.fonts
        fm_l, fm_v = f.metrics(f.label), f.metrics(f.body)
        half = self.area.width() / 2
        label_w = min(
            half * 0.42,
            max((fm_l.horizontalAdvance(k) for k, _ in b.pairs), default=0) + self.pt(8),
        )
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        items = list(b.pairs)
        for i in range(0, len(items), 2):
            pair = items[i : i + 2]
            heights = [
                fm_v.boundingRect(QRectF(0, 0, half - label_w - self.pt(8), 1e6), flags, v).height()
                for _, v in pair
            ]
            h = max(heights) + self.pt(3)
            self.need(h)
            y = self.y

            def op(
                p: QPainter, pair: list[tuple[str, str]] = pair, y: float = y, h: float = h
            ) -> None:
                for j, (k, v) in enumerate(pair):
                    x = j * half
                    p.setPen(INK)
                    p.setFont(f.label)
                    p.drawText(
                        QRectF(x, y + self.pt(1), label_w, h),
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                        k,
                    )
                    p.setFont(f.body)
                    p.drawText(QRectF(x + label_w, y, half - label_w - self.pt(8), h), flags, v)

            self.add(op)
            self.y += h
        self.y += self.pt(6)

    def table(self, b: Table) -> None:
        f = self.fonts
        fm = f.metrics(f.cell)
        row_h = fm.height() * 1.45
        w = self.area.width()
        pad = self.pt(3)
        xs = [0.0]
        for width in self._column_widths(b.columns, w, pad):
            xs.append(xs[-1] + width)
        aligns = {
            "left": Qt.AlignmentFlag.AlignLeft,
            "right": Qt.AlignmentFlag.AlignRight,
            "center": Qt.AlignmentFlag.AlignHCenter,
        }

        def header(y: float) -> Op:
            def op(p: QPainter) -> None:
                p.fillRect(QRectF(0, y, w, row_h), SHADE)
                p.setPen(INK)
                p.setFont(f.label)
                label_fm = f.metrics(f.label)
                for i, c in enumerate(b.columns):
                    r = QRectF(xs[i] + pad, y, xs[i + 1] - xs[i] - 2 * pad, row_h)
                    text = label_fm.elidedText(c.title, Qt.TextElideMode.ElideRight, r.width())
                    p.drawText(r, aligns[c.align] | Qt.AlignmentFlag.AlignVCenter, text)
                p.setPen(QPen(INK, self.pt(0.8)))
                p.drawLine(QPointF(0, y + row_h), QPointF(w, y + row_h))

            return op

        self.need(row_h * min(3, len(b.rows) + 1))
        self.add(header(self.y))
        self.y += row_h
        wrap_flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        line_gap = row_h - fm.height()
        for row in b.rows:
            h = row_h
            for i, c in enumerate(b.columns):  # a wrapping column may need more lines
                if c.wrap and i < len(row.cells) and row.cells[i]:
                    cw = xs[i + 1] - xs[i] - 2 * pad
                    if fm.horizontalAdvance(row.cells[i]) > cw:
                        text_h = fm.boundingRect(
                            QRectF(0, 0, cw, 1e6), wrap_flags, row.cells[i]
                        ).height()
                        h = max(h, text_h + line_gap)
            if self.y + h > self.bottom:
                self.new_page()
                self.add(header(self.y))
                self.y += row_h
            y = self.y

            def op(p: QPainter, row: Row = row, y: float = y, h: float = h) -> None:
                if row.shade:
                    p.fillRect(QRectF(0, y, w, h), SHADE)
                font = f.cell_bold if row.bold else f.cell
                metrics = f.metrics(font)
                p.setFont(font)
                p.setPen(INK)
                for i, c in enumerate(b.columns):
                    if i >= len(row.cells):
                        break
                    r = QRectF(xs[i] + pad, y, xs[i + 1] - xs[i] - 2 * pad, h)
                    if c.wrap and h > row_h:
                        p.drawText(
                            r,
                            int(aligns[c.align] | Qt.AlignmentFlag.AlignVCenter)
                            | int(Qt.TextFlag.TextWordWrap),
                            row.cells[i],
                        )
                        continue
                    text = metrics.elidedText(row.cells[i], Qt.TextElideMode.ElideRight, r.width())
                    p.drawText(r, aligns[c.align] | Qt.AlignmentFlag.AlignVCenter, text)
                if row.rule_below:
                    p.setPen(QPen(INK, self.pt(1.0)))
                else:
                    p.setPen(QPen(RULE, self.pt(0.3)))
                p.drawLine(QPointF(0, y + h), QPointF(w, y + h))

            self.add(op)
            self.y += h
        self.y += self.pt(8)

    def _column_widths(self, columns: tuple[Col, ...], w: float, pad: float) -> list[float]:
        """The columns' widths by weight, each at least as wide as its title; what a narrow
        column needs is taken from the columns with room to spare."""
        fm = self.fonts.metrics(self.fonts.label)
        total = sum(c.weight for c in columns) or 1.0
        widths = [w * c.weight / total for c in columns]
        mins = [fm.horizontalAdvance(c.title) + 2 * pad + 1 for c in columns]
        need = sum(max(0.0, m - x) for m, x in zip(mins, widths, strict=True))
        spare = [max(0.0, x - m) for m, x in zip(mins, widths, strict=True)]
        room = sum(spare)
        if need <= 0 or room <= 0:
            return widths
        take = min(1.0, need / room)
        return [max(m, x - s * take) for m, x, s in zip(mins, widths, spare, strict=True)]

    def drawing(self, b: Drawing) -> None:
        full_h = self.bottom
        w = self.area.width() * b.width
        h = w * b.aspect
        if h > full_h * b.max_height:  # too tall: shrink to fit
            h = full_h * b.max_height
            w = h / b.aspect
        self.need(h)
        if h > self.room():
            h = self.room()
            w = h / b.aspect
        x = (self.area.width() - w) / 2
        rect = QRectF(x, self.y, w, h)

        def op(p: QPainter) -> None:
            p.save()
            b.paint(p, rect)
            p.restore()

        self.add(op)
        self.y += h + self.pt(8)


def layout(report: Report, device: QPagedPaintDevice) -> list[list[Op]]:
    """The report's pages as lists of painting operations (used to count the pages)."""
    fonts = _Fonts(device)
    flow = _Flow(device, fonts)
    for b in report.blocks:
        if isinstance(b, Title):
            flow.title(b)
        elif isinstance(b, Heading):
            flow.heading(b)
        elif isinstance(b, Para):
            flow.para(b)
        elif isinstance(b, Facts):
            flow.facts(b)
        elif isinstance(b, Table):
            flow.table(b)
        else:
            flow.drawing(b)
    return flow.pages


def set_paper(device: QPagedPaintDevice, paper: str) -> None:
    """A4 or US Letter, portrait, with the report's margins."""
    size = QPageSize(PAPERS[paper])
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    device.setPageLayout(
        QPageLayout(size, QPageLayout.Orientation.Portrait, margins, QPageLayout.Unit.Millimeter)
    )


def render(report: Report, device: QPagedPaintDevice) -> int:
    """Paint ``report`` on ``device`` (its page layout already set); returns the page count."""
    pages = layout(report, device)
    fonts = _Fonts(device)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot start painting the report (is the output file writable?)")
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
        footer_fm = fonts.metrics(fonts.footer)
        for n, ops in enumerate(pages, 1):
            if n > 1:
                device.newPage()
            for op in ops:
                painter.save()
                op(painter)
                painter.restore()
            painter.setFont(fonts.footer)
            painter.setPen(RULE)
            fy = rect.height() - footer_fm.height()
            painter.drawText(
                QRectF(0, fy, rect.width(), footer_fm.height()),
                Qt.AlignmentFlag.AlignLeft,
                f"Scorepad · {report.title}",
            )
            painter.drawText(
                QRectF(0, fy, rect.width(), footer_fm.height()),
                Qt.AlignmentFlag.AlignRight,
                f"page {n} of {len(pages)}",
            )
    finally:
        painter.end()
    return len(pages)


def write_pdf(report: Report, path: str, paper: str = "a4") -> int:
    """Write ``report`` as a PDF file at ``path``; returns the page count.

    Raises OSError when the file cannot be written.
    """
    with open(path, "wb"):  # fail here, with the system's reason, if it cannot be written
        pass
    writer = QPdfWriter(path)
    writer.setResolution(600)
    writer.setTitle(report.title)
    writer.setCreator("Scorepad")
    writer.setPdfVersion(QPdfWriter.PdfVersion.PdfVersion_1_6)
    set_paper(writer, paper)
    return render(report, writer)


# -- the rubber summary ---------------------------------------------------------------------------
def side_names(rubber: Rubber, side: Side) -> str:
    names = [rubber.players.get(s, "") for s in side.seats]
    named = [n for n in names if n]
    return " & ".join(named) if named else side.value


def _side_label(side: Side) -> str:
    return "We" if side is Side.NS else "They"


def _pad_drawing(rubber: Rubber, sheet: Sheet) -> Drawing:
    from ui.pad import pad_size, paint_pad
    from ui.paper import PadStyle

    style = PadStyle(print_mode=True)
    size = pad_size(rubber, sheet, style)

    def paint(p: QPainter, rect: QRectF) -> None:
        paint_pad(p, rect, rubber, sheet, style=style)

    aspect = size.height() / max(1.0, size.width())
    return Drawing(paint, aspect=aspect, width=1.0, max_height=0.62)


def house_rule_lines(rubber: Rubber) -> list[str]:
    """The house rules in force that differ from the code's defaults, with what they change."""
    from scorepad.rules import code_of, get_rules, settings_of

    rules = get_rules(rubber.game)
    code = code_of(rubber)
    settings = settings_of(rubber)
    out = []
    for r in rules.house_rules:
        value = settings[r.key]
        if value != r.default(code):
            shown = r.labels.get(value, _value_text(value))
            out.append(f"{r.key} = {shown} ({r.help})")
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
    from scorepad import settlement

    return settlement.seat_money(rubber, sheet.net)


def rubber_report(
    rubber: Rubber, sheet: Sheet, *, rubber_id: int | None = None, state: str | None = None
) -> Report:
    """The rubber summary: the filled-in pad (or whist score card) and its ledger."""
    from scorepad.rules import get_rules

    rules = get_rules(rubber.game)
    code = rules.code_info(sheet.code)
    we, they = side_names(rubber, Side.NS), side_names(rubber, Side.EW)
    title = f"{rules.title}: {we} v. {they}"
    subtitle = long_date(rubber.played_on)
    if rubber.table:
        subtitle += f" · {rubber.table}"
    if rubber_id is not None:
        subtitle += f" · rubber {rubber_id}"
    facts: list[tuple[str, str]] = [
        ("Game", rules.title),
        ("Code of laws", code.title),
        ("Date", long_date(rubber.played_on)),
        ("Table", rubber.table or "—"),
    ]
    for seat in SEATS:
        facts.append((f"{_seat_word(seat)} ({seat.value})", rubber.players.get(seat, "—")))
    if rubber.stake is not None:
        facts.append(
            (
                "Stake",
                f"{rubber.stake.amount:g} per {rubber.stake.per} "
                f"point{'s' if rubber.stake.per != 1 else ''}",
            )
        )
    facts.append(("Result", _result_text(rubber, sheet, state)))
    hr = house_rule_lines(rubber)
    blocks: list[Block] = [Title(title, subtitle), Facts(tuple(facts))]
    if code.source:
        blocks.append(Para(f"Code of laws: {code.title}, after {code.source}.", small=True))
    blocks.append(
        Para(
            "House rules: "
            + ("; ".join(hr) + "." if hr else f"none; the {code.title} as written."),
            small=True,
        )
    )
    blocks.append(Heading("The score card" if rules.family == "whist" else "The scorepad"))
    blocks.append(_pad_drawing(rubber, sheet))
    blocks.append(Heading("Deal by deal"))
    blocks.append(_whist_ledger(sheet) if rules.family == "whist" else _bridge_ledger(sheet))
    blocks.append(Heading("Totals"))
    money = player_money(rubber, sheet)
    blocks.append(_totals_table(rubber, sheet, money))
    if money is not None:
        blocks.append(Heading("Settlement"))
        blocks.append(_settlement_table(rubber, sheet, money))
    return Report(
        "rubber",
        f"{rules.title}, {rubber.played_on or 'undated'}",
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
    return {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}[seat]


def _result_text(rubber: Rubber, sheet: Sheet, state: str | None) -> str:
    if sheet.complete and sheet.winner is not None:
        text = (
            f"rubber to {_side_label(sheet.winner)} ({side_names(rubber, sheet.winner)}) "
            f"by {abs(sheet.net[Side.NS])}"
        )
    elif sheet.complete:
        text = "rubber drawn"
    else:
        text = "unfinished: scored as if play stopped now"
    if state == "abandoned":
        text += " (abandoned)"
    return text


def _entry_sum(sheet: Sheet, i: int, side: Side, column: str) -> str:
    n = sum(e.points for e in sheet.deals[i].entries if e.side is side and e.column == column)
    has = any(e.side is side and e.column == column for e in sheet.deals[i].entries)
    return f"{n:,}".replace("-", MINUS) if has else ""


def _deal_words(sheet: Sheet, i: int) -> str:
    d = sheet.deals[i]
    if d.status != "scored":
        return d.summary or d.status.replace("_", " ")
    words = d.summary
    if not words:
        words = "; ".join(e.explain for e in d.entries if e.explain)
    return words


def _bridge_ledger(sheet: Sheet) -> Table:
    cols = (
        Col("Deal", 0.45, "right"),
        Col("Dealer", 0.68, "center"),
        Col("Vul.", 0.55, "center"),
        Col("Contract and result", 2.9, wrap=True),
        Col("We above", 1.0, "right"),
        Col("We below", 1.0, "right"),
        Col("They below", 1.08, "right"),
        Col("They above", 1.08, "right"),
    )
    rows = []
    for i, d in enumerate(sheet.deals):
        vul = "" if d.vulnerable is None else ("+".join(s.value for s in d.vulnerable) or "—")
        words = _deal_words(sheet, i)
        if d.game_won is not None:
            words = f"{words} — game to {_side_label(d.game_won.by)}"
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
                "Above and below the line",
                f"{above[Side.NS]:,}",
                f"{below[Side.NS]:,}",
                f"{below[Side.EW]:,}",
                f"{above[Side.EW]:,}",
            ),
            bold=True,
            shade=True,
        )
    )
    return Table(cols, tuple(rows))


def _whist_ledger(sheet: Sheet) -> Table:
    cols = (
        Col("Deal", 0.45, "right"),
        Col("Dealer", 0.55, "center"),
        Col("The deal", 3.6, wrap=True),
        Col("We", 0.7, "right"),
        Col("They", 0.7, "right"),
        Col("Score after", 1.0, "center"),
        Col("Game", 1.1, "center"),
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
        Col("Side", 0.6),
        Col("Players", 2.3),
        Col("Games", 0.7, "right"),
        Col("Game points" if whist else "Above & below", 1.25, "right"),
        Col("Rubber", 1.0, "right"),
        Col("Total", 0.8, "right"),
        Col("Net", 0.8, "right"),
        Col("Money", 1.1, "right"),
    )
    rows = []
    for side in SIDES:
        games = [g for g in sheet.games if g.winner is side]
        if whist:
            points = sum(g.value or 0 for g in games)
        else:
            points = sum(e.points for d in sheet.deals for e in d.entries if e.side is side)
        extra = f"{sheet.bonus:,}" if sheet.winner is side and sheet.bonus else ""
        allowance = sheet.allowances.get(side)
        if allowance:
            extra = f"{allowance:,} allowed"
        side_money = ""
        if money is not None:
            amounts = [money[s] for s in side.seats if s in money]
            if amounts:
                side_money = money_text(amounts[0]) + (" each" if len(amounts) > 1 else "")
        rows.append(
            Row(
                (
                    _side_label(side),
                    side_names(rubber, side),
                    str(len(games)),
                    f"{points:,}".replace("-", MINUS),
                    extra,
                    f"{sheet.totals[side]:,}",
                    signed(sheet.net[side]),
                    side_money,
                ),
                bold=sheet.winner is side,
            )
        )
    return Table(cols, tuple(rows))


def _settlement_table(rubber: Rubber, sheet: Sheet, money: dict[Seat, float]) -> Table:
    cols = (
        Col("Seat", 0.6),
        Col("Player", 2.4),
        Col("Net points", 1.0, "right"),
        Col("Money", 1.0, "right"),
        Col("Settles", 1.4),
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


def paper_of(text: str | None) -> Paper:
    return "letter" if (text or "").lower() in ("letter", "us", "usletter") else "a4"


# -- Print, print preview and Export PDF in the window --------------------------------------------
def default_paper() -> Paper:
    """US Letter where the system's locale uses it, A4 elsewhere."""
    from PySide6.QtCore import QLocale

    territory = QLocale.system().territory()
    letter = {
        QLocale.Country.UnitedStates,
        QLocale.Country.Canada,
        QLocale.Country.Mexico,
        QLocale.Country.Philippines,
        QLocale.Country.Chile,
        QLocale.Country.Colombia,
    }
    return "letter" if territory in letter else "a4"


def new_printer(paper: str | None = None) -> Any:
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setColorMode(QPrinter.ColorMode.GrayScale)
    set_paper(printer, paper or default_paper())
    return printer


def preview_dialog(report: Report, paper: str | None = None, parent: Any = None) -> Any:
    """A print preview of ``report`` (not yet shown); its Print button prints it."""
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    printer = new_printer(paper)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog._scorepad_printer = printer  # type: ignore[attr-defined]  # Qt does not own it
    dialog.setWindowTitle(f"Print preview — {report.title}")
    dialog.paintRequested.connect(lambda p: render(report, p))
    return dialog


def print_report(report: Report, parent: Any = None, paper: str | None = None) -> bool:
    """Ask for a printer (QPrintDialog) and print ``report``; False when cancelled."""
    from PySide6.QtPrintSupport import QPrintDialog

    printer = new_printer(paper)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(f"Print {report.title}")
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    render(report, printer)
    return True


def show_preview(report: Report, parent: Any = None, paper: str | None = None) -> None:
    preview_dialog(report, paper, parent).exec()


def export_pdf(report: Report, parent: Any = None, suggested: str = "report.pdf") -> str | None:
    """Ask where to save and write ``report`` as PDF; the path written, or None if cancelled.

    A file that cannot be written is reported in a message box and nothing is left behind.
    """
    from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

    path, _ = QFileDialog.getSaveFileName(parent, "Export PDF", suggested, "PDF (*.pdf)")
    if not path:
        return None
    if not path.lower().endswith(".pdf"):
        path += ".pdf"
    papers = ["A4", "US Letter"]
    current = 0 if default_paper() == "a4" else 1
    choice, ok = QInputDialog.getItem(parent, "Export PDF", "Paper:", papers, current, False)
    if not ok:
        return None
    try:
        write_pdf(report, path, "a4" if choice == "A4" else "letter")
    except OSError as e:
        QMessageBox.warning(parent, "Export PDF", f"Cannot write {path}: {e}")
        return None
    return path


# -- the evening summary --------------------------------------------------------------------------
def game_title(game: str) -> str:
    from scorepad.rules import GAMES

    rules = GAMES.get(game)
    return rules.title if rules else game


def short_game_title(game: str) -> str:
    """The game's name for a narrow column: "Contract", "Auction", "Short whist"."""
    return game_title(game).replace(" rubber bridge", "").replace(" bridge", "")


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
        bal_rows = tuple(
            Row((b.player, str(b.rubbers), signed(b.net), money_text(b.money), pays_text(b.money)))
            for b in evening.balances
        )
        blocks.append(
            Table(
                (
                    Col("Player", 2.6),
                    Col("Rubbers", 0.8, "right"),
                    Col("Net points", 1.0, "right"),
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


def evening_report_from_store(store: Any, date: str) -> Report:
    return evening_report(store.evening(date))


# -- the player statement -------------------------------------------------------------------------
def player_report(
    player: Any, rows: Sequence[Any], date_from: str | None = None, date_to: str | None = None
) -> Report:
    """A player's statement: totals, results per game, partners, opponents, a chart, and every
    rubber with its running balance. ``rows`` are the history's rows for the player."""
    from ui.chart import ChartPoint, paint_chart

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
    store: Any, name: str, date_from: str | None = None, date_to: str | None = None
) -> Report:
    player = store.player(name)
    rows = store.player_history(player.name, date_from, date_to)
    return player_report(player, rows, date_from, date_to)


# -- the main window's menus ----------------------------------------------------------------------
def current_rubber_report(window: Any) -> Report | None:
    """The rubber summary of the main window's rubber in front, or None without one."""
    pane = window.pane()
    if pane is None:
        return None
    from scorepad.errors import ScorepadError

    try:
        state = window.store.rubber_info(pane.rubber_id).state
    except ScorepadError:  # the summary still prints without the state
        state = None
    return rubber_report(pane.rubber, pane.sheet, rubber_id=pane.rubber_id, state=state)
