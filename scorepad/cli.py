"""The ``scorepad`` command.

``scorepad`` alone opens the window. Subcommands never need a display. The core's own
subcommands are the modules in :data:`COMMAND_MODULES`; other packages add theirs, the window and
the self-test through entry points (:data:`COMMAND_GROUP`, :data:`APP_GROUP`), which is how the
``ui`` package adds ``render`` and ``report`` without this package ever importing ``ui`` or Qt.

The global option ``--db PATH`` (or ``SCOREPAD_DB``) comes before the subcommand. Input errors
print one line per problem on standard error and exit 2; nothing is ever half-written. A storage
failure (disk full, read-only, locked, damaged: :mod:`scorepad.store.failures`) prints its plain
message and exits 2 too, never with a traceback.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sqlite3
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from scorepad import __version__, i18n
from scorepad.errors import RecordError, ScorepadError, StoreError, problem_text, said
from scorepad.i18n import N_, Text, _
from scorepad.store.failures import StorageError, classify

#: The core's modules that add subcommands; each has ``register(subparsers)``.
COMMAND_MODULES = (
    "scorepad.commands.score",
    "scorepad.commands.drive",
    "scorepad.commands.drives",
    "scorepad.commands.history",
    "scorepad.commands.verify",
    "scorepad.commands.desktop",
    "scorepad.commands.serve",
    "scorepad.commands.restore",
)

#: The module that registers each subcommand of :data:`COMMAND_MODULES`, so that a command
#: loads only its own module (``scorepad score`` is run once per worked case: it needs neither
#: the history's commands nor the drives nor the entry points). A test holds it equal to what
#: the modules register.
COMMANDS = {
    "score": "scorepad.commands.score",
    "drive": "scorepad.commands.drive",
    "drives": "scorepad.commands.drives",
    **dict.fromkeys(
        ("evening", "export", "history", "import", "opponents", "partners", "players", "stats"),
        "scorepad.commands.history",
    ),
    "verify": "scorepad.commands.verify",
    "install-desktop": "scorepad.commands.desktop",
    "serve": "scorepad.commands.serve",
    "restore": "scorepad.commands.restore",
}

#: The entry-point group of functions ``register(subparsers)`` that add subcommands from other
#: packages (``ui`` adds the painting ones, ``render`` and ``report``; see pyproject.toml).
COMMAND_GROUP = "scorepad.commands"
#: The entry-point group of what runs instead of a subcommand, each ``run(args) -> int``:
#: ``window`` (``scorepad`` alone) and ``self-test`` (``scorepad --self-test``).
APP_GROUP = "scorepad.app"

EXIT_INPUT = 2
EXIT_STORE = 3


def __getattr__(name: str) -> ModuleType:
    """``scorepad.cli.metadata``: :mod:`importlib.metadata`, imported when first used (the
    window's start never needs it; see :func:`own_entry_point`)."""
    if name == "metadata":
        return _metadata()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _metadata() -> ModuleType:
    # Lazy: the window's start skips importlib.metadata (email, zipfile, csv...), ~40 ms
    from importlib import metadata

    return metadata


def global_options(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options that come before any subcommand (and alone open the window)."""
    parser.add_argument("--version", action="version", version=f"scorepad {__version__}")
    parser.add_argument(
        "--db",
        metavar="PATH",
        default=None,
        help=_(
            "the history database (default: $SCOREPAD_DB, or scorepad.db in "
            "the user data directory)"
        ),
    )
    parser.add_argument(
        "--lang",
        metavar="LANG",
        default=None,
        help=_(
            "the language of the messages and of --explain: en_GB, en_US, fr, de, nl or pl "
            "(default: $LANGUAGE, $LC_ALL or $LANG, else en_GB); the JSON never changes"
        ),
    )
    parser.add_argument(
        "--exit-after-paint",
        action="store_true",
        help=_("start the window as usual and exit right after its first paint"),
    )
    parser.add_argument(
        "--exit-when-ready",
        action="store_true",
        help=_("start the window as usual and exit once it is ready for typing"),
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help=_("open a temporary database, score a rubber, render the pad, exit 0"),
    )
    return parser


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser: with every subcommand, or, for a ``command`` of
    :data:`COMMANDS`, with only those its module registers (what parsing that command needs)."""
    parser = global_options(
        argparse.ArgumentParser(
            prog="scorepad",
            description=_(
                "Score whist, bridge whist, auction, contract rubber bridge and "
                "Chicago. Without a subcommand, opens the window."
            ),
        )
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    only = COMMANDS.get(command or "")
    for name in COMMAND_MODULES if only is None else (only,):
        importlib.import_module(name).register(sub)
    if only is None:
        for entry in sorted(_metadata().entry_points(group=COMMAND_GROUP), key=lambda e: e.name):
            entry.load()(sub)
    for each in sub.choices.values():  # `--db`, `--lang` after the subcommand too: `stats --db X`
        each.add_argument(
            "--db",
            metavar="PATH",
            default=argparse.SUPPRESS,
            help=_("the history database (as before the subcommand)"),
        )
        each.add_argument(
            "--lang",
            metavar="LANG",
            default=argparse.SUPPRESS,
            help=_("the language of the messages (as before the subcommand)"),
        )
    return parser


def db_path(args: argparse.Namespace) -> str | None:
    """The database chosen by ``--db`` or ``SCOREPAD_DB``; None means the default location."""
    return args.db or os.environ.get("SCOREPAD_DB") or None


def existing_db(args: argparse.Namespace, *, create: bool = False) -> str | None:
    """The database chosen by ``--db`` or ``SCOREPAD_DB``, which must exist: a command that
    reads or exports a history never creates one, so a mistyped path is refused ("no history
    at PATH", exit 2) instead of silently making folders and an empty history. ``create``
    (``import``): a new history may be made, in a folder that exists. The default history in
    the user data directory (None) is made silently on first use, as the quick start needs.
    """
    path = db_path(args)
    if path is None or path == ":memory:" or os.path.exists(path):
        return path
    if not create:
        raise ScorepadError(
            Text("no history at {path} (check the path; nothing was created)", path=path)
        )
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise ScorepadError(
            Text(
                "no folder {folder} for a new history at {path} (check the path, or create "
                "the folder first; nothing was created)",
                folder=folder,
                path=path,
            )
        )
    return path


def iso_date(field: str) -> Callable[[str], str]:
    """An argument's date (argparse's ``type``), exactly YYYY-MM-DD and a real day: "20261120"
    is refused in words naming ``field``, with exit 2, never taken to match no evening. (It
    raises a ScorepadError, which argparse lets through to :func:`main`.)"""

    def read(text: str) -> str:
        # Lazy: the window's start skips the limits' checks (scorepad.records.limits ~2 ms)
        from scorepad.records.limits import check_date

        try:
            return check_date(text, field)
        except RecordError as e:  # not a ValueError: argparse lets it by
            raise ScorepadError("\n".join(problem_text(p) for p in e.problems)) from None
        except ScorepadError as e:
            raise ScorepadError(said(e)) from None

    return read


def print_problems(error: RecordError) -> None:
    for p in error.problems:
        print(problem_text(p), file=sys.stderr)


def app_entry(name: str) -> Callable[[argparse.Namespace], int] | None:
    """The ``run(args)`` registered as ``name`` in :data:`APP_GROUP`, or None if none is.
    Scorepad's own entry points are read first, straight from its installed metadata
    (:func:`own_entry_point`); any other package's through :mod:`importlib.metadata`."""
    target = own_entry_point(APP_GROUP, name)
    if target is not None:
        module, _, attr = target.partition(":")
        obj: Any = importlib.import_module(module.strip())
        for part in attr.strip().split("."):
            obj = getattr(obj, part)
        run: Callable[[argparse.Namespace], int] = obj
        return run
    for entry in _metadata().entry_points(group=APP_GROUP, name=name):
        run = entry.load()
        return run
    return None


DIST_NAME = "scorepad"


def own_metadata_dir() -> Path | None:
    """The metadata folder of the installed ``scorepad`` distribution (``*.dist-info``, or
    ``*.egg-info``), found as :mod:`importlib.metadata` finds it: the first on ``sys.path``."""
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for n in sorted(names):
            stem, dot, suffix = n.rpartition(".")
            if not dot or suffix not in ("dist-info", "egg-info"):
                continue
            dist = stem.split("-")[0].replace("-", "_").replace(".", "_").lower()
            if dist == DIST_NAME:
                return Path(entry or ".") / n
    return None


def own_entry_point(group: str, name: str) -> str | None:
    """The object reference (``module:attr``) of the entry point ``name`` in ``group`` of
    Scorepad's own metadata (``entry_points.txt``), or None: what ``importlib.metadata``
    would load for it, read without importing that module (the window's start)."""
    folder = own_metadata_dir()
    if folder is None:
        return None
    try:
        text = (folder / "entry_points.txt").read_text(encoding="utf-8")
    except OSError:
        return None
    section = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
        elif section == group:
            key, eq, value = line.partition("=")
            if eq and key.strip() == name:
                return value.strip()
    return None


def _light_parse(argv: Sequence[str] | None) -> tuple[argparse.Namespace, list[str]]:
    light = global_options(argparse.ArgumentParser(prog="scorepad", add_help=False))
    return light.parse_known_args(argv)


def window_args(argv: Sequence[str] | None) -> argparse.Namespace | None:
    """The options when ``argv`` asks for the window or the self-test (no subcommand, no
    ``--help``), parsed without loading any subcommand; None otherwise. The window's start
    thus never imports the subcommands' modules."""
    args, rest = _light_parse(argv)
    if rest:
        return None  # a subcommand, --help or a mistake: the full parser answers
    args.command = None
    return args


def command_of(argv: Sequence[str] | None) -> str | None:
    """The subcommand ``argv`` names, if it starts with one (before any ``--help``)."""
    _args, rest = _light_parse(argv)
    return rest[0] if rest and not rest[0].startswith("-") else None


def lf_output(stream: object, system: str) -> None:
    """On Windows, a subcommand's standard output ends its lines with "\\n" as everywhere
    else, so that ``scorepad score`` and ``scorepad drive`` print the same bytes on every system
    (the score-sheet JSON is compared byte for byte). A stream that cannot be set is left as it
    is."""
    reconfigure = getattr(stream, "reconfigure", None)
    if system == "nt" and callable(reconfigure):
        reconfigure(newline="\n")


def choose_language(argv: Sequence[str] | None) -> str:
    """The messages' language, chosen before any parser is built (its help is in it too):
    ``--lang``, else the environment's (:func:`scorepad.i18n.choose`)."""
    return i18n.choose(_light_parse(argv)[0].lang)


#: argparse's own words ("usage: ", "options", its refusals). Python's argparse says them with
#: gettext's ``_`` and ``ngettext``, which :func:`argparse_speaks` points at the core's
#: catalogue; they are marked here for it. A word a later Python adds stays English.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    N_("expected at most one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("ignored explicit argument %r"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
)
#: (and its one plural, as argparse says it)
ARGPARSE_PLURALS = (lambda n: i18n.ngettext("expected %s argument", "expected %s arguments", n),)


def argparse_speaks() -> None:
    """argparse says its words in the language in use: its module's ``_`` and ``ngettext``
    (looked up each time it speaks) become the core's. argparse has no other hook for it."""
    argparse._ = i18n._  # type: ignore[attr-defined]
    argparse.ngettext = i18n.ngettext  # type: ignore[attr-defined]


def _run_app(args: argparse.Namespace) -> int:
    """The window, or the self-test (``--self-test``), through its entry point."""
    name = "self-test" if args.self_test else "window"
    run = app_entry(name)  # the window is only imported when asked for
    if run is None:
        message = _(
            "this copy of Scorepad has no {name} (no {name!r} entry point in "
            "{group!r}: reinstall it, e.g. pip install -e .); the subcommands work "
            "without it (scorepad --help)"
        ).format(name=name, group=APP_GROUP)
        print(f"scorepad: {message}", file=sys.stderr)
        return 1
    return int(run(args))


def main(argv: Sequence[str] | None = None) -> int:
    argparse_speaks()
    try:
        choose_language(argv)
    except ValueError as e:
        print(f"scorepad: {said(e)}", file=sys.stderr)
        return EXIT_INPUT
    args = window_args(argv)
    if args is None:
        try:
            args = build_parser(command_of(argv)).parse_args(argv)
        except ScorepadError as e:  # an argument refused in words (a date)
            print(f"scorepad: {e}", file=sys.stderr)
            return EXIT_INPUT
    if args.self_test or args.command is None:
        # The window's start makes some 60,000 objects that live as long as it does (classes,
        # Qt's enums, the widgets) and next to no garbage: the cyclic collector, walking them
        # over and over, was ~10 ms of the start. It waits until the window takes typing
        # (ui.app.release_collector), or until the window or the self-test returns.
        collecting = gc.isenabled()
        gc.disable()
        try:
            return _run_app(args)
        finally:
            if collecting:
                gc.enable()
    lf_output(sys.stdout, os.name)
    try:
        return int(args.func(args))
    except RecordError as e:
        print_problems(e)
        return EXIT_INPUT
    except StorageError as e:
        print(f"scorepad: {said(e)}", file=sys.stderr)
        return EXIT_INPUT
    except StoreError as e:
        print(f"scorepad: {said(e)}", file=sys.stderr)
        return EXIT_STORE
    except ScorepadError as e:
        print(f"scorepad: {said(e)}", file=sys.stderr)
        return EXIT_INPUT
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    except (sqlite3.Error, OSError) as e:  # a storage failure not yet in words
        # (a constraint or a programming error is a bug: told as an unexpected problem)
        print(f"scorepad: {said(classify(e, db_path(args)))}", file=sys.stderr)
        return EXIT_INPUT


if __name__ == "__main__":
    raise SystemExit(main())
