"""The JSON export on two cores (:mod:`scorepad.store.split_export`): the second process's part
makes the very file one process makes, damage and all; and whenever its part cannot be trusted
(a write between the two reads, the second process failing or killed) this process writes the
later rubbers itself, and the file is still the same."""

from __future__ import annotations

import io
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store import split_export as se
from scorepad.store.damage import Damage
from scorepad.store.failures import TMP_PREFIX
from tests.helpers.export_history import CONTRACT, FORGED, export_history

# Forged behind the store's back, in both halves (13 rubbers, the split about half way).
FORGERIES = [
    FORGED["deal changed"],
    FORGED["deal not JSON"].replace("rubber_id = 2", "rubber_id = 9"),
    FORGED["no chain"].replace("rubber_id = 2", "rubber_id = 11"),
]


@pytest.fixture
def history(tmp_path: Path) -> Path:
    path = tmp_path / "h.db"
    export_history(path, [CONTRACT] * 12, [0, 1, 2, 3, 4, 5] * 2)
    with sqlite3.connect(path) as conn:
        for sql in FORGERIES:
            assert conn.execute(sql).rowcount == 1
    conn.close()
    return path


@pytest.fixture
def splits(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[se.Split]]:
    """Every split export from any history of two rubbers or more, each Split kept."""
    made: list[se.Split] = []
    real = se.start_split

    def kept(*args: Any) -> se.Split | None:
        split = real(*args)
        if split is not None:
            made.append(split)
        return split

    monkeypatch.setenv(se.SPLIT_ENV, "2")
    monkeypatch.setattr(se, "start_split", kept)
    yield made


def _export(store: Store) -> tuple[str, list[dict[str, Any]]]:
    out, found = io.StringIO(), list[Damage]()
    store.write_json(out, found)
    return out.getvalue(), [d.to_json() for d in found]


def _one_process(path: Path) -> tuple[str, list[dict[str, Any]]]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(se.SPLIT_ENV, "off")
        with Store.open(path, backup=False) as store:
            return _export(store)


def _leftovers(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.glob(f"{TMP_PREFIX}*"))


def test_the_second_process_writes_what_one_process_writes(
    history: Path, splits: list[se.Split]
) -> None:
    alone, alone_damage = _one_process(history)
    with Store.open(history, backup=False) as store:
        both, damage = _export(store)
    assert [s.used for s in splits] == [True]
    assert both == alone
    assert damage == alone_damage
    with sqlite3.connect(history) as conn:
        uids = [
            conn.execute("SELECT uid FROM rubbers WHERE id = ?", [i]).fetchone()[0]
            for i in (2, 9, 11)
        ]
    conn.close()
    assert 2 < splits[0].lo <= 9  # rubber 2 by this process, 9 and 11 by the second
    assert [d["id"] for d in damage] == uids  # from both halves, in order
    assert _leftovers(history) == []


def test_a_write_between_the_two_reads_leaves_the_second_part_unused(
    history: Path, splits: list[se.Split], monkeypatch: pytest.MonkeyPatch
) -> None:
    alone, _ = _one_process(history)
    real = se.Split.spawn

    def after_a_write(self: se.Split, opens: Any, path: Path) -> None:
        # Another connection commits after this export's read began, before the second's.
        with Store.open(path, backup=False) as other:
            other.create_rubber(Rubber.from_json({**CONTRACT, "deals": []}))
        real(self, opens, path)

    monkeypatch.setattr(se.Split, "spawn", after_a_write)
    with Store.open(history, backup=False) as store:
        both, _ = _export(store)
        assert store.fetch_one("SELECT count(*) FROM rubbers")[0] == 14  # (the write was made)
    assert [(s.same, s.used) for s in splits] == [(False, False)]
    assert both == alone  # the history as this export's read began, the new rubber not in it


@pytest.mark.parametrize("how", ["fails", "is killed"])
def test_a_second_process_that_fails_leaves_its_part_to_this_one(
    how: str, history: Path, splits: list[se.Split], monkeypatch: pytest.MonkeyPatch
) -> None:
    alone, alone_damage = _one_process(history)
    real = se.Split.spawn

    def failing(self: se.Split, opens: Any, path: Path) -> None:
        if how == "fails":  # (it finds no history to read)
            real(self, opens, path.with_name("gone.db"))
        else:
            real(self, opens, path)
            assert self._proc is not None
            self._proc.kill()

    monkeypatch.setattr(se.Split, "spawn", failing)
    with Store.open(history, backup=False) as store:
        both, damage = _export(store)
    assert [s.used for s in splits] == [False]
    assert (both, damage) == (alone, alone_damage)
    assert _leftovers(history) == []


def test_its_part_is_beside_the_history_named_for_this_process(
    history: Path, splits: list[se.Split], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[list[str]] = []
    real = se.Split.finish

    def looked(self: se.Split, *args: Any) -> int:
        seen.append(_leftovers(history))
        return real(self, *args)

    monkeypatch.setattr(se.Split, "finish", looked)
    with Store.open(history, backup=False) as store:
        _export(store)
    assert len(seen) == 1 and len(seen[0]) == 1
    assert seen[0][0].startswith(f"{TMP_PREFIX}{os.getpid()}-")  # cleared if this one is gone
    assert _leftovers(history) == []


def test_writes_not_yet_committed_are_exported_by_one_process(
    history: Path, splits: list[se.Split]
) -> None:
    with Store.open(history, backup=False) as store, store.writing():
        rid = store.create_rubber(Rubber.from_json({**CONTRACT, "deals": []}))
        (uid,) = store.fetch_one("SELECT uid FROM rubbers WHERE id = ?", [rid])
        out = io.StringIO()
        n = store.write_json(out)
    assert splits == []  # (a second process would not see the new rubber)
    assert n == 13 - len(FORGERIES) + 1
    assert f'"id": "{uid}"' in out.getvalue()


def test_a_small_history_or_one_core_is_exported_by_one_process(
    history: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def split(least: str) -> bool:
        monkeypatch.setenv(se.SPLIT_ENV, least)
        with store._read():
            made = se.start_split(Store, store.path, store.conn, False)
            if made is not None:
                made.close()
        return made is not None

    with Store.open(history, backup=False) as store:  # 13 rubbers
        assert (split("14"), split("13")) == (False, True)
        monkeypatch.setattr(os, "cpu_count", lambda: 1)
        assert split("13") is False


@pytest.mark.parametrize(
    ("said", "least"), [("", se.SPLIT_MIN), ("off", None), ("100", 100), ("lots", se.SPLIT_MIN)]
)
def test_the_smallest_history_split_is_set_by_the_environment(
    said: str, least: int | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(se.SPLIT_ENV, said)
    assert se.split_min() == least


# python -m scorepad, and a script that runs the command unguarded (the second process
# starts neither again)
@pytest.mark.parametrize(
    "how",
    [["-m", "scorepad"], ["-c", "import sys; from scorepad.cli import main; sys.exit(main())"]],
)
def test_the_command_line_export_splits_and_writes_the_same_file(
    how: list[str], history: Path, tmp_path: Path
) -> None:
    def export(split: str, out: Path) -> str:
        env = {**os.environ, se.SPLIT_ENV: split, se.SAY_ENV: "1"}
        done = subprocess.run(
            [sys.executable, *how, "--db", str(history), "export", "--out", str(out)],
            env=env,
            capture_output=True,
            text=True,
        )
        assert done.returncode == 4, done.stderr  # (exported, with damage: the forgeries)
        return done.stderr

    said = export("2", tmp_path / "split.json")
    assert "the second process's part used" in said
    assert "usage:" not in said  # (python -m scorepad started again did not run the command)
    assert "export split" not in export("off", tmp_path / "one.json")
    assert (tmp_path / "split.json").read_bytes() == (tmp_path / "one.json").read_bytes()
