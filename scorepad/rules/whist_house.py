"""The whist games' house rules (spec §8.1–8.3): short whist's, long whist's and American
whist's, each with its help, the captions of its values, its title and its source, all in the
core's catalogues (said in the window's language, kept in English in the records).
"""

from __future__ import annotations

from scorepad.i18n import N_, Text
from scorepad.records.houserules import HouseRule, IntRange, Value

_SHORT_CODES = ("revised_1900", "clubs_1864")


def _all(codes: tuple[str, ...], value: Value) -> dict[str, Value]:
    return {c: value for c in codes}


_AGREED = N_("Not settled by the laws of whist; a club's own agreement.")


def _negative(codes: tuple[str, ...]) -> HouseRule:
    return HouseRule(
        "negative_scores",
        N_(
            "Whether deducting three points for a revoke may take a side's score below zero, or "
            "stops it at zero."
        ),
        ("floor_at_zero", "allow"),
        _all(codes, "floor_at_zero"),
        labels={"floor_at_zero": N_("stop at zero"), "allow": N_("may go below zero")},
        # Translators: a source. The words in “ ” quote an English law and the titles of
        # books stay in English; translate the rest.
        source=N_(
            "Not settled by the laws of whist: the Revised Code, 1900, law 75, says only "
            "“deduct three points from his score”. A club's own agreement."
        ),
        title=N_("Scores below zero"),
    )


def _shortfall(codes: tuple[str, ...]) -> HouseRule:
    return HouseRule(
        "revoke_tricks_shortfall",
        N_(
            "How a penalty of tricks works when the revoking side has too few tricks to give up: "
            "it gives up all it has, or that penalty is not allowed."
        ),
        ("transfer_all_available", "forbid_option"),
        _all(codes, "transfer_all_available"),
        labels={
            "transfer_all_available": N_("give up all it has"),
            "forbid_option": N_("penalty not allowed"),
        },
        source=_AGREED,
        title=N_("Too few tricks to give up"),
    )


def _unfinished(codes: tuple[str, ...]) -> HouseRule:
    return HouseRule(
        "unfinished_rubber",
        N_(
            "How a rubber stopped before its end is scored: the games already won count, with no "
            "bonus for the rubber, or it counts for nothing."
        ),
        ("games_only", "void"),
        _all(codes, "games_only"),
        labels={"games_only": N_("count the games won"), "void": N_("counts for nothing")},
        source=_AGREED,
        title=N_("Unfinished rubber"),
    )


def _correction(codes: tuple[str, ...]) -> HouseRule:
    return HouseRule(
        "correction_policy",
        N_(
            "How a wrong score may be put right later: as the Revised Code allows, or by the "
            "older rule that an overscore is still taken off but a missed honours score is not "
            "added once the cards are packed. It changes only what may be edited, never the "
            "score."
        ),
        ("revised_code", "asymmetric_overscore"),
        _all(codes, "revised_code"),
        sheet=False,
        labels={
            "revised_code": N_("as the Revised Code"),
            "asymmetric_overscore": N_("take off overscores only"),
        },
        # Translators: a source. The words in “ ” quote an English law and the titles of
        # books (“Enquire Within Upon Everything”) stay in English; translate the rest.
        source=N_(
            "The Laws of Whist, Revised Code, 1900, laws 56 and 57; the older rule from "
            "Enquire Within Upon Everything, Whist law xix: “No omission to score honours can "
            "be rectified after the cards are packed; but an overscore, if proved, must be "
            "deducted”."
        ),
        title=N_("Correcting a score"),
    )


def _both_sides(defaults: dict[str, Value], order: tuple[str, ...], source: str) -> HouseRule:
    return HouseRule(
        "both_sides_revoke",
        N_(
            "How revokes by both sides in the same deal are settled: the revokes cancel out, "
            "each side pays its penalty, or the cards are dealt again. Neither side can win the "
            "game on that deal."
        ),
        order,
        defaults,
        labels={
            "cancel": N_("the revokes cancel out"),
            "neither_can_win": N_("each side pays its penalty"),
            "new_deal": N_("deal again"),
        },
        source=source,
        title=N_("Revokes by both sides"),
    )


SHORT_RULES: tuple[HouseRule, ...] = (
    _both_sides(
        {"revised_1900": "cancel", "clubs_1864": "neither_can_win"},
        ("cancel", "neither_can_win", "new_deal"),
        # Translators: a source. The titles of laws and books stay in English.
        N_(
            "The Laws of Whist, Revised Code, 1900, law 85 (the revokes cancel); The Laws of "
            "Short Whist, Arlington and Portland Clubs, 1864, law 81 (each is punished); "
            "Enquire Within Upon Everything, Whist law xviii (a new deal)."
        ),
    ),
    _negative(_SHORT_CODES),
    _shortfall(_SHORT_CODES),
    _unfinished(_SHORT_CODES),
    _correction(_SHORT_CODES),
)

_C = ("classic",)

LONG_RULES: tuple[HouseRule, ...] = (
    _both_sides(
        {"classic": "new_deal"},
        ("new_deal", "cancel", "neither_can_win"),
        # Translators: a source. The words in “ ” quote an English law and the titles of
        # laws and books stay in English; translate the rest.
        N_(
            "Enquire Within Upon Everything, Whist law xviii: “If a revoke occur on both sides, "
            "there must be a new deal”; the other choices are the short-whist laws (Revised "
            "Code, 1900, law 85; Laws of Short Whist, 1864, law 81)."
        ),
    ),
    _negative(_C),
    _shortfall(_C),
    _unfinished(_C),
    _correction(_C),
    HouseRule(
        "game_value",
        N_(
            "Whether a game won before the losers reach five counts double (a lurch), or every "
            "game counts one."
        ),
        ("lurch", "single_only"),
        {"classic": "lurch"},
        labels={"lurch": N_("double for a lurch"), "single_only": N_("every game counts one")},
        # Translators: a source. The words in “ ” quote an English book and its title stays
        # in English; translate the rest.
        source=N_(
            "Hoyle's Games Improved, ed. Charles Jones, 1796, the cases on “saving your lurch”."
        ),
        title=N_("Value of a game"),
    ),
    HouseRule(
        "rubber_points",
        N_("How many points the winners of the rubber add to the value of their games."),
        IntRange(0),
        {"classic": 2},
        # Translators: a source. The titles of laws and books stay in English.
        source=N_(
            "No figure in the laws of long whist read; two by analogy with the rubber "
            "points of short whist (The Laws of Whist, Revised Code, 1900)."
        ),
        title=N_("Points for the rubber"),
    ),
    HouseRule(
        "eight_with_deal_cannot_call_against_nine",
        N_(
            "Whether a side at eight that holds the deal is barred from calling honours when the "
            "adversaries are at nine."
        ),
        (False, True),
        {"classic": False},
        labels={False: N_("may call"), True: N_("may not call")},
        # Translators: a source. The words in “ ” quote an English book and its title stays
        # in English; translate the rest.
        source=N_(
            "Enquire Within Upon Everything, Whist laws: “In some Clubs, eight, with the "
            "deal, cannot call against nine”."
        ),
        title=N_("No call at eight with the deal"),
    ),
    HouseRule(
        "uncalled_honours_at_eight",
        N_(
            "Whether a side at eight that holds honours but does not call them still scores them "
            "after the tricks, or scores honours at eight only by calling."
        ),
        ("count_after_play", "void"),
        {"classic": "count_after_play"},
        labels={"count_after_play": N_("score after the tricks"), "void": N_("only by calling")},
        # Translators: a source. The titles of books stay in English.
        source=N_(
            "Not settled by the laws read (Hoyle's Games Improved, ed. Charles Jones, 1796, "
            "laws 16 to 21, on calling honours at eight); a club's own agreement."
        ),
        title=N_("Honours at eight"),
    ),
)

_FOSTER = "R. F. Foster, Foster's Complete Hoyle, New York, 1897, Whist"

AMERICAN_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "game_points",
        N_("How many points make a game."),
        (7, 5, 10),
        {"classic": 7},
        labels={7: N_("7 points"), 5: N_("5 points"), 10: N_("10 points")},
        # Translators: a source: {book} is a book's title (English). The words in “ ” quote
        # it and stay in English.
        source=Text(
            "{book}: “Where single games are played, whether 5, 7, or 10 points”.", book=_FOSTER
        ),
        title=N_("Points for a game"),
    ),
    HouseRule(
        "game_value",
        N_(
            "How much a game is worth: the points that make a game less the losers' score, one "
            "for every game, or three, two or one as in short whist."
        ),
        ("seven_minus_loser", "flat_1", "english_scale"),
        {"classic": "seven_minus_loser"},
        labels={
            "seven_minus_loser": N_("game points less the losers' score"),
            "flat_1": N_("one a game"),
            "english_scale": N_("three, two or one"),
        },
        # Translators: a source. The page's title in “ ” stays in English.
        source=N_(
            "A modern summary (webcasty.com, “How to play and the rules of whist”), "
            "reported as the rule of the American Whist League but not checked against its laws."
        ),
        title=N_("Value of a game"),
    ),
    HouseRule(
        "revoking_side_cannot_win",
        N_("Whether a side that revokes is held one point short of game on that deal."),
        (False, True),
        {"classic": False},
        labels={False: N_("may win the game"), True: N_("held short of game")},
        # Translators: a source: {book} is a book's title (English). The words in “ ” quote
        # it and stay in English.
        source=Text(
            "Not stated in the sources read; {book}, gives only “In America, the "
            "revoke penalty is two tricks”.",
            book=_FOSTER,
        ),
        title=N_("Revoker held short of game"),
    ),
    HouseRule(
        "match_form",
        N_("Whether a record is a single game or a rubber of the best of three games."),
        ("single_games", "rubber_best_of_3"),
        {"classic": "single_games"},
        labels={"single_games": N_("a single game"), "rubber_best_of_3": N_("best of three games")},
        # Translators: a source: {book} is a book's title (English). The words in “ ” quote
        # it and stay in English.
        source=Text(
            "{book}: “it is not usual to reckon rubber points; but simply to add some "
            "agreed value to the score of those winning the odd game”.",
            book=_FOSTER,
        ),
        title=N_("Game or rubber"),
    ),
    HouseRule(
        "odd_game_bonus",
        N_(
            "How many points the winners of a best-of-three rubber add for the odd game. Agree "
            "the figure before play."
        ),
        IntRange(0),
        {"classic": 0},
        # Translators: a source: {book} is a book's title (English). The words in “ ” quote
        # it and stay in English.
        source=Text(
            "{book}: “simply to add some agreed value to the score of those winning "
            "the odd game” (no figure given).",
            book=_FOSTER,
        ),
        title=N_("Points for the odd game"),
    ),
    _shortfall(_C),
    _unfinished(_C),
)
