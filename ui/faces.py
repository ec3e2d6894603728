"""The pad's own faces, shipped with Scorepad, so that the pad, the marker and the printed
reports look the same on every system.

The files are in ``resources/fonts/`` (see its README): TeX Gyre Pagella (Palatino's design),
TeX Gyre Schola (Century Schoolbook's) and TeX Gyre Chorus (Zapf Chancery's), the faces the pad
was drawn for, under the GUST Font License; and DejaVu Serif and DejaVu Sans, the faces the
pad's line heights and the printed reports were measured on, under the DejaVu (Bitstream Vera)
licence. :func:`ensure_loaded` registers them with Qt (``QFontDatabase.addApplicationFont``)
the first time a face is asked for (DejaVu only where the system has none); the system's faces
remain as the fallback when a copy of Scorepad was installed without them.

Where the files are, in the order looked for:

- a source checkout (or an editable install): ``resources/fonts`` beside ``ui/``;
- a PyInstaller bundle: ``share/scorepad/fonts`` in the bundle's folder;
- a wheel's install: ``share/scorepad/fonts`` under the environment (``sys.prefix``, as the
  launcher and icons are) or the user's scheme (``pip install --user``).
"""

from __future__ import annotations

import os
import sys
import sysconfig
from pathlib import Path

from PySide6.QtGui import QFontDatabase

#: The shipped families (as their files name them).
PAGELLA = "TeX Gyre Pagella"
SCHOLA = "TeX Gyre Schola"
CHORUS = "TeX Gyre Chorus"
DEJAVU_SERIF = "DejaVu Serif"
DEJAVU_SANS = "DejaVu Sans"

#: Every face file shipped, and its family.
FILES: dict[str, str] = {
    "texgyrepagella-regular.otf": PAGELLA,
    "texgyrepagella-bold.otf": PAGELLA,
    "texgyrepagella-italic.otf": PAGELLA,
    "texgyrepagella-bolditalic.otf": PAGELLA,
    "texgyreschola-regular.otf": SCHOLA,
    "texgyreschola-bold.otf": SCHOLA,
    "texgyreschola-italic.otf": SCHOLA,
    "texgyreschola-bolditalic.otf": SCHOLA,
    "texgyrechorus-mediumitalic.otf": CHORUS,
    "DejaVuSerif.ttf": DEJAVU_SERIF,
    "DejaVuSerif-Bold.ttf": DEJAVU_SERIF,
    "DejaVuSerif-Italic.ttf": DEJAVU_SERIF,
    "DejaVuSerif-BoldItalic.ttf": DEJAVU_SERIF,
    "DejaVuSans.ttf": DEJAVU_SANS,
    "DejaVuSans-Bold.ttf": DEJAVU_SANS,
}
#: The licence texts that go with them.
LICENCES = ("LICENSE-TeX-Gyre.txt", "LICENSE-DejaVu.txt")

#: Set to a folder to use instead of the shipped one (the tests; "" for none at all).
ENV_FOLDER = "SCOREPAD_FONTS"

_SHARE = Path("share") / "scorepad" / "fonts"
_loaded: dict[str, int] | None = None


def candidates() -> list[Path]:
    """The folders the faces may be in, in the order they are looked for."""
    here = Path(__file__).resolve().parent
    found = [here.parent / "resources" / "fonts"]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        found.append(Path(frozen) / _SHARE)
    found += [Path(sys.prefix) / _SHARE, Path(sys.base_prefix) / _SHARE]
    try:
        user = sysconfig.get_path("data", sysconfig.get_preferred_scheme("user"))
    except (KeyError, ValueError):  # pragma: no cover - a Python without a user scheme
        user = None
    if user:
        found.append(Path(user) / _SHARE)
    return found


def folder() -> Path | None:
    """The folder that holds the shipped faces, or None (then the system's faces are used)."""
    chosen = os.environ.get(ENV_FOLDER)
    if chosen is not None:
        return Path(chosen) if chosen and (Path(chosen) / next(iter(FILES))).is_file() else None
    for place in candidates():
        if (place / next(iter(FILES))).is_file():
            return place
    return None


#: Faces registered only where the system lacks them: every Linux desktop has DejaVu (the same
#: files, version 2.37, since 2016), and registering a large face costs the start a millisecond
#: or two (fontconfig reads its every glyph), more than looking it up.
IF_MISSING = frozenset({DEJAVU_SERIF, DEJAVU_SANS})


def ensure_loaded() -> dict[str, int]:
    """Register the shipped faces with Qt, once per process (a QGuiApplication must exist),
    all at once before the first paint (each registration empties Qt's font caches): the file
    names and their application-font ids (-1 where Qt refused a file). DejaVu's are registered
    only on a system without DejaVu (:data:`IF_MISSING`)."""
    global _loaded
    if _loaded is None:
        _loaded = {}
        where = folder()
        if where is not None:
            have = {f for f in IF_MISSING if QFontDatabase.hasFamily(f)}
            for name, family in FILES.items():
                path = where / name
                if family not in have and path.is_file():
                    _loaded[name] = QFontDatabase.addApplicationFont(str(path))
    return _loaded


def shipped(family: str) -> bool:
    """Whether ``family`` was loaded from Scorepad's own files (DejaVu: only where the system
    has none)."""
    return any(FILES[name] == family and ident >= 0 for name, ident in ensure_loaded().items())
