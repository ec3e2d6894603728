"""The window's catalogues, made again from ui/ with pyside6-lupdate (it ships in PySide6):

    python packaging/update_ts.py          # every resources/translations/scorepad_<lang>.ts
    python packaging/update_ts.py nl       # one language (a new one: its .ts is created)

Each ``.ts`` keeps the translations it has; a new or changed source text comes in unfinished
(``tests/ui/test_translations.py`` fails until it is translated). No line numbers are written,
so that a change to ui/ moves no translation. British English is the source and has no
catalogue (its counted words, "%n table(s)", are written by ``ui.i18n.counted``).
``scorepad_en_US.ts`` is filled here: the source in American spelling (:data:`AMERICAN`:
honors, jack), its counted messages in the two English forms; a translator may still correct
any of them by hand (Qt Linguist, ``pyside6-linguist``): a finished translation is never filled
again. The ``.qm`` files are compiled from these by ``pyside6-lrelease`` at build or install
time, never by hand and never kept in git.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
import xml.etree.ElementTree as ET
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
        if lang == "en_US":
            fill_english(ts, american_spelling=True)
        out.append(ts)
    return out


#: British word → American word (lower case; the case of the original is kept). Source:
#: Webster's usage as printed in the American whist and bridge books (Foster's Complete Hoyle,
#: 1897/1909: "honors", "jack"; "no trump"). Applied to the window's own source texts only,
#: never to what the window shows (players' names are no source text).
AMERICAN: dict[str, str] = {
    "honour": "honor",
    "honours": "honors",
    "honoured": "honored",
    "knave": "jack",
    "knaves": "jacks",
    "colour": "color",
    "colours": "colors",
    "favour": "favor",
    "favourite": "favorite",
    "centre": "center",
    "behaviour": "behavior",
    "licence": "license",
    "cancelled": "canceled",
    "cancelling": "canceling",
    "recognise": "recognize",
    "organise": "organize",
    "summarise": "summarize",
    "analyse": "analyze",
}
_WORD = re.compile(r"[A-Za-z&]+")


def _swap(match: re.Match[str]) -> str:
    word = match.group(0)
    amp = word.find("&")  # a shortcut letter inside the word ("Hon&ours") stays where it was
    original = word.replace("&", "")
    us = AMERICAN.get(original.lower())
    if us is None:
        return word
    if original.isupper() and len(original) > 1:
        us = us.upper()
    elif original[:1].isupper():
        us = us[:1].upper() + us[1:]
    return us[:amp] + "&" + us[amp:] if 0 <= amp < len(us) else us


def american(text: str) -> str:
    """>>> american("Hon&ours: the knave"), american("Grey")
    ('Hon&ors: the jack', 'Grey')
    """
    return _WORD.sub(_swap, text)


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural of a counted source text: "(s)" and "(es)" mark the plural's
    ending, "do(es)" the verb.

    >>> english_forms("%n table(s)"), english_forms("{what} do(es) not match")
    (('%n table', '%n tables'), ('{what} does not match', '{what} do not match'))
    """
    one = source.replace("do(es)", "does").replace("(es)", "").replace("(s)", "")
    many = source.replace("do(es)", "do").replace("(es)", "es").replace("(s)", "s")
    return one, many


def fill_english(ts: Path, *, american_spelling: bool = False) -> int:
    """Finish every unfinished message of an English catalogue; returns how many."""

    def spell(text: str) -> str:
        return american(text) if american_spelling else text

    tree = ET.parse(ts)
    done = 0
    for message in tree.getroot().iter("message"):
        tr = message.find("translation")
        source = message.findtext("source") or ""
        if tr is None or tr.get("type") != "unfinished":
            continue
        if message.get("numerus") == "yes":
            for form in list(tr):
                tr.remove(form)
            for text in english_forms(source):
                ET.SubElement(tr, "numerusform").text = spell(text)
        else:
            tr.text = spell(source)
        del tr.attrib["type"]
        done += 1
    _write(tree, ts)
    return done


def _write(tree: ET.ElementTree, ts: Path) -> None:
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    update(tuple(sys.argv[1:]) or LANGUAGES)
