"""One notifier per history: every change made anywhere in the process reaches every open view.

In the spirit of Anki's operations and ``operation_did_execute``: the store tells its listeners
of every change it commits (:meth:`scorepad.store.Store.run` returns a
:class:`~scorepad.store.Change` and hands it on); the notifier turns that into one Qt signal,
:attr:`Notifier.changed`, which every view of a rubber, a player or an evening is connected to.
Changes committed by another process (a second window, ``scorepad import``, the table-entry
server to come) are noticed through SQLite's ``PRAGMA data_version`` on the window's
connection, which reads no disk: on a timer, and by the store before each of its writes. They
arrive as a change of kind ``external``: naming the rubbers and drives written when the store
can tell (``Change.named``; only their views read again), else naming nothing, and every view
reads what it shows again.

The notifier also keeps the undo stacks, one per rubber (:class:`ui.undo.UndoRegistry`), so
that every pane showing a rubber shares its stack.

Under table entry another connection writes many times a second, and several windows show each
rubber. So that each change costs only what is in front:

* :meth:`Notifier.rubber_state` reads a rubber once for every view that shows it, until the
  history next changes (the panes of the main window and of the evening share the read);
* :meth:`Notifier.later` lets a view hidden behind another tab of a shown window keep its
  figures up to date but draw them only when it is shown: the pads in front repaint at once,
  and the views behind cost a read, not a layout;
* :attr:`Notifier.front` is emitted with each change just before :attr:`Notifier.changed`: the
  pads in front show it and paint it then, before any view (theirs included) brings the rest
  of itself up to date, so that a pad is on screen within a frame of the change however many
  views follow.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from scorepad.store import Change, Store
from ui.undo import UndoRegistry

#: How often another process's changes are looked for (``PRAGMA data_version``), in ms.
POLL_MS = 1000


class Notifier(QObject):
    """The history's changes as a Qt signal. Get it with :meth:`of`.

    Signals:
        front(Change): emitted first with each change (not a ``load``), for what must be on
            screen first: the pads in front show and paint it.
        changed(Change): something in the history changed (here or in another process).
    """

    front = Signal(object)
    changed = Signal(object)

    def __init__(self, store: Store) -> None:
        super().__init__()
        self.store = store
        self.undo = UndoRegistry(store, self)
        store.subscribe(self._heard)
        self._states: dict[int, Change] = {}  # rubber id: as read since the last change
        # id(view): a view behind another tab, and what brings its widgets up to date
        self._behind: dict[int, tuple[QWidget, Callable[[], None]]] = {}
        #: True while a view just shown draws what it was told while behind (:meth:`later`).
        self.catching_up = False
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    @classmethod
    def of(cls, store: Store) -> Notifier:
        """The store's notifier (made on first use): one per open history."""
        for listener in store.listeners():
            owner = getattr(listener, "__self__", None)
            if isinstance(owner, Notifier):
                return owner
        return cls(store)

    def _heard(self, change: Change) -> None:
        if change.kind != "load":
            self._states.clear()  # what was read may be out of date
            self.front.emit(change)
        self.changed.emit(change)

    # -- reading once ------------------------------------------------------------------------
    def rubber_state(self, rubber_id: int) -> Change:
        """The rubber as it stands (:meth:`Store.rubber_state`), read once for every view that
        asks before the history next changes."""
        state = self._states.get(rubber_id)
        if state is None:
            state = self._states[rubber_id] = self.store.rubber_state(rubber_id)
        return state

    # -- the views behind --------------------------------------------------------------------
    def later(self, view: QWidget, show: Callable[[], None]) -> bool:
        """Whether ``view`` is hidden behind another tab of a window that is shown. Then
        ``show`` (what brings its widgets up to date with what it holds) is run when it is
        shown, before it paints, and only the last one given; True. Its figures stay up to
        date meanwhile: only the drawing waits."""
        if view.isVisible() or not view.window().isVisible():
            return False
        if id(view) not in self._behind:
            self.behind()  # forget the views closed while behind
            view.installEventFilter(self)
        self._behind[id(view)] = (view, show)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and id(watched) in self._behind:
            view, show = self._behind.pop(id(watched))
            view.removeEventFilter(self)
            self.catching_up = True
            try:
                show()
            finally:
                self.catching_up = False
        return False

    def behind(self) -> int:
        """How many views wait to be shown to draw what they hold (:meth:`later`)."""
        for key, (view, _show) in list(self._behind.items()):
            if not shiboken6.isValid(view):
                del self._behind[key]  # closed meanwhile
        return len(self._behind)

    def poll(self) -> bool:
        """Look for changes committed by another process; True when there were (the views
        have been told)."""
        if self.store.closed:
            self.timer.stop()
            return False
        return self.store.check_elsewhere()
