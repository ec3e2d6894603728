"""How a record's field is named to a person: ``players.S`` is "South", ``shorthand`` is "Quick
entry", ``house_rules.trumps`` is "House rule: Trumps". One table for the window's dialogs and
forms (ui.dialogs.checks) and for the table-entry page's refusals (scorepad.serve.refusals);
its words are in the core's catalogue, said in another language with ``say``.

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
from scorepad.i18n import N_, Text
from scorepad.rules import GAMES

#: A Problem's field (or the first part of it) → the words a person sees on the form.
FIELD_WORDS = {
    "players.N": N_("North"),
    "players.E": N_("East"),
    "players.S": N_("South"),
    "players.W": N_("West"),
    "players": N_("Players"),
    "player": N_("Player"),
    "game": N_("Game"),
    "code": N_("Code of laws"),
    "house_rules": N_("House rules"),
    "first_dealer": N_("First dealer"),
    "table": N_("Table"),
    "stake.amount": N_("Stake"),
    "stake.per": N_("Stake per points"),
    "stake": N_("Stake"),
    "currency": N_("Currency"),
    "played_on": N_("Date played"),
    "shorthand": N_("Quick entry"),
    "deals": N_("Hands"),
    # a hand's own fields, as the hand form's rows name them
    "tricks": N_("Tricks"),
    "honours": N_("Honours"),
    "voids": N_("Void"),
    "revokes": N_("Revoke"),
    "call": N_("Call"),
    "declaration": N_("Declaration"),
    "maker": N_("Made by"),
    "doubles": N_("Doubled"),
    "declarer": N_("Declarer"),
    "contract": N_("Contract"),
    "result": N_("Result"),
    "new_deal": N_("New deal"),
    "passed_out": N_("All passed"),
    "dealer": N_("Dealer"),
    # the table-entry server's own fields (scorepad.serve: a phone's request)
    "hand": N_("Hand"),
    "hand id": N_("Hand id"),
    "line id": N_("Line id"),
    "version": N_("Version"),
    "undo": N_("Undo"),
    "rubber": N_("Rubber"),
    "entry": N_("Entry"),
    "bye": N_("Bye"),
    "tie": N_("Tie"),
    "drive": N_("Drive"),
    "who is entering": N_("Who is entering"),
}

_INDEX = re.compile(r"\[\d+\]")


def field_words(field: str) -> str:
    """The words for ``field``, as :class:`~scorepad.i18n.Text` (its English, said in another
    language with ``say``); a field with no words of its own keeps its own name, without dots,
    underscores or indexes."""
    field = _INDEX.sub("", field)
    if field in FIELD_WORDS:
        return Text(FIELD_WORDS[field])
    head, _, rest = field.partition(".")
    if head == "house_rules" and rest:
        return Text("House rule: {rule}", rule=Text(rule_caption(rest)))
    if head in FIELD_WORDS:
        return Text(FIELD_WORDS[head])
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
