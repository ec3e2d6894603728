"""Random valid whist rubbers (short, long and American whist), for properties and benchmarks.

``random_rubber(rng, game, code)`` returns a ``scorepad-rubber/1`` record that the rules service
scores without error: random tricks and claimed honours, occasional revokes with a legal penalty,
new deals, long-whist calls made only where the laws allow them, and random valid house rules.
It stops when the rubber is complete, or earlier at random (an unfinished rubber).

The generator keeps the running score with :class:`scorepad.rules.whist.WhistTally` so that it
can decide which calls are legal; everything else it invents is valid in any position.

>>> import random
>>> rec = random_rubber(random.Random(1), "short_whist", "revised_1900")
>>> rec["game"], rec["code"], len(rec["deals"]) > 0
('short_whist', 'revised_1900', True)
"""

from __future__ import annotations

import random
from typing import Any

from scorepad.enums import SEATS, Seat, Side
from scorepad.fields import Fields
from scorepad.houserules import HouseRule, IntRange, Value, resolve
from scorepad.record import Rubber
from scorepad.rules import get_rules
from scorepad.rules.whist import PENALTIES, WhistLaws, WhistRules, WhistTally

GAME_CODES: tuple[tuple[str, str], ...] = (
    ("short_whist", "revised_1900"),
    ("short_whist", "clubs_1864"),
    ("long_whist", "classic"),
    ("american_whist", "classic"),
)

MAX_DEALS = 400  # a safety net; a rubber ends long before this


def random_house_rules(rng: random.Random, rules: WhistRules, code: str) -> dict[str, Value]:
    """Overrides for some of the game's house-rule keys, each a value the key allows."""
    out: dict[str, Value] = {}
    for rule in rules.house_rules:
        if rng.random() < 0.4:
            out[rule.key] = _random_value(rng, rule)
    return out


def _random_value(rng: random.Random, rule: HouseRule) -> Value:
    if isinstance(rule.choices, IntRange):
        return rng.randint(rule.choices.lo, rule.choices.lo + 4)
    return rng.choice(rule.choices)


def random_rubber(rng: random.Random, game: str, code: str) -> dict[str, Any]:
    """A valid random rubber record of a whist game (see the module docstring)."""
    rules = get_rules(game)
    assert isinstance(rules, WhistRules), game
    house_rules = random_house_rules(rng, rules, code)
    problems: list[Any] = []
    settings = resolve(rules.house_rules, code, house_rules, problems)
    assert not problems, problems
    laws = rules.laws(settings)
    first = rng.choice(SEATS)
    tally = WhistTally(laws, first)
    stop = rng.randint(0, 30) if rng.random() < 0.2 else MAX_DEALS
    rubber = Rubber(game=game, code=code, house_rules=house_rules)
    deals: list[dict[str, Any]] = []
    while not tally.complete and len(deals) < stop:
        deal = _random_deal(rng, rules, laws, tally)
        deals.append(deal)
        tally.step(rules.read_deal(Fields(deal, len(deals)), rubber, settings))
    record: dict[str, Any] = {
        "format": "scorepad-rubber/1",
        "game": game,
        "code": code,
        "first_dealer": first.value,
        "deals": deals,
    }
    if house_rules:
        record["house_rules"] = house_rules
    return record


def _tricks(rng: random.Random) -> int:
    if rng.random() < 0.3:
        return rng.randint(0, 13)
    return sum(rng.random() < 0.5 for _ in range(13))


def _random_deal(
    rng: random.Random, rules: WhistRules, laws: WhistLaws, tally: WhistTally
) -> dict[str, Any]:
    deal: dict[str, Any] = {}
    if rng.random() < 0.05:
        deal["dealer"] = tally.dealer.value
    if rng.random() < 0.04:
        deal["new_deal"] = True
        return deal
    ns = _tricks(rng)
    tricks = {Side.NS: ns, Side.EW: 13 - ns}
    deal["tricks"] = {"NS": ns, "EW": 13 - ns}
    honours: dict[str, int] | None = None
    if rules.has_honours and rng.random() < 0.7:
        h = rng.choice((0, 1, 1, 2, 2, 2, 3, 3, 4))
        honours = {"NS": h, "EW": 4 - h}
        deal["honours"] = honours
    if rules.has_call and honours is not None and _try_call(rng, laws, tally, honours, deal):
        return deal
    if rng.random() < 0.1:
        revokes = _random_revokes(rng, rules, laws, tricks)
        if revokes:
            deal["revokes"] = revokes
    return deal


def _try_call(
    rng: random.Random,
    laws: WhistLaws,
    tally: WhistTally,
    honours: dict[str, int],
    deal: dict[str, Any],
) -> bool:
    """Make a legal call at eight now and then (the side at 8 holding 3 or 4 honours)."""
    for side in (Side.NS, Side.EW):
        if tally.score[side] != 8 or honours[side.value] < 3 or rng.random() < 0.3:
            continue
        dealer = Seat(deal["dealer"]) if "dealer" in deal else tally.dealer
        if laws.eight_with_deal_rule and dealer.side is side and tally.score[side.other] == 9:
            continue
        deal["call"] = side.value
        if rng.random() < 0.5:
            del deal["tricks"]
        return True
    return False


def _random_revokes(
    rng: random.Random, rules: WhistRules, laws: WhistLaws, tricks: dict[Side, int]
) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    left = dict(tricks)
    for _ in range(rng.choice((1, 1, 1, 2, 2, 3))):
        by = rng.choice((Side.NS, Side.EW))
        want = laws.revoke_tricks
        short = left[by] < want
        if not rules.has_honours:
            if short and laws.forbid_shortfall:
                continue
            out.append({"by": by.value})
        else:
            choices = [
                p for p in PENALTIES if not (p == "tricks" and short and laws.forbid_shortfall)
            ]
            penalty = rng.choice(choices)
            out.append({"by": by.value, "penalty": penalty})
            if penalty != "tricks":
                continue
        n = min(want, left[by])
        left[by] -= n
        left[by.other] += n
    return out
