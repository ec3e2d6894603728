"""SIGKILL during an upgrade loses nothing: a history seeded at the first schema is upgraded by
a child process killed inside each migration in turn (and at a random moment); the next open
completes the migrations, every seeded rubber and fact is there, ``integrity_check`` is ok and
the chains verify (``scorepad verify`` exit 0). The full run (tens of kills) is in
``bench/faults.py``."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from scorepad.store import migration_names
from tests.helpers.migration_kills import kill_upgrade, old_history, problems_after
from tests.helpers.migration_seeds import Check

pytestmark = pytest.mark.skipif(not Path("/proc").is_dir(), reason="SIGKILL of a child")


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Check, int]:
    path = tmp_path_factory.mktemp("seed") / "old.db"
    check, rubbers = old_history(path, copies=20)
    return path, check, rubbers


def _copy(seeded: tuple[Path, Check, int], tmp_path: Path) -> Path:
    p = tmp_path / "old.db"
    shutil.copyfile(seeded[0], p)
    return p


@pytest.mark.parametrize("name", migration_names()[1:])
@pytest.mark.parametrize("statement", [0, 2])
def test_a_kill_inside_a_migration_loses_nothing(
    seeded: tuple[Path, Check, int], tmp_path: Path, name: str, statement: int
) -> None:
    p = _copy(seeded, tmp_path)
    where = kill_upgrade(p, pause=(name, statement), delay=random.uniform(0, 0.02))
    assert where == f"killed inside {name}"
    assert problems_after(p, seeded[1], seeded[2]) == []


def test_a_kill_at_a_random_moment_of_the_upgrade_loses_nothing(
    seeded: tuple[Path, Check, int], tmp_path: Path
) -> None:
    rng = random.Random()
    p = _copy(seeded, tmp_path)
    kill_upgrade(p, pause=None, delay=rng.uniform(0.05, 0.4))
    assert problems_after(p, seeded[1], seeded[2]) == []
