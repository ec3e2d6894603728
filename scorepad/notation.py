"""Contract notation and the one-line deal shorthand of the bridge games.

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

The deal shorthand is what the window's quick entry reads, one deal per line, tokens separated by
spaces, upper or lower case:

==================  =======================================================================
``3HX S 8``         three hearts doubled by South, eight tricks won by the declarer's side
``3HX S =``         ... made exactly; ``+1`` one overtrick; ``-2`` two down
``4S N 10 hN4``     honours: North held four (``hN4S1``: North four, South one)
``4S N 9 rW2``      a revoke by West, two tricks transferred (contract, Chicago)
``3H S 7 rWt``      auction: revoke by West, declarer takes the tricks (``rWp`` the points,
                    also ``rW:tricks``, ``rW:points``; ``rW`` a revoke without a choice)
``2H S 8 vW``       auction: West void of trumps (chicane)
``dE``              East dealt this deal (a redeal by the same dealer); anywhere on the line
``pass``            all four passed; ``new`` a new deal (misdeal), nothing scored
==================  =======================================================================

>>> parse_deal_shorthand("3HX S 8")
{'declarer': 'S', 'contract': '3HX', 'result': 8}
>>> deal_shorthand({'declarer': 'S', 'contract': '3HX', 'result': 8})
'3HX S -1'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum, unique
from typing import Any

from scorepad.errors import InvalidEntryError, Problem

__all__ = [
    "Contract",
    "Doubling",
    "Strain",
    "deal_shorthand",
    "parse_deal_shorthand",
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
        one, many = _STRAIN_WORDS[self]
        return many if plural else one


_STRAIN_WORDS: dict[Strain, tuple[str, str]] = {
    Strain.C: ("club", "clubs"),
    Strain.D: ("diamond", "diamonds"),
    Strain.H: ("heart", "hearts"),
    Strain.S: ("spade", "spades"),
    Strain.NT: ("no trump", "no trumps"),
    Strain.RS: ("royal spade", "royal spades"),
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
                None, "contract", f"{suffix!r} is not a doubling (X or XX)"
            ) from None


_DOUBLING_SUFFIX = {Doubling.UNDOUBLED: "", Doubling.DOUBLED: "X", Doubling.REDOUBLED: "XX"}
_DOUBLING_COUNT = {Doubling.UNDOUBLED: 0, Doubling.DOUBLED: 1, Doubling.REDOUBLED: 2}
_SUFFIX_DOUBLING = {v: k for k, v in _DOUBLING_SUFFIX.items()}

_LEVEL_WORDS = ("one", "two", "three", "four", "five", "six", "seven")
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
            raise InvalidEntryError.one(None, "contract", f"level {self.level!r} is not 1 to 7")
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
                None, "contract", f'expected a contract such as "3HX", got {text!r}'
            )
        known = _PARSED.get(text)
        if known is not None and cls is Contract:
            return known
        norm = text.strip().upper()
        m = _CONTRACT_RE.fullmatch(norm)
        if m is None:
            raise InvalidEntryError.one(None, "contract", f"{text!r}: {_what_is_wrong(norm)}")
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
        out = f"{_LEVEL_WORDS[self.level - 1]} {self.strain.words(self.level > 1)}"
        return out if not self.doubled else f"{out} {self.doubling.value}"

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}{self.doubling.suffix}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"


_PARSED: dict[str, Contract] = {}


def _what_is_wrong(norm: str) -> str:
    """A precise complaint about a contract that does not parse."""
    if not norm:
        return "empty; write a contract such as 4S, 3HX or 2NTXX"
    m = _ALMOST_RE.fullmatch(norm)
    if not norm[0].isdigit():
        return "a contract starts with its level 1 to 7, as in 4S or 3HX"
    if m is None:
        return "not a contract; write level, strain (C D H S NT) and X or XX, as in 3HX"
    level, strain, dbl = m.groups()
    if not 1 <= int(level) <= 7:
        return "the level must be 1 to 7"
    if strain not in ("C", "D", "H", "S", "N", "NT", "RS"):
        return (
            f"{strain or 'no strain'} is not a strain "
            f"(C, D, H, S or NT; RS royal spades in early auction)"
        )
    if len(dbl) > 2:
        return "at most XX (redoubled)"
    return "not a contract; write level, strain (C D H S NT) and X or XX, as in 3HX"


# -- the deal shorthand ---------------------------------------------------------------------------

_SEATS = ("N", "E", "S", "W")
_PASS_WORDS = frozenset({"PASS", "P", "PASSED", "PASSOUT"})
_NEW_WORDS = frozenset({"NEW", "REDEAL", "MISDEAL"})
_RESULT_RE = re.compile(r"=|[+-]\d{1,2}|\d{1,2}")
_HONOURS_RE = re.compile(r"H((?:[NESW]\d)+)")
_REVOKE_RE = re.compile(r"R([NESW])(?::?(\d{1,2}|POINTS|TRICKS|P|T))?")
_VOID_RE = re.compile(r"V([NESW]+)")
_DEALER_RE = re.compile(r"D([NESW])")


def _bad(message: str) -> InvalidEntryError:
    return InvalidEntryError([Problem(None, "shorthand", message)])


def parse_deal_shorthand(text: str) -> dict[str, Any]:
    """One line of quick entry → a deal record (a plain dict as in the rubber format).

    The record is not checked against a game's laws here (a strain or a revoke penalty the code
    has not, too many honours ...); the rules module does that when it scores it.

    >>> d = parse_deal_shorthand("4s n = hN4 rW2")
    >>> d["contract"], d["declarer"], d["result"], d["honours"], d["revokes"]
    ('4S', 'N', 10, {'N': 4}, [{'by': 'W', 'tricks': 2}])
    >>> parse_deal_shorthand("1NT E -2")["result"]
    5
    >>> parse_deal_shorthand("pass dE")
    {'dealer': 'E', 'passed_out': True}
    >>> parse_deal_shorthand("3HX S")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: shorthand: '3HX S' needs the tricks: ...
    """
    if not isinstance(text, str):
        raise _bad("expected a line of text")
    tokens = text.upper().split()
    dealer: str | None = None
    rest: list[str] = []
    for tok in tokens:  # the dealer may stand anywhere
        if m := _DEALER_RE.fullmatch(tok):
            if dealer is not None:
                raise _bad("the dealer is given twice")
            dealer = m[1]
        else:
            rest.append(tok)
    tokens = rest
    if not tokens:
        raise _bad("empty; write for example 3HX S 8, 4S N =, or pass")
    head = tokens[0]
    if head in _PASS_WORDS or head in _NEW_WORDS:
        if len(tokens) > 1:
            raise _bad(f"{tokens[1]!r}: after {head.lower()!r} only the dealer may follow (dE)")
        deal: dict[str, Any] = {} if dealer is None else {"dealer": dealer}
        deal["passed_out" if head in _PASS_WORDS else "new_deal"] = True
        return deal
    try:
        contract = Contract.parse(head)
    except InvalidEntryError as e:
        raise _bad(e.problems[0].message) from None
    if len(tokens) < 2 or tokens[1] not in _SEATS:
        got = f"{tokens[1]!r} is not a seat" if len(tokens) >= 2 else "the declarer is missing"
        raise _bad(f"{got}: after the contract give the declarer N, E, S or W")
    declarer = tokens[1]
    if len(tokens) < 3 or _RESULT_RE.fullmatch(tokens[2]) is None:
        what = (
            f"{tokens[2]!r} is not the tricks"
            if len(tokens) >= 3
            else f"{' '.join(tokens[:2])!r} needs the tricks"
        )
        raise _bad(f"{what}: a number 0 to 13, = , +n or -n")
    result = _result(tokens[2], contract)
    honours: dict[str, int] = {}
    voids: list[str] = []
    revokes: list[dict[str, Any]] = []
    for tok in tokens[3:]:
        if m := _HONOURS_RE.fullmatch(tok):
            for seat, n in re.findall(r"([NESW])(\d)", m[1]):
                if seat in honours:
                    raise _bad(f"{tok!r}: honours of {seat} given twice")
                honours[seat] = int(n)
        elif m := _REVOKE_RE.fullmatch(tok):
            revokes.append(_revoke(m[1], m[2]))
        elif m := _VOID_RE.fullmatch(tok):
            for seat in m[1]:
                if seat in voids:
                    raise _bad(f"{tok!r}: void of {seat} given twice")
                voids.append(seat)
        else:
            raise _bad(
                f"{tok!r} is not understood: honours hN4, revoke rW2 (or rWt, rWp), "
                f"void vW, dealer dE"
            )
    out: dict[str, Any] = {}
    if dealer is not None:
        out["dealer"] = dealer
    out.update(declarer=declarer, contract=str(contract), result=result)
    if honours:
        out["honours"] = honours
    if voids:
        out["voids"] = voids
    if revokes:
        out["revokes"] = revokes
    return out


def _result(token: str, contract: Contract) -> int:
    need = contract.tricks_needed
    if token == "=":
        return need
    if token[0] in "+-":
        result = need + int(token)
        if not 0 <= result <= 13:
            how = "up" if token[0] == "+" else "down"
            raise _bad(
                f"{contract} {how} {token[1:]} would be {result} tricks; a side wins 0 to 13"
            )
        return result
    result = int(token)
    if result > 13:
        raise _bad(f"{result} tricks: a side wins 0 to 13")
    return result


def _revoke(seat: str, what: str | None) -> dict[str, Any]:
    if what is None:
        return {"by": seat}
    if what in ("P", "POINTS"):
        return {"by": seat, "penalty": "points"}
    if what in ("T", "TRICKS"):
        return {"by": seat, "penalty": "tricks"}
    return {"by": seat, "tricks": int(what)}


def deal_shorthand(deal: dict[str, Any]) -> str:
    """A deal record as one line of quick entry; ``parse_deal_shorthand`` reads it back.

    The result is written relative to the contract (``=``, ``+1``, ``-2``).

    >>> deal_shorthand({"dealer": "E", "declarer": "S", "contract": "4s", "result": 11,
    ...                 "honours": {"S": 4, "N": 1}, "revokes": [{"by": "W", "tricks": 1}]})
    '4S S +1 hS4N1 rW1 dE'
    >>> deal_shorthand({"passed_out": True})
    'pass'
    """
    if not isinstance(deal, dict):
        raise _bad("a deal record is an object")
    tail = f" d{deal['dealer']}" if deal.get("dealer") else ""
    if deal.get("passed_out"):
        return "pass" + tail
    if deal.get("new_deal"):
        return "new" + tail
    try:
        contract = Contract.parse(deal["contract"])
        declarer = str(deal["declarer"])
        result = int(deal["result"])
    except KeyError as e:
        raise _bad(f"the deal has no {e.args[0]}") from None
    except (TypeError, ValueError):
        raise _bad("the deal's declarer or result cannot be written") from None
    diff = result - contract.tricks_needed
    parts = [str(contract), declarer, "=" if diff == 0 else f"{diff:+d}"]
    honours = deal.get("honours") or {}
    if honours:
        parts.append("h" + "".join(f"{seat}{n}" for seat, n in honours.items()))
    voids = deal.get("voids") or []
    if voids:
        parts.append("v" + "".join(voids))
    for r in deal.get("revokes") or []:
        if "tricks" in r:
            mark = str(r["tricks"])
        else:
            mark = {"points": "p", "tricks": "t"}.get(r.get("penalty", ""), "")
        parts.append(f"r{r['by']}{mark}")
    return " ".join(parts) + tail
