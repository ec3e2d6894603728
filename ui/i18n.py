"""The window's names for the sides and seats, in the window's language.

Every word the window shows goes through Qt's translation system (``self.tr`` in a QObject,
``QCoreApplication.translate`` elsewhere); American English is a translation like any other
(``scorepad_en_US.ts``: honors, jack, color), so players' names, which are no words of the
window, are never touched. :mod:`ui.language` chooses and loads the language.

>>> SEAT_NAMES["N"], SIDE_NAMES["EW"], SEAT_NAMES.get("X", "?")
('North', 'They', '?')
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TypeVar, overload

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from ui import language

CONTEXT = "Names"


K = TypeVar("K")


class Words(Mapping[K, str]):
    """A read-only mapping of the window's words, each marked for the catalogue with
    ``QT_TRANSLATE_NOOP(context, ...)`` where it is written and translated when it is read
    (never at import, before the language is chosen)."""

    def __init__(self, context: str, words: Mapping[K, object]) -> None:
        self.context = context
        self._words = {k: str(v) for k, v in words.items()}

    def __getitem__(self, key: K) -> str:
        return QCoreApplication.translate(self.context, self._words[key])

    def __iter__(self) -> Iterator[K]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


class WordList(Sequence[str]):
    """A tuple of the window's words, translated when read (as :class:`Words`)."""

    def __init__(self, context: str, words: Sequence[object]) -> None:
        self.context = context
        self._words = tuple(str(w) for w in words)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        if isinstance(index, slice):
            return [self._shown(w) for w in self._words[index]]
        return self._shown(self._words[index])

    def _shown(self, word: str) -> str:
        return QCoreApplication.translate(self.context, word) if word else word

    def __len__(self) -> int:
        return len(self._words)


#: The window's names for the sides and seats.
SIDE_NAMES: Mapping[str, str] = Words(
    CONTEXT,
    {"NS": QT_TRANSLATE_NOOP("Names", "We"), "EW": QT_TRANSLATE_NOOP("Names", "They")},
)
SEAT_NAMES: Mapping[str, str] = Words(
    CONTEXT,
    {
        "N": QT_TRANSLATE_NOOP("Names", "North"),
        "E": QT_TRANSLATE_NOOP("Names", "East"),
        "S": QT_TRANSLATE_NOOP("Names", "South"),
        "W": QT_TRANSLATE_NOOP("Names", "West"),
    },
)


class Counts(QObject):
    """The window's counted words, one place for them all: Qt chooses the form for the count
    (``%n``) by the language's own rule (Polish has three). The source texts mark the plural's
    ending, "table(s)", "do(es)": in British English, which has no catalogue, :func:`counted`
    writes the form itself."""

    def words(self) -> dict[str, Callable[[int], str]]:
        return {
            "table": lambda n: self.tr("%n table(s)", None, n),
            "rubber": lambda n: self.tr("%n rubber(s)", None, n),
            "drive": lambda n: self.tr("%n drive(s)", None, n),
            "player": lambda n: self.tr("%n player(s)", None, n),
            "prize": lambda n: self.tr("%n prize(s)", None, n),
            "point": lambda n: self.tr("%n point(s)", None, n),
            "game": lambda n: self.tr("%n game(s)", None, n),
            "drive played": lambda n: self.tr("%n drive(s) played", None, n),
            "hand": lambda n: self.tr("%n hand(s)", None, n),
            "ghost placed": lambda n: self.tr("%n ghost(s) placed", None, n),
            "page": lambda n: self.tr("%n page(s)", None, n),
            "not matching": lambda n: self.tr(
                "Today’s check of the history: {what} do(es) not match the record of its "
                "changes (edited outside Scorepad, or damaged).",
                None,
                n,
            ),
        }


_counts: dict[str, Counts] = {}


def counted(noun: str, n: int, shown: str | None = None) -> str:
    """``n`` of ``noun`` (a key of :meth:`Counts.words`) in the window's language:
    ``counted("table", 3)`` → "3 tables"; with the figure written as ``shown`` (grouped, as
    the language writes it: "1 234 rubbers") when given."""
    counts = _counts.setdefault("words", Counts())
    text = english_form(counts.words()[noun](n), n)
    return text if shown is None else text.replace(str(n), shown, 1)


def english_form(text: str, n: int) -> str:
    """The form for ``n`` of a source text that no catalogue translated ("(s)" marks the
    plural's ending); any other text as it is.

    >>> english_form("1 table(s)", 1), english_form("3 table(s)", 3), english_form("do(es)", 2)
    ('1 table', '3 tables', 'do')
    """
    if n == 1:
        return text.replace("do(es)", "does").replace("(es)", "").replace("(s)", "")
    return text.replace("do(es)", "do").replace("(es)", "es").replace("(s)", "s")


def stake_points(per: int, shown: str) -> str:
    """What a stake is per: "point", or "100 points" with the figure as ``shown`` (grouped)."""
    if per == 1:
        return QCoreApplication.translate(CONTEXT, "point")
    return counted("point", per, shown)


def spelling() -> str:
    """ "american" when the window speaks American English, else "british"."""
    return language.spelling()


def set_spelling(spelling: str) -> None:
    """American English ("american") or the source; the choice of View ▸ Language."""
    language.install("en_US" if spelling == "american" else language.SOURCE)
