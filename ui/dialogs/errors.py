"""Errors at the slot boundary: what the core refuses becomes a message box with its words.

:func:`guarded` wraps a slot so that a :class:`~scorepad.errors.ScorepadError` (a record that
cannot be scored, a history that cannot be written) is shown to the user with the error's own
message, and the window carries on. A storage failure that reaches the slot as SQLite's or the
system's own error (``sqlite3.Error``, ``OSError``) is put in words first
(:func:`scorepad.store.failures.classify`: disk full, read-only, locked, damaged, or an
unexpected problem to report), so no failed write is ever silent; the hand stays in the form
to record again. Anything else is a bug: it is shown too, with its type, and then re-raised so
that tests and logs see it.
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from scorepad.errors import ScorepadError, StoreError, said
from scorepad.store.failures import UnexpectedError, classify

F = TypeVar("F", bound=Callable[..., Any])


def error_text(error: BaseException) -> str:
    if isinstance(error, ScorepadError):
        return said(error)  # the core's words in the window's language
    return f"{type(error).__name__}: {error}"


def show_error(parent: QWidget | None, error: BaseException) -> None:
    """A warning box carrying the error's message (tests monkeypatch QMessageBox.warning)."""
    if isinstance(error, UnexpectedError):
        title = QCoreApplication.translate("DialogsErrors", "Scorepad met an unexpected problem")
    elif isinstance(error, StoreError):
        title = QCoreApplication.translate("DialogsErrors", "The history cannot be used")
    elif isinstance(error, ScorepadError):
        title = QCoreApplication.translate("DialogsErrors", "Scorepad")
    else:
        title = QCoreApplication.translate("DialogsErrors", "Scorepad: internal error")
    # Lazy: message boxes after the start (QMessageBox's 12 enums, ~1 ms)
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, error_text(error))


def guarded(slot: F) -> F:
    """Decorate a method slot of a QWidget: a ScorepadError becomes a message box."""

    @functools.wraps(slot)
    def wrapper(self: QWidget, *args: Any, **kwargs: Any) -> Any:
        try:
            return slot(self, *args, **kwargs)
        except ScorepadError as e:
            show_error(self, e)
            return None
        except (sqlite3.Error, OSError) as e:
            show_error(self, classify(e, getattr(getattr(self, "store", None), "path", None)))
            if isinstance(e, sqlite3.IntegrityError | sqlite3.ProgrammingError):
                raise  # a bug, not the disk: told as an unexpected problem, and seen in the log
            return None

    return wrapper  # type: ignore[return-value]
