"""The window's catalogues, made again from ui/ with pyside6-lupdate (it ships in PySide6):

    python packaging/update_ts.py          # every resources/translations/scorepad_<lang>.ts
    python packaging/update_ts.py nl       # one language (a new one: its .ts is created)

Each ``.ts`` keeps the translations it has; a new or changed source text comes in unfinished
(``tests/ui/test_translations.py`` fails until it is translated). No line numbers are written,
so that a change to ui/ moves no translation. The ``.qm`` files are compiled from these by
``pyside6-lrelease`` at build or install time, never by hand and never kept in git.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("en_US", "fr", "de", "nl", "pl")
SOURCE_LANGUAGE = "en_GB"


def tool(name: str) -> str:
    for folder in (sysconfig.get_path("scripts"), str(Path(sys.executable).parent)):
        for candidate in (name, name + ".exe"):
            if (Path(folder) / candidate).exists():
                return str(Path(folder) / candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: it comes with PySide6 (pip install PySide6)")
    return found


def sources(root: Path = ROOT) -> list[str]:
    """Every module of ui/ but the generated resources."""
    return sorted(
        str(p.relative_to(root))
        for p in (root / "ui").rglob("*.py")
        if not p.name.endswith("_rc.py")
    )


def update(langs: tuple[str, ...] = LANGUAGES, root: Path = ROOT) -> list[Path]:
    out = []
    for lang in langs:
        ts = TS_DIR / f"scorepad_{lang}.ts"
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *sources(root),
                "-no-obsolete",
                "-locations",
                "none",
                "-source-language",
                SOURCE_LANGUAGE,
                "-target-language",
                lang,
                "-ts",
                str(ts.relative_to(root)),
            ],
            check=True,
            cwd=root,
        )
        out.append(ts)
    return out


if __name__ == "__main__":
    update(tuple(sys.argv[1:]) or LANGUAGES)
