"""The core's languages (scorepad.i18n): the catalogues are complete and up to date, the language
is chosen from --lang then the environment, the score sheet's and the drive sheet's JSON are the
same bytes in every language while --explain is in the language chosen, and the build step
compiles the catalogues."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from scorepad import cli, i18n
from scorepad.i18n import Text, say
from tests.helpers.paths import ROOT

OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]


def _translations() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "scorepad_translations", ROOT / "packaging" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


translations = _translations()


@pytest.fixture(autouse=True)
def _back_to_english() -> Iterator[None]:
    yield
    i18n.choose(i18n.SOURCE)


def _cases(name: str, key: str, count: int) -> list[dict[str, object]]:
    lines = (ROOT / "tests" / "data" / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line)[key] for line in lines[:count]]


def _run(capsys: pytest.CaptureFixture[str], tmp_path: Path, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- the catalogues ----------------------------------------------------------------------------


def test_every_language_has_a_catalogue() -> None:
    assert translations.languages() == sorted(OTHERS)


def test_no_catalogue_has_an_untranslated_or_fuzzy_message() -> None:
    assert translations.problems() == []


def test_problems_finds_an_untranslated_a_fuzzy_and_a_wrong_value(tmp_path: Path) -> None:
    (tmp_path / "scorepad" / "locale" / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "scorepad" / "locale" / "scorepad.pot").write_text(
        'msgid "a"\nmsgstr ""\n\nmsgid "b {x}"\nmsgstr ""\n\nmsgid "c"\nmsgstr ""\n\n'
        'msgid "d"\nmsgstr ""\n',
        encoding="utf-8",
    )
    (tmp_path / "scorepad" / "locale" / "fr" / "LC_MESSAGES" / "scorepad.po").write_text(
        'msgid "a"\nmsgstr ""\n\nmsgid "b {x}"\nmsgstr "b {y}"\n\n'
        '#, fuzzy\nmsgid "c"\nmsgstr "cé"\n',
        encoding="utf-8",
    )
    found = translations.problems(tmp_path)
    assert found == [
        "fr: 'd' missing",
        "fr: 'a' untranslated or fuzzy",
        "fr: 'b {x}' names a value it does not have: 'b {y}'",
        "fr: 'c' untranslated or fuzzy",
    ]


def test_the_template_holds_every_marked_message(tmp_path: Path) -> None:
    """The committed .pot is what `packaging/translations.py extract` makes now: a message
    marked in the code and missing from the catalogues fails here."""
    from babel.messages.pofile import read_po

    out = tmp_path / "now.pot"
    keywords = [a for k in translations.KEYWORDS for a in ("-k", k)]
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "-q", "extract",
         "--no-default-keywords", *keywords, "-F", str(translations.MAPPING), "-o", str(out),
         "."],
        check=True, cwd=ROOT, capture_output=True,
    )  # fmt: skip
    with out.open("rb") as fh:
        now = {m.id for m in read_po(fh) if m.id}
    with (ROOT / translations.POT).open("rb") as fh:
        kept = {m.id for m in read_po(fh) if m.id}
    assert now == kept


# -- choosing the language ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "environ", "chosen"),
    [
        ("de", {"LANGUAGE": "fr", "LANG": "pl_PL.UTF-8"}, "de"),
        (None, {"LANGUAGE": "pt:nl", "LC_ALL": "fr_FR.UTF-8"}, "nl"),
        (None, {"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
        (None, {"LANG": "pl_PL.UTF-8"}, "pl"),
        (None, {"LANG": "en_US.UTF-8"}, "en_US"),
        (None, {"LANG": "pt_BR.UTF-8"}, "en_GB"),
        (None, {}, "en_GB"),
        ("en-us", {}, "en_US"),
    ],
)
def test_the_language_is_lang_then_the_environment_then_english(
    lang: str | None, environ: dict[str, str], chosen: str
) -> None:
    assert i18n.choose(lang, environ) == chosen
    assert i18n.current() == chosen


def test_a_language_scorepad_has_not_is_refused_in_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = _run(capsys, tmp_path, "--lang", "klingon", "score", "--list-games")
    assert (code, out) == (2, "")
    assert err == (
        "scorepad: there is no language 'klingon': choose one of en_GB, en_US, fr, de, nl, pl\n"
    )


def test_the_environment_chooses_the_command_lines_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "de")
    code, _out, err = _run(capsys, tmp_path, "score")
    assert code == 2
    assert "geben Sie eine Robberdatei FILE an" in err


def test_the_help_is_in_the_language_chosen(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--lang", "fr", "score", "--help"])
    assert "affiche la feuille en toutes lettres au lieu du JSON" in capsys.readouterr().out


def test_an_accept_language_header_chooses_among_scorepads_languages() -> None:
    assert i18n.negotiate("de-AT,de;q=0.9,en;q=0.8", "fr") == "de"
    assert i18n.negotiate("ja,pt;q=0.5", "nl") == "nl"
    assert i18n.negotiate("en-US,en;q=0.9", "pl") == "en_US"
    assert i18n.negotiate("fr;q=0, *;q=0.5", "pl") == "pl"


def test_using_speaks_a_language_for_one_block_only() -> None:
    i18n.choose("nl")
    with i18n.using("pl"):
        assert say(Text("honours divided")) == "honory podzielone"
    assert say(Text("honours divided")) == "honneurs verdeeld"


# -- the sheet's words: said in every language, kept in English ---------------------------------


def test_text_keeps_the_english_and_says_it_again() -> None:
    t = Text("{count}, {how}: {pts}", count=Text("one"), how=Text("vulnerable"), pts=1250)
    assert t == "one, vulnerable: 1250"
    assert json.dumps(t) == '"one, vulnerable: 1250"'
    assert say(t, "en_GB") == "one, vulnerable: 1250"
    assert say(t, "de") == "eins, in Gefahr: 1.250"
    assert say(t, "en_US") == "one, vulnerable: 1,250"


def test_plural_forms_follow_each_languages_rules() -> None:
    tricks = [Text.plural("{count} trick", "{count} tricks", n, count=str(n)) for n in (1, 3, 5)]
    assert [say(t, "pl") for t in tricks] == ["1 lewa", "3 lewy", "5 lew"]
    assert [say(t, "fr") for t in tricks] == ["1 levée", "3 levées", "5 levées"]
    assert [str(t) for t in tricks] == ["1 trick", "3 tricks", "5 tricks"]


def test_american_english_says_honors_and_no_trump() -> None:
    assert say(Text("honours divided"), "en_US") == "honors divided"
    assert say(Text.plural("no trump", "no trumps", 3), "en_US") == "no trump"


@pytest.mark.parametrize("lang", OTHERS)
def test_score_json_is_the_same_bytes_in_every_language_and_explain_is_not(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str
) -> None:
    rubbers = _cases("bridge.jsonl", "rubber", 12) + _cases("whist.jsonl", "rubber", 12)
    differs = 0
    for n, rubber in enumerate(rubbers):
        path = tmp_path / f"r{n}.json"
        path.write_text(json.dumps(rubber), encoding="utf-8")
        english = _run(capsys, tmp_path, "score", str(path))
        other = _run(capsys, tmp_path, "--lang", lang, "score", str(path))
        assert other == english, rubber
        english_text = _run(capsys, tmp_path, "score", "--explain", str(path))
        other_text = _run(capsys, tmp_path, "--lang", lang, "score", "--explain", str(path))
        assert other_text[0] == english_text[0]
        differs += other_text[1] != english_text[1]
    assert english[0] == 0 and english[1].startswith("{")
    # every French, German, Dutch and Polish account differs; American where honours appear
    assert differs == len(rubbers) if lang != "en_US" else differs > 0


@pytest.mark.parametrize("lang", OTHERS)
def test_drive_json_is_the_same_bytes_in_every_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str
) -> None:
    for n, drive in enumerate(_cases("drives.jsonl", "drive", 6)):
        path = tmp_path / f"d{n}.json"
        path.write_text(json.dumps(drive), encoding="utf-8")
        english = _run(capsys, tmp_path, "drive", str(path))
        assert english[0] == 0 and english[1].startswith("{")
        assert _run(capsys, tmp_path, "--lang", lang, "drive", str(path)) == english


def test_explain_in_french_uses_the_glossarys_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "r.json"
    rubber = {
        "game": "contract",
        "deals": [
            {"dealer": "N", "declarer": "N", "contract": "4SX", "result": 11},
            {"declarer": "E", "contract": "3NT", "result": 7},
        ],
    }
    path.write_text(json.dumps(rubber), encoding="utf-8")
    _code, out, _err = _run(capsys, tmp_path, "--lang", "fr", "score", "--explain", str(path))
    assert "quatre piques contré, réussi : 240" in out
    assert "1 levée de mieux, contré, non vulnérable : 100" in out
    assert "2 levées de chute, non vulnérable : 100" in out
    assert "manche à NS" in out


def test_numbers_money_and_dates_by_locale() -> None:
    from datetime import date
    from decimal import Decimal

    assert i18n.number(12345, "pl") == "12\xa0345"
    assert i18n.number(12345, "en_GB") == "12345"  # the source writes it as the records do
    assert i18n.money(Decimal("2.5"), "EUR", "nl") == "€\xa02,50"
    assert i18n.day(date(2026, 12, 2), "de") == "2. Dezember 2026"


# -- the build step ----------------------------------------------------------------------------


def test_the_build_step_compiles_every_catalogue(tmp_path: Path) -> None:
    import gettext

    written = translations.build(tmp_path, log=False)
    mos = sorted(p.relative_to(tmp_path).as_posix() for p in written if p.suffix == ".mo")
    assert mos == [f"scorepad/locale/{lang}/LC_MESSAGES/scorepad.mo" for lang in sorted(OTHERS)]
    with (tmp_path / mos[0]).open("rb") as fh:  # de
        assert gettext.GNUTranslations(fh).gettext("honours divided") == "Honneurs geteilt"


def test_the_build_step_compiles_the_windows_ts_files(tmp_path: Path) -> None:
    if translations.lrelease() is None:
        pytest.skip("pyside6-lrelease is not installed here")
    root = tmp_path / "src"
    (root / "resources" / "translations").mkdir(parents=True)
    (root / "scorepad" / "locale").mkdir(parents=True)
    (root / "resources" / "translations" / "scorepad_de.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        '<TS version="2.1" language="de"><context><name>Main</name>'
        "<message><source>Rubber</source><translation>Robber</translation></message>"
        "</context></TS>\n",
        encoding="utf-8",
    )
    written = translations.build(tmp_path / "out", root=root, log=False)
    qm = tmp_path / "out" / "ui" / "translations" / "scorepad_de.qm"
    assert written == [qm]
    assert qm.read_bytes()[:4] == b"\x3c\xb8\x64\x18"  # Qt's .qm magic


# -- the phone pages ---------------------------------------------------------------------------

STATIC = ROOT / "scorepad" / "serve" / "static"


@pytest.mark.parametrize("name", ["page.html", "drive.html", "stopped.html"])
def test_the_phone_pages_are_said_in_the_evenings_language(name: str) -> None:
    from scorepad.serve.words import localise, messages, script_messages

    page = (STATIC / name).read_bytes()
    found = list(messages(page.decode("utf-8")))
    assert len(found) >= 8
    assert localise(page, "", "en_GB") == page
    german = localise(page, "", "de").decode("utf-8")
    assert '<html lang="de">' in german
    block = re.search(
        r'<script type="application/json" id="scorepad-words">(.*)</script>\n', german
    )
    assert block is not None
    words = json.loads(block[1])  # what the page's scripts say through T() (static/words.js)
    assert words["Table {label}"] == "Tisch {label}"
    assert set(words) == set(script_messages())
    plurals = re.search(
        r'<script type="application/json" id="scorepad-plurals">(.*)</script>\n', german
    )
    assert plurals is not None  # TN()'s forms, by the page's plural categories
    forms = json.loads(plurals[1])
    retrying = "{n} hand waiting to be sent: retrying…\0{n} hands waiting to be sent: retrying…"
    assert forms[retrying] == {
        "one": "{n} Hand wartet auf Senden: neuer Versuch…",
        "other": "{n} Hände warten auf Senden: neuer Versuch…",
    }
    # only words changed
    bare = german.replace(block[0], "").replace(plurals[0], "")
    assert bare.count("<") == page.decode("utf-8").count("<")
    for _line, message in found:
        assert i18n.catalogue("de").gettext(message) in german
    if name != "stopped.html":
        assert '<label for="pin" data-i18n>Tisch-PIN (auf der Tischkarte)</label>' in german
        assert 'placeholder="ein Name oder ein Platz"' in german


def test_a_phones_accept_language_may_choose_another_language() -> None:
    from scorepad.serve.words import localise

    page = (STATIC / "page.html").read_bytes()
    polish = localise(page, "pl-PL,pl;q=0.9,en;q=0.5", "de").decode("utf-8")
    assert '<html lang="pl">' in polish and ">Wyślij</button>" in polish
    japanese = localise(page, "ja-JP,ja;q=0.9", "fr").decode("utf-8")  # not one Scorepad has
    assert '<html lang="fr">' in japanese and ">Envoyer</button>" in japanese


def test_lang_after_the_subcommand_too(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """As the window starts table entry: `scorepad serve ... --lang de`."""
    code, _out, err = _run(capsys, tmp_path, "score", "--lang", "nl")
    assert code == 2
    assert "geef een rubberbestand FILE" in err


def test_a_refusal_is_in_the_language_chosen_and_the_same_in_english(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"game": "short_whist", "deals": [{"tricks": {"NS": 9, "EW": 5}}]}')
    english = _run(capsys, tmp_path, "score", str(path))
    assert english == (2, "", "deal 1: tricks: 9 + 5 = 14, they must add up to 13\n")
    german = _run(capsys, tmp_path, "--lang", "de", "score", str(path))
    assert german == (2, "", "Spiel 1: tricks: 9 + 5 = 14, die Summe muss 13 sein\n")


def test_the_windows_hint_words_keep_how_they_were_made() -> None:
    """What the window's quick-entry hint shows (hand_effects) is Text: English as the sheet
    has it, and said in the window's language by say()."""
    from scorepad.records.record import Rubber
    from scorepad.rules import score
    from scorepad.sheets.explain import hand_effects

    rubber = Rubber.from_json(
        {
            "game": "contract",
            "deals": [
                {"dealer": "N", "declarer": "N", "contract": "4S", "result": 10},
                {"declarer": "S", "contract": "3NT", "result": 9},
            ],
        }
    )
    effects, end = hand_effects(score(rubber), 1)
    words = [w for _side, _points, w in effects]
    assert words == ["three no trumps, made: 100", "rubber bonus: 700"]
    assert end == "Rubber finished"
    assert [say(w, "pl") for w in words] == ["trzy bez atu, ugrany: 100", "premia za robra: 700"]
    assert say(end, "nl") == "Rubber afgelopen"


def test_a_storage_failure_is_told_in_the_language_chosen() -> None:
    from scorepad.store.failures import DiskFullError

    error = DiskFullError("/tmp/h.db")
    assert str(error) == (
        "The disk is full: nothing was written to the history (/tmp/h.db). Free some space on "
        "the disk, then try again; what you entered is kept."
    )
    i18n.choose("pl")
    assert cli.said(error) == (
        "Dysk jest pełny: nic nie zapisano do historii (/tmp/h.db). Zwolnij miejsce na dysku i "
        "spróbuj ponownie; to, co wpisano, zostaje zachowane."
    )
