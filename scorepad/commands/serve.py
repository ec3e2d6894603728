"""``scorepad serve``: table entry from phones for one evening, until interrupted.

Serves the tables of the evening of ``--evening DATE`` (or ``--tables N`` new ones, each a new
rubber of ``--game`` with the seats named "North 1" …). Prints each table's address and PIN. The
tokens are kept in the history, so a restart carries on with the same addresses until
``scorepad serve --stop`` ends them.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from scorepad.cli import db_path
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
    p.add_argument("--evening", metavar="DATE", help="the evening to serve (e.g. 2026-11-29)")
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

    path = db_path(args) or str(default_db_path())
    if args.stop:
        backend = Backend(path)
        try:
            scope = f"evening:{check_date(args.evening, 'evening')}" if args.evening else None
            n = backend.stop_sessions(scope)
        finally:
            backend.close()
        print(f"table entry stopped ({n} session{'s' if n != 1 else ''})")
        return 0
    if not args.evening:
        raise ScorepadError("say which evening to serve: --evening DATE (or --stop)")
    date = check_date(args.evening, "evening")
    port = check_int(args.port, "port", low=1, high=65535)
    backend = Backend(path)
    try:
        labels = backend.evening_tables(date)
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
        session = backend.start_session(date, labels)
    finally:
        backend.close()
    return _serve(path, session, labels, args, port)


_SEATS = {"N": "North", "E": "East", "S": "South", "W": "West"}


def _serve(path: str, session: Any, labels: list[str], args: argparse.Namespace, port: int) -> int:
    # Lazy: the CLI's parser never loads the server (uvicorn ~380, Starlette ~280, segno ~90 ms)
    import segno
    import uvicorn

    from scorepad.serve.app import create_app
    from scorepad.serve.cards import table_cards_html, table_url
    from scorepad.serve.server import lan_address

    host = args.host
    shown = lan_address() if host in ("0.0.0.0", "") else host
    base = f"http://{shown}:{port}"
    print(f"Table entry for the evening of {session.date}: {base}")
    for label in labels:
        url = table_url(base, session.token, label)
        print(f"  table {label}: {url}  PIN {session.pins[label]}")
        if args.qr:
            segno.make(url, error="m").terminal(compact=True)
    if args.cards:
        pins = {t: session.pins[t] for t in labels}
        page = table_cards_html(f"Table entry, {session.date}", base, session.token, pins)
        Path(args.cards).write_text(page, encoding="utf-8")
        print(f"Table cards written to {args.cards}")
    print("Serving until interrupted (Ctrl+C). `scorepad serve --stop` ends the tokens.")
    app = create_app(path, session.scope, labels)
    uvicorn.run(app, host=host, port=port, log_level="warning", access_log=False)
    return 0
