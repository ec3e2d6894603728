"""The painted pad: a bridge scorepad for the bridge games, whist-markers and a score card for
whist, and :class:`PadView`, the widget that shows it.

- :mod:`ui.pad.paper`: the style, palettes, faces and paper every painted object shares;
- :mod:`ui.pad.ops`: the drawing operations a pad is laid out into, and their painting;
- :mod:`ui.pad.bridge`: the bridge scorepad (Hoffmann, 1909) and the EB1911 ledger;
- :mod:`ui.pad.whist`: the whist-markers beside the 1890 score card;
- :mod:`ui.pad.draw`: any game's pad laid out, measured and painted;
- :mod:`ui.pad.view`: the widget.

The pad is pure painting. It never scores: every figure comes from the
:class:`~scorepad.sheets.sheet.Sheet` the rules service computed.
"""

from __future__ import annotations

import os

# Qt's raster engine hands a fill of 96 rows or more (a pad's paper, its card's border, a part
# of the pad copied through its region) to a pool of threads and waits for them. On a machine
# whose cores are busy, the window's thread then waits for those threads to be given a core,
# and a paint of a few ms ends tens of ms later; the same fill on the window's own thread is
# the same pixels, the same work, and no wait. Qt reads this once, at its first such fill,
# which comes after this package is imported (the pad paints first). ``setdefault``: a value
# given in the environment is kept.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")

from ui.pad.draw import layout_pad, pad_size, paint_pad
from ui.pad.ops import HitArea, hit_at
from ui.pad.paper import DARK, LIGHT, PRINT, PadStyle, Palette, palette_for
from ui.pad.view import PadView, pane_sizes

__all__ = [
    "DARK",
    "LIGHT",
    "PRINT",
    "HitArea",
    "PadStyle",
    "PadView",
    "Palette",
    "hit_at",
    "layout_pad",
    "pad_size",
    "paint_pad",
    "palette_for",
    "pane_sizes",
]
