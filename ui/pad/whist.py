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

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPaintEngine, QPainter, QPen

from scorepad.enums import SIDES, Side
from scorepad.record import Rubber
from scorepad.sheet import Sheet
from ui.pad.ops import BoxOp, CustomOp, Layout, LineOp, TextOp, dealer_words, game_title, side_names
from ui.pad.paper import SIDE_HEAD, PadStyle, Palette, elide, font, signed

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


# -- the layout: markers on the left, the card on the right ----------------------------------------
LEFT = 16.0
CARD_X = 300.0
GUT = 48.0
CW = 64.0  # one of the six card columns
CARD_W = GUT + 6 * CW
WIDTH = CARD_X + CARD_W + 16
ROW = 24.0
FIG = 16
SUBHEADS = ("points", "games", "totals")

_VALUE_WORDS = {1: "single", 2: "double", 3: "treble"}


def _block_x(side: Side) -> float:
    return CARD_X + GUT + (0 if side is Side.NS else 3 * CW)


def layout_whist(
    rubber: Rubber,
    sheet: Sheet,
    style: PadStyle,
    *,
    preview_deal: int | None = None,
    turning: tuple[dict[Side, KeyState], float] | None = None,
) -> Layout:
    """The markers and the card. ``turning`` = (the keys before, progress 0–1) while a view
    animates the keys from the last position to this sheet's."""
    lay = Layout(WIDTH)
    left_bottom = _markers(lay, rubber, sheet, preview_deal is not None, turning)
    card_bottom = _card(lay, rubber, sheet, preview_deal)
    lay.height = max(left_bottom, card_bottom) + 14
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
    pencilled: bool,
    turning: tuple[dict[Side, KeyState], float] | None,
) -> float:
    pos = sheet.position
    title = elide(font("printed", 12, caps=True), game_title(sheet), MW)
    lay.text(QRectF(LEFT, 6, MW, 20), title, face="printed", size=12, role="printed", caps=True)
    y = 30.0
    for side in SIDES:
        points = pos.toward_game.get(side, 0)
        games = pos.games_won.get(side, 0)
        target = pos.game_target
        state = key_state(points, target, games)
        if turning is not None:
            state = between(turning[0].get(side, state), state, turning[1])

        def paint(
            p: QPainter,
            pal: Palette,
            st: PadStyle,
            *,
            _y: float = y,
            _s: Side = side,
            _k: KeyState = state,
            _t: int = target,
        ) -> None:
            p.translate(LEFT, _y)
            draw_marker(p, pal, _s, _k, _t)

        lay.ops.append(CustomOp(paint))
        words = (
            f"{points} {'point' if points == 1 else 'points'}, {games} "
            f"{'game' if games == 1 else 'games'}"
        )
        lay.ops.append(
            TextOp(
                QRectF(LEFT, y, MW, MH),
                "",
                explain=f"{SIDE_HEAD[side]}: {words}"
                + ("" if sheet.complete else f"; needs {pos.needs[side]} for game"),
                hit=True,
            )
        )
        y += MH
        names = side_names(rubber, side)
        if names:
            f = font("hand", 17)
            lay.text(QRectF(LEFT, y, MW, 24), elide(f, names, MW), face="hand", size=17)
            y += 24
        reading = words if sheet.complete else f"{words} · needs {pos.needs[side]}"
        lay.text(
            QRectF(LEFT, y, MW, 20),
            reading + (" (pencilled)" if pencilled else ""),
            face="figure",
            size=14,
            italic=True,
            role="pencil" if pencilled else "ink",
        )
        y += 30
    if sheet.complete:
        text = "Rubber finished" if sheet.winner is None else f"Rubber to {SIDE_HEAD[sheet.winner]}"
    else:
        text = dealer_words(rubber, pos.next_dealer) or ""
        text = f"Next: {text}" if text else ""
    if text:
        lay.text(
            QRectF(LEFT, y, MW, 22), text, face="printed", size=13, role="printed", italic=True
        )
        y += 24
    return y


def _card(lay: Layout, rubber: Rubber, sheet: Sheet, preview: int | None) -> float:
    x0, x1 = CARD_X, CARD_X + CARD_W
    top = 6.0
    lay.text(
        QRectF(x0, top, CARD_W, 20),
        "Whist score card",
        face="printed",
        size=14,
        role="printed",
        bold=True,
        caps=True,
    )
    y = top + 24
    for side in SIDES:
        bx = _block_x(side)
        lay.text(
            QRectF(bx, y, 3 * CW, 28),
            SIDE_HEAD[side],
            face="printed",
            size=22,
            role="printed",
            bold=True,
        )
        names = side_names(rubber, side)
        if names:
            f = font("hand", 14)
            lay.text(
                QRectF(bx + 2, y + 27, 3 * CW - 4, 20),
                elide(f, names, 3 * CW - 4),
                face="hand",
                size=14,
            )
    y += 50
    lay.line(x0, y, x1, y, role="printed", width=1.0)
    lay.text(
        QRectF(x0 + 2, y, GUT - 4, ROW), "deal", face="printed", size=11, role="printed", caps=True
    )
    for side in SIDES:
        bx = _block_x(side)
        for k, h in enumerate(SUBHEADS):
            lay.text(
                QRectF(bx + k * CW, y, CW, ROW),
                h,
                face="printed",
                size=11,
                role="printed",
                caps=True,
            )
    y += ROW
    lay.line(x0, y, x1, y, role="heavy", width=2.4)
    head_bottom = y
    running = {s: 0 for s in SIDES}
    for i, dl in enumerate(sheet.deals):
        seat = f" {dl.dealer.value}" if dl.dealer else ""
        lay.text(
            QRectF(x0 + 2, y, GUT - 4, ROW),
            f"{i + 1}{seat}",
            face="printed",
            size=12,
            role="printed",
            deal=i,
        )
        if dl.status != "scored":
            lay.text(
                QRectF(x0 + GUT, y, 6 * CW, ROW),
                dl.status.replace("_", " "),
                face="figure",
                size=14,
                role="pencil",
                italic=True,
                deal=i,
                explain=f"Deal {i + 1}: {dl.status.replace('_', ' ')}, nothing scored",
                hit=True,
            )
        for side in SIDES:
            es = [e for e in dl.entries if e.side is side]
            if es:
                total = sum(e.points for e in es)
                why = "; ".join(e.explain or e.label.replace("_", " ") for e in es)
                lay.text(
                    QRectF(_block_x(side), y, CW, ROW),
                    signed(total),
                    size=FIG,
                    deal=i,
                    explain=f"Deal {i + 1}: {why}",
                    hit=True,
                )
            if dl.game_won is not None and dl.game_won.by is side and dl.game_won.value:
                v = dl.game_won.value
                running[side] += v
                word = _VALUE_WORDS.get(v, "") if sheet.game != "american_whist" else ""
                why = f"game to {SIDE_HEAD[side]}" + (f", a {word}" if word else "") + f": {v}"
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
        if dl.game_won is not None:
            lay.line(x0, y, x1, y, role="printed", width=1.4, deal=i)
        else:
            lay.line(x0, y, x1, y, role="rule", width=0.6)
    for _ in range(0 if sheet.complete else 2):
        y += ROW
        lay.line(x0, y, x1, y, role="rule", width=0.6)
    # foot: rubber points, totals, the difference
    y += 4
    if sheet.bonus and sheet.winner is not None:
        lay.text(
            QRectF(x0 + 2, y, GUT + 2 * CW, ROW),
            "rubber",
            face="printed",
            size=11,
            role="printed",
            caps=True,
            align=A.AlignLeft,
        )
        lay.text(
            QRectF(_block_x(sheet.winner) + 2 * CW, y, CW, ROW),
            str(sheet.bonus),
            size=FIG,
            explain=f"Rubber points to {SIDE_HEAD[sheet.winner]}: {sheet.bonus}",
            hit=True,
        )
        y += ROW
    lay.line(x0, y + 1, x1, y + 1, role="printed", width=0.8)
    lay.line(x0, y + 4, x1, y + 4, role="printed", width=0.8)
    y += 6
    lay.text(
        QRectF(x0 + 2, y, GUT + CW, ROW + 4),
        "totals",
        face="printed",
        size=11,
        role="printed",
        caps=True,
        align=A.AlignLeft,
    )
    for side in SIDES:
        lay.text(
            QRectF(_block_x(side) + 2 * CW, y, CW, ROW + 4),
            signed(sheet.totals[side]),
            size=FIG + 2,
            bold=True,
            explain=f"{SIDE_HEAD[side]} total: {sheet.totals[side]}",
            hit=True,
        )
    y += ROW + 4
    lay.text(
        QRectF(x0 + 2, y, GUT + CW, ROW + 4),
        "net",
        face="printed",
        size=11,
        role="printed",
        caps=True,
        align=A.AlignLeft,
    )
    for side in SIDES:
        n = sheet.net[side]
        if n > 0 or (n == 0 and side is Side.NS):
            lay.text(
                QRectF(_block_x(side) + 2 * CW, y, CW, ROW + 4),
                f"+{n}" if n else "0",
                size=FIG + 2,
                bold=True,
                explain=f"{SIDE_HEAD[side]} "
                + (f"win {n}" if n else "are level")
                + ("" if sheet.complete else " if play stopped now"),
                hit=True,
            )
    y += ROW + 6
    rules_end = y - 4
    if preview is not None:
        lay.text(
            QRectF(x0, y, CARD_W, 18),
            f"pencilled: deal {preview + 1}, not yet recorded",
            face="figure",
            size=12,
            role="pencil",
            italic=True,
        )
        y += 18
    # the card's own ruling: a frame, the gutter and the two sides
    lay.ops.insert(
        0, BoxOp(QRectF(x0 - 4, top - 2, CARD_W + 8, y - top + 4), "printed", 1.0, radius=3)
    )
    lay.ops.insert(1, LineOp(x0 + GUT, head_bottom - ROW, x0 + GUT, rules_end, "rule", 0.8))
    lay.ops.insert(
        1, LineOp(_block_x(Side.EW), top + 24, _block_x(Side.EW), rules_end, "printed", 1.2)
    )
    for side in SIDES:
        for k in (1, 2):
            x = _block_x(side) + k * CW
            lay.ops.insert(1, LineOp(x, head_bottom - ROW, x, rules_end, "rule", 0.6))
    return y
