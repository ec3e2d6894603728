"""The drives in the CSV export (``drives.md`` §5): ``drives.csv``, ``drive_standings.csv`` and
``drive_lines.csv``, written with the rubbers' files as one set, all or nothing
(:func:`scorepad.store.transfer.write_csv_set`, every cell through
:func:`scorepad.records.csvsafe.safe_csv_cell`).

Built from each drive's stored header, record and sheet; the lines of a round still waiting
for tables (which the sheet of the complete rounds leaves out) are those the rules service
scores for the live standings (:func:`scorepad.drives.service.standings_so_far`). Qt-free.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from scorepad.drives.rules import defaults
from scorepad.drives.service import standings_so_far

#: ``drives.csv``: one row per drive (``rounds``: the rounds it is to have, ``rounds_played``:
#: those entered so far), with its money when it has some.
DRIVE_COLUMNS = [
    "id",
    "uid",
    "played_on",
    "title",
    "form",
    "code",
    "state",
    "tables",
    "players",
    "rounds",
    "rounds_played",
    "currency",
    "takings",
    "prize_fund",
    "expenses",
    "surplus",
]
#: ``drive_standings.csv``: one row per player (per pair in a pair drive) of each drive, in the
#: sheet's standings order (``position``; highest total first, equal totals by id: a listing,
#: not a placing), with the prizes the entrant took and whether they are ``declared`` or
#: ``provisional`` (``prizes_state``: the drive's prizes not declared yet, or a tie still
#: waiting for its cut; empty for an entrant with no prize).
DRIVE_STANDING_COLUMNS = [
    "drive",
    "played_on",
    "position",
    "entrant",
    "name",
    "role",
    "total",
    "rounds_won",
    "played",
    "sat_out",
    "prizes",
    "prizes_state",
]
#: ``drive_lines.csv``: one row per table per round of each drive: who sat North–South and
#: East–West (``bye`` for the ghosts' side at a bye: the other side sat out), each side's
#: round score, the winner and how a tie was decided; ``round_state``
#: is ``complete``, or ``in_progress`` for the tables entered of a round still waiting for
#: others (the round an export item holds as ``round_in_progress``).
DRIVE_LINE_COLUMNS = [
    "drive",
    "played_on",
    "round",
    "table",
    "NS",
    "EW",
    "score_NS",
    "score_EW",
    "winner",
    "decided_by",
    "round_state",
]

#: What a drive is exported from: (its header, as ``scorepad.store.drives.DriveInfo``; its
#: ``scorepad-drive/1`` record; its drive sheet).
DriveForCsv = tuple[Any, Mapping[str, Any], Mapping[str, Any]]


def _drive_names(record: Mapping[str, Any]) -> dict[str, str]:
    names = {str(p["id"]): str(p.get("name") or p["id"]) for p in record.get("players", [])}
    for pair, members in (record.get("pairs") or {}).items():
        names[str(pair)] = " & ".join(names.get(m, m) for m in members)
    return names


def _drive_row(info: Any, record: Mapping[str, Any], sheet: Mapping[str, Any]) -> list[Any]:
    money = sheet.get("money") or {}
    return [
        info.id,
        info.uid,
        info.played_on,
        info.title,
        info.form,
        sheet.get("code", record.get("code")),
        info.state,
        info.tables,
        info.players,
        int({**defaults(info.form), **record.get("house_rules", {})}.get("rounds") or 0),
        len(sheet.get("rounds", [])),
        (record.get("money") or {}).get("currency", "") if money else "",
        *(money.get(k, "") for k in ("takings", "prize_fund", "expenses", "surplus")),
    ]


def _standing_rows(
    info: Any, record: Mapping[str, Any], sheet: Mapping[str, Any]
) -> Iterator[list[Any]]:
    names = _drive_names(record)
    roles = {str(p["id"]): p.get("role", "") for p in record.get("players", [])}
    won: dict[str, list[str]] = {}
    provisional: set[str] = set()
    declared = info.state == "declared"
    for prize in sheet.get("prizes", []):
        takers = [prize["winner"]] if prize.get("winner") is not None else prize.get("tie", [])
        for who in takers:
            won.setdefault(str(who), []).append(str(prize["prize"]))
            if not declared or prize.get("provisional"):
                provisional.add(str(who))
    for k, s in enumerate(sheet.get("standings", []), 1):
        who = str(s.get("player", s.get("pair")))
        yield [
            info.id,
            info.played_on,
            k,
            who,
            names.get(who, who),
            roles.get(who, ""),
            s.get("total"),
            s.get("rounds_won"),
            s.get("played"),
            s.get("sat_out"),
            " ".join(won.get(who, [])),
            ("provisional" if who in provisional else "declared") if who in won else "",
        ]


def _side(seating: Mapping[str, Any], side: str, names: Mapping[str, str]) -> str:
    ids = [seating[side]] if side in seating else [seating.get(x) for x in side]
    return " & ".join(names.get(str(i), str(i)) for i in ids if i is not None)


def _line_rows(
    info: Any, record: Mapping[str, Any], sheet: Mapping[str, Any]
) -> Iterator[list[Any]]:
    names = _drive_names(record)
    rounds = [(rnd["round"], rnd.get("tables", []), "complete") for rnd in sheet.get("rounds", [])]
    so_far = standings_so_far(record)  # None unless the last round waits for tables
    if so_far is not None:
        rounds.append((so_far["round"], so_far["lines"], "in_progress"))
    for number, tables, state in rounds:
        for t in tables:
            seating = t.get("seating") or {}
            sides = {side: _side(seating, side, names) for side in ("NS", "EW")}
            if t.get("decided_by") == "bye":  # ghosts sit the other side: it says so (§3.7)
                sides["EW" if t.get("winner") == "NS" else "NS"] = "bye"
            yield [
                info.id,
                info.played_on,
                number,
                t["table"],
                sides["NS"],
                sides["EW"],
                t.get("NS"),
                t.get("EW"),
                t.get("winner"),
                t.get("decided_by"),
                state,
            ]


def drive_csv_files(drives: Sequence[DriveForCsv]) -> list[tuple[str, list[str], Any]]:
    """The drives' CSV files, for :func:`write_csv_set` beside the rubbers' (always written,
    with their header only when the history has no drive, so that a set is never part old)."""
    return [
        ("drives.csv", DRIVE_COLUMNS, [_drive_row(*d) for d in drives]),
        (
            "drive_standings.csv",
            DRIVE_STANDING_COLUMNS,
            [row for d in drives for row in _standing_rows(*d)],
        ),
        ("drive_lines.csv", DRIVE_LINE_COLUMNS, [row for d in drives for row in _line_rows(*d)]),
    ]


__all__ = [
    "DRIVE_COLUMNS",
    "DRIVE_LINE_COLUMNS",
    "DRIVE_STANDING_COLUMNS",
    "drive_csv_files",
]
