"""Exact drive figures and how the sheet writes them (``drives.md`` §2.3 "Numbers").

>>> [out(x) for x in (Fraction(24), Fraction(51, 2), Fraction(100, 3), Fraction(65, 8), 7)]
[24, 25.5, 33.33, 8.13, 7]
>>> out(Fraction(-65, 8))
-8.13
"""

from __future__ import annotations

from fractions import Fraction

Num = int | Fraction

__all__ = ["Fraction", "Num", "exact", "money", "out"]


def out(x: Num) -> int | float:
    """An integer when whole, else rounded to two decimals, halves away from zero."""
    if type(x) is int:
        return x
    assert isinstance(x, Fraction)
    if x.denominator == 1:
        return int(x.numerator)
    sign = -1 if x < 0 else 1
    a = abs(x)
    hundredths = (a.numerator * 200 + a.denominator) // (2 * a.denominator)
    return sign * hundredths / 100


def money(x: Num) -> float:
    """An amount of money to the penny, always a JSON number with decimals."""
    v = out(x)
    return float(v)


def exact(value: int | float) -> Num:
    """A JSON number as an exact figure (``6.5`` is 13/2, ``0.1`` is 1/10)."""
    if isinstance(value, int):
        return value
    f = Fraction(repr(value))
    return int(f) if f.denominator == 1 else f
