"""One window per history file, whatever the path and the temporary folder: a hard link to the
history, or a start with another ``TMPDIR``, finds the history's own file locked and opens no
second window."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad.store import Store
from scorepad.store.history_lock import HistoryLock
from ui.single import SingleInstance, instance_key

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(os.name == "nt", reason="the file's own lock is POSIX's"),
]

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def history(tmp_path: Path) -> Path:
    db = tmp_path / "club" / "history.db"
    db.parent.mkdir()
    Store.open(db, backup=False).close()
    return db


@pytest.fixture
def running(history: Path, qapp: Any) -> Iterator[SingleInstance]:
    first = SingleInstance(history)
    assert first.claim()
    assert first.file_lock.held
    yield first
    first.release()


def test_the_key_is_the_files_identity(history: Path, tmp_path: Path) -> None:
    link = tmp_path / "elsewhere.db"
    os.link(history, link)
    assert instance_key(link) == instance_key(history)
    (tmp_path / "sym.db").symlink_to(history)
    assert instance_key(tmp_path / "sym.db") == instance_key(history)
    copy = tmp_path / "copy.db"
    copy.write_bytes(history.read_bytes())
    assert instance_key(copy) != instance_key(history)  # another file, another window


def test_a_hard_link_cannot_claim_a_history_open_in_a_window(
    running: SingleInstance, history: Path, tmp_path: Path
) -> None:
    link = tmp_path / "elsewhere.db"
    os.link(history, link)
    second = SingleInstance(link)
    assert not second.claim()
    # even with its own lock file somewhere else: the file itself is locked
    assert HistoryLock(link).acquire() is False
    running.release()
    assert second.claim()  # once the first window is gone
    second.release()


def test_another_tmpdir_does_not_open_a_second_window(
    running: SingleInstance, history: Path, tmp_path: Path
) -> None:
    other_tmp = tmp_path / "other-tmp"
    other_tmp.mkdir()
    link = tmp_path / "elsewhere.db"
    os.link(history, link)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TMPDIR": str(other_tmp)}
    env["HOME"] = str(tmp_path / "home")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "home" / "config")
    for db in (history, link):
        out = subprocess.run(
            [sys.executable, "-m", "scorepad", "--db", str(db), "--exit-after-paint"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert out.returncode == 1, (out.returncode, out.stderr)
        assert "already open in another window" in out.stderr


def test_a_lock_goes_with_its_process(history: Path) -> None:
    code = (
        "import sys, time; from scorepad.store.history_lock import HistoryLock; "
        "lock = HistoryLock(sys.argv[1]); print(lock.acquire(), flush=True); time.sleep(60)"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(history)], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "True"
        assert HistoryLock(history).acquire() is False
    finally:
        proc.kill()
        proc.wait(10)
    mine = HistoryLock(history)
    assert mine.acquire() is True
    mine.release()
