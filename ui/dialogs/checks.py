"""What the dialogs check before they close, and how they name a field to a person.

The bounds below mirror the core's limits; :data:`FIELD_LABELS` is the one place where a
:class:`~scorepad.errors.Problem`'s field (``players.S``, ``stake.amount``) becomes the words on
the form ("South", "Stake").
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from scorepad.i18n import say
from scorepad.records import limits
from scorepad.rules import fieldwords

# -- bounds: the core's (scorepad.records.limits), one set for the window, the command line and
# import
STAKE_MIN = 0.0  #: a stake is at least nothing
STAKE_MAX = float(limits.STAKE_MAX)  #: and at most this much per unit: refused above
STAKE_ASK = float(limits.STAKE_ASK_ABOVE)  #: above this the window asks before accepting it
NAME_MAX = limits.NAME_LIMIT  #: characters in a player's name
LABEL_MAX = limits.LABEL_LIMIT  #: characters in a table label
# -----------------------------------------------------------------------------------------------

CURRENCY_MAX = 5  #: characters of a currency symbol ("£", "CHF"); the window's own bound

#: A Problem's field (or the first part of it) → the label a person sees on the form (the core's
#: table, shared with the table-entry page).
FIELD_LABELS = fieldwords.FIELD_WORDS


def field_label(field: str) -> str:
    """The words for ``field``, translated: ``players.S`` → "South", ``house_rules.trumps`` →
    "House rule: Trumps"; a field with no words of its own keeps its own name, without dots or
    underscores.

    >>> field_label("players.S"), field_label("stake.amount"), field_label("shorthand")
    ('South', 'Stake', 'Quick entry')
    >>> field_label("house_rules.honours_count")
    'House rule: Honours count'
    """
    return say(fieldwords.field_words(field))  # the core's words in the window's language


def problem_text(field: str, message: str) -> str:
    """One refusal as a line: "South: 'Mrs Grey' already sits at North"."""
    message = say(message)  # the core's words in the window's language
    return f"{field_label(field)}: {message}" if field else message


#: Characters no name or label may hold: bidi overrides and invisible ones (the control
#: characters are caught by their category).
_INVISIBLE = set("\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e") | {
    chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))
}


def text_problem(text: str, limit: int, *, what: str = "name") -> str | None:
    """Why ``text`` (already trimmed) cannot be a name or label, or None.

    >>> text_problem("Table 1", 40, what="label") is None
    True
    >>> text_problem("Tab\\tle", 40, what="label")
    'a label cannot hold control or invisible characters'
    >>> text_problem("x" * 41, 40, what="label")
    'a label has at most 40 characters (this one has 41)'
    """
    if len(text) > limit:
        return QCoreApplication.translate(
            "DialogsChecks", "a {what} has at most {limit} characters (this one has {0})"
        ).format(len(text), what=what, limit=limit)
    for ch in text:
        if ch in _INVISIBLE or unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp"):
            return QCoreApplication.translate(
                "DialogsChecks", "a {what} cannot hold control or invisible characters"
            ).format(what=what)
    return None


def grow_to_fit(window: QWidget) -> None:
    """Make ``window`` tall enough for a message just shown in it (never narrower)."""
    layout = window.layout()
    if layout is None:
        return
    layout.activate()
    width = window.width()
    height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
    need = max(height, layout.totalMinimumSize().height(), window.sizeHint().height())
    if need > window.height():
        window.resize(width, need)
