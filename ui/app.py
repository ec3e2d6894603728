"""Start the application (placeholder until the main window lands)."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from scorepad import __version__


def run(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Scorepad")
    app.setApplicationVersion(__version__)
    window = QMainWindow()
    window.setWindowTitle("Scorepad")
    window.setCentralWidget(QLabel("Scorepad"))
    window.resize(900, 640)
    window.show()
    if getattr(args, "exit_after_paint", False):
        QTimer.singleShot(0, app.quit)
    return int(app.exec())


def main() -> int:
    from scorepad.cli import main as cli_main

    return cli_main()
