"""One quick-entry grammar for every game: one line of tokens → one deal record, and back.

A line is tokens separated by spaces, in any order, upper or lower case. Every kind of token
means one thing and is spelt one way in every game that has it (the dealer is ``dE``, a revoke
``rW:tricks`` / ``rEW:add`` / ``rW:2``, a new deal ``new``); the spellings of the earlier
per-game parsers are accepted as aliases (``@E``, ``r:EW:add``, ``rWt``, ``rW2``, ``nd`` …).

Each game family has a :class:`Table` of the tokens it takes, with their meaning and an example
line. The parser reads only the tokens of the game's table, the window's hint, the F1 help and
the README's tables are rendered from the same rows, and a test parses every example, so the
help cannot disagree with the parser.

>>> deal = parse_line("short_whist", "9 h3 r:ew:add")
>>> deal
{'tricks': {'NS': 9, 'EW': 4}, 'honours': {'NS': 3, 'EW': 1}, \
'revokes': [{'by': 'EW', 'penalty': 'add'}]}
>>> print_line("short_whist", deal)
'9 hNS3 rEW:add'
>>> parse_line("contract", "4s n = hN4 rW2 dE")
{'dealer': 'E', 'declarer': 'N', 'contract': '4S', 'result': 10, 'honours': {'N': 4}, \
'revokes': [{'by': 'W', 'tricks': 2}]}
>>> parse_line("bridge_whist", "H p x2 9 hN3 hS1 hE1", dealer="S")
{'dealer': 'S', 'maker': 'partner', 'declaration': 'H', 'doubles': 2, \
'tricks': {'NS': 9, 'EW': 4}, 'honours': {'N': 3, 'S': 1, 'E': 1}}

The record is not checked against the game's laws here (a strain the code has not, honours that
do not add up …): each game's ``parse_shorthand`` hands it to its ``read_deal``, as for any deal.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from scorepad.errors import InvalidEntryError, Problem, RecordError
from scorepad.i18n import N_, Text, join
from scorepad.records.notation import Contract

__all__ = [
    "TABLES",
    "HelpRow",
    "Row",
    "Table",
    "help_rows",
    "hint",
    "markdown_table",
    "parse_line",
    "print_line",
    "table_of",
    "token_kind",
]

_SIDE_OF: Final = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
_OTHER: Final = {"NS": "EW", "EW": "NS"}


# -- the lexicon: every kind of token there is, in every game ---------------------------------


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of token: how it is written (matched on the upper-cased token) and what it is."""

    name: str
    pattern: re.Pattern[str]
    noun: str


KINDS: Final[dict[str, Kind]] = {
    k.name: k
    for k in (
        Kind("new", re.compile(r"NEW|ND|NEWDEAL|REDEAL|MISDEAL"), Text("a new deal")),
        Kind("pass", re.compile(r"PASS|PASSED|PASSOUT|P"), Text("a passed-out deal")),
        Kind("dealer", re.compile(r"[D@]([NESW])"), Text("the dealer")),
        Kind("call", re.compile(r"CALL(?::?(NS|EW))?"), Text("a call at eight")),
        Kind("tricks", re.compile(r"\d+"), Text("a number of tricks")),
        Kind("relative", re.compile(r"=|[+-]\d+"), Text("a result against the contract")),
        Kind("contract", re.compile(r"\d+[A-Z]+"), Text("a contract")),
        Kind("declarer", re.compile(r"[NESW]"), Text("a declarer")),
        Kind("declaration", re.compile(r"NT|[SCDH]"), Text("a declaration")),
        Kind("partner", re.compile(r"P|PARTNER"), Text("a make passed to partner")),
        Kind("doubles", re.compile(r"(X+)|X(\d+)"), Text("a doubling")),
        Kind("honours", re.compile(r"H((?:[NESW]\d)+)"), Text("honours by seat")),
        Kind("side_honours", re.compile(r"H(NS|EW)(\d+)|([HT])(\d+)"), Text("honours by side")),
        Kind("void", re.compile(r"V([NESW]+)"), Text("a void")),
        Kind("revoke", re.compile(r"R:?(NS|EW|[NESW])(?::?([A-Z]+|\d+))?"), Text("a revoke")),
    )
}


# -- the tables: what each game takes ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Row:
    """One token of a game's table.

    ``token`` is how the grammar writes it, ``also`` the other spellings it reads, ``short`` two
    or three words for the one-line hint, ``example`` a whole line that parses in the game (under
    ``code`` when the default code has not the token), ``games`` the games of the table it is
    for (all when empty).
    """

    kind: str
    token: str
    short: str
    meaning: str
    example: str
    also: str = ""
    code: str | None = None
    games: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Table:
    """The quick entry of one family of games."""

    family: str
    title: str
    games: tuple[str, ...]
    rows: tuple[Row, ...]
    #: The line the hint shows first, per game of the table.
    samples: Mapping[str, str]

    def rows_for(self, game: str) -> tuple[Row, ...]:
        return tuple(r for r in self.rows if not r.games or game in r.games)

    def kinds_for(self, game: str) -> tuple[str, ...]:
        """The kinds of token ``game`` reads, in the lexicon's order (``redeal`` is a new deal
        before it could be taken for a revoke by East)."""
        mine = {r.kind for r in self.rows_for(game)}
        return tuple(k for k in KINDS if k in mine)


def _dealer(example: str, otherwise: str = N_("the deal passes to the left")) -> Row:
    return Row(
        "dealer",
        "dE",
        N_("dealer"),
        Text("East dealt this deal (otherwise {otherwise})", otherwise=Text(otherwise)),
        example,
        also="@E",
    )


_NEW = Row(
    "new",
    "new",
    "",
    N_("a new deal (misdeal): nothing is scored"),
    "new",
    "nd, newdeal, redeal, misdeal",
)
_SW_LW = ("short_whist", "long_whist")

WHIST: Final = Table(
    "whist",
    "Short, long and American whist",
    ("short_whist", "long_whist", "american_whist"),
    (
        Row("tricks", "9", N_("NS tricks"), N_("NS (We) won nine tricks, EW (They) the rest"), "9"),
        Row(
            "side_honours",
            "hNS3",
            N_("honours"),
            N_("honours: NS held three, EW the rest (hEW4: EW held four; t3 three to EW)"),
            "9 hNS3",
            also="h3",
            games=_SW_LW,
        ),
        Row(
            "revoke",
            "rEW:add",
            N_("revoke"),
            N_(
                "a revoke by EW, the adversaries adding three "
                "(or :deduct, :tricks; a, d, t for short)"
            ),
            "8 rEW:add",
            also="r:EW:add, rEW:a",
            games=_SW_LW,
        ),
        Row(
            "revoke",
            "rEW",
            N_("revoke"),
            N_("a revoke by EW, two tricks pass"),
            "8 rEW",
            also="r:EW",
            games=("american_whist",),
        ),
        Row(
            "call",
            "call:EW",
            N_("call at eight"),
            N_(
                "EW called honours at eight and showed them "
                "(call: the side that holds three or four)"
            ),
            "hEW4 call:EW",
            also="callEW, call",
            games=("long_whist",),
        ),
        _dealer("9 dE"),
        _NEW,
    ),
    {"short_whist": "9 hNS3", "long_whist": "9 hNS3", "american_whist": "9"},
)

BRIDGE_WHIST: Final = Table(
    "bridge_whist",
    "Bridge whist",
    ("bridge_whist",),
    (
        Row("declaration", "H", N_("declaration"), N_("the declaration: S, C, D, H or NT"), "H 9"),
        Row(
            "partner",
            "p",
            N_("made by partner"),
            N_("the dealer passed the make to his partner (made by the dealer otherwise)"),
            "S p 8",
        ),
        Row(
            "doubles",
            "x2",
            N_("doublings"),
            N_("doubled twice (x once, x3 three times …)"),
            "H x2 9",
            also="xx",
        ),
        Row(
            "tricks",
            "9",
            N_("tricks"),
            N_("the dealer's side won nine tricks, the adversaries the rest"),
            "NT 9",
        ),
        Row(
            "honours",
            "hN3",
            N_("honours"),
            N_("North held three honours, one token per seat (hN3S1 for two seats)"),
            "H 9 hN3 hS1 hE1",
        ),
        Row(
            "void",
            "vW",
            N_("void"),
            N_("West void of trumps (vNS: North and South)"),
            "H 9 hN3 hS1 hE1 vW",
        ),
        Row(
            "revoke",
            "rE:tricks",
            N_("revoke"),
            N_(
                "a revoke by East, the adversaries taking three tricks (or :deduct, :add; t, d, a "
                "for short); under the New York code rE, three tricks pass"
            ),
            "H 9 rE:tricks",
            also="rE:t, rEt",
        ),
        _dealer("H 9 dE", N_("the rotation's dealer")),
        _NEW,
    ),
    {"bridge_whist": "H p x2 9 hN3 hS1 hE1"},
)

_CONTRACT_HEAD: Final = (
    Row(
        "contract",
        "3HX",
        N_("contract"),
        N_("the contract: level 1–7, strain C D H S NT (N for short), X doubled or XX redoubled"),
        "3HX S 8",
    ),
    Row("declarer", "S", N_("declarer"), N_("the declarer: N, E, S or W"), "3HX S 8"),
    Row("tricks", "8", N_("tricks"), N_("the declarer's side won eight tricks (0–13)"), "3HX S 8"),
    Row(
        "relative",
        "=",
        N_("made"),
        N_("made exactly; +1 one overtrick, -2 two down"),
        "4S N +1",
    ),
)

AUCTION: Final = Table(
    "auction",
    "Auction bridge",
    ("auction",),
    (
        Row(
            "contract",
            "3HX",
            N_("contract"),
            N_(
                "the contract: level 1–7, strain C D H S NT (N for short; RS royal spades in the "
                "1912 and 1913 codes), X doubled or XX redoubled"
            ),
            "3HX S 8",
        ),
        *_CONTRACT_HEAD[1:],
        Row(
            "honours",
            "hS4",
            N_("honours"),
            N_("South held four honours, one token per seat (hS4N1 for two seats)"),
            "4S N = hS4 hN1",
        ),
        Row(
            "void",
            "vW",
            N_("void"),
            N_("West void of trumps, where the code counts chicane (vWE: West and East)"),
            "2H S 8 vW",
            code="portland_1914",
        ),
        Row(
            "revoke",
            "rW:tricks",
            N_("revoke"),
            N_(
                "a revoke by West, the declarer taking the tricks (rW:points the points, rWp for "
                "short); rS a revoke without a choice"
            ),
            "3HX S 7 rW:tricks",
            also="rW:t, rWt",
        ),
        _dealer("3HX S 8 dE"),
        Row(
            "pass",
            "pass",
            "",
            N_("all four passed, where the code lets the dealer pass"),
            "pass",
            also="p, passed, passout",
            code="portland_1914",
        ),
        _NEW,
    ),
    {"auction": "3HX S 8 hS4 hN1"},
)

CONTRACT: Final = Table(
    "contract",
    "Contract bridge and Chicago",
    ("contract", "chicago"),
    (
        *_CONTRACT_HEAD,
        Row(
            "honours",
            "hN4",
            N_("honours"),
            N_("North held four honours (a hand with four or five counts; hN4S1 for two seats)"),
            "4S N = hN4",
        ),
        Row(
            "revoke",
            "rW:2",
            N_("revoke"),
            N_("a revoke by West, two tricks transferred"),
            "4S N 9 rW:2",
            also="rW2",
        ),
        _dealer("3HX S 8 dE"),
        Row("pass", "pass", "", N_("all four passed"), "pass", also="p, passed, passout"),
        _NEW,
    ),
    {"contract": "3HX S 8", "chicago": "3HX S 8"},
)

TABLES: Final[tuple[Table, ...]] = (WHIST, BRIDGE_WHIST, AUCTION, CONTRACT)
_TABLE_OF: Final = {game: t for t in TABLES for game in t.games}


def table_of(game: str) -> Table:
    """The table of ``game`` (``KeyError`` for a game without quick entry)."""
    return _TABLE_OF[game]


# -- rendering the tables: the window's hint, the F1 help, the README --------------------------


@dataclass(frozen=True, slots=True)
class HelpRow:
    """One row of a game's token table as the help shows it (plain data, no markup)."""

    token: str
    also: str
    meaning: str
    example: str


def help_rows(game: str) -> tuple[HelpRow, ...]:
    """The tokens ``game`` takes, with their meaning and an example line.

    >>> help_rows("american_whist")[1]
    HelpRow(token='rEW', also='r:EW', meaning='a revoke by EW, two tricks pass', example='8 rEW')
    """
    rows = table_of(game).rows_for(game)
    return tuple(HelpRow(r.token, r.also, r.meaning, r.example) for r in rows)


def hint(game: str) -> str:
    """One line on the quick entry of ``game``, for the window's hint under the entry: a
    :class:`~scorepad.i18n.Text` (English, said again in another language with ``say``).

    >>> hint("american_whist")
    "e.g. '9' · 9 NS tricks · rEW revoke · dE dealer · new"
    """
    table = table_of(game)
    words = [
        join(" ", [r.token, Text(r.short)]) if r.short else r.token for r in table.rows_for(game)
    ]
    return join(" · ", [Text("e.g. {line}", line=repr(table.samples[game])), *words])


#: The games of a family whose rows differ, as the README's table names them.
GAME_WORDS: Final = {
    "short_whist": "short whist",
    "long_whist": "long whist",
    "american_whist": "American whist",
}


def markdown_table(table: Table) -> str:
    """The README's table of one family (the README test holds the README to it). A row that
    only some of the family's games take says which; each game's own help (:func:`help_rows`)
    lists its rows alone, with no word of the others."""
    lines = ["| token | meaning | example |", "|---|---|---|"]
    for r in table.rows:
        also = f" (also {_ticked(r.also)})" if r.also else ""
        only = ""
        if r.games and set(r.games) != set(table.games):
            words = [GAME_WORDS.get(g, g) for g in r.games]
            if len(words) > 1 and all(w.endswith(" whist") for w in words):
                words = [w.removesuffix(" whist") for w in words[:-1]] + words[-1:]
            only = f" — {' and '.join(words)} only"
        lines.append(f"| `{r.token}`{also} | {r.meaning}{only} | `{r.example}` |")
    return "\n".join(lines)


def _ticked(also: str) -> str:
    """``"r:EW:add, rEW:a"`` → ``"`r:EW:add`, `rEW:a`"``."""
    return re.sub(r"(^|[,;] )([^ ,;]+)", r"\1`\2`", also)


# -- reading a line --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str
    text: str  # as typed, for the messages
    match: re.Match[str]


class _Line:
    """The tokens of one line, each read as a kind the game's table has."""

    def __init__(self, game: str, text: object, deal: int | None) -> None:
        self.deal = deal
        if not isinstance(text, str):
            raise self.bad(Text("expected a line of text"))
        table = table_of(game)
        kinds = [KINDS[k] for k in table.kinds_for(game)]
        self.tokens = [self._lex(word, kinds, game) for word in text.split()]

    def bad(self, message: str) -> InvalidEntryError:
        return InvalidEntryError([Problem(self.deal, "shorthand", message)])

    def _lex(self, word: str, kinds: list[Kind], game: str) -> _Token:
        up = word.upper()
        for kind in kinds:
            if m := kind.pattern.fullmatch(up):
                return _Token(kind.name, word, m)
        for kind in KINDS.values():
            if kind.pattern.fullmatch(up):
                raise self.bad(
                    Text(
                        "{token}: {noun} is not part of this game's quick entry",
                        token=repr(word),
                        noun=kind.noun,
                    )
                )
        takes = ", ".join(r.token for r in table_of(game).rows_for(game))
        raise self.bad(
            Text(
                "{token} is not understood; this game takes {takes}", token=repr(word), takes=takes
            )
        )

    def every(self, kind: str) -> list[_Token]:
        return [t for t in self.tokens if t.kind == kind]

    def one(self, kind: str, twice: str) -> _Token | None:
        """The token of ``kind``, if any; two of them is a mistake, said by ``twice`` (a
        message marked with ``N_``, its ``{token}`` the second one)."""
        found = self.every(kind)
        if len(found) > 1:
            raise self.bad(Text(twice, token=repr(found[1].text)))
        return found[0] if found else None

    def number(self, kind: str, twice: str, beyond: str, most: int) -> int | None:
        """The number of the token of ``kind``, if any; ``beyond`` says one over ``most``."""
        tok = self.one(kind, twice)
        if tok is None:
            return None
        n = int(tok.match[0])
        if n > most:
            raise self.bad(Text(beyond, token=repr(tok.text), most=most))
        return n

    def dealer(self) -> str | None:
        tok = self.one("dealer", N_("{token}: the dealer is given twice"))
        return None if tok is None else tok.match[1]

    def alone(self, *kinds: str) -> _Token | None:
        """A token of ``kinds`` (``new``, ``pass``) that takes nothing else but the dealer."""
        head = next((t for t in self.tokens if t.kind in kinds), None)
        if head is not None:
            for t in self.tokens:
                if t is not head and t.kind != "dealer":
                    raise self.bad(
                        Text(
                            "{token}: {head} takes nothing else but the dealer (dE)",
                            token=repr(t.text),
                            head=repr(head.text),
                        )
                    )
        return head

    def seats(self, kind: str, twice: str) -> dict[str, str]:
        """Per seat, the count the tokens of ``kind`` give it (``""`` for a void); a seat named
        twice is a mistake, said by ``twice`` (its ``{token}`` and ``{seat}``)."""
        out: dict[str, str] = {}
        for tok in self.every(kind):
            for seat, count in re.findall(r"([NESW])(\d?)", tok.match[1]):
                if seat in out:
                    raise self.bad(Text(twice, token=repr(tok.text), seat=seat))
                out[seat] = count
        return out


def token_kind(game: str, word: str) -> str:
    """What kind of token ``word`` is in ``game`` (``InvalidEntryError`` if it is none).

    >>> token_kind("contract", "rW2"), token_kind("bridge_whist", "@E")
    ('revoke', 'dealer')
    """
    (token,) = _Line(game, word, None).tokens
    return token.kind


_PENALTY: Final = {
    "A": "add",
    "ADD": "add",
    "D": "deduct",
    "DEDUCT": "deduct",
    "T": "tricks",
    "TRICKS": "tricks",
    "P": "points",
    "POINTS": "points",
}


def _revokes(
    line: _Line, by_side: bool, penalties: tuple[str, ...], counts: bool
) -> list[dict[str, Any]]:
    """The revokes of the line: who (a seat, or in whist a side) and what was taken for it.

    ``penalties`` are the words the game reads (empty: none), ``counts`` whether a number of
    tricks transferred is written instead (contract, Chicago).
    """
    out: list[dict[str, Any]] = []
    for tok in line.every("revoke"):
        by, what = tok.match[1], tok.match[2]
        if by_side != (len(by) == 2):
            by_whom = (
                N_("{token}: a revoke is by a side, NS or EW")
                if by_side
                else N_("{token}: a revoke is by a seat, N, E, S or W")
            )
            raise line.bad(Text(by_whom, token=repr(tok.text)))
        revoke: dict[str, Any] = {"by": by}
        if what is None:
            pass
        elif what.isdigit() and counts:
            revoke["tricks"] = int(what)
        elif _PENALTY.get(what) in penalties:
            revoke["penalty"] = _PENALTY[what]
        else:
            token = repr(tok.text)
            if counts:
                said = Text(
                    "{token}: a revoke here takes the number of tricks transferred, as in rW:2",
                    token=token,
                )
            elif penalties:
                takes = ", ".join(f":{p}" for p in penalties)
                said = Text("{token}: a revoke here takes {takes}", token=token, takes=takes)
            else:
                said = Text("{token}: a revoke here takes no penalty word", token=token)
            raise line.bad(said)
        out.append(revoke)
    return out


def _whist(line: _Line, game: str, context: Mapping[str, Any]) -> dict[str, Any]:
    deal: dict[str, Any] = {}
    dealer = line.dealer()
    if dealer is not None:
        deal["dealer"] = dealer
    if line.alone("new"):
        return {"new_deal": True, **deal}
    tricks = line.number(
        "tricks", N_("{token}: tricks given twice"), N_("{token}: tricks are 0 to {most}"), 13
    )
    if tricks is not None:
        deal["tricks"] = {"NS": tricks, "EW": 13 - tricks}
    honours = _side_honours(line)
    if honours is not None:
        deal["honours"] = honours
    american = game == "american_whist"
    revokes = _revokes(line, True, () if american else ("add", "deduct", "tricks"), False)
    if not american and any("penalty" not in r for r in revokes):
        raise line.bad(
            Text(
                "{token}: say the penalty: rEW:add, rEW:deduct or rEW:tricks",
                token=repr(line.every("revoke")[0].text),
            )
        )
    if revokes:
        deal["revokes"] = revokes
    call = _call(line, honours)
    if call is not None:
        deal["call"] = call
    elif tricks is None:
        raise line.bad(Text("give the tricks won by NS, e.g. '9 hNS3'"))
    return deal


def _side_honours(line: _Line) -> dict[str, int] | None:
    tok = line.one("side_honours", N_("{token}: honours given twice"))
    if tok is None:
        return None
    m = tok.match
    side, n = (m[1], int(m[2])) if m[1] else ("EW" if m[3] == "T" else "NS", int(m[4]))
    if n > 4:
        raise line.bad(Text("{token}: a side holds at most 4 honours", token=repr(tok.text)))
    ns = n if side == "NS" else 4 - n
    return {"NS": ns, "EW": 4 - ns}


def _call(line: _Line, honours: dict[str, int] | None) -> str | None:
    tok = line.one("call", N_("{token}: the call is given twice"))
    if tok is None:
        return None
    if tok.match[1]:
        return str(tok.match[1])
    side = next((s for s, n in (honours or {}).items() if n >= 3), None)
    if side is None:
        raise line.bad(
            Text("{token}: a call needs three or four honours (hNS3, hEW4 …)", token=repr(tok.text))
        )
    return side


def _bridge_whist(line: _Line, game: str, context: Mapping[str, Any]) -> dict[str, Any]:
    dealer = line.dealer() or str(context.get("dealer") or "N")
    if line.alone("new"):
        return {"dealer": dealer, "new_deal": True}
    declaration = line.one("declaration", N_("{token}: a declaration is given twice"))
    if declaration is None:
        raise line.bad(Text("no declaration (S, C, D, H or NT)"))
    line.one("partner", N_("{token}: p is given twice"))
    doubles = line.one("doubles", N_("{token}: the doublings are given twice"))
    deal: dict[str, Any] = {
        "dealer": dealer,
        "maker": "partner" if line.every("partner") else "dealer",
        "declaration": declaration.match[0],
        "doubles": 0 if doubles is None else len(doubles.match[1] or "") or int(doubles.match[2]),
    }
    tricks = line.number(
        "tricks",
        N_("{token}: the dealer's side's tricks given twice"),
        N_("{token}: the dealer's side's tricks are 0 to {most}"),
        13,
    )
    if tricks is not None:
        side = _SIDE_OF[dealer]
        deal["tricks"] = {side: tricks, _OTHER[side]: 13 - tricks}
    elif not (context.get("spade_convention") is True and deal["declaration"] == "S"):
        raise line.bad(Text("no tricks: give the dealer's side's tricks (0–13)"))
    elif deal["doubles"]:
        raise line.bad(Text("no tricks: a doubled spade make is played; give the tricks (0–13)"))
    _seat_extras(line, deal, ("tricks", "deduct", "add"), False)
    return deal


def _seat_extras(
    line: _Line, deal: dict[str, Any], penalties: tuple[str, ...], counts: bool
) -> None:
    """Honours, voids and revokes by seat, the bridge games' tokens after the contract."""
    honours = line.seats("honours", N_("{token}: honours of {seat} given twice"))
    if honours:
        deal["honours"] = {seat: int(n) for seat, n in honours.items()}
    voids = list(line.seats("void", N_("{token}: the void of {seat} given twice")))
    if voids:
        deal["voids"] = voids
    revokes = _revokes(line, False, penalties, counts)
    if revokes:
        deal["revokes"] = revokes


def _contract(line: _Line, game: str, context: Mapping[str, Any]) -> dict[str, Any]:
    deal: dict[str, Any] = {}
    dealer = line.dealer()
    if dealer is not None:
        deal["dealer"] = dealer
    head = line.alone("pass", "new")
    if head is not None:
        deal["passed_out" if head.kind == "pass" else "new_deal"] = True
        return deal
    contract = _read_contract(line)
    declarer = line.one("declarer", N_("{token}: the declarer is given twice"))
    if declarer is None:
        raise line.bad(
            Text("{token}: the declarer is missing: give N, E, S or W", token=repr(contract.text))
        )
    deal.update(
        declarer=declarer.match[0],
        contract=str(Contract.parse(contract.text)),
        result=_result(line, Contract.parse(contract.text), f"{contract.text} {declarer.text}"),
    )
    auction = game == "auction"
    _seat_extras(line, deal, ("points", "tricks") if auction else (), not auction)
    return deal


def _read_contract(line: _Line) -> _Token:
    tok = line.one("contract", N_("{token}: the contract is given twice"))
    if tok is None:
        if not line.tokens or all(t.kind == "dealer" for t in line.tokens):
            raise line.bad(Text("empty; write for example 3HX S 8, 4S N =, or pass"))
        raise line.bad(Text("no contract: start with one such as 3HX (level, strain, X or XX)"))
    try:
        Contract.parse(tok.text)
    except InvalidEntryError as e:
        raise line.bad(e.problems[0].message) from None
    return tok


def _result(line: _Line, contract: Contract, head: str) -> int:
    found = line.every("tricks") + line.every("relative")
    if not found:
        raise line.bad(
            Text("{head} needs the tricks: a number 0 to 13, = , +n or -n", head=repr(head))
        )
    if len(found) > 1:
        raise line.bad(Text("{token}: the tricks given twice", token=repr(found[1].text)))
    text = found[0].text
    if text == "=":
        return contract.tricks_needed
    result = contract.tricks_needed + int(text) if text[0] in "+-" else int(text)
    if not 0 <= result <= 13:
        values = {"contract": str(contract), "n": text[1:], "result": result}
        if text[0] == "+":
            said = Text("{contract} up {n} would be {result} tricks: a side wins 0 to 13", **values)
        elif text[0] == "-":
            said = Text(
                "{contract} down {n} would be {result} tricks: a side wins 0 to 13", **values
            )
        else:
            said = Text("{result} tricks: a side wins 0 to 13", result=result)
        raise line.bad(said)
    return result


_ASSEMBLE: Final[dict[str, Callable[[_Line, str, Mapping[str, Any]], dict[str, Any]]]] = {
    "whist": _whist,
    "bridge_whist": _bridge_whist,
    "auction": _contract,
    "contract": _contract,
}


def parse_line(
    game: str,
    text: str,
    *,
    deal: int | None = None,
    dealer: str | None = None,
    spade_convention: bool = False,
) -> dict[str, Any]:
    """One line of quick entry in ``game`` → a deal record in the rubber format.

    ``deal`` is the deal's number for the messages; bridge whist needs the ``dealer`` in turn
    (its tricks are the dealer's side's, and the record names the dealer) and whether the
    ``spade_convention`` lets an undoubled spade make go unplayed. Raises
    :class:`InvalidEntryError` (field ``shorthand``) naming the token at fault.

    >>> parse_line("auction", "pass dE")
    {'dealer': 'E', 'passed_out': True}
    >>> parse_line("contract", "3HX S")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: shorthand: '3HX S' needs the tricks: ...
    """
    line = _Line(game, text, deal)
    if not line.tokens:
        raise line.bad(_empty(game))
    context = {"dealer": dealer, "spade_convention": spade_convention}
    return _ASSEMBLE[table_of(game).family](line, game, context)


def _empty(game: str) -> Text:
    """The refusal of an empty line, with the game's first examples."""
    examples = list(dict.fromkeys(r.example for r in table_of(game).rows_for(game)))[:3]
    if len(examples) == 1:
        either: str = examples[0]
    elif len(examples) == 2:
        either = Text("{a} or {b}", a=examples[0], b=examples[1])
    else:
        either = Text("{a} or {b} or {c}", a=examples[0], b=examples[1], c=examples[2])
    return Text("empty; write for example {examples}", examples=either)


# -- writing a line ----------------------------------------------------------------------------


def print_line(game: str, deal: Mapping[str, Any]) -> str:
    """A deal record as the grammar writes it; :func:`parse_line` reads it back to the same record.

    >>> print_line("contract", {"dealer": "E", "declarer": "S", "contract": "4s", "result": 11,
    ...                         "honours": {"S": 4, "N": 1}, "revokes": [{"by": "W", "tricks": 1}]})
    '4S S +1 hS4 hN1 rW:1 dE'
    >>> print_line("bridge_whist", {"dealer": "W", "maker": "dealer", "declaration": "NT",
    ...                             "doubles": 1, "tricks": {"NS": 4, "EW": 9}})
    'NT x 9 dW'
    """
    family = table_of(game).family
    try:
        words = _PRINT[family](deal)
    except (KeyError, TypeError, ValueError, InvalidEntryError) as e:
        why = join("\n", [_said(p) for p in e.problems]) if isinstance(e, RecordError) else str(e)
        raise InvalidEntryError.one(
            None, "shorthand", Text("this deal cannot be written: {why}", why=why)
        ) from None
    if deal.get("dealer"):
        words.append(f"d{deal['dealer']}")
    return " ".join(words)


def _said(problem: Problem) -> str:
    """A problem as ``str(problem)`` writes it, in words that can be said again."""
    if problem.deal is None:
        return Text("{field}: {message}", field=problem.field, message=problem.message)
    return Text(
        "deal {n}: {field}: {message}", n=problem.deal, field=problem.field, message=problem.message
    )


def _print_revokes(deal: Mapping[str, Any]) -> list[str]:
    out = []
    for r in deal.get("revokes") or ():
        what = r.get("penalty", r.get("tricks"))
        out.append(f"r{r['by']}" + ("" if what is None else f":{what}"))
    return out


def _print_whist(deal: Mapping[str, Any]) -> list[str]:
    if deal.get("new_deal"):
        return ["new"]
    words = [str(deal["tricks"]["NS"])] if deal.get("tricks") else []
    if deal.get("honours"):
        words.append(f"hNS{deal['honours']['NS']}")
    words += _print_revokes(deal)
    if deal.get("call"):
        words.append(f"call:{deal['call']}")
    return words


def _print_seats(deal: Mapping[str, Any]) -> list[str]:
    words = [f"h{seat}{n}" for seat, n in (deal.get("honours") or {}).items()]
    words += [f"v{seat}" for seat in deal.get("voids") or ()]
    return words + _print_revokes(deal)


def _print_bridge_whist(deal: Mapping[str, Any]) -> list[str]:
    if deal.get("new_deal"):
        return ["new"]
    words = [str(deal["declaration"])]
    if deal.get("maker") == "partner":
        words.append("p")
    doubles = int(deal.get("doubles") or 0)
    if doubles:
        words.append("x" if doubles == 1 else f"x{doubles}")
    if deal.get("tricks"):
        words.append(str(deal["tricks"][_SIDE_OF[deal["dealer"]]]))
    return words + _print_seats(deal)


def _print_contract(deal: Mapping[str, Any]) -> list[str]:
    if deal.get("passed_out"):
        return ["pass"]
    if deal.get("new_deal"):
        return ["new"]
    contract = Contract.parse(deal["contract"])
    diff = int(deal["result"]) - contract.tricks_needed
    words = [str(contract), str(deal["declarer"]), "=" if diff == 0 else f"{diff:+d}"]
    return words + _print_seats(deal)


_PRINT: Final[dict[str, Callable[[Mapping[str, Any]], list[str]]]] = {
    "whist": _print_whist,
    "bridge_whist": _print_bridge_whist,
    "auction": _print_contract,
    "contract": _print_contract,
}


if __name__ == "__main__":  # python -m scorepad.records.quick_entry: the README's tables
    for _table in TABLES:
        sys.stdout.write(f"{_table.title}:\n\n{markdown_table(_table)}\n\n")
