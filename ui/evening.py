"""The club evening: several tables in play at once, for the club secretary.

Each table is a tab holding its current rubber in the main window's rubber pane (pad, deal list,
quick entry, hand form), so hands are recorded exactly as in the main window: into the history
first. Ctrl+1 … Ctrl+9 jump to a table and Ctrl+0 to the summary; Ctrl+Tab and Ctrl+Shift+Tab go
round them; the table's quick entry has the focus after a jump, so the next hand can be typed at
once. Ctrl+L, Ctrl+K and Ctrl+D reach the quick entry, hand form and deal list of the table in
front, as in the main window; F1 opens the manual, with this window's keys
(:attr:`EveningView.keys`).

Players move between tables for the next rubber: :meth:`EveningView.move_player` puts a player in
a seat at another table, and whoever sat there takes the player's old seat. A rubber in progress
keeps its four; the new seating is shown under the table and used by "New rubber at this table".

The summary tab shows each player's net points and money for the evening and who pays whom, all
from the history's ``evening`` query, and prints as the evening summary.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QStatusBar,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import Seat
from scorepad.errors import InvalidEntryError, ScorepadError
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import next_first_dealer
from scorepad.store import (
    AbandonRubber,
    Change,
    DiscardEmptyRubber,
    MovePlayer,
    Store,
    stats,
)
from ui import printing
from ui.access import about
from ui.dialogs.errors import show_error
from ui.dialogs.move_player import CheckedMovePlayerDialog
from ui.dialogs.new_rubber import NewRubberDialog
from ui.dialogs.table_label import TableLabelDialog
from ui.evening_drives import drives_section
from ui.evening_rows import (
    BALANCE_COLUMNS,
    NO_TABLE,
    PROVISIONAL,
    RUBBER_COLUMNS,
    TRANSFER_COLUMNS,
    EveningBalance,
    EveningRubber,
    EveningTransfer,
    game_title,
    seating_text,
    table_shown,
)
from ui.i18n import counted
from ui.notifier import Notifier
from ui.player_page import RowsModel
from ui.printing import long_date, report_actions
from ui.rubber_pane import RubberPane
from ui.textsize import with_look

#: The rows' names, given from here as before.
__all__ = ["PROVISIONAL", "EveningView", "TablePage", "fit_on_screen", "open_evening"]

#: How long the evening waits before it reads the tables' changes again, in ms: the changes
#: that arrive meanwhile are read once (a few reads a second, whatever the number of tables).
LOAD_LATER_MS = 250


class TablePage(QWidget):
    """One table of the evening: its current rubber, or a button to start one."""

    def __init__(self, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.pane: RubberPane | None = None
        self.seats = QLabel()
        self.seats.setWordWrap(True)  # long names wrap beside the buttons, never cut
        self.seats.setAccessibleName(self.tr("{label}: seating").format(label=label))
        self.next_seats = QLabel()
        self.next_seats.setAccessibleName(
            self.tr("{label}: seating for the next rubber").format(label=label)
        )
        self.new_button = QPushButton(self.tr("New &rubber at this table…"))
        self.new_button.setAccessibleDescription(self.tr("Start the table's next rubber"))
        self.abandon_button = QPushButton(self.tr("Abandon rubber…"))
        self.abandon_button.setToolTip(
            self.tr("Stop the rubber at this table; it settles as it stands")
        )
        self.close_button = QPushButton(self.tr("Close t&he rubber"))
        self.close_button.setToolTip(
            self.tr("Take the rubber off this table (a rubber with no hands is discarded)")
        )
        self.stack = QStackedWidget()
        self.empty = QLabel(
            self.tr("No rubber at this table yet. Press “New rubber at this table”.")
        )
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.empty)
        head = QHBoxLayout()
        head.addWidget(self.seats, 1)
        head.addWidget(self.abandon_button)
        head.addWidget(self.close_button)
        head.addWidget(self.new_button)
        lay = QVBoxLayout(self)
        # The tab's own frame is margin enough: at the window's smallest size the pane's hand
        # form needs every pixel of its width (it scrolled sideways with the usual margins).
        lay.setContentsMargins(2, 4, 2, 2)
        lay.addLayout(head)
        lay.addWidget(self.next_seats)
        lay.addWidget(self.stack, 1)
        self.next_seats.hide()

    def set_pane(self, pane: RubberPane) -> None:
        self.clear_pane()
        self.pane = pane
        self.stack.addWidget(pane)
        self.stack.setCurrentWidget(pane)

    def clear_pane(self) -> None:
        """No rubber at the table (its rubber closed or discarded)."""
        if self.pane is not None:
            self.stack.removeWidget(self.pane)
            self.pane.deleteLater()
        self.pane = None
        self.stack.setCurrentWidget(self.empty)

    def entry_widget(self) -> QWidget:
        """Where the keyboard goes after a jump to this table: the quick entry."""
        if self.pane is not None:
            return self.pane.quick
        return self.new_button


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
        self._closed: set[int] = set()  # rubbers taken off their table in this window
        self._known: set[int] = set()  # the evening's rubbers, as last read
        self._quiet = False  # a change heard: the panes' signals refresh nothing meanwhile
        self._refit_due = False  # the summary's rows are to be measured again
        # Another connection's changes (the tables' phones): the evening is read again once for
        # the changes that arrive together, off the path of the pads' repaint (:meth:`heard`).
        self._due: Change | None = None  # what is still to be read
        self._due_timer = QTimer(self)
        self._due_timer.setSingleShot(True)
        self._due_timer.setInterval(LOAD_LATER_MS)
        self._due_timer.timeout.connect(self.catch_up)

        self.title = QLabel()
        self.title.setWordWrap(True)  # at the smallest size it wraps; nothing is cut short
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.add_button = QPushButton(self.tr("&Add table…"))
        self.move_button = QPushButton(self.tr("&Move player…"))
        self.entry_button = QPushButton(self.tr("Table entry &from phones…"))  # ui/table_entry.py
        self.print_button = QPushButton(self.tr("&Print evening…"))
        self.preview_button = QPushButton(self.tr("Print pre&view…"))
        self.pdf_button = QPushButton(self.tr("&Export PDF…"))
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        for b in (self.add_button, self.move_button, self.entry_button):
            top.addWidget(b)

        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Tables"))
        self.summary = self._summary_page()
        for w, text in (
            (self.add_button, self.tr("Add a table to the evening")),
            (self.move_button, self.tr("Move a player to a seat at another table")),
            (self.entry_button, self.tr("Let each table enter its hands from a phone")),
            (self.print_button, self.tr("Print the evening's report on a printer")),
            (self.preview_button, about("preview")),
            (self.pdf_button, about("pdf")),
            (self.rubbers_view, self.tr("Every rubber of the evening, one a row")),
            (self.balances_view, self.tr("Each player's points and money, one a row")),
            (self.transfers_view, self.tr("Who pays whom, and how much, to settle")),
        ):
            w.setAccessibleDescription(text)
        i = self.tabs.addTab(self.summary, self.tr("Summary"))
        self.tabs.setTabToolTip(i, self.tr("Every table's rubbers, and who pays whom"))

        bottom = QHBoxLayout()
        for b in (self.print_button, self.preview_button, self.pdf_button):
            bottom.addWidget(b)
        # The tables' panes say here what made a deal's figures, and what was just done.
        self.status_bar = QStatusBar()
        self.status_bar.setSizeGripEnabled(False)
        bottom.insertWidget(0, self.status_bar, 1)
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
        # Every change to the history, made anywhere, brings the tables and summary up to date.
        # Connected before the tables' panes are made, so it hears first and tells them.
        Notifier.of(store).changed.connect(self.heard)
        self.load()
        if self.pages:  # open on the first table
            self.tabs.setCurrentIndex(0)
        self.setMinimumSize(900, 600)
        self.resize(1200, 800)

    def _table_entry(self) -> None:
        # Lazy: opening an evening skips the web server's modules (ui.table_entry ~610 ms)
        from ui.table_entry import open_table_entry

        open_table_entry(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the evening ends its table entry and the tables' codes (the quit of the
        application, which closes this window too, only pauses entry: ui/table_entry.py)."""
        # Lazy: the table-entry glue, not its web server (ui.table_entry, ~10-50 ms)
        from ui.table_entry import evening_closed

        evening_closed(self.store.path, f"evening:{self.date}", self.parentWidget())
        self._due_timer.stop()  # closed: nothing more to read
        super().closeEvent(event)

    # -- keyboard --
    def _shortcuts(self) -> None:
        """The window's keys, each told in :attr:`keys` as the help (F1) lists them."""
        #: (where, command, keys) of each key of the window, for the help.
        self.keys: list[tuple[str, str, str]] = []

        def key(where: str, command: str, seqs: list[QKeySequence], slots: list[Any]) -> None:
            for seq, slot in zip(seqs, slots, strict=True):
                sc = QShortcut(seq, self)
                sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                sc.activated.connect(slot)
            native = QKeySequence.SequenceFormat.NativeText
            self.keys.append((where, command, ", ".join(q.toString(native) for q in seqs)))

        def each(*texts: str) -> list[QKeySequence]:
            return [QKeySequence(t) for t in texts]

        key(
            self.tr("Evening"),
            self.tr("Table 1 to 9"),
            each(*(f"Ctrl+{n}" for n in range(1, 10))),
            [lambda n=n: self.show_table(n) for n in range(1, 10)],
        )
        key(self.tr("Evening"), self.tr("Summary"), each("Ctrl+0"), [self.show_summary])
        key(
            self.tr("Evening"),
            self.tr("Next table"),
            each("Ctrl+Tab", "Ctrl+PgDown"),
            [lambda: self.step_table(1)] * 2,
        )
        key(
            self.tr("Evening"),
            self.tr("Previous table"),
            each("Ctrl+Shift+Tab", "Ctrl+PgUp"),
            [lambda: self.step_table(-1)] * 2,
        )
        key(
            self.tr("Evening"),
            self.tr("New rubber at this table"),
            each("Ctrl+Shift+N"),
            [self.new_rubber_here],
        )
        key(
            self.tr("Evening"),
            self.tr("Print evening"),
            [QKeySequence(QKeySequence.StandardKey.Print)],
            [self.print_summary],
        )
        # The table in front's quick entry, hand form and deal list, as in the main window's
        # Rubber menu.
        for keys, part, command in (
            ("Ctrl+L", "quick", self.tr("Quick entry")),
            ("Ctrl+K", "form", self.tr("Hand form")),
            ("Ctrl+D", "deals", self.tr("Deal list")),
        ):
            key(
                self.tr("Table"), command, each(keys), [lambda part=part: self.focus_at_table(part)]
            )
        # Undo and redo at the table in front, as in the main window's Edit menu.
        key(
            self.tr("Table"),
            self.tr("Undo"),
            each("Ctrl+Z"),
            [lambda: self.undo_at_table(redo=False)],
        )
        key(
            self.tr("Table"),
            self.tr("Redo"),
            each("Ctrl+Shift+Z", "Ctrl+Y"),
            [lambda: self.undo_at_table(redo=True)] * 2,
        )
        key(self.tr("Help"), self.tr("Manual"), each("F1"), [self.show_help])

    def show_help(self) -> None:
        """F1: the manual on running a club evening; its quick-entry section has the game at
        the table in front first, and this window's keys."""
        # Lazy: the manual and its pages load when asked for (ui.manual, ~40 ms)
        from ui.manual import show_manual

        page = self.tabs.currentWidget()
        pane = page.pane if isinstance(page, TablePage) else None
        show_manual(self, game=pane.rules.game if pane is not None else None, keys=self.keys)

    def focus_at_table(self, part: str) -> bool:
        """Put the cursor in the quick entry (``"quick"``), the hand form's first field
        (``"form"``) or the deal list (``"deals"``) of the table in front; False when no
        rubber is in front."""
        page = self.tabs.currentWidget()
        pane = page.pane if isinstance(page, TablePage) else None
        if pane is None:
            return False
        if part == "deals":
            pane.focus_deals()
        else:
            pane.focus_entry(quick=part == "quick")
        return True

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
    def load(self, change: Change | None = None) -> None:
        """Read the evening from the history (once): every table's latest rubber and the
        summary. ``change``: what changed, when known; a change that names rubbers none of
        which is of this evening reads nothing more."""
        evening = self.store.evening(self.date)
        ids = {r.id for t in evening.tables for r in t.rubbers}
        named = change is not None and change.kind == "external" and change.named
        if named and change is not None and not set(change.rubber_ids) & (ids | self._known):
            return
        new = bool(ids - self._known)
        self._known = ids
        shown: set[str] = set()
        for table in evening.tables:
            label = table.table or NO_TABLE
            page = self._page(label)
            shown.add(label)
            if label not in self.seating:
                newest = max(table.rubbers, key=lambda r: r.id)
                self.seating[label] = dict(newest.players)
            rubbers = [r for r in table.rubbers if r.id not in self._closed]
            if not rubbers:
                if page.pane is not None:
                    page.clear_pane()
                continue
            latest = max(rubbers, key=lambda r: (r.state == "in_play", r.id))
            if page.pane is None or page.pane.rubber_id != latest.id:
                self._open(label, latest.id)
        for label, page in self.pages.items():  # a table whose only rubber was discarded
            if label not in shown and page.pane is not None:
                page.clear_pane()
        # The players' moves since each table's last rubber started, kept in the history (a
        # change that names its rubbers moved no one; only a new rubber can change it).
        if not named or new:
            self.seating.update(self.store.evening_seating(self.date))
        self._retab()
        self._refresh(evening)

    def heard(self, change: Change) -> None:
        """Something changed in the history (here, in another window or another process): the
        tables' panes it touches first, then one read of the evening and one refresh.

        Another connection's change that names its rubbers (the tables' phones) is read by the
        evening :data:`LOAD_LATER_MS` later, once for all that arrive meanwhile: the panes
        bring their pads up to date at once, and the summary, the title and a table's next
        rubber follow."""
        if change.kind == "load":
            return
        if change.kind == "external" and change.named and not change.rubber_ids:
            return  # drives or new players only (the drives under the summary listen)
        self._quiet = True
        try:
            for page in list(self.pages.values()):
                if page.pane is not None and change.touches(page.pane.rubber_id):
                    page.pane.heard(change)
            if change.kind == "external" and change.named:
                self._later(change)
            else:
                self._due_timer.stop()  # a whole read: it covers what was due
                self._due = None
                self.load(change)
        finally:
            self._quiet = False

    def _later(self, change: Change) -> None:
        """Read the evening again soon for ``change`` (a named external change), with whatever
        else arrives meanwhile."""
        before = self._due.rubber_ids if self._due is not None else ()
        ids = tuple(sorted({*before, *change.rubber_ids}))
        self._due = Change("external", rubber_ids=ids, named=True)
        if not self._due_timer.isActive():
            self._due_timer.start()

    def pending(self) -> bool:
        """Whether the evening has yet to read a change heard (:meth:`heard`)."""
        return self._due_timer.isActive()

    def catch_up(self) -> None:
        """Read now what is due (:meth:`heard`)."""
        self._due_timer.stop()
        due, self._due = self._due, None
        if self.store.closed:
            return  # the history was closed meanwhile
        self._quiet = True
        try:
            if due is not None:
                self.load(due)
        finally:
            self._quiet = False

    def _page(self, label: str) -> TablePage:
        page = self.pages.get(label)
        if page is None:
            page = TablePage(label)
            page.new_button.clicked.connect(lambda _=False, lbl=label: self.new_rubber(lbl))
            page.abandon_button.clicked.connect(
                lambda _=False, lbl=label: self.ask_abandon_rubber(lbl)
            )
            page.close_button.clicked.connect(lambda _=False, lbl=label: self.close_rubber(lbl))
            self.pages[label] = page
            i = self.tabs.insertTab(len(self.pages) - 1, page, table_shown(label))
            self.tabs.setTabToolTip(i, self.tr("The table's rubber, its seating and buttons"))
            self._retab()
        return page

    def _retab(self) -> None:
        for i, (label, page) in enumerate(self.pages.items()):
            text = table_shown(label)
            if page.pane is not None:  # say the game, as the main window's tabs do
                text += f" · {game_title(page.pane.rubber.game)}"
            text = text.replace("&", "&&")
            self._set_tab(i, f"&{i + 1} {text}" if i < 9 else text)
            self.tabs.setTabToolTip(
                i, self.tr("{label} (Ctrl+{0})").format(i + 1, label=label) if i < 9 else label
            )
        self._set_tab(self.tabs.indexOf(self.summary), self.tr("Summary"))
        self.tabs.setTabToolTip(self.tabs.indexOf(self.summary), self.tr("Summary (Ctrl+0)"))

    def _set_tab(self, index: int, text: str) -> None:
        # Only when it differs: each setTabText lays the tab bar out again (~0.4 ms a tab).
        if self.tabs.tabText(index) != text:
            self.tabs.setTabText(index, text)

    def _open(self, label: str, rubber_id: int) -> Any:
        page = self.pages[label]
        if page.pane is not None and page.pane.isEnabled() and page.pane.show_rubber(rubber_id):
            # The table's next rubber, in the pane it has (its form kept: no new pane to build).
            self._last[label] = page.pane.rubber
            self._retab()
            return page.pane
        pane = RubberPane(self.store, rubber_id)
        with_look(pane.pad)  # (View ▸ Dark palette, High contrast, Text size: ui/textsize.py)
        rubber = pane.rubber
        pane.title_changed.connect(self._pane_changed)
        pane.finished.connect(lambda lbl=label: self._rubber_finished(lbl))
        # The pane's end-of-rubber buttons act on this table (the main window is not its owner).
        pane.same_four_asked.connect(lambda lbl=label: self.new_rubber(lbl))
        pane.new_rubber_asked.connect(lambda lbl=label: self.new_rubber(lbl))
        pane.summary_asked.connect(self.show_summary)
        self.pages[label].set_pane(pane)
        self._last[label] = rubber
        self._retab()
        return pane

    def _rubber_finished(self, label: str) -> None:
        """A rubber ended at a table: the next one is a keystroke away (Ctrl+Shift+N)."""
        page = self.pages[label]
        self._pane_refresh()
        page.new_button.setFocus()

    def _pane_changed(self) -> None:
        self._pane_refresh()
        self.changed.emit()

    def _pane_refresh(self) -> None:
        # A change heard: refreshed once when its panes are up to date. A pane shown draws
        # what it was told while behind another tab: refreshed then already.
        if not self._quiet and not Notifier.of(self.store).catching_up:
            self._refresh()

    # -- tables and rubbers --
    def ask_new_rubber(self, initial: Rubber) -> Rubber | None:
        """Ask for the new rubber's game, rules and players (the window's New rubber form)."""

        answer = NewRubberDialog.ask(self, [p.name for p in self.store.players("")], initial)
        return None if answer is None else answer[0]

    def ask_table_label(self) -> str | None:
        n = len(self.pages) + 1
        while self.tr("Table {n}").format(n=n) in self.pages:
            n += 1
        return TableLabelDialog.ask(self, self.tr("Table {n}").format(n=n))

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
        pane = self.pages[label].pane if label in self.pages else None
        # After a finished rubber the deal passes on, as "Same four again" and the phones do.
        first = None
        if last is not None and pane is not None and pane.sheet.complete:
            first = next_first_dealer(last.first_dealer, pane.sheet)
        initial = Rubber(
            first_dealer=first,
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
        page = self.pages[label]
        old_id = page.pane.rubber_id if page.pane is not None else None
        try:
            # create_rubber adds new players in its own transaction (nothing if refused).
            rubber_id = int(self.store.create_rubber(rubber))
        except ScorepadError as e:
            show_error(self, e)
            return None
        self.seating[label] = dict(rubber.players)
        if old_id is not None and old_id != rubber_id:  # left with no hands: it never counts
            self._discard_if_empty(old_id)
        if page.pane is None or page.pane.rubber_id != rubber_id:
            self._open(label, rubber_id)
        self.tabs.setCurrentWidget(self.pages[label])
        self.pages[label].entry_widget().setFocus()
        self._refresh()
        self.changed.emit()
        return rubber_id

    def _discard_if_empty(self, rubber_id: int) -> bool:
        """Discard a rubber left with no hands (it never counts in the evening)."""
        try:
            return self.store.discard_if_empty(rubber_id)
        except ScorepadError as e:
            show_error(self, e)
            return False

    def abandon_rubber(self, label: str) -> bool:
        """Stop the rubber at a table: it settles as it stands (one with no hands is discarded
        instead). The table is then free for its next rubber."""
        page = self.pages.get(label)
        pane = page.pane if page is not None else None
        if pane is None or pane.sheet.complete:
            return False
        try:
            if not pane.rubber.deals:
                self.store.run(DiscardEmptyRubber(pane.rubber_id))
            else:
                self.store.run(AbandonRubber(pane.rubber_id, expect_version=pane.version))
        except ScorepadError as e:
            show_error(self, e)
            return False
        self._closed.add(pane.rubber_id)
        self.load()
        self.changed.emit()
        return True

    def ask_abandon_rubber(self, label: str) -> bool:

        answer = QMessageBox.question(
            self,
            self.tr("Abandon rubber"),
            self.tr("Abandon the rubber at {label}? It is settled as it stands.").format(
                label=label
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        return self.abandon_rubber(label)

    def close_rubber(self, label: str) -> bool:
        """Take the rubber off a table's tab: one with no hands is discarded; one in play stays
        in play in the history (reopen it from File ▸ Open rubber…)."""
        page = self.pages.get(label)
        pane = page.pane if page is not None else None
        if pane is None:
            return False
        rubber_id = pane.rubber_id
        if not pane.rubber.deals and pane.state in (None, "in_play"):
            self._discard_if_empty(rubber_id)
        self._closed.add(rubber_id)
        self.load()
        self.changed.emit()
        return True

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
        seating = {t: dict(seats) for t, seats in self.seating.items()}
        target = seating.setdefault(table, {})
        displaced = target.get(seat)
        if source is not None:
            src_table, src_seat = source
            name = seating[src_table][src_seat]
            del seating[src_table][src_seat]
            if displaced is not None and displaced.casefold() != name.casefold():
                seating[src_table][src_seat] = displaced
        target[seat] = name
        touched = {table} | ({source[0]} if source is not None else set())
        # Kept in the history first (so that the evening reopens as it was left).
        self.store.run(
            MovePlayer(
                self.date,
                name,
                table,
                seat.value,
                {t: {s.value: n for s, n in seating[t].items()} for t in touched},
                from_table=source[0] if source is not None else None,
                from_seat=source[1].value if source is not None else None,
                displaced=displaced,
            )
        )
        self.seating = seating
        self._refresh()
        self.changed.emit()

    def ask_move_choice(
        self, players: list[str], tables: list[str]
    ) -> tuple[str, str, Seat] | None:

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
        """The Summary tab: the seating, every table's rubbers, each player's evening, who pays
        whom and the date's drives, one under the other in one page that scrolls as a whole;
        each table is as tall as its rows, so none hides a row behind a scrollbar of its own
        (a club's eight tables and thirty-two players at the window's smallest size)."""
        page = QWidget()
        self.balances = RowsModel(BALANCE_COLUMNS, self)
        self.transfers = RowsModel(TRANSFER_COLUMNS, self)
        self.rubbers = RowsModel(RUBBER_COLUMNS, self)
        self.tables_label = QLabel()
        self.tables_label.setWordWrap(True)
        self.rubbers_view = self._view(self.rubbers, self.tr("Every table's rubbers"))
        header = self.rubbers_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.balances_view = self._view(self.balances, self.tr("Each player's evening"))
        self.transfers_view = self._view(self.transfers, self.tr("Who pays whom"))
        self.provisional_label = QLabel(
            self.tr(
                "Money marked provisional, and the payments it is part of, "
                "is from a rubber still in play: it settles as it stands "
                "only if play stops now."
            )
        )
        self.provisional_label.setObjectName("help")
        self.provisional_label.setWordWrap(True)
        lay = QVBoxLayout(page)
        lay.addWidget(self.tables_label)
        lay.addWidget(QLabel(self.tr("Every table's rubbers")))
        lay.addWidget(self.rubbers_view)
        lay.addWidget(QLabel(self.tr("Each player's evening")))
        lay.addWidget(self.balances_view)
        lay.addWidget(self.provisional_label)
        lay.addWidget(QLabel(self.tr("Who pays whom")))
        lay.addWidget(self.transfers_view)
        lay.addWidget(drives_section(self))  # the date's drives, apart (ui/evening_drives.py)
        lay.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("summary")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(page)
        return scroll

    def _view(self, model: RowsModel, name: str) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.setAccessibleName(name)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setWordWrap(True)
        # A column that widens or narrows wraps its cells again: the rows are measured again.
        view.horizontalHeader().sectionResized.connect(lambda *_: self._refit_later())
        return view

    def _refit_later(self) -> None:
        if not self._refit_due:
            self._refit_due = True
            QTimer.singleShot(0, self, self._refit)

    def _refit(self) -> None:
        self._refit_due = False
        if self.tabs.currentWidget() is self.summary:
            for view in (self.rubbers_view, self.balances_view, self.transfers_view):
                self._fit_rows(view)

    def _refresh(self, evening: Any = None) -> None:
        """The summary, the title and the tables' seating lines, from ``evening`` (the evening
        as just read) or read now."""
        if evening is None:
            evening = self.store.evening(self.date)
        self.evening = evening
        # A rubber with no hands never counts; money from one still in play is provisional.
        played = [
            EveningRubber(t.table or NO_TABLE, n, info)
            for t in evening.tables
            for n, info in enumerate(sorted(t.rubbers, key=lambda r: r.id), 1)
            if info.deals
        ]
        in_play = {
            name.casefold()
            for r in played
            if r.info.state == "in_play"
            for name in r.info.players.values()
        }
        shown = self.tabs.currentWidget() is self.summary
        self._size_columns(shown)
        self.rubbers.set_rows(played)
        points = stats.evening_points(r.info for r in played)
        self.balances.set_rows(
            EveningBalance(
                b.player,
                b.rubbers,
                points.get(b.player, ()),
                b.money,
                b.player.casefold() in in_play,
            )
            for b in evening.balances
        )
        self.provisional_label.setVisible(bool(in_play))
        self.transfers.set_rows(
            EveningTransfer(
                t.payer,
                t.payee,
                t.amount,
                t.payer.casefold() in in_play or t.payee.casefold() in in_play,
            )
            for t in evening.transfers
        )
        if shown:  # behind a table's tab the rows are measured when the summary is shown
            for view in (self.rubbers_view, self.balances_view, self.transfers_view):
                self._fit_rows(view)
        n = len(played)
        self.title.setText(
            self.tr("Evening of {0} · ").format(self._long_date())
            + counted("table", sum(1 for label in self.pages if label != NO_TABLE))
            + (self.tr(" and rubbers at no table") if NO_TABLE in self.pages else "")
            + f" · {counted('rubber', n)}"
            + (
                self.tr(" · {in_play} in play").format(in_play=evening.in_play)
                if evening.in_play
                else ""
            )
        )
        lines = []
        for label, page in self.pages.items():
            rubber = self._last.get(label) if page.pane is not None else None
            done = page.pane is not None and page.pane.sheet.complete
            page.abandon_button.setEnabled(page.pane is not None and not done)
            page.close_button.setEnabled(page.pane is not None)
            page.seats.setText(
                f"{label}: "
                + (seating_text(rubber.players) if rubber else self.tr("no rubber yet"))
                + (self.tr(" — rubber finished: Ctrl+Shift+N for the next") if done else "")
            )
            planned = self.seating.get(label, {})
            differs = rubber is None or dict(rubber.players) != planned
            page.next_seats.setVisible(bool(differs and planned))
            page.next_seats.setText(self.tr("Next rubber: {0}").format(seating_text(planned)))
            lines.append(f"{label}: {seating_text(rubber.players) if rubber else '—'}")

        self.tables_label.setText("\n".join(lines))

    def _size_columns(self, shown: bool) -> None:
        """The rubbers' columns fit their contents while the summary is in front; behind a
        table's tab they keep their widths (measuring every cell at each hand a table sends
        would cost more than the summary's refresh itself)."""
        header = self.rubbers_view.horizontalHeader()
        mode = QHeaderView.ResizeMode.ResizeToContents if shown else QHeaderView.ResizeMode.Fixed
        if header.sectionResizeMode(0) != mode:
            for column in range(self.rubbers.columnCount()):
                if column != 3:  # the players' column takes what is left
                    header.setSectionResizeMode(column, mode)

    @staticmethod
    def _fit_rows(view: QTableView) -> None:
        """As tall as all its rows, each as tall as its wrapped text: no blank space under
        them, and no row behind a scrollbar (the summary's page scrolls instead)."""
        view.resizeRowsToContents()
        rows = view.model().rowCount()
        height = (
            view.horizontalHeader().sizeHint().height()
            + sum(view.rowHeight(r) for r in range(rows))
            + (0 if rows else view.verticalHeader().defaultSectionSize())
            + 2 * view.frameWidth()
            + 2
        )
        view.setFixedHeight(height)

    def _long_date(self) -> str:

        return long_date(self.date)

    def _tab_changed(self, _index: int) -> None:
        self.status_bar.clearMessage()  # never another table's explanation
        if self.tabs.currentWidget() is self.summary:
            self._refresh()

    # -- printing --
    def report(self) -> Any:

        return printing.evening_report_from_store(self.store, self.date)  # and its drives

    print_summary, preview_summary, export_summary = report_actions(
        lambda view: view.report(),
        lambda view: QCoreApplication.translate("EveningView", "evening {date}.pdf").format(
            date=view.date
        ),
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
    view.setWindowTitle(
        QCoreApplication.translate("Evening", "Evening of {date} — Scorepad").format(date=view.date)
    )
    view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    fit_on_screen(view, parent)
    view.show()
    fit_on_screen(view, parent)  # again, now that the window's frame is known
    return view


def fit_on_screen(window: QWidget, near: QWidget | None = None) -> QRect:
    """Shrink and move ``window`` so that its frame lies within the available geometry of the
    screen it opens on (that of ``near`` when given); returns the geometry it gets."""
    screen = (near.screen() if near is not None else None) or QGuiApplication.primaryScreen()
    if screen is None:
        return window.geometry()
    avail = screen.availableGeometry()
    frame = window.frameGeometry()
    extra_w = max(0, frame.width() - window.width())
    extra_h = max(0, frame.height() - window.height())
    width = max(1, min(window.width(), avail.width() - extra_w))
    height = max(1, min(window.height(), avail.height() - extra_h))
    if window.minimumWidth() > width or window.minimumHeight() > height:
        window.setMinimumSize(
            min(window.minimumWidth(), width), min(window.minimumHeight(), height)
        )
    window.resize(width, height)
    centre = near.frameGeometry().center() if near is not None else avail.center()
    x = centre.x() - (width + extra_w) // 2
    y = centre.y() - (height + extra_h) // 2
    x = max(avail.left(), min(x, avail.right() + 1 - width - extra_w))
    y = max(avail.top(), min(y, avail.bottom() + 1 - height - extra_h))
    window.move(x, y)
    return QRect(x, y, width + extra_w, height + extra_h)
