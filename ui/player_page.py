"""A player's page: every rubber, statistics per game, partners, opponents and a chart.

The rubbers are a :class:`HistoryModel` (one row per rubber, from the history's
``player_history``) behind a :class:`HistoryFilter` that sorts and filters by game, date range,
result and text. The statistics, partnerships and head-to-head tables are counted by
:mod:`scorepad.store.stats` from the rows the filter lets through, so they always describe what is
on
the screen; over the whole history they agree with the store's own ``stats``, ``partnerships``
and ``head_to_head``. Only settled rubbers (finished or abandoned) count in them; a rubber in
play is listed but not counted. Points are given per game, never added across games.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorepad.drives.rules import FORM_TITLES
from scorepad.errors import ScorepadError
from scorepad.i18n import say
from scorepad.rules import GAMES
from scorepad.store import Store, stats
from scorepad.store.browse import game_title
from scorepad.store.drives import PlayerDrives, player_drives
from scorepad.store.rows import RESULT_WORDS
from ui import i18n
from ui.access import about, with_clear_button
from ui.chart import ChartPoint, ChartWidget
from ui.dialogs.money import number_text
from ui.drives.window import fmt
from ui.history_view import HistoryRubberView
from ui.notifier import Notifier  # every change to the history, made anywhere
from ui.printing import Report, player_report, points_text, report_actions, signed

Index = QModelIndex | QPersistentModelIndex
SortRole = Qt.ItemDataRole.UserRole + 1
RubberIdRole = Qt.ItemDataRole.UserRole + 2
NO_DATE = QDate(1900, 1, 1)


def _title(game: str) -> str:
    return game_title(game)


def _signed(n: float, places: int = 0) -> str:
    return signed(n, places)


def _points(points: stats.Points) -> str:
    return points_text(points)


#: How long a player's page waits before it reads another connection's rubbers again, in ms.
RELOAD_LATER_MS = 300


# -- models ---------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Column:
    """A column: its title, the shown text, the value it sorts by, and its alignment."""

    title: str
    text: Callable[[Any], str]
    key: Callable[[Any], Any]
    numeric: bool = False


class RowsModel(QAbstractTableModel):
    """A read-only table of frozen rows described by :class:`Column` s."""

    def __init__(self, columns: Sequence[Column], parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self._rows: list[Any] = []
        self._sorted_by: tuple[int, Qt.SortOrder] | None = None

    def set_rows(self, rows: Iterable[Any]) -> None:
        """Show these rows (kept in the order last sorted by, if any)."""
        self.beginResetModel()
        self._rows = list(rows)
        if self._sorted_by is not None:
            column, order = self._sorted_by
            self._rows.sort(
                key=self.columns[column].key, reverse=order == Qt.SortOrder.DescendingOrder
            )
        self.endResetModel()

    def row_at(self, row: int) -> Any:
        return self._rows[row]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by a column's raw value (in Python: one key per row, so that sorting
        thousands of rubbers needs no call back from Qt per comparison)."""
        if not 0 <= column < len(self.columns):
            return
        key = self.columns[column].key
        self._sorted_by = (column, order)
        self.layoutAboutToBeChanged.emit()
        old = list(self._rows)
        self._rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        # Keep the persistent indexes (selection, current row) on their rows.
        where = {id(r): i for i, r in enumerate(self._rows)}
        from_list, to_list = [], []
        for idx in self.persistentIndexList():
            if idx.isValid():
                new_row = where[id(old[idx.row()])]
                from_list.append(idx)
                to_list.append(self.index(new_row, idx.column()))
        self.changePersistentIndexList(from_list, to_list)
        self.layoutChanged.emit()

    def rows(self) -> list[Any]:
        return list(self._rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, col = self._rows[index.row()], self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return col.text(row)
        if role == SortRole:
            return col.key(row)
        if role == RubberIdRole:
            return getattr(row, "rubber_id", None)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            h = Qt.AlignmentFlag.AlignRight if col.numeric else Qt.AlignmentFlag.AlignLeft
            return int(h | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{QCoreApplication.translate('Columns', col.title)}: {col.text(row)}"
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self.columns):
                return QCoreApplication.translate("Columns", self.columns[section].title)
            return None
        return str(section + 1)


def _money(m: float | None) -> str:
    return "" if m is None else _signed(m, 2)


HISTORY_COLUMNS = (
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Date")),
        lambda r: r.played_on or "",
        lambda r: r.played_on or "",
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Game")),
        lambda r: _title(r.game),
        lambda r: _title(r.game),
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Table")), lambda r: r.table or "", lambda r: r.table or ""
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Seat")), lambda r: r.seat.value, lambda r: r.seat.value
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Partner")),
        lambda r: r.partner or "—",
        lambda r: (r.partner or "").casefold(),
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Opponents")),
        lambda r: " & ".join(r.opponents) or "—",
        lambda r: " & ".join(r.opponents).casefold(),
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Result")),
        lambda r: say(RESULT_WORDS.get(r.result, r.result)),
        lambda r: r.result,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Net")),
        lambda r: _signed(r.net),
        lambda r: r.net,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Money")),
        lambda r: _money(r.money),
        lambda r: r.money or 0.0,
        numeric=True,
    ),
)

GAME_COLUMNS = (
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Game")),
        lambda s: _title(s.game),
        lambda s: _title(s.game),
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Rubbers")),
        lambda s: str(s.rubbers),
        lambda s: s.rubbers,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Won")),
        lambda s: str(s.won),
        lambda s: s.won,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Lost")),
        lambda s: str(s.lost),
        lambda s: s.lost,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Drawn")),
        lambda s: str(s.drawn),
        lambda s: s.drawn,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Net points")),
        lambda s: _signed(s.net),
        lambda s: s.net,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Money")),
        lambda s: _money(s.money),
        lambda s: s.money,
        numeric=True,
    ),
)


def _average(a: float | None) -> str:
    return "—" if a is None else number_text(a, 2)


DRIVE_COLUMNS = (
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Date")),
        lambda d: d.played_on or "",
        lambda d: d.played_on or "",
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Drive")),
        lambda d: d.title or say(FORM_TITLES.get(d.form, d.form)),
        lambda d: d.title or "",
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Form")),
        lambda d: say(FORM_TITLES.get(d.form, d.form)),
        lambda d: d.form,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Place")),
        lambda d: (
            QCoreApplication.translate("Columns", "{place} of {of}").format(place=d.place, of=d.of)
            if d.place
            else "—"
        ),
        lambda d: d.place,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Total")),
        lambda d: fmt(d.total),
        lambda d: float(d.total),
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Hands")),
        lambda d: str(d.hands),
        lambda d: d.hands,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Per hand")),
        lambda d: _average(d.average),
        lambda d: d.average or 0.0,
        numeric=True,
    ),
    Column(
        str(QT_TRANSLATE_NOOP("Columns", "Prizes")),
        lambda d: ", ".join(d.prizes) or "—",
        lambda d: len(d.prizes),
    ),
)


def drives_summary(mine: PlayerDrives) -> str:
    """The line above the player's drives (never added to rubber points)."""
    if not mine.played:
        return QCoreApplication.translate("PlayerPage", "No drives played")
    return QCoreApplication.translate(
        "PlayerPage",
        "{played} · {prizes} · {hands} hands, {0} a hand (drive points are kept apart from "
        "rubber points)",
    ).format(
        _average(mine.average),
        played=i18n.counted("drive played", mine.played),
        prizes=i18n.counted("prize", mine.prizes),
        hands=mine.hands,
    )


#: The column of the partners' and opponents' tables with each game's net points.
PAIR_POINTS_COLUMN = 4


def pair_columns(title: str) -> tuple[Column, ...]:
    return (
        Column(title, lambda s: s.other, lambda s: s.other.casefold()),
        Column(
            QCoreApplication.translate("PlayerPage", "Rubbers"),
            lambda s: str(s.rubbers),
            lambda s: s.rubbers,
            numeric=True,
        ),
        Column(
            QCoreApplication.translate("PlayerPage", "Won"),
            lambda s: str(s.won),
            lambda s: s.won,
            numeric=True,
        ),
        Column(
            QCoreApplication.translate("PlayerPage", "Lost"),
            lambda s: str(s.lost),
            lambda s: s.lost,
            numeric=True,
        ),
        # per game, each named (points of different games are not added up)
        Column(
            QCoreApplication.translate("PlayerPage", "Net points"),
            lambda s: _points(s.points),
            lambda s: s.points,
            numeric=True,
        ),
        Column(
            QCoreApplication.translate("PlayerPage", "Money"),
            lambda s: _money(s.money),
            lambda s: s.money,
            numeric=True,
        ),
    )


class HistoryModel(RowsModel):
    """One row per rubber the player sat in (the history's ``HistoryRow`` s)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(HISTORY_COLUMNS, parent)


class HistoryFilter(QSortFilterProxyModel):
    """Sorts on the raw values and keeps the rows of a game, a date range, a result and a text
    (partner, opponents or table)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SortRole)
        self._game: str | None = None
        self._text = ""
        self._from: str | None = None
        self._to: str | None = None
        self._result: str | None = None

    def _change(self, attr: str, value: Any) -> None:
        if getattr(self, attr) == value:
            return
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            setattr(self, attr, value)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            setattr(self, attr, value)
            self.invalidateRowsFilter()

    def set_game(self, game: str | None) -> None:
        self._change("_game", game or None)

    def set_text(self, text: str) -> None:
        self._change("_text", text.strip().casefold())

    def set_dates(self, date_from: str | None, date_to: str | None) -> None:
        self._change("_from", date_from or None)
        self._change("_to", date_to or None)

    def set_result(self, result: str | None) -> None:
        self._change("_result", result or None)

    def dates(self) -> tuple[str | None, str | None]:
        return self._from, self._to

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sorting is done by the source model (see :meth:`RowsModel.sort`); the filter keeps
        its order."""
        model = self.sourceModel()
        if isinstance(model, RowsModel):
            model.sort(column, order)

    def visible_rows(self) -> list[Any]:
        """The rows the filter lets through, in the order shown."""
        model = self.sourceModel()
        if not isinstance(model, RowsModel):
            return []
        return [r for r in model.rows() if self.accepts(r)]

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if not isinstance(model, RowsModel):
            return True
        return self.accepts(model.row_at(source_row))

    def accepts(self, r: Any) -> bool:
        if self._game and r.game != self._game:
            return False
        if self._result and r.result != self._result:
            return False
        day = r.played_on or ""
        if self._from and day < self._from:
            return False
        if self._to and day > self._to:
            return False
        if self._text:
            hay = " ".join([r.partner or "", *r.opponents, r.table or ""]).casefold()
            if self._text not in hay:
                return False
        return True


# -- the page -------------------------------------------------------------------------------------
def _table_view(model: Any, name: str) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def _iso(edit: QDateEdit) -> str | None:
    d = edit.date()
    return None if d == NO_DATE else d.toString(Qt.DateFormat.ISODate)


class PlayerPage(QWidget):
    """One player's page. ``store`` is the open history; ``name`` the player.

    Signals:
        rubber_opened(int): a rubber was opened (double-click or Enter) from the list.
    """

    rubber_opened = Signal(int)

    def __init__(self, store: Store, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.player = store.player(name)
        self.setWindowTitle(self.tr("{name} — Scorepad").format(name=self.player.name))
        self._history_windows: list[QWidget] = []

        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.summary = QLabel()
        self.summary.setAccessibleName(self.tr("Totals of the rubbers shown"))

        self.model = HistoryModel(self)
        self.proxy = HistoryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.games_model = RowsModel(GAME_COLUMNS, self)
        self.partners_model = RowsModel(pair_columns(self.tr("Partner")), self)
        self.opponents_model = RowsModel(pair_columns(self.tr("Opponent")), self)
        self.games_proxy = self._sorted(self.games_model)
        self.partners_proxy = self._sorted(self.partners_model)
        self.opponents_proxy = self._sorted(self.opponents_model)

        # Filters.
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Filter by partner, opponent or table"))
        self.search.setAccessibleName(self.tr("Filter by partner, opponent or table"))
        with_clear_button(self.search)  # (its cross named: ui/access.py)
        self.game_box = QComboBox()
        self.game_box.setAccessibleName(self.tr("Game"))
        self.game_box.setAccessibleDescription(self.tr("Show only the rubbers of one game"))
        self.game_box.addItem(self.tr("All games"), "")
        for g, rules in GAMES.items():
            self.game_box.addItem(say(rules.title), g)
        self.result_box = QComboBox()
        self.result_box.setAccessibleName(self.tr("Result"))
        self.result_box.setAccessibleDescription(
            self.tr("Show only the rubbers won, lost or drawn")
        )
        for text, value in (
            (self.tr("Any result"), ""),
            (self.tr("Won"), "won"),
            (self.tr("Lost"), "lost"),
            (self.tr("Drawn"), "drawn"),
            (self.tr("In play"), self.tr("in play")),
        ):
            self.result_box.addItem(text, value)
        self.date_from = self._date_edit(self.tr("From date"))
        self.date_to = self._date_edit(self.tr("To date"))
        self.date_from.setAccessibleDescription(
            self.tr("Show only the rubbers played on or after this day")
        )
        self.date_to.setAccessibleDescription(
            self.tr("Show only the rubbers played on or before this day")
        )

        filters = QHBoxLayout()
        filters.addWidget(self.search, 3)
        filters.addWidget(self.game_box, 1)
        filters.addWidget(self.result_box, 1)
        filters.addWidget(QLabel(self.tr("From")))
        filters.addWidget(self.date_from)
        filters.addWidget(QLabel(self.tr("to")))
        filters.addWidget(self.date_to)

        self.table = _table_view(self.proxy, self.tr("Rubbers"))
        self.table.setAccessibleDescription(
            self.tr("The player's rubbers, one a row: Enter opens the one chosen")
        )
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.doubleClicked.connect(self._open_index)
        enter = QShortcut(QKeySequence(Qt.Key.Key_Return), self.table)
        enter.setContext(Qt.ShortcutContext.WidgetShortcut)
        enter.activated.connect(lambda: self._open_index(self.table.currentIndex()))
        # The page is a window of its own: Escape or Ctrl+W closes it, as a rubber's view.
        for close in (
            QShortcut(QKeySequence(Qt.Key.Key_Escape), self),
            QShortcut(QKeySequence.StandardKey.Close, self),  # (each of its keys: Ctrl+W too)
        ):
            close.activated.connect(self.close)
        self.games_view = _table_view(self.games_proxy, self.tr("Statistics per game"))
        self.partners_view = _table_view(self.partners_proxy, self.tr("Partnerships"))
        self.opponents_view = _table_view(self.opponents_proxy, self.tr("Head to head"))
        self.games_view.setAccessibleDescription(self.tr("The player's results in each game"))
        self.partners_view.setAccessibleDescription(
            self.tr("The player's results with each partner")
        )
        self.opponents_view.setAccessibleDescription(
            self.tr("The player's results against each opponent")
        )
        for v in (self.games_view, self.partners_view, self.opponents_view):
            v.setSortingEnabled(True)
            # Most rubbers first, as in the printed statement (the header's own default
            # would be the first column, Z to A).
            v.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.chart = ChartWidget()
        self.drives_model = RowsModel(DRIVE_COLUMNS, self)
        self.drives_view = _table_view(self._sorted(self.drives_model), self.tr("Drives"))
        self.drives_view.setAccessibleDescription(
            self.tr("The drives the player played, one a row")
        )
        self.drives_view.setSortingEnabled(True)
        self.drives_view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.drives_summary = QLabel()
        self.drives_summary.setAccessibleName(self.tr("Drives played, prizes and average per hand"))
        drives_tab = QWidget()
        drives_lay = QVBoxLayout(drives_tab)
        drives_lay.addWidget(self.drives_summary)
        drives_lay.addWidget(self.drives_view, 1)

        self.tabs = QTabWidget()
        for page, text, tip in (  # (a tab's tooltip is what a screen reader says of it)
            (self.table, self.tr("&Rubbers"), self.tr("The player's rubbers, one a row")),
            (self.games_view, self.tr("By &game"), self.tr("The player's results in each game")),
            (self.partners_view, self.tr("&Partners"), self.tr("The results with each partner")),
            (
                self.opponents_view,
                self.tr("&Opponents"),
                self.tr("The results against each opponent"),
            ),
            (self.chart, self.tr("&Chart"), self.tr("Net points and money over time, drawn")),
            (drives_tab, self.tr("&Drives"), self.tr("The drives the player played")),
        ):
            self.tabs.setTabToolTip(self.tabs.addTab(page, text), tip)

        self.print_button = QPushButton(self.tr("Print &statement…"))
        self.preview_button = QPushButton(self.tr("Print pre&view…"))
        self.pdf_button = QPushButton(self.tr("&Export PDF…"))
        self.open_button = QPushButton(self.tr("Ope&n rubber"))
        self.print_button.setAccessibleDescription(
            self.tr("Print the player's statement on a printer")
        )
        self.preview_button.setAccessibleDescription(about("preview"))
        self.pdf_button.setAccessibleDescription(about("pdf"))
        self.open_button.setAccessibleDescription(self.tr("Open the chosen rubber, read-only"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        for b in (self.print_button, self.preview_button, self.pdf_button):
            buttons.addWidget(b)

        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.summary)
        lay.addLayout(filters)
        lay.addWidget(self.tabs, 1)
        lay.addLayout(buttons)

        self.search.textChanged.connect(self._filter_text)
        self.game_box.currentIndexChanged.connect(
            lambda _: self._refilter(self.proxy.set_game, self.game_box.currentData())
        )
        self.result_box.currentIndexChanged.connect(
            lambda _: self._refilter(self.proxy.set_result, self.result_box.currentData())
        )
        self.date_from.dateChanged.connect(self._dates_changed)
        self.date_to.dateChanged.connect(self._dates_changed)
        self.open_button.clicked.connect(lambda: self._open_index(self.table.currentIndex()))
        self.print_button.clicked.connect(self.print_statement)
        self.preview_button.clicked.connect(self.preview_statement)
        self.pdf_button.clicked.connect(self.export_statement)
        self.reload()
        self.resize(980, 640)

        self._reload_due = False
        Notifier.of(store).changed.connect(self._heard)

    def _heard(self, change: Any) -> None:
        if change.kind == "drive" or (
            change.kind == "external" and change.named and not change.rubber_ids
        ):
            if change.kind == "drive" or change.drive_ids:
                with contextlib.suppress(ScorepadError):
                    self.reload_drives()
        elif change.kind == "external" and change.named:
            # Another connection's rubbers (the tables' phones, many a second): read again
            # once for the changes that arrive together, after the pads have repainted.
            if not self._reload_due:
                self._reload_due = True
                QTimer.singleShot(RELOAD_LATER_MS, self, self._reload_later)
        elif change.kind != "load":
            # The player merged away: the page keeps what it showed.
            with contextlib.suppress(ScorepadError):
                self.reload()

    def _reload_later(self) -> None:
        self._reload_due = False
        if self.store.closed:
            return
        with contextlib.suppress(ScorepadError):
            self.reload()

    # -- data --
    def reload(self) -> None:
        """Read the player's rubbers again from the history."""
        self.player = self.store.player(self.player.id)
        self.model.set_rows(self.store.player_history(self.player.name))
        member = (
            self.tr(" · membership {membership}").format(membership=self.player.membership)
            if self.player.membership
            else ""
        )
        self.heading.setText(f"{self.player.name}{member}")
        self.setWindowTitle(self.tr("{name} — Scorepad").format(name=self.player.name))
        self._update_sums()
        self.reload_drives()

    def reload_drives(self) -> None:
        """The player's drives, apart from their rubbers."""
        self.drives = player_drives(self.store, self.player.name)
        self.drives_model.set_rows(self.drives.drives)
        self.drives_summary.setText(drives_summary(self.drives))

    def shown_rows(self) -> list[Any]:
        """The rubbers the filters let through, in the order shown."""
        return self.proxy.visible_rows()

    def _update_sums(self) -> None:
        rows = self.shown_rows()
        total = stats.totals(rows)
        several = len(total.points) > 1
        self.games_model.set_rows(stats.by_game(rows, self.player.name))
        self.partners_model.set_rows(stats.pairs(rows, "partner", self.player.name))
        self.opponents_model.set_rows(stats.pairs(rows, "opponent", self.player.name))
        # Each game's points named, on one line: the column as wide as its longest (the money,
        # the last column, takes what is left) rather than cut short at "+9 american…".
        for view in (self.partners_view, self.opponents_view):
            view.resizeColumnToContents(PAIR_POINTS_COLUMN)
        what = "money" if several else self.tr("net points and money")
        self.chart.set_points(
            [
                ChartPoint(dt.date.fromisoformat(r.played_on), r.net, r.money or 0.0, r.game)
                for r in stats.settled(rows)
                if r.played_on
            ],
            title=self.tr("{name}: running {what}").format(name=self.player.name, what=what),
        )
        self.summary.setText(
            self.tr("{rubbers} rubbers settled ({won} won, {lost} lost)").format(
                rubbers=total.rubbers, won=total.won, lost=total.lost
            )
            + (
                self.tr(", {in_play} in play").format(in_play=total.in_play)
                if total.in_play
                else ""
            )
            + self.tr(" · net points {0}").format(points_text(total.points, labelled=several))
            + self.tr(" · money {0}").format(_signed(total.money, 2))
        )

    # -- slots --
    def _sorted(self, model: RowsModel) -> QSortFilterProxyModel:
        proxy = QSortFilterProxyModel(self)
        proxy.setSourceModel(model)
        proxy.setSortRole(SortRole)
        return proxy

    def _date_edit(self, name: str) -> QDateEdit:
        edit = QDateEdit()
        edit.setAccessibleName(name)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setCalendarPopup(True)
        edit.setMinimumDate(NO_DATE)
        edit.setSpecialValueText(self.tr("any"))
        edit.setDate(NO_DATE)
        return edit

    def _refilter(self, setter: Callable[[Any], None], value: Any) -> None:
        setter(value)
        self._update_sums()

    def _filter_text(self, text: str) -> None:
        self._refilter(self.proxy.set_text, text)

    def _dates_changed(self) -> None:
        self.proxy.set_dates(_iso(self.date_from), _iso(self.date_to))
        self._update_sums()

    def set_dates(self, date_from: str | None, date_to: str | None) -> None:
        """Show only the rubbers between two ISO dates (None: no limit)."""
        for edit, value in ((self.date_from, date_from), (self.date_to, date_to)):
            edit.setDate(QDate.fromString(value, Qt.DateFormat.ISODate) if value else NO_DATE)

    def _open_index(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        rubber_id = self.proxy.data(index, RubberIdRole)
        if rubber_id is not None:
            self.open_rubber(int(rubber_id))

    def open_rubber(self, rubber_id: int) -> QWidget:
        """Show the rubber's pad read-only (with "Correct this rubber")."""
        view = HistoryRubberView(self.store, rubber_id)
        view.corrected.connect(lambda _id: self.reload())
        view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self._history_windows = [w for w in self._history_windows if w.isVisible()]
        self._history_windows.append(view)
        view.show()
        self.rubber_opened.emit(rubber_id)
        return view

    # -- printing --
    def statement(self) -> Report:
        """The player statement for the dates chosen (every rubber when none)."""
        date_from, date_to = self.proxy.dates()
        rows = [
            r
            for r in self.model.rows()
            if (not date_from or (r.played_on or "") >= date_from)
            and (not date_to or (r.played_on or "") <= date_to)
        ]
        return player_report(self.player, rows, date_from, date_to)

    print_statement, preview_statement, export_statement = report_actions(
        lambda page: page.statement(), lambda page: f"{page.player.name} statement.pdf"
    )


def open_player_page(store: Store, name: str, parent: QWidget | None = None) -> PlayerPage:
    """Open (show) a player's page as its own window."""
    page = PlayerPage(store, name)
    page.setWindowFlag(Qt.WindowType.Window, True)
    page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if parent is not None:
        page.setParent(parent, Qt.WindowType.Window)
    page.show()
    return page
