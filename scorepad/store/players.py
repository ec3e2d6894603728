"""The store's players: finding, renaming, updating and merging them (a rename or a merge is
an entry in the chain of every rubber the player sat in)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorepad.i18n import Text
from scorepad.store import chain as _chain
from scorepad.store import ledger
from scorepad.store.change import (
    Change,
)
from scorepad.store.changes import (
    EnsurePlayer,
    MergePlayers,
    RenamePlayer,
    UpdatePlayer,
)
from scorepad.store.rows import (
    Player,
    clean_name,
    input_error,
    name_key,
    now_iso,
)

if TYPE_CHECKING:
    pass
from scorepad.store.base import StoreBase


class PlayersPart(StoreBase):
    """The players of the history (a part of :class:`~scorepad.store.core.Store`)."""

    # -- players -----------------------------------------------------------------------------
    def ensure_player(self, name: str) -> Player:
        """The player of that name (ignoring case and spaces), created if new."""
        player = self.run(EnsurePlayer(name)).player
        assert player is not None
        return player

    def player(self, name_or_id: str | int) -> Player:
        """One player by id or by name (ignoring case and spaces)."""
        if isinstance(name_or_id, int):
            return self.player_row(name_or_id)
        return self.player_row(self.player_id(name_or_id, create=False))

    def players(self, search: str = "") -> list[Player]:
        """The roster by name; ``search`` keeps names containing it (ignoring case)."""
        rows = self.fetch_all("SELECT id, name, membership, notes FROM players ORDER BY name_key")
        needle = name_key(search)
        return [Player(*r) for r in rows if needle in r[1].casefold()]

    def rename_player(self, player_id: int, new_name: str) -> None:
        self.run(RenamePlayer(player_id, new_name))

    def _seated_rubbers(self, player_id: int) -> tuple[int, ...]:
        return tuple(
            r[0]
            for r in self.fetch_all(
                "SELECT rubber_id FROM seats WHERE player_id = ? ORDER BY rubber_id", [player_id]
            )
        )

    def rename_player_rows(self, player_id: int, new_name: str) -> Change:
        self.player_row(player_id)
        if not isinstance(new_name, str) or not new_name.strip():
            raise input_error("name", Text("expected a name"))
        key = name_key(new_name)
        other = self.fetch_one(
            "SELECT id FROM players WHERE name_key = ? AND id != ?", [key, player_id]
        )
        if other is not None:
            raise input_error(
                "name",
                Text(
                    "there is already a player named {name} (merge them instead)",
                    name=repr(clean_name(new_name)),
                ),
            )
        old_name = self.player_row(player_id).name
        self._conn.execute(
            "UPDATE players SET name = ?, name_key = ? WHERE id = ?",
            [clean_name(new_name), key, player_id],
        )
        if old_name != clean_name(new_name):
            self._chain_players(player_id, old_name, clean_name(new_name), merge=False)
        return Change(
            "rename",
            rubber_ids=self._seated_rubbers(player_id),
            player_ids=(player_id,),
            player=self.player_row(player_id),
        )

    def update_player(
        self, player_id: int, *, membership: str | None = None, notes: str | None = None
    ) -> None:
        """Set the membership number and/or notes (an empty string clears one)."""
        self.run(UpdatePlayer(player_id, membership, notes))

    def update_player_row(
        self, player_id: int, membership: str | None, notes: str | None
    ) -> Change:
        self.player_row(player_id)
        if membership is not None:
            self._conn.execute(
                "UPDATE players SET membership = ? WHERE id = ?",
                [membership.strip() or None, player_id],
            )
        if notes is not None:
            self._conn.execute(
                "UPDATE players SET notes = ? WHERE id = ?", [notes or None, player_id]
            )
        return Change("player", player_ids=(player_id,), player=self.player_row(player_id))

    def merge_players(self, keep_id: int, drop_id: int) -> None:
        """Fold ``drop_id`` into ``keep_id``: every rubber of the dropped player follows.

        Refused when the two sat at the same rubber (one person cannot hold two seats).
        """
        self.run(MergePlayers(keep_id, drop_id))

    def merge_player_rows(self, keep_id: int, drop_id: int) -> Change:
        if keep_id == drop_id:
            raise input_error("player", Text("cannot merge a player with himself"))
        rubbers = self._seated_rubbers(drop_id)
        keep, drop = self.player_row(keep_id), self.player_row(drop_id)
        both = self.fetch_one(
            "SELECT a.rubber_id FROM seats a JOIN seats b "
            "ON a.rubber_id = b.rubber_id WHERE a.player_id = ? "
            "AND b.player_id = ? LIMIT 1",
            [keep_id, drop_id],
        )
        if both is not None:
            raise input_error(
                "player",
                Text(
                    "{keep} and {drop} played in the same rubber ({rubber}); they are two people",
                    keep=keep.name,
                    drop=drop.name,
                    rubber=str(both[0]),
                ),
            )
        self._chain_players(drop_id, drop.name, keep.name, merge=True)
        self._conn.execute("UPDATE seats SET player_id = ? WHERE player_id = ?", [keep_id, drop_id])
        for col in ("player_id", "partner_id", "opp1_id", "opp2_id"):
            self._conn.execute(f"UPDATE results SET {col} = ? WHERE {col} = ?", [keep_id, drop_id])
        membership = keep.membership or drop.membership
        notes = "\n".join(n for n in (keep.notes, drop.notes) if n) or None
        self._conn.execute("DELETE FROM players WHERE id = ?", [drop_id])
        self._conn.execute(
            "UPDATE players SET membership = ?, notes = ? WHERE id = ?",
            [membership, notes, keep_id],
        )
        return Change(
            "merge",
            rubber_ids=rubbers,
            player_ids=(keep_id, drop_id),
            player=self.player_row(keep_id),
        )

    def _chain_players(self, player_id: int, old: str, new: str, *, merge: bool) -> None:
        """A rename or merge entry in the chain of every rubber the player sits in."""
        at = now_iso()
        for rid, seat in self.fetch_all(
            "SELECT rubber_id, seat FROM seats WHERE player_id = ? ORDER BY rubber_id", [player_id]
        ):
            ledger.append(self._conn, rid, _chain.player_entry(seat, old, new, merge=merge, at=at))
