"""Benchmark: the drive window at full size (issue 13, "Speed").

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python -m bench.bench_drive_ui [--repeat 20]

A whist drive of 100 players at 25 tables over 24 rounds is stored in a history file (every
round's seating stored as played, as the window stores it), round 24 waiting for its last
table, and opened in the drive window. Then:

* **line → standings repainted**: the last table's line recorded through the window (the
  store's checked, versioned write in one transaction, the drive sheet of the complete drive
  computed, the standings per pool refilled and the right-hand tab in front) and the standings
  painted (``repaint`` of the table in front: its frame, scroll bars and rows; the other
  widgets the line changed take their new state at once and are painted on the next turn of
  the event loop, as the window does). Each repeat stores the drive afresh and opens
  it, untimed: the window has scored rounds 1–23 (the drive service remembers them), as it has
  on the night. Also: the same with only the rows painted (the table's viewport: what the
  rows changed dirty), the same with nothing remembered (every round scored afresh), the same
  with the whole window repainted, and a correction (which scores the drive before and after,
  to give the §5.6 warning), all painted, the widgets held for the next turn included.
* **cards → PDF**: every player's progression card (100 cards, 24 lines each) laid out and
  written to a PDF. Target: under 2 s.

CPU time (``process_time``) is printed beside wall time: on a shared machine wall time includes
waiting for a core. This prints figures; no test asserts them.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def timed(fn: Callable[[], Any]) -> tuple[float, float]:
    c0, w0 = time.process_time(), time.perf_counter()
    fn()
    return (time.process_time() - c0) * 1000, (time.perf_counter() - w0) * 1000


def show(label: str, runs: list[tuple[float, float]], target: str) -> None:
    cpu = statistics.median(r[0] for r in runs)
    wall = statistics.median(r[1] for r in runs)
    best = min(r[1] for r in runs)
    print(
        f"{label}: CPU median {cpu:.1f} ms; wall median {wall:.1f} ms, best {best:.1f} ms "
        f"({len(runs)} runs; target {target})"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    from PySide6.QtWidgets import QApplication, QTableView

    app = QApplication.instance() or QApplication([])
    from bench.bench_drive import whist_record
    from scorepad import drive_store as ds
    from scorepad.drives.record import DriveRecord
    from scorepad.drives.service import forget
    from scorepad.store import Store
    from ui.drives import print as drive_print
    from ui.drives.window import DriveWindow
    from ui.printing import write_pdf

    rng = random.Random(args.seed)
    rec = whist_record(rng)
    full = DriveRecord.from_json(copy.deepcopy({**rec, "rounds": []}))
    for rnd in rec["rounds"]:
        for res in rnd["results"]:
            full = full.with_result(rnd["round"], res)
    obj = full.to_json()
    last_line = obj["rounds"][-1]["results"].pop()
    waiting = DriveRecord.from_json(obj)

    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "bench.db", backup=False)

        def fresh() -> DriveWindow:
            change = ds.create_drive(store, waiting)
            w = DriveWindow(store, change.drive_id)
            w.show()
            app.processEvents()
            w.round_spin.setValue(24)
            w.table_spin.setValue(last_line["table"])
            w.ns_spin.setValue(int(last_line["NS"]))
            return w

        def standings_painted(w: DriveWindow) -> None:
            w.record_line()
            view = w.standings_tabs.currentWidget()
            assert view is not None
            view.repaint()
            assert not w.view.pending, w.problem_label.text()

        def rows_painted(w: DriveWindow) -> None:
            w.record_line()
            view = w.standings_tabs.currentWidget()
            assert isinstance(view, QTableView)
            view.viewport().repaint()
            assert not w.view.pending, w.problem_label.text()

        def window_painted(w: DriveWindow) -> None:
            w.record_line()
            w._release_paint()  # the widgets held for the next turn painted too
            w.repaint()

        line, rows, forgot, whole, corr = [], [], [], [], []
        for _ in range(args.repeat):
            # cold: the sheet of the completed drive is not remembered from the run before
            w = fresh()
            ds.clear_sheets()
            line.append(timed(lambda w=w: standings_painted(w)))
            w.close()
            w = fresh()
            ds.clear_sheets()
            rows.append(timed(lambda w=w: rows_painted(w)))
            w.close()
            w = fresh()
            ds.clear_sheets()
            forget()
            forgot.append(timed(lambda w=w: standings_painted(w)))
            w.close()
            w = fresh()
            ds.clear_sheets()
            whole.append(timed(lambda w=w: window_painted(w)))
            w.table_spin.setValue(last_line["table"])
            w.ns_spin.setValue(13 - int(last_line["NS"]))
            ds.clear_sheets()
            corr.append(timed(lambda w=w: window_painted(w)))
            w.close()
        show("one table's line recorded → standings repainted", line, "< 16 ms")
        show("  the same, only the rows painted (the table's viewport)", rows, "—")
        show("  the same, no round remembered", forgot, "—")
        show("  the same, the whole window repainted", whole, "—")
        show("  a correction of that line, whole window repainted", corr, "—")

        w = fresh()
        w.record_line()
        pdfs = []
        pages = 0
        for _ in range(3):
            path = str(Path(tmp) / "cards.pdf")

            def cards(path: str = path) -> None:
                nonlocal pages
                pages = write_pdf(drive_print.report(w.view, "cards"), path)

            pdfs.append(timed(cards))
        print(
            f"every player's progression card to PDF: {len(w.view.sheet['cards'])} cards, "
            f"{pages} pages: CPU median {statistics.median(p[0] for p in pdfs) / 1000:.2f} s, "
            f"wall median {statistics.median(p[1] for p in pdfs) / 1000:.2f} s (target < 2 s)"
        )
        w.close()
        store.close()


if __name__ == "__main__":
    main()
