"""The pad view paints a change only where it reaches (a hand recorded: its line, the foot, the
markers; the keys turning: their marker), and what it shows is pixel for pixel a whole paint."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QFrame, QScrollArea

from scorepad.records.record import Rubber
from scorepad.rules import score
from ui.pad import PadView

pytestmark = pytest.mark.gui

PLAYERS = {"N": "Colonel Brown", "E": "Mrs Grey", "S": "Miss Amelia Fortescue", "W": "Dr Lamb"}
WHIST = [{"tricks": {"NS": n, "EW": 13 - n}} for n in (8, 7, 6, 9, 5, 10, 7)]
CONTRACT = [
    {"declarer": "S", "contract": "2H", "result": 8},
    {"declarer": "E", "contract": "1NT", "result": 7},
    {"declarer": "N", "contract": "3C", "result": 9},
    {"declarer": "W", "contract": "2S", "result": 8},
    {"declarer": "S", "contract": "4H", "result": 10},
]


def shown(qtbot: Any) -> tuple[QScrollArea, PadView]:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    view = PadView()
    area.setWidget(view)
    qtbot.addWidget(area)
    area.resize(594, 699)
    area.show()
    qtbot.waitExposed(area)
    return area, view  # (the area kept: it owns the view)


def rubber_of(game: str, deals: list[dict[str, Any]]) -> tuple[Rubber, Any]:
    rubber = Rubber.from_json({"game": game, "players": PLAYERS, "deals": deals})
    return rubber, score(rubber)


def whole(view: PadView) -> QImage:
    """The pad as a whole paint of its state shows it."""
    view._painted = None
    return view.grab().toImage()


def as_painted(view: PadView) -> QImage:
    return view.grab().toImage()


class Updates:
    """The parts of the view asked to be repainted."""

    def __init__(self, view: PadView) -> None:
        self.parts: list[QRect | None] = []
        original = view.update

        def update(*args: Any) -> None:
            if args and isinstance(args[0], QRegion):
                self.parts.extend(QRect(r) for r in args[0])
            else:
                self.parts.append(QRect(args[0]) if args and isinstance(args[0], QRect) else None)
            original(*args)

        view.update = update  # type: ignore[method-assign]


@pytest.mark.parametrize(("game", "deals"), [("short_whist", WHIST), ("contract", CONTRACT)])
def test_each_change_painted_in_parts_is_the_whole_paint(qtbot, game, deals):
    _area, view = shown(qtbot)
    view.set_rubber(*rubber_of(game, []))
    as_painted(view)  # the first paint: whole
    for n in range(1, len(deals) + 1):
        rubber, sheet = rubber_of(game, deals[:n])
        view.set_rubber(rubber, sheet, preview_deal=n - 1)  # typed: pencilled
        assert as_painted(view) == whole(view)
        view.set_rubber(rubber, sheet)  # recorded
        if view.animating():
            view.turn_animation().setCurrentTime(view.TURN_MS // 3)
            assert as_painted(view) == whole(view)
            view.turn_animation().setCurrentTime(view.TURN_MS)
        assert as_painted(view) == whole(view)
        view.select_deal(0)
        assert as_painted(view) == whole(view)
        view.select_deal(None)
        assert as_painted(view) == whole(view)
        if sheet.complete:
            break


def test_a_hand_recorded_repaints_only_part_of_the_pad(qtbot):
    _area, view = shown(qtbot)
    rubber, sheet = rubber_of("contract", CONTRACT[:1])
    view.set_rubber(rubber, sheet)
    as_painted(view)
    updates = Updates(view)
    view.set_rubber(*rubber_of("contract", CONTRACT[:2]))
    assert updates.parts, "the change was not repainted"
    assert None not in updates.parts  # never the whole widget
    area = sum(r.width() * r.height() for r in updates.parts if r is not None)
    assert area < view.width() * view.height() * 0.8, updates.parts
    assert as_painted(view) == whole(view)


def test_the_keys_turning_repaint_only_the_markers(qtbot):
    _area, view = shown(qtbot)
    view.set_rubber(*rubber_of("short_whist", WHIST[:1]))
    as_painted(view)
    view.set_rubber(*rubber_of("short_whist", WHIST[:2]))  # a key turns up
    assert view.animating()
    anim = view.turn_animation()
    anim.pause()
    as_painted(view)
    markers = [a.rect for a in view.hit_areas() if a.explain.startswith(("WE:", "THEY:"))]
    assert len(markers) == 2
    updates = Updates(view)
    anim.setCurrentTime(view.TURN_MS // 2)
    parts = [r for r in updates.parts if r is not None]
    assert parts and None not in updates.parts
    reach = markers[0].united(markers[1]).adjusted(-12, -12, 12, 12)
    for r in parts:
        assert reach.contains(r.toRectF()), (r, reach)
    assert as_painted(view) == whole(view)


def test_what_changed_between_two_layouts(qapp):
    from PySide6.QtCore import QRectF

    from ui.pad.ops import CustomOp, LineOp, TextOp, changed_boxes, paint_key

    a = TextOp(QRectF(10, 10, 50, 20), "60")
    b = TextOp(QRectF(10, 40, 50, 20), "40")
    rule = LineOp(0, 100, 300, 100)

    def keys(ops: list[Any], preview: int | None = None) -> list[tuple[object, ...]]:
        return [paint_key(op, preview, None) for op in ops]

    assert changed_boxes(keys([a, rule]), [a, rule], keys([a, rule]), [a, rule]) == []
    boxes = changed_boxes(keys([a, rule]), [a, rule], keys([a, b, rule]), [a, b, rule])
    assert boxes is not None and len(boxes) == 1
    x0, y0, x1, y1 = boxes[0]
    assert x0 <= 10 and y0 <= 40 and x1 >= 60 and y1 >= 60  # the new figure, with a margin
    assert y0 > 20  # and not the one that stayed
    # the ops that stay, painted in another order: anything may differ
    assert changed_boxes(keys([a, b]), [a, b], keys([b, a]), [b, a]) is None
    # a deal pencilled, then inked: its figure changed
    inked = TextOp(QRectF(10, 40, 50, 20), "40", deal=1)
    assert changed_boxes(keys([inked], 1), [inked], keys([inked]), [inked]) not in (None, [])
    # something drawn by hand with no key or bounds can draw anywhere
    free = CustomOp(lambda p, pal, st: None)
    assert changed_boxes(keys([a]), [a], keys([a, free]), [a, free]) is None
    keyed = CustomOp(lambda p, pal, st: None, key=("k", 1), bounds=QRectF(0, 0, 5, 5))
    assert changed_boxes(keys([a]), [a], keys([a, keyed]), [a, keyed]) == [(0.0, 0.0, 5.0, 5.0)]


def test_a_rule_or_box_stretched_changes_only_round_its_moved_end(qapp):
    from PySide6.QtCore import QRectF

    from ui.pad.ops import BoxOp, LineOp, TextOp, changed_boxes, ops_reaching, paint_key

    def keys(ops: list[Any], preview: int | None = None) -> list[tuple[object, ...]]:
        return [paint_key(op, preview, None) for op in ops]

    figure = TextOp(QRectF(10, 20, 50, 20), "60")
    short, long = LineOp(80, 10, 80, 300), LineOp(80, 10, 80, 340)
    boxes = changed_boxes(
        keys([figure, short]), [figure, short], keys([figure, long]), [figure, long]
    )
    assert boxes is not None and len(boxes) == 1
    x0, y0, x1, y1 = boxes[0]
    assert x0 < 80 < x1 and y0 < 300 and y1 > 340
    assert y0 > 250  # not the length both lines cover
    # so the figure beside the rule's first stretch is not painted again
    assert ops_reaching([figure, long], keys([figure, long]), boxes) == [long]
    # a rule that moved, or a pencilled (dashed) one, changes all along
    moved = LineOp(90, 10, 90, 340)
    boxes = changed_boxes(keys([short]), [short], keys([moved]), [moved])
    assert boxes is not None and min(b[1] for b in boxes) < 20
    dashed = LineOp(80, 10, 80, 300, deal=1)
    dashed_long = LineOp(80, 10, 80, 340, deal=1)
    boxes = changed_boxes(keys([dashed], 1), [dashed], keys([dashed_long], 1), [dashed_long])
    assert boxes is not None and min(b[1] for b in boxes) < 20
    # the card's border one line taller: only round its foot
    card = BoxOp(QRectF(0, 0, 400, 300), "printed", 1.0)
    taller = BoxOp(QRectF(0, 0, 400, 330), "printed", 1.0)
    boxes = changed_boxes(keys([card]), [card], keys([taller]), [taller])
    assert boxes is not None and len(boxes) == 1 and boxes[0][1] > 250
    # an outline is not painted again for a part well inside it
    inside = [(100.0, 100.0, 200.0, 150.0)]
    assert ops_reaching([card], keys([card]), inside) == []
    assert ops_reaching([card], keys([card]), [(-5.0, 100.0, 20.0, 150.0)]) == [card]
    # the ops that stay, and the one stretched, in another order: anything may differ
    boxes = changed_boxes(
        keys([figure, short]), [figure, short], keys([long, figure]), [long, figure]
    )
    assert boxes is None


def test_a_whist_hand_recorded_leaves_the_lines_above_it_alone(qtbot):
    # (short names: the card has room to rule more lines, and each hand recorded makes its
    # column rules longer)
    players = {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}

    def of(n: int) -> tuple[Rubber, Any]:
        rubber = Rubber.from_json({"game": "short_whist", "players": players, "deals": WHIST[:n]})
        return rubber, score(rubber)

    _area, view = shown(qtbot)
    view.set_rubber(*of(2))
    as_painted(view)
    rubber, sheet = of(3)
    view.set_rubber(rubber, sheet, preview_deal=2)
    as_painted(view)
    first = [a.rect for a in view.hit_areas() if a.deal == 0]
    assert first
    updates = Updates(view)
    view.set_rubber(rubber, sheet)  # recorded: the third line inked, the card's rules longer
    parts = [r for r in updates.parts if r is not None]
    assert parts and None not in updates.parts
    for figure in first:
        assert not any(r.toRectF().intersects(figure) for r in parts), (figure, parts)
    if view.animating():
        view.turn_animation().setCurrentTime(view.TURN_MS)
    assert as_painted(view) == whole(view)


@pytest.mark.parametrize("game", ["short_whist", "long_whist", "american_whist"])
@pytest.mark.parametrize("size", [(594, 699), (433, 517)])
def test_rules_stretched_in_parts_are_the_whole_paint(qtbot, game, size):
    # (short names: the card's column rules and border grow at each hand recorded)
    players = {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}
    area, view = shown(qtbot)
    area.resize(*size)
    qtbot.wait(1)
    stretched = 0
    for n in range(1, len(WHIST) + 1):
        rubber = Rubber.from_json({"game": game, "players": players, "deals": WHIST[:n]})
        sheet = score(rubber)
        view.set_rubber(rubber, sheet, preview_deal=n - 1)
        assert as_painted(view) == whole(view)
        updates = Updates(view)
        view.set_rubber(rubber, sheet)
        stretched += None not in updates.parts
        if view.animating():
            view.turn_animation().setCurrentTime(view.TURN_MS)
        assert as_painted(view) == whole(view)
        if sheet.complete:
            break
    assert stretched  # (some hands were painted in parts)
