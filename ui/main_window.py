"""The main window: one tab per rubber in play, each with its pad, deal list and entry form.

The window records and shows; it never scores. Every hand goes to the history
(:meth:`Store.record_deal`) before the pad is updated from the rules service's sheet of the
stored record. Each tab has its own QUndoStack (grouped in a QUndoGroup, so that Edit > Undo acts
on the rubber in front); every command writes through the store.

Menus are built in :meth:`MainWindow._build_menus` and kept in attributes (``file_menu``,
``edit_menu``, ``rubber_menu``, ``view_menu``, ``help_menu``) so that other windows (players,
evenings, printing) can add their actions with a line each.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QFile,
    QIODevice,
    QItemSelectionModel,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QUndoGroup,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QCompleter,
    QFileDialog,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import SIDES
from scorepad.errors import IllegalEntryError, Problem, RecordError
from scorepad.record import Rubber
from scorepad.rules import code_of, get_rules, score, settings_of
from scorepad.sheet import Sheet
from ui import i18n
from ui.dialogs.errors import guarded, show_error
from ui.forms.hand_form import HandForm
from ui.help import show_help
from ui.settings import Settings
from ui.sheet_model import SheetModel
from ui.undo import DeleteDeal, RecordDeal, ReplaceDeal


def load_qss(name: str) -> str:
    """The stylesheet ``resources/styles/NAME.qss``, compiled into ``ui/resources_rc.py``
    (empty if it is missing)."""
    import ui.resources_rc  # noqa: F401  (registers :/styles and :/icons)

    qss = QFile(f":/styles/{name}.qss")
    if not qss.open(QIODevice.OpenModeFlag.ReadOnly | QIODevice.OpenModeFlag.Text):
        return ""
    try:
        return bytes(qss.readAll().data()).decode("utf-8")
    finally:
        qss.close()


#: The window's two palettes, by colour role. Light is warm paper, dark is its evening twin.
PALETTES: dict[str, dict[str, str]] = {
    "light": {
        "Window": "#f3efe6",
        "WindowText": "#2a2620",
        "Base": "#fffdf7",
        "AlternateBase": "#f7f2e6",
        "Text": "#2a2620",
        "Button": "#ebe5d8",
        "ButtonText": "#2a2620",
        "Highlight": "#c9a765",
        "HighlightedText": "#1a1610",
        "ToolTipBase": "#fffbe8",
        "ToolTipText": "#2a2620",
        "PlaceholderText": "#8d8677",
        "Link": "#7a4e12",
        "BrightText": "#b00020",
    },
    "dark": {
        "Window": "#2b2a28",
        "WindowText": "#ece6da",
        "Base": "#1f1e1c",
        "AlternateBase": "#2f2d2a",
        "Text": "#ece6da",
        "Button": "#3a3834",
        "ButtonText": "#ece6da",
        "Highlight": "#8a6d3b",
        "HighlightedText": "#ffffff",
        "ToolTipBase": "#3a3834",
        "ToolTipText": "#ece6da",
        "PlaceholderText": "#9a9488",
        "Link": "#d9b36c",
        "BrightText": "#ff6b6b",
    },
}


def make_palette(name: str) -> QPalette:
    """The window's light (warm paper) or dark palette."""
    pal = QPalette()
    for role, value in PALETTES.get(name, PALETTES["light"]).items():
        pal.setColor(getattr(QPalette.ColorRole, role), QColor(value))
        if role in ("WindowText", "Text", "ButtonText"):
            dim = QColor(value)
            dim.setAlpha(110)
            pal.setColor(QPalette.ColorGroup.Disabled, getattr(QPalette.ColorRole, role), dim)
    return pal


class _WaitingRubber(QLabel):
    """A reopened rubber's tab before it is first shown (loaded and scored then)."""

    def __init__(self, rubber_id: int) -> None:
        super().__init__("…")
        self.rubber_id = rubber_id


def info_title(info: Any) -> str:
    """A tab's title from the history's header of a rubber (nothing scored)."""
    return rubber_title(Rubber(game=info.game, table=info.table, players=info.players))


def rubber_title(rubber: Rubber) -> str:
    """A tab's title: the table (or the game) and the four names."""
    rules = get_rules(rubber.game)
    head = rubber.table or rules.title
    p = rubber.players
    if p:
        from scorepad.enums import Seat

        we = " & ".join(p[s] for s in (Seat.N, Seat.S) if s in p)
        they = " & ".join(p[s] for s in (Seat.E, Seat.W) if s in p)
        if we or they:
            return f"{head}: {we or 'We'} v {they or 'They'}"
    return head


def position_text(rubber: Rubber, sheet: Sheet) -> str:
    """Where the rubber stands: the dealer, what each side needs, games, vulnerability."""
    side = i18n.SIDE_NAMES
    if sheet.complete:
        who = side[sheet.winner.value] if sheet.winner else "nobody"
        net = ", ".join(f"{side[s.value]} {sheet.net[s]:+d}" for s in SIDES)
        return (
            f"The rubber is over, won by {who} (net {net}). No more hands can be recorded; "
            "undo the last hand to reopen it."
        )
    pos = sheet.position
    parts = []
    if pos.next_dealer is not None:
        name = rubber.players.get(pos.next_dealer)
        parts.append(f"Dealer: {pos.next_dealer.value}" + (f" ({name})" if name else ""))
    if pos.chicago_deal is not None:
        parts.append(f"Chicago deal {pos.chicago_deal} of 4")
    needs = pos.needs
    parts.append(" · ".join(f"{side[s.value]} need {needs[s]}" for s in needs) + " for game")
    games = pos.games_won
    if any(games.values()):
        parts.append("Games: " + ", ".join(f"{side[s.value]} {n}" for s, n in games.items()))
    if pos.vulnerable is not None:
        vul = (
            "both"
            if len(pos.vulnerable) == 2
            else side[pos.vulnerable[0].value]
            if pos.vulnerable
            else "neither"
        )
        parts.append(f"Vulnerable: {vul}")
    return " · ".join(parts)


_UNDO_KEYS = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)


class UndoRouter(QObject):
    """Lets Ctrl+Z / Ctrl+Shift+Z reach the hand undo stack from the entry fields.

    A QLineEdit or spin box claims the undo keys for its own text even when it has nothing to
    undo, so the window's Undo would never fire while a field has the focus (almost always).
    The keys are never left to a field: Ctrl+Z undoes the last hand, as the Edit menu says,
    even with a line half typed in the quick entry, whose own undo would bring back an old
    line of text while the form shows another hand. With nothing to undo (the action is
    disabled) the key press that follows is swallowed too, for the same reason.
    """

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            ke: QKeyEvent = event  # type: ignore[assignment]
            combo = QKeySequence(ke.keyCombination())
            if any(
                combo.matches(QKeySequence(k)) == QKeySequence.SequenceMatch.ExactMatch
                for k in (*_UNDO_KEYS, "Ctrl+Shift+Z", "Ctrl+Y")
            ):
                if kind == QEvent.Type.ShortcutOverride:
                    event.ignore()
                return True
        return False


class RubberPane(QWidget):
    """One rubber: the pad, the deal list, quick entry and the hand form.

    Signals:
        finished: a hand just recorded ended the rubber.
        title_changed: the tab's title or state changed.
    """

    finished = Signal()
    title_changed = Signal()

    def __init__(
        self, store: Any, rubber_id: int, rubber: Rubber, window: MainWindow | None = None
    ) -> None:
        super().__init__(window)
        from ui.pad import PadView

        self.store = store
        self.rubber_id = rubber_id
        self.rubber = rubber
        self.window_ = window
        self.rules = get_rules(rubber.game)
        self.code = code_of(rubber)
        self.house_settings = settings_of(rubber)
        self.spec = self.rules.form_spec(self.code, self.house_settings)
        self.sheet: Sheet = score(rubber)
        self.undo_stack = QUndoStack(self)
        self._touched = False
        self._was_done = False
        self._pencilled = False
        self._recent: list[str] = []
        self.setAccessibleName(i18n.text(f"Rubber: {rubber_title(rubber)}"))

        # The pad, in a scroll area so that zooming in grows it.
        self.pad = PadView()
        self.pad.setAccessibleName(i18n.text("Score pad"))
        self.pad_scroll = QScrollArea()
        self.pad_scroll.setWidgetResizable(True)
        self.pad_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.pad_scroll.setWidget(self.pad)

        # The next hand.
        self.position_label = QLabel()
        self.position_label.setObjectName("position")
        self.position_label.setWordWrap(True)
        self.position_label.setAccessibleName(i18n.text("Where the rubber stands"))

        self.quick = QLineEdit()
        self.quick.setAccessibleName(i18n.text("Quick entry"))
        help_text = i18n.text(self.rules.shorthand_help or "")
        self.quick.setPlaceholderText(
            i18n.text("Quick entry") + (f": {help_text}" if help_text else "")
        )
        self.quick.setToolTip(help_text)
        self.quick.setClearButtonEnabled(True)
        self._completer = QCompleter([], self.quick)
        self._completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.quick.setCompleter(self._completer)
        self.quick_hint = QLabel(help_text)
        self.quick_hint.setObjectName("help")
        self.quick_hint.setWordWrap(True)
        self.quick_hint.setAccessibleName(i18n.text("Quick entry hint"))

        self.form = HandForm(self.spec)
        self.form.setAccessibleName(i18n.text("Hand entry"))
        self.record_button = QPushButton(i18n.text("Record hand"))
        self.record_button.setAccessibleName(i18n.text("Record hand"))
        self.record_button.setToolTip(i18n.text("Record the hand (Enter)"))
        self.clear_button = QPushButton(i18n.text("C&lear"))
        self.clear_button.setAccessibleName(i18n.text("Clear the form"))

        entry = QGroupBox(i18n.text("Next hand"))
        entry_lay = QVBoxLayout(entry)
        entry_lay.addWidget(self.position_label)
        quick_label = QLabel(i18n.text("&Quick entry"))
        quick_label.setBuddy(self.quick)
        entry_lay.addWidget(quick_label)
        entry_lay.addWidget(self.quick)
        entry_lay.addWidget(self.quick_hint)
        entry_lay.addWidget(self.form)
        self.over = QWidget()
        over_lay = QHBoxLayout(self.over)
        over_lay.setContentsMargins(0, 0, 0, 0)
        self.same_four_button = QPushButton(i18n.text("&Same four again"))
        self.new_rubber_button = QPushButton(i18n.text("New rubber…"))
        self.summary_button = QPushButton(i18n.text("S&ummary…"))
        for b in (self.summary_button, self.same_four_button, self.new_rubber_button):
            b.setAccessibleName(b.text().replace("&", "").rstrip("…"))
            over_lay.addWidget(b)
        over_lay.addStretch(1)
        self.over.setVisible(False)
        entry_lay.addWidget(self.over)
        self._quick_label = quick_label
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.record_button)
        entry_lay.addLayout(buttons)
        entry_lay.addStretch(1)
        self.entry_box = entry
        entry_scroll = QScrollArea()
        entry_scroll.setWidgetResizable(True)
        entry_scroll.setFrameShape(QFrame.Shape.NoFrame)
        entry_scroll.setWidget(entry)

        # The deal list.
        self.model = SheetModel(self)
        self.deal_list = QTableView()
        self.deal_list.setAccessibleName(i18n.text("Deals"))
        self.deal_list.setModel(self.model)
        self.deal_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.deal_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.deal_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.deal_list.verticalHeader().setVisible(False)
        self.deal_list.setAlternatingRowColors(True)
        self.deal_list.horizontalHeader().setStretchLastSection(True)
        self.deal_list.setWordWrap(False)

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(entry_scroll)
        right.addWidget(self.deal_list)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        self.right_splitter = right
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.pad_scroll)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([600, 600])
        entry.setMinimumWidth(entry.sizeHint().width())
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.splitter)

        # Wiring.
        self.form.changed.connect(self._form_changed)
        self.form.submitted.connect(self.record)
        self.quick.textEdited.connect(self._quick_edited)
        self.record_button.clicked.connect(lambda: self.record())
        self.clear_button.clicked.connect(lambda: self.clear_entry())
        if window is not None:
            self.same_four_button.clicked.connect(lambda: window.same_four_again(self))
            self.new_rubber_button.clicked.connect(lambda: window.new_rubber(self.rubber))
            self.summary_button.clicked.connect(lambda: window.show_summary())
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
    def _show(self, rubber: Rubber, sheet: Sheet) -> None:
        self.rubber, self.sheet = rubber, sheet
        self.model.set_sheet(rubber, sheet, self.rules.family)
        self._resize_columns()
        self.pad.set_rubber(rubber, sheet)
        self._pencilled = False
        self.form.set_context(rubber.players, sheet.position.next_dealer)
        self.position_label.setText(i18n.text(position_text(rubber, sheet)))
        done = sheet.complete
        for w in (self.form, self.quick, self.record_button, self.clear_button):
            w.setEnabled(not done)
        # A finished rubber takes no more hands: the entry gives way to what comes next.
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
        self.entry_box.setTitle(i18n.text("The rubber is over" if done else "Next hand"))
        if done != self._was_done:
            # The finished rubber's few lines give their room to the deal list, and back.
            total = sum(self.right_splitter.sizes()) or 700
            top = 170 if done else int(total * 0.6)
            self.right_splitter.setSizes([top, max(total - top, 100)])
            self._was_done = done
        self.record_button.setEnabled(not done and self._draft_scores())
        self.title_changed.emit()

    def _resize_columns(self) -> None:
        header = self.deal_list.horizontalHeader()
        if header.sectionResizeMode(0) != QHeaderView.ResizeMode.ResizeToContents:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(
                self.model.columnCount() - 1, QHeaderView.ResizeMode.Stretch
            )
        try:
            vul = self.model.column_of("vulnerable")
        except KeyError:
            return
        self.deal_list.setColumnHidden(vul, not self.model.shows_vulnerability())

    def show_rubber(self, rubber: Rubber, recorded: bool = False) -> None:
        """Show the stored ``rubber`` (scored again by the rules service)."""
        sheet = score(rubber)
        self._show(rubber, sheet)
        if not sheet.complete:
            self.preview()
        if recorded and sheet.complete:
            self.finished.emit()

    def report_error(self, error: Exception) -> None:
        show_error(self, error)

    def refresh_text(self) -> None:
        """The spelling changed: the deal list, the position, the quick entry's help and the
        form (built again in the new spelling, keeping the hand being typed)."""
        self.model.refresh_text()
        self.position_label.setText(i18n.text(position_text(self.rubber, self.sheet)))
        help_text = i18n.text(self.rules.shorthand_help or "")
        self.quick.setPlaceholderText(
            i18n.text("Quick entry") + (f": {help_text}" if help_text else "")
        )
        self.quick.setToolTip(help_text)
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
        form.setAccessibleName(i18n.text("Hand entry"))
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
        try:
            rubber = self.rubber.with_deal(draft)
            return rubber, score(rubber)
        except RecordError as e:
            n = len(self.rubber.deals) + 1
            return [p for p in e.problems if p.deal in (None, n)] or list(e.problems)

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
            self.quick_hint.setText(i18n.text(self.rules.shorthand_help or ""))
        self.preview()

    def _quick_edited(self, text: str) -> None:
        if not text.strip():
            self.form.clear()
            self._touched = False
            self.quick_hint.setText(i18n.text(self.rules.shorthand_help or ""))
            self.preview()
            return
        try:
            deal = self.rules.parse_shorthand(text, self.rubber, self.house_settings)
        except RecordError as e:
            self.quick_hint.setText(
                i18n.text(
                    "; ".join(
                        (f"{p.field}: {p.message}" if p.field else p.message) for p in e.problems
                    )
                )
            )
            self.record_button.setEnabled(False)
            self._unpencil()
            return
        self.form.load(deal, emit=False)
        self._touched = True
        self.preview()

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
                self.quick_hint.setText(i18n.text("; ".join(str(p) for p in result)))
            self.record_button.setEnabled(False)
            self._unpencil()
            return False
        rubber, sheet = result
        self.form.show_problems(())
        self.record_button.setEnabled(True)
        self.pad.set_rubber(rubber, sheet, preview_deal=len(rubber.deals) - 1)
        self._pencilled = True
        if self.quick.text():
            line = sheet.deals[-1]
            said = "; ".join(
                f"{i18n.SIDE_NAMES[e.side.value]} {e.points:+d} {e.explain}" for e in line.entries
            )
            self.quick_hint.setText(i18n.text(f"→ {line.summary}" + (f": {said}" if said else "")))
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
        self.quick_hint.setText(i18n.text(self.rules.shorthand_help or ""))
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
        if self.quick.text().strip():
            try:
                self.rules.parse_shorthand(self.quick.text(), self.rubber, self.house_settings)
            except RecordError as e:
                self.quick_hint.setText(i18n.text("; ".join(str(p) for p in e.problems)))
                return False
        draft = self.form.draft()
        self._touched = True
        result = self._draft_problems(draft)
        if isinstance(result, list):
            self.form.show_problems(result)
            self.record_button.setEnabled(False)
            return False
        index = len(self.rubber.deals)
        rubber = self.store.record_deal(self.rubber_id, draft)
        text = self.quick.text().strip()
        if text and text not in self._recent:
            self._recent.insert(0, text)
            self._completer.model().setStringList(self._recent[:50])  # type: ignore[attr-defined]
        self.undo_stack.push(RecordDeal(self, index, draft))
        self.form.clear()
        self.quick.clear()
        self._touched = False
        self.quick_hint.setText(i18n.text(self.rules.shorthand_help or ""))
        self.show_rubber(rubber, recorded=True)
        if not self.sheet.complete:
            # Back where the hand was typed: the next line of quick entry, or the form's top.
            self.focus_entry(quick=bool(text))
        return True

    def focus_entry(self, *, quick: bool = True) -> None:
        """Put the cursor where the next hand is entered: quick entry, or the form's first field."""
        first = None if quick else self.form.first_input()
        (first or self.quick).setFocus()

    # -- corrections ------------------------------------------------------------------------------
    @guarded
    def edit_deal(self, index: int) -> None:
        """Open a past hand to correct or delete it."""
        from ui.dialogs.edit_deal import EditDealDialog

        if not 0 <= index < len(self.rubber.deals):
            return
        result = EditDealDialog.ask(self, self.rubber, index, self.spec)
        if result is None:
            return
        old = dict(self.rubber.deals[index])
        if result.action == "delete":
            self.delete_deal(index)
        elif result.deal is not None and dict(result.deal) != old:
            rubber = self.store.replace_deal(self.rubber_id, index, result.deal)
            self.undo_stack.push(ReplaceDeal(self, index, old, result.deal))
            self.show_rubber(rubber)

    @guarded
    def delete_deal(self, index: int) -> None:
        if not 0 <= index < len(self.rubber.deals):
            return
        old = dict(self.rubber.deals[index])
        rubber = self.store.delete_deal(self.rubber_id, index)
        self.undo_stack.push(DeleteDeal(self, index, old))
        self.show_rubber(rubber)

    def selected_deal(self) -> int | None:
        current = self.deal_list.currentIndex()
        if current.isValid():
            return current.row()
        return self.pad.selected_deal()

    def _deal_selected(self, index: int | None) -> None:
        """Light up the selected deal on the pad and say what made its figures in the status
        bar (the keyboard's way to the explanations the mouse gets as tooltips)."""
        self.pad.select_deal(index)
        if self.window_ is not None:
            words = self.pad.accessibleDescription()
            if words:
                self.window_.statusBar().showMessage(words)
            else:
                self.window_.statusBar().clearMessage()

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


class MainWindow(QMainWindow):
    """Scorepad's window: the rubbers in play as tabs, the menus, the look."""

    def __init__(
        self, store: Any, settings: Settings | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.settings = settings or Settings()
        i18n.set_spelling(self.settings.spelling)
        self.setWindowTitle("Scorepad")
        self.undo_group = QUndoGroup(self)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setAccessibleName(i18n.text("Rubbers in play"))
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.welcome = QLabel()
        self.welcome.setObjectName("welcome")
        self.welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.welcome.setWordWrap(True)
        self._set_welcome_text()
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.tabs)
        lay.addWidget(self.welcome)
        self.setCentralWidget(central)
        self._build_actions()
        self._build_menus()
        self.statusBar()
        self.apply_look()
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1200, 780)
        self._update_actions()

    # -- rubbers ----------------------------------------------------------------------------------
    def panes(self) -> list[RubberPane]:
        return [
            w for i in range(self.tabs.count()) if isinstance(w := self.tabs.widget(i), RubberPane)
        ]

    def pane(self) -> RubberPane | None:
        w = self.tabs.currentWidget()
        return w if isinstance(w, RubberPane) else None

    def open_rubbers_in_play(self) -> int:
        """Reopen every rubber the history has in play, as tabs. How many.

        Only the tab in front is loaded and scored now; the others are scored when first
        shown, so that start-up never scores more than one rubber.
        """
        infos = self.store.rubbers_in_play()
        self.tabs.blockSignals(True)
        for info in infos:
            if any(self._tab_rubber_id(i) == info.id for i in range(self.tabs.count())):
                continue
            self.tabs.addTab(_WaitingRubber(info.id), _tab_text(info_title(info)))
        self.tabs.blockSignals(False)
        if infos:
            self.tabs.setCurrentIndex(0)
            self._tab_changed(0)
            pane = self.pane()
            if pane is not None:
                # The window opens ready for the next hand's line; focus() applies on show.
                pane.focus_entry()
        self._update_actions()
        return len(infos)

    def rubber_ids(self) -> list[int]:
        """The rubbers of the tabs, in order (loaded or not)."""
        return [
            rid for i in range(self.tabs.count()) if (rid := self._tab_rubber_id(i)) is not None
        ]

    def _tab_rubber_id(self, index: int) -> int | None:
        w = self.tabs.widget(index)
        if isinstance(w, RubberPane):
            return w.rubber_id
        if isinstance(w, _WaitingRubber):
            return w.rubber_id
        return None

    def open_rubber(self, rubber_id: int) -> RubberPane:
        """The rubber's tab, loaded and in front (a new tab if it has none)."""
        for i in range(self.tabs.count()):
            if self._tab_rubber_id(i) == rubber_id:
                w = self.tabs.widget(i)
                if isinstance(w, RubberPane):
                    self.tabs.setCurrentWidget(w)
                    return w
                return self._load_tab(i, rubber_id)
        pane = self._make_pane(rubber_id)
        self.tabs.addTab(pane, _tab_text(rubber_title(pane.rubber)))
        self.tabs.setCurrentWidget(pane)
        self._retitle(pane)
        self._update_actions()
        return pane

    def _make_pane(self, rubber_id: int) -> RubberPane:
        rubber = self.store.load_rubber(rubber_id)
        pane = RubberPane(self.store, rubber_id, rubber, self)
        pane.pad.set_style(self.pad_style())
        for _ in range(abs(self.settings.zoom)):
            (pane.pad.zoom_in if self.settings.zoom > 0 else pane.pad.zoom_out)()
        self.undo_group.addStack(pane.undo_stack)
        pane.finished.connect(lambda p=pane: self._rubber_finished(p))
        pane.title_changed.connect(lambda p=pane: self._retitle(p))
        return pane

    def _load_tab(self, index: int, rubber_id: int) -> RubberPane:
        pane = self._make_pane(rubber_id)
        old = self.tabs.widget(index)
        text = self.tabs.tabText(index)
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, pane, text)
        self.tabs.setCurrentIndex(index)
        self.tabs.blockSignals(False)
        if old is not None:
            old.deleteLater()
        self._retitle(pane)
        self._tab_changed(index)
        return pane

    def start_rubber(self, rubber: Rubber) -> RubberPane:
        """Put a new rubber in the history (its players on the roster) and open it."""
        # create_rubber puts new players on the roster in its own transaction: nothing is
        # written when the record is refused.
        rubber_id = self.store.create_rubber(rubber)
        pane = self.open_rubber(rubber_id)
        pane.focus_entry()
        return pane

    def roster(self) -> list[str]:
        return [p.name for p in self.store.players("")]

    @guarded
    def new_rubber(self, initial: Rubber | None = None) -> RubberPane | None:
        """File > New rubber: ask for the game, rules, players..., then start it."""
        from ui.dialogs.new_rubber import NewRubberDialog

        answer = NewRubberDialog.ask(self, self.roster(), initial, self.settings.last_new_rubber())
        if answer is None:
            return None
        rubber, remembered = answer
        self.settings.set_last_new_rubber(remembered)
        return self.start_rubber(rubber)

    @guarded
    def same_four_again(self, pane: RubberPane | None = None) -> RubberPane | None:
        """The next rubber with the same four, game, rules, table and stake, in one step.
        The deal passes on from where the last rubber left it."""
        import datetime as dt
        from dataclasses import replace

        pane = pane or self.pane()
        if pane is None:
            return None
        old = pane.rubber
        dealer = pane.sheet.position.next_dealer or old.first_dealer
        rubber = replace(old, deals=(), first_dealer=dealer, played_on=dt.date.today().isoformat())
        return self.start_rubber(rubber)

    def _rubber_finished(self, pane: RubberPane) -> None:
        from ui.dialogs.summary import NEW_RUBBER, SAME_FOUR, SummaryDialog

        choice = SummaryDialog.ask(self, pane.rubber, pane.sheet)
        if choice == SAME_FOUR:
            self.same_four_again(pane)
        elif choice == NEW_RUBBER:
            self.new_rubber(pane.rubber)

    @guarded
    def show_summary(self) -> None:
        from ui.dialogs.summary import NEW_RUBBER, SAME_FOUR, SummaryDialog

        pane = self.pane()
        if pane is None:
            return
        choice = SummaryDialog.ask(self, pane.rubber, pane.sheet)
        if choice == SAME_FOUR:
            self.same_four_again(pane)
        elif choice == NEW_RUBBER:
            self.new_rubber(pane.rubber)

    def close_tab(self, index: int | None = None) -> None:
        """Close a rubber's tab; a rubber still in play stays in the history and reopens."""
        i = self.tabs.currentIndex() if index is None else index
        w = self.tabs.widget(i)
        if w is None:
            return
        self.tabs.removeTab(i)
        if isinstance(w, RubberPane):
            self.undo_group.removeStack(w.undo_stack)
        w.deleteLater()
        self._update_actions()

    @guarded
    def abandon_rubber(self) -> None:
        """Rubber > Abandon: settle an unfinished rubber as it stands and close it."""
        pane = self.pane()
        if pane is None or pane.sheet.complete:
            return
        answer = QMessageBox.question(
            self,
            i18n.text("Abandon rubber"),
            i18n.text("Abandon this rubber? It is settled as it stands."),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.store.set_abandoned(pane.rubber_id)
        self.close_tab(self.tabs.indexOf(pane))

    @guarded
    def edit_selected_deal(self) -> None:
        pane = self.pane()
        if pane is None:
            return
        row = pane.selected_deal()
        if row is None and pane.rubber.deals:
            row = len(pane.rubber.deals) - 1
        if row is not None:
            pane.edit_deal(row)

    @guarded
    def delete_selected_deal(self) -> None:
        pane = self.pane()
        if pane is None:
            return
        row = pane.selected_deal()
        if row is not None:
            pane.delete_deal(row)

    # -- export -----------------------------------------------------------------------------------
    def ask_save_path(self) -> str | None:
        path, _filter = QFileDialog.getSaveFileName(
            self,
            i18n.text("Export pad as image"),
            "pad.png",
            i18n.text("PNG image (*.png);;JPEG image (*.jpg)"),
        )
        return path or None

    @guarded
    def export_pad_image(self, path: str | None = None) -> str | None:
        """File > Export pad as image: the pad of the rubber in front, rendered offscreen."""
        pane = self.pane()
        if pane is None:
            return None
        path = path or self.ask_save_path()
        if not path:
            return None
        try:
            from ui.render import render_pad_image
        except ImportError:
            if not pane.pad.grab().save(path):
                raise OSError(f"cannot write {path}") from None
            return path
        render_pad_image(pane.rubber, pane.sheet, path, width=900, style=self.pad_style(1.0))
        return path

    # -- look -------------------------------------------------------------------------------------
    def pad_style(self, scale: float | None = None) -> Any:
        from ui.pad import PadStyle

        style = PadStyle(
            dark=self.settings.palette == "dark",
            spelling="american" if self.settings.spelling == "american" else "british",
        )
        if scale is not None:
            from dataclasses import replace

            style = replace(style, scale=scale)
        return style

    def apply_look(self) -> None:
        name = self.settings.palette
        # The palette goes on the application: under a style sheet a widget's own palette is
        # not passed on to its children (Qt: "do not use setPalette with style sheets"), and
        # the dialogs take it too. The style sheet is the window's.
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setPalette(make_palette(name))
        self.setStyleSheet(load_qss(name))
        for pane in self.panes():
            pane.pad.set_style(replace_scale(self.pad_style(), pane.pad.zoom()))
        self.dark_action.setChecked(name == "dark")
        self.american_action.setChecked(self.settings.spelling == "american")

    def set_palette(self, name: str) -> None:
        self.settings.palette = name
        self.apply_look()

    def set_spelling(self, spelling: str) -> None:
        self.settings.spelling = spelling
        i18n.set_spelling(spelling)
        self.apply_look()
        for pane in self.panes():
            pane.refresh_text()
            self._retitle(pane)
        self._set_welcome_text()

    def zoom_in(self) -> None:
        for pane in self.panes():
            pane.pad.zoom_in()
        self.settings.zoom = self.settings.zoom + 1

    def zoom_out(self) -> None:
        for pane in self.panes():
            pane.pad.zoom_out()
        self.settings.zoom = self.settings.zoom - 1

    def reset_zoom(self) -> None:
        for pane in self.panes():
            pane.pad.reset_zoom()
        self.settings.zoom = 0

    def _set_welcome_text(self) -> None:
        self.welcome.setText(
            i18n.text(
                "<h2>Scorepad</h2><p>No rubber in play.</p>"
                "<p>File ▸ New rubber (Ctrl+N) starts one: whist, bridge whist, auction, "
                "contract or Chicago.</p>"
            )
        )

    # -- actions and menus ------------------------------------------------------------------------
    def _action(self, text: str, slot: Any, shortcut: Any = None, tip: str = "") -> QAction:
        action = QAction(i18n.text(text), self)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        if tip:
            action.setStatusTip(i18n.text(tip))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_actions(self) -> None:
        K = QKeySequence
        self.new_action = self._action(
            "&New rubber…",
            self.new_rubber,
            K(K.StandardKey.New),
            "Start a rubber: game, laws, house rules, players",
        )
        self.same_four_action = self._action(
            "&Same four again",
            self.same_four_again,
            K("Ctrl+Shift+N"),
            "The next rubber with the same four players",
        )
        self.export_action = self._action(
            "&Export pad as image…", self.export_pad_image, K("Ctrl+E")
        )
        # Ctrl+W and Ctrl+Q as the README says, on every platform (the standard keys alone
        # give Ctrl+F4 first and no Quit at all on Windows and the offscreen platform).
        self.close_tab_action = self._action(
            "&Close rubber tab",
            self.close_tab,
            with_keys(K.StandardKey.Close, "Ctrl+W"),
            "Close the tab; a rubber in play reopens next time",
        )
        self.quit_action = self._action(
            "&Quit", self.close, with_keys(K.StandardKey.Quit, "Ctrl+Q")
        )
        self.undo_action = self.undo_group.createUndoAction(self, i18n.text("&Undo"))
        self.undo_action.setShortcut(K("Ctrl+Z"))
        self.redo_action = self.undo_group.createRedoAction(self, i18n.text("&Redo"))
        self.redo_action.setShortcuts([K("Ctrl+Shift+Z"), K("Ctrl+Y")])
        self.edit_deal_action = self._action(
            "&Edit hand…", self.edit_selected_deal, K("F2"), "Correct or delete the selected hand"
        )
        self.delete_deal_action = self._action(
            "&Delete hand", self.delete_selected_deal, None, "Delete the selected hand"
        )
        self.record_action = self._action(
            "&Record hand", self._record_current, [K("Ctrl+Return"), K("Ctrl+Enter")]
        )
        self.quick_action = self._action("&Quick entry", self._focus_quick, K("Ctrl+L"))
        self.form_action = self._action("Hand &form", self._focus_form, K("Ctrl+K"))
        self.deals_action = self._action("Deal &list", self._focus_deals, K("Ctrl+D"))
        self.summary_action = self._action("&Summary…", self.show_summary, K("Ctrl+I"))
        self.abandon_action = self._action("&Abandon rubber…", self.abandon_rubber)
        self.zoom_in_action = self._action(
            "Zoom &in", self.zoom_in, [K(K.StandardKey.ZoomIn), K("Ctrl+=")]
        )
        # Ctrl+Shift+= is Ctrl++ on a keyboard whose + is over =; Ctrl with the keypad's +.
        self.zoom_in_action.setShortcuts(
            [
                *self.zoom_in_action.shortcuts(),
                K("Ctrl+Shift+="),
                K("Ctrl+Shift++"),
                K(
                    Qt.KeyboardModifier.ControlModifier
                    | Qt.KeyboardModifier.KeypadModifier
                    | Qt.Key.Key_Plus
                ),
            ]
        )
        self.zoom_out_action = self._action("Zoom &out", self.zoom_out, K(K.StandardKey.ZoomOut))
        self.zoom_reset_action = self._action("&Actual size", self.reset_zoom, K("Ctrl+0"))
        self.dark_action = QAction(i18n.text("&Dark palette"), self)
        self.dark_action.setCheckable(True)
        self.dark_action.toggled.connect(
            lambda on: (
                self.set_palette("dark" if on else "light")
                if (self.settings.palette == "dark") != on
                else None
            )
        )
        self.american_action = QAction(i18n.text("American &spelling (honors, jack)"), self)
        self.american_action.setCheckable(True)
        self.american_action.toggled.connect(
            lambda on: (
                self.set_spelling("american" if on else "british")
                if (self.settings.spelling == "american") != on
                else None
            )
        )
        self.about_action = self._action("&About Scorepad", self.show_about)
        self.shorthand_action = self._action(
            "Quick entry &help",
            self.show_shorthand_help,
            with_keys(K.StandardKey.HelpContents, "F1"),
        )

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu: QMenu = bar.addMenu(i18n.text("&File"))
        self.file_menu.addActions([self.new_action, self.same_four_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.export_action)
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.close_tab_action, self.quit_action])
        self.edit_menu: QMenu = bar.addMenu(i18n.text("&Edit"))
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.edit_deal_action, self.delete_deal_action])
        self.rubber_menu: QMenu = bar.addMenu(i18n.text("&Rubber"))
        self.rubber_menu.addActions(
            [self.record_action, self.quick_action, self.form_action, self.deals_action]
        )
        self.rubber_menu.addSeparator()
        self.rubber_menu.addActions([self.summary_action, self.abandon_action])
        self.view_menu: QMenu = bar.addMenu(i18n.text("&View"))
        self.view_menu.addActions(
            [self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action]
        )
        self.view_menu.addSeparator()
        self.view_menu.addActions([self.dark_action, self.american_action])
        self.help_menu: QMenu = bar.addMenu(i18n.text("&Help"))
        self.help_menu.addActions([self.shorthand_action, self.about_action])
        # Print, preview, Export PDF, Players…, Player page…, Evening… (ui/club_menu.py).
        from ui.club_menu import add_menu_actions

        add_menu_actions(self)
        from ui.drives import add_drive_menu  # Drive ▸ New drive… (issue 13)

        add_drive_menu(self)

    def _update_actions(self) -> None:
        has = self.pane() is not None
        for action in (
            self.same_four_action,
            self.export_action,
            self.close_tab_action,
            self.edit_deal_action,
            self.delete_deal_action,
            self.record_action,
            self.quick_action,
            self.form_action,
            self.deals_action,
            self.summary_action,
            self.abandon_action,
        ):
            action.setEnabled(has)
        self.tabs.setVisible(self.tabs.count() > 0)
        self.welcome.setVisible(self.tabs.count() == 0)

    def _tab_changed(self, index: int) -> None:
        w = self.tabs.widget(index)
        if isinstance(w, _WaitingRubber):
            try:
                self._load_tab(index, w.rubber_id)
            except RecordError as e:
                show_error(self, e)
            return
        pane = self.pane()
        if pane is not None:
            self.undo_group.setActiveStack(pane.undo_stack)
            self.setWindowTitle(f"Scorepad — {rubber_title(pane.rubber)}")
        else:
            self.setWindowTitle("Scorepad")
        self._update_actions()

    def _retitle(self, pane: RubberPane) -> None:
        i = self.tabs.indexOf(pane)
        if i < 0:
            return
        title = rubber_title(pane.rubber)
        if pane.sheet.complete:
            title += " ✓"
        self.tabs.setTabText(i, _tab_text(title))
        if pane is self.pane():
            self.setWindowTitle(f"Scorepad — {rubber_title(pane.rubber)}")

    def _record_current(self) -> None:
        pane = self.pane()
        if pane is not None:
            pane.record()

    def _focus_quick(self) -> None:
        pane = self.pane()
        if pane is not None:
            pane.quick.setFocus()
            pane.quick.selectAll()

    def _focus_form(self) -> None:
        pane = self.pane()
        if pane is not None:
            first = pane.form.first_input()
            if first is not None:
                first.setFocus()

    def _focus_deals(self) -> None:
        pane = self.pane()
        if pane is not None:
            pane.deal_list.setFocus()
            if not pane.deal_list.currentIndex().isValid() and pane.model.rowCount():
                pane.deal_list.setCurrentIndex(pane.model.index(pane.model.rowCount() - 1, 0))

    def show_about(self) -> None:
        try:
            from ui.about import show_about
        except ImportError:
            from scorepad import __version__

            QMessageBox.about(
                self,
                i18n.text("About Scorepad"),
                f"Scorepad {__version__}\n\nA scorekeeper for whist, bridge whist, "
                "auction, contract rubber bridge and Chicago.",
            )
            return
        show_about(self)

    def show_shorthand_help(self) -> None:
        pane = self.pane()
        show_help(self, pane.rules.game if pane is not None else None)

    # -- Qt overrides -----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.set_window_state(self.saveState())
        self.settings.sync()
        super().closeEvent(event)


def with_keys(standard: QKeySequence.StandardKey, first: str) -> list[QKeySequence]:
    """``first``, then the platform's own keys for ``standard`` (without repeating it)."""
    keys = [QKeySequence(first)]
    keys += [k for k in QKeySequence.keyBindings(standard) if k not in keys]
    return keys


def _tab_text(title: str) -> str:
    # A tab's "&" would underline the next letter as a shortcut.
    return i18n.text(title).replace("&", "&&")


def replace_scale(style: Any, scale: float) -> Any:
    from dataclasses import replace

    return replace(style, scale=scale)


def first_paint_then(widget: QWidget, callback: Any) -> None:
    """Call ``callback`` once, right after ``widget``'s first paint (``--exit-after-paint``)."""
    from PySide6.QtCore import QEvent, QObject

    class _Watcher(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and obj is widget:
                widget.removeEventFilter(self)
                QTimer.singleShot(0, callback)
            return False

    watcher = _Watcher(widget)
    widget.installEventFilter(watcher)
