"""The one adapter between the drives and the rules service (``drives.md`` §4).

Every bridge deal of a drive is read by its game's own reader (``GameRules.read_deal`` with
:class:`~scorepad.records.fields.Fields`) and scored by the game's own per-deal functions; nothing
of the
laws is repeated here. What is here is only what a drive adds (§4.1–§4.3): no games and nothing
carried past the round, the vulnerability by deal of the round, and the drive premiums (the
bridge-whist round premium, the auction 125, the contract game and part-score premiums).
Keep every call into :mod:`scorepad.rules` in this module, so that it can be re-pointed at
another engine in one place.
"""

from __future__ import annotations

import marshal
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from scorepad.enums import SIDES, Seat, Side
from scorepad.errors import Problem, RecordError
from scorepad.records.fields import Fields
from scorepad.records.houserules import resolve
from scorepad.records.record import Rubber
from scorepad.rules import GAMES
from scorepad.rules import auction as _auction
from scorepad.rules import bridge_whist as _bw
from scorepad.rules import contract as _contract
from scorepad.rules.deal import NewDeal, PassedOut, Played
from scorepad.sheets.sheet import Entry

__all__ = [
    "DealProblem",
    "TableDeals",
    "TableScorer",
    "alone_figures",
    "clear_memo",
    "codes_of",
    "score_table",
    "scorer_for",
]

#: Bridge whist: a game is 30 trick points (``fifty_per_game``); a round premium is 50.
ROUND_PREMIUM = 50


def codes_of(game: str) -> tuple[str, ...]:
    """The codes of laws of a game of the rules service."""
    return GAMES[game].code_ids()


@dataclass(frozen=True, slots=True)
class DealProblem:
    """A problem with deal ``deal`` (1-based within the table's round; None for the table)."""

    deal: int | None
    field: str
    message: str


@dataclass(frozen=True, slots=True)
class TableDeals:
    """What one table scored in one round of a bridge drive."""

    deals: tuple[tuple[int, int], ...]  # per counted deal: (NS, EW), drive premiums included
    premium: tuple[int, int]  # the bridge-whist round premium (in no deal)
    counted: int  # deals counted toward deals_per_round (a new deal is not)


class TableScorer:
    """Scores the deals one table plays in one round of a bridge drive, for a form and code."""

    def __init__(self, game: str, code: str, house: Mapping[str, Any]) -> None:
        self.game = game
        self.code = code
        self.house = house
        self.rules = GAMES[game]
        self.key = (game, code, _frozen(house))
        problems: list[Any] = []
        self.settings = resolve(self.rules.house_rules, code, None, problems)
        self.count_honours = bool(house.get("count_honours", True))
        self._rubber = Rubber(game, code, house_rules={})
        if game == "bridge_whist":
            self._bw_laws = _bw.BridgeWhistLaws.of(self.settings)
        elif game == "auction":
            self._auction_laws = _auction.AuctionLaws.of(code, self.settings)
        else:
            self._tables = _contract.TABLES[code]
        # a contract deal is scored alone unless part scores are carried (§4.3)
        self.alone = game == "contract" and not bool(house.get("part_score_carry", False))
        #: the memo (:func:`clear_memo`): tables scored, by their deals' text (``repr`` of
        #: what is not plain data) and first dealer; deals read, by their text (and dealer, but in
        #: contract, whose hand does not depend on the dealer), each with its text
        #: (:func:`_deal_text`: the one object, whose hash is kept) and, for a contract deal
        #: played, the declarer's side; the sides vulnerable by dealer and deal number
        self.memo_tables: dict[
            tuple[str | bytes, Seat], tuple[TableDeals | None, tuple[DealProblem, ...]]
        ] = {}
        self.memo_read: dict[Any, tuple[Any, DealText, Side | None]] = {}
        self.memo_vulnerable: dict[Seat, tuple[tuple[Side, ...], ...]] = {}
        #: contract deals scored alone, by text: [the declarer's side (0 NS, 1 EW), its points
        #: (NS, EW) not vulnerable, vulnerable], each None until the deal is scored so
        self.memo_points: dict[DealText, list[Any]] = {}
        #: whether NS and EW are vulnerable, by dealer and deal number in the round (mod 4)
        self.memo_vul_flags: dict[Seat, tuple[tuple[bool, bool], ...]] = {}
        #: by first dealer, deals 1-4 of a round where no deal names its dealer (:meth:`_alone`)
        self.memo_rotation: dict[Seat, tuple[tuple[Seat, tuple[bool, bool]], ...]] = {}
        _SCORERS.add(self)

    # -- reading ----------------------------------------------------------------------------
    def read(
        self, raw_deals: Sequence[Any], first_dealer: Seat, problems: list[DealProblem]
    ) -> list[tuple[Any, Seat, DealText | None]] | None:
        """Each raw deal read by the game's reader, with its dealer by the rotation (a deal
        that names its dealer restarts it; a new deal is dealt again by the same dealer) and
        its text (None for a deal not remembered)."""
        out: list[tuple[Any, Seat, DealText | None]] = []
        dealer = first_dealer
        bad = False
        for i, raw in enumerate(raw_deals, 1):
            if isinstance(raw, dict):
                given = raw.get("dealer")
                if isinstance(given, str) and given in _SEAT_OF:
                    dealer = _SEAT_OF[given]
            deal, text, found = self._read_one(raw, i, dealer)
            for p in found:
                problems.append(DealProblem(p.deal, p.field, p.message))
            if found or deal is None:
                bad = True
                dealer = dealer.next
                continue
            out.append((deal, dealer, text))
            if not _is_new_deal(deal):
                dealer = dealer.next
        return None if bad else out

    def _read_one(self, raw: Any, i: int, dealer: Seat) -> tuple[Any, DealText | None, list[Any]]:
        """Deal ``i`` read, dealt by ``dealer``: (the deal or None, its text, its problems).
        The same deal with the same dealer reads the same, so it is read once (in contract
        the hand does not depend on the dealer: once whatever the dealer); a deal with a
        problem is read again each time (the problem names the deal's number)."""
        text = _deal_text(raw) if type(raw) is dict else None
        key: Any = None
        if text is not None:
            key = text if self.game == "contract" else (text, dealer)
            hit = self.memo_read.get(key)
            if hit is not None:
                return hit[0], hit[1], []
        found: list[Any] = []
        if isinstance(raw, dict) and dealer.value != raw.get("dealer"):
            f = Fields({**raw, "dealer": dealer.value}, i, found)
            if "dealer" in raw:
                found.append(_problem(i, "dealer", f"{raw['dealer']!r} is not a seat"))
        else:
            f = Fields(raw, i, found)
        deal = self.rules.read_deal(f, self._rubber, self.settings)
        if isinstance(deal, Played) and not found and self.game == "bridge_whist":
            found.extend(_bw.law_problems(i, deal.hand, self._bw_laws))
        if text is not None and deal is not None and not found:
            if len(self.memo_read) >= _READ_SIZE:
                self.memo_read.clear()
            side = deal.hand.declarer.side if self.alone and type(deal) is Played else None
            self.memo_read[key] = (deal, text, side)
        return deal, text, found

    def vulnerable(self, number: int, dealer: Seat) -> tuple[Side, ...]:
        """The sides vulnerable on deal ``number`` of a round dealt by ``dealer`` (§4.3)."""
        by_number = self.memo_vulnerable.get(dealer)
        if by_number is None:
            rule = str(self.house.get("vulnerability", "chicago"))
            by_number = tuple(_vulnerable(rule, n, dealer) for n in range(1, 5))
            self.memo_vulnerable[dealer] = by_number
        return by_number[(number - 1) % 4]

    def _alone(
        self, raw_deals: Sequence[Any], first_dealer: Seat
    ) -> tuple[tuple[int, int], ...] | None:
        """The figures of a table of contract deals scored alone, deal by deal: each played
        deal's figures as remembered for its side's vulnerability (``memo_points``), else the
        deal read and scored (:meth:`_alone_deal`) and remembered. None, with nothing found
        wrong nor left half-done (what was scored is remembered), where a deal is not a plain
        dict of a played deal read without a problem (a new deal, passed out, a problem): then
        the table is read and scored in full (:meth:`score`). A table so taken has no problems
        and counts every deal."""
        # the common table: no deal names its dealer, so deal k is dealt by the k-th seat from
        # the first dealer, and its sides' vulnerability is that of its place in the rotation
        rotation = self.memo_rotation.get(first_dealer)
        if rotation is None:
            rotation = self.memo_rotation[first_dealer] = self._rotation(first_dealer)
        deals: list[tuple[int, int]] = []
        known = self.memo_points
        for k, raw in enumerate(raw_deals):
            if type(raw) is not dict or "dealer" in raw:
                return self._alone_dealt(raw_deals, first_dealer)
            text: DealText | None
            if len(raw) == 3:  # _deal_text, the plain deal's text made here (the common deal)
                d, c, r = raw.get("declarer"), raw.get("contract"), raw.get("result")
                if type(d) is str and type(c) is str and type(r) is int:
                    text = (d, c, r)
                else:
                    text = _deal_text(raw)
            else:
                text = _deal_text(raw)
            if text is None:
                return None
            dealer, vul = rotation[k & 3]
            hit = known.get(text)
            pts = None if hit is None else hit[2] if vul[hit[0]] else hit[1]
            if pts is None:
                pts = self._alone_deal(raw, k + 1, dealer, text, vul)
                if pts is None:
                    return None
            deals.append(pts)
        return tuple(deals)

    def _rotation(self, first_dealer: Seat) -> tuple[tuple[Seat, tuple[bool, bool]], ...]:
        """Deals 1-4 of a round first dealt by ``first_dealer``, none naming its dealer: each
        one's dealer and whether NS and EW are vulnerable on it (the cycle repeats)."""
        out = []
        dealer = first_dealer
        for k in range(4):
            by_number = self.memo_vul_flags.get(dealer)
            if by_number is None:
                by_number = self.memo_vul_flags[dealer] = self._vul_flags(dealer)
            out.append((dealer, by_number[k]))
            dealer = _NEXT_SEAT[dealer]
        return tuple(out)

    def _alone_dealt(
        self, raw_deals: Sequence[Any], first_dealer: Seat
    ) -> tuple[tuple[int, int], ...] | None:
        """:meth:`_alone` for a table where a deal names its dealer (the rotation restarts
        there)."""
        deals: list[tuple[int, int]] = []
        dealer = first_dealer
        known, seat_of = self.memo_points, _SEAT_OF
        flags, next_seat = self.memo_vul_flags, _NEXT_SEAT
        for raw in raw_deals:
            if type(raw) is not dict:
                return None
            given = raw.get("dealer")
            if given is not None:
                if type(given) is not str or given not in seat_of:
                    return None
                dealer = seat_of[given]
            text = _deal_text(raw)
            if text is None:
                return None
            by_number = flags.get(dealer)
            if by_number is None:
                by_number = flags[dealer] = self._vul_flags(dealer)
            vul = by_number[len(deals) & 3]
            hit = known.get(text)
            pts = None if hit is None else hit[2] if vul[hit[0]] else hit[1]
            if pts is None:
                pts = self._alone_deal(raw, len(deals) + 1, dealer, text, vul)
                if pts is None:
                    return None
            deals.append(pts)
            dealer = next_seat[dealer]
        return tuple(deals)

    def _alone_deal(
        self, raw: dict[str, Any], i: int, dealer: Seat, text: DealText, vul: tuple[bool, bool]
    ) -> tuple[int, int] | None:
        """Deal ``i`` of a table (the ``i``-th counted: every deal before it was played), dealt
        by ``dealer`` with the sides vulnerable as ``vul`` says, read (once: :meth:`_read_one`)
        and scored alone (:meth:`_alone_points`), and remembered; None (nothing scored) where
        it is not a played deal read without a problem."""
        hit = self.memo_read.get(text)  # contract: read once whatever the dealer
        if hit is not None:
            deal = hit[0]
        else:
            deal, _text, found = self._read_one(raw, i, dealer)
            if found:
                return None
        if type(deal) is not Played:
            return None
        hand = deal.hand
        ds = hand.declarer.side
        try:
            return self._alone_points(hand, ds, vul[0 if ds is Side.NS else 1], text)
        except RecordError:
            return None

    def _alone_points(
        self, hand: Any, ds: Side, vulnerable: bool, text: DealText | None
    ) -> tuple[int, int]:
        """A played contract deal scored alone (§4.3: no part score carried): its figures
        (:func:`~scorepad.rules.contract.contract_points`, the sums of the entries the rules
        service marks, without their explanations; and the honours), with the Chicago game
        premium or the part-score premium; remembered by ``text`` (not None) and the
        declarer's side's vulnerability."""
        below, above, against = _contract.contract_points(
            hand.contract, hand.tricks, vulnerable, self._tables
        )
        mine, theirs = below + above, against  # the declarer's side's, the defenders'
        if self.count_honours and hand.honours:
            for e in _contract.honour_entries(hand.contract.strain, hand.honours):
                if e.side is ds:
                    mine += e.points
                else:
                    theirs += e.points
        if below:
            if below >= _contract.GAME:
                mine += _contract.CHICAGO_GAME_PREMIUM[vulnerable]
            else:
                mine += int(self.house.get("part_score_premium", 50))
        figures = (mine, theirs) if ds is Side.NS else (theirs, mine)
        if text is not None:
            memo = self.memo_points
            if len(memo) >= _READ_SIZE:
                memo.clear()
            known = memo.get(text)
            if known is None:
                known = memo[text] = [0 if ds is Side.NS else 1, None, None]
            known[2 if vulnerable else 1] = figures
        return figures

    def _vul_flags(self, dealer: Seat) -> tuple[tuple[bool, bool], ...]:
        """Whether NS and EW are vulnerable on deals 1-4 of a round dealt by ``dealer``."""
        return tuple(
            (Side.NS in self.vulnerable(n, dealer), Side.EW in self.vulnerable(n, dealer))
            for n in range(1, 5)
        )

    # -- scoring ----------------------------------------------------------------------------
    def score(
        self, raw_deals: Sequence[Any], first_dealer: Seat, problems: list[DealProblem]
    ) -> TableDeals | None:
        read = self.read(raw_deals, first_dealer, problems)
        if read is None:
            return None
        try:
            if self.game == "bridge_whist":
                return self._bridge_whist(read)
            if self.game == "auction":
                return self._auction(read)
            return self._contract(read)
        except RecordError as e:
            for p in e.problems:
                problems.append(DealProblem(p.deal, p.field, p.message))
            return None

    def _bridge_whist(self, read: list[tuple[Any, Seat, DealText | None]]) -> TableDeals:
        mode = self.house.get("round_premium", "none")
        toward = {Side.NS: 0, Side.EW: 0}
        trick_score = {Side.NS: 0, Side.EW: 0}
        premium = {Side.NS: 0, Side.EW: 0}
        deals: list[tuple[int, int]] = []
        for deal, _dealer, _text in read:
            if not isinstance(deal, Played):
                continue
            hand = deal.hand if self.count_honours else replace(deal.hand, honours={})
            zero = {Side.NS: 0, Side.EW: 0}
            entries, game = _bw.score_deal(
                hand, self._bw_laws, toward if mode == "fifty_per_game" else zero
            )
            pts = _sums(entries)
            below = _below(entries)
            for s in SIDES:
                trick_score[s] += below[s]
                toward[s] += below[s]
            if mode == "fifty_per_game" and game is not None:
                premium[game] += ROUND_PREMIUM
                toward = {Side.NS: 0, Side.EW: 0}
            deals.append((pts[Side.NS], pts[Side.EW]))
        if mode == "fifty_to_higher_trick_score" and trick_score[Side.NS] != trick_score[Side.EW]:
            premium[max(SIDES, key=lambda s: trick_score[s])] += ROUND_PREMIUM
        return TableDeals(tuple(deals), (premium[Side.NS], premium[Side.EW]), len(deals))

    def _auction(self, read: list[tuple[Any, Seat, DealText | None]]) -> TableDeals:
        value = int(self.house.get("game_premium", 125))
        carry = bool(self.house.get("part_score_carry", False))
        laws = self._auction_laws
        toward = {Side.NS: 0, Side.EW: 0}
        deals: list[tuple[int, int]] = []
        for deal, dealer, _text in read:
            if isinstance(deal, NewDeal):
                continue
            if isinstance(deal, PassedOut):
                deals.append((0, 0))
                continue
            hand = deal.hand if self.count_honours else replace(deal.hand, honours=())
            entries = _auction.deal_entries(hand, laws, dealer)
            pts = _sums(entries)
            below = _below(entries)
            for s in SIDES:
                if not below[s]:
                    continue
                toward[s] = toward[s] + below[s] if carry else below[s]
                if toward[s] >= _auction.GAME:
                    pts[s] += value
                    toward = {Side.NS: 0, Side.EW: 0}
            deals.append((pts[Side.NS], pts[Side.EW]))
        return TableDeals(tuple(deals), (0, 0), len(deals))

    def _contract(self, read: list[tuple[Any, Seat, DealText | None]]) -> TableDeals:
        carry = not self.alone
        per_round = int(self.house.get("deals_per_round", 4))
        toward = {Side.NS: 0, Side.EW: 0}
        deals: list[tuple[int, int]] = []
        for deal, dealer, text in read:
            if isinstance(deal, NewDeal):
                continue
            number = len(deals) + 1
            if isinstance(deal, PassedOut):
                deals.append((0, 0))
                continue
            hand = deal.hand
            vul = self.vulnerable(number, dealer)
            ds = hand.declarer.side
            if not carry:
                # a deal scored alone: the same deal scores alike where its side's
                # vulnerability is the same
                hit = None if text is None else self.memo_points.get(text)
                pts = None if hit is None else hit[2 if ds in vul else 1]
                if pts is None:
                    pts = self._alone_points(hand, ds, ds in vul, text)
                deals.append(pts)
                continue
            entries: list[Entry] = []
            if self.count_honours:
                entries += _contract.honour_entries(hand.contract.strain, hand.honours)
            entries += _contract.contract_entries(
                hand.contract, hand.tricks, ds, ds in vul, self._tables
            )
            pts_ = _sums(entries)
            below = _below(entries)[ds]
            if below:
                toward[ds] += below
                if toward[ds] >= _contract.GAME:
                    pts_[ds] += _contract.CHICAGO_GAME_PREMIUM[ds in vul]
                    toward = {Side.NS: 0, Side.EW: 0}
                elif number == per_round:
                    pts_[ds] += _contract.CHICAGO_PART_SCORE_PREMIUM
            deals.append((pts_[Side.NS], pts_[Side.EW]))
        return TableDeals(tuple(deals), (0, 0), len(deals))


def _vulnerable(rule: str, number: int, dealer: Seat) -> tuple[Side, ...]:
    """The sides vulnerable on deal ``number`` of a round (§4.3); the Chicago cycle repeats
    every four deals."""
    if rule == "none":
        return ()
    if rule == "both":
        return SIDES
    code = "nondealer_vulnerable" if rule == "nondealer" else "acbl"
    return _contract.chicago_vulnerable((number - 1) % 4 + 1, dealer, code)


_SEAT_OF = {s.value: s for s in Seat}
_NEXT_SEAT = {s: s.next for s in Seat}


#: A raw deal's text (:func:`_deal_text`).
DealText = bytes | tuple[str, str, int]


def _deal_text(raw: dict[str, Any]) -> DealText | None:
    """A raw deal's content, value for value and type for type (1 is not 1.0 nor True): a deal
    of a declarer, a contract and a result only, two strings and a whole number (the common
    deal), as the tuple of the three (cheaper to make and look up than the bytes); else as
    :mod:`marshal` writes it (:func:`_text`), which is never equal to a tuple; None for
    anything that is not plain data. Deals of the same text read alike (the order of a deal's
    keys does not change its reading)."""
    if len(raw) == 3:
        d, c, r = raw.get("declarer"), raw.get("contract"), raw.get("result")
        if type(d) is str and type(c) is str and type(r) is int:
            return (d, c, r)
    return _text(raw)


def _text(raw: Any) -> bytes | None:
    """A raw deal's content, value for value and type for type (1 is not 1.0 nor True), as
    :mod:`marshal` writes it; None for anything that is not plain data."""
    try:
        return marshal.dumps(raw)
    except ValueError:
        return None


def _is_new_deal(deal: Any) -> bool:
    return isinstance(deal, NewDeal)


def _sums(entries: Sequence[Entry]) -> dict[Side, int]:
    out = {Side.NS: 0, Side.EW: 0}
    for e in entries:
        out[e.side] += e.points
    return out


def _below(entries: Sequence[Entry]) -> dict[Side, int]:
    out = {Side.NS: 0, Side.EW: 0}
    for e in entries:
        if e.column == "below":
            out[e.side] += e.points
    return out


def _problem(deal: int, field: str, message: str) -> Problem:
    return Problem(deal, field, message)


@lru_cache(maxsize=64)
def _scorer(game: str, code: str, house: tuple[tuple[str, Any], ...]) -> TableScorer:
    return TableScorer(game, code, dict(house))


#: The most tables each scorer keeps scored.
_MEMO_SIZE = 8192


#: The most deals each scorer keeps read, and scored alone.
_READ_SIZE = 8192
#: Every scorer, for :func:`clear_memo`.
_SCORERS: weakref.WeakSet[TableScorer] = weakref.WeakSet()


def clear_memo() -> None:
    """Forget every table scored and every deal read (the benchmark's cold runs)."""
    for scorer in list(_SCORERS):
        scorer.memo_tables.clear()
        scorer.memo_read.clear()
        scorer.memo_points.clear()
        scorer.memo_vulnerable.clear()
        scorer.memo_vul_flags.clear()
        scorer.memo_rotation.clear()


def score_table(
    scorer: TableScorer,
    raw_deals: Sequence[Any],
    first_dealer: Seat,
    problems: list[DealProblem],
) -> TableDeals | None:
    """One table's deals of one round scored (see :meth:`TableScorer.score`), remembered: a drive
    re-scored after one more line is entered only scores the new table's deals again. The deals
    are keyed by their text (``repr`` of the JSON values, which says every key and value). A
    table of contract deals scored alone is scored deal by deal, each deal remembered
    (:func:`alone_figures`), where it can be; it is not kept again as a table."""
    if scorer.alone and type(raw_deals) is list:
        known = scorer._alone(raw_deals, first_dealer)
        if known is not None:
            return TableDeals(known, (0, 0), len(known))
    text = _text(raw_deals) if type(raw_deals) is list else None
    key = (repr(raw_deals) if text is None else text, first_dealer)
    memo = scorer.memo_tables
    hit = memo.get(key)
    if hit is None:
        found: list[DealProblem] = []
        scored = scorer.score(raw_deals, first_dealer, found)
        if len(memo) >= _MEMO_SIZE:
            memo.clear()
        hit = memo[key] = (scored, tuple(found))
    problems.extend(hit[1])
    return hit[0]


def alone_figures(
    scorer: TableScorer, raw_deals: Any, first_dealer: Seat
) -> tuple[tuple[int, int], ...] | None:
    """The figures (NS, EW) of a table's deals (a list) when the scorer scores contract deals
    alone and every deal is a played deal read without a problem, each taken from the memo or
    read and scored once (:meth:`TableScorer._alone`): then the table has no problems and
    counts every deal, with no premium. None otherwise: score it with :func:`score_table`."""
    if scorer.alone and type(raw_deals) is list:
        return scorer._alone(raw_deals, first_dealer)
    return None


def scorer_for(game: str, code: str, house: Mapping[str, Any]) -> TableScorer:
    """The (shared, remembered) scorer of a form's game, code and drive house rules."""
    return _scorer(game, code, _frozen(house))


def _frozen(house: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(house.items()))
