"""The window's language: Qt's translators, loaded from the compiled catalogues.

The window's words are written in British English (the source) and go through Qt's translation
system (``self.tr`` / ``QCoreApplication.translate``). Each other language has a catalogue made
with ``pyside6-lupdate``, ``resources/translations/scorepad_<lang>.ts``, compiled by
``pyside6-lrelease`` when the package is built or installed into
``ui/translations/scorepad_<lang>.qm`` (never by hand, never kept in the repository).

:func:`install` puts one language's translator (and Qt's own, for the standard buttons) on the
application; the window is built in that language. View ▸ Language remembers the choice in the
settings and the window takes it when Scorepad is next started (said so in the menu's message).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QTime,
    QTranslator,
)

from scorepad import i18n as core_i18n

SOURCE = "en_GB"
#: The languages the window speaks, the source first, each in its own name (a menu of languages
#: is read by someone who may not read the current one: the names are never translated).
LANGUAGES: dict[str, str] = {
    "en_GB": "English (UK)",
    "en_US": "English (US)",
    "fr": "Français",
    "de": "Deutsch",
    "nl": "Nederlands",
    "pl": "Polski",
}
#: Where the build puts the compiled catalogues (packaging/translations.py).
QM_DIR = Path(__file__).resolve().parent / "translations"

_state: dict[str, object] = {"lang": SOURCE, "translators": [], "folder": None}


def match(name: str | None) -> str | None:
    """The language of :data:`LANGUAGES` a locale name means, or None.

    >>> match("de_DE"), match("en_US"), match("en_AU"), match("pt_BR"), match("pl")
    ('de', 'en_US', 'en_GB', None, 'pl')
    """
    if not name:
        return None
    code = name.split(".")[0].split("@")[0].replace("-", "_").strip()
    lang, _, region = code.partition("_")
    full = f"{lang.lower()}_{region.upper()}" if region else lang.lower()
    if full in LANGUAGES:
        return full
    if lang.lower() == "en":
        return SOURCE
    return lang.lower() if lang.lower() in LANGUAGES else None


def system_language() -> str:
    """The system's language where the window speaks it, else the source."""
    return match(QLocale.system().name()) or SOURCE


def current() -> str:
    return str(_state["lang"])


def spelling() -> str:
    """ "american" in American English, else "british" (the pad's own painted words)."""
    return "american" if current() == "en_US" else "british"


def qlocale() -> QLocale:
    """The window's language as a QLocale: its day and month names."""
    return QLocale(current())


def long_date(d: dt.date) -> str:
    """ "Sunday 29 November 2026", in the window's language and as it writes a date ("Sonntag,
    29. November 2026"): the format is the catalogue's, Qt's codes (dddd the day's name, d its
    number, MMMM the month's name, yyyy the year)."""
    form = QCoreApplication.translate("Dates", "dddd d MMMM yyyy", "a long date, in Qt's codes")
    return qlocale().toString(QDate(d.year, d.month, d.day), form)


def short_moment(moment: dt.datetime) -> str:
    """ "Sun 29 Nov 2026, 07:25", in the window's language."""
    at = QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute))
    return qlocale().toString(at, "ddd d MMM yyyy, HH:mm")


def qm_path(lang: str, folder: Path | None = None) -> Path:
    base = folder or _state["folder"] or QM_DIR
    assert isinstance(base, Path)
    return base / f"scorepad_{lang}.qm"


def set_folder(folder: Path | None) -> None:
    """Read the compiled catalogues from ``folder`` (tests: a temporary build); None: the
    package's own."""
    _state["folder"] = folder


def _remove_translators(app: QCoreApplication) -> None:
    translators = _state["translators"]
    assert isinstance(translators, list)
    for t in translators:
        app.removeTranslator(t)
    translators.clear()


def install_translator(translator: QTranslator) -> None:
    """Put ``translator`` on the application in place of the language's (the pseudo-locale of
    the tests)."""
    app = QCoreApplication.instance()
    assert app is not None
    _remove_translators(app)
    app.installTranslator(translator)
    translators = _state["translators"]
    assert isinstance(translators, list)
    translators.append(translator)


def install(lang: str) -> bool:
    """Speak ``lang`` from now on: the words built after this call are in it. The source
    needs no catalogue; another language whose catalogue is missing falls back to the source
    and returns False."""
    lang = lang if lang in LANGUAGES else SOURCE
    app = QCoreApplication.instance()
    assert app is not None, "a language needs the application"
    _remove_translators(app)
    _state["lang"] = lang
    _core_follows(lang)
    _numbers_follow(lang)
    translators = _state["translators"]
    assert isinstance(translators, list)
    if lang == SOURCE:
        return True
    ours = QTranslator(app)
    if not ours.load(str(qm_path(lang))):
        _state["lang"] = SOURCE
        _core_follows(SOURCE)
        return install(SOURCE) and False
    qt_own = QTranslator(app)  # Qt's standard buttons (OK, Cancel) and dialogs
    if qt_own.load(
        QLocale(lang), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt_own)
        translators.append(qt_own)
    app.installTranslator(ours)
    translators.append(ours)
    return True


def _numbers_follow(lang: str) -> None:
    """Figures and money as the language writes them ("1.840", "0,00" in German and Polish):
    the default locale becomes the language's; in English the system's, as it always was (a
    German system's English window keeps its "1.840")."""
    QLocale.setDefault(QLocale.system() if lang in ("en_GB", "en_US") else QLocale(lang))


def translate_in(lang: str, context: str, source: str) -> str | None:
    """``source`` in ``lang`` from its catalogue, without changing the window's language; None
    where the catalogue is not at hand."""
    if lang == SOURCE:
        return source
    t = QTranslator()
    if not t.load(str(qm_path(lang))):
        return None
    return t.translate(context, source) or source


def _core_follows(lang: str) -> None:
    """The core's words (explanations, refusals) in the window's language (scorepad.i18n:
    gettext)."""
    core_i18n.choose(lang)
