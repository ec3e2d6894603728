"""The drawing operations a pad is laid out into, and their painting.

A pad is laid out once into text, line, box and custom operations (in logical units), then
painted; the same layout gives the natural size and the hit areas without painting anything.
The bridge scorepad (:mod:`ui.pad.bridge`) and the whist-markers (:mod:`ui.pad.whist`) are both
laid out into these. Also the words both share: the partners' names, the dealer, the game title.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen

from scorepad.enums import Seat, Side
from scorepad.record import Rubber
from scorepad.rules import GAMES
from scorepad.sheet import Entry, Sheet
from ui.pad.paper import (
    Face,
    PadStyle,
    Palette,
    draw_paper,
    draw_text,
    fit_size,
    fit_text,
    fit_transform,
    font,
    palette_for,
    spell,
)

WHIST_GAMES = frozenset({"short_whist", "long_whist", "american_whist"})
SEAT_NAMES = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}

Role = Literal["ink", "printed", "pencil", "stamp", "rule", "heavy"]
A = Qt.AlignmentFlag


@dataclass(frozen=True)
class HitArea:
    """A figure on the pad, in the coordinates of the rectangle it was painted into.

    ``deal`` is the 0-based deal index (−1 for the foot: bonus, totals, difference)."""

    rect: QRectF
    deal: int
    text: str
    explain: str


# -- drawing operations ----------------------------------------------------------------------------
# A pad is laid out once into these (in logical units), then painted; the same layout gives the
# natural size and the hit areas without painting anything.
@dataclass(frozen=True)
class TextOp:
    rect: QRectF
    text: str
    face: Face = "figure"
    size: int = 17
    role: Role = "ink"
    align: A = A.AlignCenter
    bold: bool = False
    italic: bool = False
    caps: bool = False
    deal: int | None = None  # a deal's figure: highlighted, pencilled, hit-tested
    explain: str = ""
    hit: bool = False


@dataclass(frozen=True)
class LineOp:
    x0: float
    y0: float
    x1: float
    y1: float
    role: Role = "rule"
    width: float = 0.8
    deal: int | None = None  # a game line drawn by this deal (pencilled when previewed)


@dataclass(frozen=True)
class BoxOp:
    rect: QRectF
    role: Role = "stamp"
    width: float = 1.0
    fill: Role | None = None
    radius: float = 2.0


@dataclass(frozen=True)
class CustomOp:
    """Anything drawn by hand (the whist-markers): ``paint(painter, palette, style)``."""

    paint: Callable[[QPainter, Palette, PadStyle], None]


Op = TextOp | LineOp | BoxOp | CustomOp


@dataclass
class Layout:
    width: float
    height: float = 0.0
    ops: list[Op] = field(default_factory=list)

    def text(self, rect: QRectF, text: str, **kw: object) -> None:
        self.ops.append(TextOp(rect, text, **kw))  # type: ignore[arg-type]

    def line(self, x0: float, y0: float, x1: float, y1: float, **kw: object) -> None:
        self.ops.append(LineOp(x0, y0, x1, y1, **kw))  # type: ignore[arg-type]


def _color(pal: Palette, role: Role) -> QColor:
    return {
        "ink": pal.ink,
        "printed": pal.printed,
        "pencil": pal.pencil,
        "stamp": pal.stamp,
        "rule": pal.rule,
        "heavy": pal.heavy,
    }[role]


def paint_layout(
    painter: QPainter,
    rect: QRectF,
    lay: Layout,
    style: PadStyle,
    *,
    highlight_deal: int | None = None,
    preview_deal: int | None = None,
) -> list[HitArea]:
    """Paint a pad already laid out (``layout_pad``); a view repaints on hover without laying
    the pad out again."""
    pal = palette_for(style)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        s, tx, ty = fit_transform(painter, rect, lay.width, lay.height)
        draw_paper(painter, QRectF(0, 0, lay.width, lay.height), pal, textured=not style.print_mode)
        _paint_ops(painter, lay.ops, pal, style, highlight_deal, preview_deal)
    finally:
        painter.restore()
    return [
        HitArea(
            QRectF(
                tx + op.rect.x() * s,
                ty + op.rect.y() * s,
                op.rect.width() * s,
                op.rect.height() * s,
            ),
            -1 if op.deal is None else op.deal,
            op.text,
            op.explain,
        )
        for op in lay.ops
        if isinstance(op, TextOp) and op.hit
    ]


def hit_at(areas: Sequence[HitArea], pos: QPointF) -> HitArea | None:
    """The figure under ``pos``, if any."""
    for a in areas:
        if a.rect.contains(pos):
            return a
    return None


def _paint_ops(
    painter: QPainter,
    ops: Sequence[Op],
    pal: Palette,
    style: PadStyle,
    highlight: int | None,
    preview: int | None,
) -> None:
    if highlight is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.highlight)
        for op in ops:
            if isinstance(op, TextOp) and op.deal == highlight and op.hit:
                painter.drawRoundedRect(op.rect.adjusted(-2, 1, 2, -1), 4, 4)
    for op in ops:
        if isinstance(op, TextOp):
            pencil = preview is not None and op.deal == preview
            role: Role = "pencil" if pencil else op.role
            f = font(op.face, op.size, bold=op.bold, italic=op.italic or pencil, caps=op.caps)
            text = op.text if op.face == "figure" else spell(op.text, style.spelling)
            draw_text(painter, op.rect, text, f, _color(pal, role), op.align)
        elif isinstance(op, LineOp):
            pencil = preview is not None and op.deal == preview
            pen = QPen(
                _color(pal, "pencil" if pencil else op.role),
                op.width,
                Qt.PenStyle.DashLine if pencil else Qt.PenStyle.SolidLine,
            )
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(op.x0, op.y0), QPointF(op.x1, op.y1))
        elif isinstance(op, BoxOp):
            painter.setPen(QPen(_color(pal, op.role), op.width))
            painter.setBrush(_color(pal, op.fill) if op.fill else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(op.rect, op.radius, op.radius)
        else:
            painter.save()
            op.paint(painter, pal, style)
            painter.restore()


# -- shared words ----------------------------------------------------------------------------------
def side_names(rubber: Rubber, side: Side) -> str:
    """The partners' names, "Mrs Grey & Miss Bell", or "" when the record has none."""
    names = [rubber.players[s] for s in side.seats if s in rubber.players]
    return " & ".join(names)


def dealer_words(rubber: Rubber, seat: Seat | None) -> str:
    if seat is None:
        return ""
    name = rubber.players.get(seat)
    return f"{SEAT_NAMES[seat]} deals" + (f" — {name}" if name else "")


def entry_explain(e: Entry, deal: int) -> str:
    reason = e.explain or e.label.replace("_", " ")
    return f"Deal {deal + 1}: {reason}"


def game_title(sheet: Sheet) -> str:
    rules = GAMES.get(sheet.game)
    if rules is None:
        return sheet.game
    try:
        code = rules.code_info(sheet.code).title
    except KeyError:
        code = sheet.code
    return code if rules.title.lower() in code.lower() else f"{rules.title} · {code}"


@lru_cache(maxsize=512)
def name_lines(
    names: str,
    width: float,
    size: int,
    *,
    legible: int = 14,
    two_lines: int | None = None,
    most: int = 3,
) -> list[tuple[str, int]]:
    """The partners' names as painted in ``width``: one line, shrunk to fit; when that would
    take them below a ``legible`` size, one partner a line ("Colonel Brown &" / "Miss …"), each
    shrunk to fit (from ``two_lines`` when given), and a name still too long for a readable size
    broken at a space, up to ``most`` lines. Cut short only if even that cannot fit."""
    if not names:
        return []
    one = fit_text("hand", names, width, size)
    if one[1] >= legible or " " not in names:
        return [one]
    start = two_lines or size
    if " & " in names:
        first, rest = names.split(" & ", 1)
        lines = [f"{first} &", rest]
    else:
        lines = [names]
    while len(lines) < most:
        sizes = [fit_size("hand", line, width, start) for line in lines]
        k = min(range(len(lines)), key=lambda i: sizes[i])
        words = lines[k].split(" ")
        if sizes[k] >= min(legible, start) - 2 or len(words) < 2:
            break
        # break the narrowest-set line at the space nearest its middle
        cut = min(
            range(1, len(words)),
            key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))),
        )
        lines[k : k + 1] = [" ".join(words[:cut]), " ".join(words[cut:])]
    small = min(fit_size("hand", line, width, start) for line in lines)
    return [fit_text("hand", line, width, small) for line in lines]


def shown_totals(sheet: Sheet) -> tuple[dict[Side, int], dict[Side, int] | None]:
    """The totals the foot shows, and the "if stopped now" totals when they differ (a rubber in
    progress with an unfinished-rubber allowance). Both are the rules service's figures."""
    base = sheet.so_far
    return base, (None if base == sheet.totals else sheet.totals)
