"""Print, print preview and Export PDF: the same three actions for every window with a report.

:func:`report_actions` gives a window its three methods from the one function that builds its
report, so the evening, the rubber and the player windows share them instead of each keeping a
copy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QInputDialog, QMessageBox

from ui.dialogs.files import save_file_name
from ui.printing.blocks import Report
from ui.printing.layout import Paper, render, set_paper, write_pdf


# -- Print, print preview and Export PDF in the window --------------------------------------------
def default_paper() -> Paper:
    """US Letter where the system's locale uses it, A4 elsewhere."""
    territory = QLocale.system().territory()
    letter = {
        QLocale.Country.UnitedStates,
        QLocale.Country.Canada,
        QLocale.Country.Mexico,
        QLocale.Country.Philippines,
        QLocale.Country.Chile,
        QLocale.Country.Colombia,
    }
    return "letter" if territory in letter else "a4"


def new_printer(paper: str | None = None) -> Any:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setColorMode(QPrinter.ColorMode.GrayScale)
    set_paper(printer, paper or default_paper())
    return printer


def preview_dialog(report: Report, paper: str | None = None, parent: Any = None) -> Any:
    """A print preview of ``report`` (not yet shown); its Print button prints it."""
    printer = new_printer(paper)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog._scorepad_printer = printer  # type: ignore[attr-defined]  # Qt does not own it
    dialog.setWindowTitle(
        QCoreApplication.translate("PrintingActions", "Print preview — {title}").format(
            title=report.title
        )
    )
    dialog.paintRequested.connect(lambda p: render(report, p))
    return dialog


def print_report(report: Report, parent: Any = None, paper: str | None = None) -> bool:
    """Ask for a printer (QPrintDialog) and print ``report``; False when cancelled."""
    printer = new_printer(paper)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(
        QCoreApplication.translate("PrintingActions", "Print {title}").format(title=report.title)
    )
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    render(report, printer)
    return True


def show_preview(report: Report, parent: Any = None, paper: str | None = None) -> None:
    preview_dialog(report, paper, parent).exec()


def export_pdf(report: Report, parent: Any = None, suggested: str = "report.pdf") -> str | None:
    """Ask where to save and write ``report`` as PDF; the path written, or None if cancelled.

    A file that cannot be written is reported in a message box and nothing is left behind.
    """
    path = save_file_name(
        parent,
        QCoreApplication.translate("PrintingActions", "Export PDF"),
        suggested,
        QCoreApplication.translate("PrintingActions", "PDF (*.pdf)"),
    )
    if not path:
        return None
    if not path.lower().endswith(".pdf"):
        path += ".pdf"
    papers = ["A4", QCoreApplication.translate("PrintingActions", "US Letter")]
    current = 0 if default_paper() == "a4" else 1
    choice, ok = QInputDialog.getItem(
        parent,
        QCoreApplication.translate("PrintingActions", "Export PDF"),
        QCoreApplication.translate("PrintingActions", "Paper:"),
        papers,
        current,
        False,
    )
    if not ok:
        return None
    try:
        write_pdf(report, path, "a4" if choice == "A4" else "letter")
    except OSError as e:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("PrintingActions", "Export PDF"),
            QCoreApplication.translate("PrintingActions", "Cannot write {path}: {e}").format(
                path=path, e=e
            ),
        )
        return None
    return path


Window = Any  # a QWidget with a report: the evening, a rubber from the history, a player


def report_actions(
    build: Callable[[Window], Report], file_name: Callable[[Window], str]
) -> tuple[Callable[[Window], None], Callable[[Window], None], Callable[[Window], None]]:
    """A window's Print, Print preview and Export PDF methods, from the function that builds its
    report and the one that suggests the PDF's file name::

        print_summary, preview_summary, export_summary = report_actions(
            lambda view: view.report(), lambda view: f"evening {view.date}.pdf"
        )

    The report is built when the action is taken, so it shows what the window shows then.
    """

    def print_(window: Window) -> None:
        print_report(build(window), window)

    def preview(window: Window) -> None:
        show_preview(build(window), window)

    def export(window: Window) -> None:
        export_pdf(build(window), window, file_name(window))

    return print_, preview, export
