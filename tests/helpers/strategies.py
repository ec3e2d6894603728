"""Random valid rubber records of every game, as Hypothesis strategies that shrink.

(They were the ``tests/gen_*.py`` modules: ``random_rubber(rng, game, code)`` keeps their call.)

``rubbers()`` (and ``whist_rubbers()``, ``bridge_whist_rubbers()``, ``auction_rubbers()``,
``contract_rubbers()``, ``chicago_rubbers()``) draw a ``scorepad-rubber/1`` record that the rules
service scores without error. Every random choice is a Hypothesis draw, so a failing rubber
shrinks: towards the usual outcome of each choice (no revoke, no new deal, no house rule, no
early stop, the first of the options), and so towards a short, plain rubber.

The same generators run on a :class:`random.Random` too (``random_rubber(rng, game, code)``),
for loops over seeds and for ``bench/gen_history.py``.

They see the laws only through the public rules API: the registry's house-rule keys
(``get_rules(game).house_rules``) and the score sheet JSON of the deals so far
(``score_record(...).to_json()``: its ``position``, ``rubber.complete`` and resolved
``house_rules``), never the rules modules' internals.

>>> import random
>>> rec = random_rubber(random.Random(1), "short_whist", "revised_1900")
>>> rec["game"], rec["code"], len(rec["deals"]) > 0
('short_whist', 'revised_1900', True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from hypothesis import strategies as st

from scorepad.records.houserules import HouseRule, IntRange
from scorepad.rules import get_rules, score_record

T = TypeVar("T")
Record = dict[str, Any]

SEATS = ("N", "E", "S", "W")
SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
OTHER = {"NS": "EW", "EW": "NS"}
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
NEXT = {"N": "E", "E": "S", "S": "W", "W": "N"}

WHIST_GAME_CODES: tuple[tuple[str, str], ...] = (
    ("short_whist", "revised_1900"),
    ("short_whist", "clubs_1864"),
    ("long_whist", "classic"),
    ("american_whist", "classic"),
)
BRIDGE_WHIST_CODES = ("portland_1904", "new_york_1907")
AUCTION_CODES = (
    "portland_1908",
    "whist_club_1912",
    "whist_club_1913",
    "portland_1914",
    "whist_club_1915",
    "whist_club_1926",
)
CONTRACT_CODES = ("laws_2014", "laws_1935")
CHICAGO_CODES = ("acbl", "nondealer_vulnerable")
GAME_CODES: tuple[tuple[str, str], ...] = (
    *WHIST_GAME_CODES,
    *(("bridge_whist", c) for c in BRIDGE_WHIST_CODES),
    *(("auction", c) for c in AUCTION_CODES),
    *(("contract", c) for c in CONTRACT_CODES),
    *(("chicago", c) for c in CHICAGO_CODES),
)


class Chooser(Protocol):
    """What the generators ask of their source of chance: a subset of :class:`random.Random`."""

    def random(self) -> float: ...

    def randint(self, a: int, b: int) -> int: ...

    def choice(self, seq: Sequence[T]) -> T: ...

    def sample(self, population: Sequence[T], k: int) -> list[T]: ...


class Draws:
    """A :class:`Chooser` whose every choice is a Hypothesis draw, shrinking to the plain case.

    ``random()`` shrinks to 1.0, so a rare branch written ``rng.random() < p`` shrinks to not
    taken; ``randint`` to its low end, ``choice`` to the first option, ``sample`` to the first
    ``k`` in order.
    """

    def __init__(self, draw: Callable[[st.SearchStrategy[Any]], Any]) -> None:
        self._draw = draw

    def integer(self, lo: int, hi: int) -> int:
        """The one primitive: an integer in [lo, hi], shrinking to ``lo``."""
        return int(self._draw(st.integers(lo, hi)))

    def random(self) -> float:
        return 1.0 - self.integer(0, 9999) / 10000

    def randint(self, a: int, b: int) -> int:
        return self.integer(a, b)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.integer(0, len(seq) - 1)]

    def sample(self, population: Sequence[T], k: int) -> list[T]:
        pool = list(population)
        return [pool.pop(self.integer(0, len(pool) - 1)) for _ in range(k)]


def weighted(rng: Chooser, options: Sequence[T], weights: Sequence[int]) -> T:
    """One of ``options`` with integer ``weights`` (shrinks to the first)."""
    n = rng.randint(0, sum(weights) - 1)
    for option, w in zip(options, weights, strict=True):
        if n < w:
            return option
        n -= w
    raise AssertionError("unreachable")


def sheet_of(record: Record) -> dict[str, Any]:
    """The score sheet JSON of the record so far (the generators' view of the position)."""
    return score_record(record).to_json()


def _house_value(rng: Chooser, rule: HouseRule) -> Any:
    if isinstance(rule.choices, IntRange):
        return rng.randint(rule.choices.lo, rule.choices.lo + 4)
    return rng.choice(rule.choices)


# -- whist: short, long and American ----------------------------------------------------------

WHIST_MAX_DEALS = 400  # a safety net; a rubber ends long before this
WHIST_PENALTIES = ("add", "deduct", "tricks")


def whist_rubber(rng: Chooser, game: str, code: str) -> Record:
    """Random tricks and claimed honours, occasional revokes with a legal penalty, new deals,
    long-whist calls made only where the laws allow them, random valid house rules; stops when
    the rubber is complete, or earlier at random (an unfinished rubber)."""
    rules = get_rules(game)
    house_rules = {
        rule.key: _house_value(rng, rule) for rule in rules.house_rules if rng.random() < 0.4
    }
    record: Record = {
        "format": "scorepad-rubber/1",
        "game": game,
        "code": code,
        "first_dealer": rng.choice(SEATS),
        "deals": [],
    }
    if house_rules:
        record["house_rules"] = house_rules
    stop = rng.randint(0, 30) if rng.random() < 0.2 else WHIST_MAX_DEALS
    sheet = sheet_of(record)
    while not sheet["rubber"]["complete"] and len(record["deals"]) < stop:
        record["deals"].append(_whist_deal(rng, game, sheet))
        sheet = sheet_of(record)
    return record


def _whist_tricks(rng: Chooser) -> int:
    if rng.random() < 0.3:
        return rng.randint(0, 13)
    return sum(rng.random() < 0.5 for _ in range(13))


def _whist_deal(rng: Chooser, game: str, sheet: Mapping[str, Any]) -> Record:
    position, laws = sheet["position"], sheet["house_rules"]
    deal: Record = {}
    if rng.random() < 0.05:
        deal["dealer"] = position["next_dealer"]
    if rng.random() < 0.04:
        deal["new_deal"] = True
        return deal
    ns = _whist_tricks(rng)
    tricks = {"NS": ns, "EW": 13 - ns}
    deal["tricks"] = dict(tricks)
    honours: dict[str, int] | None = None
    if game != "american_whist" and rng.random() < 0.7:
        h = rng.choice((0, 1, 1, 2, 2, 2, 3, 3, 4))
        honours = {"NS": h, "EW": 4 - h}
        deal["honours"] = honours
    if game == "long_whist" and honours is not None and _try_call(rng, sheet, honours, deal):
        return deal
    if rng.random() < 0.1:
        revokes = _whist_revokes(rng, game, laws, tricks)
        if revokes:
            deal["revokes"] = revokes
    return deal


def _try_call(
    rng: Chooser, sheet: Mapping[str, Any], honours: dict[str, int], deal: Record
) -> bool:
    """Make a legal call at eight now and then (the side at 8 holding 3 or 4 honours)."""
    toward = sheet["position"]["toward_game"]
    eight_with_deal = sheet["house_rules"].get("eight_with_deal_cannot_call_against_nine") is True
    for side in ("NS", "EW"):
        if toward[side] != 8 or honours[side] < 3 or rng.random() < 0.3:
            continue
        dealer = deal.get("dealer", sheet["position"]["next_dealer"])
        if eight_with_deal and SIDE[dealer] == side and toward[OTHER[side]] == 9:
            continue
        deal["call"] = side
        if rng.random() < 0.5:
            del deal["tricks"]
        return True
    return False


def _whist_revokes(
    rng: Chooser, game: str, laws: Mapping[str, Any], tricks: dict[str, int]
) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    left = dict(tricks)
    want = 2 if game == "american_whist" else 3
    forbid = laws.get("revoke_tricks_shortfall") == "forbid_option"
    for _ in range(rng.choice((1, 1, 1, 2, 2, 3))):
        by = rng.choice(("NS", "EW"))
        short = left[by] < want
        if game == "american_whist":
            if short and forbid:
                continue
            out.append({"by": by})
        else:
            choices = [p for p in WHIST_PENALTIES if not (p == "tricks" and short and forbid)]
            penalty = rng.choice(choices)
            out.append({"by": by, "penalty": penalty})
            if penalty != "tricks":
                continue
        n = min(want, left[by])
        left[by] -= n
        left[OTHER[by]] += n
    return out


# -- bridge whist ------------------------------------------------------------------------------

BW_MAX_DEALS = 200  # a safety net; a rubber ends long before this
BW_UNLIMITED_DOUBLES = 6  # how far the generator doubles when the house has no limit
BW_STRAINS = ("S", "C", "D", "H", "NT")
BW_UNIT = {"S": 2, "C": 4, "D": 6, "H": 8, "NT": 12}
BW_PENALTIES = ("tricks", "deduct", "add")
BW_REVOKE_TRICKS = 3
BW_SPADE_CONVENTION_FLOOR = 20  # rules-whist.md §6.9: not played while both sides are under 20
#: The dealer's side's tricks, mostly 5–10 (about a normal curve round 7.5).
BW_TRICK_WEIGHTS = (1, 1, 1, 2, 6, 15, 28, 40, 40, 28, 15, 6, 2, 1)


def bridge_whist_rubber(
    rng: Chooser, game: str = "bridge_whist", code: str = "portland_1904"
) -> Record:
    """Random declarations and makers, doublings within the limit in force, honours and voids
    that agree with each other, occasional revokes (never by dummy) with a penalty exactly where
    the code gives the choice, new deals, dealers sometimes left to the rotation or moved, the
    spade convention's unplayed makes where it applies, random valid house rules; stops when the
    rubber is complete, or earlier at random."""
    assert game == "bridge_whist", game
    house_rules: dict[str, Any] = {}
    if rng.random() < 0.5:
        for rule in get_rules(game).house_rules:
            if rng.random() < 0.4:
                house_rules[rule.key] = _house_value(rng, rule)
    record: Record = {"format": "scorepad-rubber/1", "game": game, "code": code, "deals": []}
    if rng.random() < 0.7:
        record["first_dealer"] = rng.choice(SEATS)
    if house_rules:
        record["house_rules"] = house_rules
    stop = rng.randint(0, 12) if rng.random() < 0.2 else BW_MAX_DEALS
    sheet = sheet_of(record)
    while not sheet["rubber"]["complete"] and len(record["deals"]) < stop:
        record["deals"].append(_bw_deal(rng, sheet))
        sheet = sheet_of(record)
    return record


def bw_max_doubles(declaration: str, laws: Mapping[str, Any]) -> int | None:
    """The most doublings the house's limit allows (rules-whist.md §6.2); None: no limit."""
    limit = laws.get("doubling_limit")
    if not isinstance(limit, int) or isinstance(limit, bool):
        return None
    strict = laws.get("doubling_limit_mode") == "value_may_not_exceed"
    n, value = 0, BW_UNIT[declaration]
    while (value * 2 <= limit) if strict else (value < limit):
        n, value = n + 1, value * 2
    return n


def _bw_deal(rng: Chooser, sheet: Mapping[str, Any]) -> Record:
    laws = sheet["house_rules"]
    deal: Record = {}
    dealer = sheet["position"]["next_dealer"]
    r = rng.random()
    if r < 0.05:
        dealer = rng.choice(SEATS)  # a dealer out of turn restarts the rotation
        deal["dealer"] = dealer
    elif r < 0.85:
        deal["dealer"] = dealer
    if rng.random() < 0.04:
        deal["new_deal"] = True
        return deal
    declaration = rng.choice(BW_STRAINS)
    deal["maker"] = rng.choice(("dealer", "partner"))
    deal["declaration"] = declaration
    most = bw_max_doubles(declaration, laws)
    top = BW_UNLIMITED_DOUBLES if most is None else most
    doubles = 0
    while doubles < top and rng.random() < 0.3:
        doubles += 1
    deal["doubles"] = doubles
    toward = sheet["position"]["toward_game"]
    if (
        laws.get("spade_convention") is True
        and declaration == "S"
        and doubles == 0
        and max(toward.values()) < BW_SPADE_CONVENTION_FLOOR
    ):
        return deal  # not played: no tricks, no honours, no revokes
    ours = weighted(rng, range(14), BW_TRICK_WEIGHTS)
    side = SIDE[dealer]
    tricks = {side: ours, OTHER[side]: 13 - ours}
    deal["tricks"] = {"NS": tricks["NS"], "EW": tricks["EW"]}
    voids: list[str] = []
    if declaration != "NT" and rng.random() < 0.12:
        voids = rng.sample(SEATS, 1 if rng.random() < 0.8 else rng.choice((2, 3)))
        deal["voids"] = voids
    if rng.random() < 0.8:
        holders = [s for s in SEATS if s not in voids]
        counts: dict[str, int] = {}
        for _ in range(4 if declaration == "NT" else 5):
            seat = rng.choice(holders)
            counts[seat] = counts.get(seat, 0) + 1
        deal["honours"] = counts
    if rng.random() < 0.1:
        deal["revokes"] = _bw_revokes(rng, laws, dealer, tricks)
    return deal


def _bw_revokes(
    rng: Chooser, laws: Mapping[str, Any], dealer: str, tricks: dict[str, int]
) -> list[dict[str, str]]:
    """One or two revokes by seats other than dummy, each with a legal penalty."""
    option = laws.get("revoke_penalty") == "adversaries_option"
    forbid = laws.get("revoke_tricks_shortfall") == "forbid_option"
    left = dict(tricks)
    out: list[dict[str, str]] = []
    for _ in range(1 if rng.random() < 0.85 else 2):
        by = rng.choice([s for s in SEATS if s != PARTNER[dealer]])
        revoke = {"by": by}
        if option:
            side = SIDE[by]
            choices = [
                p
                for p in BW_PENALTIES
                if p != "tricks" or not forbid or left[side] >= BW_REVOKE_TRICKS
            ]
            penalty = rng.choice(choices)
            revoke["penalty"] = penalty
            if penalty == "tricks":
                n = min(BW_REVOKE_TRICKS, left[side])
                left[side] -= n
                left[OTHER[side]] += n
        out.append(revoke)
    return out


# -- auction bridge ----------------------------------------------------------------------------

#: Royal spades (RS) are a strain only in the 1912 and 1913 codes (rules-bridge.md §2).
ROYAL_SPADE_CODES = ("whist_club_1912", "whist_club_1913")


@dataclass(frozen=True)
class AuctionFlags:
    """What the auction generator must know of the laws in force (the same attribute names as
    the rules' own laws object, which may be passed instead)."""

    strains: tuple[str, ...]
    dealer_may_pass: bool
    two_tricks: bool
    later_fixed: bool
    shortfall_forbid: bool

    @classmethod
    def of(cls, code: str, settings: Mapping[str, Any]) -> AuctionFlags:
        royal = ("RS",) if code in ROYAL_SPADE_CODES else ()
        return cls(
            strains=("C", "D", "H", "S", *royal, "NT"),
            dealer_may_pass=settings.get("dealer_may_pass") is True,
            two_tricks=settings.get("revoke_penalty") == "two_tricks",
            later_fixed=settings.get("later_revokes") == "fixed_100",
            shortfall_forbid=settings.get("revoke_tricks_shortfall") == "forbid_option",
        )


class AuctionLawsLike(Protocol):
    @property
    def strains(self) -> tuple[str, ...]: ...

    dealer_may_pass: bool
    two_tricks: bool
    later_fixed: bool
    shortfall_forbid: bool


def auction_rubber(rng: Chooser, game: str, code: str) -> Record:
    """Deals until the rubber is won (now and then it stops early): random contracts in the
    code's strains, doublings, results around the contract, honours that account for all five
    (four aces), voids only in hands without honours, new deals, passed-out deals where the code
    lets the dealer pass, revokes whose ``penalty`` is given exactly where the declarer has a
    choice (rules-bridge.md §1.2, §2.5), and sometimes a few house rules."""
    if game != "auction":
        raise ValueError(f"this generator makes auction rubbers, not {game!r}")
    house: dict[str, Any] = {}
    if rng.random() < 0.4:
        rules = get_rules(game).house_rules
        for rule in rng.sample(rules, rng.randint(1, 3)):
            house[rule.key] = _house_value(rng, rule)
    record: Record = {"format": "scorepad-rubber/1", "game": "auction", "code": code, "deals": []}
    if house:
        record["house_rules"] = house
    laws = AuctionFlags.of(code, sheet_of(record)["house_rules"])
    first = rng.choice(SEATS)
    if rng.random() < 0.7:
        record["first_dealer"] = first
    else:
        first = "N"
    dealer = first
    redeal = False
    for _ in range(60):
        deal = auction_deal(rng, laws, dealer, redeal)
        record["deals"].append(deal)
        # After a misdeal the same dealer deals again (1912 law 36): the redeal names him.
        redeal = bool(deal.get("new_deal")) and rng.random() < 0.5
        if not redeal:
            dealer = NEXT[dealer]
        if rng.random() < 0.02:
            break  # an unfinished rubber
        if sheet_of(record)["rubber"]["complete"]:
            break
    return record


def auction_deal(rng: Chooser, laws: AuctionLawsLike, dealer: str, redeal: bool = False) -> Record:
    """One valid deal record by ``dealer`` (given in most records, always for a redeal)."""
    head: Record = {"dealer": dealer} if redeal or rng.random() < 0.8 else {}
    u = rng.random()
    if u < 0.04:
        return {**head, "new_deal": True}
    if laws.dealer_may_pass and u < 0.10:
        return {**head, "passed_out": True}
    level = rng.choice((1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 7))
    strain = rng.choice(laws.strains)
    doubles = weighted(rng, (0, 1, 2), (8, 3, 1))
    declarer = rng.choice(SEATS)
    need = 6 + level
    if rng.random() < 0.05:
        result = rng.randint(0, 13)
    else:
        result = max(0, min(13, need + rng.choice((0, 1, -1, 2, -2, 3, -3))))
    deal: Record = {
        **head,
        "declarer": declarer,
        "contract": f"{level}{strain}{'X' * doubles}",
        "result": result,
    }
    honours = _auction_honours(rng, strain) if rng.random() < 0.75 else None
    if honours is not None:
        deal["honours"] = honours
    if strain != "NT" and rng.random() < 0.15:
        empty = [s for s in SEATS if not (honours or {}).get(s)]
        k = rng.randint(1, min(2, len(empty))) if empty else 0
        voids = rng.sample(empty, k)
        if voids and (honours is not None or len(voids) < 4):
            deal["voids"] = voids
    if rng.random() < 0.12:
        deal["revokes"] = _auction_revokes(rng, laws, declarer, result)
    return deal


def _auction_honours(rng: Chooser, strain: str) -> dict[str, int]:
    """Five trump honours (four aces at no trumps) dealt to random seats."""
    out: dict[str, int] = {}
    for _ in range(4 if strain == "NT" else 5):
        seat = rng.choice(SEATS)
        out[seat] = out.get(seat, 0) + 1
    return out


def _auction_revokes(
    rng: Chooser, laws: AuctionLawsLike, declarer: str, result: int
) -> list[dict[str, Any]]:
    """One to three revokes by hands other than dummy, with ``penalty`` exactly where the
    declarer has a choice (§1.2)."""
    can = [s for s in SEATS if s != PARTNER[declarer]]
    bys = [rng.choice(can) for _ in range(weighted(rng, (1, 2, 3), (8, 3, 1)))]
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


# -- contract bridge and Chicago ---------------------------------------------------------------

CONTRACT_STRAINS = ("C", "D", "H", "S", "NT")
CONTRACT_HOUSE_RULES: dict[str, dict[str, tuple[Any, ...]]] = {
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


def contract_deal(rng: Chooser) -> Record:
    """One played deal: contract, declarer, result near the contract, maybe honours/revokes."""
    level = rng.choice((1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 6, 7))
    strain = rng.choice(CONTRACT_STRAINS)
    dbl = weighted(rng, ("", "X", "XX"), (75, 20, 5))
    declarer = rng.choice(SEATS)
    need = 6 + level
    result = rng.randint(0, 13) if rng.random() < 0.15 else need + rng.choice((0, 1, -1, 2, -2, -3))
    deal: Record = {
        "declarer": declarer,
        "contract": f"{level}{strain}{dbl}",
        "result": max(0, min(13, result)),
    }
    if rng.random() < 0.25:
        deal["honours"] = _contract_honours(rng, strain)
    if rng.random() < 0.08:
        offenders = [s for s in SEATS if s != PARTNER[declarer]]
        deal["revokes"] = [
            {"by": rng.choice(offenders), "tricks": rng.choice((0, 1, 1, 2, 2))}
            for _ in range(rng.choice((1, 1, 1, 2)))
        ]
    return deal


def _contract_honours(rng: Chooser, strain: str) -> dict[str, int]:
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


def contract_rubber(rng: Chooser, game: str, code: str) -> Record:
    """A rubber of contract bridge (or a Chicago round) under ``code``: every deal legal, none
    after the end; some stop early, some override house rules, some deals are passed out or
    annulled, carry honours, revokes or an explicit dealer (always the rotation's). It keeps
    its own small account of games (trick points of the contract bid and made, game at 100) to
    know when to stop; it does not call the scorer."""
    if game not in CONTRACT_HOUSE_RULES:
        raise ValueError(f"not a game of this generator: {game}")
    record: Record = {"format": "scorepad-rubber/1", "game": game, "code": code}
    overrides = {
        k: rng.choice(v) for k, v in CONTRACT_HOUSE_RULES[game].items() if rng.random() < 0.3
    }
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
    deals: list[Record] = []
    while True:
        if game == "contract" and (max(games.values()) == 2 or len(deals) >= 40):
            break
        if game == "chicago" and counted == 4:
            break
        if stop_early and rng.random() < 0.2:
            break
        roll = rng.random()
        if roll < 0.05:
            deal: Record = {"passed_out": True}
            again = game == "chicago" and redeal
            counted += 0 if again else 1
        elif roll < 0.08:
            deal = {"new_deal": True}
            again = game == "chicago"
        else:
            deal = contract_deal(rng)
            again = False
            counted += 1
            side = SIDE[deal["declarer"]]
            toward[side] += _below_points(deal)
            if toward[side] >= 100:
                games[side] += 1
                toward = {"NS": 0, "EW": 0}
        if rng.random() < 0.5:
            deal = {"dealer": dealer, **deal}
        deals.append(deal)
        dealer = dealer if again else NEXT[dealer]
    record["deals"] = deals
    return record


def _declarer_tricks(deal: Record) -> int:
    side = SIDE[deal["declarer"]]
    moved = sum(
        r["tricks"] if SIDE[r["by"]] != side else -r["tricks"] for r in deal.get("revokes", ())
    )
    return max(0, min(13, deal["result"] + moved))


def _below_points(deal: Record) -> int:
    """Trick points of a contract bid and made (0 when it failed)."""
    text = deal["contract"]
    level, rest = int(text[0]), text[1:]
    strain = rest.rstrip("X")
    mult = 1 << (len(rest) - len(strain))
    if _declarer_tricks(deal) < 6 + level:
        return 0
    value = 20 if strain in ("C", "D") else 30
    return (value * level + (10 if strain == "NT" else 0)) * mult


# -- every game --------------------------------------------------------------------------------

GENERATORS: dict[str, Callable[[Chooser, str, str], Record]] = {
    "short_whist": whist_rubber,
    "long_whist": whist_rubber,
    "american_whist": whist_rubber,
    "bridge_whist": bridge_whist_rubber,
    "auction": auction_rubber,
    "contract": contract_rubber,
    "chicago": contract_rubber,
}


def random_rubber(rng: Chooser | random.Random, game: str, code: str) -> Record:
    """A valid random rubber record of ``game`` under ``code`` (see the module docstring)."""
    return GENERATORS[game](rng, game, code)


@st.composite
def rubbers(draw: st.DrawFn, game_codes: Sequence[tuple[str, str]] = GAME_CODES) -> Record:
    """A valid rubber record of one of ``game_codes`` ((game, code) pairs); shrinks."""
    game, code = draw(st.sampled_from(game_codes))
    return random_rubber(Draws(draw), game, code)


def whist_rubbers(
    game_codes: Sequence[tuple[str, str]] = WHIST_GAME_CODES,
) -> st.SearchStrategy[Record]:
    return rubbers(game_codes)


def bridge_whist_rubbers(codes: Sequence[str] = BRIDGE_WHIST_CODES) -> st.SearchStrategy[Record]:
    return rubbers([("bridge_whist", c) for c in codes])


def auction_rubbers(codes: Sequence[str] = AUCTION_CODES) -> st.SearchStrategy[Record]:
    return rubbers([("auction", c) for c in codes])


def contract_rubbers(codes: Sequence[str] = CONTRACT_CODES) -> st.SearchStrategy[Record]:
    return rubbers([("contract", c) for c in codes])


def chicago_rubbers(codes: Sequence[str] = CHICAGO_CODES) -> st.SearchStrategy[Record]:
    return rubbers([("chicago", c) for c in codes])
