"""The drive house rules (``shared/spec/drives.md`` §7): every key, its default per form, the
values it allows and one line of help. The reader (:mod:`scorepad.drives.record`) resolves a
record's ``house_rules`` against this table; ``scorepad drive --list-rules`` prints it.
"""

from __future__ import annotations

import math
import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scorepad.drives.deals import codes_of
from scorepad.i18n import N_, Text

FORMS: tuple[str, ...] = ("whist_drive", "bridge_whist_drive", "auction_drive", "contract_drive")
BRIDGE_FORMS: frozenset[str] = frozenset(FORMS[1:])
#: The game of the rules service whose deals a bridge form plays, and its default code.
GAME_OF_FORM: Mapping[str, str] = {
    "bridge_whist_drive": "bridge_whist",
    "auction_drive": "auction",
    "contract_drive": "contract",
}
DEFAULT_CODE: Mapping[str, str | None] = {
    "whist_drive": None,
    "bridge_whist_drive": "portland_1904",
    "auction_drive": "whist_club_1913",
    "contract_drive": "laws_2014",
}
FORM_TITLES: Mapping[str, str] = {
    "whist_drive": N_("Whist drive (progressive whist)"),
    "bridge_whist_drive": N_("Progressive bridge whist"),
    "auction_drive": N_("Progressive auction"),
    "contract_drive": N_("Progressive contract (bridge drive)"),
}

MOVEMENTS = ("progressive", "semi_partner", "partner", "head_table", "compass")
PAIR_MOVEMENTS = frozenset({"partner", "compass"})
ROLE_MOVEMENTS = frozenset({"progressive", "semi_partner", "head_table"})

Value = bool | int | float | str
_NA = None  # a key marked "—" for the form


@dataclass(frozen=True, slots=True)
class DriveRule:
    """One house-rule key: defaults per form (None where the key is "—"), allowed values.

    ``help`` names the values it explains as ``{value}`` placeholders: the record's word in the
    records' own listing (:func:`list_rules`), the value's words (:data:`VALUE_WORDS`) in the
    New-drive dialog (:meth:`help_text`), so that the help and the choices say them alike."""

    key: str
    help: str
    defaults: tuple[Value | None, Value | None, Value | None, Value | None]
    choices: tuple[Value, ...] | None = None
    check: Callable[[Any, str], bool] | None = None
    describe: str = ""

    def default(self, form: str) -> Value | None:
        return self.defaults[FORMS.index(form)]

    def applies(self, form: str) -> bool:
        return self.default(form) is not None

    def allowed(self, form: str) -> tuple[Value, ...] | None:
        if self.key == "score_by":
            return ("tricks" if form == "whist_drive" else "points", "rounds_won")
        return self.choices

    def allows(self, value: object, form: str) -> bool:
        allowed = self.allowed(form)
        if allowed is not None:
            return any(type(value) is type(c) and value == c for c in allowed)
        assert self.check is not None
        return self.check(value, form)

    def describe_choices(self, form: str) -> str:
        allowed = self.allowed(form)
        if allowed is not None:
            return ", ".join(show(c) for c in allowed)
        return Text(self.describe)  # marked for the catalogue with N_

    def _named(self) -> list[str]:
        return [f for _, f, _, _ in string.Formatter().parse(self.help) if f]

    @property
    def help_record(self) -> str:
        """The help with the values as the records write them ("count_back (the last…)")."""
        return self.help.format_map({v: v for v in self._named()})

    def help_text(self) -> Text:
        """The help in words, each value as :data:`VALUE_WORDS` says it ("count back (the
        last…)"), said again in another language with ``say``."""
        return Text(self.help, **{v: value_words(v) for v in self._named()})


def show(value: object) -> str:
    """A value as JSON would write it, for messages."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if value is None:
        return "null"
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else "a list"
    return repr(value)


def _whole(lo: int) -> Callable[[Any, str], bool]:
    def check(value: Any, form: str) -> bool:
        return type(value) is int and value >= lo

    return check


def _number(value: Any, form: str) -> bool:
    return type(value) in (int, float) and math.isfinite(value) and value >= 0


def _trump_order(value: Any, form: str) -> bool:
    return isinstance(value, str) and bool(value) and all(c in "HCDSN" for c in value)


_ALL = ("progressive",) * 4
RULES: tuple[DriveRule, ...] = (
    DriveRule(
        "movement",
        # Translators: keep each {value} as it is: the program puts in the value's words.
        N_(
            "who moves after each round: {progressive} (ladies one way, gents the other), "
            "{semi_partner}, {partner} (fixed pairs), {head_table} (euchre style) or {compass}"
        ),
        _ALL,
        MOVEMENTS,
    ),
    DriveRule(
        "movers",
        N_(
            "the side that moves in the {progressive} and {partner} movements: {winners} or "
            "{losers}"
        ),
        ("winners",) * 4,
        ("winners", "losers"),
    ),
    DriveRule(
        "hands_per_round",
        N_("hands played at a table before the move (whist drive)"),
        (1, _NA, _NA, _NA),
        check=_whole(1),
        describe=N_("a whole number ≥ 1"),
    ),
    DriveRule(
        "deals_per_round",
        N_("deals played at a table before the move (bridge drives)"),
        (_NA, 4, 4, 4),
        check=_whole(1),
        describe=N_("a whole number ≥ 1"),
    ),
    DriveRule(
        "rounds",
        N_("the length of the drive in rounds; a record may hold fewer (a drive in progress)"),
        (24, 6, 6, 6),
        check=_whole(1),
        describe=N_("a whole number ≥ 1"),
    ),
    DriveRule(
        "interval_after",
        N_("the round after which the interval falls (the half-time prize; display only)"),
        (12, _NA, _NA, _NA),
        check=_whole(0),
        describe=N_("a whole number ≥ 0"),
    ),
    DriveRule(
        "round_end",
        N_("a round is a fixed number of hands, or ends at the head table's bell (fewer accepted)"),
        ("fixed_hands",) * 4,
        ("fixed_hands", "bell"),
    ),
    DriveRule(
        "count",
        N_("what a side scores a hand: all the tricks it won, or its tricks over six"),
        ("all_tricks", _NA, _NA, _NA),
        ("all_tricks", "odd_tricks"),
    ),
    DriveRule(
        "honours",
        N_("add short-whist honours (4 honours 4, 3 honours 2) to the holders' round score"),
        (False, _NA, _NA, _NA),
        (False, True),
    ),
    DriveRule(
        "count_honours",
        N_("whether the bridge deal scorer counts honours"),
        (_NA, True, True, False),
        (True, False),
    ),
    DriveRule(
        "score_by",
        N_(
            "what a player's total adds up: tricks (points in the bridge forms), or rounds won "
            "(stars)"
        ),
        ("tricks", "points", "points", "points"),
    ),
    DriveRule(
        "bridge_score",
        N_(
            "what a player carries to his total: his side's points, or his side's points less "
            "the opponents'"
        ),
        (_NA, "own_points", "own_points", "own_points"),
        ("own_points", "net_points"),
    ),
    DriveRule(
        "round_premium",
        N_(
            "bridge whist round premium: none, 50 to the higher trick score of the round, or 50 "
            "for each game of 30 won within the round"
        ),
        (_NA, "none", _NA, _NA),
        ("none", "fifty_to_higher_trick_score", "fifty_per_game"),
    ),
    DriveRule(
        "game_premium",
        N_("auction premium for 30 or more for tricks in one deal (duplicate auction law)"),
        (_NA, _NA, 125, _NA),
        (125, 250, 0),
    ),
    DriveRule(
        "part_score_carry",
        N_(
            "trick scores carry toward game within the round (auction 30, contract 100 as in "
            "Chicago); nothing is carried past the round"
        ),
        (_NA, _NA, False, False),
        (False, True),
    ),
    DriveRule(
        "part_score_premium",
        # Translators: part_score_carry names a house rule as the records write it: keep it.
        N_("contract premium for a part-score made (with part_score_carry false)"),
        (_NA, _NA, _NA, 50),
        (50, 0),
    ),
    DriveRule(
        "vulnerability",
        N_(
            "contract vulnerability by deal of the round: {chicago} (none, dealer, dealer, "
            "both), {none}, {both}, or {nondealer} (Chicago variant)"
        ),
        (_NA, _NA, _NA, "chicago"),
        ("chicago", "none", "both", "nondealer"),
    ),
    DriveRule(
        "tie_at_table",
        # Translators: keep each {value} as it is: the program puts in the value's words.
        N_(
            "a tie at a table: {count_back} (the last hand that differs), {cut} (tie_winner), "
            "or {half_win} (half a round won each; NS moves as winner)"
        ),
        ("count_back",) * 4,
        ("count_back", "cut", "half_win"),
    ),
    DriveRule(
        "prize_tie_break",
        # Translators: keep each {value} as it is: the program puts in the value's words.
        N_(
            "a tie for a prize: {count_back} (last round, then the one before), {rounds_won}, "
            "{cut} (the prize's tie_winner) or {share}"
        ),
        ("count_back",) * 4,
        ("count_back", "rounds_won", "cut", "share"),
    ),
    DriveRule(
        "one_prize_each",
        N_("a player already holding a prize is passed over for the next"),
        (True,) * 4,
        (True, False),
    ),
    DriveRule(
        "sit_out_score",
        N_("credit for a round sat out (a bye): own average, a fixed figure a hand, or zero"),
        ("own_average",) * 4,
        ("own_average", "fixed", "zero"),
    ),
    DriveRule(
        "sit_out_fixed",
        N_("the fixed sit-out credit per hand (deal) of a round sat out"),
        (6.5, 0, 0, 0),
        check=_number,
        describe=N_("a number ≥ 0"),
    ),
    DriveRule(
        "trumps",
        N_("how trumps are fixed: by rotation, turned up, or cut"),
        ("rotate", _NA, _NA, _NA),
        ("rotate", "turn_up", "cut"),
    ),
    DriveRule(
        "trump_order",
        N_("the rotation of trumps, hand by hand through the drive (N is no trumps)"),
        ("HCDS", _NA, _NA, _NA),
        check=_trump_order,
        describe=N_("letters of H C D S N"),
    ),
    DriveRule(
        "start_allocation",
        N_("how the first seating is made: a seeded draw, as entered, or in arrival order"),
        ("draw",) * 4,
        ("draw", "entered", "arrival"),
    ),
    DriveRule(
        "head_winners_split",
        # Translators: head_table names the movement as the records write it: keep it.
        N_("head_table movement: the winners at the head table split and take new partners"),
        (True,) * 4,
        (True, False),
    ),
)
RULE_BY_KEY: Mapping[str, DriveRule] = {r.key: r for r in RULES}
#: Each key's name in words ("Hands per round"), as the New-drive dialog shows it.
RULE_TITLES: Mapping[str, str] = {
    "movement": N_("Movement"),
    "movers": N_("Movers"),
    "hands_per_round": N_("Hands per round"),
    "deals_per_round": N_("Deals per round"),
    "rounds": N_("Rounds"),
    "interval_after": N_("Interval after"),
    "round_end": N_("Round end"),
    "count": N_("Count"),
    "honours": N_("Honours"),
    "count_honours": N_("Count honours"),
    "score_by": N_("Score by"),
    "bridge_score": N_("Bridge score"),
    "round_premium": N_("Round premium"),
    "game_premium": N_("Game premium"),
    "part_score_carry": N_("Part score carry"),
    "part_score_premium": N_("Part score premium"),
    "vulnerability": N_("Vulnerability"),
    "tie_at_table": N_("Tie at table"),
    "prize_tie_break": N_("Prize tie break"),
    "one_prize_each": N_("One prize each"),
    "sit_out_score": N_("Sit out score"),
    "sit_out_fixed": N_("Sit out fixed"),
    "trumps": N_("Trumps"),
    "trump_order": N_("Trump order"),
    "start_allocation": N_("Start allocation"),
    "head_winners_split": N_("Head winners split"),
}


#: Each value of a house rule in words, as the New-drive dialog offers it and its help says it
#: ("semi-partner" for ``semi_partner``).
VALUE_WORDS: Mapping[str, str] = {
    "all_tricks": N_("all tricks"),
    "arrival": N_("in arrival order"),
    "bell": N_("at the head table's bell"),
    "both": N_("both"),
    "chicago": N_("Chicago"),
    "compass": N_("compass"),
    "count_back": N_("count back"),
    "cut": N_("cut"),
    "draw": N_("seeded draw"),
    "entered": N_("as entered"),
    "fifty_per_game": N_("50 for each game"),
    "fifty_to_higher_trick_score": N_("50 to the higher trick score"),
    "fixed": N_("a fixed figure"),
    "fixed_hands": N_("a fixed number of hands"),
    "half_win": N_("half win"),
    "head_table": N_("head table"),
    "losers": N_("losers"),
    "net_points": N_("net points"),
    "nondealer": N_("non-dealer"),
    "none": N_("none"),
    "odd_tricks": N_("odd tricks"),
    "own_average": N_("own average"),
    "own_points": N_("own points"),
    "partner": N_("partner"),
    "points": N_("points"),
    "progressive": N_("progressive"),
    "rotate": N_("by rotation"),
    "rounds_won": N_("rounds won"),
    "semi_partner": N_("semi-partner"),
    "share": N_("share"),
    "tricks": N_("tricks"),
    "turn_up": N_("turned up"),
    "winners": N_("winners"),
    "zero": N_("zero"),
}


def value_words(value: Value) -> Text:
    """A house-rule value in words: "semi-partner", "yes"; a number as it is."""
    if isinstance(value, bool):
        return Text("yes") if value else Text("no")
    if isinstance(value, str):
        words = VALUE_WORDS.get(value)
        return Text(words) if words else Text("{value}", value=value.replace("_", " "))
    return Text("{value}", value=show(value))


def defaults(form: str) -> dict[str, Value]:
    """Every key that applies to ``form`` at its default."""
    out: dict[str, Value] = {}
    for r in RULES:
        d = r.default(form)
        if d is not None:
            out[r.key] = d
    return out


def list_rules() -> dict[str, Any]:
    """Every form with its default code and every key with its default and help
    (``scorepad drive --list-rules``)."""

    forms = []
    for form in FORMS:
        game = GAME_OF_FORM.get(form)
        forms.append(
            {
                "form": form,
                "title": FORM_TITLES[form],
                "game": game,
                "default_code": DEFAULT_CODE[form],
                "codes": list(codes_of(game)) if game else [],
                "house_rules": [
                    {
                        "key": r.key,
                        "help": r.help_record,
                        "default": r.default(form),
                        "choices": (list(r.allowed(form) or ()) if r.allowed(form) else r.describe),
                    }
                    for r in RULES
                    if r.applies(form)
                ],
            }
        )
    return {"format": "scorepad-drive-rules/1", "forms": forms}
