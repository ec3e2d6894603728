"""``scorepad drives``: the drives in the history (``drives.md`` §5), as a table or JSON."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from scorepad.cli import existing_db, iso_date
from scorepad.drives.rules import FORM_TITLES
from scorepad.i18n import N_, _, say
from scorepad.store import Store
from scorepad.store import drives as drive_store


def register(sub: Any) -> None:
    p = sub.add_parser(
        "drives",
        help=_("list the whist and bridge drives in the history"),
        description=_(
            "Every drive in the history: id, date, form, title, tables, players, "
            "rounds entered and state (in play or declared; in_play with --json). Export "
            "carries each drive's record."
        ),
    )
    p.add_argument(
        "--date",
        metavar="DATE",
        type=iso_date("date"),
        help=_("only the drives of this date (ISO)"),
    )
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=run)


def drive_row(info: Any) -> dict[str, Any]:
    return {
        "id": info.id,
        "uid": info.uid,
        "played_on": info.played_on,
        "form": info.form,
        "title": info.title,
        "tables": info.tables,
        "players": info.players,
        "rounds": info.rounds,  # the rounds entered (the last may still wait for tables)
        "rounds_complete": info.rounds_complete,  # every table entered: as `evening` counts
        "state": info.state,
        "version": info.version,
    }


def _rounds_text(info: Any) -> str:
    """The complete rounds, and the one under way: "2 (round 3 under way)"."""
    if info.rounds > info.rounds_complete:
        return _("{complete} (round {round} under way)").format(
            complete=info.rounds_complete, round=info.rounds
        )
    return str(info.rounds_complete)


#: The states as the table says them (and the drive forms' titles, said by :func:`say`).
STATE_WORDS = (N_("in play"), N_("declared"))
FORM_WORDS = (
    N_("Whist drive (progressive whist)"),
    N_("Progressive bridge whist"),
    N_("Progressive auction"),
    N_("Progressive contract (bridge drive)"),
)


def run(args: argparse.Namespace) -> int:

    with Store.open_to_look(existing_db(args)) as store:
        infos = drive_store.drives(store, args.date)
    if args.json:
        out = [drive_row(i) for i in infos]
        sys.stdout.write(json.dumps(out, ensure_ascii=False, indent=1) + "\n")
        return 0
    if not infos:
        print(_("no drives"))
        return 0
    header = [
        _("id"),
        _("date"),
        _("form"),
        _("title"),
        _("tables"),
        _("players"),
        _("rounds complete"),
        _("state"),
    ]
    rows = [
        [
            i.id,
            i.played_on or "",
            say(FORM_TITLES.get(i.form, i.form)),  # as the window and `evening` name it
            i.title or "",
            i.tables,
            i.players,
            _rounds_text(i),
            _(i.state.replace("_", " ")),
        ]
        for i in infos
    ]
    cells = [header] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[k]) for r in cells) for k in range(len(header))]
    for r in cells:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip())
    return 0
