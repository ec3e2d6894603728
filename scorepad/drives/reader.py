"""Reading a ``scorepad-drive/1`` record (``drives.md`` §2.1–§2.2) into a :class:`Drive`.

Everything that can be checked without scoring is checked here; every problem is collected
(never only the first) as a line naming the round, table and field as a person would:
``round 2, table 3: North–South tricks: 4 + 8 = 12, they must add up to 13``. The results
themselves are checked while the drive is scored (:mod:`scorepad.drives.service`), because a
result can only be read against the seating of its round.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import re
from collections.abc import Mapping
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
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InvalidEntryError.one(
            None, "", f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}"
        ) from None
    except RecursionError:
        raise InvalidEntryError.one(None, "", "the JSON is nested too deeply") from None


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
    if not isinstance(obj, dict):
        pr.add("", "a drive record must be a JSON object")
        raise InvalidEntryError(Problem(None, "", line) for line in pr.lines)
    for key in obj:
        if key not in RECORD_KEYS:
            pr.add("", f"{key}: unknown field in a drive record")
    fmt = obj.get("format", FORMAT)
    if fmt != FORMAT:
        pr.add("", f"format: {show(fmt)} is not {show(FORMAT)}")
    form = obj.get("form")
    if form not in FORMS:
        pr.add("", f"form: {show(form) if 'form' in obj else 'missing'}; one of {', '.join(FORMS)}")
        raise InvalidEntryError(Problem(None, "", line) for line in pr.lines)
    code = _read_code(obj, form, pr)
    rules = _read_house_rules(obj.get("house_rules"), form, pr)
    for key in ("title",):
        if key in obj and not isinstance(obj[key], str):
            pr.add("", f"{key}: expected text")
    if "played_on" in obj:
        v = obj["played_on"]
        try:
            dt.date.fromisoformat(v) if isinstance(v, str) else None
            if not isinstance(v, str):
                raise ValueError
        except ValueError:
            pr.add("", f'played_on: {show(v)} is not a date such as "2026-11-29"')
    if "seed" in obj and not _is_int(obj["seed"]):
        pr.add("", "seed: expected a whole number")
    pair_drive = rules["movement"] in PAIR_MOVEMENTS
    players = _read_players(obj.get("players", []), pair_drive, rules, pr)
    pairs = _read_pairs(obj, players, pair_drive, pr)
    tables = obj.get("tables")
    if not _is_int(tables) or tables < 1:
        pr.add("", f"tables: {show(tables) if 'tables' in obj else 'missing'}; a whole number ≥ 1")
        tables = 0
    units = pairs if pair_drive else players
    start_raw = obj.get("start")
    start: tuple[tuple[str, ...], ...] = ()
    if not isinstance(start_raw, list):
        pr.add("", "start: missing; the first seating, one entry per table")
    else:
        if tables and len(start_raw) != tables:
            pr.add(
                "",
                f"start: {len(start_raw)} tables seated, but tables says {tables}",
            )
        start = read_seating(start_raw, "start", pair_drive, units, pr) or ()
        if start and rules["movement"] in ROLE_MOVEMENTS:
            _check_roles(start, players, pr)
    rounds_raw = obj.get("rounds", [])
    rounds: list[Mapping[str, Any]] = []
    seatings: list[tuple[tuple[str, ...], ...] | None] = []
    if not isinstance(rounds_raw, list):
        pr.add("", "rounds: expected a list")
        rounds_raw = []
    most = int(rules["rounds"])
    if len(rounds_raw) > most:
        pr.add(
            "",
            f"rounds: {len(rounds_raw)} rounds recorded, but the drive has {most} "
            f"(house rule rounds)",
        )
    for i, r in enumerate(rounds_raw, 1):
        if not isinstance(r, dict):
            pr.add(where(i), "expected an object")
            rounds.append({})
            seatings.append(None)
            continue
        for key in r:
            if key not in ROUND_KEYS:
                pr.add(where(i), f"{key}: unknown field in a round")
        if r.get("round", i) != i:
            pr.add(where(i), f"round: says {show(r.get('round'))}; rounds are numbered 1, 2, …")
        if "trumps" in r and r["trumps"] not in ("H", "C", "D", "S", "N"):
            pr.add(where(i), f"trumps: {show(r['trumps'])} is not one of H, C, D, S, N")
        if not isinstance(r.get("results"), list):
            pr.add(where(i), "results: missing; one result per table")
        seat = None
        if "seating" in r:
            if not isinstance(r["seating"], list):
                pr.add(where(i), "seating: expected a list, one entry per table")
            else:
                if tables and len(r["seating"]) != tables:
                    pr.add(where(i), f"seating: {len(r['seating'])} tables seated, not {tables}")
                seat = read_seating(r["seating"], f"round {i}, seating", pair_drive, units, pr)
        rounds.append(r)
        seatings.append(seat)
    prizes = _read_prizes(obj.get("prizes", []), form, pair_drive, units, pr)
    money = _read_money(obj.get("money"), players, {p.id for p in prizes}, pr)
    return Drive(
        form=form,
        code=code,
        rules=rules,
        tables=tables if isinstance(tables, int) else 0,
        players=players,
        pairs=pairs,
        start=start,
        rounds=tuple(rounds),
        seatings=tuple(seatings),
        prizes=tuple(prizes),
        money=money,
        raw=obj,
    )


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
        for key in p:
            if key not in PLAYER_KEYS:
                pr.add(place, f"{key}: unknown field of a player")
        pid = p.get("id")
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
        role = p.get("role")
        if role is not None and role not in ("lady", "gent"):
            pr.add(place, f"role: {show(role)} is not lady or gent")
            role = None
        if role is None and needs_roles:
            pr.add(place, f"role: missing; the {rules['movement']} movement needs lady or gent")
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
    what = "pair" if pair_drive else "player"
    before = len(pr.lines)
    by_table: dict[int, tuple[str, ...]] = {}
    seen: dict[str, int] = {}
    n = len(raw)
    for i, entry in enumerate(raw, 1):
        if not isinstance(entry, dict):
            pr.add(place, f"entry {i}: expected an object")
            continue
        t = entry.get("table")
        if not _is_int(t) or not 1 <= t <= n:
            pr.add(place, f"entry {i}: table: {show(t)} is not a table 1 to {n}")
            continue
        here = f"{place}, table {t}"
        if t in by_table:
            pr.add(here, "seated twice")
            continue
        for key in entry:
            if key != "table" and key not in seats:
                if not pair_drive and key in ("NS", "EW"):
                    pr.add(here, f"{key}: an individual drive seats players N, E, S and W")
                elif pair_drive and key in ("N", "E", "S", "W"):
                    pr.add(here, f"{key}: a pair drive seats pairs NS and EW")
                else:
                    pr.add(here, f"{key}: unknown seat")
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
        by_table[t] = tuple(ids)
    if len(pr.lines) > before:
        return None
    return tuple(by_table[t] for t in range(1, n + 1))


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


def _read_prizes(
    raw: object, form: str, pair_drive: bool, units: Mapping[str, Any], pr: Problems
) -> list[Prize]:
    out: list[Prize] = []
    if not isinstance(raw, list):
        pr.add("", "prizes: expected a list")
        return out
    pools = ("pairs", "all") if pair_drive else ("lady", "gent", "all")
    ids: set[str] = set()
    for i, p in enumerate(raw, 1):
        place = f"prize {i}"
        if not isinstance(p, dict):
            pr.add(place, "expected an object")
            continue
        pid = p.get("id")
        if not isinstance(pid, str) or not pid:
            pr.add(place, "id: missing")
            continue
        place = f"prize {pid}"
        if pid in ids:
            pr.add(place, "id: given to two prizes")
            continue
        ids.add(pid)
        bad = False
        for key in p:
            if key not in PRIZE_KEYS:
                pr.add(place, f"{key}: unknown field of a prize")
                bad = True
        pool = p.get("pool", "all")
        if pool not in pools:
            pr.add(place, f"pool: {show(pool)} is not one of {', '.join(pools)}")
            bad = True
        kind = p.get("kind", "top")
        if kind not in PRIZE_KINDS:
            pr.add(place, f"kind: {show(kind)} is not one of {', '.join(PRIZE_KINDS)}")
            bad = True
        if kind == "half_time_top" and form != "whist_drive":
            pr.add(place, f"kind: half_time_top needs an interval, which a {form} has not")
            bad = True
        placed = p.get("place", 1)
        if not _is_int(placed) or placed < 1:
            pr.add(place, f"place: {show(placed)} is not a whole number ≥ 1")
            bad = True
        threshold = p.get("threshold")
        if kind == "rounds_at_least":
            if not _finite(threshold):
                pr.add(place, "threshold: missing; the score a round must reach")
                bad = True
        elif "threshold" in p:
            pr.add(place, "threshold: only for a rounds_at_least prize")
            bad = True
        target = p.get("target")
        if kind == "mystery":
            if not _finite(target):
                pr.add(place, "target: missing; the secretary's sealed number")
                bad = True
        elif "target" in p:
            pr.add(place, "target: only for a mystery prize")
            bad = True
        tw = p.get("tie_winner")
        if tw is not None and (not isinstance(tw, str) or tw not in units):
            pr.add(place, f"tie_winner: {show(tw)} is not a {'pair' if pair_drive else 'player'}")
            bad = True
        if not bad:
            out.append(Prize(pid, str(pool), str(kind), int(placed), threshold, target, tw))
    return out


def _finite(v: object) -> TypeGuard[int | float]:
    return type(v) in (int, float) and math.isfinite(v)  # type: ignore[arg-type]


def _amount(v: object) -> TypeGuard[int | float]:
    """A finite amount ≥ 0 with at most two decimals."""
    if not _finite(v) or v < 0:
        return False
    return (Fraction(repr(v)) * 100).denominator == 1


def _read_money(
    raw: object, players: Mapping[str, Player], prize_ids: set[str], pr: Problems
) -> Mapping[str, Any] | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        pr.add("", "money: expected an object")
        return None
    before = len(pr.lines)
    for key in raw:
        if key not in ("entry_fee", "currency", "paid", "prize_fund", "expenses"):
            pr.add("money", f"{key}: unknown field")
    if "entry_fee" in raw and not _amount(raw["entry_fee"]):
        pr.add("money", "entry_fee: expected an amount ≥ 0, to the penny")
    if "currency" in raw and not isinstance(raw["currency"], str):
        pr.add("money", "currency: expected text such as GBP")
    paid = raw.get("paid")
    if paid is not None:
        if not isinstance(paid, list):
            pr.add("money", "paid: expected a list of player ids")
        else:
            for v in paid:
                if not isinstance(v, str) or v not in players:
                    pr.add("money", f"paid: {show(v)} is not a player of the drive")
    fund = raw.get("prize_fund")
    if fund is not None:
        if not isinstance(fund, dict):
            pr.add("money", "prize_fund: expected an object")
        else:
            mode = fund.get("mode")
            allowed = {"fixed": ("mode", "amounts"), "percent": ("mode", "percent", "shares")}
            if mode not in allowed:
                pr.add("money", f"prize_fund.mode: {show(mode)} is not fixed or percent")
            else:
                for key in fund:
                    if key not in allowed[mode]:
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
                    pct = fund.get("percent")
                    if not _amount(pct) or pct > 100:
                        pr.add("money", "prize_fund.percent: expected a percentage 0 to 100")
                    total = sum(v for v in table.values() if _amount(v))
                    if table and abs(total - 100) > 1e-9:
                        pr.add("money", f"prize_fund.shares: add up to {total}, not 100")
    expenses = raw.get("expenses", [])
    if not isinstance(expenses, list):
        pr.add("money", "expenses: expected a list")
    else:
        for i, e in enumerate(expenses, 1):
            if not isinstance(e, dict) or set(e) - {"label", "amount"}:
                pr.add("money", f"expenses[{i}]: expected label and amount")
            elif not _amount(e.get("amount")):
                pr.add("money", f"expenses[{i}].amount: expected an amount ≥ 0, to the penny")
    return raw if len(pr.lines) == before else None
