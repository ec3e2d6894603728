"""The phone pages' words, in the evening's language or the phone's.

The pages (``static/*.html``) are written in British English. An element whose words are to be
said in another language carries ``data-i18n`` (its text is the message) or
``data-i18n-placeholder`` (its ``placeholder`` is). :func:`localise` gives a page in the
language of the phone's ``Accept-Language`` header when Scorepad has it, else in the evening's
(the language table entry was started in: ``scorepad --lang LANG serve``, or the window's), and
sets the page's ``lang``. The messages are in the core's catalogues (scorepad.i18n);
:func:`extract_html` gives them to ``pybabel extract`` (packaging/babel.cfg).

>>> page = b'<html lang="en"><title data-i18n>Scorepad table entry</title>'
>>> localise(page, "de-DE,de;q=0.9", "fr").decode()
'<html lang="de"><title data-i18n>Scorepad Tischeingabe</title>'
>>> localise(page, "", "en_GB") == page
True
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import IO, Any

from scorepad import i18n

#: An element that holds text only, marked ``data-i18n``.
_TEXT = re.compile(
    r"(?P<open><(?P<tag>[a-z][a-z0-9]*)\b[^<>]*\sdata-i18n(?:=\"\")?(?=[\s>])[^<>]*>)"
    r"(?P<text>[^<]*)(?P<close></(?P=tag)>)"
)
#: A tag marked ``data-i18n-placeholder``, and its placeholder.
_PLACEHOLDER_TAG = re.compile(r"<[a-z][a-z0-9]*\b[^<>]*\sdata-i18n-placeholder\b[^<>]*>")
_PLACEHOLDER = re.compile(r'(\splaceholder=")([^"]*)(")')
_LANG = re.compile(r'(<html\b[^<>]*\slang=")[^"]*(")')
#: A script's word: ``T("...")`` (static/words.js).
_SCRIPT_WORD = re.compile(r'\bT\(\s*"((?:[^"\\]|\\.)*)"')
#: A script's word with a plural: ``TN("...", "...", n)``.
_SCRIPT_PLURAL = re.compile(r'\bTN\(\s*"((?:[^"\\]|\\.)*)",\s*"((?:[^"\\]|\\.)*)"')
STATIC = Path(__file__).resolve().parent / "static"


@cache
def script_messages() -> tuple[str, ...]:
    """Every ``T("...")`` of the pages' scripts."""
    found = {
        json.loads(f'"{m[1]}"')
        for path in sorted(STATIC.glob("*.js"))
        for m in _SCRIPT_WORD.finditer(path.read_text(encoding="utf-8"))
    }
    return tuple(sorted(found))


@cache
def script_plurals() -> tuple[tuple[str, str], ...]:
    """Every ``TN("singular", "plural", n)`` of the pages' scripts."""
    found = {
        (json.loads(f'"{m[1]}"'), json.loads(f'"{m[2]}"'))
        for path in sorted(STATIC.glob("*.js"))
        for m in _SCRIPT_PLURAL.finditer(path.read_text(encoding="utf-8"))
    }
    return tuple(sorted(found))


def plural_forms(lang: str, singular: str, plural: str) -> dict[str, str]:
    """The forms of a plural message in ``lang`` by CLDR plural category (``one``, ``few``,
    ``many``, ``other``: what the page's ``Intl.PluralRules`` says of a number), each the
    catalogue's form for a number of that category.

    >>> forms = plural_forms("pl", "the round has {n} hand", "the round has {n} hands")
    >>> forms["one"], forms["few"], forms["many"]
    ('runda ma {n} rozdanie', 'runda ma {n} rozdania', 'runda ma {n} rozdań')
    """
    # Lazy: Babel's CLDR plural rules, only for a page served in another language, ~30 ms
    from babel import Locale

    cat = i18n.catalogue(lang)
    rule = Locale.parse(i18n._babel_locale(lang)).plural_form
    forms: dict[str, str] = {}
    for n in range(0, 200):
        forms.setdefault(rule(n), cat.ngettext(singular, plural, n))
    forms.setdefault("other", cat.ngettext(singular, plural, 5))
    return forms


def _script_words(lang: str) -> str:
    """The scripts' words in ``lang``, as the JSON block words.js reads (``</`` escaped)."""
    cat = i18n.catalogue(lang)
    words = {m: cat.gettext(m) for m in script_messages()}
    block = json.dumps(words, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    plurals = {f"{s}\0{p}": plural_forms(lang, s, p) for s, p in script_plurals()}
    forms = json.dumps(plurals, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return (
        f'<script type="application/json" id="scorepad-words">{block}</script>\n'
        f'<script type="application/json" id="scorepad-plurals">{forms}</script>\n'
    )


def _message(text: str) -> str:
    return " ".join(html.unescape(text).split())


def page_language(accept_language: str, evening: str) -> str:
    """The page's language: the phone's first that Scorepad has, else the evening's."""
    return i18n.negotiate(accept_language, evening)


def localise(page: bytes, accept_language: str, evening: str) -> bytes:
    """``page`` (UTF-8 HTML) with its marked words in the page's language."""
    lang = page_language(accept_language, evening)
    if lang == i18n.SOURCE:
        return page
    cat = i18n.catalogue(lang)
    text = page.decode("utf-8")

    def element(m: re.Match[str]) -> str:
        words = cat.gettext(_message(m["text"]))
        return m["open"] + html.escape(words, quote=False) + m["close"]

    def placeholder(m: re.Match[str]) -> str:
        return _PLACEHOLDER.sub(
            lambda p: p[1] + html.escape(cat.gettext(_message(p[2]))) + p[3], m[0]
        )

    text = _TEXT.sub(element, text)
    text = _PLACEHOLDER_TAG.sub(placeholder, text)
    text = _LANG.sub(lambda m: m[1] + lang.replace("_", "-") + m[2], text, count=1)
    text = text.replace("</head>", _script_words(lang) + "</head>", 1)
    return text.encode("utf-8")


def messages(page: str) -> Iterator[tuple[int, str]]:
    """(line, message) of every marked word of ``page``."""
    for m in _TEXT.finditer(page):
        yield page.count("\n", 0, m.start("text")) + 1, _message(m["text"])
    for tag in _PLACEHOLDER_TAG.finditer(page):
        for p in _PLACEHOLDER.finditer(tag[0]):
            yield page.count("\n", 0, tag.start()) + 1, _message(p[2])


def extract_html(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel's extraction method for the pages (``[extractors]`` in packaging/babel.cfg)."""
    for line, message in messages(fileobj.read().decode("utf-8")):
        yield line, None, message, []
