"""Generate a 20-year club history for the benchmarks: 200 players, 50,000 rubbers, ~500,000 deals.

    .venv/bin/python bench/gen_history.py [--out bench/out/history.db] [--rubbers 50000]

The club meets twice a week (Tuesdays and Fridays) for 20 years; each evening six tables play,
each table one game all evening, about four rubbers a table. Every rubber comes from the random
valid-rubber generators of the tests (``tests/helpers/strategies.py``, run on a seeded
``random.Random``), all seven games and every code. To reach ten deals a
rubber on average (the generators' rubbers are shorter), the longest of a few draws is kept. A
generated record the rules service cannot score is skipped and counted. Three rubbers dated today
are left in play, as a user's database would have. Everything goes in through
``Store.import_records`` (validated by scoring, all or nothing per batch of 500).
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorepad.errors import RecordError  # noqa: E402
from scorepad.rules import GAMES, score_record  # noqa: E402
from scorepad.store import Store  # noqa: E402

Gen = Callable[[random.Random, str, str], dict[str, Any]]

#: game -> (generator module, share of the club's rubbers)
GAME_MIX: dict[str, tuple[str, float]] = {
    "contract": ("tests.helpers.strategies", 0.35),
    "chicago": ("tests.helpers.strategies", 0.10),
    "auction": ("tests.helpers.strategies", 0.12),
    "bridge_whist": ("tests.helpers.strategies", 0.10),
    "short_whist": ("tests.helpers.strategies", 0.18),
    "long_whist": ("tests.helpers.strategies", 0.05),
    "american_whist": ("tests.helpers.strategies", 0.10),
}
FIRST = [
    "Ada",
    "Basil",
    "Clara",
    "Dora",
    "Edgar",
    "Flora",
    "Giles",
    "Hilda",
    "Ivo",
    "Jane",
    "Kit",
    "Lena",
    "Miles",
    "Nora",
    "Otto",
    "Pru",
    "Quin",
    "Rosa",
    "Saul",
    "Tess",
]
LAST = ["Grey", "Hay", "Bell", "Lamb", "Pike", "Hale", "Moss", "Reed", "Vane", "Wren"]
TABLES = 6
RUBBERS_PER_TABLE = 4
DEALS_PER_RUBBER = 10.0


def load_generators() -> tuple[dict[str, Gen], list[str]]:
    gens: dict[str, Gen] = {}
    missing = []
    for game, (module, _share) in GAME_MIX.items():
        try:
            gens[game] = importlib.import_module(module).random_rubber
        except ModuleNotFoundError:
            missing.append(f"{game} ({module} not there)")
    return gens, missing


def club_evenings(years: int, end: dt.date) -> list[dt.date]:
    start = end.replace(year=end.year - years)
    days = []
    d = start
    while d < end:
        if d.weekday() in (1, 4):  # Tuesday, Friday
            days.append(d)
        d += dt.timedelta(days=1)
    return days


def draw(rng: random.Random, gen: Gen, game: str, mean_so_far: float) -> dict[str, Any]:
    """A valid rubber; the longest of a few draws, more while the mean is below target."""
    k = 5 if mean_so_far < DEALS_PER_RUBBER else 3
    codes = GAMES[game].code_ids()
    best: dict[str, Any] | None = None
    for _ in range(k):
        raw = gen(rng, game, rng.choice(codes))
        if best is None or len(raw["deals"]) > len(best["deals"]):
            best = raw
    assert best is not None
    return best


def generate(out: Path, n_rubbers: int, n_players: int, years: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    gens, missing = load_generators()
    if not gens:
        raise SystemExit("no rubber generators found under tests/")
    mix = {g: s for g, (_m, s) in GAME_MIX.items() if g in gens}
    names = [f"{f} {last}" for last in LAST for f in FIRST][:n_players]
    if len(names) < n_players:
        names += [f"Member {i}" for i in range(len(names), n_players)]
    # Some members come every week, some now and then.
    weights = [rng.paretovariate(1.5) for _ in names]
    evenings = club_evenings(years, dt.date.today())
    per_evening = max(1, round(n_rubbers / len(evenings)))
    out.parent.mkdir(parents=True, exist_ok=True)
    for p in out.parent.glob(out.name + "*"):
        p.unlink()
    store = Store.open(out, backup=False)
    stats: dict[str, Any] = {
        "rubbers": 0,
        "deals": 0,
        "skipped_invalid": 0,
        "games": {g: 0 for g in mix},
        "missing_generators": missing,
    }
    batch: list[dict[str, Any]] = []
    t0 = time.perf_counter()

    def flush() -> None:
        if batch:
            store.import_records(batch)
            batch.clear()

    for day in evenings:
        if stats["rubbers"] >= n_rubbers:
            break
        tables = min(TABLES, max(1, -(-per_evening // RUBBERS_PER_TABLE)))
        present = _sample(rng, names, weights, 4 * tables)
        for t in range(tables):
            four = present[4 * t : 4 * t + 4]
            game = rng.choices(list(mix), weights=list(mix.values()))[0]
            for _ in range(RUBBERS_PER_TABLE):
                if stats["rubbers"] >= n_rubbers:
                    break
                mean = stats["deals"] / stats["rubbers"] if stats["rubbers"] else 0.0
                raw = draw(rng, gens[game], game, mean)
                rng.shuffle(four)
                raw.update(
                    played_on=day.isoformat(),
                    table=f"Table {t + 1}",
                    players=dict(zip("NESW", four, strict=True)),
                    stake={"amount": 0.1, "per": 1}
                    if "whist" in game and game != "bridge_whist"
                    else {"amount": 0.5, "per": 100},
                )
                try:
                    score_record(raw)
                except RecordError:
                    stats["skipped_invalid"] += 1
                    continue
                batch.append(raw)
                stats["rubbers"] += 1
                stats["deals"] += len(raw["deals"])
                stats["games"][game] += 1
                if len(batch) >= 500:
                    flush()
        if stats["rubbers"] % 5000 < per_evening:
            print(
                f"  {stats['rubbers']} rubbers, {stats['deals']} deals "
                f"({time.perf_counter() - t0:.0f} s)",
                file=sys.stderr,
            )
    flush()
    # Three rubbers in play today, as the window would reopen them.
    today = dt.date.today().isoformat()
    for i in range(3 if "contract" in gens else 0):
        for _ in range(50):
            raw = gens["contract"](rng, "contract", "laws_2014")
            raw.update(
                played_on=today,
                table=f"Table {i + 1}",
                players=dict(zip("NESW", names[4 * i : 4 * i + 4], strict=True)),
                deals=raw["deals"][:1],
            )
            try:
                if not score_record(raw).complete:
                    store.import_records(raw)
                    break
            except RecordError:
                continue
    stats["seconds"] = round(time.perf_counter() - t0, 1)
    stats["players"] = len(store.players())
    stats["evenings"] = store.db.conn.execute(
        "SELECT count(DISTINCT played_on) FROM rubbers"
    ).fetchone()[0]
    store.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.db.conn.execute("ANALYZE")
    store.close()
    return stats


def _sample(rng: random.Random, names: list[str], weights: list[float], k: int) -> list[str]:
    chosen: list[str] = []
    pool = list(zip(names, weights, strict=True))
    while len(chosen) < k and pool:
        i = rng.choices(range(len(pool)), weights=[w for _n, w in pool])[0]
        chosen.append(pool.pop(i)[0])
    return chosen


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "history.db")
    ap.add_argument("--rubbers", type=int, default=50_000)
    ap.add_argument("--players", type=int, default=200)
    ap.add_argument("--years", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1904)
    args = ap.parse_args()
    stats = generate(args.out, args.rubbers, args.players, args.years, args.seed)
    for k, v in stats.items():
        print(f"{k}: {v}")
    print(f"written: {args.out} ({args.out.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
