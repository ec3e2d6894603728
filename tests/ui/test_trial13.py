"""What a family and a drive's secretary met in trial 13: the history's rubber in the window's
look, the player page's points whole and named as sentences name them, and the drive's movers
readable in the dark palette."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QTableView

from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.club import build_club
from tests.helpers.translations import core_speaks, speaking
from ui.drives.window import MOVER, StandingsModel
from ui.history_view import HistoryRubberView
from ui.player_page import PlayerPage
from ui.printing import points_text
from ui.settings import Settings
from ui.theme import make_palette

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

SEATS = {"N": "Mum", "E": "Uncle Bob", "S": "Dad", "W": "Granny Smith"}


def _luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_movers_read_in_the_dark_palette(qtbot: Any, settings_dir: Path) -> None:
    """The shaded "→ moves" rows kept the dark palette's light text on their pale shade: the
    names and figures of the players who move could not be read."""
    QApplication.setPalette(make_palette("dark"))
    view = QTableView()
    qtbot.addWidget(view)
    model = StandingsModel(view)
    view.setModel(model)
    model.set_rows(
        [
            (("1", "Mr Plum  → moves", "8", "1", "1"), True),
            (("3=", "Dr Lamb", "5", "0", "1"), False),
        ]
    )
    view.resize(500, 200)
    view.show()
    qtbot.waitExposed(view)
    image = view.viewport().grab().toImage()
    rect = view.visualRect(model.index(0, 1))
    ink = max(
        (
            QColor(image.pixel(x, y))
            for x in range(rect.left() + 1, rect.right())
            for y in range(rect.top() + 1, rect.bottom())
        ),
        key=lambda c: _contrast(c, MOVER),
    )
    assert _contrast(ink, MOVER) >= 4.5, ink.name()


@pytest.fixture
def whist_store(tmp_path: Path) -> Any:
    store = Store.open(tmp_path / "h.db", backup=False)
    rubber_id = store.create_rubber(
        Rubber.from_json(
            {
                "game": "long_whist",
                "played_on": "2026-10-01",
                "players": SEATS,
                "deals": [{"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}}],
            }
        )
    )
    yield store, rubber_id
    store.close()


def test_a_rubber_from_the_history_is_shown_in_the_windows_look(
    qtbot: Any, settings_dir: Path, whist_store: Any
) -> None:
    """With View ▸ Dark palette and American spelling on, a rubber opened from File ▸ Open
    rubber… (or a player's page) showed a light pad and "honours" in its deal list."""
    store, rubber_id = whist_store
    Settings().palette = "dark"
    with speaking("en_US"):
        view = HistoryRubberView(store, int(getattr(rubber_id, "id", rubber_id)))
        qtbot.addWidget(view)
        assert view.pad.style_().dark
        assert view.pad.style_().spelling == "american"
        line = view.deals.item(0).text()
    if core_speaks():  # the deal's words are the core's (gettext)
        assert "honors" in line and "honours" not in line


def test_the_default_look_is_kept(qtbot: Any, settings_dir: Path, whist_store: Any) -> None:
    store, rubber_id = whist_store
    view = HistoryRubberView(store, int(getattr(rubber_id, "id", rubber_id)))
    qtbot.addWidget(view)
    assert not view.pad.style_().dark and view.pad.style_().spelling == "british"
    assert "honours" in view.deals.item(0).text()


def test_a_partners_points_are_shown_whole(qtbot: Any, tmp_path: Path) -> None:
    """The Partners and Opponents tabs cut each game's points short ("+8 long whist; +9
    american…") in a narrow column beside a wide, nearly empty Money column."""
    store = build_club(tmp_path / "club.db")
    try:
        page = PlayerPage(store, "Mrs Grey")
        qtbot.addWidget(page)
        page.show()
        qtbot.waitExposed(page)
        for view in (page.partners_view, page.opponents_view):
            model = view.model()
            (column,) = (
                c
                for c in range(model.columnCount())
                if model.headerData(c, Qt.Orientation.Horizontal) == "Net points"
            )
            metrics = view.fontMetrics()
            widest = max(
                metrics.horizontalAdvance(str(model.index(r, column).data()))
                for r in range(model.rowCount())
            )
            assert ";" in "".join(
                str(model.index(r, column).data()) for r in range(model.rowCount())
            )
            assert view.columnWidth(column) >= widest
    finally:
        store.close()


def test_proper_names_keep_their_capitals_in_the_points() -> None:
    text = points_text((("american_whist", 9), ("chicago", -930), ("long_whist", 4)))
    words = text.replace("\N{NO-BREAK SPACE}", " ")
    assert words == "+9 American whist; −930 Chicago; +4 long whist"


def test_the_player_page_heading_names_the_games_so(qtbot: Any, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        deal = {"tricks": {"NS": 9, "EW": 4}}
        for game, n in (("american_whist", 3), ("short_whist", 4)):
            store.create_rubber(
                Rubber.from_json(
                    {"game": game, "played_on": "2026-12-06", "players": SEATS, "deals": [deal] * n}
                )
            )
        page = PlayerPage(store, "Mum")
        qtbot.addWidget(page)
        heading = page.summary.text().replace("\N{NO-BREAK SPACE}", " ")
        assert "American whist" in heading and "american whist" not in heading
    finally:
        store.close()
