"""Load benchmark of table entry on loopback: N simulated tables, each sending a hand every
few seconds, starting the next rubber when one ends. Bounded in time; stops by itself.

    .venv/bin/python bench/bench_serve.py [--tables 25] [--every 2] [--seconds 60]

The server is ``scorepad serve`` in its own process (as at the club); the clients are one
asyncio process. Reports the p50/p99 time from request to committed (the server answers only
after the deal's transaction commits), and checks the history afterwards: every hand sent once
and answered is in it exactly once (lost: answered but missing; duplicated: a hand id in it
twice or a deal with no hand id).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx

from scorepad.records.record import Rubber
from scorepad.store import Store

DATE = "2026-11-29"
LINES = ("4s n 10", "2h e 8", "3nt s 9", "1c w 7", "4h n 9", "pass")


async def table(
    client: httpx.AsyncClient, url: str, pin: str, every: float, until: float, out: dict
) -> None:
    headers = {"X-Scorepad-Pin": pin}
    await asyncio.sleep(random.uniform(0, every))  # the tables do not all send at once
    state = (await client.get(url + "/api/state", headers=headers)).json()["state"]
    i = 0
    while time.monotonic() < until:
        start = time.monotonic()
        if state["complete"]:
            r = await client.post(
                url + "/api/next", json={"version": state["version"]}, headers=headers
            )
            state = r.json()["state"]
            continue
        uid = uuid.uuid4().hex
        body = {
            "hand_id": uid,
            "line": LINES[i % len(LINES)],
            "version": state["version"],
            "entered_by": "bench",
        }
        i += 1
        t0 = time.perf_counter()
        r = await client.post(url + "/api/hands", json=body, headers=headers)
        out["latency"].append(time.perf_counter() - t0)
        if r.status_code in (200, 201):
            out["answered"].add(uid)
            state = r.json()["state"]
        else:
            out["errors"].append((r.status_code, r.text[:200]))
        await asyncio.sleep(max(0.0, every - (time.monotonic() - start)))


async def run(tables: int, every: float, seconds: float, db: Path) -> dict:
    with Store.open(db, backup=False) as store:
        for n in range(1, tables + 1):
            seats = {s: f"{s}{n}" for s in "NESW"}
            store.create_rubber(
                Rubber.from_json(
                    {"game": "contract", "played_on": DATE, "table": str(n), "players": seats}
                )
            )
    # The server runs as `scorepad serve` in its own process, as at the club.
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    cmd = [sys.executable, "-m", "scorepad", "--db", str(db), "serve", "--evening", DATE]
    cmd += ["--port", str(port)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    out: dict = {"latency": [], "answered": set(), "errors": []}
    try:
        assert proc.stdout is not None
        proc.stdout.readline()
        urls = {}
        for _ in range(tables):
            words = proc.stdout.readline().split()
            urls[words[2]] = words[4]  # address → PIN
        limits = httpx.Limits(max_connections=tables + 5)
        async with httpx.AsyncClient(timeout=10, limits=limits) as client:
            for _ in range(200):  # until it listens
                try:
                    await client.get(f"http://127.0.0.1:{port}/static/page.css")
                    break
                except httpx.ConnectError:
                    await asyncio.sleep(0.05)
            until = time.monotonic() + seconds
            await asyncio.gather(
                *(table(client, url, pin, every, until, out) for url, pin in urls.items())
            )
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(20)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=25)
    ap.add_argument("--every", type=float, default=2.0, help="seconds between a table's hands")
    ap.add_argument("--seconds", type=float, default=60.0, help="how long to run")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.db"
        out = asyncio.run(run(args.tables, args.every, min(args.seconds, 600), db))
        with sqlite3.connect(db) as conn:
            uids = [r[0] for r in conn.execute("SELECT hand_uid FROM entry_hands")]
            deals = conn.execute("SELECT count(*) FROM deals").fetchone()[0]
            rubbers = conn.execute("SELECT count(*) FROM rubbers").fetchone()[0]
    lat = sorted(out["latency"])
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else float("nan")
    lost = len(out["answered"] - set(uids))
    duplicated = (len(uids) - len(set(uids))) + (deals - len(uids))
    report = {
        "tables": args.tables,
        "seconds": args.seconds,
        "hands": len(lat),
        "rubbers": rubbers,
        "p50_ms": round(statistics.median(lat) * 1000, 1) if lat else None,
        "p99_ms": round(p99 * 1000, 1),
        "lost": lost,
        "duplicated": duplicated,
        "errors": len(out["errors"]),
        "first_errors": out["errors"][:3],
    }
    print(json.dumps(report, indent=2))
    ok = p99 < 0.100 and lost == 0 and duplicated == 0 and not out["errors"]
    print("targets (p99 < 100 ms, 0 lost, 0 duplicated):", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
