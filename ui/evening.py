"""The club evening: several tables in play at once, for the club secretary.

Each table is a tab holding its current rubber in the main window's rubber pane (pad, deal list,
quick entry, hand form), so hands are recorded exactly as in the main window: into the history
first. Ctrl+1 … Ctrl+9 jump to a table and Ctrl+0 to the summary; Ctrl+Tab and Ctrl+Shift+Tab go
round them; the table's quick entry has the focus after a jump, so the next hand can be typed at
once.

Players move between tables for the next rubber: :meth:`EveningView.move_player` puts a player in
a seat at another table, and whoever sat there takes the player's old seat. A rubber in progress
keeps its four; the new seating is shown under the table and used by "New rubber at this table".

The summary tab shows each player's net points and money for the evening and who pays whom, all
from the history's ``evening`` query, and prints as the evening summary.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import SEATS, Seat
from scorepad.errors import InvalidEntryError, ScorepadError
from scorepad.record import Rubber
from scorepad.store import Change, Store
from ui.dialogs.errors import show_error
from ui.evening_drives import drives_section
from ui.notifier import Notifier
from ui.player_page import Column, RowsModel
from ui.printing import report_actions
from ui.rubber_pane import RubberPane

SEAT_WORDS = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}


def _signed(n: float, places: int = 0) -> str:
    from ui.printing import signed

    return signed(n, places)


def _pays(amount: float) -> str:
    from ui.printing import pays_text

    return pays_text(amount)


BALANCE_COLUMNS = (
    Column("Player", lambda b: b.player, lambda b: b.player.casefold()),
    Column("Rubbers", lambda b: str(b.rubbers), lambda b: b.rubbers, numeric=True),
    Column("Net points", lambda b: _signed(b.net), lambda b: b.net, numeric=True),
    Column("Money", lambda b: _signed(b.money, 2), lambda b: b.money, numeric=True),
    Column("Settles", lambda b: _pays(b.money), lambda b: b.money),
)
TRANSFER_COLUMNS = (
    Column("Pays", lambda t: t.payer, lambda t: t.payer.casefold()),
    Column("Receives", lambda t: t.payee, lambda t: t.payee.casefold()),
    Column("Amount", lambda t: f"{t.amount:,.2f}", lambda t: t.amount, numeric=True),
)


def seating_text(seating: Mapping[Seat, str]) -> str:
    return ", ".join(f"{s.value} {seating[s]}" for s in SEATS if s in seating) or "no players"


def counted(n: int, noun: str) -> str:
    """``1 table``, ``3 tables``."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class TablePage(QWidget):
    """One table of the evening: its current rubber, or a button to start one."""

    def __init__(self, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.pane: RubberPane | None = None
        self.seats = QLabel()
        self.seats.setAccessibleName(f"{label}: seating")
        self.next_seats = QLabel()
        self.next_seats.setAccessibleName(f"{label}: seating for the next rubber")
        self.new_button = QPushButton("New &rubber at this table…")
        self.stack = QStackedWidget()
        self.empty = QLabel("No rubber at this table yet. Press “New rubber at this table”.")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.empty)
        head = QHBoxLayout()
        head.addWidget(self.seats, 1)
        head.addWidget(self.new_button)
        lay = QVBoxLayout(self)
        lay.addLayout(head)
        lay.addWidget(self.next_seats)
        lay.addWidget(self.stack, 1)
        self.next_seats.hide()

    def set_pane(self, pane: RubberPane) -> None:
        if self.pane is not None:
            self.stack.removeWidget(self.pane)
            self.pane.deleteLater()
        self.pane = pane
        self.stack.addWidget(pane)
        self.stack.setCurrentWidget(pane)

    def entry_widget(self) -> QWidget:
        """Where the keyboard goes after a jump to this table: the quick entry."""
        if self.pane is not None:
            return self.pane.quick
        return self.new_button


class MovePlayerDialog(QDialog):
    """Move a player to a seat at a table. Use :meth:`ask`."""

    def __init__(
        self,
        players: list[str],
        tables: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Move a player")
        self.player = QComboBox()
        self.player.setEditable(True)  # a newcomer may be typed in
        self.player.addItems(players)
        self.player.setAccessibleName("Player")
        self.table = QComboBox()
        self.table.addItems(tables)
        self.table.setAccessibleName("To table")
        self.seat = QComboBox()
        for s in SEATS:
            self.seat.addItem(f"{SEAT_WORDS[s]} ({s.value})", s.value)
        self.seat.setAccessibleName("Seat")
        form = QFormLayout(self)
        form.addRow("&Player:", self.player)
        form.addRow("To &table:", self.table)
        form.addRow("&Seat:", self.seat)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def choice(self) -> tuple[str, str, Seat]:
        return (
            " ".join(self.player.currentText().split()),
            self.table.currentText(),
            Seat(self.seat.currentData()),
        )

    @classmethod
    def ask(
        cls, parent: QWidget | None, players: list[str], tables: list[str]
    ) -> tuple[str, str, Seat] | None:
        dialog = cls(players, tables, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.choice()
        finally:
            dialog.deleteLater()


class EveningView(QWidget):
    """One evening (a date) of the club: its tables and its summary.

    Signals:
        changed(): a hand was recorded, a rubber started or a player moved.
    """

    changed = Signal()

    def __init__(
        self, store: Store, date: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.date = date or dt.date.today().isoformat()
        self.pages: dict[str, TablePage] = {}
        self.seating: dict[str, dict[Seat, str]] = {}
        self._last: dict[str, Rubber] = {}

        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.add_button = QPushButton("&Add table…")
        self.move_button = QPushButton("&Move player…")
        self.entry_button = QPushButton("Table entry from p&hones…")  # ui/table_entry.py
        self.print_button = QPushButton("&Print evening…")
        self.preview_button = QPushButton("Print pre&view…")
        self.pdf_button = QPushButton("&Export PDF…")
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        for b in (self.add_button, self.move_button, self.entry_button):
            top.addWidget(b)

        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Tables")
        self.summary = self._summary_page()
        self.tabs.addTab(self.summary, "Summary")

        bottom = QHBoxLayout()
        bottom.addStretch(1)
        for b in (self.print_button, self.preview_button, self.pdf_button):
            bottom.addWidget(b)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.tabs, 1)
        lay.addLayout(bottom)

        self.add_button.clicked.connect(lambda: self.add_table())
        self.move_button.clicked.connect(lambda: self.ask_move())
        self.entry_button.clicked.connect(self._table_entry)
        self.print_button.clicked.connect(self.print_summary)
        self.preview_button.clicked.connect(self.preview_summary)
        self.pdf_button.clicked.connect(self.export_summary)
        self.tabs.currentChanged.connect(self._tab_changed)
        self._shortcuts()
        self.load()
        # Every change to the history, made anywhere, brings the tables and summary up to date.
        Notifier.of(store).changed.connect(self.heard)
        if self.pages:  # open on the first table
            self.tabs.setCurrentIndex(0)
        self.resize(1200, 800)

    def _table_entry(self) -> None:
        # Imported on use: the web server's modules add about 0.3 s to the window's start-up.
        from ui.table_entry import open_table_entry

        open_table_entry(self)

    # -- keyboard --
    def _shortcuts(self) -> None:
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for n in range(1, 10):
            sc = QShortcut(QKeySequence(f"Ctrl+{n}"), self)
            sc.setContext(context)
            sc.activated.connect(lambda n=n: self.show_table(n))
        sc = QShortcut(QKeySequence("Ctrl+0"), self)
        sc.setContext(context)
        sc.activated.connect(self.show_summary)
        for keys, step in (
            ("Ctrl+Tab", 1),
            ("Ctrl+Shift+Tab", -1),
            ("Ctrl+PgDown", 1),
            ("Ctrl+PgUp", -1),
        ):
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(context)
            sc.activated.connect(lambda step=step: self.step_table(step))
        sc = QShortcut(QKeySequence("Ctrl+Shift+N"), self)
        sc.setContext(context)
        sc.activated.connect(self.new_rubber_here)
        sc = QShortcut(QKeySequence(QKeySequence.StandardKey.Print), self)
        sc.setContext(context)
        sc.activated.connect(self.print_summary)
        # Undo and redo at the table in front, as in the main window's Edit menu.
        for keys, redo in (("Ctrl+Z", False), ("Ctrl+Shift+Z", True), ("Ctrl+Y", True)):
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(context)
            sc.activated.connect(lambda redo=redo: self.undo_at_table(redo=redo))

    def undo_at_table(self, *, redo: bool = False) -> bool:
        """Ctrl+Z (Ctrl+Shift+Z: redo) the last recording, correction or deletion at the table
        in front; False when there is nothing to take back (or no table in front)."""
        page = self.tabs.currentWidget()
        pane = page.pane if isinstance(page, TablePage) else None
        if pane is None:
            return False
        stack = pane.undo_stack
        if not (stack.canRedo() if redo else stack.canUndo()):
            return False
        stack.redo() if redo else stack.undo()
        return True

    def table_labels(self) -> list[str]:
        return list(self.pages)

    def show_table(self, n: int) -> bool:
        """Bring table ``n`` (1-based, in tab order) to the front, its quick entry focused."""
        labels = self.table_labels()
        if not 1 <= n <= len(labels):
            return False
        page = self.pages[labels[n - 1]]
        self.tabs.setCurrentWidget(page)
        page.entry_widget().setFocus()
        return True

    def show_summary(self) -> None:
        self.tabs.setCurrentWidget(self.summary)
        self.balances_view.setFocus()

    def step_table(self, step: int) -> None:
        count = self.tabs.count()
        self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % count)
        page = self.tabs.currentWidget()
        if isinstance(page, TablePage):
            page.entry_widget().setFocus()

    def current_table(self) -> str | None:
        page = self.tabs.currentWidget()
        return page.label if isinstance(page, TablePage) else None

    # -- loading --
    def load(self) -> None:
        """Read the evening from the history: every table's latest rubber and the summary."""
        evening = self.store.evening(self.date)
        for table in evening.tables:
            label = table.table or "No table"
            latest = max(table.rubbers, key=lambda r: (r.state == "in_play", r.id))
            page = self._page(label)
            if page.pane is None or page.pane.rubber_id != latest.id:
                self._open(label, latest.id)
            if label not in self.seating:
                self.seating[label] = dict(latest.players)
        self._refresh()

    def heard(self, change: Change) -> None:
        """Something changed in the history (here, in another window or another process)."""
        if change.kind != "load":
            self.load()

    def _page(self, label: str) -> TablePage:
        page = self.pages.get(label)
        if page is None:
            page = TablePage(label)
            page.new_button.clicked.connect(lambda _=False, lbl=label: self.new_rubber(lbl))
            self.pages[label] = page
            self.tabs.insertTab(len(self.pages) - 1, page, label)
            self._retab()
        return page

    def _retab(self) -> None:
        for i, label in enumerate(self.pages):
            self.tabs.setTabText(i, f"&{i + 1} {label}" if i < 9 else label)
            self.tabs.setTabToolTip(i, f"{label} (Ctrl+{i + 1})" if i < 9 else label)
        self.tabs.setTabText(self.tabs.indexOf(self.summary), "Summary")
        self.tabs.setTabToolTip(self.tabs.indexOf(self.summary), "Summary (Ctrl+0)")

    def _open(self, label: str, rubber_id: int) -> Any:
        pane = RubberPane(self.store, rubber_id)
        rubber = pane.rubber
        pane.title_changed.connect(self._pane_changed)
        pane.finished.connect(lambda lbl=label: self._rubber_finished(lbl))
        # The pane's end-of-rubber buttons act on this table (the main window is not its owner).
        for name, slot in (
            ("same_four_button", lambda lbl=label: self.new_rubber(lbl)),
            ("new_rubber_button", lambda lbl=label: self.new_rubber(lbl)),
            ("summary_button", self.show_summary),
        ):
            button = getattr(pane, name, None)
            if button is not None:
                button.clicked.connect(lambda _checked=False, slot=slot: slot())
        self.pages[label].set_pane(pane)
        self._last[label] = rubber
        return pane

    def _rubber_finished(self, label: str) -> None:
        """A rubber ended at a table: the next one is a keystroke away (Ctrl+Shift+N)."""
        page = self.pages[label]
        self._refresh()
        page.new_button.setFocus()

    def _pane_changed(self) -> None:
        self._refresh()
        self.changed.emit()

    # -- tables and rubbers --
    def ask_new_rubber(self, initial: Rubber) -> Rubber | None:
        """Ask for the new rubber's game, rules and players (the window's New rubber form)."""
        from ui.dialogs.new_rubber import NewRubberDialog

        answer = NewRubberDialog.ask(self, [p.name for p in self.store.players("")], initial)
        return None if answer is None else answer[0]

    def ask_table_label(self) -> str | None:
        n = len(self.pages) + 1
        while f"Table {n}" in self.pages:
            n += 1
        from ui.dialogs.table_label import TableLabelDialog

        return TableLabelDialog.ask(self, f"Table {n}")

    def add_table(self, label: str | None = None) -> TablePage | None:
        """A new table for the evening; asks for its first rubber."""
        label = label or self.ask_table_label()
        if label is None:
            return None
        if label in self.pages:
            self.tabs.setCurrentWidget(self.pages[label])
            return self.pages[label]
        page = self._page(label)
        self.seating.setdefault(label, {})
        self.tabs.setCurrentWidget(page)
        self.new_rubber(label)
        self._refresh()
        return page

    def new_rubber(self, label: str) -> int | None:
        """Start the next rubber at a table, with its seating for the next rubber."""
        last = self._last.get(label)
        initial = Rubber(
            game=last.game if last else "contract",
            code=last.code if last else None,
            house_rules=dict(last.house_rules) if last else {},
            stake=last.stake if last else None,
            played_on=self.date,
            table=label,
            players=dict(self.seating.get(label, {})),
        )
        rubber = self.ask_new_rubber(initial)
        if rubber is None:
            return None
        rubber = replace(rubber, played_on=self.date, table=label)
        try:
            # create_rubber adds new players in its own transaction (nothing if refused).
            rubber_id = int(self.store.create_rubber(rubber))
        except ScorepadError as e:
            show_error(self, e)
            return None
        self.seating[label] = dict(rubber.players)
        page = self.pages[label]
        if page.pane is None or page.pane.rubber_id != rubber_id:
            self._open(label, rubber_id)
        self.tabs.setCurrentWidget(self.pages[label])
        self.pages[label].entry_widget().setFocus()
        self._refresh()
        self.changed.emit()
        return rubber_id

    def new_rubber_here(self) -> int | None:
        """Ctrl+Shift+N: the next rubber at the table in front."""
        label = self.current_table()
        return None if label is None else self.new_rubber(label)

    # -- moving players --
    def seated(self) -> list[str]:
        names = [n for seats in self.seating.values() for n in seats.values()]
        return sorted(set(names), key=str.casefold)

    def where(self, name: str) -> tuple[str, Seat] | None:
        key = name.casefold()
        for label, seats in self.seating.items():
            for seat, who in seats.items():
                if who.casefold() == key:
                    return label, seat
        return None

    def move_player(self, name: str, table: str, seat: Seat) -> None:
        """Seat ``name`` at ``table`` for its next rubber; whoever sat there takes the player's
        old seat (or stands down if the player was not seated)."""
        if table not in self.pages:
            raise InvalidEntryError.one(None, "table", f"there is no table {table!r} tonight")
        source = self.where(name)
        target = self.seating.setdefault(table, {})
        displaced = target.get(seat)
        if source is not None:
            src_table, src_seat = source
            name = self.seating[src_table][src_seat]
            del self.seating[src_table][src_seat]
            if displaced is not None and displaced.casefold() != name.casefold():
                self.seating[src_table][src_seat] = displaced
        target[seat] = name
        self._refresh()
        self.changed.emit()

    def ask_move_choice(
        self, players: list[str], tables: list[str]
    ) -> tuple[str, str, Seat] | None:
        from ui.dialogs.move_player import CheckedMovePlayerDialog

        return CheckedMovePlayerDialog.ask(self, players, tables)

    def ask_move(self) -> bool:
        tables = self.table_labels()
        if not tables:
            return False
        seated = self.seated()
        others = [p.name for p in self.store.players("") if p.name not in seated]
        answer = self.ask_move_choice(seated + others, tables)
        if answer is None or not answer[0]:
            return False
        try:
            self.move_player(*answer)
        except ScorepadError as e:
            show_error(self, e)
            return False
        return True

    # -- summary --
    def _summary_page(self) -> QWidget:
        page = QWidget()
        self.balances = RowsModel(BALANCE_COLUMNS, self)
        self.transfers = RowsModel(TRANSFER_COLUMNS, self)
        self.tables_label = QLabel()
        self.tables_label.setWordWrap(True)
        self.balances_view = self._view(self.balances, "Each player's evening")
        self.transfers_view = self._view(self.transfers, "Who pays whom")
        lay = QVBoxLayout(page)
        lay.addWidget(self.tables_label)
        lay.addWidget(QLabel("Each player's evening"))
        lay.addWidget(self.balances_view, 2)
        lay.addWidget(QLabel("Who pays whom"))
        lay.addWidget(self.transfers_view, 1)
        lay.addWidget(drives_section(self))  # the date's drives, apart (ui/evening_drives.py)
        return page

    def _view(self, model: RowsModel, name: str) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.setAccessibleName(name)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return view

    def _refresh(self) -> None:
        evening = self.store.evening(self.date)
        self.evening = evening
        self.balances.set_rows(evening.balances)
        self.transfers.set_rows(evening.transfers)
        n = sum(len(t.rubbers) for t in evening.tables)
        self.title.setText(
            f"Evening of {self._long_date()} · {counted(len(self.pages), 'table')}"
            f" · {counted(n, 'rubber')}"
            + (f" · {evening.in_play} in play" if evening.in_play else "")
        )
        lines = []
        for label, page in self.pages.items():
            rubber = self._last.get(label)
            done = page.pane is not None and page.pane.sheet.complete
            page.seats.setText(
                f"{label}: "
                + (seating_text(rubber.players) if rubber else "no rubber yet")
                + (" — rubber finished: Ctrl+Shift+N for the next" if done else "")
            )
            planned = self.seating.get(label, {})
            differs = rubber is None or dict(rubber.players) != planned
            page.next_seats.setVisible(bool(differs and planned))
            page.next_seats.setText(f"Next rubber: {seating_text(planned)}")
            lines.append(f"{label}: {seating_text(rubber.players) if rubber else '—'}")
        self.tables_label.setText("\n".join(lines))

    def _long_date(self) -> str:
        from ui.printing import long_date

        return long_date(self.date)

    def _tab_changed(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.summary:
            self._refresh()

    # -- printing --
    def report(self) -> Any:
        from ui import printing

        return printing.evening_report(self.store.evening(self.date))

    print_summary, preview_summary, export_summary = report_actions(
        lambda view: view.report(), lambda view: f"evening {view.date}.pdf"
    )


def open_evening(
    store: Store,
    date: str | None = None,
    parent: QWidget | None = None,
) -> EveningView:
    """Open the evening view of ``date`` (today by default) as its own window."""
    view = EveningView(store, date)
    if parent is not None:
        view.setParent(parent, Qt.WindowType.Window)
    view.setWindowTitle(f"Evening of {view.date} — Scorepad")
    view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    view.show()
    return view
