"""The drive sheet made round by round (issue 13, "Speed"): the service remembers each round
scored, so that a record whose first rounds were scored before scores only the rest. The sheet
must stay a pure function of the record: whatever was remembered before, it is byte for byte
the sheet scored afresh, for random drives and random corrections, early rounds included."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.drives import drive_sheet
from scorepad.drives.reader import is_ghost
from scorepad.drives.registration import allocate, allocate_pairs
from scorepad.drives.service import forget, last_round_problems, played_rounds
from scorepad.errors import InvalidEntryError

MOVEMENTS = ("progressive", "semi_partner", "head_table", "partner", "compass")
PAIRS = ("partner", "compass")


def text(record: dict[str, Any], remember: bool) -> str:
    """The sheet as JSON text, or the problems as lines."""
    try:
        return json.dumps(drive_sheet(record, remember=remember), ensure_ascii=False)
    except InvalidEntryError as e:
        return "problems: " + "\n".join(str(p) for p in e.problems)


def result_for(row: dict[str, Any], pair: bool, rng: random.Random) -> dict[str, Any]:
    """A table's random result for its seating: a bye where ghosts sit on one side."""
    sides = (
        {"NS": (row["NS"],), "EW": (row["EW"],)}
        if pair
        else {"NS": (row["N"], row["S"]), "EW": (row["E"], row["W"])}
    )
    ghostly = [s for s in ("NS", "EW") if all(is_ghost(x) for x in sides[s])]
    if len(ghostly) == 2:
        return {"table": row["table"]}
    if ghostly:
        return {"table": row["table"], "bye": "EW" if ghostly == ["NS"] else "NS"}
    ns = rng.randint(0, 13)
    return {"table": row["table"], "NS": ns, "EW": 13 - ns}


def random_drive(seed: int, tables: int, rounds: int, movement: str, missing: int) -> dict:
    """A whist drive with random results, each round's seating stored as the app stores it."""
    rng = random.Random(seed)
    pair = movement in PAIRS
    n = max(2, 4 * tables - missing)
    ladies = [f"L{k}" for k in range(1, (n + 1) // 2 + 1)]
    gents = [f"G{k}" for k in range(1, n // 2 + 1)]
    players = [{"id": p, "name": p, "role": "lady"} for p in ladies]
    players += [{"id": p, "name": p, "role": "gent"} for p in gents]
    record: dict[str, Any] = {
        "format": "scorepad-drive/1",
        "form": "whist_drive",
        "house_rules": {
            "movement": movement,
            "rounds": rounds,
            "prize_tie_break": rng.choice(("share", "count_back", "rounds_won")),
            "sit_out_score": rng.choice(("own_average", "zero")),
            "tie_at_table": "half_win",
        },
        "players": players,
        "prizes": [
            {"id": "first", "pool": "all", "kind": "top"},
            {"id": "best", "pool": "all", "kind": "best_round"},
            {"id": "booby", "pool": "all", "kind": "bottom"},
        ],
    }
    if pair:
        members = ladies + gents
        pairs = {f"P{k + 1}": members[2 * k : 2 * k + 2] for k in range(len(members) // 2)}
        record["players"] = [p for p in players if any(p["id"] in m for m in pairs.values())]
        record["pairs"] = pairs
        record["start"] = allocate_pairs(list(pairs), "draw", seed)
    else:
        record["start"] = allocate(ladies, gents, "draw", seed)
    record["tables"] = len(record["start"])
    record["rounds"] = []
    seating = record["start"]
    for r in range(1, rounds + 1):
        results = [result_for(row, pair, rng) for row in seating]
        record["rounds"].append({"round": r, "seating": seating, "results": results})
        # the next seating from the sheet so far (no prizes: a tie would wait for its cut)
        probe = {**record, "prizes": [], "house_rules": {**record["house_rules"], "rounds": 99}}
        seating = drive_sheet(probe, remember=False)["rounds"][-1]["next_seating"]
    return record


def correct(record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The record with one scored table's result reversed or changed, in any round."""
    fixed = copy.deepcopy(record)
    scored = [
        (i, j)
        for i, rnd in enumerate(fixed["rounds"])
        for j, res in enumerate(rnd["results"])
        if "NS" in res
    ]
    if scored:
        i, j = rng.choice(scored)
        ns = rng.randint(0, 13)
        fixed["rounds"][i]["results"][j].update(NS=ns, EW=13 - ns)
    return fixed


drives = st.builds(
    random_drive,
    seed=st.integers(0, 2**32 - 1),
    tables=st.integers(1, 5),
    rounds=st.integers(1, 8),
    movement=st.sampled_from(MOVEMENTS),
    missing=st.integers(0, 3),
)


@settings(max_examples=25, deadline=None)
@given(record=drives, rng=st.randoms(use_true_random=False))
def test_the_sheet_made_round_by_round_is_the_sheet_made_afresh(
    record: dict, rng: random.Random
) -> None:
    forget()
    # the window's way: a round at a time, then corrections here and there
    for k in range(1, len(record["rounds"]) + 1):
        so_far = {**record, "rounds": record["rounds"][:k]}
        assert text(so_far, True) == text(so_far, False)
    current = record
    for _ in range(4):
        current = correct(current, rng)
        assert text(current, True) == text(current, False)
    # back to the first record: every round of it is remembered, and it is still the same
    assert text(record, True) == text(record, False)


@settings(max_examples=10, deadline=None)
@given(record=drives, rng=st.randoms(use_true_random=False))
def test_a_bad_correction_is_reported_as_when_scored_afresh(
    record: dict, rng: random.Random
) -> None:
    forget()
    text(record, True)
    bad = copy.deepcopy(record)
    i = rng.randrange(len(bad["rounds"]))
    res = bad["rounds"][i]["results"][0]
    res["NS"], res["EW"] = 14, 0
    res.pop("bye", None)
    got = text(bad, True)
    assert got.startswith("problems: ")
    assert got == text(bad, False)


def test_plain_json_only_is_remembered() -> None:
    """A tuple is no list and 1.0 no 1: content that only looks the same is not taken for it."""
    record = random_drive(7, 2, 3, "progressive", 0)
    forget()
    assert text(record, True) == text(record, False)
    odd = copy.deepcopy(record)
    odd["rounds"][1]["results"] = tuple(odd["rounds"][1]["results"])
    assert text(odd, True) == text(odd, False)
    assert text(odd, True).startswith("problems: ")
    floats = copy.deepcopy(record)
    floats["rounds"][0]["results"][0]["NS"] = float(floats["rounds"][0]["results"][0]["NS"])
    assert text(floats, True) == text(floats, False)


@pytest.mark.parametrize("movement", MOVEMENTS)
def test_the_rounds_are_shared_not_changed(movement: str) -> None:
    """Two sheets of the same rounds share their rounds; neither is changed by the other."""
    record = random_drive(3, 3, 4, movement, 1)
    record["house_rules"]["prize_tie_break"] = "share"
    forget()
    first = drive_sheet({**record, "rounds": record["rounds"][:3]})
    frozen = json.dumps(first)
    whole = drive_sheet(record)
    assert whole["rounds"][:3] == first["rounds"]
    assert json.dumps(first) == frozen
    assert json.dumps(whole) == text(record, False)


def problems_in_full(record: dict[str, Any]) -> list[str]:
    try:
        played_rounds({**record, "rounds": [dict(r) for r in record["rounds"]]})
    except InvalidEntryError as e:
        return [str(p) for p in e.problems]
    return []


@settings(max_examples=15, deadline=None)
@given(record=drives, rng=st.randoms(use_true_random=False), bad=st.booleans())
def test_a_round_waiting_for_tables_is_checked_as_when_read_in_full(
    record: dict, rng: random.Random, bad: bool
) -> None:
    """The last round, some tables still to come (and perhaps a bad line), is checked after
    the rounds before it as remembered: the same problems as reading the record in full."""
    forget()
    waiting = copy.deepcopy(record)
    results = waiting["rounds"][-1]["results"]
    del results[rng.randrange(len(results)) :]
    if bad and results:
        results[0].update(NS=9, EW=9)
        results[0].pop("bye", None)
    assert last_round_problems(waiting) == problems_in_full(waiting)
