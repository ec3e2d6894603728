"""The window's preferences in QSettings: geometry, palette, spelling, zoom, last choices.

Tests point QSettings at a temporary folder with :func:`use_settings_dir` so that they never
read or write the user's own settings.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QLocale, QSettings

from ui.language import LANGUAGES, SOURCE, system_language

ORGANIZATION = "Scorepad"
APPLICATION = "scorepad"

#: View ▸ Text size's choices, in per cent.
TEXT_SIZES = (100, 150, 200)
PALETTES = ("light", "dark", "contrast")  # contrast: high contrast (ui/access.py)


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
    def language(self) -> str:
        """View ▸ Language: the one chosen; before any choice, American English where American
        spelling was on, else the system's language where the window has it, else British."""
        value = str(self._get("view/language", ""))
        if value in LANGUAGES:
            return value
        if self.spelling == "american":
            return "en_US"
        return system_language()

    @language.setter
    def language(self, value: str) -> None:
        self._q.setValue("view/language", value if value in LANGUAGES else SOURCE)

    @property
    def text_size(self) -> int:
        """View ▸ Text size, in per cent (100, 150 or 200): everything larger together."""
        try:
            value = int(self._get("view/text_size", 100))
        except (TypeError, ValueError):
            return 100
        return value if value in TEXT_SIZES else 100

    @text_size.setter
    def text_size(self, value: int) -> None:
        self._q.setValue("view/text_size", value if value in TEXT_SIZES else 100)

    @property
    def large_print(self) -> bool:
        """Print ▸ Large print: printed summaries and cards at 16 pt and more."""
        return str(self._get("print/large", "false")).lower() in ("true", "1")

    @large_print.setter
    def large_print(self, value: bool) -> None:
        self._q.setValue("print/large", bool(value))

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

    def entry_side(self, key: str) -> int:
        """The width the last rubber's pane gave the side of its entry, in pixels, for ``key``
        (the game's kind, the text size and the language: MainWindow.entry_side); 0 if none
        yet. The start's first paint keeps that much beside the pad, so that the pad is painted
        at the size it keeps (ui/window_parts.py)."""
        try:
            return max(0, int(self._get(f"view/entry_side_{key}", 0)))
        except (TypeError, ValueError):
            return 0

    def set_entry_side(self, key: str, width: int) -> None:
        if self.entry_side(key) != width:
            self._q.setValue(f"view/entry_side_{key}", int(width))

    # -- money ----------------------------------------------------------------------------------
    @property
    def currency(self) -> str:
        """The symbol stakes and money are shown with; by default the locale's own."""
        value = self._q.value("money/currency")
        if isinstance(value, str) and value.strip():
            return value.strip()

        return locale_currency()

    @currency.setter
    def currency(self, value: str) -> None:
        value = value.strip()
        if value:
            self._q.setValue("money/currency", value)
        else:
            self._q.remove("money/currency")

    # -- where files were last saved ----------------------------------------------------------
    @property
    def save_folder(self) -> str:
        """The folder a file was last saved in (an export, a PDF), if it is still there; else
        the user's documents folder (never the folder the program was started from)."""
        value = self._q.value("files/save_folder")
        if isinstance(value, str) and value and Path(value).is_dir():
            return value
        # Lazy: asked only when a file is saved
        from PySide6.QtCore import QStandardPaths

        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return docs if docs and Path(docs).is_dir() else str(Path.home())

    @save_folder.setter
    def save_folder(self, value: str) -> None:
        self._q.setValue("files/save_folder", value)

    # -- the last "New rubber" choices ----------------------------------------------------------
    def last_new_rubber(self) -> dict[str, str]:
        """The last choices: game, code, table, and each game's own stake, as
        ``stake_amount.<game>`` and ``stake_per.<game>`` (a stake is never carried over from
        one game to another)."""
        out = {}
        for key in ("game", "code", "table"):
            value = self._q.value(f"new_rubber/{key}")
            if value is not None:
                out[key] = str(value)
        self._q.beginGroup("new_rubber")
        try:
            for key in self._q.allKeys():
                if key.startswith(("stake_amount.", "stake_per.")):
                    out[key] = str(self._q.value(key))
        finally:
            self._q.endGroup()
        # Before stakes were kept per game there was one: it belongs to the game it was for.
        game = out.get("game")
        for key in ("stake_amount", "stake_per"):
            value = self._q.value(f"new_rubber/{key}")
            if value is not None and game and f"{key}.{game}" not in out:
                out[f"{key}.{game}"] = str(value)
        return out

    def set_last_new_rubber(self, values: dict[str, str]) -> None:
        for key, value in values.items():
            self._q.setValue(f"new_rubber/{key}", value)
        for key in ("stake_amount", "stake_per"):
            self._q.remove(f"new_rubber/{key}")


def locale_currency() -> str:
    """The currency symbol of the default locale ("" when the locale has none, as C)."""
    return QLocale().currencySymbol(QLocale.CurrencySymbolFormat.CurrencySymbol)
