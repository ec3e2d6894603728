"""The drive secretary's actions in the drive window (:mod:`ui.drives.window`), and their
dialogs: a seat overridden for a round, a late arrival, a departure (``drives.md`` §3.7, §5.6),
the prizes declared, a prize cut recorded, the drive reopened for a correction (§3.9). The
dialogs only ask; every answer is written through the store (:mod:`scorepad.store.drives`), and
the window shows what it returns.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from scorepad.drives.reader import SEAT_NAMES, is_ghost
from scorepad.store import Store
from scorepad.store import drives as ds
from ui.access import describe_buttons
from ui.drives.view import SIDE_NAMES, DriveView


class OverrideSeatDialog(QDialog):
    """Put a player (or a ghost) in a seat of a round: the two swap places, and the seating is
    stored as played."""

    def __init__(self, view: DriveView, round_no: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Override a seat"))
        self.view = view
        form = QFormLayout(self)
        self.round_spin = QSpinBox()
        self.round_spin.setRange(1, max(1, view.current_round()))
        self.round_spin.setValue(min(round_no, view.current_round()))
        self.table_spin = QSpinBox()
        self.table_spin.setRange(1, int(view.rec["tables"]))
        self.seat_box = QComboBox()
        seats = ("NS", "EW") if view.pairs is not None else ("N", "E", "S", "W")
        for s in seats:
            self.seat_box.addItem(s, s)
        self.player_box = QComboBox()
        ids = list(view.pairs) if view.pairs is not None else [p["id"] for p in view.rec["players"]]
        for pid in ids:
            self.player_box.addItem(view.name(pid), pid)
        self.round_spin.setAccessibleDescription(self.tr("The round whose seating is changed"))
        self.table_spin.setAccessibleDescription(self.tr("The table of the seat"))
        self.seat_box.setAccessibleDescription(self.tr("The seat given to the player"))
        self.player_box.setAccessibleDescription(
            self.tr("The player put in the seat: whoever sat there takes theirs")
        )
        for text, w in (
            (self.tr("&Round"), self.round_spin),
            (self.tr("&Table"), self.table_spin),
            (self.tr("&Seat"), self.seat_box),
            (self.tr("&Player"), self.player_box),
        ):
            label = QLabel(text)
            label.setBuddy(w)
            form.addRow(label, w)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        describe_buttons(buttons)
        form.addRow(buttons)

    def round_no(self) -> int:
        return self.round_spin.value()

    def seating(self) -> list[dict[str, Any]]:
        """The round's seating with the chosen player in the chosen seat (swapped with whoever
        sat there)."""
        seating = self.view.seating(self.round_no())
        t, seat = self.table_spin.value(), str(self.seat_box.currentData())
        who = str(self.player_box.currentData())
        row = seating[t - 1]
        was = row[seat]
        for other in seating:
            for k, v in other.items():
                if k != "table" and v == who:
                    other[k] = was
        row[seat] = who
        return seating


class ArrivalDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Late arrival"))
        form = QFormLayout(self)
        self.name_edit = QLineEdit()
        self.role_box = QComboBox()
        for role, text in (("lady", "lady"), ("gent", "gent"), (None, self.tr("no role"))):
            self.role_box.addItem(text, role)
        self.name_edit.setAccessibleDescription(self.tr("The name of the player arriving late"))
        self.role_box.setAccessibleDescription(
            self.tr("The player's role at the tables: lady, gent or none")
        )
        w: QWidget
        for text, w in ((self.tr("&Name"), self.name_edit), (self.tr("&Role"), self.role_box)):
            label = QLabel(text)
            label.setBuddy(w)
            form.addRow(label, w)
        form.addRow(QLabel(self.tr("They take a ghost's seat from the next round.")))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        describe_buttons(buttons)
        form.addRow(buttons)


class DepartureDialog(QDialog):
    def __init__(self, view: DriveView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Departure"))
        form = QFormLayout(self)
        self.player_box = QComboBox()
        for p in view.rec["players"]:
            self.player_box.addItem(view.names[p["id"]], p["id"])
        self.player_box.setAccessibleDescription(
            self.tr("The player leaving: a ghost takes the seat")
        )
        label = QLabel(self.tr("&Player leaving"))
        label.setBuddy(self.player_box)
        form.addRow(label, self.player_box)
        form.addRow(QLabel(self.tr("A ghost takes their seat from the next round.")))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        describe_buttons(buttons)
        form.addRow(buttons)


class SecretaryActions(QMainWindow):
    """The secretary's actions of the drive window (Drive ▸ Override a seat…, Late arrival…,
    Departure…, Declare prizes, Record a prize cut…, Reopen for a correction)."""

    # The window's state and its one write path, which the actions use (the window sets them).
    store: Store
    drive_id: int
    view: DriveView
    round_spin: QSpinBox
    right_tabs: QTabWidget
    prizes_text: QPlainTextEdit
    _apply: Callable[..., bool]

    def override_seat(self) -> None:
        dialog = OverrideSeatDialog(self.view, self.round_spin.value(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.apply_override(dialog.round_no(), dialog.seating())

    def apply_override(self, round_no: int, seating: Sequence[Mapping[str, Any]]) -> bool:
        before = self.view.seating(round_no)
        ok = self._apply(
            lambda version: ds.override_seating(
                self.store, self.drive_id, round_no, seating, version
            )
        )
        if ok:
            moved = [
                self.tr("{0} at table {1} {2}").format(
                    self.view.name(str(v)), row["table"], self._seat_word(k)
                )
                for row, old in zip(seating, before, strict=False)
                for k, v in row.items()
                if k != "table" and old.get(k) != v and not is_ghost(str(v))
            ]
            self.statusBar().showMessage(
                self.tr("round {round_no}: seating overridden").format(round_no=round_no)
                + (f" ({'; '.join(moved)})" if moved else self.tr(", as it was"))
                + self.tr(", stored as the seating played"),
                15000,
            )
        return ok

    def _begun(self) -> bool:
        """Whether the last round of the record has a result entered (else it is only its
        seating, stored ahead of play)."""
        rounds = self.view.rec["rounds"]
        return bool(rounds and rounds[-1].get("results"))

    def _seat_word(self, seat: str) -> str:
        return str(SEAT_NAMES.get(seat) or SIDE_NAMES.get(seat, seat))

    def _where(self, pid: str) -> str:
        """Where a player (pair) sits next: "table 3, North, from round 4" (or "" unseated)."""
        v = self.view
        first = len(v.rec["rounds"]) + (0 if v.pending and not self._begun() else 1)
        for r in (first, first + 1):
            for row in v.seating(r) if r <= v.last_round else []:
                for k, x in row.items():
                    if k != "table" and x == pid:
                        return self.tr("table {0}, {1}, from round {r}").format(
                            row["table"], self._seat_word(k), r=r
                        )
        return ""

    def late_arrival(self) -> None:
        dialog = ArrivalDialog(self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.arrive(dialog.name_edit.text().strip(), dialog.role_box.currentData())

    def arrive(self, name: str, role: str | None) -> bool:
        prefix = {"lady": "L", "gent": "G", None: "M"}[role]
        ids = {p["id"] for p in self.view.rec["players"]}
        n = 1
        while f"{prefix}{n}" in ids:
            n += 1
        pid = f"{prefix}{n}"
        ok = self._apply(
            lambda version: ds.arrive(self.store, self.drive_id, pid, name, role, version),
            goto_next=True,
        )
        if ok:
            where = self._where(pid)
            self.statusBar().showMessage(
                self.tr("{name} arrives late: ").format(name=name)
                + (
                    self.tr("a ghost's seat, {where}").format(where=where)
                    if where
                    else self.tr("a ghost's seat from the next round")
                ),
                15000,
            )
        return ok

    def departure(self) -> None:
        dialog = DepartureDialog(self.view, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.depart(str(dialog.player_box.currentData()))

    def depart(self, player_id: str) -> bool:
        name = self.view.name(player_id)
        ok = self._apply(
            lambda version: ds.depart(self.store, self.drive_id, player_id, version),
            goto_next=True,
        )
        if ok:
            v = self.view
            r = len(v.rec["rounds"]) + (0 if v.pending and not self._begun() else 1)
            self.statusBar().showMessage(
                self.tr(
                    "{name} leaves: a ghost takes the seat from round {r}; the "
                    "rounds away are neither credited nor counted"
                ).format(name=name, r=r),
                15000,
            )
        return ok

    def declare(self) -> bool:
        played, last = len(self.view.rec["rounds"]), self.view.last_round
        if played < last:  # an early close is asked about: the prizes go on the rounds played
            answer = QMessageBox.question(
                self,
                self.tr("Declare prizes"),
                self.tr(
                    "Only {played} of the {last} rounds are played. Declare the "
                    "prizes on them and close the drive? (A correction then "
                    "needs Drive ▸ Reopen for a correction.)"
                ).format(played=played, last=last),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        ok = self._apply(lambda version: ds.declare_prizes(self.store, self.drive_id, version))
        if ok:
            self.right_tabs.setCurrentWidget(self.prizes_text)
            self.statusBar().showMessage(self.tr("prizes declared: the drive is closed"), 6000)
        return ok

    def prize_cut(self) -> None:

        lines = self.view.undecided()
        if not lines:
            self.statusBar().showMessage(self.tr("no prize tie waits for a cut"), 4000)
            return
        prize = lines[0][len("prize ") :].split(":", 1)[0]
        tied = lines[0].split("tie_winner: ", 1)[1].split(" are still level", 1)[0].split(", ")
        names = [f"{self.view.name(p)} ({p})" for p in tied]
        item, ok = QInputDialog.getItem(
            self,
            self.tr("Prize cut"),
            self.tr("{prize}: won the &cut").format(prize=prize),
            names,
            0,
            False,
        )
        if ok:
            self.record_prize_cut(prize, tied[names.index(item)])

    def record_prize_cut(self, prize: str, winner: str) -> bool:
        return self._apply(
            lambda version: ds.record_prize_cut(self.store, self.drive_id, prize, winner, version)
        )

    def reopen(self) -> bool:
        return self._apply(
            lambda version: ds.reopen(self.store, self.drive_id, version, self.tr("a correction"))
        )
