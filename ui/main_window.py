"""The main window: one tab per rubber in play, each with its pad, deal list and entry form.

The window records and shows; it never scores a recorded hand. Each tab is a
:class:`~ui.rubber_pane.RubberPane`: every hand goes to the history as a command
(:meth:`Store.run`) and the pad shows the sheet the store scored on the way in. Each rubber has
one QUndoStack, shared by every pane that shows it (grouped here in a QUndoGroup, so that
Edit > Undo acts on the rubber in front); every command writes through the store, and every open
view hears of it through the notifier (:mod:`ui.notifier`).

Menus are built by :class:`ui.window_menus.WindowMenus` and kept in attributes (``file_menu``,
``edit_menu``, ``rubber_menu``, ``view_menu``, ``help_menu``) so that other windows (players,
evenings, printing) can add their actions with a line each. The tab bar, a progressive start's
front pad and its key buffer are in :mod:`ui.window_parts`.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeGuard

from PySide6.QtCore import (
    QEvent,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QCloseEvent,
    QShowEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorepad.errors import RecordError, ScorepadError
from scorepad.i18n import say
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import next_first_dealer
from scorepad.store.failures import DamagedError
from scorepad.store.files import is_sound, last_good_backup, restore
from ui import language
from ui.dialogs.errors import error_text, guarded, show_error
from ui.language_menu import choose_language
from ui.settings import Settings
from ui.textsize import apply_text_size, apply_to_application, scale_pad
from ui.theme import PALETTES, load_qss, make_palette
from ui.window_menus import WindowMenus
from ui.window_parts import FrontPad, KeyBuffer, RubberTabs, WaitingRubber, entry_key

if TYPE_CHECKING:
    from scorepad.store import Change, Store
    from scorepad.store.core import DamagedRubberError
    from scorepad.store.front import FrontRubber
    from ui.daily_run import DailyRun
    from ui.rubber_pane import RubberPane

__all__ = ["PALETTES", "MainWindow", "load_qss", "make_palette"]

#: What this module passed on from ui.rubber_pane, still given when asked for (PEP 562).
PANE_NAMES = ("RubberPane", "info_title", "position_text", "rubber_title")


def __getattr__(name: str) -> Any:
    if name in PANE_NAMES:
        return getattr(_rubber_pane(), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _rubber_pane() -> ModuleType:
    """ui.rubber_pane, imported when the first rubber's pane is built."""
    # Lazy: the front pad paints before the panes' code (form, deal list, undo) ~40 ms
    from ui import rubber_pane

    return rubber_pane


def _is_pane(w: object) -> TypeGuard[RubberPane]:
    """Whether ``w`` is a rubber's pane (none can exist before ui.rubber_pane is imported)."""
    module = sys.modules.get("ui.rubber_pane")
    return module is not None and isinstance(w, module.RubberPane)


#: How long a write from the window waits for another program's write lock, in ms.
WINDOW_BUSY_MS = 100
#: The window's default and smallest sizes: the pad fits its pane without scrollbars at both
#: (readable at arm's length).
DEFAULT_SIZE = (1200, 780)
MINIMUM_SIZE = (900, 600)


class MainWindow(WindowMenus):
    """Scorepad's window: the rubbers in play as tabs, the menus, the look.

    ``deferred``: a progressive start. The window is built with its tabs only, the front one
    the rubber's pad alone (it paints first); :meth:`finish_start` builds the actions, menus,
    status bar and the front rubber's pane just after, and gives the keys typed meanwhile to
    the quick entry. ``ready`` is emitted
    once the window takes typing (at once when not deferred, in :meth:`finish_start` else).
    A deferred window may be built before its history is open (``store`` None): it shows the
    front rubber read on its own (:meth:`show_front`) and is given the store, once it is
    open, by :meth:`attach_store`, before :meth:`finish_start`.
    """

    ready = Signal()
    store: Store

    def __init__(
        self,
        store: Store | None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        *,
        deferred: bool = False,
    ) -> None:
        super().__init__(parent)
        if store is None and not deferred:
            raise ValueError("only a progressive start's window is built before its history")
        self.settings = settings or Settings()
        self.setWindowTitle(self.tr("Scorepad"))
        if store is not None:
            self.attach_store(store)
        self.undo_group = QUndoGroup(self)
        self.tabs = QTabWidget()
        self.tabs.setTabBar(RubberTabs())
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setAccessibleName(self.tr("Rubbers in play"))
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
        self._key_buffer: KeyBuffer | None = KeyBuffer(self) if deferred else None
        self._early_titles: dict[int, Any] = {}  # a progressive start's tabs, titled after
        #: The day's check and backup, run in the background once the window takes typing.
        self.daily: DailyRun | None = None
        if not deferred:
            self._build_actions()
            self._build_menus()
            self._show_read_only_banner()
            QTimer.singleShot(0, self, self.start_daily)
        else:  # the menus' titles at the first paint, their actions just after (finish_start)
            self._menu_titles()
        self.statusBar()
        self.is_ready = not deferred
        self.apply_look()
        self.setMinimumSize(*MINIMUM_SIZE)
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(*DEFAULT_SIZE)
        self._update_actions()

    def attach_store(self, store: Store) -> None:
        """The window's history (given at once, or in a progressive start once it is open)."""
        self.store = store
        if store.path is not None and not store.read_only:
            # A short wait for another program's lock: the window stays responsive, and a
            # locked write is told in words (LockedError) with the hand kept in the form.
            store.set_busy_timeout(WINDOW_BUSY_MS)
        self.setWindowTitle(
            self.tr("Scorepad (read-only)") if store.read_only else self.tr("Scorepad")
        )

    def show_front(self, front: FrontRubber) -> None:
        """A progressive start before the history is open: the rubbers in play as tabs titled
        by their tables, the front one its pad (the rubber and sheet read and scored apart
        from the store, :func:`scorepad.store.front.read_front`). :meth:`attach_store` and
        :meth:`open_rubbers_in_play` follow, then :meth:`finish_start`."""
        assert not self.is_ready and self.tabs.count() == 0
        self.tabs.blockSignals(True)
        for rid, table in front.in_play:
            if rid == front.rubber_id:
                drawn = (front.rubber, front.sheet)
                w: QWidget = FrontPad(rid, None, self.pad_style(), self.settings, drawn)
            else:
                w = WaitingRubber(rid)
            self.tabs.addTab(w, _tab_text(table or "…"))
        self.tabs.setCurrentIndex(0)
        self.tabs.blockSignals(False)
        self._update_actions()

    def finish_start(self) -> None:
        """The rest of a progressive start: actions, menus, status bar; then the cursor in the
        quick entry, with the keys typed so far. Emits ``ready`` (once)."""
        if self.is_ready:
            return
        self._build_actions()
        self._build_menus()
        self.statusBar()
        self._show_read_only_banner()
        self.dark_action.setChecked(self.settings.palette == "dark")
        self.is_ready = True
        self._finish_tabs()
        self._update_actions()
        pane = self.pane()
        target: QWidget | None = None
        if pane is not None:
            pane.focus_entry()
            target = pane.quick if pane.quick.isEnabled() else None
        if self._key_buffer is not None:
            self._key_buffer.replay(target)
            self._key_buffer.deleteLater()
            self._key_buffer = None
        self.ready.emit()
        QTimer.singleShot(0, self, self._offer_resume)  # "Resume table entry?" once started
        QTimer.singleShot(0, self, self.start_daily)

    def start_daily(self) -> None:
        """The day's check and backup in the background, if the history's open left them to
        be done (``store.daily_due``: the day's first start): :mod:`ui.daily_run`."""
        if getattr(self, "store", None) is None or not self.store.daily_due:
            return
        # Lazy: only the day's first start runs them (ui.daily_run, scorepad.store.daily)
        from ui.daily_run import start_daily

        start_daily(self)

    def stop_daily(self) -> None:
        """Stop the day's check and backup if they run (quitting), and wait for them."""
        if self.daily is not None:
            self.daily.stop()

    def became_read_only(self) -> None:
        """The history was found damaged after the window was up: the title and the banner of
        a read-only history (the store refuses every write from now on)."""
        self.setWindowTitle(self.tr("Scorepad (read-only)"))
        if self.findChild(QLabel, "read_only_banner") is None:
            self._show_read_only_banner()

    def _offer_resume(self) -> None:
        store = self.store
        if (
            store.read_only
            or store.path is None
            or str(store.path) == ":memory:"
            or not (store.entry_live())
        ):
            # The usual start, with no table entry to resume (offer_resume would find none):
            # the table entry's modules (its server's, the drives') are not loaded just after
            # the window is ready (~80 ms that the first keys typed would wait for).
            self.resume_bars: list[Any] = []
            return
        # Lazy: a paused table entry is offered after the start (ui.table_entry, ~80 ms)
        from ui.table_resume import offer_resume

        offer_resume(self)

    def _finish_tabs(self) -> None:
        """A progressive start's tabs made whole: the front pad becomes its rubber's pane (from
        the state it was painted from), the other tabs get their titles."""
        titles = self._early_titles
        self._early_titles = {}
        for i in range(self.tabs.count()):
            w = self.tabs.widget(i)
            if isinstance(w, FrontPad):
                current = self.tabs.currentIndex()
                self._load_tab(i, w.rubber_id, w.state)
                if current != i:  # the user went to another tab meanwhile
                    self.tabs.setCurrentIndex(current)
            elif isinstance(w, WaitingRubber) and w.rubber_id in titles:
                self.tabs.setTabText(i, _tab_text(_rubber_pane().info_title(titles[w.rubber_id])))

    def front_pad(self) -> QWidget | None:
        """The pad in front (the progressive start's front pad, or the pane's), if any."""
        w = self.tabs.currentWidget()
        if isinstance(w, FrontPad):
            return w.pad
        pane = self.pane()
        return pane.pad if pane is not None else None

    def _show_read_only_banner(self) -> None:
        if self.store.read_only:
            banner = QLabel(
                self.tr(
                    "This history is read-only: you can look at it and print it, "
                    "but nothing can be recorded."
                )
            )
            banner.setObjectName("read_only_banner")
            self.statusBar().addPermanentWidget(banner, 1)
        if self.store.chain_problems:
            # Lazy: only a history whose chains do not match shows this banner (~5 ms)
            from ui.dialogs.history_problems import add_chain_banner

            add_chain_banner(self, self.store)
        if self.store.backup_notes:  # older than its newest backup: said at the day's first open
            # Lazy: only a history older than its backup shows this banner
            from ui.history_codes import add_backup_banner

            add_backup_banner(self, self.store.backup_notes)

    # -- rubbers ----------------------------------------------------------------------------------
    def panes(self) -> list[RubberPane]:
        return [w for i in range(self.tabs.count()) if _is_pane(w := self.tabs.widget(i))]

    def pane(self) -> RubberPane | None:
        w = self.tabs.currentWidget()
        return w if _is_pane(w) else None

    def open_rubbers_in_play(self) -> int:
        """Reopen every rubber the history has in play, as tabs. How many.

        Only the tab in front is loaded and scored now; the others are scored when first
        shown, so that start-up never scores more than one rubber. In a progressive start the
        front tab is its pad alone, and the tabs are titled by their tables, until
        :meth:`finish_start`.
        """
        infos = self.store.rubbers_in_play()
        early = not self.is_ready
        self.tabs.blockSignals(True)
        if early:  # tabs shown before the history was open (show_front) and no longer in play
            self._drop_waiting(ids={info.id for info in infos})
        for info in infos:
            if early:
                self._early_titles[info.id] = info
            if any(self._tab_rubber_id(i) == info.id for i in range(self.tabs.count())):
                continue
            title = (info.table or "…") if early else _rubber_pane().info_title(info)
            self.tabs.addTab(WaitingRubber(info.id), _tab_text(title))
        self.tabs.blockSignals(False)
        if infos:
            self.tabs.setCurrentIndex(0)
            if early and (isinstance(self.tabs.widget(0), FrontPad) or self._front_pad_at(0)):
                self._update_actions()
                return len(infos)
            self._tab_changed(0)
            pane = self.pane()
            if pane is not None:
                # The window opens ready for the next hand's line; focus() applies on show.
                pane.focus_entry()
        self._update_actions()
        return len(infos)

    def _drop_waiting(self, ids: set[int]) -> None:
        """Remove the tabs not yet loaded whose rubbers are not among ``ids``."""
        for i in reversed(range(self.tabs.count())):
            w = self.tabs.widget(i)
            if isinstance(w, WaitingRubber | FrontPad) and w.rubber_id not in ids:
                self.tabs.removeTab(i)
                w.deleteLater()

    def _front_pad_at(self, index: int) -> bool:
        """Show the rubber of a waiting tab as its pad alone (a progressive start); False if
        it cannot be read (the usual loading then says why)."""
        w = self.tabs.widget(index)
        if not isinstance(w, WaitingRubber):
            return False
        try:
            state = self.store.rubber_state(w.rubber_id)
        except ScorepadError:
            return False
        front = FrontPad(w.rubber_id, state, self.pad_style(), self.settings)
        text = self.tabs.tabText(index)
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, front, text)
        self.tabs.setCurrentIndex(index)
        self.tabs.blockSignals(False)
        w.deleteLater()
        return True

    def rubber_ids(self) -> list[int]:
        """The rubbers of the tabs, in order (loaded or not)."""
        return [
            rid for i in range(self.tabs.count()) if (rid := self._tab_rubber_id(i)) is not None
        ]

    def _tab_rubber_id(self, index: int) -> int | None:
        w = self.tabs.widget(index)
        if _is_pane(w) or isinstance(w, WaitingRubber | FrontPad):
            return w.rubber_id
        return None

    def open_rubber(self, rubber_id: int, state: Change | None = None) -> RubberPane:
        """The rubber's tab, loaded and in front (a new tab if it has none). ``state``: the
        rubber as a change just left it (so that it is not read and scored again)."""
        for i in range(self.tabs.count()):
            if self._tab_rubber_id(i) == rubber_id:
                w = self.tabs.widget(i)
                if _is_pane(w):
                    self.tabs.setCurrentWidget(w)
                    return w
                return self._load_tab(i, rubber_id, w.state if isinstance(w, FrontPad) else None)
        pane = self._make_pane(rubber_id, state)
        self.tabs.addTab(pane, _tab_text(self.tab_title(pane)))
        self.tabs.setCurrentWidget(pane)
        self._retitle(pane)
        self._update_actions()
        return pane

    def _make_pane(self, rubber_id: int, state: Change | None = None) -> RubberPane:
        if state is None:  # read first: a rubber that cannot be read fails before any widget
            state = self.store.rubber_state(rubber_id)
        # Built on its own and put in its tab whole: a widget built inside the window is
        # polished again under the window's style sheet at each widget added, each name set
        # (~20 ms for a pane). The pane keeps the window for its status bar all the same.
        pane: RubberPane = _rubber_pane().RubberPane(self.store, rubber_id, state, None)
        pane.window_ = self
        pane.pad.set_style(self.pad_style())
        for _ in range(abs(self.settings.zoom)):
            (pane.pad.zoom_in if self.settings.zoom > 0 else pane.pad.zoom_out)()
        if self.settings.text_size != 100:
            scale_pad(pane.pad, 100, self.settings.text_size)
        # (the next start's first paint keeps as much beside its pad: ui/window_parts.py)
        key = entry_key(pane.rubber.game, self.settings.text_size)
        self.settings.set_entry_side(key, pane.right_splitter.minimumWidth())
        self.undo_group.addStack(pane.undo_stack)
        pane.finished.connect(lambda p=pane: self._rubber_finished(p))
        pane.title_changed.connect(lambda p=pane: self._retitle(p))
        # The pane's end-of-rubber buttons: the window's own commands, on that pane's rubber.
        pane.same_four_asked.connect(lambda p=pane: self.same_four_again(p))
        pane.new_rubber_asked.connect(lambda p=pane: self.new_rubber(p.rubber))
        pane.summary_asked.connect(lambda: self.show_summary())
        return pane

    def _load_tab(self, index: int, rubber_id: int, state: Change | None = None) -> RubberPane:
        pane = self._make_pane(rubber_id, state)
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
        # Lazy: the store's commands are loaded after the first paint (scorepad.store.changes)
        from scorepad.store import CreateRubber

        change = self.store.run(CreateRubber(rubber))
        assert change.rubber_id is not None
        self._discard_empty_at_table(rubber, change.rubber_id)
        pane = self.open_rubber(change.rubber_id, change)
        pane.focus_entry()
        return pane

    def _discard_empty_at_table(self, rubber: Rubber, new_id: int) -> None:
        """A new rubber at a table ends the one left there with no hands: it is discarded (its
        tab closed), as the evening does, so that it is not left in play for ever."""
        label = (rubber.table or "").strip().casefold()
        if not label or not rubber.played_on:
            return
        try:
            empty = {
                info.id
                for info in self.store.rubbers(rubber.played_on)
                if info.id != new_id
                and info.state == "in_play"
                and info.deals == 0
                and (info.table or "").strip().casefold() == label
            }
        except ScorepadError as e:
            show_error(self, e)
            return
        for rubber_id in empty:
            index = next(
                (i for i in range(self.tabs.count()) if self._tab_rubber_id(i) == rubber_id), None
            )
            if index is not None:
                self.close_tab(index)  # a loaded pane's tab discards it as it closes
            try:
                self.store.discard_if_empty(rubber_id)  # (nothing if it is gone already)
            except ScorepadError as e:
                show_error(self, e)

    def roster(self) -> list[str]:
        return [p.name for p in self.store.players("")]

    @guarded
    def new_rubber(self, initial: Rubber | None = None) -> RubberPane | None:
        """File > New rubber: ask for the game, rules, players..., then start it."""
        # Lazy: the window's cold start skips the new-rubber dialog (~50 ms)
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

        pane = pane or self.pane()
        if pane is None:
            return None
        old = pane.rubber
        dealer = next_first_dealer(old.first_dealer, pane.sheet)  # as a table's phone has it
        rubber = replace(old, deals=(), first_dealer=dealer, played_on=dt.date.today().isoformat())
        return self.start_rubber(rubber)

    def _rubber_finished(self, pane: RubberPane) -> None:
        # Lazy: the window's cold start skips the summary dialog (~10 ms)
        from ui.dialogs.summary import NEW_RUBBER, SAME_FOUR, SummaryDialog

        choice = SummaryDialog.ask(self, pane.rubber, pane.sheet)
        if choice == SAME_FOUR:
            self.same_four_again(pane)
        elif choice == NEW_RUBBER:
            self.new_rubber(pane.rubber)

    @guarded
    def show_summary(self) -> None:
        # Lazy: the window's cold start skips the summary dialog (~10 ms)
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
        """Close a rubber's tab; a rubber still in play stays in the history and reopens. One
        with no hands is discarded (it never counts)."""
        i = self.tabs.currentIndex() if index is None else index
        w = self.tabs.widget(i)
        if w is None:
            return
        self.tabs.removeTab(i)
        rubber_id = self._discardable(w)
        if rubber_id is not None:
            try:
                self.store.discard_if_empty(rubber_id)
            except ScorepadError as e:
                show_error(self, e)
        if _is_pane(w):
            self.undo_group.removeStack(w.undo_stack)
        w.deleteLater()
        self._update_actions()

    def _discardable(self, w: QWidget) -> int | None:
        """The id of the rubber of a tab being closed, if it has no hands and is in play."""
        if _is_pane(w) and w.isEnabled() and not w.rubber.deals:
            return w.rubber_id if w.state in (None, "in_play") else None
        return None

    def show_history_browser(self) -> Any:
        """File > Open rubber…: every rubber of the history, searchable; opened in a tab."""
        # Lazy: the window's cold start skips the browser and printing (~60 ms)
        from ui.history_browser import open_history_browser

        browser = open_history_browser(self.store, self)
        browser.open_requested.connect(lambda rid: self.open_rubber(rid))
        self.history_browser = browser
        return browser

    @guarded
    def abandon_rubber(self) -> None:
        """Rubber > Abandon: settle an unfinished rubber as it stands and close it."""
        # Lazy: message boxes after the start (QMessageBox's 12 enums, ~1 ms)
        from PySide6.QtWidgets import QMessageBox

        pane = self.pane()
        if pane is None or pane.sheet.complete:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Abandon rubber"),
            self.tr("Abandon this rubber? It is settled as it stands."),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        # Lazy: the store's commands are loaded after the first paint (scorepad.store.changes)
        from scorepad.store import AbandonRubber

        self.store.run(AbandonRubber(pane.rubber_id, expect_version=pane.version))
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
        # Lazy: the first paint does not make QFileDialog's type and its enums, ~3 ms
        from ui.dialogs.files import file_name_of, save_file_name

        pane = self.pane()
        name = "pad"
        if pane is not None:
            rubber = pane.rubber
            name = file_name_of(rubber.table, say(pane.rules.title), rubber.played_on) or name
        path = save_file_name(
            self,
            self.tr("Export pad as image"),
            f"{name}.png",
            self.tr("PNG image (*.png);;JPEG image (*.jpg)"),
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
        # Lazy: a start with no rubber in play skips the painter (ui.pad ~145 ms)
        from ui.pad import PadStyle

        style = PadStyle(
            dark=self.settings.palette == "dark",
            contrast=self.settings.palette == "contrast",
            spelling="american" if language.spelling() == "american" else "british",
        )
        if scale is not None:
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
        # View ▸ Text size and High contrast, for every window (ui/textsize.py)
        apply_text_size(self.settings.text_size)
        apply_to_application(name, self.settings.text_size)
        self.setStyleSheet(load_qss(name))
        for pane in self.panes():
            pane.pad.set_style(replace_scale(self.pad_style(), pane.pad.zoom()))
        if not self.is_ready:  # a progressive start: the actions come in finish_start
            return
        self.dark_action.setChecked(name == "dark")
        self.contrast_action.setChecked(name == "contrast")

    def set_text_size(self, percent: int) -> None:
        """View ▸ Text size: everything larger together (ui/textsize.py), remembered."""
        old = self.settings.text_size
        self.settings.text_size = percent
        apply_text_size(self.settings.text_size)
        apply_to_application(self.settings.palette, self.settings.text_size)
        self.setStyleSheet("")  # (polished again: the menus and status bar take the new size)
        self.setStyleSheet(load_qss(self.settings.palette))
        for pane in self.panes():
            scale_pad(pane.pad, old, self.settings.text_size)
        self.text_size_actions[self.settings.text_size].setChecked(True)

    def set_palette(self, name: str) -> None:
        self.settings.palette = name
        self.apply_look()

    def set_language(self, lang: str) -> None:
        """View ▸ Language: remembered; the window speaks it from the next start."""
        choose_language(self, lang)

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
            self.tr(
                "<h2>Scorepad</h2><p>No rubber in play.</p><p>File ▸ New "
                "rubber (Ctrl+N) starts one: whist, bridge whist, auction, "
                "contract or Chicago.</p>"
            )
        )

    # -- actions and menus (built by WindowMenus, ui/window_menus.py) -----------------------------
    def _update_actions(self) -> None:
        has = self.pane() is not None
        self.tabs.setVisible(self.tabs.count() > 0)
        self.welcome.setVisible(self.tabs.count() == 0)
        if not self.is_ready:  # a progressive start: the actions come in finish_start
            return
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

    def _tab_changed(self, index: int) -> None:
        self.statusBar().clearMessage()  # never another tab's explanation
        w = self.tabs.widget(index)
        if isinstance(w, WaitingRubber):
            # Lazy: the store is open by now; its core is not imported before the first paint
            from scorepad.store.core import DamagedRubberError

            try:
                self._load_tab(index, w.rubber_id)
            except DamagedRubberError as e:  # quarantined: listed as damaged, read-only
                self._quarantine(index, w, e)
            except RecordError as e:
                show_error(self, e)
            return
        pane = self.pane()
        if pane is not None:
            self.undo_group.setActiveStack(pane.undo_stack)
            self.setWindowTitle(self.tr("Scorepad — {0}").format(self.tab_title(pane)))
        else:
            self.setWindowTitle(self.tr("Scorepad"))
        self._update_actions()

    def _quarantine(self, index: int, w: WaitingRubber, error: DamagedRubberError) -> None:
        """Show what can be read of a rubber whose stored record is damaged; nothing in it can
        be changed, and every other rubber works as usual."""
        if not w.property("damaged"):
            w.setProperty("damaged", True)
            self.tabs.setTabText(index, f"{self.tabs.tabText(index)} ({self.tr('damaged')})")
            lines = [error_text(error), ""]
            lines += [
                f"{self.tr('deal')} {n}: {json.dumps(d, ensure_ascii=False)}"
                for n, d in enumerate(error.readable, 1)
            ]
            w.setText("\n".join(lines))
            w.setWordWrap(True)
            w.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            # Told in the tab and the status bar, not in a box: the window still starts.
            self.statusBar().showMessage(error_text(error))

    def _retitle(self, pane: RubberPane) -> None:
        i = self.tabs.indexOf(pane)
        if i < 0:
            return
        base = self.tab_title(pane)  # (read once: each is a query of the history)
        title = base + (" ✓" if pane.sheet.complete else "")
        if (text := _tab_text(title)) != self.tabs.tabText(i):  # setTabText repaints the window
            self.tabs.setTabText(i, text)
        if pane is self.pane():
            self.setWindowTitle(self.tr("Scorepad — {base}").format(base=base))

    def tab_title(self, pane: RubberPane) -> str:
        """The table, its rubber's number there where there are several, the game and the
        four names."""
        try:
            n, of = self.store.table_place(pane.rubber_id)
        except ScorepadError:
            n, of = 1, 1
        return str(_rubber_pane().rubber_title(pane.rubber, n if of > 1 else None))

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
            pane.focus_deals()

    def show_about(self) -> None:
        # Lazy: message boxes after the start (QMessageBox's 12 enums, ~1 ms)
        from PySide6.QtWidgets import QMessageBox

        try:
            from ui.about import show_about
        except ImportError:
            from scorepad import __version__

            QMessageBox.about(
                self,
                self.tr("About Scorepad"),
                self.tr(
                    "Scorepad {__version__}\n\nA scorekeeper for whist, bridge "
                    "whist, auction, contract rubber bridge and Chicago."
                ).format(__version__=__version__),
            )
            return
        show_about(self)

    def show_manual(self, page: str | None = None) -> None:
        # Lazy: the cold start skips the manual and its pages (ui.manual, ~40 ms)
        from ui.manual import show_manual

        pane = self.pane()
        show_manual(self, page, game=pane.rules.game if pane is not None else None)

    def show_shorthand_help(self) -> None:
        self.show_manual("quick-entry.md")

    # -- Qt overrides -----------------------------------------------------------------------------
    # -- restoring ----------------------------------------------------------------------------
    def offer_restore(self, error: BaseException) -> bool:
        """The history is damaged (it was opened read-only): say so and offer the last good
        backup. True if it was restored (the window then closes)."""
        # Lazy: message boxes after the start (QMessageBox's 12 enums, ~1 ms)
        from PySide6.QtWidgets import QMessageBox

        if self.store.path is None:
            return False
        good = last_good_backup(self.store.path)
        text = error_text(error)
        if good is None:
            QMessageBox.warning(
                self,
                self.tr("The history is damaged"),
                text + "\n\n" + self.tr("No sound backup was found beside it."),
            )
            return False
        answer = QMessageBox.question(
            self,
            self.tr("The history is damaged"),
            text
            + "\n\n"
            + self.tr("It is open read-only. Restore the last good backup, {name}?").format(
                name=good.name
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        return self.restore_from_backup(good, confirmed=True)

    def restore_from_backup(self, backup: Path | None = None, *, confirmed: bool = False) -> bool:
        """File › Restore from backup…: put a backup in the place of the history (the current
        file and its -wal/-shm are moved aside, never replayed), then close; True if done."""
        # Lazy: message boxes after the start (QMessageBox's 12 enums, ~1 ms)
        from PySide6.QtWidgets import QMessageBox

        path = self.store.path
        if path is None:
            return False
        if backup is None:
            start = last_good_backup(path) or path.parent
            # Lazy: the first paint does not make QFileDialog's type and its enums, ~3 ms
            from ui.dialogs.files import open_file_name

            name = open_file_name(
                self,
                self.tr("Restore from backup"),
                str(start),
                self.tr("{0} ({stem}.backup-*{suffix});;* (*)").format(
                    self.tr("Backups"), stem=path.stem, suffix=path.suffix
                ),
            )
            if not name:
                return False
            backup = Path(name)
        if not is_sound(backup):
            show_error(self, DamagedError(backup, self.tr("the backup does not pass the check")))
            return False
        if not confirmed:
            answer = QMessageBox.question(
                self,
                self.tr("Restore from backup"),
                self.tr(
                    "Put {name} in the place of the history? The history as it "
                    "is now is kept beside it. Scorepad closes afterwards; start "
                    "it again."
                ).format(name=backup.name),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.store.close()
        try:
            aside = restore(path, backup)
        except ScorepadError as e:
            show_error(self, e)
            self.close()
            return False
        QMessageBox.information(
            self,
            self.tr("Restore from backup"),
            self.tr("Restored from {name}.").format(name=backup.name)
            + (f" {self.tr('The history as it was is kept at')} {aside}." if aside else "")
            + " "
            + self.tr("Start Scorepad again to use it."),
        )
        self.close()
        return True

    def showEvent(self, event: QShowEvent) -> None:
        if self._key_buffer is not None:  # a progressive start: hold the keys typed from now
            self._key_buffer.watch()
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_daily()
        self.settings.set_geometry(self.saveGeometry())
        self.settings.set_window_state(self.saveState())
        self.settings.sync()
        super().closeEvent(event)


def _tab_text(title: str) -> str:
    # A tab's "&" would underline the next letter as a shortcut.
    return title.replace("&", "&&")


def replace_scale(style: Any, scale: float) -> Any:

    return replace(style, scale=scale)


def first_paint_then(widget: QWidget, callback: Any) -> None:
    """Call ``callback`` once, right after ``widget``'s first paint (``--exit-after-paint``)."""

    class _Watcher(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and obj is widget:
                widget.removeEventFilter(self)
                QTimer.singleShot(0, callback)
            return False

    watcher = _Watcher(widget)
    widget.installEventFilter(watcher)
