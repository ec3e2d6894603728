"""A file dialog browsing the history's folder keeps the window's locks on the history
(ui.dialogs.files). Qt's own icon provider read each listed file to tell its type, and closing
that read dropped every POSIX lock the process held on the history: the next program to close
the history deleted its write-ahead log under the window, and the window's next hands were
lost (a new user's trial: the phones' hands, and the window's own after Export PDF)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.gui import PLAYERS
from ui.dialogs import files

pytestmark = [
    pytest.mark.qt_log_ignore("^This plugin does not support"),
    pytest.mark.skipif(not os.path.exists("/proc/locks"), reason="reads Linux's /proc/locks"),
]


def locked_here(path: Path) -> bool:
    """Whether this process holds a POSIX lock on ``path`` (/proc/locks: pid, device:inode)."""
    inode = os.stat(path).st_ino
    for line in Path("/proc/locks").read_text().splitlines():
        fields = line.split()
        if "POSIX" in fields and str(os.getpid()) in fields:
            where = fields[fields.index(str(os.getpid())) + 1]
            if where.rsplit(":", 1)[-1] == str(inode):
                return True
    return False


def browse(dialog: Any, seconds: float = 1.5) -> None:
    """Show the dialog on its folder long enough for it to list (and type) every file."""
    dialog.show()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)
    dialog.close()


@pytest.mark.parametrize("save", [True, False], ids=["save", "open"])
def test_browsing_the_historys_folder_keeps_its_locks_and_its_hands(
    qtbot: Any, tmp_path: Path, save: bool
) -> None:
    db = tmp_path / "club.db"
    store = Store.open(db, backup=False)
    try:
        rid = store.create_rubber(Rubber(game="contract", players=dict(PLAYERS)))
        store.record_deal(rid, {"declarer": "S", "contract": "2H", "result": 8})
        assert locked_here(db)
        dialog = files.make_dialog(None, "Export PDF", str(tmp_path / "r.pdf"), "*", save=save)
        browse(dialog)
        assert locked_here(db), "the dialog dropped the window's locks on the history"
        # Another program opens and closes the history (scorepad serve, a command) ...
        code = f"import sqlite3; sqlite3.connect({str(db)!r}).execute('select 1').close()"
        subprocess.run([sys.executable, "-c", code], check=True)
        # ... and the window's next hand is in the history, for every program to see.
        store.record_deal(rid, {"declarer": "E", "contract": "3NT", "result": 9})
        with sqlite3.connect(db) as other:
            (n,) = other.execute("SELECT count(*) FROM deals").fetchone()
        assert n == 2
    finally:
        store.close()


def test_every_file_dialog_is_made_in_one_place() -> None:
    # QFileDialog's static functions (and a native dialog) list a folder with Qt's own icon
    # provider: every file dialog of the application comes from ui.dialogs.files.
    root = Path(__file__).resolve().parents[2] / "ui"
    used = [
        f"{path.relative_to(root)}:{n}"
        for path in root.rglob("*.py")
        if path.name != "files.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "QFileDialog" in line and not line.lstrip().startswith("#")
    ]
    assert used == []


def test_a_save_starts_where_the_last_file_was_saved_with_a_name_to_read(
    qtbot: Any, store: Store, settings_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Export pad as image offers the rubber's table, game and date as the name, in the folder
    the last file was saved in (the documents folder at first), never "pad.png" in whatever
    folder the program was started from; a save remembers its folder for the next."""
    from ui.main_window import MainWindow
    from ui.settings import Settings

    asked: list[str] = []
    answer: list[str] = []

    def dialog(parent: Any, caption: str, where: str, filters: str, *, save: bool) -> str:
        asked.append(where)
        return answer.pop(0) if answer else ""

    monkeypatch.setattr(files, "_dialog", dialog)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.start_rubber(
        Rubber(game="contract", players=dict(PLAYERS), table="Table 3", played_on="2026-12-06")
    )
    first = Settings().save_folder
    assert os.path.isdir(first) and Path(first) != Path.cwd()
    assert window.ask_save_path() is None  # cancelled: nothing remembered
    assert asked[-1] == os.path.join(first, "Table 3 - Contract rubber bridge - 2026-12-06.png")
    chosen = tmp_path / "pads" / "mine.png"
    chosen.parent.mkdir()
    answer.append(str(chosen))
    assert window.export_pad_image() == str(chosen) and chosen.exists()
    window.ask_save_path()
    assert os.path.dirname(asked[-1]) == str(chosen.parent)
    assert Settings().save_folder == str(chosen.parent)
    # a suggestion with its own folder keeps it
    files.save_file_name(None, "Export PDF", str(tmp_path / "r.pdf"), "PDF (*.pdf)")
    assert asked[-1] == str(tmp_path / "r.pdf")
