"""The short whist evening of 2026-11-29 that the command line's tests import and list: four
players, a rubber of two 11-trick deals (``record``), and its variations by keyword."""

from __future__ import annotations

from typing import Any

FOUR = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}


def t(ns: int) -> dict[str, Any]:
    """A whist deal: North-South took ``ns`` tricks."""
    return {"tricks": {"NS": ns, "EW": 13 - ns}}


def record(**kw: Any) -> dict[str, Any]:
    """A short whist rubber of the evening of 2026-11-29, with ``kw`` in place of its fields."""
    r: dict[str, Any] = {
        "format": "scorepad-rubber/1",
        "game": "short_whist",
        "played_on": "2026-11-29",
        "table": "Table 1",
        "stake": {"amount": 1, "per": 1},
        "players": dict(FOUR),
        "deals": [t(11), t(11)],
    }
    r.update(kw)
    return r
