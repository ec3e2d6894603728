"""Reading a ``scorepad-drive/1`` record (``drives.md`` §2.1–§2.2) into a :class:`Drive`.

Everything that can be checked without scoring is checked here; every problem is collected
(never only the first) as a line naming the round, table and field as a person would:
``round 2, table 3: North–South tricks: 4 + 8 = 12, they must add up to 13``. The results
themselves are checked while the drive is scored (:mod:`scorepad.drives.service`), because a
result can only be read against the seating of its round.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, TypeGuard

from scorepad.drives import deals as _deals
from scorepad.drives.rules import (
    BRIDGE_FORMS,
    DEFAULT_CODE,
    FORMS,
    GAME_OF_FORM,
    PAIR_MOVEMENTS,
    ROLE_MOVEMENTS,
    RULE_BY_KEY,
    Value,
    defaults,
    show,
)
from scorepad.errors import InvalidEntryError, Problem
from scorepad.records import jsonio
from scorepad.records.limits import TITLE_LIMIT, clean_name

FORMAT = "scorepad-drive/1"
RECORD_KEYS = frozenset(
    {
        "format",
        "form",
        "code",
        "title",
        "played_on",
        "house_rules",
        "tables",
        "players",
        "pairs",
        "start",
        "rounds",
        "prizes",
        "money",
        "seed",
    }
)
ROUND_KEYS = frozenset({"round", "trumps", "seating", "results"})
PLAYER_KEYS = frozenset({"id", "name", "role", "pair"})
PRIZE_KEYS = frozenset({"id", "pool", "kind", "place", "threshold", "target", "tie_winner"})
PRIZE_KINDS = ("top", "bottom", "half_time_top", "best_round", "rounds_at_least", "mystery")
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
SIDE_NAMES = {"NS": "North–South", "EW": "East–West"}
_GHOST = re.compile(r"ghost[0-9]*")


def is_ghost(pid: str) -> bool:
    """The reserved ids of a ghost: ``ghost``, ``ghost1``, ``ghost2`` …"""
    return _GHOST.fullmatch(pid) is not None


def where(rnd: int | None = None, table: int | None = None, deal: int | None = None) -> str:
    parts = []
    if rnd is not None:
        parts.append(f"round {rnd}")
    if table is not None:
        parts.append(f"table {table}")
    if deal is not None:
        parts.append(f"deal {deal}")
    return ", ".join(parts)


class Problems:
    """The problems found so far, as plain lines."""

    __slots__ = ("lines",)

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, place: str, text: str) -> None:
        self.lines.append(f"{place}: {text}" if place else text)

    def __bool__(self) -> bool:
        return bool(self.lines)

    def raise_if_any(self) -> None:
        if self.lines:
            raise InvalidEntryError(Problem(None, "", line) for line in self.lines)


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str
    role: str | None = None
    pair: str | None = None


@dataclass(frozen=True, slots=True)
class Prize:
    id: str
    pool: str
    kind: str
    place: int = 1
    threshold: Any = None
    target: Any = None
    tie_winner: str | None = None


@dataclass(frozen=True, slots=True)
class Drive:
    """A drive record, read and checked (the results are read when scored)."""

    form: str
    code: str | None
    rules: Mapping[str, Value]
    tables: int
    players: Mapping[str, Player]
    pairs: Mapping[str, tuple[str, ...]]
    start: tuple[tuple[str, ...], ...]
    rounds: tuple[Mapping[str, Any], ...]
    seatings: tuple[tuple[tuple[str, ...], ...] | None, ...]
    prizes: tuple[Prize, ...]
    money: Mapping[str, Any] | None
    raw: Mapping[str, Any] = field(repr=False, default_factory=dict)

    @property
    def pair_drive(self) -> bool:
        return self.rules["movement"] in PAIR_MOVEMENTS

    @property
    def bridge(self) -> bool:
        return self.form in BRIDGE_FORMS

    @property
    def per_round(self) -> int:
        return int(self.rules["deals_per_round" if self.bridge else "hands_per_round"])

    def entrants(self) -> list[str]:
        """The ids in the standings: pairs in a pair drive, else the players."""
        return list(self.pairs) if self.pair_drive else list(self.players)

    def role_of(self, pid: str) -> str | None:
        p = self.players.get(pid)
        return p.role if p is not None else None


def parse_text(text: str) -> Any:
    """A drive file's JSON, read as strictly as a rubber's (:func:`scorepad.records.jsonio.loads`:
    no
    duplicate keys, no NaN or Infinity, numbers within bounds, nesting at most 32 deep)."""
    return jsonio.loads(text)


def read_drive(obj: object, problems: Problems | None = None) -> Drive:
    """Read a record's own fields. With ``problems`` given, problems are added there and a best
    effort :class:`Drive` is returned; without, they are raised as InvalidEntryError."""
    own = problems is None
    pr = problems if problems is not None else Problems()
    drive = _read(obj, pr)
    if own:
        pr.raise_if_any()
    return drive


def _is_int(v: object) -> TypeGuard[int]:
    return type(v) is int


def _read(obj: object, pr: Problems) -> Drive:
    """The record's fields in the order a person checks them: the record itself, its form and
    code, the house rules, the players and pairs, the tables and start, the rounds, the prizes
    and the money."""
    if not isinstance(obj, dict):
        pr.add("", "a drive record must be a JSON object")
        raise InvalidEntryError(Problem(None, "", line) for line in pr.lines)
    for key in obj:
        if key not in RECORD_KEYS:
            pr.add("", f"{key}: unknown field in a drive record")
    fmt = obj.get("format", FORMAT)
    if fmt != FORMAT:
        pr.add("", f"format: {show(fmt)} is not {show(FORMAT)}")
    form = _read_form(obj, pr)
    code = _read_code(obj, form, pr)
    rules = _read_house_rules(obj.get("house_rules"), form, pr)
    for key, check, problem in _OPTIONAL_FIELDS:
        if key in obj and not check(obj[key]):
            pr.add("", f"{key}: {problem(obj[key])}")
    pair_drive = rules["movement"] in PAIR_MOVEMENTS
    players = _read_players(obj.get("players", []), pair_drive, rules, pr)
    pairs = _read_pairs(obj, players, pair_drive, pr)
    tables = _read_tables(obj, pr)
    units = pairs if pair_drive else players
    seat = _SeatingContext(tables, pair_drive, units)
    start = _read_start(obj.get("start"), seat, rules, players, pr)
    rounds, seatings = _read_rounds(obj.get("rounds", []), seat, int(rules["rounds"]), pr)
    prizes = _read_prizes(obj.get("prizes", []), form, pair_drive, units, pr)
    money = _read_money(obj.get("money"), players, {p.id for p in prizes}, pr)
    return Drive(
        form=form,
        code=code,
        rules=rules,
        tables=tables,
        players=players,
        pairs=pairs,
        start=start,
        rounds=tuple(rounds),
        seatings=tuple(seatings),
        prizes=tuple(prizes),
        money=money,
        raw=obj,
    )


def _read_form(obj: Mapping[str, Any], pr: Problems) -> str:
    """The form; without one nothing else can be read (raised with the problems so far)."""
    form = obj.get("form")
    if form not in FORMS:
        pr.add("", f"form: {show(form) if 'form' in obj else 'missing'}; one of {', '.join(FORMS)}")
        raise InvalidEntryError(Problem(None, "", line) for line in pr.lines)
    return str(form)


def _is_text(v: object) -> bool:
    return isinstance(v, str)


_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _is_date(v: object) -> bool:
    """Exactly YYYY-MM-DD and a day of the calendar ("20261120", which Python's own reader
    takes, is not)."""
    if not isinstance(v, str) or not _DATE.fullmatch(v):
        return False
    try:
        dt.date.fromisoformat(v)
    except ValueError:
        return False
    return True


def _title_problem(v: object) -> str:
    """Why a title is refused: not text, too long, or a control or invisible character."""
    try:
        clean_name(v, "title", TITLE_LIMIT)
    except InvalidEntryError as e:
        return str(e).removeprefix("title: ")
    return "expected text"


def _is_title(v: object) -> bool:
    try:
        clean_name(v, "title", TITLE_LIMIT)
    except InvalidEntryError:
        return False
    return True


#: The record's optional fields of one plain kind: key, check, the problem with a bad value.
_OPTIONAL_FIELDS: tuple[tuple[str, Callable[[object], bool], Callable[[object], str]], ...] = (
    ("title", _is_title, _title_problem),
    ("played_on", _is_date, lambda v: f'{show(v)} is not a date such as "2026-11-29"'),
    ("seed", _is_int, lambda v: "expected a whole number"),
)


def _read_tables(obj: Mapping[str, Any], pr: Problems) -> int:
    """The number of tables (0 when it is missing or wrong)."""
    tables = obj.get("tables")
    if not _is_int(tables) or tables < 1:
        pr.add("", f"tables: {show(tables) if 'tables' in obj else 'missing'}; a whole number ≥ 1")
        return 0
    return tables


@dataclass(frozen=True, slots=True)
class _SeatingContext:
    """What reading a seating needs: the table count (0 if unknown), the drive's kind and the
    ids that may sit (players, or pairs in a pair drive)."""

    tables: int
    pair_drive: bool
    units: Mapping[str, Any]


def _read_start(
    raw: object,
    seat: _SeatingContext,
    rules: Mapping[str, Value],
    players: Mapping[str, Player],
    pr: Problems,
) -> tuple[tuple[str, ...], ...]:
    """The start, with one lady and one gent in each partnership where the movement needs it."""
    if not isinstance(raw, list):
        pr.add("", "start: missing; the first seating, one entry per table")
        return ()
    if seat.tables and len(raw) != seat.tables:
        pr.add("", f"start: {len(raw)} tables seated, but tables says {seat.tables}")
    start = read_seating(raw, "start", seat.pair_drive, seat.units, pr) or ()
    if start and rules["movement"] in ROLE_MOVEMENTS:
        _check_roles(start, players, pr)
    return start


def _read_rounds(
    raw: object, seat: _SeatingContext, most: int, pr: Problems
) -> tuple[list[Mapping[str, Any]], list[tuple[tuple[str, ...], ...] | None]]:
    """The rounds (their results are read when scored) and the seating stored in each."""
    rounds: list[Mapping[str, Any]] = []
    seatings: list[tuple[tuple[str, ...], ...] | None] = []
    if not isinstance(raw, list):
        pr.add("", "rounds: expected a list")
        raw = []
    if len(raw) > most:
        pr.add(
            "",
            f"rounds: {len(raw)} rounds recorded, but the drive has {most} (house rule rounds)",
        )
    for i, r in enumerate(raw, 1):
        if not isinstance(r, dict):
            pr.add(where(i), "expected an object")
            rounds.append({})
            seatings.append(None)
            continue
        _check_round(i, r, pr)
        rounds.append(r)
        seatings.append(_read_round_seating(i, r, seat, pr))
    return rounds, seatings


def _check_round(i: int, r: Mapping[str, Any], pr: Problems) -> None:
    """A round's own fields: known keys, its number, its trumps, a list of results."""
    for key in r:
        if key not in ROUND_KEYS:
            pr.add(where(i), f"{key}: unknown field in a round")
    if r.get("round", i) != i:
        pr.add(where(i), f"round: says {show(r.get('round'))}; rounds are numbered 1, 2, …")
    if "trumps" in r and r["trumps"] not in ("H", "C", "D", "S", "N"):
        pr.add(where(i), f"trumps: {show(r['trumps'])} is not one of H, C, D, S, N")
    if not isinstance(r.get("results"), list):
        pr.add(where(i), "results: missing; one result per table")


def _read_round_seating(
    i: int, r: Mapping[str, Any], seat: _SeatingContext, pr: Problems
) -> tuple[tuple[str, ...], ...] | None:
    """The seating stored in round i (None where it has none, or it has problems)."""
    if "seating" not in r:
        return None
    raw = r["seating"]
    if not isinstance(raw, list):
        pr.add(where(i), "seating: expected a list, one entry per table")
        return None
    if seat.tables and len(raw) != seat.tables:
        pr.add(where(i), f"seating: {len(raw)} tables seated, not {seat.tables}")
    return read_seating(raw, f"round {i}, seating", seat.pair_drive, seat.units, pr)


def _read_code(obj: Mapping[str, Any], form: str, pr: Problems) -> str | None:
    code = obj.get("code")
    if form == "whist_drive":
        if code is not None:
            pr.add("", f"code: {show(code)}; a whist drive has no code of laws (leave it null)")
        return None
    codes = _deals.codes_of(GAME_OF_FORM[form])
    if code is None:
        return DEFAULT_CODE[form]
    if code not in codes:
        pr.add("", f"code: {show(code)} is not a code of the {form} ({', '.join(codes)})")
        return DEFAULT_CODE[form]
    return str(code)


def _read_house_rules(raw: object, form: str, pr: Problems) -> dict[str, Value]:
    rules = defaults(form)
    if raw is None:
        return rules
    if not isinstance(raw, dict):
        pr.add("", "house_rules: expected an object")
        return rules
    for key, value in raw.items():
        rule = RULE_BY_KEY.get(key)
        if rule is None:
            pr.add("", f"house rule {key}: not a drive house rule")
        elif not rule.applies(form):
            hint = ""
            if key == "hands_per_round":
                hint = " (the bridge forms count deals_per_round)"
            elif key == "deals_per_round":
                hint = " (a whist drive counts hands_per_round)"
            pr.add("", f"house rule {key}: not used in a {form}{hint}")
        elif not rule.allows(value, form):
            pr.add(
                "",
                f"house rule {key}: {show(value)} is not allowed ({rule.describe_choices(form)})",
            )
        else:
            rules[key] = value
    return rules


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


def read_seating(
    raw: list[Any],
    place: str,
    pair_drive: bool,
    units: Mapping[str, Any],
    pr: Problems,
) -> tuple[tuple[str, ...], ...] | None:
    """A seating (``start`` or a round's ``seating``): one tuple per table, in table order."""
    seats = ("NS", "EW") if pair_drive else ("N", "E", "S", "W")
    before = len(pr.lines)
    by_table: dict[int, tuple[str, ...]] = {}
    seen: dict[str, int] = {}
    n = len(raw)
    for i, entry in enumerate(raw, 1):
        t = _seating_table(entry, i, n, place, by_table, pr)
        if t is None:
            continue
        here = f"{place}, table {t}"
        _check_seat_keys(entry, seats, pair_drive, here, pr)
        by_table[t] = _seated(entry, t, seats, pair_drive, units, seen, here, pr)
    if len(pr.lines) > before:
        return None
    return tuple(by_table[t] for t in range(1, n + 1))


def _seating_table(
    entry: Any, i: int, n: int, place: str, by_table: Mapping[int, Any], pr: Problems
) -> int | None:
    """The table an entry of a seating seats: 1 to n, each once."""
    if not isinstance(entry, dict):
        pr.add(place, f"entry {i}: expected an object")
        return None
    t = entry.get("table")
    if not _is_int(t) or not 1 <= t <= n:
        pr.add(place, f"entry {i}: table: {show(t)} is not a table 1 to {n}")
        return None
    if t in by_table:
        pr.add(f"{place}, table {t}", "seated twice")
        return None
    return t


def _check_seat_keys(
    entry: Mapping[str, Any], seats: tuple[str, ...], pair_drive: bool, here: str, pr: Problems
) -> None:
    """Every key of an entry is the table or a seat of the drive's kind."""
    for key in entry:
        if key == "table" or key in seats:
            continue
        if not pair_drive and key in ("NS", "EW"):
            pr.add(here, f"{key}: an individual drive seats players N, E, S and W")
        elif pair_drive and key in ("N", "E", "S", "W"):
            pr.add(here, f"{key}: a pair drive seats pairs NS and EW")
        else:
            pr.add(here, f"{key}: unknown seat")


def _seated(
    entry: Mapping[str, Any],
    t: int,
    seats: tuple[str, ...],
    pair_drive: bool,
    units: Mapping[str, Any],
    seen: dict[str, int],
    here: str,
    pr: Problems,
) -> tuple[str, ...]:
    """Who sits in each seat of table t (a missing seat as a ghost, with its problem); a real
    player (pair) seated at most once in the seating."""
    what = "pair" if pair_drive else "player"
    ids: list[str] = []
    for s in seats:
        name = SIDE_NAMES[s] if pair_drive else SEAT_NAMES[s]
        v = entry.get(s)
        if not isinstance(v, str) or not v:
            pr.add(here, f"{name}: missing")
            ids.append("ghost")
            continue
        if not is_ghost(v):
            if v not in units:
                pr.add(here, f"{name}: {v} is not a {what} of the drive")
            elif v in seen:
                pr.add(here, f"{name}: {v} is already seated at table {seen[v]}")
            else:
                seen[v] = t
        ids.append(v)
    return tuple(ids)


def _check_roles(
    start: tuple[tuple[str, ...], ...], players: Mapping[str, Player], pr: Problems
) -> None:
    for t, (n, e, s, w) in enumerate(start, 1):
        for side, (a, b) in (("NS", (n, s)), ("EW", (e, w))):
            ra = players[a].role if a in players else "lady"
            rb = players[b].role if b in players else "gent"
            if ra is None or rb is None:
                continue
            if ra == rb:
                word = "ladies" if ra == "lady" else "gents"
                pr.add(
                    f"start, table {t}",
                    f"{SIDE_NAMES[side]}: {a} and {b} are two {word}; each partnership is "
                    "one lady and one gent in this movement",
                )


@dataclass(frozen=True, slots=True)
class _PrizeContext:
    """What checking a prize needs: the form, the pools it may name, the ids that may win."""

    form: str
    pair_drive: bool
    units: Mapping[str, Any]

    @property
    def pools(self) -> tuple[str, ...]:
        return ("pairs", "all") if self.pair_drive else ("lady", "gent", "all")


def _read_prizes(
    raw: object, form: str, pair_drive: bool, units: Mapping[str, Any], pr: Problems
) -> list[Prize]:
    out: list[Prize] = []
    if not isinstance(raw, list):
        pr.add("", "prizes: expected a list")
        return out
    ctx = _PrizeContext(form, pair_drive, units)
    ids: set[str] = set()
    for i, p in enumerate(raw, 1):
        prize = _read_prize(p, i, ids, ctx, pr)
        if prize is not None:
            out.append(prize)
    return out


def _read_prize(p: object, i: int, ids: set[str], ctx: _PrizeContext, pr: Problems) -> Prize | None:
    """One prize, its id new, every field checked by :data:`_PRIZE_CHECKS`."""
    place = f"prize {i}"
    if not isinstance(p, dict):
        pr.add(place, "expected an object")
        return None
    pid = p.get("id")
    if not isinstance(pid, str) or not pid:
        pr.add(place, "id: missing")
        return None
    place = f"prize {pid}"
    if pid in ids:
        pr.add(place, "id: given to two prizes")
        return None
    ids.add(pid)
    fine = [check(p, ctx, place, pr) for check in _PRIZE_CHECKS]
    if not all(fine):
        return None
    return Prize(
        pid,
        str(p.get("pool", "all")),
        str(p.get("kind", "top")),
        int(p.get("place", 1)),
        p.get("threshold"),
        p.get("target"),
        p.get("tie_winner"),
    )


PrizeCheck = Callable[[Mapping[str, Any], _PrizeContext, str, Problems], bool]


def _prize_keys(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    unknown = [key for key in p if key not in PRIZE_KEYS]
    for key in unknown:
        pr.add(place, f"{key}: unknown field of a prize")
    return not unknown


def _prize_pool(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    pool = p.get("pool", "all")
    if pool not in ctx.pools:
        pr.add(place, f"pool: {show(pool)} is not one of {', '.join(ctx.pools)}")
        return False
    return True


def _prize_kind(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    kind = p.get("kind", "top")
    if kind not in PRIZE_KINDS:
        pr.add(place, f"kind: {show(kind)} is not one of {', '.join(PRIZE_KINDS)}")
        return False
    return True


def _prize_interval(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    if p.get("kind", "top") == "half_time_top" and ctx.form != "whist_drive":
        pr.add(place, f"kind: half_time_top needs an interval, which a {ctx.form} has not")
        return False
    return True


def _prize_place(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    placed = p.get("place", 1)
    if not _is_int(placed) or placed < 1:
        pr.add(place, f"place: {show(placed)} is not a whole number ≥ 1")
        return False
    return True


def _prize_figure(key: str, kind: str, what: str) -> PrizeCheck:
    """The check of a number only one kind of prize has, and must have (``threshold``,
    ``target``)."""

    def check(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
        if p.get("kind", "top") == kind:
            if not _finite(p.get(key)):
                pr.add(place, f"{key}: missing; {what}")
                return False
        elif key in p:
            pr.add(place, f"{key}: only for a {kind} prize")
            return False
        return True

    return check


def _prize_tie_winner(p: Mapping[str, Any], ctx: _PrizeContext, place: str, pr: Problems) -> bool:
    tw = p.get("tie_winner")
    if tw is not None and (not isinstance(tw, str) or tw not in ctx.units):
        pr.add(place, f"tie_winner: {show(tw)} is not a {'pair' if ctx.pair_drive else 'player'}")
        return False
    return True


#: Every check of a prize's fields, in the order their problems are given.
_PRIZE_CHECKS: tuple[PrizeCheck, ...] = (
    _prize_keys,
    _prize_pool,
    _prize_kind,
    _prize_interval,
    _prize_place,
    _prize_figure("threshold", "rounds_at_least", "the score a round must reach"),
    _prize_figure("target", "mystery", "the secretary's sealed number"),
    _prize_tie_winner,
)


def _finite(v: object) -> TypeGuard[int | float]:
    return type(v) in (int, float) and math.isfinite(v)  # type: ignore[arg-type]


def _amount(v: object) -> TypeGuard[int | float]:
    """A finite amount ≥ 0 with at most two decimals."""
    if not _finite(v) or v < 0:
        return False
    return (Fraction(repr(v)) * 100).denominator == 1


MONEY_KEYS = ("entry_fee", "currency", "paid", "prize_fund", "expenses")
#: The fields of a prize fund by its mode.
FUND_KEYS = {"fixed": ("mode", "amounts"), "percent": ("mode", "percent", "shares")}


def _read_money(
    raw: object, players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> Mapping[str, Any] | None:
    """The money object (§5.7), every field checked by :data:`_MONEY_CHECKS`."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        pr.add("", "money: expected an object")
        return None
    before = len(pr.lines)
    for key in raw:
        if key not in MONEY_KEYS:
            pr.add("money", f"{key}: unknown field")
    for check in _MONEY_CHECKS:
        check(raw, players, prize_ids, pr)
    return raw if len(pr.lines) == before else None


MoneyCheck = Callable[[Mapping[str, Any], Mapping[str, Player], set[str], Problems], None]


def _money_fee(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    if "entry_fee" in raw and not _amount(raw["entry_fee"]):
        pr.add("money", "entry_fee: expected an amount ≥ 0, to the penny")


def _money_currency(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    if "currency" in raw and not isinstance(raw["currency"], str):
        pr.add("money", "currency: expected text such as GBP")


def _money_paid(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    paid = raw.get("paid")
    if paid is None:
        return
    if not isinstance(paid, list):
        pr.add("money", "paid: expected a list of player ids")
        return
    for v in paid:
        if not isinstance(v, str) or v not in players:
            pr.add("money", f"paid: {show(v)} is not a player of the drive")


def _money_fund(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    fund = raw.get("prize_fund")
    if fund is None:
        return
    if not isinstance(fund, dict):
        pr.add("money", "prize_fund: expected an object")
        return
    mode = fund.get("mode")
    if mode not in FUND_KEYS:
        pr.add("money", f"prize_fund.mode: {show(mode)} is not fixed or percent")
        return
    for key in fund:
        if key not in FUND_KEYS[mode]:
            pr.add("money", f"prize_fund.{key}: unknown field for mode {mode}")
    table = fund.get("amounts" if mode == "fixed" else "shares", {})
    if not isinstance(table, dict):
        pr.add("money", "prize_fund: expected amounts (or shares) by prize id")
        table = {}
    for k, v in table.items():
        if k not in prize_ids:
            pr.add("money", f"prize_fund: {k} is not a prize of the drive")
        if not _amount(v):
            pr.add("money", f"prize_fund: {k}: expected an amount ≥ 0, to the penny")
    if mode == "percent":
        _fund_percent(fund.get("percent"), table, pr)


def _fund_percent(pct: object, shares: Mapping[str, Any], pr: Problems) -> None:
    """A percent fund: the percentage of the takings, and shares adding up to 100."""
    if not _amount(pct) or pct > 100:
        pr.add("money", "prize_fund.percent: expected a percentage 0 to 100")
    total = sum(v for v in shares.values() if _amount(v))
    if shares and abs(total - 100) > 1e-9:
        pr.add("money", f"prize_fund.shares: add up to {total}, not 100")


def _money_expenses(
    raw: Mapping[str, Any], players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> None:
    expenses = raw.get("expenses", [])
    if not isinstance(expenses, list):
        pr.add("money", "expenses: expected a list")
        return
    for i, e in enumerate(expenses, 1):
        if not isinstance(e, dict) or set(e) - {"label", "amount"}:
            pr.add("money", f"expenses[{i}]: expected label and amount")
        elif not _amount(e.get("amount")):
            pr.add("money", f"expenses[{i}].amount: expected an amount ≥ 0, to the penny")


#: Every check of the money object's fields, in the order their problems are given.
_MONEY_CHECKS: tuple[MoneyCheck, ...] = (
    _money_fee,
    _money_currency,
    _money_paid,
    _money_fund,
    _money_expenses,
)
