"""One window per history on Windows and macOS (issue 26): the single-instance lock's names.

QLockFile and QLocalServer are Qt's on every system; what is the program's own is the name:
the same for every spelling of one Windows path (drive letter, backslashes, any case), and a
local socket's path no longer than macOS allows (104 bytes) even where the temporary folder is
long (a sandboxed app's, a long TMPDIR), where listening under the plain name fails.
"""

from __future__ import annotations

import ntpath
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ui import single
from ui.single import SingleInstance, instance_key, server_name

pytestmark = [pytest.mark.gui]


def test_windows_spellings_of_one_history_are_one_key(qapp: Any) -> None:
    key = instance_key(r"C:\Club\Scorepad.db", paths=ntpath)
    assert key == instance_key("c:/club/SCOREPAD.DB", paths=ntpath)
    assert key == instance_key(r"C:\Club\Tuesday\..\Scorepad.db", paths=ntpath)
    assert key != instance_key(r"D:\Club\Scorepad.db", paths=ntpath)
    # a pipe's name (\\.\pipe\KEY) and a socket's file name: no separators, no drive colon
    assert not set(key) & {"\\", "/", ":"} and len(key) < 40


def test_the_socket_name_fits_where_the_temporary_folder_is_long() -> None:
    key = "scorepad-0123456789abcdef0123"
    assert server_name(key, "/tmp", windows=False) == key
    long = "/private/var/folders/x1/" + "y" * 60 + "/T/com.example.sandbox/tmp"
    name = server_name(key, long, windows=False)
    assert name == f"/tmp/{key}" and len(os.fsencode(name)) <= single.SOCKET_PATH_MAX
    assert server_name(key, long, windows=True) == key  # a pipe: no length to mind


@pytest.fixture
def long_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    deep = tmp_path / ("t" * 70) / ("u" * 40)
    deep.mkdir(parents=True)
    monkeypatch.setenv("TMPDIR", str(deep))  # QDir.tempPath() reads it at each call
    return deep


@pytest.fixture
def running(long_tmp: Path, tmp_path: Path, qapp: Any) -> Iterator[SingleInstance]:
    first = SingleInstance(tmp_path / "history.db")
    assert len(os.fsencode(str(long_tmp / first.key))) > single.SOCKET_PATH_MAX
    assert first.claim(), "the window could not listen under a long temporary folder"
    yield first
    first.release()


@pytest.mark.skipif(os.name == "nt", reason="a local socket's path (POSIX)")
def test_one_window_per_history_under_a_long_temporary_folder(
    qtbot: Any, running: SingleInstance, tmp_path: Path
) -> None:
    second = SingleInstance(tmp_path / "history.db")
    assert not second.claim()
    answers: list[bool] = []
    asker = threading.Thread(target=lambda: answers.append(second.ask_running()))
    with qtbot.waitSignal(running.activated, timeout=5000):
        asker.start()
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    asker.join(5)
    assert answers == [True]
