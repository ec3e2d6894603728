"""The ``scorepad`` command.

``scorepad`` alone opens the window. Subcommands never need a display. The global option
``--db PATH`` (or ``SCOREPAD_DB``) comes before the subcommand. Input errors print one line per
problem on standard error and exit 2; nothing is ever half-written.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from scorepad import __version__
from scorepad.errors import RecordError, ScorepadError, StoreError

#: Modules that add subcommands; each has ``register(subparsers)``. A module that is not there
#: (an optional part not yet built) is skipped.
COMMAND_MODULES = (
    "scorepad.commands.score",
    "scorepad.commands.drive",
    "scorepad.commands.history",
    "scorepad.commands.render",
    "scorepad.commands.report",
    "scorepad.commands.desktop",
)

EXIT_INPUT = 2
EXIT_STORE = 3


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="scorepad",
        description="Score whist, bridge whist, auction, contract rubber bridge and Chicago. "
        "Without a subcommand, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"scorepad {__version__}")
    parser.add_argument(
        "--db",
        metavar="PATH",
        default=None,
        help="the history database (default: $SCOREPAD_DB, or scorepad.db in "
        "the user data directory)",
    )
    parser.add_argument(
        "--exit-after-paint",
        action="store_true",
        help="start the window as usual and exit right after its first paint",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open a temporary database, score a rubber, render the pad, exit 0",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name == name:
                continue
            raise
        module.register(sub)
    for command in sub.choices.values():  # `--db` after the subcommand too: `stats --db X`
        command.add_argument(
            "--db",
            metavar="PATH",
            default=argparse.SUPPRESS,
            help="the history database (as before the subcommand)",
        )
    return parser


def db_path(args: argparse.Namespace) -> str | None:
    """The database chosen by ``--db`` or ``SCOREPAD_DB``; None means the default location."""
    return args.db or os.environ.get("SCOREPAD_DB") or None


def print_problems(error: RecordError) -> None:
    for p in error.problems:
        print(str(p), file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.self_test:
        from ui.selftest import run_self_test

        return run_self_test()
    if args.command is None:
        from ui.app import run  # the window is only imported when asked for

        return run(args)
    try:
        return int(args.func(args))
    except RecordError as e:
        print_problems(e)
        return EXIT_INPUT
    except StoreError as e:
        print(f"scorepad: {e}", file=sys.stderr)
        return EXIT_STORE
    except ScorepadError as e:
        print(f"scorepad: {e}", file=sys.stderr)
        return EXIT_INPUT
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
