"""Every refusal of the table-entry server, for an evening's rubbers and for a drive, against
the real server and store on 127.0.0.1: after each one the history is exactly as it was — the
row count of every table, every hash-chain head (any ``*chain_head*`` column there is), and
each drive's row (its version and record)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.records.record import Rubber
from scorepad.serve.app import BODY_LIMIT, PIN_TRIES, create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store
from scorepad.store import drives as ds

DATE = "2026-11-29"
SEATS = {"1": {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}}
SEATS["2"] = {"N": "Eve", "E": "Fay", "S": "Gus", "W": "Hal"}


def history(db: Path) -> dict[str, Any]:
    """What a refusal must leave alone: row counts, chain heads, the drives' rows."""
    with sqlite3.connect(db) as conn:
        tables = [
            str(r[0])
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        counts = {t: conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in tables}
        heads = {}
        for t in tables:
            for col in conn.execute(f'PRAGMA table_info("{t}")'):
                if "chain_head" in col[1]:
                    rows = conn.execute(f'SELECT "{col[1]}" FROM "{t}"').fetchall()
                    heads[f"{t}.{col[1]}"] = sorted(repr(r[0]) for r in rows)
        drives = conn.execute("SELECT id, version, state, record FROM drives ORDER BY id")
        return {"counts": counts, "heads": heads, "drives": drives.fetchall()}


@dataclass
class Entry:
    kind: str
    url: str
    db: Path
    session: EntrySession
    client: httpx.Client
    write: str  # the write endpoint: "hands" or "lines"
    body: Callable[[str, str], dict[str, Any]]  # (table, uid) → a good write for that table

    def table(self, n: str) -> str:
        return f"{self.url}/t/{self.session.table_token(n)}/{n}"

    def pin(self, n: str) -> dict[str, str]:
        return {"X-Scorepad-Pin": self.session.pins[n]}

    def state(self, n: str) -> dict[str, Any]:
        r = self.client.get(self.table(n) + "/api/state", headers=self.pin(n))
        assert r.status_code == 200, r.text
        out: dict[str, Any] = r.json()["state"]
        return out

    def post(self, n: str, body: dict[str, Any], **headers: str) -> httpx.Response:
        return self.client.post(
            self.table(n) + "/api/" + self.write, json=body, headers={**self.pin(n), **headers}
        )


def _evening(db: Path) -> tuple[EntrySession, Callable[..., dict[str, Any]]]:
    with Store.open(db, backup=False) as store:
        for label, seats in SEATS.items():
            rubber = {"game": "short_whist", "played_on": DATE, "table": label, "players": seats}
            store.create_rubber(Rubber.from_json(rubber))
    backend = Backend(db)
    try:
        session = backend.start_session(DATE)

        def body(n: str, uid: str) -> dict[str, Any]:
            b = Backend(db)
            try:
                version = b.state(DATE, n)["version"]
            finally:
                b.close()
            return {"hand_id": uid, "line": "9", "version": version, "entered_by": "Ann"}

        return session, body
    finally:
        backend.close()


def _drive(db: Path) -> tuple[EntrySession, Callable[..., dict[str, Any]]]:
    ladies, gents = ["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"]
    rec = DriveRecord.new(
        "whist_drive",
        [(p, "lady") for p in ladies] + [(p, "gent") for p in gents],
        allocate(ladies, gents, "arrival"),
        house_rules={"rounds": 3},
    )
    with Store.open(db, backup=False) as store:
        drive_id = ds.create_drive(store, rec).drive_id
    backend = Backend(db)
    try:
        session = backend.start_drive_session(drive_id)
    finally:
        backend.close()

    def body(n: str, uid: str) -> dict[str, Any]:
        b = Backend(db)
        try:
            st = b.drive_state(drive_id, n)
        finally:
            b.close()
        return {
            "line_id": uid,
            "round": st["round"],
            "entry": {"tricks": [8]},
            "version": st["version"],
            "entered_by": "North",
        }

    return session, body


@pytest.fixture(params=["evening", "drive"])
def entry(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Entry]:
    db = tmp_path / "h.db"
    session, body = (_evening if request.param == "evening" else _drive)(db)
    write = "hands" if request.param == "evening" else "lines"
    server = ServerThread(create_app(db, session.scope, list(session.pins))).start()
    try:
        with httpx.Client(timeout=20) as client:
            e = Entry(request.param, server.url, db, session, client, write, body)
            # One real write first, so that the history has a chain and a line to protect.
            r = e.post("1", body("1", "first-0001"))
            assert r.status_code == 201, r.text
            yield e
    finally:
        server.stop()


def _unchanged(e: Entry, name: str, response: httpx.Response, status: int) -> None:
    assert response.status_code == status, (name, response.text)
    assert response.json()["ok"] is False, name
    assert response.headers["x-frame-options"] == "DENY", name
    assert response.headers["cache-control"] == "no-store", name


def test_the_history_fingerprint_sees_the_chains(entry: Entry) -> None:
    seen = history(entry.db)
    assert seen["heads"].get("rubbers.chain_head") is not None
    # A real write changes the fingerprint, so an unchanged one means nothing was written.
    assert entry.post("2", entry.body("2", "second-0001")).status_code == 201
    assert history(entry.db) != seen


def test_each_refusal_leaves_the_history_as_it_was(entry: Entry) -> None:
    e = entry
    before = history(e.db)
    good = e.body("2", "refused-0001")
    t2 = e.table("2")
    json_headers = {**e.pin("2"), "Content-Type": "application/json"}
    c = e.client
    cases: list[tuple[str, httpx.Response, int]] = [
        ("no token", c.post(f"{e.url}/t//2/api/{e.write}", json=good, headers=e.pin("2")), 404),
        ("no token, bare", c.post(f"{e.url}/api/{e.write}", json=good, headers=e.pin("2")), 404),
        (
            "wrong token",
            c.post(f"{e.url}/t/{'x' * 32}/2/api/{e.write}", json=good, headers=e.pin("2")),
            404,
        ),
        ("no PIN", c.post(f"{t2}/api/{e.write}", json=good), 403),
        (
            "another table's line or rubber: table 1's id replayed at table 2",
            e.post("2", {**good, **_uid(e, "first-0001")}),
            400,
        ),
        (
            "oversized body",
            c.post(
                f"{t2}/api/{e.write}",
                content=b'{"line": "' + b"9" * (BODY_LIMIT + 10) + b'"}',
                headers=json_headers,
            ),
            413,
        ),
        (
            "malformed body",
            c.post(f"{t2}/api/{e.write}", content=b'{"line_id": "x",', headers=json_headers),
            400,
        ),
        ("not an object", c.post(f"{t2}/api/{e.write}", content=b"[1]", headers=json_headers), 400),
        (
            "cross-site post",
            e.post("2", good, Origin="http://evil.example", **{"Sec-Fetch-Site": "cross-site"}),
            403,
        ),
        ("a bad figure", e.post("2", _bad(e, good)), 400),
    ]
    if e.session.pins["1"] != e.session.pins["2"]:  # (1 in 10,000 they are the same)
        cases.append(
            (
                "another table's line or rubber: table 1's PIN on table 2",
                c.post(f"{t2}/api/{e.write}", json=good, headers=e.pin("1")),
                403,
            )
        )
    for name, response, status in cases:
        _unchanged(e, name, response, status)
        assert history(e.db) == before, name


def _uid(e: Entry, uid: str) -> dict[str, str]:
    return {"hand_id": uid} if e.kind == "evening" else {"line_id": uid}


def _bad(e: Entry, good: dict[str, Any]) -> dict[str, Any]:
    if e.kind == "evening":
        return {**good, "line": "14"}
    return {**good, "entry": {"tricks": [14]}}


def test_wrong_pins_are_rate_limited_and_write_nothing(entry: Entry) -> None:
    e = entry
    before = history(e.db)
    good = e.body("2", "pin-0001")
    wrong = "0000" if e.session.pins["2"] != "0000" else "1111"
    for k in range(PIN_TRIES):
        r = e.post("2", good, **{"X-Scorepad-Pin": wrong})
        _unchanged(e, f"wrong PIN {k + 1}", r, 403)
    # The right PIN now waits too, at that table; nothing was written.
    _unchanged(e, "rate limited", e.post("2", good), 429)
    assert history(e.db) == before
    assert e.state("1")["table"] == "1"  # the other table is not locked


def test_a_stopped_session_is_refused_and_writes_nothing(entry: Entry) -> None:
    e = entry
    good = e.body("2", "stop-0001")
    backend = Backend(e.db)
    try:
        assert backend.stop_sessions(e.session.scope) == 1
    finally:
        backend.close()
    before = history(e.db)
    # The page's own address is a page saying entry is not running (the API answers JSON).
    page = e.client.get(e.table("2"))
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")
    assert "not running" in page.text
    assert page.headers["x-frame-options"] == "DENY"
    assert page.headers["cache-control"] == "no-store"
    for name, response in (
        ("state", e.client.get(e.table("2") + "/api/state", headers=e.pin("2"))),
        ("write", e.post("2", good)),
    ):
        _unchanged(e, name, response, 404)
    assert history(e.db) == before
