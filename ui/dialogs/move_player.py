"""The evening's "Move player" prompt, checked before it closes.

:class:`MovePlayerDialog` lets a newcomer's name be typed; this one refuses an empty
name, one longer than :data:`~ui.dialogs.checks.NAME_MAX` characters and one holding control or
invisible characters, keeping what was typed and leaving the cursor on the name.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from scorepad.enums import SEATS, Seat
from ui.access import describe_buttons
from ui.dialogs import checks
from ui.i18n import SEAT_NAMES


class MovePlayerDialog(QDialog):
    """Move a player to a seat at a table. Use :meth:`ask`."""

    def __init__(
        self,
        players: list[str],
        tables: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Move a player"))
        self.player = QComboBox()
        self.player.setEditable(True)  # a newcomer may be typed in
        self.player.addItems(players)
        self.player.setAccessibleName(self.tr("Player"))
        self.player.setAccessibleDescription(
            self.tr("The player to move: choose one, or type a newcomer's name")
        )
        self.table = QComboBox()
        self.table.addItems(tables)
        self.table.setAccessibleName(self.tr("To table"))
        self.table.setAccessibleDescription(self.tr("The table the player goes to"))
        self.seat = QComboBox()
        for s in SEATS:
            self.seat.addItem(f"{SEAT_NAMES[s.value]} ({s.value})", s.value)
        self.seat.setAccessibleName(self.tr("Seat"))
        self.seat.setAccessibleDescription(self.tr("The seat the player takes at that table"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Player:"), self.player)
        form.addRow(self.tr("To &table:"), self.table)
        form.addRow(self.tr("&Seat:"), self.seat)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        describe_buttons(buttons)
        form.addRow(buttons)

    def choice(self) -> tuple[str, str, Seat]:
        return (
            " ".join(self.player.currentText().split()),
            self.table.currentText(),
            Seat(self.seat.currentData()),
        )

    @classmethod
    def ask(
        cls, parent: QWidget | None, players: list[str], tables: list[str]
    ) -> tuple[str, str, Seat] | None:
        dialog = cls(players, tables, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.choice()
        finally:
            dialog.deleteLater()


class CheckedMovePlayerDialog(MovePlayerDialog):
    """Move a player to a seat at a table; the name is checked first. Use :meth:`ask`."""

    def __init__(
        self, players: list[str], tables: list[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(players, tables, parent)
        self.problem = QLabel()
        self.problem.setObjectName("formProblem")
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        layout = self.layout()
        if isinstance(layout, QFormLayout):
            layout.insertRow(layout.rowCount() - 1, self.problem)

    def problem_text(self) -> str | None:
        name = self.player.currentText().strip()
        why = (
            self.tr("give the player's name")
            if not name
            else checks.text_problem(name, checks.NAME_MAX, what="name")
        )
        return None if why is None else checks.problem_text("player", why)

    def accept(self) -> None:
        problem = self.problem_text()
        if problem is not None:
            self.problem.setText(problem)
            self.problem.setVisible(True)
            checks.grow_to_fit(self)
            self.player.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        super().accept()
