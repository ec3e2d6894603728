"""The random-rubber strategies (tests/helpers/strategies.py): valid records that shrink."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given

from scorepad.rules import score_record
from tests.helpers.strategies import (
    GAME_CODES,
    Draws,
    random_rubber,
    rubbers,
)


@given(rubbers())
def test_every_generated_rubber_scores(rec: dict[str, Any]) -> None:
    sheet = score_record(rec)
    assert len(sheet.deals) == len(rec["deals"])


@pytest.mark.parametrize(("game", "code"), GAME_CODES)
def test_the_generators_run_on_a_seeded_random(game: str, code: str) -> None:
    rng = random.Random(f"{game}-{code}")
    records = [random_rubber(rng, game, code) for _ in range(5)]
    assert all(r["game"] == game and r["code"] == code for r in records)
    for r in records:
        score_record(r)
    again = random.Random(f"{game}-{code}")
    assert [random_rubber(again, game, code) for _ in range(5)] == records


class Shrunk(Draws):
    """The choices a fully shrunk example makes: every integer at the low end of its range."""

    def __init__(self) -> None:
        super().__init__(lambda strategy: pytest.fail("Shrunk draws nothing"))

    def integer(self, lo: int, hi: int) -> int:
        return lo


@pytest.mark.parametrize(("game", "code"), GAME_CODES)
def test_a_failing_rubber_shrinks_towards_a_plain_one(game: str, code: str) -> None:
    """Every choice shrinks to its usual outcome: no house rule, no revoke, no new deal, no
    doubling, no early stop; so the shrunk rubber is a plain finished one."""
    rec = random_rubber(Shrunk(), game, code)
    assert "house_rules" not in rec
    deals = rec["deals"]
    assert deals
    assert not any(k in d for d in deals for k in ("revokes", "new_deal", "passed_out", "voids"))
    assert not any("X" in d.get("contract", "") or d.get("doubles") for d in deals)
    assert score_record(rec).complete
