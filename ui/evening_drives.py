"""The drives of an evening, for its summary: title, form, tables, state and winners, listed
apart from the rubbers' balances. Kept up to date by the history's notifier.

:func:`drives_section` is the one hook :mod:`ui.evening` calls from its summary page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from scorepad.drives.rules import FORM_TITLES
from scorepad.i18n import say
from scorepad.store import Change, Store
from scorepad.store import drives as ds
from ui import i18n
from ui.notifier import Notifier


def drive_lines(drives: list[ds.EveningDrive]) -> list[str]:
    """One line per drive, as the summary shows it."""
    out = []
    for d in drives:
        form = say(FORM_TITLES.get(d.form, d.form))
        winners = "; ".join(f"{t}: {w}" for _p, t, w in d.winners)
        out.append(
            QCoreApplication.translate(
                "EveningDrives", "{0} — {form}, {tables}, {state_text}"
            ).format(
                d.title or form,
                form=form,
                tables=i18n.counted("table", d.tables),
                state_text=say(d.state_text),
            )
            + (f" — {winners}" if winners else "")
        )
    return out


class EveningDrives(QWidget):
    """The drives of ``date``: hidden when there are none."""

    def __init__(self, store: Store, date: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.date = date
        self.heading = QLabel(self.tr("Drives (scored apart from the rubbers)"))
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setAccessibleName(self.tr("The evening's drives"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.heading)
        lay.addWidget(self.label)
        self.drives: list[ds.EveningDrive] = []
        self.reload()
        Notifier.of(store).changed.connect(self._heard)

    def _heard(self, change: Change) -> None:
        if change.kind == "external" and change.named and not change.drive_ids:
            return  # another connection wrote rubbers only
        if change.kind in ("drive", "import", "external") and not self.store.closed:
            self.reload()

    def reload(self) -> None:
        self.drives = ds.evening_drives(self.store, self.date)
        self.label.setText("\n".join(drive_lines(self.drives)))
        self.setVisible(bool(self.drives))


def drives_section(view: Any) -> EveningDrives:
    """The drives of an evening view's date (its ``store`` and ``date``), for its summary."""
    return EveningDrives(view.store, view.date, view)
