"""Table entry for a drive: each table enters its own line of the current round.

The table-entry server (:mod:`scorepad.serve.app`) asks :class:`~scorepad.serve.backend.Backend`,
which calls the functions here. They read the drive through :mod:`scorepad.store.drives`
(``load_drive``, ``display_sheet``) and write through its public
:func:`~scorepad.store.drives.record_round_result` only, so a line from a table is checked by the
drive rules service exactly as one typed in the window, and goes down the same change path.

What a table's page sends (``entry``):

* whist drive: ``{"tricks": [8, ...], "honours": [{"NS": 3, "EW": 1}, ...]}`` — the North–South
  tricks of each hand of the round (East–West get 13 − NS), and the honours each side held where
  the house rule ``honours`` counts them;
* bridge forms: ``{"deals": ["4S N =", ...]}`` — one line of the rubber pad's quick entry per deal
  (:func:`scorepad.records.quick_entry.parse_line`), read and scored by the drive's deal scorer;
* optionally ``"tie_winner": "NS" | "EW"``: the cut that broke a tie at the table;
* at a table where a ghost pair sits (a pair drive): ``{"bye": true}``, the bye of the real side.

A table's *version* is the round it is on and a hash of its seating and its result there, so a
line sent against a page that has fallen behind (another phone entered it, the secretary
corrected it or moved people) is refused with what was recorded; other tables' lines never make
it stale.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorepad import i18n
from scorepad.drives.deals import DealProblem, scorer_for
from scorepad.drives.reader import is_ghost
from scorepad.drives.record import DriveRecord
from scorepad.drives.rules import DEFAULT_CODE, FORM_TITLES, GAME_OF_FORM, defaults
from scorepad.enums import Seat
from scorepad.errors import InvalidEntryError, Problem, RecordError
from scorepad.i18n import Text
from scorepad.records.quick_entry import hint, parse_line
from scorepad.store import drives as ds

if TYPE_CHECKING:
    from scorepad.store import Store

__all__ = [
    "DriveConflict",
    "drive_preview",
    "drive_state",
    "drive_tables",
    "record_line",
]

_LINE_UID = re.compile(r"[A-Za-z0-9_-]{8,64}")
_SEATS = ("N", "E", "S", "W")
_PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
_HONOURS_POINTS = {4: 4, 3: 2}
DEAL_LINE_LIMIT = 200


class DriveConflict(Exception):
    """A line sent against a table version that is no longer the table's."""

    def __init__(
        self, message: str, state: dict[str, Any], recorded: Any, sent: object = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.state = state
        self.last = recorded
        self.sent = sent  # a line resent under its id with other content: what came now


def _refuse_field(field: str, message: Text) -> InvalidEntryError:
    return InvalidEntryError([Problem(None, field, message)])


def _now() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


# -- reading the drive ---------------------------------------------------------------------------


def rules_of(rec: Mapping[str, Any]) -> dict[str, Any]:
    return {**defaults(rec["form"]), **rec.get("house_rules", {})}


def drive_tables(store: Store, drive_id: int) -> list[str]:
    """The drive's table labels, "1" … "T"."""
    rec = ds.load_drive(store, drive_id).record.to_json()
    return [str(t) for t in range(1, int(rec["tables"]) + 1)]


def table_number(rec: Mapping[str, Any], table: str) -> int:
    if not table.isdigit() or not 1 <= int(table) <= int(rec["tables"]):
        raise _refuse_field("table", Text("the drive has no table {table}", table=table))
    return int(table)


def current_round(record: DriveRecord, rec: Mapping[str, Any]) -> int | None:
    """The round the tables are entering: one still waiting for tables, else the next; None
    once every round of the drive (house rule ``rounds``) is in."""
    rounds = rec["rounds"]
    if rounds and record.pending():
        return len(rounds)
    if len(rounds) >= int(rules_of(rec)["rounds"]):
        return None
    return len(rounds) + 1


def _names(rec: Mapping[str, Any]) -> dict[str, str]:
    return {str(p["id"]): str(p.get("name") or p["id"]) for p in rec["players"]}


def _seats_of(rec: Mapping[str, Any], row: Mapping[str, Any]) -> dict[str, str | None]:
    """Player ids by seat (a pair drive's pairs split N/S and E/W); None for a ghost."""
    if "NS" in row:
        pairs = rec.get("pairs") or {}
        ns, ew = list(pairs.get(row["NS"], [])), list(pairs.get(row["EW"], []))
        ids: dict[str, Any] = {
            "N": ns[0] if ns else None,
            "S": ns[1] if len(ns) > 1 else None,
            "E": ew[0] if ew else None,
            "W": ew[1] if len(ew) > 1 else None,
        }
    else:
        ids = {s: row.get(s) for s in _SEATS}
    return {s: (None if v is None or is_ghost(str(v)) else str(v)) for s, v in ids.items()}


def _row(seating: list[dict[str, Any]], t: int) -> dict[str, Any]:
    return next(r for r in seating if r.get("table") == t)


def _result(rec: Mapping[str, Any], round_no: int, t: int) -> dict[str, Any] | None:
    if not 1 <= round_no <= len(rec["rounds"]):
        return None
    for r in rec["rounds"][round_no - 1].get("results", []):
        if r.get("table") == t:
            return dict(r)
    return None


def _entered_by(store: Store, drive_id: int, round_no: int, t: int) -> str:
    row = store.db.conn.execute(
        "SELECT entered_by FROM entry_drive_lines WHERE drive_id = ? AND round = ? "
        "AND table_no = ? ORDER BY received_at DESC LIMIT 1",
        [drive_id, round_no, t],
    ).fetchone()
    return "the secretary" if row is None else str(row[0])


def _moves(record: DriveRecord, rec: Mapping[str, Any], t: int) -> dict[str, Any] | None:
    """Where each player of table ``t`` goes after the last complete round: its table, seat
    and partner in the next round's seating (the movement's, or the secretary's override)."""
    done = len(rec["rounds"]) - (1 if record.pending() else 0)
    if done < 1 or done >= int(rules_of(rec)["rounds"]):
        return None
    names = _names(rec)
    here = _seats_of(rec, _row(record.seating_of(done), t))
    where: dict[str, tuple[int, str, str | None]] = {}
    for row in record.seating_of(done + 1):
        seats = _seats_of(rec, row)
        for seat, pid in seats.items():
            if pid is not None:
                where[pid] = (int(row["table"]), seat, seats[_PARTNER[seat]])
    out = []
    for seat in _SEATS:
        pid = here[seat]
        if pid is None or pid not in where:
            continue
        table, new_seat, partner = where[pid]
        out.append(
            {
                "player": names.get(pid, pid),
                "table": table,
                "stays": table == t,
                "seat": new_seat,
                "partner": names.get(partner, partner) if partner else "(a ghost: dummy)",
            }
        )
    return {"after_round": done, "next_round": done + 1, "players": out}


def _bye(row: Mapping[str, Any] | None) -> str | None:
    """The real side of a table where a ghost pair sits (a pair drive): it has a bye."""
    if row is None or "NS" not in row:
        return None
    if is_ghost(str(row["EW"])):
        return "NS"
    if is_ghost(str(row["NS"])):
        return "EW"
    return None


def _version(round_no: int | None, row: Any, result: Any, state: str) -> str:
    text = json.dumps([row, result, state], sort_keys=True, separators=(",", ":"))
    return f"{round_no or 'end'}-{hashlib.sha256(text.encode()).hexdigest()[:16]}"


def _shape(rec: Mapping[str, Any]) -> dict[str, Any]:
    """What kind of line the page asks for."""
    rules = rules_of(rec)
    form = rec["form"]
    whist = form == "whist_drive"
    out: dict[str, Any] = {
        "form": form,
        "form_title": i18n.say(FORM_TITLES.get(form, form)),
        "whist": whist,
        "rounds": int(rules["rounds"]),
        "honours": whist and rules.get("honours") is True,
    }
    if whist:
        out["per_round"] = int(rules.get("hands_per_round", 1) or 1)
    else:
        game = GAME_OF_FORM[form]
        out["per_round"] = int(rules.get("deals_per_round", 4) or 4)
        out["game"] = game
        out["hint"] = i18n.say(hint(game))
    out["bell"] = rules.get("round_end") == "bell"
    return out


def _state(store: Store, change: ds.DriveChange, t: int) -> dict[str, Any]:
    record = change.record
    rec = record.to_json()
    names = _names(rec)
    r = current_round(record, rec) if change.state == "in_play" else None
    row = _row(record.seating_of(r), t) if r is not None else None
    seats = _seats_of(rec, row) if row is not None else {}
    result = _result(rec, r, t) if r is not None else None
    recorded = None
    if result is not None and r is not None:
        recorded = {
            "round": r,
            "result": result,
            "summary": summary(rec, result),
            "entered_by": _entered_by(store, change.drive_id, r, t),
        }
    waiting = record.pending() if r is not None and r <= len(rec["rounds"]) else []
    return {
        "kind": "drive",
        "drive": change.drive_id,
        "title": rec.get("title") or i18n.say(FORM_TITLES.get(rec["form"], "Drive")),
        "table": str(t),
        **_shape(rec),
        "round": r,
        "state": change.state,
        "finished": r is None,
        "players": {s: (names.get(p, p) if p else "(ghost)") for s, p in seats.items()},
        "recorded": recorded,
        "waiting": [x for x in waiting if x != t] if recorded else waiting,
        "moves": _moves(record, rec, t),
        "bye": _bye(row),
        "version": _version(r, row, result, change.state),
    }


def drive_state(store: Store, drive_id: int, table: str) -> dict[str, Any]:
    """Table ``table``'s view of the drive: the round to enter, who sits where, its line if
    recorded, the tables still waiting, and where its players go after the last round."""
    change = ds.load_drive(store, drive_id)
    return _state(store, change, table_number(change.record.to_json(), table))


# -- reading a line ------------------------------------------------------------------------------


def summary(rec: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    """One line a person reads back: the tricks (or deals) of a recorded result."""
    if "bye" in result:
        return f"a bye for {'North–South' if result['bye'] == 'NS' else 'East–West'}"
    if "deals" in result:
        n = len(result["deals"])
        return f"{n} deal{'s' if n != 1 else ''} entered"
    hands = result.get("hands") or [result]
    parts = [f"NS {h.get('NS')}, EW {h.get('EW')}" for h in hands]
    return "; ".join(parts)


def _tricks(value: Any, k: int) -> int:
    if type(value) is not int or not 0 <= value <= 13:
        raise _refuse_field(
            f"hand {k}", Text("North–South tricks: {value} is not 0 to 13", value=repr(value))
        )
    return value


def _honours(value: Any, k: int) -> dict[str, int]:
    if not isinstance(value, dict) or set(value) - {"NS", "EW"}:
        raise _refuse_field(f"hand {k}", Text("honours: say how many honours each side held"))
    ns, ew = value.get("NS", 0), value.get("EW", 0)
    if type(ns) is not int or type(ew) is not int:
        raise _refuse_field(f"hand {k}", Text("honours: a count for North–South and for East–West"))
    return {"NS": ns, "EW": ew}


def _whist_result(shape: Mapping[str, Any], entry: Mapping[str, Any]) -> dict[str, Any]:
    tricks = entry.get("tricks")
    per = int(shape["per_round"])
    if not isinstance(tricks, list) or not tricks:
        raise _refuse_field("tricks", Text("give North–South's tricks for each hand"))
    if len(tricks) > per or (len(tricks) < per and not shape["bell"]):
        raise _refuse_field(
            "tricks", Text.plural("the round has {n} hand", "the round has {n} hands", per)
        )
    hons = entry.get("honours") if shape["honours"] else None
    if shape["honours"] and (not isinstance(hons, list) or len(hons) != len(tricks)):
        raise _refuse_field("honours", Text("say how many honours each side held in each hand"))
    hands: list[dict[str, Any]] = []
    for k, v in enumerate(tricks, 1):
        ns = _tricks(v, k)
        hand: dict[str, Any] = {"NS": ns, "EW": 13 - ns}
        if hons is not None:
            hand["honours"] = _honours(hons[k - 1], k)
        hands.append(hand)
    if per == 1:
        return dict(hands[0])
    return {"hands": hands}


def _scorer(rec: Mapping[str, Any]) -> Any:
    form = rec["form"]
    code = rec.get("code") or DEFAULT_CODE[form]
    return scorer_for(GAME_OF_FORM[form], str(code), rules_of(rec))


def _deal_lines(
    rec: Mapping[str, Any], lines: Any
) -> tuple[list[dict[str, Any]], list[DealProblem], Any]:
    """Each line read by the quick-entry reader, then all of them by the drive's deal scorer."""
    shape = _shape(rec)
    per = int(shape["per_round"])
    if not isinstance(lines, list) or not lines:
        raise _refuse_field("deals", Text("give the round's deals, one line each"))
    if len(lines) > per + 8:
        raise _refuse_field(
            "deals", Text.plural("the round has {n} deal", "the round has {n} deals", per)
        )
    scorer = _scorer(rec)
    game = GAME_OF_FORM[rec["form"]]
    spade = scorer.settings.get("spade_convention") is True
    deals: list[dict[str, Any]] = []
    dealer = Seat.N
    for k, line in enumerate(lines, 1):
        if not isinstance(line, str) or len(line) > DEAL_LINE_LIMIT:
            raise _refuse_field(f"deal {k}", Text("each deal is one line of quick entry"))
        deal = parse_line(game, line, deal=k, dealer=dealer.value, spade_convention=spade)
        given = deal.get("dealer")
        if isinstance(given, str) and given in _SEATS:
            dealer = Seat(given)
        if not deal.get("new_deal"):
            dealer = dealer.next
        deals.append(deal)
    problems: list[DealProblem] = []
    scored = scorer.score(deals, Seat.N, problems)
    return deals, problems, scored


def read_entry(
    rec: Mapping[str, Any], entry: object, bye: str | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The table's result (as the record holds it) and the preview of it; at a table with a
    bye (``bye`` its real side) the line is just the bye. Raises InvalidEntryError naming the
    hand or deal and the field at fault."""
    if not isinstance(entry, dict):
        raise _refuse_field("entry", Text("the page sent no entry"))
    if bye is not None or entry.get("bye") is not None:
        return _bye_entry(entry, bye)
    shape = _shape(rec)
    if shape["whist"]:
        res, preview = _whist_entry(rec, shape, entry)
    else:
        res, preview = _deals_entry(rec, entry)
    tie = entry.get("tie_winner")
    if tie is not None:
        if tie not in ("NS", "EW"):
            raise _refuse_field("tie", Text("the cut is won by North–South or East–West"))
        res["tie_winner"] = tie
    _add_totals(preview)
    return res, preview


def _bye_entry(entry: Mapping[str, Any], bye: str | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """A line that is a bye, or at a table with a bye: only ``{"bye": true}`` at the latter."""
    if bye is None or entry != {"bye": True}:
        raise _refuse_field(
            "bye",
            Text("this table has no bye this round")
            if bye is None
            else Text("this table has a bye: send the bye, no tricks"),
        )
    return {"bye": bye}, {"bye": bye, "NS": 0, "EW": 0}


def _whist_entry(
    rec: Mapping[str, Any], shape: Mapping[str, Any], entry: Mapping[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A whist drive's line: the round's hands, and each hand's points in the preview."""
    res = _whist_result(shape, entry)
    hands = res.get("hands") or [res]
    preview: dict[str, Any] = {"hands": [_whist_preview(rec, h) for h in hands]}
    return res, preview


def _deals_entry(
    rec: Mapping[str, Any], entry: Mapping[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A bridge drive's line: the round's deals scored, each deal's points and the premium in
    the preview; every problem of the deals told at once."""
    deals, problems, scored = _deal_lines(rec, entry.get("deals"))
    if scored is None:
        raise InvalidEntryError([Problem(p.deal, _field(p.field), p.message) for p in problems])
    res: dict[str, Any] = {"deals": deals}
    preview = {
        "deals": [{"NS": a, "EW": b} for a, b in scored.deals],
        "premium": {"NS": scored.premium[0], "EW": scored.premium[1]},
    }
    return res, preview


def _add_totals(preview: dict[str, Any]) -> None:
    """The preview's ``NS`` and ``EW`` totals: its hands or deals, and the premium."""
    preview["NS"] = sum(h["NS"] for h in preview.get("hands", preview.get("deals", [])))
    preview["EW"] = sum(h["EW"] for h in preview.get("hands", preview.get("deals", [])))
    if "premium" in preview:
        preview["NS"] += preview["premium"]["NS"]
        preview["EW"] += preview["premium"]["EW"]


def _field(name: str) -> str:
    return name.replace("_", " ")


def _whist_preview(rec: Mapping[str, Any], hand: Mapping[str, Any]) -> dict[str, Any]:
    odd = rules_of(rec).get("count") == "odd_tricks"
    ns, ew = int(hand["NS"]), int(hand["EW"])
    if odd:
        ns, ew = max(ns - 6, 0), max(ew - 6, 0)
    hon = hand.get("honours") or {}
    ns += _HONOURS_POINTS.get(int(hon.get("NS", 0)), 0)
    ew += _HONOURS_POINTS.get(int(hon.get("EW", 0)), 0)
    return {"NS": ns, "EW": ew, "tricks": {"NS": hand["NS"], "EW": hand["EW"]}}


def _open(store: Store, drive_id: int, table: str) -> tuple[ds.DriveChange, int, dict[str, Any]]:
    change = ds.load_drive(store, drive_id)
    t = table_number(change.record.to_json(), table)
    state = _state(store, change, t)
    if change.state == "declared":
        raise _refuse_field("drive", Text("the prizes are declared: the drive takes no more lines"))
    if state["round"] is None:
        raise _refuse_field("drive", Text("every round of the drive is in"))
    return change, t, state


def drive_preview(store: Store, drive_id: int, table: str, entry: object) -> dict[str, Any]:
    """What the table's line would record, checked by the drive rules service (nothing is
    written)."""
    change, t, state = _open(store, drive_id, table)
    rec = change.record.to_json()
    res, preview = read_entry(rec, entry, state["bye"])
    ds.checked_sheet(change.record.with_result(int(state["round"]), {"table": t, **res}))
    return {**preview, "round": state["round"], "version": state["version"]}


def check_line_uid(value: object) -> str:
    if not isinstance(value, str) or not _LINE_UID.fullmatch(value):
        raise _refuse_field(
            "line id", Text("the page sent no usable line id (8–64 letters, digits, - or _)")
        )
    return value


def _received(store: Store, uid: str) -> tuple[int, int, int, str] | None:
    row = store.db.conn.execute(
        "SELECT drive_id, round, table_no, entered_by FROM entry_drive_lines WHERE line_uid = ?",
        [uid],
    ).fetchone()
    return None if row is None else (int(row[0]), int(row[1]), int(row[2]), str(row[3]))


def _moved_on(sent: object, current: object) -> Text:
    """Why a line for another round than the table's current one is refused, naming both."""
    if current is None:
        return Text("the drive is over: no round is waiting for a line — look again")
    if isinstance(sent, int) and not isinstance(sent, bool) and isinstance(current, int):
        if sent < current:
            return Text(
                "round {sent} is already complete; this page is for round {current} — look again",
                sent=str(sent),
                current=str(current),
            )
        if sent > current:
            return Text(
                "round {sent} has not begun; this page is for round {current} — look again",
                sent=str(sent),
                current=str(current),
            )
        return Text("the drive changed since this page last saw it: look again")
    return Text("this page is for round {current} — look again", current=str(current))


def _same_resend(
    store: Store, change: ds.DriveChange, round_no: int, t: int, entry: object, who: str
) -> None:
    """A line id seen before: the line sent again must be the one recorded under it, else
    :class:`DriveConflict` with both (what was recorded, and what was sent now)."""
    rec = change.record.to_json()
    stored = _result(rec, round_no, t)
    if stored is None:
        return  # taken back since: nothing to compare with
    try:
        res, _preview = read_entry(rec, entry, _bye(_row(change.record.seating_of(round_no), t)))
    except RecordError:
        res = None

    def bare(result: Mapping[str, Any] | None) -> dict[str, Any] | None:
        return None if result is None else {k: v for k, v in result.items() if k != "table"}

    if bare(res) == bare(stored):
        return
    recorded = {
        "round": round_no,
        "result": stored,
        "summary": summary(rec, stored),
        "entered_by": who,
    }
    raise DriveConflict(
        Text(
            "round {round}'s line was already recorded under this line id, as something else",
            round=str(round_no),
        ),
        _state(store, change, t),
        recorded,
        sent=entry,
    )


def record_line(
    store: Store,
    drive_id: int,
    table: str,
    line_uid: str,
    round_no: object,
    entry: object,
    version: str,
    entered_by: str,
) -> tuple[bool, str, dict[str, Any]]:
    """Record table ``table``'s line of the current round once: ``(already, entered_by,
    state)``. The same line id again records nothing. Raises :class:`DriveConflict` when the
    table's version has moved on (its line is recorded, the round is over, the secretary
    changed it), InvalidEntryError for a line the rules service refuses."""
    with store.transaction():
        seen = _received(store, line_uid)
        if seen is not None:
            change = ds.load_drive(store, drive_id)
            t = table_number(change.record.to_json(), table)
            if (seen[0], seen[2]) != (drive_id, t):
                raise _refuse_field("line id", Text("that line id belongs to another table"))
            _same_resend(store, change, seen[1], t, entry, seen[3])
            return True, seen[3], _state(store, change, t)
        change, t, state = _open(store, drive_id, table)
        if round_no != state["round"] or version != state["version"]:
            got = state["recorded"]
            if got is not None:
                message = Text("already recorded, by {who}", who=got["entered_by"])
            else:
                message = _moved_on(round_no, state["round"])
            raise DriveConflict(message, state, got)
        res, _preview = read_entry(change.record.to_json(), entry, state["bye"])
        new = ds.record_round_result(store, drive_id, int(state["round"]), t, res, change.version)
        store.db.conn.execute(
            "INSERT INTO entry_drive_lines (line_uid, drive_id, round, table_no, entered_by, "
            "received_at) VALUES (?, ?, ?, ?, ?, ?)",
            [line_uid, drive_id, state["round"], t, entered_by, _now()],
        )
        return False, entered_by, _state(store, new, t)
