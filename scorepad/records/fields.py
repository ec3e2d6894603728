"""Reading raw JSON deal records with precise complaints.

A :class:`Fields` wraps one raw object (a deal or the rubber itself) and collects a
:class:`~scorepad.errors.Problem` for every field that is missing, of the wrong type or out of
range, instead of stopping at the first. The rules modules read their deals through it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, TypeVar

from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import Problem
from scorepad.i18n import Text

T = TypeVar("T")


def _show(value: object) -> str:
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return Text("an object")
    if isinstance(value, list):
        return Text("a list")
    return repr(value)


class Fields:
    """Typed access to one raw JSON object, collecting problems.

    >>> f = Fields({"tricks": {"NS": 7, "EW": "six"}}, deal=2)
    >>> f.side_counts("tricks", total=13)
    >>> [str(p) for p in f.problems]
    ["deal 2: tricks.EW: expected a whole number, got 'six'"]
    """

    __slots__ = ("broken", "deal", "problems", "raw")

    def __init__(self, raw: object, deal: int | None, problems: list[Problem] | None = None):
        self.deal = deal
        self.problems: list[Problem] = problems if problems is not None else []
        self.broken = False
        if not isinstance(raw, dict):
            self.add("", Text("expected an object, got {value}", value=_show(raw)))
            self.broken = True  # one complaint is enough: its fields are not "missing" too
            raw = {}
        self.raw: dict[str, Any] = raw

    # -- bookkeeping -------------------------------------------------------------------------
    def add(self, field: str, message: str) -> None:
        if not self.broken:
            self.problems.append(Problem(self.deal, field, message))

    @property
    def ok(self) -> bool:
        return not self.problems

    def has(self, key: str) -> bool:
        return key in self.raw

    def only(self, allowed: Collection[str], why: str = "") -> None:
        """Complain about every key not in ``allowed``."""
        for key in self.raw:
            if key not in allowed:
                self.add(key, Text("unknown field{why}", why=why))

    # -- scalars -----------------------------------------------------------------------------
    def boolean(self, key: str, default: bool = False) -> bool:
        if key not in self.raw:
            return default
        value = self.raw[key]
        if not isinstance(value, bool):
            self.add(key, Text("expected true or false, got {value}", value=_show(value)))
            return default
        return value

    def integer(
        self,
        key: str,
        lo: int | None = None,
        hi: int | None = None,
        *,
        default: int | None = None,
        required: bool = False,
        raw: Mapping[str, Any] | None = None,
        label: str | None = None,
    ) -> int | None:
        src = self.raw if raw is None else raw
        value = src.get(key)
        if type(value) is int and (lo is None or value >= lo) and (hi is None or value <= hi):
            return value  # the common case, read without ceremony
        name = label or key
        if key not in src:
            if required:
                self.add(name, Text("missing"))
            return default
        return self._whole_number(name, value, lo, hi, default)

    def _whole_number(
        self, name: str, value: object, lo: int | None, hi: int | None, default: int | None
    ) -> int | None:
        """A given ``value`` outside the common case: a whole number (an integral float
        counts) within ``lo``..``hi``, or a problem named ``name`` and ``default``."""
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            else:
                self.add(name, Text("expected a whole number, got {value}", value=_show(value)))
                return default
        if lo is not None and value < lo:
            self.add(name, Text("{value} is below {lo}", value=value, lo=lo))
            return default
        if hi is not None and value > hi:
            self.add(name, Text("{value} is above {hi}", value=value, hi=hi))
            return default
        return value

    def choice(
        self,
        key: str,
        choices: Collection[str],
        *,
        required: bool = False,
        default: str | None = None,
        raw: Mapping[str, Any] | None = None,
        label: str | None = None,
    ) -> str | None:
        src = self.raw if raw is None else raw
        value = src.get(key)
        if type(value) is str and value in choices:
            return value  # the common case, read without ceremony
        name = label or key
        if key not in src:
            if required:
                self.add(name, Text("missing"))
            return default
        if not isinstance(value, str) or value not in choices:
            self.add(
                name,
                Text(
                    "{value} is not one of {choices}",
                    value=_show(value),
                    choices=", ".join(sorted(choices)),
                ),
            )
            return default
        return value

    def seat(
        self,
        key: str,
        *,
        required: bool = False,
        raw: Mapping[str, Any] | None = None,
        label: str | None = None,
    ) -> Seat | None:
        value = self.choice(key, _SEAT_NAMES, required=required, raw=raw, label=label)
        return _SEAT_BY_NAME[value] if value is not None else None

    def side(
        self,
        key: str,
        *,
        required: bool = False,
        raw: Mapping[str, Any] | None = None,
        label: str | None = None,
    ) -> Side | None:
        value = self.choice(key, _SIDE_NAMES, required=required, raw=raw, label=label)
        return Side(value) if value is not None else None

    # -- structures --------------------------------------------------------------------------
    def obj(self, key: str, *, required: bool = False) -> dict[str, Any] | None:
        if key not in self.raw:
            if required:
                self.add(key, Text("missing"))
            return None
        value = self.raw[key]
        if not isinstance(value, dict):
            self.add(key, Text("expected an object, got {value}", value=_show(value)))
            return None
        return value

    def array(self, key: str) -> list[Any]:
        if key not in self.raw:
            return []
        value = self.raw[key]
        if not isinstance(value, list):
            self.add(key, Text("expected a list, got {value}", value=_show(value)))
            return []
        return value

    def side_counts(
        self, key: str, *, total: int | None = None, required: bool = False
    ) -> dict[Side, int] | None:
        """``{"NS": n, "EW": m}`` of whole numbers ≥ 0; with ``total``, they must add up to it."""
        fast = self.raw.get(key)
        if type(fast) is dict and len(fast) == 2:  # the common case, read without ceremony
            ns, ew = fast.get("NS"), fast.get("EW")
            if (
                type(ns) is int
                and type(ew) is int
                and min(ns, ew) >= 0
                and (total is None or ns + ew == total)
            ):
                return {Side.NS: ns, Side.EW: ew}
        value = self.obj(key, required=required)
        if value is None:
            return None
        return self._side_counts_of(key, value, total)

    def _side_counts_of(
        self, key: str, value: dict[str, Any], total: int | None
    ) -> dict[Side, int] | None:
        """The object ``value`` read at ``key`` outside the common case, every problem told."""
        before = len(self.problems)
        for k in value:
            if k not in _SIDE_NAMES:
                self.add(f"{key}.{k}", Text("unknown side (NS or EW)"))
        out: dict[Side, int] = {}
        for side in SIDES:
            n = self.integer(
                side.value,
                0,
                total,
                raw=value,
                label=f"{key}.{side.value}",
                default=0,
                required=total is not None,
            )
            out[side] = n if n is not None else 0
        if len(self.problems) > before:
            return None
        if total is not None and sum(out.values()) != total:
            self.add(
                key,
                Text(
                    "{ns} + {ew} = {sum}, they must add up to {total}",
                    ns=out[Side.NS],
                    ew=out[Side.EW],
                    sum=sum(out.values()),
                    total=total,
                ),
            )
            return None
        return out

    def seat_counts(self, key: str, *, hi: int) -> dict[Seat, int] | None:
        """``{"N": n, ...}`` of whole numbers 0..hi; seats left out hold 0."""
        fast = self.raw.get(key)
        if type(fast) is dict and all(
            k in _SEAT_BY_NAME and type(n) is int and 0 <= n <= hi for k, n in fast.items()
        ):  # the common case, read without ceremony
            counts = dict.fromkeys(SEATS, 0)
            for k, n in fast.items():
                counts[_SEAT_BY_NAME[k]] = n
            return counts
        value = self.obj(key)
        if value is None:
            return None
        before = len(self.problems)
        out = {seat: 0 for seat in SEATS}
        for k in value:
            if k not in _SEAT_NAMES:
                self.add(f"{key}.{k}", Text("unknown seat (N, E, S or W)"))
                continue
            n = self.integer(k, 0, hi, raw=value, label=f"{key}.{k}", default=0)
            out[Seat(k)] = n if n is not None else 0
        return None if len(self.problems) > before else out

    def seat_list(self, key: str) -> tuple[Seat, ...]:
        out: list[Seat] = []
        for i, v in enumerate(self.array(key)):
            if not isinstance(v, str) or v not in _SEAT_NAMES:
                self.add(
                    f"{key}[{i}]", Text("{value} is not a seat (N, E, S or W)", value=_show(v))
                )
            elif Seat(v) in out:
                self.add(f"{key}[{i}]", Text("seat {seat} given twice", seat=v))
            else:
                out.append(Seat(v))
        return tuple(out)

    def objects(self, key: str) -> list[Fields]:
        """A list of objects, each wrapped in a Fields that reports as ``key[i].field``."""
        out: list[Fields] = []
        for i, v in enumerate(self.array(key)):
            out.append(_Sub(v, self, f"{key}[{i}]"))
        return out


class _Sub(Fields):
    """A nested object whose problems are named ``prefix.field`` in the parent's list."""

    __slots__ = ("prefix",)

    def __init__(self, raw: object, parent: Fields, prefix: str):
        self.prefix = prefix
        super().__init__(raw, parent.deal, parent.problems)

    def add(self, field: str, message: str) -> None:
        if not self.broken:
            name = f"{self.prefix}.{field}" if field else self.prefix
            self.problems.append(Problem(self.deal, name, message))

    def integer(
        self, key: str, lo: int | None = None, hi: int | None = None, **kw: Any
    ) -> int | None:
        return super().integer(key, lo, hi, **kw)


_SEAT_NAMES = frozenset(s.value for s in SEATS)
_SEAT_BY_NAME = {s.value: s for s in SEATS}
_SIDE_NAMES = frozenset(s.value for s in SIDES)
