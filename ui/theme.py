"""The window's look: the two palettes (warm paper and its evening twin) and the style sheets
compiled into ``ui/resources_rc.py``."""

from __future__ import annotations

from PySide6.QtCore import QFile, QIODevice
from PySide6.QtGui import QColor, QPalette

import ui.resources_rc  # noqa: F401  (registers :/styles and :/icons)


def load_qss(name: str) -> str:
    """The stylesheet ``resources/styles/NAME.qss``, compiled into ``ui/resources_rc.py``
    (empty if it is missing)."""

    qss = QFile(f":/styles/{name}.qss")
    if not qss.open(QIODevice.OpenModeFlag.ReadOnly | QIODevice.OpenModeFlag.Text):
        return ""
    try:
        return bytes(qss.readAll().data()).decode("utf-8")
    finally:
        qss.close()


#: The window's two palettes, by colour role. Light is warm paper, dark is its evening twin.
PALETTES: dict[str, dict[str, str]] = {
    "light": {
        "Window": "#f3efe6",
        "WindowText": "#2a2620",
        "Base": "#fffdf7",
        "AlternateBase": "#f7f2e6",
        "Text": "#2a2620",
        "Button": "#ebe5d8",
        "ButtonText": "#2a2620",
        "Highlight": "#c9a765",
        "HighlightedText": "#1a1610",
        "ToolTipBase": "#fffbe8",
        "ToolTipText": "#2a2620",
        "PlaceholderText": "#8d8677",
        "Link": "#7a4e12",
        "BrightText": "#b00020",
    },
    "dark": {
        "Window": "#2b2a28",
        "WindowText": "#ece6da",
        "Base": "#1f1e1c",
        "AlternateBase": "#2f2d2a",
        "Text": "#ece6da",
        "Button": "#3a3834",
        "ButtonText": "#ece6da",
        "Highlight": "#8a6d3b",
        "HighlightedText": "#ffffff",
        "ToolTipBase": "#3a3834",
        "ToolTipText": "#ece6da",
        "PlaceholderText": "#9a9488",
        "Link": "#d9b36c",
        "BrightText": "#ff6b6b",
    },
}


def make_palette(name: str) -> QPalette:
    """The window's light (warm paper) or dark palette."""
    pal = QPalette()
    for role, value in PALETTES.get(name, PALETTES["light"]).items():
        pal.setColor(getattr(QPalette.ColorRole, role), QColor(value))
        if role in ("WindowText", "Text", "ButtonText"):
            dim = QColor(value)
            dim.setAlpha(110)
            pal.setColor(QPalette.ColorGroup.Disabled, getattr(QPalette.ColorRole, role), dim)
    return pal
