"""The main window's actions and menus: File, Edit, Rubber, View and Help, each action with its
keys and its status tip, then the club's and the drives' menus (:mod:`ui.club_menu`,
:mod:`ui.drives`).

:class:`WindowMenus` builds them on the window (:class:`ui.main_window.MainWindow` is one), and
keeps them in its attributes (``new_action``, ``file_menu``, ``edit_menu``, ``rubber_menu``,
``view_menu``, ``help_menu``, ...) so that other windows (players, evenings, printing) can add
their actions with a line each. An action calls one of the window's commands: what those are is
named below, and the window defines them; the menus know the window by nothing more.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMainWindow, QMenu

from ui.language_menu import add_language_menu
from ui.settings import Settings
from ui.textsize import add_large_print, add_look_menu

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeySequence, QUndoGroup


class WindowMenus(QMainWindow):
    """A window's actions and menus (:meth:`_build_actions`, then :meth:`_build_menus`)."""

    # The window's state and commands that the actions call (the window defines them).
    settings: Settings
    undo_group: QUndoGroup
    new_rubber: Callable[[], object]
    same_four_again: Callable[[], object]
    show_history_browser: Callable[[], object]
    export_pad_image: Callable[[], object]
    restore_from_backup: Callable[[], object]
    close_tab: Callable[[], object]
    edit_selected_deal: Callable[[], object]
    delete_selected_deal: Callable[[], object]
    _record_current: Callable[[], object]
    _focus_quick: Callable[[], object]
    _focus_form: Callable[[], object]
    _focus_deals: Callable[[], object]
    show_summary: Callable[[], object]
    abandon_rubber: Callable[[], object]
    zoom_in: Callable[[], object]
    zoom_out: Callable[[], object]
    reset_zoom: Callable[[], object]
    set_palette: Callable[[str], object]
    set_language: Callable[[str], object]
    set_text_size: Callable[[int], object]
    # View ▸ Text size and High contrast (ui/textsize.py's add_look_menu)
    text_size_actions: dict[int, QAction]
    text_size_menu: QMenu
    contrast_action: QAction
    show_about: Callable[[], object]
    show_shorthand_help: Callable[[], object]
    show_manual: Callable[..., object]

    def _action(self, text: str, slot: Any, shortcut: Any = None, tip: str = "") -> QAction:
        # Lazy: the actions are made after the first paint (QAction's and QKeySequence's enums)
        from PySide6.QtGui import QAction

        action = QAction(text, self)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_actions(self) -> None:
        # Lazy: the actions are made after the first paint (QAction's and QKeySequence's enums)
        from PySide6.QtGui import QAction, QKeySequence

        K = QKeySequence
        self.new_action = self._action(
            self.tr("&New rubber…"),
            self.new_rubber,
            K(K.StandardKey.New),
            self.tr("Start a rubber: game, laws, house rules, players"),
        )
        self.same_four_action = self._action(
            self.tr("&Same four again"),
            self.same_four_again,
            K("Ctrl+Shift+N"),
            self.tr("The next rubber with the same four players"),
        )
        self.open_rubber_action = self._action(
            self.tr("&Open rubber…"),
            self.show_history_browser,
            K(K.StandardKey.Open),
            self.tr("Find any rubber of the history by date, table, player or game"),
        )
        self.export_action = self._action(
            self.tr("&Export pad as image…"), self.export_pad_image, K("Ctrl+E")
        )
        self.restore_action = self._action(
            self.tr("&Restore from backup…"),
            self.restore_from_backup,
            tip=self.tr("Put one of the daily backups back in the place of the history"),
        )
        # Ctrl+W and Ctrl+Q as the manual says, on every platform (the standard keys alone
        # give Ctrl+F4 first and no Quit at all on Windows and the offscreen platform).
        self.close_tab_action = self._action(
            self.tr("&Close rubber tab"),
            self.close_tab,
            with_keys(K.StandardKey.Close, "Ctrl+W"),
            self.tr("Close the tab; a rubber in play reopens next time"),
        )
        self.quit_action = self._action(
            self.tr("&Quit"), self.close, with_keys(K.StandardKey.Quit, "Ctrl+Q")
        )
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(K("Ctrl+Z"))
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([K("Ctrl+Shift+Z"), K("Ctrl+Y")])
        # their texts name the hand ("Undo Record hand 5"); the help (F1) names the command
        self.undo_action.setProperty("command", self.tr("Undo"))
        self.redo_action.setProperty("command", self.tr("Redo"))
        self.edit_deal_action = self._action(
            self.tr("&Edit hand…"),
            self.edit_selected_deal,
            K("F2"),
            self.tr("Correct or delete the selected hand"),
        )
        self.delete_deal_action = self._action(
            self.tr("&Delete hand"),
            self.delete_selected_deal,
            None,
            self.tr("Delete the selected hand"),
        )
        self.record_action = self._action(
            self.tr("&Record hand"), self._record_current, [K("Ctrl+Return"), K("Ctrl+Enter")]
        )
        self.quick_action = self._action(self.tr("&Quick entry"), self._focus_quick, K("Ctrl+L"))
        self.form_action = self._action(self.tr("Hand &form"), self._focus_form, K("Ctrl+K"))
        self.deals_action = self._action(self.tr("Deal &list"), self._focus_deals, K("Ctrl+D"))
        self.summary_action = self._action(self.tr("&Summary…"), self.show_summary, K("Ctrl+I"))
        self.abandon_action = self._action(self.tr("&Abandon rubber…"), self.abandon_rubber)
        self.zoom_in_action = self._action(
            self.tr("Zoom &in"), self.zoom_in, [K(K.StandardKey.ZoomIn), K("Ctrl+=")]
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
        self.zoom_out_action = self._action(
            self.tr("Zoom &out"), self.zoom_out, K(K.StandardKey.ZoomOut)
        )
        self.zoom_reset_action = self._action(self.tr("&Actual size"), self.reset_zoom, K("Ctrl+0"))
        self.dark_action = QAction(self.tr("&Dark palette"), self)
        self.dark_action.setCheckable(True)
        self.dark_action.toggled.connect(
            lambda on: (
                self.set_palette("dark" if on else "light")
                if (self.settings.palette == "dark") != on
                else None
            )
        )
        self.about_action = self._action(self.tr("&About Scorepad"), self.show_about)
        # Help ▸ Manual (F1): the manual's page for this window; Quick entry help: its
        # quick-entry and keys section (ui/manual.py).
        self.manual_action = self._action(
            self.tr("&Manual"), self.show_manual, with_keys(K.StandardKey.HelpContents, "F1")
        )
        self.shorthand_action = self._action(self.tr("Quick entry &help"), self.show_shorthand_help)

    def _menu_titles(self) -> None:
        """The menu bar with its menus' titles, the menus empty (once): a progressive start
        shows them at its first paint, so that the pad is painted where it stays; the menus
        are filled just after (:meth:`_build_menus`)."""
        if getattr(self, "file_menu", None) is not None:
            return
        bar = self.menuBar()
        self.file_menu: QMenu = bar.addMenu(self.tr("&File"))
        self.edit_menu: QMenu = bar.addMenu(self.tr("&Edit"))
        self.rubber_menu: QMenu = bar.addMenu(self.tr("&Rubber"))
        self.view_menu: QMenu = bar.addMenu(self.tr("&View"))
        # (filled by ui.drives.add_drive_menu, which gives the same title to a window without)
        self.drives_menu: QMenu = bar.addMenu(QCoreApplication.translate("DrivesInit", "Drive&s"))
        self.help_menu: QMenu = bar.addMenu(self.tr("&Help"))

    def _build_menus(self) -> None:
        self._menu_titles()
        self.file_menu.addActions([self.new_action, self.same_four_action])
        self.file_menu.addAction(self.open_rubber_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.export_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.restore_action)
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.close_tab_action, self.quit_action])
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.edit_deal_action, self.delete_deal_action])
        self.rubber_menu.addActions(
            [self.record_action, self.quick_action, self.form_action, self.deals_action]
        )
        self.rubber_menu.addSeparator()
        self.rubber_menu.addActions([self.summary_action, self.abandon_action])
        self.view_menu.addActions(
            [self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action]
        )
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.dark_action)
        self.language_menu = add_language_menu(self.view_menu, self.settings, self.set_language)
        add_look_menu(self)  # View ▸ Text size, High contrast (ui/textsize.py)
        self.help_menu.addActions([self.manual_action, self.shorthand_action, self.about_action])
        # Print, preview, Export PDF, Players…, Player page…, Evening… (ui/club_menu.py);
        # Drive ▸ New drive… (ui/drives). After the first paint in a progressive start.
        # Lazy: the pad's first paint comes before the club and drive menus (~30 ms)
        from ui.club_menu import add_menu_actions
        from ui.drives import add_drive_menu

        add_menu_actions(self)
        add_large_print(self)  # File ▸ Large print (ui/textsize.py)
        add_drive_menu(self)


def with_keys(standard: QKeySequence.StandardKey, first: str) -> list[QKeySequence]:
    """``first``, then the platform's own keys for ``standard`` (without repeating it)."""
    # Lazy: the actions are made after the first paint (QKeySequence's enums)
    from PySide6.QtGui import QKeySequence

    keys = [QKeySequence(first)]
    keys += [k for k in QKeySequence.keyBindings(standard) if k not in keys]
    return keys
