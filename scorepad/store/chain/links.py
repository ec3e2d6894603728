"""The links of every hash chain in the history, rubbers' and drives' alike.

Every hash is SHA-256 over the canonical JSON of an object (:func:`canonical`:
``json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`` in UTF-8), as
64 lower-case hex digits. A chain is a list of such hashes: ``chain[0]`` the hash of a
**header** (what the rubber or drive started from, :func:`header_hash`), and ``chain[k]``
(k ≥ 1) :func:`link` of ``chain[k - 1]`` and entry ``k`` of its history, the hash of
``{"prev": chain[k - 1], "entry": entry}``. :func:`verify` walks a chain against its header and
entries. What the header and the entries hold is the business of the two kinds of chain:
:mod:`scorepad.store.chain.rubbers` and :mod:`scorepad.store.chain.drives`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text
from scorepad.records.limits import shown

_HEX = re.compile(r"[0-9a-f]{64}")
HEADER_FIELD = "header"
#: What a header that does not match chain[0] is called (a rubber's words; a drive has its own).
HEADER_WORDS = Text(
    "the players, date, table, stake, game or state differ from what the chain recorded"
)


def canonical(obj: object) -> bytes:
    """The canonical JSON of ``obj`` in UTF-8, the bytes every hash is taken over.

    Raises :class:`InvalidEntryError` for what JSON cannot hold the same way twice (NaN,
    infinities, a lone surrogate, a non-text key).

    >>> canonical({"b": [1, 2.5], "a": "Ünal"})
    b'{"a":"\\xc3\\x9cnal","b":[1,2.5]}'
    """
    try:
        text = json.dumps(
            obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
        )
        return text.encode("utf-8")
    except (TypeError, ValueError) as e:  # UnicodeEncodeError is a ValueError
        raise InvalidEntryError.one(
            None, "", Text("cannot be hashed: {error}", error=shown(str(e), 60))
        ) from None


def digest(obj: object) -> str:
    """SHA-256 of :func:`canonical`, as 64 hex digits.

    >>> digest({})
    '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a'
    """
    # Lazy: opening a history checks no chain on most starts (hashlib loads OpenSSL), ~5 ms
    import hashlib

    return hashlib.sha256(canonical(obj)).hexdigest()


def header_hash(header: Mapping[str, Any]) -> str:
    """The first link of a chain: the hash of the rubber's header.

    >>> h = header_hash({"state": "in_play", "players": {"N": "Ann"}})
    >>> import hashlib
    >>> h == hashlib.sha256(b'{"players":{"N":"Ann"},"state":"in_play"}').hexdigest()
    True
    """
    return digest(dict(header))


def link(prev_hash: str, entry: Mapping[str, Any]) -> str:
    """The next link: the hash of an entry together with the hash before it.

    >>> h0 = header_hash({"state": "in_play"})
    >>> link(h0, {"action": "abandon"}) != link(h0, {"action": "reopen"})
    True
    """
    return digest({"prev": prev_hash, "entry": dict(entry)})


def chain_of(header: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> list[str]:
    """The whole chain: ``[header_hash(header), link(…, entries[0]), …]``.

    >>> chain = chain_of({"state": "in_play"}, [{"action": "abandon"}])
    >>> len(chain), chain[1] == link(chain[0], {"action": "abandon"})
    (2, True)
    """
    out = [header_hash(header)]
    for entry in entries:
        out.append(link(out[-1], entry))
    return out


def same(a: object, b: object) -> bool:
    """Equal as JSON, to the byte: ``10`` and ``10.0``, or ``1`` and ``true``, are not the same."""
    try:
        return canonical(a) == canonical(b)
    except InvalidEntryError:
        return False


def entry_name(k: int) -> str:
    return f"audit entry {k}"


def verify(
    header: Mapping[str, Any], entries: Sequence[Mapping[str, Any]], chain: Sequence[object]
) -> list[Problem]:
    """What is wrong with a chain, given the header it started from and the entries since.

    Empty when every link matches. Otherwise one problem, naming the header or the first entry
    (1-based, as ``audit entry k``) whose hash does not match: an entry changed, forged, removed
    or moved breaks the chain from there.

    >>> header, entries = {"state": "in_play"}, [{"action": "abandon"}, {"action": "reopen"}]
    >>> chain = chain_of(header, entries)
    >>> verify(header, entries, chain)
    []
    >>> [str(p) for p in verify(header, entries[1:], chain[:1] + chain[2:])]
    ['audit entry 1: does not match the chain (changed, forged, removed or moved)']
    """
    if not isinstance(chain, Sequence) or isinstance(chain, str) or not chain:
        return [Problem(None, "chain", Text("missing: the history cannot be verified"))]
    for k, h in enumerate(chain):
        if not isinstance(h, str) or not _HEX.fullmatch(h):
            return [
                Problem(
                    None,
                    "chain",
                    Text("link {k} is not a SHA-256 hash: {hash}", k=str(k), hash=shown(h)),
                )
            ]
    try:
        if header_hash(header) != chain[0]:
            return [Problem(None, HEADER_FIELD, HEADER_WORDS)]
        for k, entry in enumerate(entries, 1):
            if k >= len(chain):
                return [Problem(None, entry_name(k), Text("is not in the chain (an entry added)"))]
            if not isinstance(entry, Mapping) or link(str(chain[k - 1]), entry) != chain[k]:
                return [
                    Problem(
                        None,
                        entry_name(k),
                        Text("does not match the chain (changed, forged, removed or moved)"),
                    )
                ]
    except InvalidEntryError as e:
        return [Problem(None, "chain", e.problems[0].message)]
    if len(chain) > len(entries) + 1:
        return [
            Problem(
                None,
                entry_name(len(entries) + 1),
                Text("is missing: the chain goes on past the last entry (an entry removed)"),
            )
        ]
    return []


__all__ = [
    "HEADER_FIELD",
    "HEADER_WORDS",
    "canonical",
    "chain_of",
    "digest",
    "entry_name",
    "header_hash",
    "link",
    "same",
    "verify",
]
