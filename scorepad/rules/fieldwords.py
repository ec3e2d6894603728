"""How a record's field is named to a person: ``players.S`` is "South", ``shorthand`` is "Quick
entry", ``house_rules.trumps`` is "House rule: Trumps". One table for the window's dialogs and
forms (ui.dialogs.checks, which translates these words) and for the table-entry page's
refusals (scorepad.serve.app).

>>> field_words("players.S"), field_words("stake.amount"), field_words("revokes[0].penalty")
('South', 'Stake', 'Revoke')
>>> problem_words(Problem(7, "shorthand", "'8S': the level must be 1 to 7"))
"Hand 7: '8S': the level must be 1 to 7"
>>> problem_words(Problem(2, "honours", "5 honours held"), unit="Deal")
'Deal 2: Honours: 5 honours held'
"""

from __future__ import annotations

import re

from scorepad.errors import Problem
from scorepad.rules import GAMES

#: A Problem's field (or the first part of it) → the words a person sees on the form.
FIELD_WORDS = {
    "players.N": "North",
    "players.E": "East",
    "players.S": "South",
    "players.W": "West",
    "players": "Players",
    "player": "Player",
    "game": "Game",
    "code": "Code of laws",
    "house_rules": "House rules",
    "first_dealer": "First dealer",
    "table": "Table",
    "stake.amount": "Stake",
    "stake.per": "Stake per points",
    "stake": "Stake",
    "currency": "Currency",
    "played_on": "Date played",
    "shorthand": "Quick entry",
    "deals": "Hands",
    # a hand's own fields, as the hand form's rows name them
    "tricks": "Tricks",
    "honours": "Honours",
    "voids": "Void",
    "revokes": "Revoke",
    "call": "Call",
    "declaration": "Declaration",
    "maker": "Made by",
    "doubles": "Doubled",
    "declarer": "Declarer",
    "contract": "Contract",
    "result": "Result",
    "new_deal": "New deal",
    "passed_out": "All passed",
    "dealer": "Dealer",
}

_INDEX = re.compile(r"\[\d+\]")


def field_words(field: str) -> str:
    """The words for ``field``; a field with no words of its own keeps its own name, without
    dots, underscores or indexes."""
    field = _INDEX.sub("", field)
    if field in FIELD_WORDS:
        return FIELD_WORDS[field]
    head, _, rest = field.partition(".")
    if head == "house_rules" and rest:
        return f"House rule: {rule_caption(rest)}"
    if head in FIELD_WORDS:
        return FIELD_WORDS[head]
    words = field.replace("_", " ").replace(".", " ")
    return words[:1].upper() + words[1:]


def rule_caption(key: str) -> str:
    """A house rule's name as the New-rubber dialog shows it (its title), for any game."""
    for game in GAMES:
        for rule in GAMES[game].house_rules:
            if rule.key == key:
                return rule.caption()
    return key.replace("_", " ").capitalize()


def problem_words(problem: Problem, unit: str = "Hand") -> str:
    """One refusal as a line for a person: the hand (or deal) it is in, the field in words
    (none for the quick-entry line itself, which is what was typed), and what is wrong."""
    where = f"{unit} {problem.deal}: " if problem.deal is not None else ""
    field = "" if problem.field in ("", "shorthand") else field_words(problem.field)
    return where + (f"{field}: {problem.message}" if field else problem.message)
