"""``scorepad --self-test``: prove an installed copy (or the PyInstaller bundle) works.

Opens a temporary database, records and scores a short rubber, renders its pad offscreen, and
exits 0; any failure prints what went wrong and exits 1. It needs no display. ``scorepad``
finds it through the ``scorepad.app`` entry points.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import traceback
from pathlib import Path

from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.store import Store
from ui.commands import offscreen_gui_app
from ui.render import render_pad_image

RUBBER = {
    "format": "scorepad-rubber/1",
    "game": "auction",
    "code": "whist_club_1913",
    "players": {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"},
    "deals": [],
}
DEALS = [
    {"dealer": "N", "declarer": "N", "contract": "2NT", "result": 9},
    {"dealer": "E", "declarer": "E", "contract": "3H", "result": 8},
    {"dealer": "S", "declarer": "S", "contract": "1NT", "result": 10},
]


def run(args: argparse.Namespace | None = None) -> int:
    """The self-test (the ``self-test`` entry point in ``scorepad.app``, pyproject.toml)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:  # imported here, so that a copy missing a part fails the self-test with its reason
        with tempfile.TemporaryDirectory(prefix="scorepad-selftest-") as tmp:
            store = Store.open(Path(tmp) / "selftest.db", backup=False)
            try:
                rubber_id = store.create_rubber(Rubber.from_json(RUBBER))
                for deal in DEALS:
                    store.record_deal(rubber_id, deal)
                rubber = store.load_rubber(rubber_id)
            finally:
                store.close()
            sheet = score(rubber)
            # 2NT made (30, game), 3H one down (50 to NS), 1NT four by cards (40, game and
            # rubber) + 250 under the 1913 auction code: NS 370, EW 0.
            got = sheet.to_json()
            if not sheet.complete or got["totals"] != {"NS": 370, "EW": 0}:
                raise AssertionError(f"unexpected sheet: {got}")
            app = offscreen_gui_app()  # fonts and painting need one, offscreen is enough
            png = Path(tmp) / "pad.png"
            render_pad_image(rubber, sheet, png, width=600)
            size = png.stat().st_size
            if size < 1000:
                raise AssertionError(f"the rendered pad is only {size} bytes")
            del app
        print(
            f"self-test ok: {len(rubber.deals)} deals recorded and scored, pad rendered "
            f"({size} bytes)"
        )
        return 0
    except Exception:  # the self-test reports every failure, whatever it is
        traceback.print_exc()
        print("self-test FAILED", file=sys.stderr)
        return 1
