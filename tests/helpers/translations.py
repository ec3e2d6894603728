"""The window's catalogues for the tests: compiled into a temporary folder with
``pyside6-lrelease`` (as the package's build step does), and a pseudo-locale.

The pseudo-locale is a :class:`QTranslator` that answers every source text with the same text
about 40 % longer and marked at both ends, ``[Ŕéçöŕð ĥåñð ~~~~]``: a word on the screen without
its marks did not go through Qt's translation system, and a long language's words that do not
fit show up as cut short. Placeholders (``{name}``, ``{0:+d}``, ``%n``), HTML tags, entities and
the mnemonic's ``&`` are kept as they are.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parent.parent.parent
TS_DIR = ROOT / "resources" / "translations"
OPEN, CLOSE = "[", "]"
_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
#: What is kept as it is: a placeholder, a tag, an entity, the mnemonic "&x", %n, a line break.
_KEEP = re.compile(r"\{[^{}]*\}|<[^>]*>|&[A-Za-z#0-9]+;|&.|%n|%\d|\n")


def lrelease() -> str:
    for folder in (Path(sys.executable).parent,):
        tool = folder / "pyside6-lrelease"
        if tool.exists():
            return str(tool)
    found = shutil.which("pyside6-lrelease")
    assert found, "pyside6-lrelease (PySide6) is needed to compile the window's catalogues"
    return found


def compile_catalogues(out: Path) -> Path:
    """Every ``resources/translations/scorepad_<lang>.ts`` compiled into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    for ts in sorted(TS_DIR.glob("scorepad_*.ts")):
        subprocess.run(
            [lrelease(), "-silent", str(ts), "-qm", str(out / ts.with_suffix(".qm").name)],
            check=True,
        )
    return out


def pseudo(text: str) -> str:
    """``text`` in the pseudo-locale.

    >>> pseudo("Record hand")
    '[Ŕéçöŕð ĥåñð ~~~~]'
    >>> pseudo("&Name {0}: %n")
    '[&Ñåɱé {0}: %n ~~]'
    """
    if not text.strip():
        return text
    parts, letters, last = [], 0, 0
    for m in _KEEP.finditer(text):
        plain = text[last : m.start()]
        letters += sum(c.isalpha() for c in plain)
        parts.append(plain.translate(_ACCENTS))
        kept = m.group(0)
        if kept.startswith("&") and len(kept) == 2 and kept[1].isalpha():
            letters += 1
            kept = "&" + kept[1].translate(_ACCENTS)
        parts.append(kept)
        last = m.end()
    plain = text[last:]
    letters += sum(c.isalpha() for c in plain)
    parts.append(plain.translate(_ACCENTS))
    pad = "~" * max(1, round(letters * 0.4))
    return f"{OPEN}{''.join(parts)} {pad}{CLOSE}"


class PseudoTranslator(QTranslator):
    """Every source text in the pseudo-locale; the texts asked for are kept in ``asked``."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str]] = set()

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if not source:
            return source
        self.asked.add((context, source))
        out = pseudo(source)
        return out.replace("%n", str(n)) if n >= 0 else out

    def isEmpty(self) -> bool:
        return False


_compiled: dict[str, Path] = {}


def compiled() -> Path:
    """The catalogues compiled once for this test run, in a temporary folder."""
    if "dir" not in _compiled:
        import tempfile

        _compiled["dir"] = compile_catalogues(Path(tempfile.mkdtemp(prefix="scorepad-qm-")))
    return _compiled["dir"]


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """The window in ``lang`` inside the block (its catalogue compiled for the test), then
    in the source again."""
    from ui import language

    language.set_folder(compiled())
    try:
        assert language.install(lang), lang
        yield
    finally:
        language.install(language.SOURCE)
        language.set_folder(None)


def core_speaks() -> bool:
    """Whether the core has its own catalogues (scorepad.i18n: gettext): its words (the
    explanations, the quick entry's grammar, the house rules' help) follow the window's
    language only then."""
    import importlib.util

    return importlib.util.find_spec("scorepad.i18n") is not None
