"""The main window with a contract rubber, shown on a real display (Xvfb) with Qt's AT-SPI
bridge on, for ``SECONDS`` seconds: what tests/ui/test_atspi.py reads as a screen reader does.

Run as ``python -m tests.helpers.atspi_app SECONDS SETTINGS_DIR`` (QT_QPA_PLATFORM=xcb)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def main(seconds: int, folder: Path) -> int:
    app = QApplication(sys.argv[:1])
    # Lazy: the application first (the window's modules make widgets' types)
    from scorepad.records.record import Rubber
    from scorepad.store import Store
    from tests.helpers.access import rubber_of
    from ui.main_window import MainWindow
    from ui.settings import Settings, use_settings_dir

    use_settings_dir(folder)
    store = Store.open(folder / "h.db", backup=False)
    store.create_rubber(Rubber.from_json({**rubber_of("contract").to_json(), "table": "Table 1"}))
    window = MainWindow(store, Settings())
    for info in store.rubbers():
        window.open_rubber(info.id)
    window.resize(1200, 780)
    window.show()
    pane = window.pane()
    assert pane is not None
    pane.quick.setText("4S N 10")
    pane.quick.textEdited.emit("4S N 10")  # (as typed)
    QTimer.singleShot(500, pane.record)  # a hand recorded: the status bar announces it
    QTimer.singleShot(seconds * 1000, app.quit)
    app.exec()
    store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(int(sys.argv[1]), Path(sys.argv[2])))
