"""For every pair of eyes: what a screen reader is told, and how a window is reached by keys.

- :func:`announce`: a message in the status bar that a screen reader also hears: it is the
  bar's accessible description, and Qt is told it changed (with an announcement where Qt has
  them, 6.8 and later).
- :func:`name_controls`: every control of a window or dialog given an accessible name and
  description, where it has none of its own: from its label in a form (``QFormLayout``), the
  label whose buddy it is, its tooltip or its placeholder.
- :func:`unnamed_controls`, :func:`focus_chain`, :func:`skipped_by_tab`: what the tests walk
  (tests/ui/test_access.py): a control with no name, the Tab order, a control that takes the
  focus by Tab but that Tab never reaches.

The look (text size, high contrast) is in :mod:`ui.textsize` and :mod:`ui.theme`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QStatusBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

from ui import i18n

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


def tr(text: str) -> str:
    return i18n.text(QCoreApplication.translate("Access", text))


def announce(bar: QStatusBar | None, text: str) -> None:
    """Show ``text`` in the status bar and have a screen reader say it."""
    if bar is None or not text:
        return
    bar.showMessage(text)
    bar.setAccessibleName(tr("Status"))
    bar.setAccessibleDescription(text)
    if not QAccessible.isActive():
        return
    QAccessible.updateAccessibility(QAccessibleEvent(bar, QAccessible.Event.DescriptionChanged))
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(bar, text))


def _plain(text: str) -> str:
    """A label's or button's text as said: no shortcut ampersand, no trailing colon or dots."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().rstrip(":…").strip()


def _form_label(w: QWidget) -> str:
    """The text of ``w``'s label in the nearest form layout above it ("" if none)."""
    child: QWidget | None = w
    while child is not None:
        parent = child.parentWidget()
        layout = parent.layout() if parent is not None else None
        if isinstance(layout, QFormLayout):
            label = layout.labelForField(child)
            if isinstance(label, QLabel) and label.text():
                return _plain(label.text())
        child = parent
        if isinstance(child, QDialog | QMainWindow):
            break
    return ""


def _buddy_label(w: QWidget, root: QWidget) -> str:
    for label in root.findChildren(QLabel):
        if label.buddy() is w and label.text():
            return _plain(label.text())
    return ""


def own_name(w: QWidget) -> str:
    """The name Qt's accessibility gives ``w`` as it stands ("" if none)."""
    iface = QAccessible.queryAccessibleInterface(w)
    if iface is not None and iface.isValid():
        return iface.text(QAccessible.Text.Name).strip()
    return w.accessibleName().strip()


def name_for(w: QWidget, root: QWidget) -> str:
    """A name for a control that has none: its label, its tooltip, its placeholder."""
    for found in (_form_label(w), _buddy_label(w, root)):
        if found:
            return found
    if isinstance(w, QLineEdit) and w.placeholderText():
        return w.placeholderText()
    if w.toolTip():
        return _plain(QLabel(w.toolTip()).text()) if "<" not in w.toolTip() else ""
    return ""


def name_controls(root: QWidget) -> int:
    """Give every control under ``root`` that has no accessible name one (and its tooltip as
    its description, where it has none). How many were named."""
    named = 0
    for w in [root, *root.findChildren(QWidget)]:
        if not isinstance(w, CONTROLS):
            continue
        if not own_name(w):
            found = name_for(w, root)
            if found:
                w.setAccessibleName(found)
                named += 1
        if not w.accessibleDescription() and w.toolTip() and "<" not in w.toolTip():
            w.setAccessibleDescription(w.toolTip())
    return named


def unnamed_controls(root: QWidget) -> list[QWidget]:
    """The controls under ``root`` a screen reader could say nothing of (visible ones)."""
    return [
        w
        for w in [root, *root.findChildren(QWidget)]
        if isinstance(w, CONTROLS) and w.isVisibleTo(root) and not own_name(w)
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


def skipped_by_tab(root: QWidget) -> list[QWidget]:
    """Controls that take the focus by Tab but are not in ``root``'s Tab order."""
    chain = {id(w) for w in focus_chain(root)}
    return [
        w
        for w in root.findChildren(QWidget)
        if isinstance(w, CONTROLS) and _tab_focusable(w, root) and id(w) not in chain
    ]
