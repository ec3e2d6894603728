"""Scorepad's catalogues: extract, update, compile, check.

    python packaging/translations.py extract    # scorepad/ -> scorepad/locale/scorepad.pot
    python packaging/translations.py update     # the .pot into every language's .po
    python packaging/translations.py init LANG  # a new language's .po
    python packaging/translations.py compile    # every .po -> .mo, every .ts -> .qm (in place)
    python packaging/translations.py check      # the .pot is up to date, no .po lacks a word

The core's catalogues are gettext's, made with Babel: ``scorepad/locale/<lang>/LC_MESSAGES/
scorepad.po``, compiled to ``scorepad.mo`` beside it. The window's are Qt's:
``resources/translations/scorepad_<lang>.ts`` compiled by ``pyside6-lrelease`` to
``ui/translations/scorepad_<lang>.qm``. Nothing compiled is kept in the repository: ``setup.py``
calls :func:`build` when the package is built (into the wheel's build folder) or installed
with ``pip install -e .`` (into the source tree).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOMAIN = "scorepad"
LOCALE = Path("scorepad") / "locale"
POT = LOCALE / f"{DOMAIN}.pot"
QT_SOURCES = Path("resources") / "translations"
QT_OUT = Path("ui") / "translations"
#: What marks a message for the catalogue in scorepad/ (scorepad.i18n): ``_``, ``N_``,
#: ``ngettext``, ``Text(msgid, ...)`` and ``Text.plural(singular, plural, n, ...)``; in the
#: phone pages' scripts, ``T(msgid, values)`` (static/words.js).
KEYWORDS = ("_", "N_", "ngettext:1,2", "Text", "plural:1,2", "T", "TN:1,2")
#: The comments ``pybabel extract`` copies into the template as ``#.`` lines for the
#: translator: ``# Translators: ...`` on the line(s) just above the marked message.
COMMENT_TAG = "Translators:"
#: Babel's mapping: the Python of scorepad/ and the phone pages (their data-i18n words).
MAPPING = Path("packaging") / "babel.cfg"


def languages(root: Path = ROOT) -> list[str]:
    """The languages that have a ``.po``."""
    return sorted(p.parent.parent.name for p in (root / LOCALE).glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compile_po(po: Path, mo: Path) -> None:
    """One ``.po`` to its ``.mo`` with Babel; fuzzy messages are left out (as msgfmt does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fh:
        catalog = read_po(fh)
    mo.parent.mkdir(parents=True, exist_ok=True)
    with mo.open("wb") as fh:
        write_mo(fh, catalog)


def lrelease() -> str | None:
    """``pyside6-lrelease`` (it ships in the PySide6 wheel), or None where it is not."""
    names = ("pyside6-lrelease", "pyside6-lrelease.exe")
    for folder in (sysconfig.get_path("scripts"), str(Path(sys.executable).parent)):
        for name in names:
            if (Path(folder) / name).exists():
                return str(Path(folder) / name)
    return shutil.which("pyside6-lrelease")


def build(out: Path, root: Path = ROOT, log: bool = True) -> list[Path]:
    """Compile every catalogue of ``root`` into ``out`` (the same paths below it): the core's
    ``.po`` to ``.mo``, and the window's ``.ts`` to ``.qm`` when ``pyside6-lrelease`` is
    there. Returns the files written."""
    written = []
    for lang in languages(root):
        rel = LOCALE / lang / "LC_MESSAGES"
        compile_po(root / rel / f"{DOMAIN}.po", out / rel / f"{DOMAIN}.mo")
        written.append(out / rel / f"{DOMAIN}.mo")
    ts_files = sorted((root / QT_SOURCES).glob(f"{DOMAIN}_*.ts"))
    tool = lrelease() if ts_files else None
    if ts_files and tool is None:
        print("translations: pyside6-lrelease not found, the window's .qm not built", flush=True)
    for ts in ts_files if tool else ():
        qm = out / QT_OUT / ts.with_suffix(".qm").name
        qm.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    if log:
        print(f"translations: {len(written)} catalogues compiled into {out}", flush=True)
    return written


def _babel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True, cwd=ROOT)


def extract() -> None:
    keywords = [a for k in KEYWORDS for a in ("-k", k)]
    _babel(
        "extract", "--no-default-keywords", *keywords, "-F", str(MAPPING), "--no-location",
        "--add-comments", COMMENT_TAG,
        "--sort-output", "--omit-header", "--project=Scorepad", "-o", str(POT), ".",
    )  # fmt: skip


def update() -> None:
    _babel("update", "-i", str(POT), "-d", str(LOCALE), "-D", DOMAIN, "--no-fuzzy-matching")


def init(lang: str) -> None:
    _babel("init", "-i", str(POT), "-d", str(LOCALE), "-D", DOMAIN, "-l", lang)


def problems(root: Path = ROOT) -> list[str]:
    """What is wrong with the catalogues: a message of the template missing from a ``.po``,
    or untranslated, or fuzzy, or a translation naming a value the message does not have."""
    import re

    from babel.messages.pofile import read_po

    with (root / POT).open("rb") as fh:
        template = {m.id for m in read_po(fh) if m.id}
    out = []
    field = re.compile(r"\{(\w+)")
    for lang in languages(root):
        with (root / LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po").open("rb") as fh:
            catalog = read_po(fh)
        ids = {m.id for m in catalog if m.id}
        out += [f"{lang}: {mid!r} missing" for mid in sorted(template - ids, key=str)]
        for m in catalog:
            if not m.id:
                continue
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            name = m.id if isinstance(m.id, str) else m.id[0]
            if m.fuzzy or not all(strings):
                out.append(f"{lang}: {name!r} untranslated or fuzzy")
                continue
            allowed = set(field.findall(" ".join(m.id if isinstance(m.id, tuple) else [m.id])))
            allowed |= {"n"} if isinstance(m.id, tuple) else set()
            for s in strings:
                if not set(field.findall(s)) <= allowed:
                    out.append(f"{lang}: {name!r} names a value it does not have: {s!r}")
    return out


def main(argv: list[str]) -> int:
    what = argv[0] if argv else "compile"
    if what == "extract":
        extract()
    elif what == "update":
        update()
    elif what == "init" and len(argv) == 2:
        init(argv[1])
    elif what == "compile":
        build(ROOT)
    elif what == "check":
        found = problems()
        print("\n".join(found) or "translations: every catalogue is complete")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
