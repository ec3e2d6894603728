"""A small club history for the window's tests: golden rubbers played by six members over a
few evenings (tests/ui/test_player_page.py, test_players.py, test_evening.py)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from scorepad.enums import SEATS
from scorepad.records.record import Rubber, Stake
from scorepad.rules import score
from scorepad.store import Store
from tests.helpers.golden import load_cases

CLUB = ("Mrs Grey", "Col. Hay", "Miss Bell", "Dr Lamb", "Mr Ince", "Lady Vane")
DATES = ("2025-03-07", "2025-03-07", "2025-11-14", "2026-01-09", "2026-01-09", "2026-11-27")


def golden_rubbers() -> list[dict[str, Any]]:
    """Scorable golden rubbers of every game, the longest first within a game."""
    cases = [
        c
        for c in load_cases("whist.jsonl") + load_cases("bridge.jsonl")
        if not c["expect"].get("error") and c["rubber"]["deals"]
    ]
    out = []
    for c in cases:
        try:
            score(Rubber.from_json(c["rubber"]))
        except Exception:  # a game whose rules are still being written: leave it out
            continue
        out.append(c)
    out.sort(key=lambda c: (c["game"], -len(c["rubber"]["deals"])))
    return out


def build_club(path: Path | str, n: int = 18, tables: int = 2) -> Store:
    """A history of ``n`` golden rubbers played by the six club members over a few evenings,
    at ``tables`` tables, at 1 per 100 points (bridge) or 1 per point (whist)."""
    store = Store.open(path, backup=False)
    cases = golden_rubbers()
    by_game: dict[str, list[dict[str, Any]]] = {}
    for c in cases:
        by_game.setdefault(c["game"], []).append(c)
    picks = [c for group in itertools.zip_longest(*by_game.values()) for c in group if c]
    seatings = list(itertools.permutations(CLUB, 4))
    for i in range(n):
        c = picks[i % len(picks)]
        four = seatings[(i * 7) % len(seatings)]
        whist = c["game"] in ("short_whist", "long_whist", "american_whist")
        rubber = Rubber.from_json(
            {
                **c["rubber"],
                "players": dict(zip((s.value for s in SEATS), four, strict=True)),
                "played_on": DATES[i % len(DATES)],
                "table": f"Table {i % tables + 1}",
                "stake": Stake(1, 1).to_json() if whist else Stake(1, 100).to_json(),
            }
        )
        store.create_rubber(rubber)
    return store
