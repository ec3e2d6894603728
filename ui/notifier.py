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
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from scorepad.store import Change, Store
from ui.undo import UndoRegistry

#: How often another process's changes are looked for (``PRAGMA data_version``), in ms.
POLL_MS = 1000


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
        self.changed.emit(change)

    def poll(self) -> bool:
        """Look for changes committed by another process; True when there were (the views
        have been told)."""
        if self.store.closed:
            self.timer.stop()
            return False
        return self.store.check_elsewhere()
