"""A table's refused hand is told in a person's words, as the window's forms tell it: the
hand's number, the field as the form names it ("Honours", not ``honours``; nothing for the
quick-entry line itself, not ``shorthand``), and what is wrong. Against the real server on
127.0.0.1; nothing is written by a refusal."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import httpx

from scorepad.errors import Problem
from scorepad.records.record import Rubber
from scorepad.rules.fieldwords import field_words, problem_words
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend
from scorepad.serve.server import ServerThread
from scorepad.store import Store

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


def test_refusals_name_the_hand_and_the_field_as_the_form_does(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        record = {"game": "auction", "played_on": DATE, "table": "1", "players": SEATS}
        deal = {"declarer": "N", "contract": "1S", "result": 7}
        store.create_rubber(Rubber.from_json({**record, "deals": [deal]}))
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["1"])).start()
    url = f"{server.url}/t/{session.table_token('1')}/1/api"
    pin = {"X-Scorepad-Pin": session.pins["1"]}
    try:
        with sqlite3.connect(db) as conn:
            before = conn.execute("SELECT count(*) FROM deals").fetchone()[0]
        with httpx.Client(timeout=10) as client:

            def refused(path: str, line: str) -> str:
                body = {"line": line, "hand_id": "x" + line, "version": "0", "entered_by": "Cat"}
                r = client.post(f"{url}/{path}", json=body, headers=pin)
                assert r.status_code == 400, r.text
                return str(r.json()["error"])

            assert refused("preview", "8S N =") == "Hand 2: '8S': the level must be 1 to 7"
            said = refused("preview", "2H S = hN2S2")
            assert said.startswith("Hand 2: Honours: 4 honours given"), said
            assert "shorthand" not in refused("preview", "2H Q 8")
        with sqlite3.connect(db) as conn:
            assert conn.execute("SELECT count(*) FROM deals").fetchone()[0] == before
    finally:
        server.stop()


def test_field_words() -> None:
    assert field_words("players.W") == "West"
    assert field_words("deals[3].honours") == "Hands"
    assert field_words("revokes[1].penalty") == "Revoke"
    assert field_words("house_rules.trumps") == "House rule: Trumps"
    assert field_words("odd_field") == "Odd field"
    assert problem_words(Problem(None, "", "the rubber is over")) == "the rubber is over"
    assert problem_words(Problem(3, "contract", "8S"), unit="Deal") == "Deal 3: Contract: 8S"
