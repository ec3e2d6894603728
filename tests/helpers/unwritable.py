"""Make a file or folder that this process cannot write, even as root (CI runs as root)."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _chattr(path: Path, flag: str) -> bool:
    try:
        done = subprocess.run(["chattr", flag, str(path)], capture_output=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


@contextlib.contextmanager
def unwritable(path: Path) -> Iterator[None]:
    """``path`` cannot be written meanwhile: ``chmod a-w`` for an ordinary user; for root,
    ``chattr +i`` (immutable, which root cannot write either), or the test is skipped."""
    if os.geteuid() != 0:
        mode = path.stat().st_mode
        path.chmod(0o555 if path.is_dir() else 0o444)
        try:
            yield
        finally:
            path.chmod(mode)
        return
    if not _chattr(path, "+i"):
        pytest.skip("chattr +i is not available here")
    try:
        yield
    finally:
        assert _chattr(path, "-i"), f"cannot make {path} writable again"
