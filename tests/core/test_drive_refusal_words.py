"""The drive record readers' refusals said in the chosen language (issue 25): the English as
before, the words of German and Polish on standard error, the drive sheet's JSON the same."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad import i18n
from scorepad.cli import main
from scorepad.drives.model import Problems, where
from scorepad.errors import InvalidEntryError, fields_named, said
from scorepad.i18n import Text
from scorepad.store.drive_reads import EveningDrive

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _back_to_english() -> Iterator[None]:
    yield
    i18n.choose(i18n.SOURCE)


def _drive() -> dict[str, Any]:
    with (ROOT / "tests" / "data" / "drives.jsonl").open(encoding="utf-8") as fh:
        return dict(json.loads(fh.readline())["drive"])


def _bad() -> dict[str, Any]:
    """A whist drive with five things wrong in it."""
    d = copy.deepcopy(_drive())
    d["house_rules"] = {**d.get("house_rules", {}), "honours": "maybe", "bogus": 1}
    d["rounds"][0]["results"][0]["tie_winner"] = "X"
    d["rounds"][0]["extra"] = 1
    d["players"][0]["role"] = "king"
    return d


ENGLISH = [
    'house rule honours: "maybe" is not allowed (false, true)',
    "house rule bogus: not a drive house rule",
    'player L1: role: "king" is not lady or gent',
    "round 1: extra: unknown field in a round",
    "round 1, table 1: tie_winner: NS or EW",
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_bad_drive_is_refused_in_english_as_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_bad()), encoding="utf-8")
    code, out, err = run(capsys, "drive", str(path))
    assert code == 2 and out == ""
    assert err.splitlines() == ENGLISH


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "de",
            [
                'Hausregel honours: "maybe" ist nicht erlaubt (false, true)',
                "Hausregel bogus: keine Hausregel eines Turniers",
                'Spieler L1: role: "king" ist weder lady noch gent',
                "Runde 1: extra: unbekanntes Feld in einer Runde",
                "Runde 1, Tisch 1: tie_winner: NS oder EW",
            ],
        ),
        (
            "pl",
            [
                'reguła domowa honours: "maybe" jest niedozwolone (false, true)',
                "reguła domowa bogus: to nie jest reguła domowa turnieju",
                'gracz L1: role: "king" nie jest lady ani gent',
                "runda 1: extra: nieznane pole w rundzie",
                "runda 1, stół 1: tie_winner: NS lub EW",
            ],
        ),
    ],
)
def test_a_bad_drive_is_refused_in_german_and_polish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, lines: list[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_bad()), encoding="utf-8")
    code, out, err = run(capsys, "--lang", lang, "drive", str(path))
    assert code == 2 and out == ""
    assert err.splitlines() == lines


def test_a_good_drive_sheet_is_the_same_bytes_in_every_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(_drive()), encoding="utf-8")
    code, english, _ = run(capsys, "drive", str(path))
    assert code == 0 and json.loads(english)["format"] == "scorepad-drive-sheet/1"
    for lang in ("de", "pl", "fr"):
        code, out, _ = run(capsys, "--lang", lang, "drive", str(path))
        assert (code, out) == (0, english)


def test_a_problem_line_is_text_said_whole_and_names_its_field() -> None:
    pr = Problems()
    pr.add(where(3, 2), Text("{field}: NS or EW", field="tie_winner"))
    pr.add(Text("prize {id}", id="ladies_1"), Text("{key}: unknown field of a prize", key="x"))
    with pytest.raises(InvalidEntryError) as caught:
        pr.raise_if_any()
    assert str(caught.value).splitlines() == [
        "round 3, table 2: tie_winner: NS or EW",
        "prize ladies_1: x: unknown field of a prize",
    ]
    assert fields_named(caught.value) == ["tie_winner"]
    with i18n.using("de"):
        assert said(caught.value).splitlines() == [
            "Runde 3, Tisch 2: tie_winner: NS oder EW",
            "Preis ladies_1: x: unbekanntes Feld eines Preises",
        ]


def test_a_drives_state_is_said_with_polish_plurals() -> None:
    def state(played: int, rounds: int, declared: bool = False) -> str:
        d = EveningDrive(1, "", "whist_drive", 2, 8, "declared" if declared else "in_play",
                         played, rounds, ())  # fmt: skip
        return d.state_text

    assert state(2, 3) == "in play, 2 of 3 rounds" and state(0, 1) == "in play, 0 of 1 round"
    assert i18n.say(state(2, 3), "pl") == "w toku, 2 z 3 rund"
    assert i18n.say(state(0, 1), "pl") == "w toku, 0 z 1 rundy"
    assert i18n.say(state(1, 1), "pl") == "zakończony, nagrody jeszcze nie ogłoszone"
    assert i18n.say(state(3, 12), "pl") == "w toku, 3 z 12 rund"
    assert i18n.say(state(2, 3), "de") == "läuft, 2 von 3 Runden"
    assert i18n.say(state(3, 3, declared=True), "de") == "Preise vergeben"
