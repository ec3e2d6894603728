"""Contract notation: ``4S``, ``3HX``, ``2RSXX``, ``7NT``.

A contract is written as on a score pad: the level 1–7, the strain (``C``, ``D``, ``H``, ``S``,
``NT``, and ``RS`` royal spades for the auction codes that have them), then ``X`` if doubled or
``XX`` if redoubled: ``4S``, ``3HX``, ``2RSXX``, ``7NT``.

>>> c = Contract.parse("3hx")
>>> c
Contract.parse('3HX')
>>> str(c), c.level, c.strain, c.doubling
('3HX', 3, <Strain.H: 'H'>, <Doubling.DOUBLED: 'doubled'>)
>>> c.words()
'three hearts doubled'

The one-line quick entry of a whole deal is :mod:`scorepad.records.quick_entry`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum, unique

from scorepad.errors import InvalidEntryError
from scorepad.i18n import Text

__all__ = [
    "Contract",
    "Doubling",
    "Strain",
]


@unique
class Strain(StrEnum):
    """A contract's denomination; ``RS`` (royal spades) exists only in two auction codes."""

    C = "C"
    D = "D"
    H = "H"
    S = "S"
    NT = "NT"
    RS = "RS"

    @property
    def is_trump(self) -> bool:
        """Whether the strain names a trump suit (everything but no trumps)."""
        return self is not Strain.NT

    def words(self, plural: bool) -> str:
        """ "hearts", "no trumps"; singular for a one-level contract ("one club")."""
        return _STRAIN_WORDS[self](2 if plural else 1)


#: A strain's name, for a count of contracts (one club, four clubs): a message with its plural.
_STRAIN_WORDS: dict[Strain, Callable[[int], Text]] = {
    Strain.C: lambda n: Text.plural("club", "clubs", n),
    Strain.D: lambda n: Text.plural("diamond", "diamonds", n),
    Strain.H: lambda n: Text.plural("heart", "hearts", n),
    Strain.S: lambda n: Text.plural("spade", "spades", n),
    Strain.NT: lambda n: Text.plural("no trump", "no trumps", n),
    Strain.RS: lambda n: Text.plural("royal spade", "royal spades", n),
}


@unique
class Doubling(StrEnum):
    """Undoubled, doubled or redoubled; the value is the word kept in saved settings."""

    UNDOUBLED = "undoubled"
    DOUBLED = "doubled"
    REDOUBLED = "redoubled"

    @property
    def suffix(self) -> str:
        """The notation's mark: ``""``, ``"X"`` or ``"XX"``."""
        return _DOUBLING_SUFFIX[self]

    @property
    def doubles(self) -> int:
        """Number of doublings: 0, 1 or 2."""
        return _DOUBLING_COUNT[self]

    @property
    def multiplier(self) -> int:
        """What the trick values are multiplied by: 1, 2 or 4."""
        return 1 << _DOUBLING_COUNT[self]

    @classmethod
    def from_suffix(cls, suffix: str) -> Doubling:
        """``""`` → undoubled, ``"X"`` → doubled, ``"XX"`` → redoubled (any case)."""
        try:
            return _SUFFIX_DOUBLING[suffix.upper()]
        except KeyError:
            raise InvalidEntryError.one(
                None,
                "contract",
                Text("{suffix} is not a doubling (X or XX)", suffix=repr(suffix)),
            ) from None


_DOUBLING_SUFFIX = {Doubling.UNDOUBLED: "", Doubling.DOUBLED: "X", Doubling.REDOUBLED: "XX"}
_DOUBLING_COUNT = {Doubling.UNDOUBLED: 0, Doubling.DOUBLED: 1, Doubling.REDOUBLED: 2}
_SUFFIX_DOUBLING = {v: k for k, v in _DOUBLING_SUFFIX.items()}

_LEVEL_WORDS = (
    Text("one"),
    Text("two"),
    Text("three"),
    Text("four"),
    Text("five"),
    Text("six"),
    Text("seven"),
)
#: "doubled", "redoubled" as the explanations say them (the enum's values are kept as codes).
DOUBLING_WORDS = {
    Doubling.UNDOUBLED: Text("undoubled"),
    Doubling.DOUBLED: Text("doubled"),
    Doubling.REDOUBLED: Text("redoubled"),
}
_CONTRACT_RE = re.compile(r"([1-7])(NT|N|RS|C|D|H|S)(XX|X)?")
_ALMOST_RE = re.compile(r"(\d+)([A-Z]*?)(X*)")


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract: level 1–7, strain, doubling.

    >>> Contract(4, Strain.S, Doubling.REDOUBLED)
    Contract.parse('4SXX')
    >>> Contract.parse("1n") == Contract(1, Strain.NT)
    True
    """

    level: int
    strain: Strain
    doubling: Doubling = Doubling.UNDOUBLED

    def __post_init__(self) -> None:
        if (
            isinstance(self.level, bool)
            or not isinstance(self.level, int)
            or not 1 <= self.level <= 7
        ):
            raise InvalidEntryError.one(
                None, "contract", Text("level {level} is not 1 to 7", level=repr(self.level))
            )
        if type(self.strain) is Strain and type(self.doubling) is Doubling:
            return
        try:
            object.__setattr__(self, "strain", Strain(self.strain))
            object.__setattr__(self, "doubling", Doubling(self.doubling))
        except ValueError as e:
            raise InvalidEntryError.one(None, "contract", str(e)) from None

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Read ``4S``, ``3hx``, ``2RSXX``, ``1N`` / ``1NT``.

        Raises :class:`InvalidEntryError` (field ``contract``) saying what is wrong.

        >>> Contract.parse("2rsxx")
        Contract.parse('2RSXX')
        >>> Contract.parse("8H")
        Traceback (most recent call last):
        ...
        scorepad.errors.InvalidEntryError: contract: '8H': the level must be 1 to 7
        """
        if not isinstance(text, str):
            raise InvalidEntryError.one(
                None,
                "contract",
                Text('expected a contract such as "3HX", got {value}', value=repr(text)),
            )
        known = _PARSED.get(text)
        if known is not None and cls is Contract:
            return known
        norm = text.strip().upper()
        m = _CONTRACT_RE.fullmatch(norm)
        if m is None:
            wrong = Text("{text}: {reason}", text=repr(text), reason=_what_is_wrong(norm))
            raise InvalidEntryError.one(None, "contract", wrong)
        strain = Strain.NT if m[2] == "N" else Strain(m[2])
        contract = cls(int(m[1]), strain, Doubling.from_suffix(m[3] or ""))
        if cls is Contract and len(_PARSED) < 4096:  # immutable: remember the texts seen
            _PARSED[text] = contract
        return contract

    @property
    def tricks_needed(self) -> int:
        """Tricks the declarer's side must win: the book of six plus the level."""
        return 6 + self.level

    @property
    def doubled(self) -> bool:
        return self.doubling is not Doubling.UNDOUBLED

    def words(self) -> str:
        """The contract in plain words.

        >>> Contract.parse("1NT").words(), Contract.parse("4SXX").words()
        ('one no trump', 'four spades redoubled')
        """
        level, strain = _LEVEL_WORDS[self.level - 1], _STRAIN_WORDS[self.strain](self.level)
        out = Text("{level} {strain}", level=level, strain=strain, n=self.level)
        if not self.doubled:
            return out
        return Text("{contract} {doubling}", contract=out, doubling=DOUBLING_WORDS[self.doubling])

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}{self.doubling.suffix}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"


_PARSED: dict[str, Contract] = {}


def _what_is_wrong(norm: str) -> Text:
    """A precise complaint about a contract that does not parse."""
    if not norm:
        return Text("empty; write a contract such as 4S, 3HX or 2NTXX")
    m = _ALMOST_RE.fullmatch(norm)
    if not norm[0].isdigit():
        return Text("a contract starts with its level 1 to 7, as in 4S or 3HX")
    if m is None:
        return Text("not a contract; write level, strain (C D H S NT) and X or XX, as in 3HX")
    level, strain, dbl = m.groups()
    if not 1 <= int(level) <= 7:
        return Text("the level must be 1 to 7")
    if strain not in ("C", "D", "H", "S", "N", "NT", "RS"):
        return Text(
            "{strain} is not a strain (C, D, H, S or NT; RS royal spades in early auction)",
            strain=strain or Text("no strain"),
        )
    if len(dbl) > 2:
        return Text("at most XX (redoubled)")
    return Text("not a contract; write level, strain (C D H S NT) and X or XX, as in 3HX")
