"""``scorepad install-desktop``: put the launcher, icons and metainfo where the desktop finds them.

``pip install`` / ``pipx install`` place the ``.desktop`` file, the icons and the AppStream
metainfo under the environment's ``share/`` folder, which a desktop does not search for a
virtual environment; this command copies them into the user's XDG data directory
(``~/.local/share``), with ``Exec=`` pointing at this environment's ``scorepad``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from scorepad.errors import ScorepadError
from scorepad.i18n import N_, Text, _, ngettext

APP_ID = "org.scorepad.Scorepad"

#: ``install-desktop --help``'s description (the module's docstring, in plain words).
DESCRIPTION = N_(
    "pip install and pipx install place the .desktop file, the icons and the AppStream "
    "metainfo under the environment's share/ folder, which a desktop does not search for a "
    "virtual environment; this command copies them into the user's XDG data directory "
    "(~/.local/share), with Exec= pointing at this environment's scorepad."
)


def register(sub: Any) -> None:
    p = sub.add_parser(
        "install-desktop",
        help=_("add Scorepad to the desktop's application menu"),
        description=_(DESCRIPTION),
    )
    p.add_argument("--uninstall", action="store_true", help=_("remove what install-desktop added"))
    p.add_argument(
        "--prefix",
        type=Path,
        default=None,
        help=_("where to install (default: $XDG_DATA_HOME or ~/.local/share)"),
    )
    p.set_defaults(func=run)


def shipped_share() -> Path:
    """The ``share/`` folder this installation's data files went to."""
    for base in (Path(sys.prefix), Path(sys.base_prefix), Path(__file__).resolve().parents[2]):
        if (base / "share" / "applications" / f"{APP_ID}.desktop").exists():
            return base / "share"
        if (base / "packaging" / f"{APP_ID}.desktop").exists():  # a source checkout
            return base
    raise ScorepadError(Text("the desktop files were not installed with this copy of Scorepad"))


def _sources(share: Path) -> dict[str, Path]:
    if (share / "packaging").exists():  # source checkout layout
        icons = share / "resources" / "icons" / "hicolor"
        return {
            "desktop": share / "packaging" / f"{APP_ID}.desktop",
            "metainfo": share / "packaging" / f"{APP_ID}.metainfo.xml",
            "icons": icons,
            "svg": share / "resources" / "icons" / f"{APP_ID}.svg",
        }
    return {
        "desktop": share / "applications" / f"{APP_ID}.desktop",
        "metainfo": share / "metainfo" / f"{APP_ID}.metainfo.xml",
        "icons": share / "icons" / "hicolor",
        "svg": share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    }


# Characters that make the Desktop Entry spec require a quoted Exec argument ("The Exec key").
_EXEC_RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")


def exec_value(exe: str) -> str:
    """The ``Exec=`` value that runs ``exe``, quoted as the Desktop Entry spec says when the
    path has a space or another reserved character: "Arguments may be quoted in whole. If an
    argument contains a reserved character the argument must be quoted ... Quoting must be
    done by enclosing the argument between double quotes and escaping the double quote
    character, backtick character ("`"), dollar sign ("$") and backslash character ("\\") by
    preceding it with an additional backslash character", and the value is then a string whose
    own backslashes are escaped again; a literal ``%`` is written ``%%``.
    """
    exe = exe.replace("%", "%%")
    if not _EXEC_RESERVED.intersection(exe):
        return exe
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in exe)
    return '"' + quoted.replace("\\", "\\\\") + '"'


def targets(prefix: Path) -> dict[str, Path]:
    return {
        "desktop": prefix / "applications" / f"{APP_ID}.desktop",
        "metainfo": prefix / "metainfo" / f"{APP_ID}.metainfo.xml",
        "icons": prefix / "icons" / "hicolor",
    }


def run(args: argparse.Namespace) -> int:
    prefix = args.prefix or Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local/share")
    dest = targets(prefix)
    if args.uninstall:
        removed = 0
        for path in [dest["desktop"], dest["metainfo"], *dest["icons"].glob(f"*/apps/{APP_ID}.*")]:
            if path.exists():
                path.unlink()
                removed += 1
        print(ngettext("removed {n} file", "removed {n} files", removed).format(n=removed))
        return 0
    src = _sources(shipped_share())
    text = src["desktop"].read_text(encoding="utf-8")
    text = (
        "\n".join(
            f"Exec={exec_value(launcher())}" if line.startswith("Exec=") else line
            for line in text.splitlines()
        )
        + "\n"
    )
    try:
        count = _install(src, dest, text)
    except OSError as e:
        raise ScorepadError(
            Text(
                "cannot install under {prefix}: {reason}",
                prefix=str(prefix),
                reason=str(e.strerror or e),
            )
        ) from None
    said = ngettext(
        "installed {n} file under {prefix} (launcher: {launcher})",
        "installed {n} files under {prefix} (launcher: {launcher})",
        count,
    )
    desktop_file = dest["desktop"]
    print(said.format(n=count, prefix=prefix, launcher=desktop_file))
    return 0


def launcher() -> str:
    """The command the launcher runs: this copy of Scorepad (the bundle's own executable, or
    this environment's ``scorepad``), not whichever one comes first on ``PATH``."""
    if getattr(sys, "frozen", False):  # the PyInstaller bundle
        return sys.executable
    scorepad_bin = Path(sys.prefix) / "bin" / "scorepad"
    if scorepad_bin.exists():
        return str(scorepad_bin)
    return shutil.which("scorepad") or str(Path(sys.argv[0]).resolve())


def _install(src: dict[str, Path], dest: dict[str, Path], text: str) -> int:
    dest["desktop"].parent.mkdir(parents=True, exist_ok=True)
    dest["desktop"].write_text(text, encoding="utf-8")
    dest["metainfo"].parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src["metainfo"], dest["metainfo"])
    count = 2
    for icon in src["icons"].glob(f"*/apps/{APP_ID}.png"):
        target = dest["icons"] / icon.relative_to(src["icons"])
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(icon, target)
        count += 1
    if src["svg"].exists():
        target = dest["icons"] / "scalable" / "apps" / f"{APP_ID}.svg"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src["svg"], target)
        count += 1
    return count
