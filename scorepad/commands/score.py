"""``scorepad score``: the score sheet of a rubber record, as JSON (the scoring contract)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from scorepad.errors import InvalidEntryError
from scorepad.i18n import _
from scorepad.records import jsonio
from scorepad.records.record import Rubber
from scorepad.rules import list_games, score
from scorepad.sheets.explain import sheet_text


def register(sub: Any) -> None:
    p = sub.add_parser(
        "score",
        help=_("print the score sheet of a rubber record as JSON"),
        description=_(
            "Print the score sheet (scorepad-sheet/1) of a rubber record "
            "(scorepad-rubber/1). Exit 2, with one line per problem on standard "
            "error, when the record cannot be scored."
        ),
    )
    p.add_argument("file", nargs="?", metavar="FILE", help=_("the rubber record, or - for stdin"))
    p.add_argument(
        "--list-games",
        action="store_true",
        help=_("print every game id, its codes and house-rule keys with defaults"),
    )
    p.add_argument(
        "--explain", action="store_true", help=_("print the sheet in plain words instead of JSON")
    )
    p.set_defaults(func=run)


def read_input(path: str) -> str:
    """The text of FILE, or of standard input for ``-``; unreadable input is an input error."""
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as fh:
                data = fh.read()
    except OSError as e:
        raise InvalidEntryError.one(
            None, "", _("cannot read {path}: {reason}").format(path=path, reason=e.strerror)
        ) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InvalidEntryError.one(
            None, "", _("{path} is not UTF-8 text").format(path=path)
        ) from None


def load_rubber(path: str) -> Rubber:
    # The strict reader: no duplicate keys, NaN, huge numbers or deep nesting (records.jsonio).
    return Rubber.from_json(jsonio.loads(read_input(path)))


def run(args: argparse.Namespace) -> int:
    if args.list_games:
        json.dump(list_games(), sys.stdout, indent=1, ensure_ascii=False)
        print()
        return 0
    if not args.file:
        raise InvalidEntryError.one(None, "", _("give a rubber record FILE, or - for stdin"))
    rubber = load_rubber(args.file)
    sheet = score(rubber)
    # Only a complete sheet is ever printed: scoring has finished before the first byte.
    if args.explain:
        sys.stdout.write(sheet_text(rubber, sheet))
    else:
        sys.stdout.write(json.dumps(sheet.to_json(), ensure_ascii=False, indent=1) + "\n")
    return 0
