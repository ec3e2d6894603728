"""Load the shared golden cases and compare a sheet with a case's expectations.

The comparison follows ``shared/golden/README.md``: per-deal entry sums by side (and column in
the bridge games), the games' winner/value/loser_score, totals, net, and the rubber keys given.
"""

from __future__ import annotations

import json
from typing import Any

from tests.conftest import shared_dir

SIDES = ("NS", "EW")


def load_cases(name: str) -> list[dict[str, Any]]:
    path = shared_dir() / "golden" / name
    if not path.exists():
        raise FileNotFoundError(f"golden cases not found at {path} (set SCOREPAD_SHARED)")
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def case_params(name: str, games: tuple[str, ...] | None = None) -> list[Any]:
    import pytest

    return [
        pytest.param(c, id=c["id"]) for c in load_cases(name) if games is None or c["game"] in games
    ]


def differences(case: dict[str, Any], sheet: dict[str, Any]) -> list[str]:
    """What differs between a sheet (JSON) and the case's expectations; [] when it matches."""
    ex = case["expect"]
    diffs: list[str] = []
    if "deals" in ex:
        got = sheet["deals"]
        if len(got) != len(case["rubber"]["deals"]):
            diffs.append(f"sheet has {len(got)} deals, the record {len(case['rubber']['deals'])}")
        for i, want in enumerate(ex["deals"]):
            if want is None or i >= len(got):
                continue
            bridge = isinstance(want["NS"], dict)
            sums: dict[str, Any] = {s: ({"below": 0, "above": 0} if bridge else 0) for s in SIDES}
            for e in got[i]["entries"]:
                if bridge:
                    sums[e["side"]][e["column"]] += e["points"]
                else:
                    assert e["column"] == "points"
                    sums[e["side"]] += e["points"]
            if sums != want:
                diffs.append(f"deal {i + 1}: want {want} got {sums}")
    if "games" in ex:
        got_games = [{k: g[k] for k in ("winner", "value", "loser_score")} for g in sheet["games"]]
        if got_games != ex["games"]:
            diffs.append(f"games: want {ex['games']} got {got_games}")
    for key in ("totals", "net"):
        if key in ex and sheet[key] != ex[key]:
            diffs.append(f"{key}: want {ex[key]} got {sheet[key]}")
    if "rubber" in ex:
        for k, v in ex["rubber"].items():
            if sheet["rubber"].get(k) != v:
                diffs.append(f"rubber.{k}: want {v} got {sheet['rubber'].get(k)}")
    return diffs
