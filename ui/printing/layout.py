"""The layout engine: a report's blocks laid out on the pages of any QPagedPaintDevice.

:func:`render` paints onto a QPdfWriter (:func:`write_pdf`, Export PDF and ``scorepad report``)
or a QPrinter (Print, Ctrl+P, and print preview), in black on white with grey rules and shading,
so it reads the same in greyscale. The text is DejaVu Serif and DejaVu Sans (shipped with Scorepad,
ui/faces.py), embedded in the PDF by Qt (as subsets).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
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

from ui import faces
from ui.printing.blocks import Col, Drawing, Facts, Heading, Para, Report, Row, Table, Title

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


# -- layout and painting --------------------------------------------------------------------------
#: Large print: no text under this size (points), and the rest this much larger.
LARGE_MIN_PT = 16.0
LARGE_FACTOR = 1.6
#: A cell's text wrapped anywhere, not at its spaces (large print's word wider than its column).
ANYWHERE = 2


class _Fonts:
    def __init__(self, device: QPagedPaintDevice, large: bool = False) -> None:
        self.device = device
        self.large = large
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
        faces.ensure_loaded()  # the shipped DejaVu faces: a report prints the same everywhere
        f = QFont()
        f.setFamilies(families)
        f.setPointSizeF(max(LARGE_MIN_PT, points * LARGE_FACTOR) if self.large else points)
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
        w = self.area.width()
        # A long heading (a drive's title, a table of long names) wraps: never cut short.
        flags = (
            int(Qt.AlignmentFlag.AlignLeft)
            | int(Qt.AlignmentFlag.AlignBottom)
            | int(Qt.TextFlag.TextWordWrap)
        )
        wrapped = f.metrics(f.heading).boundingRect(QRectF(0, 0, w, 1e6), flags, b.text)
        h = max(f.metrics(f.heading).height() * 1.3, wrapped.height() + self.pt(2))
        # Keep a heading with at least a few lines of what follows it.
        self.need(h + f.metrics(f.cell).height() * 4)
        y = self.y + self.pt(4)

        def op(p: QPainter) -> None:
            p.setPen(INK)
            p.setFont(f.heading)
            p.drawText(QRectF(0, y, w, h), flags, b.text)

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
        fm_l = f.metrics(f.label)
        half = self.area.width() / 2
        label_w = min(
            half * 0.42,
            max((fm_l.horizontalAdvance(k) for k, _ in b.pairs), default=0) + self.pt(8),
        )
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        value_w = half - label_w - self.pt(8)
        items = list(b.pairs)
        for i in range(0, len(items), 2):
            pair = items[i : i + 2]
            # A value wraps at its spaces; a word still wider than its half (a long surname)
            # is set smaller, as in a table's cell: never drawn over the next fact, or cut.
            fonts = [self._fit_cell(f.body, v, value_w, wrap=True)[0] for _, v in pair]
            heights = [
                self.fonts.metrics(font).boundingRect(QRectF(0, 0, value_w, 1e6), flags, v).height()
                for font, (_, v) in zip(fonts, pair, strict=True)
            ]
            # A label longer than its share ("Überschuss für den Club") wraps under itself,
            # never running into its figure.
            label_room = label_w - self.pt(6)
            heights += [
                fm_l.boundingRect(QRectF(0, 0, label_room, 1e6), flags, k).height() + self.pt(1)
                for k, _ in pair
            ]
            h = max(heights) + self.pt(3)
            self.need(h)
            y = self.y

            def op(
                p: QPainter,
                pair: list[tuple[str, str]] = pair,
                fonts: list[QFont] = fonts,
                y: float = y,
                h: float = h,
                label_room: float = label_room,
            ) -> None:
                for j, ((k, v), font) in enumerate(zip(pair, fonts, strict=True)):
                    x = j * half
                    p.setPen(INK)
                    p.setFont(f.label)
                    p.drawText(QRectF(x, y + self.pt(1), label_room, h), flags, k)
                    p.setFont(font)
                    p.drawText(QRectF(x + label_w, y, value_w, h), flags, v)

            self.add(op)
            self.y += h
        self.y += self.pt(6)

    def table(self, b: Table) -> None:
        """A table whose every cell prints whole: figures and money set the width of their
        columns; a name or a word too long for its column wraps onto more lines, and what still
        would not fit is set smaller. Nothing is ever cut short with "…"."""
        f = self.fonts
        fm = f.metrics(f.cell)
        row_h = fm.height() * 1.45
        line_gap = row_h - fm.height()
        w = self.area.width()
        pad = self.pt(3)
        xs = [0.0]
        for width in self._column_widths(b.columns, b.rows, w, pad):
            xs.append(xs[-1] + width)
        aligns = {
            "left": Qt.AlignmentFlag.AlignLeft,
            "right": Qt.AlignmentFlag.AlignRight,
            "center": Qt.AlignmentFlag.AlignHCenter,
        }

        def cell_width(i: int) -> float:
            return xs[i + 1] - xs[i] - 2 * pad

        titles = [
            self._fit_cell(f.label, c.title, cell_width(i), wrap=True)
            for i, c in enumerate(b.columns)
        ]
        head_h = max([row_h, *(h + line_gap for _, _, h in titles)])

        def header(y: float) -> Op:
            def op(p: QPainter) -> None:
                p.fillRect(QRectF(0, y, w, head_h), SHADE)
                p.setPen(INK)
                for i, c in enumerate(b.columns):
                    font, wrap, _ = titles[i]
                    r = QRectF(xs[i] + pad, y, cell_width(i), head_h)
                    p.setFont(font)
                    p.drawText(r, self._flags(aligns[c.align], wrap), c.title)
                p.setPen(QPen(INK, self.pt(0.8)))
                p.drawLine(QPointF(0, y + head_h), QPointF(w, y + head_h))

            return op

        self.need(head_h + row_h * min(2, len(b.rows)))
        self.add(header(self.y))
        self.y += head_h
        for row in b.rows:
            base = f.cell_bold if row.bold else f.cell
            plans = [
                self._fit_cell(base, text, cell_width(i), wrap=c.wrap or c.align == "left")
                for i, (c, text) in enumerate(zip(b.columns, row.cells, strict=False))
            ]
            h = max([row_h, *(ph + line_gap for _, _, ph in plans)])
            if self.y + h > self.bottom:
                self.new_page()
                self.add(header(self.y))
                self.y += head_h
            y = self.y

            def op(
                p: QPainter,
                row: Row = row,
                y: float = y,
                h: float = h,
                plans: list[tuple[QFont, int, float]] = plans,
            ) -> None:
                if row.shade:
                    p.fillRect(QRectF(0, y, w, h), SHADE)
                p.setPen(INK)
                for i, (font, wrap, _) in enumerate(plans):
                    r = QRectF(xs[i] + pad, y, cell_width(i), h)
                    p.setFont(font)
                    p.drawText(r, self._flags(aligns[b.columns[i].align], wrap), row.cells[i])
                if row.rule_below:
                    p.setPen(QPen(INK, self.pt(1.0)))
                else:
                    p.setPen(QPen(RULE, self.pt(0.3)))
                p.drawLine(QPointF(0, y + h), QPointF(w, y + h))

            self.add(op)
            self.y += h
        self.y += self.pt(8)

    @staticmethod
    def _flags(align: Qt.AlignmentFlag, wrap: int) -> int:
        flags = int(align | Qt.AlignmentFlag.AlignVCenter)
        if wrap == ANYWHERE:
            return flags | int(Qt.TextFlag.TextWrapAnywhere)
        return flags | int(Qt.TextFlag.TextWordWrap) if wrap else flags

    def _fit_cell(
        self, font: QFont, text: str, width: float, *, wrap: bool
    ) -> tuple[QFont, int, float]:
        """How ``text`` prints whole in ``width``: (font, wrapped, height). On one line if it
        fits; else wrapped at its spaces (no-break spaces hold) when ``wrap``; and set smaller
        when a word, or a figure, is still wider than the column."""
        fm = self.fonts.metrics(font)
        if not text or fm.horizontalAdvance(text) <= width:
            return font, False, fm.height()
        widest = (
            max(fm.horizontalAdvance(piece) for piece in _breakable(text))
            if wrap
            else fm.horizontalAdvance(text)
        )
        if widest > width:
            font = QFont(font)
            smaller = font.pointSizeF() * width / widest * 0.98
            if self.fonts.large and smaller < LARGE_MIN_PT:
                # Large print is never set under 16 pt: a word too long for its column breaks.
                font.setPointSizeF(LARGE_MIN_PT)
                fm = self.fonts.metrics(font)
                flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWrapAnywhere)
                box = fm.boundingRect(QRectF(0, 0, width, 1e6), flags, text)
                return font, ANYWHERE, box.height()
            font.setPointSizeF(smaller)
            fm = self.fonts.metrics(font)
            if fm.horizontalAdvance(text) <= width:
                return font, False, fm.height()
        if not wrap:
            return font, False, fm.height()
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        return font, True, fm.boundingRect(QRectF(0, 0, width, 1e6), flags, text).height()

    def _column_widths(
        self, columns: tuple[Col, ...], rows: tuple[Row, ...], w: float, pad: float
    ) -> list[float]:
        """The columns' widths by weight, each at least as wide as its title and, for a column
        of figures (aligned right or centred: points, money), as its widest figure, so that a
        figure always prints whole; what a narrow column needs is taken from the columns with
        room to spare (the text columns, which wrap)."""
        f = self.fonts
        label, cell, bold = f.metrics(f.label), f.metrics(f.cell), f.metrics(f.cell_bold)
        total = sum(c.weight for c in columns) or 1.0
        widths = [w * c.weight / total for c in columns]
        mins = []
        for i, c in enumerate(columns):
            m = label.horizontalAdvance(c.title)
            if c.align != "left" and not c.wrap:
                for row in rows:
                    if i < len(row.cells):
                        fm = bold if row.bold else cell
                        m = max(m, fm.horizontalAdvance(row.cells[i]))
            mins.append(m + 2 * pad + 1)
        need = sum(max(0.0, m - x) for m, x in zip(mins, widths, strict=True))
        spare = [max(0.0, x - m) for m, x in zip(mins, widths, strict=True)]
        room = sum(spare)
        if need > 0 and room > 0:
            take = min(1.0, need / room)
            widths = [max(m, x - s * take) for m, x, s in zip(mins, widths, spare, strict=True)]
        over = sum(widths)
        if over > w:  # more than the page holds: all narrower, and the cells set smaller
            widths = [x * w / over for x in widths]
        return widths

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


def _breakable(text: str) -> list[str]:
    """The pieces a wrapped line can break ``text`` into: at its spaces (a no-break space
    holds) and after a hyphen between letters, as Qt breaks it ("Marjoribanks-" and
    "Featherstonehaugh" need no smaller type if each fits its column; a figure's minus does
    not break).

    >>> _breakable("Lady Marjoribanks-Featherstonehaugh"), _breakable("-40 to 3-2")
    (['Lady', 'Marjoribanks-', 'Featherstonehaugh'], ['-40', 'to', '3-2'])
    """
    return [piece for word in text.split(" ") for piece in _AFTER_HYPHEN.split(word)]


#: A break after a hyphen with a letter on each side.
_AFTER_HYPHEN = re.compile(r"(?<=[^\W\d_]-)(?=[^\W\d_])")


def layout(report: Report, device: QPagedPaintDevice) -> list[list[Op]]:
    """The report's pages as lists of painting operations (used to count the pages). A sheet's
    last small paragraph (its history codes) never stands alone on a page of its own: the
    section before it (from its heading) goes over with it, when the two fit one page."""
    fonts = _Fonts(device, report.large)
    pages, alone = _flow(report, device, fonts, None)
    if alone and len(pages) > 1:
        last = report.blocks[-1]
        heads = [i for i, b in enumerate(report.blocks[:-1]) if isinstance(b, Heading)]
        if isinstance(last, Para) and last.small and heads:
            moved, still_alone = _flow(report, device, fonts, heads[-1])
            if len(moved) == len(pages) and not still_alone:
                return moved
    return pages


def _flow(
    report: Report, device: QPagedPaintDevice, fonts: _Fonts, break_before: int | None
) -> tuple[list[list[Op]], bool]:
    """The pages, a new one begun before block ``break_before`` (unless a page begins there
    anyway); and whether the last block is alone on the last page."""
    flow = _Flow(device, fonts)
    alone = False
    for i, b in enumerate(report.blocks):
        if i == break_before and flow.y > 0:
            flow.new_page()
        if i == len(report.blocks) - 1:
            pages_before = len(flow.pages)
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
        if i == len(report.blocks) - 1:
            alone = len(flow.pages) > pages_before
    return flow.pages, alone


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
    fonts = _Fonts(device, report.large)
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
            title = QCoreApplication.translate("PrintingLayout", "Scorepad · {title}").format(
                title=report.title
            )
            page = QCoreApplication.translate("PrintingLayout", "page {n} of {0}").format(
                len(pages), n=n
            )
            both = footer_fm.horizontalAdvance(title) + footer_fm.horizontalAdvance(page) * 1.2
            ty = (
                fy - footer_fm.height() if both > rect.width() else fy
            )  # (large print: a line each)
            painter.drawText(
                QRectF(0, ty, rect.width(), footer_fm.height()),
                Qt.AlignmentFlag.AlignLeft,
                title,
            )
            painter.drawText(
                QRectF(0, fy, rect.width(), footer_fm.height()),
                Qt.AlignmentFlag.AlignRight,
                page,
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
    writer.setCreator(QCoreApplication.translate("PrintingLayout", "Scorepad"))
    writer.setPdfVersion(QPdfWriter.PdfVersion.PdfVersion_1_6)
    set_paper(writer, paper)
    return render(report, writer)
