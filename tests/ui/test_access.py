"""Every window and dialog walked through QAccessible as a screen reader finds it: no control
without a name, none a person works without a description (what it does or takes), no control
that Tab skips, the pad's accessible text holding its heads, scores,
totals, next dealer and vulnerability (kept in step as hands are recorded), and a recorded hand
announced through the status bar's accessible text."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QScrollBar,
    QWidget,
)

from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.store import Store
from tests.helpers.access import GAMES_SHOWN, PLAYERS, dialogs, drive_window, rubber_of
from ui import access_check as access
from ui.main_window import MainWindow
from ui.settings import Settings

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.qt_log_ignore("^This plugin does not support"),
]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "h.db", backup=False)
    for n, game in enumerate(GAMES_SHOWN, 1):
        s.create_rubber(Rubber.from_json({**rubber_of(game).to_json(), "table": f"Table {n}"}))
    yield s
    s.close()


def sub_part(w: QWidget) -> bool:
    """A part of another control that its control speaks for: a spin box's or combo's line
    edit, a list's header (its columns are the table's column headers), a scroll bar."""
    parent = w.parentWidget()
    if isinstance(parent, QAbstractSpinBox | QComboBox) or isinstance(w, QScrollBar):
        return True
    return isinstance(w, QHeaderView) and isinstance(parent, QAbstractItemView)


def nameless(root: QWidget) -> list[str]:
    return [
        f"{type(w).__name__} {w.objectName()!r} in {type(w.parentWidget()).__name__}"
        for w in access.unnamed_controls(root)
        if not sub_part(w)
    ]


#: Shown, enabled controls taking the focus that may say no more than their name, and why.
#: (access.undescribed_controls already leaves out the parts their control speaks for: a spin
#: box's or combo's line edit, a scroll bar, a list's header, a tab's close button, a line
#: edit's clear button.) By type and accessible name.
UNDESCRIBED_AS_THEY_ARE: dict[tuple[str, str], str] = {
    # (none now: a control added without a description fails the walk)
}


def undescribed(root: QWidget) -> list[str]:
    found = [
        f"{type(w).__name__} {access.own_name(w)!r} in {type(w.parentWidget()).__name__}"
        for w in access.undescribed_controls(root)
        if (type(w).__name__, access.own_name(w)) not in UNDESCRIBED_AS_THEY_ARE
    ]
    return found


def check_window(root: QWidget) -> None:
    """What the test fails on in any window or dialog."""
    root.show()
    assert not nameless(root), f"{type(root).__name__}: controls without a name: {nameless(root)}"
    what = undescribed(root)
    assert not what, f"{type(root).__name__}: controls that say only their name: {what}"
    skipped = [type(w).__name__ + " " + access.own_name(w) for w in access.skipped_by_tab(root)]
    assert not skipped, f"{type(root).__name__}: Tab never reaches {skipped}"
    chain = access.focus_chain(root)
    assert chain, f"{type(root).__name__}: nothing takes the focus by Tab"
    for w in chain:  # every stop on the way says what it is
        assert sub_part(w) or access.own_name(w), f"{type(root).__name__}: {type(w).__name__}"


@pytest.fixture
def window(qtbot: Any, settings_dir: Path, store: Store) -> MainWindow:
    w = MainWindow(store, Settings())
    qtbot.addWidget(w)
    for info in store.rubbers():
        w.open_rubber(info.id)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_main_window_every_tab(window: MainWindow) -> None:
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        pane = window.pane()
        assert pane is not None
        pane.quick.setText("4S")  # (its clear button shows, and is named)
        QApplication.processEvents()
        check_window(window)
        pane.quick.clear()
        # What the pane's own controls do is said too (their descriptions), the hand form's
        # fields among them, and the rubbers' tabs (each tab's, its tooltip)
        for w in (
            pane.pad,
            pane.quick,
            pane.record_button,
            pane.clear_button,
            pane.deal_list,
            *pane.form.widgets.values(),
        ):
            part = w.focusProxy() or w
            iface = QAccessible.queryAccessibleInterface(part)
            assert iface.text(QAccessible.Text.Description).strip(), access.own_name(part)
        tabs = QAccessible.queryAccessibleInterface(window.tabs.tabBar())
        tab = tabs.child(window.tabs.currentIndex())
        assert tab.role() == QAccessible.Role.PageTab
        assert "Ctrl+Tab" in tab.text(QAccessible.Text.Description)
        # The tab order runs through the pane as a person reads it: the pad, quick entry, the
        # form, Clear/Record, the deal list.
        chain = access.focus_chain(window)
        order = [w for w in (pane.pad, pane.quick, pane.deal_list) if w in chain]
        assert order == [pane.pad, pane.quick, pane.deal_list]
        assert (
            chain.index(pane.quick) < chain.index(pane.clear_button) < chain.index(pane.deal_list)
        )


def test_a_control_that_says_only_its_name_is_found(qtbot: Any) -> None:
    # (the walk's description check can fail: a button, a tab, a table with none are caught)
    from PySide6.QtWidgets import QPushButton, QTableWidget, QTabWidget, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    lay = QVBoxLayout(root)
    button = QPushButton("Go")
    tabs = QTabWidget()
    tabs.addTab(QWidget(), "One")
    tabs.addTab(QWidget(), "Two")
    table = QTableWidget(2, 2)
    table.setAccessibleName("Scores")
    for w in (button, tabs, table):
        lay.addWidget(w)
    root.show()
    assert access.undescribed_controls(root) == [button, tabs.tabBar(), table]
    assert undescribed(root) == [
        "QPushButton 'Go' in QWidget",
        "QTabBar 'One' in QTabWidget",
        "QTableWidget 'Scores' in QWidget",
    ]
    button.setToolTip("Go on to the next hand")  # (a tooltip is said as the description)
    tabs.setTabToolTip(0, "The first page")  # (a tab bar: every tab must say its own)
    assert access.undescribed_controls(root) == [tabs.tabBar(), table]
    tabs.setTabToolTip(1, "The second page")
    assert access.undescribed_controls(root) == [table]
    table.setAccessibleDescription("The scores, one a row")
    assert access.undescribed_controls(root) == []
    assert access.own_description(table) == "The scores, one a row"
    assert access.own_description(button) == "Go on to the next hand"
    assert access.own_description(tabs.tabBar()) == "The first page"
    button.setEnabled(False)  # (a control nobody can work now is not asked)
    button.setToolTip("")
    assert access.undescribed_controls(root) == []


def test_every_window_and_dialog_of_every_game_and_form(
    qtbot: Any, settings_dir: Path, tmp_path: Path
) -> None:
    # The whole list of windows (tests/helpers/windows.py): the main window's every rubber,
    # a new rubber and a hand of every game and code, table entry, a drive's deals and the
    # secretary's dialogs, a rubber from the history.
    from tests.helpers import windows

    store = windows.history(tmp_path)
    failures = []
    for name, make in {**windows.windows(store), **windows.dialogs()}.items():
        for w in make():
            qtbot.addWidget(w)
            tabs = getattr(w, "tabs", None) if name == "MainWindow" else None
            for i in range(tabs.count() if tabs is not None else 1):
                if tabs is not None:
                    tabs.setCurrentIndex(i)
                    QApplication.processEvents()
                try:
                    check_window(w)
                except AssertionError as e:
                    failures.append(f"{name}: {e}")
            w.close()
    assert not failures, "\n".join(failures)


def test_a_nameless_control_or_one_tab_skips_is_found(qtbot: Any) -> None:
    # (the checks above can fail: a bare line edit and a button out of the chain are caught)
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    lay = QVBoxLayout(root)
    edit = QLineEdit()
    lay.addWidget(edit)
    root.show()
    assert access.unnamed_controls(root) == [edit]
    edit.setAccessibleName("Name")
    assert access.unnamed_controls(root) == []
    button = QPushButton("Go")
    lay.addWidget(button)
    button.show()
    assert button in access.focus_chain(root)
    assert access.skipped_by_tab(root) == []
    assert access.focus_chain(root) == [edit, button]
    button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # a mouse reaches it, Tab does not
    assert access.skipped_by_tab(root) == [button]
    assert access.focus_chain(root) == [edit]


@pytest.mark.parametrize("game", GAMES_SHOWN)
def test_the_pad_says_heads_scores_totals_dealer_and_vulnerability(
    window: MainWindow, game: str
) -> None:
    pane = next(p for p in window.panes() if p.rubber.game == game)
    window.tabs.setCurrentWidget(pane)
    iface = QAccessible.queryAccessibleInterface(pane.pad)
    assert iface is not None and iface.isValid()
    assert iface.text(QAccessible.Text.Name) == "Score pad"
    text = iface.text(QAccessible.Text.Description)
    sheet = pane.sheet
    assert "Mrs Grey" in text and "Dr Lamb" in text  # the heads
    said = {"NS": "We", "EW": "They"}
    totals = ", ".join(f"{said[s.value]} {n}" for s, n in sheet.totals.items())
    assert f"Totals: {totals}." in text
    pos = sheet.position
    if sheet.complete:
        assert "The rubber is over" in text
    else:
        dealer = {"N": "North", "E": "East", "S": "South", "W": "West"}[pos.next_dealer.value]
        assert f"Next to deal: {dealer} ({PLAYERS[pos.next_dealer.value]})" in text
    if pos.vulnerable is not None and not sheet.complete:
        assert "Vulnerable: " in text
    figures = [e.points for d in sheet.deals for e in d.entries]
    for points in figures:  # every figure on the pad is said
        assert str(points) in text
    if any(e.column == "below" for d in sheet.deals for e in d.entries):
        assert "We, below the line: game 1: " in text and "They, above the line: " in text
    else:
        assert "We, points: " in text


def test_the_pad_text_is_kept_in_step_and_a_hand_is_announced(
    window: MainWindow, qtbot: Any
) -> None:
    pane = next(p for p in window.panes() if p.rubber.game == "contract")
    window.tabs.setCurrentWidget(pane)
    before = pane.pad.accessibleDescription()
    assert f"{len(pane.rubber.deals)} hands recorded." in before
    pane.quick.setFocus()
    qtbot.keyClicks(pane.quick, "4S N 10")
    assert pane.record()
    after = pane.pad.accessibleDescription()
    assert f"{len(pane.rubber.deals)} hands recorded." in after and after != before
    bar = window.statusBar()
    said = bar.currentMessage()
    n = len(pane.rubber.deals)
    assert said.startswith(f"Hand {n} recorded: 4 spades by North, 10 tricks, made; ")
    assert ("need" in said and "for game" in said) or "game to We" in said
    iface = QAccessible.queryAccessibleInterface(bar)
    assert iface is not None
    assert iface.text(QAccessible.Text.Description) == said
    assert iface.text(QAccessible.Text.Name) == "Status"


def test_spoken_words_of_the_core_summaries() -> None:
    from ui.pad import spoken

    assert spoken.spoken_summary("1NTXX by E, 7 tricks") == "1 no trump redoubled by East, 7 tricks"
    assert spoken.spoken_summary("C by W; EW 9 tricks") == "clubs by West; They 9 tricks"
    sheet = score(rubber_of("contract", 2))
    words = spoken.recorded_words(2, rubber_of("contract", 2), sheet)
    assert words.startswith("Hand 2 recorded: 5 diamonds doubled by South, 7 tricks, down")


def test_every_dialog_and_window(window: MainWindow, store: Store, qtbot: Any) -> None:
    failures = []
    for name, make in [*dialogs(store), ("drive", lambda: drive_window(store))]:
        w = make()
        qtbot.addWidget(w)
        try:
            check_window(w)
        except AssertionError as e:
            failures.append(f"{name}: {e}")
        finally:
            w.close()
    assert not failures, "\n".join(failures)


def test_the_standings_and_the_evening_are_tables_a_reader_moves_through(
    store: Store, qtbot: Any, settings_dir: Path
) -> None:
    from ui.evening import EveningView

    drive: Any = drive_window(store)
    qtbot.addWidget(drive)
    drive.show()
    for table, tricks in ((1, 8), (2, 5)):  # a round played: the standings have their rows
        drive.table_spin.setValue(table)
        drive.ns_spin.setValue(tricks)
        drive.record_line()
    qtbot.waitUntil(lambda: all(x.updatesEnabled() for x in drive._secondary))
    evening = EveningView(store, "2026-11-27")
    qtbot.addWidget(evening)
    evening.show()
    evening.show_summary()
    standings = [v for v in drive._standings_views.values() if v.model().rowCount()]
    assert standings, "the round's standings"
    views = [*standings, evening.rubbers_view, evening.balances_view]
    tables = 0
    for view in views:
        iface = QAccessible.queryAccessibleInterface(view)
        assert iface is not None
        assert iface.role() == QAccessible.Role.Table, view.accessibleName()
        assert view.model().rowCount() > 0 and view.model().columnCount() >= 2
        tables += 1
        model = view.model()
        roles: dict[QAccessible.Role, list[Any]] = {}
        for i in range(iface.childCount()):
            child = iface.child(i)
            roles.setdefault(child.role(), []).append(child)
        # a reader moves cell by cell, row by row, and hears each column's heading
        headings = [c.text(QAccessible.Text.Name) for c in roles[QAccessible.Role.ColumnHeader]]
        assert headings[:2] == [
            str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(2)
        ]
        cells = roles[QAccessible.Role.Cell]
        assert cells
        first = cells[0].tableCellInterface()
        assert first is not None
        assert (first.rowIndex(), first.columnIndex()) == (0, 0)
        shown = model.index(0, 0).data()
        # (Qt says the column with the cell: "Table: Table 1")
        assert cells[0].text(QAccessible.Text.Name).endswith("" if shown is None else str(shown))
        assert access.own_name(view), "a table a reader moves through says what it is"
    assert tables == len(views)


def test_every_button_is_a_key_away(window: MainWindow) -> None:
    # Keys alone: every action of the menus has keys or is reached by the menu's letter.
    for menu in (window.file_menu, window.edit_menu, window.rubber_menu, window.view_menu):
        assert "&" in menu.title()
        for action in menu.actions():
            if action.isSeparator():
                continue
            assert "&" in action.text() or not action.shortcut().isEmpty(), action.text()
    for b in window.findChildren(QAbstractButton):
        if b.isVisibleTo(window) and b.isEnabled() and not access.own_name(b):
            pytest.fail(f"a button without a name: {b!r}")


def test_ctrl_tab_goes_to_the_next_rubber_from_the_quick_entry(
    window: MainWindow, qtbot: Any
) -> None:
    window.tabs.setCurrentIndex(0)
    pane = window.pane()
    assert pane is not None
    window.activateWindow()
    pane.quick.setFocus()
    qtbot.keyClick(pane.quick, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == 1
    qtbot.keyClick(
        window.tabs.currentWidget(),
        Qt.Key.Key_Backtab,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.tabs.currentIndex() == 0
