"""The Qt binding itself must not leak references to None.

PySide6-Essentials 6.12.0 (abi3 wheels) returns None from void methods without a new
reference: on Python < 3.12, where None is not immortal, a few thousand calls such as
``QPainter.drawLine`` abort the interpreter ("Fatal Python error: none_dealloc"). pyproject.toml
keeps that version off Python < 3.12; this test catches any binding that brings it back.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

CALLS = 2000


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_void_qt_calls_keep_none_alive(qapp) -> None:  # type: ignore[no-untyped-def]
    colour = QColor(10, 20, 30)
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        before = sys.getrefcount(None)
        for _ in range(CALLS):
            colour.setAlpha(7)
            painter.drawLine(QPointF(0, 0), QPointF(5, 5))
        drift = sys.getrefcount(None) - before
    finally:
        painter.end()
    # A leak of one per call would be -2 * CALLS; allow for the interpreter's own noise.
    assert abs(drift) < CALLS // 10, f"None lost {-drift} references over {2 * CALLS} Qt calls"
