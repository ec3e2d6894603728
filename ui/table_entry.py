"""Evening ▸ Table entry…: the tables score from their phones into this window.

The dialog starts the table-entry server (:mod:`scorepad.serve`) in a thread beside the Qt
event loop, shows each table's QR code, address and PIN, which tables are connected and when
each last sent, and saves printable table cards. **Stop** ends entry and its tokens; closing the
dialog (or quitting) only pauses it: the tokens stay in the history, and opening the dialog again
offers to resume with the same codes.
"""

from __future__ import annotations

import datetime as dt
import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import segno
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
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

from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.cards import table_cards_html, table_url
from scorepad.serve.server import ServerThread, lan_address
from ui.notifier import Notifier

DEFAULT_PORT = 8765


def qr_pixmap(url: str, scale: int = 5) -> QPixmap:
    buf = io.BytesIO()
    segno.make(url, error="m").save(buf, kind="png", scale=scale, border=2)
    pix = QPixmap()
    pix.loadFromData(buf.getvalue(), "PNG")
    return pix


class TableEntryDialog(QDialog):
    """Table entry for one evening of the history at ``store_path``.

    Signals:
        activity(table, what): a table's page asked or sent something (on the GUI thread).
    """

    activity = Signal(str, str)

    def __init__(
        self,
        store_path: str | Path,
        date: str,
        on_change: Callable[[], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store_path = Path(store_path)
        self.date = date
        self.scope = f"evening:{date}"
        self.on_change = on_change
        self.server: ServerThread | None = None
        self.session: EntrySession | None = None
        self.last_seen: dict[str, str] = {}
        self._status: dict[str, QLabel] = {}
        self.setWindowTitle(f"Table entry — evening of {date}")

        self.host = QComboBox()
        self.host.setAccessibleName("Network")
        lan = lan_address()
        if lan != "127.0.0.1":
            self.host.addItem(f"The club's network ({lan})", lan)
        self.host.addItem("This computer only (127.0.0.1)", "127.0.0.1")
        self.port = QSpinBox()
        self.port.setAccessibleName("Port")
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.start_button = QPushButton("&Start")
        self.stop_button = QPushButton("S&top")
        self.cards_button = QPushButton("Save table &cards…")
        self.state_label = QLabel()
        self.state_label.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel("Network:"))
        top.addWidget(self.host, 1)
        top.addWidget(QLabel("Port:"))
        top.addWidget(self.port)
        top.addWidget(self.start_button)
        top.addWidget(self.stop_button)
        top.addWidget(self.cards_button)

        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_host)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.state_label)
        lay.addWidget(scroll, 1)

        self.start_button.clicked.connect(lambda: self.start())
        self.stop_button.clicked.connect(lambda: self.stop())
        self.cards_button.clicked.connect(lambda: self.save_cards())
        self.activity.connect(self._seen)

        backend = Backend(self.store_path)
        try:
            paused = backend.session_for(self.scope)
        finally:
            backend.close()
        if paused is not None:
            self.start_button.setText("&Resume")
            self.state_label.setText(
                "Table entry was paused with the tables' codes kept: Resume carries on with "
                "the same codes; Stop ends them."
            )
        else:
            self.state_label.setText("Table entry is off. Start lets the tables' phones in.")
        self._buttons()
        self.resize(900, 700)

    # -- running -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.server is not None

    def base_url(self) -> str:
        assert self.server is not None
        return f"http://{self.server.host}:{self.server.port}"

    def start(self) -> bool:
        if self.running:
            return True
        backend = Backend(self.store_path)
        try:
            labels = backend.evening_tables(self.date)
            if not labels:
                QMessageBox.information(
                    self, "Table entry", "The evening has no tables yet: add a table first."
                )
                return False
            self.session = backend.start_session(self.date, labels)
        finally:
            backend.close()
        app = create_app(self.store_path, self.scope, labels, on_activity=self.activity.emit)
        try:
            self.server = ServerThread(app, str(self.host.currentData()), self.port.value())
        except OSError as e:
            QMessageBox.warning(self, "Table entry", f"Cannot listen on that port: {e}")
            return False
        self.server.start()
        self.state_label.setText(
            f"Table entry is on at {self.base_url()}. Closing this window pauses it; "
            "Stop ends it and its codes."
        )
        self._cards(labels)
        self._buttons()
        return True

    def pause(self) -> None:
        """Stop serving, keeping the tokens (quitting, closing the dialog)."""
        if self.server is not None:
            self.server.stop()
            self.server = None
        self._buttons()

    def stop(self) -> None:
        """End table entry: the server stops and the tokens die."""
        self.pause()
        backend = Backend(self.store_path)
        try:
            backend.stop_sessions(self.scope)
        finally:
            backend.close()
        self.session = None
        self.start_button.setText("&Start")
        self.state_label.setText("Table entry is off; the tables' codes no longer work.")
        self._cards([])
        self._buttons()

    def save_cards(self, path: str | None = None) -> Path | None:
        if self.session is None or self.server is None:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, "Save table cards", f"table cards {self.date}.html", "HTML (*.html)"
            )
            if not path:
                return None
        page = table_cards_html(
            f"Table entry, {self.date}", self.base_url(), self.session.token, self.session.pins
        )
        out = Path(path)
        out.write_text(page, encoding="utf-8")
        return out

    def closeEvent(self, event: Any) -> None:
        self.pause()
        super().closeEvent(event)

    # -- showing -------------------------------------------------------------------------
    def _buttons(self) -> None:
        self.start_button.setEnabled(not self.running)
        self.stop_button.setEnabled(self.running or self.start_button.text() == "&Resume")
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
        if self.session is None or self.server is None:
            return
        for i, label in enumerate(labels):
            url = table_url(self.base_url(), self.session.token, label)
            card = QWidget()
            col = QVBoxLayout(card)
            title = QLabel(f"<b>Table {label}</b>")
            qr = QLabel()
            qr.setPixmap(qr_pixmap(url))
            qr.setAccessibleName(f"QR code of table {label}")
            pin = QLabel(f"PIN <b>{self.session.pins[label]}</b>")
            link = QLabel(url)
            link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            link.setWordWrap(True)
            status = QLabel(self._seen_text(label))
            self._status[label] = status
            for w in (title, qr, pin, link, status):
                col.addWidget(w)
            self.grid.addWidget(card, i // 3, i % 3)

    def _seen_text(self, label: str) -> str:
        when = self.last_seen.get(label)
        return f"last sent {when}" if when else "not connected yet"

    def _seen(self, table: str, what: str) -> None:
        self.last_seen[table] = dt.datetime.now().strftime("%H:%M:%S")
        if table in self._status:
            self._status[table].setText(self._seen_text(table))
        if what in ("hand", "undo", "next") and self.on_change is not None:
            self.on_change()


def reload_evening(view: Any) -> None:
    """A table wrote (through the server's own connection): the store's notifier looks for
    the change at once, and every view that shows it (the evening's pads and summary, a
    main-window tab, a player page) reads again, as for any other process's write."""
    Notifier.of(view.store).poll()


def open_table_entry(view: Any) -> TableEntryDialog:
    """Evening ▸ Table entry… for an evening view (ui/evening.py)."""
    dialog = TableEntryDialog(
        view.store.path, view.date, on_change=lambda: reload_evening(view), parent=view
    )
    dialog.show()
    return dialog
