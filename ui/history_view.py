"""A rubber opened from the history: its pad, read-only, with "Correct this rubber".

The pad and the deal list show the rubber as the history keeps it. Nothing can change until
"Correct this rubber" is pressed; then a deal can be opened (double-click, Enter or "Correct
deal…") in the hand form of the window's edit dialog, corrected or deleted. Every correction goes
through the history's ``replace_deal`` / ``delete_deal``, which score the whole rubber again and
keep the old and new record in the audit trail shown below the deals.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import Side
from scorepad.errors import ScorepadError, said
from scorepad.i18n import say
from scorepad.records.quick_entry import print_line
from scorepad.records.record import Rubber
from scorepad.rules import code_of, get_rules, settings_of
from scorepad.sheets.sheet import Sheet
from scorepad.store import Change, DeleteDeal, ReplaceDeal, Store
from ui import i18n, language, printing
from ui.access import about
from ui.dialogs.edit_deal import EditDealDialog
from ui.history_codes import codes_of, rubber_label
from ui.notifier import Notifier
from ui.pad import PadView
from ui.printing import long_date, report_actions, side_names
from ui.settings import Settings
from ui.textsize import with_look
from ui.undo import DeleteHand, EditHand


def deal_line(sheet: Sheet, i: int) -> str:
    """One line of the deal list: number, what happened and what was marked."""
    d = sheet.deals[i]
    marks = ", ".join(
        f"{i18n.SIDE_NAMES[e.side.value]} "
        f"{'' if e.column == 'points' else e.column + ' '}{e.points:+d}"
        for e in d.entries
    )
    what = say(d.summary) if d.summary else d.status.replace("_", " ")
    line = f"{i + 1}. {what}"
    if marks:
        line += f" — {marks}"
    if d.game_won is not None:
        line += QCoreApplication.translate("HistoryView", " — game to {0}").format(
            i18n.SIDE_NAMES[d.game_won.by.value]
        )
    return line


def audit_line(entry: Any, game: str) -> str:
    """A correction as a person reads it: when (local time), which deal, and what it was and
    became in quick-entry words: "Sun 6 Dec 2026, 07:25: deal 2 corrected, 4S N = → 4S N -1".

    >>> class E: index, action, at = 1, "replace", "2026-12-06T06:25:10Z"
    >>> E.old, E.new = {"tricks": {"NS": 9, "EW": 4}}, {"tricks": {"NS": 8, "EW": 5}}
    >>> audit_line(E, "short_whist").split(": ", 1)[1]
    'deal 2 corrected, 9 → 8'
    """
    words = {
        "replace": "corrected",
        "delete": "deleted",
        "insert": QCoreApplication.translate("HistoryView", "put back"),
    }
    line = QCoreApplication.translate("HistoryView", "{0}: deal {1} {2}").format(
        when_text(entry.at), entry.index + 1, words.get(entry.action, entry.action)
    )
    old, new = _deal_words(game, entry.old), _deal_words(game, entry.new)
    if old and new:
        return f"{line}, {old} → {new}"
    return f"{line}, {old or new}" if old or new else line


def _deal_words(game: str, deal: Any) -> str:
    if not isinstance(deal, dict):
        return ""
    try:
        return print_line(game, deal)
    except ScorepadError:
        return ""


def when_text(at: str) -> str:
    """A stored UTC time ("2026-12-06T06:25:10Z") in the local time, in words ("Sun 6 Dec
    2026, 07:25" in London in summer); the text as stored if it is not such a time."""
    try:
        moment = dt.datetime.fromisoformat(at.replace("Z", "+00:00"))
    except ValueError:
        return at
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    local = moment.astimezone()
    return language.short_moment(local)


class HistoryRubberView(QWidget):
    """One rubber from the history. Read-only until :meth:`start_correcting`.

    Signals:
        corrected(int): a deal of the rubber was corrected or deleted (the rubber's id).
    """

    corrected = Signal(int)

    def __init__(self, store: Store, rubber_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)

        self.store = store
        self.rubber_id = rubber_id
        self.correcting = False
        state = store.rubber_state(rubber_id)
        assert state.rubber is not None and state.sheet is not None
        self.rubber: Rubber = state.rubber
        self.sheet: Sheet = state.sheet
        self.deal_refs = state.deals
        self.version = state.version
        # The rubber's one undo stack (shared with any pane in play showing it), and every
        # change made anywhere.
        self.notifier = Notifier.of(store)
        self.undo_stack = self.notifier.undo.stack(rubber_id)
        self.notifier.changed.connect(self.heard)

        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)  # a long game's name and four names: it wraps, never cut
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.state = QLabel()
        self.state.setAccessibleName(self.tr("Rubber state"))
        # The rubber's history code, to compare with the one on a printed summary.
        self.code_label = QLabel()
        self.code_label.setObjectName("history_code")
        self.code_label.setWordWrap(True)  # (long in some languages: never cut short)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setAccessibleName(self.tr("History code of this rubber"))
        self.pad = PadView()
        # The pad in the window's look (View ▸ Dark palette, American spelling), as its tabs.
        self.pad.set_style(
            replace(
                self.pad.style_(),
                dark=Settings().palette == "dark",
                spelling="american" if i18n.spelling() == "american" else "british",
            )
        )
        with_look(self.pad)  # (High contrast and Text size too: ui/textsize.py)
        self.pad.setAccessibleName(self.tr("The rubber's pad (read-only)"))
        self.deals = QListWidget()
        self.deals.setAccessibleName(self.tr("Deals"))
        self.deals.setAccessibleDescription(self.tr("The rubber's hands, one a line"))
        self.deals.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.audit = QListWidget()
        self.audit.setAccessibleName(self.tr("Corrections (audit trail)"))
        self.audit.setAccessibleDescription(
            self.tr("Every correction made to this rubber, when and what")
        )
        self.audit.setMaximumHeight(110)

        self.correct_button = QPushButton(self.tr("&Correct this rubber"))
        self.correct_button.setAccessibleName(self.tr("Correct this rubber"))
        self.edit_button = QPushButton(self.tr("Correct &deal…"))
        self.print_button = QPushButton(self.tr("&Print…"))
        self.preview_button = QPushButton(self.tr("Print pre&view…"))
        self.pdf_button = QPushButton(self.tr("&Export PDF…"))
        self.close_button = QPushButton(self.tr("Close"))
        self.correct_button.setAccessibleDescription(
            self.tr("Allow corrections to this rubber's hands: each is kept in its audit trail")
        )
        self.edit_button.setAccessibleDescription(self.tr("Correct the chosen hand"))
        self.print_button.setAccessibleDescription(about("print"))
        self.preview_button.setAccessibleDescription(about("preview"))
        self.pdf_button.setAccessibleDescription(about("pdf"))
        self.close_button.setAccessibleDescription(about("close"))

        side = QWidget()
        side_lay = QVBoxLayout(side)
        side_lay.setContentsMargins(0, 0, 0, 0)
        side_lay.addWidget(QLabel(self.tr("Deals")))
        side_lay.addWidget(self.deals, 1)
        side_lay.addWidget(QLabel(self.tr("Corrections")))
        side_lay.addWidget(self.audit)
        split = QSplitter()
        split.addWidget(self.pad)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([620, 380])
        self.deals.setWordWrap(True)
        self.audit.setWordWrap(True)

        buttons = QHBoxLayout()
        buttons.addWidget(self.correct_button)
        buttons.addWidget(self.edit_button)
        buttons.addStretch(1)
        for b in (self.print_button, self.preview_button, self.pdf_button, self.close_button):
            buttons.addWidget(b)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.state)
        lay.addWidget(self.code_label)
        lay.addWidget(split, 1)
        lay.addLayout(buttons)

        self.correct_button.clicked.connect(self.start_correcting)
        self.edit_button.clicked.connect(lambda: self.correct_deal(self.deals.currentRow()))
        self.deals.itemActivated.connect(lambda item: self.correct_deal(self.deals.row(item)))
        self.deals.currentRowChanged.connect(self._select)
        self.print_button.clicked.connect(self.print_summary)
        self.preview_button.clicked.connect(self.preview_summary)
        self.pdf_button.clicked.connect(self.export_summary)
        self.close_button.clicked.connect(self.close)
        # (each of the standard Close keys: Ctrl+W as well as Ctrl+F4)
        close = QShortcut(QKeySequence.StandardKey.Close, self)
        close.activated.connect(self.close)
        manual = QShortcut(QKeySequence("F1"), self)  # the manual on the history (ui/manual.py)
        manual.activated.connect(self.show_manual)
        self._show()
        self.resize(1000, 680)

    def show_manual(self) -> None:
        # Lazy: the manual and its pages load when asked for (ui.manual, ~40 ms)
        from ui.manual import show_manual

        show_manual(self, game=self.rubber.game)

    # -- showing --
    def _show(self) -> None:
        info = self.store.rubber_info(self.rubber_id)
        rules = get_rules(self.rubber.game)
        names = (
            QCoreApplication.translate("HistoryView", "{we} v. {they}").format(
                we=side_names(self.rubber, Side.NS), they=side_names(self.rubber, Side.EW)
            )
            if self.rubber.players
            else ""
        )
        self.title.setText(
            f"{say(rules.title)} · {long_date(self.rubber.played_on)}"
            + (f" · {self.rubber.table}" if self.rubber.table else "")
            + (f" · {names}" if names else "")
        )
        states = {"in_play": self.tr("in play"), "finished": "finished", "abandoned": "abandoned"}
        mode = (
            self.tr(
                "Correcting: open a deal to change or delete it; every "
                "change is kept in the corrections below."
            )
            if self.correcting
            else self.tr("Read-only. Press “Correct this rubber” to change a deal.")
        )
        self.state.setText(
            self.tr("Rubber {rubber_id}, {0}. ").format(
                states.get(info.state, info.state), rubber_id=self.rubber_id
            )
            + mode
        )
        self.setWindowTitle(
            self.tr("Rubber {rubber_id} — Scorepad").format(rubber_id=self.rubber_id)
        )
        self.code_label.setText(rubber_label(self.store, self.rubber_id))
        self.pad.set_rubber(self.rubber, self.sheet)
        row = self.deals.currentRow()
        self.deals.clear()
        for i in range(len(self.sheet.deals)):
            item = QListWidgetItem(deal_line(self.sheet, i), self.deals)
            item.setToolTip(item.text())
        if 0 <= row < self.deals.count():
            self.deals.setCurrentRow(row)
        self.audit.clear()
        for entry in self.store.audit(self.rubber_id):
            QListWidgetItem(audit_line(entry, self.rubber.game), self.audit)
        self.edit_button.setEnabled(self.correcting and self.deals.count() > 0)
        self.correct_button.setEnabled(not self.correcting)

    def heard(self, change: Change) -> None:
        """A change made anywhere: show the rubber as it now stands."""
        if not change.touches(self.rubber_id):
            return
        if change.rubber_id == self.rubber_id and change.rubber is not None:
            if (change.version or 0) <= (self.version or 0):
                return
            state = change
        else:
            try:
                state = self.store.rubber_state(self.rubber_id)
            except ScorepadError:
                return
        assert state.rubber is not None and state.sheet is not None
        self.rubber, self.sheet = state.rubber, state.sheet
        self.deal_refs, self.version = state.deals, state.version
        self._show()

    def _select(self, row: int) -> None:
        self.pad.select_deal(row if row >= 0 else None)

    # -- correcting --
    def start_correcting(self) -> None:
        """Leave read-only mode: deals can now be corrected."""
        self.correcting = True
        self._show()
        if self.deals.count() and self.deals.currentRow() < 0:
            self.deals.setCurrentRow(0)
        self.deals.setFocus()

    def ask_edit(self, index: int) -> Any:
        """Ask for the corrected deal (the window's edit dialog); None when cancelled."""

        spec = get_rules(self.rubber.game).form_spec(code_of(self.rubber), settings_of(self.rubber))
        return EditDealDialog.ask(self, self.rubber, index, spec)

    def correct_deal(self, index: int) -> bool:
        """Correct or delete deal ``index`` (0-based); True when the history changed."""
        if not self.correcting or not 0 <= index < len(self.rubber.deals):
            return False
        result = self.ask_edit(index)
        if result is None:
            return False
        ref = self.deal_refs[index]
        try:
            if result.action == "delete":
                change = self.store.run(DeleteDeal(ref.id, expect_deal_version=ref.version))
                self.undo_stack.push(DeleteHand(self.undo_stack, change))
            else:
                change = self.store.run(
                    ReplaceDeal(ref.id, result.deal, expect_deal_version=ref.version)
                )
                self.undo_stack.push(EditHand(self.undo_stack, change, result.deal))
        except ScorepadError as e:
            QMessageBox.warning(self, self.tr("Correct this rubber"), said(e))
            return False
        # The view was brought up to date by the notifier (with the sheet the store scored).
        self.corrected.emit(self.rubber_id)
        return True

    # -- printing --
    def summary(self) -> Any:

        info = self.store.rubber_info(self.rubber_id)
        codes = codes_of(self.store, [self.rubber_id])
        return printing.rubber_report(
            self.rubber, self.sheet, rubber_id=self.rubber_id, state=info.state, codes=codes
        )

    print_summary, preview_summary, export_summary = report_actions(
        lambda view: view.summary(),
        lambda view: QCoreApplication.translate(
            "HistoryRubberView", "rubber {rubber_id}.pdf"
        ).format(rubber_id=view.rubber_id),
    )
