"""The core's exceptions.

Every input problem is a :class:`Problem` naming the deal (1-based, or ``None`` for the rubber's
own fields) and the field. A :class:`RecordError` carries one or more of them; the command line
prints one line per problem and exits 2, the window shows the message beside the field.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Self

from scorepad import i18n
from scorepad.i18n import Text


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a record.

    >>> str(Problem(3, "honours", "6 honours held, a trump suit has 5"))
    'deal 3: honours: 6 honours held, a trump suit has 5'
    """

    deal: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = f"deal {self.deal}: " if self.deal is not None else ""
        return f"{where}{self.field}: {self.message}" if self.field else f"{where}{self.message}"


class ScorepadError(Exception):
    """Base of every error the core raises on purpose."""


class RecordError(ScorepadError, ValueError):
    """A rubber record (or one deal of it) cannot be scored."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    @classmethod
    def one(cls, deal: int | None, field: str, message: str) -> Self:
        return cls([Problem(deal, field, message)])


class InvalidEntryError(RecordError):
    """The input cannot be read: wrong type, missing field, unknown key, bad notation."""


class IllegalEntryError(RecordError):
    """The input reads, but breaks the laws: 14 tricks, a doubling beyond the limit, a deal after
    the rubber has ended."""


class StoreError(ScorepadError):
    """The history database cannot be used (not a database, corrupt, too new, locked)."""


# -- an error in words, in the chosen language ----------------------------------------------------


def problem_said(problem: Problem) -> str:
    """``str(problem)`` ("deal 3: tricks: ...") as :class:`~scorepad.i18n.Text`, to be said in
    the chosen language, alone or put into another message."""
    message, field = problem.message, problem.field
    if problem.deal is None:
        return Text("{field}: {message}", field=field, message=message) if field else message
    if not field:
        return Text("deal {n}: {message}", n=problem.deal, message=message)
    return Text("deal {n}: {field}: {message}", n=problem.deal, field=field, message=message)


def fields_named(error: RecordError) -> list[str]:
    """The record's fields an error's problems are about, the same in every language: each
    Problem's own field, and the ``field`` value of a message made as :class:`Text` (a drive's
    ``"round 2, table 3: tie_winner: ..."`` names ``tie_winner``), looked for down through the
    ``text`` it puts after its place.

    >>> line = Text("{place}: {text}", place="round 1", text=Text("{field}: NS or EW",
    ...     field="tie_winner"))
    >>> fields_named(RecordError([Problem(None, "", line), Problem(2, "tricks", "14")]))
    ['tie_winner', 'tricks']
    """
    found: set[str] = set()
    for problem in error.problems:
        if problem.field:
            found.add(problem.field)
        message: object = problem.message
        while isinstance(message, Text):
            field = message.params.get("field")
            if isinstance(field, str) and field:
                found.add(field)
            message = message.params.get("text")
    return sorted(found)


def problem_text(problem: Problem) -> str:
    """One refusal as the command line prints it and the window shows it, in the chosen
    language: "deal 3: honours: ..." (the field is the record's own key, the same in every
    language: the window names it in words itself)."""
    return i18n.say(problem_said(problem))


def message_of(error: BaseException) -> str:
    """An error's message, still :class:`~scorepad.i18n.Text` (said in the chosen language)
    when it was raised with one."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Text) else str(error)


def said(error: BaseException) -> str:
    """An error's message in the chosen language: a refusal's problems one per line, an error
    made with :class:`~scorepad.i18n.Text` said again, any other as it is.

    >>> said(RecordError.one(2, "tricks", Text("{n} tricks: a deal has 13", n=14)))
    'deal 2: tricks: 14 tricks: a deal has 13'
    """
    if isinstance(error, RecordError):
        return "\n".join(problem_text(p) for p in error.problems)
    return i18n.say(message_of(error))
