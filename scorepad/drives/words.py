"""A drive's sheet in the words a secretary reads out: prizes by their title ("Ladies' 1st
prize", not the record's ``ladies_1``) and a tie's decision with names, not ids ("Mr White,
Mrs Rose level after count-back", not "G2, L4"). For the window, the printed cards and the
evening's report alike; the sheet itself keeps the ids (``scorepad-drive-sheet/1``)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from scorepad.i18n import Text

__all__ = ["named", "prize_title", "prize_titles"]

#: A prize's pool, each a message with the prize's words in it.
_POOLS = {
    "lady": lambda what: Text("Ladies' {what}", what=what),
    "gent": lambda what: Text("Gentlemen's {what}", what=what),
    "pairs": lambda what: Text("Pairs' {what}", what=what),
}
_KINDS = {
    "bottom": Text("booby prize"),
    "half_time_top": Text("half-time prize"),
    "best_round": Text("prize for the best round"),
    "mystery": Text("mystery prize"),
}


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return Text("{n}th", n=n)
    if n % 10 == 1:
        return Text("{n}st", n=n)
    return Text("{n}nd", n=n) if n % 10 == 2 else Text("{n}rd", n=n)


def prize_title(prize: Mapping[str, Any]) -> str:
    """The title of a record's prize: its pool, kind and place.

    >>> prize_title({"id": "ladies_1", "pool": "lady", "kind": "top", "place": 1})
    "Ladies' 1st prize"
    >>> prize_title({"id": "booby", "pool": "all", "kind": "bottom"})
    'Booby prize'
    >>> prize_title({"id": "tens", "pool": "gent", "kind": "rounds_at_least", "threshold": 10})
    "Gentlemen's prize for most rounds of 10 or more"
    """
    place = int(prize.get("place") or 1)
    kind = str(prize.get("kind") or "top")
    what: str
    if kind == "top":
        what = Text("{place} prize", place=_ordinal(place))
    elif kind == "rounds_at_least":
        what = Text("prize for most rounds of {n} or more", n=str(prize.get("threshold")))
    else:
        what = _KINDS.get(kind) or Text("{kind} prize", kind=kind.replace("_", " "))
        if place > 1:
            what = Text("{place} {what}", place=_ordinal(place), what=what)
    pool = _POOLS.get(str(prize.get("pool") or "all"))
    return Text.capitalised(pool(what) if pool else what)


def prize_titles(record: Mapping[str, Any]) -> dict[str, str]:
    """Each prize id of ``record`` → its title (two prizes of one title keep their ids)."""
    titles = {str(p["id"]): prize_title(p) for p in record.get("prizes") or [] if "id" in p}
    seen: dict[str, int] = {}
    for title in titles.values():
        seen[title] = seen.get(title, 0) + 1
    return {
        pid: Text("{title} ({id})", title=t, id=pid) if seen[t] > 1 else t
        for pid, t in titles.items()
    }


#: The tie rules' keys as the sheet's ``decided_by`` gives them, in words.
_RULE_WORDS = {"count_back": "count-back", "rounds_won": "rounds won", "half_win": "half a win"}


def named(text: str, names: Mapping[str, str]) -> str:
    """``text`` (a sheet's ``decided_by``) with each player or pair id put as its name.

    >>> named("G2, L4 level after count-back", {"G2": "Mr White", "L4": "Mrs Rose"})
    'Mr White, Mrs Rose level after count-back'
    >>> named("count_back: round 4 scores G1 10, G10 3", {"G1": "Ann", "G10": "Bo"})
    'count-back: round 4 scores Ann 10, Bo 3'
    """
    for rule, said in _RULE_WORDS.items():
        text = text.replace(rule, said)
    ids = sorted((i for i in names if i), key=len, reverse=True)
    if not text or not ids:
        return text
    pattern = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, ids)) + r")(?!\w)")
    return pattern.sub(lambda m: names[m.group(1)], text)
