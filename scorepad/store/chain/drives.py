"""The hash chain of a drive's history (``drives.md`` §5, the export's ``start``, ``audit`` and
``chain``), over the links of :mod:`scorepad.store.chain.links`.

The hashes are those of a rubber's chain (:mod:`scorepad.store.chain.links`: SHA-256 over the
canonical JSON,
``json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`` in UTF-8):

- ``chain[0]`` is the hash of the drive's **header**, ``{"record": …, "state": …}``: its
  ``scorepad-drive/1`` record as the chain starts (date, form, code, house rules, players or
  entrants, the start, any rounds already entered) and its state;
- ``chain[k]`` is :func:`scorepad.store.chain.links.link` of ``chain[k - 1]`` and entry ``k``.

Every change of the drive is an entry: ``{"action": what, "changes": [...], "at": time, …}``,
``what`` being the drive store's word (``result``, ``correct``, ``override``, ``arrive``,
``depart``, ``paid``, ``cut``, ``declare``, ``reopen``); ``before``/``after`` what the audit trail
shows; ``"state": [before, after]`` when the drive's state moves (declared, reopened).
``changes`` is what the change did to the record, as a list of operations, each
``[path, value]`` (set, or append at the end of a list) or ``[path]`` (remove), a path being a
list of keys and list indexes into the record (:func:`changes_between`). Replaying the entries
from the header (:func:`replay`) gives the record and state as they now are, so an edit of any
of them shows. An entry with no ``changes`` (``"legacy": true``) keeps an audit row of the time
before the chain: it changes nothing.

What this protects against: an export or history edited by hand, or damaged. What it does not:
someone who edits it and recomputes the whole chain.

>>> rec = {"format": "scorepad-drive/1", "players": [{"id": "L1", "name": "Ann"}], "rounds": []}
>>> new = {**rec, "rounds": [{"round": 1, "results": [{"table": 1, "NS": 8, "EW": 5}]}]}
>>> entry = drive_entry("result", changes_between(rec, new))
>>> entry["changes"]
[[['rounds', 0], {'round': 1, 'results': [{'table': 1, 'NS': 8, 'EW': 5}]}]]
>>> header = drive_header(rec, "in_play")
>>> hashes = drive_chain_of(header, [entry])
>>> verify_drive(header, new, "in_play", [entry], hashes)
[]
>>> new["players"][0]["name"] = "Zed"
>>> [str(p) for p in verify_drive(header, new, "in_play", [entry], hashes)]
["player L1: name is 'Zed' in the record, 'Ann' in the chain"]
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from scorepad.errors import InvalidEntryError, Problem, message_of
from scorepad.i18n import Text
from scorepad.records.limits import shown
from scorepad.store.chain import links as _chain

__all__ = [
    "apply_changes",
    "changes_between",
    "drive_chain_of",
    "drive_entry",
    "drive_header",
    "entry_words",
    "legacy_entry",
    "replay",
    "verify_drive",
]

Path = list[str | int]


def drive_header(record: Mapping[str, Any], state: str) -> dict[str, Any]:
    """The header a drive's chain starts from: its record as it then stood, and its state."""
    return {"record": copy.deepcopy(dict(record)), "state": state}


def drive_chain_of(header: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> list[str]:
    """The hashes of a drive's chain: the header's, then one link per entry."""
    return _chain.chain_of(header, entries)


# -- what a change did ---------------------------------------------------------------------------
def changes_between(old: Any, new: Any) -> list[list[Any]]:
    """The operations that turn ``old`` into ``new`` (both JSON): a changed value is set, a list
    that grows gets its new items appended, a key that goes is removed, and a list that shrinks
    or an item of another kind is set whole.

    >>> changes_between({"a": [1, 2], "b": 1}, {"a": [1, 3, 4], "c": 2})
    [[['b']], [['a', 1], 3], [['a', 2], 4], [['c'], 2]]
    >>> apply_changes({"a": [1, 2], "b": 1}, _)
    {'a': [1, 3, 4], 'c': 2}
    """
    out: list[list[Any]] = []
    _diff(old, new, [], out)
    return out


def _alike(old: Any, new: Any) -> bool:
    """Whether two JSON values are the same, for finding what changed: equal and of one type.
    Fast (the drive of 25 tables and 24 rounds: well under a millisecond, against several for
    comparing canonical JSON), and exact for every value but a container that is equal in
    Python while a value inside it differs only in type (``1`` and ``true``, ``1`` and
    ``1.0``), which no change of the drive store makes (the drive reader types every field).
    :func:`verify_drive` compares canonical JSON, so such an edit never passes unseen."""
    return type(old) is type(new) and old == new


def _diff(old: Any, new: Any, path: Path, out: list[list[Any]]) -> None:
    if _alike(old, new):
        return
    if isinstance(old, dict) and isinstance(new, dict):
        out.extend([[*path, k]] for k in old if k not in new)
        for k, v in new.items():
            if k in old:
                _diff(old[k], v, [*path, k], out)
            else:
                out.append([[*path, k], copy.deepcopy(v)])
    elif isinstance(old, list) and isinstance(new, list) and len(new) >= len(old):
        for i, v in enumerate(new):
            if i < len(old):
                _diff(old[i], v, [*path, i], out)
            else:
                out.append([[*path, i], copy.deepcopy(v)])
    else:
        out.append([path, copy.deepcopy(new)])


def apply_changes(record: Any, changes: Sequence[Any]) -> Any:
    """``record`` with the operations of :func:`changes_between` done (a copy). Raises
    ValueError naming the operation that does not fit the record."""
    return _apply(copy.deepcopy(record), changes)


def _apply(doc: Any, changes: Sequence[Any]) -> Any:
    """:func:`apply_changes` on ``doc`` itself (what it returns: ``doc``, or what replaced it)."""
    for n, op in enumerate(changes, 1):
        if not isinstance(op, list) or len(op) not in (1, 2) or not isinstance(op[0], list):
            raise ValueError(Text("change {n} is not [path] or [path, value]", n=n))
        path = op[0]
        if not path:
            if len(op) == 1:
                raise ValueError(Text("change {n} removes the whole record", n=n))
            doc = copy.deepcopy(op[1])
            continue
        parent = doc
        for key in path[:-1]:
            parent = _step(parent, key, n)
        _put(parent, path[-1], op, n)
    return doc


def _step(node: Any, key: Any, n: int) -> Any:
    if isinstance(node, dict) and isinstance(key, str) and key in node:
        return node[key]
    if isinstance(node, list) and _index(key) and 0 <= key < len(node):
        return node[key]
    raise ValueError(
        Text("change {n} names {key}, which is not in the record", n=n, key=shown(key))
    )


def _index(key: Any) -> bool:
    return isinstance(key, int) and not isinstance(key, bool)


def _put(parent: Any, key: Any, op: list[Any], n: int) -> None:
    remove = len(op) == 1
    if isinstance(parent, dict) and isinstance(key, str):
        if remove:
            if key not in parent:
                raise ValueError(
                    Text("change {n} removes {key}, which is not there", n=n, key=shown(key))
                )
            del parent[key]
        else:
            parent[key] = copy.deepcopy(op[1])
    elif isinstance(parent, list) and _index(key) and 0 <= key <= len(parent):
        if remove:
            if key == len(parent):
                raise ValueError(
                    Text("change {n} removes item {item}, which is not there", n=n, item=key + 1)
                )
            del parent[key]
        elif key == len(parent):
            parent.append(copy.deepcopy(op[1]))
        else:
            parent[key] = copy.deepcopy(op[1])
    else:
        raise ValueError(
            Text("change {n} names {key}, which is not in the record", n=n, key=shown(key))
        )


# -- entries -------------------------------------------------------------------------------------
def drive_entry(
    action: str,
    changes: Sequence[Any],
    *,
    before: Any = None,
    after: Any = None,
    state: tuple[str, str] | None = None,
    at: str | None = None,
    **where: Any,
) -> dict[str, Any]:
    """An entry of a drive's chain (``where``: ``round``, ``table``… to name it in messages).

    >>> drive_entry("declare", [], state=("in_play", "declared"))
    {'action': 'declare', 'changes': [], 'state': ['in_play', 'declared']}
    """
    entry: dict[str, Any] = {"action": action, "changes": [list(op) for op in changes]}
    entry.update({k: v for k, v in where.items() if v is not None})
    if before is not None:
        entry["before"] = copy.deepcopy(before)
    if after is not None:
        entry["after"] = copy.deepcopy(after)
    if state is not None and state[0] != state[1]:
        entry["state"] = [state[0], state[1]]
    if at is not None:
        entry["at"] = at
    return entry


def legacy_entry(audit: Mapping[str, Any]) -> dict[str, Any]:
    """An audit row of the time before the chain, kept in it (it changes nothing).

    >>> legacy_entry({"at": "2026-11-20T19:00:00Z", "what": "correct", "before": {"NS": 5}})
    {'action': 'correct', 'legacy': True, 'at': '2026-11-20T19:00:00Z', 'before': {'NS': 5}}
    """
    entry: dict[str, Any] = {"action": str(audit.get("what", "audit")), "legacy": True}
    for k in ("at", "before", "after"):
        if audit.get(k) is not None:
            entry[k] = copy.deepcopy(audit[k])
    return entry


def entry_words(entry: Mapping[str, Any] | None) -> str:
    """An entry in a few words, for messages: ``correct round 2 table 3``.

    >>> entry_words({"action": "result", "round": 1, "table": 2})
    'result round 1 table 2'
    >>> entry_words(None)
    'nothing'
    """
    if entry is None:
        return "nothing"
    words = [str(entry.get("action", "?"))]
    for k in ("round", "table", "player", "prize"):
        if isinstance(entry.get(k), str | int) and not isinstance(entry.get(k), bool):
            words.append(f"{k} {entry[k]}")
    return " ".join(words)


# -- verifying -----------------------------------------------------------------------------------
def replay(
    header: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]
) -> tuple[Any, Any, list[Problem]]:
    """The record and state the entries lead to from ``header``, and the first problem met."""
    record, state = copy.deepcopy(header.get("record")), header.get("state")
    for k, entry in enumerate(entries, 1):
        where = f"audit entry {k}"
        change = entry.get("state")
        if change is not None:
            if not (isinstance(change, list) and len(change) == 2):
                return (
                    record,
                    state,
                    [Problem(None, where, Text("its state change is not [before, after]"))],
                )
            if not _chain.same(change[0], state):
                return (
                    record,
                    state,
                    [
                        Problem(
                            None,
                            where,
                            Text(
                                "says the state was {was}, it was {state}",
                                was=shown(change[0]),
                                state=shown(state),
                            ),
                        )
                    ],
                )
            state = change[1]
        changes = entry.get("changes", [])
        if not isinstance(changes, list):
            return record, state, [Problem(None, where, Text("its changes are not a list"))]
        try:
            record = _apply(record, changes)  # (a copy of the header's, made once)
        except ValueError as e:
            return record, state, [Problem(None, where, message_of(e))]
    return record, state, []


def verify_drive(
    header: object,
    record: object,
    state: object,
    entries: object,
    chain: object,
) -> list[Problem]:
    """Everything that does not match in a drive: the header its chain started from, its record
    and state now, its entries and its hashes. Empty when all match; otherwise one problem,
    naming the header, the first audit entry that fails (changed, forged, removed), the state, or
    the first place of the record the chain does not lead to. The caller names the drive."""
    if not isinstance(header, Mapping) or not isinstance(header.get("record"), Mapping):
        return [Problem(None, "start", Text("missing: the drive's first record is not there"))]
    if isinstance(entries, str) or not isinstance(entries, Sequence):
        return [Problem(None, "audit", Text("expected a list of entries"))]
    if not all(isinstance(e, Mapping) for e in entries):
        return [Problem(None, "audit", Text("expected a list of entries"))]
    if isinstance(chain, str) or not isinstance(chain, Sequence):
        return [Problem(None, "chain", Text("missing: the history cannot be verified"))]
    problems = _chain.verify(header, entries, chain)
    if problems:
        if problems[0].field == _chain.HEADER_FIELD:
            return [
                Problem(
                    None,
                    "start",
                    Text(
                        "the date, form, code, house rules, players or state the drive started "
                        "with differ from what the chain recorded"
                    ),
                )
            ]
        return problems
    now, now_state, problems = replay(header, entries)
    if problems:
        return problems
    if not _chain.same(now_state, state):
        return [
            Problem(
                None,
                "state",
                Text(
                    "is {state}, but {chained} in the chain",
                    state=shown(state),
                    chained=shown(now_state),
                ),
            )
        ]
    return _differences(record, now)


def _differences(record: Any, chained: Any) -> list[Problem]:
    """The first place where the record differs from the one the chain leads to, in words."""
    try:
        if _chain.canonical(record) == _chain.canonical(chained):
            return []
    except InvalidEntryError as e:
        return [Problem(None, "record", e.problems[0].message)]
    ops = changes_between(chained, record)
    if not ops:  # equal in Python, but some value differs in type (1 and true)
        return [Problem(None, "record", Text("differs from what the chain recorded"))]
    op = ops[0]
    path = op[0]
    mine = _at(record, path)
    theirs = _at(chained, path)
    place = _place(chained if theirs is not _MISSING else record, path)
    return [
        Problem(
            None,
            "",
            Text(
                "{place} is {mine} in the record, {theirs} in the chain",
                place=place,
                mine=_shown(mine),
                theirs=_shown(theirs),
            ),
        )
    ]


_MISSING = object()


def _at(doc: Any, path: Path) -> Any:
    for key in path:
        if isinstance(doc, dict) and isinstance(key, str) and key in doc:
            doc = doc[key]
        elif isinstance(doc, list) and _index(key) and 0 <= int(key) < len(doc):
            doc = doc[int(key)]
        else:
            return _MISSING
    return doc


def _shown(value: Any) -> str:
    return Text("not there") if value is _MISSING else shown(value)


def _place(doc: Any, path: Path) -> str:
    """A path into a drive record as a person would name it: ``round 2, table 3: NS``."""
    words: list[str] = []
    node = doc
    for i, key in enumerate(path):
        item = _at(node, [key])
        if _index(key) and words:
            words[-1] = _item_label(path[i - 1], item, int(key))
        elif _index(key):
            words.append(f"item {int(key) + 1}")
        else:
            words.append(str(key).replace("_", " "))
        node = item if item is not _MISSING else None
    if len(words) > 1 and not _index(path[-1]):
        return f"{', '.join(words[:-1])}: {words[-1]}"
    return ", ".join(words) or "record"


def _item_label(parent_key: Any, item: Any, index: int) -> str:
    if parent_key == "players" and isinstance(item, dict) and "id" in item:
        return f"player {item['id']}"
    if parent_key == "rounds":
        return f"round {index + 1}"
    if parent_key in ("results", "seating") and isinstance(item, dict):
        return f"table {item.get('table', index + 1)}"
    if parent_key == "start" and isinstance(item, dict):
        return f"start, table {item.get('table', index + 1)}"
    return f"item {index + 1}"
