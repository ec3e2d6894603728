"""Benchmark of the player's page and the printed reports (a benchmark, not a test).

    .venv/bin/python bench/gen_history.py          # once: bench/out/history.db
    .venv/bin/python bench/bench_reports.py [--db bench/out/history.db] [--runs 7]

Measures, against the targets of the issue, on the 20-year club history:

- a player's page opens in < 200 ms: the busiest player's page is built (the history query, the
  model, the filter, the per-game, partner and opponent tables and the chart) and painted once;
- a rubber summary PDF in < 300 ms: load a long rubber from the history, score it, lay out and
  write the PDF (pad, ledger, totals, settlement);
- an evening summary of 10 tables in < 1 s: a copy of the history gets an evening of ten tables
  of four rubbers each; the evening query, the report and the PDF are timed.

Runs offscreen; prints a table and writes ``bench/out/bench_reports.json``. Medians of several
runs, and the first (cold) run separately.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from scorepad.rules import score  # noqa: E402
from scorepad.store import Store  # noqa: E402


def timed(fn: Callable[[], Any], runs: int) -> tuple[float, float]:
    """(first run, median of the others) in milliseconds."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    rest = times[1:] or times
    return times[0], statistics.median(rest)


def busiest_player(store: Store) -> tuple[str, int]:
    row = store.fetch_one(
        "SELECT p.name, count(*) FROM results r JOIN players p "
        "ON p.id = r.player_id GROUP BY r.player_id ORDER BY count(*) DESC LIMIT 1"
    )
    return row[0], row[1]


def longest_rubber(store: Store, game: str) -> tuple[int, int]:
    row = store.fetch_one(
        "SELECT id, deal_count FROM rubbers WHERE game = ? ORDER BY deal_count DESC LIMIT 1", [game]
    )
    return row[0], row[1]


def bench_player_page(app: QApplication, store: Store, runs: int) -> dict[str, Any]:
    from ui.player_page import PlayerPage

    name, n = busiest_player(store)

    def open_page() -> None:
        page = PlayerPage(store, name)
        page.show()
        page.repaint()
        app.processEvents()
        page.close()
        page.deleteLater()

    first, median = timed(open_page, runs)
    return {
        "what": f"player page ({name}, {n} rubbers)",
        "first_ms": first,
        "median_ms": median,
        "target_ms": 200,
    }


def bench_page_filter(app: QApplication, store: Store, runs: int) -> dict[str, Any]:
    """One keystroke in the page's filter box: refilter and re-sum the statistics."""
    from ui.player_page import PlayerPage

    name, n = busiest_player(store)
    page = PlayerPage(store, name)
    page.show()
    app.processEvents()
    texts = iter(["a", "", "e", "", "o", "", "i", "", "u", ""] * runs)

    def type_one() -> None:
        page.search.setText(next(texts))
        app.processEvents()

    first, median = timed(type_one, runs)
    page.close()
    return {
        "what": f"player page: one keystroke in the filter ({n} rubbers, no target)",
        "first_ms": first,
        "median_ms": median,
        "target_ms": None,
    }


def bench_rubber_pdf(store: Store, game: str, out: Path, runs: int) -> dict[str, Any]:
    from ui import printing

    rid, deals = longest_rubber(store, game)

    def write() -> None:
        rubber = store.load_rubber(rid)
        sheet = score(rubber)
        printing.write_pdf(printing.rubber_report(rubber, sheet, rubber_id=rid), str(out))

    first, median = timed(write, runs)
    return {
        "what": f"rubber summary PDF ({game}, {deals} deals)",
        "first_ms": first,
        "median_ms": median,
        "target_ms": 300,
    }


def ten_table_evening(src: Path, tmp: Path, date: str = "2031-01-02") -> Path:
    """A copy of the history with an evening of ten tables, four rubbers each."""
    db = tmp / "evening.db"
    with Store.open(src, backup=False) as store:
        store.db.conn.execute("VACUUM INTO ?", [str(db)])
    rng = random.Random(10)
    with Store.open(db, backup=False) as store:
        ids = [r[0] for r in store.fetch_all("SELECT id FROM rubbers WHERE state != 'in_play'")]
        names = [p.name for p in store.players()]
        rng.shuffle(names)
        for t in range(10):
            four = names[4 * t : 4 * t + 4]
            for _ in range(4):
                rubber = store.load_rubber(rng.choice(ids))
                seats = dict(zip(rubber.players or {s: "" for s in "NESW"}, four, strict=False))
                store.create_rubber(
                    replace(rubber, played_on=date, table=f"Table {t + 1}", players=seats)
                )
    return db


def bench_evening_pdf(db: Path, out: Path, runs: int, date: str = "2031-01-02") -> dict[str, Any]:
    from ui import printing

    with Store.open(db, backup=False) as store:
        ev = store.evening(date)
        tables = len(ev.tables)
        rubbers = sum(len(t.rubbers) for t in ev.tables)

        def write() -> None:
            printing.write_pdf(printing.evening_report(store.evening(date)), str(out))

        first, median = timed(write, runs)
    return {
        "what": f"evening summary PDF ({tables} tables, {rubbers} rubbers)",
        "first_ms": first,
        "median_ms": median,
        "target_ms": 1000,
    }


def bench_statement_pdf(store: Store, out: Path, runs: int) -> dict[str, Any]:
    from ui import printing

    name, n = busiest_player(store)

    def write() -> None:
        printing.write_pdf(printing.player_report_from_store(store, name), str(out))

    first, median = timed(write, max(2, runs // 2))
    return {
        "what": f"player statement PDF, all {n} rubbers (no target)",
        "first_ms": first,
        "median_ms": median,
        "target_ms": None,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", type=Path, default=ROOT / "bench" / "out" / "history.db")
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    if not args.db.exists():
        print(f"no history at {args.db}: run bench/gen_history.py first", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    results = []
    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        work = tmp / "history.db"
        shutil.copyfile(args.db, work)  # never touch the shared benchmark database
        with Store.open(work, backup=False) as store:
            results.append(bench_player_page(app, store, args.runs))
            results.append(bench_page_filter(app, store, args.runs))
            for game in ("contract", "short_whist", "chicago"):
                results.append(bench_rubber_pdf(store, game, tmp / f"{game}.pdf", args.runs))
            results.append(bench_statement_pdf(store, tmp / "statement.pdf", args.runs))
        evening_db = ten_table_evening(work, tmp)
        results.append(bench_evening_pdf(evening_db, tmp / "evening.pdf", args.runs))
    print(f"{'what':66} {'first':>9} {'median':>9} {'target':>8}")
    for r in results:
        target = "" if r["target_ms"] is None else f"< {r['target_ms']}"
        ok = "" if r["target_ms"] is None else ("ok" if r["median_ms"] < r["target_ms"] else "SLOW")
        print(f"{r['what']:66} {r['first_ms']:8.1f}ms {r['median_ms']:8.1f}ms {target:>8} {ok}")
    out = ROOT / "bench" / "out" / "bench_reports.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
