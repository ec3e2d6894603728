"""Money and stakes as the dialogs show them: the chosen currency, the locale's number format.

The currency is a setting (:attr:`ui.settings.Settings.currency`), defaulting from the locale,
so that a British club on an American-English system can choose "£".
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

#: The currencies offered first in the stake's list (any other symbol may be typed).
COMMON_CURRENCIES = ("£", "$", "€", "CHF", "kr", "¥", "₹")


def locale() -> QLocale:
    """The default locale, always with thousands separators (the C locale leaves them out)."""
    loc = QLocale()
    loc.setNumberOptions(QLocale.NumberOption.DefaultNumberOptions)
    return loc


def number_text(x: float, places: int = 2) -> str:
    """``x`` in the locale's format with thousands separators: 12345.5 → "12,345.50"."""
    return locale().toString(float(x), "f", places)


def amount_text(x: float, currency: str, places: int = 2) -> str:
    """An amount of money: "£1,250.00" (a symbol of letters is spaced off: "CHF 3.00")."""
    sep = " " if currency[-1:].isalpha() else ""
    sign = "-" if x < 0 else ""
    return f"{sign}{currency}{sep}{number_text(abs(x), places)}"


def signed_money(x: float, currency: str, places: int = 2) -> str:
    """Money won or lost, always signed: "+£1.50", "-£1.50", "+£0.00"."""
    rounded = round(x, places)
    return ("-" if rounded < 0 else "+") + amount_text(abs(rounded), currency, places)
