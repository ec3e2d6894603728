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
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen

from scorepad.enums import Seat, Side
from scorepad.i18n import say
from scorepad.records.record import Rubber
from scorepad.rules import GAMES
from scorepad.sheets.sheet import Entry, Sheet
from ui.i18n import Words
from ui.pad.paper import (
    Face,
    PadStyle,
    Palette,
    draw_paper,
    fit_size,
    fit_text,
    fit_transform,
    font,
    palette_for,
    spell,
    text_width,
)

WHIST_GAMES = frozenset({"short_whist", "long_whist", "american_whist"})
SEAT_NAMES = Words(
    "Pad",
    {
        Seat.N: QT_TRANSLATE_NOOP("Pad", "North"),
        Seat.E: QT_TRANSLATE_NOOP("Pad", "East"),
        Seat.S: QT_TRANSLATE_NOOP("Pad", "South"),
        Seat.W: QT_TRANSLATE_NOOP("Pad", "West"),
    },
)

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
    """Anything drawn by hand (the whist-markers): ``paint(painter, palette, style)``.

    ``key``: what it draws (two ops of equal keys draw the same pixels), and ``bounds``: where
    it can draw, in logical units; with both, a view that changes only other ops need not
    paint this one again (:func:`changed_bounds`). Without them it is always painted."""

    paint: Callable[[QPainter, Palette, PadStyle], None]
    key: object = None
    bounds: QRectF | None = None


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
    # (each role is the palette's field of that name)
    color: QColor = getattr(pal, role)
    return color


_PENS: dict[tuple[int, Role, float, bool], tuple[Palette, QPen]] = {}


def _line_pen(pal: Palette, role: Role, width: float, pencil: bool) -> QPen:
    """The pen of a ruled line (made once per palette, role and width: a pad rules the same
    few lines at every paint)."""
    key = (id(pal), role, width, pencil)
    got = _PENS.get(key)
    if got is None or got[0] is not pal:
        pen = QPen(
            _color(pal, "pencil" if pencil else role),
            width,
            Qt.PenStyle.DashLine if pencil else Qt.PenStyle.SolidLine,
        )
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        got = _PENS[key] = (pal, pen)
    return got[1]


_ALIGN: dict[object, int] = {}


def _align(align: A) -> int:
    """``align`` with vertical centring, as the int drawText takes (Qt's flags combined once,
    not at every figure of every paint)."""
    got = _ALIGN.get(align)
    if got is None:
        got = _ALIGN[align] = int(align | A.AlignVCenter)
    return got


def paint_layout(
    painter: QPainter,
    rect: QRectF,
    lay: Layout,
    style: PadStyle,
    *,
    highlight_deal: int | None = None,
    preview_deal: int | None = None,
    ops: Sequence[Op] | None = None,
    paper: bool = True,
) -> list[HitArea]:
    """Paint a pad already laid out (``layout_pad``); a view repaints on hover without laying
    the pad out again. ``ops``: only these of the layout's ops (a view painting a part of the
    pad again); ``paper``: False when the paper is there already."""
    pal = palette_for(style)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        s, tx, ty = fit_transform(painter, rect, lay.width, lay.height)
        if paper:
            draw_paper(
                painter,
                QRectF(0, 0, lay.width, lay.height),
                pal,
                textured=not (style.print_mode or style.contrast),
            )
        _paint_ops(
            painter, lay.ops if ops is None else ops, pal, style, highlight_deal, preview_deal
        )
    finally:
        painter.restore()
    return hit_areas_of(lay, s, tx, ty)


def hit_areas_of(lay: Layout, s: float, tx: float, ty: float) -> list[HitArea]:
    """The figures of a pad painted at scale ``s`` and offset (``tx``, ``ty``)."""
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


# -- what changed between two layouts ------------------------------------------------------------
# A view keeps the pad it painted and, when the layout changes (a hand recorded, a key turning, the
# mouse over another deal), paints again only where an op was added or taken away: every op that
# reaches that part is painted there again, in order, over the paper, so the pixels are those of a
# whole paint.
Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in logical units

#: Each op's bounds by its paint key (most ops of a pad stay from one layout to the next).
_BOUNDS: dict[tuple[object, ...], Box | None] = {}


@lru_cache(maxsize=4096)
def _advance(face: Face, size: int, bold: bool, italic: bool, caps: bool, text: str) -> float:
    return text_width(font(face, size, bold=bold, italic=italic, caps=caps), text)


def op_box(op: Op, key: tuple[object, ...]) -> Box | None:
    """Where ``op`` (of paint key ``key``) can leave ink, in logical units, with a margin for
    antialiasing, italic overhang, a highlight box and a text wider than its box; None:
    anywhere (a custom op without bounds)."""
    got = _BOUNDS.get(key, False)
    if got is not False:
        return got  # type: ignore[return-value]
    box = _op_box(op, key)
    if len(_BOUNDS) > 20000:
        _BOUNDS.clear()
    _BOUNDS[key] = box
    return box


def _op_box(op: Op, key: tuple[object, ...]) -> Box | None:
    if isinstance(op, TextOp):
        r = op.rect
        x, y, w, h = r.x(), r.y(), r.width(), r.height()
        if op.text:
            italic = bool(key[8])
            tw = _advance(op.face, op.size, op.bold, italic, op.caps, op.text)
            if tw > w:
                if op.align & A.AlignLeft:
                    pass
                elif op.align & A.AlignRight:
                    x -= tw - w
                else:
                    x -= (tw - w) / 2
                w = tw
        m = 4 + op.size * 0.35
        cy = y + h / 2
        half = max(h, op.size * 1.6) / 2 + 3
        return (x - m, cy - half, x + w + m, cy + half)
    if isinstance(op, LineOp):
        m = op.width + 2
        return (
            min(op.x0, op.x1) - m,
            min(op.y0, op.y1) - m,
            max(op.x0, op.x1) + m,
            max(op.y0, op.y1) + m,
        )
    if isinstance(op, BoxOp):
        m = op.width + 2
        r = op.rect
        return (r.x() - m, r.y() - m, r.x() + r.width() + m, r.y() + r.height() + m)
    b = op.bounds
    if op.key is None or b is None:
        return None
    return (b.x(), b.y(), b.x() + b.width(), b.y() + b.height())


def _rect_key(r: QRectF) -> tuple[float, float, float, float]:
    return (r.x(), r.y(), r.width(), r.height())


def paint_key(op: Op, preview: int | None, highlight: int | None) -> tuple[object, ...]:
    """Everything about ``op`` that its pixels depend on (the pencil of the previewed deal,
    the highlight of the deal under the mouse): equal keys paint the same."""
    if isinstance(op, TextOp):
        pencil = preview is not None and op.deal == preview
        lit = highlight is not None and op.hit and op.deal == highlight
        return (
            "t",
            _rect_key(op.rect),
            op.text,
            op.face,
            op.size,
            "pencil" if pencil else op.role,
            int(op.align),
            op.bold,
            op.italic or pencil,
            op.caps,
            lit,
        )
    if isinstance(op, LineOp):
        pencil = preview is not None and op.deal == preview
        return ("l", op.x0, op.y0, op.x1, op.y1, op.role, op.width, pencil)
    if isinstance(op, BoxOp):
        return ("b", _rect_key(op.rect), op.role, op.width, op.fill, op.radius)
    return ("c", op.key if op.key is not None else id(op))


def changed_boxes(
    old: Sequence[tuple[object, ...]],
    old_ops: Sequence[Op],
    new: Sequence[tuple[object, ...]],
    new_ops: Sequence[Op],
) -> list[Box] | None:
    """Where two layouts' paints can differ, given each op's :func:`paint_key`: the boxes of
    the ops added and taken away (logical units; none when nothing differs), or None when
    anything may (an op that can draw anywhere changed, or ops that stay changed their
    order).

    A ruled line or a box that only grew or shrank at one end (a card's column rules and its
    border, one line longer when a hand is recorded) counts as the same op changed in place:
    only the stretch between its two ends differs (:func:`stretched`), not all its length, so
    the figures along the rest of it need not be painted again."""
    if old == new:
        return []
    counts: dict[tuple[object, ...], int] = {}
    for k in old:
        counts[k] = counts.get(k, 0) + 1
    for k in new:
        counts[k] = counts.get(k, 0) - 1
    # each side's ops that are not on the other side, by index
    gone: list[list[int]] = [[], []]
    for side, (keys, sign) in enumerate(((old, 1), (new, -1))):
        left = {k: v * sign for k, v in counts.items() if v * sign > 0}
        for i, k in enumerate(keys):
            if left.get(k, 0) > 0:
                left[k] -= 1
                gone[side].append(i)
    out: list[Box] = []
    pairs = _stretched_pairs((old, old_ops, gone[0]), (new, new_ops, gone[1]), out)
    kept: list[list[object]] = [[], []]
    for side, (keys, ops) in enumerate(((old, old_ops), (new, new_ops))):
        changed = set(gone[side])
        paired = pairs[side]
        for i, k in enumerate(keys):
            if i in paired:
                kept[side].append(("stretched", paired[i]))
            elif i in changed:
                box = op_box(ops[i], k)
                if box is None:
                    return None
                out.append(box)
            else:
                kept[side].append(k)
    if kept[0] != kept[1]:
        return None  # the ops that stay are painted in another order
    return out


def _stretched_pairs(
    old: tuple[Sequence[tuple[object, ...]], Sequence[Op], list[int]],
    new: tuple[Sequence[tuple[object, ...]], Sequence[Op], list[int]],
    out: list[Box],
) -> tuple[dict[int, int], dict[int, int]]:
    """Pair each op taken away (``old``: the keys, the ops, the indices gone) with one added
    (``new``) that is the same line or box stretched (:func:`stretched`), the boxes where the
    two differ appended to ``out``: for each side, op index to pair number."""
    pairs: tuple[dict[int, int], dict[int, int]] = ({}, {})
    old_keys, old_ops, old_gone = old
    new_keys, new_ops, new_gone = new
    free = [j for j in new_gone if isinstance(new_ops[j], LineOp | BoxOp)]
    for i in old_gone if free else ():
        for n, j in enumerate(free):
            boxes = stretched(old_ops[i], old_keys[i], new_ops[j], new_keys[j])
            if boxes is not None:
                pairs[0][i] = pairs[1][j] = i
                out.extend(boxes)
                del free[n]
                break
    return pairs


def stretched(
    a: Op, a_key: tuple[object, ...], b: Op, b_key: tuple[object, ...]
) -> list[Box] | None:
    """Where ``a`` and ``b`` (of paint keys ``a_key`` and ``b_key``) paint differently, when
    ``b`` is ``a`` grown or shrunk at one end: a solid ruled line (not pencilled: a dashed
    line's dashes need not fall alike) along the same axis from the same start, or an outlined
    box of the same top, left and width, another height. None when they are not (or may differ
    anywhere).

    An axis-aligned line (or a box's side) is painted the same along the stretch both cover;
    only round the end that moved do they differ (its antialiased end on one, the line going
    on on the other), within the op's own margin (:func:`op_box`)."""
    if isinstance(a, LineOp) and isinstance(b, LineOp):
        if (
            a_key[0] != "l"
            or a_key[5:] != (a.role, a.width, False)
            or b_key[5:] != a_key[5:]
            or (a.x0, a.y0) != (b.x0, b.y0)
        ):
            return None
        m = a.width + 2
        if a.x0 == a.x1 == b.x1 and (a.y1 - a.y0) * (b.y1 - b.y0) > 0:  # vertical
            lo, hi = min(a.y1, b.y1), max(a.y1, b.y1)
            return [(a.x0 - m, lo - m, a.x0 + m, hi + m)]
        if a.y0 == a.y1 == b.y1 and (a.x1 - a.x0) * (b.x1 - b.x0) > 0:  # horizontal
            lo, hi = min(a.x1, b.x1), max(a.x1, b.x1)
            return [(lo - m, a.y0 - m, hi + m, a.y0 + m)]
        return None
    if isinstance(a, BoxOp) and isinstance(b, BoxOp):
        ra, rb = a.rect, b.rect
        if (
            (a.role, a.width, a.fill, a.radius) != (b.role, b.width, b.fill, b.radius)
            or a.fill is not None
            or (ra.x(), ra.y(), ra.width()) != (rb.x(), rb.y(), rb.width())
            or min(ra.height(), rb.height()) <= 2 * (a.radius + a.width + 2)
        ):
            return None
        m = a.width + 2
        lo = min(ra.bottom(), rb.bottom()) - a.radius - m
        hi = max(ra.bottom(), rb.bottom()) + m
        return [(ra.x() - m, lo, ra.right() + m, hi)]
    return None


def _reaches(op: Op, key: tuple[object, ...], parts: Sequence[Box]) -> bool:
    box = op_box(op, key)
    if box is None:
        return True
    x0, y0, x1, y1 = box
    if isinstance(op, BoxOp) and op.fill is None:
        # an outline leaves no ink well inside it
        inset = op.radius + op.width + 2
        r = op.rect
        ix0, iy0 = r.x() + inset, r.y() + inset
        ix1, iy1 = r.x() + r.width() - inset, r.y() + r.height() - inset
        return any(
            x0 < px1
            and px0 < x1
            and y0 < py1
            and py0 < y1
            and not (ix0 <= px0 and px1 <= ix1 and iy0 <= py0 and py1 <= iy1)
            for px0, py0, px1, py1 in parts
        )
    return any(x0 < px1 and px0 < x1 and y0 < py1 and py0 < y1 for px0, py0, px1, py1 in parts)


def ops_reaching(
    ops: Sequence[Op], keys: Sequence[tuple[object, ...]], parts: Sequence[Box]
) -> list[Op]:
    """The ops (in order) that can leave ink in any of ``parts``."""
    return [op for op, k in zip(ops, keys, strict=True) if _reaches(op, k, parts)]


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
            if not op.text:
                continue  # (a hit area only: nothing to draw)
            pencil = preview is not None and op.deal == preview
            role: Role = "pencil" if pencil else op.role
            f = font(op.face, op.size, bold=op.bold, italic=op.italic or pencil, caps=op.caps)
            text = op.text if op.face == "figure" else spell(op.text, style.spelling)
            painter.setFont(f)
            painter.setPen(_color(pal, role))
            painter.drawText(op.rect, _align(op.align), text)
        elif isinstance(op, LineOp):
            pencil = preview is not None and op.deal == preview
            painter.setPen(_line_pen(pal, op.role, op.width, pencil))
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
    deals = QCoreApplication.translate("Pad", "{seat} deals").format(seat=SEAT_NAMES[seat])
    return deals + (f" — {name}" if name else "")


def entry_reason(e: Entry) -> str:
    """What made an entry, in the window's language (the core's explanation said again)."""
    return say(e.explain) if e.explain else e.label.replace("_", " ")


def entry_explain(e: Entry, deal: int) -> str:
    reason = entry_reason(e)
    return QCoreApplication.translate("PadOps", "Deal {0}: {reason}").format(
        deal + 1, reason=reason
    )


def game_title(sheet: Sheet) -> str:
    rules = GAMES.get(sheet.game)
    if rules is None:
        return sheet.game
    try:
        code = say(rules.code_info(sheet.code).title)
    except KeyError:
        code = sheet.code
    title = say(rules.title)
    return code if title.lower() in code.lower() else f"{title} · {code}"


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
