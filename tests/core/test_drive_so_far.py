"""The live standings of a round in progress (``drives.md`` §5.4: they "update on each line"):
the rules service's standings so far are the complete rounds plus the tables entered of the
round in progress, with those tables' movers; the sheet of the complete rounds is unchanged by
them, and both are pure functions of the record."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.drives import DriveRecord, drive_sheet
from scorepad.drives.reader import is_ghost
from scorepad.drives.registration import allocate, allocate_pairs
from scorepad.drives.service import forget, standings_so_far
from scorepad.errors import InvalidEntryError

MOVEMENTS = ("progressive", "semi_partner", "head_table", "partner", "compass")
PAIRS = ("partner", "compass")


def sides_of(seating: dict[str, str], pair: bool) -> dict[str, tuple[str, ...]]:
    if pair:
        return {"NS": (seating["NS"],), "EW": (seating["EW"],)}
    return {"NS": (seating["N"], seating["S"]), "EW": (seating["E"], seating["W"])}


def whist_drive(seed: int, tables: int, rounds: int, movement: str, missing: int) -> dict:
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
            "sit_out_score": "zero",
            "tie_at_table": "half_win",
        },
        "players": players,
        "prizes": [],
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
        results = []
        for row in seating:
            sides = sides_of({k: v for k, v in row.items() if k != "table"}, pair)
            ghostly = [s for s in ("NS", "EW") if all(is_ghost(x) for x in sides[s])]
            if len(ghostly) == 2:
                results.append({"table": row["table"]})
            elif ghostly:
                results.append({"table": row["table"], "bye": "EW" if ghostly == ["NS"] else "NS"})
            else:
                ns = rng.randint(0, 13)
                results.append({"table": row["table"], "NS": ns, "EW": 13 - ns})
        record["rounds"].append({"round": r, "seating": seating, "results": results})
        probe = {**record, "house_rules": {**record["house_rules"], "rounds": 99}}
        seating = drive_sheet(probe, remember=False)["rounds"][-1]["next_seating"]
    return record


def expected_so_far(record: dict[str, Any], k: int, entered: set[int]) -> dict[str, Any]:
    """The oracle: the standings of rounds 1 … k−1 with, added by hand, each side's figures at
    the tables of round k entered (read from the sheet of rounds 1 … k); the movers of those
    tables from that sheet's next seating."""
    pair = "pairs" in record
    key = "pair" if pair else "player"
    before = drive_sheet({**record, "rounds": record["rounds"][: k - 1]}, remember=False)
    whole = drive_sheet({**record, "rounds": record["rounds"][:k]}, remember=False)
    rows = {s[key]: dict(s) for s in before["standings"]}
    for tab in whole["rounds"][k - 1]["tables"]:
        if tab["table"] not in entered:
            continue
        for side, members in sides_of(tab["seating"], pair).items():
            for x in members:
                if x not in rows:
                    continue  # a ghost
                row = rows[x]
                if tab["NS"] is None:
                    row["sat_out"] += 1
                    continue
                row["total"] += tab[side]
                row["played"] += 1
                half = tab["decided_by"] == "half_win"
                row["rounds_won"] += 0.5 if half else int(tab["winner"] == side)
    for row in rows.values():
        for f in ("total", "rounds_won"):
            if float(row[f]).is_integer():
                row[f] = int(row[f])
    standings = sorted(rows.values(), key=lambda r: (-r["total"], r[key]))
    movers: list[str] = []
    if "next_seating" in whole["rounds"][k - 1]:
        goes = {
            v: s["table"]
            for s in whole["rounds"][k - 1]["next_seating"]
            for f, v in s.items()
            if f != "table"
        }
        movers = sorted(
            x
            for tab in whole["rounds"][k - 1]["tables"]
            if tab["table"] in entered
            for x in tab["seating"].values()
            if x in rows and goes[x] != tab["table"]
        )
    return {"standings": standings, "movers": movers}


drives = st.builds(
    whist_drive,
    seed=st.integers(0, 2**32 - 1),
    tables=st.integers(2, 6),
    rounds=st.integers(1, 5),
    movement=st.sampled_from(MOVEMENTS),
    missing=st.integers(0, 3),
)


@settings(max_examples=30, deadline=None)
@given(record=drives, data=st.data())
def test_the_standings_so_far_add_the_tables_entered_to_the_complete_rounds(
    record: dict, data: st.DataObject
) -> None:
    k = data.draw(st.integers(1, len(record["rounds"])), label="round")
    tables = record["tables"]
    entered = data.draw(st.sets(st.integers(1, tables), max_size=tables - 1), label="entered")
    rec = copy.deepcopy({**record, "rounds": record["rounds"][:k]})
    results = rec["rounds"][-1]["results"]
    rec["rounds"][-1]["results"] = [r for r in results if r["table"] in entered]
    data.draw(st.randoms(use_true_random=False)).shuffle(rec["rounds"][-1]["results"])
    so_far = standings_so_far(rec)
    assert so_far is not None
    want = expected_so_far(record, k, entered)
    assert so_far["round"] == k
    assert so_far["tables"] == sorted(entered)
    assert so_far["standings"] == want["standings"]
    assert so_far["movers"] == want["movers"]
    key = "pairs" if "pairs" in record else "all"
    assert so_far["pools"][key] == [
        s["pair" if key == "pairs" else "player"] for s in want["standings"]
    ]
    # a pure function of the record: the same with nothing remembered
    forget()
    assert standings_so_far(copy.deepcopy(rec)) == so_far
    # the sheet of the complete rounds is what it was without the round in progress
    sheet = DriveRecord.from_json(rec).sheet()
    assert sheet == drive_sheet({**rec, "rounds": rec["rounds"][:-1]}, remember=False)


def four_tables() -> dict[str, Any]:
    return whist_drive(7, 4, 3, "progressive", 0)


def test_a_complete_round_has_no_standings_so_far() -> None:
    assert standings_so_far(four_tables()) is None
    assert DriveRecord.from_json(four_tables()).standings_so_far() is None


def test_the_winners_of_an_entered_table_are_its_movers() -> None:
    rec = four_tables()
    rnd = rec["rounds"][1]
    rnd["results"] = [{"table": 2, "NS": 9, "EW": 4}]
    rec["rounds"] = rec["rounds"][:2]
    so_far = standings_so_far(rec)
    assert so_far is not None
    seat = rnd["seating"][1]
    assert so_far["movers"] == sorted([seat["N"], seat["S"]])  # winners move, §3.4
    before = {
        s["player"]: s["total"]
        for s in drive_sheet({**rec, "rounds": rec["rounds"][:1]})["standings"]
    }
    now = {s["player"]: s["total"] for s in so_far["standings"]}
    assert {p: now[p] - before[p] for p in now if now[p] != before[p]} == {
        seat["N"]: 9,
        seat["S"]: 9,
        seat["E"]: 4,
        seat["W"]: 4,
    }


def test_a_bad_line_of_the_round_in_progress_is_named() -> None:
    rec = four_tables()
    rec["rounds"] = rec["rounds"][:2]
    rec["rounds"][1]["results"] = [{"table": 3, "NS": 9, "EW": 5}]
    with pytest.raises(InvalidEntryError) as e:
        standings_so_far(rec)
    assert "round 2, table 3" in str(e.value)
    assert "13" in str(e.value)
    assert "no result" not in str(e.value)


def test_the_record_remembers_its_standings_so_far_by_its_text() -> None:
    """The store's check of a line and the window's standings score the round in progress
    once: the record's standings so far are remembered by its text, and equal the service's."""
    from scorepad.drives.record import forget_so_far

    rec = four_tables()
    rec["rounds"] = rec["rounds"][:2]
    rec["rounds"][1]["results"] = [{"table": 2, "NS": 9, "EW": 4}]
    record = DriveRecord.from_json(rec)
    first = record.standings_so_far()
    assert first == standings_so_far(copy.deepcopy(rec))
    assert DriveRecord.from_json(copy.deepcopy(rec)).standings_so_far() is first
    forget_so_far()
    again = record.standings_so_far()
    assert again == first and again is not first
    rec["rounds"][1]["results"][0] = {"table": 2, "NS": 4, "EW": 9}  # another record: afresh
    other = DriveRecord.from_json(rec).standings_so_far()
    assert other is not None and other["standings"] != first["standings"]


def test_the_store_refuses_a_bad_line_of_the_round_in_progress() -> None:
    """The check of a line of a round in progress (scored once, for the live standings too)
    still names a bad line, and not the tables still waiting."""
    from scorepad.store import drives as ds

    rec = four_tables()
    rec["rounds"] = rec["rounds"][:2]
    rec["rounds"][1]["results"] = [{"table": 3, "NS": 9, "EW": 5}]
    with pytest.raises(InvalidEntryError) as e:
        ds.checked_sheet(DriveRecord(json.dumps(rec)))
    assert "round 2, table 3" in str(e.value)
    assert "no result" not in str(e.value)
    rec["rounds"][1]["results"] = [{"table": 3, "NS": 9, "EW": 4}]
    sheet = ds.checked_sheet(DriveRecord(json.dumps(rec)))
    assert sheet == drive_sheet({**rec, "rounds": rec["rounds"][:1]}, remember=False)


def by_hand(record: dict[str, Any], k: int, entered: set[int]) -> list[tuple[str, Any]]:
    """(entrant, total) of the standings so far added up by hand from the tables of the sheet
    of rounds 1 … k (round k: only the tables entered), the sit-out credit the entrant's own
    average (§3.7), written as the sheet writes numbers."""
    from fractions import Fraction

    from scorepad.drives.figures import out

    pair = "pairs" in record
    key = "pair" if pair else "player"
    whole = drive_sheet({**record, "rounds": record["rounds"][:k]}, remember=False)
    sums = {s[key]: [0, 0, 0] for s in whole["standings"]}  # carried, played, byes
    for rnd in whole["rounds"]:
        for tab in rnd["tables"]:
            if rnd["round"] == k and tab["table"] not in entered:
                continue
            for side, members in sides_of(tab["seating"], pair).items():
                for x in members:
                    if x in sums and tab["NS"] is None:
                        sums[x][2] += 1
                    elif x in sums:
                        sums[x][0] += tab[side]
                        sums[x][1] += 1
    exact = {e: Fraction(c) + (Fraction(c, p) * b if p else 0) for e, (c, p, b) in sums.items()}
    return [(e, out(t)) for e, t in sorted(exact.items(), key=lambda x: (-x[1], x[0]))]


@settings(max_examples=20, deadline=None)
@given(record=drives, data=st.data())
def test_a_sit_out_is_credited_with_the_average_so_far(record: dict, data: st.DataObject) -> None:
    record = {**record, "house_rules": {**record["house_rules"], "sit_out_score": "own_average"}}
    k = data.draw(st.integers(1, len(record["rounds"])), label="round")
    tables = record["tables"]
    entered = data.draw(st.sets(st.integers(1, tables), max_size=tables - 1), label="entered")
    rec = copy.deepcopy({**record, "rounds": record["rounds"][:k]})
    rec["rounds"][-1]["results"] = [
        r for r in rec["rounds"][-1]["results"] if r["table"] in entered
    ]
    so_far = standings_so_far(rec)
    assert so_far is not None
    key = "pair" if "pairs" in record else "player"
    assert [(s[key], s["total"]) for s in so_far["standings"]] == by_hand(record, k, entered)
