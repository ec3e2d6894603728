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
* :meth:`Notifier.later` lets a view hidden behind another tab of a shown window read another
  connection's change when it is shown, or a moment later, one view per turn of the event loop:
  the pads in front repaint first, and the views behind never hold up a frame.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from scorepad.errors import ScorepadError
from scorepad.store import Change, Store
from ui.undo import UndoRegistry

#: How often another process's changes are looked for (``PRAGMA data_version``), in ms.
POLL_MS = 1000
#: How long a view behind another tab waits before it reads a change it was told of, in ms
#: (changes that arrive meanwhile are read with it, once).
LATER_MS = 100


class Notifier(QObject):
    """The history's changes as a Qt signal. Get it with :meth:`of`.

    Signals:
        changed(Change): something in the history changed (here or in another process).
    """

    changed = Signal(object)

    def __init__(self, store: Store) -> None:
        super().__init__()
        self.store = store
        self.undo = UndoRegistry(store, self)
        store.subscribe(self._heard)
        self._states: dict[int, Change] = {}  # rubber id: as read since the last change
        self._behind: dict[int, QWidget] = {}  # id(view): views to read again (in order)
        #: True while a view behind reads a change it was told of earlier (:meth:`later`).
        self.catching_up = False
        self._later_timer = QTimer(self)
        self._later_timer.setSingleShot(True)
        self._later_timer.timeout.connect(self._catch_up_one)
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
    def later(self, view: QWidget, change: Change) -> bool:
        """Whether ``view``, told of ``change``, may read it later (then its ``reload()`` is
        called, and its ``report_error(e)`` tells of a failure: a
        :class:`~ui.rubber_pane.RubberPane`): a change by another connection, to a view hidden
        behind another tab of a window that is shown. The view reads it when it is shown, or after
        :data:`LATER_MS`, each view in a turn of the event loop of its own."""
        if change.kind != "external" or view.isVisible() or not view.window().isVisible():
            return False
        if id(view) not in self._behind:
            self._behind[id(view)] = view
            view.installEventFilter(self)
        if not self._later_timer.isActive():
            self._later_timer.start(LATER_MS)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and id(watched) in self._behind:
            self._catch_up(self._behind.pop(id(watched)))  # before it paints
        return False

    def _catch_up_one(self) -> None:
        if self._behind:
            self._catch_up(self._behind.pop(next(iter(self._behind))))
        if self._behind:
            self._later_timer.start(0)  # the next one in a turn of its own

    def _catch_up(self, view: Any) -> None:
        if not shiboken6.isValid(view):
            return  # closed meanwhile
        view.removeEventFilter(self)
        self.catching_up = True
        try:
            view.reload()
        except ScorepadError as e:  # the rubber is gone, or cannot be read: say so, once
            view.report_error(e)
        finally:
            self.catching_up = False

    def behind(self) -> int:
        """How many views have yet to read a change they were told of."""
        return len(self._behind)

    def poll(self) -> bool:
        """Look for changes committed by another process; True when there were (the views
        have been told)."""
        if self.store.closed:
            self.timer.stop()
            return False
        return self.store.check_elsewhere()
