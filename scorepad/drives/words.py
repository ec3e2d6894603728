"""A drive's sheet in the words a secretary reads out: prizes by their title ("Ladies' 1st
prize", not the record's ``ladies_1``) and a tie's decision with names, not ids ("Mr White,
Mrs Rose level after count-back", not "G2, L4"). For the window, the printed cards and the
evening's report alike; the sheet itself keeps the ids (``scorepad-drive-sheet/1``)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["named", "prize_title", "prize_titles"]

_POOLS = {"lady": "Ladies'", "gent": "Gentlemen's", "pairs": "Pairs'", "all": ""}
_KINDS = {
    "bottom": "booby prize",
    "half_time_top": "half-time prize",
    "best_round": "prize for the best round",
    "mystery": "mystery prize",
}


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


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
    if kind == "top":
        what = f"{_ordinal(place)} prize"
    elif kind == "rounds_at_least":
        what = f"prize for most rounds of {prize.get('threshold')} or more"
    else:
        what = _KINDS.get(kind, f"{kind.replace('_', ' ')} prize")
        if place > 1:
            what = f"{_ordinal(place)} {what}"
    text = f"{_POOLS.get(str(prize.get('pool') or 'all'), '')} {what}".strip()
    return text[:1].upper() + text[1:]


def prize_titles(record: Mapping[str, Any]) -> dict[str, str]:
    """Each prize id of ``record`` → its title (two prizes of one title keep their ids)."""
    titles = {str(p["id"]): prize_title(p) for p in record.get("prizes") or [] if "id" in p}
    seen: dict[str, int] = {}
    for title in titles.values():
        seen[title] = seen.get(title, 0) + 1
    return {pid: f"{t} ({pid})" if seen[t] > 1 else t for pid, t in titles.items()}


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
