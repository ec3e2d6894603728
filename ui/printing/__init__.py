"""Printed reports: the rubber summary, the evening summary and the player statement.

- :mod:`ui.printing.blocks`: the frozen blocks a report is made of (:class:`Title`,
  :class:`Facts`, :class:`Heading`, :class:`Table`, :class:`Drawing`, :class:`Para`) and the
  way figures are written;
- :mod:`ui.printing.layout`: the layout engine, which lays the blocks out on the pages of a
  QPdfWriter (:func:`write_pdf`) or a QPrinter (:func:`render`);
- :mod:`ui.printing.rubber`, :mod:`ui.printing.evening`, :mod:`ui.printing.player`: the three
  reports, built from a rubber and its sheet, or the history's evening and player queries;
- :mod:`ui.printing.actions`: Print, print preview and Export PDF, shared by every window.

Nothing is scored here. Everything a caller needs is importable from this package.
"""

from __future__ import annotations

from ui.printing.actions import (
    default_paper,
    export_pdf,
    new_printer,
    preview_dialog,
    print_report,
    report_actions,
    show_preview,
)
from ui.printing.blocks import (
    MINUS,
    Align,
    Block,
    Col,
    Drawing,
    Facts,
    Heading,
    Para,
    Report,
    Row,
    Table,
    Title,
    game_title,
    grouped,
    long_date,
    money_text,
    pays_text,
    points_text,
    short_game_title,
    signed,
)
from ui.printing.evening import (
    drive_briefs,
    evening_codes,
    evening_report,
    evening_report_from_store,
)
from ui.printing.layout import PAPERS, Paper, layout, render, set_paper, write_pdf
from ui.printing.player import player_report, player_report_from_store
from ui.printing.rubber import (
    current_rubber_report,
    house_rule_lines,
    player_money,
    rubber_report,
    side_names,
)

__all__ = [
    "MINUS",
    "PAPERS",
    "Align",
    "Block",
    "Col",
    "Drawing",
    "Facts",
    "Heading",
    "Paper",
    "Para",
    "Report",
    "Row",
    "Table",
    "Title",
    "current_rubber_report",
    "default_paper",
    "drive_briefs",
    "evening_codes",
    "evening_report",
    "evening_report_from_store",
    "export_pdf",
    "game_title",
    "grouped",
    "house_rule_lines",
    "layout",
    "long_date",
    "money_text",
    "new_printer",
    "pays_text",
    "player_money",
    "player_report",
    "player_report_from_store",
    "points_text",
    "preview_dialog",
    "print_report",
    "render",
    "report_actions",
    "rubber_report",
    "set_paper",
    "short_game_title",
    "show_preview",
    "side_names",
    "signed",
    "write_pdf",
]
