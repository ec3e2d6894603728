"""Scorepad's core: the rules service, the rubber record and score sheet, the history.

Nothing in this package imports Qt; the window lives in the ``ui`` package.
"""

__version__ = "1.0.0"
