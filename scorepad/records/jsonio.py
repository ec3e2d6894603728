"""A strict JSON reader for every file and request the app reads (``score-format.md``).

:func:`loads` is :func:`json.loads` with the limits of :mod:`scorepad.records.limits`; anything it
refuses
raises :class:`~scorepad.errors.InvalidEntryError` with one plain line, never a traceback:

- a syntax error, with its line and column;
- a key twice in one object (``json`` would silently keep the last);
- ``NaN``, ``Infinity`` and ``-Infinity``, which are not JSON;
- a number beyond :data:`~scorepad.records.limits.INT_LIMIT` in magnitude (``1e400`` and a
5,000-digit
  number included: the digits are counted before Python converts them, so its int-string
  conversion limit is never reached);
- nesting deeper than :data:`~scorepad.records.limits.JSON_DEPTH_LIMIT`, found by a scan of the text
  before the parser recurses, so 100,000 brackets give a message and not ``RecursionError``.

Wiring: replace ``json.loads(text)`` by ``jsonio.loads(text)``, and ``json.load(fh)`` by
``jsonio.loads(fh.read())``; catch :class:`~scorepad.errors.InvalidEntryError` where the other
input errors are caught.

>>> loads('{"game": "short_whist", "deals": []}')
{'game': 'short_whist', 'deals': []}
>>> loads('{"game": "a", "game": "b"}')
Traceback (most recent call last):
...
scorepad.errors.InvalidEntryError: not valid JSON: the key "game" appears twice in one object
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from typing import Any

from scorepad.errors import InvalidEntryError
from scorepad.i18n import Text
from scorepad.records.limits import INT_LIMIT, JSON_DEPTH_LIMIT, grouped, shown

# The depth scan, every step at C speed and linear whatever the text: drop the escaped backslashes
# and quotes (so that every quote left opens or closes a string); keep only the bytes of brackets
# and quotes (UTF-8 never uses ASCII bytes inside a longer character); drop adjacent quotes (an
# empty string, or a string's end and the next one's start: the parity after is the same); drop
# the strings left (they hold brackets only); and cut at a string never closed.
_DROP = bytes(b for b in range(256) if b not in b'[]{}"')
_STRING = re.compile(rb'"[^"]*+"')
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
# Digits in a number token beyond which it certainly exceeds INT_LIMIT (10^9 has 10 digits).
_MAX_DIGITS = len(str(INT_LIMIT))


#: The refusal's words around what is wrong (:func:`_named` takes the reason out of them).
_NOT_VALID = "not valid JSON: {reason}"


def _refuse(reason: Text) -> InvalidEntryError:
    return InvalidEntryError.one(None, "", Text("not valid JSON: {reason}", reason=reason))


def _quoted(text: str) -> str:
    """``"text"`` for a message, cut short like :func:`~scorepad.records.limits.shown`."""
    return f'"{shown(text)[1:-1]}"'


def nesting_depth(text: str) -> int:
    """How deeply the arrays and objects of a JSON text nest, brackets inside strings not counted.

    Linear in the text and without recursion, so it can be asked of any input before parsing.

    >>> nesting_depth('{"a": [1, {"b": "]]]["}]}'), nesting_depth("3"), nesting_depth("[" * 10**5)
    (3, 0, 100000)
    """
    bare = text.replace("\\\\", "").replace('\\"', "").encode("utf-8", "surrogatepass")
    marks = bare.translate(None, _DROP).replace(b'""', b"")
    brackets = _STRING.sub(b"", marks).partition(b'"')[0]
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _refuse(Text("the key {key} appears twice in one object", key=_quoted(key)))
        out[key] = value
    return out


def _constant(name: str) -> Any:
    raise _refuse(Text("{name} is not a number JSON allows", name=name))


def _too_big(token: str) -> InvalidEntryError:
    return _refuse(
        Text(
            "the number {number} is beyond ±{limit}",
            number=shown(token)[1:-1],
            limit=grouped(INT_LIMIT),
        )
    )


def _int(token: str) -> int:
    # Counted before converting: int() of more than 4,300 digits raises ValueError.
    if len(token.lstrip("-")) > _MAX_DIGITS:
        raise _too_big(token)
    value = int(token)
    if abs(value) > INT_LIMIT:
        raise _too_big(token)
    return value


def _float(token: str) -> float:
    value = float(token)  # no length limit for floats; "1e400" gives inf
    if not math.isfinite(value) or abs(value) > INT_LIMIT:
        raise _too_big(token)
    return value


def loads(text: str | bytes) -> Any:
    """Parse JSON text under the app's limits; :class:`InvalidEntryError` for anything refused.

    >>> loads('{"stake": {"amount": 1e400}}')
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: stake.amount: the number 1e400 is beyond ±1,000,000,000
    >>> loads("[" * 500 + "]" * 500)
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: not valid JSON: nested 500 deep, more than 32
    >>> loads('{"game": "short_whist",\\n "deals": [}')
    Traceback (most recent call last):
    ...
    scorepad.errors.InvalidEntryError: not valid JSON: Expecting value at line 2 column 12
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise InvalidEntryError.one(
                None, "", Text("not UTF-8 text (byte {n} cannot be read)", n=e.start + 1)
            ) from None
    depth = nesting_depth(text)
    if depth > JSON_DEPTH_LIMIT:
        raise _refuse(
            Text("nested {depth} deep, more than {limit}", depth=depth, limit=JSON_DEPTH_LIMIT)
        )
    try:
        return json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_constant=_constant,
            parse_int=_int,
            parse_float=_float,
        )
    except InvalidEntryError as e:  # a number refused: say where it is, if it can be told
        raise (_placed(text) or e) from None
    except json.JSONDecodeError as e:
        # json's "Unterminated string starting at" already ends in "at".
        msg = e.msg.removesuffix(" at")
        where = Text(
            "{reason} at line {line} column {column}", reason=msg, line=e.lineno, column=e.colno
        )
        raise _refuse(where) from None
    except RecursionError:  # not reachable after the depth scan; kept as a last guard
        raise _refuse(Text("nested more than {limit} deep", limit=JSON_DEPTH_LIMIT)) from None


class _Refused:
    """A number read in place of the one refused, to find where it stands."""

    def __init__(self, error: InvalidEntryError) -> None:
        self.error = error


def _keep(read: Any) -> Any:
    def keep(token: str) -> Any:
        try:
            return read(token)
        except InvalidEntryError as e:
            return _Refused(e)

    return keep


def _placed(text: str) -> InvalidEntryError | None:
    """The refusal of an out-of-bounds number (or NaN, Infinity) naming the deal and field it
    stands in ("deal 3: tricks.NS: the number 99999… is beyond ±1,000,000,000"), or None when
    the text cannot be read again so (a duplicate key, say)."""
    try:
        obj = json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_constant=_keep(_constant),
            parse_int=_keep(_int),
            parse_float=_keep(_float),
        )
    except (InvalidEntryError, ValueError, RecursionError):
        return None
    stack: list[tuple[object, list[object]]] = [(obj, [])]
    while stack:
        value, path = stack.pop()
        if isinstance(value, _Refused):
            return _named(value.error, path)
        if isinstance(value, dict):
            stack.extend((v, [*path, k]) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((v, [*path, i]) for i, v in reversed(list(enumerate(value))))
    return None


def _named(error: InvalidEntryError, path: list[object]) -> InvalidEntryError:
    deal = None
    if len(path) >= 2 and path[0] == "deals" and isinstance(path[1], int):
        deal, path = path[1] + 1, path[2:]
    field = ""
    for part in path:
        field += f"[{part}]" if isinstance(part, int) else (f".{part}" if field else str(part))
    message = error.problems[0].message
    if isinstance(message, Text) and message.msgid == _NOT_VALID:
        message = message.params["reason"]
    return InvalidEntryError.one(deal, field, message)


__all__ = ["loads", "nesting_depth"]
