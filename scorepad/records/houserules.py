"""House rules: every key a rubber record may give in ``house_rules``, its allowed values, its
default under each code of laws, a sentence or two saying what it changes and where the rule
comes from.

The rules modules declare their keys with :class:`HouseRule`; the registry
(:mod:`scorepad.rules`) resolves a record's overrides against them. The window builds its
"New rubber" form from the same declarations, so nothing is repeated in the UI.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from scorepad.errors import Problem
from scorepad.i18n import Text

Value = bool | int | str


@dataclass(frozen=True, slots=True)
class IntRange:
    """Any whole number from ``lo`` (to ``hi`` when given)."""

    lo: int = 0
    hi: int | None = None

    def __contains__(self, value: object) -> bool:
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        return value >= self.lo and (self.hi is None or value <= self.hi)

    def describe(self) -> str:
        if self.hi is None:
            return Text("a whole number ≥ {lo}", lo=self.lo)
        return Text("{lo} to {hi}", lo=self.lo, hi=self.hi)


@dataclass(frozen=True, slots=True)
class HouseRule:
    """One house-rule key.

    ``choices`` is either a tuple of the allowed values (bools, ints or strings) or an
    :class:`IntRange`. ``defaults`` maps each code to its default. ``sheet`` is false for keys
    that are kept for the app but change no number on the sheet (editing windows, settlement).
    ``help`` says in plain English what the rule changes: one or two sentences starting "Whether"
    or "How", with no keys, values or abbreviations in it. ``labels`` gives a plain caption for
    every allowed value (the window shows those, never the values). ``source`` names in full the
    laws or books the rule and its default come from, or says that it is a club's own agreement.
    ``title`` is the rule's short name in the window (its key in words when not given).
    """

    key: str
    help: str
    choices: tuple[Value, ...] | IntRange
    defaults: Mapping[str, Value]
    sheet: bool = True
    labels: Mapping[Value, str] = field(default_factory=dict)
    source: str = ""
    title: str = ""

    def caption(self) -> str:
        """The rule's name as the window shows it: its ``title``, or else its key in words."""
        return self.title or self.key.replace("_", " ").capitalize()

    def allows(self, value: object) -> bool:
        if isinstance(self.choices, IntRange):
            return value in self.choices
        # bool is an int in Python: keep true/false and 1/0 apart.
        return any(type(value) is type(c) and value == c for c in self.choices)

    def describe_choices(self) -> str:
        if isinstance(self.choices, IntRange):
            return self.choices.describe()
        return ", ".join(_json(c) for c in self.choices)

    def default(self, code: str) -> Value:
        return self.defaults[code]


def _json(value: Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return f'"{value}"'


def resolve(
    rules: tuple[HouseRule, ...], code: str, overrides: object, problems: list[Problem]
) -> dict[str, Value]:
    """The code's defaults with the record's overrides applied; problems for bad keys/values."""
    settings: dict[str, Value] = {r.key: r.default(code) for r in rules}
    if overrides is None:
        return settings
    if not isinstance(overrides, dict):
        problems.append(Problem(None, "house_rules", Text("expected an object")))
        return settings
    by_key = {r.key: r for r in rules}
    for key, value in overrides.items():
        rule = by_key.get(key)
        if rule is None:
            unknown = Text("unknown house rule for this game")
            problems.append(Problem(None, f"house_rules.{key}", unknown))
        elif not rule.allows(value):
            allowed = rule.describe_choices()
            refused = Text(
                "{value} is not allowed ({allowed})", value=_json_any(value), allowed=allowed
            )
            problems.append(Problem(None, f"house_rules.{key}", refused))
        else:
            settings[key] = value
    return settings


def _json_any(value: object) -> str:
    if isinstance(value, (bool, int, str)):
        return _json(value)
    return repr(value)
