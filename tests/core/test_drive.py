"""The drive service's rules beyond the worked cases: the house-rule variants the spec quotes,
ghosts and late arrivals, every prize kind, money, the problems of a bad record in plain words,
the registration helpers and the ``scorepad drive`` command."""

from __future__ import annotations

import copy
import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.cli import main
from scorepad.drives import drive_sheet, list_rules
from scorepad.drives.registration import allocate, balance_roles, ghost_seats, table_count
from scorepad.drives.rules import FORMS, RULES
from scorepad.errors import InvalidEntryError
from tests.helpers.golden import drive_cases

CASES = drive_cases()


def drive(case: str, **house: Any) -> dict[str, Any]:
    d = copy.deepcopy(CASES[case]["drive"])
    d["house_rules"].update(house)
    return d


def problems(record: dict[str, Any]) -> list[str]:
    with pytest.raises(InvalidEntryError) as info:
        drive_sheet(record)
    return [str(p) for p in info.value.problems]


def totals(sheet: dict[str, Any]) -> dict[str, Any]:
    return {r.get("player", r.get("pair")): r["total"] for r in sheet["standings"]}


def four(ladies: int = 2, gents: int = 2) -> list[dict[str, str]]:
    return [{"id": f"L{k}", "name": f"Lady {k}", "role": "lady"} for k in range(1, ladies + 1)] + [
        {"id": f"G{k}", "name": f"Gent {k}", "role": "gent"} for k in range(1, gents + 1)
    ]


# -- the variants the spec works (drives.md §3–§4) ------------------------------------------


def test_prize_tie_by_rounds_won_gives_gents_first_to_g5() -> None:
    prizes = {
        p["prize"]: p
        for p in drive_sheet(drive("WD-DRIVE-12", prize_tie_break="rounds_won"))["prizes"]
    }
    assert prizes["gents_1"]["winner"] == "G5"  # 3 rounds won v G1's 2 (§3.9)
    assert prizes["gents_1"]["tie"] == ["G1", "G5"]
    assert prizes["gents_2"]["winner"] == "G1"


def test_fixed_sit_out_credit() -> None:
    t = totals(drive_sheet(drive("WD-PARTNER-SITOUT", sit_out_score="fixed")))
    assert (t["P1"], t["P5"], t["P4"]) == (23.5, 22.5, 16.5)  # §3.7
    t = totals(drive_sheet(drive("WD-PARTNER-SITOUT", sit_out_score="zero")))
    assert (t["P1"], t["P5"], t["P4"]) == (17, 16, 10)


def test_bridge_to_the_score() -> None:
    sheet = drive_sheet(drive("PB-ROUND-4", round_premium="fifty_to_higher_trick_score"))
    table = sheet["rounds"][0]["tables"][0]
    assert (table["NS"], table["EW"]) == (64, 122)  # §4.1: trick scores NS 24, EW 38
    assert [d["EW"] for d in table["deals"]] == [0, 54, 6, 12]  # the premium is in no deal


def test_bridge_whist_fifty_per_game_counts_games_within_the_round() -> None:
    table = drive_sheet(drive("PB-ROUND-4", round_premium="fifty_per_game"))["rounds"][0]
    # EW's trick scores 24 (deal 2) and 6 (deal 3) reach 30: a game, 50
    assert (table["tables"][0]["NS"], table["tables"][0]["EW"]) == (64, 122)


def test_auction_without_honours() -> None:
    tables = drive_sheet(drive("PA-ROUND-2T", count_honours=False))["rounds"][0]["tables"]
    assert [(t["NS"], t["EW"], t["winner"]) for t in tables] == [
        (24, 366, "EW"),
        (175, 173, "NS"),
    ]


def test_auction_game_premium_250() -> None:
    table = drive_sheet(drive("PA-ROUND-2T", game_premium=250))["rounds"][0]["tables"][0]
    assert table["deals"][1]["EW"] == 30 + 250 + 30


def test_contract_part_scores_carried_as_in_chicago() -> None:
    table = drive_sheet(drive("PC-DRIVE-8", part_score_carry=True))["rounds"][0]["tables"][0]
    assert table["EW"] == 790  # §4.3: deal 2 earns no 50, deal 4 makes game, 500
    assert [d["EW"] for d in table["deals"]] == [0, 90, 100, 600]


def test_contract_vulnerability_none_and_both() -> None:
    none = drive_sheet(drive("PC-DRIVE-8", vulnerability="none"))["rounds"][0]["tables"][0]
    both = drive_sheet(drive("PC-DRIVE-8", vulnerability="both"))["rounds"][0]["tables"][0]
    # deal 4, W 5♦ making: 100 + 300 not vulnerable, 100 + 500 vulnerable
    assert none["deals"][3]["EW"] == 400
    assert both["deals"][0]["NS"] == 120 + 500  # deal 1, N 4♥ making, now vulnerable


def test_net_points_change_only_what_players_carry() -> None:
    plain = drive_sheet(drive("PC-DRIVE-8"))
    net = drive_sheet(drive("PC-DRIVE-8", bridge_score="net_points"))
    assert [r["tables"] for r in net["rounds"]] == [r["tables"] for r in plain["rounds"]]
    own = sum(t["NS"] + t["EW"] for r in plain["rounds"] for t in r["tables"]) * 2
    assert sum(totals(plain).values()) == own
    assert sum(totals(net).values()) == 0  # every point won at a table is lost by the other side


def test_half_win_credits_half_a_round_each() -> None:
    sheet = drive_sheet(drive("WD-4HANDS-TIE", tie_at_table="half_win", score_by="rounds_won"))
    table = sheet["rounds"][0]["tables"][0]
    assert (table["winner"], table["decided_by"]) == ("NS", "half_win")
    t = totals(sheet)
    assert t["L1"] == t["G2"] == 0.5 and t["L3"] == 1 and t["L4"] == 0


def test_cut_at_a_table_needs_the_recorded_tie_winner() -> None:
    record = drive("WD-4HANDS-TIE", tie_at_table="cut")
    lines = problems(record)
    assert len(lines) == 1 and lines[0].startswith("round 1, table 1: tie_winner:")
    record["rounds"][0]["results"][0]["tie_winner"] = "NS"
    table = drive_sheet(record)["rounds"][0]["tables"][0]
    assert (table["winner"], table["decided_by"]) == ("NS", "cut")


def test_count_back_to_the_first_hand_then_the_cut() -> None:
    record = drive("WD-4HANDS-TIE")
    record["rounds"][0]["results"][0]["hands"] = [{"NS": 7, "EW": 6}, {"NS": 6, "EW": 7}] * 2
    record["rounds"][0]["results"][0]["hands"][2:] = [{"NS": 6, "EW": 7}, {"NS": 7, "EW": 6}]
    # 26 all; hands 4 and 3 differ the other way round: count-back stops at hand 4 (NS 7 v 6)
    assert drive_sheet(record)["rounds"][0]["tables"][0]["winner"] == "NS"
    level = [{"NS": 6, "EW": 7}, {"NS": 7, "EW": 6}] * 2
    record["rounds"][0]["results"][0]["hands"] = [level[0], level[1], level[1], level[0]]
    table = drive_sheet(record)["rounds"][0]["tables"][0]
    assert table["winner"] == "EW" and table["decided_by"].startswith("count_back: hand 4")


def test_odd_tricks_and_honours_in_a_whist_drive() -> None:
    record = drive("WD-R1-PROG-WINNERS", honours=True, count="odd_tricks")
    hon = [{"NS": 3, "EW": 1}, {"NS": 2, "EW": 2}, {"NS": 0, "EW": 4}]
    for res, h in zip(record["rounds"][0]["results"], hon, strict=True):
        res["honours"] = h
    tables = drive_sheet(record)["rounds"][0]["tables"]
    # 8–5: 2 + 2 honours v 0; 4–9: 0 v 3; 7–6: 1 v 0 + 4 honours
    assert [(t["NS"], t["EW"], t["winner"]) for t in tables] == [
        (4, 0, "NS"),
        (0, 3, "EW"),
        (1, 4, "EW"),
    ]
    record["rounds"][0]["results"][0]["honours"] = {"NS": 3, "EW": 2}
    assert problems(record) == [
        "round 1, table 1: honours: NS 3 + EW 2 = 5; the four trump honours are held between "
        "the sides (4 in all; 0 at no trumps)"
    ]
    record["rounds"][0]["results"][0]["honours"] = {"NS": 3, "EW": 1}
    del record["rounds"][0]["results"][1]["honours"]
    assert problems(record) == [
        'round 1, table 2: honours: missing; give {"NS": n, "EW": n} (house rule honours)'
    ]


def test_bell_accepts_fewer_hands() -> None:
    record = CASES["WD-ERR-THREE-HANDS"]["drive"]
    assert problems(record)
    rang = copy.deepcopy(record)
    rang["house_rules"]["round_end"] = "bell"
    table = drive_sheet(rang)["rounds"][0]["tables"][1]
    assert (table["NS"], table["EW"], len(table["hands"])) == (23, 16, 3)


def test_trumps_rotate_through_the_order() -> None:
    sheet = drive_sheet(drive("WD-4HANDS-TIE", trump_order="NSHDC"))
    assert sheet["rounds"][0]["trumps"] == "N"


# -- ghosts, byes, late arrivals ------------------------------------------------------------


def seven_players() -> dict[str, Any]:
    """Seven players at two tables: a gent's ghost at table 2 plays as dummy."""
    return {
        "format": "scorepad-drive/1",
        "form": "whist_drive",
        "house_rules": {"rounds": 3},
        "tables": 2,
        "players": four(4, 3),
        "start": [
            {"table": 1, "N": "L1", "E": "L2", "S": "G1", "W": "G2"},
            {"table": 2, "N": "L3", "E": "L4", "S": "G3", "W": "ghost"},
        ],
        "rounds": [
            {
                "round": 1,
                "results": [{"table": 1, "NS": 8, "EW": 5}, {"table": 2, "NS": 6, "EW": 7}],
            },
        ],
    }


def test_a_real_player_partnered_by_a_ghost_scores_his_sides_tricks() -> None:
    sheet = drive_sheet(seven_players())
    t = totals(sheet)
    assert t["L4"] == 7 and "ghost" not in t
    assert len(sheet["standings"]) == 7
    nxt = sheet["rounds"][0]["next_seating"]
    # EW won at table 2: L4 goes to table 1 (+1 wraps), the ghost to table 1 (−1)
    assert nxt[0] == {"table": 1, "N": "L2", "E": "L4", "S": "ghost", "W": "G2"}


def test_a_late_arrival_takes_the_ghosts_seat_and_is_absent_before() -> None:
    record = seven_players()
    record["players"].append({"id": "G4", "name": "Gent 4", "role": "gent"})
    first = drive_sheet(record)["rounds"][0]["next_seating"]
    seating = [{k: ("G4" if v == "ghost" else v) for k, v in row.items()} for row in first]
    record["rounds"].append(
        {
            "round": 2,
            "seating": seating,
            "results": [{"table": 1, "NS": 9, "EW": 4}, {"table": 2, "NS": 3, "EW": 10}],
        }
    )
    sheet = drive_sheet(record)
    g4 = next(r for r in sheet["standings"] if r["player"] == "G4")
    assert (g4["played"], g4["sat_out"], g4["total"]) == (1, 0, 9)  # round 1 not counted
    assert len(sheet["cards"]["G4"]) == 1


def test_two_ghosts_in_one_partnership_give_a_bye() -> None:
    record = {
        "format": "scorepad-drive/1",
        "form": "whist_drive",
        "house_rules": {"rounds": 2},
        "tables": 1,
        "players": four(1, 1),
        "start": [{"table": 1, "N": "L1", "E": "ghost1", "S": "G1", "W": "ghost2"}],
        "rounds": [{"round": 1, "results": [{"table": 1, "NS": 7, "EW": 6}]}],
    }
    assert problems(record) == [
        "round 1, table 1: bye: ghosts sit East–West, so North–South have a bye: "
        'give "bye": "NS" and no NS, EW'
    ]
    record["rounds"][0]["results"] = [{"table": 1, "bye": "NS"}]
    sheet = drive_sheet(record)
    assert sheet["rounds"][0]["tables"][0]["decided_by"] == "bye"
    assert sheet["standings"][0]["sat_out"] == 1 and sheet["standings"][0]["rounds_won"] == 0


# -- prizes and money -----------------------------------------------------------------------


def tally(sheet: dict[str, Any]) -> dict[str, list[int]]:
    """Each player's round scores, added up independently from the tables' seating."""
    out: dict[str, list[int]] = {}
    for rnd in sheet["rounds"]:
        for t in rnd["tables"]:
            s = t["seating"]
            for side, seats in (("NS", "NS"), ("EW", "EW")):
                for seat in seats:
                    out.setdefault(s[seat], []).append(t[side])
    return out


def test_every_prize_kind() -> None:
    record = drive("WD-DRIVE-12", interval_after=2)
    record["prizes"] = [
        {"id": "best", "pool": "all", "kind": "best_round"},
        {"id": "tens", "pool": "all", "kind": "rounds_at_least", "threshold": 8},
        {"id": "half", "pool": "lady", "kind": "half_time_top"},
        {"id": "mystery", "pool": "gent", "kind": "mystery", "target": 27.4},
        {"id": "booby", "pool": "all", "kind": "bottom"},
    ]
    sheet = drive_sheet(record)
    rounds = tally(sheet)
    prizes = {p["prize"]: p for p in sheet["prizes"]}
    best = max(max(v) for v in rounds.values())
    assert prizes["best"]["total"] == best
    assert best in rounds[prizes["best"]["winner"]]
    held = {prizes["best"]["winner"]}
    most = max(sum(x >= 8 for x in v) for p, v in rounds.items() if p not in held)
    assert prizes["tens"]["total"] == most
    ladies = {p: sum(v[:2]) for p, v in rounds.items() if p.startswith("L") and p not in held}
    assert prizes["half"]["total"] == max(ladies.values())
    assert prizes["mystery"]["winner"] == "G4" and prizes["mystery"]["total"] == 27
    assert prizes["booby"]["winner"] == "G3"


def test_a_prize_tie_the_tie_break_cannot_decide_needs_its_tie_winner() -> None:
    record = drive("WD-DRIVE-12", prize_tie_break="cut")
    assert problems(record) == [
        "prize ladies_2: tie_winner: L2, L4, L6 are still level; record the cut or draw as "
        "the prize's tie_winner",
        "prize gents_1: tie_winner: G1, G5 are still level; record the cut or draw as the "
        "prize's tie_winner",
    ]
    record["prizes"][1]["tie_winner"] = "L4"
    record["prizes"][2]["tie_winner"] = "G5"
    prizes = {p["prize"]: p for p in drive_sheet(record)["prizes"]}
    assert prizes["ladies_2"]["winner"] == "L4" and prizes["gents_1"]["winner"] == "G5"
    assert prizes["gents_2"]["winner"] == "G1"


def test_one_prize_each_false_lets_a_winner_take_two() -> None:
    prizes = drive_sheet(drive("WD-DRIVE-12", one_prize_each=False))["prizes"]
    assert [p["winner"] for p in prizes] == ["L5", "L6", "G1", "G5", "G3"]
    record = drive("WD-DRIVE-12", one_prize_each=False)
    record["prizes"].append({"id": "all_1", "pool": "all", "kind": "top"})
    assert drive_sheet(record)["prizes"][-1]["winner"] == "L5"


def test_money_fixed_and_percent() -> None:
    record = drive("WD-DRIVE-12")
    record["money"] = {
        "entry_fee": 3.0,
        "currency": "GBP",
        "paid": ["L1", "L2", "L3", "L4", "L5", "L6", "G1", "G2", "G3", "G4"],
        "prize_fund": {"mode": "fixed", "amounts": {"ladies_1": 5, "gents_1": 5.5}},
        "expenses": [{"label": "hall", "amount": 12.0}],
    }
    money = drive_sheet(record)["money"]
    assert money["takings"] == 30.0 and money["prize_fund"] == 10.5
    assert money["surplus"] == 7.5 and money["prizes"] == {"ladies_1": 5.0, "gents_1": 5.5}
    record["house_rules"]["prize_tie_break"] = "share"
    record["money"]["prize_fund"] = {
        "mode": "percent",
        "percent": 50,
        "shares": {"ladies_1": 40, "gents_1": 35, "booby": 25},
    }
    money = drive_sheet(record)["money"]
    assert money["prize_fund"] == 15.0 and money["prizes"]["gents_1"] == 5.25
    # shared, to the penny, the two halves adding up to the prize (the odd penny to the first)
    assert money["shares"]["gents_1"] == {"G1": 2.63, "G5": 2.62}
    record["money"]["prize_fund"]["shares"]["booby"] = 20
    record["money"]["rebate"] = 1
    assert problems(record) == [
        "money: rebate: unknown field",
        "money: prize_fund.shares: add up to 95, not 100",
    ]


# -- a bad record, in plain words ------------------------------------------------------------


def test_every_problem_named_by_round_table_and_field() -> None:
    record = drive("WD-DRIVE-12")
    record["rounds"][1]["results"][2]["NS"] = 14
    record["rounds"][2]["results"][0]["EW"] = 3
    del record["rounds"][3]["results"][1]
    record["rounds"][0]["results"][0]["stars"] = 1
    # round 2's bad line stops the movement, so rounds 3 and 4 cannot be seated: reported so far
    assert problems(record) == [
        "round 1, table 1: stars: unknown field of a whist result",
        "round 2, table 3: North–South tricks: 14 is not 0 to 13",
    ]
    del record["rounds"][1]["results"][2]["NS"]
    assert problems(record)[1] == "round 2, table 3: North–South tricks: missing"
    record = drive("WD-DRIVE-12")
    record["rounds"][2]["results"][0]["EW"] = 3
    del record["rounds"][3]["results"][1]
    assert problems(record) == [
        "round 3, table 1: tricks: North–South 9 + East–West 3 = 12, they must add up to 13",
    ]
    record["rounds"][2]["results"][0]["EW"] = 4
    assert problems(record) == ["round 4, table 2: no result; every table has one a round"]


def test_record_level_problems() -> None:
    record = drive("WD-R1-PROG-WINNERS", deals_per_round=4, sit_out_fixed=-1, movers="everyone")
    record["code"] = "laws_2014"
    record["players"][0]["role"] = "duchess"
    record["start"][2]["W"] = "G9"
    record["prizes"] = [{"id": "x", "kind": "rounds_at_least"}, {"id": "y", "kind": "hat"}]
    record["colour"] = "green"
    assert problems(record) == [
        "colour: unknown field in a drive record",
        'code: "laws_2014"; a whist drive has no code of laws (leave it null)',
        'house rule movers: "everyone" is not allowed ("winners", "losers")',
        "house rule deals_per_round: not used in a whist_drive (a whist drive counts "
        "hands_per_round)",
        "house rule sit_out_fixed: -1 is not allowed (a number ≥ 0)",
        'player L1: role: "duchess" is not lady or gent',  # one problem, one line
        "start, table 3: West: G9 is not a player of the drive",
        "prize x: threshold: missing; the score a round must reach",
        'prize y: kind: "hat" is not one of top, bottom, half_time_top, best_round, '
        "rounds_at_least, mystery",
    ]


def test_bridge_deal_problems_name_the_deal() -> None:
    record = drive("PC-DRIVE-8")
    record["rounds"][0]["results"][1]["deals"][2]["result"] = 14
    record["rounds"][0]["results"][1]["deals"][3]["honours"] = {"N": 6}
    lines = problems(record)
    assert lines[0] == "round 1, table 2, deal 3: result: 14 is above 13"
    assert lines[1].startswith("round 1, table 2, deal 4: North's honours:")
    record = drive("PB-ROUND-4")
    record["rounds"][0]["results"][0]["deals"].pop()
    assert problems(record) == [
        "round 1, table 1: deals: 3 deals counted, the round has 4 (house rule deals_per_round; "
        "a new deal does not count)"
    ]


def test_a_new_deal_does_not_count_and_a_passed_out_deal_does() -> None:
    record = drive("PC-DRIVE-8")
    deals = record["rounds"][0]["results"][0]["deals"]
    deals.insert(1, {"dealer": "E", "new_deal": True})
    table = drive_sheet(record)["rounds"][0]["tables"][0]
    assert (table["NS"], table["EW"]) == (420, 840)
    deals[1] = {"dealer": "E", "passed_out": True}
    deals.pop()  # the passed-out deal is deal 2; W's 5♦ is now the fifth, so drop it
    assert len(drive_sheet(record)["rounds"][0]["tables"][0]["deals"]) == 4


# -- house rules and registration -------------------------------------------------------------


def test_list_rules_gives_every_key_with_its_default_per_form() -> None:
    listed = {f["form"]: {h["key"]: h for h in f["house_rules"]} for f in list_rules()["forms"]}
    assert list(listed) == list(FORMS)
    codes = {f["form"]: f["codes"] for f in list_rules()["forms"]}
    assert codes["whist_drive"] == [] and "new_york_1907" in codes["bridge_whist_drive"]
    assert "whist_club_1913" in codes["auction_drive"] and "laws_1935" in codes["contract_drive"]
    assert listed["whist_drive"]["hands_per_round"]["default"] == 1
    assert "deals_per_round" not in listed["whist_drive"]
    assert listed["contract_drive"]["vulnerability"]["default"] == "chicago"
    assert listed["contract_drive"]["count_honours"]["default"] is False
    assert listed["auction_drive"]["game_premium"]["choices"] == [125, 250, 0]
    assert listed["whist_drive"]["score_by"]["choices"] == ["tricks", "rounds_won"]
    assert listed["bridge_whist_drive"]["score_by"]["choices"] == ["points", "rounds_won"]
    assert all(h["help"] for f in listed.values() for h in f.values())
    assert sum(len(f) for f in listed.values()) == sum(
        r.applies(form) for r in RULES for form in FORMS
    )


def test_table_count_and_ghosts() -> None:
    assert [table_count(n) for n in (1, 4, 5, 13, 100)] == [1, 1, 2, 4, 25]
    assert ghost_seats(4, 0, 3) == [(4, "S"), (3, "S"), (2, "S")]
    assert ghost_seats(1, 2, 1) == [(1, "N"), (1, "E"), (1, "S")]  # unavoidable: one table
    la, ge = balance_roles([f"L{k}" for k in range(7)], ["G1"])
    assert (len(la), len(ge)) == (4, 4)


def test_the_draw_is_reproduced_by_its_seed() -> None:
    ladies, gents = [f"L{k}" for k in range(1, 7)], [f"G{k}" for k in range(1, 6)]
    one = allocate(ladies, gents, "draw", 42)
    assert one == allocate(ladies, gents, "draw", 42)
    assert any(allocate(ladies, gents, "draw", s) != one for s in range(5))
    record = {
        "format": "scorepad-drive/1",
        "form": "whist_drive",
        "tables": len(one),
        "players": four(6, 5),
        "start": one,
        "rounds": [],
        "seed": 42,
    }
    assert drive_sheet(record)["rounds"] == []


# -- the command ---------------------------------------------------------------------------------


def test_command_prints_the_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "drive.json"
    path.write_text(json.dumps(CASES["WD-DRIVE-12"]["drive"]))
    assert main(["drive", str(path)]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == drive_sheet(CASES["WD-DRIVE-12"]["drive"]) and err == ""


def test_command_reads_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.dumps(CASES["WD-ERR-TRICKS-12"]["drive"]).encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert main(["drive", "-"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert (
        err
        == "round 1, table 2: tricks: North–South 4 + East–West 8 = 12, they must add up to 13\n"
    )


@pytest.mark.parametrize(
    "text", ["", "{", "[]", '{"form": "poker"}', '"drive"', "1e999", "[" * 100_000, "\x00"]
)
def test_command_refuses_junk_without_a_traceback(
    text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    assert main(["drive", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() and "Traceback" not in err


def test_command_lists_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["drive", "--list-rules"]) == 0
    assert json.loads(capsys.readouterr().out) == list_rules()


def test_in_progress_an_undecided_prize_tie_is_provisional() -> None:
    """The cut is drawn at the end of the night: until the last round a level tie is shown."""
    record = drive("WD-DRIVE-12", prize_tie_break="cut", rounds=6)
    prizes = {p["prize"]: p for p in drive_sheet(record)["prizes"]}
    assert prizes["ladies_2"]["winner"] is None and prizes["ladies_2"]["provisional"] is True
    assert prizes["ladies_2"]["tie"] == ["L2", "L4", "L6"]
    assert prizes["ladies_1"] == {"prize": "ladies_1", "winner": "L5", "total": 31}
    assert problems(drive("WD-DRIVE-12", prize_tie_break="cut"))  # complete: the cut is needed


def test_remembered_tables_never_go_stale() -> None:
    """The bridge forms remember tables already scored: a corrected deal is scored afresh, and a
    bad deal is reported every time, not only the first."""
    record = drive("PC-DRIVE-8")
    assert drive_sheet(record)["rounds"][0]["tables"][0]["NS"] == 420
    record["rounds"][0]["results"][0]["deals"][0]["result"] = 11  # 4♥ made with an overtrick
    assert drive_sheet(record)["rounds"][0]["tables"][0]["NS"] == 450
    assert (
        drive_sheet(drive("PC-DRIVE-8", vulnerability="both"))["rounds"][0]["tables"][0]["NS"]
        == 620
    )
    bad = CASES["PC-ERR-ROYAL-SPADES"]["drive"]
    assert problems(bad) == problems(bad) != []


def test_head_table_winners_keep_their_seats_without_the_split() -> None:
    nxt = drive_sheet(drive("WD-R1-HEAD", head_winners_split=False))["rounds"][0]["next_seating"]
    # table 1's winners (L1, G1 at N–S) keep their seats; table 2's winners (L4, G4) join them
    assert nxt[0] == {"table": 1, "N": "L1", "E": "L4", "S": "G1", "W": "G4"}
    split = drive_sheet(drive("WD-R1-HEAD"))["rounds"][0]["next_seating"]
    assert nxt[1:] == split[1:]  # only the head table differs


def test_partner_drive_with_the_losers_moving() -> None:
    nxt = drive_sheet(drive("WD-R1-PARTNER", movers="losers"))["rounds"][0]["next_seating"]
    # losers P2 (table 1), P3 (table 2), P6 (table 3) move to t+1 and sit E–W
    assert nxt == [
        {"table": 1, "NS": "P1", "EW": "P6"},
        {"table": 2, "NS": "P4", "EW": "P2"},
        {"table": 3, "NS": "P5", "EW": "P3"},
    ]


JUNK = [None, True, 0, -1, 13, 14, 2.5, 1e300, "", "x", "N", "NS", "ghost", "L1", [], {}, {"NS": 1}]


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += _paths(v, (*prefix, i))
    return out


@settings(max_examples=150)
@given(rng=st.randoms(use_true_random=False), case=st.sampled_from(sorted(CASES)))
def test_a_damaged_record_is_refused_in_words_never_with_a_traceback(
    rng: random.Random, case: str
) -> None:
    record = copy.deepcopy(CASES[case]["drive"])
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(_paths(record)[1:])
        parent = record
        for k in path[:-1]:
            parent = parent[k]
        if rng.random() < 0.2 and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = copy.deepcopy(rng.choice(JUNK))
    try:
        sheet = drive_sheet(record)
    except InvalidEntryError as e:
        assert e.problems and all(str(p).strip() for p in e.problems)
    else:
        json.dumps(sheet, allow_nan=False)


def test_progression_cards() -> None:
    cards = drive_sheet(CASES["WD-DRIVE-12"]["drive"])["cards"]
    assert sorted(cards) == sorted(p["id"] for p in CASES["WD-DRIVE-12"]["drive"]["players"])
    g3 = cards["G3"]
    assert [line["round"] for line in g3] == [1, 2, 3, 4]
    assert g3[-1]["total"] == 19 == sum(line["score"] for line in g3)
    assert g3[0] == {
        "round": 1,
        "table": 2,
        "side": "NS",
        "partner": "L3",
        "opponents": ["L4", "G4"],
        "score": 4,
        "won": False,
        "bye": False,
        "total": 4,
    }
    pair = drive_sheet(CASES["WD-PARTNER-SITOUT"]["drive"])["cards"]
    assert pair["L1"] == [{**line, "partner": "G1"} for line in pair["G1"]]
    bye = next(line for line in pair["L1"] if line["bye"])
    assert bye["score"] is None and bye["opponents"] == ["ghost"]
    assert pair["L1"][-1]["total"] == 25.5  # the sit-out credit counted on the card


def test_a_misspelt_hands_is_named_as_it_was_typed() -> None:
    """Two hands a round, and "hnds" typed for "hands": the line said only "hands: missing",
    never naming the key that was there (a new user's trial)."""
    record = drive("WD-R1-PROG-WINNERS", hands_per_round=2)
    line = record["rounds"][0]["results"][0]
    for result in record["rounds"][0]["results"]:
        ns = result.pop("NS")
        result.pop("EW")
        result["hands"] = [{"NS": ns, "EW": 13 - ns}, {"NS": 7, "EW": 6}]
    line["hnds"] = line.pop("hands")
    assert problems(record)[:2] == [
        "round 1, table 1: hnds: unknown field of a whist result",
        "round 1, table 1: hands: missing; the round has 2 hands (house rule hands_per_round)",
    ]
