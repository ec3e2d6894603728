"""What Linux, macOS and Windows do differently with files, in one place.

- :func:`replace`: ``os.replace``, which Windows refuses while another program has the file
  open (a viewer showing last week's PDF, a spreadsheet holding the CSV): tried again for a
  moment, then refused with words that say so (:class:`FileInUseError`).
- :func:`network_filesystem`: whether a folder is on a network drive (SMB, NFS, …), where
  SQLite's write-ahead log is not safe (its shared memory does not work across machines):
  ``/proc/mounts`` on Linux, ``statfs`` on macOS and the BSDs, ``GetDriveTypeW`` on Windows.
  :func:`network_warning` words it once per folder and process, with what to do.
- :func:`open_descriptors`: the files this process has open, where the system tells (Linux's
  ``/proc/self/fd``, macOS's ``/dev/fd``, else a probe of the descriptors), for
  :func:`scorepad.store.files.held_here`.

No Qt here (the core's rule); every function takes the system's facility as a parameter the
tests can replace, so each alternative runs on any machine.
"""

from __future__ import annotations

import contextlib
import errno
import ntpath
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

from scorepad.i18n import Text

try:  # POSIX
    import resource as _resource

    resource: ModuleType | None = _resource
except ImportError:  # pragma: no cover - Windows
    resource = None

WINDOWS = os.name == "nt"

# -- replacing a file ----------------------------------------------------------------------------
#: How long :func:`replace` keeps trying while the target is held open, in seconds.
REPLACE_WAIT_S = 2.0
#: Windows' "access denied" and "the file is used by another process" (a sharing violation).
_IN_USE_WINERRORS = frozenset({5, 32, 33})


class FileInUseError(PermissionError):
    """A file could not be moved or replaced because another program has it open (Windows):
    ``target`` is the one it was over (or, when there was none there, the one moved)."""

    def __init__(
        self, src: str | os.PathLike[str], dst: str | os.PathLike[str], cause: OSError
    ) -> None:
        self.target = os.fspath(dst) if os.path.lexists(dst) else os.fspath(src)
        self.cause = cause
        super().__init__(
            errno.EACCES,
            f"another program has {self.target} open (Windows cannot move or replace a file "
            f"that is open): close it there and try again",
            self.target,
        )


def _in_use(e: OSError) -> bool:
    return getattr(e, "winerror", None) in _IN_USE_WINERRORS or (
        WINDOWS and isinstance(e, PermissionError)
    )


def replace(
    src: str | os.PathLike[str],
    dst: str | os.PathLike[str],
    *,
    wait_s: float = REPLACE_WAIT_S,
    move: Callable[[str | os.PathLike[str], str | os.PathLike[str]], None] = os.replace,
    sleep: Callable[[float], None] = time.sleep,
) -> None:
    """``os.replace(src, dst)``; while it fails because another program has the file open
    (Windows' sharing violation, or access denied there), it is tried again for ``wait_s``
    (backing off from 20 ms), and then :class:`FileInUseError` says so. Any other failure is
    raised at once, as it came."""
    delay, waited = 0.02, 0.0
    while True:
        try:
            move(src, dst)
            return
        except OSError as e:
            if not _in_use(e):
                raise
            if waited >= wait_s:
                raise FileInUseError(src, dst, e) from e
            sleep(delay)
            waited += delay
            delay = min(delay * 2, 0.25)


# -- network drives -------------------------------------------------------------------------------
#: File system types that are a network share (Linux's names and macOS's).
NETWORK_TYPES = frozenset(
    {
        "nfs",
        "nfs4",
        "cifs",
        "smb",
        "smb2",
        "smb3",
        "smbfs",
        "afpfs",
        "webdav",
        "davfs",
        "ncpfs",
        "afs",
        "9p",
        "fuse.sshfs",
        "sshfs",
        "glusterfs",
        "fuse.glusterfs",
        "ceph",
        "fuse.ceph",
        "lustre",
        "gpfs",
        "fuse.rclone",
    }
)
#: GetDriveTypeW's answer for a network drive.
DRIVE_REMOTE = 4


def _unescape_mount(field: str) -> str:
    """/proc/mounts writes a space as \\040, a tab \\011, a newline \\012, a backslash \\134."""
    for code, char in (("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")):
        field = field.replace(code, char)
    return field


def linux_fs_type(folder: str, mounts: str) -> str | None:
    """The type of the file system ``folder`` is on, from the text of ``/proc/mounts``: that of
    the longest mount point it is under."""
    best, kind = -1, None
    for line in mounts.splitlines():
        fields = line.split()
        if len(fields) < 3:
            continue
        point = _unescape_mount(fields[1]).rstrip("/") or "/"
        inside = folder == point or folder.startswith(point if point == "/" else point + "/")
        if inside and len(point) > best:
            best, kind = len(point), fields[2]
    return kind


def _read_mounts() -> str | None:
    try:
        return Path("/proc/mounts").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def _bsd_fs_type(folder: str) -> str | None:  # pragma: no cover - macOS and the BSDs
    """``f_fstypename`` of ``statfs(2)``, on macOS (the 64-bit-inode ``struct statfs``)."""
    # Lazy: only macOS and the BSDs need ctypes (~3 ms at every start otherwise)
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    # struct statfs: u32 bsize; i32 iosize; u64 blocks, bfree, bavail, files, ffree;
    # fsid_t (2 x i32); uid_t owner; u32 type, flags, fssubtype; char fstypename[16];
    # char mntonname[1024]; char mntfromname[1024]; u32 reserved[8]
    buf = ctypes.create_string_buffer(4 + 4 + 8 * 5 + 8 + 4 + 4 * 3 + 16 + 1024 + 1024 + 32)
    try:
        statfs = libc["statfs$INODE64"]  # Intel Macs: the 64-bit-inode call by its own name
    except (AttributeError, KeyError):
        statfs = libc.statfs
    if statfs(os.fsencode(folder), buf) != 0:
        return None
    start = 4 + 4 + 8 * 5 + 8 + 4 + 4 * 3
    raw = buf.raw[start : start + 16]
    return raw.split(b"\0", 1)[0].decode("ascii", "replace") or None


def _windows_remote(folder: str, drive_type: Callable[[str], int] | None = None) -> bool:
    """Whether ``folder`` (a Windows path) is on a network drive: a UNC path (``\\\\server\\
    share``) is; a drive letter is when ``GetDriveTypeW`` says DRIVE_REMOTE."""
    drive, _ = ntpath.splitdrive(folder)
    if drive.startswith(("\\\\?\\", "\\\\.\\", "//?/", "//./")):  # \\?\C:\… or \\?\UNC\…
        rest = drive[4:]
        if rest.upper().startswith("UNC"):
            return True
        drive = rest[:2]
    elif drive.startswith(("\\\\", "//")):  # \\server\share
        return True
    if not drive:
        return False
    if drive_type is None:  # pragma: no cover - Windows
        # Lazy: ctypes only on Windows (~3 ms at every start otherwise)
        import ctypes

        drive_type = ctypes.windll.kernel32.GetDriveTypeW  # type: ignore[attr-defined]
    return bool(drive_type(drive + "\\") == DRIVE_REMOTE)


def network_filesystem(
    folder: str | os.PathLike[str],
    *,
    platform: str = sys.platform,
    mounts: Callable[[], str | None] | None = None,
    bsd_type: Callable[[str], str | None] | None = None,
    drive_type: Callable[[str], int] | None = None,
) -> str | None:
    """What network file system ``folder`` is on ("nfs4", "cifs", "smbfs", "a network drive"
    on Windows), or None: a local disk, or a system that cannot tell."""
    if platform == "win32":
        path = ntpath.abspath(os.fspath(folder))
        return "a network drive" if _windows_remote(path, drive_type) else None
    path = os.path.abspath(os.fspath(folder))
    real = os.path.realpath(path)
    try:
        if platform.startswith("linux"):
            text = (mounts or _read_mounts)()
            kind = linux_fs_type(real, text) if text is not None else None
        elif platform == "darwin" or "bsd" in platform:
            kind = (bsd_type or _bsd_fs_type)(real)
        else:
            return None
    except (OSError, AttributeError, ValueError):
        return None
    return kind if kind is not None and kind.lower() in NETWORK_TYPES else None


_warned: dict[str, str] = {}


def network_warning(db_path: str | os.PathLike[str], **kw: object) -> str | None:
    """The warning for a history on a network drive, the first time in this process that a
    history in its folder is opened (None the other times, and for a local disk)."""
    folder = os.path.dirname(os.path.abspath(os.fspath(db_path)))
    if folder in _warned:
        return None
    kind = network_filesystem(folder, **kw)  # type: ignore[arg-type]
    if kind is None:
        return None
    _warned[folder] = text = Text(
        "the history {path} is on a network drive ({kind}). SQLite, which keeps "
        "it, cannot share its write-ahead log safely across machines: two computers writing "
        "to it at once can damage it. Keep the history on this computer's own disk (copy it "
        "there and open the copy with --db), and share it with File > Export or the daily "
        "backups instead.",
        path=os.fspath(db_path),
        kind=kind,
    )
    return text


def network_note(db_path: str | os.PathLike[str]) -> str | None:
    """The warning :func:`network_warning` gave for the folder of ``db_path``, if it gave one
    (for the window, to show it once it is up)."""
    return _warned.get(os.path.dirname(os.path.abspath(os.fspath(db_path))))


# -- open files -----------------------------------------------------------------------------------
#: Where a POSIX system lists this process's open descriptors: Linux's, then macOS's and the
#: BSDs' (where /dev/fd is fdescfs).
FD_FOLDERS = ("/proc/self/fd", "/dev/fd")
#: How many descriptors :func:`open_descriptors` probes where no folder lists them.
PROBE_LIMIT = 4096


def open_descriptors(folders: tuple[str, ...] = FD_FOLDERS) -> Iterator[os.stat_result]:
    """The ``stat`` of each file this process has open (POSIX): from the first of ``folders``
    that lists them, else by probing the descriptors one by one (``os.fstat``). Windows: none
    (its SQLite locks belong to each handle, and closing another does not let them go)."""
    if WINDOWS:
        return
    for place in folders:
        try:
            names = os.listdir(place)
        except OSError:
            continue
        for name in names:
            try:
                yield os.stat(f"{place}/{name}")
            except OSError:
                continue
        return
    limit = 256
    if resource is not None:
        with contextlib.suppress(OSError, ValueError):
            limit = min(resource.getrlimit(resource.RLIMIT_NOFILE)[0], PROBE_LIMIT)
    if limit < 0:  # RLIM_INFINITY
        limit = PROBE_LIMIT
    for fd in range(limit):
        try:
            yield os.fstat(fd)
        except OSError:
            continue
