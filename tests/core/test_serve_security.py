"""Table entry against a stranger on the club's network, with the real server and store on
127.0.0.1: each table's own card, the PIN tried per phone and per table, the phone let in
before keeping its key through an attack, a new PIN and card for a table, a changed resend,
the Origin check and the length of what a refusal quotes.

Phones are told apart by their address: the attacker's requests leave from 127.0.0.2,
127.0.0.3, … (all of 127.0.0.0/8 is this machine on Linux), the table's own phone from
127.0.0.1.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

from scorepad.records.record import Rubber
from scorepad.serve.app import PIN_TRIES, QUOTE_LIMIT, TABLE_PIN_LIMIT, create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="phones from 127.0.0.2…: Linux's loopback"
)

DATE = "2026-11-29"
SEATS = {
    "1": {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"},
    "2": {"N": "Eve", "E": "Fay", "S": "Gus", "W": "Hal"},
}


@dataclass
class Evening:
    url: str
    db: Path
    session: EntrySession
    seen: list[tuple[str, str]] = field(default_factory=list)
    clients: dict[str, httpx.Client] = field(default_factory=dict)

    def phone(self, address: str = "127.0.0.1") -> httpx.Client:
        """A phone on the network: requests from ``address``."""
        if address not in self.clients:
            transport = httpx.HTTPTransport(local_address=address)
            self.clients[address] = httpx.Client(transport=transport, timeout=10)
        return self.clients[address]

    def card(self, n: str, session: EntrySession | None = None) -> str:
        return f"{self.url}/t/{(session or self.session).table_token(n)}/{n}"

    def hands(self) -> list[tuple[int, str]]:
        with sqlite3.connect(self.db) as conn:
            rows = conn.execute(
                "SELECT r.table_label, d.record FROM deals d JOIN rubbers r ON r.id = d.rubber_id"
            ).fetchall()
        return [(int(t), rec) for t, rec in rows]


@pytest.fixture
def evening(tmp_path: Path) -> Iterator[Evening]:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        for label, seats in SEATS.items():
            record = {"game": "short_whist", "played_on": DATE, "table": label, "players": seats}
            store.create_rubber(Rubber.from_json(record))
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    seen: list[tuple[str, str]] = []
    app = create_app(db, session.scope, ["1", "2"], on_activity=lambda t, w: seen.append((t, w)))
    server = ServerThread(app).start()
    ev = Evening(server.url, db, session, seen)
    try:
        yield ev
    finally:
        for c in ev.clients.values():
            c.close()
        server.stop()


def _pin(pin: str) -> dict[str, str]:
    return {"X-Scorepad-Pin": pin}


def _wrong(pin: str) -> str:
    return "0000" if pin != "0000" else "1111"


def _hand(client: httpx.Client, card: str, headers: dict[str, str], uid: str, line: str = "9"):
    state = client.get(card + "/api/state", headers=headers)
    assert state.status_code == 200, state.text
    version = state.json()["state"]["version"]
    body = {"hand_id": uid, "line": line, "version": version, "entered_by": "Ann"}
    return client.post(card + "/api/hands", json=body, headers=headers)


def test_each_table_has_its_own_token_of_at_least_128_bits(evening: Evening) -> None:
    s = evening.session
    one, two = s.table_token("1"), s.table_token("2")
    assert one != two and s.token not in (one, two)
    assert len(one) * 6 >= 128 and re.fullmatch(r"[A-Za-z0-9_-]+", one)
    # another evening's session gives the same table another token
    other = EntrySession("evening:2026-11-30", s.token, s.pins, "")
    assert other.table_token("1") != one


def test_table_1s_card_and_pin_cannot_read_or_write_table_2(evening: Evening) -> None:
    phone = evening.phone()
    pin1 = _pin(evening.session.pins["1"])
    # table 1's token with table 2's label: no such table
    crossed = evening.card("1").removesuffix("/1") + "/2"
    assert phone.get(crossed + "/api/state", headers=pin1).status_code == 404
    r = phone.post(
        crossed + "/api/hands",
        json={"hand_id": "hand-cross1", "line": "9", "version": "0", "entered_by": "Ann"},
        headers=pin1,
    )
    assert r.status_code == 404
    # table 2's card with table 1's PIN: a wrong PIN
    assert phone.get(evening.card("2") + "/api/state", headers=pin1).status_code == 403
    # table 1's key does not open table 2 either
    key = phone.get(evening.card("1") + "/api/state", headers=pin1).headers["x-scorepad-key"]
    r = phone.get(evening.card("2") + "/api/state", headers={"X-Scorepad-Key": key})
    assert r.status_code == 403
    assert _hand(phone, evening.card("1"), pin1, "hand-own001").status_code == 201
    assert [t for t, _ in evening.hands()] == [1]


def test_wrong_pins_are_limited_per_phone_and_another_phone_gets_in(evening: Evening) -> None:
    card = evening.card("1") + "/api/state"
    right = _pin(evening.session.pins["1"])
    wrong = _pin(_wrong(evening.session.pins["1"]))
    attacker = evening.phone("127.0.0.2")
    for _ in range(PIN_TRIES):
        assert attacker.get(card, headers=wrong).status_code == 403
    # that phone waits, even with the right PIN ...
    r = attacker.get(card, headers=right)
    assert r.status_code == 429 and 1 <= r.json()["retry_after"] <= 60
    # ... the table's own phone, from another address, does not
    assert evening.phone("127.0.0.1").get(card, headers=right).status_code == 200
    assert evening.seen.count(("1", "wrong pin")) == PIN_TRIES


def test_the_tables_own_phone_keeps_working_through_an_attack(evening: Evening) -> None:
    card = evening.card("1")
    own = evening.phone("127.0.0.1")
    r = own.get(card + "/api/state", headers=_pin(evening.session.pins["1"]))
    key = {"X-Scorepad-Key": r.headers["x-scorepad-key"]}
    wrong = _pin(_wrong(evening.session.pins["1"]))
    # An attacker works the table from many addresses, every one at its limit.
    tries = 0
    for n in range(2, 2 + TABLE_PIN_LIMIT // PIN_TRIES + 1):
        phone = evening.phone(f"127.0.0.{n}")
        for _ in range(PIN_TRIES):
            status = phone.get(card + "/api/state", headers=wrong).status_code
            tries += status == 403
    assert tries == TABLE_PIN_LIMIT  # the table stopped trying the PIN after that many
    # The PIN is no longer tried at that table, even the right one from a new phone ...
    late = evening.phone("127.0.0.100").get(
        card + "/api/state", headers=_pin(evening.session.pins["1"])
    )
    assert late.status_code == 429 and late.json().get("closed") is True
    assert "new card" in late.json()["error"]
    # ... but the phone let in before goes on reading and writing, with its key alone.
    assert own.get(card + "/api/state", headers=key).status_code == 200
    assert _hand(own, card, key, "hand-attack1").status_code == 201
    # the other table is untouched
    two = evening.phone("127.0.0.200").get(
        evening.card("2") + "/api/state", headers=_pin(evening.session.pins["2"])
    )
    assert two.status_code == 200
    assert evening.seen.count(("1", "wrong pin")) == TABLE_PIN_LIMIT
    assert ("2", "wrong pin") not in evening.seen


def test_a_new_pin_and_card_revoke_the_old_card_and_keys(evening: Evening) -> None:
    phone = evening.phone()
    old_card = evening.card("1")
    r = phone.get(old_card + "/api/state", headers=_pin(evening.session.pins["1"]))
    old_key = {"X-Scorepad-Key": r.headers["x-scorepad-key"]}
    backend = Backend(evening.db)
    try:
        new = backend.new_table_pin(evening.session.scope, "1")
    finally:
        backend.close()
    assert new.pins["1"] != evening.session.pins["1"]
    assert new.pins["2"] == evening.session.pins["2"]  # the other table keeps its card
    assert phone.get(old_card + "/api/state", headers=old_key).status_code == 404
    new_card = evening.card("1", new)
    assert new_card != old_card
    assert phone.get(new_card + "/api/state", headers=old_key).status_code == 403
    r = phone.get(new_card + "/api/state", headers=_pin(new.pins["1"]))
    assert r.status_code == 200 and r.headers["x-scorepad-key"] != old_key["X-Scorepad-Key"]
    # table 2's card and PIN work as before
    r = phone.get(evening.card("2", new) + "/api/state", headers=_pin(new.pins["2"]))
    assert r.status_code == 200


def test_a_changed_resend_is_409_with_both_versions(evening: Evening) -> None:
    phone = evening.phone()
    card, pin = evening.card("1"), _pin(evening.session.pins["1"])
    assert _hand(phone, card, pin, "hand-same01", "9").status_code == 201
    before = evening.hands()
    # the same hand again under its id: already recorded, nothing written
    again = phone.post(
        card + "/api/hands",
        json={"hand_id": "hand-same01", "line": "9", "version": "0", "entered_by": "Ann"},
        headers=pin,
    )
    assert again.status_code == 200 and again.json()["already"] is True
    # another hand under the same id: refused with what was recorded and what was sent
    changed = phone.post(
        card + "/api/hands",
        json={"hand_id": "hand-same01", "line": "13", "version": "0", "entered_by": "Ann"},
        headers=pin,
    )
    assert changed.status_code == 409, changed.text
    body = changed.json()
    assert body["changed"] is True and body["sent"] == "13"
    assert body["recorded"]["n"] == 1 and body["recorded"]["summary"]
    assert "already recorded under this hand id" in body["error"]
    assert evening.hands() == before


def test_origin_is_checked_against_the_servers_address_not_host(evening: Evening) -> None:
    phone = evening.phone()
    card, pin = evening.card("1"), _pin(evening.session.pins["1"])
    body = {"line": "9"}
    # A page of another site whose name now points at this server (DNS rebinding): its
    # Origin and Host both say that name.
    port = evening.url.rsplit(":", 1)[1]
    rebound = {**pin, "Origin": f"http://evil.example:{port}", "Host": f"evil.example:{port}"}
    r = phone.post(card + "/api/preview", json=body, headers=rebound)
    assert r.status_code == 403 and "not sent from this table's page" in r.json()["error"]
    r = phone.post(card + "/api/preview", json=body, headers={**pin, "Origin": evening.url})
    assert r.status_code == 200


def test_refusals_quote_at_most_20_characters(evening: Evening) -> None:
    phone = evening.phone()
    card, pin = evening.card("1"), _pin(evening.session.pins["1"])
    for line in ("Q" * 500, "zz" + "q" * 190):
        r = phone.post(card + "/api/preview", json={"line": line}, headers=pin)
        assert r.status_code == 400
        error = r.json()["error"]
        quoted = re.findall(r"'([^']*)'", error)
        assert quoted and all(len(q.removesuffix("…")) <= QUOTE_LIMIT for q in quoted), error
        assert len(error) < 200


def test_a_terminals_server_says_a_tables_wrong_pins(capsys: pytest.CaptureFixture[str]) -> None:
    from scorepad.commands.serve import _WrongPins

    said = _WrongPins()
    for _ in range(12):
        said("3", "wrong pin")
    said("3", "state")
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "scorepad: 1 wrong PIN at table 3 from another phone",
        "scorepad: 5 wrong PINs at table 3 from another phone",
        "scorepad: 10 wrong PINs at table 3 from another phone",
    ]


def test_the_cards_own_address_is_an_origin_too(evening: Evening) -> None:
    """A server started with a name on its cards (``--host localhost``): a page opened there
    posts with that name as its Origin, and is let in; any other name is not."""
    app = create_app(evening.db, evening.session.scope, ["1"], origins=["http://localhost:8765"])
    server = ServerThread(app).start()
    try:
        card = f"{server.url}/t/{evening.session.table_token('1')}/1/api/preview"
        pin = _pin(evening.session.pins["1"])
        with httpx.Client(timeout=10) as c:
            ok = {**pin, "Origin": "http://localhost:8765"}
            assert c.post(card, json={"line": "9"}, headers=ok).status_code == 200
            other = {**pin, "Origin": "http://localhost:8766"}
            assert c.post(card, json={"line": "9"}, headers=other).status_code == 403
    finally:
        server.stop()


def test_clipping_cuts_quotations_only() -> None:
    from scorepad.serve.app import clipped

    words = "Wrong PIN: the secretary's list and the table's card are not quoted at all here"
    assert clipped(words) == words
    said = (
        "Hand 1: '" + "x" * 30 + "' is not understood; this game's entry takes \"" + "y" * 25 + '"'
    )
    assert clipped(said) == (
        "Hand 1: '"
        + "x" * 20
        + "…' is not understood; this game's entry takes \""
        + "y" * 20
        + '…"'
    )
    assert clipped("'" + "z" * 20 + "…' is longer") == "'" + "z" * 20 + "…' is longer"
