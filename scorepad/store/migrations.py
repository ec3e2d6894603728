"""The history's schema: sqlite-utils ``Migrations``, append-only.

A released migration is never edited; a change is a new ``mNNN_...`` function here, its name
added to :data:`scorepad.store.schema.MIGRATION_NAMES`, and a seed for it in
``tests/core/test_store_migrations.py``. This module (and so sqlite-utils) is imported only when
the history is written to or upgraded, never to open and read it.
"""

from __future__ import annotations

import sys

# sqlite-utils imports numpy and pandas, when they are installed, only to map their number types
# to column types. The history never stores them, and the imports would add 80 ms (numpy) to
# half a second (pandas) to the command and the window; hide them meanwhile.
_HIDDEN = [m for m in ("numpy", "pandas") if m not in sys.modules]
for _m in _HIDDEN:
    sys.modules[_m] = None  # type: ignore[assignment]
try:
    from sqlite_utils import Database
    from sqlite_utils.migrations import Migrations
finally:
    for _m in _HIDDEN:
        if _m in sys.modules and sys.modules[_m] is None:
            del sys.modules[_m]

from scorepad.store.ledger import (  # noqa: E402 (after the hiding above)
    backfill_chains,
    backfill_drive_chains,
)
from scorepad.store.schema import APP_ID, MIGRATION_NAMES  # noqa: E402 (after the hiding above)

__all__ = ["MIGRATIONS", "Database", "Migrations"]

MIGRATIONS = Migrations(APP_ID)


@MIGRATIONS()
def m001_initial(db: Database) -> None:
    """Players, rubbers, seats, deals, the audit trail and the per-player result cache."""
    for sql in _M001:
        db.execute(sql)


_M001 = (
    """CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        membership TEXT,
        notes TEXT
    )""",
    """CREATE TABLE rubbers (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        code TEXT,
        house_rules TEXT,
        played_on TEXT,
        table_label TEXT,
        stake TEXT,
        first_dealer TEXT,
        state TEXT NOT NULL CHECK (state IN ('in_play', 'finished', 'abandoned')),
        started_at TEXT,
        finished_at TEXT,
        deal_count INTEGER NOT NULL DEFAULT 0,
        complete INTEGER NOT NULL DEFAULT 0,
        total_ns INTEGER NOT NULL DEFAULT 0,
        total_ew INTEGER NOT NULL DEFAULT 0,
        net_ns INTEGER NOT NULL DEFAULT 0,
        winner TEXT,
        money_ns REAL
    )""",
    "CREATE INDEX rubbers_played_on ON rubbers (played_on)",
    "CREATE INDEX rubbers_in_play ON rubbers (state) WHERE state = 'in_play'",
    """CREATE TABLE seats (
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        seat TEXT NOT NULL CHECK (seat IN ('N', 'E', 'S', 'W')),
        player_id INTEGER NOT NULL REFERENCES players (id),
        PRIMARY KEY (rubber_id, seat)
    ) WITHOUT ROWID""",
    "CREATE INDEX seats_player ON seats (player_id)",
    """CREATE TABLE deals (
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        record TEXT NOT NULL,
        PRIMARY KEY (rubber_id, idx)
    ) WITHOUT ROWID""",
    """CREATE TABLE audit (
        id INTEGER PRIMARY KEY,
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('replace', 'delete', 'insert')),
        old TEXT,
        new TEXT,
        at TEXT NOT NULL
    )""",
    "CREATE INDEX audit_rubber ON audit (rubber_id)",
    # A cache, one row per seated player: rebuilt with the rubber's totals on every change.
    """CREATE TABLE results (
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        partner_id INTEGER REFERENCES players (id),
        opp1_id INTEGER REFERENCES players (id),
        opp2_id INTEGER REFERENCES players (id),
        game TEXT NOT NULL,
        played_on TEXT,
        settled INTEGER NOT NULL,
        outcome INTEGER NOT NULL,
        net INTEGER NOT NULL,
        money REAL,
        PRIMARY KEY (rubber_id, seat)
    ) WITHOUT ROWID""",
    "CREATE INDEX results_player ON results (player_id, game, settled, outcome, net, money)",
    "CREATE INDEX results_partner ON results (partner_id)",
)


@MIGRATIONS()
def m002_deal_identity(db: Database) -> None:
    """Deals get a stable identity and a version (counted up at each edit), and rubbers a
    version (counted up at each change), so that a change made against an out-of-date view is
    refused instead of acting on another deal."""
    for sql in _M002:
        db.execute(sql)


_M002 = (
    """CREATE TABLE deals_m002 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        record TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1
    )""",
    "INSERT INTO deals_m002 (rubber_id, idx, record) "
    "SELECT rubber_id, idx, record FROM deals ORDER BY rubber_id, idx",
    "DROP TABLE deals",
    "ALTER TABLE deals_m002 RENAME TO deals",
    "CREATE UNIQUE INDEX deals_position ON deals (rubber_id, idx)",
    "ALTER TABLE rubbers ADD COLUMN version INTEGER NOT NULL DEFAULT 0",
)


@MIGRATIONS()
def m003_drives(db: Database) -> None:
    """Drives (``drives.md``): each drive's ``scorepad-drive/1`` record, its state and version,
    and its audit trail."""
    for sql in _M003:
        db.execute(sql)


_M003 = (
    """CREATE TABLE drives (
        id INTEGER PRIMARY KEY,
        uid TEXT NOT NULL UNIQUE,
        title TEXT,
        played_on TEXT,
        form TEXT NOT NULL,
        record TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('in_play', 'declared')),
        version INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    "CREATE INDEX drives_played_on ON drives (played_on)",
    """CREATE TABLE drive_audit (
        id INTEGER PRIMARY KEY,
        drive_id INTEGER NOT NULL REFERENCES drives (id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        what TEXT NOT NULL,
        before TEXT,
        after TEXT
    )""",
    "CREATE INDEX drive_audit_drive ON drive_audit (drive_id)",
)


@MIGRATIONS()
def m004_table_entry(db: Database) -> None:
    """Table entry (``scorepad serve``): the hands received from the tables' pages, so a resend
    is recorded once, and the entry sessions, so a restart keeps the tables' tokens."""
    for sql in _M004:
        db.execute(sql)


_M004 = (
    # One row per hand a table's page sent, written in the deal's own transaction.
    """CREATE TABLE entry_hands (
        hand_uid TEXT PRIMARY KEY,
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        deal_index INTEGER NOT NULL,
        entered_by TEXT NOT NULL,
        received_at TEXT NOT NULL
    ) WITHOUT ROWID""",
    "CREATE INDEX entry_hands_rubber ON entry_hands (rubber_id, deal_index)",
    # One row per entry session: an evening ("evening:DATE") or a drive ("drive:ID"); the
    # tables' PINs as JSON ({"1": "4821", ...}); stopped_at set when entry is stopped.
    """CREATE TABLE entry_sessions (
        id INTEGER PRIMARY KEY,
        scope TEXT NOT NULL,
        token TEXT NOT NULL UNIQUE,
        table_pins TEXT NOT NULL,
        started_at TEXT NOT NULL,
        stopped_at TEXT
    )""",
    "CREATE INDEX entry_sessions_live ON entry_sessions (scope) WHERE stopped_at IS NULL",
)


@MIGRATIONS()
def m005_evening_moves(db: Database) -> None:
    """Players moved between tables in an evening, kept (append-only) so that the evening
    reopens seated as it was left: each move, and the seating it left at the tables it
    touched (player ids by seat), against the newest rubber of the history at the time."""
    for sql in _M005:
        db.execute(sql)


_M005 = (
    """CREATE TABLE evening_moves (
        id INTEGER PRIMARY KEY,
        played_on TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        from_table TEXT,
        from_seat TEXT,
        to_table TEXT NOT NULL,
        to_seat TEXT NOT NULL CHECK (to_seat IN ('N', 'E', 'S', 'W')),
        displaced_id INTEGER REFERENCES players (id),
        seating TEXT NOT NULL,
        last_rubber_id INTEGER,
        at TEXT NOT NULL
    )""",
    "CREATE INDEX evening_moves_date ON evening_moves (played_on)",
)


@MIGRATIONS()
def m006_rubber_identity(db: Database) -> None:
    """Every rubber gets a stable unique id (``uid``, kept in exports, so that importing one
    twice adds nothing) and a tamper-evident hash chain (:mod:`scorepad.store.chain`) over its
    header
    and every change: table ``chain``, one row per link (``seq`` 0 the header's hash, then one
    per entry, its canonical JSON and its hash), and the last link in ``rubbers.chain_head``
    (``chain_checked``: the last link the day's check found sound).
    A rubber already in the file gets a chain that starts now, from its deals as they stand
    (``verified`` 0: what was changed before cannot be shown)."""
    for sql in _M006:
        db.execute(sql)
    backfill_chains(db.conn)


_M006 = (
    "ALTER TABLE rubbers ADD COLUMN uid TEXT",
    "ALTER TABLE rubbers ADD COLUMN chain_head TEXT",
    "ALTER TABLE rubbers ADD COLUMN verified INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE rubbers ADD COLUMN chain_checked TEXT",
    """CREATE TABLE chain (
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        entry TEXT,
        hash TEXT NOT NULL,
        PRIMARY KEY (rubber_id, seq)
    ) WITHOUT ROWID""",
    "UPDATE rubbers SET uid = lower(hex(randomblob(16))), verified = 0",
    "CREATE UNIQUE INDEX rubbers_uid ON rubbers (uid)",
)


@MIGRATIONS()
def m007_drive_chain(db: Database) -> None:
    """Drives get the rubbers' protections: a tamper-evident hash chain
    (:mod:`scorepad.store.chain.drives`) over the header (date, form, code, house rules, players,
    state) and every change, in table ``drive_chain`` (``seq`` 0 the header, its canonical JSON
    and hash, then one row per entry), the last link in ``drives.chain_head``
    (``chain_checked``: the last link the day's check found sound). Each drive keeps its
    stable ``uid``. A drive already in the file gets a chain that starts now, from its record
    and state as they stand, its audit rows kept as entries (``verified`` 0: what was changed
    before cannot be shown)."""
    for sql in _M007:
        db.execute(sql)
    backfill_drive_chains(db.conn)


_M007 = (
    "ALTER TABLE drives ADD COLUMN chain_head TEXT",
    "ALTER TABLE drives ADD COLUMN verified INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE drives ADD COLUMN chain_checked TEXT",
    """CREATE TABLE drive_chain (
        drive_id INTEGER NOT NULL REFERENCES drives (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        entry TEXT,
        hash TEXT NOT NULL,
        PRIMARY KEY (drive_id, seq)
    ) WITHOUT ROWID""",
)


@MIGRATIONS()
def m008_drive_entry(db: Database) -> None:
    """Table entry for drives (``scorepad serve --drive ID``): the lines received from the
    tables' pages, one row per line id, written in the result's own transaction, so a resend is
    recorded once and the page can say who entered a line."""
    for sql in _M008:
        db.execute(sql)


_M008 = (
    """CREATE TABLE entry_drive_lines (
        line_uid TEXT PRIMARY KEY,
        drive_id INTEGER NOT NULL REFERENCES drives (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL,
        entered_by TEXT NOT NULL,
        received_at TEXT NOT NULL
    ) WITHOUT ROWID""",
    "CREATE INDEX entry_drive_lines_at ON entry_drive_lines (drive_id, round, table_no)",
)


@MIGRATIONS()
def m009_rubber_versions(db: Database) -> None:
    """An index of the rubbers' versions, so that the window's look at what another program
    wrote (:mod:`scorepad.store.elsewhere`: how many rubbers, the sum of their versions) reads
    the index and not every rubber (about 22 ms a look on a 50,000-rubber history, 6 with it)."""
    db.execute("CREATE INDEX rubbers_version ON rubbers (version)")


@MIGRATIONS()
def m010_browse_search(db: Database) -> None:
    """What the history browser (File ▸ Open rubber…) filters on, one row per rubber, kept by
    triggers: its date (``day``, "" when it has none), game and table copied, and its players'
    name keys joined by a unit separator (``char(31)``). A word typed is matched in the rubber's
    one row (a player by ``instr``) rather than through the seats and players of every
    rubber, and the rows are stored in the browser's order (newest first read backwards), so
    that counting the matches and reading a page are each one pass over one small table
    (about 10 ms on a 50,000-rubber history, 70–400 ms without it). Filled for the rubbers
    already in the file."""
    for sql in _M010:
        db.execute(sql)


def _names_of(rid: str) -> str:
    return (
        "coalesce((SELECT group_concat(p.name_key, char(31)) FROM seats st JOIN players p "
        f"ON p.id = st.player_id WHERE st.rubber_id = {rid}), '')"
    )


_M010 = (
    """CREATE TABLE rubber_search (
        day TEXT NOT NULL,
        rubber_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        table_label TEXT,
        names TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (day, rubber_id)
    ) WITHOUT ROWID""",
    "CREATE UNIQUE INDEX rubber_search_rubber ON rubber_search (rubber_id)",
    "CREATE INDEX rubber_search_table ON rubber_search (table_label)",  # the labels, at once
    "INSERT INTO rubber_search (day, rubber_id, game, table_label, names) "
    f"SELECT coalesce(b.played_on, ''), b.id, b.game, b.table_label, {_names_of('b.id')} "
    "FROM rubbers b",
    """CREATE TRIGGER rubber_search_add AFTER INSERT ON rubbers BEGIN
        DELETE FROM rubber_search WHERE rubber_id = new.id;
        INSERT INTO rubber_search (day, rubber_id, game, table_label, names)
        VALUES (coalesce(new.played_on, ''), new.id, new.game, new.table_label, '');
    END""",
    """CREATE TRIGGER rubber_search_header AFTER UPDATE OF id, played_on, game, table_label
        ON rubbers BEGIN
        UPDATE rubber_search SET day = coalesce(new.played_on, ''), rubber_id = new.id,
            game = new.game, table_label = new.table_label WHERE rubber_id = old.id;
    END""",
    """CREATE TRIGGER rubber_search_drop AFTER DELETE ON rubbers BEGIN
        DELETE FROM rubber_search WHERE rubber_id = old.id;
    END""",
    f"""CREATE TRIGGER rubber_search_seat_in AFTER INSERT ON seats BEGIN
        UPDATE rubber_search SET names = {_names_of("new.rubber_id")}
        WHERE rubber_id = new.rubber_id;
    END""",
    f"""CREATE TRIGGER rubber_search_seat_out AFTER DELETE ON seats BEGIN
        UPDATE rubber_search SET names = {_names_of("old.rubber_id")}
        WHERE rubber_id = old.rubber_id;
    END""",
    f"""CREATE TRIGGER rubber_search_seat_moved AFTER UPDATE ON seats BEGIN
        UPDATE rubber_search SET names = {_names_of("old.rubber_id")}
        WHERE rubber_id = old.rubber_id;
        UPDATE rubber_search SET names = {_names_of("new.rubber_id")}
        WHERE rubber_id = new.rubber_id;
    END""",
    f"""CREATE TRIGGER rubber_search_renamed AFTER UPDATE OF name_key ON players BEGIN
        UPDATE rubber_search SET names = {_names_of("rubber_search.rubber_id")}
        WHERE rubber_id IN (SELECT rubber_id FROM seats WHERE player_id = new.id);
    END""",
)


@MIGRATIONS()
def m011_chain_rounds(db: Database) -> None:
    """The day each rubber's and drive's chain was last checked whole (``chain_round``, an ISO
    date; NULL: never), so that the day's check reads a seventh of them besides those changed,
    the longest unchecked first (:func:`scorepad.store.anchor_checks.week_share`)."""
    db.execute("ALTER TABLE rubbers ADD COLUMN chain_round TEXT")
    db.execute("CREATE INDEX rubbers_chain_round ON rubbers (chain_round)")
    db.execute("ALTER TABLE drives ADD COLUMN chain_round TEXT")


# The names the store checks files against without importing this module.
assert [m.name for m in MIGRATIONS._migrations] == list(MIGRATION_NAMES), (
    "scorepad.store.schema.MIGRATION_NAMES must list the migrations defined here, in order"
)
