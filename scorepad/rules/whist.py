"""The whist family: English short whist, long whist and American whist.

The laws are those of ``shared/spec/rules-whist.md`` §2–§5 and §8.1–8.3. One deal is scored in
the order the laws mark it:

    "The penalty for a revoke takes precedence of all other scores. Tricks score next. Honours
    last." (Revised Code 1900, law 50; 1864 law 5)

and the first side to reach the game target wins the game at once: nothing after that entry is
marked in that deal. Points are *what is actually marked*: a credit cut off by the revoking
side's cap is marked at the capped value, a deduction at what was actually taken off, the entry
that puts a side out in full (its surplus is simply not carried into the next game).

>>> from scorepad.rules import score_record
>>> sheet = score_record({"game": "short_whist",
...                       "deals": [{"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}}]})
>>> [(e.points, e.explain) for e in sheet.deals[0].entries]
[(3, 'three by cards: 3'), (2, 'three honours: 2')]
>>> sheet.games[0].value
3
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from scorepad.enums import Seat, Side
from scorepad.errors import IllegalEntryError, InvalidEntryError
from scorepad.i18n import N_, Text, join
from scorepad.records.fields import Fields
from scorepad.records.record import Rubber
from scorepad.rules import whist_refusals as refused
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.rules.deal import Deal, Played, read_unplayed
from scorepad.rules.engine import Marked, Tally
from scorepad.rules.whist_house import AMERICAN_RULES, LONG_RULES, SHORT_RULES
from scorepad.sheets.explain import by_cards
from scorepad.sheets.explain import number_word as _word
from scorepad.sheets.sheet import DealStatus, Entry, Label

__all__ = [
    "AmericanWhist",
    "LongWhist",
    "ShortWhist",
    "WhistDeal",
    "WhistHand",
    "WhistLaws",
    "WhistRevoke",
    "WhistTally",
]

NS, EW = Side.NS, Side.EW
PENALTIES = ("add", "deduct", "tricks")
# ---------------------------------------------------------------------------------------------
# The typed deal
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WhistRevoke:
    """One established revoke: the revoking side and the adversaries' choice of penalty
    (``None`` in American whist, where two tricks always pass)."""

    by: Side
    penalty: str | None


@dataclass(frozen=True, slots=True)
class WhistHand:
    """One whist deal as recorded. ``tricks`` and ``honours`` are per side; ``honours`` is
    ``None`` when none were claimed, ``tricks`` ``None`` only after a call at eight (the hand is
    not played)."""

    tricks: dict[Side, int] | None = None
    honours: dict[Side, int] | None = None
    revokes: tuple[WhistRevoke, ...] = ()
    call: Side | None = None


WhistDeal = Deal[WhistHand]
"""A whist deal: ``Played[WhistHand]`` or ``NewDeal``."""


# ---------------------------------------------------------------------------------------------
# Game values. Source lines are quoted in each function.
# ---------------------------------------------------------------------------------------------


def english_scale(loser: int) -> int:
    """Short whist game value from the losers' score when the game is won.

    Source: RC1900 law 53 (1864 law 8): "I. A treble, or game of three points, when their
    adversaries have not scored. II. A double, or game of two points, when their adversaries
    have scored one or two. III. A single, or game of one point, when their adversaries have
    scored three or four." A negative score (``negative_scores=allow``) counts as 0.

    >>> [english_scale(n) for n in (-1, 0, 1, 2, 3, 4)]
    [3, 3, 2, 2, 1, 1]
    """
    if loser <= 0:
        return 3
    return 2 if loser <= 2 else 1


def lurch_scale(loser: int) -> int:
    """Long whist ``game_value=lurch``: won before the adversaries reach five is a double.

    Source: HOYLE-IMP cases ("saving your lurch"); spec §4.5.

    >>> lurch_scale(4), lurch_scale(5)
    (2, 1)
    """
    return 2 if loser < 5 else 1


def _single(loser: int) -> int:
    return 1


# ---------------------------------------------------------------------------------------------
# The laws in force for one rubber: the game's constants with its house rules applied
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WhistLaws:
    """Everything the per-deal algorithm needs, resolved once per rubber.

    ``revoker_cap``: the score a revoking side cannot pass in that deal (short 4, long 9,
    American ``game_points`` − 1 under ``revoking_side_cannot_win``; ``None`` = no cap).
    ``honours_bar``: a side at this score at the start of a deal cannot score honours.
    ``both_sides``: ``cancel`` | ``neither_can_win`` | ``new_deal`` | ``each`` (American: each
    revoke carries its two tricks, no bar unless the house rule says so).
    """

    target: int
    revoker_cap: int | None
    honours_bar: int | None
    revoke_tricks: int
    both_sides: str
    floor_at_zero: bool
    forbid_shortfall: bool
    game_value: Callable[[int], int]
    games_to_win: int
    bonus: int
    void_unfinished: bool
    calling: bool = False
    eight_with_deal_rule: bool = False
    uncalled_void: bool = False


_CALL_AT = 8  # HOYLE-IMP laws 16, 19-20: honours are called "at the point of 8" only.


# ---------------------------------------------------------------------------------------------
# Scoring: a running tally over the deals of one rubber
# ---------------------------------------------------------------------------------------------


class WhistTally(Tally[WhistLaws, WhistHand]):
    """The rubber as it stands, advanced one deal at a time (``step``) by the rubber engine:
    the points column counts toward game, a game is worth what the laws' scale says, the rubber
    (or a single game) ends at ``games_to_win``, and the rubber points go to the winners.

    The test generator uses it to know the score before each deal it invents. Raises
    :class:`IllegalEntryError` for what breaks the laws in context (a call not at eight, a deal
    after the rubber has ended ...).
    """

    toward_column = "points"
    __slots__ = ()

    @property
    def score(self) -> dict[Side, int]:
        """Each side's points toward the current game."""
        return self.toward

    @property
    def dealer(self) -> Seat:
        """Who deals the next deal."""
        return self.next_dealer

    def mark(
        self, index: int, hand: WhistHand, dealer: Seat, vulnerable: tuple[Side, ...] | None
    ) -> Marked:
        return _DealPlay(self, index, dealer, hand).run()

    def game_target(self) -> int:
        return self.laws.target

    def games_needed(self) -> int:
        return self.laws.games_to_win

    def what_ends(self) -> str:
        return "game" if self.laws.games_to_win == 1 else "rubber"

    def game_value(self, loser_score: int) -> int | None:
        return self.laws.game_value(loser_score)

    def rubber_bonus(self, winner: Side) -> int:
        return self.laws.bonus

    def points_so_far(self) -> dict[Side, int]:
        """Whist totals are the games' values (and the rubber points), not the points marked."""
        totals = {NS: 0, EW: 0}
        for g in self.games:
            totals[g.winner] += g.value or 0
        return totals

    def void_unfinished(self) -> bool:
        return self.laws.void_unfinished


class _DealPlay:
    """One deal's marking, in the order of the laws (spec §3.3, §4, §5)."""

    __slots__ = (
        "capped",
        "deal",
        "dealer",
        "entries",
        "index",
        "laws",
        "notes",
        "score",
        "start",
        "won",
    )

    def __init__(self, tally: WhistTally, index: int, dealer: Seat, deal: WhistHand) -> None:
        self.laws = tally.laws
        self.index = index
        self.dealer = dealer
        self.deal = deal
        self.start = dict(tally.toward)
        self.score = dict(tally.toward)  # the points toward game as the deal is marked
        self.entries: list[Entry] = []
        self.won: Side | None = None  # the side that reached the game: nothing more is marked
        self.capped: frozenset[Side] = frozenset()
        self.notes: list[str] = []  # what the deal's record holds but is not marked, and why

    # -- the marking ------------------------------------------------------------------------
    def credit(self, side: Side, points: int, label: Label, words: str) -> None:
        """Mark ``points`` to ``side`` (held at the revoking side's cap); win the game at the
        target."""
        score = self.score[side]
        new = score + points
        cap = self.laws.revoker_cap
        held = False
        if cap is not None and side in self.capped:
            limit = max(cap, score)
            if new > limit:
                new, held = limit, True
        marked = new - score
        if marked:
            note = Text(", held at {cap} as they revoked", cap=_word(cap or 0)) if held else ""
            text = Text("{words}{note}: {marked}", words=words, note=note, marked=marked)
            self.entries.append(Entry(side, "points", marked, label, text))
            self.score[side] = new
        elif held:
            self.notes.append(
                Text(
                    "{side} {words}: nothing marked, held at {cap} as they revoked",
                    side=_NAME[side],
                    words=words,
                    cap=_word(cap or 0),
                )
            )
        if new >= self.laws.target:
            self.won = side

    def run(self) -> Marked:
        deal, laws = self.deal, self.laws
        by = {r.by for r in deal.revokes}
        both = len(by) == 2
        status: DealStatus = "scored"
        summary = _summary(deal)
        if both and laws.both_sides == "new_deal":
            # ENQUIRE xviii: "If a revoke occur on both sides, there must be a new deal."
            both_words = Text("both sides revoked: new deal")
            return Marked([], join("; ", [summary, both_words]), "new_deal")
        penalties = self.both_revoked() if both else deal.revokes
        self.capped = frozenset(by) if laws.revoker_cap is not None else frozenset()
        if deal.call is not None:
            self.call(deal.call)
            if deal.tricks is not None:
                self.notes.append(Text("the hand is not scored: the call won the game before play"))
        else:
            self.play(penalties)
        if self.notes:
            summary = join("; ", [summary, *self.notes])
        return Marked(self.entries, summary, status)

    def both_revoked(self) -> tuple[WhistRevoke, ...]:
        """Both sides revoked and the deal stands: the penalties that count, noted."""
        laws = self.laws
        if laws.both_sides == "cancel":
            # RC1900 law 85: "neither can win the game, and the revokes cancel each other".
            self.notes.append(
                Text(
                    "both sides revoked: the revokes cancel, neither side can win the game "
                    "in this deal"
                )
            )
            return ()
        if laws.revoker_cap is not None:
            self.notes.append(
                Text(
                    "both sides revoked: each penalty stands, neither side can win "
                    "the game in this deal"
                )
            )
        return self.deal.revokes

    def play(self, penalties: tuple[WhistRevoke, ...]) -> None:
        """A played hand: the revoke penalties, then the tricks, then the honours (law 50),
        none after the game is won."""
        deal = self.deal
        tricks = dict(deal.tricks) if deal.tricks is not None else {NS: 0, EW: 0}
        before = dict(tricks)
        self.revokes(penalties, tricks)
        if self.won is None:
            self.tricks(tricks, before)
        else:
            self.notes.append(Text("tricks not scored: the revoke penalty won the game first"))
        holder = _honour_holder(deal.honours)
        if self.won is None:
            self.honours()
        elif holder is not None:
            self.notes.append(
                Text("{side} honours not scored: the game was already won", side=_NAME[holder])
            )

    def call(self, side: Side) -> None:
        """Long whist, before play: "If any person calls at the point of 8, and his partner
        answers ..." (HOYLE-IMP laws 19–20). The side must be at exactly 8."""
        laws, start = self.laws, self.start
        if start[side] != _CALL_AT:
            raise IllegalEntryError.one(
                self.index,
                "call",
                refused.not_at_eight(side.value, start[side]),
            )
        if (
            laws.eight_with_deal_rule
            and self.dealer.side is side
            and start[side.other] == _CALL_AT + 1
        ):
            raise IllegalEntryError.one(
                self.index,
                "call",
                refused.eight_with_the_deal(side.value, self.dealer.value),
            )
        held = (self.deal.honours or {}).get(side, 0)
        points = _honour_points(held)
        self.credit(side, points, "call", Text("called at eight with {n} honours", n=_word(held)))

    def revokes(self, penalties: tuple[WhistRevoke, ...], tricks: dict[Side, int]) -> None:
        """Revoke penalties first (RC1900 law 50, 75); ``tricks`` is changed in place."""
        laws = self.laws
        for i, rv in enumerate(penalties):
            to = rv.by.other
            if rv.penalty in ("add", "deduct"):
                if self.won is not None:
                    continue  # the game is already won in this deal: nothing more is marked
                if rv.penalty == "add":
                    added = Text("revoke by {side}, three added", side=_NAME[rv.by])
                    self.credit(to, 3, "revoke", added)
                else:
                    self.deduct(rv.by)
            else:  # "tricks", or American whist's fixed two tricks (penalty None)
                # Checked even after an earlier penalty has won the game: a forbidden choice
                # is an input error whatever else happens in the deal (spec §3.3 step 1).
                want = laws.revoke_tricks
                have = tricks[rv.by]
                if have < want and laws.forbid_shortfall:
                    raise IllegalEntryError.one(
                        self.index,
                        f"revokes[{i}].penalty",
                        refused.shortfall(rv.by.value, have, want),
                    )
                n = min(want, have)
                tricks[rv.by] -= n
                tricks[to] += n

    def deduct(self, side: Side) -> None:
        """ "deduct three points from his score" (RC1900 law 75 I); floored at 0 by default."""
        score = self.score[side]
        take = 3
        if self.laws.floor_at_zero:
            take = max(0, min(3, score))
        if take:
            note = "" if take == 3 else Text(", only {n} to take", n=_word(take))
            self.entries.append(
                Entry(
                    side,
                    "points",
                    -take,
                    "revoke",
                    Text(
                        "revoke by {side}, three deducted{note}: {points}",
                        side=_NAME[side],
                        note=note,
                        points=-take,
                    ),
                )
            )
            self.score[side] = score - take
        else:
            self.notes.append(
                Text(
                    "nothing to deduct from {side}: they are at {score}",
                    side=_NAME[side],
                    score=score,
                )
            )

    def tricks(self, tricks: dict[Side, int], before: dict[Side, int]) -> None:
        """ "Each trick, above six, counts one point." (RC1900 law 47). ``before``: the tricks
        as played, before the revoke penalties moved any."""
        side = NS if tricks[NS] > 6 else EW
        odd = tricks[side] - 6
        if odd > 0:
            words = join("", [by_cards(odd), _moved(tricks[side] - before[side])])
            self.credit(side, odd, "tricks", words)

    def honours(self) -> None:
        """ "Honours last" (law 50): 4 honours score 4, three score 2 (law 48); a side at the
        bar at the commencement of the deal cannot score them (law 49; long whist at nine)."""
        held = self.deal.honours
        side = _honour_holder(held)
        if held is None or side is None:
            return
        laws, start = self.laws, self.start[side]
        n = held[side]
        if laws.honours_bar is not None and start >= laws.honours_bar:
            # RC1900 law 49: "at the commencement of a deal, are at the score of four".
            self.notes.append(
                Text(
                    "{side} honours not scored: at {score} at the start of the deal",
                    side=_NAME[side],
                    score=_word(start),
                )
            )
            return
        if laws.uncalled_void and start == _CALL_AT:
            self.notes.append(
                Text(
                    "{side} honours not scored: at eight they count only when called",
                    side=_NAME[side],
                )
            )
            return
        self.credit(side, _honour_points(n), "honours", Text("{n} honours", n=_word(n)))


def _honour_holder(held: dict[Side, int] | None) -> Side | None:
    """The side holding three or four honours (2–2: "the honours are said to be divided")."""
    if held is None:
        return None
    return NS if held[NS] >= 3 else EW if held[EW] >= 3 else None


def _moved(net: int) -> str:
    """How the revoke penalties changed the scoring side's tricks, for the tricks entry."""
    n = abs(net)
    tricks = Text.plural("{count} trick", "{count} tricks", n, count=_word(n))
    if net > 0:
        return Text(", with {tricks} taken for the revoke", tricks=tricks)
    if net < 0:
        return Text(", after giving up {tricks} for the revoke", tricks=tricks)
    return ""


def _honour_points(held: int) -> int:
    """Source: RC1900 law 48: "I. The four honours, they score four points. II. Any three
    honours, they score two points." (1864: "III. Only two honours, they do not score")."""
    return 4 if held == 4 else 2 if held == 3 else 0


_PENALTY_WORDS = {
    "add": Text("three added"),
    "deduct": Text("three deducted"),
    "tricks": Text("three tricks taken"),
    None: Text("two tricks taken"),
}


_NAME = {NS: "NS", EW: "EW"}


def _summary(deal: WhistHand) -> str:
    parts: list[str] = []
    if deal.call is not None:
        n = (deal.honours or {}).get(deal.call, 0)
        parts.append(
            Text("{side} called at eight with {n} honours", side=_NAME[deal.call], n=_word(n))
        )
    elif deal.tricks is not None:
        side = NS if deal.tricks[NS] > 6 else EW
        parts.append(Text("{side} {n} tricks", side=_NAME[side], n=deal.tricks[side]))
    if deal.honours is not None and deal.call is None:
        h = deal.honours
        if h[NS] == h[EW]:
            parts.append(Text("honours divided"))
        else:
            side = NS if h[NS] > h[EW] else EW
            parts.append(Text("honours {side} {n}", side=_NAME[side], n=h[side]))
    for rv in deal.revokes:
        parts.append(
            Text(
                "revoke by {side}: {penalty}", side=_NAME[rv.by], penalty=_PENALTY_WORDS[rv.penalty]
            )
        )
    return join(", ", parts)


# ---------------------------------------------------------------------------------------------
# The rules classes
# ---------------------------------------------------------------------------------------------


class WhistRules(GameRules):
    """What the three whist games share: the deal record, the marking and the sheet."""

    family = "whist"
    #: Deal keys this game reads besides ``new_deal`` and ``dealer``.
    deal_keys: ClassVar[frozenset[str]] = frozenset({"tricks", "honours", "revokes"})
    has_honours: ClassVar[bool] = True
    has_call: ClassVar[bool] = False
    tally = WhistTally
    hint_game = "short_whist"

    # -- laws ---------------------------------------------------------------------------------
    def laws(self, settings: Settings) -> WhistLaws:
        raise NotImplementedError

    # -- reading ------------------------------------------------------------------------------
    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> WhistDeal:
        raw = f.raw
        for key in raw:
            if key not in self.deal_keys and key not in ("new_deal", "dealer"):
                if key == "call":
                    f.add(key, refused.CALL_NOT_LONG)
                else:
                    f.add(key, refused.UNKNOWN_FIELD[self.game])
        dealer = f.seat("dealer")
        new = read_unplayed(f, ("new_deal",), self.deal_keys, dealer)
        if new is not None:
            return new
        call = f.side("call") if self.has_call else None
        tricks = f.side_counts("tricks", total=13, required=call is None)
        honours = None
        if self.has_honours:
            honours = f.side_counts("honours", total=4)
        elif "honours" in raw:
            f.add("honours", refused.NO_AMERICAN_HONOURS)
        revokes = self._read_revokes(f, settings)
        if call is not None:
            short = honours is None or honours[call] < 3
            if short and ("honours" not in raw or honours is not None):
                f.add("call", refused.call_needs_honours(call.value))
            if revokes:
                f.add("revokes", refused.NO_REVOKE_AFTER_CALL)
        return Played(WhistHand(tricks, honours, revokes, call), dealer)

    def _read_revokes(self, f: Fields, settings: Settings) -> tuple[WhistRevoke, ...]:
        out: list[WhistRevoke] = []
        for sub in f.objects("revokes"):
            sub.only(("by", "penalty"))
            by = sub.side("by", required=True)
            penalty: str | None = None
            if self.has_honours:
                penalty = sub.choice("penalty", PENALTIES, required=True)
            elif "penalty" in sub.raw:
                sub.add("penalty", refused.NO_AMERICAN_PENALTY)
            if by is not None and (penalty is not None or not self.has_honours):
                out.append(WhistRevoke(by, penalty))
        return tuple(out)

    # -- scoring ------------------------------------------------------------------------------
    def laws_of(self, code: str, settings: Settings) -> WhistLaws:
        return self.laws(settings)

    # -- entry --------------------------------------------------------------------------------
    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        fields = ["tricks"]
        if self.has_honours:
            fields.append("honours")
        fields.append("revokes")
        if self.has_call:
            fields.append("call")
        fields.append("new_deal")
        return FormSpec(
            fields=tuple(fields),
            honours="side" if self.has_honours else "none",
            honour_count=4,
            revoke_by="side",
            revoke_penalties=PENALTIES if self.has_honours else (),
            call=self.has_call,
        )

    def parse_shorthand(self, text: str, rubber: Rubber, settings: Settings) -> dict[str, Any]:
        """One line of quick entry → a deal record, read by :mod:`scorepad.records.quick_entry`.

        >>> ShortWhist().parse_shorthand("9 h3 r:ew:add", Rubber("short_whist"), {})
        {'tricks': {'NS': 9, 'EW': 4}, 'honours': {'NS': 3, 'EW': 1}, \
'revokes': [{'by': 'EW', 'penalty': 'add'}]}
        """
        number = len(rubber.deals) + 1
        # Lazy: the quick-entry grammar, with the first line typed (records.quick_entry, ~18 ms)
        from scorepad.records.quick_entry import parse_line

        deal = parse_line(self.game, text, deal=number)
        f = Fields(deal, number)
        self.read_deal(f, rubber, settings)
        if f.problems:
            raise InvalidEntryError(f.problems)
        return deal


class ShortWhist(WhistRules):
    """English short whist: five-point game, treble/double/single, two rubber points."""

    game = "short_whist"
    title = N_("Short whist")
    codes = (
        CodeInfo(
            "revised_1900",
            N_("Revised Code, 1900"),
            N_(
                "The Laws of Whist (Revised Code, 1900), in Hoffmann, Hoyle's Games "
                "Modernized (1909), laws 46–57, 74–88"
            ),
        ),
        CodeInfo(
            "clubs_1864",
            N_("Arlington and Portland Clubs, 1864"),
            N_("The Laws of Short Whist (1864), edited by J. L. Baldwin, laws 1–12, 66–82"),
        ),
    )
    default_code = "revised_1900"
    house_rules = SHORT_RULES

    def laws(self, settings: Settings) -> WhistLaws:
        """Source: RC1900 law 47 ("A game consists of five points"), 49 (no honours at four),
        54 (two rubber points), 86 ("he cannot score more than four")."""
        return WhistLaws(
            target=5,
            revoker_cap=4,
            honours_bar=4,
            revoke_tricks=3,
            both_sides=str(settings.get("both_sides_revoke", "cancel")),
            floor_at_zero=settings.get("negative_scores", "floor_at_zero") == "floor_at_zero",
            forbid_shortfall=settings.get("revoke_tricks_shortfall") == "forbid_option",
            game_value=english_scale,
            games_to_win=2,
            bonus=2,
            void_unfinished=settings.get("unfinished_rubber") == "void",
        )


class LongWhist(WhistRules):
    """Long whist: ten-point game, calling at eight, no honours at nine."""

    game = "long_whist"
    title = N_("Long whist")
    codes = (
        CodeInfo(
            "classic",
            N_("Long whist (ten up)"),
            N_(
                "Hoyle's Games Improved (1796), laws 11, 16–21; Enquire Within, section 73, "
                "laws i–xx; Cassell (1881)"
            ),
        ),
    )
    default_code = "classic"
    house_rules = LONG_RULES
    deal_keys = frozenset({"tricks", "honours", "revokes", "call"})
    has_call = True
    hint_game = "long_whist"

    def laws(self, settings: Settings) -> WhistLaws:
        """Source: CASSELL / ENQUIRE ("Ten make the game"), ENQUIRE xx ("at nine they do not
        count"), HOYLE-IMP law 11 (the revoking party "must remain at 9")."""
        return WhistLaws(
            target=10,
            revoker_cap=9,
            honours_bar=9,
            revoke_tricks=3,
            both_sides=str(settings.get("both_sides_revoke", "new_deal")),
            floor_at_zero=settings.get("negative_scores", "floor_at_zero") == "floor_at_zero",
            forbid_shortfall=settings.get("revoke_tricks_shortfall") == "forbid_option",
            game_value=_single if settings.get("game_value") == "single_only" else lurch_scale,
            games_to_win=2,
            bonus=int(settings.get("rubber_points", 2)),
            void_unfinished=settings.get("unfinished_rubber") == "void",
            calling=True,
            eight_with_deal_rule=settings.get("eight_with_deal_cannot_call_against_nine") is True,
            uncalled_void=settings.get("uncalled_honours_at_eight") == "void",
        )


class AmericanWhist(WhistRules):
    """American whist: tricks only, seven-point game, two-trick revoke."""

    game = "american_whist"
    title = N_("American whist")
    codes = (
        CodeInfo(
            "classic",
            N_("American whist"),
            N_(
                "Foster's Complete Hoyle (1897), Whist: \"In America, the revoke penalty "
                'is two tricks"'
            ),
        ),
    )
    default_code = "classic"
    house_rules = AMERICAN_RULES
    has_honours = False
    hint_game = "american_whist"

    def laws(self, settings: Settings) -> WhistLaws:
        """Source: FOSTER ("whether 5, 7, or 10 points"; "the revoke penalty is two tricks";
        "add some agreed value to the score of those winning the odd game")."""
        points = int(settings.get("game_points", 7))
        value = settings.get("game_value", "seven_minus_loser")
        game_value: Callable[[int], int]
        if value == "flat_1":
            game_value = _single
        elif value == "english_scale":
            game_value = english_scale
        else:

            def game_value(loser: int) -> int:
                return points - max(0, loser)

        rubber = settings.get("match_form") == "rubber_best_of_3"
        return WhistLaws(
            target=points,
            revoker_cap=points - 1 if settings.get("revoking_side_cannot_win") is True else None,
            honours_bar=None,
            revoke_tricks=2,
            both_sides="each",
            floor_at_zero=True,
            forbid_shortfall=settings.get("revoke_tricks_shortfall") == "forbid_option",
            game_value=game_value,
            games_to_win=2 if rubber else 1,
            bonus=int(settings.get("odd_game_bonus", 0)) if rubber else 0,
            void_unfinished=settings.get("unfinished_rubber") == "void",
        )
