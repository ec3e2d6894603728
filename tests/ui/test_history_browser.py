"""File ▸ Open rubber…: the history browser's lazy model, its filter; open, correct, print."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.club import golden_rubbers
from tests.helpers.translations import speaking
from ui import history_browser
from ui.history_browser import HistoryBrowser
from ui.main_window import MainWindow
from ui.settings import Settings

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

FOURS = (
    ("Mrs Grey", "Col. Hay", "Miss Bell", "Dr Lamb"),
    ("Mr Ince", "Lady Vane", "Major Pym", "Mrs Dale"),
)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    """25 rubbers over five dates and two tables; the browser reads 4 at a time."""
    monkeypatch.setattr(history_browser, "BATCH", 4)
    s = Store.open(tmp_path / "h.db", backup=False)
    case = next(c for c in golden_rubbers() if c["game"] == "contract")
    for i in range(25):
        record = dict(case["rubber"])
        record.update(
            deals=record["deals"][: i % 3],
            players=dict(zip("NESW", FOURS[i % 2], strict=True)),
            played_on=f"2019-0{1 + i % 5}-15",
            table=f"Table {1 + i % 2}",
        )
        s.create_rubber(Rubber.from_json(record))
    yield s
    s.close()


@pytest.fixture
def browser(qtbot: Any, store: Store) -> HistoryBrowser:
    b = HistoryBrowser(store)
    qtbot.addWidget(b)
    b.show()
    qtbot.waitExposed(b)
    return b


def test_the_model_is_lazy_and_passes_the_model_tester(
    qtmodeltester: Any, browser: HistoryBrowser
) -> None:
    model = browser.model
    assert model.total == 25 and model.loaded() == 4 and model.canFetchMore()
    qtmodeltester.check(model)
    while model.canFetchMore():
        model.fetchMore()
    assert model.loaded() == 25
    ids = [model.info(r).id for r in range(model.rowCount())]
    assert len(set(ids)) == 25
    assert browser.count.text() == "25 rubbers"
    # in the language's own plural (it read "25 Robbers", "25 robrs")
    for lang, said in (("de", "25 Robber"), ("pl", "25 robrów")):
        with speaking(lang):
            browser._update()
            assert browser.count.text() == said


def test_typing_filters_by_player_table_and_date(qtbot: Any, browser: HistoryBrowser) -> None:
    qtbot.keyClicks(browser.search, "vane 2019-03")
    qtbot.waitUntil(lambda: browser.model.filter.text == "vane 2019-03")
    model = browser.model
    while model.canFetchMore():
        model.fetchMore()
    rows = [model.info(r) for r in range(model.rowCount())]
    assert rows and all(r.played_on == "2019-03-15" for r in rows)
    assert all("Lady Vane" in r.players.values() for r in rows)
    assert browser.count.text() == f"{len(rows)} rubber" + ("s" if len(rows) != 1 else "")
    browser.search.setText("table 1")
    browser.apply_filter()
    assert {model.info(r).table for r in range(model.rowCount())} == {"Table 1"}
    browser.search.setText("nobody at all")
    browser.apply_filter()
    assert model.rowCount() == 0 and not browser.open_button.isEnabled()


def test_open_correct_and_print_the_selected_rubber(
    qtbot: Any, browser: HistoryBrowser, store: Store
) -> None:
    browser.search.setText("grey")
    browser.apply_filter()
    info = browser.selected()
    assert info is not None and "Mrs Grey" in info.players.values()
    with qtbot.waitSignal(browser.open_requested) as opened:
        qtbot.mouseClick(browser.open_button, Qt.MouseButton.LeftButton)
    assert opened.args == [info.id]
    view = browser.correct_selected()
    assert view is not None and view.correcting and view.rubber_id == info.id  # type: ignore[attr-defined]
    view.close()
    report = browser.report()
    assert report is not None and report.kind == "rubber" and info.played_on in report.title


def test_file_open_rubber_opens_it_in_a_tab(qtbot: Any, store: Store) -> None:
    window = MainWindow(store, Settings())
    qtbot.addWidget(window)
    assert window.open_rubber_action in window.file_menu.actions()
    window.open_rubber_action.trigger()
    browser = window.history_browser
    browser.search.setText("2019-02 table 2")
    browser.apply_filter()
    info = browser.selected()
    assert info is not None
    browser.open_selected()
    pane = window.pane()
    assert pane is not None and pane.rubber_id == info.id
    browser.close()


def test_the_browser_warms_the_search_rows_once_shown(
    qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    monkeypatch.setattr(Store, "warm_browse", lambda self: calls.append(1))
    b = HistoryBrowser(store)
    qtbot.addWidget(b)
    b.show()
    qtbot.waitUntil(lambda: calls == [1])
    b.close()  # before the history is closed under it


def test_no_game_title_date_or_result_is_cut_at_the_default_size(
    browser: HistoryBrowser,
) -> None:
    """At the dialog's default width every game's title, a date, a count of hands and a result fit
    their columns whole (the game column was a fixed 130 px: "Contract rubber bridge" was
    elided), and the partnerships keep room for two long names."""
    view, fm = browser.view, browser.view.fontMetrics()
    header = view.horizontalHeader()
    assert browser.width() == history_browser.WIDTH
    margin = 2 * view.style().pixelMetric(view.style().PixelMetric.PM_FocusFrameHMargin) + 2
    for key in history_browser.GAMES:
        title = history_browser._game(key)
        assert fm.horizontalAdvance(title) + margin <= header.sectionSize(2), title
    assert fm.horizontalAdvance("2026-12-31") + margin <= header.sectionSize(0)
    assert fm.horizontalAdvance("12,345 – 12,345, abandoned") + margin <= header.sectionSize(6)
    for column in (3, 4):
        assert fm.horizontalAdvance("Colonel Brown & Miss A") <= header.sectionSize(column)
    # and the whole row fits the view: no column pushed out of sight
    assert header.length() <= view.viewport().width() + 1


def test_a_long_table_name_and_long_partnerships_widen_their_columns(
    qtbot: Any, tmp_path: Path
) -> None:
    """A table called "The Green table by the window" and double-barrelled names: their
    columns grow to them within the dialog's width (they were cut at a fixed width while the
    result had room to spare)."""
    with Store.open(tmp_path / "h.db", backup=False) as s:
        case = next(c for c in golden_rubbers() if c["game"] == "contract")
        record = dict(case["rubber"])
        record.update(
            players={
                "N": "Lady Fotheringay-Phipps",
                "S": "Brigadier Ashcombe",
                "E": "Ann",
                "W": "Bo",
            },
            table="The Green table by the window",
            played_on="2019-01-15",
        )
        s.create_rubber(Rubber.from_json(record))
        b = HistoryBrowser(s)
        qtbot.addWidget(b)
        b.show()
        qtbot.waitExposed(b)
        fm, header = b.view.fontMetrics(), b.view.horizontalHeader()
        for column in (1, 3):
            text = b.model.text(0, column)
            assert fm.horizontalAdvance(text) < header.sectionSize(column), text
        assert header.length() <= b.view.viewport().width() + 1
        fm_result = fm.horizontalAdvance(b.model.text(0, 6))
        assert fm_result < header.sectionSize(6)
