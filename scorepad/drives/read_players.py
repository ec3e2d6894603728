"""Reading a drive record's players and pairs (``drives.md`` §2.1, §2.2): each player's id,
name and role (lady or gent where the movement needs one, §3.4), and in a partner or compass
drive the pairs of two players each (§4.4)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorepad.drives.model import Player, Problems, is_ghost
from scorepad.drives.rules import ROLE_MOVEMENTS, Value, show
from scorepad.errors import InvalidEntryError
from scorepad.limits import clean_name

PLAYER_KEYS = frozenset({"id", "name", "role", "pair"})


_CLEAN_NAMES: dict[str, str] = {}
_CLEAN_NAMES_KEPT = 4096


def _clean_player_name(name: str) -> str:
    """``clean_name(name, "name")``, remembered for the names that pass (a drive's record is
    read again with each line entered)."""
    hit = _CLEAN_NAMES.get(name)
    if hit is None:
        hit = clean_name(name, "name")
        if len(_CLEAN_NAMES) >= _CLEAN_NAMES_KEPT:
            _CLEAN_NAMES.clear()
        _CLEAN_NAMES[name] = hit
    return hit


def _read_players(
    raw: object, pair_drive: bool, rules: Mapping[str, Value], pr: Problems
) -> dict[str, Player]:
    out: dict[str, Player] = {}
    if not isinstance(raw, list):
        pr.add("", "players: expected a list")
        return out
    needs_roles = rules["movement"] in ROLE_MOVEMENTS
    for i, p in enumerate(raw, 1):
        place = f"player {i}"
        if not isinstance(p, dict):
            pr.add(place, "expected an object with id, name and role")
            continue
        pid = p.get("id")
        if isinstance(pid, str) and pid:  # named by its id (the ids are what the rounds give)
            place = f"player {pid}"
        for key in p:
            if key not in PLAYER_KEYS:
                pr.add(place, f"{key}: unknown field of a player")
        if not isinstance(pid, str) or not pid:
            pr.add(place, "id: missing")
            continue
        place = f"player {pid}"
        if is_ghost(pid):
            pr.add(place, "id: ghost ids are reserved for empty seats")
            continue
        if pid in out:
            pr.add(place, "id: given to two players")
            continue
        name = p.get("name", pid)
        if not isinstance(name, str) or not name.strip():
            pr.add(place, "name: expected a name")
            name = pid
        else:
            try:
                name = _clean_player_name(name)
            except InvalidEntryError as e:
                pr.add(place, str(e))
                name = pid
        role = _read_role(p.get("role"), place, rules if needs_roles else None, pr)
        pair = p.get("pair")
        if pair is not None:
            if not pair_drive:
                pr.add(place, "pair: only partner and compass drives have pairs")
                pair = None
            elif not isinstance(pair, str):
                pr.add(place, "pair: expected a pair id")
                pair = None
        out[pid] = Player(pid, name, role, pair)
    return out


def _read_role(
    role: object, place: str, rules: Mapping[str, Value] | None, pr: Problems
) -> str | None:
    """A player's role; ``rules`` when the movement needs one (a bad role is said once, not
    also as missing)."""
    if role is not None and role not in ("lady", "gent"):
        pr.add(place, f"role: {show(role)} is not lady or gent")
        return None
    if role is None and rules is not None:
        pr.add(place, f"role: missing; the {rules['movement']} movement needs lady or gent")
    return role if isinstance(role, str) else None


def _read_pairs(
    obj: Mapping[str, Any], players: Mapping[str, Player], pair_drive: bool, pr: Problems
) -> dict[str, tuple[str, ...]]:
    raw = obj.get("pairs")
    if not pair_drive:
        if raw is not None:
            pr.add("", "pairs: only partner and compass drives have pairs")
        return {}
    if raw is None:
        pr.add("", "pairs: missing; a partner or compass drive gives its pairs")
        return {}
    if not isinstance(raw, dict):
        pr.add("", "pairs: expected an object of pair id → its two players")
        return {}
    out: dict[str, tuple[str, ...]] = {}
    member_of: dict[str, str] = {}
    for pid, members in raw.items():
        place = f"pair {pid}"
        if is_ghost(pid):
            pr.add(place, "ghost ids are reserved for an empty place")
            continue
        if not isinstance(members, list) or len(members) != 2:
            pr.add(place, "expected a list of its two players")
            continue
        for m in members:
            if not isinstance(m, str) or m not in players:
                pr.add(place, f"{show(m)} is not a player of the drive")
            elif m in member_of:
                pr.add(place, f"{m} is already in pair {member_of[m]}")
            else:
                member_of[m] = pid
        out[pid] = tuple(str(m) for m in members)
    for p in players.values():
        if p.id not in member_of:
            pr.add(f"player {p.id}", "is in no pair")
        elif p.pair is not None and p.pair != member_of[p.id]:
            pr.add(
                f"player {p.id}", f"pair: says {p.pair}, but pairs puts them in {member_of[p.id]}"
            )
    return out
