"""The progressive start (issue 12, "Quick"): the front rubber's pad paints first, the menus
come just after, and nothing typed in between is lost; ``--exit-when-ready``.

No timing is asserted here: the figures are bench/bench_startup.py's.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.enums import Seat
from scorepad.records.record import Rubber, Stake
from scorepad.store import MIGRATION_NAMES, AbandonRubber, Store, backup, backup_path
from scorepad.store.front import read_front
from tests.helpers.gui import PLAYERS
from tests.helpers.paths import ROOT

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


@pytest.fixture
def in_play(store: Store) -> int:
    rid = store.create_rubber(Rubber(game="contract", players=dict(PLAYERS)))
    store.record_deal(rid, {"declarer": "N", "contract": "2S", "result": 8})
    return rid


@pytest.fixture
def deferred(qtbot: Any, store: Store, in_play: int, settings_dir: Path, messages: list) -> Any:
    """The window as ``scorepad`` opens it, before the deferred part of the start has run."""
    from ui.main_window import MainWindow

    w = MainWindow(store, deferred=True)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_pad_is_shown_before_the_menus_are_built(deferred: Any, in_play: int) -> None:
    """First the front rubber's real pad (its recorded deal), alone where its pane puts it;
    then the menus, and the pane with its entry around the pad."""
    pad = deferred.front_pad()
    assert pad is not None and pad.isVisible()
    assert deferred.pane() is None  # the pane comes after the first paint
    assert deferred.rubber_ids() == [in_play]
    assert pad.laid_out() is not None and len(pad._sheet.deals) == 1
    assert not deferred.is_ready
    # the menus' titles are shown (the pad paints where it stays), their actions come after
    early = [a.text().replace("&", "") for a in deferred.menuBar().actions()]
    assert early == ["File", "Edit", "Rubber", "View", "Drives", "Help"]
    assert all(not a.menu().actions() for a in deferred.menuBar().actions())
    deferred.finish_start()
    assert deferred.is_ready
    pane = deferred.pane()
    assert pane is not None and pane.rubber_id == in_play and len(pane.rubber.deals) == 1
    assert pane.pad.isVisible() and deferred.front_pad() is pane.pad
    assert deferred.rubber_ids() == [in_play]
    titles = [a.text().replace("&", "") for a in deferred.menuBar().actions()]
    assert titles[:4] == ["File", "Edit", "Rubber", "View"] and "Help" in titles
    assert titles.count("Drives") == 1 and deferred.drives_menu.actions()  # filled, not doubled
    assert titles.index("Drives") == early.index("Drives")  # nothing moved along the bar
    assert deferred.export_action.isEnabled()


def _front_then_pane(qtbot: Any, store: Store) -> tuple[Any, Any]:
    """A progressive start's window: where its front pad is, and how large, at the first paint;
    then the same of its rubber's pane once the start is finished."""
    from PySide6.QtCore import QPoint

    from ui.main_window import MainWindow

    w = MainWindow(store, deferred=True)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    qtbot.waitExposed(w)
    first = w.front_pad()
    assert first is not None and w.pane() is None
    before = (first.mapTo(w, QPoint(0, 0)), first.size())
    w.finish_start()
    pane = w.pane()
    assert pane is not None
    qtbot.waitUntil(lambda: pane.pad.isVisible())
    after = (pane.pad.mapTo(w, QPoint(0, 0)), pane.pad.size())
    w.close()
    return before, after


@pytest.mark.parametrize(
    ("game", "text_size"), [("contract", 100), ("short_whist", 100), ("contract", 200)]
)
def test_the_pad_paints_where_and_as_large_as_it_stays(
    qtbot: Any, store: Store, settings_dir: Path, messages: list, game: str, text_size: int
) -> None:
    """The first paint's pad has the pane's place and size: the menu bar and the status bar
    are there, the pad is scaled for the text size, and the entry's side is as wide as the
    pane makes it (at a large text size, as the last pane of its kind made it: the first
    start at that size learns it). Nothing moves when the pane comes."""
    from ui.settings import Settings

    Settings().text_size = text_size
    store.create_rubber(Rubber(game=game, players=dict(PLAYERS)))
    before, after = _front_then_pane(qtbot, store)
    if text_size == 100:
        assert before == after
    again = _front_then_pane(qtbot, store)  # the next start, with what the last one learnt
    assert again[0] == again[1]


def test_what_a_larger_text_size_learnt_does_not_move_the_normal_sizes_pad(
    qtbot: Any, store: Store, settings_dir: Path, messages: list
) -> None:
    """The width beside the pad is learnt for each text size (and language): back at 100 %
    after starts at 200 %, the first start paints the pad where it stays."""
    from ui.settings import Settings

    store.create_rubber(Rubber(game="contract", players=dict(PLAYERS)))
    Settings().text_size = 200
    _front_then_pane(qtbot, store)
    Settings().text_size = 100
    before, after = _front_then_pane(qtbot, store)
    assert before == after


def test_the_pane_takes_the_state_the_pad_was_painted_from(
    deferred: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The front rubber is read and scored once: the pane is built from the front pad's
    state."""
    read: list[int] = []
    real = deferred.store.rubber_state
    monkeypatch.setattr(deferred.store, "rubber_state", lambda rid: read.append(rid) or real(rid))
    deferred.finish_start()
    assert deferred.pane() is not None and read == []


def test_the_other_tabs_wait_and_get_their_titles(
    qtbot: Any, store: Store, in_play: int, settings_dir: Path, messages: list
) -> None:
    from ui.main_window import MainWindow

    other = store.create_rubber(Rubber(game="short_whist", table="Table 2", players=PLAYERS))
    w = MainWindow(store, deferred=True)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    assert w.rubber_ids() == [in_play, other]
    assert w.tabs.tabText(1) == "Table 2"  # by its table until the start is finished
    w.finish_start()
    assert "Short whist" in w.tabs.tabText(1).replace("&&", "&")
    assert "Mrs Grey" in w.tabs.tabText(1)
    w.tabs.setCurrentIndex(1)
    pane = w.pane()
    assert pane is not None and pane.rubber_id == other


def _type(window: Any, text: str, key: Qt.Key | None = None) -> None:
    """Type ``text`` (then ``key``) as a keyboard does: to the window's QWindow, which hands
    each key to the focus widget (the front pad's, until the start is finished)."""
    from PySide6.QtTest import QTest

    handle = window.windowHandle()
    assert handle is not None
    for ch in text:
        QTest.keyClick(handle, ord(ch))
    if key is not None:
        QTest.keyClick(handle, key)


def test_keys_typed_before_the_entry_is_ready_reach_the_quick_entry(
    deferred: Any, qtbot: Any
) -> None:
    deferred.front_pad().setFocus()
    _type(deferred, "4H")
    deferred.setFocus()
    _type(deferred, " S")
    deferred.tabs.tabBar().setFocus()
    _type(deferred, " 10")
    with qtbot.waitSignal(deferred.ready, timeout=5000):
        deferred.finish_start()
    pane = deferred.pane()
    assert pane.quick.text() == "4H S 10"  # held, and not lost
    assert pane.quick.hasFocus() or deferred.focusWidget() is pane.quick
    # Typing goes on where it left off, straight into the entry.
    qtbot.keyClicks(pane.quick, "!")
    assert pane.quick.text() == "4H S 10!"


def test_a_hand_typed_and_entered_early_is_recorded(deferred: Any, qtbot: Any) -> None:
    deferred.front_pad().setFocus()  # Enter on the pad would open a deal: held instead
    _type(deferred, "3NT E 9", Qt.Key.Key_Return)
    deferred.finish_start()
    pane = deferred.pane()
    assert len(pane.rubber.deals) == 2
    assert pane.rubber.deals[-1]["contract"] == "3NT"
    assert pane.quick.text() == ""


def test_finish_start_runs_once(deferred: Any, qtbot: Any) -> None:
    deferred.finish_start()
    menus = len(deferred.menuBar().actions())
    with qtbot.assertNotEmitted(deferred.ready):
        deferred.finish_start()
    assert len(deferred.menuBar().actions()) == menus


def test_an_empty_history_starts_progressively_too(
    qtbot: Any, store: Store, settings_dir: Path, messages: list
) -> None:
    from ui.main_window import MainWindow

    w = MainWindow(store, deferred=True)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    _type(w, "xyz")  # no entry to give them to: dropped, nothing breaks
    w.finish_start()
    assert w.is_ready and w.welcome.isVisible()
    assert not w.export_action.isEnabled()


def started(tmp_path: Path, *args: str, **env: str | None) -> str:
    """``python ARGS`` as a start of the window offscreen, its settings and home in
    ``tmp_path`` (``env``: more of the environment; None takes a variable away): its standard
    output, once it has exited 0."""
    environ = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "HOME": str(tmp_path),
    }
    for name, value in env.items():
        if value is None:
            environ.pop(name, None)
        else:
            environ[name] = value
    out = subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, cwd=ROOT, env=environ, timeout=120
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.parametrize("flag", ["--exit-when-ready", "--exit-after-paint"])
def test_the_exit_flags_start_like_a_user_and_exit_0(
    db_path: Path, tmp_path: Path, flag: str
) -> None:
    s = Store.open(db_path, backup=False)
    rid = s.create_rubber(Rubber(game="short_whist", players=dict(PLAYERS)))
    s.record_deal(rid, {"tricks": {"NS": 8, "EW": 5}})
    s.close()
    started(tmp_path, "-m", "scorepad", "--db", str(db_path), flag)
    s = Store.open(db_path, backup=False)
    assert s.rubber_info(rid).state == "in_play" and len(s.load_rubber(rid).deals) == 1
    s.close()


# -- the usual start: the pad is read and painted before the history is opened ------------------
def _usual(db_path: Path) -> int:
    """A history as an ordinary start finds it: up to date, backed up today, a contract rubber
    in play (stake, house rule, first dealer, three deals) and one at another table."""
    s = Store.open(db_path, backup=False)
    rid = s.create_rubber(
        Rubber(
            game="contract",
            table="Table 1",
            players=dict(PLAYERS),
            stake=Stake(0.5, 100),
            first_dealer=Seat.E,
            house_rules={"small_slam_vulnerable": 1000},
        )
    )
    for deal in (
        {"declarer": "N", "contract": "2S", "result": 8},
        {"declarer": "E", "contract": "3NT", "result": 10},
        {"declarer": "S", "contract": "4H", "result": 9},
    ):
        s.record_deal(rid, deal)
    s.create_rubber(Rubber(game="short_whist", table="Table 2", players=dict(PLAYERS)))
    s.close()
    backup(db_path)
    return rid


def test_the_front_rubber_read_alone_is_the_one_the_store_reads(db_path: Path) -> None:
    rid = _usual(db_path)
    front = read_front(db_path)
    assert front is not None and front.rubber_id == rid
    with Store.open(db_path) as s:
        state = s.rubber_state(rid)
        tables = [(i.id, i.table) for i in s.rubbers_in_play()]
    assert front.rubber == state.rubber and len(front.rubber.deals) == 3
    assert front.sheet == state.sheet
    assert front.in_play == tables and len(tables) == 2


def test_a_start_with_something_to_do_first_is_not_read_alone(db_path: Path) -> None:
    """An upgrade due, a damaged deal record, no rubber in play, no file or not SQLite: the
    history is opened before the first paint. The day's first start is read alone like any
    other: its check and backup come after the window takes typing (ui/daily_run.py)."""
    rid = _usual(db_path)
    assert read_front(db_path) is not None
    assert read_front(db_path.with_name("none.db")) is None
    not_sqlite = db_path.with_name("notes.db")
    not_sqlite.write_text("shopping list")
    backup_path(not_sqlite).write_text("shopping list")
    assert read_front(not_sqlite) is None
    kept = backup_path(db_path).rename(db_path.with_name("kept.db"))
    assert read_front(db_path) is not None  # not backed up today: read alone all the same
    kept.rename(backup_path(db_path))
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("PRAGMA user_version = 3")  # as an older Scorepad left it
    assert read_front(db_path) is None
    with conn:
        conn.execute(f"PRAGMA user_version = {len(MIGRATION_NAMES)}")
        conn.execute("UPDATE deals SET record = '{broken' WHERE idx = 1 AND rubber_id = ?", [rid])
    assert read_front(db_path) is None
    with conn:
        conn.execute("UPDATE rubbers SET state = 'abandoned'")
    conn.close()
    assert read_front(db_path) is None


def test_an_older_history_is_not_read_alone(db_path: Path) -> None:
    s = Store.open(db_path, backup=False, stop_before=MIGRATION_NAMES[-1])
    s.close()
    backup(db_path)
    assert read_front(db_path) is None


@pytest.fixture
def before_open(
    qtbot: Any, db_path: Path, settings_dir: Path, messages: list
) -> tuple[Any, int, Path]:
    """The window as the usual start shows it: the front pad read alone, no history open."""
    from ui.main_window import MainWindow

    rid = _usual(db_path)
    front = read_front(db_path)
    assert front is not None
    w = MainWindow(None, deferred=True)
    qtbot.addWidget(w)
    w.show_front(front)
    w.show()
    qtbot.waitExposed(w)
    return w, rid, db_path


def test_the_pad_painted_before_the_history_is_open_is_the_real_one(
    before_open: tuple[Any, int, Path], qtbot: Any
) -> None:
    w, rid, db_path = before_open
    pad = w.front_pad()
    assert pad is not None and pad.isVisible() and pad.laid_out() is not None
    assert len(pad._sheet.deals) == 3 and pad._rubber.table == "Table 1"
    assert [w.tabs.tabText(i) for i in range(w.tabs.count())] == ["Table 1", "Table 2"]
    assert w.pane() is None and all(not a.menu().actions() for a in w.menuBar().actions())
    pad.setFocus()
    _type(w, "1C W 7")  # typed before the entry exists
    store = Store.open(db_path)
    try:
        w.attach_store(store)
        w.open_rubbers_in_play()
        w.finish_start()
        pane = w.pane()
        assert pane is not None and pane.rubber_id == rid and len(pane.rubber.deals) == 3
        assert pane.quick.text() == "1C W 7"  # held, and not lost
        assert w.rubber_ids()[0] == rid and len(w.rubber_ids()) == 2
        assert "Short whist" in w.tabs.tabText(1).replace("&&", "&")
        assert w.export_action.isEnabled()
    finally:
        w.close()
        store.close()


def test_a_rubber_closed_before_the_history_is_open_loses_its_tab(
    before_open: tuple[Any, int, Path],
) -> None:
    w, rid, db_path = before_open
    other = w.rubber_ids()[1]
    store = Store.open(db_path)
    try:
        store.run(AbandonRubber(other))
        w.attach_store(store)
        w.open_rubbers_in_play()
        w.finish_start()
        assert w.rubber_ids() == [rid]
    finally:
        w.close()
        store.close()


#: What the first paint of the usual start never needs: the store's own modules (opened just
#: after it), sqlite-utils and the migrations, the chain checks, drives, the pane's entry and
#: deal list, the menus' modules, the dialogs, and the entry points' metadata.
NOT_BEFORE_THE_PAINT = (
    "sqlite_utils",
    "scorepad.store.migrations",
    "scorepad.store.core",
    "scorepad.store.changes",
    "scorepad.store.browse",
    "scorepad.store.transfer",
    "scorepad.store.checks",
    "scorepad.store.ledger",
    "scorepad.store.rows",
    "scorepad.store.chain",
    "scorepad.store.chain.drives",
    "scorepad.store.drives",
    "scorepad.drives",
    "scorepad.rules.settlement",
    "ui.rubber_pane",
    "ui.forms",
    "ui.undo",
    "ui.notifier",
    "ui.club_menu",
    "ui.drives",
    "ui.dialogs.new_rubber",
    "ui.dialogs.summary",
    "ui.help",
    "PySide6.QtNetwork",
    "PySide6.QtPrintSupport",
    "importlib.metadata",
    "platformdirs",
    "secrets",
    "hashlib",
)

#: What the window does not need before it takes typing either (the usual start, the front rubber
#: a contract one): the money's module, the history's import and export, the history browser's
#: queries, the drives, the table entry and its server, the server that answers a second start
#: (it listens just after), and hashlib (no chain is checked: it was, on the day's first start).
NOT_BEFORE_READY = (
    "scorepad.rules.settlement",
    "scorepad.store.transfer",
    "scorepad.store.browse",
    "scorepad.store.drives",
    "scorepad.drives",
    "scorepad.serve",
    "ui.table_entry",
    "ui.history_browser",
    "PySide6.QtNetwork",
    "csv",
    "secrets",
    "hashlib",
    "sqlite_utils",
)

_AT_FIRST_PAINT = """
import sys
import ui.app

seen = {}
real = ui.app.mark
icon = []

class Mark:
    def __call__(self, what):
        if what not in seen:
            seen[what] = sorted(sys.modules)
        if what == "ready":
            from PySide6.QtWidgets import QApplication

            icon.append(not QApplication.windowIcon().isNull())
        real(what)

    def report(self):
        real.report()

ui.app.mark = Mark()
code = ui.app.main()
for what in ("first paint", "ready", "closed"):
    print(what + ":", " ".join(seen.get(what, ["-"])))
print("icon at ready:", icon)
sys.exit(code)
"""


def _start(db_path: Path, tmp_path: Path, *flags: str) -> dict[str, set[str]]:
    """``scorepad --db DB FLAGS`` in a fresh process: the modules imported by its first paint
    and by the time it was ready."""
    out = started(tmp_path, "-c", _AT_FIRST_PAINT, "--db", str(db_path), *flags)
    lines = dict(line.split(": ", 1) for line in out.splitlines() if ": " in line)
    return {k: set(v.split()) for k, v in lines.items()}


def _under(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in names))


def test_the_first_paint_imports_only_what_the_pad_needs(db_path: Path, tmp_path: Path) -> None:
    _usual(db_path)
    seen = _start(db_path, tmp_path, "--exit-when-ready")
    painted, ready = seen["first paint"], seen["ready"]
    # The real pad was painted: its painter, the rules service and the front rubber's read.
    assert {"ui.pad.view", "scorepad.rules", "scorepad.store.front"} <= painted
    assert _under(painted, NOT_BEFORE_THE_PAINT) == []
    # ... and all of it came just after, before the window took typing.
    assert {"scorepad.store.core", "ui.rubber_pane", "ui.club_menu", "ui.drives"} <= ready
    assert _under(ready, NOT_BEFORE_READY) == []  # sqlite_utils: no write, no upgrade
    assert seen["icon at ready"] == {"[True]"}  # the icon, set just after the first paint
    # No table entry to resume: its modules (its server's, the drives') never load at all.
    assert _under(seen["closed"], ("ui.table_entry", "scorepad.serve", "scorepad.drives")) == []


def test_the_days_first_start_paints_before_the_history_is_opened(
    db_path: Path, tmp_path: Path
) -> None:
    """No backup yet today: the pad still paints before the history is opened, and the check
    and the backup come after the window takes typing. Quitting then leaves no half backup:
    the next start makes it."""
    _usual(db_path)
    backup_path(db_path).unlink()
    seen = _start(db_path, tmp_path, "--exit-after-paint")
    assert "scorepad.store.core" not in seen["first paint"]
    assert "scorepad.store.front" in seen["first paint"]
    seen = _start(db_path, tmp_path, "--exit-when-ready")
    assert "scorepad.store.core" in seen["ready"]
    leftovers = [f.name for f in db_path.parent.iterdir() if "backup" in f.name or "tmp" in f.name]
    assert leftovers in ([], [backup_path(db_path).name]), leftovers


def test_the_lock_name_is_the_same_sha256_as_before(tmp_path: Path) -> None:
    """The first paint hashes the history's path with Qt, not hashlib: the name of the lock and
    the server stays what an earlier Scorepad, already running, uses for that history."""
    import hashlib

    from ui.single import instance_key

    path = tmp_path / "Club histories" / "Brown's é.db"
    real = os.path.normcase(os.path.realpath(path))
    expected = "scorepad-" + hashlib.sha256(real.encode("utf-8")).hexdigest()[:20]
    assert instance_key(path) == expected


_REFUSED_AFTER_THE_PAINT = """
import sys
import ui.app
from scorepad.errors import StoreError
from scorepad.store.core import Store

def refuse(*a, **k):
    raise StoreError("the history is locked by another program (test)")

Store.open = classmethod(refuse)
sys.exit(ui.app.main())
"""


def test_a_history_refused_after_the_first_paint_exits_3_in_words(
    db_path: Path, tmp_path: Path
) -> None:
    """The pad was painted from the file, then the history cannot be opened: said in words on
    standard error (a message box when a person started it), exit 3, nothing written."""
    _usual(db_path)
    before = db_path.read_bytes()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "HOME": str(tmp_path),
        "SCOREPAD_START_MARKS": "1",
    }
    out = subprocess.run(
        [sys.executable, "-c", _REFUSED_AFTER_THE_PAINT, "--db", str(db_path), "--exit-when-ready"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 3, out.stderr
    assert "scorepad: the history is locked by another program (test)" in out.stderr
    marks = [line.split(" cpu=")[0] for line in out.stderr.splitlines() if "start mark:" in line]
    assert "start mark: first paint" in marks and "start mark: ready" not in marks
    assert db_path.read_bytes() == before


def test_entry_live_says_whether_a_table_entry_is_to_resume(db_path: Path) -> None:
    """What the window's start asks before it loads the table entry's modules to offer a
    resume: a live session (not stopped) in the history."""
    s = Store.open(db_path, backup=False)
    try:
        assert not s.entry_live()
        conn = sqlite3.connect(db_path)
        with conn:
            conn.execute(
                "INSERT INTO entry_sessions (scope, token, table_pins, started_at) "
                "VALUES ('evening:2026-11-20', 't1', '{}', '2026-11-20T19:00:00')"
            )
        assert s.entry_live()
        with conn:
            conn.execute("UPDATE entry_sessions SET stopped_at = '2026-11-20T23:00:00'")
        conn.close()
        assert not s.entry_live()
    finally:
        s.close()
    assert not s.entry_live()  # closed: no window on it to offer a resume in


_MENUS_AT_READY = """
import sys
import ui.app

real = ui.app.mark
menus = []

class Mark:
    def __call__(self, what):
        if what == "ready":
            from PySide6.QtWidgets import QApplication, QMainWindow

            for w in QApplication.topLevelWidgets():
                if isinstance(w, QMainWindow):
                    menus.extend(a.text() for a in w.menuBar().actions())
        real(what)

    def report(self):
        real.report()

ui.app.mark = Mark()
code = ui.app.main()
print("menus:", "|".join(menus))
sys.exit(code)
"""


def test_lang_chooses_the_windows_language_for_that_start(db_path: Path, tmp_path: Path) -> None:
    """``scorepad --lang de`` opens the window in German, whatever View ▸ Language says (no
    choice saved, and the system's language British English here), and the next start without
    it is in the saved language again."""
    _usual(db_path)
    for flags, first in (
        (("--lang", "de"), "&Datei"),
        ((), "&File"),
        (("--lang", "fr"), "F&ichier"),
    ):
        out = started(
            tmp_path,
            "-c",
            _MENUS_AT_READY,
            "--db",
            str(db_path),
            *flags,
            "--exit-when-ready",
            LANG="C.UTF-8",
            LANGUAGE=None,
            LC_ALL=None,
        )
        menus = out.split("menus: ", 1)[1].strip().split("|")
        assert menus[0] == first, (flags, menus)


# -- the cyclic collector waits for the start ---------------------------------------------------
_COLLECTOR = """
import gc
import os
import sys
import ui.app
import ui.main_window

if os.environ.get("FAULT_IN_THE_START"):
    def broken(self):
        raise RuntimeError("a fault in the start")

    ui.main_window.MainWindow.finish_start = broken
seen = {}
real = ui.app.mark

class Mark:
    def __call__(self, what):
        seen.setdefault(what, gc.isenabled())
        if what == "first paint":
            from PySide6.QtCore import QTimer
            from PySide6.QtWidgets import QApplication

            def after():  # (the rest of the start takes some 50 ms)
                seen["after the start"] = gc.isenabled()
                seen["frozen"] = gc.get_freeze_count() > 0
                QApplication.instance().quit()

            QTimer.singleShot(300, after)
        real(what)

    def report(self):
        real.report()

ui.app.mark = Mark()
code = ui.app.main()
seen["returned"] = gc.isenabled()
for what, on in seen.items():
    print(what + ":", on)
sys.exit(code)
"""


def _collecting(db_path: Path, tmp_path: Path, **env: str) -> dict[str, str]:
    """Whether the collector ran at each mark of a start in a fresh process, 300 ms after its
    first paint ("after the start"), and once the window returned."""
    _usual(db_path)
    out = started(tmp_path, "-c", _COLLECTOR, "--db", str(db_path), **env)
    return dict(line.split(": ", 1) for line in out.splitlines() if ": " in line)


def test_the_collector_waits_until_the_window_takes_typing(db_path: Path, tmp_path: Path) -> None:
    """The cyclic garbage collector is off from the command line's start to ready (the start
    makes long-lived objects and next to no garbage), then back on, with what the start made
    frozen out of its later passes."""
    seen = _collecting(db_path, tmp_path)
    assert seen["first paint"] == "False" and seen["ready"] == "False", seen
    assert seen["after the start"] == "True" and seen["frozen"] == "True", seen
    assert seen["returned"] == "True", seen


def test_a_fault_short_of_ready_does_not_keep_the_collector_off(
    db_path: Path, tmp_path: Path
) -> None:
    """A window whose start failed after the first paint (a fault in it, told on standard
    error) may still be used: the collector is back on all the same."""
    seen = _collecting(db_path, tmp_path, FAULT_IN_THE_START="1")
    assert "ready" not in seen and seen["after the start"] == "True", seen


def test_release_collector_leaves_a_running_collector_alone() -> None:
    """A window started some other way (the collector on) is left as it is: no pass, nothing
    frozen."""
    import gc

    import ui.app

    held = not gc.isenabled()  # (this suite's Qt tests hold it themselves: tests/conftest.py)
    gc.enable()
    try:
        frozen = gc.get_freeze_count()
        ui.app.release_collector()
        assert gc.isenabled() and gc.get_freeze_count() == frozen
    finally:
        if held:
            gc.disable()
