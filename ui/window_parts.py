"""The main window's parts (:mod:`ui.main_window`): the rubbers' tab bar, a reopened rubber's
tab before it is first shown, the front rubber's pad as a progressive start paints it first, and
the buffer that keeps the keys typed before the quick entry exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QHelpEvent, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QScrollArea,
    QSplitter,
    QTabBar,
    QToolTip,
    QWidget,
)

from ui import language
from ui.settings import Settings
from ui.textsize import scale_pad

if TYPE_CHECKING:
    from scorepad.records.record import Rubber
    from scorepad.sheets.sheet import Sheet
    from scorepad.store import Change


class RubberTabs(QTabBar):
    """The rubbers' tabs. A title (the table, the game, the four names) longer than
    :data:`MAX_WIDTH` is cut short, so that several tables' tabs are in sight at once; its
    tooltip gives it whole."""

    MAX_WIDTH = 380

    def __init__(self) -> None:
        super().__init__()
        self.setElideMode(Qt.TextElideMode.ElideRight)

    def tabSizeHint(self, index: int) -> QSize:
        size = super().tabSizeHint(index)
        size.setWidth(min(size.width(), self.MAX_WIDTH))
        return size

    def tabInserted(self, index: int) -> None:
        super().tabInserted(index)
        # (a tab's tooltip is what a screen reader says of it; a mouse sees the title with it)
        self.setTabToolTip(
            index, self.tr("A rubber in play: Ctrl+Tab goes to the next, Ctrl+W closes it")
        )
        close = self.tabButton(index, QTabBar.ButtonPosition.RightSide)
        if close is not None:  # (a screen reader says what the little cross does)
            close.setAccessibleName(self.tr("Close tab"))
            close.setAccessibleDescription(
                self.tr("A rubber in play stays in the history and reopens")
            )

    def title(self, index: int) -> str:
        """The tab's whole title (its text without the "&&" that keeps a "&" from being a
        mnemonic)."""
        return self.tabText(index).replace("&&", "&")

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            help_event: QHelpEvent = event  # type: ignore[assignment]
            index = self.tabAt(help_event.pos())
            if index >= 0:  # the whole title, then what the tab is
                tip = "\n".join(t for t in (self.title(index), self.tabToolTip(index)) if t)
                QToolTip.showText(help_event.globalPos(), tip, self)
                return True
        return super().event(event)


class WaitingRubber(QLabel):
    """A reopened rubber's tab before it is first shown (loaded and scored then)."""

    def __init__(self, rubber_id: int) -> None:
        super().__init__("…")
        self.rubber_id = rubber_id


def entry_key(game: str, text_size: int) -> str:
    """What the width of a rubber's entry side depends on: the game's kind (bridge or whist:
    two least widths), the text size, and the language (the form's words)."""
    # Lazy: the pad's list of games, with the pad (ui.pad, imported by then)
    from ui.pad.ops import WHIST_GAMES

    kind = "whist" if game in WHIST_GAMES else "bridge"
    return f"{kind}_{text_size}_{language.current()}"


class FrontPad(QSplitter):
    """The front rubber's pad as a progressive start paints it first: the real pad (the
    rubber with its recorded deals, scored by the rules service) where the rubber's pane puts
    it. The pane takes its place just after the first paint
    (:meth:`ui.main_window.MainWindow.finish_start`), from the same ``state`` when the history's
    store read it (so nothing is read or scored twice); from the store afresh when the pad was
    read before the store was opened (``state`` None: :meth:`ui.main_window.MainWindow.show_front`).
    """

    def __init__(
        self,
        rubber_id: int,
        state: Change | None,
        style: Any,
        settings: Settings,
        drawn: tuple[Rubber, Sheet] | None = None,
    ) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        # Lazy: a start with no rubber in play skips the painter (ui.pad ~145 ms)
        from ui.pad import PadView, pane_sizes
        from ui.pad.ops import WHIST_GAMES

        if drawn is None:
            assert state is not None and state.rubber is not None and state.sheet is not None
            drawn = (state.rubber, state.sheet)
        self.rubber_id = rubber_id
        self.state = state
        self.pad = PadView()
        self.pad.set_style(style)
        zoom, text_size = settings.zoom, settings.text_size
        for _ in range(abs(zoom)):
            (self.pad.zoom_in if zoom > 0 else self.pad.zoom_out)()
        if text_size != 100:  # as the pane scales its pad (MainWindow._make_pane)
            scale_pad(self.pad, 100, text_size)
        self.pad.set_rubber(*drawn)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.pad)
        # As the pane lays it out (ui/rubber_pane.py): the pad on the left, the entry beside.
        self.setContentsMargins(4, 4, 4, 4)
        self.addWidget(scroll)
        # The entry's side as wide as the pane makes it (ui/rubber_pane.py: the form's width,
        # at least its least width, and its scroll bar): as the last pane of its kind made it
        # (the form is wider at a larger text size, or in a longer language), so that the pad
        # paints at the size it keeps.
        entry = QWidget()
        least = WHIST_ENTRY_WIDTH if drawn[0].game in WHIST_GAMES else ENTRY_WIDTH
        last = settings.entry_side(entry_key(drawn[0].game, text_size))
        entry.setMinimumWidth(max(last, least + scroll.verticalScrollBar().sizeHint().width()))
        self.addWidget(entry)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)
        self.setSizes(pane_sizes(drawn[0].game))


class KeyBuffer(QObject):
    """Holds the keys typed in a window before its quick entry exists (a progressive start),
    then gives them to the quick entry in the order they were typed.

    A key typed on the keyboard comes to the window's QWindow first, which hands it to the
    focus widget: the buffer filters the QWindow alone (:meth:`watch`, once the window is
    shown), not the whole application. An application-wide filter in Python would see every
    event to every object while the window is built and painted, and each object it sees for
    the first time makes PySide6 create its class's Python enums (~150 enums, 30-40 ms of the
    first paint)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._watched: QObject | None = None
        self.events: list[QKeyEvent] = []

    def watch(self) -> None:
        """Start holding the keys typed in the window (its QWindow exists once it is shown)."""
        handle = self._window.windowHandle()
        if self._watched is None and handle is not None:
            handle.installEventFilter(self)
            self._watched = handle

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            return False
        assert isinstance(event, QKeyEvent)
        self.events.append(
            QKeyEvent(
                kind,
                event.key(),
                event.modifiers(),
                event.text(),
                event.isAutoRepeat(),
                event.count(),
            )
        )
        return True

    def replay(self, target: QWidget | None) -> None:
        """Stop holding keys; send the ones held to ``target`` (dropped when None)."""
        if self._watched is not None:
            self._watched.removeEventFilter(self)
            self._watched = None
        events, self.events = self.events, []
        if target is None:
            return
        for event in events:
            QApplication.sendEvent(target, event)


# Last in the module: lupdate gives a #: comment to the translators of the next tr() after it.

#: The least width of the hand form's side, in pixels (its rows wrap below their one-line width).
ENTRY_WIDTH = 460
#: The same for the whist games, whose form is a few short rows: the marker and card take the
#: rest (the main thing on the screen for whist).
WHIST_ENTRY_WIDTH = 340
