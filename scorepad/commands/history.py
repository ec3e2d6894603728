"""The history on the command line: ``import``, ``export``, ``players``, ``history``, ``evening``,
``stats`` (and ``partners`` / ``opponents``).

Every command opens the database chosen by ``--db`` / ``SCOREPAD_DB`` (default: the user data
directory, created on first use). A ``--db`` that names no file is refused ("no history at
PATH", exit 2) by every command but ``import``, which makes a new history there. Bad input exits 2
with one line per problem; a database that cannot be used exits 3.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any, Literal

from scorepad.cli import existing_db, iso_date
from scorepad.commands import give_usual_mode
from scorepad.commands.score import read_input
from scorepad.drives.rules import FORM_TITLES
from scorepad.enums import Seat, Side
from scorepad.errors import InvalidEntryError, ScorepadError, said
from scorepad.i18n import Text, _, ngettext, say
from scorepad.records import jsonio
from scorepad.rules import get_rules
from scorepad.store import (
    Change,
    Evening,
    HistoryRow,
    ImportRecords,
    Player,
    StatRow,
    Store,
    portable,
    stats,
)
from scorepad.store.damage import DAMAGED_KEY, EXIT_DAMAGED, Damage, advice
from scorepad.store.drives import EveningDrive, evening_drives
from scorepad.store.failures import TMP_PREFIX
from scorepad.store.files import clear_temp_files
from scorepad.store.rows import IN_PLAY, RESULT_WORDS


def register(sub: Any) -> None:
    p = sub.add_parser(
        "import",
        help=_("import rubber records or an export file into the history"),
        description=_(
            "Import a rubber record (scorepad-rubber/1), a JSON list of them, or a "
            "Scorepad export file (scorepad-export/2, or the older /1). All or nothing: one bad "
            "record rejects the whole file and nothing is written. Each rubber's hash chain is "
            "checked: one edited by hand or damaged is refused. A rubber already in the history "
            "is not added again; one carried on elsewhere (its chain extends the one here) is "
            "brought up to date; one whose history differs from the one here is refused. "
            "Players are matched by name (ignoring case and spaces) or created. --db may name "
            "a new file."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("the JSON file, or - for stdin"))
    p.set_defaults(func=run_import)

    p = sub.add_parser(
        "export",
        help=_("export the whole history as JSON or CSV"),
        description=_(
            "JSON (scorepad-export/2: each rubber's id, record, state, audit entries "
            "and hash chain) round-trips exactly through import. CSV writes players.csv, "
            "rubbers.csv, deals.csv (one row per deal), drives.csv, drive_standings.csv (one "
            "row per player of each drive) and drive_lines.csv (one row per table per round) "
            "into the directory --out, all or nothing."
        ),
    )
    p.add_argument(
        "--format", choices=("json", "csv"), default="json", help=_("json (default) or csv")
    )
    p.add_argument(
        "--out",
        metavar="FILE",
        help=_(
            "JSON: the file to write (default: standard output); "
            "CSV: the directory to write into (required)"
        ),
    )
    p.set_defaults(func=run_export)

    p = sub.add_parser(
        "players",
        help=_("list the players"),
        description=_("The roster: every player with membership number and notes."),
    )
    p.add_argument("search", nargs="?", default="", help=_("only names containing this"))
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=run_players)

    p = sub.add_parser(
        "history",
        help=_("a player's rubbers"),
        description=_(
            "Every rubber the player sat in: date, game, partner, "
            "opponents, result, net points and money."
        ),
    )
    p.add_argument("player", metavar="PLAYER", help=_("the player's name"))
    p.add_argument(
        "--from",
        dest="date_from",
        metavar="DATE",
        type=iso_date("from"),
        help=_("from this date (ISO)"),
    )
    p.add_argument(
        "--to", dest="date_to", metavar="DATE", type=iso_date("to"), help=_("up to this date (ISO)")
    )
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=run_history)

    p = sub.add_parser(
        "evening",
        help=_("the summary of one evening"),
        description=_(
            "Every table's rubbers on DATE, each player's net points and money, and who pays whom."
        ),
    )
    p.add_argument(
        "date", metavar="DATE", type=iso_date("date"), help=_("ISO date, e.g. 2026-11-29")
    )
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=run_evening)

    p = sub.add_parser(
        "stats",
        help=_("statistics per player and game"),
        description=_(
            "Per player and game over settled (finished or abandoned) "
            "rubbers: rubbers, won, lost, drawn, net points, money."
        ),
    )
    p.add_argument("player", nargs="?", metavar="PLAYER", help=_("only this player"))
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=run_stats)

    for name, what, described in (
        (
            "partners",
            _("the player's record with each partner"),
            _("The player's record with each partner (settled rubbers)."),
        ),
        (
            "opponents",
            _("the player's record against each opponent"),
            _("The player's record against each opponent (settled rubbers)."),
        ),
    ):
        p = sub.add_parser(name, help=what, description=described)
        p.add_argument("player", metavar="PLAYER", help=_("the player's name"))
        p.add_argument("--json", action="store_true", help=_("print JSON"))
        p.set_defaults(func=run_pairs, pairs=name)


def _open(args: argparse.Namespace, *, create: bool = False) -> Store:
    """The history named by ``--db``; refused if it does not exist, unless ``create`` (a
    command that writes). One that only reads opens a history it cannot write read-only."""
    if create:
        return Store.open(existing_db(args, create=True))
    return Store.open_to_look(existing_db(args))


def _print_json(obj: object) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=1) + "\n")


def _money(value: float | None) -> str:
    return "" if value is None else f"{value:+.2f}"


def _result(result: str) -> str:
    """A rubber's result or state in the language (as it is if it is not one of the known)."""
    return _(RESULT_WORDS[result]) if result in RESULT_WORDS else result


def _game(game: str) -> str:
    """The game's name as the window and the other lists give it ("Long whist"); the id
    (``long_whist``) is for ``--json``."""
    try:
        return say(get_rules(game).title)
    except ScorepadError:
        return game


def _table(rows: Sequence[Sequence[Any]], header: Sequence[str]) -> None:
    cells = [[str(h) for h in header]] + [["" if c is None else str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    for r in cells:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip())


# -- import / export ---------------------------------------------------------------------------
def run_import(args: argparse.Namespace) -> int:
    obj = jsonio.loads(read_input(args.file))
    with _open(args, create=True) as store:
        change = store.run(ImportRecords(obj))
    added = len(change.rubber_ids) - len(change.updated_ids)
    line = ngettext("imported {n} rubber", "imported {n} rubbers", added).format(n=added)
    if change.updated_ids:
        n = len(change.updated_ids)
        line += "; " + ngettext(
            "{n} rubber brought up to date", "{n} rubbers brought up to date", n
        ).format(n=n)
    if change.unchanged_ids:
        n = len(change.unchanged_ids)
        line += "; " + ngettext(
            "{n} already in the history as it is, not added",
            "{n} already in the history as they are, not added",
            n,
        ).format(n=n)
    if change.older_ids:
        n = len(change.older_ids)
        line += " " + ngettext(
            "({n} of them held less than the history: an older copy, or one cut since; "
            "nothing was taken from it)",
            "({n} of them held less than the history: an older copy, or one cut since; "
            "nothing was taken from it)",
            n,
        ).format(n=n)
    if change.drive_ids or change.unchanged_drive_ids:
        line += "; " + _drives_imported(change)
    print(line)
    for refused in change.refused:  # an export's damaged records
        print(f"scorepad: {say(refused)}", file=sys.stderr)
    if change.refused:
        print(
            "scorepad: "
            + _(
                "restore each from a backup of the history it came from "
                "(see the export's message, or scorepad restore --list there)"
            ),
            file=sys.stderr,
        )
        return EXIT_DAMAGED
    return 0


def _drives_imported(change: Change) -> str:
    """``imported 1 drive; 1 drive brought up to date; 1 already …`` (``drives.md`` §5)."""
    added = len(change.drive_ids) - len(change.updated_drive_ids)
    words = [ngettext("imported {n} drive", "imported {n} drives", added).format(n=added)]
    if change.updated_drive_ids:
        n = len(change.updated_drive_ids)
        words.append(
            ngettext("{n} drive brought up to date", "{n} drives brought up to date", n).format(n=n)
        )
    if change.unchanged_drive_ids:
        n = len(change.unchanged_drive_ids)
        words.append(
            ngettext(
                "{n} drive already in the history as it is, not added",
                "{n} drives already in the history as they are, not added",
                n,
            ).format(n=n)
        )
    return "; ".join(words)


def _cannot_write(out: str, e: OSError) -> InvalidEntryError:
    return InvalidEntryError.one(
        None, "--out", Text("cannot write {out}: {reason}", out=out, reason=str(e.strerror or e))
    )


def run_export(args: argparse.Namespace) -> int:
    """Export the history; exit 0, or 4 (:data:`EXIT_DAMAGED`) when it went on past damage:
    every rubber and drive that reads whole was written, each damaged one as a damaged record,
    and standard error says which were left out and how to get them back."""
    found: list[Damage] = []
    if args.format == "csv":
        if not args.out:
            raise InvalidEntryError.one(None, "--out", Text("give the directory for the CSV files"))
        with _open(args) as store:
            try:
                clear_temp_files(Path(args.out))  # what a killed export left there
                paths = store.export_csv(Path(args.out), found)
            except OSError as e:
                raise _cannot_write(args.out, e) from None
            history = store.path
        for path in paths:
            print(path)
        return _said_damage(history, found, None)
    with _open(args) as store:
        history = store.path
        if not args.out or args.out == "-":
            store.write_json(sys.stdout, found)
            sys.stdout.write("\n")
            return _said_damage(history, found, None)
        out = Path(args.out)
        try:
            folder = out.parent if str(out.parent) else Path(".")
            clear_temp_files(folder)  # what a killed export left there
            fd, tmp = tempfile.mkstemp(  # named so that the next export or start clears it
                prefix=f"{TMP_PREFIX}{os.getpid()}-", suffix=f"-{out.name}", dir=folder
            )
        except OSError as e:
            raise _cannot_write(args.out, e) from None
        try:
            # "\n" on every system: the export is the same file on Windows (no "\r\n")
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                n = store.write_json(fh, found)
                fh.write("\n")
                fh.flush()
                os.fsync(fh.fileno())
            drives = _read_back(tmp, n, len(found))
            give_usual_mode(tmp)
            portable.replace(tmp, out)  # tried again while Windows has it open elsewhere
        except OSError as e:
            Path(tmp).unlink(missing_ok=True)
            raise _cannot_write(args.out, e) from None
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    print(_exported(n, drives, len(found), str(out)), file=sys.stderr)
    return _said_damage(history, found, str(out))


def _exported(n: int, drives: int, damaged: int, out: str) -> str:
    """``exported 3 rubbers and 1 drive, and 1 damaged record to FILE``, in the language."""
    rubbers = ngettext("{n} rubber", "{n} rubbers", n).format(n=n)
    also = ngettext(" and {n} drive", " and {n} drives", drives).format(n=drives) if drives else ""
    found = (
        ngettext(", and {n} damaged record", ", and {n} damaged records", damaged).format(n=damaged)
        if damaged
        else ""
    )
    return _("exported {rubbers}{also}{damaged} to {out}").format(
        rubbers=rubbers, also=also, damaged=found, out=out
    )


def _said_damage(history: Path | None, found: list[Damage], export: str | None) -> int:
    """Say on standard error which rubbers and drives were left out as damaged, and how to get
    each back (the last good backup that holds it, as the store found it); the exit status: 4
    (:data:`EXIT_DAMAGED`) if any, else 0."""
    if not found:
        return 0
    n = len(found)
    print(
        ngettext(
            "export: {n} damaged rubber or drive left out (everything else was written):",
            "export: {n} damaged rubbers or drives left out (everything else was written):",
            n,
        ).format(n=n),
        file=sys.stderr,
    )
    for line in advice(history, found, export):
        print(f"  {say(line)}", file=sys.stderr)
    return EXIT_DAMAGED


def _read_back(tmp: str, n: int, damaged: int = 0) -> int:
    """Export never leaves a file it cannot read back: the written file is read again, with
    import's strict reader, before it takes the place of ``--out``. One player, rubber, drive
    or damaged record per line, as :meth:`Store.write_json` writes them, each read on its own
    (so the check holds one rubber in memory at a time, as the export does); the frame around
    them is read as a whole with each item standing in as ``0``. Returns how many drives it
    holds."""
    frame: list[bytes] = []
    counts = {b"rubbers": 0, b"damaged": 0}
    section = b""
    try:
        with open(tmp, "rb") as fh:
            for raw in fh:  # lines end at b"\n" only; JSON text holds no raw line feed
                line = raw.rstrip(b"\n")
                if line.startswith(b"  "):
                    body = line[2:]
                    comma = body.endswith(b",")
                    jsonio.loads(body[:-1] if comma else body)
                    frame.append(b"0," if comma else b"0")
                    if section in counts:
                        counts[section] += 1
                else:
                    if line.startswith(b' "'):  # a key of the frame: its items follow
                        section = line[2:].split(b'"', 1)[0]
                    frame.append(line)
        back = jsonio.loads(b"\n".join(frame))
    except InvalidEntryError as e:
        raise InvalidEntryError.one(
            None,
            "--out",
            Text(
                "the export could not be read back ({error}); nothing was written",
                error=said(e),
            ),
        ) from None
    if (
        not isinstance(back, dict)
        or counts[b"rubbers"] != n
        or len(back.get("rubbers", ())) != n
        or counts[b"damaged"] != damaged
        or len(back.get(DAMAGED_KEY) or ()) != damaged
    ):
        raise InvalidEntryError.one(
            None,
            "--out",
            Text("the export read back is not what was written; nothing was written"),
        )
    return len(back.get("drives") or ())


# -- queries -----------------------------------------------------------------------------------
def run_players(args: argparse.Namespace) -> int:
    with _open(args) as store:
        players: list[Player] = store.players(args.search)
    if args.json:
        _print_json([asdict(p) for p in players])
    else:
        _table(
            [(p.name, p.membership, (p.notes or "").replace("\n", " ")) for p in players],
            (_("player"), _("membership"), _("notes")),
        )
    return 0


def run_history(args: argparse.Namespace) -> int:
    with _open(args) as store:
        rows: list[HistoryRow] = store.player_history(args.player, args.date_from, args.date_to)
    if args.json:
        _print_json(
            [{**asdict(r), "seat": r.seat.value, "opponents": list(r.opponents)} for r in rows]
        )
    else:
        _table(
            [
                (
                    r.rubber_id,
                    r.played_on,
                    r.table,
                    _game(r.game),
                    r.partner,
                    " & ".join(r.opponents),
                    say(IN_PLAY) if r.result == "in play" else _result(r.result),
                    f"{r.net:+d}",
                    _money(r.money),
                )
                for r in rows
            ],
            (
                _("rubber"),
                _("date"),
                _("table"),
                _("game"),
                _("partner"),
                _("opponents"),
                _("result"),
                _("net"),
                _("money"),
            ),
        )
    return 0


def run_stats(args: argparse.Namespace) -> int:
    with _open(args) as store:
        rows: list[StatRow] = store.stats(args.player)
    if args.json:
        _print_json([asdict(r) for r in rows])
    else:
        _table(
            [
                (
                    r.player,
                    _game(r.game),
                    r.rubbers,
                    r.won,
                    r.lost,
                    r.drawn,
                    f"{r.net:+d}",
                    _money(r.money),
                )
                for r in rows
            ],
            (
                _("player"),
                _("game"),
                _("rubbers"),
                _("won"),
                _("lost"),
                _("drawn"),
                _("net"),
                _("money"),
            ),
        )
    return 0


def run_pairs(args: argparse.Namespace) -> int:
    # Points are given per game (scorepad.store.stats): a whist point is not a bridge point.
    which: Literal["partner", "opponent"] = "partner" if args.pairs == "partners" else "opponent"
    with _open(args) as store:
        rows = stats.pairs(store.player_history(args.player), which, args.player)
    if args.json:
        _print_json(
            [
                {
                    "player": r.player,
                    which: r.other,
                    "rubbers": r.rubbers,
                    "won": r.won,
                    "lost": r.lost,
                    "points": dict(r.points),
                    "money": r.money,
                }
                for r in rows
            ]
        )
    else:
        _table(
            [
                (r.other, r.rubbers, r.won, r.lost, _points_text(r.points), _money(r.money))
                for r in rows
            ],
            (
                _("partner") if which == "partner" else _("opponent"),
                _("rubbers"),
                _("won"),
                _("lost"),
                _("points"),
                _("money"),
            ),
        )
    return 0


def _evening_points(ev: Evening) -> dict[str, stats.Points]:
    return stats.evening_points(r for t in ev.tables for r in t.rubbers if r.deals)


def _points_text(points: stats.Points) -> str:
    """``Contract rubber bridge +120; Short whist -3``: each game's points apart."""
    return "; ".join(f"{_game(game)} {n:+d}" for game, n in points) or "–"


def evening_json(ev: Evening) -> dict[str, Any]:
    return {
        "date": ev.date,
        "in_play": ev.in_play,
        "tables": [
            {
                "table": t.table,
                "rubbers": [
                    {
                        "id": r.id,
                        "game": r.game,
                        "code": r.code,
                        "state": r.state,
                        "players": {s.value: n for s, n in r.players.items()},
                        "deals": r.deals,
                        "totals": {s.value: n for s, n in r.totals.items()},
                        "net": {s.value: n for s, n in r.net.items()},
                        "winner": r.winner.value if r.winner else None,
                        "money": {s.value: m for s, m in r.money.items()} if r.money else None,
                    }
                    for r in t.rubbers
                ],
            }
            for t in ev.counted()
        ],
        # Each player's points per game (never one figure across games), and the money.
        "players": [
            {**asdict(b), "net": dict(_evening_points(ev).get(b.player, ()))} for b in ev.balances
        ],
        "transfers": [asdict(t) for t in ev.transfers],
    }


def _drives_json(drives: Sequence[EveningDrive]) -> list[dict[str, Any]]:
    """The evening's drives, apart from the rubbers (``drives`` only when there are some)."""
    return [
        {
            "id": d.id,
            "title": d.title,
            "form": d.form,
            "tables": d.tables,
            "players": d.players,
            "state": d.state,
            "rounds_played": d.rounds_played,
            "rounds": d.rounds,
            "winners": [{"prize": p, "title": t, "winner": w} for p, t, w in d.winners],
        }
        for d in drives
    ]


def _print_drives(drives: Sequence[EveningDrive]) -> None:
    n = len(drives)
    print(
        "\n"
        + ngettext(
            "{n} drive (scored apart from the rubbers)",
            "{n} drives (scored apart from the rubbers)",
            n,
        ).format(n=n)
    )
    _table(
        [
            (
                d.id,
                d.title or "—",
                say(FORM_TITLES.get(d.form, d.form)),
                d.tables,
                say(d.state_text),
                "; ".join(f"{t}: {w}" for _p, t, w in d.winners) or "—",
            )
            for d in drives
        ],
        (_("drive"), _("title"), _("form"), _("tables"), _("state"), _("winners")),
    )


def run_evening(args: argparse.Namespace) -> int:
    with _open(args) as store:
        ev = store.evening(args.date)
        drives = evening_drives(store, ev.date)
    if args.json:
        out = evening_json(ev)
        if drives:
            out["drives"] = _drives_json(drives)
        _print_json(out)
        return 0
    counted = ev.counted()  # a rubber with no hands never counts
    n = sum(len(t.rubbers) for t in counted)
    rubbers = ngettext("{n} rubber", "{n} rubbers", n).format(n=n)
    tables = ngettext("{n} table", "{n} tables", len(counted)).format(n=len(counted))
    line = _("Evening of {date}: {rubbers} at {tables}").format(
        date=ev.date, rubbers=rubbers, tables=tables
    )
    if ev.in_play:
        line += " " + _("({n} still in play)").format(n=ev.in_play)
    print(line)
    for t in counted:
        print(f"\n{t.table or _('(no table)')}")
        _table(
            [
                (
                    r.id,
                    _game(r.game),
                    f"{r.players.get(Seat.N, '?')} & {r.players.get(Seat.S, '?')}",
                    f"{r.players.get(Seat.E, '?')} & {r.players.get(Seat.W, '?')}",
                    say(IN_PLAY) if r.state == "in_play" else _result(r.state),
                    f"{r.net[Side.NS]:+d}",
                    _money(r.money[Side.NS] if r.money else None),
                )
                for r in t.rubbers
            ],
            (
                _("rubber"),
                _("game"),
                _("NS"),
                _("EW"),
                _("state"),
                _("net NS"),
                _("money NS"),
            ),
        )
    print()
    _table(
        [
            (
                b.player,
                b.rubbers,
                _points_text(_evening_points(ev).get(b.player, ())),
                _money(b.money),
            )
            for b in ev.balances
        ],
        (_("player"), _("rubbers"), _("points"), _("money")),
    )
    if ev.transfers:
        print()
        for tr in ev.transfers:
            print(
                _("{payer} pays {payee} {amount}").format(
                    payer=tr.payer, payee=tr.payee, amount=f"{tr.amount:.2f}"
                )
            )
    if drives:
        _print_drives(drives)
    return 0
