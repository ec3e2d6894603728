"""The history's refusals and ``scorepad verify``'s findings in the chosen language.

The store's words are :class:`~scorepad.i18n.Text`: their value is the English (compared by the
tests and the window, written the same into every export), and ``said()`` or the command line's
``--lang`` says them in German or Polish. The English, and the export's JSON, do not change with
the language.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad import i18n
from scorepad.cli import main
from scorepad.errors import RecordError, said
from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store.change import StaleError

PLAYERS = {"N": "Mrs Grey", "S": "Miss Bell", "E": "Col. Hay", "W": "Dr Lamb"}
BASE: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2026-12-05",
    "stake": {"amount": 0.5, "per": 100},
    "players": PLAYERS,
    "deals": [],
}
PART = {"declarer": "E", "contract": "2H", "result": 8}
DOWN = {"declarer": "E", "contract": "2H", "result": 7}  # one down: the rubber goes on


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.choose(i18n.SOURCE)  # --lang sets the process's language: back to the source


@pytest.fixture
def history(tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "history.db"
    with Store.open(path, backup=False) as store:
        rid = store.create_rubber(Rubber.from_json(BASE))
        store.record_deal(rid, PART)
        store.record_deal(rid, PART)
    return path, rid


def _refusal(call: Any) -> RecordError | StaleError:
    with pytest.raises((RecordError, StaleError)) as caught:
        call()
    assert isinstance(caught.value, RecordError | StaleError)
    return caught.value


def _in(lang: str, error: BaseException) -> str:
    with i18n.using(lang):
        return said(error)


def test_a_refusal_of_the_history_is_said_in_german_and_polish(history: tuple[Path, int]) -> None:
    path, rid = history
    with Store.open(path, backup=False) as store:
        missing = _refusal(lambda: store.rubber_version(7))
        full = _refusal(lambda: store.discard_empty_rubber(rid))
        beyond = _refusal(lambda: store.replace_deal(rid, 4, PART))
    assert str(missing) == _in("en_GB", missing) == "rubber: there is no rubber 7"
    assert _in("de", missing) == "rubber: es gibt keinen Robber 7"
    assert _in("pl", missing) == "rubber: nie ma robra 7"
    assert str(full) == (
        "rubber: the rubber has 2 hands recorded; only a rubber with no hands can be discarded"
    )
    assert _in("de", full) == (
        "rubber: der Robber hat 2 erfasste Spiele; nur ein Robber ohne Spiele kann verworfen werden"
    )
    assert _in("pl", full) == (
        "rubber: robber ma 2 zapisane rozdania; odrzucić można tylko robra bez rozdań"
    )
    assert str(beyond) == "deal: there is no deal 5 in a rubber of 2 deals"
    assert _in("pl", beyond) == "deal: nie ma rozdania 5 w robrze z 2 rozdaniami"


def test_polish_counts_take_their_plural_forms(tmp_path: Path) -> None:
    path = tmp_path / "history.db"
    with Store.open(path, backup=False) as store:
        rid = store.create_rubber(Rubber.from_json(BASE))
        store.record_deal(rid, DOWN)
        one = _refusal(lambda: store.discard_empty_rubber(rid))
        for _ in range(4):
            store.record_deal(rid, DOWN)
        five = _refusal(lambda: store.discard_empty_rubber(rid))
    assert str(one).startswith("rubber: the rubber has 1 hand recorded;")
    assert _in("pl", one).startswith("rubber: robber ma 1 zapisane rozdanie;")
    assert _in("pl", five).startswith("rubber: robber ma 5 zapisanych rozdań;")
    assert _in("de", one).startswith("rubber: der Robber hat 1 erfasstes Spiel;")


def test_a_stale_change_is_said_in_german(history: tuple[Path, int]) -> None:
    path, rid = history
    with Store.open(path, backup=False) as store:
        version = store.rubber_version(rid)
        stale = _refusal(lambda: store.check_version(rid, version + 1))
    assert isinstance(stale, StaleError)
    assert str(stale).startswith("the rubber was changed in another window or program")
    assert _in("de", stale).startswith(
        "der Robber wurde seit der Anzeige in einem anderen Fenster oder Programm geändert"
    )


def _forged(path: Path) -> None:
    """The first deal changed by hand, its chain left alone."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            "UPDATE deals SET record = ? WHERE idx = 0", [json.dumps({**PART, "result": 9})]
        )
    conn.close()


def _verify(path: Path, capsys: pytest.CaptureFixture[str], *lang: str) -> list[str]:
    capsys.readouterr()
    assert main(["--db", str(path), *lang, "verify"]) == 2
    return capsys.readouterr().out.splitlines()


def test_verify_says_a_forged_deal_in_german_and_polish_and_the_english_is_unchanged(
    history: tuple[Path, int], capsys: pytest.CaptureFixture[str]
) -> None:
    path, _rid = history
    _forged(path)
    english = _verify(path, capsys)
    assert english[:4] == [
        "integrity: ok",
        "chains: 0 of 1 rubbers match their chain",
        "  rubber 1: deal 1: is not the deal its chain recorded (changed by hand, or damaged)",
        "caches: 0 of 1 rubbers match a fresh scoring",
    ]
    assert "  rubber 1: the players' cached results differ from a fresh scoring" in english
    assert _verify(path, capsys, "--lang", "en_GB") == english
    german = _verify(path, capsys, "--lang", "de")
    assert german[:4] == [
        "Integrität: in Ordnung",
        "Ketten: 0 von 1 Robber passt zu seiner Kette",
        "  Robber 1: Spiel 1: ist nicht das Spiel, das seine Kette festhielt (von Hand geändert "
        "oder beschädigt)",
        "Zwischenspeicher: 0 von 1 Robber passt zu einer neuen Wertung",
    ]
    polish = _verify(path, capsys, "--lang", "pl")
    assert polish[1:3] == [
        "łańcuchy: 0 z 1 robra zgadza się ze swoim łańcuchem",
        "  robber 1: rozdanie 1: nie jest rozdaniem zapisanym przez jego łańcuch (zmienione "
        "ręcznie lub uszkodzone)",
    ]
    assert "  robber 1: zapamiętane wyniki graczy różnią się od nowego obliczenia" in polish
    assert len(german) == len(polish) == len(english)  # the same findings, line for line


def test_the_export_is_the_same_bytes_in_every_language(history: tuple[Path, int]) -> None:
    path, _rid = history
    _forged(path)
    with Store.open(path, backup=False) as store:
        english = json.dumps(store.export_json(), sort_keys=True)
        with i18n.using("pl"):
            polish = json.dumps(store.export_json(), sort_keys=True)
    assert polish == english
    assert "is not the deal its chain recorded" in english  # the damaged rubber, in English
    assert "rozdanie" not in polish
