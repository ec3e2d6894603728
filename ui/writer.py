"""Writes that wait for another program without freezing the window.

The window's store waits only a moment (:data:`ui.main_window.WINDOW_BUSY_MS`) for another
program's write lock; a write that finds the history locked raises
:class:`~scorepad.store.failures.LockedError`. :class:`LockedRetry` then runs the *same* command
object again from a :class:`QTimer`, backing off (0.2 s, 0.4 s, … at most 2 s), with "Another
program is writing to the history; the hand will be recorded when it is free (retrying…)" in the
status bar. When the lock frees, the write goes through and ``done(change)`` runs as it would
have at once; after :data:`RETRY_LIMIT_S` the user is told and the hand stays in the form. Never
dropped, never silent.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QMainWindow, QWidget

from scorepad.errors import ScorepadError
from scorepad.store import Change, Store
from scorepad.store.failures import LockedError
from ui.dialogs.errors import show_error

#: How long a locked write is retried before the user is told, in seconds.
RETRY_LIMIT_S = 30.0
#: The first wait between tries, and the longest, in ms.
FIRST_WAIT_MS = 200
LONGEST_WAIT_MS = 2000

RETRYING = str(
    QT_TRANSLATE_NOOP(
        "Writer",
        "Another program is writing to the history; the hand will be recorded when it is free "
        "(retrying…)",
    )
)


class LockedRetry(QObject):
    """Run ``command`` on ``store`` until the lock frees (or the limit), then ``done(change)``.

    ``failed(error)`` (optional) runs when it gives up or the command is refused; the error is
    shown to the user in any case. :attr:`pending` tells whether it is still trying.
    """

    def __init__(
        self,
        store: Store,
        command: Any,
        done: Callable[[Change], None],
        parent: QWidget,
        *,
        failed: Callable[[Exception], None] | None = None,
        limit_s: float | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.command = command
        self.done = done
        self.failed = failed
        self.widget = parent
        self.deadline = time.monotonic() + (RETRY_LIMIT_S if limit_s is None else limit_s)
        self.wait_ms = FIRST_WAIT_MS
        self.tries = 0
        self.pending = True
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.attempt)
        self._say(QCoreApplication.translate("Writer", RETRYING))
        self.timer.start(self.wait_ms)

    def _say(self, words: str | None) -> None:
        window = self.widget.window()
        if isinstance(window, QMainWindow):
            if words:
                window.statusBar().showMessage(words)
            else:
                window.statusBar().clearMessage()

    def attempt(self) -> None:
        """One more try (the timer's slot; tests may call it)."""
        if not self.pending:
            return
        self.tries += 1
        try:
            change = self.store.run(self.command)
        except LockedError as e:
            if time.monotonic() >= self.deadline:
                self._give_up(e)
            else:
                self.wait_ms = min(self.wait_ms * 2, LONGEST_WAIT_MS)
                self.timer.start(self.wait_ms)
            return
        except ScorepadError as e:
            self._give_up(e)
            return
        self.pending = False
        self._say(None)
        self.done(change)

    def _give_up(self, error: Exception) -> None:
        self.pending = False
        self._say(None)
        show_error(self.widget, error)
        if self.failed is not None:
            self.failed(error)

    def cancel(self) -> None:
        self.pending = False
        self.timer.stop()
        self._say(None)
