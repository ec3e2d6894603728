"""The evening's "Move player" prompt, checked before it closes.

:class:`~ui.evening.MovePlayerDialog` lets a newcomer's name be typed; this one refuses an empty
name, one longer than :data:`~ui.dialogs.checks.NAME_MAX` characters and one holding control or
invisible characters, keeping what was typed and leaving the cursor on the name.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from ui.dialogs import checks
from ui.evening import MovePlayerDialog


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
            "give the player's name"
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
