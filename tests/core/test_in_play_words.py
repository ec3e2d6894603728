"""A rubber in play is listed with what would settle if play stopped now, and says so (issue
12: the live total never silently includes the unfinished-rubber allowance); a rubber with no
hands never counts in an evening's lists (the evening window keeps its table open)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.records.record import Rubber
from scorepad.store import Store

DATE = "2026-11-27"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        # Table 1: 60 and 120 below the line, NS a game up, in play: 180 so far, 480 if stopped.
        deals = [
            {"declarer": "N", "contract": "2S", "result": 8},
            {"declarer": "N", "contract": "4H", "result": 10},
        ]
        base = {"game": "contract", "played_on": DATE, "players": SEATS}
        store.create_rubber(Rubber.from_json({**base, "table": "Table 1", "deals": deals}))
        store.create_rubber(Rubber.from_json({**base, "table": "Table 2"}))  # no hands yet
    return path


def _run(capsys: Any, db: Path, *args: str) -> str:
    assert main(["--db", str(db), *args]) == 0
    return str(capsys.readouterr().out)


def test_the_lists_say_a_rubber_in_play_is_counted_as_if_stopped_now(capsys: Any, db: Path) -> None:
    with Store.open(db) as store:
        (info, empty) = store.rubbers(DATE)
        assert info.result_text() == "480 – 0 if stopped now"
        assert empty.deals == 0
        evening = store.evening(DATE)
    assert [t.table for t in evening.tables] == ["Table 1", "Table 2"]  # the window's
    assert [(t.table, len(t.rubbers)) for t in evening.counted()] == [("Table 1", 1)]
    text = _run(capsys, db, "evening", DATE)
    assert "1 rubber at 1 table" in text and "Table 2" not in text
    assert "in play, if stopped now" in text and "+480" in text
    out = json.loads(_run(capsys, db, "evening", DATE, "--json"))
    assert [t["table"] for t in out["tables"]] == ["Table 1"]
    text = _run(capsys, db, "history", "Ann")
    assert "in play, if stopped now" in text


def test_the_lists_words_are_said_in_the_language_in_use(tmp_path: Path) -> None:
    """A rubber's totals and state as the window's lists and the evening sheet say them:
    figures by the locale, words from the catalogue."""
    from scorepad import i18n

    path = tmp_path / "big.db"
    deals = [{"declarer": "N", "contract": "7NTXX", "result": 13}] * 2
    with Store.open(path, backup=False) as store:
        base = {"game": "contract", "played_on": DATE, "players": SEATS, "deals": deals}
        store.create_rubber(Rubber.from_json(base))
        (info,) = store.rubbers(DATE)
    english = info.result_text()
    assert english.endswith(", finished") and "," in english.split(" – ")[0]  # "2,730 – 0"
    with i18n.using("de"):
        german = info.result_text()
    assert german.endswith(", beendet") and german.split(" – ")[0] == english.split(" – ")[
        0
    ].replace(",", ".")
