"""Benchmark of the history browser (File ▸ Open rubber…) on the 20-year club history (a
benchmark, not a test).

    .venv/bin/python bench/gen_history.py            # once: bench/out/history.db
    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_browser.py [--db bench/out/history.db]

Measures, against the issue's target of 200 ms: opening the browser (the dialog built, the
rubbers counted, the first window of them read and laid out in the view) and one filter
keystroke (the list filtered and its first window shown), for typical searches typed a
letter at a time; and the same queries in the core alone (``Store.browse`` and
``browse_count``). Medians of several runs; prints a table and writes
``bench/out/bench_browser.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from scorepad.store import BrowseFilter, Store  # noqa: E402

TARGET_MS = 200.0
#: What a secretary types, a keystroke at a time: a player, a date, a table and a player, a game.
SEARCHES = ("grey", "2014-06", "table 2 hay", "chicago")


def ms(fn: Callable[[], Any]) -> float:
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def median_ms(fn: Callable[[], Any], runs: int) -> float:
    return statistics.median(ms(fn) for _ in range(runs))


def keystrokes(text: str) -> list[str]:
    return [text[: i + 1] for i in range(len(text))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", type=Path, default=ROOT / "bench" / "out" / "history.db")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "bench_browser.json")
    args = ap.parse_args()
    if not args.db.exists():
        print(f"no history at {args.db}: run bench/gen_history.py first", file=sys.stderr)
        return 2

    from PySide6.QtWidgets import QApplication

    from ui.history_browser import HistoryBrowser

    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = Store.open(args.db, backup=False)
    total = store.browse_count()
    results: dict[str, float] = {}

    # The core alone.
    results["core: count + first page, no filter"] = median_ms(
        lambda: (store.browse_count(), store.browse(None, None, 200)), args.runs
    )
    for text in SEARCHES:
        f = BrowseFilter(text)
        results[f"core: filter {text!r}"] = median_ms(
            lambda f=f: (store.browse_count(f), store.browse(f, None, 200)), args.runs
        )

    # The browser: opened, shown and laid out.
    def open_browser() -> None:
        b = HistoryBrowser(store)
        b.show()
        app.processEvents()
        b.close()
        b.deleteLater()
        app.processEvents()

    open_browser()  # imports and first-use costs out of the way
    results["open the browser"] = median_ms(open_browser, args.runs)

    browser = HistoryBrowser(store)
    browser.show()
    app.processEvents()
    worst: dict[str, float] = {}
    for text in SEARCHES:
        times = []
        for _ in range(args.runs):
            for typed in keystrokes(text):
                browser.search.setText(typed)

                def keystroke() -> None:
                    browser.apply_filter()
                    app.processEvents()

                times.append(ms(keystroke))
            browser.search.setText("")
            browser.apply_filter()
        results[f"keystroke {text!r} (median)"] = statistics.median(times)
        worst[f"keystroke {text!r} (slowest)"] = max(times)
    results.update(worst)
    shown = browser.model.rowCount()
    browser.close()
    store.close()

    width = max(len(k) for k in results)
    print(f"history: {args.db} ({total:,} rubbers); target {TARGET_MS:.0f} ms")
    for name, value in results.items():
        mark = "ok" if value < TARGET_MS else "OVER"
        print(f"  {name:<{width}}  {value:8.1f} ms  {mark}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(
        json.dumps({"rubbers": total, "rows_shown": shown, "ms": results}, indent=2) + "\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
