"""The games' and codes' names, and the drive house rules' values, in the players' language:
said from the core's catalogue, while the records, the JSON listings and the English stay as
they were."""

from __future__ import annotations

from pathlib import Path

import httpx

from scorepad import i18n
from scorepad.drives.rules import RULE_BY_KEY, list_rules, value_words
from scorepad.i18n import say
from scorepad.records.record import Rubber
from scorepad.rules import GAMES, list_games
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend
from scorepad.serve.server import ServerThread
from scorepad.store import Store
from scorepad.store.browse import game_title, short_game_title


def test_a_games_title_is_said_in_the_language_in_use() -> None:
    assert game_title("short_whist") == "Short whist"
    assert short_game_title("contract") == "Contract"
    with i18n.using("de"):
        assert game_title("short_whist") == "Kurzes Whist"
        assert game_title("contract") == "Kontrakt-Rubberbridge"
        assert short_game_title("contract") == "Kontrakt"
        assert short_game_title("long_whist") == "Langes Whist"
    with i18n.using("pl"):
        assert game_title("auction") == "Brydż aukcyjny"
    assert game_title("no_such_game") == "no_such_game"


def test_every_game_and_code_has_its_words_in_every_language() -> None:
    """Each title, code title and source is in each catalogue (the catalogue's check holds
    that no message is empty); most are said differently from the English."""
    for lang in ("fr", "de", "nl", "pl"):
        changed = 0
        for rules in GAMES.values():
            words = [rules.title] + [w for c in rules.codes for w in (c.title, c.source)]
            for english in words:
                said = say(english, lang)
                assert said, (lang, english)
                changed += said != english
        assert changed >= 20, lang  # not the English passed through


def test_the_listings_stay_in_english_in_every_language() -> None:
    """``score --list-games`` and ``drive --list-rules`` are data: the same in every
    language, with each value as the records write it."""
    english = (list_games(), list_rules())
    with i18n.using("de"):
        assert (list_games(), list_rules()) == english
    tie = next(
        h
        for f in english[1]["forms"]
        if f["form"] == "whist_drive"
        for h in f["house_rules"]
        if h["key"] == "tie_at_table"
    )
    assert tie["help"] == (
        "a tie at a table: count_back (the last hand that differs), cut (tie_winner), or "
        "half_win (half a round won each; NS moves as winner)"
    )


def test_a_house_rules_help_names_its_values_as_the_choices_do() -> None:
    rule = RULE_BY_KEY["tie_at_table"]
    assert str(rule.help_text()).startswith("a tie at a table: count back (the last hand")
    with i18n.using("de"):
        choices = [say(value_words(v)) for v in rule.allowed("whist_drive") or ()]
        assert choices == ["Rückwärtszählung", "Abheben", "halber Sieg"]
        helped = say(rule.help_text())
        assert all(c in helped for c in choices) and "count_back" not in helped
    assert say(value_words(True), "pl") == "tak"
    assert say(value_words("semi_partner"), "fr") == "semi-partenaire"
    assert say(value_words(6.5), "de") == "6.5"  # a number as it is typed


def test_the_phone_says_the_games_title_and_hint_in_its_language(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        record = {"game": "contract", "played_on": "2026-11-29", "table": "1", "deals": []}
        record["players"] = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}
        store.create_rubber(Rubber.from_json(record))
    backend = Backend(db)
    session = backend.start_session("2026-11-29")
    backend.close()
    server = ServerThread(create_app(db, session.scope, ["1"])).start()
    try:
        url = f"{server.url}/t/{session.table_token('1')}/1/api/state"
        pin = {"X-Scorepad-Pin": session.pins["1"]}
        with httpx.Client(timeout=10) as client:
            english = client.get(url, headers=pin).json()["state"]
            german = client.get(url, headers={**pin, "Accept-Language": "de"}).json()["state"]
        assert english["title"] == "Contract rubber bridge"
        assert german["title"] == "Kontrakt-Rubberbridge"
        assert english["hint"].startswith("e.g. ") and german["hint"] != english["hint"]
        assert german["hint"] == say(GAMES["contract"].shorthand_help, "de")
        assert set(german) == set(english) and german["deals"] == english["deals"]
    finally:
        server.stop()


def test_the_movers_help_names_the_movements_as_the_choices_do() -> None:
    rule = RULE_BY_KEY["movers"]
    assert rule.help_record == (
        "the side that moves in the progressive and partner movements: winners or losers"
    )
    assert say(rule.help_text(), "de") == (
        "die Seite, die in den Bewegungen progressiv und Partner wechselt: Gewinner oder Verlierer"
    )
