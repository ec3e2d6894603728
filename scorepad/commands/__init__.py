"""The command line's subcommands, one module per group (see ``scorepad.cli``)."""

from __future__ import annotations

import os
import sys
from typing import Any


def give_usual_mode(path: str | os.PathLike[str]) -> None:
    """Give a file written through :func:`tempfile.mkstemp` (always 0600) the mode a plain
    ``open(path, "w")`` would have (0666 less the umask), before it is moved into place."""
    mask = os.umask(0o022)
    os.umask(mask)
    os.chmod(path, 0o666 & ~mask)


def offscreen_gui_app() -> Any:
    """The QGuiApplication that painting needs (fonts live there), for the subcommands that
    paint (``render``, ``report``, the self-test). With none running, one is made on the
    offscreen platform, so that no subcommand ever needs a display. Keep the returned object
    alive while painting."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication(sys.argv[:1])
    return app
