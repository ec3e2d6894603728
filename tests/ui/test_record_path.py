"""A hand recorded, in kind rather than in time: the rules service scores it once on the way to
the pad, a hand it refuses is refused before anything is written, and the deal list is not
measured afresh at every hand.

Timings are for ``bench/bench_startup.py`` (section 2); these tests catch the kind of regression
that made recording slow: a second or third score of the same hand, the deal list sizing every
column to every cell at each insert.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.rules.base import GameRules
from ui.rubber_pane import RubberPane

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

PLAYERS = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}

#: Quick-entry lines for each game, as a scorer types them (none ends a rubber in four hands).
LINES = {
    "short_whist": ["7", "8 hNS2", "6", "5 hEW3"],
    "long_whist": ["7", "8 hNS2", "6", "9"],
    "american_whist": ["7", "8", "6", "9"],
    "bridge_whist": ["H 8", "S 9", "D 7", "C 8"],
    "auction": ["2H S 8", "1NT E 7", "3C N 9", "2S W 8"],
    "contract": ["2H S 8", "1NT E 7", "2C N 8", "2S W 8"],
    "chicago": ["2H S 8", "1NT E 7", "2C N 8", "2S W 8"],
}


@pytest.fixture
def scores(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every call of the rules service's scorer (one entry each)."""
    calls: list[int] = []
    real = GameRules.score

    def counted(self: GameRules, rubber: Rubber, settings: Any) -> Any:
        calls.append(len(rubber.deals))
        return real(self, rubber, settings)

    monkeypatch.setattr(GameRules, "score", counted)
    return calls


def typed(qtbot: Any, pane: RubberPane, line: str) -> None:
    """``line`` typed into the quick entry (its completer's popup left out: the preview
    follows the edit as it does each key)."""
    pane.quick.setText(line)
    pane.quick.textEdited.emit(line)
    assert pane.record_button.isEnabled(), pane.quick_hint.text()


@pytest.mark.parametrize("game", sorted(LINES))
def test_a_hand_typed_and_recorded_is_scored_once(window: Any, qtbot: Any, scores: list, game):
    pane = window.start_rubber(Rubber(game=game, players=PLAYERS))
    for n, line in enumerate(LINES[game], 1):
        typed(qtbot, pane, line)
        scores.clear()
        assert pane.record()
        # the store's score on the way in; the pane reuses the preview's verdict on the draft
        assert scores == [n], f"{game} hand {n}: scored {len(scores)} times"
        assert len(pane.rubber.deals) == n
        assert pane.sheet is not None and len(pane.sheet.deals) == n


def test_the_pad_shows_the_sheet_the_store_returned(window: Any, qtbot: Any, monkeypatch):
    pane = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    typed(qtbot, pane, "2H S 8")
    returned: list[Any] = []
    run = window.store.run

    def spy(command: Any) -> Any:
        change = run(command)
        returned.append(change)
        return change

    monkeypatch.setattr(window.store, "run", spy)
    assert pane.record()
    (change,) = returned
    assert pane.sheet is change.sheet
    assert pane.pad._sheet is change.sheet


@pytest.mark.parametrize("previewed", [True, False])
def test_a_refused_hand_is_refused_before_anything_is_written(
    window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch, previewed: bool
):
    pane = window.start_rubber(Rubber(game="short_whist", players=PLAYERS))
    typed(qtbot, pane, "7")
    assert pane.record()
    version = pane.version
    # 7 tricks and 7 tricks: refused as it is typed (the preview), and again at Record, whether
    # or not a preview saw it first
    pane.form.load({"tricks": {"NS": 7, "EW": 7}}, emit=previewed)
    pane._touched = True
    writes: list[Any] = []
    run = window.store.run
    monkeypatch.setattr(window.store, "run", lambda command: writes.append(command) or run(command))
    assert pane.record() is False
    assert writes == []
    assert len(window.store.load_rubber(pane.rubber_id).deals) == 1
    assert window.store.rubber_state(pane.rubber_id).version == version
    assert not pane.record_button.isEnabled()
    assert pane.form.draft()["tricks"] == {"NS": 7, "EW": 7}  # what was typed is kept


def test_a_line_changed_since_it_was_read_is_read_again(window: Any, qtbot: Any):
    """The quick entry's line is read once as it is typed; a line put there another way (not
    typed, so never read) is read at Record and refused if the rules refuse it."""
    pane = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    typed(qtbot, pane, "2H S 8")
    pane.quick.setText("9Z S 8")  # not typed: no preview read it
    help_text = pane.quick_hint.text()
    assert pane.record() is False
    assert len(window.store.load_rubber(pane.rubber_id).deals) == 0
    assert pane.quick_hint.text() != help_text  # the problem is told


def _fresh_widths(pane: RubberPane) -> list[int]:
    """Each column's width as measured afresh over every cell (the last one, which stretches,
    as it stands)."""
    view = pane.deal_list
    header = view.horizontalHeader()
    return [
        max(view.sizeHintForColumn(c), header.sectionSizeHint(c))
        if c < pane.model.columnCount() - 1
        else view.columnWidth(c)
        for c in range(pane.model.columnCount())
    ]


def stretched(pane: RubberPane) -> bool:
    """The last column takes what the others leave of the list's width."""
    view = pane.deal_list
    header = view.horizontalHeader()
    return header.length() == view.viewport().width()


@pytest.mark.parametrize("game", ["short_whist", "contract"])
def test_the_deal_list_is_not_measured_afresh_at_each_hand(window, qtbot, monkeypatch, game):
    pane = window.start_rubber(Rubber(game=game, players=PLAYERS))
    view = pane.deal_list
    header = view.horizontalHeader()
    measured: list[str] = []
    for name in ("resizeColumnsToContents", "resizeColumnToContents", "sizeHintForColumn"):
        real = getattr(view, name)
        monkeypatch.setattr(view, name, lambda *a, _n=name, _r=real: measured.append(_n) or _r(*a))
    for n, line in enumerate(LINES[game]):
        typed(qtbot, pane, line)
        measured.clear()
        assert pane.record()
        qtbot.wait(1)
        if n:  # (contract's first hand brings its vulnerability column: sized in full then)
            assert measured == [], f"hand {n + 1}: the list measured over every cell"
        # no header mode that measures every cell again at each change of the list
        last = pane.model.columnCount() - 1
        for c in range(last):
            assert header.sectionResizeMode(c) != header.ResizeMode.ResizeToContents
        assert header.sectionResizeMode(last) == header.ResizeMode.Stretch
        # and yet the columns fit their contents, as a full measure would size them
        shown = [c for c in range(last) if not view.isColumnHidden(c)]
        fresh = _fresh_widths(pane)
        assert [view.columnWidth(c) for c in shown] == [fresh[c] for c in shown]
        qtbot.waitUntil(lambda: stretched(pane))


@pytest.mark.parametrize("kind", [QEvent.Type.FontChange, QEvent.Type.StyleChange])
def test_the_deal_list_is_sized_again_when_its_font_or_style_changes(window, qtbot, kind):
    pane = window.start_rubber(Rubber(game="short_whist", players=PLAYERS))
    for line in LINES["short_whist"][:3]:
        typed(qtbot, pane, line)
        assert pane.record()
    view = pane.deal_list
    fresh = _fresh_widths(pane)
    dealer = pane.model.column_of("dealer")
    view.setColumnWidth(dealer, 3)  # as a font or style other than the one it was sized in
    QApplication.sendEvent(view, QEvent(kind))
    assert view.columnWidth(dealer) == fresh[dealer]


def test_a_deleted_hand_sizes_the_list_afresh(window, qtbot):
    pane = window.start_rubber(Rubber(game="contract", players=PLAYERS))
    for line in LINES["contract"][:2]:
        typed(qtbot, pane, line)
        assert pane.record()
    pane.delete_deal(0)
    view = pane.deal_list
    fresh = _fresh_widths(pane)
    shown = [c for c in range(pane.model.columnCount() - 1) if not view.isColumnHidden(c)]
    assert [view.columnWidth(c) for c in shown] == [fresh[c] for c in shown]
    assert view.model().rowCount() == 1
    qtbot.waitUntil(lambda: stretched(pane))
    assert view.model().data(view.model().index(0, 0), Qt.ItemDataRole.DisplayRole) == "1"
