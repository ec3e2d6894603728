"""Moved to :mod:`tests.helpers.golden` (kept so that an old import still works)."""

from tests.helpers.golden import case_params, differences, load_cases

__all__ = ["case_params", "differences", "load_cases"]
