"""Random valid rubber records of contract bridge and Chicago, for properties and benchmarks.

``random_rubber(rng, game, code)`` returns a ``scorepad-rubber/1`` JSON object that the scorer
must accept: every deal is legal, and no deal follows the end of the rubber (or Chicago round).
Some rubbers stop early (unfinished), some override house rules, some deals are passed out or
annulled, carry honours, revokes or an explicit dealer (always the rotation's).

The generator keeps its own small account of games (trick points of the contract bid and made,
game at 100) so that it knows when to stop; it does not call the scorer.
"""

from __future__ import annotations

import random
from typing import Any

SEATS = ("N", "E", "S", "W")
STRAINS = ("C", "D", "H", "S", "NT")
SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
NEXT = {"N": "E", "E": "S", "S": "W", "W": "N"}

HOUSE_RULES: dict[str, dict[str, tuple[Any, ...]]] = {
    "contract": {
        "unfinished_part_score": (100, 50),
        "unfinished_part_score_rule": ("single_side", "each_side"),
        "small_slam_vulnerable": (750, 1000),
        "settlement_rounding": ("exact", "nearest_100_down", "nearest_100_up"),
    },
    "chicago": {
        "count_honours": (True, False),
        "passed_out_deal": ("redeal", "counts"),
        "settlement_rounding": ("exact", "nearest_100_down", "nearest_100_up"),
    },
}


def random_contract_deal(rng: random.Random) -> dict[str, Any]:
    """One played deal: contract, declarer, result near the contract, maybe honours/revokes."""
    level = rng.choice((1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 6, 7))
    strain = rng.choice(STRAINS)
    dbl = rng.choices(("", "X", "XX"), weights=(75, 20, 5))[0]
    declarer = rng.choice(SEATS)
    need = 6 + level
    result = rng.randint(0, 13) if rng.random() < 0.15 else need + rng.randint(-3, 2)
    deal: dict[str, Any] = {
        "declarer": declarer,
        "contract": f"{level}{strain}{dbl}",
        "result": max(0, min(13, result)),
    }
    if rng.random() < 0.25:
        deal["honours"] = random_honours(rng, strain)
    if rng.random() < 0.08:
        offenders = [s for s in SEATS if s != PARTNER[declarer]]
        deal["revokes"] = [
            {"by": rng.choice(offenders), "tricks": rng.choice((0, 1, 1, 2, 2))}
            for _ in range(rng.choice((1, 1, 1, 2)))
        ]
    return deal


def random_honours(rng: random.Random, strain: str) -> dict[str, int]:
    """A possible holding: often four or five (four aces at NT) in one hand, the rest spread."""
    cards = 4 if strain == "NT" else 5
    counts = dict.fromkeys(SEATS, 0)
    if rng.random() < 0.7:
        seat = rng.choice(SEATS)
        counts[seat] = rng.choice((4, cards))
    for _ in range(cards - sum(counts.values())):  # never more than the suit holds
        if rng.random() < 0.6:
            counts[rng.choice(SEATS)] += 1
    return {s: n for s, n in counts.items() if n and rng.random() < 0.8}


def declarer_tricks(deal: dict[str, Any]) -> int:
    side = SIDE[deal["declarer"]]
    moved = sum(
        r["tricks"] if SIDE[r["by"]] != side else -r["tricks"] for r in deal.get("revokes", ())
    )
    return max(0, min(13, deal["result"] + moved))


def below_points(deal: dict[str, Any]) -> int:
    """Trick points of a contract bid and made (0 when it failed)."""
    text = deal["contract"]
    level, rest = int(text[0]), text[1:]
    strain = rest.rstrip("X")
    mult = 1 << (len(rest) - len(strain))
    if declarer_tricks(deal) < 6 + level:
        return 0
    value = 20 if strain in ("C", "D") else 30
    return (value * level + (10 if strain == "NT" else 0)) * mult


def random_rubber(rng: random.Random, game: str, code: str) -> dict[str, Any]:
    """A valid rubber record of ``game`` (``contract`` or ``chicago``) under ``code``."""
    if game not in HOUSE_RULES:
        raise ValueError(f"not a game of this generator: {game}")
    record: dict[str, Any] = {"format": "scorepad-rubber/1", "game": game, "code": code}
    overrides = {k: rng.choice(v) for k, v in HOUSE_RULES[game].items() if rng.random() < 0.3}
    if overrides:
        record["house_rules"] = overrides
    dealer = rng.choice(SEATS)
    if rng.random() < 0.7:
        record["first_dealer"] = dealer
    else:
        dealer = "N"
    stop_early = rng.random() < 0.25
    redeal = overrides.get("passed_out_deal", "redeal") == "redeal"
    games = {"NS": 0, "EW": 0}
    toward = {"NS": 0, "EW": 0}
    counted = 0
    deals: list[dict[str, Any]] = []
    while True:
        if game == "contract" and (max(games.values()) == 2 or len(deals) >= 40):
            break
        if game == "chicago" and counted == 4:
            break
        if stop_early and rng.random() < 0.2:
            break
        roll = rng.random()
        if roll < 0.05:
            deal: dict[str, Any] = {"passed_out": True}
            again = game == "chicago" and redeal
            counted += 0 if again else 1
        elif roll < 0.08:
            deal = {"new_deal": True}
            again = game == "chicago"
        else:
            deal = random_contract_deal(rng)
            again = False
            counted += 1
            side = SIDE[deal["declarer"]]
            toward[side] += below_points(deal)
            if toward[side] >= 100:
                games[side] += 1
                toward = {"NS": 0, "EW": 0}
        if rng.random() < 0.5:
            deal = {"dealer": dealer, **deal}
        deals.append(deal)
        dealer = dealer if again else NEXT[dealer]
    record["deals"] = deals
    return record
