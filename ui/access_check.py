"""What the tests walk for every pair of eyes (tests/ui/test_access.py): a control a screen
reader has no name for (Qt's own, or the one its label gives it), a control it can say nothing
more of (what it does or takes: its accessible description, or its tooltip, which Qt gives as
the description when none is set), the Tab order, a control a mouse works that Tab never
reaches.

What the window does for a screen reader (its announcements, the names it gives) is in
:mod:`ui.access`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
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
