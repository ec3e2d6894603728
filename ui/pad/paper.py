"""Shared drawing helpers for the painted objects: the style, the palettes, the faces, the paper.

Everything here draws in *logical* units: a painter is scaled so that the object's natural size
fills the target rectangle, and every size below (fonts included) is in those units. Nothing is a
bitmap, so the pad stays crisp at any zoom, on HiDPI screens and in a PDF.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPaintEngine,
    QPainter,
    QPen,
)

from scorepad.enums import Side
from ui import faces
from ui.i18n import Words

Spelling = Literal["british", "american"]


@dataclass(frozen=True, slots=True)
class PadStyle:
    """How a pad is painted.

    ``dark``: the dark palette (light ink on dark paper); ``print_mode``: black on white, no paper
    tint, for printing and PDF; ``spelling``: "honours" or "honors"; ``scale``: the zoom factor a
    view applies to the pad fitted to it (``paint_pad`` itself always fits its rectangle);
    ``ledger``: bridge games only, the Encyclopædia Britannica's four-column deal-by-deal ledger
    instead of the classic block.
    """

    dark: bool = False
    print_mode: bool = False
    spelling: Spelling = "british"
    scale: float = 1.0
    ledger: bool = False

    def __post_init__(self) -> None:
        if self.spelling not in ("british", "american"):
            raise ValueError(f"spelling must be 'british' or 'american', not {self.spelling!r}")
        if not 0.1 <= self.scale <= 10:
            raise ValueError(f"scale must be between 0.1 and 10, not {self.scale!r}")


@dataclass(frozen=True, slots=True)
class Palette:
    """The colours of one style. ``printed`` is the printer's ink of the pad's ruling and
    headings; ``ink`` the scorer's pen; ``pencil`` a deal not yet recorded."""

    paper: QColor
    paper_edge: QColor
    rule: QColor
    heavy: QColor
    printed: QColor
    ink: QColor
    pencil: QColor
    highlight: QColor
    stamp: QColor
    wood: tuple[QColor, QColor]  # marker bodies, We and They (contrasting pair)
    wood_edge: QColor
    brass: QColor
    brass_dark: QColor
    ivory: QColor
    ivory_down: QColor
    key_ink: QColor


def _c(hex_rgb: str, alpha: int = 255) -> QColor:
    c = QColor(hex_rgb)
    c.setAlpha(alpha)
    return c


LIGHT = Palette(
    paper=_c("#fbf8ef"),
    paper_edge=_c("#f1ead6"),
    rule=_c("#a9c1d9"),
    heavy=_c("#2c3e66"),
    printed=_c("#2c3e66"),
    ink=_c("#1a1a2e"),
    pencil=_c("#7d7d7d"),
    highlight=_c("#ffe27a", 150),
    stamp=_c("#b0302a"),
    wood=(_c("#6b2d1a"), _c("#c9b48a")),
    wood_edge=_c("#3b1a0e"),
    brass=_c("#c9a24a"),
    brass_dark=_c("#7a5c1e"),
    ivory=_c("#fbf4df"),
    ivory_down=_c("#a89a78"),
    key_ink=_c("#1a1a1a"),
)
DARK = Palette(
    paper=_c("#2a2925"),
    paper_edge=_c("#23221f"),
    rule=_c("#46556a"),
    heavy=_c("#9fb4d8"),
    printed=_c("#9fb4d8"),
    ink=_c("#efe9dc"),
    pencil=_c("#9a958a"),
    highlight=_c("#8a7420", 170),
    stamp=_c("#ef7f73"),
    wood=(_c("#7a3a24"), _c("#8c7a58")),
    wood_edge=_c("#120b08"),
    brass=_c("#b8953f"),
    brass_dark=_c("#5e4715"),
    ivory=_c("#efe6cc"),
    ivory_down=_c("#6e6654"),
    key_ink=_c("#1a1a1a"),
)
PRINT = Palette(
    paper=_c("#ffffff"),
    paper_edge=_c("#ffffff"),
    rule=_c("#b4b4b4"),
    heavy=_c("#000000"),
    printed=_c("#000000"),
    ink=_c("#000000"),
    pencil=_c("#808080"),
    highlight=_c("#d8d8d8"),
    stamp=_c("#000000"),
    wood=(_c("#404040"), _c("#b8b8b8")),
    wood_edge=_c("#000000"),
    brass=_c("#e0e0e0"),
    brass_dark=_c("#606060"),
    ivory=_c("#ffffff"),
    ivory_down=_c("#9a9a9a"),
    key_ink=_c("#000000"),
)


def palette_for(style: PadStyle) -> Palette:
    if style.print_mode:
        return PRINT
    return DARK if style.dark else LIGHT


# -- faces ----------------------------------------------------------------------------------------
# Scorepad's own faces first (ui/faces.py, loaded from resources/fonts): TeX Gyre Pagella, Schola
# and Chorus are the designs the pad was drawn for (Palatino, Century Schoolbook, Zapf Chancery),
# so the pad looks the same on every system. Then, for a copy installed without them, the same
# designs as systems have them: P052, C059 and Z003 are URW's (Debian's fonts-urw-base35), and
# DejaVu Serif is on every Linux machine.
FIGURE_FAMILIES = (
    faces.PAGELLA,
    "P052",
    "Palatino Linotype",
    "Palatino",
    "Book Antiqua",
    "C059",
    "Century Schoolbook",
    "Georgia",
    "DejaVu Serif",
    "serif",
)
PRINTED_FAMILIES = (
    faces.SCHOLA,
    "C059",
    "Century Schoolbook",
    "New Century Schoolbook",
    "P052",
    "Georgia",
    "DejaVu Serif",
    "serif",
)
HAND_FAMILIES = (
    faces.CHORUS,
    "Z003",
    "URW Chancery L",
    "Zapf Chancery",
    "Apple Chancery",
    "P052",
    "Palatino Linotype",
    "DejaVu Serif",
    "serif",
)
Face = Literal["figure", "printed", "hand"]
_FAMILIES: dict[str, tuple[str, ...]] = {
    "figure": FIGURE_FAMILIES,
    "printed": PRINTED_FAMILIES,
    "hand": HAND_FAMILIES,
}


@cache
def font(
    face: Face, size: int, *, bold: bool = False, italic: bool = False, caps: bool = False
) -> QFont:
    """A face at ``size`` logical pixels. Pixel sizes follow the painter's transform, so the same
    layout is right on a screen, an image and a 1200 dpi PDF."""
    f = _font(_FAMILIES[face], size, bold=bold, italic=italic, caps=caps)
    # The pad is laid out on DejaVu Serif's line heights (the face every machine has). A taller
    # face found first (URW's C059 and P052, which come with Debian's ghostscript, are a
    # fifth taller) is set smaller until its line is no taller, so that no line overprints the
    # next or a rule.
    # The shipped Schola and Chorus are taller too. The size is the largest that fits: guessed
    # from the two heights (a line's height grows with the size) and then checked, which
    # measures two or three sizes where stepping down one pixel at a time measured five.
    most = QFontMetricsF(_font(REFERENCE_FAMILIES, size, bold=bold, italic=italic, caps=caps))
    limit = most.height() + 0.01
    px = max(1, size)
    height = QFontMetricsF(f).height()
    if height <= limit or px == 1:
        return f
    guess = max(1, min(px - 1, int(px * limit / height)))
    f.setPixelSize(guess)
    while guess > 1 and QFontMetricsF(f).height() > limit:
        guess -= 1
        f.setPixelSize(guess)
    while guess + 1 < px:
        f.setPixelSize(guess + 1)
        if QFontMetricsF(f).height() > limit:
            f.setPixelSize(guess)
            break
        guess += 1
    return f


#: The face whose line heights the pad's layout was measured on (shipped too, ui/faces.py).
REFERENCE_FAMILIES = (faces.DEJAVU_SERIF, "serif")


def _font(families: tuple[str, ...], size: int, *, bold: bool, italic: bool, caps: bool) -> QFont:
    faces.ensure_loaded()
    f = QFont()
    f.setFamilies(list(families))
    f.setPixelSize(max(1, size))
    f.setBold(bold)
    f.setItalic(italic)
    if caps:
        f.setCapitalization(QFont.Capitalization.SmallCaps)
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    f.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return f


def text_width(f: QFont, text: str) -> float:
    return QFontMetricsF(f).horizontalAdvance(text)


@lru_cache(maxsize=256)
def line_height(face: Face, size: int, **kw: bool) -> float:
    """The height one line of ``face`` at ``size`` takes (ascent and descent): lines set closer
    than this overprint each other."""
    return QFontMetricsF(font(face, size, **kw)).height()


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    f: QFont,
    color: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> QRectF:
    """Draw ``text`` in ``rect``; return the rectangle the ink actually takes (for hit areas)."""
    painter.setFont(f)
    painter.setPen(color)
    return painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


def elide(f: QFont, text: str, width: float) -> str:
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)


@lru_cache(maxsize=2048)
def fit_size(
    face: Face, text: str, width: float, size: int, *, smallest: int = 9, **kw: bool
) -> int:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` fits ``width``:
    a long name shrinks before it is ever cut short (:func:`fit_text`)."""
    while size > smallest and text_width(font(face, size, **kw), text) > width:
        size -= 1
    return size


@lru_cache(maxsize=2048)
def fit_text(
    face: Face, text: str, width: float, size: int, *, smallest: int = 9, **kw: bool
) -> tuple[str, int]:
    """``text`` and the size it is painted at in ``width``: shrunk to fit, and elided only when
    even ``smallest`` is too wide (a name no pad could hold)."""
    size = fit_size(face, text, width, size, smallest=smallest, **kw)
    return elide(font(face, size, **kw), text, width), size


# -- paper ----------------------------------------------------------------------------------------
def paint_paper(painter: QPainter, rect: QRectF, pal: Palette, *, textured: bool) -> None:
    """The sheet itself: off-white with a faint warm edge (none in print mode) and a thin border.

    Only narrow bands carry the gradient: filling the whole sheet with one costs a frame."""
    painter.fillRect(rect, pal.paper)
    if textured:
        band = min(14.0, rect.width() / 8, rect.height() / 8)
        for r, start, end in (
            (
                QRectF(rect.left(), rect.top(), band, rect.height()),
                rect.topLeft() + QPointF(band, 0),
                rect.topLeft(),
            ),
            (
                QRectF(rect.right() - band, rect.top(), band, rect.height()),
                rect.topRight() - QPointF(band, 0),
                rect.topRight(),
            ),
            (
                QRectF(rect.left(), rect.bottom() - band, rect.width(), band),
                rect.bottomLeft() - QPointF(0, band),
                rect.bottomLeft(),
            ),
        ):
            g = QLinearGradient(start, end)
            g.setColorAt(0.0, pal.paper)
            g.setColorAt(1.0, pal.paper_edge)
            painter.fillRect(r, QBrush(g))
    painter.setPen(QPen(pal.rule.darker(115), 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect.adjusted(0.4, 0.4, -0.4, -0.4))


_PAPERS: OrderedDict[tuple[int, float, float, float, float, bool], QImage] = OrderedDict()


def draw_paper(painter: QPainter, rect: QRectF, pal: Palette, *, textured: bool) -> None:
    """:func:`paint_paper` through a small cache of images at the device's scale when painting
    to the screen (its gradients, filled afresh, cost more than the rest of the pad; the sheet
    keeps its size from one hand to the next). Printers and PDFs get the vector drawing."""
    engine = painter.paintEngine()
    world = painter.worldTransform()
    if (
        engine is None
        or engine.type() != QPaintEngine.Type.Raster
        or world.isRotating()
        or abs(world.m11() - world.m22()) > 1e-6
        or rect.topLeft() != QPointF(0, 0)
    ):
        paint_paper(painter, rect, pal, textured=textured)
        return
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    scale = world.m11()
    key = (id(pal), rect.width(), rect.height(), round(scale, 4), dpr, textured)
    image = _PAPERS.get(key)
    if image is None:
        image = QImage(
            math.ceil(rect.width() * scale * dpr),
            math.ceil(rect.height() * scale * dpr),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        ip = QPainter(image)
        ip.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        ip.scale(scale * dpr, scale * dpr)
        paint_paper(ip, rect, pal, textured=textured)
        ip.end()
        image.setDevicePixelRatio(dpr)
        _PAPERS[key] = image
        while len(_PAPERS) > 4:
            _PAPERS.popitem(last=False)
    else:
        _PAPERS.move_to_end(key)
    origin = world.map(QPointF(0, 0))
    painter.save()
    painter.resetTransform()
    painter.drawImage(QPointF(round(origin.x() * dpr) / dpr, round(origin.y() * dpr) / dpr), image)
    painter.restore()


def fit_transform(
    painter: QPainter, rect: QRectF, width: float, height: float
) -> tuple[float, float, float]:
    """Scale and translate ``painter`` so a ``width`` × ``height`` drawing fits ``rect``, centred
    across and at the top; return the scale and the offset (s, dx, dy)."""
    s = min(rect.width() / width, rect.height() / height) if width and height else 1.0
    s = max(s, 1e-6)
    dx, dy = rect.left() + (rect.width() - width * s) / 2, rect.top()
    painter.translate(dx, dy)
    painter.scale(s, s)
    return s, dx, dy


# -- words ----------------------------------------------------------------------------------------
SIDE_HEAD = Words(
    "Pad", {Side.NS: QT_TRANSLATE_NOOP("Pad", "WE"), Side.EW: QT_TRANSLATE_NOOP("Pad", "THEY")}
)

_AMERICAN = {
    "honours": "honors",
    "Honours": "Honors",
    "colour": "color",
    "knave": "jack",
    "Knave": "Jack",
}


def spell(text: str, spelling: Spelling) -> str:
    """British by default; the American forms on request ("honours" → "honors").

    >>> spell("four honours", "american")
    'four honors'
    """
    if spelling == "american":
        for gb, us in _AMERICAN.items():
            text = text.replace(gb, us)
    return text


def signed(n: int) -> str:
    """A figure as written on the pad: a deduction with a true minus sign."""
    return f"−{-n}" if n < 0 else str(n)
