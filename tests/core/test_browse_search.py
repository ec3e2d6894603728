"""The history browser's search rows (migration m010_browse_search): kept by triggers as the
rubbers, seats and players change, and filtering through them finds exactly what the older
filter through the seats and players finds, page by page."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad.records.record import Rubber
from scorepad.rules import GAMES
from scorepad.store import BrowseFilter, Store, browse, key_of

PEOPLE = (
    "Mrs Grey",
    "Col. Hay",
    "Miss Bell",
    "Dr Lamb",
    "Mr Ince",
    "Lady Vane",
    "Herr Straße",
    "Ms ÅSA Öberg",
    "Mr 2nd Hay",  # digits in a name: a date word may match a player too
)
TABLES = ("Table 1", "Table 2", "Table 12", "Salon Ä", None)
GAME_KEYS = tuple(GAMES)


def _rubbers(rng: random.Random, n: int) -> Iterator[Rubber]:
    for _ in range(n):
        four = rng.sample(PEOPLE, 4)
        yield Rubber(
            game=rng.choice(GAME_KEYS),
            played_on=rng.choice(
                [None, f"20{rng.randint(10, 14)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}"]
            ),
            table=rng.choice(TABLES),
            players=dict(zip(("N", "E", "S", "W"), four, strict=True)),  # type: ignore[arg-type]
        )


def _filled(path: Path) -> Store:
    s = Store.open(path, backup=False)
    for rubber in _rubbers(random.Random(13), 60):
        s.create_rubber(rubber)
    return s


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = _filled(tmp_path / "h.db")
    yield s
    s.close()


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    """The same 60 rubbers, only read by the tests that use it."""
    s = _filled(tmp_path_factory.mktemp("browse") / "h.db")
    yield s
    s.close()


def _recomputed(store: Store) -> set[tuple[Any, ...]]:
    """The search rows as they should be, from the rubbers, seats and players themselves."""
    conn = store.db.conn
    out = set()
    for rid, day, game, table in conn.execute(
        "SELECT id, coalesce(played_on, ''), game, table_label FROM rubbers"
    ):
        keys = sorted(
            r[0]
            for r in conn.execute(
                "SELECT p.name_key FROM seats s JOIN players p ON p.id = s.player_id "
                "WHERE s.rubber_id = ?",
                [rid],
            )
        )
        out.add((day, rid, game, table, tuple(keys)))
    return out


def _stored(store: Store) -> set[tuple[Any, ...]]:
    rows = store.db.conn.execute(
        "SELECT day, rubber_id, game, table_label, names FROM rubber_search"
    ).fetchall()
    return {(d, r, g, t, tuple(sorted(n.split("\x1f"))) if n else ()) for d, r, g, t, n in rows}


def _player_id(store: Store, name: str) -> int:
    return int(store.db.conn.execute("SELECT id FROM players WHERE name = ?", [name]).fetchone()[0])


def test_the_search_rows_follow_every_change_of_rubbers_seats_and_players(store: Store) -> None:
    assert browse.has_search(store.fetch_all)  # the migration is applied
    assert _stored(store) == _recomputed(store) and len(_stored(store)) == 60
    store.rename_player(_player_id(store, "Mrs Grey"), "Mrs Greyson")
    four = ("D. Lamb", "Mrs Greyson", "Miss Bell", "Mr Ince")
    store.create_rubber(Rubber(game="contract", players=dict(zip("NESW", four, strict=True))))  # type: ignore[arg-type]
    assert store.browse_count(BrowseFilter("d. lamb")) == 1
    store.merge_players(_player_id(store, "Dr Lamb"), _player_id(store, "D. Lamb"))
    ids = [r.id for r in store.rubbers()]
    for rid in ids[:5]:
        assert store.discard_if_empty(rid)  # no hands: discarded
    assert _stored(store) == _recomputed(store) and len(_stored(store)) == 56
    assert store.browse_count(BrowseFilter("greyson")) > 0
    assert store.browse_count(BrowseFilter("d. lamb")) == 0


FILTERS = [
    "",
    "g",
    "grey",
    "GREY hay",
    "table 1",
    "table 12",
    "2",
    "2012",
    "2012-0",
    "2013-05-1",
    "whist",
    "chicago",
    "contract rubber",
    "bridge",
    "strasse",  # the casefold of "Straße"
    "straße",
    "åsa",
    "asa",  # without its accent
    "oberg",
    "ä",
    "salon ä",
    '"mr 2nd"',
    "2nd",
    "%",
    "_",
    "nobody",
    "hay 2011 table",
]


@pytest.mark.parametrize("text", FILTERS)
@pytest.mark.parametrize("game", [None, "contract", "short_whist"])
def test_the_search_rows_find_what_the_older_filter_finds(
    history: Store, monkeypatch: pytest.MonkeyPatch, text: str, game: str | None
) -> None:
    store = history

    def walk() -> tuple[int, list[tuple[str, int]]]:
        f = BrowseFilter(text, game)
        seen: list[tuple[str, int]] = []
        after = None
        while page := store.browse(f, after, 7):
            seen += [key_of(r.played_on, r.id) for r in page]
            after = seen[-1]
        return store.browse_count(f), seen

    new = walk()
    monkeypatch.setattr(browse, "has_search", lambda _lookup: False)
    old = walk()
    assert new == old
    assert new[0] == len(new[1]) and len(set(new[1])) == len(new[1])
    assert new[1] == sorted(new[1], reverse=True)


def test_a_filter_reads_the_search_rows_and_a_date_is_a_range_of_them(history: Store) -> None:
    from scorepad.store.browse import count_sql, page_sql

    store = history
    lookup = store.fetch_all  # the store's own reader, as browse() passes it
    for text in ("grey", "2012-05", "2", "ta", "table 2 hay"):  # "2", "ta": tables match too
        for sql, params in (
            count_sql(BrowseFilter(text), lookup),
            page_sql(BrowseFilter(text), ("2013-01-01", 5), 10, lookup),
        ):
            plan = " ".join(
                str(r[-1]) for r in store.db.conn.execute("EXPLAIN QUERY PLAN " + sql, params)
            )
            assert "FROM rubber_search s" in sql and "seats" not in sql, sql
            assert "TEMP B-TREE" not in plan, plan  # read in the browser's order
    sql, params = count_sql(BrowseFilter("2012-05"), lookup)
    plan = " ".join(str(r[-1]) for r in store.db.conn.execute("EXPLAIN QUERY PLAN " + sql, params))
    assert "SEARCH s USING PRIMARY KEY" in plan, plan  # not a scan of every rubber


def test_the_game_titles_the_browser_keeps_are_the_rules_own() -> None:
    assert {key: GAMES[key].title for key in GAMES} == browse.GAME_TITLES


def test_the_migration_fills_the_search_rows_of_the_rubbers_already_there(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with Store.open(path, backup=False, stop_before="m010_browse_search") as old:
        for rubber in _rubbers(random.Random(5), 12):
            old.create_rubber(rubber)
        assert not browse.has_search(old.fetch_all)
        before = [r.id for r in old.browse(BrowseFilter("hay"), None, 100)]
    with Store.open(path, backup=False) as store:
        assert _stored(store) == _recomputed(store) and len(_stored(store)) == 12
        assert [r.id for r in store.browse(BrowseFilter("hay"), None, 100)] == before


def test_warming_reads_the_search_rows_and_leaves_an_older_history_alone(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with Store.open(path, backup=False, stop_before="m010_browse_search") as old:
        old.warm_browse()  # no search rows: nothing to read, no error
    with Store.open(path, backup=False) as store:
        seen: list[str] = []
        store.db.conn.set_trace_callback(seen.append)
        store.warm_browse()
        store.db.conn.set_trace_callback(None)
        assert any("FROM rubber_search" in sql for sql in seen)


def test_a_name_is_found_without_its_accents(history: Store) -> None:
    """ "oberg" and "asa oberg" find Ms ÅSA Öberg's rubbers as "öberg" does (a club's French,
    German and Polish names typed on an English keyboard: "dupre", "muller")."""
    counts = {w: history.browse_count(BrowseFilter(w)) for w in ("öberg", "oberg", '"asa oberg"')}
    assert counts["öberg"] > 0 and len(set(counts.values())) == 1, counts
    assert history.browse_count(BrowseFilter("obérg")) == counts["öberg"]  # and with others
    assert history.browse_count(BrowseFilter("oberx")) == 0
