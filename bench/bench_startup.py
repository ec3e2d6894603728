"""Start-up and recording benchmarks of the window (figures printed, nothing asserted).

    .venv/bin/python bench/bench_startup.py [--db bench/out/history.db] [--runs 7] [--hands 40]
        [--start-only]

1. **Cold start to the pad's first paint, and to ready for typing**, side by side in one
   run: ``scorepad --db COPY --exit-after-paint`` and ``--exit-when-ready`` (the application
   exactly as a user starts it: the same database, the rubbers in play reopened) against a
   bare PySide6 window showing a label that also quits right after its first paint. Each is
   a fresh process; the runs alternate so that all see the same machine. Both for a later
   start (today's backup beside the copy) and for **the day's first start** (``*_first``: a
   second copy with no backup of today beside it, removed again before every run, so that
   each is the day's first: its check and backup due). And **the faces' cost**
   (``paint_system_faces``): the same first paint with the shipped faces turned off
   (``SCOREPAD_FONTS=""``: the system's faces found by fontconfig, as before they were
   shipped), to set the shipped faces' CPU time beside the old look-up's. Targets: the pad's
   first paint <= 1.6 x, ready for typing <= 2.0 x the bare window (medians), for the
   first and a later start; the shipped faces no dearer than the system's. Three figures
   for each: the time from starting the process to its first paint (or to ready), as each
   program reports it on the system's monotonic clock (scorepad's ``SCOREPAD_START_MARKS``,
   ui/app.py); the process's CPU time when it got there (its ``cpu=``; on a loaded machine
   the steadiest of the figures); the whole process's time (with what comes after the mark
   and Python's and Qt's teardown); and its CPU time. The ratios are of medians, and the
   median of each round's ratio; the p95 of each figure is given beside its median.
2. **A hand recorded → the pad repainted**: in one process, the main window on the same
   history; each hand goes through ``RubberPane.record`` (history write, committed; the rules
   service's sheet; deal list and pad updated) and then a synchronous repaint of the pad.
   Target: p95 < 16 ms for each of the seven games, with the store's, the scorer's and the
   painter's shares. Wall time is the measure; the process's CPU time (``process_time``) is
   given beside it, since a loaded machine stretches the wall time of a one-thread process.
   The shares: the history write inside the record (``Store.run``, commit included), and,
   measured apart on the same hand, reading the rubber back, scoring it and painting the pad.

The database is the 20-year club history of ``bench/gen_history.py`` (generated when absent),
copied to a temporary folder so that the benchmark never touches the original.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BARE = r"""
import sys
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication(sys.argv[:1])
label = QLabel("Scorepad")
label.resize(1200, 780)

def painted():
    print(
        f"start mark: first paint cpu={time.process_time() * 1000:.1f} "
        f"monotonic={time.monotonic():.6f}",
        file=sys.stderr,
    )
    app.quit()

class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, painted)
        return False

watch = Watch()
label.installEventFilter(watch)
label.show()
sys.exit(app.exec())
"""

#: The floors: the least any start that shows the front rubber's real pad must do on this stack,
#: timed like the bare window (the same paint watch). ``read``: the bare window, after reading
#: and scoring the front rubber (scorepad.store.front.read_front: plain sqlite3 and the rules
#: service, the first thing scorepad does); ``pad``: that, with the real pad (ui.pad.PadView,
#: the front rubber's sheet laid out and painted) in place of the label, and no window around
#: it. Neither opens the history's store, builds a menu or an entry. If a floor is over the
#: target ratio, no start of this application can meet the target without caching a picture.
FLOOR_READ = r"""
import sys
from pathlib import Path
from scorepad.store.front import read_front

front = read_front(Path(sys.argv[1]))
if front is None:  # the day's first start (its check and backup) comes first: scorepad's run
    raise SystemExit("no front rubber to read before the history is opened")
""" + BARE.replace('label = QLabel("Scorepad")', "label = QLabel(front.sheet.__class__.__name__)")

FLOOR_PAD = FLOOR_READ.replace(
    "label = QLabel(front.sheet.__class__.__name__)",
    "from ui.pad import PadStyle, PadView\n"
    "label = PadView()\n"
    "label.set_style(PadStyle(dark=False, spelling='british'))\n"
    "label.set_rubber(front.rubber, front.sheet)",
)

#: The least any *painted* pad must add to ``FLOOR_READ``: a plain QWidget whose paintEvent
#: rules the two columns and writes the sheet's figures (every deal's entries, the totals) with
#: QPainter, QFont, QPen and the ``Qt`` namespace's alignment flags, as any pad drawn by hand
#: must: no layout, no styles, no hit areas, no second module. If this floor is over the target
#: ratio, no hand-painted pad on this stack can meet it, however its own code is written. It
#: includes the ``Qt`` namespace's Python enums (about 95 of them, ~14 ms), as every pad painted
#: from Python must: any QPainter or QPen call that takes a colour (setPen, setBrush, fillRect,
#: QPen(QColor, width), QBrush(QColor), QImage.fill) has an overload taking a Qt.GlobalColor or
#: Qt.PenStyle, and PySide6 builds the whole namespace to weigh it (measured 2026-12-06, PySide6
#: 6.11; alignment flags passed as plain ints do not avoid it).
FLOOR_PAINT = FLOOR_READ.replace(
    "label = QLabel(front.sheet.__class__.__name__)",
    """from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

class Pad(QWidget):
    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbf8ee"))
        p.setPen(QPen(QColor("#203050"), 2))
        w = self.width()
        p.drawLine(w // 2, 20, w // 2, self.height() - 20)
        font = QFont("DejaVu Serif", 16)
        font.setWeight(QFont.Weight.Bold)
        p.setFont(font)
        y = 40
        for deal in front.sheet.deals:
            for e in deal.entries:
                x = 0 if e.side.value == "NS" else w // 2
                p.drawText(QRectF(x, y, w // 2, 28), Qt.AlignmentFlag.AlignCenter, str(e.points))
                y += 28
        for side, total in front.sheet.totals.items():
            x = 0 if side.value == "NS" else w // 2
            p.drawText(QRectF(x, y, w // 2, 28), Qt.AlignmentFlag.AlignCenter, str(total))
        p.end()

label = Pad()""",
)

#: scorepad as its entry point starts it, with the shipped faces turned off (the system's faces,
#: looked up by fontconfig, as before Scorepad shipped its own): the faces' cost beside it.
SYSTEM_FACES = r"""
import os
import sys
os.environ["SCOREPAD_FONTS"] = ""
sys.argv[0] = "scorepad"
from scorepad.cli import main
sys.exit(main())
"""

#: Quick-entry lines played over and over for the recording benchmark, for each of the seven
#: games. Whist lines are the tricks NS made (the first six over the book when they win).
HANDS = {
    "short_whist": ["7", "8 hNS2", "6", "9", "5 hEW3", "10"],
    "long_whist": ["7", "8 hNS2", "6", "9", "5 hEW3", "10"],
    "american_whist": ["7", "8", "6", "9", "5", "10"],
    "bridge_whist": ["H 8", "S 9", "N 7", "C 8", "D 10", "p 6"],
    "auction": ["2H S 8", "1NT E 7", "3C N 9", "2S W 8", "4H S 10", "3NT E 9", "2D N 8"],
    "contract": ["2H S 8", "1NT E 7", "3C N 9", "2S W 8", "4H S 10", "3NT E 9", "2D N 8"],
    "chicago": ["2H S 8", "1NT E 7", "3C N 9", "2S W 8", "4H S 10", "3NT E 9", "2D N 8"],
}


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


class Run(NamedTuple):
    """One start: the whole process's wall and CPU time, when it reached ``mark`` (from its
    start, on the monotonic clock) and the process's CPU time then (None when it reports no
    such mark)."""

    wall: float
    cpu: float
    mark: float | None
    mark_cpu: float | None


def timed(cmd: list[str], env: dict[str, str], mark: str = "first paint") -> Run:
    _no_backup_of_today(cmd)
    t0 = time.monotonic()
    proc = subprocess.Popen(
        cmd, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    try:
        _, stderr = proc.communicate(timeout=300)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise
    # The child is reaped by communicate(); its CPU time is the children's total that grew.
    elapsed = time.monotonic() - t0
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[:4])} ... exited {proc.returncode}:\n{stderr}")
    at = at_cpu = None
    for line in stderr.splitlines():
        if line.startswith(f"start mark: {mark} ") and "monotonic=" in line:
            at = float(line.rsplit("monotonic=", 1)[1]) - t0
            fields = dict(f.split("=", 1) for f in line.split() if "=" in f)
            at_cpu = float(fields["cpu"]) / 1000 if "cpu" in fields else None
    return Run(elapsed, _children_cpu(), at, at_cpu)


#: The copy whose every start is the day's first (bench_start): its backups are removed before
#: each run.
FIRST: list[Path] = []


def _no_backup_of_today(cmd: list[str]) -> None:
    for db in FIRST:
        if str(db) in cmd:
            for old in db.parent.glob(f"{db.stem}.backup-*"):
                old.unlink()
            assert not any(db.parent.glob(".scorepad-tmp-*")), "a half backup was left"


_cpu_seen = 0.0


def _children_cpu() -> float:
    """The CPU time of the child reaped since the last call (user + system)."""
    global _cpu_seen
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = usage.ru_utime + usage.ru_stime
    cpu, _cpu_seen = total - _cpu_seen, total
    return cpu


def _ratios(times: dict[str, list[float]], k: str) -> tuple[float, float]:
    """The ratio of the medians to the bare window's, and the median of the rounds' ratios."""
    a, b = times[k], times["bare"]
    return (
        round(statistics.median(a) / statistics.median(b), 3),
        round(statistics.median(x / y for x, y in zip(a, b, strict=True)), 3),
    )


#: The figures set beside the bare window's.
MEASURED = (
    "paint",
    "ready",
    "paint_first",
    "ready_first",
    "paint_system_faces",
    "floor_read",
    "floor_paint",
    "floor_pad",
)


def bench_start(db: Path, runs: int, env: dict[str, str], first: Path) -> dict[str, Any]:
    """The bare window, scorepad to the pad's first paint and scorepad ready for typing (a
    later start on ``db``, the day's first on ``first``), alternating, each a fresh process."""
    from scorepad.store import backup

    backup(db)  # a later start: today's backup is there
    FIRST[:] = [first]
    base = [sys.executable, "-m", "scorepad", "--db", str(db)]
    day = [sys.executable, "-m", "scorepad", "--db", str(first)]
    faces_off = [sys.executable, "-c", SYSTEM_FACES, "--db", str(db)]
    cmds = {
        "bare": ([sys.executable, "-c", BARE], "first paint"),
        "paint": ([*base, "--exit-after-paint"], "first paint"),
        "ready": ([*base, "--exit-when-ready"], "ready"),
        "paint_first": ([*day, "--exit-after-paint"], "first paint"),
        "ready_first": ([*day, "--exit-when-ready"], "ready"),
        "paint_system_faces": ([*faces_off, "--exit-after-paint"], "first paint"),
        "floor_read": ([sys.executable, "-c", FLOOR_READ, str(db)], "first paint"),
        "floor_paint": ([sys.executable, "-c", FLOOR_PAINT, str(db)], "first paint"),
        "floor_pad": ([sys.executable, "-c", FLOOR_PAD, str(db)], "first paint"),
    }
    env = {**env, "SCOREPAD_START_MARKS": "1"}
    # Warm-up, not measured: the first run of each fills the bytecode cache.
    for _ in range(2):
        for cmd, mark in cmds.values():
            timed(cmd, env, mark)
    runs_of: dict[str, list[Run]] = {k: [] for k in cmds}
    for _ in range(runs):
        for k, (cmd, mark) in cmds.items():
            runs_of[k].append(timed(cmd, env, mark))
    out: dict[str, Any] = {"runs": runs, "target_ratio": 1.6, "target_ready_ratio": 2.0}
    for figure in ("mark", "mark_cpu", "wall", "cpu"):
        times = {
            k: [getattr(r, figure) for r in rs if getattr(r, figure) is not None]
            for k, rs in runs_of.items()
        }
        if any(len(v) != runs for v in times.values()):
            continue  # a program that did not report its mark
        for k, v in times.items():
            out[f"{figure}_{k}_ms"] = [round(x * 1000, 1) for x in v]
            out[f"{figure}_{k}_median_ms"] = round(statistics.median(v) * 1000, 1)
            out[f"{figure}_{k}_p95_ms"] = round(sorted(v)[int(0.95 * (len(v) - 1))] * 1000, 1)
        for k in MEASURED:
            out[f"{figure}_{k}_ratio"], out[f"{figure}_{k}_ratio_per_run"] = _ratios(times, k)
    return out


def bench_record(db: Path, hands: int) -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication

    import ui.dialogs.summary as summary
    from scorepad.enums import Seat
    from scorepad.records.record import Rubber
    from scorepad.rules import score
    from scorepad.store import Store
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    summary.SummaryDialog.ask = classmethod(lambda cls, *a: summary.CLOSE)  # type: ignore[method-assign]
    store = Store.open(db)
    window = MainWindow(store)
    window.resize(1200, 780)
    window.show()
    app.processEvents()
    players = {Seat.N: "Bench N", Seat.E: "Bench E", Seat.S: "Bench S", Seat.W: "Bench W"}
    out: dict[str, Any] = {}
    writes: list[float] = []
    run = store.run

    def timed_run(command: Any) -> Any:
        w0 = time.perf_counter()
        try:
            return run(command)
        finally:
            writes.append(time.perf_counter() - w0)

    store.run = timed_run  # type: ignore[method-assign]
    for game, lines in HANDS.items():
        total: list[float] = []
        cpu: list[float] = []
        write_ms: list[float] = []
        store_ms: list[float] = []
        score_ms: list[float] = []
        paint_ms: list[float] = []
        pane = window.start_rubber(Rubber(game=game, players=players))
        i = 0
        while len(total) < hands:
            if pane.sheet.complete:
                pane = window.start_rubber(Rubber(game=game, players=players))
            line = lines[i % len(lines)]
            i += 1
            pane.quick.setText(line)
            pane._quick_edited(line)  # typing: the preview, not part of the measure
            app.processEvents()
            writes.clear()
            c0 = time.process_time()
            t0 = time.perf_counter()
            ok = pane.record()
            pane.pad.repaint()
            t1 = time.perf_counter()
            c1 = time.process_time()
            if not ok:
                continue
            total.append(t1 - t0)
            cpu.append(c1 - c0)
            write_ms.append(sum(writes))
            # The shares, measured apart on the same record.
            s0 = time.perf_counter()
            rubber = store.load_rubber(pane.rubber_id)
            s1 = time.perf_counter()
            sheet = score(rubber)
            s2 = time.perf_counter()
            pane.pad.set_rubber(rubber, sheet)
            pane.pad.repaint()
            s3 = time.perf_counter()
            store_ms.append(s1 - s0)
            score_ms.append(s2 - s1)
            paint_ms.append(s3 - s2)

        def ms(xs: list[float]) -> float:
            return round(statistics.median(xs) * 1000, 2)

        def p95(xs: list[float]) -> float:
            return round(sorted(xs)[int(0.95 * (len(xs) - 1))] * 1000, 2)

        out[game] = {
            "hands": len(total),
            "median_ms": ms(total),
            "p95_ms": p95(total),
            "cpu_median_ms": ms(cpu),
            "cpu_p95_ms": p95(cpu),
            "store_write_ms": ms(write_ms),
            "load_rubber_ms": ms(store_ms),
            "score_ms": ms(score_ms),
            "pad_paint_ms": ms(paint_ms),
            "target_ms": 16,
        }
    store.run = run  # type: ignore[method-assign]
    window.close()
    store.close()
    return out


def print_start(start: dict[str, Any]) -> None:
    names = {
        "mark": "to the mark",
        "mark_cpu": "CPU to the mark",
        "wall": "whole process",
        "cpu": "CPU time",
    }
    for what, k, target in (
        ("the pad's first paint", "paint", 1.6),
        ("ready for typing", "ready", 2.0),
        ("the pad's first paint, the day's first start", "paint_first", 1.6),
        ("ready for typing, the day's first start", "ready_first", 2.0),
    ):
        print(f"cold start to {what} (target <= {target} x the bare window):", flush=True)
        for figure, label in names.items():
            if f"{figure}_{k}_ratio" not in start:
                continue
            print(
                f"  {label:15} scorepad {start[f'{figure}_{k}_median_ms']:7.1f} ms "
                f"(p95 {start[f'{figure}_{k}_p95_ms']:.0f}), bare "
                f"{start[f'{figure}_bare_median_ms']:7.1f} ms "
                f"(p95 {start[f'{figure}_bare_p95_ms']:.0f}) -> ratio "
                f"{start[f'{figure}_{k}_ratio']} (per run {start[f'{figure}_{k}_ratio_per_run']})",
                flush=True,
            )

    if "mark_cpu_paint_system_faces_median_ms" in start:
        ours = start["mark_cpu_paint_median_ms"]
        theirs = start["mark_cpu_paint_system_faces_median_ms"]
        print(
            f"the faces' cost (CPU to the first paint): shipped faces {ours:.1f} ms, the "
            f"system's (fontconfig, SCOREPAD_FONTS='') {theirs:.1f} ms: {ours - theirs:+.1f} ms "
            "(target: no dearer)",
            flush=True,
        )
    print("the floors (the least a start showing the real pad must do; see FLOOR_READ):")
    for k, what in (
        ("floor_read", "bare window + front rubber read and scored"),
        ("floor_paint", "that + its figures painted by hand (FLOOR_PAINT)"),
        ("floor_pad", "that + the real pad painted, no window"),
    ):
        for figure in ("mark", "mark_cpu"):
            if f"{figure}_{k}_ratio" in start:
                print(
                    f"  {what:44} {names[figure]:15} {start[f'{figure}_{k}_median_ms']:7.1f} ms"
                    f" -> ratio {start[f'{figure}_{k}_ratio']} (per run "
                    f"{start[f'{figure}_{k}_ratio_per_run']})",
                    flush=True,
                )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", type=Path, default=ROOT / "bench" / "out" / "history.db")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--json", type=Path, default=ROOT / "bench" / "out" / "bench_startup.json")
    ap.add_argument(
        "--start-only", action="store_true", help="only the cold start (no recording benchmark)"
    )
    args = ap.parse_args()
    source = ensure_history(args.db)
    with tempfile.TemporaryDirectory(prefix="scorepad-bench-") as tmp:
        db = Path(tmp) / "history.db"
        shutil.copy2(source, db)
        first = Path(tmp) / "first" / "history.db"
        first.parent.mkdir()
        shutil.copy2(source, first)
        # An installed copy runs from compiled bytecode (pip compiles it); a checkout run with
        # PYTHONDONTWRITEBYTECODE would compile every module at every start. Both programs
        # get the same cache, kept out of the source tree and filled by the warm-up run.
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(
            {
                "XDG_CONFIG_HOME": str(Path(tmp) / "config"),
                "XDG_DATA_HOME": str(Path(tmp) / "data"),
                "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pycache"),
            }
        )
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        os.environ.update(
            {k: env[k] for k in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "QT_QPA_PLATFORM")}
        )
        print(
            f"history: {source} ({source.stat().st_size / 1e6:.0f} MB), "
            f"platform {env['QT_QPA_PLATFORM']}",
            flush=True,
        )
        start = bench_start(db, args.runs, env, first)
        print_start(start)
        record = {} if args.start_only else bench_record(db, args.hands)
        for game, r in record.items():
            print(
                f"hand recorded -> pad repainted ({game}): median {r['median_ms']} ms, "
                f"p95 {r['p95_ms']} ms (target < 16; CPU median {r['cpu_median_ms']} ms, "
                f"p95 {r['cpu_p95_ms']} ms); history write {r['store_write_ms']} ms; apart: "
                f"load {r['load_rubber_ms']} ms, score {r['score_ms']} ms, "
                f"paint {r['pad_paint_ms']} ms",
                flush=True,
            )
    result = {"start": start, "record": record}
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=1) + "\n")
    print(f"written {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
