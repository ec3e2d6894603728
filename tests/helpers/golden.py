"""Worked cases: loading them, and the one checker that compares a sheet with a case.

A case file is JSON Lines in the format of ``shared/golden/README.md``: ``{"id", "title",
"game", "code", "sources" or "note", "rubber": <scorepad-rubber/1>, "expect": {...}}``. The
project's own case files are in ``tests/data/`` (copies of the shared golden cases, and the
hand-worked audit cases); the shared golden cases are read from the shared folder when it is
there. The comparison follows that README: per-deal entry sums by side (and column in the
bridge games), the games' winner/value/loser_score, totals, net, and the rubber keys given.

Scoring goes through the public rules API only (:func:`scorepad.rules.score_record`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorepad.errors import RecordError
from scorepad.rules import score_record
from tests.helpers.paths import DATA, shared_dir

SIDES = ("NS", "EW")
BRIDGE_GAMES = frozenset({"bridge_whist", "auction", "contract", "chicago"})

Case = dict[str, Any]


def read_cases(path: Path) -> list[Case]:
    """Every case of a JSON Lines file, in order."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def load_cases(name: str) -> list[Case]:
    """The project's own copy of a case file (``tests/data/NAME``): always there."""
    return read_cases(DATA / name)


def shared_cases(name: str) -> list[Case] | None:
    """The shared golden cases of that name, or None when the shared folder is not there."""
    path = shared_dir() / "golden" / name
    return read_cases(path) if path.exists() else None


def case_params(name: str, games: tuple[str, ...] | None = None) -> list[Any]:
    """pytest params (id = the case id) for the project's cases of a file."""
    return [
        pytest.param(c, id=c["id"]) for c in load_cases(name) if games is None or c["game"] in games
    ]


def shared_case_params(*names: str) -> list[Any]:
    """pytest params for the shared golden cases of the files named; one ``None`` param when the
    shared folder is not there (the test then calls :func:`tests.helpers.paths.require_shared`)."""
    found = [shared_cases(name) for name in names]
    if any(cases is None for cases in found):
        return [pytest.param(None, id="shared-folder-absent")]
    return [pytest.param(c, id=c["id"]) for cases in found for c in cases or ()]


def differences(case: Case, sheet: dict[str, Any]) -> list[str]:
    """What differs between a sheet (JSON) and the case's expectations; [] when it matches."""
    ex = case["expect"]
    diffs: list[str] = []
    if "deals" in ex:
        got = sheet["deals"]
        if len(got) != len(case["rubber"]["deals"]):
            diffs.append(f"sheet has {len(got)} deals, the record {len(case['rubber']['deals'])}")
        if len(ex["deals"]) != len(case["rubber"]["deals"]):
            diffs.append(f"the case expects {len(ex['deals'])} deals, the record has more or fewer")
        for i, want in enumerate(ex["deals"]):
            if want is None or i >= len(got):
                continue
            bridge = isinstance(want["NS"], dict)
            sums: dict[str, Any] = {s: ({"below": 0, "above": 0} if bridge else 0) for s in SIDES}
            for e in got[i]["entries"]:
                if bridge:
                    sums[e["side"]][e["column"]] += e["points"]
                elif e["column"] != "points":
                    diffs.append(f"deal {i + 1}: a whist entry in column {e['column']!r}")
                else:
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


def check_case(case: Case) -> None:
    """Score the case's rubber in-process and assert the sheet matches its expectations (or, for
    ``"error": true``, that the record is refused naming at least one problem)."""
    if case["expect"].get("error"):
        with pytest.raises(RecordError) as info:
            score_record(case["rubber"])
        assert info.value.problems, "an input error must name at least one problem"
        return
    sheet = score_record(case["rubber"]).to_json()
    assert differences(case, sheet) == [], case["id"]
