"""An independent audit of the drive sheet against ``shared/spec/drives.md``.

Every expected figure here was worked out by hand from the spec's text (the comment beside each
quotes the line it comes from), never taken from the program's output. The records are small and
built by the helpers below; each runs through the real command, ``scorepad drive FILE``
(in-process, through :func:`scorepad.cli.main`), as the acceptance cases do. A test marked
``xfail(strict=True)`` is a place where the program disagrees with the spec as we read it; its
reason quotes the spec. The records of those are also kept in ``tests/data/audit/`` so that
``scorepad drive`` can be run on them by hand.

Conventions of the builders: in an individual drive of T tables the start seats, at table t,
N = L(2t−1), E = L(2t), S = G(2t−1), W = G(2t) (ladies at N and E, gents at S and W, §0); in a
pair drive pair P<k> is L<k> and G<k>, table t seats P(2t−1) NS v P(2t) EW. Seatings are written
"N E S W" (individual) or "NS EW" (pairs).
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from tests.helpers.golden import same

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "tests" / "data" / "audit"

Record = dict[str, Any]


# ---------------------------------------------------------------------------------------------
# Running the command


def run(record: Record) -> tuple[int, Any, list[str]]:
    """(exit code, the sheet as JSON or None, the lines on standard error) of
    ``scorepad drive FILE`` on ``record``."""
    with tempfile.TemporaryDirectory(prefix="drive-audit-") as tmp:
        path = Path(tmp) / "drive.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = main(["drive", str(path)])
    sheet = json.loads(out.getvalue()) if rc == 0 else None
    return rc, sheet, [line for line in err.getvalue().splitlines() if line.strip()]


def sheet_of(record: Record) -> Any:
    rc, sheet, err = run(record)
    assert rc == 0, err
    assert sheet["format"] == "scorepad-drive-sheet/1"
    return sheet


def refused(record: Record) -> list[str]:
    rc, _, err = run(record)
    assert rc == 2, "the record was scored; it should have been refused"
    assert err, "no message on standard error"
    assert not any("Traceback" in line for line in err)
    return err


def assert_same(got: Any, want: Any) -> None:
    assert same(got, want), f"got {json.dumps(got)}\nwant {json.dumps(want)}"


def strict(v: Any) -> Any:
    """A value with each number tagged by its JSON type, so that == is strict (5 is not 5.0)."""
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return v
    if isinstance(v, int | float):
        return (type(v).__name__, v)
    if isinstance(v, list | tuple):
        return tuple(strict(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((k, strict(x)) for k, x in v.items()))
    if isinstance(v, Strict):
        return strict(v.v)
    return v


class Strict:
    """A value from the sheet whose == is strict JSON equality (:func:`strict`)."""

    def __init__(self, v: Any) -> None:
        self.v = v

    def __eq__(self, other: object) -> bool:
        return bool(strict(self.v) == strict(other))

    def __hash__(self) -> int:
        return hash(repr(self.v))

    def __repr__(self) -> str:
        return repr(self.v)

    def __iter__(self) -> Any:
        return iter(self.v)

    def __getitem__(self, i: Any) -> Any:
        return Strict(self.v[i])


def table(sheet: Any, rnd: int, t: int) -> Any:
    return next(x for x in sheet["rounds"][rnd - 1]["tables"] if x["table"] == t)


def standings(sheet: Any, *keys: str) -> Any:
    """The standings as tuples of (id, *keys), compared strictly."""
    out = []
    for s in sheet["standings"]:
        who = s.get("player", s.get("pair"))
        out.append((who, *(s[k] for k in keys)))
    return Strict(out)


def prizes(sheet: Any) -> Any:
    """(prize, winner, total, tie or None) of each prize, compared strictly."""
    return Strict([(p["prize"], p["winner"], p["total"], p.get("tie")) for p in sheet["prizes"]])


def seats(next_seating: list[dict[str, Any]]) -> list[str]:
    """A next_seating list as "N E S W" (or "NS EW") strings in table order."""
    assert [s["table"] for s in next_seating] == list(range(1, len(next_seating) + 1))
    out = []
    for s in next_seating:
        keys = ("NS", "EW") if "NS" in s else ("N", "E", "S", "W")
        out.append(" ".join(s[k] for k in keys))
    return out


# ---------------------------------------------------------------------------------------------
# Building records


def ind_players(t: int) -> list[dict[str, str]]:
    ladies = [{"id": f"L{k}", "name": f"Lady {k}", "role": "lady"} for k in range(1, 2 * t + 1)]
    gents = [{"id": f"G{k}", "name": f"Gent {k}", "role": "gent"} for k in range(1, 2 * t + 1)]
    return ladies + gents


def ind_start(t: int) -> list[dict[str, Any]]:
    return [
        {"table": i, "N": f"L{2 * i - 1}", "E": f"L{2 * i}", "S": f"G{2 * i - 1}", "W": f"G{2 * i}"}
        for i in range(1, t + 1)
    ]


def seating(*tables: str) -> list[dict[str, Any]]:
    """Seatings from "N E S W" / "NS EW" strings."""
    out: list[dict[str, Any]] = []
    for i, text in enumerate(tables, 1):
        ids = text.split()
        keys = ("N", "E", "S", "W") if len(ids) == 4 else ("NS", "EW")
        out.append({"table": i, **dict(zip(keys, ids, strict=True))})
    return out


def tricks(*ns: int | str) -> list[dict[str, Any]]:
    """One-hand whist results from each table's NS tricks ("bye NS" for a bye)."""
    out: list[dict[str, Any]] = []
    for i, x in enumerate(ns, 1):
        if isinstance(x, str):
            out.append({"table": i, "bye": x.split()[1]})
        else:
            out.append({"table": i, "NS": x, "EW": 13 - x})
    return out


def whist(
    t: int, rounds: list[list[dict[str, Any]]], house: dict[str, Any] | None = None, **more: Any
) -> Record:
    rec: Record = {
        "format": "scorepad-drive/1",
        "form": "whist_drive",
        "code": None,
        "title": "audit",
        "house_rules": dict(house or {}),
        "tables": t,
        "players": ind_players(t),
        "start": ind_start(t),
        "rounds": [{"round": r, "results": res} for r, res in enumerate(rounds, 1)],
        "prizes": [],
    }
    rec.update(more)
    return rec


def pair_drive(
    t: int, rounds: list[list[dict[str, Any]]], house: dict[str, Any] | None = None, **more: Any
) -> Record:
    """A partner (or compass) drive of 2t pairs, P<k> = L<k> + G<k>; ``more`` may replace
    ``start``, ``players``, ``pairs``."""
    n = 2 * t
    players = []
    for k in range(1, n + 1):
        players += [
            {"id": f"L{k}", "name": f"Lady {k}", "role": "lady", "pair": f"P{k}"},
            {"id": f"G{k}", "name": f"Gent {k}", "role": "gent", "pair": f"P{k}"},
        ]
    rec = whist(t, rounds, {"movement": "partner", **(house or {})})
    rec["players"] = players
    rec["pairs"] = {f"P{k}": [f"L{k}", f"G{k}"] for k in range(1, n + 1)}
    rec["start"] = [{"table": i, "NS": f"P{2 * i - 1}", "EW": f"P{2 * i}"} for i in range(1, t + 1)]
    rec.update(more)
    return rec


def golden(case_id: str) -> Record:
    """The drive record of a public golden case (tests/data/drives.jsonl is its copy)."""
    for line in (ROOT / "tests" / "data" / "drives.jsonl").read_text().splitlines():
        if line.strip():
            case = json.loads(line)
            if case["id"] == case_id:
                drive: Record = case["drive"]
                return drive
    raise KeyError(case_id)


def kept(name: str) -> Record:
    """A record kept in tests/data/audit/ (the discrepancies' records)."""
    rec: Record = json.loads((AUDIT / f"{name}.json").read_text())
    return rec


# ---------------------------------------------------------------------------------------------
# §3.4 The movements on 1, 2, 5 and 7 tables (one round; table t won by NS when t is odd, by EW
# when t is even). Worked from §3.4: progressive winners "w's lady → t+1, w's gent → t−1; ℓ stays
# and splits. New seating at t: N = staying lady, S = gent arriving (from t+1), E = lady arriving
# (from t−1), W = staying gent"; losers: "ℓ's lady → t+1, ℓ's gent → t−1; w stays and splits;
# seats as above"; semi_partner: "ℓ's lady → t+1, ℓ's gent → t−1; w stays together: N,S = w,
# E = arriving lady, W = arriving gent"; head_table: "at table 1, w stays and ℓ → table T; at
# t > 1, w → t−1 and ℓ stays ... (lady stays N, arriving gent S, arriving lady E, staying gent
# W)"; partner: "The pair movers (default winners) moves as a unit to t+1; the other stays at NS,
# the arrival sits EW"; compass: "The EW pair of table t+1 comes to t, whatever the result".
# "+1" / "−1" wrap (§0: "T wraps to 1", "1 wraps to T").

MOVES: dict[int, dict[str, list[str]]] = {
    1: {
        "progressive/winners": ["L2 L1 G1 G2"],
        "progressive/losers": ["L1 L2 G2 G1"],
        "semi_partner/winners": ["L1 L2 G1 G2"],
        "head_table/winners": ["L1 L2 G2 G1"],
        "partner/winners": ["P2 P1"],
        "partner/losers": ["P1 P2"],
        "compass/winners": ["P1 P2"],
    },
    2: {
        "progressive/winners": ["L2 L4 G4 G2", "L3 L1 G1 G3"],
        "progressive/losers": ["L1 L3 G3 G1", "L4 L2 G2 G4"],
        "semi_partner/winners": ["L1 L3 G1 G3", "L4 L2 G4 G2"],
        "head_table/winners": ["L1 L4 G4 G1", "L3 L2 G2 G3"],
        "partner/winners": ["P2 P4", "P3 P1"],
        "partner/losers": ["P1 P3", "P4 P2"],
        "compass/winners": ["P1 P4", "P3 P2"],
    },
    5: {
        "progressive/winners": [
            "L2 L9 G4 G2",
            "L3 L1 G5 G3",
            "L6 L4 G8 G6",
            "L7 L5 G9 G7",
            "L10 L8 G1 G10",
        ],
        "progressive/losers": [
            "L1 L10 G3 G1",
            "L4 L2 G6 G4",
            "L5 L3 G7 G5",
            "L8 L6 G10 G8",
            "L9 L7 G2 G9",
        ],
        "semi_partner/winners": [
            "L1 L10 G1 G3",
            "L4 L2 G4 G6",
            "L5 L3 G5 G7",
            "L8 L6 G8 G10",
            "L9 L7 G9 G2",
        ],
        "head_table/winners": [
            "L1 L4 G4 G1",
            "L3 L5 G5 G3",
            "L6 L8 G8 G6",
            "L7 L9 G9 G7",
            "L10 L2 G2 G10",
        ],
        "partner/winners": ["P2 P9", "P3 P1", "P6 P4", "P7 P5", "P10 P8"],
        "partner/losers": ["P1 P10", "P4 P2", "P5 P3", "P8 P6", "P9 P7"],
        "compass/winners": ["P1 P4", "P3 P6", "P5 P8", "P7 P10", "P9 P2"],
    },
    7: {
        "progressive/winners": [
            "L2 L13 G4 G2",
            "L3 L1 G5 G3",
            "L6 L4 G8 G6",
            "L7 L5 G9 G7",
            "L10 L8 G12 G10",
            "L11 L9 G13 G11",
            "L14 L12 G1 G14",
        ],
        "progressive/losers": [
            "L1 L14 G3 G1",
            "L4 L2 G6 G4",
            "L5 L3 G7 G5",
            "L8 L6 G10 G8",
            "L9 L7 G11 G9",
            "L12 L10 G14 G12",
            "L13 L11 G2 G13",
        ],
        "semi_partner/winners": [
            "L1 L14 G1 G3",
            "L4 L2 G4 G6",
            "L5 L3 G5 G7",
            "L8 L6 G8 G10",
            "L9 L7 G9 G11",
            "L12 L10 G12 G14",
            "L13 L11 G13 G2",
        ],
        "head_table/winners": [
            "L1 L4 G4 G1",
            "L3 L5 G5 G3",
            "L6 L8 G8 G6",
            "L7 L9 G9 G7",
            "L10 L12 G12 G10",
            "L11 L13 G13 G11",
            "L14 L2 G2 G14",
        ],
        "partner/winners": ["P2 P13", "P3 P1", "P6 P4", "P7 P5", "P10 P8", "P11 P9", "P14 P12"],
        "partner/losers": ["P1 P14", "P4 P2", "P5 P3", "P8 P6", "P9 P7", "P12 P10", "P13 P11"],
        "compass/winners": ["P1 P4", "P3 P6", "P5 P8", "P7 P10", "P9 P12", "P11 P14", "P13 P2"],
    },
}


def alternating(t: int) -> list[dict[str, Any]]:
    return tricks(*[8 if i % 2 else 5 for i in range(1, t + 1)])


@pytest.mark.parametrize(
    ("t", "key"), [(t, key) for t, by in MOVES.items() for key in by], ids=lambda v: str(v)
)
def test_movement_one_round(t: int, key: str) -> None:
    movement, movers = key.split("/")
    house = {"movement": movement, "movers": movers, "rounds": 3}
    if movement == "semi_partner":
        del house["movers"]  # "(movers is fixed.)"
    if movement in ("partner", "compass"):
        rec = pair_drive(t, [alternating(t)], house)
    else:
        rec = whist(t, [alternating(t)], house)
    sheet = sheet_of(rec)
    assert seats(sheet["rounds"][0]["next_seating"]) == MOVES[t][key]
    winners = [table(sheet, 1, i)["winner"] for i in range(1, t + 1)]
    assert winners == ["NS" if i % 2 else "EW" for i in range(1, t + 1)]


def test_progressive_two_rounds_five_tables_derived_from_derived() -> None:
    # Round 2 is seated as round 1's next_seating says (§2.1: "Where it is absent the app derives
    # it from round r−1 by the movement"); round 2 won by NS at every table, so the NS pairs of
    # round 2 (N lady, S gent) move: lady → t+1, gent → t−1; EW (E lady, W gent) stay, split.
    r1 = MOVES[5]["progressive/winners"]
    # round 2 seating (N E S W): L2 L9 G4 G2 | L3 L1 G5 G3 | L6 L4 G8 G6 | L7 L5 G9 G7 |
    # L10 L8 G1 G10.
    # movers (lady, gent): (L2,G4) (L3,G5) (L6,G8) (L7,G9) (L10,G1); stayers (E, W):
    # (L9,G2) (L1,G3) (L4,G6) (L5,G7) (L8,G10).
    want = [
        "L9 L10 G5 G2",  # t1: E lady from t5 (L10), S gent from t2 (G5)
        "L1 L2 G8 G3",
        "L4 L3 G9 G6",
        "L5 L6 G1 G7",
        "L8 L7 G4 G10",
    ]
    sheet = sheet_of(whist(5, [alternating(5), tricks(7, 7, 7, 7, 7)], {"rounds": 3}))
    assert [" ".join(table(sheet, 2, i)["seating"][k] for k in "NESW") for i in range(1, 6)] == r1
    assert seats(sheet["rounds"][1]["next_seating"]) == want


def test_progressive_moves_by_role_not_by_seat() -> None:
    # §0: "each partnership is one lady and one gent"; §3.4: "w's lady → t+1, w's gent → t−1".
    # Table 1 seats gent G1 at N and lady L1 at S; they win, so L1 (the lady) goes to table 2 as
    # the arriving lady (E) and G1 (the gent) to table 2 (t−1 wraps) as the arriving gent (S).
    rec = whist(2, [tricks(8, 5)], {"rounds": 2})
    rec["start"][0].update({"N": "G1", "S": "L1"})
    sheet = sheet_of(rec)
    assert seats(sheet["rounds"][0]["next_seating"]) == ["L2 L4 G4 G2", "L3 L1 G1 G3"]


@pytest.mark.parametrize(
    ("results", "want"),
    [
        # table 1 won by NS (L1 G1) who keep their seats N, S; the arrivals (table 2's winners,
        # EW: L4 G4) take E, W.
        ((8, 5, 8), ["L1 L4 G1 G4", "L3 L5 G5 G3", "L6 L2 G2 G6"]),
        # table 1 won by EW (L2 G2) who keep E, W; the arrivals take N (lady), S (gent).
        ((5, 5, 8), ["L4 L2 G4 G2", "L3 L5 G5 G3", "L6 L1 G1 G6"]),
    ],
)
def test_head_table_winners_not_split(results: tuple[int, ...], want: list[str]) -> None:
    # §3.4 head_table: "The winners at the head table ... keep their seats for the next game";
    # §7 head_winners_split: `true`, `false` (only head_table); "at the head table we also split
    # the staying winners [W: the texts say only that they keep their seats]".
    house = {"movement": "head_table", "head_winners_split": False, "rounds": 2}
    sheet = sheet_of(whist(3, [tricks(*results)], house))
    assert seats(sheet["rounds"][0]["next_seating"]) == want


def test_stored_seating_is_played_and_next_seating_ignores_it() -> None:
    # §2.3: seating "(the stored seating, else derived by §3.4)"; "A stored seating for the next
    # round does not change it (the sheet shows what the movement gives; the round shows what was
    # played)". Round 2 is stored with L1 and L2 swapped against the movement's seating.
    rec = whist(2, [tricks(8, 5), tricks(7, 7)], {"rounds": 3})
    rec["rounds"][1]["seating"] = seating("L1 L4 G4 G2", "L3 L2 G1 G3")
    sheet = sheet_of(rec)
    assert seats(sheet["rounds"][0]["next_seating"]) == ["L2 L4 G4 G2", "L3 L1 G1 G3"]
    assert table(sheet, 2, 2)["seating"] == {"N": "L3", "E": "L2", "S": "G1", "W": "G3"}
    # round 2, both tables NS: movers (L1,G4) at t1, (L3,G1) at t2; stayers (L4,G2), (L2,G3):
    # t1: N L4, E L3 (from t2, wraps), S G1 (from t2), W G2; t2: N L2, E L1, S G4, W G3.
    assert seats(sheet["rounds"][1]["next_seating"]) == ["L4 L3 G1 G2", "L2 L1 G4 G3"]
    # standings from what was played: L1 8 (NS, t1) + 7 (NS, t1) = 15; L2 5 (EW, t1) + 6 (EW at
    # table 2 in round 2, NS 7) = 11.
    totals = Strict(dict(standings(sheet, "total")))
    assert Strict(totals["L1"]) == 15 and Strict(totals["L2"]) == 11


def test_last_round_has_no_next_seating_and_drive_in_progress_has_one() -> None:
    # §2.3 next_seating: "Absent after the drive's last round (round rounds, §2.1); present after
    # the last round entered of a drive in progress."
    done = sheet_of(whist(2, [tricks(8, 5), tricks(7, 7)], {"rounds": 2}))
    assert "next_seating" in done["rounds"][0] and "next_seating" not in done["rounds"][1]
    going = sheet_of(whist(2, [tricks(8, 5), tricks(7, 7)], {"rounds": 3}))
    assert "next_seating" in going["rounds"][1]
    # default rounds is 24 for the whist drive (§7): two rounds in is a drive in progress
    default = sheet_of(whist(2, [tricks(8, 5), tricks(7, 7)]))
    assert "next_seating" in default["rounds"][1]


# ---------------------------------------------------------------------------------------------
# A whole two-table drive of two rounds (progressive, winners move), worked by hand:
# round 1: t1 L1 G1 v L2 G2 8–5 (NS); t2 L3 G3 v L4 G4 6–7 (EW).
# round 2 (derived): t1 L2 G4 v L4 G2 7–6 (NS); t2 L3 G1 v L1 G3 5–8 (EW).
# Totals: L1 8+8=16, G1 8+5=13, L2 5+7=12, G2 5+6=11, L3 6+5=11, G3 6+8=14, L4 7+6=13,
# G4 7+7=14 (ladies 52, gents 52 = 2 rounds × 2 tables × 13). Rounds won: L1 2, G1 1, L2 1,
# G2 0, L3 0, G3 1, L4 1, G4 2.


def two_by_two(house: dict[str, Any] | None = None, prize_list: Any = ()) -> Record:
    rec = whist(2, [tricks(8, 6), tricks(7, 5)], {"rounds": 2, **(house or {})})
    rec["prizes"] = list(prize_list)
    return rec


LADIES_1 = {"id": "ladies_1", "pool": "lady", "kind": "top", "place": 1}
GENTS_1 = {"id": "gents_1", "pool": "gent", "kind": "top", "place": 1}
BEST = {"id": "best", "pool": "all", "kind": "best_round"}
AT_LEAST = {"id": "sevens", "pool": "lady", "kind": "rounds_at_least", "threshold": 7}
BOOBY = {"id": "booby", "pool": "all", "kind": "bottom", "place": 1}
PRIZES = [BOOBY, LADIES_1, GENTS_1, BEST, AT_LEAST]


def test_whole_drive_standings_and_pools() -> None:
    sheet = sheet_of(two_by_two())
    # §2.3: "ordered by total, highest first; equal totals are listed by id in ascending
    # code-point order"
    assert standings(sheet, "total", "rounds_won", "played", "sat_out") == [
        ("L1", 16, 2, 2, 0),
        ("G3", 14, 1, 2, 0),
        ("G4", 14, 2, 2, 0),
        ("G1", 13, 1, 2, 0),
        ("L4", 13, 1, 2, 0),
        ("L2", 12, 1, 2, 0),
        ("G2", 11, 0, 2, 0),
        ("L3", 11, 0, 2, 0),
    ]
    # §2.3 pools: "the members' ids in standings order"
    assert sheet["pools"] == {
        "all": ["L1", "G3", "G4", "G1", "L4", "L2", "G2", "L3"],
        "lady": ["L1", "L4", "L2", "L3"],
        "gent": ["G3", "G4", "G1", "G2"],
    }
    assert table(sheet, 2, 1)["seating"] == {"N": "L2", "E": "L4", "S": "G4", "W": "G2"}
    assert table(sheet, 2, 2)["hands"] == [{"NS": 5, "EW": 8}]


def test_prizes_count_back() -> None:
    sheet = sheet_of(two_by_two({}, PRIZES))
    # §2.3: "plus "tie": [ids] and "decided_by": text only when the prize was tied"
    assert [("tie" in p, "decided_by" in p) for p in sheet["prizes"]] == [
        (True, True), (False, False), (True, True), (False, False), (True, True),
    ]  # fmt: skip
    # §3.9 "prizes are awarded in the record's list order, except that bottom prizes come after
    # all the others"; the sheet lists them "in the record's order" (§2.3).
    assert prizes(sheet) == [
        # bottom: G2 and L3 on 11; count-back (§3.6 "compare the last round's score"): round 2
        # G2 6, L3 5; "for bottom the player who loses the tie-break ranks first" → L3.
        ("booby", "L3", 11, ["G2", "L3"]),
        ("ladies_1", "L1", 16, None),
        # G3 and G4 on 14; round 2: G3 8, G4 7 → G3.
        ("gents_1", "G3", 14, ["G3", "G4"]),
        # best_round: 8 by L1, G1, G3; L1 and G3 hold prizes (one_prize_each) → G1, alone.
        ("best", "G1", 8, None),
        # rounds_at_least 7 (ladies): L1 2, L2 1, L4 1, L3 0; L1 holds one; L2 v L4 round 2:
        # 7 v 6 → L2; the figure is the number of qualifying rounds.
        ("sevens", "L2", 1, ["L2", "L4"]),
    ]


def test_prizes_rounds_won() -> None:
    # §3.6 rounds_won: "(more rounds won, then count-back ...)".
    sheet = sheet_of(two_by_two({"prize_tie_break": "rounds_won"}, PRIZES))
    assert prizes(sheet) == [
        ("booby", "L3", 11, ["G2", "L3"]),  # 0 v 0 rounds won, then count-back as above
        ("ladies_1", "L1", 16, None),
        ("gents_1", "G4", 14, ["G3", "G4"]),  # G4 2 rounds won v G3 1
        # G3 holds no prize now: best round 8 by G1 and G3 (L1 holds one), 1 round won each,
        # round 2 G1 5 v G3 8 → G3.
        ("best", "G3", 8, ["G1", "G3"]),
        ("sevens", "L2", 1, ["L2", "L4"]),  # 1 v 1 rounds won, round 2 7 v 6
    ]


def test_prizes_cut() -> None:
    # §3.6 cut "(recorded draw)"; §2.1 the prize's tie_winner "the recorded cut or draw".
    # A prize that is not tied needs none.
    plist = [
        {**BOOBY, "tie_winner": "G2"},
        LADIES_1,
        {**GENTS_1, "tie_winner": "G4"},
        {**BEST, "tie_winner": "G1"},  # G3 holds no prize now: G1 and G3 tie on 8
        {**AT_LEAST, "tie_winner": "L4"},
    ]
    sheet = sheet_of(two_by_two({"prize_tie_break": "cut"}, plist))
    assert prizes(sheet) == [
        ("booby", "G2", 11, ["G2", "L3"]),
        ("ladies_1", "L1", 16, None),
        ("gents_1", "G4", 14, ["G3", "G4"]),
        ("best", "G1", 8, ["G1", "G3"]),
        ("sevens", "L4", 1, ["L2", "L4"]),
    ]


def test_prize_cut_without_tie_winner_is_refused() -> None:
    # §3.6: "a tie that needs it and lacks it is an input error (§2.2)"
    plist = [BOOBY, LADIES_1, {**GENTS_1, "tie_winner": "G4"}]
    refused(two_by_two({"prize_tie_break": "cut"}, plist))


def test_prizes_share() -> None:
    # §2.3: "Under prize_tie_break=share a shared prize has "winner": null and tie lists the
    # sharers." §3.6 share: "prize awards are combined and then split".
    sheet = sheet_of(two_by_two({"prize_tie_break": "share"}, PRIZES))
    assert prizes(sheet) == [
        ("booby", None, 11, ["G2", "L3"]),
        ("ladies_1", "L1", 16, None),
        ("gents_1", None, 14, ["G3", "G4"]),
        ("best", "G1", 8, None),
        ("sevens", None, 1, ["L2", "L4"]),
    ]


def test_one_prize_each_false() -> None:
    # §3.9 one_prize_each=true: "a winner already holding a prize is passed over"; false: not.
    all_1 = {"id": "all_1", "pool": "all", "kind": "top", "place": 1}
    on = sheet_of(two_by_two({}, [LADIES_1, all_1]))
    assert prizes(on) == [("ladies_1", "L1", 16, None), ("all_1", "G3", 14, ["G3", "G4"])]
    off = sheet_of(two_by_two({"one_prize_each": False}, [LADIES_1, all_1]))
    assert prizes(off) == [("ladies_1", "L1", 16, None), ("all_1", "L1", 16, None)]


def test_places_two_and_three() -> None:
    # §3.9: "The prize of place n goes to the member ranked n-th"; "The candidates are the
    # members ranked n-th or lower who hold no prize yet".
    plist = [
        {"id": "g2", "pool": "gent", "kind": "top", "place": 2},
        {"id": "g3", "pool": "gent", "kind": "top", "place": 3},
        {"id": "b2", "pool": "all", "kind": "bottom", "place": 2},
    ]
    sheet = sheet_of(two_by_two({}, plist))
    # gents ranked G3 (14, wins the count-back), G4 14, G1 13, G2 11: place 2 → G4; G3 is ranked
    # above and is no candidate, so no tie. Place 3 → G1. Bottom ranking (lowest first): L3, G2
    # (11, L3 loses the count-back), L2 12, ...: place 2 → G2, no candidate below with 11.
    assert prizes(sheet) == [("g2", "G4", 14, None), ("g3", "G1", 13, None), ("b2", "G2", 11, None)]


def test_half_time_and_mystery_prizes() -> None:
    # §3.9 half_time_top "(best total after round interval_after)"; mystery "(the total nearest
    # the secretary's sealed number target, ties by prize_tie_break)".
    plist = [
        {"id": "half_gent", "pool": "gent", "kind": "half_time_top"},
        {"id": "half_lady", "pool": "lady", "kind": "half_time_top"},
        {"id": "mystery", "pool": "all", "kind": "mystery", "target": 11},
    ]
    sheet = sheet_of(two_by_two({"interval_after": 1}, plist))
    # after round 1: G1 8, G4 7, G3 6, G2 5; L1 8, L4 7, L3 6, L2 5. Total 11: G2 and L3;
    # count-back round 2: G2 6 v L3 5 → G2.
    assert prizes(sheet) == [
        ("half_gent", "G1", 8, None),
        ("half_lady", "L1", 8, None),
        ("mystery", "G2", 11, ["G2", "L3"]),
    ]


def test_prize_tie_all_rounds_equal_needs_cut() -> None:
    # one table, progressive winners; round 1 L1 G1 v L2 G2 7–6; round 2 (L2 L1 G1 G2: the
    # losers stay and split, the winners arrive) L2 G1 v L1 G2 6–7. L1 7+7=14, G1 7+6=13,
    # L2 6+6=12, G2 6+7=13. G1 and G2 tie on 13 with round 2 6 v 7 → G2 on count-back.
    rec = whist(1, [tricks(7), tricks(6)], {"rounds": 2})
    rec["prizes"] = [GENTS_1]
    assert prizes(sheet_of(rec)) == [("gents_1", "G2", 13, ["G1", "G2"])]
    # Every round equal: two tables, NS 7 at both in both rounds. Round 2 (derived) t1 L2 L3 G3
    # G2, t2 L4 L1 G1 G4. Ladies: L1 7+6, L2 6+7, L3 7+6, L4 6+7 = 13 each; L2 and L4 are level
    # in every round, and so are L1 and L3. Count-back "then cut" (§3.6) needs the tie_winner.
    rec = whist(2, [tricks(7, 7), tricks(7, 7)], {"rounds": 2})
    rec["prizes"] = [{"id": "l_top", "pool": "lady", "kind": "top", "place": 1}]
    refused(rec)
    rec["prizes"][0]["tie_winner"] = "L4"
    # the tie lists every candidate with the winner's figure (13): all four ladies
    assert prizes(sheet_of(rec)) == [("l_top", "L4", 13, ["L1", "L2", "L3", "L4"])]
    # bottom: L1 and L3 lose the count-back (round 2: 6 v 7) and rank first; the cut between
    # them decides.
    rec["prizes"] = [{"id": "l_bot", "pool": "lady", "kind": "bottom", "tie_winner": "L3"}]
    assert prizes(sheet_of(rec)) == [("l_bot", "L3", 13, ["L1", "L2", "L3", "L4"])]


# ---------------------------------------------------------------------------------------------
# The spec's worked variants of the golden drives (§3.6, §3.7, §3.9) and more of the same.
# WD-DRIVE-12 round by round (seatings derived by §3.4 from its results), ladies' and gents'
# round scores: L2 5 6 9 6 (1 round won), L4 9 8 4 5 (2), L6 6 5 7 8 (2), L5 7 7 7 10 (4);
# G1 8 5 6 10 (2), G5 7 10 9 3 (3), G4 9 6 4 8 (2), G3 4 3 7 5 (1).


def test_wd12_prize_tie_break_rounds_won() -> None:
    # §3.9: "Under prize_tie_break=rounds_won G5 (3 rounds won) beats G1 (2)."
    rec = golden("WD-DRIVE-12")
    rec["house_rules"]["prize_tie_break"] = "rounds_won"
    assert prizes(sheet_of(rec)) == [
        ("ladies_1", "L5", 31, None),
        # L2, L4, L6 on 26: rounds won 1, 2, 2; L4 v L6 count-back round 4: 5 v 8 → L6
        ("ladies_2", "L6", 26, ["L2", "L4", "L6"]),
        ("gents_1", "G5", 29, ["G1", "G5"]),
        ("gents_2", "G1", 29, None),
        ("booby", "G3", 19, None),
    ]


def test_wd12_prize_tie_break_share() -> None:
    # §2.3 "a shared prize has "winner": null"; the sharers hold a prize, so gents_2 (place 2)
    # passes over G1 and G5 (one_prize_each) to G4 27.
    rec = golden("WD-DRIVE-12")
    rec["house_rules"]["prize_tie_break"] = "share"
    assert prizes(sheet_of(rec)) == [
        ("ladies_1", "L5", 31, None),
        ("ladies_2", None, 26, ["L2", "L4", "L6"]),
        ("gents_1", None, 29, ["G1", "G5"]),
        ("gents_2", "G4", 27, None),
        ("booby", "G3", 19, None),
    ]


def test_wd12_other_prize_kinds() -> None:
    rec = golden("WD-DRIVE-12")
    rec["prizes"] = [
        # highest single round among gents: G1 10 (round 4), G5 10 (round 2); count-back
        # round 4: 10 v 3 → G1
        {"id": "best_gent", "pool": "gent", "kind": "best_round"},
        # ladies' rounds of 9 or more: L2 1, L3 1, L4 1, L5 1; round 4: 6, 3, 5, 10 → L5
        {"id": "nines", "pool": "lady", "kind": "rounds_at_least", "threshold": 9},
        # total 26 nearest: L2 L4 L6 G2 G6; round 4: 6 5 8 7 6 → L6
        {"id": "mystery", "pool": "all", "kind": "mystery", "target": 26},
    ]
    assert prizes(sheet_of(rec)) == [
        ("best_gent", "G1", 10, ["G1", "G5"]),
        ("nines", "L5", 1, ["L2", "L3", "L4", "L5"]),
        ("mystery", "L6", 26, ["G2", "G6", "L2", "L4", "L6"]),
    ]


def test_wd12_half_time_top() -> None:
    # interval_after 2: totals after round 2 — ladies L4 17, L3 14, L5 14, ...; gents G5 17,
    # G4 15, G6 14
    rec = golden("WD-DRIVE-12")
    rec["house_rules"]["interval_after"] = 2
    rec["prizes"] = [
        {"id": "half_lady", "pool": "lady", "kind": "half_time_top"},
        {"id": "half_gent", "pool": "gent", "kind": "half_time_top"},
    ]
    assert prizes(sheet_of(rec)) == [("half_lady", "L4", 17, None), ("half_gent", "G5", 17, None)]


def test_wd12_score_by_rounds_won() -> None:
    # §3.3 score_by=rounds_won; §2.3 total "under score_by=rounds_won the rounds won".
    rec = golden("WD-DRIVE-12")
    rec["house_rules"]["score_by"] = "rounds_won"
    rec["prizes"] = []  # (the booby would be a four-way tie on 1)
    sheet = sheet_of(rec)
    totals = Strict(dict(standings(sheet, "total")))
    assert totals == {
        "L1": 2,
        "L2": 1,
        "L3": 1,
        "L4": 2,
        "L5": 4,
        "L6": 2,
        "G1": 2,
        "G2": 3,
        "G3": 1,
        "G4": 2,
        "G5": 3,
        "G6": 1,
    }
    assert sheet["pools"]["lady"][0] == "L5"
    # the table figures stay the tricks (§2.3 NS, EW: "each side's round score at the table")
    assert table(sheet, 1, 1)["NS"] == 8


def test_sitout_fixed_and_zero() -> None:
    # §3.7: "With fixed 6.5: P1 23.5, P5 22.5, P4 16.5." (P2 18, P3 17 played every round)
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"]["sit_out_score"] = "fixed"
    sheet = sheet_of(rec)
    assert standings(sheet, "total") == [
        ("P1", 23.5),
        ("P5", 22.5),
        ("P2", 18),
        ("P3", 17),
        ("P4", 16.5),
    ]
    assert prizes(sheet) == [("pairs_1", "P1", 23.5, None), ("booby", "P4", 16.5, None)]
    # zero: P1 8+9, P2 5+7+6, P3 6+4+7, P4 7+3, P5 6+10
    rec["house_rules"]["sit_out_score"] = "zero"
    sheet = sheet_of(rec)
    assert standings(sheet, "total") == [("P2", 18), ("P1", 17), ("P3", 17), ("P5", 16), ("P4", 10)]
    assert sheet["pools"] == {"pairs": ["P2", "P1", "P3", "P5", "P4"]}


def test_sitout_credit_counts_in_prize_count_back() -> None:
    # §3.6: "In a count-back a round sat out counts at its sit-out credit for that round".
    # sit_out_fixed 1: P1 17+1 = 18 = P2 18; round 3: P1 sat out (credit 1), P2 6 → P2.
    # P3 17 = P5 16+1; round 3: P3 7, P5 10.
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"].update({"sit_out_score": "fixed", "sit_out_fixed": 1})
    rec["prizes"] = [
        {"id": "pairs_1", "pool": "pairs", "kind": "top", "place": 1},
        {"id": "pairs_3", "pool": "pairs", "kind": "top", "place": 3},
    ]
    sheet = sheet_of(rec)
    assert standings(sheet, "total") == [("P1", 18), ("P2", 18), ("P3", 17), ("P5", 17), ("P4", 11)]
    assert prizes(sheet) == [
        ("pairs_1", "P2", 18, ["P1", "P2"]),
        ("pairs_3", "P5", 17, ["P3", "P5"]),
    ]


def test_sitout_fixed_fraction_rounds_half_away_from_zero() -> None:
    # §2.3 Numbers: "rounded to two decimal places, halves away from zero (25.5, 33.33, 16.67;
    # 65/8 → 8.13)". sit_out_fixed 6.125: P1 17 + 6.125 = 23.125 → 23.13, P5 22.125 → 22.13,
    # P4 16.125 → 16.13.
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"].update({"sit_out_score": "fixed", "sit_out_fixed": 6.125})
    sheet = sheet_of(rec)
    assert standings(sheet, "total") == [
        ("P1", 23.13),
        ("P5", 22.13),
        ("P2", 18),
        ("P3", 17),
        ("P4", 16.13),
    ]


def test_sitout_score_by_rounds_won() -> None:
    # §3.7: "Under score_by=rounds_won the credit for a round sat out is the player's (pair's)
    # own average of rounds won per round played". Rounds won / played: P1 2/2, P2 1/3, P3 1/3,
    # P4 1/2, P5 1/2 → P1 2+1 = 3, P4 1+0.5 = 1.5, P5 1.5, P2 1, P3 1.
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"]["score_by"] = "rounds_won"
    sheet = sheet_of(rec)
    assert standings(sheet, "total", "rounds_won") == [
        ("P1", 3, 2),
        ("P4", 1.5, 1),
        ("P5", 1.5, 1),
        ("P2", 1, 1),
        ("P3", 1, 1),
    ]
    # booby: P2 v P3 on 1; round 3 P3 won at table 2 (7–6) → P2 loses the count-back
    assert prizes(sheet) == [("pairs_1", "P1", 3, None), ("booby", "P2", 1, ["P2", "P3"])]


def sitout_thirds() -> Record:
    # Partner drive, 3 pairs and a ghost pair on 2 tables, 4 rounds, winners move to t+1.
    # r1 t1 P1 v P2 8–5 (P1 → t2), t2 P3 v ghost, bye (P3 → t1);
    # r2 t1 P2 v P3 6–7 (P3 → t2), t2 ghost v P1, bye (P1 → t1);
    # r3 t1 P2 v P1 9–4 (P2 → t2), t2 ghost v P3, bye; r4 t1 P1 v P3 5–8, t2 ghost v P2, bye.
    players = [
        {"id": f"{r}{k}", "name": f"{r}{k}", "role": role, "pair": f"P{k}"}
        for k in (1, 2, 3)
        for r, role in (("L", "lady"), ("G", "gent"))
    ]
    return pair_drive(
        2,
        [
            [{"table": 1, "NS": 8, "EW": 5}, {"table": 2, "bye": "NS"}],
            [{"table": 1, "NS": 6, "EW": 7}, {"table": 2, "bye": "EW"}],
            [{"table": 1, "NS": 9, "EW": 4}, {"table": 2, "bye": "EW"}],
            [{"table": 1, "NS": 5, "EW": 8}, {"table": 2, "bye": "EW"}],
        ],
        {"rounds": 4},
        players=players,
        pairs={f"P{k}": [f"L{k}", f"G{k}"] for k in (1, 2, 3)},
        start=[{"table": 1, "NS": "P1", "EW": "P2"}, {"table": 2, "NS": "P3", "EW": "ghost"}],
        prizes=[
            {"id": "first", "pool": "pairs", "kind": "top"},
            {"id": "best", "pool": "pairs", "kind": "best_round"},
            {"id": "booby", "pool": "pairs", "kind": "bottom"},
        ],
    )


def test_sitout_own_average_thirds() -> None:
    sheet = sheet_of(sitout_thirds())
    assert [seats(r["next_seating"]) for r in sheet["rounds"][:3]] == [
        ["P2 P3", "ghost P1"],
        ["P2 P1", "ghost P3"],
        ["P1 P3", "ghost P2"],
    ]
    # §3.7 own_average: "the player's or pair's average round score over the rounds actually
    # played, times the rounds sat out". P1 8+4+5 = 17 + 17/3 = 22.67; P2 5+6+9 = 20 + 20/3 =
    # 26.67; P3 7+8 = 15 + 2 × 7.5 = 30.
    assert standings(sheet, "total", "rounds_won", "played", "sat_out") == [
        ("P3", 30, 2, 2, 2),
        ("P2", 26.67, 1, 3, 1),
        ("P1", 22.67, 1, 3, 1),
    ]
    # "a round sat out never counts in best_round": P3's credits are 7.5, its best round 8;
    # P2's 9 is the best.
    assert prizes(sheet) == [
        ("first", "P3", 30, None),
        ("best", "P2", 9, None),
        ("booby", "P1", 22.67, None),
    ]
    bye = table(sheet, 1, 2)
    # §2.3: NS, EW "null at a bye"; winner "at a bye the real side"; "At a bye hands ... is []"
    assert (bye["NS"], bye["EW"], bye["winner"], bye["hands"]) == (None, None, "NS", [])
    assert bye["decided_by"] is not None


def test_sitout_own_average_none_played_yet_and_fixed_per_hand() -> None:
    # One round of two hands: t1 P1 v P2 8–5, 6–7 = 14–12; t2 P3 v ghost, bye.
    rec = sitout_thirds()
    rec["house_rules"].update({"hands_per_round": 2})
    rec["rounds"] = [
        {
            "round": 1,
            "results": [
                {"table": 1, "hands": [{"NS": 8, "EW": 5}, {"NS": 6, "EW": 7}]},
                {"table": 2, "bye": "NS"},
            ],
        }
    ]
    rec["prizes"] = []
    # own_average: "0 if none played yet"
    sheet = sheet_of(rec)
    assert standings(sheet, "total", "played", "sat_out") == [
        ("P1", 14, 1, 0),
        ("P2", 12, 1, 0),
        ("P3", 0, 0, 1),
    ]
    # fixed: "a round sat out is credited sit_out_fixed × the hands (deals) of a round" = 6.5 × 2
    rec["house_rules"]["sit_out_score"] = "fixed"
    sheet = sheet_of(rec)
    assert standings(sheet, "total") == [("P1", 14), ("P3", 13), ("P2", 12)]


# ---------------------------------------------------------------------------------------------
# §3.7 Ghosts in an individual drive, a late arrival and a departure.


def test_one_ghost_moves_like_a_player_and_takes_no_prize() -> None:
    # 11 players on 3 tables: the ghost sits W at table 3 (a gent's seat, §2.1 "a ghost takes
    # the role of the seat it starts in ... and moves like a player"). Results as WD-R1: t1 8–5,
    # t2 4–9, t3 6–7 (EW, the ghost's side, wins). "A real player partnered with a ghost plays the
    # ghost's hand exposed as dummy ... and scores his side's tricks normally; the ghost scores
    # nothing."
    rec = whist(3, [tricks(8, 4, 6)], {"rounds": 2})
    rec["players"] = [p for p in rec["players"] if p["id"] != "G6"]
    rec["start"][2]["W"] = "ghost"
    rec["prizes"] = [
        {"id": "gents_1", "pool": "gent", "kind": "top"},
        {"id": "booby", "pool": "all", "kind": "bottom"},
    ]
    sheet = sheet_of(rec)
    # winners t1 NS (L1 G1), t2 EW (L4 G4), t3 EW (L6 ghost): ladies +1, gents −1:
    # t1: N L2, E L6 (from t3), S G4 (from t2), W G2; t2: N L3, E L1, S ghost (from t3), W G3;
    # t3: N L5, E L4, S G1 (from t1, wraps), W G5.
    assert seats(sheet["rounds"][0]["next_seating"]) == [
        "L2 L6 G4 G2",
        "L3 L1 ghost G3",
        "L5 L4 G1 G5",
    ]
    ids = [s["player"] for s in sheet["standings"]]
    assert "ghost" not in ids and len(ids) == 11
    assert "ghost" not in sheet["pools"]["all"] and "ghost" not in sheet["pools"]["gent"]
    assert Strict(dict(standings(sheet, "total"))["L6"]) == 7
    # gents: G4 9, G1 8, G3 4 ... (the ghost's 7 is no score); booby: the lowest real total,
    # 4: L3 and G3 — round 1 only, level: count-back then cut → refused without a tie_winner.
    rec["prizes"] = rec["prizes"][:1]
    assert prizes(sheet_of(rec)) == [("gents_1", "G4", 9, None)]


def test_three_ghosts_one_per_table() -> None:
    # 9 players on 3 tables (§5.1 "one per incomplete table"): ghosts at t1 W, t2 S, t3 E.
    rec = whist(3, [tricks(8, 8, 5)], {"rounds": 2})
    rec["players"] = [p for p in rec["players"] if p["id"] not in ("G2", "G3", "L6")]
    rec["start"][0]["W"] = "ghost1"
    rec["start"][1]["S"] = "ghost2"
    rec["start"][2]["E"] = "ghost3"
    sheet = sheet_of(rec)
    # winners t1 NS (L1 G1), t2 NS (L3 ghost2), t3 EW (ghost3 G6): lady +1, gent −1.
    # t1: N L2, E ghost3 (lady from t3), S ghost2 (gent from t2), W ghost1 — the movement
    # gathers the three ghosts at one table (a bye for L2's side next round).
    # t2: N L4, E L1, S G6 (from t3), W G4. t3: N L5, E L3, S G1 (from t1), W G5.
    assert seats(sheet["rounds"][0]["next_seating"]) == [
        "L2 ghost3 ghost2 ghost1",
        "L4 L1 G6 G4",
        "L5 L3 G1 G5",
    ]
    assert sorted(s["player"] for s in sheet["standings"]) == sorted(
        ["L1", "L2", "L3", "L4", "L5", "G1", "G4", "G5", "G6"]
    )


def test_ghost_pair_in_an_individual_drive_is_a_bye() -> None:
    # 6 players on 2 tables, a ghost pair EW at table 2 (ghost1 E lady's seat, ghost2 W gent's).
    # §2.1 "A table where a ghost pair sat gives bye: "NS"|"EW" (the real side) and no score";
    # §3.7 "they do not play, count as the winner for movement (not as a round won), and receive
    # the sit-out credit".
    rec = whist(2, [[{"table": 1, "NS": 8, "EW": 5}, {"table": 2, "bye": "NS"}]], {"rounds": 2})
    rec["players"] = [p for p in rec["players"] if p["id"] not in ("L4", "G4")]
    rec["start"][1].update({"E": "ghost1", "W": "ghost2"})
    sheet = sheet_of(rec)
    # winners t1 NS (L1 G1) and t2 NS (L3 G3, the bye side): t1: N L2, E L3, S G3, W G2;
    # t2: N ghost1, E L1, S G1, W ghost2.
    assert seats(sheet["rounds"][0]["next_seating"]) == ["L2 L3 G3 G2", "ghost1 L1 G1 ghost2"]
    # round 2: t1 L2 G3 v L3 G2 7–6; t2 ghost1 G1 v L1 ghost2 6–7.
    rec["rounds"].append({"round": 2, "results": tricks(7, 6)})
    sheet = sheet_of(rec)
    # L3: played 1 (6), sat out 1 → own average 6 → 12; G3 7 + 7 = 14.
    assert standings(sheet, "total", "rounds_won", "played", "sat_out") == [
        ("L1", 15, 2, 2, 0),
        ("G1", 14, 1, 2, 0),
        ("G3", 14, 1, 1, 1),
        ("L2", 12, 1, 2, 0),
        ("L3", 12, 0, 1, 1),
        ("G2", 11, 0, 2, 0),
    ]


def arrival_departure() -> Record:
    # 2 tables, 7 players and a ghost (t2 W) in round 1; G4 arrives for round 2 in the ghost's
    # seat (§2.2 "a late arrival takes a ghost's seat from a round on"); G2 leaves after round 2
    # and a ghost takes his seat in round 3 ("a player who leaves is replaced by a ghost").
    rec = whist(2, [tricks(8, 9), tricks(7, 5), tricks(6, 10)], {"rounds": 3})
    rec["start"][1]["W"] = "ghost"
    # round 1 winners t1 NS (L1 G1), t2 NS (L3 G3): round 2 as derived, G4 for the ghost
    rec["rounds"][1]["seating"] = seating("L2 L3 G3 G2", "L4 L1 G1 G4")
    # round 2 winners t1 NS (L2 G3), t2 EW (L1 G4): derived t1 L3 L1 G4 G2, t2 L4 L2 G3 G1;
    # a ghost for G2
    rec["rounds"][2]["seating"] = seating("L3 L1 G4 ghost", "L4 L2 G3 G1")
    return rec


def test_late_arrival_and_departure() -> None:
    sheet = sheet_of(arrival_departure())
    # the movement's seating after round 1 still has the ghost (§2.3: "A stored seating for the
    # next round does not change it")
    assert seats(sheet["rounds"][0]["next_seating"]) == ["L2 L3 G3 G2", "L4 L1 G1 ghost"]
    # after round 2, derived from round 2 as played (with G4)
    assert seats(sheet["rounds"][1]["next_seating"]) == ["L3 L1 G4 G2", "L4 L2 G3 G1"]
    # §2.2 "Absent rounds are neither credited nor counted in played, and they are not an error."
    # L1 8+8+7, G1 8+5+3, L2 5+7+3, G2 5+6, L3 9+6+6, G3 9+7+10, L4 4+5+10, G4 8+6.
    assert standings(sheet, "total", "rounds_won", "played", "sat_out") == [
        ("G3", 26, 3, 3, 0),
        ("L1", 23, 3, 3, 0),
        ("L3", 21, 1, 3, 0),
        ("L4", 19, 1, 3, 0),
        ("G1", 16, 1, 3, 0),
        ("L2", 15, 1, 3, 0),
        ("G4", 14, 1, 2, 0),
        ("G2", 11, 0, 2, 0),
    ]


def test_arrival_in_progress_is_absent_not_sat_out() -> None:
    # The same drive after round 2 only: G4 has played 1 round, and is not credited for round 1
    # (under fixed credit he would otherwise get 6.5).
    rec = arrival_departure()
    rec["rounds"] = rec["rounds"][:2]
    rec["house_rules"]["sit_out_score"] = "fixed"
    sheet = sheet_of(rec)
    got = {s["player"]: (s["total"], s["played"], s["sat_out"]) for s in sheet["standings"]}
    assert Strict(got["G4"]) == (8, 1, 0)


# ---------------------------------------------------------------------------------------------
# §3.6 Ties at a table; §3.3 count and honours; §3.2 the bell.


def hands(*pairs_of_ns: int) -> list[dict[str, int]]:
    return [{"NS": n, "EW": 13 - n} for n in pairs_of_ns]


def tied_drive(house: dict[str, Any], t1: dict[str, Any] | None = None) -> Record:
    # two hands a round; t1 7+6 = 13 v 6+7 = 13 (tie; last hand EW 7 v 6), t2 8+8 v 5+5 (NS)
    results = [
        {"table": 1, "hands": hands(7, 6), **(t1 or {})},
        {"table": 2, "hands": hands(8, 8)},
    ]
    return whist(2, [results], {"hands_per_round": 2, "rounds": 2, **house})


def test_tie_count_back() -> None:
    # §3.6 count_back: "the side that scored more on the last hand of the round wins"
    sheet = sheet_of(tied_drive({}))
    t1 = table(sheet, 1, 1)
    assert (t1["NS"], t1["EW"], t1["winner"]) == (13, 13, "EW")
    assert t1["decided_by"]
    assert t1["hands"] == hands(7, 6)
    # EW (L2 G2) won at t1 and move; t2's winners NS (L3 G3) move too:
    # t1: N L1, E L3 (from t2), S G3 (from t2), W G1; t2: N L4, E L2, S G2, W G4.
    assert seats(sheet["rounds"][0]["next_seating"]) == ["L1 L3 G3 G1", "L4 L2 G2 G4"]


def test_tie_cut() -> None:
    # §3.6 cut: "(always the recorded tie_winner)"; a table that is not tied ignores it (§2.1
    # "it is used only where the tie rule needs it and ignored elsewhere").
    rec = tied_drive({"tie_at_table": "cut"}, {"tie_winner": "NS"})
    rec["rounds"][0]["results"][1]["tie_winner"] = "EW"
    sheet = sheet_of(rec)
    assert table(sheet, 1, 1)["winner"] == "NS"
    assert table(sheet, 1, 2)["winner"] == "NS"
    assert table(sheet, 1, 1)["decided_by"]
    refused(tied_drive({"tie_at_table": "cut"}))


def test_tie_half_win() -> None:
    # §3.6 half_win: "(both sides credited half a round won ...; for movement the NS side counts
    # as winner"; §2.3 winner "under tie_at_table=half_win "NS""; rounds_won "(half_win: 0.5 to
    # each side ...)".
    sheet = sheet_of(tied_drive({"tie_at_table": "half_win"}))
    t1 = table(sheet, 1, 1)
    assert (t1["winner"], t1["NS"], t1["EW"]) == ("NS", 13, 13)
    # NS (L1 G1) move as winners: t1: N L2, E L3, S G3, W G2; t2: N L4, E L1, S G1, W G4
    assert seats(sheet["rounds"][0]["next_seating"]) == ["L2 L3 G3 G2", "L4 L1 G1 G4"]
    won = {s["player"]: s["rounds_won"] for s in sheet["standings"]}
    assert Strict(won) == {
        "L1": 0.5,
        "G1": 0.5,
        "L2": 0.5,
        "G2": 0.5,
        "L3": 1,
        "G3": 1,
        "L4": 0,
        "G4": 0,
    }
    # under score_by=rounds_won the half counts in the total
    sheet = sheet_of(tied_drive({"tie_at_table": "half_win", "score_by": "rounds_won"}))
    totals = Strict(dict(standings(sheet, "total")))
    assert (totals["L1"], totals["L3"], totals["G4"]) == (0.5, 1, 0)


def test_odd_tricks() -> None:
    # §2.3 hands "tricks over six (0 for the side with six or fewer) under odd_tricks"
    sheet = sheet_of(tied_drive({"count": "odd_tricks"}))
    t1, t2 = table(sheet, 1, 1), table(sheet, 1, 2)
    assert t1["hands"] == [{"NS": 1, "EW": 0}, {"NS": 0, "EW": 1}]
    assert (t1["NS"], t1["EW"], t1["winner"]) == (1, 1, "EW")
    assert (t2["NS"], t2["EW"]) == (4, 0)
    assert Strict(dict(standings(sheet, "total"))) == {
        "L1": 1,
        "G1": 1,
        "L2": 1,
        "G2": 1,
        "L3": 4,
        "G3": 4,
        "L4": 0,
        "G4": 0,
    }


def test_honours_counted() -> None:
    # §3.3 honours=true: "add the short-whist honours, 4 honours → 4, 3 → 2, to the holders'
    # round score"; "honours: {"NS": n, "EW": n}" (how many of A K Q J each side held,
    # score-format.md). t1 hand 1 NS 7 + EW 3 honours (2) → 7 v 8; hand 2 NS 6, NS 4 honours
    # → 10 v 7; round NS 17 v 15 → NS. t2 hand 1 8 v 5, 2–2 (nothing); hand 2 8 v 5, NS 1 EW 3.
    rec = tied_drive({"honours": True})
    rec["rounds"][0]["results"][0]["hands"] = [
        {"NS": 7, "EW": 6, "honours": {"NS": 1, "EW": 3}},
        {"NS": 6, "EW": 7, "honours": {"NS": 4, "EW": 0}},
    ]
    rec["rounds"][0]["results"][1]["hands"] = [
        {"NS": 8, "EW": 5, "honours": {"NS": 2, "EW": 2}},
        {"NS": 8, "EW": 5, "honours": {"NS": 1, "EW": 3}},
    ]
    sheet = sheet_of(rec)
    t1, t2 = table(sheet, 1, 1), table(sheet, 1, 2)
    assert t1["hands"] == [{"NS": 7, "EW": 8}, {"NS": 10, "EW": 7}]
    assert (t1["NS"], t1["EW"], t1["winner"]) == (17, 15, "NS")
    assert t2["hands"] == [{"NS": 8, "EW": 5}, {"NS": 8, "EW": 7}]
    assert (t2["NS"], t2["EW"]) == (16, 12)
    # "it requires honours in each hand"
    del rec["rounds"][0]["results"][1]["hands"][1]["honours"]
    refused(rec)


def test_odd_tricks_with_honours_one_hand_tie_needs_tie_winner() -> None:
    # One hand: NS 8 tricks → 2 odd tricks; EW 3 honours → 2: 2–2. §3.6 count_back "if every
    # hand is equal, tie_winner must be recorded".
    rec = whist(1, [[{"table": 1, "NS": 8, "EW": 5, "honours": {"NS": 1, "EW": 3}}]])
    rec["house_rules"].update({"count": "odd_tricks", "honours": True, "rounds": 2})
    refused(rec)
    rec["rounds"][0]["results"][0]["tie_winner"] = "EW"
    t1 = table(sheet_of(rec), 1, 1)
    assert (t1["NS"], t1["EW"], t1["winner"]) == (2, 2, "EW")
    assert t1["hands"] == [{"NS": 2, "EW": 2}]


def test_bell_accepts_fewer_hands() -> None:
    # §2.2 "the number of hands (deals) per table equals hands_per_round ..., except that a
    # round_end=bell drive accepts fewer"
    rec = whist(
        2,
        [[{"table": 1, "hands": hands(8, 9, 4)}, {"table": 2, "hands": hands(5, 6, 7, 2)}]],
        {"hands_per_round": 4, "round_end": "bell", "rounds": 2},
    )
    sheet = sheet_of(rec)
    assert (table(sheet, 1, 1)["NS"], table(sheet, 1, 1)["EW"]) == (21, 18)
    assert (table(sheet, 1, 2)["NS"], table(sheet, 1, 2)["EW"]) == (20, 32)
    assert len(table(sheet, 1, 1)["hands"]) == 3
    rec["house_rules"]["round_end"] = "fixed_hands"
    refused(rec)
    # never more than hands_per_round
    rec["house_rules"]["round_end"] = "bell"
    rec["rounds"][0]["results"][1]["hands"].append({"NS": 7, "EW": 6})
    refused(rec)


def test_trumps_rotation_on_the_sheet() -> None:
    # §3.8 "The trump of round r (hand h) is trump_order[(k) mod len] with k the drive-wide hand
    # index". The sheet MAY carry trumps (§2.3); where it does, round r's is its first hand's.
    def trumps_of(house: dict[str, Any], n: int) -> list[Any]:
        sheet = sheet_of(whist(1, [tricks(7)] * n, {"rounds": 10, **house}))
        return [r.get("trumps") for r in sheet["rounds"]]

    assert trumps_of({}, 5) == ["H", "C", "D", "S", "H"]
    assert trumps_of({"trump_order": "CDHS"}, 5) == ["C", "D", "H", "S", "C"]
    assert trumps_of({"trump_order": "NSHDC"}, 6) == ["N", "S", "H", "D", "C", "N"]


def test_trumps_rotation_several_hands_a_round() -> None:
    # two hands a round: round 1 hands 0, 1; round 2 hands 2, 3; round 3 hands 4, 5 (H C D S)
    rec = whist(1, [[{"table": 1, "hands": hands(7, 6)}]] * 3, {"hands_per_round": 2, "rounds": 9})
    assert [r.get("trumps") for r in sheet_of(rec)["rounds"]] == ["H", "D", "H"]
    # NSHDC: hands 0, 2, 4 → N, H, C
    rec["house_rules"]["trump_order"] = "NSHDC"
    assert [r.get("trumps") for r in sheet_of(rec)["rounds"]] == ["N", "H", "C"]


# ---------------------------------------------------------------------------------------------
# §4 The bridge drives: one table of four (L1 N, L2 E, G1 S, G2 W), one round, the deals given.


def bridge(form: str, code: str | None, deals: list[dict[str, Any]], **house: Any) -> Record:
    rec = whist(1, [[{"table": 1, "deals": deals}]], {"deals_per_round": len(deals), **house})
    rec["form"] = form
    if code is None:
        del rec["code"]
    else:
        rec["code"] = code
    return rec


def round_of(sheet: Any) -> Any:
    """(NS, EW, winner, [(NS, EW) of each deal]) of round 1, table 1, compared strictly."""
    t = table(sheet, 1, 1)
    return Strict((t["NS"], t["EW"], t["winner"], [(d["NS"], d["EW"]) for d in t["deals"]]))


def bw_chicane_deals() -> list[dict[str, Any]]:
    return [
        # hearts by N (dealer), NS 7 tricks: 1 odd × 8 = 8 to NS; EW hold three honours (E 2,
        # W 1): simple honours 2 × 8 = 16; S void of trumps (chicane).
        {"dealer": "N", "maker": "dealer", "declaration": "H", "doubles": 0,
         "tricks": {"NS": 7, "EW": 6}, "honours": {"E": 2, "W": 1, "N": 2}, "voids": ["S"]},
        # no trumps by E, EW 8 tricks: 2 × 12 = 24; three aces EW 30 (PB-ROUND-4's deal 2)
        {"dealer": "E", "maker": "dealer", "declaration": "NT", "doubles": 0,
         "tricks": {"NS": 5, "EW": 8}, "honours": {"E": 2, "W": 1, "S": 1}},
    ]  # fmt: skip


def test_bridge_whist_chicane_portland() -> None:
    # rules-whist.md §6.4 chicane additive (portland_1904): "If a player holds no trump, he and
    # his partner score for Chicane twice the value of the trump suit trick" → NS + 16.
    sheet = sheet_of(bridge("bridge_whist_drive", None, bw_chicane_deals()))
    assert sheet["code"] == "portland_1904"  # §2.3 "the form's default when the record gives none"
    assert round_of(sheet) == (24, 70, "EW", [(24, 16), (0, 54)])


def test_bridge_whist_chicane_new_york() -> None:
    # new_york_1907: "if the adversaries score honours, it deducts an equal value from their
    # honour score" → EW 16 − 16 = 0 on deal 1.
    sheet = sheet_of(bridge("bridge_whist_drive", "new_york_1907", bw_chicane_deals()))
    assert sheet["code"] == "new_york_1907"
    assert round_of(sheet) == (8, 54, "EW", [(8, 0), (0, 54)])


def bw_premium_deals() -> list[dict[str, Any]]:
    return [
        # NT by N, NS 9 tricks: 3 × 12 = 36; aces 2–2, nothing
        {"dealer": "N", "maker": "dealer", "declaration": "NT", "doubles": 0,
         "tricks": {"NS": 9, "EW": 4}, "honours": {"N": 2, "E": 2}},
        # NT by E, EW 8 tricks: 24; aces 2–2
        {"dealer": "E", "maker": "dealer", "declaration": "NT", "doubles": 0,
         "tricks": {"NS": 5, "EW": 8}, "honours": {"N": 2, "E": 1, "W": 1}},
        # spades made by N (left to partner by S), EW 9 tricks: 3 × 2 = 6 to EW; NS three
        # honours (N 2, S 1): 2 × 2 = 4
        {"dealer": "S", "maker": "partner", "declaration": "S", "doubles": 0,
         "tricks": {"NS": 4, "EW": 9}, "honours": {"E": 1, "W": 1, "N": 2, "S": 1}},
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("house", "want"),
    [
        # §4.1 round_premium none: the sum of the deals
        ({}, (40, 30, "NS", [(36, 0), (0, 24), (4, 6)])),
        # "fifty points are added to the score of the side having the greater trick score":
        # trick scores NS 36, EW 30 → NS + 50
        (
            {"round_premium": "fifty_to_higher_trick_score"},
            (90, 30, "NS", [(36, 0), (0, 24), (4, 6)]),
        ),
        # fifty_per_game: "trick scores then accumulate toward 30 within the round; a side
        # reaching 30 scores 50 and both sides start again from 0": NS 36 (+50, reset),
        # EW 24, then 30 (+50)
        ({"round_premium": "fifty_per_game"}, (90, 80, "NS", [(36, 0), (0, 24), (4, 6)])),
        # count_honours false: deal 3 loses NS's 4
        ({"count_honours": False}, (36, 30, "NS", [(36, 0), (0, 24), (0, 6)])),
    ],
)
def test_bridge_whist_round_premiums(house: dict[str, Any], want: Any) -> None:
    assert (
        round_of(
            sheet_of(bridge("bridge_whist_drive", "portland_1904", bw_premium_deals(), **house))
        )
        == want
    )


@pytest.mark.parametrize("premium", ["fifty_to_higher_trick_score", "fifty_per_game"])
def test_pb_round_4_premiums(premium: str) -> None:
    # §4.1: "With fifty_to_higher_trick_score: trick scores NS 24, EW 38 → EW 122."
    # fifty_per_game: EW trick scores 24, then 30 (24 + 6: + 50, reset), then 8 → also 122.
    rec = golden("PB-ROUND-4")
    rec["house_rules"]["round_premium"] = premium
    ns, ew, winner, deals = round_of(sheet_of(rec))
    assert (ns, ew, winner) == (64, 122, "EW")
    # "A round premium counts in the side's round score, not in any deal's figures"
    assert deals == [(40, 0), (0, 54), (24, 6), (0, 12)]


def test_bridge_score_net_points() -> None:
    # §4 net_points: "his side's points minus the opponents'"; "the table's NS/EW in the sheet are
    # the points each side scored"; "totals can then be negative".
    sheet = sheet_of(
        bridge("bridge_whist_drive", None, bw_premium_deals(), bridge_score="net_points")
    )
    assert round_of(sheet)[:2] == (40, 30)
    assert standings(sheet, "total") == [("G1", 10), ("L1", 10), ("G2", -10), ("L2", -10)]


def test_bridge_whist_doubling_limit_by_code() -> None:
    # rules-whist.md §6.2: Portland "until the limit of 100 points is reached" (hearts 8 → 128 in
    # four doublings, then stop); New York "may be continued indefinitely".
    deal = {"dealer": "N", "maker": "dealer", "declaration": "H", "doubles": 4,
            "tricks": {"NS": 7, "EW": 6}, "honours": {"N": 2, "S": 1, "E": 1, "W": 1}}  # fmt: skip
    assert round_of(sheet_of(bridge("bridge_whist_drive", None, [deal])))[3] == [(128 + 16, 0)]
    deal["doubles"] = 5
    refused(bridge("bridge_whist_drive", None, [deal]))
    sheet = sheet_of(bridge("bridge_whist_drive", "new_york_1907", [deal]))
    assert round_of(sheet)[3] == [(256 + 16, 0)]


def auction_deals() -> list[dict[str, Any]]:
    return [
        {"dealer": "N", "declarer": "N", "contract": "2H", "result": 9,
         "honours": {"N": 2, "S": 1, "E": 1, "W": 1}},
        {"dealer": "E", "declarer": "S", "contract": "1C", "result": 8,
         "honours": {"S": 2, "N": 1, "E": 1, "W": 1}},
        {"dealer": "S", "declarer": "E", "contract": "3NT", "result": 10, "honours": {"E": 4}},
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("code", "house", "want"),
    [
        # whist_club_1913 (♣6 ♥8 NT10): 2H+1 24 + simple honours 16; 1C+1 12 + 12; 3NT+1 40
        # + 125 ("whenever a pair makes 30 or more for tricks as the score of one deal, it adds
        # as a premium 125") + four aces in one hand 100
        (None, {}, (64, 265, "EW", [(40, 0), (24, 0), (0, 265)])),
        ("whist_club_1913", {"game_premium": 250}, (64, 390, "EW", [(40, 0), (24, 0), (0, 390)])),
        ("whist_club_1913", {"game_premium": 0}, (64, 140, "EW", [(40, 0), (24, 0), (0, 140)])),
        (None, {"count_honours": False}, (36, 165, "EW", [(24, 0), (12, 0), (0, 165)])),
        # part_score_carry: "trick scores accumulate toward 30 within the round and the premium is
        # paid on the deal that reaches 30": 24, then 24 + 12 = 36 → 125 on deal 2
        (None, {"part_score_carry": True}, (189, 265, "EW", [(40, 0), (149, 0), (0, 265)])),
        # portland_1908 (♣4 ♥8 NT12): 24 + 16; 8 + 8; 48 + 125 + 100
        ("portland_1908", {}, (56, 273, "EW", [(40, 0), (16, 0), (0, 273)])),
        # whist_club_1926, honours in tens: simple honours 30
        ("whist_club_1926", {}, (96, 265, "EW", [(54, 0), (42, 0), (0, 265)])),
        ("whist_club_1912", {}, (64, 265, "EW", [(40, 0), (24, 0), (0, 265)])),
        ("portland_1914", {}, (64, 265, "EW", [(40, 0), (24, 0), (0, 265)])),
        ("whist_club_1915", {}, (64, 265, "EW", [(40, 0), (24, 0), (0, 265)])),
    ],
)
def test_auction_codes_and_premiums(code: str | None, house: dict[str, Any], want: Any) -> None:
    sheet = sheet_of(bridge("auction_drive", code, auction_deals(), **house))
    assert sheet["code"] == (code or "whist_club_1913")
    assert round_of(sheet) == want


@pytest.mark.parametrize(("code", "spade"), [("portland_1914", 9), ("whist_club_1915", 9)])
def test_auction_passed_out_counts_toward_the_round(code: str, spade: int) -> None:
    # §2.2 "A passed-out deal counts toward deals_per_round (scored 0–0; the deal passes on)";
    # 1S+1 by E: 2 × 9 = 18, EW simple honours 2 × 9 = 18.
    deals = [
        {"dealer": "N", "passed_out": True},
        {"dealer": "E", "declarer": "E", "contract": "1S", "result": 8,
         "honours": {"E": 1, "W": 2, "N": 1, "S": 1}},
    ]  # fmt: skip
    assert round_of(sheet_of(bridge("auction_drive", code, deals))) == (
        0, 4 * spade, "EW", [(0, 0), (0, 4 * spade)],
    )  # fmt: skip
    # rules-bridge.md §2.3: "in the 1908–1913 codes the dealer must declare ... passed_out is an
    # input error"
    refused(bridge("auction_drive", "whist_club_1913", deals))


def contract_deals(last: str = "5D", result: int = 11) -> list[dict[str, Any]]:
    return [
        {"dealer": "N", "declarer": "N", "contract": "4H", "result": 10},
        {"dealer": "E", "declarer": "E", "contract": "2S", "result": 9},
        {"dealer": "S", "declarer": "S", "contract": "3NT", "result": 8},
        {"dealer": "W", "declarer": "W", "contract": last, "result": result},
    ]


@pytest.mark.parametrize(
    ("house", "want"),
    [
        # §4.3 (PC-DRIVE-8): "deal 1 (none vulnerable) N 4♥ making 10: NS 120 + 300 = 420; deal 2
        # (EW vulnerable, E deals) E 2♠ making 9: EW 60 + 30 + 50 = 140; deal 3 (NS vulnerable) S
        # 3NT one down: EW 100; deal 4 (both) W 5♦ making 11: EW 100 + 500 = 600"
        ({}, (420, 840, "EW", [(420, 0), (0, 140), (0, 100), (0, 600)])),
        # "With part_score_carry=true: EW 790 (deal 2 earns no 50; deal 4 makes game, 500)"
        ({"part_score_carry": True}, (420, 790, "EW", [(420, 0), (0, 90), (0, 100), (0, 600)])),
        # vulnerability none: 3NT−1 NV 50; 5D made NV 100 + 300
        ({"vulnerability": "none"}, (420, 590, "EW", [(420, 0), (0, 140), (0, 50), (0, 400)])),
        # both: 4H made V 120 + 500
        ({"vulnerability": "both"}, (620, 840, "EW", [(620, 0), (0, 140), (0, 100), (0, 600)])),
        # nondealer: deal 3 (S deals) EW vulnerable, NS not: 3NT−1 NV 50
        ({"vulnerability": "nondealer"}, (420, 790, "EW", [(420, 0), (0, 140), (0, 50), (0, 600)])),
        # part_score_premium 0: deal 2 60 + 30
        ({"part_score_premium": 0}, (420, 790, "EW", [(420, 0), (0, 90), (0, 100), (0, 600)])),
    ],
)
def test_contract_vulnerability_and_premiums(house: dict[str, Any], want: Any) -> None:
    sheet = sheet_of(bridge("contract_drive", None, contract_deals(), **house))
    assert sheet["code"] == "laws_2014"
    assert round_of(sheet) == want


def test_contract_carry_completes_a_game_on_deal_4() -> None:
    # Chicago proper (§4.3 part_score_carry=true): deal 2 EW 60 carried; deal 4 W 2♦ making 8:
    # 40, 60 + 40 = 100 → a game, premium "by the vulnerability of the deal that completes the
    # game" (deal 4, both): 500 → 540. Without carry: 40 + 50.
    carried = sheet_of(
        bridge("contract_drive", None, contract_deals("2D", 8), part_score_carry=True)
    )
    assert round_of(carried) == (420, 730, "EW", [(420, 0), (0, 90), (0, 100), (0, 540)])
    plain = sheet_of(bridge("contract_drive", None, contract_deals("2D", 8)))
    assert round_of(plain) == (420, 330, "NS", [(420, 0), (0, 140), (0, 100), (0, 90)])


def test_contract_honours_counted_or_not() -> None:
    # §4.3 count_honours false by default (HIGHLANE); true: four of the five in one hand 100.
    deals = contract_deals()
    deals[0]["honours"] = {"N": 4}
    assert round_of(sheet_of(bridge("contract_drive", None, deals)))[3][0] == (420, 0)
    counted = sheet_of(bridge("contract_drive", None, deals, count_honours=True))
    assert round_of(counted)[:2] == (520, 840)


@pytest.mark.parametrize(("code", "want"), [("laws_2014", 1520), ("laws_1935", 1370)])
def test_contract_codes(code: str, want: int) -> None:
    # rules-bridge.md §3.1: doubled NV undertricks "100, 200, 200, then 300 each (laws_1935: 100
    # then 200 each)": 4SX−4 = 800 / 700; redoubled insult 100 (laws_1935: 50); 1HXX made =
    # 120, a game: 500 (deal 2, EW the dealer's side, vulnerable) → 720 / 670.
    deals = [
        {"dealer": "N", "declarer": "N", "contract": "4SX", "result": 6},
        {"dealer": "E", "declarer": "E", "contract": "1HXX", "result": 7},
    ]
    sheet = sheet_of(bridge("contract_drive", code, deals))
    assert sheet["code"] == code
    ns, ew, _, per_deal = round_of(sheet)
    assert (ns, ew) == (0, want)
    assert per_deal[0] == (0, 800 if code == "laws_2014" else 700)


def test_contract_passed_out_counts_and_new_deal_does_not() -> None:
    # §2.2 "A passed-out deal counts toward deals_per_round (scored 0–0; the deal passes on); a
    # new_deal does not." The passed-out deal is deal 1: E's 3NT is deal 2 (dealer's side
    # vulnerable): 100 + 500.
    deals = [
        {"dealer": "N", "passed_out": True},
        {"dealer": "E", "declarer": "E", "contract": "3NT", "result": 9},
    ]
    ns, ew, winner, _ = round_of(sheet_of(bridge("contract_drive", None, deals)))
    assert (ns, ew, winner) == (0, 600, "EW")
    # a new_deal first: N's 3NT is deal 1 (none vulnerable, 400), E's deal 2 (600)
    deals = [
        {"dealer": "N", "new_deal": True},
        {"dealer": "N", "declarer": "N", "contract": "3NT", "result": 9},
        {"dealer": "E", "declarer": "E", "contract": "3NT", "result": 9},
    ]
    rec = bridge("contract_drive", None, deals, deals_per_round=2)
    ns, ew, winner, _ = round_of(sheet_of(rec))
    assert (ns, ew, winner) == (400, 600, "EW")


def test_contract_net_points_totals_negative() -> None:
    sheet = sheet_of(bridge("contract_drive", None, contract_deals(), bridge_score="net_points"))
    assert standings(sheet, "total") == [("G2", 420), ("L2", 420), ("G1", -420), ("L1", -420)]


def test_contract_bell_accepts_fewer_deals() -> None:
    rec = bridge("contract_drive", None, contract_deals()[:3], deals_per_round=4)
    refused(rec)
    rec["house_rules"]["round_end"] = "bell"
    assert round_of(sheet_of(rec))[:2] == (420, 240)


# ---------------------------------------------------------------------------------------------
# §7 house-rule keys: every value each key may take is accepted, a key marked "—" for the form
# and a value not allowed are refused (§2.2 "unknown fields are errors, and so is a house-rule key
# not in §7, a key marked "—" there for the record's form, or a value not allowed").

FORMS = ("whist_drive", "bridge_whist_drive", "auction_drive", "contract_drive")

ONE_DEAL = {
    "bridge_whist_drive": bw_premium_deals()[:1],
    "auction_drive": auction_deals()[:1],
    "contract_drive": contract_deals()[:1],
}


def base(form: str, **house: Any) -> Record:
    if form == "whist_drive":
        return whist(1, [tricks(7)], house)
    return bridge(form, None, ONE_DEAL[form], **house)


COMMON: dict[str, list[Any]] = {
    "movement": ["progressive", "semi_partner", "head_table"],  # (the pair movements: above)
    "movers": ["winners", "losers"],
    "rounds": [1, 6, 24],
    "round_end": ["fixed_hands", "bell"],
    "tie_at_table": ["count_back", "cut", "half_win"],
    "prize_tie_break": ["count_back", "rounds_won", "cut", "share"],
    "one_prize_each": [True, False],
    "sit_out_score": ["own_average", "fixed", "zero"],
    "sit_out_fixed": [0, 6.5, 3],
    "start_allocation": ["draw", "entered", "arrival"],
    "head_winners_split": [True, False],
}
ONLY: dict[str, dict[str, list[Any]]] = {
    "whist_drive": {
        "hands_per_round": [1],
        "interval_after": [12, 1],
        "count": ["all_tricks", "odd_tricks"],
        "honours": [False],
        "score_by": ["tricks", "rounds_won"],
        "trumps": ["rotate", "turn_up", "cut"],
        "trump_order": ["HCDS", "CDHS", "NSHDC", "N", "SSHH"],
    },
    "bridge_whist_drive": {
        "deals_per_round": [1],
        "count_honours": [True, False],
        "score_by": ["points", "rounds_won"],
        "bridge_score": ["own_points", "net_points"],
        "round_premium": ["none", "fifty_to_higher_trick_score", "fifty_per_game"],
    },
    "auction_drive": {
        "deals_per_round": [1],
        "count_honours": [True, False],
        "score_by": ["points", "rounds_won"],
        "bridge_score": ["own_points", "net_points"],
        "game_premium": [125, 250, 0],
        "part_score_carry": [False, True],
    },
    "contract_drive": {
        "deals_per_round": [1],
        "count_honours": [True, False],
        "score_by": ["points", "rounds_won"],
        "bridge_score": ["own_points", "net_points"],
        "part_score_carry": [False, True],
        "part_score_premium": [50, 0],
        "vulnerability": ["chicago", "none", "both", "nondealer"],
    },
}
ALL_KEYS = set(COMMON) | {k for by in ONLY.values() for k in by}


@pytest.mark.parametrize(
    ("form", "key", "value"),
    [
        (form, key, value)
        for form in FORMS
        for key, values in {**COMMON, **ONLY[form]}.items()
        for value in values
    ],
)
def test_allowed_value_accepted(form: str, key: str, value: Any) -> None:
    rc, _, err = run(base(form, **{key: value}))
    assert rc == 0, err


@pytest.mark.parametrize(
    ("form", "key"),
    [(form, key) for form in FORMS for key in sorted(ALL_KEYS - set(COMMON) - set(ONLY[form]))],
)
def test_key_marked_dash_refused(form: str, key: str) -> None:
    value = next(v for by in ONLY.values() for k, vs in by.items() if k == key for v in vs)
    err = refused(base(form, **{key: value}))
    assert any(key in line for line in err), err


BAD_VALUES: list[tuple[str, str, Any]] = [
    ("whist_drive", "movement", "mitchell"),
    ("whist_drive", "movers", "both"),
    ("whist_drive", "hands_per_round", 0),
    ("whist_drive", "hands_per_round", 1.5),
    ("whist_drive", "rounds", 0),
    ("whist_drive", "round_end", "timer"),
    ("whist_drive", "count", "honours"),
    ("whist_drive", "honours", "yes"),
    ("whist_drive", "score_by", "stars"),
    ("whist_drive", "tie_at_table", "play_on"),
    ("whist_drive", "prize_tie_break", "random"),
    ("whist_drive", "one_prize_each", "yes"),
    ("whist_drive", "sit_out_score", "average"),
    ("whist_drive", "sit_out_fixed", "6.5"),
    ("whist_drive", "trumps", "none"),
    ("whist_drive", "trump_order", "HCDX"),
    ("whist_drive", "start_allocation", "seeded"),
    ("whist_drive", "head_winners_split", "no"),
    ("whist_drive", "bonus_for_thirteen", True),
    ("bridge_whist_drive", "round_premium", "fifty"),
    ("bridge_whist_drive", "bridge_score", "gross"),
    ("bridge_whist_drive", "count_honours", 1),
    ("bridge_whist_drive", "deals_per_round", 0),
    ("auction_drive", "game_premium", 200),
    ("auction_drive", "part_score_carry", "no"),
    ("contract_drive", "vulnerability", "dealer"),
    ("contract_drive", "part_score_premium", 100),
]


@pytest.mark.parametrize(("form", "key", "value"), BAD_VALUES)
def test_value_not_allowed_refused(form: str, key: str, value: Any) -> None:
    err = refused(base(form, **{key: value}))
    assert any(key in line for line in err), err


@pytest.mark.parametrize(
    ("form", "code"),
    [
        ("whist_drive", "portland_1904"),  # §2.1 "A code other than null or absent for
        ("bridge_whist_drive", "laws_2014"),  # whist_drive is an error"; a code the form's
        ("auction_drive", "portland_1904"),  # game does not have is one too
        ("contract_drive", "whist_club_1913"),
        ("contract_drive", "acbl"),
    ],
)
def test_wrong_code_refused(form: str, code: str) -> None:
    rec = base(form)
    rec["code"] = code
    refused(rec)


def test_half_time_top_in_a_bridge_form_is_refused() -> None:
    # §3.7 "half_time_top in a form where interval_after is "—" (§7) is an error"
    rec = base("contract_drive")
    rec["prizes"] = [{"id": "half", "pool": "all", "kind": "half_time_top"}]
    refused(rec)


# ---------------------------------------------------------------------------------------------
# More of the spec's worked variants, and listing rules.


def test_pa_round_2t_honours_off() -> None:
    # §4.2: "With count_honours=false: table 1 NS 24, EW 366; table 2 NS 175, EW 173 — NS now win
    # table 2." Next seating then: t1 EW (L2 G2) and t2 NS (L3 G3) won and move:
    # t1 N L1, E L3, S G3, W G1; t2 N L4, E L2, S G2, W G4.
    rec = golden("PA-ROUND-2T")
    rec["house_rules"]["count_honours"] = False
    sheet = sheet_of(rec)
    t1, t2 = table(sheet, 1, 1), table(sheet, 1, 2)
    assert (t1["NS"], t1["EW"], t1["winner"]) == (24, 366, "EW")
    assert (t2["NS"], t2["EW"], t2["winner"], t2["decided_by"]) == (175, 173, "NS", None)
    assert [(d["NS"], d["EW"]) for d in t1["deals"]] == [(24, 0), (0, 155), (0, 50), (0, 161)]
    assert [(d["NS"], d["EW"]) for d in t2["deals"]] == [(20, 0), (0, 157), (155, 0), (0, 16)]
    assert seats(sheet["rounds"][0]["next_seating"]) == ["L1 L3 G3 G1", "L4 L2 G2 G4"]
    assert standings(sheet, "total", "rounds_won") == [
        ("G2", 366, 1), ("L2", 366, 1), ("G3", 175, 1), ("L3", 175, 1),
        ("G4", 173, 0), ("L4", 173, 0), ("G1", 24, 0), ("L1", 24, 0),
    ]  # fmt: skip


def test_pc_drive_8_part_scores_carried() -> None:
    # PC-DRIVE-8 under part_score_carry=true (§4.3 "part scores carry within the round toward
    # 100, game premium by the vulnerability of the deal that completes the game, 100 for a part
    # score on deal 4 that does not complete a game; part_score_premium is then not paid"):
    # r1 t1 NS 420, EW 90 + 100 + 600 = 790; r1 t2 EW 70 (1NT+1, no 50) + 300 + 160 (3C=, deal 4
    # part score: 60 + 100) = 530, NS 1430; r2 t1 NS 430 + 100 + 620 = 1150, EW 40 (2D=, no 50);
    # r2 t2 EW 90 + 600 + 200 = 890, NS 60 (2S=, no 50).
    rec = golden("PC-DRIVE-8")
    rec["house_rules"]["part_score_carry"] = True
    sheet = sheet_of(rec)
    got = [(table(sheet, r, t)["NS"], table(sheet, r, t)["EW"]) for r in (1, 2) for t in (1, 2)]
    assert got == [(420, 790), (1430, 530), (1150, 40), (60, 890)]
    assert standings(sheet, "total") == [
        ("G3", 2580), ("L2", 1680), ("L1", 1570), ("L3", 1470),
        ("G4", 1420), ("G2", 850), ("L4", 590), ("G1", 460),
    ]  # fmt: skip
    assert prizes(sheet) == [
        ("ladies_1", "L2", 1680, None),
        ("gents_1", "G3", 2580, None),
        ("booby", "G1", 460, None),
    ]


def test_standings_ties_listed_by_code_point() -> None:
    # §2.3 "equal totals are listed by id in ascending code-point order ("G10" before "G2")".
    # Five tables, one round: every winning side 8, every losing side 5.
    sheet = sheet_of(whist(5, [alternating(5)], {"rounds": 2}))
    eights = ["G1", "G4", "G5", "G8", "G9", "L1", "L4", "L5", "L8", "L9"]
    fives = ["G10", "G2", "G3", "G6", "G7", "L10", "L2", "L3", "L6", "L7"]
    assert [s["player"] for s in sheet["standings"]] == eights + fives
    assert sheet["pools"]["gent"] == ["G1", "G4", "G5", "G8", "G9", "G10", "G2", "G3", "G6", "G7"]


def test_partner_losers_with_a_bye() -> None:
    # §3.7 a bye's real side "count[s] as the winner for movement": under movers=losers the ghost
    # pair moves. WD-PARTNER-SITOUT round 1 (t1 P1 v P2 8–5, t2 P3 v P4 6–7, t3 P5 v ghost bye):
    # losers P2, P3, ghost move to t+1 as EW; P1, P4, P5 stay at NS.
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"]["movers"] = "losers"
    rec["rounds"] = rec["rounds"][:1]
    sheet = sheet_of(rec)
    assert seats(sheet["rounds"][0]["next_seating"]) == ["P1 ghost", "P4 P2", "P5 P3"]


def test_compass_with_a_bye() -> None:
    # compass: "The EW pair of table t+1 comes to t, whatever the result"
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"]["movement"] = "compass"
    del rec["house_rules"]["movers"]
    rec["rounds"] = rec["rounds"][:1]
    sheet = sheet_of(rec)
    assert seats(sheet["rounds"][0]["next_seating"]) == ["P1 P4", "P3 ghost", "P5 P2"]


def test_pair_pool_all_and_prize_nobody_can_take() -> None:
    # §2.1 pool "pairs in pair drives, where all means the same"; place defaults to 1; §2.3 "A
    # prize no candidate can take (all hold a prize already) is left out."
    rec = golden("WD-PARTNER-SITOUT")
    rec["prizes"] = [{"id": f"p{k}", "pool": "all", "kind": "top", "place": k} for k in range(1, 7)]
    rec["prizes"][0] = {"id": "p1", "pool": "all", "kind": "top"}
    sheet = sheet_of(rec)
    # P1 25.5, P5 24, P2 18, P3 17, P4 15; the sixth prize has no candidate
    assert prizes(sheet) == [
        ("p1", "P1", 25.5, None),
        ("p2", "P5", 24, None),
        ("p3", "P2", 18, None),
        ("p4", "P3", 17, None),
        ("p5", "P4", 15, None),
    ]


# ---------------------------------------------------------------------------------------------
# §2.2 Validation: exit 2, "one line per problem naming round, table and field".


def test_problems_name_round_table_and_field() -> None:
    rec = whist(3, [tricks(8, 6, 7)], {"rounds": 3})
    res = rec["rounds"][0]["results"]
    res[1]["EW"] = 6  # 6 + 6 = 12: "tricks add up to 13 per hand"
    del res[2]  # "every round has one result per table"
    err = refused(rec)
    assert len(err) == 2, err
    assert any("round 1" in x and "table 2" in x and "trick" in x.lower() for x in err), err
    assert any("round 1" in x and "table 3" in x for x in err), err


@pytest.mark.parametrize(
    ("what", "change", "words"),
    [
        # §2.1 "tables MUST equal the number of entries of start"
        ("tables", lambda r: r.update(tables=3), ["tables"]),
        # §2.2 "Every real player sits at most once per round, in the start and in any stored
        # seating"
        ("seated twice", lambda r: r["start"][1].update(N="L1"), ["L1"]),
        (
            "seated twice in a stored seating",
            lambda r: r["rounds"].append(
                {
                    "round": 2,
                    "results": tricks(7, 7),
                    "seating": seating("L2 L4 G4 G2", "L2 L1 G1 G3"),
                }
            ),
            ["round 2", "L2"],
        ),
        # "the start has one lady and one gent in each partnership where the movement needs
        # roles"; "a ghost takes the role of the seat it starts in (N, E lady; S, W gent)"
        (
            "ghost lady with a lady",
            lambda r: r["start"][0].update(N="ghost", S="L1", E="G1"),
            ["start"],
        ),
        # "a pair drive gives pairs and seats pairs"
        (
            "individual seating in a pair drive",
            lambda r: r["house_rules"].update(movement="partner"),
            ["pairs"],
        ),
        # "unknown fields are errors"
        (
            "unknown result field",
            lambda r: r["rounds"][0]["results"][0].update(colour=1),
            ["round 1", "table 1", "colour"],
        ),
        ("unknown record field", lambda r: r.update(colour=1), ["colour"]),
        # §2.1 trumps "one of H C D S N"
        ("trumps", lambda r: r["rounds"][0].update(trumps="X"), ["round 1", "trumps"]),
        # "no more rounds than rounds"
        (
            "too many rounds",
            lambda r: (
                r["house_rules"].update(rounds=1)
                or r["rounds"].append({"round": 2, "results": tricks(7, 7)})
            ),
            ["round"],
        ),
        # a bye where no ghost sits
        (
            "bye without ghosts",
            lambda r: r["rounds"][0]["results"][0].update(bye="NS"),
            ["round 1", "table 1", "bye"],
        ),
    ],
)
def test_bad_records_refused(what: str, change: Any, words: list[str]) -> None:
    rec = whist(2, [tricks(8, 6)], {"rounds": 3})
    change(rec)
    err = refused(rec)
    assert any(all(w in line for w in words) for line in err), (what, err)


def test_stored_seating_with_two_ladies_partnered_is_not_an_error() -> None:
    # §2.2 "a stored seating that contradicts the previous round's results, or that partners two
    # ladies or two gents, is not an error (the secretary may move people by hand)"
    rec = whist(2, [tricks(8, 6), tricks(7, 7)], {"rounds": 3})
    rec["rounds"][1]["seating"] = seating("L1 L2 L3 G2", "G1 L4 G3 G4")
    sheet = sheet_of(rec)
    assert table(sheet, 2, 1)["seating"] == {"N": "L1", "E": "L2", "S": "L3", "W": "G2"}


def test_bridge_deal_problems_name_the_deal() -> None:
    # §2.2 "a deal record must be valid for the code"; PC-ERR-ROYAL-SPADES's kind: royal spades
    # are an auction 1912/1913 strain, not contract's.
    deals = contract_deals()
    deals[2]["contract"] = "3RS"
    err = refused(bridge("contract_drive", None, deals))
    assert any("round 1" in x and "table 1" in x and "deal 3" in x for x in err), err


def test_absent_between_two_rounds_played_without_a_seating_is_an_error() -> None:
    # drives.md §2.2: "A player absent in a round *between* two rounds played is an error unless
    # that round's seating says so." G4 is replaced by a ghost in round 2's stored seating,
    # round 3 has no seating (derived), and G4 is back in round 4's stored seating.
    err = refused(kept("absent-between-rounds"))
    assert any(x.startswith("round 3: seating: G4 is absent") for x in err), err
    # Round 3's seating stored (G4's seat a ghost's): the absence is said, and it is accepted.
    rec = kept("absent-between-rounds")
    two = {**rec, "rounds": rec["rounds"][:2]}
    rec["rounds"][2]["seating"] = sheet_of(two)["rounds"][-1]["next_seating"]
    assert sheet_of(rec)["rounds"][2]["round"] == 3


@pytest.mark.xfail(
    strict=True,
    reason="drives.md §3.6: 'the recorded cut or draw is the prize's tie_winner (§2.1), and a tie "
    "that needs it and lacks it is an input error (§2.2)'; §2.2: 'a tie that the tie rule "
    "cannot decide needs tie_winner (... for a prize, the prize's tie_winner)'. The program "
    "refuses only when every round of the drive is entered; in a drive in progress (and the "
    "whist drive's default rounds is 24) it prints a 'provisional' prize with winner null "
    "(exit 0).",
)
def test_prize_tie_without_cut_in_a_drive_in_progress_is_an_error() -> None:
    refused(kept("prize-tie-no-cut-in-progress"))


# ---------------------------------------------------------------------------------------------
# More: half-time credits, a ghost pair formed by the movement, trumps given, dealers, carry
# between rounds, money.


def test_sitout_fixed_is_exact_as_written() -> None:
    # §2.3 "It is kept exact (a fraction) ... rounded to two decimal places, halves away from
    # zero": sit_out_fixed 6.005 → P1 17 + 6.005 = 23.005 → 23.01 (not the binary 23.00499…).
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"].update({"sit_out_score": "fixed", "sit_out_fixed": 6.005})
    assert standings(sheet_of(rec), "total")[0] == ("P1", 23.01)


def test_half_time_top_with_the_credits_so_far() -> None:
    # §3.7 "half_time_top uses the totals at the interval with the credits so far". WD-PARTNER-
    # SITOUT, interval after round 2: P1 8+9 = 17; P4 7 + bye (own average so far 7) = 14;
    # P5 bye + 6 (so far 6) = 12; P2 5+7 = 12; P3 6+4 = 10. P1 holds the first prize → P4.
    # (With the final averages P4 would have 7 + 5 = 12 and P5 6 + 8 = 14.)
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"]["interval_after"] = 2
    rec["prizes"] = [
        {"id": "pairs_1", "pool": "pairs", "kind": "top"},
        {"id": "half", "pool": "pairs", "kind": "half_time_top"},
    ]
    assert prizes(sheet_of(rec)) == [("pairs_1", "P1", 25.5, None), ("half", "P4", 14, None)]


def test_ghost_pair_made_by_the_movement_is_a_bye() -> None:
    # The three-ghost drive above: round 2 seats L2 with ghost2 (NS) against ghost3 and ghost1
    # (EW): a bye for NS. Round 2: t2 L4 G6 v L1 G4 7–6, t3 L5 G1 v L3 G5 6–7.
    rec = whist(3, [tricks(8, 8, 5)], {"rounds": 2})
    rec["players"] = [p for p in rec["players"] if p["id"] not in ("G2", "G3", "L6")]
    rec["start"][0]["W"] = "ghost1"
    rec["start"][1]["S"] = "ghost2"
    rec["start"][2]["E"] = "ghost3"
    rec["rounds"].append(
        {
            "round": 2,
            "results": [
                {"table": 1, "bye": "NS"},
                {"table": 2, "NS": 7, "EW": 6},
                {"table": 3, "NS": 6, "EW": 7},
            ],
        }
    )
    sheet = sheet_of(rec)
    # L2: round 1 5 (with ghost1), round 2 a bye credited her own average 5 → 10.
    assert standings(sheet, "total", "rounds_won", "played", "sat_out") == [
        ("G6", 15, 2, 2, 0),
        ("L3", 15, 2, 2, 0),
        ("G1", 14, 1, 2, 0),
        ("L1", 14, 1, 2, 0),
        ("G5", 12, 1, 2, 0),
        ("L4", 12, 1, 2, 0),
        ("G4", 11, 0, 2, 0),
        ("L5", 11, 0, 2, 0),
        ("L2", 10, 0, 1, 1),
    ]


def test_trumps_given_stand_and_the_rotation_goes_on() -> None:
    # §2.1 rounds[r].trumps "is not checked against trump_order, because the caller's word
    # stands"; §3.8 the rotation is by "the drive-wide hand index": round 2 is still C.
    rec = whist(1, [tricks(7), tricks(7), tricks(7)], {"rounds": 5})
    rec["rounds"][0]["trumps"] = "S"
    assert [r.get("trumps") for r in sheet_of(rec)["rounds"]] == ["S", "C", "D"]


def test_contract_first_dealer_sets_the_vulnerability() -> None:
    # §2.1 "optional first_dealer (default N; the deal passes to the left within the round)";
    # §4.3 chicago "deals 2–3 the dealer's side". first_dealer E: deal 2 S deals (NS vulnerable),
    # deal 3 W (EW), deal 4 N (both). 1NT= by E 40 + 50; 3NT= by S 100 + 500; by W 100 + 500;
    # by N 100 + 500.
    deals = [
        {"declarer": "E", "contract": "1NT", "result": 7},
        {"declarer": "S", "contract": "3NT", "result": 9},
        {"declarer": "W", "contract": "3NT", "result": 9},
        {"declarer": "N", "contract": "3NT", "result": 9},
    ]
    rec = bridge("contract_drive", None, deals)
    rec["rounds"][0]["results"][0]["first_dealer"] = "E"
    assert round_of(sheet_of(rec)) == (1200, 690, "NS", [(0, 90), (600, 0), (0, 600), (600, 0)])


def test_auction_carry_stops_at_the_end_of_the_round() -> None:
    # §4.2 part_score_carry: "at the end of the round nothing is carried". One table, one deal a
    # round: round 1 N 2H+1 24 (+ honours 16); round 2 (L2 L1 G1 G2 after NS won: L2 G1 v L1 G2)
    # N 1C+1 12 + honours 12: 24 + 12 would reach 30 only if carried.
    d1 = auction_deals()[0]
    d2 = {**auction_deals()[1], "dealer": "N", "declarer": "N"}
    rec = bridge("auction_drive", None, [d1], part_score_carry=True, rounds=2)
    rec["rounds"].append({"round": 2, "results": [{"table": 1, "deals": [d2]}]})
    sheet = sheet_of(rec)
    assert (table(sheet, 1, 1)["NS"], table(sheet, 2, 1)["NS"]) == (40, 24)


def test_money() -> None:
    # §5.7: "entry_fee × paying players = takings; prize_fund = fixed amounts per prize | percent
    # of takings split by listed shares; surplus = takings − prize fund − expenses"; "paid: ...
    # absent means every real player paid".
    rec = two_by_two({}, [LADIES_1, GENTS_1])
    rec["house_rules"]["prize_tie_break"] = "rounds_won"
    rec["money"] = {
        "entry_fee": 3.0,
        "prize_fund": {"mode": "fixed", "amounts": {"ladies_1": 5, "gents_1": 5}},
        "expenses": [{"label": "hall", "amount": 4.5}],
    }
    money = sheet_of(rec)["money"]
    assert (money["takings"], money["prize_fund"], money["expenses"], money["surplus"]) == (
        24, 10, 4.5, 9.5,
    )  # fmt: skip
    assert money["prizes"] == {"ladies_1": 5, "gents_1": 5}
    rec["money"] = {
        "entry_fee": 2.5,
        "paid": ["L1", "L2", "L3", "G1", "G2", "G3"],
        "prize_fund": {"mode": "percent", "percent": 50, "shares": {"ladies_1": 60, "gents_1": 40}},
    }
    money = sheet_of(rec)["money"]
    # takings 6 × 2.5 = 15; fund 7.5; 60 % → 4.5, 40 % → 3
    assert (money["takings"], money["prize_fund"], money["surplus"]) == (15, 7.5, 7.5)
    assert money["prizes"] == {"ladies_1": 4.5, "gents_1": 3}


def test_whole_figures_are_integers_even_from_a_float_rule() -> None:
    # §2.3 Numbers: "an integer when the exact value is whole (24, never 24.0)". sit_out_fixed
    # 7.0: P1 17 + 7 = 24, P5 16 + 7 = 23, P4 10 + 7 = 17.
    rec = golden("WD-PARTNER-SITOUT")
    rec["house_rules"].update({"sit_out_score": "fixed", "sit_out_fixed": 7.0})
    sheet = sheet_of(rec)
    assert standings(sheet, "total") == [("P1", 24), ("P5", 23), ("P2", 18), ("P3", 17), ("P4", 17)]
    assert prizes(sheet) == [("pairs_1", "P1", 24, None), ("booby", "P4", 17, ["P3", "P4"])]


# drives.md §3.9: mystery is "the total nearest the secretary's sealed number target, ties by
# prize_tie_break"; the pool is "ranked by the prize's figure (... mystery: nearest target
# first), equal figures ordered by prize_tie_break" and "the prize is tied when another
# candidate has the winner's figure": totals equally near the target are tied (the audit found
# only equal totals tied, while under share the equally near total was listed as a sharer).


def test_mystery_tie_is_equal_nearness() -> None:
    # target 25: L1 24 and L2 L4 L6 G2 G6 26 are all 1 away; count-back round 4: L1 7, L2 6,
    # L4 5, L6 8, G2 7, G6 6 → L6; the tie is all six.
    assert prizes(sheet_of(kept("mystery-equally-near"))) == [
        ("mystery", "L6", 26, ["G2", "G6", "L1", "L2", "L4", "L6"])
    ]


def test_mystery_tie_half_way_between_totals() -> None:
    # target 23.5: L3 23 and L1 24 are both 0.5 away; round 4: L1 7, L3 3 → L1, tied with L3.
    assert prizes(sheet_of(kept("mystery-half-way"))) == [("mystery", "L1", 24, ["L1", "L3"])]


def test_mystery_share_lists_everyone_equally_near() -> None:
    rec = kept("mystery-equally-near")
    rec["house_rules"]["prize_tie_break"] = "share"
    got = sheet_of(rec)["prizes"][0]
    assert got["winner"] is None and got["tie"] == ["G2", "G6", "L1", "L2", "L4", "L6"]


def contract_pairs(**house: Any) -> Record:
    # A contract partner drive: 3 pairs and a ghost pair on 2 tables, two deals a round.
    # r1 t1 P1 v P2: N 1NT= (deal 1, none vulnerable) 40 + 50 = 90; E 1NT−1 (deal 2, EW the
    # dealer's side vulnerable) NS 100 → NS 190, EW 0; t2 P3 v ghost, bye.
    # r2 (P1 → t2 EW, P3 from the bye → t1 EW) t1 P2 v P3: N 3NT= 100 + 300 = 400; E 1C= 20 +
    # 50 = 70; t2 ghost v P1, bye.
    rec = sitout_thirds()
    rec["form"] = "contract_drive"
    del rec["code"]
    rec["house_rules"] = {"movement": "partner", "deals_per_round": 2, "rounds": 2, **house}
    rec["prizes"] = []
    d = [
        {"dealer": "N", "declarer": "N", "contract": "1NT", "result": 7},
        {"dealer": "E", "declarer": "E", "contract": "1NT", "result": 6},
        {"dealer": "N", "declarer": "N", "contract": "3NT", "result": 9},
        {"dealer": "E", "declarer": "E", "contract": "1C", "result": 7},
    ]
    rec["rounds"] = [
        {"round": 1, "results": [{"table": 1, "deals": d[:2]}, {"table": 2, "bye": "NS"}]},
        {"round": 2, "results": [{"table": 1, "deals": d[2:]}, {"table": 2, "bye": "EW"}]},
    ]
    return rec


@pytest.mark.parametrize(
    ("house", "want"),
    [
        # own average: P1 190 + 190; P3 70 + 70
        ({}, [("P2", 400), ("P1", 380), ("P3", 140)]),
        # fixed: "sit_out_fixed × the hands (deals) of a round": 100 × 2
        ({"sit_out_score": "fixed", "sit_out_fixed": 100}, [("P2", 400), ("P1", 390), ("P3", 270)]),
        # the bridge forms' sit_out_fixed default is 0 (§7)
        ({"sit_out_score": "fixed"}, [("P2", 400), ("P1", 190), ("P3", 70)]),
        ({"sit_out_score": "zero"}, [("P2", 400), ("P1", 190), ("P3", 70)]),
        # net points: P1 +190 (+190 credit); P2 −190 + 330; P3 −330 (−330 credit)
        ({"bridge_score": "net_points"}, [("P1", 380), ("P2", 140), ("P3", -660)]),
    ],
)
def test_contract_pair_drive_sit_out(house: dict[str, Any], want: list[tuple[str, int]]) -> None:
    sheet = sheet_of(contract_pairs(**house))
    assert standings(sheet, "total") == want
    bye = table(sheet, 1, 2)
    assert (bye["NS"], bye["EW"], bye["deals"]) == (None, None, [])


def test_ghost_pair_bye_under_movers_losers() -> None:
    # The bye side counts as the winner, so under movers=losers the ghost pair moves (lady → t+1,
    # gent → t−1): t1 N L1, E ghost1, S ghost2, W G1; t2 N L3, E L2, S G2, W G3.
    rec = whist(2, [[{"table": 1, "NS": 8, "EW": 5}, {"table": 2, "bye": "NS"}]], {"rounds": 2})
    rec["house_rules"]["movers"] = "losers"
    rec["players"] = [p for p in rec["players"] if p["id"] not in ("L4", "G4")]
    rec["start"][1].update({"E": "ghost1", "W": "ghost2"})
    sheet = sheet_of(rec)
    assert seats(sheet["rounds"][0]["next_seating"]) == ["L1 ghost1 ghost2 G1", "L3 L2 G2 G3"]


def test_bridge_whist_doubled_slam_deal() -> None:
    # §4.1: "NS declare no trumps, doubled once, win 12 tricks, hold four aces divided: 6 × 12 ×
    # 2 = 144 below, little slam 20, aces 40 (honours and slams are not doubled) = 204 to NS".
    deal = {"dealer": "N", "maker": "dealer", "declaration": "NT", "doubles": 1,
            "tricks": {"NS": 12, "EW": 1}, "honours": {"N": 2, "S": 2}}  # fmt: skip
    assert round_of(sheet_of(bridge("bridge_whist_drive", None, [deal]))) == (
        204, 0, "NS", [(204, 0)],
    )  # fmt: skip


def test_auction_doubled_slam_with_the_premium() -> None:
    # whist_club_1913, S 4H doubled making 12: 6 × 8 × 2 = 96 below (30 or more: + 125),
    # doubled bonus 50 + 2 × 50 = 150, little slam 20, four honours divided (S 3, N 1) 4 × 8 = 32
    # → 423 to NS.
    deal = {"dealer": "N", "declarer": "S", "contract": "4HX", "result": 12,
            "honours": {"S": 3, "N": 1, "E": 1}}  # fmt: skip
    assert round_of(sheet_of(bridge("auction_drive", None, [deal]))) == (
        423, 0, "NS", [(423, 0)],
    )  # fmt: skip


def test_late_pair_takes_the_ghost_pairs_seat() -> None:
    # §2.2 "a late arrival takes a ghost's seat from a round on"; "Absent rounds are neither
    # credited nor counted in played". sitout_thirds' round 2 seats ghost v P1 at table 2; P4
    # arrives and takes the ghost pair's seat. r2: t1 P2 v P3 6–7, t2 P4 v P1 4–9.
    rec = sitout_thirds()
    rec["players"] += [
        {"id": "L4", "name": "L4", "role": "lady", "pair": "P4"},
        {"id": "G4", "name": "G4", "role": "gent", "pair": "P4"},
    ]
    rec["pairs"]["P4"] = ["L4", "G4"]
    rec["house_rules"]["rounds"] = 3
    rec["prizes"] = []
    rec["rounds"] = rec["rounds"][:2]
    rec["rounds"][1]["seating"] = seating("P2 P3", "P4 P1")
    rec["rounds"][1]["results"][1] = {"table": 2, "NS": 4, "EW": 9}
    sheet = sheet_of(rec)
    # P1 8 + 9; P3 bye (credit: own average 7) + 7; P2 5 + 6; P4 4 (round 1 absent)
    assert standings(sheet, "total", "played", "sat_out") == [
        ("P1", 17, 2, 0), ("P3", 14, 1, 1), ("P2", 11, 2, 0), ("P4", 4, 1, 0),
    ]  # fmt: skip
    # winners P3 (t1 EW) → t2 as EW, P1 (t2 EW) → t1 as EW
    assert seats(sheet["rounds"][1]["next_seating"]) == ["P2 P1", "P4 P3"]


@pytest.mark.xfail(
    strict=True,
    reason="drives.md §2.2/§2.3: 'on a record it cannot score it prints one line per problem'. A "
    "problem in round 1 stops the reading: round 2's (tricks 7 + 5 at table 2, which needs no "
    "seating to be seen) is not reported unless round 2 has a stored seating. (Minor: the "
    "acceptance checker only needs exit 2 and a message.)",
)
def test_every_round_problem_is_reported() -> None:
    err = refused(kept("problems-in-two-rounds"))
    assert any("round 1" in x and "table 1" in x for x in err), err
    assert any("round 2" in x and "table 2" in x for x in err), err


# drives.md §2.2 "one line per problem naming ... field in plain words": an unknown field on
# the first player (id L1) is told by its id, not its position ("player 1"), and a bad role
# gives one line, not two ('"man" is not lady or gent' and "role: missing").
def test_player_problems_name_the_player_once() -> None:
    err = refused(kept("player-problems"))
    assert any("L1" in x and "colour" in x for x in err), err
    assert len([x for x in err if "G1" in x]) == 1, err


# The movements again on 3, 4 and 6 tables with every table won by the same side (worked as
# for MOVES above).
SAME_SIDE: dict[tuple[int, str], dict[str, list[str]]] = {
    (4, "EW"): {
        "progressive/winners": ["L1 L8 G4 G1", "L3 L2 G6 G3", "L5 L4 G8 G5", "L7 L6 G2 G7"],
        "progressive/losers": ["L2 L7 G3 G2", "L4 L1 G5 G4", "L6 L3 G7 G6", "L8 L5 G1 G8"],
        "semi_partner/winners": ["L2 L7 G2 G3", "L4 L1 G4 G5", "L6 L3 G6 G7", "L8 L5 G8 G1"],
        "head_table/winners": ["L2 L4 G4 G2", "L3 L6 G6 G3", "L5 L8 G8 G5", "L7 L1 G1 G7"],
        "partner/winners": ["P1 P8", "P3 P2", "P5 P4", "P7 P6"],
        "partner/losers": ["P2 P7", "P4 P1", "P6 P3", "P8 P5"],
    },
    (6, "NS"): {
        "progressive/winners": [
            "L2 L11 G3 G2",
            "L4 L1 G5 G4",
            "L6 L3 G7 G6",
            "L8 L5 G9 G8",
            "L10 L7 G11 G10",
            "L12 L9 G1 G12",
        ],
        "progressive/losers": [
            "L1 L12 G4 G1",
            "L3 L2 G6 G3",
            "L5 L4 G8 G5",
            "L7 L6 G10 G7",
            "L9 L8 G12 G9",
            "L11 L10 G2 G11",
        ],
        "semi_partner/winners": [
            "L1 L12 G1 G4",
            "L3 L2 G3 G6",
            "L5 L4 G5 G8",
            "L7 L6 G7 G10",
            "L9 L8 G9 G12",
            "L11 L10 G11 G2",
        ],
        "head_table/winners": [
            "L1 L3 G3 G1",
            "L4 L5 G5 G4",
            "L6 L7 G7 G6",
            "L8 L9 G9 G8",
            "L10 L11 G11 G10",
            "L12 L2 G2 G12",
        ],
        "partner/winners": ["P2 P11", "P4 P1", "P6 P3", "P8 P5", "P10 P7", "P12 P9"],
        "partner/losers": ["P1 P12", "P3 P2", "P5 P4", "P7 P6", "P9 P8", "P11 P10"],
    },
    (3, "EW"): {
        "progressive/winners": ["L1 L6 G4 G1", "L3 L2 G6 G3", "L5 L4 G2 G5"],
        "progressive/losers": ["L2 L5 G3 G2", "L4 L1 G5 G4", "L6 L3 G1 G6"],
        "semi_partner/winners": ["L2 L5 G2 G3", "L4 L1 G4 G5", "L6 L3 G6 G1"],
        "head_table/winners": ["L2 L4 G4 G2", "L3 L6 G6 G3", "L5 L1 G1 G5"],
        "partner/winners": ["P1 P6", "P3 P2", "P5 P4"],
        "partner/losers": ["P2 P5", "P4 P1", "P6 P3"],
    },
}


@pytest.mark.parametrize(
    ("t", "side", "key"),
    [(t, side, key) for (t, side), by in SAME_SIDE.items() for key in by],
    ids=lambda v: str(v),
)
def test_movement_one_round_same_side(t: int, side: str, key: str) -> None:
    movement, movers = key.split("/")
    house: dict[str, Any] = {"movement": movement, "rounds": 3}
    if movement != "semi_partner":
        house["movers"] = movers
    res = tricks(*[9 if side == "NS" else 3] * t)
    rec = pair_drive(t, [res], house) if movement == "partner" else whist(t, [res], house)
    assert seats(sheet_of(rec)["rounds"][0]["next_seating"]) == SAME_SIDE[(t, side)][key]


# drives.md §2.1: a ghost takes the role of the seat it starts in and moves like a player:
# one that started at West (a gent), seated at North by a stored seating beside a lady, moves
# as the gent.
def test_ghost_keeps_the_role_of_its_start_seat() -> None:
    # Round 2 as stored: t1 ghost L3 L2 G2, t2 L4 L1 G1 G3, t3 L5 L6 G4 G5; won by t1 NS (L2, the
    # lady, and the ghost, a gent), t2 EW (L1, G3), t3 NS (L5, G4). Ladies +1, gents −1:
    # t1: N L3, E L5, S G3, W G2; t2: N L4, E L2, S G4, W G1; t3: N L6, E L1, S ghost, W G5.
    sheet = sheet_of(kept("ghost-moved-out-of-its-seat"))
    assert seats(sheet["rounds"][1]["next_seating"]) == [
        "L3 L5 G3 G2", "L4 L2 G4 G1", "L6 L1 ghost G5",
    ]  # fmt: skip


@pytest.mark.parametrize("form", FORMS[1:])
def test_bridge_forms_default_to_six_rounds(form: str) -> None:
    # §7 rounds: bridge_whist_drive, auction_drive, contract_drive 6; §2.3 next_seating "Absent
    # after the drive's last round".
    rec = base(form)
    rec["rounds"] = [dict(rec["rounds"][0], round=k) for k in range(1, 7)]
    sheet = sheet_of(rec)
    assert ["next_seating" in r for r in sheet["rounds"]] == [True] * 5 + [False]
