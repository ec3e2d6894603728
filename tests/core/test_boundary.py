"""The core must never load Qt (the Anki-style split between scorepad and ui)."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest


def test_importing_the_core_loads_no_qt() -> None:
    code = (
        "import sys, scorepad, scorepad.rules, scorepad.cli\n"
        "import scorepad.records.record, scorepad.sheets.sheet\n"
        "import scorepad.commands.score\n"
        "for m in ('scorepad.store', 'scorepad.rules.settlement', 'scorepad.records.notation'):\n"
        "    try:\n"
        "        __import__(m)\n"
        "    except ModuleNotFoundError as e:\n"
        "        if e.name != m: raise\n"
        "qt = ('PySide6', 'shiboken6', 'ui')\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in qt)\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"the core imported Qt modules: {out.stdout.strip()}"


def test_the_cli_parser_loads_no_qt() -> None:
    """Building the parser loads the painting subcommands' registration (ui.commands, through
    its entry points) and nothing else of the window but its package's own start-up helper
    (ui.class_cache, Qt-free), and no Qt."""
    code = (
        "import sys\nfrom scorepad.cli import build_parser\nbuild_parser()\n"
        "print(','.join(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'ui')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert sorted(out.stdout.strip().split(",")) == ["ui", "ui.class_cache", "ui.commands"]


def test_the_window_and_painting_commands_are_registered_through_entry_points() -> None:
    """If this fails, the installed metadata is older than pyproject.toml: pip install -e ."""
    from importlib import metadata

    from scorepad.cli import APP_GROUP, COMMAND_GROUP, build_parser

    assert {e.name for e in metadata.entry_points(group=APP_GROUP)} >= {"window", "self-test"}
    assert {e.name for e in metadata.entry_points(group=COMMAND_GROUP)} >= {"render", "report"}
    parser = build_parser()
    args = parser.parse_args(["render", "r.json", "--out", "pad.png"])
    assert args.func.__module__ == "ui.commands"


def test_without_the_window_installed_scorepad_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A copy without ``ui`` (no ``scorepad.app`` entry points) still runs its subcommands, and
    ``scorepad`` alone explains instead of failing with a traceback."""
    from importlib import metadata

    import scorepad.cli as cli

    real = metadata.entry_points

    def without_ui(**kw: str) -> metadata.EntryPoints:
        if kw.get("group") in (cli.APP_GROUP, cli.COMMAND_GROUP):
            return metadata.EntryPoints(())
        return real(**kw)

    monkeypatch.setattr(cli.metadata, "entry_points", without_ui)
    monkeypatch.setattr(cli, "own_entry_point", lambda group, name: None)
    assert cli.main([]) == 1
    assert "has no window" in capsys.readouterr().err
    assert cli.main(["--self-test"]) == 1
    assert "has no self-test" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["render", "r.json", "--out", "x.png"])  # no such subcommand then


def test_each_command_loads_only_its_own_module_and_the_table_says_which() -> None:
    """``cli.COMMANDS`` names the module of every core subcommand: what each module registers,
    no more and no fewer; and ``scorepad score`` parses without the other commands' modules."""
    import argparse
    import importlib

    from scorepad import cli

    registered: dict[str, str] = {}
    for name in cli.COMMAND_MODULES:
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(name).register(sub)
        registered.update(dict.fromkeys(sub.choices, name))
    assert registered == cli.COMMANDS
    assert cli.command_of(["--db", "x.db", "score", "r.json"]) == "score"
    assert cli.command_of(["--help"]) is None and cli.command_of([]) is None
    probe = (
        "import sys\nfrom scorepad import cli\n"
        "cli.build_parser(cli.command_of(['score', 'r.json'])).parse_args(['score', 'r.json'])\n"
        "print(sorted(m for m in sys.modules if m.startswith(('scorepad.commands.', "
        "'scorepad.drive', 'scorepad.store', 'importlib.metadata'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    loaded = ast.literal_eval(out.stdout.strip())
    assert "scorepad.commands.score" in loaded
    assert not [m for m in loaded if m.startswith(("scorepad.commands.history", "scorepad.drive"))]
    assert "importlib.metadata" not in loaded


def test_the_collector_is_held_for_the_window_and_never_for_a_subcommand(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``scorepad`` alone holds the cyclic collector while the window starts (ui.app lets it go
    once the window takes typing) and gives it back when the window returns, even by an error;
    a subcommand runs with it as it found it."""
    import gc

    from scorepad import cli

    seen: list[bool] = []

    def window(args: object) -> int:
        seen.append(gc.isenabled())
        return 0

    def failing(args: object) -> int:
        seen.append(gc.isenabled())
        raise RuntimeError("the window failed")

    monkeypatch.setattr(cli, "app_entry", lambda name: window)
    assert cli.main([]) == 0
    monkeypatch.setattr(cli, "app_entry", lambda name: failing)
    with pytest.raises(RuntimeError):
        cli.main([])
    assert seen == [False, False] and gc.isenabled()
    record = tmp_path / "r.json"
    record.write_text('{"format": "scorepad-rubber/1"}', encoding="utf-8")
    monkeypatch.setattr(cli, "lf_output", lambda *a: seen.append(gc.isenabled()))
    cli.main(["score", str(record)])  # refused or not, it ran with the collector on
    assert seen[-1] is True and gc.isenabled()
