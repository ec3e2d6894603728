"""Contract rubber bridge and Chicago (``shared/spec/rules-bridge.md`` §1, §3, §4, §7, §8.2–8.3).

Contract (codes ``laws_2014``, ``laws_1935``): trick score for the tricks bid and made below the
line, overtricks, the doubled "insult", slams bid and made, undertricks and honours above; game at
100 with part-scores cut off; vulnerability from the games won; rubber 700/500; the unfinished
rubber's allowances (Law 80).

Chicago (codes ``acbl``, ``nondealer_vulnerable``): four deals, vulnerability by deal number and
dealer, part-scores carried, game premium 300/500 at once, 100 for a part-score on the fourth deal;
or, under the house rule ``deal_scoring=duplicate``, every deal scored alone as a duplicate board.

Both games walk their deals through the one rubber engine (:mod:`scorepad.rules.engine`):
:class:`ContractTally` and :class:`ChicagoTally` supply only what differs.

>>> from scorepad.rules import score_record
>>> sheet = score_record({"game": "contract", "deals": [
...     {"declarer": "S", "contract": "4SX", "result": 10}]})
>>> for e in sheet.deals[0].entries:
...     print(e.side.value, e.column, e.points, e.label, "-", e.explain)
NS below 240 tricks - four spades doubled, made: 240
NS above 50 doubled_bonus - for making a doubled contract (the insult): 50
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import InvalidEntryError
from scorepad.i18n import N_, Text
from scorepad.records.fields import Fields
from scorepad.records.houserules import HouseRule
from scorepad.records.notation import DOUBLING_WORDS, Contract, Doubling, Strain
from scorepad.records.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.rules.deal import (
    Deal,
    NewDeal,
    PassedOut,
    Played,
    read_contract,
    read_unplayed,
    revoke_seat,
)
from scorepad.rules.engine import Marked, Tally
from scorepad.sheets.explain import count
from scorepad.sheets.sheet import Entry, Label

__all__ = [
    "TABLES",
    "Chicago",
    "ChicagoTally",
    "ContractBridge",
    "ContractDeal",
    "ContractHand",
    "ContractLaws",
    "ContractRevoke",
    "ContractTally",
    "Tables",
    "chicago_vulnerable",
    "contract_entries",
    "contract_parts",
    "contract_points",
    "deal_entries",
    "honour_entries",
    "read_contract_deal",
    "read_deal",
    "undertrick_points",
]

# -- the tables ---------------------------------------------------------------------------------

GAME = 100
"""Source: ACBL-RB2014 Law 73 — "game" is 100 trick points, in one deal or by part-scores."""

TRICK_VALUE: dict[Strain, int] = {
    Strain.C: 20,
    Strain.D: 20,
    Strain.H: 30,
    Strain.S: 30,
    Strain.NT: 30,
}
"""Source: ACBL-RB2014 Law 77 — minors 20, majors 30, no trumps 40 for the first trick, 30 each
further (``NT_FIRST_EXTRA``); doubled ×2, redoubled ×4."""
NT_FIRST_EXTRA = 10

OVERTRICK_DOUBLED: dict[bool, int] = {False: 100, True: 200}
"""Source: ACBL-RB2014 Law 77 — each doubled overtrick 100 not vulnerable, 200 vulnerable;
redoubled twice that. Undoubled overtricks score the trick value."""

UNDOUBLED_UNDERTRICK: dict[bool, int] = {False: 50, True: 100}
"""Source: ACBL-RB2014 Law 77 — undoubled undertricks 50 each not vulnerable, 100 vulnerable."""

GRAND_SLAM: dict[bool, int] = {False: 1000, True: 1500}
"""Source: ACBL-RB2014 Law 77 — grand slam bid and made 1000 / 1500 vulnerable."""

HONOURS_FOUR, HONOURS_FIVE, HONOURS_ACES = 100, 150, 150
"""Source: ACBL-RB2014 Law 77 — four trump honours in one hand 100, five 150, four aces in one
hand at no trumps 150; held by either side, whether or not the contract is made (Law 72)."""

RUBBER_BONUS: dict[int, int] = {0: 700, 1: 500}
"""Source: ACBL-RB2014 Law 74 — 700 when the opponents have won no game, 500 when they have one."""

UNFINISHED_GAME = 300
"""Source: ACBL-RB2014 Law 80 (KATZ) — in an unfinished rubber, 300 to a side alone in having
won a game."""

CHICAGO_GAME_PREMIUM: dict[bool, int] = {False: 300, True: 500}
"""Source: ACBL-CHI — making game (at once or by adding part-scores) scores 300 not vulnerable,
500 vulnerable, by the vulnerability of the deal that completes it."""

CHICAGO_PART_SCORE_PREMIUM = 100
"""Source: ACBL-CHI — on the fourth deal a part-score that does not make game scores 100."""

DUPLICATE_PART_SCORE_PREMIUM = 50
"""Source: rules-bridge.md §4, ``deal_scoring=duplicate`` (each deal scored as a duplicate board,
as thebridsk/bridgescorer's ``ChicagoRoundScoring.scala`` does): 50 for a part-score made."""


@dataclass(frozen=True, slots=True)
class Tables:
    """What differs between the codes of contract.

    ``doubled_undertricks[vulnerable]`` holds the first, second, third and every further doubled
    undertrick; redoubled undertricks are twice these.
    """

    insult: dict[Doubling, int]
    doubled_undertricks: dict[bool, tuple[int, int, int, int]]
    small_slam: dict[bool, int]


TABLES: dict[str, Tables] = {
    # Source: ACBL-RB2014 Law 77; HIGHLANE Q27b (not vulnerable doubled 100, 200, 200, then 300).
    "laws_2014": Tables(
        insult={Doubling.DOUBLED: 50, Doubling.REDOUBLED: 100},
        doubled_undertricks={False: (100, 200, 200, 300), True: (200, 300, 300, 300)},
        small_slam={False: 500, True: 750},
    ),
    # Source: TIME1935, CP1935 (not vulnerable doubled 100, then 200 each); the redoubled insult
    # was 50 until 1987 (rules-bridge.md §3.1).
    "laws_1935": Tables(
        insult={Doubling.DOUBLED: 50, Doubling.REDOUBLED: 50},
        doubled_undertricks={False: (100, 200, 200, 200), True: (200, 300, 300, 300)},
        small_slam={False: 500, True: 750},
    ),
}

CONTRACT_STRAINS = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)


def _tricks(n: int) -> str:
    return Text.plural("{n} trick", "{n} tricks", n)


_VULNERABLE = {True: Text("vulnerable"), False: Text("not vulnerable")}


def _vul_words(vulnerable: bool) -> str:
    return _VULNERABLE[vulnerable]


# -- scoring one deal ---------------------------------------------------------------------------


def trick_points(contract: Contract) -> int:
    """Points below the line for the tricks bid and made.

    >>> trick_points(Contract.parse("3NT")), trick_points(Contract.parse("2HX"))
    (100, 120)
    """
    base = TRICK_VALUE[contract.strain] * contract.level
    if contract.strain is Strain.NT:
        base += NT_FIRST_EXTRA
    return base * contract.doubling.multiplier


def overtrick_value(contract: Contract, vulnerable: bool) -> int:
    """Each overtrick: the trick value undoubled; 100/200 doubled; 200/400 redoubled.

    >>> [overtrick_value(Contract.parse(c), v) for c, v in (("2D", False), ("3NT", True),
    ...                                                     ("4HX", True), ("1CXX", False))]
    [20, 30, 200, 200]
    """
    if not contract.doubled:
        return TRICK_VALUE[contract.strain]
    return OVERTRICK_DOUBLED[vulnerable] * contract.doubling.multiplier // 2


def undertrick_points(down: int, vulnerable: bool, doubling: Doubling, tables: Tables) -> int:
    """The defenders' premium for ``down`` undertricks.

    >>> t = TABLES["laws_2014"]
    >>> [undertrick_points(n, False, Doubling.DOUBLED, t) for n in (1, 2, 3, 4)]
    [100, 300, 500, 800]
    >>> undertrick_points(4, False, Doubling.DOUBLED, TABLES["laws_1935"])
    700
    """
    if doubling is Doubling.UNDOUBLED:
        return down * UNDOUBLED_UNDERTRICK[vulnerable]
    schedule = tables.doubled_undertricks[vulnerable]
    doubled = sum(schedule[min(k, 3)] for k in range(down))
    return doubled * doubling.multiplier // 2


def contract_parts(
    contract: Contract, tricks: int, vulnerable: bool, tables: Tables
) -> list[tuple[Label, int]]:
    """The parts of a contract's score on ``tricks`` won by the declarer's side (after revoke
    transfers), honours apart, each (label, points), in the order they are marked: the
    undertricks, to the defenders above the line; else the tricks bid and made, to the
    declarer's side below the line, then its overtricks, doubled bonus and slam above it.
    ``vulnerable`` is the declarer's side's vulnerability. The one place these figures are
    worked out: :func:`contract_entries` writes each with its explanation, and
    :func:`contract_points` sums them (for a reader that needs only the figures).

    Source: ACBL-RB2014 Law 77; rules-bridge.md §3.2 steps 4–5.

    >>> contract_parts(Contract.parse("6C"), 13, True, TABLES["laws_2014"])
    [('tricks', 120), ('overtricks', 20), ('small_slam', 750)]
    """
    need = contract.tricks_needed
    if tricks < need:
        return [
            ("undertricks", undertrick_points(need - tricks, vulnerable, contract.doubling, tables))
        ]
    out: list[tuple[Label, int]] = [("tricks", trick_points(contract))]
    over = tricks - need
    if over:
        out.append(("overtricks", over * overtrick_value(contract, vulnerable)))
    if contract.doubled:
        out.append(("doubled_bonus", tables.insult[contract.doubling]))
    if contract.level == 6:
        out.append(("small_slam", tables.small_slam[vulnerable]))
    elif contract.level == 7:
        out.append(("grand_slam", GRAND_SLAM[vulnerable]))
    return out


def contract_points(
    contract: Contract, tricks: int, vulnerable: bool, tables: Tables
) -> tuple[int, int, int]:
    """The figures of :func:`contract_entries`, without their explanations: the declarer's
    side's points below the line and above it, and the defenders' above it (the sums of
    :func:`contract_parts`).

    >>> contract_points(Contract.parse("6C"), 13, True, TABLES["laws_2014"])
    (120, 770, 0)
    >>> contract_points(Contract.parse("4HX"), 8, False, TABLES["laws_2014"])
    (0, 0, 300)
    """
    below = above = against = 0
    for label, pts in contract_parts(contract, tricks, vulnerable, tables):
        if label == "tricks":
            below += pts
        elif label == "undertricks":
            against += pts
        else:
            above += pts
    return below, above, against


def contract_entries(
    contract: Contract, tricks: int, declarer: Side, vulnerable: bool, tables: Tables
) -> list[Entry]:
    """The entries for a contract on ``tricks`` won by the declarer's side (after revoke
    transfers), honours apart: :func:`contract_parts`, each with the words that explain it.
    ``vulnerable`` is the declarer's side's vulnerability.

    Source: ACBL-RB2014 Law 77; rules-bridge.md §3.2 steps 4–5.

    >>> [(e.label, e.points) for e in contract_entries(
    ...     Contract.parse("6C"), 13, Side.NS, True, TABLES["laws_2014"])]
    [('tricks', 120), ('overtricks', 20), ('small_slam', 750)]
    """
    out = []
    for label, pts in contract_parts(contract, tricks, vulnerable, tables):
        if label == "undertricks":
            how = _vul_words(vulnerable)
            if contract.doubled:
                how = Text("{vul}, {doubling}", vul=how, doubling=DOUBLING_WORDS[contract.doubling])
            down = contract.tricks_needed - tricks
            text = Text("{count}, {how}: {pts}", count=count(down, "undertrick"), how=how, pts=pts)
            out.append(Entry(declarer.other, "above", pts, label, text))
            continue
        if label == "tricks":
            text = Text("{contract}, made: {pts}", contract=contract.words(), pts=pts)
            out.append(Entry(declarer, "below", pts, label, text))
            continue
        if label == "overtricks":
            how = (
                Text(
                    "{doubling}, {vul}",
                    doubling=DOUBLING_WORDS[contract.doubling],
                    vul=_vul_words(vulnerable),
                )
                if contract.doubled
                else Text("at {value} each", value=TRICK_VALUE[contract.strain])
            )
            over = tricks - contract.tricks_needed
            text = Text("{count}, {how}: {pts}", count=count(over, "overtrick"), how=how, pts=pts)
        elif label == "doubled_bonus":
            text = (
                Text("for making a doubled contract (the insult): {pts}", pts=pts)
                if contract.doubling is Doubling.DOUBLED
                else Text("for making a redoubled contract (the insult): {pts}", pts=pts)
            )
        elif label == "small_slam":
            text = Text(
                "small slam bid and made, {vul}: {pts}", vul=_vul_words(vulnerable), pts=pts
            )
        else:
            text = Text(
                "grand slam bid and made, {vul}: {pts}", vul=_vul_words(vulnerable), pts=pts
            )
        out.append(Entry(declarer, "above", pts, label, text))
    return out


def honour_entries(strain: Strain, honours: tuple[tuple[Seat, int], ...]) -> list[Entry]:
    """Honours to their holders' side: only four or five in one hand count.

    Source: ACBL-RB2014 Laws 72, 77.

    >>> [(e.side.value, e.points) for e in honour_entries(Strain.H, ((Seat.E, 4), (Seat.S, 1)))]
    [('EW', 100)]
    """
    out = []
    for seat, n in honours:
        if strain is Strain.NT:
            if n == 4:
                out.append(
                    Entry(
                        seat.side,
                        "above",
                        HONOURS_ACES,
                        "honours",
                        Text(
                            "four aces in one hand ({seat}): {pts}",
                            seat=seat.value,
                            pts=HONOURS_ACES,
                        ),
                    )
                )
        elif n == 5:
            out.append(
                Entry(
                    seat.side,
                    "above",
                    HONOURS_FIVE,
                    "honours",
                    Text(
                        "all five trump honours in one hand ({seat}): {pts}",
                        seat=seat.value,
                        pts=HONOURS_FIVE,
                    ),
                )
            )
        elif n == 4:
            out.append(
                Entry(
                    seat.side,
                    "above",
                    HONOURS_FOUR,
                    "honours",
                    Text(
                        "four trump honours in one hand ({seat}): {pts}",
                        seat=seat.value,
                        pts=HONOURS_FOUR,
                    ),
                )
            )
    return out


def chicago_vulnerable(deal: int, dealer: Seat, code: str) -> tuple[Side, ...]:
    """The sides vulnerable on Chicago deal 1–4.

    Source: ACBL-CHI (deal 1 none, deals 2–3 dealer's side, deal 4 both); BICYCLE (regional
    variation: deals 2–3 the non-dealer's side).

    >>> chicago_vulnerable(2, Seat.E, "acbl"), chicago_vulnerable(2, Seat.E, "nondealer_vulnerable")
    ((<Side.EW: 'EW'>,), (<Side.NS: 'NS'>,))
    """
    if deal == 1:
        return ()
    if deal >= 4:
        return SIDES
    side = dealer.side if code != "nondealer_vulnerable" else dealer.side.other
    return (side,)


# -- the typed deal -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ContractRevoke:
    """An established revoke: ``tricks`` pass from the revoker's side to the other (Law 64)."""

    by: Seat
    tricks: int


@dataclass(frozen=True, slots=True)
class ContractHand:
    """One played deal of contract or Chicago, read and checked."""

    declarer: Seat
    contract: Contract
    result: int
    honours: tuple[tuple[Seat, int], ...] = ()
    revokes: tuple[ContractRevoke, ...] = ()

    @property
    def tricks(self) -> int:
        """Tricks of the declarer's side after revoke transfers, 0–13 (rules-bridge.md §3.2-3):
        transferred tricks count as won in play for every purpose."""
        tricks = self.result
        if self.revokes:
            side = self.declarer.side
            tricks += sum(r.tricks if r.by.side is not side else -r.tricks for r in self.revokes)
        return min(13, max(0, tricks))

    def summary(self) -> str:
        """ "4SX by N, 10 tricks" (and the revokes)."""
        out = Text(
            "{contract} by {seat}, {tricks}",
            contract=str(self.contract),
            seat=self.declarer.value,
            tricks=_tricks(self.result),
        )
        for r in self.revokes:
            revoke = Text(
                "; revoke by {seat}, {tricks} transferred",
                seat=r.by.value,
                tricks=_tricks(r.tricks),
            )
            out = Text("{summary}{revoke}", summary=out, revoke=revoke)
        return out


ContractDeal = Deal[ContractHand]
"""A deal of contract or Chicago: ``Played[ContractHand]``, ``PassedOut`` or ``NewDeal``."""

_DEAL_KEYS = frozenset(
    {
        "dealer",
        "passed_out",
        "new_deal",
        "declarer",
        "contract",
        "result",
        "honours",
        "voids",
        "revokes",
    }
)
_PLAYED_KEYS = _DEAL_KEYS - {"dealer", "passed_out", "new_deal"}


def read_deal(f: Fields) -> ContractDeal | None:
    """Read one raw deal of contract or Chicago, adding a problem to ``f`` for each fault
    (``None`` when a played deal cannot be read)."""
    f.only(_DEAL_KEYS, " in a contract or Chicago deal")
    dealer = f.seat("dealer")
    unplayed = read_unplayed(f, ("passed_out", "new_deal"), _PLAYED_KEYS, dealer)
    if unplayed is not None:
        return unplayed
    declarer = f.seat("declarer", required=True)
    contract = _read_contract(f)
    result = f.integer("result", 0, 13, required=True)
    honours = _read_honours(f, contract)
    if f.array("voids"):
        f.add("voids", "chicane is not scored in contract bridge; leave voids out")
    revokes = _read_revokes(f, declarer)
    if declarer is None or contract is None or result is None:
        return None
    return Played(ContractHand(declarer, contract, result, honours, revokes), dealer)


read_contract_deal = read_deal
"""The name other modules (drives) know the reader by."""


def _read_contract(f: Fields) -> Contract | None:
    contract = read_contract(f)
    if contract is not None and contract.strain not in CONTRACT_STRAINS:
        f.add(
            "contract",
            f"{f.raw['contract']!r}: royal spades are not a strain of contract bridge "
            "(C, D, H, S or NT)",
        )
        return None
    return contract


def _read_honours(f: Fields, contract: Contract | None) -> tuple[tuple[Seat, int], ...]:
    if "honours" not in f.raw:  # the common deal: none held (as seat_counts reads it)
        return ()
    counts = f.seat_counts("honours", hi=5)
    if counts is None:
        return ()
    before = len(f.problems)
    total = sum(counts.values())
    if contract is not None and contract.strain is Strain.NT:
        for seat in SEATS:
            if counts[seat] > 4:
                f.add(
                    f"honours.{seat.value}",
                    f"{counts[seat]} aces in one hand; there are 4 "
                    f"(at no trumps the honours are the aces)",
                )
        if total > 4:
            f.add("honours", f"{total} aces held, there are 4")
    elif total > 5:
        f.add("honours", f"{total} honours held, a trump suit has 5")
    if len(f.problems) > before:
        return ()
    return tuple((seat, counts[seat]) for seat in SEATS if counts[seat])


def _read_revokes(f: Fields, declarer: Seat | None) -> tuple[ContractRevoke, ...]:
    if "revokes" not in f.raw:  # the common deal: none (as f.objects reads it)
        return ()
    out = []
    for r in f.objects("revokes"):
        before = len(f.problems)
        r.only(("by", "tricks"), " of a contract revoke (by, tricks)")
        by = revoke_seat(r, declarer.partner if declarer else None)
        tricks = r.integer("tricks", 0, 13, required=True)
        if len(f.problems) == before and by is not None and tricks is not None:
            out.append(ContractRevoke(by, tricks))
    return tuple(out)


# -- the two games ------------------------------------------------------------------------------

_RB2014 = "American Contract Bridge League, Laws of Rubber Bridge, 2014"
_CHICAGO = "American Contract Bridge League, “How to keep score: Chicago (four-deal bridge)”"
_SETTLEMENT = HouseRule(
    "settlement_rounding",
    N_(
        "How the points are rounded when the money is settled. It never changes the points on "
        "the sheet."
    ),
    ("exact", "nearest_100_down", "nearest_100_up"),
    {},
    sheet=False,
    labels={
        "exact": N_("exact points"),
        "nearest_100_down": N_("nearest 100 (50 rounds down)"),
        "nearest_100_up": N_("nearest 100 (50 rounds up)"),
    },
    source=N_("Not in the laws of bridge; a club's own agreement."),
    title=N_("Rounding the money"),
)

_FORM_FIELDS = (
    "dealer",
    "declarer",
    "contract",
    "result",
    "honours",
    "revokes",
    "passed_out",
    "new_deal",
)


# -- the laws in force --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ContractLaws:
    """The tables of one code with the rubber's house rules applied, read once per rubber."""

    code: str
    tables: Tables
    unfinished_part_score: int = 100
    each_side_part_score: bool = False
    count_honours: bool = True
    redeal_passed_out: bool = True
    duplicate: bool = False


def deal_entries(
    hand: ContractHand, vulnerable: tuple[Side, ...], laws: ContractLaws
) -> list[Entry]:
    """The entries of one played deal: honours (where counted), then the contract's."""
    ds = hand.declarer.side
    entries = honour_entries(hand.contract.strain, hand.honours) if laws.count_honours else []
    entries += contract_entries(hand.contract, hand.tricks, ds, ds in vulnerable, laws.tables)
    return entries


# -- the two games on the rubber engine ---------------------------------------------------------


class ContractTally(Tally[ContractLaws, ContractHand]):
    """Contract rubber bridge: game at 100, best of three games, 700/500, Law 80 allowances."""

    target = GAME
    dealer_after_end = True
    __slots__ = ()

    def mark(
        self, index: int, hand: ContractHand, dealer: Seat, vulnerable: tuple[Side, ...] | None
    ) -> Marked:
        return Marked(deal_entries(hand, vulnerable or (), self.laws), hand.summary())

    def vulnerable(self, dealer: Seat) -> tuple[Side, ...] | None:
        return tuple(s for s in SIDES if self.games_won[s])

    def rubber_bonus(self, winner: Side) -> int:
        return RUBBER_BONUS[self.games_won[winner.other]]

    def allowances(self) -> dict[Side, int]:
        """Law 80: 300 to a side alone in having won a game; the part-score allowance to a side
        alone in holding a part-score (or to each, under ``each_side``)."""
        games, toward = self.games_won, self.toward
        out: dict[Side, int] = {}
        for s in SIDES:
            if games[s] and not games[s.other]:
                out[s] = UNFINISHED_GAME
        part = [s for s in SIDES if toward[s] > 0]
        if len(part) > 1 and not self.laws.each_side_part_score:
            part = []
        for s in part:
            out[s] = out.get(s, 0) + self.laws.unfinished_part_score
        return {s: out[s] for s in SIDES if s in out}


class ChicagoTally(ContractTally):
    """Chicago: a round of four deals, vulnerability by deal number, premiums at once, no
    rubber bonus and no allowances; the side with more points wins the round."""

    round_deals = 4
    ends = "Chicago round"
    __slots__ = ()

    def vulnerable(self, dealer: Seat) -> tuple[Side, ...] | None:
        return chicago_vulnerable(self.counted + 1, dealer, self.laws.code)

    def redealt(self, deal: PassedOut | NewDeal) -> bool:
        # A new deal, and under `redeal` a passed-out deal, is dealt again by the same dealer and
        # is not one of the four (ACBL-CHI; BICYCLE; A-13).
        return isinstance(deal, NewDeal) or self.laws.redeal_passed_out

    def premiums(
        self,
        hand: ContractHand,
        marked: Marked,
        game: Side | None,
        vulnerable: tuple[Side, ...] | None,
    ) -> list[Entry]:
        """The game premium 300/500 at once; for a part-score, 100 on the fourth deal
        (``carry_over``) or 50 on every deal (``duplicate``) (rules-bridge.md §4)."""
        ds = hand.declarer.side
        if game is not None:
            vul = game in (vulnerable or ())
            pts = CHICAGO_GAME_PREMIUM[vul]
            words = Text("game, {vul}: {pts}", vul=_vul_words(vul), pts=pts)
            return [Entry(game, "above", pts, "game_premium", words)]
        if not any(e.column == "below" for e in marked.entries):
            return []
        if self.laws.duplicate:
            pts = DUPLICATE_PART_SCORE_PREMIUM
            return [
                Entry(ds, "above", pts, "part_score_premium", Text("part-score: {pts}", pts=pts))
            ]
        if self.round_number == 4:
            pts = CHICAGO_PART_SCORE_PREMIUM
            words = Text("part-score on the fourth deal: {pts}", pts=pts)
            return [Entry(ds, "above", pts, "part_score_premium", words)]
        return []

    def rubber_bonus(self, winner: Side) -> int:
        return 0

    def allowances(self) -> dict[Side, int]:
        return {}

    def carries_over(self) -> bool:
        return not self.laws.duplicate


class _ContractFamily(GameRules):
    """What contract and Chicago share: the deal record, the entry form, the quick entry."""

    family = "bridge"
    hint_game = "contract"

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> ContractDeal | None:
        return read_deal(f)

    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        return FormSpec(
            fields=_FORM_FIELDS,
            honours="seat",
            honour_count=5,
            strains=tuple(s.value for s in CONTRACT_STRAINS),
            revoke_by="seat",
            revoke_tricks=True,
            max_doubles=2,
            passed_out=True,
        )

    def parse_shorthand(self, text: str, rubber: Rubber, settings: Settings) -> dict[str, Any]:
        """The deal of one line of quick entry, checked as the next deal of ``rubber``.

        Raises :class:`InvalidEntryError` for a line or a deal that cannot be read, and
        :class:`~scorepad.errors.IllegalEntryError` when the rubber has ended.
        """
        number = len(rubber.deals) + 1
        # Lazy: the quick-entry grammar, with the first line typed (records.quick_entry, ~18 ms)
        from scorepad.records.quick_entry import parse_line

        deal = parse_line(self.game, text, deal=number)
        f = Fields(deal, number)
        self.read_deal(f, rubber, settings)
        if f.problems:
            raise InvalidEntryError(f.problems)
        self.score(rubber.with_deal(deal), settings)
        return deal


class ContractBridge(_ContractFamily):
    """Contract rubber bridge: best of three games of 100."""

    game = "contract"
    title = N_("Contract rubber bridge")
    codes = (
        CodeInfo(
            "laws_2014",
            N_("Laws of Rubber Bridge 2014"),
            N_(
                "American Contract Bridge League, Laws of Rubber Bridge 2014 (International Code), "
                "laws 72–81"
            ),
        ),
        CodeInfo(
            "laws_1935",
            N_("Contract 1935–1986"),
            N_(
                "The 1935 code (Time, 25 March 1935; The Press, 30 March 1935): doubled "
                "undertricks not vulnerable 100 then 200 each; redoubled insult 50"
            ),
        ),
    )
    default_code = "laws_2014"
    tally = ContractTally
    house_rules = (
        HouseRule(
            "unfinished_part_score",
            N_(
                "How many points a part-score in the unfinished game earns when a rubber stops "
                "early."
            ),
            (100, 50),
            {"laws_2014": 100, "laws_1935": 50},
            labels={100: N_("100 points"), 50: N_("50 points")},
            # Translators: a source: {laws} is the title of a code of laws (English).
            source=Text("{laws}, law 80 (100 points); 50 points in older books.", laws=_RB2014),
            title=N_("Unfinished part-score"),
        ),
        HouseRule(
            "unfinished_part_score_rule",
            N_(
                "Whether the points for a part-score in an unfinished rubber go only to a side "
                "that alone holds a part-score, or to each side that holds one."
            ),
            ("single_side", "each_side"),
            {"laws_2014": "single_side", "laws_1935": "single_side"},
            labels={
                "single_side": N_("only a side alone with a part-score"),
                "each_side": N_("each side with a part-score"),
            },
            # Translators: a source. The book's title and the words in “ ” stay in English.
            source=N_(
                "Nikki Katz, The Book of Card Games: “if only one side has a part score, "
                "that side earns 100”; some players give it to both sides."
            ),
            title=N_("Part-score to whom"),
        ),
        HouseRule(
            "small_slam_vulnerable",
            N_("How many points a small slam bid and made earns when vulnerable."),
            (750, 1000),
            {"laws_2014": 750, "laws_1935": 750},
            labels={750: N_("750 points"), 1000: N_("1,000 points")},
            # Translators: a source: {laws} is the title of a code of laws (English); “Time” is
            # a magazine.
            source=Text(
                "{laws}, scoring table (750); Time, 25 March 1935, gives 1,000 for the code of "
                "1935.",
                laws=_RB2014,
            ),
            title=N_("Small slam vulnerable"),
        ),
        replace(_SETTLEMENT, defaults={"laws_2014": "exact", "laws_1935": "exact"}),
    )

    def laws_of(self, code: str, settings: Settings) -> ContractLaws:
        tables = TABLES[code]
        slam_v = int(settings.get("small_slam_vulnerable", 750))
        if slam_v != tables.small_slam[True]:
            tables = replace(tables, small_slam={False: tables.small_slam[False], True: slam_v})
        return ContractLaws(
            code,
            tables,
            unfinished_part_score=int(settings.get("unfinished_part_score", 100)),
            each_side_part_score=settings.get("unfinished_part_score_rule") == "each_side",
        )


class Chicago(_ContractFamily):
    """Chicago (four-deal bridge): a round of four deals, scored by the contract tables."""

    game = "chicago"
    title = N_("Chicago")
    codes = (
        CodeInfo(
            "acbl",
            N_("Chicago (ACBL)"),
            N_(
                "American Contract Bridge League, 'How to keep score — Chicago (Four-deal "
                "bridge)'; Bicycle, 'Four-Deal "
                "Bridge'; deals scored by the Laws of Rubber Bridge 2014"
            ),
        ),
        CodeInfo(
            "nondealer_vulnerable",
            N_("Chicago, non-dealer vulnerable"),
            N_(
                "Bicycle, 'Four-Deal Bridge' (variation played in certain regions): on deals "
                "2 and 3 the non-dealer's side is vulnerable"
            ),
        ),
    )
    default_code = "acbl"
    tally = ChicagoTally
    house_rules = (
        HouseRule(
            "count_honours",
            N_(
                "Whether honours are scored: four or five trump honours, or all four aces at no "
                "trumps, in one hand."
            ),
            (True, False),
            {"acbl": True, "nondealer_vulnerable": True},
            labels={True: N_("honours scored"), False: N_("no honours")},
            # Translators: a source: {chicago} and {laws} are the titles of the ACBL's pages
            # and laws (English).
            source=Text(
                "{chicago} is silent; scored as in rubber bridge ({laws}); some teachers leave "
                "them out.",
                chicago=_CHICAGO,
                laws=_RB2014,
            ),
            title=N_("Count honours"),
        ),
        HouseRule(
            "passed_out_deal",
            N_(
                "How a deal that nobody bids is treated: dealt again by the same dealer and not "
                "counted, or counted as one of the four deals, with the deal passing on."
            ),
            ("redeal", "counts"),
            {"acbl": "redeal", "nondealer_vulnerable": "redeal"},
            labels={"redeal": N_("dealt again, not counted"), "counts": N_("counts as a deal")},
            # Translators: a source. The page's title in “ ” stays in English.
            source=N_("Bicycle Cards, “Four-Deal Bridge”: the deal is redealt by the same dealer."),
            title=N_("Deal nobody bids"),
        ),
        HouseRule(
            "deal_scoring",
            N_(
                "How the deals are scored: part-scores carry over toward game, with 100 for a "
                "part-score on the fourth deal, or each deal stands alone as in duplicate, with "
                "50 for a part-score and 300 or 500 for a game."
            ),
            ("carry_over", "duplicate"),
            {"acbl": "carry_over", "nondealer_vulnerable": "carry_over"},
            labels={
                "carry_over": N_("part-scores carry over"),
                "duplicate": N_("duplicate scoring"),
            },
            # Translators: a source: {chicago} is the title of the ACBL's page (English).
            source=Text(
                "{chicago} (part-scores carry over); the duplicate-style Chicago of many clubs, "
                "each deal scored as a duplicate board.",
                chicago=_CHICAGO,
            ),
            title=N_("Scoring the deals"),
        ),
        replace(_SETTLEMENT, defaults={"acbl": "exact", "nondealer_vulnerable": "exact"}),
    )

    def laws_of(self, code: str, settings: Settings) -> ContractLaws:
        return ContractLaws(
            code,
            TABLES["laws_2014"],
            count_honours=bool(settings.get("count_honours", True)),
            redeal_passed_out=settings.get("passed_out_deal", "redeal") == "redeal",
            duplicate=settings.get("deal_scoring") == "duplicate",
        )
