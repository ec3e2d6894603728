"""The rubbers' and players' commands: one change each, as data, which the store runs in one
transaction (and may run again) and which return the :class:`~scorepad.store.change.Change` it
made. The drives' commands are in :mod:`scorepad.store.drives`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from scorepad.i18n import Text
from scorepad.records.record import Rubber
from scorepad.store.change import Change as Change
from scorepad.store.change import ChangeKind as ChangeKind
from scorepad.store.change import Command as Command
from scorepad.store.change import DealRef as DealRef
from scorepad.store.change import Session
from scorepad.store.change import StaleError as StaleError
from scorepad.store.change import changed_rubber as changed_rubber
from scorepad.store.rows import compact_json, input_error, now_iso


@dataclass(frozen=True, slots=True)
class CreateRubber:
    rubber: Rubber
    started_at: str | None = None

    def apply(self, store: Session) -> Change:
        sheet = store.score_rubber(self.rubber)
        rid = store.insert_rubber(
            self.rubber,
            sheet,
            state=None,
            started_at=self.started_at or now_iso(),
            finished_at=None,
        )
        deals = store.deal_refs(rid)
        return Change(
            "create",
            rid,
            self.rubber,
            sheet,
            store.rubber_version(rid),
            tuple(d.id for d in deals),
            deals,
            store.header_row(rid)["state"],
        )


@dataclass(frozen=True, slots=True)
class RecordDeal:
    """The next hand of a rubber. ``expect_version``: the rubber's version the hand was typed
    against (refused if it has changed since); ``base``: the rubber as the caller holds it at
    that version (its deals are not read again). ``deal_id``: the identity to record it under
    (the redo of a recording taken back)."""

    rubber_id: int
    deal: Mapping[str, Any]
    expect_version: int | None = None
    base: Rubber | None = None
    deal_id: int | None = None

    def apply(self, store: Session) -> Change:
        rid = self.rubber_id
        store.check_version(rid, self.expect_version)
        if self.base is not None and self.expect_version is not None:
            rubber = replace(store.load_record(rid, with_deals=False), deals=self.base.deals)
        else:
            rubber = store.load_record(rid)
        new = rubber.with_deal(self.deal)
        sheet = store.score_rubber(new)
        idx = len(rubber.deals)
        if self.deal_id is not None and store.fetch_one(
            "SELECT 1 FROM deals WHERE id = ?", [self.deal_id]
        ):
            raise StaleError(Text("that hand is already recorded; nothing was changed"))
        cur = store.conn.execute(
            "INSERT INTO deals (id, rubber_id, idx, record, version) VALUES (?, ?, ?, ?, 1)",
            [self.deal_id, rid, idx, compact_json(new.deals[idx])],
        )
        assert cur.lastrowid is not None
        return store.record_change(
            "record", rid, new, sheet, (cur.lastrowid,), resume=True, index=idx
        )


@dataclass(frozen=True, slots=True)
class ReplaceDeal:
    """Correct a recorded hand. ``expect_deal_version``: the hand's version when it was opened
    (refused if it has been changed since). The audit trail keeps the old and new record."""

    deal_id: int
    deal: Mapping[str, Any]
    expect_deal_version: int | None = None

    def apply(self, store: Session) -> Change:
        row = store.deal_row(self.deal_id)
        rid, idx = row["rubber_id"], row["idx"]
        if self.expect_deal_version is not None and row["version"] != self.expect_deal_version:
            raise StaleError(
                Text(
                    "hand {hand} was changed in another window or program since it was "
                    "opened; nothing was changed",
                    hand=idx + 1,
                )
            )
        rubber = store.load_record(rid)
        new = rubber.with_deal_replaced(idx, self.deal)
        sheet = store.score_rubber(new)
        old = rubber.deals[idx]
        store.conn.execute(
            "UPDATE deals SET record = ?, version = version + 1 WHERE id = ?",
            [compact_json(new.deals[idx]), self.deal_id],
        )
        store.audit_deal(rid, idx, "replace", old, new.deals[idx])
        return store.record_change(
            "replace", rid, new, sheet, (self.deal_id,), index=idx, old_deal=old
        )


@dataclass(frozen=True, slots=True)
class DeleteDeal:
    """Delete a recorded hand. ``expect_deal_version`` as for :class:`ReplaceDeal`;
    ``expect_version`` and ``only_last`` (the undo of a recording) refuse unless the rubber is
    at that version and the hand is still its last."""

    deal_id: int
    expect_deal_version: int | None = None
    expect_version: int | None = None
    only_last: bool = False

    def apply(self, store: Session) -> Change:
        row = store.deal_row(self.deal_id)
        rid, idx, version = row["rubber_id"], row["idx"], row["version"]
        if self.expect_deal_version is not None and version != self.expect_deal_version:
            raise StaleError(
                Text(
                    "hand {hand} was changed in another window or program since it was "
                    "opened; nothing was changed",
                    hand=idx + 1,
                )
            )
        store.check_version(rid, self.expect_version)
        rubber = store.load_record(rid)
        if self.only_last and idx != len(rubber.deals) - 1:
            raise StaleError(
                Text(
                    "hand {hand} is no longer the last hand of the rubber (another was "
                    "recorded since); nothing was taken back",
                    hand=idx + 1,
                )
            )
        new = rubber.without_deal(idx)
        sheet = store.score_rubber(new)
        old = rubber.deals[idx]
        store.conn.execute("DELETE FROM deals WHERE id = ?", [self.deal_id])
        store.shift_deals(rid, idx + 1, -1)
        store.audit_deal(rid, idx, "delete", old, None)
        return store.record_change(
            "delete",
            rid,
            new,
            sheet,
            (self.deal_id,),
            index=idx,
            old_deal=old,
            deal_version=version,
        )


@dataclass(frozen=True, slots=True)
class InsertDeal:
    """Put a hand back at ``index`` (0..len): the undo of a delete, under its old identity
    (``deal_id``, ``deal_version``) when given. ``expect_version`` as for :class:`RecordDeal`."""

    rubber_id: int
    index: int
    deal: Mapping[str, Any]
    expect_version: int | None = None
    deal_id: int | None = None
    deal_version: int = 1

    def apply(self, store: Session) -> Change:
        rid, index = self.rubber_id, self.index
        store.check_version(rid, self.expect_version)
        rubber = store.load_record(rid)
        if not 0 <= index <= len(rubber.deals):
            raise input_error(
                "deal",
                Text.plural(
                    "cannot insert a deal at {deal} in a rubber of {n} deals",
                    "cannot insert a deal at {deal} in a rubber of {n} deals",
                    len(rubber.deals),
                    deal=index + 1,
                ),
            )
        if self.deal_id is not None and store.fetch_one(
            "SELECT 1 FROM deals WHERE id = ?", [self.deal_id]
        ):
            raise StaleError(Text("that hand is already in the rubber; nothing was changed"))
        new = replace(rubber, deals=())
        for d in (*rubber.deals[:index], self.deal, *rubber.deals[index:]):
            new = new.with_deal(d)
        sheet = store.score_rubber(new)
        store.shift_deals(rid, index, 1)
        cur = store.conn.execute(
            "INSERT INTO deals (id, rubber_id, idx, record, version) VALUES (?, ?, ?, ?, ?)",
            [self.deal_id, rid, index, compact_json(new.deals[index]), self.deal_version],
        )
        assert cur.lastrowid is not None
        store.audit_deal(rid, index, "insert", None, new.deals[index])
        return store.record_change("insert", rid, new, sheet, (cur.lastrowid,), index=index)


@dataclass(frozen=True, slots=True)
class AbandonRubber:
    """Mark an unfinished rubber abandoned (it settles as it stands). A finished one stays."""

    rubber_id: int
    expect_version: int | None = None

    def apply(self, store: Session) -> Change:
        return store.set_state(self.rubber_id, self.expect_version, "in_play", "abandoned")


@dataclass(frozen=True, slots=True)
class ReopenRubber:
    """Put an abandoned rubber back in play (it no longer settles until it ends)."""

    rubber_id: int
    expect_version: int | None = None

    def apply(self, store: Session) -> Change:
        return store.set_state(self.rubber_id, self.expect_version, "abandoned", "in_play")


@dataclass(frozen=True, slots=True)
class EnsurePlayer:
    """The player of that name (ignoring case and spaces), created if new."""

    name: str

    def apply(self, store: Session) -> Change:
        pid = store.player_id(self.name, create=True)
        return Change("player", player_ids=(pid,), player=store.player_row(pid))


@dataclass(frozen=True, slots=True)
class RenamePlayer:
    player_id: int
    name: str

    def apply(self, store: Session) -> Change:
        return store.rename_player_rows(self.player_id, self.name)


@dataclass(frozen=True, slots=True)
class UpdatePlayer:
    """Set the membership number and/or notes (an empty string clears one)."""

    player_id: int
    membership: str | None = None
    notes: str | None = None

    def apply(self, store: Session) -> Change:
        return store.update_player_row(self.player_id, self.membership, self.notes)


@dataclass(frozen=True, slots=True)
class MergePlayers:
    """Fold ``drop_id`` into ``keep_id``: every rubber of the dropped player follows."""

    keep_id: int
    drop_id: int

    def apply(self, store: Session) -> Change:
        return store.merge_player_rows(self.keep_id, self.drop_id)


@dataclass(frozen=True, slots=True)
class ImportRecords:
    """A rubber record, a list of them, or an export file: all or nothing."""

    obj: object

    def apply(self, store: Session) -> Change:
        return store.import_items(self.obj)


# -- the evening --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MovePlayer:
    """Keep in the history that ``player`` moved to ``to_seat`` at ``to_table`` on the evening
    of ``played_on`` (from ``from_table``/``from_seat``, or from outside the room), with
    ``displaced`` taking the old seat, and ``seating``: the seating this leaves at the tables
    it touched (table → seat letter → name). Append-only: an evening is reopened seated as
    it was left (:meth:`Store.evening_seating`)."""

    played_on: str
    player: str
    to_table: str
    to_seat: str
    seating: Mapping[str, Mapping[str, str]]
    from_table: str | None = None
    from_seat: str | None = None
    displaced: str | None = None

    def apply(self, store: Session) -> Change:
        return store.move_seated_player(self)


@dataclass(frozen=True, slots=True)
class DiscardEmptyRubber:
    """Remove a rubber in which no hand was recorded (started and left, or closed before
    the first hand): it never counts. Refused, nothing written, if it has any deal."""

    rubber_id: int

    def apply(self, store: Session) -> Change:
        return store.discard_empty_rubber(self.rubber_id)
