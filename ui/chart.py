"""A chart of a player's net points and money over time, painted with QPainter.

The same :func:`paint_chart` draws on the screen (:class:`ChartWidget`) and on paper (the player
statement in :mod:`ui.printing`): running totals of net points (solid line, left scale) and of
money (dashed line, right scale) against the date, in black and greys so that it reads in
greyscale.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget


@dataclass(frozen=True, slots=True)
class ChartPoint:
    """One rubber's result for the chart: its date, net points and money (+ won, − lost)."""

    date: dt.date
    net: int
    money: float


@dataclass(frozen=True, slots=True)
class Running:
    """The running totals after each rubber, in date order."""

    dates: tuple[dt.date, ...]
    net: tuple[int, ...]
    money: tuple[float, ...]

    @classmethod
    def of(cls, points: Sequence[ChartPoint]) -> Running:
        ordered = sorted(points, key=lambda p: p.date)
        net: list[int] = []
        money: list[float] = []
        n, m = 0, 0.0
        for p in ordered:
            n += p.net
            m += p.money
            net.append(n)
            money.append(m)
        return cls(tuple(p.date for p in ordered), tuple(net), tuple(money))


def nice_range(lo: float, hi: float, ticks: int = 5) -> tuple[float, float, float]:
    """A rounded axis range holding ``lo``..``hi`` and 0, with its tick step.

    >>> nice_range(-130, 870)
    (-200.0, 1000.0, 200.0)
    """
    lo, hi = min(lo, 0.0), max(hi, 0.0)
    if hi - lo < 1e-9:
        hi = lo + 1.0
    raw = (hi - lo) / ticks
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    return math.floor(lo / step) * step, math.ceil(hi / step) * step, float(step)


def _fmt(value: float, money: bool) -> str:
    if money:
        return f"{value:,.2f}" if abs(value) < 100 else f"{value:,.0f}"
    return f"{value:,.0f}"


def paint_chart(painter: QPainter, rect: QRectF, points: Sequence[ChartPoint], *,
                title: str = "", font_family: str = "DejaVu Sans") -> None:
    """Paint the running net points and money of ``points`` inside ``rect``.

    Everything scales with the rectangle, so the chart is the same on screen and on paper.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    run = Running.of(points)
    size = max(6.0, min(rect.height() / 22.0, rect.width() / 45.0))
    font = QFont()
    font.setFamilies([font_family, "DejaVu Sans", "Arial", "sans-serif"])
    font.setPixelSize(max(1, round(size)))
    painter.setFont(font)
    fm = QFontMetricsF(font, painter.device())
    black = QColor(0, 0, 0)
    grey = QColor(110, 110, 110)
    light = QColor(200, 200, 200)

    top = rect.top() + (fm.height() * 1.6 if title else fm.height() * 0.6)
    if title:
        painter.setPen(black)
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), fm.height() * 1.4),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    if not run.dates:
        painter.setPen(grey)
        painter.drawText(QRectF(rect.left(), top, rect.width(), rect.bottom() - top),
                         Qt.AlignmentFlag.AlignCenter, "No rubbers to chart")
        painter.restore()
        return

    n_lo, n_hi, n_step = nice_range(min(run.net), max(run.net))
    m_lo, m_hi, m_step = nice_range(min(run.money), max(run.money))
    left_w = max(fm.horizontalAdvance(_fmt(v, False)) for v in (n_lo, n_hi)) + size
    right_w = max(fm.horizontalAdvance(_fmt(v, True)) for v in (m_lo, m_hi)) + size
    legend_h = fm.height() * 1.5
    plot = QRectF(rect.left() + left_w, top, rect.width() - left_w - right_w,
                  rect.bottom() - top - fm.height() * 1.6 - legend_h)
    if plot.width() <= 10 or plot.height() <= 10:
        painter.restore()
        return

    def y_net(v: float) -> float:
        return plot.bottom() - (v - n_lo) / (n_hi - n_lo) * plot.height()

    def y_money(v: float) -> float:
        return plot.bottom() - (v - m_lo) / (m_hi - m_lo) * plot.height()

    d0 = run.dates[0].toordinal()
    span = max(1, run.dates[-1].toordinal() - d0)

    def x_of(i: int) -> float:
        if len(run.dates) == 1:
            return plot.center().x()
        return plot.left() + (run.dates[i].toordinal() - d0) / span * plot.width()

    # Grid and the left (points) scale.
    painter.setPen(QPen(light, max(0.5, size / 14)))
    v = n_lo
    while v <= n_hi + n_step / 2:
        y = y_net(v)
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(black)
        painter.drawText(QRectF(rect.left(), y - fm.height() / 2, left_w - size / 2, fm.height()),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         _fmt(v, False))
        painter.setPen(QPen(light, max(0.5, size / 14)))
        v += n_step
    # The right (money) scale.
    painter.setPen(grey)
    v = m_lo
    while v <= m_hi + m_step / 2:
        y = y_money(v)
        painter.drawText(QRectF(plot.right() + size / 2, y - fm.height() / 2, right_w, fm.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _fmt(v, True))
        v += m_step
    # Zero line and frame.
    painter.setPen(QPen(black, max(0.7, size / 10)))
    painter.drawLine(QPointF(plot.left(), y_net(0)), QPointF(plot.right(), y_net(0)))
    painter.setPen(QPen(grey, max(0.5, size / 14)))
    painter.drawRect(plot)
    # Date labels: first and last, and years between when the span is long.
    painter.setPen(black)
    label_y = plot.bottom() + fm.height() * 0.2
    for x, text, align in _date_labels(run.dates, plot, x_of, fm):
        painter.drawText(QRectF(x - 60 * size, label_y, 120 * size, fm.height()),
                         align | Qt.AlignmentFlag.AlignTop, text)

    # The two lines.
    net_path = QPainterPath(QPointF(x_of(0), y_net(run.net[0])))
    money_path = QPainterPath(QPointF(x_of(0), y_money(run.money[0])))
    for i in range(1, len(run.dates)):
        net_path.lineTo(x_of(i), y_net(run.net[i]))
        money_path.lineTo(x_of(i), y_money(run.money[i]))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(black, max(1.0, size / 6)))
    painter.drawPath(net_path)
    dashed = QPen(grey, max(1.0, size / 6), Qt.PenStyle.DashLine)
    painter.setPen(dashed)
    painter.drawPath(money_path)
    if len(run.dates) == 1:
        painter.setBrush(black)
        painter.drawEllipse(QPointF(x_of(0), y_net(run.net[0])), size / 3, size / 3)

    # Legend.
    ly = rect.bottom() - legend_h / 2
    lx = plot.left()
    seg = size * 3
    painter.setPen(QPen(black, max(1.0, size / 6)))
    painter.drawLine(QPointF(lx, ly), QPointF(lx + seg, ly))
    painter.setPen(black)
    label = f"net points (left scale), now {_fmt(run.net[-1], False)}"
    painter.drawText(QPointF(lx + seg + size / 2, ly + fm.ascent() / 2.5), label)
    lx += seg + size + fm.horizontalAdvance(label) + size * 2
    painter.setPen(dashed)
    painter.drawLine(QPointF(lx, ly), QPointF(lx + seg, ly))
    painter.setPen(black)
    painter.drawText(QPointF(lx + seg + size / 2, ly + fm.ascent() / 2.5),
                     f"money (right scale), now {_fmt(run.money[-1], True)}")
    painter.restore()


def _date_labels(dates: tuple[dt.date, ...], plot: QRectF, x_of, fm: QFontMetricsF):  # type: ignore[no-untyped-def]
    first, last = dates[0], dates[-1]
    labels = [(x_of(0), first.isoformat(), Qt.AlignmentFlag.AlignLeft)]
    if last != first:
        labels.append((x_of(len(dates) - 1), last.isoformat(), Qt.AlignmentFlag.AlignRight))
    years = last.year - first.year
    if years >= 2:
        step = max(1, math.ceil(years / max(1, plot.width() / (fm.horizontalAdvance("2026") * 3))))
        d0, span = first.toordinal(), max(1, last.toordinal() - first.toordinal())
        edge = fm.horizontalAdvance(first.isoformat()) * 1.2
        for year in range(first.year + 1, last.year + 1, step):
            x = plot.left() + (dt.date(year, 1, 1).toordinal() - d0) / span * plot.width()
            if plot.left() + edge < x < plot.right() - edge:
                labels.append((x, str(year), Qt.AlignmentFlag.AlignHCenter))
    return labels


class ChartWidget(QWidget):
    """The chart on the player's page; :meth:`set_points` gives it the player's rubbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: tuple[ChartPoint, ...] = ()
        self._title = ""
        self.setAccessibleName("Chart of net points and money over time")
        self.setMinimumHeight(160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_points(self, points: Sequence[ChartPoint], title: str = "") -> None:
        self._points = tuple(points)
        self._title = title
        self.update()

    def points(self) -> tuple[ChartPoint, ...]:
        return self._points

    def sizeHint(self) -> QSize:
        return QSize(600, 260)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(255, 255, 255))  # paper, like the pad
        paint_chart(painter, QRectF(self.rect()).adjusted(8, 6, -8, -6), self._points,
                    title=self._title)
        painter.end()
