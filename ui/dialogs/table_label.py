"""The evening's "Add table" prompt: a table's label, checked before the dialog closes.

A label is trimmed, at most :data:`~ui.dialogs.checks.LABEL_MAX` characters, holds no control
or invisible characters. A refusal keeps what was typed, says why under the field and leaves the
cursor there.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ui.access import describe_buttons
from ui.dialogs import checks


class TableLabelDialog(QDialog):
    """Ask for a new table's label. Use :meth:`ask`."""

    def __init__(self, suggested: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add table"))
        self.label = QLineEdit(suggested)
        self.label.setAccessibleName(self.tr("Table"))
        self.label.setAccessibleDescription(
            self.tr("The new table's label, as the tabs and reports show it")
        )
        self.label.setMaxLength(checks.LABEL_MAX * 4)  # room to see what is too long
        self.label.selectAll()
        self.problem = QLabel()
        self.problem.setObjectName("formProblem")
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        form = QFormLayout()
        caption = QLabel(self.tr("&Table:"))
        caption.setBuddy(self.label)
        form.addRow(caption, self.label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Add table"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setAccessibleDescription(
            self.tr("Add a table with this label to the evening")
        )
        describe_buttons(self.buttons)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.problem)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(360)

    def value(self) -> str:
        """The label as it will be used: trimmed."""
        return self.label.text().strip()

    def problem_text(self) -> str | None:
        """Why the label cannot be used, naming the field ("Table: ..."), or None."""
        text = self.value()
        if not text:
            why: str | None = self.tr("give the table a label, e.g. Table 2")
        else:
            why = checks.text_problem(text, checks.LABEL_MAX, what="label")
        return None if why is None else checks.problem_text("table", why)

    def _accept(self) -> None:
        problem = self.problem_text()
        if problem is not None:
            self.problem.setText(problem)
            self.problem.setVisible(True)
            checks.grow_to_fit(self)
            self.label.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self.problem.setVisible(False)
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, suggested: str = "") -> str | None:
        """Show the dialog; the checked label, or None if it was cancelled."""
        dialog = cls(suggested, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.value()
        finally:
            dialog.deleteLater()
