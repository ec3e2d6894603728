"""File ▸ Open rubber…: every rubber of the history, searchable by date, table, player and game.

The list is a lazy model over the history's keyset-paginated query
(:meth:`scorepad.store.Store.browse` and :meth:`~scorepad.store.Store.browse_count`): it holds
only the rubbers scrolled to so far, a window of :data:`BATCH` at a time (``canFetchMore`` /
``fetchMore``), so that 50,000 rubbers open and filter at once. Each word typed must match the
rubber's date ("2019", "2019-03"), its table, its game ("chicago", "whist") or one of its players
(any part of the name). A rubber is opened (in a tab of the main window), corrected (its pad,
with "Correct this rubber" pressed) or printed (its summary).
"""

from __future__ import annotations

import contextlib
import sqlite3
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import Seat
from scorepad.errors import ScorepadError
from scorepad.rules import GAMES
from scorepad.store import BrowseFilter, RubberInfo, Store, key_of
from scorepad.store.browse import game_title
from ui import printing
from ui.access import about, with_clear_button
from ui.dialogs.errors import show_error
from ui.dialogs.money import number_text
from ui.history_codes import codes_of
from ui.history_view import HistoryRubberView
from ui.i18n import WordList, counted

#: Rubbers read at a time as the list scrolls (the first window: a few screenfuls).
BATCH = 100
#: How long typing pauses before the list is filtered (ms). 0: the list is filtered as soon as
#: the keys already typed have been taken in (a zero timer runs after the events waiting), so a
#: burst of keys is filtered once and a keystroke's result is shown within the issue's 200 ms
#: (the filter takes 10–40 ms on a 50,000-rubber history, its paint 30–50: bench/bench_browser.py).
TYPING_PAUSE_MS = 0

HEADERS = WordList(
    "HistoryBrowser",
    (
        QT_TRANSLATE_NOOP("HistoryBrowser", "Date"),
        QT_TRANSLATE_NOOP("HistoryBrowser", "Table"),
        QT_TRANSLATE_NOOP("HistoryBrowser", "Game"),
        QT_TRANSLATE_NOOP("HistoryBrowser", "North–South"),
        QT_TRANSLATE_NOOP("HistoryBrowser", "East–West"),
        QT_TRANSLATE_NOOP("HistoryBrowser", "Hands"),
        QT_TRANSLATE_NOOP("HistoryBrowser", "Result"),
    ),
)

Index = QModelIndex | QPersistentModelIndex

#: The roles the model answers (as the ints the view asks with), and what it gives for each.
_ROLES: dict[Any, str] = {}
for _role, _kind in (
    (Qt.ItemDataRole.DisplayRole, "text"),
    (Qt.ItemDataRole.ToolTipRole, "text"),
    (Qt.ItemDataRole.TextAlignmentRole, "align"),
    (Qt.ItemDataRole.UserRole, "id"),
):
    _ROLES[_role] = _ROLES[int(_role.value)] = _kind
_RIGHT = int((Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value)


#: The dialog's width at first: a little narrower than the main window's 1,200 px, which it
#: opens over, and room for a long table name and partnerships beside every game's title.
WIDTH = 1160


def _pair(info: RubberInfo, a: Seat, b: Seat) -> str:
    return " & ".join(info.players[s] for s in (a, b) if s in info.players)


def _game(game: str) -> str:
    return game_title(game)  # without loading every game's laws


def _result(info: RubberInfo) -> str:
    return info.result_text()


CELLS = (
    lambda i: i.played_on or "",
    lambda i: i.table or "",
    lambda i: _game(i.game),
    lambda i: _pair(i, Seat.N, Seat.S),
    lambda i: _pair(i, Seat.E, Seat.W),
    lambda i: str(i.deals),
    _result,
)


class BrowserModel(QAbstractTableModel):
    """The rubbers matching a filter, newest first, fetched :data:`BATCH` at a time."""

    def __init__(self, store: Store, parent: Any = None) -> None:
        super().__init__(parent)
        self.store = store
        self.filter = BrowseFilter()
        self._rows: list[RubberInfo] = []
        self._cells: dict[int, tuple[str, ...]] = {}  # row -> its texts, made when first shown
        self.total = 0
        self._fetching = False
        self.set_filter(self.filter)

    # -- the query --
    def set_filter(self, f: BrowseFilter) -> None:
        """Show the rubbers matching ``f``: counted, and the first window read."""
        self.beginResetModel()
        self.filter = f
        self.total = self.store.browse_count(f)
        self._rows = self.store.browse(f, None, BATCH) if self.total else []
        self._cells = {}
        self.endResetModel()

    def reload(self) -> None:
        """Read again (the history changed): as many rows as were shown."""
        shown = max(len(self._rows), BATCH)
        self.beginResetModel()
        self.total = self.store.browse_count(self.filter)
        self._rows = self.store.browse(self.filter, None, shown) if self.total else []
        self._cells = {}
        self.endResetModel()

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return (
            not parent.isValid()
            and not self._fetching
            and len(self._rows) < self.total
            and not self.store.closed  # a browser left over a history closed under it
        )

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or not self._rows or self._fetching or self.store.closed:
            return
        last = self._rows[-1]
        more = self.store.browse(self.filter, key_of(last.played_on, last.id), BATCH)
        if not more:
            self.total = len(self._rows)
            return
        first = len(self._rows)
        # A view asked to insert rows may ask for more at once: not until these are in.
        self._fetching = True
        try:
            self.beginInsertRows(QModelIndex(), first, first + len(more) - 1)
            self._rows.extend(more)
            self.endInsertRows()
        finally:
            self._fetching = False

    def info(self, row: int) -> RubberInfo:
        return self._rows[row]

    def text(self, row: int, column: int) -> str:
        """The text of a cell of the rows read."""
        cells = self._cells.get(row)
        if cells is None:
            cells = self._cells[row] = tuple(cell(self._rows[row]) for cell in CELLS)
        return cells[column]

    def loaded(self) -> int:
        return len(self._rows)

    # -- the table --
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Asked some 900 times a paint (every role of every cell shown): the roles it has
        # nothing for are answered first, and a row's texts are made once.
        kind = _ROLES.get(role)
        if kind is None or not index.isValid():
            return None
        row = index.row()
        if not 0 <= row < len(self._rows):
            return None
        if kind == "text":
            return self.text(row, index.column())
        if kind == "align":
            return _RIGHT if index.column() == 5 else None
        return self._rows[row].id

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(HEADERS)
        ):
            return HEADERS[section]
        return None


class HistoryBrowser(QDialog):
    """File ▸ Open rubber…: find a rubber, then open, correct or print it.

    Signals:
        open_requested(int): open this rubber (the main window opens it in a tab).
    """

    open_requested = Signal(int)

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Open rubber — Scorepad"))
        self._windows: list[QWidget] = []
        self.search = QLineEdit()
        self.search.setAccessibleName(self.tr("Search"))
        self.search.setPlaceholderText(
            self.tr("Date, table, player or game, e.g. “2019-03 Grey chicago”")
        )
        with_clear_button(self.search)  # (its cross named: ui/access.py)
        search_label = QLabel(self.tr("&Search:"))
        search_label.setBuddy(self.search)
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game"))
        self.game.setAccessibleDescription(self.tr("Show only the rubbers of one game"))
        self.game.addItem(self.tr("Every game"), None)
        for key in GAMES:
            self.game.addItem(_game(key), key)
        game_label = QLabel(self.tr("&Game:"))
        game_label.setBuddy(self.game)
        self.count = QLabel()
        self.count.setAccessibleName(self.tr("Rubbers found"))

        self.model = BrowserModel(store, self)
        self.view = QTableView()
        self.view.setAccessibleName(self.tr("Rubbers"))
        self.view.setAccessibleDescription(
            self.tr("The rubbers found, one a row: Enter opens the one chosen")
        )
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self._size_columns()

        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setDefault(True)
        self.correct_button = QPushButton(self.tr("&Correct…"))
        self.print_button = QPushButton(self.tr("&Print…"))
        self.close_button = QPushButton(self.tr("Close"))
        self.open_button.setAccessibleDescription(self.tr("Open the chosen rubber, read-only"))
        self.correct_button.setAccessibleDescription(
            self.tr("Correct the chosen rubber: the correction is kept in its audit trail")
        )
        self.print_button.setAccessibleDescription(self.tr("Print the chosen rubber's summary"))
        self.close_button.setAccessibleDescription(about("close"))

        top = QHBoxLayout()
        top.addWidget(search_label)
        top.addWidget(self.search, 1)
        top.addWidget(game_label)
        top.addWidget(self.game)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        for b in (self.open_button, self.correct_button, self.print_button, self.close_button):
            buttons.addWidget(b)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.view, 1)
        lay.addLayout(buttons)

        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(TYPING_PAUSE_MS)
        self._pause.timeout.connect(self.apply_filter)
        self.search.textChanged.connect(lambda _text: self._pause.start())
        self.search.returnPressed.connect(self._enter)
        self.game.currentIndexChanged.connect(lambda _i: self.apply_filter())
        self.view.doubleClicked.connect(lambda _index: self.open_selected())
        self.view.activated.connect(lambda _index: self.open_selected())
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._update())
        self.model.modelReset.connect(self._update)
        self.model.modelReset.connect(self._fit_rows)
        self.open_button.clicked.connect(lambda: self.open_selected())
        self.correct_button.clicked.connect(lambda: self.correct_selected())
        self.print_button.clicked.connect(lambda: self.print_selected())
        self.close_button.clicked.connect(self.reject)
        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.activated.connect(self.search.setFocus)
        self._update()
        self._fit_rows()
        self.resize(WIDTH, 620)
        QTimer.singleShot(0, self, self._warm)  # once shown, before the first key is read

    def _size_columns(self) -> None:
        """Widths from the font: the date, the hands and every game's title whole (the
        longest, "Contract rubber bridge", was cut at a fixed 130 px); the partnerships share
        what is left of the dialog's width beside the result (:data:`WIDTH`)."""
        fm = self.view.fontMetrics()
        header = self.view.horizontalHeader()
        pad = 2 * fm.horizontalAdvance("M")

        def wide(*texts: str) -> int:
            return max(fm.horizontalAdvance(t) for t in texts) + pad

        games = [_game(key) for key in GAMES]
        fixed = {
            0: wide("2026-12-31", HEADERS[0]),
            1: wide(self.tr("Table 10"), HEADERS[1]),
            2: wide(*games, HEADERS[2]),
            5: wide("999", HEADERS[5]),
        }
        result = max(
            wide(self.tr("12,345 – 12,345, abandoned")),
            wide(self.tr("12,345 – 12,345 if stopped now")),
        )
        rest = WIDTH - 40 - sum(fixed.values()) - result
        pair = max(wide(self.tr("Colonel Brown & Miss Ashby")), rest // 2)
        self._widths = {**fixed, 3: pair, 4: pair}
        self._room = 2 * pair + fixed[1]  # what the table and the partnerships share
        for column, width in self._widths.items():
            header.resizeSection(column, width)

    def _fit_rows(self) -> None:
        """The table and the partnerships sized to the longest of the rows read (a table
        called "The Green table by the window", a double-barrelled name) within the room they
        share at the dialog's width: what is left over goes to the partnerships; when it is
        short, the table takes at most a third and the wider partnership gives way first.
        What still does not fit has its tooltip."""
        fm = self.view.fontMetrics()
        pad = 2 * fm.horizontalAdvance("M")
        rows = min(self.model.loaded(), 200)
        need = {
            c: max(
                [fm.horizontalAdvance(HEADERS[c])]
                + [fm.horizontalAdvance(self.model.text(r, c)) for r in range(rows)]
            )
            + pad
            for c in (1, 3, 4, 6)
        }
        header = self.view.horizontalHeader()
        shown = self.view.viewport().width() - need.pop(6)  # (the result: the last, stretched)
        room = max(self._room, shown - sum(header.sectionSize(c) for c in (0, 2, 5)))
        a, b = need[3], need[4]
        if sum(need.values()) <= room:  # all fit: what is over goes to the partnerships
            table, extra = need[1], room - sum(need.values())
            a, b = a + extra // 2, b + extra - extra // 2
        else:
            table = min(need[1], room // 3)
            left = room - table
            if a + b > left:
                half = left // 2
                if min(a, b) > half:
                    a, b = half, left - half
                elif a <= b:  # the narrow one keeps its width, the wide one has the rest
                    b = left - a
                else:
                    a = left - b
        pairs = (a, b)
        for c, width in zip((1, 3, 4), (table, *pairs), strict=True):
            header.resizeSection(c, width)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    def _warm(self) -> None:
        """Read the history's search rows once, so that the first keystroke does not wait
        for them to come from the disc."""
        if not self.store.closed:
            with contextlib.suppress(sqlite3.Error, ScorepadError):
                self.store.warm_browse()

    # -- filtering --
    def current_filter(self) -> BrowseFilter:
        return BrowseFilter(self.search.text(), self.game.currentData())

    def apply_filter(self) -> None:
        """Filter the list by what is typed and the game chosen (the first row selected)."""
        self._pause.stop()
        self.model.set_filter(self.current_filter())
        if self.model.rowCount():
            self.view.selectRow(0)

    def _enter(self) -> None:
        if self._pause.isActive() or self.current_filter() != self.model.filter:
            self.apply_filter()
        else:
            self.open_selected()

    def _update(self) -> None:
        total = self.model.total
        # the language's own plural ("8 Robber", "5 robrów"), the figure grouped as it writes it
        self.count.setText(counted("rubber", total, number_text(total, 0)))
        has = self.selected() is not None
        for b in (self.open_button, self.correct_button, self.print_button):
            b.setEnabled(has)

    # -- the selected rubber --
    def selected(self) -> RubberInfo | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.info(rows[0].row())

    def select_rubber(self, rubber_id: int) -> bool:
        """Select a rubber among those loaded; False if it is not there."""
        for row in range(self.model.rowCount()):
            if self.model.info(row).id == rubber_id:
                self.view.selectRow(row)
                return True
        return False

    def open_selected(self) -> int | None:
        info = self.selected()
        if info is None:
            return None
        self.open_requested.emit(info.id)
        return info.id

    def correct_selected(self) -> QWidget | None:
        """The selected rubber's pad in a window of its own, ready to be corrected."""

        info = self.selected()
        if info is None:
            return None
        try:
            view = HistoryRubberView(self.store, info.id)
        except ScorepadError as e:
            show_error(self, e)
            return None
        view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        view.setWindowTitle(
            self.tr("Correct rubber — {0} {1}").format(CELLS[2](info), info.played_on or "")
        )
        view.corrected.connect(lambda _id: self.model.reload())
        self._windows = [w for w in self._windows if w.isVisible()]
        self._windows.append(view)
        view.show()
        view.start_correcting()
        return view

    def report(self) -> Any:
        """The selected rubber's printed summary (None if none is selected)."""

        info = self.selected()
        if info is None:
            return None
        state = self.store.rubber_state(info.id)
        assert state.rubber is not None and state.sheet is not None
        codes = codes_of(self.store, [info.id])
        return printing.rubber_report(
            state.rubber, state.sheet, rubber_id=info.id, state=state.state, codes=codes
        )

    def print_selected(self) -> bool:

        report = self.report()
        if report is None:
            return False
        return bool(printing.print_report(report, self))


def open_history_browser(store: Store, parent: Any = None) -> HistoryBrowser:
    """Show the browser (non-modal); the main window connects ``open_requested``."""
    browser = HistoryBrowser(store, parent)
    browser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    browser.show()
    browser.search.setFocus()
    return browser
