"""The hash chain of a rubber's history: its header and its entries (the export's ``audit`` and
``chain``, ``score-format.md``), over the links of :mod:`scorepad.store.chain.links`.

Every hash is SHA-256 over the canonical JSON of an object (:func:`canonical`:
``json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`` in UTF-8), as
64 lower-case hex digits. A rubber's chain is a list of such hashes:

- ``chain[0]`` is the hash of its **header** as created (:func:`header_hash`);
- ``chain[k]`` (k ≥ 1) is :func:`link` of ``chain[k - 1]`` and entry ``k`` of its history: the
  hash of ``{"prev": chain[k - 1], "entry": entry}``.

The header is the rubber record without its deals, plus its state (:func:`rubber_header`): the
players, date, table and stake, and the game, code, house rules and first dealer too, since they
change the score as much. The entries are, in order, every deal as recorded and every later
change, each a JSON object with an ``action`` (the store's audit vocabulary, plus the header
changes, so that the app's own rename or merge never looks like a forgery):

- ``{"action": "record", "index": i, "new": deal}``: a deal recorded at the end (``i`` 0-based);
- ``{"action": "insert", "index": i, "new": deal}``: a deal inserted before deal ``i``;
- ``{"action": "replace", "index": i, "old": was, "new": deal}``: deal ``i`` replaced;
- ``{"action": "delete", "index": i, "old": was}``: deal ``i`` deleted;
- ``{"action": "rename", "seat": "S", "old": name, "new": name}``: the player at a seat renamed
  (``"merge"``: merged into another player);
- ``{"action": "abandon", "state": ["in_play", "abandoned"]}``: abandoned (``"reopen"``: reopened;
  ``"state"``: any other change of state).

Any entry that changes the rubber's state carries ``"state": [before, after]`` (a deal that
finishes the rubber: ``["in_play", "finished"]``). Other keys (``"at"``, a time) are hashed with
the entry and otherwise ignored.

What this protects against: an export or history edited by hand, or damaged, no longer matches
its chain (:func:`verify_rubber` names the first entry, or the header field, that differs). What
it does not: someone who edits the history and recomputes the whole chain, as this module does.

Wiring: the store keeps ``chain[-1]`` per rubber; on creation ``header_hash(rubber_header(record,
"in_play"))``; on each change ``link(last, entry)``. Export puts ``record``, ``state``, ``audit``
(the entries) and ``chain`` in each item; import calls ``verify_rubber(item["record"],
item["state"], item["audit"], item["chain"])`` and refuses the item if it gives any problem.
Legacy items (no chain) take ``content_id(item)`` as their id, so a second import adds nothing.

>>> from scorepad.store.chain.links import chain_of
>>> record = {"game": "contract", "players": {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}}
>>> deal = {"declarer": "N", "contract": "4S", "result": 10}
>>> entries = [{"action": "record", "index": 0, "new": deal},
...            {"action": "rename", "seat": "S", "old": "Cy", "new": "Cyril"}]
>>> chain = chain_of(rubber_header(record, "in_play"), entries)
>>> now = {**record, "players": {**record["players"], "S": "Cyril"}, "deals": [deal]}
>>> verify_rubber(now, "in_play", entries, chain)
[]
>>> now["players"]["W"] = "Zed"
>>> [str(p) for p in verify_rubber(now, "in_play", entries, chain)]
['header: the players, date, table, stake, game or state differ from what the chain recorded']
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from scorepad.errors import Problem
from scorepad.i18n import Text
from scorepad.records.limits import shown
from scorepad.store.chain.links import digest, entry_name, same, verify

_SEATS = {"N": "North", "E": "East", "S": "South", "W": "West"}


def json_copy(value: Any) -> Any:
    """A deep copy of JSON data (objects, arrays and plain values), several times quicker than
    :func:`copy.deepcopy` on the day's check of many rubbers; anything else is deep-copied.

    >>> a = {"deals": [{"result": 9}]}
    >>> b = json_copy(a)
    >>> b == a and b["deals"][0] is not a["deals"][0]
    True
    """
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return copy.deepcopy(value)


def rubber_header(record: Mapping[str, Any], state: str) -> dict[str, Any]:
    """The header a rubber's chain starts from: its ``scorepad-rubber/1`` record without the
    deals, plus its state.

    >>> rubber_header({"format": "scorepad-rubber/1", "game": "contract", "deals": [{}]}, "in_play")
    {'format': 'scorepad-rubber/1', 'game': 'contract', 'state': 'in_play'}
    """
    header = {k: json_copy(v) for k, v in record.items() if k != "deals"}
    header["state"] = state
    return header


# -- entries --------------------------------------------------------------------------------------
def deal_entry(
    action: str,
    index: int,
    *,
    old: Mapping[str, Any] | None = None,
    new: Mapping[str, Any] | None = None,
    state: tuple[str, str] | None = None,
    at: str | None = None,
) -> dict[str, Any]:
    """An entry for a deal recorded, inserted, replaced or deleted (``index`` 0-based).

    ``state`` is ``(before, after)`` when the change moves the rubber's state (the deal that
    finishes it, or the deletion that reopens it); ``at`` the time, if the store keeps one.

    >>> deal_entry("record", 2, new={"result": 10}, state=("in_play", "finished"))
    {'action': 'record', 'index': 2, 'new': {'result': 10}, 'state': ['in_play', 'finished']}
    """
    if action not in ("record", "insert", "replace", "delete"):
        raise ValueError(Text("not a deal action: {action}", action=repr(action)))
    entry: dict[str, Any] = {"action": action, "index": index}
    if old is not None:
        entry["old"] = copy.deepcopy(dict(old))
    if new is not None:
        entry["new"] = copy.deepcopy(dict(new))
    return _finish(entry, state, at)


def player_entry(
    seat: str, old: str, new: str, *, merge: bool = False, at: str | None = None
) -> dict[str, Any]:
    """An entry for the player at ``seat`` (``"N"`` … ``"W"``) renamed, or merged into another.

    >>> player_entry("S", "Cy", "Cyril", merge=True)
    {'action': 'merge', 'seat': 'S', 'old': 'Cy', 'new': 'Cyril'}
    """
    entry = {"action": "merge" if merge else "rename", "seat": seat, "old": old, "new": new}
    return _finish(entry, None, at)


def state_entry(action: str, before: str, after: str, *, at: str | None = None) -> dict[str, Any]:
    """An entry for the rubber abandoned (``"abandon"``), reopened (``"reopen"``), or any other
    change of its state (``"state"``).

    >>> state_entry("abandon", "in_play", "abandoned")
    {'action': 'abandon', 'state': ['in_play', 'abandoned']}
    """
    if action not in ("abandon", "reopen", "state"):
        raise ValueError(Text("not a state action: {action}", action=repr(action)))
    return _finish({"action": action}, (before, after), at)


def _finish(entry: dict[str, Any], state: tuple[str, str] | None, at: str | None) -> dict[str, Any]:
    if state is not None:
        entry["state"] = [state[0], state[1]]
    if at is not None:
        entry["at"] = at
    return entry


# -- replaying the entries ------------------------------------------------------------------------
def _replay(
    header: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]
) -> tuple[dict[str, Any], list[Any], list[Problem]]:
    """The header and deals the entries lead to from ``header`` and no deals."""
    now = {k: json_copy(v) for k, v in header.items()}
    deals: list[Any] = []
    problems: list[Problem] = []
    for k, entry in enumerate(entries, 1):
        wrong = _complaint(problems, k)
        action = entry.get("action")
        if "state" in entry:
            _replay_state(now, entry["state"], wrong)
        if action in ("record", "insert", "replace", "delete"):
            _replay_deal(deals, action, entry, wrong)
        elif action in ("rename", "merge"):
            _replay_rename(now, entry, wrong)
        elif action not in ("abandon", "reopen", "state"):
            wrong(f"unknown action {shown(action)}")
    return now, deals, problems


def _complaint(problems: list[Problem], k: int) -> Callable[[str], None]:
    """A function that adds a problem about entry ``k``."""

    def wrong(message: str) -> None:
        problems.append(Problem(None, entry_name(k), message))

    return wrong


def _replay_state(now: dict[str, Any], change: Any, wrong: Callable[[str], None]) -> None:
    """Apply an entry's ``[before, after]`` state change to the header ``now``."""
    if not (isinstance(change, list) and len(change) == 2):
        wrong("its state change is not [before, after]")
    elif not same(change[0], now.get("state")):
        wrong(f"says the state was {shown(change[0])}, it was {shown(now.get('state'))}")
    else:
        now["state"] = change[1]


def _replay_deal(
    deals: list[Any], action: str, entry: Mapping[str, Any], wrong: Callable[[str], None]
) -> None:
    """Apply a record, insert, replace or delete entry to the deals."""
    index = entry.get("index")
    last = len(deals) if action in ("record", "insert") else len(deals) - 1
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= last:
        wrong(f"names no deal {shown(index)}")
    elif action == "record" and index != len(deals):
        wrong(f"records deal {index + 1} after {len(deals)} deals")
    elif action in ("replace", "delete") and not same(entry.get("old"), deals[index]):
        wrong(f"says deal {index + 1} was not what it was")
    elif action == "delete":
        del deals[index]
    elif action == "replace":
        deals[index] = json_copy(entry.get("new"))
    else:
        deals.insert(index, json_copy(entry.get("new")))


def _replay_rename(
    now: dict[str, Any], entry: Mapping[str, Any], wrong: Callable[[str], None]
) -> None:
    """Apply a rename or merge of the player at one seat to the header ``now``."""
    seat = entry.get("seat")
    players = now.setdefault("players", {})
    if (
        not isinstance(seat, str)
        or not isinstance(players, dict)
        or not same(players.get(seat), entry.get("old"))
    ):
        wrong(f"renames {shown(entry.get('old'))}, who was not at {shown(seat)}")
    else:
        players[seat] = entry.get("new")


def initial_header(
    record: Mapping[str, Any], state: str, entries: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """The header a rubber started from, found from its record and state now by undoing the
    entries' header changes (renames and merges, state changes) from the last to the first.

    >>> entries = [{"action": "rename", "seat": "S", "old": "Cy", "new": "Cyril"},
    ...            {"action": "abandon", "state": ["in_play", "abandoned"]}]
    >>> initial_header({"players": {"S": "Cyril"}}, "abandoned", entries)
    {'players': {'S': 'Cy'}, 'state': 'in_play'}
    """
    header = rubber_header(record, state)
    for entry in reversed(entries):
        if not isinstance(entry, Mapping):
            continue
        change = entry.get("state")
        if isinstance(change, list) and len(change) == 2:
            header["state"] = change[0]
        players, seat = header.get("players"), entry.get("seat")
        renamed = entry.get("action") in ("rename", "merge") and isinstance(seat, str)
        if renamed and isinstance(players, dict):
            players[seat] = entry.get("old")
    return header


def _header_differences(now: Mapping[str, Any], header: Mapping[str, Any]) -> list[Problem]:
    """Name what differs between the header a record shows and the one its entries lead to."""
    out: list[Problem] = []
    mine, theirs = now.get("players") or {}, header.get("players") or {}
    if isinstance(mine, dict) and isinstance(theirs, dict):
        for seat in sorted(set(mine) | set(theirs), key=str):
            if not same(mine.get(seat), theirs.get(seat)):
                out.append(
                    Problem(
                        None,
                        _SEATS.get(str(seat), str(seat)),
                        Text(
                            "is {mine} in the record, {theirs} in the chain",
                            mine=shown(mine.get(seat)),
                            theirs=shown(theirs.get(seat)),
                        ),
                    )
                )
    for key in sorted(set(now) | set(header)):
        if key != "players" and not same(now.get(key), header.get(key)):
            out.append(
                Problem(
                    None,
                    key.replace("_", " "),
                    Text(
                        "is {mine} in the record, {theirs} in the chain",
                        mine=shown(now.get(key)),
                        theirs=shown(header.get(key)),
                    ),
                )
            )
    return out


def verify_rubber(
    record: Mapping[str, Any],
    state: str,
    entries: Sequence[Mapping[str, Any]],
    chain: Sequence[object],
) -> list[Problem]:
    """Everything that does not match in an exported rubber: its record (``scorepad-rubber/1``,
    deals included) and state as they are now, its entries and its chain.

    Empty when all match. Otherwise the problems name the header (a player swapped, the state or
    the stake changed) or the first audit entry that fails (removed, forged or changed), or the
    first deal of the record that the entries do not lead to. The caller names the rubber.
    """
    if not isinstance(record, Mapping):
        return [Problem(None, "record", Text("expected a rubber record"))]
    if isinstance(entries, str) or not isinstance(entries, Sequence):
        return [Problem(None, "audit", Text("expected a list of entries"))]
    if not all(isinstance(e, Mapping) for e in entries):
        return [Problem(None, "audit", Text("expected a list of entries"))]
    start = initial_header(record, state, entries)
    problems = verify(start, entries, chain)
    if problems:
        # The header or an entry is not what was hashed: nothing after it can be trusted.
        return problems
    replayed, deals, problems = _replay(start, entries)
    if problems:
        return problems[:1]
    problems = _header_differences(rubber_header(record, state), replayed)
    recorded = record.get("deals", [])
    if not same(recorded, deals):
        if not isinstance(recorded, list):
            recorded = []
        first = next(
            (i for i, (a, b) in enumerate(zip(recorded, deals, strict=False)) if not same(a, b)),
            min(len(recorded), len(deals)),
        )
        problems.append(
            Problem(
                first + 1,
                "",
                Text.plural(
                    "the record has {n} deals, the chain {chained}; they differ here",
                    "the record has {n} deals, the chain {chained}; they differ here",
                    len(recorded),
                    chained=len(deals),
                ),
            )
        )
    return problems


def content_id(item: Mapping[str, Any]) -> str:
    """The id of a legacy export item (one without a chain): the hash of its content.

    The same item always gets the same id, so importing it a second time adds nothing; an ``id``
    key already in the item is left out of the hash.

    >>> item = {"record": {"game": "contract", "deals": []}, "state": "in_play"}
    >>> content_id(item) == content_id({"state": "in_play", **item, "id": "x"})
    True
    >>> len(content_id(item))
    64
    """
    return digest({k: v for k, v in item.items() if k != "id"})


__all__ = [
    "content_id",
    "deal_entry",
    "initial_header",
    "player_entry",
    "rubber_header",
    "state_entry",
    "verify_rubber",
]
