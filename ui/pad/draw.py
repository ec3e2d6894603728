"""The pad of any game: laid out (:func:`layout_pad`), measured (:func:`pad_size`) and painted
(:func:`paint_pad`). Bridge games get the scorepad, whist games the whist-markers beside the
score card.

``paint_pad`` is pure painting. It never scores: every figure, game line, total, vulnerability
and "needs N for game" comes from the :class:`~scorepad.sheets.sheet.Sheet` the rules service
computed;
the record supplies only the players' names.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QRectF,
    QSizeF,
)
from PySide6.QtGui import QPainter

from scorepad.records.record import Rubber
from scorepad.sheets.sheet import Sheet
from ui.pad.bridge import BridgeLayout, LedgerLayout
from ui.pad.ops import WHIST_GAMES, HitArea, Layout, paint_layout
from ui.pad.paper import PadStyle
from ui.pad.whist import layout_whist


# -- public API ------------------------------------------------------------------------------------
def layout_pad(
    rubber: Rubber,
    sheet: Sheet,
    style: PadStyle,
    *,
    preview_deal: int | None = None,
    fill: float | None = None,
) -> Layout:
    """The pad laid out in logical units (its natural size is ``width`` × ``height``).

    ``fill``: make the pad at least this tall for its width (height / width), so that a view
    fitting it to its pane leaves no blank strip below; the whist card gets more blank ruled
    lines, the bridge pad more paper."""
    if sheet.game in WHIST_GAMES:
        return layout_whist(rubber, sheet, style, preview_deal=preview_deal, fill=fill)
    if style.ledger:
        lay = LedgerLayout(rubber, sheet, style, preview_deal).build()
    else:
        lay = BridgeLayout(rubber, sheet, style, preview_deal).build()
    if fill:
        lay.height = max(lay.height, lay.width * fill)
    return lay


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
