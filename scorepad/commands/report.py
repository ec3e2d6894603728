"""``scorepad report``: a rubber summary, an evening summary or a player statement as PDF.

    scorepad report rubber RUBBER_ID|FILE --pdf OUT.pdf
    scorepad report evening DATE --pdf OUT.pdf
    scorepad report player NAME [--from DATE] [--to DATE] --pdf OUT.pdf
    (each with --paper a4|letter)

The reports are painted by the window's printing module (``ui.printing``), so Qt is imported
only inside :func:`run`, and always on the offscreen platform: a report never needs a display.
Everything is read and scored before the PDF is started, and the file is written beside its
final name and moved into place, so a failed report leaves no half-written file.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import tempfile
from pathlib import Path
from typing import Any

from scorepad.commands import give_usual_mode, offscreen_gui_app
from scorepad.errors import InvalidEntryError


def register(sub: Any) -> None:
    p = sub.add_parser(
        "report",
        help="write a rubber, evening or player report as PDF",
        description="Write a printable report as PDF: a rubber summary (the filled-in pad, the "
        "deal-by-deal ledger, totals, net and money), an evening summary (every table's rubbers "
        "and each player's balance) or a player statement over a date range. No display is "
        "needed.",
    )
    kinds = p.add_subparsers(dest="report", metavar="KIND", required=True)
    r = kinds.add_parser(
        "rubber",
        help="the summary of one rubber",
        description="The summary of one rubber from the history (by its id) "
        "or from a rubber record file (scorepad-rubber/1, - for stdin).",
    )
    r.add_argument("rubber", metavar="RUBBER_ID|FILE")
    e = kinds.add_parser(
        "evening",
        help="the summary of one evening",
        description="Every table's rubbers on DATE and each player's net "
        "points, money and what each pays or receives.",
    )
    e.add_argument("date", metavar="DATE", help="the evening's date, e.g. 2026-11-29")
    pl = kinds.add_parser(
        "player",
        help="a player's statement over a date range",
        description="Every rubber of a player between two dates (both "
        "included), with statistics per game, partners and opponents, and a "
        "chart of net points and money.",
    )
    pl.add_argument("name", metavar="NAME")
    pl.add_argument("--from", dest="date_from", metavar="DATE", help="first date (included)")
    pl.add_argument("--to", dest="date_to", metavar="DATE", help="last date (included)")
    for q in (r, e, pl):
        q.add_argument("--pdf", required=True, metavar="OUT.pdf", help="the PDF file to write")
        q.add_argument(
            "--paper", choices=("a4", "letter"), default="a4", help="paper size (default: a4)"
        )
        q.set_defaults(func=run)


def check_date(value: str | None, option: str) -> str | None:
    """An ISO date given on the command line, or an input error naming the option."""
    if value is None:
        return None
    try:
        return dt.date.fromisoformat(value).isoformat()
    except ValueError:
        raise InvalidEntryError.one(
            None, option, f'{value!r} is not a date such as "2026-11-29"'
        ) from None


def _db_path(args: argparse.Namespace) -> str | None:
    from scorepad.cli import db_path

    return db_path(args)


def build(args: argparse.Namespace) -> Any:
    """The report asked for, as a ``ui.printing.Report`` (everything read and scored first)."""
    from ui import printing

    kind = args.report
    if kind == "rubber":
        source: str = args.rubber
        if source.isdigit() and not Path(source).exists():
            from scorepad.store import Store

            with Store.open(_db_path(args)) as store:
                rubber_id = int(source)
                rubber = store.load_rubber(rubber_id)
                info = store.rubber_info(rubber_id)
            from scorepad.rules import score

            return printing.rubber_report(
                rubber, score(rubber), rubber_id=rubber_id, state=info.state
            )
        from scorepad.commands.score import load_rubber
        from scorepad.rules import score

        rubber = load_rubber(source)
        return printing.rubber_report(rubber, score(rubber))
    from scorepad.store import Store

    if kind == "evening":
        date = check_date(args.date, "DATE") or ""
        with Store.open(_db_path(args)) as store:
            evening = store.evening(date)
        if not any(t.rubbers for t in evening.tables):
            raise InvalidEntryError.one(None, "DATE", f"no rubbers were played on {date}")
        return printing.evening_report(evening)
    date_from = check_date(args.date_from, "--from")
    date_to = check_date(args.date_to, "--to")
    if date_from and date_to and date_from > date_to:
        raise InvalidEntryError.one(None, "--from", f"{date_from} is after --to {date_to}")
    with Store.open(_db_path(args)) as store:
        return printing.player_report_from_store(store, args.name, date_from, date_to)


def write_atomically(report: Any, out: str, paper: str) -> int:
    """Write the PDF beside ``out`` and move it into place; returns the page count."""
    from ui import printing

    target = Path(out)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise InvalidEntryError.one(None, "--pdf", f"no folder {str(folder)!r} to write into")
    if target.is_dir():
        raise InvalidEntryError.one(None, "--pdf", f"{out} is a folder: give the PDF's file name")
    fd, tmp = tempfile.mkstemp(prefix=".scorepad-report-", suffix=".pdf", dir=folder)
    os.close(fd)
    try:
        pages = printing.write_pdf(report, tmp, paper)
        give_usual_mode(tmp)
        os.replace(tmp, target)
    except OSError as e:
        raise InvalidEntryError.one(None, "--pdf", f"cannot write {out}: {e}") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return pages


def run(args: argparse.Namespace) -> int:
    app = offscreen_gui_app()  # kept alive while the report is painted
    report = build(args)
    pages = write_atomically(report, args.pdf, args.paper)
    del app  # painting is done
    print(
        f"{args.pdf}: {report.title}, {pages} page{'s' if pages != 1 else ''} "
        f"({args.paper.upper() if args.paper == 'a4' else 'US Letter'})"
    )
    return 0


__all__ = ["register", "run"]
