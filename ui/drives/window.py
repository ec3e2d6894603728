"""The drive window: the round being played, one entry line per table, the live standings per
pool with the movers highlighted, the movement slips, the prizes and the money (``drives.md``
§5). What it shows is read by :mod:`ui.drives.view`, the standings are
:mod:`ui.drives.standings`, the secretary's dialogs :mod:`ui.drives.secretary`.

Every change goes through :mod:`scorepad.store.drives` (checked by the drive rules service before
anything is written, versioned, audited); the window shows what the store returns. Nothing is
scored here.
"""

from __future__ import annotations

import gc
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorepad.drives.reader import is_ghost
from scorepad.drives.rules import FORM_TITLES
from scorepad.errors import RecordError, ScorepadError
from scorepad.errors import said as error_said
from scorepad.i18n import say
from scorepad.store import Change, Store
from scorepad.store import drives as ds
from ui.dialogs.errors import guarded, show_error
from ui.dialogs.money import number_text
from ui.drives import print as drive_print
from ui.drives.deals import TableDealsDialog
from ui.drives.new_drive import NewDriveDialog
from ui.drives.secretary import (
    ArrivalDialog,
    DepartureDialog,
    OverrideSeatDialog,
    SecretaryActions,
)
from ui.drives.standings import MOVER, StandingsModel, size_columns
from ui.drives.view import POOL_TITLES, SIDE_SHORT, DriveView, fmt, in_words
from ui.history_codes import codes_of
from ui.i18n import counted
from ui.notifier import Notifier
from ui.printing import export_pdf, print_report
from ui.textsize import large_print_action

#: The window's names, and those of its parts still given from here as before.
__all__ = [
    "MOVER",
    "NOT_TYPED",
    "ArrivalDialog",
    "DepartureDialog",
    "DriveView",
    "DriveWindow",
    "OverrideSeatDialog",
    "StandingsModel",
    "fmt",
    "start_new_drive",
]

_collector_held = False


def _hold_collector() -> None:
    """The cyclic garbage collector waits for the next turn of the event loop: its pass over
    the objects a recorded line made (the new sheet's) runs after the standings are painted,
    not before. Only the collector waits: objects are freed by their counts as ever."""
    global _collector_held
    if _collector_held or not gc.isenabled():
        return
    _collector_held = True
    gc.disable()
    QTimer.singleShot(0, _release_collector)  # no receiver: it fires if the window is gone


def _release_collector() -> None:
    global _collector_held
    if _collector_held:
        _collector_held = False
        gc.enable()


#: The NS tricks box's value while nothing is typed in it (shown "–").
NOT_TYPED = -1


class DriveWindow(SecretaryActions):
    """One drive, from the first round to the declared prizes. Keyboard only."""

    def __init__(self, store: Store, drive_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.drive_id = drive_id
        self.view = DriveView(ds.load_drive(store, drive_id))
        self.warnings: list[str] = []
        self._standings_views: dict[str, QTableView] = {}
        self._stale_pools: set[str | None] = set()
        self._pending_deals: list[dict[str, Any]] | None = None

        central = QWidget()
        outer = QVBoxLayout(central)
        self.title_label = QLabel()
        self.title_label.setObjectName("driveTitle")
        self.title_label.setWordWrap(True)  # a long title wraps, never widens the window
        f = self.title_label.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.title_label.setFont(f)
        outer.addWidget(self.title_label)
        self.trumps_label = QLabel()
        self.trumps_label.setObjectName("trumps")
        tf = self.trumps_label.font()
        tf.setPointSizeF(tf.pointSizeF() * 1.6)
        self.trumps_label.setFont(tf)
        outer.addWidget(self.trumps_label)

        # -- the entry line
        entry = QGroupBox(self.tr("Enter a table's result"))
        grid = QGridLayout(entry)
        self.round_spin = QSpinBox()
        self.round_spin.setRange(1, 1)
        self.table_spin = QSpinBox()
        self.table_spin.setRange(1, max(1, int(self.view.rec["tables"])))
        self.ns_spin = QSpinBox()
        # "–" until the tricks are typed (a line recorded leaves it so, and Enter after the
        # next table's number is refused: it never records the table before's figure)
        self.ns_spin.setRange(NOT_TYPED, 13)
        self.ns_spin.setSpecialValueText("–")
        self.ns_spin.setValue(NOT_TYPED)
        self.ew_label = QLabel()
        self.ew_label.setObjectName("ewTricks")
        self.hands_edit = QLineEdit()
        self.hands_edit.setPlaceholderText(
            self.tr("NS tricks per hand, e.g. 8 6 7 5 (EW filled in)")
        )
        self.honours_edit = QLineEdit()
        self.honours_edit.setPlaceholderText(self.tr("per hand NS:EW honours, e.g. 4:0 0:2"))
        self.tie_box = QComboBox()
        self.tie_box.addItem(self.tr("no cut"), None)
        self.tie_box.addItem(self.tr("NS won the cut"), "NS")
        self.tie_box.addItem(self.tr("EW won the cut"), "EW")
        self.deals_button = QPushButton(self.tr("Dea&ls…"))
        self.record_button = QPushButton(self.tr("&Record"))
        self.record_button.setDefault(True)
        self.seating_label = QLabel()
        self.seating_label.setObjectName("tableSeating")
        self.problem_label = QLabel()
        self.problem_label.setObjectName("problems")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #a00000")
        labels = []
        for text, w in (
            (self.tr("Ro&und"), self.round_spin),
            (self.tr("&Table"), self.table_spin),
            (self.tr("&NS tricks"), self.ns_spin),
            (self.tr("&Hands"), self.hands_edit),
            (self.tr("H&onours"), self.honours_edit),
            (self.tr("Tie &cut"), self.tie_box),
        ):
            label = QLabel(text)
            label.setBuddy(w)
            labels.append((label, w))
        for label, w in labels:
            w.setAccessibleName(label.text().replace("&", ""))
        self.record_button.setAccessibleName(self.tr("Record the line"))
        self.deals_button.setAccessibleName(self.tr("The deals of the table"))
        for part, text in (
            (self.round_spin, self.tr("The round the result is for")),
            (self.table_spin, self.tr("The table the result is for")),
            (self.ns_spin, self.tr("The tricks North-South took, 0 to 13: East-West's follow")),
            (self.tie_box, self.tr("At a tie, which pair won the cut")),
            (self.record_button, self.tr("Record the table's result for the round")),
            (self.deals_button, self.tr("Enter the table's deals one by one")),
        ):
            part.setAccessibleDescription(text)
        col = 0
        for label, w in labels:
            grid.addWidget(label, 0, col)
            grid.addWidget(w, 1, col)
            col += 1
        grid.addWidget(self.ew_label, 1, col)
        grid.addWidget(self.deals_button, 1, col + 1)
        grid.addWidget(self.record_button, 1, col + 2)
        grid.addWidget(self.seating_label, 2, 0, 1, col + 3)
        grid.addWidget(self.problem_label, 3, 0, 1, col + 3)
        self._entry_labels = dict((w, lab) for lab, w in labels)
        outer.addWidget(entry)

        split = QSplitter(Qt.Orientation.Horizontal)
        self.standings_tabs = QTabWidget()
        self.standings_tabs.setAccessibleName(self.tr("Standings"))
        self.standings_tabs.currentChanged.connect(self._fill_pool)
        split.addWidget(self.standings_tabs)
        right = QTabWidget()
        self.right_tabs = right
        self.slips_text = QPlainTextEdit()
        self.slips_text.setReadOnly(True)
        self.slips_text.setObjectName("slips")
        self.pending_label = QLabel()
        self.results_text = QPlainTextEdit()
        self.results_text.setReadOnly(True)
        self.prizes_text = QPlainTextEdit()
        self.prizes_text.setReadOnly(True)
        self.prizes_text.setObjectName("prizes")
        self.warnings_text = QPlainTextEdit()
        self.warnings_text.setReadOnly(True)
        self.warnings_text.setObjectName("warnings")
        money = QWidget()
        ml = QVBoxLayout(money)
        self.paid_list = QListWidget()
        self.paid_list.setAccessibleName(self.tr("Entry fees paid at the door"))
        self.paid_list.setAccessibleDescription(
            self.tr("Each player, ticked when their fee is paid: Space ticks")
        )
        self.money_label = QLabel()
        self.money_label.setObjectName("money")
        self.money_label.setWordWrap(True)
        ml.addWidget(QLabel(self.tr("Entry fees ticked off at the door (Space ticks)")))
        ml.addWidget(self.paid_list)
        ml.addWidget(self.money_label)
        for page, text, tip in (  # (a tab's tooltip is what a screen reader says of it)
            (self.slips_text, self.tr("&1 Movement"), self.tr("Where each player sits next")),
            (self.results_text, self.tr("&2 Round"), self.tr("The results of the round")),
            (self.prizes_text, self.tr("&3 Prizes"), self.tr("The prizes and who wins them")),
            (money, self.tr("&4 Money"), self.tr("The entry fees and the prize fund")),
            (self.warnings_text, self.tr("&5 Warnings"), self.tr("What the drive warns of")),
        ):
            right.setTabToolTip(right.addTab(page, text), tip)
        for pane, name in (
            (self.slips_text, self.tr("Movement slips")),
            (self.results_text, self.tr("The round's results")),
            (self.prizes_text, self.tr("Prizes")),
            (self.warnings_text, self.tr("Warnings")),
        ):
            pane.setAccessibleName(name)  # (a screen reader says which tab's text it is in)
            pane.setAccessibleDescription(
                self.tr("Read-only text: the arrow keys read it line by line")
            )
        split.addWidget(right)
        split.setSizes([520, 520])
        self._panes: tuple[QWidget, ...] = (
            self.slips_text,
            self.results_text,
            self.prizes_text,
            money,
            self.warnings_text,
        )
        self._stale: set[QWidget] = set(self._panes)
        self._money_shown: Any = None
        self._pane_source: dict[QWidget, tuple[Any, ...]] = {}
        right.currentChanged.connect(self._fill_pane)
        outer.addWidget(self.pending_label)
        outer.addWidget(split, 1)
        self.setCentralWidget(central)
        self.statusBar()
        self.read_only = bool(getattr(store, "read_only", False))
        if self.read_only:  # as the main window says it: look and print, nothing recorded
            banner = QLabel(
                self.tr(
                    "This history is read-only: you can look at this drive and "
                    "print it, but nothing can be recorded."
                )
            )
            banner.setObjectName("read_only_banner")
            self.statusBar().addPermanentWidget(banner, 1)
        # what a recorded line changes besides the standings: painted on the next turn of the
        # event loop, so that the standings are painted first (see _hold_paint)
        self._secondary: tuple[QWidget, ...] = (
            self.title_label,
            self.trumps_label,
            entry,
            self.pending_label,
            right,
            self.statusBar(),
        )
        self._held = False

        self._build_menu()
        self._shown_at: tuple[int, int] | None = None  # the round and table last shown
        self._filled = False  # the line holds an entered result, not what was typed
        self.ns_spin.valueChanged.connect(self._ew_follow)
        self.table_spin.valueChanged.connect(self._show_table)
        self.round_spin.valueChanged.connect(self._show_table)
        self.record_button.clicked.connect(self.record_line)
        self.deals_button.clicked.connect(self.enter_deals)
        self.paid_list.itemChanged.connect(self._paid_changed)
        for w in (self.ns_spin, self.table_spin, self.round_spin, self.tie_box):
            w.installEventFilter(self)
        self.hands_edit.returnPressed.connect(self.record_line)
        self.hands_edit.textChanged.connect(self._ew_follow)
        self.honours_edit.returnPressed.connect(self.record_line)
        self.setTabOrder(self.round_spin, self.table_spin)
        self.setTabOrder(self.table_spin, self.ns_spin)
        self.setTabOrder(self.ns_spin, self.hands_edit)
        self.setTabOrder(self.hands_edit, self.honours_edit)
        self.setTabOrder(self.honours_edit, self.tie_box)
        self.setTabOrder(self.tie_box, self.deals_button)
        self.setTabOrder(self.deals_button, self.record_button)
        self.resize(1100, 760)
        self.refresh(goto_next=True)
        self._writing = False
        Notifier.of(store).changed.connect(self._heard)

    # -- menu -------------------------------------------------------------------------------------
    def table_entry(self) -> None:
        """Drive ▸ Table entry…: the tables enter their lines from phones."""
        # Lazy: the drive window opens without the table-entry dialog (ui.table_entry, ~50 ms)
        from ui.table_entry import open_drive_entry

        open_drive_entry(self)

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Drive"))
        self.drive_menu = menu

        def act(text: str, slot: Any, keys: str | None = None) -> QAction:
            a = QAction(text, self)
            if keys:
                a.setShortcut(QKeySequence(keys))
            a.triggered.connect(slot)
            menu.addAction(a)
            return a

        self.override_action = act(self.tr("&Override a seat…"), self.override_seat, "Ctrl+Shift+O")
        self.arrive_action = act(self.tr("Late &arrival…"), self.late_arrival, "Ctrl+Shift+A")
        self.depart_action = act(self.tr("&Departure…"), self.departure, "Ctrl+Shift+D")
        menu.addSeparator()
        self.declare_action = act(self.tr("Declare &prizes"), self.declare, "Ctrl+Shift+P")
        self.cut_action = act(self.tr("Record a prize &cut…"), self.prize_cut)
        self.reopen_action = act(self.tr("&Reopen for a correction"), self.reopen)
        self.entry_action = act(self.tr("&Table entry…"), self.table_entry)  # ui/table_entry.py
        menu.addSeparator()
        self.print_menu = self.menuBar().addMenu(self.tr("&Print"))
        for text, kind in (
            (self.tr("&Progression cards (filled)"), "cards"),
            (self.tr("&Blank progression cards"), "blank"),
            (self.tr("&Table cards"), "tables"),
            (self.tr("&Movement slips"), "slips"),
            (self.tr("Final &standings and prizes"), "standings"),
        ):
            sub = self.print_menu.addMenu(text)
            pdf = QAction(self.tr("Export &PDF…"), self)
            pdf.triggered.connect(lambda _=False, k=kind: self.export_pdf(k))
            prn = QAction(self.tr("P&rint…"), self)
            prn.triggered.connect(lambda _=False, k=kind: self.print_to_printer(k))
            sub.addActions([pdf, prn])
        self.print_menu.addSeparator()
        self.large_print_action = large_print_action(self)  # (ui/textsize.py)
        self.print_menu.addAction(self.large_print_action)
        close = QAction(self.tr("C&lose"), self)
        close.setShortcut(QKeySequence.StandardKey.Close)
        close.triggered.connect(self.close)
        menu.addAction(close)
        self.manual_action = QAction(self.tr("&Manual"), self)  # Help ▸ Manual (F1): ui/manual.py
        self.manual_action.setShortcut(QKeySequence("F1"))
        self.manual_action.triggered.connect(self.show_manual)
        self.menuBar().addMenu(self.tr("&Help")).addAction(self.manual_action)

    def show_manual(self) -> None:
        # Lazy: the manual and its pages load when asked for (ui.manual, ~40 ms)
        from ui.manual import show_manual

        show_manual(self)

    # -- showing ----------------------------------------------------------------------------------
    def refresh(self, goto_next: bool = False) -> None:
        v = self.view
        rec = v.rec
        state = self.tr("prizes declared") if v.change.state == "declared" else self.tr("in play")
        self.title_label.setText(
            self.tr("{0} — {1} — {tables}, {state}").format(
                rec.get("title") or say(FORM_TITLES[rec["form"]]),
                rec.get("played_on") or "",
                tables=counted("table", rec["tables"]),  # (the language's own plural)
                state=state,
            )
        )
        self.setWindowTitle(
            self.tr("Scorepad — {0}").format(rec.get("title") or say(FORM_TITLES[rec["form"]]))
        )
        cur = v.current_round()
        if v.change.state == "declared":  # closed: no next round to show
            cur = max(1, min(cur, len(rec["rounds"])))
        self.round_spin.blockSignals(True)
        self.round_spin.setRange(1, max(1, min(cur, v.last_round)))
        if goto_next:
            self.round_spin.setValue(min(cur, v.last_round))
        self.round_spin.blockSignals(False)
        shown = self.round_spin.value()
        self.trumps_label.setText(v.trumps_text(shown))
        per = int(v.rules.get("hands_per_round", 1) or 1)
        whist = not v.bridge
        one = whist and per == 1
        honours = whist and v.rules.get("honours") is True
        for w, on in (
            (self.ns_spin, one and not honours),
            (self.hands_edit, (whist and not one) or honours),
            (self.honours_edit, honours),
            (self.deals_button, not whist),
        ):
            w.setVisible(on)
            if w in self._entry_labels:
                self._entry_labels[w].setVisible(on)
        # EW filled in: the one figure, or one figure per hand as the hands are typed
        self.ew_label.setVisible(whist)
        pending = v.pending
        if v.change.state == "declared":
            self.pending_label.setText(
                self.tr(
                    "Prizes declared on {0} of {last_round} rounds: the drive is "
                    "closed (Drive ▸ Reopen for a correction)"
                ).format(len(rec["rounds"]), last_round=v.last_round)
            )
        elif v.finished():
            self.pending_label.setText(
                self.tr("The drive is complete: declare the prizes (Ctrl+Shift+P)")
            )
        elif pending:
            entered = len(v.so_far["tables"]) if v.so_far is not None else 0
            waits = (
                self.tr("Round {0} waits for tables {1}")
                if len(pending) > 1
                else self.tr("Round {0} waits for table {1}")
            )
            self.pending_label.setText(
                waits.format(len(rec["rounds"]), ", ".join(map(str, pending)))
                + (
                    self.tr("; the standings count its {entered} entered").format(entered=entered)
                    if entered
                    else ""
                )
            )
        else:
            self.pending_label.setText(self.tr("Round {cur}: every table to enter").format(cur=cur))
        if goto_next and pending:
            self.table_spin.setValue(pending[0])
        elif goto_next and self.entered(self.round_spin.value(), 1) is None:
            self.table_spin.setValue(1)  # a round not begun starts at its first table
        self._ew_follow()
        self._show_table()
        self._fill_standings()
        self._stale = set(self._panes)
        self._fill_pane()
        declared = v.change.state == "declared"
        writable = not self.read_only
        self.declare_action.setEnabled(writable and not declared and not pending)
        self.reopen_action.setEnabled(writable and declared)
        self.record_button.setEnabled(writable and not declared)
        self.deals_button.setEnabled(writable and not declared)

    def _fill_pane(self, _index: int = -1) -> None:
        """The right-hand tab in front filled from the view, if it changed since it was last
        filled; the tabs behind are filled when they are brought to the front."""
        pane = self.right_tabs.currentWidget()
        if pane not in self._stale:
            return
        self._stale.discard(pane)
        v = self.view
        # the slips and the prizes are the sheet's: a line of a round in progress leaves the
        # sheet (of the complete rounds) as it was, the same object, and them as they were
        done = len(v.sheet.get("rounds", []))
        ahead = v.rec["rounds"][done].get("seating") if done < len(v.rec["rounds"]) else None
        source = (v.sheet, v.names, v.pairs, v.rec.get("prizes"), v.change.state, ahead)
        shown = self._pane_source.get(pane)
        if shown is not None and shown[0] is source[0] and shown[1:] == source[1:]:
            return
        if pane is self.slips_text or pane is self.prizes_text:
            self._pane_source[pane] = source
        if pane is self.slips_text:
            text = "\n".join(v.slips()) or v.no_slips()
        elif pane is self.prizes_text:
            text = "\n".join(v.prize_lines()) or self.tr("No prizes yet")
        elif pane is self.results_text:
            text = "\n".join(self._round_lines(self.round_spin.value()))
        elif pane is self.warnings_text:
            text = "\n".join(v.named(say(w)) for w in self.warnings + v.sheet.get("warnings", []))
        else:
            self._fill_money()
            return
        assert isinstance(pane, QPlainTextEdit)
        if pane.toPlainText() != text:
            pane.setPlainText(text)

    def _round_lines(self, round_no: int) -> list[str]:
        v = self.view
        if round_no > len(v.rec["rounds"]):
            out = [self.tr("Round {round_no}: nothing entered yet").format(round_no=round_no)]
            if round_no >= 2 and round_no - 1 == len(v.rec["rounds"]) and not v.pending:
                # the round just finished stays in view while its movement is read out
                out += ["", *self._round_lines(round_no - 1)]
            return out
        complete = round_no <= len(v.sheet.get("rounds", []))
        out = [
            self.tr("Round {round_no}").format(round_no=round_no)
            + (" (complete):" if complete else ":")
        ]
        rounds = v.sheet.get("rounds", [])
        if round_no <= len(rounds):
            scored = rounds[round_no - 1]["tables"]
        else:  # the round being entered: its tables as the live standings scored them
            so_far = v.so_far or {}
            scored = so_far.get("lines", []) if so_far.get("round") == round_no else []
        outcome = {t["table"]: t for t in scored}
        for res in v.rec["rounds"][round_no - 1].get("results", []):
            if "NS" in res:
                text = self.tr("table {0}: NS {1}, EW {2}").format(
                    res["table"], res["NS"], res["EW"]
                )
            elif "hands" in res:
                hands = " ".join(f"{h['NS']}–{h['EW']}" for h in res["hands"])
                text = self.tr("table {0}: {hands}").format(res["table"], hands=hands)
            elif "bye" in res:
                text = self.tr("table {0}: a bye, {1} sit out against a ghost").format(
                    res["table"], res["bye"]
                )
            else:
                text = self.tr("table {0}: {1} deals").format(
                    res["table"], len(res.get("deals", []))
                )
            o = outcome.get(res["table"], {})
            if o.get("winner") and "bye" not in res:
                how = o.get("decided_by")
                winner = SIDE_SHORT.get(o["winner"], o["winner"])
                text += self.tr(" — {0} won").format(winner) + (
                    f" ({v.decision(how)})" if how else ""
                )
            out.append("  " + text)
        return out

    def _fill_standings(self) -> None:
        """The standings per pool (a model per pool, kept; only the rows change), the movers
        highlighted: the pool in front now, the others when they are brought to the front."""
        pools = self.view.pools
        if list(pools) != list(self._standings_views):
            current = self.standings_tabs.currentIndex()
            while self.standings_tabs.count():
                w = self.standings_tabs.widget(0)
                self.standings_tabs.removeTab(0)
                if w is not None:
                    w.deleteLater()
            self._standings_views = {}
            for k, pool in enumerate(pools, 1):
                view = QTableView()
                view.setObjectName(f"standings_{pool}")
                view.setAccessibleDescription(
                    self.tr("The standings, one player or pair a row, the leader first")
                )
                view.setModel(StandingsModel(view, pairs=self.view.pairs is not None))
                view.verticalHeader().setVisible(False)
                view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
                size_columns(view)
                view.setAccessibleName(
                    self.tr("Standings: {0}").format(POOL_TITLES.get(pool, pool))
                )
                i = self.standings_tabs.addTab(view, f"&{k + 5} {POOL_TITLES.get(pool, pool)}")
                self.standings_tabs.setTabToolTip(i, self.tr("The standings, the leader first"))
                self._standings_views[pool] = view
            if 0 <= current < self.standings_tabs.count():
                self.standings_tabs.setCurrentIndex(current)
        self._stale_pools = set(pools)
        self._fill_pool()

    def _fill_pool(self, _index: int = -1) -> None:
        """The standings of the pool in front, if they changed since they were last filled."""
        v = self.view
        front = self.standings_tabs.currentWidget()
        pool = next((p for p, w in self._standings_views.items() if w is front), None)
        if pool not in self._stale_pools:
            return
        self._stale_pools.discard(pool)
        movers = v.live_movers()
        by_id = {s.get("player", s.get("pair")): s for s in v.standings}
        rows: list[tuple[tuple[str, ...], bool]] = []
        members = v.pools.get(str(pool), [])
        place = drive_print.places([by_id[pid]["total"] for pid in members])
        for r, pid in enumerate(members):
            s = by_id[pid]
            total, won = s["total"], s["rounds_won"]
            cells = (
                place[r],
                v.name(pid) + (self.tr("  → moves") if pid in movers else ""),
                fmt(total),
                fmt(won),
                str(s["played"]),
            )
            rows.append((cells, pid in movers))
        model = self._standings_views[str(pool)].model()
        assert isinstance(model, StandingsModel)
        model.set_rows(rows)

    def standings(self, pool: str = "all") -> list[tuple[str, str]]:
        """(player id, total) of a pool as the window shows it (tests compare it)."""
        by_id = {s.get("player", s.get("pair")): s for s in self.view.standings}
        return [(p, fmt(by_id[p]["total"])) for p in self.view.pools.get(pool, [])]

    def _fill_money(self) -> None:
        v = self.view
        money = v.rec.get("money")
        shown = (money, v.rec["players"], v.sheet.get("money"))
        if shown == self._money_shown:
            return
        self._money_shown = shown
        self.paid_list.blockSignals(True)
        if money is None:
            self.paid_list.clear()
            self.money_label.setText(self.tr("No money kept for this drive (no entry fee)."))
            self.paid_list.setEnabled(False)
            self.paid_list.blockSignals(False)
            return
        self.paid_list.setEnabled(not self.read_only)
        paid = set(money.get("paid", [p["id"] for p in v.rec["players"]]))
        self._fill_paid(v, paid)
        self.paid_list.blockSignals(False)
        m = v.sheet.get("money", {})
        fee = " ".join(
            x for x in (number_text(money.get("entry_fee", 0)), money.get("currency", "")) if x
        )
        self.money_label.setText(
            self.tr(
                "Entry fee {fee} — paid {0}: takings {1}, prize fund {2}, "
                "expenses {3}, surplus for the club {4}"
            ).format(
                len(paid),
                number_text(m.get("takings", 0)),
                number_text(m.get("prize_fund", 0)),
                number_text(m.get("expenses", 0)),
                number_text(m.get("surplus", 0)),
                fee=fee,
            )
        )

    def _fill_paid(self, v: Any, paid: set[str]) -> None:
        """The players with their fees ticked. The same players as shown: only their ticks
        change, so the cursor stays where Space was pressed (Space, Down, Space ticks one after
        another); other players: the list afresh, the cursor kept on its row."""
        ids = [p["id"] for p in v.rec["players"]]
        lst = self.paid_list
        same = lst.count() == len(ids) and all(
            lst.item(i).data(Qt.ItemDataRole.UserRole) == pid for i, pid in enumerate(ids)
        )
        row = lst.currentRow()
        if not same:
            lst.clear()
        for i, pid in enumerate(ids):
            if same:
                item = lst.item(i)
                item.setText(v.names[pid])
            else:
                item = QListWidgetItem(v.names[pid])
                item.setData(Qt.ItemDataRole.UserRole, pid)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                lst.addItem(item)
            item.setCheckState(Qt.CheckState.Checked if pid in paid else Qt.CheckState.Unchecked)
        if not same and 0 <= row < lst.count():
            lst.setCurrentRow(row)

    def _paid_changed(self, _item: QListWidgetItem) -> None:
        paid = [
            str(self.paid_list.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.paid_list.count())
            if self.paid_list.item(i).checkState() == Qt.CheckState.Checked
        ]
        self._apply(lambda version: ds.set_paid(self.store, self.drive_id, paid, version))

    def _ew_follow(self) -> None:
        """EW = 13 − NS, filled in as NS is typed: per hand when a round has several."""
        if self.ns_spin.isVisibleTo(self) or not self.hands_edit.isVisibleTo(self):
            ns = self.ns_spin.value()
            self.ew_label.setText(
                self.tr("EW –") if ns == NOT_TYPED else self.tr("EW {0}").format(13 - ns)
            )
            return
        figures = self.hands_edit.text().replace(",", " ").split()
        ew = [str(13 - int(f)) if f.isdigit() and int(f) <= 13 else "?" for f in figures]
        self.ew_label.setText(self.tr("EW ") + (" ".join(ew) if ew else "–"))

    def _show_table(self) -> None:
        v = self.view
        r, t = self.round_spin.value(), self.table_spin.value()
        seats = v.seating(r)
        row = next((s for s in seats if s["table"] == t), None)
        if row is None:
            self.seating_label.setText("")
            return
        if v.pairs is not None:
            text = self.tr("NS {0}  v  EW {1}").format(v.name(row["NS"]), v.name(row["EW"]))
        else:
            text = self.tr("NS {0} & {1}  v  EW {2} & {3}").format(
                v.name(row["N"]), v.name(row["S"]), v.name(row["E"]), v.name(row["W"])
            )
        entered = self.entered(r, t)
        if entered is not None:
            text += self.tr("   (entered: Record corrects it)")
        if (r, t) != self._shown_at:  # the secretary moved to another table, or round
            self._shown_at = (r, t)
            self._fill_line(entered)
        self.seating_label.setText(self.tr("Table {t}: {text}").format(t=t, text=text))
        self.trumps_label.setText(v.trumps_text(r))

    def _fill_line(self, entered: dict[str, Any] | None) -> None:
        """A whist table's entered result in the entry line, to correct rather than retype
        (a new user's trial: "entered: Record corrects it" over empty fields); the line is
        emptied again for a table not entered, if it only held such a result."""
        if self.view.bridge:
            return
        if entered is None:
            if self._filled:
                self.ns_spin.setValue(NOT_TYPED)
                self.hands_edit.clear()
                self.honours_edit.clear()
                self.tie_box.setCurrentIndex(0)
                self._filled = False
            return
        hands = entered.get("hands") or ([entered] if "NS" in entered else [])
        if not hands:
            return  # a bye
        self.ns_spin.setValue(int(hands[0]["NS"]))
        self.hands_edit.setText(" ".join(str(h["NS"]) for h in hands))
        self.honours_edit.setText(
            " ".join(f"{h['honours']['NS']}:{h['honours']['EW']}" for h in hands if "honours" in h)
        )
        self.tie_box.setCurrentIndex(max(0, self.tie_box.findData(entered.get("tie_winner"))))
        self._filled = True

    def entered(self, round_no: int, table: int) -> dict[str, Any] | None:
        """The result entered for a table of a round, if any."""
        rounds = self.view.rec["rounds"]
        if not 1 <= round_no <= len(rounds):
            return None
        return next((r for r in rounds[round_no - 1]["results"] if r.get("table") == table), None)

    def eventFilter(self, obj: Any, event: Any) -> bool:

        if event.type() == QEvent.Type.KeyPress and event.key() in (
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
        ):
            self.record_line()
            return True
        return super().eventFilter(obj, event)

    # -- entering ---------------------------------------------------------------------------------
    def line_result(self) -> dict[str, Any]:
        """The result the entry line holds (raw: the rules service checks it)."""
        v = self.view
        res: dict[str, Any] = {}
        row = next(
            (
                s
                for s in v.seating(self.round_spin.value())
                if s["table"] == self.table_spin.value()
            ),
            None,
        )
        if v.pairs is not None and row is not None:
            for side, other in (("NS", "EW"), ("EW", "NS")):
                if is_ghost(str(row[side])) and not is_ghost(str(row[other])):
                    return {"bye": other}  # a ghost pair: the real side sits out (§3.7)
        if v.bridge:
            res["deals"] = list(self._pending_deals or [])
        else:
            per = int(v.rules.get("hands_per_round", 1) or 1)
            honours = v.rules.get("honours") is True
            if per == 1 and not honours:
                ns = self.ns_spin.value()
                if ns == NOT_TYPED:
                    raise RecordError.one(None, "NS tricks", "type the tricks NS made")
                res.update({"NS": ns, "EW": 13 - ns})
            else:
                hands = []
                figures = self.hands_edit.text().replace(",", " ").split()
                hons = self.honours_edit.text().replace(",", " ").split() if honours else []
                for k, f in enumerate(figures):
                    try:
                        ns = int(f)
                    except ValueError:
                        raise RecordError.one(
                            None, "Hands", f"hand {k + 1}: “{f}” is not a number of tricks"
                        ) from None
                    if not 0 <= ns <= 13:  # (EW, filled in, would be refused as well)
                        raise RecordError.one(
                            None, "Hands", f"hand {k + 1}: NS tricks: {ns} is not 0 to 13"
                        )
                    hand: dict[str, Any] = {"NS": ns, "EW": 13 - ns}
                    if honours:
                        a, _, b = (hons[k] if k < len(hons) else "0:0").partition(":")
                        try:
                            hand["honours"] = {"NS": int(a or 0), "EW": int(b or 0)}
                        except ValueError:
                            raise RecordError.one(
                                None, "", f"hand {k + 1}: honours: write NS:EW, e.g. 4:0"
                            ) from None
                    hands.append(hand)
                if per == 1 and honours and hands:
                    res.update(hands[0])
                else:
                    res["hands"] = hands
        if self.tie_box.currentData() is not None:
            res["tie_winner"] = self.tie_box.currentData()
        return res

    def record_line(self) -> None:
        """Enter records the line: a new result, or a correction of one entered (§5.6)."""
        r, t = self.round_spin.value(), self.table_spin.value()
        try:
            res = self.line_result()
        except RecordError as e:
            self.problem_label.setText(in_words(error_said(e)))
            return
        correcting = self.entered(r, t) is not None

        def write(version: int) -> ds.DriveChange:
            if correcting:
                return ds.correct_result(self.store, self.drive_id, r, t, res, version)
            return ds.record_round_result(self.store, self.drive_id, r, t, res, version)

        if self._apply(write, goto_next=True):
            self._pending_deals = None
            self.tie_box.setCurrentIndex(0)
            self.ns_spin.setValue(NOT_TYPED)
            self.hands_edit.clear()
            self.honours_edit.clear()
            said = (
                self.tr("round {r}, table {t} corrected")
                if correcting
                else self.tr("round {r}, table {t} recorded")
            ).format(r=r, t=t)
            v = self.view
            if not correcting and not v.pending and len(v.rec["rounds"]) == r:
                if v.finished():  # no one moves after the last round: the prizes come next
                    said += self.tr(
                        ": round {r}, the last, is complete. Its results and ties: "
                        "Alt+2; the prizes: Drive ▸ Declare prizes"
                    ).format(r=r)
                else:
                    said += self.tr(
                        ": round {r} is complete. The movement slips are in front "
                        "(Alt+1); round {r}'s results and ties: Alt+2; round {0} "
                        "starts at table 1"
                    ).format(r + 1, r=r)
            self.statusBar().showMessage(said, 15000)
            self.table_spin.setFocus()  # keyboard: table, NS, Enter
            self.table_spin.selectAll()

    def _heard(self, change: Change) -> None:
        """A change from the notifier: another window's (or another process's) write to this
        drive is shown at once; this window's own writes are shown by :meth:`_apply`."""
        if self._writing or not change.touches_drive(self.drive_id):
            return
        if getattr(self.store, "closed", False):
            return
        dc = change.drive
        if not isinstance(dc, ds.DriveChange) or change.drive_id != self.drive_id:
            try:
                dc = ds.load_drive(self.store, self.drive_id)
            except RecordError:
                return
        if dc.version == self.view.change.version:
            return
        follow = self.round_spin.value() >= self.view.current_round()  # on the round in play
        self.view = DriveView(dc)
        self.refresh(goto_next=follow)

    def _hold_paint(self) -> None:
        """The widgets besides the standings keep their new state at once but are painted on
        the next turn of the event loop: a recorded line repaints the standings first."""
        if self._held:
            return
        self._held = True
        for w in self._secondary:
            w.setUpdatesEnabled(False)
        QTimer.singleShot(0, self, self._release_paint)

    def _release_paint(self) -> None:
        """Paint what :meth:`_hold_paint` held (enabling updates repaints each widget)."""
        self._held = False
        for w in self._secondary:
            w.setUpdatesEnabled(True)

    @guarded  # a history that cannot be written says so in a message box; the line stays
    def _apply(self, write: Any, goto_next: bool = False) -> bool:
        self._hold_paint()
        _hold_collector()
        self._writing = True
        try:
            change = write(self.view.change.version)
        except RecordError as e:
            self.problem_label.setText(in_words(error_said(e)))
            return False
        finally:
            self._writing = False
        self.problem_label.clear()
        v = DriveView(change)
        if change.warnings:
            self.warnings = list(change.warnings) + self.warnings
            self.problem_label.setText(
                self.tr("Warning: ") + " ".join(v.named(w) for w in change.warnings)
            )
            self.right_tabs.setCurrentWidget(self.warnings_text)
        self.view = v
        self.refresh(goto_next=goto_next)
        if goto_next and not change.warnings and not v.pending and v.rec["rounds"]:
            self.right_tabs.setCurrentWidget(self.slips_text)  # a round complete: the slips
        return True

    def enter_deals(self) -> None:
        """The four deals of a bridge table through the rubber pad's deal form."""

        v = self.view
        r, t = self.round_spin.value(), self.table_spin.value()
        old = self.entered(r, t)
        dialog = TableDealsDialog(v, r, t, (old or {}).get("deals", []), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._pending_deals = dialog.deals
            self.record_line()

    # -- printing ---------------------------------------------------------------------------------
    def report(self, kind: str) -> Any:
        """The print ``kind``, in large print when Print ▸ Large print is ticked."""
        codes = codes_of(self.store, drive_id=self.drive_id) if kind == "standings" else None
        large = self.large_print_action.isChecked()
        return drive_print.report(self.view, kind, codes, large=large)

    def export_pdf(self, kind: str) -> str | None:

        return export_pdf(self.report(kind), self, f"drive-{kind}.pdf")

    def print_to_printer(self, kind: str) -> bool:

        return print_report(self.report(kind), self)


def start_new_drive(parent: Any, store: Store) -> DriveWindow | None:
    """Drive ▸ New drive…: the dialog, then the drive stored and its window shown."""

    if getattr(store, "read_only", False):
        QMessageBox.information(
            parent,
            QCoreApplication.translate("DrivesWindow", "New drive"),
            QCoreApplication.translate(
                "DrivesWindow",
                "This history is read-only: you can look at it and print it, "
                "but a new drive cannot be recorded in it.",
            ),
        )
        return None
    roster = [p.name for p in store.players("")]
    dialog = NewDriveDialog(roster, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    try:
        change = ds.create_drive(store, dialog._record)
    except ScorepadError as e:  # the history cannot be written (full disk, locked, ...)
        show_error(parent, e)
        return None
    window = DriveWindow(store, change.drive_id, parent)
    window.show()
    return window
