"""For every pair of eyes: what a screen reader is told, and how a window is reached by keys.

- :func:`announce`: a message in the status bar that a screen reader also hears: it is the
  bar's accessible description, and Qt is told it changed (with an announcement where Qt has
  them, 6.8 and later).
- :func:`unnamed_controls`, :func:`undescribed_controls`, :func:`focus_chain`,
  :func:`skipped_by_tab`: what the tests walk (tests/ui/test_access.py): a control a screen
  reader has no name for (Qt's own, or the one its label gives it), a control it can say
  nothing more of (what it does or takes: its accessible description, or its tooltip, which
  Qt gives as the description when none is set), the Tab order, a control a mouse works that
  Tab never reaches.

The look (text size, high contrast) is in :mod:`ui.textsize` and :mod:`ui.theme`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QStatusBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

#: The kinds of widget a person works: each must have a name a screen reader can say.
CONTROLS: tuple[type[QWidget], ...] = (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QTabBar,
)


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


def _label_of(w: QWidget) -> str:
    """The text of the label whose buddy ``w`` is, in its window ("" if none)."""
    for label in w.window().findChildren(QLabel):
        if label.buddy() is w and label.text():
            return label.text().replace("&", "").strip()
    return ""


def own_name(w: QWidget) -> str:
    """The name Qt's accessibility gives ``w`` as it stands ("" if none). A combo box's is its
    own name or its label's: on Linux Qt says its current choice as its name (the label reaches
    a screen reader as a relation), which names nothing when the choice is "–"."""
    if isinstance(w, QComboBox):
        return w.accessibleName().strip() or _label_of(w)
    iface = QAccessible.queryAccessibleInterface(w)
    if iface is not None and iface.isValid():
        return iface.text(QAccessible.Text.Name).strip()
    return w.accessibleName().strip()


def unnamed_controls(root: QWidget) -> list[QWidget]:
    """The controls under ``root`` a screen reader could say nothing of (visible ones)."""
    return [
        w
        for w in [root, *root.findChildren(QWidget)]
        if isinstance(w, CONTROLS) and w.isVisibleTo(root) and not own_name(w)
    ]


def own_description(w: QWidget) -> str:
    """What Qt's accessibility says of ``w`` after its name ("" if nothing): its accessible
    description, or its tooltip when it has none. A tab bar says nothing of its own: what a
    reader hears is its current tab's, the tab's tooltip; "" unless every tab has one."""
    iface = QAccessible.queryAccessibleInterface(w)
    if iface is None or not iface.isValid():
        return (w.accessibleDescription() or w.toolTip()).strip()
    if isinstance(w, QTabBar):  # a reader is on a tab: each says its own (its tooltip)
        tabs = [iface.child(i) for i in range(iface.childCount())]
        said = [t.text(QAccessible.Text.Description).strip() for t in tabs if _is_tab(t)]
        return said[w.currentIndex()] if said and all(said) else ""
    return iface.text(QAccessible.Text.Description).strip()


def _is_tab(iface: QAccessibleInterface | None) -> bool:
    return iface is not None and iface.role() == QAccessible.Role.PageTab


def undescribed_controls(root: QWidget) -> list[QWidget]:
    """The controls under ``root`` a person can work (shown, enabled, taking the focus) of
    which a screen reader says only the name: no description of what they do or take. A part
    its control speaks for (a spin box's line edit, a scroll bar, a list's header) is left
    out."""
    return [
        w
        for w in [root, *root.findChildren(QWidget)]
        if isinstance(w, CONTROLS)
        and not _part_of_another(w)
        and w.isVisibleTo(root)
        and w.isEnabled()
        and w.focusPolicy() != Qt.FocusPolicy.NoFocus
        and w.focusProxy() is None
        and not own_description(w)
    ]


def _tab_focusable(w: QWidget, root: QWidget) -> bool:
    return bool(
        w.isVisibleTo(root)
        and w.isEnabled()
        and (w.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and w.focusProxy() is None
    )


def focus_chain(root: QWidget) -> list[QWidget]:
    """The widgets under ``root`` in Tab order, once round (as Qt's nextInFocusChain goes)."""
    chain: list[QWidget] = []
    w = root.nextInFocusChain()
    seen: set[int] = set()
    while w is not None and id(w) not in seen and w is not root:
        seen.add(id(w))
        if (w is root or root.isAncestorOf(w)) and _tab_focusable(w, root):
            chain.append(w)
        w = w.nextInFocusChain()
    return chain


def _part_of_another(w: QWidget) -> bool:
    """A part its control speaks and takes the keys for: a spin box's or combo's line edit, a
    list's header, a scroll bar (the keys scroll the view), a tab's close button (Ctrl+W), a line
    edit's clear button (Ctrl+A, Delete)."""
    parent = w.parentWidget()
    if isinstance(parent, QAbstractSpinBox | QComboBox | QTabBar | QLineEdit):
        return True
    return isinstance(w, QScrollBar) or (
        isinstance(w, QHeaderView) and isinstance(parent, QAbstractItemView)
    )


def skipped_by_tab(root: QWidget) -> list[QWidget]:
    """Controls a mouse can work that Tab never reaches: shown and enabled, but taking no
    focus by Tab, or out of ``root``'s Tab order."""
    chain = {id(w) for w in focus_chain(root)}
    out = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, CONTROLS) or _part_of_another(w):
            continue
        if not (w.isVisibleTo(root) and w.isEnabled()) or w.focusProxy() is not None:
            continue
        if not (w.focusPolicy() & Qt.FocusPolicy.TabFocus) or id(w) not in chain:
            out.append(w)
    return out
