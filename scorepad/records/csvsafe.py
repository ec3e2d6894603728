"""Cells a spreadsheet would run as a formula, made safe for CSV export (the manual's "Safety").

A spreadsheet treats a text cell as a formula when it starts with ``=``, ``+``, ``-`` or ``@``
(and runs ``TAB``- or ``CR``-led cells through the same path). Spreadsheets also skip what comes
before the formula character when it cannot be seen: leading spaces, a no-break space, a BOM, a
line feed, zero-width characters; and some (with an East Asian input method) take the full-width
``＝ ＋ － ＠`` as the ASCII ones. :func:`safe_csv_cell` looks past all of that, so a cell whose
first *visible* character starts a formula gets a leading apostrophe too.

It is a superset of ``scorepad.store.safe_cell``: every cell that one changes, this one changes
the same way (an apostrophe in front); numbers and every other value pass unchanged.

Wiring: in the CSV writer, ``writer.writerow([safe_csv_cell(v) for v in row])``.

>>> safe_csv_cell("=1+2"), safe_csv_cell("  =1+2"), safe_csv_cell("\\u00a0@SUM(A1)")
("'=1+2", "'  =1+2", "'\\xa0@SUM(A1)")
>>> safe_csv_cell("\\ufeff=cmd"), safe_csv_cell("\\u200b-2+3"), safe_csv_cell("＝1+2")
("'\\ufeff=cmd", "'\\u200b-2+3", "'＝1+2")
>>> safe_csv_cell("Mrs Grey"), safe_csv_cell(-5), safe_csv_cell(None), safe_csv_cell("")
('Mrs Grey', -5, None, '')
"""

from __future__ import annotations

import unicodedata
from typing import Any

#: Characters that start a formula when they are the first visible character of a cell: ASCII
#: ``= + - @``; full-width ``＝ ＋ － ＠``; the small forms ``﹦ ﹢ ﹣ ﹫``; the minus sign.
FORMULA_CHARS = frozenset("=+-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212")
#: Characters that make a cell unsafe when they come first, whatever follows (the usual list).
LEADING_UNSAFE = frozenset("=+-@\t\r")
# Seen as nothing by a spreadsheet before the first visible character: whitespace (spaces,
# no-break spaces, TAB, LF, CR, the ideographic space), controls, format characters (BOM,
# zero-width space/joiners, bidi marks), and the fillers drawn as blanks.
_SKIPPED_CATEGORIES = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf"})
_FILLERS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")


def _first_visible(text: str) -> str:
    for ch in text:
        if ch.isspace() or ch in _FILLERS or unicodedata.category(ch) in _SKIPPED_CATEGORIES:
            continue
        return ch
    return ""


def needs_quoting(text: str) -> bool:
    """Whether a spreadsheet could take this text cell as a formula.

    >>> needs_quoting("\\n=HYPERLINK(1)"), needs_quoting("\\tabc"), needs_quoting("2026-11-20")
    (True, True, False)
    """
    return text[:1] in LEADING_UNSAFE or _first_visible(text) in FORMULA_CHARS


def safe_csv_cell(value: Any) -> Any:
    """The value for a CSV cell: text that could run as a formula gets a leading apostrophe."""
    if isinstance(value, str) and value and needs_quoting(value):
        return "'" + value
    return value


__all__ = ["FORMULA_CHARS", "LEADING_UNSAFE", "needs_quoting", "safe_csv_cell"]
