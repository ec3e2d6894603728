"""The command line speaks --lang: the history's commands' lines, their refusals, verify's and
serve's words and the help are in the language chosen, while the JSON and the CSV files are the
same bytes in every language (issue 25)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorepad import i18n
from scorepad.cli import main
from tests.helpers.evening import record, t

CONTRACT = record(
    game="contract",
    table="Table 2",
    stake={"amount": 0.5, "per": 100},
    players={"N": "Dr Lamb", "E": "Mrs Grey", "S": "Mr Pike", "W": "Col. Hay"},
    deals=[
        {"declarer": "N", "contract": "4S", "result": 10},
        {"declarer": "E", "contract": "3NT", "result": 9},
    ],
)


def write(path: Path, obj: object) -> str:
    path.write_text(json.dumps(obj), encoding="utf-8")
    return str(path)


OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]


@pytest.fixture(autouse=True)
def _back_to_english() -> Iterator[None]:
    yield
    i18n.choose(i18n.SOURCE)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def club(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A history with an evening of two tables (a short whist and a contract rubber) and one
    more rubber the next day."""
    db = tmp_path / "club.db"
    rubbers = [record(), CONTRACT, record(played_on="2026-11-30", deals=[t(2), t(2)])]
    code, out, _ = run(capsys, "--db", str(db), "import", write(tmp_path / "in.json", rubbers))
    assert (code, out) == (0, "imported 3 rubbers\n")
    return db


def test_import_says_its_count_in_german_and_polish(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    f = write(tmp_path / "in.json", [record(), CONTRACT, record(played_on="2026-11-30")])
    assert run(capsys, "--lang", "de", "--db", str(tmp_path / "a.db"), "import", f) == (
        0,
        "3 Robber importiert\n",
        "",
    )
    assert run(capsys, "--lang", "pl", "--db", str(tmp_path / "b.db"), "import", f) == (
        0,
        "zaimportowano 3 robbery\n",
        "",
    )
    # the same file again: nothing added, said with each language's plural
    code, out, _ = run(capsys, "--lang", "pl", "--db", str(tmp_path / "b.db"), "import", f)
    assert (code, out) == (
        0,
        "zaimportowano 0 robberów; 3 już są w historii w tej postaci, nie dodano\n",
    )
    code, out, _ = run(capsys, "--db", str(tmp_path / "b.db"), "import", f)
    assert (code, out) == (
        0,
        "imported 0 rubbers; 3 already in the history as they are, not added\n",
    )


def test_the_evening_is_said_in_german_and_in_english_as_before(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    code, out, _ = run(capsys, "--db", str(club), "evening", "2026-11-29")
    assert code == 0
    assert out.startswith("Evening of 2026-11-29: 2 rubbers at 2 tables\n")
    assert "pays" in out and "player" in out
    code, out, _ = run(capsys, "--lang", "de", "--db", str(club), "evening", "2026-11-29")
    assert code == 0
    assert out.startswith("Abend vom 2026-11-29: 2 Robber an 2 Tischen\n")
    assert "zahlt" in out and "Spieler" in out and "pays" not in out
    code, out, _ = run(capsys, "--lang", "pl", "--db", str(club), "stats")
    assert code == 0 and out.splitlines()[0].split()[:3] == ["gracz", "gra", "robbery"]


@pytest.mark.parametrize("lang", OTHERS)
def test_the_history_commands_json_is_the_same_bytes_in_every_language(
    capsys: pytest.CaptureFixture[str], club: Path, lang: str
) -> None:
    for command in (
        ("players", "--json"),
        ("history", "Mrs Grey", "--json"),
        ("stats", "--json"),
        ("partners", "Mrs Grey", "--json"),
        ("evening", "2026-11-29", "--json"),
        ("drives", "--json"),
        ("export",),
    ):
        english = run(capsys, "--db", str(club), *command)
        other = run(capsys, "--lang", lang, "--db", str(club), *command)
        assert english[0] == 0 and english[1].strip()
        assert other == english, command


def test_the_csv_export_is_the_same_files_in_every_language(
    capsys: pytest.CaptureFixture[str], club: Path, tmp_path: Path
) -> None:
    def files(lang: str) -> dict[str, bytes]:
        out = tmp_path / f"csv-{lang}"
        code, _, _ = run(
            capsys,
            "--lang",
            lang,
            "--db",
            str(club),
            "export",
            "--format",
            "csv",
            "--out",
            str(out),
        )
        assert code == 0
        return {p.name: p.read_bytes() for p in sorted(out.iterdir())}

    english = files("en_GB")
    assert "deals.csv" in english and english["deals.csv"].count(b"\n") > 1
    for lang in OTHERS:
        assert files(lang) == english, lang


def test_refusals_are_said_in_polish_and_german(
    capsys: pytest.CaptureFixture[str], club: Path, tmp_path: Path
) -> None:
    code, _, err = run(capsys, "--db", str(club), "restore", "nothing.db")
    assert code == 2
    assert (
        err
        == f"scorepad: no backup nothing.db beside {club} (scorepad restore --list shows them)\n"
    )
    code, _, err = run(capsys, "--lang", "pl", "--db", str(club), "restore", "nothing.db")
    assert code == 2
    assert err == (
        f"scorepad: nie ma kopii zapasowej nothing.db obok {club} "
        "(scorepad restore --list je pokazuje)\n"
    )
    code, _, err = run(capsys, "--lang", "de", "--db", str(club), "serve", "--all")
    assert code == 2
    assert err == "scorepad: --all gehört zu --stop (beendet jede laufende Tischeingabe)\n"
    code, _, err = run(capsys, "--lang", "de", "--db", str(club), "export", "--format", "csv")
    assert code == 2 and err == "--out: geben Sie das Verzeichnis für die CSV-Dateien an\n"
    code, _, err = run(capsys, "--db", str(club), "export", "--format", "csv")
    assert code == 2 and err == "--out: give the directory for the CSV files\n"
    missing = tmp_path / "nowhere.db"
    code, _, err = run(capsys, "--lang", "pl", "--db", str(missing), "players")
    assert code == 2
    assert err == f"scorepad: nie ma historii w {missing} (sprawdź ścieżkę; nic nie utworzono)\n"
    assert not missing.exists()


def test_serve_stop_counts_its_sessions_with_polish_plurals(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    assert run(capsys, "--db", str(club), "serve", "--stop") == (
        0,
        "table entry stopped (0 sessions)\n",
        "",
    )
    assert run(capsys, "--lang", "pl", "--db", str(club), "serve", "--stop") == (
        0,
        "wpisywanie przy stołach zatrzymane (0 sesji)\n",
        "",
    )


def test_verify_says_its_verdict_in_the_language(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    code, out, _ = run(capsys, "--db", str(club), "verify")
    assert code == 0 and out.splitlines()[-1] == "verify: clean"
    code, out, _ = run(capsys, "--lang", "de", "--db", str(club), "verify")
    assert code == 0 and out.splitlines()[-1] == "verify: sauber"
    code, out, _ = run(capsys, "--lang", "pl", "--db", str(club), "verify", "--rubber", "1")
    assert code == 2
    assert out == "verify: --rubber wymaga --head KOD (kodu wydrukowanego dla tego robbera)\n"


def test_the_subcommands_help_is_in_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "serve", "--help"])
    out = capsys.readouterr().out
    assert "saisie aux tables" in out and "the address to listen on" not in out
    with pytest.raises(SystemExit):
        main(["--lang", "pl", "history", "--help"])
    out = capsys.readouterr().out
    assert "Każdy robber, w którym gracz siedział" in out and "od tej daty (ISO)" in out
    with pytest.raises(SystemExit):
        main(["history", "--help"])
    assert "Every rubber the player sat in" in capsys.readouterr().out


def test_argparses_own_words_are_said_in_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's "usage:", its headings and its refusals come from the core's catalogue."""
    with pytest.raises(SystemExit) as help_exit:
        main(["--lang", "de", "--help"])
    out, _ = capsys.readouterr()
    assert help_exit.value.code == 0
    assert out.startswith("Aufruf: scorepad [-h]")
    assert "\nPositionsargumente:\n" in out and "\nOptionen:\n" in out
    assert "diese Hilfe zeigen und beenden" in out
    with pytest.raises(SystemExit) as refused:
        main(["--lang", "pl", "score", "x.json", "--bogus"])
    _, err = capsys.readouterr()
    assert refused.value.code == 2
    assert err.startswith("użycie: scorepad [-h]")
    assert err.endswith("scorepad: błąd: nierozpoznane argumenty: --bogus\n")
    with pytest.raises(SystemExit):
        main(["--help"])  # in English again, as it always was
    out, _ = capsys.readouterr()
    assert out.startswith("usage: scorepad [-h]") and "\noptions:\n" in out
