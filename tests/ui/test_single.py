"""One window per history file: the running window's claim (QLockFile + QLocalServer, keyed on
the database's real path) and a later start's request that it come forward."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ui.single import SingleInstance, instance_key

pytestmark = [pytest.mark.gui]

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def running(tmp_path: Path, qapp: Any) -> Iterator[SingleInstance]:
    first = SingleInstance(tmp_path / "history.db")
    assert first.claim()
    yield first
    first.release()


def test_the_key_is_the_files_real_path(tmp_path: Path) -> None:
    db = tmp_path / "history.db"
    db.write_bytes(b"")
    (tmp_path / "link.db").symlink_to(db)
    (tmp_path / "sub").mkdir()
    assert instance_key(db) == instance_key(tmp_path / "link.db")
    assert instance_key(db) == instance_key(tmp_path / "sub" / ".." / "history.db")
    assert instance_key(db) != instance_key(tmp_path / "other.db")


def test_a_second_start_on_the_same_history_brings_the_first_forward(
    qtbot: Any, running: SingleInstance, tmp_path: Path
) -> None:
    (tmp_path / "sub").mkdir()
    second = SingleInstance(tmp_path / "sub" / ".." / "history.db")
    assert not second.claim()
    answers: list[bool] = []
    # The request blocks until answered: it runs beside the event loop that answers it.
    asker = threading.Thread(target=lambda: answers.append(second.ask_running()))
    with qtbot.waitSignal(running.activated, timeout=5000):
        asker.start()
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)  # the answer goes out from the loop
    asker.join(5)
    assert answers == [True]


def test_another_history_opens_its_own_window(running: SingleInstance, tmp_path: Path) -> None:
    other = SingleInstance(tmp_path / "other.db")
    assert other.claim()
    other.release()


def test_a_released_history_can_be_claimed_again(running: SingleInstance, tmp_path: Path) -> None:
    running.release()
    again = SingleInstance(tmp_path / "history.db")
    assert again.claim()
    again.release()


def test_scorepad_started_again_defers_to_the_running_window(
    qtbot: Any, running: SingleInstance, tmp_path: Path
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "scorepad", "--db", str(tmp_path / "history.db")],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        with qtbot.waitSignal(running.activated, timeout=60_000):
            pass
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=30_000)
    finally:
        if proc.poll() is None:
            proc.kill()
    _out, err = proc.communicate()
    assert proc.returncode == 0, err
    assert "already open" in err
    assert not (tmp_path / "history.db").exists()  # it deferred before opening anything
