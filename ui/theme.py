"""The window's look: the palettes (warm paper, its evening twin, high contrast) and the style
sheets compiled into ``ui/resources_rc.py``."""

from __future__ import annotations

from PySide6.QtCore import QResource
from PySide6.QtGui import QColor, QPalette

import ui.resources_rc  # noqa: F401  (registers :/styles and :/icons)


def load_qss(name: str) -> str:
    """The stylesheet ``resources/styles/NAME.qss``, compiled into ``ui/resources_rc.py``
    (empty if it is missing). Read as a resource (a QFile would make its 6 Python enums before
    the first paint)."""
    qss = QResource(f":/styles/{name}.qss")
    if not qss.isValid():
        return ""
    return bytes(qss.uncompressedData().data()).decode("utf-8").replace("\r\n", "\n")


#: The window's palettes, by colour role. Light is warm paper, dark is its evening twin.
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
    # High contrast (View ▸ High contrast): black on white, every pair at WCAG 2.1 AA or
    # better (tests/ui/test_access_render.py measures them); Disabled: the greyed text.
    "contrast": {
        "Window": "#ffffff",
        "WindowText": "#000000",
        "Base": "#ffffff",
        "AlternateBase": "#eeeeee",
        "Text": "#000000",
        "Button": "#ffffff",
        "ButtonText": "#000000",
        "Highlight": "#00307a",
        "HighlightedText": "#ffffff",
        "ToolTipBase": "#ffffff",
        "ToolTipText": "#000000",
        "PlaceholderText": "#4d4d4d",
        "Link": "#0000b0",
        "BrightText": "#9b0000",
        "Disabled": "#555555",
    },
}

#: The pairs of roles that are text on a ground, for the contrast checks (text, ground).
TEXT_PAIRS = (
    ("WindowText", "Window"),
    ("Text", "Base"),
    ("Text", "AlternateBase"),
    ("ButtonText", "Button"),
    ("HighlightedText", "Highlight"),
    ("ToolTipText", "ToolTipBase"),
    ("PlaceholderText", "Base"),
    ("Link", "Base"),
    ("BrightText", "Base"),
    ("Disabled", "Window"),
)


def make_palette(name: str) -> QPalette:
    """The window's light (warm paper), dark or high-contrast palette."""
    pal = QPalette()
    colours = PALETTES.get(name, PALETTES["light"])
    for role, value in colours.items():
        if role == "Disabled":
            continue
        pal.setColor(getattr(QPalette.ColorRole, role), QColor(value))
        if "Disabled" in colours and role in ("WindowText", "Text", "ButtonText"):
            # (high contrast: greyed text still readable, not faded into the ground)
            pal.setColor(
                QPalette.ColorGroup.Disabled,
                getattr(QPalette.ColorRole, role),
                QColor(colours["Disabled"]),
            )
        elif role in ("WindowText", "Text", "ButtonText"):
            dim = QColor(value)
            dim.setAlpha(110)
            pal.setColor(QPalette.ColorGroup.Disabled, getattr(QPalette.ColorRole, role), dim)
    return pal
