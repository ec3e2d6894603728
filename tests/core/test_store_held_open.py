"""A history this process already has open is opened again (a dialog's own Store, the
table-entry backend) while another process writes it: this process still sees every write,
and the file stays sound. (Closing any descriptor of a file lets go of every POSIX lock the
process holds on it, SQLite's too: a plain open-and-close of the file by the second open let
the other process take the history for unused under the first's connection.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store.files import held_here

SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}

_WRITE = """
import sys
from scorepad.records.record import Rubber
from scorepad.store import Store
seats = dict(N="A", E="B", S="C", W="D")
with Store.open(sys.argv[1], backup=False) as store:  # closed: the last connection, it thinks
    store.create_rubber(Rubber.from_json({"game": "contract", "players": seats}))
with Store.open(sys.argv[1], backup=False) as store:  # open while the other process reads
    store.create_rubber(Rubber.from_json({"game": "contract", "players": seats}))
    print("written", flush=True)
    sys.stdin.read()
"""


def _count(store: Store) -> int:
    return int(store.db.conn.execute("SELECT count(*) FROM rubbers").fetchone()[0])


def test_a_second_open_here_keeps_another_process_writes_in_sight(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    first = Store.open(path, backup=False)
    try:
        first.create_rubber(
            Rubber.from_json({"game": "contract", "played_on": "2026-11-29", "players": SEATS})
        )
        Store.open(path, backup=False).close()  # a second Store of the same history, here
        args = [sys.executable, "-c", _WRITE, str(path)]
        writer = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            assert writer.stdout is not None and writer.stdout.readline() == "written\n"
            assert _count(first) == 3
            with Store.open(path, backup=False) as third:  # a fresh one here, too
                assert _count(third) == 3
        finally:
            writer.communicate("", timeout=60)
        assert writer.returncode == 0
    finally:
        first.close()
    with Store.open(path, backup=False) as again:
        assert _count(again) == 3
        assert again.db.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_file_is_held_while_a_store_of_it_is_open_here(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    store = Store.open(path, backup=False)
    try:
        assert held_here(path)
    finally:
        store.close()
    assert not held_here(path)
