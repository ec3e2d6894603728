"""``scorepad serve`` as a secretary runs it from a terminal: it never makes a history, it says
which entry ``--stop`` would end when there are several, a second server of the same entry is
refused, and a server whose entry is stopped elsewhere closes by itself (issue 14)."""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from scorepad.cli import main
from scorepad.records.record import Rubber
from scorepad.serve.backend import Backend
from scorepad.serve.serving import (
    ServingLock,
    last_address,
    live_scopes,
    served_elsewhere,
    session_live,
)
from scorepad.store import Store

DATE = "2026-11-29"
DATE2 = "2026-11-30"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


@pytest.fixture
def history(tmp_path: Path) -> Path:
    """A history with one table in play on each of two evenings."""
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        for date in (DATE, DATE2):
            record = {"game": "contract", "played_on": date, "table": "1", "players": SEATS}
            store.create_rubber(Rubber.from_json(record))
    return path


def _start_session(db: Path, date: str) -> str:
    backend = Backend(db)
    try:
        return backend.start_session(date).token
    finally:
        backend.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def serving(history: Path) -> Iterator[tuple[subprocess.Popen[str], str, int]]:
    """``scorepad serve --evening DATE`` running in a process of its own: (process, table 1's
    URL, port)."""
    port = _free_port()
    args = [sys.executable, "-m", "scorepad", "--db", str(history), "serve"]
    args += ["--evening", DATE, "--port", str(port)]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        lines = [proc.stdout.readline() for _ in range(2)]
        url = lines[1].split()[2]
        for _ in range(200):
            try:
                httpx.get(url, timeout=5)
                break
            except httpx.ConnectError:
                time.sleep(0.05)
        yield proc, url, port
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)


def test_a_mistyped_history_is_refused_and_not_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    typo = tmp_path / "histroy.db"
    code = main(["--db", str(typo), "serve", "--evening", DATE, "--tables", "2"])
    assert code == 2
    assert f"no history at {typo}" in capsys.readouterr().err
    assert not typo.exists() and list(tmp_path.iterdir()) == []


def test_stop_alone_refuses_to_guess_between_two_live_entries(
    history: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _start_session(history, DATE)
    _start_session(history, DATE2)
    assert main(["--db", str(history), "serve", "--stop"]) == 2
    err = capsys.readouterr().err
    assert "2 table entries are live" in err
    assert f"--stop --evening {DATE}" in err and f"--stop --evening {DATE2}" in err
    assert live_scopes(history) == [f"evening:{DATE}", f"evening:{DATE2}"]  # nothing ended

    assert main(["--db", str(history), "serve", "--stop", "--evening", DATE2]) == 0
    assert "stopped (1 session)" in capsys.readouterr().out
    assert live_scopes(history) == [f"evening:{DATE}"]
    # One live entry left: --stop alone ends it.
    assert main(["--db", str(history), "serve", "--stop"]) == 0
    assert live_scopes(history) == []


def test_stop_all_ends_every_entry(history: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _start_session(history, DATE)
    _start_session(history, DATE2)
    assert main(["--db", str(history), "serve", "--stop", "--all"]) == 0
    assert "stopped (2 sessions)" in capsys.readouterr().out
    assert live_scopes(history) == []
    assert main(["--db", str(history), "serve", "--all", "--evening", DATE]) == 2
    assert "--all goes with --stop" in capsys.readouterr().err


def test_the_serving_lock_says_who_serves(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    db.touch()
    lock = ServingLock(db, "evening:x")
    assert served_elsewhere(db, "evening:x") is None
    assert lock.acquire("scorepad serve at http://127.0.0.1:1")
    assert served_elsewhere(db, "evening:x") == (
        f"scorepad serve at http://127.0.0.1:1 (process {os.getpid()})"
    )
    assert served_elsewhere(db, "evening:y") is None  # another session of the history
    assert not ServingLock(db, "evening:x").acquire("a second server")
    lock.set_address("192.0.2.2", 8799)
    assert served_elsewhere(db, "evening:x") == (
        f"scorepad serve at http://127.0.0.1:1 (process {os.getpid()})"
    )
    lock.release()
    assert served_elsewhere(db, "evening:x") is None
    assert last_address(db, "evening:x") == ("192.0.2.2", 8799)
    assert last_address(db, "evening:y") is None
    assert ServingLock(db, "evening:x").acquire("now it may")


def test_a_killed_server_leaves_no_lock_behind(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    db.touch()
    code = (
        "import sys, time\n"
        "from scorepad.serve.serving import ServingLock\n"
        f"lock = ServingLock({str(db)!r}, 'drive:3')\n"
        "assert lock.acquire('a dying server')\n"
        "print('held', flush=True)\n"
        "time.sleep(60)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline() == "held\n"
        assert served_elsewhere(db, "drive:3") == f"a dying server (process {proc.pid})"
    finally:
        proc.kill()
        proc.wait(10)
    assert served_elsewhere(db, "drive:3") is None


def test_a_second_server_of_the_same_evening_is_refused(
    serving: tuple[subprocess.Popen[str], str, int], history: Path
) -> None:
    proc, _url, port = serving
    other = _free_port()
    args = [sys.executable, "-m", "scorepad", "--db", str(history), "serve"]
    second = subprocess.run(
        [*args, "--evening", DATE, "--port", str(other)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert second.returncode == 2
    assert (
        f"already served by scorepad serve at http://127.0.0.1:{port} (process {proc.pid})"
        in second.stderr
    )
    assert proc.poll() is None  # the first goes on serving


def test_a_server_closes_when_its_entry_is_stopped_elsewhere(
    serving: tuple[subprocess.Popen[str], str, int], history: Path
) -> None:
    proc, url, _port = serving
    with sqlite3.connect(history) as conn:
        (token,) = conn.execute("SELECT token FROM entry_sessions").fetchone()
    assert token not in url  # the card's token is the table's own, not the session's
    assert session_live(history, token)
    assert main(["--db", str(history), "serve", "--stop", "--evening", DATE]) == 0
    assert not session_live(history, token)
    assert proc.wait(30) == 0
    assert proc.stdout is not None
    assert "the server has closed" in proc.stdout.read()
    assert served_elsewhere(history, f"evening:{DATE}") is None
    with pytest.raises(httpx.ConnectError):
        httpx.get(url, timeout=5)


def test_a_table_labelled_table_1_is_not_called_table_table_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from scorepad.serve.cards import table_cards_html, table_title

    assert table_title("3") == "Table 3"
    assert table_title("Table 1") == "Table 1" and table_title("table 2") == "table 2"
    page = table_cards_html(
        "Cards",
        "http://192.0.2.2:8765",
        {"Table 1": "t1", "4": "t4"},
        {"Table 1": "1234", "4": "9"},
    )
    assert "<h2>Table 1</h2>" in page and "<h2>Table 4</h2>" in page
    assert "Table Table" not in page


def test_no_default_history_yet_nothing_to_stop_or_serve_and_nothing_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """With no --db and no history yet in the user's data folder (a terminal with the wrong
    HOME), --stop must not say "stopped (0 sessions)" over a new empty file while the real
    entry runs on; serving an evening has nothing to serve either. Nothing is made."""
    import scorepad.commands.serve as serve

    default = tmp_path / "data" / "scorepad" / "scorepad.db"
    monkeypatch.delenv("SCOREPAD_DB", raising=False)
    monkeypatch.setattr(serve, "default_db_path", lambda: default)
    for args in (["serve", "--stop"], ["serve", "--evening", DATE]):
        assert main(args) == 2
        err = capsys.readouterr().err
        assert f"no history at {default} yet" in err and "nothing was created" in err
    assert list(tmp_path.iterdir()) == []


def test_ctrl_c_pauses_and_says_so(
    serving: tuple[subprocess.Popen[str], str, int], history: Path
) -> None:
    proc, _url, _port = serving
    proc.send_signal(signal.SIGINT)
    assert proc.wait(30) == 0
    assert proc.stdout is not None
    said = proc.stdout.read()
    assert "Table entry paused" in said and f"--stop --evening {DATE}" in said
    # Where it served stays on file: a resume in the window serves where the cards point.
    assert last_address(history, f"evening:{DATE}") == ("127.0.0.1", _port)


def _events(history: Path, *extra: str) -> subprocess.Popen[str]:
    args = [sys.executable, "-m", "scorepad", "--db", str(history), "serve"]
    args += ["--evening", DATE, "--port", "0", "--events", *extra]
    return subprocess.Popen(
        args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def test_events_say_ready_each_request_and_a_pause_as_json_lines(history: Path) -> None:
    """``--events`` (the window's server): one JSON line per event; a server on any free port
    (``--port 0``), answering once it says ready; closing its stdin pauses it."""
    proc = _events(history, "--who", "the Scorepad window at {url}")
    try:
        assert proc.stdout is not None and proc.stdin is not None
        ready = json.loads(proc.stdout.readline())
        assert ready["event"] == "ready" and ready["host"] == "127.0.0.1" and ready["port"] > 0
        assert ready["url"] == f"http://127.0.0.1:{ready['port']}"
        assert set(ready["pins"]) == {"1"} and len(ready["token"]) >= 22
        who = served_elsewhere(history, f"evening:{DATE}")
        assert who is not None and who.startswith(f"the Scorepad window at {ready['url']} ")
        url = f"{ready['url']}/t/{ready['tokens']['1']}/1/api/state"
        r = httpx.get(url, headers={"X-Scorepad-Pin": ready["pins"]["1"]}, timeout=10)
        assert r.status_code == 200
        assert json.loads(proc.stdout.readline()) == {
            "event": "activity",
            "table": "1",
            "what": "state",
        }
        proc.stdin.close()  # the window is gone, or pauses entry
        assert json.loads(proc.stdout.readline()) == {"event": "stopped", "reason": "paused"}
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert live_scopes(history) == [f"evening:{DATE}"]  # paused: the codes kept
    assert served_elsewhere(history, f"evening:{DATE}") is None


def test_a_port_taken_is_said_in_words_and_nothing_is_written(history: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        args = ["--db", str(history), "serve", "--evening", DATE, "--port", str(port)]
        out = subprocess.run(
            [sys.executable, "-m", "scorepad", *args],
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.strip() == (
        f"scorepad: cannot listen on 127.0.0.1, port {port}: another program already uses "
        "that port (choose another port)"
    )
    assert live_scopes(history) == []  # no session was started


def test_a_nice_server_runs_below_its_starter(history: Path) -> None:
    proc = _events(history, "--nice", "5")
    try:
        assert proc.stdout is not None
        assert json.loads(proc.stdout.readline())["event"] == "ready"
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, proc.pid) == min(19, mine + 5)
    finally:
        proc.kill()
        proc.wait(10)
