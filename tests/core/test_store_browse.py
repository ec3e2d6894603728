"""The history browser's query (Store.browse / browse_count): newest first, keyset pages that
neither skip nor repeat a rubber, and a filter by date, table, player and game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorepad.records.record import Rubber
from scorepad.store import BrowseFilter, Store, key_of

PEOPLE = ("Mrs Grey", "Col. Hay", "Miss Bell", "Dr Lamb", "Mr Ince", "Lady Vane")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "h.db", backup=False)
    games = ("contract", "auction", "short_whist", "chicago")
    for i in range(23):
        four = [PEOPLE[(i + k) % len(PEOPLE)] for k in range(4)]
        s.create_rubber(
            Rubber(
                game=games[i % len(games)],
                played_on=f"20{10 + i % 5}-0{1 + i % 9}-1{i % 10}",
                table=f"Table {1 + i % 3}",
                players=dict(zip(("N", "E", "S", "W"), four, strict=True)),  # type: ignore[arg-type]
            )
        )
    yield s
    s.close()


def test_pages_walk_every_rubber_once_newest_first(store: Store) -> None:
    seen = []
    after = None
    while page := store.browse(BrowseFilter(), after, 5):
        seen += page
        after = key_of(page[-1].played_on, page[-1].id)
    assert len(seen) == store.browse_count() == len(store.rubbers()) == 23
    assert len({r.id for r in seen}) == 23
    keys = [key_of(r.played_on, r.id) for r in seen]
    assert keys == sorted(keys, reverse=True)


@pytest.mark.parametrize(
    ("text", "game", "keep"),
    [
        ("2012", None, lambda r: (r.played_on or "").startswith("2012")),
        ("table 2", None, lambda r: r.table == "Table 2"),
        ("grey", None, lambda r: "Mrs Grey" in r.players.values()),
        ("GREY lamb", None, lambda r: {"Mrs Grey", "Dr Lamb"} <= set(r.players.values())),
        ("whist", None, lambda r: r.game == "short_whist"),
        ("", "chicago", lambda r: r.game == "chicago"),
        ("vane", "auction", lambda r: r.game == "auction" and "Lady Vane" in r.players.values()),
        ("nobody", None, lambda r: False),
        ("%", None, lambda r: False),  # a wildcard typed is a character like any other
    ],
)
def test_the_filter_matches_date_table_player_and_game(
    store: Store, text: str, game: str | None, keep: object
) -> None:
    f = BrowseFilter(text, game)
    want = sorted((r.id for r in store.rubbers() if keep(r)), reverse=True)  # type: ignore[operator]
    got = store.browse(f, None, 100)
    assert sorted((r.id for r in got), reverse=True) == want
    assert store.browse_count(f) == len(want)


def test_the_rows_carry_the_players_and_result(store: Store) -> None:
    (row,) = store.browse(BrowseFilter(), None, 1)
    assert row == store.rubber_info(row.id)


def test_undated_rubbers_come_last_and_are_paged_too(store: Store) -> None:
    for _ in range(3):
        store.create_rubber(Rubber(game="contract", players={}))
    seen = []
    after = None
    while page := store.browse(None, after, 4):
        seen += page
        after = key_of(page[-1].played_on, page[-1].id)
    assert len(seen) == len({r.id for r in seen}) == store.browse_count() == 26
    assert [r.played_on for r in seen[-3:]] == [None, None, None]
    assert all(r.played_on for r in seen[:-3])
