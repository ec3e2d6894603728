"""The history store: players, rubbers, the deal log, the audit trail, queries, import/export and
refusing files it must not touch. Scoring is the real rules service throughout."""

from __future__ import annotations

import datetime as dt
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.enums import Seat, Side
from scorepad.errors import RecordError, StoreError
from scorepad.records.record import Rubber, Stake
from scorepad.rules import score
from scorepad.store import Store, backup, default_db_path, safe_cell
from tests.helpers.strategies import random_rubber as random_whist

#: Every file of a CSV export: the rubbers' and (issue 13) the drives'.
CSV_FILES = [
    "damaged.csv",
    "deals.csv",
    "drive_lines.csv",
    "drive_standings.csv",
    "drives.csv",
    "players.csv",
    "rubbers.csv",
]

FOUR = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}


def tricks(ns: int) -> dict[str, Any]:
    return {"tricks": {"NS": ns, "EW": 13 - ns}}


def whist(**kw: Any) -> Rubber:
    base: dict[str, Any] = {
        "game": "short_whist",
        "players": FOUR,
        "played_on": "2026-11-29",
        "table": "Table 1",
        "stake": Stake(1, 1),
    }
    base.update(kw)
    return Rubber(**base)


@pytest.fixture
def store(tmp_path: Path) -> Any:
    s = Store.open(tmp_path / "history.db")
    yield s
    s.close()


# -- players ---------------------------------------------------------------------------------
def test_players_match_without_case_or_spaces(store: Store) -> None:
    a = store.ensure_player("Mrs Grey")
    assert store.ensure_player("  mrs   GREY ") == a
    assert [p.name for p in store.players()] == ["Mrs Grey"]
    b = store.ensure_player("Dr Lamb")
    assert b.id != a.id
    assert [p.name for p in store.players("lam")] == ["Dr Lamb"]


def test_rename_update_and_refuse_a_taken_name(store: Store) -> None:
    a = store.ensure_player("Mrs Grey")
    store.ensure_player("Dr Lamb")
    store.rename_player(a.id, "Lady Grey")
    store.update_player(a.id, membership="C-17", notes="prefers clubs")
    p = store.player("lady grey")
    assert (p.name, p.membership, p.notes) == ("Lady Grey", "C-17", "prefers clubs")
    with pytest.raises(RecordError, match="already a player"):
        store.rename_player(a.id, "DR LAMB")
    with pytest.raises(RecordError, match="expected a name"):
        store.rename_player(a.id, "   ")


def test_merge_players_history_follows(store: Store) -> None:
    rid = store.create_rubber(whist(deals=(tricks(11), tricks(11))))
    other = dict(FOUR)
    other[Seat.N] = "M. Grey"
    rid2 = store.create_rubber(whist(players=other, deals=(tricks(2), tricks(2))))
    keep, drop = store.player("Mrs Grey"), store.player("M. Grey")
    store.update_player(drop.id, membership="77")
    store.merge_players(keep.id, drop.id)
    assert "M. Grey" not in [p.name for p in store.players()]
    assert store.player("Mrs Grey").membership == "77"
    rows = store.player_history("Mrs Grey")
    assert [r.rubber_id for r in rows] == [rid, rid2]
    assert store.rubber_info(rid2).players[Seat.N] == "Mrs Grey"
    (st,) = store.stats("Mrs Grey")
    assert (st.rubbers, st.won, st.lost, st.net) == (2, 1, 1, 0)
    with pytest.raises(RecordError, match="same rubber"):
        store.merge_players(keep.id, store.player("Miss Bell").id)


# -- rubbers and deals -----------------------------------------------------------------------
def test_record_deal_keeps_the_log_and_recomputes_the_cache(store: Store) -> None:
    rid = store.create_rubber(whist())
    assert store.rubber_info(rid).state == "in_play"
    deals = [tricks(9), {"tricks": {"NS": 4, "EW": 9}, "honours": {"NS": 1, "EW": 3}}, tricks(8)]
    for d in deals:
        store.record_deal(rid, d)
    loaded = store.load_rubber(rid)
    assert list(loaded.deals) == deals
    sheet = score(loaded)
    info = store.rubber_info(rid)
    assert info.totals == sheet.totals and info.net == sheet.net and info.deals == 3
    assert info.players == FOUR


def test_a_finished_rubber_finishes_and_undo_reopens_it(store: Store) -> None:
    rid = store.create_rubber(whist())
    store.record_deal(rid, tricks(11))
    rubber = store.record_deal(rid, tricks(11))
    info = store.rubber_info(rid)
    assert info.state == "finished" and info.finished_at is not None
    assert info.winner is Side.NS and info.net[Side.NS] == score(rubber).net[Side.NS] > 0
    assert store.rubbers_in_play() == []
    with pytest.raises(RecordError, match="ended"):
        store.record_deal(rid, tricks(9))
    assert store.rubber_info(rid).deals == 2
    store.delete_deal(rid, 1)
    info = store.rubber_info(rid)
    assert (info.state, info.finished_at, info.winner) == ("in_play", None, None)
    assert [r.id for r in store.rubbers_in_play()] == [rid]


def test_a_deal_that_cannot_be_scored_writes_nothing(store: Store) -> None:
    rid = store.create_rubber(whist(deals=(tricks(9),)))
    before = store.export_json()
    with pytest.raises(RecordError, match="tricks"):
        store.record_deal(rid, {"tricks": {"NS": 9, "EW": 5}})
    with pytest.raises(RecordError):
        store.replace_deal(rid, 0, {"tricks": "nine"})
    with pytest.raises(RecordError):
        store.insert_deal(rid, 0, {"tricks": {"NS": 14, "EW": -1}})
    assert store.export_json() == before
    assert store.audit(rid) == []


def test_edits_keep_an_audit_trail(store: Store) -> None:
    rid = store.create_rubber(whist(deals=(tricks(9), tricks(4))))
    store.replace_deal(rid, 0, tricks(8))
    store.delete_deal(rid, 1)
    store.insert_deal(rid, 1, tricks(4))
    assert list(store.load_rubber(rid).deals) == [tricks(8), tricks(4)]
    trail = store.audit(rid)
    assert [(a.action, a.index, a.old, a.new) for a in trail] == [
        ("replace", 0, tricks(9), tricks(8)),
        ("delete", 1, tricks(4), None),
        ("insert", 1, None, tricks(4)),
    ]
    assert all(dt.datetime.fromisoformat(a.at.replace("Z", "+00:00")) for a in trail)
    with pytest.raises(RecordError, match="no deal 5"):
        store.replace_deal(rid, 4, tricks(7))


def test_create_rubber_refuses_bad_records(store: Store) -> None:
    with pytest.raises(RecordError, match="code"):
        store.create_rubber(whist(code="nonsense"))
    twice = dict(FOUR)
    twice[Seat.E] = " mrs grey"
    with pytest.raises(RecordError, match="already sits at N"):
        store.create_rubber(whist(players=twice))
    assert store.rubbers() == [] and store.players() == []
    with pytest.raises(RecordError, match="no rubber 42"):
        store.record_deal(42, tricks(9))


def test_abandoned_rubbers_settle_and_resume(store: Store) -> None:
    four_spades = {"declarer": "N", "contract": "4S", "result": 10}
    rid = store.create_rubber(whist(game="contract", deals=(four_spades,)))
    assert store.stats() == []  # in play: not settled yet
    store.set_abandoned(rid)
    assert store.rubber_info(rid).state == "abandoned"
    assert store.rubbers_in_play() == []
    # Settled as it stands: 120 below, 300 for the unfinished game (contract laws).
    assert {(s.player, s.rubbers, s.net) for s in store.stats()} >= {("Mrs Grey", 1, 420)}
    store.record_deal(rid, {"declarer": "E", "contract": "2C", "result": 8})  # play resumes
    assert store.rubber_info(rid).state == "in_play"


def test_many_random_rubbers_round_trip_with_caches_equal_to_the_rules(store: Store) -> None:
    rng = random.Random(4)
    for _ in range(15):
        game = rng.choice(["short_whist", "long_whist", "american_whist"])
        code = {"short_whist": "revised_1900"}.get(game, "classic")
        raw = random_whist(rng, game, code)
        rubber = Rubber.from_json(raw)
        rid = store.create_rubber(Rubber.from_json({**raw, "deals": []}))
        for d in rubber.deals:
            store.record_deal(rid, d)
        info, sheet = store.rubber_info(rid), score(rubber)
        assert (info.totals, info.net, info.complete) == (sheet.totals, sheet.net, sheet.complete)
        assert store.load_rubber(rid).to_json() == rubber.to_json()


# -- queries -----------------------------------------------------------------------------------
def _evening(store: Store) -> tuple[int, int, int]:
    a = store.create_rubber(whist(deals=(tricks(11), tricks(11))))  # NS win 8
    b = store.create_rubber(
        whist(
            table="Table 2",
            stake=Stake(0.5, 100),
            game="contract",
            players={Seat.N: "Dr Lamb", Seat.E: "Mrs Grey", Seat.S: "Mr Pike", Seat.W: "Lady Hale"},
            deals=(
                {"declarer": "N", "contract": "4S", "result": 10},
                {"declarer": "E", "contract": "3NT", "result": 9},
                {"declarer": "S", "contract": "4H", "result": 10},
            ),
        )
    )  # NS win 640
    c = store.create_rubber(whist(played_on="2026-11-30", deals=(tricks(2), tricks(2))))
    return a, b, c


def test_player_history_partner_opponents_result_money(store: Store) -> None:
    a, b, c = _evening(store)
    rows = store.player_history("mrs grey")
    assert [(r.rubber_id, r.partner, r.opponents, r.result, r.net, r.money) for r in rows] == [
        (a, "Miss Bell", ("Col. Hay", "Dr Lamb"), "won", 8, 8.0),
        (b, "Lady Hale", ("Dr Lamb", "Mr Pike"), "lost", -640, -3.2),
        (c, "Miss Bell", ("Col. Hay", "Dr Lamb"), "lost", -8, -8.0),
    ]
    assert [r.rubber_id for r in store.player_history("Mrs Grey", "2026-11-30")] == [c]
    assert [r.rubber_id for r in store.player_history("Mrs Grey", None, "2026-11-29")] == [a, b]
    with pytest.raises(RecordError, match=r"no player named 'nobody'$"):
        store.player_history("nobody")
    # a part of a name: the players whose names hold it are offered, in order
    with pytest.raises(RecordError, match=r"no player named 'l'; did you mean Col\. Hay, Dr La"):
        store.player_history("l")
    with pytest.raises(RecordError, match=r"did you mean Miss Bell\?$"):
        store.player_history("BELL")


def test_stats_partnerships_head_to_head(store: Store) -> None:
    _evening(store)
    stats = {(s.player, s.game): s for s in store.stats()}
    grey = stats[("Mrs Grey", "short_whist")]
    assert (grey.rubbers, grey.won, grey.lost, grey.net, grey.money) == (2, 1, 1, 0, 0.0)
    lamb_c = stats[("Dr Lamb", "contract")]
    assert (lamb_c.rubbers, lamb_c.won, lamb_c.net, lamb_c.money) == (1, 1, 640, 3.2)
    assert [s.game for s in store.stats("Mrs Grey")] == ["contract", "short_whist"]
    partners = {p.other: (p.rubbers, p.won, p.net) for p in store.partnerships("Mrs Grey")}
    assert partners == {"Miss Bell": (2, 1, 0), "Lady Hale": (1, 0, -640)}
    h2h = {p.other: (p.rubbers, p.net) for p in store.head_to_head("Mrs Grey")}
    assert h2h == {"Dr Lamb": (3, -640), "Col. Hay": (2, 0), "Mr Pike": (1, -640)}


def test_evening_tables_balances_and_transfers(store: Store) -> None:
    a, b, _ = _evening(store)
    ev = store.evening("2026-11-29")
    assert [(t.table, [r.id for r in t.rubbers]) for t in ev.tables] == [
        ("Table 1", [a]),
        ("Table 2", [b]),
    ]
    bal = {x.player: (x.rubbers, x.net, x.money) for x in ev.balances}
    assert bal == {
        "Mrs Grey": (2, -632, 4.8),
        "Miss Bell": (1, 8, 8.0),
        "Col. Hay": (1, -8, -8.0),
        "Dr Lamb": (2, 632, -4.8),
        "Mr Pike": (1, 640, 3.2),
        "Lady Hale": (1, -640, -3.2),
    }
    paid: dict[str, float] = {}
    for t in ev.transfers:
        paid[t.payer] = paid.get(t.payer, 0) - t.amount
        paid[t.payee] = paid.get(t.payee, 0) + t.amount
    assert {k: round(v, 4) for k, v in paid.items()} == {k: v[2] for k, v in bal.items() if v[2]}
    assert store.evening("2020-01-01").tables == ()
    with pytest.raises(RecordError, match="not a date"):
        store.evening("yesterday")


def test_settlement_rounding_house_rule_reaches_the_money(store: Store) -> None:
    deals = (
        {"declarer": "N", "contract": "4S", "result": 10},
        {"declarer": "E", "contract": "3NT", "result": 9},
        {"declarer": "S", "contract": "4H", "result": 10},
    )
    money = {}
    for rounding in ("exact", "nearest_100_down", "nearest_100_up"):
        rid = store.create_rubber(
            whist(
                game="contract",
                stake=Stake(1, 100),
                deals=deals,
                house_rules={"settlement_rounding": rounding},
            )
        )
        info = store.rubber_info(rid)
        assert info.net[Side.NS] == 640
        assert info.money is not None
        money[rounding] = info.money[Side.NS]
    assert money == {"exact": 6.4, "nearest_100_down": 6.0, "nearest_100_up": 6.0}


# -- import / export -------------------------------------------------------------------------
def test_export_import_round_trips_exactly(store: Store, tmp_path: Path) -> None:
    _evening(store)
    rid = store.create_rubber(whist(played_on=None, table=None, stake=None, deals=(tricks(9),)))
    store.replace_deal(rid, 0, tricks(8))
    store.update_player(store.player("Dr Lamb").id, membership="=1+1", notes="line\ntwo")
    store.set_abandoned(store.create_rubber(whist(deals=(tricks(7),))))
    exported = store.export_json()
    with Store.open(tmp_path / "copy.db") as other:
        ids = other.import_records(json.loads(json.dumps(exported)))
        assert len(ids) == 5
        assert other.export_json() == exported
        assert other.audit(ids[3])[0].new == tricks(8)
    import io

    buf = io.StringIO()
    assert store.write_json(buf) == 5
    assert json.loads(buf.getvalue()) == exported


def test_import_is_all_or_nothing_and_names_record_deal_field(store: Store) -> None:
    good = whist(deals=(tricks(9),)).to_json()
    bad = whist(deals=(tricks(9), {"tricks": {"NS": 9, "EW": 9}})).to_json()
    with pytest.raises(RecordError) as e:
        store.import_records([good, bad])
    assert "record 2: deal 2: tricks" in str(e.value)
    assert store.rubbers() == [] and store.players() == []
    # Two alike records in one file are two rubbers; importing either again adds nothing.
    assert len(store.import_records([good, good])) == 2
    assert store.import_records(good) == []
    assert store.import_records([good, good]) == []
    assert len(store.rubbers()) == 2
    with pytest.raises(RecordError, match="expected a rubber record"):
        store.import_records(42)


def test_import_of_an_old_unfinished_record_is_abandoned(store: Store) -> None:
    (a,) = store.import_records(whist(played_on="2001-05-01", deals=(tricks(9),)).to_json())
    (b,) = store.import_records(whist(played_on=dt.date.today().isoformat()).to_json())
    assert store.rubber_info(a).state == "abandoned"
    assert store.rubber_info(b).state == "in_play"


def test_export_csv_one_row_per_deal_and_formula_safe(store: Store, tmp_path: Path) -> None:
    _evening(store)
    store.ensure_player('=HYPERLINK("x")')
    paths = store.export_csv(tmp_path / "csv")
    assert sorted(p.name for p in paths) == CSV_FILES
    import csv

    with (tmp_path / "csv" / "deals.csv").open(encoding="utf-8-sig") as fh:
        deals = list(csv.DictReader(fh))
    assert len(deals) == 2 + 3 + 2
    assert deals[2]["contract"] == "4S" and deals[2]["points_NS"] == "120"
    assert json.loads(deals[0]["record"]) == tricks(11)
    players = (tmp_path / "csv" / "players.csv").read_text(encoding="utf-8-sig")
    assert "'=HYPERLINK" in players
    assert safe_cell("+44 20") == "'+44 20" and safe_cell("@x") == "'@x"


# -- opening -----------------------------------------------------------------------------------
def test_default_path_is_in_the_user_data_dir() -> None:
    p = default_db_path()
    assert p.name == "scorepad.db" and "scorepad" in p.parent.as_posix()


def test_opening_sets_wal_foreign_keys_and_busy_timeout(store: Store) -> None:
    conn = store.db.conn
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL: synced at each commit


def _bytes(path: Path) -> bytes:
    return path.read_bytes()


def test_refuses_a_file_that_is_not_sqlite(tmp_path: Path) -> None:
    p = tmp_path / "notes.db"
    p.write_text("my shopping list\n")
    with pytest.raises(StoreError, match="not a SQLite database"):
        Store.open(p)
    assert p.read_text() == "my shopping list\n"
    assert sorted(x.name for x in tmp_path.iterdir()) == ["notes.db"]


def test_refuses_a_corrupt_file_and_leaves_it(tmp_path: Path) -> None:
    p = tmp_path / "h.db"
    with Store.open(p, backup=False) as s:
        s.create_rubber(whist(deals=(tricks(9),)))
    with sqlite3.connect(p) as c:
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(p.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # the schema page
    p.write_bytes(bytes(data))
    with pytest.raises(StoreError, match=r"damaged|not a database"):
        Store.open(p)
    assert p.read_bytes() == bytes(data)


def test_refuses_a_newer_schema_and_a_foreign_database(tmp_path: Path) -> None:
    p = tmp_path / "h.db"
    Store.open(p).close()
    with sqlite3.connect(p) as c:
        c.execute(
            "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
            "VALUES ('scorepad', 'm999_from_the_future', 'x')"
        )
    before = _bytes(p)
    with pytest.raises(StoreError, match="newer Scorepad"):
        Store.open(p)
    assert _bytes(p) == before
    q = tmp_path / "other.db"
    with sqlite3.connect(q) as c:
        c.execute("CREATE TABLE recipes (name TEXT)")
    before = _bytes(q)
    with pytest.raises(StoreError, match="not a Scorepad history"):
        Store.open(q)
    assert _bytes(q) == before


def test_backup_once_a_day_ten_kept(tmp_path: Path) -> None:
    p = tmp_path / "h.db"
    with Store.open(p) as s:
        s.create_rubber(whist(deals=(tricks(9),)))
    assert not list(tmp_path.glob("h.backup-*"))  # a new, empty file is not backed up
    Store.open(p).close()
    (today,) = tmp_path.glob("h.backup-*.db")
    assert today.name == f"h.backup-{dt.date.today().isoformat()}.db"
    with Store.open(today, backup=False) as copy:
        assert copy.rubbers()[0].deals == 1
    Store.open(p).close()
    assert len(list(tmp_path.glob("h.backup-*.db"))) == 1  # at most one a day
    start = dt.date(2026, 1, 1)
    for i in range(12):
        assert backup(p, today=start + dt.timedelta(days=i)) is not None
    kept = sorted(x.name for x in tmp_path.glob("h.backup-*.db"))
    assert len(kept) == 10 and kept[-1] == f"h.backup-{dt.date.today().isoformat()}.db"
    assert "h.backup-2026-01-03.db" not in kept


def test_damage_deep_in_the_file_is_found_before_the_daily_backup(tmp_path: Path) -> None:
    p = tmp_path / "h.db"
    with Store.open(p) as s:
        s.import_records([whist(deals=(tricks(9), tricks(4), tricks(7))).to_json()] * 300)
    with sqlite3.connect(p) as c:
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = c.execute("PRAGMA page_size").fetchone()[0]
    data = bytearray(p.read_bytes())
    pages = len(data) // page
    assert pages > 8
    middle = (pages // 2) * page
    data[middle : middle + page] = bytes(range(256)) * (page // 256)
    p.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="damaged"):
        Store.open(p)
    assert p.read_bytes() == bytes(data)
    assert not list(tmp_path.glob("h.backup-*"))  # no damaged copy among the backups


_deal = st.builds(tricks, st.integers(0, 13))
_op = st.one_of(
    st.tuples(st.just("record"), st.just(0), _deal),
    st.tuples(st.just("replace"), st.integers(0, 8), _deal),
    st.tuples(st.just("delete"), st.integers(0, 8), st.none()),
    st.tuples(st.just("insert"), st.integers(0, 8), _deal),
)


def _apply(store: Store, rid: int, action: str, index: int, deal: Any) -> None:
    if action == "record":
        store.record_deal(rid, deal)
    elif action == "replace":
        store.replace_deal(rid, index, deal)
    elif action == "delete":
        store.delete_deal(rid, index)
    else:
        store.insert_deal(rid, index, deal)


@settings(max_examples=60)
@given(st.lists(_op, max_size=14))
def test_any_edits_keep_log_cache_and_audit_in_step(ops: list[tuple[str, int, Any]]) -> None:
    """Against a model list: the log is what was accepted, the cache is the rules' sheet of it,
    a refused edit changes nothing, and the audit trail has one entry per accepted edit."""
    with Store.open(":memory:") as store:
        rid = store.create_rubber(whist())
        model: list[dict[str, Any]] = []
        edits = 0
        for action, index, deal in ops:
            trial = list(model)
            if action == "record":
                trial.append(deal)
            elif index >= len(model) + (action == "insert"):
                continue
            elif action == "replace":
                trial[index] = deal
            elif action == "delete":
                del trial[index]
            else:
                trial.insert(index, deal)
            try:
                score(whist(deals=tuple(trial)))
                ok = True
            except RecordError:
                ok = False
            if ok:
                _apply(store, rid, action, index, deal)
                model = trial
                edits += action != "record"
            else:
                with pytest.raises(RecordError):
                    _apply(store, rid, action, index, deal)
            assert list(store.load_rubber(rid).deals) == model
        sheet = score(whist(deals=tuple(model)))
        info = store.rubber_info(rid)
        assert (info.totals, info.net, info.complete, info.winner) == (
            sheet.totals,
            sheet.net,
            sheet.complete,
            sheet.winner,
        )
        assert info.state == ("finished" if sheet.complete else "in_play")
        assert len(store.audit(rid)) == edits


def test_the_days_backup_is_taken_before_the_first_write(tmp_path: Path) -> None:
    """The backup is copied beside the start-up; a write straight after opening waits for it,
    so the copy holds the history as it was before the write."""
    p = tmp_path / "h.db"
    with Store.open(p) as s:
        rid = s.create_rubber(whist(deals=(tricks(9),)))
    with Store.open(p) as s:
        s.record_deal(rid, tricks(8))
        assert len(s.load_rubber(rid).deals) == 2
    (today,) = tmp_path.glob("h.backup-*.db")
    with Store.open(today, backup=False) as copy:
        assert len(copy.load_rubber(rid).deals) == 1


def test_opening_and_reading_an_up_to_date_history_needs_no_sqlite_utils(tmp_path: Path) -> None:
    """sqlite-utils is loaded for the first write or upgrade only, so the window starts without
    it; a write then brings it in and works as before."""
    import subprocess
    import sys

    p = tmp_path / "h.db"
    with Store.open(p) as s:
        rid = s.create_rubber(whist(deals=(tricks(9),)))
    code = (
        "import sys\nfrom scorepad.store import Store\n"
        f"s = Store.open({str(p)!r})\n"
        f"assert len(s.load_rubber({rid}).deals) == 1\n"
        "assert [r.id for r in s.rubbers_in_play()]\n"
        "print('sqlite_utils' in sys.modules)\n"
        f"s.record_deal({rid}, {{'tricks': {{'NS': 8, 'EW': 5}}}})\n"
        "print('sqlite_utils' in sys.modules)\n"
        "s.close()\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True"]
    with Store.open(p) as s:
        assert len(s.load_rubber(rid).deals) == 2
