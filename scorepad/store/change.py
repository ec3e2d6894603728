"""What a change to the history is, below every part of the store: the :class:`Change` a command
returns, the :class:`Command` protocol, and :class:`Session`, what a command (and the drives and
the checks) are handed of the store that runs them.

Nothing here imports a part of the store, so that the commands (:mod:`scorepad.store.changes`,
:mod:`scorepad.store.drives`) and the checks (:mod:`scorepad.store.checks`) can be typed against
the store without importing it; :class:`scorepad.store.core.Store` satisfies :class:`Session`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from scorepad.errors import ScorepadError
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import Sheet
from scorepad.store.rows import Player
from scorepad.store.schema import State

if TYPE_CHECKING:
    from scorepad.store.ledger import Stored

if TYPE_CHECKING:
    pass


class StaleError(ScorepadError):
    """A change whose target was changed since the change was made (in another window or
    program): refused, nothing written. The view reloads; the change can be made again."""


ChangeKind = Literal[
    "load",
    "external",
    "create",
    "record",
    "replace",
    "insert",
    "delete",
    "abandon",
    "reopen",
    "player",
    "rename",
    "merge",
    "import",
    "move",
    "discard",
    "drive",
]


@dataclass(frozen=True, slots=True)
class DealRef:
    """A deal's stable identity in the history and its version (counted up at each edit)."""

    id: int
    version: int


@dataclass(frozen=True, slots=True)
class Change:
    """What one change to the history did (:meth:`Store.run` returns it and tells the
    listeners).

    For a change to one rubber: its id, the rubber and sheet as they now stand (scored once, on
    the way in), the rubber's new version, the deals it touched (``deal_ids``; the first one's
    version ``deal_version``) and the identities of all its deals in order. ``rubber_ids`` and
    ``player_ids`` name everything else touched (a rename, merge or import). ``external``: some
    other process committed changes; nothing more is known unless ``named`` is set: then the
    rubbers (new ones too) it wrote are ``rubber_ids``, the drives ``drive_ids``, the players
    it added ``player_ids``, and nothing else changed (:meth:`Store.check_elsewhere`).
    ``load`` is no change at all but a rubber read as it stands (:meth:`Store.rubber_state`).
    ``drive``: a drive was written (:mod:`scorepad.store.drives`): ``drive_id`` (or
    ``drive_ids``, an import) names it, and ``drive`` is what the write left (a
    :class:`~scorepad.store.drives.DriveChange`). The drive commands
    (:class:`~scorepad.store.drives.RecordRoundResult` …) are run by :meth:`Store.run` as these
    are. An ``import`` names the drives it added or brought up to date in ``drive_ids``, those
    brought up to date in ``updated_drive_ids`` too, and those it found
    already here as they are in ``unchanged_drive_ids``.
    """

    kind: ChangeKind
    rubber_id: int | None = None
    rubber: Rubber | None = None
    sheet: Sheet | None = None
    version: int | None = None
    deal_ids: tuple[int, ...] = ()
    deals: tuple[DealRef, ...] = ()
    state: State | None = None
    index: int | None = None  # the 0-based place of the deal changed
    old_deal: Mapping[str, Any] | None = None  # the record replaced or deleted
    deal_version: int | None = None
    rubber_ids: tuple[int, ...] = ()
    player_ids: tuple[int, ...] = ()
    player: Player | None = None
    #: An import: the rubbers already here that it brought up to date (also in
    #: ``rubber_ids``), and those it found already here as they are (not in ``rubber_ids``).
    updated_ids: tuple[int, ...] = ()
    unchanged_ids: tuple[int, ...] = ()
    #: An import: those of ``unchanged_ids`` of which the import held less than the history
    #: (an older copy of the rubber, or one cut since): nothing of them was taken.
    older_ids: tuple[int, ...] = ()
    #: An import: the export's damaged records, each refused in words by its name;
    #: nothing of them was written, everything else was imported.
    refused: tuple[str, ...] = ()

    drive_id: int | None = None
    drive_ids: tuple[int, ...] = ()
    drive: Any = None
    updated_drive_ids: tuple[int, ...] = ()
    unchanged_drive_ids: tuple[int, ...] = ()
    #: An ``external`` change that names all it changed (see above).
    named: bool = False

    @property
    def unknown(self) -> bool:
        """Another process wrote, and what is not known: every view reads itself again."""
        return self.kind == "external" and not self.named

    def touches_drive(self, drive_id: int) -> bool:
        """Whether a view of drive ``drive_id`` must be brought up to date."""
        return (
            self.unknown
            or self.kind == "import"
            or drive_id == self.drive_id
            or drive_id in self.drive_ids
        )

    def touches(self, rubber_id: int) -> bool:
        """Whether a view of ``rubber_id`` must be brought up to date."""
        return self.unknown or rubber_id == self.rubber_id or rubber_id in self.rubber_ids


def changed_rubber(change: Change) -> Rubber:
    assert change.rubber is not None
    return change.rubber


class Command(Protocol):
    """One change to the history, as data: :meth:`Store.run` runs it in one transaction (and
    may run it again, e.g. once another program has let go of the write lock)."""

    def apply(self, store: Any) -> Change:
        """Make the change in ``store`` (a :class:`Session`; typed loosely here so that each kind
        of command may ask for the store it was written for)."""
        ...


class Session(Protocol):
    """What a command, the drives and the checks are handed of the store that runs them: its
    connection (inside the store's transaction, in ``run``), its reads and the writes that
    every change shares. :class:`scorepad.store.core.Store` satisfies it."""

    @property
    def conn(self) -> sqlite3.Connection: ...

    pending_changes: list[Change]

    def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...

    def audit_deal(
        self,
        rubber_id: int,
        index: int,
        action: str,
        old: Mapping[str, Any] | None,
        new: Mapping[str, Any] | None,
    ) -> None: ...

    def record_change(
        self,
        kind: ChangeKind,
        rubber_id: int,
        rubber: Rubber,
        sheet: Sheet,
        deal_ids: tuple[int, ...],
        *,
        resume: bool = False,
        index: int | None = None,
        old_deal: Mapping[str, Any] | None = None,
        deal_version: int | None = None,
    ) -> Change: ...

    def deal_refs(self, rubber_id: int) -> tuple[DealRef, ...]: ...

    def deal_row(self, deal_id: int) -> sqlite3.Row: ...

    def discard_empty_rubber(self, rubber_id: int) -> Change: ...

    def check_version(self, rubber_id: int, expect: int | None) -> int: ...

    def header_row(self, rubber_id: int) -> Any: ...

    def import_items(self, obj: object) -> Change: ...

    def insert_rubber(
        self,
        rubber: Rubber,
        sheet: Sheet,
        *,
        state: State | None,
        started_at: str | None,
        finished_at: str | None,
        uid: str | None = None,
        chain: Stored | None = None,
        verified: bool = True,
    ) -> int: ...

    def load_record(self, rubber_id: int, *, with_deals: bool = True) -> Rubber: ...

    def merge_player_rows(self, keep_id: int, drop_id: int) -> Change: ...

    def move_seated_player(self, move: Any) -> Change: ...

    def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Any: ...

    def player_row(self, player_id: int) -> Player: ...

    def player_id(self, name: str, *, create: bool, field: str = "player") -> int: ...

    def rename_player_rows(self, player_id: int, new_name: str) -> Change: ...

    def set_state(self, rubber_id: int, expect: int | None, old: State, new: State) -> Change: ...

    def shift_deals(self, rubber_id: int, start: int, step: int) -> None: ...

    def update_cache(
        self,
        rubber_id: int,
        rubber: Rubber,
        sheet: Sheet,
        *,
        resume: bool,
        state: State | None = None,
        finished_at: str | None = None,
    ) -> State: ...

    def update_player_row(
        self, player_id: int, membership: str | None, notes: str | None
    ) -> Change: ...

    def rubber_version(self, rubber_id: int) -> int: ...

    def writing(self) -> AbstractContextManager[None]: ...

    def run(self, command: Command) -> Change: ...

    def score_rubber(self, rubber: Rubber) -> Sheet: ...
