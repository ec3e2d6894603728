"""A CSV export's set of files is written all or nothing (issue 11, "Damage is found before it
spreads"): a failure while the files are moved into place puts the old set back, and a kill
while moving leaves a ready folder that the next export or start moves into place."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scorepad.store import transfer
from scorepad.store.files import clear_temp_files

NAMES = ("players.csv", "rubbers.csv", "deals.csv")


def files(tag: str) -> list[tuple[str, list[str], list[list[str]]]]:
    return [(name, ["what"], [[f"{tag} {name}"]]) for name in NAMES]


def contents(folder: Path) -> dict[str, str]:
    out = {}
    for name in NAMES:
        with (folder / name).open(encoding="utf-8-sig", newline="") as fh:
            out[name] = list(csv.reader(fh))[1][0].split()[0]
    return out


def test_a_set_replaces_the_old_one_whole_and_leaves_nothing_behind(tmp_path: Path) -> None:
    transfer.write_csv_set(tmp_path, files("old"))
    transfer.write_csv_set(tmp_path, files("new"))
    assert contents(tmp_path) == dict.fromkeys(NAMES, "new")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(NAMES)


def test_a_failed_move_puts_the_old_set_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    transfer.write_csv_set(tmp_path, files("old"))
    calls = []

    def move(src: Path, dst: Path) -> None:
        calls.append(dst)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        os.replace(src, dst)

    monkeypatch.setattr(transfer, "_move", move)
    with pytest.raises(OSError):
        transfer.write_csv_set(tmp_path, files("new"))
    assert len(calls) == 2  # the first file had been moved: it is put back
    assert contents(tmp_path) == dict.fromkeys(NAMES, "old")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(NAMES)


def test_a_first_set_that_fails_to_move_leaves_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = []

    def move(src: Path, dst: Path) -> None:
        calls.append(dst)
        if len(calls) == 3:
            raise OSError(5, "Input/output error")
        os.replace(src, dst)

    monkeypatch.setattr(transfer, "_move", move)
    with pytest.raises(OSError):
        transfer.write_csv_set(tmp_path, files("new"))
    assert list(tmp_path.iterdir()) == []


KILLED_MID_MOVE = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from scorepad.store import transfer
    calls = []
    def move(src, dst):
        calls.append(dst)
        if len(calls) == 2:
            os.kill(os.getpid(), signal.SIGKILL)
        os.replace(src, dst)
    transfer._move = move
    transfer.write_csv_set(Path(sys.argv[1]), [
        (name, ["what"], [["new " + name]]) for name in ("players.csv", "rubbers.csv", "deals.csv")
    ])
    """
)


def test_a_kill_while_moving_is_finished_by_the_next_start_never_left_mixed(
    tmp_path: Path,
) -> None:
    transfer.write_csv_set(tmp_path, files("old"))
    done = subprocess.run([sys.executable, "-c", KILLED_MID_MOVE, str(tmp_path)], check=False)
    assert done.returncode == -9
    # Killed after the first move: the set on disk is part new until the next start ...
    assert contents(tmp_path) == {"players.csv": "new", "rubbers.csv": "old", "deals.csv": "old"}
    (left,) = [p for p in tmp_path.iterdir() if p.name.startswith(transfer.TEMP_PREFIX)]
    assert (left / transfer.READY).is_file()
    # ... which finishes the moves (the killed process is gone) and clears the folder.
    assert clear_temp_files(tmp_path) == [left]
    assert contents(tmp_path) == dict.fromkeys(NAMES, "new")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(NAMES)


def test_a_folder_killed_before_it_was_ready_is_thrown_away(tmp_path: Path) -> None:
    transfer.write_csv_set(tmp_path, files("old"))
    left = tmp_path / f"{transfer.TEMP_PREFIX}999999999-x"
    left.mkdir()
    (left / "deals.csv").write_text("half a fi", encoding="utf-8")
    assert clear_temp_files(tmp_path) == [left]
    assert contents(tmp_path) == dict.fromkeys(NAMES, "old")
