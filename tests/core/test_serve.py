"""Table entry (scorepad serve) against the real server and store on 127.0.0.1."""

from __future__ import annotations

import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from scorepad.records.record import Rubber
from scorepad.serve.app import BODY_LIMIT, PIN_TRIES, create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}
SEATS2 = {"N": "Eve", "E": "Fay", "S": "Gus", "W": "Hal"}


@dataclass
class Served:
    url: str
    db: Path
    session: EntrySession
    client: httpx.Client

    def table(self, n: str) -> str:
        return f"{self.url}/t/{self.session.table_token(n)}/{n}"

    def pin(self, n: str) -> dict[str, str]:
        return {"X-Scorepad-Pin": self.session.pins[n]}

    def counts(self) -> dict[str, int]:
        with sqlite3.connect(self.db) as conn:
            names = [
                r[0]
                for r in conn.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' "
                    "AND name NOT LIKE 'sqlite_%'"
                )
            ]
            return {n: conn.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0] for n in names}

    def deals(self) -> list[tuple[int, int, str]]:
        with sqlite3.connect(self.db) as conn:
            return conn.execute("SELECT rubber_id, idx, record FROM deals ORDER BY 1, 2").fetchall()

    def state(self, n: str = "1") -> dict:
        r = self.client.get(self.table(n) + "/api/state", headers=self.pin(n))
        assert r.status_code == 200, r.text
        return r.json()["state"]

    def send(self, n: str, line: str, uid: str, version: str | None = None, who: str = "Ann"):
        if version is None:
            version = self.state(n)["version"]
        body = {"hand_id": uid, "line": line, "version": version, "entered_by": who}
        return self.client.post(self.table(n) + "/api/hands", json=body, headers=self.pin(n))


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        for label, seats in (("1", SEATS), ("2", SEATS2)):
            store.create_rubber(
                Rubber.from_json(
                    {"game": "short_whist", "played_on": DATE, "table": label, "players": seats}
                )
            )
        other = {"game": "short_whist", "played_on": "2026-11-28", "table": "1", "players": SEATS}
        store.create_rubber(Rubber.from_json(other))
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["1", "2"])).start()
    try:
        with httpx.Client(timeout=10) as client:
            yield Served(server.url, db, session, client)
    finally:
        server.stop()


def test_session_token_and_pins(served: Served) -> None:
    assert len(served.session.token) >= 22  # ≥ 128 bits of token_urlsafe
    assert set(served.session.pins) == {"1", "2"}
    # A restart keeps the same tokens and PINs until entry is stopped.
    backend = Backend(served.db)
    try:
        again = backend.start_session(DATE)
        assert (again.token, again.pins) == (served.session.token, served.session.pins)
        assert backend.stop_sessions() == 1
        assert backend.start_session(DATE).token != served.session.token
    finally:
        backend.close()


def test_page_and_headers(served: Served) -> None:
    r = served.client.get(served.table("1"))
    assert r.status_code == 200
    assert "text/html" in r.headers["content-type"]
    for name, value in (
        ("cache-control", "no-store"),
        ("x-frame-options", "DENY"),
        ("x-content-type-options", "nosniff"),
    ):
        assert r.headers[name] == value
    assert "default-src 'self'" in r.headers["content-security-policy"]
    assert "http" not in r.text.replace("http-equiv", "")  # no outside resources
    js = served.client.get(served.url + "/static/page.js")
    assert js.status_code == 200 and js.headers["cache-control"] == "no-store"


def test_a_rubber_from_the_table(served: Served) -> None:
    state = served.state("1")
    assert state["players"] == SEATS and state["deals"] == [] and state["dealer"] == "N"
    assert state["needs"] == {"NS": 5, "EW": 5}
    pv = served.client.post(
        served.table("1") + "/api/preview", json={"line": "13"}, headers=served.pin("1")
    )
    assert pv.status_code == 200
    assert pv.json()["preview"]["game_won"] == "NS"
    assert served.deals() == []  # a preview writes nothing
    r = served.send("1", "13", "hand-0001")
    assert r.status_code == 201, r.text
    assert r.json()["state"]["deals"][0]["entered_by"] == "Ann"
    assert served.send("1", "13", "hand-0002").status_code == 201
    state = served.state("1")
    assert state["complete"] and state["winner"] == "NS"
    with Store.open(served.db, backup=False) as store:
        (info,) = [i for i in store.rubbers(DATE) if i.table == "1"]
        assert info.deals == 2 and info.winner is not None and info.winner.value == "NS"
    # The next rubber with the same four.
    r = served.client.post(
        served.table("1") + "/api/next", json={"version": state["version"]}, headers=served.pin("1")
    )
    assert r.status_code == 200, r.text
    new = r.json()["state"]
    assert new["rubber"] != state["rubber"] and new["players"] == SEATS and new["deals"] == []


def test_idempotent_resend_and_two_phones(served: Served) -> None:
    version = served.state("1")["version"]
    assert served.send("1", "9", "hand-aaaa1", version).status_code == 201
    before = served.counts()
    again = served.send("1", "9", "hand-aaaa1", version, who="Cat")
    assert again.status_code == 200
    assert again.json()["already"] is True and again.json()["entered_by"] == "Ann"
    assert served.counts() == before
    # The second phone sends the same hand with its own id against the old version: 409, with
    # the hand that was recorded and who entered it.
    second = served.send("1", "9", "hand-bbbb2", version, who="Cat")
    assert second.status_code == 409
    assert second.json()["recorded"]["entered_by"] == "Ann"
    assert second.json()["recorded"]["n"] == 1
    assert served.counts() == before


def test_undo_only_own_last_hand(served: Served) -> None:
    assert served.send("1", "9", "hand-u0001").status_code == 201
    state = served.state("1")
    assert state["can_undo"]
    stale = state["version"]
    # The secretary records a hand at the desktop: the table's hand is no longer last.
    with Store.open(served.db, backup=False) as store:
        rid = state["rubber"]
        store.record_deal(rid, {"tricks": {"NS": 5, "EW": 8}})
    state = served.state("1")
    assert not state["can_undo"]
    url = served.table("1") + "/api/undo"
    r = served.client.post(url, json={"version": stale}, headers=served.pin("1"))
    assert r.status_code == 409
    r = served.client.post(url, json={"version": state["version"]}, headers=served.pin("1"))
    assert r.status_code == 400 and "only a hand entered from this table" in r.json()["error"]
    assert len(served.deals()) == 2
    # Once the desktop's hand is undone there, the table's own hand is last again.
    with Store.open(served.db, backup=False) as store:
        store.delete_deal(rid, 1)
    state = served.state("1")
    r = served.client.post(url, json={"version": state["version"]}, headers=served.pin("1"))
    assert r.status_code == 200 and r.json()["state"]["deals"] == []
    assert served.deals() == []


def _refusals(served: Served) -> list[tuple[str, httpx.Response, int]]:
    t1, pin = served.table("1"), served.pin("1")
    good = {"hand_id": "hand-r0001", "line": "9", "version": "0", "entered_by": "Ann"}
    bad_token = f"{served.url}/t/{'x' * 32}/1/api/hands"
    c = served.client
    return [
        ("no token", c.post(f"{served.url}/t//1/api/hands", json=good, headers=pin), 404),
        ("no token, bare", c.post(f"{served.url}/api/hands", json=good, headers=pin), 404),
        ("wrong token", c.post(bad_token, json=good, headers=pin), 404),
        ("no PIN", c.post(t1 + "/api/hands", json=good), 403),
        ("another table's PIN", c.post(t1 + "/api/hands", json=good, headers=served.pin("2")), 403),
        (
            "a table not served, at table 1's token",
            c.post(served.table("1").removesuffix("/1") + "/3/api/hands", json=good, headers=pin),
            404,
        ),
        (
            "table 1's card with table 2's label",
            c.post(served.table("1").removesuffix("/1") + "/2/api/hands", json=good, headers=pin),
            404,
        ),
        (
            "the session's own secret as a card",
            c.post(f"{served.url}/t/{served.session.token}/1/api/hands", json=good, headers=pin),
            404,
        ),
        (
            "oversized body",
            c.post(
                t1 + "/api/hands",
                content=b'{"line": "' + b"9" * (BODY_LIMIT + 10) + b'"}',
                headers={**pin, "Content-Type": "application/json"},
            ),
            413,
        ),
        (
            "malformed body",
            c.post(
                t1 + "/api/hands",
                content=b'{"hand_id": "hand-r0001", "line": "9",',
                headers={**pin, "Content-Type": "application/json"},
            ),
            400,
        ),
        (
            "duplicate keys",
            c.post(
                t1 + "/api/hands",
                content=b'{"line": "9", "line": "13"}',
                headers={**pin, "Content-Type": "application/json"},
            ),
            400,
        ),
        ("a bad hand", c.post(t1 + "/api/hands", json={**good, "line": "14"}, headers=pin), 400),
        (
            "a name with control characters",
            c.post(t1 + "/api/hands", json={**good, "entered_by": "A\x07nn"}, headers=pin),
            400,
        ),
        (
            "cross-site form post",
            c.post(
                t1 + "/api/hands",
                content=b"hand_id=hand-r0001&line=9",
                headers={
                    **pin,
                    "Content-Type": "application/x-www-form-urlencoded",
                    "Origin": "http://evil.example",
                },
            ),
            403,
        ),
        (
            "form post from this origin",
            c.post(
                t1 + "/api/hands",
                content=b"hand_id=hand-r0001&line=9",
                headers={**pin, "Content-Type": "application/x-www-form-urlencoded"},
            ),
            415,
        ),
        (
            "cross-site fetch",
            c.post(t1 + "/api/hands", json=good, headers={**pin, "Sec-Fetch-Site": "cross-site"}),
            403,
        ),
        ("GET on a write", c.get(t1 + "/api/hands", headers=pin), 405),
    ]


def test_every_refusal_writes_nothing(served: Served) -> None:
    before = served.counts()
    for name, response, status in _refusals(served):  # (every request is sent first)
        assert response.status_code == status, (name, response.text)
        assert response.headers["x-frame-options"] == "DENY", name
    assert served.counts() == before
    # Only the right table's PIN and token write.
    assert served.send("1", "9", "hand-r0001").status_code == 201
    assert served.counts()["deals"] == before["deals"] + 1


def test_a_table_writes_only_its_own_rubber(served: Served) -> None:
    # A hand id recorded at table 1 cannot be replayed at table 2 to learn or write anything.
    assert served.send("1", "9", "hand-t0001").status_code == 201
    before = served.counts()
    r = served.send("2", "9", "hand-t0001")
    assert r.status_code == 400 and "another table" in r.json()["error"]
    assert served.counts() == before
    assert served.state("2")["deals"] == [] and served.state("2")["players"] == SEATS2


def test_a_stopped_evening_is_refused(served: Served) -> None:
    backend = Backend(served.db)
    try:
        backend.stop_sessions()
    finally:
        backend.close()
    before = served.counts()
    for path in ("", "/api/state"):
        r = served.client.get(served.table("1") + path, headers=served.pin("1"))
        assert r.status_code == 404
    r = served.send("1", "9", "hand-s0001", "0")
    assert r.status_code == 404
    assert served.counts() == before


def test_the_page_of_a_stopped_or_unknown_address_says_so_in_html(served: Served) -> None:
    """A table's address whose entry is not running answers a page (not bare JSON) that says
    so and whose own script lists what the phone holds; it tells nothing of the history. The
    API keeps answering JSON."""
    backend = Backend(served.db)
    try:
        backend.stop_sessions()
    finally:
        backend.close()
    for url in (served.table("1"), f"{served.url}/t/{'x' * 32}/1"):
        r = served.client.get(url)
        assert r.status_code == 404
        assert r.headers["content-type"].startswith("text/html")
        assert "Table entry is not running at this address" in r.text
        assert '<script src="/static/stopped.js"' in r.text
        for secret in (*SEATS.values(), *SEATS2.values(), DATE, "2026-11-28", "short"):
            assert secret not in r.text
        assert r.headers["cache-control"] == "no-store" and r.headers["x-frame-options"] == "DENY"
        assert "default-src 'self'" in r.headers["content-security-policy"]
    js = served.client.get(served.url + "/static/stopped.js")
    assert js.status_code == 200 and "localStorage" in js.text
    api = served.client.get(served.table("1") + "/api/state", headers=served.pin("1"))
    assert api.status_code == 404 and api.headers["content-type"] == "application/json"
    assert api.json()["ok"] is False


def test_stale_version_is_409_with_the_recorded_hand(served: Served) -> None:
    assert served.send("1", "13", "hand-v0001").status_code == 201
    before = served.counts()
    r = served.send("1", "9", "hand-v0002", "0", who="Dan")
    assert r.status_code == 409
    body = r.json()
    assert body["recorded"]["summary"] and body["recorded"]["entered_by"] == "Ann"
    assert body["state"]["version"] != "0"
    assert served.counts() == before


def test_wrong_pins_are_rate_limited(served: Served) -> None:
    url = served.table("1") + "/api/state"
    wrong = "0000" if served.session.pins["1"] != "0000" else "1111"
    for _ in range(PIN_TRIES):
        assert served.client.get(url, headers={"X-Scorepad-Pin": wrong}).status_code == 403
    # Now even the right PIN waits, at that table; the other table is not locked.
    r = served.client.get(url, headers=served.pin("1"))
    assert r.status_code == 429
    # Told plainly, and when to try again (in the body and in Retry-After).
    wait = r.json()["retry_after"]
    assert 1 <= wait <= 60 and r.headers["retry-after"] == str(wait)
    assert r.json()["error"] == (
        f"Too many wrong PINs at this table. Try again in {wait} seconds, with the PIN on the "
        "table's card."
    )
    assert served.state("2")["table"] == "2"


def test_concurrent_resends_record_once(served: Served) -> None:
    version = served.state("1")["version"]
    results: list[int] = []

    def go() -> None:
        with httpx.Client(timeout=10) as c:
            body = {"hand_id": "hand-c0001", "line": "9", "version": version, "entered_by": "A"}
            r = c.post(served.table("1") + "/api/hands", json=body, headers=served.pin("1"))
            results.append(r.status_code)

    threads = [threading.Thread(target=go) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    assert sorted(results) == [200] * 5 + [201]
    assert len(served.deals()) == 1


def test_serve_command_stop(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from scorepad.cli import main

    db = tmp_path / "h.db"
    backend = Backend(db)
    try:
        backend.add_table(DATE, "1", "short_whist", SEATS)
        backend.start_session(DATE)
    finally:
        backend.close()
    assert main(["--db", str(db), "serve", "--stop"]) == 0
    assert "stopped (1 session)" in capsys.readouterr().out
    assert main(["--db", str(db), "serve", "--evening", "2026-13-01"]) == 2
    assert "evening" in capsys.readouterr().err


def test_serve_command_serves_until_interrupted(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    Store.open(db, backup=False).close()  # serve never makes a history (a typo would)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    args = [sys.executable, "-m", "scorepad", "--db", str(db), "serve"]
    cards = tmp_path / "cards.html"
    args += ["--evening", DATE, "--tables", "2", "--port", str(port), "--cards", str(cards)]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        lines = [proc.stdout.readline() for _ in range(3)]
        url, pin = lines[1].split()[2], lines[1].split()[4]
        url2 = lines[2].split()[2]
        assert lines[1].startswith("  table 1: http://127.0.0.1:")
        # each table at a token of its own: table 1's card does not name table 2's
        assert url.rsplit("/", 2)[1] != url2.rsplit("/", 2)[1]
        for _ in range(100):
            try:
                r = httpx.get(url + "/api/state", headers={"X-Scorepad-Pin": pin}, timeout=5)
                break
            except httpx.ConnectError:
                time.sleep(0.1)
        assert r.status_code == 200 and r.json()["state"]["players"]["N"] == "North 1"
        proc.send_signal(signal.SIGINT)
        assert proc.wait(20) == 0
        page = cards.read_text(encoding="utf-8")
        assert page.count("<svg") == 2 and f"PIN <b>{pin}</b>" in page and url in page
        assert "http" not in page.replace(url, "").replace(url2, "")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    # The tokens outlive the process: a restart serves the same addresses.
    backend = Backend(db)
    try:
        session = backend.session_for(f"evening:{DATE}")
        assert session is not None and session.table_token("1") in url
        assert session.token not in url  # the session's secret is on no card
    finally:
        backend.close()


def test_a_table_label_with_a_space_has_an_address_that_survives_copying(tmp_path: Path) -> None:
    """ "Table 1" is quoted in the table's URL (a space would end it when copied or scanned),
    and the quoted address reaches that table."""
    from scorepad.serve.cards import table_url

    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        store.create_rubber(
            Rubber.from_json(
                {"game": "short_whist", "played_on": DATE, "table": "Table 1", "players": SEATS}
            )
        )
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["Table 1"])).start()
    try:
        url = table_url(server.url, session.table_token("Table 1"), "Table 1")
        assert " " not in url and url.endswith("/Table%201")
        pin = {"X-Scorepad-Pin": session.pins["Table 1"]}
        r = httpx.get(url + "/api/state", headers=pin, timeout=10)
        assert r.status_code == 200, r.text
        assert r.json()["state"]["players"]["N"] == "Ann"
    finally:
        server.stop()


def test_the_tables_of_a_session_have_different_pins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two tables with one PIN could each write the other's rubber: a PIN drawn again when it
    is taken (the draw made to repeat itself: 1111, 1111, 2222, 1111, 3333)."""
    from scorepad.serve import backend as b

    digits = iter("11111111222211113333")
    monkeypatch.setattr(b.secrets, "choice", lambda _seq: next(digits))
    assert b.new_pins(["1", "2"], taken=()) == {"1": "1111", "2": "2222"}
    assert b.new_pins(["3"], taken=["1111", "2222"]) == {"3": "3333"}


def test_the_next_rubber_passes_the_deal_on_as_the_window_does(tmp_path: Path) -> None:
    """Short whist won in two deals (North, then East dealt): the next rubber with the same four
    is dealt by South, the next dealer of the last one (ui.main_window.same_four_again)."""
    db = tmp_path / "h.db"
    sweep = {"tricks": {"NS": 13, "EW": 0}}
    record = {"game": "short_whist", "played_on": DATE, "table": "1", "players": SEATS}
    with Store.open(db, backup=False) as store:
        store.create_rubber(Rubber.from_json({**record, "deals": [sweep, sweep]}))
    backend = Backend(db)
    try:
        done = backend.state(DATE, "1")
        assert done["complete"]
        new = backend.next_rubber(DATE, "1", done["version"])
        assert new["dealer"] == "S" and new["deals"] == []
        with Store.open(db, backup=False) as store:
            assert store.load_rubber(new["rubber"]).first_dealer.value == "S"
    finally:
        backend.close()
    # Contract: the sheet's next dealer (two games by North's side: East, then South next).
    with Store.open(db, backup=False) as store:
        game = {"declarer": "N", "contract": "4S", "result": 10}
        contract = {**record, "game": "contract", "table": "2", "deals": [game, game]}
        store.create_rubber(Rubber.from_json(contract))
    backend = Backend(db)
    try:
        done = backend.state(DATE, "2")
        assert done["complete"]
        assert backend.next_rubber(DATE, "2", done["version"])["dealer"] == "S"
    finally:
        backend.close()


def test_a_hand_corrected_at_the_desk_is_marked_so(served: Served) -> None:
    assert served.send("1", "9", "hand-c0001").status_code == 201
    assert served.send("1", "8", "hand-c0002").status_code == 201
    assert [d["corrected"] for d in served.state()["deals"]] == [False, False]
    with Store.open(served.db, backup=False) as store:
        rid = store.rubbers(DATE)[0].id
        store.replace_deal(rid, 0, {"tricks": {"NS": 10, "EW": 3}})
    deals = served.state()["deals"]
    assert [d["corrected"] for d in deals] == [True, False]
    assert deals[0]["entered_by"] == "Ann"


def test_the_state_speaks_the_games_words(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        for table, game in (("1", "chicago"), ("2", "contract")):
            record = {"game": game, "played_on": DATE, "table": table, "players": SEATS}
            store.create_rubber(Rubber.from_json(record))
    backend = Backend(db)
    try:
        chicago, contract = backend.state(DATE, "1"), backend.state(DATE, "2")
    finally:
        backend.close()
    assert (chicago["unit"], chicago["chicago_deal"]) == ("Chicago", 1)
    assert (contract["unit"], contract["chicago_deal"]) == ("rubber", None)
