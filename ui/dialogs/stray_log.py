"""The window's check at open for a stray write-ahead log (the manual's "Troubleshooting").

Before the window opens the history, a log left beside it that does not fit it (from another
copy of the history, :mod:`scorepad.store.stray_log`) is told in words, with the log named, and
the user chooses: move it aside (renamed beside the history, never deleted) and open the
history, or quit and leave both as they are. Opening it with the log would let SQLite read the
other copy's pages into the history, so there is no third button.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from scorepad.store.stray_log import StrayLog, aside_name

TITLE = str(QT_TRANSLATE_NOOP("StrayLog", "A stray write-ahead log"))


def stray_log_text(stray: StrayLog) -> str:
    """What the dialog says: the words of ``scorepad verify``, the log, and the choice."""
    words = QCoreApplication.translate(
        "DialogsStrayLog",
        "A write-ahead log lies beside the history that does not fit "
        "it, perhaps from another copy; the history itself is whole.",
    )
    when = stray.modified.strftime("%Y-%m-%d %H:%M")
    return (
        f"{words}\n\n"
        + QCoreApplication.translate(
            "DialogsStrayLog", "The log: {log} ({size:,} bytes, last written {when})."
        ).format(log=stray.log, size=stray.size, when=when)
        + "\n"
        + QCoreApplication.translate("DialogsStrayLog", "With it, the history {why}.").format(
            why=stray.why
        )
        + "\n\n"
        + QCoreApplication.translate(
            "DialogsStrayLog",
            "Scorepad has not read it in. Move it aside (it is kept, as "
            "{name}) and open the history? Or quit and leave both as "
            "they are.",
        ).format(name=aside_name(stray.log).name)
    )


def ask_to_move(parent: QWidget | None, stray: StrayLog) -> bool:
    """Ask whether to move the stray log aside; True to move it (and open the history)."""
    box = QMessageBox(parent)
    box.setObjectName("stray_log_box")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("StrayLog", TITLE))
    box.setText(stray_log_text(stray))
    move = box.addButton(
        QCoreApplication.translate("DialogsStrayLog", "&Move the log aside and open"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    move.setObjectName("stray_log_move")
    leave = box.addButton(
        QCoreApplication.translate("DialogsStrayLog", "&Quit, leave it"),
        QMessageBox.ButtonRole.RejectRole,
    )
    leave.setObjectName("stray_log_quit")
    box.setDefaultButton(move)
    box.setEscapeButton(leave)
    box.exec()
    return box.clickedButton() is move


def moved_text(history: Path, target: Path) -> str:
    return QCoreApplication.translate(
        "DialogsStrayLog", "The log beside {history} was moved aside to {target}."
    ).format(history=history.name, target=target)
