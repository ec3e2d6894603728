"""Drives: progressive whist (the whist drive) and progressive bridge (``drives.md``).

Qt-free. :func:`drive_sheet` turns a ``scorepad-drive/1`` record into the
``scorepad-drive-sheet/1`` drive sheet (:mod:`scorepad.drives.service`, the entry points, and
the modules it names); :mod:`scorepad.drives.reader` reads the record (§2.1–§2.2);
:mod:`scorepad.drives.rules` holds the house rules (§7); :mod:`scorepad.drives.movement` the
five movements (§3.4); :mod:`scorepad.drives.deals` the one adapter to the rules service for
the bridge forms; :class:`DriveRecord` the frozen, append-only record the window and the store
will use; :mod:`scorepad.drives.registration` the table count, ghosts and start allocation.
"""

from __future__ import annotations

from scorepad.drives.record import DriveRecord
from scorepad.drives.rules import FORMS, list_rules
from scorepad.drives.service import SHEET_FORMAT, compute, drive_sheet, drive_sheet_text

__all__ = [
    "FORMS",
    "SHEET_FORMAT",
    "DriveRecord",
    "compute",
    "drive_sheet",
    "drive_sheet_text",
    "list_rules",
]
