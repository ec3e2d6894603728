"""Issue 31, in the window: the check at open tells a stray write-ahead log in words, before
the history is opened, and moves it aside only through the dialog's button."""

from __future__ import annotations

import argparse
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store.stray_log import examine
from ui import app as ui_app
from ui.dialogs import stray_log as dialog

FOUR = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}


def add(store: Store, n: int, first: int) -> None:
    for t in range(first, first + n):
        rid = store.create_rubber(
            Rubber.from_json(
                {"game": "contract", "table": f"Table {t}", "players": FOUR, "deals": []}
            )
        )
        store.record_deal(rid, {"declarer": "N", "contract": "4S", "result": 10})


def stray_beside(tmp_path: Path) -> Path:
    """A history with a diverged copy's log beside it (the pages of the two mixed)."""
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as s:
        add(s, 5, 1)
    shutil.copyfile(db, tmp_path / "copy.db")
    with Store.open(db, backup=False) as s:
        add(s, 40, 10)
    copy = Store.open(tmp_path / "copy.db", backup=False)
    copy._conn.execute("PRAGMA wal_autocheckpoint = 0")
    add(copy, 1, 100)
    shutil.copyfile(tmp_path / "copy.db-wal", tmp_path / "h.db-wal")
    copy.close()
    return db


def start(db: Path, qapp: Any, *, unattended: bool = False) -> ui_app.Start:
    args = argparse.Namespace(exit_after_paint=unattended, exit_when_ready=False, db=str(db))
    return ui_app.Start(qapp, args, db, None, None)  # type: ignore[arg-type]


@pytest.mark.parametrize("move", [True, False])
def test_the_check_at_open_asks_and_moves_the_log_only_when_told(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, move: bool
) -> None:
    db = stray_beside(tmp_path)
    log_bytes = (tmp_path / "h.db-wal").read_bytes()
    asked: list[str] = []

    def answer(_parent: Any, stray: Any) -> bool:
        asked.append(dialog.stray_log_text(stray))
        return move

    monkeypatch.setattr(dialog, "ask_to_move", answer)
    s = start(db, qapp)
    code = s.open_history()
    [text] = asked
    assert "does not fit it, perhaps from another copy; the history itself is whole" in text
    assert str(tmp_path / "h.db-wal") in text and "Move it aside" in text
    if move:
        assert code == 0 and s.store is not None
        assert len(s.store.rubbers()) == 45  # the history's own, none of the copy's
        s.store.close()
        [aside] = tmp_path.glob("h.db-wal.stray-*")
        assert aside.read_bytes() == log_bytes
    else:
        assert code == 3 and s.store is None
        assert (tmp_path / "h.db-wal").read_bytes() == log_bytes
        assert not list(tmp_path.glob("h.db-wal.stray-*"))


def test_an_unattended_start_never_moves_the_log(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = stray_beside(tmp_path)
    s = start(db, qapp, unattended=True)
    assert s.open_history() == 3 and s.store is None
    assert "does not fit it" in capsys.readouterr().err
    assert (tmp_path / "h.db-wal").exists()


def test_the_dialog_names_the_log_and_its_buttons(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = stray_beside(tmp_path)
    stray = examine(db, quick=True)
    assert stray is not None
    seen: list[QMessageBox] = []

    def exec_(box: QMessageBox) -> int:
        seen.append(box)
        box.adjustSize()
        assert not box.grab().isNull()  # it paints (offscreen)
        if os.environ.get("SCOREPAD_SHOT_DIR"):  # to look at it: the image, saved
            box.grab().save(str(Path(os.environ["SCOREPAD_SHOT_DIR"]) / "stray_log_dialog.png"))
        box.findChild(QPushButton, "stray_log_quit").click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    assert dialog.ask_to_move(None, stray) is False
    [box] = seen
    assert box.windowTitle() == "A stray write-ahead log"
    assert box.findChild(QPushButton, "stray_log_move").text() == "&Move the log aside and open"
    assert str(stray.log) in box.text()
