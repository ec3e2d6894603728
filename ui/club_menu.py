"""The club and printing entries of the main window's File menu: Print (Ctrl+P), Print preview,
Export PDF, Players…, Player page… and Evening….

Kept apart from :mod:`ui.printing` so that building the menu imports nothing heavy: the printing,
players and evening modules are loaded when their action is first used.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMessageBox

from scorepad.errors import ScorepadError
from ui.dialogs.errors import show_error


def add_menu_actions(window: Any) -> dict[str, Any]:
    """Add Print (Ctrl+P), Print preview, Export PDF, Players…, Player page… and Evening… to
    the main window's File menu; returns the actions by name (also kept on the window as
    ``club_actions``). The windows opened are kept in ``window.club_windows``."""

    window.club_windows = []

    def keep(w: Any) -> Any:
        window.club_windows = [x for x in window.club_windows if x.isVisible()] + [w]
        return w

    def with_report(name: str) -> Callable[[], None]:
        """A slot that builds the current rubber's report and hands it to ``ui.printing``'s
        ``name`` (imported on first use: QtPrintSupport stays out of the start-up)."""

        def run() -> None:
            # Lazy: the window's cold start skips printing (ui.printing ~315 ms)
            from ui import printing

            report = printing.current_rubber_report(window)
            if report is None:
                return
            if name == "export_pdf":
                printing.export_pdf(report, window, f"{report.title}.pdf")
            else:
                getattr(printing, name)(report, window)

        return run

    def players() -> None:
        # Lazy: the window's cold start skips the players list (~14 ms)
        from ui.players import PlayersWindow

        w = PlayersWindow(window.store)
        w.setParent(window, w.windowFlags() | Qt.WindowType.Window)
        w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        w.show()
        keep(w)

    def player_page() -> None:
        # Lazy: the window's cold start skips the player page (~105 ms)
        from ui.player_page import open_player_page

        names = [p.name for p in window.store.players("")]
        if not names:
            QMessageBox.information(
                window,
                QCoreApplication.translate("ClubMenu", "Player page"),
                QCoreApplication.translate("ClubMenu", "There are no players yet."),
            )
            return
        name, ok = QInputDialog.getItem(
            window,
            QCoreApplication.translate("ClubMenu", "Player page"),
            QCoreApplication.translate("ClubMenu", "Player:"),
            names,
            0,
            True,
        )
        if ok and name.strip():
            try:
                keep(open_player_page(window.store, name, window))
            except ScorepadError as e:
                show_error(window, e)

    def evening() -> None:
        # Lazy: the window's cold start skips the evening view (~270 ms)
        from ui.evening import open_evening

        today = dt.date.today().isoformat()
        text, ok = QInputDialog.getText(
            window,
            QCoreApplication.translate("ClubMenu", "Evening"),
            QCoreApplication.translate("ClubMenu", "Date (YYYY-MM-DD):"),
            text=today,
        )
        if not ok:
            return
        try:
            date = dt.date.fromisoformat(text.strip()).isoformat()
        except ValueError:
            QMessageBox.warning(
                window,
                QCoreApplication.translate("ClubMenu", "Evening"),
                QCoreApplication.translate(
                    "ClubMenu", "{text!r} is not a date such as {today}"
                ).format(text=text, today=today),
            )
            return
        keep(open_evening(window.store, date, window))

    K = QKeySequence
    specs = [
        (
            "print",
            QCoreApplication.translate("ClubMenu", "&Print rubber summary…"),
            with_report("print_report"),
            K(K.StandardKey.Print),
        ),
        (
            "preview",
            QCoreApplication.translate("ClubMenu", "Print pre&view…"),
            with_report("show_preview"),
            K("Ctrl+Shift+P"),
        ),
        (
            "pdf",
            QCoreApplication.translate("ClubMenu", "Export rubber summary as P&DF…"),
            with_report("export_pdf"),
            None,
        ),
        (
            "players",
            QCoreApplication.translate("ClubMenu", "Pla&yers…"),
            players,
            K("Ctrl+Shift+L"),
        ),
        ("player_page", QCoreApplication.translate("ClubMenu", "Player pa&ge…"), player_page, None),
        (
            "evening",
            QCoreApplication.translate("ClubMenu", "Even&ing…"),
            evening,
            K("Ctrl+Shift+V"),
        ),
    ]
    actions: dict[str, Any] = {}
    for key, text, slot, shortcut in specs:
        action = QAction(text, window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _checked=False, slot=slot: slot())
        actions[key] = action
    menu = window.file_menu
    before = getattr(window, "close_tab_action", None)
    groups = (["print", "preview", "pdf"], ["players", "player_page", "evening"])
    for group in groups:
        for key in group:
            menu.insertAction(before, actions[key])
        menu.insertSeparator(before)

    def enable(*_: Any) -> None:
        has = window.pane() is not None
        for key in ("print", "preview", "pdf"):
            actions[key].setEnabled(has)

    window.tabs.currentChanged.connect(enable)
    enable()
    window.club_actions = actions
    return actions
