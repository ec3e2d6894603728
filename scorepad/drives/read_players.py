"""Reading a drive record's players and pairs (``drives.md`` §2.1, §2.2): each player's id,
name and role (lady or gent where the movement needs one, §3.4), and in a partner or compass
drive the pairs of two players each (§4.4)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorepad.drives.model import Player, Problems, is_ghost
from scorepad.drives.rules import ROLE_MOVEMENTS, Value, show
from scorepad.errors import InvalidEntryError
from scorepad.i18n import Text
from scorepad.records.limits import clean_name

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
    """The players by id, each read by :func:`_read_player`."""
    out: dict[str, Player] = {}
    if not isinstance(raw, list):
        pr.add("", Text("{field}: expected a list", field="players"))
        return out
    role_rules = rules if rules["movement"] in ROLE_MOVEMENTS else None
    for i, p in enumerate(raw, 1):
        player = _read_player(p, i, out, pair_drive, role_rules, pr)
        if player is not None:
            out[player.id] = player
    return out


def _read_player(
    p: object,
    i: int,
    seen: Mapping[str, Player],
    pair_drive: bool,
    role_rules: Mapping[str, Value] | None,
    pr: Problems,
) -> Player | None:
    """Player ``i``: its fields known, its id new and no ghost's, its name, role (``role_rules``
    when the movement needs one) and pair; None where it has no id to be known by."""
    place = Text("player {id}", id=str(i))
    if not isinstance(p, dict):
        pr.add(place, Text("expected an object with id, name and role"))
        return None
    pid = p.get("id")
    if isinstance(pid, str) and pid:  # named by its id (the ids are what the rounds give)
        place = Text("player {id}", id=pid)
    for key in p:
        if key not in PLAYER_KEYS:
            pr.add(place, Text("{key}: unknown field of a player", key=key))
    if not isinstance(pid, str) or not pid:
        pr.add(place, Text("{field}: missing", field="id"))
        return None
    place = Text("player {id}", id=pid)
    if is_ghost(pid):
        pr.add(place, Text("{field}: ghost ids are reserved for empty seats", field="id"))
        return None
    if pid in seen:
        pr.add(place, Text("{field}: given to two players", field="id"))
        return None
    name = _read_name(p.get("name", pid), pid, place, pr)
    role = _read_role(p.get("role"), place, role_rules, pr)
    pair = _read_pair_of(p.get("pair"), pair_drive, place, pr)
    return Player(pid, name, role, pair)


def _read_name(name: object, pid: str, place: str, pr: Problems) -> str:
    """A player's name, cleaned; the id where it has none that can be shown."""
    if not isinstance(name, str) or not name.strip():
        pr.add(place, Text("{field}: expected a name", field="name"))
        return pid
    try:
        return _clean_player_name(name)
    except InvalidEntryError as e:
        pr.add(place, str(e))
        return pid


def _read_pair_of(pair: object, pair_drive: bool, place: str, pr: Problems) -> str | None:
    """The pair a player says he is in (only a partner or compass drive has pairs)."""
    if pair is None:
        return None
    if not pair_drive:
        pr.add(place, Text("{field}: only partner and compass drives have pairs", field="pair"))
        return None
    if not isinstance(pair, str):
        pr.add(place, Text("{field}: expected a pair id", field="pair"))
        return None
    return pair


def _read_role(
    role: object, place: str, rules: Mapping[str, Value] | None, pr: Problems
) -> str | None:
    """A player's role; ``rules`` when the movement needs one (a bad role is said once, not
    also as missing)."""
    if role is not None and role not in ("lady", "gent"):
        pr.add(place, Text("{field}: {role} is not lady or gent", field="role", role=show(role)))
        return None
    if role is None and rules is not None:
        pr.add(
            place,
            Text(
                "{field}: missing; the {movement} movement needs lady or gent",
                field="role",
                movement=str(rules["movement"]),
            ),
        )
    return role if isinstance(role, str) else None


def _read_pairs(
    obj: Mapping[str, Any], players: Mapping[str, Player], pair_drive: bool, pr: Problems
) -> dict[str, tuple[str, ...]]:
    raw = obj.get("pairs")
    if not pair_drive:
        if raw is not None:
            pr.add("", Text("{field}: only partner and compass drives have pairs", field="pairs"))
        return {}
    if raw is None:
        pr.add(
            "", Text("{field}: missing; a partner or compass drive gives its pairs", field="pairs")
        )
        return {}
    if not isinstance(raw, dict):
        pr.add("", Text("{field}: expected an object of pair id → its two players", field="pairs"))
        return {}
    out: dict[str, tuple[str, ...]] = {}
    member_of: dict[str, str] = {}
    for pid, members in raw.items():
        place = Text("pair {id}", id=pid)
        if is_ghost(pid):
            pr.add(place, Text("ghost ids are reserved for an empty place"))
            continue
        if not isinstance(members, list) or len(members) != 2:
            pr.add(place, Text("expected a list of its two players"))
            continue
        _read_members(pid, members, players, member_of, place, pr)
        out[pid] = tuple(str(m) for m in members)
    _check_paired(players, member_of, pr)
    return out


def _read_members(
    pid: str,
    members: list[Any],
    players: Mapping[str, Player],
    member_of: dict[str, str],
    place: str,
    pr: Problems,
) -> None:
    """The two players of pair ``pid``, each a player of the drive in no other pair
    (``member_of``: the pair of each player so far)."""
    for m in members:
        if not isinstance(m, str) or m not in players:
            pr.add(place, Text("{m} is not a player of the drive", m=show(m)))
        elif m in member_of:
            pr.add(place, Text("{m} is already in pair {member_of}", m=m, member_of=member_of[m]))
        else:
            member_of[m] = pid


def _check_paired(
    players: Mapping[str, Player], member_of: Mapping[str, str], pr: Problems
) -> None:
    """Every player in a pair, the one his own ``pair`` names where he names one."""
    for p in players.values():
        if p.id not in member_of:
            pr.add(Text("player {id}", id=p.id), Text("is in no pair"))
        elif p.pair is not None and p.pair != member_of[p.id]:
            pr.add(
                Text("player {id}", id=p.id),
                Text(
                    "{field}: says {pair}, but pairs puts them in {member_of}",
                    field="pair",
                    pair=p.pair,
                    member_of=member_of[p.id],
                ),
            )
