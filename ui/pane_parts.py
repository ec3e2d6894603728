"""The rubber pane's small parts (:mod:`ui.rubber_pane`): the filter that keeps the undo keys
for the hands' undo stack, the splitter that gives the hand form its height above the deal
list, and the least widths of the entry's side.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QSplitter

_UNDO_KEYS = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)


class UndoRouter(QObject):
    """Lets Ctrl+Z / Ctrl+Shift+Z reach the hand undo stack from the entry fields.

    A QLineEdit or spin box claims the undo keys for its own text even when it has nothing to
    undo, so the window's Undo would never fire while a field has the focus (almost always).
    The keys are never left to a field: Ctrl+Z undoes the last hand, as the Edit menu says,
    even with a line half typed in the quick entry, whose own undo would bring back an old
    line of text while the form shows another hand. With nothing to undo (the action is
    disabled) the key press that follows is swallowed too, for the same reason.
    """

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            ke: QKeyEvent = event  # type: ignore[assignment]
            combo = QKeySequence(ke.keyCombination())
            if any(
                combo.matches(QKeySequence(k)) == QKeySequence.SequenceMatch.ExactMatch
                for k in (*_UNDO_KEYS, "Ctrl+Shift+Z", "Ctrl+Y")
            ):
                if kind == QEvent.Type.ShortcutOverride:
                    event.ignore()
                return True
        return False


class FormFirst(QSplitter):
    """The hand form's side above the deal list: each time it is resized (the window, the
    pane), ``fit`` gives the form the height it needs and the deal list the rest; when the
    form grows meanwhile (a revoke added, a long refusal under the quick entry), ``fit`` gives
    it the height it lacks out of the list's share (``shrink`` False: the list is not
    resized as a hand is typed)."""

    def __init__(self, fit: Callable[..., None]) -> None:
        super().__init__(Qt.Orientation.Vertical)
        self._fit = fit

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(shrink=True)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit(shrink=False)
        return False
