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
from scorepad.i18n import Text
from scorepad.rules.fieldwords import field_words, problem_words

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
