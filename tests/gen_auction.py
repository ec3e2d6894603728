"""Random valid auction-bridge rubber records, for property tests and the benchmark.

``random_rubber(rng, "auction", code)`` plays deals until the rubber is won (now and then it stops
early, to leave an unfinished rubber): random contracts in the code's strains, doublings, results
around the contract, honours that account for all five (four aces), voids only in hands without
honours, new deals, passed-out deals where the code lets the dealer pass, and revokes whose
``penalty`` is given exactly where the declarer has a choice (rules-bridge.md §1.2, §2.5).
Sometimes the record overrides a few house rules. Every record it returns can be scored.
"""

from __future__ import annotations

import random
from typing import Any

from scorepad.houserules import IntRange, resolve
from scorepad.record import Rubber
from scorepad.rules import score
from scorepad.rules.auction import HOUSE_RULES, AuctionLaws

SEATS = ("N", "E", "S", "W")
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


def random_house_rules(rng: random.Random) -> dict[str, Any]:
    """None, or one to three house-rule overrides drawn from the allowed values."""
    if rng.random() < 0.6:
        return {}
    out: dict[str, Any] = {}
    for rule in rng.sample(HOUSE_RULES, rng.randint(1, 3)):
        assert not isinstance(rule.choices, IntRange)
        out[rule.key] = rng.choice(rule.choices)
    return out


def random_rubber(rng: random.Random, game: str, code: str) -> dict[str, Any]:
    """A complete (or now and then unfinished) valid rubber record of ``game`` under ``code``."""
    if game != "auction":
        raise ValueError(f"this generator makes auction rubbers, not {game!r}")
    house = random_house_rules(rng)
    settings = resolve(HOUSE_RULES, code, house, [])
    laws = AuctionLaws.of(code, settings)
    record: dict[str, Any] = {
        "format": "scorepad-rubber/1",
        "game": "auction",
        "code": code,
        "deals": [],
    }
    if house:
        record["house_rules"] = house
    first = rng.choice(SEATS)
    if rng.random() < 0.7:
        record["first_dealer"] = first
    else:
        first = "N"
    dealer = first
    redeal = False
    for _ in range(60):
        deal = random_deal(rng, laws, dealer, redeal)
        record["deals"].append(deal)
        # After a misdeal the same dealer deals again (1912 law 36): the redeal names him.
        redeal = bool(deal.get("new_deal")) and rng.random() < 0.5
        if not redeal:
            dealer = SEATS[(SEATS.index(dealer) + 1) % 4]
        if rng.random() < 0.02:
            break  # an unfinished rubber
        sheet = score(Rubber.from_json(record))
        if sheet.complete:
            break
    return record


def random_deal(
    rng: random.Random, laws: AuctionLaws, dealer: str, redeal: bool = False
) -> dict[str, Any]:
    """One valid deal record by ``dealer`` (given in most records, always for a redeal)."""
    head: dict[str, Any] = {"dealer": dealer} if redeal or rng.random() < 0.8 else {}
    u = rng.random()
    if u < 0.04:
        return {**head, "new_deal": True}
    if laws.dealer_may_pass and u < 0.10:
        return {**head, "passed_out": True}
    level = rng.choice((1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 7))
    strain = rng.choice(laws.strains)
    doubles = rng.choices((0, 1, 2), weights=(8, 3, 1))[0]
    declarer = rng.choice(SEATS)
    need = 6 + level
    if rng.random() < 0.05:
        result = rng.randint(0, 13)
    else:
        result = max(0, min(13, need + rng.randint(-3, 3)))
    deal: dict[str, Any] = {
        **head,
        "declarer": declarer,
        "contract": f"{level}{strain}{'X' * doubles}",
        "result": result,
    }
    honours = random_honours(rng, strain) if rng.random() < 0.75 else None
    if honours is not None:
        deal["honours"] = honours
    if strain != "NT" and rng.random() < 0.15:
        empty = [s for s in SEATS if not (honours or {}).get(s)]
        k = rng.randint(1, min(2, len(empty))) if empty else 0
        voids = rng.sample(empty, k)
        if voids and (honours is not None or len(voids) < 4):
            deal["voids"] = voids
    if rng.random() < 0.12:
        deal["revokes"] = random_revokes(rng, laws, declarer, result)
    return deal


def random_honours(rng: random.Random, strain: str) -> dict[str, int]:
    """Five trump honours (four aces at no trumps) dealt to random seats."""
    out: dict[str, int] = {}
    for _ in range(4 if strain == "NT" else 5):
        seat = rng.choice(SEATS)
        out[seat] = out.get(seat, 0) + 1
    return out


def random_revokes(
    rng: random.Random, laws: AuctionLaws, declarer: str, result: int
) -> list[dict[str, Any]]:
    """One to three revokes by hands other than dummy, with ``penalty`` exactly where the
    declarer has a choice (§1.2)."""
    can = [s for s in SEATS if s != PARTNER[declarer]]
    bys = [rng.choice(can) for _ in range(rng.choices((1, 2, 3), weights=(8, 3, 1))[0])]
    sides = {SIDE[b] for b in bys}
    if laws.two_tricks or len(sides) == 2 or SIDE[declarer] in sides:
        return [{"by": b} for b in bys]
    out: list[dict[str, Any]] = []
    total = result
    for i, b in enumerate(bys):
        choice = i == 0 or not laws.later_fixed
        if choice and laws.shortfall_forbid and 13 - total < 3:
            out.append({"by": b, "penalty": "points"} if rng.random() < 0.5 else {"by": b})
        elif choice:
            penalty = rng.choice(("points", "tricks"))
            if penalty == "tricks":
                total += min(3, 13 - total)
            out.append({"by": b, "penalty": penalty})
        else:
            out.append({"by": b, "penalty": "points"} if rng.random() < 0.3 else {"by": b})
    return out
