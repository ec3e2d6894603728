"""Fuzzing the window's entry (issue 11): random lines of quick entry, plausible and not, each
typed and entered. Every one records one whole hand or is refused with words; never a
traceback (pytest-qt fails the test on an exception in a slot), never a partial write, and the
history's chains and caches verify at the end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from scorepad.records.quick_entry import help_rows
from scorepad.store import Store
from scorepad.store.checks import check_history
from tests.helpers.gui import press_enter, start

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

GAMES = ["auction", "bridge_whist", "chicago", "contract", "short_whist"]
WORDS = ["1NT", "4S", "3H", "7C", "N", "E", "S", "W", "X", "=", "+1", "-2", "9", "13", "0", "h3"]
JUNK = [
    "",
    " ",
    "\x00",
    "\u202e",
    "\u200b",
    "１",
    "=1+1",
    "-1",
    "99999999999999999999",
    "1e400",
    "nan",
    "Infinity",
    "NS",
    "EW",
    "??",
    "x" * 500,
    "4S N 10 extra words here",
]


def _line(rng: random.Random, game: str) -> str:
    """One of the game's own example lines (quick entry's help), half of them mutated: a word
    swapped for another or for junk, dropped, doubled, or junk added."""
    words = rng.choice([r.example for r in help_rows(game)]).split()
    for _ in range(rng.choice([0, 0, 1, 2])):
        i = rng.randrange(len(words))
        how = rng.randrange(4)
        if how == 0:
            words[i] = rng.choice(WORDS + JUNK)
        elif how == 1 and len(words) > 1:
            del words[i]
        elif how == 2:
            words.insert(i, words[i])
        else:
            words.insert(i, rng.choice(JUNK))
    return " ".join(words)


@pytest.mark.parametrize("game", GAMES)
def test_random_entry_records_whole_hands_or_refuses_in_words(
    window: Any, qtbot: Any, store: Store, messages: list, game: str
) -> None:
    rng = random.Random(f"forms-{game}")
    pane = start(window, game)
    recorded = refused = 0
    for _ in range(60):
        if window.pane() is not pane or _done(store, pane):
            pane = start(window, game)
        before = store.rubber_info(pane.rubber_id).deals
        said = len(messages)
        pane.quick.setFocus()
        pane.quick.clear()
        pane.quick.insert(_line(rng, game))  # as pasted: any character, not only the keyboard's
        press_enter(qtbot, pane.quick)
        after = store.rubber_info(pane.rubber_id).deals
        assert after in (before, before + 1), "more than one hand from one Enter"
        if after == before + 1:
            recorded += 1
            assert len(store.load_rubber(pane.rubber_id).deals) == after
        else:
            refused += 1
        for title, text in messages[said:]:
            assert text.strip() and "Traceback" not in text and "internal error" not in title
    assert recorded and refused, (recorded, refused)  # the lines were both kinds
    found = check_history(store)
    assert found.ok, found.lines()


def _done(store: Store, pane: Any) -> bool:
    return store.rubber_info(pane.rubber_id).state != "in_play"
