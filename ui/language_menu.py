"""View ▸ Language: the window's language, one of :data:`ui.language.LANGUAGES`.

The choice is remembered in the settings. The window's words are built in its language when it
opens, so a new choice is taken at the next start; the message says so plainly, in the language
chosen and in the one the window speaks now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from ui import language
from ui.settings import Settings

CONTEXT = "LanguageMenu"


def add_language_menu(menu: QMenu, settings: Settings, choose: Callable[[str], object]) -> QMenu:
    """Add the Language submenu to ``menu``: one checkable action per language, in its own
    name; ``choose(lang)`` runs when another one is picked."""
    # Lazy: the menus are made after the first paint (QAction's and QActionGroup's enums)
    from PySide6.QtGui import QAction, QActionGroup

    sub = menu.addMenu(QCoreApplication.translate("LanguageMenu", "&Language"))
    group = QActionGroup(sub)
    group.setExclusive(True)
    chosen = settings.language
    for lang, name in language.LANGUAGES.items():
        action = QAction(name, sub)
        action.setCheckable(True)
        action.setChecked(lang == chosen)
        action.setData(lang)
        group.addAction(action)
        sub.addAction(action)
    group.triggered.connect(lambda a: choose(str(a.data())))
    return sub


def restart_message(lang: str) -> str:
    """What the window says when ``lang`` is chosen: in the window's language now and, when
    the catalogue is at hand, in the one chosen."""
    now = QCoreApplication.translate(
        "LanguageMenu", "Scorepad will speak {name} when it is next started."
    ).format(name=language.LANGUAGES[lang])
    other = language.translate_in(
        lang, CONTEXT, "Scorepad will speak {name} when it is next started."
    )
    if other and other != "Scorepad will speak {name} when it is next started.":
        other = other.format(name=language.LANGUAGES[lang])
        if other != now:
            return f"{now}\n\n{other}"
    return now


def choose_language(window: Any, lang: str) -> None:
    """Remember ``lang`` for the next start and say so; nothing to say when it is already the
    window's language."""
    settings: Settings = window.settings
    if lang not in language.LANGUAGES or (settings.language == lang and lang == language.current()):
        return
    settings.language = lang
    settings.sync()
    if lang == language.current():
        return
    parent = window if isinstance(window, QWidget) else None
    # Lazy: message boxes after the start (QMessageBox's 12 enums, ~1 ms)
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.information(
        parent, QCoreApplication.translate("LanguageMenu", "Language"), restart_message(lang)
    )
