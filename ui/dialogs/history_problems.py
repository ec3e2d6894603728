"""What the day's first check of the chains found, shown in the window.

At the first open of the day the store checks the hash chain of every rubber changed since the
last check (:meth:`scorepad.store.Store.check_chains`, kept in ``store.chain_problems``), and
of every drive likewise (``store.drive_chain_problems``). A rubber or drive that does not match
its chain was changed outside Scorepad (an edit by hand, a damaged
file). :func:`add_chain_banner` puts a banner in the status bar, beside where the read-only
banner goes, saying how many rubbers and drives do not match; its button opens
:class:`HistoryProblemsDialog`, which names each rubber by its table, date and players and says
what differs, and advises ``scorepad verify`` and a restore from the last good backup.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorepad.enums import Seat
from scorepad.errors import Problem, ScorepadError
from scorepad.store import Store
from ui import i18n
from ui.access import describe_buttons

ADVICE = str(
    QT_TRANSLATE_NOOP(
        "DialogsHistoryProblems",
        "A rubber or drive that does not match its chain was changed outside Scorepad "
        "(edited by hand, or the file is damaged). Run “scorepad verify” to check the whole "
        "history; if one is wrong, restore the last good backup (File › Restore from "
        "backup…).",
    )
)


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One rubber (or drive) that does not match its chain: where it was played, by whom,
    what differs."""

    rubber_id: int
    rubber: str
    differs: tuple[str, ...]
    kind: str = "rubber"


def describe(store: Store, rubber_id: int) -> str:
    """The rubber as a player names it: its table, date and players (not its id)."""
    try:
        info = store.rubber_info(rubber_id)
    except ScorepadError:
        return QCoreApplication.translate("DialogsHistoryProblems", "a rubber that cannot be read")
    p = info.players
    players = (
        QCoreApplication.translate(
            "DialogsHistoryProblems", "{0} and {1} against {2} and {3}"
        ).format(p[Seat.N], p[Seat.S], p[Seat.E], p[Seat.W])
        if all(s in p for s in Seat)
        else ", ".join(p.values())
    )
    table = info.table or QCoreApplication.translate("DialogsHistoryProblems", "no table")
    date = info.played_on or QCoreApplication.translate("DialogsHistoryProblems", "no date")
    return f"{table}, {date}: {players}"


def describe_drive(store: Store, drive_id: int) -> str:
    """The drive as the secretary names it: "The whist drive of 2026-11-20" (not its id)."""
    # Lazy: the window's start skips the drives' code (scorepad.store.drives ~40 ms)
    from scorepad.store.drives import drive_name

    try:
        row = store.db.conn.execute(
            "SELECT record FROM drives WHERE id = ?",
            [drive_id],
        ).fetchone()
        record = json.loads(row[0]) if row else None
    except (ValueError, TypeError, ScorepadError):
        record = None
    name = drive_name(record, drive_id)
    return name[:1].upper() + name[1:]


def mismatches(
    store: Store,
    found: dict[int, list[Problem]] | None = None,
    drives: dict[int, list[Problem]] | None = None,
) -> list[Mismatch]:
    """The rubbers of ``found`` and the drives of ``drives`` (default: what the day's check
    found), each described."""
    problems = store.chain_problems if found is None else found
    in_drives = getattr(store, "drive_chain_problems", {}) if drives is None else drives
    return [
        Mismatch(rid, describe(store, rid), tuple(str(p) for p in problems[rid]))
        for rid in sorted(problems)
    ] + [
        Mismatch(
            did,
            describe_drive(store, did),
            tuple(str(p) for p in in_drives[did]),
            "drive",
        )
        for did in sorted(in_drives)
    ]


def banner_text(count: int, drives: int = 0) -> str:
    """ "1 rubber does not match …", "2 rubbers and 1 drive do not match …"."""
    parts = []
    if count:
        parts.append(i18n.counted("rubber", count))
    if drives:
        parts.append(i18n.counted("drive", drives))
    what = (
        QCoreApplication.translate("DialogsHistoryProblems", "{0} and {1}").format(*parts)
        if len(parts) == 2
        else "".join(parts)
    )
    return i18n.counted("not matching", count + drives).format(what=what)


def _banner_of(found: list[Mismatch]) -> str:
    drives = sum(1 for m in found if m.kind == "drive")
    return banner_text(len(found) - drives, drives)


class HistoryProblemsDialog(QDialog):
    """Each rubber or drive that does not match its chain and what differs, with what to do."""

    def __init__(self, found: list[Mismatch], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("What does not match its record"))
        lay = QVBoxLayout(self)
        intro = QLabel(_banner_of(found))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.tree = QTreeWidget()
        self.tree.setObjectName("chain_problems")
        self.tree.setHeaderLabels([self.tr("Rubber or drive, and what differs")])
        self.tree.setAccessibleName(self.tr("What does not match its record"))
        self.tree.setAccessibleDescription(
            self.tr("Each rubber or drive whose history differs from its record, with what differs")
        )
        for m in found:
            top = QTreeWidgetItem([m.rubber])
            top.addChildren([QTreeWidgetItem([d]) for d in m.differs])
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        lay.addWidget(self.tree)
        advice = QLabel(QCoreApplication.translate("DialogsHistoryProblems", ADVICE))
        advice.setObjectName("chain_advice")
        advice.setWordWrap(True)
        lay.addWidget(advice)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        describe_buttons(buttons)
        lay.addWidget(buttons)
        self.resize(640, 360)


def add_chain_banner(window: QMainWindow, store: Store) -> QWidget | None:
    """If the day's check found rubbers or drives that do not match their chain, a banner in the
    status bar saying how many, with a button that lists them (:class:`HistoryProblemsDialog`)."""
    found = mismatches(store)
    if not found:
        return None
    banner = QWidget()
    banner.setObjectName("chain_banner")
    row = QHBoxLayout(banner)
    row.setContentsMargins(0, 0, 0, 0)
    text = QLabel(_banner_of(found))
    text.setObjectName("chain_banner_text")
    text.setWordWrap(True)
    row.addWidget(text, 1)
    button = QPushButton(QCoreApplication.translate("DialogsHistoryProblems", "Sho&w which…"))
    button.setObjectName("chain_banner_button")
    button.setAccessibleDescription(
        QCoreApplication.translate(
            "DialogsHistoryProblems", "List the rubbers and drives that differ from their records"
        )
    )
    row.addWidget(button)

    def show() -> None:
        HistoryProblemsDialog(found, window).open()

    button.clicked.connect(show)
    window.statusBar().addPermanentWidget(banner, 1)
    return banner
