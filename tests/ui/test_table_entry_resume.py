"""Table entry across a quit and a close (issue 14): quitting only pauses entry and keeps the
tokens, the next start offers "Resume table entry?" in a bar (never a modal question) and one
click serves the same codes again; closing the evening ends entry and its tokens.

Everything runs against the real server on 127.0.0.1 and the real history."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from scorepad.records.record import Rubber
from scorepad.serve.app import create_app
from scorepad.serve.backend import EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store
from tests.helpers.paths import ROOT
from ui.evening import EveningView
from ui.table_entry import TableEntryDialog, live_scopes, open_table_entry, running_dialog

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support (propagateSizeHints|raise)"),
]

DATE = "2026-11-29"
SCOPE = f"evening:{DATE}"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


@pytest.fixture
def history(tmp_path: Path, settings_dir: Path) -> Path:
    """A history with one table in play this evening (settings in a temporary folder: the
    address the tables know is remembered there)."""
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        store.create_rubber(
            Rubber.from_json(
                {"game": "contract", "played_on": DATE, "table": "1", "players": SEATS}
            )
        )
    return path


def _start(dialog: TableEntryDialog) -> None:
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)  # any free port
    assert dialog.start()


def _stopped_at(path: Path, token: str) -> str | None:
    with sqlite3.connect(path) as conn:
        (stopped,) = conn.execute(
            "SELECT stopped_at FROM entry_sessions WHERE token = ?", [token]
        ).fetchone()
    return stopped


def _card(path: Path, token: str) -> str:
    """Table 1's own token (its card's address) in the session of ``token``."""
    with sqlite3.connect(path) as conn:
        scope, pins = conn.execute(
            "SELECT scope, table_pins FROM entry_sessions WHERE token = ?", [token]
        ).fetchone()
    return EntrySession(scope, token, json.loads(pins), "").table_token("1")


def _state(base: str, card: str, pin: str) -> httpx.Response:
    with httpx.Client(timeout=10) as c:
        return c.get(f"{base}/t/{card}/1/api/state", headers={"X-Scorepad-Pin": pin})


def _refused_by_a_server_of_the_evening(path: Path, token: str, pin: str) -> int:
    """The status a table-entry server of this evening answers to ``token`` (a server of its
    own: the window's is gone)."""
    server = ServerThread(create_app(path, SCOPE, ["1"]), "127.0.0.1", 0).start()
    try:
        return _state(server.url, _card(path, token), pin).status_code
    finally:
        server.stop()


def _evening(qtbot: Any, path: Path) -> tuple[Store, EveningView]:
    store = Store.open(path, backup=False)
    view = EveningView(store, DATE)
    view.show()
    qtbot.waitExposed(view)
    return store, view


def test_closing_the_evening_ends_entry_and_its_tokens(qtbot: Any, history: Path) -> None:
    store, view = _evening(qtbot, history)
    try:
        dialog = open_table_entry(view)
        _start(dialog)
        assert dialog.session is not None
        base, token, pin = dialog.base_url(), dialog.session.token, dialog.session.pins["1"]
        card = dialog.session.table_token("1")
        assert _state(base, card, pin).status_code == 200
        view.close()  # the secretary closes the evening's window
        assert not dialog.running
        with pytest.raises(httpx.ConnectError):  # the window's server is gone
            _state(base, card, pin)
        assert _stopped_at(history, token) is not None
        assert live_scopes(history) == []
        # The token is dead, not only unserved: a server of the same evening refuses it.
        assert _refused_by_a_server_of_the_evening(history, token, pin) == 404
    finally:
        view.deleteLater()
        store.close()


def test_closing_the_evening_ends_a_paused_entry_too(qtbot: Any, history: Path) -> None:
    store, view = _evening(qtbot, history)
    try:
        dialog = open_table_entry(view)
        _start(dialog)
        assert dialog.session is not None
        token, pin = dialog.session.token, dialog.session.pins["1"]
        dialog.close()  # closing the dialog only pauses
        assert live_scopes(history) == [SCOPE]
        assert _refused_by_a_server_of_the_evening(history, token, pin) == 200
        view.close()
        assert _stopped_at(history, token) is not None
        assert _refused_by_a_server_of_the_evening(history, token, pin) == 404
    finally:
        view.deleteLater()
        store.close()


def test_the_evening_button_brings_back_the_one_dialog(qtbot: Any, history: Path) -> None:
    store, view = _evening(qtbot, history)
    try:
        first = open_table_entry(view)
        _start(first)
        assert open_table_entry(view) is first  # never a second server for one evening
        assert running_dialog(history, SCOPE) is first
    finally:
        view.close()
        view.deleteLater()
        store.close()


def _window(qtbot: Any, store: Store, *, owned: bool = True) -> Any:
    """The main window as the application starts it; ``owned`` false for one the test deletes
    itself (qtbot would close it again after it is gone)."""
    from ui.main_window import MainWindow

    window = MainWindow(store, deferred=True)
    if owned:
        qtbot.addWidget(window)
    window.open_rubbers_in_play()
    window.show()
    window.finish_start()
    return window


def test_quit_pauses_and_the_next_start_resumes_the_same_codes(
    qtbot: Any, history: Path, messages: list
) -> None:
    # The first run of the application: entry started from the evening's window.
    store = Store.open(history, backup=False)
    window = _window(qtbot, store, owned=False)
    qtbot.waitUntil(lambda: hasattr(window, "resume_bars"), timeout=5000)
    assert window.resume_bars == []  # nothing to resume in a fresh history
    view = EveningView(store, DATE, window)
    dialog = open_table_entry(view)
    _start(dialog)
    assert dialog.session is not None
    base, token, pins = dialog.base_url(), dialog.session.token, dict(dialog.session.pins)
    card = dialog.session.table_token("1")

    # Quitting: the application's last signal; the evening's window is not closed by it.
    QApplication.instance().aboutToQuit.emit()
    assert not dialog.running
    with pytest.raises(httpx.ConnectError):
        _state(base, card, pins["1"])
    assert _stopped_at(history, token) is None  # paused: the tokens are kept
    window.hide()
    window.deleteLater()  # the process ends: no window is closed, nothing is stopped
    qtbot.waitUntil(lambda: running_dialog(history, SCOPE) is None, timeout=5000)
    store.close()

    # The next start: the window offers to resume, and does not ask anything that waits.
    again = Store.open(history, backup=False)
    try:
        window = _window(qtbot, again)
        qtbot.waitUntil(lambda: bool(getattr(window, "resume_bars", None)), timeout=5000)
        (bar,) = window.resume_bars
        assert "Resume table entry?" in bar.label.text() and bar.isVisible()
        assert messages == []
        qtbot.mouseClick(bar.resume_button, Qt.MouseButton.LeftButton)
        resumed = bar.dialog
        assert resumed is not None and resumed.running
        try:
            assert resumed.base_url() == base  # the address on the tables' cards
            assert resumed.session is not None
            assert (resumed.session.token, resumed.session.pins) == (token, pins)
            state = _state(base, card, pins["1"])
            assert state.status_code == 200
            body = {
                "hand_id": "hand-resumed1",
                "line": "4s n 10",
                "version": state.json()["state"]["version"],
                "entered_by": "Cat",
            }
            with httpx.Client(timeout=10) as c:
                r = c.post(
                    f"{base}/t/{card}/1/api/hands",
                    json=body,
                    headers={"X-Scorepad-Pin": pins["1"]},
                )
            assert r.status_code == 201, r.text
            pane = window.pane()
            assert pane is not None
            qtbot.waitUntil(lambda: len(pane.rubber.deals) == 1, timeout=5000)
        finally:
            resumed.stop()
        assert _stopped_at(history, token) is not None
    finally:
        again.close()


def test_not_now_leaves_the_entry_paused_and_end_it_ends_it(
    qtbot: Any, history: Path, messages: list
) -> None:
    store = Store.open(history, backup=False)
    try:
        dialog = TableEntryDialog(history, DATE)
        qtbot.addWidget(dialog)
        _start(dialog)
        assert dialog.session is not None
        token = dialog.session.token
        dialog.pause()
        window = _window(qtbot, store)
        qtbot.waitUntil(lambda: bool(getattr(window, "resume_bars", None)), timeout=5000)
        qtbot.mouseClick(window.resume_bars[0].later_button, Qt.MouseButton.LeftButton)
        assert not window.resume_bars[0].isVisible()
        assert _stopped_at(history, token) is None
        window.resume_bars = []
        window._offer_resume()  # as the next start would
        (bar,) = window.resume_bars
        qtbot.mouseClick(bar.stop_button, Qt.MouseButton.LeftButton)
        assert _stopped_at(history, token) is not None
        assert not dialog.running
        window._offer_resume()
        assert window.resume_bars == []
    finally:
        store.close()


def test_the_dialog_names_a_table_labelled_table_1_once(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "t.db"
    with Store.open(path, backup=False) as store:
        record = {"game": "contract", "played_on": DATE, "table": "Table 1", "players": SEATS}
        store.create_rubber(Rubber.from_json(record))
    dialog = TableEntryDialog(path, DATE)
    qtbot.addWidget(dialog)
    _start(dialog)
    try:
        texts = [w.text() for w in dialog.grid_host.findChildren(QLabel)]
        assert "<b>Table 1</b>" in texts and not any("Table Table" in t for t in texts)
    finally:
        dialog.stop()


def test_an_entry_served_by_scorepad_serve_is_not_offered_for_resume(
    qtbot: Any, history: Path, messages: list
) -> None:
    """`scorepad serve` serves the evening in a terminal (it holds the session's serving lock):
    the window says so, and offers neither Resume (its port is taken) nor End it (the tables
    are entering), and its Table entry… refuses to start a second server."""
    from scorepad.serve.serving import ServingLock

    store = Store.open(history, backup=False)
    lock = ServingLock(history, SCOPE)
    try:
        dialog = TableEntryDialog(history, DATE)
        qtbot.addWidget(dialog)
        _start(dialog)
        dialog.pause()  # live and paused, as a quit leaves it
        assert lock.acquire("scorepad serve at http://127.0.0.1:8765")  # now served elsewhere
        window = _window(qtbot, store)
        qtbot.waitUntil(lambda: bool(getattr(window, "resume_bars", None)), timeout=5000)
        (bar,) = window.resume_bars
        assert "is on, served by scorepad serve at http://127.0.0.1:8765" in bar.label.text()
        assert "paused" not in bar.label.text()
        assert bar.later_button.isVisible()
        assert not bar.resume_button.isVisible() and not bar.stop_button.isVisible()
        dialog.show()  # the evening's Table entry… again: it says who serves, not "paused"
        assert "is on, served by scorepad serve at" in dialog.state_label.text()
        assert not dialog.start_button.isEnabled() and not dialog.stop_button.isEnabled()
        error = dialog.resume()
        assert error is not None and "already served by scorepad serve" in error
        assert not dialog.running and SCOPE in live_scopes(history)
        lock.release()  # that server stopped: the next start offers Resume again
        dialog.hide()
        dialog.show()
        assert "was paused" in dialog.state_label.text() and dialog.start_button.isEnabled()
        window._offer_resume()
        bar = window.resume_bars[-1]
        assert "is paused" in bar.label.text() and bar.resume_button.isVisible()
    finally:
        lock.release()
        store.close()


_PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
from scorepad.store import Store
from ui.main_window import MainWindow, first_paint_then

app = QApplication([])
store = Store.open(sys.argv[1], backup=False)
window = MainWindow(store, deferred=True)
window.open_rubbers_in_play()
seen = {}
SERVER = ("uvicorn", "starlette", "segno")
def painted():
    seen["at_paint"] = sorted(m for m in sys.modules if m.startswith(("scorepad.serve", *SERVER)))
    window.finish_start()
def ready():
    seen["bars"] = len(getattr(window, "resume_bars", []))
    seen["after"] = sorted(m for m in sys.modules if m.startswith(SERVER))
    print(json.dumps(seen))
    app.quit()
pane = window.pane()
first_paint_then(pane.pad if pane is not None else window, painted)
window.ready.connect(lambda: QTimer.singleShot(50, ready))
window.show()
app.exec()
"""


def _paused_entry(history: Path) -> None:
    dialog = TableEntryDialog(history, DATE)
    _start(dialog)
    dialog.pause()
    dialog.deleteLater()


def test_the_start_offers_resume_without_loading_the_web_server(
    qtbot: Any, history: Path, tmp_path: Path
) -> None:
    _paused_entry(history)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, str(history)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["at_paint"] == []  # nothing of the server before the first paint
    assert seen["bars"] == 1  # the offer is there once started
    assert seen["after"] == []  # and even it does not load uvicorn, Starlette or segno


def test_an_unattended_start_with_entry_paused_exits_at_once(
    qtbot: Any, history: Path, tmp_path: Path
) -> None:
    _paused_entry(history)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "--db", str(history), "--exit-when-ready"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert live_scopes(history) == [SCOPE]  # nothing was resumed or ended by it


_QUIT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
from scorepad.store import Store
from ui.evening import open_evening
from ui.main_window import MainWindow
from ui.table_entry import open_table_entry

app = QApplication([])
store = Store.open(sys.argv[1], backup=False)
window = MainWindow(store, deferred=True)
window.open_rubbers_in_play()
window.show()
window.finish_start()
view = open_evening(store, "%s", window)
dialog = open_table_entry(view)
dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
dialog.port.setValue(0)
assert dialog.start()
print(dialog.session.token, flush=True)
# File > Quit (the window's close), or the application's quit; the evening's window is open
QTimer.singleShot(200, window.close if sys.argv[2] == "close" else app.quit)
app.exec()
print("running" if dialog.running else "paused")
store.close()
"""


@pytest.mark.parametrize("how", ["close", "quit"])
def test_quitting_with_the_evening_open_only_pauses(
    history: Path, tmp_path: Path, how: str
) -> None:
    """Quitting closes every window, the evening's too: that close must not end entry."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    out = subprocess.run(
        [sys.executable, "-c", _QUIT % DATE, str(history), how],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    token, state = out.stdout.split()
    assert state == "paused"
    assert _stopped_at(history, token) is None
    assert live_scopes(history) == [SCOPE]


def test_closing_the_evening_of_the_main_window_ends_entry_a_turn_later(
    qtbot: Any, history: Path, messages: list
) -> None:
    """The evening opened from the main window: its close stops the server at once and ends
    the tokens on the next turn of the event loop (a quit, which closes every window in no
    set order, has hidden the main window by then, and only pauses)."""
    store = Store.open(history, backup=False)
    try:
        window = _window(qtbot, store)
        view = EveningView(store, DATE, window)
        dialog = open_table_entry(view)
        _start(dialog)
        assert dialog.session is not None
        token = dialog.session.token
        view.close()
        assert not dialog.running  # the server stops at once
        qtbot.waitUntil(lambda: _stopped_at(history, token) is not None, timeout=5000)
        assert live_scopes(history) == []
    finally:
        store.close()
