"""Drives in the window (``drives.md`` §5): **Drive ▸ New drive…** (:mod:`ui.drives.new_drive`), the
drive window (:mod:`ui.drives.window`), a bridge table's deals (:mod:`ui.drives.deals`) and the
printed cards (:mod:`ui.drives.print`).

:func:`add_drive_menu` is the main window's one hook: a **Drive** menu whose actions open the
dialog and the drives in play.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu

from scorepad.i18n import say
from ui.i18n import Words

__all__ = ["add_drive_menu", "drive_choice"]

#: A drive's state as the list of drives says it.
_STATE_WORDS = Words(
    "Drives",
    {
        "in_play": QT_TRANSLATE_NOOP("Drives", "in play"),
        "declared": QT_TRANSLATE_NOOP("Drives", "prizes declared"),
    },
)


def drive_choice(info: Any) -> str:
    """A drive as **Open a drive…** lists it, in words (its number first, which the choice is
    read back by): "3: 2026-11-27 Whist drive (in play)"; never its form's or state's key."""
    # Lazy: the rules' titles of the drive forms, read only when the list is shown
    from scorepad.drives.rules import FORM_TITLES

    what = info.title or say(FORM_TITLES.get(info.form, info.form.replace("_", " ").capitalize()))
    state = _STATE_WORDS.get(info.state, str(info.state).replace("_", " "))
    return " ".join(x for x in (f"{info.id}:", info.played_on or "", what, f"({state})") if x)


def add_drive_menu(window: Any) -> Any:
    """Add **Drives ▸ New drive… / Open a drive…** to ``window`` (which has ``store``)."""

    bar = window.menuBar()
    help_menu = getattr(window, "help_menu", None)

    # "Drive&s", Alt+S: every letter of "Drive" is taken in the main window (the deal form
    # uses D and I, the menus R, V and E). Its title may be in the bar already, empty (the
    # main window's first paint shows its menus' titles: ui/window_menus.py).
    menu = getattr(window, "drives_menu", None)
    if menu is None:
        menu = QMenu(QCoreApplication.translate("DrivesInit", "Drive&s"), window)
        if help_menu is not None:
            bar.insertMenu(help_menu.menuAction(), menu)
        else:
            bar.addMenu(menu)
        window.drives_menu = menu
    window.drive_windows = []

    def new_drive() -> None:
        # Lazy: the window's cold start skips the drive window (~90 ms)
        from ui.drives.window import start_new_drive

        w = start_new_drive(window, window.store)
        if w is not None:
            window.drive_windows.append(w)

    def open_drive() -> None:

        # Lazy: the window's start builds this menu before any drive is read (~80 ms)
        from scorepad.store import drives as drive_store

        # Lazy: the window's cold start skips the drive window (~90 ms)
        from ui.drives.window import DriveWindow

        infos = drive_store.drives(window.store)
        if not infos:
            return
        items = [drive_choice(i) for i in infos]
        item, ok = QInputDialog.getItem(
            window,
            QCoreApplication.translate("DrivesInit", "Open a drive"),
            QCoreApplication.translate("DrivesInit", "&Drive"),
            items,
            len(items) - 1,
            False,
        )
        if ok:
            w = DriveWindow(window.store, int(item.split(":", 1)[0]), window)
            w.show()
            window.drive_windows.append(w)

    new = QAction(QCoreApplication.translate("DrivesInit", "&New drive…"), window)
    new.setShortcut(QKeySequence("Ctrl+Alt+N"))
    new.triggered.connect(new_drive)
    opened = QAction(QCoreApplication.translate("DrivesInit", "&Open a drive…"), window)
    opened.triggered.connect(open_drive)
    menu.addActions([new, opened])
    window.drive_menu = menu
    window.new_drive_action = new
    return menu
