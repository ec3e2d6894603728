"""Undo and redo of every recording, edit and deletion of a hand: one QUndoStack per rubber,
shared by every pane that shows it, whose commands run the store's command objects.

Every command writes through the history store (:meth:`scorepad.store.Store.run`), so that what
is undone is undone in the database too, and every open view hears of it through the notifier.
The first ``redo()`` that ``QUndoStack.push`` makes is skipped: the pane has already run the
change before pushing, so that a refusal reaches the slot that asked for it.

Each command names its hand by the deal's stable identity, never by its place, and checks what
it acts on: taking back a recording checks the rubber's version (the one the stack's last
command produced) and that the hand is still the last; undoing an edit checks that hand's
version. A change made elsewhere since (another process) makes the command refuse with a plain
message (:class:`~scorepad.store.StaleError`); it then leaves the stack, the view reloads, and
nothing else is touched.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication

from scorepad.store import (
    Change,
    Command,
    DeleteDeal,
    InsertDeal,
    RecordDeal,
    ReplaceDeal,
    Store,
)
from ui.dialogs.errors import show_error


class RubberUndo(QUndoStack):
    """The undo stack of one rubber. ``version``: the rubber's version after the last change
    made through the stack.

    Signals:
        said(str): what an undo or a redo just did, in words for the status bar.
    """

    said = Signal(str)

    def __init__(self, store: Store, rubber_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.rubber_id = rubber_id
        self.version: int | None = None

    def report(self, error: Exception) -> None:

        show_error(QApplication.activeWindow(), error)


class UndoRegistry(QObject):
    """One :class:`RubberUndo` per rubber id, for every pane of the process."""

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._stacks: dict[int, RubberUndo] = {}

    def stack(self, rubber_id: int) -> RubberUndo:
        stack = self._stacks.get(rubber_id)
        if stack is None:
            stack = self._stacks[rubber_id] = RubberUndo(self.store, rubber_id, self)
        return stack


def _hand(n: int) -> str:
    return QCoreApplication.translate("Undo", "hand {0}").format(n)


class _StoreCommand(QUndoCommand):
    def __init__(self, stack: RubberUndo, change: Change, text: str) -> None:
        super().__init__(text)
        assert change.rubber_id is not None and change.deal_ids
        self.stack = stack
        self.rubber_id = change.rubber_id
        self.deal_id = change.deal_ids[0]
        self._first = True
        stack.version = change.version

    def _run(self, command: Command) -> None:
        try:
            change = self.store.run(command)
        except Exception as e:  # Qt calls undo/redo: nothing may escape into it
            self.stack.report(e)
            self.setObsolete(True)
            return
        self.stack.version = change.version
        self._ran(change)

    @property
    def store(self) -> Store:
        return self.stack.store

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._run(self._redo())
        if not self.isObsolete():
            self.stack.said.emit(
                QCoreApplication.translate("_StoreCommand", "Redone: {0}").format(
                    self.text().lower()
                )
            )

    def undo(self) -> None:
        self._run(self._undo())
        if not self.isObsolete():
            self.stack.said.emit(
                QCoreApplication.translate(
                    "_StoreCommand", "Undone: {0} · Redo (Ctrl+Shift+Z)"
                ).format(self.text().lower())
            )

    def _ran(self, change: Change) -> None:
        """What the command keeps of the change it just made (a version, for its next run)."""

    def _redo(self) -> Command:
        raise NotImplementedError

    def _undo(self) -> Command:
        raise NotImplementedError


class RecordHand(_StoreCommand):
    """A hand recorded at the end of the rubber; undo takes it back again, only while it is
    still the last hand and nothing else has changed the rubber."""

    def __init__(self, stack: RubberUndo, change: Change) -> None:
        assert change.rubber is not None and change.index is not None
        super().__init__(
            stack,
            change,
            QCoreApplication.translate("RecordHand", "Record {0}").format(_hand(change.index + 1)),
        )
        self.deal = dict(change.rubber.deals[change.index])

    def _undo(self) -> Command:
        return DeleteDeal(self.deal_id, expect_version=self.stack.version, only_last=True)

    def _redo(self) -> Command:
        return RecordDeal(
            self.rubber_id, self.deal, expect_version=self.stack.version, deal_id=self.deal_id
        )


class EditHand(_StoreCommand):
    """A past hand corrected; undo puts the old record back, if the hand is as it was left."""

    def __init__(self, stack: RubberUndo, change: Change, new: Mapping[str, Any]) -> None:
        assert change.old_deal is not None and change.index is not None
        super().__init__(
            stack,
            change,
            QCoreApplication.translate("EditHand", "Edit {0}").format(_hand(change.index + 1)),
        )
        self.old = dict(change.old_deal)
        self.new = dict(new)
        self.deal_version = change.deal_version

    def _ran(self, change: Change) -> None:
        self.deal_version = change.deal_version

    def _undo(self) -> Command:
        return ReplaceDeal(self.deal_id, self.old, expect_deal_version=self.deal_version)

    def _redo(self) -> Command:
        return ReplaceDeal(self.deal_id, self.new, expect_deal_version=self.deal_version)


class DeleteHand(_StoreCommand):
    """A past hand deleted; undo puts it back where it was, under its own identity."""

    def __init__(self, stack: RubberUndo, change: Change) -> None:
        assert change.old_deal is not None and change.index is not None
        super().__init__(
            stack,
            change,
            QCoreApplication.translate("DeleteHand", "Delete {0}").format(_hand(change.index + 1)),
        )
        self.index = change.index
        self.old = dict(change.old_deal)
        self.deal_version = change.deal_version or 1

    def _ran(self, change: Change) -> None:
        if change.kind == "delete":
            self.deal_version = change.deal_version or 1

    def _undo(self) -> Command:
        return InsertDeal(
            self.rubber_id,
            self.index,
            self.old,
            expect_version=self.stack.version,
            deal_id=self.deal_id,
            deal_version=self.deal_version,
        )

    def _redo(self) -> Command:
        return DeleteDeal(self.deal_id, expect_deal_version=self.deal_version)
