"""The forgery suite: copies of a history edited with plain sqlite3 (and the project's own
functions wherever a chain must be recomputed, as a forger who has read the code would), each
caught by at least one of the four anchors, and the test names which:

- ``verify``: ``scorepad verify`` on the forged file alone (its chains and caches);
- ``head``: ``scorepad verify --head CODE --rubber ID`` with the codes printed before;
- ``backup``: the day's first open, against the newest backup taken before the forgery;
- ``reimport``: importing the export taken before the forgery (it adds, brings up to date or
  refuses something: the history lacked what the export holds).

``CAUGHT`` is the README's table "what each check catches", row for row; the test checks that
each forgery is caught by exactly the checks it names there, no more and no fewer.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.errors import ScorepadError
from scorepad.records.record import Rubber
from scorepad.store import ImportRecords, Store, anchors, ledger
from scorepad.store.files import backup

PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
BASE: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2026-12-05",
    "stake": {"amount": 0.5, "per": 100},
    "players": PLAYERS,
    "deals": [],
}
GAME = {"declarer": "N", "contract": "4S", "result": 10}
PART = {"declarer": "E", "contract": "2H", "result": 8}

#: Each forgery and the checks that catch it: the README's table, row for row.
CAUGHT: dict[str, set[str]] = {
    "deal changed": {"verify", "head"},
    "players swapped": {"verify", "head"},
    "last deal cut": {"head", "backup", "reimport"},
    "finished rubber cut and reopened": {"head", "backup", "reimport"},
    "whole rubber deleted": {"head", "backup", "reimport"},
    "reordered": {"head", "backup", "reimport"},
    "correction erased": {"head", "backup", "reimport"},
    "stake changed": {"head", "backup", "reimport"},
    "rollback to an older copy": {"head", "backup", "reimport"},
}
CHECKS = ("verify", "head", "backup", "reimport")


@dataclass(frozen=True, slots=True)
class Printed:
    """What was printed, backed up and exported before the forgery."""

    history: Path  # the genuine history
    older: Path  # a copy of it taken before its last deal
    backup: Path  # its backup, taken after the last deal
    export: dict[str, Any]
    heads: dict[int, str]  # rubber id: the code printed on its summary
    root: str
    ids: dict[str, int]  # "finished", "corrected", "short": the rubbers' ids


def _make(folder: Path) -> Printed:
    path = folder / "history.db"
    with Store.open(path, backup=False) as store:
        finished = store.create_rubber(Rubber.from_json({**BASE, "table": "Table 1"}))
        store.record_deal(finished, PART)
        store.record_deal(finished, GAME)
        store.record_deal(finished, GAME)  # NS win two games: the rubber is finished
        corrected = store.create_rubber(Rubber.from_json({**BASE, "table": "Table 2"}))
        store.record_deal(corrected, GAME)
        store.replace_deal(corrected, 0, {**GAME, "result": 11})  # a correction
        store.record_deal(corrected, PART)
        short = store.create_rubber(Rubber.from_json({**BASE, "table": "Table 3"}))
        store.record_deal(short, PART)
        assert store.rubber_info(finished).state == "finished"
    older = folder / "older.db"
    shutil.copyfile(path, older)
    with Store.open(path, backup=False) as store:
        store.record_deal(corrected, {"declarer": "W", "contract": "1NT", "result": 7})
        heads = {rid: anchors.short_code(anchors.head(store.conn, rid) or "") for rid in (1, 2, 3)}
        root = anchors.root(store.conn).code
        export = store.export_json()
    yesterday = dt.date.today() - dt.timedelta(days=1)
    taken = backup(path, today=yesterday)
    assert taken is not None
    ids = {"finished": finished, "corrected": corrected, "short": short}
    return Printed(path, older, taken, export, heads, root, ids)


@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> Printed:
    return _make(tmp_path_factory.mktemp("genuine"))


# -- the forger's tools: plain sqlite3, and the project's functions for a chain -------------------
def _rewrite_chain(conn: sqlite3.Connection, rid: int) -> None:
    """A whole new chain from the rubber as it now stands (the project's own functions)."""
    conn.execute("DELETE FROM chain WHERE rubber_id = ?", [rid])
    conn.execute("DELETE FROM audit WHERE rubber_id = ?", [rid])
    ledger.genesis(conn, rid)


def _cut_last(conn: sqlite3.Connection, rid: int) -> None:
    """The last deal and the last link dropped together: no hashing needed."""
    (last,) = conn.execute("SELECT max(idx) FROM deals WHERE rubber_id = ?", [rid]).fetchone()
    conn.execute("DELETE FROM deals WHERE rubber_id = ? AND idx = ?", [rid, last])
    (seq,) = conn.execute("SELECT max(seq) FROM chain WHERE rubber_id = ?", [rid]).fetchone()
    conn.execute("DELETE FROM chain WHERE rubber_id = ? AND seq = ?", [rid, seq])
    (head,) = conn.execute(
        "SELECT hash FROM chain WHERE rubber_id = ? AND seq = ?", [rid, seq - 1]
    ).fetchone()
    conn.execute(
        "UPDATE rubbers SET chain_head = ?, chain_checked = ? WHERE id = ?", [head] * 2 + [rid]
    )


def _deal_changed(conn: sqlite3.Connection, ids: dict[str, int]) -> list[int]:
    rid = ids["short"]
    conn.execute(
        "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 0",
        [json.dumps({**PART, "result": 9}), rid],
    )
    return [rid]


def _players_swapped(conn: sqlite3.Connection, ids: dict[str, int]) -> list[int]:
    rid = ids["short"]
    seats = dict(conn.execute("SELECT seat, player_id FROM seats WHERE rubber_id = ?", [rid]))
    conn.execute("DELETE FROM seats WHERE rubber_id = ? AND seat IN ('N', 'E')", [rid])
    conn.executemany(
        "INSERT INTO seats (rubber_id, seat, player_id) VALUES (?, ?, ?)",
        [(rid, "N", seats["E"]), (rid, "E", seats["N"])],
    )
    return [rid]


def _last_cut(conn: sqlite3.Connection, ids: dict[str, int]) -> list[int]:
    _cut_last(conn, ids["corrected"])
    return [ids["corrected"]]


def _finished_reopened(conn: sqlite3.Connection, ids: dict[str, int]) -> list[int]:
    rid = ids["finished"]
    _cut_last(conn, rid)
    conn.execute("UPDATE rubbers SET state = 'in_play', finished_at = NULL WHERE id = ?", [rid])
    return [rid]


def _deleted(conn: sqlite3.Connection, ids: dict[str, int]) -> list[int]:
    # A careful forger: its seats, deals, chain and results go with it.
    for table in ("seats", "deals", "chain", "results", "audit"):
        conn.execute(f"DELETE FROM {table} WHERE rubber_id = ?", [ids["short"]])
    conn.execute("DELETE FROM rubbers WHERE id = ?", [ids["short"]])
    return []


def _reordered(conn: sqlite3.Connection, ids: dict[str, int]) -> list[int]:
    rid = ids["corrected"]
    rows = dict(conn.execute("SELECT idx, record FROM deals WHERE rubber_id = ?", [rid]))
    conn.execute("DELETE FROM deals WHERE rubber_id = ?", [rid])
    conn.executemany(
        "INSERT INTO deals (rubber_id, idx, record) VALUES (?, ?, ?)",
        [(rid, 0, rows[1]), (rid, 1, rows[0])] + [(rid, i, r) for i, r in rows.items() if i > 1],
    )
    _rewrite_chain(conn, rid)
    return [rid]


def _correction_erased(conn: sqlite3.Connection, ids: dict[str, int]) -> list[int]:
    rid = ids["corrected"]
    assert conn.execute("SELECT count(*) FROM audit WHERE rubber_id = ?", [rid]).fetchone()[0]
    _rewrite_chain(conn, rid)  # the chain now says the corrected deal was recorded so
    return [rid]


def _stake_changed(conn: sqlite3.Connection, ids: dict[str, int]) -> list[int]:
    rid = ids["finished"]
    conn.execute("UPDATE rubbers SET stake = ? WHERE id = ?", ['{"amount":5,"per":100}', rid])
    _rewrite_chain(conn, rid)
    return [rid]


FORGERIES: dict[str, Callable[[sqlite3.Connection, dict[str, int]], list[int]]] = {
    "deal changed": _deal_changed,
    "players swapped": _players_swapped,
    "last deal cut": _last_cut,
    "finished rubber cut and reopened": _finished_reopened,
    "whole rubber deleted": _deleted,
    "reordered": _reordered,
    "correction erased": _correction_erased,
    "stake changed": _stake_changed,
}


def _recache(path: Path, ids: list[int]) -> None:
    """The caches brought in line with the forged deals (the project's own scoring)."""
    with Store.open(path, backup=False) as store, store.writing():
        for rid in ids:
            info = store.rubber_info(rid)
            rubber = store.load_record(rid)
            sheet = store.score_rubber(rubber)
            store.update_cache(
                rid, rubber, sheet, resume=False, state=info.state, finished_at=info.finished_at
            )


def _forge(printed: Printed, name: str, folder: Path) -> Path:
    """A copy of the history (its backup beside it) with the forgery ``name`` done to it."""
    path = folder / "history.db"
    shutil.copyfile(printed.backup, folder / printed.backup.name)
    if name == "rollback to an older copy":
        shutil.copyfile(printed.older, path)
        return path
    shutil.copyfile(printed.history, path)
    conn = sqlite3.connect(path)
    with conn:
        touched = FORGERIES[name](conn, printed.ids)
    conn.close()
    _recache(path, touched)
    return path


# -- the four checks ------------------------------------------------------------------------------
def _verify(path: Path, folder: Path, capsys: pytest.CaptureFixture[str]) -> bool:
    """``scorepad verify`` on the file alone (no backup beside it): exit 2."""
    alone = folder / "alone" / "history.db"
    alone.parent.mkdir()
    shutil.copyfile(path, alone)
    code = main(["--db", str(alone), "verify"])
    out = capsys.readouterr().out
    assert ("verify: clean" in out) == (code == 0), out
    return code != 0


def _head(path: Path, printed: Printed, capsys: pytest.CaptureFixture[str]) -> bool:
    """``verify --head CODE --rubber ID`` for every rubber's printed code: any exit 2."""
    caught = False
    for rid, code in printed.heads.items():
        status = main(["--db", str(path), "verify", "--head", code, "--rubber", str(rid)])
        out = capsys.readouterr().out
        assert ("NOT FOUND" in out) == (status == 2), out
        caught |= status == 2
    return caught


def _backup(path: Path) -> bool:
    """The day's first open (no backup today yet) against the backup of yesterday."""
    with Store.open(path) as store:
        notes = store.backup_notes
    if notes:
        assert notes[0].startswith("the history is older than its backup of "), notes
        assert notes[0].endswith(": was it restored?"), notes
    return bool(notes)


def _reimport(path: Path, printed: Printed) -> bool:
    """The export taken before: it brings something back, or is refused."""
    with Store.open(path, backup=False) as store:
        try:
            change = store.run(ImportRecords(printed.export))
        except ScorepadError:
            return True  # refused: the history's chain diverges from the export's
        return bool(change.rubber_ids)


@pytest.mark.parametrize("name", list(CAUGHT))
def test_each_forgery_is_caught_by_the_checks_the_readme_names(
    name: str, printed: Printed, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _forge(printed, name, tmp_path)
    caught = {
        "verify": _verify(path, tmp_path, capsys),
        "head": _head(path, printed, capsys),
        "backup": _backup(path),
        "reimport": _reimport(path, printed),
    }
    assert {c for c in CHECKS if caught[c]} == CAUGHT[name]


def test_the_genuine_history_passes_every_check(
    printed: Printed, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "history.db"
    shutil.copyfile(printed.history, path)
    shutil.copyfile(printed.backup, tmp_path / printed.backup.name)
    assert not _verify(path, tmp_path, capsys)
    assert not _head(path, printed, capsys)
    assert not _backup(path)
    assert not _reimport(path, printed)


def test_the_readme_table_matches_the_suite() -> None:
    """The README's table "what each check catches" says what ``CAUGHT`` says."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    rows = {}
    for line in readme.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 1 + len(CHECKS) and cells[0].lower() in CAUGHT:
            rows[cells[0].lower()] = {
                c for c, cell in zip(CHECKS, cells[1:], strict=True) if cell == "yes"
            }
    assert rows == CAUGHT
