"""The limits on what the app accepts, in one Qt-free place (bad input is refused).

Import, the command line, the window and the table-entry server all check their input here, so a
value refused by one is refused by all, with the same words. Each limit has two bounds:

- a **hard** bound: beyond it the value is refused with :class:`~scorepad.errors.InvalidEntryError`
  (the command line exits 2, the window shows the message beside the field);
- a **soft** bound: beyond it the value is accepted, but the window asks first
  (:func:`stake_needs_confirmation`).

============================  =============================  ============================
limit                         hard bound (refused)           soft bound (the window asks)
============================  =============================  ============================
stake amount                  finite, 0 ≤ amount ≤ 10,000    amount > 100
stake ``per``                 whole, 1 ≤ per ≤ 10^9          —
a player's name               60 characters                  —
a label (table, …)            40 characters                  —
every whole number            magnitude ≤ 10^9               —
money one rubber settles      magnitude ≤ 10^9 a player      —
JSON nesting                  32 levels                      —
a date                        exactly ``YYYY-MM-DD``         —
============================  =============================  ============================

The stake amount is money per ``per`` points (score-format.md: ``{"amount": 0.5, "per": 100}``),
so the bound is 10,000 units of the currency per stake unit.

Every message names the field as a person would (the caller passes ``"South"`` or ``"table"``, not
``players.S``) and quotes at most a short piece of a bad value (:func:`shown`), so a 10 MB value
gives a short line.

Wiring, e.g. in ``Rubber.from_json``::

    try:
        name = clean_name(raw, "South", NAME_LIMIT)
    except InvalidEntryError as e:
        problems.extend(e.problems)
"""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import Any

from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text

#: The largest stake amount accepted (hard bound) and the largest taken without asking (soft).
STAKE_MAX = 10_000
STAKE_ASK_ABOVE = 100
#: A player's name, and a label such as a table's, at most this many characters after trimming.
NAME_LIMIT = 60
LABEL_LIMIT = 40
#: A drive's title: a line or two of description ("Spring whist drive in aid of the Lifeboat Fund,
#: four tables, progressive"); a bound against a 100 KB title, not a style.
TITLE_LIMIT = 1000
#: Every whole number in a record or request is at most this in magnitude.
INT_LIMIT = 10**9
#: The money one rubber settles, per player, is at most this in magnitude (so an evening's
#: balances, as floats, stay exact to far below a penny).
MONEY_LIMIT = 10**9
#: JSON is nested at most this deep (``[[1]]`` is 2 deep).
JSON_DEPTH_LIMIT = 32
#: How many characters of a bad value a message quotes.
QUOTE_LIMIT = 20

# Characters that are there without being seen, beyond the categories refused below
# (Default_Ignorable_Code_Point fillers that unicodedata files as letters or marks).
_INVISIBLE = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")
# Cc control, Cf format (zero-width, BOM, bidi overrides and isolates, soft hyphen),
# Cs lone surrogate, Zl/Zp line and paragraph separators.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A short quotation of a value for a message: at most ``limit`` characters of it, then "…".

    >>> shown("Mrs Grey")
    "'Mrs Grey'"
    >>> shown("x" * 10_000_000)
    "'xxxxxxxxxxxxxxxxxxxx…'"
    >>> shown(1e400), shown(True), shown(None)
    ('inf', 'true', 'null')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        cut = value[:limit]
        while len(repr(cut)) > limit + 2:  # escapes (\x1f, \U000101fe) count as they print
            cut = cut[:-1]
        text = repr(cut)
        return text[:-1] + "…" + text[-1] if cut != value else text
    if isinstance(value, int) and abs(value) >= 10**limit:
        # str() of a huge int is slow, and refused beyond 4,300 digits.
        return Text("a number of more than {limit} digits", limit=limit)
    if isinstance(value, dict):
        return Text("an object")
    if isinstance(value, list):
        return Text("a list")
    text = str(value)
    return text if len(text) <= limit else text[:limit] + "…"


def grouped(n: int) -> Text:
    """A bound as the source writes it, its thousands grouped ("10,000"), by locale in the
    others (the catalogues give ``{n:,}`` as ``{n}``, said as the language writes a number)."""
    return Text("{n:,}", n=n)


def _thousands() -> Text:
    """:data:`STAKE_MAX` as the source writes it ("10,000"), by locale in the others."""
    return grouped(STAKE_MAX)


def _refuse(field: str, message: str, deal: int | None = None) -> InvalidEntryError:
    return InvalidEntryError.one(deal, field, message)


# -- numbers ------------------------------------------------------------------------------------
def check_int(
    value: object,
    field: str,
    *,
    low: int = -INT_LIMIT,
    high: int = INT_LIMIT,
    deal: int | None = None,
) -> int:
    """A whole number within ``low``…``high`` (by default ±10^9), else :class:`InvalidEntryError`.

    >>> check_int(7, "tricks")
    7
    >>> check_int(10**400, "score")
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: score: a number of more than 20 digits is beyond 1000000000
    >>> check_int(0, "stake per", low=1)
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: stake per: 0 is below 1
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise _refuse(field, Text("expected a whole number, got {value}", value=shown(value)), deal)
    if value > high:
        raise _refuse(field, Text("{value} is beyond {high}", value=shown(value), high=high), deal)
    if value < low:
        raise _refuse(field, Text("{value} is below {lo}", value=shown(value), lo=low), deal)
    return value


def check_stake(value: object, field: str = "stake", *, deal: int | None = None) -> float | Decimal:
    """A stake amount: a finite number, 0 ≤ amount ≤ :data:`STAKE_MAX`; else InvalidEntryError.

    Numbers come back as they were (an int stays an int, so the JSON does not change); text, as
    the window's field holds it, is read as a :class:`~decimal.Decimal`.

    >>> check_stake(0.5), check_stake(2), check_stake("0.25")
    (0.5, 2, Decimal('0.25'))
    >>> check_stake(float("inf"))
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: stake: expected a finite amount, got inf
    >>> check_stake(-1, "Stake")
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: Stake: -1 is below 0
    >>> check_stake(1e6)
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: stake: 1000000.0 is more than 10,000
    """
    number: float | Decimal
    wrong = Text("expected an amount such as 0.5, got {value}", value=shown(value))
    if isinstance(value, str):
        try:
            number = Decimal(value.strip())
        except InvalidOperation:
            raise _refuse(field, wrong, deal) from None
    elif isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise _refuse(field, wrong, deal)
    else:
        number = value
    if isinstance(number, int):
        # Compared as an int: float() of a 400-digit int overflows.
        finite = True
    elif isinstance(number, Decimal):
        finite = number.is_finite()
    else:
        finite = math.isfinite(number)
    if not finite:
        raise _refuse(
            field, Text("expected a finite amount, got {value}", value=shown(value)), deal
        )
    if number < 0:
        raise _refuse(field, Text("{value} is below 0", value=shown(value)), deal)
    if number > STAKE_MAX:
        raise _refuse(
            field, Text("{value} is more than {most}", value=shown(value), most=_thousands()), deal
        )
    return number


def check_stake_per(value: object, field: str = "stake per", *, deal: int | None = None) -> int:
    """The points a stake is quoted per: a whole number from 1 to 10^9.

    >>> check_stake_per(100)
    100
    >>> check_stake_per(1.5)
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: stake per: expected a whole number, got 1.5
    """
    return check_int(value, field, low=1, deal=deal)


def stake_needs_confirmation(value: float | Decimal) -> bool:
    """Whether the window asks before accepting this (already checked) stake amount.

    >>> stake_needs_confirmation(0.5), stake_needs_confirmation(100), stake_needs_confirmation(250)
    (False, False, True)
    """
    return value > STAKE_ASK_ABOVE


# -- names and labels ---------------------------------------------------------------------------
def _unseen(ch: str) -> str | None:
    """What is wrong with one character of a name, or None."""
    if ch == "\x00":
        return Text("a NUL character")
    category = unicodedata.category(ch)
    if category == "Cc":
        return Text("a control character ({code})", code=f"U+{ord(ch):04X}")
    if 0x202A <= ord(ch) <= 0x202E or 0x2066 <= ord(ch) <= 0x2069 or ch in "\u200e\u200f\u061c":
        return Text("a text-direction control ({code})", code=f"U+{ord(ch):04X}")
    if category in _REFUSED_CATEGORIES or ch in _INVISIBLE:
        return Text("an invisible character ({code})", code=f"U+{ord(ch):04X}")
    return None


def clean_name(
    text: object,
    field: str,
    limit: int = NAME_LIMIT,
    *,
    required: bool = True,
    deal: int | None = None,
) -> str:
    """A name or label with its leading and trailing spaces trimmed; else InvalidEntryError.

    Refused: anything but text; an empty name (unless ``required`` is false, which gives "");
    more than ``limit`` characters; NUL, control characters, bidi overrides and isolates, and
    invisible characters (zero-width spaces and joiners, the BOM, line separators, fillers).

    >>> clean_name("  Mrs Grey ", "South")
    'Mrs Grey'
    >>> clean_name("Mrs\\u202eGrey", "South")
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: South: a text-direction control (U+202E) at character 4
    >>> clean_name("x" * 10_000_000, "table", LABEL_LIMIT)
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: table: 'xxxxxxxxxxxxxxxxxxxx…' is longer than 40 characters
    >>> clean_name("   ", "table", LABEL_LIMIT, required=False)
    ''
    """
    if not isinstance(text, str):
        raise _refuse(field, Text("expected text, got {value}", value=shown(text)), deal)
    name = text.strip()
    if not name:
        if required:
            raise _refuse(
                field, Text("expected a name") if text == "" else Text("only spaces"), deal
            )
        return ""
    if len(name) > limit:
        raise _refuse(
            field,
            Text("{value} is longer than {limit} characters", value=shown(name), limit=limit),
            deal,
        )
    for i, ch in enumerate(name, 1):
        wrong = _unseen(ch)
        if wrong:
            raise _refuse(field, Text("{what} at character {i}", what=wrong, i=i), deal)
    return name


# -- dates --------------------------------------------------------------------------------------
def check_date(text: object, field: str = "date", *, deal: int | None = None) -> str:
    """A date written exactly ``YYYY-MM-DD`` that is a real day; else InvalidEntryError.

    >>> check_date("2026-11-20")
    '2026-11-20'
    >>> check_date("20261120", "played on")
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: played on: '20261120' is not a date such as "2026-11-29"
    >>> check_date("2026-02-30")
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: date: '2026-02-30' is not a day of the calendar
    """
    if not isinstance(text, str) or not _DATE.fullmatch(text):
        raise _refuse(
            field, Text('{value} is not a date such as "2026-11-29"', value=shown(text)), deal
        )
    try:
        dt.date.fromisoformat(text)
    except ValueError:
        not_a_day = Text("{value} is not a day of the calendar", value=shown(text))
        raise _refuse(field, not_a_day, deal) from None
    return text


# -- whole records ------------------------------------------------------------------------------
_SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


def _key(key: object) -> str:
    if not isinstance(key, str):
        return shown(key)
    return key if len(key) <= QUOTE_LIMIT else key[:QUOTE_LIMIT] + "…"


def check_values(obj: object, *, deal: int | None = None, field: str = "") -> list[Problem]:
    """Every number in a JSON-like value within the bounds, and its nesting within
    :data:`JSON_DEPTH_LIMIT`: for values that did not come through :mod:`scorepad.records.jsonio`
    (the
    window's forms, a request already parsed). Iterative, so any depth is safe to ask about.

    >>> check_values({"tricks": {"NS": 7, "EW": 6}})
    []
    >>> for p in check_values({"result": 10**12, "revokes": [float("nan")]}, deal=2):
    ...     print(p)
    deal 2: result: 1000000000000 is beyond 1000000000
    deal 2: revokes[0]: expected a finite number, got nan
    """
    problems: list[Problem] = []
    stack: list[tuple[object, str, int]] = [(obj, field, 0)]
    while stack:
        value, where, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth >= JSON_DEPTH_LIMIT:
                deep = Text("nested more than {limit} deep", limit=JSON_DEPTH_LIMIT)
                problems.append(Problem(deal, where, deep))
                continue
            stack.extend((v, name, depth + 1) for name, v in reversed(_members(value, where)))
        else:
            problems.extend(_leaf_problems(value, where, deal))
    return problems


def _members(value: dict[Any, Any] | list[Any], where: str) -> list[tuple[str, object]]:
    """The members of an object or a list, each with its field name under ``where``."""
    if isinstance(value, dict):
        return [(f"{where}.{_key(k)}" if where else _key(k), v) for k, v in value.items()]
    return [(f"{where}[{i}]", v) for i, v in enumerate(value)]


def _leaf_problems(value: object, where: str, deal: int | None) -> list[Problem]:
    """What is wrong with one scalar of a JSON-like value: a whole number beyond the bounds, a
    float not finite or beyond :data:`INT_LIMIT`; nothing for any other scalar."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return []
    if isinstance(value, int):
        try:
            check_int(value, where, deal=deal)
        except InvalidEntryError as e:
            return list(e.problems)
    elif isinstance(value, float):
        if not math.isfinite(value):
            finite = Text("expected a finite number, got {value}", value=shown(value))
            return [Problem(deal, where, finite)]
        if abs(value) > INT_LIMIT:
            beyond = Text("{value} is beyond {high}", value=shown(value), high=INT_LIMIT)
            return [Problem(deal, where, beyond)]
    return []


def clean_header(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A rubber record (``scorepad-rubber/1`` JSON) with its own fields checked against the
    limits and its names trimmed; :class:`InvalidEntryError` with every problem found.

    Checks the players' names (named ``North`` … ``West``), the table label, the date and the
    stake, when they have the right type; leaves everything else (and every type error) to
    ``Rubber.from_json``. Wiring: at the
    top of ``Rubber.from_json``, ``obj = clean_header(obj)`` when ``obj`` is a dict.

    >>> clean_header({"game": "contract", "players": {"S": " Mrs Grey "}, "table": "Table 1 "})
    {'game': 'contract', 'players': {'S': 'Mrs Grey'}, 'table': 'Table 1'}
    >>> clean_header({"played_on": "20261120", "stake": {"amount": float("inf")}})
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: date: '20261120' is not a date such as "2026-11-29"
    stake: expected a finite amount, got inf
    """
    out = dict(raw)
    problems: list[Problem] = []

    def take(call: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return call(*args, **kwargs)
        except InvalidEntryError as e:
            problems.extend(e.problems)
            return None

    players = raw.get("players")
    if isinstance(players, dict):
        cleaned = dict(players)
        for seat, name in players.items():
            if isinstance(seat, str) and isinstance(name, str):
                cleaned[seat] = take(clean_name, name, _SEAT_NAMES.get(seat, seat), NAME_LIMIT)
        out["players"] = cleaned
    if isinstance(raw.get("table"), str):
        out["table"] = take(clean_name, raw["table"], "table", LABEL_LIMIT)
    if isinstance(raw.get("played_on"), str):
        take(check_date, raw["played_on"], "date")
    stake = raw.get("stake")
    if isinstance(stake, dict):
        amount, per = stake.get("amount"), stake.get("per")
        if isinstance(amount, (int, float)) and not isinstance(amount, bool):
            take(check_stake, amount, "stake")
        if isinstance(per, int) and not isinstance(per, bool):
            take(check_stake_per, per, "stake per")
    if problems:
        raise InvalidEntryError(problems)
    return out


__all__ = [
    "INT_LIMIT",
    "JSON_DEPTH_LIMIT",
    "LABEL_LIMIT",
    "MONEY_LIMIT",
    "NAME_LIMIT",
    "QUOTE_LIMIT",
    "STAKE_ASK_ABOVE",
    "STAKE_MAX",
    "check_date",
    "check_int",
    "check_stake",
    "check_stake_per",
    "check_values",
    "clean_header",
    "clean_name",
    "grouped",
    "shown",
    "stake_needs_confirmation",
]
