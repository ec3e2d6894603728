"""The hands of a table: a whist drive's hands counted (``drives.md`` §3.3, ``count`` and
``honours``; short-whist honours from ``rules-whist.md`` §3.1), a bridge drive's deals scored
(§4, through :mod:`scorepad.drives.deals`), each problem named as a person says it (§2.2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorepad.drives.deals import DealProblem, TableScorer, alone_figures, score_table
from scorepad.drives.figures import Num
from scorepad.drives.model import SEAT_NAMES, SIDE_NAMES, Drive, Problems
from scorepad.enums import Seat
from scorepad.i18n import Text

_HONOURS = {4: 4, 3: 2}  # short whist: four honours 4, three honours 2 (rules-whist.md §3.1)


#: The fields of a bridge drive's table result.
_RESULT_KEYS = frozenset(("table", "deals", "first_dealer", "tie_winner"))


def _whist_hands(
    drive: Drive, res: Mapping[str, Any], place: str, pr: Problems
) -> list[tuple[Num, Num]] | None:
    """Each hand of a whist result as counted (``count``, ``honours``); None on a problem."""
    rules = drive.rules
    honours = rules["honours"] is True
    odd = rules["count"] == "odd_tricks"
    given = _hands_given(drive, res, place, pr)
    if given is None:
        return None
    hands, many = given
    out_: list[tuple[Num, Num]] = []
    before = len(pr.lines)
    for h, hand in enumerate(hands, 1):
        at = Text("{place}, hand {h}", place=place, h=str(h)) if many else place
        counted = _whist_hand(hand, odd, honours, at, pr)
        if counted is not None:
            out_.append(counted)
    return out_ if len(out_) == len(hands) and len(pr.lines) == before else None


def _unknown_fields(res: Mapping[str, Any], allowed: set[str], place: str, pr: Problems) -> None:
    for key in res:
        if key not in allowed:
            pr.add(place, Text("{key}: unknown field of a whist result", key=key))


def _hands_given(
    drive: Drive, res: Mapping[str, Any], place: str, pr: Problems
) -> tuple[list[Any], bool] | None:
    """The hands of a whist result: its ``hands`` list (many), or the result itself as its one
    hand; checked for unknown fields and for the number of hands a round."""
    per = drive.per_round
    allowed = {"table", "tie_winner", "hands"}
    if "hands" in res:
        hands = res["hands"]
        if not isinstance(hands, list):
            pr.add(place, Text("{field}: expected a list, one entry per hand", field="hands"))
            return None
        for k in _HAND_KEYS:
            if k in res:
                pr.add(place, Text("{k}: with hands, give each hand's tricks in hands", k=k))
        many = True
    else:
        if per != 1:
            # a misspelt "hands" named as what it is, before what is missing
            _unknown_fields(res, allowed | set(_HAND_KEYS), place, pr)
            pr.add(
                place,
                Text(
                    "{field}: missing; the round has {per} hands (house rule hands_per_round)",
                    field="hands",
                    per=per,
                ),
            )
            return None
        allowed |= set(_HAND_KEYS)
        hands = [{k: res[k] for k in _HAND_KEYS if k in res}]
        many = False
    _unknown_fields(res, allowed, place, pr)
    if len(hands) > per or (len(hands) < per and drive.rules["round_end"] != "bell"):
        pr.add(
            place,
            Text.plural(
                "{field}: {n} hand recorded, the round has {per} (house rule hands_per_round)",
                "{field}: {n} hands recorded, the round has {per} (house rule hands_per_round)",
                len(hands),
                field="hands",
                per=per,
            ),
        )
        return None
    return hands, many


_HAND_KEYS = ("NS", "EW", "honours")


def _whist_hand(
    hand: Any, odd: bool, honours: bool, at: str, pr: Problems
) -> tuple[Num, Num] | None:
    """One hand: (NS, EW) as counted, tricks (or odd tricks) plus any honours."""
    if not isinstance(hand, dict):
        pr.add(at, Text("expected an object with NS and EW tricks"))
        return None
    for key in hand:
        if key not in _HAND_KEYS:
            pr.add(at, Text("{key}: unknown field of a hand", key=key))
    tricks = _hand_tricks(hand, at, pr)
    if tricks is None:
        return None
    ns, ew = tricks
    a, b = (max(0, ns - 6), max(0, ew - 6)) if odd else (ns, ew)
    hon = hand.get("honours")
    if honours:
        extra = _hand_honours(hon, at, pr)
        if extra is None:
            return None
        return a + extra[0], b + extra[1]
    if hon is not None:
        pr.add(
            at,
            Text(
                "{field}: not counted in this drive (house rule honours is false)", field="honours"
            ),
        )
        return None
    return a, b


def _hand_tricks(hand: Mapping[str, Any], at: str, pr: Problems) -> tuple[int, int] | None:
    """Each side's tricks, 0 to 13, adding up to 13."""
    ns, ew = hand.get("NS"), hand.get("EW")
    bad = False
    for side, v in (("NS", ns), ("EW", ew)):
        if v is None:
            pr.add(at, Text("{side} tricks: missing", side=SIDE_NAMES[side]))
            bad = True
        elif type(v) is not int or not 0 <= v <= 13:
            pr.add(at, Text("{side} tricks: {v} is not 0 to 13", side=SIDE_NAMES[side], v=repr(v)))
            bad = True
    if bad:
        return None
    assert isinstance(ns, int) and isinstance(ew, int)
    if ns + ew != 13:
        pr.add(
            at,
            Text(
                "tricks: {side} {ns} + {other} {ew} = {sum}, they must add up to 13",
                side=SIDE_NAMES["NS"],
                other=SIDE_NAMES["EW"],
                ns=ns,
                ew=ew,
                sum=ns + ew,
            ),
        )
        return None
    return ns, ew


def _hand_honours(hon: Any, at: str, pr: Problems) -> tuple[int, int] | None:
    """What the honours add to each side (house rule ``honours``): 4 honours 4, 3 honours 2."""
    if not isinstance(hon, dict) or set(hon) - {"NS", "EW"}:
        pr.add(
            at,
            Text(
                "{field}: missing; give {example} (house rule honours)",
                field="honours",
                example='{"NS": n, "EW": n}',
            ),
        )
        return None
    hn, he = hon.get("NS", 0), hon.get("EW", 0)
    if type(hn) is not int or type(he) is not int or hn < 0 or he < 0:
        pr.add(at, Text("{field}: a count for NS and for EW, 0 to 4", field="honours"))
        return None
    if hn + he not in (0, 4):
        pr.add(
            at,
            Text(
                "{field}: NS {ns} + EW {ew} = {sum}; the four trump honours are held "
                "between the sides (4 in all; 0 at no trumps)",
                field="honours",
                ns=hn,
                ew=he,
                sum=hn + he,
            ),
        )
        return None
    return _HONOURS.get(hn, 0), _HONOURS.get(he, 0)


def _bridge_deals(
    drive: Drive, scorer: TableScorer, res: Mapping[str, Any], place: str, pr: Problems
) -> tuple[list[tuple[Num, Num]] | None, tuple[int, int]]:
    """Each deal of a bridge result scored (§4) and the round premium (NS, EW); no deals
    (None) on a problem."""
    for key in res:
        if key not in _RESULT_KEYS:
            pr.add(place, Text("{key}: unknown field of a bridge result", key=key))
    raw = res.get("deals")
    if not isinstance(raw, list):
        pr.add(
            place,
            Text("{field}: missing; the deals of the round, each a deal record", field="deals"),
        )
        return None, (0, 0)
    seat = _first_dealer(res, place, pr)
    if seat is None:
        return None, (0, 0)
    # a table of contract deals scored alone, deal by deal: no problems, every deal counted
    known = alone_figures(scorer, raw, seat)
    if known is not None and _a_round_of(drive, len(known)):
        return list(known), (0, 0)
    return _scored_deals(drive, scorer, raw, seat, place, pr)


def _first_dealer(res: Mapping[str, Any], place: str, pr: Problems) -> Seat | None:
    """The seat of a bridge result's first dealer (North when it gives none)."""
    fd = res.get("first_dealer", "N")
    seat = _SEAT_OF.get(fd) if isinstance(fd, str) else None
    if seat is None:
        pr.add(place, Text("{field}: {fd} is not N, E, S or W", field="first_dealer", fd=repr(fd)))
    return seat


def _a_round_of(drive: Drive, n: int) -> bool:
    """Whether ``n`` hands (deals) make a round: as many as it has, or fewer where the round
    ends at the bell (house rule ``round_end``)."""
    per = drive.per_round
    return n == per or (n < per and drive.rules["round_end"] == "bell")


def _scored_deals(
    drive: Drive, scorer: TableScorer, raw: list[Any], seat: Seat, place: str, pr: Problems
) -> tuple[list[tuple[Num, Num]] | None, tuple[int, int]]:
    """The deals of a bridge result scored one by one (:func:`score_table`), each problem
    named as a person says it."""
    found: list[DealProblem] = []
    scored = score_table(scorer, raw, seat, found)
    for p in found:
        at = (
            Text("{place}, deal {deal}", place=place, deal=str(p.deal))
            if p.deal is not None
            else place
        )
        pr.add(
            at,
            Text("{field}: {message}", field=_field(p.field), message=p.message)
            if p.field
            else p.message,
        )
    if scored is None:
        return None, (0, 0)
    n = scored.counted
    if not _a_round_of(drive, n):
        per = drive.per_round
        pr.add(
            place,
            Text.plural(
                "{field}: {n} deal counted, the round has {per} "
                "(house rule deals_per_round; a new deal does not count)",
                "{field}: {n} deals counted, the round has {per} "
                "(house rule deals_per_round; a new deal does not count)",
                n,
                field="deals",
                per=per,
            ),
        )
        return None, (0, 0)
    return list(scored.deals), scored.premium


_SEAT_OF = {s.value: s for s in Seat}


def _field(name: str) -> str:
    """A deal field as a person says it: ``honours.N`` → ``North's honours``."""
    head, _, tail = name.partition(".")
    if tail in SEAT_NAMES:
        return Text("{seat}'s {field}", seat=SEAT_NAMES[tail], field=head)
    if tail in SIDE_NAMES:
        return Text("{side} {field}", side=SIDE_NAMES[tail], field=head)
    return name
