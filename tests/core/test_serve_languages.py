"""The table-entry server's refusals in the phone's language: a real request to the real server
on 127.0.0.1 with ``Accept-Language: pl`` is refused in Polish, the same request without it in
the English it always said, and the JSON's keys and its other fields are the same in both."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx

from scorepad import i18n
from scorepad.errors import RecordError
from scorepad.records.record import Rubber
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend
from scorepad.serve.refusals import said
from scorepad.serve.server import ServerThread
from scorepad.store import Store

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


def _served(tmp_path: Path) -> tuple[ServerThread, str, dict[str, str]]:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        record = {"game": "auction", "played_on": DATE, "table": "1", "players": SEATS}
        store.create_rubber(Rubber.from_json({**record, "deals": []}))
    backend = Backend(db)
    session = backend.start_session(DATE)
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["1"])).start()
    url = f"{server.url}/t/{session.table_token('1')}/1/api"
    return server, url, {"X-Scorepad-Pin": session.pins["1"]}


def test_a_refusal_is_said_in_the_phones_language(tmp_path: Path) -> None:
    server, url, pin = _served(tmp_path)
    try:
        with httpx.Client(timeout=10) as client:

            def answer(path: str, body: Any, **headers: str) -> tuple[int, dict[str, Any]]:
                r = client.post(f"{url}/{path}", json=body, headers={**pin, **headers})
                return r.status_code, r.json()

            bad_id = {"hand_id": "x", "line": "1S N =", "version": "0", "entered_by": "Cat"}
            status, english = answer("hands", bad_id)
            assert status == 400
            assert english == {
                "ok": False,
                "error": "Hand id: the page sent no usable hand id (8–64 letters, digits, - or _)",
            }
            status, polish = answer("hands", bad_id, **{"Accept-Language": "pl-PL,pl;q=0.9"})
            assert status == 400 and set(polish) == set(english) and polish["ok"] is False
            assert polish["error"] == (
                "Identyfikator rozdania: strona nie wysłała użytecznego identyfikatora "
                "rozdania (8–64 litery, cyfry, - lub _)"
            )
            # a wrong PIN, before any table is opened: in Polish too, and a German phone's
            # in German; a language Scorepad has not keeps the evening's (English)
            wrong = {"X-Scorepad-Pin": "0000000"}
            r = client.get(f"{url}/state", headers={**wrong, "Accept-Language": "pl"})
            assert r.status_code == 403
            assert (
                r.json()["error"] == "Błędny PIN: sprawdź PIN na karcie stołu i spróbuj ponownie."
            )
            r = client.get(f"{url}/state", headers={**wrong, "Accept-Language": "de"})
            assert r.json()["error"].startswith("Falsche PIN: prüfen Sie die PIN")
            r = client.get(f"{url}/state", headers={**wrong, "Accept-Language": "ja"})
            assert r.json()["error"] == (
                "Wrong PIN: check the PIN on the table's card and try again."
            )
    finally:
        server.stop()


def test_a_refused_hand_names_its_number_and_field_in_the_language() -> None:
    from scorepad.errors import Problem
    from scorepad.i18n import Text

    e = RecordError(
        [Problem(2, "honours", Text("say how many honours each side held in each hand"))]
    )
    assert said(e) == "Hand 2: Honours: say how many honours each side held in each hand"
    assert str(e.problems[0].message) == "say how many honours each side held in each hand"
    with i18n.using("pl"):
        assert (
            said(e) == "Rozdanie 2: Honory: podaj, ile honorów miała każda para w każdym rozdaniu"
        )
    with i18n.using("de"):
        assert said(e, "Deal") == (
            "Austeilung 2: Honneurs: sagen Sie, wie viele Honneurs jede Seite in jeder Hand hatte"
        )
    drive = RecordError([Problem(None, "hand 3", Text("the page sent no entry"))])
    with i18n.using("fr"):
        assert said(drive) == "Main 3 : la page n'a envoyé aucune saisie"
