"""Auction bridge, 1908–1926: the laws of ``shared/spec/rules-bridge.md`` §1, §2, §7 and §8.1.

Six codes of laws are offered (§2.2): the Bath & Portland clubs' 1908 code with the bridge count,
the Whist Club of New York's 1912 "new count" with royal spades, its Nov 1913 code (Foster's
Complete Hoyle, the default), the English "Royal Auction" code of 1914, the Whist Club's 1915 code
with spades at 9, and the late American code of 1926 with honours in tens.

Each deal is scored in the order of the per-deal algorithm (§2.3):

0. a passed-out or annulled deal scores nothing;
1. honours and chicane go to their *holders* whatever else happens;
2. revokes are classified (none, the declarer's side, the adversaries, both sides) and their
   point penalties marked;
3. a contract made: the declarer's side scores **all** its odd tricks below the line, "as the
   tricks lie" (penalty tricks included), and the doubled bonus above it;
4. a contract failed: the adversaries score 50, 100 or 200 an undertrick, "regardless of suit",
   the dealer's one spade limited to 100;
5. slams on the tricks won *in play*, for either side, never for a side that revoked;
6. game at 30 below the line, rubber (two games) 250.

>>> from scorepad.rules import score_record
>>> sheet = score_record({"game": "auction", "deals": [
...     {"declarer": "S", "contract": "3HX", "result": 9, "honours": {"N": 2, "S": 1, "E": 2}}]})
>>> [(e.side.value, e.column, e.points, e.explain) for e in sheet.deals[0].entries]
[('NS', 'above', 16, 'simple honours, hearts: 16'), ('NS', 'below', 48, 'three by cards at \
hearts, doubled: 48'), ('NS', 'above', 50, 'doubled contract made: 50')]
>>> sheet.deals[0].summary, sheet.games[0].winner.value
('3HX by S, 9 tricks', 'NS')

The contract field is read by :class:`scorepad.records.notation.Contract` (which knows royal
spades); the
code's own strains are checked here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import InvalidEntryError
from scorepad.i18n import N_, Text
from scorepad.records.fields import Fields
from scorepad.records.notation import Contract
from scorepad.records.record import Rubber
from scorepad.rules.auction_laws import (
    DOUBLED_BONUS,
    EXTRA_REVOKE,
    GAME,
    HOUSE_RULES,
    LATER_REVOKE,
    NT_HONOURS,
    ONE_SPADE_CAP,
    REVOKE_TRICKS,
    RUBBER_BONUS,
    STRAIN_WORDS,
    TRANSFER_TRICKS,
    TRUMP_HONOURS,
    UNDERTRICK,
    AuctionLaws,
    Penalty,
)
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.rules.deal import (
    Deal,
    PassedOut,
    Played,
    read_claimed_honours,
    read_contract,
    read_unplayed,
    revoke_seat,
)
from scorepad.rules.engine import Marked, Tally
from scorepad.sheets.explain import by_cards, number_word
from scorepad.sheets.sheet import Entry

__all__ = [
    "GAME",
    "Auction",
    "AuctionDeal",
    "AuctionHand",
    "AuctionLaws",
    "AuctionRevoke",
    "AuctionTally",
    "deal_entries",
    "read_auction_deal",
    "read_deal",
]


# ---------------------------------------------------------------------------------------------
# The typed deal
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AuctionRevoke:
    """An established revoke: by a seat; ``penalty`` the declarer's choice, or None when the law
    leaves none (the declarer's side revoked, a later revoke at a fixed 100, both sides revoked,
    the trick-transfer code)."""

    by: Seat
    penalty: Penalty | None = None


@dataclass(frozen=True, slots=True)
class AuctionHand:
    """One played deal, read and checked. ``honours`` holds the seats' counts when honours were
    claimed (empty when none were)."""

    declarer: Seat
    contract: Contract
    result: int
    honours: tuple[tuple[Seat, int], ...] = ()
    voids: tuple[Seat, ...] = ()
    revokes: tuple[AuctionRevoke, ...] = ()

    def summary(self) -> str:
        text = Text.plural(
            "{contract} by {seat}, {n} trick",
            "{contract} by {seat}, {n} tricks",
            self.result,
            contract=str(self.contract),
            seat=self.declarer.value,
        )
        if self.revokes:
            who = ", ".join(
                r.by.value + (f" ({r.penalty})" if r.penalty else "") for r in self.revokes
            )
            text = Text("{summary}; revoke {who}", summary=text, who=who)
        return text


AuctionDeal = Deal[AuctionHand]
"""A deal of auction: ``Played[AuctionHand]``, ``PassedOut`` or ``NewDeal``."""

DEAL_KEYS = frozenset(
    {
        "dealer",
        "new_deal",
        "passed_out",
        "declarer",
        "contract",
        "result",
        "honours",
        "voids",
        "revokes",
    }
)
_PLAYED_KEYS = DEAL_KEYS - {"dealer", "new_deal", "passed_out"}


# ---------------------------------------------------------------------------------------------
# Reading one deal (§1.2)
# ---------------------------------------------------------------------------------------------


def read_deal(f: Fields, laws: AuctionLaws) -> AuctionDeal | None:
    """Check one raw deal record against the code; problems go to ``f`` (``None`` when a played
    deal cannot be read)."""
    before = len(f.problems)
    f.only(DEAL_KEYS, " in an auction deal")
    dealer = f.seat("dealer")
    unplayed = read_unplayed(f, ("passed_out", "new_deal"), _PLAYED_KEYS, dealer)
    if unplayed is not None:
        if isinstance(unplayed, PassedOut) and not laws.dealer_may_pass:
            f.add(
                "passed_out",
                f"the dealer must declare under {laws.code} (1908 law 47; 1912 "
                f"law 42), so a deal cannot be passed out; house rule "
                f"dealer_may_pass",
            )
        return None if len(f.problems) > before else unplayed
    declarer = f.seat("declarer", required=True)
    contract = _read_contract(f, laws)
    result = f.integer("result", 0, 13, required=True)
    strain = contract.strain if contract else None
    honours = read_claimed_honours(f, strain == "NT", strain is not None)
    voids = _read_voids(f, strain, honours)
    revokes = _read_revokes(f, laws, declarer, result)
    if len(f.problems) > before or declarer is None or contract is None or result is None:
        return None
    held = tuple((s, honours[s]) for s in SEATS if s in honours)
    return Played(AuctionHand(declarer, contract, result, held, voids, revokes), dealer)


read_auction_deal = read_deal
"""The name other modules (drives) know the reader by."""


def _read_contract(f: Fields, laws: AuctionLaws) -> Contract | None:
    contract = read_contract(f)
    if contract is not None and contract.strain not in laws.table.tricks:
        strains = " ".join(laws.strains)
        f.add(
            "contract",
            f"{STRAIN_WORDS[contract.strain]} ({contract.strain}) are not a "
            f"strain of {laws.code} ({strains})",
        )
        return None
    return contract


def _read_voids(f: Fields, strain: str | None, honours: dict[Seat, int]) -> tuple[Seat, ...]:
    voids = f.seat_list("voids")
    if not voids:
        return ()
    if strain == "NT":
        f.add("voids", "a no-trump contract has no trump suit: chicane is for suit contracts only")
        return ()
    if len(voids) == 4:
        f.add("voids", "all four hands cannot be void of trumps")
        return ()
    for seat in voids:
        if honours.get(seat):
            n = honours[seat]
            f.add(
                "voids",
                f"{seat.value} is void of trumps but holds {n} honour{'' if n == 1 else 's'}",
            )
    return voids


def _read_revokes(
    f: Fields, laws: AuctionLaws, declarer: Seat | None, result: int | None
) -> tuple[AuctionRevoke, ...]:
    """Each revoke's seat and, exactly where the declarer has a choice, his ``penalty`` (§2.5)."""
    read: list[_ReadRevoke] = []
    dummy = declarer.partner if declarer else None
    for r in f.objects("revokes"):
        r.only(("by", "penalty"), " in a revoke")
        by = revoke_seat(r, dummy, " (1912 laws 63, 83)")
        given = r.has("penalty")
        chosen = r.choice("penalty", ("points", "tricks"))
        penalty: Penalty | None = (
            "points" if chosen == "points" else "tricks" if chosen == "tricks" else None
        )
        if by is not None and (penalty is not None or not given):
            read.append((r, by, penalty, given))
    if declarer is None or not read:
        return ()
    reason = _no_choice(laws, {by.side for _r, by, _p, _g in read}, declarer.side)
    if reason is None:
        return _declarers_choice(read, laws, result)
    for r, _by, _p, given in read:
        if given:
            r.add("penalty", reason)
    return tuple(AuctionRevoke(by) for _r, by, _p, _g in read)


_ReadRevoke = tuple[Fields, Seat, Penalty | None, bool]
"""One revoke as read: its fields, seat, penalty, and whether a penalty was given."""


def _no_choice(laws: AuctionLaws, sides: set[Side], declarers: Side) -> str | None:
    """Why the law leaves the declarer no choice of penalty for these revokes (§2.5), or None
    when an adversary alone revoked and the declarer chooses."""
    if laws.two_tricks:
        return (
            f"under revoke_penalty=two_tricks ({laws.code}) each revoke "
            f"transfers two tricks: there is no penalty to choose"
        )
    if len(sides) == 2:
        return "both sides revoked: only honours are scored, so there is no penalty to choose"
    if declarers in sides:
        return (
            "a revoke by the declarer's side leaves no choice: the "
            "adversaries score the penalty points"
        )
    return None


def _declarers_choice(
    read: list[_ReadRevoke], laws: AuctionLaws, result: int | None
) -> tuple[AuctionRevoke, ...]:
    """An adversary revoked: the declarer chooses points or tricks where the law lets him (the
    first revoke, or every one under ``later_revokes=same_as_first``)."""
    out: list[AuctionRevoke] = []
    total = result if result is not None else 0
    for i, (r, by, penalty, given) in enumerate(read):
        choice = i == 0 or not laws.later_fixed
        short = 13 - total < REVOKE_TRICKS
        if choice and laws.shortfall_forbid and short and result is not None:
            if penalty == "tricks":
                r.add(
                    "penalty",
                    f"the adversaries hold only {13 - total} tricks: under "
                    f"revoke_tricks_shortfall=forbid_option the declarer takes "
                    f"the points",
                )
            out.append(AuctionRevoke(by, "points"))
        elif choice:
            if not given:
                r.add("penalty", "missing: the declarer's choice, points or tricks")
            elif penalty == "tricks":
                total += min(REVOKE_TRICKS, 13 - total)
            out.append(AuctionRevoke(by, penalty))
        else:
            if penalty == "tricks":
                r.add(
                    "penalty",
                    "a later revoke costs a fixed 100 (later_revokes=fixed_100): the "
                    "declarer has no choice of tricks",
                )
            out.append(AuctionRevoke(by, None))
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# Scoring one deal (§2.3)
# ---------------------------------------------------------------------------------------------


_DOUBLED = ("", Text(", doubled"), Text(", redoubled"))


def _doubled(doubles: int) -> str:
    return _DOUBLED[doubles]


def honour_entries(d: AuctionHand, laws: AuctionLaws) -> tuple[list[Entry], Side | None]:
    """Honours to the holders' side (§2.4); returns the entries and the side that scores them."""
    held = dict(d.honours)
    strain = d.contract.strain
    t = laws.table.tricks[strain]
    for side in SIDES:
        counts = [held.get(s, 0) for s in side.seats]
        tot = sum(counts)
        if tot < 3:
            continue
        most = max(counts)
        if strain == "NT":
            nt_words, value = NT_HONOURS[(tot, 4 if most == 4 else 3)]
            return [
                Entry(
                    side,
                    "above",
                    value,
                    "honours",
                    Text("{words}: {value}", words=nt_words, value=value),
                )
            ], side
        words, multiple, tens = TRUMP_HONOURS[(tot, most if most >= 4 else 3)]
        value = tens if laws.table.tens else multiple * t
        return [
            Entry(
                side,
                "above",
                value,
                "honours",
                Text(
                    "{words}, {suit}: {value}", words=words, suit=STRAIN_WORDS[strain], value=value
                ),
            )
        ], side
    return [], None


def _side_chicane(
    side: Side, void: list[Seat], strain: str, laws: AuctionLaws, honour_side: Side | None
) -> Entry:
    """The chicane of one side's void hands ``void``, by the code's rule (§2.4)."""
    t = laws.table.tricks[strain]
    simple = 30 if laws.table.tens else 2 * t
    four = 40 if laws.table.tens else 4 * t
    suit = STRAIN_WORDS[strain]
    names = (
        Text("{a} and {b}", a=void[0].value, b=void[1].value) if len(void) == 2 else void[0].value
    )
    if laws.chicane == "additive":
        value = simple * len(void)
        return Entry(
            side,
            "above",
            value,
            "chicane",
            Text(
                "chicane, {names} void of trumps, {suit}: {value}",
                names=names,
                suit=suit,
                value=value,
            ),
        )
    double = len(void) == 2
    value = four if double else simple
    kind = Text("double chicane") if double else Text("chicane")
    if honour_side is None or honour_side is side:
        return Entry(
            side,
            "above",
            value,
            "chicane",
            Text(
                "{kind}, {names} void of trumps, {suit}: {value}",
                kind=kind,
                names=names,
                suit=suit,
                value=value,
            ),
        )
    other = side.other
    return Entry(
        other,
        "above",
        -value,
        "chicane",
        Text(
            "{kind} of {names}, deducted from {other}'s honours, {suit}: {value}",
            kind=kind,
            names=names,
            other=other.value,
            suit=suit,
            value=-value,
        ),
    )


def chicane_entries(d: AuctionHand, laws: AuctionLaws, honour_side: Side | None) -> list[Entry]:
    """Chicane (a hand void of trumps), by the code's rule (§2.4); never doubled.

    ``deduct``: added to the void side's honours when that side scores honours, deducted from
    the adversaries' when they do (double chicane: they always hold the honours then). When no
    honours are claimed there is no honour score to deduct from, and chicane is added to the
    void side — the reading rules-whist.md §6.4 (5) states for the same Whist Club rule in
    bridge whist; the net is the same either way.
    """
    if laws.chicane == "none" or not d.voids or d.contract.strain == "NT":
        return []
    out: list[Entry] = []
    for side in SIDES:
        void = [s for s in side.seats if s in d.voids]
        if void:
            out.append(_side_chicane(side, void, d.contract.strain, laws, honour_side))
    return out


@dataclass(slots=True)
class _Play:
    """The state of a deal after the revokes: tricks as they lie and who may score."""

    total: int
    decl_can_score: bool = True
    def_can_score: bool = True
    took_tricks: bool = False
    transferred: int = 0  # tricks moved to (+) or from (−) the declarer's side
    stop: bool = False  # both sides revoked: honours (and extra-revoke points) only

    def move(self, n: int) -> None:
        """Move ``n`` tricks to the declarer's side (from it when negative), as many as there
        are to move."""
        moved = min(n, 13 - self.total) if n > 0 else -min(-n, self.total)
        self.total += moved
        self.transferred += moved
        self.took_tricks |= moved > 0


def _both_sides_entries(by_side: dict[Side, list[AuctionRevoke]]) -> list[Entry]:
    """Both sides revoked, ``both_sides_revoke=honours_plus_100``: each of a side's revokes after
    its first gives 100 to the other side (1912 law 89)."""
    out: list[Entry] = []
    for side in SIDES:
        extra = len(by_side[side]) - 1
        if extra:
            value = EXTRA_REVOKE * extra
            words = Text.plural(
                "{count} further revoke", "{count} further revokes", extra, count=number_word(extra)
            )
            out.append(
                Entry(
                    side.other,
                    "above",
                    value,
                    "revoke",
                    Text(
                        "both sides revoked; {words} by {side}: {value}",
                        words=words,
                        side=side.value,
                        value=value,
                    ),
                )
            )
    return out


def _declarer_revoke_entries(
    revokes: list[AuctionRevoke], adversaries: Side, laws: AuctionLaws
) -> list[Entry]:
    """The declaring side revoked: each revoke's points to the adversaries (§2.5)."""
    out: list[Entry] = []
    for i, r in enumerate(revokes):
        value = LATER_REVOKE if i and laws.later_fixed else laws.revoke_points
        words = (
            Text(
                "further revoke by {seat} (declarer): {value} to the adversaries",
                seat=r.by.value,
                value=value,
            )
            if i
            else Text(
                "revoke by {seat} (declarer): {value} to the adversaries",
                seat=r.by.value,
                value=value,
            )
        )
        out.append(Entry(adversaries, "above", value, "revoke", words))
    return out


def _defender_revoke_entries(
    revokes: list[AuctionRevoke], declarers: Side, laws: AuctionLaws, play: _Play
) -> list[Entry]:
    """The adversaries revoked: tricks moved to the declarer (in ``play``) or points to him,
    by each revoke's penalty (§2.5)."""
    out: list[Entry] = []
    for i, r in enumerate(revokes):
        if r.penalty == "tricks":
            play.move(REVOKE_TRICKS)
            continue
        value = laws.revoke_points if r.penalty == "points" else LATER_REVOKE
        words = (
            Text("further revoke by {seat}: {value} to the declarer", seat=r.by.value, value=value)
            if i
            else Text("revoke by {seat}: {value} to the declarer", seat=r.by.value, value=value)
        )
        out.append(Entry(declarers, "above", value, "revoke", words))
    return out


def revoke_entries(d: AuctionHand, laws: AuctionLaws) -> tuple[list[Entry], _Play]:
    """Classify the revokes and mark their point penalties (§2.5)."""
    ds = d.declarer.side
    fs = ds.other
    play = _Play(d.result)
    if not d.revokes:
        return [], play
    if laws.two_tricks:
        for r in d.revokes:
            play.move(-TRANSFER_TRICKS if r.by.side is ds else TRANSFER_TRICKS)
        return [], play
    by_side = {side: [r for r in d.revokes if r.by.side is side] for side in SIDES}
    if by_side[ds] and by_side[fs]:
        play.stop = True
        return (_both_sides_entries(by_side) if laws.both_plus_100 else []), play
    if by_side[ds]:
        play.decl_can_score = False
        return _declarer_revoke_entries(by_side[ds], fs, laws), play
    play.def_can_score = False
    return _defender_revoke_entries(by_side[fs], ds, laws, play), play


def trick_points(contract: Contract, tricks: int, laws: AuctionLaws) -> int:
    """All the odd tricks won, at the trick value times 1, 2 or 4 (1912 laws 47, 53)."""
    return (tricks - 6) * laws.table.tricks[contract.strain] * contract.doubling.multiplier


def doubled_bonus(contract: Contract, won: int) -> int:
    """50 (100 redoubled), and as much again per trick over the contract (1912 law 56)."""
    if contract.doubling.doubles == 0 or won < contract.tricks_needed:
        return 0
    b = DOUBLED_BONUS[contract.doubling.doubles]
    return b + b * (won - contract.tricks_needed)


def undertrick_points(contract: Contract, tricks: int) -> int:
    """50, 100 or 200 for each trick short, regardless of suit (1912 law 47)."""
    return UNDERTRICK[contract.doubling.doubles] * max(0, contract.tricks_needed - tricks)


def one_spade_capped(d: AuctionHand, laws: AuctionLaws, dealer: Seat) -> bool:
    """Whether the one-spade limit holds for this deal (§2.3 step 4, A-2).

    1908: any final one spade at 2, doubled or redoubled. 1912/1913: the dealer's original one
    spade, unless redoubled; where the dealer must bid, a final 1♠ is always his.
    """
    c = d.contract
    if c.level != 1 or c.strain != "S" or not laws.table.two_point_spade:
        return False
    if laws.one_spade_always:
        return True
    return c.doubling.doubles < 2 and (not laws.dealer_may_pass or d.declarer is dealer)


def _revoke_note(play: _Play) -> str:
    """Words for the revoke tricks moved into or out of the declarer's total."""
    if play.transferred > 0:
        return Text(" ({n} revoke tricks included)", n=number_word(play.transferred))
    if play.transferred < 0:
        return Text(" ({n} revoke tricks lost)", n=number_word(-play.transferred))
    return ""


def _made_entries(d: AuctionHand, laws: AuctionLaws, play: _Play, note: str) -> list[Entry]:
    """The contract made and the declarer may score: his tricks below the line and any doubled
    bonus above it (§2.3)."""
    c = d.contract
    ds = d.declarer.side
    doubles = c.doubling.doubles
    total = play.total
    pts = trick_points(c, total, laws)
    out = [
        Entry(
            ds,
            "below",
            pts,
            "tricks",
            Text(
                "{cards} at {suit}{doubled}{note}: {pts}",
                cards=by_cards(total - 6),
                suit=STRAIN_WORDS[c.strain],
                doubled=_doubled(doubles),
                note=note,
                pts=pts,
            ),
        )
    ]
    bonus = _bonus(d, laws, play)
    if bonus:
        extra = min(d.result, total) - c.tricks_needed
        b = DOUBLED_BONUS[doubles]
        more = (
            Text.plural(
                ", {b} and {b} for {count} extra trick",
                ", {b} and {b} for each of {count} extra tricks",
                extra,
                b=b,
                count=number_word(extra),
            )
            if extra
            else ""
        )
        out.append(
            Entry(
                ds,
                "above",
                bonus,
                "doubled_bonus",
                Text("redoubled contract made{more}: {bonus}", more=more, bonus=bonus)
                if doubles == 2
                else Text("doubled contract made{more}: {bonus}", more=more, bonus=bonus),
            )
        )
    return out


def _undertrick_entry(
    d: AuctionHand, laws: AuctionLaws, dealer: Seat, total: int, note: str
) -> Entry:
    """The contract defeated: the undertricks to the adversaries, limited at one spade (§2.3)."""
    c = d.contract
    fs = d.declarer.side.other
    pen = undertrick_points(c, total)
    short = c.tricks_needed - total
    words = Text.plural(
        "{count} undertrick{doubled}{note}",
        "{count} undertricks{doubled}{note}",
        short,
        count=number_word(short),
        doubled=_doubled(c.doubling.doubles),
        note=note,
    )
    if one_spade_capped(d, laws, dealer) and pen > ONE_SPADE_CAP:
        return Entry(
            fs,
            "above",
            ONE_SPADE_CAP,
            "undertricks",
            Text(
                "{words}: {pen}, limited at one spade to {cap}",
                words=words,
                pen=pen,
                cap=ONE_SPADE_CAP,
            ),
        )
    return Entry(fs, "above", pen, "undertricks", Text("{words}: {pen}", words=words, pen=pen))


def deal_entries(
    d: AuctionHand | Played[AuctionHand], laws: AuctionLaws, dealer: Seat
) -> list[Entry]:
    """Everything marked for one played deal (its hand, or the deal as read), in the order of
    §2.3."""
    if isinstance(d, Played):
        d = d.hand
    entries, honour_side = honour_entries(d, laws)
    entries += chicane_entries(d, laws, honour_side)
    marks, play = revoke_entries(d, laws)
    entries += marks
    if play.stop:
        return entries
    note = _revoke_note(play)
    if play.total >= d.contract.tricks_needed:
        if play.decl_can_score:
            entries += _made_entries(d, laws, play, note)
    elif play.def_can_score:
        entries.append(_undertrick_entry(d, laws, dealer, play.total, note))
    entries += slam_entries(d, laws, play)
    return entries


def _bonus(d: AuctionHand, laws: AuctionLaws, play: _Play) -> int:
    """The doubled bonus; none once penalty tricks were taken, unless in_play_tricks (A-3)."""
    if play.took_tricks and (not laws.bonus_in_play or d.result < d.contract.tricks_needed):
        return 0
    return doubled_bonus(d.contract, min(d.result, play.total))


def slam_entries(d: AuctionHand, laws: AuctionLaws, play: _Play) -> list[Entry]:
    """Little (12) or grand (13) slam on tricks won in play, never to a side that revoked or may
    not score (§2.1-8; 1904 law 9; 1912 laws 7–8)."""
    little, grand = laws.table.slams
    ds = d.declarer.side
    out: list[Entry] = []
    for side, won, may in (
        (ds, d.result, play.decl_can_score),
        (ds.other, 13 - d.result, play.def_can_score),
    ):
        if won < 12 or not may or any(r.by.side is side for r in d.revokes):
            continue
        if won == 13:
            out.append(
                Entry(
                    side,
                    "above",
                    grand,
                    "grand_slam",
                    Text("grand slam, thirteen tricks in play: {pts}", pts=grand),
                )
            )
        else:
            out.append(
                Entry(
                    side,
                    "above",
                    little,
                    "little_slam",
                    Text("little slam, twelve tricks in play: {pts}", pts=little),
                )
            )
    return out


# ---------------------------------------------------------------------------------------------
# The rubber, on the rubber engine
# ---------------------------------------------------------------------------------------------


class AuctionTally(Tally[AuctionLaws, AuctionHand]):
    """Games at 30, the rubber at two games with 250, an unfinished rubber's allowance per
    ``unfinished_rubber`` (§2.1, §2.3 step 6)."""

    target = GAME
    __slots__ = ()

    def mark(
        self, index: int, hand: AuctionHand, dealer: Seat, vulnerable: tuple[Side, ...] | None
    ) -> Marked:
        return Marked(deal_entries(hand, self.laws, dealer), hand.summary())

    def rubber_bonus(self, winner: Side) -> int:
        return RUBBER_BONUS

    def allowances(self) -> dict[Side, int]:
        per_game = self.laws.per_game_allowance
        return {s: per_game * self.games_won[s] for s in SIDES if per_game and self.games_won[s]}


# ---------------------------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------------------------


class Auction(GameRules):
    """Auction bridge under the six codes of §2.2."""

    game = "auction"
    title = N_("Auction bridge")
    family = "bridge"
    codes = (
        CodeInfo(
            "portland_1908",
            N_("Auction 1908 – Bath & Portland, bridge count"),
            N_(
                "Laws of Auction Bridge, Portland & Bath Clubs 1908 (Hoffmann/Bergholt, "
                "Hoyle's Games Modernized, 1909)"
            ),
        ),
        CodeInfo(
            "whist_club_1912",
            N_("Auction 1912 – new count, royal spades"),
            N_(
                "Whist Club of New York code of November 1912 (M. C. Work, Auction of To-day, 1913)"
            ),
        ),
        CodeInfo(
            "whist_club_1913",
            N_("Auction Nov 1913 – Foster's Complete Hoyle"),
            N_(
                "Whist Club code of November 1913 (The Spectator, 28 February 1914; R. F. Foster, "
                "Foster's Complete Hoyle, 1914)"
            ),
        ),
        CodeInfo(
            "portland_1914",
            N_("Royal Auction 1914 – English code"),
            N_("English code of 1914 (Foster's Complete Hoyle, 1914, note on the English rule)"),
        ),
        CodeInfo(
            "whist_club_1915",
            N_("Auction 1915–1925 – Whist Club, spades 9"),
            N_(
                "Laws of Auction, Whist Club 1915 (Scribner); G. E. Atherton, The ABC of "
                "Auction Bridge, 1916"
            ),
        ),
        CodeInfo(
            "whist_club_1926",
            N_("Auction late American – Whist Club 1926+/USPCC"),
            N_(
                "American laws of 1926 on (Time, 22 March 1926; the United States Playing Card "
                "Company's Official Rules, 1973; New Zealand newspapers, 1927–31)"
            ),
        ),
    )
    default_code = "whist_club_1913"
    house_rules = HOUSE_RULES
    tally = AuctionTally
    _memo: tuple[str, Settings, dict[str, Any], AuctionLaws] | None = None
    hint_game = "auction"

    # -- reading -------------------------------------------------------------------------------
    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> AuctionDeal | None:
        return read_deal(f, self._laws_of(rubber.code or self.default_code, settings))

    def _laws_of(self, code: str, settings: Settings) -> AuctionLaws:
        # Every deal of a rubber is read with the same settings: keep the last laws at hand.
        memo = self._memo
        if memo is not None and memo[0] == code and memo[1] is settings and memo[2] == settings:
            return memo[3]
        laws = AuctionLaws.of(code, settings)
        self._memo = (code, settings, dict(settings), laws)
        return laws

    # -- scoring -------------------------------------------------------------------------------
    def laws_of(self, code: str, settings: Settings) -> AuctionLaws:
        return self._laws_of(code, settings)

    # -- entry ---------------------------------------------------------------------------------
    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        laws = AuctionLaws.of(code, settings)
        fields = ["dealer", "declarer", "contract", "result", "honours"]
        if laws.chicane != "none":
            fields.append("voids")
        fields.append("revokes")
        if laws.dealer_may_pass:
            fields.append("passed_out")
        fields.append("new_deal")
        return FormSpec(
            fields=tuple(fields),
            honours="seat",
            honour_count=5,
            strains=laws.strains,
            revoke_by="seat",
            revoke_penalties=() if laws.two_tricks else ("points", "tricks"),
            revoke_tricks=False,
            max_doubles=2,
            passed_out=laws.dealer_may_pass,
            voids=laws.chicane != "none",
        )

    def parse_shorthand(self, text: str, rubber: Rubber, settings: Settings) -> dict[str, Any]:
        """Turn ``3HX S 8 hS4 hN1 vW rW:tricks`` into a deal record (read by
        :mod:`scorepad.records.quick_entry`), checked as a deal.

        >>> Auction().parse_shorthand("3hx s 8 hS4 hN1 rW:tricks", Rubber("auction"), {})
        {'declarer': 'S', 'contract': '3HX', 'result': 8, 'honours': {'S': 4, 'N': 1}, \
'revokes': [{'by': 'W', 'penalty': 'tricks'}]}
        """
        number = len(rubber.deals) + 1
        # Lazy: the quick-entry grammar, with the first line typed (records.quick_entry, ~18 ms)
        from scorepad.records.quick_entry import parse_line

        deal = parse_line(self.game, text, deal=number)
        f = Fields(deal, number)
        laws = AuctionLaws.of(rubber.code or self.default_code, settings)
        read_auction_deal(f, laws)
        if f.problems:
            raise InvalidEntryError(f.problems)
        return deal
