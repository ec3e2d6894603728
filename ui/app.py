"""Start the application: ``scorepad`` with no subcommand.

Start-up is kept light: the history is opened, only the rubbers in play are loaded and scored
(never the whole history), and the dialogs are imported when first used.
``--exit-after-paint`` starts exactly as a user would (same database, same rubbers reopened)
and exits 0 right after the first paint of the front rubber's pad (of the window when no rubber
is in play); ``--exit-when-ready`` exits 0 once the quick entry has the cursor and takes typing.
The start is progressive: the front rubber's pad paints first, alone where its pane puts it;
the menus, its pane (entry, deal list), the other tabs' titles and the server that answers a
second start on the same history (QtNetwork) come just after (MainWindow.finish_start). In the
usual start the pad is painted before the history is even opened: the front rubber is read
from the file on its own (scorepad.store.front, plain sqlite3, read-only) and the store, with
its checks and all its modules, is opened just after the paint (:class:`Start`). What the
first paint does not use is not imported before it (tests/ui/test_startup.py checks which).
``scorepad`` finds :func:`run` through the ``scorepad.app`` entry points, as it finds
``--self-test`` (:mod:`ui.selftest`).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

# Qt-free at import: the front rubber is read (and its rules imported) before PySide6 is.
from scorepad import __version__, i18n
from scorepad.cli import db_path
from scorepad.cli import main as cli_main
from scorepad.errors import StoreError, said
from scorepad.store.failures import DamagedError, ReadOnlyError
from scorepad.store.files import default_db_path
from scorepad.store.front import FrontRubber, read_front
from scorepad.store.portable import network_note
from ui import skip_source_scan

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from scorepad.store import Store
    from ui.main_window import MainWindow
    from ui.single import SingleInstance


class StartMarks:
    """The start's milestones, printed on standard error when ``SCOREPAD_START_MARKS`` is set
    (for profiling: bench/bench_startup.py): the process's CPU time so far (interpreter start
    included) and the wall time since this module was imported."""

    def __init__(self) -> None:
        self.on = bool(os.environ.get("SCOREPAD_START_MARKS"))
        self.t0 = time.perf_counter()
        self.marks: list[tuple[str, float, float]] = []
        self.clock: dict[str, float] = {}

    def __call__(self, what: str) -> None:
        if self.on:
            self.marks.append((what, time.process_time(), time.perf_counter() - self.t0))
            self.clock[what] = time.monotonic()

    def report(self) -> None:
        """One line a mark: ``start mark: WHAT cpu=MS wall=MS monotonic=S`` (the monotonic
        clock is the system's, so a benchmark can time a mark from when it started us)."""
        for what, cpu, wall in self.marks if self.on else []:
            print(
                f"start mark: {what} cpu={cpu * 1000:.1f} wall={wall * 1000:.1f} "
                f"monotonic={self.clock[what]:.6f}",
                file=sys.stderr,
            )


mark = StartMarks()
mark("ui.app imported")


def run(args: argparse.Namespace) -> int:
    """Open the window (the ``window`` entry point in ``scorepad.app``, pyproject.toml)."""
    if no_display():
        print(
            "scorepad: there is no display to open the window on (DISPLAY and "
            "WAYLAND_DISPLAY are not set). The subcommands work without one (scorepad "
            "--help); QT_QPA_PLATFORM=offscreen runs the window unseen.",
            file=sys.stderr,
        )
        return 1

    path = db_path(args) or default_db_path()
    front = None if str(path) == ":memory:" else read_front(Path(path))
    mark("front rubber read")
    # Lazy: PySide6 after the front rubber's read (see the imports above), ~20 ms
    from PySide6.QtWidgets import QApplication

    # PySide6 reads the source of every module imported after it: not Scorepad's own (~18 ms)
    skip_source_scan()
    # Lazy: the icons and the lock after the front rubber's read, with PySide6, ~20 ms
    import ui.resources_rc  # noqa: F401  (registers :/icons)
    from ui.single import SingleInstance

    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    app.setApplicationName("Scorepad")
    app.setOrganizationName("Scorepad")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("org.scorepad.Scorepad")  # packaging/org.scorepad.Scorepad.desktop
    # The window's language before any word of it is built: --lang's for this start (the
    # command line chose it, scorepad.cli.choose_language), else View ▸ Language's.
    # Lazy: Qt's modules after the front rubber's read (see the imports above), with PySide6
    from ui.language import install
    from ui.settings import Settings

    install(i18n.current() if getattr(args, "lang", None) else Settings().language)
    # The icon (six PNGs from the resources, ~4 ms) comes just after the first paint
    # (Start.after_first_paint), or before a message box shown before it (set_icon).
    mark("QApplication")
    # One window per history file: a window already open on it comes forward instead.
    instance = SingleInstance(path)
    # The lock now, the server that answers later starts just after the first paint (QtNetwork
    # is not needed before it; a start in between waits for it: ui/single.py).
    if str(path) != ":memory:" and not instance.claim(listen=False):
        if instance.ask_running():
            print(
                f"scorepad: {path} is already open in a window; it was brought forward",
                file=sys.stderr,
            )
            return 0
        if not instance.claim(listen=False):  # its holder quit meanwhile, or is out of reach
            print(
                f"scorepad: {path} is already open in another window, which could not be "
                "asked to come forward (another temporary folder?): switch to it",
                file=sys.stderr,
            )
            return 1
    if not confirm_new_history(args):  # after deferring to a window already open on it
        instance.release()
        return 0
    start = Start(app, args, path, instance, front)
    try:
        return start.run()
    finally:
        if start.window is not None:
            start.window.stop_daily()  # a quit during the day's backup: removed, made next time
        if start.store is not None:
            start.store.close()
        instance.release()
        mark("closed")
        mark.report()


class Start:
    """A progressive start: the window shows the front rubber's pad first; the menus and the
    rest are built just after its first paint, and the keys typed meanwhile are held for the
    quick entry (MainWindow.finish_start).

    The usual start paints before the history is even opened: the front rubber is read from
    the file on its own (:func:`scorepad.store.front.read_front`, read-only, plain sqlite3),
    and the store (with its checks, and everything else the window needs) is opened just
    after the paint. A start with anything to do or tell first (the day's first start with
    its check and backup, an upgrade, a read-only or damaged file, no rubber in play) opens
    the history before the first paint instead, as it always did."""

    def __init__(
        self,
        app: QApplication,
        args: argparse.Namespace,
        path: Any,
        instance: SingleInstance,
        front: FrontRubber | None,
    ) -> None:
        self.front = front
        self.app = app
        self.args = args
        self.path = path
        self.instance = instance
        self.store: Store | None = None
        self.window: MainWindow | None = None
        self.damage: StoreError | None = None
        self.unattended = getattr(args, "exit_after_paint", False) or getattr(
            args, "exit_when_ready", False
        )

    def run(self) -> int:
        # Lazy: the window after the front rubber's read (see the imports above), ~20 ms
        from PySide6.QtCore import QTimer

        from ui.main_window import MainWindow, first_paint_then
        from ui.single import bring_forward

        front = self.front
        if front is not None:
            window = MainWindow(None, deferred=True)
            mark("window built")
            window.show_front(front)
            mark("front rubber loaded")
        else:
            code = self.open_history()
            if code:
                return code
            mark("history opened")
            window = MainWindow(self.store, deferred=True)
            mark("window built")
            window.open_rubbers_in_play()
            mark("front rubber loaded")
        self.window = window
        self.instance.activated.connect(lambda: bring_forward(window))
        first = window.front_pad() or window
        first_paint_then(first, self.after_first_paint)
        if getattr(self.args, "exit_after_paint", False):
            first_paint_then(first, self.app.quit)
        if getattr(self.args, "exit_when_ready", False):
            window.ready.connect(lambda: QTimer.singleShot(0, self.app.quit))
        window.show()
        mark("shown")
        return int(self.app.exec())

    def after_first_paint(self) -> None:
        # Lazy: imported by run() already
        from PySide6.QtCore import QTimer

        mark("first paint")
        # The collector back on as soon as this returns to the event loop: just after ready,
        # and even if a fault in the rest of the start left the window short of ready.
        QTimer.singleShot(0, release_collector)
        set_icon(self.app)
        window = self.window
        assert window is not None
        if self.store is None:  # the pad was read before the history was opened
            code = self.open_history()
            if code:
                window.close()
                self.app.exit(code)
                return
            mark("history opened")
            assert self.store is not None
            window.attach_store(self.store)
            window.open_rubbers_in_play()
        window.finish_start()
        mark("ready")
        QTimer.singleShot(0, self.instance.listen)
        if self.damage is not None and not getattr(self.args, "exit_after_paint", False):
            damage = self.damage
            QTimer.singleShot(0, lambda: window.offer_restore(damage))
        # A history on a network drive (said on standard error as it opened): said here too,
        # once, with what to do.
        note = network_note(self.path or default_db_path())
        if note is not None and not self.unattended:
            QTimer.singleShot(0, lambda: _warn_network(window, note))

    def open_history(self) -> int:
        """Open the history (:attr:`store`); 0, or the exit status when it cannot be used
        (said on standard error, and in a message box unless the start is unattended)."""
        # Lazy: the store's modules are loaded after the first paint of the usual start ~60 ms
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QMessageBox

        from scorepad.store import Store

        code = self.check_log()
        if code:
            return code
        try:
            try:
                # The day's check and backup are left to the background, once the window
                # takes typing (MainWindow.start_daily): they never stand before it.
                self.store = Store.open(self.path, day="apart")
            except (DamagedError, ReadOnlyError) as e:
                # Damaged or not writable: open it read-only to look at and print (with a
                # banner); a damaged one is offered its last good backup once the window is up.
                print(f"scorepad: {e}", file=sys.stderr)
                self.store = Store.open(self.path, read_only=True)
                self.damage = e if isinstance(e, DamagedError) else None
        except StoreError as e:
            print(f"scorepad: {e}", file=sys.stderr)
            if not self.unattended:
                set_icon(self.app)
                QMessageBox.critical(None, QCoreApplication.translate("Start", "Scorepad"), said(e))
            return 3
        return 0

    def check_log(self) -> int:
        """The check at open for a write-ahead log left beside the history that does not fit
        it: said in words, and moved aside only if the user says so; 0 to go on
        opening, or the exit status (3) when the user quits, leaving both as they are. An
        unattended start never moves it: it says so on standard error and does not open."""
        path = Path(self.path)
        if str(self.path) == ":memory:" or not path.with_name(path.name + "-wal").exists():
            return 0
        # Lazy: only a start with a log left beside the history checks it (copies, ~5 ms)
        from scorepad.store.stray_log import STRAY_WORDS, examine, move_aside

        stray = examine(path, quick=True)
        if stray is None:
            return 0
        print(f"scorepad: {STRAY_WORDS}: {stray.log}", file=sys.stderr)
        if self.unattended:
            print(
                "scorepad: not opened; scorepad verify --move-stray-log moves the log aside",
                file=sys.stderr,
            )
            return 3
        # Lazy: the dialog only for a stray log (ui.dialogs.stray_log, QMessageBox), ~2 ms
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QMessageBox

        from ui.dialogs.stray_log import ask_to_move, moved_text

        set_icon(self.app)
        if not ask_to_move(None, stray):
            return 3
        try:
            target = move_aside(path, stray)
        except (OSError, StoreError) as e:
            QMessageBox.critical(
                None,
                QCoreApplication.translate("Start", "Scorepad"),
                QCoreApplication.translate("Start", "The log could not be moved aside: {e}").format(
                    e=e
                ),
            )
            return 3
        print(f"scorepad: {moved_text(path, target)}", file=sys.stderr)
        return 0


def release_collector() -> None:
    """The cyclic garbage collector back on, once the window takes typing: the command line
    holds it for the start (:func:`scorepad.cli.main`). One pass over what the start made, then
    what is left (the window, its classes and Qt's enums, as long-lived as the window) is frozen
    out of later passes, so that none of them walks it again while a hand is recorded. Nothing
    is done when the collector runs already (a window started some other way)."""
    if gc.isenabled():
        return
    gc.collect()
    gc.freeze()
    gc.enable()


def confirm_new_history(args: argparse.Namespace) -> bool:
    """A ``--db`` (or ``SCOREPAD_DB``) that names no file yet: the window asks before it makes
    a new, empty history there (a mistyped path must not silently become one). The default
    history in the user's data directory is made without asking, as the quick start needs; so
    is one for an unattended start (``--exit-after-paint``, ``--exit-when-ready``)."""
    chosen = db_path(args)
    if chosen is None or chosen == ":memory:" or os.path.exists(chosen):
        return True
    if getattr(args, "exit_after_paint", False) or getattr(args, "exit_when_ready", False):
        return True
    # Lazy: only a start on a new history asks (PySide6 comes after the front read), ~2 ms
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    set_icon(QApplication.instance())
    folder = os.path.dirname(os.path.abspath(chosen))
    if not os.path.isdir(folder):
        QMessageBox.critical(
            None,
            QCoreApplication.translate("App", "Scorepad"),
            QCoreApplication.translate(
                "App",
                "There is no folder {folder} for a history at {chosen}. "
                "Check the path; nothing was created.",
            ).format(folder=folder, chosen=chosen),
        )
        return False
    answer = QMessageBox.question(
        None,
        QCoreApplication.translate("App", "Scorepad"),
        QCoreApplication.translate(
            "App", "There is no history at {chosen}.\n\nStart a new, empty history there?"
        ).format(chosen=chosen),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def _warn_network(parent: Any, note: str) -> None:
    """A history on a network drive, said once in a message box (ui/app.py's start)."""
    # Lazy: QtWidgets' message box only where a history is on a network drive
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(
        parent,
        QCoreApplication.translate("App", "History on a network drive"),
        note[:1].upper() + note[1:],
    )


def set_icon(app: Any) -> None:
    """The application's icon, once (the windows and message boxes shown from now on take it)."""
    if app is not None and not app.property("scorepad_icon"):
        app.setWindowIcon(app_icon())
        app.setProperty("scorepad_icon", True)


def app_icon() -> QIcon:
    """The application icon at the usual sizes, from the compiled resources."""
    # Lazy: PySide6 comes after the front rubber's read (see the imports above), ~2 ms
    from PySide6.QtGui import QIcon

    import ui.resources_rc  # noqa: F401  (registers :/icons)

    icon = QIcon()
    for n in (16, 32, 48, 64, 128, 256):
        icon.addFile(f":/icons/scorepad-{n}.png")
    return icon


def no_display() -> bool:
    """On Linux, whether Qt would find no screen (and abort) when the window is opened."""
    return (
        sys.platform.startswith("linux")
        and not os.environ.get("QT_QPA_PLATFORM")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    )


def main() -> int:

    return cli_main()
