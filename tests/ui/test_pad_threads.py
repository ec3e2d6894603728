"""The pad is painted on the window's own thread: importing ``ui.pad`` keeps Qt's raster engine
from handing large fills to its pool of threads and waiting for them (on a busy machine the
wait, not the fill, made a paint late). Checked in a fresh process, where nothing has painted
yet; no timings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]

#: Paints a large pad (its paper and card: fills of hundreds of rows), then prints the names of
#: the process's threads. Without ``keep_off`` the setting ``ui.pad`` made is taken away again
#: before the paint (the check's control: Qt's pool is seen when it is used).
SCRIPT = """
import os, sys
sys.path.insert(0, {root!r})
import ui.pad  # (before anything paints, as in the window)
if not {keep_off}:
    os.environ.pop("QT_NO_GUI_THREADPOOL", None)
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

app = QApplication([])
from scorepad.records.record import Rubber
from scorepad.rules import score
from ui.pad import PadStyle, paint_pad

rubber = Rubber.from_json({{"game": "short_whist", "players": {{"N": "A", "E": "B", "S": "C",
    "W": "D"}}, "deals": [{{"tricks": {{"NS": 8, "EW": 5}}}}]}})
image = QImage(1200, 1400, QImage.Format.Format_RGB32)
painter = QPainter(image)
paint_pad(painter, QRectF(0, 0, 1200, 1400), rubber, score(rubber), style=PadStyle())
painter.end()
names = [open(f"/proc/self/task/{{t}}/comm").read().strip() for t in os.listdir("/proc/self/task")]
print("|".join(names))
"""


def thread_names(keep_off: bool) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT.format(root=str(ROOT), keep_off=keep_off)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    return out.stdout.strip().splitlines()[-1].split("|")


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux's /proc")
def test_the_pad_paints_without_qts_pool_of_threads():
    if "Thread (pooled)" not in thread_names(keep_off=False):
        pytest.skip("Qt uses no pool of threads here (one core?)")  # (nothing to keep off)
    assert "Thread (pooled)" not in thread_names(keep_off=True)
