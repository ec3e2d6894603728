"""Shared test set-up: headless Qt and the Hypothesis profiles.

Helpers and paths are in :mod:`tests.helpers`; nothing should import this file.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator

# Headless before anything imports Qt; tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
# The core's source language, whatever the machine's (LANGUAGE comes first in scorepad.i18n's
# choice; LC_ALL and LANG are left alone for Qt's encoding): the tests read Scorepad's British
# English words, and tests/core/test_i18n.py chooses the other languages itself.
os.environ["LANGUAGE"] = "en_GB"

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=100, deadline=None)
settings.register_profile(
    "ci", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(
    "ci" if os.environ.get("CI") else os.environ.get("HYPOTHESIS_PROFILE", "default")
)


# -- Qt objects die at a safe point, never inside Qt's event dispatch ------------------------------
# A test's window is owned by Python (pytest-qt keeps only a weak reference to it). When a
# reference cycle holds it (a child that keeps its window, a lambda on an attribute), it is
# freed by Python's cyclic garbage collector, which runs whenever Python allocates: perhaps in
# a Python event handler that Qt is dispatching to that very window, after the test returned,
# while pytest-qt processes the events still waiting. Qt then uses a widget it has just
# deleted, and the process dies with a segmentation fault (CI saw it twice, at the same test
# of a full run, never in a shorter one). So during a Qt test the collector waits, and it
# runs once the test's widgets are closed, where deleting them is safe; what is left alive
# is frozen, so that each collection only looks at the objects of the test just run.
def _uses_qt(item: pytest.Item) -> bool:
    names = getattr(item, "fixturenames", ())
    return item.get_closest_marker("gui") is not None or "qtbot" in names or "qapp" in names


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    if _uses_qt(item):
        gc.disable()
    return (yield)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    try:
        return (yield)
    finally:
        if not gc.isenabled():
            gc.collect()
            gc.freeze()
            gc.enable()
        _no_qt_application_left(item)


# -- the core's tests leave no Qt application behind --------------------------------------------
# A core test that runs a painting subcommand (``report``, ``render``) in this process makes a
# QGuiApplication there; the window's tests after it then find that one instead of their
# QApplication, and the first widget aborts the whole run (a run of the whole suite did). Such a
# subcommand is run in its own process; this says which test did otherwise.
def _no_qt_application_left(item: pytest.Item) -> None:
    core = item.path.parent.name == "core"
    if core and "PySide6.QtCore" in sys.modules and not _uses_qt(item):
        from PySide6.QtCore import QCoreApplication

        if QCoreApplication.instance() is not None:
            pytest.fail(
                f"{item.nodeid} left a Qt application in the test process: run what paints "
                "in a subprocess",
                pytrace=False,
            )
