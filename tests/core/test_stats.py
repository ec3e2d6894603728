"""The statistics are counted once (scorepad.store.stats, from the history's rows); the store's own
SQL
aggregates must agree with them on any history. Points are kept per game."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.store import HistoryRow, Store, stats

CLUB = ("Ann Ash", "Bob Birch", "Cy Cedar", "Di Dogwood", "Ed Elm")
DATES = ("2026-11-20", "2026-11-27", "2026-12-04")
STAKES = (None, {"amount": 0.5, "per": 100}, {"amount": 0.25, "per": 1}, {"amount": 1, "per": 3})

whist_deal = st.integers(0, 13).map(lambda ns: {"tricks": {"NS": ns, "EW": 13 - ns}})
contract_deal = st.builds(
    lambda declarer, level, strain, made: {
        "declarer": declarer,
        "contract": f"{level}{strain}",
        "result": min(13, max(0, level + 6 + made)),
    },
    st.sampled_from("NESW"),
    st.integers(1, 7),
    st.sampled_from(["C", "D", "H", "S", "NT"]),
    st.integers(-4, 2),
)


@st.composite
def rubbers(draw: st.DrawFn) -> tuple[dict[str, Any], bool]:
    """A scorable rubber record of one of three games among the club, cut where it ends, and
    whether to abandon it if it is left unfinished."""
    game = draw(st.sampled_from(["short_whist", "long_whist", "contract"]))
    deal = contract_deal if game == "contract" else whist_deal
    seated = draw(st.permutations(CLUB))[:4]
    record = {
        "format": "scorepad-rubber/1",
        "game": game,
        "players": dict(zip("NESW", seated, strict=True)),
        "played_on": draw(st.sampled_from(DATES)),
        "deals": [],
    }
    stake = draw(st.sampled_from(STAKES))
    if stake is not None:
        record["stake"] = stake
    for d in draw(st.lists(deal, min_size=1, max_size=7)):
        record["deals"].append(d)
        if score(Rubber.from_json(record)).complete:
            break
    return record, draw(st.booleans())


def history(store: Store, items: list[tuple[dict[str, Any], bool]]) -> None:
    ids = store.import_records([r for r, _ in items])
    for rid, (_, abandon) in zip(ids, items, strict=True):
        if abandon and store.rubber_info(rid).state == "in_play":
            store.set_abandoned(rid)


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(rubbers(), min_size=1, max_size=8))
def test_the_stores_aggregates_equal_the_statistics_of_its_rows(
    items: list[tuple[dict[str, Any], bool]],
) -> None:
    with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "h.db", backup=False) as s:
        history(s, items)
        for name in sorted({n for r, _ in items for n in r["players"].values()}):
            rows = s.player_history(name)
            # per game: exactly the store's rows (the store orders by game name)
            assert sorted(stats.by_game(rows, name), key=lambda r: r.game) == s.stats(name)
            for which, theirs in (
                ("partner", s.partnerships(name)),
                ("opponent", s.head_to_head(name)),
            ):
                mine = stats.pairs(rows, which, name)  # type: ignore[arg-type]
                # the store adds a pair's points over the games; here they stay per game
                assert [
                    (p.player, p.other, p.rubbers, p.won, p.lost, sum(n for _, n in p.points))
                    for p in mine
                ] == [(p.player, p.other, p.rubbers, p.won, p.lost, p.net) for p in theirs]
                assert [p.money for p in mine] == [p.money for p in theirs]
            total = stats.totals(rows)
            by_game = s.stats(name)
            assert total.rubbers == sum(r.rubbers for r in by_game)
            assert dict(total.points) == {r.game: r.net for r in by_game}
            assert total.money == pytest.approx(sum(r.money for r in by_game), abs=0.006)
            assert total.in_play == sum(r.state == "in_play" for r in rows)
        for date in DATES:
            evening = s.evening(date)
            points = stats.evening_points(r for t in evening.tables for r in t.rubbers)
            # the store adds an evening's points over the games; here they stay per game
            assert {b.player: b.net for b in evening.balances} == {
                name: sum(n for _, n in p) for name, p in points.items()
            }


def row(game: str, result: str, net: int, money: float | None, **kw: Any) -> HistoryRow:
    fields: dict[str, Any] = {
        "rubber_id": 1,
        "played_on": "2026-11-27",
        "table": None,
        "game": game,
        "seat": Seat.N,
        "partner": "Bob",
        "opponents": ("Cy", "Di"),
        "state": "finished",
        "result": result,
        "net": net,
        "money": money,
    }
    fields.update(kw)
    return HistoryRow(**fields)


def test_points_stay_per_game_and_money_adds_up() -> None:
    rows = [
        row("short_whist", "won", 5, 1.25),
        row("long_whist", "lost", -8, -2.0),
        row("contract", "won", 640, 3.2, partner="Cy", opponents=("Bob", "Di")),
        row("short_whist", "drawn", 0, None),
        row("contract", "lost", -90, -0.45, state="abandoned"),
        row("contract", "in play", 300, 1.5, state="in_play"),
    ]
    total = stats.totals(rows)
    assert total.points == (("short_whist", 5), ("long_whist", -8), ("contract", 550))
    assert (total.rubbers, total.won, total.lost, total.drawn, total.in_play) == (5, 2, 2, 1, 1)
    assert total.money == 2.0
    partners = {p.other: p for p in stats.pairs(rows, "partner")}
    assert partners["Bob"].points == (("short_whist", 5), ("long_whist", -8), ("contract", -90))
    assert partners["Cy"].points == (("contract", 640),) and partners["Cy"].money == 3.2
    opponents = [p.other for p in stats.pairs(rows, "opponent")]
    assert opponents == ["Di", "Cy", "Bob"]  # most rubbers first, then by name
    assert stats.running_money(rows) == [1.25, -0.75, 2.45, 2.45, 2.0, 2.0]
