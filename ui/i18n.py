"""Spelling: British by default, American as an option.

The window's own words and the core's explanations ("two by cards, honours 4") are written in
British English; with the American option they are shown as an American reader expects
(honors, jack, color ...). The core never translates: this module is applied to whatever text
the window shows, so the history and the command line keep one spelling.

>>> set_spelling("american"); text("Honours: the knave of trumps")
'Honors: the jack of trumps'
>>> set_spelling("british"); text("Honours")
'Honours'
>>> american("Hon&ours"), american("&Knave")
('Hon&ors', '&Jack')
"""

from __future__ import annotations

import re
from typing import Literal

Spelling = Literal["british", "american"]
SPELLINGS: tuple[Spelling, ...] = ("british", "american")

#: British word → American word (lower case; the case of the original is kept). Words that are
#: also surnames (Grey) are left out: players' names pass through here too.
#: Source: Webster's usage as printed in the American whist and bridge books (Foster's Complete
#: Hoyle, 1897/1909: "honors", "jack"; "no trump").
AMERICAN: dict[str, str] = {
    "honour": "honor",
    "honours": "honors",
    "honoured": "honored",
    "knave": "jack",
    "knaves": "jacks",
    "colour": "color",
    "colours": "colors",
    "favour": "favor",
    "favourite": "favorite",
    "centre": "center",
    "behaviour": "behavior",
    "licence": "license",
    "cancelled": "canceled",
    "cancelling": "canceling",
    "recognise": "recognize",
    "organise": "organize",
    "summarise": "summarize",
    "analyse": "analyze",
}

_WORD = re.compile(r"[A-Za-z&]+")
_state: dict[str, Spelling] = {"spelling": "british"}


def set_spelling(spelling: str) -> None:
    """Choose "british" (the default) or "american"; anything else is British."""
    _state["spelling"] = "american" if spelling == "american" else "british"


def spelling() -> Spelling:
    return _state["spelling"]


def _keep_case(original: str, word: str) -> str:
    if original.isupper() and len(original) > 1:
        return word.upper()
    if original[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def _swap(match: re.Match[str]) -> str:
    word = match.group(0)
    amp = word.find("&")  # a shortcut letter inside the word ("Hon&ours") stays where it was
    original = word.replace("&", "")
    american = AMERICAN.get(original.lower())
    if american is None:
        return word
    out = _keep_case(original, american)
    return out[:amp] + "&" + out[amp:] if 0 <= amp < len(out) else out


def american(s: str) -> str:
    """``s`` in American spelling, whatever the setting."""
    return _WORD.sub(_swap, s)


def text(s: str) -> str:
    """``s`` in the chosen spelling. Every string the window shows passes through here."""
    return american(s) if _state["spelling"] == "american" else s


#: The window's names for the sides and seats.
SIDE_NAMES = {"NS": "We", "EW": "They"}
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
