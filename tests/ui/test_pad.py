"""The painted pad: every game's pad painted and inspected pixel by pixel, and the PadView widget.

Source of the rubbers: the shared golden cases (``shared/golden/{whist,bridge}.jsonl``, loaded
through ``tests.helpers.golden``), scored by the rules service;
the pad only paints what it computed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QToolTip

from scorepad.enums import Side
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.sheets.sheet import Sheet
from tests.helpers.golden import GAME_CASES, scored
from ui.pad import (
    HitArea,
    PadStyle,
    PadView,
    layout_pad,
    pad_size,
    paint_pad,
)
from ui.pad.bridge import COL_X, X_END, X_WE
from ui.pad.paper import LIGHT, palette_for, signed, spell
from ui.pad.whist import BODY, FIVE_KEY, POINT_KEYS, keys_up

pytestmark = pytest.mark.gui

PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
STYLES = {
    "light": PadStyle(),
    "dark": PadStyle(dark=True),
    "print": PadStyle(print_mode=True),
}
WHIST = ("short_whist", "long_whist", "american_whist")


def scored_record(obj: dict[str, Any]) -> tuple[Rubber, Sheet]:
    rubber = Rubber.from_json(obj)
    try:
        return rubber, score(rubber)
    except NotImplementedError:  # pragma: no cover
        pytest.skip(f"{rubber.game} does not score yet")


def paint(
    rubber: Rubber,
    sheet: Sheet,
    style: PadStyle,
    *,
    width: int = 880,
    highlight: int | None = None,
    preview: int | None = None,
) -> tuple[QImage, list[HitArea], float]:
    """The pad painted into an image ``width`` wide at its natural proportions; the hit areas
    and the scale from logical units to pixels."""
    size = pad_size(rubber, sheet, style)
    s = width / size.width()
    img = QImage(width, round(size.height() * s), QImage.Format.Format_ARGB32)
    img.fill(QColor("magenta"))
    p = QPainter(img)
    areas = paint_pad(
        p,
        QRectF(0, 0, img.width(), img.height()),
        rubber,
        sheet,
        style=style,
        highlight_deal=highlight,
        preview_deal=preview,
    )
    p.end()
    return img, areas, s


def lightness(img: QImage, x: float, y: float) -> int:
    return QColor(img.pixel(int(x), int(y))).lightness()


def ink_pixels(img: QImage, rect: QRectF, paper: QColor, *, threshold: int = 90) -> int:
    """Pixels in ``rect`` whose lightness is far from the paper's: the ink of a figure."""
    n = 0
    r = rect.toAlignedRect().intersected(img.rect())
    base = paper.lightness()
    for y in range(r.top(), r.bottom() + 1):
        for x in range(r.left(), r.right() + 1):
            if abs(QColor(img.pixel(x, y)).lightness() - base) > threshold:
                n += 1
    return n


def dark_rows(img: QImage, x0: float, x1: float, *, frac: float = 0.9) -> list[tuple[int, int]]:
    """Horizontal rules in a print-mode image: (first row, thickness) of every run of rows that
    are dark across ``x0``–``x1``."""
    xs = range(int(x0) + 3, int(x1) - 3, 2)
    runs: list[tuple[int, int]] = []
    start = None
    for y in range(img.height()):
        dark = sum(1 for x in xs if QColor(img.pixel(x, y)).lightness() < 128) >= frac * len(xs)
        if dark and start is None:
            start = y
        elif not dark and start is not None:
            runs.append((start, y - start))
            start = None
    return runs


def find_entry_area(
    areas: list[HitArea], deal: int, explain: str, text: str, used: set[int]
) -> HitArea:
    for k, a in enumerate(areas):
        if k not in used and a.deal == deal and a.text == text and a.explain.endswith(explain):
            used.add(k)
            return a
    raise AssertionError(f"no figure {text!r} for deal {deal + 1} ({explain})")


# -- every game, every style -------------------------------------------------------------------
@pytest.mark.parametrize("style_name", list(STYLES))
@pytest.mark.parametrize("game", list(GAME_CASES))
def test_every_pad_paints_with_ink_on_every_figure(qapp, tmp_path, game, style_name):
    rubber, sheet = scored(GAME_CASES[game])
    style = STYLES[style_name]
    img, areas, _ = paint(rubber, sheet, style)
    out = tmp_path / f"{game}-{style_name}.png"
    assert img.save(str(out)) and out.stat().st_size > 5000
    # The paper covers the whole image (the pad keeps its proportions, nothing left unpainted).
    magenta = QColor("magenta").rgb()
    for x, y in ((2, 2), (img.width() - 3, img.height() - 3), (img.width() // 2, 5)):
        assert img.pixel(x, y) != magenta
    # Not blank: many colours, and ink on a few percent of the sheet.
    paper = palette_for(style).paper
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 20
    # Every figure is legible: its box holds ink that stands off the paper by a wide margin
    # of lightness (so it reads in greyscale too).
    figures = [a for a in areas if a.text]
    assert figures
    for a in figures:
        assert ink_pixels(img, a.rect, paper) > 8, (a.text, a.explain)


@pytest.mark.parametrize("game", list(GAME_CASES))
def test_hit_areas_cover_every_entry(qapp, game):
    rubber, sheet = scored(GAME_CASES[game])
    _, areas, _ = paint(rubber, sheet, PadStyle())
    n_entries = 0
    for i, dl in enumerate(sheet.deals):
        for e in dl.entries:
            n_entries += 1
            assert any(a.deal == i and e.explain in a.explain for a in areas), (i, e)
    assert n_entries
    # Every figure area lies inside the painted rectangle and carries words.
    for a in areas:
        assert a.explain
        assert a.rect.left() >= 0 and a.rect.right() <= 880


@pytest.mark.parametrize(
    "game", ["bridge_whist", "auction", "contract", "chicago", "contract_unfinished"]
)
def test_bridge_pad_above_and_below_the_heavy_line(qapp, game):
    """Honours and premiums above the heavy line, written upward (the first nearest the line);
    trick scores below it, written downward; a line ruled across both columns under each game."""
    rubber, sheet = scored(GAME_CASES[game])
    img, areas, s = paint(rubber, sheet, PadStyle(print_mode=True))
    used: set[int] = set()
    placed: dict[str, list[tuple[int, Side, HitArea]]] = {"above": [], "below": []}
    for i, dl in enumerate(sheet.deals):
        for e in dl.entries:
            a = find_entry_area(areas, i, e.explain, signed(e.points), used)
            placed[e.column].append((i, e.side, a))
            # in its side's column
            x0 = COL_X[e.side] * s
            assert x0 <= a.rect.center().x() <= x0 + 180 * s
    rules = dark_rows(img, X_WE * s, X_END * s)
    above_bottom = max((a.rect.bottom() for _, _, a in placed["above"]), default=0)
    below_top = min((a.rect.top() for _, _, a in placed["below"]), default=img.height())
    heavy = [y for y, t in rules if t >= 5 and above_bottom - 2 <= y + t / 2 <= below_top + 2]
    assert heavy, f"no heavy line between {above_bottom} and {below_top}: {rules}"
    for side in (Side.NS, Side.EW):
        ys = [a.rect.top() for _, sd, a in placed["above"] if sd is side]
        assert ys == sorted(ys, reverse=True), "above the line the first is nearest the line"
        ys = [a.rect.top() for _, sd, a in placed["below"] if sd is side]
        assert ys == sorted(ys), "below the line the scores run downward"
    # a ruled line across both columns between the games' trick scores
    for g, result in enumerate(sheet.games[:-1]):
        last = max(a.rect.bottom() for i, _, a in placed["below"] if i < result.deal)
        nxt = [a.rect.top() for i, _, a in placed["below"] if i >= result.deal]
        if nxt:
            assert any(last - 2 <= y + t / 2 <= min(nxt) + 2 for y, t in rules if t >= 2), g


def test_chicago_grid_shows_each_deals_vulnerability(qapp):
    rubber, sheet = scored(GAME_CASES["chicago"])
    lay = layout_pad(rubber, sheet, PadStyle())
    texts = [op.text for op in lay.ops if hasattr(op, "text") and isinstance(op.text, str)]
    for dl in sheet.deals:
        if dl.chicago_deal is None or dl.vulnerable is None:
            continue
        words = (
            "none vul."
            if not dl.vulnerable
            else "both vul."
            if len(dl.vulnerable) == 2
            else f"{'WE' if dl.vulnerable[0] is Side.NS else 'THEY'} vul."
        )
        head = f"{dl.chicago_deal}  {dl.dealer.value}" if dl.dealer else str(dl.chicago_deal)
        assert words in texts and head in texts


def test_status_shows_dealer_vulnerability_and_needs(qapp):
    rubber, sheet = scored(GAME_CASES["contract_unfinished"])
    lay = layout_pad(rubber, sheet, PadStyle())
    texts = [op.text for op in lay.ops if hasattr(op, "text")]
    pos = sheet.position
    assert pos.next_dealer is not None
    assert any(
        t.startswith({"N": "North", "E": "East", "S": "South", "W": "West"}[pos.next_dealer.value])
        for t in texts
    )
    for side in (Side.NS, Side.EW):
        assert f"needs {pos.needs[side]} for game" in texts
    assert ("vulnerable" in texts) == bool(pos.vulnerable)


def test_preview_deal_is_pencilled_and_highlight_marks_a_deal(qapp):
    rubber, sheet = scored(GAME_CASES["contract"])
    last = len(sheet.deals) - 1
    style = PadStyle(print_mode=True)
    img, areas, _ = paint(rubber, sheet, style, preview=last)
    for a in areas:
        if a.deal < 0 or not a.text:
            continue
        inner = a.rect.adjusted(2, 5, -2, -5)  # clear of the rules the figure stands on
        darkest = min(
            lightness(img, x, y)
            for x in range(int(inner.left()), int(inner.right()))
            for y in range(int(inner.top()), int(inner.bottom()))
        )
        if a.deal == last:  # pencil grey, never the pen's black
            assert 60 < darkest < 200, a
        else:
            assert darkest < 60, a
    img2, areas2, _ = paint(rubber, sheet, PadStyle(), highlight=1)
    hl = LIGHT.highlight
    for a in areas2:
        if not a.text:
            continue
        corner = QColor(img2.pixel(int(a.rect.left()) + 2, int(a.rect.top()) + 4))
        marked = abs(corner.hue() - hl.hue()) < 15 and corner.saturation() > 60
        assert marked == (a.deal == 1), a


def test_whist_marker_keys_follow_the_position(qapp):
    """A key is turned up (ivory standing above the box) for the points toward the game: long
    whist reaches seven with the five-key and two point keys (look.md, Foster)."""
    rubber, sheet = scored_record(
        {
            "game": "long_whist",
            "deals": [{"tricks": {"NS": 13, "EW": 0}}, {"tricks": {"NS": 5, "EW": 8}}],
        }
    )
    assert sheet.position.toward_game == {Side.NS: 7, Side.EW: 2}
    expected = {Side.NS: (2, True), Side.EW: (2, False)}  # (point keys up, five-key up)
    img, areas, s = paint(rubber, sheet, PadStyle())
    for side in (Side.NS, Side.EW):
        head = "WE:" if side is Side.NS else "THEY:"
        marker = next(a for a in areas if a.explain.startswith(head))  # the marker's own box
        top, left = marker.rect.top() / s, marker.rect.left() / s

        def raised(key: QRectF, _top: float = top, _left: float = left) -> bool:
            # a raised key covers the lid above its slot with ivory; lowered, the wood shows
            x = (_left + key.center().x()) * s
            y = (_top + (BODY.top() + key.top()) / 2) * s  # on the lid, above the slot
            c, ivory = QColor(img.pixel(int(x), int(y))), LIGHT.ivory
            return (
                max(
                    abs(c.red() - ivory.red()),
                    abs(c.green() - ivory.green()),
                    abs(c.blue() - ivory.blue()),
                )
                < 24
            )

        points, five = expected[side]
        assert [raised(k) for k in POINT_KEYS] == [k < points for k in range(4)], side
        assert raised(FIVE_KEY) == five, side


@pytest.mark.parametrize(
    ("points", "target", "shown"),
    [
        (0, 5, (0, False)),
        (4, 5, (4, False)),  # short whist: the four point keys
        (9, 10, (4, True)),
        (5, 10, (0, True)),
        (3, 10, (3, False)),  # long whist: five-key to nine
        (6, 7, (1, True)),
        (4, 7, (4, False)),  # American whist: 5 + 2
    ],
)
def test_keys_up(points, target, shown):
    assert keys_up(points, target) == shown


def test_whist_card_lines_and_totals(qapp):
    rubber, sheet = scored(GAME_CASES["short_whist"])
    _, areas, _ = paint(rubber, sheet, PadStyle())
    for side in (Side.NS, Side.EW):
        assert any(a.deal == -1 and a.text == signed(sheet.totals[side]) for a in areas)
    for i, dl in enumerate(sheet.deals):
        for side in (Side.NS, Side.EW):
            pts = sum(e.points for e in dl.entries if e.side is side)
            es = [e for e in dl.entries if e.side is side]
            if es:
                assert any(a.deal == i and a.text == signed(pts) for a in areas)
        if dl.game_won is not None:
            assert any(a.deal == i and a.text == str(dl.game_won.value) for a in areas)


def test_ledger_view_has_one_line_per_deal(qapp):
    rubber, sheet = scored(GAME_CASES["auction"])
    style = PadStyle(ledger=True)
    _, areas, _ = paint(rubber, sheet, style)
    tops = {}
    for a in areas:
        if a.deal >= 0:
            tops.setdefault(a.deal, set()).add(round(a.rect.top()))
    assert all(len(v) == 1 for v in tops.values()), "each deal's figures share one line"
    assert sorted(tops, key=lambda d: min(tops[d])) == sorted(tops)


def test_spelling_and_style_values():
    assert spell("four honours", "american") == "four honors"
    assert spell("four honours", "british") == "four honours"
    with pytest.raises(ValueError):
        PadStyle(spelling="french")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        PadStyle(scale=0)


def test_dark_pad_has_dark_paper_and_light_ink(qapp):
    rubber, sheet = scored(GAME_CASES["contract"])
    img, areas, _ = paint(rubber, sheet, PadStyle(dark=True))
    assert lightness(img, 4, img.height() // 2) < 70
    a = next(a for a in areas if a.text)
    brightest = max(
        lightness(img, x, y)
        for x in range(int(a.rect.left()), int(a.rect.right()))
        for y in range(int(a.rect.top()), int(a.rect.bottom()))
    )
    assert brightest > 190


# -- the widget --------------------------------------------------------------------------------
@pytest.fixture
def view(qtbot):
    v = PadView()
    qtbot.addWidget(v)
    rubber, sheet = scored(GAME_CASES["contract"])
    v.set_rubber(rubber, sheet)
    v.resize(500, 700)
    v.show()
    qtbot.waitExposed(v)
    v.grab()  # paints, so the hit areas are known
    return v


def _figure_of(v: PadView, deal: int) -> HitArea:
    return next(a for a in v.hit_areas() if a.deal == deal and a.text)


# WORKAROUND: the offscreen platform cannot raise the tooltip window and says so.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_view_hover_emits_deal_and_shows_tooltip(qtbot, view):
    a = _figure_of(view, 1)
    pt = a.rect.center().toPoint()
    with qtbot.waitSignal(view.deal_hovered, timeout=2000) as blocker:
        qtbot.mouseMove(view, pt)
    assert blocker.args == [1]
    assert view.explain_at(QPointF(pt)) == a.explain
    assert "Deal 2" in a.explain
    help_event = QHelpEvent(QEvent.Type.ToolTip, pt, view.mapToGlobal(pt))
    QApplication.sendEvent(view, help_event)
    assert QToolTip.text() == a.explain
    QToolTip.hideText()
    # leaving the figures reports -1
    with qtbot.waitSignal(view.deal_hovered, timeout=2000) as blocker:
        qtbot.mouseMove(view, QPoint(3, view.height() - 3))
    assert blocker.args == [-1]


def test_view_double_click_activates_the_deal(qtbot, view):
    a = _figure_of(view, 2)
    with qtbot.waitSignal(view.deal_activated, timeout=2000) as blocker:
        qtbot.mouseDClick(view, Qt.MouseButton.LeftButton, pos=a.rect.center().toPoint())
    assert blocker.args == [2]
    with qtbot.assertNotEmitted(view.deal_activated):
        qtbot.mouseDClick(view, Qt.MouseButton.LeftButton, pos=QPoint(2, view.height() - 2))


def test_view_select_deal_highlights_its_figures(qtbot, view):
    view.select_deal(0)
    assert view.selected_deal() == 0
    img = view.grab().toImage()
    a = _figure_of(view, 0)
    other = _figure_of(view, 2)
    hl = LIGHT.highlight

    def marked(area: HitArea) -> bool:
        c = QColor(img.pixel(int(area.rect.left()) + 2, int(area.rect.top()) + 4))
        return abs(c.hue() - hl.hue()) < 15 and c.saturation() > 60

    assert marked(a) and not marked(other)
    view.select_deal(None)
    img = view.grab().toImage()
    assert not marked(a)


def test_view_keyboard_steps_through_deals_and_opens_one(qtbot, view):
    n = len(scored(GAME_CASES["contract"])[1].deals)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.selected_deal() == 0
    assert view.accessibleDescription().startswith("Deal 1: ")
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.selected_deal() == 0
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.selected_deal() == n - 1
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.selected_deal() == n - 1
    with qtbot.waitSignal(view.deal_activated, timeout=2000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [n - 1]


def test_view_zoom_changes_the_size_hint(qtbot, view):
    base = view.sizeHint()
    view.zoom_in()
    bigger = view.sizeHint()
    assert bigger.width() > base.width() and bigger.height() > base.height()
    assert view.minimumSizeHint() == bigger  # in a scroll area the pad grows, in large type
    view.zoom_out()
    view.zoom_out()
    assert view.sizeHint().width() < base.width()
    view.reset_zoom()
    assert view.sizeHint() == base
    for _ in range(40):
        view.zoom_in()
    assert view.zoom() == PadView.ZOOM_STEPS[-1]


def test_view_follows_style_and_preview(qtbot, view):
    rubber, sheet = scored(GAME_CASES["contract"])
    view.set_style(replace(view.style_(), dark=True))
    img = view.grab().toImage()
    assert QColor(img.pixel(view.width() // 2, 3)).lightness() < 70
    view.set_rubber(rubber, sheet, preview_deal=len(sheet.deals) - 1)
    view.grab()
    a = _figure_of(view, len(sheet.deals) - 1)
    with qtbot.assertNotEmitted(view.deal_activated):  # a pencilled deal is not yet a deal
        qtbot.mouseDClick(view, Qt.MouseButton.LeftButton, pos=a.rect.center().toPoint())


def test_view_without_a_rubber_paints_blank_paper(qtbot):
    v = PadView()
    qtbot.addWidget(v)
    v.resize(200, 200)
    img = v.grab().toImage()
    assert QColor(img.pixel(100, 100)) == LIGHT.paper
    assert v.hit_areas() == []


@pytest.mark.parametrize("game", ["short_whist", "contract"])
def test_hidpi_paints_the_same_pad_at_twice_the_pixels(qapp, game):
    """On a HiDPI screen (device pixel ratio 2) the pad is drawn at full resolution, not scaled
    up: it matches the same pad painted into an image twice the size, pixel for pixel (but for
    antialiasing)."""
    rubber, sheet = scored(GAME_CASES[game])
    size = pad_size(rubber, sheet)
    w, h = 450, round(450 * size.height() / size.width())

    def image(dpr: float) -> tuple[QImage, list[HitArea]]:
        img = QImage(2 * w, 2 * h, QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(dpr)
        img.fill(QColor("white"))
        p = QPainter(img)
        found = paint_pad(p, QRectF(0, 0, 2 * w / dpr, 2 * h / dpr), rubber, sheet)
        p.end()
        return img, found

    hi, areas = image(2.0)  # painted in logical coordinates, w × h
    ref, _ = image(1.0)  # the same pad painted into 2w × 2h pixels
    assert areas and all(a.rect.right() <= w + 0.5 for a in areas)
    total = differing = 0
    for y in range(0, hi.height(), 2):
        for x in range(0, hi.width(), 2):
            total += 1
            d = abs(QColor(hi.pixel(x, y)).lightness() - QColor(ref.pixel(x, y)).lightness())
            differing += d > 24
    print(f"HiDPI: {differing} of {total} sampled pixels differ")
    assert differing / total < 0.002, differing


@pytest.mark.parametrize("game", ["short_whist", "chicago"])
def test_pdf_gets_vectors_and_no_bitmap(qapp, tmp_path, game):
    """Printed (PDF) pads are drawn, never pasted in as pictures: no image object in the file,
    the figures as text in the pad's faces."""
    from PySide6.QtGui import QPageSize, QPdfWriter

    rubber, sheet = scored(GAME_CASES[game])
    out = tmp_path / "pad.pdf"
    writer = QPdfWriter(str(out))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setResolution(1200)
    p = QPainter(writer)
    areas = paint_pad(
        p,
        QRectF(0, 0, writer.width(), writer.height()),
        rubber,
        sheet,
        style=PadStyle(print_mode=True),
    )
    p.end()
    data = out.read_bytes()
    assert areas and data.startswith(b"%PDF")
    assert b"/Subtype /Image" not in data
    assert b"/Subtype /Type0" in data  # the faces are embedded as fonts


def test_view_turns_the_marker_keys_then_rests(qtbot):
    """Recording a whist hand shows the card at once and turns the marker's keys over a moment;
    at rest the keys show the new position."""
    obj = {"game": "long_whist", "deals": [{"tricks": {"NS": 10, "EW": 3}}]}
    r1, s1 = scored_record(obj)
    r2, s2 = scored_record({**obj, "deals": [*obj["deals"], {"tricks": {"NS": 8, "EW": 5}}]})
    v = PadView()
    qtbot.addWidget(v)
    v.resize(760, 480)
    v.set_rubber(r1, s1)
    v.show()
    qtbot.waitExposed(v)
    assert not v.animating()
    v.set_rubber(r2, s2)
    assert v.animating()
    v.grab()  # paints part-turned keys, and the new card line already
    assert any(a.deal == 1 for a in v.hit_areas())
    qtbot.waitUntil(lambda: not v.animating(), timeout=3000)
    v.grab()
    marker = next(a for a in v.hit_areas() if a.explain.startswith("WE:"))
    assert marker.explain.startswith(f"WE: {s2.position.toward_game[Side.NS]} points")
    # no turning in print mode, or when switched off
    v.set_style(PadStyle(print_mode=True))
    v.set_rubber(r1, s1)
    assert not v.animating()
