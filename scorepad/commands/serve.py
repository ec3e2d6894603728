"""``scorepad serve``: table entry from phones for one evening or one drive, until interrupted.

Serves the tables of the evening of ``--evening DATE`` (or ``--tables N`` new ones, each a new
rubber of ``--game`` with the seats named "North 1" …), or the tables 1 … T of the drive
``--drive ID`` (each enters its own line of the current round). Prints each table's address and
PIN. The tokens are kept in the history, so a restart carries on with the same addresses until
``scorepad serve --stop`` ends them (``--stop --drive ID``: that drive's only).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from scorepad.cli import existing_db, iso_date
from scorepad.errors import ScorepadError
from scorepad.limits import check_date, check_int
from scorepad.store import default_db_path


def register(sub: Any) -> None:
    p = sub.add_parser(
        "serve",
        help="let the tables enter their hands from a phone (table entry)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--evening",
        metavar="DATE",
        type=iso_date("evening"),
        help="the evening to serve (e.g. 2026-11-29)",
    )
    p.add_argument(
        "--drive", metavar="ID", type=int, default=None, help="the drive to serve (its id)"
    )
    p.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1, this machine only; give the "
        "machine's address on the club's network, or 0.0.0.0, to let phones in)",
    )
    p.add_argument("--port", type=int, default=8765, help="the port (default 8765)")
    p.add_argument("--tables", type=int, default=None, help="serve N tables, adding new ones")
    p.add_argument("--game", default="contract", help="the game of new tables (default contract)")
    p.add_argument(
        "--cards",
        metavar="FILE",
        default=None,
        help="also write printable table cards (QR code, address, PIN) to FILE (.html)",
    )
    p.add_argument("--qr", action="store_true", help="print each table's QR code in the terminal")
    p.add_argument("--stop", action="store_true", help="stop table entry: the tokens die")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # Lazy: the CLI's parser skips the table-entry backend (scorepad.serve.backend ~18 ms)
    from scorepad.serve.backend import Backend

    path = existing_db(args, create=True) or str(default_db_path())  # writes, as import does
    if args.evening and args.drive is not None:
        raise ScorepadError("serve one evening or one drive: give --evening or --drive, not both")
    drive_id = None if args.drive is None else check_int(args.drive, "drive", low=1)
    if args.stop:
        backend = Backend(path)
        try:
            scope = f"evening:{check_date(args.evening, 'evening')}" if args.evening else None
            if drive_id is not None:
                scope = f"drive:{drive_id}"
            n = backend.stop_sessions(scope)
        finally:
            backend.close()
        print(f"table entry stopped ({n} session{'s' if n != 1 else ''})")
        return 0
    port = check_int(args.port, "port", low=1, high=65535)
    if drive_id is not None:
        if args.tables is not None:
            raise ScorepadError("a drive's tables are its own: --tables is for an evening")
        backend = Backend(path)
        try:
            session = backend.start_drive_session(drive_id)
            title = backend.drive_state(drive_id, "1")["title"]
        finally:
            backend.close()
        what = f"the drive \u201c{title}\u201d (drive {drive_id})"
        return _serve(path, session, list(session.pins), args, port, what)
    if not args.evening:
        raise ScorepadError("say what to serve: --evening DATE or --drive ID (or --stop)")
    date = check_date(args.evening, "evening")
    backend = Backend(path)
    try:
        labels = _evening_tables(backend, date, args)
        session = backend.start_session(date, labels)
    finally:
        backend.close()
    return _serve(path, session, labels, args, port, f"the evening of {session.date}")


def _evening_tables(backend: Any, date: str, args: argparse.Namespace) -> list[str]:
    labels: list[str] = backend.evening_tables(date)
    if args.tables is not None:
        want = check_int(args.tables, "tables", low=1, high=200)
        n = 1
        while len(labels) < want:
            label = str(n)
            if label not in labels:
                seats = {s: f"{name} {label}" for s, name in _SEATS.items()}
                backend.add_table(date, label, args.game, seats)
                labels.append(label)
            n += 1
        labels = labels[:want]
    if not labels:
        raise ScorepadError(
            f"the evening of {date} has no tables: start its rubbers, or give --tables N"
        )
    return labels


_SEATS = {"N": "North", "E": "East", "S": "South", "W": "West"}


def _serve(
    path: str, session: Any, labels: list[str], args: argparse.Namespace, port: int, what: str
) -> int:
    # Lazy: the CLI's parser never loads the server (uvicorn ~380, Starlette ~280, segno ~90 ms)
    import segno
    import uvicorn

    from scorepad.serve.app import create_app
    from scorepad.serve.cards import table_cards_html, table_url
    from scorepad.serve.server import lan_address

    host = args.host
    shown = lan_address() if host in ("0.0.0.0", "") else host
    base = f"http://{shown}:{port}"
    print(f"Table entry for {what}: {base}")
    for label in labels:
        url = table_url(base, session.token, label)
        print(f"  table {label}: {url}  PIN {session.pins[label]}")
        if args.qr:
            segno.make(url, error="m").terminal(compact=True)
    if args.cards:
        pins = {t: session.pins[t] for t in labels}
        page = table_cards_html(f"Table entry, {what}", base, session.token, pins)
        Path(args.cards).write_text(page, encoding="utf-8")
        print(f"Table cards written to {args.cards}")
    print("Serving until interrupted (Ctrl+C). `scorepad serve --stop` ends the tokens.")
    app = create_app(path, session.scope, labels)
    uvicorn.run(app, host=host, port=port, log_level="warning", access_log=False)
    return 0
