"""PySide6 no longer reads the source of Scorepad's own modules at import (ui.skip_source_scan);
every other module is still read as PySide6 reads it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import inspect, sys
import PySide6.QtCore
import ui
ui.skip_source_scan()
ui.skip_source_scan()  # twice: wrapped once
feature = sys.modules["shibokensupport.feature"]
early = set(feature.pyside_feature_dict)
read = []
real = inspect.getsource
def getsource(obj):
    read.append(getattr(obj, "__name__", "?"))
    return real(obj)
inspect.getsource = getsource
import ui.main_window, scorepad.store.core, json.tool, textwrap, string
d = {k: v for k, v in feature.pyside_feature_dict.items() if k not in early}
print("read", " ".join(sorted(read)))
print("ui", " ".join(sorted({str(v) for k, v in d.items() if k.split(".")[0] == "ui"})))
print("core", " ".join(sorted({str(v) for k, v in d.items() if k.split(".")[0] == "scorepad"})))
print("wrapped", getattr(feature._mod_uses_pyside, "scorepad_known", False))
"""


def test_only_other_modules_are_read() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines())
    read = set(lines["read"].split())
    assert {"textwrap", "json"} <= read  # other modules: read as PySide6 does
    assert not {m for m in read if m.startswith(("ui", "scorepad"))}
    # The select ids PySide6 would have given them: ui uses PySide6 (0), the core never (-1).
    assert lines["ui"] == "0"
    assert lines["core"] == "-1"
    assert lines["wrapped"] == "True"
