"""Reading a ``scorepad-drive/1`` record (``drives.md`` §2.1–§2.2) into a :class:`Drive`: the
record's own fields, the house rules (§7), the tables, the start and each round's seating here;
the players and pairs (:mod:`~scorepad.drives.read_players`), the prizes
(:mod:`~scorepad.drives.read_prizes`) and the money (:mod:`~scorepad.drives.read_money`) each
in its own module, the drive it makes in :mod:`scorepad.drives.model`.

Everything that can be checked without scoring is checked here; every problem is collected
(never only the first) as a line naming the round, table and field as a person would:
``round 2, table 3: North–South tricks: 4 + 8 = 12, they must add up to 13``. The results
themselves are checked while the drive is scored (:mod:`scorepad.drives.tables`), because a
result can only be read against the seating of its round.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scorepad.drives import deals as _deals
from scorepad.drives.model import (
    SEAT_NAMES,
    SIDE_NAMES,
    Drive,
    Player,
    Problems,
    _is_int,
    is_ghost,
    where,
)
from scorepad.drives.read_money import _read_money
from scorepad.drives.read_players import _read_pairs, _read_players
from scorepad.drives.read_prizes import _read_prizes
from scorepad.drives.rules import (
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
from scorepad.i18n import Text
from scorepad.records import jsonio
from scorepad.records.limits import TITLE_LIMIT, clean_name

__all__ = [
    "FORMAT",
    "SEAT_NAMES",
    "SIDE_NAMES",
    "Drive",
    "Player",
    "Problems",
    "is_ghost",
    "parse_text",
    "read_drive",
    "read_seating",
    "where",
]

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


def parse_text(text: str) -> Any:
    """A drive file's JSON, read as strictly as a rubber's (:func:`scorepad.records.jsonio.loads`:
    no duplicate keys, no NaN or Infinity, numbers within bounds, nesting at most 32 deep)."""
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


def _read(obj: object, pr: Problems) -> Drive:
    """The record's fields in the order a person checks them: the record itself, its form and
    code, the house rules, the players and pairs, the tables and start, the rounds, the prizes
    and the money."""
    if not isinstance(obj, dict):
        pr.add("", Text("a drive record must be a JSON object"))
        raise InvalidEntryError(Problem(None, "", line) for line in pr.lines)
    for key in obj:
        if key not in RECORD_KEYS:
            pr.add("", Text("{key}: unknown field in a drive record", key=key))
    fmt = obj.get("format", FORMAT)
    if fmt != FORMAT:
        pr.add(
            "",
            Text(
                "{field}: {fmt} is not {FORMAT}", field="format", fmt=show(fmt), FORMAT=show(FORMAT)
            ),
        )
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
        said = show(form) if "form" in obj else Text("missing")
        pr.add(
            "",
            Text(
                "{field}: {form}; one of {forms}", field="form", form=said, forms=", ".join(FORMS)
            ),
        )
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
        said = show(tables) if "tables" in obj else Text("missing")
        pr.add("", Text("{field}: {tables}; a whole number ≥ 1", field="tables", tables=said))
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
        pr.add("", Text("{field}: missing; the first seating, one entry per table", field="start"))
        return ()
    if seat.tables and len(raw) != seat.tables:
        pr.add(
            "",
            Text(
                "{field}: {n} tables seated, but tables says {tables}",
                field="start",
                n=len(raw),
                tables=seat.tables,
            ),
        )
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
        pr.add("", Text("{field}: expected a list", field="rounds"))
        raw = []
    if len(raw) > most:
        pr.add(
            "",
            Text(
                "{field}: {n} rounds recorded, but the drive has {most} (house rule rounds)",
                field="rounds",
                n=len(raw),
                most=most,
            ),
        )
    for i, r in enumerate(raw, 1):
        if not isinstance(r, dict):
            pr.add(where(i), Text("expected an object"))
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
            pr.add(where(i), Text("{key}: unknown field in a round", key=key))
    if r.get("round", i) != i:
        pr.add(
            where(i),
            Text(
                "{field}: says {n}; rounds are numbered 1, 2, …",
                field="round",
                n=show(r.get("round")),
            ),
        )
    if "trumps" in r and r["trumps"] not in ("H", "C", "D", "S", "N"):
        pr.add(
            where(i),
            Text(
                "{field}: {trumps} is not one of H, C, D, S, N",
                field="trumps",
                trumps=show(r["trumps"]),
            ),
        )
    if not isinstance(r.get("results"), list):
        pr.add(where(i), Text("{field}: missing; one result per table", field="results"))


def _read_round_seating(
    i: int, r: Mapping[str, Any], seat: _SeatingContext, pr: Problems
) -> tuple[tuple[str, ...], ...] | None:
    """The seating stored in round i (None where it has none, or it has problems)."""
    if "seating" not in r:
        return None
    raw = r["seating"]
    if not isinstance(raw, list):
        pr.add(where(i), Text("{field}: expected a list, one entry per table", field="seating"))
        return None
    if seat.tables and len(raw) != seat.tables:
        pr.add(
            where(i),
            Text(
                "{field}: {n} tables seated, not {tables}",
                field="seating",
                n=len(raw),
                tables=seat.tables,
            ),
        )
    return read_seating(raw, Text("round {i}, seating", i=str(i)), seat.pair_drive, seat.units, pr)


def _read_code(obj: Mapping[str, Any], form: str, pr: Problems) -> str | None:
    code = obj.get("code")
    if form == "whist_drive":
        if code is not None:
            pr.add(
                "",
                Text(
                    "{field}: {code}; a whist drive has no code of laws (leave it null)",
                    field="code",
                    code=show(code),
                ),
            )
        return None
    codes = _deals.codes_of(GAME_OF_FORM[form])
    if code is None:
        return DEFAULT_CODE[form]
    if code not in codes:
        pr.add(
            "",
            Text(
                "{field}: {code} is not a code of the {form} ({codes})",
                field="code",
                code=show(code),
                form=form,
                codes=", ".join(codes),
            ),
        )
        return DEFAULT_CODE[form]
    return str(code)


def _read_house_rules(raw: object, form: str, pr: Problems) -> dict[str, Value]:
    rules = defaults(form)
    if raw is None:
        return rules
    if not isinstance(raw, dict):
        pr.add("", Text("{field}: expected an object", field="house_rules"))
        return rules
    for key, value in raw.items():
        rule = RULE_BY_KEY.get(key)
        if rule is None:
            pr.add("", Text("house rule {key}: not a drive house rule", key=key))
        elif not rule.applies(form):
            hint = ""
            if key == "hands_per_round":
                hint = Text(" (the bridge forms count deals_per_round)")
            elif key == "deals_per_round":
                hint = Text(" (a whist drive counts hands_per_round)")
            pr.add(
                "",
                Text("house rule {key}: not used in a {form}{hint}", key=key, form=form, hint=hint),
            )
        elif not rule.allows(value, form):
            pr.add(
                "",
                Text(
                    "house rule {key}: {value} is not allowed ({choices})",
                    key=key,
                    value=show(value),
                    choices=rule.describe_choices(form),
                ),
            )
        else:
            rules[key] = value
    return rules


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
        here = Text("{place}, table {t}", place=place, t=str(t))
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
        pr.add(place, Text("entry {i}: expected an object", i=i))
        return None
    t = entry.get("table")
    if not _is_int(t) or not 1 <= t <= n:
        pr.add(place, Text("entry {i}: table: {t} is not a table 1 to {n}", i=i, t=show(t), n=n))
        return None
    if t in by_table:
        pr.add(Text("{place}, table {t}", place=place, t=str(t)), Text("seated twice"))
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
            pr.add(here, Text("{key}: an individual drive seats players N, E, S and W", key=key))
        elif pair_drive and key in ("N", "E", "S", "W"):
            pr.add(here, Text("{key}: a pair drive seats pairs NS and EW", key=key))
        else:
            pr.add(here, Text("{key}: unknown seat", key=key))


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
    ids: list[str] = []
    for s in seats:
        name = SIDE_NAMES[s] if pair_drive else SEAT_NAMES[s]
        v = entry.get(s)
        if not isinstance(v, str) or not v:
            pr.add(here, Text("{name}: missing", name=name))
            ids.append("ghost")
            continue
        if not is_ghost(v):
            if v not in units:
                pr.add(
                    here,
                    Text("{name}: {v} is not a pair of the drive", name=name, v=v)
                    if pair_drive
                    else Text("{name}: {v} is not a player of the drive", name=name, v=v),
                )
            elif v in seen:
                pr.add(
                    here,
                    Text(
                        "{name}: {v} is already seated at table {seen}",
                        name=name,
                        v=v,
                        seen=str(seen[v]),
                    ),
                )
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
                word = Text("ladies") if ra == "lady" else Text("gents")
                pr.add(
                    Text("start, table {t}", t=str(t)),
                    Text(
                        "{side}: {a} and {b} are two {word}; each partnership is one lady and one "
                        "gent in this movement",
                        side=SIDE_NAMES[side],
                        a=a,
                        b=b,
                        word=word,
                    ),
                )
