"""The quick-entry help: every game's quick-entry tokens with examples, and the window's keys.

It is the manual's "Quick entry and keys" page (:mod:`ui.manual`: Help ▸ Quick entry help, or
F1 and the link in the manual). The tokens come from :mod:`scorepad.records.quick_entry`'s tables,
the
ones the parser reads, so the help cannot disagree with the parser; the keys are read from the
window's own actions, so they are the keys that work.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from scorepad.i18n import say
from scorepad.records.quick_entry import help_rows
from scorepad.rules import GAMES

Key = tuple[str, str, str]  # menu, command, keys


def window_keys(window: QMainWindow) -> list[Key]:
    """(menu, command, keys) for every action of the window's menus that has a shortcut, in
    menu order; submenus are walked too."""
    out: list[Key] = []
    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            out += _menu_keys(_plain(top.text()), menu.actions())
    return out


def _menu_keys(where: str, actions: Iterable[QAction]) -> list[Key]:
    out: list[Key] = []
    for action in actions:
        sub = action.menu()
        if isinstance(sub, QMenu):
            out += _menu_keys(f"{where} ▸ {_plain(action.text())}", sub.actions())
            continue
        keys = [
            k.toString(QKeySequence.SequenceFormat.NativeText)
            for k in action.shortcuts()
            if not _dedicated(k)
        ]
        keys = [k for k in keys if k]
        if keys and not action.isSeparator():
            # an action whose text changes (Undo names the hand it undoes) names its command
            name = action.property("command") or _plain(action.text())
            out.append((where, str(name), ", ".join(keys)))
    return out


#: Keys of their own on some keyboards that the platform adds to a standard shortcut (Close,
#: Help, Zoom In): not keys to type, so the help lists the ones that are ("Ctrl+W", "F1").
_DEDICATED = frozenset(
    {
        Qt.Key.Key_Close,
        Qt.Key.Key_Help,
        Qt.Key.Key_ZoomIn,
        Qt.Key.Key_ZoomOut,
        Qt.Key.Key_Back,
        Qt.Key.Key_Forward,
        Qt.Key.Key_Refresh,
        Qt.Key.Key_Open,
        Qt.Key.Key_Save,
        Qt.Key.Key_New,
        Qt.Key.Key_Copy,
        Qt.Key.Key_Cut,
        Qt.Key.Key_Paste,
        Qt.Key.Key_Undo,
        Qt.Key.Key_Redo,
        Qt.Key.Key_Find,
        Qt.Key.Key_Print,
    }
)


def _dedicated(seq: QKeySequence) -> bool:
    return any(seq == QKeySequence(key) for key in _DEDICATED)


def _plain(text: str) -> str:
    """A menu text without its mnemonic mark or trailing dots: "&New rubber…" → "New rubber"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")


def help_html(first: str | None = None, keys: Sequence[Key] = ()) -> str:
    """The help as HTML: one section per game (``first`` first), then the keys."""
    games = sorted(GAMES, key=lambda g: g != first)
    e = html.escape
    parts = [
        f"<h2>{e(QCoreApplication.translate('Help', 'Quick entry'))}</h2>",
        "<p>"
        + e(
            QCoreApplication.translate(
                "Help",
                "One line per hand: tokens separated by spaces, in any "
                "order, upper or lower case. Enter records the hand; the "
                "hint under the line says what it means.",
            )
        )
        + "</p>",
        "<p>" + " · ".join(f'<a href="#{g}">{e(GAMES[g].title)}</a>' for g in games) + "</p>",
    ]
    for game in games:
        parts.append(f'<h3><a name="{game}"></a>{e(GAMES[game].title)}</h3>')
        parts.append(
            _table(
                [
                    QCoreApplication.translate("Help", "Token"),
                    QCoreApplication.translate("Help", "Meaning"),
                    QCoreApplication.translate("Help", "Example"),
                ],
                _rows(game),
            )
        )
    if keys:
        parts.append(f"<h2>{e(QCoreApplication.translate('Help', 'Keys'))}</h2>")
        parts.append(
            _table(
                [
                    QCoreApplication.translate("Help", "Menu"),
                    QCoreApplication.translate("Help", "Command"),
                    QCoreApplication.translate("Help", "Keys"),
                ],
                [[e(k) for k in key] for key in keys],
            )
        )
    return "\n".join(parts)


def _rows(game: str) -> list[list[str]]:
    out = []
    for row in help_rows(game):
        token = f"<b><code>{html.escape(row.token)}</code></b>"
        if row.also:
            also = html.escape(QCoreApplication.translate("Help", "also"))
            token += f"<br><small>{also} <code>{html.escape(row.also)}</code></small>"
        example = f"<code>{html.escape(row.example)}</code>"
        out.append([token, html.escape(say(row.meaning)), example])
    return out


def _table(heads: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in heads)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (
        "<table width='100%' cellspacing='0' cellpadding='4' border='1'>"
        f"<tr>{head}</tr>{body}</table>"
    )
