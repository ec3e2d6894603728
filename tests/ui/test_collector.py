"""The cyclic collector settled once the window's views are built (ui.collector): a pass at
idle, then what is left frozen, so that the collector's later passes (which come in the middle
of a change, whenever its allocations trigger one) walk only what was made since."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from scorepad.record import Rubber
from scorepad.store import Store
from tests.helpers.gui import PLAYERS
from ui import collector

pytestmark = pytest.mark.qt_log_ignore("^This plugin does not support")


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the cyclic collector frees it


@pytest.fixture
def collecting() -> Iterator[None]:
    """The collector running, as in the application (Qt tests hold it: tests/conftest.py)."""
    held = not gc.isenabled()
    gc.enable()
    try:
        yield
    finally:
        gc.unfreeze()
        if held:
            gc.disable()


def test_settling_freezes_what_is_left_and_the_next_frees_cycles_among_it(
    collecting: None,
) -> None:
    node = Node()
    gone = weakref.ref(node)
    collector.settle_now()
    assert gc.get_freeze_count() > 0
    del node
    gc.collect()  # a pass of the collector's own walks past the frozen cycle ...
    assert gone() is not None
    collector.settle_now()  # ... the next settle takes it
    assert gone() is None


def test_nothing_is_settled_while_the_collector_is_held(collecting: None) -> None:
    gc.disable()
    collector.settle_now()
    assert gc.get_freeze_count() == 0


def test_the_window_and_an_evening_settle_at_idle_once_built(
    qtbot: Any, store: Store, settings_dir: Any
) -> None:
    from ui.evening import open_evening
    from ui.main_window import MainWindow

    store.create_rubber(
        Rubber(game="contract", players=dict(PLAYERS), played_on="2026-11-27", table="Table 1")
    )
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.open_rubbers_in_play()
    window.show()
    timer = collector._timer
    assert timer is not None and timer.isActive() and timer.parent() is window
    view = open_evening(store, "2026-11-27", window)
    assert timer.isActive()  # one settle, later: the evening's tables too
    fired: list[bool] = []
    timer.timeout.connect(lambda: fired.append(True))
    qtbot.waitUntil(lambda: bool(fired), timeout=collector.SETTLE_MS * 5)
    view.close()
