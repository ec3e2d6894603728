"""A pool's live standings in the drive window (:mod:`ui.drives.window`): place, name, total,
rounds won and played, the movers shaded and bold (``drives.md`` §3.4), and the columns sized to
be read at the window's default width. Only the cells that changed are repainted.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from ui.i18n import WordList

MOVER = QColor(255, 236, 170)
#: The movers' text: dark on the pale shade in either palette (the dark palette's own light
#: text would not read on it).
MOVER_TEXT = QColor(42, 38, 32)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


Row = tuple[tuple[str, ...], bool]


def _changed_spans(old: list[Row], new: list[Row]) -> list[tuple[int, int, int, int]]:
    """The cells that differ between two standings of the same length, as rectangles (top row,
    bottom row, left column, right column): in each row changed, the columns from its first
    changed cell to its last (every column where the shading changed), rows next to each other
    with the same columns joined into one."""
    spans: list[tuple[int, int, int, int]] = []
    for k, (a, b) in enumerate(zip(old, new, strict=True)):
        if a == b:
            continue
        if a[1] != b[1]:
            left, right = 0, len(b[0]) - 1
        else:
            cols = [c for c, (x, y) in enumerate(zip(a[0], b[0], strict=True)) if x != y]
            left, right = cols[0], cols[-1]
        if spans and spans[-1][1] == k - 1 and spans[-1][2:] == (left, right):
            spans[-1] = (spans[-1][0], k, left, right)
        else:
            spans.append((k, k, left, right))
    return spans


class StandingsModel(QAbstractTableModel):
    """One pool's standings: place, name, total, rounds won, played; movers shaded and bold."""

    HEADERS = WordList(
        "StandingsModel",
        (
            "",
            QT_TRANSLATE_NOOP("StandingsModel", "Player"),
            QT_TRANSLATE_NOOP("StandingsModel", "Total"),
            QT_TRANSLATE_NOOP("StandingsModel", "Won"),
            QT_TRANSLATE_NOOP("StandingsModel", "Played"),
        ),
    )

    def __init__(self, parent: QWidget | None = None, *, pairs: bool = False) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.headers = ("", self.tr("Pair"), *self.HEADERS[2:]) if pairs else tuple(self.HEADERS)
        self._bold = QFont()
        self._bold.setBold(True)
        self._mover = QBrush(MOVER)
        self._mover_text = QBrush(MOVER_TEXT)

    def set_rows(self, rows: list[Row]) -> None:
        if rows == self.rows:
            return
        if len(rows) == len(self.rows) and rows:
            # the same players, in a new order or with new figures: only the cells that changed
            # are changed in place, so that the view repaints only them (a reset would drop the
            # view's selection and scroll position, and lay the view out again)
            spans = _changed_spans(self.rows, rows)
            self.rows = rows
            for top, bottom, left, right in spans:
                self.dataChanged.emit(self.index(top, left), self.index(bottom, right))
            return
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: Any = None) -> int:
        return len(self.rows)

    def columnCount(self, parent: Any = None) -> int:
        return len(self.HEADERS)

    def headerData(self, section: int, orientation: Any, role: int = 0) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        # the view asks for a dozen roles of every cell it paints: plain ints, the common
        # answers first (an enum's attribute looked up each time costs more than the answer)
        if role == _DISPLAY:
            return self.rows[index.row()][0][index.column()]
        if role == _ALIGN:
            return None if index.column() == 1 else _RIGHT
        if role == _BACKGROUND:
            return self._mover if self.rows[index.row()][1] else None
        if role == _FOREGROUND:
            return self._mover_text if self.rows[index.row()][1] else None
        if role == _FONT:
            return self._bold if self.rows[index.row()][1] else None
        return None


def size_columns(view: QTableView) -> None:
    """Every column of a standings view readable in the window's default width: the place and
    the figures as wide as their header or their widest figure (fixed, measured once: no row
    is measured on a change), the player's name taking the rest."""
    fm = view.fontMetrics()
    header = view.horizontalHeader()
    pad = 2 * fm.horizontalAdvance("0") + 8
    widest = ("000", "", "0000.0", "00.0", "000")
    for col, sample in enumerate(widest):
        if col == 1:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
            continue
        title = StandingsModel.HEADERS[col]
        width = max(fm.horizontalAdvance(sample), fm.horizontalAdvance(title) + 12) + pad
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
        view.setColumnWidth(col, width)
    header.setStretchLastSection(False)
    header.setMinimumSectionSize(fm.horizontalAdvance("0") * 3)
