"""Render resources/icons/org.scorepad.Scorepad.svg to the PNG sizes desktops use.

Run it after changing the SVG.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py
Writes resources/icons/hicolor/<N>x<N>/apps/org.scorepad.Scorepad.png for the usual sizes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APP_ID = "org.scorepad.Scorepad"


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ROOT / "resources/icons/org.scorepad.Scorepad.svg"))
    if not renderer.isValid():
        print("the SVG icon does not load", file=sys.stderr)
        return 1
    for n in SIZES:
        image = QImage(n, n, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = ROOT / f"resources/icons/hicolor/{n}x{n}/apps/{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(out))
        print(out.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
