"""The whist family's laws (shared/spec/rules-whist.md §2–§5, §8.1–8.3), rule by rule.

Each table row names its source (the ids of the spec's §1) in the test id. A row sets up a
position with simple trick-only deals, scores one more deal and compares what is marked on that
deal's line, and the game it wins if any. Hypothesis properties run over random valid rubbers of
every game and code (tests/helpers/strategies.py).
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.enums import SEATS, Seat, Side
from scorepad.errors import IllegalEntryError, InvalidEntryError, RecordError
from scorepad.records.houserules import IntRange
from scorepad.records.record import Rubber
from scorepad.rules import get_rules, list_games, score_record, settings_of
from scorepad.rules.whist import WhistRules
from scorepad.sheets.sheet import DealLine, Sheet
from tests.helpers.strategies import WHIST_GAME_CODES as GAME_CODES
from tests.helpers.strategies import whist_rubbers

# ---------------------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------------------


def t(ns: int) -> dict[str, int]:
    """Tricks: NS won ``ns``, EW the rest."""
    return {"NS": ns, "EW": 13 - ns}


def h(ns: int) -> dict[str, int]:
    """Honours: NS held ``ns``, EW the rest."""
    return {"NS": ns, "EW": 4 - ns}


def setup_deals(start: tuple[int, int]) -> list[dict[str, Any]]:
    """Trick-only deals that bring a fresh game to ``start`` (NS, EW) without winning it."""
    deals: list[dict[str, Any]] = []
    for side, n in (("NS", start[0]), ("EW", start[1])):
        while n > 0:
            k = min(n, 7)
            deals.append({"tricks": t(6 + k) if side == "NS" else t(7 - k)})
            n -= k
    return deals


def record(
    game: str,
    deals: list[dict[str, Any]],
    *,
    code: str | None = None,
    hr: dict[str, Any] | None = None,
    first_dealer: str | None = None,
) -> dict[str, Any]:
    rec: dict[str, Any] = {"format": "scorepad-rubber/1", "game": game, "deals": deals}
    if code:
        rec["code"] = code
    if hr:
        rec["house_rules"] = hr
    if first_dealer:
        rec["first_dealer"] = first_dealer
    return rec


def position_record(
    game: str,
    start: tuple[int, int],
    deal: dict[str, Any],
    *,
    code: str | None = None,
    hr: dict[str, Any] | None = None,
    dealer: str | None = None,
) -> dict[str, Any]:
    """A record whose last deal is ``deal``, played at ``start``, dealt by ``dealer``."""
    setup = setup_deals(start)
    first = None
    if dealer is not None:
        seat = Seat(dealer)
        for _ in range(len(setup) % 4):
            seat = Seat(SEATS[(SEATS.index(seat) - 1) % 4])
        first = seat.value
    return record(game, [*setup, deal], code=code, hr=hr, first_dealer=first)


def mark(
    game: str, start: tuple[int, int], deal: dict[str, Any], **kw: Any
) -> tuple[DealLine, Sheet]:
    rec = position_record(game, start, deal, **kw)
    sheet = score_record(rec)
    n = len(sheet.deals)
    before = sheet.deals[n - 2].toward_game if n > 1 else {Side.NS: 0, Side.EW: 0}
    assert (before[Side.NS], before[Side.EW]) == start, "the set-up did not reach the position"
    return sheet.deals[-1], sheet


def line_sums(line: DealLine) -> dict[str, int]:
    out = {"NS": 0, "EW": 0}
    for e in line.entries:
        assert e.column == "points"
        out[e.side.value] += e.points
    return out


# ---------------------------------------------------------------------------------------------
# one deal in a position: the laws, row by row
# ---------------------------------------------------------------------------------------------

SW, LW, AW = "short_whist", "long_whist", "american_whist"

# (game, code, house rules, start (NS, EW), deal, line {NS, EW}, game won (winner, value, loser))
DEAL_CASES = [
    # --- short whist, Revised Code 1900 (1864 numbering in the spec's brackets)
    pytest.param(
        SW,
        None,
        None,
        (0, 0),
        {"tricks": t(9)},
        (3, 0),
        None,
        id="RC1900-l47-each-trick-above-six-one-point",
    ),
    pytest.param(
        SW,
        None,
        None,
        (0, 0),
        {"tricks": t(7), "honours": h(4)},
        (5, 0),
        ("NS", 3, 0),
        id="RC1900-l48-four-honours-four-points",
    ),
    pytest.param(
        SW,
        None,
        None,
        (0, 0),
        {"tricks": t(5), "honours": h(3)},
        (2, 2),
        None,
        id="RC1900-l48-three-honours-two-points",
    ),
    pytest.param(
        SW,
        None,
        None,
        (0, 0),
        {"tricks": t(7), "honours": h(2)},
        (1, 0),
        None,
        id="LSW1864-l3-two-honours-do-not-score",
    ),
    pytest.param(
        SW,
        None,
        None,
        (3, 0),
        {"tricks": t(4), "honours": h(3)},
        (2, 3),
        ("NS", 1, 3),
        id="FOSTER-precedence-YZ-mark-first-so-AB-win-only-a-single",
    ),
    pytest.param(
        SW,
        None,
        None,
        (3, 0),
        {"tricks": t(8), "honours": h(0)},
        (2, 0),
        ("NS", 3, 0),
        id="FOSTER-precedence-AB-tricks-put-them-out-a-treble",
    ),
    pytest.param(
        SW,
        None,
        None,
        (4, 1),
        {"tricks": t(6), "honours": h(4)},
        (0, 1),
        None,
        id="RC1900-l49-at-four-honours-cannot-be-scored",
    ),
    pytest.param(
        SW,
        None,
        None,
        (2, 3),
        {"tricks": t(8), "honours": h(3)},
        (4, 0),
        ("NS", 1, 3),
        id="RC1900-l49-bar-tests-the-commencement-of-the-deal",
    ),
    pytest.param(
        SW,
        None,
        None,
        (2, 0),
        {"tricks": t(0), "honours": h(0), "revokes": [{"by": "EW", "penalty": "add"}]},
        (3, 0),
        ("NS", 3, 0),
        id="RC1900-l75V-revoke-penalty-takes-precedence-treble",
    ),
    pytest.param(
        SW,
        None,
        None,
        (0, 0),
        {"tricks": t(8), "honours": h(3), "revokes": [{"by": "NS", "penalty": "tricks"}]},
        (2, 2),
        None,
        id="RC1900-l75I-take-three-tricks-revoker-keeps-honours",
    ),
    pytest.param(
        SW,
        None,
        None,
        (2, 0),
        {"tricks": t(13), "honours": h(4), "revokes": [{"by": "NS", "penalty": "tricks"}]},
        (2, 0),
        None,
        id="RC1900-l86-revoking-side-cannot-score-more-than-four",
    ),
    pytest.param(
        SW,
        None,
        None,
        (1, 0),
        {"tricks": t(6), "revokes": [{"by": "NS", "penalty": "deduct"}]},
        (-1, 1),
        None,
        id="RC1900-l75I-deduct-three-floored-at-zero",
    ),
    pytest.param(
        SW,
        None,
        None,
        (0, 2),
        {
            "tricks": t(7),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "EW", "penalty": "deduct"}],
        },
        (4, -2),
        None,
        id="RC1900-l75II-a-different-penalty-for-each-revoke",
    ),
    pytest.param(
        SW,
        None,
        None,
        (0, 0),
        {
            "tricks": t(11),
            "honours": h(0),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "add"}],
        },
        (4, 4),
        None,
        id="RC1900-l85-both-sides-revokes-cancel-neither-wins",
    ),
    pytest.param(
        SW,
        "clubs_1864",
        None,
        (0, 0),
        {
            "tricks": t(9),
            "honours": h(3),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "tricks"}],
        },
        (4, 1),
        None,
        id="LSW1864-l81-both-sides-each-punished-neither-wins",
    ),
    pytest.param(
        SW,
        None,
        {"both_sides_revoke": "neither_can_win"},
        (0, 0),
        {
            "tricks": t(9),
            "honours": h(3),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "tricks"}],
        },
        (4, 1),
        None,
        id="house-rule-both_sides_revoke-neither_can_win-on-1900",
    ),
    pytest.param(
        SW,
        "clubs_1864",
        {"both_sides_revoke": "cancel"},
        (0, 0),
        {
            "tricks": t(9),
            "honours": h(3),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "tricks"}],
        },
        (4, 0),
        None,
        id="house-rule-both_sides_revoke-cancel-on-1864",
    ),
    pytest.param(
        SW,
        None,
        {"both_sides_revoke": "new_deal"},
        (3, 3),
        {
            "tricks": t(8),
            "honours": h(1),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "add"}],
        },
        (0, 0),
        None,
        id="ENQUIRE-xviii-both-sides-revoke-new-deal",
    ),
    pytest.param(
        SW,
        None,
        None,
        (4, 0),
        {"tricks": t(13)},
        (7, 0),
        ("NS", 3, 0),
        id="FOSTER-surplus-marked-in-full-not-carried",
    ),
    pytest.param(
        SW,
        None,
        {"negative_scores": "allow"},
        (1, 0),
        {"tricks": t(6), "revokes": [{"by": "NS", "penalty": "deduct"}]},
        (-3, 1),
        None,
        id="house-rule-negative_scores-allow",
    ),
    pytest.param(
        SW,
        None,
        {"negative_scores": "allow"},
        (1, 3),
        {"tricks": t(5), "revokes": [{"by": "NS", "penalty": "deduct"}]},
        (-3, 2),
        ("EW", 3, -2),
        id="negative-losers-score-counts-as-nothing-treble",
    ),
    pytest.param(
        SW,
        None,
        None,
        (0, 0),
        {"tricks": t(2), "revokes": [{"by": "NS", "penalty": "tricks"}]},
        (0, 7),
        ("EW", 3, 0),
        id="revoke_tricks_shortfall-transfer_all_available",
    ),
    pytest.param(
        SW,
        None,
        None,
        (0, 0),
        {"new_deal": True},
        (0, 0),
        None,
        id="spec-2.2-new-deal-scores-nothing",
    ),
    # --- long whist
    pytest.param(
        LW,
        None,
        None,
        (7, 4),
        {"tricks": t(9)},
        (3, 0),
        ("NS", 2, 4),
        id="CASSELL-ten-point-game-HOYLE-IMP-lurch-double",
    ),
    pytest.param(
        LW,
        None,
        None,
        (7, 5),
        {"tricks": t(9)},
        (3, 0),
        ("NS", 1, 5),
        id="HOYLE-IMP-lurch-saved-at-five-single",
    ),
    pytest.param(
        LW,
        None,
        {"game_value": "single_only"},
        (7, 4),
        {"tricks": t(9)},
        (3, 0),
        ("NS", 1, 4),
        id="house-rule-game_value-single_only",
    ),
    pytest.param(
        LW,
        None,
        None,
        (8, 3),
        {"honours": h(4), "call": "NS"},
        (4, 0),
        ("NS", 2, 3),
        id="HOYLE-IMP-l19-call-at-eight-four-honours-before-play",
    ),
    pytest.param(
        LW,
        None,
        None,
        (8, 6),
        {"tricks": t(6), "honours": h(3), "call": "NS"},
        (2, 0),
        ("NS", 1, 6),
        id="HOYLE-IMP-l19-call-at-eight-tricks-not-scored",
    ),
    pytest.param(
        LW,
        None,
        None,
        (9, 4),
        {"tricks": t(5), "honours": h(4)},
        (0, 2),
        None,
        id="ENQUIRE-xx-at-nine-honours-do-not-count",
    ),
    pytest.param(
        LW,
        None,
        None,
        (7, 3),
        {"tricks": t(10), "honours": h(2), "revokes": [{"by": "NS", "penalty": "add"}]},
        (2, 3),
        None,
        id="HOYLE-IMP-l11-revoking-party-must-remain-at-nine",
    ),
    pytest.param(
        LW,
        None,
        None,
        (8, 7),
        {"tricks": t(4), "honours": h(3)},
        (0, 3),
        ("EW", 1, 8),
        id="HOYLE-IMP-l11-tricks-beat-uncalled-honours",
    ),
    pytest.param(
        LW,
        None,
        None,
        (8, 5),
        {"tricks": t(6), "honours": h(3)},
        (2, 1),
        ("NS", 1, 6),
        id="uncalled_honours_at_eight-count_after_play",
    ),
    pytest.param(
        LW,
        None,
        {"uncalled_honours_at_eight": "void"},
        (8, 5),
        {"tricks": t(6), "honours": h(3)},
        (0, 1),
        None,
        id="house-rule-uncalled_honours_at_eight-void",
    ),
    pytest.param(
        LW,
        None,
        None,
        (2, 2),
        {
            "tricks": t(10),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "deduct"}],
        },
        (0, 0),
        None,
        id="ENQUIRE-xviii-long-whist-both-sides-new-deal",
    ),
    pytest.param(
        LW,
        None,
        {"both_sides_revoke": "neither_can_win"},
        (5, 2),
        {
            "tricks": t(13),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "deduct"}],
        },
        (4, 0),
        None,
        id="long-whist-both-sides-neither_can_win-held-at-nine",
    ),
    pytest.param(
        LW,
        None,
        {"negative_scores": "allow"},
        (2, 0),
        {"tricks": t(6), "revokes": [{"by": "NS", "penalty": "deduct"}]},
        (-3, 1),
        None,
        id="long-whist-negative_scores-allow",
    ),
    # --- American whist
    pytest.param(
        AW,
        None,
        None,
        (5, 2),
        {"tricks": t(9)},
        (3, 0),
        ("NS", 5, 2),
        id="WEB-AW-seven-point-game-seven-minus-losers",
    ),
    pytest.param(
        AW,
        None,
        {"game_value": "flat_1"},
        (5, 2),
        {"tricks": t(9)},
        (3, 0),
        ("NS", 1, 2),
        id="house-rule-game_value-flat_1",
    ),
    pytest.param(
        AW,
        None,
        {"game_points": 5, "game_value": "english_scale"},
        (3, 4),
        {"tricks": t(8)},
        (2, 0),
        ("NS", 1, 4),
        id="FOSTER-five-point-game-english-scale",
    ),
    pytest.param(
        AW,
        None,
        {"game_points": 10},
        (5, 2),
        {"tricks": t(9)},
        (3, 0),
        None,
        id="FOSTER-ten-point-game-not-yet-out",
    ),
    pytest.param(
        AW,
        None,
        {"game_points": 10},
        (8, 3),
        {"tricks": t(8)},
        (2, 0),
        ("NS", 7, 3),
        id="FOSTER-ten-point-game-value-ten-minus-losers",
    ),
    pytest.param(
        AW,
        None,
        None,
        (0, 0),
        {"tricks": t(8), "revokes": [{"by": "NS"}]},
        (0, 1),
        None,
        id="FOSTER-american-revoke-two-tricks",
    ),
    pytest.param(
        AW,
        None,
        None,
        (0, 0),
        {"tricks": t(8), "revokes": [{"by": "NS"}, {"by": "EW"}]},
        (2, 0),
        None,
        id="american-revokes-by-both-sides-each-two-tricks",
    ),
    pytest.param(
        AW,
        None,
        None,
        (0, 0),
        {"tricks": t(1), "revokes": [{"by": "NS"}]},
        (0, 7),
        ("EW", 7, 0),
        id="american-revoke-shortfall-transfer_all_available",
    ),
    pytest.param(
        AW,
        None,
        None,
        (5, 0),
        {"tricks": t(11), "revokes": [{"by": "NS"}]},
        (3, 0),
        ("NS", 7, 0),
        id="american-revoker-may-win-by-default",
    ),
    pytest.param(
        AW,
        None,
        {"revoking_side_cannot_win": True},
        (5, 0),
        {"tricks": t(11), "revokes": [{"by": "NS"}]},
        (1, 0),
        None,
        id="house-rule-revoking_side_cannot_win-held-one-short",
    ),
]


@pytest.mark.parametrize(("game", "code", "hr", "start", "deal", "line", "won"), DEAL_CASES)
def test_one_deal(
    game: str,
    code: str | None,
    hr: dict[str, Any] | None,
    start: tuple[int, int],
    deal: dict[str, Any],
    line: tuple[int, int],
    won: tuple[str, int, int] | None,
) -> None:
    got, sheet = mark(game, start, deal, code=code, hr=hr)
    assert line_sums(got) == {"NS": line[0], "EW": line[1]}
    if won is None:
        assert got.game_won is None
        assert sheet.games == ()
    else:
        assert got.game_won is not None
        assert (got.game_won.by.value, got.game_won.value) == won[:2]
        g = sheet.games[-1]
        assert (g.winner.value, g.value, g.loser_score) == won
        assert got.toward_game == {Side.NS: 0, Side.EW: 0}, "the next game starts at love"


# ---------------------------------------------------------------------------------------------
# what is marked, in words and order
# ---------------------------------------------------------------------------------------------


def entries(line: DealLine) -> list[tuple[str, int, str, str]]:
    return [(e.side.value, e.points, e.label, e.explain) for e in line.entries]


def test_entries_follow_the_order_of_the_laws_with_plain_words() -> None:
    line, _ = mark(
        SW, (0, 0), {"tricks": t(8), "honours": h(1), "revokes": [{"by": "NS", "penalty": "add"}]}
    )
    assert entries(line) == [
        ("EW", 3, "revoke", "revoke by NS, three added: 3"),
        ("NS", 2, "tricks", "two by cards: 2"),
        ("EW", 2, "honours", "three honours: 2"),
    ]
    assert line.summary == "NS 8 tricks, honours EW 3, revoke by NS: three added"


def test_capped_and_floored_entries_say_so() -> None:
    line, _ = mark(
        SW,
        (2, 0),
        {"tricks": t(13), "honours": h(4), "revokes": [{"by": "NS", "penalty": "tricks"}]},
    )
    assert entries(line) == [
        (
            "NS",
            2,
            "tricks",
            "four by cards, after giving up three tricks for the revoke, held at four as they "
            "revoked: 2",
        ),
    ]
    line, _ = mark(SW, (1, 0), {"tricks": t(6), "revokes": [{"by": "NS", "penalty": "deduct"}]})
    assert entries(line)[0] == (
        "NS",
        -1,
        "revoke",
        "revoke by NS, three deducted, only one to take: -1",
    )
    assert entries(line)[1] == ("EW", 1, "tricks", "the odd trick: 1")


def test_call_entry_and_honours_words() -> None:
    line, _ = mark(LW, (8, 0), {"honours": h(3), "call": "NS"})
    assert entries(line) == [("NS", 2, "call", "called at eight with three honours: 2")]
    assert line.summary == "NS called at eight with three honours"
    line, _ = mark(SW, (0, 0), {"tricks": t(6), "honours": h(0)})
    assert entries(line) == [
        ("EW", 1, "tricks", "the odd trick: 1"),
        ("EW", 4, "honours", "four honours: 4"),
    ]


def test_nothing_is_marked_after_the_game_is_won() -> None:
    line, _ = mark(SW, (3, 4), {"tricks": t(6), "honours": h(4)})
    assert [e.label for e in line.entries] == ["tricks"]
    assert line.game_won is not None and line.game_won.by is Side.EW


def test_dealer_rotation_status_and_position() -> None:
    rec = record(
        SW,
        [{"tricks": t(9)}, {"new_deal": True}, {"tricks": t(4), "honours": h(1)}, {"tricks": t(7)}],
        first_dealer="W",
    )
    sheet = score_record(rec)
    assert [d.dealer for d in sheet.deals] == [Seat.W, Seat.N, Seat.E, Seat.S]
    assert [d.status for d in sheet.deals] == ["scored", "new_deal", "scored", "scored"]
    assert sheet.deals[0].toward_game == {Side.NS: 3, Side.EW: 0}
    assert sheet.deals[1].toward_game == {Side.NS: 3, Side.EW: 0}
    assert sheet.deals[2].toward_game == {Side.NS: 0, Side.EW: 0}  # EW 3 + 2 honours: game
    assert sheet.games[0].winner is Side.EW and sheet.games[0].value == 1
    assert sheet.games[0].deal == 3
    pos = sheet.position
    assert pos.next_dealer is Seat.W
    assert pos.toward_game == {Side.NS: 1, Side.EW: 0}
    assert pos.game_target == 5 and pos.needs == {Side.NS: 4, Side.EW: 5}
    assert pos.games_won == {Side.NS: 0, Side.EW: 1}


def test_a_dealer_field_resets_the_rotation() -> None:
    rec = record(SW, [{"tricks": t(7)}, {"dealer": "S", "tricks": t(7)}, {"tricks": t(7)}])
    sheet = score_record(rec)
    assert [d.dealer for d in sheet.deals] == [Seat.N, Seat.S, Seat.W]


def test_both_sides_new_deal_is_shown_as_a_new_deal() -> None:
    line, _ = mark(
        LW,
        (0, 0),
        {
            "tricks": t(7),
            "revokes": [{"by": "EW", "penalty": "add"}, {"by": "NS", "penalty": "add"}],
        },
    )
    assert line.status == "new_deal" and line.entries == ()
    assert "new deal" in line.summary


# ---------------------------------------------------------------------------------------------
# the call at eight and its house rule (long whist)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rule", "dealer", "ok"),
    [
        pytest.param(False, "N", True, id="ENQUIRE-eight-with-deal-may-call-by-default"),
        pytest.param(True, "N", False, id="ENQUIRE-some-clubs-eight-with-deal-cannot-call-v-nine"),
        pytest.param(True, "S", False, id="ENQUIRE-dealer-partner-is-the-same-side"),
        pytest.param(True, "E", True, id="ENQUIRE-rule-only-binds-the-dealing-side"),
    ],
)
def test_eight_with_the_deal_against_nine(rule: bool, dealer: str, ok: bool) -> None:
    hr = {"eight_with_deal_cannot_call_against_nine": rule}
    deal = {"tricks": t(6), "honours": h(3), "call": "NS"}
    if ok:
        line, _ = mark(LW, (8, 9), deal, hr=hr, dealer=dealer)
        assert line.dealer == Seat(dealer)
        assert line_sums(line) == {"NS": 2, "EW": 0}
    else:
        rec = position_record(LW, (8, 9), deal, hr=hr, dealer=dealer)
        with pytest.raises(IllegalEntryError) as info:
            score_record(rec)
        p = info.value.problems[0]
        assert (p.deal, p.field) == (len(rec["deals"]), "call")
        assert "nine" in p.message


def test_rule_against_nine_does_not_bind_eight_against_less() -> None:
    hr = {"eight_with_deal_cannot_call_against_nine": True}
    line, _ = mark(LW, (8, 7), {"honours": h(3), "call": "NS"}, hr=hr, dealer="N")
    assert line_sums(line) == {"NS": 2, "EW": 0}


# ---------------------------------------------------------------------------------------------
# input errors: specific type, naming the deal and the field
# ---------------------------------------------------------------------------------------------

ERROR_CASES = [
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": {"NS": 9, "EW": 5}},
        InvalidEntryError,
        "tricks",
        id="tricks-add-to-13",
    ),
    pytest.param(
        SW, None, (0, 0), {"honours": h(3)}, InvalidEntryError, "tricks", id="tricks-missing"
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": t(7), "honours": {"NS": 3, "EW": 2}},
        InvalidEntryError,
        "honours",
        id="honours-add-to-4",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": t(7), "honours": {"NS": 4}},
        InvalidEntryError,
        "honours.EW",
        id="honours-both-sides",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": t(7), "trumps": "H"},
        InvalidEntryError,
        "trumps",
        id="unknown-key",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": t(7), "honours": h(3), "call": "NS"},
        InvalidEntryError,
        "call",
        id="call-only-in-long-whist",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": t(7), "revokes": [{"by": "N", "penalty": "add"}]},
        InvalidEntryError,
        "revokes[0].by",
        id="revoke-by-a-side",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": t(7), "revokes": [{"by": "NS"}]},
        InvalidEntryError,
        "revokes[0].penalty",
        id="penalty-required",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": t(7), "revokes": [{"by": "NS", "penalty": "double"}]},
        InvalidEntryError,
        "revokes[0].penalty",
        id="penalty-add-deduct-or-tricks",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"tricks": t(7), "revokes": [{"by": "NS", "penalty": "add", "when": 3}]},
        InvalidEntryError,
        "revokes[0].when",
        id="unknown-revoke-key",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"new_deal": True, "tricks": t(7)},
        InvalidEntryError,
        "tricks",
        id="new-deal-takes-nothing-else",
    ),
    pytest.param(
        SW,
        None,
        (0, 0),
        {"new_deal": "yes"},
        InvalidEntryError,
        "new_deal",
        id="new-deal-is-a-boolean",
    ),
    pytest.param(
        SW,
        {"revoke_tricks_shortfall": "forbid_option"},
        (0, 0),
        {"tricks": t(2), "revokes": [{"by": "NS", "penalty": "tricks"}]},
        IllegalEntryError,
        "revokes[0].penalty",
        id="shortfall-forbid_option",
    ),
    pytest.param(
        AW,
        None,
        (0, 0),
        {"tricks": t(7), "honours": h(3)},
        InvalidEntryError,
        "honours",
        id="FOSTER-no-honours-in-american-whist",
    ),
    pytest.param(
        AW,
        None,
        (0, 0),
        {"tricks": t(7), "revokes": [{"by": "NS", "penalty": "add"}]},
        InvalidEntryError,
        "revokes[0].penalty",
        id="FOSTER-no-penalty-choice-american",
    ),
    pytest.param(
        AW,
        {"revoke_tricks_shortfall": "forbid_option"},
        (0, 0),
        {"tricks": t(1), "revokes": [{"by": "NS"}]},
        IllegalEntryError,
        "revokes[0].penalty",
        id="american-shortfall-forbid_option",
    ),
    pytest.param(
        LW,
        None,
        (7, 3),
        {"honours": h(4), "call": "NS"},
        IllegalEntryError,
        "call",
        id="HOYLE-IMP-l16-call-only-at-eight",
    ),
    pytest.param(
        LW,
        None,
        (8, 3),
        {"honours": h(2), "call": "NS"},
        InvalidEntryError,
        "call",
        id="HOYLE-IMP-l19-call-needs-two-by-honours",
    ),
    pytest.param(
        LW,
        None,
        (8, 3),
        {"call": "NS"},
        InvalidEntryError,
        "call",
        id="call-needs-the-honours-shown",
    ),
    pytest.param(
        LW,
        None,
        (8, 3),
        {
            "honours": h(4),
            "call": "NS",
            "tricks": t(5),
            "revokes": [{"by": "EW", "penalty": "add"}],
        },
        InvalidEntryError,
        "revokes",
        id="no-revoke-with-a-call-before-play",
    ),
]


@pytest.mark.parametrize(("game", "hr", "start", "deal", "exc", "field"), ERROR_CASES)
def test_input_errors_name_deal_and_field(
    game: str,
    hr: dict[str, Any] | None,
    start: tuple[int, int],
    deal: dict[str, Any],
    exc: type[RecordError],
    field: str,
) -> None:
    rec = position_record(game, start, deal, hr=hr)
    with pytest.raises(exc) as info:
        score_record(rec)
    assert (len(rec["deals"]), field) in {(p.deal, p.field) for p in info.value.problems}


def test_every_problem_of_a_record_is_reported_at_once() -> None:
    rec = record(
        SW,
        [
            {"tricks": {"NS": 9, "EW": 5}},
            {"tricks": t(7)},
            {"tricks": t(7), "honours": {"NS": 9, "EW": 0}, "x": 1},
        ],
    )
    with pytest.raises(InvalidEntryError) as info:
        score_record(rec)
    where = {(p.deal, p.field) for p in info.value.problems}
    assert {(1, "tricks"), (3, "honours.NS"), (3, "x")} <= where


def test_house_rule_values_are_checked() -> None:
    for game, hr, key in (
        (AW, {"game_points": 6}, "house_rules.game_points"),
        (LW, {"rubber_points": -1}, "house_rules.rubber_points"),
        (SW, {"game_points": 7}, "house_rules.game_points"),
        (
            LW,
            {"eight_with_deal_cannot_call_against_nine": 1},
            "house_rules.eight_with_deal_cannot_call_against_nine",
        ),
    ):
        with pytest.raises(InvalidEntryError) as info:
            score_record(record(game, [], hr=hr))
        assert info.value.problems[0].field == key


# ---------------------------------------------------------------------------------------------
# games and rubbers
# ---------------------------------------------------------------------------------------------


def ns_out(loser: int) -> list[dict[str, Any]]:
    """Deals in which EW reach ``loser`` and then NS win the game with 5 by cards."""
    return [*setup_deals((0, loser)), {"tricks": t(11)}]


def ew_out(loser: int) -> list[dict[str, Any]]:
    return [*setup_deals((loser, 0)), {"tricks": t(2)}]


RUBBER_CASES = [
    pytest.param(
        ns_out(3) + ew_out(0) + ns_out(3),
        [("NS", 1), ("EW", 3), ("NS", 1)],
        {"NS": 4, "EW": 3},
        1,
        id="FOSTER-smallest-rubber-one-point",
    ),
    pytest.param(
        ns_out(0) + ns_out(0),
        [("NS", 3), ("NS", 3)],
        {"NS": 8, "EW": 0},
        8,
        id="FOSTER-bumper-eight-points",
    ),
    pytest.param(
        ns_out(4) + ew_out(1) + ns_out(0),
        [("NS", 1), ("EW", 2), ("NS", 3)],
        {"NS": 6, "EW": 2},
        4,
        id="POINTS-six-to-two-a-balance-of-four",
    ),
    pytest.param(
        ew_out(2) + ew_out(3),
        [("EW", 2), ("EW", 1)],
        {"NS": 0, "EW": 5},
        -5,
        id="RC1900-l46-two-games-to-the-same-side-no-third",
    ),
]


@pytest.mark.parametrize(("deals", "games", "totals", "net_ns"), RUBBER_CASES)
def test_short_whist_rubbers(
    deals: list[dict[str, Any]], games: list[tuple[str, int]], totals: dict[str, int], net_ns: int
) -> None:
    sheet = score_record(record(SW, deals))
    assert [(g.winner.value, g.value) for g in sheet.games] == games
    assert {s.value: n for s, n in sheet.totals.items()} == totals
    assert sheet.net == {Side.NS: net_ns, Side.EW: -net_ns}
    assert sheet.complete and sheet.bonus == 2
    assert sheet.winner is (Side.NS if net_ns > 0 else Side.EW)
    assert sheet.position.next_dealer is None


def test_a_deal_after_the_rubber_is_rejected_naming_it() -> None:
    deals = [*ns_out(0), *ns_out(0)]
    rec = record(SW, [*deals, {"new_deal": True}])
    with pytest.raises(IllegalEntryError) as info:
        score_record(rec)
    assert info.value.problems[0].deal == len(deals) + 1


@pytest.mark.parametrize(
    ("hr", "totals"),
    [
        pytest.param(None, {Side.NS: 3, Side.EW: 0}, id="unfinished_rubber-games_only"),
        pytest.param(
            {"unfinished_rubber": "void"}, {Side.NS: 0, Side.EW: 0}, id="unfinished_rubber-void"
        ),
    ],
)
def test_unfinished_rubber(hr: dict[str, Any] | None, totals: dict[Side, int]) -> None:
    sheet = score_record(record(SW, [*ns_out(0), {"tricks": t(4)}], hr=hr))
    assert not sheet.complete and sheet.winner is None and sheet.bonus == 0
    assert sheet.totals == totals
    assert sum(sheet.net.values()) == 0


@pytest.mark.parametrize("hr", [None, {"unfinished_rubber": "void"}])
def test_totals_so_far_count_the_games_won_even_when_stopping_voids_them(
    hr: dict[str, Any] | None,
) -> None:
    """Issue 12: ``totals`` is what a rubber stopped now counts (nothing, when void);
    ``totals_without_allowances`` the game values won so far."""
    sheet = score_record(record(SW, [*ns_out(0), {"tricks": t(4)}], hr=hr))
    assert sheet.totals_without_allowances == {Side.NS: 3, Side.EW: 0}
    assert sheet.to_json()["totals_without_allowances"] == {"NS": 3, "EW": 0}
    void = hr is not None
    assert sheet.totals == ({Side.NS: 0, Side.EW: 0} if void else {Side.NS: 3, Side.EW: 0})


@pytest.mark.parametrize(
    ("hr", "bonus"),
    [
        pytest.param(None, 2, id="long-whist-rubber_points-default-2"),
        pytest.param({"rubber_points": 0}, 0, id="long-whist-rubber_points-0"),
        pytest.param({"rubber_points": 5}, 5, id="long-whist-rubber_points-5"),
    ],
)
def test_long_whist_rubber_points(hr: dict[str, Any] | None, bonus: int) -> None:
    game = [{"tricks": t(13)}, {"tricks": t(9)}]  # 7 + 3: out, EW at love: a lurch (2)
    sheet = score_record(record(LW, game + game, hr=hr))
    assert [(g.winner, g.value) for g in sheet.games] == [(Side.NS, 2), (Side.NS, 2)]
    assert sheet.complete and sheet.bonus == bonus
    assert sheet.totals == {Side.NS: 4 + bonus, Side.EW: 0}


def test_american_single_game_is_the_whole_record() -> None:
    deals = [{"tricks": t(10)}, {"tricks": t(9)}]
    sheet = score_record(record(AW, deals))
    assert sheet.complete and sheet.winner is Side.NS and sheet.bonus == 0
    assert sheet.totals == {Side.NS: 7, Side.EW: 0}
    with pytest.raises(IllegalEntryError) as info:
        score_record(record(AW, [*deals, {"tricks": t(7)}]))
    assert info.value.problems[0].deal == 3


def test_american_best_of_three_with_the_odd_game_bonus() -> None:
    hr = {"match_form": "rubber_best_of_3", "odd_game_bonus": 3}
    ns, ew = [{"tricks": t(13)}], [{"tricks": t(4)}, {"tricks": t(0)}]
    sheet = score_record(record(AW, ns + ew + ns, hr=hr))
    assert [(g.winner, g.value, g.loser_score) for g in sheet.games] == [
        (Side.NS, 7, 0),
        (Side.EW, 7, 0),
        (Side.NS, 7, 0),
    ]
    assert sheet.complete and sheet.winner is Side.NS and sheet.bonus == 3
    assert sheet.totals == {Side.NS: 17, Side.EW: 7}
    assert sheet.net == {Side.NS: 10, Side.EW: -10}
    unfinished = score_record(record(AW, ns, hr=hr))
    assert not unfinished.complete and unfinished.position.games_won[Side.NS] == 1


# ---------------------------------------------------------------------------------------------
# metadata: every key of the spec's §8.1–8.3, its values and per-code defaults
# ---------------------------------------------------------------------------------------------

_SHORTFALL = ("transfer_all_available", "forbid_option")
_UNFINISHED = ("games_only", "void")
SPEC_KEYS: dict[str, dict[str, tuple[Any, dict[str, Any]]]] = {
    SW: {
        "both_sides_revoke": (
            ("cancel", "neither_can_win", "new_deal"),
            {"revised_1900": "cancel", "clubs_1864": "neither_can_win"},
        ),
        "negative_scores": (
            ("floor_at_zero", "allow"),
            {"revised_1900": "floor_at_zero", "clubs_1864": "floor_at_zero"},
        ),
        "revoke_tricks_shortfall": (
            _SHORTFALL,
            {c: _SHORTFALL[0] for c in ("revised_1900", "clubs_1864")},
        ),
        "unfinished_rubber": (
            _UNFINISHED,
            {"revised_1900": "games_only", "clubs_1864": "games_only"},
        ),
        "correction_policy": (
            ("revised_code", "asymmetric_overscore"),
            {"revised_1900": "revised_code", "clubs_1864": "revised_code"},
        ),
    },
    LW: {
        "both_sides_revoke": (("new_deal", "cancel", "neither_can_win"), {"classic": "new_deal"}),
        "negative_scores": (("floor_at_zero", "allow"), {"classic": "floor_at_zero"}),
        "revoke_tricks_shortfall": (_SHORTFALL, {"classic": _SHORTFALL[0]}),
        "unfinished_rubber": (_UNFINISHED, {"classic": "games_only"}),
        "correction_policy": (
            ("revised_code", "asymmetric_overscore"),
            {"classic": "revised_code"},
        ),
        "game_value": (("lurch", "single_only"), {"classic": "lurch"}),
        "rubber_points": (IntRange(0), {"classic": 2}),
        "eight_with_deal_cannot_call_against_nine": ((False, True), {"classic": False}),
        "uncalled_honours_at_eight": (
            ("count_after_play", "void"),
            {"classic": "count_after_play"},
        ),
    },
    AW: {
        "game_points": ((7, 5, 10), {"classic": 7}),
        "game_value": (
            ("seven_minus_loser", "flat_1", "english_scale"),
            {"classic": "seven_minus_loser"},
        ),
        "revoking_side_cannot_win": ((False, True), {"classic": False}),
        "match_form": (("single_games", "rubber_best_of_3"), {"classic": "single_games"}),
        "odd_game_bonus": (IntRange(0), {"classic": 0}),
        "revoke_tricks_shortfall": (_SHORTFALL, {"classic": _SHORTFALL[0]}),
        "unfinished_rubber": (_UNFINISHED, {"classic": "games_only"}),
    },
}


@pytest.mark.parametrize("game", [SW, LW, AW])
def test_house_rules_match_the_spec(game: str) -> None:
    rules = get_rules(game)
    got = {r.key: (r.choices, dict(r.defaults)) for r in rules.house_rules}
    want = SPEC_KEYS[game]
    assert set(got) == set(want)
    for key, (choices, defaults) in want.items():
        assert (
            set(got[key][0]) == set(choices)
            if isinstance(choices, tuple)
            else (got[key][0] == choices)
        ), key
        assert got[key][1] == defaults, key
    for r in rules.house_rules:
        assert r.help and "\n" not in r.help
        assert r.sheet is (r.key != "correction_policy")
        assert set(r.defaults) == set(rules.code_ids())


def test_codes_and_listing() -> None:
    assert get_rules(SW).code_ids() == ("revised_1900", "clubs_1864")
    assert get_rules(SW).default_code == "revised_1900"
    assert get_rules(LW).code_ids() == ("classic",) == get_rules(AW).code_ids()
    listed = {g["game"]: g for g in list_games()["games"]}
    for game in (SW, LW, AW):
        assert all(c["title"] and c["source"] for c in listed[game]["codes"])
        assert listed[game]["family"] == "whist"


def test_correction_policy_changes_no_number() -> None:
    deals = [*ns_out(3), {"tricks": t(6), "honours": h(1)}]
    a = score_record(record(SW, deals)).to_json()
    b = score_record(record(SW, deals, hr={"correction_policy": "asymmetric_overscore"})).to_json()
    a.pop("house_rules")
    b.pop("house_rules")
    assert a == b


def test_form_spec() -> None:
    s = get_rules(SW).form_spec("revised_1900", {})
    assert s.honours == "side" and s.revoke_by == "side" and not s.call
    assert s.revoke_penalties == ("add", "deduct", "tricks")
    assert {"tricks", "honours", "revokes", "new_deal"} <= set(s.fields)
    lw = get_rules(LW).form_spec("classic", {})
    assert lw.call and "call" in lw.fields
    aw = get_rules(AW).form_spec("classic", {})
    assert aw.honours == "none" and aw.revoke_penalties == () and "honours" not in aw.fields


# ---------------------------------------------------------------------------------------------
# the quick-entry shorthand
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "text", "deal"),
    [
        pytest.param(
            SW, "9 h3", {"tricks": t(9), "honours": h(3)}, id="nine-and-three-honours-to-We"
        ),
        pytest.param(SW, "4", {"tricks": t(4)}, id="tricks-only"),
        pytest.param(SW, "5 T4", {"tricks": t(5), "honours": h(0)}, id="four-honours-to-They"),
        pytest.param(
            SW,
            "r:ew:add 8 h2",
            {"tricks": t(8), "honours": h(2), "revokes": [{"by": "EW", "penalty": "add"}]},
            id="revoke-any-order",
        ),
        pytest.param(
            SW,
            "7 r:NS:t r:EW:d",
            {
                "tricks": t(7),
                "revokes": [{"by": "NS", "penalty": "tricks"}, {"by": "EW", "penalty": "deduct"}],
            },
            id="two-revokes-abbreviated",
        ),
        pytest.param(SW, "nd", {"new_deal": True}, id="new-deal"),
        pytest.param(LW, "h3 call", {"honours": h(3), "call": "NS"}, id="call-side-from-honours"),
        pytest.param(
            LW, "6 t4 call:EW", {"tricks": t(6), "honours": h(0), "call": "EW"}, id="call-with-side"
        ),
        pytest.param(AW, "8 r:NS", {"tricks": t(8), "revokes": [{"by": "NS"}]}, id="american"),
    ],
)
def test_shorthand(game: str, text: str, deal: dict[str, Any]) -> None:
    rules = get_rules(game)
    rubber = Rubber(game)
    assert rules.parse_shorthand(text, rubber, settings_of(rubber)) == deal


@pytest.mark.parametrize(
    ("game", "text", "token"),
    [
        pytest.param(SW, "9 h5", "h5", id="too-many-honours"),
        pytest.param(SW, "14", "14", id="too-many-tricks"),
        pytest.param(SW, "9 9", "9", id="tricks-twice"),
        pytest.param(SW, "9 banana", "banana", id="unknown-token"),
        pytest.param(SW, "9 r:EW", "r:EW", id="penalty-needed"),
        pytest.param(SW, "9 r:XX:add", "r:XX:add", id="revoke-side"),
        pytest.param(SW, "9 call", "call", id="call-not-in-short-whist"),
        pytest.param(AW, "9 h3", "h3", id="no-honours-in-american"),
        pytest.param(AW, "9 r:EW:add", "r:EW:add", id="no-penalty-in-american"),
        pytest.param(LW, "9 call", "call", id="call-needs-honours"),
        pytest.param(SW, "nd 9", "9", id="new-deal-alone"),
    ],
)
def test_shorthand_errors_name_the_token(game: str, text: str, token: str) -> None:
    rules = get_rules(game)
    rubber = Rubber(game)
    with pytest.raises(InvalidEntryError) as info:
        rules.parse_shorthand(text, rubber, settings_of(rubber))
    p = info.value.problems[0]
    assert p.field == "shorthand" and repr(token) in p.message
    assert p.deal == 1


def test_shorthand_round_trips_through_the_scorer() -> None:
    rules = get_rules(SW)
    rubber = Rubber(SW)
    for text in ("9 h3", "6 t4", "10 r:NS:add"):
        rubber = rubber.with_deal(rules.parse_shorthand(text, rubber, settings_of(rubber)))
    sheet = rules.score(rubber, settings_of(rubber))
    assert [line_sums(d) for d in sheet.deals] == [
        {"NS": 5, "EW": 0},
        {"NS": 0, "EW": 5},
        {"NS": 4, "EW": 3},
    ]


def test_shorthand_help_is_one_line() -> None:
    for game in (SW, LW, AW):
        text = get_rules(game).shorthand_help
        assert text and "\n" not in text


# ---------------------------------------------------------------------------------------------
# properties over random valid rubbers of every game and code
# ---------------------------------------------------------------------------------------------

_ROT = {"N": "E", "E": "S", "S": "W", "W": "N"}
_SWAP = {"NS": "EW", "EW": "NS"}


def mirror_record(rec: dict[str, Any]) -> dict[str, Any]:
    """The same rubber with the partnerships swapped: every seat moves one place left, so the
    dealer rotation is kept and NS becomes EW."""
    out = copy.deepcopy(rec)
    out["first_dealer"] = _ROT[rec.get("first_dealer", "N")]
    for d in out["deals"]:
        for key in ("tricks", "honours"):
            if key in d:
                d[key] = {_SWAP[k]: v for k, v in d[key].items()}
        for rv in d.get("revokes", []):
            rv["by"] = _SWAP[rv["by"]]
        if "call" in d:
            d["call"] = _SWAP[d["call"]]
        if "dealer" in d:
            d["dealer"] = _ROT[d["dealer"]]
    return out


def mirror_sheet(obj: Any, key: str = "") -> Any:
    """The sheet JSON with sides swapped and seats moved; the free text is dropped."""
    if isinstance(obj, dict):
        return {
            _SWAP.get(k, k): mirror_sheet(v, k)
            for k, v in obj.items()
            if k not in ("explain", "summary")
        }
    if isinstance(obj, list):
        return [mirror_sheet(v, key) for v in obj]
    if isinstance(obj, str):
        if key in ("dealer", "next_dealer"):
            return _ROT[obj]
        return _SWAP.get(obj, obj)
    return obj


def drop_text(obj: Any) -> Any:
    """The sheet JSON without its free text (explanations and summaries)."""
    if isinstance(obj, dict):
        return {k: drop_text(v) for k, v in obj.items() if k not in ("explain", "summary")}
    if isinstance(obj, list):
        return [drop_text(v) for v in obj]
    return obj


games_and_codes = st.sampled_from(GAME_CODES)


@given(rec=whist_rubbers(GAME_CODES))
def test_random_rubbers_score_consistently(rec: dict[str, Any]) -> None:
    game = rec["game"]
    sheet = score_record(rec)  # no exception
    rules = get_rules(game)
    assert isinstance(rules, WhistRules)
    laws = rules.laws(settings_of(Rubber.from_json(rec)))
    # every deal has a line, a dealer, and never stands at or beyond the game after it
    assert len(sheet.deals) == len(rec["deals"])
    for line in sheet.deals:
        assert line.dealer is not None
        assert all(e.points != 0 and e.column == "points" for e in line.entries)
        assert all(v < laws.target for v in line.toward_game.values())
    # the games on the sheet are the deals' game_won, in order
    assert [(g.winner, g.value) for g in sheet.games] == [
        (d.game_won.by, d.game_won.value) for d in sheet.deals if d.game_won
    ]
    # totals are the sum of game values plus the bonus (void unfinished rubbers: nothing)
    values = {s: sum(g.value or 0 for g in sheet.games if g.winner is s) for s in Side}
    if not sheet.complete and laws.void_unfinished:
        values = {s: 0 for s in Side}
    if sheet.winner is not None:
        values[sheet.winner] += sheet.bonus
    assert sheet.totals == values
    assert sum(sheet.net.values()) == 0
    assert sheet.net[Side.NS] == sheet.totals[Side.NS] - sheet.totals[Side.EW]
    # the rubber ends after exactly two games won by one side (one in single games)
    won = {s: sum(g.winner is s for g in sheet.games) for s in Side}
    assert sheet.complete == (max(won.values()) == laws.games_to_win)
    assert max(won.values()) <= laws.games_to_win
    if sheet.complete:
        assert sheet.games[-1].deal == len(rec["deals"]), "the last deal ends the rubber"
        assert won[sheet.winner or Side.NS] == laws.games_to_win
        extra = copy.deepcopy(rec)
        extra["deals"].append({"tricks": t(7)})
        with pytest.raises(IllegalEntryError) as info:
            score_record(extra)
        assert info.value.problems[0].deal == len(extra["deals"])
        if game == SW:
            assert 1 <= abs(sheet.net[Side.NS]) <= 8  # FOSTER: one point to a bumper of eight
            assert sheet.net[sheet.winner or Side.NS] > 0
    else:
        assert sheet.winner is None and sheet.bonus == 0


@given(rec=whist_rubbers(GAME_CODES))
def test_swapping_the_partnerships_mirrors_the_sheet(rec: dict[str, Any]) -> None:
    sheet = score_record(rec).to_json()
    mirrored = score_record(mirror_record(rec)).to_json()
    assert mirror_sheet(sheet) == drop_text(mirrored)


_CORRUPTIONS: list[tuple[str, Any, str]] = [
    ("tricks", {"NS": 9, "EW": 5}, "tricks"),
    ("tricks", {"NS": "nine", "EW": 4}, "tricks.NS"),
    ("honours", {"NS": 3, "EW": 3}, "honours"),
    ("trumps", "H", "trumps"),
    ("revokes", [{"by": "N", "penalty": "add"}], "revokes[0].by"),
    ("revokes", "NS", "revokes"),
    ("new_deal", "yes", "new_deal"),
]


@given(
    rec=whist_rubbers(GAME_CODES),
    rng=st.randoms(use_true_random=False),
    corruption=st.sampled_from(_CORRUPTIONS),
)
def test_a_bad_deal_is_named_with_its_field(
    rec: dict[str, Any], rng: random.Random, corruption: tuple[str, Any, str]
) -> None:
    if not rec["deals"]:
        rec["deals"].append({"tricks": t(7)})
    k = rng.randrange(len(rec["deals"]))
    key, value, field = corruption
    deal = {**rec["deals"][k], key: value}
    if key != "new_deal":
        deal.pop("new_deal", None)
    rec["deals"][k] = deal
    with pytest.raises(RecordError) as info:
        score_record(rec)
    assert (k + 1, field) in {(p.deal, p.field) for p in info.value.problems}
