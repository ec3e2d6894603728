"""Benchmark of the history store on a 20-year club history (a benchmark, not a test).

    .venv/bin/python bench/gen_history.py          # once: bench/out/history.db
    .venv/bin/python bench/bench_store.py [--db bench/out/history.db]

Measures, against the targets of the issues: the history file's size (<= 110 MB for the 20-year
history), opening the database (< 300 ms), one player's statistics (< 100 ms, and within 2x a
single hand-written SQL aggregate over the same rows), an evening summary (< 50 ms), recording
one deal durably (< 10 ms), the whole JSON export (<= 5 s; its CPU time too, both processes' of
a split export) and the peak memory of this process (<= 200 MB), after the export and of the
export alone (in a process of its own; with its second process's peak added).
Also a player's full history (the player page). Prints each figure beside its target and writes
``bench/out/bench_store.json``. Medians of several runs.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorepad.records.record import Rubber  # noqa: E402
from scorepad.store import Store, backup_path  # noqa: E402

HAND_WRITTEN_STATS = (
    "SELECT game, count(*), sum(outcome > 0), sum(outcome < 0), sum(outcome = 0), sum(net), "
    "total(money) FROM results WHERE player_id = ? AND settled = 1 GROUP BY game"
)


def hand_written(conn: sqlite3.Connection, player_id: int) -> list[Any]:
    return conn.execute(HAND_WRITTEN_STATS, [player_id]).fetchall()


def ms(fn: Callable[[], Any]) -> float:
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def median_ms(fn: Callable[[], Any], runs: int) -> float:
    return statistics.median(ms(fn) for _ in range(runs))


def cold_open_ms(db: Path) -> float:
    """Store.open in a fresh interpreter (modules imported first, only the open is timed)."""
    code = (
        "import sys, time; from scorepad.store import Store; t = time.perf_counter(); "
        "Store.open(sys.argv[1]).close(); print((time.perf_counter() - t) * 1000)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(db)], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return float(out.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", type=Path, default=ROOT / "bench" / "out" / "history.db")
    ap.add_argument("--export", type=Path, default=ROOT / "bench" / "out" / "export.json")
    args = ap.parse_args()
    if not args.db.exists():
        print(f"{args.db} not found: run bench/gen_history.py first", file=sys.stderr)
        return 1
    # The benchmark writes (15 rubbers recorded, a backup made): it works on a copy of the
    # history in a temporary folder, so the original is never changed and nothing is cleaned up.
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / args.db.name
        with sqlite3.connect(args.db) as src, sqlite3.connect(db) as dst:
            src.backup(dst)
        src.close()
        dst.close()
        return run(db, args.export)


# The child's own peak (VmHWM: ru_maxrss would carry the parent's over the exec).
EXPORT_ALONE = (
    "import resource, sys, time\n"
    "from scorepad.store import Store\n"
    "if __name__ == '__main__':\n"
    "    s = Store.open(sys.argv[1], backup=False)\n"
    "    t, c = time.perf_counter(), time.process_time()\n"
    "    with open(sys.argv[2], 'w', encoding='utf-8') as fh:\n"
    "        s.write_json(fh)\n"
    "    wall, cpu = time.perf_counter() - t, time.process_time() - c\n"
    "    hwm = [l for l in open('/proc/self/status') if l.startswith('VmHWM')][0].split()[1]\n"
    "    kid = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "    print(wall, cpu, int(hwm) / 1024, kid.ru_utime + kid.ru_stime, kid.ru_maxrss / 1024)\n"
)


def export_alone(db: Path, export: Path) -> tuple[float, float, float, float, float]:
    """The JSON export in a fresh interpreter: seconds, CPU seconds, peak memory (MB); and its
    second process's (a split export, :mod:`scorepad.store.split_export`) CPU seconds and
    peak memory (MB; 0 when it made none)."""
    out = subprocess.run(
        [sys.executable, "-c", EXPORT_ALONE, str(db), str(export)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    wall, cpu, peak, kid_cpu, kid_peak = (float(x) for x in out.stdout.split())
    return wall, cpu, peak, kid_cpu, kid_peak


def _children_cpu() -> float:
    kid = resource.getrusage(resource.RUSAGE_CHILDREN)
    return kid.ru_utime + kid.ru_stime


def run(db: Path, export: Path) -> int:
    rng = random.Random(7)
    res: dict[str, Any] = {}
    res["history_file_mb"] = round(db.stat().st_size / 1e6, 1)

    # Opening. The first open of the day checks the whole file (quick_check) and copies the day's
    # backup on a thread beside it: measured without today's backup, both until open returns
    # and until the copy is done (close waits for it). Then the usual opens.
    today = backup_path(db)
    if today.exists():
        today.unlink()
    t0 = time.perf_counter()
    first = Store.open(db)
    t1 = time.perf_counter()
    first.close()
    t2 = time.perf_counter()
    res["first_open_of_day_ms"] = round((t1 - t0) * 1000, 2)
    res["first_open_of_day_backup_done_ms"] = round((t2 - t0) * 1000, 2)
    res["open_ms"] = median_ms(lambda: Store.open(db).close(), 15)
    res["open_cold_process_ms"] = statistics.median(cold_open_ms(db) for _ in range(3))

    store = Store.open(db)
    conn = store.db.conn
    counts = {
        t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
        for t in ("players", "rubbers", "deals")
    }
    res["size"] = counts
    players = store.players()
    sample = rng.sample(players, 20)

    # One player's statistics vs the hand-written aggregate over the same rows.
    stats_t, sql_t = [], []
    for p in sample:
        for _ in range(3):
            stats_t.append(ms(partial(store.stats, p.name)))
            sql_t.append(ms(partial(hand_written, conn, p.id)))
        assert len(store.stats(p.name)) == len(conn.execute(HAND_WRITTEN_STATS, [p.id]).fetchall())
    res["player_stats_ms"] = statistics.median(stats_t)
    res["hand_written_sql_ms"] = statistics.median(sql_t)
    res["stats_vs_sql_ratio"] = res["player_stats_ms"] / res["hand_written_sql_ms"]
    res["all_players_stats_ms"] = median_ms(store.stats, 3)
    res["player_history_ms"] = statistics.median(
        ms(partial(store.player_history, p.name)) for p in sample
    )
    res["partnerships_and_head_to_head_ms"] = statistics.median(
        ms(partial(store.partnerships, p.name)) + ms(partial(store.head_to_head, p.name))
        for p in sample
    )

    # An evening summary.
    dates = [
        r[0]
        for r in conn.execute("SELECT DISTINCT played_on FROM rubbers WHERE played_on IS NOT NULL")
    ]
    ev_dates = rng.sample(dates, 20)
    res["evening_ms"] = statistics.median(ms(partial(store.evening, d)) for d in ev_dates)
    res["evening_rubbers"] = statistics.median(
        sum(len(t.rubbers) for t in store.evening(d).tables) for d in ev_dates
    )

    # Recording one deal durably (synchronous=FULL, one committed transaction each).
    four = {s: p.name for s, p in zip("NESW", sample[:4], strict=True)}
    record_t = []
    for _ in range(15):
        rid = store.create_rubber(
            Rubber.from_json({"game": "contract", "players": four, "played_on": "2099-01-01"})
        )
        for seat in ("N", "E", "S", "W"):
            deal = {"declarer": seat, "contract": "1C", "result": 7}
            record_t.append(ms(partial(store.record_deal, rid, deal)))
    res["record_deal_ms"] = statistics.median(record_t)
    res["record_deal_p90_ms"] = sorted(record_t)[int(len(record_t) * 0.9)]

    # The whole JSON export, streamed to a file.
    export.parent.mkdir(parents=True, exist_ok=True)
    # (its second process's CPU time counted in, on the other core)
    t, cpu, kids = time.perf_counter(), time.process_time(), _children_cpu()
    with export.open("w", encoding="utf-8") as fh:
        res["exported_rubbers"] = store.write_json(fh)
    res["json_export_s"] = time.perf_counter() - t
    res["json_export_cpu_s"] = time.process_time() - cpu + _children_cpu() - kids
    res["json_export_mb"] = export.stat().st_size / 1e6
    store.close()

    res["peak_memory_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    _wall, _cpu, peak, _kid_cpu, kid_peak = export_alone(db, export)
    res["export_alone_peak_memory_mb"] = peak
    # the two processes together, each at its peak (the most they can hold at once)
    res["export_alone_both_peaks_mb"] = peak + kid_peak
    targets = {
        "history_file_mb": 110,
        "open_ms": 300,
        "first_open_of_day_ms": 300,
        "player_stats_ms": 100,
        "stats_vs_sql_ratio": 2,
        "evening_ms": 50,
        "record_deal_ms": 10,
        "json_export_s": 5,
        "peak_memory_mb": 200,
        "export_alone_peak_memory_mb": 200,
        "export_alone_both_peaks_mb": 200,
    }
    print(
        f"history: {counts['players']} players, {counts['rubbers']} rubbers, "
        f"{counts['deals']} deals"
    )
    for k, v in res.items():
        if k == "size":
            continue
        target = targets.get(k)
        mark = "" if target is None else f"  (target {target}: {'ok' if v <= target else 'MISSED'})"
        print(f"{k:36} {v:10.2f}{mark}" if isinstance(v, float) else f"{k:36} {v!s:>10}")
    out = ROOT / "bench" / "out" / "bench_store.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
