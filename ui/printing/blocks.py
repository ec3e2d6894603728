"""The pieces a printed report is made of, and the words and figures in them.

A report is a flow of frozen blocks (:class:`Title`, :class:`Facts`, :class:`Heading`,
:class:`Table`, :class:`Drawing`, :class:`Para`) built from what the core computed; nothing is
scored here. The formatting helpers write figures as a printer does (the minus sign, money to
the penny, points per game).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import (
    QPainter,
)

from scorepad.store.browse import game_title as game_title
from scorepad.store.browse import short_game_title as short_game_title
from scorepad.store.stats import Points
from ui import language
from ui.dialogs.money import number_text

MINUS = "−"  # U+2212, the printer's minus
NBSP = "\u00a0"


# -- blocks ---------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Title:
    text: str
    subtitle: str = ""


@dataclass(frozen=True, slots=True)
class Heading:
    text: str


@dataclass(frozen=True, slots=True)
class Para:
    text: str
    small: bool = False


@dataclass(frozen=True, slots=True)
class Facts:
    """Label: value pairs, set in two columns."""

    pairs: tuple[tuple[str, str], ...]


Align = Literal["left", "right", "center"]


@dataclass(frozen=True, slots=True)
class Col:
    title: str
    weight: float = 1.0
    align: Align = "left"
    wrap: bool = False  # long text runs onto more lines instead of being cut short


@dataclass(frozen=True, slots=True)
class Row:
    cells: tuple[str, ...]
    bold: bool = False
    rule_below: bool = False  # a line ruled across under this row (a finished game)
    shade: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    columns: tuple[Col, ...]
    rows: tuple[Row, ...]


@dataclass(frozen=True, slots=True)
class Drawing:
    """A picture painted by ``paint(painter, rect)``: the pad, the chart.

    ``aspect`` is height / width; the drawing takes ``width`` of the text width and is shrunk to
    fit the page when it would not.
    """

    paint: Callable[[QPainter, QRectF], None]
    aspect: float
    width: float = 1.0
    max_height: float = 0.9  # of the page's text height
    # a picture whose own lettering stays small at any width (the pad): left out of large
    # print, where its figures are in the tables (ui/printing/large.py)
    small_print: bool = False


Block = Title | Heading | Para | Facts | Table | Drawing


@dataclass(frozen=True, slots=True)
class Report:
    """A report ready to print: its kind, title (for the footer and the PDF) and blocks."""

    kind: Literal["rubber", "evening", "player", "drive"]
    title: str
    blocks: tuple[Block, ...]
    facts: dict[str, Any] = field(default_factory=dict)  # figures the tests and callers read
    large: bool = False  # large print: every text at 16 pt or more (ui/printing/large.py)


# -- formatting -----------------------------------------------------------------------------------
def grouped(n: float, decimals: int = 0) -> str:
    """A figure without its sign, in the locale's number format with its thousands separators
    (as the window's dialogs write it): ``12,345.50`` in English, ``12.345,50`` in German.

    >>> grouped(1250), grouped(-0.5, 2)
    ('1,250', '0.50')
    """
    return number_text(abs(n), decimals)


def signed(n: float, decimals: int = 0) -> str:
    """A figure with its sign, using the printer's minus: ``+120``, ``−40``, ``0``.

    >>> signed(120), signed(-40), signed(0), signed(-1.5, 2)
    ('+120', '−40', '0', '−1.50')
    """
    text = grouped(n, decimals)
    if round(n, decimals) == 0:
        return text
    return ("+" if n > 0 else MINUS) + text


def money_text(amount: float) -> str:
    return signed(amount, 2)


def pays_text(amount: float) -> str:
    """What a player does at settlement: ``receives 1.50``, ``pays 0.75``, ``square``."""
    if round(amount, 2) == 0:
        return QCoreApplication.translate("PrintingBlocks", "square")
    if amount > 0:
        return QCoreApplication.translate("PrintingBlocks", "receives {0}").format(
            grouped(amount, 2)
        )
    return QCoreApplication.translate("PrintingBlocks", "pays {0}").format(grouped(amount, 2))


def points_text(points: Points, labelled: bool = True) -> str:
    """Net points per game, each named, never added across games; ``labelled=False`` leaves
    the name off when there is one game only (the reader knows which).

    >>> points_text((("short_whist", -5), ("contract", 520))).replace(NBSP, " ")
    '−5 short whist; +520 contract'
    >>> points_text((("contract", 520),), labelled=False), points_text(())
    ('+520', '0')
    >>> points_text((("american_whist", 9), ("chicago", -930))).replace(NBSP, " ")
    '+9 American whist; −930 Chicago'
    """
    if not points:
        return "0"
    if len(points) == 1 and not labelled:
        return signed(points[0][1])
    # no-break spaces within an entry: a narrow column wraps between games, never inside one
    return "; ".join(
        f"{signed(n)} {_in_a_sentence(short_game_title(g))}".replace(" ", NBSP) for g, n in points
    )


#: The first words of game names that stay capitalised inside a sentence (proper names).
_PROPER = frozenset({"American", "Chicago"})


def _in_a_sentence(name: str) -> str:
    """A game's name inside a sentence: "short whist", "contract", but "American whist" and
    "Chicago" (named after a country and a city)."""
    if name.split(" ", 1)[0] in _PROPER:
        return name
    if language.current() == "de" and " " not in name:
        return name  # a German noun keeps its capital ("Auction"; "kurzes Whist" has none)
    return name[:1].lower() + name[1:]


def long_date(iso: str | None) -> str:
    if not iso:
        return "—"
    try:
        d = dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    return language.long_date(d)
