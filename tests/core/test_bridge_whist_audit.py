"""Audit of bridge whist against ``shared/spec/rules-whist.md`` §2, §6 and §8.4.

The hand-worked cases are data: ``tests/data/bridge_whist_audit.jsonl``. Every expectation there
was worked out by hand from the spec (the figures are written out, never computed by the code
under test): per-deal below/above sums by side, the games with the loser's score, totals, net
and the rubber keys; the dealers of the rotation; or the deals and fields a refused record's
problems name. Each id names the spec section it checks. Deals carry the dealer of the rotation
(N, E, S, W, ...) unless a case is about the rotation itself. One checker scores them all:
:func:`tests.helpers.golden.check_case`.

Abbreviations in the titles: u = the unit (♠2 ♣4 ♦6 ♥8, NT 12); "3 by cards" = 9 tricks.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings

from scorepad.rules import score_record
from tests.helpers.golden import check_case, differences, load_cases
from tests.helpers.paths import ROOT
from tests.helpers.strategies import bridge_whist_rubbers

PORT = "portland_1904"
NY = "new_york_1907"
ROTATION = "NESW"

CASES = load_cases("bridge_whist_audit.jsonl")
SCORED = [c for c in CASES if not c["expect"].get("error")]
#: The cases whose expectations are about the score (not only the dealers, or no refusal).
SCORE_KEYS = ("deals", "games", "totals", "net", "rubber")
SCORE_CASES = [c for c in SCORED if any(k in c["expect"] for k in SCORE_KEYS)]


def params(cases: list[dict[str, Any]]) -> list[Any]:
    return [pytest.param(c, id=c["id"]) for c in cases]


def d(
    decl: str, ns: int | None, dealer: str, *, maker: str = "dealer", doubles: int = 0, **extra: Any
) -> dict[str, Any]:
    """A deal: ``ns`` is North-South's tricks in play (None: an unplayed spade make)."""
    out: dict[str, Any] = {
        "dealer": dealer,
        "maker": maker,
        "declaration": decl,
        "doubles": doubles,
    }
    if ns is not None:
        out["tricks"] = {"NS": ns, "EW": 13 - ns}
    out.update(extra)
    return out


def rec(
    *deals: dict[str, Any], code: str = PORT, first: str | None = None, **house: Any
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": "scorepad-rubber/1",
        "game": "bridge_whist",
        "code": code,
        "deals": list(deals),
    }
    if house:
        out["house_rules"] = house
    if first:
        out["first_dealer"] = first
    return out


@pytest.mark.parametrize("case", params(CASES))
def test_audit_case(case: dict[str, Any]) -> None:
    check_case(case)


@pytest.mark.parametrize("case", params(SCORED))
def test_every_entry_explains_its_figure(case: dict[str, Any]) -> None:
    for line in score_record(case["rubber"]).deals:
        for e in line.entries:
            assert e.explain and str(e.points) in e.explain, e
            assert "honors" not in e.explain


@pytest.mark.parametrize(
    ("record", "line"),
    [
        pytest.param(
            rec(d("H", 7, "N"), d("NT", 7, "E", doubles=5)),
            "deal 2: doubles:",
            id="2.2-cli-doubling-limit",
        ),
        pytest.param(
            rec(d("H", 7, "N", revokes=[{"by": "S", "penalty": "add"}])),
            "deal 1: revokes[0].by:",
            id="2.2-cli-dummy",
        ),
        pytest.param(
            rec(d("H", 7, "N", voids=["E"], honours={"E": 1, "N": 4})),
            "deal 1: honours.E:",
            id="2.2-cli-void-honour",
        ),
    ],
)
def test_command_line_exit_2(record: dict[str, Any], line: str) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "score", "-"],
        input=json.dumps(record),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert out.returncode == 2
    assert out.stdout == ""
    assert line in out.stderr and "Traceback" not in out.stderr


# ============================================================================================
# An independent reading of §6, written straight from the spec without the scorer's tables, run
# against random valid rubbers of both codes (tests/helpers/strategies.py). Any difference from the
# scorer on any deal, game, total or rubber key is a departure one of them makes.
# ============================================================================================
_UNIT = {"S": 2, "C": 4, "D": 6, "H": 8, "NT": 12}
_SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
_OTHER = {"NS": "EW", "EW": "NS"}
_DEFAULTS = {
    PORT: {"chicane": "additive", "revoke_penalty": "adversaries_option"},
    NY: {"chicane": "deduct", "revoke_penalty": "transfer_3_tricks"},
}
_COMMON = {
    "revoke_value_basis": "doubled",
    "revoke_excess": "lost",
    "revoker_slam": "barred",
    "spade_convention": False,
    "unfinished_rubber": "difference_without_bonus",
}


def _honours_of(decl: str, held: dict[str, int]) -> tuple[str, int] | None:
    """(side, points): law 6 (× unit) and law 7 (aces)."""
    for side, (a, b) in (("NS", ("N", "S")), ("EW", ("E", "W"))):
        x, y = held.get(a, 0), held.get(b, 0)
        both, one = x + y, max(x, y)
        if decl == "NT":
            pts = {4: 100 if one == 4 else 40, 3: 30}.get(both)
        else:
            times = {5: {5: 10, 4: 9}.get(one, 5), 4: 8 if one == 4 else 4, 3: 2}.get(both)
            pts = None if times is None else times * _UNIT[decl]
        if pts is not None:
            return side, pts
    return None


def oracle(record: dict[str, Any]) -> dict[str, Any]:
    code = record.get("code", PORT)
    hr = {**_COMMON, **_DEFAULTS[code], **record.get("house_rules", {})}
    toward = {"NS": 0, "EW": 0}
    totals = {"NS": 0, "EW": 0}
    won = {"NS": 0, "EW": 0}
    lines: list[dict[str, tuple[int, int]]] = []
    games: list[tuple[str, int]] = []
    dealer = record.get("first_dealer", "N")
    for deal in record["deals"]:
        dealer = deal.get("dealer", dealer)
        here = {"NS": [0, 0], "EW": [0, 0]}
        below = dict(toward)
        winner = None
        if not deal.get("new_deal"):
            decl, unit = deal["declaration"], _UNIT[deal["declaration"]]
            value = unit * 2 ** deal["doubles"]
            if "tricks" not in deal:  # spade convention: 2 to the makers
                below[_SIDE[dealer]] += 2
                here[_SIDE[dealer]][0] += 2
            else:
                revokes = deal.get("revokes", [])
                revokers = {_SIDE[r["by"]] for r in revokes}

                def mark(
                    side: str,
                    pts: int,
                    *,
                    below: dict[str, int] = below,
                    here: dict[str, list[int]] = here,
                    revokers: set[str] = revokers,
                ) -> None:
                    """A trick score; a revoking side stops at 28, the rest lost or above."""
                    kept = pts if side not in revokers else min(pts, max(0, 28 - below[side]))
                    below[side] += kept
                    here[side][0] += kept
                    if hr["revoke_excess"] == "above_line":
                        here[side][1] += pts - kept

                tricks = dict(deal["tricks"])
                three = 3 * (value if hr["revoke_value_basis"] == "doubled" else unit)
                for r in revokes:
                    s = _SIDE[r["by"]]
                    penalty = (
                        r["penalty"] if hr["revoke_penalty"] == "adversaries_option" else "tricks"
                    )
                    if penalty == "tricks":
                        n = min(3, tricks[s])
                        tricks[s] -= n
                        tricks[_OTHER[s]] += n
                    elif penalty == "deduct":
                        n = min(three, below[s])
                        below[s] -= n
                        here[s][0] -= n
                    else:
                        mark(_OTHER[s], three)
                for s in ("NS", "EW"):
                    if tricks[s] > 6:
                        mark(s, (tricks[s] - 6) * value)
                winner = next(
                    (s for s in ("NS", "EW") if below[s] >= 30 and s not in revokers), None
                )
                held = {k: v for k, v in deal.get("honours", {}).items() if v}
                scorer = _honours_of(decl, held) if held else None
                if scorer:
                    here[scorer[0]][1] += scorer[1]
                voids = deal.get("voids", [])
                for s in ("NS", "EW"):
                    k = sum(1 for v in voids if _SIDE[v] == s)
                    if not k:
                        continue
                    pts = (2 if k == 1 else 4) * unit
                    if hr["chicane"] == "additive" or scorer is None or scorer[0] == s:
                        here[s][1] += pts
                    else:
                        here[scorer[0]][1] -= pts
                for s in ("NS", "EW"):
                    n = deal["tricks"][s]
                    if n >= 12 and (s not in revokers or hr["revoker_slam"] == "allowed"):
                        here[s][1] += 40 if n == 13 else 20
        for s in ("NS", "EW"):
            totals[s] += sum(here[s])
        toward = below
        if winner:
            games.append((winner, toward[_OTHER[winner]]))
            won[winner] += 1
            toward = {"NS": 0, "EW": 0}
        lines.append({s: (here[s][0], here[s][1]) for s in ("NS", "EW")})
        dealer = "NESW"["NESW".index(dealer) + 1 - 4]
    champ = next((s for s in ("NS", "EW") if won[s] == 2), None)
    if champ:
        totals[champ] += 100
    elif hr["unfinished_rubber"] == "void":
        totals = {"NS": 0, "EW": 0}
    return {
        "deals": lines,
        "games": games,
        "totals": (totals["NS"], totals["EW"]),
        "net": totals["NS"] - totals["EW"],
        "rubber": {"complete": champ is not None, "winner": champ, "bonus": 100 if champ else 0},
    }


def oracle_expect(record: dict[str, Any]) -> dict[str, Any]:
    """The oracle's reading of a rubber as a case's expectations (the golden format)."""
    got = oracle(record)
    return {
        "deals": [
            {s: {"below": line[s][0], "above": line[s][1]} for s in ("NS", "EW")}
            for line in got["deals"]
        ],
        "games": [{"winner": w, "value": None, "loser_score": ls} for w, ls in got["games"]],
        "totals": {"NS": got["totals"][0], "EW": got["totals"][1]},
        "net": {"NS": got["net"], "EW": -got["net"]},
        "rubber": got["rubber"],
    }


@settings(max_examples=240)
@given(record=bridge_whist_rubbers())
def test_independent_reading_agrees_on_random_rubbers(record: dict[str, Any]) -> None:
    case = {"id": "random", "rubber": record, "expect": oracle_expect(record)}
    assert differences(case, score_record(record).to_json()) == []


@pytest.mark.parametrize("case", params(SCORE_CASES))
def test_independent_reading_agrees_on_the_hand_worked_cases(case: dict[str, Any]) -> None:
    got = oracle_expect(case["rubber"])
    for key, value in case["expect"].items():
        if key == "deals":
            assert [g for g, w in zip(got["deals"], value, strict=True) if w is not None] == [
                w for w in value if w is not None
            ]
        elif key == "rubber":
            assert {k: got["rubber"][k] for k in value} == value
        else:
            assert got[key] == value, key
