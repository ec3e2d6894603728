"""One table's card on paper: its name, QR code, PIN and address, painted on a printer (or a
PDF), for the table given a new PIN and card from Table entry…

The page holds the card at the top, at the size of one of the saved cards' page (half a sheet
wide), so it can be cut out and put on the table.
"""

from __future__ import annotations

import io

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QPagedPaintDevice, QPainter, QPen, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

__all__ = ["paint_card", "print_card"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableCard", text)


def _qr(url: str) -> QPixmap:
    """The QR code of ``url``, large enough for print."""
    # Lazy: segno (~40 ms), when a card is printed
    import segno

    buf = io.BytesIO()
    segno.make(url, error="m").save(buf, kind="png", scale=12, border=2)
    pix = QPixmap()
    pix.loadFromData(buf.getvalue(), "PNG")
    return pix


def paint_card(device: QPagedPaintDevice, title: str, url: str, pin: str) -> None:
    """Paint one card (``title``, the QR code of ``url``, ``pin``, ``url``) on ``device``."""
    painter = QPainter(device)
    try:
        dpi = device.logicalDpiX()
        page = device.pageLayout().paintRectPixels(dpi)
        width = min(page.width(), int(9 * dpi / 2.54))  # 9 cm, as a saved card
        left = page.left() + (page.width() - width) / 2
        pad = dpi * 0.25
        y = page.top() + pad
        heading = QFont("sans-serif")
        heading.setPointSizeF(26)
        heading.setBold(True)
        painter.setFont(heading)
        line = painter.fontMetrics().height()
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        painter.drawText(QRectF(left, y, width, line), flags, title)
        y += line + pad
        code = _qr(url)
        side = min(width * 0.7, dpi * 2.2)
        painter.drawPixmap(QRectF(left + (width - side) / 2, y, side, side).toRect(), code)
        y += side + pad
        big = QFont("sans-serif")
        big.setPointSizeF(22)
        painter.setFont(big)
        line = painter.fontMetrics().height()
        painter.drawText(QRectF(left, y, width, line), flags, _tr("PIN %1").replace("%1", pin))
        y += line + pad / 2
        small = QFont("sans-serif")
        small.setPointSizeF(8)
        painter.setFont(small)
        box = QRectF(left, y, width, painter.fontMetrics().height() * 3)
        painter.drawText(box, flags | Qt.TextFlag.TextWrapAnywhere, url)
        y += box.height() + pad
        pen = QPen(Qt.GlobalColor.gray, max(1.0, dpi / 100), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        top = page.top()
        painter.drawRect(QRectF(left - pad, top, width + 2 * pad, y - top))
    finally:
        painter.end()


def print_card(parent: QWidget | None, title: str, url: str, pin: str) -> bool:
    """Ask for a printer and print the card; False when cancelled."""
    # Lazy: the same printer set-up as the window's reports
    from ui.printing.actions import new_printer

    printer: QPrinter = new_printer()
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(_tr("Print the card of %1").replace("%1", title))
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paint_card(printer, title, url, pin)
    return True
