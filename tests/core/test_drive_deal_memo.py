"""The bridge forms read and score a deal seen before once (issue 13, "Speed"): the same deal
with the same dealer is read once, and a contract deal scored alone (no part score carried) is
scored once for its number in the round and its dealer. The sheet is the same as with nothing
remembered, and a deal with a problem is named at every table it is at."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from scorepad.drives import deals as drive_deals
from scorepad.drives import drive_sheet
from scorepad.drives.registration import allocate
from scorepad.errors import InvalidEntryError

CONTRACTS = ("1NT", "2H", "3NT", "4S", "4HX", "6S", "2C")


def contract_drive(seed: int, carry: bool = False) -> dict[str, Any]:
    """Eight players at two tables over four rounds, four deals a table, the deals drawn from
    a few contracts (so that many repeat, at other tables and other places in the round)."""
    rng = random.Random(seed)
    ladies, gents = [f"L{k}" for k in range(1, 5)], [f"G{k}" for k in range(1, 5)]
    rounds = []
    for r in range(1, 5):
        results = []
        for t in (1, 2):
            deals = []
            for _ in range(4):
                c = rng.choice(CONTRACTS)
                deals.append(
                    {
                        "declarer": rng.choice("NESW"),
                        "contract": c,
                        "result": int(c[0]) + 6 + rng.choice((-1, 0, 0, 1)),
                    }
                )
            results.append({"table": t, "deals": deals})
        rounds.append({"round": r, "results": results})
    return {
        "format": "scorepad-drive/1",
        "form": "contract_drive",
        "house_rules": {"rounds": 4, "part_score_carry": carry, "prize_tie_break": "share"},
        "tables": 2,
        "players": [{"id": p, "name": p, "role": "lady"} for p in ladies]
        + [{"id": p, "name": p, "role": "gent"} for p in gents],
        "start": allocate(ladies, gents, "draw", seed),
        "rounds": rounds,
        "prizes": [{"id": "top", "pool": "all", "kind": "top", "place": 1}],
    }


def scored_alone(record: dict[str, Any]) -> dict[str, Any]:
    """The sheet with every table's deals read and scored with nothing remembered (each table
    by the general path, none deal by deal)."""
    real = drive_deals.TableScorer.score

    def fresh(self: Any, *args: Any) -> Any:
        drive_deals.clear_memo()
        return real(self, *args)

    drive_deals.clear_memo()  # no table taken whole from the memo either
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(drive_deals.TableScorer, "score", fresh)
        mp.setattr(drive_deals.TableScorer, "_alone", lambda self, *args: None)
        return drive_sheet(copy.deepcopy(record), remember=False)


@pytest.mark.parametrize("carry", [False, True])
@pytest.mark.parametrize("seed", range(6))
def test_the_deals_remembered_score_as_with_nothing_remembered(seed: int, carry: bool) -> None:
    record = contract_drive(seed, carry)
    drive_deals.clear_memo()
    sheet = drive_sheet(copy.deepcopy(record), remember=False)
    again = drive_sheet(copy.deepcopy(record), remember=False)  # every deal remembered now
    assert sheet == again == scored_alone(record)


def test_the_same_deal_scores_by_its_place_in_the_round() -> None:
    """Chicago vulnerability: the same contract made is worth more on a deal where the
    declarer's side is vulnerable; the remembered score keeps the deal's number apart."""
    record = contract_drive(1)
    same = {"declarer": "S", "contract": "4S", "result": 10}
    for rnd in record["rounds"]:
        for res in rnd["results"]:
            res["deals"] = [dict(same) for _ in range(4)]
    drive_deals.clear_memo()
    sheet = drive_sheet(record, remember=False)
    figures = [(h["NS"], h["EW"]) for h in sheet["rounds"][0]["tables"][0]["deals"]]
    assert len(set(figures)) > 1  # not one remembered figure for every deal
    assert sheet == scored_alone(record)


def test_a_bad_deal_is_named_at_every_table_it_is_at() -> None:
    record = contract_drive(2)
    bad = {"declarer": "Q", "contract": "4S", "result": 10}
    record["rounds"][0]["results"][0]["deals"][1] = dict(bad)
    record["rounds"][0]["results"][1]["deals"][3] = dict(bad)
    drive_deals.clear_memo()
    with pytest.raises(InvalidEntryError) as e:
        drive_sheet(record, remember=False)
    text = str(e.value)
    assert "round 1, table 1, deal 2: declarer" in text
    assert "round 1, table 2, deal 4: declarer" in text
