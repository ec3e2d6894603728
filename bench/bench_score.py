"""Benchmark: score generated rubbers of every game and code; report microseconds per deal.

Usage: .venv/bin/python -m bench.bench_score [--rubbers 10000] [--seed 1]

Targets (issue 2/3): ≤ 50 µs per deal on a 2-core machine, so a whole rubber can be re-scored on
every keystroke of the entry form. This prints figures; no test asserts them.
"""

from __future__ import annotations

import argparse
import importlib
import random
import time
import tracemalloc

from scorepad.records.record import Rubber
from scorepad.rules import GAMES, score

GENERATORS = {
    "short_whist": "tests.helpers.strategies",
    "long_whist": "tests.helpers.strategies",
    "american_whist": "tests.helpers.strategies",
    "bridge_whist": "tests.helpers.strategies",
    "auction": "tests.helpers.strategies",
    "contract": "tests.helpers.strategies",
    "chicago": "tests.helpers.strategies",
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rubbers", type=int, default=10_000, help="rubbers per game")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"{'game':15} {'rubbers':>8} {'deals':>8} {'µs/deal':>8} {'µs/rubber':>10}")
    for game, rules in GAMES.items():
        gen = importlib.import_module(GENERATORS[game])
        rng = random.Random(args.seed)
        codes = rules.code_ids()
        rubbers = [
            Rubber.from_json(gen.random_rubber(rng, game, codes[i % len(codes)]))
            for i in range(args.rubbers)
        ]
        deals = sum(len(r.deals) for r in rubbers)
        t0 = time.perf_counter()
        for r in rubbers:
            score(r)
        dt = time.perf_counter() - t0
        print(
            f"{game:15} {len(rubbers):8} {deals:8} {dt / deals * 1e6:8.1f} "
            f"{dt / len(rubbers) * 1e6:10.1f}"
        )
    tracemalloc.start()
    r = Rubber.from_json(
        importlib.import_module(GENERATORS["contract"]).random_rubber(
            random.Random(0), "contract", "laws_2014"
        )
    )
    score(r)
    print(f"peak memory scoring one rubber: {tracemalloc.get_traced_memory()[1] / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
