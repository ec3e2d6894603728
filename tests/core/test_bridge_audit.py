"""Audit of auction, contract and Chicago scoring against ``rules-bridge.md``, case by case.

The hand-worked cases are data: ``tests/data/bridge_audit.jsonl``. Every expected figure there
was worked out by hand from the spec text (the section named in the case id), not by running the
scorer. Each case is a whole rubber record; the expectations are the facts the golden files check
(per-deal below/above sums by side, games with the loser's score, totals, net, rubber keys), plus
dealers and vulnerability where the rule is about them, or the input error (deal and field) where
the rule is a validation. One checker scores them all: :func:`tests.helpers.golden.check_case`.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorepad.rules import score_record
from tests.helpers.golden import check_case, load_cases

CASES = load_cases("bridge_audit.jsonl")
SCORED = [c for c in CASES if not c["expect"].get("error")]


@pytest.mark.parametrize("case", [pytest.param(c, id=c["id"]) for c in CASES])
def test_bridge_audit(case: dict[str, Any]) -> None:
    check_case(case)


@pytest.mark.parametrize("case", [pytest.param(c, id=c["id"]) for c in SCORED])
def test_every_entry_explains_itself(case: dict[str, Any]) -> None:
    """Every entry explains itself in words that give its points."""
    for x in score_record(case["rubber"]).to_json()["deals"]:
        for e in x["entries"]:
            assert f": {e['points']}" in e["explain"] or f"to {e['points']}" in e["explain"], e
