"""Python's cyclic garbage collector, kept from pausing the window in the middle of a change.

A full pass of the collector walks every object the process holds. With an evening of 25
tables open that is some 75,000 objects, most of them PySide6's wrappers of the window's own
widgets, and the pass takes 35-50 ms on the GUI thread; it comes whenever a change's
allocations happen to trigger it (a few times a minute while the phones send hands), and the
pad in front is painted that much later (measured with bench/bench_entry_window.py).

What the window builds to stay (its menus, panes and pads, an evening's tables, a drive's
window) is settled once it is built: at idle, just after, one full pass frees what is garbage
by then and :func:`gc.freeze` moves every object left out of the collector's walks. Its later
passes walk only what was made since (about 7,000 objects after 30 s of table entry: 1-2 ms).
Nothing is kept alive by this: objects are still freed by their reference counts as ever,
and each settle first unfreezes, so cycles among objects frozen before (a pane closed since,
say) are collected by its pass.
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QObject, QTimer

#: How long after the last request the settling pass waits (the window is idle by then: a
#: build's own paints and the replayed keys of a start come first).
SETTLE_MS = 700

_timer: QTimer | None = None


def settle(owner: QObject) -> None:
    """Settle what has just been built, once the window is idle (:data:`SETTLE_MS` after the
    last request; requests in between are one). ``owner`` keeps the timer: a timer of a
    window that is gone never fires."""
    global _timer
    if _timer is None or not shiboken6.isValid(_timer):  # (its owner was deleted)
        _timer = QTimer(owner)
        _timer.setSingleShot(True)
        _timer.setInterval(SETTLE_MS)
        _timer.timeout.connect(settle_now)
    _timer.start()


def settle_now() -> None:
    """One full pass over every object (frozen ones too), then freeze what is left. Nothing
    while the collector is held (a drive's sheet being made, a test of Qt widgets): whoever
    holds it decides when it runs."""
    if not gc.isenabled():
        return
    gc.unfreeze()
    gc.collect()
    gc.freeze()
