"""Benchmark: a hand recorded → the pad repainted, for each of the seven games (issue 12, "Quick").

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python -m bench.bench_record
       [--db bench/out/history.db] [--hands 60] [--runs 3] [--marks] [--profile GAME]

In one process, the main window (1200 × 780, offscreen) on the 20-year club history of
``bench/gen_history.py`` (copied to a temporary folder: the original is never touched). Each
hand is typed into the quick entry (its pencilled preview is not measured), then measured from
the record action (``RubberPane.record``, as Enter calls it: the history write, committed with
SQLite's ``synchronous=FULL``; the notifier's fan-out to every open view; the pane brought up to
date) to the END OF THE PAD'S PAINT on screen: the bench wraps ``PadView.paintEvent`` (the
app's code takes no time stamps) and takes the time as the first paint of the pad after the
record action returns from it. Where the pane paints the pad inside ``record`` that is the
figure; where it leaves it to the event loop, the bench turns the loop (``processEvents``) until
the pad has painted, as the window's loop would, and that paint is the figure.

Figures for each game, over ``--hands`` hands in each of ``--runs`` runs (the runs alternate the
games, so that all see the same machine), all from the record action:

* **pad painted** (wall, ``perf_counter``): to the end of the pad's paint, median, p95 and p99.
  The target: p95 under 16 ms (one frame at 60 Hz). The figure the target is judged by;
* **CPU**: the process's CPU time over the same span (``process_time``), which a shared
  machine's load disturbs less than the wall time of a one-thread process; the history's commit
  waits for the disk (``fsync``) without CPU, so wall minus CPU is at least the commit's wait;
* **returned**: until ``record()`` returned (the pane wholly up to date, its deal list, entry
  and titles included, the rest of the window not yet painted); shown so that nothing done
  after the pad's paint is hidden;
* **to idle**: until the event loop has nothing left to do (after ``record()``, the loop turned
  until the pad has painted, then ``processEvents`` once more: everything painted);
* **turn CPU**: after the hand, the CPU time of the whist-markers' keys turning to the new
  position (``PadView.TURN_MS``, its frames painted as they come; 0 for the bridge games), not
  in the measures above but what the next hand typed competes with;
* with ``--marks``, each stage's share (inclusive, wall and CPU medians): the history write and
  its commit, the notifier's fan-out, the pane's update, the pad's layout and paint.

``--profile GAME`` runs cProfile over that game's record path and prints the top functions.
This prints figures; no test asserts them. ``uptime`` is printed before and after: the machine
is shared, and the figures are only comparable within a run.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import json
import os
import pstats
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: Quick-entry lines played over and over, for each of the seven games (the same as
#: bench/bench_startup.py's). Whist lines are the tricks NS made.
HANDS = {
    "short_whist": ["7", "8 hNS2", "6", "9", "5 hEW3", "10"],
    "long_whist": ["7", "8 hNS2", "6", "9", "5 hEW3", "10"],
    "american_whist": ["7", "8", "6", "9", "5", "10"],
    "bridge_whist": ["H 8", "S 9", "N 7", "C 8", "D 10", "p 6"],
    "auction": ["2H S 8", "1NT E 7", "3C N 9", "2S W 8", "4H S 10", "3NT E 9", "2D N 8"],
    "contract": ["2H S 8", "1NT E 7", "3C N 9", "2S W 8", "4H S 10", "3NT E 9", "2D N 8"],
    "chicago": ["2H S 8", "1NT E 7", "3C N 9", "2S W 8", "4H S 10", "3NT E 9", "2D N 8"],
}

TARGET_MS = 16.0

#: The stages timed with ``--marks``: (label, module, attribute path). Inclusive times: a stage
#: inside another is counted in both.
MARKS = (
    ("store.run (write + commit + fan-out)", "scorepad.store.core", "Store.run"),
    ("  command.apply (read, score, insert)", "scorepad.store.changes", "RecordDeal.apply"),
    ("  commit", "scorepad.store.core", "Store._commit"),
    ("  notifier fan-out", "ui.notifier", "Notifier._heard"),
    ("pane._recorded (pane brought up to date)", "ui.rubber_pane", "RubberPane._recorded"),
    ("  pane._show", "ui.rubber_pane", "RubberPane._show"),
    ("    deal list (model.set_sheet)", "ui.sheet_model", "SheetModel.set_sheet"),
    ("    deal list columns", "ui.rubber_pane", "RubberPane._resize_columns"),
    ("  pane._show_pad (the pad first)", "ui.rubber_pane", "RubberPane._show_pad"),
    ("    pad.set_rubber (layout, parts)", "ui.pad.view", "PadView.set_rubber"),
    ("      layout_whist", "ui.pad.view", "layout_whist"),
    ("      layout_pad (bridge)", "ui.pad.view", "layout_pad"),
    ("      changed_boxes", "ui.pad.view", "changed_boxes"),
    ("      pad._paint_parts (into its pixmap)", "ui.pad.view", "PadView._paint_parts"),
    ("      pad._paint_all (whole, into its pixmap)", "ui.pad.view", "PadView._paint_all"),
    ("    pad.paint_now (repaint)", "ui.pad.view", "PadView.paint_now"),
    ("    main window's tab title", "ui.main_window", "MainWindow._retitle"),
    ("  pane.preview", "ui.rubber_pane", "RubberPane.preview"),
    ("  form.clear", "ui.forms.hand_form", "HandForm.clear"),
    ("pad.paintEvent", "ui.pad.view", "PadView.paintEvent"),
)


def uptime() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "(uptime not available)"


def ensure_history(db: Path) -> Path:
    if db.exists():
        return db
    print(f"generating the club history into {db} (bench/gen_history.py) ...", flush=True)
    subprocess.run(
        [sys.executable, str(ROOT / "bench" / "gen_history.py"), "--out", str(db)],
        check=True,
        cwd=ROOT,
    )
    return db


def pct(xs: list[float], p: float) -> float:
    """The p-th percentile (nearest rank), in ms."""
    s = sorted(xs)
    return round(s[min(len(s) - 1, int(p * (len(s) - 1) + 0.5))] * 1000, 2)


def med(xs: list[float]) -> float:
    return round(statistics.median(xs) * 1000, 2) if xs else 0.0


class Marks:
    """Wraps the stages of :data:`MARKS` to add up each one's wall and CPU time per hand."""

    def __init__(self) -> None:
        self.hand: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        self.per_hand: dict[str, list[tuple[float, float]]] = defaultdict(list)
        self._undo: list[Callable[[], None]] = []

    def install(self) -> None:
        import importlib

        for label, module, path in MARKS:
            owner: Any = importlib.import_module(module)
            *outer, name = path.split(".")
            for part in outer:
                owner = getattr(owner, part, None)
            if owner is None or not hasattr(owner, name):
                continue
            # (a class's own method, or a module's function as that module names it)
            original = owner.__dict__.get(name) if hasattr(owner, "__dict__") else None
            if original is None:
                continue
            self._wrap(owner, name, original, label)

    def _wrap(self, owner: Any, name: str, original: Any, label: str) -> None:
        acc = self.hand

        @functools.wraps(original)
        def timed(*args: Any, **kw: Any) -> Any:
            c0, t0 = time.process_time(), time.perf_counter()
            try:
                return original(*args, **kw)
            finally:
                a = acc[label]
                a[0] += time.perf_counter() - t0
                a[1] += time.process_time() - c0

        setattr(owner, name, timed)
        self._undo.append(lambda: setattr(owner, name, original))

    def start_hand(self) -> None:
        self.hand.clear()

    def end_hand(self) -> None:
        for label, _, _ in MARKS:
            wall, cpu = self.hand.get(label, (0.0, 0.0))
            self.per_hand[label].append((wall, cpu))

    def report(self) -> dict[str, tuple[float, float]]:
        return {
            label: (med([w for w, _ in xs]), med([c for _, c in xs]))
            for label, xs in self.per_hand.items()
        }

    def uninstall(self) -> None:
        for undo in reversed(self._undo):
            undo()
        self._undo.clear()


class Bench:
    """The main window on a copy of the history, and the hands recorded into it."""

    def __init__(self, db: Path) -> None:
        from PySide6.QtWidgets import QApplication

        import ui.dialogs.summary as summary
        from scorepad.store import Store
        from ui.main_window import MainWindow

        self.app = QApplication.instance() or QApplication(sys.argv[:1])
        summary.SummaryDialog.ask = classmethod(lambda cls, *a: summary.CLOSE)  # type: ignore[method-assign,assignment]
        self.painted: list[tuple[float, float]] = []  # the watched pad's first paint: (wall, CPU)
        self.watch: Any = None  # the pad whose paint is timed
        self._hook_paint()  # (before any pad is made: PySide finds an override once an object)
        self.store = Store.open(db)
        self.window = MainWindow(self.store)
        self.window.resize(1200, 780)
        self.window.show()
        self._settle()
        self.panes: dict[str, Any] = {}
        self.lines: dict[str, int] = defaultdict(int)
        self.unpainted = 0  # hands whose pad did not paint within a second (not counted)

    def _settle(self, seconds: float = 0.3) -> None:
        until = time.perf_counter() + seconds
        while time.perf_counter() < until:
            self.app.processEvents()

    def pane(self, game: str) -> Any:
        from scorepad.enums import Seat
        from scorepad.records.record import Rubber

        pane = self.panes.get(game)
        if pane is None or pane.sheet.complete:
            # A rubber at an end: the next is started, as "Same four again" would.
            if pane is not None:
                self.window.close_tab(self.window.tabs.indexOf(pane))
            players = {Seat.N: "Bench N", Seat.E: "Bench E", Seat.S: "Bench S", Seat.W: "Bench W"}
            pane = self.window.start_rubber(Rubber(game=game, players=players))
            self.panes[game] = pane
            self._settle(0.05)
        else:
            self.window.tabs.setCurrentWidget(pane)
        return pane

    def hand(self, game: str, marks: Marks | None) -> dict[str, float] | None:
        """One hand typed and recorded: its figures in seconds (``pad``, ``cpu``, ``returned``,
        ``idle``, ``turn``), or None when it was refused."""
        pane = self.type_hand(game)
        if marks is not None:
            marks.start_hand()
        painted = self.painted
        painted.clear()
        self.watch = pane.pad
        c0, t0 = time.process_time(), time.perf_counter()
        ok = pane.record()
        t_ret = time.perf_counter()
        self.pad_painted(t0)
        t_pad, c_pad = painted[0] if painted else (float("nan"), float("nan"))
        self.app.processEvents()
        t_idle = time.perf_counter()
        self.watch = None
        if marks is not None and ok:
            marks.end_hand()  # (the stages of the record, not of the keys' turn after it)
        # The whist-markers' keys turn after the hand (PadView.TURN_MS): the CPU the whole
        # turn takes, its frames painted as they come (0 for the bridge games).
        c2 = time.process_time()
        if pane.pad.animating():
            from PySide6.QtCore import QEventLoop, QTimer

            loop = QEventLoop()
            anim = pane.pad.turn_animation()
            anim.finished.connect(loop.quit)
            QTimer.singleShot(2000, loop, loop.quit)
            if pane.pad.animating():
                loop.exec()  # (sleeps between frames, as the window's loop does)
            anim.finished.disconnect(loop.quit)
        turn = time.process_time() - c2
        if not ok:
            return None
        if not painted:
            self.unpainted += 1
            return None
        return {
            "pad": t_pad - t0,
            "cpu": c_pad - c0,
            "returned": t_ret - t0,
            "idle": t_idle - t0,
            "turn": turn,
        }

    def type_hand(self, game: str) -> Any:
        """The game's next line typed into its pane's quick entry (the preview pencilled and
        painted, not measured); the pane."""
        pane = self.pane(game)
        lines = HANDS[game]
        line = lines[self.lines[game] % len(lines)]
        self.lines[game] += 1
        pane.quick.setFocus()
        pane.quick.setText(line)
        pane._quick_edited(line)  # typing: the preview, not part of the measure
        self._settle(0.02)
        return pane

    def pad_painted(self, since: float) -> None:
        """Turn the event loop until the watched pad has painted (at most a second), unless it
        has already."""
        until = since + 1.0
        while not self.painted and time.perf_counter() < until:
            self.app.processEvents()

    def _hook_paint(self) -> None:
        """Time the end of each paint of the watched pad (``PadView.paintEvent`` wrapped here,
        in the bench: the app takes no time stamps)."""
        from ui.pad.view import PadView

        real = PadView.paintEvent
        bench = self

        def paint_event(view: Any, event: Any) -> None:
            real(view, event)
            if view is bench.watch and not bench.painted:
                bench.painted.append((time.perf_counter(), time.process_time()))

        PadView.paintEvent = paint_event  # type: ignore[method-assign,assignment]

        def unhook() -> None:
            PadView.paintEvent = real  # type: ignore[method-assign]

        self._unhook = unhook

    def close(self) -> None:
        self._unhook()
        self.window.close()
        self.store.close()


@contextmanager
def history_copy(source: Path) -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="scorepad-bench-") as tmp:
        db = Path(tmp) / "history.db"
        shutil.copy2(source, db)
        os.environ["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
        os.environ["XDG_DATA_HOME"] = str(Path(tmp) / "data")
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        yield db


def bench(
    db: Path, hands: int, runs: int, with_marks: bool, games: list[str] | None = None
) -> dict[str, Any]:
    games = games or list(HANDS)
    b = Bench(db)
    marks = Marks() if with_marks else None
    if marks is not None:
        marks.install()
    kinds = ("pad", "cpu", "returned", "idle", "turn")
    got: dict[str, dict[str, list[Any]]] = {g: {k: [] for k in (*kinds, "runs")} for g in games}
    try:
        for game in games:  # warm-up, not measured: the first hand of each game
            b.hand(game, None)
        for _ in range(runs):
            for game in games:
                one: list[float] = []
                while len(one) < hands:
                    r = b.hand(game, marks)
                    if r is None:
                        continue
                    one.append(r["pad"])
                    for k in kinds:
                        got[game][k].append(r[k])
                got[game]["runs"].append((med(one), pct(one, 0.95)))
    finally:
        if marks is not None:
            marks.uninstall()
        b.close()
    out: dict[str, Any] = {"hands_whose_pad_did_not_paint": b.unpainted}
    for game, g in got.items():
        out[game] = {
            "hands": len(g["pad"]),
            "pad_painted_median_ms": med(g["pad"]),
            "pad_painted_p95_ms": pct(g["pad"], 0.95),
            "pad_painted_p99_ms": pct(g["pad"], 0.99),
            "runs_median_p95_ms": g["runs"],
            "cpu_median_ms": med(g["cpu"]),
            "cpu_p95_ms": pct(g["cpu"], 0.95),
            "returned_median_ms": med(g["returned"]),
            "returned_p95_ms": pct(g["returned"], 0.95),
            "to_idle_median_ms": med(g["idle"]),
            "to_idle_p95_ms": pct(g["idle"], 0.95),
            "keys_turn_cpu_median_ms": med(g["turn"]),
            "target_p95_ms": TARGET_MS,
            "met": pct(g["pad"], 0.95) < TARGET_MS,
            "slowest_hands_ms": [round(x * 1000, 1) for x in sorted(g["pad"])[-5:]],
        }
    if marks is not None:
        out["marks"] = marks.report()
    return out


def profile(db: Path, game: str, hands: int) -> None:
    b = Bench(db)
    b.hand(game, None)
    prof = cProfile.Profile()
    try:
        for _ in range(hands):
            pane = b.type_hand(game)
            b.painted.clear()
            b.watch = pane.pad
            t0 = time.perf_counter()
            prof.enable()
            pane.record()
            b.pad_painted(t0)
            prof.disable()
            b.app.processEvents()
            if pane.pad.animating():  # the keys' turn ended, as the measure waits for it
                pane.pad.turn_animation().setCurrentTime(pane.pad.TURN_MS)
    finally:
        b.close()
    stats = pstats.Stats(prof)
    stats.sort_stats("cumulative").print_stats(45)
    stats.sort_stats("tottime").print_stats(30)


def print_result(res: dict[str, Any]) -> None:
    print(f"a hand recorded -> the pad's paint ended (target: p95 < {TARGET_MS:g} ms), ms:")
    print(
        f"  {'game':15} {'pad med':>7} {'pad p95':>7} {'pad p99':>7} {'CPU med':>8} "
        f"{'CPU p95':>8} {'ret med':>8} {'ret p95':>8} {'idle med':>9} {'idle p95':>9} "
        f"{'turn CPU':>9}  target  runs (median/p95)"
    )
    for game in HANDS:
        r = res.get(game)
        if r is None:
            continue
        runs = " ".join(f"{m:.1f}/{p:.1f}" for m, p in r["runs_median_p95_ms"])
        print(
            f"  {game:15} {r['pad_painted_median_ms']:7.2f} {r['pad_painted_p95_ms']:7.2f} "
            f"{r['pad_painted_p99_ms']:7.2f} {r['cpu_median_ms']:8.2f} {r['cpu_p95_ms']:8.2f} "
            f"{r['returned_median_ms']:8.2f} {r['returned_p95_ms']:8.2f} "
            f"{r['to_idle_median_ms']:9.2f} {r['to_idle_p95_ms']:9.2f} "
            f"{r['keys_turn_cpu_median_ms']:9.2f}  {'met' if r['met'] else 'NOT met':7} {runs}",
            flush=True,
        )
    print(
        "  (pad: to the end of the pad's paint; ret: record() returned; idle: all painted; "
        f"hands whose pad did not paint within 1 s, left out: "
        f"{res['hands_whose_pad_did_not_paint']})"
    )
    if "marks" in res:
        print("stages (medians per hand over all games, inclusive; wall / CPU ms):")
        for label, (w, c) in res["marks"].items():
            print(f"  {label:44} {w:7.2f} {c:7.2f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", type=Path, default=ROOT / "bench" / "out" / "history.db")
    ap.add_argument("--hands", type=int, default=60, help="hands per game in each run")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--games", nargs="+", choices=sorted(HANDS), help="these games only")
    ap.add_argument("--marks", action="store_true", help="time each stage of the path")
    ap.add_argument("--profile", metavar="GAME", choices=sorted(HANDS))
    ap.add_argument("--json", type=Path, default=ROOT / "bench" / "out" / "bench_record.json")
    args = ap.parse_args()
    source = ensure_history(args.db)
    print(f"history: {source} ({source.stat().st_size / 1e6:.0f} MB)", flush=True)
    print("uptime:", uptime(), flush=True)
    with history_copy(source) as db:
        if args.profile:
            profile(db, args.profile, args.hands)
            return 0
        res = bench(db, args.hands, args.runs, args.marks, args.games)
    print_result(res)
    print("uptime:", uptime(), flush=True)
    res["uptime"] = uptime()
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(res, indent=1) + "\n")
    print(f"written {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
