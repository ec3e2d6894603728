"""Correct or delete a past hand.

The hand is shown in the same form as a new one. Every change is checked by scoring the whole
rubber with the hand replaced (everything after it is recomputed), and the rules service's
problems are shown beside their fields; "Save" is only possible for a record that scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorepad.errors import RecordError
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.rules.base import FormSpec
from scorepad.rules.fieldwords import problem_words
from ui.access import describe_buttons
from ui.forms.hand_form import HandForm


@dataclass(frozen=True, slots=True)
class EditResult:
    """What the user chose: ``save`` with the corrected record, or ``delete``."""

    action: Literal["save", "delete"]
    deal: Mapping[str, Any] | None = None


class EditDealDialog(QDialog):
    """Edit deal ``index`` (0-based) of ``rubber``. Use :meth:`ask`."""

    def __init__(
        self, rubber: Rubber, index: int, spec: FormSpec, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)

        self._score = score
        self.rubber = rubber
        self.index = index
        self.result_value: EditResult | None = None
        self.setWindowTitle(self.tr("Hand {0}").format(index + 1))
        lay = QVBoxLayout(self)
        note = QLabel(
            self.tr("Correct hand {0}, or delete it. Every hand after it is scored again.").format(
                index + 1
            )
        )
        note.setWordWrap(True)
        lay.addWidget(note)
        self.form = HandForm(spec, self)
        before = score(replace(rubber, deals=rubber.deals[:index]))
        self.form.set_context(rubber.players, before.position.next_dealer)
        self.form.load(rubber.deals[index], emit=False)
        lay.addWidget(self.form)
        self.buttons = QDialogButtonBox()
        self.save_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Save)
        self.delete_button = QPushButton(self.tr("D&elete hand"))
        self.delete_button.setAccessibleName(self.tr("Delete this hand"))
        self.delete_button.setAccessibleDescription(
            self.tr("Delete this hand from the rubber: every hand after it is scored again")
        )
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.save_button.setAccessibleDescription(
            self.tr("Save the corrected hand: every hand after it is scored again")
        )
        describe_buttons(self.buttons)
        self.save_button.clicked.connect(self._save)
        self.delete_button.clicked.connect(self._delete)
        self.buttons.rejected.connect(self.reject)
        self.form.submitted.connect(self._save)
        self.form.changed.connect(self.check)
        lay.addWidget(self.buttons)
        self.check()
        # Wide enough for the form's rows as the pane shows them ("Passed out" beside the
        # dealer, the honours on one line), in the text size chosen: the form's rows wrap only
        # when the dialog is made narrower by hand.
        width = max(self.sizeHint().width(), self.fontMetrics().averageCharWidth() * 85)
        screen = self.screen()
        if screen is not None:  # (never wider than the screen, at the largest text size)
            width = min(width, max(self.sizeHint().width(), screen.availableGeometry().width()))
        height = lay.heightForWidth(width) if lay.hasHeightForWidth() else -1
        self.resize(width, max(height, self.minimumSizeHint().height()))

    def check(self) -> bool:
        """Score the rubber with the corrected hand; show its problems; True when it scores."""
        try:
            self._score(self.rubber.with_deal_replaced(self.index, self.form.draft()))
        except RecordError as e:
            mine = [p for p in e.problems if p.deal in (None, self.index + 1)]
            later = [p for p in e.problems if p not in mine]
            general = self.form.show_problems(mine)
            if later:
                self.form.general_error.setText(
                    "\n".join(
                        [self.form.general_error.text()] * bool(general)
                        + [self.tr("Then {0}").format(problem_words(p)) for p in later]
                    )
                )
                self.form.general_error.setVisible(True)
            self.save_button.setEnabled(False)
            return False
        self.form.show_problems(())
        self.save_button.setEnabled(True)
        return True

    def _save(self) -> None:
        if self.check():
            self.result_value = EditResult("save", self.form.draft())
            self.accept()

    def _delete(self) -> None:
        self.result_value = EditResult("delete")
        self.accept()

    @classmethod
    def ask(
        cls, parent: QWidget | None, rubber: Rubber, index: int, spec: FormSpec
    ) -> EditResult | None:
        dialog = cls(rubber, index, spec, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.result_value
        finally:
            dialog.deleteLater()
