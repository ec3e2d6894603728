"""The pad first: a hand recorded, or a change heard from elsewhere, is painted on the pad in
front before the rest of the pane (the deal list, the entry, the titles) is touched; the rest
follows. A pad given what it shows already lays nothing out again. What the pad shows is the
same as a whole paint of it. (No timings: ``bench/bench_record.py`` and
``bench/bench_entry_window.py`` time it.)"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QImage

import ui.pad.view as view_module
from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.store import RecordDeal, Store
from ui.pad import PadView
from ui.rubber_pane import RubberPane

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

PLAYERS = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}
LINES = {
    "short_whist": ["7", "8 hNS2", "6", "5 hEW3"],
    "contract": ["2H S 8", "1NT E 7", "2C N 8", "2S W 8"],
}


class Paints(QObject):
    """Each paint of the watched widgets, in order: (name, what the pane showed then)."""

    def __init__(self, pane: RubberPane) -> None:
        super().__init__(pane)
        self.pane = pane
        self.seen: list[tuple[str, int, int, int]] = []
        self.names = {pane.pad: "pad", pane.deal_list.viewport(): "deal list"}
        for w in self.names:
            w.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and obj in self.names:
            pad_sheet = self.pane.pad._sheet
            self.seen.append(
                (
                    self.names[obj],  # type: ignore[index]
                    len(pad_sheet.deals) if pad_sheet is not None else -1,
                    self.pane.model.rowCount(),
                    len(self.pane.rubber.deals),
                )
            )
        return False

    def first(self, name: str) -> tuple[str, int, int, int] | None:
        return next((s for s in self.seen if s[0] == name), None)


def typed(pane: RubberPane, line: str) -> None:
    pane.quick.setFocus()
    pane.quick.setText(line)
    pane.quick.textEdited.emit(line)
    assert pane.record_button.isEnabled(), pane.quick_hint.text()


def whole_paint(pad: PadView) -> QImage:
    """The pad as a fresh whole paint of what it shows would paint it."""
    kept = pad._painted
    pad._painted = None
    image = pad.grab().toImage()
    pad._painted = kept
    return image


@pytest.mark.parametrize("game", sorted(LINES))
def test_a_hand_recorded_is_painted_on_the_pad_before_the_rest_of_the_pane(
    window: Any, qtbot: Any, game: str
) -> None:
    pane = window.start_rubber(Rubber(game=game, players=PLAYERS))
    qtbot.waitExposed(pane.pad)
    paints = Paints(pane)
    for n, line in enumerate(LINES[game], 1):
        typed(pane, line)
        qtbot.wait(20)
        paints.seen.clear()
        assert pane.record()
        # Painted within record(), the new hand on it, while the deal list had yet to hear of
        # the hand (it had n - 1 rows then).
        first = paints.first("pad")
        assert first is not None, f"hand {n}: the pad was not painted in record()"
        assert first[1] == n and first[2] == n - 1, first
        # The rest of the pane is up to date when record() returns, and painted just after.
        assert pane.model.rowCount() == n
        qtbot.waitUntil(lambda n=n: any(s[0] == "deal list" and s[2] == n for s in paints.seen))
        after = paints.seen.index(first)
        assert all(s[2] < n for s in paints.seen[:after] if s[0] == "deal list"), paints.seen
        qtbot.wait(5)
        if pane.pad.animating():
            pane.pad.turn_animation().setCurrentTime(pane.pad.TURN_MS)
        assert pane.pad.grab().toImage() == whole_paint(pane.pad)


def test_keys_typed_right_after_enter_land_in_the_quick_entry(window: Any, qtbot: Any) -> None:
    pane = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    pane.quick.setFocus()
    qtbot.waitUntil(pane.quick.hasFocus)
    qtbot.keyClicks(pane.quick, "2H S 8")
    qtbot.keyClick(pane.quick, Qt.Key.Key_Return)
    qtbot.keyClicks(pane.quick, "1NT")  # typed at once, before the event loop turns
    assert len(pane.rubber.deals) == 1
    assert pane.quick.hasFocus()
    assert pane.quick.text() == "1NT"


def test_the_last_hand_of_a_rubber_paints_the_pad_first_and_shows_the_end(
    window: Any, qtbot: Any
) -> None:
    pane = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    qtbot.waitExposed(pane.pad)
    for line in ("4S S 10", "3NT E 9"):
        typed(pane, line)
        assert pane.record()
    paints = Paints(pane)
    typed(pane, "4H S 10")  # the second game: the rubber is over
    qtbot.wait(5)
    paints.seen.clear()
    assert pane.record()
    assert pane.sheet.complete
    first = paints.first("pad")
    assert first is not None and first[1] == 3 and first[2] == 2, paints.seen
    # the entry gave way to what comes next, as before
    assert not pane.quick.isVisible() and pane.over.isVisible()
    qtbot.wait(5)
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)
    # undo reopens it, and the pad shows the hand gone
    pane.undo_stack.undo()
    assert not pane.sheet.complete and len(pane.pad._sheet.deals) == 2  # type: ignore[union-attr]
    assert pane.quick.isVisible()
    qtbot.wait(5)
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)


def test_a_change_from_another_connection_paints_the_pad_in_front_first(
    window: Any, qtbot: Any, store: Store
) -> None:
    pane = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    qtbot.waitExposed(pane.pad)
    typed(pane, "2H S 8")
    assert pane.record()
    qtbot.wait(5)
    paints = Paints(pane)
    with Store.open(store.path, backup=False) as other:  # a phone's hand, say
        other.run(RecordDeal(pane.rubber_id, {"declarer": "E", "contract": "1NT", "result": 7}))
    assert store.check_elsewhere()
    first = paints.first("pad")
    assert first is not None and first[1] == 2 and first[2] == 1, paints.seen
    assert pane.model.rowCount() == 2 and len(pane.rubber.deals) == 2
    qtbot.waitUntil(lambda: paints.first("deal list") is not None)
    qtbot.wait(5)
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)


def test_a_pad_behind_another_tab_is_not_painted_until_shown(window: Any, qtbot: Any) -> None:
    behind = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    window.start_rubber(Rubber(game="short_whist", players=PLAYERS))  # in front now
    qtbot.wait(5)
    assert not behind.pad.isVisible()
    paints = Paints(behind)
    window.store.run(RecordDeal(behind.rubber_id, {"declarer": "S", "contract": "2H", "result": 8}))
    assert paints.seen == []
    assert len(behind.rubber.deals) == 1  # its figures up to date, drawn when shown
    window.tabs.setCurrentWidget(behind)
    qtbot.waitUntil(lambda: paints.first("pad") is not None)
    assert paints.first("pad")[1] == 1  # type: ignore[index]


@pytest.fixture
def layouts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every layout of a pad (the whist card's and the bridge pad's)."""
    calls: list[str] = []
    for name in ("layout_whist", "layout_pad"):
        real = getattr(view_module, name)

        def counted(*args: Any, _real: Any = real, _name: str = name, **kw: Any) -> Any:
            calls.append(_name)
            return _real(*args, **kw)

        monkeypatch.setattr(view_module, name, counted)
    return calls


@pytest.mark.parametrize("game", ["short_whist", "contract"])
def test_set_rubber_with_what_the_pad_shows_lays_nothing_out(
    qtbot: Any, layouts: list[str], game: str
) -> None:
    pad = PadView()
    qtbot.addWidget(pad)
    pad.resize(500, 600)
    pad.show()
    qtbot.waitExposed(pad)
    deal = {"tricks": {"NS": 7, "EW": 6}} if game == "short_whist" else None
    deal = deal or {"declarer": "S", "contract": "2H", "result": 8}
    rubber = Rubber.from_json({"game": game, "players": PLAYERS, "deals": [deal]})
    sheet = score(rubber)
    pad.set_rubber(rubber, sheet)
    assert len(layouts) == 1
    pad.set_rubber(rubber, sheet)  # the very same: nothing
    assert len(layouts) == 1
    pad.set_rubber(rubber, sheet, preview_deal=0)  # the same, pencilled: laid out again
    assert len(layouts) == 2
    pad.set_rubber(rubber, sheet, preview_deal=0)
    assert len(layouts) == 2
    pad.set_rubber(rubber, score(rubber))  # an equal sheet, but another: laid out
    assert len(layouts) == 3


def test_a_preview_of_the_same_draft_lays_the_pad_out_once(
    window: Any, qtbot: Any, layouts: list[str]
) -> None:
    pane = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    typed(pane, "2H S 8")
    layouts.clear()
    assert pane.preview()
    assert pane.preview()
    assert layouts == []  # the draft was pencilled already, when it was typed


def empty_contract_pad(qtbot: Any) -> tuple[PadView, Rubber]:
    """A pad of its own, shown, with a contract rubber of no hands on it."""
    pad = PadView()
    qtbot.addWidget(pad)
    pad.resize(500, 600)
    pad.show()
    qtbot.waitExposed(pad)
    rubber = Rubber.from_json({"game": "contract", "players": PLAYERS, "deals": []})
    pad.set_rubber(rubber, score(rubber))
    return pad, rubber


def test_paint_now_paints_the_pending_change_at_once(qtbot: Any) -> None:
    pad, rubber = empty_contract_pad(qtbot)
    qtbot.wait(5)
    assert not pad.paint_now()  # nothing pending
    painted: list[int] = []
    real = pad.paintEvent
    pad.paintEvent = lambda e: (painted.append(1), real(e))[1]  # type: ignore[method-assign]
    rubber = rubber.with_deal({"declarer": "S", "contract": "2H", "result": 8})
    pad.set_rubber(rubber, score(rubber))
    assert painted == []
    assert pad.paint_now()
    assert painted == [1]
    assert not pad.paint_now()
    assert pad.grab().toImage() == whole_paint(pad)


def test_the_hand_that_ends_a_whist_rubber_shows_the_pad_painted_while_it_was_typed(
    window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # At the bench's size the card of this rubber grows past the pane's proportions with its
    # last hand, and the whole pad is fitted and painted anew.
    window.resize(1200, 780)
    pane = window.start_rubber(Rubber(game="short_whist", players=PLAYERS))
    qtbot.waitExposed(pane.pad)
    lines = ["7", "8 hNS2", "6", "9", "5 hEW3", "10", "7"]  # the seventh hand ends it
    for line in lines[:-1]:
        typed(pane, line)
        assert pane.record()
        pane.pad.turn_animation().setCurrentTime(pane.pad.TURN_MS)
    typed(pane, lines[-1])
    verdict = pane._draft_problems(pane.form.draft())
    assert not isinstance(verdict, list) and verdict[1].complete
    qtbot.waitUntil(pane.pad.prepared)  # painted whole, off the path of the record
    whole_paints: list[int] = []
    real = PadView._paint_all
    monkeypatch.setattr(PadView, "_paint_all", lambda v: (whole_paints.append(1), real(v))[1])
    assert pane.record()
    assert pane.sheet.complete
    assert whole_paints == []  # the paint made ready was shown
    assert not pane.pad.prepared()
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)
    pane.pad.turn_animation().setCurrentTime(pane.pad.TURN_MS // 2)
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)
    pane.pad.turn_animation().setCurrentTime(pane.pad.TURN_MS)
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)


def test_a_hand_recorded_while_the_keys_still_turn_shows_the_paint_made_ready(
    window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As above, but the last hand is typed and recorded before the keys have finished turning
    # from the hand before: the paint made ready has the keys where they stood then, the pad
    # recorded has them further on. The paint made ready is shown, its markers painted again.
    window.resize(1200, 780)
    pane = window.start_rubber(Rubber(game="short_whist", players=PLAYERS))
    qtbot.waitExposed(pane.pad)
    lines = ["7", "8 hNS2", "6", "9", "5 hEW3", "10", "7"]  # the seventh hand ends it
    for line in lines[:-1]:
        typed(pane, line)
        assert pane.record()
        if line != lines[-2]:
            pane.pad.turn_animation().setCurrentTime(pane.pad.TURN_MS)
    anim = pane.pad.turn_animation()
    assert pane.pad.animating()
    anim.pause()
    anim.setCurrentTime(pane.pad.TURN_MS // 4)  # the sixth hand's keys a quarter turned
    typed(pane, lines[-1])
    qtbot.waitUntil(pane.pad.prepared)
    anim.setCurrentTime(pane.pad.TURN_MS // 2)  # and turned on before the seventh is recorded
    whole_paints: list[int] = []
    real = PadView._paint_all
    monkeypatch.setattr(PadView, "_paint_all", lambda v: (whole_paints.append(1), real(v))[1])
    assert pane.record()
    assert pane.sheet.complete
    assert whole_paints == []  # the paint made ready was shown, its markers painted again
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)
    pane.pad.turn_animation().setCurrentTime(pane.pad.TURN_MS)
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)


def test_a_paint_made_ready_for_another_change_is_not_shown(qtbot: Any) -> None:
    pad = PadView()
    qtbot.addWidget(pad)
    pad.resize(500, 560)  # the fourth hand grows the card past this
    pad.show()
    qtbot.waitExposed(pad)

    def rubber(*tricks: int) -> Rubber:
        deals = [{"tricks": {"NS": n, "EW": 13 - n}} for n in tricks]
        return Rubber.from_json({"game": "short_whist", "players": PLAYERS, "deals": deals})

    pad.set_rubber(rubber(9, 9, 9), score(rubber(9, 9, 9)))
    pad.turn_animation().setCurrentTime(pad.TURN_MS)
    pad.grab()
    pad.prepare(rubber(9, 9, 9, 9), score(rubber(9, 9, 9, 9)))
    qtbot.waitUntil(pad.prepared)
    other = rubber(9, 9, 9, 10)
    # not what was made ready: the parts that differ painted again (or painted as ever)
    pad.set_rubber(other, score(other))
    assert not pad.prepared()
    assert pad.grab().toImage() == whole_paint(pad)
    if pad.animating():
        pad.turn_animation().setCurrentTime(pad.TURN_MS)
    assert pad.grab().toImage() == whole_paint(pad)


def test_a_change_heard_while_a_hand_is_typed_never_paints_the_pad_without_it(
    window: Any, qtbot: Any, store: Store
) -> None:
    pane = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    qtbot.waitExposed(pane.pad)
    typed(pane, "2H S 8")
    qtbot.wait(20)
    pencils: list[int | None] = []

    class Pencils(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                pencils.append(pane.pad._preview)
            return False

    watch = Pencils(pane)
    pane.pad.installEventFilter(watch)
    with Store.open(store.path, backup=False) as other:
        other.run(RecordDeal(pane.rubber_id, {"declarer": "E", "contract": "1NT", "result": 7}))
    assert store.check_elsewhere()
    qtbot.waitUntil(lambda: bool(pencils))
    qtbot.wait(20)
    assert len(pane.rubber.deals) == 1
    assert pane.pad._preview == 1  # the hand typed, pencilled as the second
    assert pencils and None not in pencils, pencils
    assert pane.pad.grab().toImage() == whole_paint(pane.pad)


def test_the_paper_for_the_next_change_is_made_after_a_whole_paint_not_during_it(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    pad, rubber = empty_contract_pad(qtbot)
    pad.repaint()  # a whole paint
    qtbot.waitUntil(lambda: pad._painted is not None and pad._painted.paper is not None)
    wholes: list[int] = []
    real = PadView._paint_whole
    monkeypatch.setattr(
        PadView, "_paint_whole", lambda v, *a: (wholes.append(len(a[1].ops)), real(v, *a))[1]
    )
    rubber = rubber.with_deal({"declarer": "S", "contract": "2H", "result": 8})
    pad.set_rubber(rubber, score(rubber))  # painted in parts, from the paper made already
    assert pad.paint_now()
    assert wholes == []
    monkeypatch.undo()
    assert pad.grab().toImage() == whole_paint(pad)
