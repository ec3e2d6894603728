"""The rules', the records' and the quick entry's refusals in the language chosen (issue 25).

Each refusal is :class:`~scorepad.i18n.Text`: its English is what the records, the JSON and the
English tests see, the same in every language; ``said()`` and ``scorepad --lang`` say it again
in the language chosen, with the glossary's words.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorepad import cli, i18n
from scorepad.errors import RecordError, said
from scorepad.i18n import say
from scorepad.records.quick_entry import help_rows, hint, parse_line
from scorepad.records.record import Rubber
from scorepad.rules import score


@pytest.fixture(autouse=True)
def _back_to_english() -> object:
    yield None
    i18n.choose(i18n.SOURCE)


def _score(capsys: pytest.CaptureFixture[str], path: Path, *lang: str) -> tuple[int, str, str]:
    code = cli.main([*lang, "score", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def _refusal(game: str, line: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        parse_line(game, line)
    return caught.value


BAD_RECORDS = [
    (
        {"game": "chess", "deals": []},
        "game: 'chess' is not a game (short_whist, long_whist, american_whist, bridge_whist, "
        "auction, contract, chicago)",
        "game: 'chess' ist kein Spiel (short_whist, long_whist, american_whist, bridge_whist, "
        "auction, contract, chicago)",
        "game: 'chess' nie jest grą (short_whist, long_whist, american_whist, bridge_whist, "
        "auction, contract, chicago)",
    ),
    (
        {"game": "contract", "deals": [{"declarer": "N", "contract": "8H", "result": 10}]},
        "deal 1: contract: '8H': the level must be 1 to 7",
        "Spiel 1: contract: '8H': die Stufe muss 1 bis 7 sein",
        "rozdanie 1: contract: '8H': wysokość musi wynosić od 1 do 7",
    ),
    (
        {"game": "contract", "house_rules": {"nonsense": 1}, "deals": []},
        "house_rules.nonsense: unknown house rule for this game",
        "house_rules.nonsense: unbekannte Hausregel für dieses Spiel",
        "house_rules.nonsense: nieznana reguła domowa dla tej gry",
    ),
    (
        {"game": "short_whist", "deals": [{"tricks": {"NS": 9, "EW": 4}, "call": "NS"}]},
        "deal 1: call: honours are called only in long whist",
        "Spiel 1: call: Honneurs werden nur im langen Whist angesagt",
        "rozdanie 1: call: honory zapowiada się tylko w wiście długim",
    ),
    (
        {"game": "contract", "deals": [7]},
        "deal 1: a deal must be an object",
        "Spiel 1: eine Austeilung muss ein Objekt sein",
        "rozdanie 1: rozdanie musi być obiektem",
    ),
]


@pytest.mark.parametrize(("record", "english", "german", "polish"), BAD_RECORDS)
def test_a_bad_rubber_is_refused_in_german_and_polish_and_the_same_in_english(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    record: dict[str, object],
    english: str,
    german: str,
    polish: str,
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert _score(capsys, path) == (2, "", english + "\n")
    assert _score(capsys, path, "--lang", "de") == (2, "", german + "\n")
    assert _score(capsys, path, "--lang", "pl") == (2, "", polish + "\n")


def test_json_that_does_not_read_is_refused_with_its_numbers_by_locale(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "big.json"
    path.write_text(
        '{"game": "contract", "deals": [{"declarer": "N", "contract": "4S", "result": 1e400}]}',
        encoding="utf-8",
    )
    code, _out, err = _score(capsys, path)
    assert (code, err) == (2, "deal 1: result: the number 1e400 is beyond ±1,000,000,000\n")
    code, _out, err = _score(capsys, path, "--lang", "de")
    assert err == "Spiel 1: result: die Zahl 1e400 liegt außerhalb von ±1.000.000.000\n"
    path.write_text('{"game": "contract",\n "deals": [}', encoding="utf-8")
    _code, _out, err = _score(capsys, path, "--lang", "pl")
    assert err == "niepoprawny JSON: Expecting value w wierszu 2, kolumnie 12\n"


QUICK = [
    (
        "contract",
        "3HX S 8 N",
        "shorthand: 'N': the declarer is given twice",
        "shorthand: 'N': der Alleinspieler ist zweimal angegeben",
        "shorthand: 'N': rozgrywający podany dwa razy",
    ),
    (
        "contract",
        "4S N +5",
        "shorthand: 4S up 5 would be 15 tricks: a side wins 0 to 13",
        "shorthand: 4S plus 5 wären 15 Stiche: eine Seite macht 0 bis 13",
        "shorthand: 4S z nadróbką 5 to byłoby 15 lew: para bierze od 0 do 13",
    ),
    (
        "short_whist",
        "vW",
        "shorthand: 'vW': a void is not part of this game's quick entry",
        "shorthand: 'vW': eine Chicane gehört nicht zur Schnelleingabe dieses Spiels",
        "shorthand: 'vW': szykana nie należy do szybkiego wpisu tej gry",
    ),
    (
        "american_whist",
        "zz",
        "shorthand: 'zz' is not understood; this game takes 9, rEW, dE, new",
        "shorthand: 'zz' wird nicht verstanden; dieses Spiel nimmt 9, rEW, dE, new",
        "shorthand: nie rozumiem 'zz'; ta gra przyjmuje 9, rEW, dE, new",
    ),
    (
        "contract",
        "dE",
        "shorthand: empty; write for example 3HX S 8, 4S N =, or pass",
        "shorthand: leer; schreiben Sie zum Beispiel 3HX S 8, 4S N = oder pass",
        "shorthand: puste; wpisz na przykład 3HX S 8, 4S N = lub pass",
    ),
]


@pytest.mark.parametrize(("game", "line", "english", "german", "polish"), QUICK)
def test_a_quick_entry_refusal_is_said_in_german_and_polish(
    game: str, line: str, english: str, german: str, polish: str
) -> None:
    error = _refusal(game, line)
    assert said(error) == str(error) == english
    with i18n.using("de"):
        assert said(error) == german
        assert str(error) == english  # the error itself keeps the English
    with i18n.using("pl"):
        assert said(error) == polish


def test_polish_plural_forms_in_a_refusal() -> None:
    rubber = {
        "game": "bridge_whist",
        "house_rules": {"revoke_tricks_shortfall": "forbid_option"},
        "deals": [
            {
                "dealer": "N",
                "maker": "dealer",
                "declaration": "H",
                "doubles": 0,
                "tricks": {"NS": 11, "EW": 2},
                "revokes": [{"by": "E", "penalty": "tricks"}],
            }
        ],
    }
    with pytest.raises(RecordError) as caught:
        score(Rubber.from_json(rubber))
    message = caught.value.problems[0].message
    assert message.startswith("EW have 2 tricks left, fewer than three")
    assert say(message, "pl").startswith("EW mają jeszcze 2 lewy, mniej niż trzy")
    assert say(message, "de").startswith("EW haben noch 2 Stiche, weniger als drei")


def test_the_quick_entry_record_and_the_score_json_are_the_same_in_every_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    english = parse_line("bridge_whist", "H p x2 9 hN3 hS1 hE1", dealer="S")
    for lang in ("de", "pl"):
        with i18n.using(lang):
            assert parse_line("bridge_whist", "H p x2 9 hN3 hS1 hE1", dealer="S") == english
    path = tmp_path / "rubber.json"
    path.write_text(json.dumps({"game": "bridge_whist", "deals": [english]}), encoding="utf-8")
    code, out, _err = _score(capsys, path)
    assert code == 0 and json.loads(out)["game"] == "bridge_whist"
    for lang in ("de", "pl"):
        assert _score(capsys, path, "--lang", lang) == (0, out, "")


def test_the_hint_and_the_grammars_meanings_are_said_in_the_language() -> None:
    assert hint("american_whist") == "e.g. '9' · 9 NS tricks · rEW revoke · dE dealer · new"
    assert say(hint("american_whist"), "de") == (
        "z. B. '9' · 9 Stiche von NS · rEW Revoke · dE Teiler · new"
    )
    assert say(hint("american_whist"), "pl") == (
        "np. '9' · 9 lewy NS · rEW rewoks · dE rozdający · new"
    )
    meanings = {row.token: row.meaning for row in help_rows("contract")}
    assert say(meanings["S"], "de") == "der Alleinspieler: N, E, S oder W"
    assert say(meanings["dE"], "fr") == "Est a donné cette donne (sinon la donne passe à gauche)"
    american = " ".join(say(row.meaning, "en_US") for row in help_rows("short_whist"))
    assert "honors" in american and "honours" not in american


def test_every_meaning_and_hint_word_has_a_translation() -> None:
    """No word of the grammar's help stays English in German (a message not in the catalogue
    would come back as it went in)."""
    from scorepad.records.quick_entry import TABLES

    words = {row.meaning for t in TABLES for g in t.games for row in help_rows(g)}
    words |= {r.short for t in TABLES for r in t.rows if r.short}
    same = sorted(str(w) for w in words if say(w, "de") == str(w))
    assert same == []


def test_a_fields_words_are_the_catalogues_and_stay_english_as_text() -> None:
    # One table (scorepad.rules.fieldwords) names a field for the window, the command line and
    # the phone: its words are said in each language, and are the English as a str.
    from scorepad.rules.fieldwords import field_words

    assert field_words("players.S") == "South" and say(field_words("players.S"), "de") == "Süd"
    assert say(field_words("players.S"), "pl") == "Południe"
    assert say(field_words("stake.amount"), "de") == "Einsatz"
    rule = field_words("house_rules.doubling_limit")
    assert rule.startswith("House rule: ")
    assert say(rule, "de").startswith("Hausregel: ") and "House" not in say(rule, "de")
    # a field with no words of its own keeps its own name, in every language
    assert say(field_words("odd_field"), "de") == "Odd field"
