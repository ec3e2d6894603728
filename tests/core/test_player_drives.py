"""A player's drives apart from their rubbers (issue 13): drives played, prizes, average per
hand, from the drives' sheets."""

from __future__ import annotations

from fractions import Fraction

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store
from scorepad.store import drives as ds

PLAYERS = [
    ("L1", "lady", "Ada"),
    ("L2", "lady", "Bea"),
    ("G1", "gent", "Cy"),
    ("G2", "gent", "Dan"),
]


def drive(store: Store, prizes: list[dict[str, object]] | None = None) -> int:
    rec = DriveRecord.new(
        "whist_drive",
        PLAYERS,
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 2},
        prizes=prizes or [],
        title="Spring drive",
        played_on="2026-03-01",
    )
    return ds.create_drive(store, rec).drive_id


def test_each_players_figures_follow_their_side_at_the_table() -> None:
    store = Store.open(":memory:")
    did = drive(store, [{"id": "top", "pool": "all", "kind": "top", "place": 1}])
    ch = ds.record_round_result(store, did, 1, 1, {"NS": 8, "EW": 5}, None)
    seat = ch.sheet["rounds"][0]["tables"][0]["seating"]
    ns = {seat["N"], seat["S"]}
    names = {pid: name for pid, _, name in PLAYERS}
    ch = ds.record_round_result(store, did, 2, 1, {"NS": 6, "EW": 7}, None)
    seat2 = ch.sheet["rounds"][1]["tables"][0]["seating"]
    ns2 = {seat2["N"], seat2["S"]}
    for pid, name in names.items():
        (d,) = ds.player_drives(store, name).drives
        expect = (8 if pid in ns else 5) + (6 if pid in ns2 else 7)
        assert (d.drive_id, d.entrant, d.rounds, d.hands) == (did, pid, 2, 2)
        assert d.points == expect and d.total == expect
        assert d.average == Fraction(expect, 2)
        assert (d.title, d.played_on, d.form) == ("Spring drive", "2026-03-01", "whist_drive")
    winners = [p for p in ch.sheet["prizes"] if p["prize"] == "top"]
    won = {p["winner"] for p in winners}
    for pid, name in names.items():
        mine = ds.player_drives(store, name)
        assert mine.prizes == (1 if pid in won else 0)
        assert mine.drives[0].prizes == (("top",) if pid in won else ())


def test_drives_add_up_over_drives_and_leave_others_out() -> None:
    store = Store.open(":memory:")
    a, b = drive(store), drive(store)
    ds.record_round_result(store, a, 1, 1, {"NS": 9, "EW": 4}, None)
    ds.record_round_result(store, b, 1, 1, {"NS": 2, "EW": 11}, None)
    ada = ds.player_drives(store, "ada")  # names are matched as a person types them
    assert ada.played == 2 and ada.hands == 2
    assert ada.points == sum(d.points for d in ada.drives)
    assert ada.average == ada.points / 2
    assert ds.player_drives(store, "Nobody").played == 0
    assert ds.player_drives(store, "Nobody").average is None


def test_a_drive_not_yet_begun_counts_no_hands() -> None:
    store = Store.open(":memory:")
    drive(store)
    (d,) = ds.player_drives(store, "Cy").drives
    assert (d.rounds, d.hands, d.points, d.average, d.prizes) == (0, 0, 0, None, ())
