"""File dialogs that never open the history's file (nor any other file they list).

SQLite's locks on a history are POSIX locks, and POSIX drops every lock a process holds on a
file as soon as the process closes *any* descriptor of that file. Qt's file dialog opens each
file of the folder it shows to tell its type (the icon and the Type column read the first
bytes: a ``.db`` is named by more than one type), and closes it again. Browsing the history's
folder (Export PDF to where the history is kept, Restore from backup, whose backups lie beside
it) so dropped the window's locks. The next program to close the history after that (``scorepad
serve`` with the phones' hands, a command typed in a terminal) found it unused, checkpointed it
and deleted its write-ahead log under the window, whose next hands went into the deleted file:
lost, and ``scorepad verify`` none the wiser (found by a new user's trial).

So every file dialog of the application is made here: Qt's own dialog (a native one may run in
this process too and read the files the same way), with an icon provider that tells a file by
its name alone.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtGui import QAbstractFileIconProvider, QIcon
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QStyle, QWidget


class _ByName(QAbstractFileIconProvider):
    """Icons and types from a file's name and kind, never from its contents."""

    def icon(self, what: Any) -> QIcon:  # (IconType) or (QFileInfo)
        style = QApplication.style()
        folder = isinstance(what, QFileInfo) and what.isDir()
        if not isinstance(what, QFileInfo):
            folder = what == QAbstractFileIconProvider.IconType.Folder
        pixmap = QStyle.StandardPixmap.SP_DirIcon if folder else QStyle.StandardPixmap.SP_FileIcon
        return style.standardIcon(pixmap)

    def type(self, info: QFileInfo) -> str:
        if info.isDir():
            return QCoreApplication.translate("_ByName", "Folder")
        suffix = info.suffix()
        return (
            QCoreApplication.translate("_ByName", "{0} file").format(suffix.upper())
            if suffix
            else QCoreApplication.translate("_ByName", "File")
        )


_provider: _ByName | None = None


def make_dialog(
    parent: QWidget | None, caption: str, where: str, filters: str, *, save: bool
) -> QFileDialog:
    """The file dialog, set up (not shown)."""
    global _provider
    if _provider is None:
        _provider = _ByName()  # kept: a dialog does not own its provider
    dialog = QFileDialog(parent, caption, where, filters)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setIconProvider(_provider)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return dialog


def _dialog(parent: QWidget | None, caption: str, where: str, filters: str, *, save: bool) -> str:
    dialog = make_dialog(parent, caption, where, filters, save=save)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        dialog.deleteLater()


def save_file_name(parent: QWidget | None, caption: str, suggested: str, filters: str) -> str:
    """Where to save (``""`` if cancelled): :meth:`QFileDialog.getSaveFileName`, made safe.
    A ``suggested`` name with no folder is offered in the folder the last file was saved in
    (:attr:`Settings.save_folder`), which a save then remembers."""
    # Lazy: ui.settings is not needed to make a dialog (the tests make them alone)
    from ui.settings import Settings

    settings = Settings()
    if not os.path.dirname(suggested):
        suggested = os.path.join(settings.save_folder, suggested)
    path = _dialog(parent, caption, suggested, filters, save=True)
    if path:
        settings.save_folder = os.path.dirname(os.path.abspath(path))
    return path


def file_name_of(*parts: str | None) -> str:
    """A file name made of words a person reads ("Table 1 - Contract rubber bridge -
    2026-12-06"): the parts given, joined, with what a file name cannot hold taken out.

    >>> file_name_of("Table 1/2", None, "Short whist", "2026-12-06")
    'Table 1-2 - Short whist - 2026-12-06'
    """
    words = [" ".join(p.replace("/", "-").replace("\\", "-").split()) for p in parts if p]
    name = " - ".join(w for w in words if w).strip(". ")
    return "".join(c for c in name if c.isprintable() and c not in '<>:"|?*') or "scorepad"


def open_file_name(parent: QWidget | None, caption: str, where: str, filters: str) -> str:
    """Which file to open (``""`` if cancelled): :meth:`QFileDialog.getOpenFileName`, made
    safe."""
    return _dialog(parent, caption, where, filters, save=False)
