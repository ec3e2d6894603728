"""The whist games' pad: a Victorian whist-marker per side beside the paper score card.

The marker imitates the common brass-key marker: "four large keys on one side for single points,
one large key on the other side for five points, and three small keys for the games won"
(Foster's Complete Hoyle, scoring with a whist marker). A point is marked by turning a key up;
all keys down starts a new game. Short whist needs the four point keys, long whist the five-key to
reach nine, American whist (seven points) five and two. The card beside it follows the 1890 "Whist
Score Card (for the American or English game)": Games / Points / Totals for each side (Laws of
American Whist, 1890), one line for each deal.

Like the bridge pad this only paints what the rules service computed: the keys show
``sheet.position`` (points toward the game in play and games won), the card the deal entries.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPaintEngine, QPainter, QPen

from scorepad.enums import SIDES, Side
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import Sheet
from ui import i18n
from ui.i18n import WordList, Words
from ui.pad.ops import (
    BoxOp,
    CustomOp,
    Layout,
    LineOp,
    TextOp,
    dealer_words,
    entry_reason,
    game_title,
    name_lines,
    shown_totals,
    side_names,
)
from ui.pad.paper import (
    SIDE_HEAD,
    PadStyle,
    Palette,
    fit_size,
    fit_text,
    font,
    line_height,
    signed,
)

A = Qt.AlignmentFlag

# The marker, in its own logical units.
MW, MH = 260.0, 140.0
BODY = QRectF(0, 34, MW, 100)
POINT_KEYS = tuple(QRectF(14 + k * 24, 54, 18, 72) for k in range(4))
FIVE_KEY = QRectF(226, 54, 20, 72)
GAME_KEYS = tuple(QRectF(135 + k * 24, 94, 14, 34) for k in range(3))
PLATE = QRectF(112, 42, 102, 24)
LIFT_LARGE = 46.0
LIFT_SMALL = 24.0
GAME_NUMERALS = ("I", "II", "III")


def keys_up(points: int, target: int) -> tuple[int, bool]:
    """How a score is shown: (point keys up, five-key up).

    Short whist (five up) uses the four point keys; long whist (ten) and American whist (seven)
    turn the five-key and make up the rest with point keys.

    >>> keys_up(3, 5), keys_up(8, 10), keys_up(6, 7), keys_up(4, 10)
    ((3, False), (3, True), (1, True), (4, False))
    """
    points = max(0, points)
    if target > 5 and points >= 5:
        return min(4, points - 5), True
    return min(4, points), False


KeyState = tuple[float, ...]  # how far each key is turned up, 0–1: four points, five, 3 games


def key_state(points: int, target: int, games: int) -> KeyState:
    """The eight keys of a marker showing ``points`` toward a ``target``-point game and
    ``games`` won: 1.0 for a key turned up.

    >>> key_state(7, 10, 1)
    (1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0)
    """
    pk, five = keys_up(points, target)
    return (
        *(1.0 if k < pk else 0.0 for k in range(4)),
        1.0 if five else 0.0,
        *(1.0 if k < games else 0.0 for k in range(3)),
    )


def between(a: KeyState, b: KeyState, t: float) -> KeyState:
    """The keys part-way (``t`` from 0 to 1) from one state to another: turning."""
    return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))


def paint_marker(painter: QPainter, pal: Palette, side: Side, state: KeyState, target: int) -> None:
    """One side's marker in a ``MW`` × ``MH`` box at the origin, its keys as ``state`` says."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    wood = pal.wood[0] if side is Side.NS else pal.wood[1]
    g = QLinearGradient(BODY.topLeft(), BODY.bottomLeft())
    g.setColorAt(0.0, wood.lighter(125))
    g.setColorAt(0.5, wood)
    g.setColorAt(1.0, wood.darker(135))
    painter.setPen(QPen(pal.wood_edge, 1.6))
    painter.setBrush(QBrush(g))
    painter.drawRoundedRect(BODY, 9, 9)
    # a brass rim inset in the lid
    painter.setPen(QPen(pal.brass_dark, 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(BODY.adjusted(5, 5, -5, -5), 6, 6)
    # the name plate
    pg = QLinearGradient(PLATE.topLeft(), PLATE.bottomLeft())
    pg.setColorAt(0.0, pal.brass.lighter(125))
    pg.setColorAt(1.0, pal.brass.darker(110))
    painter.setPen(QPen(pal.brass_dark, 1.0))
    painter.setBrush(QBrush(pg))
    painter.drawRoundedRect(PLATE, 4, 4)
    painter.setFont(font("printed", 17, bold=True))
    painter.setPen(pal.key_ink)
    painter.drawText(PLATE, int(A.AlignCenter), SIDE_HEAD[side])
    for k, r in enumerate(POINT_KEYS):
        _key(painter, pal, r, state[k], str(k + 1), LIFT_LARGE, 15)
    _key(painter, pal, FIVE_KEY, state[4], "5", LIFT_LARGE, 16, unused=target <= 5)
    for k, r in enumerate(GAME_KEYS):
        _key(painter, pal, r, state[5 + k], GAME_NUMERALS[k], LIFT_SMALL, 10)


_CACHE: OrderedDict[tuple[int, Side, KeyState, int, float, float], QImage] = OrderedDict()
_CACHE_SIZE = 12
#: A turning key is drawn at the nearest 1/64 of its turn on screen (under a pixel of its lift
#: at the default size): a key a frame or two into its turn is drawn, from the cache, as it
#: stood, and a hand recorded while the keys still turn from the last need not draw them anew.
TURN_STEPS = 64


def on_screen(state: KeyState) -> KeyState:
    """The keys as a screen draws them: each to the nearest 1/``TURN_STEPS`` of its turn (a key
    at rest, 0 or 1, is drawn exactly so).

    >>> on_screen((0.004, 0.5, 0.999, 1.0, 0.0, 0.3, 0.0, 0.0))[:4]
    (0.0, 0.5, 1.0, 1.0)
    """
    return tuple(round(x * TURN_STEPS) / TURN_STEPS for x in state)


def draw_marker(painter: QPainter, pal: Palette, side: Side, state: KeyState, target: int) -> None:
    """:func:`paint_marker`, through a cache of images made at the exact device scale when
    painting to the screen (its keys' gradients are the slowest thing on the pad; a hand
    recorded must repaint in a frame). Printers and PDFs always get the vector drawing."""
    engine = painter.paintEngine()
    world = painter.worldTransform()
    if (
        engine is None
        or engine.type() != QPaintEngine.Type.Raster
        or world.isRotating()
        or abs(world.m11() - world.m22()) > 1e-6
    ):
        paint_marker(painter, pal, side, state, target)
        return
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    scale = world.m11()
    state = on_screen(state)
    key = (id(pal), side, state, target, round(scale, 4), dpr)
    image = _CACHE.get(key)
    if image is None:
        image = QImage(
            math.ceil(MW * scale * dpr) + 2,
            math.ceil(MH * scale * dpr) + 2,
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        ip = QPainter(image)
        ip.scale(scale * dpr, scale * dpr)
        paint_marker(ip, pal, side, state, target)
        ip.end()
        image.setDevicePixelRatio(dpr)
        _CACHE[key] = image
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    origin = world.map(QPointF(0, 0))
    painter.save()
    painter.resetTransform()
    # on the device pixel grid, so the cached image is copied 1:1 and stays sharp
    painter.drawImage(QPointF(round(origin.x() * dpr) / dpr, round(origin.y() * dpr) / dpr), image)
    painter.restore()


def _key(
    painter: QPainter,
    pal: Palette,
    slot: QRectF,
    turned: float,
    numeral: str,
    lift: float,
    size: int,
    *,
    unused: bool = False,
) -> None:
    # the slot the key lies in
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 110))
    painter.drawRoundedRect(slot.adjusted(-2, -2, 2, 2), 4, 4)
    up = turned > 0.5
    key = slot.translated(0, -lift * turned)
    if turned > 0:  # its shadow on the lid
        painter.setBrush(QColor(0, 0, 0, round(70 * turned)))
        painter.drawRoundedRect(key.translated(3 * turned, 4 * turned), 4, 4)
    d, u = pal.ivory_down, pal.ivory
    color = QColor(
        round(d.red() + (u.red() - d.red()) * turned),
        round(d.green() + (u.green() - d.green()) * turned),
        round(d.blue() + (u.blue() - d.blue()) * turned),
    )
    if unused:
        color.setAlpha(120)
    g = QLinearGradient(key.topLeft(), key.topRight())
    g.setColorAt(0.0, color.darker(108))
    g.setColorAt(0.45, color.lighter(104))
    g.setColorAt(1.0, color.darker(118))
    painter.setPen(QPen(pal.brass_dark, 0.9))
    painter.setBrush(QBrush(g))
    painter.drawRoundedRect(key, 4, 4)
    # the pivot pin at the foot
    painter.setBrush(pal.brass)
    painter.drawEllipse(QPointF(key.center().x(), slot.bottom() - 6), 2.6, 2.6)
    if up:  # the count shows when the key is up
        painter.setFont(font("printed", size, bold=True))
        painter.setPen(pal.key_ink)
        painter.drawText(
            QRectF(key.x() - 4, key.y() + 2, key.width() + 8, size + 6), int(A.AlignCenter), numeral
        )


# -- the layout: the two markers side by side, the card under them -------------------------------
# Sized for a card table: the pad fills its pane (the view fits it), so these logical units are
# close to screen pixels in the default window, and the smallest printed head is 15 of them.
LEFT = 16.0
MARKER_GAP = 24.0
WIDTH = LEFT + MW + MARKER_GAP + MW + LEFT
MARKER_X = {Side.NS: LEFT, Side.EW: LEFT + MW + MARKER_GAP}
CARD_X = LEFT + 4
CARD_W = WIDTH - 2 * CARD_X
GUT = 56.0
CW = (CARD_W - GUT) / 6  # one of the six card columns
ROW = 32.0
FIG = 22
HEAD = 15  # the card's printed heads (small capitals)
NOTE = 13  # the small hand under a game's line
SUBHEADS = WordList(
    "PadWhist",
    (
        QT_TRANSLATE_NOOP("PadWhist", "points"),
        QT_TRANSLATE_NOOP("PadWhist", "games"),
        QT_TRANSLATE_NOOP("PadWhist", "totals"),
    ),
)

_VALUE_WORDS = Words(
    "PadWhist",
    {
        1: QT_TRANSLATE_NOOP("PadWhist", "single"),
        2: QT_TRANSLATE_NOOP("PadWhist", "double"),
        3: QT_TRANSLATE_NOOP("PadWhist", "treble"),
    },
)


def _block_x(side: Side) -> float:
    return CARD_X + GUT + (0 if side is Side.NS else 3 * CW)


def layout_whist(
    rubber: Rubber,
    sheet: Sheet,
    style: PadStyle,
    *,
    preview_deal: int | None = None,
    turning: tuple[dict[Side, KeyState], float] | None = None,
    keys: dict[Side, KeyState] | None = None,
    fill: float | None = None,
) -> Layout:
    """The markers and the card. ``keys``: the keys to show instead of the sheet's position (a
    view keeps the recorded position on the markers while a hand is pencilled); ``turning`` =
    (the keys before, progress 0–1) while a view animates the keys to ``keys`` (or the sheet's);
    ``fill``: the height the pad should reach, as a fraction of its width (the card gets more
    blank ruled lines, as a printed card has, so the pad fills its pane)."""
    lay = Layout(WIDTH)
    y = _markers(lay, rubber, sheet, preview_deal, turning, keys)
    min_h = WIDTH * fill if fill else 0.0
    lay.height = _card(lay, rubber, sheet, preview_deal, y + 4, min_h - 14) + 14
    lay.height = max(lay.height, min_h)
    return lay


def marker_states(sheet: Sheet) -> dict[Side, KeyState]:
    """Each side's keys for the sheet's position."""
    pos = sheet.position
    return {
        side: key_state(pos.toward_game.get(side, 0), pos.game_target, pos.games_won.get(side, 0))
        for side in SIDES
    }


def _markers(
    lay: Layout,
    rubber: Rubber,
    sheet: Sheet,
    preview: int | None,
    turning: tuple[dict[Side, KeyState], float] | None,
    keys: dict[Side, KeyState] | None,
) -> float:
    pos = sheet.position
    pencilled = preview is not None
    title, tsize = fit_text("printed", game_title(sheet), WIDTH - 2 * LEFT, 15, caps=True)
    lay.text(
        QRectF(LEFT, 4, WIDTH - 2 * LEFT, 22),
        title,
        face="printed",
        size=tsize,
        role="printed",
        caps=True,
    )
    top = 24.0
    bottom = top
    shown = keys or marker_states(sheet)
    for side in SIDES:
        x, y = MARKER_X[side], top
        points = pos.toward_game.get(side, 0)
        games = pos.games_won.get(side, 0)
        target = pos.game_target
        state = shown[side]
        if turning is not None:
            state = between(turning[0].get(side, state), state, turning[1])

        lay.ops.append(marker_op(side, state, target, x, y))
        words = QCoreApplication.translate("PadWhist", "{points}, {games}").format(
            points=i18n.counted("point", points),
            games=i18n.counted("game", games),
        )
        lay.ops.append(
            TextOp(
                QRectF(x, y, MW, MH),
                "",
                explain=f"{SIDE_HEAD[side]}: {words}"
                + ("" if sheet.complete else f"; needs {pos.needs[side]} for game")
                + (" (with the pencilled hand)" if pencilled else ""),
                hit=True,
            )
        )
        y += MH
        for text, size in name_lines(side_names(rubber, side), MW, 20):
            lay.text(QRectF(x, y, MW, size + 8), text, face="hand", size=size)
            y += size + 8
        reading = (
            words
            if sheet.complete
            else QCoreApplication.translate("PadWhist", "{words} · needs {0}").format(
                pos.needs[side], words=words
            )
        )
        text, size = fit_text("figure", reading, MW, 16, italic=True)
        lay.text(
            QRectF(x, y, MW, 24),
            text,
            face="figure",
            size=size,
            italic=True,
            role="pencil" if pencilled else "ink",
        )
        y += 26
        bottom = max(bottom, y)
    y = bottom
    if sheet.complete:
        text = (
            QCoreApplication.translate("PadWhist", "Rubber finished")
            if sheet.winner is None
            else QCoreApplication.translate("PadWhist", "Rubber to {0}").format(
                SIDE_HEAD[sheet.winner]
            )
        )
        if pencilled:
            text += " (pencilled)"
    else:
        text = dealer_words(rubber, pos.next_dealer) or ""
        text = (
            QCoreApplication.translate("PadWhist", "Next: {text}").format(text=text) if text else ""
        )
    if text:
        text, size = fit_text("printed", text, WIDTH - 2 * LEFT, 16, italic=True)
        lay.text(
            QRectF(LEFT, y, WIDTH - 2 * LEFT, 26),
            text,
            face="printed",
            size=size,
            role="pencil" if pencilled else "printed",  # who deals after it, or the end
            italic=True,
        )
        y += 28
    return y


#: How far past its box a marker can draw (the cached image's rounding), in logical units.
MARKER_MARGIN = 8.0


def marker_op(side: Side, state: KeyState, target: int, x: float, y: float) -> CustomOp:
    """One side's marker at (``x``, ``y``), its keys as ``state`` says. Its key is what a screen
    draws (the keys to the nearest step of their turn): a frame of the keys' turn that moves no
    key by a step paints nothing anew."""

    def paint(p: QPainter, pal: Palette, st: PadStyle) -> None:
        p.translate(x, y)
        draw_marker(p, pal, side, state, target)

    m = MARKER_MARGIN
    return CustomOp(
        paint,
        key=("marker", side, on_screen(state), target, x, y),
        bounds=QRectF(x - m, y - m, MW + 2 * m, MH + 2 * m),
    )


def marker_places(lay: Layout) -> list[tuple[int, Side]]:
    """Where each side's marker stands in ``lay.ops`` (index, side)."""
    out = []
    for i, op in enumerate(lay.ops):
        k = op.key if isinstance(op, CustomOp) else None
        if isinstance(k, tuple) and k and k[0] == "marker":
            out.append((i, k[1]))
    return out


def _surplus(sheet: Sheet, i: int, side: Side, total: int) -> int:
    """Points of deal ``i``'s winning entry beyond what ``side`` needed for game: written in
    full on the card, as the sheet has them, but they do not carry to the next game."""
    before = sheet.deals[i - 1].toward_game.get(side, 0) if i > 0 else 0
    return max(0, total - (sheet.position.game_target - before))


def _card(
    lay: Layout, rubber: Rubber, sheet: Sheet, preview: int | None, top: float, min_bottom: float
) -> float:
    x0, x1 = CARD_X, CARD_X + CARD_W
    # what the pencilled hand causes is pencilled too: the rubber, the totals, the net
    foot_role = "pencil" if preview is not None else "ink"
    lay.text(
        QRectF(x0, top + 2, CARD_W, 26),
        QCoreApplication.translate("PadWhist", "Whist score card"),
        face="printed",
        size=18,
        role="printed",
        bold=True,
        caps=True,
    )
    y = top + 30
    head_h = 34.0
    for side in SIDES:
        bx = _block_x(side)
        lay.text(
            QRectF(bx, y, 3 * CW, 32),
            SIDE_HEAD[side],
            face="printed",
            size=26,
            role="printed",
            bold=True,
        )
        ny = y + 32
        for text, size in name_lines(side_names(rubber, side), 3 * CW - 8, 18):
            lay.text(QRectF(bx + 4, ny, 3 * CW - 8, size + 6), text, face="hand", size=size)
            ny += size + 6
        head_h = max(head_h, ny - y)
    y += head_h + 4
    lay.line(x0, y, x1, y, role="printed", width=1.0)
    deal = QCoreApplication.translate("PadWhist", "deal")
    deal_size = fit_size("printed", deal, GUT - 6, HEAD, caps=True)
    lay.text(
        QRectF(x0 + 3, y, GUT - 6, ROW),
        deal,
        face="printed",
        size=deal_size,
        role="printed",
        caps=True,
    )
    sub_size = min(fit_size("printed", h, CW - 6, HEAD, caps=True) for h in SUBHEADS)
    for side in SIDES:
        bx = _block_x(side)
        for k, h in enumerate(SUBHEADS):
            lay.text(
                QRectF(bx + k * CW + 3, y, CW - 6, ROW),
                h,
                face="printed",
                size=sub_size,
                role="printed",
                caps=True,
            )
    y += ROW
    lay.line(x0, y, x1, y, role="heavy", width=2.4)
    head_bottom = y
    running = {s: 0 for s in SIDES}
    gaps: list[tuple[Side, float, float]] = []  # the notes' lines, where column rules stop
    for i, dl in enumerate(sheet.deals):
        seat = f" {dl.dealer.value}" if dl.dealer else ""
        lay.text(
            QRectF(x0 + 3, y, GUT - 6, ROW),
            f"{i + 1}{seat}",
            face="printed",
            size=16,
            role="printed",
            deal=i,
        )
        notes: list[tuple[Side, str]] = []
        if dl.status != "scored":
            lay.text(
                QRectF(x0 + GUT, y, 6 * CW, ROW),
                dl.status.replace("_", " "),
                face="figure",
                size=18,
                role="pencil",
                italic=True,
                deal=i,
                explain=f"Deal {i + 1}: {dl.status.replace('_', ' ')}, nothing scored",
                hit=True,
            )
        for side in SIDES:
            es = [e for e in dl.entries if e.side is side]
            won = dl.game_won is not None and dl.game_won.by is side
            if es:
                total = sum(e.points for e in es)
                why = "; ".join(entry_reason(e) for e in es)
                over = _surplus(sheet, i, side, total) if won else 0
                if over:
                    why += QCoreApplication.translate(
                        "PadWhist", "; game, and {over} over it {0} not count"
                    ).format("does" if over == 1 else "do", over=over)
                    notes.append(
                        (
                            side,
                            QCoreApplication.translate(
                                "PadWhist", "game; {over} {0} not count"
                            ).format("does" if over == 1 else "do", over=over),
                        )
                    )
                lay.text(
                    QRectF(_block_x(side), y, CW, ROW),
                    signed(total),
                    size=FIG,
                    deal=i,
                    explain=f"Deal {i + 1}: {why}",
                    hit=True,
                )
            if won and dl.game_won is not None and dl.game_won.value:
                v = dl.game_won.value
                running[side] += v
                word = _VALUE_WORDS.get(v, "") if sheet.game != "american_whist" else ""
                why = (
                    QCoreApplication.translate("PadWhist", "game to {0}").format(SIDE_HEAD[side])
                    + (f", a {word}" if word else "")
                    + f": {v}"
                )
                lay.text(
                    QRectF(_block_x(side) + CW, y, CW, ROW),
                    str(v),
                    size=FIG,
                    deal=i,
                    explain=f"Deal {i + 1}: {why}",
                    hit=True,
                )
                lay.text(
                    QRectF(_block_x(side) + 2 * CW, y, CW, ROW),
                    str(running[side]),
                    size=FIG,
                    deal=i,
                    explain=f"{SIDE_HEAD[side]}'s games so far: {running[side]}",
                    hit=True,
                )
        y += ROW
        note_h = 0.0
        for side, note in notes:
            # An 1890 scorer writes the count made in full and notes under it, in a small hand,
            # that the game took only what it needed: the rest is lost, not carried. The note
            # has a line of its own, under the figures and clear of the row's rules (the side's
            # column rules stop for it).
            text, size = fit_text("figure", note, 3 * CW - 8, NOTE, italic=True)
            line = line_height("figure", size, italic=True)
            lay.text(
                QRectF(_block_x(side) + 4, y - 2, 3 * CW - 8, line),
                text,
                face="figure",
                size=size,
                italic=True,
                role="pencil",
                deal=i,
            )
            note_h = max(note_h, line)
            gaps.append((side, y - 2, y - 2 + line))
        if notes:
            y += note_h
        if dl.game_won is not None:
            lay.line(x0, y, x1, y, role="printed", width=1.4, deal=i)
        else:
            lay.line(x0, y, x1, y, role="rule", width=0.6)
    foot_h = _foot_height(sheet, preview)
    blank = 0 if sheet.complete else 2
    while not sheet.complete and (blank < 2 or y + ROW + foot_h <= min_bottom):
        y += ROW
        blank += 1
        lay.line(x0, y, x1, y, role="rule", width=0.6)
        if blank >= 60:
            break
    # foot: rubber points, totals, the difference
    y += 4
    if sheet.bonus and sheet.winner is not None:
        _foot_label(lay, y, QCoreApplication.translate("PadWhist", "rubber"), ROW)
        lay.text(
            QRectF(_block_x(sheet.winner) + 2 * CW, y, CW, ROW),
            str(sheet.bonus),
            size=FIG,
            role=foot_role,
            italic=preview is not None,
            explain=f"Rubber points to {SIDE_HEAD[sheet.winner]}: {sheet.bonus}",
            hit=True,
        )
        y += ROW
    lay.line(x0, y + 1, x1, y + 1, role="printed", width=0.8)
    lay.line(x0, y + 4, x1, y + 4, role="printed", width=0.8)
    y += 6
    y = _totals(lay, sheet, y, foot_role, preview is not None)
    rules_end = y - 4
    if preview is not None:
        lay.text(
            QRectF(x0, y, CARD_W, 22),
            QCoreApplication.translate("PadWhist", "pencilled: deal {0}, not yet recorded").format(
                preview + 1
            ),
            face="figure",
            size=15,
            role="pencil",
            italic=True,
        )
        y += 22
    if y < min_bottom:
        y = min_bottom
    # the card's own ruling: a frame, the gutter and the two sides
    lay.ops.insert(
        0, BoxOp(QRectF(x0 - 4, top - 2, CARD_W + 8, y - top + 4), "printed", 1.0, radius=3)
    )
    lay.ops.insert(1, LineOp(x0 + GUT, head_bottom - ROW, x0 + GUT, rules_end, "rule", 0.8))
    lay.ops.insert(
        1, LineOp(_block_x(Side.EW), top + 30, _block_x(Side.EW), rules_end, "printed", 1.2)
    )
    for side in SIDES:
        for k in (1, 2):
            x = _block_x(side) + k * CW
            top_y = head_bottom - ROW
            for gap_side, y0, y1 in gaps:
                if gap_side is side:
                    lay.ops.insert(1, LineOp(x, top_y, x, y0, "rule", 0.6))
                    top_y = y1
            lay.ops.insert(1, LineOp(x, top_y, x, rules_end, "rule", 0.6))
    return y


def _foot_label(lay: Layout, y: float, text: str, h: float) -> None:
    # (in the gutter: the gutter's rule runs down through the foot)
    text, size = fit_text("printed", text, GUT - 6, HEAD, caps=True)
    lay.text(
        QRectF(CARD_X + 3, y, GUT - 6, h),
        text,
        face="printed",
        size=size,
        role="printed",
        caps=True,
        align=A.AlignLeft,
    )


def _foot_height(sheet: Sheet, preview: int | None) -> float:
    rows = 2 + (1 if shown_totals(sheet)[1] is not None else 0)
    return (
        4
        + (ROW if sheet.bonus and sheet.winner is not None else 0)
        + 6
        + rows * (ROW + 4)
        + 2
        + (22 if preview is not None else 0)
    )


def _totals(lay: Layout, sheet: Sheet, y: float, role: str, pencil: bool) -> float:
    totals, stopped = shown_totals(sheet)
    _foot_label(lay, y, QCoreApplication.translate("PadWhist", "totals"), ROW + 4)
    for side in SIDES:
        lay.text(
            QRectF(_block_x(side) + 2 * CW, y, CW, ROW + 4),
            signed(totals[side]),
            size=FIG + 2,
            bold=True,
            role=role,
            italic=pencil,
            explain=f"{SIDE_HEAD[side]} total: {totals[side]}",
            hit=True,
        )
    y += ROW + 4
    if stopped is not None:
        _foot_label(lay, y, QCoreApplication.translate("PadWhist", "if stopped now"), ROW + 4)
        for side in SIDES:
            lay.text(
                QRectF(_block_x(side) + 2 * CW, y, CW, ROW + 4),
                signed(stopped[side]),
                size=FIG,
                role="pencil",
                italic=True,
                explain=f"{SIDE_HEAD[side]} total if play stopped now, with the allowance for "
                f"the unfinished rubber: {stopped[side]}",
                hit=True,
            )
        y += ROW + 4
    _foot_label(lay, y, QCoreApplication.translate("PadWhist", "net"), ROW + 4)
    for side in SIDES:
        n = sheet.net[side]
        if n > 0 or (n == 0 and side is Side.NS):
            lay.text(
                QRectF(_block_x(side) + 2 * CW, y, CW, ROW + 4),
                f"+{n}" if n else "0",
                size=FIG + 2,
                bold=True,
                role=role,
                italic=pencil,
                explain=f"{SIDE_HEAD[side]} "
                + (f"win {n}" if n else "are level")
                + ("" if sheet.complete else " if play stopped now"),
                hit=True,
            )
    return y + ROW + 6
