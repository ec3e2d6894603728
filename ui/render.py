"""Render a rubber's pad offscreen to an image file (``scorepad render``, "Export pad as image")."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from scorepad.records.record import Rubber
from scorepad.sheets.sheet import Sheet
from ui.pad import PadStyle, pad_size, paint_pad, palette_for

MIN_WIDTH, MAX_WIDTH = 100, 10000


def pad_image(
    rubber: Rubber, sheet: Sheet, *, width: int = 900, style: PadStyle | None = None
) -> QImage:
    """The pad painted into an image ``width`` pixels wide; the height keeps its proportions.

    Needs a QGuiApplication (fonts live there); raises RuntimeError without one.
    """
    if QGuiApplication.instance() is None:
        raise RuntimeError("rendering a pad needs a QGuiApplication")
    if not MIN_WIDTH <= width <= MAX_WIDTH:
        raise ValueError(f"width must be {MIN_WIDTH} to {MAX_WIDTH} pixels, not {width}")
    style = style or PadStyle()
    natural = pad_size(rubber, sheet, style)
    height = max(1, math.ceil(width * natural.height() / natural.width()))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(palette_for(style).paper)
    painter = QPainter(image)
    try:
        paint_pad(painter, QRectF(0, 0, width, height), rubber, sheet, style=style)
    finally:
        painter.end()
    return image


def render_pad_image(
    rubber: Rubber,
    sheet: Sheet,
    path: str | Path,
    *,
    width: int = 900,
    style: PadStyle | None = None,
) -> None:
    """Paint the pad offscreen and save it (PNG, or any format Qt writes, by the suffix).

    Raises OSError when the file cannot be written; nothing is left behind then.
    """
    image = pad_image(rubber, sheet, width=width, style=style)
    path = Path(path)
    fmt = (path.suffix.lstrip(".") or "png").upper()
    tmp = path.with_name(f".{path.name}.part")
    try:
        ok = image.save(str(tmp), fmt)  # type: ignore[call-overload]  # stubs say bytes
        if not ok:
            raise OSError(f"cannot write {path} (as {fmt})")
        tmp.replace(path)
    finally:
        if tmp.exists():
            tmp.unlink()
