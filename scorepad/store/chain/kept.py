"""A rubber's chain rebuilt from its row (:mod:`scorepad.store.chain.packed`) and the rubber as
stored: the entries and every hash, as they were made, and what no longer matches.

The entries by reference take their deal from the rubber's deals; the header is found from its
record (:func:`~scorepad.store.chain.rubbers.initial_header`); every link is computed again and
compared with the prefix kept, the last one with the whole head (``rubbers.chain_head``). The
first link that differs is named: the header, the deal (``deal N``) whose entry it is, or the
audit entry. When every link matches, the entries are replayed against the record as an
import would (:func:`~scorepad.store.chain.rubbers.verify_rubber`), unless they are plainly its
deals recorded one after another.

>>> from scorepad.store.chain import chain_of, deal_entry, rubber_header
>>> from scorepad.store.chain.packed import pack, prefix_of
>>> record = {"game": "contract", "players": {"N": "Ann"}}
>>> deal = {"contract": "3NT", "declarer": "N", "result": 9}
>>> entries = [deal_entry("record", 0, new=deal, at="2026-12-07T20:00:00Z")]
>>> hashes = chain_of(rubber_header(record, "in_play"), entries)
>>> row = pack(entries, [prefix_of(h) for h in hashes], ['{"result":9,"declarer":"N",'
...                                                      '"contract":"3NT"}'])
>>> back = rebuild(row, {**record, "deals": [deal]}, "in_play", hashes[-1])
>>> back.entries == entries, back.hashes == hashes, back.problems
(True, True, [])
>>> edited = {**deal, "result": 10}
>>> [str(p) for p in rebuild(row, {**record, "deals": [edited]}, "in_play", hashes[-1]).problems]
['deal 1: is not the deal its chain recorded (changed by hand, or damaged)']
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorepad.errors import InvalidEntryError, Problem, message_of
from scorepad.i18n import Text
from scorepad.store.chain.links import (
    HEADER_FIELD,
    HEADER_WORDS,
    canonical,
    entry_name,
    header_hash,
    link,
)
from scorepad.store.chain.packed import PREFIX, PackError, Ref, places, unpack
from scorepad.store.chain.rubbers import initial_header, verify_rubber

_PLAIN = frozenset({"abandon", "reopen", "state"})
_STATE_TEXT = {
    (a, b): f',"state":["{a}","{b}"]'
    for a in ("in_play", "finished", "abandoned")
    for b in ("in_play", "finished", "abandoned")
}


@dataclass(slots=True)
class Rebuilt:
    """A chain rebuilt: its entries (keys in order, as its canonical JSON reads back), its
    hashes computed again (header first), and what does not match (empty: all of it)."""

    entries: list[dict[str, Any]] = field(default_factory=list)
    hashes: list[str] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


_CANONICAL = json.JSONEncoder(
    sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
).encode


def _no_constant(name: str) -> Any:
    raise ValueError(Text("{name} is not a number JSON allows", name=name))


_READ = json.JSONDecoder(parse_constant=_no_constant).decode


def quick_deal(text: str | bytes) -> dict[str, Any] | None:
    """A stored deal read the fast way (the C parser, no NaN), or None when it does not read
    so (the caller then says why).

    >>> quick_deal(b'{"result": 9}'), quick_deal("NaN"), quick_deal("[]")
    ({'result': 9}, None, None)
    """
    try:
        deal = _READ(text.decode("utf-8") if isinstance(text, bytes) else text)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return None
    return deal if isinstance(deal, dict) else None


def quick_deals(texts: Sequence[bytes]) -> list[dict[str, Any]] | None:
    """A rubber's stored deals read in one go (:func:`quick_deal` of each), or None when one
    of them does not read so (the caller then reads them one by one, to say which).

    >>> quick_deals([b'{"result": 9}', b'{"result": 7}']), quick_deals([b'{}, {}'])
    ([{'result': 9}, {'result': 7}], None)
    """
    try:
        deals = _READ("[" + ",".join(t.decode("utf-8") for t in texts) + "]")
    except (ValueError, RecursionError):
        return None
    if len(deals) != len(texts) or not all(type(d) is dict for d in deals):
        return None
    return deals  # type: ignore[no-any-return]


def _canonical(value: Any) -> str:
    """:func:`~scorepad.store.chain.links.canonical`, the quick way, as text (checked to be
    UTF-8 when the link is hashed)."""
    try:
        return str(_CANONICAL(value))
    except (TypeError, ValueError):
        return canonical(value).decode("utf-8")  # (raises InvalidEntryError, saying why)


class Memo:
    """The canonical JSON of deals by their stored text (the same text, the same canonical
    JSON), at most ``LIMIT`` of them at a time; :meth:`of` names the rubber's texts."""

    LIMIT = 50_000

    def __init__(self) -> None:
        self._known: dict[bytes, str] = {}
        self._texts: Sequence[bytes] = ()

    def of(self, texts: Sequence[bytes]) -> Memo:
        """This memo, for a rubber whose deals' stored texts are ``texts`` (in order)."""
        self._texts = texts
        return self

    def canonical(self, place: int, deals: Sequence[Any]) -> str:
        key = self._texts[place]
        found = self._known.get(key)
        if found is None:
            found = _canonical(deals[place])
            if len(self._known) >= self.LIMIT:
                self._known.clear()
            self._known[key] = found
        return found


def rebuild(
    blob: bytes,
    record: Mapping[str, Any],
    state: str,
    head: object,
    *,
    share_deals: bool = False,
    memo: Memo | None = None,
) -> Rebuilt:
    """The chain of a rubber whose record (deals included) and state are as given, its row
    ``blob`` and its stored head. ``share_deals``: an entry by reference holds the record's
    deal itself, its keys in the record's order (the caller writes the entries with their keys
    sorted); otherwise a copy with its keys in order, as the entry's canonical JSON reads
    back. ``memo``: the deals' stored texts and a :class:`Memo` of their canonical JSON, kept
    from one rubber to the next (an export: the same deal text recurs)."""
    out = Rebuilt()
    try:
        kept = unpack(blob)
    except PackError as e:
        out.problems.append(Problem(None, "chain", message_of(e)))
        return out
    deals = record.get("deals")
    if not isinstance(deals, list):
        deals = []
    counts: dict[int, int] = {}
    where = places(kept.entries, counts)
    texts: dict[int, str] = {}  # the canonical JSON of each entry by reference's deal
    for k, entry in enumerate(kept.entries):
        if isinstance(entry, Ref):
            place = where.get(k)
            if place is None:
                out.problems.append(
                    Problem(
                        None, entry_name(k + 1), Text("names a deal the rubber no longer holds")
                    )
                )
                return out
            if place >= len(deals):
                out.problems.append(
                    Problem(
                        len(deals) + 1,
                        "",
                        Text.plural(
                            "the record has {n} deals, the chain more; they differ here",
                            "the record has {n} deals, the chain more; they differ here",
                            len(deals),
                        ),
                    )
                )
                return out
            try:
                texts[k] = (
                    _canonical(deals[place]) if memo is None else memo.canonical(place, deals)
                )
            except InvalidEntryError as e:
                out.problems.append(Problem(place + 1, "", e.problems[0].message))
                return out
            new = deals[place] if share_deals else json.loads(texts[k])
            out.entries.append(_ref_entry(entry, counts[k], new))
        else:
            try:
                value = json.loads(entry)
            except ValueError:
                value = None
            if not isinstance(value, dict):
                out.problems.append(Problem(None, entry_name(k + 1), Text("cannot be read")))
                return out
            out.entries.append(value)
    try:
        _links(out, kept.entries, texts, counts, record, state)
    except InvalidEntryError as e:
        out.problems.append(Problem(None, "chain", e.problems[0].message))
        return out
    out.problems.extend(_mismatch(out, kept.prefixes, kept.entries, where, head))
    plain = _plain(kept.entries, out.entries, len(where), len(deals), state)
    if not out.problems and not plain:
        out.problems.extend(verify_rubber(record, state, out.entries, out.hashes))
    return out


def _ref_entry(ref: Ref, index: int, new: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"action": "record"}
    if ref.at is not None:
        entry["at"] = ref.at
    entry["index"] = index
    entry["new"] = new
    if ref.state is not None:
        entry["state"] = [ref.state[0], ref.state[1]]
    return entry


def _links(
    out: Rebuilt,
    kept: list[Ref | bytes],
    texts: dict[int, str],
    counts: dict[int, int],
    record: Mapping[str, Any],
    state: str,
) -> None:
    """Every hash of the chain, computed again (an entry by reference the quick way: its
    canonical JSON written out, in the order of its keys)."""
    # Lazy: opening a history checks no chain on most starts (hashlib loads OpenSSL), ~5 ms
    import hashlib

    prev = header_hash(_start(record, state, out.entries))
    out.hashes.append(prev)
    sha = hashlib.sha256
    for k, entry in enumerate(kept):
        if isinstance(entry, Ref):
            at = f'"at":"{entry.at}",' if entry.at is not None else ""
            state_text = _STATE_TEXT[entry.state] if entry.state is not None else ""
            text = (
                f'{{"entry":{{"action":"record",{at}"index":{counts[k]},"new":{texts[k]}'
                f'{state_text}}},"prev":"{prev}"}}'
            )
            try:
                prev = sha(text.encode("utf-8")).hexdigest()
            except UnicodeEncodeError:  # a lone surrogate in the deal
                raise InvalidEntryError.one(None, "", Text("cannot be hashed: not UTF-8")) from None
        else:
            prev = link(prev, out.entries[k])
        out.hashes.append(prev)


def _start(
    record: Mapping[str, Any], state: str, entries: list[dict[str, Any]]
) -> Mapping[str, Any]:
    """The header the chain started from (:func:`initial_header`), without copying the record
    when no entry renamed a player."""
    if any(e.get("action") in ("rename", "merge") for e in entries):
        return initial_header(record, state, entries)
    header = {k: v for k, v in record.items() if k != "deals"}
    header["state"] = state
    for entry in reversed(entries):
        change = entry.get("state")
        if isinstance(change, list) and len(change) == 2:
            header["state"] = change[0]
    return header


def _mismatch(
    out: Rebuilt,
    prefixes: bytes,
    kept: list[Ref | bytes],
    where: dict[int, int],
    head: object,
) -> list[Problem]:
    """The first link that does not match what was kept, named."""
    width = 2 * PREFIX
    if "".join(h[:width] for h in out.hashes) == prefixes.hex():
        return [] if head == out.hashes[-1] else [Problem(None, "chain", _HEAD_WORDS)]
    for k, h in enumerate(out.hashes):
        if h[:width] == prefixes[k * PREFIX : (k + 1) * PREFIX].hex():
            continue
        if k == 0:
            return [Problem(None, HEADER_FIELD, HEADER_WORDS)]
        if isinstance(kept[k - 1], Ref):
            return [
                Problem(
                    where[k - 1] + 1,
                    "",
                    Text("is not the deal its chain recorded (changed by hand, or damaged)"),
                )
            ]
        return [
            Problem(
                None,
                entry_name(k),
                Text("does not match the chain (changed, forged, removed or moved)"),
            )
        ]
    return [Problem(None, "chain", _HEAD_WORDS)]  # (not reached: some prefix differs)


_HEAD_WORDS = Text("its last link is not the one the rubber names")


def _plain(
    kept: list[Ref | bytes], entries: list[dict[str, Any]], placed: int, deals: int, state: str
) -> bool:
    """Whether the entries are plainly the deals recorded one after another (by reference)
    and changes of state that follow one another to the rubber's state, the deals all of the
    record's: nothing to replay."""
    if placed != deals:
        return False
    now: object = None
    for k, e in zip(kept, entries, strict=True):
        if not isinstance(k, Ref) and e.get("action") not in _PLAIN:
            return False
        change = e.get("state")
        if change is not None:
            if not (isinstance(change, list) and len(change) == 2):
                return False
            if now is not None and change[0] != now:
                return False
            now = change[1]
    return now is None or now == state


__all__ = ["Memo", "Rebuilt", "quick_deal", "quick_deals", "rebuild"]
