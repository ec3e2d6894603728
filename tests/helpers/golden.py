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
from scorepad.records.record import Rubber
from scorepad.rules import score, score_record
from scorepad.sheets.sheet import Sheet
from tests.helpers.paths import DATA, shared_dir

SIDES = ("NS", "EW")
GAME_KEYS = ("winner", "value", "loser_score")

Case = dict[str, Any]


def read_cases(path: Path) -> list[Case]:
    """Every case of a JSON Lines file, in order."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def load_cases(name: str) -> list[Case]:
    """The project's own copy of a case file (``tests/data/NAME``): always there."""
    return read_cases(DATA / name)


def drive_cases() -> dict[str, Case]:
    """The project's worked drives (``tests/data/drives.jsonl``), by id."""
    return {c["id"]: c for c in load_cases("drives.jsonl")}


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
        want_games = ex["games"]
        got_games = [
            {k: g.get(k) for k in (want_games[i] if i < len(want_games) else GAME_KEYS)}
            for i, g in enumerate(sheet["games"])
        ]
        if got_games != want_games:
            diffs.append(f"games: want {want_games} got {got_games}")
    for key in ("totals", "net"):
        if key in ex and sheet[key] != ex[key]:
            diffs.append(f"{key}: want {ex[key]} got {sheet[key]}")
    if "rubber" in ex:
        for k, v in ex["rubber"].items():
            if sheet["rubber"].get(k) != v:
                diffs.append(f"rubber.{k}: want {v} got {sheet['rubber'].get(k)}")
    # The project's own keys (tests/data/README.md), beyond shared/golden/README.md's.
    per_deal = {
        "game_won": [d.get("game_won") for d in sheet["deals"]],
        "status": [d.get("status") for d in sheet["deals"]],
        "vulnerable": [d.get("vulnerable") for d in sheet["deals"]],
    }
    for key, got_list in per_deal.items():
        if key in ex and got_list != ex[key]:
            diffs.append(f"{key}: want {ex[key]} got {got_list}")
    if "dealers" in ex:
        dealers = "".join(d["dealer"] for d in sheet["deals"] if d.get("dealer"))
        if dealers != ex["dealers"]:
            diffs.append(f"dealers: want {ex['dealers']} got {dealers}")
    if "toward" in ex:
        toward = sheet["deals"][-1]["toward_game"] if sheet["deals"] else None
        if toward != ex["toward"]:
            diffs.append(f"toward (after the last deal): want {ex['toward']} got {toward}")
    return diffs


def problem_differences(case: Case, problems: list[tuple[int | None, str, str]]) -> list[str]:
    """What differs between the problems a refused record got, as (deal, field, message), and
    the case's ``problem`` (one of them has that deal and a field starting with that field) and
    ``problems`` (exactly these deals and fields, in order, each with a message)."""
    ex = case["expect"]
    diffs: list[str] = []
    if not problems:
        diffs.append("an input error must name at least one problem")
    if "problem" in ex:
        want = ex["problem"]
        if not any(d == want["deal"] and f.startswith(want["field"]) for d, f, _ in problems):
            diffs.append(f"no problem at deal {want['deal']}, field {want['field']!r}: {problems}")
    if "problems" in ex:
        want_all = [(w["deal"], w["field"]) for w in ex["problems"]]
        if [(d, f) for d, f, _ in problems] != want_all:
            diffs.append(f"problems: want {want_all} got {problems}")
        if not all(m for _, _, m in problems):
            diffs.append(f"a problem without a message: {problems}")
    return diffs


def check_case(case: Case) -> None:
    """Score the case's rubber in-process and assert the sheet matches its expectations (or, for
    ``"error": true``, that the record is refused with the problems the case names)."""
    if case["expect"].get("error"):
        with pytest.raises(RecordError) as info:
            score_record(case["rubber"])
        got = [(p.deal, p.field, p.message) for p in info.value.problems]
        assert problem_differences(case, got) == [], case["id"]
        return
    sheet = score_record(case["rubber"]).to_json()
    assert differences(case, sheet) == [], case["id"]


# -- one rubber of every game, for the pad and the renderer -----------------------------------

#: One rubber of every game (and an unfinished one), by golden case id.
GAME_CASES = {
    "short_whist": "SW-R1",
    "long_whist": "LW-005",
    "american_whist": "AW-R1",
    "bridge_whist": "BW-R4",
    "bridge_whist_portland": "BW-017",
    "auction": "RUB-AUC-1908-A",
    "contract": "RUB-CON-C-MODERN",
    "contract_unfinished": "RUB-CON-UNFINISHED-MODERN",
    "chicago": "CHI-2",
}
PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}


def case_by_id(case_id: str) -> dict[str, Any]:
    for name in ("whist.jsonl", "bridge.jsonl"):
        for c in load_cases(name):
            if c["id"] == case_id:
                return c
    raise LookupError(case_id)


def scored(case_id: str, *, players: bool = True) -> tuple[Rubber, Sheet]:
    obj = dict(case_by_id(case_id)["rubber"])
    if players:
        obj["players"] = dict(PLAYERS)
    rubber = Rubber.from_json(obj)
    try:
        sheet = score(rubber)
    except NotImplementedError:  # pragma: no cover - only while a rules module is a stub
        pytest.skip(f"{rubber.game} does not score yet")
    return rubber, sheet


def same(a: Any, b: Any) -> bool:
    """Strict JSON equality, as shared/tools/check_drives.py compares: 5 != 5.0, True != 1,
    None only equals None."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)
