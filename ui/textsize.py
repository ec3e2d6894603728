"""View ▸ Text size (100 %, 150 %, 200 %) and View ▸ High contrast: one setting each that changes
every window at once, remembered (:class:`ui.settings.Settings`).

The text size is the application's font (so the forms, the lists, the menus, the status bar and
every dialog follow it) times the chosen factor, and the pad's zoom times the same factor (the
pad is painted larger and scrolls in its pane). High contrast is the application's palette and,
for every window and dialog, the application's style sheet (:func:`apply_to_application`). The
first font the application had is kept on it (``scorepadBaseFont``) so that going back to 100 %
is exact.

:func:`add_look_menu` puts both on a window's View menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMenu

from ui.settings import TEXT_SIZES
from ui.theme import load_qss

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from ui.pad.view import PadView


def tr(text: str) -> str:
    return QCoreApplication.translate("TextSize", text)


def factor(percent: int) -> float:
    return (percent if percent in TEXT_SIZES else 100) / 100


def apply_text_size(percent: int) -> bool:
    """The application's font at ``percent`` of the one it started with; True if it changed
    (a window under a style sheet is then polished again by its owner)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    base = app.property("scorepadBaseFont")
    if not isinstance(base, QFont):
        base = QFont(app.font())
        app.setProperty("scorepadBaseFont", base)
    size = base.pointSizeF() if base.pointSizeF() > 0 else 9.0
    font = QFont(base)
    font.setPointSizeF(round(size * factor(percent), 1))
    if font == app.font():
        return False
    app.setFont(font)
    return True


def sheet_for(percent: int, *, always: bool = False) -> str:
    """What a window's style sheet adds at ``percent``: the menu bar, the menus and the status
    bar at the application's size (a widget polished under a style sheet keeps the font it was
    polished with, so the application's font alone does not reach them)."""
    app = QApplication.instance()
    if (percent == 100 and not always) or not isinstance(app, QApplication):
        return ""
    size = app.font().pointSizeF()
    return f"\nQMenuBar, QMenu, QStatusBar, QTabBar, QToolTip {{ font-size: {size:g}pt; }}\n"


def apply_to_application(palette: str, percent: int) -> None:
    """What every window and dialog takes of the look, as the application's style sheet: the
    high-contrast sheet (its lines and focus ring) and the text size's menus and status bars.
    Nothing at 100 % in the light and dark palettes (their sheets are the main window's)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    # (back at 100 % after another size, the size is said again: a widget polished under a
    # sheet keeps the font the sheet gave it)
    sized = sheet_for(percent, always=bool(app.styleSheet()))
    sheet = (load_qss("contrast") if palette == "contrast" else "") + sized
    if sheet != app.styleSheet():
        app.setStyleSheet(sheet)


def scale_pad(pad: PadView, old_percent: int, new_percent: int) -> None:
    """The pad's zoom carried from one text size to the other (its own zoom steps kept)."""
    # Lazy: the pad's style is the pad's (ui.pad ~145 ms, loaded by then)
    from dataclasses import replace

    style = pad.style_()
    scale = style.scale / factor(old_percent) * factor(new_percent)
    pad.set_style(replace(style, scale=min(10.0, max(0.1, round(scale, 4)))))


def with_look(pad: PadView) -> PadView:
    """A pad of another window (the evening's tables, a rubber from the history) in the look
    chosen in View: dark or high contrast, and larger with the text size. Returns ``pad``."""
    # Lazy: the settings and the pad's style are the caller's to have loaded
    from dataclasses import replace

    from ui.settings import Settings

    settings = Settings()
    style = replace(
        pad.style_(), dark=settings.palette == "dark", contrast=settings.palette == "contrast"
    )
    pad.set_style(style)
    if settings.text_size != 100:
        scale_pad(pad, 100, settings.text_size)
    return pad


def add_look_menu(window: Any) -> None:
    """View ▸ Text size ▸ 100 % / 150 % / 200 % and View ▸ High contrast, on ``window`` (the main
    window: ``settings``, ``view_menu``, ``set_text_size``, ``set_palette``)."""
    # Lazy: the menus are made after the first paint (QAction's and QActionGroup's enums)
    from PySide6.QtGui import QAction, QActionGroup

    menu = QMenu(QCoreApplication.translate("TextSize", "&Text size"), window)
    menu.setObjectName("text_size_menu")
    group = QActionGroup(window)
    group.setExclusive(True)
    window.text_size_actions = {}
    for percent in TEXT_SIZES:
        action = QAction(
            QCoreApplication.translate("TextSize", "{n} %")
            .format(n=percent)
            .replace(" %", "\u00a0%"),
            window,
        )
        action.setCheckable(True)
        action.setChecked(window.settings.text_size == percent)
        action.setStatusTip(
            QCoreApplication.translate(
                "TextSize", "Everything larger together: pad, forms, lists, menus, status bar"
            )
        )
        action.triggered.connect(lambda _c=False, p=percent: window.set_text_size(p))
        group.addAction(action)
        menu.addAction(action)
        window.text_size_actions[percent] = action
    window.text_size_menu = menu
    contrast = QAction(QCoreApplication.translate("TextSize", "&High contrast"), window)
    contrast.setCheckable(True)
    contrast.setChecked(window.settings.palette == "contrast")
    contrast.setStatusTip(
        QCoreApplication.translate(
            "TextSize", "Black on white, strong lines and a ring round the focus"
        )
    )
    contrast.toggled.connect(
        lambda on: (
            window.set_palette("contrast" if on else "light")
            if (window.settings.palette == "contrast") != on
            else None
        )
    )
    window.contrast_action = contrast
    window.view_menu.addSeparator()
    window.view_menu.addMenu(menu)
    window.view_menu.addAction(contrast)


def large_print_action(window: Any) -> QAction:
    """A checkable "Large print (16 pt and more)" for a window's print menu: every printed
    summary and card of that window in large print (remembered, the same for every window)."""
    # Lazy: the settings are the window's own, or read afresh (the drive window has none)
    from PySide6.QtGui import QAction

    from ui.settings import Settings

    settings = getattr(window, "settings", None) or Settings()
    action = QAction(
        QCoreApplication.translate("TextSize", "&Large print (16 pt and more)"), window
    )
    action.setCheckable(True)
    action.setChecked(settings.large_print)
    action.setStatusTip(
        QCoreApplication.translate(
            "TextSize", "Printed summaries, cards and prize lists in large print"
        )
    )

    def toggled(on: bool) -> None:
        settings.large_print = on

    action.toggled.connect(toggled)
    return action


def add_large_print(window: Any) -> None:
    """File ▸ Large print, after the main window's print actions (ui/club_menu.py)."""
    window.large_print_action = large_print_action(window)
    before = getattr(window, "close_tab_action", None)
    pdf = getattr(window, "club_actions", {}).get("pdf")
    actions = window.file_menu.actions()
    if pdf is not None and pdf in actions and actions.index(pdf) + 1 < len(actions):
        before = actions[actions.index(pdf) + 1]
    window.file_menu.insertAction(before, window.large_print_action)
