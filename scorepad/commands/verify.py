"""``scorepad verify``: check a whole history and say what was found.

Three checks: SQLite's ``PRAGMA integrity_check`` (the file itself), every rubber's and every
drive's hash chain against its record and state (nothing edited by hand or damaged since it was
written), and the cached results against a fresh scoring of the deals. Exit 0 when all are
clean, 2 otherwise.

A write-ahead log beside the history that does not fit it (from another copy,
:mod:`scorepad.store.stray_log`) is told apart from damage: the history is then checked without
it (a copy of the file alone) and the log is named; ``--move-stray-log`` moves it aside to a
dated name beside the history (never deletes it).
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path
from typing import Any

from scorepad.cli import existing_db
from scorepad.errors import StoreError, said
from scorepad.i18n import N_, _, say
from scorepad.store import Store
from scorepad.store.checks import HistoryCheck, check_history
from scorepad.store.failures import ReadOnlyError
from scorepad.store.files import default_db_path
from scorepad.store.stray_log import StrayLog, examine, move_aside

#: What ``verify`` prints after its checks.
CLEAN = N_("verify: clean")
PROBLEMS = N_("verify: PROBLEMS FOUND")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "verify",
        help=_("check the history: the file, every rubber's and drive's chain, the cached results"),
        description=_(
            "Check a whole history: SQLite's integrity check, every rubber's and "
            "every drive's hash chain (edits by hand and damage show; someone who recomputes "
            "the chain does not), and the cached totals and results against a fresh scoring. "
            "Prints what it found; exits 0 when all is clean, 2 otherwise. Changes nothing, "
            "unless --move-stray-log is given and a write-ahead log that does not fit the "
            "history lies beside it (from another copy): that log is then moved aside, never "
            "deleted."
        ),
    )
    p.add_argument(
        "--move-stray-log",
        action="store_true",
        help=_(
            "move a write-ahead log that does not fit the history aside, to a dated name "
            "beside it (never deleted); then check the history"
        ),
    )
    p.add_argument(
        "--head",
        metavar="CODE",
        help=_(
            "the code printed on a rubber summary, evening sheet or drive prize list "
            "(3f2a-9c01-b7de): say whether the history still holds what that sheet was printed "
            "from (exit 0) or not (exit 2: cut, deleted, rewritten or rolled back since)"
        ),
    )
    p.add_argument(
        "--rubber",
        metavar="ID",
        type=int,
        help=_("with --head: the rubber the code was printed for (its number on the sheet)"),
    )
    p.set_defaults(func=run_verify)


def _run_head(chosen: str | None, code: str, rubber: int | None) -> int:
    """``--head CODE [--rubber ID]``: the code looked for in the history, said in words."""
    # Lazy: verify --head only
    from scorepad.store.anchor_checks import find_printed

    try:
        try:
            store = Store.open(chosen, backup=False)
        except ReadOnlyError:  # a history that cannot be written is looked at as it is
            store = Store.open(chosen or default_db_path(), read_only=True)
    except StoreError as e:
        print(_("verify: cannot open the history: {error}").format(error=said(e)))
        return 2
    with store:
        found = find_printed(store.conn, store.path, code, rubber)
    for line in found.lines:
        print(say(line))
    print(_("verify: the history holds what was printed") if found.ok else _("verify: NOT FOUND"))
    return 0 if found.ok else 2


def _checked(path: str | Path | None) -> HistoryCheck | None:
    """What :func:`check_history` finds in the history at ``path``; None (said) when it is
    too damaged, or not a history, to open at all."""
    try:
        try:
            store = Store.open(path, backup=False)
        except ReadOnlyError:  # a history that cannot be written is checked as it is
            store = Store.open(path, read_only=True)
    except StoreError as e:  # too damaged (or foreign) to open at all
        print(_("integrity: DAMAGED or not usable: {error}").format(error=said(e)))
        print(_(PROBLEMS))
        return None
    with store:
        return check_history(store)


def _alone(path: Path, stray: StrayLog) -> int:
    """Check a copy of the history file alone (without the stray log), and say so."""
    for line in stray.lines():
        print(say(line))
    with tempfile.TemporaryDirectory(prefix="scorepad-verify-") as tmp:
        copy = Path(tmp) / path.name
        shutil.copyfile(path, copy)
        found = _checked(copy)
    if found is None:
        return 2
    print(_("the history file alone, without the log:"))
    for line in found.lines():
        print(say(line))
    if found.ok:
        print(
            _(
                "verify: the history is whole; a write-ahead log that does not fit it lies "
                "beside it (scorepad verify --move-stray-log moves it aside)"
            )
        )
    else:
        print(_("verify: PROBLEMS FOUND (in the history itself; and a stray log lies beside it)"))
    return 2


def run_verify(args: argparse.Namespace) -> int:
    chosen = existing_db(args)
    if args.rubber is not None and args.head is None:
        print(_("verify: --rubber needs --head CODE (the code printed for that rubber)"))
        return 2
    if args.head is not None:
        return _run_head(chosen, args.head, args.rubber)
    return _run_whole(args, chosen)


def _run_whole(args: argparse.Namespace, chosen: str | None) -> int:
    """The whole history checked (and a stray log beside it told apart, or moved aside)."""
    path = Path(chosen) if chosen and chosen != ":memory:" else None
    if chosen is None:
        path = default_db_path()
    stray = examine(path) if path is not None and path.exists() else None
    if stray is not None and path is not None and not args.move_stray_log:
        return _alone(path, stray)
    if args.move_stray_log:
        _move_stray(path if stray is not None else None, stray)
    found = _checked(chosen)
    if found is None:
        return 2
    for line in found.lines():
        print(say(line))
    print(_(CLEAN) if found.ok else _(PROBLEMS))
    return 0 if found.ok else 2


def _move_stray(path: Path | None, stray: StrayLog | None) -> None:
    """``--move-stray-log``: move the stray log beside ``path`` aside (never delete it), or say
    there is none."""
    if stray is None or path is None:
        print(_("log: no write-ahead log that does not fit the history lies beside it"))
        print("  " + _("nothing moved"))
        return
    for line in stray.lines()[:2]:
        print(say(line))
    print("  " + _("moved aside to {path} (not deleted)").format(path=move_aside(path, stray)))
