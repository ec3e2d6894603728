"""The JSON export's quick way for a rubber: its line written from the stored rows, its chain
verified as it is written, without the record objects and entry dicts of
:meth:`~scorepad.store.exchange.ExchangePart.write_json`'s slow way.

It covers the usual rubber only: every chain entry kept by reference (a deal recorded at the
end, :mod:`scorepad.store.chain.packed`), as many as the rubber has deals, their changes of
state following one another to the rubber's state (nothing to replay), every deal a JSON
object, no legacy audit rows, and every link computed again equal to the one kept (the whole
head too). For anything else, or anything that does not match, :func:`rubber_chain` returns
None and the slow way writes the rubber, or reports it damaged, exactly as before: the quick
way never refuses, never reports and never accepts what the slow way would not.

The bytes are the slow way's (``tests/core/test_export_fast.py`` compares them on a varied
history): the entries as ``json.dumps(entries, ensure_ascii=False, sort_keys=True)`` writes
them, and the links over the same canonical JSON the slow way hashes
(:func:`scorepad.store.chain.kept._links`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from json.encoder import encode_basestring
from typing import Any

from scorepad.store.chain.packed import PREFIX, PackError, Ref, unpack

_CANONICAL = json.JSONEncoder(
    sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
).encode
_SORTED = json.JSONEncoder(sort_keys=True, ensure_ascii=False).encode


def _no_constant(name: str) -> Any:
    raise ValueError(name)  # NaN, Infinity: the slow way says why


_READ = json.JSONDecoder(parse_constant=_no_constant).decode
_STATES = ("in_play", "finished", "abandoned")
_HASHED_STATE = {(a, b): f',"state":["{a}","{b}"]' for a in _STATES for b in _STATES}
_WRITTEN_STATE = {(a, b): f', "state": ["{a}", "{b}"]' for a in _STATES for b in _STATES}


class DealTexts:
    """Each stored deal text's canonical JSON (hashed) and its JSON with sorted keys (written
    in ``audit``), made once for a text that recurs; at most ``LIMIT`` kept at a time."""

    LIMIT = 50_000

    def __init__(self) -> None:
        self._known: dict[bytes, tuple[str, str] | None] = {}

    def of(self, raw: bytes) -> tuple[str, str] | None:
        """The two texts of the deal stored as ``raw``; None when it is not a plain JSON
        object the slow way would read and hash without a word (NaN, a lone surrogate…)."""
        known = self._known
        if raw in known:
            return known[raw]
        found: tuple[str, str] | None = None
        try:
            deal = _READ(raw.decode("utf-8"))
            if type(deal) is dict:
                canonical = _CANONICAL(deal)
                canonical.encode("utf-8")  # (a lone surrogate: the slow way says so)
                found = (canonical, _spaced(canonical) or _SORTED(deal))
        except (ValueError, TypeError, RecursionError):  # UnicodeError is a ValueError
            found = None
        if len(known) >= self.LIMIT:
            known.clear()
        known[raw] = found
        return found


def _spaced(canonical: str) -> str | None:
    """The canonical JSON with json.dumps's separators (``", "``, ``": "``), when no text in
    it holds a comma, a colon or an escape (then each is a separator: the usual deal); else
    None (it is encoded again)."""
    if "\\" in canonical:
        return None
    outside = _STRINGS.sub("", canonical)
    if outside.count(",") != canonical.count(",") or outside.count(":") != canonical.count(":"):
        return None
    return canonical.replace(",", ", ").replace(":", ": ")


_STRINGS = re.compile(r'"[^"]*"')


def _first_state(refs: Sequence[object], state: str) -> tuple[bool, str]:
    """Whether every entry is a reference and their changes of state follow one another to
    the rubber's ``state``; and the state the chain starts in."""
    now: str | None = None
    first = state
    for ref in refs:
        if type(ref) is not Ref:
            return False, state
        change = ref.state
        if change is None:
            continue
        if now is None:
            first = change[0]
        elif change[0] != now:
            return False, state
        now = change[1]
    return now is None or now == state, first


def _deal_texts(raw: Sequence[bytes], memo: DealTexts) -> list[tuple[str, str]] | None:
    texts = []
    for text in raw:
        pair = memo.of(text)
        if pair is None:
            return None
        texts.append(pair)
    return texts


def _links(
    prev: str, refs: Sequence[Ref], texts: Sequence[tuple[str, str]], sha: Any
) -> tuple[list[str], list[str]]:
    """Each entry's link after the header's ``prev``, and its text as ``audit`` writes it."""
    hashes = [prev]
    written = []
    for k, ref in enumerate(refs):
        canonical, sorted_text = texts[k]
        at, change = ref.at, ref.state
        hashed_at = f'"at":"{at}",' if at is not None else ""  # (as the slow way hashes it)
        hashed_state = _HASHED_STATE[change] if change is not None else ""
        prev = sha(
            f'{{"entry":{{"action":"record",{hashed_at}"index":{k},"new":{canonical}'
            f'{hashed_state}}},"prev":"{prev}"}}'.encode()
        ).hexdigest()
        hashes.append(prev)
        at_text = f'"at": {encode_basestring(at)}, ' if at is not None else ""
        state_text = _WRITTEN_STATE[change] if change is not None else ""
        written.append(
            f'{{"action": "record", {at_text}"index": {k}, "new": {sorted_text}{state_text}}}'
        )
    return hashes, written


def rubber_chain(
    header: Mapping[str, Any],
    state: str,
    head: object,
    blob: bytes,
    raw: Sequence[bytes],
    memo: DealTexts,
) -> tuple[list[str], str] | None:
    """A usual rubber's chain verified: its hashes (header first) and its ``audit`` as the
    export writes it; or None when the slow way must write the rubber (or say what is
    wrong).

    ``header``: the record, its deals left out (the chain's header but for the state); ``state``
    and ``head``: the rubber's state and stored last link; ``blob``: its row of
    ``rubber_chains``; ``raw``: its deals' stored texts, in order."""
    try:
        kept = unpack(blob)
    except PackError:
        return None
    refs = kept.entries
    if len(refs) != len(raw):
        return None
    usual, first = _first_state(refs, state)
    texts = _deal_texts(raw, memo) if usual else None
    if texts is None:
        return None
    # Lazy: opening a history checks no chain on most starts (hashlib loads OpenSSL), ~5 ms
    import hashlib

    start = {k: v for k, v in header.items() if k != "deals"}
    start["state"] = first
    try:  # header_hash(start), with the encoder made once
        prev = hashlib.sha256(_CANONICAL(start).encode("utf-8")).hexdigest()
    except (ValueError, TypeError):  # (InvalidEntryError, the slow way says why)
        return None
    hashes, written = _links(prev, refs, texts, hashlib.sha256)  # type: ignore[arg-type]
    width = 2 * PREFIX
    if head != hashes[-1] or "".join(h[:width] for h in hashes) != kept.prefixes.hex():
        return None  # the slow way names what does not match
    return hashes, "[" + ", ".join(written) + "]"


__all__ = ["DealTexts", "rubber_chain"]
