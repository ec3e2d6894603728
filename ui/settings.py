"""The window's preferences in QSettings: geometry, palette, spelling, zoom, last choices.

Tests point QSettings at a temporary folder with :func:`use_settings_dir` so that they never
read or write the user's own settings.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "Scorepad"
APPLICATION = "scorepad"

PALETTES = ("light", "dark")


def use_settings_dir(path: str | Path) -> None:
    """Keep every setting in ``path`` (an INI file there), e.g. a test's tmp dir."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(path))


class Settings:
    """Typed access to the few things the window remembers."""

    def __init__(self) -> None:
        self._q = QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
        )

    # -- helpers ------------------------------------------------------------------------------
    def _get(self, key: str, default: Any) -> Any:
        value = self._q.value(key, default)
        return default if value is None else value

    def sync(self) -> None:
        self._q.sync()

    @property
    def file_name(self) -> str:
        return self._q.fileName()

    # -- window -------------------------------------------------------------------------------
    def geometry(self) -> QByteArray | None:
        value = self._q.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, value: QByteArray) -> None:
        self._q.setValue("window/geometry", value)

    def window_state(self) -> QByteArray | None:
        value = self._q.value("window/state")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_state(self, value: QByteArray) -> None:
        self._q.setValue("window/state", value)

    # -- look ---------------------------------------------------------------------------------
    @property
    def palette(self) -> str:
        value = str(self._get("view/palette", "light"))
        return value if value in PALETTES else "light"

    @palette.setter
    def palette(self, value: str) -> None:
        self._q.setValue("view/palette", value if value in PALETTES else "light")

    @property
    def spelling(self) -> str:
        value = str(self._get("view/spelling", "british"))
        return value if value in ("british", "american") else "british"

    @spelling.setter
    def spelling(self, value: str) -> None:
        self._q.setValue("view/spelling", "american" if value == "american" else "british")

    @property
    def zoom(self) -> int:
        """Zoom steps from the normal size (positive is larger)."""
        try:
            return int(self._get("view/zoom", 0))
        except (TypeError, ValueError):
            return 0

    @zoom.setter
    def zoom(self, value: int) -> None:
        self._q.setValue("view/zoom", int(value))

    # -- the last "New rubber" choices ----------------------------------------------------------
    def last_new_rubber(self) -> dict[str, str]:
        out = {}
        for key in ("game", "code", "table", "stake_amount", "stake_per"):
            value = self._q.value(f"new_rubber/{key}")
            if value is not None:
                out[key] = str(value)
        return out

    def set_last_new_rubber(self, values: dict[str, str]) -> None:
        for key, value in values.items():
            self._q.setValue(f"new_rubber/{key}", value)
