"""The schema's names: the migration set, the migrations this program knows, the states.

Kept apart, with no imports of the store or of sqlite-utils, so that
:mod:`scorepad.store.migrations`
(which defines the migrations) and the store (which checks a file against their names without
loading sqlite-utils) both read them from here instead of importing each other.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from scorepad.enums import Seat
from scorepad.records.record import Rubber, Stake

APP_ID = "scorepad"

#: Every migration this program knows, in order (scorepad/store/migrations.py defines them and
#: checks
#: the two agree). Kept here so that opening an up-to-date history never imports sqlite-utils:
#: it is loaded for the first write.
MIGRATION_NAMES: tuple[str, ...] = (
    "m001_initial",
    "m002_deal_identity",
    "m003_drives",
    "m004_table_entry",
    "m005_evening_moves",
    "m006_rubber_identity",
    "m007_drive_chain",
    "m008_drive_entry",
    "m009_rubber_versions",
    "m010_browse_search",
    "m011_chain_rounds",
)
MIGRATIONS_TABLE = "_sqlite_migrations"  # sqlite_utils.migrations.MIGRATIONS_TABLE

State = Literal["in_play", "finished", "abandoned"]
STATES: tuple[State, ...] = ("in_play", "finished", "abandoned")


def migration_names() -> list[str]:
    """The names of every migration this program knows, in order."""
    return list(MIGRATION_NAMES)


# -- a rubbers row read back ---------------------------------------------------------------------
def seat_names(conn: sqlite3.Connection, rubber_id: int) -> dict[Seat, str]:
    """The names at a rubber's seats, N E S W, from its ``seats`` rows."""
    return {
        Seat(seat): name
        for seat, name in conn.execute(
            "SELECT s.seat, p.name FROM seats s JOIN players p ON p.id = s.player_id "
            "WHERE s.rubber_id = ? ORDER BY instr('NESW', s.seat)",
            [rubber_id],
        )
    }


def deal_texts(conn: sqlite3.Connection, rubber_id: int) -> list[str]:
    """A rubber's deal records as stored (JSON text), in the order they were played."""
    return [
        str(r[0])
        for r in conn.execute(
            "SELECT record FROM deals WHERE rubber_id = ? ORDER BY idx", [rubber_id]
        )
    ]


def rubber_of(
    h: Mapping[str, Any] | sqlite3.Row, players: Mapping[Seat, str], deals: Sequence[Any]
) -> Rubber:
    """A rubber from its ``rubbers`` row (read by column name), seats and deal records."""
    stake, house_rules, first_dealer = h["stake"], h["house_rules"], h["first_dealer"]
    st = json.loads(stake) if stake else None
    return Rubber(
        game=h["game"],
        code=h["code"],
        house_rules=json.loads(house_rules) if house_rules else {},
        deals=tuple(deals),
        played_on=h["played_on"],
        table=h["table_label"],
        stake=Stake(st["amount"], st.get("per", 1)) if st else None,
        first_dealer=Seat(first_dealer) if first_dealer else None,
        players=dict(players),
    )
