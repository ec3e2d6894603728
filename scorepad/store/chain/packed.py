"""A rubber's chain as the history keeps it: one small row per rubber (table ``rubber_chains``).

The chain itself is unchanged (:mod:`scorepad.store.chain.links`: the same entries, the same
SHA-256 hashes, exported as before). What is kept is what cannot be found again elsewhere:

- each link's **first four bytes** (``PREFIX`` bytes: to name the first link that no longer
  matches); the whole of the last link stays in ``rubbers.chain_head`` (64 hex digits), and
  every link depends on every one before it, so a change anywhere still changes the head;
- each entry, either **in full** (its canonical JSON) or, for a deal recorded at the end whose
  deal the rubber still holds unchanged (almost every entry), **by reference**: its state
  change and its time only, its ``new`` deal being the one at the place the entries lead it to
  in ``deals`` (:func:`places`), its ``index`` the number of deals before it.

The header (``chain[0]``) was never kept: it is found from the rubber's record and state by
undoing the entries' header changes (:func:`scorepad.store.chain.rubbers.initial_header`).

Layout of the blob: a version byte (``1``), the number of entries (a varint), every link's
prefix one after another (the header's first), then per entry a tag byte: ``0`` an entry in
full (a varint length, then its canonical JSON), or
``1 + 2 * s + t`` a deal recorded by reference (``s`` its state change: 0 none, else
``1 + 3 * before + after`` over :data:`STATES`; ``t`` 1 when it has a time, then the zigzag
varint of its seconds since the time of the entry by reference before it, or since 1970).

>>> deal = {"contract": "4S", "declarer": "N", "result": 10}
>>> entry = {"action": "record", "at": "2026-12-07T19:30:05Z", "index": 0, "new": deal}
>>> blob = pack([entry], [b"\\x01\\x02\\x03\\x04"] * 2, ['{"result":10,"contract":"4S",'
...                                                    '"declarer":"N"}'])
>>> len(blob)  # 1 + 1 + 2 * 4 + 1 + 5 (the time: seconds since 1970)
16
>>> unpacked = unpack(blob)
>>> unpacked.prefix_list()[1], unpacked.entries[0]
(b'\\x01\\x02\\x03\\x04', Ref(state=None, at='2026-12-07T19:30:05Z'))
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorepad.i18n import Text
from scorepad.store.chain.links import canonical

VERSION = 1
PREFIX = 4
STATES = ("in_play", "finished", "abandoned")
_ISO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
_EPOCH = _dt.date(1970, 1, 1).toordinal()
_REF_KEYS = frozenset({"action", "index", "new", "state", "at"})


@dataclass(frozen=True, slots=True)
class Ref:
    """An entry kept by reference: a deal recorded at the end, its deal in ``deals``."""

    state: tuple[str, str] | None
    at: str | None


Kept = Ref | bytes  # an entry by reference, or the canonical JSON of one kept in full


@dataclass(frozen=True, slots=True)
class Unpacked:
    """A chain row read: the links' prefixes (header first, ``PREFIX`` bytes each, one after
    another) and the entries as kept."""

    prefixes: bytes
    entries: list[Kept]

    def prefix_list(self) -> list[bytes]:
        p = self.prefixes
        return [p[i : i + PREFIX] for i in range(0, len(p), PREFIX)]


class PackError(ValueError):
    """A chain row that cannot be read (damaged)."""


# -- times ----------------------------------------------------------------------------------------
def seconds(at: str) -> int | None:
    """The seconds since 1970 of a time as the store writes it, or None for any other text.

    >>> seconds("1970-01-02T00:00:01Z"), seconds("2026-02-30T00:00:00Z"), seconds("today")
    (86401, None, None)
    """
    if not _ISO.fullmatch(at):
        return None
    try:
        day = _dt.date(int(at[0:4]), int(at[5:7]), int(at[8:10])).toordinal()
    except ValueError:
        return None
    h, m, s = int(at[11:13]), int(at[14:16]), int(at[17:19])
    if h > 23 or m > 59 or s > 59:
        return None
    return (day - _EPOCH) * 86400 + h * 3600 + m * 60 + s


_DAYS: dict[int, str] = {}


def iso(secs: int) -> str:
    """The time :func:`seconds` read, written again.

    >>> iso(86401)
    '1970-01-02T00:00:01Z'
    """
    days, rest = divmod(secs, 86400)
    day = _DAYS.get(days)
    if day is None:
        day = _DAYS[days] = _dt.date.fromordinal(days + _EPOCH).isoformat()
    h, rest = divmod(rest, 3600)
    m, s = divmod(rest, 60)
    return f"{day}T{h:02d}:{m:02d}:{s:02d}Z"


# -- varints --------------------------------------------------------------------------------------
def _varint(n: int, out: bytearray) -> None:
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def _read_varint(blob: bytes, i: int) -> tuple[int, int]:
    n = shift = 0
    while True:
        if i >= len(blob) or shift > 70:
            raise PackError(Text("a number is cut short"))
        byte = blob[i]
        i += 1
        n |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return n, i


# -- where each recorded deal ends up -------------------------------------------------------------
def _index(entry: Kept | Mapping[str, Any], count: int) -> tuple[str, int | None]:
    """An entry's action and the deal place it names (a reference: the next place)."""
    if isinstance(entry, Ref):
        return "record", count
    if isinstance(entry, bytes):
        try:
            entry = json.loads(entry)
        except ValueError:
            return "", None
    if not isinstance(entry, Mapping):
        return "", None
    index = entry.get("index")
    ok = isinstance(index, int) and not isinstance(index, bool)
    return str(entry.get("action")), index if ok else None


def places(
    entries: Sequence[Kept | Mapping[str, Any]], counts: dict[int, int] | None = None
) -> dict[int, int]:
    """For each entry (0-based) that put a deal in place (recorded or inserted, and neither
    replaced nor deleted since), the place (0-based) its deal has at the end.

    >>> places([{"action": "record", "index": 0}, {"action": "record", "index": 1},
    ...         {"action": "insert", "index": 0}, {"action": "delete", "index": 1}])
    {2: 0, 1: 1}

    ``counts``, if given, gets the number of deals before each entry by reference (its index).
    """
    slots: list[int] = []
    for k, entry in enumerate(entries):
        if counts is not None and isinstance(entry, Ref):
            counts[k] = len(slots)
        action, i = _index(entry, len(slots))
        if i is None:
            continue
        if action == "record" and i == len(slots):
            slots.append(k)
        elif action == "insert" and 0 <= i <= len(slots):
            slots.insert(i, k)
        elif action == "replace" and 0 <= i < len(slots):
            slots[i] = k
        elif action == "delete" and 0 <= i < len(slots):
            del slots[i]
    return {k: p for p, k in enumerate(slots)}


# -- packing --------------------------------------------------------------------------------------
def _state_code(change: Any) -> int | None:
    if change is None:
        return 0
    if isinstance(change, list) and len(change) == 2 and all(s in STATES for s in change):
        return 1 + 3 * STATES.index(change[0]) + STATES.index(change[1])
    return None


def _as_ref(entry: Mapping[str, Any], place: int | None, deal: Any) -> Ref | None:
    """The entry by reference, if it is a deal recorded whose deal is ``deal`` (the one at
    its place at the end) and nothing else a reference cannot hold."""
    if place is None or entry.get("action") != "record" or not set(entry) <= _REF_KEYS:
        return None
    code, at = _state_code(entry.get("state")), entry.get("at")
    if code is None or "new" not in entry or (at is not None and not isinstance(at, str)):
        return None
    if at is not None and seconds(at) is None:
        return None
    try:
        if canonical(entry["new"]) != canonical(deal):
            return None
    except ValueError:
        return None
    change = entry.get("state")
    return Ref(None if change is None else (change[0], change[1]), at)


def pack(
    entries: Sequence[Kept | Mapping[str, Any]],
    prefixes: Sequence[bytes],
    deal_texts: Sequence[str | bytes],
) -> bytes:
    """The row of a chain: its entries (objects, canonical JSON, or references kept from a
    row read back, whose deals are still in place), the prefixes of its links (header first:
    one more than the entries) and the rubber's deals as stored now (JSON text, in order),
    which the entries by reference point into."""
    if len(prefixes) != len(entries) + 1:
        raise ValueError(Text("a chain has one link more than it has entries"))
    where = places(_readable(entries))
    out = bytearray([VERSION])
    _varint(len(entries), out)
    for p in prefixes:
        out += _prefix(p)
    last = 0
    for k, entry in enumerate(entries):
        ref = _ref_of(entry, where.get(k), deal_texts)
        if ref is None:
            assert not isinstance(entry, Ref)
            body = entry if isinstance(entry, bytes) else canonical(dict(entry))
            out.append(0)
            _varint(len(body), out)
            out += body
        else:
            last = _put_ref(ref, last, out)
    return bytes(out)


def _ref_of(
    entry: Kept | Mapping[str, Any], place: int | None, deal_texts: Sequence[str | bytes]
) -> Ref | None:
    """The entry by reference, if it can be kept so (a reference read back stays one)."""
    if isinstance(entry, Ref):
        return entry
    if not isinstance(entry, Mapping) or place is None or place >= len(deal_texts):
        return None
    try:
        return _as_ref(entry, place, json.loads(deal_texts[place]))
    except ValueError:
        return None


def _put_ref(ref: Ref, last: int, out: bytearray) -> int:
    """Write an entry by reference; returns the time it carries (or ``last``)."""
    code = 0 if ref.state is None else _state_code(list(ref.state))
    assert code is not None
    out.append(1 + 2 * code + (ref.at is not None))
    if ref.at is None:
        return last
    secs = seconds(ref.at)
    assert secs is not None
    delta = secs - last
    _varint(2 * delta if delta >= 0 else -2 * delta - 1, out)
    return secs


def _readable(entries: Sequence[Kept | Mapping[str, Any]]) -> list[Any]:
    """The entries as objects where they read (a reference as it is, one that does not read
    as nothing)."""
    out: list[Any] = []
    for e in entries:
        if isinstance(e, bytes):
            try:
                out.append(json.loads(e))
            except ValueError:
                out.append({})
        else:
            out.append(e)
    return out


def _prefix(h: bytes) -> bytes:
    return (bytes(h) + b"\0" * PREFIX)[:PREFIX]


def prefix_of(hex_hash: object) -> bytes:
    """The kept prefix of a link given as hex (a link that is not hex keeps zeros, which no
    link computed again matches).

    >>> prefix_of("44136fa355b3678a"), prefix_of(None)
    (b'D\\x13o\\xa3', b'\\x00\\x00\\x00\\x00')
    """
    if isinstance(hex_hash, str) and len(hex_hash) >= 2 * PREFIX:
        try:
            return bytes.fromhex(hex_hash[: 2 * PREFIX])
        except ValueError:
            pass
    return b"\0" * PREFIX


def unpack(blob: bytes) -> Unpacked:
    """A chain row read back (:class:`PackError` when it is damaged)."""
    blob = bytes(blob)
    if not blob or blob[0] != VERSION:
        raise PackError(Text("its chain is not in a form this program knows"))
    count, i = _read_varint(blob, 1)
    end = i + PREFIX * (count + 1)
    if len(blob) < end:
        raise PackError(Text("its chain is cut short"))
    prefixes = blob[i:end]
    entries = _entries(blob, end)
    if len(entries) != count:
        raise PackError(
            Text.plural(
                "its chain holds {n} entries, not {count}",
                "its chain holds {n} entries, not {count}",
                len(entries),
                count=count,
            )
        )
    return Unpacked(prefixes, entries)


def _entries(blob: bytes, i: int) -> list[Kept]:
    entries: list[Kept] = []
    last = 0
    at_text: str | None = None  # the time of the entry by reference before, written out
    size = len(blob)
    while i < size:
        tag = blob[i]
        i += 1
        if tag == 0:
            n, i = _read_varint(blob, i)
            if i + n > size:
                raise PackError(Text("its chain is cut short"))
            entries.append(blob[i : i + n])
            i += n
            continue
        ref = _REFS.get(tag)
        if ref is None:
            raise PackError(Text("its chain holds an unknown kind of entry ({tag})", tag=str(tag)))
        if not tag & 1:  # timed: tags 2, 4, … (1, 3, …: no time)
            if i < size and blob[i] < 0x80:
                z, i = blob[i], i + 1
            else:
                z, i = _read_varint(blob, i)
            if z or at_text is None:
                last += (z >> 1) ^ -(z & 1)
                at_text = iso(last)
            ref = Ref(ref.state, at_text)
        entries.append(ref)
    return entries


#: The entry by reference each tag stands for (its time, if it has one, read after it).
_REFS = {
    1 + 2 * code + timed: Ref(
        None if code == 0 else (STATES[(code - 1) // 3], STATES[(code - 1) % 3]), None
    )
    for code in range(10)
    for timed in (0, 1)
}


def link_prefixes(blob: bytes) -> list[bytes]:
    """Only the links' prefixes of a chain row (empty when it cannot be read)."""
    try:
        kept = unpack(blob).prefixes
    except PackError:
        return []
    return [kept[i : i + PREFIX] for i in range(0, len(kept), PREFIX)]


__all__ = [
    "PREFIX",
    "STATES",
    "Kept",
    "PackError",
    "Ref",
    "Unpacked",
    "iso",
    "link_prefixes",
    "pack",
    "places",
    "prefix_of",
    "seconds",
    "unpack",
]
