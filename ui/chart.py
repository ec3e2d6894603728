"""A chart of a player's net points and money over time, painted with QPainter.

The same :func:`paint_chart` draws on the screen (:class:`ChartWidget`) and on paper (the player
statement in :mod:`ui.printing`): running totals of net points (solid line, left scale) and of
money (dashed line, right scale) against the date, in black and greys so that it reads in
greyscale. Points of different games are never added together: when the rubbers are of several
games, the chart shows the money alone (on both scales).
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
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

from ui import faces
from ui.dialogs.money import number_text


@dataclass(frozen=True, slots=True)
class ChartPoint:
    """One rubber's result for the chart: its date, net points and money (+ won, − lost), and
    its game (points are only added up within one game)."""

    date: dt.date
    net: int
    money: float
    game: str = ""


@dataclass(frozen=True, slots=True)
class Running:
    """The running totals after each rubber, in date order; ``net`` is None when the rubbers
    are of several games, whose points do not add up."""

    dates: tuple[dt.date, ...]
    net: tuple[int, ...] | None
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
        one_game = len({p.game for p in ordered}) <= 1
        return cls(tuple(p.date for p in ordered), tuple(net) if one_game else None, tuple(money))


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
    return float(math.floor(lo / step) * step), float(math.ceil(hi / step) * step), float(step)


def _fmt(value: float, money: bool) -> str:
    places = 2 if money and abs(value) < 100 else 0
    return number_text(value, places).replace("-", "−")


def _fmt_money(value: float) -> str:
    """Money to the penny (the legend's "now" figure), with the printer's minus.

    >>> _fmt_money(-493.6)
    '−493.60'
    """
    return number_text(value, 2).replace("-", "−")


def shared_zero(
    a: tuple[float, float], b: tuple[float, float]
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Widen two axis ranges (each holding 0) so that 0 is at the same height on both.

    >>> shared_zero((-100.0, 300.0), (-1.0, 1.0))
    ((-300.0, 300.0), (-1.0, 1.0))
    """

    def below(r: tuple[float, float]) -> float:
        return -r[0] / (r[1] - r[0])

    share = max(below(a), below(b))

    def widen(r: tuple[float, float]) -> tuple[float, float]:
        lo, hi = r
        if below(r) >= share:
            return (lo, hi)
        if share >= 1.0:
            return (lo, 0.0)
        return (-share * hi / (1 - share), hi)

    return widen(a), widen(b)


def paint_chart(
    painter: QPainter,
    rect: QRectF,
    points: Sequence[ChartPoint],
    *,
    title: str = "",
    font_family: str = "DejaVu Sans",
) -> None:
    """Paint the running net points and money of ``points`` inside ``rect``.

    Everything scales with the rectangle, so the chart is the same on screen and on paper.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    run = Running.of(points)
    size = max(6.0, min(rect.height() / 22.0, rect.width() / 45.0))
    faces.ensure_loaded()
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
        painter.drawText(
            QRectF(rect.left(), rect.top(), rect.width(), fm.height() * 1.4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
    if not run.dates:
        painter.setPen(grey)
        painter.drawText(
            QRectF(rect.left(), top, rect.width(), rect.bottom() - top),
            Qt.AlignmentFlag.AlignCenter,
            QCoreApplication.translate("Chart", "No rubbers to chart"),
        )
        painter.restore()
        return

    m_lo, m_hi, m_step = nice_range(min(run.money), max(run.money))
    if run.net is None:  # several games: the money on both scales
        n_lo, n_hi, n_step = m_lo, m_hi, m_step
    else:
        n_lo, n_hi, n_step = nice_range(min(run.net), max(run.net))
        (n_lo, n_hi), (m_lo, m_hi) = shared_zero((n_lo, n_hi), (m_lo, m_hi))
    left_money = run.net is None
    left_w = max(fm.horizontalAdvance(_fmt(v, left_money)) for v in (n_lo, n_hi)) + size
    right_w = max(fm.horizontalAdvance(_fmt(v, True)) for v in (m_lo, m_hi)) + size
    legend_h = fm.height() * 1.5
    plot = QRectF(
        rect.left() + left_w,
        top,
        rect.width() - left_w - right_w,
        rect.bottom() - top - fm.height() * 1.6 - legend_h,
    )
    if plot.width() <= 10 or plot.height() <= 10:
        painter.restore()
        return

    def y_net(v: float) -> float:
        return plot.bottom() - (v - n_lo) / (n_hi - n_lo) * plot.height()

    def y_money(v: float) -> float:
        return plot.bottom() - (v - m_lo) / (m_hi - m_lo) * plot.height()

    # One step per rubber, in date order: an evening's several rubbers stay apart, and the
    # years are marked where their first rubber stands.
    n = len(run.dates)

    def x_of(i: int) -> float:
        if n == 1:
            return plot.center().x()
        return plot.left() + i / (n - 1) * plot.width()

    # Grid and the left (points) scale.
    painter.setPen(QPen(light, max(0.5, size / 14)))
    for v in _ticks(n_lo, n_hi, n_step):
        y = y_net(v)
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(black)
        painter.drawText(
            QRectF(rect.left(), y - fm.height() / 2, left_w - size / 2, fm.height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            _fmt(v, left_money),
        )
        painter.setPen(QPen(light, max(0.5, size / 14)))
    # The right (money) scale.
    painter.setPen(grey)
    for v in _ticks(m_lo, m_hi, m_step):
        y = y_money(v)
        painter.drawText(
            QRectF(plot.right() + size / 2, y - fm.height() / 2, right_w, fm.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            _fmt(v, True),
        )
    # Zero line and frame.
    painter.setPen(QPen(black, max(0.7, size / 10)))
    painter.drawLine(QPointF(plot.left(), y_net(0)), QPointF(plot.right(), y_net(0)))
    painter.setPen(QPen(grey, max(0.5, size / 14)))
    painter.drawRect(plot)
    # Date labels: first and last, and years between when the span is long.
    painter.setPen(black)
    label_y = plot.bottom() + fm.height() * 0.2
    for x, text, align in _date_labels(run.dates, plot, x_of, fm):
        w = fm.horizontalAdvance(text) + 2
        left = {Qt.AlignmentFlag.AlignLeft: x, Qt.AlignmentFlag.AlignRight: x - w}.get(
            align, x - w / 2
        )
        painter.drawText(
            QRectF(left, label_y, w, fm.height()),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            text,
        )

    # The two lines.
    net = run.net or run.money  # several games: the solid line is the money
    net_path = QPainterPath(QPointF(x_of(0), y_net(net[0])))
    money_path = QPainterPath(QPointF(x_of(0), y_money(run.money[0])))
    for i in range(1, len(run.dates)):
        net_path.lineTo(x_of(i), y_net(net[i]))
        money_path.lineTo(x_of(i), y_money(run.money[i]))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(black, max(1.0, size / 6)))
    painter.drawPath(net_path)
    if run.net is not None:
        dashed = QPen(grey, max(1.0, size / 6), Qt.PenStyle.DashLine)
        painter.setPen(dashed)
        painter.drawPath(money_path)
    if len(run.dates) == 1:
        painter.setBrush(black)
        painter.drawEllipse(QPointF(x_of(0), y_net(net[0])), size / 3, size / 3)

    # Legend: in the chart's type, or smaller when the two entries would run past its edge.
    ly = rect.bottom() - legend_h / 2
    lx = plot.left()
    if run.net is None:
        label = QCoreApplication.translate("Chart", "money (both scales), now {0}").format(
            _fmt_money(run.money[-1])
        )
        label2 = ""
    else:
        label = QCoreApplication.translate("Chart", "net points (left scale), now {0}").format(
            _fmt(run.net[-1], False)
        )
        label2 = QCoreApplication.translate("Chart", "money (right scale), now {0}").format(
            _fmt_money(run.money[-1])
        )

    def legend_width(size: float, fm: QFontMetricsF) -> float:
        # two line samples (3 sizes each), the gaps around them, and the two labels
        return size * 9.5 + fm.horizontalAdvance(label) + fm.horizontalAdvance(label2)

    room = rect.right() - lx
    while legend_width(size, fm) > room and font.pixelSize() > 1:
        font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
        fm = QFontMetricsF(font, painter.device())
        size = float(font.pixelSize())
    seg = size * 3
    painter.setPen(QPen(black, max(1.0, size / 6)))
    painter.drawLine(QPointF(lx, ly), QPointF(lx + seg, ly))
    painter.setPen(black)
    painter.drawText(QPointF(lx + seg + size / 2, ly + fm.ascent() / 2.5), label)
    if label2:
        lx += seg + size + fm.horizontalAdvance(label) + size * 2
        painter.setPen(QPen(grey, max(1.0, size / 6), Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(lx, ly), QPointF(lx + seg, ly))
        painter.setPen(black)
        painter.drawText(QPointF(lx + seg + size / 2, ly + fm.ascent() / 2.5), label2)
    painter.restore()


def _ticks(lo: float, hi: float, step: float) -> list[float]:
    """Tick values: 0 and its multiples of ``step`` within ``lo``..``hi``."""
    out = []
    k = math.ceil(lo / step - 1e-9)
    while k * step <= hi + 1e-9:
        out.append(k * step + 0.0)
        k += 1
    return out


def _date_labels(
    dates: tuple[dt.date, ...], plot: QRectF, x_of: Callable[[int], float], fm: QFontMetricsF
) -> list[tuple[float, str, Qt.AlignmentFlag]]:
    """The first and last dates at the ends, and each new year at its first rubber, as long as
    the labels do not run into each other."""
    first, last = dates[0], dates[-1]
    labels = [(x_of(0), first.isoformat(), Qt.AlignmentFlag.AlignLeft)]
    if len(dates) > 1:
        labels.append((x_of(len(dates) - 1), last.isoformat(), Qt.AlignmentFlag.AlignRight))
    edge = fm.horizontalAdvance(first.isoformat()) * 1.15
    gap = fm.horizontalAdvance("2026") * 1.6
    placed: list[float] = []
    for i in range(1, len(dates)):
        if dates[i].year != dates[i - 1].year:
            x = x_of(i)
            if plot.left() + edge < x < plot.right() - edge and all(
                abs(x - p) > gap for p in placed
            ):
                labels.append((x, str(dates[i].year), Qt.AlignmentFlag.AlignHCenter))
                placed.append(x)
    return labels


class ChartWidget(QWidget):
    """The chart on the player's page; :meth:`set_points` gives it the player's rubbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: tuple[ChartPoint, ...] = ()
        self._title = ""
        self.setAccessibleName(self.tr("Chart of net points and money over time"))
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
        paint_chart(
            painter, QRectF(self.rect()).adjusted(8, 6, -8, -6), self._points, title=self._title
        )
        painter.end()
