"""The history's codes as the window shows and prints them (:mod:`scorepad.store.anchors`).

Each rubber summary, evening sheet and drive prize list is printed with the short code of the
history's root and of each rubber's (or the drive's) head: ``scorepad verify --head CODE
--rubber ID`` later says whether the history still holds what the sheet was printed from. The
rubber's window shows its code under the next hand.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMainWindow

from scorepad.errors import ScorepadError
from scorepad.store import Store, anchors


@dataclass(frozen=True, slots=True)
class Codes:
    """The codes a sheet is printed with: the root's, and each rubber's or drive's."""

    root: str
    rubbers: tuple[tuple[int, str], ...] = ()
    drive: tuple[int, str] | None = None


def _tr(text: str) -> str:
    return QCoreApplication.translate("HistoryCodes", text)


def codes_of(
    store: Store, rubber_ids: Iterable[int] = (), drive_id: int | None = None
) -> Codes | None:
    """The codes of the rubbers ``rubber_ids`` (and the drive) and of the root now; None when
    the history cannot be read (the sheet is then printed without them)."""
    try:
        conn = store.conn
        found = []
        for rid in rubber_ids:
            head = anchors.head(conn, rid)
            if head:
                found.append((rid, anchors.short_code(head)))
        drive = None
        if drive_id is not None:
            head = anchors.drive_head(conn, drive_id)
            drive = (drive_id, anchors.short_code(head)) if head else None
        return Codes(anchors.root(conn).code, tuple(found), drive)
    except (sqlite3.Error, ScorepadError):
        return None


def rubber_label(store: Store, rubber_id: int) -> str:
    """The line under a rubber's next hand: its code, to compare with a printed sheet."""
    try:
        head = anchors.head(store.conn, rubber_id)
    except (sqlite3.Error, ScorepadError):
        head = None
    if not head:
        return ""
    return _tr("History code of this rubber: {code}").format(code=anchors.short_code(head))


def add_backup_banner(window: QMainWindow, notes: list[str]) -> QLabel:
    """A line in the window's status bar: the history is older than its newest backup (the
    notes of :func:`scorepad.store.anchor_checks.backup_note`, the rest in its tooltip)."""
    banner = QLabel(_tr("Warning: {note}").format(note=notes[0]))
    banner.setObjectName("backup_banner")
    banner.setWordWrap(True)
    banner.setToolTip("\n".join(n.strip() for n in notes))
    banner.setAccessibleName(_tr("The history is older than its backup"))
    window.statusBar().addPermanentWidget(banner, 1)
    return banner


def printed_lines(codes: Codes) -> list[str]:
    """What a sheet prints of ``codes``: the codes, then how to check them."""
    parts = [_tr("rubber {id}: {code}").format(id=rid, code=c) for rid, c in codes.rubbers]
    if codes.drive is not None:
        parts.append(_tr("drive {id}: {code}").format(id=codes.drive[0], code=codes.drive[1]))
    parts.append(_tr("the whole history: {code}").format(code=codes.root))
    how = (
        _tr("scorepad verify --head CODE --rubber ID")
        if codes.rubbers
        else _tr("scorepad verify --head CODE")
    )
    return [
        _tr("History codes: {codes}.").format(codes="; ".join(parts)),
        _tr(
            "To see later whether the history still holds what this sheet shows, type {how}."
        ).format(how=how),
    ]


__all__ = ["Codes", "add_backup_banner", "codes_of", "printed_lines", "rubber_label"]
