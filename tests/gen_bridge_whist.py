"""Random valid bridge-whist rubbers, for properties and benchmarks.

``random_rubber(rng, game, code)`` returns a ``scorepad-rubber/1`` record that the rules service
scores without error: random declarations and makers, doublings within the limit in force,
honours and voids that agree with each other, occasional revokes (never by dummy) with a penalty
exactly where the code gives the choice, new deals, dealers sometimes left to the rotation or
moved, the spade convention's unplayed makes where it applies, and random valid house rules. It
stops when the rubber is complete, or earlier at random (an unfinished rubber).

The generator keeps the position with :class:`scorepad.rules.bridge_whist.Tally` (it needs the
score toward game for the spade convention, and whether the rubber is over); everything else it
invents is valid in any position.

>>> import random
>>> rec = random_rubber(random.Random(1), "bridge_whist", "new_york_1907")
>>> rec["game"], rec["code"], len(rec["deals"]) > 0
('bridge_whist', 'new_york_1907', True)
"""

from __future__ import annotations

import random
from typing import Any

from scorepad.enums import SEATS, Seat, Side
from scorepad.fields import Fields
from scorepad.houserules import Value, resolve
from scorepad.record import Rubber
from scorepad.rules.bridge_whist import (
    HOUSE_RULES,
    PENALTIES,
    REVOKE_TRICKS,
    SPADE_CONVENTION_FLOOR,
    STRAINS,
    BridgeWhist,
    Laws,
    Tally,
    max_doubles,
)

CODES = ("portland_1904", "new_york_1907")
MAX_DEALS = 200  # a safety net; a rubber ends long before this
UNLIMITED_DOUBLES = 6  # how far the generator doubles when the house has no limit

_RULES = BridgeWhist()


def random_house_rules(rng: random.Random, code: str) -> dict[str, Value]:
    """Overrides for some of the house-rule keys (none half of the time), each allowed."""
    out: dict[str, Value] = {}
    if rng.random() < 0.5:
        return out
    for rule in HOUSE_RULES:
        if rng.random() < 0.4:
            assert isinstance(rule.choices, tuple)
            out[rule.key] = rng.choice(rule.choices)
    return out


def random_rubber(
    rng: random.Random, game: str = "bridge_whist", code: str = "portland_1904"
) -> dict[str, Any]:
    """A valid random bridge-whist rubber record (see the module docstring)."""
    assert game == "bridge_whist", game
    house_rules = random_house_rules(rng, code)
    problems: list[Any] = []
    settings = resolve(HOUSE_RULES, code, house_rules, problems)
    assert not problems, problems
    laws = Laws.of(settings)
    first = rng.choice(SEATS) if rng.random() < 0.7 else None
    tally = Tally(laws)
    stop = rng.randint(0, 12) if rng.random() < 0.2 else MAX_DEALS
    rubber = Rubber(game=game, code=code, house_rules=house_rules, first_dealer=first)
    deals: list[dict[str, Any]] = []
    dealer = first or Seat.N
    while not tally.complete and len(deals) < stop:
        deal = random_deal(rng, laws, dealer, tally.toward)
        deals.append(deal)
        rubber = rubber.with_deal(deal)
        fields = Fields(deal, len(deals))
        typed = _RULES.read_deal(fields, rubber, settings)
        assert fields.ok, fields.problems
        tally.step(typed)
        dealer = typed.dealer.next
    record: dict[str, Any] = {
        "format": "scorepad-rubber/1",
        "game": game,
        "code": code,
        "deals": deals,
    }
    if first is not None:
        record["first_dealer"] = first.value
    if house_rules:
        record["house_rules"] = house_rules
    return record


def random_deal(
    rng: random.Random, laws: Laws, rotation: Seat, toward: dict[Side, int]
) -> dict[str, Any]:
    """One valid deal at the current position; ``rotation`` is the dealer by rotation."""
    deal: dict[str, Any] = {}
    dealer = rotation
    r = rng.random()
    if r < 0.05:
        dealer = rng.choice(SEATS)  # a dealer out of turn restarts the rotation
        deal["dealer"] = dealer.value
    elif r < 0.85:
        deal["dealer"] = dealer.value
    if rng.random() < 0.04:
        deal["new_deal"] = True
        return deal
    declaration = rng.choice(STRAINS)
    deal["maker"] = rng.choice(("dealer", "partner"))
    deal["declaration"] = declaration
    deal["doubles"] = _doubles(rng, laws, declaration)
    if (
        laws.spade_convention
        and declaration == "S"
        and deal["doubles"] == 0
        and max(toward.values()) < SPADE_CONVENTION_FLOOR
    ):
        return deal  # not played: no tricks, no honours, no revokes
    ours = _tricks(rng)
    side = dealer.side
    tricks = {side: ours, side.other: 13 - ours}
    deal["tricks"] = {s.value: n for s, n in tricks.items()}
    voids = _voids(rng, declaration)
    if voids:
        deal["voids"] = [s.value for s in voids]
    if rng.random() < 0.8:
        deal["honours"] = _honours(rng, declaration, voids)
    if rng.random() < 0.1:
        deal["revokes"] = _revokes(rng, laws, dealer, tricks)
    return deal


def _doubles(rng: random.Random, laws: Laws, declaration: str) -> int:
    most = max_doubles(declaration, laws.limit, laws.strict_limit)
    top = UNLIMITED_DOUBLES if most is None else most
    n = 0
    while n < top and rng.random() < 0.3:
        n += 1
    return n


def _tricks(rng: random.Random) -> int:
    """The dealer's side's tricks: mostly 5–10, now and then anything from 0 to 13."""
    if rng.random() < 0.15:
        return rng.randint(0, 13)
    return min(13, max(0, round(rng.gauss(7.5, 1.8))))


def _voids(rng: random.Random, declaration: str) -> list[Seat]:
    if declaration == "NT" or rng.random() > 0.12:
        return []
    k = 1 if rng.random() < 0.8 else rng.choice((2, 3))
    return rng.sample(SEATS, k)


def _honours(rng: random.Random, declaration: str, voids: list[Seat]) -> dict[str, int]:
    """All five honours (or the four aces at no trumps) among the seats that hold trumps."""
    holders = [s for s in SEATS if s not in voids]
    counts: dict[str, int] = {}
    for _ in range(4 if declaration == "NT" else 5):
        seat = rng.choice(holders).value
        counts[seat] = counts.get(seat, 0) + 1
    return counts


def _revokes(
    rng: random.Random, laws: Laws, dealer: Seat, tricks: dict[Side, int]
) -> list[dict[str, str]]:
    """One or two revokes by seats other than dummy, each with a legal penalty."""
    left = dict(tricks)
    out: list[dict[str, str]] = []
    for _ in range(1 if rng.random() < 0.85 else 2):
        by = rng.choice([s for s in SEATS if s is not dealer.partner])
        revoke = {"by": by.value}
        if laws.option:
            choices = [
                p
                for p in PENALTIES
                if p != "tricks" or not laws.forbid_shortfall or left[by.side] >= REVOKE_TRICKS
            ]
            penalty = rng.choice(choices)
            revoke["penalty"] = penalty
            if penalty == "tricks":
                n = min(REVOKE_TRICKS, left[by.side])
                left[by.side] -= n
                left[by.side.other] += n
        out.append(revoke)
    return out
