"""One rubber in a pane: the pad, the deal list, quick entry and the hand form.

The pane records and shows; it never scores a recorded hand. Every change goes to the history as
a command (:meth:`scorepad.store.Store.run`), and the pane shows the rubber and sheet the change
returns, as every other view of the rubber does through the notifier. Its undo stack is the
rubber's one stack, shared by every pane that shows it (:mod:`ui.undo`). The pane is used by the
main window's tabs and by the evening's tables.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QCompleter,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStatusBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorepad.errors import IllegalEntryError, Problem, RecordError
from scorepad.i18n import say
from scorepad.records.record import Rubber
from scorepad.rules import code_of, get_rules, score, settings_of
from scorepad.rules.fieldwords import problem_words
from scorepad.sheets.explain import hand_effects
from scorepad.sheets.sheet import Sheet
from scorepad.store import (
    Change,
    DeleteDeal,
    RecordDeal,
    ReplaceDeal,
    StaleError,
    Store,
)
from scorepad.store.failures import LockedError
from ui import i18n
from ui.access import announce, with_clear_button
from ui.dialogs.errors import guarded, show_error
from ui.forms.hand_form import HandForm
from ui.history_codes import rubber_label
from ui.notifier import Notifier
from ui.pad.spoken import recorded_words
from ui.pane_parts import FormFirst, UndoRouter
from ui.rubber_words import info_title, position_text, rubber_title
from ui.sheet_model import SheetModel
from ui.undo import DeleteHand, EditHand, RecordHand, RubberUndo
from ui.window_parts import ENTRY_WIDTH, WHIST_ENTRY_WIDTH
from ui.writer import LockedRetry

#: Its tabs' words, given from here as before (the main window asks this module for them).
__all__ = ["RubberPane", "info_title", "position_text", "rubber_title"]


class _ColumnSizer(QObject):
    """Sizes the deal list's columns to their contents again when its font or style changes
    (the pane sizes them when the list is filled and widens them for each hand appended)."""

    def __init__(self, pane: RubberPane) -> None:
        super().__init__(pane)
        self._pane = pane

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._pane._resize_columns()
        return False


class RubberPane(QWidget):
    """One rubber: the pad, the deal list, quick entry and the hand form.

    The pane knows nothing of the window it is in but its status bar: what the window does
    (the next rubber, the summary) it asks for through its signals, and the window answers.

    Signals:
        finished: a hand just recorded ended the rubber.
        title_changed: the tab's title or state changed.
        same_four_asked: "Same four again" was pressed (the rubber is over).
        new_rubber_asked: "New rubber…" was pressed (the rubber is over).
        summary_asked: "Summary…" was pressed (the rubber is over).
    """

    finished = Signal()
    title_changed = Signal()
    same_four_asked = Signal()
    new_rubber_asked = Signal()
    summary_asked = Signal()

    def __init__(
        self,
        store: Store,
        rubber_id: int,
        rubber: Rubber | Change | None = None,
        window: QWidget | None = None,
    ) -> None:
        super().__init__(window)
        # Lazy: a start with no rubber in play skips the painter (ui.pad ~145 ms)
        from ui.pad import PadView, pane_sizes
        from ui.pad.ops import WHIST_GAMES

        self.store = store
        self.rubber_id = rubber_id
        state = rubber if isinstance(rubber, Change) else store.rubber_state(rubber_id)
        assert state.rubber is not None and state.sheet is not None
        rubber = state.rubber
        self.rubber = rubber
        self.sheet: Sheet = state.sheet
        self.version = state.version
        self.deal_refs = state.deals
        self.state = state.state
        # The window the pane is shown in, for its status bar (a pane built on its own is
        # given it after): the pane knows no more of it than that (:meth:`status_bar`).
        self.window_: QWidget | None = window
        self.rules = get_rules(rubber.game)
        self.code = code_of(rubber)
        self.house_settings = settings_of(rubber)
        self.spec = self.rules.form_spec(self.code, self.house_settings)
        # One notifier and one undo stack per rubber, shared by every pane that shows it.
        self.notifier = Notifier.of(store)
        self.undo_stack: RubberUndo = self.notifier.undo.stack(rubber_id)
        self.undo_stack.said.connect(self.say)
        self.notifier.front.connect(self._pad_first)
        self.notifier.changed.connect(self.heard)
        self._touched = False
        self._recording = False
        self._retry: LockedRetry | None = None  # a hand waiting for another program's lock
        self._was_done = False
        self._entry_done: bool | None = None  # the entry as last shown (None: not yet)
        self._pencilled = False
        self._recent: list[str] = []
        self._explained: tuple[int, str] | None = None  # (deal id, words) in the status bar
        # The rules service's verdict on the last draft checked against the rubber shown (the
        # preview's score, reused when the hand is recorded: a hand is scored once by the pane,
        # as it is typed, and once by the store, on the way in), and the quick-entry line last
        # read without fault against that rubber.
        self._checked: tuple[Rubber, dict[str, Any], tuple[Rubber, Sheet] | list[Problem]] | None
        self._checked = None
        self._parsed: tuple[Rubber, str] | None = None
        self.setAccessibleName(self.tr("Rubber: {0}").format(rubber_title(rubber)))

        # The pad, in a scroll area so that zooming in grows it.
        self.pad = PadView()
        self.pad.setAccessibleName(self.tr("Score pad"))
        self.pad_scroll = QScrollArea()
        self.pad_scroll.setWidgetResizable(True)
        self.pad_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.pad_scroll.setWidget(self.pad)
        self.pad_scroll.setAccessibleName(self.tr("Score pad, scrolled"))

        # The next hand.
        self.position_label = QLabel()
        self.position_label.setObjectName("position")
        self.position_label.setWordWrap(True)
        self.position_label.setAccessibleName(self.tr("Where the rubber stands"))

        self.quick = QLineEdit()
        self.quick.setAccessibleName(self.tr("Quick entry"))
        help_text = say(self.rules.shorthand_help)
        self._set_quick_help(help_text)
        with_clear_button(self.quick)  # (its cross named: ui/access.py)
        self._completer = QCompleter([], self.quick)
        self._completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.quick.setCompleter(self._completer)
        self.quick_hint = QLabel(help_text)
        self.quick_hint.setObjectName("help")
        self.quick_hint.setWordWrap(True)
        self.quick_hint.setAccessibleName(self.tr("Quick entry hint"))

        self.form = HandForm(self.spec)
        self.form.setAccessibleName(self.tr("Hand entry"))
        self.record_button = QPushButton(self.tr("Record hand"))
        self.record_button.setAccessibleName(self.tr("Record hand"))
        self.record_button.setToolTip(self.tr("Record the hand (Enter)"))
        self.clear_button = QPushButton(self.tr("C&lear"))
        self.clear_button.setAccessibleName(self.tr("Clear the form"))
        self.record_button.setAccessibleDescription(
            self.tr("Record the hand in the form or the quick entry (Enter)")
        )
        self.clear_button.setAccessibleDescription(
            self.tr("Empty the form and the quick entry; nothing is recorded")
        )

        entry = QGroupBox(self.tr("Next hand"))
        entry_lay = QVBoxLayout(entry)
        # (close-set: at the windows' smallest sizes the whole form fits without scrolling)
        entry_lay.setContentsMargins(6, 4, 6, 4)
        entry_lay.setSpacing(4)
        entry_lay.addWidget(self.position_label)
        quick_label = QLabel(self.tr("&Quick entry"))
        quick_label.setBuddy(self.quick)
        quick_line = QHBoxLayout()  # (the label beside its field: a line less to scroll)
        quick_line.addWidget(quick_label)
        quick_line.addWidget(self.quick, 1)
        entry_lay.addLayout(quick_line)
        entry_lay.addWidget(self.quick_hint)
        entry_lay.addWidget(self.form)
        self.over = QWidget()
        over_lay = QHBoxLayout(self.over)
        over_lay.setContentsMargins(0, 0, 0, 0)
        self.same_four_button = QPushButton(self.tr("&Same four again"))
        self.new_rubber_button = QPushButton(self.tr("New rubber…"))
        self.summary_button = QPushButton(self.tr("S&ummary…"))
        for b, about in (
            (self.summary_button, self.tr("The rubber's scores and who pays whom")),
            (self.same_four_button, self.tr("A new rubber with the same four in the same seats")),
            (self.new_rubber_button, self.tr("A new rubber at this table, choosing its players")),
        ):
            b.setAccessibleName(b.text().replace("&", "").rstrip("…"))
            b.setAccessibleDescription(about)
            over_lay.addWidget(b)
        over_lay.addStretch(1)
        self.over.setVisible(False)
        entry_lay.addWidget(self.over)
        # The rubber's history code, to compare with the one on a printed summary.
        self.code_label = QLabel()
        self.code_label.setObjectName("history_code")
        self.code_label.setWordWrap(True)  # (long in some languages: never cut short)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setAccessibleName(self.tr("History code of this rubber"))
        entry_lay.addWidget(self.code_label)
        self._quick_label = quick_label
        entry_lay.addStretch(1)
        self.entry_box = entry
        entry_scroll = QScrollArea()
        entry_scroll.setWidgetResizable(True)
        entry_scroll.setFrameShape(QFrame.Shape.NoFrame)
        entry_scroll.setWidget(entry)
        entry_scroll.setAccessibleName(self.tr("Next hand, scrolled"))
        # Record and Clear sit under the form's scroll area, never inside it: however small the
        # window, the form scrolls and the Record button stays in sight.
        self.entry_scroll = entry_scroll
        entry_side = QWidget()
        side_lay = QVBoxLayout(entry_side)
        side_lay.setContentsMargins(0, 0, 0, 0)
        side_lay.addWidget(entry_scroll, 1)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 6, 4)
        buttons.addStretch(1)
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.record_button)
        side_lay.addLayout(buttons)
        self._entry_buttons = buttons

        # The deal list.
        self.model = SheetModel(self)
        self.deal_list = QTableView()
        self.deal_list.setAccessibleName(self.tr("Deals"))
        self.deal_list.setAccessibleDescription(
            self.tr(
                "Every hand recorded, first to last: Enter or F2 corrects it, Delete deletes it"
            )
        )
        self.deal_list.setModel(self.model)
        self.deal_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.deal_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.deal_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.deal_list.verticalHeader().setVisible(False)
        self.deal_list.setAlternatingRowColors(True)
        self.deal_list.horizontalHeader().setStretchLastSection(True)
        self.deal_list.setWordWrap(False)
        self._column_sizer = _ColumnSizer(self)
        self.deal_list.installEventFilter(self._column_sizer)

        right = FormFirst(self._fit_entry)
        right.addWidget(entry_side)
        right.addWidget(self.deal_list)
        right.setStretchFactor(0, 0)  # (the form takes what it needs: _fit_entry)
        right.setStretchFactor(1, 1)
        entry.installEventFilter(right)
        right.setCollapsible(0, False)
        self.right_splitter = right
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.pad_scroll)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes(pane_sizes(rubber.game))
        # (the form's rows wrap when narrow; at its least it holds the honours in two lines)
        least = WHIST_ENTRY_WIDTH if rubber.game in WHIST_GAMES else ENTRY_WIDTH
        entry.setMinimumWidth(max(entry.sizeHint().width(), least))
        # The form's side is never narrower than the form: at the windows' smallest sizes the
        # pad (which fits whatever it is given) takes less, and the form does not scroll
        # sideways with its lines cut (the evening's 900x600, a contract form).
        scrollbar = entry_scroll.verticalScrollBar().sizeHint().width()
        right.setMinimumWidth(entry.minimumWidth() + scrollbar + 2 * entry_scroll.frameWidth())
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.splitter)

        # Wiring.
        self.form.changed.connect(self._form_changed)
        self.form.submitted.connect(self.record)
        self.quick.textEdited.connect(self._quick_edited)
        # A line picked from the earlier ones is set by the completer, not typed: read it too.
        self._completer.activated.connect(self._quick_edited)  # (its text, not its index)
        self.record_button.clicked.connect(lambda: self.record())
        self.clear_button.clicked.connect(lambda: self.clear_entry())
        # The end-of-rubber buttons ask; the window the pane is in answers (its own commands).
        self.same_four_button.clicked.connect(lambda _checked=False: self.same_four_asked.emit())
        self.new_rubber_button.clicked.connect(lambda _checked=False: self.new_rubber_asked.emit())
        self.summary_button.clicked.connect(lambda _checked=False: self.summary_asked.emit())
        self.deal_list.doubleClicked.connect(lambda ix: self.edit_deal(ix.row()))
        self.deal_list.selectionModel().currentRowChanged.connect(
            lambda cur, _prev: self._deal_selected(cur.row() if cur.isValid() else None)
        )
        self.pad.deal_activated.connect(lambda i: self.edit_deal(i))
        self.pad.deal_hovered.connect(self._pad_hovered)
        self._undo_router = UndoRouter(self)
        self._route_undo_keys()
        self._show(rubber, self.sheet)

    # -- showing ----------------------------------------------------------------------------------
    def _show(self, rubber: Rubber, sheet: Sheet, *, paint_pad: bool = False) -> None:
        """Show ``rubber`` and its ``sheet``: the pad first (with ``paint_pad`` painted on
        screen at once, :meth:`_show_pad`), then the deal list, the entry and the titles, which
        are painted on the event loop's next turn."""
        self.rubber, self.sheet = rubber, sheet
        self._show_pad(rubber, sheet, paint=paint_pad)
        rows = self.model.rowCount()
        inserted = self.model.set_sheet(rubber, sheet, self.rules.family)
        self._resize_columns(rows if inserted else None)
        self.form.set_context(rubber.players, sheet.position.next_dealer)
        self.position_label.setText(position_text(rubber, sheet))
        self.code_label.setText(rubber_label(self.store, self.rubber_id))
        done = sheet.complete
        if done != self._entry_done:  # (each hand recorded in a rubber in play: as it was)
            self._show_entry(done)
        if done != self._was_done:
            # The finished rubber's few lines give their room to the deal list, and back.
            total = sum(self.right_splitter.sizes()) or 700
            top = 170 if done else int(total * 0.66)
            self.right_splitter.setSizes([top, max(total - top, 100)])
            self._was_done = done
            self._fit_entry()
        self.record_button.setEnabled(not done and self._draft_scores())
        self.title_changed.emit()

    def _show_pad(self, rubber: Rubber, sheet: Sheet, *, paint: bool) -> None:
        """The pad brought up to date with ``rubber`` and ``sheet`` (no hand in pencil) and,
        with ``paint``, painted on screen now (when it is shown): before anything else of the
        pane is touched, so that the window's repaint paints the pad alone, and the deal list,
        the entry and the rest follow on the event loop's next turn. The same rubber and
        sheet again cost nothing (:meth:`PadView.set_rubber`)."""
        self.pad.set_rubber(rubber, sheet)
        self._pencilled = False
        if paint:
            self.pad.paint_now()

    def _show_entry(self, done: bool) -> None:
        """The entry enabled and shown for a rubber in play; a finished rubber takes no more
        hands: the entry gives way to what comes next."""
        self._entry_done = done
        for w in (self.form, self.quick, self.record_button, self.clear_button):
            w.setEnabled(not done)
        entry: tuple[QWidget, ...] = (
            self.form,
            self.quick,
            self.quick_hint,
            self._quick_label,
            self.record_button,
            self.clear_button,
        )
        for widget in entry:
            widget.setVisible(not done)
        self.over.setVisible(done)
        self.entry_box.setTitle(self.tr("The rubber is over") if done else self.tr("Next hand"))

    def _fit_entry(self, *, shrink: bool = True) -> None:
        """Give the hand form's side the height its form needs, when it has less, out of the
        deal list's share (the list keeps its header and a row, and scrolls): at the windows'
        smallest sizes the form shows whole, with no scrollbar, and Record stays under it.
        With ``shrink``, a side taller than its form needs gives the rest to the deal list:
        the window's spare height shows more hands, not a blank form."""
        sizes = self.right_splitter.sizes()
        if self.sheet.complete or len(sizes) != 2 or min(sizes) <= 0:
            return
        top, bottom = sizes
        box = self.entry_box
        # The height its rows take at the width they have beside a scrollbar: at that height
        # they fit whether the scroll area shows one or not (the form wraps no less when wider).
        width = (
            self.right_splitter.width() - self.entry_scroll.verticalScrollBar().sizeHint().width()
        )
        need = box.heightForWidth(width) if box.hasHeightForWidth() else -1
        need = max(need, box.minimumSizeHint().height())
        side = need + self._entry_buttons.sizeHint().height()
        side += self.entry_scroll.parentWidget().layout().spacing()  # type: ignore[union-attr]
        view = self.deal_list
        least = (
            view.horizontalHeader().sizeHint().height()
            + view.verticalHeader().defaultSectionSize()
            + 2 * view.frameWidth()
        )
        if side > top:  # the form needs more: out of the list's share, down to its least
            give = max(0, min(side - top, bottom - least))
        else:  # the rest, to the list
            give = side - top if shrink else 0
        if give:
            self.right_splitter.setSizes([top + give, bottom - give])

    def _resize_columns(self, new_row: int | None = None) -> None:
        """Size the deal list's columns to their contents (the last column takes what is left).

        Sized in full when the list is filled afresh (and when its font or style changes:
        :class:`_ColumnSizer`); a hand appended (``new_row``) only widens the columns its cells
        do not fit. A header left in ``ResizeToContents`` mode would measure every cell of the
        list again at each hand recorded; the widths are the same."""
        view = self.deal_list
        header = view.horizontalHeader()
        last = self.model.columnCount() - 1
        if header.sectionResizeMode(0) != QHeaderView.ResizeMode.Fixed or (
            header.sectionResizeMode(last) != QHeaderView.ResizeMode.Stretch
        ):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setSectionResizeMode(last, QHeaderView.ResizeMode.Stretch)
            new_row = None
        try:
            vul = self.model.column_of("vulnerable")
        except KeyError:
            pass
        else:
            hide = not self.model.shows_vulnerability()
            if view.isColumnHidden(vul) != hide:
                view.setColumnHidden(vul, hide)
                new_row = None  # a column shown again is sized with the rest
        grid = 1 if view.showGrid() else 0
        for column in range(last):  # (the last column stretches: never sized to contents)
            if view.isColumnHidden(column):
                continue
            if new_row is None:
                view.resizeColumnToContents(column)
                continue
            width = view.sizeHintForIndex(self.model.index(new_row, column)).width() + grid
            if width > header.sectionSize(column):
                header.resizeSection(column, width)

    def show_change(self, change: Change) -> None:
        """Show the rubber as a change (or a read) of the history left it: its record and the
        sheet the store scored on the way in (nothing is scored again)."""
        assert change.rubber is not None and change.sheet is not None
        self.version = change.version
        self.deal_refs = change.deals
        self.state = change.state or self.state
        if self.notifier.later(self, self._catch_up):  # behind another tab: its figures now,
            self.rubber, self.sheet = change.rubber, change.sheet  # its widgets when shown
            self.title_changed.emit()
            return
        # (a hand being typed is pencilled again before the pad is painted: never a flash of
        # the pad without it)
        row = self.deal_list.currentIndex().row()
        self._show(change.rubber, change.sheet, paint_pad=not self._touched)
        self._keep_row(row)
        if not change.sheet.complete:
            self.preview()
        self._forget_gone_explanation()

    def _keep_row(self, row: int) -> None:
        """The deal list back on ``row`` (the hand just corrected, or the one after a deleted
        hand) when the change reset it: never left without a current hand, which the list
        makes its first when the focus comes back (the status bar then explaining hand 1)."""
        count = self.model.rowCount()
        if row < 0 or not count or self.deal_list.currentIndex().isValid():
            return
        self.deal_list.selectionModel().setCurrentIndex(
            self.model.index(min(row, count - 1), 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )

    def _catch_up(self) -> None:
        self._show(self.rubber, self.sheet)
        if not self.sheet.complete:
            self.preview()
        self._forget_gone_explanation()

    def reload(self) -> None:
        """Read the rubber again from the history (it changed elsewhere)."""
        state = self.notifier.rubber_state(self.rubber_id)  # read once for every pane
        if state.version != self.version or state.rubber != self.rubber:
            self.show_change(state)

    def show_rubber(self, rubber_id: int) -> bool:
        """Show another rubber in this pane (the next rubber at an evening's table), keeping
        its widgets: the hand form is built again only when the new rubber's game or rules
        need another. False, and nothing changed, while a hand of this rubber is still being
        recorded (the caller makes a new pane)."""
        if self._recording or (self._retry is not None and self._retry.pending):
            return False
        if rubber_id == self.rubber_id:
            return True
        state = self.store.rubber_state(rubber_id)
        assert state.rubber is not None and state.sheet is not None
        rubber = state.rubber
        self.rubber_id, self.rubber, self.sheet = rubber_id, rubber, state.sheet
        self.version, self.deal_refs, self.state = state.version, state.deals, state.state
        self.undo_stack.said.disconnect(self.say)
        self.undo_stack = self.notifier.undo.stack(rubber_id)
        self.undo_stack.said.connect(self.say)
        self._heard_last: Change | None = None
        self._explained = None
        self.rules = get_rules(rubber.game)
        self.code = code_of(rubber)
        self.house_settings = settings_of(rubber)
        spec = self.rules.form_spec(self.code, self.house_settings)
        self.setAccessibleName(self.tr("Rubber: {0}").format(rubber_title(rubber)))
        help_text = say(self.rules.shorthand_help)
        self._set_quick_help(help_text)
        self.quick.clear()
        self.quick_hint.setText(help_text)
        self._touched = False
        if spec != self.spec:
            self.spec = spec
            self._rebuild_form()
        else:
            self.form.clear()
        self._touched = False
        self._show(rubber, state.sheet)
        if not state.sheet.complete:
            self.preview()
        return True

    def _pad_first(self, change: Change) -> None:
        """A change heard, before any view is told of it (:attr:`Notifier.front`): a pad in
        front shows what the change leaves and paints it now; the rest of the pane follows
        when it hears the change (:meth:`heard`, whose pad is then as it should be)."""
        if (
            self._recording
            or self._pencilled  # (a hand being typed: the pane pencils it again after)
            or change.kind == "discard"
            or not change.touches(self.rubber_id)
            or not self.pad.isVisible()
        ):
            return
        try:
            state = self._state_after(change)
        except RecordError:
            return  # said when the pane hears the change
        if state is not None and state.rubber is not None and state.sheet is not None:
            self._show_pad(state.rubber, state.sheet, paint=True)

    def _state_after(self, change: Change) -> Change | None:
        """What the pane shows after ``change`` (one that touches its rubber), if it shows
        anything new: the change's own record, or the rubber read again (once for every view,
        :meth:`Notifier.rubber_state`)."""
        if change.rubber_id == self.rubber_id and change.rubber is not None:
            newer = self.version is None or (change.version or 0) > self.version
            return change if newer else None
        if change.rubber_id == self.rubber_id and change.kind in ("abandon", "reopen"):
            return None
        state = self.notifier.rubber_state(self.rubber_id)
        if state.version != self.version or state.rubber != self.rubber:
            return state
        return None

    def heard(self, change: Change) -> None:
        """A change made anywhere (this pane, another pane, another process): bring the pane up
        to date with it."""
        if not change.touches(self.rubber_id) or self._recording:
            return
        if change is getattr(self, "_heard_last", None):
            return  # told already (the evening's window tells its panes first)
        self._heard_last = change
        if change.kind == "discard" and change.rubber_id == self.rubber_id:
            self.setEnabled(False)  # an empty rubber, discarded: its window closes it
            self.title_changed.emit()
            return
        try:
            if change.rubber_id == self.rubber_id and change.rubber is not None:
                if self.version is None or (change.version or 0) > self.version:
                    self.show_change(change)
            elif change.rubber_id == self.rubber_id and change.kind in ("abandon", "reopen"):
                self.version, self.state = change.version, change.state
                self.title_changed.emit()
            else:
                self.reload()
        except RecordError as e:  # the rubber is gone, or cannot be read: say so, once
            show_error(self, e)

    def report_error(self, error: Exception) -> None:
        show_error(self, error)

    def _set_quick_help(self, help_text: str) -> None:
        """The quick entry's placeholder gives the first example only (the line under it has
        them all, and so has its tooltip): never the same words twice, never cut short."""
        example = help_text.split(" · ", 1)[0]
        self.quick.setPlaceholderText(self.tr("Type a hand") + (f", {example}" if example else ""))
        self.quick.setToolTip(help_text)

    def refresh_text(self) -> None:
        """The spelling changed: the deal list, the position, the quick entry's help and the
        form (built again in the new spelling, keeping the hand being typed)."""
        self.model.refresh_text()
        self._resize_columns()
        self.position_label.setText(position_text(self.rubber, self.sheet))
        help_text = say(self.rules.shorthand_help)
        self._set_quick_help(help_text)
        self._rebuild_form()
        if self.quick.text().strip():
            self._quick_edited(self.quick.text())
        else:
            self.quick_hint.setText(help_text)

    def _rebuild_form(self) -> None:
        old = self.form
        draft = old.draft() if self._touched else None
        focus = QApplication.focusWidget()
        had_focus = focus is not None and old.isAncestorOf(focus)
        form = HandForm(self.spec)
        form.setAccessibleName(self.tr("Hand entry"))
        layout = self.entry_box.layout()
        assert layout is not None
        layout.replaceWidget(old, form)
        old.hide()
        old.deleteLater()
        self.form = form
        form.changed.connect(self._form_changed)
        form.submitted.connect(self.record)
        form.set_context(self.rubber.players, self.sheet.position.next_dealer)
        done = self.sheet.complete
        form.setEnabled(not done)
        form.setVisible(not done)
        if draft is not None:
            form.load(draft, emit=False)
            self.preview()
        self._route_undo_keys()
        if had_focus:
            first = form.first_input()
            if first is not None:
                first.setFocus()

    # -- entry ------------------------------------------------------------------------------------
    def _draft_problems(self, draft: Mapping[str, Any]) -> tuple[Rubber, Sheet] | list[Problem]:
        """The draft scored as the next hand of the rubber shown (the rubber and its sheet), or
        the rules service's problems with it. The same draft against the same rubber is not
        scored again: the preview's verdict is the record's."""
        checked = self._checked
        if checked is not None and checked[0] is self.rubber and checked[1] == draft:
            return checked[2]
        result: tuple[Rubber, Sheet] | list[Problem]
        try:
            rubber = self.rubber.with_deal(draft)
            result = rubber, score(rubber)
        except RecordError as e:
            n = len(self.rubber.deals) + 1
            result = [p for p in e.problems if p.deal in (None, n)] or list(e.problems)
        self._checked = (self.rubber, copy.deepcopy(dict(draft)), result)
        return result

    def _draft_scores(self) -> bool:
        return self._touched and not isinstance(self._draft_problems(self.form.draft()), list)

    def _route_undo_keys(self) -> None:
        # Again after each change of the form: a revoke row brings new fields.
        for w in self.findChildren(QWidget):
            if isinstance(w, (QLineEdit, QAbstractSpinBox, QComboBox)):
                w.installEventFilter(self._undo_router)

    def _form_changed(self) -> None:
        self._touched = True
        self._route_undo_keys()
        if self.quick.text():
            self.quick.clear()
            self.quick_hint.setText(say(self.rules.shorthand_help))
        self.preview()

    def _quick_edited(self, text: str) -> None:
        if not text.strip():
            self.form.clear()
            self._touched = False
            self.quick_hint.setText(say(self.rules.shorthand_help))
            self.preview()
            return
        try:
            deal = self.rules.parse_shorthand(text, self.rubber, self.house_settings)
        except RecordError as e:
            self._parsed = None
            self.quick_hint.setText("; ".join(problem_words(p) for p in e.problems))
            self.record_button.setEnabled(False)
            self._unpencil()
            return
        self._parsed = (self.rubber, text)
        self.form.load(deal, emit=False)
        self._touched = True
        self.preview()

    def _line_read(self, line: str) -> bool:
        """True when the quick entry's ``line`` was read into the form without fault, against
        the rubber shown."""
        parsed = self._parsed
        return parsed is not None and parsed[0] is self.rubber and parsed[1] == line

    def preview(self) -> bool:
        """Pencil the form's hand onto the pad; show the rules service's problems. True when
        the hand can be recorded."""
        if self.sheet.complete:
            return False
        if not self._touched:
            self.form.show_problems(())
            self.record_button.setEnabled(False)
            self._unpencil()
            return False
        result = self._draft_problems(self.form.draft())
        if isinstance(result, list):
            self.form.show_problems(result)
            if self.quick.text():
                self.quick_hint.setText("; ".join(problem_words(p) for p in result))
            self.record_button.setEnabled(False)
            self._unpencil()
            return False
        rubber, sheet = result
        self.form.show_problems(())
        self.record_button.setEnabled(True)
        self.pad.set_rubber(rubber, sheet, preview_deal=len(rubber.deals) - 1)
        self.pad.prepare(rubber, sheet)  # (the pad as it will be when the hand is recorded)
        self._pencilled = True
        if self.quick.text():
            # everything the hand causes, as the sheet has it: the rubber bonus and the end too
            effects, end = hand_effects(sheet, len(sheet.deals) - 1)
            said = "; ".join(
                f"{i18n.SIDE_NAMES[side.value]} {points:+d} {say(why)}"
                for side, points, why in effects
            )
            if end:
                said = f"{said} · {say(end)}" if said else say(end)
            line = sheet.deals[-1]
            self.quick_hint.setText(f"→ {say(line.summary)}" + (f": {said}" if said else ""))
        return True

    def _unpencil(self) -> None:
        """The pad shows the recorded hands only (no hand in pencil)."""
        if self._pencilled:
            self.pad.set_rubber(self.rubber, self.sheet)
            self._pencilled = False

    def clear_entry(self) -> None:
        self.form.clear()
        self.quick.clear()
        self._touched = False
        self.quick_hint.setText(say(self.rules.shorthand_help))
        self.preview()

    @guarded
    def record(self) -> bool:
        """Record the form's hand: into the history first, then onto the pad."""
        if self.sheet.complete:
            raise IllegalEntryError.one(
                None,
                "",
                "the rubber is over; no more hands can be "
                "recorded (undo the last hand to reopen it)",
            )
        line = self.quick.text()
        if line.strip() and not self._line_read(line):
            # A line not read as it stands (set by a program, not typed): read it now, into the
            # form. A line read without fault against this rubber as it was typed is not read
            # again.
            self._quick_edited(line)
            if not self._line_read(line):
                return False
        draft = self.form.draft()
        self._touched = True
        result = self._draft_problems(draft)
        if isinstance(result, list):
            self.form.show_problems(result)
            self.record_button.setEnabled(False)
            return False
        # The pane is shown the recorded hand after the form is cleared (not while the
        # notifier tells every other view).
        if self._retry is not None and self._retry.pending:
            return False  # the hand before is still waiting for another program's lock
        command = RecordDeal(self.rubber_id, draft, expect_version=self.version, base=self.rubber)
        text = self.quick.text().strip()
        self._recording = True
        try:
            change = self._run(command)
        except LockedError:  # another program is writing: try the same command again soon
            self._retry = LockedRetry(self.store, command, lambda c: self._recorded(c, text), self)
            return False
        finally:
            self._recording = False
        self._recorded(change, text)
        return True

    def _recorded(self, change: Change, text: str) -> None:
        """The hand is in the history: onto the pad, painted at once, then the form cleared
        for the next and the rest of the pane brought up to date (painted just after)."""
        assert change.rubber is not None and change.sheet is not None
        if self.isVisible():
            self._show_pad(change.rubber, change.sheet, paint=True)
        if text and text not in self._recent:
            self._recent.insert(0, text)
            self._completer.model().setStringList(self._recent[:50])  # type: ignore[attr-defined]
        self.undo_stack.push(RecordHand(self.undo_stack, change))
        self.form.clear()
        self.quick.clear()
        self._touched = False
        self.quick_hint.setText(say(self.rules.shorthand_help))
        self.show_change(change)
        # Said in the status bar, and to a screen reader ("Hand 5 recorded: 4 spades by North,
        # made; We need 20 for game, They 100").
        said = recorded_words(len(change.rubber.deals), change.rubber, change.sheet)
        announce(self.status_bar(), said)
        if change.sheet.complete:
            self.finished.emit()
        else:
            # Back where the hand was typed: the next line of quick entry, or the form's top.
            self.focus_entry(quick=bool(text))

    def focus_entry(self, *, quick: bool = True) -> None:
        """Put the cursor where the next hand is entered: quick entry, or the form's first field."""
        first = None if quick else self.form.first_input()
        (first or self.quick).setFocus()

    def focus_deals(self) -> None:
        """Put the cursor in the deal list (Ctrl+D), on the last hand unless one is chosen
        already: set before the focus, as the list makes its first hand current on the way in."""
        view = self.deal_list
        if not view.currentIndex().isValid() and self.model.rowCount():
            view.setCurrentIndex(self.model.index(self.model.rowCount() - 1, 0))
        view.setFocus()

    # -- corrections ------------------------------------------------------------------------------
    @guarded
    def edit_deal(self, index: int) -> None:
        """Open a past hand to correct or delete it."""
        # Lazy: the window's cold start skips the edit dialog (~40 ms)
        from ui.dialogs.edit_deal import EditDealDialog

        if not 0 <= index < len(self.rubber.deals):
            return
        result = EditDealDialog.ask(self, self.rubber, index, self.spec)
        if result is None:
            return
        old = dict(self.rubber.deals[index])
        ref = self.deal_refs[index]
        if result.action == "delete":
            self.delete_deal(index, ref)
        elif result.deal is not None and dict(result.deal) != old:
            change = self._run(ReplaceDeal(ref.id, result.deal, expect_deal_version=ref.version))
            self.undo_stack.push(EditHand(self.undo_stack, change, result.deal))
            self.say(self.tr("Hand {0} corrected · Undo (Ctrl+Z)").format(index + 1))

    @guarded
    def delete_deal(self, index: int, ref: Any = None) -> None:
        if not 0 <= index < len(self.rubber.deals):
            return
        ref = ref or self.deal_refs[index]
        change = self._run(DeleteDeal(ref.id, expect_deal_version=ref.version))
        self.undo_stack.push(DeleteHand(self.undo_stack, change))
        self.say(self.tr("Hand {0} deleted · Undo (Ctrl+Z)").format(index + 1))

    # -- the status bar --------------------------------------------------------------------------
    def status_bar(self) -> QStatusBar | None:
        """The status bar of the window the pane is in (the main window's, the evening's)."""
        top: Any = self.window_ if self.window_ is not None else self.window()
        bar = getattr(top, "statusBar", None)
        if callable(bar):
            found = bar()
            return found if isinstance(found, QStatusBar) else None
        found = getattr(top, "status_bar", None)
        return found if isinstance(found, QStatusBar) else None

    def say(self, text: str, *, deal_id: int | None = None) -> None:
        """Put ``text`` in the status bar (``deal_id``: it explains that deal, and goes when
        the deal does); an empty text clears it."""
        bar = self.status_bar()
        self._explained = (deal_id, text) if deal_id is not None and text else None
        if bar is None:
            return
        if text:
            bar.showMessage(text)
        else:
            bar.clearMessage()

    def _forget_gone_explanation(self) -> None:
        """The deal explained in the status bar changed: a deleted deal's explanation goes, a
        corrected (or renumbered) deal's is said again as the deal now is."""
        if self._explained is None:
            return
        deal_id, text = self._explained
        ids = [d.id for d in self.deal_refs]
        words = self.pad.deal_words(ids.index(deal_id)) if deal_id in ids else ""
        if words == text:
            return
        bar = self.status_bar()
        shown = bar is not None and bar.currentMessage() == text
        self._explained = (deal_id, words) if words else None
        if bar is not None and shown:
            if words:
                bar.showMessage(words)
            else:
                bar.clearMessage()

    def _run(self, command: Any) -> Change:
        """Run a change through the store; every pane hears of it. Refused as out of date: the
        pane reads the rubber again before the message is shown."""
        try:
            return self.store.run(command)
        except StaleError:
            self.reload()
            raise

    def selected_deal(self) -> int | None:
        current = self.deal_list.currentIndex()
        if current.isValid():
            return current.row()
        return self.pad.selected_deal()

    def _deal_selected(self, index: int | None) -> None:
        """Light up the selected deal on the pad and say what made its figures in the status
        bar (the keyboard's way to the explanations the mouse gets as tooltips)."""
        self.pad.select_deal(index)
        words = self.pad.deal_words(index)
        ok = index is not None and 0 <= index < len(self.deal_refs)
        self.say(
            words if ok else "",
            deal_id=self.deal_refs[index].id if ok and index is not None else None,
        )

    def _pad_hovered(self, index: int) -> None:
        if index >= 0 and index < self.model.rowCount():
            self.deal_list.selectionModel().setCurrentIndex(
                self.model.index(index, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )

    # -- Qt overrides -----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter in the quick entry (QLineEdit passes it on) or anywhere in the entry records
        # the hand; in the deal list it opens the hand; Delete there deletes it.
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            if self.deal_list.hasFocus():
                row = self.selected_deal()
                if row is not None:
                    self.edit_deal(row)
            elif self.form.isEnabled():
                self.record()
            return
        if key == Qt.Key.Key_Delete and self.deal_list.hasFocus():
            row = self.selected_deal()
            if row is not None:
                self.delete_deal(row)
            event.accept()
            return
        super().keyPressEvent(event)
