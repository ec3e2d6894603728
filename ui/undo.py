"""Undo and redo of every recording, edit and deletion of a hand (QUndoStack commands).

Every command writes through the history store, so that what is undone is undone in the
database too (and the store's audit trail records it). The first ``redo()`` that
``QUndoStack.push`` makes is skipped: the pane has already written the change through the store
before pushing, so that a refusal (a :class:`~scorepad.errors.ScorepadError`) reaches the slot
that asked for it instead of vanishing inside Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from PySide6.QtGui import QUndoCommand

from scorepad.record import Rubber


class RubberTarget(Protocol):
    """What a command acts on: the rubber's id in the store, and the pane that shows it."""

    rubber_id: Any

    @property
    def store(self) -> Any: ...

    def show_rubber(self, rubber: Rubber, recorded: bool = False) -> None: ...

    def report_error(self, error: Exception) -> None: ...


def _describe(deal: Mapping[str, Any], n: int) -> str:
    return f"hand {n}"


class _StoreCommand(QUndoCommand):
    def __init__(self, target: RubberTarget, text: str) -> None:
        super().__init__(text)
        self.target = target
        self._first = True

    def _run(self, action: Callable[[], Rubber | None]) -> None:
        try:
            rubber = action()
            if not isinstance(rubber, Rubber):
                rubber = self.target.store.load_rubber(self.target.rubber_id)
            self.target.show_rubber(rubber)
        except Exception as e:  # Qt calls undo/redo: nothing may escape into it
            self.target.report_error(e)
            self.setObsolete(True)

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._run(self._do)

    def undo(self) -> None:
        self._run(self._undo)

    def _do(self) -> Rubber | None:
        raise NotImplementedError

    def _undo(self) -> Rubber | None:
        raise NotImplementedError


class RecordDeal(_StoreCommand):
    """A hand recorded at the end of the rubber; undo deletes it again."""

    def __init__(self, target: RubberTarget, index: int, deal: Mapping[str, Any]) -> None:
        super().__init__(target, f"Record {_describe(deal, index + 1)}")
        self.index = index
        self.deal = dict(deal)

    def _do(self) -> Rubber | None:
        return self.target.store.record_deal(self.target.rubber_id, self.deal)  # type: ignore[no-any-return]

    def _undo(self) -> Rubber | None:
        return self.target.store.delete_deal(self.target.rubber_id, self.index)  # type: ignore[no-any-return]


class ReplaceDeal(_StoreCommand):
    """A past hand corrected; undo puts the old record back."""

    def __init__(
        self, target: RubberTarget, index: int, old: Mapping[str, Any], new: Mapping[str, Any]
    ) -> None:
        super().__init__(target, f"Edit {_describe(new, index + 1)}")
        self.index = index
        self.old = dict(old)
        self.new = dict(new)

    def _do(self) -> Rubber | None:
        return self.target.store.replace_deal(  # type: ignore[no-any-return]
            self.target.rubber_id, self.index, self.new
        )

    def _undo(self) -> Rubber | None:
        return self.target.store.replace_deal(  # type: ignore[no-any-return]
            self.target.rubber_id, self.index, self.old
        )


class DeleteDeal(_StoreCommand):
    """A past hand deleted; undo inserts it back where it was."""

    def __init__(self, target: RubberTarget, index: int, old: Mapping[str, Any]) -> None:
        super().__init__(target, f"Delete {_describe(old, index + 1)}")
        self.index = index
        self.old = dict(old)

    def _do(self) -> Rubber | None:
        return self.target.store.delete_deal(  # type: ignore[no-any-return]
            self.target.rubber_id, self.index
        )

    def _undo(self) -> Rubber | None:
        return self.target.store.insert_deal(  # type: ignore[no-any-return]
            self.target.rubber_id, self.index, self.old
        )
