"""A refused hand or line told to the phone in the page's language.

The words are the ones the window's forms use (:func:`scorepad.rules.fieldwords.problem_words`:
"Hand 2: Honours: 4 honours given"); in British English exactly those, in another language
the hand's (or deal's) number, the field's words and the message each said through the core's
catalogues (the language is the request's: :func:`scorepad.i18n.using` in scorepad.serve.app).

>>> from scorepad.errors import Problem, RecordError
>>> from scorepad.i18n import Text
>>> e = RecordError.one(2, "honours", Text("say how many honours each side held"))
>>> said(e)
'Hand 2: Honours: say how many honours each side held'
"""

from __future__ import annotations

import re

from scorepad import i18n
from scorepad.errors import Problem, RecordError
from scorepad.i18n import N_, Text
from scorepad.rules.fieldwords import field_words, problem_words

#: The words of the fields a phone's refusal can name (scorepad.rules.fieldwords.FIELD_WORDS
#: and the table-entry server's own), marked for the catalogue: said with ``say``.
FIELD_NAMES = (
    N_("North"),
    N_("East"),
    N_("South"),
    N_("West"),
    N_("Players"),
    N_("Table"),
    N_("Quick entry"),
    N_("Hands"),
    N_("Tricks"),
    N_("Honours"),
    N_("Void"),
    N_("Revoke"),
    N_("Call"),
    N_("Declaration"),
    N_("Made by"),
    N_("Doubled"),
    N_("Declarer"),
    N_("Contract"),
    N_("Result"),
    N_("New deal"),
    N_("All passed"),
    N_("Dealer"),
    N_("Hand"),
    N_("Hand id"),
    N_("Line id"),
    N_("Version"),
    N_("Undo"),
    N_("Rubber"),
    N_("Entry"),
    N_("Bye"),
    N_("Tie"),
    N_("Drive"),
    N_("Deals"),
    N_("Who is entering"),
)
#: A drive's field that is a hand's or a deal's number ("hand 2": scorepad.serve.drive_entry).
_NUMBERED = re.compile(r"(hand|deal) (\d+)")


def _where(unit: str, n: int) -> Text:
    return Text("Deal {n}", n=str(n)) if unit == "Deal" else Text("Hand {n}", n=str(n))


def _field(field: str) -> str:
    numbered = _NUMBERED.fullmatch(field)
    if numbered:
        return i18n.say(_where(numbered[1].capitalize(), int(numbered[2])))
    return i18n.say(field_words(field))


def problem_said(problem: Problem, unit: str = "Hand") -> str:
    """One refusal in the page's language; ``unit`` ("Hand" or "Deal") is what its number
    counts."""
    if i18n.current() == i18n.SOURCE:
        return problem_words(problem, unit)
    message = i18n.say(problem.message)
    field = "" if problem.field in ("", "shorthand") else _field(problem.field)
    if field:
        message = i18n.say(Text("{field}: {message}", field=field, message=message))
    if problem.deal is None:
        return message
    where = i18n.say(_where(unit, problem.deal))
    return i18n.say(Text("{where}: {message}", where=where, message=message))


def said(error: RecordError, unit: str = "Hand") -> str:
    """Every problem of ``error``, one after another."""
    return "; ".join(problem_said(p, unit) for p in error.problems)
