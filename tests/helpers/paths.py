"""Where things are: the checkout, the project's test data, and the shared folder beside it.

The suite stands on its own: everything it needs is in the checkout (``tests/data/``). The
shared folder (``../shared``, or ``$SCOREPAD_SHARED``) adds the shared golden cases and their
command-line checker when it is there. ``SCOREPAD_REQUIRE_SHARED=1`` (CI sets it) turns the
skip of those tests into a failure, so CI never passes without running them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"

#: Set to 1 (``.ci/run`` does) so that a test needing the shared folder fails instead of skipping.
REQUIRE_SHARED = "SCOREPAD_REQUIRE_SHARED"


def shared_dir() -> Path:
    """The shared/ folder beside the checkout (``../shared``), or $SCOREPAD_SHARED."""
    env = os.environ.get("SCOREPAD_SHARED")
    return Path(env) if env else ROOT.parent / "shared"


def shared_required() -> bool:
    return os.environ.get(REQUIRE_SHARED, "") not in ("", "0")


def require_shared(*parts: str) -> Path:
    """The path under the shared folder; skips the test when it is not there (fails instead
    when $SCOREPAD_REQUIRE_SHARED is set)."""
    path = shared_dir().joinpath(*parts)
    if not path.exists():
        reason = f"{path} is not there (the shared folder is optional; CI has it)"
        if shared_required():
            pytest.fail(f"{reason}, and {REQUIRE_SHARED} is set", pytrace=False)
        pytest.skip(reason)
    return path
