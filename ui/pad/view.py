"""The widget that shows the pad of the rubber in play: hover, zoom, the marker keys turning."""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QEnterEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRegion,
)
from PySide6.QtWidgets import QAbstractScrollArea, QSizePolicy, QToolTip, QWidget

from scorepad.enums import Side
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import Sheet
from ui.pad.bridge import W
from ui.pad.draw import layout_pad
from ui.pad.ops import (
    WHIST_GAMES,
    HitArea,
    Layout,
    changed_boxes,
    entry_reason,
    hit_areas_of,
    hit_at,
    ops_reaching,
    paint_key,
    paint_layout,
)
from ui.pad.paper import PadStyle, palette_for, spell
from ui.pad.spoken import pad_text
from ui.pad.whist import between, layout_whist, marker_op, marker_places, marker_states


class _Painted:
    """What the view's backing pixmap holds: the pad as painted, and how (to tell what a new
    layout changes)."""

    __slots__ = ("frame", "keys", "layout", "ops", "paper", "pixmap")

    def __init__(
        self,
        pixmap: QPixmap,
        paper: QPixmap | None,
        frame: tuple[object, ...],
        layout: Layout,
        keys: list[tuple[object, ...]],
    ) -> None:
        self.pixmap = pixmap  # the pad as painted
        self.paper = paper  # the paper alone, where a part painted again starts
        self.frame = frame
        self.layout = layout
        self.ops = list(layout.ops)
        self.keys = keys  # each op's paint key (ops.paint_key)


# -- the widget ------------------------------------------------------------------------------------
class PadView(QWidget):
    """The pad of the rubber in play, painted to the widget's size.

    Hovering a figure shows what made it and highlights its deal; double-clicking a figure opens
    that deal.

    The pad *fits* the widget: at zoom 1 it fills it, as large as its proportions allow, and is
    laid out as tall as the widget (more blank ruled lines on the whist card), so no blank strip
    is left; it shrinks with the window and never asks for scrollbars. Zoom is relative to that
    fit: ``zoom_in`` (Ctrl +, driven by the main window) makes the widget that many times the
    scroll area's viewport, so a scroll area shows the pad in larger type; ``zoom_out`` paints a
    smaller pad, centred at the top.

    Signals:
        deal_activated(int): a deal's figure was double-clicked (0-based deal index).
        deal_hovered(int): the deal under the mouse changed (−1 when none).
    """

    deal_activated = Signal(int)
    deal_hovered = Signal(int)

    #: How long the marker keys take to turn (ms); 0 turns them at once. Long enough to see a
    #: key rise across a card table, short enough never to hold up the next hand.
    TURN_MS = 520

    ZOOM_STEPS = (0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rubber: Rubber | None = None
        self._sheet: Sheet | None = None
        self._preview: int | None = None
        self._style = PadStyle()
        self._selected: int | None = None
        self._hovered: int = -1
        self._hit_areas: tuple[Layout, list[HitArea]] | None = None
        self._natural = QSizeF(W, 600)
        self._layout: Layout | None = None
        # The whist-markers' keys turn when the position changes (look.md: "an animation is
        # welcome, never in the way"): the sheet is shown at once, only the keys move.
        self._turn_from: dict[Side, tuple[float, ...]] | None = None
        self._turn_to: dict[Side, tuple[float, ...]] | None = None  # where they are turning to
        # The keys of the last recorded position: a pencilled hand leaves them where they are
        # (it is not marked until it is recorded), so recording it turns them.
        self._rest: dict[Side, tuple[float, ...]] | None = None
        self._fill: float | None = None
        self._turn_t = 1.0
        self._turn_starting = False
        self._turn = QVariantAnimation(self)
        self._turn.setDuration(self.TURN_MS)
        self._turn.setStartValue(0.0)
        self._turn.setEndValue(1.0)
        self._turn.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._turn.valueChanged.connect(self._on_turn)
        self._turn.finished.connect(self._turn_done)
        # The pad as last painted, kept in a pixmap at the screen's scale: a change paints only
        # where the pad changed (a hand: its line, the foot, the markers; a key turning: its
        # marker), and the widget's paint copies the pixmap. Printing and export paint the
        # vector drawing (``render_to``).
        self._painted: _Painted | None = None
        self._scratch: QPixmap | None = None
        # What a change left to paint on screen (:meth:`paint_now`), until it is painted.
        self._pending: QRegion | None = None
        # A whole paint made ready for a change to come (:meth:`prepare`), and what to make.
        self._prepared: _Painted | None = None
        self._to_prepare: tuple[Rubber, Sheet] | None = None
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setSingleShot(True)
        self._prepare_timer.setInterval(0)
        self._prepare_timer.timeout.connect(self._prepare_now)
        # The paper alone, for the frame it was painted at (where a part painted again
        # starts), made soon after a whole paint.
        self._paper: tuple[tuple[object, ...], QPixmap] | None = None
        self._paper_timer = QTimer(self)
        self._paper_timer.setSingleShot(True)
        self._paper_timer.setInterval(0)
        self._paper_timer.timeout.connect(self._make_paper)
        self.setMouseTracking(True)
        # The pixmap covers the widget (the paper runs to its edges): nothing under it to paint.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Score pad"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # .. public ..
    def set_rubber(self, rubber: Rubber, sheet: Sheet, *, preview_deal: int | None = None) -> None:
        """Show ``sheet`` (the core's score of ``rubber``); pencil ``preview_deal`` if given.

        The very same rubber, sheet and pencilled deal as shown already change nothing (no
        layout): a pane may show its pad first and the rest of itself after."""
        if rubber is self._rubber and sheet is self._sheet and preview_deal == self._preview:
            return
        before = self._shown_keys()
        self._rubber, self._sheet, self._preview = rubber, sheet, preview_deal
        if sheet.game not in WHIST_GAMES:
            self._rest = None
        elif preview_deal is None or self._rest is None:
            self._rest = marker_states(sheet)
        if self._selected is not None and self._selected >= len(sheet.deals):
            self._selected = None
        self._set_status_tip()  # (a corrected deal is described as it now is)
        self._start_turning(before)
        self._relayout()
        # (shown by that, or made for another change; the keys turning on, the mouse over
        # another deal keep it: it is painted in parts to what they change when shown)
        self._prepared = None

    def paint_now(self) -> bool:
        """Paint on screen now what the last change left to paint (the parts of the pad that
        changed), not on the event loop's next turn; True when there was something to paint.

        ``QWidget.repaint`` paints whatever else in the window is waiting to be painted too:
        a caller that wants the pad alone calls this before it touches the rest."""
        pending, self._pending = self._pending, None
        if pending is None or not self.isVisible():
            return False
        self.repaint(pending)
        return True

    def animating(self) -> bool:
        """Whether the marker keys are turning."""
        return self._turn_from is not None

    def key_angles(self) -> dict[Side, tuple[float, ...]] | None:
        """How far each marker key stands turned up on screen now, 0–1 (four point keys, the
        five-key, three game keys), part-way while turning; None when the pad has no markers."""
        return self._shown_keys()

    def laid_out(self) -> Layout | None:
        """The pad as last laid out for this widget (logical units)."""
        return self._layout

    def fit_scale(self) -> float:
        """Logical units to widget pixels as the pad is painted now: the fit, times the zoom
        when zoomed out (zoomed in, the widget itself is larger)."""
        if self._layout is None or not self._layout.width or not self._layout.height:
            return 1.0
        s = min(self.width() / self._layout.width, self.height() / self._layout.height)
        return s * min(1.0, self._style.scale)

    def turn_animation(self) -> QVariantAnimation:
        """The animation that turns the keys (a test may step it with ``setCurrentTime``)."""
        return self._turn

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
        self._repaint_changes()

    def selected_deal(self) -> int | None:
        return self._selected

    def hit_areas(self) -> list[HitArea]:
        """The figures as last painted, in widget coordinates."""
        return list(self._areas())

    def explain_at(self, pos: QPointF) -> str:
        """The words behind the figure at ``pos`` (its tooltip), or ""."""
        a = hit_at(self._areas(), pos)
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
        zoomed = self._zoomed_size()
        if zoomed is not None:
            return zoomed
        return QSize(round(self._natural.width() * s), round(self._natural.height() * s))

    def minimumSizeHint(self) -> QSize:
        if self._style.scale > 1.0:  # zoomed in: as large as that (a scroll area scrolls)
            return self.sizeHint()
        return QSize(160, 160)

    def resizeEvent(self, event: QEvent) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        if self._fill_for_size() != self._fill:
            self._relayout()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._pending is not None:
            rest = self._pending.subtracted(event.region())
            self._pending = None if rest.isEmpty() else rest
        painter = QPainter(self)
        try:
            if self._layout is None:
                pal = palette_for(self._style)
                painter.fillRect(self.rect(), pal.paper)
                return
            painted = self._painted
            if painted is None or painted.frame != self._frame():
                painted = self._paint_all()
                self._paper_soon()
            painter.drawPixmap(QPointF(0, 0), painted.pixmap)
        finally:
            painter.end()

    # .. the backing pixmap ..
    def _pad_rect(self, lay: Layout | None = None) -> tuple[QRectF, bool]:
        """Where the pad (``lay``, else the layout shown) is painted in the widget, and whether
        the paper must be filled round it (the pad's proportions leave a strip, or it is zoomed
        out)."""
        lay = lay or self._layout
        assert lay is not None
        rect = QRectF(self.rect())
        s = min(rect.width() / lay.width, rect.height() / lay.height) if lay.height else 1
        fill = not self._style.print_mode and (
            self._style.scale < 1.0
            or lay.width * s < rect.width() - 1
            or lay.height * s < rect.height() - 1
        )
        if self._style.scale < 1.0:
            # zoomed out: a smaller pad, centred at the top (zooming in grows the widget)
            z = self._style.scale
            rect = QRectF(rect.width() * (1 - z) / 2, 0, rect.width() * z, rect.height() * z)
        return rect, fill

    def _frame(self, lay: Layout | None = None) -> tuple[object, ...]:
        """What every pixel of the pixmap depends on besides the ops (of ``lay``, else of the
        layout shown): a change of any of it paints the whole pad again."""
        lay = lay or self._layout
        assert lay is not None
        return (
            self.width(),
            self.height(),
            self.devicePixelRatioF(),
            self._style,
            lay.width,
            lay.height,
        )

    def _keys(self, lay: Layout, preview: int | None) -> list[tuple[object, ...]]:
        """Each op's paint key, with ``preview`` pencilled."""
        highlight = self._highlight()
        return [paint_key(op, preview, highlight) for op in lay.ops]

    def _paint_all(self) -> _Painted:
        """Paint the whole pad into a new pixmap."""
        lay = self._layout
        assert lay is not None
        dpr = self.devicePixelRatioF()
        size = QSize(max(1, math.ceil(self.width() * dpr)), max(1, math.ceil(self.height() * dpr)))
        pixmap = QPixmap(size)
        pixmap.setDevicePixelRatio(dpr)
        self._paint_whole(pixmap, lay, self._preview)
        painted = _Painted(pixmap, None, self._frame(), lay, self._keys(lay, self._preview))
        self._painted = painted
        return painted

    def _paint_whole(self, pixmap: QPixmap, lay: Layout, preview: int | None) -> None:
        """The pad ``lay`` (an empty layout: the paper alone) painted over all of ``pixmap``,
        with ``preview`` pencilled."""
        pal = palette_for(self._style)
        rect, fill = self._pad_rect(lay)
        pixmap.fill(pal.paper)
        p = QPainter(pixmap)
        try:
            if fill:
                p.fillRect(QRectF(self.rect()), pal.paper)
            paint_layout(
                p,
                rect,
                lay,
                self._style,
                highlight_deal=self._highlight(),
                preview_deal=preview,
            )
        finally:
            p.end()

    def _paper_of(self, painted: _Painted) -> QPixmap:
        """The paper alone, as ``painted`` has it under its ops: kept from the last paint of
        the same frame (the paper depends on nothing else), else painted now."""
        if painted.paper is None:
            kept = self._paper
            if kept is not None and kept[0] == painted.frame:
                painted.paper = kept[1]
                return kept[1]
            lay = painted.layout
            paper = QPixmap(painted.pixmap.size())
            paper.setDevicePixelRatio(painted.pixmap.devicePixelRatio())
            self._paint_whole(paper, Layout(lay.width, lay.height), None)
            painted.paper = paper
            self._paper = (painted.frame, paper)
        return painted.paper

    def _paper_soon(self) -> None:
        """After a whole paint: have the paper ready, on the event loop's next turn, for the
        next change's parts (a change must not wait for it)."""
        painted = self._painted
        if painted is not None and painted.paper is None:
            kept = self._paper
            if kept is not None and kept[0] == painted.frame:
                painted.paper = kept[1]
            elif not self._paper_timer.isActive():
                self._paper_timer.start()

    def _make_paper(self) -> None:
        painted = self._painted
        if painted is not None and painted.frame == self._frame_or_none():
            self._paper_of(painted)

    def _frame_or_none(self) -> tuple[object, ...] | None:
        return self._frame() if self._layout is not None else None

    def _paint_parts(self, painted: _Painted, region: QRegion) -> None:
        """Paint the current layout again in ``region`` of ``painted``'s pixmap (widget pixels,
        whole pixels of the pixmap: the view asks for this only at a whole device pixel
        ratio; the pixmap elsewhere is left as it was).

        The ops that reach the region are painted into a scratch pixmap of the widget's size
        (from the paper alone, in the region) and the region copied in from there, never
        painted through a clip or a shift: Qt blends an antialiased edge through a clip by
        another rounding (a ruled line one level of 255 lighter) and places a glyph at a
        negative coordinate a pixel apart, and the parts must be the very pixels of a whole
        paint. A copy of whole pixels through a clip of whole pixels is exact: the paper into
        the scratch and the scratch into the pixmap are each one copy through the region."""
        lay = self._layout
        assert lay is not None
        rect, _fill = self._pad_rect()
        s, tx, ty = self._transform(rect)
        boxes = [
            (
                (r.x() - tx) / s,
                (r.y() - ty) / s,
                (r.right() + 1 - tx) / s,
                (r.bottom() + 1 - ty) / s,
            )
            for r in region  # type: ignore[attr-defined]
        ]
        ops = ops_reaching(lay.ops, painted.keys, boxes)
        scratch = self._scratch_for(painted.pixmap)
        paper = self._paper_of(painted)
        # (within the region's bounds only: the copy through the clip walks no more than that)
        bounds = region.boundingRect()
        dpr = painted.pixmap.devicePixelRatio()
        source = QRectF(
            bounds.x() * dpr, bounds.y() * dpr, bounds.width() * dpr, bounds.height() * dpr
        )
        target = QRectF(bounds)
        p = QPainter(scratch)
        try:
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            p.setClipRegion(region)
            p.drawPixmap(target, paper, source)
            p.setClipping(False)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            paint_layout(
                p,
                rect,
                lay,
                self._style,
                highlight_deal=self._highlight(),
                preview_deal=self._preview,
                ops=ops,
                paper=False,
            )
        finally:
            p.end()
        p = QPainter(painted.pixmap)
        try:
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            p.setClipRegion(region)
            p.drawPixmap(target, scratch, source)  # (the source in the pixmap's pixels)
        finally:
            p.end()

    def _scratch_for(self, pixmap: QPixmap) -> QPixmap:
        """A pixmap the size of ``pixmap`` to paint parts in (kept from one change to the
        next)."""
        scratch = self._scratch
        if (
            scratch is None
            or scratch.size() != pixmap.size()
            or scratch.devicePixelRatio() != pixmap.devicePixelRatio()
        ):
            scratch = QPixmap(pixmap.size())
            scratch.setDevicePixelRatio(pixmap.devicePixelRatio())
            self._scratch = scratch
        return scratch

    def _transform(self, rect: QRectF) -> tuple[float, float, float]:
        """The fit of the pad into ``rect``: scale and offset, as ``fit_transform`` makes it."""
        lay = self._layout
        assert lay is not None
        w, h = lay.width, lay.height
        s = min(rect.width() / w, rect.height() / h) if w and h else 1.0
        s = max(s, 1e-6)
        return s, rect.left() + (rect.width() - w * s) / 2, rect.top()

    def _areas(self) -> list[HitArea]:
        """The figures as laid out now, in widget coordinates (made when first asked for)."""
        if self._layout is None:
            return []
        if self._hit_areas is None or self._hit_areas[0] is not self._layout:
            s, tx, ty = self._transform(self._pad_rect()[0])
            self._hit_areas = (self._layout, hit_areas_of(self._layout, s, tx, ty))
        return self._hit_areas[1]

    def _repaint_changes(self) -> None:
        """The layout or the highlight changed: paint into the pixmap only where the pad
        changed, and have only that part of the widget repainted."""
        painted = self._painted
        lay = self._layout
        dpr = self.devicePixelRatioF()
        anew = False  # the pixmap is another frame's than the screen's: all of it is shown
        if (
            painted is not None
            and lay is not None
            and self.isVisible()
            and painted.frame != self._frame()
        ):
            painted = self._adopt_prepared()
            anew = True
        if (
            painted is None
            or lay is None
            or not self.isVisible()
            or (dpr != round(dpr) and not anew)
        ):
            self._painted = None
            self._prepared = None
            self._pending = QRegion(self.rect())
            self.update()
            return
        keys = self._keys(lay, self._preview)
        boxes = changed_boxes(painted.keys, painted.ops, keys, lay.ops)
        painted.layout, painted.ops, painted.keys = lay, list(lay.ops), keys
        if anew:
            if boxes is None or (boxes and dpr != round(dpr)):
                self._painted = None  # (anything may differ, or no parts: painted as ever)
            elif boxes:
                self._paint_parts(painted, self._region_of(boxes))
            self._pending = QRegion(self.rect())
            self.update()
            return
        if boxes is not None and not boxes:
            return
        region = QRegion(self.rect()) if boxes is None else self._region_of(boxes)
        self._paint_parts(painted, region)
        self._pending = region if self._pending is None else self._pending.united(region)
        self.update(region)

    def _region_of(self, boxes: list[tuple[float, float, float, float]]) -> QRegion:
        """The widget's pixels that ``boxes`` (logical units) can reach, with a margin: the
        exact union (a long thin rule stays a strip, never the box round it and a figure
        across the pad)."""
        bounds = self.rect()
        s, tx, ty = self._transform(self._pad_rect()[0])
        region = QRegion()
        for x0, y0, x1, y1 in boxes:
            region += (
                QRectF(tx + x0 * s, ty + y0 * s, (x1 - x0) * s, (y1 - y0) * s)
                .toAlignedRect()
                .adjusted(-2, -2, 2, 2)
                .intersected(bounds)
            )
        return region

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
        a = hit_at(self._areas(), event.position())
        self._set_hovered(a.deal if a is not None else -1)
        super().mouseMoveEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        # The mouse may come in over a figure (no move follows until it moves again).
        a = hit_at(self._areas(), event.position())
        self._set_hovered(a.deal if a is not None else -1)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hovered(-1)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        a = hit_at(self._areas(), event.position())
        if event.button() == Qt.MouseButton.LeftButton:
            self.select_deal(a.deal if a is not None and a.deal >= 0 else None)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        a = hit_at(self._areas(), event.position())
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
    def deal_words(self, i: int | None) -> str:
        """What deal ``i`` marked on the pad as it is now ("Deal 1: …"); "" for no such deal."""
        if self._sheet is None or i is None or not 0 <= i < len(self._sheet.deals):
            return ""
        dl = self._sheet.deals[i]
        words = "; ".join(
            spell(entry_reason(e), self._style.spelling) for e in dl.entries
        ) or dl.status.replace("_", " ")
        return self.tr("Deal {0}: {words}").format(i + 1, words=words)

    def _set_status_tip(self) -> None:
        """The pad in words for screen readers (:mod:`ui.pad.spoken`), kept in step with every
        change: what the selected deal marked first, then the whole pad."""
        words = self.deal_words(self._selected)
        whole = ""
        if self._rubber is not None and self._sheet is not None:
            whole = pad_text(self._rubber, self._sheet, self._style.spelling)
        self.setAccessibleDescription("\n".join(w for w in (words, whole) if w))

    def _highlight(self) -> int | None:
        return self._hovered if self._hovered >= 0 else self._selected

    def _set_hovered(self, deal: int) -> None:
        if deal != self._hovered:
            self._hovered = deal
            self.deal_hovered.emit(deal)
            self._repaint_changes()

    def _zoom(self, step: int) -> None:
        steps = self.ZOOM_STEPS
        cur = self._style.scale
        if step > 0:
            nxt = next((z for z in steps if z > cur + 1e-9), steps[-1])
        else:
            nxt = next((z for z in reversed(steps) if z < cur - 1e-9), steps[0])
        self._set_scale(nxt)

    def _set_scale(self, scale: float) -> None:
        self._style = replace(self._style, scale=scale)
        self._relayout()
        self.updateGeometry()

    def _scroll_area(self) -> QAbstractScrollArea | None:
        """The scroll area whose viewport holds the view, if any."""
        viewport = self.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QAbstractScrollArea) and area.viewport() is viewport:
            return area
        return None

    def _zoomed_size(self) -> QSize | None:
        """Zoomed in, in a scroll area: the viewport's size times the zoom (the fit, enlarged)."""
        z = self._style.scale
        area = self._scroll_area() if z > 1.0 else None
        if area is None:
            return None
        size = area.maximumViewportSize()
        return QSize(round(size.width() * z), round(size.height() * z))

    def _fill_for_size(self) -> float | None:
        """How tall the pad is laid out for its width: as tall as the widget, so that fitted it
        fills it (None before the widget has a size)."""
        w, h = self.width(), self.height()
        if w < 20 or h < 20 or not self.testAttribute(Qt.WidgetAttribute.WA_Resized):
            return None
        return round(h / w, 3)

    def _relayout(self) -> None:
        if self._rubber is not None and self._sheet is not None:
            self._fill = self._fill_for_size()
            self._layout = self._layout_of(
                self._rubber,
                self._sheet,
                self._preview,
                None if self._turn_from is None else (self._turn_from, self._turn_t),
                self._rest,
                self._fill,
            )
            natural = QSizeF(self._layout.width, self._layout.width * 1.25)
            if natural != self._natural:
                self._natural = natural
                self.updateGeometry()
        self._repaint_changes()

    def _layout_of(
        self,
        rubber: Rubber,
        sheet: Sheet,
        preview: int | None,
        turning: tuple[dict[Side, tuple[float, ...]], float] | None,
        rest: dict[Side, tuple[float, ...]] | None,
        fill: float | None,
    ) -> Layout:
        if sheet.game in WHIST_GAMES:
            return layout_whist(
                rubber,
                sheet,
                self._style,
                preview_deal=preview,
                turning=turning,
                keys=rest,
                fill=fill,
            )
        return layout_pad(rubber, sheet, self._style, preview_deal=preview, fill=fill)

    # .. a whole paint made ready before it is needed ..
    def prepare(self, rubber: Rubber, sheet: Sheet) -> None:
        """Get ready to show ``rubber`` and ``sheet`` as recorded: what :meth:`set_rubber` is
        likely given next (the hand pencilled now, once recorded). Where that would paint the
        whole pad again (its layout grows past the widget's proportions and is fitted anew,
        as at a rubber's end), the whole pad is painted as it will be shown, when the event
        loop is next idle, off the path of the hand recorded; :meth:`set_rubber` shows that
        paint if what it lays out then is fitted the same (the same frame), with the parts
        that differ painted again (the keys turned on meanwhile, a hand recorded while they
        were still turning), else paints as ever."""
        self._to_prepare = (rubber, sheet)
        if not self._prepare_timer.isActive():
            self._prepare_timer.start()

    def prepared(self) -> bool:
        """Whether a whole paint is ready for a change to come (:meth:`prepare`)."""
        return self._prepared is not None

    def _prepare_now(self) -> None:
        job, self._to_prepare = self._to_prepare, None
        self._prepared = None
        if job is None or self._painted is None or self._layout is None or not self.isVisible():
            return
        rubber, sheet = job
        # As set_rubber would lay it out: no hand pencilled, the keys of the recorded position,
        # turning from those shown now (at the start of their turn).
        before = self._shown_keys()
        rest = marker_states(sheet) if sheet.game in WHIST_GAMES else None
        turning = None
        if (
            rest is not None
            and before is not None
            and before != rest
            and self.TURN_MS > 0
            and not self._style.print_mode
        ):
            turning = (before, 0.0)
        lay = self._layout_of(rubber, sheet, None, turning, rest, self._fill_for_size())
        frame = self._frame(lay)
        if frame == self._painted.frame:
            return  # the change will be painted in parts: nothing to make ready
        dpr = self.devicePixelRatioF()
        size = QSize(max(1, math.ceil(self.width() * dpr)), max(1, math.ceil(self.height() * dpr)))
        pixmap = QPixmap(size)
        pixmap.setDevicePixelRatio(dpr)
        self._paint_whole(pixmap, lay, None)
        paper = QPixmap(size)  # (where a part painted again into it starts)
        paper.setDevicePixelRatio(dpr)
        self._paint_whole(paper, Layout(lay.width, lay.height), None)
        self._prepared = _Painted(pixmap, paper, frame, lay, self._keys(lay, None))

    def _adopt_prepared(self) -> _Painted | None:
        """The whole paint made ready (:meth:`prepare`), now the view's, if it was made for
        the widget's frame as it is now; the layout shown may differ from the one it painted
        in a few ops (the keys turned on since, the mouse over another deal): the caller
        paints those parts again, as for any change."""
        prepared, self._prepared = self._prepared, None
        if prepared is None or prepared.frame != self._frame():
            return None
        self._painted = prepared
        self._paper_soon()
        return prepared

    def _shown_keys(self) -> dict[Side, tuple[float, ...]] | None:
        """The marker keys as they stand on screen now (part-turned while animating)."""
        if self._sheet is None or self._sheet.game not in WHIST_GAMES:
            return None
        now = self._rest if self._rest is not None else marker_states(self._sheet)
        if self._turn_from is None:
            return now
        return {s: between(self._turn_from[s], now[s], self._turn_t) for s in now}

    def _start_turning(self, before: dict[Side, tuple[float, ...]] | None) -> None:
        if self._turn_from is not None and self._rest == self._turn_to:
            return  # already turning to these keys (a hand pencilled meanwhile): carry on
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
        if before == self._rest:
            return
        self._turn_from = before
        self._turn_to = self._rest
        self._turn_t = 0.0
        self._turn.setDuration(self.TURN_MS)
        # (its first value comes at once: the caller lays the pad out with it next)
        self._turn_starting = True
        try:
            self._turn.start()
        finally:
            self._turn_starting = False

    def _on_turn(self, value: object) -> None:
        if self._turn_from is None:
            return
        self._turn_t = float(value)  # type: ignore[arg-type]
        if self._turn_starting:
            return
        lay = self._layout
        places = marker_places(lay) if lay is not None else []
        shown = self._shown_keys()
        if lay is None or len(places) != 2 or shown is None:
            self._relayout()
            return
        # Only the keys move: the markers' ops are made again, the rest of the pad stays as it
        # was laid out and painted.
        ops = list(lay.ops)
        for i, side in places:
            old = ops[i]
            key = old.key  # type: ignore[union-attr]
            assert isinstance(key, tuple)
            ops[i] = marker_op(side, shown[side], key[3], key[4], key[5])
        self._layout = Layout(lay.width, lay.height, ops)
        self._repaint_changes()

    def _turn_done(self) -> None:
        self._turn_from = None
        self._turn_t = 1.0
        self._relayout()


def pane_sizes(game: str) -> list[int]:
    """The weights of a rubber's pane between its pad and its entry (QSplitter sizes): the
    whist-marker and its card are the main thing on the screen for whist, whose hand form is
    small; a bridge game's form holds more, and the two share the pane."""
    return [690, 510] if game in WHIST_GAMES else [600, 600]
