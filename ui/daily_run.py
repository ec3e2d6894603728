"""The day's check and backup, run in the background once the window takes typing.

At the day's first start the history is opened without them (``Store.open(path,
day="apart")``, ``store.daily_due``); the window paints and takes typing as on any other
start, and then :class:`DailyRun` runs :func:`scorepad.store.daily.run_daily` on a thread of
its own (its own SQLite connections: the window records meanwhile). The status bar says what
runs and when it ends ("Checking the history…", "Backing up the history…", "History checked ·
Backup made"). What it found comes back on the window's thread (:meth:`DailyRun.finished`):

- damage: the window becomes read-only, with its banner, and the last good backup is offered;
- chains that do not match: the banner naming how many, and the dialog naming which
  (:mod:`ui.dialogs.history_problems`);
- a history older than its newest backup: the line that says so (:mod:`ui.history_codes`);
- a backup that could not be made: said in the status bar and in a message box.

Quitting meanwhile stops it (:meth:`DailyRun.stop`, waited for: a step of the copy at most):
the unfinished copy is removed, and the next start does it again.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel

from scorepad.store.daily import BACKGROUND_CHECK_S, BACKING_UP, CHECKING, DailyFound, run_daily
from scorepad.store.files import Stop

#: How long "History checked · Backup made" stays in the status bar, in ms.
DONE_SHOWN_MS = 15_000


class DailyRun(QObject):
    """The day's check and backup of ``path`` on a thread; ``step`` and ``finished`` come on
    the thread of this object (the window's)."""

    step = Signal(str)
    finished = Signal(object)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.halt = Stop()
        self.found: DailyFound | None = None
        self._thread = threading.Thread(target=self._run, name="scorepad-daily", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self) -> None:
        """Stop it and wait (a step of the copy at most); what was left unfinished is
        removed, and nothing found is used."""
        self.halt.set()
        if self._thread.is_alive():
            self._thread.join()

    def _run(self) -> None:
        found = run_daily(self.path, self.halt, budget=BACKGROUND_CHECK_S, on_step=self._step)
        self.found = found
        if not self.halt.is_set():
            self._emit(self.finished, found)

    def _step(self, step: str) -> None:
        if not self.halt.is_set():
            self._emit(self.step, step)

    def _emit(self, signal: Any, value: object) -> None:
        """Emit from the thread; a window deleted meanwhile (never closed, so never stopped)
        has nobody to tell: what was found is then left for the next start."""
        try:
            signal.emit(value)
        except RuntimeError:  # the C++ object is gone
            self.halt.set()


def start_daily(window: Any) -> DailyRun | None:
    """Run the day's check and backup for ``window``'s history if they are due (see the
    module's notes); the run, or None."""
    store = window.store
    if not store.daily_due or store.path is None or store.closed or window.daily is not None:
        return None
    label = QLabel(window)
    label.setObjectName("daily_status")
    window.statusBar().addPermanentWidget(label)
    run = DailyRun(store.path, window)
    window.daily = run
    queued = Qt.ConnectionType.QueuedConnection
    run.step.connect(lambda step: label.setText(step_text(step)), queued)
    run.finished.connect(lambda found: _finished(window, label, found), queued)
    label.setText(step_text(CHECKING))
    run.start()
    return run


def _tr(text: str) -> str:
    return QCoreApplication.translate("DailyRun", text)


def step_text(step: str) -> str:
    if step == BACKING_UP:
        return _tr("History checked · Backing up the history…")
    return _tr("Checking the history…")


def _finished(window: Any, label: QLabel, found: DailyFound) -> None:
    store = window.store
    if store.closed:
        return
    store.take_daily(found)
    if found.damage is not None:
        label.setText(_tr("The history is damaged"))
        window.became_read_only()
        damage = found.damage
        QTimer.singleShot(0, window, lambda: window.offer_restore(damage))
        return
    if store.chain_problems or store.drive_chain_problems:
        # Lazy: only a history whose chains do not match shows this banner (~5 ms)
        from ui.dialogs.history_problems import add_chain_banner

        add_chain_banner(window, store)
    if store.backup_notes:  # older than its newest backup
        # Lazy: only a history older than its backup shows this banner
        from ui.history_codes import add_backup_banner

        add_backup_banner(window, store.backup_notes)
    if found.backup_error is not None:
        label.setText(_tr("History checked · No backup made"))
        # Lazy: the message box only when the backup could not be made
        from ui.dialogs.errors import show_error

        error = found.backup_error
        QTimer.singleShot(0, window, lambda: show_error(window, error))
        return
    label.setText(_tr("History checked · Backup made"))
    QTimer.singleShot(DONE_SHOWN_MS, label, label.hide)
