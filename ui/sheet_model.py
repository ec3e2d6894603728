"""The deal list: a table model over the score sheet the rules service computed.

One row per deal of the record. ``data()`` only formats what :class:`~scorepad.sheets.sheet.Sheet`
already holds (entries, game won, dealer, vulnerability, the deal's summary); it never scores.
The whist games show each side's points; the bridge games the four columns of the
Encyclopædia Britannica's ledger (honours We | tricks We | tricks They | honours They).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from scorepad.enums import Side
from scorepad.i18n import say
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import DealLine, Entry, Sheet
from ui import i18n
from ui.i18n import Words

DealIndexRole = Qt.ItemDataRole.UserRole + 1  #: the deal's 0-based index in the record
EntriesRole = Qt.ItemDataRole.UserRole + 2  #: the Entry objects a cell sums (tuple)
GameWonRole = Qt.ItemDataRole.UserRole + 3  #: True on the deal that ended a game

_Index = QModelIndex | QPersistentModelIndex

_R = Qt.ItemDataRole
_TEXT_ROLES = frozenset({int(_R.DisplayRole), int(_R.AccessibleTextRole)})
#: The roles the model answers; a view asks each cell for many more at every paint (decoration,
#: colours, check state…), and those are answered at once.
_ROLES = frozenset(
    {
        *_TEXT_ROLES,
        int(_R.ToolTipRole),
        int(_R.TextAlignmentRole),
        int(_R.FontRole),
        int(DealIndexRole),
        int(EntriesRole),
        int(GameWonRole),
    }
)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


@cache
def _split_key(key: str) -> tuple[Side | None, str | None]:
    if ":" not in key:
        return None, None
    side, column = key.split(":", 1)
    return Side(side), column


@dataclass(frozen=True, slots=True)
class Column:
    """One column: its heading and what it shows (``number``, ``dealer``, ``vulnerable``,
    ``summary``, ``game``, or ``SIDE:COLUMN`` for the sum of that side's entries in a sheet
    column)."""

    title: str
    key: str

    @property
    def side(self) -> Side | None:
        return _split_key(self.key)[0]

    @property
    def sheet_column(self) -> str | None:
        return _split_key(self.key)[1]


WHIST_COLUMNS: tuple[Column, ...] = (
    Column("#", "number"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "Dealer")), "dealer"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "We")), "NS:points"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "They")), "EW:points"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "Game")), "game"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "Hand")), "summary"),
)

BRIDGE_COLUMNS: tuple[Column, ...] = (
    Column("#", "number"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "Dealer")), "dealer"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "Vul.")), "vulnerable"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "We\nabove")), "NS:above"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "We\nbelow")), "NS:below"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "They\nbelow")), "EW:below"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "They\nabove")), "EW:above"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "Game")), "game"),
    Column(str(QT_TRANSLATE_NOOP("SheetModel", "Hand")), "summary"),
)

STATUS_WORDS = Words(
    "SheetModel",
    {
        "new_deal": QT_TRANSLATE_NOOP("SheetModel", "new deal"),
        "passed_out": QT_TRANSLATE_NOOP("SheetModel", "passed out"),
        "not_played": QT_TRANSLATE_NOOP("SheetModel", "not played"),
    },
)


def vulnerable_text(vul: tuple[Side, ...] | None) -> str:
    """Who was vulnerable, as the deal list and the printed summary say it: "We", "They",
    "Both", "—" (neither)."""
    if vul is None:
        return ""
    if len(vul) == 2:
        return QCoreApplication.translate("SheetModel", "Both")
    if not vul:
        return "—"
    return i18n.SIDE_NAMES[vul[0].value]


def _points(entries: tuple[Entry, ...]) -> str:
    if not entries:
        return ""
    return str(sum(e.points for e in entries))


def _explain(entries: tuple[Entry, ...]) -> str:
    return "\n".join(
        f"{e.points:+d}  {say(e.explain) if e.explain else e.label.replace('_', ' ')}"
        for e in entries
    )


class SheetModel(QAbstractTableModel):
    """The deals of one rubber as rows, formatted from its sheet."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rubber: Rubber | None = None
        self._sheet: Sheet | None = None
        self._columns: tuple[Column, ...] = WHIST_COLUMNS

    # -- public ---------------------------------------------------------------------------------
    @property
    def columns(self) -> tuple[Column, ...]:
        return self._columns

    def column_of(self, key: str) -> int:
        for i, c in enumerate(self._columns):
            if c.key == key:
                return i
        raise KeyError(key)

    @property
    def sheet(self) -> Sheet | None:
        return self._sheet

    def set_sheet(self, rubber: Rubber, sheet: Sheet, family: str = "whist") -> bool:
        """Show ``sheet``; one appended deal is an insert (True), anything else a reset."""
        columns = BRIDGE_COLUMNS if family == "bridge" else WHIST_COLUMNS
        old = self._sheet
        if (
            old is not None
            and columns == self._columns
            and len(sheet.deals) == len(old.deals) + 1
            and sheet.deals[:-1] == old.deals
        ):
            row = len(old.deals)
            self.beginInsertRows(QModelIndex(), row, row)
            self._rubber, self._sheet = rubber, sheet
            self.endInsertRows()
            return True
        self.beginResetModel()
        self._rubber, self._sheet, self._columns = rubber, sheet, columns
        self.endResetModel()
        return False

    def clear(self) -> None:
        self.beginResetModel()
        self._rubber = self._sheet = None
        self.endResetModel()

    def shows_vulnerability(self) -> bool:
        """Whether the sheet has vulnerability to show (contract, Chicago)."""
        return self._sheet is not None and any(d.vulnerable is not None for d in self._sheet.deals)

    def deal_line(self, row: int) -> DealLine | None:
        if self._sheet is None or not 0 <= row < len(self._sheet.deals):
            return None
        return self._sheet.deals[row]

    def refresh_text(self) -> None:
        """The spelling changed: every cell and heading is redrawn."""
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    # -- formatting -----------------------------------------------------------------------------
    def _cell_entries(self, line: DealLine, column: Column) -> tuple[Entry, ...]:
        side, col = column.side, column.sheet_column
        return tuple(e for e in line.entries if e.side is side and e.column == col)

    def _display(self, row: int, line: DealLine, column: Column) -> str:
        key = column.key
        if key == "number":
            return str(row + 1)
        if key == "dealer":
            return line.dealer.value if line.dealer is not None else ""
        if key == "vulnerable":
            return vulnerable_text(line.vulnerable)
        if key == "summary":
            if line.summary:
                return say(line.summary)
            return STATUS_WORDS.get(line.status, "")
        if key == "game":
            if line.game_won is None:
                return ""
            who = i18n.SIDE_NAMES[line.game_won.by.value]
            value = "" if line.game_won.value is None else f" ({line.game_won.value})"
            return f"{who}{value}"
        return _points(self._cell_entries(line, column))

    # -- Qt overrides ---------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._sheet is None:
            return 0
        return len(self._sheet.deals)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES or self._sheet is None or not index.isValid():
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < len(self._sheet.deals) and 0 <= col < len(self._columns)):
            return None
        line = self._sheet.deals[row]
        column = self._columns[col]
        if role in _TEXT_ROLES:
            return self._display(row, line, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column.key == "game" and line.game_won is not None:
                return self.tr("Game to {0}").format(i18n.SIDE_NAMES[line.game_won.by.value])
            if column.side is not None:
                text = _explain(self._cell_entries(line, column))
            else:
                text = "\n".join(t for t in (say(line.summary), _explain(line.entries)) if t)
            return text if text else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if column.side is not None or column.key == "number" else _LEFT
        if role == Qt.ItemDataRole.FontRole and line.game_won is not None and column.key == "game":
            font = QFont()
            font.setBold(True)
            return font
        if role == DealIndexRole:
            return row
        if role == EntriesRole:
            return self._cell_entries(line, column) if column.side is not None else line.entries
        if role == GameWonRole:
            return line.game_won is not None
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self._columns):
                return QCoreApplication.translate("SheetModel", self._columns[section].title)
            return None
        return str(section + 1) if 0 <= section < self.rowCount() else None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
