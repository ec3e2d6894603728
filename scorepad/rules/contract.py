"""Contract rubber bridge and Chicago (``shared/spec/rules-bridge.md`` §1, §3, §4, §7, §8.2–8.3).

Contract (codes ``laws_2014``, ``laws_1935``): trick score for the tricks bid and made below the
line, overtricks, the doubled "insult", slams bid and made, undertricks and honours above; game at
100 with part-scores cut off; vulnerability from the games won; rubber 700/500; the unfinished
rubber's allowances (Law 80).

Chicago (codes ``acbl``, ``nondealer_vulnerable``): four deals, vulnerability by deal number and
dealer, part-scores carried, game premium 300/500 at once, 100 for a part-score on the fourth deal.

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
from typing import Any, Literal

from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import InvalidEntryError, RecordError
from scorepad.fields import Fields
from scorepad.houserules import HouseRule
from scorepad.notation import Contract, Doubling, Strain
from scorepad.quick_entry import hint, parse_line
from scorepad.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings, after_end
from scorepad.sheet import DealLine, Entry, GameResult, GameWon, Position, Sheet, net_of

__all__ = [
    "TABLES",
    "Chicago",
    "ContractBridge",
    "Deal",
    "Revoke",
    "Tables",
    "chicago_vulnerable",
    "contract_entries",
    "honour_entries",
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

_NUMBER_WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
)


def _count(n: int, noun: str) -> str:
    word = _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)
    return f"{word} {noun}{'' if n == 1 else 's'}"


def _tricks(n: int) -> str:
    return f"{n} trick" if n == 1 else f"{n} tricks"


def _vul_words(vulnerable: bool) -> str:
    return "vulnerable" if vulnerable else "not vulnerable"


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


def contract_entries(
    contract: Contract, tricks: int, declarer: Side, vulnerable: bool, tables: Tables
) -> list[Entry]:
    """The entries for a contract on ``tricks`` won by the declarer's side (after revoke
    transfers), honours apart. ``vulnerable`` is the declarer's side's vulnerability.

    Source: ACBL-RB2014 Law 77; rules-bridge.md §3.2 steps 4–5.

    >>> [(e.label, e.points) for e in contract_entries(
    ...     Contract.parse("6C"), 13, Side.NS, True, TABLES["laws_2014"])]
    [('tricks', 120), ('overtricks', 20), ('small_slam', 750)]
    """
    need = contract.tricks_needed
    if tricks < need:
        down = need - tricks
        pts = undertrick_points(down, vulnerable, contract.doubling, tables)
        how = _vul_words(vulnerable) + (f", {contract.doubling.value}" if contract.doubled else "")
        return [
            Entry(
                declarer.other,
                "above",
                pts,
                "undertricks",
                f"{_count(down, 'undertrick')}, {how}: {pts}",
            )
        ]
    below = trick_points(contract)
    out = [Entry(declarer, "below", below, "tricks", f"{contract.words()}, made: {below}")]
    over = tricks - need
    if over:
        pts = over * overtrick_value(contract, vulnerable)
        how = (
            f"{contract.doubling.value}, {_vul_words(vulnerable)}"
            if contract.doubled
            else f"at {TRICK_VALUE[contract.strain]} each"
        )
        out.append(
            Entry(
                declarer, "above", pts, "overtricks", f"{_count(over, 'overtrick')}, {how}: {pts}"
            )
        )
    if contract.doubled:
        pts = tables.insult[contract.doubling]
        out.append(
            Entry(
                declarer,
                "above",
                pts,
                "doubled_bonus",
                f"for making a {contract.doubling.value} contract (the insult): {pts}",
            )
        )
    if contract.level == 6:
        pts = tables.small_slam[vulnerable]
        out.append(
            Entry(
                declarer,
                "above",
                pts,
                "small_slam",
                f"small slam bid and made, {_vul_words(vulnerable)}: {pts}",
            )
        )
    elif contract.level == 7:
        pts = GRAND_SLAM[vulnerable]
        out.append(
            Entry(
                declarer,
                "above",
                pts,
                "grand_slam",
                f"grand slam bid and made, {_vul_words(vulnerable)}: {pts}",
            )
        )
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
                        f"four aces in one hand ({seat.value}): {HONOURS_ACES}",
                    )
                )
        elif n == 5:
            out.append(
                Entry(
                    seat.side,
                    "above",
                    HONOURS_FIVE,
                    "honours",
                    f"all five trump honours in one hand ({seat.value}): {HONOURS_FIVE}",
                )
            )
        elif n == 4:
            out.append(
                Entry(
                    seat.side,
                    "above",
                    HONOURS_FOUR,
                    "honours",
                    f"four trump honours in one hand ({seat.value}): {HONOURS_FOUR}",
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

DealKind = Literal["scored", "passed_out", "new_deal"]


@dataclass(frozen=True, slots=True)
class Revoke:
    """An established revoke: ``tricks`` pass from the revoker's side to the other (Law 64)."""

    by: Seat
    tricks: int


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal record, read and checked."""

    number: int
    dealer: Seat | None
    kind: DealKind = "scored"
    declarer: Seat | None = None
    contract: Contract | None = None
    result: int = 0
    honours: tuple[tuple[Seat, int], ...] = ()
    revokes: tuple[Revoke, ...] = ()

    @property
    def tricks(self) -> int:
        """Tricks of the declarer's side after revoke transfers, 0–13 (rules-bridge.md §3.2-3):
        transferred tricks count as won in play for every purpose."""
        assert self.declarer is not None
        side = self.declarer.side
        moved = sum(r.tricks if r.by.side is not side else -r.tricks for r in self.revokes)
        return min(13, max(0, self.result + moved))

    def summary(self) -> str:
        """ "4SX by N, 10 tricks" (and the revokes)."""
        if self.kind == "passed_out":
            return "passed out"
        if self.kind == "new_deal":
            return "new deal"
        assert self.declarer is not None and self.contract is not None
        out = f"{self.contract} by {self.declarer.value}, {_tricks(self.result)}"
        for r in self.revokes:
            out += f"; revoke by {r.by.value}, {_tricks(r.tricks)} transferred"
        return out


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
_EMPTY_DEAL_KEYS = frozenset({"dealer", "passed_out", "new_deal"})


def read_contract_deal(f: Fields) -> Deal:
    """Read one raw deal of contract or Chicago, adding a problem to ``f`` for each fault."""
    f.only(_DEAL_KEYS, " in a contract or Chicago deal")
    number = f.deal or 0
    dealer = f.seat("dealer")
    passed = f.boolean("passed_out")
    new = f.boolean("new_deal")
    if passed or new:
        if passed and new:
            f.add("new_deal", "a deal is either passed out or a new deal, not both")
        what = "a passed-out deal" if passed else "a new deal"
        for key in f.raw:
            if key in _DEAL_KEYS and key not in _EMPTY_DEAL_KEYS:
                f.add(key, f"not recorded for {what} (only dealer may be given)")
        return Deal(number, dealer, "passed_out" if passed else "new_deal")
    declarer = f.seat("declarer", required=True)
    contract = _read_contract(f)
    result = f.integer("result", 0, 13, required=True)
    honours = _read_honours(f, contract)
    if f.array("voids"):
        f.add("voids", "chicane is not scored in contract bridge; leave voids out")
    revokes = _read_revokes(f, declarer)
    return Deal(number, dealer, "scored", declarer, contract, result or 0, honours, revokes)


def _read_contract(f: Fields) -> Contract | None:
    if "contract" not in f.raw:
        f.add("contract", "missing")
        return None
    raw = f.raw["contract"]
    try:
        contract = Contract.parse(raw)
    except RecordError as e:
        f.add("contract", e.problems[0].message)
        return None
    if contract.strain not in CONTRACT_STRAINS:
        f.add(
            "contract",
            f"{raw!r}: royal spades are not a strain of contract bridge (C, D, H, S or NT)",
        )
        return None
    return contract


def _read_honours(f: Fields, contract: Contract | None) -> tuple[tuple[Seat, int], ...]:
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


def _read_revokes(f: Fields, declarer: Seat | None) -> tuple[Revoke, ...]:
    out = []
    for r in f.objects("revokes"):
        before = len(f.problems)
        r.only(("by", "tricks"), " of a contract revoke (by, tricks)")
        by = r.seat("by", required=True)
        tricks = r.integer("tricks", 0, 13, required=True)
        if by is not None and declarer is not None and by is declarer.partner:
            r.add("by", f"{by.value} is dummy, and dummy cannot revoke")
        if len(f.problems) == before and by is not None and tricks is not None:
            out.append(Revoke(by, tricks))
    return tuple(out)


# -- the two games ------------------------------------------------------------------------------

_SETTLEMENT = HouseRule(
    "settlement_rounding",
    "How the money is rounded when the rubber is settled (never changes the sheet's net)",
    ("exact", "nearest_100_down", "nearest_100_up"),
    {},
    sheet=False,
    labels={
        "exact": "exact points",
        "nearest_100_down": "nearest 100 (50 rounds down)",
        "nearest_100_up": "nearest 100 (50 rounds up)",
    },
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


class _ContractFamily(GameRules):
    """What contract and Chicago share: the deal record, the entry form, the quick entry."""

    family = "bridge"
    shorthand_help = hint("contract")

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Deal:
        return read_contract_deal(f)

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
        deal = parse_line(self.game, text, deal=number)
        f = Fields(deal, number)
        self.read_deal(f, rubber, settings)
        if f.problems:
            raise InvalidEntryError(f.problems)
        self.score(rubber.with_deal(deal), settings)
        return deal


def _totals(lines: list[DealLine], extra: dict[Side, int]) -> dict[Side, int]:
    totals = {s: extra.get(s, 0) for s in SIDES}
    for line in lines:
        for e in line.entries:
            totals[e.side] += e.points
    return totals


class ContractBridge(_ContractFamily):
    """Contract rubber bridge: best of three games of 100."""

    game = "contract"
    title = "Contract rubber bridge"
    codes = (
        CodeInfo(
            "laws_2014",
            "Laws of Rubber Bridge 2014",
            "ACBL, Laws of Rubber Bridge 2014 (International Code), Laws 72–81",
        ),
        CodeInfo(
            "laws_1935",
            "Contract 1935–1986",
            "The 1935 code (Time, 25 Mar 1935; The Press, 30 Mar 1935): doubled "
            "undertricks not vulnerable 100 then 200 each; redoubled insult 50",
        ),
    )
    default_code = "laws_2014"
    house_rules = (
        HouseRule(
            "unfinished_part_score",
            "Points for a part-score in the unfinished game when a rubber stops (Law 80)",
            (100, 50),
            {"laws_2014": 100, "laws_1935": 50},
        ),
        HouseRule(
            "unfinished_part_score_rule",
            "Who gets the unfinished-rubber part-score allowance: a side alone in "
            "holding a part-score, or each side holding one",
            ("single_side", "each_side"),
            {"laws_2014": "single_side", "laws_1935": "single_side"},
            labels={
                "single_side": "only a side alone with a part-score",
                "each_side": "each side with a part-score",
            },
        ),
        HouseRule(
            "small_slam_vulnerable",
            "Premium for a small slam bid and made when vulnerable",
            (750, 1000),
            {"laws_2014": 750, "laws_1935": 750},
        ),
        replace(_SETTLEMENT, defaults={"laws_2014": "exact", "laws_1935": "exact"}),
    )

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        code = rubber.code or self.default_code
        tables = TABLES[code]
        slam_v = int(settings.get("small_slam_vulnerable", 750))
        if slam_v != tables.small_slam[True]:
            tables = replace(tables, small_slam={False: tables.small_slam[False], True: slam_v})
        next_dealer = rubber.dealer_of_first
        games = dict.fromkeys(SIDES, 0)
        toward = dict.fromkeys(SIDES, 0)
        lines: list[DealLine] = []
        results: list[GameResult] = []
        winner: Side | None = None
        bonus = 0
        for d in deals:
            if winner is not None:
                raise after_end(d.number)
            dealer = d.dealer or next_dealer
            next_dealer = dealer.next
            vul = tuple(s for s in SIDES if games[s])
            if d.kind != "scored":
                lines.append(
                    DealLine((), None, dealer, d.kind, vul, dict(toward), summary=d.summary())
                )
                continue
            assert d.contract is not None and d.declarer is not None
            ds = d.declarer.side
            entries = honour_entries(d.contract.strain, d.honours)
            entries += contract_entries(d.contract, d.tricks, ds, ds in vul, tables)
            game_won = None
            below = sum(e.points for e in entries if e.column == "below")
            if below:
                toward[ds] += below
                if toward[ds] >= GAME:
                    results.append(GameResult(ds, None, toward[ds.other], d.number))
                    game_won = GameWon(ds, None)
                    toward = dict.fromkeys(SIDES, 0)
                    games[ds] += 1
                    if games[ds] == 2:
                        winner = ds
                        bonus = RUBBER_BONUS[games[ds.other]]
            lines.append(
                DealLine(
                    tuple(entries),
                    game_won,
                    dealer,
                    "scored",
                    vul,
                    dict(toward),
                    summary=d.summary(),
                )
            )
        allowances = {} if winner else self._allowances(games, toward, settings)
        extra = dict(allowances)
        if winner is not None:
            extra[winner] = bonus
        totals = _totals(lines, extra)
        position = Position(
            next_dealer=next_dealer,
            toward_game=dict(toward),
            game_target=GAME,
            games_won=dict(games),
            vulnerable=() if winner else tuple(s for s in SIDES if games[s]),
        )
        return Sheet(
            self.game,
            code,
            dict(settings),
            tuple(lines),
            tuple(results),
            totals,
            net_of(totals),
            winner is not None,
            winner,
            bonus,
            position,
            allowances,
        )

    @staticmethod
    def _allowances(
        games: dict[Side, int], toward: dict[Side, int], settings: Settings
    ) -> dict[Side, int]:
        """Law 80: 300 to a side alone in having won a game; the part-score allowance to a side
        alone in holding a part-score (or to each, under ``each_side``)."""
        out: dict[Side, int] = {}
        for s in SIDES:
            if games[s] and not games[s.other]:
                out[s] = UNFINISHED_GAME
        part = [s for s in SIDES if toward[s] > 0]
        if (
            settings.get("unfinished_part_score_rule", "single_side") == "single_side"
            and len(part) > 1
        ):
            part = []
        value = int(settings.get("unfinished_part_score", 100))
        for s in part:
            out[s] = out.get(s, 0) + value
        return {s: out[s] for s in SIDES if s in out}


class Chicago(_ContractFamily):
    """Chicago (four-deal bridge): a round of four deals, scored by the contract tables."""

    game = "chicago"
    title = "Chicago"
    codes = (
        CodeInfo(
            "acbl",
            "Chicago (ACBL)",
            "ACBL, 'How to keep score — Chicago (Four-deal bridge)'; Bicycle, 'Four-Deal "
            "Bridge'; deals scored by the Laws of Rubber Bridge 2014",
        ),
        CodeInfo(
            "nondealer_vulnerable",
            "Chicago, non-dealer vulnerable",
            "Bicycle, 'Four-Deal Bridge' (variation played in certain regions): on deals "
            "2 and 3 the non-dealer's side is vulnerable",
        ),
    )
    default_code = "acbl"
    house_rules = (
        HouseRule(
            "count_honours",
            "Whether honours are scored (four or five trump honours, or four aces at no "
            "trumps, in one hand)",
            (True, False),
            {"acbl": True, "nondealer_vulnerable": True},
        ),
        HouseRule(
            "passed_out_deal",
            "A passed-out deal: redealt by the same dealer and not counted, or counted "
            "as one of the four with the deal passing on",
            ("redeal", "counts"),
            {"acbl": "redeal", "nondealer_vulnerable": "redeal"},
            labels={"redeal": "redealt, not counted", "counts": "counts as a deal"},
        ),
        replace(_SETTLEMENT, defaults={"acbl": "exact", "nondealer_vulnerable": "exact"}),
    )

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        code = rubber.code or self.default_code
        tables = TABLES["laws_2014"]
        honours = bool(settings.get("count_honours", True))
        redeal = settings.get("passed_out_deal", "redeal") == "redeal"
        next_dealer = rubber.dealer_of_first
        number = 1  # the Chicago deal to be played next, 1–4
        games = dict.fromkeys(SIDES, 0)
        toward = dict.fromkeys(SIDES, 0)
        lines: list[DealLine] = []
        results: list[GameResult] = []
        for d in deals:
            if number > 4:
                raise after_end(d.number, "Chicago round")
            dealer = d.dealer or next_dealer
            vul = chicago_vulnerable(number, dealer, code)
            if d.kind != "scored":
                # A new deal, and under `redeal` a passed-out deal, is dealt again by the same
                # dealer and is not one of the four (ACBL-CHI; BICYCLE; A-13).
                again = d.kind == "new_deal" or redeal
                summary = d.summary() + (f", redealt by {dealer.value}" if again else "")
                lines.append(DealLine((), None, dealer, d.kind, vul, dict(toward), number, summary))
                next_dealer = dealer if again else dealer.next
                number += 0 if again else 1
                continue
            next_dealer = dealer.next
            assert d.contract is not None and d.declarer is not None
            ds = d.declarer.side
            entries = honour_entries(d.contract.strain, d.honours) if honours else []
            entries += contract_entries(d.contract, d.tricks, ds, ds in vul, tables)
            game_won = None
            below = sum(e.points for e in entries if e.column == "below")
            if below:
                toward[ds] += below
                if toward[ds] >= GAME:
                    pts = CHICAGO_GAME_PREMIUM[ds in vul]
                    entries.append(
                        Entry(
                            ds,
                            "above",
                            pts,
                            "game_premium",
                            f"game, {_vul_words(ds in vul)}: {pts}",
                        )
                    )
                    results.append(GameResult(ds, None, toward[ds.other], d.number))
                    game_won = GameWon(ds, None)
                    toward = dict.fromkeys(SIDES, 0)
                    games[ds] += 1
                elif number == 4:
                    entries.append(
                        Entry(
                            ds,
                            "above",
                            CHICAGO_PART_SCORE_PREMIUM,
                            "part_score_premium",
                            f"part-score on the fourth deal: {CHICAGO_PART_SCORE_PREMIUM}",
                        )
                    )
            lines.append(
                DealLine(
                    tuple(entries),
                    game_won,
                    dealer,
                    "scored",
                    vul,
                    dict(toward),
                    number,
                    d.summary(),
                )
            )
            number += 1
        complete = number > 4
        totals = _totals(lines, {})
        winner = None
        if complete and totals[Side.NS] != totals[Side.EW]:
            winner = max(SIDES, key=lambda s: totals[s])
        position = Position(
            next_dealer=next_dealer,
            toward_game=dict(toward),
            game_target=GAME,
            games_won=dict(games),
            vulnerable=() if complete else chicago_vulnerable(number, next_dealer, code),
            chicago_deal=None if complete else number,
        )
        return Sheet(
            self.game,
            code,
            dict(settings),
            tuple(lines),
            tuple(results),
            totals,
            net_of(totals),
            complete,
            winner,
            0,
            position,
        )
