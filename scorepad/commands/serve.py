"""``scorepad serve``: table entry from phones for one evening or one drive, until interrupted.

Serves the tables of the evening of ``--evening DATE`` (or ``--tables N`` new ones, each a new
rubber of ``--game`` with the seats named "North 1" …), or the tables 1 … T of the drive
``--drive ID`` (each enters its own line of the current round). Prints each table's address and
PIN. The tokens are kept in the history, so a restart carries on with the same addresses until
``scorepad serve --stop --evening DATE`` (or ``--stop --drive ID``) ends them; ``--stop`` alone
ends the one live entry, and refuses to guess when there are several (``--stop --all``: all).
A server whose entry is stopped (from another terminal, or the window) closes by itself.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import threading
import time
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
    p.add_argument(
        "--stop",
        action="store_true",
        help="stop table entry (of --evening DATE or --drive ID; alone: the one live entry): "
        "the tokens die",
    )
    p.add_argument("--all", action="store_true", help="with --stop: every live table entry")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # Lazy: the CLI's parser skips the table-entry backend (scorepad.serve.backend ~18 ms)
    from scorepad.serve.backend import Backend

    # A named history must exist: the phones' hands must not go into a new, empty file made by
    # a mistyped --db, where the secretary is not looking (README, "--db").
    path = existing_db(args) or str(default_db_path())
    if not os.path.exists(path) and (args.stop or args.tables is None):
        # Nothing to stop or serve in a history that is not there: say so, make nothing (only
        # --tables N, which makes its tables, may begin the default history, as a first start
        # of the window does).
        what = "stop" if args.stop else "serve"
        raise ScorepadError(
            f"no history at {path} yet: there is no table entry to {what} (give --db, or "
            "SCOREPAD_DB, for the club's history; nothing was created)"
        )
    if args.evening and args.drive is not None:
        raise ScorepadError("serve one evening or one drive: give --evening or --drive, not both")
    drive_id = None if args.drive is None else check_int(args.drive, "drive", low=1)
    if args.stop:
        return _stop(path, args, drive_id)
    if args.all:
        raise ScorepadError("--all goes with --stop (stop every live table entry)")
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


def _stop(path: str, args: argparse.Namespace, drive_id: int | None) -> int:
    # Lazy: as run()'s (scorepad.serve.backend ~18 ms)
    from scorepad.serve.backend import Backend
    from scorepad.serve.serving import live_scopes

    scope = f"evening:{check_date(args.evening, 'evening')}" if args.evening else None
    if drive_id is not None:
        scope = f"drive:{drive_id}"
    if scope is None and not args.all:
        live = live_scopes(path)
        if len(live) > 1:
            which = "; ".join(f"{scope_words(s)} (--stop {_option(s)})" for s in live)
            raise ScorepadError(
                f"{len(live)} table entries are live: {which}. Say which to stop, or "
                "--stop --all to stop every one"
            )
    backend = Backend(path)
    try:
        n = backend.stop_sessions(scope)
    finally:
        backend.close()
    print(f"table entry stopped ({n} session{'s' if n != 1 else ''})")
    return 0


def scope_words(scope: str) -> str:
    """A session's scope in words: "the evening of 2026-12-01", "drive 3"."""
    kind, _, rest = scope.partition(":")
    return f"the evening of {rest}" if kind == "evening" else f"drive {rest}"


def _option(scope: str) -> str:
    kind, _, rest = scope.partition(":")
    return f"--{kind} {rest}"


def _evening_tables(backend: Any, date: str, args: argparse.Namespace) -> list[str]:
    labels: list[str] = backend.evening_tables(date)
    added: list[str] = []
    if args.tables is not None:
        want = check_int(args.tables, "tables", low=1, high=200)
        n = 1
        while len(labels) < want:
            label = str(n)
            if label not in labels:
                seats = {s: f"{name} {label}" for s, name in _SEATS.items()}
                backend.add_table(date, label, args.game, seats)
                labels.append(label)
                added.append(label)
            n += 1
        labels = labels[:want]
    if added:
        names = ", ".join(f"{name} {added[0]}" for name in _SEATS.values())
        print(
            f"New tables {', '.join(added)}: their seats are named {names} … Rename them to "
            "the players in the window (File ▸ Players…), or add the tables with their "
            "players there (File ▸ Evening… ▸ Add table…) before serving, so that each "
            "player's figures are their own.",
            file=sys.stderr,
        )
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
    from scorepad.serve.cards import table_cards_html, table_title, table_url
    from scorepad.serve.server import lan_address
    from scorepad.serve.serving import ServingLock

    host = args.host
    shown = lan_address() if host in ("0.0.0.0", "") else host
    base = f"http://{shown}:{port}"
    lock = ServingLock(path, session.scope)
    if not lock.acquire(f"scorepad serve at {base}"):
        # Lazy: the message only (scorepad.serve.serving, loaded above)
        from scorepad.serve.serving import served_elsewhere

        who = served_elsewhere(path, session.scope) or "another program"
        raise ScorepadError(f"table entry for {what} is already served by {who}")
    lock.set_address(host, port)  # a resume in the window serves where these cards point
    try:
        print(f"Table entry for {what}: {base}")
        for label in labels:
            url = table_url(base, session.token, label)
            said = table_title(label)  # "table 3", or "Table 1" as the label says it
            said = said[0].lower() + said[1:] if said != label else said
            print(f"  {said}: {url}  PIN {session.pins[label]}")
            if args.qr:
                segno.make(url, error="m").terminal(compact=True)
        if args.cards:
            pins = {t: session.pins[t] for t in labels}
            page = table_cards_html(f"Table entry, {what}", base, session.token, pins)
            Path(args.cards).write_text(page, encoding="utf-8")
            print(f"Table cards written to {args.cards}")
            if shown.startswith("127.") or shown == "localhost":
                print(
                    f"Note: the cards' addresses are {shown}, this machine only: phones cannot "
                    "reach them. Give --host with this machine's address on the club's network "
                    "(or --host 0.0.0.0) to let the phones in.",
                    file=sys.stderr,
                )
        print(
            "Serving until interrupted (Ctrl+C pauses entry, keeping the codes). "
            f"`scorepad serve --stop {_option(session.scope)}` ends it and its codes."
        )
        config = uvicorn.Config(
            create_app(path, session.scope, labels),
            host=host,
            port=port,
            log_level="warning",
            access_log=False,
        )
        server = uvicorn.Server(config)
        stopped = threading.Event()
        watch = threading.Thread(
            target=_close_when_stopped, args=(server, stopped, path, session.token), daemon=True
        )
        watch.start()
        with contextlib.suppress(KeyboardInterrupt):  # uvicorn may raise Ctrl+C again
            server.run()
        if stopped.is_set():
            print("Table entry was stopped (its codes no longer work): the server has closed.")
        else:
            print(
                "Table entry paused: the tables' codes and PINs are kept; the same command "
                f"carries on, `scorepad serve --stop {_option(session.scope)}` ends them."
            )
    finally:
        lock.release()
    return 0


#: How often a running ``scorepad serve`` looks whether its entry was stopped elsewhere, in s.
STOPPED_POLL_S = 1.0


def _close_when_stopped(server: Any, stopped: threading.Event, path: str, token: str) -> None:
    """Close the server once its session is stopped (``scorepad serve --stop`` in another
    terminal, or Stop in the window): its pages are refused from then on anyway, and a
    terminal that says "Serving" must not lie."""
    # Lazy: as _serve()'s (scorepad.serve.serving)
    from scorepad.serve.serving import session_live

    while not server.should_exit:
        time.sleep(STOPPED_POLL_S)
        if not session_live(path, token):
            stopped.set()
            server.should_exit = True
            return
