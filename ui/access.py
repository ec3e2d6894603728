"""For every pair of eyes: what a screen reader is told, and how a window is reached by keys.

- :func:`announce`: a message in the status bar that a screen reader also hears: it is the
  bar's accessible description, and Qt is told it changed (with an announcement where Qt has
  them, 6.8 and later).
- :func:`with_clear_button`, :func:`describe_buttons`, :func:`about`: names and descriptions
  for what Qt leaves unnamed.

What the tests walk (a control a screen reader has no name for, the Tab order...) is in
:mod:`ui.access_check`.

The look (text size, high contrast) is in :mod:`ui.textsize` and :mod:`ui.theme`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QLineEdit, QStatusBar

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialogButtonBox


#: What a screen reader says of the buttons many windows have, after their names: marked for
#: the catalogue here and translated when read (:func:`about`).
ABOUT = {
    "print": QT_TRANSLATE_NOOP("Access", "Print this report on a printer you choose"),
    "preview": QT_TRANSLATE_NOOP("Access", "Show the report as it will be printed"),
    "pdf": QT_TRANSLATE_NOOP("Access", "Save the report as a PDF file"),
    "close": QT_TRANSLATE_NOOP("Access", "Close this window"),
}


def about(kind: str) -> str:
    """What a screen reader says of a common button (:data:`ABOUT`), in the window's
    language."""
    return QCoreApplication.translate("Access", str(ABOUT[kind]))


def tr(text: str) -> str:
    return QCoreApplication.translate("Access", text)


def announce(bar: QStatusBar | None, text: str) -> None:
    """Show ``text`` in the status bar and have a screen reader say it."""
    if bar is None or not text:
        return
    bar.showMessage(text)
    bar.setAccessibleName(QCoreApplication.translate("Access", "Status"))
    bar.setAccessibleDescription(text)
    # Lazy: Qt's accessibility with the first message said, after ready (8 enums, ~1 ms)
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent

    if not QAccessible.isActive():
        return
    QAccessible.updateAccessibility(QAccessibleEvent(bar, QAccessible.Event.DescriptionChanged))
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(bar, text))


def with_clear_button(edit: QLineEdit) -> QLineEdit:
    """``edit`` with its clear button (the little cross, a mouse's way to empty it; the keys'
    is Ctrl+A, Delete) named for a screen reader. Returns ``edit``."""
    edit.setClearButtonEnabled(True)
    for button in edit.findChildren(QAbstractButton):
        if not button.text() and not button.accessibleName():
            button.setAccessibleName(QCoreApplication.translate("Access", "Clear the text"))
    return edit


def describe_buttons(box: QDialogButtonBox) -> QDialogButtonBox:
    """A dialog's standard buttons described for a screen reader (OK, Cancel, Close, Save):
    those that have no description yet. A button of the dialog's own is described where it is
    made. Returns ``box``."""
    # Lazy: imported by the dialog already (not before the window is ready, ~1 ms)
    from PySide6.QtWidgets import QDialogButtonBox

    words = {
        QDialogButtonBox.StandardButton.Ok: QCoreApplication.translate(
            "Access", "Accept what is filled in and close"
        ),
        QDialogButtonBox.StandardButton.Cancel: QCoreApplication.translate(
            "Access", "Close without changing anything"
        ),
        QDialogButtonBox.StandardButton.Close: QCoreApplication.translate(
            "Access", "Close this window"
        ),
        QDialogButtonBox.StandardButton.Save: QCoreApplication.translate(
            "Access", "Save the changes and close"
        ),
    }
    for which, text in words.items():
        button = box.button(which)
        if button is not None and not button.accessibleDescription():
            button.setAccessibleDescription(text)
    return box
