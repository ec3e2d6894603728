"""The painted pad: a bridge scorepad for the bridge games, whist-markers and a score card for
whist, and :class:`PadView`, the widget that shows it.

``paint_pad`` is pure painting. It never scores: every figure, game line, total, vulnerability and
"needs N for game" comes from the :class:`~scorepad.sheet.Sheet` the rules service computed; the
record supplies only the players' names.

The bridge scorepad follows Hoffmann (*Hoyle's Games Modernized*, 1909): "Each column is intended
to receive the score of one rubber … divided midway by a horizontal line. The portion below this is
for recording the value of the tricks won; the portion above for the scoring of honours and the
other subsidiary elements." Honours and premiums are written upward from the line, trick scores
downward, a line is ruled across both columns under each finished game, and the rubber bonus, the
totals and the difference stand at the foot. The second view is the Encyclopædia Britannica's
(1911, "Bridge") four columns, "the inner two being assigned to tricks, the outer ones to honours.
By this method a line can be reserved for each hand".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QHelpEvent, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from scorepad.enums import SIDES, Seat, Side
from scorepad.record import Rubber
from scorepad.sheet import DealLine, Entry, Sheet
from ui.paper import (
    SIDE_HEAD,
    Face,
    PadStyle,
    Palette,
    draw_text,
    elide,
    fit_transform,
    font,
    paint_paper,
    palette_for,
    signed,
    spell,
    text_width,
)

__all__ = ["HitArea", "PadStyle", "PadView", "hit_at", "pad_size", "paint_pad"]

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


# -- public API ------------------------------------------------------------------------------------
def layout_pad(
    rubber: Rubber, sheet: Sheet, style: PadStyle, *, preview_deal: int | None = None
) -> Layout:
    """The pad laid out in logical units (its natural size is ``width`` × ``height``)."""
    if sheet.game in WHIST_GAMES:
        from ui.marker import layout_whist

        return layout_whist(rubber, sheet, style, preview_deal=preview_deal)
    if style.ledger:
        return _LedgerLayout(rubber, sheet, style, preview_deal).build()
    return _BridgeLayout(rubber, sheet, style, preview_deal).build()


def pad_size(rubber: Rubber, sheet: Sheet, style: PadStyle | None = None) -> QSizeF:
    """The pad's natural size in logical pixels (before any zoom)."""
    lay = layout_pad(rubber, sheet, style or PadStyle())
    return QSizeF(lay.width, lay.height)


def paint_pad(
    painter: QPainter,
    rect: QRectF,
    rubber: Rubber,
    sheet: Sheet,
    *,
    style: PadStyle | None = None,
    highlight_deal: int | None = None,
    preview_deal: int | None = None,
) -> list[HitArea]:
    """Paint the rubber's pad into ``rect``, keeping its proportions; return the hit areas.

    Bridge games get the scorepad (Chicago with its four-deal grid), whist games the
    whist-markers beside the score card. ``highlight_deal`` marks a deal's figures (hover,
    selection); ``preview_deal`` pencils a deal that is not yet recorded.
    """
    style = style or PadStyle()
    lay = layout_pad(rubber, sheet, style, preview_deal=preview_deal)
    return paint_layout(
        painter, rect, lay, style, highlight_deal=highlight_deal, preview_deal=preview_deal
    )


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
        paint_paper(
            painter, QRectF(0, 0, lay.width, lay.height), pal, textured=not style.print_mode
        )
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
    from scorepad.rules import GAMES  # metadata only: titles of the game and code

    rules = GAMES.get(sheet.game)
    if rules is None:
        return sheet.game
    try:
        code = rules.code_info(sheet.code).title
    except KeyError:
        code = sheet.code
    return code if rules.title.lower() in code.lower() else f"{rules.title} · {code}"


# -- the bridge scorepad ---------------------------------------------------------------------------
W = 440.0
GUT = 62.0
COL = 180.0
X_WE = GUT
X_MID = GUT + COL
X_END = GUT + 2 * COL
ROW = 24.0
FIG = 17
COL_X = {Side.NS: X_WE, Side.EW: X_MID}
HEAD_TOP = 26.0
HEAD_BOTTOM = 90.0

CHICAGO_PATTERN = {
    "acbl": ("neither", "dealer", "dealer", "both"),
    "nondealer_vulnerable": ("neither", "non-dealer", "non-dealer", "both"),
}


class _BridgeLayout:
    """Hoffmann's scoring block: WE | THEY, above and below the line."""

    def __init__(self, rubber: Rubber, sheet: Sheet, style: PadStyle, preview: int | None) -> None:
        self.rubber, self.sheet, self.style, self.preview = rubber, sheet, style, preview
        self.lay = Layout(W)
        self.y = 0.0
        self.body_top = 0.0
        self.body_bottom = 0.0
        self.ledger_end = 0.0

    def build(self) -> Layout:
        self.header()
        self.status()
        if self.sheet.game == "chicago":
            self.chicago_grid()
        self.body_top = self.y
        self.body()
        self.foot()
        self.lay.height = self.y + 12
        self.column_rules()
        return self.lay

    def body(self) -> None:
        self.above()
        self.below()

    def column_rules(self) -> None:
        """The printed column rules: through the header, then from the scoring area to the foot
        (the status lines and the Chicago grid run across both columns)."""
        ops = self.lay.ops
        ops.insert(0, LineOp(X_MID, HEAD_TOP, X_MID, HEAD_BOTTOM, "printed", 1.2))
        ops.insert(0, LineOp(X_MID, self.body_top, X_MID, self.body_bottom, "printed", 1.2))
        ops.insert(0, LineOp(X_WE, HEAD_TOP, X_WE, self.body_bottom, "rule", 0.8))

    # .. header ..
    def header(self) -> None:
        lay = self.lay
        title = elide(font("printed", 12, caps=True), game_title(self.sheet), W - 16)
        lay.text(
            QRectF(8, 6, W - 16, 18), title, face="printed", size=12, role="printed", caps=True
        )
        for side in SIDES:
            x = COL_X[side]
            lay.text(
                QRectF(x, 24, COL, 36),
                SIDE_HEAD[side],
                face="printed",
                size=28,
                role="printed",
                bold=True,
            )
            names = side_names(self.rubber, side)
            if names:
                f = font("hand", 17)
                lay.text(
                    QRectF(x + 4, 60, COL - 8, 24), elide(f, names, COL - 8), face="hand", size=17
                )
            else:
                lay.text(
                    QRectF(x, 60, COL, 24),
                    "North – South" if side is Side.NS else "East – West",
                    face="printed",
                    size=12,
                    role="printed",
                    caps=True,
                )
        lay.line(8, HEAD_BOTTOM, W - 8, HEAD_BOTTOM, role="heavy", width=2.6)
        self.y = HEAD_BOTTOM

    def status(self) -> None:
        """Dealer, vulnerability and each side's need for game, from ``sheet.position``."""
        lay, pos, sheet = self.lay, self.sheet.position, self.sheet
        y = self.y + 3
        if sheet.complete:
            text = "Rubber finished" if sheet.game != "chicago" else "Round finished"
        else:
            text = dealer_words(self.rubber, pos.next_dealer) or "—"
            lay.text(
                QRectF(6, y, GUT - 10, 22),
                "next",
                face="printed",
                size=11,
                role="printed",
                caps=True,
                align=A.AlignLeft,
            )
        lay.text(
            QRectF(X_WE, y, 2 * COL, 22), text, face="printed", size=14, role="printed", italic=True
        )
        y += 22
        if sheet.complete:
            for side in SIDES:
                if sheet.winner is side:
                    word = "round won" if sheet.game == "chicago" else "rubber won"
                    lay.text(
                        QRectF(COL_X[side], y, COL, 22), word, face="figure", size=15, italic=True
                    )
            y += 24
        else:
            if pos.vulnerable is not None:
                f = font("printed", 11, bold=True, caps=True)
                w = text_width(f, "vulnerable") + 12
                for side in SIDES:
                    x = COL_X[side] + (COL - w) / 2
                    if side in pos.vulnerable:
                        r = QRectF(x, y + 3, w, 17)
                        lay.ops.append(BoxOp(r, "stamp", 1.3))
                        lay.text(
                            r,
                            "vulnerable",
                            face="printed",
                            size=11,
                            role="stamp",
                            bold=True,
                            caps=True,
                        )
                    else:
                        lay.text(
                            QRectF(COL_X[side], y, COL, 22),
                            "not vulnerable",
                            face="printed",
                            size=11,
                            role="pencil",
                            caps=True,
                        )
                y += 22
            for side in SIDES:
                lay.text(
                    QRectF(COL_X[side], y, COL, 22),
                    f"needs {pos.needs[side]} for game",
                    face="figure",
                    size=15,
                    italic=True,
                )
            y += 24
        lay.line(GUT, y, X_END, y, role="printed", width=0.8)
        self.y = y

    def chicago_grid(self) -> None:
        """The Chicago pad's grid: the four deals, who deals and who is vulnerable, which are
        played (ACBL "How to keep score — Chicago")."""
        lay, sheet = self.lay, self.sheet
        y = self.y + 6
        cw = 2 * COL / 4
        played: dict[int, tuple[int, DealLine]] = {}
        for k, line in enumerate(sheet.deals):
            if line.chicago_deal is not None and line.status in ("scored", "passed_out"):
                played[line.chicago_deal] = (k, line)
        pattern = CHICAGO_PATTERN.get(sheet.code, ("", "", "", ""))
        lay.text(
            QRectF(6, y, GUT - 10, 20),
            "deal",
            face="printed",
            size=11,
            role="printed",
            caps=True,
            align=A.AlignLeft,
        )
        for n in range(1, 5):
            x = X_WE + (n - 1) * cw
            r = QRectF(x + 4, y, cw - 8, 44)
            nxt = not sheet.complete and sheet.position.chicago_deal == n
            lay.ops.append(BoxOp(r, "stamp" if nxt else "printed", 1.8 if nxt else 0.8))
            i, dl = played.get(n, (-1, None))
            vul: tuple[Side, ...] | None
            dealer: Seat | None
            if dl is not None:
                vul, dealer = dl.vulnerable, dl.dealer
            elif nxt:
                vul, dealer = sheet.position.vulnerable, sheet.position.next_dealer
            else:
                vul, dealer = None, None
            head = f"{n}" + (f"  {dealer.value}" if dealer else "")
            lay.text(
                QRectF(r.x(), r.y() + 1, r.width(), 20),
                head,
                face="printed",
                size=14,
                role="stamp" if nxt else "printed",
                bold=True,
            )
            if dl is not None and dl.status == "passed_out":
                words = "passed out"
            elif vul is None:
                words = pattern[n - 1]
            elif len(vul) == 2:
                words = "both vul."
            elif len(vul) == 1:
                words = f"{SIDE_HEAD[vul[0]]} vul."
            else:
                words = "none vul."
            lay.text(
                QRectF(r.x(), r.y() + 21, r.width(), 20),
                words,
                face="printed",
                size=11,
                role="printed",
                caps=True,
            )
            if dl is not None:
                # A played deal is ticked off, as a player strikes it on the printed grid.
                lay.line(
                    r.right() - 20,
                    r.top() + 8,
                    r.right() - 14,
                    r.top() + 15,
                    role="ink",
                    width=1.6,
                    deal=i,
                )
                lay.line(
                    r.right() - 14,
                    r.top() + 15,
                    r.right() - 5,
                    r.top() + 3,
                    role="ink",
                    width=1.6,
                    deal=i,
                )
        y += 50
        lay.line(GUT, y, X_END, y, role="printed", width=0.8)
        self.y = y

    # .. above and below the line ..
    def _entries(self, column: str) -> dict[Side, list[tuple[int, Entry]]]:
        out: dict[Side, list[tuple[int, Entry]]] = {s: [] for s in SIDES}
        for i, dl in enumerate(self.sheet.deals):
            for e in dl.entries:
                if e.column == column:
                    out[e.side].append((i, e))
        return out

    def _figure(self, side: Side, y: float, i: int, e: Entry) -> None:
        self.lay.text(
            QRectF(COL_X[side] + 6, y, COL - 12, ROW),
            signed(e.points),
            size=FIG,
            deal=i,
            explain=entry_explain(e, i),
            hit=True,
        )

    def _rules(self, y0: float, rows: int) -> None:
        for k in range(1, rows):
            self.lay.line(GUT, y0 + k * ROW, X_END, y0 + k * ROW, role="rule", width=0.6)

    def above(self) -> None:
        """Honours and premiums, written upward from the line: the first nearest it."""
        above = self._entries("above")
        rows = max(4, *(len(v) for v in above.values())) + 1
        y0 = self.y
        line_y = y0 + rows * ROW
        self._rules(y0, rows)
        for side in SIDES:
            for k, (i, e) in enumerate(above[side]):
                self._figure(side, line_y - (k + 1) * ROW, i, e)
        self.lay.line(8, line_y, W - 8, line_y, role="heavy", width=3.0)
        self.y = line_y

    def below(self) -> None:
        """Trick scores written downward, a line ruled across both columns under each game."""
        sheet = self.sheet
        rows = {s: 0 for s in SIDES}
        game_no = 1
        block = self.y
        for i, dl in enumerate(sheet.deals):
            for e in dl.entries:
                if e.column == "below":
                    self._figure(e.side, block + rows[e.side] * ROW, i, e)
                    rows[e.side] += 1
            if dl.game_won is not None:
                n = max(1, *rows.values())
                self._rules(block, n)
                self._game_label(block, game_no)
                end = block + n * ROW
                self.lay.line(GUT, end, X_END, end, role="printed", width=1.6, deal=i)
                x = COL_X[dl.game_won.by]
                self.lay.text(
                    QRectF(x + COL - 44, end - ROW + 5, 40, ROW - 5),
                    "game",
                    face="figure",
                    size=11,
                    role="pencil",
                    italic=True,
                    align=A.AlignRight,
                )
                block = end
                rows = {s: 0 for s in SIDES}
                game_no += 1
        used = max(rows.values())
        n = used + (0 if sheet.complete else 2)
        if n:
            self._rules(block, n)
            if used:
                self._game_label(block, game_no)
        self.y = block + n * ROW

    def _game_label(self, y: float, n: int) -> None:
        self.lay.text(
            QRectF(6, y, GUT - 10, ROW),
            f"game {n}",
            face="figure",
            size=12,
            role="printed",
            italic=True,
            align=A.AlignLeft,
        )

    def foot(self) -> None:
        """The rubber bonus (or the unfinished-rubber allowances), totals and difference."""
        sheet, lay = self.sheet, self.lay
        y = self.y + 6
        rows: list[tuple[str, dict[Side, int], str]] = []
        if sheet.bonus and sheet.winner is not None:
            rows.append(
                (
                    "rubber",
                    {sheet.winner: sheet.bonus},
                    f"Rubber bonus to {SIDE_HEAD[sheet.winner]}",
                )
            )
        if sheet.allowances:
            rows.append(
                (
                    "unfinished",
                    dict(sheet.allowances),
                    "Unfinished rubber: the allowance for games and part-scores",
                )
            )
        for label, vals, why in rows:
            lay.text(
                QRectF(4, y, GUT - 6, ROW),
                label,
                face="printed",
                size=10,
                role="printed",
                caps=True,
                align=A.AlignLeft,
            )
            for side, n in vals.items():
                if n:
                    lay.text(
                        QRectF(COL_X[side] + 6, y, COL - 12, ROW),
                        signed(n),
                        size=FIG,
                        explain=f"{why}: {n}",
                        hit=True,
                    )
            y += ROW
        lay.line(GUT, y + 1, X_END, y + 1, role="printed", width=0.8)
        lay.line(GUT, y + 4, X_END, y + 4, role="printed", width=0.8)
        y += 6
        lay.text(
            QRectF(4, y, GUT - 6, ROW + 4),
            "total",
            face="printed",
            size=10,
            role="printed",
            caps=True,
            align=A.AlignLeft,
        )
        for side in SIDES:
            lay.text(
                QRectF(COL_X[side] + 6, y, COL - 12, ROW + 4),
                signed(sheet.totals[side]),
                size=FIG + 2,
                bold=True,
                explain=f"{SIDE_HEAD[side]} total: {sheet.totals[side]}",
                hit=True,
            )
        y += ROW + 4
        lay.text(
            QRectF(4, y, GUT - 6, ROW + 4),
            "net",
            face="printed",
            size=10,
            role="printed",
            caps=True,
            align=A.AlignLeft,
        )
        for side in SIDES:
            n = sheet.net[side]
            if n > 0 or (n == 0 and side is Side.NS):
                words = f"{SIDE_HEAD[side]} win {n}" if n else "Level: no difference"
                lay.text(
                    QRectF(COL_X[side] + 6, y, COL - 12, ROW + 4),
                    f"+{n}" if n else "0",
                    size=FIG + 2,
                    bold=True,
                    explain=words + ("" if sheet.complete else " if play stopped now"),
                    hit=True,
                )
        y += ROW + 4
        self.body_bottom = y
        if self.preview is not None:
            lay.text(
                QRectF(8, y, W - 16, 18),
                f"pencilled: deal {self.preview + 1}, not yet recorded",
                face="figure",
                size=12,
                role="pencil",
                italic=True,
            )
            y += 18
        self.y = y


# -- the EB1911 ledger -----------------------------------------------------------------------------
LEDGER_COLS = (  # (side, column) left to right: Hon We | Tricks We | Tricks They | Hon They
    (Side.NS, "above"),
    (Side.NS, "below"),
    (Side.EW, "below"),
    (Side.EW, "above"),
)
LCOL = 2 * COL / 4


class _LedgerLayout(_BridgeLayout):
    """Four columns, one line for each hand (Encyclopædia Britannica, 1911, "Bridge")."""

    def body(self) -> None:
        lay, sheet = self.lay, self.sheet
        y = self.y
        heads = ("honours", "tricks", "tricks", "honours")
        for k, h in enumerate(heads):
            lay.text(
                QRectF(X_WE + k * LCOL, y, LCOL, ROW),
                h,
                face="printed",
                size=11,
                role="printed",
                caps=True,
            )
        lay.text(
            QRectF(4, y, GUT - 6, ROW),
            "deal",
            face="printed",
            size=10,
            role="printed",
            caps=True,
            align=A.AlignLeft,
        )
        y += ROW
        lay.line(8, y, W - 8, y, role="heavy", width=2.4)
        for i, dl in enumerate(sheet.deals):
            label = f"{i + 1}" + (f"  {dl.dealer.value}" if dl.dealer else "")
            lay.text(
                QRectF(6, y, GUT - 10, ROW),
                label,
                face="printed",
                size=12,
                role="printed",
                align=A.AlignLeft,
                deal=i,
            )
            if dl.status != "scored":
                words = dl.status.replace("_", " ")
                lay.text(
                    QRectF(X_WE, y, 2 * COL, ROW),
                    words,
                    face="figure",
                    size=14,
                    role="pencil",
                    italic=True,
                    deal=i,
                    explain=f"Deal {i + 1}: {words}, nothing scored",
                    hit=True,
                )
            for k, (side, column) in enumerate(LEDGER_COLS):
                es = [e for e in dl.entries if e.side is side and e.column == column]
                if es:
                    total = sum(e.points for e in es)
                    why = "; ".join(e.explain or e.label.replace("_", " ") for e in es)
                    lay.text(
                        QRectF(X_WE + k * LCOL + 2, y, LCOL - 4, ROW),
                        signed(total),
                        size=FIG - 1,
                        deal=i,
                        explain=f"Deal {i + 1}: {why}",
                        hit=True,
                    )
            y += ROW
            if dl.game_won is not None:
                lay.line(GUT, y, X_END, y, role="printed", width=1.6, deal=i)
            else:
                lay.line(GUT, y, X_END, y, role="rule", width=0.6)
        for _ in range(0 if sheet.complete else 2):
            y += ROW
            lay.line(GUT, y, X_END, y, role="rule", width=0.6)
        self.ledger_end = y
        self.y = y

    def column_rules(self) -> None:
        super().column_rules()
        for k in (1, 3):
            x = X_WE + k * LCOL
            self.lay.ops.insert(0, LineOp(x, self.body_top, x, self.ledger_end, "rule", 0.8))


# -- the widget ------------------------------------------------------------------------------------
class PadView(QWidget):
    """The pad of the rubber in play, painted to the widget's size.

    Hovering a figure shows what made it and highlights its deal; double-clicking a figure opens
    that deal. ``zoom_in``/``zoom_out`` (Ctrl + / Ctrl −, driven by the main window) grow the
    size hint and minimum size, so that in a scroll area the pad grows in large type.

    Signals:
        deal_activated(int): a deal's figure was double-clicked (0-based deal index).
        deal_hovered(int): the deal under the mouse changed (−1 when none).
    """

    deal_activated = Signal(int)
    deal_hovered = Signal(int)

    #: How long the marker keys take to turn (ms); 0 turns them at once.
    TURN_MS = 240

    ZOOM_STEPS = (0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rubber: Rubber | None = None
        self._sheet: Sheet | None = None
        self._preview: int | None = None
        self._style = PadStyle()
        self._selected: int | None = None
        self._hovered: int = -1
        self._areas: list[HitArea] = []
        self._natural = QSizeF(W, 600)
        self._layout: Layout | None = None
        # The whist-markers' keys turn when the position changes (look.md: "an animation is
        # welcome, never in the way"): the sheet is shown at once, only the keys move.
        self._turn_from: dict[Side, tuple[float, ...]] | None = None
        self._turn_t = 1.0
        self._turn = QVariantAnimation(self)
        self._turn.setDuration(self.TURN_MS)
        self._turn.setStartValue(0.0)
        self._turn.setEndValue(1.0)
        self._turn.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._turn.valueChanged.connect(self._on_turn)
        self._turn.finished.connect(self._turn_done)
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName("Score pad")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # .. public ..
    def set_rubber(self, rubber: Rubber, sheet: Sheet, *, preview_deal: int | None = None) -> None:
        """Show ``sheet`` (the core's score of ``rubber``); pencil ``preview_deal`` if given."""
        before = self._shown_keys()
        self._rubber, self._sheet, self._preview = rubber, sheet, preview_deal
        if self._selected is not None and self._selected >= len(sheet.deals):
            self._selected = None
        self._start_turning(before)
        self._relayout()

    def animating(self) -> bool:
        """Whether the marker keys are turning."""
        return self._turn_from is not None

    def set_style(self, style: PadStyle) -> None:
        """Paint in ``style`` (its ``scale`` is the zoom)."""
        self._style = style
        self._relayout()
        self.updateGeometry()

    def style_(self) -> PadStyle:
        """The current style (``style()`` is QWidget's)."""
        return self._style

    def zoom_in(self) -> None:
        self._zoom(+1)

    def zoom_out(self) -> None:
        self._zoom(-1)

    def reset_zoom(self) -> None:
        self._set_scale(1.0)

    def zoom(self) -> float:
        return self._style.scale

    def select_deal(self, index: int | None) -> None:
        """Highlight a deal's figures (None: no selection)."""
        self._selected = index
        self._set_status_tip()
        self.update()

    def selected_deal(self) -> int | None:
        return self._selected

    def hit_areas(self) -> list[HitArea]:
        """The figures as last painted, in widget coordinates."""
        return list(self._areas)

    def explain_at(self, pos: QPointF) -> str:
        """The words behind the figure at ``pos`` (its tooltip), or ""."""
        a = hit_at(self._areas, pos)
        return spell(a.explain, self._style.spelling) if a is not None else ""

    def render_to(self, painter: QPainter, rect: QRectF) -> list[HitArea]:
        """Paint the current pad into any rectangle (an export, a print)."""
        if self._layout is None:
            return []
        return paint_layout(
            painter,
            rect,
            self._layout,
            self._style,
            highlight_deal=self._highlight(),
            preview_deal=self._preview,
        )

    # .. Qt overrides ..
    def sizeHint(self) -> QSize:
        s = self._style.scale
        return QSize(round(self._natural.width() * s), round(self._natural.height() * s))

    def minimumSizeHint(self) -> QSize:
        if self._style.scale > 1.0:
            return self.sizeHint()
        return QSize(160, 160)

    def paintEvent(self, event: QEvent) -> None:
        painter = QPainter(self)
        try:
            if self._layout is None:
                pal = palette_for(self._style)
                painter.fillRect(self.rect(), pal.paper)
                self._areas = []
                return
            rect = QRectF(self.rect())
            if self._style.scale < 1.0:
                # zoomed out: a smaller pad, centred at the top (zooming in grows the widget)
                z = self._style.scale
                rect = QRectF(rect.width() * (1 - z) / 2, 0, rect.width() * z, rect.height() * z)
            self._areas = self.render_to(painter, rect)
        finally:
            painter.end()

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            he: QHelpEvent = e  # type: ignore[assignment]
            text = self.explain_at(QPointF(he.pos()))
            if text:
                QToolTip.showText(he.globalPos(), text, self)
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        a = hit_at(self._areas, event.position())
        self._set_hovered(a.deal if a is not None else -1)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hovered(-1)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        a = hit_at(self._areas, event.position())
        if event.button() == Qt.MouseButton.LeftButton:
            self.select_deal(a.deal if a is not None and a.deal >= 0 else None)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        a = hit_at(self._areas, event.position())
        if (
            event.button() == Qt.MouseButton.LeftButton
            and a is not None
            and a.deal >= 0
            and a.deal != self._preview
        ):
            self.deal_activated.emit(a.deal)
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Up/Down (or Left/Right) step the selection through the deals, Home/End jump to the
        first or last, Enter opens the selected deal: the pad without a mouse."""
        n = len(self._sheet.deals) if self._sheet is not None else 0
        last = n - 1 if self._preview is None else min(n - 1, self._preview - 1)
        key = event.key()
        K = Qt.Key
        if last < 0 or key not in (
            K.Key_Up,
            K.Key_Down,
            K.Key_Left,
            K.Key_Right,
            K.Key_Home,
            K.Key_End,
            K.Key_Return,
            K.Key_Enter,
        ):
            super().keyPressEvent(event)
            return
        cur = self._selected
        if key in (K.Key_Return, K.Key_Enter):
            if cur is not None and 0 <= cur <= last:
                self.deal_activated.emit(cur)
        elif key == K.Key_Home:
            self.select_deal(0)
        elif key == K.Key_End:
            self.select_deal(last)
        elif key in (K.Key_Up, K.Key_Left):
            self.select_deal(last if cur is None else max(0, cur - 1))
        else:
            self.select_deal(0 if cur is None else min(last, cur + 1))
        self._set_status_tip()
        event.accept()

    # .. private ..
    def _set_status_tip(self) -> None:
        """What the selected deal marked, for screen readers and the status bar."""
        i = self._selected
        if self._sheet is None or i is None or not 0 <= i < len(self._sheet.deals):
            self.setAccessibleDescription("")
            return
        dl = self._sheet.deals[i]
        words = "; ".join(
            spell(e.explain or e.label.replace("_", " "), self._style.spelling) for e in dl.entries
        ) or dl.status.replace("_", " ")
        self.setAccessibleDescription(f"Deal {i + 1}: {words}")

    def _highlight(self) -> int | None:
        return self._hovered if self._hovered >= 0 else self._selected

    def _set_hovered(self, deal: int) -> None:
        if deal != self._hovered:
            self._hovered = deal
            self.deal_hovered.emit(deal)
            self.update()

    def _zoom(self, step: int) -> None:
        steps = self.ZOOM_STEPS
        cur = self._style.scale
        if step > 0:
            nxt = next((z for z in steps if z > cur + 1e-9), steps[-1])
        else:
            nxt = next((z for z in reversed(steps) if z < cur - 1e-9), steps[0])
        self._set_scale(nxt)

    def _set_scale(self, scale: float) -> None:
        from dataclasses import replace

        self._style = replace(self._style, scale=scale)
        self._relayout()
        self.updateGeometry()

    def _relayout(self) -> None:
        if self._rubber is not None and self._sheet is not None:
            if self._turn_from is not None:
                from ui.marker import layout_whist

                self._layout = layout_whist(
                    self._rubber,
                    self._sheet,
                    self._style,
                    preview_deal=self._preview,
                    turning=(self._turn_from, self._turn_t),
                )
            else:
                self._layout = layout_pad(
                    self._rubber, self._sheet, self._style, preview_deal=self._preview
                )
            natural = QSizeF(self._layout.width, self._layout.height)
            if natural != self._natural:
                self._natural = natural
                self.updateGeometry()
        self.update()

    def _shown_keys(self) -> dict[Side, tuple[float, ...]] | None:
        """The marker keys as they stand on screen now (part-turned while animating)."""
        if self._sheet is None or self._sheet.game not in WHIST_GAMES:
            return None
        from ui.marker import between, marker_states

        now = marker_states(self._sheet)
        if self._turn_from is None:
            return now
        return {s: between(self._turn_from[s], now[s], self._turn_t) for s in now}

    def _start_turning(self, before: dict[Side, tuple[float, ...]] | None) -> None:
        self._turn.stop()
        self._turn_from = None
        self._turn_t = 1.0
        if (
            before is None
            or self._sheet is None
            or self._sheet.game not in WHIST_GAMES
            or self.TURN_MS <= 0
            or self._style.print_mode
            or not self.isVisible()
        ):
            return
        from ui.marker import marker_states

        if before == marker_states(self._sheet):
            return
        self._turn_from = before
        self._turn_t = 0.0
        self._turn.setDuration(self.TURN_MS)
        self._turn.start()

    def _on_turn(self, value: object) -> None:
        if self._turn_from is None:
            return
        self._turn_t = float(value)  # type: ignore[arg-type]
        self._relayout()

    def _turn_done(self) -> None:
        self._turn_from = None
        self._turn_t = 1.0
        self._relayout()
