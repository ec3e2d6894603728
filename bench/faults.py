"""The fault campaign of issue 11: what a user would see, and what is lost, under faults.

    python bench/faults.py [--kills 50] [--imports 3000] [--backups 40] [--migration-kills 30]
                           [--seed 11] [--only NAME]

Each row of the table is one kind of fault, tried many times:

- ``kill the window while recording``: a scripted offscreen window records hands (quick entry,
  Enter) and reports each one the pane acknowledged; it is killed with SIGKILL at a random
  moment. Then every acknowledged hand must be in the history, the file must pass
  ``PRAGMA integrity_check`` and the next start must leave no temporary file.
- ``fuzzed import``: the golden rubbers' export, mutated (keys dropped, values swapped for
  others of every type, huge numbers and strings, deep nesting), imported in-process: it must be
  accepted whole or refused whole with a message, never a traceback nor a partial write.
- ``damaged history, backup``: a history with a damaged page or truncated is backed up: a
  damaged copy must never enter the rotation, and the last good backup must stay.
- ``kill during backup``: the daily backup killed midway: the rotation holds only sound copies
  and the next start clears the leftover.
- ``kill during migration``: a history seeded at the first schema by raw SQL is upgraded by a
  child killed inside a migration (each in turn, paused before one of its statements) or at a
  random moment; the next open must complete the upgrade with every seeded rubber and fact,
  ``integrity_check`` ok and ``scorepad verify`` exit 0.
- ``disk full`` / ``read-only`` / ``locked``: each write refused in its own words.
- ``unexpected SQLite error``: an error SQLite did not expect (``no such column``) is told as an
  unexpected problem to report, never as the disk, a lock or damage; nothing is written.

Prints the table ``| test | tries | failures | what the user saw | data lost |``.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import datetime as dt
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorepad.errors import ScorepadError  # noqa: E402
from scorepad.records.record import Rubber  # noqa: E402
from scorepad.store import Store  # noqa: E402
from scorepad.store.failures import (  # noqa: E402
    TMP_PREFIX,
    DiskFullError,
    LockedError,
    ReadOnlyError,
    UnexpectedError,
)
from scorepad.store.files import backup, backups, is_sound  # noqa: E402

GOLDEN = ROOT.parent / "shared" / "golden"
if not GOLDEN.exists():
    GOLDEN = Path("/work/shared/golden")

Row = tuple[str, int, int, str, str]

# -- the scripted window ---------------------------------------------------------------------
WINDOW_SCRIPT = r"""
import os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication, QMessageBox
from scorepad.records.record import Rubber
from scorepad.store import Store
from ui.main_window import MainWindow

app = QApplication(sys.argv[:1])
said = []
QMessageBox.warning = lambda *a, **k: said.append(a[2]) or QMessageBox.StandardButton.Ok
QMessageBox.critical = QMessageBox.warning
store = Store.open(sys.argv[1])
win = MainWindow(store)
FOUR = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
def new_pane():
    return win.start_rubber(Rubber.from_json(
        {"format": "scorepad-rubber/1", "game": "short_whist", "players": FOUR, "deals": []}))
pane = new_pane()
print("ready", flush=True)
n = 0
while True:
    if pane.sheet.complete:
        pane = new_pane()
    before = len(pane.rubber.deals)
    line = "7" if n % 2 else "6"
    pane.quick.setText(line)
    pane.quick.textEdited.emit(line)  # as typed: the form follows the line
    if pane.record():
        print(f"ack {pane.rubber_id} {before + 1}", flush=True)
    elif said:
        print("said " + said.pop().replace("\n", " "), flush=True)
    n += 1
    app.processEvents()
"""


def kill_window(kills: int, rng: random.Random, work: Path) -> Row:
    db = work / "kills.db"
    acked: dict[int, int] = {}
    failures = 0
    seen: Counter[str] = Counter()
    lost = 0
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(work / "cfg")}
    for _ in range(kills):
        child = subprocess.Popen(
            [sys.executable, "-c", WINDOW_SCRIPT, str(db)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=str(ROOT),
        )
        assert child.stdout is not None
        first = child.stdout.readline().strip()
        if first != "ready":
            child.kill()
            failures += 1
            seen["did not start: " + child.stderr.read()[-200:] if child.stderr else ""] += 1
            child.wait()
            continue
        time.sleep(rng.uniform(0.05, 0.6))
        os.kill(child.pid, signal.SIGKILL)
        out, err = child.communicate()
        for line in out.splitlines():
            if line.startswith("ack "):
                _, rid, deals = line.split()
                acked[int(rid)] = max(acked.get(int(rid), 0), int(deals))
            elif line.startswith("said "):
                seen[line[5:80]] += 1
        if "Traceback" in err:
            failures += 1
            seen["traceback"] += 1
    with Store.open(db) as s:
        for rid, n in acked.items():
            have = s.rubber_info(rid).deals
            if have < n:
                lost += n - have
                failures += 1
    if not is_sound(db):
        failures += 1
        seen["damaged after the kills"] += 1
    left = list(work.glob(f"{TMP_PREFIX}*"))
    if left:
        failures += 1
        seen["temporary files left"] += 1
    saw = "; ".join(f"{k} ×{v}" for k, v in seen.items()) or "nothing (hands recorded, or not yet)"
    hands = sum(acked.values())
    return ("kill the window while recording", kills, failures, saw, f"{lost} of {hands} acked")


# -- fuzzed imports --------------------------------------------------------------------------
def golden_records() -> list[dict[str, Any]]:
    out = []
    for name in ("whist.jsonl", "bridge.jsonl"):
        path = GOLDEN / name
        if path.exists():
            for line in path.read_text().splitlines():
                if line.strip():
                    case = json.loads(line)
                    if isinstance(case.get("rubber"), dict) and _scores(case["rubber"]):
                        out.append(case["rubber"])
    return out


def _scores(raw: dict[str, Any]) -> bool:
    from scorepad.rules import score

    try:
        score(Rubber.from_json(raw))
    except ScorepadError:
        return False
    return True


WEIRD: list[Any] = [
    None,
    True,
    -1,
    0,
    10**40,
    1e400,
    float("nan"),
    "",
    "x" * 100_000,
    "\x00",
    "\u202e",
    [],
    {},
    [[[[[[]]]]]],
    "2026-13-45",
    "NS",
]


def nest(depth: int) -> Any:
    v: Any = 0
    for _ in range(depth):
        v = [v]
    return v


def mutate(obj: Any, rng: random.Random) -> Any:
    """One random change somewhere in ``obj`` (a copy)."""
    obj = copy.deepcopy(obj)
    paths: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for k in list(node):
                paths.append((node, k))
                walk(node[k])
        elif isinstance(node, list):
            for i in range(len(node)):
                paths.append((node, i))
                walk(node[i])

    walk(obj)
    if not paths:
        return rng.choice(WEIRD)
    for _ in range(rng.randint(1, 3)):
        parent, key = rng.choice(paths)
        action = rng.random()
        try:
            if action < 0.25 and isinstance(parent, dict):
                del parent[key]
            elif action < 0.7:
                parent[key] = rng.choice(WEIRD)
            elif action < 0.8:
                parent[key] = nest(rng.choice([40, 600]))
            elif (
                action < 0.9 and isinstance(parent[key], int) and not isinstance(parent[key], bool)
            ):
                parent[key] = parent[key] + rng.choice([-1, 1, 13, -100])
            elif isinstance(parent, list):
                parent.append(copy.deepcopy(parent[key]))
            else:
                parent[f"extra{rng.randrange(9)}"] = rng.choice(WEIRD)
        except (KeyError, IndexError):
            continue
    return obj


def fuzz_imports(n: int, rng: random.Random, work: Path) -> Row:
    db = work / "fuzz.db"
    records = golden_records()
    with Store.open(db, backup=False) as s:
        s.import_records(records[:40])
        export = s.export_json()
    tracebacks = partial = accepted = refused = 0
    first_tb = ""
    with Store.open(db, backup=False) as s:
        for _ in range(n):
            bad = mutate(export, rng)
            before = len(s.rubbers())
            try:
                ids = s.import_records(bad)
            except ScorepadError:
                refused += 1
                if len(s.rubbers()) != before:
                    partial += 1
                continue
            except Exception:
                tracebacks += 1
                first_tb = first_tb or traceback.format_exc(limit=3).splitlines()[-1]
                if len(s.rubbers()) != before:
                    partial += 1
                continue
            accepted += 1
            if len(s.rubbers()) < before + len(ids):
                partial += 1
    saw = f"refused in words {refused}, accepted {accepted}, traceback {tracebacks}"
    if first_tb:
        saw += f" (first: {first_tb[:80]})"
    return ("fuzzed import", n, tracebacks + partial, saw, f"{partial} partial writes")


# -- backups ---------------------------------------------------------------------------------
def damaged_backups(n: int, rng: random.Random, work: Path) -> Row:
    records = golden_records()
    rotated_in = 0
    kept_good = 0
    refused = 0
    for trial in range(n):
        folder = work / f"backup{trial}"
        folder.mkdir()
        db = folder / "h.db"
        with Store.open(db, backup=False) as s:
            s.import_records(records * 4)
        good = backup(db, today=dt.date(2026, 1, 1))
        with sqlite3.connect(db) as c:
            c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            page = c.execute("PRAGMA page_size").fetchone()[0]
        data = bytearray(db.read_bytes())
        pages = len(data) // page
        if trial % 2:
            at = rng.randrange(2, pages) * page
            data[at : at + page] = bytes(rng.randrange(256) for _ in range(page))
        else:
            del data[-rng.randint(1, page * 2) :]
        db.write_bytes(bytes(data))
        try:
            backup(db, today=dt.date(2026, 1, 2))
        except ScorepadError:
            refused += 1
        if any(not is_sound(b) for b in backups(db)):
            rotated_in += 1
        if good in backups(db):
            kept_good += 1
    saw = f"'the history is damaged' {refused}, sound damage-free copies {n - refused}"
    return (
        "damaged history, backup",
        n,
        rotated_in + (n - kept_good),
        saw,
        f"{rotated_in} damaged rotated in; last good kept {kept_good}/{n}",
    )


def kill_backups(n: int, rng: random.Random, work: Path) -> Row:
    folder = work / "killbackup"
    folder.mkdir()
    db = folder / "h.db"
    with Store.open(db, backup=False) as s:
        s.import_records(golden_records() * 20)
    bad = 0
    day = dt.date(2026, 1, 1)
    for i in range(n):
        pid = os.fork()
        if pid == 0:  # the child: back up, day after day
            with contextlib.suppress(BaseException):
                for k in range(1000):
                    backup(db, today=day + dt.timedelta(days=i * 1000 + k))
            os._exit(0)
        time.sleep(rng.uniform(0.0, 0.05))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        if any(not is_sound(b) for b in backups(db)):
            bad += 1
    Store.open(db).close()  # the next start clears the leftovers
    left = len(list(folder.glob(f"{TMP_PREFIX}*")))
    return (
        "kill during backup",
        n,
        bad + (1 if left else 0),
        f"nothing; {left} temporary files left after the next start",
        f"{bad} damaged copies in the rotation",
    )


# -- kills during an upgrade ----------------------------------------------------------------
def kill_migrations(n: int, rng: random.Random, work: Path) -> Row:
    import shutil

    from scorepad.store import migration_names
    from tests.helpers.migration_kills import kill_upgrade, old_history, problems_after

    folder = work / "killmigrate"
    folder.mkdir()
    template = folder / "seed.db"
    check, rubbers = old_history(template, copies=200)
    names = migration_names()[1:]
    failures = 0
    seen: Counter[str] = Counter()
    lost = 0
    for i in range(n):
        p = folder / f"old{i}.db"
        shutil.copyfile(template, p)
        pause = (names[i % len(names)], rng.randrange(4)) if i % 3 != 2 else None
        where = kill_upgrade(p, pause=pause, delay=rng.uniform(0, 0.02 if pause else 1.0))
        if where.startswith("killed"):
            where = "killed inside a migration" if pause else "killed at a random moment"
        seen[where] += 1
        try:
            found = problems_after(p, check, rubbers)
        except Exception as e:  # the next open failed: what the user would see
            found = [f"{type(e).__name__}: {e}"]
        if found:
            failures += 1
            seen["; ".join(found)[:120]] += 1
            lost += 1
    saw = (
        "nothing: the next open finished the upgrade ("
        + ", ".join(f"{k} ×{v}" for k, v in seen.items())
        + ")"
    )
    return ("kill during migration", n, failures, saw, f"{lost} of {n} histories")


# -- refused writes --------------------------------------------------------------------------
HOLD = (
    "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
    "c.execute('BEGIN IMMEDIATE')\nprint('held', flush=True)\nsys.stdin.readline()\n"
)


def refused_writes(tries: int, work: Path) -> list[Row]:
    rows: list[Row] = []
    rubber = Rubber.from_json(
        {
            "format": "scorepad-rubber/1",
            "game": "short_whist",
            "players": {"N": "A", "E": "B", "S": "C", "W": "D"},
            "deals": [],
        }
    )
    db = work / "refused.db"
    with Store.open(db, backup=False) as s:
        rid = s.create_rubber(rubber)
    for name, kind in (
        ("disk full (max_page_count)", DiskFullError),
        ("read-only (mode=ro)", ReadOnlyError),
        ("another program's write lock", LockedError),
    ):
        silent = 0
        said = ""
        for _ in range(tries):
            holder = None
            s = Store.open(db, backup=False, read_only=kind is ReadOnlyError)
            if kind is DiskFullError:
                (pages,) = s._conn.execute("PRAGMA page_count").fetchone()
                s._conn.execute(f"PRAGMA max_page_count = {pages}")
            if kind is LockedError:
                s.set_busy_timeout(100)
                holder = subprocess.Popen(
                    [sys.executable, "-c", HOLD, str(db)],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                )
                assert holder.stdout is not None
                holder.stdout.readline()
            try:
                for _ in range(2000):
                    s.create_rubber(rubber)
                silent += 1
            except kind as e:
                said = str(e).split(" (")[0]
            except Exception:
                silent += 1
            finally:
                if holder is not None:
                    holder.communicate("\n", timeout=30)
                s.close()
        rows.append((name, tries, silent, f"'{said}'", "0 (nothing written)"))
    _ = rid
    rows.append(_unexpected(tries, work, rubber))
    return rows


def _unexpected(tries: int, work: Path, rubber: Rubber) -> Row:
    """An error SQLite did not expect (here a trigger naming a column that is not there):
    told as an unexpected problem to report, never as the disk, a lock or damage."""
    db = work / "unexpected.db"
    Store.open(db, backup=False).close()
    with contextlib.closing(sqlite3.connect(db)) as c:
        c.execute(
            "CREATE TRIGGER sabotage BEFORE INSERT ON rubbers BEGIN SELECT no_such_column "
            "FROM players; END"
        )
        c.commit()
    wrong = 0
    said = ""
    written = 0
    for _ in range(tries):
        with Store.open(db, backup=False) as s:
            try:
                s.create_rubber(rubber)
                wrong += 1
            except UnexpectedError as e:
                said = str(e).split(" at ")[0]
            except Exception:
                wrong += 1
            written += len(s.rubbers())
    return (
        "unexpected SQLite error (no such column)",
        tries,
        wrong,
        f"'{said}'",
        f"{written} rubbers written",
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=50)
    ap.add_argument("--imports", type=int, default=3000)
    ap.add_argument("--backups", type=int, default=40)
    ap.add_argument("--migration-kills", type=int, default=30)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument(
        "--only",
        choices=["refused", "window", "backups", "kill-backup", "migration", "imports"],
        help="run only this row",
    )
    args = ap.parse_args()
    rng = random.Random(args.seed)
    rows: list[Row] = []
    print("| test | tries | failures | what the user saw | data lost |")
    print("|---|---|---|---|---|", flush=True)

    def add(*new: Row) -> None:
        for row in new:
            rows.append(row)
            print("| " + " | ".join(str(c) for c in row) + " |", flush=True)

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        t0 = time.monotonic()
        runs: dict[str, Any] = {
            "refused": lambda: refused_writes(5, work),
            "window": lambda: [kill_window(args.kills, rng, work)],
            "backups": lambda: [damaged_backups(args.backups, rng, work)],
            "kill-backup": lambda: [kill_backups(20, rng, work)] if hasattr(os, "fork") else [],
            "migration": lambda: [kill_migrations(args.migration_kills, rng, work)],
            "imports": lambda: [fuzz_imports(args.imports, rng, work)],
        }
        for name, run in runs.items():
            if args.only in (None, name):
                add(*run())
        took = time.monotonic() - t0
    print(f"\n({took:.0f} s, seed {args.seed})")
    return 0 if all(r[2] == 0 for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
