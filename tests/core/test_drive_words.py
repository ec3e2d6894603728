"""A drive's sheet in a secretary's words (scorepad/drives/words.py): prizes by title and a
tie's decision with names, never the record's ids (found by the new-user trial: the evening's
PDF printed "G2, L4 level after count-back")."""

from __future__ import annotations

import re

from scorepad.drives import drive_sheet, words
from tests.helpers.golden import drive_cases

CASES = drive_cases()


def test_every_tie_of_a_worked_drive_is_told_with_names_only() -> None:
    record = CASES["WD-DRIVE-12"]["drive"]
    sheet = drive_sheet(record)
    names = {p["id"]: p["name"] for p in record["players"]}
    told = [words.named(p["decided_by"], names) for p in sheet["prizes"] if p.get("decided_by")]
    assert told, "the worked drive has tied prizes"
    for text in told:
        assert not re.search(r"\b[LG]\d+\b", text), text
        assert any(name in text for name in names.values()), text


def test_a_longer_id_is_not_taken_for_a_shorter_one() -> None:
    names = {"G1": "Ann", "G10": "Bo", "L1": "Cy"}
    assert words.named("G10 3, G1 10; L1 v L10", names) == "Bo 3, Ann 10; Cy v L10"


def test_prize_titles_say_pool_place_and_kind() -> None:
    record = CASES["WD-DRIVE-12"]["drive"]
    titles = words.prize_titles(record)
    assert set(titles) == {p["id"] for p in record["prizes"]}
    assert len(set(titles.values())) == len(titles)  # every prize told apart
    assert all(not re.search(r"_\d", t) for t in titles.values())
    assert words.prize_title({"pool": "gent", "kind": "top", "place": 2}) == "Gentlemen's 2nd prize"
    assert words.prize_title({"pool": "all", "kind": "bottom"}) == "Booby prize"
    same = {"prizes": [{"id": "a", "pool": "all"}, {"id": "b", "pool": "all"}]}
    assert words.prize_titles(same) == {"a": "1st prize (a)", "b": "1st prize (b)"}


def test_a_seating_changed_only_by_a_ghost_is_still_said_in_words() -> None:
    """A player left and a ghost took the seat: nobody real sits otherwise than the movement
    gives, and the §5.6 warning said "at table 1: ; the round was played as seated"."""
    from scorepad.drives.rounds import _reseated

    stored = (("L1", "G1", "L2", "~g1"),)
    derived = (("L1", "G1", "L2", "G2"),)
    text = _reseated(3, stored, derived, False, frozenset({"L1", "G1", "L2", "G2"}))
    assert text == (
        "round 3: the seating played differs from the movement at table 1: a ghost sits in "
        "another seat; the round was played as seated"
    )
    moved = _reseated(3, (("G1", "L1", "L2", "G2"),), derived, False, frozenset(derived[0]))
    assert "L1 at table 1 E (the movement gives table 1 N)" in moved and ": ;" not in moved


def test_a_drives_warnings_are_said_in_the_language_and_kept_in_english() -> None:
    """A warning of the sheet is Text: the sheet's JSON keeps the English, the window says it."""
    import json

    from scorepad import i18n
    from scorepad.drives.rounds import _reseated

    derived = (("L1", "G1", "L2", "G2"),)
    moved = _reseated(3, (("G1", "L1", "L2", "G2"),), derived, False, frozenset(derived[0]))
    assert json.dumps([moved]) == json.dumps([str(moved)])  # the English, as before
    german = i18n.say(moved, "de")
    assert german.startswith("Runde 3: ") and "L1" in german and "the movement" not in german
    assert i18n.say(moved, "pl").startswith("runda 3: ") or i18n.say(moved, "pl").startswith(
        "Runda 3: "
    )


def test_how_a_tie_was_decided_is_kept_in_english_and_said_in_the_language() -> None:
    """The sheet's ``decided_by`` is the same English as before (for display, §2.3), and
    said in the window's language."""
    import json

    from scorepad import i18n
    from scorepad.drives import DriveRecord
    from tests.helpers.paths import ROOT

    lines = (ROOT / "tests" / "data" / "drives.jsonl").read_text(encoding="utf-8").splitlines()
    case = next(c for c in map(json.loads, lines) if c["id"] == "WD-4HANDS-TIE")
    sheet = DriveRecord.from_json(case["drive"]).sheet()
    decided = [t["decided_by"] for r in sheet["rounds"] for t in r["tables"] if t["decided_by"]]
    assert "count_back: hand 4 EW 7 v NS 6" in decided
    assert json.loads(json.dumps(decided)) == [str(d) for d in decided]
    said = [i18n.say(d, "de") for d in decided]
    assert "Rückwärtszählung: Hand 4 EW 7 gegen NS 6" in said
