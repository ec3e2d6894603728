"""The core's languages: gettext catalogues made with Babel, and the language chosen.

The core's words (the rules service's explanations, the sheet's and the drive's words, the
command line's messages and refusals) are written in British English, the source language, and
said in another language through the catalogues ``scorepad/locale/<lang>/LC_MESSAGES/
scorepad.po``. ``pybabel extract`` makes the template (``scorepad/locale/scorepad.pot``),
``packaging/translations.py`` compiles each ``.po`` to its ``.mo`` beside it when the package is
built or installed; a checkout run from source that has no (or an older) ``.mo`` reads the
``.po`` itself.

The language is chosen once, by :func:`choose`: ``--lang``, else the first of ``LANGUAGE``,
``LC_ALL``, ``LANG`` that names one Scorepad has, else British English. The table-entry server
says each phone's page in its own language with :func:`using`, a context that holds for the
request only.

Records, exports and the score sheet's JSON never change with the language: what the rules write
into a sheet is :class:`Text`, a ``str`` whose value is the English words, which also remembers
how it was made, so that :func:`say` can say it again in the chosen language:

>>> t = Text("{count} undertricks, {how}: {pts}", count="two", how="vulnerable", pts=200)
>>> t, say(t, "en_GB")
('two undertricks, vulnerable: 200', 'two undertricks, vulnerable: 200')
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

DOMAIN = "scorepad"
SOURCE = "en_GB"
#: The languages Scorepad speaks, the source first, with their own names (for menus and help).
LANGUAGES: dict[str, str] = {
    "en_GB": "English (UK)",
    "en_US": "English (US)",
    "fr": "Français",
    "de": "Deutsch",
    "nl": "Nederlands",
    "pl": "Polski",
}
#: Where the catalogues are: ``<lang>/LC_MESSAGES/scorepad.po`` and the compiled ``.mo``.
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The environment variables read for the language, in gettext's order.
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LANG")

_chosen: dict[str, str] = {"lang": SOURCE}
_request: ContextVar[str | None] = ContextVar("scorepad_lang", default=None)
_catalogues: dict[str, gettext.NullTranslations] = {}


# -- choosing the language ---------------------------------------------------------------------


def match(name: str | None) -> str | None:
    """The language of :data:`LANGUAGES` a locale name means, or None.

    >>> match("de_DE.UTF-8"), match("en_US"), match("en_AU"), match("pt_BR"), match("C")
    ('de', 'en_US', 'en_GB', None, 'en_GB')
    """
    if not name:
        return None
    code = name.split(".")[0].split("@")[0].replace("-", "_").strip()
    if code in ("C", "POSIX"):
        return SOURCE
    lang, _, region = code.partition("_")
    full = f"{lang.lower()}_{region.upper()}" if region else lang.lower()
    if full in LANGUAGES:
        return full
    if lang.lower() == "en":
        return SOURCE
    return lang.lower() if lang.lower() in LANGUAGES else None


def from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The language the environment asks for: ``LANGUAGE`` (a list, ``fr:de``), then
    ``LC_ALL``, then ``LANG``; the first name Scorepad has."""
    env = os.environ if environ is None else environ
    for var in ENVIRONMENT:
        for name in env.get(var, "").split(":"):
            found = match(name)
            if found:
                return found
    return None


def choose(lang: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """Choose the core's language: ``lang`` (``--lang``), else the environment's, else
    British English. A ``lang`` Scorepad does not have raises ValueError naming the ones it
    has."""
    if lang:
        found = match(lang)
        if found is None:
            raise ValueError(
                Text(
                    "there is no language {lang!r}: choose one of {names}",
                    lang=lang,
                    names=", ".join(LANGUAGES),
                )
            )
        _chosen["lang"] = found
    else:
        _chosen["lang"] = from_environment(environ) or SOURCE
    return _chosen["lang"]


def current() -> str:
    """The language in use: the request's (:func:`using`), else the chosen one."""
    return _request.get() or _chosen["lang"]


@contextmanager
def using(lang: str) -> Iterator[str]:
    """Speak ``lang`` (a language of :data:`LANGUAGES`) inside the block, in this thread or
    task only: the table-entry server's answer to one phone."""
    token = _request.set(match(lang) or SOURCE)
    try:
        yield current()
    finally:
        _request.reset(token)


def negotiate(accept_language: str, default: str) -> str:
    """The language of an HTTP ``Accept-Language`` header Scorepad has, by its weights;
    ``default`` (the evening's language) when it names none.

    >>> negotiate("pl-PL,pl;q=0.9,en;q=0.5", "de"), negotiate("pt, ja;q=0.5", "de")
    ('pl', 'de')
    >>> negotiate("en-US;q=0.4, fr;q=0.8", "de"), negotiate("", "nl")
    ('fr', 'nl')
    """
    offers: list[tuple[float, int, str]] = []
    for i, part in enumerate(accept_language.split(",")):
        name, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        found = match(name.strip()) if name.strip() != "*" else None
        if found and weight > 0:
            offers.append((-weight, i, found))
    return sorted(offers)[0][2] if offers else (match(default) or SOURCE)


# -- the catalogues ----------------------------------------------------------------------------


def _load(lang: str) -> gettext.NullTranslations:
    """The catalogue of ``lang``: its ``.mo``, or its ``.po`` when that is newer or alone."""
    if lang == SOURCE:
        return gettext.NullTranslations()
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as fh:
            return gettext.GNUTranslations(fh)
    if po.exists():
        return _from_po(po)
    return gettext.NullTranslations()


def _from_po(po: Path) -> gettext.NullTranslations:
    """A ``.po`` compiled in memory with Babel (a checkout run from its sources)."""
    # Lazy: Babel's catalogue reader, only in a checkout without its .mo, ~35 ms
    from io import BytesIO

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fh:
        catalog = read_po(fh)
    buf = BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


def catalogue(lang: str | None = None) -> gettext.NullTranslations:
    """The loaded catalogue of ``lang`` (default: :func:`current`)."""
    lang = lang or current()
    if lang not in _catalogues:
        _catalogues[lang] = _load(lang)
    return _catalogues[lang]


def _(message: str) -> str:
    """``message`` in the current language."""
    return catalogue().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the current language."""
    return catalogue().ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue without saying it now (said later with ``_``)."""
    return message


# -- words said again in another language ------------------------------------------------------


_str_new = str.__new__


class Text(str):
    """English words that remember how they were made: the message (and its plural, with the
    count ``n``) and the values put in it. Its value as a ``str`` is the English, the same in
    every language; :func:`say` gives it in another.

    >>> t = Text.plural("{count} trick", "{count} tricks", 3, count="three")
    >>> t, t.n
    ('three tricks', 3)
    """

    msgid: str
    params: dict[str, Any]
    # the rules make thousands of these while scoring: the plural's parts and the capital are
    # the class's None and False unless set, and the instance's two are set in its dict at once
    msgid_plural: str | None = None
    n: int | None = None
    capital = False

    def __new__(cls, msgid: str, /, **params: Any) -> Text:
        self = _str_new(cls, msgid.format_map(params) if params else msgid)
        self.__dict__.update(msgid=msgid, params=params)
        return self

    @classmethod
    def plural(cls, singular: str, plural: str, n: int, /, **params: Any) -> Text:
        params.setdefault("n", n)
        self = _str_new(cls, (singular if n == 1 else plural).format_map(params))
        self.__dict__.update(msgid=singular, msgid_plural=plural, n=n, params=params)
        return self

    @classmethod
    def capitalised(cls, text: str) -> Text:
        """``text`` with its first letter a capital, in every language.

        >>> t = Text.capitalised(Text("honours divided"))
        >>> t, say(t, "de")
        ('Honours divided', 'Honneurs geteilt')
        """
        english = str(text)
        self = _str_new(cls, english[:1].upper() + english[1:])
        self.__dict__.update(msgid="{text}", params={"text": text}, capital=True)
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # a copy or a pickle keeps the English only
        return (str, (str(self),))


def join(separator: str, parts: Iterable[str]) -> Text:
    """``separator.join(parts)`` that stays :class:`Text`: each part is said on its own.

    >>> t = join("; ", [Text("{n} trick", n=1), "honours divided"])
    >>> t, t.msgid
    ('1 trick; honours divided', '{p0}; {p1}')
    """
    kept = [p for p in parts if p or separator]  # an empty part adds nothing to a plain join
    if len(kept) == 1 and isinstance(kept[0], Text):
        return kept[0]  # one part alone is itself
    values = {f"p{i}": part for i, part in enumerate(kept)}
    return Text(separator.join("{" + k + "}" for k in values), **values)


def say(text: str, lang: str | None = None) -> str:
    """``text`` in ``lang`` (default: :func:`current`): a :class:`Text` made again from its
    translated message and its values (each said too), any other string looked up whole."""
    lang = lang or current()
    if lang == SOURCE:
        return str(text)
    cat = catalogue(lang)
    if not isinstance(text, Text):
        return cat.gettext(text) if text else text
    if text.msgid_plural is not None and text.n is not None:
        template = cat.ngettext(text.msgid, text.msgid_plural, text.n)
    else:
        template = cat.gettext(text.msgid)
    values = {k: _value(v, lang) for k, v in text.params.items()}
    try:
        said = template.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation that names a value wrongly
        return str(text)
    return said[:1].upper() + said[1:] if text.capital else said


def _value(value: Any, lang: str) -> Any:
    if isinstance(value, Text):
        return say(value, lang)
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        return value
    return number(value, lang)


# -- numbers, money and dates by locale --------------------------------------------------------


def _babel_locale(lang: str) -> str:
    return (
        lang if "_" in lang else {"fr": "fr_FR", "de": "de_DE", "nl": "nl_NL", "pl": "pl_PL"}[lang]
    )


def number(value: int | Decimal, lang: str | None = None) -> str:
    """A number as ``lang`` writes it; the source language writes it as the records do.

    >>> number(1250, "en_GB"), number(1250, "de"), number(1250, "en_US")
    ('1250', '1.250', '1,250')
    """
    lang = lang or current()
    if lang == SOURCE:
        return str(value)
    # Lazy: Babel's numbers and CLDR data, only for a language other than the source, ~110 ms
    from babel.numbers import format_decimal

    return str(format_decimal(value, locale=_babel_locale(lang)))


def money(amount: Decimal, currency: str, lang: str | None = None) -> str:
    """An amount of money in ``currency`` (ISO 4217) as ``lang`` writes it.

    >>> money(Decimal("1.5"), "GBP", "en_GB"), money(Decimal("1.5"), "EUR", "de")
    ('£1.50', '1,50\\xa0€')
    """
    # Lazy: Babel's numbers and CLDR data, only when money is written, ~110 ms
    from babel.numbers import format_currency

    return str(format_currency(amount, currency, locale=_babel_locale(lang or current())))


def day(when: date, lang: str | None = None) -> str:
    """A date as ``lang`` writes it in full.

    >>> day(date(2026, 12, 2), "en_GB"), day(date(2026, 12, 2), "fr")
    ('2 December 2026', '2 décembre 2026')
    """
    # Lazy: Babel's dates (and its numbers), only when a date is written, ~130 ms
    from babel.dates import format_date

    return str(format_date(when, format="long", locale=_babel_locale(lang or current())))
