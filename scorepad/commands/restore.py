"""``scorepad restore BACKUP``: put a backup back in the place of the history.

The backup is checked in full first; the current history is moved aside (``<name>.before-
restore-<time>.db``, with its ``-wal`` and ``-shm``, so a leftover write-ahead log is never
replayed onto the restored file), never deleted. Close every Scorepad window first.
``scorepad restore --list`` shows the backups beside the history and which are sound.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from scorepad.cli import db_path
from scorepad.errors import ScorepadError
from scorepad.i18n import N_, Text, _
from scorepad.store.files import backups, default_db_path, is_sound, restore

#: ``restore --help``'s description (the module's docstring, in plain words).
DESCRIPTION = N_(
    "The backup is checked in full first; the current history is moved aside "
    "(<name>.before-restore-<time>.db, with its -wal and -shm, so a leftover write-ahead log "
    "is never replayed onto the restored file), never deleted. Close every Scorepad window "
    "first. scorepad restore --list shows the backups beside the history and which are sound."
)


def register(sub: Any) -> None:
    p = sub.add_parser(
        "restore",
        help=_("restore the history from one of its backups"),
        description=_(DESCRIPTION),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("backup", metavar="BACKUP", nargs="?", type=Path, help=_("the backup file"))
    p.add_argument(
        "--list", action="store_true", help=_("list the backups and whether each is sound")
    )
    p.set_defaults(func=run)


def _history(args: argparse.Namespace) -> Path:

    chosen = db_path(args)
    return Path(chosen) if chosen else default_db_path()


def run(args: argparse.Namespace) -> int:
    path = _history(args)
    if args.list or args.backup is None:
        found = backups(path)
        if not found:
            print(_("no backups beside {path}").format(path=path))
        for b in found:
            print(f"{b}  {_('sound') if is_sound(b) else _('DAMAGED')}")
        return 0 if args.list else 2
    source = _backup_named(path, args.backup)
    aside = restore(path, source)
    print(_("restored {path} from {source}").format(path=path, source=source))
    if aside is not None:
        print(_("the history as it was is kept at {aside}").format(aside=aside))
    return 0


def _backup_named(path: Path, given: Path) -> Path:
    """The backup ``given`` names: a bare file name, as ``--list`` prints it beside the
    history, is the one beside the history (never a file of that name in the current folder,
    which may be another history's backup); a path with a folder is taken as it is."""
    if given.parent == Path("."):
        beside = path.parent / given.name
        if beside.exists():
            return beside
        raise ScorepadError(
            Text(
                "no backup {name} beside {path} (scorepad restore --list shows them)",
                name=given.name,
                path=str(path),
            )
        )
    if not given.exists():
        raise ScorepadError(Text("no backup at {path}", path=str(given)))
    return given
