"""The players window: the club's roster with search, add, rename, merge and membership numbers.

The roster is the history's ``players`` table; every change goes through the store (which
matches names without regard to case or spaces, refuses a rename onto an existing name and a
merge of two people who sat at the same rubber) and the list is read again afterwards. Opening a
player (double-click or Enter) shows the player's page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorepad.errors import ScorepadError, said
from scorepad.store import Change, Store
from ui import i18n
from ui.access import with_clear_button
from ui.dialogs.errors import show_error
from ui.i18n import WordList
from ui.notifier import Notifier
from ui.player_page import PlayerPage

Index = QModelIndex | QPersistentModelIndex
PlayerIdRole = Qt.ItemDataRole.UserRole + 1

COLUMNS = WordList(
    "Players",
    (
        QT_TRANSLATE_NOOP("Players", "Name"),
        QT_TRANSLATE_NOOP("Players", "Membership"),
        QT_TRANSLATE_NOOP("Players", "Notes"),
    ),
)
NAME, MEMBERSHIP, NOTES = range(3)


class PlayersModel(QAbstractTableModel):
    """The roster (the history's ``Player`` values). Membership and notes are edited in place;
    the name is edited through :meth:`PlayersWindow.rename` (it may be refused).

    Signals:
        failed(str): the history refused an edit made in a cell (its message).
    """

    failed = Signal(str)

    def __init__(self, store: Store, parent: Any = None) -> None:
        super().__init__(parent)
        self.store = store
        self._players: list[Any] = []
        self._search = ""

    def reload(self, search: str | None = None) -> None:
        if search is not None:
            self._search = search
        self.beginResetModel()
        self._players = list(self.store.players(self._search))
        self.endResetModel()

    def player_at(self, row: int) -> Any:
        return self._players[row]

    def row_of(self, player_id: int) -> int:
        for i, p in enumerate(self._players):
            if p.id == player_id:
                return i
        return -1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._players):
            return None
        p = self._players[index.row()]
        value = (p.name, p.membership, p.notes)[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            text = value or ""
            if role == Qt.ItemDataRole.DisplayRole and index.column() == NOTES:
                text = text.replace("\n", " · ")
            return text
        if role == PlayerIdRole:
            return p.id
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{COLUMNS[index.column()]}: {value or 'none'}"
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (MEMBERSHIP, NOTES):
            f |= Qt.ItemFlag.ItemIsEditable
        return f

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() not in (MEMBERSHIP, NOTES):
            return False
        p = self._players[index.row()]
        try:
            if index.column() == MEMBERSHIP:
                self.store.update_player(p.id, membership=str(value or ""))
            else:
                self.store.update_player(p.id, notes=str(value or ""))
        except ScorepadError as e:
            self.failed.emit(said(e))
            return False
        self._players[index.row()] = self.store.player(p.id)
        self.dataChanged.emit(index, index, [role, Qt.ItemDataRole.DisplayRole])
        return True

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return str(section + 1)


class PlayersWindow(QWidget):
    """The roster window. The questions it asks go through :meth:`ask_text`,
    :meth:`ask_choice` and :meth:`confirm` (tests replace them).

    Signals:
        player_opened(str): a player's page was asked for (the player's name).
        roster_changed(): a player was added, renamed or merged.
    """

    player_opened = Signal(str)
    roster_changed = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Players — Scorepad"))
        self._pages: list[QWidget] = []

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search players"))
        self.search.setAccessibleName(self.tr("Search players"))
        with_clear_button(self.search)  # (its cross named: ui/access.py)
        self.model = PlayersModel(store, self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setAccessibleName(self.tr("Players"))
        self.view.setAccessibleDescription(
            self.tr("Every player in the history, one a row: Enter opens the player's page")
        )
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.count = QLabel()

        self.add_button = QPushButton(self.tr("&Add…"))
        self.rename_button = QPushButton(self.tr("&Rename…"))
        self.merge_button = QPushButton(self.tr("&Merge…"))
        self.member_button = QPushButton(self.tr("Membership &number…"))
        self.open_button = QPushButton(self.tr("&Open page"))
        self.add_button.setAccessibleName(self.tr("Add a player"))
        self.add_button.setAccessibleDescription(self.tr("Add a player to the roster by name"))
        self.rename_button.setAccessibleDescription(self.tr("Rename the chosen player everywhere"))
        self.member_button.setAccessibleDescription(
            self.tr("Give the chosen player a club membership number")
        )
        self.open_button.setAccessibleDescription(
            self.tr("Open the chosen player's page: rubbers, partners, money")
        )
        self.merge_button.setToolTip(self.tr("Select the two entries of one person, then Merge"))
        buttons = QHBoxLayout()
        for b in (self.add_button, self.rename_button, self.merge_button, self.member_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)

        lay = QVBoxLayout(self)
        lay.addWidget(self.search)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.count)
        lay.addLayout(buttons)

        self.search.textChanged.connect(self._search)
        self.add_button.clicked.connect(lambda: self.add())
        self.rename_button.clicked.connect(lambda: self.rename())
        self.merge_button.clicked.connect(lambda: self.merge())
        self.member_button.clicked.connect(lambda: self.set_membership())
        self.open_button.clicked.connect(lambda: self.open_page())
        self.view.doubleClicked.connect(lambda _i: self.open_page())
        self.model.failed.connect(lambda text: QMessageBox.warning(self, self.tr("Players"), text))
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        self.view.installEventFilter(self)
        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.activated.connect(self.search.setFocus)
        new = QShortcut(QKeySequence(QKeySequence.StandardKey.New), self)
        new.activated.connect(lambda: self.add())
        self.model.reload("")
        self._after_reload()
        self.resize(640, 520)
        self._reload_due = False
        # A player added, renamed or merged anywhere (or in another process) shows here.
        Notifier.of(store).changed.connect(self.heard)

    def heard(self, change: Change) -> None:
        """The roster may have changed: read it again once control is back in the event loop
        (not inside the edit of a cell that made the change)."""
        kinds = ("player", "rename", "merge", "import", "create", "external")
        if change.kind == "external" and change.named and not change.player_ids:
            return  # another connection wrote rubbers or drives only: no one added or renamed
        if change.kind in kinds and not self._reload_due:
            self._reload_due = True
            QTimer.singleShot(0, self, self._reload_heard)

    def _reload_heard(self) -> None:
        self._reload_due = False
        if self.view.state() == QAbstractItemView.State.EditingState:
            return
        selected = self.current()
        self.model.reload()
        self._after_reload()
        if selected is not None:
            self.select_player(selected.id)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        # Enter on the list (not in a cell being edited) opens the player's page.
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.view.state() != QAbstractItemView.State.EditingState
        ):
            self.open_page()
            return True
        return super().eventFilter(watched, event)

    # -- questions (replaced in tests) --
    def ask_text(self, title: str, label: str, text: str = "") -> str | None:
        value, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, text)
        return value if ok else None

    def ask_choice(self, title: str, label: str, items: list[str]) -> str | None:
        value, ok = QInputDialog.getItem(self, title, label, items, 0, False)
        return value if ok else None

    def confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    # -- selection --
    def selected(self) -> list[Any]:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()})
        return [self.model.player_at(r) for r in rows]

    def current(self) -> Any | None:
        sel = self.selected()
        if sel:
            return sel[0]
        idx = self.view.currentIndex()
        return self.model.player_at(idx.row()) if idx.isValid() else None

    def select_player(self, player_id: int) -> None:
        row = self.model.row_of(player_id)
        if row >= 0:
            self.view.selectRow(row)
            self.view.setCurrentIndex(self.model.index(row, NAME))

    def _enable(self) -> None:
        n = len(self.selected())
        self.rename_button.setEnabled(n == 1)
        self.member_button.setEnabled(n == 1)
        self.open_button.setEnabled(n == 1)
        self.merge_button.setEnabled(n == 2)

    def _search(self, text: str) -> None:
        self.model.reload(text)
        self._after_reload()

    def _after_reload(self) -> None:
        n = self.model.rowCount()
        self.count.setText(
            i18n.counted("player", n) + (self.tr(" found") if self.search.text().strip() else "")
        )
        self._enable()

    def _changed(self, select: int | None = None) -> None:
        self.model.reload()
        self._after_reload()
        if select is not None:
            self.select_player(select)
        self.roster_changed.emit()

    # -- actions --
    def add(self, name: str | None = None) -> Any | None:
        """Add a player (an existing name is found, not doubled); returns the player."""
        if name is None:
            name = self.ask_text(self.tr("Add a player"), self.tr("Name:"))
        if name is None or not name.strip():
            return None
        try:
            player = self.store.ensure_player(name)
        except ScorepadError as e:
            show_error(self, e)
            return None
        if self.search.text() and self.search.text().casefold() not in player.name.casefold():
            self.search.clear()
        self._changed(player.id)
        return player

    def rename(self, new_name: str | None = None) -> bool:
        p = self.current()
        if p is None:
            return False
        if new_name is None:
            new_name = self.ask_text(
                self.tr("Rename"), self.tr("New name for {name}:").format(name=p.name), p.name
            )
        if new_name is None or new_name.strip() == p.name:
            return False
        try:
            self.store.rename_player(p.id, new_name)
        except ScorepadError as e:
            show_error(self, e)
            return False
        self.search.clear()
        self._changed(p.id)
        return True

    def merge(self) -> bool:
        """Merge the two selected entries of one person; their history follows the one kept."""
        sel = self.selected()
        if len(sel) != 2:
            QMessageBox.information(
                self,
                self.tr("Merge players"),
                self.tr("Select the two entries of the same person to merge them."),
            )
            return False
        names = [p.name for p in sel]
        keep_name = self.ask_choice(self.tr("Merge players"), self.tr("Keep the name:"), names)
        if keep_name is None:
            return False
        keep = sel[names.index(keep_name)]
        drop = sel[1 - names.index(keep_name)]
        if not self.confirm(
            self.tr("Merge players"),
            self.tr(
                "Merge {name} into {0}? Every rubber of {name} will be "
                "{1}'s, and {name} leaves the roster."
            ).format(keep.name, keep.name, name=drop.name),
        ):
            return False
        try:
            self.store.merge_players(keep.id, drop.id)
        except ScorepadError as e:
            show_error(self, e)
            return False
        self._changed(keep.id)
        return True

    def set_membership(self, number: str | None = None) -> bool:
        p = self.current()
        if p is None:
            return False
        if number is None:
            number = self.ask_text(
                self.tr("Membership number"),
                self.tr("Membership number of {name}:").format(name=p.name),
                p.membership or "",
            )
        if number is None:
            return False
        try:
            self.store.update_player(p.id, membership=number)
        except ScorepadError as e:
            show_error(self, e)
            return False
        self._changed(p.id)
        return True

    def open_page(self) -> QWidget | None:
        """Open the current player's page."""
        p = self.current()
        if p is None:
            return None

        page = PlayerPage(self.store, p.name)
        page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self._pages = [w for w in self._pages if w.isVisible()]
        self._pages.append(page)
        page.show()
        self.player_opened.emit(p.name)
        return page
