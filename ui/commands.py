"""The subcommands that paint: ``scorepad render`` (a rubber's pad as an image) and
``scorepad report`` (a rubber, evening or player report as PDF).

They live here, beside the painting code, and the core's command line finds them through the
``scorepad.commands`` entry points (pyproject.toml), so ``scorepad/`` never imports Qt or ``ui``.
Importing this module loads no Qt either: Qt is imported only when a command runs, on the
offscreen platform (:func:`offscreen_gui_app`), so neither command ever needs a display.

    scorepad render RUBBER --out PAD.png [--width N] [--dark] [--print] [--ledger] [--american]
    scorepad report rubber RUBBER_ID|FILE --pdf OUT.pdf
    scorepad report evening DATE --pdf OUT.pdf
    scorepad report player NAME [--from DATE] [--to DATE] --pdf OUT.pdf
    (each report with --paper a4|letter, and --large-print: every word at 16 pt or more)

A record that cannot be scored stops before any Qt is started. A report reads and scores
everything before the PDF is started, and writes the file beside its final name and moves it
into place, so a failed report leaves no half-written file.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorepad import i18n
from scorepad.cli import existing_db, iso_date
from scorepad.commands import give_usual_mode
from scorepad.commands.score import load_rubber
from scorepad.errors import InvalidEntryError
from scorepad.i18n import Text, _
from scorepad.rules import score
from scorepad.store import Store, portable

if TYPE_CHECKING:
    from ui.printing import Report


def offscreen_gui_app() -> Any:
    """The QGuiApplication that painting needs (fonts live there), for the subcommands that
    paint (``render``, ``report``, the self-test). With none running, one is made on the
    offscreen platform, so that no subcommand ever needs a display. Keep the returned object
    alive while painting."""
    # Lazy: the CLI's parser never loads Qt (PySide6.QtGui ~280 ms)
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication(sys.argv[:1])
        # Lazy: the window's catalogues, loaded with Qt (ui.language imports PySide6.QtCore)
        from ui import language

        language.install(i18n.current())  # the pad's and the report's words in --lang's
    return app


# -- render ------------------------------------------------------------------------------------
FORMATS = ("png", "jpg", "jpeg", "bmp", "ppm")


def register_render(sub: Any) -> None:
    p = sub.add_parser(
        "render",
        help=_("paint a rubber's pad into an image (PNG)"),
        description=_(
            "Paint the pad of a rubber record (scorepad-rubber/1) offscreen, as the "
            "window shows it: the bridge scorepad for bridge whist, auction, contract and Chicago, "
            "the whist-markers and score card for the whist games. Exit 2, with one line per "
            "problem on standard error, when the record cannot be scored; no image is written then."
        ),
    )
    p.add_argument("file", metavar="RUBBER", help=_("the rubber record, or - for stdin"))
    p.add_argument(
        "--out",
        "-o",
        metavar="PAD.png",
        required=True,
        help=_("the image to write (PNG; .jpg and .bmp also work)"),
    )
    p.add_argument(
        "--width",
        type=int,
        default=900,
        metavar="N",
        help=_("image width in pixels (100 to 10000; default 900)"),
    )
    p.add_argument("--dark", action="store_true", help=_("the dark palette"))
    p.add_argument(
        "--print",
        dest="print_mode",
        action="store_true",
        help=_("black on white, no paper tint (for printing)"),
    )
    p.add_argument(
        "--ledger",
        action="store_true",
        help=_(
            "bridge games: the deal-by-deal four-column ledger (Encyclopaedia "
            "Britannica, 1911) instead of the classic block"
        ),
    )
    p.add_argument("--american", action="store_true", help=_("American spelling (honors)"))
    p.set_defaults(func=run_render)


def check_render_args(args: argparse.Namespace) -> None:
    """Refuse what cannot be rendered before reading anything."""
    if not 100 <= args.width <= 10000:
        raise InvalidEntryError.one(
            None, "--width", Text("{width} is not 100 to 10000 pixels", width=str(args.width))
        )
    suffix = os.path.splitext(args.out)[1].lstrip(".").lower()
    if suffix not in FORMATS:
        raise InvalidEntryError.one(
            None,
            "--out",
            Text(
                "{out}: give a .png (or {others}) file name",
                out=repr(args.out),
                others=", ".join(FORMATS[1:]),
            ),
        )
    folder = os.path.dirname(os.path.abspath(args.out))
    if not os.path.isdir(folder):
        raise InvalidEntryError.one(None, "--out", Text("no folder {folder}", folder=folder))


def run_render(args: argparse.Namespace) -> int:
    check_render_args(args)
    rubber = load_rubber(args.file)
    sheet = score(rubber)  # a record that cannot be scored stops here, before any Qt
    app = offscreen_gui_app()
    # Lazy: the CLI's parser never loads the painter and Qt (ui.pad + ui.render ~700 ms)
    from ui.pad import PadStyle
    from ui.render import render_pad_image

    style = PadStyle(
        dark=args.dark,
        print_mode=args.print_mode,
        ledger=args.ledger,
        spelling="american" if args.american else "british",
    )
    try:
        render_pad_image(rubber, sheet, args.out, width=args.width, style=style)
    except OSError as e:
        raise InvalidEntryError.one(None, "--out", str(e)) from None
    del app
    return 0


# -- report ------------------------------------------------------------------------------------
def register_report(sub: Any) -> None:
    p = sub.add_parser(
        "report",
        help=_("write a rubber, evening or player report as PDF"),
        description=_(
            "Write a printable report as PDF: a rubber summary (the filled-in pad, the "
            "deal-by-deal ledger, totals, net and money), an evening summary (every table's "
            "rubbers and each player's balance) or a player statement over a date range. No "
            "display is needed."
        ),
    )
    kinds = p.add_subparsers(dest="report", metavar="KIND", required=True)
    r = kinds.add_parser(
        "rubber",
        help=_("the summary of one rubber"),
        description=_(
            "The summary of one rubber from the history (by its id) "
            "or from a rubber record file (scorepad-rubber/1, - for stdin)."
        ),
    )
    r.add_argument("rubber", metavar="RUBBER_ID|FILE")
    e = kinds.add_parser(
        "evening",
        help=_("the summary of one evening"),
        description=_(
            "Every table's rubbers on DATE and each player's net "
            "points, money and what each pays or receives."
        ),
    )
    e.add_argument(
        "date", metavar="DATE", type=iso_date("date"), help=_("the evening's date, e.g. 2026-11-29")
    )
    pl = kinds.add_parser(
        "player",
        help=_("a player's statement over a date range"),
        description=_(
            "Every rubber of a player between two dates (both "
            "included), with statistics per game, partners and opponents, and a "
            "chart of net points and money."
        ),
    )
    pl.add_argument("name", metavar="NAME")
    pl.add_argument(
        "--from",
        dest="date_from",
        metavar="DATE",
        type=iso_date("from"),
        help=_("first date (included)"),
    )
    pl.add_argument(
        "--to", dest="date_to", metavar="DATE", type=iso_date("to"), help=_("last date (included)")
    )
    for q in (r, e, pl):
        q.add_argument("--pdf", required=True, metavar="OUT.pdf", help=_("the PDF file to write"))
        q.add_argument(
            "--paper", choices=("a4", "letter"), default="a4", help=_("paper size (default: a4)")
        )
        q.add_argument(
            "--large-print", action="store_true", help=_("large print: every word at 16 pt or more")
        )
        q.set_defaults(func=run_report)


def check_date(value: str | None, option: str) -> str | None:
    """An ISO date given on the command line, or an input error naming the option."""
    if value is None:
        return None
    try:
        return dt.date.fromisoformat(value).isoformat()
    except ValueError:
        raise InvalidEntryError.one(
            None, option, Text('{value} is not a date such as "2026-11-29"', value=repr(value))
        ) from None


def build_report(args: argparse.Namespace) -> Report:
    """The report asked for (everything read and scored first)."""
    # Lazy: the CLI's parser never loads printing and Qt (ui.printing ~730 ms)
    from ui import printing
    from ui.history_codes import codes_of

    kind = args.report
    if kind == "rubber":
        source: str = args.rubber
        if source.isdigit() and not Path(source).exists():
            with Store.open_to_look(existing_db(args)) as store:
                rubber_id = int(source)
                rubber = store.load_rubber(rubber_id)
                info = store.rubber_info(rubber_id)
                codes = codes_of(store, [rubber_id])
            return printing.rubber_report(
                rubber, score(rubber), rubber_id=rubber_id, state=info.state, codes=codes
            )
        rubber = load_rubber(source)
        return printing.rubber_report(rubber, score(rubber))
    if kind == "evening":
        date = check_date(args.date, "DATE") or ""
        with Store.open_to_look(existing_db(args)) as store:
            evening = store.evening(date)
            drives = printing.drive_briefs(store, date)  # beside the rubbers
            codes = printing.evening_codes(store, evening)
        if not any(t.rubbers for t in evening.tables) and not drives:
            raise InvalidEntryError.one(
                None,
                "DATE",
                Text("no rubbers were played on {date}, and no drive was held", date=date),
            )
        return printing.evening_report(evening, drives, codes)
    date_from = check_date(args.date_from, "--from")
    date_to = check_date(args.date_to, "--to")
    if date_from and date_to and date_from > date_to:
        raise InvalidEntryError.one(
            None, "--from", Text("{first} is after --to {last}", first=date_from, last=date_to)
        )
    with Store.open_to_look(existing_db(args)) as store:
        return printing.player_report_from_store(store, args.name, date_from, date_to)


def write_atomically(report: Report, out: str, paper: str) -> int:
    """Write the PDF beside ``out`` and move it into place; returns the page count."""
    # Lazy: the CLI's parser never loads printing and Qt (ui.printing ~730 ms)
    from ui import printing

    target = Path(out)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise InvalidEntryError.one(
            None, "--pdf", Text("no folder {folder} to write into", folder=repr(str(folder)))
        )
    if target.is_dir():
        raise InvalidEntryError.one(
            None, "--pdf", Text("{out} is a folder: give the PDF's file name", out=out)
        )
    fd, tmp = tempfile.mkstemp(prefix=".scorepad-report-", suffix=".pdf", dir=folder)
    os.close(fd)
    try:
        pages = printing.write_pdf(report, tmp, paper)
        give_usual_mode(tmp)
        portable.replace(tmp, target)  # tried again while Windows has it open elsewhere
    except OSError as e:
        raise InvalidEntryError.one(None, "--pdf", f"cannot write {out}: {e}") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return pages


def run_report(args: argparse.Namespace) -> int:
    app = offscreen_gui_app()  # kept alive while the report is painted
    report = build_report(args)
    if getattr(args, "large_print", False):
        # Lazy: the CLI's parser never loads printing and Qt (ui.printing ~730 ms)
        from ui.printing import large_print

        report = large_print(report)
    pages = write_atomically(report, args.pdf, args.paper)
    del app  # painting is done
    paper = "A4" if args.paper == "a4" else "US Letter"
    # Lazy: the window's counted words (ui.i18n imports PySide6), loaded with the report
    from ui.i18n import counted

    print(f"{args.pdf}: {report.title}, {counted('page', pages)} ({paper})")
    return 0
