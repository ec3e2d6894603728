"""The rules service: the registry of games, codes and house rules, and the scorer.

>>> sheet = score_record({"game": "short_whist", "deals": [{"tricks": {"NS": 9, "EW": 4}}]})
>>> sheet.to_json()["deals"][0]["entries"][0]["points"]
3
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Any

from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text
from scorepad.records.houserules import Value, resolve
from scorepad.records.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.sheets.sheet import Sheet

__all__ = [
    "GAMES",
    "CodeInfo",
    "FormSpec",
    "GameRules",
    "Settings",
    "code_of",
    "get_rules",
    "list_games",
    "score",
    "score_record",
    "settings_of",
]

#: Each game id, in the order the registry lists them, and the class that holds its laws.
_CLASSES: dict[str, tuple[str, str]] = {
    "short_whist": ("scorepad.rules.whist", "ShortWhist"),
    "long_whist": ("scorepad.rules.whist", "LongWhist"),
    "american_whist": ("scorepad.rules.whist", "AmericanWhist"),
    "bridge_whist": ("scorepad.rules.bridge_whist", "BridgeWhist"),
    "auction": ("scorepad.rules.auction", "Auction"),
    "contract": ("scorepad.rules.contract", "ContractBridge"),
    "chicago": ("scorepad.rules.contract", "Chicago"),
}


class _Registry(Mapping[str, GameRules]):
    """The games by id. A game's module is imported the first time its rules are asked for, so
    scoring one rubber (or opening the window on one) loads only that family's laws."""

    def __init__(self) -> None:
        self._rules: dict[str, GameRules] = {}

    def __getitem__(self, game: str) -> GameRules:
        rules = self._rules.get(game)
        if rules is None:
            module, name = _CLASSES[game]  # KeyError for an unknown game, as a dict would
            rules = getattr(importlib.import_module(module), name)()
            if rules.game != game:  # a programmer's slip in the table above
                raise AssertionError(f"{module}.{name} declares game {rules.game!r}, not {game!r}")
            self._rules[game] = rules
        return rules

    def __iter__(self) -> Iterator[str]:
        return iter(_CLASSES)

    def __len__(self) -> int:
        return len(_CLASSES)

    def __contains__(self, game: object) -> bool:
        return game in _CLASSES


GAMES: Mapping[str, GameRules] = _Registry()


def get_rules(game: str) -> GameRules:
    """The rules of a game id; raises InvalidEntryError for an unknown one."""
    try:
        return GAMES[game]
    except KeyError:
        not_a_game = Text("{game} is not a game ({games})", game=repr(game), games=", ".join(GAMES))
        raise InvalidEntryError.one(None, "game", not_a_game) from None


def code_of(rubber: Rubber) -> str:
    """The rubber's code of laws: as given, or the game's default."""
    rules = get_rules(rubber.game)
    code = rubber.code or rules.default_code
    if code not in rules.code_ids():
        not_a_code = Text(
            "{code} is not a code of {game} ({codes})",
            code=repr(code),
            game=rubber.game,
            codes=", ".join(rules.code_ids()),
        )
        raise InvalidEntryError.one(None, "code", not_a_code)
    return code


def settings_of(rubber: Rubber) -> dict[str, Value]:
    """The house rules in force: the code's defaults with the record's overrides."""
    rules = get_rules(rubber.game)
    problems: list[Problem] = []
    settings = resolve(rules.house_rules, code_of(rubber), rubber.house_rules, problems)
    if problems:
        raise InvalidEntryError(problems)
    return settings


def score(rubber: Rubber) -> Sheet:
    """Score a rubber. Raises :class:`~scorepad.errors.RecordError` for anything it cannot score."""
    rules = get_rules(rubber.game)
    return rules.score(rubber, settings_of(rubber))


def score_record(obj: Any) -> Sheet:
    """Score a raw ``scorepad-rubber/1`` JSON object."""
    return score(Rubber.from_json(obj))


def list_games() -> dict[str, Any]:
    """Every game, its codes and house-rule keys with their defaults (``score --list-games``)."""
    out: dict[str, Any] = {"format": "scorepad-games/1", "games": []}
    for rules in GAMES.values():
        out["games"].append(
            {
                "game": rules.game,
                "title": rules.title,
                "family": rules.family,
                "default_code": rules.default_code,
                "codes": [
                    {"code": c.code, "title": c.title, "source": c.source} for c in rules.codes
                ],
                "house_rules": [
                    {
                        "key": h.key,
                        "help": h.help,
                        "sheet": h.sheet,
                        "choices": (
                            {"min": h.choices.lo, "max": h.choices.hi}
                            if not isinstance(h.choices, tuple)
                            else list(h.choices)
                        ),
                        "defaults": dict(h.defaults),
                        "source": h.source,
                        "title": h.caption(),
                    }
                    for h in rules.house_rules
                ],
            }
        )
    return out
