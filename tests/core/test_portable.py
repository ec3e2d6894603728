"""Windows and macOS (issue 26): each place that leaned on Linux has an alternative, and each
alternative runs here with the Linux facility taken away.

- the store's "is this history open here already" without /proc/self/fd (macOS's /dev/fd, then
  a probe of the descriptors);
- the table-entry server's lock without fcntl (Windows' msvcrt, by a stand-in that keeps
  Windows' rules: a byte locked by one handle cannot be locked by another, in any process);
- ``os.replace`` refused because another program has the file open (Windows): tried again,
  then said in words;
- Windows paths (drive letters, backslashes, any case) naming one lock;
- a history on a network drive, told by /proc/mounts, statfs or GetDriveTypeW, said once;
- line endings: CSV's are CRLF on every system, the JSON export's LF on every system.
"""

from __future__ import annotations

import errno
import json
import ntpath
import os
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from scorepad.errors import StoreError
from scorepad.records.record import Rubber
from scorepad.serve import serving
from scorepad.store import Store, files, portable

SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}
POSIX = os.name == "posix"


def _count(store: Store) -> int:
    return int(store.db.conn.execute("SELECT count(*) FROM rubbers").fetchone()[0])


def _rubber() -> Rubber:
    return Rubber.from_json({"game": "contract", "played_on": "2026-11-29", "players": SEATS})


# -- the store without /proc/self/fd ------------------------------------------------------------
@pytest.mark.skipif(not POSIX, reason="POSIX locks: Windows has no such hazard")
@pytest.mark.parametrize(
    "folders",
    [
        ("/nonexistent/proc/self/fd", "/dev/fd"),  # macOS: /dev/fd (fdescfs)
        ("/nonexistent/proc/self/fd", "/nonexistent/dev/fd"),  # neither: the probe
    ],
    ids=["dev-fd", "probe"],
)
def test_the_store_knows_its_open_history_without_proc(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folders: tuple[str, ...]
) -> None:
    monkeypatch.setattr(files, "FD_FOLDERS", folders)
    path = tmp_path / "h.db"
    assert not files.held_here(path)
    with Store.open(path, backup=False) as store:
        store.create_rubber(_rubber())
        assert files.held_here(path), "an open history is not seen as open here"
        # a second Store of it here (a dialog's own) must not open and close the file itself
        opened: list[str] = []
        real_open = Path.open

        def spy(self: Path, *a: Any, **kw: Any) -> Any:
            if self == path:
                opened.append(str(self))
            return real_open(self, *a, **kw)

        monkeypatch.setattr(Path, "open", spy)
        with Store.open(path, backup=False) as second:
            assert _count(second) == 1
        monkeypatch.setattr(Path, "open", real_open)
        assert opened == [], "the history was opened and closed by plain file calls"
        store.create_rubber(_rubber())
    assert not files.held_here(path)
    with Store.open(path, backup=False) as again:
        assert _count(again) == 2


def test_on_windows_no_descriptor_is_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(portable, "WINDOWS", True)
    assert list(portable.open_descriptors()) == []


# -- the server's lock without fcntl -------------------------------------------------------------
class FakeMsvcrt:
    """msvcrt.locking as Windows does it: ``nbytes`` from the file's position, owned by the
    handle; another handle (in this process or any) is refused; a locked region cannot be read
    through another handle."""

    LK_NBLCK = 2
    LK_UNLCK = 0

    def __init__(self) -> None:
        self.held: dict[tuple[int, int, int], int] = {}
        self.offsets: list[int] = []

    def _key(self, fd: int) -> tuple[int, int, int]:
        st = os.fstat(fd)
        return (st.st_dev, st.st_ino, os.lseek(fd, 0, os.SEEK_CUR))

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        assert nbytes == 1
        key = self._key(fd)
        self.offsets.append(key[2])
        if mode == self.LK_NBLCK:
            if key in self.held and self.held[key] != fd:
                raise PermissionError(errno.EACCES, "Permission denied")
            self.held[key] = fd
        elif mode == self.LK_UNLCK:
            if self.held.get(key) != fd:
                raise PermissionError(errno.EACCES, "Permission denied")
            del self.held[key]

    def readable(self, path: Path) -> bool:
        """Whether the text of ``path`` can be read by another handle (no lock over it)."""
        st, size = path.stat(), path.stat().st_size
        return not any((d, i) == (st.st_dev, st.st_ino) and off < size for d, i, off in self.held)


@pytest.fixture
def no_fcntl(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> FakeMsvcrt:
    fake = FakeMsvcrt()
    monkeypatch.setattr(serving, "fcntl", None)
    monkeypatch.setattr(serving, "msvcrt", fake, raising=False)
    monkeypatch.setattr(serving.tempfile, "gettempdir", lambda: str(tmp_path))
    monkeypatch.setattr(serving, "_TRIES", 2)
    return fake


def test_the_servers_lock_works_with_msvcrt(no_fcntl: FakeMsvcrt, tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    first = serving.ServingLock(db, "evening:2026-12-02")
    assert serving.served_elsewhere(db, "evening:2026-12-02") is None
    assert first.acquire("scorepad serve at http://10.0.0.2:8000")
    first.set_address("10.0.0.2", 8000)
    # the lock's byte is far past the text: the others can read who serves
    assert set(no_fcntl.offsets) == {serving.LOCK_OFFSET}
    assert no_fcntl.readable(first.path)
    who = serving.served_elsewhere(db, "evening:2026-12-02")
    assert who is not None and who.startswith("scorepad serve at http://10.0.0.2:8000")
    second = serving.ServingLock(db, "evening:2026-12-02")
    assert not second.acquire("the window"), "two programs serve one session"
    assert serving.ServingLock(db, "evening:2026-12-03").acquire("the window")  # another one
    first.release()
    assert not no_fcntl.held.get((*_ids(first.path), serving.LOCK_OFFSET))
    assert serving.served_elsewhere(db, "evening:2026-12-02") is None
    assert serving.last_address(db, "evening:2026-12-02") == ("10.0.0.2", 8000)
    assert second.acquire("the window")
    second.release()


def _ids(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_dev, st.st_ino


def test_windows_paths_name_one_lock() -> None:
    one = serving.lock_path(r"C:\Club\Scorepad.db", "evening:2026-12-02", paths=ntpath)
    same = serving.lock_path("c:/club/SCOREPAD.DB", "evening:2026-12-02", paths=ntpath)
    dotted = serving.lock_path(
        r"C:\Club\Tuesday\..\Scorepad.db", "evening:2026-12-02", paths=ntpath
    )
    other = serving.lock_path(r"D:\Club\Scorepad.db", "evening:2026-12-02", paths=ntpath)
    share = serving.lock_path(r"\\clubpc\scores\Scorepad.db", "evening:2026-12-02", paths=ntpath)
    assert one == same == dotted
    assert len({one, other, share}) == 3
    assert "\\" not in one.name and ":" not in one.name


# -- os.replace over a file held open (Windows) -------------------------------------------------
def _sharing_violation() -> PermissionError:
    e = PermissionError(errno.EACCES, "The process cannot access the file")
    e.winerror = 32  # type: ignore[attr-defined]  # as Windows' OSError carries it
    return e


def test_a_replace_refused_while_the_file_is_open_is_tried_again() -> None:
    tries: list[tuple[str, str]] = []
    naps: list[float] = []

    def move(src: Any, dst: Any) -> None:
        tries.append((src, dst))
        if len(tries) < 3:
            raise _sharing_violation()

    portable.replace("a.tmp", "club.csv", move=move, sleep=naps.append)
    assert len(tries) == 3 and len(naps) == 2


def test_a_replace_refused_for_good_says_so(tmp_path: Path) -> None:
    def move(src: Any, dst: Any) -> None:
        raise _sharing_violation()

    naps: list[float] = []
    target = tmp_path / "club.pdf"  # last week's, open in a viewer
    target.write_bytes(b"%PDF-")
    with pytest.raises(portable.FileInUseError) as caught:
        portable.replace(tmp_path / "a.tmp", target, move=move, sleep=naps.append)
    assert f"another program has {target} open" in str(caught.value)
    assert "close it there and try again" in str(caught.value)
    assert sum(naps) >= portable.REPLACE_WAIT_S and isinstance(caught.value, OSError)

    def missing(src: Any, dst: Any) -> None:
        raise FileNotFoundError(errno.ENOENT, "No such file")

    with pytest.raises(FileNotFoundError):  # anything else at once, as it came
        portable.replace("a.tmp", "b", move=missing, sleep=naps.append)


def test_a_restore_over_a_history_held_open_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        store.create_rubber(_rubber())
    copy = files.backup(path)
    assert copy is not None

    def move(src: Any, dst: Any) -> None:
        raise _sharing_violation()

    real = portable.replace
    monkeypatch.setattr(
        portable, "replace", lambda s, d: real(s, d, wait_s=0.05, move=move, sleep=lambda _: None)
    )
    # the history is what is held open: moving it aside is refused, and said of it
    with pytest.raises(StoreError, match=rf"another program has {re.escape(str(path))} open"):
        files.restore(path, copy)
    assert path.exists() and files.is_sound(path)  # nothing lost


# -- a history on a network drive ----------------------------------------------------------------
MOUNTS = """\
sysfs /sys sysfs rw,nosuid 0 0
/dev/sda1 / ext4 rw,relatime 0 0
//clubpc/scores /mnt/club\\040scores cifs rw,vers=3.0 0 0
nas:/export/home /home/ann/nas nfs4 rw,relatime 0 0
/dev/sdb1 /mnt/club\\040scores/local ext4 rw 0 0
"""


def test_a_network_drive_is_told_on_linux() -> None:
    def kind(p: str) -> str | None:
        return portable.network_filesystem(p, platform="linux", mounts=lambda: MOUNTS)

    assert kind("/mnt/club scores/2026") == "cifs"
    assert kind("/home/ann/nas/scorepad") == "nfs4"
    assert kind("/mnt/club scores/local/h") is None  # a local disk mounted inside the share
    assert kind("/home/ann") is None
    assert kind("/mnt/club scoresX") is None  # a name that only begins like the mount point


def test_a_network_drive_is_told_on_macos_and_windows() -> None:
    def mac(p: str, t: str) -> str | None:
        return portable.network_filesystem(p, platform="darwin", bsd_type=lambda _: t)

    assert mac("/Volumes/scores", "smbfs") == "smbfs"
    assert mac("/Users/ann", "apfs") is None

    def drive_type(root: str) -> int:
        return {"Z:\\": portable.DRIVE_REMOTE, "C:\\": 3}[root.upper()]

    def win(p: str) -> str | None:
        return portable.network_filesystem(p, platform="win32", drive_type=drive_type)

    assert win(r"Z:\Scorepad\h.db") == "a network drive"
    assert win(r"C:\Users\Ann\h.db") is None
    assert win(r"\\clubpc\scores\h.db") == "a network drive"
    assert win(r"\\?\UNC\clubpc\scores\h.db") == "a network drive"
    assert win(r"\\?\C:\Users\Ann\h.db") is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc/mounts")
def test_a_history_on_a_network_drive_is_said_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(portable, "_warned", {})
    mounts = f"/dev/sda1 / ext4 rw 0 0\n//clubpc/scores {tmp_path} cifs rw 0 0\n"
    monkeypatch.setattr(portable, "_read_mounts", lambda: mounts)
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        store.create_rubber(_rubber())
    with Store.open(path, backup=False):
        pass
    err = capsys.readouterr().err
    assert err.count("network drive (cifs)") == 1, err
    assert "Keep the history on this computer's own disk" in err
    note = portable.network_note(path)
    assert note is not None and "write-ahead log" in note
    # a local folder says nothing
    monkeypatch.setattr(portable, "_read_mounts", lambda: "/dev/sda1 / ext4 rw 0 0\n")
    with Store.open(tmp_path / "sub.db", backup=False):
        pass
    assert "network" not in capsys.readouterr().err


# -- line endings -------------------------------------------------------------------------------
def test_exports_have_the_same_line_endings_on_every_system(tmp_path: Path) -> None:
    from scorepad.cli import main

    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        store.create_rubber(_rubber())
    assert (
        main(["--db", str(db), "export", "--format", "json", "--out", str(tmp_path / "h.json")])
        == 0
    )
    data = (tmp_path / "h.json").read_bytes()
    assert b"\r" not in data and data.endswith(b"\n") and json.loads(data)
    assert main(["--db", str(db), "export", "--format", "csv", "--out", str(tmp_path / "csv")]) == 0
    for f in (tmp_path / "csv").glob("*.csv"):
        raw = f.read_bytes()
        lines = raw.split(b"\n")[:-1]
        assert lines and all(line.endswith(b"\r") for line in lines), f.name  # RFC 4180


def test_a_subcommand_prints_lf_on_windows() -> None:
    """``scorepad score`` prints the same bytes on Windows: its standard output, which Windows
    would end with "\\r\\n", is set to "\\n" (and left alone elsewhere)."""
    import io

    from scorepad.cli import lf_output

    for system, expected in (("nt", b'{"a": 1}\n'), ("posix", b'{"a": 1}\r\n')):
        raw = io.BytesIO()
        stream = io.TextIOWrapper(raw, encoding="utf-8", newline="\r\n")  # as Windows' console
        lf_output(stream, system)
        stream.write('{"a": 1}\n')
        stream.flush()
        assert raw.getvalue() == expected, system
    lf_output(object(), "nt")  # a stream that cannot be set is left as it is
