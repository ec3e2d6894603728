"""Durability: a process killed with SIGKILL at random moments loses no acknowledged deal and
leaves a sound file; two processes writing one file at once lose nothing.

The writers are forked children (the modules are already imported, so each start costs
milliseconds and the 60 kills stay within a few seconds). A child reports each deal on a pipe only
after ``record_deal`` has returned, i.e. after its transaction committed.
"""

from __future__ import annotations

import os
import random
import select
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from scorepad.errors import RecordError
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.store import Store
from tests.helpers.strategies import random_rubber as random_contract
from tests.helpers.strategies import random_rubber as random_whist

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")

KILLS = 60


def _rubbers(seed: int, n: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    i = 0
    while len(out) < n:
        i += 1
        raw = (
            random_whist(rng, "short_whist", "revised_1900")
            if i % 2
            else random_contract(rng, "contract", "laws_2014")
        )
        if not _scores(raw):
            continue  # the generators are other modules' work in progress: keep valid ones
        raw["players"] = {s: f"Player {rng.randrange(12)}" for s in ("N", "E", "S", "W")}
        if len(set(raw["players"].values())) < 4:
            raw["players"] = {s: f"{s} {seed}" for s in ("N", "E", "S", "W")}
        raw["played_on"] = "2026-11-29"
        out.append(raw)
    return out


def _scores(raw: dict[str, Any]) -> bool:
    try:
        score(Rubber.from_json(raw))
    except RecordError:
        return False
    return True


def _writer(
    path: Path, rubbers: list[dict[str, Any]], fd: int, start_at: float, pause: float
) -> None:
    """The child: record every deal of every rubber, acknowledging each one on ``fd``.

    ``pause`` (seconds between deals) stands for the players: without it a writer in a tight
    loop retakes the lock at once and SQLite's busy handler lets the other wait it out.
    """
    store = Store.open(path, backup=False)
    time.sleep(max(0.0, start_at - time.monotonic()))  # the system-wide clock: start together
    for n, raw in enumerate(rubbers):
        rid = store.create_rubber(Rubber.from_json({**raw, "deals": []}))
        os.write(fd, f"R {n} {rid}\n".encode())
        for i, deal in enumerate(raw["deals"]):
            store.record_deal(rid, deal)
            os.write(fd, f"D {rid} {i}\n".encode())
            if pause:
                time.sleep(pause)
    store.close()


def _fork_writer(
    path: Path, rubbers: list[dict[str, Any]], start_at: float = 0.0, pause: float = 0.0
) -> tuple[int, int]:
    r, w = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        code = 0
        try:
            os.close(r)
            _writer(path, rubbers, w, start_at, pause)
        except BaseException as e:
            os.write(2, f"writer failed: {e!r}\n".encode())
            code = 1
        os._exit(code)
    os.close(w)
    return pid, r


def _drain(fd: int) -> list[str]:
    chunks = []
    while True:
        data = os.read(fd, 65536)
        if not data:
            break
        chunks.append(data)
    os.close(fd)
    return b"".join(chunks).decode().splitlines()


def _acks(lines: list[str]) -> tuple[dict[int, int], dict[int, int]]:
    """(rubber number -> id, rubber id -> deals acknowledged), ignoring a torn last line."""
    ids: dict[int, int] = {}
    dealt: dict[int, int] = {}
    for line in lines:
        parts = line.split()
        if len(parts) != 3 or not all(p.isdigit() for p in parts[1:]):
            continue
        if parts[0] == "R":
            ids[int(parts[1])] = int(parts[2])
        elif parts[0] == "D":
            dealt[int(parts[1])] = max(dealt.get(int(parts[1]), 0), int(parts[2]) + 1)
    return ids, dealt


def _check_sound(store: Store) -> None:
    conn = store.db.conn
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    for info in store.rubbers():
        rubber = store.load_rubber(info.id)
        sheet = score(rubber)
        assert info.deals == len(rubber.deals)
        assert (info.totals, info.net, info.complete) == (sheet.totals, sheet.net, sheet.complete)


def test_sigkill_at_random_moments_loses_no_acknowledged_deal(tmp_path: Path) -> None:
    path = tmp_path / "killed.db"
    Store.open(path, backup=False).close()
    rng = random.Random(20261129)
    acknowledged: list[tuple[int, list[dict[str, Any]]]] = []  # (id, the deals acked)
    mid_run_kills = 0
    for run in range(KILLS):
        rubbers = _rubbers(run, 40)
        pid, fd = _fork_writer(path, rubbers)
        time.sleep(rng.uniform(0.0, 0.15))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        mid_run_kills += os.WIFSIGNALED(status)
        ids, dealt = _acks(_drain(fd))
        for n, rid in ids.items():
            acknowledged.append((rid, rubbers[n]["deals"][: dealt.get(rid, 0)]))
        with Store.open(path, backup=False) as store:
            for rid, deals in acknowledged[-len(ids) :] if ids else []:
                assert list(store.load_rubber(rid).deals)[: len(deals)] == deals
    assert mid_run_kills >= 50, f"only {mid_run_kills} kills landed while writing"
    assert sum(len(d) for _, d in acknowledged) > 0
    with Store.open(path, backup=False) as store:
        for rid, deals in acknowledged:
            # Everything acknowledged is there; at most the one deal in flight is extra.
            got = list(store.load_rubber(rid).deals)
            assert got[: len(deals)] == deals and len(got) - len(deals) <= 1
        _check_sound(store)


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    Store.open(path, backup=False).close()
    work = [_rubbers(1000 + k, 30) for k in range(2)]
    start_at = time.monotonic() + 0.5
    children = [_fork_writer(path, rubbers, start_at, 0.002) for rubbers in work]
    results = []
    for pid, fd in children:
        lines = []
        buf = b""
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 1.0)
            if ready:
                data = os.read(fd, 65536)
                if not data:
                    break
                buf += data
        os.close(fd)
        lines = buf.decode().splitlines()
        _, status = os.waitpid(pid, 0)
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
        results.append(_acks(lines))
    with Store.open(path, backup=False) as store:
        for rubbers, (ids, _dealt) in zip(work, results, strict=True):
            assert len(ids) == len(rubbers)
            for n, rid in ids.items():
                assert list(store.load_rubber(rid).deals) == rubbers[n]["deals"]
        assert len(store.rubbers()) == sum(len(w) for w in work)
        # The two really wrote at the same time: their rubbers' ids interleave.
        a, b = (sorted(ids.values()) for ids, _ in results)
        assert a[0] < b[-1] and b[0] < a[-1]
        names = [p.name for p in store.players()]
        assert len(names) == len(set(names))
        _check_sound(store)
