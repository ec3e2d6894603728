"""The window's table-entry server is a child process (issue 14's benchmark: the window stays
smooth under 25 tables): the dialog starts and stops it, reads its activity, says in words why
it could not start (and writes nothing then), and no server outlives the window: not after a
quit, not after the window's process is killed.

Everything runs against the real server (``scorepad serve --events``) on 127.0.0.1 and the real
history."""

from __future__ import annotations

import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from scorepad.cli import main
from scorepad.records.record import Rubber
from scorepad.serve.serving import live_scopes, served_elsewhere
from scorepad.store import Store
from tests.helpers.paths import ROOT
from ui.evening import EveningView
from ui.table_entry import SERVER_NICE, TableEntryDialog, open_table_entry, serve_command

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support (propagateSizeHints|raise)"),
]

DATE = "2026-11-29"
SCOPE = f"evening:{DATE}"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


@pytest.fixture
def history(tmp_path: Path, settings_dir: Path) -> Path:
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        record = {"game": "contract", "played_on": DATE, "table": "1", "players": SEATS}
        store.create_rubber(Rubber.from_json(record))
    return path


def _choose(dialog: TableEntryDialog, host: str, port: int) -> None:
    if dialog.host.findData(host) < 0:
        dialog.host.addItem(host, host)
    dialog.host.setCurrentIndex(dialog.host.findData(host))
    dialog.port.setValue(port)


def _sessions(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        try:
            return int(conn.execute("SELECT count(*) FROM entry_sessions").fetchone()[0])
        except sqlite3.OperationalError:  # no table entry in this history yet
            return 0


def _gone(pid: int) -> bool:
    """The process ``pid`` has ended (a zombie not yet reaped by its new parent counts)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return True
    return "\nState:\tZ" in status or "\nState:\tX" in status


def _refused(base: str) -> bool:
    try:
        httpx.get(base, timeout=2)
    except httpx.ConnectError:
        return True
    return False


def _wait(check: Any, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return bool(check())


def test_the_server_is_a_child_started_and_stopped_by_the_dialog(qtbot: Any, history: Path) -> None:
    dialog = TableEntryDialog(history, DATE)
    qtbot.addWidget(dialog)
    seen: list[tuple[str, str]] = []
    dialog.activity.connect(lambda table, what: seen.append((table, what)))
    _choose(dialog, "127.0.0.1", 0)
    assert dialog.start()
    assert dialog.child is not None and dialog.session is not None
    pid = dialog.child.processId()
    assert pid != os.getpid() and not _gone(pid)
    # below the window's priority: the window paints first when the processors are busy
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, mine + SERVER_NICE)
    base, pin = dialog.base_url(), dialog.session.pins["1"]
    token = dialog.session.table_token("1")
    # The window's own child is its own, not "served elsewhere": showing the dialog again
    # says it is on here; other programs are told it is the window's.
    dialog.hide()
    dialog.show()
    assert dialog.state_label.text().startswith(f"Table entry is on at {base}")
    who = served_elsewhere(history, SCOPE)
    assert who is not None and who.startswith(f"the Scorepad window at {base}")
    # A table's request reaches the dialog as activity, on the GUI thread.
    with httpx.Client(timeout=10) as c:
        r = c.get(f"{base}/t/{token}/1/api/state", headers={"X-Scorepad-Pin": pin})
    assert r.status_code == 200
    qtbot.waitUntil(lambda: ("1", "state") in seen, timeout=10000)
    assert "last sent" in dialog._status["1"].text()
    dialog.stop()
    assert not dialog.running
    assert _gone(pid) and _refused(base)
    assert served_elsewhere(history, SCOPE) is None and live_scopes(history) == []


def test_a_hand_reaches_the_evening_and_a_desk_correction_reaches_the_phone(
    qtbot: Any, history: Path
) -> None:
    store = Store.open(history, backup=False)
    view = EveningView(store, DATE)
    qtbot.addWidget(view)
    try:
        dialog = open_table_entry(view)
        _choose(dialog, "127.0.0.1", 0)
        assert dialog.start() and dialog.session is not None
        url = f"{dialog.base_url()}/t/{dialog.session.table_token('1')}/1/api"
        pin = {"X-Scorepad-Pin": dialog.session.pins["1"]}
        with httpx.Client(timeout=10) as c:
            version = c.get(url + "/state", headers=pin).json()["state"]["version"]
            body = {"hand_id": "hand-child01", "line": "4s n 10", "version": version}
            r = c.post(url + "/hands", json={**body, "entered_by": "Cat"}, headers=pin)
            assert r.status_code == 201, r.text
            pane = view.pages["1"].pane
            assert pane is not None
            qtbot.waitUntil(lambda: len(pane.rubber.deals) == 1, timeout=10000)
            assert pane.rubber.deals[0]["contract"] == "4S"
            # The secretary corrects the hand at the desk: the phone's page shows it.
            (rubber_id,) = {p.rubber_id for p in [pane]}
            fixed = {"dealer": "N", "declarer": "N", "contract": "3S", "result": 9}
            store.replace_deal(rubber_id, 0, fixed)
            state = c.get(url + "/state", headers=pin).json()["state"]
        (deal,) = state["deals"]
        assert deal["record"]["contract"] == "3S" and deal["corrected"] is True
    finally:
        view.close()
        store.close()


def test_a_port_already_taken_is_said_in_words_and_nothing_is_written(
    qtbot: Any, history: Path, messages: list
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        dialog = TableEntryDialog(history, DATE)
        qtbot.addWidget(dialog)
        _choose(dialog, "127.0.0.1", port)
        assert not dialog.start()
    ((title, text),) = messages
    assert title == "Table entry"
    assert f"Cannot listen on 127.0.0.1, port {port}" in text
    assert "another program already uses that port" in text
    assert "Nothing was changed" in text
    assert not dialog.running and _sessions(history) == 0 and live_scopes(history) == []
    assert dialog.start_button.isEnabled()  # the secretary can choose another port


def test_an_address_not_this_computers_is_said_in_words(
    qtbot: Any, history: Path, messages: list
) -> None:
    dialog = TableEntryDialog(history, DATE)
    qtbot.addWidget(dialog)
    _choose(dialog, "192.0.2.1", 0)  # TEST-NET-1: never this machine's
    assert not dialog.start()
    ((_title, text),) = messages
    assert "Cannot listen on 192.0.2.1" in text and "not one of this computer's" in text
    assert _sessions(history) == 0


def test_a_child_that_dies_leaves_the_entry_paused_and_resumable(qtbot: Any, history: Path) -> None:
    dialog = TableEntryDialog(history, DATE)
    qtbot.addWidget(dialog)
    _choose(dialog, "127.0.0.1", 0)
    assert dialog.start() and dialog.child is not None and dialog.session is not None
    token = dialog.session.token
    os.kill(dialog.child.processId(), signal.SIGKILL)
    qtbot.waitUntil(lambda: not dialog.running, timeout=10000)
    assert "Table entry has stopped" in dialog.state_label.text()
    assert dialog.start_button.text() == "&Resume" and dialog.start_button.isEnabled()
    assert live_scopes(history) == [SCOPE]
    assert dialog.start()  # the same codes again
    try:
        assert dialog.session is not None and dialog.session.token == token
    finally:
        dialog.stop()


def test_an_entry_stopped_elsewhere_closes_the_child_and_the_dialog_says_so(
    qtbot: Any, history: Path
) -> None:
    dialog = TableEntryDialog(history, DATE)
    qtbot.addWidget(dialog)
    _choose(dialog, "127.0.0.1", 0)
    assert dialog.start() and dialog.child is not None
    pid = dialog.child.processId()
    assert main(["--db", str(history), "serve", "--stop", "--evening", DATE]) == 0
    qtbot.waitUntil(lambda: not dialog.running, timeout=15000)
    assert dialog.state_label.text() == "Table entry is off; the tables' codes no longer work."
    assert _gone(pid)


def test_the_bundle_runs_its_own_executable_as_the_server(
    monkeypatch: pytest.MonkeyPatch, history: Path
) -> None:
    program, args = serve_command(history, SCOPE, "127.0.0.1", 0)
    assert program == sys.executable and args[:2] == ["-m", "scorepad"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    program, frozen = serve_command(history, SCOPE, "127.0.0.1", 0)
    assert program == sys.executable and frozen == args[2:]
    assert frozen[2:5] == ["serve", "--evening", DATE] and "--events" in frozen


_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
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
print(dialog.child.processId(), dialog.base_url(), flush=True)
if sys.argv[2] == "quit":
    QTimer.singleShot(200, app.quit)
app.exec()
store.close()
"""


def _window_process(history: Path, tmp_path: Path, how: str) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    return subprocess.Popen(
        [sys.executable, "-c", _WINDOW % DATE, str(history), how],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )


@pytest.mark.parametrize("how", ["quit", "kill"])
def test_no_server_outlives_the_window(history: Path, tmp_path: Path, how: str) -> None:
    """Quitting ends the child (entry is only paused: the tokens stay); a window killed
    outright leaves its child to see its stdin close, and end itself."""
    window = _window_process(history, tmp_path, how)
    try:
        assert window.stdout is not None
        pid_text, base = window.stdout.readline().split()
        pid = int(pid_text)
        assert not _refused(base)  # serving
        if how == "kill":
            window.kill()
        window.wait(timeout=60)
        assert _wait(lambda: _gone(pid)), "the server outlived the window"
        assert _refused(base)
        assert served_elsewhere(history, SCOPE) is None
        assert live_scopes(history) == [SCOPE]  # paused, not ended
    finally:
        if window.poll() is None:
            window.kill()
            window.wait()


def test_stop_asks_first_and_no_keeps_entry_on(
    qtbot: Any, history: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Stop ended every table's codes at once, with no question (a new user's trial).
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    dialog = TableEntryDialog(history, DATE)
    qtbot.addWidget(dialog)
    _choose(dialog, "127.0.0.1", 0)
    assert dialog.start()
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(parent: Any, title: str, text: str, *a: Any) -> Any:
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    try:
        qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
        assert asked and "stop working" in asked[0]
        assert dialog.running and dialog.session is not None
        answer[0] = QMessageBox.StandardButton.Yes
        qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
        assert not dialog.running and dialog.session is None
    finally:
        if dialog.running:
            dialog.stop()
