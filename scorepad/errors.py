"""The core's exceptions.

Every input problem is a :class:`Problem` naming the deal (1-based, or ``None`` for the rubber's
own fields) and the field. A :class:`RecordError` carries one or more of them; the command line
prints one line per problem and exits 2, the window shows the message beside the field.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Self


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
