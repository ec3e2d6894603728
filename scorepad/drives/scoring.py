"""What scoring the rounds of a drive needs, worked out once from the record (``drives.md`` §3.3
what is scored, §3.4 the movement, §4 the bridge forms' scorers, §2.1 a ghost's role)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from scorepad.drives import movement
from scorepad.drives.deals import TableScorer, scorer_for
from scorepad.drives.entries import _figures_json
from scorepad.drives.figures import Num
from scorepad.drives.model import Drive, is_ghost
from scorepad.drives.outcome import Line
from scorepad.drives.rules import GAME_OF_FORM


@dataclass(slots=True)
class _Scoring:
    """What scoring the rounds of a drive needs, worked out once: the drive, the bridge scorer,
    every entrant's lines so far and the house rules that steer the walk."""

    drive: Drive
    scorer: TableScorer | None
    lines: dict[str, list[Line]]
    real: frozenset[str]
    role_of: Callable[[str], str | None]
    pair: bool
    rounds_won: bool
    net: bool
    odd: bool
    fast: bool  # one hand of whist a round, no honours: a table can be read in one step
    plain: bool  # … and individual, by tricks: four real players are credited in one step
    #: an individual bridge drive of contract deals scored alone: a table of four real players
    #: can be read in one step (:func:`_quick_deals`)
    alone: bool = False
    #: the cards are made as the lines are credited in one step (a plain whist drive, or an
    #: ``alone`` drive scored by points)
    carded: bool = False
    warnings: list[str] = field(default_factory=list)
    #: a plain drive scored afresh (:func:`_score`): each entrant's card lines and total, made
    #: as its lines are credited in one step; ``mixed`` holds who has a line credited otherwise
    cards: dict[str, list[dict[str, Any]]] | None = None
    running: dict[str, Num] = field(default_factory=dict)
    mixed: set[str] = field(default_factory=set)
    #: the figures of a table read in one step and the sheet's entry of them, by NS's tricks,
    #: made once (they are only read)
    one_hand: dict[int, tuple[list[tuple[Num, Num]], list[dict[str, Any]]]] = field(
        default_factory=dict
    )
    #: how a table read in one step goes, by NS's tricks (:func:`_quick_hands`)
    quick_hands: list[_QuickHand] = field(default_factory=list)
    #: an ``alone`` drive's figures of a deal as the sheet writes them, each pair made once
    #: (:func:`_figures_json`; only read)
    shared_figures: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)

    @classmethod
    def of(cls, drive: Drive) -> _Scoring:
        rules = drive.rules
        pair = drive.pair_drive
        rounds_won = rules["score_by"] == "rounds_won"
        scorer = None
        if drive.bridge:
            scorer = scorer_for(GAME_OF_FORM[drive.form], str(drive.code), rules)
        roles = {p.id: p.role for p in drive.players.values()}
        if not pair:
            roles.update(_ghost_roles(drive))
        lines: dict[str, list[Line]] = {e: [] for e in drive.entrants()}
        fast = drive.form == "whist_drive" and drive.per_round == 1 and rules["honours"] is not True
        odd = rules.get("count") == "odd_tricks"
        plain = fast and not pair and not rounds_won
        alone = scorer is not None and scorer.alone and not pair
        return cls(
            drive=drive,
            scorer=scorer,
            lines=lines,
            real=frozenset(lines),
            role_of=roles.get,
            pair=pair,
            rounds_won=rounds_won,
            net=rules.get("bridge_score") == "net_points",
            odd=odd,
            fast=fast,
            plain=plain,
            alone=alone,
            carded=plain or (alone and not rounds_won),
            quick_hands=_quick_hands(odd) if fast else [],
        )

    def fresh(self) -> _Scoring:
        """The same set-up with no lines and no warnings yet (one round's)."""
        return dataclasses.replace(self, lines={e: [] for e in self.lines}, warnings=[])

    def next_seating(
        self, seating: tuple[tuple[str, ...], ...], winners: list[str]
    ) -> tuple[tuple[str, ...], ...]:
        """The movement (§3.4): the next round's seating from this round's winners."""
        rules = self.drive.rules
        mv, movers = str(rules["movement"]), str(rules["movers"])
        if self.pair:
            return movement.next_pairs(mv, movers, seating, winners)  # type: ignore[arg-type]
        split = bool(rules["head_winners_split"])
        return movement.next_individual(mv, movers, seating, winners, self.role_of, split)  # type: ignore[arg-type]


def _ghost_roles(drive: Drive) -> dict[str, str]:
    """§2.1: "a ghost takes the role of the seat it starts in … and moves like a player": each
    ghost's role is that of the first seat it is given (N and E the ladies', S and W the
    gents'), in the start or in the first stored seating it is in (a departure's ghost)."""
    roles: dict[str, str] = {}
    for seating in (drive.start, *drive.seatings):
        for table in seating or ():
            for k, e in enumerate(table):
                if is_ghost(e) and e not in roles:
                    roles[e] = "lady" if k in (0, 1) else "gent"
    return roles


#: How a table read in one step goes, by NS's tricks (:func:`_quick_hands`): NS's and EW's
#: figures, whether NS won, the winner, the rounds won by NS and by EW, and the sheet's
#: figures of the table.
_QuickHand = tuple[int, int, bool, str, int, int, list[dict[str, Any]]]


def _quick_hands(odd: bool) -> list[_QuickHand]:
    """How a table read in one step goes for each of NS's tricks 0 … 13 (all tricks, or odd
    tricks where ``odd``)."""
    hands: list[_QuickHand] = []
    for ns in range(14):
        a, b = (ns - 6 if ns > 6 else 0, 7 - ns if ns < 7 else 0) if odd else (ns, 13 - ns)
        w = a > b
        shown = _figures_json([(a, b)])
        hands.append((a, b, w, "NS" if w else "EW", 1 if w else 0, 0 if w else 1, shown))
    return hands
