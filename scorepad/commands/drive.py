"""``scorepad drive``: the drive sheet of a drive record, as JSON (``drives.md`` §2.3)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from scorepad.commands.score import read_input
from scorepad.drives import drive_sheet_text, list_rules
from scorepad.errors import InvalidEntryError
from scorepad.i18n import _


def register(sub: Any) -> None:
    p = sub.add_parser(
        "drive",
        help=_("print the drive sheet of a whist or bridge drive record as JSON"),
        description=_(
            "Print the drive sheet (scorepad-drive-sheet/1) of a drive record "
            "(scorepad-drive/1): rounds, seatings, standings per pool, prizes, progression cards. "
            "Exit 2, with one line per problem on standard error, when the record cannot be scored."
        ),
    )
    p.add_argument("file", nargs="?", metavar="FILE", help=_("the drive record, or - for stdin"))
    p.add_argument(
        "--list-rules",
        action="store_true",
        help=_("print every drive form, its default code and its house-rule keys with defaults"),
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:

    if args.list_rules:
        json.dump(list_rules(), sys.stdout, indent=1, ensure_ascii=False)
        print()
        return 0
    if not args.file:
        raise InvalidEntryError.one(None, "", _("give a drive record FILE, or - for stdin"))
    sheet = drive_sheet_text(read_input(args.file))
    sys.stdout.write(json.dumps(sheet, ensure_ascii=False, indent=1) + "\n")
    return 0
