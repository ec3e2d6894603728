"""The player's page, driven through pytest-qt over a small club history built from golden
rubbers; its sums are checked against the history's own statistics queries."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from scorepad.store import Store, stats
from tests.helpers.club import build_club
from ui.dialogs.edit_deal import EditResult
from ui.history_view import HistoryRubberView
from ui.player_page import (
    HistoryFilter,
    HistoryModel,
    PlayerPage,
    RubberIdRole,
)

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Store]:
    store = build_club(tmp_path / "club.db")
    yield store
    store.close()


@pytest.fixture
def page(qtbot: Any, club: Store) -> PlayerPage:
    p = PlayerPage(club, "mrs grey")
    qtbot.addWidget(p)
    p.show()
    qtbot.waitExposed(p)
    return p


def test_models_pass_the_model_tester(qtmodeltester: Any, club: Store) -> None:
    model = HistoryModel()
    model.set_rows(club.player_history("Mrs Grey"))
    qtmodeltester.check(model)
    proxy = HistoryFilter()
    proxy.setSourceModel(model)
    proxy.set_text("hay")
    qtmodeltester.check(proxy)
    proxy.sort(7, Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy)


def test_page_models_pass_the_model_tester(qtmodeltester: Any, page: PlayerPage) -> None:
    for m in (page.games_model, page.partners_model, page.opponents_model, page.proxy):
        qtmodeltester.check(m)


def test_the_page_lists_every_rubber_with_partner_opponents_net_and_money(
    page: PlayerPage, club: Store
) -> None:
    rows = club.player_history("Mrs Grey")
    assert page.model.rowCount() == len(rows) > 3
    assert page.heading.text().startswith("Mrs Grey")
    ids = {
        page.proxy.data(page.proxy.index(i, 0), RubberIdRole) for i in range(page.proxy.rowCount())
    }
    assert ids == {r.rubber_id for r in rows}
    for i in range(page.proxy.rowCount()):
        rid = page.proxy.data(page.proxy.index(i, 0), RubberIdRole)
        info = club.rubber_info(rid)
        seat = next(s for s, n in info.players.items() if n == "Mrs Grey")
        cells = [page.proxy.data(page.proxy.index(i, c)) for c in range(9)]
        assert cells[0] == info.played_on
        assert cells[4] == info.players[seat.partner]
        assert set(cells[5].split(" & ")) == {info.players[s] for s in seat.side.other.seats}
        net = info.net[seat.side]
        assert cells[7].replace("−", "-").replace(",", "") in (f"{net:+d}", "0")
        if info.money is not None:
            money = info.money[seat.side]
            assert cells[8].replace("−", "-") in (f"{money:+.2f}", "0.00")


def test_sums_agree_with_the_history_queries(page: PlayerPage, club: Store) -> None:
    mine = {
        (s.game, s.rubbers, s.won, s.lost, s.drawn, s.net, round(s.money, 2))
        for s in page.games_model.rows()
    }
    theirs = {
        (s.game, s.rubbers, s.won, s.lost, s.drawn, s.net, round(s.money, 2))
        for s in club.stats("Mrs Grey")
    }
    assert mine == theirs and mine
    for model, theirs in (
        (page.partners_model, club.partnerships("Mrs Grey")),
        (page.opponents_model, club.head_to_head("Mrs Grey")),
    ):
        # the store adds a pair's points over every game; the page keeps them per game
        assert {
            (p.other, p.rubbers, p.won, p.lost, sum(n for _, n in p.points), round(p.money, 2))
            for p in model.rows()
        } == {(p.other, p.rubbers, p.won, p.lost, p.net, round(p.money, 2)) for p in theirs}


def test_typing_a_filter_keeps_matching_rubbers_and_updates_the_sums(
    qtbot: Any, page: PlayerPage, club: Store
) -> None:
    all_rows = club.player_history("Mrs Grey")
    qtbot.keyClicks(page.search, "col. hay")
    shown = page.shown_rows()
    expected = [r for r in all_rows if "Col. Hay" in (r.partner, *r.opponents)]
    assert 0 < len(shown) == len(expected) < len(all_rows)
    assert sum(s.rubbers for s in page.games_model.rows()) == sum(
        1 for r in expected if r.state != "in_play"
    )
    assert [p.other for p in page.partners_model.rows()] == [
        p.other for p in stats.pairs(expected, "partner")
    ]
    page.search.clear()
    assert len(page.shown_rows()) == len(all_rows)


def test_game_and_date_filters(qtbot: Any, page: PlayerPage, club: Store) -> None:
    all_rows = club.player_history("Mrs Grey")
    game = all_rows[0].game
    page.game_box.setCurrentIndex(page.game_box.findData(game))
    assert {r.game for r in page.shown_rows()} == {game}
    assert [s.game for s in page.games_model.rows()] in ([game], [])
    page.game_box.setCurrentIndex(0)
    page.set_dates("2026-01-01", "2026-12-31")
    shown = page.shown_rows()
    assert shown and all("2026-01-01" <= (r.played_on or "") <= "2026-12-31" for r in shown)
    assert len(shown) == len([r for r in all_rows if (r.played_on or "") >= "2026-01-01"])
    statement = page.statement()
    assert statement.facts["rubbers"] == sum(1 for r in shown if r.state != "in_play")


def test_clicking_the_net_header_sorts_by_points(qtbot: Any, page: PlayerPage) -> None:
    header = page.table.horizontalHeader()
    x = header.sectionViewportPosition(7) + header.sectionSize(7) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    nets = [
        page.proxy.data(page.proxy.index(i, 7), Qt.ItemDataRole.UserRole + 1)
        for i in range(page.proxy.rowCount())
    ]
    assert nets == sorted(nets) or nets == sorted(nets, reverse=True)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    again = [
        page.proxy.data(page.proxy.index(i, 7), Qt.ItemDataRole.UserRole + 1)
        for i in range(page.proxy.rowCount())
    ]
    assert again == list(reversed(nets)) or len(set(nets)) == 1


def test_stats_of_in_play_rubbers_do_not_count(club: Store) -> None:
    rows = club.player_history("Mrs Grey")
    done = [r for r in rows if r.state != "in_play"]
    assert sum(s.rubbers for s in stats.by_game(rows)) == len(done)


def test_opening_a_rubber_shows_it_read_only_and_corrections_are_audited(
    qtbot: Any, page: PlayerPage, club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Open the first rubber that is a bridge game with at least two deals, from the list.
    row = next(
        i
        for i in range(page.proxy.rowCount())
        if club.rubber_info(page.proxy.data(page.proxy.index(i, 0), RubberIdRole)).deals >= 2
    )
    index = page.proxy.index(row, 0)
    rid = page.proxy.data(index, RubberIdRole)
    page.table.scrollTo(index)
    rect = page.table.visualRect(index)
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    with qtbot.waitSignal(page.rubber_opened) as opened:
        qtbot.mouseDClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert opened.args == [rid]
    view = page._history_windows[-1]
    assert isinstance(view, HistoryRubberView)
    qtbot.addWidget(view)
    assert view.rubber_id == rid
    assert view.deals.count() == club.rubber_info(rid).deals
    # Read-only: nothing can be corrected until asked for.
    assert not view.edit_button.isEnabled()
    assert view.correct_deal(0) is False
    before = club.load_rubber(rid)
    qtbot.mouseClick(view.correct_button, Qt.MouseButton.LeftButton)
    assert view.correcting and view.edit_button.isEnabled()
    # Delete the last deal through the edit dialog's answer.
    last = len(before.deals) - 1
    monkeypatch.setattr(view, "ask_edit", lambda index: EditResult("delete"))
    with qtbot.waitSignal(view.corrected):
        assert view.correct_deal(last)
    after = club.load_rubber(rid)
    assert len(after.deals) == len(before.deals) - 1
    audit = club.audit(rid)
    assert [(a.action, a.index) for a in audit] == [("delete", last)]
    assert view.audit.count() == 1 and "deleted" in view.audit.item(0).text()
    # in the local time and in words, with the deal as it was: never the stored UTC stamp
    from scorepad.records.quick_entry import print_line
    from ui.history_view import when_text

    line = view.audit.item(0).text()
    assert line == (
        f"{when_text(audit[0].at)}: deal {last + 1} deleted, "
        f"{print_line(before.game, before.deals[last])}"
    ), line
    assert not re.search(r"\d{4}-\d\d-\d\dT\d\d:", line), line
    assert view.deals.count() == len(after.deals)
    # Put back the same deal as a correction of deal 1 that changes nothing: still audited.
    monkeypatch.setattr(view, "ask_edit", lambda index: EditResult("save", dict(after.deals[0])))
    assert view.correct_deal(0)
    assert [a.action for a in club.audit(rid)] == ["delete", "replace"]
    # The page has reloaded from the history.
    info = club.rubber_info(rid)
    shown = next(r for r in page.model.rows() if r.rubber_id == rid)
    seat = shown.seat
    assert shown.net == info.net[seat.side]


def test_a_bad_correction_is_refused_and_nothing_is_lost(
    qtbot: Any, page: PlayerPage, club: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    rid = page.model.rows()[0].rubber_id
    view = page.open_rubber(rid)
    qtbot.addWidget(view)
    view.start_correcting()
    before = club.load_rubber(rid)
    warned: list[str] = []
    monkeypatch.setattr(
        "ui.history_view.QMessageBox.warning", lambda parent, title, text: warned.append(text)
    )
    monkeypatch.setattr(view, "ask_edit", lambda index: EditResult("save", {"nonsense": True}))
    assert view.correct_deal(0) is False
    assert warned and "nonsense" in warned[0]
    assert club.load_rubber(rid) == before
    assert club.audit(rid) == []


def test_sorting_survives_a_reload_and_keeps_the_current_row(page: PlayerPage) -> None:
    page.table.sortByColumn(7, Qt.SortOrder.AscendingOrder)
    nets = [r.net for r in page.shown_rows()]
    assert nets == sorted(nets)
    page.table.setCurrentIndex(page.proxy.index(0, 0))
    current = page.proxy.data(page.table.currentIndex(), RubberIdRole)
    page.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert page.proxy.data(page.table.currentIndex(), RubberIdRole) == current
    dates = [r.played_on for r in page.shown_rows()]
    assert dates == sorted(dates, reverse=True)
    page.reload()
    assert [r.played_on for r in page.shown_rows()] == dates


def test_chart_and_report_helpers_examples() -> None:
    import doctest

    import ui.chart
    import ui.pad.paper
    import ui.pad.whist
    import ui.printing.blocks

    for module in (ui.chart, ui.printing.blocks, ui.pad.whist, ui.pad.paper):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_the_chart_follows_the_filters_and_paints_the_running_totals(page: PlayerPage) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from ui.chart import Running, paint_chart

    done = [r for r in page.shown_rows() if r.state != "in_play"]
    points = page.chart.points()
    assert len(points) == len(done)
    run = Running.of(points)
    assert len({r.game for r in done}) > 1 and run.net is None  # several games: money only
    assert run.money[-1] == pytest.approx(sum(r.money or 0 for r in done))
    page.game_box.setCurrentIndex(page.game_box.findData(done[0].game))
    one_game = [r for r in done if r.game == done[0].game]
    assert len(page.chart.points()) == len(one_game)
    one = Running.of(page.chart.points())
    assert one.net is not None and one.net[-1] == sum(r.net for r in one_game)
    img = QImage(600, 300, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    painter = QPainter(img)
    paint_chart(painter, QRectF(0, 0, 600, 300), points, title="t")
    painter.end()
    dark = sum(
        1
        for y in range(0, 300, 2)
        for x in range(0, 600, 2)
        if img.pixelColor(x, y).lightness() < 60
    )
    assert dark > 300
    # Nothing to chart is said in words, not drawn as an empty frame.
    empty = QImage(600, 300, QImage.Format.Format_RGB32)
    empty.fill(QColor("white"))
    painter = QPainter(empty)
    paint_chart(painter, QRectF(0, 0, 600, 300), [])
    painter.end()
    assert (
        sum(
            1
            for y in range(0, 300, 2)
            for x in range(0, 600, 2)
            if empty.pixelColor(x, y).lightness() < 200
        )
        < dark
    )


@pytest.mark.parametrize(("width", "height"), [(1080, 600), (600, 300), (400, 500)])
def test_the_charts_legend_stays_inside_the_chart(qapp: Any, width: int, height: int) -> None:
    """Large totals in a wide, tall chart (a player page on a big window) once ran the
    legend's second entry off the right edge."""
    import datetime as dt

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from ui.chart import ChartPoint, paint_chart

    points = [
        ChartPoint(
            dt.date(2026, 1, 1) + dt.timedelta(days=7 * i), 1234 * (i % 5 - 1), 12.34 * (i % 5 - 1)
        )
        for i in range(40)
    ]
    img = QImage(width + 300, height, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    painter = QPainter(img)
    paint_chart(painter, QRectF(0, 0, width, height), points, title="Ada Grey")
    painter.end()
    beyond = [
        (x, y)
        for y in range(height)
        for x in range(width + 1, width + 300)
        if img.pixelColor(x, y).lightness() < 200
    ]
    assert beyond == []
    legend = [
        x
        for y in range(height - height // 8, height)
        for x in range(width)
        if img.pixelColor(x, y).lightness() < 100
    ]
    assert legend and max(legend) > width // 2  # both entries are there


def test_games_partners_and_opponents_open_with_the_most_rubbers_first(page: PlayerPage) -> None:
    for view in (page.games_view, page.partners_view, page.opponents_view):
        model = view.model()
        assert model.headerData(1, Qt.Orientation.Horizontal) == "Rubbers"
        counts = [int(model.index(r, 1).data()) for r in range(model.rowCount())]
        assert len(counts) > 1 and counts == sorted(counts, reverse=True), view.accessibleName()


def test_points_of_different_games_are_never_added_together(page: PlayerPage) -> None:
    from ui.printing import points_text, short_game_title, signed

    done = [r for r in page.shown_rows() if r.state != "in_play"]
    per_game: dict[str, int] = {}
    for r in done:
        per_game[r.game] = per_game.get(r.game, 0) + r.net
    assert len(per_game) > 1
    text = page.summary.text()
    for game, net in per_game.items():
        # (named as in a sentence: "short whist", but "American whist" and "Chicago")
        words = text.replace("\u00a0", " ").lower()
        assert f"{signed(net)} {short_game_title(game).lower()}" in words
    statement = page.statement()
    assert statement.facts["points"] == per_game
    assert statement.facts["money"] == pytest.approx(sum(r.money or 0 for r in done), abs=0.005)
    for p in page.partners_model.rows():
        assert {g for g, _ in p.points} <= set(per_game)
        assert points_text(p.points).count(";") == len(p.points) - 1


def test_export_pdf_writes_the_statement_where_asked(
    monkeypatch: pytest.MonkeyPatch, page: PlayerPage, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QInputDialog

    from ui.printing import actions

    asked: list[str] = []

    def save_name(parent: Any, caption: str, suggested: str, filters: str) -> str:
        asked.append(suggested)
        return str(tmp_path / "statement")

    monkeypatch.setattr(actions, "save_file_name", save_name)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("US Letter", True))
    page.pdf_button.click()
    assert asked == ["Mrs Grey statement.pdf"]
    assert (tmp_path / "statement.pdf").read_bytes().startswith(b"%PDF-")


def test_the_three_windows_share_one_set_of_print_actions() -> None:
    from ui.evening import EveningView

    for cls in (EveningView, HistoryRubberView, PlayerPage):
        actions = [
            getattr(cls, name)
            for name in dir(cls)
            if name.startswith(("print_", "preview_", "export_"))
        ]
        assert len(actions) == 3, cls
        assert {a.__qualname__ for a in actions} == {
            "report_actions.<locals>.print_",
            "report_actions.<locals>.preview",
            "report_actions.<locals>.export",
        }


@pytest.mark.parametrize("key", ["Escape", "Ctrl+W"])
def test_escape_or_ctrl_w_closes_the_page(qtbot: Any, page: PlayerPage, key: str) -> None:
    """The page is a window of its own: Escape (or Ctrl+W) closes it, from its list too."""
    from PySide6.QtGui import QKeySequence

    page.activateWindow()
    page.table.setFocus()
    combo = QKeySequence(key)[0]
    qtbot.keyClick(page.table, combo.key(), combo.keyboardModifiers())
    assert not page.isVisible()


def test_ctrl_w_closes_a_rubbers_window(qtbot: Any, club: Store) -> None:
    """A rubber opened from the history closes with Ctrl+W as well as Ctrl+F4 (its shortcut
    took the first of the standard Close keys only)."""
    from PySide6.QtWidgets import QApplication

    rid = club.player_history("Mrs Grey")[0].rubber_id
    view = HistoryRubberView(club, rid)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view)
    qtbot.keyClick(view.deals, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not view.isVisible()
