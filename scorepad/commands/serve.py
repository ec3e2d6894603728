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
import errno
import json
import os
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any

from scorepad.cli import existing_db, iso_date
from scorepad.errors import ScorepadError
from scorepad.i18n import N_, Text, _, join, ngettext, say
from scorepad.records.limits import check_date, check_int
from scorepad.store import default_db_path

#: ``serve --help``'s description (the module's docstring, in plain words).
DESCRIPTION = N_(
    "Serves the tables of the evening of --evening DATE (or --tables N new ones, each a new "
    'rubber of --game with the seats named "North 1" …), or the tables 1 … T of the drive '
    "--drive ID (each enters its own line of the current round). Prints each table's address "
    "and PIN. The tokens are kept in the history, so a restart carries on with the same "
    "addresses until scorepad serve --stop --evening DATE (or --stop --drive ID) ends them; "
    "--stop alone ends the one live entry, and refuses to guess when there are several "
    "(--stop --all: all). A server whose entry is stopped (from another terminal, or the "
    "window) closes by itself."
)


def register(sub: Any) -> None:
    p = sub.add_parser(
        "serve",
        help=_("let the tables enter their hands from a phone (table entry)"),
        description=_(DESCRIPTION),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--evening",
        metavar="DATE",
        type=iso_date("evening"),
        help=_("the evening to serve (e.g. 2026-11-29)"),
    )
    p.add_argument(
        "--drive", metavar="ID", type=int, default=None, help=_("the drive to serve (its id)")
    )
    p.add_argument(
        "--host",
        default="127.0.0.1",
        help=_(
            "the address to listen on (default 127.0.0.1, this machine only; give the "
            "machine's address on the club's network, or 0.0.0.0, to let phones in)"
        ),
    )
    p.add_argument(
        "--port", type=int, default=8765, help=_("the port (default 8765; 0: any free port)")
    )
    p.add_argument("--tables", type=int, default=None, help=_("serve N tables, adding new ones"))
    p.add_argument(
        "--game", default="contract", help=_("the game of new tables (default contract)")
    )
    p.add_argument(
        "--cards",
        metavar="FILE",
        default=None,
        help=_("also write printable table cards (QR code, address, PIN) to FILE (.html)"),
    )
    p.add_argument(
        "--qr", action="store_true", help=_("print each table's QR code in the terminal")
    )
    p.add_argument(
        "--stop",
        action="store_true",
        help=_(
            "stop table entry (of --evening DATE or --drive ID; alone: the one live entry): "
            "the tokens die"
        ),
    )
    p.add_argument("--all", action="store_true", help=_("with --stop: every live table entry"))
    p.add_argument(
        "--events",
        action="store_true",
        help=_(
            "for a program that runs the server: print one JSON line per event on stdout "
            "(ready, activity, stopped) instead of the addresses, and stop when stdin ends"
        ),
    )
    p.add_argument(
        "--nice",
        type=int,
        default=0,
        metavar="N",
        help=_(
            "serve at a lower priority (N, 1-19; where the system allows it), so that a "
            "window on this machine paints before this server's work when the processors are "
            "busy"
        ),
    )
    p.add_argument("--who", default=None, help=argparse.SUPPRESS)  # who serves, for the others
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    # A named history must exist: the phones' hands must not go into a new, empty file made by
    # a mistyped --db, where the secretary is not looking (docs/command-line.md, "--db").
    path = existing_db(args) or str(default_db_path())
    _refuse_no_history(path, args)
    if args.evening and args.drive is not None:
        raise ScorepadError(
            Text("serve one evening or one drive: give --evening or --drive, not both")
        )
    drive_id = None if args.drive is None else check_int(args.drive, "drive", low=1)
    if args.stop:
        return _stop(path, args, drive_id)
    if args.all:
        raise ScorepadError(Text("--all goes with --stop (stop every live table entry)"))
    port = _port_and_priority(args)
    return _serve(path, _scope_of(args, drive_id), args, port)


def _refuse_no_history(path: str, args: argparse.Namespace) -> None:
    if not os.path.exists(path) and (args.stop or args.tables is None):
        # Nothing to stop or serve in a history that is not there: say so, make nothing (only
        # --tables N, which makes its tables, may begin the default history, as a first start
        # of the window does).
        if args.stop:
            raise ScorepadError(
                Text(
                    "no history at {path} yet: there is no table entry to stop (give --db, or "
                    "SCOREPAD_DB, for the club's history; nothing was created)",
                    path=path,
                )
            )
        raise ScorepadError(
            Text(
                "no history at {path} yet: there is no table entry to serve (give --db, or "
                "SCOREPAD_DB, for the club's history; nothing was created)",
                path=path,
            )
        )


def _port_and_priority(args: argparse.Namespace) -> int:
    """The port to listen on, checked; the process's priority lowered by ``--nice``."""
    # (port 0: any free port, which the server prints)
    port = check_int(args.port, "port", low=0, high=65535)
    nice = check_int(args.nice, "nice", low=0, high=19)
    if nice and hasattr(os, "nice"):  # (not on Windows: served at the usual priority)
        os.nice(nice)
    return port


def _scope_of(args: argparse.Namespace, drive_id: int | None) -> str:
    """What to serve: ``drive:ID`` or ``evening:DATE``."""
    if drive_id is not None:
        if args.tables is not None:
            raise ScorepadError(Text("a drive's tables are its own: --tables is for an evening"))
        return f"drive:{drive_id}"
    if not args.evening:
        raise ScorepadError(Text("say what to serve: --evening DATE or --drive ID (or --stop)"))
    return f"evening:{check_date(args.evening, 'evening')}"


def _start(path: str, scope: str, args: argparse.Namespace) -> tuple[Any, list[str], str]:
    """The scope's entry session, started if none is live (the same tokens on a restart): the
    session, its tables, and what it serves in words."""
    # Lazy: the CLI's parser skips the table-entry backend (scorepad.serve.backend ~18 ms)
    from scorepad.serve.backend import Backend

    kind, _sep, ident = scope.partition(":")
    backend = Backend(path)
    try:
        if kind == "drive":
            session = backend.start_drive_session(int(ident))
            title = backend.drive_state(int(ident), "1")["title"]
            what = _("the drive \u201c{title}\u201d (drive {id})").format(title=title, id=ident)
            return session, list(session.pins), what
        labels = _evening_tables(backend, ident, args)
        session = backend.start_session(ident, labels)
        return session, labels, _("the evening of {date}").format(date=session.date)
    finally:
        backend.close()


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
            which = join(
                "; ",
                [
                    Text("{scope} (--stop {option})", scope=scope_words(s), option=_option(s))
                    for s in live
                ],
            )
            raise ScorepadError(
                Text.plural(
                    "{n} table entry is live: {which}. Say which to stop, or "
                    "--stop --all to stop every one",
                    "{n} table entries are live: {which}. Say which to stop, or "
                    "--stop --all to stop every one",
                    len(live),
                    n=str(len(live)),
                    which=which,
                )
            )
    backend = Backend(path)
    try:
        n = backend.stop_sessions(scope)
    finally:
        backend.close()
    print(
        ngettext(
            "table entry stopped ({n} session)", "table entry stopped ({n} sessions)", n
        ).format(n=n)
    )
    return 0


def scope_words(scope: str) -> str:
    """A session's scope in words: "the evening of 2026-12-01", "drive 3"."""
    kind, _sep, rest = scope.partition(":")
    if kind == "evening":
        return Text("the evening of {date}", date=rest)
    return Text("drive {id}", id=rest)


def _option(scope: str) -> str:
    kind, _sep, rest = scope.partition(":")
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
            ngettext(
                "New table {tables}: its seats are named {names} … Rename them to "
                "the players in the window (File ▸ Players…), or add the tables with their "
                "players there (File ▸ Evening… ▸ Add table…) before serving, so that each "
                "player's figures are their own.",
                "New tables {tables}: their seats are named {names} … Rename them to "
                "the players in the window (File ▸ Players…), or add the tables with their "
                "players there (File ▸ Evening… ▸ Add table…) before serving, so that each "
                "player's figures are their own.",
                len(added),
            ).format(tables=", ".join(added), names=names),
            file=sys.stderr,
        )
    if not labels:
        raise ScorepadError(
            Text(
                "the evening of {date} has no tables: start its rubbers, or give --tables N",
                date=date,
            )
        )
    return labels


_SEATS = {"N": "North", "E": "East", "S": "South", "W": "West"}


class _Events:
    """``--events``: one JSON line per event on stdout, for the program that started this one
    (the window's Table entry…): ``ready`` (the address, token and PINs), ``activity`` (a
    table asked or sent something: ``table``, ``what`` as ``create_app``'s ``on_activity``),
    ``stopped`` (``reason``: ``"stopped"``, the entry ended; ``"paused"``, the codes kept)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()

    def __call__(self, event: str, **fields: Any) -> None:
        line = json.dumps({"event": event, **fields})
        with self._lock, contextlib.suppress(OSError, ValueError):  # the reader may be gone
            sys.stdout.write(line + "\n")
            sys.stdout.flush()

    def activity(self, table: str, what: str) -> None:
        self("activity", table=table, what=what)


def cannot_listen(host: str, port: int, error: OSError) -> str:
    """Why the server cannot listen on ``host:port``, in words."""
    values = {"host": host, "port": str(port)}
    if error.errno == errno.EADDRINUSE:
        return Text(
            "cannot listen on {host}, port {port}: another program already uses that port "
            "(choose another port)",
            **values,
        )
    if error.errno == errno.EADDRNOTAVAIL:
        return Text(
            "cannot listen on {host}, port {port}: that address is not one of this "
            "computer's (choose another network)",
            **values,
        )
    if error.errno == errno.EACCES:
        return Text(
            "cannot listen on {host}, port {port}: that port needs administrator rights "
            "(choose one above 1024)",
            **values,
        )
    if isinstance(error, socket.gaierror):
        return Text(
            "cannot listen on {host}, port {port}: there is no such address on this "
            "computer (choose another network)",
            **values,
        )
    return Text(
        "cannot listen on {host}, port {port}: {reason}",
        reason=str(error.strerror or error),
        **values,
    )


def _serve(path: str, scope: str, args: argparse.Namespace, port: int) -> int:
    # Lazy: the CLI's parser never loads the server (scorepad.serve.server with uvicorn ~380 ms)
    from scorepad.serve.server import bind, lan_address
    from scorepad.serve.serving import ServingLock, served_elsewhere

    host = args.host
    who = served_elsewhere(path, scope)  # before the port: the plainer message
    if who is not None:
        raise ScorepadError(
            Text(
                "table entry for {scope} is already served by {who}",
                scope=scope_words(scope),
                who=who,
            )
        )
    try:
        sock = bind(host, port)
    except OSError as e:  # nothing is written: the session starts once the port is ours
        raise ScorepadError(cannot_listen(host, port, e)) from None
    try:
        port = int(sock.getsockname()[1])
        shown = lan_address() if host in ("0.0.0.0", "") else host
        base = f"http://{shown}:{port}"
        lock = ServingLock(path, scope)
        # (--who: who serves, for the others' messages; "{url}" in it is the address)
        who = (args.who or "scorepad serve at {url}").replace("{url}", base)
        if not lock.acquire(who):
            who = served_elsewhere(path, scope) or _("another program")
            raise ScorepadError(
                Text(
                    "table entry for {scope} is already served by {who}",
                    scope=scope_words(scope),
                    who=who,
                )
            )
        try:
            session, labels, what = _start(path, scope, args)
            lock.set_address(host, port)  # a resume in the window serves where the cards point
            events = _Events() if args.events else None
            ready: dict[str, Any] = {}
            if events is not None:  # said once the server answers
                pins = {t: session.pins[t] for t in labels}
                ready = {"url": base, "host": host, "port": port, "token": session.token}
                ready["pins"] = pins
                ready["tokens"] = {t: session.table_token(t) for t in labels}
            else:
                _announce(session, labels, args, base, shown, what)
            stopped = _run(sock, path, session, labels, events, ready, base)
        finally:
            lock.release()
    finally:
        sock.close()
    if events is not None:
        events("stopped", reason="stopped" if stopped else "paused")
    elif stopped:
        print(_("Table entry was stopped (its codes no longer work): the server has closed."))
    else:
        print(
            _(
                "Table entry paused: the tables' codes and PINs are kept; the same command "
                "carries on, `scorepad serve --stop {option}` ends them."
            ).format(option=_option(session.scope))
        )
    return 0


def _announce(
    session: Any, labels: list[str], args: argparse.Namespace, base: str, shown: str, what: str
) -> None:
    """Each table's address and PIN (and QR code, and the cards' file) for the terminal."""
    # Lazy: as _serve()'s (segno ~90 ms, scorepad.serve.cards)
    import segno

    from scorepad.serve.cards import table_cards_html, table_title, table_url

    print(_("Table entry for {what}: {url}").format(what=what, url=base))
    for label in labels:
        url = table_url(base, session.table_token(label), label)
        said = say(table_title(label))  # "table 3", or "Table 1" as the label says it
        said = said[0].lower() + said[1:] if said != label else said
        line = _("{table}: {url}  PIN {pin}").format(table=said, url=url, pin=session.pins[label])
        print(f"  {line}")
        if args.qr:
            segno.make(url, error="m").terminal(compact=True)
    if args.cards:
        pins = {t: session.pins[t] for t in labels}
        tokens = {t: session.table_token(t) for t in labels}
        page = table_cards_html(_("Table entry, {what}").format(what=what), base, tokens, pins)
        Path(args.cards).write_text(page, encoding="utf-8")
        print(_("Table cards written to {file}").format(file=args.cards))
        if shown.startswith("127.") or shown == "localhost":
            print(
                _(
                    "Note: the cards' addresses are {address}, this machine only: phones "
                    "cannot reach them. Give --host with this machine's address on the club's "
                    "network (or --host 0.0.0.0) to let the phones in."
                ).format(address=shown),
                file=sys.stderr,
            )
    print(
        _(
            "Serving until interrupted (Ctrl+C pauses entry, keeping the codes). "
            "`scorepad serve --stop {option}` ends it and its codes."
        ).format(option=_option(session.scope))
    )
    sys.stdout.flush()


def _run(
    sock: socket.socket,
    path: str,
    session: Any,
    labels: list[str],
    events: _Events | None,
    ready: dict[str, Any],
    base: str = "",
) -> bool:
    """Serve on ``sock`` until interrupted, the entry stopped elsewhere, or (``--events``)
    this program's parent gone: True if the entry was stopped. ``--events``: the ``ready``
    line (``ready``'s fields) is printed once the server answers. ``base``: the address on the
    cards (``http://HOST:PORT``), which a page's Origin may name as well as the address the
    connection came in on (a name such as ``localhost`` given as ``--host``)."""
    # Lazy: as _serve()'s (uvicorn ~380, Starlette ~280 ms)
    import uvicorn

    from scorepad.serve.app import create_app
    from scorepad.serve.limits import server_config

    on_activity = events.activity if events is not None else _WrongPins()
    origins = [base] if base else []
    app = create_app(path, session.scope, labels, on_activity=on_activity, origins=origins)
    config = server_config(app)
    server = uvicorn.Server(config)
    stopped = threading.Event()
    parent = os.getppid() if events is not None else None
    watch = threading.Thread(
        target=_close_when_stopped,
        args=(server, stopped, path, session.token, parent),
        daemon=True,
    )
    watch.start()
    if events is not None:  # the parent closes our stdin to stop us, or dies
        threading.Thread(target=_close_at_eof, args=(server,), daemon=True).start()
        threading.Thread(target=_say_ready, args=(server, events, ready), daemon=True).start()
    with contextlib.suppress(KeyboardInterrupt):  # uvicorn may raise Ctrl+C again
        server.run(sockets=[sock])
    return stopped.is_set()


class _WrongPins:
    """In a terminal: a table's wrong PINs said on standard error, at the 1st, 5th, 10th and
    20th (where the PIN is no longer tried), so the secretary sees an attack."""

    SAID_AT = (1, 5, 10, 20)

    def __init__(self) -> None:
        self.count: dict[str, int] = {}

    def __call__(self, table: str, what: str) -> None:
        if what != "wrong pin":
            return
        n = self.count[table] = self.count.get(table, 0) + 1
        if n in self.SAID_AT:
            said = ngettext(
                "{n} wrong PIN at table {table} from another phone",
                "{n} wrong PINs at table {table} from another phone",
                n,
            ).format(n=n, table=table)
            print(f"scorepad: {said}", file=sys.stderr)


def _say_ready(server: Any, events: _Events, ready: dict[str, Any]) -> None:
    """``--events``: the ``ready`` line, once the server has started (it answers)."""
    while not server.started:
        if server.should_exit:
            return
        time.sleep(0.01)
    events("ready", **ready)


def _close_at_eof(server: Any) -> None:
    """``--events``: serve until stdin ends (the window closed it, or died)."""
    with contextlib.suppress(OSError, ValueError):
        while sys.stdin.buffer.read(4096):
            pass
    server.should_exit = True


#: How often a running ``scorepad serve`` looks whether its entry was stopped elsewhere, in s.
STOPPED_POLL_S = 1.0


def _close_when_stopped(
    server: Any, stopped: threading.Event, path: str, token: str, parent: int | None = None
) -> None:
    """Close the server once its session is stopped (``scorepad serve --stop`` in another
    terminal, or Stop in the window): its pages are refused from then on anyway, and a
    terminal that says "Serving" must not lie. With ``parent`` (``--events``), also once
    this program's parent is gone (it is then another's child), even if stdin stays open."""
    # Lazy: as _serve()'s (scorepad.serve.serving)
    from scorepad.serve.serving import session_live

    while not server.should_exit:
        time.sleep(STOPPED_POLL_S)
        if parent is not None and os.getppid() != parent:
            server.should_exit = True
            return
        if not session_live(path, token):
            stopped.set()
            server.should_exit = True
            return
