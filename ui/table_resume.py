"""The bar that offers to resume table entry left live at the last quit ("Resume table entry?"),
above the main window's tabs (split from :mod:`ui.table_entry`, whose dialog it resumes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from scorepad.serve.serving import live_scopes, served_elsewhere
from ui.notifier import Notifier
from ui.table_entry import (
    TableEntryDialog,
    dialog_for,
    drive_dialog_for,
    end_entry,
    running_dialog,
    scope_text,
    watch_quit,
)


class ResumeBar(QFrame):
    """The bar above the main window's tabs for an entry session left live at the last quit:
    "Resume table entry?" with one click, or end it, or leave it for now. Never modal."""

    def __init__(self, window: Any, scope: str, served_by: str | None = None) -> None:
        super().__init__()
        self.window_ = window
        self.scope = scope
        self.served_by = served_by
        self.dialog: TableEntryDialog | None = None
        self.setObjectName("resume_table_entry")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(
            self.tr("Resume table entry?") if served_by is None else self.tr("Table entry")
        )
        if served_by is None:
            text = self.tr(
                "Table entry for {0} is paused, with its codes kept "
                "(Scorepad was closed, or scorepad serve interrupted). "
                "Resume table entry? The tables carry on with the same codes "
                "and PINs."
            ).format(scope_text(scope))
        else:  # live, and served by another program: nothing to resume or end from here
            text = self.tr(
                "Table entry for {0} is on, served by {served_by}. The "
                "tables' hands appear here as they come."
            ).format(scope_text(scope), served_by=served_by)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.resume_button = QPushButton(self.tr("Res&ume table entry"))
        self.stop_button = QPushButton(self.tr("End it, the codes s&top working"))
        self.later_button = QPushButton(
            self.tr("Not no&w") if served_by is None else self.tr("&OK")
        )
        self.resume_button.setAccessibleDescription(
            self.tr("Serve the tables again with the same codes and PINs")
        )
        self.stop_button.setAccessibleDescription(
            self.tr("End table entry: the codes stop working")
        )
        self.later_button.setAccessibleDescription(
            self.tr("Close this bar and leave table entry as it is")
        )
        lay = QHBoxLayout(self)
        lay.addWidget(self.label, 1)
        for b in (self.resume_button, self.stop_button, self.later_button):
            lay.addWidget(b)
        if served_by is not None:
            self.resume_button.hide()
            self.stop_button.hide()
        self.resume_button.clicked.connect(lambda: self.resume())
        self.stop_button.clicked.connect(lambda: self.end())
        self.later_button.clicked.connect(lambda: self.dismiss())

    def resume(self) -> TableEntryDialog | None:
        """Serve the entry again where the tables knew it, and show its dialog."""
        store = self.window_.store
        kind, _, ident = self.scope.partition(":")
        if kind == "drive":
            dialog = drive_dialog_for(self.window_, int(ident))
        else:
            dialog = dialog_for(self.window_, ident)
        error = dialog.resume()
        if error is not None:
            self.label.setText(
                self.tr(
                    "Table entry for {0} could not resume: {error} Open its "
                    "Table entry… to choose another port (the tables then need "
                    "their new cards)."
                ).format(scope_text(self.scope), error=error)
            )
            return None
        self.dialog = dialog
        dialog.show()
        self._say(
            self.tr("Table entry resumed at {0}: the tables carry on.").format(dialog.base_url())
        )
        Notifier.of(store).poll()
        self.dismiss()
        return dialog

    def end(self) -> None:
        end_entry(self.window_.store.path, self.scope, self.window_.store)
        self._say(
            self.tr("Table entry for {0} ended: its codes no longer work.").format(
                scope_text(self.scope)
            )
        )
        self.dismiss()

    def dismiss(self) -> None:
        self.hide()
        self.deleteLater()

    def _say(self, text: str) -> None:
        bar = getattr(self.window_, "statusBar", None)
        if callable(bar):
            bar().showMessage(text, 10000)


def offer_resume(window: Any) -> list[ResumeBar]:
    """After the start: a bar above the tabs for each evening whose entry is still live in the
    history (paused when Scorepad last quit). Nothing when there is none, or the history is
    read-only; nothing is asked, so an unattended start never waits."""
    watch_quit()  # from now on a quit pauses the entry served here
    store = window.store
    if store.read_only or store.path is None or str(store.path) == ":memory:":
        return []
    bars: list[ResumeBar] = []
    central = window.centralWidget()
    layout = central.layout() if central is not None else None
    for scope in live_scopes(store.path):
        dialog = running_dialog(store.path, scope)
        kind, _, ident = scope.partition(":")
        if kind not in ("evening", "drive") or (kind == "drive" and not ident.isdigit()):
            continue
        if dialog is not None and dialog.running:
            continue
        elsewhere = served_elsewhere(store.path, scope)
        if elsewhere is not None:  # not paused: `scorepad serve` serves it now
            bar = ResumeBar(window, scope, served_by=elsewhere)
        else:
            bar = ResumeBar(window, scope)
        if layout is not None:
            layout.insertWidget(len(bars), bar)
            bar.show()
        bars.append(bar)
    window.resume_bars = bars
    return bars
