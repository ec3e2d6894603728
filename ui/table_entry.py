"""Evening ▸ Table entry…: the tables score from their phones into this window.

The dialog starts the table-entry server (``scorepad serve --events``, :mod:`scorepad.serve`)
as a child process of this one, shows each table's QR code, address and PIN, which tables are
connected and when each last sent (the child's activity lines, read on the GUI thread), and
saves printable table cards. The server runs in a process of its own so that its work (uvicorn,
Starlette, the store's writes for 25 tables) never holds the interpreter while the window
paints: the tables' writes reach the window as another process's, through its notifier, at
once (the dialog tells it as each hand's line arrives). The child dies with the window: it is
ended on Stop, on closing the evening and on quitting, and it ends itself when its stdin closes
or its parent is gone, so no server is left bound to a port.

**Stop**, or closing the evening's window (:func:`end_entry`), ends entry and its tokens;
closing the dialog or quitting only pauses it: the tokens stay in the history, and the address
the tables use is remembered in the settings.

On the next start the main window offers "Resume table entry?" in a bar above its tabs
(:func:`offer_resume`, called once the start has finished: never a modal question, so an
unattended start does not wait on it). One click serves the paused entry again on the same
address with the same codes and PINs, so the tables carry on.

The web server's modules (uvicorn, Starlette) are never imported by the window, and segno only
when a table's code is drawn: this module itself is light enough for the start-up's check of a
paused entry.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import html
import io
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QProcess,
    QSettings,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorepad import i18n
from scorepad.errors import RecordError, said
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.serving import lan_address, last_address, live_scopes, served_elsewhere
from scorepad.store import Store
from ui import language
from ui.dialogs.files import save_file_name
from ui.notifier import Notifier
from ui.settings import APPLICATION, ORGANIZATION

DEFAULT_PORT = 8765

#: How long the window waits for its table-entry server to say it is ready, in s (it loads
#: uvicorn and Starlette first: about a second).
START_S = 30.0
#: How long a stopping server has to finish its requests after its stdin is closed, then after
#: it is terminated, before it is killed, in ms.
STOP_MS = 3000
KILL_MS = 2000

#: The window's server runs this much below the window's priority, so that when the processors
#: are busy the window's paints come first. Without it a separate process did not help the
#: window at all on a loaded machine; with it the pads in front repaint about twice as fast
#: (p95 and p99). At 10 the server, behind every other program on a machine loaded by others,
#: answered the phones several times later; at 5 a little later (bench/bench_entry_window.py's
#: docstring has the figures).
SERVER_NICE = 5

#: The dialogs alive in this process, by (history file, scope): one server per entry session.
_DIALOGS: dict[tuple[str, str], TableEntryDialog] = {}


def serve_command(
    store_path: str | Path, scope: str, host: str, port: int
) -> tuple[str, list[str]]:
    """The program and arguments of the window's table-entry server: ``scorepad serve
    --events`` of the history at ``store_path`` for ``scope``, by the same Python (``-m
    scorepad``), or by the PyInstaller bundle's own executable, which is the ``scorepad``
    command."""
    kind, _, ident = scope.partition(":")
    args = ["--db", str(store_path), "serve", f"--{kind}", ident]
    args += ["--host", host, "--port", str(port), "--events", "--nice", str(SERVER_NICE)]
    args += ["--who", QCoreApplication.translate("TableEntry", "the Scorepad window at {url}")]
    args += ["--lang", i18n.current()]  # the phone pages' words: the window's language
    if getattr(sys, "frozen", False):
        return sys.executable, args
    return sys.executable, ["-m", "scorepad", *args]


def end_process(proc: QProcess) -> None:
    """End a table-entry server started by this window: its stdin is closed (it finishes what
    it is answering and stops), then it is terminated, then killed."""
    if proc.state() != QProcess.ProcessState.NotRunning:
        proc.closeWriteChannel()
        if not proc.waitForFinished(STOP_MS):
            proc.terminate()
            if not proc.waitForFinished(KILL_MS):
                proc.kill()
                proc.waitForFinished(KILL_MS)


def _said(stderr: bytes) -> str:
    """What a table-entry server that failed said, as a sentence ("Cannot listen on …")."""
    lines = [ln.strip() for ln in stderr.decode("utf-8", "replace").splitlines() if ln.strip()]
    said = [ln.removeprefix("scorepad: ") for ln in lines if ln.startswith("scorepad: ")]
    text = said[-1] if said else (lines[-1] if lines else "")
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", ")")) else text + "."


def qr_pixmap(url: str, scale: int = 5) -> QPixmap:
    # Lazy: the QR library is loaded when a table's code is first drawn (segno, ~40 ms)
    import segno

    buf = io.BytesIO()
    segno.make(url, error="m").save(buf, kind="png", scale=scale, border=2)
    pix = QPixmap()
    pix.loadFromData(buf.getvalue(), "PNG")
    return pix


class TableEntryDialog(QDialog):
    """Table entry for one evening (``date``) or one drive (``drive_id``) of the history at
    ``store_path``.

    Signals:
        activity(table, what): a table's page asked or sent something (on the GUI thread).
    """

    activity = Signal(str, str)

    def __init__(
        self,
        store_path: str | Path,
        date: str = "",
        on_change: Callable[[], None] | None = None,
        parent: QWidget | None = None,
        *,
        drive_id: int | None = None,
        store: Store | None = None,
    ) -> None:
        super().__init__(parent)
        self.store_path = Path(store_path)
        # The window's own open history, if it has one (see _backend)
        self.store = store
        self.date = date
        self.drive_id = drive_id
        self.scope = f"drive:{drive_id}" if drive_id is not None else f"evening:{date}"
        self.on_change = on_change
        self.child: QProcess | None = None  # the table-entry server, while it serves
        self._url = ""
        self._stderr = b""  # the child's last words, for a message if it dies
        self.session: EntrySession | None = None
        self.last_seen: dict[str, str] = {}
        #: Wrong PINs sent to each table since its PIN was given (the server's "wrong pin")
        self.wrong_pins: dict[str, int] = {}
        self._status: dict[str, QLabel] = {}
        self._attack: dict[str, QLabel] = {}
        self.renew_buttons: dict[str, QPushButton] = {}
        self._change_due = False
        self.setWindowTitle(self.tr("Table entry — {0}").format(scope_text(self.scope)))
        _register(self)

        self.host = QComboBox()
        self.host.setAccessibleName(self.tr("Network"))
        self.host.setAccessibleDescription(
            self.tr(
                "Where the phones reach this computer: the club's network, or this computer only"
            )
        )
        lan = lan_address()
        if lan != "127.0.0.1":
            self.host.addItem(self.tr("The club's network ({lan})").format(lan=lan), lan)
        self.host.addItem(self.tr("This computer only (127.0.0.1)"), "127.0.0.1")
        self.port = QSpinBox()
        self.port.setAccessibleName(self.tr("Port"))
        self.port.setAccessibleDescription(self.tr("The port the phones connect to, 0 to 65535"))
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.start_button = QPushButton(self.tr("&Start"))
        self.stop_button = QPushButton(self.tr("S&top"))
        self.cards_button = QPushButton(self.tr("Save table &cards…"))
        self.start_button.setAccessibleDescription(
            self.tr("Start serving the tables' pages to the phones")
        )
        self.stop_button.setAccessibleDescription(
            self.tr("Stop serving: the phones' codes stop working")
        )
        self.cards_button.setAccessibleDescription(
            self.tr("Save every table's card, its code and PIN, to print")
        )
        self.state_label = QLabel()
        self.state_label.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Network:")))
        top.addWidget(self.host, 1)
        top.addWidget(QLabel(self.tr("Port:")))
        top.addWidget(self.port)
        # The buttons on a line of their own: the dialog fits 900×600 in every language.
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.cards_button)
        buttons.addStretch(1)

        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_host)
        scroll.setAccessibleName(self.tr("The tables, scrolled"))
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addLayout(buttons)
        lay.addWidget(self.state_label)
        lay.addWidget(scroll, 1)

        self.start_button.clicked.connect(lambda: self.start())
        self.stop_button.clicked.connect(lambda: self.ask_stop())
        self.cards_button.clicked.connect(lambda: self.save_cards())
        self.activity.connect(self._seen)

        self.served_by: str | None = None
        self._look()
        self.resize(900, 700)

    def _look(self) -> None:
        """Say whether entry is off, paused here, or served now by another program (which a
        showing of the dialog looks at again)."""
        self.served_by = served_elsewhere(self.store_path, self.scope)
        if self.served_by is not None:  # `scorepad serve` serves it now: not paused here
            self.state_label.setText(
                self.tr(
                    "Table entry for {0} is on, served by {served_by}. The "
                    "tables' hands appear here as they come; to serve it from "
                    "this window instead, stop that one first (Ctrl+C in its "
                    "terminal)."
                ).format(scope_text(self.scope), served_by=self.served_by)
            )
        elif self.scope in live_scopes(self.store_path):
            self.start_button.setText(self.tr("&Resume"))
            self.state_label.setText(
                self.tr(
                    "Table entry was paused with the tables' codes kept: Resume "
                    "carries on with the same codes; Stop ends them."
                )
            )
            address = last_address(self.store_path, self.scope) or remembered_address(
                self.store_path, self.scope
            )
            if address is not None:
                self._choose(*address)
        else:
            self.start_button.setText(self.tr("&Start"))
            self.state_label.setText(
                self.tr("Table entry is off. Start lets the tables' phones in.")
            )
        self._buttons()

    def showEvent(self, event: Any) -> None:
        if not self.running:
            self._look()
        super().showEvent(event)

    # -- running -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.child is not None

    def base_url(self) -> str:
        assert self.child is not None
        return self._url

    def start(self) -> bool:
        """Start (or resume) serving on the network and port chosen in the dialog."""
        error = self._serve(str(self.host.currentData()), self.port.value())
        if error is not None:
            QMessageBox.warning(self, self.tr("Table entry"), error)
            return False
        return True

    def resume(self) -> str | None:
        """Serve a paused entry again where the tables knew it (the address remembered when it
        last started), with the same codes and PINs. Returns None, or what went wrong."""
        # Where it was last served, by this window or by `scorepad serve` (whose cards the
        # tables hold), else where this window served it.
        address = last_address(self.store_path, self.scope) or remembered_address(
            self.store_path, self.scope
        )
        if address is not None:
            self._choose(*address)
        return self._serve(str(self.host.currentData()), self.port.value())

    def _choose(self, host: str, port: int) -> None:
        if self.host.findData(host) < 0:
            self.host.addItem(self.tr("As before ({host})").format(host=host), host)
        self.host.setCurrentIndex(self.host.findData(host))
        self.port.setValue(port)

    def _serve(self, host: str, port: int) -> str | None:
        if self.running:
            return None
        elsewhere = served_elsewhere(self.store_path, self.scope)
        if elsewhere is not None:
            return self.tr(
                "Table entry for {0} is already served by {elsewhere}. Its "
                "hands appear here as they come; to serve it from this "
                "window instead, stop that one first (Ctrl+C in its "
                "terminal)."
            ).format(scope_text(self.scope), elsewhere=elsewhere)
        if self.drive_id is None:
            backend = self._backend()
            try:
                if not backend.evening_tables(self.date):
                    return self.tr("The evening has no tables yet: add a table first.")
            finally:
                backend.close()
        ready = self._start_child(host, port)
        if isinstance(ready, str):
            return ready
        self._url = str(ready["url"])
        pins = {str(k): str(v) for k, v in ready["pins"].items()}
        self.session = EntrySession(self.scope, str(ready["token"]), pins, "")
        remember_address(self.store_path, self.scope, host, int(ready["port"]))
        watch_quit()
        self.start_button.setText(self.tr("&Start"))
        self.state_label.setText(
            self.tr(
                "Table entry is on at {0}. Closing this window pauses it; "
                "Stop, or closing the {1}, ends it and its codes."
            ).format(self.base_url(), "drive" if self.drive_id is not None else "evening")
        )
        self._cards(list(pins))
        self._buttons()
        return None

    def _start_child(self, host: str, port: int) -> dict[str, Any] | str:
        """Start the server (``scorepad serve --events``) and wait for its ``ready`` line:
        that line, or what went wrong in words (nothing is then written)."""
        program, args = serve_command(self.store_path, self.scope, host, port)
        proc = QProcess(self)
        proc.setProgram(program)
        proc.setArguments(args)
        proc.start()
        ready: dict[str, Any] | None = None
        deadline = time.monotonic() + START_S
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        try:
            while ready is None and proc.state() != QProcess.ProcessState.NotRunning:
                if time.monotonic() > deadline:
                    break
                proc.waitForReadyRead(100)
                while ready is None and proc.canReadLine():
                    event = _event(proc)
                    if event is not None and event.get("event") == "ready":
                        ready = event
        finally:
            QApplication.restoreOverrideCursor()
        if ready is not None:
            self.child = proc
            proc.readyReadStandardOutput.connect(self._read)
            proc.readyReadStandardError.connect(self._read_stderr)
            proc.finished.connect(self._ended)
            self._stderr = b""
            self._read()  # the lines that came with the ready one
            return ready
        end_process(proc)
        said = _said(bytes(proc.readAllStandardError().data()))
        if not said and proc.error() == QProcess.ProcessError.FailedToStart:
            said = self.tr("{program} could not be run ({0}).").format(
                proc.errorString(), program=program
            )
        proc.deleteLater()
        return self.tr("Table entry could not start: {0} Nothing was changed.").format(
            said or self.tr("its server did not answer in time.")
        )

    def _read(self) -> None:
        """The server's lines: each table's activity, on the GUI thread."""
        proc = self.child
        while proc is not None and proc.canReadLine():
            event = _event(proc)
            if event is not None and event.get("event") == "activity":
                self.activity.emit(str(event["table"]), str(event["what"]))

    def _read_stderr(self) -> None:
        if self.child is not None:
            self._stderr = (self._stderr + bytes(self.child.readAllStandardError().data()))[-4000:]

    def _ended(self) -> None:
        """The server ended by itself: its entry was stopped elsewhere, or it failed."""
        proc = self.child
        if proc is None or proc.state() != QProcess.ProcessState.NotRunning:
            return  # pause() ends it, or not this one
        self._read()
        self._read_stderr()
        self.child = None
        proc.deleteLater()
        if self.scope in live_scopes(self.store_path):
            said = _said(self._stderr)
            self.start_button.setText(self.tr("&Resume"))
            self.state_label.setText(
                self.tr("Table entry has stopped")
                + (f" ({said.rstrip('.')})" if said else "")
                + self.tr(
                    ": the tables' codes are kept, Resume carries on with them; Stop ends them."
                )
            )
        else:
            self.session = None
            self.start_button.setText(self.tr("&Start"))
            self.state_label.setText(
                self.tr("Table entry is off; the tables' codes no longer work.")
            )
            self._cards([])
        self._buttons()

    def pause(self) -> None:
        """Stop serving, keeping the tokens (quitting, closing the dialog)."""
        if self.child is not None:
            proc, self.child = self.child, None
            end_process(proc)
            proc.deleteLater()
            self.start_button.setText(self.tr("&Resume"))
            self.state_label.setText(
                self.tr(
                    "Table entry is paused with the tables' codes kept: Resume "
                    "carries on with the same codes; Stop ends them."
                )
            )
        self._buttons()

    def ask_stop(self) -> bool:
        """Stop asks first: every table's codes stop working at once (a hand waiting on a
        phone is then read out to the secretary). True if entry was ended."""
        tables = len(self.session.pins) if self.session is not None else 0
        answer = QMessageBox.question(
            self,
            self.tr("Stop table entry"),
            self.tr("End table entry for {0}? The codes of ").format(self._short())
            + (
                self.tr("the table")
                if tables == 1
                else self.tr("all {tables} tables").format(tables=tables)
            )
            + self.tr(
                " stop working at once; a phone still holding hands lists "
                "them to read out. (Closing this dialog only pauses entry, "
                "keeping the codes.)"
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.stop()
        return True

    def stop(self) -> None:
        """End table entry: the server stops and the tokens die."""
        self.pause()
        backend = self._backend()
        try:
            backend.stop_sessions(self.scope)
        finally:
            backend.close()
        self.session = None
        self.start_button.setText(self.tr("&Start"))
        self.state_label.setText(self.tr("Table entry is off; the tables' codes no longer work."))
        self._cards([])
        self._buttons()

    def _backend(self) -> Backend:
        """The history for the dialog's own writes: through the window's open Store when it
        has one. (A second Store.open of a history this process holds lets go of its SQLite
        locks on the file, and the window would then miss the server's writes.)"""
        return Backend(self.store_path, _writable(self.store))

    def save_cards(self, path: str | None = None) -> Path | None:
        if self.session is None or self.child is None:
            return None
        if path is None:
            path = save_file_name(
                self,
                self.tr("Save table cards"),
                self.tr("table cards {0}.html").format(self._short()),
                self.tr("HTML (*.html)"),
            )
            if not path:
                return None
        # Lazy: the cards' page is built only when saved (scorepad.serve.cards, with the server)
        from scorepad.serve.cards import table_cards_html

        tokens = {t: self.session.table_token(t) for t in self.session.pins}
        page = table_cards_html(
            self.tr("Table entry, {0}").format(self._short()),
            self.base_url(),
            tokens,
            self.session.pins,
        )
        out = Path(path)
        out.write_text(page, encoding="utf-8")
        return out

    def _short(self) -> str:
        if self.drive_id is None:
            return self.date
        return self.tr("drive {0}").format(self.drive_id)

    def closeEvent(self, event: Any) -> None:
        self.pause()
        super().closeEvent(event)

    # -- showing -------------------------------------------------------------------------
    def _buttons(self) -> None:
        elsewhere = self.served_by is not None and not self.running
        self.start_button.setEnabled(not self.running and not elsewhere)
        self.stop_button.setEnabled(
            not elsewhere and (self.running or self.start_button.text() == "&Resume")
        )
        self.cards_button.setEnabled(self.running)
        self.host.setEnabled(not self.running)
        self.port.setEnabled(not self.running)

    def _cards(self, labels: list[str]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._status.clear()
        self._attack.clear()
        self.renew_buttons.clear()
        if self.session is None or self.child is None:
            return
        # Lazy: with the server (scorepad.serve.cards)
        from scorepad.serve.cards import table_title, table_url

        for i, label in enumerate(labels):
            url = table_url(self.base_url(), self.session.table_token(label), label)
            card = QWidget()
            col = QVBoxLayout(card)
            title = QLabel(self.tr("<b>{0}</b>").format(html.escape(table_title(label))))
            qr = QLabel()
            qr.setPixmap(qr_pixmap(url))
            qr.setAccessibleName(self.tr("QR code of {0}").format(table_title(label)))
            pin = QLabel(self.tr("PIN <b>{0}</b>").format(self.session.pins[label]))
            link = QLabel(url)
            link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            link.setWordWrap(True)
            status = QLabel(self._seen_text(label))
            self._status[label] = status
            attack = QLabel()
            attack.setWordWrap(True)
            attack.setStyleSheet("color: #b00000; font-weight: bold")
            self._attack[label] = attack
            self._show_attack(label)
            renew = QPushButton(self.tr("New PIN and card…"))
            renew.setToolTip(
                self.tr(
                    "Give this table a new PIN and card, and print the card: the old card, "
                    "its PIN and the phones let in with it stop working."
                )
            )
            renew.clicked.connect(lambda _checked=False, t=label: self.renew_card(t))
            self.renew_buttons[label] = renew
            for w in (title, qr, pin, link, status, attack, renew):
                col.addWidget(w)
            self.grid.addWidget(card, i // 3, i % 3)

    def _seen_text(self, label: str) -> str:
        when = self.last_seen.get(label)
        return (
            self.tr("last sent {when}").format(when=when) if when else self.tr("not connected yet")
        )

    def attack_text(self, table: str) -> str:
        """What the secretary is told of a table's wrong PINs ("12 wrong PINs at table 3 from
        another phone"), or "" while there are none."""
        count = self.wrong_pins.get(table, 0)
        if not count:
            return ""
        # Lazy: with the server (scorepad.serve.cards)
        from scorepad.serve.cards import table_title

        name = table_title(table)
        name = name[0].lower() + name[1:] if name != table else name
        if count == 1:
            return self.tr("1 wrong PIN at %1 from another phone").replace("%1", name)
        return (
            self.tr(
                "%1 wrong PINs at %2 from another phone: if nobody at the table is "
                "typing it, give the table a new PIN and card"
            )
            .replace("%1", str(count))
            .replace("%2", name)
        )

    def _show_attack(self, table: str) -> None:
        label = self._attack.get(table)
        if label is not None:
            label.setText(self.attack_text(table))
            label.setVisible(bool(self.wrong_pins.get(table)))

    def give_new_card(self, table: str) -> bool:
        """Give ``table`` a new PIN and so a new card (its address is made from the PIN): the
        old card, its PIN and the phones' keys stop at once. True if done."""
        if self.session is None:
            return False
        backend = self._backend()
        try:
            self.session = backend.new_table_pin(self.scope, table)
        except RecordError as e:
            QMessageBox.warning(self, self.tr("New PIN and card"), said(e))
            return False
        finally:
            backend.close()
        self.wrong_pins.pop(table, None)
        self._cards(list(self.session.pins))
        return True

    def print_card(self, table: str) -> bool:
        """Ask for a printer and print ``table``'s card; False when cancelled."""
        if self.session is None or self.child is None:
            return False
        # Lazy: printing (QtPrintSupport) and the cards' words load when a card is printed
        from scorepad.serve.cards import table_title, table_url
        from ui.table_card import print_card

        url = table_url(self.base_url(), self.session.table_token(table), table)
        return print_card(self, table_title(table), url, self.session.pins[table])

    def renew_card(self, table: str) -> bool:
        """The one action for a table under attack, or whose card was lost: asks, gives the
        table a new PIN and card, and prints the card."""
        # Lazy: with the server (scorepad.serve.cards)
        from scorepad.serve.cards import table_title

        answer = QMessageBox.question(
            self,
            self.tr("New PIN and card"),
            self.tr(
                "Give %1 a new PIN and card? Its old card and PIN stop working at once, and "
                "its phones must scan the new card. The new card is printed next."
            ).replace("%1", table_title(table)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes or not self.give_new_card(table):
            return False
        self.print_card(table)
        return True

    def _seen(self, table: str, what: str) -> None:
        if what == "wrong pin":  # not the table's own: someone without its key tries PINs
            self.wrong_pins[table] = self.wrong_pins.get(table, 0) + 1
            self._show_attack(table)
            return
        self.last_seen[table] = dt.datetime.now().strftime("%H:%M:%S")
        if table in self._status:
            self._status[table].setText(self._seen_text(table))
        if what in ("hand", "undo", "next", "line") and not self._change_due:
            # One reload for the hands that arrive together: the views read the history
            # again once, after the events already waiting, instead of once per hand.
            self._change_due = True
            QTimer.singleShot(0, self, self._changed)

    def _changed(self) -> None:
        self._change_due = False
        if self.on_change is not None:
            self.on_change()


def _writable(store: Store | None) -> Store | None:
    """The window's store to write through, unless it is read-only (then a Store of its own
    says so in words)."""
    return store if store is not None and not store.read_only and not store.closed else None


def _event(proc: QProcess) -> dict[str, Any] | None:
    """The server's next line (one JSON object), or None if it is not one."""
    line = bytes(proc.readLine().data()).decode("utf-8", "replace")
    try:
        event = json.loads(line)
    except ValueError:
        return None
    return event if isinstance(event, dict) else None


# -- the dialogs of this process, one per entry session -----------------------------------------
def _key(store_path: str | Path, scope: str) -> tuple[str, str]:
    return (str(Path(store_path).resolve()), scope)


def _register(dialog: TableEntryDialog) -> None:
    key = _key(dialog.store_path, dialog.scope)
    mark = object()
    _DIALOGS[key] = dialog
    _MARKS[key] = mark

    def forget(_obj: object = None) -> None:
        if _MARKS.get(key) is mark:  # not a newer dialog of the same session
            _DIALOGS.pop(key, None)
            _MARKS.pop(key, None)

    dialog.destroyed.connect(forget)


_MARKS: dict[tuple[str, str], object] = {}


def watch_quit() -> None:
    """Pause every entry served here when the application quits: the servers stop, the
    tokens stay (connected once per application)."""
    app = QApplication.instance()
    if app is None or app.property("scorepad_quit_watch"):
        return
    app.aboutToQuit.connect(pause_all)
    app.setProperty("scorepad_quit_watch", True)


def pause_all() -> None:
    """Pause every table entry served by this process (what quitting does)."""
    for dialog in list(_DIALOGS.values()):
        dialog.pause()


def running_dialog(store_path: str | Path, scope: str) -> TableEntryDialog | None:
    """The dialog of this process for the entry session ``scope``, if there is one."""
    return _DIALOGS.get(_key(store_path, scope))


def evening_closed(
    store_path: str | Path | None, scope: str, parent: QWidget | None, store: Store | None = None
) -> bool:
    """The evening's window closed (``parent`` is the window it belongs to): its server stops
    at once, and its entry ends (the tokens die) on the next turn of the event loop, unless the
    application is quitting then, which only pauses entry.

    A quit closes every window in an order Qt does not promise, the evening's perhaps before
    the main window. So the end waits a turn: by then a quit has closed the main window too (or
    the event loop has stopped, and the turn never comes), while the secretary closing the
    evening leaves the main window open. True if entry was running or is to be ended."""
    dialog = None if store_path is None else running_dialog(store_path, scope)
    was_running = dialog is not None and dialog.running
    if dialog is not None:
        dialog.pause()
    if parent is None:
        return end_entry(store_path, scope, store)
    if not parent.isVisible():
        return was_running
    # (parent as the timer's context: Qt drops the call if the window is gone by then)
    QTimer.singleShot(0, parent, lambda: _end_unless_quitting(store_path, scope, parent, store))
    return True


def _end_unless_quitting(
    store_path: str | Path | None, scope: str, parent: QWidget, store: Store | None
) -> None:
    try:
        quitting = not parent.isVisible()
    except RuntimeError:  # the window is gone: the application is ending
        return
    if not quitting:
        end_entry(store_path, scope, store)


def end_entry(store_path: str | Path | None, scope: str, store: Store | None = None) -> bool:
    """End the table entry of ``scope`` (closing the evening): its server stops, if this
    process serves it, and its tokens die. True if there was one to end. ``store``: the
    window's open history, written through (see :meth:`TableEntryDialog._backend`)."""
    if store_path is None or str(store_path) == ":memory:":
        return False
    dialog = running_dialog(store_path, scope)
    if dialog is not None and (dialog.running or scope in live_scopes(store_path)):
        dialog.stop()
        return True
    if scope not in live_scopes(store_path):
        return False
    # Lazy: the store's errors, only when a paused entry is ended (already loaded, ~0 ms)
    from scorepad.errors import StoreError

    if store is None and dialog is not None:
        store = dialog.store
    try:
        backend = Backend(store_path, _writable(store))
    except StoreError:  # a read-only history cannot end it; the tokens stay
        return False
    try:
        backend.stop_sessions(scope)
    finally:
        backend.close()
    return True


# -- the address the tables know, kept for a resume ----------------------------------------------
def _address_key(store_path: str | Path, scope: str) -> str:
    digest = hashlib.sha256("\n".join(_key(store_path, scope)).encode()).hexdigest()[:20]
    return f"table_entry/{digest}"


def _settings() -> QSettings:
    fmt, scope = QSettings.Format.IniFormat, QSettings.Scope.UserScope
    return QSettings(fmt, scope, ORGANIZATION, APPLICATION)


def remember_address(store_path: str | Path, scope: str, host: str, port: int) -> None:
    settings = _settings()
    settings.setValue(_address_key(store_path, scope), f"{host} {port}")
    settings.sync()


def remembered_address(store_path: str | Path, scope: str) -> tuple[str, int] | None:
    value = _settings().value(_address_key(store_path, scope))
    try:
        host, port = str(value).split()
        return host, int(port)
    except ValueError:
        return None


# -- opening ---------------------------------------------------------------------------------------
def reload_evening(view: Any) -> None:
    """A table wrote (through the server's own connection): the store's notifier looks for
    the change at once, and every view that shows it (the evening's pads and summary, a
    main-window tab, a player page) reads again, as for any other process's write."""
    Notifier.of(view.store).poll()


def dialog_for(view: Any, date: str) -> TableEntryDialog:
    """The evening's table-entry dialog: the one this process already has, or a new one
    (``view`` has the store; the dialog is its child)."""
    dialog = running_dialog(view.store.path, f"evening:{date}")
    if dialog is None:
        dialog = TableEntryDialog(
            view.store.path,
            date,
            on_change=lambda: reload_evening(view),
            parent=view,
            store=view.store,
        )
    return dialog


def drive_dialog_for(window: Any, drive_id: int) -> TableEntryDialog:
    """The drive's table-entry dialog: the one this process already has, or a new one, the
    child of ``window`` (which has the store)."""
    dialog = running_dialog(window.store.path, f"drive:{drive_id}")
    if dialog is None:
        dialog = TableEntryDialog(
            window.store.path,
            on_change=lambda: reload_evening(window),
            parent=window,
            drive_id=drive_id,
            store=window.store,
        )
    return dialog


class _DriveClosed(QObject):
    """Closing the drive's window ends its table entry, as closing the evening's does (a
    quit, which closes every window, only pauses it)."""

    def __init__(self, window: Any) -> None:
        # (the window is only the parent: no attribute holds it, so no reference cycle keeps
        # a closed window for Python's collector to free at a moment Qt does not expect)
        super().__init__(window)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.parent() and event.type() == QEvent.Type.Close:
            w: Any = obj
            evening_closed(w.store.path, f"drive:{w.drive_id}", w.parentWidget(), w.store)
        return False


def open_drive_entry(window: Any) -> TableEntryDialog:
    """Drive ▸ Table entry… in a drive's window (ui/drives/window.py): the same dialog, for
    the drive's tables "1" … "T"."""
    dialog = drive_dialog_for(window, window.drive_id)
    if not window.property("scorepad_entry_watch"):
        window.installEventFilter(_DriveClosed(window))
        window.setProperty("scorepad_entry_watch", True)
    if dialog.isVisible():
        dialog.raise_()
        dialog.activateWindow()
    dialog.show()
    return dialog


def open_table_entry(view: Any) -> TableEntryDialog:
    """Evening ▸ Table entry… for an evening view (ui/evening.py)."""
    dialog = dialog_for(view, view.date)
    if dialog.isVisible():  # already open: bring it forward
        dialog.raise_()
        dialog.activateWindow()
    dialog.show()
    return dialog


# -- the next start: "Resume table entry?" ---------------------------------------------------------
def scope_text(scope: str) -> str:
    kind, _, rest = scope.partition(":")
    if kind == "evening":
        try:
            d = dt.date.fromisoformat(rest)
        except ValueError:
            return QCoreApplication.translate("TableEntry", "the evening of {rest}").format(
                rest=rest
            )
        return QCoreApplication.translate("TableEntry", "the evening of {date}").format(
            date=language.long_date(d)
        )
    # the drive's number, as the drive window's title gives it
    return QCoreApplication.translate("TableEntry", "drive {0}").format(rest)
