"""The whist-marker keys while they turn, as the recording of a hand needs them: a hand pencilled
while the keys still turn lets the turn run on, and a key a hair into its turn is drawn from the
marker already drawn at rest (no marker drawn anew for the first frame after a hand)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QImage, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QFrame, QScrollArea

import ui.pad.whist as whist
from scorepad.enums import Side
from scorepad.records.record import Rubber
from scorepad.rules import score
from ui.pad import LIGHT, PadView

pytestmark = pytest.mark.gui

PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
HANDS = [
    {"tricks": {"NS": 8, "EW": 5}},
    {"tricks": {"NS": 7, "EW": 6}},
    {"tricks": {"NS": 6, "EW": 7}},
]


def sheet_of(deals: list[dict[str, Any]]) -> tuple[Rubber, Any]:
    rubber = Rubber.from_json({"game": "short_whist", "players": PLAYERS, "deals": deals})
    return rubber, score(rubber)


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


def test_a_hand_pencilled_while_the_keys_turn_lets_the_turn_run_on(qtbot):
    _area, view = shown(qtbot)
    view.set_rubber(*sheet_of(HANDS[:1]))
    view.set_rubber(*sheet_of(HANDS[:2]))  # recorded: a key turns up
    anim = view.turn_animation()
    anim.pause()
    anim.setCurrentTime(PadView.TURN_MS // 2)
    half = view.key_angles()
    assert half is not None and 0.2 < half[Side.NS][2] < 0.8
    rubber, sheet = sheet_of(HANDS)
    view.set_rubber(rubber, sheet, preview_deal=2)  # the next hand, pencilled
    assert view.animating()
    assert anim.currentTime() == PadView.TURN_MS // 2  # not started again from where it stood
    assert view.key_angles() == half
    anim.setCurrentTime(PadView.TURN_MS)
    qtbot.waitUntil(lambda: not view.animating())
    done = view.key_angles()
    assert done is not None and done[Side.NS][:4] == (1.0, 1.0, 1.0, 0.0)  # the recorded keys


def test_a_newly_recorded_hand_still_turns_the_keys_from_where_they_stand(qtbot):
    _area, view = shown(qtbot)
    view.set_rubber(*sheet_of(HANDS[:1]))
    view.set_rubber(*sheet_of(HANDS[:2]))
    anim = view.turn_animation()
    anim.pause()
    anim.setCurrentTime(PadView.TURN_MS // 2)
    half = view.key_angles()
    view.set_rubber(*sheet_of(HANDS))  # recorded while turning: a new turn, to new keys
    assert view.animating()
    assert view.key_angles() == half  # it starts where the keys stood
    view.turn_animation().setCurrentTime(PadView.TURN_MS)
    qtbot.waitUntil(lambda: not view.animating())
    assert view.key_angles() == whist.marker_states(sheet_of(HANDS)[1])


def test_keys_at_rest_are_drawn_exactly_and_turning_ones_to_a_64th():
    rest = (1.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    assert whist.on_screen(rest) == rest
    assert whist.on_screen(tuple(x + 0.003 for x in rest)) == rest
    turning = whist.on_screen((0.3, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0))
    assert turning[0] == round(0.3 * 64) / 64


def test_a_key_a_hair_into_its_turn_is_drawn_from_the_marker_at_rest(qapp, monkeypatch, tmp_path):
    drawn: list[tuple[float, ...]] = []
    real = whist.paint_marker

    def counted(painter: QPainter, pal: Any, side: Side, state: Any, target: int) -> None:
        drawn.append(state)
        real(painter, pal, side, state, target)

    monkeypatch.setattr(whist, "paint_marker", counted)
    monkeypatch.setattr(whist, "_CACHE", type(whist._CACHE)())
    image = QImage(600, 300, QImage.Format.Format_ARGB32_Premultiplied)
    rest = (1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    for state in (rest, (1.0, 1.0, 0.002, 0.0, 0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 0.5, 0, 0, 0, 0, 0)):
        p = QPainter(image)
        p.scale(1.1, 1.1)
        whist.draw_marker(p, LIGHT, Side.NS, state, 5)
        p.end()
    assert drawn == [rest, (1.0, 1.0, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0)]
    # printing draws the vector marker, exactly as asked
    pdf = QPdfWriter(str(tmp_path / "marker.pdf"))
    pdf.setPageSize(QPageSize(QPageSize.PageSizeId.A5))
    p = QPainter(pdf)
    whist.draw_marker(p, LIGHT, Side.NS, (1.0, 1.0, 0.002, 0, 0, 0, 0, 0), 5)
    p.end()
    assert drawn[-1] == (1.0, 1.0, 0.002, 0, 0, 0, 0, 0)
